"""Actions, rulings and the errors every engine raises.

An action is a small immutable value: a kind plus a tuple of arguments. It is hashable, so engines can keep
legal actions in tuples and sets, and it has a readable ``str`` for logs and widgets.
"""

from __future__ import annotations

from typing import Any, NamedTuple

CHANCE = -1
"""`state.current_player` at a chance node (a die roll, a card draw): nature moves, not a seat."""

TERMINAL = -2
"""`state.current_player` once the game is over."""


def _fmt(value: Any) -> str:
    if isinstance(value, tuple):
        return "(" + ", ".join(_fmt(v) for v in value) + ")"
    return str(value)


class Action(NamedTuple):
    """One move, or one outcome of a chance node.

    ``kind`` names the move (``"agriculture"``, ``"roll"``); ``args`` holds its parameters as plain values
    (ints, strings, nested tuples). Engines may subclass to print themselves more naturally.
    """

    kind: str
    args: tuple = ()

    def __str__(self) -> str:
        if not self.args:
            return self.kind
        return f"{self.kind} " + " ".join(_fmt(a) for a in self.args)

    def to_json(self) -> dict:
        """A JSON-ready form; tuples become lists."""
        return {"kind": self.kind, "args": _to_lists(self.args)}


def _to_lists(value: Any) -> Any:
    if isinstance(value, tuple):
        return [_to_lists(v) for v in value]
    return value


def _to_tuples(value: Any, path: str) -> Any:
    if isinstance(value, list):
        return tuple(_to_tuples(v, f"{path}[{i}]") for i, v in enumerate(value))
    if value is None or isinstance(value, (bool, int, str)):
        return value
    raise ValueError(f"{path}: expected a number, a string or a list, got {type(value).__name__}")


def action_from_json(data: Any, cls: type[Action] = Action, path: str = "action") -> Action:
    """Rebuild an action from ``Action.to_json()`` output, checking its shape."""
    if not isinstance(data, dict) or set(data) != {"kind", "args"}:
        raise ValueError(f"{path}: expected an object with exactly the keys 'kind' and 'args'")
    kind, args = data["kind"], data["args"]
    if not isinstance(kind, str) or not kind:
        raise ValueError(f"{path}.kind: expected a non-empty string")
    if not isinstance(args, list):
        raise ValueError(f"{path}.args: expected a list")
    return cls(kind, _to_tuples(args, f"{path}.args"))


class Ruling(NamedTuple):
    """The engine's answer to "may I do this, and why?": legality, a plain reason, and the rules it rests on."""

    legal: bool
    reason: str
    rule_ids: tuple[str, ...]

    def __str__(self) -> str:
        verdict = "legal" if self.legal else "illegal"
        return f"{verdict}: {self.reason} [{', '.join(self.rule_ids)}]"


class IllegalAction(ValueError):
    """Raised by ``state.apply`` for an action that is not legal; the state is left untouched."""

    def __init__(self, reason: str, rule_ids: tuple[str, ...] = (), action: Any = None):
        self.reason = reason
        self.rule_ids = tuple(rule_ids)
        self.action = action
        cited = f" [{', '.join(self.rule_ids)}]" if self.rule_ids else ""
        shown = f"{action}: " if action is not None else ""
        super().__init__(f"{shown}{reason}{cited}")

    @property
    def ruling(self) -> Ruling:
        """The refusal as a `Ruling` (legal=False), for views that show rulings and refusals alike."""
        return Ruling(False, self.reason, self.rule_ids)


class PositionError(ValueError):
    """A position that cannot exist (a knight at sea, 21 influence, a card twice): names the field and what is allowed.

    Raised by each game's `position(...)` builder and by edits of a position; nothing is built or changed.
    """

    def __init__(self, field: str, problem: str, allowed: str = ""):
        self.field = field
        self.problem = problem
        self.allowed = allowed
        super().__init__(f"{field}: {problem}" + (f" (allowed: {allowed})" if allowed else ""))
