"""Setup placements (TRY-2.17 - TRY-2.22): citizens placed one at a time in snake order on empty spaces.

The seed has already dealt everything hidden (setup.py); here each placement is one decision. When the last
citizen is placed, grey citizens fill the spaces left (3-4 players) and the first round begins (workforce).
"""

from __future__ import annotations

from functools import lru_cache

from rulebook.core import Action, Ruling
from rulebook.core.i18n import reason_text

from ..board import BUILDING_TITLES, BUILDINGS
from ..pieces import EMPTY, GREY, ROLL, tuple_add, tuple_set
from ..queries import DOMAIN, building_id_words, refuse

PLACE_ACTIONS = tuple(Action("place", (BUILDINGS[i // 6], i % 6 + 1)) for i in range(18))
"""PLACE_ACTIONS[building * 6 + space - 1]: the placement on that space, built once."""


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


def legal_moves(s) -> tuple[Action, ...]:
    """A placement on every empty space (TRY-2.19, TRY-2.20)."""
    return tuple(PLACE_ACTIONS[i] for i, owner in enumerate(s.build) if owner == EMPTY)


def chance_outcomes(s) -> tuple:
    """Setup has no chance nodes: the seed dealt everything before the first placement."""
    return ()


def apply_move(d, action: Action) -> None:
    """Place the citizen of the player to move."""
    place_setup_citizen(d, BUILDINGS.index(action.args[0]), action.args[1])


def why_not(s, action: Action) -> Ruling:
    """During setup players only place, each on an empty space."""
    if action.kind != "place":
        return refuse(reason_text(DOMAIN, "during setup players only place their citizens"), "TRY-2.17", "TRY-2.18")
    args = action.args
    if len(args) != 2 or args[0] not in BUILDINGS or type(args[1]) is not int or not 1 <= args[1] <= 6:
        return refuse(reason_text(DOMAIN, "place names a building (palace, bishopric, city_hall) and a space 1-6"),
                      "TRY-2.19", "TRY-1.4")
    return refuse(reason_text(DOMAIN, "space {space} of the {building} is already taken; setup never pushes anyone",
                              space=args[1], building=building_id_words(args[0])), "TRY-2.20",
                  "TRY-2.19")


def place_setup_citizen(d, building: int, space: int) -> None:
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


def finish_setup(d) -> None:
    """Grey citizens fill the spaces left after the players (3-4 players, TRY-2.21), then round 1 starts."""
    if d.n > 2:
        filled = []
        build = list(d.build)
        for i, owner in enumerate(build):
            if owner == EMPTY:
                build[i] = GREY
                filled.append(f"{BUILDING_TITLES[i // 6]} {i % 6 + 1}")
        d.build = tuple(build)
        if filled:
            d.note(f"Grey citizens fill the empty spaces: {', '.join(filled)}", ("TRY-2.21", "TRY-2.6", "TRY-2.22"))
    d.begin(ROLL)
