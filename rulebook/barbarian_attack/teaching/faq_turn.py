"""FAQ cases 25-32 and 34: the coast only, the 7, gold, Treason, Intrigue, founding, what brings a landing, and
winning (CBA-4, CBA-6, CBA-7, CBA-9, CBA-11.13 - CBA-11.15, CBA-14)."""

from __future__ import annotations

from rulebook.core import Scenario, faq_case
from rulebook.core.i18n import seat_name

from ..pieces import A, actions
from ..positions import position, position_args
from ..refusals import DOMAIN
from .faq_battles import ELEVEN, to_battles

SETTLE_COST = "brick lumber wool grain"
ONLY_TREASON = {"Treason": 4}


@faq_case("CBA-FAQ-25", "Barbarians stay on the coast",
          question="Can a landing or a card put barbarians on an inner hex?",
          ruling="Never.",
          rules=("CBA-9.7", "CBA-2.9", "CBA-11.13e"), provenance="sourced")
def barbarians_stay_on_the_coast() -> Scenario:
    """A landing rolls 6, 10, 8; then Treason tries an inner hex as a target."""
    s = position(active="Red", roads={"P46": "Red"}, hands={"Red": SETTLE_COST + " wool grain ore"},
                 draw_pile=ONLY_TREASON)
    sc = Scenario(s)
    sc.do(A("settlement", 36))
    t = sc.do_all(actions("landing", 6, 10, 8))
    sc.check("the barbarians go on H17, H6 and H1", (1, 1, 1), tuple(t.barbarians(h) for h in ("H17", "H6", "H1")))
    sc.check("never on the inner H8, H9 or H10", (0, 0, 0), tuple(t.barbarians(h) for h in ("H8", "H9", "H10")))
    sc.do(A("buy_card"))
    sc.do(A("card", "treason"))
    sc.do(A("treason_source", 17))
    sc.do(A("treason_source", 6))
    sc.illegal(A("treason_target", 9), cites=("CBA-9.7",), label="a Treason target on inner H9")
    return sc


@faq_case("CBA-FAQ-26", "Rolling a 7",
          question="What happens on a production 7?",
          ruling="No robber. Players over 7 cards discard half, rounded down; then the roller may draw one random card"
                 " from another player. Gold does not count.",
          rules=("CBA-6.6", "CBA-6.7", "CBA-6.7a", "CBA-6.8", "CBA-6.9", "CBA-6.10"), provenance="seed")
def rolling_a_seven() -> Scenario:
    """Red rolls a 7 holding 8 cards; Blue holds 9 cards and 10 gold, White 7 cards."""
    s = position(active="Red", phase="production roll",
                 hands={"Red": "2 brick 2 lumber 2 wool 2 grain", "Blue": "2 brick 2 lumber 2 wool 2 grain ore",
                        "White": "2 brick 2 lumber 2 wool grain"}, gold={"Blue": 10})
    sc = Scenario(s)
    sc.do(A("roll", 7))
    sc.do_all(actions("discard", "brick", "lumber", "wool", "grain"))
    t = sc.do_all(actions("discard", "brick", "lumber", "wool", "grain"))
    sc.check("Red and Blue each discarded 4: Red 4, Blue 5, White 7 cards", (4, 5, 7),
             (t.cards_in_hand("Red"), t.cards_in_hand("Blue"), t.cards_in_hand("White")))
    sc.check("Blue keeps 10 gold", 10, t.gold_of("Blue"))
    sc.check("Red may draw from Blue or White, or not at all", ("draw_from player 1", "draw_from player 2", "no_draw"),
             tuple(str(a) for a in t.legal_actions()))
    return sc


@faq_case("CBA-FAQ-27", "Gold: twice a turn at the bank, freely with players",
          question="How can gold be used?",
          ruling="Two purchases of 1 card for 2 gold per turn; any amount in player trades; cards to gold at 4:1 or a "
                 "3:1 harbour.",
          rules=("CBA-7.2", "CBA-7.6", "CBA-7.7"), provenance="seed")
