"""The two-player variant (CBA-15) and the Event Cards combination (CBA-16)."""

from __future__ import annotations

import random

import pytest
from ba_helpers import BLUE, RED, WHITE

from rulebook import CHANCE
from rulebook import barbarian_attack as ba
from rulebook.barbarian_attack import board as G
from rulebook.barbarian_attack import pieces as M
from rulebook.barbarian_attack import queries as Q
from rulebook.barbarian_attack.pieces import A
from rulebook.barbarian_attack.positions import position, position_args
from rulebook.core import sample_outcome

SETTLE = "brick lumber wool grain"


def test_CBA_15_1_15_2_15_21_two_players_neutrals_on_I13_and_I40_target_12():
    # Rules: CBA-15.1, CBA-15.2, CBA-15.21
    s = ba.new_game(players=2, seed=0)
    assert s.cfg.two_player and s.cfg.owners == 4 and s.cfg.target == 12
    assert s.building_at("I13") == ("Neutral White", "settlement", False)
    assert s.building_at("I40") == ("Neutral Orange", "settlement", False)
    assert s.num_players == 2 and len(s.scores()) == 2


def test_CBA_15_3_two_production_rolls_the_second_different():
    pre = position(2, active="Red", phase="before the roll", turn=2)
    t = pre.apply(A("roll_dice")).apply(A("roll", 6))
    assert (t.phase, t.ctx) == (M.ROLL, (2, 6))
    t = t.apply(A("roll", 6))
    assert t.phase == M.ROLL and "roll again" in t.log[-1].text
    t = t.apply(A("roll", 8))
    assert t.phase == M.MAIN
    seven = pre.apply(A("roll_dice")).apply(A("roll", 7))
    assert seven.phase == M.ROLL and seven.ctx == (2, 7), "the 7 is fully resolved before the second roll"


def test_CBA_15_4_15_16b_free_neutral_builds():
    # Rules: CBA-15.4, CBA-15.16b
    s = position(2, active="Red", roads={"P46": "Red", "P20": "Neutral White"},
                 hands={"Red": "2 brick 2 lumber wool grain 2 grain 3 ore"}, settlements={"I29": "Red"})
    t = s.apply(A("road", 52))
    assert t.phase == M.NEUTRAL_BUILD and all(a.kind == "neutral_road" for a in t.legal_actions())
    t = t.apply(A("neutral_road", 2, 27))
    assert t.road_at("P27") == "Neutral White" and t.phase == M.MAIN
    c = s.apply(A("city", 29))
    assert c.phase == M.LANDING, "a city gives the neutrals nothing; one landing"
    no_spot = position(2, active="Red", roads={"P46": "Red"}, hands={"Red": SETTLE})
    n = no_spot.apply(A("settlement", 36))
    assert {a.kind for a in n.legal_actions()} == {"neutral_road"}, "no neutral settlement spot: a road instead"


def test_CBA_15_5_15_20_neutrals_never_produce_or_score_but_fall_like_any_building():
    # Rules: CBA-15.5, CBA-15.20
    s = position(2, active="Red", phase="production roll", barbarians={"H1": 3})
    t = s.apply(A("roll", 5))   # H5 (5) touches I13, the neutral settlement
    assert t.hands == ((0,) * 5, (0,) * 5) and t.scores() == (0, 0)
    lone = position(2, active="Red", barbarians={"H0": 3}, settlements={"I4": "Neutral White"})
    assert not lone.building_conquered("I4")
    fallen = position(2, active="Red", barbarians={"H0": 3, "H1": 3}, settlements={"I4": "Neutral White"})
    assert fallen.building_conquered("I4"), "a neutral settlement on I4 (H0, H1) falls"


def test_CBA_15_6_15_19_trade_tokens_for_coastal_and_desert_settlements_while_the_supply_lasts():
    # Rules: CBA-15.6, CBA-15.19
    s = position(2, active="Red", roads={"P5": "Red", "P16": "Red", "P46": "Red"},
                 hands={"Red": "3 brick 3 lumber 3 wool 3 grain"})
    coast = s.apply(A("settlement", 6))   # I6 touches only the desert H2: coast and desert
    assert coast.tokens[RED] == 5 + 3
    inner = s.apply(A("settlement", 36))
    assert inner.tokens[RED] == 5
    empty = position(2, active="Red", roads={"P5": "Red"}, hands={"Red": SETTLE}, tokens={"Red": 10, "Blue": 10})
    assert empty.apply(A("settlement", 6)).tokens[RED] == 10


