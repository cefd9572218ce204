"""Small helpers shared by the FAQ scripts: dice in a row, log slices, readable facts about a position."""

from __future__ import annotations

from typing import Any

from rulebook.core import LogEntry, Scenario

from . import model as M
from .actions import A
from .board import RESOURCES


def roll(sc: Scenario, kind: str, *values: Any) -> Any:
    """Play scripted chance outcomes of one kind: roll(sc, 'landing', 3, 9, 8)."""
    for v in values:
        sc.do(A(kind, v))
    return sc.state


def new_entries(before: Any, after: Any) -> tuple[LogEntry, ...]:
    """Log entries written between two states of the same game."""
    n = before.log_chain.length if before.log_chain else 0
    return after.log[n:]


def count_text(entries: tuple[LogEntry, ...], text: str) -> int:
    return sum(text in e.text for e in entries)


def barbarians(s: Any, *hexes: int) -> tuple[int, ...]:
    return tuple(s.barb[h] for h in hexes)


def conquered(s: Any, h: int) -> bool:
    return bool(s.cmask & (1 << h))


def cards(s: Any, p: int) -> int:
    return M.hand_size(s, p)


def res(s: Any, p: int, name: str) -> int:
    return s.hands[p][RESOURCES.index(name)]


def resource_of(s: Any, h: int) -> str:
    return RESOURCES[s.cfg.hex_resource[h]]


def legal(s: Any, action: Any) -> bool:
    return s.explain(action).legal


def building_down(s: Any, i: int) -> bool:
    return M.building_conquered(s.cmask, i)
