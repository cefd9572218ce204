"""Languages: every text a reader sees, in the language they chose (English, the source, or 繁體中文).

The catalogues are standard gettext files, one *domain* per game for its texts (rules, FAQ cases, walkthrough
steps, cards, options, seat and phase names, its title) and the domain ``ui`` for the widgets, the app and the site::

    rulebook/locale/<domain>.pot                          templates, written from the data by tools/i18n.py
    rulebook/locale/<locale>/LC_MESSAGES/<domain>.po      one per language: zh_Hant/LC_MESSAGES/tournay.po

Every message has a context (``msgctxt``) naming its role, so that equal English words in two roles stay two
messages: ``"TOU-4.9 title"``, ``"TOU-FAQ-3 ruling"``, ``"step narration"``, ``"card name"``, ``"seat"``,
``"phase step_a"``, ``"option max_turns"``, ``"app.landing.title"``. The functions `rule_context` and friends
below build them; tools/i18n.py uses the same functions, so what is extracted is what is looked up.

**Why the .po files are read at run time (Babel's `read_po`) and no .mo files are shipped.** A .po file is the one
source of truth: a translator's edit shows at the next start, with no compile step to forget and no binary twin in
git that a test would have to keep in step. Reading the several hundred messages of a domain takes about 0.2 s,
once per process and domain, on first use; every lookup after that is a dictionary access. Fuzzy entries (an
English text that changed since it was translated) count as missing, exactly as msgfmt leaves them out of a .mo.

A missing translation never shows as an empty label: `translate` returns the English text after `MARKER`
("[EN] "), so a reader sees at once which sentence still waits for its translator.

The language is ``"en"`` until `set_language` picks another, or the environment variable ``RULEBOOK_LANG`` names
one (for notebooks and the app); an unknown code raises a ValueError that lists the available ones. The core imports
no game: the accessors take the game's module (or, where only the domain is needed, its name) from the caller.
"""

from __future__ import annotations

import functools
import os
import re
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from dataclasses import replace
from pathlib import Path
from typing import Any

from babel.messages.pofile import read_po

SOURCE_LANGUAGE = "en"
"""The language the data is written in; it needs no catalogue."""
MARKER = "[EN] "
"""What stands before an English text shown in place of a missing translation."""
ENV_VAR = "RULEBOOK_LANG"
"""The environment variable that picks the language when `set_language` has not."""
LOCALE_DIR = Path(__file__).resolve().parent.parent / "locale"
"""Where the catalogues live (package data of `rulebook`)."""
UI_DOMAIN = "ui"
"""The domain of the widgets', the app's and the site's own strings."""

RULE_FIELDS = ("title", "text")
FAQ_FIELDS = ("title", "question", "ruling")
STEP_FIELDS = ("title", "narration")
CARD_FIELDS = ("name", "effect")

_chosen: str | None = None


# ---- languages ---------------------------------------------------------------------------------------------------


def _code(locale_dir_name: str) -> str:
    """A catalogue folder's name as a language code: ``zh_Hant`` → ``zh-Hant``."""
    return locale_dir_name.replace("_", "-")


def _folder(code: str) -> str:
    """A language code as its catalogue folder's name: ``zh-Hant`` → ``zh_Hant``."""
    return code.replace("-", "_")


@functools.cache
def available_languages() -> tuple[str, ...]:
    """Every language a reader can choose: English first, then each catalogue folder, e.g. ("en", "zh-Hant")."""
    found = sorted(_code(p.name) for p in LOCALE_DIR.glob("*") if (p / "LC_MESSAGES").is_dir()) \
        if LOCALE_DIR.is_dir() else []
    return (SOURCE_LANGUAGE, *(code for code in found if code != SOURCE_LANGUAGE))


def normalize(code: str, where: str = "language") -> str:
    """The available language a code names (case and ``_``/``-`` do not matter); a ValueError lists the choices."""
    available = available_languages()
    if isinstance(code, str):
        wanted = code.strip().replace("_", "-").lower()
        for known in available:
            if known.lower() == wanted:
                return known
    raise ValueError(f"unknown {where} {code!r}; available: {', '.join(available)}")


