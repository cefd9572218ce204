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
    (3, 0): "3720b08e648174858792ed153b20529eddbbeea67bf4eee3350e092dd16af3d0",
    (3, 1): "cb98ecc890b6f40b4521fad6d44d27b9b38bc629d4cf77ccfd6158240768b71f",
    (3, 2): "f9f6eeb019e7f849befd664faae9afef99598960732850cd30ac2f23bd69cd98",
    (3, 7): "3559c38e82e7ebd6592ba54ffb2478344a105c36816c88673e8b11e423e75be7",
    (3, 42): "3750ff07f38bed30b6129dfb3e945c076178b9c2d11330a832a1c2a94d851e1d",
    (3, 199): "ffa0ab308c6b2c45af9c0f621b4197a062f078c80dbb3ad1d089d7aa79344ada",
    (2, 0): "e059ba631c7b05d00df4a5eedf3f48356c91a1361d10e7e5be64f158da86e3e4",
    (2, 5): "3fc6ba0b9a973bb20be45571bfccfb6ba43f24f98c239df4e694375bab95e2be",
    (4, 0): "ba49771e298e1da4ecdfddc723b620277443b89381ec4d1fa7af9807a79b4999",
    (4, 3): "cf7d4fa417627297ee5bd4fb0b4aeb225428684030c2dbfcdff5f9e6104a1402",
}
HEURISTIC_GAMES = {  # (players, seed): the same with heuristic bots in every seat
    (3, 0): "d7278df2b27b0719d869ba57b3712963b8c54b497d7abf5108de67892778560a",
    (2, 0): "65e0a89f6863aa35b115cfd1bcbfac05572c8e5ab180449f41f5272deaa7c774",
    (4, 0): "a76e0551c3a10562699e85ffd415111e365c4c25a3a19f90b43f4377794d5d23",
}
# 3 players, seed 0: heuristic, random, heuristic
MIXED_GAME = "a641907d591a83175cbe5e0a3e6c4cb9dbbf679f31be2613bab347514d1fcbb7"
WALKTHROUGH_DIGEST = "43cec75fa8763fb8d3ddfad4eb3996c7fe43aa28a97b22faa865dd475edfdea2"  # every step's before and after
FAQ_POSITIONS = "7b827c8bbf4bff86d020ebd147ec9297a5b86622a56d85c1506750a1fc5d5012"  # every case's start and final


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
