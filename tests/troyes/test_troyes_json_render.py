"""Saving, loading, bad input and the picture of the table."""

from __future__ import annotations

import json
import re

import pytest
from troyes_helpers import A, finish

from rulebook import JSONError
from rulebook.troyes import from_json, load_cards, new_game, position, shipped_cards
from rulebook.troyes.teaching.faq_fixtures import fixture_cards

STATE = position(3, dice={"A": "Y2 R5", "B": "W3", "N": "Y6"}, events=("Marauding", "Skirmishes"),
                 event_cubes={"Skirmishes": "B grey"}, cathedral={1: "- A grey - - -"}, tradesmen={"Merchant": "C"},
                 activity_cards=("Merchant",))


def _edited(change):
    data = json.loads(STATE.to_json())
    change(data)
    return json.dumps(data)


def test_round_trip_is_exact_with_custom_cards_and_options():
    state = position(2, cards=fixture_cards("FX-Levy"), options={"income": 12, "tie_break": ["money", "shared"]})
    assert from_json(STATE.to_json()).to_json() == STATE.to_json()  # grey cubes on an event and in the cathedral
    assert from_json(state.to_json()).to_json() == state.to_json()
    final = finish(4, seed=3)
    again = from_json(final.to_json())
    assert again.scores() == final.scores() and again.winners() == final.winners()


@pytest.mark.parametrize("change,where", [
    (lambda d: d.update(players=5), "state.players"),
    (lambda d: d["money"].append(3), "state.money"),
    (lambda d: d["influence"].__setitem__(0, 21), "state.influence[0]"),
    (lambda d: d.update(phase="lunch"), "state.phase"),
    (lambda d: d["districts"].__setitem__(0, "Y2 X5"), "state.districts[0]"),
    (lambda d: d["districts"].__setitem__(1, "R1 R1 R1 R1 R1 R1 R1"), "dice"),
    (lambda d: d["general"].__setitem__(0, d["general"][0] + 1), "citizens"),
    (lambda d: d["row"].append("EVT-R-1"), "state.row_cubes"),
    (lambda d: d["decks"][1].append(d["row"][1]), "two places"),
    (lambda d: d["cathedral"].__setitem__(9, 1), "built over an empty space"),
    (lambda d: d["cathedral"].__setitem__(0, 3), "state.cathedral[0]"),
    (lambda d: d["row_cubes"][1].append(5), "state.row_cubes[1][2]"),
    (lambda d: d.update(phase="events", pending=["roll", 0, 1, 0, 0]), "state.pending"),  # Marauding rolls nothing
    (lambda d: d.update(phase="events", pending=["discard", 1, 1, 0]), "state.pending"),
    (lambda d: d["activity"].__setitem__(0, "ACT-Y-I-1"), "slot"),
    (lambda d: d["options"].update(income="lots"), "state.options"),
    (lambda d: d.update(pending=["group", "juggling", 0]), "state.pending"),
    (lambda d: d["log"].append(["x", "not a list", None]), "log"),
    (lambda d: d.update(extra=1), "unknown field"),
])
def test_a_bad_state_is_refused_naming_the_field(change, where):
    with pytest.raises((JSONError, ValueError)) as err:
        from_json(_edited(change))
    assert where in str(err.value)


def test_svg_shows_the_table_and_is_deterministic():
    svg = STATE._repr_svg_()
    assert svg.startswith("<svg") and svg.endswith("</svg>") and svg == STATE._repr_svg_()
    for text in ("Palace", "Bishopric", "City Hall", "Cathedral", "Marauding", "Skirmishes", "purse", "influence",
                 "Merchant", "Neutral", "Event row"):
        assert text in svg, text
    assert "partial" in svg and "stand-in" not in svg  # every card shows its provenance
    assert '#a0aec0" stroke="#1a202c"/>' in svg  # grey (neutral) cubes are drawn grey
    data = shipped_cards().to_data()
    data["activity"][0].update(name="Stand-in: Stall", provenance="stand-in", stand_in_fields=[])
    marked = position(3, cards=load_cards(data), activity_cards=("Stand-in: Stall",))._repr_svg_()
    assert "stand-in" in marked and 'stroke-dasharray="5,3"' in marked  # a corrected file's stand-in is marked
    assert "http" not in svg.replace('xmlns="http://www.w3.org/2000/svg"', "") and "<script" not in svg
    assert not re.search(r"\d\.\d", svg), "integer coordinates only"
    over = finish(3, seed=1)._repr_svg_()
    assert "final score" in over


def test_illegal_inputs_named_in_the_issue_raise_with_rules():
    state = position(3, money={"A": 1}, influence={"A": 5}, dice={"A": "Y2 W3", "B": "Y6", "C": "R1"},
                     activity_cards=("Priest", "Blacksmith"), stored_cubes={"Priest": {"A": 1}, "Blacksmith": {"A": 1}},
                     events=("Marauding",))
    cases = [
        (state.apply(A("agriculture")), A("group", ((0, "W", 3),)), "TRY-12.1"),  # wrong colour
        (state.apply(A("agriculture")), A("group", ((0, "Y", 2), (1, "Y", 6))), "TRY-9.9"),  # unaffordable
        (state, A("reroll", ((1, "Y", 6),)), "TRY-10.5"),  # influence on a foreign die
        (state.apply(A("pass")), A("by", (0, ("agriculture", ()))), "TRY-9.19"),  # acting after passing
        (state.apply(A("cube", ("ACT-W-I-3",))), A("cube", ("ACT-Y-II-1",)), "TRY-9.6"),  # a second cube
    ]
    for start, action, rule in cases:
        before = start.to_json()
        ruling = start.explain(action)
        assert not ruling.legal and rule in ruling.rule_ids, (action, ruling)
        with pytest.raises(ValueError):
            start.apply(action)
        assert start.to_json() == before


def test_malformed_actions_are_refused_not_crashing():
    state = new_game(3, seed=0)
    for bad in (A("place", ("attic", 9)), A("place", ()), A("group", ((9, "Q", 0),)), A("take", ("x",)),
                A("by", ("me",)), A("flag", (None,))):
        ruling = state.explain(bad)
        assert not ruling.legal and ruling.rule_ids
