"""Stable integer codes for actions (rulebook.core.action_codec): bijection, order, compactness, bad input."""

from __future__ import annotations

import itertools
import math
import os
import random
import subprocess
import sys

import pytest
import toy_game as toy
from conftest import ROOT

from rulebook import CHANCE, play
from rulebook.core import Action
from rulebook.core.action_codec import (
    ActionOutsideSpace,
    ActionSpace,
    Choice,
    IntRange,
    LegalIndexCodec,
    MultisetOf,
    OneOf,
    SequenceOf,
    SubsetOf,
    TupleOf,
)

PIG = ActionSpace({"roll": (), "hold": (), "die": (IntRange(1, 6),)})

DIE = TupleOf(IntRange(0, 4), Choice("R", "W", "Y"), IntRange(1, 6))
"""A Troyes-like die: district 0-4 (4 = neutral), colour, value."""

GROUPS = SubsetOf(DIE, 1, 3)
"""1-3 dice of the 90 possible: a Troyes-like group."""


def test_pig_actions_and_die_faces_code_to_0_to_7_in_declaration_order():
    assert PIG.size == 8
    assert [PIG.decode(i) for i in range(8)] == [toy.ROLL, toy.HOLD, *toy.FACES]
    assert [PIG.encode(a) for a in (toy.ROLL, toy.HOLD, *toy.FACES)] == list(range(8))
    assert PIG.kind_sizes() == {"roll": 1, "hold": 1, "die": 6}


def test_every_action_met_in_seeded_pig_games_is_in_the_space_and_round_trips():
    seen = []
    for seed in range(5):
        play(toy.new_game(), rng=random.Random(seed), trace=seen)
    assert seen and all(PIG.decode(PIG.encode(a)) == a for a in seen)


@pytest.mark.parametrize(("domain", "expected"), [
    (TupleOf(IntRange(0, 2), Choice("a", "b"), IntRange(5, 6)),
     list(itertools.product(range(3), "ab", (5, 6)))),
    (SubsetOf(IntRange(0, 6), 0, 3),
     [c for k in range(4) for c in itertools.combinations(range(7), k)]),
    (MultisetOf(Choice("brick", "wool", "ore"), 1, 4),
     [c for k in range(1, 5) for c in itertools.combinations_with_replacement(("brick", "wool", "ore"), k)]),
    (SequenceOf(IntRange(1, 3), 0, 3),
     [c for k in range(4) for c in itertools.product(range(1, 4), repeat=k)]),
    (OneOf(IntRange(0, 3), Choice("bank", "harbour")), [0, 1, 2, 3, "bank", "harbour"]),
], ids=["tuple", "subset", "multiset", "sequence", "one-of"])
def test_codes_enumerate_the_domain_exactly_in_its_documented_order(domain, expected):
    assert domain.size == len(expected)
    assert [domain.value(i) for i in range(domain.size)] == expected  # the order: shorter first, lexicographic
    assert [domain.index(v) for v in expected] == list(range(domain.size))  # unique, and the exact inverse


def test_nested_spaces_round_trip_and_combinations_stay_compact():
    space = ActionSpace({"pass": (), "group": (GROUPS,), "pay": (MultisetOf(Choice("wool", "ore"), 0, 3),
                                                                 OneOf(IntRange(0, 3), Choice("bank")))})
    assert GROUPS.size == math.comb(90, 1) + math.comb(90, 2) + math.comb(90, 3) == 121_575  # not 90 ** 3
    assert space.size == 1 + 121_575 + 10 * 5
    rng = random.Random(0)
    for code in [0, 1, space.size - 1, *(rng.randrange(space.size) for _ in range(2_000))]:
        action = space.decode(code)
        assert isinstance(action, Action) and space.encode(action) == code
    group = Action("group", (((0, "R", 3), (2, "W", 5), (4, "Y", 6)),))
    assert space.decode(space.encode(group)) == group


def test_codes_do_not_depend_on_the_hash_seed():
    snippet = ("from rulebook.core.action_codec import *\n"
               "s = ActionSpace({'x': (Choice('wool', 'ore', 'brick', 'grain'),\n"
               "                       SubsetOf(Choice(*'abcdefgh'), 0, 4))})\n"
               "print([s.encode(('x', (v, tuple(sorted(set(w)))))) for v in ('ore', 'grain') for w in "
               "('', 'b', 'dh', 'aceg')])")
    outputs = {subprocess.run([sys.executable, "-c", snippet], cwd=ROOT, capture_output=True, text=True,
                              check=True, env=dict(os.environ, PYTHONHASHSEED=seed)).stdout
               for seed in ("0", "1", "4242")}
    assert len(outputs) == 1


