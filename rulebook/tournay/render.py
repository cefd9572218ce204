"""A Tournay table as a self-contained SVG people can read and click, and the places of a move.

The picture is 640 units wide, drawn at 640 px, so that no text is smaller than 12 px where notebooks show it.
Integer coordinates, no fonts, links or scripts from outside: the same state always gives the same bytes. Cards
are coloured by their colour (yellow civilians, white clergy, red military); stand-in cards (our designs, not
printed cards) get a dashed border and the mark "stand-in"; a legend at the bottom says what the marks mean.

Every place a move can start from, or the position editor can pick, is a group
``<g id="..." class="rb-place rb-<kind>" data-place="..."><title>its name in words</title>...</g>`` with a stable
id (`PLACE_PATTERN` matches them all; `words.place_name` says them in words):

=========  ==================================  ===============================================================
kind       id                                   what it is
=========  ==================================  ===============================================================
seat       ``seat-P1``                          a seat's header bar: money, walls, hand size, who is to act
space      ``P1-r1c2``                          row 1, column 2 of P1's district, counted from 1 in the frame;
                                                in the floating frame (TOU-4.5) the open spaces just outside it
                                                are drawn too: ``P1-r0c2`` above, ``P1-r4c2`` below,
                                                ``P1-r2c0`` left, ``P1-r2c4`` right (for a 3 x 3 frame)
plaza      ``plaza-P1-yellow``                  P1's yellow citizens, standing on the plaza and lying beside it
hand       ``hand-P1-3``                        the third card of P1's hand (only for hands shown face up)
walls      ``walls-P1``                         the events P1 has built as walls
deck       ``deck-Y1`` .. ``deck-R3``,          an activity deck (face-up top, cards left, spent crier), and
           ``deck-events``                      the event deck
event      ``event-1`` .. ``event-3``           a slot of the event row, with the crier coins on its event
drawn      ``drawn-1`` .. ``drawn-3``           the cards of a draw under way, before one is kept
stock      ``stock-yellow`` ..                  the citizens of one colour waiting in the stock
supply     ``supply``                           the general supply of deniers and tokens
=========  ==================================  ===============================================================

`render_svg(state, highlight=..., labels=...)` rings the `highlight` places (the last move) and writes the ids
of the `labels` places on the picture; `State._repr_svg_` highlights the places named by the last log entry.
`action_places`, `changed_places` and `moves_at` tie moves to places for a clickable board.
"""

from __future__ import annotations

import re
from html import escape

from ..core.i18n import board_text, is_source_language, phase_context, seat_name, translate
from ..core.i18n import card_name as translated_card_name
from . import board, queries
from .pieces import (
    COLOURS,
    DAMAGE,
    DECKS,
    GREY,
    PHASES,
    PLACE_PATTERN,
    SEATS,
    TAction,
    deck_id,
    event_id,
    hand_id,
    parse_place,
    plaza_id,
    space_id,
)
from .words import card_name as printed_name
from .words import place_name

__all__ = ["PLACE_PATTERN", "action_places", "changed_places", "last_move_places", "moves_at",
           "render_svg"]

WIDTH = 640
FILL = {0: "#efd27a", 1: "#f4f1e8", 2: "#d98a7e", -1: "#cccccc"}
PALE = {0: "#faf0cf", 1: "#fbfaf5", 2: "#f3d6d1"}
INK = {0: "#6b5400", 1: "#555555", 2: "#7a2417"}
HIGHLIGHT = "#1f6feb"
ROMAN = {1: "I", 2: "II", 3: "III", 0: ""}
LEGEND_COIN = "#d6b13c"  # the gold of a crier coin, as the legend shows it
SIZE = 12  # the smallest text on the picture, in px at the picture's own width
DOMAIN = "tournay"
"""The translation domain of the picture's words (`board_text`)."""

# Advance widths of DejaVu Sans (a wide sans-serif, so the fit is safe for narrower ones) in hundredths of an em,
# for the characters " " .. "~", regular then bold: used to shorten text that would overflow its box.
_REGULAR = ("32 40 46 84 64 95 78 27 39 39 50 84 32 36 32 34 64 64 64 64 64 64 64 64 64 64 34 34 84 84 84 53 100 "
            "68 69 70 77 63 58 77 75 29 29 66 56 86 75 79 60 79 69 63 61 73 68 99 69 61 69 39 34 39 84 50 50 61 63 "
            "55 63 62 35 63 63 28 28 58 28 97 63 61 63 63 41 52 39 63 59 82 59 59 52 64 34 64 84")
_BOLD = ("35 46 52 84 70 100 87 31 46 46 52 84 38 42 38 37 70 70 70 70 70 70 70 70 70 70 40 40 84 84 84 58 100 77 "
         "76 73 83 68 68 82 84 37 37 77 64 100 84 85 73 85 77 72 68 81 77 110 77 72 73 46 37 46 84 50 50 67 72 59 "
         "72 68 44 72 71 34 34 67 34 104 71 69 72 72 49 60 48 71 65 92 65 65 58 71 37 71 84")
_WIDTHS = ({chr(32 + i): int(w) for i, w in enumerate(_REGULAR.split())},
           {chr(32 + i): int(w) for i, w in enumerate(_BOLD.split())})


def text_width(s: str, size: int = SIZE, bold: bool = False) -> float:
    """How wide `s` is drawn at `size` px (DejaVu Sans widths; unknown characters count a full em)."""
    table = _WIDTHS[bold]
    return sum(table.get(ch, 100) for ch in s) * size / 100


