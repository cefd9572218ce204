"""The pieces of Troyes and how the engine encodes them: colours, seats, dice, phases, action kinds.

Everything here is a small integer or a tuple of them, so that a position stays a tuple of ints and copying it is
cheap. The seat names (`SEATS`) and the phases in plain words (`PHASES`) are public; so are the prebuilt actions
every menu hands out (the same objects each time, which is what makes the engine's hot path fast). The last part
reads the game's written notation back into codes (seats "A".."D", citizens "grey", dice "R2 Y4", colours), for
the position builder and the queries; a bad word raises `PositionError` naming the field and the allowed values.
"""

from __future__ import annotations

import functools
from collections.abc import Mapping, Sequence
from typing import Any

from rulebook.core import Action, ActionSpace, Choice, IntRange, MultisetOf, PositionError, SequenceOf, TupleOf

# --- colours (dice, buildings and activity cards share one index, TRY-1.3) --------------------------------

RED, WHITE, YELLOW = 0, 1, 2
COLOURS = ("red", "white", "yellow")
LETTERS = "RWY"
COLOUR_OF_LETTER = {"R": RED, "W": WHITE, "Y": YELLOW}
COLOUR_OF_NAME = {"red": RED, "white": WHITE, "yellow": YELLOW}

# --- seats and citizens -------------------------------------------------------------------------------------

SEATS = ("A", "B", "C", "D")
"""The seat names the spec uses, in seat order (seat numbers 0-3 in code)."""
SEAT_NAMES = SEATS
MAX_SEATS = 4
GREY = 4
"""The owner code of a grey (neutral) citizen on a building space."""
EMPTY = -1
"""The owner code of an empty space (setup only) or a free cathedral space."""
NEUTRAL = 4
"""The neutral district's index; districts 0-3 are the seats' own (unused seats stay empty)."""
DISTRICTS = 5


def seat_name(seat: int) -> str:
    """How pictures, logs and the narration name a seat: A, B, C, D."""
    return SEATS[seat]


def who(district: int) -> str:
    """'A'..'D' for a seat's district, 'N' for the neutral district (the spec's letters)."""
    return "N" if district == NEUTRAL else SEATS[district]


def owner_text(owner: int) -> str:
    """A citizen's owner in words: a seat name, 'grey', or '-' for an empty space."""
    return "grey" if owner == GREY else "-" if owner == EMPTY else SEATS[owner]


# --- dice -----------------------------------------------------------------------------------------------------
# Dice inside a district are codes colour * 8 + value, kept sorted: equal dice are interchangeable.


def die_code(colour: int, value: int) -> int:
    """The code of a die: colour * 8 + value."""
    return colour * 8 + value


def die_colour(code: int) -> int:
    """The colour index of a die code."""
    return code >> 3


def die_value(code: int) -> int:
    """The face value of a die code."""
    return code & 7


def die_text(code: int) -> str:
    """A die code as the spec writes it: 'R1' .. 'Y6'."""
    return DIE_TEXTS[code]


DIE_TEXTS = tuple(f"{LETTERS[code >> 3]}{code & 7}" for code in range(24))
"""The text of every die code, 'R1' .. 'Y6' (codes are colour * 8 + value)."""


def ref(district: int, code: int) -> tuple:
    """A die reference as actions name it: (district 0-4, colour letter, value)."""
    return (district, LETTERS[code >> 3], code & 7)


REFS = tuple(tuple(ref(district, code) for code in range(24)) for district in range(5))
"""REFS[district][code] == ref(district, code), built once."""


def ref_text(r: tuple) -> str:
    """A die reference (district, colour letter, value) as 'A:Y4'."""
    return f"{who(r[0])}:{r[1]}{r[2]}"


def refs_text(refs: tuple) -> str:
    """Die references joined for the log: 'A:Y4 + N:Y3'."""
    return " + ".join([f"{who(r[0])}:{r[1]}{r[2]}" for r in refs])


# --- phases -------------------------------------------------------------------------------------------------

SETUP, ROLL, EVENTS, BLACK, COUNTER, ACTIONS, OVER = range(7)
ACTIVATION, ROUND_END = 7, 8
"""Parts of play the engine dispatches to (state.PHASE_TABLE) but never stores in `state.phase`: an activity card
being carried out (inside the action phase, while `state.work` is not empty) and the end of a round (automatic)."""
PHASE_IDS = ("setup", "roll", "events", "black", "counter", "actions", "over")
"""How saved positions name the phases stored in `state.phase` (the JSON format; not for people)."""
PHASES = {
    SETUP: "setup: placing citizens",
    ROLL: "rolling the workforce dice",
    EVENTS: "events",
    BLACK: "rolling the black dice",
    COUNTER: "countering the black dice",
    ACTIONS: "actions",
    OVER: "game over",
    ACTIVATION: "carrying out an activity card",
    ROUND_END: "end of the round",
}
"""Phase id -> the phase in plain words."""

# --- actions --------------------------------------------------------------------------------------------------

