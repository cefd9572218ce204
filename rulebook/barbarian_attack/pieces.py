"""The vocabulary of Barbarian Attack: seats, phases, resources, card kinds, action kinds and prebuilt actions.

Everything here is a constant or a tiny helper with no rules in it, so every other module may import it. The board
(`board.py`) and the card file (`cards.py`) hold the data; this module holds the names and encodings they use:

* seats 0-3 are Red, Blue, White, Orange (`SEATS`); in the two-player game owners 2 and 3 are the neutral
  players (`NEUTRALS`) and knight faction 4 is the foreign knights (`FOREIGN`);
* a phase is an int (`MAIN`, `LANDING`, ...) and `PHASES` says it in plain words;
* an action is a `BAAction` (kind, args) with plain int and string arguments (`ARG_SHAPES`), prebuilt in tables so
  move generation allocates nothing.

Action kinds (arguments are plain ints and strings):

    founding/phase 2  settlement I, city I, road P, buy_card, bank_trade give get, buy_resource r, sell_for_gold r,
                      offer seat, give item, ask item, propose, withdraw, accept, decline, finish_building
    the 7             discard r, draw_from seat, no_draw
    cards             place_knight P, foreign_knight P, no_foreign_knight, treason_source H, treason_target H,
                      capture H
    knights           move P P, move_far P P (pays 1 grain), end_moves
    two players       roll_dice, forced_trade, drive_off H H, give_back r, neutral_road n P, neutral_settlement n I
    chance            roll total, landing total, card kind, steal r, rolloff value, castle_die face, event id, take r
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from typing import Any

from rulebook.core import Action, ActionSpace, Choice, IntRange, PositionError
from rulebook.core.i18n import log_word

# --- seats and factions --------------------------------------------------------------------------------------------

SEATS = ("Red", "Blue", "White", "Orange")
"""The seat names, in seat order: seat 0 is Red (the colour the game gives each player)."""
COLOURS = tuple(name.lower() for name in SEATS)
FOREIGN = 4
"""Knight faction of the two-player foreign knights (CBA-15.12); real players are 0-3, neutral owners 2-3."""
NEUTRALS = (2, 3)
"""The neutral owners of the two-player game (CBA-15.2): they use the pieces of the two unused colours, seats
2 and 3, and are named by them: "Neutral White", "Neutral Orange"."""
FOREIGN_NAME = "Foreign"


def seat_name(seat: int) -> str:
    """How pictures and logs name a seat: its colour (Red, Blue, White, Orange)."""
    return SEATS[seat]


def owner_label(owner: int, players: int) -> str:
    """A seat's colour, or 'Neutral White' / 'Neutral Orange' for the neutral owners of the two-player game (the
    colours of the pieces they use)."""
    return SEATS[owner] if owner < players else f"Neutral {SEATS[owner]}"


def faction_label(faction: int, players: int) -> str:
    """A knight faction: a seat's colour, or 'Foreign' for the two-player foreign knights."""
    return FOREIGN_NAME if faction == FOREIGN else owner_label(faction, players)


def _named(value: Any, names: dict[str, int], field: str, allowed: str) -> int:
    if type(value) is int and value in names.values():
        return value
    if isinstance(value, str) and value.strip().lower() in names:
        return names[value.strip().lower()]
    raise PositionError(field, f"{value!r} is not one of them", allowed)


def seat_index(value: Any, players: int, field: str = "seat") -> int:
    """A seat given by colour name (any case) or number, checked against the number of players."""
    names = {SEATS[p].lower(): p for p in range(players)}
    return _named(value, names, field, ", ".join(SEATS[:players]))


def owner_index(value: Any, players: int, field: str = "owner") -> int:
    """A building or road owner: a seat, or in the two-player game 'Neutral White' / 'Neutral Orange'."""
    names = {SEATS[p].lower(): p for p in range(players)}
    if players == 2:
        names.update({owner_label(n, players).lower(): n for n in NEUTRALS})
    return _named(value, names, field, ", ".join(owner_label(o, players) for o in sorted(names.values())))


