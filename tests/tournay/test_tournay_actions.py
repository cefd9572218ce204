"""Step B: citizens, borrowing, drawing, activating, fighting, earning, gathering (TOU-5 .. TOU-11)."""

from __future__ import annotations

import pytest
from tournay_helpers import fx_position

from rulebook import CHANCE, IllegalAction
from rulebook.tournay import action as act


def test_TOU_5_1_TOU_5_3_five_actions_and_gathering_always_legal():
    """TOU-5.1, TOU-5.3: step B offers only draw, activate, fight, earn, gather; gathering is always there."""
    st = fx_position(seats={"P1": {"standing": (0, 0, 0), "money": 0}, "P2": {"standing": (0, 0, 0)}})
    assert st.legal_actions() == (act("gather"),)
    full = fx_position(seats={"P1": {"district": {(0, 0): "R1-FORT"}}}, events=["FX-LOSE", None, None], coins=[1, 0, 0])
    assert {a.kind for a in full.legal_actions()} == {"draw", "activate", "fight", "earn", "gather"}


def test_TOU_5_2_TOU_0_9_6_one_colour_of_available_citizens():
    """TOU-5.2, TOU-0.9.6: a draw needs citizens of the deck's colour; only standing citizens count."""
    st = fx_position(seats={"P1": {"standing": (0, 2, 2), "lying": (2, 0, 0)}, "P2": {"standing": (0, 0, 0)}})
    assert not any(a.args[0].startswith("Y") for a in st.legal_actions() if a.kind == "draw")
    assert act("draw", "W2") in st.legal_actions() and act("draw", "W3") not in st.legal_actions()


def test_TOU_5_4_TOU_5_5_TOU_5_7_borrowing_pays_the_owner_and_tires_their_citizen():
    """TOU-5.4, TOU-5.5, TOU-5.7, TOU-0.9.7: a borrowed citizen costs 2 deniers paid to its owner and lies down
    at its owner's plaza; with borrow_fee_recipient=supply the fee goes to the supply."""
    st = fx_position(seats={"P1": {"money": 6, "standing": (0, 2, 2)}, "P2": {"money": 6, "standing": (2, 2, 2)}})
    after = st.apply(act("draw", "Y1")).apply(act("reveal", "Y1-U01")).apply(act("reveal", "Y1-U03"))
    assert (after.deniers("P1"), after.deniers("P2"), after.plaza("P2").lying) == (4, 8, (1, 0, 0))
    supply = fx_position(seats={"P1": {"money": 6, "standing": (0, 2, 2)}, "P2": {"money": 6, "standing": (2, 2, 2)}},
                         borrow_fee_recipient="supply")
    after = supply.apply(act("draw", "Y1"))
    assert (after.deniers("P1"), after.deniers("P2"), after.supply_deniers) == (4, 6, supply.supply_deniers + 2)


def test_TOU_5_6_fees_are_paid_before_the_action():
    """TOU-5.6: income from the action cannot pay the fee: with 1 denier nobody's citizen can be borrowed."""
    st = fx_position(seats={"P1": {"money": 1, "standing": (0, 0, 0), "district": {(0, 0): "Y1-U01"}},
                            "P2": {"standing": (2, 2, 2)}})
    assert act("activate", 0, 0) not in st.legal_actions()
    assert "TOU-5.6" in st.explain(act("activate", 0, 0)).rule_ids


def test_TOU_5_8_TOU_8_7_own_citizen_stays_borrowed_one_leaves_a_grey_token():
    """TOU-5.8, TOU-8.7, TOU-0.9.8: an own activating citizen sits on the building; a borrowed one lies at its
    owner and a grey token occupies the building."""
    own = fx_position(seats={"P1": {"district": {(0, 0): "Y1-U01"}},
                             "P2": {"standing": (0, 0, 0)}}).apply(act("activate", 0, 0))
    assert own.occupant("P1", (0, 0)) == "yellow citizen" and own.plaza("P1").on_buildings == (1, 0, 0)
    lent = fx_position(seats={"P1": {"standing": (0, 1, 1), "district": {(0, 0): "Y1-U01"}},
                              "P2": {"standing": (1, 0, 0)}})
    lent = lent.apply(act("activate", 0, 0))
    assert lent.occupant("P1", (0, 0)) == "grey" and lent.plaza("P2").lying == (1, 0, 0)


def test_TOU_5_9_TOU_10_2_only_own_citizens_earn():
    """TOU-5.9, TOU-10.2: earning never borrows."""
    st = fx_position(seats={"P1": {"standing": (0, 0, 0)}, "P2": {"standing": (2, 2, 2)}})
    assert st.legal_args("earn") == []
    assert "TOU-10.2" in st.explain(act("earn", "yellow", 1)).rule_ids


