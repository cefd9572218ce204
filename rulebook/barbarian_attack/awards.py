"""Longest Road (CBA-8.10 - CBA-8.12) and the Harbormaster card (CBA-17.2, CBA-17.3).

Road lengths are recomputed only for the owners a build can affect (the road builder; every owner with a road at
a new settlement), by a depth-first search over at most 15 roads, and kept in the state.
"""

from __future__ import annotations

import functools
from typing import Any

from . import geometry as G
from . import model as M
from .state import note


@functools.lru_cache(maxsize=4096)
def longest_road(road: tuple[int, ...], owner: tuple[int, ...], who: int) -> int:
    """Longest trail of `who`'s roads; another owner's building (conquered or not) splits it (CBA-8.11).

    A pure function of the board, memoised: the conservation checks ask it again for every position, and the
    roads change only now and then."""
    mine = [p for p in range(G.PATHS) if road[p] == who]
    if not mine:
        return 0
    at: dict[int, list[int]] = {}
    for p in mine:
        for i in G.PATH_ENDS[p]:
            at.setdefault(i, []).append(p)
    best = 0

    def walk(node: int, used: int, length: int) -> None:
        nonlocal best
        if length > best:
            best = length
        if length and owner[node] not in (-1, who):
            return
        for p in at[node]:
            bit = 1 << p
            if not used & bit:
                a, b = G.PATH_ENDS[p]
                walk(b if a == node else a, used | bit, length + 1)

    for start in at:
        walk(start, 0, 0)
        if best == len(mine):
            break
    return best


def _leader(values: tuple[int, ...], holder: int, minimum: int) -> int:
    """Keep a holder who is still at least tied for the lead; otherwise a single leader with the minimum."""
    top = max(values)
    if holder >= 0 and values[holder] >= minimum and values[holder] == top:
        return holder
    leaders = [o for o, v in enumerate(values) if v == top]
    return leaders[0] if top >= minimum and len(leaders) == 1 else -1


def update_longest_road(w: Any, owners: tuple[int, ...]) -> None:
    """Recompute the given owners' lengths and move the card if needed (CBA-8.10)."""
    lengths = list(w.road_len)
    for o in owners:
        lengths[o] = longest_road(w.road, w.owner, o)
    w.road_len = tuple(lengths)
    holder = _leader(w.road_len, w.lr_holder, 5)
    if holder != w.lr_holder:
        if holder >= 0:
            note(w, f"{owner_name(w, holder)} takes Longest Road ({w.road_len[holder]} roads)",
                 ("CBA-8.10", "CBA-14.2"), holder if holder < w.cfg.players else None)
        else:
            note(w, "Longest Road is set aside: no single longest road of 5 or more", ("CBA-8.10",))
        w.lr_holder = holder


def update_harbormaster(w: Any) -> None:
    """Move the Harbormaster card after any change of buildings or conquest (CBA-17.2, CBA-17.3)."""
    if not w.cfg.options["harbormaster"]:
        return
    points = tuple(M.harbour_points(w, p) for p in range(w.cfg.players))
    holder = _leader(points, w.hm_holder, 3)
    if holder != w.hm_holder:
        if holder >= 0:
            note(w, f"player {holder} takes the Harbormaster card ({points[holder]} harbour points)",
                 ("CBA-17.2",), holder)
        else:
            note(w, "the Harbormaster card is set aside", ("CBA-17.2", "CBA-17.3"))
        w.hm_holder = holder


def owner_name(s: Any, o: int) -> str:
    return f"player {o}" if o < s.cfg.players else f"neutral {o}"


def roads_touching(road: tuple[int, ...], i: int) -> tuple[int, ...]:
    """Owners with a road at intersection i (a settlement there may split their roads)."""
    return tuple(sorted({road[p] for p in G.INTERSECTION_PATHS[i] if road[p] >= 0}))
