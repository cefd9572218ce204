"""One control per kind of position field (rulebook.core.Field), for the position editor.

A control shows a field's current value in the game's words and turns each user action into a whole new value for
that field, handed to `editor.edit(name, value)`; the editor asks the game's `position(...)` to build it and, on a
refusal, shows the game's message and puts every control back (`show`). Controls never check values themselves:
a bound, a seat or a place that is not allowed is the engine's to refuse.

Place fields (place_values, place_numbers, place_items) also take a place from a click on the board: the editor
sends the click to the place field being edited (`click`), which does its main action there ("put Red on P46").
"""

from __future__ import annotations

import html
from collections.abc import Callable
from typing import Any

import ipywidgets as w

LABEL_STYLE = {"description_width": "initial"}
NOT_SET = "(not set)"
"""How a choice of None reads (no battle hex, no card fixed, the holder the rules give)."""
END = -1
"""The position "at the end" of an items list."""
LEAVE_OUT = object()
"""The value a control submits to leave its field out of the builder's arguments (the builder's default)."""


def _layout(width: str) -> w.Layout:
    return w.Layout(width=width, min_width=width if width.endswith("px") else "0")


def _flex(min_width: str = "140px") -> w.Layout:
    """A list that takes the room its row leaves (the side panel is narrow on a laptop)."""
    return w.Layout(flex="1 1 0%", width="auto", min_width=min_width)


def _row(widgets: list[w.Widget]) -> w.HBox:
    return w.HBox(widgets, layout=w.Layout(flex_flow="row wrap", align_items="center", width="100%"))


def _choice_options(choices: tuple) -> list[tuple[str, Any]]:
    return [(NOT_SET if c is None else str(c), c) for c in choices]


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

    def __init__(self, seats: list[str], place_label: Callable[[str], str], drawn: set[str]):
        self.seats = seats
        self.place_label = place_label
        self.drawn = drawn

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


class NumberControl(FieldControl):
    """A whole number: a number box (the game refuses what is out of range, naming the range); left empty, the
    builder's own default (for instance the turn a phase implies)."""

    kind = "number"

    def build(self) -> w.Widget:
        """A number box (the range shown beside it; the game refuses what is out of it)."""
        self.box = w.Text(layout=_layout("110px"), placeholder="default", continuous_update=False,
                          tooltip=f"{self.field.lo} to {self.field.hi}")
        self.watch(self.box, self._typed)
        span = f"{self.field.lo} to {self.field.hi}"
        return w.HBox([self.box, w.HTML(f"<span class='rb-help'>{span}; empty: the game's default</span>")])

    def _typed(self, text: str) -> bool:
        text = text.strip()
        if not text:
            return self.submit(LEAVE_OUT)
        try:
            number = int(text)
        except ValueError:
            self.editor.put_back()
            raise ValueError(f"{self.field.label}: {text[:20]!r} is not a whole number "
                             f"({self.field.lo} to {self.field.hi})") from None
        return self.submit(number)

    @property
    def number(self) -> int | None:
        """The number shown (None when the box is empty)."""
        text = self.box.value.strip()
        return int(text) if text.lstrip("-").isdigit() else None

    def show(self, value: Any, ctx: Context) -> None:
        """The number in the position (empty when the game sets it itself)."""
        self.box.value = str(value) if isinstance(value, int) and not isinstance(value, bool) else ""


class ChoiceControl(FieldControl):
    """One of a list of choices."""

    kind = "choice"

    def build(self) -> w.Widget:
        """A list of the choices."""
        self.box = w.Dropdown(options=_choice_options(self.field.choices), layout=w.Layout(width="100%",
                                                                                             max_width="340px"))
        self.watch(self.box, self.submit)
        return self.box

    def show(self, value: Any, ctx: Context) -> None:
        """The choice in the position (a value the list lacks is added, so it can be shown)."""
        options = _choice_options(self.field.choices)
        if value not in self.field.choices:
            options = [(NOT_SET if value is None else str(value), value), *options]
        self.box.options = options
        self.box.value = value


class FlagControl(FieldControl):
    """Yes or no."""

    kind = "flag"

    def build(self) -> w.Widget:
        """A tick box."""
        self.box = w.Checkbox(description="yes", indent=False, layout=_layout("80px"))
        self.watch(self.box, self.submit)
        return self.box

    def show(self, value: Any, ctx: Context) -> None:
        """Ticked when the flag is set."""
        self.box.value = bool(value)


