"""Citizens: borrowing another player's citizen, citizens from several plazas, earning and
gathering (TOU-FAQ-24 .. 27).
"""

from __future__ import annotations

from rulebook.core import Scenario, faq_case

from ..pieces import action
from ..positions import position


@faq_case("TOU-FAQ-24", "Activating with a borrowed citizen",
          question="What happens when I activate with another player's citizen?",
          ruling="Pay its owner 2 deniers; the citizen lies down at its owner and a grey token goes on the building.",
          rules=("TOU-5.4", "TOU-5.5", "TOU-5.8", "TOU-8.7"), provenance="seed")
def activating_with_a_borrowed_citizen() -> Scenario:
    """P1 has no red citizen and activates Fort with P2's."""
    sc = Scenario(position(seats={"P1": {"money": 6, "standing": (2, 2, 0), "district": {(0, 0): "R1-FORT"}},
                                  "P2": {"money": 3, "standing": (2, 2, 2)}}, events=["EV-04", None, None],
                           coins=[1, 0, 0]))
    sc.do(action("activate", 0, 0))
    sc.do(action("reveal_event", "EV-05"))
    st = sc.state
    sc.check("P1's and P2's deniers", (4, 5), (st.deniers("P1"), st.deniers("P2")))
    sc.check("P2's available and used red citizens", (1, 1), (st.plaza("P2").standing[2], st.plaza("P2").lying[2]))
    sc.check("what sits on Fort", "grey", st.occupant("P1", (0, 0)))
    sc.check("Fort's effect resolved for P1: P1's hand", ["EV-04"], st.hand("P1"))
    return sc


@faq_case("TOU-FAQ-25", "Citizens from several plazas",
          question="May I combine citizens from several players?",
          ruling="Yes, own and borrowed citizens of one colour, from several plazas.",
          rules=("TOU-5.4", "TOU-6.1"), provenance="seed")
def citizens_from_several_plazas() -> Scenario:
    """P1 draws from White III with one white citizen of each player."""
    sc = Scenario(position(3,
                           seats={"P1": {"money": 10, "standing": (0, 1, 0)}, "P2": {"money": 6, "standing": (0, 1, 0)},
                                  "P3": {"money": 6, "standing": (0, 2, 0)}},
                           decks={"W3": {"top": ["W3-SAINT-JACQUES", "W3-CATHEDRAL"]}}))
    sc.do(action("draw", "W3"))
    sc.do(action("citizens", (1, 1, 1)))
    sc.do(action("keep", "W3-SAINT-JACQUES"))
    st = sc.state
    sc.check("deniers of P1, P2, P3", (6, 8, 8), tuple(p.money for p in st.players))
    sc.check("used white citizens of P1, P2, P3", (1, 1, 1), tuple(p.used[1] for p in st.players))
    sc.check("P1's hand", ["W3-SAINT-JACQUES"], st.hand("P1"))
    return sc


@faq_case("TOU-FAQ-26", "Earning",
          question="How does earning work?",
          ruling="2 deniers per own citizen of one colour; borrowed citizens cannot earn.",
          rules=("TOU-10.1", "TOU-10.2"), provenance="seed")
def earning() -> Scenario:
    """P1 earns with own yellow citizens and may not earn with P2's red one."""
    sc = Scenario(position(seats={"P1": {"money": 0, "standing": (3, 1, 0)}, "P2": {"standing": (2, 2, 2)}}))
    sc.check("legal earn actions", [("yellow", 1), ("yellow", 2), ("yellow", 3), ("white", 1)],
             sc.state.legal_args("earn"))
    sc.illegal(action("earn", "red", 1), cites=("TOU-10.2",), label="earning with P2's red citizen")
    sc.do(action("earn", "yellow", 3))
    sc.check("P1's deniers and used citizens", (6, (3, 0, 0)), (sc.state.deniers("P1"),
                                                               sc.state.plaza("P1").lying))
    return sc


@faq_case("TOU-FAQ-27", "Gathering",
          question="What does gathering bring back?",
          ruling="All your citizens stand up, those on buildings too; your grey tokens go, damage tokens stay.",
          rules=("TOU-11.1", "TOU-11.2", "TOU-11.3", "TOU-11.4"), provenance="seed")
def gathering() -> Scenario:
    """P1 gathers citizens lying down and on buildings; a grey token leaves, damage stays."""
    sc = Scenario(position(seats={"P1": {"standing": (1, 0, 0), "lying": (1, 2, 0),
                                         "district": {(0, 0): "R1-BARRACKS", (0, 1): "R1-BALLISTA",
                                                      (0, 2): "R1-ARSENAL", (1, 0): "R1-FORT"},
                                         "on_buildings": {(0, 0): "citizen", (0, 1): "citizen", (0, 2): "grey",
                                                          (1, 0): "damage"}},
                                  "P2": {"standing": (2, 1, 2), "lying": (0, 1, 0)}}))
    sc.do(action("gather"))
    st = sc.state
    p = st.plaza("P1")
    sc.check("P1's available, used and seated citizens", (6, 0, 0), (sum(p.standing), sum(p.lying),
                                                                     sum(p.on_buildings)))
    sc.check("what sits on Arsenal", "none", st.occupant("P1", (0, 2)))
    sc.check("what sits on Fort", "damage", st.occupant("P1", (1, 0)))
    sc.check("P2's used citizens", (0, 1, 0), st.plaza("P2").lying)
    return sc
