"""A self-contained SVG picture of a position: the island, its pieces, and a panel per player.

Drawn: terrain colours, number tokens (a conquered hex's token face down, dark), barbarians (black disc with a
count; with a conquest threshold other than the scenario's 3, a black badge "count/threshold" and a note in the
header), knights on paths (shields in the owner's colour, grey for foreign knights), roads, settlements and cities
(a conquered building lies on its side, hatched), harbours, the castle's die numbers on its six sides, and the
players' cards, gold, prisoners, knights and points. Output is deterministic (fixed number formatting).
"""

from __future__ import annotations

from typing import Any

from . import board as G
from . import pieces as P
from .board import BOARD
from .options import SCENARIO_CONQUEST_THRESHOLD
from .pieces import RESOURCES
from .queries import all_vp, building_conquered

UNIT = 34.0
OFFSET_X, OFFSET_Y = 280.0, 215.0
TERRAIN_COLOURS = {"forest": "#2e7d32", "hills": "#c0603a", "pasture": "#9ccc65", "fields": "#f2c94c",
                   "mountains": "#8d8d99", "desert": "#e8d8a8", "castle": "#b39ddb"}
PLAYER_COLOURS = ("#d32f2f", "#1565c0", "#eeeeee", "#ef6c00")
NEUTRAL_COLOURS = {2: "#6d4c41", 3: "#00897b"}
FOREIGN_COLOUR = "#9e9e9e"
HARBOUR_LABELS = {"generic": "3:1 any", **{r: f"2:1 {r}" for r in RESOURCES}}


def _f(v: float) -> str:
    return f"{v:.1f}"


def _xy(x2: int, y2: int) -> tuple[float, float]:
    return OFFSET_X + x2 * 0.8660254 * UNIT, OFFSET_Y + y2 * 0.5 * UNIT


def _pt(i: int) -> tuple[float, float]:
    return _xy(*G.INTERSECTION_XY[i])


def _mid(p: int) -> tuple[float, float]:
    (ax, ay), (bx, by) = (_pt(i) for i in G.PATH_ENDS[p])
    return (ax + bx) / 2, (ay + by) / 2


def owner_colour(s: Any, o: int) -> str:
    """The fill colour of an owner's pieces: the seat's colour, or a neutral's brown or teal."""
    return PLAYER_COLOURS[o] if o < s.cfg.players else NEUTRAL_COLOURS.get(o, "#555555")


def castle_labels(edition: str) -> tuple[int, ...]:
    """The die number printed on each castle side 0..5 (classic: 1-6 in side order; 2025: 1&6, 2&5, 3&4)."""
    if edition == "classic":
        return (1, 2, 3, 4, 5, 6)
    return (1, 2, 3, 6, 5, 4)


def _hexes(s: Any) -> list[str]:
    out = []
    for h in range(G.HEXES):
        pts = " ".join(f"{_f(x)},{_f(y)}" for x, y in (_pt(i) for i in G.HEX_CORNERS[h]))
        terrain = s.cfg.terrain[h]
        out.append(f'<polygon points="{pts}" fill="{TERRAIN_COLOURS[terrain]}" stroke="#5d4037" stroke-width="1.5"/>')
        cx, cy = _xy(*G.HEX_CENTRE2[h])
        label_y = cy - 17 if h != G.CASTLE else cy - 9
        out.append(f'<text x="{_f(cx)}" y="{_f(label_y)}" font-size="8" text-anchor="middle" fill="#222">H{h}</text>')
        number = G.HEX_NUMBER[h]
        if number is not None:
            down = bool(s.cmask & (1 << h))
            fill, ink = ("#3e2723", "#3e2723") if down else ("#fff8e1", "#b71c1c" if number in (6, 8) else "#222")
            out.append(f'<circle cx="{_f(cx)}" cy="{_f(cy)}" r="10" fill="{fill}" stroke="#5d4037"/>')
            label = "conquered" if down else str(number)
            out.append(f'<text x="{_f(cx)}" y="{_f(cy + 3.5)}" font-size="{6 if down else 10}" text-anchor="middle" '
                       f'fill="{"#ffcc80" if down else ink}">{label}</text>')
        elif terrain == "castle":
            out.append(f'<text x="{_f(cx)}" y="{_f(cy + 3)}" font-size="9" text-anchor="middle">castle</text>')
        b = s.barb[h]
        if b:
            out.append(_barbarians(cx + 13, cy + 11, b, s.cfg.conquest_threshold))
    return out


