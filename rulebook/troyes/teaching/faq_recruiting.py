"""FAQ cases about citizens in buildings: a lying citizen counts for nothing, and no cube changes a recruiting die."""

from __future__ import annotations

from rulebook.core import Action, Scenario, faq_case

from ..pieces import die, group
from ..positions import position


@faq_case("TRY-FAQ-14", "Lying citizens", question="Does a lying citizen still count?",
          ruling="No: an evicted citizen counts for nothing until it comes back at the end of the round.",
          rules=("TRY-15.9", "TRY-15.10"), provenance="sourced")
def lying_citizen_does_not_count() -> Scenario:
    """The Miller pays per own citizen standing in the Palace: A's lying citizen adds nothing."""
    start = position(3, activity_cards=("Miller",), tradesmen={"Miller": "A"}, dice={"A": "Y3", "B": "W1"},
                     money={"A": 0}, citizens={"Palace": "A B B C C grey"}, lying={"Palace": "A"})
    sc = Scenario(start)
    sc.check("A's citizens standing in the Palace (the lying one is not standing)", 1,
             start.citizens_on("Palace").count("A"))
    sc.do(Action("activate", ("ACT-Y-I-3",)), "A activates Miller with yellow 3 (one activation)")
    sc.do(group(die("A", "Y", 3)))
    sc.do(Action("option", (0,)), "A chooses 2 deniers per own citizen in the Palace")
    sc.check("A gains 2 (one standing citizen; the lying one does not count)", 2, sc.state.purse("A"))
    return sc


@faq_case("TRY-FAQ-15", "Cubes and recruiting", question="Can Priest or Blacksmith change a die used to recruit?",
          ruling="No: the Priest's card forbids the City Hall and the Blacksmith's the Palace, the only buildings "
          "their dice could reach, so the recruiting die keeps its face value.",
          rules=("TRY-15.11", "TRY-11.20", "TRY-20.31", "TRY-20.23"), provenance="sourced")
def no_cube_for_recruiting() -> Scenario:
    """With a Priest cube declared A may not recruit into the City Hall; without it, A's yellow 3 reaches spaces 1-3
    of the City Hall."""
    start = position(3, activity_cards=("Priest",), stored_cubes={"Priest": {"A": 1}}, personal_supply={"A": 1},
                     dice={"A": "Y3", "B": "W1"}, citizens={"City Hall": "B C B grey C B"})
    sc = Scenario(start)
    sc.do(Action("cube", ("ACT-W-I-3",)), "A declares the Priest cube")
    sc.illegal(Action("recruit", ("city_hall",)), ("TRY-11.20",), "recruit into the City Hall with the Priest cube")
    sc.at(start).do(Action("recruit", ("city_hall",)), "without the cube")
    sc.do(group(die("A", "Y", 3)), "yellow 3")
    sc.check("A may evict on spaces 1-3 only", (Action("evict", (1,)), Action("evict", (2,)), Action("evict", (3,))),
             sc.state.legal_actions())
    sc.do(Action("evict", (2,)), "A evicts C's citizen on space 2")
    sc.check("the new citizen stands on space 3", "A", sc.state.citizens_on("City Hall")[2])
    return sc
