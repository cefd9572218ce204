"""Building, Longest Road, and what conquest does to building (CBA-8)."""

from __future__ import annotations

import pytest
from ba_helpers import RED

from rulebook import IllegalAction
from rulebook.barbarian_attack import pieces as M
from rulebook.barbarian_attack.pieces import A
from rulebook.barbarian_attack.positions import position
from rulebook.barbarian_attack.scoring import longest_road

ALL = "5 brick 5 lumber 5 wool 5 grain 5 ore"


def cites(state, action, rule: str) -> bool:
    ruling = state.explain(action)
    return not ruling.legal and rule in ruling.rule_ids


def test_CBA_8_1_each_build_costs_exactly_its_price():
    s = position(active="Red", settlements={"I29": "Red"}, roads={"P42": "Red"}, hands={"Red": ALL},
                 draw_pile=(14, 0, 0, 0))
    road = s.apply(A("road", 50))
    assert road.hands[RED] == (4, 4, 5, 5, 5)
    sett = road.apply(A("settlement", 39))
    assert sett.hands[RED] == (3, 3, 4, 4, 5)
    city = s.apply(A("city", 29))
    assert city.hands[RED] == (5, 5, 5, 3, 2)
    card = s.apply(A("buy_card"))
    assert card.hands[RED] == (5, 5, 4, 4, 4)
    far = position(active="Red", knights={"P63": "Red"}, hands={"Red": "grain"}, phase="knight movement")
    far = far.apply(A("move_far", 63, 60))
    assert far.hands[RED] == (0, 0, 0, 0, 0) and far.bank[3] == 19
    short = position(active="Red", roads={"P42": "Red"}, hands={"Red": "brick"})
    assert cites(short, A("road", 50), "CBA-8.1") and "costs" in short.explain(A("road", 50)).reason


def test_CBA_8_2_roads_join_your_network_and_opponents_buildings_cut_it():
    s = position(active="Red", roads={"P42": "Red", "P41": "Red"}, settlements={"I28": "Blue"}, hands={"Red": ALL})
    assert s.explain(A("road", 50)).legal, "from the end of Red's road at I34"
    assert cites(s, A("road", 40), "CBA-8.2"), "Blue's settlement on I28 cuts Red's road there"
    assert "cuts" in s.explain(A("road", 40)).reason
    assert cites(s, A("road", 0), "CBA-8.2")
    assert cites(s.apply(A("road", 50)), A("road", 50), "CBA-8.2"), "a path holds one road"


def test_CBA_8_3_8_3a_10_3_no_road_on_any_path_of_a_conquered_hex_shared_ones_too():
    # Rules: CBA-8.3, CBA-8.3a, CBA-10.3
    s = position(active="Red", barbarians={"H12": 3}, roads={"P42": "Red"}, hands={"Red": ALL})
    assert cites(s, A("road", 41), "CBA-8.3a"), "P41 is shared by inner H8 and conquered H12"
    assert s.explain(A("road", 43)).legal


def test_CBA_8_4_settlement_distance_rule_and_own_road():
    s = position(active="Red", roads={"P42": "Red", "P41": "Red", "P35": "Red"}, settlements={"I23": "Blue"},
                 hands={"Red": ALL})
    assert cites(s, A("settlement", 29), "CBA-8.4"), "I29 neighbours Blue's I23"
    assert s.explain(A("settlement", 28)).legal
    assert cites(s, A("settlement", 30), "CBA-8.4") and "road" in s.explain(A("settlement", 30)).reason


def test_CBA_8_5_no_settlement_on_a_corner_of_a_conquered_hex():
    s = position(active="Red", barbarians={"H12": 3}, roads={"P42": "Red", "P41": "Red"}, hands={"Red": ALL})
    assert cites(s, A("settlement", 28), "CBA-8.5")


def test_CBA_8_6_a_city_replaces_a_settlement_which_returns_to_supply():
    s = position(active="Red", settlements={"I29": "Red"}, hands={"Red": ALL})
    t = s.apply(A("city", 29))
    assert (t.building_at("I29").kind, t.settlements_left[RED], t.cities_left[RED]) == ("city", 5, 3)
    assert cites(s, A("city", 12), "CBA-8.6")


