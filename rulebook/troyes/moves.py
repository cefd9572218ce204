"""Dispatch: which decision is open in a state, and which module applies an action (setup placements here)."""

from __future__ import annotations

from functools import lru_cache

from rulebook.core import Action

from . import counter, effects, turn
from .constants import ACTIONS, BLACK, BUILDING_TITLES, BUILDINGS, COUNTER, EMPTY, EVENTS, OVER, SETUP
from .flow import apply_black, apply_roll, finish_setup
from .state import RULE_HOOKS, Draft, tuple_add, tuple_set


@lru_cache(maxsize=64)
def snake_order(n: int, start: int, each: int) -> tuple[int, ...]:
    """Setup order: clockwise from the start player, then back, alternating (TRY-2.18)."""
    forward = [(start + k) % n for k in range(n)]
    order: list[int] = []
    lap = 0
    while len(order) < n * each:
        order += forward if lap % 2 == 0 else forward[::-1]
        lap += 1
    return tuple(order[:n * each])


PLACE_ACTIONS = tuple(Action("place", (BUILDINGS[i // 6], i % 6 + 1)) for i in range(18))


def setup_actions(s) -> tuple[Action, ...]:
    return tuple(PLACE_ACTIONS[i] for i, owner in enumerate(s.build) if owner == EMPTY)


def legal_actions(s) -> tuple[Action, ...]:
    if s.current_player < 0:
        return ()
    phase = s.phase
    if phase == ACTIONS:
        return effects.legal(s) if s.work else turn.legal(s)
    if phase == COUNTER:
        return counter.legal(s)
    if phase == SETUP:
        return setup_actions(s)
    if phase == EVENTS:
        return effects.discard_actions(s)
    return ()


def apply_action(d: Draft, action: Action) -> None:
    kind = action.kind
    if kind == "roll":
        apply_roll(d, action.args[0])
    elif kind == "black":
        if d.phase == BLACK:
            apply_black(d, action.args[0])
        else:
            effects.apply_card_roll(d, action.args[0])
    elif d.phase == ACTIONS:
        if d.work:
            effects.apply_decision(d, action)
        else:
            turn.apply(d, action)
    elif d.phase == COUNTER:
        counter.apply(d, action)
    elif d.phase == EVENTS:
        effects.apply_discard(d, action)
    elif d.phase == SETUP:
        place_setup_citizen(d, BUILDINGS.index(action.args[0]), action.args[1])
    else:  # pragma: no cover - legality is checked before
        raise AssertionError(f"no move {action} in phase {d.phase}")


def place_setup_citizen(d: Draft, building: int, space: int) -> None:
    """One snake-order placement on an empty space; never pushes anyone (TRY-2.17 - TRY-2.20)."""
    p = d.seat
    d.build = tuple_set(d.build, building * 6 + space - 1, p)
    d.personal = tuple_add(d.personal, p, -1)
    d.step += 1
    d.note(f"places a citizen on space {space} of the {BUILDING_TITLES[building]}",
           ("TRY-2.17", "TRY-2.18", "TRY-2.19", "TRY-2.20"), p)
    order = snake_order(d.n, d.start, d.cfg.setup_citizens)
    if d.step < len(order):
        d.seat = order[d.step]
    else:
        finish_setup(d)


RULE_HOOKS.legal = legal_actions
RULE_HOOKS.apply = apply_action
RULE_HOOKS.roll = apply_roll  # what apply_action does for a `roll` outcome, without the dispatch

__all__ = ["OVER", "apply_action", "legal_actions", "snake_order"]
