"""FAQ scripts 25-32 and 34: coast only, the 7, gold, Treason, Intrigue, founding, landing triggers, winning."""

from __future__ import annotations

from rulebook.core import Scenario

from . import model as M
from .actions import A
from .faq_battles import ELEVEN, to_battles
from .faq_tools import barbarians, building_down, cards, conquered, new_entries, roll
from .positions import BLUE, RED, WHITE, config, later_turn, position
from .setup import initial_state

SETTLE_COST = "brick lumber wool grain"
ONLY_TREASON = (0, 0, 4, 0)


def faq_25() -> Scenario:
    s = position(seat=RED, roads={46: RED}, hands={RED: SETTLE_COST + " wool grain ore"}, draw_pile=ONLY_TREASON)
    sc = Scenario(s)
    sc.do(A("settlement", 36))
    t = roll(sc, "landing", 6, 10, 8)
    sc.check("the barbarians go on H17, H6 and H1", (1, 1, 1), barbarians(t, 17, 6, 1))
    sc.check("never on the inner H8, H9 or H10", (0, 0, 0), barbarians(t, 8, 9, 10))
    sc.do(A("buy_card"))
    sc.do(A("card", "treason"))
    sc.do(A("treason_source", 17))
    sc.do(A("treason_source", 6))
    sc.illegal(A("treason_target", 9), cites=("CBA-9.7",), label="a Treason target on inner H9")
    return sc


def faq_26() -> Scenario:
    s = position(seat=RED, phase=M.ROLL, hands={RED: "2 brick 2 lumber 2 wool 2 grain", BLUE: "2 brick 2 lumber "
                 "2 wool 2 grain ore", WHITE: "2 brick 2 lumber 2 wool grain"}, gold={BLUE: 10})
    sc = Scenario(s)
    sc.do(A("roll", 7))
    roll(sc, "discard", "brick", "lumber", "wool", "grain")
    t = roll(sc, "discard", "brick", "lumber", "wool", "grain")
    sc.check("Red and Blue each discarded 4: Red 4, Blue 5, White 7 cards", (4, 5, 7),
             (cards(t, RED), cards(t, BLUE), cards(t, WHITE)))
    sc.check("Blue keeps 10 gold", 10, t.gold[BLUE])
    sc.check("Red may draw from Blue or White, or not at all", ("draw_from player 1", "draw_from player 2", "no_draw"),
             tuple(str(a) for a in t.legal_actions()))
    return sc


def faq_27() -> Scenario:
    s = position(seat=RED, gold={RED: 7}, hands={RED: "4 wool", BLUE: "brick"})
    sc = Scenario(s)
    sc.do(A("buy_resource", "ore"))
    t = sc.do(A("buy_resource", "grain"))
    sc.check("1. two purchases leave Red 3 gold", 3, t.gold[RED])
    sc.illegal(A("buy_resource", "brick"), cites=("CBA-7.6",), label="2. a third gold purchase")
    sc.do(A("offer", BLUE))
    roll(sc, "give", "gold", "gold", "gold")
    sc.do(A("ask", "brick"))
    sc.do(A("propose"))
    t = sc.do(A("accept"), "3. Blue accepts 3 gold for 1 brick")
    sc.check("3. Red has 0 gold and +1 brick", (0, 1), (t.gold[RED], t.hands[RED][0]))
    t = sc.do(A("sell_for_gold", "wool"), "4. Red hands 4 wool to the bank")
    sc.check("4. Red gets 1 gold", 1, t.gold[RED])
    harbour = position(seat=RED, buildings={1: RED}, hands={RED: "2 wool"})
    sc.at(harbour)
    sc.check("the harbour on P3 is wool 2:1 and Red uses it for cards", ("wool", 2),
             (harbour.cfg.harbours[1], M.trade_rate(harbour, RED, 2)))
    sc.illegal(A("sell_for_gold", "wool"), cites=("CBA-7.7",), label="2 wool for 1 gold at the wool harbour")
    return sc


def faq_28() -> Scenario:
    s = position(seat=RED, phase=M.ROLL, hands={BLUE: "2 brick 2 lumber 2 wool 2 grain"}, gold={BLUE: 15})
    sc = Scenario(s)
    sc.do(A("roll", 7))
    t = roll(sc, "discard", "brick", "lumber", "wool", "grain")
    sc.check("Blue discards 4 cards and keeps 15 gold", (4, 15), (cards(t, BLUE), t.gold[BLUE]))
    t = sc.do(A("draw_from", BLUE))
    sc.check("the draw can only take a resource card", {"steal"}, {a.kind for a, _ in t.chance_outcomes()})
    sc.check("gold is never among the possible draws", False,
             any(a.args[0] == "gold" for a, _ in t.chance_outcomes()))
    sc.check("this scenario's deck has no Monopoly to name gold", ("knighthood", "free_knight", "treason", "capture"),
             t.cfg.cards.dev_ids)
    return sc


