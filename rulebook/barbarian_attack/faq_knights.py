"""FAQ scripts 11-16 and 33: development cards, knight placement and knight movement."""

from __future__ import annotations

from rulebook.core import Scenario

from . import geometry as G
from . import model as M
from .actions import A
from .positions import BLUE, RED, position

CARD = "wool grain ore"
ONLY = {"knighthood": (14, 0, 0, 0), "free_knight": (0, 4, 0, 0), "treason": (0, 0, 4, 0), "capture": (0, 0, 0, 4)}


def faq_11() -> Scenario:
    s = position(seat=RED, hands={RED: "2 wool 2 grain 2 ore"}, draw_pile=(0, 0, 1, 0), discard_pile=(14, 4, 3, 4))
    sc = Scenario(s)
    sc.do(A("buy_card"))
    sc.do(A("card", "treason"), "the first purchase draws Treason")
    sc.illegal(A("buy_card"), cites=("CBA-11.5",), label="buying the second card while Treason is unresolved")
    sc.do(A("treason_target", 0))
    t = sc.do(A("treason_target", 1), "Treason is resolved")
    sc.check("Treason is on the discard pile: draw pile 0, discard pile 26", (0, 26),
             (sum(t.draw_pile), sum(t.discard_pile)))
    t = sc.do(A("buy_card"), "the second purchase")
    sc.check("the 26 discards were shuffled into the draw pile", (26, 0), (sum(t.draw_pile), sum(t.discard_pile)))
    t = sc.do(A("card", "knighthood"), "the top card is drawn and resolved")
    sc.check("a Knighthood is now being resolved", M.PLACE_KNIGHT, t.phase)
    return sc


def faq_12() -> Scenario:
    s = position(seat=RED, hands={RED: "2 wool 2 grain 2 ore"}, draw_pile=ONLY["knighthood"])
    sc = Scenario(s)
    sc.do(A("buy_card"))
    sc.do(A("card", "knighthood"))
    sc.do(A("place_knight", 63), "the first knight goes on P63")
    sc.do(A("buy_card"))
    t = sc.do(A("card", "knighthood"))
    sc.check("the second knight may go on P55, P56, P62, P66 or P67",
             (55, 56, 62, 66, 67), tuple(a.args[0] for a in t.legal_actions()))
    sc.illegal(A("place_knight", 63), cites=("CBA-12.1",), label="the second knight on P63")
    sc.do(A("place_knight", 55))
    blue = position(seat=BLUE, knights={63: RED, 55: RED}, hands={BLUE: CARD}, draw_pile=ONLY["free_knight"])
    sc.at(blue)
    sc.do(A("buy_card"))
    sc.do(A("card", "free_knight"), "Blue's Black Knight")
    sc.legal(A("place_knight", 65), "Blue's knight on P65")
    sc.illegal(A("place_knight", 63), cites=("CBA-12.1",), label="Blue's knight on occupied P63")
    sc.illegal(A("place_knight", 55), cites=("CBA-12.1",), label="Blue's knight on occupied P55")
    sc.check("every free path is allowed for the Black Knight", G.PATHS - 2, len(sc.state.legal_actions()))
    return sc


def faq_13() -> Scenario:
    six = {0: RED, 2: RED, 4: RED, 6: RED, 9: RED, 10: RED}
    s = position(seat=RED, knights=six, hands={RED: CARD}, draw_pile=ONLY["knighthood"])
    sc = Scenario(s)
    sc.do(A("buy_card"))
    t = sc.do(A("card", "knighthood"), "Red draws Knighthood with all 6 knights on the board")
    sc.check("Red's hand is empty", 0, M.hand_size(t, RED))
    sc.check("nothing is placed: still 6 knights on the board", 6, t.knight.count(RED))
    sc.check("Knighthood is on the discard pile", 1, t.discard_pile[0])
    sc.check("Red holds no card: the card is finished and play is back in phase 2", ("", M.MAIN), (t.card, t.phase))
    return sc