def _barbarians(x: float, y: float, b: int, threshold: int) -> str:
    """The barbarians on a hex: a disc with the count, or with a variant threshold a badge such as '3/4'."""
    if threshold == SCENARIO_CONQUEST_THRESHOLD:
        return (f'<circle cx="{_f(x)}" cy="{_f(y)}" r="7" fill="#111"/>'
                f'<text x="{_f(x)}" y="{_f(y + 3)}" font-size="9" text-anchor="middle" fill="#fff">{b}</text>')
    return (f'<rect x="{_f(x - 10)}" y="{_f(y - 7)}" width="20" height="14" rx="7" fill="#111"/>'
            f'<text x="{_f(x)}" y="{_f(y + 3)}" font-size="8.5" text-anchor="middle" fill="#fff">'
            f'{b}/{threshold}</text>')


def _castle_and_harbours(s: Any) -> list[str]:
    out = []
    labels = castle_labels(s.cfg.edition)
    cx, cy = _xy(*G.HEX_CENTRE2[G.CASTLE])
    for side, p in enumerate(G.CASTLE_PATHS):
        mx, my = _mid(p)
        x, y = cx + (mx - cx) * 0.72, cy + (my - cy) * 0.72
        out.append(f'<text x="{_f(x)}" y="{_f(y + 3)}" font-size="8" text-anchor="middle" fill="#311b92">'
                   f'{labels[side]}</text>')
    for k, p in enumerate(G.HARBOUR_PATHS):
        mx, my = _mid(p)
        hx, hy = _xy(*G.HEX_CENTRE2[G.PATH_HEXES[p][0]])
        x, y = mx + (mx - hx) * 0.55, my + (my - hy) * 0.55
        out.append(f'<rect x="{_f(x - 19)}" y="{_f(y - 6)}" width="38" height="11" rx="3" fill="#e3f2fd" '
                   f'stroke="#1565c0" stroke-width="0.6"/><text x="{_f(x)}" y="{_f(y + 2.5)}" font-size="7" '
                   f'text-anchor="middle">{HARBOUR_LABELS[s.cfg.harbours[k]]}</text>')
    return out


def _pieces(s: Any) -> list[str]:
    out = []
    for p, o in enumerate(s.road):
        if o >= 0:
            (ax, ay), (bx, by) = (_pt(i) for i in G.PATH_ENDS[p])
            out.append(f'<line x1="{_f(ax)}" y1="{_f(ay)}" x2="{_f(bx)}" y2="{_f(by)}" stroke="#222" '
                       f'stroke-width="7"/><line x1="{_f(ax)}" y1="{_f(ay)}" x2="{_f(bx)}" y2="{_f(by)}" '
                       f'stroke="{owner_colour(s, o)}" stroke-width="5"/>')
    for i, o in enumerate(s.owner):
        if o < 0:
            continue
        x, y = _pt(i)
        colour = owner_colour(s, o)
        down = building_conquered(s.cmask, i)
        if s.level[i] == 2:
            shape = f'<path d="M-8,6 L-8,-2 L-3,-7 L2,-2 L2,-4 L8,-4 L8,6 Z" fill="{colour}" stroke="#111"/>'
        else:
            shape = f'<path d="M-6,5 L-6,-2 L0,-7 L6,-2 L6,5 Z" fill="{colour}" stroke="#111"/>'
        if down:
            shape = shape.replace('stroke="#111"', 'stroke="#111" stroke-dasharray="2,1" opacity="0.7"')
            out.append(f'<g transform="translate({_f(x)},{_f(y)}) rotate(90)">{shape}</g>')
            out.append(f'<text x="{_f(x)}" y="{_f(y + 14)}" font-size="6" text-anchor="middle" '
                       f'fill="#3e2723">fallen</text>')
        else:
            out.append(f'<g transform="translate({_f(x)},{_f(y)})">{shape}</g>')
    for p, f in enumerate(s.knight):
        if f < 0:
            continue
        x, y = _mid(p)
        colour = FOREIGN_COLOUR if f == P.FOREIGN else PLAYER_COLOURS[f]
        out.append(f'<path d="M{_f(x - 5)},{_f(y - 6)} L{_f(x + 5)},{_f(y - 6)} L{_f(x + 5)},{_f(y + 1)} '
                   f'L{_f(x)},{_f(y + 6)} L{_f(x - 5)},{_f(y + 1)} Z" fill="{colour}" stroke="#000" '
                   f'stroke-width="1.2"/>')
    return out


