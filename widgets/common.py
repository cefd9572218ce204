"""Small pieces shared by the views: resolving a game, rendering boards and rule lists, short error messages, and
the game's texts in the language in use.

Every label a view shows is written `ui_text("<context>", "<English>")` (two string literals: tools/i18n.py finds
the calls with `ast` and puts them in the ``ui`` catalogue); a game's own texts (rule titles, FAQ cases, walkthrough
steps, seat and phase names, option descriptions) come through the `rulebook.core.i18n` accessors below. In English
every one of them is the text as written. A view keeps the language it was built in (`View.lang`): its callbacks
speak that language even when the notebook switched since.
"""

from __future__ import annotations

import functools
import html
from collections.abc import Callable
from types import ModuleType
from typing import Any

import ipywidgets as w

from rulebook import get_game
from rulebook.core import i18n
from rulebook.core import rules_html as _rules_html
from rulebook.core.i18n import ui_text

STAND_IN_NOTE = "Cards marked “Stand-in” are our own designs for cards we could not source (design §4)."


def stand_in_note() -> str:
    """`STAND_IN_NOTE` in the language in use."""
    return ui_text("widgets.common.stand_in_note", STAND_IN_NOTE)


# ---- a game's texts in the language in use (a game without catalogues, e.g. a test's toy game, stays English) ----


def speaks(module: ModuleType) -> bool:
    """Whether the game has catalogues to translate from and the language in use is not English."""
    return i18n.get_language() != i18n.SOURCE_LANGUAGE and getattr(module, "NAME", None) in i18n.domains()


def title_of(module: ModuleType) -> str:
    """The game's title."""
    return i18n.game_title(module) if speaks(module) else module.TITLE


@functools.cache
def _rules_in(name: str, lang: str) -> Any:
    return i18n.localized_rules(get_game(name).RULES, lang)


def rules_of(module: ModuleType) -> Any:
    """The game's `RuleBook` with titles and texts in the language in use (the book itself in English)."""
    return _rules_in(module.NAME, i18n.get_language()) if speaks(module) else module.RULES


def rules_html(rule_ids: Any, rules: Any) -> str:
    """Each cited rule as one expandable line (`rulebook.core.rules_html`), its words in the language in use."""
    return _rules_html(rule_ids, _localized_book(rules))


def _localized_book(rules: Any) -> Any:
    try:
        module = get_game(rules.game)
    except (KeyError, ValueError, TypeError, AttributeError):
        return rules
    return rules_of(module) if speaks(module) and module.RULES is rules else rules


def case_of(module: ModuleType, case: Any) -> Any:
    """A FAQ case with title, question and ruling in the language in use."""
    return i18n.localized_case(module, case) if speaks(module) else case


def step_of(module: ModuleType, step: Any) -> Any:
    """A walkthrough step with title and narration in the language in use."""
    return i18n.localized_step(module, step) if speaks(module) else step


def seat_text(module: ModuleType, english: str) -> str:
    """A seat's English name ("Red", "P1", "A") in the language in use."""
    return i18n.seat_name(module, english) if speaks(module) and english in getattr(module, "SEATS", ()) \
        else english


def phase_text(module: ModuleType, state: Any) -> str:
    """Where the game stands (`state.phase_name`) in the language in use; "" when the game does not say."""
    english = str(getattr(state, "phase_name", "") or "")
    if not english or not speaks(module):
        return english
    phase = getattr(state, "phase", None)
    phases = getattr(module, "PHASES", {})
    if phase not in phases and getattr(state, "tasks", None) is not None:
        phase = state.tasks[-1][0] if state.tasks else "over"
    return i18n.phase_name(module, phase) if phase in phases and phases[phase] == english else english


def option_text(module: ModuleType, option: Any) -> str:
    """An option's one-line description in the language in use."""
    return i18n.option_doc(module, option) if speaks(module) and option.doc else option.doc


def game_module(game: str | ModuleType) -> ModuleType:
    """Accept a game name or an engine module."""
    return get_game(game) if isinstance(game, str) else game


