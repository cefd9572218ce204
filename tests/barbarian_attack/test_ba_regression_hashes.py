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
    (4, 0): "a2cfa1d795ae82f245a11c8b40114304a202654ebcf093532eea0f99036267ba",
    (4, 1): "f4e902a0a7c341e0a7bcfb8c40420d1968533ef907ba3ff683b51e696dd1d4d4",
    (4, 7): "49bd14eb7b3bb3db32512b500a470e7adc398c953d0f994fb525d869504c52a2",
    (3, 0): "742658fc6ab1c6c1ffd0ae91695164f97765d93c286b2ba60262ea7a58066868",
    (2, 0): "f207e8066388090ab79713620c99f4b2b2dfa57c0fb657ffe508608c6ed0943a",
    (2, 5): "e58fb8f3106a9f09ea2aac4cf4812e3f598d72d2f624c1abd8e1cda5691b0615",
}
HEURISTIC_GAMES = {  # (players, seed): the same with heuristic bots in every seat
    (4, 0): "a7fcd7c301f921c127fb0c98da9508d7e511064867b5cea94789219d0f656ed4",
    (4, 1): "4b565b4674288e4c709d7afd1f489a4a691073f1f0ccb98c225cec979b6ca289",
    (4, 7): "c31ea0220302d46cec2cc84982aab66c482903fb3189c4c772df127734b41577",
    (3, 0): "33241b3fee6629891e520ffc04ebb34979781f1ca7ae659da3f6c95b8f062652",
    (2, 0): "a97980d26afc27a8bfe89045ff1b5b10f3dbc51a118b75dbdd3b4f29bc52eb24",
    (2, 5): "f4ff246d20c8fc5f83e6ff8ac1a6aa487a4531d63fed5707a68711679d62b390",
}
MIXED_GAMES = {  # seed 0, bots by seat
    ("heuristic", "random", "heuristic", "random"): "4bf05661c8a2e8251fc43d31bc2e997583307ac7fcfb6c312c259947abbe279f",
}
WALKTHROUGH = "bae48606fb4b0faababb1c6014bca3e6d18d91b105f215baf7821508d229b082"  # every step's before and after
FAQ_POSITIONS = "a79f08a2c8e240744b2165ec46384914f4e385d5a8dfc253248ac36b8392dbf7"  # every case's start and final


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
