"""FAQ cases 17-24: battle order, victories, prisoners, roll-offs, casualties, prisoner points (CBA-13, CBA-14.3)."""

from __future__ import annotations

from rulebook.core import Scenario, faq_case

from ..pieces import A, actions
from ..positions import position


def to_battles(sc: Scenario) -> object:
    """From phase 2 of the active player: end building and knight movement, so the battles start."""
    sc.do(A("finish_building"))
    if sc.state.phase_name == "knight movement":
        sc.do(A("end_moves"))
    return sc.state


def battle_checks(entries: tuple) -> list[str]:
    """The log lines of hex checks: victories and 'no battle' lines, in order."""
    return [e.text for e in entries if e.text.startswith("H") and ("no battle" in e.text or " beat " in e.text)]


@faq_case("CBA-FAQ-17", "Battle order: from the 4 left of the castle, clockwise",
          question="In what order are the battles fought?",
          ruling="H12(4), H7(12), H3(9), H0(3), H1(8), H6(10), H11(11), H15(5), H18(2), H17(6).",
          rules=("CBA-13.2", "CBA-13.2a", "CBA-13.3"), provenance="seed")
def battle_order() -> Scenario:
    """Red's knights win at H12 and at H17, the first and the last hex of the battle order."""
    s = position(active="Red", barbarians={"H12": 1, "H17": 1},
                 knights={"P41": "Red", "P54": "Red", "P68": "Red", "P69": "Red"})
    sc = Scenario(s)
    t = to_battles(sc)
    sc.check("H12 is resolved first: its casualty roll comes before any other hex", "battles: casualty die",
             t.phase_name)
    sc.check("H12's prisoner is taken", 1, t.prisoners_of("Red"))
    sc.do(A("castle_die", 3))
    t = sc.do(A("castle_die", 3), "H17 last: its casualty roll ends the turn")
    lines = battle_checks(t.log_since(s))
    sc.check("10 hexes checked", 10, len(lines))
    sc.check("2 victories", 2, sum(" beat " in x for x in lines))
    sc.check("8 'no battle'", 8, sum("no battle" in x for x in lines))
    sc.check("the first check is H12, the last H17", ("H12", "H17"), (lines[0][:3], lines[-1][:3]))
    return sc


def _faq18_position(**options) -> object:
    return position(active="Red", barbarians={"H12": 2, "H7": 1},
                    knights={"P40": "Red", "P49": "Red", "P54": "Red", "P33": "Blue"}, **options)


@faq_case("CBA-FAQ-18", "Losses are immediate; survivors fight on",
          question="Does a knight between two coastal hexes fight twice, and what if it falls in the first battle?",
          ruling="Casualties leave before the next hex is checked; knights that survive stay and may count again.",
          rules=("CBA-13.3", "CBA-13.14", "CBA-13.15", "CBA-13.17"), provenance="sourced")
