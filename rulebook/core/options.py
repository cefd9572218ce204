"""Configurable rules: every `[ruling]` number of a spec becomes an `Option` with the spec's default."""

from __future__ import annotations

import copy
from collections.abc import Callable, Mapping
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
    unknown = sorted(set(given) - set(options))
    if unknown:
        raise OptionError(f"{game} has no option {', '.join(map(repr, unknown))}; "
                          f"known options: {', '.join(sorted(options))}")
    resolved = {}
    for name, opt in options.items():
        value = given[name] if name in given else copy.deepcopy(opt.default)
        resolved[name] = opt.validate(value)
    return resolved


# Small reusable validators -------------------------------------------------------------------------


def int_between(lo: int, hi: int) -> Validator:
    """A validator for whole numbers from `lo` to `hi` (booleans refused)."""
    def check(value: Any) -> str | None:
        if type(value) is not int or not lo <= value <= hi:
            return f"expected a whole number from {lo} to {hi}"
        return None
    return check


def int_map(keys: tuple, lo: int, hi: int) -> Validator:
    """A mapping with exactly ``keys``, each to a whole number in [lo, hi]."""
    def check(value: Any) -> str | None:
        if not isinstance(value, Mapping) or set(value) != set(keys):
            return f"expected a mapping with keys {list(keys)}"
        for key in keys:
            if type(value[key]) is not int or not lo <= value[key] <= hi:
                return f"value for {key!r} must be a whole number from {lo} to {hi}"
        return None
    return check


def check_players(game: str, players: Any, allowed: tuple[int, ...]) -> int:
    """`players` checked against the counts a game allows; the error names the allowed counts."""
    if type(players) is not int or players not in allowed:
        raise OptionError(f"{game} is played by {', '.join(map(str, allowed))} players, not {players!r}")
    return players
