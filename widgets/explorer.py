"""The outcome explorer and the variant comparison: run seeded simulations, then chart them."""

from __future__ import annotations

import contextlib
import os
from collections.abc import Iterator
from types import ModuleType
from typing import Any

import ipywidgets as w

from rulebook import simulate

from . import charts
from .common import View, game_module, show_figure, title_of, ui_text
from .options import OptionsPicker

MAX_WIDGET_GAMES = 20_000


def default_games(fallback: int = 20) -> int:
    """Simulation size used by the notebooks: small by default, raised with RULEBOOK_GAMES=5000 (for example)."""
    raw = os.environ.get("RULEBOOK_GAMES", "").strip()
    if not raw:
        return fallback
    if not raw.isdigit() or not 1 <= int(raw) <= MAX_WIDGET_GAMES:
        raise ValueError(f"RULEBOOK_GAMES={raw!r}: expected a whole number from 1 to {MAX_WIDGET_GAMES}")
    return int(raw)


def check_games(n: Any) -> int:
    """The number of games to play, checked: a whole number from 1 to the explorer's limit."""
    if type(n) is not int or not 1 <= n <= MAX_WIDGET_GAMES:
        raise ValueError(ui_text("widgets.explorer.games_range", "number of games: choose from 1 to {most} (got "
                                 "{n}); for more, call rulebook.simulate directly").format(most=f"{MAX_WIDGET_GAMES:,}",
                                                                                            n=n))
    return n


class OutcomeExplorer(View):
    """Choose players, bots, games, seed and options; run; read the charts."""

    def __init__(self, game: str | ModuleType, games: int | None = None, seed: int = 0, players: int | None = None,
                 options: dict[str, Any] | None = None):
        super().__init__()
        self.module = game_module(game)
        self.title = ui_text("widgets.explorer.title", "Outcome explorer: {game}").format(game=title_of(self.module))
        self.players = w.Dropdown(options=list(self.module.PLAYERS), value=players or self.module.DEFAULT_PLAYERS,
                                  description=ui_text("widgets.common.players", "Players"))
        self.games = w.IntText(value=games or default_games(), description=ui_text("widgets.explorer.games", "Games"))
        self.seed = w.IntText(value=seed, description=ui_text("widgets.common.seed", "Seed"))
        self.options = OptionsPicker(self.module, options,
                                     label=ui_text("widgets.explorer.rule_options", "Rule options"))
        self.bot_box = w.HBox()
        self.run_button = w.Button(description=ui_text("widgets.explorer.run", "Run"), button_style="primary")
        self.progress = w.IntProgress(value=0, min=0, max=1,
                                      description=ui_text("widgets.explorer.progress", "Progress"))
        self.summary = w.HTML()
        self.charts = w.Output()
        self.results = None
        self.figures: dict[str, Any] = {}
        self.players.observe(lambda change: self._make_bot_pickers(), names="value")
        self.on_click(self.run_button, self.run)
        self._make_bot_pickers()
        self.children = [w.HBox([self.players, self.games, self.seed]), self.bot_box, self.options,
                         w.HBox([self.run_button, self.progress]), self.status, self.summary, self.charts]

    def _make_bot_pickers(self) -> None:
        names = list(self.module.BOTS)
        self.bot_pickers = [w.Dropdown(options=names, value="random",
                                       description=ui_text("widgets.explorer.seat", "Seat {n}").format(n=s),
                                       layout=w.Layout(width="200px")) for s in range(self.players.value)]
        self.bot_box.children = self.bot_pickers

    def run(self) -> None:
        """Validate every input first (on a bad one, say so and keep the previous results); then clear the old
        results, keep Run disabled while the games are played, and show the new ones."""
        n = check_games(self.games.value)
        options = self.options.value
        bots = [p.value for p in self.bot_pickers]
        rotate = len(set(bots)) > 1
        self.progress.max, self.progress.value = n, 0
        with running(self, self.run_button, self.summary, self.charts):
            self.say(ui_text("widgets.explorer.playing",
                             "Playing {n} games of {game} ({players} players: {bots}{rotate})…")
                     .format(n=n, game=title_of(self.module), players=self.players.value, bots=", ".join(bots),
                             rotate=ui_text("widgets.explorer.rotate", "; seats rotate from game to game")
                             if rotate else ""))
            df = simulate(self.module.NAME, n, players=self.players.value, bots=bots, seed=self.seed.value,
                          options=options, progress=self._progress, rotate_seats=rotate)
        self.results = df
        self.figures = charts.standard_charts(df, self.module.NAME)
        self.summary.value = charts.summary_html(df)
        for figure in self.figures.values():
            show_figure(self.charts, figure)
        self.say(ui_text("widgets.explorer.played", "Played {n} games (seed {seed}).").format(n=n,
                                                                                              seed=self.seed.value),
                 "ok")

    def _progress(self, done: int, total: int) -> None:
        self.progress.value = done


