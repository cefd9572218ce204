"""Turn structure, production and the 7 (CBA-5, CBA-6)."""

from __future__ import annotations

import pytest
from ba_helpers import BLUE, RED

from rulebook import CHANCE, IllegalAction
from rulebook.barbarian_attack import pieces as M
from rulebook.barbarian_attack.pieces import A
from rulebook.barbarian_attack.positions import position

SETTLE = "brick lumber wool grain"


def test_CBA_5_1_5_2_5_3_roll_then_trade_and_build_with_interruptions():
    # Rules: CBA-5.1, CBA-5.2, CBA-5.3
    s = position(active="Red", phase="production roll", roads={"P46": "Red"}, hands={"Red": SETTLE})
    assert s.current_player == CHANCE and s.legal_actions() == ()
    s = s.apply(A("roll", 12))
    assert (s.phase, s.to_move) == (M.MAIN, RED)
    s = s.apply(A("settlement", 36))
    assert s.phase == M.LANDING, "a settlement is followed at once by a landing"
    refusal = s.explain(A("finish_building"))
    assert not refusal.legal
    for t in (2, 3, 4):
        s = s.apply(A("landing", t))
    assert (s.phase, s.to_move) == (M.MAIN, RED), "then phase 2 goes on"


def test_CBA_5_4_5_5_5_6_after_phase_2_no_more_building_battles_every_turn_then_next_player():
    # Rules: CBA-5.4, CBA-5.5, CBA-5.6
    s = position(active="Red", knights={"P65": "Red"}, hands={"Red": "brick lumber"}, roads={"P46": "Red"})
    s = s.apply(A("finish_building"))
    refusal = s.explain(A("road", 52))
    assert not refusal.legal and "CBA-5.4" in refusal.rule_ids
    s = s.apply(A("end_moves"))
    checks = [e for e in s.log if e.text.startswith("H") and "no battle" in e.text]
    assert len(checks) == 10, "the battle check runs even when nothing moved"
    assert s.seat == BLUE and s.phase == M.ROLL


def test_CBA_5_7_other_players_act_only_when_asked():
    s = position(active="Red", phase="production roll", hands={"Blue": "8 ore"})
    s = s.apply(A("roll", 7))
    assert (s.phase, s.to_move) == (M.DISCARD, BLUE)
    s = position(active="Red", hands={"Red": "ore", "Blue": "brick"})
    s = s.apply(A("offer", BLUE)).apply(A("give", "ore")).apply(A("ask", "brick")).apply(A("propose"))
    assert s.to_move == BLUE and {a.kind for a in s.legal_actions()} == {"accept", "decline"}


def test_CBA_6_1_production_roll_is_two_dice():
    s = position(active="Red", phase="production roll")
    outcomes = {a.args[0]: p for a, p in s.chance_outcomes()}
    assert set(outcomes) == set(range(2, 13))
    assert outcomes[7] == pytest.approx(6 / 36) and outcomes[2] == pytest.approx(1 / 36)


def test_CBA_6_2_6_4_settlements_one_card_cities_two_desert_and_castle_nothing():
    # Rules: CBA-6.2, CBA-6.4
    s = position(active="Red", phase="production roll", settlements={"I29": "Red", "I9": "White", "I47": "White"},
                 cities={"I35": "Blue"})
    t = s.apply(A("roll", 9))  # H13 (9) touches I29 and I35; H3 (9) touches none of them
    kind = t.produces("H13")
    assert (t.hand("Red")[kind], t.hand("Blue")[kind]) == (1, 2)
    assert t.cards_in_hand("White") == 0, "White's buildings touch the desert and the castle, which never produce"


def test_CBA_6_5_bank_shortage_pays_nobody_unless_one_player_is_owed():
    kind = "grain"
    s = position(active="Red", phase="production roll", settlements={"I29": "Red", "I35": "Blue"},
                 hands={"White": {kind: 18}})
    t = s.apply(A("roll", 6))  # H8 (6, fields = grain) touches I29 only of these; bank holds 1 grain
    assert t.hand("Red")[kind] == 1
    s = position(active="Red", phase="production roll", settlements={"I34": "Blue"}, cities={"I29": "Red"},
                 hands={"White": {kind: 18}})
    t = s.apply(A("roll", 6))  # H8 owes Red 2 and Blue 1 grain; the bank has 1: nobody gets any
    assert (t.hand("Red")[kind], t.hand("Blue")[kind]) == (0, 0)
    assert any("CBA-6.5" in e.rule_ids for e in t.log)
    s = position(active="Red", phase="production roll", cities={"I29": "Red"}, hands={"White": {kind: 18}})
    assert s.apply(A("roll", 6)).hand("Red")[kind] == 1, "a single player owed takes what is left"


def test_CBA_6_6_6_7_6_7a_a_seven_produces_nothing_and_big_hands_lose_half():
    # Rules: CBA-6.6, CBA-6.7, CBA-6.7a
    s = position(active="Red", phase="production roll", settlements={"I29": "Red"},
                 hands={"Blue": "9 ore", "White": "7 ore"})
    t = s.apply(A("roll", 7))
    assert (t.phase, t.to_move, t.ctx) == (M.DISCARD, BLUE, ((BLUE, 4),))
    assert not any(e.text.startswith("Red receives") for e in t.log)
    limit = position(active="Red", phase="production roll", hands={"Blue": "9 ore", "White": "7 ore"}, hand_limit=9)
    assert limit.apply(A("roll", 7)).phase == M.STEAL_CHOICE, "option hand_limit raises the limit"


def test_CBA_6_8_6_10_the_roller_may_draw_one_card_from_anyone_never_gold():
    # Rules: CBA-6.8, CBA-6.10
    s = position(active="Red", phase="production roll", hands={"Blue": "ore"}, gold={"White": 9})
    t = s.apply(A("roll", 7))
    assert t.legal_actions() == (A("draw_from", BLUE), A("no_draw")), "White has only gold: nothing to draw"
    assert t.apply(A("no_draw")).phase == M.MAIN, "the draw is optional"
    t = t.apply(A("draw_from", BLUE))
    assert [a.args[0] for a, _ in t.chance_outcomes()] == ["ore"]


def test_CBA_6_9_seven_order_option_draw_before_discards():
    s = position(active="Red", phase="production roll", hands={"Blue": "10 ore"}, seven_order="steal_then_discard")
    t = s.apply(A("roll", 7))
    assert t.phase == M.STEAL_CHOICE
    t = t.apply(A("draw_from", BLUE)).apply(A("steal", "ore"))
    assert (t.phase, t.ctx) == (M.DISCARD, ((BLUE, 4),)), "Blue discards half of the 9 left after the draw"
    default = position(active="Red", phase="production roll", hands={"Blue": "10 ore"}).apply(A("roll", 7))
    assert (default.phase, default.ctx) == (M.DISCARD, ((BLUE, 5),)), "by default the discards come first"


def test_discard_only_cards_you_hold():
    s = position(active="Red", phase="production roll", hands={"Blue": "8 ore"}).apply(A("roll", 7))
    with pytest.raises(IllegalAction) as err:
        s.apply(A("discard", "brick"))
    assert "CBA-6.7" in err.value.rule_ids
