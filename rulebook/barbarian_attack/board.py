"""The fixed board: the map data of board.json, checked, and the geometry computed from it once at import.

`board.json` holds the map (hex rows, numbers, zones, start barbarians, harbour positions and types, battle order),
the edition table, costs and piece counts. From the coordinate scheme of CBA-1 the geometry is computed once and
frozen into integer tables: every table is a tuple indexed by a hex id (H0-H18), an intersection id (I0-I53) or a
path id (P0-P71), so the hot path of the engine never builds a graph, it only indexes tuples. Ids follow CBA-1.6 /
CBA-1.7 exactly (tests compare them with the spec's table CBA-2.8). `hex_id`, `intersection_id` and `path_id` read
a place by its printed id ("H3", "I11", "P46").
"""

from __future__ import annotations

import pathlib
from collections import deque
from typing import Any

from rulebook.core import PositionError, jsonio
from rulebook.core.jsonio import JSONError

from . import pieces as P
from .pieces import CARD_KINDS, HARBOUR_TYPES, RESOURCES, TERRAINS

HERE = pathlib.Path(__file__).resolve().parent


def _check_board(data: Any) -> dict:
    """Validate board.json; raise JSONError naming the field."""
    d = jsonio.obj(data, "board", ("schema", "provenance_note", "hexes", "terrain_pools", "terrain_resources",
                                   "battle_order", "harbours", "harbour_type_pool", "editions",
                                   "castle_side_orientation", "costs", "pieces_per_player",
                                   "bank_resources_per_type", "two_player"))
    jsonio.string(d["schema"], "board.schema", ("barbarian_attack.board/1",))
    hexes = jsonio.array(d["hexes"], "board.hexes", 19, 19)
    for i, h in enumerate(hexes):
        where = f"board.hexes[{i}]"
        jsonio.obj(h, where, ("id", "row", "col", "zone", "number", "fixed", "start_barbarians"))
        if jsonio.integer(h["id"], f"{where}.id", 0, 18) != i:
            raise JSONError(f"{where}.id: hexes must be listed in id order")
        jsonio.integer(h["row"], f"{where}.row", 0, 4)
        jsonio.integer(h["col"], f"{where}.col", 0, 4)
        jsonio.string(h["zone"], f"{where}.zone", ("outer", "inner"))
        if h["number"] is not None:
            jsonio.integer(h["number"], f"{where}.number", 2, 12)
            if h["number"] == 7:
                raise JSONError(f"{where}.number: no hex carries a 7")
        if h["fixed"] is not None:
            jsonio.string(h["fixed"], f"{where}.fixed", ("desert", "castle"))
        if (h["fixed"] is None) == (h["number"] is None):
            raise JSONError(f"{where}: a hex has either a number or a fixed terrain (desert/castle)")
        jsonio.integer(h["start_barbarians"], f"{where}.start_barbarians", 0, 2)
    pools = jsonio.obj(d["terrain_pools"], "board.terrain_pools", ("outer", "inner"))
    for zone in ("outer", "inner"):
        pool = jsonio.obj(pools[zone], f"board.terrain_pools.{zone}", (), TERRAINS[:5])
        total = sum(jsonio.integer(v, f"board.terrain_pools.{zone}.{k}", 0, 19) for k, v in pool.items())
        slots = sum(1 for h in hexes if h["zone"] == zone and h["fixed"] is None)
        if total != slots:
            raise JSONError(f"board.terrain_pools.{zone}: {total} tiles for {slots} {zone} positions")
    order = jsonio.array(d["battle_order"], "board.battle_order", 10, 10)
    coastal = sorted(h["id"] for h in hexes if h["zone"] == "outer" and h["number"] is not None)
    if sorted(order) != coastal:
        raise JSONError("board.battle_order: must list each numbered outer hex once")
    harbours = jsonio.array(d["harbours"], "board.harbours", 9, 9)
    for i, h in enumerate(harbours):
        jsonio.obj(h, f"board.harbours[{i}]", ("index", "hex", "side"))
        jsonio.integer(h["hex"], f"board.harbours[{i}].hex", 0, 18)
        jsonio.integer(h["side"], f"board.harbours[{i}].side", 0, 5)
    pool = jsonio.obj(d["harbour_type_pool"], "board.harbour_type_pool", HARBOUR_TYPES)
    if sum(jsonio.integer(v, f"board.harbour_type_pool.{k}", 0, 9) for k, v in pool.items()) != 9:
        raise JSONError("board.harbour_type_pool: must hold 9 harbour types")
    editions = jsonio.obj(d["editions"], "board.editions", ("classic", "2025"))
    for name, ed in editions.items():
        where = f"board.editions.{name}"
        jsonio.obj(ed, where, ("barbarians_total", "castle_die_pairs", "card_names", "two_player"))
        jsonio.integer(ed["barbarians_total"], f"{where}.barbarians_total", 2, 60)
        pairs = jsonio.array(ed["castle_die_pairs"], f"{where}.castle_die_pairs", 3, 3)
        if sorted(v for pair in pairs for v in pair) != [1, 2, 3, 4, 5, 6]:
            raise JSONError(f"{where}.castle_die_pairs: must pair the faces 1-6")
        jsonio.obj(ed["card_names"], f"{where}.card_names", CARD_KINDS)
    return d


