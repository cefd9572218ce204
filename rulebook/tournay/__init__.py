"""Tournay (Pearl Games, 2011): a complete rules engine for the base game, following the engine contract.

    from rulebook import tournay
    state = tournay.new_game(players=2, seed=7)
    state.legal_actions(); state.explain(action); state = state.apply(action)
    tournay.position(seats={"P1": {"hand": ["Fort"], "district": {(1, 1): "Arsenal"}}})   # ask your own question

Where things live (bottom to top; each module imports only those above it in this list):

- `pieces`: seats (`SEATS`, P1..P4), the pending steps and their plain names (`PHASES`), the action type and
  prebuilt actions, colours, decks, and the effect vocabulary cards are written in;
- `board`: district geometry (the frame of spaces, adjacency, rows and columns);
- `cards` + `cards.json`: the checked card file (`load_cards`, `shipped_cards`, `CardSet`) and `ACTION_SPACE`,
  a stable code for every move and chance outcome (declared in `pieces.action_space`);
- `options`: every configurable rule (`OPTIONS`) and the resolved `Config`;
- `rules` + `rules.json`: the rule texts by ID (`RULES`);
- `queries`: read-only questions about a position, also offered as `State` methods;
- `words`: moves, chance outcomes and places in plain words (`describe`, `KIND_WORDS`, `place_name`);
- `scoring`, `summary`, `invariants`, `serialize`, `render`: scores (and `score_breakdown`, rule by rule), the
  numbers on the table, the conservation laws, JSON in and out, the SVG picture with its clickable places
  (`PLACE_PATTERN`, `action_places`, `changed_places`, `moves_at`);
- `information`: what each seat sees (`observation`) and a position redrawn from its view (`resample_hidden`);
- `phases/`: one module per phase of play (playing a card, the citizen action, drawing, events, effects, end
  of turn, final placement), each with `legal_moves`, `chance_outcomes`, `apply_move`, `why_not`;
- `refusals`: why a move is refused at the wrong moment or is not among the choices;
- `state`: `State` (the position), `Draft` (its writable copy) and `PHASE_TABLE` (pending step → phase module);
- `setup`: `new_game`; `positions`: `position(...)`, `position_args(state)` and `POSITION_FIELDS` for the
  position editor; `bots`: `BOTS` (the heuristic bot also says why: `choose_with_reason`);
- `teaching/`: the walkthrough and the FAQ cases by topic.
"""

from __future__ import annotations

from .bots import BOTS
from .cards import ACTION_SPACE, load_cards, shipped_cards
from .information import observation, resample_hidden
from .invariants import check_invariants
from .options import OPTIONS
from .pieces import PHASES, SEATS, action, seat_name
from .positions import POSITION_FIELDS, position, position_args
from .render import PLACE_PATTERN, action_places, changed_places, moves_at, render_svg
from .rules import RULES
from .scoring import score_breakdown
from .serialize import state_from_json
from .setup import DEFAULT_PLAYERS, NAME, PLAYERS, new_game
from .state import State, TournayState
from .summary import outcome_columns, summary
from .teaching.faq import FAQ
from .teaching.walkthrough import WALKTHROUGH
from .words import KIND_WORDS, describe, place_name

TITLE = "Tournay"
MAX_PLIES = 6_000
"""Decision cap for simulations; the `max_turns` guard (TOU-13.12) ends every game well before it."""


def from_json(text: str) -> TournayState:
    """Rebuild a state from `to_json()` text, checking every field and the conservation laws."""
    return state_from_json(text, TournayState)


__all__ = [
    "ACTION_SPACE",
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
    "State",
    "TournayState",
    "action",
    "action_places",
    "changed_places",
    "check_invariants",
    "describe",
    "from_json",
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
]