def faction_index(value: Any, players: int, field: str = "knight") -> int:
    """A knight's faction: a seat, or in the two-player game 'Foreign' (the foreign knights)."""
    names = {SEATS[p].lower(): p for p in range(players)}
    if players == 2:
        names[FOREIGN_NAME.lower()] = FOREIGN
    return _named(value, names, field, ", ".join(faction_label(f, players) for f in sorted(names.values())))


def whole_number(value: Any, field: str, low: int = 0) -> int:
    """A count given for a position: a whole number from `low` up, else a PositionError naming the field."""
    if type(value) is not int or value < low:
        raise PositionError(field, f"{value!r}", f"a whole number from {low}")
    return value


# --- phases --------------------------------------------------------------------------------------------------------

# Who is to move and what they decide. Chance phases are marked (C).
SETUP_SETTLEMENT, SETUP_ROAD, SETUP_CITY, SETUP_CITY_ROAD = 0, 1, 2, 3
PRE_ROLL, ROLL, EVENT = 4, 5, 6                      # ROLL and EVENT are chance nodes
DISCARD, STEAL_CHOICE, STEAL = 7, 8, 9               # STEAL (C)
MAIN, DRAFT, RESPOND = 10, 11, 12
LANDING, DRAW = 13, 14                               # (C)
PLACE_KNIGHT, FOREIGN_KNIGHT, TREASON_SOURCE, TREASON_TARGET, CAPTURE = 15, 16, 17, 18, 19
NEUTRAL_BUILD, FORCED_TAKE, GIVE_BACK = 20, 21, 22   # FORCED_TAKE (C)
KNIGHTS, ROLLOFF, CASUALTY, OVER = 23, 24, 25, 26    # ROLLOFF, CASUALTY (C)

PHASES = {
    SETUP_SETTLEMENT: "founding: a settlement", SETUP_ROAD: "founding: the settlement's road",
    SETUP_CITY: "founding: a city", SETUP_CITY_ROAD: "founding: the city's road",
    PRE_ROLL: "before the roll", ROLL: "production roll", EVENT: "event card",
    DISCARD: "discarding on a 7", STEAL_CHOICE: "choosing whom to draw from", STEAL: "drawing a random card",
    MAIN: "trade and build", DRAFT: "putting a trade offer together", RESPOND: "answering a trade offer",
    LANDING: "barbarian landing", DRAW: "development card draw", PLACE_KNIGHT: "placing a knight",
    FOREIGN_KNIGHT: "placing a foreign knight", TREASON_SOURCE: "Treason: taking barbarians",
    TREASON_TARGET: "Treason: placing barbarians", CAPTURE: "Intrigue: taking a prisoner",
    NEUTRAL_BUILD: "placing a neutral piece", FORCED_TAKE: "forced trade: taking cards",
    GIVE_BACK: "forced trade: giving cards back", KNIGHTS: "knight movement", ROLLOFF: "battles: roll-off",
    CASUALTY: "battles: casualty die", OVER: "game over",
}
"""Every phase id in plain words, as a player would say where the game stands."""
CHANCE_PHASES = frozenset((ROLL, EVENT, STEAL, LANDING, DRAW, FORCED_TAKE, ROLLOFF, CASUALTY))
FOUNDING_PHASES = (SETUP_SETTLEMENT, SETUP_ROAD, SETUP_CITY, SETUP_CITY_ROAD)

# --- resources, cards, terrain -------------------------------------------------------------------------------------

RESOURCES = ("brick", "lumber", "wool", "grain", "ore")
ITEMS = (*RESOURCES, "gold")
"""What players may trade with each other: the five resources and gold (CBA-7.2)."""
RES_INDEX = {r: k for k, r in enumerate(RESOURCES)}
ITEM_INDEX = {r: k for k, r in enumerate(ITEMS)}
GRAIN = RES_INDEX["grain"]
CARD_KINDS = ("knighthood", "free_knight", "treason", "capture")
"""The four kinds of development card, by their ids in cards.json (CBA-11.1)."""
TERRAINS = ("forest", "hills", "pasture", "fields", "mountains", "desert", "castle")
HARBOUR_TYPES = (log_word("generic"), *RESOURCES)
"""A harbour's kind: any resource at 3:1, or one resource at 2:1 (the setup's log names each harbour by it)."""
EVENTS = ("robber_attacks", "robber_flees", "conflict")
PROVENANCES = ("sourced", "partial", "stand-in")



