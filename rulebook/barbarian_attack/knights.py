"""Phase 3, knight movement (CBA-12): up to 3 steps, 5 for a grain, never ending on a knight or a castle path.

Destinations come from tables computed once (`geometry.REACH`): for each path, the non-castle paths 1-3 and 4-5
steps away. A move is legal when its end path is free at that moment (CBA-12.10).
"""

from __future__ import annotations

from typing import Any

from . import actions as A
from . import geometry as G
from . import model as M
from .state import note, register


def controlled(s: Any) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """(own knights that may still move, foreign knights that may still move) for the active player."""
    moved, knight = s.moved, s.knight
    own = tuple(p for p in M.positions_of(knight, s.seat) if p not in moved)
    foreign = tuple(p for p in M.positions_of(knight, M.FOREIGN) if p not in moved) if s.cfg.two_player else ()
    return own, foreign


def destinations(s: Any, start: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Free end paths within 3 steps, and within 4-5 steps (the latter need a grain), CBA-12.4 - CBA-12.7."""
    near, far = G.REACH[s.cfg.options["knights_may_pass_over_castle_paths"]][start]
    knight = s.knight
    return tuple(b for b in near if knight[b] < 0), tuple(b for b in far if knight[b] < 0)


_MOVES = {cross: tuple((tuple((b, A.MOVE[a][b]) for b in near), tuple((b, A.MOVE_FAR[a][b]) for b in far))
                       for a, (near, far) in enumerate(G.REACH[cross])) for cross in (True, False)}
"""For each start path: (end path, move action) pairs within 3 steps and 4-5 steps."""


def _moves_from(s: Any, starts: tuple[int, ...], far_moves: bool, out: list) -> None:
    """Append the moves (3 steps) or, with `far_moves`, the grain moves (4-5 steps) of the knights on `starts`."""
    table, knight, which = _MOVES[s.cfg.options["knights_may_pass_over_castle_paths"]], s.knight, int(far_moves)
    for p in starts:
        out.extend([a for b, a in table[p][which] if knight[b] < 0])


def must_leave_castle(s: Any, own_only: bool = False, known: tuple | None = None) -> tuple[int, ...]:
    """Castle knights of the active player (or foreign ones) that can still leave and so must (CBA-12.7)."""
    own, foreign = known or controlled(s)
    if s.foreign_moving:
        own = ()  # own knights had their turn before the foreign ones (CBA-15.11)
    grain = s.hands[s.seat][M.GRAIN] > 0
    out = []
    for p in own + (() if own_only else foreign):
        if G.IS_CASTLE_PATH[p]:
            near, far = destinations(s, p)
            if near or (grain and far):
                out.append(p)
    return tuple(out)


def _legal_knights(s: Any) -> tuple:
    own, foreign = controlled(s)
    grain = s.hands[s.seat][M.GRAIN] > 0
    out: list = []
    movers = () if s.foreign_moving else own
    if foreign and not must_leave_castle(s, own_only=True, known=(own, foreign)):
        movers += foreign
    _moves_from(s, movers, False, out)
    if grain:
        _moves_from(s, movers, True, out)
    if not any(G.IS_CASTLE_PATH[p] for p in own + foreign) or not must_leave_castle(s, known=(own, foreign)):
        out.append(A.END_MOVES)
    return tuple(out)


def _apply_knights(w: Any, action: Any) -> None:
    if action.kind == "end_moves":
        _strand(w)
        from .battles import start_battles
        start_battles(w)
        return
    a, b = action.args
    faction = w.knight[a]
    w.knight = M.replaced(w.knight, {a: -1, b: faction})
    w.moved = (*w.moved, b)
    who = "a foreign knight" if faction == M.FOREIGN else "a knight"
    if faction == M.FOREIGN:
        w.foreign_moving = True
    if action.kind == "move_far":
        hands = list(w.hands)
        hand = list(hands[w.seat])
        hand[M.GRAIN] -= 1
        hands[w.seat] = tuple(hand)
        w.hands = tuple(hands)
        w.bank = tuple(n + (r == M.GRAIN) for r, n in enumerate(w.bank))
        note(w, f"pays 1 grain and moves {who} P{a} -> P{b} ({G.PATH_DISTANCE[a][b]} steps)",
             ("CBA-12.4", "CBA-12.5", "CBA-12.6"), w.seat)
    else:
        note(w, f"moves {who} P{a} -> P{b}", ("CBA-12.4", "CBA-12.6"), w.seat)


def _strand(w: Any) -> None:
    """Castle knights that could not leave stay, or go back to supply without gold (CBA-12.11)."""
    own, foreign = controlled(w)
    for p in own + foreign:
        if not G.IS_CASTLE_PATH[p]:
            continue
        if w.cfg.options["stranded_castle_knight"] == "removed_without_gold" and w.knight[p] != M.FOREIGN:
            owner = w.knight[p]
            w.knight = M.replaced(w.knight, {p: -1})
            w.knights_left = tuple(n + 1 if j == owner else n for j, n in enumerate(w.knights_left))
            note(w, f"the knight on castle path P{p} has nowhere to go and returns to supply, without gold",
                 ("CBA-12.11",), owner)
        else:
            note(w, f"the knight on castle path P{p} has nowhere to go and stays", ("CBA-12.11",), w.seat)


def start_knight_phase(w: Any) -> None:
    """Phase 3 begins (CBA-5.4); with no knight to command it passes straight to the battles (CBA-5.5)."""
    w.phase, w.ctx, w.to_move = M.KNIGHTS, (), w.seat
    own, foreign = controlled(w)
    if not own and not foreign:
        from .battles import start_battles
        start_battles(w)


register(M.KNIGHTS, legal=_legal_knights, apply=_apply_knights)
