"""Helpers shared by the Troyes tests: play to a phase, run random games, read dice."""

from __future__ import annotations

import random

from rulebook.core import CHANCE, Action, sample_outcome
from rulebook.troyes import new_game
from rulebook.troyes.pieces import ACTIONS, COUNTER, SETUP, die_text

A = Action


def dice(state, district: int) -> str:
    return " ".join(die_text(c) for c in state.dist[district])


def random_game(players: int = 3, seed: int = 0, rng_seed: int | None = None, limit: int = 100_000, **options):
    """Yield every state of a seeded random game (decisions and chance), ending with the final one."""
    state = new_game(players, seed=seed, **options)
    rng = random.Random(seed if rng_seed is None else rng_seed)
    steps = 0
    while True:
        yield state
        if state.is_terminal() or steps >= limit:
            return
        if state.current_player == CHANCE:
            state = state.apply(sample_outcome(state.chance_outcomes(), rng))
        else:
            actions = state.legal_actions()
            state = state.apply(actions[rng.randrange(len(actions))])
        steps += 1


def finish(players: int = 3, seed: int = 0, **options):
    """The final state of a seeded random game."""
    *_, final = random_game(players, seed, **options)
    return final


def after_setup(players: int = 3, seed: int = 0, **options):
    """A game right after the last setup placement (random placements), at the first dice roll."""
    for state in random_game(players, seed, **options):
        if state.phase != SETUP:
            return state
    raise AssertionError("setup never ended")


def first(predicate, players: int = 3, seeds=range(40), **options):
    """The first state of seeded random games that satisfies `predicate`."""
    for seed in seeds:
        for state in random_game(players, seed, **options):
            if predicate(state):
                return state
    raise AssertionError("no random game reached the wanted position")


def at_actions(state) -> bool:
    return state.phase == ACTIONS and state.current_player >= 0 and not state.pending and not state.work


def at_counter(state) -> bool:
    return state.phase == COUNTER and state.current_player >= 0 and not state.pending
