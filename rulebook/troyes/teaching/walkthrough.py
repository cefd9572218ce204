"""The guided tour: a 3-player game from setup through its first round with scripted dice (the rulebook's cards: a
Theological Conflict puts a grey citizen in the Bishopric), then set-up positions for what round 1 does not show
(a delayed card's cubes, conversions, a card rewarding another player, completing events) and a final round with
scoring.

Each step checks the facts its narration states (`_expect`), so the text cannot drift from the engine.
"""

from __future__ import annotations

from rulebook.core import Action, Tour, Walkthrough

from ..pieces import AGRICULTURE, CATHEDRAL, CITIZEN, DONE, FLIP, PASS, die, group, seat_name
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
           "level-I cards face up: Archer (red), Priest (white) and Merchant (yellow). Phase 1: everyone takes 10 "
           "deniers and pays 2 per own citizen in the Palace and 1 per citizen in the Bishopric. A (2 in the Palace, "
           "1 in the Bishopric) pays 5 and keeps 10; B pays 4 (11); C pays 6 (9).",
           ("TRY-3.1", "TRY-3.2", "TRY-3.3", "TRY-4.1", "TRY-4.2", "TRY-4.3", "TRY-5.1", "TRY-5.2", "TRY-5.5",
            "TRY-20.2"))
    t.step("Rolling the workforce", "Phase 2: each citizen standing in a building rolls one die of that building's "
           "colour into its owner's district; the start player rolls the grey citizens' dice into the neutral "
           "district. A gets red 5 and 2, white 4, yellow 6 and 3.", ("TRY-6.1", "TRY-6.2", "TRY-6.3", "TRY-6.4"),
           *(A("roll", (v,)) for v in ROLLS))
    s = t.state
    _expect(s.event_row() == ("Marauding", "Brigands", "Theological Conflict") and s.to_move == "chance",
            "events of round 1")
    t.step("Events: a grey citizen arrives", "Phase 3: the top red card, Brigands, joins the row, followed by the "
           "white card it calls, Theological Conflict. Then every event acts from left to right: Marauding and "
           "Brigands each put 1 black die in the pool, and Theological Conflict rolls a die - a 4 - and a grey "
           "citizen takes space 4 of the Bishopric. C's citizen standing there is expelled and lies beside the "
           "Bishopric until the round ends; it rolls no die next round unless C wins a space back. (With all 8 grey "
           "citizens on the board, such an event would do nothing.)",
           ("TRY-7.1", "TRY-7.2", "TRY-7.3", "TRY-7.5", "TRY-7.6", "TRY-7.7", "TRY-7.9", "TRY-7.12", "TRY-7.14",
            "TRY-7.15", "TRY-7.16", "TRY-7.17", "TRY-20.3", "TRY-20.48", "TRY-20.52", "TRY-20.60", "TRY-20.61",
            "TRY-20.14"), A("roll", (4,)))
    s = t.state
    _expect(s.citizens_on("Bishopric")[3] == "grey" and s.lying_beside("Bishopric") == ("C",) and
            s.black_rolls == 2, "Theological Conflict")
    t.step("The black pool is rolled", "All black dice are rolled once before anyone counters: 5 and 3. They are "
           "never rerolled or flipped.", ("TRY-7.8", "TRY-7.13", "TRY-8.18", "TRY-8.17"),
           A("black", (5,)), A("black", (3,)))
    t.step("A counters two black dice at once", "From the start player, each player deals with the highest black "
           "die. A takes on the 5 and the 3 together, so A's dice must reach 5 + 3 = 8. Any own dice count, of any "
           "colour, and red counts double: red 2 (worth 4) + white 4 = 8. Those two dice leave, the black dice are "
           "beaten, and A gains 1 influence per black die.",
           ("TRY-8.1", "TRY-8.3", "TRY-8.5", "TRY-8.6", "TRY-8.7", "TRY-8.8", "TRY-8.9", "TRY-8.10", "TRY-8.16"),
           A("take", (5, 3)), A("use", (die("A", "R", 2),)), A("use", (die("A", "W", 4),)), DONE)
    _expect(t.state.influence("A") == 6 and t.state.pool == () and t.state.phase_name == "actions", "A's counter")
    t.show("Had a black die been left", "With the pool empty the action phase begins. Had a die been left, the turn "
           "would have gone on clockwise: B would face the highest one. A player able to counter must do so; one who "
           "is not removes the die and loses 2 VP but keeps their dice.",
           ("TRY-8.2", "TRY-8.11", "TRY-8.12", "TRY-8.13", "TRY-8.14", "TRY-8.15"))


