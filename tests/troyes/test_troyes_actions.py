"""Turns, dice groups, buying, passing and influence (spec sections 9 and 10)."""

from __future__ import annotations

from troyes_helpers import A, at_actions, dice, first

from rulebook.core import CHANCE, IllegalAction
from rulebook.troyes import die, group, position
from rulebook.troyes.pieces import ACTIONS


def test_TRY_9_1_TRY_9_3_a_turn_is_one_of_five_actions_or_a_pass():
    state = position(3, events=("Marauding",), personal_supply={"A": 1}, influence={"A": 0},
                     activity_cards=("Artisan",), tradesmen={"Artisan": "A"}, dice={"A": "R6 W5 Y4", "B": "R1"})
    kinds = {a.kind for a in state.legal_actions()}
    assert kinds == {"agriculture", "cathedral", "fight", "activate", "recruit", "pass"}
    after = state.apply(A("agriculture")).apply(group(die("A", "Y", 4)))
    assert after.current_player == 1 and after.turns == state.turns + 1


def test_TRY_9_2_TRY_10_4_TRY_10_11_influence_only_before_the_action():
    state = position(3, influence={"A": 6}, dice={"A": "Y4 Y2", "B": "R1"})
    assert A("reroll", (die("A", "Y", 2),)) in state.legal_actions()
    chosen = state.apply(A("agriculture"))
    ruling = chosen.explain(A("reroll", (die("A", "Y", 2),)))
    assert not ruling.legal and "TRY-9.2" in ruling.rule_ids and "TRY-10.11" in ruling.rule_ids
    # On B's turn nothing A could ask is A's to decide.
    later = chosen.apply(group(die("A", "Y", 4)))
    assert later.current_player == 1
    assert "TRY-10.11" in later.explain(A("by", (0, ("reroll", (die("A", "Y", 2),))))).rule_ids


def test_TRY_9_4_groups_have_one_to_three_dice_of_the_needed_colour():
    state = position(3, dice={"A": "Y1 Y2 Y3 Y4 W6", "B": "R1"}).apply(A("agriculture"))
    sizes = {len(a.args) for a in state.legal_actions()}
    assert sizes == {1, 2, 3}
    ruling = state.explain(group(die("A", "Y", 4), die("A", "W", 6)))
    assert not ruling.legal and "TRY-12.1" in ruling.rule_ids and "white" in ruling.reason
    four = state.explain(A("group", (die("A", "Y", 1), die("A", "Y", 2), die("A", "Y", 3), die("A", "Y", 4))))
    assert "TRY-9.4" in four.rule_ids


def test_TRY_9_5_militiaman_lets_yellow_dice_fight_as_red():
    state = position(3, events=("Marauding",), activity_cards=("Militiaman",), stored_cubes={"Militiaman": {"A": 1}},
                     dice={"A": "Y5 Y4", "B": "W1"}, influence={"A": 4})
    state = state.apply(A("cube", ("ACT-Y-II-3",)))
    assert A("agriculture") not in state.legal_actions(), "the group counts as red, not yellow"
    state = state.apply(A("fight", ("EVT-R-1",))).apply(group(die("A", "Y", 4), die("A", "Y", 5)))
    assert state.placed[0] == 3 and state.infl[0] == 7 and state.won[0] == 1  # 9 // 3 cubes fill Marauding


def test_TRY_9_5_apprenticeship_mixes_colours_at_five_each_but_not_for_the_cathedral():
    state = position(3, activity_cards=("Apprenticeship",), stored_cubes={"Apprenticeship": {"A": 1}}, money={"A": 0},
                     dice={"A": "R1 W1 Y1", "B": "R2"})
    state = state.apply(A("cube", ("ACT-W-II-1",)))
    assert A("cathedral") not in state.legal_actions()
    state = state.apply(A("agriculture")).apply(group(die("A", "R", 1), die("A", "W", 1), die("A", "Y", 1)))
    assert state.money[0] == 7  # 3 x 5 = 15 -> 7 deniers


def test_TRY_9_6_TRY_11_15_one_cube_per_action():
    state = position(3, activity_cards=("Priest", "Blacksmith"),
                     stored_cubes={"Priest": {"A": 1}, "Blacksmith": {"A": 2}}, events=("Marauding",),
                     dice={"A": "Y3 R2", "B": "W1"})
    state = state.apply(A("cube", ("ACT-W-I-3",)))
    assert all(a.kind != "cube" for a in state.legal_actions())
    ruling = state.explain(A("cube", ("ACT-Y-II-1",)))
    assert "TRY-9.6" in ruling.rule_ids
    with __import__("pytest").raises(IllegalAction):
        state.apply(A("cube", ("ACT-Y-II-1",)))