BOARD = _check_board(jsonio.loads((HERE / "board.json").read_text()))
"""board.json, checked."""

# --- geometry (CBA-1) ----------------------------------------------------------------------------------------------

HEXES = P.HEXES
CASTLE = 16
DESERT = 2

# --- hexes: axial and doubled coordinates (CBA-1.3, CBA-1.6) ----------------------------------------------------

HEX_ROWCOL = tuple((h["row"], h["col"]) for h in BOARD["hexes"])


def _axial(row: int, col: int) -> tuple[int, int]:
    r = row - 2
    return col + max(-2, -2 - r), r


HEX_AXIAL = tuple(_axial(r, c) for r, c in HEX_ROWCOL)
HEX_CENTRE2 = tuple((2 * q + r, 3 * r) for q, r in HEX_AXIAL)
"""Hex centres in doubled integer coordinates (X, Y); real centre = (X * sqrt(3) / 2, Y / 2)."""

SIDE_OFFSETS = ((0, 1), (-1, 1), (-1, 0), (0, -1), (1, -1), (1, 0))   # SE, SW, W, NW, NE, E (CBA-1.4)
CORNER_OFFSETS = ((1, 1), (0, 2), (-1, 1), (-1, -1), (0, -2), (1, -1))  # k0..k5 (CBA-1.5, CBA-1.6)
ORIENTATIONS = ("slash", "backslash", "vertical")                         # side mod 3 (CBA-1.8)

_by_axial = {ax: h for h, ax in enumerate(HEX_AXIAL)}
HEX_NEIGHBOURS = tuple(tuple(_by_axial.get((q + dq, r + dr)) for dq, dr in SIDE_OFFSETS) for q, r in HEX_AXIAL)
"""Neighbouring land hex by side 0..5, or None for a sea side."""

# --- intersections (CBA-1.6) --------------------------------------------------------------------------------------

_corner_points = {(x + dx, y + dy) for x, y in HEX_CENTRE2 for dx, dy in CORNER_OFFSETS}
INTERSECTION_XY = tuple(sorted(_corner_points, key=lambda p: (p[1], p[0])))
_point_id = {p: i for i, p in enumerate(INTERSECTION_XY)}
INTERSECTIONS = len(INTERSECTION_XY)
assert INTERSECTIONS == P.INTERSECTIONS, "the map must have the 54 intersections of CBA-1.6"

HEX_CORNERS = tuple(tuple(_point_id[(x + dx, y + dy)] for dx, dy in CORNER_OFFSETS) for x, y in HEX_CENTRE2)
"""The six intersections of each hex, in corner order k0..k5."""

INTERSECTION_HEXES = tuple(tuple(h for h in range(HEXES) if i in HEX_CORNERS[h]) for i in range(INTERSECTIONS))
"""The 1-3 land hexes touching each intersection, ascending."""

# --- paths (CBA-1.7) ----------------------------------------------------------------------------------------------

_edges: dict[tuple[int, int], list[tuple[int, int]]] = {}
for _h in range(HEXES):
    for _s in range(6):
        _a, _b = HEX_CORNERS[_h][_s], HEX_CORNERS[_h][(_s + 1) % 6]
        _edges.setdefault((min(_a, _b), max(_a, _b)), []).append((_h, _s))


def _path_key(ends: tuple[int, int]) -> tuple[int, int]:
    (xa, ya), (xb, yb) = INTERSECTION_XY[ends[0]], INTERSECTION_XY[ends[1]]
    return ya + yb, xa + xb


