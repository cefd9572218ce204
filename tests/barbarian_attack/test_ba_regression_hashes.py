"""Pinned game behaviour: the sha256 of seeded finished Barbarian Attack games' JSON (log included), of every
walkthrough step and of every FAQ case's first and last position, so that a refactor or a speed-up cannot silently
change what happens in a game.

A change that alters the rules on purpose updates these hashes and says why in its commit message. To refresh one:
play the game below and print `hashlib.sha256(final.to_json().encode()).hexdigest()`.
"""

from __future__ import annotations

import hashlib
import random

import pytest

from rulebook import barbarian_attack as ba
from rulebook.core import playout

RANDOM_GAMES = {  # (players, seed): sha256 of the final JSON, random bots, rng random.Random(seed)
    (4, 0): "ce85aea105f58c3b92a8db95f218e608bc09f5482f592b4b18de11bec50eba19",
    (4, 1): "dfe54c10b0cf9a138982d556c859c81c6cbfe9d31cc3280b56be918458deea6f",
    (4, 7): "baa47517825e365348da34dc4bc4f083f99566f1ecb66cbe2c8aceece721d790",
    (3, 0): "bb222ac07dcd0b893a574c1d770713ba5b6c3bd413ed1e4fb8b1e564cc43010f",
    (2, 0): "d3f12bb44c637b5616299f4e0ee23fee81af779e17e959794cb9af709adf54fe",
    (2, 5): "c58722d53e92fffa3dd9aabebbc02d5286017211434b3225855dc9aa6c59cbb2",
}
HEURISTIC_GAMES = {  # (players, seed): the same with heuristic bots in every seat
    (4, 0): "2adc1f2eb29e4bcd4268430452f3af63f3e97f674ea8521f8354d1cab97d7c4b",
    (4, 1): "d018af11dd6aed32d2b0be5dd818902d6a8ac9bff2ce8a0b3acd30d00483a138",
    (4, 7): "7181fb2662daac43f87f7db4927e310561daa2e16cfad0515ac9e6cd4ee7d3bc",
    (3, 0): "f924a6e8245798c2f246c3a317081819b037ca3b7e464b3504f98acfbe181aae",
    (2, 0): "ad57cca3094893ff96cf9869f237f68a2aa66b666487ac45d462e77e27d9de8b",
    (2, 5): "0f813df6c806750ca18b7fc0966c8cc59ba328bc88b165aabeee99bfc7c97034",
}
MIXED_GAMES = {  # seed 0, bots by seat
    ("heuristic", "random", "heuristic", "random"): "4ba7bd18c903a6ff6adeb3487dbdab6831408f7c12977f60a609c6228460d7be",
}
WALKTHROUGH = "ab56411d091283d5bd9622d3ea9d1119fa9bcbad79009d9d29026e7920bfc926"  # every step's before and after
FAQ_POSITIONS = "5def5b5def168803f938f903365b290453c573fb70966c344df70d45509636d7"  # every case's start and final


def _digest(final) -> str:
    return hashlib.sha256(final.to_json().encode()).hexdigest()


def _play(players: int, seed: int, bots) -> str:
    final, _ = playout(ba.new_game(players=players, seed=seed), bots, random.Random(seed),
                       max_plies=ba.MAX_PLIES)
    assert final.is_terminal()
    return _digest(final)


@pytest.mark.parametrize(("players", "seed"), sorted(RANDOM_GAMES))
def test_random_games_are_unchanged(players, seed):
    assert _play(players, seed, ba.BOTS["random"]()) == RANDOM_GAMES[players, seed]


@pytest.mark.parametrize(("players", "seed"), sorted(HEURISTIC_GAMES))
def test_heuristic_games_are_unchanged(players, seed):
    assert _play(players, seed, ba.BOTS["heuristic"]()) == HEURISTIC_GAMES[players, seed]


@pytest.mark.parametrize("kinds", sorted(MIXED_GAMES))
def test_mixed_games_are_unchanged(kinds):
    assert _play(len(kinds), 0, [ba.BOTS[k]() for k in kinds]) == MIXED_GAMES[kinds]


def test_walkthrough_positions_are_unchanged():
    digest = hashlib.sha256()
    for step in ba.WALKTHROUGH:
        digest.update(step.before.to_json().encode())
        digest.update(step.after.to_json().encode())
    assert digest.hexdigest() == WALKTHROUGH


def test_faq_positions_are_unchanged():
    digest = hashlib.sha256()
    for case in ba.FAQ:
        result = case.run()
        digest.update(result.start.to_json().encode())
        digest.update(result.final.to_json().encode())
    assert digest.hexdigest() == FAQ_POSITIONS