def fit(s: str, width: float, size: int = SIZE, bold: bool = False) -> str:
    """`s`, shortened with "…" if it would be wider than `width` px."""
    if text_width(s, size, bold) <= width:
        return s
    while s and text_width(s + "…", size, bold) > width:
        s = s[:-1]
    return s.rstrip() + "…"


def card_name(card) -> str:
    """A card's name on the picture, in the language in use; a stand-in's without its mark (the picture draws
    the mark "stand-in" and a dashed border instead)."""
    if is_source_language():
        return printed_name(card)
    name = translated_card_name(DOMAIN, card.name)
    return re.split(r"[:：]\s*", name, maxsplit=1)[-1] if card.name.startswith("Stand-in: ") else name


def _colour(c: int) -> str:
    """A colour's word (yellow, white, red) in the language in use."""
    return (board_text(DOMAIN, "yellow"), board_text(DOMAIN, "white"), board_text(DOMAIN, "red"))[c]


def _deniers(n: int) -> str:
    """ "1 denier", "0 deniers", "3 deniers" in the language in use."""
    return board_text(DOMAIN, "{count} denier", count=n) if n == 1 else board_text(DOMAIN, "{count} deniers", count=n)


def _text(x: int, y: int, s: str, size: int = SIZE, weight: str = "normal", anchor: str = "start",
          fill: str = "#222") -> str:
    return (f'<text x="{x}" y="{y}" font-family="sans-serif" font-size="{size}" font-weight="{weight}" '
            f'text-anchor="{anchor}" fill="{fill}">{escape(s)}</text>')


def _rect(x: int, y: int, w: int, h: int, fill: str = "none", stroke: str = "#444", extra: str = "") -> str:
    return (f'<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="5" fill="{fill}" stroke="{stroke}"'
            f'{extra}/>')


