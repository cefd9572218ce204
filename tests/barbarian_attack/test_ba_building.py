"""Building, Longest Road, and what conquest does to building (CBA-8)."""

from __future__ import annotations

import pytest

from rulebook import IllegalAction
from rulebook.barbarian_attack import model as M
from rulebook.barbarian_attack.actions import A
from rulebook.barbarian_attack.awards import longest_road
from rulebook.barbarian_attack.positions import BLUE, RED, WHITE, position

ALL = "5 brick 5 lumber 5 wool 5 grain 5 ore"


def cites(state, action, rule: str) -> bool:
    ruling = state.explain(action)
    return not ruling.legal and rule in ruling.rule_ids


def test_CBA_8_1_each_build_costs_exactly_its_price():
    s = position(seat=RED, buildings={29: RED}, roads={42: RED}, hands={RED: ALL}, draw_pile=(14, 0, 0, 0))
    road = s.apply(A("road", 50))
    assert road.hands[RED] == (4, 4, 5, 5, 5)
    sett = road.apply(A("settlement", 39))
    assert sett.hands[RED] == (3, 3, 4, 4, 5)
    city = s.apply(A("city", 29))
    assert city.hands[RED] == (5, 5, 5, 3, 2)
    card = s.apply(A("buy_card"))
    assert card.hands[RED] == (5, 5, 4, 4, 4)
    far = position(seat=RED, knights={63: RED}, hands={RED: "grain"}, phase=M.KNIGHTS).apply(A("move_far", 63, 60))
    assert far.hands[RED] == (0, 0, 0, 0, 0) and far.bank[3] == 19
    short = position(seat=RED, roads={42: RED}, hands={RED: "brick"})
    assert cites(short, A("road", 50), "CBA-8.1") and "costs" in short.explain(A("road", 50)).reason


def test_CBA_8_2_roads_join_your_network_and_opponents_buildings_cut_it():
    s = position(seat=RED, roads={42: RED, 41: RED}, buildings={28: BLUE}, hands={RED: ALL})
    assert s.explain(A("road", 50)).legal, "from the end of Red's road at I34"
    assert cites(s, A("road", 40), "CBA-8.2"), "Blue's settlement on I28 cuts Red's road there"
    assert "cuts" in s.explain(A("road", 40)).reason
    assert cites(s, A("road", 0), "CBA-8.2")
    assert cites(s.apply(A("road", 50)), A("road", 50), "CBA-8.2"), "a path holds one road"


def test_CBA_8_3_8_3a_10_3_no_road_on_any_path_of_a_conquered_hex_shared_ones_too():
    # Rules: CBA-8.3, CBA-8.3a, CBA-10.3
    s = position(seat=RED, barb={12: 3}, roads={42: RED}, hands={RED: ALL})
    assert cites(s, A("road", 41), "CBA-8.3a"), "P41 is shared by inner H8 and conquered H12"
    assert s.explain(A("road", 43)).legal


def test_CBA_8_4_settlement_distance_rule_and_own_road():
    s = position(seat=RED, roads={42: RED, 41: RED, 35: RED}, buildings={23: BLUE}, hands={RED: ALL})
    assert cites(s, A("settlement", 29), "CBA-8.4"), "I29 neighbours Blue's I23"
    assert s.explain(A("settlement", 28)).legal
    assert cites(s, A("settlement", 30), "CBA-8.4") and "road" in s.explain(A("settlement", 30)).reason


def test_CBA_8_5_no_settlement_on_a_corner_of_a_conquered_hex():
    s = position(seat=RED, barb={12: 3}, roads={42: RED, 41: RED}, hands={RED: ALL})
    assert cites(s, A("settlement", 28), "CBA-8.5")


def test_CBA_8_6_a_city_replaces_a_settlement_which_returns_to_supply():
    s = position(seat=RED, buildings={29: RED}, hands={RED: ALL})
    t = s.apply(A("city", 29))
    assert (t.level[29], t.settlements_left[RED], t.cities_left[RED]) == (2, 5, 3)
    assert cites(s, A("city", 12), "CBA-8.6")


def test_CBA_8_7_10_4_city_upgrade_next_to_conquered_hex_only_with_the_option():
    # Rules: CBA-8.7, CBA-10.4
    s = position(seat=RED, barb={12: 3}, buildings={34: RED}, hands={RED: ALL})
    assert cites(s, A("city", 34), "CBA-8.7")
    allowed = position(seat=RED, barb={12: 3}, buildings={34: RED}, hands={RED: ALL},
                       city_upgrade_next_to_conquered_hex=True)
    assert allowed.explain(A("city", 34)).legal


