"""A game's log in the reader's language.

The engines write their log in English, as they play, and keep it that way: the log is part of a state, its
English is what the pinned games hash and what a saved game holds, and a state does not know who will read it. The
catalogue of each game holds the log's *templates* under the context `i18n.LOG_CONTEXT`, which tools/i18n.py reads
from the engine's own f-strings with `ast`: ``w.note(f"keeps {w.name(card)}", …)`` becomes the message
``"keeps {card}"``. To show a stored line in another language, `log_text` finds the template that wrote it, reads
the values back out of the line, and puts each value into the language in use too:

- a number, a list of numbers or a board label (``3``, ``[2, 0, 1]``, ``H3(9)``, ``Y1``) stays as it is;
- a name the catalogue knows (a card, a seat, a word of the board or of the moves, a piece of a log line such as
  ``" (final round)"``) takes its translation;
- a phrase that is itself a log line (a text one line quotes) is matched again, and ``"a, b, c"`` item by item.

Where a line splits more than one way (``"turn {turn}{detail}"``), the earliest placeholder takes the longest value
whose words all translate. A line no template explains, or whose template or values have no translation yet,
shows in English after `i18n.MARKER`: never a blank, never a half-translated sentence.
"""

from __future__ import annotations

import functools
import re
import string
from typing import Any, NamedTuple

from babel.messages.pofile import read_po

from . import i18n

NUMBERS = re.compile(r"[-+]?\d+(?:\.\d+)?|[\[(][-+\d, .]*[\])]")
"""A value that reads the same in every language: a number, or a list or tuple of numbers."""
LABEL = re.compile(r"[A-Z][A-Za-z-]*\d[\w-]*(?:\(\d+\))?")
"""A board label or a card's code: letters then digits (``H3(9)``, ``I11``, ``P12``, ``Y1``, ``ACT-W-I-3``)."""
NAME_CONTEXTS = (i18n.LOG_CONTEXT, i18n.card_context("name"), i18n.SEAT_CONTEXT, i18n.BOARD_CONTEXT,
                 i18n.MOVE_CONTEXT)
"""Where a value's translation is looked for, in this order."""
ITEM_SEPARATOR = ", "
"""How the engines list items inside a line."""
ITEM_JOINER = {"zh-Hant": "、"}
"""How a translated list joins its items, per language (else `ITEM_SEPARATOR`)."""
MAX_DEPTH = 3
"""How deep a line may quote another line."""


class Template(NamedTuple):
    """One log template: its English, its literal pieces and placeholder names in turn, and a quick pattern."""

    english: str
    literals: tuple[str, ...]
    names: tuple[str, ...]
    pattern: re.Pattern[str]


def _template(english: str) -> Template:
    literals, names = [""], []
    for literal, name, _, _ in string.Formatter().parse(english):
        literals[-1] += literal
        if name is not None:
            names.append(name)
            literals.append("")
    pattern = re.compile("(.*?)".join(re.escape(text) for text in literals), re.DOTALL)
    return Template(english, tuple(literals), tuple(names), pattern)


@functools.cache
def templates(domain: str) -> tuple[Template, ...]:
    """Every log template of a game with at least one placeholder, those with the most literal words first."""
    path = i18n.LOCALE_DIR / f"{domain}.pot"
    if not path.is_file():
        return ()
    with path.open("rb") as handle:
        catalog = read_po(handle, domain=domain)
    found = [_template(m.id) for m in catalog if m.id and m.context == i18n.LOG_CONTEXT and "{" in m.id]
    return tuple(sorted((t for t in found if t.names), key=lambda t: -sum(map(len, t.literals))))


def log_text(domain: str, english: str, lang: str | None = None) -> str:
    """One stored log line of a game (its English, as the engine wrote it) in the language in use (or `lang`).

    English comes back unchanged. A line whose template or values have no translation comes back in English after
    `i18n.MARKER`."""
    code = i18n.normalize(lang) if lang is not None else i18n.get_language()
    if code == i18n.SOURCE_LANGUAGE:
        return english
    found = _line(domain, english, code, 0)
    return found if found is not None else i18n.MARKER + english


def log_entry_text(game: Any, entry: Any, lang: str | None = None) -> str:
    """A log entry as a reader sees it: the seat by the game's name, the line in the language in use, the rules it
    cites (``"紅方：擲出 8 點生產 [CBA-6.1]"``)."""
    code = i18n.normalize(lang) if lang is not None else i18n.get_language()
    with i18n.language(code):
        who = "" if entry.player is None else i18n.seat_name(game, entry.player) + (
            ": " if code == i18n.SOURCE_LANGUAGE else "：")
        cited = f" [{', '.join(entry.rule_ids)}]" if entry.rule_ids else ""
        return who + log_text(game.__name__.rsplit(".", 1)[-1], entry.text) + cited


def is_explained(domain: str, english: str, lang: str) -> bool:
    """True when a log line translates fully into `lang`: a template explains it and every value translates."""
    return _line(domain, english, i18n.normalize(lang), 0) is not None


def _line(domain: str, text: str, code: str, depth: int) -> str | None:
    """A whole line (or a piece of one) translated, or None when it cannot be."""
    whole = i18n.lookup(text.replace("{", "{{").replace("}", "}}"), domain, i18n.LOG_CONTEXT, code)
    if whole is not None:
        return whole.replace("{{", "{").replace("}}", "}")
    for template in templates(domain):
        if not template.pattern.fullmatch(text):
            continue
        translated = i18n.lookup(template.english, domain, i18n.LOG_CONTEXT, code)
        if translated is None:
            continue
        values = _values(template, text, lambda value: _value(domain, value, code, depth))
        if values is not None:
            return translated.format(**values)
    return None


def _values(template: Template, text: str, translate: Any) -> dict[str, str] | None:
    """The placeholders' values read out of `text` and translated, or None when no split translates fully."""
    literals, names = template.literals, template.names
    if not text.startswith(literals[0]):
        return None

    def fill(i: int, start: int) -> dict[str, str] | None:
        if i == len(names):
            return {} if start == len(text) else None
        after, last = literals[i + 1], i == len(names) - 1
        ends = [len(text) - len(after)] if last and text.endswith(after) else [] if last else \
            [e for e in range(len(text) - len(after), start - 1, -1) if text.startswith(after, e)]
        for end in ends:
            if end < start:
                continue
            value = translate(text[start:end])
            if value is None:
                continue
            rest = fill(i + 1, end + len(after))
            if rest is not None:
                rest[names[i]] = value
                return rest
        return None

    return fill(0, len(literals[0]))


def _value(domain: str, value: str, code: str, depth: int) -> str | None:
    """One value of a line in `code`: as it is (numbers, labels), by name, as a line of its own, or item by item."""
    if not value or NUMBERS.fullmatch(value) or LABEL.fullmatch(value):
        return value
    for context in NAME_CONTEXTS:
        found = i18n.lookup(value, domain, context, code)
        if found is not None:
            return found
    if depth < MAX_DEPTH:
        found = _line(domain, value, code, depth + 1)
        if found is not None:
            return found
        if ITEM_SEPARATOR in value:
            items = [_value(domain, item, code, depth + 1) for item in value.split(ITEM_SEPARATOR)]
            if None not in items:
                return ITEM_JOINER.get(code, ITEM_SEPARATOR).join(items)  # type: ignore[arg-type]
    return None
