"""Checks for the phase details of a loaded position: `ctx` (what is being decided) and `queue` (what waits).

A saved state can only resume in a situation the engine itself could have produced; anything else is refused with
the field path.
"""

from __future__ import annotations

from typing import Any

from rulebook.core import CHANCE, TERMINAL
from rulebook.core.jsonio import JSONError

from . import geometry as G
from . import model as M

CARD_PHASES = (M.PLACE_KNIGHT, M.FOREIGN_KNIGHT, M.TREASON_SOURCE, M.TREASON_TARGET, M.CAPTURE)


def expected_mover(s: Any) -> int:
    if s.phase == M.OVER:
        return TERMINAL
    if s.phase in M.CHANCE_PHASES:
        return CHANCE
    if s.phase == M.DISCARD:
        return s.ctx[0][0]
    if s.phase == M.STEAL_CHOICE:
        return s.ctx[0]
    if s.phase == M.RESPOND:
        return s.ctx[0]
    return s.seat


def _need(ok: bool, message: str) -> None:
    if not ok:
        raise JSONError(f"state.ctx: {message}")


def _is_int(v: Any, lo: int, hi: int) -> bool:
    return type(v) is int and lo <= v <= hi


def _ints(v: Any, n: int | None, lo: int, hi: int) -> bool:
    return isinstance(v, tuple) and (n is None or len(v) == n) and all(_is_int(x, lo, hi) for x in v)


def check_ctx(s: Any) -> None:
    """Refuse a `ctx` that does not fit the phase."""
    ph, c, n = s.phase, s.ctx, s.cfg.players
    _need(isinstance(c, tuple), "expected a list")
    _need((s.card != "") == (ph in CARD_PHASES), "a card is in play exactly while it is being resolved")
    if ph in (M.SETUP_SETTLEMENT, M.SETUP_CITY, M.SETUP_ROAD, M.SETUP_CITY_ROAD):
        from .setup import setup_order
        round_one = ph in (M.SETUP_SETTLEMENT, M.SETUP_ROAD)
        _need(s.turn == 0 and (s.setup_i < n) == round_one and s.setup_i < 2 * n,
              "founding placements belong to the founding rounds")
        _need(s.seat == setup_order(s)[s.setup_i], "it is not this player's founding placement")
        if ph in (M.SETUP_ROAD, M.SETUP_CITY_ROAD):
            _need(len(c) == 1 and _is_int(c[0], 0, G.INTERSECTIONS - 1) and s.owner[c[0]] == s.seat
                  and s.level[c[0]] == (2 if ph == M.SETUP_CITY_ROAD else 1),
                  "expected [the intersection just built on]")
        else:
            _need(c == (), "expected []")
        return
    _need(s.turn >= 1, "regular phases come after the founding phase")
    if ph in (M.MAIN, M.KNIGHTS, M.CAPTURE, M.OVER):
        _need(c == (), "expected []")
    elif ph == M.PRE_ROLL:
        _need(c == () and s.cfg.two_player, "the pre-roll decision exists only with two players")
    elif ph in (M.ROLL, M.EVENT):
        _need(len(c) == 2 and c[0] in (1, 2) and (c[1] == 0) == (c[0] == 1) and _is_int(c[1], 0, 12),
              "expected [roll number 1 or 2, first total or 0]")
        _need((ph == M.EVENT) == bool(s.cfg.options["event_cards"]), "event cards replace the roll only when on")
        _need(c[0] == 1 or s.cfg.two_player, "a second roll exists only with two players")
    elif ph == M.DISCARD:
        _need(len(c) >= 1 and all(isinstance(x, tuple) and len(x) == 2 and _is_int(x[0], 0, n - 1)
                                  and _is_int(x[1], 1, 50) and x[1] <= M.hand_size(s, x[0]) for x in c)
              and len({x[0] for x in c}) == len(c), "expected [[player, cards still to discard], ...]")
    elif ph == M.STEAL_CHOICE:
        _need(len(c) == 1 and _is_int(c[0], 0, n - 1), "expected [player drawing]")
    elif ph == M.STEAL:
        _need(len(c) == 2 and _is_int(c[0], 0, n - 1) and _is_int(c[1], 0, n - 1) and c[0] != c[1]
              and M.hand_size(s, c[1]) > 0, "expected [player drawing, player with cards]")
    elif ph in (M.DRAFT, M.RESPOND):
        _need(len(c) == 3 and _is_int(c[0], 0, n - 1) and c[0] != s.seat and _ints(c[1], 6, 0, 10**6)
              and _ints(c[2], 6, 0, 10**6), "expected [partner, 6 items given, 6 items asked]")
        from .main_phase import holdings
        mine, theirs = holdings(s, s.seat), holdings(s, c[0])
        _need(all(g <= m and a <= t and not (g and a) for g, a, m, t in zip(c[1], c[2], mine, theirs)),
              "an offer gives only what its maker holds and asks only what the partner holds, never like for like")
        _need(ph == M.DRAFT or (sum(c[1]) and sum(c[2])), "an offer on the table gives and asks something")
    elif ph == M.LANDING:
        _need(len(c) == 2 and _ints(c[0], None, 2, 12) and len(c[0]) <= 2 and 7 not in c[0]
              and len(set(c[0])) == len(c[0]) and _is_int(c[1], 0, 10**6) and s.barb_supply > 0,
              "expected [accepted totals (distinct, no 7), rolls rejected] with barbarians in the supply")
    elif ph == M.DRAW:
        _need(len(c) == 1 and isinstance(c[0], bool) and sum(s.draw_pile) > 0,
              "expected [free draw?] with cards in the draw pile")
    elif ph == M.PLACE_KNIGHT:
        _need(len(c) == 1 and c[0] in ("knighthood", "free_knight") and s.card == c[0]
              and s.knights_left[s.seat] > 0, "expected [the knight card being resolved]")
    elif ph == M.FOREIGN_KNIGHT:
        _need(len(c) == 1 and isinstance(c[0], bool) and s.cfg.two_player, "expected [only once?], two players")
    elif ph == M.TREASON_SOURCE:
        _need(len(c) == 1 and _ints(c[0], None, 0, 18) and len(c[0]) <= 1 and s.card == "treason"
              and all(G.IS_COASTAL[h] for h in c[0]), "expected [[source hexes chosen]]")
    elif ph == M.TREASON_TARGET:
        _need(len(c) == 3 and _ints(c[0], None, 0, 18) and len(c[0]) <= 2 and _is_int(c[1], 1, 2)
              and _ints(c[2], None, 0, 18) and len(c[2]) + c[1] <= 2 and c[1] <= s.barb_supply
              and s.card == "treason", "expected [sources, barbarians left to place, targets]")
    elif ph == M.NEUTRAL_BUILD:
        _need(len(c) == 1 and c[0] in ("road", "settlement") and s.cfg.two_player, "expected [road or settlement]")
    elif ph in (M.FORCED_TAKE, M.GIVE_BACK):
        who = 1 - s.seat if ph == M.FORCED_TAKE else s.seat
        _need(len(c) == 1 and _is_int(c[0], 1, 2) and s.cfg.two_player and M.hand_size(s, who) > 0,
              "expected [cards left to move] with cards to move")
    elif ph == M.CASUALTY:
        _need(len(c) == 1 and _is_int(c[0], 0, 9), "expected [battle order position]")
    elif ph == M.ROLLOFF:
        _check_rolloff(s, c)


