"""The two-player variant (CBA-15): neutral builds, trade tokens, token actions and the pre-roll decision.

Foreign knights, the fixed foreign roll, casualty pay and double landings live with the rules they change (cards,
knights, battles, main_phase); this module holds what exists only with two players.
"""

from __future__ import annotations

from typing import Any

from rulebook.core import CHANCE

from . import actions as A
from . import geometry as G
from . import model as M
from .flow import check_win, move_barbarian, resume, start_roll, transfer
from .main_phase import place_road, place_settlement, road_spots, settlement_spots
from .state import note, register


def opponent(s: Any, p: int) -> int:
    return 1 - p


def token_price(s: Any, p: int) -> int:
    """1 token while your VP do not exceed your opponent's, else 2 (CBA-15.7a, CBA-15.7b)."""
    return 1 if M.vp(s, p) <= M.vp(s, opponent(s, p)) else 2


def token_actions(s: Any) -> tuple:
    """The token actions open to the active player now (CBA-15.7 - CBA-15.9a)."""
    p = s.seat
    if s.token_used or s.tokens[p] < token_price(s, p):
        return ()
    out: list = []
    if M.hand_size(s, opponent(s, p)):
        out.append(A.FORCED_TRADE)
    for a in G.COASTAL_HEXES:
        if s.barb[a]:
            out.extend(A.DRIVE_OFF[a][b] for b in G.COASTAL_HEXES if b != a and not s.cmask & (1 << b))
    return tuple(out)


def _pay_tokens(w: Any, p: int) -> int:
    price = token_price(w, p)
    w.tokens = tuple(n - price if j == p else n for j, n in enumerate(w.tokens))
    w.token_supply += price
    w.token_used = True
    return price


def apply_token_action(w: Any, action: Any) -> None:
    p = w.seat
    price = _pay_tokens(w, p)
    if w.phase == M.PRE_ROLL:
        w.queue = (("pre_roll",), *w.queue)
    if action.kind == "drive_off":
        a, b = action.args
        note(w, f"pays {price} trade token(s) to drive a barbarian from {M.hex_label(a)} to {M.hex_label(b)}",
             ("CBA-15.7a", "CBA-15.9", "CBA-15.9a"), p)
        move_barbarian(w, a, -1, ("CBA-15.9a",))
        move_barbarian(w, b, +1, ("CBA-15.9a",))
        if check_win(w):  # a liberated building may bring the active player to the target (CBA-14.9)
            return
        resume(w)
        return
    take = min(2, M.hand_size(w, opponent(w, p)))
    note(w, f"pays {price} trade token(s) for a forced trade: takes {take} random card(s)",
         ("CBA-15.7a", "CBA-15.8", "CBA-15.8a"), p)
    w.phase, w.ctx, w.to_move = M.FORCED_TAKE, (take,), CHANCE


def _chance_take(s: Any) -> tuple:
    hand = s.hands[opponent(s, s.seat)]
    total = sum(hand)
    return tuple((A.TAKE[r], n / total) for r, n in enumerate(hand) if n)


def _apply_take(w: Any, action: Any) -> None:
    p = w.seat
    transfer(w, opponent(w, p), p, M.RES_INDEX[action.args[0]])
    note(w, f"takes 1 {action.args[0]} from player {opponent(w, p)}", ("CBA-15.8",), p)
    left = w.ctx[0] - 1
    if left:
        w.ctx = (left,)
        return
    give = min(2, M.hand_size(w, p))
    w.phase, w.ctx, w.to_move = M.GIVE_BACK, (give,), p


def _apply_give_back(w: Any, action: Any) -> None:
    p = w.seat
    transfer(w, p, opponent(w, p), M.RES_INDEX[action.args[0]])
    note(w, f"gives 1 {action.args[0]} back to player {opponent(w, p)}", ("CBA-15.8", "CBA-15.8a"), p)
    left = w.ctx[0] - 1
    if left and M.hand_size(w, p):
        w.ctx = (left,)
    else:
        resume(w)


# --- tokens (CBA-15.6, CBA-15.19) ------------------------------------------------------------------------------------

def pay_token(w: Any, p: int) -> int:
    """One token from the supply if any is left (CBA-15.19); returns the tokens paid."""
    if not w.token_supply:
        return 0
    w.token_supply -= 1
    w.tokens = tuple(n + 1 if j == p else n for j, n in enumerate(w.tokens))
    return 1


def earn_tokens(w: Any, p: int, i: int) -> None:
    """A new settlement earns 1 on the coast, 2 next to the desert, 3 for both (CBA-15.6)."""
    coast, desert = G.COASTAL_INTERSECTION[i], G.INTERSECTION_TOUCHES_DESERT[i]
    due = 3 if coast and desert else 2 if desert else 1 if coast else 0
    got = 0
    for _ in range(due):
        got += pay_token(w, p)
    if due:
        note(w, f"player {p} earns {got} trade token(s) for I{i}", ("CBA-15.6", "CBA-15.19"), p)


# --- neutral builds (CBA-15.4, CBA-15.16) -----------------------------------------------------------------------------

def neutral_options(s: Any, kind: str) -> tuple:
    out: list = []
    if kind == "settlement":
        for n in M.NEUTRALS:
            if s.settlements_left[n]:
                out.extend(A.NEUTRAL_SETTLE[n][i] for i in settlement_spots(s, n))
        if out:
            return tuple(out)
    for n in M.NEUTRALS:
        if s.roads_left[n]:
            out.extend(A.NEUTRAL_ROAD[n][q] for q in road_spots(s, n))
    return tuple(out)


def start_neutral_build(w: Any, kind: str) -> bool:
    options = neutral_options(w, kind)
    if not options:
        note(w, f"no neutral {kind} can be placed", ("CBA-15.4",))
        return False
    if kind == "settlement" and options[0].kind == "neutral_road":
        note(w, "no neutral settlement spot: a neutral road is placed instead", ("CBA-15.4", "CBA-15.16b"))
    w.phase, w.ctx, w.to_move = M.NEUTRAL_BUILD, (kind,), w.seat
    return True


def _apply_neutral(w: Any, action: Any) -> None:
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


def _apply_pre_roll(w: Any, action: Any) -> None:
    if action.kind == "roll_dice":
        start_roll(w, 1, 0)
    else:
        apply_token_action(w, action)


register(M.PRE_ROLL, legal=lambda s: (A.ROLL_DICE, *token_actions(s)), apply=_apply_pre_roll)
register(M.FORCED_TAKE, chance=_chance_take, apply=_apply_take)
register(M.GIVE_BACK, legal=lambda s: tuple(A.GIVE_BACK[r] for r in range(5) if s.hands[s.seat][r]),
         apply=_apply_give_back)
register(M.NEUTRAL_BUILD, legal=lambda s: neutral_options(s, s.ctx[0]), apply=_apply_neutral)