def test_CBA_8_7_10_4_city_upgrade_next_to_conquered_hex_only_with_the_option():
    # Rules: CBA-8.7, CBA-10.4
    s = position(active="Red", barbarians={"H12": 3}, settlements={"I34": "Red"}, hands={"Red": ALL})
    assert cites(s, A("city", 34), "CBA-8.7")
    allowed = position(active="Red", barbarians={"H12": 3}, settlements={"I34": "Red"}, hands={"Red": ALL},
                       city_upgrade_next_to_conquered_hex=True)
    assert allowed.explain(A("city", 34)).legal


def test_CBA_8_8_no_piece_left_no_build():
    five = dict.fromkeys(("I0", "I4", "I7", "I9", "I29"), "Red")
    s = position(active="Red", settlements=five, roads={"P42": "Red", "P41": "Red"}, hands={"Red": ALL})
    assert cites(s, A("settlement", 28), "CBA-8.8")
    four = dict.fromkeys(("I0", "I4", "I9", "I14"), "Red")
    assert cites(position(active="Red", cities=four, settlements={"I29": "Red"}, hands={"Red": ALL}), A("city", 29),
                 "CBA-8.8")


def test_CBA_8_9_9_1_9_8_settlements_and_cities_bring_one_landing_each():
    # Rules: CBA-8.9, CBA-9.1, CBA-9.8
    s = position(active="Red", settlements={"I29": "Red"}, roads={"P42": "Red", "P50": "Red"}, hands={"Red": ALL})
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
    chain = dict.fromkeys(("P71", "P70", "P69", "P68"), "Red")
    s = position(active="Red", roads=chain, hands={"Red": ALL})
    assert (s.road_length("Red"), s.longest_road_holder) == (4, None)
    s = s.apply(A("road", 67))
    assert (s.road_length("Red"), s.longest_road_holder, s.vp(RED)) == (5, "Red", 2)
    tie = position(active="Blue", roads={**chain, "P67": "Red", **dict.fromkeys(("P39", "P40", "P41", "P42"), "Blue")},
                   hands={"Blue": ALL})
    tie = tie.apply(A("road", 43))
    assert tie.road_len == (5, 5, 0) and tie.longest_road_holder == "Red", "a tie does not take the card"
    longer = tie.apply(A("road", 44))
    assert (longer.road_length("Blue"), longer.longest_road_holder) == (6, "Blue"), "strictly longer takes the card"
    # split: a Blue settlement in the middle of Red's 5-road
    cut = position(active="Blue", roads={**chain, "P67": "Red", "P63": "Blue"}, hands={"Blue": ALL})
    assert cut.longest_road_holder == "Red"
    cut = cut.apply(A("settlement", 48))   # I48 joins P67/P68 of Red's road
    assert cut.road_length("Red") < 5 and cut.longest_road_holder is None, "nobody else has 5: the card is set aside"
    assert longest_road(cut.road, cut.owner, RED) == cut.road_len[RED]


def test_CBA_8_11_conquered_buildings_still_block_and_split():
    s = position(active="Red", barbarians={"H3": 3}, settlements={"I11": "Blue"},
                 roads={"P6": "Red", "P10": "Red", "P18": "Red", "P23": "Red"}, hands={"Red": ALL})
    assert s.building_conquered("I11")
    assert s.road_length("Red") == 2, "Blue's fallen settlement on I11 still splits Red's road"
    assert cites(s, A("settlement", 16), "CBA-8.11") or cites(s, A("settlement", 16), "CBA-8.4")
    assert "conquered buildings still count" in s.explain(A("settlement", 16)).reason


def test_CBA_8_12_roads_are_never_conquered_and_still_connect():
    s = position(active="Red", barbarians={"H18": 3}, roads={"P60": "Red", "P59": "Red"}, hands={"Red": ALL})
    assert (s.road_at("P60"), s.road_length("Red")) == ("Red", 2)
    assert s.explain(A("road", 52)).legal, "P60/P59 still connect Red to I41's other paths"


def test_road_on_an_unconnected_path_changes_nothing():
    s = position(active="White", roads={"P42": "White"}, hands={"White": ALL})
    before = s.to_json()
    with pytest.raises(IllegalAction) as err:
        s.apply(A("road", 0))
    assert err.value.rule_ids == ("CBA-8.2",) and s.to_json() == before
