"""Cathedral, fighting events and recruiting (spec sections 13, 14 and 15)."""

from __future__ import annotations

from troyes_helpers import A

from rulebook.troyes import die, group, position

RAID = ("Marauding", "Brigands")  # Brigands (EVT-R-2): divisor 3, 3 spaces, 4 / 1 VP by default (TRY-20.69)


def test_TRY_13_1_TRY_13_2_TRY_13_3_TRY_13_4_TRY_13_6_spec_example_equal_values_climb():
    state = position(3, cathedral={1: "- - B - C -"}, influence={"A": 0}, dice={"A": "W3 W3 W5", "B": "R1"})
    state = state.apply(A("cathedral")).apply(group(die("A", "W", 3), die("A", "W", 3), die("A", "W", 5)))
    assert state.cathedral_at(2, 3) == state.cathedral_at(3, 3) == state.cathedral_at(2, 5) == "A"
    assert state.victory_points("A") == 3 and state.influence("A") == 1 + 1 + 2  # columns 3, 3 and 5


def test_TRY_13_5_a_full_column_blocks_its_die():
    state = position(3, cathedral={1: "- B - - - -", 2: "- B - - - -", 3: "- C - - - -"},
                     dice={"A": "W2 W4", "B": "R1"}).apply(A("cathedral"))
    assert state.legal_actions() == (group(die("A", "W", 4)),)
    ruling = state.explain(group(die("A", "W", 2), die("A", "W", 4)))
    assert "TRY-13.5" in ruling.rule_ids


def test_TRY_13_7_TRY_13_8_influence_by_column_or_by_level_as_an_option():
    cathedral = {1: "B - - B - -", 2: "C - - C - -"}
    state = position(3, influence={"A": 0}, cathedral=cathedral, dice={"A": "W1 W4", "B": "R1"})
    state = state.apply(A("cathedral")).apply(group(die("A", "W", 1), die("A", "W", 4)))
    assert state.infl[0] == 1 + 2  # the appendix: columns 1-3 give 1, columns 4-6 give 2, on any level
    assert set(position(3).cfg.cath_space_influence) == {1, 2}
    old = position(3, influence={"A": 0}, cathedral=cathedral, dice={"A": "W1 W4", "B": "R1"},
                   options={"cathedral_influence_rule": "level", "cathedral_influence_by_level": {1: 1, 2: 2, 3: 1}})
    old = old.apply(A("cathedral")).apply(group(die("A", "W", 1), die("A", "W", 4)))
    assert old.infl[0] == 1 + 1  # spec 1.0: by level (level 3 here)


def test_TRY_14_1_TRY_14_2_an_event_is_fought_with_its_colour():
    state = position(3, events=("Marauding", "Theological Conflict"), dice={"A": "R6 W6", "B": "Y1"})
    white = state.apply(A("fight", ("EVT-W-1",)))
    assert all(r[1] == "W" for a in white.legal_actions() for r in a.args)
    red = state.apply(A("fight", ("EVT-R-1",)))
    assert red.legal_actions() == (group(die("A", "R", 6)),)
    assert "TRY-14.1" in state.explain(A("fight", ("EVT-R-5",))).rule_ids


def test_TRY_14_3_TRY_14_4_TRY_14_5_TRY_14_6_TRY_14_8_TRY_14_9_completing_an_event_by_places():
    state = position(3, events=RAID, event_cubes={"Brigands": "A"}, to_move="B", influence={"B": 0},
                     dice={"B": "R6 R5 R4", "C": "Y1"})
    state = state.apply(A("fight", ("EVT-R-2",))).apply(group(die("B", "R", 4), die("B", "R", 5), die("B", "R", 6)))
    assert state.infl[1] == 2  # 5 cubes earned, 2 placed, +1 influence each
    assert state.vp[1] == 4 and state.vp[0] == 1  # B the most cubes: upper VP; A second: lower VP
    assert state.trophies[1] == (state.cfg.event_index["EVT-R-2"],) and len(state.row) == 1
    assert any("3 lost" in e.text for e in state.log)
    weak = position(3, events=RAID, dice={"A": "R2", "B": "Y1"})
    assert A("fight", ("EVT-R-2",)) not in weak.legal_actions()
    assert "TRY-14.4" in weak.explain(A("fight", ("EVT-R-2",))).rule_ids
    doubled = position(3, events=RAID, dice={"A": "R5", "B": "Y1"})
    doubled = doubled.apply(A("fight", ("EVT-R-2",))).apply(group(die("A", "R", 5)))
    assert len(doubled.event_cubes("Brigands")) == 1, "red is not doubled when fighting"
    alone = position(3, events=RAID, dice={"A": "R6 R5", "B": "Y1"})
    alone = alone.apply(A("fight", ("EVT-R-2",))).apply(group(die("A", "R", 5), die("A", "R", 6)))
    assert alone.vp[0] == 4 + 1, "a lone contributor earns both"


