"""Small pieces shared by the views: resolving a game, rendering boards and rule lists, short error messages."""

from __future__ import annotations

import html
from collections.abc import Callable
from types import ModuleType
from typing import Any

import ipywidgets as w

from rulebook import get_game
from rulebook.core import rules_html  # noqa: F401  (the views cite rules the same way the core reports do)

STAND_IN_NOTE = "Cards marked “Stand-in” are our own designs for cards we could not source (design §4)."


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


def seat_name(module: ModuleType, seat: int) -> str:
    """How the game's own pictures and logs name a seat ("A", "P1", "Red"), from the engine's optional hook."""
    name = getattr(module, "seat_name", None)
    return name(seat) if name else f"player {seat}"


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

    def say(self, text: str, kind: str = "info") -> None:
        """Show `text` in the view's status line (an empty text clears it)."""
        self.status.value = message_html(text, kind) if text else ""

    def safely(self, func: Callable, *args: Any) -> Any:
        """Run a callback; a bad input becomes a message in the widget and the view stays as it was."""
        try:
            return func(*args)
        except (ValueError, KeyError, TypeError, IndexError) as exc:
            self.say(_short(exc), "error")
        return None

    def on_click(self, button: w.Button, func: Callable) -> None:
        """Run `func` on a click of `button`, bad input shown as a message instead of raised."""
        button.on_click(lambda _b: self.safely(func))

    def __repr__(self) -> str:
        return f"<{self.title}>"


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


def html_widget(value: str = "", **layout: Any) -> w.HTML:
    """An HTML widget with an optional layout."""
    return w.HTML(value=value, layout=w.Layout(**layout) if layout else None)
