"""Troyes (Pearl Games, 2010), base game for 2-4 players: the rules engine behind the Troyes notebooks.

    from rulebook import troyes
    state = troyes.new_game(players=3, seed=7)   # setup draws come from the seed
    state.legal_actions(); state.explain(action); state = state.apply(action)

How a game is split into decisions (each is one `apply`; chance nodes are dice only):

* Setup: `place <building> <space>` per citizen in snake order (TRY-2.17 - TRY-2.19). Start player, activity
  cards, event decks and characters are drawn by `new_game(seed=...)` with `random.Random(seed)`.
* Phase 2 and every reroll: one chance node per coloured die, `roll 1..6`; the black pool: `black 1..6` each.
* Events: a player chooses `discard <dice>` only when an event leaves a real choice (TRY-7.12).
* Countering (TRY-8): influence spends, then `take <black values>` (always including the highest) or `penalty`
  when unable; then `use <own die>` one die at a time, in die order, never one that leaves the counter short,
  and `done` when the chosen dice reach the black dice.
* An action turn (TRY-9): first any influence spends (`reroll <own die>`, `citizen`, `flip` then
  `flip_dice <1-3 own dice>`), then optionally `cube <card>` (one per action, TRY-9.6), then the action and its
  target (`agriculture`, `cathedral`, `fight <event>`, `activate <card>`, `recruit <building>`) or `pass`;
  then `group <dice>` listing every legal group of 1-3 dice (own, bought, free) for that action and cube; then
  `evict <space>` for a recruit, or the card's questions for an activation (`convert`/`decline`, `option <i>`,
  `immediate`/`store`, `flag <event>`, and `black 1..6` chance for a card's black die). Only actions that have
  at least one legal group are offered, so no choice leads to a dead end.
* Dice are named (district, colour, value): district 0-3 is a seat, 4 the neutral district.
* `Action("by", (seat, action))` asks whether a particular seat may make a move now; it is always refused, with
  the reason (for instance TRY-9.19 after passing).

Readings the engine adds where the spec leaves a gap (all within its rules): a spent cube must suit the action
(a bonus cube needs a group of its colour, Militia needs an action wanting red, ...); with a Tithing cube dice
from other districts are only the free ones (no buying alongside, as in TRY-FAQ-18); an event discard with a
single possible choice resolves itself; the dice of phase 2 are logged once per district when all have landed.

Where things live: state.py (the immutable position), setup.py (new_game), flow.py (automatic phases),
moves.py (which decision is open), turn.py / counter.py / effects.py (the decisions), groups.py (the rules of
a dice group), reach.py (fast "is it possible at all" checks for menus), scoring.py, explain.py (refusals),
serialize.py (JSON), render.py (SVG), cards.py / vocabulary.py / config.py / options.py (data and options),
rules.py + rules.json (rule texts), faq_*.py, walkthrough.py, positions.py (building example positions),
summary.py (the numbers on the table, for "what changed").
"""

from __future__ import annotations

from .bots import BOTS, HeuristicBot
from .cards import CardError, CardSet, load_cards, shipped_cards
from .constants import SEAT_NAMES
from .invariants import check_invariants
from .options import OPTIONS
from .outcome import outcome_columns
from .rules import RULES
from .serialize import state_from_json as from_json
from .setup import DEFAULT_PLAYERS, NAME, PLAYERS, new_game
from .state import TroyesState
from .summary import summary

TITLE = "Troyes"
MAX_PLIES = 5_000
"""Decision cap for simulations; random 3-player games take about 200 decisions."""

from .faq import FAQ  # noqa: E402
from .walkthrough import WALKTHROUGH  # noqa: E402


def seat_name(seat: int) -> str:
    """How pictures, logs and the narration name a seat: A, B, C, D."""
    return SEAT_NAMES[seat]


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
    "CardError",
    "CardSet",
    "HeuristicBot",
    "TroyesState",
    "check_invariants",
    "from_json",
    "load_cards",
    "new_game",
    "outcome_columns",
    "seat_name",
    "shipped_cards",
    "summary",
]
