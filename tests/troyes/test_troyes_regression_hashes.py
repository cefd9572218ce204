"""Pinned game behaviour: the sha256 of a few finished games' JSON (log included), so that a change meant to be a
pure refactor or speed-up cannot silently alter what happens in a game.

A change that alters the rules on purpose updates these hashes and says why in its commit message. To refresh one:
play the game below and print `hashlib.sha256(final.to_json().encode()).hexdigest()`.
"""

from __future__ import annotations

import hashlib
import random

import pytest

from rulebook.core import playout
from rulebook.troyes import BOTS, FAQ, WALKTHROUGH, new_game

RANDOM_GAMES = {  # (players, seed): sha256 of the final JSON, random bots, rng random.Random(seed)
    (3, 0): "e6140fd66040cdc89c2932a69d3d82951b6a08a7e48e6aa30efc8a7874e7c3da",
    (3, 1): "709371d204c58147345338a1c32d17cf72ab1da9db1a823d698a91b07fa573fc",
    (3, 2): "33686d1ee9efcf7fce5b285124bed72dc82808e7aedb91bd1d1c2288ceb78a7f",
    (3, 7): "b79c70e1d61eea090279163842fdcbd7d0a67821d4ac012abe0103c6da6de718",
    (3, 42): "ef36f6344367457f91f7298599f7d14623b35afdec4c0ec2531d322aab6d8134",
    (3, 199): "27410a08b0d557122f4a80a8bf040ea225788e080c699ca65369f1162ea9c5f4",
    (2, 0): "2c4892ebb918fd1bad1d8811eb9057f7e654a7a170fb07128c7c16bf1f848304",
    (2, 5): "5828892fd26e79c59d1624bce2ce87a5643deae2e461c7d991961010b26e5c64",
    (4, 0): "b1702fcf3d1cae4482af325b622e690da7516fd031939059c7b30278cace96f2",
    (4, 3): "5829a9b0e8bc8f7c53bad9825a6b1d9a489f51752788e73c03249d14ab49be9b",
}
HEURISTIC_GAMES = {  # (players, seed): the same with heuristic bots in every seat
    (3, 0): "4f8656a2f2004137c3dd5c6dfced4837eea2c8c03c882507011b0970b117652c",
    (2, 0): "c20a40edbbbca4bc2c2a55c11a66db023e7b7d38ad792070b3792b587f67ad26",
    (4, 0): "67329deae72475a1ba5da8eebffb4eee6c4a88b9157a66af999f2cf11cfef8ba",
}
# 3 players, seed 0: heuristic, random, heuristic
MIXED_GAME = "3834afc2974c7d5b8eeeb4efa5586975079364ebc497d8043fb6647370ce2dc3"
WALKTHROUGH_DIGEST = "c316dcad15108d54c757f223e65f1cce3e13bf97c029a4afda9596662004c7d8"  # every step's before and after
FAQ_POSITIONS = "9f1a8c8714c26b98a6ae7707911824f9befb5df05c3f00297e155f626a355bac"  # every case's start and final


def _digest(final) -> str:
    return hashlib.sha256(final.to_json().encode()).hexdigest()


@pytest.mark.parametrize(("players", "seed"), sorted(RANDOM_GAMES))
def test_random_games_are_unchanged(players, seed):
    final, _ = playout(new_game(players=players, seed=seed), BOTS["random"](), random.Random(seed))
    assert final.is_terminal()
    assert _digest(final) == RANDOM_GAMES[players, seed]


@pytest.mark.parametrize(("players", "seed"), sorted(HEURISTIC_GAMES))
def test_heuristic_games_are_unchanged(players, seed):
    final, _ = playout(new_game(players=players, seed=seed), BOTS["heuristic"](), random.Random(seed))
    assert final.is_terminal()
    assert _digest(final) == HEURISTIC_GAMES[players, seed]


def test_a_mixed_game_is_unchanged():
    bots = [BOTS["heuristic"](), BOTS["random"](), BOTS["heuristic"]()]
    final, _ = playout(new_game(players=3, seed=0), bots, random.Random(0))
    assert _digest(final) == MIXED_GAME


def test_walkthrough_positions_are_unchanged():
    digest = hashlib.sha256()
    for step in WALKTHROUGH:
        digest.update(step.before.to_json().encode())
        digest.update(step.after.to_json().encode())
    assert digest.hexdigest() == WALKTHROUGH_DIGEST


def test_faq_positions_are_unchanged():
    digest = hashlib.sha256()
    for case in FAQ:
        result = case.run()
        digest.update(result.start.to_json().encode())
        digest.update(result.final.to_json().encode())
    assert digest.hexdigest() == FAQ_POSITIONS