def _treason(barb: dict[int, int], supply: int | None = None, buildings: dict | None = None) -> Scenario:
    s = position(seat=RED, barb=barb, supply=supply, buildings=buildings or {}, hands={RED: "wool grain ore"},
                 draw_pile=ONLY_TREASON)
    sc = Scenario(s)
    sc.do(A("buy_card"))
    sc.do(A("card", "treason"))
    return sc


def faq_29() -> Scenario:
    sc = _treason({1: 3, 18: 1, 7: 1, 3: 2}, buildings={1: BLUE})
    sc.check("A: Red gets 2 gold", 2, sc.state.gold[RED])
    sc.do(A("treason_source", 1))
    t = sc.do(A("treason_source", 18))
    sc.check("A: H1 = 2 and liberated, H18 = 0", (2, False, 0), (t.barb[1], conquered(t, 1), t.barb[18]))
    sc.check("A: the building on I1 stands up", False, building_down(t, 1))
    sc.illegal(A("treason_target", 1), cites=("CBA-11.13e",), label="A: targeting source H1")
    sc.illegal(A("treason_target", 18), cites=("CBA-11.13e",), label="A: targeting source H18")
    choose = sc.state
    sc.do(A("treason_target", 7))
    t = sc.do(A("treason_target", 0))
    sc.check("A: H7 = 2, H0 = 1", (2, 1), barbarians(t, 7, 0))
    sc.at(choose)
    t = sc.do(A("treason_target", 3), "A: had Red chosen H3")
    sc.check("A: H3 would become 3 and be conquered", (3, True), (t.barb[3], conquered(t, 3)))
    sc.at(_treason({7: 1}, supply=5).state)
    t = sc.state
    sc.check("B: H7 -> 0 and a barbarian comes from the supply: 2 to place", (0, 2), (t.barb[7], t.ctx[1]))
    sc.illegal(A("treason_target", 7), cites=("CBA-11.13e",), label="B: targeting source H7")
    sc.do(A("treason_target", 0))
    t = sc.do(A("treason_target", 1))
    sc.check("B: placed on two hexes other than H7, supply 4, Red +2 gold", (1, 1, 4, 2),
             (t.barb[0], t.barb[1], t.barb_supply, t.gold[RED]))
    sc.at(_treason({}, supply=5).state)
    sc.do(A("treason_target", 0))
    t = sc.do(A("treason_target", 11))
    sc.check("C: 2 barbarians from the supply on 2 different hexes, supply 3", (1, 1, 3),
             (t.barb[0], t.barb[11], t.barb_supply))
    sc.at(_treason({7: 2}).state)
    t = sc.state
    sc.check("D: only H7 = 2: one barbarian leaves H7 (now 1), two are to be placed", (1, 2), (t.barb[7], t.ctx[1]))
    sc.do(A("treason_target", 0))
    t = sc.do(A("treason_target", 1))
    sc.check("D: the second one came from the supply: 3 on the board, 27 in the supply", (3, 27),
             (sum(t.barb), t.barb_supply))
    return sc


def faq_30() -> Scenario:
    s = position(seat=RED, barb={6: 3}, prisoners={RED: 1}, hands={RED: "wool grain ore"}, draw_pile=(0, 0, 0, 4))
    sc = Scenario(s)
    vp = s.vp(RED)
    sc.do(A("buy_card"))
    sc.do(A("card", "capture"))
    t = sc.do(A("capture", 6))
    sc.check("A: H6 = 2 and liberated", (2, False), (t.barb[6], conquered(t, 6)))
    sc.check("A: Red has 2 prisoners (+1 VP)", (2, vp + 1), (t.prisoners[RED], t.vp(RED)))
    s2 = position(seat=RED, hands={RED: "wool grain ore"}, draw_pile=(1, 0, 0, 4))
    sc.at(s2)
    sc.do(A("buy_card"))
    t = sc.do(A("card", "capture"))
    sc.check("B: the Intrigue goes to the discard pile", 1, t.discard_pile[3])
    sc.check("B: the next card is drawn at no cost", (M.DRAW, 0), (t.phase, cards(t, RED)))
    sc.do(A("card", "knighthood"))
    t = sc.do(A("place_knight", 63), "B: Knighthood places a knight")
    sc.check("B: the knight stands on P63", RED, t.knight[63])
    return sc


