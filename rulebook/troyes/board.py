"""The fixed table of Troyes: three buildings of six spaces, five districts, the cathedral, nine activity slots.

Building i takes dice of colour i (Palace red, Bishopric white, City Hall yellow, TRY-1.3). A state keeps the 18
building spaces in one tuple (`building * 6 + space - 1`), the cathedral in another (`(level - 1) * 6 + column - 1`,
the column being a die value, TRY-1.12, TRY-1.13) and the activity cards by slot (`colour * 3 + level - 1`,
TRY-2.9). The names here are the ones people use and the position builder accepts.
"""

from __future__ import annotations

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
