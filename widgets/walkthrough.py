"""The walkthrough stepper: previous / next / slider over a game's WALKTHROUGH."""

from __future__ import annotations

import html
from types import ModuleType

import ipywidgets as w

from rulebook.core import changes, changes_html

from .common import View, board_html, game_module, rules_html
from .presenter import Presenter

STEPPER_STYLE = """<style>
.rb-stepper-main{gap:14px;align-items:flex-start}
.rb-stepper-main .rb-board{max-height:64vh;overflow-y:auto}
.rb-stepper-main .rb-board svg{width:100%;height:auto}
.rb-stepper-side{max-height:68vh;overflow-y:auto}
.rb-stepper-side ul.rb-rules{padding-left:1.1em;margin:2px 0}
.rb-stepper-side ul.rb-rules li{margin:0}
.rb-stepper-side summary{white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
</style>"""
"""The board on the left (scrolling inside its box when a picture is taller than the screen, so its text keeps its
size), the words on the right, one rule per line until opened: a step fits a laptop screen."""


class WalkthroughStepper(View):
    """Step through a game's guided tour: the board beside the narration, the moves, what changed and the rules.

    The controls sit above the board and the board beside the text, so each click of Next shows the new position
    without scrolling; the rules of a step are one line each until opened.
    """

    def __init__(self, game: str | ModuleType, start: int = 0):
        super().__init__()
        self.module = game_module(game)
        self.presenter = Presenter(self.module)
        self.steps = self.module.WALKTHROUGH.steps
        self.title = f"Walkthrough stepper: {self.module.TITLE}, {len(self.steps)} steps"
        last = len(self.steps) - 1
        self.prev_button = w.Button(description="◀ Previous", layout=w.Layout(width="120px"))
        self.next_button = w.Button(description="Next ▶", layout=w.Layout(width="120px"), button_style="primary")
        self.slider = w.IntSlider(value=1, min=1, max=last + 1, description="Step", continuous_update=False,
                                  layout=w.Layout(width="360px"))  # counts from 1, like the heading
        self.heading = w.HTML()
        self.narration = w.HTML()
        self.rules = w.HTML()
        self.board_before = w.HTML()
        self.board_after = w.HTML()
        self.changes = w.HTML()
        self.view_picker = w.ToggleButtons(options=["After", "Before"], value="After",
                                           tooltips=["the position after this step's moves",
                                                     "the position before them"],
                                           style={"button_width": "80px"})
        self.prev_button.on_click(lambda _b: self.go(self.index - 1))
        self.next_button.on_click(lambda _b: self.go(self.index + 1))
        self.slider.observe(lambda change: self._show(change["new"] - 1), names="value")
        self.view_picker.observe(lambda change: self._show_board(), names="value")
        boards = w.VBox([self.view_picker, self.board_after, self.board_before],
                        layout=w.Layout(flex="3 1 0%", min_width="0"))
        boards.add_class("rb-boards")
        side = w.VBox([self.narration, w.HTML("<b>What changed</b>"), self.changes, self.rules],
                      layout=w.Layout(flex="2 1 0%", min_width="240px"))
        side.add_class("rb-stepper-side")
        main = w.HBox([boards, side], layout=w.Layout(width="100%"))
        main.add_class("rb-stepper-main")
        self.children = [w.HTML(STEPPER_STYLE), w.HBox([self.prev_button, self.next_button, self.slider]),
                         self.heading, main, self.status]
        self.go(start)
        self._show(self.index)

    @property
    def index(self) -> int:
        """The step shown, counted from 0 (the slider and the heading count from 1)."""
        return self.slider.value - 1

    @property
    def step(self):
        """The step shown."""
        return self.steps[self.index]

    def go(self, index: int) -> None:
        """Move to step `index` (clamped to the tour)."""
        self.slider.value = min(max(index, 0), len(self.steps) - 1) + 1

    def _move_words(self, state, action) -> str:
        return self.presenter.describe(state, action)

    def _show(self, index: int) -> None:
        step = self.steps[index]
        self.heading.value = f"<h3>Step {index + 1} of {len(self.steps)}: {html.escape(step.title)}</h3>"
        words, state = [], step.before
        for action in step.actions:
            words.append(self._move_words(state, action))
            state = state.apply(action)
        moves = "".join(f"<li>{html.escape(text)}</li>" for text in words)
        self.narration.value = f"<p>{html.escape(step.narration)}</p>" + (
            f"<div><b>Moves played</b><ul>{moves}</ul></div>" if moves else "")
        self.rules.value = "<b>Rules shown</b>" + rules_html(step.rule_ids, self.module.RULES)
        self.changes.value = changes_html(changes(step.before, step.after, getattr(self.module, "summary", None)))
        named = self.presenter.labels_for(step.narration)
        self.board_before.value = board_html(step.before, "Before the moves" if step.actions else "The position",
                                             self.presenter.picture(step.before, labels=named))
        self.board_after.value = board_html(
            step.after, "After the moves (what changed is ringed)",
            self.presenter.picture(step.after, highlight=self.presenter.changed(step.before, step.after),
                                   labels=named)) if step.actions else ""
        self.view_picker.layout.display = None if step.actions else "none"
        self.prev_button.disabled = index == 0
        self.next_button.disabled = index == len(self.steps) - 1
        self._show_board()

    def _show_board(self) -> None:
        after = bool(self.step.actions) and self.view_picker.value == "After"
        self.board_after.layout.display = None if after else "none"
        self.board_before.layout.display = "none" if after else None

    def __repr__(self) -> str:
        return f"<{self.title}>"