def _actions_round_one(t: Tour) -> None:
    t.show("Actions", "Phase 4: from the start player, each player who has not passed takes one action or passes. "
           "Influence may be spent first. An action uses a group of 1-3 dice, normally of one colour; its dice then "
           "go back to the supply. The engine asks step by step: the action and its target, then the dice.",
           ("TRY-9.1", "TRY-9.2", "TRY-9.3", "TRY-9.4", "TRY-9.7", "TRY-9.8", "TRY-9.10", "TRY-18.3", "TRY-18.4"))
    t.step("Influence buys a citizen", "A wants to hire a tradesman but has no citizen waiting. 2 influence bring "
           "one from the general supply (influence 6 -> 4).", ("TRY-10.3", "TRY-10.4", "TRY-10.7", "TRY-10.8",
                                                                 "TRY-1.7"), CITIZEN)
    t.step("Hiring and activating an activity card", "A activates the Merchant with yellow 6 + 3. The first use "
           "hires a tradesman (3 deniers to the bank) onto its leftmost space. Activations = floor(9 / 3) = 3, and "
           "each gains 2 deniers: +6. A's purse: 10 - 3 + 6 = 13. (The hiring fee, the VP under each space and the "
           "activation cost are not printed in any source: they are the level's defaults.)",
           ("TRY-11.1", "TRY-11.2", "TRY-11.3", "TRY-11.4", "TRY-11.5", "TRY-11.6", "TRY-11.7", "TRY-11.8",
            "TRY-11.9", "TRY-11.10", "TRY-11.11", "TRY-11.12", "TRY-11.13", "TRY-11.21", "TRY-20.19", "TRY-20.20"),
           A("activate", ("ACT-Y-I-1",)), group(die("A", "Y", 6), die("A", "Y", 3)))
    _expect(t.state.purse("A") == 13, "Merchant pays 6")
    t.step("Flipping a die", "B spends 4 influence to turn its yellow 1 over: the opposite face is 7 - 1 = 6. "
           "Influence only ever changes dice in your own district.", ("TRY-10.3", "TRY-10.5", "TRY-10.6"),
           FLIP, A("flip_dice", (die("B", "Y", 1),)))
    t.step("Buying a die and building the cathedral", "B builds with its white 6 and the neutral white 1. A foreign "
           "die costs 2, 4 or 6 deniers when the whole group has 1, 2 or 3 dice: this group of 2 costs 4, paid to the "
           "bank for a neutral die. Each die puts a cube in the cathedral column of its value, on the lowest free "
           "level: +1 VP each, and the influence of its space - 1 in columns 1-3, 2 in columns 4-6.",
           ("TRY-9.9", "TRY-9.11", "TRY-9.12", "TRY-9.13", "TRY-13.1", "TRY-13.2", "TRY-13.3", "TRY-13.4",
            "TRY-13.6", "TRY-13.7", "TRY-13.8", "TRY-1.12", "TRY-1.13"),
           CATHEDRAL, group(die("B", "W", 6), die("N", "W", 1)))
    _expect(t.state.purse("B") == 7 and t.state.victory_points("B") == 2 and t.state.influence("B") == 3,
            "B's cathedral")
    t.step("Fighting an event", "C fights Brigands with red 6 + 1. Cubes = floor(7 / 3) = 2 (red is not doubled "
           "here), each worth 1 influence. No source prints an event's divisor or banners; the engine uses divisor 3 "
           "and 3 spaces. When they fill, the card pays out by places.",
           ("TRY-14.1", "TRY-14.2", "TRY-14.3", "TRY-14.4", "TRY-14.5", "TRY-14.6", "TRY-14.7", "TRY-20.69"),
           A("fight", ("EVT-R-2",)), group(die("C", "R", 1), die("C", "R", 6)))
    t.step("Recruiting into a building", "A buys another citizen (influence 4 -> 2) and recruits into the Palace "
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
           "C builds with white 5 and 6; column 6 already holds B's cube on level 1, so C's cube goes to level 2. "
           "Both columns are in 4-6: +2 influence each.",
           ("TRY-10.10", "TRY-10.2", "TRY-10.1", "TRY-13.3"),
           A("reroll", (die("C", "W", 3),)), A("roll", (6,)), CATHEDRAL, group(die("C", "W", 5), die("C", "W", 6)))
    _expect(t.state.cathedral_at(2, 6) == "C" and t.state.influence("C") == 9, "C on level 2 of column 6")
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
           "coloured die is left). Phase 5: district money goes to the purses, leftover dice return, C's two evicted "
           "citizens go back to C's personal supply, and the start player card passes left to B. The grey citizen "
           "stays in the Bishopric. Round 2 begins by revealing the level-II cards.",
           ("TRY-9.24", "TRY-16.1", "TRY-16.2", "TRY-16.3", "TRY-16.4", "TRY-16.5", "TRY-16.6"), PASS)
    s = t.state
    _expect(s.start == 1 and s.citizens("C")["personal supply"] == 2 and s.citizens_on("Bishopric")[3] == "grey",
            "round end")


