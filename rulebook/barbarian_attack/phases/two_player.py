"""The two-player game's own steps (CBA-15): the pre-roll decision, token actions, the forced trade, neutral builds.

Foreign knights, the fixed foreign roll, casualty pay and double landings live with the rules they change
(development_card, knight_movement, battles, trade_and_build); this module holds what exists only with two players.
The trade tokens themselves (earning, paying, the price) are in `edits` and `queries`, since building and battles
use them too.
"""

from __future__ import annotations

from typing import Any

from rulebook.core import CHANCE, Action, Ruling
from rulebook.core.i18n import reason_text

from .. import board as G
from .. import pieces as P
from ..edits import check_win, move_barbarian, note, place_road, place_settlement, resume, transfer
from ..queries import (
    hand_size,
    opponent,
    refusal,
    road_spot_problem,
    road_spots,
    settlement_spots,
    spot_problem,
    token_action_problem,
    token_actions,
    token_price,
)
from ..refusals import DOMAIN, item, neutral_words


def legal_moves(s: Any) -> tuple[Action, ...]:
    """Roll or a token action first; the free neutral piece; or the cards given back after a forced trade."""
    phase = s.phase
    if phase == P.PRE_ROLL:
        return (P.ROLL_DICE, *token_actions(s))
    if phase == P.NEUTRAL_BUILD:
        return neutral_options(s, s.ctx[0])
    return tuple(P.GIVE_BACK_MOVES[r] for r in range(5) if s.hands[s.seat][r])


def chance_outcomes(s: Any) -> tuple:
    """The card taken in a forced trade: each resource in the opponent's hand by its share (CBA-15.8)."""
    hand = s.hands[opponent(s, s.seat)]
    total = sum(hand)
    return tuple((P.TAKE_OUT[r], n / total) for r, n in enumerate(hand) if n)


def apply_move(w: Any, action: Any) -> None:
    """Roll or pay tokens; place the neutral piece; take or give back a card of the forced trade."""
    phase = w.phase
    if phase == P.PRE_ROLL:
        if action.kind == "roll_dice":
            w.start_roll(1, 0)
        else:
            token_action(w, action)
    elif phase == P.NEUTRAL_BUILD:
        _neutral(w, action)
    elif phase == P.FORCED_TAKE:
        _take(w, action)
    else:
        _give_back(w, action)


def why_not(s: Any, a: Any) -> Ruling | None:
    """A token action that cannot be paid or aimed; a neutral piece in the wrong place; a card not held."""
    kind = a.kind
    if kind == "roll_dice":
        return None
    if kind in ("forced_trade", "drive_off"):
        return refusal(token_action_problem(s, a))
    if kind == "give_back":
        if s.hands[s.seat][P.RES_INDEX[a.args[0]]]:
            return None
        return Ruling(False, reason_text(DOMAIN, "you hold no {item}", item=item(a.args[0])), ("CBA-15.8",))
    return refusal(_neutral_problem(s, a))


# --- token actions (CBA-15.7 - CBA-15.9a) -----------------------------------------------------------------------------


def _pay_tokens(w: Any, p: int) -> int:
    price = token_price(w, p)
    w.tokens = tuple(n - price if j == p else n for j, n in enumerate(w.tokens))
    w.token_supply += price
    w.token_used = True
    return price


def token_action(w: Any, action: Any) -> None:
    """Pay for and carry out a forced trade or a drive-off, before the roll or in phase 2."""
    p = w.seat
    price = _pay_tokens(w, p)
    if w.phase == P.PRE_ROLL:
        w.queue = (("pre_roll",), *w.queue)
    if action.kind == "drive_off":
        a, b = action.args
        note(w, f"pays {price} trade token(s) to drive a barbarian from {G.hex_label(a)} to {G.hex_label(b)}",
             ("CBA-15.7a", "CBA-15.9", "CBA-15.9a"), p)
        move_barbarian(w, a, -1, ("CBA-15.9a",))
        move_barbarian(w, b, +1, ("CBA-15.9a",))
        if check_win(w):  # a liberated building may bring the active player to the target (CBA-14.9)
            return
        resume(w)
        return
    take = min(2, hand_size(w, opponent(w, p)))
    note(w, f"pays {price} trade token(s) for a forced trade: takes {take} random card(s)",
         ("CBA-15.7a", "CBA-15.8", "CBA-15.8a"), p)
    w.phase, w.ctx, w.to_move = P.FORCED_TAKE, (take,), CHANCE