def set_language(code: str | None) -> str:
    """Choose the language of every text from now on; None goes back to ``RULEBOOK_LANG`` (or English)."""
    global _chosen
    _chosen = None if code is None else normalize(code)
    return get_language()


def get_language() -> str:
    """The language in use: the one `set_language` chose, else ``RULEBOOK_LANG``, else English."""
    if _chosen is not None:
        return _chosen
    from_env = os.environ.get(ENV_VAR, "").strip()
    return normalize(from_env, f"language in {ENV_VAR}") if from_env else SOURCE_LANGUAGE


@contextmanager
def language(code: str) -> Iterator[str]:
    """Use another language inside a ``with`` block (the site builds every language this way), then switch back."""
    global _chosen
    before = _chosen
    _chosen = normalize(code)
    try:
        yield _chosen
    finally:
        _chosen = before


# ---- catalogues --------------------------------------------------------------------------------------------------


@functools.cache
def domains() -> tuple[str, ...]:
    """Every domain with a template (``rulebook/locale/<domain>.pot``), sorted."""
    return tuple(sorted(p.stem for p in LOCALE_DIR.glob("*.pot"))) if LOCALE_DIR.is_dir() else ()


def po_path(domain: str, code: str) -> Path:
    """Where the catalogue of `domain` in language `code` lives (whether or not it exists yet)."""
    return LOCALE_DIR / _folder(code) / "LC_MESSAGES" / f"{domain}.po"


@functools.cache
def _messages(domain: str, code: str) -> Mapping[tuple[str | None, str], str]:
    """The usable translations of one catalogue: {(context, English): translation}, fuzzy and empty ones left out."""
    path = po_path(domain, code)
    if not path.is_file():
        return {}
    with path.open("rb") as handle:
        catalog = read_po(handle, locale=_folder(code), domain=domain, ignore_obsolete=True)
    return {(m.context, m.id): m.string for m in catalog
            if m.id and isinstance(m.id, str) and isinstance(m.string, str) and m.string and not m.fuzzy}


def reload() -> None:
    """Forget the catalogues, languages and domains read so far (after a tool rewrote them)."""
    _messages.cache_clear()
    _names.cache_clear()
    available_languages.cache_clear()
    domains.cache_clear()


def _check_domain(domain: str) -> None:
    known = domains()
    if known and domain not in known:
        raise ValueError(f"unknown translation domain {domain!r}; known: {', '.join(known)}")


def lookup(text: str, domain: str, context: str | None = None, lang: str | None = None) -> str | None:
    """The translation of `text`, or None when the catalogue has none (or only a fuzzy one); English is itself."""
    code = normalize(lang) if lang is not None else get_language()
    if code == SOURCE_LANGUAGE:
        return text
    _check_domain(domain)
    return _messages(domain, code).get((context, text))


def translate(text: str, domain: str, context: str | None = None, lang: str | None = None) -> str:
    """`text` in the language in use; where no translation exists, the English text after `MARKER`.

    Never an empty string for a non-empty text. `domain` is a game's name or ``"ui"``; `context` the message's
    role (see the context functions below).
    """
    if not text:
        return text
    found = lookup(text, domain, context, lang)
    return found if found else MARKER + text


def translate_tree(tree: Any, domain: str, prefix: str, lang: str | None = None) -> Any:
    """A nested catalogue of strings (dicts, tuples, lists) with every string translated, same shape.

    The context of a string is its key path after `prefix`: ``translate_tree(LANDING_TEXT, "ui", "app.landing")``
    looks up ``LANDING_TEXT["games"]["troyes"]`` under ``"app.landing.games.troyes"`` (tuple items by index).
    """
    if isinstance(tree, str):
        return translate(tree, domain, prefix, lang)
    if isinstance(tree, Mapping):
        return {key: translate_tree(value, domain, f"{prefix}.{key}", lang) for key, value in tree.items()}
    if isinstance(tree, tuple | list):
        return type(tree)(translate_tree(value, domain, f"{prefix}.{i}", lang) for i, value in enumerate(tree))
    return tree


