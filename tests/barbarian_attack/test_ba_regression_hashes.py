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
    (4, 0): "1dea6ca36a47b4a93f0663b29d7c84ef02a612ae421308b4f748bd2a59a8911d",
    (4, 1): "a118ad1d023638f3ba6f8b528ab4d5b2ca0d7956fc369936160f4f6631ad562b",
    (4, 7): "d79d9c9d61a6fc5d46fef564f4d81d4d80e5afb80336f10842da266cc825a895",
    (3, 0): "281c76705e64482bd9753749ef6f433a512e4238e10c9c0808bc9a89e513dbd8",
    (2, 0): "7b6d37eef3a3ee5b72351ba032d59580e6ca4237759df77b6bece57f4436278c",
    (2, 5): "378f222b8ae9e4ac235709ac9dbc5e38150f7477ecb04534c2dededa0024d920",
}
HEURISTIC_GAMES = {  # (players, seed): the same with heuristic bots in every seat
    (4, 0): "bc34433973cd7db20de78e9cbb47e73109100639a65254b94e52c750952498d0",
    (4, 1): "3a9e4bc07dfe6c86753fbb70f2b641e724906e7905f1ffcca386c207b7040cf2",
    (4, 7): "60d0b2e0afb4ac99c7c9c93a1709fd7b15b14cd15f4577ad5e6d0498641d137c",
    (3, 0): "c1e9672590ebdbdf3f0a73443e9404ebbb1a9198c6efd9eac7084db29d499a64",
    (2, 0): "90af34a45a0d51a5f10ef3b5511bdf7fbc86371198e8367e5cc246266b6c5539",
    (2, 5): "6fafa4a0fa6a486a35bbe006aae52bbc93bb6ac6646ba95f7f2cd79c4b5f481e",
}
MIXED_GAMES = {  # seed 0, bots by seat
    ("heuristic", "random", "heuristic", "random"): "e25b492ea1340bc55d38b19e8e0dc28059f645e1f460160b56f432dcd9938648",
}
WALKTHROUGH = "c7f78cc7a832a86e07688529671294fff4f5b0beac7ce2e9dd88f18348da3e5f"  # every step's before and after
FAQ_POSITIONS = "bb204a4bd1bd742d85590efb2c20d16302bb0ecbc37fefe8efffeaaecc76e34c"  # every case's start and final


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
