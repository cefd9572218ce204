"""Rule texts, part 1: scope, board, components, founding, turn, production, trade, building, landings.

Each entry is (rule id, provenance tag, title, text in our own words). The numbers and names carry over from the
specification (catan-barbarian-attack.md); the wording is ours.
"""

RULES_PART_1 = (
    # 0. Scope, editions, precedence, tags
    ("CBA-0.1", "ruling", "Scope", "The engine covers the Barbarian Attack scenario for three or four players on the "
     "19-hex island, plus three add-ons: two players, Event Cards and Harbormaster. Other expansions are not covered."),
    ("CBA-0.2", "seed", "Classic edition (default)", "Option edition='classic' is the seed's game: 30 barbarians, "
     "castle die pairs 1&4, 2&5, 3&6, cards Knighthood, Black Knight, Treason and Intrigue."),
    ("CBA-0.2a", "sourced", "2025 edition", "Option edition='2025' uses 36 barbarians, castle pairs 1&6, 2&5, 3&4, the "
     "names Swift Knight and Capture, and two different two-player defaults; nothing else changes."),
    ("CBA-0.2b", "ruling", "Cards are known by what they do", "The engine names the four card kinds knighthood, "
     "free_knight, treason and capture, and accepts every printed name of a kind as an alias."),
    ("CBA-0.3", "ruling", "Which source wins", "The seed description decides first; other sources fill its gaps; "
     "where neither decides, a project ruling does, and numeric rulings are options."),
    ("CBA-0.4", "ruling", "Provenance tags", "Every rule carries one tag: seed (the user's description), sourced "
     "(a named public source) or ruling (our decision, with a reason)."),
    ("CBA-0.5", "ruling", "Vocabulary", "Active player, resource card (gold is not one), bank, supply, land hex, "
     "coastal hex (the ten numbered outer hexes), inner hex, free path, free intersection and faction are used as "
     "defined in the specification."),
    ("CBA-0.6", "ruling", "The text is normative", "When the data file and the rule text disagree, the rule text "
     "wins."),
    # 1. Geometry
    ("CBA-1.1", "sourced", "The island", "Nineteen land hexes in rows of 3, 4, 5, 4 and 3, pointy side up, ringed "
     "by sea."),
    ("CBA-1.2", "ruling", "Hex ids", "Hexes are numbered 0 to 18 row by row from the top, left to right; screen y "
     "grows downward."),
    ("CBA-1.3", "ruling", "Axial coordinates", "r = row - 2 and q = col + max(-2, -2 - r); cube coordinates are "
     "(q, -q-r, r)."),
    ("CBA-1.4", "ruling", "Sides", "Side 0..5 of a hex faces SE, SW, W, NW, NE, E; a side without a land "
     "neighbour is a sea side."),
    ("CBA-1.5", "ruling", "Corners", "Corner k lies at 30 + 60k degrees (y down): lower-right, bottom, lower-left, "
     "upper-left, top, upper-right; side s runs from corner s to corner s+1."),
    ("CBA-1.6", "ruling", "Intersections", "The 54 distinct corner points, numbered by sorting their doubled "
     "coordinates by (Y, X); one touching fewer than three land hexes is a coastal intersection."),
    ("CBA-1.7", "ruling", "Paths", "The 72 distinct hex sides, numbered by sorting on the summed coordinates of "
     "their two ends (Y first, then X)."),
    ("CBA-1.8", "ruling", "Path orientation", "Sides 0/3 are slash, 1/4 backslash, 2/5 vertical; every hex has two "
     "opposite paths of each class."),
    ("CBA-1.9", "sourced", "Sea-side paths", "Thirty paths border one land hex only; they are ordinary paths for "
     "roads, and nine of them carry harbours."),
    ("CBA-1.10", "sourced", "Knights on the coast", "Knights may stand on and travel along sea-side paths, which "
     "count as paths of their hex in battle."),
    ("CBA-1.11", "ruling", "Adjacency words", "A hex's six paths and six corners; the land hexes of an "
     "intersection; two paths sharing an intersection are one step apart."),
    ("CBA-1.12", "seed", "Zones", "The twelve outer hexes form the grey zone, the seven inner hexes the white "
     "zone; barbarians only attack the numbered outer hexes."),
    # 2. Board set-up
    ("CBA-2.1", "seed", "Fixed castle and desert", "The castle and the desert keep fixed places and are not "
     "shuffled."),
    ("CBA-2.2", "sourced", "Where they sit", "The castle is H16 (lower left of the ring) and the desert H2 (upper "
     "right)."),
    ("CBA-2.3", "seed", "Outer terrain", "The ten coastal places get a shuffled mix of 2 forest, 2 hills, "
     "3 pasture, 1 mountains and 2 fields."),
    ("CBA-2.4", "seed", "Inner terrain", "The seven inner places get a shuffled mix of 1 forest, 1 hills, "
     "1 pasture, 2 mountains and 2 fields."),
    ("CBA-2.5", "sourced", "One forest unused", "One forest tile of the base game stays in the box."),
    ("CBA-2.6", "sourced", "What terrain yields", "Forest gives lumber, hills brick, pasture wool, fields grain, "
     "mountains ore; desert and castle give nothing."),
    ("CBA-2.7", "seed", "Fixed numbers", "Number tokens stay where the scenario map puts them, whatever terrain is "
     "there."),
    ("CBA-2.8", "sourced", "The map table", "The per-hex table fixes numbers, coastal status, battle order, start "
     "barbarians, corner intersections and side paths."),
    ("CBA-2.9", "sourced", "One coastal hex per total", "The coastal hexes carry 2, 3, 4, 5, 6, 8, 9, 10, 11 and 12 "
     "once each, so every total but 7 points at exactly one coastal hex."),
    ("CBA-2.10", "sourced", "Harbours", "Nine harbours sit on fixed sea-side paths; their nine types (four 3:1 and "
     "one 2:1 per resource) are shuffled over the places unless option harbour_types fixes them."),
    ("CBA-2.10a", "ruling", "Classic harbour places", "The classic edition uses the same nine harbour places."),
    ("CBA-2.11", "sourced", "Who a harbour serves", "A harbour serves the two intersections at the ends of its "
     "path."),
    ("CBA-2.12", "seed", "Start barbarians", "One barbarian starts on H18 (the 2) and one on H7 (the 12)."),
    ("CBA-2.13", "seed", "Barbarian supply", "All other barbarians wait in the supply: the edition total minus 2."),
    # 3. Components
    ("CBA-3.1", "seed", "Knights", "Every player has six knights of their colour, all in their supply at the "
     "start."),
    ("CBA-3.2", "seed", "Thirty barbarians", "The classic edition has 30 barbarians."),
    ("CBA-3.3", "sourced", "Thirty-six barbarians", "The 2025 edition has 36 barbarians, 34 of them in the supply "
     "after set-up."),
    ("CBA-3.4", "seed", "Gold", "Gold coins come as 1s and 5s; the engine keeps each player's gold as a whole "
     "number."),
    ("CBA-3.5", "seed", "Own deck", "The scenario's 26 development cards replace the base development cards."),
    ("CBA-3.6", "seed", "No robber, no Largest Army", "The robber and the Largest Army card leave the game."),
    ("CBA-3.7", "sourced", "Longest Road stays", "The Longest Road card is used."),
    ("CBA-3.8", "sourced", "Base pieces", "Each player has 15 roads, 5 settlements and 4 cities; the bank has 19 "
     "cards of each resource."),
    ("CBA-3.9", "sourced", "Starting gold and prisoners", "Everyone begins with no gold and no prisoners."),
    # 4. Founding phase
    ("CBA-4.1", "sourced", "Start player", "The highest of a 2d6 roll-off starts; ties roll again."),
    ("CBA-4.2", "seed", "Round one", "Clockwise from the start player, each player places a settlement and a road."),
    ("CBA-4.3", "sourced", "Founding placements", "A founding settlement needs a free intersection that keeps the "
     "distance rule; its road touches it (sea sides allowed); founding pieces are free."),
    ("CBA-4.4", "seed", "Round two: a city", "In reverse order each player puts a city straight onto a free "
     "intersection that keeps the distance rule, plus a road touching it."),
    ("CBA-4.5", "seed", "Starting cards", "The founding city yields one card per neighbouring producing hex, not two."),
    ("CBA-4.6", "sourced", "First settlement yields nothing", "The round-one settlement brings no starting cards."),
    ("CBA-4.7", "sourced", "No landing while founding", "Founding placements never bring barbarians."),
    ("CBA-4.8", "sourced", "First turn", "After round two the start player takes the first regular turn."),
    # 5. Turn structure
    ("CBA-5.1", "sourced", "Phase 1: roll", "The active player rolls 2d6 for production or a 7."),
    ("CBA-5.2", "seed", "Phase 2: trade and build", "In any order, as often as they can pay, the active player "
     "trades, buys with gold, builds and buys development cards."),
    ("CBA-5.3", "seed", "Interruptions", "A settlement or city upgrade is followed at once by the victory check and "
     "a landing; a bought card is resolved at once; nothing else happens meanwhile."),
    ("CBA-5.4", "seed", "Phase 3: knights", "Knight movement begins when the active player ends phase 2; no more "
     "trading or building this turn."),
    ("CBA-5.5", "seed", "Phase 4: battles", "Battles follow knight movement in every turn, even if no knight moved."),
    ("CBA-5.6", "sourced", "Next player", "The turn then passes clockwise."),
    ("CBA-5.7", "sourced", "Others act when asked", "Other players only discard on a 7, lose a drawn card, answer "
     "a trade offer, and roll or receive gold in battles."),
    # 6. Production and the 7
    ("CBA-6.1", "sourced", "Production roll", "Production uses the total of two dice."),
    ("CBA-6.2", "sourced", "Producing", "On a total other than 7 every unconquered hex with that number gives 1 "
     "card per settlement and 2 per city on its corners."),
    ("CBA-6.3", "seed", "Conquered hexes are idle", "A conquered hex produces nothing."),
    ("CBA-6.4", "sourced", "Desert and castle are idle", "The desert and the castle never produce."),
    ("CBA-6.5", "sourced", "Short bank", "If the bank cannot pay everyone their cards of a resource, nobody gets "
     "that resource, unless only one player is owed it: that player takes what is left."),
    ("CBA-6.6", "seed", "A 7 and no robber", "A 7 produces nothing; there is no robber to move."),
    ("CBA-6.7", "seed", "Discarding", "Each player holding more than 7 resource cards gives half of them back, "
     "choosing which; gold does not count."),
    ("CBA-6.7a", "sourced", "Half rounds down", "A player with n cards discards n // 2; the limit 7 is option "
     "hand_limit."),
    ("CBA-6.8", "seed", "The roller's draw", "The roller may then draw one random resource card from any one other "
     "player who has one; the draw is optional and needs no adjacency."),
    ("CBA-6.9", "sourced", "Order on a 7", "Discards come first, then the draw (option seven_order can swap them)."),
    ("CBA-6.10", "seed", "Gold is safe on a 7", "Gold is never counted, discarded or drawn on a 7."),
    # 7. Trade and gold
    ("CBA-7.1", "sourced", "Trading with players", "Only in phase 2 the active player may trade with one other "
     "player: any exchange of cards and gold both accept, each side giving at least one item, never like for like."),
    ("CBA-7.2", "seed", "Gold in player trades", "Gold may change hands in player trades without limit, either "
     "way."),
    ("CBA-7.3", "seed", "Trading with the bank", "Any number of times: 4 equal cards for 1 card of choice, 3 at a "
     "generic harbour, 2 of a harbour's resource at its 2:1 harbour."),
    ("CBA-7.4", "sourced", "Harbour access", "A harbour needs the player's own settlement or city on one of its two "
     "intersections."),
    ("CBA-7.5", "seed", "Conquered harbour", "A conquered settlement or city opens no harbour."),
    ("CBA-7.6", "seed", "Buying with gold", "The active player may pay 2 gold for 1 resource card of choice, at "
     "most twice per turn, in phase 2."),
    ("CBA-7.7", "sourced", "Selling for gold", "In phase 2: 4 equal cards give 1 gold from the bank, or 3 at one's "
     "own generic harbour; 2:1 harbours never give gold; not limited per turn (option resource_to_gold)."),
    ("CBA-7.8", "seed", "Gold is not a card", "Gold is outside the hand limit, cannot be discarded or drawn on a 7, "
     "and no Monopoly can name it."),
    ("CBA-7.9", "ruling", "Unlimited gold bank", "The bank never runs out of gold unless option gold_bank_limit "
     "sets a total."),
    ("CBA-7.10", "sourced", "Missing bank cards", "A trade or purchase that needs a card the bank lacks cannot be "
     "made."),
    ("CBA-7.11", "seed", "Where gold comes from", "2 gold per Treason, 3 per knight lost in battle, 3 per missed "
     "prisoner, all from the bank."),
    # 8. Building
    ("CBA-8.1", "sourced", "Costs", "Road: brick + lumber. Settlement: brick + lumber + wool + grain. City: 2 grain "
     "+ 3 ore. Development card: wool + grain + ore. Knight range 5: 1 grain."),
    ("CBA-8.2", "sourced", "Roads", "A road goes on a roadless path touching the player's own road or building; "
     "an opponent's building on the joining intersection cuts the link."),
    ("CBA-8.3", "seed", "No road by a conquered hex", "No new road may be built on a path of a conquered hex."),
    ("CBA-8.3a", "sourced", "All six paths", "That covers all six paths of the conquered hex, shared ones too."),
    ("CBA-8.4", "sourced", "Settlements", "A settlement needs a free intersection with no building on any "
     "neighbouring intersection, touching one of the player's roads."),
    ("CBA-8.5", "seed", "No settlement by a conquered hex", "No new settlement on any corner of a conquered hex."),
    ("CBA-8.6", "sourced", "Cities", "A city replaces one of the player's settlements, which returns to supply."),
    ("CBA-8.7", "sourced", "No city by a conquered hex", "No city upgrade on an intersection touching a conquered "
     "hex (option city_upgrade_next_to_conquered_hex)."),
    ("CBA-8.8", "sourced", "Pieces run out", "With no piece of a kind left, that kind cannot be built."),
    ("CBA-8.9", "seed", "Builds bring barbarians", "Each settlement and each city upgrade in a regular turn is "
     "followed by the victory check and then a landing."),
    ("CBA-8.10", "sourced", "Longest Road", "The longest single trail of a player's roads, five or more, earns the "
     "card; others take it only with a strictly longer road; an opponent's building splits a road; after a split "
     "the card goes to a single leader with five or more, stays with a tying holder, or is set aside."),
    ("CBA-8.11", "ruling", "Conquered buildings still stand in the way", "A conquered building still blocks the "
     "distance rule and still splits other players' roads."),
    ("CBA-8.12", "ruling", "Roads are never conquered", "Roads by conquered hexes stay, count for Longest Road and "
     "still connect."),
    ("CBA-8.13", "seed", "No Largest Army", "There is no Largest Army."),
    # 9. Landing
    ("CBA-9.1", "seed", "What triggers a landing", "Each settlement built and each city upgrade in a regular turn; "
     "roads, cards and founding pieces never do."),
    ("CBA-9.2", "seed", "Empty supply", "A landing needs at least one barbarian in the supply when it is "
     "triggered; otherwise nothing happens."),
    ("CBA-9.3", "seed", "Three different results", "The builder rolls 2d6 until three results are accepted; a 7 or "
     "a repeat of an accepted result is rolled again."),
    ("CBA-9.4", "seed", "Placing", "Each accepted total sends one barbarian from the supply to its coastal hex; "
     "if that hex is conquered nothing is placed but the result still counts."),
    ("CBA-9.5", "seed", "Conquest on the spot", "A hex reaching 3 barbarians is conquered before the next roll. "
     "(3 is the scenario's number; the design-lab option conquest_threshold changes it, see CBA-10.1.)"),
    ("CBA-9.6", "sourced", "Supply runs dry", "If the supply empties during a landing, the landing stops at once."),
    ("CBA-9.7", "sourced", "Coast only", "Barbarians stand only on coastal hexes, never inner hexes, the desert or "
     "the castle."),
    ("CBA-9.8", "seed", "One landing per build", "Several builds in a turn give several separate landings."),
    ("CBA-9.9", "seed", "Three at most", "No hex ever holds more than 3 barbarians (the scenario's number; with "
     "the design-lab option conquest_threshold, no more than that threshold, see CBA-10.1)."),
)
