"""What the views ask of a game (docs/architecture.md), each with a plain fallback for a game that lacks it.

A game that offers `describe`, `KIND_WORDS`, `place_name`, `render_svg` with clickable places, `moves_at` and
`changed_places` is shown in its own words with a clickable board; a game that does not (yet) is still shown:
moves as `str(action)`, kinds as their ids, the engine's own picture without clickable places. Nothing here
decides a rule: these functions only pick the game's words and pictures.
"""

from __future__ import annotations

import html
import inspect
import re
from fractions import Fraction
from types import ModuleType
from typing import Any

from rulebook.core.i18n import ui_text

from .common import phase_text, seat_text

PLACE_TAG = re.compile(r'<[a-zA-Z]+\s[^>]*\bclass="(?:[^"]*\s)?rb-place(?:\s[^"]*)?"[^>]*>')
PLACE_ID = re.compile(r'\bdata-place="([^"]+)"')


def move_words(module: ModuleType, state: Any, action: Any) -> str:
    """A move or chance outcome in the game's words (`describe`), or the action's own text without it."""
    describe = getattr(module, "describe", None)
    if describe is not None:
        try:
            return describe(state, action)
        except (ValueError, KeyError, TypeError, IndexError):
            pass  # a malformed move the game cannot put into words: show it as typed
    return str(action)


def kind_words(module: ModuleType, kind: str) -> str:
    """A move kind as a short label (`KIND_WORDS`), or its id with spaces."""
    words = getattr(module, "KIND_WORDS", {})
    return words.get(kind) or kind.replace("_", " ")


def kind_order(module: ModuleType, kinds: set[str]) -> list[str]:
    """Kinds in the order the game lists them in `KIND_WORDS`, the others after them by name."""
    listed = list(getattr(module, "KIND_WORDS", {}))
    return [k for k in listed if k in kinds] + sorted(kinds - set(listed))


def place_name(module: ModuleType, state: Any, place: str) -> str:
    """A place of the picture in the game's words (`place_name`), or its printed id when the game does not say."""
    name = getattr(module, "place_name", None)
    if name is None:
        return place
    try:
        return name(state, place)
    except (ValueError, KeyError, TypeError, IndexError):
        return place


def place_words(module: ModuleType, state: Any, place: str) -> str:
    """A place in words with its printed id when the words do not show it ("I29: the corner of ...")."""
    words = place_name(module, state, place)
    return words if place in words else f"{place}: {words}"


def seat_words(module: ModuleType, seat: int) -> str:
    """A seat by the game's own name ("Red", "P1", "A"), or "player 1" for the first seat of a game without names."""
    name = getattr(module, "seat_name", None)
    return seat_text(module, name(seat)) if name else \
        ui_text("widgets.common.player", "player {n}").format(n=seat + 1)


def seat_names(module: ModuleType, players: int) -> list[str]:
    """The names of the seats of a game of `players`."""
    return [seat_words(module, s) for s in range(players)]


def phase_words(state: Any, module: ModuleType | None = None) -> str:
    """Where the game stands, in the game's words (`state.phase_name`, in the language in use when the game's
    module is given), or "" when the game does not say."""
    if module is not None:
        return phase_text(module, state)
    return str(getattr(state, "phase_name", "") or "")


def probability_text(p: Any) -> str:
    """A probability as a reader wants it: an exact fraction where it is one ("1/6 ≈ 16.7 %"), else a decimal."""
    value = float(p)
    exact = p if isinstance(p, Fraction) else Fraction(value).limit_denominator(1_000_000)
    percent = f"{100 * value:.3g} %"
    if exact.denominator == 1:
        return ui_text("widgets.common.certain", "{n} (certain)").format(n=exact.numerator) if exact == 1 \
            else str(exact.numerator)
    if isinstance(p, Fraction) or abs(float(exact) - value) <= 1e-12 * max(1.0, value):
        return f"{exact.numerator}/{exact.denominator} ≈ {percent}"
    return f"{value:.4g} ≈ {percent}"


