"""Plotly charts of simulation results (the DataFrames of `rulebook.simulate`). Pure functions: rows in, figure out.

Every axis carries a title with its unit, counts have whole-number ticks, every win rate carries its 95 % interval
and every mean its standard error, and seats are named as the game names them (the frame's `attrs` say which game
and whether seats rotated). Figures carry no random ids, so notebooks that show them compare exactly under nbval.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Sequence

import pandas as pd
import plotly.graph_objects as go

from rulebook import get_game, stats
from rulebook.core.i18n import ui_text

from .common import seat_text

LAYOUT = dict(template="plotly_white", height=360, margin=dict(l=60, r=20, t=60, b=55))


def seats(df: pd.DataFrame) -> list[int]:
    """The seat numbers of the games in `df` (from the widest row)."""
    return sorted(int(c.split("_")[1]) for c in df.columns if re.fullmatch(r"score_\d+", c))


def seat_label(df: pd.DataFrame, seat: int) -> str:
    """A seat as the game names it ("A", "P1", "Red"), or "seat 1" (counted from 1) when the game is not known."""
    name = df.attrs.get("game_name")
    if name:
        try:
            module = get_game(name)
            return seat_text(module, module.seat_name(seat))
        except (ValueError, AttributeError):
            pass
    return ui_text("charts.seat_n", "seat {n}").format(n=seat + 1)


def rotation_note(df: pd.DataFrame) -> str:
    """How the seats were dealt, in words, for chart titles and tables."""
    return ui_text("charts.rotate", "seats rotate from game to game") if df.attrs.get("rotate_seats") else \
        ui_text("charts.same_bot", "the same bot in each seat every game")


def wilson_interval(wins: float, n: int) -> tuple[float, float]:
    """The Wilson 95 % interval of a proportion (shared wins count in part); (0, 0) when no game was played."""
    return stats.wilson_interval(wins, n) if n > 0 else (0.0, 0.0)


def mean_and_error(values: Sequence[float]) -> tuple[float, float]:
    """The mean of `values` and its standard error (0 for fewer than two values)."""
    values = [float(v) for v in values]
    if len(values) < 2:
        return (values[0] if values else 0.0), 0.0
    estimate = stats.mean_estimate(values)
    return estimate.value, estimate.se


def count_axis(most: float, title: str | None = None) -> dict:
    """A y axis for counts: titled, from zero, ticks on whole numbers only (1, 2, 5, 10 … apart)."""
    step = 1
    while most / step > 8:
        step = step * 5 // 2 if str(step)[0] == "2" else step * 2
    return dict(title=title or ui_text("charts.games", "games"), rangemode="tozero", tick0=0, dtick=step,
                tickformat="d")


def win_shares(df: pd.DataFrame) -> pd.DataFrame:
    """One row per (game, seat): the seat's bot and its share of the win (1/k for a k-way shared win)."""
    shares = stats.win_shares(df)
    records = [{"seat": seat, "bot": df.at[game, f"bot_{seat}"], "win": shares.at[game, seat]}
               for game in df.index for seat in seats(df)]
    return pd.DataFrame.from_records(records, columns=["seat", "bot", "win"])


def win_rates(df: pd.DataFrame, by: str) -> pd.DataFrame:
    """Win rate per seat or per bot with its 95 % interval: columns games, wins, rate, low, high."""
    grouped = win_shares(df).groupby(by)["win"]
    table = pd.DataFrame({"games": grouped.size(), "wins": grouped.sum()})
    table["rate"] = table["wins"] / table["games"]
    bounds = [wilson_interval(w, n) for w, n in zip(table["wins"], table["games"])]
    table["low"] = [lo for lo, _ in bounds]
    table["high"] = [hi for _, hi in bounds]
    return table


def _rate_bar(table: pd.DataFrame, labels: list[str], name: str | None = None) -> go.Bar:
    rates = [round(v, 4) for v in table["rate"].tolist()]
    return go.Bar(x=labels, y=rates, name=name,
                  error_y=dict(type="data", symmetric=False,
                               array=[round(h - r, 4) for h, r in zip(table["high"], rates)],
                               arrayminus=[round(r - lo, 4) for lo, r in zip(table["low"], rates)]),
                  hovertemplate=ui_text("charts.won_hover", "%{x}: won %{y:.1%} of games") + "<extra></extra>")


