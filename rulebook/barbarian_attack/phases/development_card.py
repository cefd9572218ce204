"""A development card (CBA-11): drawn at random and resolved at once, with the decisions each kind asks for.

The deck is kept as counts per card kind in the draw pile and the discard pile; a purchase is a chance node over
the kinds left in the draw pile, so every card drawn has its exact probability. Knighthood and Black Knight place a
knight (and in the two-player game perhaps a foreign one, CBA-15.10); Treason moves two barbarians (CBA-11.13);
Intrigue takes one as a prisoner (CBA-11.14). The resolved card goes face up on the discard pile (CBA-11.7).
"""

from __future__ import annotations

from typing import Any

from rulebook.core import CHANCE, Action, Ruling
from rulebook.core.i18n import reason_text

from .. import board as G
from .. import pieces as P
from ..cards import card_name
from ..edits import move_barbarian, note, pay_gold, resume
from ..pieces import replaced
from ..queries import refusal
from ..refusals import DOMAIN, hex_words

KIND_INDEX = {k: n for n, k in enumerate(P.CARD_KINDS)}


def legal_moves(s: Any) -> tuple[Action, ...]:
    """Where the knight may go, whether to bring a foreign knight, or which hexes Treason and Intrigue may use."""
    phase = s.phase
    if phase == P.PLACE_KNIGHT:
        if s.ctx[0] == "knighthood":
            return tuple(P.PLACE[q] for q in sorted(free_castle_paths(s)))
        return tuple(P.PLACE[q] for q in range(G.PATHS) if s.knight[q] < 0)
    if phase == P.FOREIGN_KNIGHT:
        paths = tuple(P.FOREIGN_PLACE[q] for q in sorted(free_castle_paths(s)))
        return paths if s.ctx[0] else (*paths, P.NO_FOREIGN)
    if phase == P.TREASON_SOURCE:
        return tuple(P.TREASON_SOURCE_MOVES[h] for h in hexes_with_barbarians(s, s.ctx[0]))
    if phase == P.TREASON_TARGET:
        return tuple(P.TREASON_TARGET_MOVES[h] for h in treason_targets(s))
    return tuple(P.CAPTURE_MOVES[h] for h in hexes_with_barbarians(s))


def chance_outcomes(s: Any) -> tuple:
    """The card drawn: each kind by its count in the draw pile (CBA-11.4)."""
    total = sum(s.draw_pile)
    return tuple((P.CARD_OUT[k], n / total) for k, n in zip(P.CARD_KINDS, s.draw_pile) if n)


def apply_move(w: Any, action: Any) -> None:
    """Reveal the card drawn, or carry out the decision its resolution asks for."""
    phase = w.phase
    if phase == P.DRAW:
        _draw(w, action)
    elif phase == P.PLACE_KNIGHT:
        _place(w, action)
    elif phase == P.FOREIGN_KNIGHT:
        _foreign(w, action)
    elif phase == P.TREASON_SOURCE:
        _source(w, action)
    elif phase == P.TREASON_TARGET:
        _target(w, action)
    else:
        _capture(w, action)


def why_not(s: Any, a: Any) -> Ruling | None:
    """The first broken condition of a knight placement or a Treason or Intrigue choice; None when legal."""
    check = _CHECKS.get(a.kind)
    return refusal(check(s, a)) if check else None


# --- drawing (CBA-11.4 - CBA-11.8) ------------------------------------------------------------------------------------


def start_draw(w: Any, free: bool) -> None:
    """Draw the top card: a chance node over the draw pile, refilled from the discards if empty (CBA-11.8)."""
    if not sum(w.draw_pile):
        note(w, f"the draw pile is empty: the {sum(w.discard_pile)} discarded cards are shuffled into a new one",
             ("CBA-11.8",))
        w.draw_pile, w.discard_pile = w.discard_pile, (0, 0, 0, 0)
    w.phase, w.ctx, w.to_move = P.DRAW, (free,), CHANCE


def _draw(w: Any, action: Any) -> None:
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
            w.phase, w.ctx, w.to_move = P.PLACE_KNIGHT, (kind,), p
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


# --- knights from cards (CBA-11.9 - CBA-11.12, CBA-15.10) -------------------------------------------------------------


