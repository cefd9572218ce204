"""FAQ case about spending influence: only on your own dice, bought ones included, and one cube per action."""

from __future__ import annotations

from rulebook.core import Action, Scenario, faq_case

from ..pieces import FLIP, die, group
from ..positions import position


@faq_case("TRY-FAQ-2", "Influence on bought dice", question="Can influence reroll or flip a bought die?",
          ruling="No. Rerolls (1 influence) and flips (4) only touch dice in your own district, never neutral dice, "
          "and buying a die does not change that. Several spends may precede one action, but still only one "
          "activity cube per action.", rules=("TRY-10.3", "TRY-10.4", "TRY-10.5", "TRY-9.6", "TRY-11.15"),
          provenance="seed")
def influence_only_on_own_dice() -> Scenario:
    """A rerolls and flips its own white die, may not touch B's or the neutral ones, and declares one cube only."""
    start = position(3, influence={"A": 6}, dice={"A": "W2", "B": "W1", "N": "W6 R5 Y3"},
                     activity_cards=("Priest", "Blacksmith"), stored_cubes={"Priest": {"A": 1}, "Blacksmith": {"A": 1}})
    sc = Scenario(start)
    sc.illegal(Action("reroll", (die("B", "W", 1),)), ("TRY-10.5",), "reroll B's white 1")
    sc.do(FLIP, "A starts a flip")
    sc.illegal(Action("flip_dice", (die("N", "W", 6),)), ("TRY-10.5",), "flip the neutral white 6")
    sc.at(start).do(Action("reroll", (die("A", "W", 2),)), "A rerolls own white 2 for 1 influence")
    sc.do(Action("roll", (1,)), "the reroll shows 1")
    sc.check("A's influence after the reroll", 5, sc.state.influence("A"))
    sc.do(FLIP, "A starts a flip")
    sc.do(Action("flip_dice", (die("A", "W", 1),)), "A flips the white 1 for 4 influence")
    sc.check("A's white die after the flip (1 -> 6)", ("W6",), sc.state.district("A"))
    sc.check("A's influence after the flip", 1, sc.state.influence("A"))
    sc.do(Action("cathedral"), "A chooses the cathedral")
    sc.illegal(Action("reroll", (die("B", "W", 1),)), ("TRY-10.5",), "reroll B's white 1 while forming a group")
    after_spends = sc.state
    sc.do(group(die("A", "W", 6), die("B", "W", 1)), "A builds with own W6 and B's W1 (bought)")
    sc.check("B's purse: 5 + 4 for the bought die (group of 2)", 9, sc.state.purse("B"))
    sc.at(after_spends).illegal(Action("flip_dice", (die("B", "W", 1),)), ("TRY-10.5",), "flip B's white 1")
    sc.at(start).legal(Action("cube", ("ACT-W-I-3",)), "declaring one cube (Priest)")
    sc.do(Action("cube", ("ACT-W-I-3",)), "A declares the Priest cube")
    sc.illegal(Action("cube", ("ACT-Y-II-1",)), ("TRY-9.6",), "declare the Blacksmith cube as well")
    return sc