def _check_rolloff(s: Any, c: tuple) -> None:
    factions = tuple(range(s.cfg.players)) + ((M.FOREIGN,) if s.cfg.two_player else ())
    ok = (len(c) == 8 and _is_int(c[0], 0, 9) and c[1] in ("leftover", "short")
          and _is_int(c[2], 1, s.cfg.conquest_threshold)  # the prize is some of a hex's barbarians
          and all(isinstance(c[k], tuple) and set(c[k]) <= set(factions) for k in (3, 4, 7))
          and set(c[4]) <= set(c[3]) and len(c[4]) >= 2 and _is_int(c[5], 1, len(c[4]) - 1)
          and _ints(c[6], None, 1, 12) and len(c[6]) < len(c[4]))
    _need(ok, "expected [battle position, mode, prize, factions, contenders, places, rolls so far, winners]")
    _need(c[4][len(c[6])] != M.FOREIGN, "the foreign faction never rolls (its result is 3)")


_QUEUE_KINDS = {"landing": 1, "discards": 1, "pre_roll": 1, "steal_choice": 2, "produce": 2, "roll2": 2,
                "neutral": 2}


def check_queue(s: Any) -> None:
    """Refuse waiting interruptions the engine never creates."""
    for k, item in enumerate(s.queue):
        where = f"state.queue[{k}]"
        if not (isinstance(item, tuple) and item and item[0] in _QUEUE_KINDS and len(item) == _QUEUE_KINDS[item[0]]):
            raise JSONError(f"{where}: expected one of {sorted(_QUEUE_KINDS)} with its argument")
        kind, arg = item[0], item[1] if len(item) > 1 else None
        if kind == "steal_choice" and not _is_int(arg, 0, s.cfg.players - 1):
            raise JSONError(f"{where}: expected a player")
        if kind == "produce" and not (_is_int(arg, 2, 12) and arg != 7):
            raise JSONError(f"{where}: expected a total from 2 to 12 other than 7")
        if kind == "roll2" and not _is_int(arg, 2, 12):
            raise JSONError(f"{where}: expected the first roll's total, 2 to 12")
        if kind == "neutral" and arg not in ("road", "settlement"):
            raise JSONError(f"{where}: expected 'road' or 'settlement'")
