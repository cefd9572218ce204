"""FAQ cases 1-5: the questions answered by the Troyes seed description (spec section 19)."""

from __future__ import annotations

from rulebook.core import Action, Scenario

from .constants import AGRICULTURE, DONE, FLIP, PASS, die_text
from .positions import die, fixture_cards, group, table
from .scoring import breakdown, character_vp


def dice_text(state, district: int) -> str:
    """The dice in a district as text, e.g. 'R2 Y1'."""
    return " ".join(die_text(c) for c in state.dist[district])


def buying_price_by_group_size() -> Scenario:
    """TRY-FAQ-1."""
    start = table(3, money={0: 20, 1: 0, 2: 0}, dist={0: "Y4", 1: "Y5", 2: "Y6", "N": "Y3"})
    sc = Scenario(start)
    sc.do(AGRICULTURE, "A chooses agriculture")
    sc.do(group(die(0, "Y", 4), die(1, "Y", 5), die(2, "Y", 6)), "(a) group A:Y4 + B:Y5 + C:Y6")
    sc.check("(a) A's purse: 20 - 6 - 6 + floor(15/2)", 15, sc.state.money[0])
    sc.check("(a) B is paid 6 (group of 3)", 6, sc.state.money[1])
    sc.check("(a) C is paid 6 (group of 3)", 6, sc.state.money[2])
    sc.at(start).do(AGRICULTURE)
    sc.do(group(die(1, "Y", 5), die(2, "Y", 6)), "(b) group B:Y5 + C:Y6")
    sc.check("(b) A's purse: 20 - 4 - 4 + floor(11/2)", 17, sc.state.money[0])
    sc.check("(b) B is paid 4 (group of 2)", 4, sc.state.money[1])
    sc.at(start).do(AGRICULTURE)
    bank_before = sc.state.bank
    sc.do(group(die("N", "Y", 3)), "(c) group N:Y3")
    sc.check("(c) A's purse: 20 - 2 + floor(3/2)", 19, sc.state.money[0])
    sc.check("(c) the neutral die's 2 deniers go to the bank (bank pays 1, receives 2)", -1,
             sc.state.bank - bank_before)
    poor = table(3, money={0: 7, 1: 0, 2: 0}, dist={0: "Y4", 1: "Y5", 2: "Y6", "N": "Y3"})
    sc.at(poor).do(AGRICULTURE)
    sc.illegal(group(die(0, "Y", 4), die(1, "Y", 5), die(2, "Y", 6)), ("TRY-9.9", "TRY-9.12"),
               "(d) with 7 deniers, group A:Y4 + B:Y5 + C:Y6 (costs 12)")
    return sc


def influence_only_on_own_dice() -> Scenario:
    """TRY-FAQ-2."""
    cards = fixture_cards("FX-Priest", "FX-Blacksmith")
    start = table(3, cards=cards, infl={0: 6}, dist={0: "W2", 1: "W1", "N": "W6 R5 Y3"},
                  activity=("FX-Priest", "FX-Blacksmith"), stored={"FX-Priest": {0: 1}, "FX-Blacksmith": {0: 1}})
    sc = Scenario(start)
    sc.illegal(Action("reroll", (die(1, "W", 1),)), ("TRY-10.5",), "reroll B's white 1")
    sc.do(FLIP, "A starts a flip")
    sc.illegal(Action("flip_dice", (die("N", "W", 6),)), ("TRY-10.5",), "flip the neutral white 6")
    sc.at(start).do(Action("reroll", (die(0, "W", 2),)), "A rerolls own white 2 for 1 influence")
    sc.do(Action("roll", (1,)), "the reroll shows 1")
    sc.check("A's influence after the reroll", 5, sc.state.infl[0])
    sc.do(FLIP, "A starts a flip")
    sc.do(Action("flip_dice", (die(0, "W", 1),)), "A flips the white 1 for 4 influence")
    sc.check("A's white die after the flip (1 -> 6)", "W6", dice_text(sc.state, 0))
    sc.check("A's influence after the flip", 1, sc.state.infl[0])
    sc.do(Action("cathedral"), "A chooses the cathedral")
    sc.illegal(Action("reroll", (die(1, "W", 1),)), ("TRY-10.5",), "reroll B's white 1 while forming a group")
    after_spends = sc.state
    sc.do(group(die(0, "W", 6), die(1, "W", 1)), "A builds with own W6 and B's W1 (bought)")
    sc.check("B's purse: 5 + 4 for the bought die (group of 2)", 9, sc.state.money[1])
    sc.at(after_spends).illegal(Action("flip_dice", (die(1, "W", 1),)), ("TRY-10.5",), "flip B's white 1")
    sc.at(start).legal(Action("cube", ("FX-Priest",)), "declaring one cube (FX-Priest)")
    sc.do(Action("cube", ("FX-Priest",)), "A declares the FX-Priest cube")
    sc.illegal(Action("cube", ("FX-Blacksmith",)), ("TRY-9.6",), "declare the FX-Blacksmith cube as well")
    return sc