def gold() -> Scenario:
    """Red has 7 gold and 4 wool: two purchases, a player trade, a sale; then 2 wool at the wool harbour."""
    s = position(active="Red", gold={"Red": 7}, hands={"Red": "4 wool", "Blue": "brick"})
    sc = Scenario(s)
    sc.do(A("buy_resource", "ore"))
    t = sc.do(A("buy_resource", "grain"))
    sc.check("1. two purchases leave Red 3 gold", 3, t.gold_of("Red"))
    sc.illegal(A("buy_resource", "brick"), cites=("CBA-7.6",), label="2. a third gold purchase")
    sc.do(A("offer", 1))
    sc.do_all(actions("give", "gold", "gold", "gold"))
    sc.do(A("ask", "brick"))
    sc.do(A("propose"))
    t = sc.do(A("accept"), "3. Blue accepts 3 gold for 1 brick")
    sc.check("3. Red has 0 gold and +1 brick", (0, 1), (t.gold_of("Red"), t.hand("Red")["brick"]))
    t = sc.do(A("sell_for_gold", "wool"), "4. Red hands 4 wool to the bank")
    sc.check("4. Red gets 1 gold", 1, t.gold_of("Red"))
    harbour = position(active="Red", settlements={"I1": "Red"}, hands={"Red": "2 wool"})
    sc.at(harbour)
    sc.check("the harbour on P3 is wool 2:1 and Red uses it for cards", ("wool", 2),
             (harbour.harbour_at("P3"), harbour.trade_rate("Red", "wool")))
    sc.illegal(A("sell_for_gold", "wool"), cites=("CBA-7.7",), label="2 wool for 1 gold at the wool harbour")
    return sc


@faq_case("CBA-FAQ-28", "Gold is not a hand card",
          question="Does gold count for the hand limit on a 7, or for Monopoly?",
          ruling="No to both.",
          rules=("CBA-6.10", "CBA-7.8"), provenance="seed")
def gold_is_not_a_card() -> Scenario:
    """Red rolls a 7; Blue holds 8 cards and 15 gold."""
    s = position(active="Red", phase="production roll", hands={"Blue": "2 brick 2 lumber 2 wool 2 grain"},
                 gold={"Blue": 15})
    sc = Scenario(s)
    sc.do(A("roll", 7))
    t = sc.do_all(actions("discard", "brick", "lumber", "wool", "grain"))
    sc.check("Blue discards 4 cards and keeps 15 gold", (4, 15), (t.cards_in_hand("Blue"), t.gold_of("Blue")))
    t = sc.do(A("draw_from", 1))
    sc.check("the draw can only take a resource card", {"steal"}, {a.kind for a, _ in t.chance_outcomes()})
    sc.check("gold is never among the possible draws", False,
             any(a.args[0] == "gold" for a, _ in t.chance_outcomes()))
    sc.check("this scenario's deck has no Monopoly to name gold", ("knighthood", "free_knight", "treason", "capture"),
             t.cfg.cards.dev_ids)
    return sc


def _treason(barbarians: dict[str, int], supply: int | None = None, settlements: dict | None = None) -> Scenario:
    s = position(active="Red", barbarians=barbarians, barbarian_supply=supply, settlements=settlements,
                 hands={"Red": "wool grain ore"}, draw_pile=ONLY_TREASON)
    sc = Scenario(s)
    sc.do(A("buy_card"))
    sc.do(A("card", "treason"))
    return sc


@faq_case("CBA-FAQ-29", "Treason: moving, liberating, taking from the supply",
          question="How is Treason resolved in different board situations?",
          ruling="Two barbarians leave two different coastal hexes (the supply covers what the board lacks) and go to "
                 "two other unconquered coastal hexes; liberation and conquest apply; the buyer gets 2 gold.",
          rules=("CBA-11.13", "CBA-10.1", "CBA-10.10"), provenance="seed")
