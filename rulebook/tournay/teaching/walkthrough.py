"""`WALKTHROUGH`: the game taught step by step with scripted positions and scripted draws (shipped cards).

It follows the order a teacher would use: what the game is, setup, drawing, playing cards, the actions,
borrowing, events and walls, the end of a turn, characters, the end of the game and scoring.
"""

from __future__ import annotations

from rulebook.core import Tour, Walkthrough

from ..pieces import action
from ..positions import position
from ..setup import new_game


def _tour() -> list:
    t = Tour(new_game(players=2, seed=3, start_player=0))
    t.show("What Tournay is", "Two to four families rebuild the city of Tournay. Each builds a district of at most "
           "3 by 3 cards and directs citizens of three classes: yellow civilians, white clergy, red soldiers. "
           "This engine plays the base game with its basic cards.",
           ("TOU-0.1", "TOU-0.2", "TOU-0.3", "TOU-1.1", "TOU-1.2", "TOU-1.3", "TOU-0.9.2"))
    t.show("The cards", "Nine decks of ten activity cards, one per colour and level, each hiding one town crier. "
           "Levels I and II help during play; level III cards are prestige buildings that score at the end. "
           "Cards marked 'stand-in' are our own designs where the printed card is unknown.",
           ("TOU-1.4", "TOU-1.5", "TOU-1.6", "TOU-1.7", "TOU-17.1", "TOU-17.13", "TOU-0.9.14"))
    t.show("Setup", "Three citizens of each colour wait in the stock, the decks lie face down, three events are "
           "turned up, and each player starts with 6 deniers and two citizens of each colour standing on the "
           "plaza. The seeded setup chose P1 to start.",
           ("TOU-2.1", "TOU-2.3", "TOU-2.4", "TOU-2.5", "TOU-2.6", "TOU-2.7", "TOU-2.8", "TOU-2.9", "TOU-2.10",
            "TOU-0.9.9", "TOU-0.9.11"))
    t.show("A turn", "A turn has two steps: step A, play at most one card from your hand; step B, one action with "
           "citizens. P1 has no card yet, so step A passes by itself.", ("TOU-3.1", "TOU-3.2", "TOU-3.5", "TOU-4.1"))
    t.step("Drawing two cards", "P1 uses one yellow citizen to draw from Yellow I. The deck has no face-up card, "
           "so P1 looks at the top two, keeps the Market Stall and turns the Architect face up on the deck. The "
           "citizen lies down beside the plaza.", ("TOU-6.1", "TOU-6.3", "TOU-6.6", "TOU-5.2", "TOU-5.7",
                                                   "TOU-0.9.7"),
           action("draw", "Y1"), action("citizens", (1, 0)), action("reveal", "Y1-U01"),
           action("reveal", "Y1-ARCHITECT"), action("keep", "Y1-U01"))
    t.step("Taking the face-up card", "P2 draws from Yellow I too and simply takes the face-up Architect (option "
           "A). Option B would first slide it under the deck.", ("TOU-6.2", "TOU-6.4"),
           action("draw", "Y1"), action("citizens", (0, 1)), action("take_face_up"))

    t.state = position(seats={"P1": {"money": 8, "standing": (2, 2, 2),
                                     "hand": ["R1-FORT", "R1-BARRACKS", "Y3-CLOTH-HALL"],
                                     "district": {(1, 1): "Y1-U01"}}, "P2": {"money": 6}},
                       events=["EV-11", "EV-13", "EV-04"], coins=[1, 2, 0])
    t.show("A district in progress", "Some turns later P1 has the Market Stall in the district and three cards in "
           "hand. Cards are paid for with the cost in their top-left corner.", ("TOU-0.9.3", "TOU-4.3", "TOU-4.4"))
    t.step("Playing next to a card", "P1 pays 1 denier and plays Fort beside the Market Stall: a card on an empty "
           "space must share an edge with the district. The frame floats until three rows or columns are used.",
           ("TOU-4.1", "TOU-4.2", "TOU-4.3", "TOU-4.5", "TOU-4.6", "TOU-4.7"), action("play", "R1-FORT"),
           action("place", 1, 2))
    t.step("Activating a building", "P1 puts an own red citizen on the unoccupied Fort. Fort takes a queue event "
           "that carries a coin into P1's hand (its coin goes back to the supply) and a new event fills the slot.",
           ("TOU-8.1", "TOU-8.2", "TOU-8.3", "TOU-8.4", "TOU-8.6", "TOU-8.9", "TOU-5.8", "TOU-17.10"),
           action("activate", 1, 2), action("citizens", (1, 0)), action("take_event", 0),
           action("reveal_event", "EV-05"))
    t.step("Ending the turn", "With an event in hand P1 could build it as a wall now; P1 keeps it. Four cards or "
           "fewer: no discard. P2 then gathers.", ("TOU-3.3", "TOU-12.5", "TOU-12.6"), action("done"), action("gather"))
    t.step("Stacking on the same colour", "P1 plays Barracks onto Fort, both red. Fort's citizen is laid down "
           "beside the plaza; Fort is now covered: it still scores its printed point but does nothing else.",
           ("TOU-4.8", "TOU-4.9", "TOU-4.12", "TOU-4.13", "TOU-4.16", "TOU-4.17", "TOU-0.9.4"),
           action("play", "R1-BARRACKS"), action("place", 1, 2))
    t.step("Borrowing a citizen", "P1 activates the Market Stall with P2's yellow citizen: P1 pays P2 2 deniers, "
           "the citizen lies down at P2's plaza and a grey token marks the building as occupied. The Stall pays "
           "3 deniers.", ("TOU-5.4", "TOU-5.5", "TOU-5.6", "TOU-5.7", "TOU-8.7", "TOU-9.9"),
           action("activate", 1, 1), action("citizens", (0, 1)))
    t.advance(action("done"), action("gather"))
    t.step("Replacing a different colour", "P1 pays one yellow citizen (back to the stock) for Cloth Hall and "
           "plays it onto the red stack: the whole stack goes under the Red I deck, top card first.",
           ("TOU-4.10", "TOU-4.11", "TOU-4.18", "TOU-4.14", "TOU-0.9.13"),
           action("play", "Y3-CLOTH-HALL"), action("place", 1, 2))
    t.step("Fighting an event", "P1 fights Siege, which carries two coins and is not a lose-money event: one red "
           "citizen and 2 + 1 deniers. Its coins return to the supply, the card goes to P1's hand as a future "
           "wall, and a new event takes the slot.",
           ("TOU-9.1", "TOU-9.3", "TOU-9.4", "TOU-9.5", "TOU-9.6", "TOU-9.7", "TOU-9.8", "TOU-16.4", "TOU-0.9.12"),
           action("fight", 1), action("citizens", (1, 0)), action("reveal_event", "EV-06"))
    t.step("A wall at the end of the turn", "P1 builds Siege as a wall to thin the hand. It will score 1 point, but "
           "a wall built now protects against nothing later.", ("TOU-12.1", "TOU-12.2", "TOU-7.11", "TOU-7.7"),
           action("wall", "EV-13"), action("done"))
    t.step("Earning", "P2 earns 2 deniers for each of two own yellow citizens. Borrowed citizens never earn.",
           ("TOU-10.1", "TOU-10.2", "TOU-5.9", "TOU-0.9.1"), action("earn", "yellow", 2))
    t.step("Gathering", "P1 gathers: every own citizen, lying down or sitting on a building, stands up again and "
           "the grey token leaves the Market Stall. Damage tokens would stay.",
           ("TOU-11.1", "TOU-11.2", "TOU-11.3", "TOU-11.4", "TOU-5.3", "TOU-0.9.6", "TOU-0.9.8"),
           action("gather"))

    t.state = position(seats={"P1": {"money": 5, "standing": (2, 2, 2), "hand": ["EV-12"],
                                     "district": {(0, 0): "R1-FORT"}},
                              "P2": {"money": 3, "standing": (0, 0, 0), "district": {(0, 0): "W1-U02"}}},
                       events=["EV-11", "EV-13", "EV-04"], coins=[1, 0, 2], phase="citizen action",
                       decks={"Y2": {"top": ["Y2-U04", "Y2-CRIER", "Y2-U05"]}})
    t.show("Events", "Each event shows the colour that fights it and circles for coins. Norman Raid takes deniers; "
           "Siege damages a building; Fair Day is good for everyone. An event acts once per coin on it.",
           ("TOU-16.1", "TOU-16.2", "TOU-16.3", "TOU-16.5", "TOU-16.7", "TOU-16.8", "TOU-16.9", "TOU-16.12"))
    t.step("A town crier", "P1 spends two yellow citizens on Yellow II and meets the crier: one extra card is "
           "drawn, P1 keeps Guild Hall, the other card goes face up. Then the crier goes under its deck and every "
           "event gets a coin.", ("TOU-6.5", "TOU-7.1", "TOU-7.2", "TOU-7.3", "TOU-7.5", "TOU-5.10", "TOU-0.9.15"),
           action("draw", "Y2"), action("keep", "Y2-U04"))
    t.step("Walls against the events", "The events now strike in slot order. P1 builds Ransom as a wall against "
           "Norman Raid; P2 loses 2 deniers per coin. Siege damages a free building of each player, and Fair Day "
           "pays everyone 3.",
           ("TOU-7.4", "TOU-7.6", "TOU-7.8", "TOU-7.9", "TOU-7.10", "TOU-7.12", "TOU-16.10", "TOU-16.11"),
           action("wall", "EV-12"))

    t.state = position(seats={"P1": {"hand": ["R1-ARSENAL", "R1-FORT", "Y1-U03", "W1-U04", "Y3-MINT", "EV-14"]}},
                       phase="end of turn")
    t.step("The hand limit", "At the end of a turn you may keep at most four cards, walls in hand included. P1 "
           "builds one wall and discards Arsenal under its deck.", ("TOU-12.3", "TOU-12.4", "TOU-12.6"),
           action("wall", "EV-14"), action("discard", "R1-ARSENAL"))

    t.state = position(seats={"P1": {"money": 4, "hand": ["R1-BARRACKS"], "district": {(0, 0): "Y1-ARCHITECT"}}})
    t.step("Characters", "The Architect watches its row and column. When P1 places Barracks beside it, P1 first "
           "pays 1 denier, then the Architect pays 1 back.",
           ("TOU-15.1", "TOU-15.2", "TOU-15.3", "TOU-15.6", "TOU-15.7", "TOU-15.8", "TOU-15.9", "TOU-15.10",
            "TOU-4.19"), action("play", "R1-BARRACKS"), action("place", 0, 1))

    t.state = position(seats={"P1": {"money": 10, "district": {(0, 0): "R1-BALLISTA"}}, "P2": {"money": 10}},
                       events=["EV-11", "EV-04", "EV-13"], coins=[1, 0, 0])
    t.step("Red cards act on events", "Ballista adds a coin to up to two events and sets them off at once: harmful "
           "ones hit only the other players, good ones everybody.", ("TOU-16.6", "TOU-17.16", "TOU-6.7"),
           action("activate", 0, 0), action("citizens", (1, 0)), action("choose_events", (0, 1)))

    full = {(0, 0): ["Y3-MINT"], (0, 1): ["Y3-BELFRY"], (0, 2): ["R1-ARSENAL"], (1, 0): ["R1-BALLISTA"],
            (1, 1): ["R1-BARRACKS"], (1, 2): ["R1-FORT"], (2, 0): ["R1-FORT"], (2, 1): ["R1-KNIGHT"],
            (2, 2): ["R1-U01"]}
    t.state = position(seats={"P1": {"money": 3, "hand": ["W1-U04"], "district": full},
                              "P2": {"money": 4, "hand": ["Y1-U03"]}}, criers=("Y1", "W1", "R1"), phase="start of turn")
    t.show("The end is triggered", "As P1's turn begins, P1's district is full with two visible prestige "
           "buildings and three criers are out: more than the number of players. Both conditions hold, so everyone "
           "takes one last turn.", ("TOU-3.4", "TOU-13.1", "TOU-13.2", "TOU-13.3", "TOU-13.4", "TOU-13.5",
                                    "TOU-13.6", "TOU-13.12"))
    t.advance(action("no_card"), action("gather"), action("no_card"), action("gather"))
    t.step("The secret final card", "Now everyone picks one last card in secret and lays it face down. P1 covers a "
           "red card with a white one; P2 builds a first card. Both are revealed together, paid for, and placed.",
           ("TOU-13.7", "TOU-13.8", "TOU-13.9", "TOU-13.10", "TOU-13.11", "TOU-15.11"),
           action("final_card", "W1-U04"), action("place", 2, 2), action("final_card", "Y1-U03"), action("place", 1, 1))
    t.show("Scoring", "Each visible prestige building scores for everybody: its builder at the left rate, all "
           "others at the right rate, at most 12 per building and once per name. Add the printed points of every "
           "district card, covered ones too, and one point per wall. Most prestige wins; deniers break ties.",
           ("TOU-14.1", "TOU-14.2", "TOU-14.3", "TOU-14.4", "TOU-14.5", "TOU-14.6", "TOU-14.7", "TOU-14.8",
            "TOU-14.9", "TOU-14.10", "TOU-14.11", "TOU-14.12", "TOU-14.14"))
    t.show("Variants and data", "Every number here is a setting with the spec's default, and the advanced game "
           "starts with fewer citizens. Cards are data: load a corrected card file to replace our stand-ins.",
           ("TOU-0.4", "TOU-0.5", "TOU-0.6", "TOU-0.7", "TOU-2.11", "TOU-17.8", "TOU-17.14", "TOU-17.18"))
    return t.steps


WALKTHROUGH = Walkthrough(_tour)
