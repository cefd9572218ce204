"""The outcome explorer and the variant comparison: run seeded simulations, then chart them."""

from __future__ import annotations

import html
import json
import os
from types import ModuleType
from typing import Any

import ipywidgets as w

from rulebook import simulate
from rulebook.core import jsonio, resolve_options

from . import charts
from .common import View, game_module, show_figure

MAX_WIDGET_GAMES = 20_000


def default_games(fallback: int = 20) -> int:
    """Simulation size used by the notebooks: small by default, raised with RULEBOOK_GAMES=5000 (for example)."""
    raw = os.environ.get("RULEBOOK_GAMES", "").strip()
    if not raw:
        return fallback
    if not raw.isdigit() or not 1 <= int(raw) <= MAX_WIDGET_GAMES:
        raise ValueError(f"RULEBOOK_GAMES={raw!r}: expected a whole number from 1 to {MAX_WIDGET_GAMES}")
    return int(raw)


def parse_options(module: ModuleType, text: str) -> dict[str, Any]:
    """Variant options typed as a JSON object, checked against the game's options."""
    text = text.strip() or "{}"
    data = jsonio.loads(text, max_bytes=20_000, max_depth=6)
    if not isinstance(data, dict):
        raise ValueError('options: expected a JSON object such as {"hand_limit": 5}')
    data = {k: _int_keys(v) for k, v in data.items()}
    resolve_options(module.NAME, module.OPTIONS, data)
    return data


def _int_keys(value: Any) -> Any:
    """JSON object keys are strings; options keyed by numbers (e.g. player counts) need ints back."""
    if isinstance(value, dict):
        return {int(k) if isinstance(k, str) and k.lstrip("-").isdigit() else k: _int_keys(v)
                for k, v in value.items()}
    return value


def check_games(n: Any) -> int:
    """The number of games to play, checked: a whole number from 1 to the explorer's limit."""
    if type(n) is not int or not 1 <= n <= MAX_WIDGET_GAMES:
        raise ValueError(f"number of games: choose from 1 to {MAX_WIDGET_GAMES:,} (got {n!r}); "
                         "for more, call rulebook.simulate directly")
    return n


class OutcomeExplorer(View):
    """Choose players, bots, games, seed and options; run; read the charts."""

    def __init__(self, game: str | ModuleType, games: int | None = None, seed: int = 0, players: int | None = None):
        super().__init__()
        self.module = game_module(game)
        self.title = f"Outcome explorer: {self.module.TITLE}"
        self.players = w.Dropdown(options=list(self.module.PLAYERS), value=players or self.module.DEFAULT_PLAYERS,
                                  description="Players")
        self.games = w.IntText(value=games or default_games(), description="Games")
        self.seed = w.IntText(value=seed, description="Seed")
        self.options = w.Text(value="{}", description="Options", layout=w.Layout(width="60%"),
                              placeholder='JSON, e.g. {"hand_limit": 5}')
        self.option_help = w.HTML(self._options_help())
        self.bot_box = w.HBox()
        self.run_button = w.Button(description="Run", button_style="primary")
        self.progress = w.IntProgress(value=0, min=0, max=1, description="Progress")
        self.summary = w.HTML()
        self.charts = w.Output()
        self.results = None
        self.figures: dict[str, Any] = {}
        self.players.observe(lambda change: self._make_bot_pickers(), names="value")
        self.on_click(self.run_button, self.run)
        self._make_bot_pickers()
        self.children = [w.HBox([self.players, self.games, self.seed]), self.bot_box, self.options,
                         self.option_help, w.HBox([self.run_button, self.progress]), self.status, self.summary,
                         self.charts]

    def _options_help(self) -> str:
        items = "".join(f"<li><code>{html.escape(name)}</code> = {html.escape(json.dumps(_jsonable(o.default)))}"
                        f" — {html.escape(o.doc)} [{', '.join(o.rule_ids)}]</li>"
                        for name, o in self.module.OPTIONS.items())
        return f"<details><summary>Options and their defaults</summary><ul>{items}</ul></details>"

    def _make_bot_pickers(self) -> None:
        names = list(self.module.BOTS)
        self.bot_pickers = [w.Dropdown(options=names, value="random", description=f"Seat {s}",
                                       layout=w.Layout(width="200px")) for s in range(self.players.value)]
        self.bot_box.children = self.bot_pickers

    def run(self) -> None:
        """Validate every input first; on a bad one, say so and keep the previous results on screen."""
        n = check_games(self.games.value)
        options = parse_options(self.module, self.options.value)
        bots = [p.value for p in self.bot_pickers]
        self.progress.max, self.progress.value = n, 0
        df = simulate(self.module.NAME, n, players=self.players.value, bots=bots, seed=self.seed.value,
                      options=options, progress=self._progress, rotate_seats=len(set(bots)) > 1)
        self.results = df
        self.figures = charts.standard_charts(df, self.module.NAME)
        self.summary.value = charts.summary_table(df).to_html()
        self.charts.outputs = ()
        for figure in self.figures.values():
            show_figure(self.charts, figure)
        self.say(f"Played {n} games (seed {self.seed.value}).", "ok")

    def _progress(self, done: int, total: int) -> None:
        self.progress.value = done


class VariantComparison(View):
    """Two rule variants of one game, the same seeds, the charts side by side: how a designer judges a change."""

    def __init__(self, game: str | ModuleType, variant_a: dict | None = None, variant_b: dict | None = None,
                 games: int | None = None, seed: int = 0, players: int | None = None, bots: Any = None):
        super().__init__()
        self.module = game_module(game)
        self.title = f"Variant comparison: {self.module.TITLE}"
        self.variant_a = w.Text(value=json.dumps(_jsonable(variant_a or {})), description="Variant A",
                                layout=w.Layout(width="70%"))
        self.variant_b = w.Text(value=json.dumps(_jsonable(variant_b or {})), description="Variant B",
                                layout=w.Layout(width="70%"))
        self.games = w.IntText(value=games or default_games(), description="Games")
        self.seed = w.IntText(value=seed, description="Seed")
        self.players = w.Dropdown(options=list(self.module.PLAYERS), value=players or self.module.DEFAULT_PLAYERS,
                                  description="Players")
        self.bots = bots
        self.run_button = w.Button(description="Compare", button_style="primary")
        self.progress = w.IntProgress(value=0, min=0, max=1, description="Progress")
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
        options = (parse_options(self.module, self.variant_a.value), parse_options(self.module, self.variant_b.value))
        self.progress.max, self.progress.value = 2 * n, 0
        frames = []
        for i, opts in enumerate(options):
            frames.append(simulate(self.module.NAME, n, players=self.players.value, bots=self.bots,
                                   seed=self.seed.value, options=opts,
                                   progress=lambda d, t, i=i: setattr(self.progress, "value", i * n + d)))
        self.results = tuple(frames)
        a, b = (charts.summary_table(df)["value"] for df in frames)
        table = charts.summary_table(frames[0]).rename(columns={"value": "A", "std. error": "A s.e."})
        table = table.join(charts.summary_table(frames[1]).rename(columns={"value": "B", "std. error": "B s.e."}))
        table["B − A"] = (b - a).round(3)
        self.table.value = table.to_html()
        self.figures = charts.compare(frames[0], frames[1], "A", "B")
        self.charts.outputs = ()
        for figure in self.figures.values():
            show_figure(self.charts, figure)
        self.say(f"Compared two variants over the same {n} seeds.", "ok")


def _jsonable(value: Any) -> Any:
    if isinstance(value, dict):
        return {str(k): _jsonable(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_jsonable(v) for v in value]
    return value
