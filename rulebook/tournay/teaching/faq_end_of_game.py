"""The end of the game: end condition 1 with visible prestige buildings, criers alone, the
final round and the secret final card (TOU-FAQ-14, 15, 28, 29).
"""

from __future__ import annotations

from rulebook.core import Scenario, faq_case, i18n

from ..bots import quiet_moves
from ..pieces import action, seat_name
from ..positions import position


def _full_district(top_left: list[str]) -> dict:
    fill = ["R1-ARSENAL", "R1-BALLISTA", "R1-BARRACKS", "R1-FORT", "R1-FORT", "R1-KNIGHT", "R1-U01", "R1-U02"]
    spaces = [(r, c) for r in range(3) for c in range(3)][1:]
    return {(0, 0): top_left, **dict(zip(spaces, ([card] for card in fill)))}


def _faq28_start(spent: tuple[str, ...]):
    p2 = {"district": {(0, 0): ["Y3-MINT"], (0, 1): ["Y3-BELFRY"], (0, 2): ["R1-ARSENAL"], (1, 0): ["R1-BALLISTA"],
                       (1, 1): ["R1-BARRACKS"], (1, 2): ["R1-FORT"], (2, 0): ["R1-FORT"], (2, 1): ["R1-KNIGHT"]},
          "hand": ["R1-U01"]}
    return position(3, seats={"P1": {"hand": ["Y1-U01"]}, "P2": p2, "P3": {"hand": ["W1-U02"]}}, active="P2",
                    criers=spent)


@faq_case("TOU-FAQ-14", "Condition 1 needs two visible prestige buildings",
          question="Does a covered prestige building count toward condition 1?",
          ruling="No.",
          rules=("TOU-13.1", "TOU-13.5"), provenance="sourced")
def condition_1_needs_two_visible_prestige_buildings() -> Scenario:
    """P2's full district shows only Mint as a prestige building: Cloth Hall lies covered under it."""
    st = position(seats={"P2": {"district": _full_district(["Y3-CLOTH-HALL", "Y3-MINT"])}})
    sc = Scenario(st)
    sc.check("P2's filled spaces", 9, len(st.district("P2")))
    sc.check("P2 meets condition 1", False, st.meets_end_condition("P2"))
    return sc


@faq_case("TOU-FAQ-15", "Condition 2 alone",
          question="Do enough revealed criers end the game on their own?",
          ruling="No: condition 1 must hold too (or hold for two players).",
          rules=("TOU-13.3", "TOU-13.4"), provenance="sourced")
def condition_2_alone() -> Scenario:
    """Three criers are out at P1's turn: alone they end nothing; with a full district they do."""
    sc = Scenario(position(criers=("Y1", "W1", "R1"), phase="start of turn"))
    sc.check("criers revealed", 3, sc.state.criers)
    sc.check("the end is triggered", False, sc.state.final_round)
    sc.check("P1's turn goes on", ("P1", "citizen action"), (sc.state.to_act, sc.state.phase_name))
    full = _full_district(["Y3-MINT"])
    full[(0, 1)] = ["Y3-BELFRY"]
    sc.at(position(seats={"P1": {"district": full}}, criers=("Y1", "W1", "R1"), phase="start of turn"))
    sc.check("with P1 also meeting condition 1 the end is triggered", (True, "criers"),
             (sc.state.final_round, sc.state.end_trigger))
    return sc


@faq_case("TOU-FAQ-28", "End trigger and final round",
          question="When is the end checked and what follows?",
          ruling="At the start of the start player's turn; then one more turn each, the secret final card (a pass "
                 "only when no card can be placed), and scoring.",
          rules=("TOU-13.3", "TOU-13.4", "TOU-13.5", "TOU-13.6", "TOU-13.7", "TOU-13.8", "TOU-13.9", "TOU-13.10",
                 "TOU-13.11"), provenance="seed")
def end_trigger_and_final_round() -> Scenario:
    """P2 completes a district; the end comes at the start player's turn, then the final card."""
    sc = Scenario(_faq28_start(("Y1", "W1", "R1", "Y2")))
    sc.do(action("play", "R1-U01"))
    sc.do(action("place", 2, 2))
    sc.do(action("gather"))
    sc.check("no trigger during P2's turn", False, sc.state.final_round)
    sc.do(action("no_card"))
    sc.do(action("gather"))
    sc.check("P1's turn begins and the end is triggered", (True, "criers", "P2"),
             (sc.state.final_round, sc.state.end_trigger, seat_name(sc.state.end_trigger_seat)))
    for seat in ("P1", "P2", "P3"):
        sc.check("{seat} takes one more turn", seat, sc.state.to_act, seat=i18n.seat_name("tournay", seat))
        sc.do_all(quiet_moves(sc.state, seat))
        if sc.state.phase == "step_a":
            sc.do(action("no_card"))
        sc.do(action("gather"))
    sc.check("then the secret final card: P1 chooses first", ("P1", "the secret final card"),
             (sc.state.to_act, sc.state.phase_name))
    sc.do(action("final_card", "Y1-U01"))
    sc.do(action("place", 1, 1))
    sc.check("P1's card lies face down, not yet in the district", (["Y1-U01"], {}),
             (sc.state.hand("P1"), sc.state.district("P1")))
    sc.check("P2 (full district, empty hand) passes; P3 chooses", ("P3", "the secret final card"),
             (sc.state.to_act, sc.state.phase_name))
    sc.do(action("final_card", "W1-U02"))
    sc.do(action("place", 1, 1))
    st = sc.state
    sc.check("after the reveal the cards are placed and paid", ({(1, 1): ["Y1-U01"]}, {(1, 1): ["W1-U02"]}, 5, 5),
             (st.district("P1"), st.district("P3"), st.deniers("P1"), st.deniers("P3")))
    sc.check("scoring ends the game", True, st.is_terminal())
    sc.at(_faq28_start(("Y1", "W1")))
    sc.do(action("play", "R1-U01"))
    sc.do(action("place", 2, 2))
    sc.do(action("gather"))
    sc.do(action("no_card"))
    sc.do(action("gather"))
    sc.check("variant with 2 criers: P2 alone meets condition 1, no trigger", (False, "P1"),
             (sc.state.final_round, sc.state.to_act))
    return sc


@faq_case("TOU-FAQ-29", "Final card with a character",
          question="Does the final card pay and benefit from characters?",
          ruling="Yes: it is paid for, then characters in its row or column pay out.",
          rules=("TOU-13.8", "TOU-15.3", "TOU-4.19"), provenance="seed")
def final_card_with_a_character() -> Scenario:
    """P1's secret final Barracks is paid for, then the Architect beside it pays 1 back."""
    sc = Scenario(position(seats={"P1": {"money": 1, "hand": ["R1-BARRACKS"], "district": {(0, 0): "Y1-ARCHITECT"}}},
                           phase="final placement"))
    sc.do(action("final_card", "R1-BARRACKS"))
    sc.do(action("place", 0, 1))
    st = sc.state
    sc.check("P1's deniers at scoring (paid 1, Architect gave 1)", 1, st.deniers("P1"))
    sc.check("Barracks sits at (0,1)", {(0, 0): ["Y1-ARCHITECT"], (0, 1): ["R1-BARRACKS"]},
             st.district("P1"))
    sc.check("the game is over", True, st.is_terminal())
    return sc
