"""Position editor support (issue 13): `POSITION_FIELDS` describes every keyword of `position(...)` an editor
offers, `position_args(state)` answers with exactly those keys in those shapes, the flat fields build the same
table as the nested description, and every refusal names the field and what it allows."""

from __future__ import annotations

import inspect
import json

import pytest
from test_tournay_positions import seeded_positions

from rulebook import tournay
from rulebook.core import Field, PositionError
from rulebook.tournay import positions
from rulebook.tournay.positions import ADVANCED, POSITION_FIELDS, position_args

FIELDS = {f.name: f for f in POSITION_FIELDS}


def table(state) -> dict:
    data = json.loads(state.to_json())
    del data["log"]
    return data


def test_every_field_is_a_keyword_of_position_in_a_group():
    keywords = set(inspect.signature(tournay.position).parameters) - {"options"}
    assert len(FIELDS) == len(POSITION_FIELDS) and set(FIELDS) <= keywords
    assert keywords - set(FIELDS) == {"seats", "decks", "events", "coins", *ADVANCED}   # the nested shapes
    assert {f.group for f in POSITION_FIELDS} == {"Board", "Players", "Cards", "Turn"}
    for f in POSITION_FIELDS:
        assert isinstance(f, Field) and f.label and f.help
        assert "_" not in "".join(map(str, f.choices))


def check_shapes(args: dict, state) -> None:
    """Every value of `position_args` in the shape its field declares."""
    shipped = state.cfg.cards.data is tournay.shipped_cards().data
    default_frame = (state.cfg.rows, state.cfg.cols, state.cfg.queue_size) == (3, 3, 3)
    options = set(tournay.OPTIONS) | {"cards"}
    assert set(args) - set(ADVANCED) - options == set(FIELDS), sorted(set(args) ^ set(FIELDS))
    for name, f in FIELDS.items():
        value = args[name]
        choice_ok = lambda v, f=f: not shipped or v in f.choices
        place_ok = lambda p, f=f: not default_frame or p in f.places
        if f.kind == "number":
            assert type(value) is int and f.lo <= value <= f.hi, name
        elif f.kind == "choice":
            assert value in f.choices or (name == "phase" and value is None and "pending" in args), name
        elif f.kind == "flag":
            assert type(value) is bool
        elif f.kind == "seat_numbers":
            assert all(k in f.seats and f.lo <= v <= f.hi for k, v in value.items()), name
        elif f.kind == "seat_items":
            assert all(k in f.seats and all(map(choice_ok, v)) for k, v in value.items()), name
        elif f.kind == "place_values":
            assert all(place_ok(k) and choice_ok(v) for k, v in value.items()), name
        elif f.kind == "place_numbers":
            assert all(place_ok(k) and f.lo <= v <= f.hi for k, v in value.items()), name
        elif f.kind == "place_items":
            assert all(place_ok(k) and all(map(choice_ok, v)) for k, v in value.items()), name
        else:
            assert isinstance(value, list) and all(map(choice_ok, value)), name


@pytest.mark.parametrize("case", list(tournay.FAQ), ids=lambda c: c.id)
def test_faq_positions_give_every_field_in_its_shape(case):
    result = case.run()
    for state in (result.start, result.final):
        check_shapes(position_args(state), state)


def test_walkthrough_and_seeded_positions_give_every_field_in_its_shape():
    states = [s for step in tournay.WALKTHROUGH for s in (step.before, step.after)]
    states += seeded_positions(3, 5, every=60)
    for state in states:
        args = position_args(state)
        check_shapes(args, state)
        assert table(tournay.position(**args)) == table(state)


def test_the_flat_fields_build_the_same_table_as_the_nested_description():
    flat = tournay.position(money={"P1": 5, "P2": 3}, hands={"P1": ["Fort"]}, walls={"P2": ["Siege"]},
                            district={"P1-r2c2": ["Arsenal"], "P1-r1c2": ["Fort", "Ballista"]},
                            on_buildings={"P1-r2c2": "grey"}, standing={"plaza-P1-red": 2, "plaza-P2-yellow": 1},
                            lying={"plaza-P1-red": 1}, event_row={"event-1": "Norman Raid", "event-3": "Fair Day"},
                            crier_coins={"event-1": 2}, face_up={"deck-Y1": "Architect"},
                            deck_under={"deck-W1": ["Almshouse"], "deck-events": ["Fire"]},
                            stock={"stock-red": 1, "stock-yellow": 3, "stock-white": 3}, criers=["Y2"])
    nested = tournay.position(
        seats={"P1": {"money": 5, "hand": ["Fort"], "standing": (0, 0, 2), "lying": (0, 0, 1),
                      "district": {(1, 1): "Arsenal", (0, 1): ["Fort", "Ballista"]}, "on_buildings": {(1, 1): "grey"}},
               "P2": {"money": 3, "walls": ["Siege"], "standing": (1, 0, 0)}},
        events=["Norman Raid", None, "Fair Day"], coins=[2, 0, 0],
        decks={"Y1": {"face_up": "Architect"}, "W1": {"under": ["Almshouse"]}, "events": {"under": ["Fire"]}},
        stock=(3, 3, 1), criers=["Y2"])
    assert table(flat) == table(nested)


