"""The guided tour: a 3-player game from setup through its first round with scripted dice, then set-up positions
for what round 1 does not show (stored cubes, mixed cards, completing events) and a final round with scoring.

Each step checks the facts its narration states (`_expect`), so the text cannot drift from the engine.
"""

from __future__ import annotations

from rulebook.core import Action, Tour, Walkthrough

from ..pieces import AGRICULTURE, CATHEDRAL, CITIZEN, DONE, FLIP, IMMEDIATE, PASS, STORE, die, group, seat_name
from ..positions import position
from ..scoring import breakdown
from ..setup import new_game

A = Action
SNAKE = (("city_hall", 5), ("palace", 6), ("bishopric", 4), ("city_hall", 6), ("bishopric", 5), ("palace", 3),
         ("bishopric", 6), ("city_hall", 4), ("palace", 5), ("palace", 2), ("city_hall", 2), ("city_hall", 3),
         ("palace", 4), ("bishopric", 2), ("bishopric", 3))
ROLLS = (5, 2, 4, 6, 3, 3, 6, 2, 5, 1, 6, 1, 3, 5, 4, 4, 1, 2)


def _expect(condition: bool, fact: str) -> None:
    if not condition:
        raise AssertionError(f"walkthrough narration no longer matches the engine: {fact}")


def _place(building: str, space: int) -> Action:
    return A("place", (building, space))