def _cards_and_events(t: Tour) -> None:
    priest = position(3, activity_cards=("Priest",), tradesmen={"Priest": "A"}, dice={"A": "W5 W4 Y2 Y3", "B": "R1"},
                      note="A position set up to show stored cubes")
    t.state = priest
    t.step("Delayed cards store cubes", "Some cards act later (the rulebook marks them with an hourglass). A "
           "activates the Priest with white 5 + 4: floor(9 / 3) = 3 activations, so 3 of A's cubes are stored on the "
           "card. They stay there, round after round, until spent.", ("TRY-11.14", "TRY-11.17", "TRY-20.8"),
           A("activate", ("ACT-W-I-3",)), group(die("A", "W", 4), die("A", "W", 5)))
    t.step("Spending a cube", "B and C pass; on A's next turn A declares one Priest cube for agriculture: every "
           "yellow die of the group counts 3 more. Yellow 2 + 3 become 5 + 6 = 11, worth 5 deniers. Only one cube may "
           "be spent per action, never on the cathedral or a counter, and the Priest's never to recruit into the "
           "City Hall.",
           ("TRY-11.15", "TRY-11.16", "TRY-11.20", "TRY-9.5", "TRY-9.6", "TRY-12.2", "TRY-14.14", "TRY-20.31"),
           PASS, PASS, A("cube", ("ACT-W-I-3",)), AGRICULTURE, group(die("A", "Y", 2), die("A", "Y", 3)))
    _expect(t.state.stored_cubes("Priest")["A"] == 2, "one Priest cube spent")
    t.state = position(3, activity_cards=("Artisan", "Procession"), tradesmen={"Artisan": "A", "Procession": "A"},
                       dice={"A": "Y6 W5 W6", "B": "R1 R2 W1", "C": "Y1"},
                       note="A position set up to show optional conversions and a card that rewards another player")
    t.step("Optional conversions", "The Artisan converts: for each activation A may turn 1 influence into 6 "
           "deniers, if A wants to pay. Yellow 6 makes 2 activations; A converts twice.",
           ("TRY-11.19", "TRY-20.21"), A("activate", ("ACT-Y-I-2",)), group(die("A", "Y", 6)),
           A("convert"), A("convert"))
    _expect(t.state.purse("A") == 5 + 12 and t.state.influence("A") == 4 - 2, "Artisan")
    t.step("A card that rewards someone else", "B and C pass. A activates the Procession with white 5 + 6 (2 "
           "activations): each gives 2 VP to the players with the most dice left in their own district. A's dice are "
           "spent, B still has 3: B gains 4 VP, A nothing.", ("TRY-20.36", "TRY-20.7"),
           PASS, PASS, A("activate", ("ACT-W-III-2",)), group(die("A", "W", 5), die("A", "W", 6)))
    _expect([t.state.victory_points(p) for p in "ABC"] == [0, 4, 0], "Procession")
    t.state = position(3, events=("Marauding", "Skirmishes"), event_cubes={"Marauding": "A C", "Skirmishes": "B B"},
                       dice={"A": "R6", "B": "R3", "C": "W1"}, note="A position set up to show events being completed")
    t.step("Completing an event", "A fights Skirmishes (3 spaces, 2 already B's) with red 6: 2 cubes earned, 1 fits. "
           "The card is full and pays by places: B, with the most cubes, gains its upper VP (4) and takes the card, "
           "which leaves the row and stops acting; A, second, gains its lower VP (1).",
           ("TRY-14.8", "TRY-14.9", "TRY-14.11", "TRY-20.49"), A("fight", ("EVT-R-5",)), group(die("A", "R", 6)))
    _expect([t.state.victory_points(p) for p in "ABC"] == [1, 4, 0] and t.state.event_row() == ("Marauding",),
            "Skirmishes rewards")
    t.step("Marauding is fought again and again", "B fills Marauding's last space with red 3. A, B and C have one "
           "cube each: tied for the most, they share the upper and lower VP, (4 + 1) // 3 = 1 each, and nobody is "
           "second. The Marauding victory goes to whoever placed first, A. Marauding stays in the row, emptied, "
           "ready to be fought again.", ("TRY-14.10", "TRY-14.12", "TRY-14.13", "TRY-20.47"),
           A("fight", ("EVT-R-1",)), group(die("B", "R", 3)))
    _expect(t.state.won[0] == 1 and t.state.event_cubes("Marauding") == () and
            [t.state.victory_points(p) for p in "ABC"] == [2, 5, 1], "Marauding victory")