class _Canvas:
    """Collects the SVG parts; `place` wraps a place's drawing in its clickable, titled group."""

    def __init__(self, st, highlight, labels):
        self.st = st
        self.parts: list[str] = []
        self.highlight = set(highlight)
        self.labels = set(labels)

    def add(self, *parts: str) -> None:
        self.parts.extend(parts)

    def place(self, pid: str, kind: str, box: tuple[int, int, int, int], body: list[str]) -> None:
        """Draw a place: its body, then a ring if highlighted and its id if labelled."""
        x, y, w, h = box
        out = [f'<g id="{pid}" class="rb-place rb-{kind}" data-place="{pid}">',
               f"<title>{escape(place_name(self.st, pid))}</title>", *body]
        if pid in self.highlight:
            out.append(f'<rect x="{x - 3}" y="{y - 3}" width="{w + 6}" height="{h + 6}" rx="7" fill="none" '
                       f'stroke="{HIGHLIGHT}" stroke-width="3"/>')
        if pid in self.labels:   # a tag across the top edge, clear of the first line; centred on a thin strip
            tw = int(text_width(pid, SIZE, True)) + 8
            tx, ty = (x + 2, y - 8) if min(w, h) > 20 else (x + (w - tw) // 2, y + (h - 14) // 2)
            out.append(f'<rect x="{tx}" y="{ty}" width="{tw}" height="14" fill="#ffffff" stroke="{HIGHLIGHT}"/>')
            out.append(_text(tx + 4, ty + 11, pid, SIZE, "bold", fill=HIGHLIGHT))
        out.append("</g>")
        self.parts.extend(out)


# --- cards ---------------------------------------------------------------------------------------------------------

def _cards(n: int) -> str:
    return board_text(DOMAIN, "{count} cards", count=n) if n > 1 else board_text(DOMAIN, "{count} card", count=n)


def _cost_text(cost, width: float) -> str:
    """A card's cost, in full when it fits ("cost 1 denier"), shortened otherwise ("cost 3 d + 1 card + 1 red")."""
    parts = [_deniers(cost.deniers)] if cost.deniers else []
    parts += [_cards(cost.cards)] if cost.cards else []
    parts += [board_text(DOMAIN, "{count} {colour} citizens", count=n, colour=_colour(c)) if n > 1 else
              board_text(DOMAIN, "{count} {colour} citizen", count=n, colour=_colour(c))
              for c, n in enumerate(cost.citizens) if n]
    full = board_text(DOMAIN, "cost {cost}", cost=" + ".join(parts) or board_text(DOMAIN, "free"))
    if text_width(full) <= width:
        return full
    parts = [board_text(DOMAIN, "{count} d", count=cost.deniers)] if cost.deniers else []
    parts += [_cards(cost.cards)] if cost.cards else []
    parts += [board_text(DOMAIN, "{count} {colour}", count=n, colour=_colour(c))
              for c, n in enumerate(cost.citizens) if n]
    return fit(board_text(DOMAIN, "cost {cost}", cost=" + ".join(parts)), width)


def _scoring_text(sc) -> str:
    """A prestige rule in a few words, e.g. '2/1 per 4 deniers' (left value for its builder, right for others)."""
    kind, args = sc.unit[0], sc.unit[1:]
    if kind == "DENIERS_PER":
        what = board_text(DOMAIN, "per {count} deniers", count=args[0])
    elif kind == "CITIZENS_OWNED":
        what = board_text(DOMAIN, "per {colour} citizen", colour=_colour(args[0]))
    elif kind == "VISIBLE_CARDS":
        letters = (board_text(DOMAIN, "Y"), board_text(DOMAIN, "W"), board_text(DOMAIN, "R"))
        types = {"building": board_text(DOMAIN, "bldg"), "character": board_text(DOMAIN, "char"),
                 "prestige_building": board_text(DOMAIN, "prestige")}
        what = board_text(DOMAIN, "per {colours} {types}", colours="/".join(letters[c] for c in args[0]),
                          types="+".join(types[t] for t in args[1]))
    else:
        what = {"VISIBLE_SETS": board_text(DOMAIN, "per colour set"),
                "CITIZEN_SETS": board_text(DOMAIN, "per citizen set"),
                "WALLS_BUILT": board_text(DOMAIN, "per wall"), "FLAT": board_text(DOMAIN, "flat")}[kind]
    return f"{sc.left}/{sc.right} {what}"


def _kind_text(card) -> str:
    kind = {"building": board_text(DOMAIN, "building"), "character": board_text(DOMAIN, "character"),
            "prestige_building": board_text(DOMAIN, "prestige"),
            "town_crier": board_text(DOMAIN, "town crier")}.get(card.type, board_text(DOMAIN, "event"))
    return f"{ROMAN[card.level]} {kind}".strip()


def _token(x: int, y: int, occ: int) -> str:
    """What sits on a building: a damage cross, a grey token, or an own citizen of the building's colour."""
    if occ == DAMAGE:
        return (f'<circle cx="{x}" cy="{y}" r="10" fill="#ffffff" stroke="#b00"/>'
                f'<path d="M{x - 6} {y - 6} l12 12 m0 -12 l-12 12" stroke="#b00" stroke-width="3"/>')
    if occ == GREY:
        return f'<circle cx="{x}" cy="{y}" r="9" fill="#888" stroke="#333"/>'
    return (f'<circle cx="{x}" cy="{y}" r="9" fill="{FILL[occ - 1]}" stroke="{INK[occ - 1]}" '
            f'stroke-width="3"/>')


def _card(x: int, y: int, w: int, h: int, card, depth: int = 1, occ: int = 0) -> list[str]:
    """A district card: name and printed prestige, level and type, cost, prestige rule, stand-in mark and stack
    depth, and what sits on it."""
    dash = ' stroke-dasharray="5 3"' if card.is_stand_in else ""
    out = [_rect(x, y, w, h, FILL[card.colour], "#444", dash)]
    star = f"{card.prestige}★" if card.prestige is not None else ""
    room = w - 8 - (text_width(star) + 4 if star else 0)
    out.append(_text(x + 4, y + 15, fit(card_name(card), room, SIZE, True), SIZE, "bold"))
    if star:
        out.append(_text(x + w - 4, y + 15, star, SIZE, anchor="end"))
    out.append(_text(x + 4, y + 30, fit(_kind_text(card), w - 8), SIZE))
    if card.cost is not None:
        out.append(_text(x + 4, y + 45, _cost_text(card.cost, w - 8), SIZE))
    if card.scoring is not None:
        out.append(_text(x + 4, y + 60, fit(_scoring_text(card.scoring), w - 8), SIZE))
    if card.is_stand_in:
        out.append(_text(x + 4, y + h - 6, board_text(DOMAIN, "stand-in"), SIZE, fill="#444"))
    if depth > 1:
        out.append(_text(x + w - 4, y + h - 6, board_text(DOMAIN, "stack {depth}", depth=depth), SIZE, "bold",
                         anchor="end"))
    if occ:
        out.append(_token(x + w - 14, y + 59, occ))
    return out


def _meeple(x: int, y: int, colour: int, lying: bool = False) -> str:
    """A citizen: upright when standing on the plaza, on its side when lying (used)."""
    if lying:
        return (f'<rect x="{x}" y="{y + 6}" width="16" height="8" rx="3" fill="{FILL[colour]}" '
                f'stroke="{INK[colour]}"/>')
    return (f'<rect x="{x + 4}" y="{y}" width="8" height="16" rx="3" fill="{FILL[colour]}" '
            f'stroke="{INK[colour]}"/>')


# --- the table -----------------------------------------------------------------------------------------------------

def _header(cv: _Canvas) -> int:
    st = cv.st
    if st.is_terminal():
        scores = board_text(DOMAIN, ", ").join(f"{seat_name(DOMAIN, SEATS[s])} {v}" for s, v in enumerate(st.scores()))
        line = board_text(DOMAIN, "Tournay: game over after turn {turn}; scores {scores}", turn=st.turn + 1,
                          scores=scores)
    else:
        who = queries.to_act(st)
        phase = translate(PHASES[st.phase], DOMAIN, phase_context(st.phase))
        final = st.final_round
        if who == "chance":
            line = (board_text(DOMAIN, "Tournay: turn {turn}, chance to act: {phase} (final round)", turn=st.turn + 1,
                               phase=phase) if final else
                    board_text(DOMAIN, "Tournay: turn {turn}, chance to act: {phase}", turn=st.turn + 1, phase=phase))
        else:
            seat = seat_name(DOMAIN, who)
            line = (board_text(DOMAIN, "Tournay: turn {turn}, {seat} to act: {phase} (final round)", turn=st.turn + 1,
                               seat=seat, phase=phase) if final else
                    board_text(DOMAIN, "Tournay: turn {turn}, {seat} to act: {phase}", turn=st.turn + 1, seat=seat,
                               phase=phase))
    cv.add(_text(8, 20, fit(line, WIDTH - 16, 15, True), 15, "bold"))
    return 30


def _decks(cv: _Canvas, y: int) -> None:
    st = cv.st
    cards = st.cfg.cards.cards
    cv.add(_text(6, y + 12, board_text(DOMAIN, "Decks: cards left, face-up top"), SIZE, "bold"))
    for d, deck in enumerate(st.decks):
        colour, level = divmod(d, 3)
        x, yy = 6 + level * 110, y + 18 + colour * 46
        spent = deck.spent >= 0
        label = (board_text(DOMAIN, "{deck}: {count} (crier out)", deck=DECKS[d], count=deck.drawable()) if spent
                 else f"{DECKS[d]}: {deck.drawable()}")
        body = [_rect(x, yy, 106, 42, FILL[colour]),
                _text(x + 3, yy + 16, fit(label, 101, SIZE, not spent), SIZE, "normal" if spent else "bold")]
        if deck.face_up >= 0:
            body.append(_text(x + 3, yy + 34, fit(card_name(cards[deck.face_up]), 101), SIZE))
        else:
            body.append(_text(x + 3, yy + 34, board_text(DOMAIN, "face down"), SIZE, fill="#555"))
        cv.place(deck_id(d), "deck", (x, yy, 106, 42), body)


def _events(cv: _Canvas, y: int) -> None:
    st = cv.st
    cfg = st.cfg
    cards = cfg.cards.cards
    x0, width = 340, WIDTH - 6 - 340
    cv.add(_text(x0, y + 12, fit(board_text(DOMAIN, "Event row: criers revealed {criers}, end at {threshold}",
                                            criers=st.criers, threshold=cfg.crier_threshold),
                                 width, SIZE, True), SIZE, "bold"))
    step = width // max(1, len(st.queue))
    w, h = step - 4, 100
    for slot, ev in enumerate(st.queue):
        x, yy = x0 + slot * step, y + 18
        if ev < 0:
            body = [_rect(x, yy, w, h, "none", "#999", ' stroke-dasharray="3 4"'),
                    _text(x + w // 2, yy + 54, board_text(DOMAIN, "slot {slot}: empty", slot=slot + 1), SIZE,
                          anchor="middle", fill="#555")]
            cv.place(event_id(slot), "event", (x, yy, w, h), body)
            continue
        card = cards[ev]
        coins = st.coins[slot]
        dash = ' stroke-dasharray="5 3"' if card.is_stand_in else ""
        n, extra = queries.fight_needs(cfg, card, coins)
        body = [_rect(x, yy, w, h, FILL[card.colour], "#444", dash),
                _text(x + 4, yy + 15, fit(card_name(card), w - 8, SIZE, True), SIZE, "bold"),
                _text(x + 4, yy + 30, {"negative": board_text(DOMAIN, "negative"),
                                       "positive": board_text(DOMAIN, "positive")}.get(card.polarity, card.polarity),
                      SIZE),
                _text(x + 4, yy + 45, board_text(DOMAIN, "fight: {count} citizens", count=n) if n > 1 else
                      board_text(DOMAIN, "fight: {count} citizen", count=n), SIZE)]
        if extra:
            body.append(_text(x + 4, yy + 60, board_text(DOMAIN, "+ {count} deniers", count=extra) if extra > 1 else
                              board_text(DOMAIN, "+ {count} denier", count=extra), SIZE))
        cap = card.coin_capacity or cfg.capacity or max(3, coins)
        shown = min(cap, 5)
        for k in range(shown):
            filled = "#d4af37" if k < coins else "#ffffff"
            body.append(f'<circle cx="{x + 11 + 17 * k}" cy="{yy + 74}" r="7" fill="{filled}" stroke="#444"/>')
        if cap > shown or coins > shown:
            body.append(_text(x + 4, yy + 95, board_text(DOMAIN, "{count} coins", count=coins), SIZE))
        elif card.is_stand_in:
            body.append(_text(x + w - 4, yy + 95, board_text(DOMAIN, "stand-in"), SIZE, anchor="end", fill="#444"))
        cv.place(event_id(slot), "event", (x, yy, w, h), body)
    ed = st.event_deck
    yy = y + 122
    body = [_rect(x0, yy, 150, 36, "#e8e3f3", "#444"),
            _text(x0 + 6, yy + 16, board_text(DOMAIN, "event deck: {count} left", count=ed.drawable()), SIZE, "bold"),
            _text(x0 + 6, yy + 31, board_text(DOMAIN, "{count} put under it", count=len(ed.bottom)) if ed.bottom
                  else board_text(DOMAIN, "face down"), SIZE, fill="#555")]
    cv.place(deck_id(-1), "deck", (x0, yy, 150, 36), body)


def _stock(cv: _Canvas, y: int) -> None:
    st = cv.st
    cfg = st.cfg
    cv.add(_text(6, y + 15, board_text(DOMAIN, "Stock:"), SIZE, "bold"))
    x = 54
    for c in range(3):
        label = board_text(DOMAIN, "{count} {colour}", count=st.stock[c], colour=_colour(c))
        w = 22 + int(text_width(label)) + 6
        cv.place(f"stock-{COLOURS[c]}", "stock", (x, y, w, 22),
                 [_rect(x, y, w, 22, PALE[c], INK[c]), _meeple(x + 3, y + 3, c), _text(x + 22, y + 16, label)])
        x += w + 6
    deniers = (board_text(DOMAIN, "unlimited deniers") if not cfg.deniers_limited else
               board_text(DOMAIN, "{count} deniers", count=st.supply_deniers))
    tokens = (board_text(DOMAIN, "unlimited tokens") if not cfg.tokens_limited else
              board_text(DOMAIN, "{count} tokens", count=st.supply_tokens))
    label = board_text(DOMAIN, "Supply: {deniers}, {tokens}", deniers=deniers, tokens=tokens)
    x += 6
    w = min(WIDTH - 6 - x, int(text_width(label)) + 12)
    cv.place("supply", "supply", (x, y, w, 22), [_rect(x, y, w, 22, "#f2f2f2", "#999"),
                                                  _text(x + 6, y + 16, fit(label, w - 10))])


def _drawn_row(cv: _Canvas, y: int) -> int:
    """The cards of a draw under way (reveal, keep), before one is kept; returns the height used."""
    st = cv.st
    if not st.tasks or st.tasks[-1][0] not in ("reveal", "keep"):
        return 0
    task = st.tasks[-1]
    cards = st.cfg.cards.cards
    drawn = task[3]
    seat, deck = seat_name(DOMAIN, SEATS[task[1]]), DECKS[task[2]]
    cv.add(_text(6, y + 14, board_text(DOMAIN, "{seat} draws from deck {deck}: cards drawn so far", seat=seat,
                                       deck=deck) if task[0] == "reveal" else
                 board_text(DOMAIN, "{seat} draws from deck {deck}: keep one, the other goes face up", seat=seat,
                            deck=deck), SIZE, "bold"))
    for k, i in enumerate(drawn):
        x = 6 + k * 124
        cv.place(f"drawn-{k + 1}", "drawn", (x, y + 20, 118, 80), _card(x, y + 20, 118, 80, cards[i]))
    if not drawn:
        cv.add(_text(6, y + 40, board_text(DOMAIN, "no card drawn yet"), SIZE, fill="#555"))
    return 108


def _plaza(cv: _Canvas, s: int, x: int, y: int) -> int:
    p = cv.st.players[s]
    for c in range(3):
        yy = y + 24 * c
        label = board_text(DOMAIN, "{colour}: {standing} standing, {lying} lying", colour=_colour(c),
                           standing=p.avail[c], lying=p.used[c])
        body = [_rect(x, yy, 224, 22, PALE[c], INK[c]), _meeple(x + 3, yy + 3, c),
                _meeple(x + 16, yy + 3, c, lying=True), _text(x + 38, yy + 16, fit(label, 182))]
        cv.place(plaza_id(s, c), "plaza", (x, yy, 224, 22), body)
    return 72


def _hand(cv: _Canvas, s: int, x: int, y: int, shown: bool) -> None:
    p = cv.st.players[s]
    cards = cv.st.cfg.cards.cards
    if not shown:
        cv.add(_text(x, y + 14, board_text(DOMAIN, "hand: {count} hidden card(s)", count=len(p.hand)) if p.hand
                     else board_text(DOMAIN, "hand: empty"), SIZE, "bold"))
        return
    cv.add(_text(x, y + 14, board_text(DOMAIN, "hand: empty") if not p.hand else board_text(DOMAIN, "hand:"), SIZE,
                 "bold"))
    for k, i in enumerate(p.hand):
        card = cards[i]
        yy = y + 20 + 20 * k
        where = board_text(DOMAIN, "event") if card.kind == "event" else DECKS[card.deck]
        dash = ' stroke-dasharray="5 3"' if card.is_stand_in else ""
        body = [_rect(x, yy, 224, 18, FILL[card.colour], "#444", dash),
                _text(x + 4, yy + 14, fit(card_name(card), 170), SIZE),
                _text(x + 220, yy + 14, where, SIZE, anchor="end", fill=INK.get(card.colour, "#222"))]
        cv.place(hand_id(s, k), "hand", (x, yy, 224, 18), body)


def _district(cv: _Canvas, s: int, y: int) -> int:
    """A seat's district: its frame of spaces (a row without cards is drawn low, to keep the picture short) and,
    in the floating frame, the open spaces just outside it; returns the height used."""
    st = cv.st
    cfg = st.cfg
    cards = cfg.cards.cards
    p = st.players[s]
    ring = 16 if cfg.floating else 0
    left = 244
    cw = min(114, (WIDTH - 6 - left - 2 * ring) // cfg.cols - 4)
    heights = [84 if any(p.stacks[r * cfg.cols + c] for c in range(cfg.cols)) else 40 for r in range(cfg.rows)]
    x0 = left + ring
    tops = [y + ring + sum(h + 4 for h in heights[:r]) for r in range(cfg.rows + 1)]
    for r in range(cfg.rows):
        ch = heights[r]
        for c in range(cfg.cols):
            idx = r * cfg.cols + c
            x, yy = x0 + c * (cw + 4), tops[r]
            stack = p.stacks[idx]
            if stack:
                body = _card(x, yy, cw, ch, cards[stack[-1]], len(stack), p.occ[idx])
            else:
                body = [_rect(x, yy, cw, ch, "#ffffff", "#bbb", ' stroke-dasharray="2 4"'),
                        _text(x + cw // 2, yy + ch // 2 + 4, board_text(DOMAIN, "row {row}, col {col}", row=r + 1,
                                                                        col=c + 1), SIZE, anchor="middle", fill="#777")]
            cv.place(space_id(s, r, c), "space", (x, yy, cw, ch), body)
    if cfg.floating:
        mask = sum(1 << i for i, stack in enumerate(p.stacks) if stack)
        for r, c in board.frame_positions(mask, cfg.rows, cfg.cols, True):
            if 0 <= r < cfg.rows and 0 <= c < cfg.cols:
                continue
            if r < 0 or r >= cfg.rows:
                box = (x0 + c * (cw + 4), tops[0] - ring if r < 0 else tops[-1], cw, ring - 4)
            else:
                box = (x0 - ring if c < 0 else x0 + cfg.cols * (cw + 4), tops[r], ring - 4, heights[r])
            bx, by, bw, bh = box
            body = [_rect(bx, by, bw, bh, "#eef4ff", "#7a9cc6", ' stroke-dasharray="3 3"'),
                    _text(bx + bw // 2, by + bh // 2 + 5, "+", SIZE, "bold", "middle", "#3a5f8f")]
            cv.place(space_id(s, r, c), "space", box, body)
    return tops[-1] - y + ring


def _player(cv: _Canvas, s: int, y: int, shown: bool) -> int:
    st = cv.st
    p = st.players[s]
    cards = st.cfg.cards.cards
    seat = seat_name(DOMAIN, SEATS[s])
    marks = [board_text(DOMAIN, "{seat} (start player)", seat=seat) if s == st.start_player else seat]
    if s == st.current_player:
        marks.append(board_text(DOMAIN, "to act"))
    walls = len(p.walls)
    marks += [_deniers(p.money), board_text(DOMAIN, "{count} wall", count=walls) if walls == 1 else
              board_text(DOMAIN, "{count} walls", count=walls), board_text(DOMAIN, "hand {count}", count=len(p.hand))]
    if st.final_choices[s]:
        marks.append(board_text(DOMAIN, "final card chosen"))
    to_act = s == st.current_player
    bar = [_rect(4, y, WIDTH - 8, 24, "#dfe9f7" if to_act else "#eeeeee", HIGHLIGHT if to_act else "#999"),
           _text(10, y + 17, fit(" · ".join(marks), WIDTH - 24, 13, True), 13, "bold")]
    cv.place(f"seat-{SEATS[s]}", "seat", (4, y, WIDTH - 8, 24), bar)
    body_y = y + 30
    used = _plaza(cv, s, 8, body_y)
    built = board_text(DOMAIN, ", ").join(card_name(cards[i]) for i in p.walls) or board_text(DOMAIN, "none")
    wy = body_y + used
    cv.place(f"walls-{SEATS[s]}", "walls", (8, wy, 224, 20),
             [_rect(8, wy, 224, 20, "#f2f2f2", "#999"),
              _text(12, wy + 15, fit(board_text(DOMAIN, "walls: {walls}", walls=built), 214))])
    _hand(cv, s, 8, wy + 24, shown)
    height = _district(cv, s, body_y)
    hand_height = 24 + 20 + (20 * len(p.hand) if shown else 0)
    return 30 + max(height, used + hand_height) + 10


def _legend(cv: _Canvas, y: int) -> int:
    cv.add(_text(6, y + 14, board_text(DOMAIN, "Legend"), SIZE, "bold"))
    x = 64
    for c, word in enumerate((board_text(DOMAIN, "yellow: civilians"), board_text(DOMAIN, "white: clergy"),
                              board_text(DOMAIN, "red: military"))):
        cv.add(_rect(x, y + 3, 14, 14, FILL[c]), _text(x + 18, y + 15, word))
        x += 18 + int(text_width(word)) + 14
    cv.add(_rect(x, y + 3, 14, 14, "#ffffff", "#444", ' stroke-dasharray="5 3"'),
           _text(x + 18, y + 15, board_text(DOMAIN, "stand-in card")))
    y2 = y + 24
    items = [(_token(72, y2 + 10, GREY), board_text(DOMAIN, "grey token")),
             (_token(72, y2 + 10, DAMAGE), board_text(DOMAIN, "damage")),
             (_token(72, y2 + 10, 1), board_text(DOMAIN, "citizen on a building")),
             (f'<circle cx="72" cy="{y2 + 10}" r="7" fill="{LEGEND_COIN}" stroke="#444"/>',
              board_text(DOMAIN, "crier coin")),
             (f'<rect x="62" y="{y2 + 2}" width="20" height="16" rx="4" fill="none" stroke="{HIGHLIGHT}" '
              'stroke-width="3"/>', board_text(DOMAIN, "last move"))]
    x = 64
    for icon, word in items:
        cv.add(f'<g transform="translate({x - 64} 0)">{icon}</g>', _text(x + 20, y2 + 15, word))
        x += 20 + int(text_width(word)) + 16
    return 50


def render_svg(st, *, highlight=(), labels=(), hide_hands: bool = False, hand_of: int | str | None = None) -> str:
    """The whole table as SVG, 640 units wide.

    `highlight`: place ids ringed in blue (the last move); `labels`: place ids whose id is written on the picture.
    Hands are shown face up (the referee's view) unless `hide_hands=True` (only their sizes) or `hand_of` names
    the one seat whose hand is shown (a player's view, TOU-3.6); `hand-P1-3` places exist only for shown hands."""
    viewer = None if hand_of is None else queries.seat_index(st, hand_of)
    cv = _Canvas(st, highlight, labels)
    y = _header(cv)
    _decks(cv, y)
    _events(cv, y)
    y += 164
    _stock(cv, y)
    y += 30
    y += _drawn_row(cv, y)
    for s in range(len(st.players)):
        shown = not hide_hands and (viewer is None or viewer == s)
        y += _player(cv, s, y, shown)
    y += _legend(cv, y)
    head = (f'<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{y}" viewBox="0 0 {WIDTH} {y}">'
            "<style>.rb-place{cursor:pointer}</style>"
            f'<rect width="{WIDTH}" height="{y}" fill="#fffdf7"/>')
    return head + "".join(cv.parts) + "</svg>"


# --- moves and places --------------------------------------------------------------------------------------------

def _hand_place(st, s: int, cid: str) -> str | None:
    cards = st.cfg.cards.cards
    for k, i in enumerate(st.players[s].hand):
        if cards[i].id == cid:
            return hand_id(s, k)
    return None


def action_places(st, action) -> tuple[str, ...]:
    """The places of the picture a move starts at (first) and the others it touches; empty for a move with no
    place (no card, done, accept...). Every id is a place of `render_svg(st)` (hands shown)."""
    if not st.tasks:
        return ()
    task = st.tasks[-1]
    phase = task[0]
    s = st.current_player
    kind, args = getattr(action, "kind", None), getattr(action, "args", ())
    cards = st.cfg.cards.cards
    out: list[str | None] = []
    try:
        if kind in ("play", "pay_card", "final_card", "discard_card"):
            out = [_hand_place(st, s, args[0])]
        elif kind == "discard":
            card = st.cfg.cards.by_id[args[0]]
            out = [_hand_place(st, s, args[0]), deck_id(card.deck)]
        elif kind == "place":
            out = [space_id(s, args[0], args[1]), _hand_place(st, s, cards[task[2]].id)]
        elif kind == "draw":
            d = DECKS.index(args[0])
            out = [deck_id(d), plaza_id(s, d // 3)]
        elif kind in ("activate", "token_on", "remove_token"):
            out = [space_id(s, args[0], args[1])]
            if kind == "activate":
                top = st.players[s].stacks[args[0] * st.cfg.cols + args[1]][-1]
                out.append(plaza_id(s, cards[top].colour))
        elif kind in ("use_building", "place_token"):
            out = [space_id(args[0], args[1], args[2])]
        elif kind == "fight":
            out = [event_id(args[0]), plaza_id(s, cards[st.queue[args[0]]].colour)]
        elif kind == "take_event":
            out = [event_id(args[0])]
        elif kind == "choose_events":
            out = [event_id(slot) for slot in args[0]]
        elif kind == "earn":
            out = [plaza_id(s, COLOURS.index(args[0]))]
        elif kind in ("stand_up", "lay_down", "lose_citizen"):
            out = [plaza_id(s, COLOURS.index(args[0]))]
        elif kind == "gather":
            out = [f"seat-{SEATS[s]}"]
        elif kind == "citizens":
            colour = task[3]
            out = [plaza_id(s, colour)] + [plaza_id(j, colour) for j, m in enumerate(args[0]) if m and j != s]
        elif kind in ("take_face_up", "draw_two"):
            out = [deck_id(task[2])]
        elif kind == "keep":
            drawn = [cards[i].id for i in task[3]]
            out = [f"drawn-{drawn.index(args[0]) + 1}", deck_id(task[2])]
        elif kind == "reveal":
            out = [deck_id(task[2])]
        elif kind == "reveal_event":
            out = [event_id(task[1]), deck_id(-1)]
        elif kind == "wall":
            out = [_hand_place(st, s, args[0]), f"walls-{SEATS[s]}"]
            if phase == "event_walls":
                out.append(event_id(task[1]))
        elif kind == "no_wall" and phase == "event_walls":
            out = [event_id(task[1])]
    except (IndexError, KeyError, ValueError, TypeError):
        return ()
    return tuple(p for p in out if p is not None)


def _contents(st) -> dict[str, tuple]:
    """What each place holds, for comparing two positions place by place (in drawing order)."""
    cards = st.cfg.cards.cards
    ids = lambda seq: tuple(cards[i].id for i in seq)
    out: dict[str, tuple] = {}
    for d, deck in enumerate(st.decks):
        out[deck_id(d)] = (deck.face_up, deck.drawable(), deck.spent)
    for slot, ev in enumerate(st.queue):
        out[event_id(slot)] = (ev, st.coins[slot])
    ed = st.event_deck
    out[deck_id(-1)] = (ed.drawable(), len(ed.bottom))
    for c in range(3):
        out[f"stock-{COLOURS[c]}"] = (st.stock[c],)
    out["supply"] = (st.supply_deniers, st.supply_tokens)
    if st.tasks and st.tasks[-1][0] in ("reveal", "keep"):
        for k, i in enumerate(st.tasks[-1][3]):
            out[f"drawn-{k + 1}"] = (cards[i].id,)
    cols = st.cfg.cols
    for s, p in enumerate(st.players):
        out[f"seat-{SEATS[s]}"] = (p.money, len(p.walls), len(p.hand), bool(st.final_choices[s]))
        for c in range(3):
            out[plaza_id(s, c)] = (p.avail[c], p.used[c])
        out[f"walls-{SEATS[s]}"] = ids(p.walls)
        for k, i in enumerate(p.hand):
            out[hand_id(s, k)] = (cards[i].id,)
        for idx, stack in enumerate(p.stacks):
            out[space_id(s, *divmod(idx, cols))] = (ids(stack), p.occ[idx])
    return out


def changed_places(before, after) -> tuple[str, ...]:
    """The places whose content differs between two positions (to highlight what a move changed)."""
    a, b = _contents(before), _contents(after)
    order = list(a) + [p for p in b if p not in a]
    return tuple(p for p in order if a.get(p) != b.get(p))


def moves_at(st, place: str) -> tuple[TAction, ...]:
    """Every well-formed move of the seat to decide that starts at `place`, legal or not, so that a board can
    offer the legal ones and explain the others (`state.explain`). Empty at chance, at the end, or where no move
    of the pending step can start."""
    parts = parse_place(place)
    if parts is None or not st.tasks or st.current_player < 0:
        return ()
    kind, seat, a, b = parts
    s = st.current_player
    task = st.tasks[-1]
    phase = task[0]
    legal = st.legal_actions()
    cfg = st.cfg
    cards = cfg.cards.cards
    hand = st.players[s].hand
    hand_card = cards[hand[a]].id if kind == "hand" and seat == s and a < len(hand) else None
    out: list[TAction] = []
    if hand_card is not None:
        by_phase = {"step_a": "play", "cost_cards": "pay_card", "hand_limit": "discard", "final_card": "final_card",
                    "event_walls": "wall", "end_walls": "wall", "final_walls": "wall"}
        name = by_phase.get(phase)
        if phase == "choose" and task[2][0] == "DISCARD_CARDS":
            name = "discard_card"
        if name is not None:
            out.append(TAction(name, (hand_card,)))
    elif kind == "space" and phase == "place" and seat == s:
        out.append(TAction("place", (a, b)))
    elif kind == "space" and phase == "step_b" and seat == s:
        out.append(TAction("activate", (a, b)))
    elif kind == "space" and phase == "choose":
        op = task[2][0]
        if seat == s and op in ("DAMAGE_BUILDINGS", "GREY_BUILDINGS"):
            out.append(TAction("token_on", (a, b)))
        elif seat == s and op == "REMOVE_TOKEN":
            out.append(TAction("remove_token", (a, b)))
        elif seat != s and op == "USE_OTHER_BUILDING":
            out.append(TAction("use_building", (seat, a, b)))
        elif seat != s and op == "PLACE_TOKEN":
            out.append(TAction("place_token", (seat, a, b)))
    elif kind == "deck" and a >= 0 and phase == "step_b":
        out.append(TAction("draw", (DECKS[a],)))
    elif kind == "deck" and phase == "draw_method" and a == task[2]:
        out += [TAction("take_face_up", ()), TAction("draw_two", ())]
    elif kind == "event" and phase == "step_b":
        out.append(TAction("fight", (a,)))
    elif kind == "event" and phase == "choose" and task[2][0] == "COMBAT_EVENT":
        out.append(TAction("take_event", (a,)))
    elif kind == "event" and phase == "choose" and task[2][0] == "ADD_COINS":
        out += [m for m in legal if a in m.args[0]]
    elif kind == "event" and phase == "event_walls" and a == task[1]:
        out += list(legal)
    elif kind == "drawn" and phase == "keep" and a < len(task[3]):
        out.append(TAction("keep", (cards[task[3][a]].id,)))
    elif kind == "plaza" and seat == s:
        if phase == "step_b":
            out += [TAction("earn", (COLOURS[a], k)) for k in range(1, max(1, st.players[s].avail[a]) + 1)]
        elif phase == "citizens" and task[3] == a:
            out += list(legal)
        elif phase == "choose":
            verb = {"STAND_UP_CITIZENS": "stand_up", "LAY_DOWN_CITIZENS": "lay_down",
                    "LOSE_CITIZENS": "lose_citizen"}.get(task[2][0])
            if verb is not None:
                out.append(TAction(verb, (COLOURS[a],)))
    elif kind == "seat" and seat == s and phase == "step_b":
        out.append(TAction("gather", ()))
    return tuple(out)


# --- the last move, read from the log -------------------------------------------------------------------------------

_AT = re.compile(r"at \((-?\d+), (-?\d+)\)")
_DECK = re.compile(r"\b([YWR][123])\b")
_SLOT = re.compile(r"\bslot (\d+)")


def last_move_places(st) -> tuple[str, ...]:
    """The places named by the latest log entry that names any (a space "at (r, c)", a deck, an event slot, a
    wall), so that a position's own picture can ring what just happened without keeping anything extra."""
    for entry in reversed(st.log[-6:]):
        text, s = entry.text, entry.player
        found: list[str] = []
        if s is not None and s < st.num_players:
            m = _AT.search(text)
            if m:
                found.append(space_id(s, int(m.group(1)), int(m.group(2))))
            if "as a wall" in text:
                found.append(f"walls-{SEATS[s]}")
            for c, colour in enumerate(COLOURS):
                if f"{colour} citizen" in text:
                    found.append(plaza_id(s, c))
        found += [deck_id(DECKS.index(code)) for code in _DECK.findall(text)]
        found += [event_id(int(n) - 1) for n in _SLOT.findall(text) if int(n) <= len(st.queue)]
        if found:
            return tuple(dict.fromkeys(found))
    return ()
