"""Properties over seeded random games: conservation laws, bounds, legality and the number of rounds."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from troyes_helpers import random_game

from rulebook.core import CHANCE
from rulebook.troyes import check_invariants as engine_invariants
from rulebook.troyes import from_json, new_game
from rulebook.troyes.action_reach import possible, structural_targets
from rulebook.troyes.dice_groups import GroupInfo, evaluate, legal_groups
from rulebook.troyes.pieces import ACTIONS, COLOUR_OF_LETTER, OVER, die_code, ref
from rulebook.troyes.queries import combos, die_types
from rulebook.troyes.state import replace

GAMES = [(n, seed) for n in (2, 3, 4) for seed in range(4)]


def check_invariants(state) -> None:
    problems = engine_invariants(state)
    assert not problems, problems


def test_faq_and_walkthrough_positions_keep_the_laws():
    from rulebook.troyes import FAQ, WALKTHROUGH

    for case in FAQ:
        for step in case.run().steps:
            check_invariants(step.before)
    for step in WALKTHROUGH:
        check_invariants(step.after)


def test_invariant_check_notices_a_broken_position():
    state = replace(new_game(3, seed=0), money=(5, 5, 6))
    assert any("deniers" in p for p in engine_invariants(state))
    assert engine_invariants(new_game(3, seed=0)) == ()


@pytest.mark.parametrize("n,seed", GAMES)
def test_conservation_and_bounds_hold_in_every_position(n, seed):
    rounds = set()
    final = None
    for state in random_game(n, seed=seed):
        check_invariants(state)
        rounds.add(state.round)
        final = state
    assert final.phase == OVER
    assert rounds == set(range(0, final.cfg.rounds + 1)), "exactly the configured number of rounds"
    assert len(final.history) == final.cfg.rounds


@settings(max_examples=12, deadline=None)
@given(seed=st.integers(0, 10**6), n=st.sampled_from([2, 3, 4]))
def test_every_legal_action_applies_and_json_round_trips(seed, n):
    rng = random.Random(seed)
    for i, state in enumerate(random_game(n, seed=seed)):
        if i % 23 == 0:
            text = state.to_json()
            assert from_json(text).to_json() == text
        if state.current_player >= 0 and i % 7 == 0:
            for action in state.legal_actions():
                after = state.apply(action)
                check_invariants(after)
        if i > 250 and rng.random() < 0.01:
            break


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_listed_groups_agree_with_the_reference_check(seed):
    checked = 0
    for state in random_game(3, seed=seed):
        if state.phase != ACTIONS or state.current_player < 0 or not state.pending or state.pending[0] != "group":
            continue
        p, kind, target = state.seat, state.pending[1], state.pending[2]
        listed = set(legal_groups(state, p, kind, target, state.cube))
        types = die_types(state, (0, 1, 2))
        expected = set()
        for combo in combos([t[2] for t in types], 1, 3):
            dice = tuple((types[i][0], types[i][1]) for i in combo)
            if isinstance(evaluate(state, p, kind, target, dice, state.cube), GroupInfo):
                expected.add(tuple(ref(d, c) for d, c in dice))
        assert {a.args for a in listed} == expected
        checked += 1
    assert checked > 5


@pytest.mark.parametrize("seed", [0, 1, 2, 3])
def test_menu_shortcuts_agree_with_listing_the_groups(seed):
    """The top menu's fast checks (with and without a cube) say yes exactly when a legal group exists."""
    checked = 0
    for state in random_game(3, seed=seed):
        if state.phase != ACTIONS or state.current_player < 0 or state.pending or state.work:
            continue
        p = state.seat
        for cube in [-1] + [slot for slot in range(9) if state.stored[slot][p]
                            and state.cfg.activity[state.slots[slot]].modifier]:
            for kind, target, _, colour, extra, need in structural_targets(state, p, cube):
                probe = replace(state, cube=cube) if cube >= 0 else state
                fast = possible(probe, p, kind, target, cube, colour, extra, need)
                assert fast == bool(legal_groups(probe, p, kind, target, cube)), (kind, target, cube)
                checked += 1
    assert checked > 100


def test_group_references_name_real_dice():
    for state in random_game(3, seed=7):
        if state.current_player >= 0 and state.legal_actions() and state.legal_actions()[0].kind == "group":
            for action in state.legal_actions():
                for district, letter, value in action.args:
                    assert die_code(COLOUR_OF_LETTER[letter], value) in state.dist[district]


def test_same_seed_same_game_and_chance_is_explicit():
    a = [s.to_json() for s in random_game(3, seed=5)]
    b = [s.to_json() for s in random_game(3, seed=5)]
    assert a == b
    chance = [s for s in random_game(3, seed=5) if s.current_player == CHANCE]
    assert chance and all(abs(sum(p for _, p in s.chance_outcomes()) - 1) < 1e-9 for s in chance)