def hand_counts(spec: Any, field: str = "hand") -> tuple[int, ...]:
    """Resource cards from a description: 'brick lumber 2 ore' -> (1, 1, 0, 0, 2); also {"ore": 2}, a list of
    card names ["brick", "ore", "ore"], or five counts."""
    allowed = ", ".join(RESOURCES)
    if isinstance(spec, (tuple, list)) and spec and all(isinstance(c, str) for c in spec):
        spec = {name: sum(1 for c in spec if c == name) for name in dict.fromkeys(spec)}
    if isinstance(spec, (tuple, list)):
        if len(spec) != 5 or any(type(c) is not int or c < 0 for c in spec):
            raise PositionError(field, f"{spec!r}", "five counts (brick, lumber, wool, grain, ore)")
        return tuple(spec)
    counts = [0] * 5
    if isinstance(spec, dict):
        for name, count in spec.items():
            if name not in RES_INDEX:
                raise PositionError(field, f"{name!r} is not a resource", allowed)
            counts[RES_INDEX[name]] += whole_number(count, field)
        return tuple(counts)
    if not isinstance(spec, str):
        raise PositionError(field, f"{spec!r}", "a text like '2 brick ore', a mapping or five counts")
    n = 1
    for word in spec.split():
        if word.isdigit():
            n = int(word)
        elif word in RES_INDEX:
            counts[RES_INDEX[word]] += n
            n = 1
        else:
            raise PositionError(field, f"{word!r} is not a resource", allowed)
    return tuple(counts)


# --- the numbered places (CBA-1.6, CBA-1.7; board.py checks its geometry has exactly these counts) ---------------

HEXES, INTERSECTIONS, PATHS = 19, 54, 72

# --- small tuple helpers -------------------------------------------------------------------------------------------


def replaced(values: tuple, changes: dict[int, Any]) -> tuple:
    """A copy of a tuple with some positions changed (cheaper than rebuilding it item by item)."""
    out = list(values)
    for k, v in changes.items():
        out[k] = v
    return tuple(out)


def positions_of(values: tuple[int, ...], p: int) -> list[int]:
    """Indexes holding value p, ascending (found with C-level tuple.index): buildings of an owner, knights of a
    faction."""
    out, i = [], -1
    find = values.index
    try:
        while True:
            i = find(p, i + 1)
            out.append(i)
    except ValueError:
        return out


# --- actions -------------------------------------------------------------------------------------------------------

