"""Activating buildings: only unoccupied ones, what occupies them (citizens and tokens), and no
citizen on a character (TOU-FAQ-5 .. 7).
"""

from __future__ import annotations

from rulebook.core import Scenario, faq_case

from ..bots import quiet_moves
from ..pieces import action
from ..positions import position


@faq_case("TOU-FAQ-5", "Only unoccupied buildings",
          question="Can I activate a building my citizen already sits on?",
          ruling="No; gather first, then it is free again.",
          rules=("TOU-8.3", "TOU-8.4", "TOU-11.1"), provenance="seed")
def only_unoccupied_buildings() -> Scenario:
    """P1 tries to activate Barracks while their citizen sits on it, gathers, then may."""
    sc = Scenario(position(seats={"P1": {"standing": (2, 2, 1), "district": {(0, 1): "R1-BARRACKS"},
                                         "on_buildings": {(0, 1): "citizen"}}}))
    sc.illegal(action("activate", 0, 1), cites=("TOU-8.4",), label="activating the occupied Barracks")
    sc.do(action("gather"))
    sc.check("P1's available citizens after gathering", (2, 2, 2), sc.state.plaza("P1").standing)
    sc.check("what sits on Barracks", "none", sc.state.occupant("P1", (0, 1)))
    sc.do_all(quiet_moves(sc.state, "P1"))
    sc.legal(action("activate", 0, 1), label="activating Barracks on the next turn")
    return sc


@faq_case("TOU-FAQ-6", "What unoccupied means",
          question="Do tokens block activation like citizens do?",
          ruling="Yes. Gathering clears your grey tokens but not damage tokens.",
          rules=("TOU-8.3", "TOU-11.2", "TOU-11.3"), provenance="seed")
def what_unoccupied_means() -> Scenario:
    """Damage and grey tokens block activation; gathering clears only the grey one."""
    sc = Scenario(position(seats={"P1": {"standing": (0, 0, 2),
                                         "district": {(0, 0): "R1-FORT", (0, 1): "R1-ARSENAL", (0, 2): "R1-BALLISTA"},
                                         "on_buildings": {(0, 0): "damage", (0, 1): "grey"}}}))
    sc.check("buildings P1 can activate", ["R1-BALLISTA"], sc.state.activatable())
    sc.illegal(action("activate", 0, 0), cites=("TOU-8.3",), label="activating the damaged Fort")
    sc.do(action("gather"))
    sc.do_all(quiet_moves(sc.state, "P1"))
    sc.check("buildings P1 can activate after gathering", ["R1-ARSENAL", "R1-BALLISTA"],
             sc.state.activatable())
    sc.check("what sits on Fort", "damage", sc.state.occupant("P1", (0, 0)))
    sc.at(position(seats={"P1": {"standing": (0, 0, 2), "hand": ["R1-BARRACKS"], "district": {(0, 0): "R1-FORT"},
                                 "on_buildings": {(0, 0): "damage"}}}))
    sc.do(action("play", "R1-BARRACKS"))
    sc.do(action("place", 0, 0))
    sc.check("a card played onto (0,0) clears the damage", "none", sc.state.occupant("P1", (0, 0)))
    return sc


@faq_case("TOU-FAQ-7", "No citizens on characters",
          question="Can a character be activated?",
          ruling="No: citizens never go on characters.",
          rules=("TOU-8.5", "TOU-15.2"), provenance="seed")
def no_citizens_on_characters() -> Scenario:
    """P1 tries to put a citizen on the Knight."""
    sc = Scenario(position(seats={"P1": {"standing": (2, 2, 2), "district": {(1, 0): "R1-KNIGHT"}}}))
    sc.check("activate actions open to P1", [], sc.state.activatable())
    sc.illegal(action("activate", 1, 0), cites=("TOU-8.5",), label="placing a citizen on the Knight")
    return sc
