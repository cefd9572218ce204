"""Trading with players and the bank, harbours and gold (CBA-7)."""

from __future__ import annotations

import pytest
from ba_helpers import BLUE, RED

from rulebook import IllegalAction
from rulebook.barbarian_attack import pieces as M
from rulebook.barbarian_attack import queries as Q
from rulebook.barbarian_attack.pieces import A
from rulebook.barbarian_attack.positions import position


def refused(state, action, rule: str) -> bool:
    ruling = state.explain(action)
    return not ruling.legal and rule in ruling.rule_ids


def test_CBA_7_1_domestic_trade_one_partner_something_each_way_no_like_for_like():
    s = position(active="Red", hands={"Red": "2 ore wool", "Blue": "brick", "White": ""})
    assert {a.args[0] for a in s.legal_actions() if a.kind == "offer"} == {BLUE}, "White has nothing to trade"
    d = s.apply(A("offer", BLUE)).apply(A("give", "ore"))
    assert refused(d, A("propose"), "CBA-7.1"), "Blue must give something too"
    assert refused(d, A("ask", "ore"), "CBA-7.1"), "no like-for-like"
    assert refused(d, A("ask", "wool"), "CBA-7.1"), "Blue holds no wool"
    d = d.apply(A("ask", "brick")).apply(A("propose"))
    declined = d.apply(A("decline"))
    assert declined.hands == s.hands and declined.phase == M.MAIN
    done = d.apply(A("accept"))
    assert (done.hands[RED], done.hands[BLUE]) == ((1, 0, 1, 0, 1), (0, 0, 0, 0, 1))


def test_CBA_7_2_gold_changes_hands_in_player_trades_both_ways():
    s = position(active="Red", hands={"Red": "3 ore"}, gold={"Blue": 5})
    s = s.apply(A("offer", BLUE)).apply(A("give", "ore")).apply(A("give", "ore"))
    for _ in range(5):
        s = s.apply(A("ask", "gold"))
    s = s.apply(A("propose")).apply(A("accept"))
    assert (s.gold[RED], s.gold[BLUE], s.hands[BLUE][4]) == (5, 0, 2)


def test_CBA_7_3_7_4_bank_and_harbour_rates_need_your_own_building_on_the_harbour():
    # Rules: CBA-7.3, CBA-7.4
    bank = position(active="Red", hands={"Red": "4 ore"})
    assert Q.trade_rate(bank, RED, 4) == 4 and bank.explain(A("bank_trade", "ore", "brick")).legal
    assert refused(position(active="Red", hands={"Red": "3 ore"}), A("bank_trade", "ore", "brick"), "CBA-7.3")
    generic = position(active="Red", settlements={"I0": "Red"}, hands={"Red": "3 ore"})   # harbour P0 is 3:1 (I0, I3)
    assert Q.trade_rate(generic, RED, 4) == 3 and generic.explain(A("bank_trade", "ore", "brick")).legal
    wool = position(active="Red", settlements={"I5": "Red"}, hands={"Red": "2 wool 2 ore"})  # P3 is wool 2:1 (I1, I5)
    assert (Q.trade_rate(wool, RED, 2), Q.trade_rate(wool, RED, 4)) == (2, 4)
    other = position(active="Red", settlements={"I5": "Blue"}, hands={"Red": "2 wool"})
    assert Q.trade_rate(other, RED, 2) == 4, "someone else's harbour building does not help"
    after = wool.apply(A("bank_trade", "wool", "grain"))
    assert after.hands[RED] == (0, 0, 0, 1, 2) and after.bank[2] == 19 and after.bank[3] == 18
    assert refused(wool, A("bank_trade", "wool", "wool"), "CBA-7.3")


def test_CBA_7_5_a_conquered_harbour_building_opens_nothing():
    # I1 touches only H1
    s = position(active="Red", barbarians={"H1": 3}, settlements={"I1": "Red"}, hands={"Red": "2 wool"})
    assert Q.harbours_of(s, RED) == ()
    assert refused(s, A("bank_trade", "wool", "ore"), "CBA-7.5")


