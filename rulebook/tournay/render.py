"""A Tournay table as a self-contained SVG: decks, the event queue, and per player the plaza, hand and district.

Integer coordinates only, no fonts or links from outside, so the same state always gives the same text.
Stand-in cards (our designs, not printed cards) get a dashed border and the mark "stand-in".
"""

from __future__ import annotations

from html import escape

from .pieces import COLOURS, DAMAGE, DECKS, GREY, PHASES

FILL = {0: "#efd27a", 1: "#f4f1e8", 2: "#d98a7e", -1: "#cccccc"}
INK = {0: "#8a6d00", 1: "#777777", 2: "#8e2a1d"}
ROMAN = {1: "I", 2: "II", 3: "III", 0: ""}
CELL_W, CELL_H = 104, 66


def _text(x: int, y: int, s: str, size: int = 11, weight: str = "normal", anchor: str = "start",
          fill: str = "#222") -> str:
    return (f'<text x="{x}" y="{y}" font-family="sans-serif" font-size="{size}" font-weight="{weight}" '
            f'text-anchor="{anchor}" fill="{fill}">{escape(s)}</text>')


def _short(name: str, n: int) -> str:
    name = name.removeprefix("Stand-in: ")
    return name if len(name) <= n else name[:n - 1] + "…"


def _card(x: int, y: int, card, depth: int = 1, occ: int = 0, w: int = CELL_W, h: int = CELL_H) -> str:
    dash = ' stroke-dasharray="4 3"' if card.is_stand_in else ""
    out = [f'<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="5" fill="{FILL[card.colour]}" stroke="#444"'
           f' stroke-width="1"{dash}/>']
    kind = {"building": "building", "character": "character", "prestige_building": "prestige",
            "town_crier": "crier", "event": card.fight_class.replace("_", "-")}[card.type]
    out.append(_text(x + 4, y + 13, _short(card.name, 15), 10, "bold"))
    cost = str(card.cost) if card.cost is not None else ""
    out.append(_text(x + 4, y + 26, f"{ROMAN[card.level]} {kind}", 9))
    if cost:
        out.append(_text(x + 4, y + 38, f"cost {cost}", 9))
    if card.scoring is not None:
        out.append(_text(x + 4, y + 50, _scoring_text(card.scoring), 9))
    if card.prestige is not None:
        out.append(_text(x + w - 4, y + 13, f"{card.prestige}★", 10, anchor="end"))
    if card.is_stand_in:
        out.append(_text(x + 4, y + h - 4, "stand-in", 8, fill="#555"))
    if depth > 1:
        out.append(_text(x + w - 4, y + h - 4, f"stack {depth}", 8, anchor="end"))
    if occ == DAMAGE:
        out.append(f'<path d="M{x + w - 22} {y + 22} l14 14 m0 -14 l-14 14" stroke="#b00" stroke-width="3"/>')
    elif occ == GREY:
        out.append(f'<circle cx="{x + w - 15}" cy="{y + 30}" r="7" fill="#888" stroke="#333"/>')
    elif occ:
        out.append(f'<circle cx="{x + w - 15}" cy="{y + 30}" r="7" fill="{FILL[occ - 1]}" stroke="{INK[occ - 1]}"'
                   ' stroke-width="3"/>')
    return "".join(out)


def _scoring_text(sc) -> str:
    """A prestige rule in a few words, e.g. '2/1 per 4 deniers'."""
    kind, args = sc.unit[0], sc.unit[1:]
    if kind == "DENIERS_PER":
        what = f"per {args[0]} deniers"
    elif kind == "CITIZENS_OWNED":
        what = f"per {COLOURS[args[0]]} citizen"
    elif kind == "VISIBLE_CARDS":
        types = {"building": "bldg", "character": "char", "prestige_building": "prestige"}
        what = "per " + "/".join(COLOURS[c][0].upper() for c in args[0]) + " " + "+".join(types[t] for t in args[1])
    else:
        what = {"VISIBLE_SETS": "per colour set", "CITIZEN_SETS": "per citizen set", "WALLS_BUILT": "per wall",
                "FLAT": "flat"}[kind]
    return f"{sc.left}/{sc.right} {what}"


def _decks(st, y: int) -> list[str]:
    out = [_text(10, y + 12, "Decks (cards left, face-up top)", 12, "bold")]
    cards = st.cfg.cards.cards
    for d, deck in enumerate(st.decks):
        x = 10 + d * 108
        out.append(f'<rect x="{x}" y="{y + 18}" width="102" height="44" rx="4" fill="{FILL[d // 3]}" stroke="#444"/>')
        spent = " (crier out)" if deck.spent >= 0 else ""
        out.append(_text(x + 4, y + 32, f"{DECKS[d]}: {deck.drawable()}{spent}", 10, "bold"))
        top = _short(cards[deck.face_up].name, 17) if deck.face_up >= 0 else "face down"
        out.append(_text(x + 4, y + 48, top, 9))
    return out


