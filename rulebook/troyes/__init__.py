"""Troyes (Pearl Games, 2010), base game for 2-4 players: the rules engine behind the Troyes notebooks.

    from rulebook import troyes
    state = troyes.new_game(players=3, seed=7)   # setup draws come from the seed
    state.legal_actions(); state.explain(action); state = state.apply(action)
    question = troyes.position(money={"A": 7}, dice={"A": "Y4", "B": "Y5", "N": "Y3"})   # a position by name
    question.purse("A"), question.district("B"), question.citizens_on("Palace")

How a game is split into decisions (each is one `apply`; chance nodes are dice only):

* Setup: `place <building> <space>` per citizen in snake order (TRY-2.17 - TRY-2.19). Start player, activity
  cards, event decks and characters are drawn by `new_game(seed=...)` with `random.Random(seed)`.
* Phase 2 and every reroll: one chance node per coloured die, `roll 1..6`; the black pool: `black 1..6` each.
* Events: an event placing a grey citizen rolls its own die (a chance node, `roll 1..6`, TRY-20.60); a player
  chooses `discard <dice>` only when an event leaves a real choice (TRY-7.12; no printed event does).
* Countering (TRY-8): influence spends, then `take <black values>` (always including the highest) or `penalty`
  when unable; then `use <own die>` one die at a time, in die order, never one that leaves the counter short,
  and `done` when the chosen dice reach the black dice.
* An action turn (TRY-9): first any influence spends (`reroll <own die>`, `citizen`, `flip` then
  `flip_dice <1-3 own dice>`), then optionally `cube <card>` (one per action, TRY-9.6), then the action and its
  target (`agriculture`, `cathedral`, `fight <event>`, `activate <card>`, `recruit <building>`) or `pass`;
  then `group <dice>` listing every legal group of 1-3 dice (own, bought, free) for that action and cube; then
  `evict <space>` for a recruit, or the card's questions for an activation (`convert`/`decline`, `option <i>`,
  `immediate`/`store`, `flag <event>` for each event cube - or once for all of Chivalry's, and `black 1..6`
  chance for the Archer's die). Only actions that have at least one legal group are offered, so no choice leads
  to a dead end.
* Dice are named (district, colour, value): district 0-3 is a seat (A-D), 4 the neutral district.
* `Action("by", (seat, action))` asks whether a particular seat may make a move now; it is always refused, with
  the reason (for instance TRY-9.19 after passing).

The deck is the rulebook's (its card appendix, TRY-20.20 - TRY-20.68); what no source prints, and each open point
of a card's wording, is an option with a stated default (`OPTIONS`, the rule texts tag them [ruling]).

Readings the engine adds where the spec leaves a gap (all within its rules): a spent cube must suit the action
(a bonus cube needs a group of its colour, Militiaman needs an action wanting red, ...); with a Tithe cube dice
from other districts are only the free ones (no buying alongside, as in TRY-FAQ-18); an event discard with a
single possible choice resolves itself; the dice of phase 2 are logged once per district when all have landed.

Where things live (the shared layout of docs/architecture.md, bottom to top):

    pieces.py        colours, seats (SEATS), dice codes, phase ids and names (PHASES), prebuilt actions
    board.py         buildings and spaces, the cathedral, activity slots
    card_effects.py  the card-effect vocabulary (spec 20.5), compiled from card data
    cards.py         the card file (cards.json): schema, load_cards, the cards as the engine reads them, and
                     ACTION_SPACE (a stable code for every move and chance outcome, declared in pieces.action_space)
    options.py       OPTIONS and the resolved Config of one game
    rules.py         RULES, read from rules.json
    queries.py       read-only questions (state.district("A"), state.citizens_on("Palace"), metrics, ...)
    dice_groups.py   the rules of a dice group: colours, size, price, total, every legal group
    action_reach.py  fast "is this action possible at all?" checks for the turn menu
    edits.py         purse, influence and VP changes shared by the phases; the influence spends
    words.py         plain words: describe(state, action), KIND_WORDS, place_name and the place ids
    scoring.py, summary.py, invariants.py, serialize.py
    information.py   observation(state, seat) and resample_hidden(state, seat, rng) (hidden information)
    render.py        the picture (render_svg), its place ids, action_places, changed_places, moves_at
    phases/          placement, workforce, events, black_dice, countering, actions, activation, round_end
    refusals.py      refusals no phase owns (malformed moves, stray chance outcomes, `by <seat>`)
    state.py         TroyesState (State), Draft, PHASE_TABLE; from_json
    setup.py         new_game
    positions.py     position(...) and position_args(state): the public position builder; POSITION_FIELDS
    bots.py          BOTS: random and heuristic
    teaching/        the walkthrough and the FAQ cases by topic
"""

from __future__ import annotations

from .bots import BOTS, HeuristicBot
from .cards import ACTION_SPACE, CardError, CardSet, load_cards, shipped_cards
from .information import observation, resample_hidden
from .invariants import check_invariants
from .options import OPTIONS
from .pieces import PHASES, SEATS, die, group, seat_name
from .positions import ADVANCED_ARGS, POSITION_FIELDS, position, position_args, position_fields
from .render import PLACE_PATTERN, action_places, changed_places, moves_at, render_svg
from .rules import RULES
from .scoring import score_breakdown
from .setup import DEFAULT_PLAYERS, MAX_PLIES, NAME, PLAYERS, TITLE, new_game
from .state import State, TroyesState, from_json
from .summary import outcome_columns, summary
from .teaching.faq import FAQ
from .teaching.walkthrough import WALKTHROUGH
from .words import KIND_WORDS, describe, place_name

__all__ = [
    "ACTION_SPACE",
    "ADVANCED_ARGS",
    "BOTS",
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
    "CardError",
    "CardSet",
    "HeuristicBot",
    "State",
    "TroyesState",
    "action_places",
    "changed_places",
    "check_invariants",
    "describe",
    "die",
    "from_json",
    "group",
    "load_cards",
    "moves_at",
    "new_game",
    "observation",
    "outcome_columns",
    "place_name",
    "position",
    "position_args",
    "position_fields",
    "render_svg",
    "resample_hidden",
    "score_breakdown",
    "seat_name",
    "shipped_cards",
    "summary",
]
