"""Phase 3, knight movement (CBA-12): up to 3 steps, 5 for a grain, never ending on a knight or a castle path.

Destinations come from tables computed once (`board.REACH`): for each path, the non-castle paths 1-3 and 4-5
steps away. A move is legal when its end path is free at that moment (CBA-12.10). Castle knights that can leave
must (CBA-12.7); in the two-player game the foreign knights move after the active player's own (CBA-15.11).
Ending the phase hands over to the battles.
"""

from __future__ import annotations

from typing import Any

from rulebook.core import Action, Ruling
from rulebook.core.i18n import reason_text

from .. import board as G
from .. import pieces as P
from ..edits import note
from ..pieces import positions_of, replaced
from ..queries import refusal
from ..refusals import DOMAIN


def legal_moves(s: Any) -> tuple[Action, ...]:
    """Moves of the knights still to move (3 steps, then 4-5 for a grain), then ending the phase if allowed."""
    own, foreign = controlled(s)
    grain = s.hands[s.seat][P.GRAIN] > 0
    out: list = []
    movers = () if s.foreign_moving else own
    if foreign and not must_leave_castle(s, own_only=True, known=(own, foreign)):
        movers += foreign
    _moves_from(s, movers, False, out)
    if grain:
        _moves_from(s, movers, True, out)
    if not any(G.IS_CASTLE_PATH[p] for p in own + foreign) or not must_leave_castle(s, known=(own, foreign)):
        out.append(P.END_MOVES)
    return tuple(out)


def chance_outcomes(s: Any) -> tuple:
    """No chance in knight movement."""
    return ()


def apply_move(w: Any, action: Any) -> None:
    """Move a knight (paying a grain for 4-5 steps), or end the phase and start the battles."""
    if action.kind == "end_moves":
        _strand(w)
        w.start_battles()
        return
    a, b = action.args
    faction = w.knight[a]
    w.knight = replaced(w.knight, {a: -1, b: faction})
    w.moved = (*w.moved, b)
    who = "a foreign knight" if faction == P.FOREIGN else "a knight"
    if faction == P.FOREIGN:
        w.foreign_moving = True
    if action.kind == "move_far":
        hands = list(w.hands)
        hand = list(hands[w.seat])
        hand[P.GRAIN] -= 1
        hands[w.seat] = tuple(hand)
        w.hands = tuple(hands)
        w.bank = tuple(n + (r == P.GRAIN) for r, n in enumerate(w.bank))
        note(w, f"pays 1 grain and moves {who} P{a} -> P{b} ({G.PATH_DISTANCE[a][b]} steps)",
             ("CBA-12.4", "CBA-12.5", "CBA-12.6"), w.seat)
    else:
        note(w, f"moves {who} P{a} -> P{b}", ("CBA-12.4", "CBA-12.6"), w.seat)


def why_not(s: Any, a: Any) -> Ruling | None:
    """The first broken condition of a knight move, or the castle knight that must still leave; None when legal."""
    return refusal(_end_problem(s) if a.kind == "end_moves" else _move_problem(s, a))


# --- who may move where (CBA-12.4 - CBA-12.11) --------------------------------------------------------------------


def controlled(s: Any) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """(own knights that may still move, foreign knights that may still move) for the active player."""
    moved, knight = s.moved, s.knight
    own = tuple(p for p in positions_of(knight, s.seat) if p not in moved)
    foreign = tuple(p for p in positions_of(knight, P.FOREIGN) if p not in moved) if s.cfg.two_player else ()
    return own, foreign


