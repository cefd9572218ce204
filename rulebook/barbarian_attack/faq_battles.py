"""FAQ scripts 17-24: battle order, victories, prisoners, roll-offs, casualties, prisoner points."""

from __future__ import annotations

from rulebook.core import Scenario

from . import model as M
from .actions import A
from .faq_tools import new_entries, roll
from .positions import BLUE, RED, WHITE, position


def to_battles(sc: Scenario) -> object:
    """From phase 2 of the active player: end building and knight movement, so the battles start."""
    sc.do(A("finish_building"))
    if sc.state.phase == M.KNIGHTS:
        sc.do(A("end_moves"))
    return sc.state


def battle_checks(entries: tuple) -> list[str]:
    """The log lines of hex checks: victories and 'no battle' lines, in order."""
    return [e.text for e in entries if e.text.startswith("H") and ("no battle" in e.text or " beat " in e.text)]


def faq_17() -> Scenario:
    s = position(seat=RED, barb={12: 1, 17: 1}, knights={41: RED, 54: RED, 68: RED, 69: RED})
    sc = Scenario(s)
    t = to_battles(sc)
    sc.check("H12 is resolved first: its casualty roll comes before any other hex", M.CASUALTY, t.phase)
    sc.check("H12's prisoner is taken", 1, t.prisoners[RED])
    sc.do(A("castle_die", 3))
    t = sc.do(A("castle_die", 3), "H17 last: its casualty roll ends the turn")
    lines = battle_checks(new_entries(s, t))
    sc.check("10 hexes checked", 10, len(lines))
    sc.check("2 victories", 2, sum(" beat " in x for x in lines))
    sc.check("8 'no battle'", 8, sum("no battle" in x for x in lines))
    sc.check("the first check is H12, the last H17", ("H12", "H17"), (lines[0][:3], lines[-1][:3]))
    return sc


def _faq18_position(**options) -> object:
    return position(seat=RED, barb={12: 2, 7: 1}, knights={40: RED, 49: RED, 54: RED, 33: BLUE}, **options)