def treason() -> Scenario:
    """Treason with barbarians on four hexes (A), on one (B, D) or on none (C)."""
    sc = _treason({"H1": 3, "H18": 1, "H7": 1, "H3": 2}, settlements={"I1": "Blue"})
    sc.check("A: Red gets 2 gold", 2, sc.state.gold_of("Red"))
    sc.do(A("treason_source", 1))
    t = sc.do(A("treason_source", 18))
    sc.check("A: H1 = 2 and liberated, H18 = 0", (2, False, 0),
             (t.barbarians("H1"), t.is_conquered("H1"), t.barbarians("H18")))
    sc.check("A: the building on I1 stands up", False, t.building_conquered("I1"))
    sc.illegal(A("treason_target", 1), cites=("CBA-11.13e",), label="A: targeting source H1")
    sc.illegal(A("treason_target", 18), cites=("CBA-11.13e",), label="A: targeting source H18")
    choose = sc.state
    sc.do(A("treason_target", 7))
    t = sc.do(A("treason_target", 0))
    sc.check("A: H7 = 2, H0 = 1", (2, 1), (t.barbarians("H7"), t.barbarians("H0")))
    sc.at(choose)
    t = sc.do(A("treason_target", 3), "A: had Red chosen H3")
    sc.check("A: H3 would become 3 and be conquered", (3, True), (t.barbarians("H3"), t.is_conquered("H3")))
    sc.at(_treason({"H7": 1}, supply=5).state)
    t = sc.state
    sc.check("B: H7 -> 0 and a barbarian comes from the supply: 2 to place", (0, 2),
             (t.barbarians("H7"), t.phase_details()["to place"]))
    sc.illegal(A("treason_target", 7), cites=("CBA-11.13e",), label="B: targeting source H7")
    sc.do(A("treason_target", 0))
    t = sc.do(A("treason_target", 1))
    sc.check("B: placed on two hexes other than H7, supply 4, Red +2 gold", (1, 1, 4, 2),
             (t.barbarians("H0"), t.barbarians("H1"), t.barb_supply, t.gold_of("Red")))
    sc.at(_treason({}, supply=5).state)
    sc.do(A("treason_target", 0))
    t = sc.do(A("treason_target", 11))
    sc.check("C: 2 barbarians from the supply on 2 different hexes, supply 3", (1, 1, 3),
             (t.barbarians("H0"), t.barbarians("H11"), t.barb_supply))
    sc.at(_treason({"H7": 2}).state)
    t = sc.state
    sc.check("D: only H7 = 2: one barbarian leaves H7 (now 1), two are to be placed", (1, 2),
             (t.barbarians("H7"), t.phase_details()["to place"]))
    sc.do(A("treason_target", 0))
    t = sc.do(A("treason_target", 1))
    sc.check("D: the second one came from the supply: 3 on the board, 27 in the supply", (3, 27),
             (sum(t.barbarians_on_board().values()), t.barb_supply))
    return sc


@faq_case("CBA-FAQ-30", "Intrigue",
          question="What does Intrigue do, including with no barbarians on the board?",
          ruling="Take one barbarian as a prisoner (liberating its hex if needed); with none on the board, draw again "
                 "free.",
          rules=("CBA-11.14", "CBA-11.15", "CBA-11.15a"), provenance="seed")
def intrigue() -> Scenario:
    """A: Intrigue with H6 conquered. B: Intrigue with no barbarian on the board, a Knighthood next."""
    s = position(active="Red", conquered=["H6"], prisoners={"Red": 1}, hands={"Red": "wool grain ore"},
                 draw_pile={"Intrigue": 4})
    sc = Scenario(s)
    vp = s.victory_points("Red")
    sc.do(A("buy_card"))
    sc.do(A("card", "capture"))
    t = sc.do(A("capture", 6))
    sc.check("A: H6 = 2 and liberated", (2, False), (t.barbarians("H6"), t.is_conquered("H6")))
    sc.check("A: Red has 2 prisoners (+1 VP)", (2, vp + 1), (t.prisoners_of("Red"), t.victory_points("Red")))
    s2 = position(active="Red", hands={"Red": "wool grain ore"}, draw_pile={"Knighthood": 1, "Intrigue": 4})
    sc.at(s2)
    sc.do(A("buy_card"))
    t = sc.do(A("card", "capture"))
    sc.check("B: the Intrigue goes to the discard pile", 1, t.development_piles()["discard"]["Intrigue"])
    sc.check("B: the next card is drawn at no cost", ("development card draw", 0),
             (t.phase_name, t.cards_in_hand("Red")))
    sc.do(A("card", "knighthood"))
    t = sc.do(A("place_knight", 63), "B: Knighthood places a knight")
    sc.check("B: the knight stands on P63", "Red", t.knight_at("P63"))
    return sc


@faq_case("CBA-FAQ-31", "The founding city yields one card per hex",
          question="What does the founding city produce?",
          ruling="One card for each neighbouring producing hex; founding brings no barbarians.",
          rules=("CBA-4.4", "CBA-4.5", "CBA-4.6", "CBA-4.7"), provenance="seed")
def founding_city_yields() -> Scenario:
    """A three-player founding: Red on I53 / I12, Blue on I0 / I43, White on I26 / I14."""
    s = position(players=3, active="Red", phase="founding", barbarians={"H7": 1, "H18": 1})
    sc = Scenario(s)
    for who, (i, q) in (("Red", (53, 70)), ("Blue", (0, 0)), ("White", (26, 32))):
        sc.do(A("settlement", i), "{who} founds a settlement on I{i}", who=seat_name(DOMAIN, who), i=i)
        sc.do(A("road", q))
    for i, q in ((14, 15), (43, 54), (12, 11)):
        sc.do(A("city", i))
        sc.do(A("road", q))
    t = sc.state
    sc.check("Red's I12 city (H0, H3, H4) gives 3 cards", 3, t.cards_in_hand("Red"))
    sc.check("Blue's I43 city (H12 + castle) gives 1 card", 1, t.cards_in_hand("Blue"))
    sc.check("White's I14 city (desert + H5 + H6) gives 2 cards", 2, t.cards_in_hand("White"))
    sc.check("no barbarian is placed during the founding phase", (1, 1, 28, 0),
             (t.barbarians("H18"), t.barbarians("H7"), t.barb_supply, t.landings))
    return sc


