"""Rule texts, part 1: scope, components, setup, the round, phases 0-3, black dice, turns, buying, passing,
influence (spec sections 0-10). Each entry: (id, tag, title, text in our own words)."""

RULES_A = (
    # 0 scope
    ("TRY-0.1", "seed", "Edition", "This engine plays the base game of Troyes (Pearl Games, 2010) as described by "
     "the 2017 English rulebook and the base-card appendix."),
    ("TRY-0.2", "seed", "Out of scope", "Bonus cards, the Le Roy solo mode, the Ladies of Troyes expansion and "
     "Troyes Dice are not modelled."),
    ("TRY-0.3", "seed", "Player counts", "Two, three or four people can play."),
    # 1 components
    ("TRY-1.1", "sourced", "The board", "The board holds a city square of five districts (four player colours and a "
     "neutral one), three buildings, the cathedral, nine activity-card spaces, an influence track and an event "
     "area."),
    ("TRY-1.2", "sourced", "Building spaces", "Every building has six spaces for citizens, eighteen in total."),
    ("TRY-1.3", "sourced", "Building colours", "The Palace gives red (military) dice, the Bishopric white "
     "(religious) dice and the City Hall yellow (civil) dice."),
    ("TRY-1.4", "ruling", "Space numbers", "Spaces are numbered 1-6: 1, 2, 3 on the top row and 4, 5, 6 below, "
     "each row from left to right."),
    ("TRY-1.5", "sourced", "Dice", "There are six dice in each of red, white, yellow and black."),
    ("TRY-1.6", "sourced", "Citizens", "Each player colour has twelve citizens; eight grey citizens are neutral."),
    ("TRY-1.7", "sourced", "Citizen limit", "Nobody owns more than twelve citizens; those still in the general "
     "supply are not owned, while personal supply, standing, lying and tradesman citizens are."),
    ("TRY-1.8", "sourced", "Cubes", "A player never runs out of cubes."),
    ("TRY-1.9", "ruling", "Grey cubes", "The ten grey cubes play no part."),
    ("TRY-1.10", "ruling", "Bank", "Deniers and VP from the bank never run out; only amounts matter."),
    ("TRY-1.11", "sourced", "Influence track", "Influence is counted from 0 up to 20."),
    ("TRY-1.12", "sourced", "Cathedral levels", "The cathedral is built in three levels."),
    ("TRY-1.13", "ruling", "Cathedral spaces", "Each level has six spaces, one for each die value, holding one cube "
     "each."),
    ("TRY-1.14", "sourced", "Cards", "The game has 27 activity cards (nine per colour, levels I-III), 16 events "
     "(8 red, 4 white, 4 yellow), 6 characters and a start-player card."),
    # 2 setup
    ("TRY-2.1", "seed", "Number of rounds", "The red round deck has 4, 5 or 6 cards for 2, 3 or 4 players, and the "
     "game lasts that many rounds."),
    ("TRY-2.2", "seed", "Starting money", "Everyone starts with 5 deniers."),
    ("TRY-2.3", "seed", "Starting influence", "Everyone starts with 4 influence."),
    ("TRY-2.4", "sourced", "Setup citizens", "Each player places 6, 5 or 4 citizens at setup with 2, 3 or 4 "
     "players."),
    ("TRY-2.5", "seed", "Secret characters", "Each player gets one secret character, two in a 2-player game."),
    ("TRY-2.6", "sourced", "Grey citizens at setup", "Grey citizens take 6 spaces before the players place (2 "
     "players), or the 3 or 2 spaces left after the players have placed (3 or 4 players)."),
    ("TRY-2.7", "ruling", "Starting VP", "Everyone starts with 0 VP."),
    ("TRY-2.8", "sourced", "Player materials", "Each player takes a district, sets influence to the start value and "
     "splits their twelve citizens: the setup count into the personal supply, the rest into the general supply."),
    ("TRY-2.9", "sourced", "Activity cards at setup", "For each colour and level one of its three cards is drawn "
     "blind and laid face down; the other eighteen leave the game unseen."),
    ("TRY-2.10", "seed", "Red deck size", "The red round deck is sized by player count, and its size sets the "
     "number of rounds."),
    ("TRY-2.11", "ruling", "Marauding from the start", "Marauding is put face up as the leftmost event before "
     "round 1 and the round deck is drawn from the other seven red cards (option marauding_mode)."),
    ("TRY-2.12", "sourced", "White and yellow decks", "The four white and four yellow events are shuffled into two "
     "face-down decks."),
    ("TRY-2.13", "ruling", "Start player", "The start player is drawn at random unless the options fix a seat."),
    ("TRY-2.14", "seed", "Dealing characters", "Characters are shuffled and dealt face down; each player sees only "
     "their own."),
    ("TRY-2.15", "ruling", "Undealt characters", "Characters not dealt leave the game unseen and never score."),
    ("TRY-2.16", "sourced", "Two-player grey citizens", "With two players, before anyone places, grey citizens "
     "occupy spaces 1 and 6 of every building."),
    ("TRY-2.17", "seed", "Snake placement", "Players place their setup citizens in the three buildings in snake "
     "order (after the greys in a 2-player game)."),
    ("TRY-2.18", "sourced", "Snake order", "From the start player clockwise each places one citizen on an empty "
     "space; the last seat places twice in a row and the order runs back, until all setup citizens are placed."),
    ("TRY-2.19", "ruling", "Choosing the space", "A setup placement names the building and the exact space."),
    ("TRY-2.20", "sourced", "No pushing at setup", "Setup placements never move or evict anybody."),
    ("TRY-2.21", "sourced", "Filling with grey", "With 3 or 4 players every space still empty after the players "
     "receives a grey citizen."),
    ("TRY-2.22", "ruling", "Buildings stay full", "After setup all 18 spaces hold a standing citizen and the "
     "personal supplies are empty; the buildings remain full for the whole game."),
    # 3 round
    ("TRY-3.1", "seed", "Phases of a round", "A round runs: 0 activity reveal (rounds 1-3), 1 income and salaries, 2 "
     "workforce dice, 3 events and black dice, 4 actions, 5 end of round."),
    ("TRY-3.2", "seed", "Length of the game", "The game ends after the round in which the last red round card came "
     "into play."),
    ("TRY-3.3", "ruling", "Order of 'each player'", "When every player does something in turn, they go in seat "
     "order from the start player."),
    ("TRY-3.4", "sourced", "No negative VP", "A loss of VP never takes anyone below 0; a player loses only what they "
     "have."),
    # 4 reveal
    ("TRY-4.1", "seed", "Revealing activity cards", "Round 1 turns the level-I cards of all three colours face up, "
     "round 2 the level-II cards, round 3 the level-III cards."),
    ("TRY-4.2", "sourced", "Revealed cards stay", "A revealed card stays usable until the end."),
    ("TRY-4.3", "ruling", "Face-down cards", "A face-down card is unknown to everyone and cannot be used."),
    # 5 income
    ("TRY-5.1", "seed", "Income", "Every player takes 10 deniers from the bank."),
    ("TRY-5.2", "seed", "Salaries", "Then each pays 2 deniers per own citizen standing in the Palace and 1 per own "
     "citizen standing in the Bishopric; the City Hall is free."),
    ("TRY-5.3", "seed", "Unpaid salaries", "Who cannot pay everything pays what they have and loses 2 VP (nothing if "
     "they have no VP)."),
    ("TRY-5.4", "sourced", "Flat penalty", "The salary penalty is 2 VP however large the shortfall."),
    ("TRY-5.5", "ruling", "Only the purse pays", "Salaries come from the purse; district money was already "
     "collected at the end of the last round."),
    # 6 dice
    ("TRY-6.1", "seed", "Workforce dice", "Each player rolls one die, in the building's colour, per own citizen "
     "standing in a building."),
    ("TRY-6.2", "sourced", "Where dice go", "Players' dice go into their own districts; the start player rolls the "
     "grey citizens' dice into the neutral district."),
    ("TRY-6.3", "sourced", "Eighteen dice", "Because the buildings are full, six dice of each colour are rolled "
     "every round."),
    ("TRY-6.4", "ruling", "Fair dice", "Every die roll is a separate chance event, each face 1-6 equally likely."),
    # 7 events
    ("TRY-7.1", "sourced", "Event row", "Events lie in a row from left (oldest) to right (newest); new cards go on "
     "the right and the row has no limit."),
    ("TRY-7.2", "seed", "New events", "Each round the top red card is revealed and added, then the top card of the "
     "white or yellow deck that the red card names."),
    ("TRY-7.3", "sourced", "Companion placement", "The companion lies directly right of its red card."),
    ("TRY-7.4", "ruling", "Empty companion deck", "If the named deck is empty, no companion is added."),
    ("TRY-7.5", "seed", "All events act", "Then every event in the row takes effect, the new ones and the old ones "
     "still there."),
    ("TRY-7.6", "seed", "Queue order", "Events act one after another from left to right, every round they are in "
     "the row."),
    ("TRY-7.7", "sourced", "Black dice from red events", "A military event, Marauding included, puts one black die "
     "in the round's pool per black-die symbol."),
    ("TRY-7.8", "ruling", "Six black dice at most", "The pool never holds more than six black dice; extra symbols "
     "are ignored (option black_dice_cap)."),
    ("TRY-7.9", "sourced", "Other events", "A non-military event does what its card says."),
    ("TRY-7.10", "sourced", "Partial compliance", "A player who cannot fully obey an event does what they can and "
     "loses 2 VP for that event."),
    ("TRY-7.11", "sourced", "Penalties add up", "Event penalties are counted per event and add up."),
    ("TRY-7.12", "ruling", "Applying an event", "An event is applied player by player from the start player; any "
     "choice it requires (which die to lose) belongs to the affected player."),
    ("TRY-7.13", "sourced", "Rolling the pool", "When all events have acted, the black pool is rolled once and "
     "countered."),
    ("TRY-7.14", "ruling", "Ongoing effects", "Surcharges, bans and salary changes act for as long as their card is "
     "in the row; other effects act only in phase 3."),
    ("TRY-7.15", "seed", "Marauding stays", "Marauding never leaves: when its spaces are full it stays and can be "
     "fought again."),
    ("TRY-7.16", "sourced", "Marauding adds dice", "Marauding is a permanent military event that brings black dice "
     "every round."),
    ("TRY-7.17", "ruling", "Marauding's numbers", "Marauding: red, 1 black die per round, fought with red, divisor 3, "
     "3 spaces, default rewards (option marauding)."),
    # 8 black dice
    ("TRY-8.1", "seed", "Facing attacks", "From the start player clockwise, each player in turn deals with the "
     "highest black die left in the pool."),
    ("TRY-8.2", "sourced", "Going round", "Turns keep circling the table until the pool is empty."),
    ("TRY-8.3", "seed", "Own dice only", "Countering uses only dice in the player's own district, of any colours; "
     "buying dice is not allowed."),
    ("TRY-8.4", "sourced", "No cubes when countering", "Activity-card cubes cannot help a counter."),
    ("TRY-8.5", "seed", "Red counts double", "When countering, a red die is worth twice its face; white and yellow "
     "dice their face."),
    ("TRY-8.6", "sourced", "Successful counter", "A counter works when its total reaches the black die's value."),
    ("TRY-8.7", "seed", "Several black dice", "One counter may also take on further black dice from the pool."),
    ("TRY-8.8", "ruling", "Covering several", "A counter of several black dice must include the highest and reach "
     "the sum of all black dice taken (option black_dice_multi_counter)."),
    ("TRY-8.9", "seed", "Influence for attacks", "The player gains 1 influence per black die eliminated."),
    ("TRY-8.10", "sourced", "Used dice leave", "The own dice used go back to the supply and the beaten black dice "
     "leave the pool."),
    ("TRY-8.11", "seed", "Failing a counter", "A player who cannot counter the highest black die removes it and "
     "loses 2 VP."),
    ("TRY-8.12", "sourced", "Failure keeps dice", "A player who fails keeps all their dice."),
    ("TRY-8.13", "sourced", "No voluntary penalty", "A player able to counter may not take the penalty instead."),
    ("TRY-8.14", "ruling", "Able to counter", "A player is able when, once they stop spending influence, all dice in "
     "their district together reach the highest black die; nobody must spend influence to become able."),
    ("TRY-8.15", "seed", "Influence before countering", "Before countering the player may spend influence on their "
     "own dice."),
    ("TRY-8.16", "ruling", "Any sufficient dice", "Any set of own dice that reaches the requirement may be used, "
     "even one that overshoots."),
    ("TRY-8.17", "ruling", "Equal black dice", "Black dice of the same value are interchangeable."),
    ("TRY-8.18", "ruling", "One roll of the pool", "The pool is rolled once, one chance event per black die, before "
     "anyone counters; black dice are never rerolled or flipped."),
    # 9 actions
    ("TRY-9.1", "seed", "Action turns", "From the start player clockwise, each player who has not passed takes one "
     "action or passes on their turn."),
    ("TRY-9.2", "seed", "Influence before acting", "Influence may be spent before choosing the action."),
    ("TRY-9.3", "seed", "Five actions", "An action is one of: activate an activity card, agriculture, build the "
     "cathedral, fight an event, recruit a citizen."),
    ("TRY-9.4", "seed", "Dice groups", "An action uses a group of one to three dice, normally of one colour."),
    ("TRY-9.5", "sourced", "Cards that reshape groups", "Some activity cubes change the colour or count rules of a "
     "group (Monk, Militia, Apprenticeship, Tithing)."),
    ("TRY-9.6", "seed", "One cube per action", "At most one activity-card cube is spent on an action."),
    ("TRY-9.7", "seed", "Dice go back", "After the action all dice of the group return to the supply."),
    ("TRY-9.8", "sourced", "Die values", "Faces run 1-6; card bonuses can push a die's value above 6."),
    ("TRY-9.9", "ruling", "Pay in full", "Every cost of an action is paid in full from the purse when it is taken; "
     "an action that cannot be paid is illegal and nothing happens. Optional conversions are paid afterwards."),
    ("TRY-9.10", "ruling", "Passing is always possible", "A player with nothing else to do passes; passing is "
     "always open to one who has not passed."),
    ("TRY-9.11", "seed", "Buying dice", "A group may mix own dice, dice from other players' districts and neutral "
     "dice from several districts."),
    ("TRY-9.12", "seed", "Price by group size", "Each foreign die costs 2, 4 or 6 deniers when the whole group has "
     "1, 2 or 3 dice, however many of them are bought."),
    ("TRY-9.13", "seed", "Who is paid", "A die bought from a player is paid to that player, a neutral die to the "
     "bank; a sale cannot be refused."),
    ("TRY-9.14", "ruling", "Payment lands in the purse", "The seller gets the money straight into their purse, even "
     "after passing (option purchase_payment_to)."),
    ("TRY-9.15", "sourced", "Several from one player", "A group may buy several dice from the same player, up to "
     "3 x 6 = 18 deniers."),
    ("TRY-9.16", "sourced", "Playing without dice", "A player with no dice may still buy dice, act and take "
     "turns."),
    ("TRY-9.17", "ruling", "Free dice", "Dice taken free through a card count toward the group size but cost "
     "nothing."),
    ("TRY-9.18", "seed", "Passing", "A player may pass while coloured dice remain; they put 2 deniers from the bank "
     "in their district."),
    ("TRY-9.19", "seed", "Passed for the round", "A player who passed takes no more actions this round."),
    ("TRY-9.20", "seed", "Income while passed", "Each later time the turn comes to a passed player, 1 more denier "
     "goes into their district."),
    ("TRY-9.21", "sourced", "The last player", "The only player still in takes turn after turn, and each passed "
     "player still gets 1 denier whenever the turn goes past them."),
    ("TRY-9.22", "seed", "District money waits", "District money reaches the purse only at the end of the round."),
    ("TRY-9.23", "seed", "Buying from a passed player", "Dice left in a passed player's district can still be "
     "bought."),
    ("TRY-9.24", "seed", "End of the action phase", "The phase ends as soon as no coloured die is left in any "
     "district, or everyone has passed."),
    # 10 influence
    ("TRY-10.1", "seed", "Influence cap", "Influence never exceeds 20."),
    ("TRY-10.2", "ruling", "Track limits", "Influence above 20 is lost, influence never drops below 0, and a spend "
     "needs enough influence."),
    ("TRY-10.3", "seed", "Spending influence", "1 influence rerolls one own die, 2 buy a new citizen, 4 turn one to "
     "three own dice to their opposite faces."),
    ("TRY-10.4", "seed", "When to spend", "Influence may be spent, as often and in any order, before an action on "
     "one's own turn or before countering on one's own countering turn."),
    ("TRY-10.5", "seed", "Own dice only", "Rerolls and flips work only on dice in the player's own district, never "
     "on neutral or other players' dice, bought or not."),
    ("TRY-10.6", "sourced", "Opposite face", "A flipped die shows 7 minus its value."),
    ("TRY-10.7", "sourced", "New citizen", "A citizen bought with influence goes from the general to the personal "
     "supply."),
    ("TRY-10.8", "sourced", "Citizen limit for purchases", "Buying a citizen needs fewer than twelve owned "
     "citizens."),
    ("TRY-10.9", "ruling", "Passing after spending", "Spending influence does not stop a player from passing on the "
     "same turn (option allow_pass_after_influence)."),
    ("TRY-10.10", "ruling", "Reroll results", "A reroll is a chance event whose result is known before the player "
     "decides again."),
    ("TRY-10.11", "ruling", "Spending windows", "Influence is spent only in those two windows: never on someone "
     "else's turn and never after passing."),
)
