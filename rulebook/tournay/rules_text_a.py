"""Rule texts of spec sections 0-7, in our own words: (id, tag, title, text)."""

RULES_A = [
    # 0. Scope and conventions
    ("TOU-0.1", "seed", "The game", "Tournay is a card game for 2 to 4 players by Dujardin, Georges and Orban "
     "(Pearl Games, 2011)."),
    ("TOU-0.2", "seed", "Scope", "The engine covers the base box played with its basic rules; the small card "
     "expansion in the box changes no rule and is left out."),
    ("TOU-0.3", "seed", "Introductory game", "By default the engine plays the introductory game, which uses only "
     "the basic activity cards."),
    ("TOU-0.4", "seed", "Advanced game", "The advanced game only gives players fewer starting resources; it is a "
     "setup option."),
    ("TOU-0.5", "ruling", "Which source wins", "The user's seed description decides; public sources only fill its "
     "gaps, and project rulings settle what neither covers."),
    ("TOU-0.6", "ruling", "Tags", "Every rule says whether it comes from the seed, from a public source, or is a "
     "project ruling."),
    ("TOU-0.7", "ruling", "Numbers are settings", "Every number of the rules is a configuration key whose default "
     "is the printed value."),
    ("TOU-0.8", "ruling", "Stable IDs", "Rule IDs never change meaning; withdrawn IDs are not reused."),
    ("TOU-0.9.1", "seed", "Deniers", "The coins of the game, held by players and by the general supply."),
    ("TOU-0.9.2", "seed", "District", "The grid of cards a player builds, at most 3 by 3 spaces."),
    ("TOU-0.9.3", "seed", "Spaces and stacks", "A space holds one card or a pile of cards; the newest card lies on "
     "top."),
    ("TOU-0.9.4", "sourced", "Visible and covered", "The top card of a space is visible; every card under it is "
     "covered."),
    ("TOU-0.9.5", "seed", "Plaza", "Each player's plaza card, where that player's citizens stand."),
    ("TOU-0.9.6", "seed", "Available citizen", "An own citizen standing on your plaza; only these can be used for "
     "actions."),
    ("TOU-0.9.7", "seed", "Used citizen", "A citizen lying beside its owner's plaza after use; it comes back only "
     "when its owner gathers."),
    ("TOU-0.9.8", "seed", "Citizen on a building", "An own citizen placed on a building to activate it; it stays "
     "there until its owner gathers."),
    ("TOU-0.9.9", "seed", "Citizen stock", "The citizens waiting on the supply side of the board."),
    ("TOU-0.9.10", "seed", "General supply", "Deniers, damage tokens and grey tokens that belong to no player."),
    ("TOU-0.9.11", "seed", "Event queue", "The face-up row of events; coins are placed on their circles."),
    ("TOU-0.9.12", "sourced", "Wall", "An event card held in hand after fighting it (or taking it by a card); "
     "building a wall moves it from hand to the wall pile beside the district."),
    ("TOU-0.9.13", "ruling", "Owned citizens", "All of a player's citizens in any state: available, used or on a "
     "building. Citizens in the stock or the box belong to nobody."),
    ("TOU-0.9.14", "ruling", "Deck codes", "Y1 .. R3 name the decks: colour letter then level."),
    ("TOU-0.9.15", "seed", "Spent crier", "A revealed town crier lying rotated under its deck."),
    # 1. Components
    ("TOU-1.1", "seed", "Activity decks", "90 activity cards form 9 decks of 10, one per colour and level."),
    ("TOU-1.2", "seed", "Colours", "Red is the military, white the clergy, yellow the civilians."),
    ("TOU-1.3", "seed", "Card types", "Activity cards are buildings, characters, prestige buildings or town "
     "criers."),
    ("TOU-1.4", "seed", "One crier per deck", "Each of the 9 decks holds exactly one town crier."),
    ("TOU-1.5", "seed", "Levels", "Level I and II cards help during play; level III cards are prestige buildings "
     "that score for everyone at the end."),
    ("TOU-1.6", "sourced", "Deck contents", "Level I and II decks hold buildings and characters; level III decks "
     "hold only prestige buildings (besides the crier)."),
    ("TOU-1.7", "sourced", "Events", "There are 15 event cards."),
    ("TOU-1.8", "seed", "Player pieces", "Each player has a plaza card and a scoring marker; there is a "
     "start-player marker and a two-sided board."),
    ("TOU-1.9", "sourced", "Four plazas", "Four plazas and four markers cap the game at 4 players."),
    ("TOU-1.10", "sourced", "Citizens", "33 wooden citizens, 11 of each colour."),
    ("TOU-1.11", "sourced", "Coins", "Deniers come as 30 ones, 9 fives and 10 tens."),
    ("TOU-1.12", "ruling", "Unlimited deniers", "The engine does not run out of deniers unless a limit is set."),
    ("TOU-1.13", "seed", "Tokens", "Damage tokens and grey-citizen tokens start in the general supply."),
    ("TOU-1.14", "sourced", "Token count", "The box holds 20 damage/grey tokens."),
    ("TOU-1.15", "ruling", "Unlimited tokens", "The engine does not run out of tokens unless a limit is set."),
    ("TOU-1.16", "sourced", "Expansion cards", "18 expansion cards in the box are not used."),
    # 2. Setup
    ("TOU-2.1", "seed", "Citizen stock", "Put 3 citizens of each colour on the board's supply side."),
    ("TOU-2.2", "ruling", "Box citizens", "Citizens not placed at setup stay in the box for the whole game."),
    ("TOU-2.3", "seed", "Decks", "Shuffle each of the 9 decks on its own and lay them out by colour, level III "
     "first."),
    ("TOU-2.4", "ruling", "Decks start face down", "No deck starts with a face-up card."),
    ("TOU-2.5", "seed", "Event queue", "Shuffle the events and turn 3 face up in a row."),
    ("TOU-2.6", "ruling", "Queue slots", "The queue slots are numbered 1 to 3 from the left and start without "
     "coins; the other events form a face-down deck."),
    ("TOU-2.7", "seed", "Player setup", "Each player takes 6 deniers and stands 2 citizens of each colour on "
     "their plaza."),
    ("TOU-2.8", "seed", "Supply", "All other deniers and tokens form the general supply."),
    ("TOU-2.9", "seed", "Start player", "A start player is chosen and takes the marker."),
    ("TOU-2.10", "ruling", "Choosing the start player", "The seeded random generator picks the start player "
     "unless one is named; the marker never moves; hands and districts start empty."),
    ("TOU-2.11", "sourced", "Advanced setup", "Advanced game: 5 citizens per colour in the stock and 1 per colour "
     "on each plaza."),
    ("TOU-2.12", "ruling", "Seat order", "Seats are numbered in clockwise order; the next seat is the next "
     "number, wrapping around."),
    ("TOU-2.13", "ruling", "Advanced cards", "The advanced game also uses only the basic cards."),
    # 3. Turn
    ("TOU-3.1", "seed", "Clockwise turns", "Players take turns clockwise."),
    ("TOU-3.2", "seed", "Two steps", "A turn is step A, an optional card play, then step B, one compulsory "
     "citizen action."),
    ("TOU-3.3", "seed", "End of turn", "After step B the hand limit applies and walls may be built to shed "
     "cards."),
    ("TOU-3.4", "seed", "End check", "The end of the game is checked when the start player's turn begins."),
    ("TOU-3.5", "ruling", "Turn sequence", "End check (start player only), step A, step B, end-of-turn walls and "
     "discards, then the next seat."),
    ("TOU-3.6", "ruling", "Public and hidden", "Everything on the table is public; hands and the order of "
     "face-down cards are hidden."),
    # 4. District and card play
    ("TOU-4.1", "seed", "Playing a card", "In step A you may put one card from your hand into your district."),
    ("TOU-4.2", "seed", "What can be placed", "Only buildings, characters and prestige buildings go into a "
     "district; criers never do, and walls lie beside it."),
    ("TOU-4.3", "seed", "Paying", "You pay the whole cost shown top left, or you cannot play the card."),
    ("TOU-4.4", "seed", "Size", "A district is never larger than 3 rows by 3 columns."),
    ("TOU-4.5", "ruling", "Floating frame", "Cards may extend the district in any direction as long as all of "
     "them still fit in 3 by 3; once 3 rows (or columns) are used the frame is fixed that way."),
    ("TOU-4.6", "seed", "Adjacency", "A card on an empty space must share an edge with a card already in your "
     "district."),
    ("TOU-4.7", "ruling", "First card", "Your first card may go anywhere; the plaza is not part of the district."),
    ("TOU-4.8", "ruling", "Occupied spaces", "Playing onto an occupied space needs no adjacency check."),
    ("TOU-4.9", "seed", "Stacking", "A card may cover a card of the same colour; stacks may grow higher than two."),
    ("TOU-4.10", "seed", "Replacing", "A card played onto a different colour discards the old card and takes its "
     "space."),
    ("TOU-4.11", "ruling", "Replaced stacks", "The whole stack of a replaced space is discarded, top card first, "
     "each to the bottom of its own deck."),
    ("TOU-4.12", "seed", "Tokens under a new card", "Covering a card returns its damage or grey token to the "
     "supply; a citizen on it is laid down beside its owner's plaza."),
    ("TOU-4.13", "ruling", "Tokens on stacks", "This applies to whatever sits on the space being covered or "
     "discarded."),
    ("TOU-4.14", "seed", "No duplicate prestige", "You may not build a prestige building whose name is already "
     "in your district; other players may."),
    ("TOU-4.15", "ruling", "Covered copies count", "A covered copy of that name also blocks a second one."),
    ("TOU-4.16", "seed", "Covered points", "A covered card still scores its printed points at the end."),
    ("TOU-4.17", "sourced", "Covered cards are inert", "A covered card cannot be activated, a covered character "
     "does nothing, and covered cards do not count for prestige conditions."),
    ("TOU-4.18", "ruling", "Cost parts", "Deniers go to the supply; 'cards' means discarding other hand cards to "
     "their deck bottoms; citizens paid go from your plaza back to the stock."),
    ("TOU-4.19", "ruling", "Characters after paying", "Characters react only once the new card is paid for and "
     "placed; their bonus never helps pay for it."),
    # 5. Citizens
    ("TOU-5.1", "seed", "Five actions", "Step B is exactly one of: draw, activate, fight, earn, gather."),
    ("TOU-5.2", "seed", "One colour", "Draw, activate, fight and earn use one or more available citizens of a "
     "single colour."),
    ("TOU-5.3", "ruling", "Gathering is free", "Gathering needs no citizen and is always allowed."),
    ("TOU-5.4", "seed", "Borrowing", "You may use citizens standing on other plazas for 2 deniers each, mixed "
     "with your own and from several players."),
    ("TOU-5.5", "ruling", "Who gets the fee", "Each borrowing fee goes to the citizen's owner."),
    ("TOU-5.6", "ruling", "Fees up front", "Fees (and a fight's deniers) are paid before the action resolves; "
     "income from the action cannot pay them."),
    ("TOU-5.7", "seed", "After use", "A used citizen lies down beside the plaza it came from, so a borrowed "
     "citizen becomes its owner's used citizen."),
    ("TOU-5.8", "seed", "Activation exception", "Your own activating citizen stays on the building; a borrowed one "
     "lies down at its owner and a grey token goes on the building instead."),
    ("TOU-5.9", "seed", "Earning uses own citizens", "Only your own citizens can earn money."),
    ("TOU-5.10", "ruling", "Spend first", "Citizens are spent before the action's effect, crier included."),
    # 6. Draw
    ("TOU-6.1", "seed", "Draw cost", "1, 2 or 3 citizens of a colour draw from that colour's level I, II or III "
     "deck."),
    ("TOU-6.2", "seed", "Option A", "If the deck shows a face-up top card, you may take it."),
    ("TOU-6.3", "seed", "Option B", "Otherwise draw the top two face-down cards, keep one and put the other face "
     "up on the deck."),
    ("TOU-6.4", "seed", "Option B over a face-up card", "With a face-up top card you may still choose option B: "
     "that card first goes face down to the bottom."),
    ("TOU-6.5", "seed", "Crier drawn", "If a crier is among the two, draw one more card, keep one of the non-crier "
     "cards, turn the other face up, then run the crier procedure."),
    ("TOU-6.6", "seed", "Kept card", "The card you keep goes to your hand."),
    ("TOU-6.7", "sourced", "Card draws", "A card that draws 'normally' (Arsenal) uses the same procedure without "
     "spending citizens."),
    ("TOU-6.8", "ruling", "Deck model", "A deck is a top-to-bottom pile with an optional face-up top card; the "
     "bottom means just above a spent crier, which is never drawn again."),
    ("TOU-6.9", "ruling", "Short decks", "You need at least one drawable card; draw what there is; one non-crier "
     "card is simply kept; with none you get nothing but the crier still runs."),
    ("TOU-6.10", "ruling", "Criers revealed by effects", "A crier revealed any other way also runs the crier "
     "procedure, and the effect goes on with the next card."),
    # 7. Crier and walls
    ("TOU-7.1", "seed", "Crier procedure", "After the drawer has picked a card, the crier's three steps follow in "
     "order."),
    ("TOU-7.2", "seed", "Step 1: spent crier", "The crier goes under its deck, rotated; it counts for end "
     "condition 2."),
    ("TOU-7.3", "seed", "Step 2: coins", "A denier from the supply goes on the next empty circle of every queue "
     "event."),
    ("TOU-7.4", "seed", "Step 3: events apply", "Every queue event affects every player, once per coin on it."),
    ("TOU-7.5", "ruling", "Full events", "An event has 3 circles; a full event takes no more coins but still "
     "applies."),
    ("TOU-7.6", "seed", "Walls protect", "Building one wall from hand cancels one chosen event entirely for you; "
     "several walls stop several events."),
    ("TOU-7.7", "seed", "Wall points", "A built wall lies beside the district and is worth 1 prestige at the end."),
    ("TOU-7.8", "ruling", "Resolution order", "Events apply slot by slot; before each, players in seat order from "
     "the active player decide on a wall, then the event hits everyone unwalled, coin by coin."),
    ("TOU-7.9", "ruling", "One wall per event", "At most one wall per event per player, and any wall card stops "
     "any event."),
    ("TOU-7.10", "seed", "Coins stay", "Events keep their coins after applying; coins leave only when the event "
     "is fought."),
    ("TOU-7.11", "ruling", "When walls are built", "Only against applying events, at the end of your own turn, and "
     "at the final placement; never in step A."),
    ("TOU-7.12", "ruling", "As far as possible", "An effect that cannot be fully carried out is carried out as far "
     "as it goes; the affected player makes its choices."),
]