ARG_SHAPES: dict[str, str] = {
    "settlement": "I", "city": "I", "road": "P", "buy_card": "", "bank_trade": "RR", "buy_resource": "R",
    "sell_for_gold": "R", "offer": "S", "give": "T", "ask": "T", "propose": "", "withdraw": "", "accept": "",
    "decline": "", "finish_building": "", "discard": "R", "draw_from": "S", "no_draw": "", "place_knight": "P",
    "foreign_knight": "P", "no_foreign_knight": "", "treason_source": "H", "treason_target": "H", "capture": "H",
    "move": "PP", "move_far": "PP", "end_moves": "", "roll_dice": "", "forced_trade": "", "drive_off": "HH",
    "give_back": "R", "neutral_road": "NP", "neutral_settlement": "NI",
}
"""The arguments of each decision kind: P path, I intersection, H hex, R resource, T resource or gold, S seat,
N neutral owner."""
ACTION_RULES: dict[str, tuple[str, ...]] = {
    "settlement": ("CBA-4.3", "CBA-8.4"), "city": ("CBA-4.4", "CBA-8.6"), "road": ("CBA-4.3", "CBA-8.2"),
    "buy_card": ("CBA-11.2", "CBA-11.3"), "bank_trade": ("CBA-7.3",), "buy_resource": ("CBA-7.6",),
    "sell_for_gold": ("CBA-7.7",), "offer": ("CBA-7.1",), "give": ("CBA-7.1", "CBA-7.2"),
    "ask": ("CBA-7.1", "CBA-7.2"), "propose": ("CBA-7.1",), "withdraw": ("CBA-7.1",),
    "accept": ("CBA-7.1", "CBA-5.7"), "decline": ("CBA-7.1", "CBA-5.7"), "finish_building": ("CBA-5.4",),
    "discard": ("CBA-6.7",), "draw_from": ("CBA-6.8",), "no_draw": ("CBA-6.8",),
    "place_knight": ("CBA-11.9", "CBA-11.10"), "foreign_knight": ("CBA-15.10",),
    "no_foreign_knight": ("CBA-15.10",), "treason_source": ("CBA-11.13b",),
    "treason_target": ("CBA-11.13e",), "capture": ("CBA-11.14",), "move": ("CBA-12.4",),
    "move_far": ("CBA-12.4", "CBA-12.5"), "end_moves": ("CBA-12.9", "CBA-5.5"), "roll_dice": ("CBA-15.3",),
    "forced_trade": ("CBA-15.8",), "drive_off": ("CBA-15.9", "CBA-15.9a"), "give_back": ("CBA-15.8",),
    "neutral_road": ("CBA-15.4",), "neutral_settlement": ("CBA-15.4",),
    "roll": ("CBA-6.1",), "landing": ("CBA-9.3",), "card": ("CBA-11.4",), "steal": ("CBA-6.8",),
    "rolloff": ("CBA-13.9",), "castle_die": ("CBA-13.11",), "event": ("CBA-16.1a",),
    "take": ("CBA-15.8",),
}
"""The rules that make each kind of action legal, cited when a legal action is explained."""
_ARG_FORMAT = {"P": "P{}", "I": "I{}", "H": "H{}", "S": "player {}", "N": "neutral {}", "R": "{}", "T": "{}"}


class BAAction(Action):
    """An `Action` that prints like the table talk: "road P12", "move P63 -> P64"."""

    __slots__ = ()

    def __str__(self) -> str:
        if not self.args:
            return self.kind
        shape = ARG_SHAPES.get(self.kind, "")
        parts = [_ARG_FORMAT[shape[i]].format(a) if i < len(shape) else str(a) for i, a in enumerate(self.args)]
        if self.kind in ("move", "move_far", "drive_off"):
            return f"{self.kind} {parts[0]} -> {parts[1]}"
        return f"{self.kind} " + " ".join(parts)


def A(kind: str, *args: object) -> BAAction:
    """Shorthand: A('road', 12) is the action 'road P12'."""
    return BAAction(kind, tuple(args))


def actions(kind: str, *values: object) -> tuple[BAAction, ...]:
    """One action of `kind` per value, for a row of dice or choices: actions('landing', 3, 9, 8)."""
    return tuple(A(kind, v) for v in values)


ROAD = tuple(A("road", p) for p in range(PATHS))
SETTLE = tuple(A("settlement", i) for i in range(INTERSECTIONS))
CITY = tuple(A("city", i) for i in range(INTERSECTIONS))
PLACE = tuple(A("place_knight", p) for p in range(PATHS))
FOREIGN_PLACE = tuple(A("foreign_knight", p) for p in range(PATHS))
MOVE = tuple(tuple(A("move", a, b) for b in range(PATHS)) for a in range(PATHS))
MOVE_FAR = tuple(tuple(A("move_far", a, b) for b in range(PATHS)) for a in range(PATHS))
TREASON_SOURCE_MOVES = tuple(A("treason_source", h) for h in range(HEXES))
TREASON_TARGET_MOVES = tuple(A("treason_target", h) for h in range(HEXES))
CAPTURE_MOVES = tuple(A("capture", h) for h in range(HEXES))
DISCARD_MOVES = tuple(A("discard", r) for r in RESOURCES)
GIVE_BACK_MOVES = tuple(A("give_back", r) for r in RESOURCES)
BUY_RESOURCE = tuple(A("buy_resource", r) for r in RESOURCES)
SELL_FOR_GOLD = tuple(A("sell_for_gold", r) for r in RESOURCES)
BANK_TRADE = tuple(tuple(A("bank_trade", g, t) for t in RESOURCES) for g in RESOURCES)
GIVE = tuple(A("give", item) for item in ITEMS)
ASK = tuple(A("ask", item) for item in ITEMS)
OFFER = tuple(A("offer", p) for p in range(4))
DRAW_FROM = tuple(A("draw_from", p) for p in range(4))
NEUTRAL_ROAD = {n: tuple(A("neutral_road", n, p) for p in range(PATHS)) for n in NEUTRALS}
NEUTRAL_SETTLE = {n: tuple(A("neutral_settlement", n, i) for i in range(INTERSECTIONS)) for n in NEUTRALS}
DRIVE_OFF = tuple(tuple(A("drive_off", a, b) for b in range(HEXES)) for a in range(HEXES))

