"""The translation catalogues: extract every text a reader sees into .pot templates, merge them into each
language's .po files, and report how much is translated.

    python tools/i18n.py                  # extract, merge into every language, report (what `make translations` runs)
    python tools/i18n.py --lang zh-Hant   # the same, starting the catalogues of a new language if needed
    python tools/i18n.py --check          # change nothing; exit 1 if a template or catalogue is out of date
    python tools/i18n.py --report         # only the counts: translated / missing / fuzzy per domain

Domains: one per game (its title, seats, phases, options, rules, FAQ cases, walkthrough steps, cards: read through
the game's public API and its cards.json; and the words of its board picture: every
`board_text(<domain>, "<English>", **fields)` call in its render.py, `move_text(...)` call in its words.py and
`hint_text(...)` call in its bots.py (the heuristic bot's hints), found with `ast`; and its ruling reasons: every
`reason_text(...)` call in its package and in rulebook/core/state.py)
and ``ui`` (the string
catalogues of widgets/app.py and
tools/sitebuild/text.py, and every `ui_text("<context>", "<English>")` call in widgets/*.py,
rulebook/core/report.py and rulebook/core/log_translation.py, found with `ast`). Contexts come from
`rulebook.core.i18n`, the module that looks the messages up again.

Merging keeps every translation whose (context, English) is unchanged. A message whose English changed becomes
*fuzzy* with its old translation and the old English beside it (``#| msgid``): found by its context where the
context names one text (a rule, a FAQ case, a phase, an option), else by the closest old English of the same
context (a walkthrough step, a card). New messages arrive untranslated; messages no longer extracted are dropped
(git keeps them). The files are written with a fixed date so that running the tool twice changes nothing.
"""

from __future__ import annotations

import argparse
import ast
import difflib
import io
import json
import re
import sys
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import NamedTuple

from babel.messages.catalog import Catalog, Message
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parent.parent
for _path in (ROOT, ROOT / "tools"):
    if str(_path) not in sys.path:
        sys.path.insert(0, str(_path))

from rulebook.core import i18n  # noqa: E402
from rulebook.games import GAMES, get_game  # noqa: E402

UI = i18n.UI_DOMAIN
DOMAINS = (*(name for name, module in GAMES.items() if module == f"rulebook.{name}"), UI)
"""Every domain: the project's games in registry order (not a toy game a test registers), then ``ui``."""
FIXED_DATE = datetime(2026, 1, 1, tzinfo=UTC)
"""The date written into every header: the files change only when their messages do."""
CLOSE_ENOUGH = 0.6
"""How alike an old English text of the same context must be to hand its translation over as fuzzy."""
EFFECT_WORDS = ("effect", "effect_text", "condition")
"""The fields of a card that hold its effect in words (a Troyes character's is its scoring ``condition``)."""
SHARED_CONTEXTS = frozenset((*(i18n.step_context(f) for f in i18n.STEP_FIELDS),
                             *(i18n.card_context(f) for f in i18n.CARD_FIELDS), i18n.SEAT_CONTEXT,
                             i18n.BOARD_CONTEXT, i18n.MOVE_CONTEXT, i18n.REASON_CONTEXT, i18n.HINT_CONTEXT,
                             i18n.LOG_CONTEXT, i18n.CHECK_CONTEXT, i18n.STEP_CONTEXT))
"""Contexts many texts share (a step's title, a card's name): the English keys those. Every other context (a rule
or FAQ ID, a phase, an option, a ui key path) names exactly one text."""


@dataclass
class Entry:
    """One message to translate: its context, the English, and notes for the translator."""

    context: str
    english: str
    kind: str
    notes: list[str] = field(default_factory=list)
    source: str = ""


# ---- extraction --------------------------------------------------------------------------------------------------


def _card_texts(data: object) -> Iterator[tuple[str, str, str]]:
    """(field, English, card id) for every card name, printed alias and effect in a card file, in file order.

    A card's effect is its ``effect`` where that is words (Tournay, Barbarian Attack); Troyes keeps the words in
    ``effect_text`` (its ``effect`` is the program the engine runs) and a character's in ``condition``."""
    if isinstance(data, dict):
        card_id = data.get("id") if isinstance(data.get("id"), str) else ""
        if card_id and isinstance(data.get("name"), str):
            yield "name", data["name"], card_id
            for alias in data.get("aliases", ()) or ():
                if isinstance(alias, str) and alias != data["name"]:
                    yield "name", alias, card_id
        for words in EFFECT_WORDS:
            if card_id and isinstance(data.get(words), str):
                yield "effect", data[words], card_id
        for value in data.values():
            if isinstance(value, dict | list):
                yield from _card_texts(value)
    elif isinstance(data, list):
        for item in data:
            yield from _card_texts(item)