KINDS = ("activate", "agriculture", "cathedral", "fight", "recruit")
"""The five action kinds of an action turn (TRY-9.3), as moves name them."""
INFLUENCE = ("reroll", "citizen", "flip", "flip_dice")
"""The influence spends (TRY-10.3), as moves name them."""
KIND_NAME = {"activate": "activity", "agriculture": "agriculture", "cathedral": "cathedral", "fight": "fight",
             "recruit": "recruit"}
"""Move kind -> the action's name in card and event texts (restrictions, surcharges, bans)."""

# Chance outcomes: a coloured die roll and a black die roll, each uniform over 1..6 (TRY-6.4, TRY-8.18).
ROLL_OUTCOMES = tuple((Action("roll", (v,)), 1 / 6) for v in range(1, 7))
BLACK_OUTCOMES = tuple((Action("black", (v,)), 1 / 6) for v in range(1, 7))
ROLL_ACTIONS = tuple(a for a, _ in ROLL_OUTCOMES)
BLACK_ACTIONS = tuple(a for a, _ in BLACK_OUTCOMES)

PASS = Action("pass")
CITIZEN = Action("citizen")
FLIP = Action("flip")
DONE = Action("done")
PENALTY = Action("penalty")
CONVERT = Action("convert")
DECLINE = Action("decline")
IMMEDIATE = Action("immediate")
STORE = Action("store")
AGRICULTURE = Action("agriculture")
CATHEDRAL = Action("cathedral")

REROLL_ACTIONS = tuple({code: Action("reroll", ((seat, LETTERS[code >> 3], code & 7),))
                        for code in range(24) if 1 <= code & 7 <= 6} for seat in range(4))
"""REROLL_ACTIONS[seat][code]: the reroll of one of the seat's dice, built once."""
USE_ACTIONS = tuple(tuple(Action("use", ((p, LETTERS[code >> 3], code & 7),)) for code in range(24))
                    for p in range(4))
"""USE_ACTIONS[seat][code]: `use` of one of the seat's dice in a counter, built once."""

def die(district: int | str, colour: str, value: int) -> tuple:
    """A die as moves name it, (district, colour letter, value): `die("A", "Y", 4)`; "N" is the neutral district."""
    if isinstance(district, str):
        district = NEUTRAL if district.strip().upper() in ("N", "NEUTRAL") else SEATS.index(district.strip().upper())
    return (district, colour.upper(), value)


def group(*dice: tuple) -> Action:
    """A `group` move from dice (any order): `group(die("A", "Y", 4), die("N", "Y", 3))`."""
    return Action("group", tuple(sorted(dice, key=lambda r: (r[0], "RWY".index(r[1]), r[2]))))


# --- stable action codes (rulebook.core.action_codec), for OpenSpiel and learning -----------------------------

MAX_OPTIONS = 4
"""The most choices one activity card's question offers (`option 0` .. `option 3`; the printed cards offer 2)."""


@functools.cache
def action_space(activity_ids: Sequence[str], event_ids: Sequence[str]) -> ActionSpace:
    """Every Troyes move and chance outcome with a stable code, for a card set whose activity and event card ids
    are these (in the card file's order; `cards.ACTION_SPACE` is this for the shipped cards).

    A die is (district 0-4, colour letter, value 1-6), 4 being the neutral district; a group, a flip of several
    dice and an event's discard are 1-3 dice in the order `group()` writes them (repeats allowed: two equal dice
    are one die twice); `take` is the black die to counter first, then the others taken with it (1-6 values:
    at most 6 black dice)."""
    die = TupleOf(IntRange(0, DISTRICTS - 1), Choice(*LETTERS), IntRange(1, 6))
    own = TupleOf(IntRange(0, MAX_SEATS - 1), Choice(*LETTERS), IntRange(1, 6))
    activity, event = Choice(*activity_ids), Choice(*event_ids)
    building = Choice("palace", "bishopric", "city_hall")
    value = IntRange(1, 6)
    plain = ("citizen", "flip", "agriculture", "cathedral", "pass", "done", "penalty", "convert", "decline",
             "immediate", "store")
    return ActionSpace({
        **{kind: () for kind in plain},
        "reroll": (own,), "flip_dice": MultisetOf(own, 1, 3), "use": (own,), "discard": MultisetOf(own, 1, 3),
        "group": MultisetOf(die, 1, 3), "activate": (activity,), "cube": (activity,), "fight": (event,),
        "flag": (event,), "recruit": (building,), "place": (building, IntRange(1, 6)), "evict": (IntRange(1, 6),),
        "take": SequenceOf(value, 1, 6), "option": (IntRange(0, MAX_OPTIONS - 1),),
        "roll": (value,), "black": (value,),
    })


# --- small tuple helpers (states are tuples) --------------------------------------------------------------


def tuple_set(values: tuple, index: int, value: Any) -> tuple:
    """`values` with one item replaced (0 <= index < len(values))."""
    items = list(values)
    items[index] = value
    return tuple(items)


