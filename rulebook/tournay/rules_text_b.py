"""Rule texts of spec sections 8-17, in our own words: (id, tag, title, text)."""

RULES_B = [
    # 8. Activate
    ("TOU-8.1", "seed", "Activating", "Put one citizen of the building's colour on an unoccupied building of "
     "your district; its effect then happens."),
    ("TOU-8.2", "ruling", "Own district", "You activate only your own buildings unless a card says otherwise."),
    ("TOU-8.3", "seed", "Unoccupied", "A building with no citizen, no damage token and no grey token is "
     "unoccupied."),
    ("TOU-8.4", "seed", "Only unoccupied", "Occupied buildings cannot be activated."),
    ("TOU-8.5", "seed", "Not characters", "Citizens never go on characters, so characters are never activated."),
    ("TOU-8.6", "ruling", "Not prestige buildings", "Prestige buildings score instead of acting; they cannot be "
     "activated."),
    ("TOU-8.7", "seed", "Borrowed activation", "A borrowed activating citizen lies down at its owner and a grey "
     "token marks the building as occupied."),
    ("TOU-8.8", "sourced", "Visible only", "A covered building cannot be activated."),
    ("TOU-8.9", "ruling", "Empty effects", "Activation is allowed even if the effect would do nothing; optional "
     "parts may be declined."),
    ("TOU-8.10", "ruling", "Characters after the building", "Characters triggered by an activation act after the "
     "building's own effect."),
    # 9. Fight
    ("TOU-9.1", "seed", "Fighting", "You may fight one queue event that has at least one coin."),
    ("TOU-9.2", "seed", "Lose-money events", "Events that take deniers are fought with 2 citizens of the event's "
     "colour and no money."),
    ("TOU-9.3", "seed", "Other events", "Other events are fought with 1 citizen of their colour plus deniers equal "
     "to their coins plus one."),
    ("TOU-9.4", "ruling", "Where fight money goes", "Deniers paid to fight go to the general supply."),
    ("TOU-9.5", "seed", "Spoils", "The event's coins return to the supply and the event card goes to your hand."),
    ("TOU-9.6", "seed", "Refill", "A new event is turned up to replace it."),
    ("TOU-9.7", "ruling", "Same slot", "The new event takes the same slot with no coin; with the event deck empty "
     "the slot stays empty."),
    ("TOU-9.8", "ruling", "No effect when fought", "Fighting an event does not make it apply."),
    ("TOU-9.9", "seed", "Borrowing to fight", "Borrowed citizens may fight, at the usual fee."),
    # 10. Earn
    ("TOU-10.1", "seed", "Earning", "Use own citizens of one colour and take 2 deniers per citizen."),
    ("TOU-10.2", "seed", "No borrowed earners", "Borrowed citizens cannot earn."),
    # 11. Gather
    ("TOU-11.1", "seed", "Gathering", "All your citizens, used or on buildings, stand on your plaza again."),
    ("TOU-11.2", "ruling", "Grey tokens leave", "Gathering also returns the grey tokens on your buildings to the "
     "supply."),
    ("TOU-11.3", "ruling", "Damage stays", "Damage tokens stay until a card is played onto the space or an effect "
     "removes them."),
    ("TOU-11.4", "ruling", "Only your own", "Gathering touches no other player's citizens and not the stock."),
    # 12. End of turn
    ("TOU-12.1", "seed", "End-of-turn walls", "At the end of your turn you may build walls to shrink your hand; "
     "they protect against nothing."),
    ("TOU-12.2", "seed", "They still score", "Walls built at the end of a turn are still worth 1 point."),
    ("TOU-12.3", "seed", "Hand limit", "End your turn with at most 4 cards, walls in hand included; discard the "
     "rest face down under their decks."),
    ("TOU-12.4", "ruling", "Discarded events", "A discarded event goes under the event deck."),
    ("TOU-12.5", "ruling", "Whose limit", "Only the active player checks the limit, at the end of their own turn."),
    ("TOU-12.6", "ruling", "Order at the end of turn", "First any walls (even under the limit), then discards of "
     "your choice down to the limit."),
    # 13. End of game
    ("TOU-13.1", "seed", "Condition 1", "A player's 9 spaces are all filled and at least 2 of them show a prestige "
     "building."),
    ("TOU-13.2", "seed", "Condition 2", "More criers have been revealed than there are players."),
    ("TOU-13.3", "seed", "Trigger", "When the start player's turn begins, the end comes if two players meet "
     "condition 1, or if condition 1 and condition 2 both hold."),
    ("TOU-13.4", "seed", "Not alone", "Condition 2 alone, or one player's condition 1 alone, does not end the "
     "game; changes during a round are seen at the next check."),
    ("TOU-13.5", "sourced", "Visible prestige only", "Condition 1 counts only visible prestige buildings."),
    ("TOU-13.6", "seed", "Final round", "After the trigger everyone takes one more turn, starting with the start "
     "player's turn that is beginning."),
    ("TOU-13.7", "seed", "Final card", "Then all players secretly choose one card at the same time, lay it face "
     "down in their district and reveal together."),
    ("TOU-13.8", "seed", "Final card resolves", "Each pays for the revealed card, places it and collects from "
     "characters in its row or column."),
    ("TOU-13.9", "seed", "Final walls", "Players may also build every wall in their hand."),
    ("TOU-13.10", "ruling", "Final card details", "Normal placement rules apply and reveals resolve in seat order "
     "from the start player. A player who cannot place any card passes; the spec also lets a player pass by "
     "choice, which the engine offers as an option because the seed has every player play a card."),
    ("TOU-13.11", "seed", "Scoring follows", "Final scoring comes next."),
    ("TOU-13.12", "ruling", "Turn cap", "If the end has not come after 400 turns, the next start-player check "
     "triggers it (a simulation guard)."),
    # 14. Scoring
    ("TOU-14.1", "seed", "Scoring side", "The board turns to its scoring track (no effect in the engine)."),
    ("TOU-14.2", "seed", "Prestige for everyone", "Each visible prestige building scores for all players: its "
     "builder at the left value, everyone else at the right value."),
    ("TOU-14.3", "sourced", "Rates per unit", "The values are per unit, and each player counts units in their "
     "own district and holdings."),
    ("TOU-14.4", "ruling", "Builder", "You are a builder of a name if a visible copy is in your own district."),
    ("TOU-14.5", "seed", "Cap", "No one scores more than 12 from one prestige building."),
    ("TOU-14.6", "seed", "Names once", "Copies of the same name score once: builders at the left value, others at "
     "the right value."),
    ("TOU-14.7", "seed", "Printed points", "Add the printed points of every card in your district, covered ones "
     "too."),
    ("TOU-14.8", "seed", "Walls", "Add 1 point per wall built."),
    ("TOU-14.9", "ruling", "Nothing else", "Cards in hand, money and citizens score nothing by themselves."),
    ("TOU-14.10", "seed", "Winner", "Most prestige wins."),
    ("TOU-14.11", "ruling", "Ties", "Tied players compare deniers left; if still tied they share the win."),
    ("TOU-14.12", "ruling", "Units", "'Building' means a level I/II building; 'visible' means a top card; money is "
     "counted after the final card; sets are the smallest colour count; per 4 deniers rounds down."),
    ("TOU-14.13", "ruling", "La Madeleine counts itself", "La Madeleine is one of the visible prestige buildings it "
     "counts."),
    ("TOU-14.14", "ruling", "Formula", "For each distinct visible name: rate (left if builder else right) times "
     "your units, capped at 12; flat cards give their value directly."),
    # 15. Characters
    ("TOU-15.1", "seed", "Characters", "A character sits in the district like any card; its arrows point along its "
     "row and/or column."),
    ("TOU-15.2", "seed", "No citizens", "Characters hold no citizens and are never activated."),
    ("TOU-15.3", "sourced", "Architect", "The Architect pays its owner 1 denier for each later building or prestige "
     "building placed in its row or column."),
    ("TOU-15.4", "sourced", "Knight", "The Knight reacts when its owner places a prestige building."),
    ("TOU-15.5", "sourced", "Activation triggers", "Some characters react to activations rather than placements."),
    ("TOU-15.6", "ruling", "Character model", "A character has lines, a place or activate trigger with a filter, "
     "and an effect from the card vocabulary."),
    ("TOU-15.7", "ruling", "Lines", "Its row is every space with the same row number, its column likewise; "
     "stacking counts; its own space does not."),
    ("TOU-15.8", "ruling", "No retroactive effect", "Characters react only to later events and only while visible; "
     "placing one triggers nothing."),
    ("TOU-15.9", "ruling", "Owner only", "Characters react to their owner's placements and activations only."),
    ("TOU-15.10", "ruling", "Several characters", "Each triggered character acts once, in reading order of their "
     "spaces."),
    ("TOU-15.11", "seed", "Final card too", "Characters also pay out for the final card."),
    # 16. Events
    ("TOU-16.1", "sourced", "Unknown events", "There are 15 events; none of them is documented."),
    ("TOU-16.2", "seed", "Event cards", "Three face-up events show a fight colour and coin circles."),
    ("TOU-16.3", "seed", "Once per coin", "When a crier comes, an event applies once per coin on it."),
    ("TOU-16.4", "seed", "Fight classes", "Events that take money form one fight class; all others the second."),
    ("TOU-16.5", "sourced", "Good events", "Some events help the players they affect."),
    ("TOU-16.6", "sourced", "Cards and events", "Cards can add coins and trigger events (Ballista) or take events "
     "(Fort)."),
    ("TOU-16.7", "sourced", "Growing threat", "Each crier makes events both stronger and costlier to fight."),
    ("TOU-16.8", "ruling", "Event data", "An event is data: id, name, colour, polarity, fight class, circles, "
     "per-coin operations, provenance."),
    ("TOU-16.9", "ruling", "Class from effect", "An event is lose-money exactly when its effect takes deniers; "
     "good events are never lose-money."),
    ("TOU-16.10", "ruling", "Event operations", "Events use: lose or gain deniers, lay down, lose, stand up or "
     "recruit citizens, damage or grey tokens on buildings, discard cards."),
    ("TOU-16.11", "ruling", "Coin by coin", "Effects apply one coin at a time; a wall cancels all coins of one "
     "event for its builder."),
    ("TOU-16.12", "ruling", "Stand-in events", "The engine ships 15 clearly labelled stand-in events built from "
     "the event operations."),
    ("TOU-16.13", "ruling", "Stand-in event mix", "5 per colour; 5 lose-money, 7 other harmful and 3 good events; "
     "at most 2 per coin."),
    # 17. Cards as data
    ("TOU-17.1", "sourced", "Deck mix", "Each deck holds one crier and nine other cards."),
    ("TOU-17.2", "sourced", "Level III cards", "All 27 prestige cards are known by name and copies."),
    ("TOU-17.3", "sourced", "Prestige details", "Costs and values are known for the yellow and white prestige "
     "buildings and Pont des Trous; the other red ones only partly."),
    ("TOU-17.4", "sourced", "Red I", "Six Red I cards are known; each costs 1 and shows 1 point."),
    ("TOU-17.5", "sourced", "Architect facts", "The Architect is a yellow level I character."),
    ("TOU-17.6", "ruling", "Slot summary", "Known, partly known and unknown slots are counted in the card data."),
    ("TOU-17.7", "sourced", "Unplaced cards", "Hospital, Port, Monastery and a few named cards exist but their "
     "decks are unknown."),
    ("TOU-17.8", "ruling", "Card data", "Every card is data: identity, cost, points, provenance and one structured "
     "rule field by type."),
    ("TOU-17.9", "ruling", "Cost vocabulary", "Costs combine deniers, hand cards and own citizens; a bare number "
     "means deniers."),
    ("TOU-17.10", "ruling", "Card operations", "Cards use the event operations plus pay, optional groups, draws, "
     "taking or boosting events, using another building, tokens and cost changes."),
    ("TOU-17.11", "ruling", "Scoring units", "Prestige conditions count visible cards, colour sets, citizens, "
     "citizen sets, deniers per k, walls, or score flat."),
    ("TOU-17.12", "ruling", "Unknown printed points", "Printed points of prestige buildings are unknown and count "
     "as 0."),
    ("TOU-17.13", "ruling", "Stand-ins are mandatory", "Every unknown slot and unknown field is filled by a "
     "labelled stand-in."),
    ("TOU-17.14", "ruling", "Structure preserved", "Stand-ins never replace sourced facts; each deck keeps 10 "
     "cards and one crier."),
    ("TOU-17.15", "sourced", "Themes of buildings", "Buildings save money, speed up drawing or recruit citizens; "
     "characters reward good rows and columns."),
    ("TOU-17.16", "sourced", "Red theme", "Red cards act on the events."),
    ("TOU-17.17", "sourced", "Neighbour bonuses", "Cards reward their neighbours with money or re-used citizens."),
    ("TOU-17.18", "ruling", "Stand-in pattern", "Stand-ins cost 1 (level I) or 3 (level II) deniers, show 1 or 2 "
     "points, include 2-3 characters per deck, and follow the colour themes."),
    ("TOU-17.19", "ruling", "Red prestige stand-ins", "Missing costs and rates of the red prestige buildings copy "
     "the patterns of their yellow and white twins."),
    ("TOU-17.20", "ruling", "Tour d'Arras", "Each visible white or yellow building is one unit (not pairs)."),
]
