"""Where a position comes from: a new game, a FAQ case (by its title), a walkthrough step, a random game, or text.

Shared by the ruling checker and the position editor: one row of controls, showing only those the chosen source
needs, and `build()` giving the position they describe (a bad choice raises a ValueError the view shows).
"""

from __future__ import annotations

from collections.abc import Callable
from types import ModuleType
from typing import Any

import ipywidgets as w

from rulebook import play
from rulebook.core.i18n import ui_text

from .common import case_of, labelled, step_of

NEW, FAQ, STEP, RANDOM, PASTED = "New game", "FAQ case", "Walkthrough step", "Random game", "Pasted JSON"
MAX_RANDOM_PLIES = 5_000
WIDE = {"description_width": "initial"}


def source_label(source: str) -> str:
    """A source's name as the list shows it (the value stays the English name)."""
    return {NEW: ui_text("widgets.start.new", NEW), FAQ: ui_text("widgets.start.faq", FAQ),
            STEP: ui_text("widgets.start.step", STEP), RANDOM: ui_text("widgets.start.random", RANDOM),
            PASTED: ui_text("widgets.start.pasted", PASTED),
            "The ruling checker's position": ui_text("widgets.start.checker", "The ruling checker's position"),
            "The position given": ui_text("widgets.start.given", "The position given")}.get(source, source)


class StartPicker(w.VBox):
    """The "Start from" controls of a view; `extra` adds sources of the view's own ({label: build function})."""

    def __init__(self, module: ModuleType, sources: tuple[str, ...] = (NEW, FAQ, STEP), seed: int = 0,
                 extra: dict[str, Callable[[], Any]] | None = None):
        self.module = module
        self.extra = dict(extra or {})
        self.source = w.Dropdown(options=[labelled(source_label(s), s) for s in (*sources, *self.extra)],
                                 value=sources[0],
                                 description=ui_text("widgets.start.from", "Start from"),
                                 style=WIDE, layout=w.Layout(width="260px"))
        self.players = w.Dropdown(options=list(module.PLAYERS), value=module.DEFAULT_PLAYERS,
                                  description=ui_text("widgets.common.players", "Players"),
                                  style=WIDE, layout=w.Layout(width="130px"))
        self.seed = w.IntText(value=seed, description=ui_text("widgets.common.seed", "Seed"), style=WIDE,
                              layout=w.Layout(width="130px"))
        self.case = w.Dropdown(options=[(f"{c.id}: {case_of(module, c).title}", c.id) for c in module.FAQ],
                               description=ui_text("widgets.faq.case", "Case"),
                               style=WIDE, layout=w.Layout(width="100%", max_width="640px"))
        steps = module.WALKTHROUGH.steps
        self.step = w.Dropdown(options=[(f"{i + 1}. {step_of(module, s).title}", i) for i, s in enumerate(steps)],
                               value=0, description=ui_text("widgets.stepper.step", "Step"), style=WIDE,
                               layout=w.Layout(width="100%", max_width="520px"))
        self.plies = w.BoundedIntText(value=20, min=0, max=MAX_RANDOM_PLIES,
                                      description=ui_text("widgets.start.plies", "Random moves"),
                                      style=WIDE, layout=w.Layout(width="170px"))
        self.pasted = w.Textarea(placeholder=ui_text("widgets.start.paste", "paste a position's to_json() text here"),
                                 layout=w.Layout(width="100%", height="70px"))
        self.load_button = w.Button(description=ui_text("widgets.start.load", "Load position"), button_style="primary",
                                    layout=w.Layout(width="130px"))
        self.source.observe(lambda change: self._show_controls(), names="value")
        super().__init__([w.HBox([self.source, self.players, self.seed, self.plies, self.case, self.step,
                                  self.load_button], layout=w.Layout(flex_flow="row wrap", align_items="center")),
                          self.pasted])
        self._show_controls()

    def _show_controls(self) -> None:
        source = self.source.value
        needs = {self.players: source in (NEW, RANDOM), self.seed: source in (NEW, RANDOM),
                 self.plies: source == RANDOM, self.case: source == FAQ, self.step: source == STEP,
                 self.pasted: source == PASTED}
        for widget, shown in needs.items():
            widget.layout.display = None if shown else "none"

    def build(self) -> Any:
        """The position the controls describe."""
        source, module = self.source.value, self.module
        if source in self.extra:
            return self.extra[source]()
        if source == NEW:
            return module.new_game(players=self.players.value, seed=self.seed.value)
        if source == FAQ:
            return module.FAQ[self.case.value].script().start
        if source == STEP:
            return module.WALKTHROUGH[self.step.value].before
        if source == RANDOM:
            base = module.new_game(players=self.players.value, seed=self.seed.value)
            return play(base, rng=self.seed.value, max_plies=self.plies.value)
        return module.from_json(self.pasted.value)

    def described(self) -> str:
        """The chosen source in words, for the status line ("FAQ case TOY-FAQ-1")."""
        source = self.source.value
        if source == FAQ:
            return ui_text("widgets.start.faq_case", "FAQ case {case}").format(case=self.case.label)
        if source == STEP:
            return ui_text("widgets.start.tour_step", "walkthrough step {step}").format(step=self.step.label)
        if source in (NEW, RANDOM):
            words = ui_text("widgets.start.new_words", "new game") if source == NEW else \
                ui_text("widgets.start.random_words", "random game")
            return ui_text("widgets.start.game_words", "{source} ({players} players, seed {seed})").format(
                source=words, players=self.players.value, seed=self.seed.value)
        label = source_label(source)
        return label[0].lower() + label[1:]
