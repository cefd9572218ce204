"""Tournay (Pearl Games, 2011): a complete rules engine for the base game, following the engine contract.

    from rulebook import tournay
    state = tournay.new_game(players=2, seed=7)
    state.legal_actions(); state.explain(action); state = state.apply(action)
"""

from __future__ import annotations

from .bots import BOTS
from .cards import load_cards
from .config import OPTIONS
from .faq import FAQ
from .invariants import check_invariants as _check_invariants
from .rules import RULES
from .serialize import state_from_json
from .setup import DEFAULT_PLAYERS, NAME, PLAYERS, new_game
from .state import TournayState
from .summary import summary
from .walkthrough import WALKTHROUGH

TITLE = "Tournay"
MAX_PLIES = 6_000
"""Decision cap for simulations; the `max_turns` guard (TOU-13.12) ends every game well before it."""


def from_json(text: str) -> TournayState:
    """Rebuild a state from `to_json()` text, checking every field and the conservation laws."""
    return state_from_json(text, TournayState)


def check_invariants(state: TournayState) -> tuple[str, ...]:
    """Every broken conservation law of a position (cards, citizens, deniers, tokens), in words; empty if none."""
    return tuple(_check_invariants(state))


def outcome_columns(final: TournayState) -> dict:
    """Per-game columns for simulations: turns, criers, how the end came, and each seat's score parts."""
    from .scoring import breakdown
    row = {"turns": final.turn, "criers_revealed": final.criers, "end_trigger": final.end_trigger or "none",
           "end_trigger_seat": final.end_trigger_seat}
    for s, part in enumerate(breakdown(final.cfg, final.players)):
        row[f"prestige_{s}"] = part["prestige"]
        row[f"printed_{s}"] = part["printed"]
        row[f"walls_{s}"] = part["walls"]
        row[f"deniers_{s}"] = final.players[s].money
    return row


def seat_name(seat: int) -> str:
    """How pictures and logs name a seat: P1 .. P4."""
    return f"P{seat + 1}"


__all__ = [
    "BOTS",
    "DEFAULT_PLAYERS",
    "FAQ",
    "MAX_PLIES",
    "NAME",
    "OPTIONS",
    "PLAYERS",
    "RULES",
    "TITLE",
    "WALKTHROUGH",
    "TournayState",
    "check_invariants",
    "from_json",
    "load_cards",
    "new_game",
    "outcome_columns",
    "seat_name",
    "summary",
]
