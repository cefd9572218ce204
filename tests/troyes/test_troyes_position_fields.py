"""The position editor's description of `position(...)`: `POSITION_FIELDS` names every keyword with its kind and
allowed values, `position_args(state)` gives exactly those keys in those shapes, and every refusal names the field
and what it allows (the bad inputs of issue 13 that apply to Troyes)."""

from __future__ import annotations

import inspect

import pytest
from troyes_helpers import random_game

from rulebook.core import PositionError
from rulebook.core.fields import Field
from rulebook.troyes import (
    ADVANCED_ARGS,
    FAQ,
    PLACE_PATTERN,
    POSITION_FIELDS,
    WALKTHROUGH,
    position,
    position_args,
    position_fields,
)
from rulebook.troyes.render import place_ids
from rulebook.troyes.teaching.faq_fixtures import fixture_cards


def _ok(field: Field, value) -> bool:
    """Does `value` have the shape and the allowed values of `field` (rulebook/core/fields.py)?"""
    kind = field.kind
    if kind == "number":
        return type(value) is int and field.lo <= value <= field.hi
    if kind == "choice":
        return value in field.choices
    if kind == "flag":
        return type(value) is bool
    if kind in ("seat_numbers", "seat_items"):
        if not isinstance(value, dict) or not set(value) <= set(field.seats):
            return False
        if kind == "seat_numbers":
            return all(type(v) is int and field.lo <= v <= field.hi for v in value.values())
        return all(_items(field, v) for v in value.values())
    if kind == "items":
        return _items(field, value)
    if kind in ("place_values", "place_items"):
        if not isinstance(value, dict) or not set(value) <= set(field.places):
            return False
        if kind == "place_values":
            return all(v in field.choices for v in value.values())
        return all(_items(field, v) for v in value.values())
    return False


def _items(field: Field, value) -> bool:
    return (isinstance(value, list) and all(v in field.choices for v in value)
            and (not field.max_items or len(value) <= field.max_items))


def test_the_fields_describe_every_keyword_of_the_builder_in_groups():
    keywords = set(inspect.signature(position).parameters)
    names = [f.name for f in POSITION_FIELDS]
    assert len(names) == len(set(names))
    assert set(names) | set(ADVANCED_ARGS) == keywords and not set(names) & set(ADVANCED_ARGS)
    assert {f.group for f in POSITION_FIELDS} == {"Turn", "Board", "Players", "Cards"}
    for field in POSITION_FIELDS:
        assert field.label and "_" not in field.label
        for place in field.places:
            assert PLACE_PATTERN.match(place) or place.startswith("lying-"), place


def _states():
    for case in FAQ:
        yield case.run().start
    for step in WALKTHROUGH:
        yield step.before
        yield step.after
    for players, seed in ((2, 1), (3, 4), (4, 2)):
        yield from (s for i, s in enumerate(random_game(players, seed=seed)) if i % 29 == 0 or s.is_terminal())
    yield from (s for i, s in enumerate(random_game(3, seed=3, cards=fixture_cards("FX-Mixed"), income=12))
                if i % 57 == 0)


def test_position_args_give_exactly_the_fields_keys_in_their_shapes():
    for state in _states():
        fields = {f.name: f for f in position_fields(state)}
        args = position_args(state)
        assert set(args) <= set(fields) | set(ADVANCED_ARGS)
        for name, value in args.items():
            if name in fields:
                assert _ok(fields[name], value), (name, value)


def test_the_places_of_the_fields_are_places_of_the_picture():
    state = position(4)
    ids = set(place_ids(state))
    for field in position_fields(state):
        if field.kind in ("place_values", "place_items") and field.name != "event_cubes":
            assert set(field.places) <= ids, field.name


def test_a_position_edited_by_place_ids_builds_and_reads_back():
    args = position_args(position(3))
    args["citizens"]["Palace-2"] = "C"
    args["citizens"]["Palace-3"] = "A"
    args.update(dice={"district-B": ["Y5", "W2"]}, cathedral={"cathedral-1-4": "B"}, activity_cards=["Merchant"],
                tradesmen={"card-Y-I": ["A", "C"]}, stored_cubes={"card-Y-I": ["B", "B"]},
                event_cubes={"event-1": ["C"]}, dice_to_roll=["A red"], phase="roll", declared_cube="")
    edited = position(**args)
    assert edited.citizens_on("Palace")[1:3] == ("C", "A")
    assert edited.district("B") == ("W2", "Y5") and edited.cathedral_at(1, 4) == "B"
    assert edited.tradesmen_on("Merchant") == ("A", "C") and edited.stored_cubes("Merchant")["B"] == 2
    assert edited.event_cubes("Marauding") == ("C",)
    again = position_args(edited)
    assert again["dice_to_roll"] == ["A red"] and again["tradesmen"] == {"card-Y-I": ["A", "C"]}


@pytest.mark.parametrize(("arguments", "field", "allowed"), [
    ({"influence": {"A": 21}}, "influence", "0-20"),
    ({"money": {"B": -1}}, "money", "0-"),
    ({"activity_cards": ("Pizzeria",)}, "activity_cards", "Merchant"),
    ({"characters": {"A": ("The Jester",)}}, "characters['A']", "Urbain IV"),
    ({"citizens": {"Palace-9": "A"}}, "citizens", "Palace-1 .. CityHall-6"),
    ({"citizens": {"Palace-1": "E"}}, "citizens['Palace-1']", "grey"),
    ({"cathedral": {"cathedral-4-1": "A"}}, "cathedral", "levels 1-3"),
    ({"dice": {"district-Z": ["Y1"]}}, "dice", "N (neutral)"),
    ({"tradesmen": {"card-Q-I": ["A"]}}, "tradesmen", "card-R-I .. card-Y-III"),
    ({"event_cubes": {"event-5": ["A"]}}, "event_cubes", "event-1"),
    ({"dice_to_roll": ["A blue"], "phase": "roll"}, "dice_to_roll[0]", "red, white, yellow"),
    ({"tradesmen": {"card-Y-I": ["A", "B", "C", "A"]}, "activity_cards": ("Merchant",)}, "tradesmen['card-Y-I']",
     "one per player"),
])
def test_impossible_edits_are_refused_naming_the_field_and_the_allowed_values(arguments, field, allowed):
    with pytest.raises(PositionError) as refusal:
        position(**arguments)
    assert refusal.value.field == field, str(refusal.value)
    assert allowed in str(refusal.value)
