"""FAQ scripts 1-10: landings, conquest, conquered buildings and liberation."""

from __future__ import annotations

from rulebook.core import Scenario

from . import model as M
from .actions import A
from .faq_tools import barbarians, building_down, conquered, count_text, new_entries, res, resource_of, roll
from .positions import BLUE, RED, WHITE, later_turn, position

SETTLE_COST = "brick lumber wool grain"


def faq_1() -> Scenario:
    s = position(seat=WHITE, barb={3: 2, 1: 3}, supply=20, buildings={11: RED, 12: BLUE}, roads={46: WHITE},
                 hands={WHITE: SETTLE_COST})
    sc = Scenario(s)
    sc.check("Red's I11 settlement is worth 1 VP before the landing", 1, s.vp(RED))
    sc.check("Red may use the harbour on P18 before the landing", (8,), M.harbours_of(s, RED))
    sc.do(A("settlement", 36), "White builds a settlement on I36")
    roll(sc, "landing", 3, 9, 8)
    t = sc.state
    sc.check("H0 (3) after the landing", 1, t.barb[0])
    sc.check("H3 (9) after the landing", 3, t.barb[3])
    sc.check("H3 is conquered (token face down)", True, conquered(t, 3))
    sc.check("H1 (8) stays at 3: nothing placed", 3, t.barb[1])
    sc.check("barbarian supply", 18, t.barb_supply)
    sc.check("Red's I11 settlement is conquered", True, building_down(t, 11))
    sc.check("Red's VP after the landing (one less)", 0, t.vp(RED))
    sc.check("Red's harbours after the landing (P18 unusable)", (), M.harbours_of(t, RED))
    sc.check("Blue's I12 settlement is unaffected", False, building_down(t, 12))
    sc.check("no fourth roll: White is back in phase 2", (M.MAIN, WHITE), (t.phase, t.to_move))
    return sc


def faq_2() -> Scenario:
    s = position(seat=RED, buildings={}, roads={46: RED}, hands={RED: SETTLE_COST})
    sc = Scenario(s)
    sc.do(A("settlement", 36))
    before = sc.state
    roll(sc, "landing", 7, 5, 5, 7, 11, 2)
    t = sc.state
    sc.check("one barbarian each on H15 (5), H11 (11), H18 (2)", (1, 1, 1), barbarians(t, 15, 11, 18))
    sc.check("rolls rejected (two 7s and a repeated 5)", 3, count_text(new_entries(before, t), "rolled again"))
    sc.check("the landing is over", M.MAIN, t.phase)
    s2 = position(seat=RED, barb={1: 3}, roads={46: RED}, hands={RED: SETTLE_COST})
    sc.at(s2)
    sc.do(A("settlement", 36))
    before = sc.state
    roll(sc, "landing", 8, 8, 6, 4)
    t = sc.state
    sc.check("scenario B: 8 places nothing on conquered H1", 3, t.barb[1])
    sc.check("scenario B: the second 8 is rejected", 1, count_text(new_entries(before, t), "rolled again"))
    sc.check("scenario B: H17 (6) and H12 (4) get one each", (1, 1), barbarians(t, 17, 12))
    return sc


def faq_3() -> Scenario:
    s = position(seat=RED, barb={1: 3}, supply=10, roads={46: RED}, hands={RED: SETTLE_COST})
    sc = Scenario(s)
    sc.do(A("settlement", 36))
    roll(sc, "landing", 8, 4, 10)
    t = sc.state
    sc.check("H1 stays at 3", 3, t.barb[1])
    sc.check("H12 (4) +1 and H6 (10) +1", (1, 1), barbarians(t, 12, 6))
    sc.check("supply", 8, t.barb_supply)
    sc.check("three results, landing over", M.MAIN, t.phase)
    return sc


