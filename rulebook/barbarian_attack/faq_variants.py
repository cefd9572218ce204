"""FAQ scripts 35-41: the two-player variant and the Event Cards combination."""

from __future__ import annotations

from rulebook.core import Scenario

from . import model as M
from .actions import A
from .faq_battles import to_battles
from .faq_tools import cards, conquered, roll
from .positions import BLUE, RED, WHITE, position

KNIGHTHOODS = (14, 0, 0, 0)


def faq_35() -> Scenario:
    s = position(2, seat=RED, hands={RED: "wool grain ore"}, draw_pile=KNIGHTHOODS)
    sc = Scenario(s)
    sc.do(A("buy_card"))
    sc.do(A("card", "knighthood"))
    sc.do(A("place_knight", 63), "1. Red's first knight on P63")
    t = sc.do(A("foreign_knight", 56), "1. Red adds a foreign knight on P56")
    sc.check("1. a foreign knight stands on P56", M.FOREIGN, t.knight[56])
    sc.do(A("finish_building"))
    sc.illegal(A("move", 56, 50), cites=("CBA-15.11",), label="2. moving the foreign knight before Red's own")
    sc.do(A("move", 63, 64), "2. Red moves its own knight off P63")
    t = sc.do(A("move", 56, 50), "2. then the foreign knight off P56")
    sc.check("2. the foreign knight stands on P50", M.FOREIGN, t.knight[50])
    blue = position(2, seat=BLUE, knights={64: RED, 50: M.FOREIGN}, hands={BLUE: "wool grain ore"},
                    draw_pile=KNIGHTHOODS)
    sc.at(blue)
    sc.do(A("buy_card"))
    sc.do(A("card", "knighthood"))
    t = sc.do(A("place_knight", 67), "3. Blue's first knight enters")
    sc.check("3. classic: Blue may add a second foreign knight", M.FOREIGN_KNIGHT, t.phase)
    once = position(2, seat=BLUE, knights={64: RED, 50: M.FOREIGN}, hands={BLUE: "wool grain ore"},
                    draw_pile=KNIGHTHOODS, edition="2025")
    sc.at(once)
    sc.do(A("buy_card"))
    sc.do(A("card", "knighthood"))
    t = sc.do(A("place_knight", 67), "3. 2025: Blue's first knight enters")
    sc.check("3. 2025: no second foreign knight, play goes on", M.MAIN, t.phase)
    fight = position(2, seat=RED, barb={12: 1}, knights={50: M.FOREIGN, 54: RED})
    sc.at(fight)
    to_battles(sc)
    sc.do(A("rolloff", 5))
    t = sc.do(A("castle_die", 3), "a casualty die selecting vertical, the foreign knight's orientation")
    sc.check("the foreign knight on P50 is never removed", M.FOREIGN, t.knight[50])
    return sc


def faq_36() -> Scenario:
    s = position(2, seat=RED, roads={46: RED, 20: 2, 27: 2}, hands={RED: "brick lumber wool grain"})
    sc = Scenario(s)
    sc.do(A("settlement", 36), "Red builds a settlement")
    t = sc.do(A("neutral_settlement", 2, 23), "Red places the free neutral settlement on I23")
    roll(sc, "landing", 5, 9, 2)
    t = roll(sc, "landing", 5, 6, 11)
    sc.check("6 barbarians are placed", sum(s.barb) + 6, sum(t.barb))
    sc.check("H15 gets 2", 2, t.barb[15])
    sc.check("two landings", 2, t.landings)
    road = position(2, seat=RED, roads={46: RED, 20: 2}, hands={RED: "brick lumber wool grain"})
    sc.at(road)
    sc.do(A("settlement", 36))
    t = sc.do(A("neutral_road", 2, 27), "the neutral build had to be a road")
    roll(sc, "landing", 5, 9, 2)
    sc.check("with a neutral road there is only one landing", (1, M.MAIN), (sc.state.landings, sc.state.phase))
    return sc


def _faq37(prisoners: int = 0) -> object:
    red = {29: (RED, 2), 31: (RED, 2), 16: (RED, 2), 50: RED}
    blue = {10: (BLUE, 2), 19: (BLUE, 2), 33: (BLUE, 2), 0: (BLUE, 2)}
    return position(2, seat=RED, barb={3: 3}, buildings={**red, **blue}, prisoners={RED: prisoners})


def faq_37() -> Scenario:
    s = _faq37()
    sc = Scenario(s)
    sc.check("Red 7 VP, Blue 8 VP", (7, 8), (s.vp(RED), s.vp(BLUE)))
    t = sc.do(A("drive_off", 3, 0), "Red drives a barbarian from H3 to H0")
    sc.check("the action costs 1 token", 4, t.tokens[RED])
    sc.check("H3 = 2 and is liberated; H0 + 1", (2, False, 1), (t.barb[3], conquered(t, 3), t.barb[0]))
    sc.illegal(A("drive_off", 0, 1), cites=("CBA-15.7",), label="a second token action in the same turn")
    ahead = _faq37(prisoners=4)
    sc.at(ahead)
    t = sc.do(A("drive_off", 3, 0), "the same action with Red at 9 VP against 8")
    sc.check("with 9 VP against 8 it costs 2 tokens", (9, 8, 2), (ahead.vp(RED), ahead.vp(BLUE), 5 - t.tokens[RED]))
    return sc


