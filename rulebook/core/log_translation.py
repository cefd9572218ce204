"""A game's log in the reader's language.

The engines write their log in English, as they play, and keep it that way: the log is part of a state, its
English is what the pinned games hash and what a saved game holds, and a state does not know who will read it. The
catalogue of each game holds the log's *templates* under the context `i18n.LOG_CONTEXT`, which tools/i18n.py reads
from the engine's own f-strings with `ast`: ``w.note(f"keeps {w.name(card)}", …)`` becomes the message
``"keeps {card}"``. To show a stored line in another language, `log_text` finds the template that wrote it, reads
the values back out of the line, and puts each value into the language in use too:

- a value without a word (a number, a list of numbers, a board label: ``3``, ``[2, 0, 1]``, ``H3(9)``, ``Y1``) stays
  as it is;
- a name the catalogue knows (a card, a seat, a word of the board or of the moves, a piece of a log line such as
  ``" (final round)"``) takes its translation;
- a phrase that is itself a log line (a text one line quotes) is matched again, and ``"a, b, c"`` item by item.

Where a line splits more than one way (``"turn {turn}{detail}"``), the earliest placeholder takes the longest value
whose words all translate; inside a quoted phrase or a list item no value holds the list separator, so ``"2 own, 1
from P3"`` is two items (``"{own} own"``, ``"{m} from P{j}"``), not one item whose count is ``"2 own, 1"``. A line no
template explains, or whose template or values have no translation yet, shows in English after `i18n.MARKER`: never
a blank, never a half-translated sentence.
"""

from __future__ import annotations

import functools
import re
import string
from typing import Any, NamedTuple

from babel.messages.pofile import read_po

from . import i18n

WORD = re.compile(r"[A-Za-z]{2,}")
"""A word. A value without one reads the same in every language: a number, a list of numbers, a board label or a
card's code, a dice reference (``3``, ``[2, 0, 1]``, ``H3(9)``, ``I11``, ``ACT-W-I-3``, ``A:R1 + N:R5``)."""
NAME_CONTEXTS = (i18n.LOG_CONTEXT, i18n.card_context("name"), i18n.SEAT_CONTEXT, i18n.BOARD_CONTEXT,
                 i18n.MOVE_CONTEXT)
"""Where a value's translation is looked for, in this order."""
LISTS = ((", ", {"zh-Hant": "、"}), ("; ", {"zh-Hant": "；"}), (" and ", {"zh-Hant": "和"}))
"""How the engines join the items of a list inside a line, and how each language joins them again (the English
separator where a language names none)."""
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


def log_text(game: Any, english: str, lang: str | None = None) -> str:
    """One stored log line of a game (its module or name; the English as the engine wrote it) in the language in
    use (or `lang`).

    English comes back unchanged. A line whose template or values have no translation, or a game without a
    catalogue (a toy game a test registers), comes back in English after `i18n.MARKER`."""
    code = i18n.normalize(lang) if lang is not None else i18n.get_language()
    if code == i18n.SOURCE_LANGUAGE:
        return english
    domain = i18n.domain_of(game)
    found = _Reader(domain, code).line(english, 0) if domain in i18n.domains() else None
    return found.text if found is not None else i18n.MARKER + english


def log_entry_text(game: Any, entry: Any, lang: str | None = None) -> str:
    """A log entry as a reader sees it: the seat by the game's name, the line in the language in use, the rules it
    cites (``"紅：擲出 8 點生產 [CBA-6.1]"``)."""
    code = i18n.normalize(lang) if lang is not None else i18n.get_language()
    with i18n.language(code):
        cited = f" [{', '.join(entry.rule_ids)}]" if entry.rule_ids else ""
        return seated_line(game, entry) + cited


def seated_line(game: Any, entry: Any, who: str | None = None) -> str:
    """An entry's line in the language in use, set off by the name of its seat (`who`, by default the game's name
    for `entry.player`), unless the line already opens with that name: ``"Red: rolls 8 for production"``, but
    ``"Red receives 2 grain"`` rather than ``"Red: Red receives 2 grain"``. Only a name that is a word counts
    (Barbarian Attack's colours); a letter such as Troyes' seat "A" could be the line's first word."""
    line = log_text(game, entry.text)
    player = getattr(entry, "player", None)
    if player is None:
        return line
    seats = getattr(game, "SEATS", ())
    english = seats[player] if 0 <= player < len(seats) else ""
    if WORD.fullmatch(english) and entry.text.startswith(english + " "):
        return line
    return seat_prefix(i18n.seat_name(game, player) if who is None else who) + line


def seat_prefix(who: str) -> str:
    """A seat's name set off before its log line, as the language in use does it (``"Red: "``, ``"紅："``)."""
    return i18n.ui_text("log.seat", "{who}: ").format(who=who)


def is_explained(game: Any, english: str, lang: str) -> bool:
    """True when a log line of a game translates fully into `lang`: a template explains it and every value
    translates."""
    return _Reader(i18n.domain_of(game), i18n.normalize(lang)).line(english, 0) is not None


class Reading(NamedTuple):
    """A line or a value translated, and how doubtful the reading is: the number of values without words that hold
    a space other than a list's (``"1 1"`` read as one count in ``"offers player 1 1 ore for 2 lumber"``) in it.
    Of the templates that fit a line, the least doubtful reading wins; among equals, the template with the most
    words of its own."""

    text: str
    doubt: int