def game_entries(name: str) -> list[Entry]:
    """Every text of one game a reader sees, through its public API and its card file."""
    game = get_game(name)
    package = Path(game.__file__).resolve().parent
    where = f"rulebook/{name}"
    entries = [Entry(i18n.TITLE_CONTEXT, game.TITLE, "title", source=f"{where}/__init__.py")]
    entries += [Entry(i18n.SEAT_CONTEXT, seat, "seats", [f"seat {i + 1}"], f"{where}/pieces.py")
                for i, seat in enumerate(game.SEATS)]
    entries += [Entry(i18n.phase_context(phase), words, "phases", source=f"{where}/pieces.py")
                for phase, words in game.PHASES.items()]
    entries += [Entry(i18n.option_context(option.name), option.doc, "options", [f"rules: {', '.join(option.rule_ids)}"]
                      if option.rule_ids else [], f"{where}/options.py")
                for option in game.OPTIONS.values() if option.doc]
    for rule in game.RULES:
        for part in i18n.RULE_FIELDS:
            entries.append(Entry(i18n.rule_context(rule.id, part), getattr(rule, part), "rules", [f"[{rule.tag}]"],
                                 f"{where}/rules.json"))
    for case in game.FAQ:
        for part in i18n.FAQ_FIELDS:
            entries.append(Entry(i18n.faq_context(case.id, part), getattr(case, part), "faq",
                                 [f"rules: {', '.join(case.rule_ids)}"], f"{where}/teaching"))
    for number, step in enumerate(game.WALKTHROUGH, 1):
        for part in i18n.STEP_FIELDS:
            entries.append(Entry(i18n.step_context(part), getattr(step, part), "walkthrough",
                                 [f"step {number} of {len(game.WALKTHROUGH)}"], f"{where}/teaching/walkthrough.py"))
    for spec in getattr(game, "POSITION_FIELDS", ()):
        entries += [Entry(i18n.FIELD_CONTEXT, text, "position fields", [f"field {spec.name}"], f"{where}/positions.py")
                    for text in (spec.label, spec.help, spec.group) if text]
        entries += [Entry(i18n.CHOICE_CONTEXT, choice, "position choices", [f"field {spec.name}"],
                          f"{where}/positions.py") for choice in spec.choices if i18n.is_choice_word(game, choice)]
    cards = json.loads((package / "cards.json").read_text(encoding="utf-8"))
    for part, english, card_id in _card_texts(cards):
        entries.append(Entry(i18n.card_context(part), english, "cards", [card_id], f"{where}/cards.json"))
    for module, function, context, kind in GAME_TEXT_CALLS:
        path = package / module
        if path.is_file():
            entries += [Entry(context, english, kind, source=f"{where}/{module}")
                        for _, english, _ in board_text_calls(path, function)]
    modules = sorted(package.rglob("*.py"))
    index = code_index(modules)
    for path in modules:
        where_from = path.relative_to(ROOT) if path.is_relative_to(ROOT) else path
        entries += [Entry(i18n.LOG_CONTEXT, english, "log", source=str(where_from))
                    for english, _ in log_messages(path, index) if not NO_WORDS.fullmatch(english)]
    for path in sorted((package / "teaching").glob("faq_*.py")):
        where_from = path.relative_to(ROOT) if path.is_relative_to(ROOT) else path
        entries += [Entry(context, english, "faq labels", source=str(where_from))
                    for context, english, _ in case_labels(path)]
    for path in reason_sources(package):
        where_from = path.relative_to(ROOT) if path.is_relative_to(ROOT) else path
        entries += [Entry(i18n.REASON_CONTEXT, english, "reasons", source=str(where_from))
                    for _, english, _ in board_text_calls(path, "reason_text")]
    return entries


CORE_REASONS = ROOT / "rulebook" / "core" / "state.py"
"""The core's own reasons (a legal move's "allowed now by the rules on …", "the game is over; …"), which every
game's domain holds."""


def reason_sources(package: Path) -> list[Path]:
    """The modules whose `reason_text(<domain>, "<English>", **fields)` calls are a game's ruling reasons: every
    module of the game's package (its refusals, phases, queries, edits), then the core's state.py."""
    return [*sorted(package.rglob("*.py")), CORE_REASONS]