def test_TOU_5_10_citizens_are_spent_before_the_effect():
    """TOU-5.10: the drawing citizens already lie down when the crier's events apply (a lay-down event finds them
    gone)."""
    st = fx_position(seats={"P1": {"standing": (1, 0, 0)}, "P2": {"standing": (0, 0, 0)}}, events=["EV-05", None, None],
                     decks={"Y1": {"top": ["Y1-U01", "Y1-CRIER", "Y1-U03"]}})
    st = st.apply(act("draw", "Y1")).apply(act("keep", "Y1-U01"))
    assert st.plaza("P1").lying == (1, 0, 0) and st.plaza("P1").standing == (0, 0, 0)


def test_TOU_6_1_draw_cost_by_level():
    """TOU-6.1: 1, 2 or 3 citizens of the colour for level I, II, III; the key draw_citizens_by_level changes it."""
    st = fx_position(seats={"P1": {"standing": (3, 2, 1)}, "P2": {"standing": (0, 0, 0)}})
    draws = {a.args[0] for a in st.legal_actions() if a.kind == "draw"}
    assert draws == {"Y1", "Y2", "Y3", "W1", "W2", "R1"}
    after = st.apply(act("draw", "Y3"))
    assert after.plaza("P1").lying == (3, 0, 0)
    cheap = fx_position(seats={"P1": {"standing": (1, 0, 0)}, "P2": {"standing": (0, 0, 0)}},
                        draw_citizens_by_level={"I": 1, "II": 1, "III": 1})
    assert act("draw", "Y3") in cheap.legal_actions()


def test_TOU_6_2_TOU_6_3_TOU_6_4_TOU_6_6_face_up_or_two_face_down():
    """TOU-6.2, TOU-6.3, TOU-6.4, TOU-6.6: take the face-up card, or slide it under and look at two."""
    st = fx_position(seats={"P1": {"standing": (2, 0, 0)}, "P2": {"standing": (0, 0, 0)}},
                     decks={"Y1": {"face_up": "Y1-U01", "top": ["Y1-U03", "Y1-U05"]}}).apply(act("draw", "Y1"))
    assert st.legal_actions() == (act("take_face_up"), act("draw_two"))
    a = st.apply(act("take_face_up"))
    assert a.hand("P1") == ["Y1-U01"] and a.deck("Y1").face_up is None
    b = st.apply(act("draw_two"))
    assert b.legal_args("keep") == [("Y1-U03",), ("Y1-U05",)]
    b = b.apply(act("keep", "Y1-U05"))
    assert b.hand("P1") == ["Y1-U05"]
    assert b.deck("Y1").face_up == "Y1-U03"
    assert b.deck("Y1").known[-1] == "Y1-U01"


def test_TOU_6_5_a_crier_among_the_two_brings_an_extra_card():
    """TOU-6.5: with the crier among the two cards a third is drawn; the crier is never kept."""
    st = fx_position(seats={"P1": {"standing": (1, 0, 0)}, "P2": {"standing": (0, 0, 0)}}).apply(act("draw", "Y1"))
    st = st.apply(act("reveal", "Y1-CRIER")).apply(act("reveal", "Y1-U01"))
    assert st.current_player == CHANCE  # one more card
    st = st.apply(act("reveal", "Y1-U02"))
    assert st.legal_args("keep") == [("Y1-U01",), ("Y1-U02",)]


def test_TOU_6_7_TOU_6_10_card_draws_use_the_same_procedure_crier_included():
    """TOU-6.7, TOU-6.10: Arsenal draws from Red II by the normal procedure; a crier met there runs as usual."""
    st = fx_position(seats={"P1": {"standing": (0, 0, 1), "district": {(0, 0): "R1-ARSENAL"}},
                            "P2": {"standing": (0, 0, 0)}}, events=["FX-GAIN", None, None],
                     decks={"R2": {"top": ["R2-CRIER", "R2-U01", "R2-U02"]}})
    st = st.apply(act("activate", 0, 0)).apply(act("keep", "R2-U02"))
    assert st.criers == 1 and st.deck("R2").spent_crier == "R2-CRIER"
    assert st.plaza("P1").lying == (0, 0, 0)  # no citizen spent beyond the activating one


Y1_REST = ["Y1-ARCHITECT", "Y1-U02", "Y1-U03", "Y1-U04", "Y1-U05", "Y1-U06", "Y1-U07", "Y1-U08"]