def test_TRY_9_7_TRY_9_8_dice_go_back_and_values_may_exceed_six():
    state = position(3, activity_cards=("Priest",), stored_cubes={"Priest": {"A": 1}}, money={"A": 0},
                     dice={"A": "Y5 Y6", "B": "R1"})
    state = state.apply(A("cube", ("ACT-W-I-3",))).apply(A("agriculture"))
    state = state.apply(group(die("A", "Y", 5), die("A", "Y", 6)))
    assert state.money[0] == (8 + 9) // 2  # 5 and 6 count as 8 and 9
    assert dice(state, 0) == ""


def test_TRY_9_9_TRY_18_4_an_unaffordable_action_changes_nothing():
    state = position(3, money={"A": 3}, dice={"B": "Y6 Y5", "C": "R1"}).apply(A("agriculture"))
    before = state.to_json()
    bad = group(die("B", "Y", 5), die("B", "Y", 6))
    ruling = state.explain(bad)
    assert "costs 8 deniers" in ruling.reason and "you have 3" in ruling.reason and "TRY-9.9" in ruling.rule_ids
    try:
        state.apply(bad)
    except IllegalAction as exc:
        assert "TRY-9.9" in exc.rule_ids
    assert state.to_json() == before


def test_TRY_9_10_passing_is_always_open_and_the_only_move_without_options():
    state = position(3, money={"A": 0}, influence={"A": 0}, dice={"B": "Y6"})
    assert state.legal_actions() == (A("pass"),)


def test_TRY_9_11_TRY_9_13_TRY_9_14_dice_from_several_districts_paid_to_their_owners():
    state = position(3, money={"A": 20, "B": 0, "C": 0}, dice={"A": "Y1", "B": "Y2", "N": "Y3", "C": "R1"})
    bank = state.bank
    state = state.apply(A("agriculture")).apply(group(die("A", "Y", 1), die("B", "Y", 2), die("N", "Y", 3)))
    assert state.money[:2] == (20 - 12 + 3, 6) and state.bank - bank == 3 - 6
    to_district = position(3, money={"A": 20, "B": 0}, dice={"B": "Y2", "C": "R1"},
                           options={"purchase_payment_to": "district"})
    to_district = to_district.apply(A("agriculture")).apply(group(die("B", "Y", 2)))
    assert to_district.money[1] == 0 and to_district.dmoney[1] == 2


