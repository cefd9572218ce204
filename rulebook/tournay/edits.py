"""The small moves of pieces several Tournay phases make, written once: deniers taken and paid, cards into and out
of hands, a card put under its deck, a wall built, a space released or occupied.

Each takes the writable `Draft` a phase was given (see state.py) and changes it in place; nothing here decides
whether a move is allowed (the phases do, citing the rules).
"""

from __future__ import annotations

from typing import Any

from .pieces import DAMAGE, GREY, bump


def gain(w: Any, s: int, n: int) -> int:
    """Take up to n deniers from the general supply (TOU-1.12); return how many."""
    if w.cfg.deniers_limited:
        n = max(0, min(n, w.supply_deniers))
    p = w.players[s]
    w.players[s] = p._replace(money=p.money + n)
    w.supply_deniers -= n
    return n


def pay(w: Any, s: int, n: int, to: int = -1) -> int:
    """Pay up to n deniers to the supply or to seat `to` (TOU-7.12: as far as possible); return how many."""
    p = w.players[s]
    n = min(n, p.money)
    w.players[s] = p._replace(money=p.money - n)
    if to < 0:
        w.supply_deniers += n
    else:
        q = w.players[to]
        w.players[to] = q._replace(money=q.money + n)
    return n


def add_to_hand(w: Any, s: int, card: int) -> None:
    """A card goes to seat s's hand."""
    p = w.players[s]
    w.players[s] = p._replace(hand=tuple(sorted((*p.hand, card))))


def remove_from_hand(w: Any, s: int, card: int) -> None:
    """A card leaves seat s's hand."""
    p = w.players[s]
    hand = list(p.hand)
    hand.remove(card)
    w.players[s] = p._replace(hand=tuple(hand))


def put_bottom(w: Any, card: int) -> None:
    """Face down under its own deck, above a spent crier (TOU-6.8, TOU-12.3, TOU-12.4)."""
    c = w.cards[card]
    if c.kind == "event":
        w.event_deck = w.event_deck._replace(bottom=(*w.event_deck.bottom, card))
    else:
        d = w.decks[c.deck]
        w.decks[c.deck] = d._replace(bottom=(*d.bottom, card))


def build_wall(w: Any, s: int, card: int) -> None:
    """Move an event card from hand to the wall pile (TOU-0.9.12, TOU-7.7)."""
    p = w.players[s]
    hand = list(p.hand)
    hand.remove(card)
    w.players[s] = p._replace(hand=tuple(hand), walls=(*p.walls, card))


def release_space(w: Any, s: int, idx: int) -> None:
    """Clear the occupant of a space being covered or discarded (TOU-4.12, TOU-4.13)."""
    p = w.players[s]
    code = p.occ[idx]
    if not code:
        return
    if code in (GREY, DAMAGE):
        w.supply_tokens += 1
    else:
        p = p._replace(used=bump(p.used, code - 1, 1))
    occ = list(p.occ)
    occ[idx] = 0
    w.players[s] = p._replace(occ=tuple(occ))


def set_occ(w: Any, s: int, idx: int, code: int) -> None:
    """Put an occupant code on a space (a token, a citizen, or 0 to free it)."""
    p = w.players[s]
    occ = list(p.occ)
    occ[idx] = code
    w.players[s] = p._replace(occ=tuple(occ))
