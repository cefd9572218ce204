"""The walkthrough stepper: previous / next / slider over a game's WALKTHROUGH."""

from __future__ import annotations

import html
from types import ModuleType

import ipywidgets as w

from rulebook.core import changes, changes_html

from .common import View, board_html, game_module, rules_html


class WalkthroughStepper(View):
    """Step through a game's guided tour: narration, the rules it shows, the board before and after, the changes."""

    def __init__(self, game: str | ModuleType, start: int = 0):
        super().__init__()
        self.module = game_module(game)
        self.steps = self.module.WALKTHROUGH.steps
        self.title = f"Walkthrough stepper: {self.module.TITLE}, {len(self.steps)} steps"
        last = len(self.steps) - 1
        self.prev_button = w.Button(description="◀ Previous", layout=w.Layout(width="120px"))
        self.next_button = w.Button(description="Next ▶", layout=w.Layout(width="120px"))
        self.slider = w.IntSlider(value=1, min=1, max=last + 1, description="Step", continuous_update=False,
                                  layout=w.Layout(width="420px"))  # counts from 1, like the heading
        self.heading = w.HTML()
        self.narration = w.HTML()
        self.rules = w.HTML()
        self.board_before = w.HTML()
        self.board_after = w.HTML()
        self.changes = w.HTML()
        self.prev_button.on_click(lambda _b: self.go(self.index - 1))
        self.next_button.on_click(lambda _b: self.go(self.index + 1))
        self.slider.observe(lambda change: self._show(change["new"] - 1), names="value")
        boards = w.HBox([self.board_before, self.board_after])
        boards.add_class("rb-boards")
        self.children = [w.HBox([self.prev_button, self.slider, self.next_button]), self.heading, self.narration,
                         self.rules, w.HTML("<b>What changed</b>"), self.changes, boards, self.status]
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

    def _show(self, index: int) -> None:
        step = self.steps[index]
        self.heading.value = f"<h3>Step {index + 1} of {len(self.steps)}: {html.escape(step.title)}</h3>"
        moves = "".join(f"<li><code>{html.escape(str(a))}</code></li>" for a in step.actions)
        self.narration.value = f"<p>{html.escape(step.narration)}</p>" + (
            f"<div><b>Moves played</b><ul>{moves}</ul></div>" if moves else "")
        self.rules.value = "<b>Rules shown</b>" + rules_html(step.rule_ids, self.module.RULES)
        self.changes.value = changes_html(changes(step.before, step.after, getattr(self.module, "summary", None)))
        self.board_before.value = board_html(step.before, "Before")
        self.board_after.value = board_html(step.after, "After") if step.actions else ""
        self.prev_button.disabled = index == 0
        self.next_button.disabled = index == len(self.steps) - 1

    def __repr__(self) -> str:
        return f"<{self.title}>"
