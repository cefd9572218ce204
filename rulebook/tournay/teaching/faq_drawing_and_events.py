"""Drawing with a face-up card, the town crier procedure, and what fighting an event costs
(TOU-FAQ-21 .. 23).
"""

from __future__ import annotations

from rulebook.core import Scenario, faq_case

from ..pieces import action
from ..positions import position


def _faq23_start():
    return position(seats={"P1": {"money": 8, "standing": (2, 2, 2)}, "P2": {"standing": (0, 0, 0)}},
                    events=["EV-02", "EV-13", "EV-04"], coins=[2, 2, 0])


@faq_case("TOU-FAQ-21", "Drawing with a face-up top card",
          question="What are my options when a deck shows a face-up card?",
          ruling="Take it; or put it face down at the bottom and draw two, keep one and turn the other face up.",
          rules=("TOU-6.1", "TOU-6.2", "TOU-6.3", "TOU-6.4"), provenance="seed")
def drawing_with_a_face_up_top_card() -> Scenario:
    """P1 draws from Yellow I, which shows a face-up card: option A, then option B."""
    start = position(seats={"P1": {"standing": (2, 2, 2)}, "P2": {"standing": (0, 0, 0)}},
                     decks={"Y1": {"face_up": "Y1-U01", "top": ["Y1-U03", "Y1-U05", "Y1-U07"]}})
    sc = Scenario(start)
    sc.do(action("draw", "Y1"))
    sc.do(action("take_face_up"), label="option A")
    d = sc.state.deck("Y1")
    sc.check("option A: P1's hand", ["Y1-U01"], sc.state.hand("P1"))
    sc.check("option A: Yellow I has no face-up card", None, d.face_up)
    sc.check("option A: the next cards, all face down", ["Y1-U03", "Y1-U05", "Y1-U07"], d.known[:3])
    sc.at(start)
    sc.do(action("draw", "Y1"))
    sc.do(action("draw_two"), label="option B")
    sc.check("option B: the two cards P1 sees", [("Y1-U03",), ("Y1-U05",)], sc.state.legal_args("keep"))
    sc.do(action("keep", "Y1-U03"))
    d = sc.state.deck("Y1")
    sc.check("option B: P1's hand", ["Y1-U03"], sc.state.hand("P1"))
    sc.check("option B: face-up card on Yellow I", "Y1-U05", d.face_up)
    sc.check("option B: next face-down card", "Y1-U07", d.known[0])
    sc.check("option B: the old face-up card is at the bottom", "Y1-U01", d.known[-1])
    return sc


@faq_case("TOU-FAQ-22", "The town crier procedure",
          question="What happens when a crier comes up?",
          ruling="Keep your card, the crier goes under its deck, each event gets a coin, then each event hits every "
                 "player once per coin; a wall stops one event for its builder.",
          rules=("TOU-6.5", "TOU-7.2", "TOU-7.3", "TOU-7.4", "TOU-7.5", "TOU-7.6", "TOU-7.7", "TOU-7.8", "TOU-7.9"),
          provenance="seed")
def the_town_crier_procedure() -> Scenario:
    """P1 draws the Yellow II crier; the events strike and P1 walls one of them."""
    sc = Scenario(position(seats={"P1": {"money": 9, "standing": (2, 2, 2), "hand": ["EV-10"],
                                         "district": {(0, 0): "R1-BARRACKS"}},
                                  "P2": {"money": 4, "standing": (2, 2, 2)}},
                           events=["EV-02", "EV-13", "EV-04"], coins=[1, 0, 2],
                           decks={"Y2": {"top": ["Y2-U04", "Y2-CRIER", "Y2-U05"]}}))
    sc.check("step A passes by itself (an event card cannot be placed)", "citizen action", sc.state.phase_name)
    sc.do(action("draw", "Y2"))
    sc.do(action("citizens", (2, 0)), label="P1 uses two own yellow citizens")
    sc.do(action("keep", "Y2-U04"))
    sc.check("criers revealed", 1, sc.state.criers)
    sc.check("coins on the three events", (2, 1, 3), sc.state.coins)
    sc.do(action("wall", "EV-10"), label="P1 builds Holy Day as a wall against Tax Collector")
    st = sc.state
    sc.check("P2's deniers (loses 4, then gains 3)", 3, st.deniers("P2"))
    sc.check("Barracks is damaged", "damage", st.occupant("P1", (0, 0)))
    sc.check("P1's deniers (9 + 3)", 12, st.deniers("P1"))
    sc.check("P1's walls built", 1, len(st.walls("P1")))
    sc.check("P1's hand", ["Y2-U04"], st.hand("P1"))
    sc.check("face-up card on Yellow II", "Y2-U05", st.deck("Y2").face_up)
    lost = [e.text for e in st.log if e.player == 1 and "loses" in e.text]
    sc.check("P2 lost 4 deniers to Tax Collector", ["loses 2 denier(s)", "loses 2 denier(s)"], lost)
    return sc


@faq_case("TOU-FAQ-23", "Fight costs",
          question="What does fighting an event cost?",
          ruling="A lose-money event: 2 citizens of its colour. Any other: 1 citizen plus coins + 1 deniers. At "
                 "least one coin is needed.",
          rules=("TOU-9.1", "TOU-9.2", "TOU-9.3", "TOU-9.4", "TOU-9.5", "TOU-9.6", "TOU-9.7"), provenance="seed")
def fight_costs() -> Scenario:
    """P1 fights a lose-money event, then another event, and may not fight one without a coin."""
    start = _faq23_start()
    sc = Scenario(start)
    sc.do(action("fight", 0))
    sc.do(action("reveal_event", "EV-05"))
    st = sc.state
    sc.check("fighting Tax Collector: P1's used citizens and deniers", ((2, 0, 0), 8), (st.plaza("P1").lying,
                                                                                  st.deniers("P1")))
    sc.check("fighting Tax Collector: supply gain", 2, st.supply_deniers - start.supply_deniers)
    sc.check("fighting Tax Collector: P1's hand and the refilled slot", (["EV-02"], "EV-05", 0),
             (st.hand("P1"), *st.event_row()[0]))
    sc.at(start)
    sc.do(action("fight", 1))
    sc.do(action("reveal_event", "EV-06"))
    st = sc.state
    sc.check("fighting Siege: P1's used citizens and deniers", ((0, 0, 1), 5), (st.plaza("P1").lying,
                                                                                    st.deniers("P1")))
    sc.check("fighting Siege: supply gain (3 paid + 2 coins)", 5, st.supply_deniers - start.supply_deniers)
    sc.check("fighting Siege: P1's hand and the refilled slot", (["EV-13"], "EV-06", 0),
             (st.hand("P1"), *st.event_row()[1]))
    sc.at(start)
    sc.illegal(action("fight", 2), cites=("TOU-9.1",), label="fighting Fair Day with no coin")
    return sc
