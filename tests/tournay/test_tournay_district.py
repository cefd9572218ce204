"""Playing cards into the district (TOU-4, TOU-0.9.2 .. TOU-0.9.4)."""

from __future__ import annotations

import pytest
from tournay_helpers import fx_position

from rulebook import IllegalAction
from rulebook.tournay import action as act


def test_TOU_4_1_TOU_3_2_step_a_is_optional_then_step_b():
    """TOU-4.1, TOU-3.2: in step A a player may play one card or none; step B follows either way."""
    st = fx_position(seats={"P1": {"hand": ["R1-FORT"]}})
    assert st.phase == "step_a" and act("no_card") in st.legal_actions() and act("play", "R1-FORT") in \
        st.legal_actions()
    assert st.apply(act("no_card")).phase == "step_b"
    after = st.apply(act("play", "R1-FORT")).apply(act("place", 1, 1))
    assert after.phase == "step_b" and after.current_player == 0
    with pytest.raises(IllegalAction, match="not now"):
        after.apply(act("play", "R1-FORT"))


def test_TOU_4_2_events_and_criers_never_go_into_a_district():
    """TOU-4.2: event cards (walls) cannot be placed; a hand of events skips step A."""
    st = fx_position(seats={"P1": {"hand": ["FX-LOSE", "R1-FORT"]}})
    assert act("play", "FX-LOSE") not in st.legal_actions()
    assert "TOU-4.2" in st.explain(act("play", "FX-LOSE")).rule_ids
    assert fx_position(seats={"P1": {"hand": ["FX-LOSE"]}}).phase == "step_b"


def test_TOU_4_3_the_cost_is_paid_in_full_or_not_at_all():
    """TOU-4.3: with too little money the card cannot be played, and the refusal says what is missing."""
    st = fx_position(seats={"P1": {"money": 4, "hand": ["Y3-MINT"]}})
    ruling = st.explain(act("play", "Y3-MINT"))
    assert not ruling.legal and "costs 5 deniers, you have 4" in ruling.reason and "TOU-4.3" in ruling.rule_ids
    with pytest.raises(IllegalAction):
        st.apply(act("play", "Y3-MINT"))
    rich = fx_position(seats={"P1": {"money": 5, "hand": ["Y3-MINT"]}})
    assert rich.apply(act("play", "Y3-MINT")).apply(act("place", 1, 1)).deniers("P1") == 0


def test_TOU_4_4_TOU_4_5_TOU_0_9_2_floating_frame_never_exceeds_three_by_three():
    """TOU-4.4, TOU-4.5, TOU-0.9.2: cards may extend the district in any direction while all fit in 3x3."""
    row = {(1, 0): ["R1-FORT"], (1, 1): ["R1-FORT"], (1, 2): ["R1-ARSENAL"]}
    st = fx_position(seats={"P1": {"hand": ["R1-BALLISTA"], "district": row}}).apply(act("play", "R1-BALLISTA"))
    spots = st.legal_args("place")
    assert (0, 1) in spots and (2, 1) in spots and (1, 3) not in spots and (1, -1) not in spots
    corner = fx_position(seats={"P1": {"hand": ["R1-BALLISTA"], "district": {(0, 0): "R1-FORT"}}}).apply(
        act("play", "R1-BALLISTA"))
    assert (-1, 0) in corner.legal_args("place") and (0, -1) in corner.legal_args("place")
    shifted = corner.apply(act("place", -1, 0))
    assert shifted.district("P1") == {(0, 0): ["R1-BALLISTA"], (1, 0): ["R1-FORT"]}
    three = fx_position(seats={"P1": {"hand": ["R1-BALLISTA"],
                                      "district": {(0, 0): "R1-FORT", (1, 0): "R1-FORT", (2, 0): "R1-ARSENAL"}}})
    ruling = three.apply(act("play", "R1-BALLISTA")).explain(act("place", -1, 0))
    assert not ruling.legal and "TOU-4.4" in ruling.rule_ids


def test_TOU_4_5_fixed_grid_option():
    """TOU-4.5 (district_grid_mode=fixed): the first card may use any of 9 cells and nothing goes outside."""
    st = fx_position(seats={"P1": {"hand": ["R1-FORT"]}}, district_grid_mode="fixed").apply(act("play", "R1-FORT"))
    assert len(st.legal_args("place")) == 9
    corner = fx_position(seats={"P1": {"hand": ["R1-FORT"], "district": {(0, 0): "R1-ARSENAL"}}},
                         district_grid_mode="fixed").apply(act("play", "R1-FORT"))
    assert sorted(corner.legal_args("place")) == [(0, 0), (0, 1), (1, 0)]