def test_old_code_still_reads_the_nested_shapes():
    args = position_args(tournay.WALKTHROUGH[7].after)
    assert args["district"] == {"P1-r2c2": ["Market Stall"], "P1-r2c3": ["Fort"]}
    assert args["seats"]["P1"]["district"] == {(1, 1): "Y1-U01", (1, 2): "R1-FORT"}
    assert args["events"][0] == "EV-11" and "seats" not in args and "events" not in args
    with pytest.raises(KeyError):
        args["nothing"]


BAD = [
    (dict(money={"P1": -1}), "money['P1']", ">= 0"),
    (dict(money={"P3": 1}), "money", "P1, P2"),
    (dict(money=5), "money", "{seat: deniers}"),
    (dict(hands={"P1": ["Excalibur"]}), "hands['P1'][0]", "card id"),
    (dict(hands={"P1": ["Fort", "Fort", "Fort"]}), "hands['P1'][2]", "copies"),
    (dict(walls={"P1": ["Fort"]}), "walls['P1'][0]", "event"),
    (dict(district={"P1-r4c1": ["Fort"]}), "district", "P1-r1c1 .. P2-r3c3"),
    (dict(district={"P3-r1c1": ["Fort"]}), "district", "P1-r1c1 .. P2-r3c3"),
    (dict(district={"H3": ["Fort"]}), "district", "rows and columns from 1"),
    (dict(district={"P1-r1c1": ["Fort", "Mint"]}), "district['P1-r1c1']", "one colour"),
    (dict(district={"P1-r1c1": ["Siege"]}), "district['P1-r1c1'][0]", "buildings"),
    (dict(on_buildings={"P1-r1c1": "citizen"}), "on_buildings['P1-r1c1']", "a space whose top card is a building"),
    (dict(district={"P1-r1c1": ["Fort"]}, on_buildings={"P1-r1c1": "dragon"}), "on_buildings['P1-r1c1']",
     "citizen, grey, damage"),
    (dict(standing={"plaza-P1-red": 12}), "standing['plaza-P1-red']", "0..11"),
    (dict(lying={"plaza-P1-blue": 1}), "lying", "plaza-P1-yellow .. plaza-P2-red"),
    (dict(event_row={"event-4": "Fire"}), "event_row", "event-1 .. event-3"),
    (dict(event_row={"event-1": "Fort"}), "event_row['event-1']", "event"),
    (dict(crier_coins={"event-1": -1}), "crier_coins['event-1']", "0..100"),
    (dict(face_up={"deck-events": "Fire"}), "face_up", "deck-Y1 .. deck-R3"),
    (dict(face_up={"deck-Y1": "Fort"}), "face_up['deck-Y1']", "cards of Y1"),
    (dict(deck_top={"deck-Z9": ["Fort"]}), "deck_top", "deck-events"),
    (dict(deck_under={"deck-R1": ["Mint"]}), "deck_under['deck-R1']", "cards of R1"),
    (dict(decks={"R1": {"under": ["Mint"]}}), "decks['R1'].under", "cards of R1"),
    (dict(stock={"stock-blue": 1}), "stock", "stock-yellow, stock-white, stock-red"),
    (dict(seats={"P1": {"money": 3}}, money={"P1": 4}), "money", "given twice"),
    (dict(events=["Fire"], event_row={"event-1": "Fire"}), "event_row", "given twice"),
    (dict(coins=[1], crier_coins={"event-1": 1}), "crier_coins", "given twice"),
    (dict(end_trigger="boredom"), "end_trigger", "district, criers, max_turns"),
]


@pytest.mark.parametrize(("description", "field", "allowed"), BAD, ids=[f"{b[1]}-{i}" for i, b in enumerate(BAD)])
def test_a_bad_flat_field_is_refused_by_name(description, field, allowed):
    with pytest.raises(PositionError) as caught:
        tournay.position(**description)
    assert caught.value.field == field
    assert allowed in str(caught.value)


def test_none_clears_the_end_trigger_fields_and_the_turn_limit_is_named_in_words():
    st = tournay.position(end_trigger="none", end_trigger_seat="none")
    assert st.end_trigger == "" and st.end_trigger_seat == -1
    st = tournay.position(end_trigger="turn limit", final_round=True)
    assert st.end_trigger == "max_turns" and position_args(st)["end_trigger"] == "turn limit"


def test_the_module_example_runs():
    import doctest

    assert doctest.testmod(positions, raise_on_error=False).failed == 0