def _counts(values: Sequence[float]) -> tuple[list[float], list[int], float]:
    """Bars for a histogram of whole numbers: bin starts, counts and the bin width (1 when the range is short)."""
    values = [float(v) for v in values]
    if not values:
        return [], [], 1.0
    lo, hi = math.floor(min(values)), math.floor(max(values))
    width = max(1, math.ceil((hi - lo + 1) / 40))
    starts = list(range(lo - lo % width, hi + 1, width))
    counts = [sum(1 for v in values if s <= v < s + width) for s in starts]
    return [s + (width - 1) / 2 for s in starts], counts, float(width)


def score_distribution(df: pd.DataFrame, title: str | None = None) -> go.Figure:
    """A histogram of final scores, one colour per seat (whole-number bins, counts on the y axis)."""
    fig = go.Figure()
    most = 0
    for seat in seats(df):
        xs, counts, width = _counts(df[f"score_{seat}"].tolist())
        most = max([most, *counts])
        fig.add_trace(go.Bar(x=xs, y=counts, width=width, name=seat_label(df, seat), opacity=0.6,
                             hovertemplate=f"{seat_label(df, seat)}: "
                             + ui_text("charts.scored_hover", "%{y} games scored %{x}") + "<extra></extra>"))
    fig.update_layout(title=title or ui_text("charts.scores_by_seat", "Final scores by seat"), barmode="overlay",
                      xaxis_title=ui_text("charts.final_score", "final score (points)"),
                      yaxis=count_axis(most), legend_title_text=ui_text("charts.seat", "seat"), **LAYOUT)
    return fig


def win_rate_by_seat(df: pd.DataFrame, title: str | None = None) -> go.Figure:
    """Win rate of each seat with its 95 % interval, shared wins counted as fractions."""
    table = win_rates(df, "seat")
    fig = go.Figure(_rate_bar(table, [seat_label(df, s) for s in table.index]))
    title = title or ui_text("charts.win_by_seat", "Win rate by seat")
    fig.update_layout(title=f"{title} ({rotation_note(df)})", xaxis_title=ui_text("charts.seat", "seat"),
                      yaxis=dict(title=ui_text("charts.share_won", "share of games won (95 % interval)"), range=[0, 1],
                                 tickformat=".0%"),
                      **LAYOUT)
    return fig


def win_rate_by_bot(df: pd.DataFrame, title: str | None = None) -> go.Figure:
    """Win rate of each bot over every seat it played, with its 95 % interval."""
    table = win_rates(df, "bot").sort_index()
    fig = go.Figure(_rate_bar(table, table.index.tolist()))
    title = title or ui_text("charts.win_by_bot", "Win rate by bot (per seat played)")
    fig.update_layout(title=f"{title}; {rotation_note(df)}", xaxis_title=ui_text("charts.bot", "bot"),
                      yaxis=dict(title=ui_text("charts.share_seats_won", "share of seats that won (95 % interval)"),
                                 range=[0, 1], tickformat=".0%"),
                      **LAYOUT)
    return fig


def game_length(df: pd.DataFrame, title: str | None = None) -> go.Figure:
    """A histogram of game lengths in turns."""
    xs, counts, width = _counts(df["turns"].tolist())
    fig = go.Figure(go.Bar(x=xs, y=counts, width=width, name=ui_text("charts.games", "games"),
                           hovertemplate=ui_text("charts.lasted_hover", "%{y} games lasted %{x} turns")
                           + "<extra></extra>"))
    mean, error = mean_and_error(df["turns"].tolist())
    title = title or ui_text("charts.length", "Game length")
    fig.update_layout(title=title + ui_text("charts.on_average", ": {mean} ± {error} turns on average").format(
                          mean=f"{mean:.1f}", error=f"{error:.1f}"),
                      xaxis_title=ui_text("charts.length_axis", "game length (turns)"),
                      yaxis=count_axis(max(counts, default=0)), **LAYOUT)
    return fig


# Game-specific charts ---------------------------------------------------------------------------------


