"""The fixed table of Troyes: three buildings of six spaces, five districts, the cathedral, nine activity slots.

Building i takes dice of colour i (Palace red, Bishopric white, City Hall yellow, TRY-1.3). A state keeps the 18
building spaces in one tuple (`building * 6 + space - 1`), the cathedral in another (`(level - 1) * 6 + column - 1`,
the column being a die value, TRY-1.12, TRY-1.13) and the activity cards by slot (`colour * 3 + level - 1`,
TRY-2.9). The names here are the ones people use and the position builder accepts.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from rulebook.core import PositionError

from .pieces import EMPTY, GREY, owner_named, owner_text, seat_index, words

PALACE, BISHOPRIC, CITY_HALL = 0, 1, 2
BUILDINGS = ("palace", "bishopric", "city_hall")
"""How moves name the buildings (`recruit ("palace",)`, `place ("city_hall", 3)`)."""
BUILDING_TITLES = ("Palace", "Bishopric", "City Hall")
"""The buildings as printed."""
BUILDING_OF_NAME = {name: i for i, name in enumerate(BUILDINGS)}
SPACES = 6
"""Spaces per building (TRY-1.2), numbered 1..6: 1-3 on top, 4-6 below (TRY-1.4)."""
COLUMNS = 6
"""Cathedral columns, one per die value (TRY-1.13)."""

LEVELS = ("I", "II", "III")
"""Activity card levels, revealed one per round in rounds 1-3 (TRY-4.1)."""
LEVEL_OF_NAME = {"I": 1, "II": 2, "III": 3}
REVEALED_SLOTS = tuple(tuple(slot for slot in range(9) if slot % 3 < revealed) for revealed in range(4))
"""The activity slots face up when `revealed` levels are (slot = colour * 3 + level - 1)."""


def slot_of(colour: int, level: int) -> int:
    """The activity slot of a card of this colour index and level 1-3."""
    return colour * 3 + level - 1


def space_index(building: int, space: int) -> int:
    """Where space 1-6 of a building sits in `state.build`."""
    return building * 6 + space - 1


def cathedral_index(level: int, column: int) -> int:
    """Where level 1.., column 1-6 of the cathedral sits in `state.cath`."""
    return (level - 1) * 6 + column - 1


def building_of(name: str) -> int:
    """The building index of 'Palace', 'palace', 'City Hall', 'city_hall', ... (any case), or -1."""
    key = name.strip().lower().replace(" ", "_") if isinstance(name, str) else ""
    return BUILDING_OF_NAME.get(key, -1)


def building_index(value: Any, field: str = "building") -> int:
    """A building by name: Palace, Bishopric or City Hall (any case; 'city_hall' too)."""
    index = building_of(value) if isinstance(value, str) else -1
    if index < 0:
        raise PositionError(field, f"{value!r} is not a building", ", ".join(BUILDING_TITLES))
    return index


def spaces_named(text: Any, players: int, field: str, empty: bool) -> list[int]:
    """The six spaces of a building written "grey A A B C C" (spaces 1-6; '-' is empty, during setup only)."""
    tokens = words(text, field)
    if len(tokens) != SPACES:
        raise PositionError(field, f"{len(tokens)} spaces given", "six: a seat, grey, or - (empty, setup only)")
    return [owner_named(t, players, field, empty) for t in tokens]


def cathedral_named(rows: Mapping[Any, Any] | None, players: int, levels: int) -> tuple[int, ...]:
    """The cathedral from level -> its six columns written "- A - - A -", or (level, column) -> seat, or the picture's
    space id ('cathedral-2-5') -> seat; "grey" is a neutral cube (Traveling Builders)."""
    cath = [EMPTY] * (levels * COLUMNS)
    for key, value in (rows or {}).items():
        named = key
        if isinstance(key, str) and re.match(r"^cathedral-[0-9]+-[0-9]+$", key.strip()):  # the picture's space id
            key = tuple(int(part) for part in key.strip().split("-")[1:])
        if isinstance(key, tuple) and len(key) == 2:  # (level, column) -> seat
            level, column = key
            if type(level) is not int or not 1 <= level <= levels or type(column) is not int or not 1 <= column <= 6:
                raise PositionError("cathedral", f"{named!r} is not a space of the cathedral",
                                    f"cathedral-1-1 .. cathedral-{levels}-6: levels 1-{levels}, columns 1-6; "
                                    f"or (level 1-{levels}, column 1-6)")
            cath[cathedral_index(level, column)] = _cube_owner(value, players, f"cathedral[{key!r}]")
        elif type(key) is int and 1 <= key <= levels:  # level -> six columns
            field = f"cathedral[{key}]"
            tokens = words(value, field)
            if len(tokens) != COLUMNS:
                raise PositionError(field, f"{len(tokens)} columns given", "six: a seat or - (free)")
            for column, token in enumerate(tokens, start=1):
                cath[cathedral_index(key, column)] = EMPTY if token == "-" else _cube_owner(token, players, field)
        else:
            raise PositionError("cathedral", f"{key!r} is not a level or a space", f"levels 1-{levels}, or "
                                "(level, column)")
    return tuple(cath)


def _cube_owner(value: Any, players: int, field: str) -> int:
    """A cube's owner: a seat by name or number, or "grey" for a neutral cube."""
    if isinstance(value, str) and value.strip().lower() in ("grey", "gray"):
        return GREY
    return seat_index(value, players, field)


def cathedral_rows(cath: tuple[int, ...], levels: int) -> dict[int, str]:
    """The levels holding a cube, written as `cathedral_named` reads them."""
    rows = {}
    for level in range(1, levels + 1):
        row = cath[(level - 1) * 6:level * 6]
        if any(o >= 0 for o in row):
            rows[level] = " ".join("-" if o < 0 else owner_text(o) for o in row)
    return rows