class SeatNumbersControl(FieldControl):
    """A number per seat: one number box per seat of the game, named by the game."""

    kind = "seat_numbers"

    def build(self) -> w.Widget:
        """A row that holds one number box per seat."""
        self.boxes: dict[str, w.IntText] = {}
        self.row = w.HBox(layout=w.Layout(flex_flow="row wrap"))
        return self.row

    def _box(self, seat: str) -> w.IntText:
        if seat not in self.boxes:
            box = w.IntText(description=seat, style=LABEL_STYLE, layout=_layout("150px"))
            self.watch(box, lambda value, seat=seat: self.submit({**self.current(), seat: value}))
            self.boxes[seat] = box
        return self.boxes[seat]

    def show(self, value: Any, ctx: Context) -> None:
        """One box per seat of the game shown (2 to 4 seats), each with its number."""
        value = value or {}
        self.row.children = [self._box(seat) for seat in ctx.seats]
        for seat in ctx.seats:
            self.boxes[seat].value = int(value.get(seat, self.field.lo if self.field.lo > 0 else 0))


class PlaceControl(FieldControl):
    """The base of the place fields: a place list (labelled in the game's words) that a board click also sets."""

    def build(self) -> w.Widget:
        """The kind's value on one row; the place list and the buttons on the next."""
        self.place = w.Dropdown(options=[], layout=_flex("180px"), description="where", style=LABEL_STYLE)
        self.place.observe(lambda change: None if self.editor.quiet else self.editor.activate(self), names="value")
        value, buttons = self.widgets()
        return w.VBox([_row(value), _row([self.place, *buttons])], layout=w.Layout(width="100%"))

    def widgets(self) -> tuple[list[w.Widget], list[w.Widget]]:
        """The widgets of the value (first row) and the buttons (beside the place list)."""
        raise NotImplementedError

    def show(self, value: Any, ctx: Context) -> None:
        """The places to offer, the place picked kept, and what stands where in the heading."""
        value = dict(value or {})
        picked = self.place.value
        places = ctx.places(self.field, value)
        self.place.options = [(ctx.place_label(p), p) for p in places]
        self.place.value = picked if picked in places else (places[0] if places else None)
        self.heading.value = self._heading_html(self.summary(value, ctx))

    def summary(self, value: dict, ctx: Context) -> str:
        """What stands where now, in words."""
        if not value:
            return "<span class='rb-help'>nothing yet</span>"
        return "; ".join(f"{html.escape(p)}: {html.escape(self.words(v))}" for p, v in value.items())

    @staticmethod
    def words(value: Any) -> str:
        """One place's value in words."""
        return ", ".join(map(str, value)) if isinstance(value, (list, tuple)) else str(value)

    def at(self, place: str | None) -> str:
        """The place to edit: the one given (a click) or the one picked in the list."""
        place = place or self.place.value
        if not place:
            raise ValueError(f"{self.field.label}: pick a place first")
        if place != self.place.value:
            with self.editor.quietly():
                options = list(self.place.options)
                if place not in [v for _, v in options]:
                    self.place.options = [*options, (place, place)]
                self.place.value = place
        return place

    def pressed(self, func: Callable[[], None]) -> Callable[[], None]:
        """A button's action, making this the field the board edits."""
        def run() -> None:
            self.editor.activate(self)
            func()
        return run


class PlaceValuesControl(PlaceControl):
    """One value per place (a piece and its owner): choose the value, then a place in the list or on the board."""

    kind = "place_values"

    def widgets(self) -> list[w.Widget]:
        """The value, the place, Put and Remove."""
        self.value_box = w.Dropdown(options=_choice_options(self.field.choices), layout=_flex("160px"),
                                    description="put", style=LABEL_STYLE)
        self.value_box.observe(lambda change: None if self.editor.quiet else self.editor.activate(self),
                               names="value")
        self.put_button = w.Button(description="Put", layout=_layout("56px"), tooltip="put it on the place chosen")
        self.remove_button = w.Button(description="Remove", layout=_layout("76px"),
                                      tooltip="take away what is on the place chosen")
        self.press(self.put_button, self.pressed(lambda: self.put(None)))
        self.press(self.remove_button, self.pressed(lambda: self.remove(None)))
        return [self.value_box], [self.put_button, self.remove_button]

    def put(self, place: str | None) -> bool:
        """Put the chosen value on a place."""
        place = self.at(place)
        return self.submit({**self.current(), place: self.value_box.value})

    def remove(self, place: str | None) -> bool:
        """Take away what stands on a place."""
        place = self.at(place)
        value = self.current()
        if place not in value:
            raise ValueError(f"{self.field.label}: nothing is on {place}")
        return self.submit({k: v for k, v in value.items() if k != place})

    def click(self, place: str) -> None:
        """Put the chosen value on the place clicked."""
        self.put(place)