def faq_18() -> Scenario:
    s = _faq18_position()
    sc = Scenario(s)
    t = to_battles(sc)
    sc.check("A1: at H12 K = 3 > 2, Red takes 2 prisoners", 2, t.prisoners[RED])
    t = sc.do(A("castle_die", 3), "A2: casualty die 3 at H12")
    sc.check("A2: die 3 = vertical: Red's P49 knight is removed", -1, t.knight[49])
    sc.check("A2: Red gets 3 gold", 3, t.gold[RED])
    roll(sc, "rolloff", 6, 4)
    t = sc.state
    sc.check("A3: roll-off 6 to 4 gives Red the H7 prisoner", 3, t.prisoners[RED])
    sc.check("A3: Blue gets 3 gold", 3, t.gold[BLUE])
    t = sc.do(A("castle_die", 4), "A4: casualty die 4 at H7")
    sc.check("A4: die 4 = slash (classic): Red's P40 knight is removed, +3 gold", (-1, 6), (t.knight[40], t.gold[RED]))
    sc.check("A5: Red has 3 prisoners (1 VP), 6 gold, a knight on P54", (3, 1, 6, RED),
             (t.prisoners[RED], t.prisoners[RED] // 2, t.gold[RED], t.knight[54]))
    sc.check("A5: Blue has 3 gold and a knight on P33", (3, BLUE), (t.gold[BLUE], t.knight[33]))
    sc.at(s)
    to_battles(sc)
    t = sc.do(A("castle_die", 1), "B: casualty die 1 at H12")
    sc.check("B: die 1 = slash: Red's P40 knight is removed at H12", -1, t.knight[40])
    sc.check("B: at H7 only Blue's P33 remains: 1 is not > 1, no victory, no roll", (1, 0),
             (t.barb[7], t.prisoners[BLUE]))
    sc.check("B: the turn went on to the next player without another roll", BLUE, t.seat)
    s25 = _faq18_position(edition="2025")
    sc.at(s25)
    to_battles(sc)
    sc.do(A("castle_die", 3))
    roll(sc, "rolloff", 6, 4)
    t = sc.do(A("castle_die", 4), "2025: casualty die 4 at H7")
    sc.check("2025: die 4 = vertical: Blue's P33 knight is removed (Blue +3 gold)", (-1, 6, RED),
             (t.knight[33], t.gold[BLUE], t.knight[40]))
    return sc


def faq_19() -> Scenario:
    knights = {0: RED, 1: RED, 10: BLUE, 18: BLUE, 38: WHITE, 32: WHITE, 48: WHITE}
    s = position(seat=RED, barb={0: 1, 3: 2}, knights=knights)
    sc = Scenario(s)
    t = to_battles(sc)
    sc.check("H0: victory, Red takes 1 prisoner", 1, t.prisoners[RED])
    sc.check("H0: a casualty roll follows", M.CASUALTY, t.phase)
    lines = battle_checks(new_entries(s, t))
    sc.check("H3: 2 knights are not more than 2 barbarians: nothing happens", True,
             any(x.startswith("H3(9): 2 knight(s) do not outnumber 2") for x in lines))
    sc.check("H3 keeps its barbarians and Blue gets nothing", (2, 0), (t.barb[3], t.prisoners[BLUE]))
    t = sc.do(A("castle_die", 2))
    lines = battle_checks(new_entries(s, t))
    sc.check("H11: no barbarians, no battle and no roll", True, "H11(11): no barbarians, no battle" in lines)
    return sc


def _h15(barb: int, knights: dict[int, int]) -> object:
    return position(seat=RED, barb={15: barb}, knights=knights)


def faq_20() -> Scenario:
    sc = Scenario(_h15(3, {61: RED, 60: RED, 52: RED, 46: BLUE}))
    t = to_battles(sc)
    sc.check("A: Red 1 + leftover 1 = 2 prisoners, Blue 1", (2, 1), (t.prisoners[RED], t.prisoners[BLUE]))
    sc.check("A: no gold", (0, 0), (t.gold[RED], t.gold[BLUE]))
    sc.at(_h15(3, {61: RED, 60: RED, 46: BLUE, 47: BLUE}))
    to_battles(sc)
    t = roll(sc, "rolloff", 2, 5)
    sc.check("B: roll-off Red 2, Blue 5: Blue takes 2 prisoners", 2, t.prisoners[BLUE])
    sc.check("B: Red takes 1 prisoner and 3 gold", (1, 3), (t.prisoners[RED], t.gold[RED]))
    sc.at(_h15(2, {61: RED, 60: RED, 52: RED}))
    t = to_battles(sc)
    sc.check("C: Red alone takes both prisoners", 2, t.prisoners[RED])
    return sc


def faq_21() -> Scenario:
    three = {61: RED, 60: BLUE, 52: WHITE}
    sc = Scenario(_h15(2, three))
    to_battles(sc)
    t = roll(sc, "rolloff", 6, 3, 3, 2, 5)
    sc.check("A: Red 1, White 1 prisoner", (1, 1), (t.prisoners[RED], t.prisoners[WHITE]))
    sc.check("A: Blue 3 gold", (0, 3), (t.prisoners[BLUE], t.gold[BLUE]))
    sc.at(_h15(2, three))
    to_battles(sc)
    t = roll(sc, "rolloff", 4, 4, 1)
    sc.check("B: Red 1 and Blue 1 prisoner (their tie decides nothing)", (1, 1), (t.prisoners[RED], t.prisoners[BLUE]))
    sc.check("B: White 3 gold", (0, 3), (t.prisoners[WHITE], t.gold[WHITE]))
    sc.at(_h15(1, {61: RED, 60: BLUE}))
    to_battles(sc)
    t = roll(sc, "rolloff", 1, 6)
    sc.check("C: Blue 1 prisoner, Red 3 gold", (1, 0, 3), (t.prisoners[BLUE], t.prisoners[RED], t.gold[RED]))
    return sc


ELEVEN = {8: (RED, 2), 19: (RED, 2), 29: (RED, 2), 31: (RED, 2), 45: RED, 22: RED, 43: RED}
"""Red buildings worth 11 VP, none on a harbour."""


def faq_22() -> Scenario:
    s = position(seat=BLUE, buildings=ELEVEN, prisoners={RED: 1})
    sc = Scenario(s)
    sc.check("1 prisoner: Red has 11 VP, not 11.5", 11, s.vp(RED))
    sc.check("2 prisoners: 12 VP", 12, position(seat=BLUE, buildings=ELEVEN, prisoners={RED: 2}).vp(RED))
    sc.check("3 prisoners: still 12 VP", 12, position(seat=BLUE, buildings=ELEVEN, prisoners={RED: 3}).vp(RED))
    return sc


def _faq23(**options) -> object:
    return position(seat=RED, barb={18: 1}, knights={59: RED, 64: RED, 61: RED}, **options)


def faq_23() -> Scenario:
    s = _faq23()
    sc = Scenario(s)
    t = to_battles(sc)
    sc.check("Red wins 1 prisoner", 1, t.prisoners[RED])
    t = sc.do(A("castle_die", 1))
    sc.check("die 1 = slash: P59 is removed and Red gets 3 gold", (-1, 3), (t.knight[59], t.gold[RED]))
    sc.check("P61 (same orientation, not involved) and P64 stay", (RED, RED), (t.knight[61], t.knight[64]))
    sc.at(s)
    to_battles(sc)
    t = sc.do(A("castle_die", 4), "classic: die 4")
    sc.check("classic die 4 = slash: P59 removed", (-1, RED), (t.knight[59], t.knight[64]))
    sc.at(_faq23(edition="2025"))
    to_battles(sc)
    t = sc.do(A("castle_die", 4), "2025: die 4")
    sc.check("2025 die 4 = vertical: P64 removed", (RED, -1), (t.knight[59], t.knight[64]))
    return sc


def faq_24() -> Scenario:
    s = position(seat=RED, barb={12: 1, 15: 1}, knights={41: RED, 54: RED, 61: RED})
    sc = Scenario(s)
    to_battles(sc)
    sc.illegal(A("move", 41, 60), cites=("CBA-13.3",), label="moving P41 -> P60 after the H12 battle")
    t = sc.do(A("castle_die", 3))
    sc.check("H15 is checked with the knights already there: 1 against 1, no victory", (1, 0, RED),
             (t.barb[15], t.prisoners[RED] - 1, t.knight[61]))
    return sc