def test_TOU_6_8_TOU_6_9_TOU_0_9_15_short_decks_and_the_spent_crier():
    """TOU-6.8, TOU-6.9, TOU-0.9.15: the spent crier lies under the deck and is never drawn; a single remaining
    card is simply kept and nothing is turned face up."""
    st = fx_position(seats={"P1": {"standing": (1, 0, 0)}, "P2": {"standing": (0, 0, 0), "hand": Y1_REST}},
                     criers=("Y1",))
    assert st.deck("Y1").drawable == 1 and st.deck("Y1").spent_crier == "Y1-CRIER"
    after = st.apply(act("draw", "Y1"))
    assert after.hand("P1") == ["Y1-U01"] and after.deck("Y1").face_up is None
    assert after.deck("Y1").drawable == 0 and after.criers == 1
    assert after.apply(act("no_card")).explain(act("draw", "Y1")).rule_ids == ("TOU-6.9",)


def test_TOU_6_9_only_the_crier_left_gives_no_card_but_runs_the_crier():
    """TOU-6.9: drawing a deck that holds only its crier gives no card, yet the crier procedure runs."""
    st = fx_position(seats={"P1": {"standing": (1, 0, 0)}, "P2": {"standing": (0, 0, 0), "hand": ["Y1-U01", *Y1_REST]}},
                     events=["FX-GAIN", None, None])
    after = st.apply(act("draw", "Y1"))
    assert after.hand("P1") == [] and after.criers == 1 and after.coins[0] == 1
    assert after.explain(act("draw", "Y1")).legal is False


def test_TOU_8_1_TOU_8_2_activate_own_building_with_matching_colour():
    """TOU-8.1, TOU-8.2: a citizen of the building's colour activates it; another colour cannot."""
    st = fx_position(seats={"P1": {"standing": (2, 2, 0), "district": {(0, 0): "R1-FORT"}},
                            "P2": {"standing": (0, 0, 0)}})
    assert st.activatable() == []
    ruling = st.explain(act("activate", 0, 0))
    assert not ruling.legal and "red citizen" in ruling.reason and "TOU-8.1" in ruling.rule_ids


def test_TOU_8_3_TOU_8_4_occupied_buildings_are_closed():
    """TOU-8.3, TOU-8.4: any citizen, damage or grey token makes a building occupied."""
    for who in ("citizen", "damage", "grey"):
        st = fx_position(seats={"P1": {"standing": (0, 0, 1), "district": {(0, 0): "R1-FORT"},
                                       "on_buildings": {(0, 0): who}}})
        assert st.activatable() == [] and "TOU-8.4" in st.explain(act("activate", 0, 0)).rule_ids


def test_TOU_8_5_TOU_8_6_characters_and_prestige_buildings_are_never_activated():
    """TOU-8.5, TOU-8.6: no citizen on a character or a prestige building."""
    st = fx_position(seats={"P1": {"district": {(0, 0): "R1-KNIGHT", (0, 1): "Y3-MINT"}}})
    assert st.activatable() == []
    assert st.explain(act("activate", 0, 1)).rule_ids == ("TOU-8.6",)


def test_TOU_8_8_covered_buildings_cannot_be_activated():
    """TOU-8.8: only the top card of a stack can be activated."""
    st = fx_position(seats={"P1": {"district": {(0, 0): ["R1-FORT", "R1-KNIGHT"]}}})
    assert st.activatable() == []


def test_TOU_8_9_TOU_8_10_empty_effects_and_characters_after_the_building():
    """TOU-8.9, TOU-8.10: Fort with no coin anywhere may still be activated; an activation character acts after."""
    st = fx_position(seats={"P1": {"standing": (0, 0, 1), "district": {(0, 0): "R1-FORT", (0, 1): "R1-U02"}},
                            "P2": {"standing": (0, 0, 0)}}, events=["FX-LOSE", None, None], coins=[0, 0, 0])
    after = st.apply(act("activate", 0, 0))
    texts = [e.text for e in after.log[-4:]]
    assert after.deniers("P1") == 7 and any("no event" in t for t in texts)
    assert texts.index(next(t for t in texts if "Sentry reacts" in t)) > texts.index(
        next(t for t in texts if "no event" in t))


def test_TOU_9_1_TOU_9_9_fight_needs_a_coin_and_may_borrow():
    """TOU-9.1, TOU-9.9: an event without coins cannot be fought; borrowed citizens may fight."""
    st = fx_position(seats={"P1": {"money": 8, "standing": (0, 0, 0)}, "P2": {"standing": (0, 0, 2)}},
                     events=["FX-DAMAGE", "FX-GAIN", None], coins=[1, 0, 0])
    assert st.legal_args("fight") == [(0,)]
    after = st.apply(act("fight", 0)).apply(act("reveal_event", "EV-05"))
    assert after.deniers("P1") == 8 - 2 - 2 and after.plaza("P2").lying == (0, 0, 1)


