"""FAQ cases about passing: no action after passing, and the last active player (the same table for both)."""

from __future__ import annotations

from rulebook.core import Action, Scenario, faq_case

from ..pieces import AGRICULTURE, PASS, die, group
from ..positions import position


def passing_table():
    """A (yellow 2, no money), B (yellow 6 and 4, 10 deniers) and C (nothing) at the start of the action phase."""
    return position(3, money={"A": 0, "B": 10, "C": 0}, dice={"A": "Y2", "B": "Y6 Y4"})


def play_passing_round(sc: Scenario, checks_first_half: bool = True) -> None:
    """The action phase of TRY-FAQ-4: A passes, B acts alone, C passes."""
    sc.do(PASS, "1. A passes")
    if checks_first_half:
        sc.check("1. A's district money", 2, sc.state.district_money("A"))
    sc.do(AGRICULTURE)
    sc.do(group(die("B", "Y", 6)), "2. B does agriculture with own yellow 6")
    if checks_first_half:
        sc.check("2. B's purse", 13, sc.state.purse("B"))
    sc.do(PASS, "3. C passes")
    sc.check("3. C's district money", 2, sc.state.district_money("C"))
    sc.check("4. the turn passes A: A's district money", 3, sc.state.district_money("A"))
    sc.check("4. B is the one to act", "B", sc.state.to_move)
    sc.illegal(Action("by", (0, ("agriculture", ()))), ("TRY-9.19",), "A tries to act after passing")
    sc.illegal(Action("by", (2, ("pass", ()))), ("TRY-9.19",), "C tries to act after passing")
    sc.do(AGRICULTURE)
    sc.do(group(die("A", "Y", 2)), "5. B buys A's yellow 2 for agriculture")
    sc.check("5. A is paid 2 into the purse at once", 2, sc.state.purse("A"))
    sc.check("5. B's purse: 13 - 2 + 1", 12, sc.state.purse("B"))
    sc.check("6. the turn passes C: C's district money", 3, sc.state.district_money("C"))
    sc.check("7. the turn passes A: A's district money", 4, sc.state.district_money("A"))
    sc.do(AGRICULTURE)
    before = sc.state
    sc.do(group(die("B", "Y", 4)), "8. B does agriculture with own yellow 4; no die is left")
    money, _ = sc.state.history[-1]
    sc.check("8. B's purse at the end of the round", 14, money[1])
    sc.check("end of round: A's purse 2 + 4", 6, money[0])
    sc.check("end of round: C's purse 0 + 3", 3, money[2])
    sc.check("the round ended at once (no more district increments)", before.round + 1, sc.state.round)


@faq_case("TRY-FAQ-4", "Acting after passing", question="After passing, can a player act again on a later turn?",
          ruling="Not this round. Passing puts 2 deniers in your district and each later time the turn comes round "
          "adds 1 more; the money is collected at the end of the round. Others may still buy the dice left in your "
          "district.", rules=("TRY-9.18", "TRY-9.19", "TRY-9.20", "TRY-9.21", "TRY-9.22", "TRY-9.23", "TRY-9.24",
                              "TRY-9.14", "TRY-16.1"), provenance="seed")
def no_action_after_passing() -> Scenario:
    """A and C pass; B plays on alone, buying A's die; A and C collect their district money at the round's end."""
    sc = Scenario(passing_table())
    play_passing_round(sc)
    return sc


@faq_case("TRY-FAQ-19", "The last active player", question="What happens when only one player has not passed?",
          ruling="That player takes turn after turn; each passed player still receives 1 denier every time the turn "
          "goes past them.", rules=("TRY-9.20", "TRY-9.21", "TRY-9.24"), provenance="sourced")
def lone_active_player() -> Scenario:
    """The table of TRY-FAQ-4, watching the passed players' income while B plays alone."""
    sc = Scenario(passing_table())
    play_passing_round(sc, checks_first_half=False)
    return sc
