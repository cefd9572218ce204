"""Rule texts, part 2: activity cards, agriculture, cathedral, events, recruiting, end of round and game, engine
conventions and cards (spec sections 11-20). Each entry: (id, tag, title, text in our own words)."""

RULES_B = (
    # 11 activity cards
    ("TRY-11.1", "seed", "Tradesman needed", "Using an activity card needs one of your citizens on it as a "
     "tradesman."),
    ("TRY-11.2", "seed", "Hiring", "The first time, you pay the card's hiring fee and put a citizen on it."),
    ("TRY-11.3", "sourced", "Tradesman spaces", "The hired citizen comes from the personal supply to the leftmost "
     "free tradesman space; each space shows the VP it is worth at the end."),
    ("TRY-11.4", "ruling", "One fee", "A card has one hiring fee for all spaces, paid to the bank."),
    ("TRY-11.5", "sourced", "One tradesman each", "Nobody has two tradesmen on the same card, and only the first two "
     "spaces are worth VP."),
    ("TRY-11.6", "ruling", "Four spaces", "A card has four tradesman spaces; the third and fourth are worth 0 VP "
     "(option tradesman_spaces)."),
    ("TRY-11.7", "sourced", "Tradesmen stay", "Tradesmen stay on their card to the end of the game."),
    ("TRY-11.8", "seed", "Hire and activate together", "Hiring happens inside an activation that activates the card "
     "at least once; hiring alone is not allowed."),
    ("TRY-11.9", "sourced", "At least one activation", "Every use of a card must activate it at least once; a "
     "bigger group than needed is allowed."),
    ("TRY-11.10", "ruling", "Card colour", "The dice must match the card's colour unless a spent cube changes "
     "that."),
    ("TRY-11.11", "seed", "Number of activations", "Activations = floor(group total / the card's activation "
     "cost)."),
    ("TRY-11.12", "sourced", "Card timings", "A card is immediate, deferred or mixed."),
    ("TRY-11.13", "seed", "Immediate cards", "An immediate card applies its effect once per activation."),
    ("TRY-11.14", "seed", "Deferred cards", "A deferred card stores one of the player's cubes per activation "
     "instead."),
    ("TRY-11.15", "seed", "Spending a cube", "In a later action the player may spend one stored cube to apply that "
     "card's effect, never more than one cube per action."),
    ("TRY-11.16", "ruling", "Declaring a cube", "A cube is declared and spent while forming the group, before "
     "paying; it returns to its owner; a cube stored by this very action cannot be spent in it."),
    ("TRY-11.17", "ruling", "Cubes keep", "Stored cubes stay on their card across rounds until spent, with no "
     "limit."),
    ("TRY-11.18", "ruling", "Mixed cards", "For each activation of a mixed card the player picks the immediate "
     "effect or storing a cube."),
    ("TRY-11.19", "ruling", "Optional conversions", "A 'pay to gain' effect is optional: the player chooses which "
     "activations to convert, paying from what they have then."),
    ("TRY-11.20", "ruling", "No cubes for some actions", "No cube may be spent on recruiting, on the cathedral or "
     "when countering black dice."),
    ("TRY-11.21", "ruling", "Default card numbers", "Unknown hiring fees, space VP and activation costs use the "
     "level defaults: I 3 / [1,1,0,0] / 3, II 4 / [2,1,0,0] / 4, III 5 / [3,2,0,0] / 5 (option "
     "activity_defaults_by_level)."),
    # 12 agriculture
    ("TRY-12.1", "seed", "Agriculture", "With one to three yellow dice the player takes floor(total / 2) deniers "
     "from the bank; no tradesman is needed."),
    ("TRY-12.2", "ruling", "Cubes on agriculture", "Cubes may change an agriculture group; the total is counted "
     "after them."),
    ("TRY-12.3", "ruling", "Zero is allowed", "Agriculture is legal even when it earns nothing."),
    # 13 cathedral
    ("TRY-13.1", "seed", "Building the cathedral", "With one to three white dice the player puts one own cube per "
     "die in the cathedral, each by its own face value."),
    ("TRY-13.2", "ruling", "Cathedral layout", "Three levels by six columns; column k holds one cube per level."),
    ("TRY-13.3", "seed", "Build from below", "For each number, the upper level needs the space below occupied "
     "first."),
    ("TRY-13.4", "ruling", "Where a cube goes", "A die showing v fills the lowest empty level of column v; equal "
     "values in one group fill successive levels."),
    ("TRY-13.5", "ruling", "Full column", "A die whose column is full cannot be part of a cathedral group."),
    ("TRY-13.6", "seed", "Cathedral rewards", "Each cube gives 1 VP at once plus the influence printed on its "
     "space."),
    ("TRY-13.7", "sourced", "Printed influence", "Cathedral spaces show 1 or 2 influence."),
    ("TRY-13.8", "ruling", "Influence by level", "Levels 1 and 2 give 1 influence, level 3 gives 2 (option "
     "cathedral_influence_by_level)."),
    ("TRY-13.9", "sourced", "Apprenticeship and the cathedral", "Apprenticeship cannot be used for the cathedral."),
    ("TRY-13.10", "seed", "Cathedral penalty", "At the end every cathedral level without an own cube costs 2 VP."),
    # 14 fighting events
    ("TRY-14.1", "seed", "Fighting an event", "Choose an event in the row and use dice of its colour; cubes go on "
     "it according to its divisor."),
    ("TRY-14.2", "ruling", "Colour to fight with", "An event is fought with its own colour unless its data says "
     "otherwise (Marauding: red)."),
    ("TRY-14.3", "ruling", "Cubes earned", "Cubes earned = floor(total / divisor), with plain face values (red is "
     "not doubled here)."),
    ("TRY-14.4", "ruling", "At least one cube", "A fight must earn at least one cube."),
    ("TRY-14.5", "ruling", "Free spaces only", "Only as many cubes as there are free spaces are placed; the rest "
     "are lost."),
    ("TRY-14.6", "seed", "Influence per cube", "Each cube placed on an event gives 1 influence."),
    ("TRY-14.7", "sourced", "Cubes count for cards", "Cubes on events count for card effects such as Captain, "
     "Marauding included."),
    ("TRY-14.8", "seed", "Completing an event", "When every space is filled, rewards are shared by contribution and "
     "the card is awarded."),
    ("TRY-14.9", "ruling", "Rewards", "Everyone gains 1 VP per own cube on the card; the player with most cubes "
     "takes the card and 2 VP more (options event_vp_per_cube, event_majority_vp)."),
    ("TRY-14.10", "ruling", "Majority tie", "Among players tied for most cubes, the one whose latest cube was placed "
     "last wins."),
    ("TRY-14.11", "ruling", "A won event leaves", "A completed event (not Marauding) leaves the row for the winner's "
     "pile, cubes go home and its effects stop at once."),
    ("TRY-14.12", "seed", "Marauding again", "Marauding is never removed; when full it stays to be fought again."),
    ("TRY-14.13", "ruling", "Completing Marauding", "Marauding pays the same rewards, no card is taken, the winner "
     "scores a Marauding victory, and its spaces are emptied."),
    ("TRY-14.14", "ruling", "Cubes on fights", "Cubes may change a fight group (Militia, Blacksmith, "
     "Apprenticeship...)."),
    # 15 recruiting
    ("TRY-15.1", "seed", "Recruit die", "Recruiting uses exactly one die of the target building's colour."),
    ("TRY-15.2", "ruling", "Citizen to recruit", "A citizen must be waiting in the personal supply (influence can buy "
     "one first)."),
    ("TRY-15.3", "seed", "Value decides", "The die's value decides where the citizen goes; others are pushed or "
     "evicted by the building rules."),
    ("TRY-15.4", "ruling", "Landing space", "A die showing v puts the new citizen on space v."),
    ("TRY-15.5", "ruling", "Who is evicted", "Exactly one standing citizen on a space at most v is evicted: not the "
     "player's own and not of a protected colour."),
    ("TRY-15.6", "ruling", "Pushing", "The evicted citizen leaves; those on the spaces between it and v move down "
     "one space; the new citizen takes space v."),
    ("TRY-15.7", "seed", "Protected colours", "Once a citizen of some colour lies at a building, no citizen of that "
     "colour can be evicted from that building this round."),
    ("TRY-15.8", "ruling", "Grey is protected too", "Protection covers grey citizens as well and is kept per "
     "building."),
    ("TRY-15.9", "sourced", "Lying citizens", "An evicted citizen lies at the building and counts for nothing."),
    ("TRY-15.10", "ruling", "Lying takes no space", "A lying citizen holds no space and comes back at the end of the "
     "round."),
    ("TRY-15.11", "ruling", "Face value only", "Recruiting uses the face value; no cube or bonus changes it."),
    ("TRY-15.12", "ruling", "Six standing", "After every recruit each building again has six standing citizens."),
    ("TRY-15.13", "ruling", "Dice already rolled", "The evicted citizen's owner keeps this round's die; the new "
     "citizen brings a die from next round."),
    ("TRY-15.14", "ruling", "No target, no recruit", "A die with no legal citizen to evict cannot recruit into that "
     "building."),
    # 16 end of round
    ("TRY-16.1", "seed", "Collect district money", "Every player moves the money in their district to the purse."),
    ("TRY-16.2", "seed", "Dice go home", "Dice left in districts return to the supply."),
    ("TRY-16.3", "seed", "Evicted citizens return", "Lying citizens go back to their owners' personal supplies."),
    ("TRY-16.4", "ruling", "Grey citizens leave", "Lying grey citizens leave the game."),
    ("TRY-16.5", "seed", "Start player moves", "The start-player card passes to the left."),
    ("TRY-16.6", "ruling", "Round states clear", "Passed flags, protections and the black pool are cleared."),
    ("TRY-16.7", "seed", "Last round", "If this round's red card was the last of the deck, the game ends and is "
     "scored."),
    # 17 scoring
    ("TRY-17.1", "seed", "End of the game", "The game ends when the round in which the last red card came into "
     "play is over: after round 4, 5 or 6 for 2, 3 or 4 players."),
    ("TRY-17.2", "ruling", "When scoring happens", "Scoring follows that round's end, so nobody is lying and all "
     "district money is in purses."),
    ("TRY-17.3", "seed", "VP earned in play", "The final score includes the VP earned during the game."),
    ("TRY-17.4", "seed", "Participation", "It includes participation points on events still unresolved."),
    ("TRY-17.5", "sourced", "Participation VP", "1 VP per event in the row holding at least one of the player's "
     "cubes."),
    ("TRY-17.6", "ruling", "Marauding is unresolved", "Marauding counts as an unresolved event for participation "
     "(option unresolved_includes_marauding)."),
    ("TRY-17.7", "seed", "Tradesman VP", "It includes the VP printed on the tradesman spaces a player holds."),
    ("TRY-17.8", "seed", "Characters score everybody", "Every character in play is revealed and scores every player "
     "separately (four characters with two players)."),
    ("TRY-17.9", "sourced", "Character tiers", "A character gives 1, 3 or 6 VP by how far a player meets its "
     "condition."),
    ("TRY-17.10", "seed", "Cathedral levels", "Each player loses 2 VP for each of the three levels holding none of "
     "their cubes."),
    ("TRY-17.11", "ruling", "Highest tier only", "A character pays only the highest tier reached."),
    ("TRY-17.12", "seed", "Money and influence", "Money and influence are worth nothing at the end except through "
     "characters or cards."),
    ("TRY-17.13", "ruling", "Final score", "Final score = VP in play + participation + tradesman VP + character VP - "
     "cathedral penalties, never below 0 (option final_score_floor)."),
    ("TRY-17.14", "seed", "Winner", "The highest final score wins."),
    ("TRY-17.15", "ruling", "Tie-break", "Ties go to more influence, then more deniers; still tied players share "
     "the win (option tie_break)."),
    ("TRY-17.16", "ruling", "What does not score", "Stored cubes, trophy cubes and citizens in supply score nothing "
     "by themselves."),
    # 18 engine conventions
    ("TRY-18.1", "sourced", "Hidden VP", "VP totals are secret during play."),
    ("TRY-18.2", "ruling", "Who sees what", "Board, dice, money, influence, events, cubes and deck sizes are public; "
     "own VP and characters are private; deck orders, face-down and undealt cards are hidden from all."),
    ("TRY-18.3", "ruling", "Decisions and chance", "Chance covers card draws, deck orders, the deal, the start "
     "player and every die roll; players decide placements, event choices, counters, actions and the choices "
     "inside them."),
    ("TRY-18.4", "ruling", "Illegal moves", "An illegal move is refused and changes nothing."),
    # 20 cards
    ("TRY-20.1", "sourced", "Activity card families", "27 activity cards: three colours by three levels by three "
     "cards."),
    ("TRY-20.2", "sourced", "Cards in play", "Exactly one card per colour and level is drawn each game, nine in "
     "play."),
    ("TRY-20.3", "sourced", "Event families", "16 events: 8 red (military), 4 white, 4 yellow."),
    ("TRY-20.4", "sourced", "Character families", "6 characters, each scoring every player on one condition with "
     "1 / 3 / 6 VP tiers."),
    ("TRY-20.5", "sourced", "Character conditions", "The conditions: money at the end, influence, citizens in the "
     "buildings, tradesmen, the cathedral, fighting events and attackers."),
    ("TRY-20.6", "sourced", "Known characters", "Three characters are known by title: the Pope (cathedral), the "
     "Count of Champagne (money) and the King (fighting)."),
    ("TRY-20.7", "sourced", "Level III", "The level-III activity cards are the direct-VP cards."),
    ("TRY-20.8", "sourced", "Colour themes", "Yellow cards make money and strengthen red dice, white cards "
     "strengthen yellow and red dice and relate to the cathedral, red cards are military."),
    ("TRY-20.9", "ruling", "A complete deck", "The engine ships 27 activity, 16 event and 6 character cards, each "
     "under its slot id."),
    ("TRY-20.10", "ruling", "Provenance", "Every card says whether it is sourced, partial (with the project fields "
     "listed) or a stand-in."),
    ("TRY-20.11", "ruling", "Stand-ins", "A stand-in's name begins 'Stand-in:', fits its slot's colour, level and "
     "theme, stays within the design envelopes, and never passes for an official card."),
    ("TRY-20.12", "ruling", "Unconfirmed names", "Unconfirmed candidate names may inspire stand-ins, which stay "
     "stand-ins; expansion cards are never used."),
    ("TRY-20.13", "ruling", "Partial cards", "Partial cards keep every sourced fact; what is missing is supplied by "
     "the project and listed in stand_in_fields."),
    ("TRY-20.14", "ruling", "Companion colours", "Of the seven red events besides Marauding, four name white and "
     "three name yellow, so no companion deck runs out."),
    ("TRY-20.15", "ruling", "Activity stand-in envelope", "Activity stand-ins use their level's default numbers, "
     "effects from the vocabulary, the colour's theme, and at most 2 VP per activation."),
    ("TRY-20.16", "ruling", "Red event stand-ins", "Red stand-ins add 1 or 2 black dice (at least three add 2), are "
     "fought with red at divisor 3 on 3-5 spaces, with at most one mild round effect."),
    ("TRY-20.17", "ruling", "White and yellow event stand-ins", "Each has one round effect on its estate's theme, is "
     "fought with its own colour at divisor 2 or 3 on 2-4 spaces, with default rewards."),
    ("TRY-20.18", "ruling", "Character thresholds", "Stand-in thresholds: Pope cathedral cubes 2/4/6, Count money "
     "10/20/30, King fight score 4/8/12, influence 8/12/16, citizens in buildings 7/8/9, 5/6/7 or 4/5/6 by player "
     "count, tradesmen 2/4/6."),
    ("TRY-20.19", "ruling", "Merchant", "Merchant pays 2 deniers per own citizen standing in the City Hall per "
     "activation (option merchant_effect: flat_2 pays 2 deniers)."),
)