PATH_ENDS = tuple(sorted(_edges, key=_path_key))
PATHS = len(PATH_ENDS)
assert PATHS == P.PATHS, "the map must have the 72 paths of CBA-1.7"
PATH_SIDES = tuple(tuple(sorted(_edges[e])) for e in PATH_ENDS)
"""(hex, side) pairs of each path: one for a sea-side path, two for a shared one."""
PATH_HEXES = tuple(tuple(h for h, _ in sides) for sides in PATH_SIDES)
PATH_ORIENTATION = tuple(sides[0][1] % 3 for sides in PATH_SIDES)
"""0 = slash, 1 = backslash, 2 = vertical (the same seen from either hex, CBA-1.8)."""
_path_id = {e: p for p, e in enumerate(PATH_ENDS)}
HEX_PATHS = tuple(tuple(_path_id[(min(HEX_CORNERS[h][s], HEX_CORNERS[h][(s + 1) % 6]),
                                  max(HEX_CORNERS[h][s], HEX_CORNERS[h][(s + 1) % 6]))] for s in range(6))
                  for h in range(HEXES))
"""The six paths of each hex, in side order s0..s5."""
SEA_SIDE_PATHS = tuple(p for p in range(PATHS) if len(PATH_HEXES[p]) == 1)

INTERSECTION_PATHS = tuple(tuple(p for p in range(PATHS) if i in PATH_ENDS[p]) for i in range(INTERSECTIONS))
INTERSECTION_NEIGHBOURS = tuple(tuple(sorted(a if b == i else b
                                             for a, b in (PATH_ENDS[p] for p in INTERSECTION_PATHS[i])))
                                for i in range(INTERSECTIONS))
PATH_ADJACENT = tuple(tuple(sorted({q for i in PATH_ENDS[p] for q in INTERSECTION_PATHS[i] if q != p}))
                      for p in range(PATHS))
"""Paths one step away (sharing an intersection), CBA-1.11."""

# --- zones, numbers, coastal hexes, castle (CBA-1.12, CBA-2) -------------------------------------------------------

HEX_NUMBER = tuple(h["number"] for h in BOARD["hexes"])
HEX_ZONE = tuple(h["zone"] for h in BOARD["hexes"])
COASTAL_HEXES = tuple(h for h in range(HEXES) if HEX_ZONE[h] == "outer" and HEX_NUMBER[h] is not None)
INNER_HEXES = tuple(h for h in range(HEXES) if HEX_ZONE[h] == "inner")
IS_COASTAL = tuple(h in COASTAL_HEXES for h in range(HEXES))
NUMBER_TO_COASTAL = {HEX_NUMBER[h]: h for h in COASTAL_HEXES}
COAST = {f"H{h}": HEX_NUMBER[h] for h in COASTAL_HEXES}
"""The coast, the only hexes barbarians reach: printed id -> number token, e.g. "H17": 6 (CBA-1.12, CBA-2.9)."""
"""Every non-7 total names exactly one coastal hex (CBA-2.9)."""
NUMBER_HEXES = tuple(tuple(h for h in range(HEXES) if HEX_NUMBER[h] == n) for n in range(13))
BATTLE_ORDER = tuple(BOARD["battle_order"])
CASTLE_PATHS = HEX_PATHS[CASTLE]
IS_CASTLE_PATH = tuple(p in CASTLE_PATHS for p in range(PATHS))
START_BARBARIANS = tuple(h["start_barbarians"] for h in BOARD["hexes"])

PATH_BATTLE_HEXES = tuple(tuple(h for h in PATH_HEXES[p] if IS_COASTAL[h]) for p in range(PATHS))
"""Coastal hexes a knight on the path stands at (CBA-12.12)."""

CONQUERABLE = tuple(all(IS_COASTAL[h] for h in INTERSECTION_HEXES[i]) for i in range(INTERSECTIONS))
"""A building here can be conquered: every land hex it touches is a coastal hex (CBA-10.6 - CBA-10.8)."""
COASTAL_INTERSECTION = tuple(len(INTERSECTION_HEXES[i]) < 3 for i in range(INTERSECTIONS))
"""Touches the sea (fewer than three land hexes), CBA-1.6."""
HEX_BIT = tuple(1 << h for h in range(HEXES))
INTERSECTION_HEXMASK = tuple(sum(HEX_BIT[h] for h in INTERSECTION_HEXES[i]) for i in range(INTERSECTIONS))
PATH_HEXMASK = tuple(sum(HEX_BIT[h] for h in PATH_HEXES[p]) for p in range(PATHS))
INTERSECTION_TOUCHES_DESERT = tuple(DESERT in INTERSECTION_HEXES[i] for i in range(INTERSECTIONS))

# --- harbours (CBA-2.10, CBA-2.11) --------------------------------------------------------------------------------

HARBOUR_PATHS = tuple(HEX_PATHS[h["hex"]][h["side"]] for h in BOARD["harbours"])
HARBOUR_INTERSECTIONS = tuple(PATH_ENDS[p] for p in HARBOUR_PATHS)
INTERSECTION_HARBOUR = tuple(next((k for k, ends in enumerate(HARBOUR_INTERSECTIONS) if i in ends), None)
                             for i in range(INTERSECTIONS))


