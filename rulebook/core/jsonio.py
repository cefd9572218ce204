"""Strict JSON in and out: bounded size and depth, no NaN, no duplicate keys, clear paths in errors.

Saved states and card files are untrusted input. Nothing here uses pickle or eval; every error names the
field (as a path such as ``players[1].money``) and what was expected.
"""

from __future__ import annotations

import json
import pathlib
from collections.abc import Iterable, Mapping
from typing import Any

MAX_BYTES = 5_000_000
MAX_DEPTH = 40


class JSONError(ValueError):
    """Malformed or out-of-range JSON input."""


def _no_constants(name: str) -> Any:
    raise JSONError(f"{name} is not allowed in JSON input")


def _no_duplicates(pairs: list[tuple[str, Any]]) -> dict:
    out: dict = {}
    for key, value in pairs:
        if key in out:
            raise JSONError(f"duplicate key {key!r}")
        out[key] = value
    return out


def _depth(value: Any) -> int:
    deepest, stack = 0, [(value, 1)]
    while stack:
        node, depth = stack.pop()
        deepest = max(deepest, depth)
        if isinstance(node, dict):
            stack.extend((v, depth + 1) for v in node.values())
        elif isinstance(node, list):
            stack.extend((v, depth + 1) for v in node)
    return deepest


def loads(text: str | bytes, *, max_bytes: int = MAX_BYTES, max_depth: int = MAX_DEPTH) -> Any:
    """Parse untrusted JSON, refusing oversized, over-deep, non-finite or duplicate-key input."""
    if not isinstance(text, (str, bytes, bytearray)):
        raise JSONError(f"expected JSON text, got {type(text).__name__}")
    if len(text) > max_bytes:
        raise JSONError(f"JSON input is {len(text):,} bytes; the limit is {max_bytes:,}")
    if isinstance(text, str):
        # Cheap upper bound on nesting before the recursive parser sees it.
        if text.count("[") + text.count("{") > max_depth and _bracket_depth(text) > max_depth:
            raise JSONError(f"JSON nests deeper than {max_depth} levels")
    try:
        value = json.loads(text, parse_constant=_no_constants, object_pairs_hook=_no_duplicates)
    except JSONError:
        raise
    except RecursionError:
        raise JSONError(f"JSON nests deeper than {max_depth} levels") from None
    except (ValueError, UnicodeDecodeError) as exc:
        raise JSONError(f"not valid JSON: {exc}") from None
    if _depth(value) > max_depth:
        raise JSONError(f"JSON nests deeper than {max_depth} levels")
    return value


def _bracket_depth(text: str) -> int:
    depth = deepest = 0
    in_string = escaped = False
    for ch in text:
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch in "[{":
            depth += 1
            if depth > deepest:
                deepest = depth
        elif ch in "]}":
            depth -= 1
    return deepest


def load_source(source: Any, what: str = "file") -> Any:
    """Parsed JSON from a path, JSON text, or an already-parsed object (a user's card file, say).

    A string starting with ``{`` or ``[`` is JSON text; any other short one-line string is a path. Everything is
    read through `loads`, so the same size, depth and strictness limits apply.
    """
    if isinstance(source, (dict, list)):
        return source
    if isinstance(source, (bytes, bytearray)):
        return loads(source)
    if isinstance(source, str) and source.lstrip()[:1] in ("{", "["):
        return loads(source)
    if isinstance(source, str) and (not source.strip() or "\n" in source or len(source) > 4096):
        raise JSONError(f"{what}: expected JSON text or the path of a {what}, got {source[:40]!r}")
    if not isinstance(source, (str, pathlib.Path)):
        raise JSONError(f"{what}: expected a path, JSON text or parsed JSON, got {type(source).__name__}")
    path = pathlib.Path(source)
    try:
        if path.stat().st_size > MAX_BYTES:
            raise JSONError(f"{what} {path} is larger than {MAX_BYTES:,} bytes")
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        reason = exc.strerror if isinstance(exc, OSError) else "not UTF-8 text"
        raise JSONError(f"cannot read {what} {path}: {reason}") from None
    return loads(text)


def dumps(value: Any) -> str:
    """Canonical JSON: sorted keys, no spaces, so equal states give byte-identical text."""
    return json.dumps(value, sort_keys=True, separators=(",", ":"), allow_nan=False, ensure_ascii=False)


# Field readers: each checks one value and names its path on failure --------------------------------


def obj(value: Any, path: str, required: Iterable[str], optional: Iterable[str] = ()) -> Mapping:
    """An object with exactly the required keys plus any of the optional ones."""
    if not isinstance(value, dict):
        raise JSONError(f"{path}: expected an object, got {_kind(value)}")
    required, optional = set(required), set(optional)
    missing = sorted(required - set(value))
    if missing:
        raise JSONError(f"{path}: missing field(s) {', '.join(missing)}")
    extra = sorted(set(value) - required - optional)
    if extra:
        raise JSONError(f"{path}: unknown field(s) {', '.join(extra)}")
    return value


def integer(value: Any, path: str, lo: int = 0, hi: int = 10**6) -> int:
    """A whole number (not a boolean) between `lo` and `hi`, or a JSONError naming `path`."""
    if type(value) is not int:
        raise JSONError(f"{path}: expected a whole number, got {_kind(value)}")
    if not lo <= value <= hi:
        raise JSONError(f"{path}: {value} is out of range {lo}..{hi}")
    return value


def boolean(value: Any, path: str) -> bool:
    """A JSON true or false, or a JSONError naming `path`."""
    if type(value) is not bool:
        raise JSONError(f"{path}: expected true or false, got {_kind(value)}")
    return value


def string(value: Any, path: str, choices: Iterable[str] | None = None, max_len: int = 200) -> str:
    """A string no longer than `max_len` (one of `choices` when given), or a JSONError naming `path`."""
    if not isinstance(value, str):
        raise JSONError(f"{path}: expected a string, got {_kind(value)}")
    if len(value) > max_len:
        raise JSONError(f"{path}: string longer than {max_len} characters")
    if choices is not None:
        choices = tuple(choices)
        if value not in choices:
            raise JSONError(f"{path}: {value!r} is not one of {', '.join(map(repr, choices))}")
    return value


def array(value: Any, path: str, min_len: int = 0, max_len: int = 10_000) -> list:
    """A list of `min_len` to `max_len` items, or a JSONError naming `path`."""
    if not isinstance(value, list):
        raise JSONError(f"{path}: expected a list, got {_kind(value)}")
    if not min_len <= len(value) <= max_len:
        raise JSONError(f"{path}: expected {min_len}..{max_len} items, got {len(value)}")
    return value


def _kind(value: Any) -> str:
    if value is None:
        return "null"
    return {bool: "a boolean", int: "a number", float: "a number", str: "a string", list: "a list",
            dict: "an object"}.get(type(value), type(value).__name__)