def countering_versus_fighting() -> Scenario:
    """TRY-FAQ-3."""
    start = table(3, phase="counter", pool=(5, 3), infl={0: 4}, dist={0: "R2 Y1 W3", 1: "R6"})
    sc = Scenario(start)
    sc.do(Action("take", (5,)), "option 1: A takes on the 5")
    sc.illegal(Action("use", (die(1, "R", 6),)), ("TRY-8.3",), "use B's red 6")
    sc.do(Action("use", (die(0, "R", 2),)), "A uses red 2 (worth 4)")
    sc.do(Action("use", (die(0, "Y", 1),)), "A uses yellow 1")
    sc.do(DONE, "4 + 1 = 5 reaches the 5")
    sc.check("option 1: A's influence", 5, sc.state.infl[0])
    sc.check("option 1: black dice left", (3,), sc.state.pool)
    sc.check("option 1: A keeps only the white 3", "W3", dice_text(sc.state, 0))
    sc.check("option 1: B now faces the 3", 1, sc.state.current_player)
    sc.at(start).do(Action("take", (5, 3)), "option 2: A takes on the 5 and the 3")
    for r in (die(0, "R", 2), die(0, "W", 3), die(0, "Y", 1)):
        sc.do(Action("use", (r,)))
    sc.do(DONE, "4 + 3 + 1 = 8 reaches 5 + 3")
    sc.check("option 2: A's influence", 6, sc.state.infl[0])
    sc.check("option 2: the pool is empty", (), sc.state.pool)
    sc.check("option 2: B has nothing to counter; the action phase starts", "actions",
             ("setup", "roll", "events", "black", "counter", "actions", "over")[sc.state.phase])
    raid = table(3, cards=fixture_cards("FX-Raid"), row=("EVT-R-1", "FX-Raid"), dist={0: "R6 R5", 1: "W1"},
                 infl={0: 4})
    sc.at(raid).do(Action("fight", ("FX-Raid",)), "action phase: A fights FX-Raid")
    sc.do(group(die(0, "R", 6), die(0, "R", 5)), "with red 6 + red 5 (no doubling)")
    sc.check("cubes on FX-Raid: floor(11/3)", 3, len(sc.state.row_cubes[1]))
    sc.check("A's influence: 4 + 3", 7, sc.state.infl[0])
    return sc


def no_action_after_passing() -> Scenario:
    """TRY-FAQ-4 (and TRY-FAQ-19, which follows the same table)."""
    sc = Scenario(passing_table())
    play_passing_round(sc)
    return sc


def passing_table():
    return table(3, money={0: 0, 1: 10, 2: 0}, dist={0: "Y2", 1: "Y6 Y4"})


