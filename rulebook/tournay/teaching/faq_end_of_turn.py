"""The end of a turn: the hand limit, walls held in hand, and walls built at the end of a turn
that protect against nothing (TOU-FAQ-8 .. 10).
"""

from __future__ import annotations

from rulebook.core import Scenario, faq_case

from ..pieces import action
from ..positions import position


def _faq9_start():
    return position(seats={"P1": {"hand": ["R1-ARSENAL", "R1-FORT", "R1-BALLISTA", "EV-02", "EV-04"],
                                  "district": {(0, 0): "R1-BARRACKS"}}, "P2": {"standing": (2, 2, 2)}},
                    phase="end of turn", events=["EV-13", None, None], coins=[1, 0, 0],
                    decks={"Y1": {"top": ["Y1-U01", "Y1-CRIER", "Y1-U03"]}})


@faq_case("TOU-FAQ-8", "Hand limit",
          question="What if I end my turn with more than 4 cards?",
          ruling="Discard down to 4, each card face down under its own deck.",
          rules=("TOU-12.3", "TOU-12.4", "TOU-12.6"), provenance="seed")
def hand_limit() -> Scenario:
    """P1 ends a turn with five cards and must discard one under its deck."""
    sc = Scenario(position(seats={"P1": {"hand": ["R1-ARSENAL", "Y3-MINT", "W3-SAINT-JACQUES", "R1-FORT", "EV-02"]}},
                           phase="end of turn", criers=("Y3",)))
    sc.do(action("done"), label="P1 builds no wall")
    sc.illegal(action("done"), cites=("TOU-12.3",), label="ending the turn with 5 cards")
    sc.do(action("discard", "Y3-MINT"))
    st = sc.state
    sc.check("P1's hand size", 4, len(st.hand("P1")))
    sc.check("the bottom drawable card of Yellow III", "Y3-MINT", st.deck("Y3").known[-1])
    sc.check("Yellow III's spent crier stays underneath", "Y3-CRIER", st.deck("Y3").spent_crier)
    return sc


@faq_case("TOU-FAQ-9", "Walls in hand count",
          question="Do event cards held as walls count toward the hand limit?",
          ruling="Yes.",
          rules=("TOU-12.3",), provenance="seed")
def walls_in_hand_count() -> Scenario:
    """Five cards, two of them events: discard one, or build a wall to come down to four."""
    sc = Scenario(_faq9_start())
    st = sc.state
    sc.check("cards over the limit (walls in hand count)", 1, len(st.hand("P1")) - st.cfg.hand_limit)
    sc.do(action("done"), label="no wall")
    sc.check("P1 must now discard", "end of turn: hand limit", sc.state.phase_name)
    sc.do(action("discard", "R1-ARSENAL"))
    sc.check("P1's hand after one discard", 4, len(sc.state.hand("P1")))
    sc.check("the turn passed to P2", "P2", sc.state.to_act)
    sc.at(_faq9_start())
    sc.do(action("wall", "EV-02"), label="P1 sheds a card by building a wall")
    sc.do(action("done"))
    sc.check("P1's hand after the wall", 4, len(sc.state.hand("P1")))
    sc.check("no discard needed: the turn passed to P2", "P2", sc.state.to_act)
    return sc


@faq_case("TOU-FAQ-10", "End-of-turn walls do not protect",
          question="Will a wall built at the end of my turn protect me from a later crier?",
          ruling="No. It sheds a card and scores 1 point, but protects against nothing.",
          rules=("TOU-12.1", "TOU-12.2", "TOU-7.6", "TOU-14.8"), provenance="seed")
def end_of_turn_walls_do_not_protect() -> Scenario:
    """A wall built at the end of P1's turn, then a crier: only a new wall protects."""
    sc = Scenario(_faq9_start())
    sc.do(action("wall", "EV-02"))
    sc.do(action("done"))
    sc.check("P1's hand", 4, len(sc.state.hand("P1")))
    sc.check("P1's walls built", ["EV-02"], sc.state.walls("P1"))
    sc.do(action("draw", "Y1"))
    sc.do(action("citizens", (0, 1)))
    sc.do(action("keep", "Y1-U01"))
    sc.check("coins on Siege after the crier", 2, sc.state.coins[0])
    sc.check("P1 decides on a wall against Siege; the wall P1 may build", ("P1", ["EV-04"]),
             (sc.state.to_act, [card for card, in sc.state.legal_args("wall")]))
    decide = sc.state
    sc.do(action("no_wall"), label="P1 relies on the wall built earlier")
    sc.check("the earlier wall did not protect: Barracks is damaged", "damage", sc.state.occupant("P1", (0, 0)))
    sc.check("P1's wall points", 1, sc.state.prestige("P1")["walls"])
    sc.at(decide)
    sc.do(action("wall", "EV-04"), label="P1 builds Fair Day as a wall against Siege")
    sc.check("Barracks is protected", "none", sc.state.occupant("P1", (0, 0)))
    sc.check("P1's wall points", 2, sc.state.prestige("P1")["walls"])
    return sc
