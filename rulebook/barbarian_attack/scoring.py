"""Final scores: victory points per seat, their breakdown rule by rule, the winner, and who holds Longest Road or the
Harbormaster card (CBA-8.10, CBA-14, CBA-17.2).

Only the active player can win, the moment they reach the target in their own turn (CBA-14.5, CBA-14.6); the
winner is recorded in the state when that happens, so `winners` reads it rather than comparing points. There is no
tie-break for the game: it ends at the first player to reach the target. The cards worth 2 VP have one: a holder
keeps a card while still tied for the lead (`leader`).
"""

from __future__ import annotations

import functools
from typing import Any

from . import board as G
from .queries import all_vp, building_points


def scores(s: Any) -> tuple[int, ...]:
    """Victory points of each seat (CBA-14)."""
    return all_vp(s)


def winners(s: Any) -> tuple[int, ...]:
    """The winning seat, once the game is over (CBA-14.5); empty before."""
    return (s.winner,) if s.winner >= 0 else ()


def score_breakdown(s: Any, seat: int) -> dict[str, int]:
    """Where a seat's victory points come from, one line per rule; the values add up to its score.

        buildings (CBA-14.1), prisoners (CBA-14.3), Longest Road (CBA-14.2), Harbormaster (CBA-17.2)
    """
    out = {"buildings (CBA-14.1)": building_points(s, seat),
           "prisoners, 1 per 2 (CBA-14.3)": s.prisoners[seat] // 2,
           "Longest Road (CBA-14.2)": 2 if s.lr_holder == seat else 0}
    if s.cfg.options["harbormaster"]:
        out["Harbormaster (CBA-17.2)"] = 2 if s.hm_holder == seat else 0
    return out


# --- Longest Road and who holds a card while tied (CBA-8.10 - CBA-8.12, CBA-17.2) --------------------------------


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


def leader(values: tuple[int, ...], holder: int, minimum: int) -> int:
    """Keep a holder who is still at least tied for the lead; otherwise a single leader with the minimum."""
    top = max(values)
    if holder >= 0 and values[holder] >= minimum and values[holder] == top:
        return holder
    leaders = [o for o, v in enumerate(values) if v == top]
    return leaders[0] if top >= minimum and len(leaders) == 1 else -1


def roads_touching(road: tuple[int, ...], i: int) -> tuple[int, ...]:
    """Owners with a road at intersection i (a settlement there may split their roads)."""
    return tuple(sorted({road[p] for p in G.INTERSECTION_PATHS[i] if road[p] >= 0}))
