"""FAQ cases about VP penalties: a salary shortfall costs a flat 2 VP, and event penalties stack (never below 0)."""

from __future__ import annotations

from rulebook.core import Action, Scenario, faq_case

from ..pieces import AGRICULTURE, die, group
from ..positions import position


def _salary_table(purse: int, vp: int):
    """2 players; A has 5 citizens in the Palace and 1 in the Bishopric; B uses the last die of the round."""
    return position(2, to_move="B", money={"A": purse, "B": 10}, vp={"A": vp}, dice={"B": "Y1"},
                    citizens={"Palace": "A A A A A grey", "Bishopric": "A B B B B grey",
                              "City Hall": "grey B B B B grey"})


def _end_round_with_b(sc: Scenario, start) -> None:
    sc.at(start).do(AGRICULTURE)
    sc.do(group(die("B", "Y", 1)), "B uses the last die: the round ends and the next one pays income and salaries")


@faq_case("TRY-FAQ-6", "Salary shortfall", question="How much VP does a salary shortfall cost?",
          ruling="A flat 2 VP whatever the shortfall, and never below 0 VP.",
          rules=("TRY-5.1", "TRY-5.2", "TRY-5.3", "TRY-5.4", "TRY-3.4"), provenance="sourced")
def salary_shortfall() -> Scenario:
    """A owes 11 deniers of salaries with 10 in hand, with 7, 1 and 0 VP; then with enough money."""
    start = _salary_table(0, 7)
    sc = Scenario(start)
    _end_round_with_b(sc, start)
    sc.check("A: +10, owes 5 x 2 + 1 = 11, pays all 10: purse", 0, sc.state.purse("A"))
    sc.check("A loses a flat 2 VP (7 -> 5)", 5, sc.state.victory_points("A"))
    _end_round_with_b(sc, _salary_table(0, 1))
    sc.check("with 1 VP: A loses only that VP", 0, sc.state.victory_points("A"))
    _end_round_with_b(sc, _salary_table(0, 0))
    sc.check("with 0 VP: nothing to lose", 0, sc.state.victory_points("A"))
    _end_round_with_b(sc, _salary_table(8, 7))
    sc.check("with 8 deniers before income: pays 11 of 18, purse", 7, sc.state.purse("A"))
    sc.check("with 8 deniers: no VP lost", 7, sc.state.victory_points("A"))
    return sc


@faq_case("TRY-FAQ-8", "Stacking event penalties", question="Do event penalties stack?",
          ruling="Yes: obey as far as you can, then lose 2 VP for each event you could not fully obey, never below 0.",
          rules=("TRY-7.10", "TRY-7.11", "TRY-7.12", "TRY-3.4", "TRY-20.53", "TRY-20.58"), provenance="sourced")
def event_penalties_stack() -> Scenario:
    """Civil War (3 deniers each) and Heresy (2 influence each) act on A, who has 2 deniers and 1 influence."""
    start = position(2, phase="roll", round=4, events=("Civil War", "Heresy"), red_deck=(), money={"A": 2, "B": 5},
                     influence={"A": 1, "B": 4}, vp={"A": 3, "B": 0}, dice={"A": "R1"}, dice_to_roll=(("B", "white"),))
    sc = Scenario(start)
    sc.do(Action("roll", (3,)), "the last workforce die: B's white 3; then the events act")
    sc.check("Civil War: A pays the 2 deniers it has", 0, sc.state.purse("A"))
    sc.check("Civil War: B pays 3 (5 -> 2)", 2, sc.state.purse("B"))
    sc.check("Heresy: A pays the 1 influence it has", 0, sc.state.influence("A"))
    sc.check("A's VP: 3 - 2 (Civil War) - 1 (Heresy, all that is left)", 0, sc.state.victory_points("A"))
    sc.check("Heresy: B pays 2 influence (4 -> 2)", 2, sc.state.influence("B"))
    sc.check("B's VP stays 0", 0, sc.state.victory_points("B"))
    return sc