def tuple_add(values: tuple, index: int, delta: int) -> tuple:
    """`values` with `delta` added to one item (0 <= index < len(values))."""
    items = list(values)
    items[index] += delta
    return tuple(items)


# --- reading the written notation ---------------------------------------------------------------------------


def seat_index(value: Any, players: int, field: str = "seat") -> int:
    """A seat given by name ('A', 'b', ...) or number, checked against the number of players."""
    if type(value) is int and 0 <= value < players:
        return value
    if isinstance(value, str) and value.strip().upper() in SEATS[:players]:
        return SEATS.index(value.strip().upper())
    raise PositionError(field, f"{value!r} is not a seat of this {players}-player game",
                        ", ".join(SEATS[:players]) + f" (or 0-{players - 1})")


def district_index(value: Any, players: int, field: str = "district") -> int:
    """A district: a seat's (by name or number) or the neutral one ('N', 'neutral' or 4); the picture's ids
    ('district-A', 'district-N') too."""
    if isinstance(value, str) and value.strip().lower().startswith("district-"):
        value = value.strip()[9:]
    if value == NEUTRAL or (isinstance(value, str) and value.strip().lower() in ("n", "neutral")):
        return NEUTRAL
    try:
        return seat_index(value, players, field)
    except PositionError:
        raise PositionError(field, f"{value!r} is not a district", ", ".join(SEATS[:players]) + " or N (neutral)") \
            from None


def words(value: Any, field: str) -> list[str]:
    """Names written "A B grey" or given as a sequence."""
    if isinstance(value, str):
        return value.split()
    if isinstance(value, (list, tuple)) and all(isinstance(v, (str, int)) for v in value):
        return [str(v) for v in value]
    raise PositionError(field, f"{value!r}", "names separated by spaces, or a sequence of them")


def seats_named(value: Any, players: int, field: str) -> tuple[int, ...]:
    """Seats written "A B" or given as a sequence ("A", 1)."""
    if isinstance(value, (str, int)):
        value = value.split() if isinstance(value, str) else (value,)
    if not isinstance(value, (list, tuple, set, frozenset)):
        raise PositionError(field, f"{value!r}", "seats as 'A B' or a sequence of seats")
    return tuple(seat_index(v, players, field) for v in value)


def owner_named(token: str, players: int, field: str, empty: bool = False) -> int:
    """A citizen's owner code: a seat, 'grey', or '-' for an empty space (when `empty` is allowed)."""
    word = token.strip()
    if word.lower() in ("grey", "gray"):
        return GREY
    if word == "-" and empty:
        return EMPTY
    try:
        return seat_index(word, players, field)
    except PositionError:
        raise PositionError(field, f"{token!r} is not a citizen",
                            ", ".join(SEATS[:players]) + ", grey" + (" or - (empty)" if empty else "")) from None


def dice_named(text: Any, field: str) -> tuple[int, ...]:
    """Die codes, sorted, from dice written "R2 Y4" (a colour letter and a value 1-6 each)."""
    codes = []
    for token in words(text, field):
        if len(token) != 2 or token[0].upper() not in LETTERS or token[1] not in "123456":
            raise PositionError(field, f"{token!r} is not a die", "a colour letter R/W/Y and a value 1-6, e.g. 'Y4'")
        codes.append(die_code(COLOUR_OF_LETTER[token[0].upper()], int(token[1])))
    return tuple(sorted(codes))


def colour_named(value: Any, field: str) -> int:
    """A colour index from 'red', 'white', 'yellow' or a letter R, W, Y (any case)."""
    if isinstance(value, str):
        word = value.strip()
        if word.upper() in COLOUR_OF_LETTER:
            return COLOUR_OF_LETTER[word.upper()]
        if word.lower() in COLOUR_OF_NAME:
            return COLOUR_OF_NAME[word.lower()]
    raise PositionError(field, f"{value!r} is not a colour", "red, white, yellow (or R, W, Y)")


def by_seat(values: Any, players: int, default: Any, field: str) -> dict[int, Any]:
    """A per-seat argument (a mapping seat -> value, or a sequence in seat order) as seat index -> value."""
    out = {s: default for s in range(players)}
    if values is None:
        return out
    if isinstance(values, Mapping):
        for key, value in values.items():
            out[seat_index(key, players, field)] = value
        return out
    if isinstance(values, (list, tuple)) and len(values) == players:
        return dict(enumerate(values))
    raise PositionError(field, f"{values!r}", f"a mapping seat -> value, or {players} values in seat order")


def numbers_by_seat(values: Any, players: int, default: int, field: str, lo: int, hi: int) -> tuple[int, ...]:
    """A whole number per seat, each within lo..hi (seats left out get `default`)."""
    out = by_seat(values, players, default, field)
    for s, value in out.items():
        if type(value) is not int or not lo <= value <= hi:
            raise PositionError(field, f"{SEATS[s]} has {value!r}", f"{lo}-{hi}")
    return tuple(out[s] for s in range(players))
