"""`FAQ`: the 30 executable cases of the spec (TOU-FAQ-1 .. 30), each a question, our ruling and a script.

Each case is written in the topic module it belongs to, with its metadata in the `@faq_case` decorator right
above its script; this module only gathers them, ordered by number. Every case plays with the shipped deck: where
the spec's worked example names a test event, the case uses the shipped event with the same colour, polarity, fight
class and effect per coin (Stand-in: Tax Collector, Siege, Fair Day; Holy Day as a spare wall in FAQ-22).
"""

from __future__ import annotations

from rulebook.core import FAQ as FAQBook

from . import (
    faq_activating,
    faq_citizens,
    faq_drawing_and_events,
    faq_end_of_game,
    faq_end_of_turn,
    faq_placing,
    faq_red_cards,
    faq_scoring,
)

FAQ = FAQBook.collect(faq_placing, faq_activating, faq_end_of_turn, faq_scoring, faq_end_of_game, faq_red_cards,
                      faq_drawing_and_events, faq_citizens)
"""Every Tournay FAQ case, by index or by ID ("TOU-FAQ-12")."""
