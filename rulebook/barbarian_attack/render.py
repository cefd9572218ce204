"""The SVG picture of a position, with a stable, clickable id on every place, and the places a move starts at.

Drawn, 640 units wide so that text is at least 12 px when the picture is shown about 640 px wide: a header (turn,
phase, who moves, the barbarian supply); the island with terrain colours, hex ids, number tokens (a conquered hex's
token face down, dark), barbarians (a black disc with the count; with a conquest threshold other than the
scenario's 3, a badge "count/threshold" and a note in the header), roads, settlements and cities (a conquered
building lies on its side, hatched), knights (shields in the owner's colour, grey for foreign knights), the castle's
die numbers on its six sides and the nine harbours outside the coast, joined to their two intersections; beside it
the development deck and a legend of terrains and pieces; below it one panel per player. Output is deterministic:
the same state gives the same bytes.

Places. Every place a move can start from or a position editor can pick is a group
`<g id="…" class="rb-place rb-<kind>" data-place="…">` holding a `<title>` (the hover text, `words.place_name`):

    kind          id                  what
    hex           H0 … H18            the printed hex ids (H16 is the castle, H2 the desert)
    intersection  I0 … I53            the printed intersection ids: buildings
    path          P0 … P71            the printed path ids: roads and knights
    harbour       harbour-P0 …        a harbour, by the sea-side path it lies on (P0, P3, P17, P18, P38, P49, P61,
                                      P66, P69): the bank trades at its rate start there
    seat          seat-Red …          a player's panel (seat-Red, seat-Blue, seat-White, seat-Orange)
    deck          deck                the development deck (buying a card starts there)

`PLACE_PATTERN` matches every id. Intersections and paths carry no printed id unless `labels` names them (hover
shows it always); `highlight` rings places in magenta (the last move). `action_places(state, action)` gives the
places a move starts at and touches, `moves_at(state, place)` every well-formed move starting at a place (legal or
not, for "why not?"), `changed_places(before, after)` the places whose content differs, and `last_move_places`
the places the latest log entries name (what `State._repr_svg_` highlights).
"""

from __future__ import annotations

import functools
import math
import re
from typing import Any

from ..core.i18n import board_text, is_source_language, phase_context, seat_name, translate
from . import board as G
from . import pieces as P
from .board import BOARD
from .options import SCENARIO_CONQUEST_THRESHOLD
from .pieces import RESOURCES
from .queries import all_vp, building_conquered, harbours_of, trade_rate
from .words import labels_for, place_name

WIDTH = 640
UNIT = 38.0
"""The hex radius: centre to corner, in picture units (1 unit = 1 px at 640 px wide)."""
OFFSET_X, OFFSET_Y = 203.0, 211.0
"""Where the island's centre (hex H9) lies in the picture."""
PANEL_TOP = 402.0
PANEL_ROW = 36.0
SIDE_X = 444.0
"""The left edge of the column beside the island (deck and legend)."""
TERRAIN_COLOURS = {"forest": "#2e7d32", "hills": "#c0603a", "pasture": "#9ccc65", "fields": "#f2c94c",
                   "mountains": "#8d8d99", "desert": "#e8d8a8", "castle": "#b39ddb"}
TERRAIN_INK = {"forest": "#fff", "hills": "#fff", "mountains": "#111"}
"""Text colour on a terrain where dark text would not read."""
PLAYER_COLOURS = ("#d32f2f", "#1565c0", "#eeeeee", "#ef6c00")
FOREIGN_COLOUR = "#9e9e9e"
HIGHLIGHT = "#d500f9"
"""The ring around the places of the last move."""
SEA = "#bbdefb"
HARBOUR_LABELS = {"generic": "3:1 any", **{r: f"2:1 {r}" for r in RESOURCES}}
DOMAIN = "barbarian_attack"
"""The translation domain of the picture's words (`board_text`)."""

PLACE_PATTERN = (r"(?:H(?:1[0-8]|[0-9])|I(?:5[0-3]|[1-4][0-9]|[0-9])|P(?:7[01]|[1-6][0-9]|[0-9])"
                 r"|harbour-P(?:7[01]|[1-6][0-9]|[0-9])|seat-(?:Red|Blue|White|Orange)|deck)")
"""A regular expression every place id of the picture matches in full (`re.fullmatch`)."""
_PLACE_RE = re.compile(PLACE_PATTERN)


def _f(v: float) -> str:
    return f"{v:.1f}"


def _xy(x2: int, y2: int) -> tuple[float, float]:
    return OFFSET_X + x2 * 0.8660254 * UNIT, OFFSET_Y + y2 * 0.5 * UNIT


def _pt(i: int) -> tuple[float, float]:
    return _xy(*G.INTERSECTION_XY[i])


def _centre(h: int) -> tuple[float, float]:
    return _xy(*G.HEX_CENTRE2[h])


def _mid(p: int) -> tuple[float, float]:
    (ax, ay), (bx, by) = (_pt(i) for i in G.PATH_ENDS[p])
    return (ax + bx) / 2, (ay + by) / 2