def board_html(state: Any, caption: str = "", picture: str | None = None) -> str:
    """The engine's own picture of a position (SVG or HTML), with an optional caption; `picture` replaces the state's
    default picture (e.g. one with the last move highlighted)."""
    if state is None:
        return ""
    if picture is None:
        picture = state._repr_svg_() if hasattr(state, "_repr_svg_") else state._repr_html_()
    head = f"<div class='rb-caption'><b>{html.escape(caption)}</b></div>" if caption else ""
    return f"{BOARD_STYLE}<div class='rb-board'>{head}{picture}</div>"


BOARD_STYLE = "<style>.rb-board svg{max-width:100%;height:auto}.rb-board{max-width:100%;overflow-x:auto}</style>"
"""Boards shrink to their column instead of overflowing it (two boards side by side in the stepper)."""


def message_html(text: str, kind: str = "info") -> str:
    """A one-line message styled by kind: info, error or ok."""
    colour = {"info": "#1f4e79", "error": "#a4262c", "ok": "#276221"}[kind]
    return f"<div class='rb-message rb-{kind}' style='color:{colour}'>{html.escape(text)}</div>"


class View(w.VBox):
    """Base of every view: a VBox with a status line, a short text repr, and callbacks that never raise."""

    title = "view"

    def __init__(self, **kwargs: Any):
        super().__init__(**kwargs)
        self.status = w.HTML(value="")
        self.lang = i18n.get_language()

    def speaking(self) -> Any:
        """A ``with`` block in the language the view was built in (its callbacks run in one)."""
        return i18n.language(self.lang)

    def say(self, text: str, kind: str = "info") -> None:
        """Show `text` in the view's status line (an empty text clears it)."""
        self.status.value = message_html(text, kind) if text else ""

    def safely(self, func: Callable, *args: Any) -> Any:
        """Run a callback; a bad input becomes a message in the widget and the view stays as it was."""
        with self.speaking():
            try:
                return func(*args)
            except (ValueError, KeyError, TypeError, IndexError) as exc:
                self.say(_short(exc), "error")
        return None

    def on_click(self, button: w.Button, func: Callable) -> None:
        """Run `func` on a click of `button`, bad input shown as a message instead of raised."""
        button.on_click(lambda _b: self.safely(func))

    def __repr__(self) -> str:
        """What a page shows where the live widget cannot be drawn (a notebook opened before it is run)."""
        with self.speaking():
            return widget_placeholder(self.title)


PLACEHOLDER = "{title}: an interactive view; run the notebook (Run ▸ Run All Cells) to use it."
"""The plain line of a widget not yet run, in English (tools/sitebuild reads the title back out of it, in the
page's language)."""
WIDGET_HINT = ": an interactive view; run the notebook"
"""What follows a widget's title in its English placeholder line."""


def widget_placeholder(title: str) -> str:
    """The plain line a notebook shows for a widget until it is run: its title and what to do."""
    return ui_text("widgets.common.placeholder", PLACEHOLDER).format(title=title)


def _short(exc: BaseException) -> str:
    text = str(exc).strip().strip("'\"") or type(exc).__name__
    return text if len(text) <= 300 else text[:297] + "…"


def show_figure(out: w.Output, figure: Any) -> None:
    """Add a plotly figure to an Output widget as plotly's own mime data.

    `Output.append_display_data` would hand the figure to IPython's display machinery, which shows a plotly
    figure in the calling cell instead of returning it; building the output ourselves puts it inside the widget.
    """
    import plotly.io as pio

    bundle = pio.renderers["plotly_mimetype"].to_mimebundle(figure.to_dict())
    title = figure.layout.title.text or "plotly figure"
    out.outputs += ({"output_type": "display_data", "data": {**bundle, "text/plain": f"<{title}>"}, "metadata": {}},)


def labelled(label: str, value: Any) -> Any:
    """A list entry whose value is `value` and whose text is `label`: the bare value where the two are equal (in
    English), so the options read as they always did."""
    return value if label == value else (label, value)


def html_widget(value: str = "", **layout: Any) -> w.HTML:
    """An HTML widget with an optional layout."""
    return w.HTML(value=value, layout=w.Layout(**layout) if layout else None)
