"""The end of a turn (TOU-3, TOU-12) and the start of the next, where the end of the game is checked (TOU-13.3).

Pending steps: `end_walls` (the player may build walls from the events in hand, TOU-12.1), `hand_limit` (discard
down to the limit, each card under its own deck, TOU-12.3), `end_turn` (the next player's turn, or the final
placement once the final round is over) and `turn` (a turn starts: the end-of-game check at the start player's
turn, then the steps of the turn: step A, step B, walls, hand limit, end).
"""

from __future__ import annotations

from rulebook.core import Ruling

from .. import queries
from ..edits import build_wall, put_bottom, remove_from_hand
from ..pieces import DONE, TAction


def legal_moves(state) -> tuple[TAction, ...]:
    """A wall from each distinct event card in hand, or done; or a card to discard."""
    task = state.tasks[-1]
    if task[0] == "end_walls":
        return queries.wall_choices(state, task[1], DONE)
    ids = queries.distinct_ids(state.cfg.cards.cards, state.players[task[1]].hand)
    return tuple(TAction("discard", (cid,)) for cid in ids)


def chance_outcomes(state) -> tuple:
    """The end of a turn involves no chance."""
    return ()


def apply_move(draft, action: TAction) -> None:
    """Build a wall, finish building walls, or discard a card."""
    task = draft.tasks[-1]
    s = task[1]
    if task[0] == "hand_limit":
        card = queries.copy_in_hand(draft, s, action.args[0])
        remove_from_hand(draft, s, card)
        put_bottom(draft, card)
        draft.note(f"discards {draft.name(card)} to the bottom of its deck (hand limit)", ("TOU-12.3", "TOU-12.4"),
                   s)
    elif action.kind == "done":
        draft.tasks.pop()
    else:
        card = queries.copy_in_hand(draft, s, action.args[0])
        build_wall(draft, s, card)
        draft.note(f"builds {draft.name(card)} as a wall (no protection now)", ("TOU-12.1", "TOU-12.2"), s)


def why_not(state, action: TAction) -> Ruling | None:
    """Nothing to add: the general refusal explains the hand limit and the moments for walls."""
    return None


def advance(draft, task: tuple) -> bool:
    """Start or end a turn; skip walls without an event in hand and a hand within the limit; else wait (True)."""
    kind = task[0]
    s = task[1] if len(task) > 1 else -1
    if kind == "end_walls":
        if queries.events_in_hand(draft, s) and (not draft.cfg.walls_only_over
                                                 or len(draft.players[s].hand) > draft.cfg.hand_limit):
            return True
        draft.tasks.pop()
        return False
    if kind == "hand_limit":
        if len(draft.players[s].hand) > draft.cfg.hand_limit:
            return True
        draft.tasks.pop()
        return False
    draft.tasks.pop()
    if kind == "turn":  # a turn starts: the end-of-game check at the start player's turn, then its steps
        s = draft.active
        if s == draft.start_player and not draft.final_round:
            _check_end(draft)
        draft.tasks += [("end_turn",), ("hand_limit", s), ("end_walls", s), ("step_b", s), ("step_a", s)]
        draft.note(f"turn {draft.turn + 1}{' (final round)' if draft.final_round else ''}", ("TOU-3.1", "TOU-3.2"),
                   s)
        return False
    # the turn ends: the next player's turn, or the final placement once the final round is over
    draft.turn += 1
    draft.active = nxt = (draft.active + 1) % len(draft.players)
    if draft.final_round and nxt == draft.start_player:
        order = draft.seat_order(draft.start_player)
        draft.tasks.append(("score",))
        draft.tasks += [("final_walls", s) for s in reversed(order)]
        draft.tasks.append(("final_reveal",))
        draft.tasks += [("final_card", s) for s in reversed(order)]
        draft.note("final placement: each player secretly picks one card", ("TOU-13.7",))
    else:
        draft.tasks.append(("turn",))
    return False


def _check_end(w) -> None:
    """The end-of-game check at the start of the start player's turn (TOU-13.3, TOU-13.4, TOU-13.12)."""
    cfg = w.cfg
    cards = cfg.cards
    meets = [s for s in w.seat_order(w.start_player) if queries.meets_condition1(cfg, cards, w.players[s])]
    criers = w.criers >= cfg.crier_threshold
    if len(meets) >= cfg.c1_alone:
        trigger, seat, why = "district", meets[0], ("TOU-13.1", "TOU-13.3")
    elif meets and criers:
        trigger, seat, why = "criers", meets[0], ("TOU-13.1", "TOU-13.2", "TOU-13.3")
    elif w.turn >= cfg.max_turns:
        trigger, seat, why = "max_turns", -1, ("TOU-13.12",)
    else:
        return
    w.final_round, w.end_trigger, w.end_trigger_seat = True, trigger, seat
    w.note(f"the end is triggered ({trigger}); everyone takes one more turn", (*why, "TOU-13.6"), seat
           if seat >= 0 else None)

