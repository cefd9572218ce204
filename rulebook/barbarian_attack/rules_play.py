"""Rule texts, part 2: conquest, cards, knights, battles, victory and the three add-ons.

Each entry is (rule id, provenance tag, title, text in our own words).
"""

RULES_PART_2 = (
    # 10. Conquest
    ("CBA-10.1", "seed", "Conquered hex", "A coastal hex is conquered while it holds 3 barbarians, from the moment "
     "the third one arrives. 3 is the scenario's number; option conquest_threshold (2 to 5) changes it as a "
     "design-lab variant of ours, not part of the scenario."),
    ("CBA-10.2", "seed", "Effects on the hex", "Its number turns face down, it produces nothing and it takes no "
     "more barbarians (landing, Treason or token action)."),
    ("CBA-10.3", "seed", "No building around it", "No new road on its six paths, no new settlement on its six "
     "corners."),
    ("CBA-10.4", "sourced", "No city around it", "No city upgrade on its corners (optional, see CBA-8.7)."),
    ("CBA-10.5", "sourced", "Knights ignore conquest", "Knights may be placed, move, stand and fight on paths of "
     "conquered hexes."),
    ("CBA-10.6", "seed", "Conquered building", "A settlement or city is conquered exactly while every land hex "
     "touching it is conquered; sea does not count."),
    ("CBA-10.7", "seed", "Desert and castle protect", "The desert and the castle are never conquered, so buildings "
     "touching them never are."),
    ("CBA-10.8", "sourced", "Which spots can fall", "Only 22 intersections can hold a conquered building; anything "
     "touching an inner hex is safe."),
    ("CBA-10.9", "seed", "Laid down", "A conquered building lies on its side: 0 VP, no harbour use, no production."),
    ("CBA-10.10", "seed", "Liberation", "A conquered hex with fewer than 3 barbarians is free again: its number "
     "turns up, it produces, it can be attacked again, and buildings stand up again. (3, or the design-lab "
     "option conquest_threshold, see CBA-10.1.)"),
    ("CBA-10.11", "ruling", "Immediate effect", "Conquest and liberation act at once in anyone's turn, and VP "
     "change with them."),
    # 11. Development cards
    ("CBA-11.1", "sourced", "The deck", "26 cards: 14 Knighthood, 4 Black Knight, 4 Treason, 4 Intrigue; no VP, "
     "Monopoly, Road Building or soldier cards."),
    ("CBA-11.2", "sourced", "Price", "A card costs wool + grain + ore."),
    ("CBA-11.3", "seed", "When to buy", "Only the active player, in phase 2, any number per turn."),
    ("CBA-11.4", "sourced", "Drawing", "The deck is shuffled face down and a purchase takes the top card; the "
     "engine draws a card at random from the draw pile."),
    ("CBA-11.5", "seed", "Resolve at once", "A bought card is revealed and fully resolved before anything else, "
     "including another purchase."),
    ("CBA-11.6", "seed", "No hand of cards", "Cards are never kept; no waiting period, no limit per turn."),
    ("CBA-11.7", "seed", "Discard pile", "A resolved card goes face up to the discard pile."),
    ("CBA-11.8", "seed", "Reshuffle", "When a card is needed and the draw pile is empty, the discards are shuffled "
     "into a new draw pile."),
    ("CBA-11.9", "seed", "Knighthood", "Put one of your knights from supply on a free castle path (P55, P56, P62, "
     "P63, P66, P67)."),
    ("CBA-11.10", "seed", "Black Knight", "Put one of your knights from supply on any free path."),
    ("CBA-11.10a", "sourced", "Any path means any", "Castle paths, sea-side paths and paths of conquered hexes are "
     "all allowed."),
    ("CBA-11.10b", "seed", "Placing is compulsory", "If the knight can be placed it must be; the buyer picks the "
     "path."),
    ("CBA-11.11", "sourced", "No knight left", "With no knight in supply a knight card does nothing and is "
     "discarded; the price is lost."),
    ("CBA-11.12", "ruling", "Castle full", "Knighthood with all six castle paths taken does nothing and is "
     "discarded (option knighthood_without_free_castle_path)."),
    ("CBA-11.13", "seed", "Treason", "The buyer resolves Treason, making every choice, in the order a to g."),
    ("CBA-11.13a", "seed", "Treason: gold", "Take 2 gold from the bank."),
    ("CBA-11.13b", "seed", "Treason: two sources", "Take one barbarian from each of two different coastal hexes "
     "that hold one."),
    ("CBA-11.13c", "seed", "Treason: from the supply", "Barbarians the board cannot give come from the supply."),
    ("CBA-11.13c1", "ruling", "Treason: what 'not enough' means", "Fewer than two coastal hexes with barbarians: "
     "with one such hex take one from it and one from supply; with none take two from supply."),
    ("CBA-11.13d", "seed", "Treason: freeing sources", "A source hex that drops below 3 is liberated at once."),
    ("CBA-11.13e", "sourced", "Treason: two targets", "Put the two barbarians on two different unconquered coastal "
     "hexes that were not sources."),
    ("CBA-11.13f", "sourced", "Treason: conquering targets", "A target reaching 3 is conquered (3, or the "
     "design-lab option conquest_threshold, see CBA-10.1)."),
    ("CBA-11.13g", "ruling", "Treason: shortfall", "If the supply or the targets run short, do what is possible; "
     "barbarians that cannot be placed go to the supply; the 2 gold is kept (option treason_shortfall)."),
    ("CBA-11.14", "seed", "Intrigue", "Take one barbarian from any coastal hex, conquered or not, as your prisoner; "
     "that hex may be liberated."),
    ("CBA-11.15", "seed", "Intrigue with an empty board", "With no barbarian on the board, discard the Intrigue and "
     "draw and resolve the next card for free."),
    ("CBA-11.15a", "ruling", "Discard before redrawing", "The Intrigue is discarded before the free draw, which may "
     "reshuffle the discards."),
    ("CBA-11.16", "seed", "Intrigue prisoners", "An Intrigue prisoner counts like a battle prisoner."),
    # 12. Knights
    ("CBA-12.1", "seed", "One knight per path", "Knights stand on paths, never two on one path, whatever their "
     "colour."),
    ("CBA-12.2", "sourced", "Knights and roads", "A knight may share a path with any road."),
    ("CBA-12.3", "sourced", "Entering and leaving", "Knights enter only through knight cards (and the two-player "
     "foreign knights) and leave only as casualties, back to their owner's supply; nobody removes them by choice."),
    ("CBA-12.4", "seed", "Moving", "In phase 3 the active player may move each of their knights up to 3 steps; a "
     "step goes to a path sharing an intersection."),
    ("CBA-12.5", "seed", "Grain for range", "Paying 1 grain lets one knight move up to 5 steps this turn; each such "
     "knight needs its own grain."),
    ("CBA-12.6", "seed", "Passing through", "A moving knight ignores knights, roads and buildings on the way; only "
     "its end path must be free of knights."),
    ("CBA-12.7", "seed", "Leave the castle", "No knight may end a move on a castle path; a knight standing there "
     "when phase 3 starts must move off."),
    ("CBA-12.7a", "sourced", "Not before phase 3", "A knight placed on the castle stays there until phase 3."),
    ("CBA-12.8", "ruling", "Crossing the castle", "Castle paths may be crossed on the way (option "
     "knights_may_pass_over_castle_paths)."),
    ("CBA-12.9", "sourced", "Once per turn", "Each knight moves at most once a turn, and moving is optional except "
     "off the castle."),
    ("CBA-12.10", "ruling", "One at a time", "Knights move one by one in the owner's order; a path just left by "
     "another knight may be used."),
    ("CBA-12.11", "ruling", "Stranded on the castle", "If no free non-castle path lies within 3 steps, the owner "
     "must pay a grain for range 5 if they have one; if still stuck, the knight stays (option "
     "stranded_castle_knight)."),
    ("CBA-12.12", "sourced", "Where a knight stands", "A knight is at a hex when it is on one of its six paths; on a "
     "path between two coastal hexes it is at both."),
    ("CBA-12.13", "seed", "Everyone's knights fight", "Knights of all players count in every battle, in anyone's "
     "turn."),
    # 13. Battles
    ("CBA-13.1", "seed", "Every turn", "Phase 4 comes at the end of every turn, after knight movement."),
    ("CBA-13.2", "seed", "Start and direction", "The coastal hexes are checked once each, beginning at the 4 left "
     "of the castle and going clockwise."),
    ("CBA-13.2a", "sourced", "The order", "H12(4), H7(12), H3(9), H0(3), H1(8), H6(10), H11(11), H15(5), H18(2), "
     "H17(6); desert and castle are skipped."),
    ("CBA-13.3", "sourced", "One after another", "Each check sees what earlier checks left, casualties included; "
     "no knight moves during phase 4."),
    ("CBA-13.4", "seed", "Who wins", "With B barbarians and K knights of all colours at the hex, the knights win "
     "if K > B; otherwise nothing happens."),
    ("CBA-13.5", "sourced", "No barbarians, no battle", "A hex with no barbarians has no battle and no casualty "
     "roll."),
    ("CBA-13.6", "seed", "Order of a victory", "Prisoners, then liberation, then the victory check, then "
     "casualties; then the next hex."),
    ("CBA-13.6a", "sourced", "Victory check in battle", "The third step of a victory is the active player's "
     "victory check."),
    ("CBA-13.7", "seed", "Barbarians become prisoners", "All barbarians of a won hex become prisoners and never "
     "return to the supply."),
    ("CBA-13.8", "seed", "Sharing prisoners", "One faction takes all; with enough barbarians each faction takes "
     "one and the faction with strictly most knights the rest (a tie is rolled off, tied losers get 3 gold); with "
     "too few, all roll off, the highest take one each and the rest get 3 gold."),
    ("CBA-13.9", "ruling", "Roll-offs", "Each faction rolls one die (option rolloff_dice); ties that decide who "
     "receives are rolled again among the tied; other ties stand."),
    ("CBA-13.10", "ruling", "Prisoners are kept", "Prisoners are a count that is never lost, stolen or traded."),
    ("CBA-13.11", "seed", "Casualty roll", "After a victory one die is rolled; its castle pair selects a path "
     "orientation (classic pairs 1&4, 2&5, 3&6)."),
    ("CBA-13.12", "ruling", "Classic pairs", "Classic: 1&4 slash, 2&5 backslash, 3&6 vertical."),
    ("CBA-13.13", "sourced", "2025 pairs", "2025: 1&6 slash, 2&5 backslash, 3&4 vertical."),
    ("CBA-13.14", "sourced", "Who falls", "Only knights of this victory standing on the battle hex's two paths of "
     "the selected orientation are removed; at most two."),
    ("CBA-13.15", "seed", "Compensation", "A removed knight goes back to its owner's supply and the owner gets 3 "
     "gold."),
    ("CBA-13.16", "seed", "Always roll", "The casualty die is rolled after every victory, even if nobody stands on "
     "the selected orientation."),
    ("CBA-13.17", "sourced", "Survivors stay", "Knights not removed stay, may fight again later in the same phase "
     "and move normally later."),
    ("CBA-13.18", "ruling", "Stranded castle knights fight", "A knight stuck on a castle path counts for the "
     "coastal hex its path borders (P55 for H12, P63 for H17)."),
    # 14. Victory
    ("CBA-14.1", "seed", "Building points", "An unconquered settlement is 1 VP and city 2 VP; conquered ones 0."),
    ("CBA-14.2", "sourced", "Longest Road points", "Longest Road is worth 2 VP."),
    ("CBA-14.3", "seed", "Prisoner points", "Every 2 prisoners make 1 VP (prisoners // 2)."),
    ("CBA-14.3a", "sourced", "No half points", "An odd prisoner is worth nothing, in every comparison."),
    ("CBA-14.4", "seed", "Nothing else scores", "No VP cards and no Largest Army."),
    ("CBA-14.5", "seed", "Target", "12 VP wins (option victory_target); 13 with Harbormaster."),
    ("CBA-14.6", "sourced", "Only the active player wins", "The active player wins the instant they reach the target "
     "in their own turn, and the game ends."),
    ("CBA-14.7", "sourced", "Victory in phase 4", "In battle the check follows prisoners and liberation; a win means "
     "no casualty roll and no more battles."),
    ("CBA-14.8", "ruling", "Victory before the landing", "After a build the victory check comes before its landing "
     "(option victory_check_before_landing)."),
    ("CBA-14.9", "ruling", "When to check", "At the start of the active player's turn and after every step that "
     "can change VP."),
    ("CBA-14.10", "sourced", "Reaching the target in another turn", "A player who reaches the target outside their "
     "turn wins at the start of their next turn if they still have it."),
    # 15. Two players
    ("CBA-15.1", "seed", "Two-player game", "Two players may play with the Catan for Two rules as changed here."),
    ("CBA-15.2", "ruling", "Neutral players", "Two unused colours are neutrals, each starting with one settlement "
     "and no road, on I13 and I40."),
    ("CBA-15.3", "sourced", "Two rolls", "Each turn has two production rolls; the second must differ from the first "
     "and each is resolved in full before the next."),
    ("CBA-15.4", "sourced", "Free neutral builds", "A road built gives a neutral of the builder's choice a free "
     "connected road; a settlement gives a neutral a free settlement on a legal connected spot, or a road if "
     "neither neutral has one; cities and cards give nothing."),
    ("CBA-15.5", "sourced", "Neutrals do not play", "Neutrals never produce, trade or score, but can hold Longest "
     "Road."),
    ("CBA-15.6", "sourced", "Trade tokens", "20 tokens in supply, 5 to each player; a new settlement (founding ones "
     "too) earns 1 on the coast, 2 next to the desert, 3 for both."),
    ("CBA-15.7", "sourced", "One token action", "At most one token action per turn, before the roll or in phase 2."),
    ("CBA-15.7a", "seed", "Token price", "1 token if your VP are at most your opponent's, 2 otherwise."),
    ("CBA-15.7b", "sourced", "Open points", "The comparison uses all VP, which are all visible."),
    ("CBA-15.8", "sourced", "Forced trade", "Take 2 random resource cards from the opponent, then give back 2 of "
     "your choice."),
    ("CBA-15.8a", "sourced", "Few cards", "With 1 card take it and still give 2 back; with none the action is not "
     "allowed."),
    ("CBA-15.9", "seed", "Driving off barbarians", "The robber token action becomes a token action against "
     "barbarians, at the same price."),
    ("CBA-15.9a", "sourced", "Drive-off effect", "Move one barbarian from a coastal hex to another unconquered "
     "coastal hex; liberation and conquest apply; nothing is stolen."),
    ("CBA-15.10", "seed", "Foreign knights (classic)", "When a player's first knight enters, they may add one "
     "foreign knight on a free castle path; each player once, so at most two."),
    ("CBA-15.10a", "sourced", "Foreign knight (2025)", "With the 2025 default only one foreign knight enters, with "
     "the first knight of the game (option two_player_foreign_knight_entry)."),
    ("CBA-15.11", "seed", "Moving foreign knights", "In phase 3 the active player moves their own knights first and "
     "then may move the foreign knights."),
    ("CBA-15.11a", "ruling", "Foreign knights are knights", "They move like any knight (grain paid by the active "
     "player) and must leave the castle in the turn they entered."),
    ("CBA-15.12", "ruling", "One foreign faction", "Foreign knights count in battle and form one faction together."),
    ("CBA-15.13", "seed", "Foreign roll", "In a roll-off the foreign faction always scores 3."),
    ("CBA-15.13a", "ruling", "Tying the foreign 3", "A player tying that 3 where it matters rolls again."),
    ("CBA-15.14", "sourced", "Foreign prisoners", "Prisoners won by the foreign faction leave the game; it never gets "
     "gold or tokens."),
    ("CBA-15.15", "seed", "Foreign knights never fall", "Foreign knights are never casualties and stay all game."),
    ("CBA-15.16", "seed", "Double landing", "A player's settlement plus the free neutral settlement bring two "
     "landings, the player's first."),
    ("CBA-15.16a", "ruling", "Separate landings", "Each landing keeps its own three different results."),
    ("CBA-15.16b", "sourced", "Single landings", "A neutral road instead means one landing; a city upgrade brings "
     "one landing."),
    ("CBA-15.17", "seed", "Casualty pay with two", "A lost knight pays 2 gold and 1 trade token instead of 3 gold."),
    ("CBA-15.18", "seed", "Missed prisoner (classic)", "A faction left without a prisoner gets 3 gold."),
    ("CBA-15.18a", "sourced", "Missed prisoner (2025)", "With the 2025 default it gets 2 gold and 1 token (option "
     "two_player_missed_prisoner_compensation)."),
    ("CBA-15.19", "ruling", "Token supply runs out", "Tokens that the supply cannot pay are lost; gold is still "
     "paid."),
    ("CBA-15.20", "ruling", "Neutral buildings fall too", "Neutral settlements are conquered and liberated like any "
     "building."),
    ("CBA-15.21", "sourced", "Two-player target", "The target stays 12, with no Largest Army and no token trade "
     "for knight cards."),
    # 16. Event cards
    ("CBA-16.1", "seed", "Event Cards", "Option event_cards combines the scenario with the Catan Event Cards; only "
     "three cards change."),
    ("CBA-16.1a", "ruling", "Cards replace the roll", "The event deck replaces the production roll under its own "
     "rules; the engine draws a random card from the deck, produces its number, and plays other printed events as "
     "plain numbers."),
    ("CBA-16.2", "seed", "Robber Attacks!", "Resolved as a rolled 7: discards, then an optional draw."),
    ("CBA-16.3", "seed", "Robber Flees", "The card does nothing in this scenario."),
    ("CBA-16.4", "seed", "Conflict", "The one player with strictly most own knights on the board draws a random "
     "resource card from a player of their choice; otherwise nothing."),
    ("CBA-16.4a", "ruling", "Conflict details", "Foreign knights do not count, and with no knights nothing "
     "happens."),
    ("CBA-16.5", "ruling", "Dice stay", "Landings, roll-offs and the casualty roll still use dice."),
    # 17. Harbormaster
    ("CBA-17.1", "seed", "Harbormaster target", "With Harbormaster the target is 13 VP."),
    ("CBA-17.2", "sourced", "Harbour points", "Settlements on harbours score 1 harbour point, cities 2; the first to "
     "3 takes the Harbormaster card (2 VP), and a strictly higher total takes it over."),
    ("CBA-17.3", "ruling", "Conquered harbour buildings", "Conquered buildings give no harbour points."),
)
