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
from .pieces import SEATS, positions_of
from .queries import all_vp, building_conquered, building_points


def scores(s: Any) -> tuple[int, ...]:
    """Victory points of each seat (CBA-14)."""
    return all_vp(s)


def winners(s: Any) -> tuple[int, ...]:
    """The winning seat, once the game is over (CBA-14.5); empty before."""
    return (s.winner,) if s.winner >= 0 else ()


def score_breakdown(s: Any, seat: int | None = None) -> Any:
    """Where the victory points come from, rule by rule: for every seat, rows
    {"seat": "Red", "part": "2 cities, 2 VP each", "points": 4, "rule_ids": ("CBA-14.1",)} whose points add up to
    `scores()[seat]`. Only the parts a seat has are listed (fallen buildings with 0 points, so the reader sees
    why they do not count; a seat with nothing gets one row "no points yet").

    With `seat` (a number), that seat's parts as {part: points} in the older short form:
    buildings (CBA-14.1), prisoners (CBA-14.3), Longest Road (CBA-14.2), Harbormaster (CBA-17.2)."""
    if seat is not None:
        out = {"buildings (CBA-14.1)": building_points(s, seat),
               "prisoners, 1 per 2 (CBA-14.3)": s.prisoners[seat] // 2,
               "Longest Road (CBA-14.2)": 2 if s.lr_holder == seat else 0}
        if s.cfg.options["harbormaster"]:
            out["Harbormaster (CBA-17.2)"] = 2 if s.hm_holder == seat else 0
        return out
    rows = []
    for p in range(s.cfg.players):
        rows += _rows(s, p)
    return rows


def _count(n: int, one: str, many: str) -> str:
    return f"{n} {one if n == 1 else many}"


def _rows(s: Any, p: int) -> list[dict[str, Any]]:
    name = SEATS[p]
    mine = positions_of(s.owner, p)
    fallen = [i for i in mine if building_conquered(s.cmask, i)]
    standing = [i for i in mine if i not in fallen]
    settlements = sum(1 for i in standing if s.level[i] == 1)
    cities = sum(1 for i in standing if s.level[i] == 2)

    def row(part: str, points: int, *rule_ids: str) -> dict[str, Any]:
        return {"seat": name, "part": part, "points": points, "rule_ids": rule_ids}

    out = []
    if settlements:
        out.append(row(_count(settlements, "settlement", "settlements") + ", 1 VP each", settlements, "CBA-14.1"))
    if cities:
        out.append(row(_count(cities, "city", "cities") + ", 2 VP each", 2 * cities, "CBA-14.1"))
    if fallen:
        out.append(row(_count(len(fallen), "fallen building", "fallen buildings") + " on conquered hexes, 0 VP",
                       0, "CBA-10.6", "CBA-10.9"))
    if s.prisoners[p]:
        out.append(row(_count(s.prisoners[p], "prisoner", "prisoners") + ", 1 VP for every 2",
                       s.prisoners[p] // 2, "CBA-14.3"))
    if s.lr_holder == p:
        out.append(row("Longest Road", 2, "CBA-8.10", "CBA-14.2"))
    if s.hm_holder == p and s.cfg.options["harbormaster"]:
        out.append(row("Harbormaster", 2, "CBA-17.2"))
    if not out:
        out.append(row("no points yet", 0, "CBA-14.1"))
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
