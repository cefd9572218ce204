"""The pieces a Tournay position is made of: seats, decks, and the action type.

Everything is a tuple so that a position is immutable and cheap to copy. Cards are physical indices into the
game's `CardSet`; colours are 0 (yellow), 1 (white), 2 (red); a district is a row-major tuple of stacks.
"""

from __future__ import annotations

from typing import NamedTuple

from rulebook.core import Action, LogEntry

NO_TOKEN, GREY, DAMAGE = 0, 4, 5
"""Occupant codes of a district space: 0 free, 1..3 own citizen of colour code-1, 4 grey token, 5 damage."""


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
        return len(self.unknown) + len(self.bottom) + (self.face_up >= 0)


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


class TLogEntry(LogEntry):
    """A log entry that names seats as the rules do, P1..Pn (the `player` field keeps the 0-based seat)."""

    __slots__ = ()

    def __str__(self) -> str:
        who = f"P{self.player + 1}: " if self.player is not None else ""
        cited = f" [{', '.join(self.rule_ids)}]" if self.rule_ids else ""
        return f"{who}{self.text}{cited}"
