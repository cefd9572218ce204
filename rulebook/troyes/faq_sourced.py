"""FAQ cases 6-19: public clarifications and errata (spec section 19)."""

from __future__ import annotations

from rulebook.core import Action, Scenario

from .constants import AGRICULTURE, CATHEDRAL, DONE, IMMEDIATE, PASS, PENALTY
from .faq_seed import dice_text, passing_table, play_passing_round
from .positions import die, fixture_cards, group, table


def _salary_table(purse: int, vp: int):
    """2 players; A has 5 citizens in the Palace and 1 in the Bishopric; B uses the last die of the round."""
    return table(2, seat=1, money={0: purse, 1: 10}, vp={0: vp}, dist={1: "Y1"},
                 buildings={"palace": "A A A A A grey", "bishopric": "A B B B B grey",
                            "city_hall": "grey B B B B grey"})


def _end_round_with_b(sc: Scenario, start) -> None:
    sc.at(start).do(AGRICULTURE)
    sc.do(group(die(1, "Y", 1)), "B uses the last die: the round ends and the next one pays income and salaries")


def salary_shortfall() -> Scenario:
    """TRY-FAQ-6."""
    start = _salary_table(0, 7)
    sc = Scenario(start)
    _end_round_with_b(sc, start)
    sc.check("A: +10, owes 5 x 2 + 1 = 11, pays all 10: purse", 0, sc.state.money[0])
    sc.check("A loses a flat 2 VP (7 -> 5)", 5, sc.state.vp[0])
    _end_round_with_b(sc, _salary_table(0, 1))
    sc.check("with 1 VP: A loses only that VP", 0, sc.state.vp[0])
    _end_round_with_b(sc, _salary_table(0, 0))
    sc.check("with 0 VP: nothing to lose", 0, sc.state.vp[0])
    _end_round_with_b(sc, _salary_table(8, 7))
    sc.check("with 8 deniers before income: pays 11 of 18, purse", 7, sc.state.money[0])
    sc.check("with 8 deniers: no VP lost", 7, sc.state.vp[0])
    return sc


def no_voluntary_black_penalty() -> Scenario:
    """TRY-FAQ-7."""
    sc = Scenario(table(3, phase="counter", pool=(4,), vp={0: 5}, dist={0: "R2"}))
    sc.illegal(PENALTY, ("TRY-8.13",), "A accepts the penalty although red 2 counts 4")
    sc.do(Action("take", (4,)), "A must counter the 4")
    sc.do(Action("use", (die(0, "R", 2),)), "with red 2 (worth 4)")
    sc.do(DONE)
    sc.check("A's influence: 4 + 1", 5, sc.state.infl[0])
    sc.check("A's VP unchanged", 5, sc.state.vp[0])
    return sc


def event_penalties_stack() -> Scenario:
    """TRY-FAQ-8."""
    cards = fixture_cards("FX-Tax", "FX-Schism")
    start = table(2, cards=cards, phase="roll", round=4, row=("FX-Tax", "FX-Schism"), red_deck=(),
                  money={0: 2, 1: 5}, vp={0: 3, 1: 0}, dist={0: "R1"}, rolls=((1, 1),))
    sc = Scenario(start)
    sc.do(Action("roll", (3,)), "the last workforce die: B's white 3; then the events act")
    sc.check("FX-Tax: A pays the 2 deniers it has", 0, sc.state.money[0])
    sc.check("FX-Tax: B pays 3 (5 -> 2)", 2, sc.state.money[1])
    sc.check("A's VP: 3 - 2 (tax) - 1 (schism, all that is left)", 0, sc.state.vp[0])
    sc.check("FX-Schism: B discards its white die", "", dice_text(sc.state, 1))
    sc.check("B's VP stays 0", 0, sc.state.vp[1])
    return sc


def three_dice_from_one_player() -> Scenario:
    """TRY-FAQ-9."""
    start = table(3, cards=fixture_cards("FX-Raid6"), row=("EVT-R-1", "FX-Raid"), money={0: 20, 1: 0},
                  dist={1: "R4 R5 R6", 2: "W1"})
    sc = Scenario(start)
    sc.do(Action("fight", ("FX-Raid",)), "A fights FX-Raid (divisor 3, 6 spaces)")
    sc.do(group(die(1, "R", 4), die(1, "R", 5), die(1, "R", 6)), "with all three of B's red dice")
    sc.check("A pays 3 x 6 = 18: purse", 2, sc.state.money[0])
    sc.check("B receives 18", 18, sc.state.money[1])
    sc.check("cubes placed: floor(15/3)", 5, len(sc.state.row_cubes[1]))
    sc.check("A's influence: 4 + 5", 9, sc.state.infl[0])
    return sc


