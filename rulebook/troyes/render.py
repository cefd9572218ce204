"""The picture of a Troyes position: a self-contained SVG people can read at 640 px wide and click, place by place.

Deterministic (integers only, a fixed order, no fonts or links from outside): the same state gives the same bytes.
The picture is 960 units wide and sized for about 640 px (the stepper and the play table): no text is smaller
than 18 units, 12 px there. From the top: what is being decided; the buildings with their citizens, the cathedral
and the black pool; the players; the districts with their dice; the nine activity cards with tradesmen and stored
cubes; the event row with its cubes and the decks; a key to the colours. Cards keep their provenance in sight: a
stand-in card has a dashed border and says "stand-in", a partial one says "partial"; face-down cards show only
their colour and level.

Every place a move starts from or touches, or a position editor can pick, is a group
`<g id="..." class="rb-place rb-<kind>" data-place="...">` whose `<title>` is its name in words (words.place_name).
The ids (all matching `PLACE_PATTERN`):

    kind            id                                  what
    building        Palace, Bishopric, CityHall         a building (recruit there)
    space           Palace-1 .. CityHall-6              a building space, 1-3 top row, 4-6 bottom row
    lying           lying-Palace                        the citizens evicted from a building this round
    cathedral       cathedral                           the cathedral (build there)
    cathedral-space cathedral-2-5                       level 2, column 5 (the die value)
    pool            black-pool                          the black pool
    black           black-5-1                           a black die: its value, then 1.. among equal ones
    seat            seat-A .. seat-D                    a player's panel: purse, influence, VP, citizens, characters
    district        district-A .. district-D, district-N   a district (N: neutral)
    die             die-A-Y4-1                          a die: district, colour letter, value, 1.. among identical dice
    card            card-R-I .. card-Y-III              the activity card of a colour and level (tradesmen, cubes)
    deck            deck-R, deck-W, deck-Y              an event deck
    event           event-1 ..                          an event card in the row, oldest first (with its cubes)

`render_svg(state, highlight=..., labels=...)` rings the places in `highlight` and writes the ids in `labels` on
the picture; `State._repr_svg_` rings the places the last log entry names (`last_move_places`). For the play table:
`action_places(state, action)` (where a move starts, then what it touches), `changed_places(before, after)` and
`moves_at(state, place)` (every well-formed move starting there, legal or not, for "why not?").
"""

from __future__ import annotations

import re
from html import escape
from typing import Any

from rulebook.core import CHANCE, Action
from rulebook.core.i18n import board_text, is_source_language, phase_context, translate
from rulebook.core.i18n import card_name as translated_card_name

from .board import BUILDING_TITLES, BUILDINGS, LEVELS
from .pieces import (
    ACTIONS,
    COLOUR_OF_LETTER,
    COUNTER,
    EMPTY,
    GREY,
    LETTERS,
    NEUTRAL,
    OVER,
    PHASES,
    SEATS,
    SETUP,
    die_code,
)
from .scoring import breakdown
from .words import (
    BUILDING_IDS,
    PLACE_PATTERN,
    black_id,
    building_id,
    card_id,
    cathedral_id,
    deck_id,
    district_id,
    district_of_letter,
    event_effect_text,
    event_id,
    lying_id,
    place_name,
    ref_die_ids,
    seat_id,
    slot_of_id,
    space_id,
    space_influence,
)

WIDTH = 960
SMALL, TEXT, TITLE, HEAD = 18, 20, 20, 22
"""Font sizes in picture units (18 units are 12 px when the picture is shown 640 px wide)."""
SEAT_FILL = ("#2b6cb0", "#2f855a", "#c05621", "#6b46c1")
SEAT_TINT = ("#ebf4ff", "#f0fff4", "#fffaf0", "#faf5ff")
GREY_FILL = "#a0aec0"
DIE_FILL = ("#c53030", "#ffffff", "#ecc94b")
DIE_TEXT = ("#ffffff", "#1a202c", "#1a202c")
CARD_FILL = ("#fed7d7", "#edf2f7", "#fefcbf")
INK, MUTED, PAPER = "#1a202c", "#4a5568", "#fffaf0"
RING = "#d53f8c"
TIMING_SHORT = {"immediate": "immediate", "deferred": "stores cubes", "mixed": "mixed"}
"""An activity card's timing on the picture (the hover text says it in full)."""
STAND_IN = "#c53030"
DOMAIN = "troyes"
"""The translation domain of the picture's words (`board_text`)."""


def _wide(ch: str) -> bool:
    """True for a CJK character or full-width sign (drawn about a full em wide)."""
    return ch >= "\u2e80"


def _colour(colour: int) -> str:
    """A colour's word (red, white, yellow) in the language in use."""
    return (board_text(DOMAIN, "red"), board_text(DOMAIN, "white"), board_text(DOMAIN, "yellow"))[colour]


def _building(b: int) -> str:
    """A building's printed title (Palace, Bishopric, City Hall) in the language in use."""
    return (board_text(DOMAIN, "Palace"), board_text(DOMAIN, "Bishopric"), board_text(DOMAIN, "City Hall"))[b]


def _card_name(card) -> str:
    """A card's name in the language in use (a stand-in's with its mark; `_shown_name` drops it)."""
    return card.name if is_source_language() else translated_card_name(DOMAIN, card.name)


# --- drawing primitives ------------------------------------------------------------------------------------------


def _text(x: int, y: int, text: str, size: int = SMALL, weight: str = "normal", anchor: str = "start",
          fill: str = INK) -> str:
    bold = ' font-weight="bold"' if weight == "bold" else ""
    middle = f' text-anchor="{anchor}"' if anchor != "start" else ""
    return f'<text x="{x}" y="{y}" font-size="{size}"{bold}{middle} fill="{fill}">{escape(text)}</text>'


def _rect(x: int, y: int, w: int, h: int, fill: str, stroke: str = MUTED, dash: bool = False, rx: int = 6,
          width: int = 1) -> str:
    extra = ' stroke-dasharray="5,3"' if dash else ""
    thick = f' stroke-width="{width}"' if width != 1 else ""
    return (f'<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="{rx}" fill="{fill}" stroke="{stroke}"'
            f'{thick}{extra}/>')