def _esc(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def _text(x: float, y: float, text: str, size: int = 12, anchor: str = "middle", fill: str = "#111",
          weight: str = "") -> str:
    bold = ' font-weight="bold"' if weight else ""
    return (f'<text x="{_f(x)}" y="{_f(y)}" font-size="{size}" text-anchor="{anchor}" fill="{fill}"{bold}>'
            f"{_esc(text)}</text>")


def owner_colour(s: Any, o: int) -> str:
    """The fill colour of an owner's pieces: the seat's colour; a neutral of the two-player game uses the pieces
    of an unused colour (White, Orange) and is drawn in it."""
    return PLAYER_COLOURS[o]


def castle_labels(edition: str) -> tuple[int, ...]:
    """The die number printed on each castle side 0..5 (classic: 1-6 in side order; 2025: 1&6, 2&5, 3&4)."""
    if edition == "classic":
        return (1, 2, 3, 4, 5, 6)
    return (1, 2, 3, 6, 5, 4)


def _group(place: str, kind: str, title: str, body: str) -> str:
    return (f'<g id="{place}" class="rb-place rb-{kind}" data-place="{place}"><title>{_esc(title)}</title>'
            f"{body}</g>")


# --- the island --------------------------------------------------------------------------------------------------


def _hex(s: Any, h: int, lit: bool, named: bool) -> str:
    cx, cy = _centre(h)
    corners = [_pt(i) for i in G.HEX_CORNERS[h]]
    pts = " ".join(f"{_f(x)},{_f(y)}" for x, y in corners)
    terrain = s.cfg.terrain[h]
    ink = TERRAIN_INK.get(terrain, "#222")
    out = [f'<polygon points="{pts}" fill="{TERRAIN_COLOURS[terrain]}" stroke="#5d4037" stroke-width="1.5"/>']
    if lit:
        inner = " ".join(f"{_f(cx + (x - cx) * 0.84)},{_f(cy + (y - cy) * 0.84)}" for x, y in corners)
        out.append(f'<polygon points="{inner}" fill="none" stroke="{HIGHLIGHT}" stroke-width="4"/>')
    if h == G.CASTLE:
        out.append(_text(cx, cy - 3, f"H{h}", 12, fill=ink, weight="bold" if named else ""))
        out.append(_text(cx, cy + 11, board_text(DOMAIN, "castle"), 12, fill="#311b92"))
        labels = castle_labels(s.cfg.edition)
        for side, q in enumerate(G.CASTLE_PATHS):
            mx, my = _mid(q)
            out.append(_text(cx + (mx - cx) * 0.68, cy + (my - cy) * 0.68 + 4.5, str(labels[side]), 12,
                             fill="#311b92", weight="bold"))
    else:
        if named:
            out.append(f'<rect x="{_f(cx - 15)}" y="{_f(cy - 27)}" width="30" height="15" rx="4" fill="#fff" '
                       f'stroke="#111"/>')
            out.append(_text(cx, cy - 15.5, f"H{h}", 12, fill="#000", weight="bold"))
        else:
            out.append(_text(cx, cy - 15.5, f"H{h}", 12, fill=ink))
        number = G.HEX_NUMBER[h]
        if number is not None:
            down = bool(s.cmask & G.HEX_BIT[h])
            ty = cy + 1
            if down:
                out.append(f'<circle cx="{_f(cx)}" cy="{_f(ty)}" r="12" fill="#3e2723" stroke="#111"/>')
                out.append(f'<path d="M{_f(cx - 6)},{_f(ty - 6)} L{_f(cx + 6)},{_f(ty + 6)} M{_f(cx + 6)},'
                           f'{_f(ty - 6)} L{_f(cx - 6)},{_f(ty + 6)}" stroke="#ffab91" stroke-width="2"/>')
            else:
                out.append(f'<circle cx="{_f(cx)}" cy="{_f(ty)}" r="12" fill="#fff8e1" stroke="#5d4037"/>')
                red = number in (6, 8)
                out.append(_text(cx, ty + 5, str(number), 14, fill="#b71c1c" if red else "#111", weight="bold"))
    if s.barb[h]:
        out.append(_barbarians(cx, cy + 22, s.barb[h], s.cfg.conquest_threshold))
    return _group(f"H{h}", "hex", place_name(s, f"H{h}"), "".join(out))


def _barbarians(x: float, y: float, b: int, threshold: int) -> str:
    """The barbarians on a hex: a disc with the count, or with a variant threshold a badge such as '3/4'."""
    if threshold == SCENARIO_CONQUEST_THRESHOLD:
        return (f'<circle cx="{_f(x)}" cy="{_f(y)}" r="8" fill="#111" stroke="#fff" stroke-width="1"/>'
                + _text(x, y + 4.5, str(b), 12, fill="#fff", weight="bold"))
    return (f'<rect x="{_f(x - 13)}" y="{_f(y - 8)}" width="26" height="16" rx="8" fill="#111" stroke="#fff"/>'
            + _text(x, y + 4.5, f"{b}/{threshold}", 12, fill="#fff", weight="bold"))


def _label_width(text: str) -> float:
    return 8 + sum(12.0 if _wide(ch) else 7.2 for ch in text)


def _wide(ch: str) -> bool:
    """True for a CJK character or full-width sign (drawn a full em wide)."""
    return ch >= "\u2e80"


def _resource(r: str) -> str:
    """A resource's name on the picture (brick, lumber, …) in the language in use."""
    return {"brick": board_text(DOMAIN, "brick"), "lumber": board_text(DOMAIN, "lumber"),
            "wool": board_text(DOMAIN, "wool"), "grain": board_text(DOMAIN, "grain"),
            "ore": board_text(DOMAIN, "ore")}[r]


def _terrain(t: str) -> str:
    """A terrain's name in the legend in the language in use."""
    return {"forest": board_text(DOMAIN, "forest"), "hills": board_text(DOMAIN, "hills"),
            "pasture": board_text(DOMAIN, "pasture"), "fields": board_text(DOMAIN, "fields"),
            "mountains": board_text(DOMAIN, "mountains"), "desert": board_text(DOMAIN, "desert"),
            "castle": board_text(DOMAIN, "castle")}[t]


def _harbour_label(kind: str) -> str:
    """A harbour's label: "3:1 any", "2:1 wool" (English as `HARBOUR_LABELS` has it)."""
    if is_source_language():
        return HARBOUR_LABELS[kind]
    if kind == "generic":
        return board_text(DOMAIN, "3:1 any")
    return board_text(DOMAIN, "2:1 {resource}", resource=_resource(kind))


_SPOTS = tuple(_pt(i) for i in range(G.INTERSECTIONS)) + tuple(_mid(q) for q in range(G.PATHS))
"""Where pieces stand: every intersection (buildings) and every path's middle (knights)."""
CLEARANCE = 12.0
"""The least distance from a harbour label to any spot where a piece can stand."""


def _harbour_box(q: int, kind: str) -> tuple[float, float, float, float, tuple[str, ...]]:
    """A harbour label's centre, width, height and lines: straight out from its path, as close to the coast as
    keeps it `CLEARANCE` away from every spot a piece can stand on, so no piece ever covers it; on an upright
    side (the island's far left and right) the label takes two lines to stay narrow."""
    return _label_box(q, _harbour_label(kind))


@functools.lru_cache(maxsize=128)
def _label_box(q: int, text: str) -> tuple[float, float, float, float, tuple[str, ...]]:
    """`_harbour_box` for the label's text in the language in use."""
    mx, my = _mid(q)
    hx, hy = _centre(G.PATH_HEXES[q][0])
    ux, uy = mx - hx, my - hy
    norm = math.hypot(ux, uy)
    ux, uy = ux / norm, uy / norm
    lines = tuple(text.split(" ")) if abs(uy) < 0.1 else (text,)
    width, height = max(_label_width(line) for line in lines), 2 + 15 * len(lines)
    reach = CLEARANCE + abs(ux) * width / 2 + abs(uy) * height / 2
    while True:
        x, y = mx + ux * reach, my + uy * reach
        gap = min(math.hypot(max(x - width / 2 - px, 0, px - x - width / 2),
                             max(y - height / 2 - py, 0, py - y - height / 2)) for px, py in _SPOTS)
        if gap >= CLEARANCE:
            return x, y, width, height, lines
        reach += 1


def _harbour(s: Any, k: int, q: int, lit: bool) -> str:
    x, y, width, height, lines = _harbour_box(q, s.cfg.harbours[k])
    out = []
    for i in G.PATH_ENDS[q]:
        px, py = _pt(i)
        out.append(f'<line x1="{_f(x)}" y1="{_f(y)}" x2="{_f(px)}" y2="{_f(py)}" stroke="#5d4037" '
                   f'stroke-width="2" stroke-dasharray="3,2" pointer-events="none"/>')
    stroke = f'stroke="{HIGHLIGHT}" stroke-width="3"' if lit else 'stroke="#1565c0" stroke-width="1"'
    out.append(f'<rect x="{_f(x - width / 2)}" y="{_f(y - height / 2)}" width="{_f(width)}" height="{_f(height)}" '
               f'rx="4" fill="#e3f2fd" {stroke}/>')
    for n, line in enumerate(lines):
        out.append(_text(x, y - height / 2 + 13.5 + 15 * n, line, 12))
    place = f"harbour-P{q}"
    return _group(place, "harbour", place_name(s, place), "".join(out))


def _path(s: Any, q: int, lit: bool) -> str:
    (ax, ay), (bx, by) = (_pt(i) for i in G.PATH_ENDS[q])
    dx, dy = bx - ax, by - ay
    length = math.hypot(dx, dy)

    def line(cut: float, colour: str, width: float, extra: str = "") -> str:
        ux, uy = dx / length * cut, dy / length * cut
        return (f'<line x1="{_f(ax + ux)}" y1="{_f(ay + uy)}" x2="{_f(bx - ux)}" y2="{_f(by - uy)}" '
                f'stroke="{colour}" stroke-width="{width}"{extra}/>')

    out = [line(8, "#000", 12, ' stroke-opacity="0"')]
    if lit:
        out.append(line(6, HIGHLIGHT, 12, ' stroke-linecap="round" stroke-opacity="0.85"'))
    o = s.road[q]
    if o >= 0:
        out.append(line(3, "#222", 8))
        out.append(line(4, owner_colour(s, o), 5))
    f = s.knight[q]
    if f >= 0:
        x, y = (ax + bx) / 2, (ay + by) / 2
        colour = FOREIGN_COLOUR if f == P.FOREIGN else PLAYER_COLOURS[f]
        out.append(f'<path d="M{_f(x - 6)},{_f(y - 7)} L{_f(x + 6)},{_f(y - 7)} L{_f(x + 6)},{_f(y + 1)} '
                   f'L{_f(x)},{_f(y + 7)} L{_f(x - 6)},{_f(y + 1)} Z" fill="{colour}" stroke="#000" '
                   f'stroke-width="1.5"/>')
    return _group(f"P{q}", "path", place_name(s, f"P{q}"), "".join(out))


def _building(colour: str, city: bool, fallen: bool) -> str:
    if city:
        shape = f'<path d="M-9,7 L-9,-2 L-4,-8 L1,-2 L1,-4 L9,-4 L9,7 Z" fill="{colour}" stroke="#111"/>'
    else:
        shape = f'<path d="M-6.5,6 L-6.5,-2 L0,-8 L6.5,-2 L6.5,6 Z" fill="{colour}" stroke="#111"/>'
    if fallen:
        hatch = shape.replace(f'fill="{colour}" stroke="#111"', 'fill="url(#rb-hatch)" stroke="#111"')
        return f'<g transform="rotate(90)">{shape}{hatch}</g>'
    return shape


def _intersection(s: Any, i: int, lit: bool) -> str:
    x, y = _pt(i)
    out = [f'<circle cx="{_f(x)}" cy="{_f(y)}" r="9" fill="#000" fill-opacity="0"/>']
    o = s.owner[i]
    if o >= 0:
        shape = _building(owner_colour(s, o), s.level[i] == 2, building_conquered(s.cmask, i))
        out.append(f'<g transform="translate({_f(x)},{_f(y)})">{shape}</g>')
    if lit:
        out.append(f'<circle cx="{_f(x)}" cy="{_f(y)}" r="12.5" fill="none" stroke="{HIGHLIGHT}" '
                   f'stroke-width="3.5"/>')
    return _group(f"I{i}", "intersection", place_name(s, f"I{i}"), "".join(out))


def _pill(x: float, y: float, text: str) -> str:
    """A printed id on a white pill; clicks go through it to the place below."""
    width = 8 + 7.4 * len(text)
    return (f'<g pointer-events="none"><rect x="{_f(x - width / 2)}" y="{_f(y - 8.5)}" width="{_f(width)}" '
            f'height="16" rx="4" fill="#fff" stroke="#111" stroke-width="1"/>'
            + _text(x, y + 4.5, text, 12, fill="#000", weight="bold") + "</g>")


Box = tuple[float, float, float, float]


def _overlap(a: Box, b: Box) -> float:
    w = min(a[2], b[2]) - max(a[0], b[0])
    h = min(a[3], b[3]) - max(a[1], b[1])
    return w * h if w > 0 and h > 0 else 0.0


def _obstacles(s: Any) -> list[Box]:
    """What a label should not cover: harbour labels, number tokens, barbarians, buildings and knights."""
    out: list[Box] = []
    for k, q in enumerate(G.HARBOUR_PATHS):
        x, y, w, h, _ = _harbour_box(q, s.cfg.harbours[k])
        out.append((x - w / 2, y - h / 2, x + w / 2, y + h / 2))
    for h in range(G.HEXES):
        cx, cy = _centre(h)
        out.append((cx - 12, cy - 11, cx + 12, cy + 13))
        if s.barb[h]:
            out.append((cx - 13, cy + 14, cx + 13, cy + 30))
    for i, o in enumerate(s.owner):
        if o >= 0:
            x, y = _pt(i)
            out.append((x - 10, y - 10, x + 10, y + 10))
    for q, f in enumerate(s.knight):
        if f >= 0:
            x, y = _mid(q)
            out.append((x - 7, y - 8, x + 7, y + 8))
    return out


def _candidates(place: str) -> list[tuple[float, float]]:
    """Where the id of an intersection or path may be written, best first: outward on the coast, else beside."""
    width = 8 + 7.4 * len(place)
    if place[0] == "I":
        x, y = _pt(int(place[1:]))
        hexes = G.INTERSECTION_HEXES[int(place[1:])]
        cx = sum(_centre(h)[0] for h in hexes) / len(hexes)
        cy = sum(_centre(h)[1] for h in hexes) / len(hexes)
        first = math.atan2(y - cy, x - cx) if math.hypot(x - cx, y - cy) > 1 else 0.0
        angles = [first + k * math.pi / 4 * sign for k in range(5) for sign in ((1, -1) if 0 < k < 4 else (1,))]
        base, (ox, oy) = 12.0, (x, y)
    else:
        q = int(place[1:])
        ox, oy = _mid(q)
        hexes = G.PATH_HEXES[q]
        ends = [_pt(i) for i in G.PATH_ENDS[q]]
        along = math.atan2(ends[1][1] - ends[0][1], ends[1][0] - ends[0][0])
        if len(hexes) == 1:
            hx, hy = _centre(hexes[0])
            out_angle = math.atan2(oy - hy, ox - hx)
            sides = [out_angle + math.pi, out_angle] if q in G.HARBOUR_PATHS else [out_angle, out_angle + math.pi]
        else:
            lower = max((_centre(h) for h in hexes), key=lambda c: (c[1], c[0]))
            into = math.atan2(lower[1] - oy, lower[0] - ox)
            sides = [into, into + math.pi]
        angles = [*sides, along, along + math.pi]
        base = 9.0
    out = []
    for extra in (0.0, 14.0):
        for angle in angles:
            ux, uy = math.cos(angle), math.sin(angle)
            reach = base + extra + abs(ux) * width / 2 + abs(uy) * 8
            out.append((ox + ux * reach, oy + uy * reach))
    return out


def _labels(s: Any, places: list[str]) -> list[str]:
    """The pills naming intersections and paths, each at its first spot that covers no piece, harbour or other
    pill (else the spot covering least, another pill counting far more than a piece)."""
    pieces, pills = _obstacles(s), []
    out = []
    for place in places:
        width = 8 + 7.4 * len(place)
        best, best_cost = None, 0.0
        for x, y in _candidates(place):
            box = (x - width / 2 - 1, y - 9.5, x + width / 2 + 1, y + 8.5)
            cost = sum(_overlap(box, other) for other in pieces) + 20 * sum(_overlap(box, other) for other in pills)
            if best is None or cost < best_cost:
                best, best_cost = (x, y, box), cost
            if cost == 0:
                break
        x, y, box = best
        pills.append(box)
        out.append(_pill(x, y, place))
    return out


# --- beside and below the island -----------------------------------------------------------------------------------


def _status(s: Any) -> str:
    """The game's counters beside the island: the barbarian supply, landings, the target and the edition."""
    x, y = SIDE_X, 40.0
    target = (board_text(DOMAIN, "target {target} VP, classic edition", target=s.cfg.target)
              if s.cfg.edition == "classic" else
              board_text(DOMAIN, "target {target} VP, {edition} edition", target=s.cfg.target, edition=s.cfg.edition))
    lines = [board_text(DOMAIN, "barbarians in supply: {count}", count=s.barb_supply),
             board_text(DOMAIN, "landings so far: {count}", count=s.landings), target]
    threshold = s.cfg.conquest_threshold
    if threshold != SCENARIO_CONQUEST_THRESHOLD:
        lines += [board_text(DOMAIN, "conquest at {threshold} barbarians", threshold=threshold),
                  board_text(DOMAIN, "a design-lab variant")]
    return "".join(_text(x, y + 16 * k, line, 12, anchor="start") for k, line in enumerate(lines))


def _deck(s: Any, top: float, lit: bool) -> str:
    x, y = SIDE_X, top
    stroke = f'stroke="{HIGHLIGHT}" stroke-width="3"' if lit else 'stroke="#5d4037" stroke-width="1"'
    out = [f'<rect x="{_f(x)}" y="{_f(y)}" width="190" height="40" rx="5" fill="#fff8e1" {stroke}/>']
    for k in range(3):
        out.append(f'<rect x="{_f(x + 7 + 2 * k)}" y="{_f(y + 8 - 2 * k)}" width="18" height="26" rx="2" '
                   f'fill="#6a1b9a" stroke="#fff"/>')
    out.append(_text(x + 34, y + 16, board_text(DOMAIN, "development cards"), 12, anchor="start", weight="bold"))
    out.append(_text(x + 34, y + 32, board_text(DOMAIN, "{draw} to draw, {discarded} discarded",
                                                draw=sum(s.draw_pile), discarded=sum(s.discard_pile)), 12,
                     anchor="start"))
    return _group("deck", "deck", place_name(s, "deck"), "".join(out))


def _legend(s: Any, top: float) -> str:
    x, y = SIDE_X, top
    out = [_text(x, y, board_text(DOMAIN, "terrain"), 12, anchor="start", weight="bold")]
    for k, terrain in enumerate(TERRAIN_COLOURS):
        tx, ty = x + (k % 2) * 96, y + 7 + (k // 2) * 18
        out.append(f'<rect x="{_f(tx)}" y="{_f(ty)}" width="14" height="14" fill="{TERRAIN_COLOURS[terrain]}" '
                   f'stroke="#5d4037"/>')
        out.append(_text(tx + 19, ty + 12, _terrain(terrain), 12, anchor="start"))
    y += 7 + 4 * 18 + 14
    out.append(_text(x, y, board_text(DOMAIN, "pieces"), 12, anchor="start", weight="bold"))
    grey = "#bdbdbd"
    shield = 'd="M1,-7 L13,-7 L13,1 L7,7 L1,1 Z" stroke="#000" stroke-width="1.5"'
    rows = [
        (f'<g transform="translate(7,0)">{_building(grey, False, False)}</g>', board_text(DOMAIN, "settlement")),
        (f'<g transform="translate(7,0)">{_building(grey, True, False)}</g>', board_text(DOMAIN, "city")),
        ('<line x1="-1" y1="0" x2="15" y2="0" stroke="#222" stroke-width="8"/>'
         f'<line x1="0" y1="0" x2="14" y2="0" stroke="{grey}" stroke-width="5"/>', board_text(DOMAIN, "road")),
        (f'<path {shield} fill="{grey}"/>', board_text(DOMAIN, "knight")),
        ('<circle cx="7" cy="0" r="8" fill="#111"/>' + _text(7, 4.5, "2", 12, fill="#fff", weight="bold"),
         board_text(DOMAIN, "barbarians")),
        ('<circle cx="7" cy="0" r="8" fill="#3e2723"/><path d="M3,-4 L11,4 M11,-4 L3,4" stroke="#ffab91" '
         'stroke-width="2"/>', board_text(DOMAIN, "conquered")),
        (f'<g transform="translate(7,0)">{_building(grey, False, True)}</g>', board_text(DOMAIN, "fallen")),
        (f'<circle cx="7" cy="0" r="8" fill="none" stroke="{HIGHLIGHT}" stroke-width="3"/>',
         board_text(DOMAIN, "last move")),
    ]
    if s.cfg.two_player:
        pair = "".join(f'<g transform="translate({x},1) scale(0.75)">{_building(PLAYER_COLOURS[o], False, False)}</g>'
                       for x, o in ((3, 2), (12, 3)))
        rows += [(pair, board_text(DOMAIN, "neutral")),
                 (f'<path {shield} fill="{FOREIGN_COLOUR}"/>', board_text(DOMAIN, "foreign"))]
    for k, (icon, words) in enumerate(rows):
        rx, ry = x + (k % 2) * 96, y + 17 + (k // 2) * 20
        out.append(f'<g transform="translate({_f(rx)},{_f(ry)})">{icon}</g>')
        out.append(_text(rx + 21, ry + 4.5, words, 12, anchor="start"))
    return "".join(out)


def _panel(s: Any, p: int, top: float, vps: tuple[int, ...], lit: bool) -> str:
    y = top + p * PANEL_ROW
    to_move = p == s.to_move or (s.to_move < 0 and p == s.seat and not s.is_terminal())
    winner = p in s.winners()
    border = (f'stroke="{HIGHLIGHT}" stroke-width="3"' if lit else
              'stroke="#000" stroke-width="2"' if to_move else 'stroke="#9e9e9e" stroke-width="1"')
    out = [f'<rect x="6" y="{_f(y)}" width="628" height="{_f(PANEL_ROW - 3)}" rx="4" fill="#fafafa" {border}/>',
           f'<rect x="11" y="{_f(y + 5)}" width="12" height="{_f(PANEL_ROW - 13)}" fill="{PLAYER_COLOURS[p]}" '
           'stroke="#000"/>']
    seat = seat_name(DOMAIN, P.SEATS[p])
    name = (board_text(DOMAIN, "{seat}  - WINNER", seat=seat) if winner else
            board_text(DOMAIN, "{seat}  - to move", seat=seat) if to_move else seat)
    out.append(_text(30, y + 14, name, 13, anchor="start", weight="bold"))
    extras = [board_text(DOMAIN, "VP {count}", count=vps[p]), board_text(DOMAIN, "gold {count}", count=s.gold[p]),
              board_text(DOMAIN, "prisoners {count}", count=s.prisoners[p]),
              board_text(DOMAIN, "knights in supply {count}", count=s.knights_left[p])]
    if s.cfg.two_player:
        extras.append(board_text(DOMAIN, "tokens {count}", count=s.tokens[p]))
    if s.lr_holder == p:
        extras.append(board_text(DOMAIN, "Longest Road"))
    if s.hm_holder == p:
        extras.append(board_text(DOMAIN, "Harbormaster"))
    out.append(_text(150, y + 14, " · ".join(extras), 12, anchor="start"))
    hand = board_text(DOMAIN, ", ").join(board_text(DOMAIN, "{count} {resource}", count=n, resource=_resource(r))
                                         for r, n in zip(RESOURCES, s.hands[p]))
    out.append(_text(30, y + 28, board_text(DOMAIN, "hand: {cards}", cards=hand), 12, anchor="start"))
    place = f"seat-{P.SEATS[p]}"
    return _group(place, "seat", place_name(s, place), "".join(out))


def _header(s: Any) -> str:
    if s.is_terminal():
        line = (board_text(DOMAIN, "Turn {turn}: game over, {seat} wins", turn=s.turn,
                           seat=seat_name(DOMAIN, P.SEATS[s.winner])) if s.winner >= 0 else
                board_text(DOMAIN, "Turn {turn}: game over", turn=s.turn))
    else:
        phase = translate(P.PHASES[s.phase], DOMAIN, phase_context(s.phase))
        line = (board_text(DOMAIN, "Turn {turn}: {phase}, {seat} to move", turn=s.turn, phase=phase,
                           seat=seat_name(DOMAIN, P.SEATS[s.to_move])) if s.to_move >= 0 else
                board_text(DOMAIN, "Turn {turn}: {phase}, dice or cards decide in {seat}’s turn", turn=s.turn,
                           phase=phase, seat=seat_name(DOMAIN, P.SEATS[s.seat])))
    return _text(8, 17, line, 14, anchor="start", weight="bold")


_DEFS = ('<defs><pattern id="rb-hatch" width="4" height="4" patternUnits="userSpaceOnUse" '
         'patternTransform="rotate(45)"><rect width="4" height="4" fill="#fff" fill-opacity="0.35"/>'
         '<line x1="0" y1="0" x2="0" y2="4" stroke="#111" stroke-width="1.5"/></pattern></defs>')


def render_svg(s: Any, *, highlight: Any = (), labels: Any = ()) -> str:
    """The board, the deck, a legend and the players' panels as one SVG document.

    `highlight`: place ids ringed in magenta (the last move); `labels`: place ids whose printed id is written on
    the picture (intersections and paths are otherwise unlabelled; a hex id named here is drawn bold). Ids that
    are not places of the picture are ignored."""
    lit, named = set(highlight), set(labels)
    height = PANEL_TOP + PANEL_ROW * s.cfg.players + 4
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{_f(height)}" '
             f'viewBox="0 0 {WIDTH} {_f(height)}" font-family="sans-serif">', _DEFS,
             f'<rect width="100%" height="100%" fill="{SEA}"/>', _header(s)]
    parts += [_hex(s, h, f"H{h}" in lit, f"H{h}" in named) for h in range(G.HEXES)]
    parts += [_harbour(s, k, q, f"harbour-P{q}" in lit) for k, q in enumerate(G.HARBOUR_PATHS)]
    parts += [_path(s, q, f"P{q}" in lit) for q in range(G.PATHS)]
    parts += [_intersection(s, i, f"I{i}" in lit) for i in range(G.INTERSECTIONS)]
    parts += _labels(s, [place for place in sorted(named, key=_place_order)
                         if place[:1] in "IP" and _PLACE_RE.fullmatch(place)])
    parts.append(_status(s))
    top = 40 + 16 * (3 if s.cfg.conquest_threshold == SCENARIO_CONQUEST_THRESHOLD else 5)
    parts.append(_deck(s, top - 6, "deck" in lit))
    parts.append(_legend(s, top + 52))
    vps = all_vp(s)
    parts += [_panel(s, p, PANEL_TOP, vps, f"seat-{P.SEATS[p]}" in lit) for p in range(s.cfg.players)]
    parts.append("</svg>")
    return "".join(parts)


# --- places and moves ------------------------------------------------------------------------------------------------


def _place_order(place: str) -> tuple[int, int]:
    kinds = "HIP"
    if place[:1] in kinds and place[1:].isdigit():
        return kinds.index(place[0]), int(place[1:])
    return 3, 0


def all_places(s: Any) -> tuple[str, ...]:
    """Every place id of the picture of `s`, in drawing order (hexes, harbours, paths, intersections, deck,
    seats)."""
    return (*(f"H{h}" for h in range(G.HEXES)), *(f"harbour-P{q}" for q in G.HARBOUR_PATHS),
            *(f"P{q}" for q in range(G.PATHS)), *(f"I{i}" for i in range(G.INTERSECTIONS)), "deck",
            *(f"seat-{P.SEATS[p]}" for p in range(s.cfg.players)))


def _seat(p: int) -> str:
    return f"seat-{P.SEATS[p]}"


def _bank_trade_place(s: Any, p: int, give: str) -> tuple[str, ...]:
    """The harbour whose rate a bank trade uses (none for the bank's 4:1)."""
    rate = trade_rate(s, p, P.RES_INDEX[give])
    if rate == 4:
        return ()
    wanted = give if rate == 2 else "generic"
    for k in harbours_of(s, p):
        if s.cfg.harbours[k] == wanted:
            return (f"harbour-P{G.HARBOUR_PATHS[k]}",)
    return ()


def _battle_hex(s: Any) -> int | None:
    return G.BATTLE_ORDER[s.ctx[0]] if s.phase in (P.ROLLOFF, P.CASUALTY) and s.ctx else None


def action_places(s: Any, action: Any) -> tuple[str, ...]:
    """The places a move starts at (first) and the others it touches; empty for a move with no place (a trade
    offer's items, passing). Chance outcomes name the places they act on (a landing its hex, a roll the hexes that
    produce, a card draw the deck). Every id is a place of `render_svg(s)`."""
    kind, args = action[0], tuple(action[1])
    p = s.to_move if s.to_move >= 0 else s.seat
    if kind in ("settlement", "city"):
        return (f"I{args[0]}",)
    if kind in ("road", "place_knight", "foreign_knight"):
        return (f"P{args[0]}",)
    if kind in ("move", "move_far"):
        return (f"P{args[0]}", f"P{args[1]}")
    if kind in ("treason_source", "treason_target", "capture"):
        return (f"H{args[0]}",)
    if kind == "drive_off":
        return (f"H{args[0]}", f"H{args[1]}")
    if kind == "neutral_road":
        return (f"P{args[1]}",)
    if kind == "neutral_settlement":
        return (f"I{args[1]}",)
    if kind in ("discard", "give_back"):
        return (_seat(p),)
    if kind in ("draw_from", "offer"):
        return (_seat(args[0]),) if 0 <= args[0] < s.cfg.players else ()
    if kind == "forced_trade":
        return (_seat(1 - p),) if s.cfg.players == 2 else ()
    if kind == "buy_card":
        return ("deck",)
    if kind == "bank_trade":
        return _bank_trade_place(s, p, args[0])
    return _outcome_places(s, kind, args)


def _outcome_places(s: Any, kind: str, args: tuple) -> tuple[str, ...]:
    if kind in ("roll", "event"):
        total = args[0] if kind == "roll" else next(
            (t for i, t in zip(s.cfg.cards.event_ids, s.cfg.cards.event_totals) if i == args[0]), 7)
        return tuple(f"H{h}" for h in G.NUMBER_HEXES[total]) if total != 7 else ()
    if kind == "landing":
        return (f"H{G.NUMBER_TO_COASTAL[args[0]]}",) if args[0] != 7 else ()
    if kind == "card":
        return ("deck",)
    if kind in ("steal", "take"):
        thief, victim = s.ctx if kind == "steal" and s.phase == P.STEAL else (s.seat, 1 - s.seat)
        return (_seat(victim), _seat(thief)) if 0 <= victim < s.cfg.players else ()
    h = _battle_hex(s)
    if kind == "rolloff" and h is not None:
        return (f"H{h}",)
    if kind == "castle_die" and h is not None:
        o = next(min(pair) - 1 for pair in BOARD["editions"][s.cfg.edition]["castle_die_pairs"] if args[0] in pair)
        return (f"H{h}", *(f"P{q}" for q in G.HEX_PATHS[h] if G.PATH_ORIENTATION[q] == o))
    return ()


def _knight_moves(s: Any, a: int) -> tuple:
    near, far = G.REACH[s.cfg.options["knights_may_pass_over_castle_paths"]][a]
    return (*(P.MOVE[a][b] for b in near), *(P.MOVE_FAR[a][b] for b in far))


def moves_at(s: Any, place: str) -> tuple:
    """Every well-formed move of the player to move that starts at `place` in this phase, legal or not: the play
    table lists the legal ones and asks `state.explain` about the others ("why not?"). Empty at chance nodes, at
    the end of the game and where nothing can start."""
    if s.to_move < 0 or not isinstance(place, str) or not _PLACE_RE.fullmatch(place):
        return ()
    phase, p, n = s.phase, s.to_move, s.cfg.players
    letter, number = place[:1], int(place[1:]) if place[1:].isdigit() else -1
    two = s.cfg.two_player
    if phase == P.SETUP_SETTLEMENT or phase == P.SETUP_CITY:
        return (P.SETTLE[number] if phase == P.SETUP_SETTLEMENT else P.CITY[number],) if letter == "I" else ()
    if phase in (P.SETUP_ROAD, P.SETUP_CITY_ROAD):
        return (P.ROAD[number],) if letter == "P" else ()
    if phase in (P.MAIN, P.PRE_ROLL):
        out: list = []
        if phase == P.MAIN and letter == "I" and number >= 0:
            out += [P.SETTLE[number], P.CITY[number]]
        if phase == P.MAIN and letter == "P" and number >= 0:
            out.append(P.ROAD[number])
        if phase == P.MAIN and place == "deck":
            out.append(P.BUY_CARD)
        if phase == P.MAIN and place.startswith("harbour-"):
            kind = s.cfg.harbours[G.HARBOUR_PATHS.index(int(place[9:]))]
            gives = RESOURCES if kind == "generic" else (kind,)
            out += [P.BANK_TRADE[P.RES_INDEX[g]][t] for g in gives for t in range(5) if RESOURCES[t] != g]
        if place.startswith("seat-"):
            q = P.SEATS.index(place[5:])
            if q != p and phase == P.MAIN:
                out.append(P.OFFER[q])
            if q != p and two:
                out.append(P.FORCED_TRADE)
        if two and letter == "H" and G.IS_COASTAL[number]:
            out += [P.DRIVE_OFF[number][b] for b in G.COASTAL_HEXES if b != number]
        return tuple(out)
    if phase == P.DISCARD or phase == P.GIVE_BACK:
        moves = P.DISCARD_MOVES if phase == P.DISCARD else P.GIVE_BACK_MOVES
        return moves if place == _seat(p) else ()
    if phase == P.STEAL_CHOICE:
        if place.startswith("seat-"):
            q = P.SEATS.index(place[5:])
            return (P.DRAW_FROM[q],) if q != p and q < n else ()
        return ()
    if phase in (P.PLACE_KNIGHT, P.FOREIGN_KNIGHT):
        table = P.PLACE if phase == P.PLACE_KNIGHT else P.FOREIGN_PLACE
        return (table[number],) if letter == "P" else ()
    if phase in (P.TREASON_SOURCE, P.TREASON_TARGET, P.CAPTURE):
        table = {P.TREASON_SOURCE: P.TREASON_SOURCE_MOVES, P.TREASON_TARGET: P.TREASON_TARGET_MOVES,
                 P.CAPTURE: P.CAPTURE_MOVES}[phase]
        return (table[number],) if letter == "H" else ()
    if phase == P.NEUTRAL_BUILD:
        if letter == "I":
            return tuple(P.NEUTRAL_SETTLE[o][number] for o in P.NEUTRALS)
        if letter == "P":
            return tuple(P.NEUTRAL_ROAD[o][number] for o in P.NEUTRALS)
        return ()
    if phase == P.KNIGHTS and letter == "P" and s.knight[number] >= 0:
        return _knight_moves(s, number)
    return ()


def changed_places(before: Any, after: Any) -> tuple[str, ...]:
    """The places whose content differs between two positions of one game (for highlighting what a move did):
    barbarians or conquest on a hex, a building (or its fall), a road or knight on a path, a player's cards,
    gold, prisoners, tokens, knights or points, the development piles."""
    out = [f"H{h}" for h in range(G.HEXES)
           if before.barb[h] != after.barb[h] or (before.cmask ^ after.cmask) & G.HEX_BIT[h]]
    out += [f"P{q}" for q in range(G.PATHS)
            if before.road[q] != after.road[q] or before.knight[q] != after.knight[q]]
    out += [f"I{i}" for i in range(G.INTERSECTIONS)
            if (before.owner[i], before.level[i]) != (after.owner[i], after.level[i])
            or (after.owner[i] >= 0 and building_conquered(before.cmask, i) != building_conquered(after.cmask, i))]
    if (before.draw_pile, before.discard_pile) != (after.draw_pile, after.discard_pile):
        out.append("deck")
    vb, va = all_vp(before), all_vp(after)
    for p in range(min(before.cfg.players, after.cfg.players)):
        fields = ("hands", "gold", "prisoners", "tokens", "knights_left")
        if vb[p] != va[p] or any(getattr(before, f)[p] != getattr(after, f)[p] for f in fields):
            out.append(_seat(p))
    return tuple(out)


_SKIPPED_RULES = frozenset(("CBA-2.1", "CBA-2.10", "CBA-2.12", "CBA-13.1", "CBA-13.2a"))
"""Log notes that name places without anything happening there: the set-up lists, the start of the battles and a
hex with no battle."""


def last_move_places(s: Any) -> tuple[str, ...]:
    """The places the latest log entries name: the run of consecutive entries naming places that ends at the last
    one, by one player (or by nobody: dice and the battles), and at most one landing roll. Derived from the log, so
    a move that writes nothing (an item added to a trade offer) shows the move before it; set-up notes, the start
    of the battles and "no battle" notes do not count."""
    found: dict[str, None] = {}
    who: Any = None
    landing = False
    for entry in reversed(s.log):
        skipped = bool(_SKIPPED_RULES.intersection(entry.rule_ids)) or entry.rule_ids == ("CBA-13.4",)
        names = () if skipped else labels_for(entry.text)
        if not names:
            if found:
                break
            continue
        if found and entry.player != who:
            break
        if entry.text.startswith("landing roll"):
            if landing:
                break
            landing = True
        who = entry.player
        for name in names:
            found.setdefault(name, None)
    return tuple(found)