def play_passing_round(sc: Scenario, checks_first_half: bool = True) -> None:
    """The action phase of TRY-FAQ-4: A passes, B acts alone, C passes."""
    sc.do(PASS, "1. A passes")
    if checks_first_half:
        sc.check("1. A's district money", 2, sc.state.dmoney[0])
    sc.do(AGRICULTURE)
    sc.do(group(die(1, "Y", 6)), "2. B does agriculture with own yellow 6")
    if checks_first_half:
        sc.check("2. B's purse", 13, sc.state.money[1])
    sc.do(PASS, "3. C passes")
    sc.check("3. C's district money", 2, sc.state.dmoney[2])
    sc.check("4. the turn passes A: A's district money", 3, sc.state.dmoney[0])
    sc.check("4. B is the one to act", 1, sc.state.current_player)
    sc.illegal(Action("by", (0, ("agriculture", ()))), ("TRY-9.19",), "A tries to act after passing")
    sc.illegal(Action("by", (2, ("pass", ()))), ("TRY-9.19",), "C tries to act after passing")
    sc.do(AGRICULTURE)
    sc.do(group(die(0, "Y", 2)), "5. B buys A's yellow 2 for agriculture")
    sc.check("5. A is paid 2 into the purse at once", 2, sc.state.money[0])
    sc.check("5. B's purse: 13 - 2 + 1", 12, sc.state.money[1])
    sc.check("6. the turn passes C: C's district money", 3, sc.state.dmoney[2])
    sc.check("7. the turn passes A: A's district money", 4, sc.state.dmoney[0])
    sc.do(AGRICULTURE)
    before = sc.state
    sc.do(group(die(1, "Y", 4)), "8. B does agriculture with own yellow 4; no die is left")
    money, _ = sc.state.history[-1]
    sc.check("8. B's purse at the end of the round", 14, money[1])
    sc.check("end of round: A's purse 2 + 4", 6, money[0])
    sc.check("end of round: C's purse 0 + 3", 3, money[2])
    sc.check("the round ended at once (no more district increments)", before.round + 1, sc.state.round)


def characters_and_cathedral() -> Scenario:
    """TRY-FAQ-5."""
    cards = fixture_cards("FX-Coins", "FX-Stones", "FX-Guilds", "FX-Voice")
    final = table(2, cards=cards, phase="over", seat=-1, round=4, vp={0: 20, 1: 18}, money={0: 12, 1: 25},
                  infl={0: 4, 1: 11}, chars={0: ("FX-Coins", "FX-Stones"), 1: ("FX-Guilds", "FX-Voice")},
                  cath={(1, 2): 0, (1, 5): 0, (2, 2): 0}, trades={"ACT-Y-II-2": (0,), "ACT-Y-I-2": (0,)},
                  activity=("ACT-Y-II-2", "ACT-Y-I-2"), row=("EVT-R-1", "EVT-R-3"), row_cubes={"EVT-R-3": (0,)},
                  red_deck=())
    sc = Scenario(final)
    cfg = final.cfg
    for name, a, b in (("FX-Coins", 3, 6), ("FX-Stones", 3, 0), ("FX-Guilds", 3, 0), ("FX-Voice", 0, 3)):
        character = cfg.characters[[c.id for c in cfg.characters].index(name)]
        sc.check(f"{name} scores A", a, character_vp(final, character, 0))
        sc.check(f"{name} scores B", b, character_vp(final, character, 1))
    a, b = breakdown(final, 0), breakdown(final, 1)
    sc.check("A's characters: 3 + 3 + 3 + 0", 9, a["character_vp"])
    sc.check("A's cathedral penalty (no cube on level 3)", 2, a["cathedral_penalty"])
    sc.check("A's participation (1 unresolved event)", 1, a["participation_vp"])
    sc.check("A's tradesmen (2 + 1)", 3, a["tradesman_vp"])
    sc.check("B's cathedral penalty (no cubes at all)", 6, b["cathedral_penalty"])
    sc.check("final scores A, B", (31, 21), final.scores())
    sc.check("the winner is A", (0,), final.winners())
    return sc


__all__ = ["buying_price_by_group_size", "characters_and_cathedral", "countering_versus_fighting",
           "influence_only_on_own_dice", "no_action_after_passing", "passing_table", "play_passing_round"]