def _first_round(t: Tour) -> None:
    s = t.state
    t.show("Troyes at a glance", "Three families of medieval Troyes compete for prestige over a few rounds. Their "
           "citizens work in three buildings - the Palace (red dice, soldiers), the Bishopric (white dice, clergy) "
           "and the City Hall (yellow dice, craftsmen) - and the dice they roll are spent on actions. This engine "
           "plays the base game for 2 to 4 players; every ruling quoted below has a rule number.",
           ("TRY-0.1", "TRY-0.2", "TRY-0.3", "TRY-1.1", "TRY-1.2", "TRY-1.3", "TRY-1.5", "TRY-1.6", "TRY-1.14"))
    t.show("The table is dealt", "The seed drew everything hidden: A starts; one activity card of each colour and "
           "level lies face down; the red round deck has 5 cards for 5 rounds, and Marauding already lies face up as "
           "the first event. Each player has 5 deniers, 4 influence, a secret character and 5 citizens to place.",
           ("TRY-2.1", "TRY-2.2", "TRY-2.3", "TRY-2.4", "TRY-2.5", "TRY-2.7", "TRY-2.8", "TRY-2.9", "TRY-2.10",
            "TRY-2.11", "TRY-2.12", "TRY-2.13", "TRY-2.14", "TRY-2.15", "TRY-18.1", "TRY-18.2"))
    _expect(s.start == 0 and len(s.red_deck) == 5 and all(s.citizens(p)["personal supply"] == 5 for p in "ABC"),
            "setup counts")
    t.step("Snake placement", "Citizens are placed one at a time on empty building spaces, in snake order A B C C "
           "B A A B C ... A puts one on space 5 of the City Hall, B on space 6 of the Palace, C on space 4 of the "
           "Bishopric. Spaces are numbered 1-3 on top and 4-6 below; nobody is ever pushed at setup.",
           ("TRY-2.17", "TRY-2.18", "TRY-2.19", "TRY-2.20", "TRY-1.4"), *(_place(*p) for p in SNAKE[:3]))
    _expect(t.state.to_move == "C", "C places twice in a row")
    t.step("Grey citizens fill the rest", "After the other twelve placements every player has placed 5 citizens, "
           "and the three spaces still empty (space 1 of each building) get grey neutral citizens. All 18 spaces "
           "are now full and stay full for the whole game.", ("TRY-2.21", "TRY-2.6", "TRY-2.22", "TRY-1.9"),
           *(_place(*p) for p in SNAKE[3:]))
    s = t.state
    _expect(all(s.citizens_on(b)[0] == "grey" for b in ("Palace", "Bishopric", "City Hall")), "greys on the space 1s")
    _expect([s.purse(p) for p in "ABC"] == [10, 11, 9], "income and salaries of round 1")
    t.show("Round 1: reveal, income and salaries", "A round has six phases. Phase 0 (rounds 1-3 only) turns the "
           "level-I cards face up: Archers' Drill (red), Priest (white) and Merchant (yellow). Phase 1: everyone "
           "takes 10 deniers and pays 2 per own citizen in the Palace and 1 per citizen in the Bishopric. A (2 in "
           "the Palace, 1 in the Bishopric) pays 5 and keeps 10; B pays 4 (11); C pays 6 (9).",
           ("TRY-3.1", "TRY-3.2", "TRY-3.3", "TRY-4.1", "TRY-4.2", "TRY-4.3", "TRY-5.1", "TRY-5.2", "TRY-5.5",
            "TRY-20.2"))
    t.step("Rolling the workforce", "Phase 2: each citizen standing in a building rolls one die of that building's "
           "colour into its owner's district; the start player rolls the grey citizens' dice into the neutral "
           "district. A gets red 5 and 2, white 4, yellow 6 and 3.", ("TRY-6.1", "TRY-6.2", "TRY-6.3", "TRY-6.4"),
           *(A("roll", (v,)) for v in ROLLS))
    s = t.state
    _expect(s.black_rolls == 3 and [s.influence(p) for p in "ABC"] == [3, 3, 3], "events of round 1")
    t.show("Events", "Phase 3: the top red card, Border Raid, joins the row, followed by the white card it names, "
           "Doubt. Then every event acts from left to right: Marauding and Border Raid put 1 and 2 black dice in the "
           "pool, and Doubt makes everyone pay 1 influence (4 -> 3).",
           ("TRY-7.1", "TRY-7.2", "TRY-7.3", "TRY-7.5", "TRY-7.6", "TRY-7.7", "TRY-7.9", "TRY-7.12", "TRY-7.14",
            "TRY-7.15", "TRY-7.16", "TRY-7.17", "TRY-20.3"))
    t.step("The black pool is rolled", "All black dice are rolled once before anyone counters: 5, 3 and 2. They "
           "are never rerolled or flipped.", ("TRY-7.8", "TRY-7.13", "TRY-8.18", "TRY-8.17"),
           A("black", (5,)), A("black", (3,)), A("black", (2,)))
    t.step("A counters two black dice at once", "From the start player, each player deals with the highest black "
           "die. A takes on the 5 and the 3 together, so A's dice must reach 5 + 3 = 8. Any own dice count, of any "
           "colour, and red counts double: red 2 (worth 4) + white 4 = 8. Those two dice leave, the black dice are "
           "beaten, and A gains 1 influence per black die.",
           ("TRY-8.1", "TRY-8.3", "TRY-8.5", "TRY-8.6", "TRY-8.7", "TRY-8.8", "TRY-8.9", "TRY-8.10", "TRY-8.16"),
           A("take", (5, 3)), A("use", (die("A", "R", 2),)), A("use", (die("A", "W", 4),)), DONE)
    _expect(t.state.influence("A") == 5 and t.state.pool == (2,), "A's counter")
    t.step("B faces the last black die", "The turn moves clockwise: B faces the 2 and beats it with white 2. A player "
           "able to counter must do so; one who is not removes the die and loses 2 VP but keeps their dice. With "
           "the pool empty, the action phase begins.",
           ("TRY-8.2", "TRY-8.11", "TRY-8.12", "TRY-8.13", "TRY-8.14", "TRY-8.15"),
           A("take", (2,)), A("use", (die("B", "W", 2),)), DONE)


