"""Hidden information (TRY-18.1, TRY-18.2): what a seat observes, and `resample_hidden`, which redraws everything it
cannot see (other players' characters, the event decks, the face-down activity cards) and nothing else."""

from __future__ import annotations

import random

import pytest
from troyes_helpers import random_game

from rulebook.core import playout
from rulebook.troyes import BOTS, FAQ, WALKTHROUGH, check_invariants, from_json, new_game, observation
from rulebook.troyes.information import seen_events


def _decision_states():
    for players, seed in ((2, 1), (3, 4), (4, 2)):
        yield from (s for i, s in enumerate(random_game(players, seed=seed)) if i % 13 == 0 and s.current_player >= 0)
    yield from (step.before for step in WALKTHROUGH if step.before.current_player >= 0)
    yield from (case.run().start for case in FAQ if case.run().start.current_player >= 0)


def test_a_resampled_state_looks_the_same_to_the_seat_and_is_a_valid_position():
    changed = 0
    for k, state in enumerate(_decision_states()):
        seat = state.current_player
        before = state.to_json()
        world = state.resample_hidden(seat, random.Random(k))
        assert state.to_json() == before
        assert world.observation(seat) == state.observation(seat) == observation(state, seat)
        assert world.current_player == seat and world.legal_actions() == state.legal_actions()
        assert check_invariants(world) == ()
        assert from_json(world.to_json()).to_json() == world.to_json()
        assert world.chars[seat] == state.chars[seat] and world.vp == state.vp
        changed += world.to_json() != before
    assert changed > 20


def test_hidden_things_vary_over_resamples_and_only_they():
    state = next(s for s in random_game(3, seed=4) if s.round == 1 and s.phase == 5 and s.current_player >= 0)
    seat = state.current_player
    worlds = [state.resample_hidden(seat, random.Random(k)) for k in range(60)]
    others = [q for q in range(3) if q != seat]
    assert len({w.chars[others[0]] for w in worlds}) > 1
    assert len({w.white_deck for w in worlds}) > 1 and len({w.red_deck for w in worlds}) > 1
    face_down = [slot for slot in range(9) if slot % 3 >= state.revealed]
    assert face_down and len({tuple(w.slots[s] for s in face_down) for w in worlds}) > 1
    for w in worlds:
        assert w.slots[:1] == state.slots[:1] and w.dist == state.dist and w.build == state.build
        assert sorted(w.chars[seat]) == sorted(state.chars[seat])
        assert not set(w.chars[others[0]]) & set(w.chars[others[1]])
        assert len(w.red_deck) == len(state.red_deck) and sorted(w.white_deck) == sorted(state.white_deck)
        assert not (set(w.red_deck) & seen_events(state))


def test_resampling_depends_only_on_the_rng_and_keeps_revealed_characters():
    state = next(s for i, s in enumerate(random_game(4, seed=2)) if i > 300 and s.current_player >= 0)
    for seat in range(4):
        assert state.resample_hidden(seat, random.Random(7)).to_json() == \
            state.resample_hidden(seat, random.Random(7)).to_json()
    final = list(random_game(3, seed=1))[-1]
    assert final.resample_hidden(0, random.Random(1)).chars == final.chars  # the log has revealed them


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_resampled_world_plays_on_to_the_end(players):
    state = next(s for i, s in enumerate(random_game(players, seed=9)) if i > 150 and s.current_player >= 0)
    world = state.resample_hidden(state.current_player, random.Random(3))
    final, _ = playout(world, BOTS["random"](), random.Random(3))
    assert final.is_terminal() and check_invariants(final) == ()


def test_the_observation_hides_what_the_seat_may_not_see():
    state = new_game(3, seed=0)
    view = state.observation(1)
    assert view["vp"][1] == 0 and view["vp"][0] is None
    assert view["characters"][0] == ["hidden"] and view["characters"][1] != ["hidden"]
    assert view["decks"] == [len(state.red_deck), len(state.white_deck), len(state.yellow_deck)]
    assert set(view["activity"]) == {"face down"} and "bank" not in view