@pytest.mark.parametrize(("action", "problem"), [
    (Action("jump"), "unknown kind 'jump'; the space has roll, hold, die"),
    (Action("die", (7,)), "7 is not a whole number from 1 to 6"),
    (Action("die", (True,)), "True is not a whole number"),
    (Action("die", ()), "is not a tuple of 1 element"),
    (Action("die", (3, 4)), "is not a tuple of 1 element"),
    ("roll", "is not an action"),
    (None, "is not an action"),
])
def test_an_action_outside_the_space_is_refused_saying_what_is_wrong(action, problem):
    with pytest.raises(ActionOutsideSpace) as error:
        PIG.encode(action)
    assert problem in str(error.value)
    assert action not in PIG


def test_sets_must_list_distinct_elements_in_the_domains_order():
    with pytest.raises(ActionOutsideSpace, match="distinct elements in the domain's order"):
        GROUPS.index(((2, "W", 5), (0, "R", 3)))
    with pytest.raises(ActionOutsideSpace, match="distinct"):
        GROUPS.index(((0, "R", 3), (0, "R", 3)))
    with pytest.raises(ActionOutsideSpace, match="element 1 of .*'G' is not one of 'R', 'W', 'Y'"):
        GROUPS.index(((0, "R", 3), (1, "G", 3)))
    with pytest.raises(ActionOutsideSpace, match="never one before an earlier one"):
        MultisetOf(Choice("wool", "ore"), 0, 3).index(("ore", "wool"))


@pytest.mark.parametrize("code", [-1, 8, 2.0, True, "3", None])
def test_a_code_outside_0_to_size_is_refused(code):
    with pytest.raises(ActionOutsideSpace, match=r"code: expected a whole number from 0 to 7"):
        PIG.decode(code)


def test_domains_refuse_bad_declarations():
    with pytest.raises(ValueError, match="low <= high"):
        IntRange(3, 1)
    with pytest.raises(ValueError, match="listed twice"):
        Choice("a", "b", "a")
    with pytest.raises(ValueError, match="min_len <= max_len"):
        SubsetOf(IntRange(0, 3), 2, 1)
    with pytest.raises(ValueError, match="expected domains"):
        TupleOf(IntRange(0, 1), range(3))
    with pytest.raises(ValueError, match="in more than one of"):
        OneOf(IntRange(0, 3), IntRange(2, 5)).index(2)


def test_choice_tells_equal_values_of_different_types_apart():
    domain = Choice(1, "1", (1, 2))
    assert [domain.index(v) for v in (1, "1", (1, 2))] == [0, 1, 2]
    assert True not in domain and 1.0 not in domain


def test_legal_index_fallback_codes_by_position_in_the_legal_list():
    codec = LegalIndexCodec(max_branching=6)
    state = toy.new_game().apply(toy.ROLL).apply(toy.FACES[3])
    assert [codec.encode(a, state) for a in state.legal_actions()] == [0, 1]
    assert codec.decode(1, state) == toy.HOLD
    chance = state.apply(toy.ROLL)
    assert chance.current_player == CHANCE and codec.decode(5, chance) == toy.FACES[5]
    with pytest.raises(ActionOutsideSpace, match="not among the 2 choices"):
        codec.encode(toy.FACES[0], state)
    with pytest.raises(ActionOutsideSpace, match="from 0 to 1"):
        codec.decode(2, state)
    with pytest.raises(ValueError, match="needs the state"):
        codec.encode(toy.ROLL)
    with pytest.raises(ActionOutsideSpace, match="6 choices here, more than the declared maximum branching 2"):
        LegalIndexCodec(2).encode(toy.FACES[0], chance)
    with pytest.raises(ValueError, match="max_branching"):
        LegalIndexCodec(0)


def test_a_kind_with_a_varying_number_of_arguments_is_declared_with_one_domain_of_tuples():
    space = ActionSpace({"pass": (), "group": MultisetOf(IntRange(1, 6), 1, 3)})
    assert space.size == 1 + 6 + 21 + 56
    for args in [(4,), (2, 2), (1, 5, 6)]:
        action = Action("group", args)
        assert space.decode(space.encode(action)) == action
    with pytest.raises(ActionOutsideSpace, match="not a tuple of 1 to 3 elements"):
        space.encode(Action("group", (1, 2, 3, 4)))