def tree_messages(tree: Any, prefix: str) -> Iterator[tuple[str, str]]:
    """Every (context, English) pair of a nested catalogue, as `translate_tree` looks them up (for extraction)."""
    if isinstance(tree, str):
        yield prefix, tree
    elif isinstance(tree, Mapping):
        for key, value in tree.items():
            yield from tree_messages(value, f"{prefix}.{key}")
    elif isinstance(tree, tuple | list):
        for i, value in enumerate(tree):
            yield from tree_messages(value, f"{prefix}.{i}")


# ---- the contexts of a game's texts (shared with tools/i18n.py) ----------------------------------------------------


def _field(field: str, allowed: tuple[str, ...], what: str) -> str:
    if field not in allowed:
        raise ValueError(f"a {what} has no field {field!r}; choose one of {', '.join(allowed)}")
    return field


def rule_context(rule_id: str, field: str) -> str:
    """The context of a rule's title or text: ``"TOU-4.9 text"``."""
    return f"{rule_id} {_field(field, RULE_FIELDS, 'rule')}"


def faq_context(case_id: str, field: str) -> str:
    """The context of a FAQ case's title, question or ruling: ``"TOU-FAQ-3 ruling"``."""
    return f"{case_id} {_field(field, FAQ_FIELDS, 'FAQ case')}"


def step_context(field: str) -> str:
    """The context of a walkthrough step's title or narration (steps have no ID: the English text keys them)."""
    return f"step {_field(field, STEP_FIELDS, 'walkthrough step')}"


def card_context(field: str) -> str:
    """The context of a card's name or effect (one message for every card sharing the text, e.g. each crier)."""
    return f"card {_field(field, CARD_FIELDS, 'card')}"


def phase_context(phase: str) -> str:
    """The context of a phase's plain name: ``"phase step_a"``."""
    return f"phase {phase}"


def option_context(option: str) -> str:
    """The context of an option's one-line description: ``"option max_turns"``."""
    return f"option {option}"


SEAT_CONTEXT = "seat"
"""The context of a seat's name (Red, P1, A)."""
TITLE_CONTEXT = "game title"
"""The context of a game's title."""
BOARD_CONTEXT = "board"
"""The context of a word or phrase a game's board picture draws ("face down", "turn {turn}, {seat} to act")."""
MOVE_CONTEXT = "move words"
"""The context of a phrase of a game's words.py: a move or chance outcome, a place's hover text ("{who} builds a
road on P{at}")."""
REASON_CONTEXT = "reason"
"""The context of a ruling's reason (`state.explain(action).reason`, an `IllegalAction`'s message): "{card} costs
{price} deniers there, you have {money}"."""
LOG_CONTEXT = "game log"
"""The context of a line of a game's log and of the pieces a line is made of: the engines write their log in
English, and `rulebook.core.log_translation` matches a stored line against these templates ("keeps {card}") to show
it in the language in use."""
HINT_CONTEXT = "hint"
"""The context of a heuristic bot's hint, why it plays a move (`choose_with_reason`, the play table's "Hint"): "it
plays {card}: a prestige building scores for the rest of the game"."""
CHECK_CONTEXT = "faq check"
"""The context of what a FAQ case's script checks (`Scenario.check`'s label): "Blue keeps 10 gold"."""
STEP_CONTEXT = "faq step"
"""The context of a move a FAQ case's script names (the label of `Scenario.do`, `legal`, `illegal`): "road on P65
(a sea side of conquered H18)"."""

FIELD_CONTEXT = "position field"
"""The context of what the position editor shows of a position field (`POSITION_FIELDS`): its label, its help and
its group's heading ("cities", "intersection -> owner", "Board")."""
CHOICE_CONTEXT = "position choice"
"""The context of a value a position field offers to choose, shown in the editor's lists ("before the roll",
"brick", "Neutral White"); seats, phases and printed place ids have their own words."""