def free_castle_paths(s: Any) -> tuple[int, ...]:
    """Castle paths without a knight (CBA-11.9)."""
    return tuple(q for q in G.CASTLE_PATHS if s.knight[q] < 0)


def _place(w: Any, action: Any) -> None:
    p, q = w.seat, action.args[0]
    first = not w.first_knight[p]
    nobody_before = not any(w.first_knight)
    w.knight = replaced(w.knight, {q: p})
    w.knights_left = tuple(n - 1 if j == p else n for j, n in enumerate(w.knights_left))
    w.first_knight = tuple(True if j == p else f for j, f in enumerate(w.first_knight))
    rules = ("CBA-11.9",) if w.ctx[0] == "knighthood" else ("CBA-11.10", "CBA-11.10a", "CBA-11.10b")
    note(w, f"places a knight on P{q}", (*rules, "CBA-12.1"), p)
    if w.cfg.two_player and first and free_castle_paths(w):
        once = w.cfg.options["two_player_foreign_knight_entry"] == "once"
        if not once or (nobody_before and w.foreign_entries == 0):
            w.phase, w.ctx, w.to_move = P.FOREIGN_KNIGHT, (once,), p
            return
    finish_card(w)


def _foreign(w: Any, action: Any) -> None:
    if action.kind == "foreign_knight":
        q = action.args[0]
        w.knight = replaced(w.knight, {q: P.FOREIGN})
        w.foreign_entries += 1
        note(w, f"a foreign knight enters on castle path P{q}", ("CBA-15.10", "CBA-15.10a"), w.seat)
    else:
        note(w, "brings no foreign knight", ("CBA-15.10",), w.seat)
    finish_card(w)


# --- Treason (CBA-11.13) ----------------------------------------------------------------------------------------------


def hexes_with_barbarians(s: Any, exclude: tuple[int, ...] = ()) -> tuple[int, ...]:
    """Coastal hexes holding a barbarian, except `exclude`."""
    return tuple(h for h in G.COASTAL_HEXES if s.barb[h] and h not in exclude)


def _start_treason(w: Any, p: int) -> None:
    paid = pay_gold(w, p, 2)
    note(w, f"Treason: takes {paid} gold", ("CBA-11.13", "CBA-11.13a", "CBA-7.11"), p)
    sources = hexes_with_barbarians(w)
    if len(sources) >= 2:
        w.phase, w.ctx, w.to_move = P.TREASON_SOURCE, ((),), p
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
    note(w, f"Treason: one barbarian leaves {G.hex_label(h)}", ("CBA-11.13b",), w.seat)


def _to_targets(w: Any, sources: tuple[int, ...], missing: int) -> None:
    """Add the barbarians the board could not give from the supply, then choose targets (CBA-11.13c, c1, g)."""
    supplied = min(missing, w.barb_supply - len(sources))
    if missing:
        note(w, f"Treason: {supplied} barbarian(s) come from the supply" +
             ("" if supplied == missing else f", {missing - supplied} short"), ("CBA-11.13c", "CBA-11.13c1"),
             w.seat)
    w.phase, w.ctx, w.to_move = P.TREASON_TARGET, (sources, len(sources) + supplied, ()), w.seat
    _targets_or_finish(w)


def treason_targets(s: Any) -> tuple[int, ...]:
    """Unconquered coastal hexes that are neither a source nor already a target (CBA-11.13e)."""
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


def _source(w: Any, action: Any) -> None:
    h = action.args[0]
    chosen = w.ctx[0] + (h,)
    _take_from(w, h)
    if len(chosen) == 2:
        _to_targets(w, chosen, 0)
    else:
        w.ctx = (chosen,)


def _target(w: Any, action: Any) -> None:
    h = action.args[0]
    sources, left, targets = w.ctx
    w.barb_supply -= 1
    move_barbarian(w, h, +1, ("CBA-11.13f", "CBA-10.1"))
    note(w, f"Treason: a barbarian goes to {G.hex_label(h)} (now {w.barb[h]})", ("CBA-11.13e",), w.seat)
    w.ctx = (sources, left - 1, (*targets, h))
    _targets_or_finish(w)


