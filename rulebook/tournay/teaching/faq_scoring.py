"""Scoring: the cap per prestige building, one score per name, covered cards, whose units count,
and a complete scoring (TOU-FAQ-11, 12, 13, 20, 30).
"""

from __future__ import annotations

from rulebook.core import Scenario, faq_case

from ..positions import position


@faq_case("TOU-FAQ-11", "Cap of 12 per prestige building",
          question="Can one prestige building give a player more than 12 points?",
          ruling="No.",
          rules=("TOU-14.5", "TOU-14.14"), provenance="seed")
def cap_of_12_per_prestige_building() -> Scenario:
    """P1 built Mint and kept 30 deniers: Mint gives at most 12."""
    sc = Scenario(position(seats={"P1": {"money": 30, "district": {(0, 0): "Y3-MINT"}}, "P2": {"money": 9}},
                           phase="final placement"))
    sc.check("the game is over", True, sc.state.is_terminal())
    sc.check("P1's points from Mint (capped)", 12, sc.state.prestige("P1")["by_name"]["Mint"])
    sc.check("P2's points from Mint", 2, sc.state.prestige("P2")["by_name"]["Mint"])
    return sc


@faq_case("TOU-FAQ-12", "Same names score once",
          question="If two players built Mint, does Mint score twice?",
          ruling="No: each builder scores the left value once, everyone else the right value once.",
          rules=("TOU-14.4", "TOU-14.6", "TOU-14.14"), provenance="seed")
def same_names_score_once() -> Scenario:
    """P1 and P2 both built Mint; P3 did not: each scores Mint once."""
    sc = Scenario(position(3,
                           seats={"P1": {"money": 30, "district": {(0, 0): "Y3-MINT"}},
                                  "P2": {"money": 10, "district": {(0, 0): "Y3-MINT"}}, "P3": {"money": 13}},
                           phase="final placement"))
    sc.check("Mint points of P1, P2, P3", [12, 4, 3],
             [sc.state.prestige(p)["by_name"]["Mint"] for p in ("P1", "P2", "P3")])
    sc.check("Mint is scored once per player", 1, len(sc.state.prestige("P3")["by_name"]))
    return sc


@faq_case("TOU-FAQ-13", "Covered cards and prestige conditions",
          question="Do covered cards count for prestige conditions?",
          ruling="No; only visible cards are units, but covered cards still score their printed points.",
          rules=("TOU-4.17", "TOU-14.7", "TOU-14.12"), provenance="sourced")
def covered_cards_and_prestige_conditions() -> Scenario:
    """A Knight covered by Fort is no unit for Tour des Six but keeps its point."""
    sc = Scenario(position(seats={"P1": {"district": {(0, 0): "Y3-TOUR-DES-SIX", (1, 0): ["R1-KNIGHT", "R1-FORT"]}}},
                           phase="final placement"))
    sc.check("P1's points from Tour des Six (the Knight is covered)", 0,
             sc.state.prestige("P1")["by_name"]["Tour des Six"])
    sc.check("P1's printed points (Knight 1 + Fort 1)", 2, sc.state.prestige("P1")["printed"])
    return sc


@faq_case("TOU-FAQ-20", "Others count their own units",
          question="Whose units does a non-builder count?",
          ruling="Their own: the right value times the units in their own district.",
          rules=("TOU-14.3",), provenance="sourced")
def others_count_their_own_units() -> Scenario:
    """P2 scores P1's Tour des Six with P2's own characters."""
    sc = Scenario(position(seats={"P1": {"district": {(0, 0): "Y3-TOUR-DES-SIX", (0, 1): "R1-KNIGHT"}},
                                  "P2": {"district": {(0, 0): "Y1-ARCHITECT"}}}, phase="final placement"))
    sc.check("P1's points from Tour des Six", 2, sc.state.prestige("P1")["by_name"]["Tour des Six"])
    sc.check("P2's points from Tour des Six (counting P2's Architect)", 1,
             sc.state.prestige("P2")["by_name"]["Tour des Six"])
    return sc


@faq_case("TOU-FAQ-30", "A complete scoring",
          question="How is a whole game scored?",
          ruling="Prestige buildings for all (builder left, others right, capped, once per name) plus printed points "
                 "of all district cards plus 1 per wall.",
          rules=("TOU-14.2", "TOU-14.3", "TOU-14.4", "TOU-14.5", "TOU-14.6", "TOU-14.7", "TOU-14.8", "TOU-14.9",
                 "TOU-14.10", "TOU-14.11", "TOU-14.12", "TOU-14.13", "TOU-14.14"), provenance="seed")
def a_complete_scoring() -> Scenario:
    """Two districts with Mint, Tour des Six, a stack and walls, scored in full."""
    sc = Scenario(position(seats={"P1": {"money": 9, "walls": ["EV-02", "EV-13"],
                                         "district": {(0, 0): "Y3-MINT", (0, 1): "Y3-TOUR-DES-SIX", (1, 0): "R1-KNIGHT",
                                                      (1, 1): "R1-ARSENAL", (1, 2): ["R1-BARRACKS", "R1-FORT"]}},
                                  "P2": {"money": 4,
                                         "district": {(0, 0): "Y3-MINT", (0, 1): "R1-BALLISTA", (0, 2): "R1-FORT"}}},
                           phase="final placement"))
    st = sc.state
    p1, p2 = st.prestige("P1"), st.prestige("P2")
    sc.check("P1: Mint, Tour des Six, printed, walls, total", (4, 2, 4, 2, 12),
             (p1["by_name"]["Mint"], p1["by_name"]["Tour des Six"], p1["printed"], p1["walls"], p1["total"]))
    sc.check("P2: Mint, Tour des Six, printed, walls, total", (2, 0, 2, 0, 4),
             (p2["by_name"]["Mint"], p2["by_name"]["Tour des Six"], p2["printed"], p2["walls"], p2["total"]))
    sc.check("final scores", (12, 4), st.scores())
    sc.check("winner", (0,), st.winners())
    return sc