KNOWN_NAME_CONTEXTS = (SEAT_CONTEXT, card_context("name"), BOARD_CONTEXT, MOVE_CONTEXT, LOG_CONTEXT, REASON_CONTEXT,
                       phase_context(""))
"""Where `known_name` looks a bare word up, in this order; the last one, ``"phase "``, stands for every phase's own
context."""


def known_name(text: str, domain: str, lang: str | None = None) -> str | None:
    """`text` translated as the catalogue knows it as a name of the game (a seat, a card, a phase, a word of the
    board, the moves, the log or the reasons: "White", "trade and build"), or None; English is itself. For a value
    a view shows without knowing its role (what a FAQ case compares)."""
    code = normalize(lang) if lang is not None else get_language()
    if code == SOURCE_LANGUAGE:
        return text
    return _names(domain, code).get(text) if domain in domains() else None


@functools.cache
def _names(domain: str, code: str) -> Mapping[str, str]:
    found: dict[str, str] = {}
    messages = _messages(domain, code)
    phases = phase_context("")
    for context in reversed(KNOWN_NAME_CONTEXTS):  # the earlier contexts win
        found.update({english: text for (where, english), text in messages.items()
                      if where == context or (context == phases and where and where.startswith(phases))})
    return found


# ---- what the views call: a game's texts in the language in use -----------------------------------------------------


def domain_of(game: Any) -> str:
    """A game's domain: its name, given as the name or as the game's module (``NAME``)."""
    if isinstance(game, str):
        return game
    name = getattr(game, "NAME", None)
    if not isinstance(name, str):
        raise TypeError(f"expected a game's module or name, got {game!r}")
    return name


def _from_game(game: Any, attribute: str, key: Any, what: str) -> Any:
    """`game.<attribute>[key]`, for an accessor given an ID instead of the object; needs the game's module."""
    table = getattr(game, attribute, None)
    if table is None:
        raise TypeError(f"to look up {what} {key!r} pass the game's module, not {game!r}")
    return table[key]


def game_title(game: Any) -> str:
    """The game's title (``TITLE``) in the language in use."""
    return translate(game.TITLE, domain_of(game), TITLE_CONTEXT)


def seat_name(game: Any, seat: int | str) -> str:
    """A seat's name, by seat number or by its English name ("Red", "P1")."""
    english = seat if isinstance(seat, str) else _from_game(game, "SEATS", seat, "seat")
    return translate(english, domain_of(game), SEAT_CONTEXT)


def phase_name(game: Any, phase: str) -> str:
    """A phase id's plain name (``PHASES[phase]``) in the language in use."""
    return translate(_from_game(game, "PHASES", phase, "phase"), domain_of(game), phase_context(phase))


def option_doc(game: Any, option: Any) -> str:
    """An option's one-line description, by name or as the `Option` itself."""
    found = _from_game(game, "OPTIONS", option, "option") if isinstance(option, str) else option
    return translate(found.doc, domain_of(game), option_context(found.name))


def _rule(game: Any, rule: Any) -> Any:
    return _from_game(game, "RULES", rule, "rule") if isinstance(rule, str) else rule


def rule_title(game: Any, rule: Any) -> str:
    """A rule's title, given the `Rule` or its ID (an ID needs the game's module)."""
    found = _rule(game, rule)
    return translate(found.title, domain_of(game), rule_context(found.id, "title"))


def rule_text(game: Any, rule: Any) -> str:
    """A rule's text, given the `Rule` or its ID (an ID needs the game's module)."""
    found = _rule(game, rule)
    return translate(found.text, domain_of(game), rule_context(found.id, "text"))


def faq_text(game: Any, case: Any, field: str) -> str:
    """A FAQ case's ``title``, ``question`` or ``ruling``, given the `FAQCase` or its ID."""
    found = _from_game(game, "FAQ", case, "FAQ case") if isinstance(case, str) else case
    return translate(getattr(found, _field(field, FAQ_FIELDS, "FAQ case")), domain_of(game),
                     faq_context(found.id, field))