def _queue(st, y: int) -> list[str]:
    thresh = st.cfg.crier_threshold
    out = [_text(10, y + 12, f"Event queue (criers revealed {st.criers}; condition 2 at {thresh})", 12, "bold")]
    cards = st.cfg.cards.cards
    step = min(240, 960 // max(1, len(st.queue)))
    for slot, ev in enumerate(st.queue):
        x = 10 + slot * step
        if ev < 0:
            out.append(_text(x, y + 40, f"slot {slot + 1}: empty", 10))
            continue
        card = cards[ev]
        out.append(_card(x, y + 18, card, w=step - 10, h=50))
        cap = card.coin_capacity or st.cfg.capacity or max(3, st.coins[slot])
        left = x + step // 2
        for k in range(cap):
            filled = "#d4af37" if k < st.coins[slot] else "none"
            out.append(f'<circle cx="{left + 18 * k}" cy="{y + 50}" r="7" fill="{filled}" stroke="#444"/>')
        if cap < st.coins[slot] or (cap > 5 and st.coins[slot]):
            out.append(_text(left, y + 64, f"{st.coins[slot]} coins", 9))
        out.append(_text(left, y + 32, f"{card.polarity}, {COLOURS[card.colour]}", 9))
    return out


def _player(st, s: int, y: int, hide_hands: bool) -> list[str]:
    p = st.players[s]
    cards = st.cfg.cards.cards
    marks = (" (start player)" if s == st.start_player else "") + (" ← to act" if s == st.current_player else "")
    out = [f'<rect x="5" y="{y}" width="970" height="{3 * CELL_H + 70}" rx="6" fill="none" stroke="#999"/>',
           _text(12, y + 16, f"P{s + 1}{marks}: {p.money} deniers, {len(p.walls)} wall(s), hand {len(p.hand)}",
                 12, "bold")]
    for c in range(3):   # the plaza: standing and lying citizens per colour
        cy = y + 40 + 22 * c
        out.append(_text(12, cy + 4, COLOURS[c], 10))
        for k in range(p.avail[c]):
            out.append(f'<rect x="{60 + 12 * k}" y="{cy - 8}" width="8" height="16" rx="3" fill="{FILL[c]}" '
                       f'stroke="{INK[c]}"/>')
        for k in range(p.used[c]):
            out.append(f'<rect x="{150 + 18 * k}" y="{cy - 3}" width="16" height="8" rx="3" fill="{FILL[c]}" '
                       f'stroke="{INK[c]}"/>')
    out.append(_text(60, y + 108, "standing | lying down", 8, fill="#555"))
    hy = y + 124
    out.append(_text(12, hy, "hand:", 10, "bold"))
    if hide_hands:
        out.append(_text(50, hy, f"{len(p.hand)} hidden card(s)", 10))
    else:
        for k, i in enumerate(p.hand):
            out.append(_text(12 + (k % 2) * 120, hy + 14 + 13 * (k // 2), _short(cards[i].name, 18), 9,
                             fill=INK.get(cards[i].colour, "#222")))
    gx, gy = 300, y + 24
    for r in range(st.cfg.rows):
        for c in range(st.cfg.cols):
            idx = r * st.cfg.cols + c
            x, yy = gx + c * (CELL_W + 6), gy + r * (CELL_H + 6)
            stack = p.stacks[idx]
            if stack:
                out.append(_card(x, yy, cards[stack[-1]], len(stack), p.occ[idx]))
            else:
                out.append(f'<rect x="{x}" y="{yy}" width="{CELL_W}" height="{CELL_H}" rx="5" fill="none" '
                           'stroke="#ccc" stroke-dasharray="2 4"/>')
    if p.walls:
        out.append(_text(640, y + 40, "walls: " + ", ".join(_short(cards[i].name, 14) for i in p.walls[:4]), 9))
    return out


def render_svg(st, hide_hands: bool = False) -> str:
    """The whole table; `hide_hands=True` shows only hand sizes (a player's view of the others)."""
    height = 190 + len(st.players) * (3 * CELL_H + 80)
    over = ("game over: scores " + ", ".join(map(str, st.scores())) if st.is_terminal()
            else f"waiting for {PHASES[st.phase]}")
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="980" height="{height}" viewBox="0 0 980 {height}">',
             '<rect width="980" height="100%" fill="#fffdf7"/>',
             _text(10, 18, f"Tournay: turn {st.turn + 1}, {over}" + (" (final round)" if st.final_round else ""),
                   14, "bold")]
    parts += _decks(st, 26)
    parts += _queue(st, 96)
    y = 176
    for s in range(len(st.players)):
        parts += _player(st, s, y, hide_hands)
        y += 3 * CELL_H + 80
    parts.append("</svg>")
    return "".join(parts)


def render_html(st) -> str:
    """The picture wrapped in a div, for notebooks' HTML output."""
    return f'<div class="tournay-table">{render_svg(st)}</div>'