def test_CBA_8_8_no_piece_left_no_build():
    five = {0: RED, 4: RED, 7: RED, 9: RED, 29: RED}
    s = position(seat=RED, buildings=five, roads={42: RED, 41: RED}, hands={RED: ALL})
    assert cites(s, A("settlement", 28), "CBA-8.8")
    four = {0: (RED, 2), 4: (RED, 2), 9: (RED, 2), 14: (RED, 2), 29: RED}
    assert cites(position(seat=RED, buildings=four, hands={RED: ALL}), A("city", 29), "CBA-8.8")


def test_CBA_8_9_9_1_9_8_settlements_and_cities_bring_one_landing_each():
    # Rules: CBA-8.9, CBA-9.1, CBA-9.8
    s = position(seat=RED, buildings={29: RED}, roads={42: RED, 50: RED}, hands={RED: ALL})
    t = s.apply(A("road", 41))
    assert (t.phase, t.landings) == (M.MAIN, 0)
    t = t.apply(A("settlement", 39))
    assert (t.phase, t.landings) == (M.LANDING, 1)
    for total in (2, 3, 4):
        t = t.apply(A("landing", total))
    t = t.apply(A("city", 29))
    assert (t.phase, t.landings) == (M.LANDING, 2)


def test_CBA_8_10_14_2_longest_road_five_strictly_longer_split_tie_and_set_aside():
    # Rules: CBA-8.10, CBA-14.2
    chain = {71: RED, 70: RED, 69: RED, 68: RED}
    s = position(seat=RED, roads=chain, hands={RED: ALL})
    assert (s.road_len[RED], s.lr_holder) == (4, -1)
    s = s.apply(A("road", 67))
    assert (s.road_len[RED], s.lr_holder, s.vp(RED)) == (5, RED, 2)
    tie = position(seat=BLUE, roads={**chain, 67: RED, 39: BLUE, 40: BLUE, 41: BLUE, 42: BLUE},
                   hands={BLUE: ALL})
    tie = tie.apply(A("road", 43))
    assert tie.road_len == (5, 5, 0) and tie.lr_holder == RED, "a tie does not take the card"
    longer = tie.apply(A("road", 44))
    assert (longer.road_len[BLUE], longer.lr_holder) == (6, BLUE), "strictly longer takes the card"
    # split: a Blue settlement in the middle of Red's 5-road
    cut = position(seat=BLUE, roads={**chain, 67: RED, 63: BLUE}, hands={BLUE: ALL})
    assert cut.lr_holder == RED
    cut = cut.apply(A("settlement", 48))   # I48 joins P67/P68 of Red's road
    assert cut.road_len[RED] < 5 and cut.lr_holder == -1, "nobody else has 5: the card is set aside"
    assert longest_road(cut.road, cut.owner, RED) == cut.road_len[RED]


def test_CBA_8_11_conquered_buildings_still_block_and_split():
    s = position(seat=RED, barb={3: 3}, buildings={11: BLUE}, roads={6: RED, 10: RED, 18: RED, 23: RED},
                 hands={RED: ALL})
    assert M.building_conquered(s.cmask, 11)
    assert s.road_len[RED] == 2, "Blue's fallen settlement on I11 still splits Red's road"
    assert cites(s, A("settlement", 16), "CBA-8.11") or cites(s, A("settlement", 16), "CBA-8.4")
    assert "conquered buildings still count" in s.explain(A("settlement", 16)).reason


def test_CBA_8_12_roads_are_never_conquered_and_still_connect():
    s = position(seat=RED, barb={18: 3}, roads={60: RED, 59: RED}, hands={RED: ALL})
    assert (s.road[60], s.road_len[RED]) == (RED, 2)
    assert s.explain(A("road", 52)).legal, "P60/P59 still connect Red to I41's other paths"


def test_road_on_an_unconnected_path_changes_nothing():
    s = position(seat=WHITE, roads={42: WHITE}, hands={WHITE: ALL})
    before = s.to_json()
    with pytest.raises(IllegalAction) as err:
        s.apply(A("road", 0))
    assert err.value.rule_ids == ("CBA-8.2",) and s.to_json() == before