def step_text(game: Any, step: Any, field: str) -> str:
    """A walkthrough step's ``title`` or ``narration``, given the `WalkthroughStep` or its index."""
    found = _from_game(game, "WALKTHROUGH", step, "walkthrough step") if isinstance(step, int) else step
    return translate(getattr(found, _field(field, STEP_FIELDS, "walkthrough step")), domain_of(game),
                     step_context(field))


def card_name(game: Any, name: str) -> str:
    """A card's printed (English) name in the language in use; "Stand-in:" names keep their mark."""
    return translate(name, domain_of(game), card_context("name"))


def card_effect(game: Any, effect: str) -> str:
    """A card's effect text (as in the card file) in the language in use."""
    return translate(effect, domain_of(game), card_context("effect"))


def board_text(domain: str, english: str, **fields: Any) -> str:
    """A word or phrase of a game's board picture (its render.py) in the language in use, `fields` filled in.

    `english` is a literal (tools/i18n.py finds every call with `ast`); a phrase with numbers or names is one
    message with named placeholders (``board_text(NAME, "turn {turn}, {seat} to act", turn=3, seat=who)``), the
    names given already in the language in use. In English this is ``english.format(**fields)`` (the picture's
    bytes do not change); without fields the text is returned as it is, braces and all.
    """
    text = english if get_language() == SOURCE_LANGUAGE else translate(english, domain, BOARD_CONTEXT)
    return text.format(**fields) if fields else text


def move_text(domain: str, english: str, **fields: Any) -> str:
    """A move in words (a phrase of a game's words.py) in the language in use, `fields` filled in: as `board_text`,
    under the context `MOVE_CONTEXT` (tools/i18n.py finds every call with `ast`)."""
    text = english if get_language() == SOURCE_LANGUAGE else translate(english, domain, MOVE_CONTEXT)
    return text.format(**fields) if fields else text


def reason_text(domain: str, english: str, **fields: Any) -> str:
    """A ruling's reason (why a move is legal or refused) in the language in use, `fields` filled in: as
    `board_text`, under the context `REASON_CONTEXT`. Reasons are made when `explain` is asked, so they follow the
    language in use then; nothing the state keeps (its log) goes through here. A domain without a catalogue (a toy
    game a test registers) gives the English after `MARKER`."""
    return _game_text(domain, english, REASON_CONTEXT, fields)


def hint_text(domain: str, english: str, **fields: Any) -> str:
    """A heuristic bot's hint (why it plays its move, a phrase of a game's bots.py) in the language in use, `fields`
    filled in: as `reason_text`, under the context `HINT_CONTEXT` (tools/i18n.py finds every call with `ast`). Hints
    are made when asked, so they follow the language in use then; nothing the state keeps goes through here."""
    return _game_text(domain, english, HINT_CONTEXT, fields)


def _game_text(domain: str, english: str, context: str, fields: Mapping[str, Any]) -> str:
    """`english` under `context` in the language in use, `fields` filled in; English as it is, and a domain without
    a catalogue (a toy game a test registers) gives the English after `MARKER`."""
    if get_language() == SOURCE_LANGUAGE:
        text = english
    elif domain not in domains():
        text = MARKER + english
    else:
        text = translate(english, domain, context)
    return text.format(**fields) if fields else text


def case_text(domain: str, english: str, context: str, **fields: Any) -> str:
    """A label of a FAQ case's script (`CHECK_CONTEXT`, `STEP_CONTEXT`) in the language in use, `fields` filled in:
    as `reason_text`. Labels are made when the case runs, so they follow the language in use then."""
    return _game_text(domain, english, context, fields)


def log_word(word: str) -> str:
    """Marks a word an engine writes into its log from its data rather than from an f-string's text (a harbour's
    kind, read from the board file): tools/i18n.py extracts the literal argument of every call as a piece of the
    game log (context `LOG_CONTEXT`), as gettext's ``N_()`` marks a string for extraction. Returns `word`."""
    return word


def is_source_language() -> bool:
    """True while the language in use is English (a picture keeps its English layout then, byte for byte)."""
    return get_language() == SOURCE_LANGUAGE


