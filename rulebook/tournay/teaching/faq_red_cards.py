"""The red cards as the sources describe them: Fort, Ballista, Arsenal and Barracks
(TOU-FAQ-16 .. 19).
"""

from __future__ import annotations

from rulebook.core import Scenario, faq_case

from ..pieces import action
from ..positions import position


@faq_case("TOU-FAQ-16", "Fort fights for free",
          question="What does activating Fort do?",
          ruling="It takes a queue event with at least one coin into hand and refills the slot; nothing else is "
                 "paid.",
          rules=("TOU-9.5", "TOU-9.7", "TOU-17.10"), provenance="sourced")
def fort_fights_for_free() -> Scenario:
    """P1 activates Fort and takes an event that carries coins, paying nothing more."""
    start = position(seats={"P1": {"money": 5, "standing": (2, 2, 2), "district": {(0, 0): "R1-FORT"}},
                            "P2": {"standing": (0, 0, 0)}}, events=["EV-13", "EV-02", "EV-04"], coins=[2, 0, 1])
    sc = Scenario(start)
    sc.do(action("activate", 0, 0))
    sc.check("events P1 may take (queue slots)", [(0,), (2,)], sc.state.legal_args("take_event"))
    sc.illegal(action("take_event", 1), cites=("TOU-9.1",), label="taking Tax Collector, which has no coin")
    sc.do(action("take_event", 0))
    sc.do(action("reveal_event", "EV-05"))
    st = sc.state
    sc.check("deniers returned to the supply", start.supply_deniers + 2, st.supply_deniers)
    sc.check("P1's deniers", 5, st.deniers("P1"))
    sc.check("P1's hand", ["EV-13"], st.hand("P1"))
    sc.check("slot 1 now holds the next event, without coins", ("EV-05", 0),
             st.event_row()[0])
    sc.check("what sits on Fort", "red citizen", st.occupant("P1", (0, 0)))
    return sc


@faq_case("TOU-FAQ-17", "Ballista",
          question="How does Ballista work?",
          ruling="Add a coin to up to two chosen events; they apply now, harmful ones to the other players only, "
                 "good ones to everyone.",
          rules=("TOU-16.5", "TOU-17.10", "TOU-7.8"), provenance="sourced")
def ballista() -> Scenario:
    """P1 activates Ballista on a money-losing and a money-giving event."""
    sc = Scenario(position(seats={"P1": {"money": 10, "district": {(0, 0): "R1-BALLISTA"}}, "P2": {"money": 10}},
                           events=["EV-02", "EV-04", "EV-13"], coins=[1, 0, 0]))
    sc.do(action("activate", 0, 0))
    sc.do(action("citizens", (1, 0)), label="with P1's own red citizen")
    sc.check("Ballista may pick up to two events", 7, len(sc.state.legal_actions()))
    sc.do(action("choose_events", (0, 1)))
    st = sc.state
    sc.check("coins on Tax Collector, Fair Day, Siege", (2, 1, 0), st.coins)
    sc.check("P2's deniers (loses 4, gains 1)", 7, st.deniers("P2"))
    sc.check("P1's deniers (gains 1 only)", 11, st.deniers("P1"))
    return sc


@faq_case("TOU-FAQ-18", "Arsenal draws normally",
          question="How does Arsenal draw from Red II?",
          ruling="By the normal draw procedure, crier included, without spending more citizens.",
          rules=("TOU-6.7", "TOU-6.10"), provenance="sourced")
def arsenal_draws_normally() -> Scenario:
    """P1 activates Arsenal and draws from Red II, meeting the crier."""
    sc = Scenario(position(seats={"P1": {"district": {(0, 0): "R1-ARSENAL"}}}, events=["EV-04", None, None],
                           decks={"R2": {"top": ["R2-U01", "R2-CRIER", "R2-U02"]}}))
    before = sc.state.criers
    sc.do(action("activate", 0, 0))
    sc.do(action("citizens", (1, 0)), label="with P1's own red citizen")
    sc.check("cards P1 may keep (X or the extra card Z)", [("R2-U01",), ("R2-U02",)], sc.state.legal_args("keep"))
    sc.do(action("keep", "R2-U01"))
    st = sc.state
    sc.check("P1's hand", ["R2-U01"], st.hand("P1"))
    sc.check("face-up card on Red II", "R2-U02", st.deck("R2").face_up)
    sc.check("spent crier under Red II", "R2-CRIER", st.deck("R2").spent_crier)
    sc.check("criers revealed", before + 1, st.criers)
    sc.check("coins on Fair Day after the crier", 1, st.coins[0])
    return sc


@faq_case("TOU-FAQ-19", "Barracks recruits",
          question="What does Barracks do?",
          ruling="Pay 3 deniers to take a red citizen from the stock, available at once; with no red citizen in the "
                 "stock nothing happens and nothing is paid.",
          rules=("TOU-8.9", "TOU-17.10"), provenance="sourced")
def barracks_recruits() -> Scenario:
    """P1 activates Barracks with a red citizen in the stock, then with none left."""
    sc = Scenario(position(seats={"P1": {"money": 5, "standing": (2, 2, 2), "district": {(0, 0): "R1-BARRACKS"}}},
                           stock=(3, 3, 3)))
    sc.do(action("activate", 0, 0))
    sc.do(action("citizens", (1, 0)), label="with P1's own red citizen")
    sc.do(action("accept"))
    st = sc.state
    sc.check("P1's deniers", 2, st.deniers("P1"))
    sc.check("red citizens in the stock", 2, st.stock[2])
    sc.check("P1's red citizens owned", 3, st.plaza("P1").owned[2])
    sc.check("P1's available red citizens", 2, st.plaza("P1").standing[2])
    sc.check("what sits on Barracks", "red citizen", st.occupant("P1", (0, 0)))
    sc.at(position(seats={"P1": {"money": 5, "standing": (2, 2, 2), "district": {(0, 0): "R1-BARRACKS"}}},
                   stock=(3, 3, 0)))
    sc.do(action("activate", 0, 0))
    sc.do(action("citizens", (1, 0)))
    sc.check("with an empty red stock there is nothing to accept: P1's deniers", 5, sc.state.deniers("P1"))
    sc.check("and the turn moved on to P2's action", ("P2", "citizen action"), (sc.state.to_act, sc.state.phase_name))
    return sc
