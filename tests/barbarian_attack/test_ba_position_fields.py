"""The position editor's description of `position(...)`: `POSITION_FIELDS` names every keyword, `position_args` returns
values in exactly those shapes, and every refusal names the field and what is allowed (issue 13's bad input)."""

from __future__ import annotations

import inspect

import pytest

from rulebook import PositionError
from rulebook import barbarian_attack as ba
from rulebook.barbarian_attack import positions
from rulebook.core import Field
from rulebook.core.fields import KINDS

FIELDS = {f.name: f for f in ba.POSITION_FIELDS}


def test_every_keyword_of_the_builder_is_a_field_in_a_group():
    assert len(FIELDS) == len(ba.POSITION_FIELDS)
    keywords = {name for name, p in inspect.signature(ba.position).parameters.items() if p.kind != p.VAR_KEYWORD}
    expected = (keywords | set(ba.OPTIONS)) - set(positions._NOT_FIELDS)
    assert set(FIELDS) == expected
    assert {f.group for f in ba.POSITION_FIELDS} == {"Turn", "Board", "Players", "Cards", "Options"}
    for f in ba.POSITION_FIELDS:
        assert isinstance(f, Field) and f.kind in KINDS and f.label and f.help
        if f.kind in ("place_values", "place_numbers", "place_items"):
            assert f.places
        if f.kind in ("seat_numbers", "seat_items"):
            assert f.seats == ba.SEATS
        if f.kind in ("choice", "items", "place_values", "seat_items"):
            assert f.choices


def _fits(field: Field, value) -> bool:
    """Whether `value` has the shape the field's kind promises (rulebook/core/fields.py)."""
    def number(v):
        return type(v) is int and field.lo <= v <= field.hi

    def items(v):
        return isinstance(v, list) and all(x in field.choices for x in v) and (
            not field.max_items or len(v) <= field.max_items)

    kind = field.kind
    if kind == "number":
        return number(value)
    if kind == "choice":
        return value in field.choices
    if kind == "flag":
        return type(value) is bool
    if kind == "items":
        return items(value)
    if not isinstance(value, dict):
        return False
    keys = field.seats if kind.startswith("seat") else field.places
    if not set(value) <= set(keys):
        return False
    check = {"seat_numbers": number, "place_numbers": number, "place_values": lambda v: v in field.choices,
             "seat_items": items, "place_items": items}[kind]
    return all(check(v) for v in value.values())


def _buildable_positions():
    out = [case.script().start for case in ba.FAQ] + [step.after for step in ba.WALKTHROUGH.steps]
    for s in out:
        try:
            yield s, ba.position_args(s)
        except PositionError:
            continue


def test_position_args_returns_only_fields_in_their_shapes_and_rebuilds_the_table():
    seen = 0
    for s, args in _buildable_positions():
        unknown = set(args) - set(FIELDS)
        assert unknown <= set(positions._NOT_FIELDS), unknown
        for name, value in args.items():
            if name in FIELDS:
                assert _fits(FIELDS[name], value), (name, value)
        assert ba.table_facts(ba.position(**args)) == ba.table_facts(s)
        seen += 1
    assert seen > 40


def test_hands_and_piles_are_lists_of_names():
    s = ba.position(active="Red", hands={"Red": ["brick", "ore", "ore"]}, draw_pile=["Treason", "Knighthood"],
                    event_cards=True, event_pile=["Number 5", "Number 5", "Conflict"])
    assert s.hand("Red") == {"brick": 1, "lumber": 0, "wool": 0, "grain": 0, "ore": 2}
    assert s.development_piles()["draw"] == {"Knighthood": 1, "Black Knight": 0, "Treason": 1, "Intrigue": 0}
    args = ba.position_args(s)
    assert args["hands"] == {"Red": ["brick", "ore", "ore"]}
    assert args["draw_pile"] == ["Knighthood", "Treason"]
    assert args["event_pile"] == ["Conflict", "Number 5", "Number 5"]


@pytest.mark.parametrize(("arguments", "field", "allowed"), [
    (dict(knights={"P72": "Red"}), "knights", "P0 to P71"),          # a knight off the board
    (dict(barbarians={"H19": 1}), "barbarians", "H0 to H18"),         # a hex id that does not exist
    (dict(barbarians={"H9": 1}), "barbarians", "H0, H1"),             # an inland hex: no barbarians there
    (dict(barbarians={"H3": 4}), "barbarians['H3']", "0 to 3"),       # more than a hex can hold
    (dict(gold={"Red": -1}), "gold['Red']", "a whole number from 0"),  # money below zero
    (dict(prisoners={"Blue": -2}), "prisoners['Blue']", "a whole number from 0"),
    (dict(draw_pile=["Monopoly"]), "draw_pile", "Knighthood, Black Knight"),  # a card not in the game
    (dict(terrain=["lava"] * 19), "terrain", "forest, hills"),
    (dict(terrain=["forest"] * 19), "terrain", "the desert on H2"),
    (dict(harbours=["gold"] * 9), "harbours", "generic, brick"),
    (dict(edition="1995"), "options", "OPTIONS"),
    (dict(hands={"Red": ["brick", "gems"]}), "hands['Red']", "brick, lumber, wool, grain, ore"),
    (dict(settlements={"I11": "Purple"}), "settlements['I11']", "Red, Blue, White"),
    (dict(active="Orange"), "active", "Red, Blue, White"),             # a fourth seat in a three-player game
    (dict(phase="shopping"), "phase", "trade and build"),
])
def test_impossible_positions_are_refused_naming_the_field_and_the_allowed_values(arguments, field, allowed):
    with pytest.raises(PositionError) as caught:
        ba.position(**arguments)
    assert caught.value.field == field
    assert allowed in caught.value.allowed
