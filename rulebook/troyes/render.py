"""Draw a Troyes position as a self-contained SVG: buildings with citizens, districts with dice, the cathedral,
activity cards with tradesmen and cubes, the event row, the black pool and each player's purse, influence and VP.

Deterministic (integers only, fixed order), no fonts or links from outside. The picture scales down to fit its
container (max-width 100%), so two of them fit side by side in the walkthrough stepper. Stand-in cards have a
dashed border and say "stand-in"; face-down cards show only their colour and level.
"""

from __future__ import annotations

from html import escape

from .board import BUILDING_TITLES, LEVELS
from .pieces import COLOURS, EMPTY, GREY, NEUTRAL, OVER, PHASES, SEAT_NAMES
from .scoring import breakdown

SEAT_FILL = ("#2b6cb0", "#2f855a", "#dd6b20", "#805ad5")
GREY_FILL = "#a0aec0"
DIE_FILL = ("#c53030", "#f7fafc", "#ecc94b")
DIE_TEXT = ("#ffffff", "#1a202c", "#1a202c")
CARD_FILL = ("#fed7d7", "#edf2f7", "#fefcbf")
WIDTH, HEIGHT = 980, 700


def _text(x: int, y: int, text: str, size: int = 12, weight: str = "normal", anchor: str = "start",
          fill: str = "#1a202c") -> str:
    return (f'<text x="{x}" y="{y}" font-size="{size}" font-family="sans-serif" font-weight="{weight}" '
            f'text-anchor="{anchor}" fill="{fill}">{escape(text)}</text>')


def _rect(x: int, y: int, w: int, h: int, fill: str, stroke: str = "#4a5568", dash: bool = False, rx: int = 4) -> str:
    extra = ' stroke-dasharray="5,3"' if dash else ""
    return f'<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="{rx}" fill="{fill}" stroke="{stroke}"{extra}/>'


def _disc(x: int, y: int, owner: int, r: int = 9) -> str:
    fill = GREY_FILL if owner == GREY else SEAT_FILL[owner]
    label = "" if owner == GREY else _text(x, y + 4, SEAT_NAMES[owner], 10, "bold", "middle", "#ffffff")
    return f'<circle cx="{x}" cy="{y}" r="{r}" fill="{fill}" stroke="#1a202c"/>' + label