def ui_text(context: str, english: str) -> str:
    """One string of the widgets, the app or the site, by its context (``"app.landing.title"``)."""
    return translate(english, UI_DOMAIN, context)


# ---- whole objects, for views that search or lay out many texts ------------------------------------------------------


def localized_rules(book: Any, lang: str | None = None) -> Any:
    """A copy of a `RuleBook` whose titles and texts are in the language in use (search then works in it too)."""
    rules = [replace(rule, title=translate(rule.title, book.game, rule_context(rule.id, "title"), lang),
                     text=translate(rule.text, book.game, rule_context(rule.id, "text"), lang)) for rule in book]
    return type(book)(book.game, rules)


def localized_case(game: Any, case: Any, lang: str | None = None) -> Any:
    """A copy of a `FAQCase` with title, question and ruling in the language in use (same script, same checks)."""
    domain = domain_of(game)
    return replace(case, **{field: translate(getattr(case, field), domain, faq_context(case.id, field), lang)
                            for field in FAQ_FIELDS})


def localized_step(game: Any, step: Any, lang: str | None = None) -> Any:
    """A copy of a `WalkthroughStep` with title and narration in the language in use (same states and moves)."""
    domain = domain_of(game)
    return replace(step, **{field: translate(getattr(step, field), domain, step_context(field), lang)
                            for field in STEP_FIELDS})


def localized_fields(game: Any, lang: str | None = None) -> tuple[Any, ...]:
    """A game's `POSITION_FIELDS` (its module is needed) with label, help and group in the language in use; the
    names, kinds, choices and places stay those the game's `position(...)` takes."""
    domain = domain_of(game)
    known = is_source_language() or domain in domains()  # a game without a catalogue (a test's toy) keeps its words

    def words(text: str) -> str:
        return translate(text, domain, FIELD_CONTEXT, lang) if text and known else text

    return tuple(replace(field, label=words(field.label), help=words(field.help), group=words(field.group))
                 for field in getattr(game, "POSITION_FIELDS", ()))


def is_choice_word(game: Any, value: Any) -> bool:
    """True for a value of a position field that is looked up under `CHOICE_CONTEXT` (what tools/i18n.py extracts):
    a word that is not one of the game's seats or phase ids, a printed place id or a number."""
    return (isinstance(value, str) and bool(value.strip()) and value not in getattr(game, "SEATS", ())
            and value not in getattr(game, "PHASES", {}) and not _PLACE_ID.fullmatch(value) and not value.isdigit())


def choice_words(game: Any, value: Any) -> str:
    """A value a position field offers, as the editor shows it in the language in use (the game's module is
    needed): a seat by its name, a phase id by its plain name (``PHASES``), a printed place id (H3, P46) or a number
    as it is, any other word under `CHOICE_CONTEXT`."""
    text = str(value)
    if isinstance(value, str) and value in getattr(game, "SEATS", ()):
        return seat_name(game, value)
    if isinstance(value, str) and value in getattr(game, "PHASES", {}):
        return phase_name(game, value)
    if not is_choice_word(game, value):
        return text
    domain = domain_of(game)
    if is_source_language() or domain not in domains():
        return text
    found = lookup(text, domain, CHOICE_CONTEXT) or known_name(text, domain)
    return found if found else MARKER + text


_PLACEHOLDER = re.compile(r"\{[A-Za-z_][A-Za-z0-9_]*\}")
_RULE_ID = re.compile(r"\b[A-Z]{3}-(?:FAQ-)?[0-9A-Z]+(?:\.[0-9]+[a-z]?[0-9]*)*\b")
_PLACE_ID = re.compile(r"\b[HIP][0-9]{1,2}\b")


def kept_tokens(english: str) -> list[str]:
    """What a translation must keep as written: ``{placeholders}``, rule IDs and place ids (H3, I11, P46), sorted."""
    return sorted(_PLACEHOLDER.findall(english) + _RULE_ID.findall(english) + _PLACE_ID.findall(english))