BUY_CARD, FINISH, PROPOSE, WITHDRAW = A("buy_card"), A("finish_building"), A("propose"), A("withdraw")
ACCEPT, DECLINE, NO_DRAW, END_MOVES = A("accept"), A("decline"), A("no_draw"), A("end_moves")
NO_FOREIGN, ROLL_DICE, FORCED_TRADE = A("no_foreign_knight"), A("roll_dice"), A("forced_trade")

# --- chance outcomes -----------------------------------------------------------------------------------------------

TWO_DICE = tuple((t, (6 - abs(t - 7)) / 36) for t in range(2, 13))
"""Totals of 2d6 with their exact probabilities."""
ROLL_OUT = tuple((A("roll", t), p) for t, p in TWO_DICE)
LANDING_OUT = tuple((A("landing", t), p) for t, p in TWO_DICE)
CASTLE_OUT = tuple((A("castle_die", f), 1 / 6) for f in range(1, 7))
ROLLOFF_1D6 = tuple((A("rolloff", f), 1 / 6) for f in range(1, 7))
ROLLOFF_2D6 = tuple((A("rolloff", t), p) for t, p in TWO_DICE)
STEAL_OUT = tuple(A("steal", r) for r in RESOURCES)
TAKE_OUT = tuple(A("take", r) for r in RESOURCES)
CARD_OUT = {k: A("card", k) for k in CARD_KINDS}
OUTCOME_SETS: dict[int, frozenset] = {id(outcomes): frozenset(a for a, _ in outcomes)
                                      for outcomes in (ROLL_OUT, LANDING_OUT, CASTLE_OUT, ROLLOFF_1D6, ROLLOFF_2D6)}
"""Membership sets for the constant outcome tuples (dice), keyed by the tuple's id; the tuples live as long as the
program, so the ids stay valid."""


# --- stable action codes (rulebook.core.action_codec), for OpenSpiel and learning ----------------------------------

_SHAPE_DOMAINS = {"P": IntRange(0, PATHS - 1), "I": IntRange(0, INTERSECTIONS - 1), "H": IntRange(0, HEXES - 1),
                  "R": Choice(*RESOURCES), "T": Choice(*ITEMS), "S": IntRange(0, 3), "N": Choice(*NEUTRALS)}


@functools.cache
def action_space(event_ids: Sequence[str]) -> ActionSpace:
    """Every decision (by `ARG_SHAPES`) and chance outcome with a stable code, for an event deck whose card ids are
    `event_ids` (`cards.ACTION_SPACE` is this for the shipped cards). Dice totals are 2..12, a die 1..6."""
    space: dict[str, tuple] = {kind: tuple(_SHAPE_DOMAINS[c] for c in shape) for kind, shape in ARG_SHAPES.items()}
    dice = IntRange(2, 12)
    space.update({"roll": (dice,), "landing": (dice,), "card": (Choice(*CARD_KINDS),), "steal": (Choice(*RESOURCES),),
                  "rolloff": (IntRange(1, 12),), "castle_die": (IntRange(1, 6),), "event": (Choice(*event_ids),),
                  "take": (Choice(*RESOURCES),)})
    return ActionSpace(space, BAAction)
