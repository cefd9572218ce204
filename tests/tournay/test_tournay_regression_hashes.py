"""Pinned game behaviour: the sha256 of seeded finished Tournay games' JSON (log included), of every walkthrough
step and of every FAQ case's first and last position, so that a refactor or a speed-up cannot silently change what
happens in a game.

A change that alters the rules on purpose updates these hashes and says why in its commit message. To refresh one:
play the game below and print `hashlib.sha256(final.to_json().encode()).hexdigest()`.
"""

from __future__ import annotations

import hashlib
import random

import pytest

from rulebook import tournay
from rulebook.core import playout

RANDOM_GAMES = {  # (players, seed): sha256 of the final JSON, random bots, rng random.Random(seed)
    (2, 0): "255467d07050cd208353102e43a0e826ccca7ab5b5dd6d90315815504e947052",
    (2, 1): "5309f841838b00a4d5538d4fe9c894cc9143f80d32b25434e14ecc7aa80bf144",
    (2, 2): "5d04ac88787d30f0ef2b4e29c57587632d2c1ff5d5c86a4a30f238128bbb719e",
    (2, 7): "e9cdf4de8e8d9daa9db64c207675835c2a6b83b6a2bc0946a61c94d328a87805",
    (3, 0): "650ab235657853745d28ff4153f2fb379a247c9dc2f18931ecc2601129e9ea96",
    (4, 0): "a3fdcba7d0943f74c8cde4d1646d0736a8ae88cb2035b16edd7a2f4bc4c5e4dc",
    (4, 3): "2e6f4c1ecbeb036f8a7c6f70f1375355859302f136b234eb165a2e0f2b559a43",
}
HEURISTIC_GAMES = {  # (players, seed): the same with heuristic bots in every seat
    (2, 0): "5efb49162d471ab9bce7f1b4ec5064b34b161ce1641f6ed49396e2eb1caea6e6",
    (2, 1): "777952003d7cd6b4192adb2f9935ed28cc56bce964b928b75fea66e45a711384",
    (2, 2): "a242ce7dcd3b31fd82faf84e72971f689a8808d0cf36b2177329d32ec136152f",
    (2, 7): "419059988392f7060d469e61110670175817c27f7bbec870c9d3a072cfcaab9b",
    (3, 0): "ce78de1b7ffd6af659f65bcfa55b7bf4e73ea198292fae08231b5334d48ce177",
    (4, 0): "9547ff8085332f9182e2d8b85c78467c7eedfbc6570f3da12e74f14fd2f40028",
    (4, 3): "6ecb16a18f1cb217eabb43e9c8d2b622b797ece04f076d613a3139c40ddc4c85",
}
MIXED_GAMES = {  # seed 0, bots by seat
    ("heuristic", "random"): "43c9a8ca500d61505a446548670ab29673743deba346032f1758583157b97af6",
    ("random", "heuristic", "heuristic"): "d687d0eac268f68c4cbc02e29a9218174712be10ec016555ccf2ef9d3f399431",
}
WALKTHROUGH = "8be486becaab8569421f6d8a1fe3ebb809ad323397ba4d9569a93b5579bfd397"  # every step's before and after
FAQ_POSITIONS = "587cdd4c68005c8ac99aec325896cc2a380ca0f4cac0023242e9edd58185b437"  # every case's start and final


def _digest(final) -> str:
    return hashlib.sha256(final.to_json().encode()).hexdigest()


def _play(players: int, seed: int, bots) -> str:
    final, _ = playout(tournay.new_game(players=players, seed=seed), bots, random.Random(seed),
                       max_plies=tournay.MAX_PLIES)
    assert final.is_terminal()
    return _digest(final)


@pytest.mark.parametrize(("players", "seed"), sorted(RANDOM_GAMES))
def test_random_games_are_unchanged(players, seed):
    assert _play(players, seed, tournay.BOTS["random"]()) == RANDOM_GAMES[players, seed]


@pytest.mark.parametrize(("players", "seed"), sorted(HEURISTIC_GAMES))
def test_heuristic_games_are_unchanged(players, seed):
    assert _play(players, seed, tournay.BOTS["heuristic"]()) == HEURISTIC_GAMES[players, seed]


@pytest.mark.parametrize("kinds", sorted(MIXED_GAMES))
def test_mixed_games_are_unchanged(kinds):
    assert _play(len(kinds), 0, [tournay.BOTS[k]() for k in kinds]) == MIXED_GAMES[kinds]


def test_walkthrough_positions_are_unchanged():
    digest = hashlib.sha256()
    for step in tournay.WALKTHROUGH:
        digest.update(step.before.to_json().encode())
        digest.update(step.after.to_json().encode())
    assert digest.hexdigest() == WALKTHROUGH


def test_faq_positions_are_unchanged():
    digest = hashlib.sha256()
    for case in tournay.FAQ:
        result = case.run()
        digest.update(result.start.to_json().encode())
        digest.update(result.final.to_json().encode())
    assert digest.hexdigest() == FAQ_POSITIONS