def troyes_money_influence(df: pd.DataFrame) -> go.Figure:
    """Average money and influence at the end of each round (over seats and games), with standard errors."""
    fig = go.Figure()
    rounds: list[int] = []
    for resource, name, unit in (("money", ui_text("charts.money", "money"), ui_text("charts.deniers", "deniers")),
                                 ("influence", ui_text("charts.influence", "influence"),
                                  ui_text("charts.influence_points", "influence points"))):
        columns = [c for c in df.columns if re.fullmatch(rf"{resource}_r\d+_\d+", c)]
        rounds = sorted({int(c.split("_")[1][1:]) for c in columns})
        stats = [mean_and_error(df[[c for c in columns if c.split("_")[1] == f"r{r}"]].stack().tolist())
                 for r in rounds]
        fig.add_trace(go.Scatter(x=rounds, y=[round(m, 3) for m, _ in stats], mode="lines+markers",
                                 name=f"{name} ({unit})",
                                 error_y=dict(type="data", array=[round(e, 3) for _, e in stats]),
                                 hovertemplate=ui_text("charts.round_hover", "round %{x}: %{y:.1f} {unit} on average")
                                 .replace("{unit}", unit) + "<extra></extra>"))
    fig.update_layout(title=ui_text("charts.money_title",
                                    "Money and influence at the end of each round (mean ± standard error)"),
                      xaxis=dict(title=ui_text("charts.round", "round"), dtick=1, tick0=1),
                      yaxis_title=ui_text("charts.money_axis", "deniers or influence points per player"), **LAYOUT)
    return fig


END_TRIGGER_WORDS = {"district": "a full district", "criers": "town criers revealed",
                     "max_turns": "the turn guard", "none": "not ended"}
"""How a Tournay game ended, in words (the engine's `end_trigger` values)."""


def end_trigger_words(trigger: str) -> str:
    """`END_TRIGGER_WORDS` in the language in use."""
    return {"district": ui_text("charts.end.district", "a full district"),
            "criers": ui_text("charts.end.criers", "town criers revealed"),
            "max_turns": ui_text("charts.end.max_turns", "the turn guard"),
            "none": ui_text("charts.end.none", "not ended")}.get(trigger, str(trigger))


def tournay_end(df: pd.DataFrame) -> go.Figure:
    """How games end: which condition fired, and how many town criers had been revealed."""
    from plotly.subplots import make_subplots

    fig = make_subplots(rows=1, cols=2, subplot_titles=(ui_text("charts.end_trigger", "End trigger"),
                                                        ui_text("charts.criers_revealed", "Town criers revealed")))
    triggers = df["end_trigger"].value_counts().sort_index()
    fig.add_trace(go.Bar(x=[end_trigger_words(t) for t in triggers.index], y=triggers.tolist(),
                         name=ui_text("charts.end_trigger_name", "end trigger"),
                         hovertemplate=ui_text("charts.games_hover", "%{x}: %{y} games") + "<extra></extra>"),
                  row=1, col=1)
    criers = df["criers_revealed"].value_counts().sort_index()
    fig.add_trace(go.Bar(x=[int(v) for v in criers.index], y=criers.tolist(), name=ui_text("charts.criers", "criers"),
                         hovertemplate=ui_text("charts.criers_hover", "%{x} criers revealed: %{y} games")
                         + "<extra></extra>"), row=1, col=2)
    most = max([0, *triggers.tolist(), *criers.tolist()])
    fig.update_layout(title=ui_text("charts.tournay_end", "How Tournay games end"), showlegend=False, **LAYOUT)
    fig.update_xaxes(title_text=ui_text("charts.how_ended", "how the game ended"), row=1, col=1)
    fig.update_xaxes(title_text=ui_text("charts.criers_axis", "town criers revealed (cards)"), dtick=1, row=1, col=2)
    fig.update_yaxes(**count_axis(most), row=1, col=1)
    fig.update_yaxes(**count_axis(most), row=1, col=2)
    return fig


ROW_SIZES = (3, 4, 5, 4, 3)


