"""The 19 FAQ cases of the Troyes spec (section 19), gathered from their topic modules in case order.

Each case is written where its script is, with `@faq_case` (question, ruling, rules, provenance): cases 1-5 come
from the game description the project was given (seed), 6-19 from public clarifications and errata (sourced).
"""

from __future__ import annotations

from rulebook.core import FAQ as FAQBook

from . import (
    faq_activity_cards,
    faq_black_dice,
    faq_buying_dice,
    faq_cathedral_and_characters,
    faq_influence,
    faq_passing,
    faq_penalties,
    faq_recruiting,
)

FAQ = FAQBook.collect(faq_buying_dice, faq_influence, faq_black_dice, faq_passing, faq_cathedral_and_characters,
                      faq_penalties, faq_recruiting, faq_activity_cards)
"""Every Troyes FAQ case, TRY-FAQ-1 .. TRY-FAQ-19."""