class VariantComparison(View):
    """Two rule variants of one game, the same seeds, the charts side by side: how a designer judges a change."""

    def __init__(self, game: str | ModuleType, variant_a: dict | None = None, variant_b: dict | None = None,
                 games: int | None = None, seed: int = 0, players: int | None = None, bots: Any = None):
        super().__init__()
        self.module = game_module(game)
        self.title = ui_text("widgets.compare.title", "Variant comparison: {game}").format(game=title_of(self.module))
        self.variant_a = OptionsPicker(self.module, variant_a, label=ui_text("widgets.compare.a", "Version A"))
        self.variant_b = OptionsPicker(self.module, variant_b, label=ui_text("widgets.compare.b", "Version B"))
        self.games = w.IntText(value=games or default_games(), description=ui_text("widgets.explorer.games", "Games"))
        self.seed = w.IntText(value=seed, description=ui_text("widgets.common.seed", "Seed"))
        self.players = w.Dropdown(options=list(self.module.PLAYERS), value=players or self.module.DEFAULT_PLAYERS,
                                  description=ui_text("widgets.common.players", "Players"))
        self.bots = bots
        self.run_button = w.Button(description=ui_text("widgets.compare.run", "Compare"), button_style="primary")
        self.progress = w.IntProgress(value=0, min=0, max=1,
                                      description=ui_text("widgets.explorer.progress", "Progress"))
        self.table = w.HTML()
        self.charts = w.Output()
        self.results: tuple = ()
        self.figures: dict[str, Any] = {}
        self.on_click(self.run_button, self.run)
        self.children = [self.variant_a, self.variant_b, w.HBox([self.players, self.games, self.seed]),
                         w.HBox([self.run_button, self.progress]), self.status, self.table, self.charts]

    def run(self) -> None:
        """Play both versions on the same seeds and show their outcomes side by side."""
        n = check_games(self.games.value)
        options = (self.variant_a.value, self.variant_b.value)
        self.progress.max, self.progress.value = 2 * n, 0
        frames = []
        with running(self, self.run_button, self.table, self.charts):
            for i, opts in enumerate(options):
                self.say(ui_text("widgets.compare.playing", "Playing version {v}: {n} games of {game} on the same "
                                 "seeds…").format(v="AB"[i], n=n, game=title_of(self.module)))
                frames.append(simulate(self.module.NAME, n, players=self.players.value, bots=self.bots,
                                       seed=self.seed.value, options=opts,
                                       progress=lambda d, t, i=i: setattr(self.progress, "value", i * n + d)))
        self.results = tuple(frames)
        a, b = (charts.summary_table(df) for df in frames)
        uncertainty = ui_text("widgets.compare.uncertainty", "{version} uncertainty")
        table = a.set_axis(["A", uncertainty.format(version="A")], axis="columns")
        table = table.join(b.set_axis(["B", uncertainty.format(version="B")], axis="columns"))
        table["B − A"] = [round(b - a, 3) for a, b in zip(table["A"], table["B"])]
        self.table.value = table.to_html()
        self.figures = charts.compare(frames[0], frames[1], "A", "B")
        for figure in self.figures.values():
            show_figure(self.charts, figure)
        self.say(ui_text("widgets.compare.done", "Compared two variants over the same {n} seeds.").format(n=n), "ok")


@contextlib.contextmanager
def running(view: View, button: w.Button, *results: w.Widget) -> Iterator[None]:
    """While games are played: the old results are cleared and the button that started them is disabled."""
    for result in results:
        if isinstance(result, w.Output):
            result.outputs = ()
        else:
            result.value = ""
    button.disabled = True
    try:
        yield
    finally:
        button.disabled = False