def ui_entries() -> list[Entry]:
    """The string catalogues of the app's pages (widgets/app.py) and of the static site (tools/sitebuild/text.py),
    then the widgets' own labels (`widget_entries`)."""
    from sitebuild.text import CATALOGUES as SITE_CATALOGUES

    from widgets.app import GAME_PAGE_TEXT, LANDING_TEXT

    trees = [("app.landing", LANDING_TEXT, "app", "widgets/app.py"),
             ("app.game", GAME_PAGE_TEXT, "app", "widgets/app.py")]
    trees += [(f"site.{page}", strings, "site", "tools/sitebuild/text.py")
              for page, strings in SITE_CATALOGUES["en"].items()]
    return [Entry(context, english, kind, source=source)
            for prefix, tree, kind, source in trees
            for context, english in i18n.tree_messages(tree, prefix)] + widget_entries()


GAME_TEXT_CALLS = (("render.py", "board_text", i18n.BOARD_CONTEXT, "board"),
                   ("words.py", "move_text", i18n.MOVE_CONTEXT, "moves"),
                   ("bots.py", "hint_text", i18n.HINT_CONTEXT, "hints"))
"""(module, function, context, kind): a game's picture's words are `board_text(<domain>, "<English>", ...)` calls
in its render.py, its moves in words `move_text(...)` calls in its words.py, its heuristic bot's hints (why it
plays a move) `hint_text(...)` calls in its bots.py."""
UI_TEXT_SOURCES = ("widgets/*.py", "rulebook/core/report.py", "rulebook/core/log_translation.py",
                   "rulebook/core/cases.py")
"""The modules whose labels are `ui_text("<context>", "<English>")` calls, found by `widget_entries`."""


CASE_LABELS = {"check": (0, i18n.CHECK_CONTEXT), "do": (1, i18n.STEP_CONTEXT), "legal": (1, i18n.STEP_CONTEXT),
               "illegal": (2, i18n.STEP_CONTEXT)}
"""The labels of a FAQ case's script: the `core.cases.Scenario` method, where its label is among the positional
arguments (or ``label=``), and the label's context."""