# --- Intrigue / Capture (CBA-11.14 - CBA-11.16) ---------------------------------------------------------------------


def _start_capture(w: Any, p: int) -> None:
    if hexes_with_barbarians(w):
        w.phase, w.ctx, w.to_move = P.CAPTURE, (), p
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


def _capture(w: Any, action: Any) -> None:
    h, p = action.args[0], w.seat
    move_barbarian(w, h, -1, ("CBA-11.14",))
    w.prisoners = tuple(n + 1 if j == p else n for j, n in enumerate(w.prisoners))
    note(w, f"{card_name(w, 'capture')}: takes a barbarian from {G.hex_label(h)} as a prisoner "
         f"({w.prisoners[p]} now)", ("CBA-11.14", "CBA-11.16"), p)
    finish_card(w)


# --- refusals -------------------------------------------------------------------------------------------------------


def _place_knight(s: Any, a: Any) -> Any:
    q = a.args[0]
    if s.knight[q] >= 0:
        return reason_text(DOMAIN, "P{at} already holds a knight", at=q), ("CBA-12.1",)
    if s.ctx[0] == "knighthood" and not G.IS_CASTLE_PATH[q]:
        return reason_text(DOMAIN, "Knighthood places its knight on a free castle path, not P{at}", at=q), ("CBA-11.9",)
    return None


def _foreign_knight(s: Any, a: Any) -> Any:
    if a.kind == "no_foreign_knight":
        return (reason_text(DOMAIN, "with a single foreign knight (2025) it must be placed"), ("CBA-15.10a",)) \
            if s.ctx[0] else None
    q = a.args[0]
    if s.knight[q] >= 0:
        return reason_text(DOMAIN, "P{at} already holds a knight", at=q), ("CBA-12.1",)
    if G.IS_CASTLE_PATH[q]:
        return None
    return reason_text(DOMAIN, "a foreign knight starts on a free castle path, not P{at}", at=q), ("CBA-15.10",)


def _treason_source(s: Any, a: Any) -> Any:
    h = a.args[0]
    if not G.IS_COASTAL[h]:
        return (reason_text(DOMAIN, "{hex} is not a coastal hex and never holds barbarians", hex=hex_words(h)),
                ("CBA-9.7", "CBA-11.13b"))
    if h in s.ctx[0]:
        return (reason_text(DOMAIN, "{hex} is already a source: the two sources must differ", hex=hex_words(h)),
                ("CBA-11.13b",))
    if s.barb[h]:
        return None
    return reason_text(DOMAIN, "{hex} holds no barbarian", hex=hex_words(h)), ("CBA-11.13b",)


def _treason_target(s: Any, a: Any) -> Any:
    h = a.args[0]
    sources, _, targets = s.ctx
    if not G.IS_COASTAL[h]:
        return (reason_text(DOMAIN, "{hex} is not a coastal hex: barbarians never go there", hex=hex_words(h)),
                ("CBA-9.7", "CBA-11.13e"))
    if h in sources:
        return (reason_text(DOMAIN, "{hex} was a source: targets must be other hexes", hex=hex_words(h)),
                ("CBA-11.13e",))
    if h in targets:
        return (reason_text(DOMAIN, "{hex} is already a target: the two targets must differ", hex=hex_words(h)),
                ("CBA-11.13e",))
    if not s.cmask & (1 << h):
        return None
    return (reason_text(DOMAIN, "{hex} is conquered and takes no more barbarians", hex=hex_words(h)),
            ("CBA-11.13e", "CBA-10.2"))


def _capture_hex(s: Any, a: Any) -> Any:
    h = a.args[0]
    if not G.IS_COASTAL[h]:
        return reason_text(DOMAIN, "{hex} never holds barbarians", hex=hex_words(h)), ("CBA-9.7", "CBA-11.14")
    if s.barb[h]:
        return None
    return reason_text(DOMAIN, "{hex} holds no barbarian", hex=hex_words(h)), ("CBA-11.14",)


_CHECKS = {"place_knight": _place_knight, "foreign_knight": _foreign_knight, "no_foreign_knight": _foreign_knight,
           "treason_source": _treason_source, "treason_target": _treason_target, "capture": _capture_hex}
