"""Bad input: illegal moves change nothing and cite rules; malformed saved states are refused clearly."""

from __future__ import annotations

import json

import pytest
from tournay_helpers import fx_position

from rulebook import IllegalAction, JSONError, tournay
from rulebook.tournay import action as act


def refused(st, action, rule_id):
    before = st.to_json()
    ruling = st.explain(action)
    assert not ruling.legal and rule_id in ruling.rule_ids, ruling
    with pytest.raises(IllegalAction) as err:
        st.apply(action)
    assert rule_id in err.value.rule_ids and st.to_json() == before
    return ruling.reason


def test_illegal_plays_cite_their_rule_and_change_nothing():
    """TOU-4.6, TOU-4.3, TOU-8.4, TOU-8.1, TOU-9.1, TOU-12.3: the issue's list of illegal plays."""
    st = fx_position(seats={"P1": {"money": 1, "hand": ["R1-BALLISTA", "Y3-MINT"], "district": {(1, 1): "R1-FORT"}}})
    refused(st.apply(act("play", "R1-BALLISTA")), act("place", 0, 0), "TOU-4.6")
    assert "costs 5 deniers, you have 1" in refused(st, act("play", "Y3-MINT"), "TOU-4.3")
    busy = fx_position(seats={"P1": {"district": {(0, 0): "R1-FORT"}, "on_buildings": {(0, 0): "citizen"}}})
    refused(busy, act("activate", 0, 0), "TOU-8.4")
    wrong = fx_position(seats={"P1": {"standing": (2, 2, 0), "district": {(0, 0): "R1-FORT"}},
                               "P2": {"standing": (0, 0, 0)}})
    assert "red citizen" in refused(wrong, act("activate", 0, 0), "TOU-8.1")
    calm = fx_position(events=["FX-LOSE", None, None], coins=[0, 0, 0])
    refused(calm, act("fight", 0), "TOU-9.1")
    full = fx_position(seats={"P1": {"hand": ["R1-FORT", "R1-ARSENAL", "Y1-U01", "W1-U02", "FX-LOSE"]}},
                       phase="end of turn")
    refused(full.apply(act("done")), act("done"), "TOU-12.3")


def test_terminal_and_chance_states_refuse_moves():
    """TOU-13.11, TOU-6.8: no move after the end; a pending draw must resolve first."""
    over = fx_position(phase="final placement")
    refused(over, act("gather"), "TOU-13.11")
    drawing = tournay.new_game(players=2, seed=0).apply(act("draw", "Y1"))
    while drawing.current_player >= 0:
        drawing = drawing.apply(drawing.legal_actions()[0])
    refused(drawing, act("gather"), "TOU-6.8")


def _mutated(change):
    st = fx_position(seats={"P1": {"hand": ["R1-FORT"], "district": {(0, 0): "R1-ARSENAL"}}},
                     events=["FX-LOSE", None, None], coins=[1, 0, 0])
    data = json.loads(st.to_json())
    change(data)
    return json.dumps(data)


@pytest.mark.parametrize(("change", "message"), [
    (lambda d: d["seats"][0].update(money=-3), r"state.seats\[0\].money"),
    (lambda d: d["seats"][0].update(money=99), "deniers"),
    (lambda d: d["seats"][0]["hand"].append("R1-ARSENAL"), "R1-ARSENAL"),
    (lambda d: d["seats"][0]["hand"].append("NOPE"), "unknown card id"),
    (lambda d: d["seats"][0].update(avail=[9, 9, 9]), "citizens"),
    (lambda d: d["seats"][0]["occupants"].__setitem__(0, 5), "tokens"),
    (lambda d: d["decks"]["Y1"]["unknown"].append(d["decks"]["R2"]["unknown"].pop()), "belongs to deck R2"),
    (lambda d: d["tasks"].append(["teleport"]), r"state.tasks\[\d+\]\[0\]"),
    (lambda d: d["tasks"].append(["step_a", 7]), "out of range"),
    (lambda d: d.update(extra=1), "unknown field"),
    (lambda d: d["options"].update(hand_limit="four"), "hand_limit"),
    (lambda d: d.update(queue=["FX-LOSE", "FX-LOSE", None]), "copies of FX-LOSE"),
    (lambda d: d["seats"][0].update(hand=[]), "cards missing"),
])
def test_malformed_states_are_refused_naming_the_field(change, message):
    """TOU-3.6: a saved state is checked field by field and for conservation before it is used."""
    with pytest.raises(JSONError, match=message):
        tournay.from_json(_mutated(change))


def test_garbage_json_is_refused():
    for text in ("", "[]", "{}", '{"game": "troyes"}', "nan", "[" * 100 + "]" * 100):
        with pytest.raises((JSONError, ValueError)):
            tournay.from_json(text)


@pytest.mark.parametrize(("change", "message"), [
    (lambda d: d.update(active=1), "while seat 1 is active"),
    (lambda d: d["tasks"].append(["turn"]), "must be a decision"),
    (lambda d: d["tasks"].append(["keep", 0, "Y1", []]), "offers no choice"),
])
def test_inconsistent_pending_steps_are_refused(change, message):
    """TOU-3.5: the saved pending steps must fit the position (the turn's owner, a decision on top)."""
    with pytest.raises(JSONError, match=message):
        tournay.from_json(_mutated(change))
