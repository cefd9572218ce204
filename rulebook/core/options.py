"""Configurable rules: every `[ruling]` number of a spec becomes an `Option` with the spec's default."""

from __future__ import annotations

import copy
import difflib
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any


class OptionError(ValueError):
    """A bad option name or value; the message names it and what is allowed."""


Validator = Callable[[Any], "str | None"]


@dataclass(frozen=True)
class Option:
    """One variant knob: its default (the spec's), the rules it changes, and how to check a value."""

    name: str
    default: Any
    rule_ids: tuple[str, ...]
    doc: str
    choices: tuple | None = None
    check: Validator | None = None

    def validate(self, value: Any) -> Any:
        """The value checked against this option's type, range or choices; OptionError names what it allows."""
        if self.choices is not None and value not in self.choices:
            allowed = ", ".join(repr(c) for c in self.choices)
            raise OptionError(f"option {self.name}={value!r} is not allowed; choose one of {allowed}")
        if self.check is not None:
            try:
                problem = self.check(value)
            except (TypeError, ValueError, KeyError, AttributeError, IndexError):
                problem = "a value of the wrong shape"  # e.g. a list where numbers were expected
            if problem:
                raise OptionError(f"option {self.name}={value!r}: {problem}")
        return value


def resolve_options(game: str, options: Mapping[str, Option], given: Mapping[str, Any]) -> dict[str, Any]:
    """Defaults overlaid with ``given``, each checked; unknown names are rejected with the known ones."""
    unknown = sorted(set(given) - set(options), key=str)
    if unknown:
        hints = [f"did you mean {' or '.join(closest)}?" for closest in (closest_names(u, options) for u in unknown)
                 if closest]
        raise OptionError(f"{game} has no option {', '.join(map(repr, unknown))}"
                          + (f"; {' '.join(hints)}" if hints else "")
                          + f" (known options: {', '.join(sorted(options))})")
    resolved = {}
    for name, opt in options.items():
        value = given[name] if name in given else copy.deepcopy(opt.default)
        resolved[name] = opt.validate(value)
    return resolved


# Small reusable validators -------------------------------------------------------------------------


class IntBetween:
    """A validator for whole numbers from `lo` to `hi` (booleans refused); views read the bounds for their controls."""

    def __init__(self, lo: int, hi: int):
        self.lo, self.hi = lo, hi

    def __call__(self, value: Any) -> str | None:
        if type(value) is not int or not self.lo <= value <= self.hi:
            return f"expected a whole number from {self.lo} to {self.hi}"
        return None


class IntMap:
    """A validator for a mapping with exactly `keys`, each to a whole number from `lo` to `hi`."""

    def __init__(self, keys: tuple, lo: int, hi: int):
        self.keys, self.lo, self.hi = tuple(keys), lo, hi

    def __call__(self, value: Any) -> str | None:
        if not isinstance(value, Mapping) or set(value) != set(self.keys):
            return f"expected a mapping with keys {list(self.keys)}"
        for key in self.keys:
            if type(value[key]) is not int or not self.lo <= value[key] <= self.hi:
                return f"value for {key!r} must be a whole number from {self.lo} to {self.hi}"
        return None


def int_between(lo: int, hi: int) -> Validator:
    """A validator for whole numbers from `lo` to `hi` (booleans refused)."""
    return IntBetween(lo, hi)


def int_map(keys: tuple, lo: int, hi: int) -> Validator:
    """A mapping with exactly ``keys``, each to a whole number in [lo, hi]."""
    return IntMap(keys, lo, hi)


def closest_names(name: str, known: Iterable[str], limit: int = 3) -> list[str]:
    """The known names most like `name` (for "did you mean …?" answers to a misspelt option)."""
    known = list(known)
    squeezed = {k.replace("_", ""): k for k in known}
    exact = squeezed.get(str(name).replace("_", "").replace(" ", "").lower())
    close = difflib.get_close_matches(str(name), known, n=limit, cutoff=0.6)
    return list(dict.fromkeys(([exact] if exact else []) + close))[:limit]


def check_players(game: str, players: Any, allowed: tuple[int, ...]) -> int:
    """`players` checked against the counts a game allows; the error names the allowed counts."""
    if type(players) is not int or players not in allowed:
        raise OptionError(f"{game} is played by {', '.join(map(str, allowed))} players, not {players!r}")
    return players
