"""Asking about any move without typing it: a kind (in the game's words), then where, then the move itself.

The candidates are the game's own well-formed moves, legal or not: `moves_at(state, place)` for every place of the
picture, plus the legal moves; a kind no place starts (pass, trade…) lists what can be gathered for it (the legal
moves, the moves at every place, and the moves of that kind met in the game's walkthrough). The picker only offers
moves; whether one is legal is the engine's answer (`state.explain`).
"""

from __future__ import annotations

from collections.abc import Callable
from types import ModuleType
from typing import Any

import ipywidgets as w

from rulebook.core.i18n import ui_text

from .presenting import kind_order, kind_words, move_words, moves_at, place_words

WIDE = {"description_width": "initial"}
MAX_TOUR_STEPS = 40
MAX_CANDIDATES = 400


class MovePicker(w.VBox):
    """Kind → where → move; `value` is the move picked (None when there is none), `on_touch` runs on a change."""

    def __init__(self, module: ModuleType, on_touch: Callable[[], None] = lambda: None):
        self.module = module
        self.on_touch = on_touch
        self.state: Any = None
        self.by_place: dict[str, tuple] = {}
        self.placeless: list[Any] = []
        self.quiet = False
        self._tour: list[Any] | None = None
        self.kind = w.Dropdown(options=[], description=ui_text("widgets.picker.kind", "Kind of move"), style=WIDE,
                               layout=w.Layout(width="100%"))
        self.place = w.Dropdown(options=[], description=ui_text("widgets.picker.where", "Where"), style=WIDE,
                                layout=w.Layout(width="100%"))
        self.move = w.Dropdown(options=[], description=ui_text("widgets.picker.move", "Move"), style=WIDE,
                               layout=w.Layout(width="100%"))
        self.kind.observe(lambda change: self._changed(self._fill_places), names="value")
        self.place.observe(lambda change: self._changed(self._fill_moves), names="value")
        self.move.observe(lambda change: self._changed(None), names="value")
        super().__init__([self.kind, self.place, self.move], layout=w.Layout(width="100%"))

    def _changed(self, then: Callable[[], None] | None) -> None:
        if self.quiet:
            return
        if then is not None:
            self.quiet = True
            try:
                then()
            finally:
                self.quiet = False
        self.on_touch()

    @property
    def value(self) -> Any:
        """The move picked."""
        return self.move.value

    def refresh(self, state: Any, places: list[str]) -> None:
        """Gather the candidates of a new position (`places`: the places its picture draws)."""
        self.state = state
        self.by_place = {}
        for place in places:
            found = moves_at(self.module, state, place)
            if found:
                self.by_place[place] = found
        legal = list(state.legal_actions())
        at_places = {a for moves in self.by_place.values() for a in moves}
        self.placeless = [a for a in legal if a not in at_places]
        kinds = {a.kind for a in legal} | {a.kind for a in at_places}
        kinds |= {a.kind for a in self._tour_moves() if a.kind not in {b.kind for b in at_places}}
        self.quiet = True
        try:
            kept = self.kind.value
            order = kind_order(self.module, kinds)
            self.kind.options = [(kind_words(self.module, k), k) for k in order]
            self.kind.value = kept if kept in order else (order[0] if order else None)
            self._fill_places()
        finally:
            self.quiet = False

    def _tour_moves(self) -> list[Any]:
        """Moves met in the game's walkthrough: questions a reader may ask about kinds no place starts."""
        if self._tour is None:
            steps = self.module.WALKTHROUGH.steps[:MAX_TOUR_STEPS]
            self._tour = list(dict.fromkeys(a for step in steps for a in step.before.legal_actions()))
        return self._tour

    def places_of(self, kind: str | None) -> list[str]:
        """The places where a move of `kind` starts."""
        return [p for p, moves in self.by_place.items() if any(a.kind == kind for a in moves)]

    def _fill_places(self) -> None:
        places = self.places_of(self.kind.value)
        kept = self.place.value
        self.place.options = [(place_words(self.module, self.state, p), p) for p in places]
        self.place.value = kept if kept in places else (places[0] if places else None)
        self.place.layout.display = None if places else "none"
        self._fill_moves()

    def candidates(self) -> list[Any]:
        """The moves offered for the kind (and place) picked, legal or not."""
        kind, place = self.kind.value, self.place.value
        if place is not None:
            return [a for a in self.by_place.get(place, ()) if a.kind == kind]
        gathered = [*self.placeless, *(a for moves in self.by_place.values() for a in moves), *self._tour_moves()]
        return list(dict.fromkeys(a for a in gathered if a.kind == kind))[:MAX_CANDIDATES]

    def _fill_moves(self) -> None:
        moves = self.candidates()
        kept = self.move.value
        self.move.options = [(move_words(self.module, self.state, a), a) for a in moves]
        self.move.value = kept if kept in moves else (moves[0] if moves else None)

    def pick_place(self, place: str) -> str:
        """A click on the board at `place`: pick it (switching to a kind that starts there if need be)."""
        if place not in self.by_place:
            return ui_text("widgets.picker.none_at", "No move starts at {place}.").format(
                place=place_words(self.module, self.state, place))
        self.quiet = True
        try:
            if place not in self.places_of(self.kind.value):
                self.kind.value = self.by_place[place][0].kind
                self._fill_places()
            self.place.value = place
            self._fill_moves()
        finally:
            self.quiet = False
        self.on_touch()
        return ""