def _final_round(t: Tour) -> None:
    t.state = position(3, phase="roll", round=5, red_deck=("EVT-R-6",), events=("Marauding", "Civil War", "Heresy"),
                       event_cubes={"Marauding": "B", "Civil War": "A C"}, money={"A": 12, "B": 1, "C": 6},
                       vp={"A": 14, "B": 11, "C": 9}, influence={"A": 6, "B": 9, "C": 1},
                       dice={"A": "R4 W2 Y5", "B": "R2 W3 W6 Y1", "C": "R5 R3 Y6 Y2", "N": "W4 Y3"},
                       dice_to_roll=(("N", "red"),), white_deck=("Interrupted Work",),
                       cathedral={1: "A B - A - C", 2: "C - - A - -", 3: "- - - B - -"},
                       activity_cards=("Merchant", "Apprenticeship"),
                       tradesmen={"Merchant": "A C", "Apprenticeship": "B"},
                       note="A position set up in the last round")
    t.step("Events that bite", "Round 5 of 5: the last red card, Skirmishes, arrives with the white card it calls, "
           "Interrupted Work. Civil War asks 3 deniers of everyone: B has only 1, pays it and loses 2 VP. Heresy "
           "asks 2 influence: C has only 1, pays it and loses 2 VP. Penalties add up per event but never take "
           "anyone below 0. Interrupted Work then removes the cube on the highest space of the highest level: B's "
           "cube on level 3, column 4 (B keeps the VP it earned).",
           ("TRY-7.4", "TRY-7.10", "TRY-7.11", "TRY-3.4", "TRY-20.58", "TRY-20.53", "TRY-20.55"), A("roll", (1,)))
    _expect(t.state.victory_points("B") == 9 and t.state.victory_points("C") == 7 and
            t.state.cathedral_at(3, 4) == "" and t.state.black_rolls == 2, "Civil War, Heresy, Interrupted Work")
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
           "cube (Marauding counts), the VP under each tradesman's space (the level's defaults), and every "
           "character in play scored for "
           "every player; each cathedral level without an own cube costs 2 VP. "
           f"A: {parts[0]['vp_in_play']} + {parts[0]['participation_vp']} + {parts[0]['tradesman_vp']} + "
           f"{parts[0]['character_vp']} - {parts[0]['cathedral_penalty']} = {parts[0]['total']}.",
           ("TRY-17.3", "TRY-17.4", "TRY-17.5", "TRY-17.6", "TRY-17.7", "TRY-17.8", "TRY-17.9", "TRY-17.10",
            "TRY-17.11", "TRY-13.10", "TRY-20.4", "TRY-20.5", "TRY-20.6", "TRY-20.18"))
    t.show("The winner", f"The highest score wins: {', '.join(seat_name(w) for w in s.winners())}. Money and influence "
           "score nothing by themselves (except through characters) but break ties, influence first.",
           ("TRY-17.12", "TRY-17.13", "TRY-17.14", "TRY-17.15", "TRY-17.16"))
    t.show("About the cards", "The deck is the rulebook's: every card's name and effect come from its appendix. "
           "The six characters are 'sourced' (everything known); the activity and event cards are 'partial': their "
           "printed numbers (hiring fee, VP under each space, activation cost; an event's divisor, banners and VP) "
           "are in no source, so the engine takes them from options a player can change. A player who owns the game "
           "can load a corrected card file; a card the file invents must be marked 'Stand-in:' and stay within the "
           "design limits of the spec, and it may be 'mixed' (each activation either acts at once or stores a "
           "cube), which no printed card is.",
           ("TRY-20.1", "TRY-20.7", "TRY-20.9", "TRY-20.10", "TRY-20.11", "TRY-20.12", "TRY-20.13", "TRY-20.15",
            "TRY-11.18",
            "TRY-20.16", "TRY-20.17", "TRY-1.8", "TRY-1.10", "TRY-1.11", "TRY-20.69"))


def _build() -> list:
    tour = Tour(new_game(3, seed=4, start_player=0))
    _first_round(tour)
    _actions_round_one(tour)
    _cards_and_events(tour)
    _final_round(tour)
    return tour.steps


WALKTHROUGH = Walkthrough(_build)