def test_CBA_7_6_two_gold_buys_one_card_at_most_twice_a_turn():
    s = position(active="Red", gold={"Red": 6})
    s = s.apply(A("buy_resource", "ore")).apply(A("buy_resource", "ore"))
    assert (s.gold[RED], s.hands[RED][4], s.gold_buys) == (2, 2, 2)
    with pytest.raises(IllegalAction) as err:
        s.apply(A("buy_resource", "ore"))
    assert "CBA-7.6" in err.value.rule_ids
    assert refused(position(active="Red", gold={"Red": 1}), A("buy_resource", "ore"), "CBA-7.6")


def test_CBA_7_7_cards_to_gold_at_4_or_at_a_generic_harbour_3_never_2_to_1_and_the_option():
    s = position(active="Red", settlements={"I0": "Red", "I5": "Red"}, hands={"Red": "3 ore 3 wool"})
    assert (Q.gold_rate(s, RED, 4), Q.gold_rate(s, RED, 2)) == (3, 3), "the wool 2:1 harbour gives no gold"
    t = s.apply(A("sell_for_gold", "ore"))
    assert (t.gold[RED], t.hands[RED][4]) == (1, 0)
    off = position(active="Red", hands={"Red": "4 ore"},
                   resource_to_gold={"bank": None, "generic_harbour_3_1": None, "specific_harbour_2_1": None})
    assert refused(off, A("sell_for_gold", "ore"), "CBA-7.7")
    two = position(active="Red", settlements={"I5": "Red"}, hands={"Red": "2 wool"},
                   resource_to_gold={"bank": 4, "generic_harbour_3_1": 3, "specific_harbour_2_1": 2})
    assert two.explain(A("sell_for_gold", "wool")).legal


def test_CBA_7_8_gold_is_outside_the_hand_limit():
    s = position(active="Red", phase="production roll", hands={"Blue": "7 ore"}, gold={"Blue": 40})
    assert s.apply(A("roll", 7)).phase == M.STEAL_CHOICE, "7 cards and 40 gold: no discard"


def test_CBA_7_9_gold_bank_unlimited_unless_the_option_sets_a_total():
    s = position(active="Red", hands={"Red": "wool grain ore"}, draw_pile=(0, 0, 4, 0), gold={"Red": 99})
    s = s.apply(A("buy_card")).apply(A("card", "treason"))
    assert s.gold[RED] == 101
    capped = position(active="Red", hands={"Red": "wool grain ore"}, draw_pile=(0, 0, 4, 0), gold={"Red": 9},
                      gold_bank_limit=10)
    t = capped.apply(A("buy_card")).apply(A("card", "treason"))
    assert t.gold[RED] == 10, "only 1 gold was left in a bank of 10"
    assert refused(position(active="Red", hands={"Red": "4 ore"}, gold={"Red": 10}, gold_bank_limit=10),
                   A("sell_for_gold", "ore"), "CBA-7.9")


def test_CBA_7_10_the_bank_must_hold_the_card_wanted():
    s = position(active="Red", hands={"Red": "4 ore", "Blue": "19 brick"}, gold={"Red": 2})
    assert refused(s, A("bank_trade", "ore", "brick"), "CBA-7.10")
    assert refused(s, A("buy_resource", "brick"), "CBA-7.10")


def test_CBA_7_11_gold_comes_from_treason_casualties_and_missed_prisoners():
    s = position(active="Red", hands={"Red": "wool grain ore"}, draw_pile=(0, 0, 4, 0))
    assert s.apply(A("buy_card")).apply(A("card", "treason")).gold[RED] == 2
    fight = position(active="Red", barbarians={"H15": 1}, knights={"P61": "Red", "P60": "Blue"})
    t = fight.apply(A("finish_building")).apply(A("end_moves")).apply(A("rolloff", 6)).apply(A("rolloff", 1))
    assert t.gold[BLUE] == 3, "missed prisoner"
    t = t.apply(A("castle_die", 1))   # slash: P61 falls
    assert t.gold[RED] == 3, "lost knight"
