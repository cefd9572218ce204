"""Playing cards into the district (TOU-4, TOU-0.9.2 .. TOU-0.9.4)."""

from __future__ import annotations

import pytest

from rulebook import IllegalAction
from rulebook.tournay.faq_kit import act, kinds, occupant, points, seat_view, space, table


def test_TOU_4_1_TOU_3_2_step_a_is_optional_then_step_b():
    """TOU-4.1, TOU-3.2: in step A a player may play one card or none; step B follows either way."""
    st = table(seats=[{"hand": ["R1-FORT"]}])
    assert st.phase == "step_a" and act("no_card") in st.legal_actions() and act("play", "R1-FORT") in \
        st.legal_actions()
    assert st.apply(act("no_card")).phase == "step_b"
    after = st.apply(act("play", "R1-FORT")).apply(act("place", 1, 1))
    assert after.phase == "step_b" and after.current_player == 0
    with pytest.raises(IllegalAction, match="not now"):
        after.apply(act("play", "R1-FORT"))


def test_TOU_4_2_events_and_criers_never_go_into_a_district():
    """TOU-4.2: event cards (walls) cannot be placed; a hand of events skips step A."""
    st = table(seats=[{"hand": ["FX-LOSE", "R1-FORT"]}])
    assert act("play", "FX-LOSE") not in st.legal_actions()
    assert "TOU-4.2" in st.explain(act("play", "FX-LOSE")).rule_ids
    assert table(seats=[{"hand": ["FX-LOSE"]}]).phase == "step_b"


def test_TOU_4_3_the_cost_is_paid_in_full_or_not_at_all():
    """TOU-4.3: with too little money the card cannot be played, and the refusal says what is missing."""
    st = table(seats=[{"money": 4, "hand": ["Y3-MINT"]}])
    ruling = st.explain(act("play", "Y3-MINT"))
    assert not ruling.legal and "costs 5 deniers, you have 4" in ruling.reason and "TOU-4.3" in ruling.rule_ids
    with pytest.raises(IllegalAction):
        st.apply(act("play", "Y3-MINT"))
    rich = table(seats=[{"money": 5, "hand": ["Y3-MINT"]}])
    assert rich.apply(act("play", "Y3-MINT")).apply(act("place", 1, 1)).players[0].money == 0


def test_TOU_4_4_TOU_4_5_TOU_0_9_2_floating_frame_never_exceeds_three_by_three():
    """TOU-4.4, TOU-4.5, TOU-0.9.2: cards may extend the district in any direction while all fit in 3x3."""
    row = {(1, 0): ["R1-FORT"], (1, 1): ["R1-FORT"], (1, 2): ["R1-ARSENAL"]}
    st = table(seats=[{"hand": ["R1-BALLISTA"], "district": row}]).apply(act("play", "R1-BALLISTA"))
    spots = kinds(st, "place")
    assert (0, 1) in spots and (2, 1) in spots and (1, 3) not in spots and (1, -1) not in spots
    corner = table(seats=[{"hand": ["R1-BALLISTA"], "district": {(0, 0): ["R1-FORT"]}}]).apply(
        act("play", "R1-BALLISTA"))
    assert (-1, 0) in kinds(corner, "place") and (0, -1) in kinds(corner, "place")
    shifted = corner.apply(act("place", -1, 0))
    assert seat_view(shifted, 0)["district"] == {(0, 0): ["R1-BALLISTA"], (1, 0): ["R1-FORT"]}
    three = table(seats=[{"hand": ["R1-BALLISTA"], "district": {(0, 0): ["R1-FORT"], (1, 0): ["R1-FORT"],
                                                                 (2, 0): ["R1-ARSENAL"]}}])
    ruling = three.apply(act("play", "R1-BALLISTA")).explain(act("place", -1, 0))
    assert not ruling.legal and "TOU-4.4" in ruling.rule_ids


def test_TOU_4_5_fixed_grid_option():
    """TOU-4.5 (district_grid_mode=fixed): the first card may use any of 9 cells and nothing goes outside."""
    st = table(seats=[{"hand": ["R1-FORT"]}], district_grid_mode="fixed").apply(act("play", "R1-FORT"))
    assert len(kinds(st, "place")) == 9
    corner = table(seats=[{"hand": ["R1-FORT"], "district": {(0, 0): ["R1-ARSENAL"]}}],
                   district_grid_mode="fixed").apply(act("play", "R1-FORT"))
    assert sorted(kinds(corner, "place")) == [(0, 0), (0, 1), (1, 0)]