def _actions_round_one(t: Tour) -> None:
    t.show("Actions", "Phase 4: from the start player, each player who has not passed takes one action or passes. "
           "Influence may be spent first. An action uses a group of 1-3 dice, normally of one colour; its dice then "
           "go back to the supply. The engine asks step by step: the action and its target, then the dice.",
           ("TRY-9.1", "TRY-9.2", "TRY-9.3", "TRY-9.4", "TRY-9.7", "TRY-9.8", "TRY-9.10", "TRY-18.3", "TRY-18.4"))
    t.step("Influence buys a citizen", "A wants to hire a tradesman but has no citizen waiting. 2 influence bring "
           "one from the general supply (influence 5 -> 3).", ("TRY-10.3", "TRY-10.4", "TRY-10.7", "TRY-10.8",
                                                                 "TRY-1.7"), CITIZEN)
    t.step("Hiring and activating an activity card", "A activates the Merchant with yellow 6 + 3. The first use "
           "hires a tradesman (3 deniers to the bank) onto its leftmost space. Activations = floor(9 / 3) = 3, and "
           "each pays 2 deniers per own citizen in the City Hall (A has 2): +12. A's purse: 10 - 3 + 12 = 19.",
           ("TRY-11.1", "TRY-11.2", "TRY-11.3", "TRY-11.4", "TRY-11.5", "TRY-11.6", "TRY-11.7", "TRY-11.8",
            "TRY-11.9", "TRY-11.10", "TRY-11.11", "TRY-11.12", "TRY-11.13", "TRY-11.21", "TRY-20.19"),
           A("activate", ("ACT-Y-I-1",)), group(die("A", "Y", 6), die("A", "Y", 3)))
    _expect(t.state.purse("A") == 19, "Merchant pays 12")
    t.step("Flipping a die", "B spends 4 influence to turn its yellow 1 over: the opposite face is 7 - 1 = 6. "
           "Influence only ever changes dice in your own district.", ("TRY-10.3", "TRY-10.5", "TRY-10.6"),
           FLIP, A("flip_dice", (die("B", "Y", 1),)))
    t.step("Buying a die and building the cathedral", "B builds with its white 6 and the neutral white 1. A foreign "
           "die costs 2, 4 or 6 deniers when the whole group has 1, 2 or 3 dice: this group of 2 costs 4, paid to the "
           "bank for a neutral die. Each die puts a cube in the cathedral column of its value, on the lowest free "
           "level: +1 VP and the space's influence each.",
           ("TRY-9.9", "TRY-9.11", "TRY-9.12", "TRY-9.13", "TRY-13.1", "TRY-13.2", "TRY-13.3", "TRY-13.4",
            "TRY-13.6", "TRY-13.7", "TRY-13.8", "TRY-1.12", "TRY-1.13"),
           CATHEDRAL, group(die("B", "W", 6), die("N", "W", 1)))
    _expect(t.state.purse("B") == 7 and t.state.victory_points("B") == 2, "B's cathedral")
    t.step("Fighting an event", "C fights Border Raid with red 6 + 1. Cubes = floor(7 / 3) = 2 (red is not doubled "
           "here), each worth 1 influence. The card has 4 spaces; when they fill, it pays out by contribution.",
           ("TRY-14.1", "TRY-14.2", "TRY-14.3", "TRY-14.4", "TRY-14.5", "TRY-14.6", "TRY-14.7"),
           A("fight", ("EVT-R-2",)), group(die("C", "R", 1), die("C", "R", 6)))
    t.step("Recruiting into a building", "A buys another citizen (influence 3 -> 1) and recruits into the Palace "
           "with red 5: the new citizen will stand on space 5. Someone on spaces 1-5 who is not A's must leave: A "
           "evicts C from space 2. The citizens on spaces 3-5 slide down one, and C's citizen lies beside the Palace "
           "until the round ends - from now on no C citizen can be evicted from the Palace this round.",
           ("TRY-15.1", "TRY-15.2", "TRY-15.3", "TRY-15.4", "TRY-15.5", "TRY-15.6", "TRY-15.7", "TRY-15.8",
            "TRY-15.9", "TRY-15.10", "TRY-15.12", "TRY-15.13", "TRY-15.14"),
           CITIZEN, A("recruit", ("palace",)), group(die("A", "R", 5)), A("evict", (2,)))
    palace = t.state.citizens_on("Palace")
    _expect(palace == ("grey", "A", "A", "C", "A", "B") and t.state.lying_beside("Palace") == ("C",), "the Palace")
    t.step("Buying from another player", "B does agriculture with its yellow 6 and C's yellow 4: C is paid 4 "
           "deniers straight into the purse and cannot refuse. Agriculture pays floor(10 / 2) = 5 deniers.",
           ("TRY-12.1", "TRY-12.2", "TRY-12.3", "TRY-9.14", "TRY-9.15"),
           AGRICULTURE, group(die("B", "Y", 6), die("C", "Y", 4)))
    t.step("A reroll, then the cathedral's second level", "C spends 1 influence to reroll its white 3: it shows 6. "
           "C builds with white 5 and 6; column 6 already holds B's cube on level 1, so C's cube goes to level 2.",
           ("TRY-10.10", "TRY-10.2", "TRY-10.1", "TRY-13.3"),
           A("reroll", (die("C", "W", 3),)), A("roll", (6,)), CATHEDRAL, group(die("C", "W", 5), die("C", "W", 6)))
    _expect(t.state.cathedral_at(2, 6) == "C", "C on level 2 of column 6")
    t.step("Acting without dice of your own", "A has no dice left but may still buy: the neutral red 4 (2 deniers "
           "to the bank) puts 1 cube on Marauding.", ("TRY-9.16",), A("fight", ("EVT-R-1",)), group(die("N", "R", 4)))
    t.step("Passing", "B and C pass: each puts 2 deniers from the bank in their district. They take no more "
           "actions this round, but their leftover dice can still be bought.", ("TRY-9.18", "TRY-9.19", "TRY-9.23"),
           PASS, PASS)
    t.step("Income while passed", "A, still in, buys B's red 3 (B is paid 2) for another cube on Marauding. The turn "
           "then goes past B and C, who each add 1 denier to their district.",
           ("TRY-9.20", "TRY-9.21", "TRY-9.22"), A("fight", ("EVT-R-1",)), group(die("B", "R", 3)))
    _expect([t.state.district_money(p) for p in "ABC"] == [0, 3, 3], "passed players' district money")
    t.step("End of the round", "A passes too: everyone has passed, so the action phase ends (it also ends when no "
           "coloured die is left). Phase 5: district money goes to the purses, leftover dice return, C's evicted "
           "citizen goes back to C's personal supply, and the start player card passes left to B. Round 2 begins "
           "by revealing the level-II cards.",
           ("TRY-9.24", "TRY-16.1", "TRY-16.2", "TRY-16.3", "TRY-16.4", "TRY-16.5", "TRY-16.6"), PASS)
    s = t.state
    _expect(s.start == 1 and s.citizens("C")["personal supply"] == 1 and s.history[0][0] == (17, 13, 16), "round end")