def playing_without_dice() -> Scenario:
    """TRY-FAQ-10."""
    sc = Scenario(table(2, money={0: 6}, dist={1: "W1", "N": "Y5"}))
    sc.check("A has no dice of its own", "", dice_text(sc.state, 0))
    sc.do(AGRICULTURE)
    sc.do(group(die("N", "Y", 5)), "A buys the neutral yellow 5 (2 to the bank) for agriculture")
    sc.check("A's purse: 6 - 2 + floor(5/2)", 6, sc.state.money[0])
    sc.check("A has not passed", False, sc.state.passed[0])
    sc.do(PASS, "B passes")
    sc.check("A gets another turn", 0, sc.state.current_player)
    return sc


def activate_at_least_once() -> Scenario:
    """TRY-FAQ-11."""
    cards = fixture_cards("FX-Chapel")
    hired = table(3, cards=cards, activity=("FX-Chapel",), trades={"FX-Chapel": (0,)}, dist={0: "W2 W2 W6 W1"})
    sc = Scenario(hired)
    chapel = Action("activate", ("FX-Chapel",))
    sc.do(chapel, "A activates FX-Chapel (activation cost 5, +1 VP each)")
    sc.illegal(group(die(0, "W", 2), die(0, "W", 2)), ("TRY-11.9",), "white 2 + 2 (total 4, no activation)")
    sc.do(group(die(0, "W", 6), die(0, "W", 1)), "white 6 + 1 (total 7)")
    sc.check("one activation: +1 VP", 1, sc.state.vp[0])
    sc.check("both dice are spent", "W2 W2", dice_text(sc.state, 0))
    sc.at(hired).do(chapel)
    sc.do(group(die(0, "W", 2), die(0, "W", 2), die(0, "W", 6)), "white 2 + 2 + 6 (total 10)")
    sc.check("two activations: +2 VP", 2, sc.state.vp[0])
    fresh = table(3, cards=cards, activity=("FX-Chapel",), money={0: 3}, personal={0: 1}, dist={0: "W2 W2 W6 W1"})
    sc.at(fresh).do(chapel, "without a tradesman: hire (3 deniers) and activate")
    sc.illegal(group(die(0, "W", 2), die(0, "W", 2)), ("TRY-11.9",), "hire with white 2 + 2")
    sc.do(group(die(0, "W", 6), die(0, "W", 1)), "hire with white 6 + 1")
    sc.check("A's purse after the hiring fee", 0, sc.state.money[0])
    slot = sc.state.slots.index(sc.state.cfg.activity_index["FX-Chapel"])
    sc.check("A's tradesman stands on FX-Chapel", (0,), sc.state.trades[slot])
    sc.check("A gains 1 VP", 1, sc.state.vp[0])
    return sc


def failed_counter_keeps_dice() -> Scenario:
    """TRY-FAQ-12."""
    sc = Scenario(table(3, phase="counter", pool=(4, 2), vp={0: 3}, dist={0: "Y1"}))
    sc.do(PENALTY, "A cannot reach 4 with a yellow 1")
    sc.check("the black 4 is discarded", (2,), sc.state.pool)
    sc.check("A loses 2 VP (3 -> 1)", 1, sc.state.vp[0])
    sc.check("A keeps the yellow 1", "Y1", dice_text(sc.state, 0))
    sc.check("B now faces the 2", 1, sc.state.current_player)
    return sc


def cathedral_cube_rewards() -> Scenario:
    """TRY-FAQ-13."""
    sc = Scenario(table(4, dist={0: "W4", 1: "W4", 2: "W4", 3: "W4 Y1"}))
    for seat, level, influence in ((0, 1, 1), (1, 2, 1), (2, 3, 2)):
        sc.do(CATHEDRAL)
        sc.do(group(die(seat, "W", 4)), f"{'ABC'[seat]} builds with white 4")
        sc.check(f"{'ABC'[seat]}'s cube on level {level}, column 4", seat, sc.state.cath[(level - 1) * 6 + 3])
        sc.check(f"{'ABC'[seat]} gains 1 VP", 1, sc.state.vp[seat])
        sc.check(f"{'ABC'[seat]} gains {influence} influence", 4 + influence, sc.state.infl[seat])
    sc.illegal(CATHEDRAL, ("TRY-13.5",), "D builds with white 4 (column 4 is full)")
    return sc


def lying_citizen_does_not_count() -> Scenario:
    """TRY-FAQ-14."""
    start = table(3, activity=("ACT-Y-I-3",), trades={"ACT-Y-I-3": (0,)}, dist={0: "Y3", 1: "W1"}, money={0: 0},
                  buildings={"palace": "A B B C C grey"}, lying={"palace": "A"})
    sc = Scenario(start)
    sc.check("A's citizens standing in the Palace (the lying one is not standing)", 1, start.build[:6].count(0))
    sc.do(Action("activate", ("ACT-Y-I-3",)), "A activates Miller with yellow 3 (one activation)")
    sc.do(group(die(0, "Y", 3)))
    sc.do(Action("option", (0,)), "A chooses 2 deniers per own citizen in the Palace")
    sc.check("A gains 2 (one standing citizen; the lying one does not count)", 2, sc.state.money[0])
    return sc