def test_TRY_9_12_TRY_9_17_free_and_converted_dice_and_the_size_of_the_group():
    tithe = position(3, activity_cards=("Tithe",), stored_cubes={"Tithe": {"A": 1}}, money={"A": 10, "B": 0},
                     dice={"A": "Y1 Y2", "B": "Y6", "C": "R1"})
    tithe = tithe.apply(A("cube", ("ACT-W-I-1",))).apply(A("agriculture"))
    ruling = tithe.explain(group(die("A", "Y", 1), die("A", "Y", 2), die("B", "Y", 6), die("B", "Y", 6)))
    assert not ruling.legal
    tithe = tithe.apply(group(die("A", "Y", 1), die("A", "Y", 2), die("B", "Y", 6)))  # B's die free: a group of 3
    assert tithe.money[:2] == (10 + 9 // 2, 0)
    templar = position(3, events=("Marauding",), activity_cards=("Templar",), stored_cubes={"Templar": {"A": 1}},
                       money={"A": 10, "B": 0}, dice={"B": "W5", "C": "Y1"})
    templar = templar.apply(A("cube", ("ACT-W-II-3",))).apply(A("fight", ("EVT-R-1",)))
    templar = templar.apply(group(die("B", "W", 5)))  # a bought white 5 = two red 5s: a group of 1 for the price
    assert templar.money[:2] == (8, 2) and templar.placed[0] == 3  # 10 // 3 cubes fill Marauding


def test_TRY_9_15_TRY_9_16_buying_all_dice_from_one_player_without_own_dice():
    state = position(3, money={"A": 20, "B": 0}, dice={"B": "Y4 Y5 Y6", "C": "R1"})
    assert dice(state, 0) == ""
    assert group(die("B", "Y", 4), die("B", "Y", 5), die("B", "Y", 6)) in state.apply(A("agriculture")).legal_actions()


def test_TRY_9_18_TRY_9_19_TRY_9_20_passing_income_and_no_more_actions():
    state = position(3, dice={"A": "Y1", "B": "Y2", "C": "Y3 Y4 Y5"},
                     options={"pass_income_first": 3,
                                                                    "pass_income_per_turn": 2})
    state = state.apply(A("pass"))
    assert state.dmoney[0] == 3 and state.passed[0]
    state = state.apply(A("pass")).apply(A("agriculture")).apply(group(die("C", "Y", 3)))
    assert state.current_player == 2 and state.dmoney[:2] == (5, 5)
    assert "TRY-9.19" in state.explain(A("by", (0, ("pass", ())))).rule_ids


def test_TRY_9_21_TRY_9_22_TRY_9_23_TRY_9_24_lone_player_and_phase_end():
    state = position(3, money={"A": 0, "B": 0, "C": 10}, dice={"A": "Y6", "C": "Y1"})
    state = state.apply(A("pass")).apply(A("pass"))  # A and B pass, C is alone
    state = state.apply(A("agriculture")).apply(group(die("A", "Y", 6)))  # C buys from passed A
    assert state.money[0] == 2 and state.current_player == 2
    assert state.dmoney[:2] == (3, 3)  # the turn went past A and B once: +1 each, held in the districts
    state = state.apply(A("agriculture")).apply(group(die("C", "Y", 1)))
    money, _ = state.history[-1]
    assert money[:2] == (5, 3)  # collected only at the end of the round, which came as the last die went


def test_TRY_10_1_TRY_10_2_cap_and_costs():
    state = position(3, phase="counter", black_pool=(1,), influence={"A": 20}, dice={"A": "Y1"})
    state = state.apply(A("take", (1,))).apply(A("use", (die("A", "Y", 1),))).apply(A("done"))
    assert state.infl[0] == 20
    poor = position(3, influence={"A": 3}, dice={"A": "Y1", "B": "R1"})
    assert A("flip") not in poor.legal_actions()
    assert "TRY-10.2" in poor.explain(A("flip")).rule_ids


def test_TRY_10_3_TRY_10_6_TRY_10_10_reroll_flip_and_citizen_prices():
    state = position(3, influence={"A": 9}, dice={"A": "R1 W2 Y3", "B": "R1"})
    state = state.apply(A("reroll", (die("A", "Y", 3),)))
    assert state.current_player == CHANCE and state.infl[0] == 8
    state = state.apply(A("roll", (6,)))
    assert state.current_player == 0 and dice(state, 0) == "R1 W2 Y6"
    state = state.apply(A("flip")).apply(A("flip_dice", (die("A", "R", 1), die("A", "W", 2), die("A", "Y", 6))))
    assert dice(state, 0) == "R6 W5 Y1" and state.infl[0] == 4
    state = state.apply(A("citizen"))
    assert state.infl[0] == 2


def test_TRY_10_5_only_own_dice():
    state = position(3, influence={"A": 9}, dice={"A": "Y3", "B": "Y5", "N": "W6"})
    for target in (die("B", "Y", 5), die("N", "W", 6)):
        ruling = state.explain(A("reroll", (target,)))
        assert not ruling.legal and "TRY-10.5" in ruling.rule_ids


def test_TRY_10_7_TRY_10_8_citizens_from_the_general_supply_up_to_twelve():
    state = position(2, influence={"A": 10}, dice={"A": "Y1", "B": "R1"})
    before = (state.general[0], state.personal[0])
    state = state.apply(A("citizen"))
    assert (state.general[0], state.personal[0]) == (before[0] - 1, before[1] + 1)
    standing = state.citizens("A")["in buildings"]
    full = position(2, influence={"A": 10}, personal_supply={"A": 12 - standing}, dice={"A": "Y1", "B": "R1"})
    assert full.general[0] == 0 and A("citizen") not in full.legal_actions()
    assert "TRY-10.8" in full.explain(A("citizen")).rule_ids


def test_TRY_10_9_pass_after_influence_is_an_option():
    state = position(3, influence={"A": 5}, dice={"A": "Y3", "B": "R1"})
    spent = state.apply(A("citizen"))
    assert A("pass") in spent.legal_actions()
    strict = position(3, influence={"A": 5}, dice={"A": "Y3", "B": "R1"}, options={"allow_pass_after_influence": False})
    spent = strict.apply(A("citizen"))
    assert A("pass") not in spent.legal_actions() and "TRY-10.9" in spent.explain(A("pass")).rule_ids
    broke = position(3, influence={"A": 5}, money={"A": 0}, dice={"B": "R1"},
                     options={"allow_pass_after_influence": False})
    broke = broke.apply(A("citizen"))
    assert A("pass") in broke.legal_actions(), "with nothing else to do, passing stays open (TRY-9.10)"


def test_random_action_turns_offer_only_completable_actions():
    state = first(lambda s: at_actions(s) and len(s.legal_actions()) > 6, seeds=range(3))
    for action in state.legal_actions():
        after = state.apply(action)
        assert after.phase != ACTIONS or after.current_player < 0 or after.legal_actions()