def faq_4() -> Scenario:
    s = position(seat=RED, barb={18: 1}, supply=1, buildings={29: RED}, hands={RED: "2 grain 3 ore"})
    sc = Scenario(s)
    sc.do(A("city", 29), "Red upgrades I29")
    roll(sc, "landing", 12)
    t = sc.state
    sc.check("scenario A: H7 +1", 1, t.barb[7])
    sc.check("scenario A: supply empty", 0, t.barb_supply)
    sc.check("scenario A: the landing ends after one roll", M.MAIN, t.phase)
    s2 = position(seat=BLUE, barb={0: 3}, supply=0, roads={46: BLUE}, hands={BLUE: SETTLE_COST})
    sc.at(s2)
    t = sc.do(A("settlement", 36), "Blue builds with an empty supply")
    sc.check("scenario B: no roll, straight back to phase 2", M.MAIN, t.phase)
    sc.check("scenario B: no landing counted", 0, t.landings)
    sc.check("scenario B: board unchanged", s2.barb, t.barb)
    s3 = position(seat=RED, barb={1: 3}, supply=1, roads={46: RED}, hands={RED: SETTLE_COST})
    sc.at(s3)
    sc.do(A("settlement", 36))
    roll(sc, "landing", 8, 3)
    t = sc.state
    sc.check("scenario C: 8 places nothing", 3, t.barb[1])
    sc.check("scenario C: the last barbarian lands on H0", (1, 0), (t.barb[0], t.barb_supply))
    sc.check("scenario C: the landing ends", M.MAIN, t.phase)
    return sc


def faq_5() -> Scenario:
    s = position(seat=RED, barb={17: 3}, buildings={44: BLUE, 29: (RED, 2)}, phase=M.ROLL,
                 hands={RED: SETTLE_COST}, roads={46: RED})
    sc = Scenario(s)
    t = sc.do(A("roll", 6), "a production 6")
    kind = resource_of(t, 8)
    sc.check(f"Red receives 2 {kind} from H8 (inner 6)", 2, res(t, RED, kind) - res(s, RED, kind))
    sc.check("Blue receives nothing from conquered H17", 0, M.hand_size(t, BLUE))
    sc.do(A("settlement", 36))
    roll(sc, "landing", 6, 5, 9)
    sc.check("a later landing result of 6 places nothing on H17", 3, sc.state.barb[17])
    return sc


def faq_6() -> Scenario:
    s = position(seat=RED, barb={18: 3}, buildings={41: RED}, roads={60: RED},
                 hands={RED: "3 brick 3 lumber wool 3 grain 3 ore"})
    sc = Scenario(s)
    sc.illegal(A("road", 65), cites=("CBA-8.3",), label="road on P65 (a sea side of conquered H18)")
    sc.do(A("road", 61), "road on P61 (a sea side of H15, joining P60 at I46)")
    sc.legal(A("settlement", 42), "settlement on I42 (H15 only)")
    sc.illegal(A("city", 41), cites=("CBA-8.7",), label="city upgrade on I41 next to conquered H18")
    sc.check("P60 still counts: Red's road is P60 + P61", 2, sc.state.road_len[RED])
    return sc


def faq_7() -> Scenario:
    red = {38: RED, 29: (RED, 2), 31: (RED, 2), 45: RED}
    s = position(seat=BLUE, barb={12: 2}, buildings=red, roads={3: BLUE}, hands={BLUE: SETTLE_COST,
                                                                                 RED: "3 grain"})
    sc = Scenario(s)
    sc.check("Red starts with 6 VP", 6, s.vp(RED))
    sc.check("the harbour on P49 is grain 2:1 and Red may use it", ("grain", True),
             (s.cfg.harbours[7], 7 in M.harbours_of(s, RED)))
    sc.do(A("settlement", 5), "Blue builds on I5")
    roll(sc, "landing", 4, 5, 6)
    t = sc.state
    sc.check("H12 is conquered", True, conquered(t, 12))
    sc.check("Red has 5 VP after the landing", 5, t.vp(RED))
    sc.check("Red's grain rate is back to 4:1", 4, M.trade_rate(t, RED, M.RES_INDEX["grain"]))
    turn = later_turn(t, RED)
    sc.at(turn)
    sc.illegal(A("bank_trade", "grain", "ore"), cites=("CBA-7.5",), label="Red trades grain at the grain harbour")
    knights = {40: RED, 41: RED, 49: RED, 54: RED}
    fight = position(seat=RED, barb={12: 3}, buildings=red, knights=knights, hands={RED: "3 grain"})
    sc.at(fight)
    sc.do(A("finish_building"))
    t = sc.do(A("end_moves"), "phase 4 begins")
    sc.check("Red takes 3 prisoners (sole faction)", 3, t.prisoners[RED])
    sc.check("H12 is liberated", False, conquered(t, 12))
    sc.check("the I38 settlement stands up", False, building_down(t, 38))
    sc.check("Red has 6 VP + 1 VP for prisoners", 7, t.vp(RED))
    sc.check("the grain harbour works again", 2, M.trade_rate(t, RED, M.RES_INDEX["grain"]))
    sc.check("then the casualty roll follows", M.CASUALTY, t.phase)
    return sc