def _die(x: int, y: int, code: int, size: int = 18) -> str:
    colour = code >> 3
    return (_rect(x, y, size, size, DIE_FILL[colour], "#1a202c", rx=3)
            + _text(x + size // 2, y + size // 2 + 4, str(code & 7), 11, "bold", "middle", DIE_TEXT[colour]))


def _cube(x: int, y: int, owner: int, size: int = 10) -> str:
    fill = GREY_FILL if owner == GREY else SEAT_FILL[owner]  # grey: a neutral cube (Support, Traveling Builders)
    return f'<rect x="{x}" y="{y}" width="{size}" height="{size}" fill="{fill}" stroke="#1a202c"/>'


def render_svg(s) -> str:
    """The picture of a position as a self-contained SVG string (the same state gives the same bytes)."""
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{HEIGHT}" '
             f'viewBox="0 0 {WIDTH} {HEIGHT}" style="max-width:100%;height:auto">',
             _rect(0, 0, WIDTH, HEIGHT, "#fffaf0", "#fffaf0", rx=0)]
    parts.append(_header(s))
    parts += _buildings(s, 10, 40)
    parts += _districts(s, 10, 330)
    parts += _cathedral(s, 330, 40)
    parts += _activity(s, 330, 200)
    parts += _events(s, 10, 500)
    parts += _players(s, 660, 40)
    parts.append("</svg>")
    return "".join(parts)


def _header(s) -> str:
    who = s.current_player
    mover = {-1: "chance", -2: "game over"}.get(who, SEAT_NAMES[who] if who >= 0 else "")
    title = (f"Troyes - {s.n} players - round {s.round} of {s.cfg.rounds} - phase: {PHASES[s.phase]} - "
             f"to move: {mover} - start player {SEAT_NAMES[s.start]}")
    return _text(10, 24, title, 15, "bold")


def _buildings(s, x0: int, y0: int) -> list[str]:
    out = [_text(x0, y0 + 8, "Buildings (spaces 1-3 top, 4-6 bottom)", 12, "bold")]
    for b in range(3):
        x, y = x0 + b * 105, y0 + 16
        out.append(_rect(x, y, 98, 110, CARD_FILL[b]))
        out.append(_text(x + 49, y + 16, BUILDING_TITLES[b], 12, "bold", "middle"))
        for space in range(6):
            cx, cy = x + 20 + (space % 3) * 29, y + 38 + (space // 3) * 32
            owner = s.build[b * 6 + space]
            out.append(_text(cx, cy - 12, str(space + 1), 8, anchor="middle", fill="#718096"))
            out.append(_disc(cx, cy, owner) if owner != EMPTY else
                       f'<circle cx="{cx}" cy="{cy}" r="9" fill="none" stroke="#a0aec0" stroke-dasharray="2,2"/>')
        lying = s.lying[b]
        out.append(_text(x + 4, y + 104, "lying: " + (" ".join("grey" if o == GREY else SEAT_NAMES[o] for o in lying)
                                                      or "-"), 9))
    delta = s.cfg.row_effects(s.row)[2]
    pay = [max(0, s.cfg.salary[b] + delta[b]) for b in range(3)]
    out.append(_text(x0, y0 + 150, f"Salaries per citizen: Palace {pay[0]}, Bishopric {pay[1]}, City Hall {pay[2]}",
                     10, fill="#4a5568"))
    return out


def _districts(s, x0: int, y0: int) -> list[str]:
    out = [_text(x0, y0 - 40, "Districts (dice)", 12, "bold")]
    for i, district in enumerate([*list(range(s.n)), NEUTRAL]):
        x, y = x0 + (i % 3) * 105, y0 - 32 + (i // 3) * 78
        label = "Neutral" if district == NEUTRAL else f"{SEAT_NAMES[district]} district"
        if district != NEUTRAL and s.dmoney[district]:
            label += f" ({s.dmoney[district]} d)"
        fill = "#e2e8f0" if district == NEUTRAL else "#ffffff"
        out.append(_rect(x, y, 98, 70, fill, SEAT_FILL[district] if district != NEUTRAL else "#4a5568"))
        out.append(_text(x + 4, y + 13, label, 10, "bold"))
        for k, code in enumerate(s.dist[district]):
            out.append(_die(x + 4 + (k % 5) * 19, y + 18 + (k // 5) * 20, code, 17))
    y = y0 + 128
    pool = " ".join(str(v) for v in s.pool) or "empty"
    waiting = f" ({s.black_rolls} to roll)" if s.black_rolls else ""
    out.append(_text(x0, y, f"Black pool: {pool}{waiting}", 11, "bold"))
    if s.rolls:
        out.append(_text(x0 + 170, y, f"{len(s.rolls)} coloured dice to roll", 11))
    return out


def _cathedral(s, x0: int, y0: int) -> list[str]:
    cfg = s.cfg
    by_column = cfg.cath_by_column
    title = "Cathedral (column = die value" + (", +influence per column)" if by_column else ")")
    out = [_text(x0, y0 + 8, title, 12, "bold")]
    for level in range(cfg.levels - 1, -1, -1):
        y = y0 + 18 + (cfg.levels - 1 - level) * 26
        out.append(_text(x0, y + 16, f"L{level + 1}" if by_column else f"L{level + 1} +{cfg.cath_influence[level]}",
                         10))
        for v in range(6):
            x = x0 + 44 + v * 34
            out.append(_rect(x, y, 30, 22, "#f7fafc"))
            owner = s.cath[level * 6 + v]
            if owner >= 0:
                out.append(_cube(x + 9, y + 5, owner, 12))
            elif level == 0:
                label = f"{v + 1}:+{cfg.cath_space_influence[v]}" if by_column else str(v + 1)
                out.append(_text(x + 15, y + 15, label, 10, anchor="middle", fill="#a0aec0"))
    return out


def _activity(s, x0: int, y0: int) -> list[str]:
    cfg = s.cfg
    out = [_text(x0, y0 - 6, "Activity cards (tradesmen, stored cubes)", 12, "bold")]
    for slot in range(9):
        colour, level = slot // 3, slot % 3
        card = cfg.activity[s.slots[slot]]
        x, y = x0 + level * 107, y0 + colour * 78
        if level >= s.revealed:
            out.append(_rect(x, y, 102, 72, "#4a5568"))
            out.append(_text(x + 51, y + 40, f"{COLOURS[colour]} {LEVELS[level]}: face down", 10, anchor="middle",
                             fill="#ffffff"))
            continue
        stand_in = card.provenance == "stand-in"
        out.append(_rect(x, y, 102, 72, CARD_FILL[colour], dash=stand_in))
        name = card.name.replace("Stand-in: ", "")
        out.append(_text(x + 4, y + 13, name[:17], 10, "bold"))
        out.append(_text(x + 4, y + 25, f"{LEVELS[level]} hire {card.hire_cost} cost {card.activation_cost} "
                                        f"{card.timing[:3]}", 8))
        out.append(_text(x + 4, y + 36, "stand-in" if stand_in else card.provenance, 8,
                         fill="#c53030" if stand_in else "#4a5568"))
        for k, seat in enumerate(s.trades[slot]):
            vp = card.space_vp[k] if k < len(card.space_vp) else 0
            out.append(_disc(x + 12 + k * 22, y + 52, seat, 8))
            out.append(_text(x + 12 + k * 22, y + 69, f"{vp}VP", 7, anchor="middle"))
        cubes = [f"{SEAT_NAMES[p]}{c}" for p, c in enumerate(s.stored[slot]) if c]
        if cubes:
            out.append(_text(x + 98, y + 36, "cubes " + " ".join(cubes), 8, anchor="end"))
    return out


def _events(s, x0: int, y0: int) -> list[str]:
    cfg = s.cfg
    out = [_text(x0, y0 - 6, f"Event row (decks left: red {len(s.red_deck)}, white {len(s.white_deck)}, "
                             f"yellow {len(s.yellow_deck)})", 12, "bold")]
    for pos, card in enumerate(s.row):
        event = cfg.events[card]
        x, y = x0 + (pos % 8) * 120, y0 + (pos // 8) * 92
        stand_in = event.provenance == "stand-in"
        out.append(_rect(x, y, 114, 86, CARD_FILL[event.colour], dash=stand_in))
        out.append(_text(x + 4, y + 13, event.name.replace("Stand-in: ", "")[:18], 10, "bold"))
        info = f"{COLOURS[event.fight_colour]} /{event.divisor}"
        if event.black_dice:
            info += f", {event.black_dice} black"
        out.append(_text(x + 4, y + 25, info + (" permanent" if event.permanent else ""), 8))
        out.append(_text(x + 4, y + 36, "stand-in" if stand_in else event.provenance, 8,
                         fill="#c53030" if stand_in else "#4a5568"))
        effect = _effect_text(event)
        if effect:
            out.append(_text(x + 4, y + 80, effect[:26], 8, fill="#4a5568"))
        cubes = s.row_cubes[pos]
        for k in range(event.spaces):
            cx, cy = x + 4 + (k % 6) * 18, y + 44 + (k // 6) * 18
            out.append(_rect(cx, cy, 14, 14, "#ffffff", rx=2))
            if k < len(cubes):
                out.append(_cube(cx + 2, cy + 2, cubes[k]))
    return out


def _effect_text(event) -> str:
    """A few words for an event's round effect (spec 20.5.3)."""
    words = []
    for op in event.phase_ops + event.while_ops:
        kind = op[0]
        if kind == "pay":
            words.append(f"each pays {op[2]} {op[1]}")
        elif kind == "pay_per":
            words.append(f"each pays {op[2]} {op[1]} per {op[3].replace('_', ' ')}")
        elif kind == "discard":
            words.append(f"each loses {op[2]} {'any' if op[1] < 0 else COLOURS[op[1]]} die")
        elif kind == "surcharge":
            words.append(f"{op[1]} costs +{op[2]}")
        elif kind == "forbid":
            words.append(f"no {op[1].replace('_', ' ')}")
        elif kind == "salary":
            words.append(f"{BUILDING_TITLES[op[1]]} salary {op[2]:+d}")
        elif kind == "black_dice":
            words.append(f"+{op[1]} black")
        elif kind == "citizen":
            words.append(f"grey citizen to the {BUILDING_TITLES[op[1]]}")
        elif kind == "grey_left":
            words.append(f"grey cube on the {op[1]} cards to its left")
        elif kind == "cath_grey":
            words.append("grey cube in the cathedral")
        elif kind == "cath_remove":
            words.append("a cathedral cube removed")
    return "; ".join(words)


def _players(s, x0: int, y0: int) -> list[str]:
    cfg = s.cfg
    out = [_text(x0, y0 + 8, "Players (VP is secret at the table)", 12, "bold")]
    for seat in range(s.n):
        y = y0 + 16 + seat * 96
        mover = s.current_player == seat
        out.append(_rect(x0, y, 310, 90, "#ffffff", SEAT_FILL[seat]))
        flag = " - passed" if s.passed[seat] else (" - to move" if mover else "")
        out.append(_disc(x0 + 14, y + 14, seat))
        out.append(_text(x0 + 30, y + 18, f"Seat {SEAT_NAMES[seat]}{flag}", 12, "bold"))
        out.append(_text(x0 + 8, y + 36, f"purse {s.money[seat]} d   district {s.dmoney[seat]} d   influence "
                                         f"{s.infl[seat]}/{cfg.imax}   VP {s.vp[seat]}", 11))
        out.append(_text(x0 + 8, y + 52, f"citizens: personal {s.personal[seat]}, general {s.general[seat]}   "
                                         f"events won {s.won[seat]}", 10))
        chars = ", ".join(cfg.characters[c].name for c in s.chars[seat])
        out.append(_text(x0 + 8, y + 68, f"character: {chars}"[:60], 10))
        if s.phase == OVER:
            out.append(_text(x0 + 8, y + 84, f"final score {breakdown(s, seat)['total']}", 11, "bold"))
    y = y0 + 16 + s.n * 96 + 14
    out.append(_text(x0, y, _pending_text(s), 11, "bold"))
    return out


def _pending_text(s) -> str:
    if s.current_player < -1:
        return "Game over: " + " and ".join(SEAT_NAMES[w] for w in s.winners()) + " " + (
            "win" if len(s.winners()) > 1 else "wins")
    if s.rolls or s.black_rolls:
        return "Waiting for dice to be rolled"
    if s.work:
        return "Carrying out an activity card"
    pending = s.pending
    if not pending:
        return {0: "Setup placement", 2: "Event choice", 4: f"Countering black {s.pool[0] if s.pool else ''}",
                5: "Choose an action, spend influence, or pass"}.get(s.phase, "")
    if pending[0] == "group":
        return f"Choose the dice for: {pending[1]}"
    return {"flip": "Choose dice to flip", "evict": "Choose whom to evict", "use": "Choose dice for the counter",
            "discard": "Choose dice to discard"}.get(pending[0], "")


__all__ = ["render_svg"]
