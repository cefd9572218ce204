"""What every control of the position editor shares: the context it is shown in, its base class, small helpers.

A control shows a field's current value in the game's words and turns each user action into a whole new value for
that field, handed to `editor.edit(name, value)`; the editor asks the game's `position(...)` to build it and, on a
refusal, shows the game's message and puts every control back (`show`). Controls never check values themselves: a
bound, a seat or a place that is not allowed is the engine's to refuse.
"""

from __future__ import annotations

import html
from collections.abc import Callable
from typing import Any

import ipywidgets as w

from rulebook.core.i18n import ui_text

LABEL_STYLE = {"description_width": "initial"}
NOT_SET = "(not set)"
"""How a choice of None reads (no battle hex, no card fixed, the holder the rules give), in English; `not_set()` in
the language in use."""
END = -1
"""The position "at the end" of an items list."""
LEAVE_OUT = object()
"""The value a control submits to leave its field out of the builder's arguments (the builder's default)."""


def fixed(width: str) -> w.Layout:
    """A control of a fixed width."""
    return w.Layout(width=width, min_width=width if width.endswith("px") else "0")


def flexible(min_width: str = "140px") -> w.Layout:
    """A list that takes the room its row leaves (the side panel is narrow on a laptop)."""
    return w.Layout(flex="1 1 0%", width="auto", min_width=min_width)


def row(widgets: list[w.Widget]) -> w.HBox:
    """Controls side by side, wrapping when the panel is narrow."""
    return w.HBox(widgets, layout=w.Layout(flex_flow="row wrap", align_items="center", width="100%"))


def not_set() -> str:
    """How a choice of None reads, in the language in use."""
    return ui_text("widgets.fields.not_set", NOT_SET)


def nothing_yet() -> str:
    """What a field's heading shows when it holds nothing, in the language in use."""
    return f"<span class='rb-help'>{html.escape(ui_text('widgets.fields.nothing_yet', 'nothing yet'))}</span>"


def choice_options(choices: tuple, words: Callable[[Any], str] = str) -> list[tuple[str, Any]]:
    """(label, value) pairs for a list of choices, each labelled by `words` (the editor's: in the game's words and
    the language in use); None reads (not set)."""
    return [(not_set() if c is None else words(c), c) for c in choices]


def as_items(value: Any) -> list:
    """A list of items in any shape a game hands back: a list, a tuple, {item: count}, or one item alone."""
    if value is None:
        return []
    if isinstance(value, dict):
        return [item for item, count in value.items() for _ in range(int(count))]
    if isinstance(value, (list, tuple)):
        return list(value)
    return [value]


class Context:
    """What the controls need to know about the position shown: its seats, the places to offer, and words."""

    def __init__(self, seats: list[str], place_label: Callable[[str], str], drawn: set[str],
                 words: Callable[[Any], str] = str):
        self.seats = seats
        """The seats' names as the game's `position` takes them (its English names: the keys of a per-seat field)."""
        self.place_label = place_label
        self.drawn = drawn
        self.words = words
        """A value (a seat, a choice) as the reader sees it: in the game's words and the language in use."""

    def listing(self, items: Any) -> str:
        """Items in a row, each in `words`, joined as the language in use joins a list ("brick, ore")."""
        return ui_text("widgets.fields.comma", ", ").join(map(self.words, items))

    def places(self, field: Any, holding: dict | None = None) -> list[str]:
        """The places of a field to offer: those the picture draws (all of them when it draws none of them),
        and any place that holds something now."""
        offered = [p for p in field.places if p in self.drawn] or list(field.places)
        extra = [p for p in (holding or {}) if p not in offered]
        return offered + extra


class FieldControl(w.VBox):
    """The base of every control: a heading in the game's words, then the kind's own widgets."""

    kind = ""
    has_places = False

    def __init__(self, field: Any, editor: Any):
        self.field = field
        self.editor = editor
        self.heading = w.HTML(self._heading_html(""))
        self.body = self.build()
        super().__init__([self.heading, self.body], layout=w.Layout(margin="2px 0 6px 0", width="100%"))
        self.add_class("rb-field")

    def word(self, value: Any) -> str:
        """A value of this field (a choice, a seat) as the reader sees it: the editor's words for it."""
        return self.editor.choice_words(value)

    def refuse(self, problem: str, **fields: Any) -> ValueError:
        """A bad input as an error to raise: ``"{label}: " + problem`` (a `ui_text` template, `fields` filled in)."""
        return ValueError(ui_text("widgets.fields.problem", "{label}: {problem}").format(
            label=self.field.label, problem=problem.format(**fields)))

    def _heading_html(self, summary: str) -> str:
        help_text = f" <span class='rb-help'>— {html.escape(self.field.help)}</span>" if self.field.help else ""
        shown = f"<div class='rb-now'>{summary}</div>" if summary else ""
        return f"<b>{html.escape(self.field.label)}</b>{help_text}{shown}"

    def build(self) -> w.Widget:
        """The kind's widgets (set up once)."""
        raise NotImplementedError

    def show(self, value: Any, ctx: Context) -> None:
        """Show `value` (the field's current value); never triggers an edit."""
        raise NotImplementedError

    def current(self) -> Any:
        """The field's value in the position shown."""
        return self.editor.value_of(self.field)

    def submit(self, value: Any) -> bool:
        """Hand a new value of the whole field to the editor (which builds it or refuses it)."""
        return self.editor.edit(self.field.name, value)

    def watch(self, widget: w.Widget, func: Callable[[Any], None]) -> None:
        """Call `func(new value)` when the user changes `widget` (not when `show` does)."""
        widget.observe(lambda change: None if self.editor.quiet else self.editor.safely(func, change["new"]),
                       names="value")

    def press(self, button: w.Button, func: Callable[[], None]) -> None:
        """Call `func()` on a click of `button`, bad input shown as a message."""
        button.on_click(lambda _b: self.editor.safely(func))

    def click(self, place: str) -> None:
        """A click on the board at `place` (fields with board places only)."""