def case_labels(path: Path) -> Iterator[tuple[str, str, int]]:
    """(context, English, line) of every label a FAQ case's script gives `Scenario.check`, `do`, `legal` and
    `illegal` in a module (a game's teaching/faq_*.py), read with `ast`. A label must be a string literal, its
    variable parts keyword fields (``sc.check("{seat} gains 1 VP", 1, vp, seat=who)``), so that what is extracted
    is what the case looks up; anything else raises a ValueError naming the file and line."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr in CASE_LABELS):
            continue
        index, context = CASE_LABELS[node.func.attr]
        label = node.args[index] if len(node.args) > index else \
            next((k.value for k in node.keywords if k.arg == "label"), None)
        if label is None:
            continue
        if not (isinstance(label, ast.Constant) and isinstance(label.value, str)):
            where = path.relative_to(ROOT) if path.is_relative_to(ROOT) else path
            raise ValueError(f"{where}:{node.lineno}: a FAQ case's label must be a string literal, its variable parts "
                             f"keyword fields; got {ast.unparse(label)}")
        if label.value:
            yield context, label.value, node.lineno


def ui_text_calls(path: Path) -> Iterator[tuple[str, str, int]]:
    """(context, English, line) of every `ui_text(...)` call in a module, read with `ast` (nothing is imported).

    Both arguments must be string literals (or names of the module's own string constants, ``NEW = "New game"``),
    so that what is extracted is exactly what is looked up; a call with anything else raises a ValueError naming
    the file and line.
    """
    return _literal_calls(path, "ui_text", 0, "two string literals (context, English)")


def board_text_calls(path: Path, function: str = "board_text") -> Iterator[tuple[str, str, int]]:
    """(domain expression, English, line) of every `board_text(domain, "<English>", **fields)` call in a module
    (or of the same calls of `function`, e.g. ``move_text``).

    The English (the second argument) must be a string literal or a module string constant and the placeholders
    keyword arguments only; the domain (the first) is the game the module belongs to, whatever names it there.
    """
    return _literal_calls(path, function, 1, "a domain, the English as a string literal, then keywords only",
                          keywords_allowed=True)


def _literal_calls(path: Path, function: str, first: int, wanted: str,
                   keywords_allowed: bool = False) -> Iterator[tuple[str, str, int]]:
    """(first argument, second argument, line) of every two-argument call of `function` in a module, read with
    `ast`; the arguments from index `first` on must be string literals (or the module's string constants), and
    keywords are refused unless `keywords_allowed`, else a ValueError names the file and line. A first argument
    that need not be a literal is given as its source text."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    constants = _string_constants(tree)

    def literal(arg: ast.expr) -> str | None:
        if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
            return arg.value
        return constants.get(arg.id) if isinstance(arg, ast.Name) else None

    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        func = node.func
        name = func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else ""
        if name != function:
            continue
        values = [literal(a) for a in node.args[first:]]
        keywords_ok = keywords_allowed or not node.keywords
        if len(node.args) != 2 or not keywords_ok or None in values:
            where = path.relative_to(ROOT) if path.is_relative_to(ROOT) else path
            raise ValueError(f"{where}:{node.lineno}: {function} needs {wanted}")
        head = values[0] if first == 0 else ast.unparse(node.args[0])
        yield head, values[-1], node.lineno


def _string_constants(tree: ast.Module) -> dict[str, str]:
    """The module's top-level string constants: ``WAIT = "…"`` and ``NEW, FAQ = "…", "…"``."""
    found: dict[str, str] = {}
    for node in tree.body:
        if not isinstance(node, ast.Assign) or len(node.targets) != 1:
            continue
        target, value = node.targets[0], node.value
        pairs = zip(target.elts, value.elts) if isinstance(target, ast.Tuple) and isinstance(value, ast.Tuple) \
            else [(target, value)]
        for name, text in pairs:
            if isinstance(name, ast.Name) and isinstance(text, ast.Constant) and isinstance(text.value, str):
                found[name.id] = text.value
    return found


# ---- the game log --------------------------------------------------------------------------------------------------

NO_WORDS = re.compile(r"(\{\w+\})*|[^A-Za-z{}]*")
"""A template of placeholders and nothing between them (a position's own note passed on), which would match any
line, or a text without a letter (a dash): nothing to translate."""
SHOWN_WORD, CODE_WORD = re.compile(r"[A-Za-z]"), re.compile(r"[a-z]+(_[a-z]+)+")
"""A word of a choice or a table is a piece of a log line when it has a letter and is not a name in the code
(``"red_deck"``, an attribute a table picks)."""
LOG_CALLS = {"note": None, "LogEntry": 0, "TLogEntry": 0}
"""The calls that write a game's log, and where their English is: ``w.note(text, rules, seat)`` (a method, the
first argument) or ``note(w, text, rules, seat)`` (a function, the second); ``LogEntry(text, …)`` the first."""


@dataclass
class CodeIndex:
    """A game package's functions and module-level constants by name: where a log line's values come from."""

    functions: dict[str, list[ast.FunctionDef]] = field(default_factory=dict)
    constants: dict[str, list[ast.expr]] = field(default_factory=dict)


def code_index(paths: Iterable[Path]) -> CodeIndex:
    """The functions (at any depth) and module-level constants (``ORIENTATIONS = ("slash", …)``) of some modules."""
    index = CodeIndex()
    for path in paths:
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        for node in ast.walk(tree):
            if isinstance(node, ast.FunctionDef):
                index.functions.setdefault(node.name, []).append(node)
        for node in tree.body:
            if isinstance(node, ast.Assign):
                for target in node.targets:
                    if isinstance(target, ast.Name):
                        index.constants.setdefault(target.id, []).append(node.value)
    return index


def log_messages(path: Path, index: CodeIndex | None = None) -> Iterator[tuple[str, int]]:
    """(English template, line) of every log line a module writes, read with `ast` (nothing is imported).

    Engines write their log in English with f-strings; a template keeps the literal words and turns each
    ``{expression}`` into a named placeholder (``f"keeps {w.name(card)}"`` → ``"keeps {card}"``), the form
    `rulebook.core.log_translation` matches a stored line against. A sum of texts is one template, with every
    choice of its ``a if c else b`` parts spelled out; a choice inside an f-string (``{' (final round)' if f else
    ''}``) and the pieces of a ``", ".join(f"…" for …)`` are messages of their own; a variable is followed to the
    texts its function assigns it. Also every literal ``note="…"`` a game's positions or lessons pass (or take by
    default), since a position's note starts its log, and every word marked ``log_word("…")`` (a word of the data
    the log quotes).
    """
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    index = index if index is not None else code_index([path])
    parents = {child: node for node in ast.walk(tree) for child in ast.iter_child_nodes(node)}
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef):
            yield from ((_escape_braces(text), node.lineno) for text in _position_notes(node, index))
        if not isinstance(node, ast.Call):
            continue
        yield from ((_escape_braces(text), node.lineno) for text in _position_notes(node, index))
        func = node.func
        name = func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else ""
        if name == "log_word":
            yield from ((_escape_braces(arg.value), node.lineno) for arg in node.args
                        if isinstance(arg, ast.Constant) and isinstance(arg.value, str))
        if name not in LOG_CALLS:
            continue
        position = LOG_CALLS[name]
        if position is None:
            position = 0 if isinstance(func, ast.Attribute) else 1
        if len(node.args) <= position or isinstance(node.args[position], ast.Starred):
            continue
        for text in _log_templates(node.args[position], _function_of(node, parents)):
            yield text, node.lineno
        for piece in _log_pieces(node.args[position], _function_of(node, parents), index):
            yield piece, node.lineno


def _position_notes(node: ast.FunctionDef | ast.Call, index: CodeIndex) -> list[str]:
    """The literal notes a position starts its log with: a call's ``note="…"``, a function's ``note="…"``
    default (or ``note=NOTE``, a module constant)."""
    if isinstance(node, ast.Call):
        values = [keyword.value for keyword in node.keywords if keyword.arg == "note"]
    else:
        positional = [*node.args.posonlyargs, *node.args.args]
        named = [*zip(positional[len(positional) - len(node.args.defaults):], node.args.defaults),
                 *zip(node.args.kwonlyargs, node.args.kw_defaults)]
        values = [default for argument, default in named if argument.arg == "note"]
    values = [constant for value in values
              for constant in (index.constants.get(value.id, []) if isinstance(value, ast.Name) else [value])]
    return [value.value for value in values if isinstance(value, ast.Constant) and isinstance(value.value, str)]


def _function_of(node: ast.AST, parents: dict[ast.AST, ast.AST]) -> ast.AST | None:
    while node in parents:
        node = parents[node]
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            return node
    return None


def _escape_braces(text: str) -> str:
    return text.replace("{", "{{").replace("}", "}}")


class Assignments(NamedTuple):
    """What a function gives a variable: ``text = …`` (and ``a, text = x, …``), ``text += …``, and
    ``texts.append(…)`` / ``texts.extend(…)``."""

    set: list[ast.expr]
    added: list[ast.expr]
    appended: list[ast.expr]

    def all(self) -> list[ast.expr]:
        """Every value, however given."""
        return [*self.set, *self.added, *self.appended]


def _assigned(name: str, scope: ast.AST | None) -> Assignments:
    """The values a function gives a variable, by how it gives them."""
    found = Assignments([], [], [])
    for node in ast.walk(scope) if scope is not None else ():
        if isinstance(node, ast.Assign):
            for target in node.targets:
                if isinstance(target, ast.Name) and target.id == name:
                    found.set.append(node.value)
                elif isinstance(target, ast.Tuple) and isinstance(node.value, ast.Tuple) \
                        and len(target.elts) == len(node.value.elts):
                    found.set.extend(value for item, value in zip(target.elts, node.value.elts)
                                     if isinstance(item, ast.Name) and item.id == name)
        elif isinstance(node, ast.AugAssign) and isinstance(node.target, ast.Name) and node.target.id == name:
            found.added.append(node.value)
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) \
                and node.func.attr in ("append", "extend") and isinstance(node.func.value, ast.Name) \
                and node.func.value.id == name:
            found.appended.extend(node.args)
    return found


