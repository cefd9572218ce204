"""One control per kind of position field (rulebook.core.Field), for the position editor.

Numbers, choices, flags, a number per seat, items per seat and ordered lists are here; the place fields are in
place_controls.py, what all controls share in field_base.py. `control_for(field, editor)` picks the class of a
field's kind; `board_places(field, drawn)` says where a click on the board can edit a field.
"""

from __future__ import annotations

import html
from typing import Any

import ipywidgets as w

from rulebook.core.i18n import ui_text

from .field_base import (
    END,
    LABEL_STYLE,
    LEAVE_OUT,
    Context,
    FieldControl,
    as_items,
    choice_options,
    fixed,
    flexible,
    not_set,
    nothing_yet,
    row,
)
from .place_controls import PlaceItemsControl, PlaceNumbersControl, PlaceValuesControl


class NumberControl(FieldControl):
    """A whole number: a number box (the game refuses what is out of range, naming the range); left empty, the
    builder's own default (for instance the turn a phase implies)."""

    kind = "number"

    def build(self) -> w.Widget:
        """A number box (the range shown beside it; the game refuses what is out of it)."""
        self.box = w.Text(layout=fixed("110px"), placeholder=ui_text("widgets.fields.default", "default"),
                          continuous_update=False,
                          tooltip=ui_text("widgets.fields.range", "{lo} to {hi}").format(lo=self.field.lo,
                                                                                          hi=self.field.hi))
        self.watch(self.box, self._typed)
        span = ui_text("widgets.fields.range_default", "{lo} to {hi}; empty: the game's default").format(
            lo=self.field.lo, hi=self.field.hi)
        return w.HBox([self.box, w.HTML(f"<span class='rb-help'>{html.escape(span)}</span>")])

    def _typed(self, text: str) -> bool:
        text = text.strip()
        if not text:
            return self.submit(LEAVE_OUT)
        try:
            number = int(text)
        except ValueError:
            self.editor.put_back()
            raise self.refuse(ui_text("widgets.fields.not_whole", "{text} is not a whole number ({lo} to {hi})"),
                              text=repr(text[:20]), lo=self.field.lo, hi=self.field.hi) from None
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
        self.box = w.Dropdown(options=choice_options(self.field.choices, self.word),
                              layout=w.Layout(width="100%", max_width="340px"))
        self.watch(self.box, self.submit)
        return self.box

    def show(self, value: Any, ctx: Context) -> None:
        """The choice in the position (a value the list lacks is added, so it can be shown)."""
        options = choice_options(self.field.choices, self.word)
        if value not in self.field.choices:
            options = [(not_set() if value is None else self.word(value), value), *options]
        self.box.options = options
        self.box.value = value


class FlagControl(FieldControl):
    """Yes or no."""

    kind = "flag"

    def build(self) -> w.Widget:
        """A tick box."""
        self.box = w.Checkbox(description=ui_text("widgets.fields.yes", "yes"), indent=False, layout=fixed("80px"))
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
            box = w.IntText(description=self.word(seat), style=LABEL_STYLE, layout=fixed("150px"))
            self.watch(box, lambda value, seat=seat: self.submit({**self.current(), seat: value}))
            self.boxes[seat] = box
        return self.boxes[seat]

    def show(self, value: Any, ctx: Context) -> None:
        """One box per seat of the game shown (2 to 4 seats), each with its number."""
        value = value or {}
        self.row.children = [self._box(seat) for seat in ctx.seats]
        for seat in ctx.seats:
            self.boxes[seat].value = int(value.get(seat, self.field.lo if self.field.lo > 0 else 0))

class SeatItemsControl(FieldControl):
    """A list of items per seat (a hand of cards): pick the seat and the item, add or remove one, or clear."""

    kind = "seat_items"

    def build(self) -> w.Widget:
        """The seat, the item, and Add / Remove one / Clear."""
        self.seat = w.Dropdown(options=[], layout=fixed("150px"), description=ui_text("widgets.fields.seat", "seat"),
                               style=LABEL_STYLE)
        self.item = w.Dropdown(options=choice_options(self.field.choices, self.word), layout=flexible("140px"))
        self.add_button = w.Button(description=ui_text("widgets.fields.add", "Add"), layout=fixed("56px"))
        self.remove_button = w.Button(description=ui_text("widgets.fields.remove_one", "Remove one"),
                                      layout=fixed("100px"))
        self.clear_button = w.Button(description=ui_text("widgets.fields.clear", "Clear"), layout=fixed("58px"))
        self.press(self.add_button, self.add)
        self.press(self.remove_button, self.remove)
        self.press(self.clear_button, self.clear)
        return w.VBox([row([self.seat, self.item]), row([self.add_button, self.remove_button, self.clear_button])],
                      layout=w.Layout(width="100%"))

    def show(self, value: Any, ctx: Context) -> None:
        """The seats of the game shown, and every seat's items in the heading."""
        value = value or {}
        picked = self.seat.value
        self.seat.options = [(ctx.words(seat), seat) for seat in ctx.seats]
        self.seat.value = picked if picked in ctx.seats else (ctx.seats[0] if ctx.seats else None)
        held = [f"{html.escape(ctx.words(s))}: {html.escape(ctx.listing(as_items(value.get(s))))}"
                for s in ctx.seats if as_items(value.get(s))]
        self.heading.value = self._heading_html("; ".join(held) or nothing_yet())

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
            raise self.refuse(ui_text("widgets.fields.seat_has_none", "{seat} has no {item}"),
                              seat=self.word(self.seat.value), item=self.word(self.item.value))
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
        self.item = w.Dropdown(options=choice_options(self.field.choices, self.word), layout=flexible("160px"))
        self.slot = w.Dropdown(options=[(ui_text("widgets.fields.at_end", "at the end"), END)], value=END,
                               description=ui_text("widgets.fields.at", "at"), style=LABEL_STYLE,
                               layout=flexible("150px"))
        self.put_button = w.Button(description=ui_text("widgets.fields.put", "Put"), layout=fixed("56px"),
                                   tooltip=ui_text("widgets.fields.tip_put_the_item_at_the_posi",
                                                   "put the item at the position chosen (replacing what is there)"))
        self.remove_button = w.Button(description=ui_text("widgets.fields.remove", "Remove"), layout=fixed("76px"),
                                      tooltip=ui_text("widgets.fields.tip_remove_the_item_at_the_p",
                                                      "remove the item at the position chosen (at the end: the last "
                                                      "one)"))
        self.clear_button = w.Button(description=ui_text("widgets.fields.clear", "Clear"), layout=fixed("58px"))
        self.press(self.put_button, self.put)
        self.press(self.remove_button, self.remove)
        self.press(self.clear_button, lambda: self.submit([]))
        return w.VBox([row([self.item, self.put_button]), row([self.slot, self.remove_button, self.clear_button])],
                      layout=w.Layout(width="100%"))

    def show(self, value: Any, ctx: Context) -> None:
        """The items in order in the heading, and a position to pick for each."""
        items = as_items(value)
        shown = html.escape(ctx.listing(items)) or \
            f"<span class='rb-help'>{html.escape(ui_text('widgets.fields.none', 'none'))}</span>"
        self.heading.value = self._heading_html(shown)
        picked = self.slot.value
        self.slot.options = [*((f"{k + 1}: {ctx.words(item)}", k) for k, item in enumerate(items)),
                             (ui_text("widgets.fields.at_end", "at the end"), END)]
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
            raise self.refuse(ui_text("widgets.fields.list_empty", "the list is empty"))
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
