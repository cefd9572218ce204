"""The scenario's development deck (CBA-11): drawing at random, and resolving each card at once.

The deck is kept as counts per card kind in the draw pile and the discard pile; a purchase is a chance node over
the kinds left in the draw pile, so every card drawn has its exact probability.
"""

from __future__ import annotations

from typing import Any

from rulebook.core import CHANCE

from . import actions as A
from . import geometry as G
from . import model as M
from .flow import move_barbarian, resume
from .main_phase import pay_gold
from .state import note, register

KIND_INDEX = {k: n for n, k in enumerate(M.CARD_KINDS)}


def card_name(s: Any, kind: str) -> str:
    """The printed name of a card kind in this game's edition (CBA-0.2b)."""
    from .board import BOARD
    return BOARD["editions"][s.cfg.edition]["card_names"][kind]


def card_kind(name: str, cards: Any = None) -> str:
    """The card kind (knighthood, free_knight, treason, capture) for an id or any printed name (CBA-0.2b)."""
    from .board import DEFAULT_CARDS
    raw = (cards or DEFAULT_CARDS).raw["development_deck"]
    wanted = name.strip().lower()
    for card in raw:
        if wanted == card["id"] or wanted in (alias.lower() for alias in card["aliases"]):
            return card["id"]
    known = ", ".join(a for card in raw for a in card["aliases"])
    raise ValueError(f"no development card is called {name!r}; known names: {known}")


def start_draw(w: Any, free: bool) -> None:
    """Draw the top card: a chance node over the draw pile, refilled from the discards if empty (CBA-11.8)."""
    if not sum(w.draw_pile):
        note(w, f"the draw pile is empty: the {sum(w.discard_pile)} discarded cards are shuffled into a new one",
             ("CBA-11.8",))
        w.draw_pile, w.discard_pile = w.discard_pile, (0, 0, 0, 0)
    w.phase, w.ctx, w.to_move = M.DRAW, (free,), CHANCE


def _chance_draw(s: Any) -> tuple:
    total = sum(s.draw_pile)
    return tuple((A.CARD[k], n / total) for k, n in zip(M.CARD_KINDS, s.draw_pile) if n)


def _apply_draw(w: Any, action: Any) -> None:
    kind, p = action.args[0], w.seat
    k = KIND_INDEX[kind]
    w.draw_pile = tuple(n - 1 if j == k else n for j, n in enumerate(w.draw_pile))
    w.card = kind
    note(w, f"reveals {card_name(w, kind)}", ("CBA-11.4", "CBA-11.5"), p)
    if kind in ("knighthood", "free_knight"):
        if not w.knights_left[p]:
            note(w, "no knight left in supply: the card has no effect", ("CBA-11.11",), p)
            finish_card(w)
        elif kind == "knighthood" and all(w.knight[q] >= 0 for q in G.CASTLE_PATHS):
            note(w, "all six castle paths are taken: Knighthood has no effect", ("CBA-11.12",), p)
            finish_card(w)
        else:
            w.phase, w.ctx, w.to_move = M.PLACE_KNIGHT, (kind,), p
    elif kind == "treason":
        _start_treason(w, p)
    else:
        _start_capture(w, p)


def finish_card(w: Any) -> None:
    """The resolved card goes face up on the discard pile (CBA-11.7); play goes on."""
    k = KIND_INDEX[w.card]
    w.discard_pile = tuple(n + 1 if j == k else n for j, n in enumerate(w.discard_pile))
    w.card = ""
    resume(w)


# --- knights from cards (CBA-11.9 - CBA-11.12) --------------------------------------------------------------------

def free_castle_paths(s: Any) -> tuple[int, ...]:
    return tuple(q for q in G.CASTLE_PATHS if s.knight[q] < 0)


def _legal_place(s: Any) -> tuple:
    if s.ctx[0] == "knighthood":
        return tuple(A.PLACE[q] for q in sorted(free_castle_paths(s)))
    return tuple(A.PLACE[q] for q in range(G.PATHS) if s.knight[q] < 0)


def _apply_place(w: Any, action: Any) -> None:
    p, q = w.seat, action.args[0]
    first = not w.first_knight[p]
    nobody_before = not any(w.first_knight)
    w.knight = M.replaced(w.knight, {q: p})
    w.knights_left = tuple(n - 1 if j == p else n for j, n in enumerate(w.knights_left))
    w.first_knight = tuple(True if j == p else f for j, f in enumerate(w.first_knight))
    rules = ("CBA-11.9",) if w.ctx[0] == "knighthood" else ("CBA-11.10", "CBA-11.10a", "CBA-11.10b")
    note(w, f"places a knight on P{q}", (*rules, "CBA-12.1"), p)
    if w.cfg.two_player and first and free_castle_paths(w):
        once = w.cfg.options["two_player_foreign_knight_entry"] == "once"
        if not once or (nobody_before and w.foreign_entries == 0):
            w.phase, w.ctx, w.to_move = M.FOREIGN_KNIGHT, (once,), p
            return
    finish_card(w)


def _legal_foreign(s: Any) -> tuple:
    paths = tuple(A.FOREIGN[q] for q in sorted(free_castle_paths(s)))
    return paths if s.ctx[0] else (*paths, A.NO_FOREIGN)


def _apply_foreign(w: Any, action: Any) -> None:
    if action.kind == "foreign_knight":
        q = action.args[0]
        w.knight = M.replaced(w.knight, {q: M.FOREIGN})
        w.foreign_entries += 1
        note(w, f"a foreign knight enters on castle path P{q}", ("CBA-15.10", "CBA-15.10a"), w.seat)
    else:
        note(w, "brings no foreign knight", ("CBA-15.10",), w.seat)
    finish_card(w)