def test_TOU_4_6_a_new_space_must_share_an_edge():
    """TOU-4.6: an empty space must touch a district card orthogonally; a diagonal is not enough."""
    st = fx_position(seats={"P1": {"hand": ["R1-BALLISTA"],
                                   "district": {(1, 1): "R1-FORT"}}}).apply(act("play", "R1-BALLISTA"))
    assert (0, 1) in st.legal_args("place") and (0, 0) not in st.legal_args("place")
    ruling = st.explain(act("place", 0, 0))
    assert not ruling.legal and ruling.rule_ids == ("TOU-4.6",) and "share an edge" in ruling.reason
    before = st.to_json()
    with pytest.raises(IllegalAction):
        st.apply(act("place", 0, 0))
    assert st.to_json() == before


def test_TOU_4_7_the_first_card_defines_the_grid():
    """TOU-4.7: with an empty district the first card goes anywhere (all places are equal in a floating frame)."""
    st = fx_position(seats={"P1": {"hand": ["R1-FORT"]}}).apply(act("play", "R1-FORT"))
    assert st.legal_args("place") == [(1, 1)]
    assert "TOU-4.7" in st.apply(act("place", 1, 1)).log[-1].rule_ids


def test_TOU_4_8_occupied_spaces_need_no_adjacency_check():
    """TOU-4.8: any occupied space can take a card, wherever it is."""
    st = fx_position(seats={"P1": {"hand": ["R1-BALLISTA"], "district": {(0, 0): "R1-FORT", (2, 2): "R1-ARSENAL"}}},
                     district_grid_mode="fixed").apply(act("play", "R1-BALLISTA"))
    assert (2, 2) in st.legal_args("place") and (0, 0) in st.legal_args("place")


def test_TOU_4_9_TOU_0_9_3_TOU_0_9_4_stacks_grow_on_the_same_colour():
    """TOU-4.9, TOU-0.9.3, TOU-0.9.4: same-colour cards stack, the newest on top and visible."""
    st = fx_position(seats={"P1": {"money": 9, "hand": ["R1-BALLISTA", "R1-BARRACKS"],
                                   "district": {(0, 0): "R1-FORT"}}})
    st = st.apply(act("play", "R1-BALLISTA")).apply(act("place", 0, 0))
    assert st.stack("P1", (0, 0)) == ["R1-FORT", "R1-BALLISTA"]
    assert "TOU-4.9" in st.log[-1].rule_ids


def test_TOU_4_10_TOU_4_11_replacing_discards_the_whole_stack_top_first():
    """TOU-4.10, TOU-4.11: a different colour discards the old stack to the bottom of its deck, top card first;
    with replace_discards=top_only only the top card goes."""
    base = {"hand": ["W1-U02"], "district": {(0, 0): ["R1-FORT", "R1-BALLISTA"]}}
    st = fx_position(seats={"P1": base}).apply(act("play", "W1-U02")).apply(act("place", 0, 0))
    ids = st.deck("R1").known
    assert st.stack("P1", (0, 0)) == ["W1-U02"] and ids[-2:] == ["R1-BALLISTA", "R1-FORT"]
    top = fx_position(seats={"P1": base},
                      replace_discards="top_only").apply(act("play", "W1-U02")).apply(act("place", 0, 0))
    assert top.stack("P1", (0, 0)) == ["R1-FORT", "W1-U02"]


def test_TOU_4_12_TOU_4_13_covering_returns_tokens_and_lays_citizens_down():
    """TOU-4.12, TOU-4.13: tokens under a new card return to the supply; a citizen is laid down at its owner."""
    st = fx_position(seats={"P1": {"standing": (2, 2, 1), "hand": ["R1-BALLISTA", "W1-U02"],
                                   "district": {(0, 0): "R1-FORT", (0, 1): "R1-BARRACKS"},
                                   "on_buildings": {(0, 0): "damage", (0, 1): "citizen"}}})
    tokens = st.supply_tokens
    a = st.apply(act("play", "R1-BALLISTA")).apply(act("place", 0, 0))
    assert a.supply_tokens == tokens + 1 and a.occupant("P1", (0, 0)) == "none"
    b = st.apply(act("play", "W1-U02")).apply(act("place", 0, 1))
    assert b.plaza("P1").lying == (0, 0, 1) and b.occupant("P1", (0, 1)) == "none"