# --- knight distances (CBA-12.4, CBA-12.8) ------------------------------------------------------------------------

def _distances(through_castle: bool) -> tuple[tuple[int, ...], ...]:
    """Shortest step counts between paths; 99 when unreachable. Without `through_castle`, castle paths may
    start a move but never be crossed."""
    table = []
    for start in range(PATHS):
        dist = [99] * PATHS
        dist[start] = 0
        todo = deque([start])
        while todo:
            p = todo.popleft()
            if p != start and not through_castle and IS_CASTLE_PATH[p]:
                continue
            for q in PATH_ADJACENT[p]:
                if dist[q] == 99:
                    dist[q] = dist[p] + 1
                    todo.append(q)
        table.append(tuple(dist))
    return tuple(table)


PATH_DISTANCE = _distances(True)
PATH_DISTANCE_NO_CASTLE_CROSSING = _distances(False)


def reachable(through_castle: bool) -> tuple[tuple[tuple[int, ...], tuple[int, ...]], ...]:
    """For each path: (non-castle paths 1-3 steps away, non-castle paths 4-5 steps away), ascending."""
    table = PATH_DISTANCE if through_castle else PATH_DISTANCE_NO_CASTLE_CROSSING
    out = []
    for a in range(PATHS):
        near = tuple(b for b in range(PATHS) if 1 <= table[a][b] <= 3 and not IS_CASTLE_PATH[b])
        far = tuple(b for b in range(PATHS) if 4 <= table[a][b] <= 5 and not IS_CASTLE_PATH[b])
        out.append((near, far))
    return tuple(out)


REACH = {True: reachable(True), False: reachable(False)}


# --- costs, pieces, bank (CBA-3, CBA-8.1, CBA-11.2) ------------------------------------------------------------------

PIECES = BOARD["pieces_per_player"]
"""Pieces each player has: roads, settlements, cities, knights (CBA-3.1)."""
BANK_START = BOARD["bank_resources_per_type"]
"""Cards of each resource in the game (19, CBA-3.8)."""


def _cost(name: str) -> tuple[int, ...]:
    return tuple(BOARD["costs"][name].get(r, 0) for r in RESOURCES)


COST_ROAD, COST_SETTLEMENT, COST_CITY, COST_CARD = (_cost(n) for n in ("road", "settlement", "city",
                                                                      "development_card"))

# --- places by their printed ids -------------------------------------------------------------------------------------

HEX_LABELS = tuple(f"H{h}({HEX_NUMBER[h]})" if HEX_NUMBER[h] is not None
                   else f"H{h}({'castle' if h == CASTLE else 'desert'})" for h in range(HEXES))


def hex_label(h: int) -> str:
    """'H12(4)': hex id and number (or castle/desert)."""
    return HEX_LABELS[h]


def _place(value: Any, letter: str, count: int, field: str) -> int:
    if type(value) is int and 0 <= value < count:
        return value
    if isinstance(value, str):
        text = value.strip().upper()
        if text[:1] == letter and text[1:].isdigit() and int(text[1:]) < count:
            return int(text[1:])
    raise PositionError(field, f"{value!r} is not a place on the board", f"{letter}0 to {letter}{count - 1}")


def hex_id(value: Any, field: str = "hex") -> int:
    """A hex by its printed id ("H3", any case) or number."""
    return _place(value, "H", HEXES, field)


def coastal_hex_id(value: Any, field: str = "hex") -> int:
    """A coastal hex (the ten numbered outer hexes, the only ones barbarians reach, CBA-9.7) by id or number."""
    h = hex_id(value, field)
    if not IS_COASTAL[h]:
        raise PositionError(field, f"H{h} is not a coastal hex (barbarians stand only on the coast, CBA-9.7)",
                            ", ".join(f"H{c}" for c in COASTAL_HEXES))
    return h


def intersection_id(value: Any, field: str = "intersection") -> int:
    """An intersection by its printed id ("I11", any case) or number."""
    return _place(value, "I", INTERSECTIONS, field)


def path_id(value: Any, field: str = "path") -> int:
    """A path by its printed id ("P46", any case) or number."""
    return _place(value, "P", PATHS, field)


def knight_steps(start: Any, end: Any, through_castle: bool = True) -> int:
    """Steps a knight needs from one path to another ("P63", "P64"), crossing castle paths or not (CBA-12.4,
    CBA-12.8); 99 when unreachable."""
    table = PATH_DISTANCE if through_castle else PATH_DISTANCE_NO_CASTLE_CROSSING
    return table[path_id(start, "start")][path_id(end, "end")]