def faq_8() -> Scenario:
    s = position(seat=RED, barb={12: 3}, buildings={43: RED}, phase=M.ROLL)
    sc = Scenario(s)
    sc.check("scenario A: Red's I43 settlement stays upright", False, building_down(s, 43))
    sc.check("scenario A: it is worth 1 VP", 1, s.vp(RED))
    t = sc.do(A("roll", 4))
    sc.check("scenario A: a roll of 4 gives it nothing", 0, M.hand_size(t, RED))
    s2 = position(seat=RED, barb={6: 3}, buildings={10: (BLUE, 2)})
    sc.at(s2)
    sc.check("scenario B: Blue's I10 city keeps 2 VP", 2, s2.vp(BLUE))
    sc.check("scenario B: Blue can still use harbour 2 (P17)", True, 2 in M.harbours_of(s2, BLUE))
    return sc


def faq_9() -> Scenario:
    s = position(seat=RED, barb={3: 3, 7: 1}, buildings={16: RED}, roads={46: RED, 61: RED}, phase=M.ROLL,
                 hands={RED: "2 brick 2 lumber 2 wool 2 grain"})
    sc = Scenario(s)
    sc.check("I16 is not conquered (H7 is free)", False, building_down(s, 16))
    t = sc.do(A("roll", 12))
    kind = resource_of(t, 7)
    sc.check(f"a production 12 gives Red 1 {kind} from H7", 1, res(t, RED, kind) - res(s, RED, kind))
    sc.do(A("settlement", 36))
    roll(sc, "landing", 12, 5, 6)
    before = sc.state.vp(RED)
    sc.do(A("settlement", 42))
    roll(sc, "landing", 12, 5, 6)
    t = sc.state
    sc.check("H7 reaches 3", 3, t.barb[7])
    sc.check("the I16 settlement becomes conquered", True, building_down(t, 16))
    sc.check("Red's VP: +1 for the new settlement, -1 for I16", before, t.vp(RED))
    return sc


def faq_10() -> Scenario:
    knights = {61: RED, 60: RED, 52: RED, 46: RED}
    s = position(seat=RED, barb={15: 3}, knights=knights, roads={3: BLUE}, hands={BLUE: SETTLE_COST})
    sc = Scenario(s)
    sc.do(A("finish_building"))
    t = sc.do(A("end_moves"))
    sc.check("H15 goes to 0", 0, t.barb[15])
    sc.check("its token turns face up", False, conquered(t, 15))
    sc.do(A("castle_die", 2))
    sc.do(A("roll", 12), "Blue's production roll")
    sc.do(A("settlement", 5), "Blue builds a settlement")
    roll(sc, "landing", 5, 3, 9)
    sc.check("the landing hits H15 (5), H0 (3), H3 (9)", (1, 1, 1), barbarians(sc.state, 15, 0, 3))
    sc.check("Red kept the 3 barbarians of H15 as prisoners", 3, sc.state.prisoners[RED])
    return sc