def test_TOU_9_2_TOU_9_3_TOU_9_4_fight_costs_by_class():
    """TOU-9.2, TOU-9.3, TOU-9.4: lose-money events take 2 citizens, others 1 citizen and coins+1 deniers to the
    supply; fight_other_extra_deniers changes the +1."""
    st = fx_position(seats={"P1": {"money": 8}, "P2": {"standing": (0, 0, 0)}}, events=["FX-LOSE", "FX-DAMAGE", None],
                     coins=[3, 3, 0])
    lose = st.apply(act("fight", 0))
    assert lose.plaza("P1").lying == (2, 0, 0) and lose.deniers("P1") == 8
    other = st.apply(act("fight", 1))
    assert other.plaza("P1").lying == (0, 0, 1) and other.deniers("P1") == 4
    assert other.supply_deniers == st.supply_deniers + 4 + 3
    dear = fx_position(seats={"P1": {"money": 8}, "P2": {"standing": (0, 0, 0)}}, events=["FX-DAMAGE", None, None],
                       coins=[3, 0, 0], fight_other_extra_deniers=3)
    assert dear.apply(act("fight", 0)).deniers("P1") == 2


def test_TOU_9_5_TOU_9_6_TOU_9_7_TOU_9_8_spoils_refill_and_no_effect():
    """TOU-9.5 .. TOU-9.8: coins to the supply, the card to hand, a new event in the same slot without coins, and
    fighting does not set the event off; with an empty event deck the slot stays empty."""
    st = fx_position(seats={"P1": {"money": 8}, "P2": {"standing": (0, 0, 0)}}, events=["FX-LOSE", None, None],
                     coins=[2, 0, 0])
    after = st.apply(act("fight", 0)).apply(act("reveal_event", "EV-07"))
    assert after.hand("P1") == ["FX-LOSE"] and after.deniers("P2") == 6
    assert after.event_row()[0] == ("EV-07", 0)
    others = ["EV-05", "EV-06", "EV-07", "EV-08", "EV-09", "EV-10", "EV-11", "EV-12", "EV-13", "EV-14", "EV-15",
              "FX-DAMAGE", "FX-GAIN", "FX-GAIN"]
    bare = fx_position(seats={"P1": {"money": 8}, "P2": {"standing": (0, 0, 0), "hand": others}},
                       events=["FX-LOSE", None, None], coins=[2, 0, 0])
    emptied = bare.apply(act("fight", 0))
    assert emptied.event_row()[0] == (None, 0) and any("stays empty" in e.text for e in emptied.log[-3:])


def test_TOU_10_1_earning():
    """TOU-10.1: 2 deniers per own citizen of one colour (earn_per_citizen changes it)."""
    st = fx_position(seats={"P1": {"money": 0, "standing": (2, 1, 0)}})
    assert st.apply(act("earn", "yellow", 2)).deniers("P1") == 4
    assert fx_position(seats={"P1": {"money": 0}},
                       earn_per_citizen=3).apply(act("earn", "red", 1)).deniers("P1") == 3


def test_TOU_11_1_TOU_11_4_gathering_brings_back_only_your_own_citizens():
    """TOU-11.1, TOU-11.4: all own citizens stand up; other players and the stock are untouched."""
    st = fx_position(seats={"P1": {"standing": (0, 0, 0), "lying": (2, 1, 0), "district": {(0, 0): "R1-FORT"},
                                   "on_buildings": {(0, 0): "citizen"}},
                            "P2": {"standing": (1, 1, 1), "lying": (1, 1, 1)}})
    after = st.apply(act("gather"))
    assert after.plaza("P1").standing == (2, 1, 1) and after.plaza("P1").lying == (0, 0, 0)
    assert after.players[1] == st.players[1] and after.stock == st.stock


def test_TOU_11_2_TOU_11_3_grey_tokens_leave_damage_stays():
    """TOU-11.2, TOU-11.3: gathering clears your grey tokens (unless gather_clears_grey_tokens=False); damage
    stays."""
    spec = {"P1": {"district": {(0, 0): "R1-FORT", (0, 1): "R1-ARSENAL"},
                   "on_buildings": {(0, 0): "grey", (0, 1): "damage"}}}
    after = fx_position(seats=spec).apply(act("gather"))
    assert (after.occupant("P1", (0, 0)), after.occupant("P1", (0, 1))) == ("none", "damage")
    kept = fx_position(seats=spec, gather_clears_grey_tokens=False).apply(act("gather"))
    assert kept.occupant("P1", (0, 0)) == "grey"


def test_malformed_and_misplaced_actions_are_refused_with_rules():
    """TOU-3.5: a move of another step or of no kind at all is refused, cites a rule and changes nothing."""
    st = fx_position(seats={"P1": {"hand": ["R1-FORT"]}})
    for bad in (act("gather"), act("discard", "R1-FORT"), act("fly"), act("place", 9, 9)):
        ruling = st.explain(bad)
        assert not ruling.legal and ruling.rule_ids
        with pytest.raises(IllegalAction):
            st.apply(bad)
