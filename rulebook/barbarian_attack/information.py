"""What each player can see, and the positions a player cannot tell apart: for search bots that plan from one
seat's point of view (issue 17, determinization).

In Barbarian Attack almost everything lies open on the table: the island, every piece, the barbarians, gold,
prisoners, trade tokens, the bank, and both development piles (cards are resolved at once and discarded face up,
so the draw pile's make-up is known; its order is not kept at all, every draw is a chance node). What a player
cannot see is the other players' resource cards: only how many each one holds.

* `observation(state, seat)`: everything on the table, the seat's own hand, and the size of every other hand, as
  JSON-ready data. Two positions with the same observation look the same to that seat.
* `resample_hidden(state, seat, rng)`: the same table with the other players' cards shuffled together and dealt
  back at random, each player keeping their hand size. Conservation holds (each resource still adds up to 19 with
  the bank), and what the engine has shown the seat is kept: cards an open trade offer gives or asks stay in their
  hands, and while the seat assembles an offer the partner keeps exactly the cards the seat can or cannot still
  ask for, so the seat's legal moves never change.

The model is that of a player who reads the table, not one who counts cards: the log tells who received or paid
what, and a player tracking it card by card would know more about the other hands than their sizes. With two
players the one other hand is fixed by the bank and the seat's own hand, so nothing is redrawn.
"""

from __future__ import annotations

import random
from typing import Any

from . import pieces as P
from .cards import DEFAULT_CARDS

FIELDS = ("phase", "to_move", "ctx", "queue", "seat", "turn", "setup_i", "gold", "prisoners", "tokens",
          "token_supply", "bank", "barb", "barb_supply", "lost_prisoners", "owner", "level", "road", "knight",
          "knights_left", "roads_left", "settlements_left", "cities_left", "road_len", "lr_holder", "hm_holder",
          "draw_pile", "discard_pile", "card", "event_pile", "gold_buys", "token_used", "moved", "foreign_moving",
          "first_knight", "foreign_entries", "landings", "knights_lost", "ever_conquered", "winner", "start_player")
"""The fields of a position every player sees (all of them except the hands, which `observation` shows as the
seat's own cards and every hand's size)."""
_TRIES = 200
"""Deals tried before a resample keeps the true hands (only when an offer's limits leave almost no freedom)."""


def _plain(value: Any) -> Any:
    if isinstance(value, tuple):
        return [_plain(v) for v in value]
    return value


def observation(s: Any, seat: int | str) -> dict[str, Any]:
    """What `seat` (a number or a colour) sees now: the table (every public field of the position, the options,
    terrain and harbours), its own resource cards and how many cards each player holds. The log is left out: it
    is the history, and `resample_hidden` models a player who reads the table, not one who counts cards."""
    p = P.seat_index(seat, s.cfg.players)
    cfg = s.cfg
    return {
        "seat": P.SEATS[p],
        "config": {"players": cfg.players, "options": {k: _plain(v) for k, v in cfg.options.items() if k != "cards"},
                   "terrain": list(cfg.terrain), "harbours": list(cfg.harbours),
                   "cards": None if cfg.cards is DEFAULT_CARDS else cfg.cards.raw},
        "table": {name: _plain(getattr(s, name)) for name in FIELDS},
        "hand": dict(zip(P.RESOURCES, s.hands[p])),
        "hand sizes": {P.SEATS[q]: sum(s.hands[q]) for q in range(cfg.players)},
    }


def _bounds(s: Any, seat: int) -> tuple[dict[int, list[int]], dict[int, list[int | None]]]:
    """The fewest and most cards of each resource every other player must hold, from what the engine has shown
    `seat`: an open offer (its maker holds what it gives, the partner what it asks), and, while `seat` assembles
    an offer, which items it may still ask for (the partner holds more of those, exactly the asked number of the
    others)."""
    others = [q for q in range(s.cfg.players) if q != seat]
    lo = {q: [0] * 5 for q in others}
    hi: dict[int, list[int | None]] = {q: [None] * 5 for q in others}
    if s.phase in (P.DRAFT, P.RESPOND) and len(s.ctx) == 3:
        partner, give, ask = s.ctx
        for q, items in ((s.seat, give), (partner, ask)):
            if q != seat:
                lo[q] = [max(a, b) for a, b in zip(lo[q], items[:5])]
        if s.phase == P.DRAFT and seat == s.seat:
            theirs = s.hands[partner]
            for r in range(5):
                if give[r]:
                    continue
                if ask[r] < theirs[r]:
                    lo[partner][r] = ask[r] + 1
                else:
                    hi[partner][r] = ask[r]
    return lo, hi


def resample_hidden(s: Any, seat: int | str, rng: random.Random) -> Any:
    """A position equal to `s` in everything `seat` sees (`observation`), the other players' cards redrawn: the
    cards they hold between them are shuffled with `rng` and dealt back, each player keeping their hand size and
    the cards the seat knows they hold (see `_bounds`). `s` is not changed; the result obeys every conservation
    law and gives `seat` the same legal moves."""
    p = P.seat_index(seat, s.cfg.players)
    others = [q for q in range(s.cfg.players) if q != p and sum(s.hands[q])]
    if len(others) < 2:
        return _with_hands(s, s.hands)
    lo, hi = _bounds(s, p)
    pool: list[int] = []
    for r in range(5):
        pool += [r] * (sum(s.hands[q][r] for q in others) - sum(lo[q][r] for q in others))
    for _ in range(_TRIES):
        rng.shuffle(pool)
        hands = list(s.hands)
        at = 0
        for q in others:
            hand = list(lo[q])
            for r in pool[at:at + sum(s.hands[q]) - sum(hand)]:
                hand[r] += 1
            at += sum(s.hands[q]) - sum(lo[q])
            hands[q] = tuple(hand)
        if all(h is None or hands[q][r] <= h for q in others for r, h in enumerate(hi[q])):
            return _with_hands(s, tuple(hands))
    return _with_hands(s, s.hands)


def _with_hands(s: Any, hands: tuple) -> Any:
    """A copy of `s` with other hands (a fresh object: no cached legal moves of the old one)."""
    fields = dict(s.__dict__)
    fields["hands"] = hands
    new = object.__new__(type(s))
    object.__setattr__(new, "__dict__", fields)
    return new
