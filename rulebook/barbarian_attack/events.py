"""The Event Cards combination (CBA-16): a card from the event deck replaces the production roll.

The deck is a tuple of counts per card id (cards.json). A draw is a chance node over the cards left; when only
`reshuffle_when_left` cards remain (the "New Year" card lies above them) the whole deck is shuffled again first.
Robber Attacks! plays as a 7, Robber Flees does nothing, Conflict lets the single strongest knight owner draw a
card; the other printed events are outside this specification and play as plain numbers (CBA-16.1a).
"""

from __future__ import annotations

from typing import Any

from . import actions as A
from . import model as M
from .flow import resume, seven_items
from .state import note, register

_EVENT_ACTIONS: dict[str, Any] = {}


def _event_action(card_id: str) -> Any:
    action = _EVENT_ACTIONS.get(card_id)
    if action is None:
        action = _EVENT_ACTIONS[card_id] = A.A("event", card_id)
    return action


def fresh_pile(s: Any) -> tuple[int, ...]:
    return s.cfg.cards.event_counts


def _chance_event(s: Any) -> tuple:
    pile = s.event_pile
    if sum(pile) <= s.cfg.cards.reshuffle_when_left:
        pile = fresh_pile(s)
    total = sum(pile)
    ids = s.cfg.cards.event_ids
    return tuple((_event_action(ids[k]), n / total) for k, n in enumerate(pile) if n)


def conflict_leader(s: Any) -> int:
    """The one player with strictly most own knights on the board, or -1 (CBA-16.4, CBA-16.4a)."""
    counts = [0] * s.cfg.players
    for f in s.knight:
        if 0 <= f < s.cfg.players:
            counts[f] += 1
    top = max(counts)
    leaders = [p for p, c in enumerate(counts) if c == top]
    return leaders[0] if top and len(leaders) == 1 else -1


def _apply_event(w: Any, action: Any) -> None:
    cards = w.cfg.cards
    if sum(w.event_pile) <= cards.reshuffle_when_left:
        note(w, "New Year: the event deck is shuffled again", ("CBA-16.1a",))
        w.event_pile = fresh_pile(w)
    k = cards.event_ids.index(action.args[0])
    w.event_pile = tuple(n - 1 if j == k else n for j, n in enumerate(w.event_pile))
    total, event = cards.event_totals[k], cards.event_kinds[k]
    note(w, f"reveals the event card {cards.event_names[k]} ({total})", ("CBA-16.1", "CBA-16.1a"), w.seat)
    after: list[tuple] = []
    if event == "robber_attacks":
        note(w, "Robber Attacks!: resolved as a rolled 7", ("CBA-16.2", "CBA-6.6"), w.seat)
        after = seven_items(w.seat, w.cfg.options["seven_order"])
    elif event == "robber_flees":
        note(w, "Robber Flees: no effect in this scenario", ("CBA-16.3",), w.seat)
    elif event == "conflict":
        leader = conflict_leader(w)
        if leader < 0:
            note(w, "Conflict: no single player has the most knights; nothing happens", ("CBA-16.4", "CBA-16.4a"))
        else:
            note(w, f"Conflict: player {leader} has the most knights and may draw a card", ("CBA-16.4",), leader)
            after.append(("steal_choice", leader))
    if total != 7:
        after.append(("produce", total))
    w.queue = tuple(after) + w.queue
    resume(w)


register(M.EVENT, chance=_chance_event, apply=_apply_event)

