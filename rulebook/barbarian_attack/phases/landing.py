"""A barbarian landing (CBA-9, CBA-10.1): after every settlement and city upgrade of a regular turn.

The builder rolls two dice until three different totals other than 7 are accepted; each accepted total names one
coastal hex (CBA-2.9), which receives a barbarian unless it is conquered. A hex reaching the conquest threshold is
conquered on the spot. The landing stops when the supply runs out (CBA-9.6).
"""

from __future__ import annotations

from typing import Any

from rulebook.core import CHANCE, Action, Ruling

from .. import board as G
from .. import pieces as P
from ..edits import announce_conquest, note, resume, set_barbarians


def legal_moves(s: Any) -> tuple[Action, ...]:
    """Nobody decides during a landing: every roll is a chance node."""
    return ()


def chance_outcomes(s: Any) -> tuple:
    """The eleven 2d6 totals; a 7 or a repeat is a real roll that the landing rejects (CBA-9.3)."""
    return P.LANDING_OUT


def apply_move(w: Any, action: Any) -> None:
    """One landing roll: rejected (7 or repeat), or a barbarian for its coastal hex."""
    total = action.args[0]
    accepted, rejected = w.ctx
    if total == 7 or total in accepted:
        why = "a 7" if total == 7 else "a repeat"
        note(w, f"landing roll {total} is {why}: rolled again", ("CBA-9.3",))
        w.ctx = (accepted, rejected + 1)
        return
    accepted += (total,)
    h = G.NUMBER_TO_COASTAL[total]
    if w.cmask & (1 << h):
        note(w, f"landing roll {total}: {G.hex_label(h)} is conquered, nothing is placed", ("CBA-9.4", "CBA-10.2"))
    else:
        w.barb_supply -= 1
        set_barbarians(w, h, w.barb[h] + 1)
        note(w, f"landing roll {total}: a barbarian lands on {G.hex_label(h)} (now {w.barb[h]})",
             ("CBA-9.4", "CBA-9.7"))
        if w.barb[h] == w.cfg.conquest_threshold:
            announce_conquest(w, h, ("CBA-9.5", "CBA-10.1"))
    if len(accepted) == 3 or w.barb_supply == 0:
        if len(accepted) < 3:
            note(w, "the barbarian supply is empty: the landing ends", ("CBA-9.6",))
        resume(w)
    else:
        w.ctx = (accepted, rejected)


def why_not(s: Any, action: Any) -> Ruling | None:
    """Nothing to add: the refusals of chance outcomes are the same in every chance phase."""
    return None


def start_landing(w: Any) -> bool:
    """A landing begins (CBA-9.1); False when the supply is empty and nothing lands (CBA-9.2)."""
    if w.barb_supply == 0:
        note(w, "the barbarian supply is empty: no landing", ("CBA-9.2",))
        return False
    w.landings += 1
    w.phase, w.ctx, w.to_move = P.LANDING, ((), 0), CHANCE
    note(w, "barbarians land: three different totals, 7s and repeats rolled again", ("CBA-9.1", "CBA-9.3"))
    return True
