"""Catan: Traders & Barbarians, the "Barbarian Attack" scenario, as a rules engine.

    from rulebook import barbarian_attack as ba
    state = ba.new_game(players=4, seed=7)          # options as keywords, see ba.OPTIONS
    state.legal_actions(); state.explain(action); state = state.apply(action)
    s = ba.position(active="White", barbarians={"H3": 2}, settlements={"I11": "Red"}, roads={"P46": "White"},
                    hands={"White": "brick lumber wool grain"})        # the position of a question
    s.is_conquered("H3"), s.building_at("I11"), s.hand("White"), s.phase_name

Spec: catan-barbarian-attack.md (rule IDs CBA-x.y). Set-up randomness (terrain, harbours, start player) comes
from the seed; dice, card draws and random card draws are chance nodes: production roll (`roll` total), landing
rolls (`landing` total, 7s and repeats are real outcomes that get rejected), development card (`card` kind, by the
counts left in the draw pile), the card drawn on a 7 or by Conflict (`steal` resource), roll-offs (`rolloff`, one
die per rolling faction), the castle die (`castle_die`), event cards (`event` id) and the two-player forced trade
(`take` resource). Decisions are split where a single move would explode: a trade offer is built item by item
(`offer`, `give`, `ask`, `propose`, then `accept`/`decline` by the partner), discards go one card at a time,
Treason picks its sources and targets one by one, and a grain-paid knight move (`move_far`) is offered only for
4-5 steps.

Where things live (docs/architecture.md has the roles of every game package):

    pieces       seats, phases in plain words, resources, action kinds and prebuilt actions
    board        board.json checked, and the geometry: hexes H0-H18, intersections I0-I53, paths P0-P71
    cards        cards.json: the development deck and the event deck, card names; ACTION_SPACE (stable codes for
                 every move and chance outcome, declared in pieces.action_space)
    options      every option (OPTIONS) and the Config a game reads
    rules        the rule registry, rules.json
    queries      read-only questions: conquest, harbours, victory points, Longest Road, where pieces may go
    scoring      scores, their breakdown rule by rule, the winner
    summary      the numbers on the table; the outcome explorer's columns
    invariants   the conservation laws and the phase details a position may be in
    serialize    JSON out and in, every field checked
    words        plain words: describe(state, action), KIND_WORDS, place_name, labels_for
    render       the SVG picture with a clickable id on every place; action_places, moves_at, changed_places
    information  what a seat sees (observation) and the positions it cannot tell apart (resample_hidden)
    edits        the changes several phases make (log, pieces, barbarians, payments, awards, victory, interruptions)
    phases/      founding, production, seven, trade_and_build, landing, development_card, knight_movement,
                 battles, two_player: each with legal_moves, chance_outcomes, apply_move, why_not
    refusals     refusals before the phase has a say: outcomes as moves, malformed moves, the wrong moment
    state        State, its writable Draft, PHASE_TABLE (phase -> module), from_json
    setup        new_game
    positions    the public builder position(...) and its inverse position_args(state)
    bots         random and heuristic players
    calculators  exact odds: landings, landings until a hex falls, casualties
    teaching/    the guided tour and the FAQ cases by topic
"""

from __future__ import annotations

from .board import COAST
from .bots import BOTS
from .cards import ACTION_SPACE, DEFAULT_CARDS, CardSet, load_cards, shipped_cards
from .information import observation, resample_hidden
from .invariants import check_invariants
from .options import OPTIONS
from .pieces import PHASES, SEATS, A, BAAction, seat_name
from .positions import POSITION_FIELDS, position, position_args, table_facts
from .render import PLACE_PATTERN, action_places, changed_places, last_move_places, moves_at, render_svg
from .rules import RULES
from .scoring import score_breakdown
from .setup import PLAYERS, new_game
from .state import BAState, Building, State, from_json
from .summary import outcome_columns, summary
from .teaching.faq import FAQ
from .teaching.walkthrough import WALKTHROUGH
from .words import KIND_WORDS, describe, labels_for, place_name

NAME = "barbarian_attack"
TITLE = "Catan: Traders & Barbarians - Barbarian Attack"
DEFAULT_PLAYERS = 4
MAX_PLIES = 30_000
"""Decision cap for simulations; a game cut off by it is reported as truncated."""

__all__ = [
    "ACTION_SPACE",
    "BOTS",
    "COAST",
    "DEFAULT_CARDS",
    "DEFAULT_PLAYERS",
    "FAQ",
    "KIND_WORDS",
    "MAX_PLIES",
    "NAME",
    "OPTIONS",
    "PHASES",
    "PLACE_PATTERN",
    "PLAYERS",
    "POSITION_FIELDS",
    "RULES",
    "SEATS",
    "TITLE",
    "WALKTHROUGH",
    "A",
    "BAAction",
    "BAState",
    "Building",
    "CardSet",
    "State",
    "action_places",
    "changed_places",
    "check_invariants",
    "describe",
    "from_json",
    "labels_for",
    "last_move_places",
    "load_cards",
    "moves_at",
    "new_game",
    "observation",
    "outcome_columns",
    "place_name",
    "position",
    "position_args",
    "render_svg",
    "resample_hidden",
    "score_breakdown",
    "seat_name",
    "shipped_cards",
    "summary",
    "table_facts",
]