def _log_templates(expr: ast.expr, scope: ast.AST | None, following: frozenset[str] = frozenset()) -> list[str]:
    """Every template a text expression can write: its ``a if c else b`` choices spelled out, and a variable of its
    function read through (``text = f"…"``, then maybe ``text += f"…"``)."""
    if isinstance(expr, ast.Constant) and isinstance(expr.value, str):
        return [_escape_braces(expr.value)]
    if isinstance(expr, ast.JoinedStr):
        return [_joined_template(expr)]
    if isinstance(expr, ast.BinOp) and isinstance(expr.op, ast.Add):
        return [left + right for left in _log_templates(expr.left, scope, following)
                for right in _log_templates(expr.right, scope, following)]
    if isinstance(expr, ast.IfExp):
        return _log_templates(expr.body, scope, following) + _log_templates(expr.orelse, scope, following)
    if isinstance(expr, ast.Name) and expr.id not in following:
        given = _assigned(expr.id, scope)
        if given.set and not given.appended:
            inner = following | {expr.id}
            first = [text for value in given.set for text in _log_templates(value, scope, inner)]
            more = [text for value in given.added for text in _log_templates(value, scope, inner)]
            return first + [start + end for start in first for end in more]
    return ["{" + _placeholder(expr) + "}"]


def _joined_template(expr: ast.JoinedStr) -> str:
    """An f-string as a template: its literal words, and a named placeholder for each ``{expression}``."""
    parts, used = [], set()
    for value in expr.values:
        if isinstance(value, ast.Constant):
            parts.append(_escape_braces(str(value.value)))
            continue
        name = base = _placeholder(value.value)
        number = 2
        while name in used:
            name, number = f"{base}{number}", number + 1
        used.add(name)
        parts.append("{" + name + "}")
    return "".join(parts)


