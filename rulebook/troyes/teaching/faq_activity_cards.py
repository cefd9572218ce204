"""FAQ cases about activity cards and their cubes: at least one activation, the Monk, the Blacksmith, the Tithe."""

from __future__ import annotations

from rulebook.core import Action, Scenario, faq_case

from ..pieces import AGRICULTURE, die, group
from ..positions import position


@faq_case("TRY-FAQ-11", "At least one activation",
          question="Must an activity card be activated at least once, and may extra dice be used?",
          ruling="At least once, yes; extra dice are allowed and are simply used up.",
          rules=("TRY-11.8", "TRY-11.9", "TRY-11.11", "TRY-20.28"), provenance="sourced")
def activate_at_least_once() -> Scenario:
    """The Sculptor (level III: 5 per activation by default, +1 VP each): yellow 2 + 2 is refused, 6 + 1 gives one
    activation, 2 + 2 + 6 gives two."""
    hired = position(3, activity_cards=("Sculptor",), tradesmen={"Sculptor": "A"}, dice={"A": "Y2 Y2 Y6 Y1"})
    sc = Scenario(hired)
    sculptor = Action("activate", ("ACT-Y-III-3",))
    sc.do(sculptor, "A activates the Sculptor (activation cost 5, +1 VP each)")
    sc.illegal(group(die("A", "Y", 2), die("A", "Y", 2)), ("TRY-11.9",), "yellow 2 + 2 (total 4, no activation)")
    sc.do(group(die("A", "Y", 6), die("A", "Y", 1)), "yellow 6 + 1 (total 7)")
    sc.check("one activation: +1 VP", 1, sc.state.victory_points("A"))
    sc.check("both dice are spent", ("Y2", "Y2"), sc.state.district("A"))
    sc.at(hired).do(sculptor)
    sc.do(group(die("A", "Y", 2), die("A", "Y", 2), die("A", "Y", 6)), "yellow 2 + 2 + 6 (total 10)")
    sc.check("two activations: +2 VP", 2, sc.state.victory_points("A"))
    fresh = position(3, activity_cards=("Sculptor",), money={"A": 5}, personal_supply={"A": 1},
                     dice={"A": "Y2 Y2 Y6 Y1"})
    sc.at(fresh).do(sculptor, "without a tradesman: hire (5 deniers by default) and activate")
    sc.illegal(group(die("A", "Y", 2), die("A", "Y", 2)), ("TRY-11.9",), "hire with yellow 2 + 2")
    sc.do(group(die("A", "Y", 6), die("A", "Y", 1)), "hire with yellow 6 + 1")
    sc.check("A's purse after the hiring fee", 0, sc.state.purse("A"))
    sc.check("A's tradesman stands on the Sculptor", ("A",), sc.state.tradesmen_on("Sculptor"))
    sc.check("A gains 1 VP", 1, sc.state.victory_points("A"))
    return sc


@faq_case("TRY-FAQ-16", "Monk with a bought die", question="How does the Monk work with a bought white die?",
          ruling="With a Monk cube the group is exactly one white die (2 deniers if bought, a group of one), which "
          "becomes three yellow dice of the same value; no other die may join.",
          rules=("TRY-9.12", "TRY-9.17", "TRY-11.16", "TRY-9.5", "TRY-20.30"), provenance="sourced")
def monk_with_bought_die() -> Scenario:
    """A spends a Monk cube on agriculture with B's white 4 alone (bought), worth three yellow 4s."""
    start = position(3, activity_cards=("Monk",), stored_cubes={"Monk": {"A": 1}}, money={"A": 5, "B": 0},
                     dice={"A": "Y2", "B": "W4"})
    sc = Scenario(start)
    sc.do(Action("cube", ("ACT-W-I-2",)), "A spends the Monk cube")
    sc.do(AGRICULTURE)
    sc.illegal(group(die("A", "Y", 2), die("B", "W", 4)), ("TRY-9.17",), "B's white 4 plus A's own yellow 2")
    sc.do(group(die("B", "W", 4)), "B's white 4 alone (a group of 1: 2 deniers)")
    sc.check("B is paid 2", 2, sc.state.purse("B"))
    sc.check("A: 5 - 2 + floor((4 + 4 + 4) / 2)", 9, sc.state.purse("A"))
    return sc


@faq_case("TRY-FAQ-17", "Blacksmith", question="Does the Blacksmith add 5 per die?",
          ruling="No: +5 once to the total of a red group of any size.",
          rules=("TRY-14.3", "TRY-14.14", "TRY-9.5", "TRY-20.23"), provenance="sourced")
def blacksmith_adds_five() -> Scenario:
    """A fights Brigands (divisor 3 by default) with one red 2 and a Blacksmith cube: (2 + 5) // 3 = 2 cubes."""
    start = position(3, events=("Marauding", "Brigands"), activity_cards=("Blacksmith",),
                     stored_cubes={"Blacksmith": {"A": 1}}, dice={"A": "R2", "B": "W1"})
    sc = Scenario(start)
    sc.do(Action("cube", ("ACT-Y-II-1",)), "A spends the Blacksmith cube")
    sc.do(Action("fight", ("EVT-R-2",)))
    sc.do(group(die("A", "R", 2)), "one red 2")
    sc.check("cubes: floor((2 + 5) / 3)", 2, len(sc.state.event_cubes("Brigands")))
    sc.check("A's influence: 4 + 2", 6, sc.state.influence("A"))
    return sc


@faq_case("TRY-FAQ-18", "The Tithe's free dice", question="How do the Tithe's free dice work?",
          ruling="With a Tithe cube the player takes one yellow die free from each other district (neutral "
          "included), the group staying at most 3 dice; no second cube can change them.",
          rules=("TRY-9.6", "TRY-9.17", "TRY-9.5", "TRY-20.29"), provenance="sourced")
def tithing_free_dice() -> Scenario:
    """A spends a Tithe cube: one free yellow die from B and one from the neutral district, no second cube."""
    start = position(3, activity_cards=("Tithe", "Blacksmith"), money={"A": 0, "B": 0},
                     stored_cubes={"Tithe": {"A": 1}, "Blacksmith": {"A": 1}},
                     dice={"A": "Y4", "B": "Y5 Y2", "N": "Y3"})
    sc = Scenario(start)
    sc.do(Action("cube", ("ACT-W-I-1",)), "A spends the Tithe cube")
    sc.illegal(Action("cube", ("ACT-Y-II-1",)), ("TRY-9.6",), "also declare the Blacksmith cube")
    sc.do(AGRICULTURE)
    sc.illegal(group(die("A", "Y", 4), die("B", "Y", 2), die("B", "Y", 5)), ("TRY-9.17",),
               "take two yellow dice from B")
    bank = sc.state.bank
    sc.do(group(die("A", "Y", 4), die("B", "Y", 5), die("N", "Y", 3)), "own Y4 + B's Y5 + neutral Y3, taken free")
    sc.check("A gains floor(12/2) and pays nothing", 6, sc.state.purse("A"))
    sc.check("B is paid nothing", 0, sc.state.purse("B"))
    sc.check("the bank only pays the 6 deniers", 6, sc.state.bank - bank)
    return sc
