"""The guided tour: a newcomer's walk through the scenario, from the empty island to the last battle.

Every dice roll and card is scripted. The tour plays a real founding phase and first turn, then jumps to richer
positions ("some turns later") to show landings, conquest, cards, knights, battles and winning, and ends with the
three add-ons.
"""

from __future__ import annotations

from rulebook.core import Tour, Walkthrough

from ..pieces import A
from ..positions import position

MID_GAME = dict(
    barbarians={"H12": 2, "H3": 1, "H7": 1, "H18": 1, "H17": 1},
    settlements={"I29": "Red", "I31": "Blue", "I38": "Blue", "I20": "White"},
    cities={"I12": "Red", "I44": "Blue", "I9": "White"},
    roads={"P11": "Red", "P42": "Red", "P41": "Red", "P57": "Blue", "P46": "Blue", "P54": "Blue", "P31": "White",
           "P14": "White"},
    knights={"P49": "Blue", "P50": "Blue"},
    hands={"Red": "brick lumber 7 wool 8 grain 13 ore", "Blue": "2 brick 3 lumber grain", "White": "lumber 2 wool"},
    gold={"Red": 4})
"""Turn 14 of a three-player game: the position the tour jumps to after the first turn."""
NEW_GAME = dict(players=3, active="Red", phase="founding", barbarians={"H7": 1, "H18": 1})
"""The empty island of a three-player game with Red to found first (one barbarian each on the 2 and the 12)."""


def _founding(t: Tour) -> None:
    t.show("The island", "Nineteen hexes: an outer grey ring and a white centre. The castle (H16, lower left) and "
           "the desert (H2, upper right) never move; the other tiles are shuffled within their ring, while the "
           "number tokens stay where the scenario map puts them. The ten numbered outer hexes are the coast the "
           "barbarians attack.",
           ("CBA-0.1", "CBA-1.1", "CBA-1.2", "CBA-1.12", "CBA-2.1", "CBA-2.2", "CBA-2.3", "CBA-2.4", "CBA-2.5",
            "CBA-2.6", "CBA-2.7", "CBA-2.8", "CBA-2.9"))
    t.show("Pieces and the first barbarians", "Each player has six knights besides the usual roads, settlements "
           "and cities. One barbarian already stands on the 2 and one on the 12; the other 28 wait beside the "
           "board. Nine harbours sit on sea-side paths. There is no robber and no Largest Army.",
           ("CBA-0.2", "CBA-2.10", "CBA-2.11", "CBA-2.12", "CBA-2.13", "CBA-3.1", "CBA-3.2", "CBA-3.4", "CBA-3.5",
            "CBA-3.6", "CBA-3.8", "CBA-3.9", "CBA-1.9"))
    t.step("Founding, round one", "Red won the start roll. Clockwise, each player places a settlement and a "
           "road touching it, keeping at least one empty intersection between buildings.",
           ("CBA-4.1", "CBA-4.2", "CBA-4.3", "CBA-8.4"),
           A("settlement", 29), A("road", 42), A("settlement", 31), A("road", 46), A("settlement", 20),
           A("road", 31))
    t.step("Founding, round two: cities", "In reverse order each player places a city straight away, with a "
           "road. The city brings one card for each producing hex next to it; the first settlement brings "
           "nothing, and no barbarians land during the founding phase.",
           ("CBA-4.4", "CBA-4.5", "CBA-4.6", "CBA-4.7"),
           A("city", 9), A("road", 14), A("city", 44), A("road", 57), A("city", 12), A("road", 11))
    t.step("The first roll", "Red starts the first turn by rolling for production: a 6. Unconquered hexes "
           "showing 6 pay 1 card per settlement and 2 per city on their corners.",
           ("CBA-4.8", "CBA-5.1", "CBA-6.1", "CBA-6.2", "CBA-6.4"), A("roll", 6))
    t.step("Building a road", "Red pays a brick and a lumber for a road joined to its own pieces. Roads never "
           "bring barbarians.", ("CBA-5.2", "CBA-8.1", "CBA-8.2", "CBA-9.1"), A("road", 41))
    t.step("Ending the turn", "Red ends phase 2. With no knights there is nothing to move, but the battle check "
           "still runs over the ten coastal hexes: no knights, no battles. Blue is next.",
           ("CBA-5.4", "CBA-5.5", "CBA-5.6", "CBA-13.1", "CBA-13.5"), A("finish_building"))