def _log_pieces(expr: ast.expr, scope: ast.AST | None, index: CodeIndex) -> Iterator[str]:
    """The messages a line's placeholders can hold, found by following the text expression back through the code:
    every f-string inside it (the items of a ``", ".join(…)``), the words of every choice (``{' (final round)' if f
    else ''}``, ``… or "nothing"``) and of every table it looks a word up in (``{4: "the bank", 3: "a 3:1
    harbour"}[rate]``, ``ORIENTATION_NAMES[o]`` with ``ORIENTATIONS = ("slash", …)`` in another module), the whole
    text of every variable it reads (``how = "replacing " + …``) and of every function of the package returning a
    ``str`` it calls (``faction_name(f)`` returns ``f"player {f}"``), each followed the same way."""
    seen: set[tuple[str, str]] = set()
    todo: list[tuple[ast.expr, bool, ast.AST | None]] = [(expr, False, scope)]
    while todo:
        node, whole, where = todo.pop()
        if whole and isinstance(node, ast.Constant | ast.JoinedStr | ast.BinOp | ast.IfExp):
            yield from _log_templates(node, where)
        for part in ast.walk(node):
            if part is not node and isinstance(part, ast.JoinedStr):
                yield from _log_templates(part, where)
            words = (part.body, part.orelse) if isinstance(part, ast.IfExp) else \
                part.values if isinstance(part, ast.BoolOp) else \
                _table(part.value, where, index) if isinstance(part, ast.Subscript) else ()
            yield from (_escape_braces(word) for word in _shown_words(words))
            if isinstance(part, ast.Name) and ("name", part.id) not in seen:
                seen.add(("name", part.id))
                todo += [(value, True, where) for value in _assigned(part.id, where).all()]
                yield from (_escape_braces(word) for word in _shown_words(_compared(part.id, where)))
            elif isinstance(part, ast.Call):
                called = part.func.id if isinstance(part.func, ast.Name) else \
                    part.func.attr if isinstance(part.func, ast.Attribute) else ""
                if ("function", called) not in seen:
                    seen.add(("function", called))
                    todo += [(result.value, True, function) for function in index.functions.get(called, ())
                             if isinstance(function.returns, ast.Name) and function.returns.id == "str"
                             for result in ast.walk(function) if isinstance(result, ast.Return) and result.value]


def _shown_words(nodes: Iterable[ast.expr]) -> list[str]:
    """The string constants among `nodes` a reader may see in a log line (`SHOWN_WORD`, not `CODE_WORD`)."""
    return [node.value for node in nodes if isinstance(node, ast.Constant) and isinstance(node.value, str)
            and SHOWN_WORD.search(node.value) and not CODE_WORD.fullmatch(node.value)]


def _compared(name: str, scope: ast.AST | None) -> list[ast.expr]:
    """What a function compares a variable with (``resource == "vp"``, ``kind in ("city", "town")``): the values
    it can hold where it comes from the game's data."""
    found: list[ast.expr] = []
    for node in ast.walk(scope) if scope is not None else ():
        if isinstance(node, ast.Compare) and isinstance(node.left, ast.Name) and node.left.id == name \
                and all(isinstance(op, ast.Eq | ast.NotEq | ast.In | ast.NotIn) for op in node.ops):
            for other in node.comparators:
                found += other.elts if isinstance(other, ast.Tuple | ast.List | ast.Set) else [other]
    return found


def _table(expr: ast.expr, scope: ast.AST | None, index: CodeIndex, depth: int = 0) -> list[ast.expr]:
    """The entries of a table of words a value is looked up in: a dict's values or a tuple's items, written there,
    in a variable of the function, or in a module constant of the package (through one alias or two)."""
    if isinstance(expr, ast.Dict):
        return list(expr.values)
    if isinstance(expr, ast.Tuple | ast.List):
        return list(expr.elts)
    if depth > 2:
        return []
    if isinstance(expr, ast.Name):
        values = _assigned(expr.id, scope).set or index.constants.get(expr.id, [])
    elif isinstance(expr, ast.Attribute):
        values = index.constants.get(expr.attr, [])
    else:
        return []
    return [entry for value in values for entry in _table(value, None, index, depth + 1)]


