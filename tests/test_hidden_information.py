"""The determinization contract (`resample_hidden`, `observation`), checked against every registered engine.

A game with hidden information implements `state.resample_hidden(seat, rng)` and `state.observation(seat)`;
these tests then hold it to the contract with no game-specific code: the resampled state looks the same to the
seat, gives it the same choices, is a valid position (JSON round trip, the game's own invariants), is playable
to the end, is drawn only from the RNG, and leaves the original untouched. A perfect-information game returns
the state itself. A game that has not implemented them yet is skipped, saying so.
"""

from __future__ import annotations

import random

import pytest
from test_contract import random_positions

from rulebook import get_game, playout
from rulebook.core import GameState


def _implements(state, method: str) -> bool:
    return getattr(type(state), method) is not getattr(GameState, method)


def _positions_or_skip(game_name: str):
    module = get_game(game_name)
    first = module.new_game(players=module.DEFAULT_PLAYERS, seed=0)
    if not first.PERFECT_INFORMATION and not _implements(first, "resample_hidden"):
        pytest.skip(f"{game_name} does not implement resample_hidden yet (issue 17, per-game half)")
    positions = [s for s in random_positions(module, 1, every=9, limit=25) if s.current_player >= 0]
    return module, positions


def test_a_perfect_information_game_resamples_to_itself(game_name):
    module = get_game(game_name)
    state = module.new_game(players=module.DEFAULT_PLAYERS, seed=0)
    if not state.PERFECT_INFORMATION:
        pytest.skip(f"{game_name} has hidden information")
    assert state.resample_hidden(0, random.Random(0)) is state
    assert state.observation(0) == state.observation(1)  # everyone sees everything


def test_a_resampled_state_looks_the_same_to_the_seat_and_gives_it_the_same_choices(game_name):
    module, positions = _positions_or_skip(game_name)
    check = getattr(module, "check_invariants", None)
    changed = 0
    for k, state in enumerate(positions):
        seat = state.current_player
        before = state.to_json()
        world = state.resample_hidden(seat, random.Random(k))
        assert state.to_json() == before, "resample_hidden must not change the state it is asked about"
        assert world.current_player == seat and world.legal_actions() == state.legal_actions()
        if _implements(state, "observation") or state.PERFECT_INFORMATION:
            assert world.observation(seat) == state.observation(seat)
        text = world.to_json()
        assert module.from_json(text).to_json() == text, "a resampled state must be a valid position"
        if check is not None:
            assert not tuple(check(world)), f"conservation laws broken: {tuple(check(world))}"
        changed += text != before
    if not positions[0].PERFECT_INFORMATION:
        assert changed, "resample_hidden never redrew anything: is anything hidden at all?"


def test_resampling_depends_only_on_the_rng_and_other_seats_see_it_too(game_name):
    _, positions = _positions_or_skip(game_name)
    state = positions[len(positions) // 2]
    for seat in range(state.num_players):
        a = state.resample_hidden(seat, random.Random(7)).to_json()
        assert a == state.resample_hidden(seat, random.Random(7)).to_json()


def test_a_resampled_world_plays_on_to_the_end(game_name):
    module, positions = _positions_or_skip(game_name)
    state = positions[len(positions) // 3]
    world = state.resample_hidden(state.current_player, random.Random(3))
    final, _ = playout(world, module.BOTS["random"](), random.Random(3), max_plies=module.MAX_PLIES)
    assert final.is_terminal()
