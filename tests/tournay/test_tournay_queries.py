"""Public names and read-only questions: `SEATS`, `PHASES`, `state.phase_name`, and the `State` queries that
notebooks, FAQ cases and tests read instead of raw encodings (physical card indices, occupant codes)."""

from __future__ import annotations

import pytest

from rulebook import tournay
from rulebook.tournay import pieces, refusals
from rulebook.tournay.state import PHASE_TABLE


def test_seats_and_phases_are_public_and_in_plain_words():
    assert tournay.SEATS == ("P1", "P2", "P3", "P4") and tournay.seat_name(2) == "P3"
    assert set(tournay.PHASES) == set(PHASE_TABLE) | {"over"}
    assert all("_" not in words and words == words.strip() for words in tournay.PHASES.values())
    assert pieces.CHANCE_STEPS | pieces.AUTOMATIC_STEPS <= set(PHASE_TABLE)
    resting = set(PHASE_TABLE) - pieces.AUTOMATIC_STEPS
    assert set(refusals.WAITING) == resting       # every step a game can wait at says what it waits for


def test_phase_names_follow_the_game():
    st = tournay.new_game(players=2, seed=3, start_player=0)
    assert (st.phase, st.phase_name) == ("step_b", "citizen action")
    st = st.apply(tournay.action("draw", "Y1")).apply(tournay.action("citizens", (1, 0)))
    assert (st.phase, st.phase_name) == ("reveal", "drawing a card")
    assert tournay.WALKTHROUGH[-1].after.phase_name == "game over"
    assert tournay.summary(st)["step"] == "drawing a card"


def test_queries_by_seat_name_or_number():
    st = tournay.position(3, seats={"P2": {"money": 9, "standing": (1, 0, 2), "lying": (0, 1, 0),
                                           "hand": ["Fort", "EV-05"], "walls": ["EV-06"],
                                           "district": {(0, 0): ["Y1-U01", "Y1-U02"], (0, 1): "R1-ARSENAL"},
                                           "on_buildings": {(0, 1): "citizen"}}},
                          events=["EV-11", None, "EV-04"], coins=[2, 0, 1], decks={"W2": {"face_up": "W2-U01"}})
    for seat in ("P2", "p2", 1):
        assert st.deniers(seat) == 9
        assert st.hand(seat) == ["EV-05", "R1-FORT"] and st.walls(seat) == ["EV-06"]
        assert st.district(seat) == {(0, 0): ["Y1-U01", "Y1-U02"], (0, 1): ["R1-ARSENAL"]}
        assert st.stack(seat, (0, 0)) == ["Y1-U01", "Y1-U02"] and st.stack(seat, (2, 2)) == []
        assert st.occupant(seat, (0, 1)) == "red citizen" and st.occupant(seat, (0, 0)) == "none"
        assert st.plaza(seat) == ((1, 0, 2), (0, 1, 0), (0, 0, 1)) and st.plaza(seat).owned == (1, 1, 3)
    assert st.event_row() == (("EV-11", 2), (None, 0), ("EV-04", 1))
    assert st.deck("w2").face_up == "W2-U01" and st.deck("W2").drawable == 10
    assert len(st.deck("events").shuffled) == 15 - 2 - 1 - 1   # two in the row, one in hand, one wall
    assert st.prestige("P2")["printed"] == st.prestige(1)["printed"]


@pytest.mark.parametrize(("ask", "message"), [
    (lambda st: st.hand("P4"), "seats are P1, P2"),
    (lambda st: st.hand(True), "seats are P1, P2"),
    (lambda st: st.stack("P1", (3, 0)), "rows 0..2"),
    (lambda st: st.occupant("P1", "A1"), "(row, column)"),
    (lambda st: st.deck("Q1"), "decks are Y1"),
])
def test_a_bad_seat_space_or_deck_is_named(ask, message):
    with pytest.raises(ValueError, match=message.replace("(", r"\(").replace(")", r"\)")):
        ask(tournay.new_game())


def test_legal_args_activatable_and_end_condition():
    fill = ["Y3-MINT", "R1-ARSENAL", "R1-BALLISTA", "R1-BARRACKS", "R1-FORT", "R1-FORT", "R1-KNIGHT", "R1-U01",
            "R1-U02"]
    full = dict(zip([(r, c) for r in range(3) for c in range(3)], fill))
    assert not tournay.position(seats={"P1": {"district": full}}).meets_end_condition("P1")   # one prestige
    full[(0, 1)] = "Y3-BELFRY"
    assert tournay.position(seats={"P1": {"district": full}}).meets_end_condition("P1")
    st = tournay.position(seats={"P1": {"district": {(0, 0): "R1-FORT", (0, 1): "R1-ARSENAL"},
                                        "on_buildings": {(0, 0): "grey"}}}, phase="citizen action")
    assert st.activatable() == ["R1-ARSENAL"] and st.legal_args("activate") == [(0, 1)]