def faq_14() -> Scenario:
    s = position(seat=RED, knights={63: RED, 56: RED}, hands={RED: "grain"}, phase=M.KNIGHTS)
    sc = Scenario(s)
    sc.check("P63 -> P64 is 3 steps", 3, G.PATH_DISTANCE[63][64])
    sc.legal(A("move", 63, 64), "A: P63 -> P64 without paying")
    sc.illegal(A("move", 63, 60), cites=("CBA-12.4",), label="A: P63 -> P60 (4 steps) without grain")
    sc.legal(A("move_far", 63, 60), "A: P63 -> P60 for 1 grain")
    sc.legal(A("move_far", 63, 61), "A: P63 -> P61 (5 steps) for 1 grain")
    sc.legal(A("move_far", 63, 65), "A: P63 -> P65 (5 steps) for 1 grain")
    sc.illegal(A("move_far", 63, 23), cites=("CBA-12.5",), label="A: P63 -> P23 (6 or more steps) even with grain")
    sc.do(A("move_far", 63, 60), "Red spends the grain on A")
    sc.legal(A("move", 56, 49), "B: P56 -> P49 (3 steps)")
    sc.illegal(A("move_far", 56, 33), cites=("CBA-12.5",), label="B: P56 -> P33 (5 steps) with the grain spent")
    return sc


def faq_15() -> Scenario:
    s = position(seat=RED, knights={57: RED, 51: BLUE, 58: BLUE}, buildings={35: (BLUE, 2)}, phase=M.KNIGHTS)
    sc = Scenario(s)
    sc.check("P57 -> P44 is 2 steps (through P51 and past the city on I35)", 2, G.PATH_DISTANCE[57][44])
    sc.legal(A("move", 57, 44), "Red P57 -> P44")
    sc.illegal(A("move", 57, 51), cites=("CBA-12.6",), label="ending on Blue's P51")
    sc.illegal(A("move", 57, 58), cites=("CBA-12.6",), label="ending on Blue's P58")
    return sc


def faq_16() -> Scenario:
    s = position(seat=RED, hands={RED: "wool grain ore brick lumber 4 ore"}, draw_pile=ONLY["knighthood"],
                 buildings={29: RED})
    sc = Scenario(s)
    sc.do(A("buy_card"))
    sc.do(A("card", "knighthood"))
    sc.do(A("place_knight", 56), "Knighthood onto P56")
    sc.do(A("road", 42), "Red builds a road")
    t = sc.do(A("bank_trade", "ore", "grain"), "and trades")
    sc.check("the knight is still on P56 during phase 2", RED, t.knight[56])
    sc.do(A("finish_building"))
    sc.illegal(A("end_moves"), cites=("CBA-12.7",), label="leaving the knight on P56")
    sc.illegal(A("move", 56, 55), cites=("CBA-12.7",), label="ending on castle path P55")
    sc.illegal(A("move", 56, 63), cites=("CBA-12.7",), label="ending on castle path P63")
    sc.legal(A("move", 56, 50), "P56 -> P50 (1 step, at H12)")
    sc.check("P56 -> P54 crosses castle path P55: 2 steps", 2, G.PATH_DISTANCE[56][54])
    sc.legal(A("move", 56, 54), "P56 -> P54 (2 steps via P55)")
    return sc


def faq_33() -> Scenario:
    s = position(seat=RED, barb={18: 3}, hands={RED: "2 wool 2 grain 2 ore"}, draw_pile=ONLY["free_knight"])
    sc = Scenario(s)
    sc.do(A("buy_card"))
    sc.do(A("card", "free_knight"))
    sc.legal(A("place_knight", 65), "Black Knight onto P65, a sea side of conquered H18")
    sc.do(A("place_knight", 65))
    sc.do(A("buy_card"))
    sc.do(A("card", "free_knight"))
    sc.legal(A("place_knight", 62), "a second Black Knight onto castle path P62")
    sc.do(A("place_knight", 62))
    sc.do(A("finish_building"))
    sc.illegal(A("end_moves"), cites=("CBA-12.7",), label="ending phase 3 with the P62 knight still on the castle")
    sc.legal(A("move", 62, 54), "P62 -> P54 (1 step via I43)")
    sc.do(A("move", 62, 54))
    sc.legal(A("end_moves"), "ending phase 3 with the P65 knight still in place")
    return sc
