"""Victory points and winning (CBA-14), and the Harbormaster combination (CBA-17)."""

from __future__ import annotations

from ba_helpers import RED

from rulebook.barbarian_attack import pieces as M
from rulebook.barbarian_attack import queries as Q
from rulebook.barbarian_attack.pieces import A
from rulebook.barbarian_attack.positions import position
from rulebook.barbarian_attack.teaching.faq_battles import ELEVEN

SETTLE = "brick lumber wool grain"


def test_CBA_14_1_14_2_14_3_14_3a_14_4_the_points():
    # Rules: CBA-14.1, CBA-14.2, CBA-14.3, CBA-14.3a, CBA-14.4
    s = position(active="Blue", conquered=["H12"], settlements={"I29": "Red"}, cities={"I31": "Red", "I38": "Red"},
                 prisoners={"Red": 5}, roads=dict.fromkeys(("P71", "P70", "P69", "P68", "P67"), "Red"))
    assert s.longest_road_holder == "Red"
    assert s.vp(RED) == 1 + 2 + 0 + 2 + 2, "settlement, city, fallen city, Longest Road, 5 // 2 prisoners"
    assert s.scores() == (7, 0, 0)


def test_CBA_14_5_target_is_an_option():
    s = position(active="Red", settlements={"I29": "Red"}, cities={"I19": "Red"}, roads={"P46": "Red"},
                 hands={"Red": SETTLE}, victory_target=4)
    t = s.apply(A("settlement", 36))
    assert t.winners() == (RED,) and t.cfg.target == 4


def test_CBA_14_6_14_8_only_the_active_player_wins_before_the_landing_unless_the_option_says_otherwise():
    # Rules: CBA-14.6, CBA-14.8
    s = position(active="Red", **ELEVEN, prisoners={"Red": 1}, roads={"P71": "Red"}, hands={"Red": SETTLE})
    assert s.apply(A("settlement", 50)).is_terminal()
    late = position(active="Red", **ELEVEN, prisoners={"Red": 1}, roads={"P71": "Red"}, hands={"Red": SETTLE},
                    barbarians={"H18": 2}, victory_check_before_landing=False)
    t = late.apply(A("settlement", 50))
    assert t.phase == M.LANDING, "the landing comes first"
    for total in (2, 3, 4):
        t = t.apply(A("landing", total))
    assert not t.is_terminal() and t.vp(RED) == 11, "H18 fell and took the new settlement with it"


def test_CBA_14_7_13_6a_a_win_in_battle_stops_the_battle_phase():
    # Rules: CBA-14.7, CBA-13.6a
    s = position(active="Red", barbarians={"H12": 1, "H18": 1}, **ELEVEN, prisoners={"Red": 1},
                 knights=dict.fromkeys(("P41", "P54", "P64", "P59"), "Red"))
    t = s.apply(A("finish_building")).apply(A("end_moves"))
    assert t.is_terminal() and t.winners() == (RED,)
    assert t.barb[18] == 1 and t.prisoners[RED] == 2, "H18 is never checked"


def test_CBA_14_9_14_10_a_player_who_got_there_in_another_turn_wins_at_the_start_of_their_own():
    # Rules: CBA-14.9, CBA-14.10
    s = position(active="White", **ELEVEN, prisoners={"Red": 2})
    assert s.vp(RED) == 12 and not s.is_terminal()
    t = s.apply(A("finish_building"))
    assert t.winners() == (RED,) and t.turn == s.turn + 1
    assert "CBA-14.10" in t.log[-1].rule_ids


def test_CBA_17_1_17_2_17_3_harbormaster():
    # Rules: CBA-17.1, CBA-17.2, CBA-17.3
    s = position(active="Red", settlements={"I0": "Blue"}, cities={"I38": "Red"}, roads={"P4": "Red"},
                 hands={"Red": SETTLE}, harbormaster=True)
    assert s.cfg.target == 13 and s.hm_holder == -1, "2 harbour points are not enough"
    t = s.apply(A("settlement", 5))
    assert (t.hm_holder, t.vp(RED)) == (RED, 2 + 1 + 2)
    down = position(active="Red", barbarians={"H12": 3}, settlements={"I5": "Red"}, cities={"I38": "Red"},
                    harbormaster=True)
    assert (Q.harbour_points(down, RED), down.hm_holder) == (1, -1), "a conquered city gives no harbour points"
    rival = position(active="Blue", settlements={"I5": "Red", "I11": "Blue"}, cities={"I38": "Red", "I0": "Blue"},
                     harbormaster=True)
    assert rival.hm_holder == -1, "3 against 3: no single leader"