class PlaceNumbersControl(PlaceControl):
    """A number per place (barbarians on a hex): the number, then a place in the list or on the board."""

    kind = "place_numbers"

    def widgets(self) -> list[w.Widget]:
        """The number, the place and Set."""
        self.number = w.IntText(value=max(self.field.lo, 1) if self.field.hi >= 1 else self.field.lo,
                                description="set to", style=LABEL_STYLE, layout=_layout("130px"))
        self.number.observe(lambda change: None if self.editor.quiet else self.editor.activate(self), names="value")
        self.set_button = w.Button(description="Set", layout=_layout("56px"), tooltip="set the number on the place")
        self.press(self.set_button, self.pressed(lambda: self.put(None)))
        return [self.number], [self.set_button]

    def put(self, place: str | None) -> bool:
        """Set the chosen number on a place."""
        place = self.at(place)
        return self.submit({**self.current(), place: self.number.value})

    def click(self, place: str) -> None:
        """Set the chosen number on the place clicked."""
        self.put(place)


class PlaceItemsControl(PlaceControl):
    """A list of items per place (a stack of cards), bottom to top: add on top, take off the top, or clear."""

    kind = "place_items"

    def widgets(self) -> list[w.Widget]:
        """The item, the place, and the three list buttons."""
        self.item = w.Dropdown(options=_choice_options(self.field.choices), layout=_flex("160px"),
                               description="add", style=LABEL_STYLE)
        self.item.observe(lambda change: None if self.editor.quiet else self.editor.activate(self), names="value")
        self.add_button = w.Button(description="Add on top", layout=_layout("92px"))
        self.pop_button = w.Button(description="Take off top", layout=_layout("104px"),
                                   tooltip="take the top item off the place chosen")
        self.clear_button = w.Button(description="Clear", layout=_layout("58px"),
                                     tooltip="take every item off the place chosen")
        self.press(self.add_button, self.pressed(lambda: self.add(None)))
        self.press(self.pop_button, self.pressed(lambda: self.pop(None)))
        self.press(self.clear_button, self.pressed(lambda: self.clear(None)))
        return [self.item, self.add_button], [self.pop_button, self.clear_button]

    def add(self, place: str | None) -> bool:
        """Add the chosen item on top of a place's list."""
        place = self.at(place)
        value = self.current()
        return self.submit({**value, place: [*as_items(value.get(place)), self.item.value]})

    def pop(self, place: str | None) -> bool:
        """Take the top item off a place's list."""
        place = self.at(place)
        value = self.current()
        items = as_items(value.get(place))
        if not items:
            raise ValueError(f"{self.field.label}: nothing is on {place}")
        rest = {k: v for k, v in value.items() if k != place}
        return self.submit({**rest, place: items[:-1]} if items[:-1] else rest)

    def clear(self, place: str | None) -> bool:
        """Take every item off a place."""
        place = self.at(place)
        return self.submit({k: v for k, v in self.current().items() if k != place})

    def click(self, place: str) -> None:
        """Add the chosen item on top at the place clicked."""
        self.add(place)


class SeatItemsControl(FieldControl):
    """A list of items per seat (a hand of cards): pick the seat and the item, add or remove one, or clear."""

    kind = "seat_items"

    def build(self) -> w.Widget:
        """The seat, the item, and Add / Remove one / Clear."""
        self.seat = w.Dropdown(options=[], layout=_layout("150px"), description="seat", style=LABEL_STYLE)
        self.item = w.Dropdown(options=_choice_options(self.field.choices), layout=_flex("140px"))
        self.add_button = w.Button(description="Add", layout=_layout("56px"))
        self.remove_button = w.Button(description="Remove one", layout=_layout("100px"))
        self.clear_button = w.Button(description="Clear", layout=_layout("58px"))
        self.press(self.add_button, self.add)
        self.press(self.remove_button, self.remove)
        self.press(self.clear_button, self.clear)
        return w.VBox([_row([self.seat, self.item]), _row([self.add_button, self.remove_button, self.clear_button])],
                      layout=w.Layout(width="100%"))

    def show(self, value: Any, ctx: Context) -> None:
        """The seats of the game shown, and every seat's items in the heading."""
        value = value or {}
        picked = self.seat.value
        self.seat.options = ctx.seats
        self.seat.value = picked if picked in ctx.seats else (ctx.seats[0] if ctx.seats else None)
        held = [f"{html.escape(s)}: {html.escape(', '.join(map(str, as_items(value.get(s)))))}" for s in ctx.seats
                if as_items(value.get(s))]
        self.heading.value = self._heading_html("; ".join(held) or "<span class='rb-help'>nothing yet</span>")

    def _mine(self) -> tuple[dict, list]:
        value = {k: as_items(v) for k, v in self.current().items()}
        return value, value.get(self.seat.value, [])

    def add(self) -> bool:
        """Give the chosen seat one more of the chosen item."""
        value, mine = self._mine()
        return self.submit({**value, self.seat.value: [*mine, self.item.value]})

    def remove(self) -> bool:
        """Take one of the chosen item from the chosen seat."""
        value, mine = self._mine()
        if self.item.value not in mine:
            raise ValueError(f"{self.field.label}: {self.seat.value} has no {self.item.value}")
        rest = list(mine)
        del rest[len(rest) - 1 - rest[::-1].index(self.item.value)]
        return self.submit({**value, self.seat.value: rest})

    def clear(self) -> bool:
        """Take everything from the chosen seat."""
        value, _ = self._mine()
        return self.submit({**value, self.seat.value: []})