def losses_are_immediate() -> Scenario:
    """Red's three knights at H12 (P40 also borders H7, where Blue's P33 stands): the casualty dice decide."""
    s = _faq18_position()
    sc = Scenario(s)
    t = to_battles(sc)
    sc.check("A1: at H12 K = 3 > 2, Red takes 2 prisoners", 2, t.prisoners_of("Red"))
    t = sc.do(A("castle_die", 3), "A2: casualty die 3 at H12")
    sc.check("A2: die 3 = vertical: Red's P49 knight is removed", None, t.knight_at("P49"))
    sc.check("A2: Red gets 3 gold", 3, t.gold_of("Red"))
    t = sc.do_all(actions("rolloff", 6, 4))
    sc.check("A3: roll-off 6 to 4 gives Red the H7 prisoner", 3, t.prisoners_of("Red"))
    sc.check("A3: Blue gets 3 gold", 3, t.gold_of("Blue"))
    t = sc.do(A("castle_die", 4), "A4: casualty die 4 at H7")
    sc.check("A4: die 4 = slash (classic): Red's P40 knight is removed, +3 gold", (None, 6),
             (t.knight_at("P40"), t.gold_of("Red")))
    sc.check("A5: Red has 3 prisoners (1 VP), 6 gold, a knight on P54", (3, 1, 6, "Red"),
             (t.prisoners_of("Red"), t.prisoners_of("Red") // 2, t.gold_of("Red"), t.knight_at("P54")))
    sc.check("A5: Blue has 3 gold and a knight on P33", (3, "Blue"), (t.gold_of("Blue"), t.knight_at("P33")))
    sc.at(s)
    to_battles(sc)
    t = sc.do(A("castle_die", 1), "B: casualty die 1 at H12")
    sc.check("B: die 1 = slash: Red's P40 knight is removed at H12", None, t.knight_at("P40"))
    sc.check("B: at H7 only Blue's P33 remains: 1 is not > 1, no victory, no roll", (1, 0),
             (t.barbarians("H7"), t.prisoners_of("Blue")))
    sc.check("B: the turn went on to the next player without another roll", "Blue", t.active)
    s25 = _faq18_position(edition="2025")
    sc.at(s25)
    to_battles(sc)
    sc.do(A("castle_die", 3))
    sc.do_all(actions("rolloff", 6, 4))
    t = sc.do(A("castle_die", 4), "2025: casualty die 4 at H7")
    sc.check("2025: die 4 = vertical: Blue's P33 knight is removed (Blue +3 gold)", (None, 6, "Red"),
             (t.knight_at("P33"), t.gold_of("Blue"), t.knight_at("P40")))
    return sc


@faq_case("CBA-FAQ-19", "Knights must outnumber the barbarians",
          question="When do knights win?",
          ruling="Only when there are more knights than barbarians, and at least one barbarian.",
          rules=("CBA-13.4", "CBA-13.5"), provenance="seed")
def knights_must_outnumber() -> Scenario:
    """Red's two knights beat one barbarian at H0; Blue's and White's two knights face two at H3."""
    knights = {"P0": "Red", "P1": "Red", "P10": "Blue", "P18": "Blue", "P38": "White", "P32": "White",
               "P48": "White"}
    s = position(active="Red", barbarians={"H0": 1, "H3": 2}, knights=knights)
    sc = Scenario(s)
    t = to_battles(sc)
    sc.check("H0: victory, Red takes 1 prisoner", 1, t.prisoners_of("Red"))
    sc.check("H0: a casualty roll follows", "battles: casualty die", t.phase_name)
    lines = battle_checks(t.log_since(s))
    sc.check("H3: 2 knights are not more than 2 barbarians: nothing happens", True,
             any(x.startswith("H3(9): 2 knight(s) do not outnumber 2") for x in lines))
    sc.check("H3 keeps its barbarians and Blue gets nothing", (2, 0), (t.barbarians("H3"), t.prisoners_of("Blue")))
    t = sc.do(A("castle_die", 2))
    lines = battle_checks(t.log_since(s))
    sc.check("H11: no barbarians, no battle and no roll", True, "H11(11): no barbarians, no battle" in lines)
    return sc


def _h15(barbarians: int, knights: dict[str, str]) -> object:
    return position(active="Red", barbarians={"H15": barbarians}, knights=knights)


@faq_case("CBA-FAQ-20", "Sharing prisoners between factions",
          question="How are prisoners shared when several players' knights win together?",
          ruling="One each, the rest to the faction with strictly most knights; a tie for most is rolled off and the "
                 "tied loser gets 3 gold.",
          rules=("CBA-13.8", "CBA-13.9"), provenance="seed")
def sharing_prisoners() -> Scenario:
    """Three barbarians on H15: A Red 3 knights, Blue 1; B Red 2, Blue 2; C Red 3 knights against 2."""
    sc = Scenario(_h15(3, {"P61": "Red", "P60": "Red", "P52": "Red", "P46": "Blue"}))
    t = to_battles(sc)
    sc.check("A: Red 1 + leftover 1 = 2 prisoners, Blue 1", (2, 1), (t.prisoners_of("Red"), t.prisoners_of("Blue")))
    sc.check("A: no gold", (0, 0), (t.gold_of("Red"), t.gold_of("Blue")))
    sc.at(_h15(3, {"P61": "Red", "P60": "Red", "P46": "Blue", "P47": "Blue"}))
    to_battles(sc)
    t = sc.do_all(actions("rolloff", 2, 5))
    sc.check("B: roll-off Red 2, Blue 5: Blue takes 2 prisoners", 2, t.prisoners_of("Blue"))
    sc.check("B: Red takes 1 prisoner and 3 gold", (1, 3), (t.prisoners_of("Red"), t.gold_of("Red")))
    sc.at(_h15(2, {"P61": "Red", "P60": "Red", "P52": "Red"}))
    t = to_battles(sc)
    sc.check("C: Red alone takes both prisoners", 2, t.prisoners_of("Red"))
    return sc


@faq_case("CBA-FAQ-21", "Fewer prisoners than factions",
          question="Who gets prisoners when there are fewer than the winning factions?",
          ruling="The highest rollers; ties are rolled again only where they decide; every faction left out gets 3 "
                 "gold.",
          rules=("CBA-13.8", "CBA-13.9"), provenance="seed")
def fewer_prisoners_than_factions() -> Scenario:
    """Red, Blue and White have a knight each at H15 against 2 barbarians (A, B); Red and Blue against 1 (C)."""
    three = {"P61": "Red", "P60": "Blue", "P52": "White"}
    sc = Scenario(_h15(2, three))
    to_battles(sc)
    t = sc.do_all(actions("rolloff", 6, 3, 3, 2, 5))
    sc.check("A: Red 1, White 1 prisoner", (1, 1), (t.prisoners_of("Red"), t.prisoners_of("White")))
    sc.check("A: Blue 3 gold", (0, 3), (t.prisoners_of("Blue"), t.gold_of("Blue")))
    sc.at(_h15(2, three))
    to_battles(sc)
    t = sc.do_all(actions("rolloff", 4, 4, 1))
    sc.check("B: Red 1 and Blue 1 prisoner (their tie decides nothing)", (1, 1),
             (t.prisoners_of("Red"), t.prisoners_of("Blue")))
    sc.check("B: White 3 gold", (0, 3), (t.prisoners_of("White"), t.gold_of("White")))
    sc.at(_h15(1, {"P61": "Red", "P60": "Blue"}))
    to_battles(sc)
    t = sc.do_all(actions("rolloff", 1, 6))
    sc.check("C: Blue 1 prisoner, Red 3 gold", (1, 0, 3),
             (t.prisoners_of("Blue"), t.prisoners_of("Red"), t.gold_of("Red")))
    return sc


ELEVEN = {"cities": {"I8": "Red", "I19": "Red", "I29": "Red", "I31": "Red"},
          "settlements": {"I45": "Red", "I22": "Red", "I43": "Red"}}
"""Red buildings worth 11 VP, none on a harbour (as `position` arguments)."""


@faq_case("CBA-FAQ-22", "Two prisoners make one point",
          question="What are 1, 2 or 3 prisoners worth?",
          ruling="Half the prisoners, rounded down.",
          rules=("CBA-14.3", "CBA-14.3a"), provenance="sourced")
def two_prisoners_make_a_point() -> Scenario:
    """Red has buildings worth 11 VP and 1, 2 or 3 prisoners."""
    s = position(active="Blue", **ELEVEN, prisoners={"Red": 1})
    sc = Scenario(s)
    sc.check("1 prisoner: Red has 11 VP, not 11.5", 11, s.victory_points("Red"))
    sc.check("2 prisoners: 12 VP", 12, position(active="Blue", **ELEVEN, prisoners={"Red": 2}).victory_points("Red"))
    sc.check("3 prisoners: still 12 VP", 12,
             position(active="Blue", **ELEVEN, prisoners={"Red": 3}).victory_points("Red"))
    return sc


def _faq23(**options) -> object:
    return position(active="Red", barbarians={"H18": 1}, knights={"P59": "Red", "P64": "Red", "P61": "Red"},
                    **options)


@faq_case("CBA-FAQ-23", "The casualty die only hits this battle's knights",
          question="Does the casualty die remove knights all over the board?",
          ruling="No: only knights at the battle hex, on its two paths of the selected orientation.",
          rules=("CBA-13.11", "CBA-13.12", "CBA-13.13", "CBA-13.14", "CBA-13.15"), provenance="sourced")
def casualty_die_hits_this_battle() -> Scenario:
    """Red's knights on P59 and P64 win at H18; P61 stands on the same orientation elsewhere."""
    s = _faq23()
    sc = Scenario(s)
    t = to_battles(sc)
    sc.check("Red wins 1 prisoner", 1, t.prisoners_of("Red"))
    t = sc.do(A("castle_die", 1))
    sc.check("die 1 = slash: P59 is removed and Red gets 3 gold", (None, 3), (t.knight_at("P59"), t.gold_of("Red")))
    sc.check("P61 (same orientation, not involved) and P64 stay", ("Red", "Red"),
             (t.knight_at("P61"), t.knight_at("P64")))
    sc.at(s)
    to_battles(sc)
    t = sc.do(A("castle_die", 4), "classic: die 4")
    sc.check("classic die 4 = slash: P59 removed", (None, "Red"), (t.knight_at("P59"), t.knight_at("P64")))
    sc.at(_faq23(edition="2025"))
    to_battles(sc)
    t = sc.do(A("castle_die", 4), "2025: die 4")
    sc.check("2025 die 4 = vertical: P64 removed", ("Red", None), (t.knight_at("P59"), t.knight_at("P64")))
    return sc


@faq_case("CBA-FAQ-24", "No moving once the battles have begun",
          question="After winning at H12, may a player move another knight to help at H15?",
          ruling="No: all movement is over before phase 4.",
          rules=("CBA-5.4", "CBA-13.3"), provenance="sourced")
def no_moving_once_battles_begin() -> Scenario:
    """Red's knights win at H12; Red would like to send P41 to help at H15."""
    s = position(active="Red", barbarians={"H12": 1, "H15": 1}, knights={"P41": "Red", "P54": "Red", "P61": "Red"})
    sc = Scenario(s)
    to_battles(sc)
    sc.illegal(A("move", 41, 60), cites=("CBA-13.3",), label="moving P41 -> P60 after the H12 battle")
    t = sc.do(A("castle_die", 3))
    sc.check("H15 is checked with the knights already there: 1 against 1, no victory", (1, 0, "Red"),
             (t.barbarians("H15"), t.prisoners_of("Red") - 1, t.knight_at("P61")))
    return sc
