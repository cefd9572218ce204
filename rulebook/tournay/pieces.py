"""The pieces a Tournay position is made of, and the small vocabularies its data is written in.

Everything is a tuple so that a position is immutable and cheap to copy. Cards are physical indices into the
game's `CardSet`; colours are 0 (yellow), 1 (white), 2 (red); a district is a row-major tuple of stacks.
Here live the seat names (`SEATS`), the steps a game can wait at with their plain names (`PHASES`), the action
type with its prebuilt actions, and the effect vocabulary (TOU-16.10, TOU-17.10, TOU-17.11): a card file names
operations from `OPS`, `cards.py` checks them, and the phases carry them out. Inside the engine an operation is
a plain tuple, ``(name, arg1, arg2, ...)`` in the order of `OPS`, so that states stay small and save as JSON lists.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import NamedTuple

from rulebook.core import Action, ActionSpace, Choice, IntRange, LogEntry, OneOf, SubsetOf, TupleOf
from rulebook.core.jsonio import JSONError

SEATS = ("P1", "P2", "P3", "P4")
"""The seats as the rules name them (TOU-2.12); seat numbers in data are 0-based (P1 is seat 0)."""


def seat_name(seat: int) -> str:
    """How pictures and logs name a seat: P1 .. P4."""
    return f"P{seat + 1}"


# --- the pending steps of a turn (state.tasks) and their plain names -------------------------------------------

PHASES: dict[str, str] = {
    "turn": "start of turn",
    "step_a": "playing a card",
    "place": "placing the card",
    "cost_cards": "choosing the cards paid as a cost",
    "final_resolve": "placing the final cards",
    "step_b": "citizen action",
    "citizens": "choosing whose citizens to use",
    "start_draw": "starting a draw",
    "draw_method": "taking the face-up card or drawing two",
    "reveal": "drawing a card",
    "keep": "keeping a drawn card",
    "crier": "a town crier",
    "events": "the events strike",
    "event": "an event strikes",
    "event_walls": "walls against an event",
    "event_apply": "an event applies",
    "reveal_event": "revealing a new event",
    "ops": "an effect",
    "choose": "a choice inside an effect",
    "placed": "characters react to a placed card",
    "activated": "characters react to an activation",
    "end_walls": "end of turn: walls",
    "hand_limit": "end of turn: hand limit",
    "end_turn": "end of turn",
    "final_card": "the secret final card",
    "final_reveal": "the final cards are revealed",
    "final_walls": "final walls",
    "score": "final scoring",
    "over": "game over",
}
"""Every kind of pending step (`state.phase`), in plain words; `over` once the game has ended."""

CHANCE_STEPS = frozenset({"reveal", "reveal_event"})
"""Pending steps decided by chance: a card drawn from a deck, a new event (TOU-6.8, TOU-9.6)."""
AUTOMATIC_STEPS = frozenset({"turn", "end_turn", "final_reveal", "final_resolve", "score", "placed", "activated",
                             "crier", "events", "event", "event_apply", "ops", "start_draw"})
"""Pending steps carried out without a decision; a state never rests at one of them."""
HOLDING = {"reveal": 3, "keep": 3, "crier": 2}
"""Pending steps that hold cards taken out of a deck: the field index of the card or cards."""

# --- what sits on a district space ------------------------------------------------------------------------

NO_TOKEN, GREY, DAMAGE = 0, 4, 5
"""Occupant codes of a district space: 0 free, 1..3 own citizen of colour code-1, 4 grey token, 5 damage."""
OCCUPANTS = {"citizen": -1, "grey": GREY, "damage": DAMAGE}
"""What may sit on a building, by name (a citizen takes the building's colour)."""


class Seat(NamedTuple):
    """One player's holdings (TOU-0.9): money, plaza citizens, hand, district and walls."""

    money: int
    avail: tuple[int, int, int]          # citizens standing on the plaza, per colour
    used: tuple[int, int, int]           # citizens lying beside the plaza
    hand: tuple[int, ...]                # card indices, kept sorted
    stacks: tuple[tuple[int, ...], ...]  # rows * cols spaces, each a stack bottom -> top
    occ: tuple[int, ...]                 # occupant code of each space's top card
    walls: tuple[int, ...]               # event cards built as walls, in building order

    def on_buildings(self) -> tuple[int, int, int]:
        """Own citizens sitting on buildings, per colour (TOU-0.9.8)."""
        out = [0, 0, 0]
        for code in self.occ:
            if 1 <= code <= 3:
                out[code - 1] += 1
        return tuple(out)  # type: ignore[return-value]

    def owned(self) -> tuple[int, int, int]:
        """All citizens of this player whatever their state (TOU-0.9.13)."""
        on = self.on_buildings()
        return tuple(self.avail[c] + self.used[c] + on[c] for c in range(3))  # type: ignore[return-value]


class Deck(NamedTuple):
    """A face-down pile (TOU-6.8): an optional face-up top, the shuffled unknown part, known cards put at the
    bottom (in order, top first), and the spent crier lying rotated underneath (-1 if none)."""

    face_up: int
    unknown: tuple[int, ...]             # sorted: their order is not yet fixed (a chance node decides)
    bottom: tuple[int, ...]
    spent: int

    def drawable(self) -> int:
        """Cards that can still be drawn: the face-up card, the shuffled part and the known cards below."""
        return len(self.unknown) + len(self.bottom) + (self.face_up >= 0)


def bump(values: tuple, index: int, delta: int) -> tuple:
    """`values` with `values[index] += delta` (for citizen triples)."""
    out = list(values)
    out[index] += delta
    return tuple(out)


# --- actions ----------------------------------------------------------------------------------------------

class TAction(Action):
    """A Tournay move or chance outcome, printed the way a player would say it."""

    __slots__ = ()

    def __str__(self) -> str:
        k, a = self.kind, self.args
        if k in ("place", "token_on", "remove_token"):
            return f"{k} at ({a[0]},{a[1]})"
        if k in ("use_building", "place_token"):
            return f"{k} P{a[0] + 1} ({a[1]},{a[2]})"
        if k == "citizens":
            parts = [f"P{s + 1} x{n}" for s, n in enumerate(a[0]) if n]
            return "use citizens " + " + ".join(parts)
        if k == "earn":
            return f"earn with {a[1]} {a[0]}"
        if k == "choose_events":
            return "choose events " + (", ".join(f"slot {s + 1}" for s in a[0]) or "none")
        if k in ("fight", "take_event"):
            return f"{k} slot {a[0] + 1}"
        return Action.__str__(self)


def action(kind: str, *args) -> TAction:
    """A Tournay action by kind and arguments, e.g. ``action("place", 1, 1)`` or ``action("draw", "Y1")``."""
    return TAction(kind, tuple(args))


class TLogEntry(LogEntry):
    """A log entry that names seats as the rules do, P1..Pn (the `player` field keeps the 0-based seat)."""

    __slots__ = ()

    def __str__(self) -> str:
        who = f"P{self.player + 1}: " if self.player is not None else ""
        cited = f" [{', '.join(self.rule_ids)}]" if self.rule_ids else ""
        return f"{who}{self.text}{cited}"


# --- colours, decks and card types (TOU-1) -------------------------------------------------------------------

COLOURS = ("yellow", "white", "red")
"""Colour index 0, 1, 2 (TOU-1.2): civilians, clergy, military."""
COLOUR_LETTER = "YWR"
ANY = -1
"""Colour argument meaning "of the player's choice" (`any` in data)."""

LEVELS = (1, 2, 3)
DECKS = tuple(f"{c}{lv}" for c in COLOUR_LETTER for lv in LEVELS)
"""Deck codes Y1..R3 (TOU-0.9.14); deck index = 3 * colour + level - 1."""

TYPES = ("building", "character", "prestige_building", "town_crier")
PLACEABLE = frozenset({"building", "character", "prestige_building"})

# --- prebuilt actions: legal_actions runs on every decision, so the common ones are built once -------------

NO_CARD = TAction("no_card", ())
DONE = TAction("done", ())
FINAL_PASS = TAction("final_pass", ())
GATHER = TAction("gather", ())
TAKE_FACE_UP = TAction("take_face_up", ())
DRAW_TWO = TAction("draw_two", ())
NO_WALL = TAction("no_wall", ())
ACCEPT, DECLINE = TAction("accept", ()), TAction("decline", ())
DRAW = tuple(TAction("draw", (code,)) for code in DECKS)
EARN = tuple(tuple(TAction("earn", (COLOURS[c], k)) for k in range(1, 12)) for c in range(3))
ACTIVATE = {(r, c): TAction("activate", (r, c)) for r in range(3) for c in range(3)}
FIGHT = tuple(TAction("fight", (slot,)) for slot in range(5))

# --- stable action codes (rulebook.core.action_codec), for OpenSpiel and learning -----------------------------

MAX_CITIZENS = 11
"""Citizens of one colour in the whole game (TOU-1.10): the most a `citizens` move can take from one seat."""


def action_space(card_ids: Sequence[str]) -> ActionSpace:
    """Every Tournay move and chance outcome with a stable code, for a card set whose distinct ids are `card_ids`
    (in the card file's order; `cards.ACTION_SPACE` is this for the shipped cards).

    Spaces are (row, column) in the frame, -1..3 so that a floating frame's new row or column fits (TOU-4.5);
    `citizens` is a count per seat (2, 3 or 4 seats, each 0..11); `choose_events` a set of event slots."""
    card = Choice(*card_ids)
    colour = Choice(*COLOURS)
    frame = (IntRange(-1, 3), IntRange(-1, 3))
    space = (IntRange(0, 2), IntRange(0, 2))
    seat, slot = IntRange(0, 3), IntRange(0, 4)
    count = IntRange(0, MAX_CITIZENS)
    citizens = OneOf(*(TupleOf(*(count,) * n) for n in (2, 3, 4)))
    return ActionSpace({
        "play": (card,), "no_card": (), "place": frame, "pay_card": (card,),
        "draw": (Choice(*DECKS),), "activate": space, "fight": (slot,), "earn": (colour, IntRange(1, 11)),
        "gather": (), "citizens": (citizens,), "take_face_up": (), "draw_two": (), "keep": (card,),
        "reveal": (card,), "reveal_event": (card,), "wall": (card,), "no_wall": (), "done": (), "discard": (card,),
        "final_card": (card,), "final_pass": (), "stand_up": (colour,), "lay_down": (colour,),
        "lose_citizen": (colour,), "token_on": space, "accept": (), "decline": (), "take_event": (slot,),
        "choose_events": (SubsetOf(slot, 0, 5),), "use_building": (seat, *space), "remove_token": space,
        "place_token": (seat, *space), "discard_card": (card,),
    }, TAction)


# --- places of the picture (render), of plain words (words) and of the position builder (positions) -----------

PLACE_KINDS = ("seat", "space", "plaza", "hand", "walls", "deck", "event", "drawn", "stock", "supply")
"""Every kind of place the picture draws; its SVG group carries the class ``rb-<kind>``."""
PLACE_PATTERN = (r"^(seat-P[1-4]|P[1-4]-r[0-9]+c[0-9]+|plaza-P[1-4]-(yellow|white|red)|hand-P[1-4]-[1-9][0-9]*"
                 r"|walls-P[1-4]|deck-([YWR][123]|events)|event-[1-9][0-9]*|drawn-[1-9]|stock-(yellow|white|red)"
                 r"|supply)$")
"""A regular expression every place id matches (anchored; valid XML ids, no spaces)."""
_PLACE = re.compile(PLACE_PATTERN)


def space_id(s: int, r: int, c: int) -> str:
    """The place id of a district space: rows and columns counted from 1 in the seat's frame, e.g. ``P1-r1c2``.

    `r` and `c` are the 0-based frame coordinates the actions use; in the floating frame (TOU-4.5) a new card may
    go just outside it, row or column -1 or one past the last, which reads ``r0`` / ``c0`` or ``r4`` / ``c4``."""
    return f"{SEATS[s]}-r{r + 1}c{c + 1}"


def plaza_id(s: int, colour: int) -> str:
    """The place id of a seat's citizens of one colour, standing on the plaza and lying beside it."""
    return f"plaza-{SEATS[s]}-{COLOURS[colour]}"


def hand_id(s: int, k: int) -> str:
    """The place id of the k-th card (0-based) of a seat's hand, in the order the hand is kept."""
    return f"hand-{SEATS[s]}-{k + 1}"


def deck_id(d: int) -> str:
    """The place id of deck number d (0..8, Y1..R3), or of the event deck for -1."""
    return "deck-events" if d < 0 else f"deck-{DECKS[d]}"


def event_id(slot: int) -> str:
    """The place id of an event slot (0-based slot, printed from 1)."""
    return f"event-{slot + 1}"


def parse_place(place: object) -> tuple | None:
    """A place id split into its parts: ``(kind, seat, a, b)`` with 0-based numbers, or None if it is no id.

    ``P1-r1c2`` → ("space", 0, 0, 1); ``plaza-P2-red`` → ("plaza", 1, 2, None); ``hand-P1-3`` → ("hand", 0, 2,
    None); ``deck-Y2`` → ("deck", None, 1, None) (``deck-events``: -1); ``event-2`` → ("event", None, 1, None);
    ``drawn-1`` → ("drawn", None, 0, None); ``stock-white`` → ("stock", None, 1, None); ``seat-P3``, ``walls-P3``
    → (kind, 2, None, None); ``supply`` → ("supply", None, None, None)."""
    if not isinstance(place, str) or not _PLACE.match(place):
        return None
    head, _, rest = place.partition("-")
    if head in ("seat", "walls"):
        return (head, SEATS.index(rest), None, None)
    if head == "plaza":
        seat, colour = rest.split("-")
        return ("plaza", SEATS.index(seat), COLOURS.index(colour), None)
    if head == "hand":
        seat, k = rest.split("-")
        return ("hand", SEATS.index(seat), int(k) - 1, None)
    if head == "deck":
        return ("deck", None, -1 if rest == "events" else DECKS.index(rest), None)
    if head in ("event", "drawn"):
        return (head, None, int(rest) - 1, None)
    if head == "stock":
        return ("stock", None, COLOURS.index(rest), None)
    if head == "supply":
        return ("supply", None, None, None)
    r, c = rest[1:].split("c")
    return ("space", SEATS.index(head), int(r) - 1, int(c) - 1)


# --- the effect vocabulary (TOU-16.10, TOU-17.10, TOU-17.11) ---------------------------------------------------

# Operation name -> parameter kinds, in tuple order. Kinds: "n" (whole number 0..20), "delta" (-5..5),
# "colour" (a colour), "colour_any" (a colour or any), "deck" (deck code), "ops" (nested list), or a tuple of
# the allowed strings.
OPS: dict[str, tuple[tuple[str, object], ...]] = {
    "GAIN_DENIERS": (("n", "n"),),
    "PAY_DENIERS": (("n", "n"),),
    "LOSE_DENIERS": (("n", "n"),),
    "TAKE_CITIZENS_FROM_STOCK": (("colour", "colour"), ("n", "n")),
    "STAND_UP_CITIZENS": (("colour", "colour_any"), ("n", "n")),
    "LAY_DOWN_CITIZENS": (("colour", "colour_any"), ("n", "n")),
    "LOSE_CITIZENS": (("colour", "colour_any"), ("n", "n")),
    "DAMAGE_BUILDINGS": (("colour", "colour_any"), ("n", "n")),
    "GREY_BUILDINGS": (("colour", "colour_any"), ("n", "n")),
    "DISCARD_CARDS": (("n", "n"),),
    "OPTIONAL": (("ops", "ops"),),
    "DRAW_CARD": (("deck", "deck"), ("method", ("normal",))),
    "COMBAT_EVENT": (("min_coins", "n"), ("extra_cost", ("none", "fight"))),
    "ADD_COINS": (("max_events", "n"), ("coins_each", "n")),
    "TRIGGER_EVENTS": (("which", ("chosen", "all")), ("negative_targets", ("all", "others")),
                       ("positive_targets", ("all", "others"))),
    "USE_OTHER_BUILDING": (("colour", "colour"), ("owner", ("other_player",))),
    "REMOVE_TOKEN": (("kind", ("damage", "grey")), ("where", ("own",))),
    "PLACE_TOKEN": (("kind", ("damage", "grey")), ("where", ("other_player",))),
    "MODIFY_COST": (("delta", "delta"),),
}
"""Every effect operation of TOU-16.10 and TOU-17.10 with its parameters."""

EVENT_OPS = frozenset({"LOSE_DENIERS", "GAIN_DENIERS", "LAY_DOWN_CITIZENS", "LOSE_CITIZENS", "DAMAGE_BUILDINGS",
                       "GREY_BUILDINGS", "DISCARD_CARDS", "STAND_UP_CITIZENS", "TAKE_CITIZENS_FROM_STOCK"})
"""Operations an event may apply per coin (TOU-16.10)."""
POSITIVE_OPS = frozenset({"GAIN_DENIERS", "STAND_UP_CITIZENS", "TAKE_CITIZENS_FROM_STOCK"})

UNITS: dict[str, tuple[str, ...]] = {
    "VISIBLE_CARDS": ("colours", "types"),
    "VISIBLE_SETS": ("types",),
    "CITIZENS_OWNED": ("colour",),
    "CITIZEN_SETS": (),
    "DENIERS_PER": ("k",),
    "WALLS_BUILT": (),
    "FLAT": (),
}
"""Prestige scoring units (TOU-17.11)."""


def op_to_json(op: tuple) -> dict:
    """An operation tuple as the card file writes it: ``{"op": name, param: value, ...}``."""
    name, *values = op
    out: dict = {"op": name}
    for (param, kind), value in zip(OPS[name], values):
        if kind == "ops":
            out[param] = [op_to_json(o) for o in value]
        elif kind in ("colour", "colour_any"):
            out[param] = "any" if value == ANY else COLOURS[value]
        else:
            out[param] = value
    return out


def op_from_json(data: object, path: str) -> tuple:
    """Check one operation from a card file and return its tuple form; errors name `path`."""
    if not isinstance(data, dict) or not isinstance(data.get("op"), str):
        raise JSONError(f"{path}: expected an operation object with an 'op' name")
    name = data["op"]
    if name not in OPS:
        raise JSONError(f"{path}.op: unknown operation {name!r}; known: {', '.join(OPS)}")
    params = OPS[name]
    extra = sorted(set(data) - {"op"} - {p for p, _ in params})
    if extra:
        raise JSONError(f"{path}: unknown field(s) {', '.join(extra)} for {name}")
    values: list = [name]
    for param, kind in params:
        where = f"{path}.{param}"
        if param not in data:
            if param == "method":
                values.append("normal")
                continue
            raise JSONError(f"{where}: missing")
        values.append(_op_value(data[param], kind, where))
    return tuple(values)


def _op_value(value: object, kind: object, where: str) -> object:
    """One checked parameter of an operation."""
    if kind == "n":
        if type(value) is not int or not 0 <= value <= 20:
            raise JSONError(f"{where}: expected a whole number 0..20")
    elif kind == "delta":
        if type(value) is not int or not -5 <= value <= 5:
            raise JSONError(f"{where}: expected a whole number -5..5")
    elif kind in ("colour", "colour_any"):
        allowed = COLOURS + (("any",) if kind == "colour_any" else ())
        if value not in allowed:
            raise JSONError(f"{where}: expected one of {', '.join(allowed)}")
        value = ANY if value == "any" else COLOURS.index(value)
    elif kind == "deck":
        if value not in DECKS:
            raise JSONError(f"{where}: expected a deck code {', '.join(DECKS)}")
    elif kind == "ops":
        if not isinstance(value, list) or not value:
            raise JSONError(f"{where}: expected a non-empty list of operations")
        value = tuple(op_from_json(o, f"{where}[{i}]") for i, o in enumerate(value))
    elif value not in kind:  # a tuple of allowed strings
        raise JSONError(f"{where}: expected one of {', '.join(kind)}")
    return value


def ops_from_json(data: object, path: str, allowed: frozenset | None = None) -> tuple:
    """A list of operations; `allowed` restricts their names (events use `EVENT_OPS`)."""
    if not isinstance(data, list):
        raise JSONError(f"{path}: expected a list of operations")
    ops = tuple(op_from_json(o, f"{path}[{i}]") for i, o in enumerate(data))
    if allowed is not None:
        for i, op in enumerate(ops):
            if op[0] not in allowed:
                raise JSONError(f"{path}[{i}].op: {op[0]} is not allowed here; allowed: {', '.join(sorted(allowed))}")
    return ops


def op_text(op: tuple) -> str:
    """A compact readable form, e.g. ``DAMAGE_BUILDINGS(any, 1)``."""
    name, *values = op
    shown = []
    for (_, kind), value in zip(OPS[name], values):
        if kind == "ops":
            shown.append(", ".join(op_text(o) for o in value))
        elif kind in ("colour", "colour_any"):
            shown.append("any" if value == ANY else COLOURS[value])
        else:
            shown.append(str(value))
    return f"{name}({', '.join(shown)})"