def _take(w: Any, action: Any) -> None:
    p = w.seat
    transfer(w, opponent(w, p), p, P.RES_INDEX[action.args[0]])
    note(w, f"takes 1 {action.args[0]} from {P.seat_name(opponent(w, p))}", ("CBA-15.8",), p)
    left = w.ctx[0] - 1
    if left:
        w.ctx = (left,)
        return
    give = min(2, hand_size(w, p))
    w.phase, w.ctx, w.to_move = P.GIVE_BACK, (give,), p


def _give_back(w: Any, action: Any) -> None:
    p = w.seat
    transfer(w, p, opponent(w, p), P.RES_INDEX[action.args[0]])
    note(w, f"gives 1 {action.args[0]} back to {P.seat_name(opponent(w, p))}", ("CBA-15.8", "CBA-15.8a"), p)
    left = w.ctx[0] - 1
    if left and hand_size(w, p):
        w.ctx = (left,)
    else:
        resume(w)


# --- neutral builds (CBA-15.4, CBA-15.16) -----------------------------------------------------------------------------


def neutral_options(s: Any, kind: str) -> tuple:
    """The neutral settlements (or, when none can go anywhere, roads) the active player may place."""
    out: list = []
    if kind == "settlement":
        for n in P.NEUTRALS:
            if s.settlements_left[n]:
                out.extend(P.NEUTRAL_SETTLE[n][i] for i in settlement_spots(s, n))
        if out:
            return tuple(out)
    for n in P.NEUTRALS:
        if s.roads_left[n]:
            out.extend(P.NEUTRAL_ROAD[n][q] for q in road_spots(s, n))
    return tuple(out)


def start_neutral_build(w: Any, kind: str) -> bool:
    """A road or settlement built brings a free neutral piece of that kind (CBA-15.4); False when none fits."""
    options = neutral_options(w, kind)
    if not options:
        note(w, f"no neutral {kind} can be placed", ("CBA-15.4",))
        return False
    if kind == "settlement" and options[0].kind == "neutral_road":
        note(w, "no neutral settlement spot: a neutral road is placed instead", ("CBA-15.4", "CBA-15.16b"))
    w.phase, w.ctx, w.to_move = P.NEUTRAL_BUILD, (kind,), w.seat
    return True


def _neutral(w: Any, action: Any) -> None:
    n, where = action.args
    if action.kind == "neutral_road":
        place_road(w, n, where, ("CBA-15.4",))
    else:
        place_settlement(w, n, where, ("CBA-15.4", "CBA-15.20"))
        queue = list(w.queue)
        at = next((k for k, item in enumerate(queue) if item[0] == "landing"), len(queue) - 1)
        queue.insert(at + 1, ("landing",))
        w.queue = tuple(queue)
        note(w, "the neutral settlement brings a second landing", ("CBA-15.16", "CBA-15.16a"))
    resume(w)


def _neutral_problem(s: Any, a: Any) -> Any:
    n, where = a.args
    if a.kind == "neutral_settlement":
        if s.ctx[0] == "road":
            return reason_text(DOMAIN, "a road you built gives the neutral a road, not a settlement"), ("CBA-15.4",)
        if not s.settlements_left[n]:
            return reason_text(DOMAIN, "{owner} has no settlement left", owner=neutral_words(n)), ("CBA-8.8",)
        found = spot_problem(s, where, False)
        if found:
            return found
        if any(s.road[q] == n for q in G.INTERSECTION_PATHS[where]):
            return None
        return (reason_text(DOMAIN, "I{at} does not touch the roads of {owner}", at=where, owner=neutral_words(n)),
                ("CBA-15.4",))
    if s.ctx[0] == "settlement" and neutral_options(s, "settlement")[0].kind == "neutral_settlement":
        return (reason_text(DOMAIN, "a settlement you built gives a neutral a settlement while one can be placed"),
                ("CBA-15.4",))
    if not s.roads_left[n]:
        return reason_text(DOMAIN, "{owner} has no road left", owner=neutral_words(n)), ("CBA-8.8",)
    return road_spot_problem(s, n, where)