def test_CBA_15_7_15_7a_15_7b_one_token_action_per_turn_priced_by_points():
    # Rules: CBA-15.7, CBA-15.7a, CBA-15.7b
    s = position(2, active="Red", barbarians={"H3": 1}, cities={"I29": "Blue"}, hands={"Blue": "ore"})
    from rulebook.barbarian_attack.queries import token_price
    assert token_price(s, RED) == 1 and token_price(s, BLUE) == 2
    t = s.apply(A("drive_off", 3, 0))
    assert t.tokens[RED] == 4 and not t.explain(A("forced_trade")).legal
    assert "CBA-15.7" in t.explain(A("forced_trade")).rule_ids


def test_CBA_15_8_15_8a_15_9_15_9a_token_actions():
    # Rules: CBA-15.8, CBA-15.8a, CBA-15.9, CBA-15.9a
    s = position(2, active="Red", hands={"Red": "ore", "Blue": "2 brick wool"}, barbarians={"H12": 3})
    t = s.apply(A("forced_trade"))
    assert t.phase == M.FORCED_TAKE and t.ctx == (2,)
    t = t.apply(A("take", "brick")).apply(A("take", "wool"))
    t = t.apply(A("give_back", "ore")).apply(A("give_back", "wool"))
    assert (Q.hand_size(t, RED), Q.hand_size(t, BLUE)) == (1, 3) and t.phase == M.MAIN
    d = s.apply(A("drive_off", 12, 7))
    assert (d.barbarians("H12"), d.barbarians("H7"), d.is_conquered("H12")) == (2, 1, False)
    assert not s.explain(A("drive_off", 7, 12)).legal


def test_CBA_15_10_15_10a_15_11_15_11a_15_12_foreign_knights():
    # Rules: CBA-15.10, CBA-15.10a, CBA-15.11, CBA-15.11a, CBA-15.12
    s = position(2, active="Red", hands={"Red": "wool grain ore 2 grain"}, draw_pile=(14, 0, 0, 0))
    t = s.apply(A("buy_card")).apply(A("card", "knighthood")).apply(A("place_knight", 55))
    assert A("no_foreign_knight") in t.legal_actions()
    t = t.apply(A("foreign_knight", 56)).apply(A("finish_building"))
    assert not t.explain(A("end_moves")).legal
    t = t.apply(A("move", 55, 54)).apply(A("move_far", 56, 45))
    assert t.knight_at("P45") == "Foreign" and t.hands[RED][M.GRAIN] == 1, "the active player pays the foreign grain"
    once = position(2, active="Red", hands={"Red": "wool grain ore"}, draw_pile=(14, 0, 0, 0), edition="2025")
    o = once.apply(A("buy_card")).apply(A("card", "knighthood")).apply(A("place_knight", 55))
    assert A("no_foreign_knight") not in o.legal_actions(), "2025: the single foreign knight must enter"


def test_CBA_15_13_15_13a_15_14_15_15_15_18_15_18a_foreign_rolls_prisoners_and_pay():
    # Rules: CBA-15.13, CBA-15.13a, CBA-15.14, CBA-15.15, CBA-15.18, CBA-15.18a
    s = position(2, active="Red", barbarians={"H0": 2}, knights={"P0": "Red", "P1": "Foreign", "P6": "Foreign"})
    t = s.apply(A("finish_building")).apply(A("end_moves"))
    assert (t.prisoners[RED], t.lost_prisoners) == (1, 1), "one each: the foreign one leaves play"
    t = t.apply(A("castle_die", 3))   # vertical: P6 (foreign) never falls
    assert t.knight_at("P6") == "Foreign"
    duel = position(2, active="Red", barbarians={"H0": 1}, knights={"P0": "Red", "P1": "Foreign"})
    r = duel.apply(A("finish_building")).apply(A("end_moves"))
    assert r.phase == M.ROLLOFF and r.phase_details()["rolling"] == ("Red", "Foreign"), "only Red rolls; foreign is 3"
    r = r.apply(A("rolloff", 3))
    assert r.phase == M.ROLLOFF and r.phase_details()["rolls"] == (), "a tie with the foreign 3 is rolled again"
    lost = r.apply(A("rolloff", 2))
    assert (lost.lost_prisoners, lost.gold[RED], lost.tokens[RED]) == (1, 3, 5), "classic: 3 gold"
    modern = position(2, active="Red", barbarians={"H0": 1}, knights={"P0": "Red", "P1": "Foreign"}, edition="2025")
    m = modern.apply(A("finish_building")).apply(A("end_moves")).apply(A("rolloff", 1))
    assert (m.gold[RED], m.tokens[RED], m.gold) == (2, 6, (2, 0)), "2025: 2 gold and a token; foreign gets none"