def test_TOU_4_14_TOU_4_15_duplicate_prestige_names():
    """TOU-4.14, TOU-4.15: no second copy of a prestige name in your own district, covered copies included;
    duplicate_prestige_check=visible_only lets a covered copy pass."""
    covered = {"money": 20, "hand": ["Y3-MINT"], "district": {(0, 0): ["Y3-MINT", "Y3-TOUR-DES-SIX"]}}
    assert act("play", "Y3-MINT") not in fx_position(seats={"P1": covered}).legal_actions()
    loose = fx_position(seats={"P1": covered}, duplicate_prestige_check="visible_only")
    assert act("play", "Y3-MINT") in loose.legal_actions()
    assert "TOU-4.15" in fx_position(seats={"P1": covered}).explain(act("play", "Y3-MINT")).rule_ids


def test_TOU_4_16_TOU_4_17_covered_cards_score_but_do_nothing():
    """TOU-4.16, TOU-4.17: a covered card keeps its printed points; a covered Architect pays nothing."""
    st = fx_position(seats={"P1": {"money": 3, "hand": ["Y1-U01", "Y1-U03"],
                                   "district": {(0, 0): ["Y1-ARCHITECT", "Y1-U08"]}}})
    assert st.prestige("P1")["printed"] == 2
    st = st.apply(act("play", "Y1-U01")).apply(act("place", 0, 1))
    assert st.deniers("P1") == 2  # paid 1, the covered Architect gave nothing


def test_TOU_4_18_cost_parts_cards_and_citizens():
    """TOU-4.18: a 'cards' cost discards other hand cards under their decks; a citizen cost returns own citizens to
    the stock (or the box, or may use lying citizens, by option)."""
    st = fx_position(seats={"P1": {"money": 5, "hand": ["Y3-CITY-HALL", "R1-FORT", "W1-U02"]}})
    st = st.apply(act("play", "Y3-CITY-HALL")).apply(act("place", 1, 1))
    assert st.phase == "cost_cards" and st.legal_args("pay_card") == [("W1-U02",), ("R1-FORT",)]
    st = st.apply(act("pay_card", "R1-FORT"))
    assert st.deniers("P1") == 3 and st.hand("P1") == ["W1-U02"]
    assert st.deck("R1").known[-1] == "R1-FORT"
    cloth = {"standing": (0, 2, 2), "lying": (1, 0, 0), "hand": ["Y3-CLOTH-HALL"]}
    assert act("play", "Y3-CLOTH-HALL") not in fx_position(seats={"P1": cloth}).legal_actions()
    lying = fx_position(seats={"P1": cloth}, cost_citizen_state="any_not_on_building")
    lying = lying.apply(act("play", "Y3-CLOTH-HALL")).apply(act("place", 1, 1))
    assert lying.plaza("P1").lying == (0, 0, 0) and lying.stock[0] == 4
    boxed = fx_position(seats={"P1": {"hand": ["Y3-CLOTH-HALL"]}}, cost_citizen_destination="box")
    boxed = boxed.apply(act("play", "Y3-CLOTH-HALL")).apply(act("place", 1, 1))
    assert boxed.stock[0] == 3 and boxed.plaza("P1").owned[0] == 1


def test_TOU_4_19_characters_never_help_pay_for_the_card_they_reward():
    """TOU-4.19: with 0 deniers the Architect's coming bonus cannot pay for a building."""
    st = fx_position(seats={"P1": {"money": 0, "hand": ["R1-FORT"], "district": {(0, 0): "Y1-ARCHITECT"}}})
    assert act("play", "R1-FORT") not in st.legal_actions()
    paid = fx_position(seats={"P1": {"money": 1, "hand": ["R1-FORT"], "district": {(0, 0): "Y1-ARCHITECT"}}})
    paid = paid.apply(act("play", "R1-FORT")).apply(act("place", 0, 1))
    texts = [e.text for e in paid.log[-3:]]
    assert texts[0].startswith("plays Fort") and "reacts" in texts[1] and paid.deniers("P1") == 1
