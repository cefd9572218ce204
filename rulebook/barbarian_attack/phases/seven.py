"""A 7 (rolled, or the Robber Attacks! event): discards, then the draw from another player (CBA-6.6 - CBA-6.10).

There is no robber in this scenario. Every player holding more than the hand limit discards half, one card at a
time; the player who rolled may draw one random resource card from another player (gold is never drawn). The
Conflict event (CBA-16.4) also starts the draw. The order of the two steps is option seven_order (CBA-6.9).
"""

from __future__ import annotations

from typing import Any

from rulebook.core import CHANCE, Action, Ruling
from rulebook.core.i18n import reason_text

from .. import pieces as P
from ..edits import note, resume, transfer
from ..queries import hand_size
from ..refusals import DOMAIN, item, seat_words


def legal_moves(s: Any) -> tuple[Action, ...]:
    """The resources the discarding player holds; or whom to draw from, or no draw."""
    if s.phase == P.DISCARD:
        return tuple(P.DISCARD_MOVES[r] for r in range(5) if s.hands[s.ctx[0][0]][r])
    return (*tuple(P.DRAW_FROM[v] for v in victims(s, s.ctx[0])), P.NO_DRAW)


def chance_outcomes(s: Any) -> tuple:
    """The card drawn: each resource in the victim's hand by its share (CBA-6.8)."""
    hand = s.hands[s.ctx[1]]
    total = sum(hand)
    return tuple((P.STEAL_OUT[r], n / total) for r, n in enumerate(hand) if n)


def apply_move(w: Any, action: Any) -> None:
    """Discard one card, choose a victim (or none), or take the card drawn."""
    phase = w.phase
    if phase == P.DISCARD:
        _discard(w, action.args[0])
    elif phase == P.STEAL_CHOICE:
        thief = w.ctx[0]
        if action.kind == "no_draw":
            note(w, "chooses not to draw a card", ("CBA-6.8",), thief)
            resume(w)
            return
        w.phase, w.ctx, w.to_move = P.STEAL, (thief, action.args[0]), CHANCE
    else:
        thief, victim = w.ctx
        transfer(w, victim, thief, P.RES_INDEX[action.args[0]])
        note(w, f"{P.seat_name(thief)} draws a random card from {P.seat_name(victim)}: {action.args[0]}",
             ("CBA-6.8", "CBA-6.10"), thief)
        resume(w)


def why_not(s: Any, a: Any) -> Ruling | None:
    """A discard of a resource the player does not hold; a draw from oneself or from an empty hand."""
    if a.kind == "discard":
        if s.hands[s.ctx[0][0]][P.RES_INDEX[a.args[0]]]:
            return None
        return Ruling(False, reason_text(DOMAIN, "{seat} holds no {item}", seat=seat_words(s.ctx[0][0]),
                                         item=item(a.args[0])), ("CBA-6.7",))
    if a.kind == "no_draw":
        return None
    v = a.args[0]
    if v == s.ctx[0] or v >= s.cfg.players:
        return Ruling(False, reason_text(DOMAIN, "the draw is from another player"), ("CBA-6.8",))
    if hand_size(s, v):
        return None
    return Ruling(False, reason_text(DOMAIN, "{seat} has no resource card (gold cannot be drawn)",
                                     seat=seat_words(v)),
                  ("CBA-6.8", "CBA-6.10"))


# --- the automatic steps ----------------------------------------------------------------------------------------------


def start_discards(w: Any) -> bool:
    """Players over the hand limit discard half, rounded down, in turn order; False when nobody has to."""
    players, limit = w.cfg.players, w.cfg.options["hand_limit"]
    order = [(w.seat + k) % players for k in range(players)]
    todo = tuple((p, hand_size(w, p) // 2) for p in order if hand_size(w, p) > limit)
    if not todo:
        note(w, f"nobody holds more than {limit} resource cards", ("CBA-6.7", "CBA-6.10"))
        return False
    w.phase, w.ctx, w.to_move = P.DISCARD, todo, todo[0][0]
    return True


def victims(s: Any, thief: int) -> tuple[int, ...]:
    """The other players holding at least one resource card."""
    return tuple(v for v in range(s.cfg.players) if v != thief and hand_size(s, v) > 0)


def start_steal_choice(w: Any, thief: int) -> bool:
    """The thief chooses whom to draw from; False when nobody holds a card."""
    if not victims(w, thief):
        note(w, "no other player holds a resource card: nothing to draw", ("CBA-6.8",), thief)
        return False
    w.phase, w.ctx, w.to_move = P.STEAL_CHOICE, (thief,), thief
    return True


def _discard(w: Any, resource: str) -> None:
    p, left = w.ctx[0]
    r = P.RES_INDEX[resource]
    hand = list(w.hands[p])
    hand[r] -= 1
    hands = list(w.hands)
    hands[p] = tuple(hand)
    w.hands = tuple(hands)
    bank = list(w.bank)
    bank[r] += 1
    w.bank = tuple(bank)
    note(w, f"{P.seat_name(p)} discards 1 {resource}", ("CBA-6.7", "CBA-6.7a"), p)
    w.ctx = (((p, left - 1),) if left > 1 else ()) + w.ctx[1:]
    if w.ctx:
        w.to_move = w.ctx[0][0]
    else:
        resume(w)
