"""What changed between two positions, read off their JSON: "players.1.money: 5 → 15"."""

from __future__ import annotations

import html
import json
from collections.abc import Iterator
from typing import Any

SKIP = ("log",)


def changes(before: Any, after: Any, skip: tuple[str, ...] = SKIP, limit: int = 60) -> list[tuple[str, Any, Any]]:
    """Changed leaves (path, old, new) between two states, their JSON texts, or parsed JSON values."""
    old, new = _parsed(before), _parsed(after)
    out = []
    for item in _walk(old, new, ""):
        if item[0].split(".", 1)[0] in skip:
            continue
        out.append(item)
        if len(out) >= limit:
            break
    return out


def _parsed(value: Any) -> Any:
    if hasattr(value, "to_json"):
        value = value.to_json()
    return json.loads(value) if isinstance(value, str) else value


def _walk(old: Any, new: Any, path: str) -> Iterator[tuple[str, Any, Any]]:
    if isinstance(old, dict) and isinstance(new, dict):
        for key in sorted(set(old) | set(new), key=str):
            yield from _walk(old.get(key), new.get(key), f"{path}.{key}" if path else str(key))
    elif isinstance(old, list) and isinstance(new, list) and len(old) == len(new):
        for i, (a, b) in enumerate(zip(old, new)):
            yield from _walk(a, b, f"{path}.{i}")
    elif old != new:
        yield path, old, new


def summary_changes(before: Any, after: Any, summary: Any) -> list[tuple[str, Any, Any]]:
    """Changed entries of an engine's `summary(state)` (the numbers a player reads off the table)."""
    old, new = summary(before), summary(after)
    return [(key, old.get(key), new.get(key)) for key in dict.fromkeys([*old, *new]) if old.get(key) != new.get(key)]


def changes_html(before: Any, after: Any, summary: Any = None) -> str:
    """The changes as a small table; numbers going up are green, going down red.

    With the engine's `summary` hook the rows are the table's numbers ("P1 money"); otherwise the changed fields of
    the saved state.
    """
    rows = summary_changes(before, after, summary) if summary is not None else changes(before, after)
    if not rows:
        return "<div class='rb-changes'><i>Nothing changed on the table.</i></div>"
    cells = []
    for path, old, new in rows:
        colour = ""
        if isinstance(old, int) and isinstance(new, int) and not isinstance(old, bool):
            colour = "#e6f4ea" if new > old else "#fce8e6"
        cells.append(f"<tr style='background:{colour or '#fff8e1'}'><td><code>{html.escape(path)}</code></td>"
                     f"<td>{_show(old)}</td><td>→</td><td><b>{_show(new)}</b></td></tr>")
    return "<table class='rb-changes'>" + "".join(cells) + "</table>"


def _show(value: Any) -> str:
    text = "—" if value is None else json.dumps(value, ensure_ascii=False)
    return html.escape(text if len(text) <= 80 else text[:77] + "…")
