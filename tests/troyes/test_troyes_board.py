"""Cathedral, fighting events and recruiting (spec sections 13, 14 and 15)."""

from __future__ import annotations

from troyes_helpers import A

from rulebook.troyes import die, group, position
from rulebook.troyes.teaching.faq_fixtures import fixture_cards

RAID = fixture_cards("FX-Raid")


def test_TRY_13_1_TRY_13_2_TRY_13_3_TRY_13_4_TRY_13_6_spec_example_equal_values_climb():
    state = position(3, cathedral={1: "- - B - C -"}, influence={"A": 0}, dice={"A": "W3 W3 W5", "B": "R1"})
    state = state.apply(A("cathedral")).apply(group(die("A", "W", 3), die("A", "W", 3), die("A", "W", 5)))
    assert state.cathedral_at(2, 3) == state.cathedral_at(3, 3) == state.cathedral_at(2, 5) == "A"
    assert state.victory_points("A") == 3 and state.influence("A") == 1 + 2 + 1


def test_TRY_13_5_a_full_column_blocks_its_die():
    state = position(3, cathedral={1: "- B - - - -", 2: "- B - - - -", 3: "- C - - - -"},
                     dice={"A": "W2 W4", "B": "R1"}).apply(A("cathedral"))
    assert state.legal_actions() == (group(die("A", "W", 4)),)
    ruling = state.explain(group(die("A", "W", 2), die("A", "W", 4)))
    assert "TRY-13.5" in ruling.rule_ids


def test_TRY_13_7_TRY_13_8_influence_printed_per_level_is_an_option():
    state = position(3, influence={"A": 0}, cathedral={1: "B - - - - -", 2: "C - - - - -"}, dice={"A": "W1", "B": "R1"},
                     options={"cathedral_influence_by_level": {1: 1, 2: 2, 3: 1}})
    state = state.apply(A("cathedral")).apply(group(die("A", "W", 1)))
    assert state.infl[0] == 1
    assert set(position(3).cfg.cath_influence) == {1, 2}


def test_TRY_14_1_TRY_14_2_an_event_is_fought_with_its_colour():
    state = position(3, events=("Marauding", "Doubt"), dice={"A": "R6 W6", "B": "Y1"})
    white = state.apply(A("fight", ("EVT-W-1",)))
    assert all(r[1] == "W" for a in white.legal_actions() for r in a.args)
    red = state.apply(A("fight", ("EVT-R-1",)))
    assert red.legal_actions() == (group(die("A", "R", 6)),)
    assert "TRY-14.1" in state.explain(A("fight", ("EVT-R-5",))).rule_ids


def test_TRY_14_3_TRY_14_4_TRY_14_5_TRY_14_6_TRY_14_8_TRY_14_9_spec_example_completing_a_raid():
    state = position(3, cards=RAID, events=("Marauding", "FX-Raid"), event_cubes={"FX-Raid": "A"}, to_move="B",
                     influence={"B": 0}, dice={"B": "R6 R5 R4", "C": "Y1"})
    state = state.apply(A("fight", ("FX-Raid",))).apply(group(die("B", "R", 4), die("B", "R", 5), die("B", "R", 6)))
    assert state.infl[1] == 3  # 5 cubes earned, 3 placed, +1 influence each
    assert state.vp[1] == 3 + 2 and state.vp[0] == 1
    assert state.trophies[1] == (state.cfg.event_index["FX-Raid"],) and len(state.row) == 1
    assert any("2 lost" in e.text for e in state.log)
    weak = position(3, cards=RAID, events=("Marauding", "FX-Raid"), dice={"A": "R2", "B": "Y1"})
    assert A("fight", ("FX-Raid",)) not in weak.legal_actions()
    assert "TRY-14.4" in weak.explain(A("fight", ("FX-Raid",))).rule_ids
    doubled = position(3, cards=RAID, events=("Marauding", "FX-Raid"), dice={"A": "R5", "B": "Y1"})
    doubled = doubled.apply(A("fight", ("FX-Raid",))).apply(group(die("A", "R", 5)))
    assert len(doubled.event_cubes("FX-Raid")) == 1, "red is not doubled when fighting"


def test_TRY_14_7_cubes_on_events_count_for_captain_marauding_included():
    state = position(3, activity_cards=("Captain",), tradesmen={"Captain": "A"}, events=("Marauding", "Skirmish"),
                     event_cubes={"Marauding": "A", "Skirmish": "A B"}, dice={"A": "R5", "B": "Y1"})
    state = state.apply(A("activate", ("ACT-R-III-2",))).apply(group(die("A", "R", 5)))
    assert state.vp[0] == 2


def test_TRY_14_9_rewards_follow_the_options():
    state = position(3, cards=RAID, events=("Marauding", "FX-Raid"), event_cubes={"FX-Raid": "B B C"},
                     dice={"A": "R3", "B": "Y1"}, options={"event_vp_per_cube": 2, "event_majority_vp": 5})
    state = state.apply(A("fight", ("FX-Raid",))).apply(group(die("A", "R", 3)))
    assert state.vp == (2, 4 + 5, 2)


