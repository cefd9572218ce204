"""The 19 FAQ cases of the spec (section 19) as executable cases: question, ruling, rules, and a script."""

from __future__ import annotations

from rulebook.core import FAQ as FAQBook
from rulebook.core import FAQCase

from . import faq_seed as seed
from . import faq_sourced as src

_CASES = (
    ("TRY-FAQ-1", "Buying two foreign dice", "Does buying two foreign dice always cost 4 deniers each?",
     "No. Each foreign die costs according to the size of the whole group: with one own die added the group has "
     "three dice and each bought die costs 6; only a group of just those two costs 4 each. Neutral dice are paid to "
     "the bank, and nobody may refuse a sale.",
     ("TRY-9.11", "TRY-9.12", "TRY-9.13", "TRY-9.9", "TRY-12.1"), seed.buying_price_by_group_size, "seed"),
    ("TRY-FAQ-2", "Influence on bought dice", "Can influence reroll or flip a bought die?",
     "No. Rerolls (1 influence) and flips (4) only touch dice in your own district, never neutral dice, and buying "
     "a die does not change that. Several spends may precede one action, but still only one activity cube per "
     "action.", ("TRY-10.3", "TRY-10.4", "TRY-10.5", "TRY-9.6", "TRY-11.15"), seed.influence_only_on_own_dice,
     "seed"),
    ("TRY-FAQ-3", "Countering versus fighting", "Is countering black dice the same as fighting an event card?",
     "No. Countering happens in the event phase with own dice only, any colours, red counting double, and gives 1 "
     "influence per black die beaten. Fighting is an action: dice of the card's colour, cubes by its divisor (1 "
     "influence each), rewards when the card is full.",
     ("TRY-8.3", "TRY-8.5", "TRY-8.6", "TRY-8.7", "TRY-8.8", "TRY-8.9", "TRY-14.1", "TRY-14.3", "TRY-14.6",
      "TRY-14.9"), seed.countering_versus_fighting, "seed"),
    ("TRY-FAQ-4", "Acting after passing", "After passing, can a player act again on a later turn?",
     "Not this round. Passing puts 2 deniers in your district and each later time the turn comes round adds 1 more; "
     "the money is collected at the end of the round. Others may still buy the dice left in your district.",
     ("TRY-9.18", "TRY-9.19", "TRY-9.20", "TRY-9.21", "TRY-9.22", "TRY-9.23", "TRY-9.24", "TRY-9.14", "TRY-16.1"),
     seed.no_action_after_passing, "seed"),
    ("TRY-FAQ-5", "Characters and the cathedral",
     "Do characters score only their holder, and what if a player never builds the cathedral?",
     "Every character in play scores every player separately (four characters with two players). Each cathedral "
     "level without an own cube costs 2 VP, so no cubes at all cost 6.",
     ("TRY-17.3", "TRY-17.4", "TRY-17.5", "TRY-17.6", "TRY-17.7", "TRY-17.8", "TRY-17.9", "TRY-17.10", "TRY-17.11",
      "TRY-17.12", "TRY-17.13"), seed.characters_and_cathedral, "seed"),
    ("TRY-FAQ-6", "Salary shortfall", "How much VP does a salary shortfall cost?",
     "A flat 2 VP whatever the shortfall, and never below 0 VP.",
     ("TRY-5.1", "TRY-5.2", "TRY-5.3", "TRY-5.4", "TRY-3.4"), src.salary_shortfall, "sourced"),
    ("TRY-FAQ-7", "Choosing the black-die penalty", "May a player take the black-die penalty on purpose?",
     "No: a player able to counter must counter.", ("TRY-8.13", "TRY-8.14"), src.no_voluntary_black_penalty,
     "sourced"),
    ("TRY-FAQ-8", "Stacking event penalties", "Do event penalties stack?",
     "Yes: obey as far as you can, then lose 2 VP for each event you could not fully obey, never below 0.",
     ("TRY-7.10", "TRY-7.11", "TRY-7.12", "TRY-3.4"), src.event_penalties_stack, "sourced"),
    ("TRY-FAQ-9", "Three dice from one player", "Can all three dice be bought from one opponent?",
     "Yes; in a group of three that costs 3 x 6 = 18 deniers.", ("TRY-9.12", "TRY-9.15"),
     src.three_dice_from_one_player, "sourced"),
    ("TRY-FAQ-10", "No dice of your own", "Can a player without dice still play?",
     "Yes: they may buy dice and keep taking turns.", ("TRY-9.16", "TRY-9.10"), src.playing_without_dice,
     "sourced"),
    ("TRY-FAQ-11", "At least one activation", "Must an activity card be activated at least once, and may extra dice "
     "be used?", "At least once, yes; extra dice are allowed and are simply used up.",
     ("TRY-11.8", "TRY-11.9", "TRY-11.11"), src.activate_at_least_once, "sourced"),
    ("TRY-FAQ-12", "A failed counter", "Does a player who fails to counter lose their dice?",
     "No: the black die is discarded, the player loses 2 VP and keeps their dice.",
     ("TRY-8.11", "TRY-8.12", "TRY-8.14"), src.failed_counter_keeps_dice, "sourced"),
    ("TRY-FAQ-13", "A cathedral cube", "What does a cathedral cube give?",
     "1 VP at once plus the influence printed on its space (1 or 2).",
     ("TRY-13.3", "TRY-13.4", "TRY-13.5", "TRY-13.6", "TRY-13.7", "TRY-13.8"), src.cathedral_cube_rewards,
     "sourced"),
    ("TRY-FAQ-14", "Lying citizens", "Does a lying citizen still count?",
     "No: an evicted citizen counts for nothing until it comes back at the end of the round.",
     ("TRY-15.9", "TRY-15.10"), src.lying_citizen_does_not_count, "sourced"),
    ("TRY-FAQ-15", "Cubes and recruiting", "Can Priest or Blacksmith change a die used to recruit?",
     "No: recruiting uses the face value and no cube may be spent on it.", ("TRY-15.11", "TRY-11.20"),
     src.no_cube_for_recruiting, "sourced"),
    ("TRY-FAQ-16", "Monk with a bought die", "How does the Monk work with a bought white die?",
     "With a Monk cube the group is exactly one white die (2 deniers if bought, a group of one), which becomes "
     "three yellow dice of the same value; no other die may join.",
     ("TRY-9.12", "TRY-9.17", "TRY-11.16", "TRY-9.5"), src.monk_with_bought_die, "sourced"),
    ("TRY-FAQ-17", "Blacksmith", "Does the Blacksmith add 5 per die?",
     "No: +5 once to the total of a red group of any size.", ("TRY-14.3", "TRY-14.14", "TRY-9.5"),
     src.blacksmith_adds_five, "sourced"),
    ("TRY-FAQ-18", "Tithing's free dice", "How do Tithing's free dice work?",
     "With a Tithing cube the player takes one yellow die free from each other district (neutral included), the "
     "group staying at most 3 dice; no second cube can change them.", ("TRY-9.6", "TRY-9.17", "TRY-9.5"),
     src.tithing_free_dice, "sourced"),
    ("TRY-FAQ-19", "The last active player", "What happens when only one player has not passed?",
     "That player takes turn after turn; each passed player still receives 1 denier every time the turn goes past "
     "them.", ("TRY-9.20", "TRY-9.21", "TRY-9.24"), src.lone_active_player, "sourced"),
)

FAQ = FAQBook([FAQCase(case_id, title, question, ruling, rules, script, provenance)
               for case_id, title, question, ruling, rules, script, provenance in _CASES])
