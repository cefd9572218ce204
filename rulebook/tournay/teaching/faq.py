"""`FAQ`: the 30 executable cases of the spec (TOU-FAQ-1 .. 30), each a question, our ruling and a script.

The scripts live in `faq_cases_a/b/c.py`; the fixture events FX-LOSE, FX-DAMAGE and FX-GAIN they use are built
by `positions.fixture_cards` and never enter the shipped deck.
"""

from __future__ import annotations

from rulebook.core import FAQ as FAQBook
from rulebook.core import FAQCase

from . import faq_cases_a as a
from . import faq_cases_b as b
from . import faq_cases_c as c

_CASES = [
    (1, "Stacking on a same-colour card", "May a card go on a card of the same colour, and may stacks grow past two?",
     "Yes to both. The new card lies on top; the covered card keeps its printed points but does nothing else.",
     ("TOU-4.9", "TOU-4.16", "TOU-4.17", "TOU-14.7"), "seed", a.faq1),
    (2, "Playing onto a different colour", "What happens when the new card's colour differs from the card below?",
     "The old card is discarded and the new card takes the space; the whole stack goes under its deck, top card "
     "first.", ("TOU-4.10", "TOU-4.11", "TOU-4.18"), "seed", a.faq2),
    (3, "Covering tokens and citizens", "What becomes of tokens and citizens on a card that is covered?",
     "Damage and grey tokens return to the supply; a citizen is laid down beside its owner's plaza.",
     ("TOU-4.12", "TOU-4.13", "TOU-8.3"), "seed", a.faq3),
    (4, "No second prestige building of a name", "Can I build a prestige building whose name is already in my "
     "district? Can someone else?", "Not in your own district (a covered copy counts too); other players may.",
     ("TOU-4.14", "TOU-4.15", "TOU-14.6"), "seed", a.faq4),
    (5, "Only unoccupied buildings", "Can I activate a building my citizen already sits on?",
     "No; gather first, then it is free again.", ("TOU-8.3", "TOU-8.4", "TOU-11.1"), "seed", a.faq5),
    (6, "What unoccupied means", "Do tokens block activation like citizens do?",
     "Yes. Gathering clears your grey tokens but not damage tokens.", ("TOU-8.3", "TOU-11.2", "TOU-11.3"), "seed",
     a.faq6),
    (7, "No citizens on characters", "Can a character be activated?", "No: citizens never go on characters.",
     ("TOU-8.5", "TOU-15.2"), "seed", a.faq7),
    (8, "Hand limit", "What if I end my turn with more than 4 cards?",
     "Discard down to 4, each card face down under its own deck.", ("TOU-12.3", "TOU-12.4", "TOU-12.6"), "seed",
     a.faq8),
    (9, "Walls in hand count", "Do event cards held as walls count toward the hand limit?", "Yes.",
     ("TOU-12.3",), "seed", a.faq9),
    (10, "End-of-turn walls do not protect", "Will a wall built at the end of my turn protect me from a later "
     "crier?", "No. It sheds a card and scores 1 point, but protects against nothing.",
     ("TOU-12.1", "TOU-12.2", "TOU-7.6", "TOU-14.8"), "seed", a.faq10),
    (11, "Cap of 12 per prestige building", "Can one prestige building give a player more than 12 points?", "No.",
     ("TOU-14.5", "TOU-14.14"), "seed", b.faq11),
    (12, "Same names score once", "If two players built Mint, does Mint score twice?",
     "No: each builder scores the left value once, everyone else the right value once.",
     ("TOU-14.4", "TOU-14.6", "TOU-14.14"), "seed", b.faq12),
    (13, "Covered cards and prestige conditions", "Do covered cards count for prestige conditions?",
     "No; only visible cards are units, but covered cards still score their printed points.",
     ("TOU-4.17", "TOU-14.7", "TOU-14.12"), "sourced", b.faq13),
    (14, "Condition 1 needs two visible prestige buildings", "Does a covered prestige building count toward "
     "condition 1?", "No.", ("TOU-13.1", "TOU-13.5"), "sourced", b.faq14),
    (15, "Condition 2 alone", "Do enough revealed criers end the game on their own?",
     "No: condition 1 must hold too (or hold for two players).", ("TOU-13.3", "TOU-13.4"), "sourced", b.faq15),
    (16, "Fort fights for free", "What does activating Fort do?",
     "It takes a queue event with at least one coin into hand and refills the slot; nothing else is paid.",
     ("TOU-9.5", "TOU-9.7", "TOU-17.10"), "sourced", b.faq16),
    (17, "Ballista", "How does Ballista work?", "Add a coin to up to two chosen events; they apply now, harmful "
     "ones to the other players only, good ones to everyone.", ("TOU-16.5", "TOU-17.10", "TOU-7.8"), "sourced",
     b.faq17),
    (18, "Arsenal draws normally", "How does Arsenal draw from Red II?",
     "By the normal draw procedure, crier included, without spending more citizens.", ("TOU-6.7", "TOU-6.10"),
     "sourced", b.faq18),
    (19, "Barracks recruits", "What does Barracks do?",
     "Pay 3 deniers to take a red citizen from the stock, available at once; with no red citizen in the stock "
     "nothing happens and nothing is paid.", ("TOU-8.9", "TOU-17.10"), "sourced", b.faq19),
    (20, "Others count their own units", "Whose units does a non-builder count?",
     "Their own: the right value times the units in their own district.", ("TOU-14.3",), "sourced", b.faq20),
    (21, "Drawing with a face-up top card", "What are my options when a deck shows a face-up card?",
     "Take it; or put it face down at the bottom and draw two, keep one and turn the other face up.",
     ("TOU-6.1", "TOU-6.2", "TOU-6.3", "TOU-6.4"), "seed", c.faq21),
    (22, "The town crier procedure", "What happens when a crier comes up?",
     "Keep your card, the crier goes under its deck, each event gets a coin, then each event hits every player "
     "once per coin; a wall stops one event for its builder.",
     ("TOU-6.5", "TOU-7.2", "TOU-7.3", "TOU-7.4", "TOU-7.5", "TOU-7.6", "TOU-7.7", "TOU-7.8", "TOU-7.9"), "seed",
     c.faq22),
    (23, "Fight costs", "What does fighting an event cost?",
     "A lose-money event: 2 citizens of its colour. Any other: 1 citizen plus coins + 1 deniers. At least one "
     "coin is needed.", ("TOU-9.1", "TOU-9.2", "TOU-9.3", "TOU-9.4", "TOU-9.5", "TOU-9.6", "TOU-9.7"), "seed",
     c.faq23),
    (24, "Activating with a borrowed citizen", "What happens when I activate with another player's citizen?",
     "Pay its owner 2 deniers; the citizen lies down at its owner and a grey token goes on the building.",
     ("TOU-5.4", "TOU-5.5", "TOU-5.8", "TOU-8.7"), "seed", c.faq24),
    (25, "Citizens from several plazas", "May I combine citizens from several players?",
     "Yes, own and borrowed citizens of one colour, from several plazas.", ("TOU-5.4", "TOU-6.1"), "seed", c.faq25),
    (26, "Earning", "How does earning work?", "2 deniers per own citizen of one colour; borrowed citizens cannot "
     "earn.", ("TOU-10.1", "TOU-10.2"), "seed", c.faq26),
    (27, "Gathering", "What does gathering bring back?",
     "All your citizens stand up, those on buildings too; your grey tokens go, damage tokens stay.",
     ("TOU-11.1", "TOU-11.2", "TOU-11.3", "TOU-11.4"), "seed", c.faq27),
    (28, "End trigger and final round", "When is the end checked and what follows?",
     "At the start of the start player's turn; then one more turn each, the secret final card (a pass only when no "
     "card can be placed), and scoring.",
     ("TOU-13.3", "TOU-13.4", "TOU-13.5", "TOU-13.6", "TOU-13.7", "TOU-13.8", "TOU-13.9", "TOU-13.10",
      "TOU-13.11"), "seed", c.faq28),
    (29, "Final card with a character", "Does the final card pay and benefit from characters?",
     "Yes: it is paid for, then characters in its row or column pay out.", ("TOU-13.8", "TOU-15.3", "TOU-4.19"),
     "seed", c.faq29),
    (30, "A complete scoring", "How is a whole game scored?",
     "Prestige buildings for all (builder left, others right, capped, once per name) plus printed points of all "
     "district cards plus 1 per wall.", ("TOU-14.2", "TOU-14.3", "TOU-14.4", "TOU-14.5", "TOU-14.6", "TOU-14.7",
                                          "TOU-14.8", "TOU-14.9", "TOU-14.10", "TOU-14.11", "TOU-14.12",
                                          "TOU-14.13", "TOU-14.14"), "seed", c.faq30),
]

FAQ = FAQBook([FAQCase(f"TOU-FAQ-{n}", title, question, ruling, rules, script, provenance)
               for n, title, question, ruling, rules, provenance, script in _CASES])
