"""Fixed geometry and encodings of the Troyes table: colours, buildings, districts, dice codes, phases.

Everything here is a small integer so that states stay tuples of ints and copying them is cheap.
"""

from __future__ import annotations

from rulebook.core import Action

# Colours of dice, buildings and activity cards share one index (TRY-1.3).
RED, WHITE, YELLOW = 0, 1, 2
COLOURS = ("red", "white", "yellow")
LETTERS = "RWY"
COLOUR_OF_LETTER = {"R": RED, "W": WHITE, "Y": YELLOW}
COLOUR_OF_NAME = {"red": RED, "white": WHITE, "yellow": YELLOW}

# Buildings: Palace = red, Bishopric = white, City Hall = yellow (TRY-1.3); building index == colour index.
PALACE, BISHOPRIC, CITY_HALL = 0, 1, 2
BUILDINGS = ("palace", "bishopric", "city_hall")
BUILDING_TITLES = ("Palace", "Bishopric", "City Hall")
BUILDING_OF_NAME = {name: i for i, name in enumerate(BUILDINGS)}
SPACES = 6  # per building (TRY-1.2), numbered 1..6 (TRY-1.4)

# Citizen owners on building spaces: seats 0..3, GREY for neutral citizens, EMPTY during setup.
MAX_SEATS = 4
GREY = 4
EMPTY = -1
NEUTRAL = 4  # the neutral district's index; districts 0..3 are the seats' (unused seats stay empty)
DISTRICTS = 5
SEAT_NAMES = "ABCD"


def who(district: int) -> str:
    """'A'..'D' for a seat, 'N' for the neutral district (the spec's letters)."""
    return "N" if district == NEUTRAL else SEAT_NAMES[district]


# Dice inside a district are codes colour * 8 + value, kept sorted: equal dice are interchangeable.
def die_code(colour: int, value: int) -> int:
    return colour * 8 + value


def die_colour(code: int) -> int:
    return code >> 3


def die_value(code: int) -> int:
    return code & 7


def die_text(code: int) -> str:
    return DIE_TEXTS[code]


DIE_TEXTS = tuple(f"{LETTERS[code >> 3]}{code & 7}" for code in range(24))
"""The text of every die code, 'R1' .. 'Y6' (codes are colour * 8 + value)."""


def ref_text(ref: tuple) -> str:
    """A die reference (district, colour letter, value) as 'A:Y4'."""
    return f"{who(ref[0])}:{ref[1]}{ref[2]}"


# Activity-card slots: colour * 3 + level - 1 (9 slots, one card each per game, TRY-2.9).
LEVELS = ("I", "II", "III")
LEVEL_OF_NAME = {"I": 1, "II": 2, "III": 3}


def slot_of(colour: int, level: int) -> int:
    return colour * 3 + level - 1


# Phases of the state machine.
SETUP, ROLL, EVENTS, BLACK, COUNTER, ACTIONS, OVER = range(7)
PHASES = ("setup", "roll", "events", "black", "counter", "actions", "over")

# Action kinds of the action phase (TRY-9.3) and the names actions use for them.
KINDS = ("activate", "agriculture", "cathedral", "fight", "recruit")

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