def test_TRY_14_10_TRY_14_11_tie_goes_to_the_latest_cube_and_the_card_leaves():
    state = position(3, cards=RAID, events=("Marauding", "FX-Raid"), event_cubes={"FX-Raid": "B A B"},
                     dice={"A": "R3", "B": "Y1"})
    state = state.apply(A("fight", ("FX-Raid",))).apply(group(die("A", "R", 3)))
    assert state.trophies[0] and not state.trophies[1]  # A placed the last cube of the 2-2 tie
    assert state.vp[:2] == (2 + 2, 2) and state.row == (state.cfg.marauding,)


def test_TRY_14_12_TRY_14_13_marauding_resets_and_records_a_victory():
    state = position(3, events=("Marauding",), event_cubes={"Marauding": "B B"}, dice={"A": "R6", "B": "Y1"})
    state = state.apply(A("fight", ("EVT-R-1",))).apply(group(die("A", "R", 6)))
    assert state.event_row() == ("Marauding",) and state.event_cubes("Marauding") == ()
    assert state.won[1] == 1 and state.vp[:2] == (1, 4) and state.trophies == ((), (), ())


def test_TRY_14_14_cubes_may_shape_a_fight():
    state = position(3, cards=RAID, events=("Marauding", "FX-Raid"), activity_cards=("Blacksmith",),
                     stored_cubes={"Blacksmith": {"A": 1}}, dice={"A": "R1", "B": "Y1"})
    state = state.apply(A("cube", ("ACT-Y-II-1",))).apply(A("fight", ("FX-Raid",))).apply(group(die("A", "R", 1)))
    assert len(state.event_cubes("FX-Raid")) == 2


def _palace():
    return position(3, personal_supply={"A": 1, "C": 1}, citizens={"Palace": "grey B C A B C"},
                    dice={"A": "R5", "C": "R3 R4"})


def test_TRY_15_1_TRY_15_2_one_die_of_the_building_colour_and_a_waiting_citizen():
    state = _palace().apply(A("recruit", ("palace",)))
    assert state.legal_actions() == (group(die("A", "R", 5)), group(die("C", "R", 3)), group(die("C", "R", 4)))
    assert "TRY-15.1" in state.explain(group(die("C", "R", 3), die("C", "R", 4))).rule_ids
    nobody = position(3, citizens={"Palace": "grey B C A B C"}, dice={"A": "R5", "B": "Y1"})
    assert "TRY-15.2" in nobody.explain(A("recruit", ("palace",))).rule_ids


def test_TRY_15_3_TRY_15_4_TRY_15_5_TRY_15_6_TRY_15_9_spec_example_push_down_and_lie():
    state = _palace().apply(A("recruit", ("palace",))).apply(group(die("A", "R", 5)))
    assert state.legal_actions() == (A("evict", (1,)), A("evict", (2,)), A("evict", (3,)), A("evict", (5,)))
    assert "TRY-15.5" in state.explain(A("evict", (4,))).rule_ids  # A's own citizen
    state = state.apply(A("evict", (2,)))
    assert state.citizens_on("Palace") == ("grey", "C", "A", "B", "A", "C") and state.lying_beside("Palace") == ("B",)


def test_TRY_15_7_TRY_15_8_protected_colours_this_round_grey_included():
    state = _palace().apply(A("recruit", ("palace",))).apply(group(die("A", "R", 5))).apply(A("evict", (2,)))
    state = state.apply(A("pass"))  # B
    state = state.apply(A("recruit", ("palace",))).apply(group(die("C", "R", 3)))
    assert state.legal_actions() == (A("evict", (1,)), A("evict", (3,)))  # grey or A; B lies, so B is safe
    state = state.apply(A("evict", (1,)))
    assert state.lying_beside("Palace") == ("B", "grey")
    protected = position(3, personal_supply={"A": 1}, citizens={"Palace": "grey grey C grey B C"},
                         lying={"Palace": "grey"}, dice={"A": "R2", "B": "Y1"})
    assert A("recruit", ("palace",)) not in protected.legal_actions()  # a 2 reaches only protected greys
    assert "TRY-15.14" in protected.explain(A("recruit", ("palace",))).rule_ids


def test_TRY_15_10_TRY_15_12_TRY_15_13_lying_takes_no_space_and_keeps_its_die():
    state = _palace().apply(A("recruit", ("palace",))).apply(group(die("A", "R", 5))).apply(A("evict", (2,)))
    assert sum(1 for b in ("Palace", "Bishopric", "City Hall") for who in state.citizens_on(b) if who != "-") == 18
    assert state.district("C") == ("R3", "R4"), "C still has its dice though its citizen lies"


def test_TRY_15_11_TRY_15_14_face_value_only_and_no_target_no_recruit():
    state = position(3, personal_supply={"A": 1}, citizens={"City Hall": "A A A B C grey"},
                     dice={"A": "Y3 Y5", "B": "R1"})
    state = state.apply(A("recruit", ("city_hall",)))
    assert state.legal_actions() == (group(die("A", "Y", 5)),)
    ruling = state.explain(group(die("A", "Y", 3)))
    assert "TRY-15.14" in ruling.rule_ids
    priest = position(3, activity_cards=("Priest",), stored_cubes={"Priest": {"A": 1}}, personal_supply={"A": 1},
                      citizens={"City Hall": "A A A B C grey"}, dice={"A": "Y3", "B": "R1"})
    priest = priest.apply(A("cube", ("ACT-W-I-3",)))
    assert "TRY-15.11" in priest.explain(A("recruit", ("city_hall",))).rule_ids