# --- Treason (CBA-11.13) -------------------------------------------------------------------------------------------

def hexes_with_barbarians(s: Any, exclude: tuple[int, ...] = ()) -> tuple[int, ...]:
    return tuple(h for h in G.COASTAL_HEXES if s.barb[h] and h not in exclude)


def _start_treason(w: Any, p: int) -> None:
    paid = pay_gold(w, p, 2)
    note(w, f"Treason: takes {paid} gold", ("CBA-11.13", "CBA-11.13a", "CBA-7.11"), p)
    sources = hexes_with_barbarians(w)
    if len(sources) >= 2:
        w.phase, w.ctx, w.to_move = M.TREASON_SOURCE, ((),), p
        return
    taken: tuple[int, ...] = ()
    if sources:
        _take_from(w, sources[0])
        taken = (sources[0],)
    _to_targets(w, taken, 2 - len(taken))


def _take_from(w: Any, h: int) -> None:
    """Lift one barbarian off a source hex; it waits in the supply until placed (CBA-11.13b, CBA-11.13d)."""
    move_barbarian(w, h, -1, ("CBA-11.13d",))
    w.barb_supply += 1
    note(w, f"Treason: one barbarian leaves {M.hex_label(h)}", ("CBA-11.13b",), w.seat)


def _to_targets(w: Any, sources: tuple[int, ...], missing: int) -> None:
    """Add the barbarians the board could not give from the supply, then choose targets (CBA-11.13c, c1, g)."""
    supplied = min(missing, w.barb_supply - len(sources))
    if missing:
        note(w, f"Treason: {supplied} barbarian(s) come from the supply" +
             ("" if supplied == missing else f", {missing - supplied} short"), ("CBA-11.13c", "CBA-11.13c1"),
             w.seat)
    w.phase, w.ctx, w.to_move = M.TREASON_TARGET, (sources, len(sources) + supplied, ()), w.seat
    _targets_or_finish(w)


def treason_targets(s: Any) -> tuple[int, ...]:
    sources, _, targets = s.ctx
    return tuple(h for h in G.COASTAL_HEXES
                 if not s.cmask & (1 << h) and h not in sources and h not in targets)


def _targets_or_finish(w: Any) -> None:
    _, left, _ = w.ctx
    if left and not treason_targets(w):
        note(w, f"Treason: no legal target for {left} barbarian(s); they stay in the supply", ("CBA-11.13g",),
             w.seat)
        left = 0
    if not left:
        finish_card(w)


def _apply_source(w: Any, action: Any) -> None:
    h = action.args[0]
    chosen = w.ctx[0] + (h,)
    _take_from(w, h)
    if len(chosen) == 2:
        _to_targets(w, chosen, 0)
    else:
        w.ctx = (chosen,)


def _apply_target(w: Any, action: Any) -> None:
    h = action.args[0]
    sources, left, targets = w.ctx
    w.barb_supply -= 1
    move_barbarian(w, h, +1, ("CBA-11.13f", "CBA-10.1"))
    note(w, f"Treason: a barbarian goes to {M.hex_label(h)} (now {w.barb[h]})", ("CBA-11.13e",), w.seat)
    w.ctx = (sources, left - 1, (*targets, h))
    _targets_or_finish(w)


# --- Intrigue / Capture (CBA-11.14 - CBA-11.16) ---------------------------------------------------------------------

def _start_capture(w: Any, p: int) -> None:
    if hexes_with_barbarians(w):
        w.phase, w.ctx, w.to_move = M.CAPTURE, (), p
        return
    note(w, f"{card_name(w, 'capture')}: no barbarian on the board; the card is discarded and the next card is "
         "drawn free", ("CBA-11.15", "CBA-11.15a"), p)
    k = KIND_INDEX["capture"]
    w.discard_pile = tuple(n + 1 if j == k else n for j, n in enumerate(w.discard_pile))
    w.card = ""
    others = sum(n for j, n in enumerate(w.draw_pile) if j != k) + sum(
        n for j, n in enumerate(w.discard_pile) if j != k)
    if not others:
        note(w, "the deck holds no other kind of card: nothing more happens", ("CBA-11.15",), p)
        resume(w)
        return
    start_draw(w, free=True)


def _apply_capture(w: Any, action: Any) -> None:
    h, p = action.args[0], w.seat
    move_barbarian(w, h, -1, ("CBA-11.14",))
    w.prisoners = tuple(n + 1 if j == p else n for j, n in enumerate(w.prisoners))
    note(w, f"{card_name(w, 'capture')}: takes a barbarian from {M.hex_label(h)} as a prisoner "
         f"({w.prisoners[p]} now)", ("CBA-11.14", "CBA-11.16"), p)
    finish_card(w)


register(M.DRAW, chance=_chance_draw, apply=_apply_draw)
register(M.PLACE_KNIGHT, legal=_legal_place, apply=_apply_place)
register(M.FOREIGN_KNIGHT, legal=_legal_foreign, apply=_apply_foreign)
register(M.TREASON_SOURCE, legal=lambda s: tuple(A.TREASON_SOURCE[h] for h in hexes_with_barbarians(s, s.ctx[0])),
         apply=_apply_source)
register(M.TREASON_TARGET, legal=lambda s: tuple(A.TREASON_TARGET[h] for h in treason_targets(s)),
         apply=_apply_target)
register(M.CAPTURE, legal=lambda s: tuple(A.CAPTURE[h] for h in hexes_with_barbarians(s)), apply=_apply_capture)
