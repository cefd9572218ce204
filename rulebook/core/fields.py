"""What a position is made of, described as data: the fields of a game's `position(...)` builder.

A game lists its builder's keyword arguments as `POSITION_FIELDS`, each a `Field` saying what kind of value it
takes, in the game's own words (seats by name, places by their printed ids, cards by name). The position editor
builds one control per field from this description; `position_args(state)` gives the current values in the same
shapes, and `position(**args)` checks them (a `PositionError` names the field and what it allows).

Value shapes by kind (seats and places are the game's own names, e.g. "Red", "I11", "Palace 3"):

    number        int from lo to hi                            {"turn": 12}
    choice        one of choices                               {"to_move": "Blue"}
    flag          True or False                                {"final_round": False}
    seat_numbers  {seat: int from lo to hi}                    {"gold": {"Red": 2}}
    place_values  {place: one of choices}                      {"settlements": {"I11": "Red"}}
    place_numbers {place: int from lo to hi}                   {"barbarians": {"H3": 2}}
    seat_items    {seat: [item, ...]} items from choices       {"hands": {"Red": ["brick", "grain"]}}
    items         [item, ...] from choices, in order           {"event_row": ["Heresy", "Drought"]}
    place_items   {place: [item, ...]} items from choices      {"district": {"P1 r1c1": ["Mint"]}}

Keys left out of a mapping mean "nothing there" (no building, no barbarian, an empty hand).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

KINDS = ("number", "choice", "flag", "seat_numbers", "place_values", "place_numbers", "seat_items", "items",
         "place_items")
"""Every kind of field a position builder may declare."""


@dataclass(frozen=True)
class Field:
    """One keyword argument of a game's `position(...)`: its kind, what it may hold, and how to show it."""

    name: str
    label: str
    kind: str
    group: str = ""
    """A heading that gathers related fields in the editor ("Board", "Players", "Cards")."""
    help: str = ""
    lo: int = 0
    hi: int = 0
    choices: tuple = ()
    """The allowed values (choice, place_values) or items (seat_items, items, place_items)."""
    places: tuple[str, ...] = ()
    """The allowed keys of place_values / place_numbers / place_items, by their printed ids."""
    seats: tuple[str, ...] = ()
    """The allowed keys of seat_numbers / seat_items: the game's seat names."""
    max_items: int = 0
    """The most items a list may hold (0: no limit beyond the game's own checks)."""

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise ValueError(f"field {self.name}: kind {self.kind!r} is not one of {', '.join(KINDS)}")

    def empty(self) -> Any:
        """The value meaning "nothing here" for this field's shape."""
        return {"number": self.lo, "choice": self.choices[0] if self.choices else None, "flag": False,
                "items": []}.get(self.kind, {})