def _landing_and_conquest(t: Tour) -> None:
    t.state = position(active="Red", turn=14, note="turn 14: Red's phase 2", **MID_GAME)
    t.show("Some turns later", "Turn 14. Barbarians have crept onto the coast: two on H12, one each on H3, H7, "
           "H17 and H18. Blue's settlement on I38 touches only H12. Blue has two knights on H12's paths.",
           ("CBA-1.6", "CBA-1.7", "CBA-1.11", "CBA-3.7", "CBA-12.1", "CBA-12.12"))
    t.step("A settlement brings barbarians", "Red builds a settlement on I28. Every settlement and every city "
           "upgrade is followed at once by a victory check and then a barbarian landing.",
           ("CBA-5.3", "CBA-8.9", "CBA-9.1", "CBA-9.2", "CBA-14.8"), A("settlement", 28))
    t.step("The landing", "Red rolls until three different totals other than 7 are accepted. 7: rolled again. "
           "4: a barbarian lands on H12, its third, and H12 is conquered on the spot. 4 again: a repeat, rolled "
           "again. 9: one on H3. 2: one on H18.",
           ("CBA-9.3", "CBA-9.4", "CBA-9.5", "CBA-9.7", "CBA-9.8", "CBA-9.9", "CBA-10.1", "CBA-10.2"),
           A("landing", 7), A("landing", 4), A("landing", 4), A("landing", 9), A("landing", 2))
    t.show("What conquest does", "H12's number is face down: it produces nothing and takes no more barbarians. "
           "Blue's I38 settlement touches only conquered hexes, so it is laid down: 0 VP, and its grain harbour is "
           "closed to Blue. Nobody may build a road on H12's six paths or a settlement or city on its corners. "
           "Red's new settlement also touches inner H8, so it can never be conquered; neither can a building "
           "touching the castle or the desert.",
           ("CBA-6.3", "CBA-7.5", "CBA-8.3", "CBA-8.3a", "CBA-8.5", "CBA-8.7", "CBA-8.11", "CBA-8.12", "CBA-10.3",
            "CBA-10.4", "CBA-10.6", "CBA-10.7", "CBA-10.8", "CBA-10.9", "CBA-10.11"))


def _cards(t: Tour) -> None:
    t.step("Knighthood", "Red buys a development card (wool, grain, ore); it is revealed and resolved at once. "
           "Knighthood puts one of Red's knights on a free castle path: P55, which also borders H12.",
           ("CBA-11.1", "CBA-11.2", "CBA-11.3", "CBA-11.4", "CBA-11.5", "CBA-11.6", "CBA-11.7", "CBA-11.9",
            "CBA-12.3", "CBA-12.7a"), A("buy_card"), A("card", "knighthood"), A("place_knight", 55))
    t.step("Black Knight", "Another card: Black Knight. Its knight may go on any free path, even one of a "
           "conquered hex: Red picks P40, between H7 and H12. Knights may share a path with roads, never with "
           "another knight.", ("CBA-11.10", "CBA-11.10a", "CBA-11.10b", "CBA-12.2", "CBA-10.5", "CBA-0.2b"),
           A("buy_card"), A("card", "free_knight"), A("place_knight", 40))
    t.step("Treason", "Treason pays 2 gold and moves one barbarian from each of two coastal hexes (Red takes "
           "them from H3 and H18) to two other unconquered coastal hexes (H15 and H11).",
           ("CBA-11.13", "CBA-11.13a", "CBA-11.13b", "CBA-11.13c", "CBA-11.13c1", "CBA-11.13d", "CBA-11.13e",
            "CBA-11.13f", "CBA-11.13g", "CBA-7.11"),
           A("buy_card"), A("card", "treason"), A("treason_source", 3), A("treason_source", 18),
           A("treason_target", 15), A("treason_target", 11))
    t.step("Intrigue", "Intrigue takes one barbarian off the board as Red's prisoner: the one on H7. Had the "
           "board been empty, Red would have drawn again for free.",
           ("CBA-11.14", "CBA-11.15", "CBA-11.15a", "CBA-11.16", "CBA-11.8", "CBA-13.10"),
           A("buy_card"), A("card", "capture"), A("capture", 7))


