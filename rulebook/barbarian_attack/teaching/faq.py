"""The 41 FAQ cases of the specification, gathered from their topic modules.

Each case is an executable script with its question and ruling in our own words, the rules it rests on, and its
provenance (seed note, official FAQ, or our own ruling), written with `@faq_case` just above the script:

    faq_landing    1-10   landings, conquest, conquered buildings, liberation
    faq_knights    11-16, 33  development cards, knight placement and movement
    faq_battles    17-24  battle order, victories, prisoners, roll-offs, casualties
    faq_turn       25-32, 34  the coast, the 7, gold, Treason, Intrigue, founding, landings, winning
    faq_variants   35-41  the two-player variant and the Event Cards
"""

from __future__ import annotations

from rulebook.core import FAQ as FAQList

from . import faq_battles, faq_knights, faq_landing, faq_turn, faq_variants

FAQ = FAQList.collect(faq_landing, faq_knights, faq_battles, faq_turn, faq_variants)
"""Every case, ordered by number: `FAQ["CBA-FAQ-1"].run()` plays it and compares the engine with the ruling."""
