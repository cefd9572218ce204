"""The walkthrough stepper: previous / next / slider over a game's WALKTHROUGH."""

from __future__ import annotations

import html
from types import ModuleType

import ipywidgets as w

from rulebook.core import changes, changes_html

from .common import (
    View,
    board_html,
    game_module,
    labelled,
    rules_html,
    step_of,
    title_of,
    ui_text,
    widget_placeholder,
)
from .presenter import Presenter

STEPPER_STYLE = """<style>
.rb-stepper-main{gap:14px;align-items:flex-start}
.rb-stepper-main .rb-board{max-height:64vh;overflow:auto}
.rb-stepper-main .rb-board svg{max-width:none;width:auto;height:auto}
.rb-stepper-side{max-height:68vh;overflow-y:auto}
.rb-stepper-side ul.rb-rules{padding-left:1.1em;margin:2px 0}
.rb-stepper-side ul.rb-rules li{margin:0}
.rb-stepper-side summary{white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
</style>"""
"""The board on the left at its own size (its text 12 px or more; it scrolls inside its box when the screen is too
small for it, never shrinks), the words on the right taking the rest, one rule per line until opened: a step fits a
laptop screen."""


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
        self.title = ui_text("widgets.stepper.title", "Walkthrough stepper: {game}, {steps} steps").format(
            game=title_of(self.module), steps=len(self.steps))
        last = len(self.steps) - 1
        self.prev_button = w.Button(description=ui_text("widgets.stepper.previous", "◀ Previous"),
                                    layout=w.Layout(width="120px"))
        self.next_button = w.Button(description=ui_text("widgets.stepper.next", "Next ▶"),
                                    layout=w.Layout(width="120px"), button_style="primary")
        self.slider = w.IntSlider(value=1, min=1, max=last + 1, description=ui_text("widgets.stepper.step", "Step"),
                                  continuous_update=False,
                                  layout=w.Layout(width="360px"))  # counts from 1, like the heading
        self.heading = w.HTML()
        self.narration = w.HTML()
        self.rules = w.HTML()
        self.board_before = w.HTML()
        self.board_after = w.HTML()
        self.changes = w.HTML()
        self.view_picker = w.ToggleButtons(options=[labelled(ui_text("widgets.stepper.after", "After"), "After"),
                                                    labelled(ui_text("widgets.stepper.before", "Before"), "Before")],
                                           value="After",
                                           tooltips=[ui_text("widgets.stepper.after_tip",
                                                             "the position after this step's moves"),
                                                     ui_text("widgets.stepper.before_tip", "the position before them")],
                                           style={"button_width": "80px"})
        self.prev_button.on_click(lambda _b: self.go(self.index - 1))
        self.next_button.on_click(lambda _b: self.go(self.index + 1))
        self.slider.observe(lambda change: self._show(change["new"] - 1), names="value")
        self.view_picker.observe(lambda change: self._show_board(), names="value")
        boards = w.VBox([self.view_picker, self.board_after, self.board_before],
                        layout=w.Layout(flex="0 1 auto", min_width="0"))
        boards.add_class("rb-boards")
        side = w.VBox([self.narration, w.HTML(f"<b>{ui_text('widgets.stepper.what_changed', 'What changed')}</b>"),
                       self.changes, self.rules],
                      layout=w.Layout(flex="1 1 260px", min_width="240px"))
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
        with self.speaking():
            self._show_step(index)

    def _show_step(self, index: int) -> None:
        english = self.steps[index]
        step = step_of(self.module, english)
        heading = ui_text("widgets.stepper.heading", "Step {n} of {total}: {title}")
        title = html.escape(step.title)
        self.heading.value = f"<h3>{heading.format(n=index + 1, total=len(self.steps), title=title)}</h3>"
        words, state = [], step.before
        for action in step.actions:
            words.append(self._move_words(state, action))
            state = state.apply(action)
        moves = "".join(f"<li>{html.escape(text)}</li>" for text in words)
        self.narration.value = f"<p>{html.escape(step.narration)}</p>" + (
            f"<div><b>{ui_text('widgets.stepper.moves', 'Moves played')}</b><ul>{moves}</ul></div>" if moves else "")
        self.rules.value = (f"<b>{ui_text('widgets.stepper.rules', 'Rules shown')}</b>"
                            + rules_html(step.rule_ids, self.module.RULES))
        self.changes.value = changes_html(changes(step.before, step.after, getattr(self.module, "summary", None)))
        named = self.presenter.labels_for(english.narration)
        caption = ui_text("widgets.stepper.before_moves", "Before the moves") if step.actions else \
            ui_text("widgets.common.the_position", "The position")
        self.board_before.value = board_html(step.before, caption, self.presenter.picture(step.before, labels=named))
        self.board_after.value = board_html(
            step.after, ui_text("widgets.stepper.after_moves", "After the moves (what changed is ringed)"),
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
        """What a page shows where the live widget cannot be drawn (a notebook opened before it is run)."""
        return widget_placeholder(self.title)
