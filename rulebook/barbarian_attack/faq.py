"""The 41 FAQ cases of the specification, each an executable script (see faq_*.py) with its question and ruling
in our own words, the rules it rests on, and its provenance (seed note, official FAQ, or our own example)."""

from __future__ import annotations

from rulebook.core import FAQ as FAQList
from rulebook.core import FAQCase

from . import faq_battles, faq_knights, faq_landing, faq_turn, faq_variants

_SCRIPTS = {**{k: getattr(faq_landing, f"faq_{k}") for k in range(1, 11)},
            **{k: getattr(faq_knights, f"faq_{k}") for k in (11, 12, 13, 14, 15, 16, 33)},
            **{k: getattr(faq_battles, f"faq_{k}") for k in range(17, 25)},
            **{k: getattr(faq_turn, f"faq_{k}") for k in (25, 26, 27, 28, 29, 30, 31, 32, 34)},
            **{k: getattr(faq_variants, f"faq_{k}") for k in range(35, 42)}}


def _ids(text: str) -> tuple[str, ...]:
    return tuple("CBA-" + x.strip() for x in text.split(","))


# (number, provenance, title, question, ruling, rules)
_CASES = (
    (1, "seed", "The seed's landing example: 3, 9, 8",
     "A landing rolls 3, 9 and 8; the 9 hex already has 2 barbarians and the 8 hex is conquered. What happens?",
     "The 3 adds a barbarian; the 9 adds the third barbarian, so that hex is conquered at once and buildings "
     "touching only conquered hexes fall; the 8 adds nothing but still counts; the landing is then over.",
     "9.3, 9.4, 9.5, 10.1, 10.6, 10.9"),
    (2, "seed", "Sevens and repeats are rolled again",
     "What if a landing roll is a 7, or a total already accepted in this landing?",
     "Roll again: only different totals other than 7 are accepted, and a total that placed nothing still blocks a "
     "repeat.", "9.3, 9.4"),
    (3, "seed", "A conquered target gets nothing and is not re-rolled",
     "The landing names a hex that already holds 3 barbarians: place elsewhere, or roll again?",
     "Neither: nothing is placed and the result is one of the three.", "9.4, 10.2"),
    (4, "seed", "Running out of barbarians",
     "What happens when the barbarian supply is small or empty?",
     "A landing needs one barbarian in the supply and stops the moment the supply is empty; with none, a build "
     "brings nothing.", "9.2, 9.6"),
    (5, "seed", "A conquered hex neither produces nor attracts barbarians",
     "Does a conquered hex still produce, or receive more barbarians?",
     "No to both, until it is liberated.", "6.3, 9.4, 10.2"),
    (6, "seed", "No new roads or settlements around a conquered hex",
     "Where exactly does conquest forbid building?",
     "On all six paths and six corners of the conquered hex, shared ones included; city upgrades there too by "
     "default; roads already built stay.", "8.3, 8.3a, 8.5, 8.7, 8.12"),
    (7, "seed", "A conquered building: down, 0 VP, no harbour, until liberated",
     "What does a conquered building lose, and does it get it back?",
     "While every hex it touches is conquered it scores 0 and opens no harbour; liberating one of its hexes "
     "restores everything.", "7.5, 10.6, 10.9, 10.10, 13.7, 13.8"),
    (8, "seed", "Desert and castle protect buildings",
     "A building's only producing hex is conquered, but it also touches the castle or the desert. Is it conquered?",
     "No: it keeps its points and harbour, though it gets nothing from the conquered hex.", "10.7, 10.8"),
    (9, "ruling", "One conquered hex out of two is not enough",
     "Is a settlement conquered when only some of its hexes are?",
     "No: every land hex it touches must be conquered.", "10.6"),
    (10, "seed", "Liberated hexes can be attacked again",
     "After liberation, can barbarians land on the hex again?", "Yes.", "10.10, 9.4"),
    (11, "seed", "Cards: at once, one at a time, any number, reshuffled",
     "May a player buy two cards in a turn when one card is left in the draw pile?",
     "Yes: each card is resolved before the next purchase, and an empty draw pile is refilled from the discards.",
     "11.3, 11.5, 11.7, 11.8"),
    (12, "seed", "Knighthood goes on the castle, one knight per path",
     "Where may Knighthood and Black Knight put a knight?",
     "Knighthood on a free castle path; Black Knight on any free path.", "11.9, 11.10, 11.10a, 12.1"),
    (13, "sourced", "A knight card with no knight left",
     "All six of a player's knights are on the board and they buy Knighthood. Can they keep the card?",
     "No: it does nothing, goes to the discard pile, and the price is gone.", "11.11, 11.12"),
    (14, "seed", "Range 3, or 5 for a grain",
     "How far can knights move, and what does one grain buy?",
     "Three steps each; one grain lets one knight go five; nothing goes further.", "12.4, 12.5"),
    (15, "seed", "Knights pass pieces but do not end on a knight",
     "Can a knight move past other knights, roads and buildings?",
     "Yes: only its end path must be free of knights.", "12.6"),
    (16, "sourced", "Castle knights leave in phase 3",
     "When must a knight placed on the castle leave, and may knights cross the castle?",
     "It stays until phase 3 and must then end off the castle; crossing castle paths is allowed.",
     "12.7, 12.7a, 12.8"),
    (17, "seed", "Battle order: from the 4 left of the castle, clockwise",
     "In what order are the battles fought?",
     "H12(4), H7(12), H3(9), H0(3), H1(8), H6(10), H11(11), H15(5), H18(2), H17(6).", "13.2, 13.2a, 13.3"),
    (18, "sourced", "Losses are immediate; survivors fight on",
     "Does a knight between two coastal hexes fight twice, and what if it falls in the first battle?",
     "Casualties leave before the next hex is checked; knights that survive stay and may count again.",
     "13.3, 13.14, 13.15, 13.17"),
    (19, "seed", "Knights must outnumber the barbarians",
     "When do knights win?", "Only when there are more knights than barbarians, and at least one barbarian.",
     "13.4, 13.5"),
    (20, "seed", "Sharing prisoners between factions",
     "How are prisoners shared when several players' knights win together?",
     "One each, the rest to the faction with strictly most knights; a tie for most is rolled off and the tied "
     "loser gets 3 gold.", "13.8, 13.9"),
    (21, "seed", "Fewer prisoners than factions",
     "Who gets prisoners when there are fewer than the winning factions?",
     "The highest rollers; ties are rolled again only where they decide; every faction left out gets 3 gold.",
     "13.8, 13.9"),
    (22, "sourced", "Two prisoners make one point",
     "What are 1, 2 or 3 prisoners worth?", "Half the prisoners, rounded down.", "14.3, 14.3a"),
    (23, "sourced", "The casualty die only hits this battle's knights",
     "Does the casualty die remove knights all over the board?",
     "No: only knights at the battle hex, on its two paths of the selected orientation.",
     "13.11, 13.12, 13.13, 13.14, 13.15"),
    (24, "sourced", "No moving once the battles have begun",
     "After winning at H12, may a player move another knight to help at H15?",
     "No: all movement is over before phase 4.", "5.4, 13.3"),
    (25, "sourced", "Barbarians stay on the coast",
     "Can a landing or a card put barbarians on an inner hex?", "Never.", "9.7, 2.9, 11.13e"),
    (26, "seed", "Rolling a 7",
     "What happens on a production 7?",
     "No robber. Players over 7 cards discard half, rounded down; then the roller may draw one random card from "
     "another player. Gold does not count.", "6.6, 6.7, 6.7a, 6.8, 6.9, 6.10"),
    (27, "seed", "Gold: twice a turn at the bank, freely with players",
     "How can gold be used?",
     "Two purchases of 1 card for 2 gold per turn; any amount in player trades; cards to gold at 4:1 or a 3:1 "
     "harbour.", "7.2, 7.6, 7.7"),
    (28, "seed", "Gold is not a hand card",
     "Does gold count for the hand limit on a 7, or for Monopoly?", "No to both.", "6.10, 7.8"),
    (29, "seed", "Treason: moving, liberating, taking from the supply",
     "How is Treason resolved in different board situations?",
     "Two barbarians leave two different coastal hexes (the supply covers what the board lacks) and go to two "
     "other unconquered coastal hexes; liberation and conquest apply; the buyer gets 2 gold.",
     "11.13, 10.1, 10.10"),
    (30, "seed", "Intrigue",
     "What does Intrigue do, including with no barbarians on the board?",
     "Take one barbarian as a prisoner (liberating its hex if needed); with none on the board, draw again free.",
     "11.14, 11.15, 11.15a"),
    (31, "seed", "The founding city yields one card per hex",
     "What does the founding city produce?",
     "One card for each neighbouring producing hex; founding brings no barbarians.", "4.4, 4.5, 4.6, 4.7"),
    (32, "ruling", "What brings a landing",
     "Which actions start a landing?", "Each settlement and each city upgrade in a regular turn; nothing else.",
     "9.1, 9.8, 8.9"),
    (33, "ruling", "Black Knight: any free path",
     "May a Black Knight go on a castle path, or next to a conquered hex?",
     "Yes to both; on the castle it must leave in phase 3.", "11.10, 11.10a, 12.7"),
    (34, "seed", "Winning: 12 points in your own turn",
     "When exactly does a player win?",
     "The active player wins at once on reaching 12 (13 with Harbormaster); others wait for their own turn.",
     "14.5, 14.6, 14.7, 14.8, 14.9, 14.10, 13.6a"),
    (35, "seed", "Two players: foreign knights",
     "How do foreign knights enter and move?",
     "Classic: each player's first knight may bring one onto a free castle path; the active player moves them "
     "after their own knights; they never fall.", "15.10, 15.11, 15.12, 15.15"),
    (36, "seed", "Two players: a double landing",
     "Does the free neutral settlement bring barbarians too?",
     "Yes: two separate landings, the player's first.", "15.16, 15.16a, 15.16b"),
    (37, "seed", "Two players: driving barbarians off with tokens",
     "What does the barbarian token action cost and do?",
     "1 token while your points do not exceed your opponent's, else 2; it moves one barbarian to another "
     "unconquered coastal hex.", "15.7a, 15.7b, 15.9, 15.9a"),
    (38, "seed", "Two players: the foreign knights roll 3",
     "How does a roll-off work with the foreign faction?",
     "The foreign result is always 3; a player who ties it rolls again; foreign prisoners leave the game.",
     "15.13, 15.13a, 15.14, 15.18"),
    (39, "seed", "Two players: a lost knight pays 2 gold and a token",
     "What does a player get for a knight lost in the two-player game?",
     "2 gold and 1 trade token each, the token only while the supply has one.", "15.17, 15.19"),
    (40, "sourced", "Two players: forced trade with few cards",
     "What if the opponent holds 1 or no resource card?",
     "With 1, take it and still give back 2; with none the action is not allowed.", "15.8, 15.8a"),
    (41, "seed", "Event Cards: Robber Attacks, Robber Flees, Conflict",
     "How do the robber events work without a robber?",
     "Robber Attacks! is a 7; Robber Flees does nothing; Conflict lets the single player with most knights draw "
     "a card.", "16.2, 16.3, 16.4, 16.4a"),
)

FAQ = FAQList([FAQCase(f"CBA-FAQ-{n}", title, question, ruling, _ids(rules), _SCRIPTS[n], provenance)
               for n, provenance, title, question, ruling, rules in _CASES])