def _faq38(**options) -> object:
    return position(2, seat=RED, barb={0: 1}, knights={0: RED, 1: M.FOREIGN}, **options)


def faq_38() -> Scenario:
    s = _faq38()
    sc = Scenario(s)
    to_battles(sc)
    t = sc.do(A("rolloff", 5), "Red rolls 5 against the foreign 3")
    sc.check("Red rolls 5: Red takes the prisoner", 1, t.prisoners[RED])
    sc.at(s)
    to_battles(sc)
    t = sc.do(A("rolloff", 2), "Red rolls 2")
    sc.check("Red rolls 2: the prisoner leaves play, Red gets 3 gold (classic)", (0, 1, 3, 5),
             (t.prisoners[RED], t.lost_prisoners, t.gold[RED], t.tokens[RED]))
    sc.at(_faq38(edition="2025"))
    to_battles(sc)
    t = sc.do(A("rolloff", 2), "2025: Red rolls 2")
    sc.check("2025: Red gets 2 gold and 1 trade token", (2, 6), (t.gold[RED], t.tokens[RED]))
    sc.at(s)
    to_battles(sc)
    t = sc.do(A("rolloff", 3), "Red rolls 3")
    sc.check("Red rolls 3: a tie with the foreign 3, Red rolls again", (M.ROLLOFF, 0), (t.phase, t.prisoners[RED]))
    return sc


def faq_39() -> Scenario:
    s = position(2, seat=RED, barb={12: 1}, knights={54: RED, 49: RED}, tokens={RED: 9, BLUE: 8})
    sc = Scenario(s)
    to_battles(sc)
    t = sc.do(A("castle_die", 2), "the casualty die removes Red's P54 knight")
    sc.check("Red gets 2 gold and 1 token; the token supply drops to 2", (-1, 2, 10, 2),
             (t.knight[54], t.gold[RED], t.tokens[RED], t.token_supply))
    empty = position(2, seat=RED, barb={12: 1}, knights={54: RED, 49: RED}, tokens={RED: 10, BLUE: 10})
    sc.at(empty)
    to_battles(sc)
    t = sc.do(A("castle_die", 2), "the same loss with an empty token supply")
    sc.check("empty supply: 2 gold only", (2, 10, 0), (t.gold[RED], t.tokens[RED], t.token_supply))
    return sc


def faq_40() -> Scenario:
    s = position(2, seat=RED, hands={BLUE: "ore", RED: "brick lumber wool grain"})
    sc = Scenario(s)
    sc.do(A("forced_trade"))
    t = sc.do(A("take", "ore"), "Red takes Blue's only card")
    sc.check("Red must still give back 2 cards", (M.GIVE_BACK, 2), (t.phase, t.ctx[0]))
    sc.do(A("give_back", "brick"))
    t = sc.do(A("give_back", "lumber"))
    sc.check("Red has 3 cards, Blue 2", (3, 2), (cards(t, RED), cards(t, BLUE)))
    broke = position(2, seat=RED, hands={RED: "brick lumber wool grain"})
    sc.at(broke)
    sc.illegal(A("forced_trade"), cites=("CBA-15.8a",), label="a forced trade against an empty hand")
    sc.check("no token is paid", 5, sc.state.tokens[RED])
    return sc


def faq_41() -> Scenario:
    hands = {RED: "2 brick 2 lumber 2 wool 2 grain", BLUE: "2 brick 2 lumber 2 wool 2 grain ore",
             WHITE: "2 brick 2 lumber 2 wool grain"}
    s = position(seat=RED, phase=M.EVENT, hands=hands, event_cards=True)
    sc = Scenario(s)
    sc.do(A("event", "7-robber-attacks"), "A: Robber Attacks! is revealed")
    roll(sc, "discard", "brick", "lumber", "wool", "grain")
    t = roll(sc, "discard", "brick", "lumber", "wool", "grain")
    sc.check("A: as on a rolled 7: Red and Blue discard 4, White none", (4, 5, 7),
             (cards(t, RED), cards(t, BLUE), cards(t, WHITE)))
    sc.check("A: then Red may draw from a player of Red's choice", M.STEAL_CHOICE, t.phase)
    sc.at(s)
    t = sc.do(A("event", "4-robber-flees"), "B: Robber Flees")
    sc.check("B: no change", (s.hands, s.barb, M.MAIN), (t.hands, t.barb, t.phase))
    tied = {55: RED, 49: RED, 50: RED, 58: BLUE, 59: BLUE, 64: BLUE, 33: WHITE}
    s3 = position(seat=RED, phase=M.EVENT, knights=tied, hands=hands, event_cards=True)
    sc.at(s3)
    t = sc.do(A("event", "3-conflict"), "C: Conflict with Red 3, Blue 3, White 1 knights")
    sc.check("C: a tie for most knights: nothing happens", (M.MAIN, s3.hands), (t.phase, t.hands))
    ahead = position(seat=RED, phase=M.EVENT, knights={**tied, 40: RED}, hands=hands, event_cards=True)
    sc.at(ahead)
    t = sc.do(A("event", "3-conflict"), "C: Conflict with Red 4, Blue 3, White 1 knights")
    sc.check("C: Red chooses a player to draw a random card from", (M.STEAL_CHOICE, RED), (t.phase, t.to_move))
    t = sc.do(A("draw_from", BLUE))
    sc.do(A("steal", "ore"))
    sc.check("C: Red draws 1 card", 9, cards(sc.state, RED))
    return sc