def _panel(s: Any, top: float) -> list[str]:
    out = []
    names = P.COLOURS
    vps = all_vp(s)
    for p in range(s.cfg.players):
        y = top + p * 44
        active = p == s.seat and not s.is_terminal()
        winner = p in s.winners()
        out.append(f'<rect x="8" y="{_f(y)}" width="544" height="40" rx="4" fill="#fafafa" '
                   f'stroke="{"#000" if active else "#bbb"}" stroke-width="{2 if active else 1}"/>')
        out.append(f'<rect x="14" y="{_f(y + 6)}" width="12" height="28" fill="{PLAYER_COLOURS[p]}" stroke="#000"/>')
        title = f"{names[p]} (seat {p}){'  - active' if active else ''}{'  - WINNER' if winner else ''}"
        out.append(f'<text x="32" y="{_f(y + 15)}" font-size="11" font-weight="bold">{title}</text>')
        hand = ", ".join(f"{n} {r}" for r, n in zip(RESOURCES, s.hands[p]))
        extras = [f"VP {vps[p]}", f"gold {s.gold[p]}", f"prisoners {s.prisoners[p]}",
                  f"knights in supply {s.knights_left[p]}"]
        if s.cfg.two_player:
            extras.append(f"tokens {s.tokens[p]}")
        if s.lr_holder == p:
            extras.append("Longest Road")
        if s.hm_holder == p:
            extras.append("Harbormaster")
        out.append(f'<text x="32" y="{_f(y + 27)}" font-size="9">{hand}</text>')
        out.append(f'<text x="32" y="{_f(y + 37)}" font-size="9">{" | ".join(extras)}</text>')
    return out


def render_svg(s: Any) -> str:
    """The board and the player panel as one SVG document."""
    status = (f"turn {s.turn} | phase: {P.PHASES[s.phase]} | barbarian supply {s.barb_supply} | "
              f"draw pile {sum(s.draw_pile)} | discards {sum(s.discard_pile)} | target {s.cfg.target} VP | "
              f"{s.cfg.edition} edition")
    threshold = s.cfg.conquest_threshold
    variant = ("" if threshold == SCENARIO_CONQUEST_THRESHOLD
               else f" | conquest at {threshold} barbarians (design-lab variant)")
    panel_top = 400.0
    height = panel_top + 44 * s.cfg.players + 10
    names = BOARD["editions"][s.cfg.edition]["card_names"]
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="560" height="{_f(height)}" '
             f'viewBox="0 0 560 {_f(height)}" font-family="sans-serif">',
             '<rect width="100%" height="100%" fill="#bbdefb"/>',
             f'<text x="8" y="16" font-size="9.5">{status}</text>',
             f'<text x="8" y="30" font-size="8" fill="#333">cards: {", ".join(names.values())}{variant}</text>']
    parts += _hexes(s) + _castle_and_harbours(s) + _pieces(s) + _panel(s, panel_top)
    parts.append("</svg>")
    return "".join(parts)