def hex_centre(hex_id: int) -> tuple[float, float]:
    """Screen position of a hex of the 19-hex island (rows of 3-4-5-4-3, ids row-major; CBA-1.2)."""
    for row, size in enumerate(ROW_SIZES):
        if hex_id < size:
            return hex_id + (5 - size) / 2, -row * 0.87
        hex_id -= size
    raise ValueError(f"no hex {hex_id}")


def _text_colour(share: float) -> str:
    """Dark text on light red, white text on dark red (the Reds scale passes mid-grey near 0.45)."""
    return "#ffffff" if share >= 0.45 else "#1a1a1a"


def conquest_heatmap(df: pd.DataFrame, column_prefix: str = "ever_conquered_h") -> go.Figure:
    """Share of games in which each coastal hex was conquered, drawn on the island's layout."""
    columns = sorted((c for c in df.columns if c.startswith(column_prefix)), key=lambda c: int(c[len(column_prefix):]))
    hexes = [int(c[len(column_prefix):]) for c in columns]
    n = len(df)
    share = [round(float(df[c].mean()), 4) for c in columns]
    bounds = [wilson_interval(s * n, n) for s in share]
    inner = [h for h in range(19) if h not in hexes]
    xs, ys = zip(*(hex_centre(h) for h in hexes)) if hexes else ((), ())
    fig = go.Figure(go.Scatter(
        x=list(xs), y=list(ys), mode="markers+text", text=[f"H{h}<br>{s:.0%}" for h, s in zip(hexes, share)],
        textfont=dict(color=[_text_colour(s) for s in share], size=13),
        marker=dict(symbol="hexagon", size=58, color=share, colorscale="Reds", cmin=0, cmax=1,
                    colorbar=dict(title=ui_text("charts.conquered_bar", "share of games<br>conquered"),
                                  tickformat=".0%"),
                    line=dict(color="#555", width=1)),
        hovertext=[ui_text("charts.coast_hover", "H{h} (coast): conquered in {share} of {n} games (95 % interval "
                           "{low}–{high})").format(h=h, share=f"{s:.1%}", n=n, low=f"{lo:.0%}", high=f"{hi:.0%}")
                   for h, s, (lo, hi) in zip(hexes, share, bounds)],
        hoverinfo="text", name=ui_text("charts.coastal", "coastal hexes")))
    ix, iy = zip(*(hex_centre(h) for h in inner))
    fig.add_trace(go.Scatter(x=list(ix), y=list(iy), mode="markers+text", text=[f"H{h}" for h in inner],
                             textfont=dict(color="#1a1a1a", size=13),
                             marker=dict(symbol="hexagon", size=58, color="#eee", line=dict(color="#999", width=1)),
                             hovertext=[ui_text("charts.inland_hover", "H{h} (inland): barbarians never land here")
                                        .format(h=h) for h in inner],
                             hoverinfo="text", name=ui_text("charts.inland", "inland hexes")))
    fig.update_layout(title=ui_text("charts.heatmap", "Where the barbarians conquer (share of games)"),
                      xaxis_visible=False,
                      yaxis_visible=False, showlegend=False, **{**LAYOUT, "height": 440})
    return fig


GAME_CHARTS: dict[str, Callable[[pd.DataFrame], go.Figure]] = {
    "troyes": troyes_money_influence,
    "tournay": tournay_end,
    "barbarian_attack": conquest_heatmap,
}


def standard_charts(df: pd.DataFrame, game: str) -> dict[str, go.Figure]:
    """Every chart the outcome explorer shows for one run."""
    figures = {"scores": score_distribution(df), "win_by_seat": win_rate_by_seat(df),
               "win_by_bot": win_rate_by_bot(df), "length": game_length(df)}
    if game in GAME_CHARTS:
        figures[game] = GAME_CHARTS[game](df)
    return figures


