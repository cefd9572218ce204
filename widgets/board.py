"""A clickable board: the engine's own SVG picture, drawn by a small anywidget module that reports clicks.

Every place a game draws as ``<g class="rb-place" data-place="I11">`` (see each game's render.py) can be clicked;
the id of the innermost place under the pointer comes back to Python as `clicked`, with `click_count` going up by
one per click (so two clicks on the same place are two events). Python decides what a click means: the play table
lists the moves that start there, the position editor puts a piece there. Which places respond (`clickable`), which
one is picked (`selected`) and whether the board listens at all (`disabled`, while a bot moves) are set from Python
and drawn by the module; nothing about the rules lives here.
"""

from __future__ import annotations

from collections.abc import Callable

import anywidget
import traitlets as t

ESM = """
function render({ model, el }) {
  el.classList.add("rb-clickboard");
  const mark = () => {
    const clickable = new Set(model.get("clickable"));
    const selected = model.get("selected");
    const disabled = model.get("disabled");
    el.classList.toggle("rb-board-disabled", disabled);
    for (const node of el.querySelectorAll(".rb-place")) {
      const place = node.getAttribute("data-place") || node.id;
      node.classList.toggle("rb-clickable", !disabled && (clickable.size === 0 || clickable.has(place)));
      node.classList.toggle("rb-selected", place === selected);
    }
  };
  const paint = () => {
    el.innerHTML = model.get("svg");
    for (const node of el.querySelectorAll(".rb-place")) {
      const place = node.getAttribute("data-place") || node.id;
      node.addEventListener("click", (event) => {
        if (model.get("disabled") || !node.classList.contains("rb-clickable")) return;
        event.stopPropagation();
        model.set("clicked", place);
        model.set("click_count", model.get("click_count") + 1);
        model.save_changes();
      });
    }
    mark();
  };
  model.on("change:svg", paint);
  model.on("change:clickable", mark);
  model.on("change:selected", mark);
  model.on("change:disabled", mark);
  paint();
}
export default { render };
"""
"""Only a new picture replaces the drawing; which places listen and which one is picked only change classes, so a
click is never lost to a redraw between pressing and releasing the button. A place that does not listen lets the
click through to an enclosing place that does."""

CSS = """
.rb-clickboard { max-width: 100%; max-height: 74vh; overflow: auto; }
.rb-clickboard svg { width: 100%; max-width: 100%; height: auto; display: block; }
.rb-clickboard .rb-clickable { cursor: pointer; }
.rb-clickboard .rb-clickable:hover { filter: drop-shadow(0 0 3px #1a73e8) brightness(1.08); }
.rb-clickboard .rb-selected { filter: drop-shadow(0 0 4px #d93025); }
.rb-clickboard.rb-board-disabled { opacity: 0.85; cursor: progress; }
"""


class Board(anywidget.AnyWidget):
    """An SVG board whose places can be clicked; `on_place(callback)` runs `callback(place_id)` for every click."""

    _esm = ESM
    _css = CSS
    svg = t.Unicode("").tag(sync=True)
    clicked = t.Unicode("").tag(sync=True)
    click_count = t.Int(0).tag(sync=True)
    clickable = t.List(t.Unicode()).tag(sync=True)
    """The places that respond to clicks (in the browser; `click` from Python is not filtered); empty means every
    place."""
    selected = t.Unicode("").tag(sync=True)
    disabled = t.Bool(False).tag(sync=True)

    def __init__(self, svg: str = "", **kwargs):
        super().__init__(svg=svg, **kwargs)
        self._callbacks: list[Callable[[str], None]] = []
        self.observe(self._clicked, names="click_count")

    def on_place(self, callback: Callable[[str], None]) -> None:
        """Call `callback(place_id)` after each click on a place."""
        self._callbacks.append(callback)

    def click(self, place: str) -> None:
        """Click a place from Python (what the browser does on a real click): for tests and notebooks."""
        if self.disabled:
            return
        self.clicked = place
        self.click_count += 1

    def _clicked(self, change: dict) -> None:
        for callback in self._callbacks:
            callback(self.clicked)