def destinations(s: Any, start: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Free end paths within 3 steps, and within 4-5 steps (the latter need a grain), CBA-12.4 - CBA-12.7."""
    near, far = G.REACH[s.cfg.options["knights_may_pass_over_castle_paths"]][start]
    knight = s.knight
    return tuple(b for b in near if knight[b] < 0), tuple(b for b in far if knight[b] < 0)


_MOVES = {cross: tuple((tuple((b, P.MOVE[a][b]) for b in near), tuple((b, P.MOVE_FAR[a][b]) for b in far))
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
    grain = s.hands[s.seat][P.GRAIN] > 0
    out = []
    for p in own + (() if own_only else foreign):
        if G.IS_CASTLE_PATH[p]:
            near, far = destinations(s, p)
            if near or (grain and far):
                out.append(p)
    return tuple(out)


def _strand(w: Any) -> None:
    """Castle knights that could not leave stay, or go back to supply without gold (CBA-12.11)."""
    own, foreign = controlled(w)
    for p in own + foreign:
        if not G.IS_CASTLE_PATH[p]:
            continue
        if w.cfg.options["stranded_castle_knight"] == "removed_without_gold" and w.knight[p] != P.FOREIGN:
            owner = w.knight[p]
            w.knight = replaced(w.knight, {p: -1})
            w.knights_left = tuple(n + 1 if j == owner else n for j, n in enumerate(w.knights_left))
            note(w, f"the knight on castle path P{p} has nowhere to go and returns to supply, without gold",
                 ("CBA-12.11",), owner)
        else:
            note(w, f"the knight on castle path P{p} has nowhere to go and stays", ("CBA-12.11",), w.seat)


def start_knight_phase(w: Any) -> None:
    """Phase 3 begins (CBA-5.4); with no knight to command it passes straight to the battles (CBA-5.5)."""
    w.phase, w.ctx, w.to_move = P.KNIGHTS, (), w.seat
    own, foreign = controlled(w)
    if not own and not foreign:
        w.start_battles()


# --- refusals -------------------------------------------------------------------------------------------------------


def _move_problem(s: Any, a: Any) -> Any:
    start, end = a.args
    own, foreign = controlled(s)
    f = s.knight[start]
    if f < 0:
        return reason_text(DOMAIN, "no knight stands on P{at}", at=start), ("CBA-12.4",)
    if start in s.moved:
        return reason_text(DOMAIN, "the knight on P{at} has already moved this turn", at=start), ("CBA-12.9",)
    if start not in own and start not in foreign:
        return reason_text(DOMAIN, "the knight on P{at} is not yours to move", at=start), ("CBA-12.4", "CBA-15.11")
    if start in own and s.foreign_moving:
        return reason_text(DOMAIN, "your own knights move before the foreign knights"), ("CBA-15.11",)
    if start in foreign and must_leave_castle(s, own_only=True):
        return (reason_text(DOMAIN, "your own castle knights must move before the foreign knights"),
                ("CBA-15.11", "CBA-12.7"))
    if G.IS_CASTLE_PATH[end]:
        return reason_text(DOMAIN, "a knight may not end its move on castle path P{at}", at=end), ("CBA-12.7",)
    if s.knight[end] >= 0:
        return (reason_text(DOMAIN, "P{at} already holds a knight: a move may pass knights but not end on one", at=end),
                ("CBA-12.1", "CBA-12.6"))
    table = G.PATH_DISTANCE if s.cfg.options["knights_may_pass_over_castle_paths"] else \
        G.PATH_DISTANCE_NO_CASTLE_CROSSING
    steps = table[start][end]
    if a.kind == "move":
        if steps > 3:
            fields = {"start": start, "end": end, "steps": steps}
            text = reason_text(DOMAIN, "P{start} -> P{end} is {steps} steps; a knight moves at most 3 (1 grain buys "
                                       "range 5)", **fields) if steps <= 5 else \
                reason_text(DOMAIN, "P{start} -> P{end} is {steps} steps; a knight moves at most 3", **fields)
            return text, ("CBA-12.4", "CBA-12.5")
        return None
    if steps <= 3:
        return (reason_text(DOMAIN, "P{start} -> P{end} is {steps} steps: no grain is needed", start=start, end=end,
                            steps=steps), ("CBA-12.4", "CBA-12.5"))
    if steps > 5:
        return (reason_text(DOMAIN, "P{start} -> P{end} is {steps} steps; no knight ever moves more than 5",
                            start=start, end=end, steps=steps), ("CBA-12.5",))
    if not s.hands[s.seat][P.GRAIN]:
        return reason_text(DOMAIN, "range 5 costs 1 grain and you have none"), ("CBA-12.5",)
    return None


def _end_problem(s: Any) -> Any:
    stuck = must_leave_castle(s)
    if not stuck:
        return None
    return reason_text(DOMAIN, "the knight on castle path P{at} must move off the castle", at=stuck[0]), ("CBA-12.7",)
