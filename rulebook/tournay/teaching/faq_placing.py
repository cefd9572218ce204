"""Playing cards into the district: stacking on the same colour, replacing another colour, what
happens to tokens and citizens on a covered card, and one prestige building of a name
(TOU-FAQ-1 .. 4).
"""

from __future__ import annotations

from rulebook.core import Scenario, faq_case

from ..bots import quiet_moves
from ..pieces import action
from ..positions import position


@faq_case("TOU-FAQ-1", "Stacking on a same-colour card",
          question="May a card go on a card of the same colour, and may stacks grow past two?",
          ruling="Yes to both. The new card lies on top; the covered card keeps its printed points but does nothing "
                 "else.",
          rules=("TOU-4.9", "TOU-4.16", "TOU-4.17", "TOU-14.7"), provenance="seed")
def stacking_on_a_same_colour_card() -> Scenario:
    """P1 plays Fort, then Barracks, onto the red Arsenal at (1,1): a stack of three."""
    sc = Scenario(position(seats={"P1": {"money": 6, "district": {(1, 1): "R1-ARSENAL"},
                                         "hand": ["R1-FORT", "R1-BARRACKS"]}}))
    sc.do(action("play", "R1-FORT"))
    sc.do(action("place", 1, 1))
    sc.check("P1's deniers after Fort", 5, sc.state.deniers("P1"))
    sc.check("space (1,1) after turn 1, bottom to top", ["R1-ARSENAL", "R1-FORT"], sc.state.stack("P1", (1, 1)))
    sc.check("buildings P1 can activate (Arsenal is covered)", ["R1-FORT"], sc.state.activatable())
    sc.do(action("gather"))
    sc.do_all(quiet_moves(sc.state, "P1"))
    sc.do(action("play", "R1-BARRACKS"))
    sc.do(action("place", 1, 1))
    sc.check("P1's deniers after Barracks", 4, sc.state.deniers("P1"))
    sc.check("space (1,1) after turn 2", ["R1-ARSENAL", "R1-FORT", "R1-BARRACKS"], sc.state.stack("P1", (1, 1)))
    sc.check("buildings P1 can activate", ["R1-BARRACKS"], sc.state.activatable())
    sc.check("printed points from the three stacked cards", 3, sc.state.prestige("P1")["printed"])
    return sc


@faq_case("TOU-FAQ-2", "Playing onto a different colour",
          question="What happens when the new card's colour differs from the card below?",
          ruling="The old card is discarded and the new card takes the space; the whole stack goes under its deck, "
                 "top card first.",
          rules=("TOU-4.10", "TOU-4.11", "TOU-4.18"), provenance="seed")
def playing_onto_a_different_colour() -> Scenario:
    """P1 plays the yellow Cloth Hall onto a red stack of Fort on Arsenal."""
    sc = Scenario(position(seats={"P1": {"district": {(1, 1): ["R1-ARSENAL", "R1-FORT"]}, "standing": (2, 2, 2),
                                         "hand": ["Y3-CLOTH-HALL"]}}))
    sc.check("P1's printed points from (1,1) before", 2, sc.state.prestige("P1")["printed"])
    sc.do(action("play", "Y3-CLOTH-HALL"))
    sc.do(action("place", 1, 1))
    st = sc.state
    sc.check("P1's available citizens (yellow, white, red)", (1, 2, 2), st.plaza("P1").standing)
    sc.check("yellow citizens in the stock", 4, st.stock[0])
    sc.check("bottom two cards of Red I (Arsenal lowest)", ["R1-FORT", "R1-ARSENAL"],
             st.deck("R1").known[-2:])
    sc.check("space (1,1)", ["Y3-CLOTH-HALL"], st.stack("P1", (1, 1)))
    sc.check("P1's printed points from (1,1) after", 0, st.prestige("P1")["printed"])
    return sc