def faq_31() -> Scenario:
    s = initial_state(config(3), RED)
    sc = Scenario(s)
    for who, (i, q) in ((RED, (53, 70)), (BLUE, (0, 0)), (WHITE, (26, 32))):
        sc.do(A("settlement", i), f"player {who} founds a settlement on I{i}")
        sc.do(A("road", q))
    for i, q in ((14, 15), (43, 54), (12, 11)):
        sc.do(A("city", i))
        sc.do(A("road", q))
    t = sc.state
    sc.check("Red's I12 city (H0, H3, H4) gives 3 cards", 3, cards(t, RED))
    sc.check("Blue's I43 city (H12 + castle) gives 1 card", 1, cards(t, BLUE))
    sc.check("White's I14 city (desert + H5 + H6) gives 2 cards", 2, cards(t, WHITE))
    sc.check("no barbarian is placed during the founding phase", (1, 1, 28, 0),
             (t.barb[18], t.barb[7], t.barb_supply, t.landings))
    return sc


def faq_32() -> Scenario:
    s = position(seat=RED, buildings={29: RED}, roads={42: RED},
                 hands={RED: "2 brick 2 lumber 2 wool 4 grain 4 ore"}, draw_pile=(14, 0, 0, 0))
    sc = Scenario(s)
    sc.do(A("road", 50))
    t = sc.do(A("settlement", 39))
    sc.check("the road brought no landing, the settlement does", (1, M.LANDING), (t.landings, t.phase))
    roll(sc, "landing", 2, 3, 4)
    sc.do(A("city", 29))
    roll(sc, "landing", 2, 3, 4)
    sc.do(A("buy_card"))
    t = sc.do(A("card", "knighthood"))
    sc.do(A("place_knight", 63))
    sc.check("exactly 2 landings in the turn", 2, sc.state.landings)
    return sc


def faq_34() -> Scenario:
    s = position(seat=RED, barb={12: 1}, buildings=ELEVEN, prisoners={RED: 1}, knights={41: RED, 54: RED})
    sc = Scenario(s)
    t = to_battles(sc)
    sc.check("A: Red wins at H12 with 2 prisoners and 12 VP", (2, 12, (RED,)), (t.prisoners[RED], t.vp(RED),
                                                                                 t.winners()))
    checks = [e.text for e in new_entries(s, t) if e.text.startswith("H")]
    sc.check("A: the game is over with only H12 checked: no casualty roll, no H7..H17", (True, 1, False),
             (t.is_terminal(), len(checks), any("casualty" in e.text for e in t.log)))
    blue = later_turn(s, BLUE)
    sc.at(blue)
    t = to_battles(sc)
    sc.check("B: in Blue's phase 4 Red reaches 12 VP but the game goes on", (12, False), (t.vp(RED),
                                                                                         t.is_terminal()))
    sc.do(A("castle_die", 3))
    sc.do(A("roll", 12), "White's turn")
    t = sc.do(A("finish_building"))
    start = max(k for k, e in enumerate(t.log) if e.text.endswith("player 0 is active"))
    sc.check("B: at the start of Red's next turn Red wins before rolling", ((RED,), False),
             (t.winners(), any(e.text.startswith("rolls") for e in t.log[start:])))
    settle = position(seat=RED, buildings=ELEVEN, prisoners={RED: 1}, roads={71: RED}, hands={RED: SETTLE_COST})
    sc.at(settle)
    t = sc.do(A("settlement", 50))
    sc.check("C: the settlement makes 12 VP and wins at once", ((RED,), 12), (t.winners(), t.vp(RED)))
    sc.check("C: no landing is rolled", (0, settle.barb), (t.landings, t.barb))
    harbourmaster = position(seat=RED, buildings=ELEVEN, prisoners={RED: 1}, roads={71: RED},
                             hands={RED: SETTLE_COST}, harbormaster=True)
    sc.at(harbourmaster)
    t = sc.do(A("settlement", 50))
    sc.check("D: with Harbormaster 12 VP is not a win: the target is 13", (12, 13, False, M.LANDING),
             (t.vp(RED), t.cfg.target, t.is_terminal(), t.phase))
    return sc