def no_cube_for_recruiting() -> Scenario:
    """TRY-FAQ-15."""
    start = table(3, activity=("ACT-W-I-3",), stored={"ACT-W-I-3": {0: 1}}, personal={0: 1}, dist={0: "Y3", 1: "W1"},
                  buildings={"city_hall": "B C B grey C B"})
    sc = Scenario(start)
    sc.do(Action("cube", ("ACT-W-I-3",)), "A declares the Priest cube")
    sc.illegal(Action("recruit", ("city_hall",)), ("TRY-11.20",), "recruit into the City Hall with the Priest cube")
    sc.at(start).do(Action("recruit", ("city_hall",)), "without the cube")
    sc.do(group(die(0, "Y", 3)), "yellow 3")
    sc.check("A may evict on spaces 1-3 only", (Action("evict", (1,)), Action("evict", (2,)), Action("evict", (3,))),
             sc.state.legal_actions())
    sc.do(Action("evict", (2,)), "A evicts C's citizen on space 2")
    sc.check("the new citizen stands on space 3", 0, sc.state.build[2 * 6 + 2])
    return sc


def monk_with_bought_die() -> Scenario:
    """TRY-FAQ-16."""
    start = table(3, activity=("ACT-W-I-2",), stored={"ACT-W-I-2": {0: 1}}, money={0: 5, 1: 0},
                  dist={0: "Y2", 1: "W4"})
    sc = Scenario(start)
    sc.do(Action("cube", ("ACT-W-I-2",)), "A spends the Monk cube")
    sc.do(AGRICULTURE)
    sc.illegal(group(die(0, "Y", 2), die(1, "W", 4)), ("TRY-9.17",), "B's white 4 plus A's own yellow 2")
    sc.do(group(die(1, "W", 4)), "B's white 4 alone (a group of 1: 2 deniers)")
    sc.check("B is paid 2", 2, sc.state.money[1])
    sc.check("A: 5 - 2 + floor((4 + 4 + 4) / 2)", 9, sc.state.money[0])
    return sc


def blacksmith_adds_five() -> Scenario:
    """TRY-FAQ-17."""
    start = table(3, cards=fixture_cards("FX-Raid"), row=("EVT-R-1", "FX-Raid"), activity=("ACT-Y-II-1",),
                  stored={"ACT-Y-II-1": {0: 1}}, dist={0: "R2", 1: "W1"})
    sc = Scenario(start)
    sc.do(Action("cube", ("ACT-Y-II-1",)), "A spends the Blacksmith cube")
    sc.do(Action("fight", ("FX-Raid",)))
    sc.do(group(die(0, "R", 2)), "one red 2")
    sc.check("cubes: floor((2 + 5) / 3)", 2, len(sc.state.row_cubes[1]))
    sc.check("A's influence: 4 + 2", 6, sc.state.infl[0])
    return sc


def tithing_free_dice() -> Scenario:
    """TRY-FAQ-18."""
    cards = fixture_cards("FX-Priest")
    start = table(3, cards=cards, activity=("ACT-W-I-1", "FX-Priest"),
                  stored={"ACT-W-I-1": {0: 1}, "FX-Priest": {0: 1}}, money={0: 0, 1: 0},
                  dist={0: "Y4", 1: "Y5 Y2", "N": "Y3"})
    sc = Scenario(start)
    sc.do(Action("cube", ("ACT-W-I-1",)), "A spends the Tithing cube")
    sc.illegal(Action("cube", ("FX-Priest",)), ("TRY-9.6",), "also declare the FX-Priest cube")
    sc.do(AGRICULTURE)
    sc.illegal(group(die(0, "Y", 4), die(1, "Y", 2), die(1, "Y", 5)), ("TRY-9.17",), "take two yellow dice from B")
    bank = sc.state.bank
    sc.do(group(die(0, "Y", 4), die(1, "Y", 5), die("N", "Y", 3)), "own Y4 + B's Y5 + neutral Y3, taken free")
    sc.check("A gains floor(12/2) and pays nothing", 6, sc.state.money[0])
    sc.check("B is paid nothing", 0, sc.state.money[1])
    sc.check("the bank only pays the 6 deniers", 6, sc.state.bank - bank)
    return sc


def lone_active_player() -> Scenario:
    """TRY-FAQ-19: the table of TRY-FAQ-4, watching the passed players' income while B plays alone."""
    sc = Scenario(passing_table())
    play_passing_round(sc, checks_first_half=False)
    return sc


__all__ = ["IMMEDIATE"]