class ItemsControl(FieldControl):
    """An ordered list of items (the event row, the terrain by hex): put an item at a position (or at the end),
    remove one, or clear. When the items are places of the picture (hexes, paths), a click on the board adds the
    place clicked or takes it off."""

    kind = "items"

    def build(self) -> w.Widget:
        """The item, the position in the list, and Put / Remove / Clear."""
        self.item = w.Dropdown(options=_choice_options(self.field.choices), layout=_flex("160px"))
        self.slot = w.Dropdown(options=[("at the end", END)], value=END, description="at", style=LABEL_STYLE,
                               layout=_flex("150px"))
        self.put_button = w.Button(description="Put", layout=_layout("56px"),
                                   tooltip="put the item at the position chosen (replacing what is there)")
        self.remove_button = w.Button(description="Remove", layout=_layout("76px"),
                                      tooltip="remove the item at the position chosen (at the end: the last one)")
        self.clear_button = w.Button(description="Clear", layout=_layout("58px"))
        self.press(self.put_button, self.put)
        self.press(self.remove_button, self.remove)
        self.press(self.clear_button, lambda: self.submit([]))
        return w.VBox([_row([self.item, self.put_button]), _row([self.slot, self.remove_button, self.clear_button])],
                      layout=w.Layout(width="100%"))

    def show(self, value: Any, ctx: Context) -> None:
        """The items in order in the heading, and a position to pick for each."""
        items = as_items(value)
        shown = ", ".join(html.escape(str(i)) for i in items) or "<span class='rb-help'>none</span>"
        self.heading.value = self._heading_html(shown)
        picked = self.slot.value
        self.slot.options = [*((f"{k + 1}: {item}", k) for k, item in enumerate(items)), ("at the end", END)]
        self.slot.value = picked if picked is not None and picked < len(items) else END

    def put(self) -> bool:
        """Put the chosen item at the chosen position (at the end: after the last)."""
        items = as_items(self.current())
        if self.slot.value == END:
            return self.submit([*items, self.item.value])
        k = self.slot.value
        return self.submit([*items[:k], self.item.value, *items[k + 1:]])

    def remove(self) -> bool:
        """Remove the item at the chosen position (at the end: the last item)."""
        items = as_items(self.current())
        if not items:
            raise ValueError(f"{self.field.label}: the list is empty")
        k = len(items) - 1 if self.slot.value == END else self.slot.value
        return self.submit(items[:k] + items[k + 1:])

    def click(self, place: str) -> None:
        """Add the place clicked at the end, or take it off when it is in the list already."""
        items = as_items(self.current())
        self.submit([i for i in items if i != place] if place in items else [*items, place])


CONTROLS = {cls.kind: cls for cls in (NumberControl, ChoiceControl, FlagControl, SeatNumbersControl,
                                      PlaceValuesControl, PlaceNumbersControl, PlaceItemsControl, SeatItemsControl,
                                      ItemsControl)}
"""The control class of each field kind."""


def board_places(field: Any, drawn: set[str]) -> list[str]:
    """The places of the picture a click on the board can edit `field` at: its places (place fields) or its
    items when they are places (a list of hexes); none for the other kinds."""
    if field.kind in ("place_values", "place_numbers", "place_items"):
        return [p for p in field.places if p in drawn]
    if field.kind == "items":
        return [c for c in field.choices if isinstance(c, str) and c in drawn]
    return []


def control_for(field: Any, editor: Any) -> FieldControl:
    """The control of one field."""
    return CONTROLS[field.kind](field, editor)
