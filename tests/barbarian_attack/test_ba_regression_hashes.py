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
    (2, 0): "c06f5ab3b2b4ef19d9bc25c4ed74f58e4732c5f72c95650f81e9cb971848e773",
    (2, 5): "532285264a490476daac7db295c63652da64513ed50411117bee2d93b825638c",
}
HEURISTIC_GAMES = {  # (players, seed): the same with heuristic bots in every seat
    (4, 0): "46b4b41543a7dc8dc3864c207857a01fad4698243cb97b8fbd9d3071297b3cb4",
    (4, 1): "00b71a7ebe8f03ef1af0af06263d6bd095524732699f444b4daf73a058bab58c",
    (4, 7): "7332a3016f6a324c616e6eb2cbda95b465c20950068e27f4ce6285f73e40e160",
    (3, 0): "45d1354206c9e8f97a5f9bfe758dfc27030fdfad88c031d4934f0b49dcb8a3d0",
    (2, 0): "51f2a5d8dc81862449a4104622f0dc892d88b623a7e7da04be9e213d8231e798",
    (2, 5): "46b677a866ce205e71a22da2af544df4c4fb98312f396bd787a76865818a597a",
}
MIXED_GAMES = {  # seed 0, bots by seat
    ("heuristic", "random", "heuristic", "random"): "ade93460e16d93cbaf51212f6a95a0106ae3b0539c88c729237061dc9318bc25",
}
WALKTHROUGH = "053a6fcfe30af055f902afe0ed75e69dd0959e520881c6fe02cf0a374186ddae"  # every step's before and after
FAQ_POSITIONS = "9a0ec12e69efb119b59fdb098459a9c21c4a88814bb15f1df25e6915301c1d48"  # every case's start and final


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
