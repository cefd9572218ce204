"""FAQ cases about buying dice: the price by group size, three dice from one player, playing without dice."""

from __future__ import annotations

from rulebook.core import Scenario, faq_case

from ..pieces import AGRICULTURE, PASS, die, group
from ..positions import position


@faq_case("TRY-FAQ-1", "Buying two foreign dice", question="Does buying two foreign dice always cost 4 deniers each?",
          ruling="No. Each foreign die costs according to the size of the whole group: with one own die added the "
          "group has three dice and each bought die costs 6; only a group of just those two costs 4 each. Neutral "
          "dice are paid to the bank, and nobody may refuse a sale.",
          rules=("TRY-9.11", "TRY-9.12", "TRY-9.13", "TRY-9.9", "TRY-12.1"), provenance="seed")
def buying_price_by_group_size() -> Scenario:
    """A buys yellow dice for agriculture in groups of 3, 2 and 1; then cannot afford the group of 3."""
    dice = {"A": "Y4", "B": "Y5", "C": "Y6", "N": "Y3"}
    start = position(3, money={"A": 20, "B": 0, "C": 0}, dice=dice)
    sc = Scenario(start)
    sc.do(AGRICULTURE, "A chooses agriculture")
    sc.do(group(die("A", "Y", 4), die("B", "Y", 5), die("C", "Y", 6)), "(a) group A:Y4 + B:Y5 + C:Y6")
    sc.check("(a) A's purse: 20 - 6 - 6 + floor(15/2)", 15, sc.state.purse("A"))
    sc.check("(a) B is paid 6 (group of 3)", 6, sc.state.purse("B"))
    sc.check("(a) C is paid 6 (group of 3)", 6, sc.state.purse("C"))
    sc.at(start).do(AGRICULTURE)
    sc.do(group(die("B", "Y", 5), die("C", "Y", 6)), "(b) group B:Y5 + C:Y6")
    sc.check("(b) A's purse: 20 - 4 - 4 + floor(11/2)", 17, sc.state.purse("A"))
    sc.check("(b) B is paid 4 (group of 2)", 4, sc.state.purse("B"))
    sc.at(start).do(AGRICULTURE)
    bank_before = sc.state.bank
    sc.do(group(die("N", "Y", 3)), "(c) group N:Y3")
    sc.check("(c) A's purse: 20 - 2 + floor(3/2)", 19, sc.state.purse("A"))
    sc.check("(c) the neutral die's 2 deniers go to the bank (bank pays 1, receives 2)", -1,
             sc.state.bank - bank_before)
    poor = position(3, money={"A": 7, "B": 0, "C": 0}, dice=dice)
    sc.at(poor).do(AGRICULTURE)
    sc.illegal(group(die("A", "Y", 4), die("B", "Y", 5), die("C", "Y", 6)), ("TRY-9.9", "TRY-9.12"),
               "(d) with 7 deniers, group A:Y4 + B:Y5 + C:Y6 (costs 12)")
    return sc


@faq_case("TRY-FAQ-9", "Three dice from one player", question="Can all three dice be bought from one opponent?",
          ruling="Yes; in a group of three that costs 3 x 6 = 18 deniers.", rules=("TRY-9.12", "TRY-9.15"),
          provenance="sourced")
def three_dice_from_one_player() -> Scenario:
    """A does agriculture with all three of B's yellow dice."""
    start = position(3, money={"A": 20, "B": 0}, dice={"B": "Y4 Y5 Y6", "C": "W1"})
    sc = Scenario(start)
    sc.do(AGRICULTURE, "A chooses agriculture")
    sc.do(group(die("B", "Y", 4), die("B", "Y", 5), die("B", "Y", 6)), "with all three of B's yellow dice")
    sc.check("A pays 3 x 6 = 18, then gains floor(15/2) = 7: purse", 9, sc.state.purse("A"))
    sc.check("B receives 18", 18, sc.state.purse("B"))
    return sc


@faq_case("TRY-FAQ-10", "No dice of your own", question="Can a player without dice still play?",
          ruling="Yes: they may buy dice and keep taking turns.", rules=("TRY-9.16", "TRY-9.10"),
          provenance="sourced")
def playing_without_dice() -> Scenario:
    """A, with no dice, buys the neutral yellow 5 for agriculture and is still in the round."""
    sc = Scenario(position(2, money={"A": 6}, dice={"B": "W1", "N": "Y5"}))
    sc.check("A has no dice of its own", (), sc.state.district("A"))
    sc.do(AGRICULTURE)
    sc.do(group(die("N", "Y", 5)), "A buys the neutral yellow 5 (2 to the bank) for agriculture")
    sc.check("A's purse: 6 - 2 + floor(5/2)", 6, sc.state.purse("A"))
    sc.check("A has not passed", False, sc.state.has_passed("A"))
    sc.do(PASS, "B passes")
    sc.check("A gets another turn", "A", sc.state.to_move)
    return sc