def _cards_and_events(t: Tour) -> None:
    priest = position(3, activity_cards=("Priest",), tradesmen={"Priest": "A"}, dice={"A": "W5 W4 Y2 Y3", "B": "R1"},
                      note="A position set up to show stored cubes")
    t.state = priest
    t.step("Deferred cards store cubes", "Some cards act later. A activates the Priest with white 5 + 4: floor(9 / 3) "
           "= 3 activations, so 3 of A's cubes are stored on the card. They stay there, round after round, until "
           "spent.", ("TRY-11.14", "TRY-11.17", "TRY-20.8"),
           A("activate", ("ACT-W-I-3",)), group(die("A", "W", 4), die("A", "W", 5)))
    t.step("Spending a cube", "B and C pass; on A's next turn A declares one Priest cube for agriculture: every "
           "yellow die of the group counts 3 more. Yellow 2 + 3 become 5 + 6 = 11, worth 5 deniers. Only one cube may "
           "be spent per action, and never on recruiting, the cathedral or a counter.",
           ("TRY-11.15", "TRY-11.16", "TRY-11.20", "TRY-9.5", "TRY-9.6", "TRY-12.2", "TRY-14.14"),
           PASS, PASS, A("cube", ("ACT-W-I-3",)), AGRICULTURE, group(die("A", "Y", 2), die("A", "Y", 3)))
    _expect(t.state.stored_cubes("Priest")["A"] == 2, "one Priest cube spent")
    t.state = position(3, activity_cards=("Garrison", "Artisan"), tradesmen={"Garrison": "A", "Artisan": "A"},
                       dice={"A": "R6 R2 Y6", "B": "W1"}, note="A position set up to show mixed and optional effects")
    t.step("Mixed cards and optional conversions", "The Garrison (a stand-in) is mixed: for each of its 2 activations "
           "(red 6 + 2 = 8, cost 4) A picks the immediate effect (+1 influence) or a stored cube. Then the Artisan "
           "converts: each activation may turn 1 influence into 6 deniers, if A wants to pay.",
           ("TRY-11.18", "TRY-11.19", "TRY-20.15"), A("activate", ("ACT-R-II-3",)),
           group(die("A", "R", 2), die("A", "R", 6)), IMMEDIATE, STORE, PASS, PASS, A("activate", ("ACT-Y-I-2",)),
           group(die("A", "Y", 6)), A("convert"), A("convert"))
    _expect(t.state.purse("A") == 5 + 12 and t.state.influence("A") == 4 + 1 - 2, "Garrison and Artisan")
    t.state = position(3, events=("Marauding", "Skirmish"), event_cubes={"Marauding": "A C", "Skirmish": "B B"},
                       dice={"A": "R6", "B": "R3", "C": "W1"}, note="A position set up to show events being completed")
    t.step("Completing an event", "A fights Skirmish (3 spaces, 2 already B's) with red 6: 2 cubes earned, 1 fits. "
           "The card is full: everyone gets 1 VP per own cube (B 2, A 1); B, with the most cubes, gains 2 VP more "
           "and takes the card, which leaves the row and stops acting.",
           ("TRY-14.8", "TRY-14.9", "TRY-14.11"), A("fight", ("EVT-R-6",)), group(die("A", "R", 6)))
    _expect([t.state.victory_points(p) for p in "ABC"] == [1, 4, 0] and t.state.event_row() == ("Marauding",),
            "Skirmish rewards")
    t.step("Marauding is fought again and again", "B fills Marauding's last space with red 3. A, B and C have one "
           "cube each: the tie goes to whoever placed last, B. Marauding pays out but stays in the row, emptied, "
           "ready to be fought again.", ("TRY-14.10", "TRY-14.12", "TRY-14.13"),
           A("fight", ("EVT-R-1",)), group(die("B", "R", 3)))
    _expect(t.state.won[1] == 2 and t.state.event_cubes("Marauding") == (), "Marauding victory")