class _Reader:
    """Reads the lines of one game into one language, remembering each piece it has worked out: a line's values
    can be split many ways, and without the memory trying them all grows exponentially with the placeholders."""

    def __init__(self, domain: str, code: str):
        self.domain, self.code = domain, code
        self.lines: dict[tuple[str, int, str], Reading | None] = {}
        self.values: dict[tuple[str, int, str], Reading | None] = {}

    def line(self, text: str, depth: int, inside: str = "") -> Reading | None:
        """A whole line (or a phrase a line quotes) translated, or None when it cannot be. A phrase is never read
        through the template it stands in (`inside`): ``"{n} {k}"`` would otherwise read ``"1 1 lumber"`` as the
        count 1 of the thing "1 lumber"."""
        key = (text, depth, inside)
        if key not in self.lines:
            self.lines[key] = self._line(text, depth, inside)
        return self.lines[key]

    def _line(self, text: str, depth: int, inside: str) -> Reading | None:
        whole = i18n.lookup(text.replace("{", "{{").replace("}", "}}"), self.domain, i18n.LOG_CONTEXT, self.code)
        if whole is not None:
            return Reading(whole.replace("{{", "{").replace("}}", "}"), 0)
        best = None
        for template in templates(self.domain):
            if template.english == inside or not template.pattern.fullmatch(text) or (
                    not WORD.search(text) and not "".join(template.literals).strip()):
                continue  # "{n} {k}" says nothing of "1 1": a text without words is read only by literal words
            translated = i18n.lookup(template.english, self.domain, i18n.LOG_CONTEXT, self.code)
            found = self.split(template, text, depth) if translated is not None else None
            if found is not None and (best is None or found[0] < best.doubt):
                best = Reading(translated.format(**found[1]), found[0])  # type: ignore[union-attr]
                if not best.doubt:
                    break
        return best

    def split(self, template: Template, text: str, depth: int) -> tuple[int, dict[str, str]] | None:
        """The placeholders' values read out of `text` and translated, with the doubt of the reading; None when no
        split translates fully. The least doubtful split wins; among equals, the one whose earlier placeholders hold
        more (``"turn 109"`` is turn 109, not turn 10 and a 9)."""
        literals, names = template.literals, template.names
        best: dict[tuple[int, int], tuple[int, dict[str, str]] | None] = {}

        def fill(i: int, start: int) -> tuple[int, dict[str, str]] | None:
            if i == len(names):
                return (0, {}) if start == len(text) else None
            if (i, start) not in best:
                after, found = literals[i + 1], None
                ends = range(len(text) - len(after), start - 1, -1) if i < len(names) - 1 else \
                    [len(text) - len(after)] if text.endswith(after) else []
                for end in ends:
                    if end < start or not text.startswith(after, end):
                        continue
                    value = text[start:end]
                    reading = None if depth and _is_list(value) else self.value(value, depth, template.english)
                    rest = fill(i + 1, end + len(after)) if reading is not None else None
                    if rest is not None and (found is None or reading.doubt + rest[0] < found[0]):  # type: ignore
                        found = (reading.doubt + rest[0], {**rest[1], names[i]: reading.text})  # type: ignore
                best[(i, start)] = found
            return best[(i, start)]

        return fill(0, len(literals[0])) if text.startswith(literals[0]) else None

    def value(self, value: str, depth: int, inside: str = "") -> Reading | None:
        """One value of a line (of the template `inside`): as it is (numbers, labels), by name, as a line of its
        own, or item by item."""
        key = (value, depth, inside)
        if key not in self.values:
            self.values[key] = self._value(value, depth, inside)
        return self.values[key]

    def _value(self, value: str, depth: int, inside: str) -> Reading | None:
        plain = None
        if not WORD.search(value):
            if value.strip() and (value.strip()[-1] in ",;" or value.strip()[0] in ",;"):
                return None  # a list cut in the middle ("0," of "player 0, the foreign knights")
            plain = Reading(value if value[:1] in "([" else _rejoin(value, self.code), " " in _unlisted(value))
            if not plain.doubt:
                return plain
        for context in NAME_CONTEXTS if plain is None else ():
            found = i18n.lookup(value, self.domain, context, self.code)
            if found is not None:
                return Reading(found, 0)
        if depth >= MAX_DEPTH:
            return plain
        options = [plain, self.line(value, depth + 1, inside)]
        for separator, joiners in LISTS:
            if separator in value:
                first, *rest = value.split(separator)
                options.append(self.items(first, rest, separator, joiners.get(self.code, separator), depth + 1))
        readings = [reading for reading in options if reading is not None]
        return min(readings, key=lambda reading: reading.doubt) if readings else None

    def items(self, first: str, rest: list[str], separator: str, joiner: str, depth: int) -> Reading | None:
        """A list's items translated and joined again. An item may also be a piece that brings its own separator
        (``text += ", grey (neutral) cubes count …"`` after the list's ``"A +1 VP, D +1 VP"``)."""
        parts = [self.value(first, depth)]
        for item in rest:
            alone = self.value(item, depth)
            parts.append(Reading(joiner + alone.text, alone.doubt) if alone is not None
                         else self.line(separator + item, depth))
        if None in parts:
            return None
        return Reading("".join(p.text for p in parts), sum(p.doubt for p in parts))  # type: ignore[union-attr]


def _is_list(value: str) -> bool:
    return any(separator in value for separator, _ in LISTS)


def _unlisted(value: str) -> str:
    """A value with its list separators taken out (``"P68, P58"`` → ``"P68P58"``): a space left is doubtful."""
    for separator, _ in LISTS:
        value = value.replace(separator, "")
    return value.strip()


def _rejoin(value: str, code: str) -> str:
    """A value without words, its list separators those of `code` (``"R3, R6"`` → ``"R3、R6"``)."""
    for separator, joiners in LISTS:
        value = value.replace(separator, joiners.get(code, separator))
    return value