def picture(module: ModuleType, state: Any, highlight: tuple = (), labels: tuple = ()) -> str:
    """The position's picture: the game's `render_svg` (with the places to highlight and to label) or its own repr."""
    render = getattr(module, "render_svg", None)
    if render is not None:
        extras = {name: tuple(value) for name, value in (("highlight", highlight), ("labels", labels))
                  if value and _takes(render, name)}
        try:
            return render(state, **extras)
        except (ValueError, KeyError, TypeError, IndexError):
            pass
    if hasattr(state, "_repr_svg_"):
        return state._repr_svg_()
    return state._repr_html_() if hasattr(state, "_repr_html_") else html.escape(str(state))


def _takes(func: Any, name: str) -> bool:
    try:
        return name in inspect.signature(func).parameters
    except (TypeError, ValueError):
        return False


def places_in(svg: str) -> list[str]:
    """The clickable places of a picture (`<g class="rb-place" data-place="…">`), in drawing order, once each."""
    found = (PLACE_ID.search(tag) for tag in PLACE_TAG.findall(svg))
    return list(dict.fromkeys(m.group(1) for m in found if m))


def labels_for(module: ModuleType, text: str) -> tuple[str, ...]:
    """The places a text names by their printed ids ("I29", "P42"), to label on the picture beside it."""
    find = getattr(module, "labels_for", None)
    return tuple(find(text)) if find is not None else ()


def changed(module: ModuleType, before: Any, after: Any) -> tuple[str, ...]:
    """The places a move changed (`changed_places`), or none when the game does not say."""
    func = getattr(module, "changed_places", None)
    if func is None or before is None:
        return ()
    try:
        return tuple(func(before, after))
    except (ValueError, KeyError, TypeError, IndexError):
        return ()


def moves_at(module: ModuleType, state: Any, place: str) -> tuple:
    """Every well-formed move starting at `place` (`moves_at`), legal or not; none when the game does not say."""
    func = getattr(module, "moves_at", None)
    if func is None:
        return ()
    try:
        return tuple(func(state, place))
    except (ValueError, KeyError, TypeError, IndexError):
        return ()


def legal_reason(module: ModuleType, state: Any, action: Any, ruling: Any) -> str:
    """Why a legal move is legal, in a sentence: the engine's reason, or (when the engine only repeats the move)
    the titles of the rules it cites."""
    reason = ruling.reason.strip()
    if reason and not _repeats_move(reason, action):
        return sentence(reason)
    rules = [module.RULES.get(rule_id) for rule_id in ruling.rule_ids]
    named = [f"{r.id} ({i18n_rule_title(module, r)})" for r in rules if r is not None]
    if not named:
        return ui_text("widgets.common.listed_legal", "The engine lists it among the legal moves here.")
    listed = ", ".join(named[:-1]) + ui_text("widgets.common.and", " and ") + named[-1] if len(named) > 1 \
        else named[0]
    return ui_text("widgets.common.allowed_by", "Allowed by {rules}.").format(rules=listed)


def i18n_rule_title(module: ModuleType, rule: Any) -> str:
    """A rule's title in the language in use."""
    from .common import rules_of

    return rules_of(module)[rule.id].title if rule.id in rules_of(module) else rule.title


def _repeats_move(reason: str, action: Any) -> bool:
    """True when a reason only says the move again (the core's default "<move> is legal here")."""
    text = str(action)
    return reason in (text, f"{text} is legal here") or (bool(getattr(action, "args", ())) and text in reason)


def plain_reason(module: ModuleType, state: Any, action: Any, reason: str) -> str:
    """An engine's reason without the move's code text (`str(action)`, when it has arguments): the verdict above it
    names the move in words, so the reason says "this move"."""
    text = str(action)
    if getattr(action, "args", ()) and text in reason:
        reason = reason.replace(text, ui_text("widgets.common.this_move", "this move"))
    return sentence(reason)


def sentence(text: str) -> str:
    """A reason as a sentence: a capital first letter and a full stop (。 after a reason in Chinese)."""
    text = text.strip()
    if not text:
        return text
    if text[-1] in ".!?。！？":
        stop = ""
    else:
        stop = "。" if _CJK.search(text[-1]) or text[-1] in "）」" else "."
    return text[0].upper() + text[1:] + stop


_CJK = re.compile(r"[\u3000-\u9fff\uff00-\uffef]")