def test_TOU_4_6_a_new_space_must_share_an_edge():
    """TOU-4.6: an empty space must touch a district card orthogonally; a diagonal is not enough."""
    st = table(seats=[{"hand": ["R1-BALLISTA"], "district": {(1, 1): ["R1-FORT"]}}]).apply(act("play", "R1-BALLISTA"))
    assert (0, 1) in kinds(st, "place") and (0, 0) not in kinds(st, "place")
    ruling = st.explain(act("place", 0, 0))
    assert not ruling.legal and ruling.rule_ids == ("TOU-4.6",) and "share an edge" in ruling.reason
    before = st.to_json()
    with pytest.raises(IllegalAction):
        st.apply(act("place", 0, 0))
    assert st.to_json() == before


def test_TOU_4_7_the_first_card_defines_the_grid():
    """TOU-4.7: with an empty district the first card goes anywhere (all places are equal in a floating frame)."""
    st = table(seats=[{"hand": ["R1-FORT"]}]).apply(act("play", "R1-FORT"))
    assert kinds(st, "place") == [(1, 1)]
    assert "TOU-4.7" in st.apply(act("place", 1, 1)).log[-1].rule_ids


def test_TOU_4_8_occupied_spaces_need_no_adjacency_check():
    """TOU-4.8: any occupied space can take a card, wherever it is."""
    st = table(seats=[{"hand": ["R1-BALLISTA"], "district": {(0, 0): ["R1-FORT"], (2, 2): ["R1-ARSENAL"]}}],
               district_grid_mode="fixed").apply(act("play", "R1-BALLISTA"))
    assert (2, 2) in kinds(st, "place") and (0, 0) in kinds(st, "place")


def test_TOU_4_9_TOU_0_9_3_TOU_0_9_4_stacks_grow_on_the_same_colour():
    """TOU-4.9, TOU-0.9.3, TOU-0.9.4: same-colour cards stack, the newest on top and visible."""
    st = table(seats=[{"money": 9, "hand": ["R1-BALLISTA", "R1-BARRACKS"], "district": {(0, 0): ["R1-FORT"]}}])
    st = st.apply(act("play", "R1-BALLISTA")).apply(act("place", 0, 0))
    assert space(st, 0, 0, 0) == ["R1-FORT", "R1-BALLISTA"]
    assert "TOU-4.9" in st.log[-1].rule_ids


def test_TOU_4_10_TOU_4_11_replacing_discards_the_whole_stack_top_first():
    """TOU-4.10, TOU-4.11: a different colour discards the old stack to the bottom of its deck, top card first;
    with replace_discards=top_only only the top card goes."""
    base = {"hand": ["W1-U02"], "district": {(0, 0): ["R1-FORT", "R1-BALLISTA"]}}
    st = table(seats=[base]).apply(act("play", "W1-U02")).apply(act("place", 0, 0))
    ids = [st.cfg.cards.cards[i].id for i in st.decks[6].bottom]
    assert space(st, 0, 0, 0) == ["W1-U02"] and ids[-2:] == ["R1-BALLISTA", "R1-FORT"]
    top = table(seats=[base], replace_discards="top_only").apply(act("play", "W1-U02")).apply(act("place", 0, 0))
    assert space(top, 0, 0, 0) == ["R1-FORT", "W1-U02"]


def test_TOU_4_12_TOU_4_13_covering_returns_tokens_and_lays_citizens_down():
    """TOU-4.12, TOU-4.13: tokens under a new card return to the supply; a citizen is laid down at its owner."""
    st = table(seats=[{"avail": (2, 2, 1), "hand": ["R1-BALLISTA", "W1-U02"],
                       "district": {(0, 0): (["R1-FORT"], "damage"), (0, 1): (["R1-BARRACKS"], "citizen")}}])
    tokens = st.supply_tokens
    a = st.apply(act("play", "R1-BALLISTA")).apply(act("place", 0, 0))
    assert a.supply_tokens == tokens + 1 and occupant(a, 0, 0, 0) == "none"
    b = st.apply(act("play", "W1-U02")).apply(act("place", 0, 1))
    assert b.players[0].used == (0, 0, 1) and occupant(b, 0, 0, 1) == "none"