def _trade(t: Tour) -> None:
    t.step("Gold", "Gold is not a resource card. Red may buy a card of choice for 2 gold, at most twice a turn, "
           "and may turn 4 equal cards into 1 gold at the bank (3 at a 3:1 harbour).",
           ("CBA-7.6", "CBA-7.7", "CBA-7.8", "CBA-7.9"), A("buy_resource", "brick"), A("sell_for_gold", "ore"))
    t.step("Trading", "Red trades 4 ore for a lumber with the bank, then offers White 1 gold for 1 wool... "
           "White says yes. Only the active player trades, with one other player, both giving something.",
           ("CBA-7.1", "CBA-7.2", "CBA-7.3", "CBA-7.4", "CBA-7.10", "CBA-5.7"),
           A("bank_trade", "ore", "lumber"), A("offer", 2), A("give", "gold"), A("ask", "wool"),
           A("propose"), A("accept"))


def _knights_and_battles(t: Tour) -> None:
    t.step("Phase 3: moving knights", "Red ends phase 2. Now knights move, up to 3 steps each (5 for a grain). "
           "The knight on castle path P55 must leave: it steps to P54, still at H12. Moving knights ignore "
           "other pieces; only the end path must be free.",
           ("CBA-5.4", "CBA-12.4", "CBA-12.5", "CBA-12.6", "CBA-12.7", "CBA-12.8", "CBA-12.9", "CBA-12.10",
            "CBA-12.11"), A("finish_building"), A("move", 55, 54))
    t.step("Phase 4: battles", "The coastal hexes are checked from H12 (the 4 left of the castle) clockwise. "
           "At H12 four knights (Red 2, Blue 2, whoever's turn it is) face three barbarians: 4 > 3, the knights "
           "win. Each faction takes one prisoner; the leftover goes to whoever has most knights there, and a "
           "tie is rolled off: Red 5, Blue 2.",
           ("CBA-5.5", "CBA-13.1", "CBA-13.2", "CBA-13.2a", "CBA-13.3", "CBA-13.4", "CBA-13.6", "CBA-13.7",
            "CBA-13.8", "CBA-13.9", "CBA-12.13"), A("end_moves"), A("rolloff", 5), A("rolloff", 2))
    t.step("Liberation and casualties", "H12 is empty again: liberated, its number face up, Blue's I38 "
           "settlement stands up again. Then the casualty die: 1, which selects the slash paths of H12. Red's "
           "knight on P40 falls and Red gets 3 gold. The other hexes are checked in turn; nowhere else do "
           "knights outnumber barbarians.",
           ("CBA-10.10", "CBA-13.11", "CBA-13.12", "CBA-13.14", "CBA-13.15", "CBA-13.16", "CBA-13.17",
            "CBA-13.18", "CBA-13.6a"), A("castle_die", 1))
    t.step("A 7", "Blue rolls a 7: nothing is produced and there is no robber. Red holds more than 7 cards and "
           "discards half; gold does not count. Then Blue may draw one random card from another player.",
           ("CBA-6.6", "CBA-6.7", "CBA-6.7a", "CBA-6.8", "CBA-6.9", "CBA-6.10"),
           A("roll", 7), *[A("discard", r) for r in ("wool", "wool", "grain", "grain")],
           A("draw_from", 0), A("steal", "grain"))


def _winning(t: Tour) -> None:
    nine = {"cities": {"I8": "Red", "I19": "Red", "I29": "Red", "I31": "Red"}, "settlements": {"I22": "Red"}}
    t.state = position(active="Red", **nine, prisoners={"Red": 2},
                       roads={"P70": "Red", "P64": "Red", "P59": "Red", "P52": "Red"},
                       hands={"Red": "2 brick 2 lumber wool grain"}, note="Red near the end")
    t.show("Counting points", "Settlements score 1 and cities 2 unless conquered; every 2 prisoners score 1 (an "
           "odd one scores nothing); Longest Road scores 2. Red has 9 + 1 = 10 VP and a road of 4.",
           ("CBA-14.1", "CBA-14.2", "CBA-14.3", "CBA-14.3a", "CBA-14.4", "CBA-8.13"))
    t.step("Longest Road wins the game", "Red builds a fifth road in a row: Longest Road, 2 VP, makes 12. The "
           "active player wins the moment they reach 12 in their own turn (a winning settlement would end the "
           "game before its landing).",
           ("CBA-8.10", "CBA-14.5", "CBA-14.6", "CBA-14.8", "CBA-14.9"), A("road", 71))
    t.state = position(active="Blue", barbarians={"H12": 1}, **nine, prisoners={"Red": 5},
                       knights={"P41": "Red", "P54": "Red"}, note="Blue's turn; Red's knights wait at H12")
    t.step("Reaching 12 in someone else's turn", "In Blue's phase 4 Red's knights win at H12: Red's 6th prisoner "
           "makes 12 VP, but only the active player can win. Red must still have 12 at the start of Red's own "
           "turn.", ("CBA-14.7", "CBA-14.10"), A("finish_building"), A("castle_die", 3))