def test_TRY_14_7_cubes_on_events_count_for_captain_marauding_included():
    state = position(3, activity_cards=("Captain",), tradesmen={"Captain": "A"}, events=("Marauding", "Skirmishes"),
                     event_cubes={"Marauding": "A", "Skirmishes": "A B"}, dice={"A": "R5", "B": "Y1"})
    state = state.apply(A("activate", ("ACT-R-III-2",))).apply(group(die("A", "R", 5)))
    assert state.vp[0] == 2


FOUR = {"black_dice": 0, "divisor": 3, "spaces": 4, "first_vp": 4, "second_vp": 3}  # events with 4 spaces


def test_TRY_14_9_ties_share_the_places_and_the_old_rule_is_an_option():
    tied = position(3, events=RAID, event_cubes={"Brigands": "B C"}, dice={"A": "R3", "B": "Y1"})
    tied = tied.apply(A("fight", ("EVT-R-2",))).apply(group(die("A", "R", 3)))
    assert tied.vp == (1, 1, 1)  # three tied for the most: (4 + 1) // 3 each, nobody second
    runners = position(4, events=RAID, event_cubes={"Brigands": "B C"}, dice={"A": "R6", "B": "Y1"},
                       options={"event_defaults": FOUR})
    runners = runners.apply(A("fight", ("EVT-R-2",))).apply(group(die("A", "R", 6)))
    assert runners.vp == (4, 1, 1, 0)  # A 2 cubes: first; B and C tied second share 3 // 2
    old = position(3, events=RAID, event_cubes={"Brigands": "B B"}, dice={"A": "R3", "B": "Y1"},
                   options={"event_reward_rule": "per_cube", "event_vp_per_cube": 2, "event_majority_vp": 5})
    old = old.apply(A("fight", ("EVT-R-2",))).apply(group(die("A", "R", 3)))
    assert old.vp == (2, 4 + 5, 0)


def test_TRY_14_10_TRY_14_11_tie_goes_to_the_first_to_place_and_the_card_leaves():
    start = position(3, events=RAID, event_cubes={"Brigands": "B A B"}, dice={"A": "R3", "B": "Y1"},
                     options={"event_defaults": FOUR})
    state = start.apply(A("fight", ("EVT-R-2",))).apply(group(die("A", "R", 3)))  # 2 - 2: B placed first
    assert state.trophies[1] and not state.trophies[0] and state.vp[:2] == (3, 3)  # (4 + 3) // 2 each
    assert state.row == (state.cfg.marauding,) and state.won[:2] == (0, 1)
    last = position(3, events=RAID, event_cubes={"Brigands": "B A B"}, dice={"A": "R3", "B": "Y1"},
                    options={"event_defaults": FOUR, "event_tie_winner": "last_to_place"})
    last = last.apply(A("fight", ("EVT-R-2",))).apply(group(die("A", "R", 3)))
    assert last.trophies[0] and not last.trophies[1]  # spec 1.0: A placed the last cube of the tie


def test_TRY_14_12_TRY_14_13_marauding_resets_and_records_a_victory():
    state = position(3, events=("Marauding",), event_cubes={"Marauding": "B B"}, dice={"A": "R6", "B": "Y1"})
    state = state.apply(A("fight", ("EVT-R-1",))).apply(group(die("A", "R", 6)))
    assert state.event_row() == ("Marauding",) and state.event_cubes("Marauding") == ()
    assert state.won[1] == 1 and state.vp[:2] == (1, 4) and state.trophies == ((), (), ())


def test_TRY_14_14_cubes_may_shape_a_fight():
    state = position(3, events=RAID, activity_cards=("Blacksmith",), stored_cubes={"Blacksmith": {"A": 1}},
                     dice={"A": "R1", "B": "Y1"})
    state = state.apply(A("cube", ("ACT-Y-II-1",))).apply(A("fight", ("EVT-R-2",))).apply(group(die("A", "R", 1)))
    assert len(state.event_cubes("Brigands")) == 2


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
    assert "TRY-20.31" in priest.explain(A("recruit", ("city_hall",))).rule_ids  # the Priest's own text
