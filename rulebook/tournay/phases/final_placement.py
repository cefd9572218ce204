"""The final placement and scoring (TOU-13.7 .. TOU-13.11): each player secretly picks a last card, all are
revealed together, paid and placed, every wall in hand may be built, and the game is scored.

The simultaneous choice is modelled as hidden choices made one seat after another, from the start player:
nothing is placed or paid until every seat has chosen (`state.final_choices`). Pending steps: `final_card` (the
secret card and, through `place` and `cost_cards` in `card_play`, where it goes), `final_reveal` (the choices are
revealed; each is placed by `final_resolve` in `card_play`), `final_walls` and `score`.
"""

from __future__ import annotations

from rulebook.core import Ruling
from rulebook.core.i18n import reason_text

from .. import queries
from ..edits import build_wall
from ..pieces import DONE, FINAL_PASS, PLACEABLE, TAction
from ..refusals import DOMAIN
from ..scoring import seat_totals


def legal_moves(state) -> tuple[TAction, ...]:
    """Each playable card (a pass only when none can be placed, unless the option allows it); or walls."""
    task = state.tasks[-1]
    s = task[1]
    if task[0] == "final_walls":
        return queries.wall_choices(state, s, DONE)
    cards = queries.playable(state, s)
    tail = (FINAL_PASS,) if state.cfg.final_optional or not cards else ()
    return tuple(TAction("final_card", (cid,)) for cid in cards) + tail


def chance_outcomes(state) -> tuple:
    """The final placement involves no chance."""
    return ()


def apply_move(draft, action: TAction) -> None:
    """Record a seat's secret final choice (TOU-13.7), or build a final wall (TOU-13.9)."""
    task = draft.tasks[-1]
    s = task[1]
    if task[0] == "final_card":
        draft.tasks.pop()
        if action.kind == "final_pass":
            draft.final_choices[s] = (-1,)
            draft.note("passes at the final placement (in secret)", ("TOU-13.10",), s)
            return
        draft.tasks.append(("place", s, queries.copy_in_hand(draft, s, action.args[0]), 1))
    elif action.kind == "done":
        draft.tasks.pop()
    else:
        card = queries.copy_in_hand(draft, s, action.args[0])
        build_wall(draft, s, card)
        draft.note(f"builds {draft.name(card)} as a wall", ("TOU-13.9",), s)


def why_not(state, action: TAction) -> Ruling | None:
    """Why a seat may not pass at the final placement."""
    if action.kind == "final_pass":
        return Ruling(False, reason_text(DOMAIN, "every player plays a final card when one can be placed (pass only "
                                                 "if none can)"), ("TOU-13.7", "TOU-13.10"))
    return None


def advance(draft, task: tuple) -> bool:
    """Skip seats with no district card or no wall to build; reveal the choices; score. Else wait (True)."""
    kind = task[0]
    if kind == "final_card":
        s = task[1]
        if any(draft.cards[i].type in PLACEABLE for i in draft.players[s].hand):
            return True
        draft.tasks.pop()  # no district card in hand: nothing to choose
        draft.final_choices[s] = (-1,)
        return False
    if kind == "final_walls":
        if queries.events_in_hand(draft, task[1]):
            return True
        draft.tasks.pop()
        return False
    draft.tasks.pop()
    if kind == "final_reveal":
        draft.note("the secret final cards are revealed", ("TOU-13.7", "TOU-13.8"))
        draft.tasks += [("final_resolve", s) for s in reversed(draft.seat_order(draft.start_player))]
    else:
        totals = seat_totals(draft.cfg, draft.players)
        draft.note("final scores: " + ", ".join(f"P{s + 1} {v}" for s, v in enumerate(totals)),
                   ("TOU-13.11", "TOU-14.10"))
    return False