def _variants(t: Tour) -> None:
    t.state = position(2, active="Red", conquered=["H3"], roads={"P46": "Red", "P20": "Neutral White"},
                       hands={"Red": "brick lumber"}, note="a two-player game")
    t.show("Two players", "With two players the two spare colours are neutrals with a settlement each on I13 and "
           "I40. Each turn has two production rolls, and trade tokens buy one special action per turn.",
           ("CBA-15.1", "CBA-15.2", "CBA-15.3", "CBA-15.5", "CBA-15.6", "CBA-15.7", "CBA-15.21"))
    t.step("Neutral builds and tokens", "Red builds a road and places a free road for a neutral. Then Red pays "
           "a trade token to drive a barbarian from conquered H3 to H0 (H3 is liberated).",
           ("CBA-15.4", "CBA-15.7a", "CBA-15.7b", "CBA-15.9", "CBA-15.9a", "CBA-15.16b"),
           A("road", 52), A("neutral_road", 2, 27), A("drive_off", 3, 0))
    t.show("Foreign knights and double landings", "A player's first knight may bring a foreign knight, which "
           "the active player moves after their own and which always rolls 3 and never falls; a settlement plus "
           "the free neutral settlement brings two landings; a lost knight pays 2 gold and a token.",
           ("CBA-15.8", "CBA-15.8a", "CBA-15.10", "CBA-15.10a", "CBA-15.11", "CBA-15.11a", "CBA-15.12",
            "CBA-15.13", "CBA-15.13a", "CBA-15.14", "CBA-15.15", "CBA-15.16", "CBA-15.16a", "CBA-15.17",
            "CBA-15.18", "CBA-15.18a", "CBA-15.19", "CBA-15.20"))
    t.state = position(active="Red", phase="event card", knights={"P55": "Red", "P49": "Red", "P58": "Blue"},
                       hands={"Blue": "ore"}, event_cards=True, note="Event Cards instead of dice")
    t.step("Event Cards", "With the Event Cards a card replaces the production roll. Conflict: Red has the "
           "most knights and draws a card from Blue. Robber Attacks! would count as a 7 and Robber Flees does "
           "nothing; landings and battles still use dice.",
           ("CBA-16.1", "CBA-16.1a", "CBA-16.2", "CBA-16.3", "CBA-16.4", "CBA-16.4a", "CBA-16.5"),
           A("event", "3-conflict"), A("draw_from", 1), A("steal", "ore"))
    t.state = position(active="Red", cities={"I38": "Red"}, settlements={"I0": "Red"}, harbormaster=True,
                       edition="2025", note="Harbormaster, 2025 edition")
    t.show("Harbormaster and the 2025 edition", "With Harbormaster, harbour buildings score harbour points (1 "
           "per settlement, 2 per city, none while conquered); 3 or more take the Harbormaster card (2 VP) and "
           "the target is 13. The 2025 edition has 36 barbarians and castle pairs 1&6, 2&5, 3&4. Every choice "
           "the rules leave open is an option with the specification's default.",
           ("CBA-17.1", "CBA-17.2", "CBA-17.3", "CBA-0.2a", "CBA-3.3", "CBA-13.13", "CBA-0.3", "CBA-0.4",
            "CBA-0.5", "CBA-0.6", "CBA-1.3", "CBA-1.4", "CBA-1.5", "CBA-1.8", "CBA-1.10"))


def build_tour() -> list:
    """Play the tour: a real founding phase and first turn, then richer positions built with `position`."""
    t = Tour(position(**NEW_GAME))
    _founding(t)
    _landing_and_conquest(t)
    _cards(t)
    _trade(t)
    _knights_and_battles(t)
    _winning(t)
    _variants(t)
    return t.steps


WALKTHROUGH = Walkthrough(build_tour)