def _placeholder(expr: ast.expr) -> str:
    """A readable placeholder name for an expression: ``w.name(card)`` → ``card``, ``COLOURS[colour]`` →
    ``colour``, ``s + 1`` → ``s``, ``len(cards)`` → ``cards``; ``value`` where nothing reads well."""
    if isinstance(expr, ast.Name):
        name = expr.id
    elif isinstance(expr, ast.Attribute):
        name = expr.attr
    elif isinstance(expr, ast.Call):
        if expr.args and not isinstance(expr.args[0], ast.GeneratorExp | ast.ListComp):
            return _placeholder(expr.args[0])
        name = expr.func.attr if isinstance(expr.func, ast.Attribute) else \
            expr.func.id if isinstance(expr.func, ast.Name) else "value"
        name = "list" if name == "join" else name
    elif isinstance(expr, ast.Subscript):
        return _placeholder(expr.slice) if isinstance(expr.slice, ast.Name | ast.Attribute) \
            else _placeholder(expr.value)
    elif isinstance(expr, ast.BinOp):
        return _placeholder(expr.left)
    elif isinstance(expr, ast.IfExp):
        name = "detail"
    elif isinstance(expr, ast.ListComp | ast.GeneratorExp | ast.List | ast.Tuple):
        name = "list"
    else:
        name = "value"
    name = "".join(c if c.isalnum() else "_" for c in name.lower()).strip("_") or "value"
    return name if name[0].isalpha() else f"v_{name}"


def widget_entries() -> list[Entry]:
    """Every `ui_text` label of the widgets (and of the core's HTML fragments they show), in file order."""
    found = []
    for pattern in UI_TEXT_SOURCES:
        for path in sorted(ROOT.glob(pattern)):
            where = str(path.relative_to(ROOT))
            found += [Entry(context, english, "widgets", source=where) for context, english, _ in ui_text_calls(path)]
    return found


def entries(domain: str) -> list[Entry]:
    """Every message of a domain, each (context, English) once (notes of repeats gathered), in reading order."""
    found = ui_entries() if domain == UI else game_entries(domain)
    merged: dict[tuple[str, str], Entry] = {}
    for entry in found:
        key = (entry.context, entry.english)
        if key in merged:
            merged[key].notes += [note for note in entry.notes if note not in merged[key].notes]
        else:
            merged[key] = entry
    return list(merged.values())


def template(domain: str) -> Catalog:
    """The .pot template of a domain, built with Babel's catalogue API."""
    catalog = _new_catalog(domain, None)
    for entry in entries(domain):
        notes = [f"{entry.kind}: {'; '.join(entry.notes)}" if entry.notes else entry.kind]
        catalog.add(entry.english, context=entry.context, auto_comments=notes,
                    locations=[(entry.source, None)] if entry.source else ())
    return catalog


def _new_catalog(domain: str, locale: str | None) -> Catalog:
    about = "the widgets, the app and the site" if domain == UI else f"the game {domain}"
    language = "" if locale is None else f" in {locale.replace('_', '-')}"
    header = (f"# {domain}: the texts of {about}{language}.\n"
              "# Written by tools/i18n.py; translations are ours, written for this project.\n#")
    team = "the rulebook project"
    return Catalog(locale=locale, domain=domain, project="rulebook", version="1", header_comment=header,
                   creation_date=FIXED_DATE, revision_date=FIXED_DATE, copyright_holder=team,
                   msgid_bugs_address="the project's issue tracker", last_translator=team, language_team=team,
                   fuzzy=False)


# ---- merging -----------------------------------------------------------------------------------------------------


def _unique_context(context: str | None) -> bool:
    """True where a context names one text only, so a changed English under it is the same message changed."""
    return bool(context) and context not in SHARED_CONTEXTS


