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
    (4, 0): "9d685011fe426065f7bf902b2e1e07082d658c0d590b53a76e1cdcec349a95a4",
    (4, 1): "1f71615ae03408a76b9952268d6305be36a375333592b82d7e427bf7929134d9",
    (4, 7): "60e6f15f2d5a766a91aeacd0508bf8a74b01802ebacc2a3b12905345558e5704",
    (3, 0): "c6c7480d7691601e7f54b2dca36133e5e7318a607ac05274bea239a377da8f71",
    (2, 0): "f5507d9ca96660a2ca122e0b174f9d5916ff249164de81df932862b5c5198e6a",
    (2, 5): "b15139c569e4946741014b6d1f0403a635427c2d95595bfdc7d26c27214ef2bd",
}
HEURISTIC_GAMES = {  # (players, seed): the same with heuristic bots in every seat
    (4, 0): "46b4b41543a7dc8dc3864c207857a01fad4698243cb97b8fbd9d3071297b3cb4",
    (4, 1): "00b71a7ebe8f03ef1af0af06263d6bd095524732699f444b4daf73a058bab58c",
    (4, 7): "7332a3016f6a324c616e6eb2cbda95b465c20950068e27f4ce6285f73e40e160",
    (3, 0): "45d1354206c9e8f97a5f9bfe758dfc27030fdfad88c031d4934f0b49dcb8a3d0",
    (2, 0): "3beb209a7f3881061ae9fa6df2f102b7c667c72ae900f393d31d8613944e4e8f",
    (2, 5): "634382fa78ebb9a7eeb1cac7a512b8825cfecfa5e6bd7d4a1735ac043c2c0c56",
}
MIXED_GAMES = {  # seed 0, bots by seat
    ("heuristic", "random", "heuristic", "random"): "ade93460e16d93cbaf51212f6a95a0106ae3b0539c88c729237061dc9318bc25",
}
WALKTHROUGH = "46f630a83691fc9fe09c55e83df375b8adf851c75f541e79318cadbaede9c4b8"  # every step's before and after
FAQ_POSITIONS = "f13bb8a90a6a3470843f3eed188741175def119c172adda9b567540e53fcf729"  # every case's start and final


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