def test_CBA_15_16_15_16a_15_17_double_landing_and_casualty_pay():
    # Rules: CBA-15.16, CBA-15.16a, CBA-15.17
    s = position(2, active="Red", roads={"P46": "Red", "P20": "Neutral White", "P27": "Neutral White"},
                 hands={"Red": SETTLE})
    t = s.apply(A("settlement", 36)).apply(A("neutral_settlement", 2, 23))
    for total in (5, 9, 2, 5, 6, 11):
        t = t.apply(A("landing", total))
    assert t.landings == 2 and t.barb[15] == 2
    fight = position(2, active="Red", barbarians={"H12": 1}, knights={"P54": "Red", "P49": "Red"})
    f = fight.apply(A("finish_building")).apply(A("end_moves")).apply(A("castle_die", 2))
    assert (f.gold[RED], f.tokens[RED]) == (2, 6)


def test_two_player_random_games_finish():
    for seed in range(2):
        s, rng = ba.new_game(players=2, seed=seed), random.Random(seed)
        bot = ba.BOTS["random"]()
        for _ in range(ba.MAX_PLIES * 3):
            if s.is_terminal():
                break
            s = s.apply(sample_outcome(s.chance_outcomes(), rng) if s.current_player == CHANCE
                        else bot.choose(s, rng))
        assert s.is_terminal()


# --- Event Cards ---------------------------------------------------------------------------------------------------

def test_CBA_16_1_16_1a_event_cards_replace_the_roll_and_the_deck_reshuffles_at_five():
    # Rules: CBA-16.1, CBA-16.1a
    s = position(active="Red", phase="event card", event_cards=True, settlements={"I29": "Red"})
    odds = dict((a.args[0], p) for a, p in s.chance_outcomes())
    assert sum(s.cfg.cards.event_counts) == 36 and odds["7-robber-attacks"] == pytest.approx(6 / 36)
    t = s.apply(A("event", "9"))
    assert t.hands[RED][M.RES_INDEX["ore"]] == 1, "the number on the card produces (H13, mountains)"
    nearly = position(**{**position_args(t), "phase": "event card", "event_pile": {"12": 1}, "turn": t.turn + 1})
    odds = dict((a.args[0], p) for a, p in nearly.chance_outcomes())
    assert odds["7-robber-attacks"] == pytest.approx(6 / 36), "New Year: the whole deck again"


def test_CBA_16_2_16_3_16_4_16_4a_16_5_the_three_scenario_events():
    # Rules: CBA-16.2, CBA-16.3, CBA-16.4, CBA-16.4a, CBA-16.5
    s = position(active="Red", phase="event card", event_cards=True, hands={"Red": "8 ore"})
    assert s.apply(A("event", "7-robber-attacks")).phase == M.DISCARD
    assert s.apply(A("event", "4-robber-flees")).hands == s.hands
    foreign_only = position(active="Red", phase="event card", event_cards=True, knights={}, hands={"Blue": "ore"})
    assert foreign_only.apply(A("event", "3-conflict")).phase == M.MAIN, "no knights: nothing happens"
    lead = position(active="Red", phase="event card", event_cards=True, knights={"P0": "White"}, hands={"Blue": "ore"})
    c = lead.apply(A("event", "3-conflict"))
    assert (c.phase, c.to_move) == (M.STEAL_CHOICE, WHITE), "the leader draws even in another player's turn"
    build = position(active="Red", event_cards=True, roads={"P46": "Red"}, hands={"Red": SETTLE})
    assert build.apply(A("settlement", 36)).phase == M.LANDING, "landings still roll dice"
    assert G.NUMBER_TO_COASTAL[4] == 12


def test_CBA_14_9_a_drive_off_that_liberates_the_winning_building_ends_the_game():
    eleven = {"cities": dict.fromkeys(("I8", "I19", "I29", "I31"), "Red"), "settlements": {"I22": "Red", "I0": "Red"}}
    s = position(2, active="Red", phase="before the roll", turn=2, conquered=["H0"], **eleven, prisoners={"Red": 4})
    assert s.vp(RED) == 11
    t = s.apply(A("drive_off", 0, 1))
    assert t.winners() == (RED,), "I0 stands up again: 12 VP in Red's own turn"