@faq_case("CBA-FAQ-32", "What brings a landing",
          question="Which actions start a landing?",
          ruling="Each settlement and each city upgrade in a regular turn; nothing else.",
          rules=("CBA-9.1", "CBA-9.8", "CBA-8.9"), provenance="ruling")
def what_brings_a_landing() -> Scenario:
    """Red builds a road, a settlement and a city, and buys a Knighthood, in one turn."""
    s = position(active="Red", settlements={"I29": "Red"}, roads={"P42": "Red"},
                 hands={"Red": "2 brick 2 lumber 2 wool 4 grain 4 ore"}, draw_pile={"Knighthood": 14})
    sc = Scenario(s)
    sc.do(A("road", 50))
    t = sc.do(A("settlement", 39))
    sc.check("the road brought no landing, the settlement does", (1, "barbarian landing"),
             (t.landings, t.phase_name))
    sc.do_all(actions("landing", 2, 3, 4))
    sc.do(A("city", 29))
    sc.do_all(actions("landing", 2, 3, 4))
    sc.do(A("buy_card"))
    sc.do(A("card", "knighthood"))
    sc.do(A("place_knight", 63))
    sc.check("exactly 2 landings in the turn", 2, sc.state.landings)
    return sc


@faq_case("CBA-FAQ-34", "Winning: 12 points in your own turn",
          question="When exactly does a player win?",
          ruling="The active player wins at once on reaching 12 (13 with Harbormaster); others wait for their own "
                 "turn.",
          rules=("CBA-14.5", "CBA-14.6", "CBA-14.7", "CBA-14.8", "CBA-14.9", "CBA-14.10", "CBA-13.6a"),
          provenance="seed")
def winning_in_your_own_turn() -> Scenario:
    """Red has 11 VP and 1 prisoner; knights at H12 win a prisoner in Red's turn (A) or in Blue's (B); a
    settlement makes 12 (C), or not with Harbormaster (D)."""
    s = position(active="Red", barbarians={"H12": 1}, **ELEVEN, prisoners={"Red": 1},
                 knights={"P41": "Red", "P54": "Red"})
    sc = Scenario(s)
    t = to_battles(sc)
    sc.check("A: Red wins at H12 with 2 prisoners and 12 VP", (2, 12, "Red"),
             (t.prisoners_of("Red"), t.victory_points("Red"), t.winner_name))
    checks = [e.text for e in t.log_since(s) if e.text.startswith("H")]
    sc.check("A: the game is over with only H12 checked: no casualty roll, no H7..H17", (True, 1, False),
             (t.is_terminal(), len(checks), any("casualty" in e.text for e in t.log)))
    sc.at(position(**{**position_args(s), "active": "Blue", "turn": s.turn + 1}))
    t = to_battles(sc)
    sc.check("B: in Blue's phase 4 Red reaches 12 VP but the game goes on", (12, False),
             (t.victory_points("Red"), t.is_terminal()))
    sc.do(A("castle_die", 3))
    sc.do(A("roll", 12), "White's turn")
    t = sc.do(A("finish_building"))
    start = max(k for k, e in enumerate(t.log) if e.text.startswith("Red begins turn"))
    sc.check("B: at the start of Red's next turn Red wins before rolling", ("Red", False),
             (t.winner_name, any(e.text.startswith("rolls") for e in t.log[start:])))
    settle = position(active="Red", **ELEVEN, prisoners={"Red": 1}, roads={"P71": "Red"}, hands={"Red": SETTLE_COST})
    sc.at(settle)
    t = sc.do(A("settlement", 50))
    sc.check("C: the settlement makes 12 VP and wins at once", ("Red", 12), (t.winner_name, t.victory_points("Red")))
    sc.check("C: no landing is rolled", (0, settle.barbarians_on_board()), (t.landings, t.barbarians_on_board()))
    harbourmaster = position(active="Red", **ELEVEN, prisoners={"Red": 1}, roads={"P71": "Red"},
                             hands={"Red": SETTLE_COST}, harbormaster=True)
    sc.at(harbourmaster)
    t = sc.do(A("settlement", 50))
    sc.check("D: with Harbormaster 12 VP is not a win: the target is 13", (12, 13, False, "barbarian landing"),
             (t.victory_points("Red"), t.victory_target, t.is_terminal(), t.phase_name))
    return sc
