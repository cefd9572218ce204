"""Invariant fuzzing over every engine: seeded random playouts and hypothesis-chosen move sequences.

After every ply the engine's conservation laws hold (its `check_invariants`); every listed action applies;
`explain` agrees with `legal_actions`; actions legal elsewhere are refused with rules and change nothing; the
JSON round trip is exact. The soak script runs the same checks over 10,000 games per engine.
"""

from __future__ import annotations

import os

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rulebook import get_game
from rulebook.fuzz import FuzzReport, checked_game

GAMES_PER_ENGINE = int(os.environ.get("RULEBOOK_FUZZ_GAMES", "200"))


def test_seeded_random_games_hold_every_invariant(game_name):
    module = get_game(game_name)
    total = FuzzReport()
    for seed in range(GAMES_PER_ENGINE):
        players = module.PLAYERS[seed % len(module.PLAYERS)]
        total.merge(checked_game(module, 10_000 + seed, players))
    assert not total.violations, "\n".join(total.violations[:10])
    assert total.truncated == 0, f"{total.truncated} games hit the decision cap"
    assert total.games == GAMES_PER_ENGINE and total.illegal_tried > 0


@pytest.mark.parametrize("engine", ["toy"])
def test_fuzz_harness_catches_a_broken_invariant(engine, monkeypatch):
    module = get_game(engine)
    monkeypatch.setattr(module, "check_invariants", lambda state: ("scores went negative",) if state.turns > 2
                        else (), raising=False)
    report = checked_game(module, 1)
    assert report.violations and "scores went negative" in report.violations[0]


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_hypothesis_move_sequences_hold_every_invariant(data):
    from conftest import engine_names

    name = data.draw(st.sampled_from(engine_names()), label="engine")
    module = get_game(name)
    seed = data.draw(st.integers(0, 2**31), label="seed")
    players = data.draw(st.sampled_from(module.PLAYERS), label="players")
    choices = data.draw(st.lists(st.integers(0, 10**6), min_size=0, max_size=400), label="move indices")
    report = checked_game(module, seed, players, choices=choices, first_gap=8, max_plies=600)
    assert not report.violations, "\n".join(report.violations[:10])