def test_TOU_4_14_TOU_4_15_duplicate_prestige_names():
    """TOU-4.14, TOU-4.15: no second copy of a prestige name in your own district, covered copies included;
    duplicate_prestige_check=visible_only lets a covered copy pass."""
    covered = {"money": 20, "hand": ["Y3-MINT"], "district": {(0, 0): ["Y3-MINT", "Y3-TOUR-DES-SIX"]}}
    assert act("play", "Y3-MINT") not in table(seats=[covered]).legal_actions()
    loose = table(seats=[covered], duplicate_prestige_check="visible_only")
    assert act("play", "Y3-MINT") in loose.legal_actions()
    assert "TOU-4.15" in table(seats=[covered]).explain(act("play", "Y3-MINT")).rule_ids


def test_TOU_4_16_TOU_4_17_covered_cards_score_but_do_nothing():
    """TOU-4.16, TOU-4.17: a covered card keeps its printed points; a covered Architect pays nothing."""
    st = table(seats=[{"money": 3, "hand": ["Y1-U01", "Y1-U03"], "district": {(0, 0): ["Y1-ARCHITECT", "Y1-U08"]}}])
    assert points(st)[0]["printed"] == 2
    st = st.apply(act("play", "Y1-U01")).apply(act("place", 0, 1))
    assert st.players[0].money == 2  # paid 1, the covered Architect gave nothing


def test_TOU_4_18_cost_parts_cards_and_citizens():
    """TOU-4.18: a 'cards' cost discards other hand cards under their decks; a citizen cost returns own citizens to
    the stock (or the box, or may use lying citizens, by option)."""
    st = table(seats=[{"money": 5, "hand": ["Y3-CITY-HALL", "R1-FORT", "W1-U02"]}])
    st = st.apply(act("play", "Y3-CITY-HALL")).apply(act("place", 1, 1))
    assert st.phase == "cost_cards" and kinds(st, "pay_card") == [("W1-U02",), ("R1-FORT",)]
    st = st.apply(act("pay_card", "R1-FORT"))
    assert st.players[0].money == 3 and seat_view(st, 0)["hand"] == ["W1-U02"]
    assert st.cfg.cards.cards[st.decks[6].bottom[-1]].id == "R1-FORT"
    cloth = {"avail": (0, 2, 2), "used": (1, 0, 0), "hand": ["Y3-CLOTH-HALL"]}
    assert act("play", "Y3-CLOTH-HALL") not in table(seats=[cloth]).legal_actions()
    lying = table(seats=[cloth], cost_citizen_state="any_not_on_building")
    lying = lying.apply(act("play", "Y3-CLOTH-HALL")).apply(act("place", 1, 1))
    assert lying.players[0].used == (0, 0, 0) and lying.stock[0] == 4
    boxed = table(seats=[{"hand": ["Y3-CLOTH-HALL"]}], cost_citizen_destination="box")
    boxed = boxed.apply(act("play", "Y3-CLOTH-HALL")).apply(act("place", 1, 1))
    assert boxed.stock[0] == 3 and boxed.players[0].owned()[0] == 1


def test_TOU_4_19_characters_never_help_pay_for_the_card_they_reward():
    """TOU-4.19: with 0 deniers the Architect's coming bonus cannot pay for a building."""
    st = table(seats=[{"money": 0, "hand": ["R1-FORT"], "district": {(0, 0): ["Y1-ARCHITECT"]}}])
    assert act("play", "R1-FORT") not in st.legal_actions()
    paid = table(seats=[{"money": 1, "hand": ["R1-FORT"], "district": {(0, 0): ["Y1-ARCHITECT"]}}])
    paid = paid.apply(act("play", "R1-FORT")).apply(act("place", 0, 1))
    texts = [e.text for e in paid.log[-3:]]
    assert texts[0].startswith("plays Fort") and "reacts" in texts[1] and paid.players[0].money == 1
