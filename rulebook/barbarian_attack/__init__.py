"""Catan: Traders & Barbarians, the "Barbarian Attack" scenario, as a rules engine.

    from rulebook import barbarian_attack as ba
    state = ba.new_game(players=4, seed=7)          # options as keywords, see ba.OPTIONS
    state.legal_actions(); state.explain(action); state = state.apply(action)

Spec: catan-barbarian-attack.md (rule IDs CBA-x.y). Set-up randomness (terrain, harbours, start player) comes
from the seed; dice, card draws and random card draws are chance nodes.

Chance nodes: production roll (`roll` total), landing rolls (`landing` total, 7s and repeats are real outcomes
that get rejected), development card (`card` kind, by the counts left in the draw pile), the card drawn on a 7 or
by Conflict (`steal` resource), roll-offs (`rolloff`, one die per rolling faction), the castle die
(`castle_die`), event cards (`event` id) and the two-player forced trade (`take` resource).

Decisions are split where a single move would explode: a trade offer is built item by item (`offer`, `give`,
`ask`, `propose`, then `accept`/`decline` by the partner), discards go one card at a time, Treason picks its
sources and targets one by one, and a grain-paid knight move (`move_far`) is offered only for 4-5 steps.

Modules: geometry (ids and tables), board (data files), model (questions about a position), state (the state and
phase dispatch), setup / flow / main_phase / cards / knights / battles / twoplayer / events (the rules by phase),
awards (Longest Road, Harbormaster), explain + problems (rulings), serialize + validate (JSON), render (SVG), bots,
calculators, positions (example positions), faq_* and walkthrough, summary (the numbers on the table).
"""

from __future__ import annotations

from typing import Any

from . import battles, cards, events, flow, knights, main_phase, twoplayer  # noqa: F401  (register phases)
from . import geometry as G
from . import model as M
from .actions import A, BAAction
from .board import DEFAULT_CARDS, CardSet, load_cards
from .bots import BOTS
from .faq import FAQ
from .invariants import check_invariants
from .options import OPTIONS
from .rules import RULES
from .serialize import from_json
from .setup import PLAYERS, new_game
from .state import BAState
from .summary import summary
from .walkthrough import WALKTHROUGH

NAME = "barbarian_attack"
TITLE = "Catan: Traders & Barbarians - Barbarian Attack"
DEFAULT_PLAYERS = 4
MAX_PLIES = 30_000
"""Decision cap for simulations; a game cut off by it is reported as truncated."""


def outcome_columns(final: BAState) -> dict[str, Any]:
    """Per-game columns for the outcome explorer: length, landings, barbarians, prisoners, conquest per hex."""
    cols: dict[str, Any] = {
        "turns": final.turn,
        "landings": final.landings,
        "barbarians_on_board": sum(final.barb),
        "barbarian_supply": final.barb_supply,
        "knights_lost": final.knights_lost,
        "longest_road_holder": final.lr_holder,
    }
    for seat in range(final.num_players):
        cols[f"prisoners_{seat}"] = final.prisoners[seat]
        cols[f"gold_{seat}"] = final.gold[seat]
    for h in G.COASTAL_HEXES:
        cols[f"conquered_h{h}"] = int(bool(final.cmask & (1 << h)))
        cols[f"ever_conquered_h{h}"] = int(bool(final.ever_conquered & (1 << h)))
    return cols


def seat_name(seat: int) -> str:
    """How pictures and logs name a seat: its colour (Red, Blue, White, Orange)."""
    return M.COLOURS[seat].capitalize()


__all__ = [
    "BOTS",
    "DEFAULT_CARDS",
    "DEFAULT_PLAYERS",
    "FAQ",
    "MAX_PLIES",
    "NAME",
    "OPTIONS",
    "PLAYERS",
    "RULES",
    "TITLE",
    "WALKTHROUGH",
    "A",
    "BAAction",
    "BAState",
    "CardSet",
    "check_invariants",
    "from_json",
    "load_cards",
    "new_game",
    "outcome_columns",
    "seat_name",
    "summary",
]
