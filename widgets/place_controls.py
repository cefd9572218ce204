"""The controls of the place fields (place_values, place_numbers, place_items): a value, then where.

The place comes from a list labelled in the game's words, or from a click on the board: the editor sends a click to
the place field being edited (`click`), which does its main action there ("put Red on P46", "set 2 barbarians on
H3", "add the Mint on top at P1-r2c2").
"""

from __future__ import annotations

import html
from collections.abc import Callable
from typing import Any

import ipywidgets as w

from rulebook.core.i18n import ui_text

from .field_base import (
    LABEL_STYLE,
    Context,
    FieldControl,
    as_items,
    choice_options,
    fixed,
    flexible,
    nothing_yet,
    row,
)


class PlaceControl(FieldControl):
    """The base of the place fields: a place list (labelled in the game's words) that a board click also sets."""

    def build(self) -> w.Widget:
        """The kind's value on one row; the place list and the buttons on the next."""
        self.place = w.Dropdown(options=[], layout=flexible("180px"),
                                description=ui_text("widgets.fields.where", "where"), style=LABEL_STYLE)
        self.place.observe(lambda change: None if self.editor.quiet else self.editor.activate(self), names="value")
        value, buttons = self.widgets()
        return w.VBox([row(value), row([self.place, *buttons])], layout=w.Layout(width="100%"))

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
            return nothing_yet()
        return "; ".join(f"{html.escape(p)}: {html.escape(self.words(v, ctx))}" for p, v in value.items())

    @staticmethod
    def words(value: Any, ctx: Context) -> str:
        """One place's value in words (a list item by item)."""
        if isinstance(value, (list, tuple)):
            return ctx.listing(value)
        return ctx.words(value)

    def at(self, place: str | None) -> str:
        """The place to edit: the one given (a click) or the one picked in the list."""
        place = place or self.place.value
        if not place:
            raise self.refuse(ui_text("widgets.fields.pick_place", "pick a place first"))
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
        self.value_box = w.Dropdown(options=choice_options(self.field.choices, self.word), layout=flexible("160px"),
                                    description=ui_text("widgets.fields.put_label", "put"), style=LABEL_STYLE)
        self.value_box.observe(lambda change: None if self.editor.quiet else self.editor.activate(self),
                               names="value")
        self.put_button = w.Button(description=ui_text("widgets.fields.put", "Put"), layout=fixed("56px"),
                                   tooltip=ui_text("widgets.fields.tip_put_it_on_the_place_chos",
                                                   "put it on the place chosen"))
        self.remove_button = w.Button(description=ui_text("widgets.fields.remove", "Remove"), layout=fixed("76px"),
                                      tooltip=ui_text("widgets.fields.tip_take_away_what_is_on_the",
                                                      "take away what is on the place chosen"))
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
            raise self.refuse(ui_text("widgets.fields.nothing_on", "nothing is on {place}"), place=place)
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
                                description=ui_text("widgets.fields.set_to", "set to"), style=LABEL_STYLE,
                                layout=fixed("130px"))
        self.number.observe(lambda change: None if self.editor.quiet else self.editor.activate(self), names="value")
        self.set_button = w.Button(description=ui_text("widgets.fields.set", "Set"), layout=fixed("56px"),
                                   tooltip=ui_text("widgets.fields.tip_set_the_number_on_the_pl",
                                                   "set the number on the place"))
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
        self.item = w.Dropdown(options=choice_options(self.field.choices, self.word), layout=flexible("160px"),
                               description=ui_text("widgets.fields.add_label", "add"), style=LABEL_STYLE)
        self.item.observe(lambda change: None if self.editor.quiet else self.editor.activate(self), names="value")
        self.add_button = w.Button(description=ui_text("widgets.fields.add_top", "Add on top"), layout=fixed("92px"))
        self.pop_button = w.Button(description=ui_text("widgets.fields.take_top", "Take off top"),
                                   layout=fixed("104px"),
                                   tooltip=ui_text("widgets.fields.tip_take_the_top_item_off_th",
                                                   "take the top item off the place chosen"))
        self.clear_button = w.Button(description=ui_text("widgets.fields.clear", "Clear"), layout=fixed("58px"),
                                     tooltip=ui_text("widgets.fields.tip_take_every_item_off_the",
                                                     "take every item off the place chosen"))
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
            raise self.refuse(ui_text("widgets.fields.nothing_on", "nothing is on {place}"), place=place)
        rest = {k: v for k, v in value.items() if k != place}
        return self.submit({**rest, place: items[:-1]} if items[:-1] else rest)

    def clear(self, place: str | None) -> bool:
        """Take every item off a place."""
        place = self.at(place)
        return self.submit({k: v for k, v in self.current().items() if k != place})

    def click(self, place: str) -> None:
        """Add the chosen item on top at the place clicked."""
        self.add(place)
