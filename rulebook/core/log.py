"""Game logs: entries that cite rule IDs, stored as a shared chain so that `apply` stays cheap.

A state keeps only the newest link; every older state shares the links before it, so appending an entry
costs O(1) instead of copying the whole log on every move.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import NamedTuple


class LogEntry(NamedTuple):
    """One thing that happened, in plain words, with the rules that made it happen."""

    text: str
    rule_ids: tuple[str, ...] = ()
    player: int | None = None

    def __str__(self) -> str:
        who = f"P{self.player}: " if self.player is not None else ""
        cited = f" [{', '.join(self.rule_ids)}]" if self.rule_ids else ""
        return f"{who}{self.text}{cited}"

    def to_json(self) -> list:
        """A JSON-ready form: text, rule IDs and the seat (or null)."""
        return [self.text, list(self.rule_ids), self.player]


class LogChain(NamedTuple):
    """A link of the shared log chain: the newest entry and the chain before it (or None)."""

    entry: LogEntry
    parent: LogChain | None
    length: int


def log_append(chain: LogChain | None, entries: Iterable[LogEntry]) -> LogChain | None:
    """Return a chain with ``entries`` added after ``chain``; ``chain`` itself is unchanged."""
    for entry in entries:
        chain = LogChain(entry, chain, (chain.length if chain else 0) + 1)
    return chain


def log_entries(chain: LogChain | None) -> tuple[LogEntry, ...]:
    """All entries of a chain, oldest first."""
    out = []
    while chain is not None:
        out.append(chain.entry)
        chain = chain.parent
    out.reverse()
    return tuple(out)


def log_from_json(data: object, path: str = "log") -> LogChain | None:
    """Rebuild a chain from a list of ``LogEntry.to_json()`` items, checking every field."""
    if not isinstance(data, list):
        raise ValueError(f"{path}: expected a list of log entries")
    entries = []
    for i, item in enumerate(data):
        where = f"{path}[{i}]"
        if not (isinstance(item, list) and len(item) == 3):
            raise ValueError(f"{where}: expected [text, rule_ids, player]")
        text, ids, player = item
        if not isinstance(text, str):
            raise ValueError(f"{where}[0]: expected a string")
        if not (isinstance(ids, list) and all(isinstance(r, str) for r in ids)):
            raise ValueError(f"{where}[1]: expected a list of rule IDs")
        if player is not None and (type(player) is not int or not 0 <= player < 16):
            raise ValueError(f"{where}[2]: expected a seat number or null")
        entries.append(LogEntry(text, tuple(ids), player))
    return log_append(None, entries)