def merge(old: Catalog | None, fresh: Catalog, locale: str, domain: str) -> Catalog:
    """The catalogue of `fresh`'s messages carrying over `old`'s translations (changed English → fuzzy)."""
    merged = _new_catalog(domain, locale)
    previous = {(m.context, m.id): m for m in (old or ()) if m.id}
    by_context: dict[str | None, list[Message]] = {}
    for message in previous.values():
        if message.string:
            by_context.setdefault(message.context, []).append(message)
    for message in fresh:
        if not message.id:
            continue
        new = Message(message.id, "", locations=message.locations, auto_comments=message.auto_comments,
                      context=message.context)
        before = previous.get((message.context, message.id))
        if before is not None:
            new.string, new.flags, new.user_comments = before.string, set(before.flags), before.user_comments
            new.previous_id = before.previous_id if before.fuzzy else []
        else:
            candidates = by_context.get(message.context, [])
            if not _unique_context(message.context):
                texts = [c.id for c in candidates]
                close = difflib.get_close_matches(message.id, texts, 1, CLOSE_ENOUGH)
                candidates = [c for c in candidates if c.id in close[:1]]
            if len(candidates) == 1:
                new.string, new.user_comments = candidates[0].string, candidates[0].user_comments
                new.flags = {"fuzzy"}
                new.previous_id = [candidates[0].id]
        merged[message.id] = new
    return merged


def _render(catalog: Catalog) -> bytes:
    out = io.BytesIO()
    write_po(out, catalog, width=100, omit_header=False, include_previous=True, sort_output=False)
    return out.getvalue()


def _read(path: Path, locale: str | None, domain: str) -> Catalog | None:
    if not path.is_file():
        return None
    with path.open("rb") as handle:
        return read_po(handle, locale=locale, domain=domain, ignore_obsolete=True)


def languages(extra: Iterable[str] = ()) -> list[str]:
    """The languages with catalogues (besides English), plus any asked for."""
    codes = [code for code in i18n.available_languages() if code != i18n.SOURCE_LANGUAGE]
    for code in extra:
        code = code.replace("_", "-")
        if code not in codes and code != i18n.SOURCE_LANGUAGE:
            codes.append(code)
    return codes


def planned_files(extra_languages: Iterable[str] = ()) -> dict[Path, bytes]:
    """Every template and catalogue as the tool would write it now."""
    files: dict[Path, bytes] = {}
    for domain in DOMAINS:
        fresh = template(domain)
        files[i18n.LOCALE_DIR / f"{domain}.pot"] = _render(fresh)
        for code in languages(extra_languages):
            path = i18n.po_path(domain, code)
            locale = code.replace("-", "_")
            files[path] = _render(merge(_read(path, locale, domain), fresh, locale, domain))
    return files


# ---- counting ----------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Counts:
    """How much of one catalogue is done."""

    translated: int
    missing: int
    fuzzy: int

    @property
    def total(self) -> int:
        """Every message of the catalogue."""
        return self.translated + self.missing + self.fuzzy


def counts_of(messages: Iterable[Message]) -> Counts:
    """Translated (usable), missing (empty) and fuzzy among some messages (the header left out)."""
    found = [m for m in messages if m.id]
    fuzzy = sum(1 for m in found if m.fuzzy)
    done = sum(1 for m in found if m.string and not m.fuzzy)
    return Counts(done, len(found) - fuzzy - done, fuzzy)


def counts(path: Path) -> Counts:
    """The counts of one .po file (all zero if it does not exist)."""
    return counts_of(_read(path, None, path.stem) or ())


def report(extra_languages: Iterable[str] = ()) -> str:
    """A table of counts per language and domain."""
    lines = [f"{'language':10} {'domain':18} {'translated':>10} {'missing':>8} {'fuzzy':>6} {'total':>6}"]
    for code in languages(extra_languages):
        for domain in DOMAINS:
            c = counts(i18n.po_path(domain, code))
            lines.append(f"{code:10} {domain:18} {c.translated:10} {c.missing:8} {c.fuzzy:6} {c.total:6}")
    return "\n".join(lines)


def main(argv: list[str]) -> int:
    """Extract, merge and report (or only check, or only report)."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--lang", action="append", default=[], help="also write this language's catalogues")
    parser.add_argument("--check", action="store_true", help="exit 1 if any file is out of date; write nothing")
    parser.add_argument("--report", action="store_true", help="only print the counts")
    args = parser.parse_args(argv)
    if args.report:
        print(report(args.lang))
        return 0
    files = planned_files(args.lang)
    stale = [path for path, text in files.items() if not path.is_file() or path.read_bytes() != text]
    if args.check:
        for path in stale:
            print(f"out of date: {path.relative_to(ROOT)}")
        print("catalogues up to date" if not stale else "run: python tools/i18n.py")
        return 1 if stale else 0
    for path in stale:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(files[path])
        print(f"wrote {path.relative_to(ROOT)}")
    i18n.reload()
    print(report(args.lang))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