def compare(df_a: pd.DataFrame, df_b: pd.DataFrame, label_a: str, label_b: str) -> dict[str, go.Figure]:
    """Two variants side by side: overlaid score and length distributions, win rate by seat with intervals."""
    scores, length = go.Figure(), go.Figure()
    most_scores = most_length = 0
    for df, label in ((df_a, label_a), (df_b, label_b)):
        xs, counts, width = _counts(pd.concat([df[f"score_{s}"] for s in seats(df)]).tolist())
        most_scores = max([most_scores, *counts])
        scores.add_trace(go.Bar(x=xs, y=counts, width=width, name=label, opacity=0.6))
        xs, counts, width = _counts(df["turns"].tolist())
        most_length = max([most_length, *counts])
        length.add_trace(go.Bar(x=xs, y=counts, width=width, name=label, opacity=0.6))
    scores.update_layout(title=ui_text("charts.scores_all", "Final scores (all seats)"), barmode="overlay",
                         xaxis_title=ui_text("charts.final_score", "final score (points)"),
                         yaxis=count_axis(most_scores, ui_text("charts.seats_axis", "seats (players × games)")),
                         **LAYOUT)
    length.update_layout(title=ui_text("charts.length", "Game length"), barmode="overlay",
                         xaxis_title=ui_text("charts.length_axis", "game length (turns)"),
                         yaxis=count_axis(most_length), **LAYOUT)
    seat_rates = go.Figure()
    for df, label in ((df_a, label_a), (df_b, label_b)):
        table = win_rates(df, "seat")
        seat_rates.add_trace(_rate_bar(table, [seat_label(df, s) for s in table.index], name=label))
    seat_rates.update_layout(title=f"{ui_text('charts.win_by_seat', 'Win rate by seat')} ({rotation_note(df_a)})",
                             barmode="group", xaxis_title=ui_text("charts.seat", "seat"),
                             yaxis=dict(title=ui_text("charts.share_won", "share of games won (95 % interval)"),
                                        range=[0, 1], tickformat=".0%"),
                             **LAYOUT)
    return {"scores": scores, "length": length, "win_by_seat": seat_rates}


def summary_table(df: pd.DataFrame) -> pd.DataFrame:
    """The headline numbers of a run in plain words: each with its value and its uncertainty.

    Means carry their standard error; rates carry their Wilson 95 % interval. Seat rows name the seats as the game
    does and the table says whether seats rotated.
    """
    n = len(df)
    all_scores = pd.concat([df[f"score_{s}"] for s in seats(df)]).tolist()
    rows: dict[str, tuple] = {ui_text("charts.summary.games", "games played"): (n, "")}
    se = ui_text("charts.summary.se", "± {error} (standard error)")
    mean, error = mean_and_error(all_scores)
    rows[ui_text("charts.summary.mean_score", "mean final score (points)")] = (round(mean, 2),
                                                                             se.format(error=f"{error:.2f}"))
    mean, error = mean_and_error(df["turns"].tolist())
    rows[ui_text("charts.summary.mean_length", "mean game length (turns)")] = (round(mean, 2),
                                                                             se.format(error=f"{error:.2f}"))
    for seat, row in win_rates(df, "seat").iterrows():
        rows[ui_text("charts.summary.seat_rate", "win rate of seat {seat} ({note})").format(
            seat=seat_label(df, seat), note=rotation_note(df))] = _rate_row(row)
    if len(set(win_shares(df)["bot"])) > 1:
        for bot, row in win_rates(df, "bot").iterrows():
            rows[ui_text("charts.summary.bot_rate", "win rate of the {bot} bot").format(bot=bot)] = _rate_row(row)
    rows[ui_text("charts.summary.shared", "shared wins")] = _rate_row(_proportion(df["shared_win"]))
    rows[ui_text("charts.summary.cut_off", "games cut off before the end")] = _rate_row(_proportion(df["truncated"]))
    return pd.DataFrame(rows, index=[ui_text("charts.summary.value", "value"),
                                     ui_text("charts.summary.uncertainty", "uncertainty")]).T


def summary_html(df: pd.DataFrame) -> str:
    """`summary_table` as HTML for the explorer."""
    return summary_table(df).to_html(classes="rb-summary")


def _proportion(flags: pd.Series) -> pd.Series:
    values = flags.astype(float)
    wins = float(values.sum())
    low, high = wilson_interval(wins, len(values))
    return pd.Series({"rate": wins / max(1, len(values)), "low": low, "high": high})


def _rate_row(row: pd.Series) -> tuple[float, str]:
    return round(float(row["rate"]), 3), ui_text("charts.summary.interval", "95 % interval {low}–{high}").format(
        low=f"{row['low']:.3f}", high=f"{row['high']:.3f}")