@faq_case("TOU-FAQ-3", "Covering tokens and citizens",
          question="What becomes of tokens and citizens on a card that is covered?",
          ruling="Damage and grey tokens return to the supply; a citizen is laid down beside its owner's plaza.",
          rules=("TOU-4.12", "TOU-4.13", "TOU-8.3"), provenance="seed")
def covering_tokens_and_citizens() -> Scenario:
    """P1 covers a grey token, an own citizen and a damage token with three red cards."""
    start = position(seats={"P1": {"money": 10, "standing": (2, 2, 1), "lying": (0, 0, 0),
                                   "district": {(0, 0): "R1-FORT", (0, 1): "R1-BARRACKS", (0, 2): "R1-BALLISTA",
                                                (1, 0): "W1-U03", (1, 1): "W1-U09"},
                                   "on_buildings": {(0, 0): "grey", (0, 1): "citizen", (0, 2): "damage"},
                                   "hand": ["R1-ARSENAL", "R1-FORT", "R1-KNIGHT"]}, "P2": {"standing": (0, 0, 0)}})
    sc = Scenario(start)
    tokens = start.supply_tokens
    # Between the plays P1 activates a white building whose effect finds nothing to do (no used yellow or white
    # citizen), so money and the used citizens change only through the three plays.
    for card, col, building in (("R1-ARSENAL", 0, (1, 0)), ("R1-FORT", 1, (1, 1)), ("R1-KNIGHT", 2, None)):
        sc.do_all(quiet_moves(sc.state, "P1"))
        sc.do(action("play", card))
        sc.do(action("place", 0, col))
        if building:
            sc.do(action("activate", *building))
    st = sc.state
    sc.check("tokens back in the supply (one grey, one damage)", tokens + 2, st.supply_tokens)
    sc.check("P1's used citizens (the red one from Barracks)", (0, 0, 1), st.plaza("P1").lying)
    sc.check("P1's available red citizens", 1, st.plaza("P1").standing[2])
    sc.check("P1's deniers", 7, st.deniers("P1"))
    sc.check("what sits on Arsenal at (0,0)", "none", st.occupant("P1", (0, 0)))
    sc.check("what sits on the new Fort at (0,1)", "none", st.occupant("P1", (0, 1)))
    sc.check("red buildings P1 can activate", ["R1-ARSENAL", "R1-FORT"], st.activatable())
    return sc


@faq_case("TOU-FAQ-4", "No second prestige building of a name",
          question="Can I build a prestige building whose name is already in my district? Can someone else?",
          ruling="Not in your own district (a covered copy counts too); other players may.",
          rules=("TOU-4.14", "TOU-4.15", "TOU-14.6"), provenance="seed")
def no_second_prestige_building_of_a_name() -> Scenario:
    """P1 tries a second Mint (visible, then covered); P2 builds a Mint of their own."""
    sc = Scenario(position(seats={"P1": {"money": 20, "district": {(0, 0): "Y3-MINT"}, "hand": ["Y3-MINT"]},
                                  "P2": {"money": 8}}))
    sc.illegal(action("play", "Y3-MINT"), cites=("TOU-4.14",), label="P1 builds a second Mint")
    sc.check("legal card plays for P1", [], [a for a in sc.state.legal_actions() if a.kind == "play"])
    sc.at(position(seats={"P1": {"money": 20, "district": {(0, 0): ["Y3-MINT", "Y3-TOUR-DES-SIX"]},
                                 "hand": ["Y3-MINT"]}, "P2": {"money": 8}}))
    sc.illegal(action("play", "Y3-MINT"), cites=("TOU-4.14", "TOU-4.15"), label="P1 builds Mint over a covered Mint")
    sc.at(position(seats={"P1": {"money": 20, "district": {(0, 0): "Y3-MINT"}},
                          "P2": {"money": 8, "hand": ["Y3-MINT"]}}, active="P2"))
    sc.do(action("play", "Y3-MINT"))
    sc.do(action("place", 1, 1))
    sc.check("P2's deniers after building Mint", 3, sc.state.deniers("P2"))
    return sc