def _disc(x: int, y: int, owner: int, r: int = 18, size: int = TEXT) -> str:
    fill = GREY_FILL if owner == GREY else SEAT_FILL[owner]
    label = "" if owner == GREY else _text(x, y + size * 7 // 20, SEATS[owner], size, "bold", "middle", "#ffffff")
    return f'<circle cx="{x}" cy="{y}" r="{r}" fill="{fill}" stroke="{INK}"/>' + label


def _cube(x: int, y: int, owner: int, size: int) -> str:
    """A player's cube with its letter (a grey, neutral cube has none)."""
    grey = owner == GREY
    return (f'<rect x="{x}" y="{y}" width="{size}" height="{size}" fill="{GREY_FILL if grey else SEAT_FILL[owner]}" '
            f'stroke="{INK}"/>' + ("" if grey or size < 22 else
                                   _text(x + size // 2, y + size // 2 + 7, SEATS[owner], SMALL, "bold", "middle",
                                         "#ffffff")))


def _die(x: int, y: int, colour: int, label: str, size: int = 32, dashed: bool = False) -> str:
    return (_rect(x, y, size, size, DIE_FILL[colour], INK, dash=dashed, rx=5)
            + _text(x + size // 2, y + size // 2 + 7, label, TEXT, "bold", "middle", DIE_TEXT[colour]))


def _width(text: str, size: int, bold: bool = False) -> int:
    """A generous estimate of a text's width in picture units (sans-serif; a CJK character is a full em)."""
    per = 60 if bold else 52
    wide = sum(1 for ch in text if _wide(ch))
    return ((len(text) - wide) * size * per + wide * size * 100) // 100


def _fit(text: str, size: int, width: int, bold: bool = False) -> str:
    """`text`, cut with an ellipsis so that it fits in `width` units."""
    if _width(text, size, bold) <= width:
        return text
    while text and _width(text + "…", size, bold) > width:
        text = text[:-1]
    return text.rstrip() + "…"


def _wrap(text: str, size: int, width: int, most: int = 2, bold: bool = False) -> list[str]:
    """`text` broken into at most `most` lines that fit in `width` units (the last one cut with an ellipsis)."""
    lines: list[str] = []
    line = ""
    cjk = any(_wide(ch) for ch in text)   # Chinese breaks between any two characters, spaces kept as written
    for word in (list(text.strip()) if cjk else text.split()):
        attempt = (line + word if cjk else f"{line} {word}") if line else word
        if _width(attempt, size, bold) <= width or not line:
            line = attempt
        else:
            lines.append(line)
            line = word
    if line:
        lines.append(line)
    if len(lines) > most:
        lines = [*lines[:most - 1], _fit(("" if cjk else " ").join(lines[most - 1:]), size, width, bold)]
    return [_fit(x, size, width, bold) for x in lines]


def _shown_name(card) -> str:
    """A card's name on the picture: a stand-in's 'Stand-in: ' prefix gives way to its stand-in mark."""
    name = _card_name(card)
    if not card.name.startswith("Stand-in: "):
        return name
    return name.removeprefix("Stand-in: ") if is_source_language() else re.split(r"[:：]\s*", name, maxsplit=1)[-1]


def _mark(card) -> tuple[str, str, bool]:
    """The provenance mark of a card: ('stand-in', red, True), ('partial', grey, False) or ('', '', False) for a
    sourced card; the flag says the card is a stand-in (drawn dashed, its mark bold)."""
    if card.provenance == "stand-in":
        return board_text(DOMAIN, "stand-in"), STAND_IN, True
    if card.provenance == "partial":
        return board_text(DOMAIN, "partial"), MUTED, False
    return "", "", False


class _Canvas:
    """The SVG being drawn, with the box of every place (for highlight rings and labels)."""

    def __init__(self, state) -> None:
        self.state = state
        self.parts: list[str] = []
        self.boxes: dict[str, tuple[int, int, int, int]] = {}

    def add(self, *parts: str) -> None:
        """Draw parts that are not a place."""
        self.parts.extend(parts)

    def place(self, pid: str, kind: str, box: tuple[int, int, int, int], *parts: str) -> None:
        """Draw a place: a group with its id, kind, name (hover text) and parts; remember its box."""
        title = escape(place_name(self.state, pid))
        self.parts.append(f'<g id="{pid}" class="rb-place rb-{kind}" data-place="{pid}"><title>{title}</title>'
                          + "".join(parts) + "</g>")
        self.boxes[pid] = box


# --- the picture ---------------------------------------------------------------------------------------------


def render_svg(s, *, highlight: Any = (), labels: Any = ()) -> str:
    """The picture of a position as a self-contained SVG string (the same state gives the same bytes).

    `highlight`: place ids drawn with a ring (the last move); `labels`: place ids whose id is written beside the
    place (the ones a narration names). Ids that are not in the picture are ignored.
    """
    c = _Canvas(s)
    y = _header(c, s)
    y = _top_row(c, s, y)
    y = _players(c, s, y)
    y = _districts(c, s, y)
    y = _activity(c, s, y)
    y = _events(c, s, y)
    y = _legend(c, y, frozenset(card.provenance for card in (*s.cfg.activity, *s.cfg.events)))
    for pid in _ids(highlight):
        if pid in c.boxes:
            x, yy, w, h = c.boxes[pid]
            c.add(f'<rect class="rb-highlight" x="{x - 4}" y="{yy - 4}" width="{w + 8}" height="{h + 8}" rx="8" '
                  f'fill="none" stroke="{RING}" stroke-width="5"/>')
    for pid in _ids(labels):
        if pid in c.boxes:
            x, yy, _, _ = c.boxes[pid]
            w = _width(pid, SMALL, True) + 12
            lx, ly = max(2, min(x, WIDTH - w - 2)), max(2, yy - 26)
            c.add(f'<g class="rb-label">{_rect(lx, ly, w, 24, "#fefcbf", INK, rx=4)}'
                  f'{_text(lx + 6, ly + 18, pid, SMALL, "bold")}</g>')
    height = y + 8
    head = (f'<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{height}" '
            f'viewBox="0 0 {WIDTH} {height}" style="max-width:100%;height:auto" font-family="sans-serif">'
            + _rect(0, 0, WIDTH, height, PAPER, PAPER, rx=0))
    return head + "".join(c.parts) + "</svg>"


def _ids(value: Any) -> list[str]:
    if isinstance(value, str):
        return [value]
    return [v for v in value if isinstance(v, str)]


def _header(c: _Canvas, s) -> int:
    who = s.current_player
    mover = (board_text(DOMAIN, "chance") if who == CHANCE else board_text(DOMAIN, "nobody") if who < 0 else
             SEATS[who])
    phase = translate(PHASES[s.phase], DOMAIN, phase_context(s.phase))
    if s.phase == SETUP:
        line = board_text(DOMAIN, "Setup, to move: {mover}", mover=mover)
    elif s.phase == OVER:
        line = board_text(DOMAIN, "Round {round} of {rounds}: {phase}", round=s.round, rounds=s.cfg.rounds,
                          phase=phase)
    else:
        line = board_text(DOMAIN, "Round {round} of {rounds}: {phase}, to move: {mover}", round=s.round,
                          rounds=s.cfg.rounds, phase=phase, mover=mover)
    c.add(_text(12, 30, _fit(line, HEAD, 800, True), HEAD, "bold"),
          _text(WIDTH - 12, 30, board_text(DOMAIN, "start player {seat}", seat=SEATS[s.start]), SMALL, anchor="end",
                fill=MUTED),
          _text(12, 58, _fit(pending_text(s), SMALL, WIDTH - 24), SMALL, fill=MUTED))
    return 70


def pending_text(s) -> str:
    """What is being decided now, in a line ("A chooses the dice for agriculture", "B wins")."""
    who = s.current_player
    if s.phase == OVER:
        won = s.winners()
        seats = board_text(DOMAIN, " and ").join(SEATS[w] for w in won)
        return (board_text(DOMAIN, "Game over: {seats} win", seats=seats) if len(won) > 1 else
                board_text(DOMAIN, "Game over: {seats} wins", seats=seats))
    if who == CHANCE:
        if s.rolls:
            district, colour = s.rolls[0]
            if district == NEUTRAL:
                return board_text(DOMAIN, "Dice to roll: {count}; next a {colour} die for the neutral district",
                                  count=len(s.rolls), colour=_colour(colour))
            return board_text(DOMAIN, "Dice to roll: {count}; next a {colour} die for {seat}", count=len(s.rolls),
                              colour=_colour(colour), seat=SEATS[district])
        if s.black_rolls:
            return board_text(DOMAIN, "Black dice to roll: {count}", count=s.black_rolls)
        if s.pending and s.pending[0] == "roll" and s.pending[1] < len(s.row):
            return board_text(DOMAIN, "A die is rolled for {event}",
                              event=_card_name(s.cfg.events[s.row[s.pending[1]]]))
        return board_text(DOMAIN, "A card rolls a black die")
    name = SEATS[who]
    if s.work:
        return board_text(DOMAIN, "{seat} answers the question of an activity card", seat=name)
    pending = s.pending
    if pending:
        head = pending[0]
        if head == "group":
            return {"agriculture": board_text(DOMAIN, "{seat} chooses the dice for agriculture", seat=name),
                    "cathedral": board_text(DOMAIN, "{seat} chooses the dice for the cathedral", seat=name),
                    "fight": board_text(DOMAIN, "{seat} chooses the dice for the fight", seat=name),
                    "activate": board_text(DOMAIN, "{seat} chooses the dice for the activity card", seat=name),
                    "recruit": board_text(DOMAIN, "{seat} chooses the dice for the recruit", seat=name),
                    }.get(pending[1], board_text(DOMAIN, "{seat} chooses the dice for the action", seat=name))
        return {"flip": board_text(DOMAIN, "{seat} chooses the dice to flip", seat=name),
                "evict": board_text(DOMAIN, "{seat} chooses whom to evict", seat=name),
                "use": board_text(DOMAIN, "{seat} chooses the dice for the counter", seat=name),
                "discard": board_text(DOMAIN, "{seat} chooses the dice to give up to an event", seat=name),
                }.get(head, board_text(DOMAIN, "{seat} decides", seat=name))
    return {SETUP: board_text(DOMAIN, "{seat} places a citizen on an empty space", seat=name),
            COUNTER: board_text(DOMAIN, "{seat} faces the black {value}: counter it, or take the penalty", seat=name,
                                value=s.pool[0] if s.pool else ""),
            ACTIONS: board_text(DOMAIN, "{seat} takes an action, spends influence, or passes", seat=name),
            }.get(s.phase, board_text(DOMAIN, "{seat} decides", seat=name))


# --- buildings, cathedral, black pool ------------------------------------------------------------------------------


def _top_row(c: _Canvas, s, y0: int) -> int:
    cfg = s.cfg
    height = max(192, 62 + cfg.levels * 42)
    delta = cfg.row_effects(s.row)[2]
    for b in range(3):
        x = 10 + b * 160
        pay = max(0, cfg.salary[b] + delta[b])
        c.place(building_id(b), "building", (x, y0, 152, height),
                _rect(x, y0, 152, height, CARD_FILL[b], width=2),
                _text(x + 10, y0 + 26, _building(b), TITLE, "bold"),
                _text(x + 144, y0 + height - 8, board_text(DOMAIN, "pay {pay}", pay=pay), SMALL, anchor="end",
                      fill=MUTED))
        for space in range(6):
            row, col = divmod(space, 3)
            cx, cy = x + 30 + col * 46, y0 + 74 + row * 48
            owner = s.build[b * 6 + space]
            ny = cy - 24 if row == 0 else cy + 38
            shape = (_disc(cx, cy, owner) if owner != EMPTY else
                     f'<circle cx="{cx}" cy="{cy}" r="18" fill="#ffffff" stroke="{MUTED}" stroke-dasharray="3,3"/>')
            c.place(space_id(b, space + 1), "space", (cx - 20, cy - 20, 40, 40),
                    _text(cx, ny, str(space + 1), SMALL, anchor="middle", fill=MUTED), shape)
        lying = s.lying[b]
        ly = y0 + height - 26
        discs = [_disc(x + 68 + k * 30, ly + 12, o, 13, SMALL) for k, o in enumerate(lying[:2])]
        if len(lying) > 2:
            discs = [*discs[:1], _text(x + 98, ly + 18, f"+{len(lying) - 1}", SMALL, "bold", "middle")]
        c.place(lying_id(b), "lying", (x + 4, ly - 2, 112, 28),
                _text(x + 10, ly + 18, board_text(DOMAIN, "lying"), SMALL, fill=MUTED), *discs)
    _cathedral(c, s, 490, y0, height)
    _black_pool(c, s, 830, y0, height)
    return y0 + height + 12


def _cathedral(c: _Canvas, s, x0: int, y0: int, height: int) -> None:
    cfg = s.cfg
    c.place("cathedral", "cathedral", (x0, y0, 330, height),
            _rect(x0, y0, 330, height, "#f7fafc", width=2),
            _text(x0 + 10, y0 + 26, board_text(DOMAIN, "Cathedral"), TITLE, "bold"),
            _text(x0 + 320, y0 + 26, board_text(DOMAIN, "+influence"), SMALL, anchor="end", fill=MUTED),
            *[_text(x0 + 94 + v * 38, y0 + 50, str(v + 1), SMALL, anchor="middle", fill=MUTED) for v in range(6)])
    for level in range(cfg.levels, 0, -1):
        y = y0 + 58 + (cfg.levels - level) * 42
        c.add(_text(x0 + 10, y + 26, board_text(DOMAIN, "level {level}", level=level), SMALL, fill=MUTED))
        for v in range(1, 7):
            x = x0 + 76 + (v - 1) * 38
            owner = s.cath[(level - 1) * 6 + v - 1]
            if owner >= 0:
                cube = _cube(x + 6, y + 6, owner, 24)
            else:  # a free space shows the influence a cube there brings
                cube = _text(x + 18, y + 25, f"+{space_influence(cfg, level, v)}", SMALL, anchor="middle", fill=MUTED)
            c.place(cathedral_id(level, v), "cathedral-space", (x, y, 36, 36), _rect(x, y, 36, 36, "#ffffff", rx=3),
                    cube)


def _black_pool(c: _Canvas, s, x0: int, y0: int, height: int) -> None:
    waiting = [_text(x0 + 60, y0 + height - 14, board_text(DOMAIN, "{count} to roll", count=s.black_rolls), SMALL,
                     "bold", "middle")] if s.black_rolls else []
    empty = [] if s.pool or s.black_rolls else [_text(x0 + 60, y0 + 70, board_text(DOMAIN, "empty"), SMALL,
                                                       anchor="middle", fill=MUTED)]
    c.place("black-pool", "pool", (x0, y0, 120, height), _rect(x0, y0, 120, height, "#e2e8f0", width=2),
            _text(x0 + 10, y0 + 26, board_text(DOMAIN, "Black dice"), TITLE, "bold"), *waiting, *empty)
    seen: dict[int, int] = {}
    for k, value in enumerate(s.pool):
        seen[value] = seen.get(value, 0) + 1
        x, y = x0 + 8 + (k % 3) * 36, y0 + 40 + (k // 3) * 38
        c.place(black_id(value, seen[value]), "black", (x, y, 32, 32),
                _rect(x, y, 32, 32, INK, INK, rx=5), _text(x + 16, y + 23, str(value), TEXT, "bold", "middle",
                                                         "#ffffff"))


# --- players and districts ------------------------------------------------------------------------------------------


def _seat_lines(s, seat: int) -> list[tuple[str, str]]:
    cfg = s.cfg
    lines = []
    money = (board_text(DOMAIN, "purse {purse} deniers, {district} in the district", purse=s.money[seat],
                        district=s.dmoney[seat]) if s.dmoney[seat] else
             board_text(DOMAIN, "purse {purse} deniers", purse=s.money[seat]))
    lines += [(line, "normal") for line in _wrap(money, SMALL, 206)]
    lines.append((board_text(DOMAIN, "influence {influence} of {most}", influence=s.infl[seat], most=cfg.imax),
                  "normal"))
    lines.append((board_text(DOMAIN, "VP {vp}, events won {won}", vp=s.vp[seat], won=s.won[seat]), "normal"))
    lines.append((board_text(DOMAIN, "to place {personal}, spare {general}", personal=s.personal[seat],
                             general=s.general[seat]), "normal"))
    for ch in s.chars[seat]:
        lines += [(line, "italic") for line in _wrap(_card_name(cfg.characters[ch]), SMALL, 206)]
    if s.phase == OVER:
        lines.append((board_text(DOMAIN, "final score {total}", total=breakdown(s, seat)["total"]), "bold"))
    return lines


def _players(c: _Canvas, s, y0: int) -> int:
    rows = max(len(_seat_lines(s, seat)) for seat in range(s.n))
    height = 40 + rows * 24
    for seat in range(s.n):
        x = 10 + seat * 236
        mover = s.current_player == seat
        title = (board_text(DOMAIN, "Player {seat}: passed", seat=SEATS[seat]) if s.passed[seat] else
                 board_text(DOMAIN, "Player {seat}: to move", seat=SEATS[seat]) if mover else
                 board_text(DOMAIN, "Player {seat}", seat=SEATS[seat]))
        parts = [_rect(x, y0, 230, height, SEAT_TINT[seat] if mover else "#ffffff", SEAT_FILL[seat],
                       width=4 if mover else 2),
                 _disc(x + 22, y0 + 22, seat, 15, TEXT),
                 _text(x + 46, y0 + 29, title, TITLE, "bold")]
        for k, (line, style) in enumerate(_seat_lines(s, seat)):
            y = y0 + 54 + k * 24
            if style == "italic":
                parts.append(f'<text x="{x + 12}" y="{y}" font-size="{SMALL}" font-style="italic" fill="{INK}">'
                             f'{escape(_fit(line, SMALL, 210))}</text>')
            else:
                parts.append(_text(x + 12, y, _fit(line, SMALL, 210, style == "bold"), SMALL, style))
        c.place(seat_id(seat), "seat", (x, y0, 230, height), *parts)
    return y0 + height + 10


def _districts(c: _Canvas, s, y0: int) -> int:
    districts = [*range(s.n), NEUTRAL]
    waiting: dict[int, list[int]] = {}
    for district, colour in s.rolls:
        waiting.setdefault(district, []).append(colour)
    most = max(len(s.dist[d]) + len(waiting.get(d, ())) for d in districts)
    rows = max(1, (most + 4) // 5)
    height = 40 + rows * 36
    for i, district in enumerate(districts):
        x = 10 + i * 190
        neutral = district == NEUTRAL
        title = (board_text(DOMAIN, "Neutral district") if neutral else
                 board_text(DOMAIN, "District {seat}", seat=SEATS[district]))
        stroke = MUTED if neutral else SEAT_FILL[district]
        parts = [_rect(x, y0, 182, height, "#e2e8f0" if neutral else "#ffffff", stroke, width=2),
                 _text(x + 10, y0 + 25, title, TITLE, "bold")]
        for k, colour in enumerate(waiting.get(district, ())):  # dice waiting to be rolled, dashed, after the rest
            at = len(s.dist[district]) + k
            parts.append(_die(x + 8 + (at % 5) * 34, y0 + 36 + (at // 5) * 36, colour, "?", dashed=True))
        c.place(district_id(district), "district", (x, y0, 182, height), *parts)
        seen: dict[int, int] = {}
        for k, code in enumerate(s.dist[district]):
            seen[code] = seen.get(code, 0) + 1
            dx, dy = x + 8 + (k % 5) * 34, y0 + 36 + (k // 5) * 36
            c.place(_die_id(district, code, seen[code]), "die", (dx, dy, 32, 32),
                    _die(dx, dy, code >> 3, str(code & 7)))
    return y0 + height + 12


def _die_id(district: int, code: int, k: int) -> str:
    return f"die-{'N' if district == NEUTRAL else SEATS[district]}-{LETTERS[code >> 3]}{code & 7}-{k}"


# --- activity cards, events ---------------------------------------------------------------------------------------


def _activity(c: _Canvas, s, y0: int) -> int:
    cfg = s.cfg
    c.add(_text(10, y0 + 22, board_text(DOMAIN, "Activity cards: level I, II, III by colour; tradesman spaces show "
                                                "their VP"), TITLE, "bold"))
    per_row = 4
    pill_rows = (cfg.trade_spaces + per_row - 1) // per_row
    height = 80 + pill_rows * 38
    top = y0 + 34
    for slot in range(9):
        colour, level = divmod(slot, 3)
        x, y = 10 + level * 316, top + colour * (height + 8)
        box = (x, y, 308, height)
        if level >= s.revealed:
            c.place(card_id(slot), "card", box, _rect(x, y, 308, height, MUTED, INK, width=2),
                    _text(x + 154, y + height // 2 + 6, board_text(DOMAIN, "{colour} {level}: face down",
                                                                    colour=_colour(colour), level=LEVELS[level]),
                          TEXT, "bold", "middle", "#ffffff"))
            continue
        card = cfg.activity[s.slots[slot]]
        mark, mark_fill, stand_in = _mark(card)
        name_room = 288 - (_width(mark, SMALL) + 8 if mark else 0)
        parts = [_rect(x, y, 308, height, CARD_FILL[colour], INK if not stand_in else STAND_IN,
                       dash=stand_in, width=2),
                 _text(x + 10, y + 24, _fit(_shown_name(card), TITLE, name_room, True), TITLE, "bold")]
        if mark:
            parts.append(_text(x + 298, y + 24, mark, SMALL, "bold" if stand_in else "normal", "end",
                               mark_fill))
        timing = {"immediate": board_text(DOMAIN, "immediate"), "deferred": board_text(DOMAIN, "stores cubes"),
                  "mixed": board_text(DOMAIN, "mixed")}.get(card.timing, card.timing)
        info = board_text(DOMAIN, "hire {hire}, cost {cost}, {timing}", hire=card.hire_cost,
                          cost=card.activation_cost, timing=timing)
        parts.append(_text(x + 10, y + 48, _fit(info, SMALL, 288), SMALL, fill=MUTED))
        trades = s.trades[slot]
        for k in range(cfg.trade_spaces):
            row, col = divmod(k, per_row)
            px, py = x + 10 + col * 46, y + 58 + row * 38
            vp = card.space_vp[k] if k < len(card.space_vp) else 0
            if k < len(trades):
                owner = trades[k]
                parts.append(_rect(px, py, 42, 32, SEAT_FILL[owner], INK, rx=8))
                parts.append(_text(px + 21, py + 23, f"{SEATS[owner]} {vp}", SMALL, "bold", "middle", "#ffffff"))
            else:
                parts.append(_rect(px, py, 42, 32, "#ffffff", MUTED, dash=False, rx=8))
                parts.append(_text(px + 21, py + 23, f"{vp}", SMALL, anchor="middle", fill=MUTED))
        cubes = [(p, n) for p, n in enumerate(s.stored[slot]) if n]
        if cubes:
            parts.append(_text(x + 298, y + 72, board_text(DOMAIN, "cubes"), SMALL, anchor="end", fill=MUTED))
            for k, (p, n) in enumerate(cubes):
                cx = x + 298 - (len(cubes) - k) * 30 + 4
                parts.append(_rect(cx, y + 80, 26, 26, SEAT_FILL[p], INK, rx=2))
                parts.append(_text(cx + 13, y + 99, str(n), SMALL, "bold", "middle", "#ffffff"))
        c.place(card_id(slot), "card", box, *parts)
    return top + 3 * (height + 8) + 4


def _event_lines(event) -> list[tuple[str, str, str]]:
    """The lines of an event card below its name: (text, weight, colour)."""
    fight = board_text(DOMAIN, "fight: {colour}, {divisor} a cube", colour=_colour(event.fight_colour),
                       divisor=event.divisor)
    lines = [(line, "normal", INK) for line in _wrap(fight, SMALL, 216)]
    extra = []
    if event.black_dice:
        extra.append(board_text(DOMAIN, "{count} black die", count=event.black_dice) if event.black_dice == 1 else
                     board_text(DOMAIN, "{count} black dice", count=event.black_dice))
    if event.permanent:
        extra.insert(0, board_text(DOMAIN, "permanent"))
    if extra:
        lines += [(line, "normal", INK) for line in _wrap(board_text(DOMAIN, ", ").join(extra), SMALL, 216)]
    effect = event_effect_text(event)
    if effect:
        lines += [(line, "normal", MUTED) for line in _wrap(effect, SMALL, 216, 3)]
    mark, fill, stand_in = _mark(event)
    if mark:
        lines.append((mark, "bold" if stand_in else "normal", fill))
    return lines


def _events(c: _Canvas, s, y0: int) -> int:
    cfg = s.cfg
    c.add(_text(10, y0 + 24, board_text(DOMAIN, "Event row"), TITLE, "bold"))
    for colour in range(3):
        deck = (s.red_deck, s.white_deck, s.yellow_deck)[colour]
        x = WIDTH - 10 - (3 - colour) * 176
        label = board_text(DOMAIN, "{colour} deck: {count}", colour=_colour(colour), count=len(deck))
        c.place(deck_id(colour), "deck", (x, y0, 168, 34), _rect(x, y0, 168, 34, CARD_FILL[colour], INK),
                _text(x + 84, y0 + 24, label, SMALL, anchor="middle"))
    top = y0 + 44
    if not s.row:
        c.add(_text(10, top + 24, board_text(DOMAIN, "no event in the row"), SMALL, fill=MUTED))
        return top + 40
    y = top
    for start in range(0, len(s.row), 4):
        chunk = range(start, min(start + 4, len(s.row)))
        lines = {pos: _event_lines(cfg.events[s.row[pos]]) for pos in chunk}
        cube_rows = {pos: (cfg.events[s.row[pos]].spaces + 7) // 8 for pos in chunk}
        height = max(34 + len(lines[pos]) * 22 + cube_rows[pos] * 28 + 6 for pos in chunk)
        for pos in chunk:
            event = cfg.events[s.row[pos]]
            x = 10 + (pos - start) * 236
            _, _, stand_in = _mark(event)
            parts = [_rect(x, y, 230, height, CARD_FILL[event.colour], STAND_IN if stand_in else INK,
                           dash=stand_in, width=2),
                     _text(x + 10, y + 24, _fit(_shown_name(event), TITLE, 210, True), TITLE, "bold")]
            for k, (line, weight, fill) in enumerate(lines[pos]):
                parts.append(_text(x + 8, y + 48 + k * 22, _fit(line, SMALL, 216, weight == "bold"), SMALL, weight,
                                   fill=fill))
            cubes = s.row_cubes[pos]
            cy0 = y + 34 + len(lines[pos]) * 22
            for k in range(event.spaces):
                cx, cy = x + 10 + (k % 8) * 26, cy0 + (k // 8) * 28
                parts.append(_rect(cx, cy, 24, 24, "#ffffff", MUTED, rx=3))
                if k < len(cubes):
                    parts.append(_cube(cx + 3, cy + 3, cubes[k], 18))
            c.place(event_id(pos), "event", (x, y, 230, height), *parts)
        y += height + 8
    return y


def _legend(c: _Canvas, y0: int, provenances: frozenset = frozenset({"stand-in"})) -> int:
    """The key under the picture: building colours, pieces, and the provenance marks the game's cards carry."""
    y = y0 + 4
    parts = []
    x = 56
    for colour in range(3):
        parts.append(_rect(x, y, 24, 24, DIE_FILL[colour], INK, rx=4))
        word = _building(colour)
        parts.append(_text(x + 30, y + 19, word, SMALL))
        x += 30 + _width(word, SMALL) + 10
    parts.append(f'<circle cx="{x + 12}" cy="{y + 12}" r="11" fill="{GREY_FILL}" stroke="{INK}"/>')
    word = board_text(DOMAIN, "grey citizen")
    parts.append(_text(x + 30, y + 19, word, SMALL))
    x += 30 + _width(word, SMALL) + 10
    parts.append(_rect(x, y, 24, 24, SEAT_FILL[0], INK, rx=2))
    word = board_text(DOMAIN, "cube")
    parts.append(_text(x + 30, y + 19, word, SMALL))
    x += 30 + _width(word, SMALL) + 10
    parts.append(_rect(x, y, 24, 24, INK, INK, rx=4))
    word = board_text(DOMAIN, "black die")
    parts.append(_text(x + 30, y + 19, word, SMALL))
    x += 30 + _width(word, SMALL) + 10
    if "partial" in provenances:
        parts.append(_rect(x, y, 36, 24, "#ffffff", MUTED, rx=4))
        word = board_text(DOMAIN, "partial card")
        parts.append(_text(x + 42, y + 19, word, SMALL, fill=MUTED))
        x += 42 + _width(word, SMALL) + 10
    if "stand-in" in provenances:
        parts.append(_rect(x, y, 36, 24, "#ffffff", STAND_IN, dash=True, rx=4))
        parts.append(_text(x + 42, y + 19, board_text(DOMAIN, "stand-in card"), SMALL))
    parts.insert(0, _text(10, y + 19, board_text(DOMAIN, "Key:"), SMALL, "bold"))
    c.add('<g class="rb-legend">', *parts, "</g>")
    return y + 30


# --- places of moves --------------------------------------------------------------------------------------------


def place_ids(s) -> tuple[str, ...]:
    """Every place id of the picture of `s`, in drawing order."""
    return tuple(_contents(s))


def _contents(s) -> dict[str, Any]:
    """What each place of the picture holds, in drawing order (`changed_places` compares these)."""
    cfg = s.cfg
    out: dict[str, Any] = {}
    delta = cfg.row_effects(s.row)[2]
    for b in range(3):
        out[building_id(b)] = max(0, cfg.salary[b] + delta[b])
        for space in range(6):
            out[space_id(b, space + 1)] = s.build[b * 6 + space]
        out[lying_id(b)] = s.lying[b]
    out["cathedral"] = ()
    for level in range(cfg.levels, 0, -1):
        for v in range(1, 7):
            out[cathedral_id(level, v)] = s.cath[(level - 1) * 6 + v - 1]
    out["black-pool"] = (s.pool, s.black_rolls)
    seen: dict[int, int] = {}
    for value in s.pool:
        seen[value] = seen.get(value, 0) + 1
        out[black_id(value, seen[value])] = True
    for seat in range(s.n):
        out[seat_id(seat)] = (s.money[seat], s.dmoney[seat], s.infl[seat], s.vp[seat], s.personal[seat],
                              s.general[seat], s.passed[seat], s.won[seat], s.chars[seat])
    for district in (*range(s.n), NEUTRAL):
        out[district_id(district)] = (s.dist[district], tuple(r for r in s.rolls if r[0] == district))
        counted: dict[int, int] = {}
        for code in s.dist[district]:
            counted[code] = counted.get(code, 0) + 1
            out[_die_id(district, code, counted[code])] = True
    for slot in range(9):
        face_up = slot % 3 < s.revealed
        out[card_id(slot)] = (s.slots[slot] if face_up else None, s.trades[slot], s.stored[slot])
    for colour, deck in enumerate((s.red_deck, s.white_deck, s.yellow_deck)):
        out[deck_id(colour)] = len(deck)
    for pos, card in enumerate(s.row):
        out[event_id(pos)] = (card, s.row_cubes[pos])
    return out


def changed_places(before, after) -> tuple[str, ...]:
    """The places of `after`'s picture whose content differs from `before` (new places included), in drawing order.

    A die that left its district is not in `after`'s picture; its district is, and counts as changed.
    """
    old, new = _contents(before), _contents(after)
    return tuple(pid for pid, value in new.items() if old.get(pid, _MISSING) != value)


_MISSING = object()


def _mover(s) -> int:
    p = s.current_player
    return p if p >= 0 else s.seat if 0 <= s.seat < s.n else 0


def _slot_of_card(s, card: Any) -> int:
    index = s.cfg.activity_index.get(card, -1) if isinstance(card, str) else -1
    return s.slots.index(index) if index in s.slots else -1


def _row_pos(s, event: Any) -> int:
    ids = [s.cfg.events[c].id for c in s.row]
    return ids.index(event) if event in ids else -1


def _activation_slot(s) -> int:
    for item in reversed(s.work):
        if item[0] in ("act", "mixed"):
            return item[1]
    return -1


def _cathedral_targets(s, refs: tuple) -> list[str]:
    """The cathedral spaces a group of white dice would build on (each die at the lowest free level of its column)."""
    cath = list(s.cath)
    out = []
    for value in sorted(r[2] for r in refs if isinstance(r, tuple) and len(r) == 3 and type(r[2]) is int):
        for level in range(s.cfg.levels):
            if 1 <= value <= 6 and cath[level * 6 + value - 1] < 0:
                cath[level * 6 + value - 1] = 0
                out.append(cathedral_id(level + 1, value))
                break
    return out


def _group_target(s) -> list[str]:
    pending = s.pending
    if not pending or pending[0] != "group":
        return []
    kind, target = pending[1], pending[2]
    if kind == "fight":
        return [event_id(target)]
    if kind == "activate":
        return [card_id(target)]
    if kind == "recruit":
        return [building_id(target)]
    if kind == "cathedral":
        return ["cathedral"]
    return []


def action_places(state, action: Any) -> tuple[str, ...]:
    """The places a move starts at (first) and touches, all in `render_svg(state)`; () for a move with no place
    (agriculture, pass). A chance outcome's place is where the die lands (a district, the black pool, a card)."""
    try:
        places = _action_places(state, action)
    except (IndexError, KeyError, ValueError, TypeError, AttributeError):
        places = []
    present = _contents(state)
    out: list[str] = []
    for pid in places:
        if pid in present and pid not in out:
            out.append(pid)
    return tuple(out)


def _action_places(s, action: Any) -> list[str]:
    kind, args = action[0], tuple(action[1])
    p = _mover(s)
    if kind == "place":
        return [space_id(BUILDINGS.index(args[0]), args[1])]
    if kind == "roll":
        if not s.rolls and s.pending and s.pending[0] == "roll":  # an event's own die
            return [event_id(s.pending[1])]
        return [district_id(s.rolls[0][0])] if s.rolls else []
    if kind == "black":
        if s.black_rolls:
            return ["black-pool"]
        slot = _activation_slot(s)
        return [card_id(slot)] if slot >= 0 else ["black-pool"]
    if kind in ("discard", "flip_dice", "reroll"):
        extra = [event_id(s.pending[1])] if kind == "discard" and s.pending and s.pending[0] == "discard" else []
        return [*ref_die_ids(args), *extra]
    if kind == "take":
        return _black_ids(args)
    if kind == "use":
        r = args[0]
        chosen = s.pending[2] if s.pending and s.pending[0] == "use" else ()
        code = die_code(COLOUR_OF_LETTER[r[1]], r[2])
        blacks = s.pending[1] if s.pending and s.pending[0] == "use" else ()
        return [_die_id(r[0], code, chosen.count(code) + 1), *_black_ids(blacks)]
    if kind == "done":
        if not (s.pending and s.pending[0] == "use"):
            return [district_id(p)]
        seen: dict[int, int] = {}
        dice = []
        for code in s.pending[2]:
            seen[code] = seen.get(code, 0) + 1
            dice.append(_die_id(p, code, seen[code]))
        return [district_id(p), *dice, *_black_ids(s.pending[1])]
    if kind == "penalty":
        return [*_black_ids(s.pool[:1]), seat_id(p)]
    if kind == "citizen":
        return [seat_id(p)]
    if kind == "flip":
        return [district_id(p)]
    if kind in ("cube", "activate"):
        slot = _slot_of_card(s, args[0])
        return [card_id(slot)] if slot >= 0 else []
    if kind == "cathedral":
        return ["cathedral"]
    if kind == "fight":
        pos = _row_pos(s, args[0])
        return [event_id(pos)] if pos >= 0 else []
    if kind == "recruit":
        return [building_id(BUILDINGS.index(args[0]))]
    if kind == "group":
        targets = _group_target(s)
        if targets == ["cathedral"]:
            targets += _cathedral_targets(s, args)
        return [*ref_die_ids(args), *targets]
    if kind == "evict":
        if s.pending and s.pending[0] == "evict":
            building, value = s.pending[1], s.pending[2]
            return [space_id(building, args[0]), space_id(building, value), lying_id(building)]
        return []
    if kind in ("convert", "decline", "option", "immediate", "store"):
        slot = _activation_slot(s)
        return [card_id(slot)] if slot >= 0 else []
    if kind == "flag":
        pos = _row_pos(s, args[0])
        slot = _activation_slot(s)
        return ([event_id(pos)] if pos >= 0 else []) + ([card_id(slot)] if slot >= 0 else [])
    if kind == "by":
        return [seat_id(args[0])]
    return []


def _black_ids(values: tuple) -> list[str]:
    seen: dict[int, int] = {}
    out = []
    for v in values:
        if type(v) is int:
            seen[v] = seen.get(v, 0) + 1
            out.append(black_id(v, seen[v]))
    return out


def _same_die(a: str, b: str) -> bool:
    """Two die ids naming dice of the same district, colour and value (identical dice are interchangeable)."""
    return a.rsplit("-", 1)[0] == b.rsplit("-", 1)[0]


def moves_at(state, place: str) -> tuple[Action, ...]:
    """Every well-formed move of the seat to move that starts at `place`, legal or not: the legal ones first (in
    `legal_actions()` order), then the moves a player might try there, so that `state.explain` can say why not.

    A legal move is listed at its first place; a group of dice at each of its dice; other moves also at the places
    they touch (a fight at its event, a counter at its black dice). At a chance node: the outcomes landing there.
    """
    s = state
    if not isinstance(place, str) or not PLACE_PATTERN.match(place):
        return ()
    if s.current_player == CHANCE:
        return tuple(a for a, _ in s.chance_outcomes() if action_places(s, a)[:1] == (place,))
    if s.current_player < 0:
        return ()
    out: list[Action] = []
    for action in s.legal_actions():
        places = action_places(s, action)
        if not places:
            continue
        if action.kind == "group":
            hit = place == places[0] or (place.startswith("die-") and any(
                _same_die(place, pid) for pid in places if pid.startswith("die-")))
        else:
            hit = place in places
        if hit:
            out.append(action)
    for action in _candidates(s, place):
        if action not in out:
            out.append(action)
    return tuple(out)


def _candidates(s, place: str) -> list[Action]:
    """Moves a player might try at `place` now, legal or not (the phase decides which make sense)."""
    p = s.current_player
    pending = s.pending
    phase = s.phase
    top = phase in (ACTIONS, COUNTER) and not pending and not s.work
    out: list[Action] = []
    if place in BUILDING_IDS:
        if phase == ACTIONS and not pending and not s.work:
            out.append(Action("recruit", (BUILDINGS[BUILDING_IDS.index(place)],)))
        return out
    match = re.match(r"^(Palace|Bishopric|CityHall)-([1-6])$", place)
    if match:
        b, space = BUILDING_IDS.index(match.group(1)), int(match.group(2))
        if phase == SETUP:
            out.append(Action("place", (BUILDINGS[b], space)))
        elif pending and pending[0] == "evict" and pending[1] == b:
            out.append(Action("evict", (space,)))
        return out
    if place.startswith("die-"):
        match = re.match(r"^die-([A-DN])-([RWY])([1-6])-[0-9]+$", place)
        ref = (district_of_letter(match.group(1)), match.group(2), int(match.group(3)))
        if top:
            out.append(Action("reroll", (ref,)))
        elif pending and pending[0] == "group":
            out.append(Action("group", (ref,)))
        elif pending and pending[0] == "use":
            out.append(Action("use", (ref,)))
        elif pending and pending[0] == "flip":
            out.append(Action("flip_dice", (ref,)))
        return out
    if place.startswith("district-"):
        if top and district_of_letter(place[9:]) == p:
            out.append(Action("flip"))
        return out
    if place == "cathedral" or place.startswith("cathedral-"):
        if phase == ACTIONS and not pending and not s.work:
            out.append(Action("cathedral"))
        return out
    slot = slot_of_id(place)
    if slot >= 0:
        if phase == ACTIONS and not pending and not s.work and slot % 3 < s.revealed:
            card = s.cfg.activity[s.slots[slot]].id
            out += [Action("activate", (card,)), Action("cube", (card,))]
        return out
    if place.startswith("event-"):
        pos = int(place[6:]) - 1
        if pos < len(s.row):
            event = s.cfg.events[s.row[pos]].id
            if s.work and s.work[-1][0] == "flag":
                out.append(Action("flag", (event,)))
            elif phase == ACTIONS and not pending and not s.work:
                out.append(Action("fight", (event,)))
        return out
    if place.startswith("black-") and phase == COUNTER and not pending and s.pool:
        out.append(Action("take", (s.pool[0],)))
        out.append(Action("penalty"))
        return out
    if place.startswith("seat-") and top and SEATS.index(place[5:]) == p:
        out.append(Action("citizen"))
    return out


# --- the last move, read from the log ----------------------------------------------------------------------------

_SPACE_WORDS = re.compile(r"space ([1-6]) of the (Palace|Bishopric|City Hall)")
_STANDS = re.compile(r"the new citizen stands on space ([1-6])")
_LEVEL_COLUMN = re.compile(r"level ([0-9]) column ([1-6])")


def last_move_places(s) -> tuple[str, ...]:
    """The places the last log entries name (the last move, as far as the log tells it), for `_repr_svg_`.

    Read from the log's words: building spaces, cathedral spaces, cards and events by name, a player's district
    after a roll, the black pool; a player's own entry without a place rings the player's panel.
    """
    if s.phase == OVER:
        return tuple(seat_id(w) for w in s.winners())
    entries = s.log[-3:]
    for entry in reversed(entries):
        places = _entry_places(s, entry.text, entry.player)
        if places:
            return places
    return ()


def _entry_places(s, text: str, player: int | None) -> tuple[str, ...]:
    cfg = s.cfg
    out: list[str] = []
    building = -1
    for space, title in _SPACE_WORDS.findall(text):
        building = BUILDING_TITLES.index(title)
        out.append(space_id(building, int(space)))
    stands = _STANDS.search(text)
    if stands and building >= 0:
        out.append(space_id(building, int(stands.group(1))))
    out += [cathedral_id(int(level), int(column)) for level, column in _LEVEL_COLUMN.findall(text)
            if int(level) <= cfg.levels]
    for slot in range(9):
        if slot % 3 < s.revealed and cfg.activity[s.slots[slot]].name in text:
            out.append(card_id(slot))
    for pos, card in enumerate(s.row):
        if cfg.events[card].name in text:
            out.append(event_id(pos))
    if text.startswith("The black pool"):
        out.append("black-pool")
    if player is not None and 0 <= player < s.n and (text.startswith(("rolls ", "reroll ", "spends"))
                                                       or "counters" in text or "flip" in text):
        out.append(district_id(player))
    if not out and player is not None and 0 <= player < s.n:
        out.append(seat_id(player))
    present = _contents(s)
    return tuple(dict.fromkeys(pid for pid in out if pid in present))


__all__ = ["PLACE_PATTERN", "action_places", "changed_places", "last_move_places", "moves_at", "place_ids",
           "render_svg"]
