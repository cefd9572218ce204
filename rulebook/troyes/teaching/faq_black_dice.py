"""FAQ cases about black dice: countering is not fighting, no voluntary penalty, a failed counter keeps its dice."""

from __future__ import annotations

from rulebook.core import Action, Scenario, faq_case

from ..pieces import DONE, PENALTY, die, group
from ..positions import position


@faq_case("TRY-FAQ-3", "Countering versus fighting",
          question="Is countering black dice the same as fighting an event card?",
          ruling="No. Countering happens in the event phase with own dice only, any colours, red counting double, "
          "and gives 1 influence per black die beaten. Fighting is an action: dice of the card's colour, cubes by "
          "its divisor (1 influence each), rewards when the card is full.",
          rules=("TRY-8.3", "TRY-8.5", "TRY-8.6", "TRY-8.7", "TRY-8.8", "TRY-8.9", "TRY-14.1", "TRY-14.3",
                 "TRY-14.6", "TRY-14.9"), provenance="seed")
def countering_versus_fighting() -> Scenario:
    """A counters black 5 (and 3) with own dice, red doubled; later A fights Brigands, red not doubled."""
    start = position(3, phase="counter", black_pool=(5, 3), influence={"A": 4}, dice={"A": "R2 Y1 W3", "B": "R6"})
    sc = Scenario(start)
    sc.do(Action("take", (5,)), "option 1: A takes on the 5")
    sc.illegal(Action("use", (die("B", "R", 6),)), ("TRY-8.3",), "use B's red 6")
    sc.do(Action("use", (die("A", "R", 2),)), "A uses red 2 (worth 4)")
    sc.do(Action("use", (die("A", "Y", 1),)), "A uses yellow 1")
    sc.do(DONE, "4 + 1 = 5 reaches the 5")
    sc.check("option 1: A's influence", 5, sc.state.influence("A"))
    sc.check("option 1: black dice left", (3,), sc.state.pool)
    sc.check("option 1: A keeps only the white 3", ("W3",), sc.state.district("A"))
    sc.check("option 1: B now faces the 3", "B", sc.state.to_move)
    sc.at(start).do(Action("take", (5, 3)), "option 2: A takes on the 5 and the 3")
    for r in (die("A", "R", 2), die("A", "W", 3), die("A", "Y", 1)):
        sc.do(Action("use", (r,)))
    sc.do(DONE, "4 + 3 + 1 = 8 reaches 5 + 3")
    sc.check("option 2: A's influence", 6, sc.state.influence("A"))
    sc.check("option 2: the pool is empty", (), sc.state.pool)
    sc.check("option 2: B has nothing to counter; the action phase starts", "actions", sc.state.phase_name)
    raid = position(3, events=("Marauding", "Brigands"), dice={"A": "R6 R1", "B": "W1"}, influence={"A": 4})
    sc.at(raid).do(Action("fight", ("EVT-R-2",)), "action phase: A fights Brigands (divisor 3, 3 spaces by default)")
    sc.do(group(die("A", "R", 6), die("A", "R", 1)), "with red 6 + red 1 (no doubling)")
    sc.check("cubes on Brigands: floor(7/3)", 2, len(sc.state.event_cubes("Brigands")))
    sc.check("A's influence: 4 + 2", 6, sc.state.influence("A"))
    return sc


@faq_case("TRY-FAQ-7", "Choosing the black-die penalty", question="May a player take the black-die penalty on purpose?",
          ruling="No: a player able to counter must counter.", rules=("TRY-8.13", "TRY-8.14"), provenance="sourced")
def no_voluntary_black_penalty() -> Scenario:
    """A's red 2 counts 4: A must counter the black 4 and may not take the penalty instead."""
    sc = Scenario(position(3, phase="counter", black_pool=(4,), vp={"A": 5}, dice={"A": "R2"}))
    sc.illegal(PENALTY, ("TRY-8.13",), "A accepts the penalty although red 2 counts 4")
    sc.do(Action("take", (4,)), "A must counter the 4")
    sc.do(Action("use", (die("A", "R", 2),)), "with red 2 (worth 4)")
    sc.do(DONE)
    sc.check("A's influence: 4 + 1", 5, sc.state.influence("A"))
    sc.check("A's VP unchanged", 5, sc.state.victory_points("A"))
    return sc


@faq_case("TRY-FAQ-12", "A failed counter", question="Does a player who fails to counter lose their dice?",
          ruling="No: the black die is discarded, the player loses 2 VP and keeps their dice.",
          rules=("TRY-8.11", "TRY-8.12", "TRY-8.14"), provenance="sourced")
def failed_counter_keeps_dice() -> Scenario:
    """A cannot reach the black 4 with a yellow 1: the penalty, and A keeps the die."""
    sc = Scenario(position(3, phase="counter", black_pool=(4, 2), vp={"A": 3}, dice={"A": "Y1"}))
    sc.do(PENALTY, "A cannot reach 4 with a yellow 1")
    sc.check("the black 4 is discarded", (2,), sc.state.pool)
    sc.check("A loses 2 VP (3 -> 1)", 1, sc.state.victory_points("A"))
    sc.check("A keeps the yellow 1", ("Y1",), sc.state.district("A"))
    sc.check("B now faces the 2", "B", sc.state.to_move)
    return sc