def _final_round(t: Tour) -> None:
    t.state = position(3, phase="roll", round=5, red_deck=("Skirmish",), events=("Marauding", "Royal Tax", "Schism"),
                       event_cubes={"Marauding": "B", "Royal Tax": "A C"}, money={"A": 12, "B": 1, "C": 6},
                       vp={"A": 14, "B": 11, "C": 9}, influence={"A": 6, "B": 9, "C": 3},
                       dice={"A": "R4 W2 Y5", "B": "R2 W3 W6 Y1", "C": "R5 R3 Y6 Y2", "N": "W4 Y3"},
                       dice_to_roll=(("N", "red"),),
                       cathedral={1: "A B - A - C", 2: "C - - A - -", 3: "- - - B - -"},
                       activity_cards=("Merchant", "Apprenticeship"),
                       tradesmen={"Merchant": "A C", "Apprenticeship": "B"},
                       note="A position set up in the last round")
    t.step("Events that bite", "Round 5 of 5: the last red card, Skirmish, arrives with Clergy Dues. Royal Tax asks 3 "
           "deniers of everyone: B has only 1, pays it and loses 2 VP. Schism takes a white die: A gives its only "
           "one, and B must choose between white 3 and white 6.",
           ("TRY-7.4", "TRY-7.10", "TRY-7.11", "TRY-3.4", "TRY-20.16", "TRY-20.17"), A("roll", (1,)))
    _expect(t.state.victory_points("B") == 9 and t.state.pending[0] == "discard", "Royal Tax and Schism")
    t.step("A missed obligation costs VP", "B gives up white 3. C has no white die: it loses 2 VP. Penalties add "
           "up per event but never take anyone below 0.", ("TRY-7.11",), A("discard", (die("B", "W", 3),)))
    _expect(t.state.victory_points("C") == 7 and t.state.black_rolls == 2, "C's Schism penalty")
    t.step("Last counters", "Black dice 6 and 1. A beats the 6 with red 4 (worth 8); B beats the 1 with yellow 1.",
           ("TRY-8.5", "TRY-8.6"), A("black", (6,)), A("black", (1,)), A("take", (6,)), A("use", (die("A", "R", 4),)),
           DONE, A("take", (1,)), A("use", (die("B", "Y", 1),)), DONE)
    t.step("The game ends", "Everyone passes. The last red card came into play this round, so the game ends after "
           "this round's phase 5; then the secret characters are revealed and everything is scored.",
           ("TRY-16.7", "TRY-17.1", "TRY-17.2"), PASS, PASS, PASS)
    s = t.state
    _expect(s.is_terminal(), "game over")
    parts = [breakdown(s, seat) for seat in range(3)]
    t.show("Final scoring", "Each final score adds the VP earned in play, 1 VP per unresolved event holding an own "
           "cube (Marauding counts), the VP printed under each tradesman, and every character in play scored for "
           "every player; each cathedral level without an own cube costs 2 VP. "
           f"A: {parts[0]['vp_in_play']} + {parts[0]['participation_vp']} + {parts[0]['tradesman_vp']} + "
           f"{parts[0]['character_vp']} - {parts[0]['cathedral_penalty']} = {parts[0]['total']}.",
           ("TRY-17.3", "TRY-17.4", "TRY-17.5", "TRY-17.6", "TRY-17.7", "TRY-17.8", "TRY-17.9", "TRY-17.10",
            "TRY-17.11", "TRY-13.10", "TRY-20.4", "TRY-20.5", "TRY-20.6", "TRY-20.18"))
    t.show("The winner", f"The highest score wins: {', '.join(seat_name(w) for w in s.winners())}. Money and influence "
           "score nothing by themselves (except through characters) but break ties, influence first.",
           ("TRY-17.12", "TRY-17.13", "TRY-17.14", "TRY-17.15", "TRY-17.16"))
    t.show("About the cards", "Every card says where it comes from: 'partial' cards keep what public sources say "
           "and list the numbers the project supplied; cards marked 'stand-in' (dashed border) were designed to fill "
           "slots no source describes. A player who owns the game can load a corrected card file.",
           ("TRY-20.1", "TRY-20.7", "TRY-20.9", "TRY-20.10", "TRY-20.11", "TRY-20.12", "TRY-20.13", "TRY-20.14",
            "TRY-1.8", "TRY-1.10", "TRY-1.11"))


def _build() -> list:
    tour = Tour(new_game(3, seed=4, start_player=0))
    _first_round(tour)
    _actions_round_one(tour)
    _cards_and_events(tour)
    _final_round(tour)
    return tour.steps


WALKTHROUGH = Walkthrough(_build)
