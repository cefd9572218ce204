"""Plotly charts of simulation results (the DataFrames of `rulebook.simulate`). Pure functions: rows in, figure out.

Figures carry no random ids, so notebooks that show them compare exactly under nbval.
"""

from __future__ import annotations

import re
from collections.abc import Callable

import pandas as pd
import plotly.graph_objects as go

LAYOUT = dict(template="plotly_white", height=340, margin=dict(l=50, r=20, t=50, b=45))


def seats(df: pd.DataFrame) -> list[int]:
    """How many seats the games in `df` had (the widest row)."""
    return sorted(int(c.split("_")[1]) for c in df.columns if re.fullmatch(r"score_\d+", c))


def win_shares(df: pd.DataFrame) -> pd.DataFrame:
    """One row per (game, seat): the seat's bot and its share of the win (1/k for a k-way shared win)."""
    records = []
    for row in df[["winners", *[f"bot_{s}" for s in seats(df)]]].itertuples(index=False):
        winners = [int(x) for x in row.winners.split(",")] if row.winners else []
        for seat in seats(df):
            share = 1 / len(winners) if seat in winners else 0.0
            records.append({"seat": seat, "bot": getattr(row, f"bot_{seat}"), "win": share})
    return pd.DataFrame.from_records(records, columns=["seat", "bot", "win"])


def score_distribution(df: pd.DataFrame, title: str = "Final scores by seat") -> go.Figure:
    """A histogram of final scores, one colour per seat."""
    fig = go.Figure()
    for seat in seats(df):
        fig.add_trace(go.Histogram(x=df[f"score_{seat}"].tolist(), name=f"seat {seat}", opacity=0.6))
    fig.update_layout(title=title, barmode="overlay", xaxis_title="final score", yaxis_title="games", **LAYOUT)
    return fig


def win_rate_by_seat(df: pd.DataFrame, title: str = "Win rate by seat") -> go.Figure:
    """Win rate of each seat, shared wins counted as fractions."""
    rates = win_shares(df).groupby("seat")["win"].mean()
    fig = go.Figure(go.Bar(x=[f"seat {s}" for s in rates.index], y=[round(v, 4) for v in rates.tolist()]))
    fig.update_layout(title=title, yaxis_title="share of games won", yaxis_range=[0, 1], **LAYOUT)
    return fig


def win_rate_by_bot(df: pd.DataFrame, title: str = "Win rate by bot (per seat played)") -> go.Figure:
    """Win rate of each bot over every seat it played."""
    rates = win_shares(df).groupby("bot")["win"].mean().sort_index()
    fig = go.Figure(go.Bar(x=rates.index.tolist(), y=[round(v, 4) for v in rates.tolist()]))
    fig.update_layout(title=title, yaxis_title="share of seats that won", yaxis_range=[0, 1], **LAYOUT)
    return fig


def game_length(df: pd.DataFrame, title: str = "Game length") -> go.Figure:
    """A histogram of game lengths."""
    fig = go.Figure(go.Histogram(x=df["turns"].tolist(), name="turns"))
    fig.update_layout(title=title, xaxis_title="turns", yaxis_title="games", **LAYOUT)
    return fig


# Game-specific charts ---------------------------------------------------------------------------------


def troyes_money_influence(df: pd.DataFrame) -> go.Figure:
    """Average money and influence at the end of each round (over seats and games)."""
    fig = go.Figure()
    for resource in ("money", "influence"):
        columns = [c for c in df.columns if re.fullmatch(rf"{resource}_r\d+_\d+", c)]
        rounds = sorted({int(c.split("_")[1][1:]) for c in columns})
        means = [round(float(df[[c for c in columns if c.split("_")[1] == f"r{r}"]].stack().mean()), 3)
                 for r in rounds]
        fig.add_trace(go.Scatter(x=rounds, y=means, mode="lines+markers", name=resource))
    fig.update_layout(title="Money and influence at the end of each round (mean)", xaxis_title="round",
                      **LAYOUT)
    return fig


def tournay_end(df: pd.DataFrame) -> go.Figure:
    """How games end: which condition fired, and how many town criers had been revealed."""
    from plotly.subplots import make_subplots

    fig = make_subplots(rows=1, cols=2, subplot_titles=("End trigger", "Town criers revealed"))
    triggers = df["end_trigger"].value_counts().sort_index()
    fig.add_trace(go.Bar(x=triggers.index.tolist(), y=triggers.tolist(), name="end trigger"), row=1, col=1)
    criers = df["criers_revealed"].value_counts().sort_index()
    fig.add_trace(go.Bar(x=[int(v) for v in criers.index], y=criers.tolist(), name="criers"), row=1, col=2)
    fig.update_layout(title="How Tournay games end", showlegend=False, **LAYOUT)
    return fig


ROW_SIZES = (3, 4, 5, 4, 3)


def hex_centre(hex_id: int) -> tuple[float, float]:
    """Screen position of a hex of the 19-hex island (rows of 3-4-5-4-3, ids row-major; CBA-1.2)."""
    for row, size in enumerate(ROW_SIZES):
        if hex_id < size:
            return hex_id + (5 - size) / 2, -row * 0.87
        hex_id -= size
    raise ValueError(f"no hex {hex_id}")


def conquest_heatmap(df: pd.DataFrame, column_prefix: str = "ever_conquered_h") -> go.Figure:
    """Share of games in which each coastal hex was conquered, drawn on the island's layout."""
    columns = sorted((c for c in df.columns if c.startswith(column_prefix)), key=lambda c: int(c[len(column_prefix):]))
    hexes = [int(c[len(column_prefix):]) for c in columns]
    share = [round(float(df[c].mean()), 4) for c in columns]
    inner = [h for h in range(19) if h not in hexes]
    xs, ys = zip(*(hex_centre(h) for h in hexes)) if hexes else ((), ())
    fig = go.Figure(go.Scatter(
        x=list(xs), y=list(ys), mode="markers+text", text=[f"H{h}<br>{s:.0%}" for h, s in zip(hexes, share)],
        marker=dict(symbol="hexagon", size=58, color=share, colorscale="Reds", cmin=0, cmax=1,
                    colorbar=dict(title="conquered"), line=dict(color="#555", width=1)),
        hovertext=[f"hex {h}: conquered in {s:.1%} of games" for h, s in zip(hexes, share)], name="coastal"))
    ix, iy = zip(*(hex_centre(h) for h in inner))
    fig.add_trace(go.Scatter(x=list(ix), y=list(iy), mode="markers+text", text=[f"H{h}" for h in inner],
                             marker=dict(symbol="hexagon", size=58, color="#eee", line=dict(color="#999", width=1)),
                             name="inner (never conquered)"))
    fig.update_layout(title="Where the barbarians conquer (share of games)", xaxis_visible=False,
                      yaxis_visible=False, showlegend=False, **{**LAYOUT, "height": 420})
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
    """Two variants side by side: overlaid score and length distributions, win rate by seat."""
    scores = go.Figure()
    length = go.Figure()
    for df, label in ((df_a, label_a), (df_b, label_b)):
        all_scores = pd.concat([df[f"score_{s}"] for s in seats(df)]).tolist()
        scores.add_trace(go.Histogram(x=all_scores, name=label, opacity=0.6))
        length.add_trace(go.Histogram(x=df["turns"].tolist(), name=label, opacity=0.6))
    scores.update_layout(title="Final scores (all seats)", barmode="overlay", **LAYOUT)
    length.update_layout(title="Game length (turns)", barmode="overlay", **LAYOUT)
    seat_rates = go.Figure()
    for df, label in ((df_a, label_a), (df_b, label_b)):
        rates = win_shares(df).groupby("seat")["win"].mean()
        seat_rates.add_trace(go.Bar(x=[f"seat {s}" for s in rates.index], y=[round(v, 4) for v in rates.tolist()],
                                    name=label))
    seat_rates.update_layout(title="Win rate by seat", barmode="group", yaxis_range=[0, 1], **LAYOUT)
    return {"scores": scores, "length": length, "win_by_seat": seat_rates}


def summary_table(df: pd.DataFrame) -> pd.DataFrame:
    """Mean and standard error of the headline numbers of a run."""
    all_scores = pd.concat([df[f"score_{s}"] for s in seats(df)])
    rows = {"games": (len(df), 0.0),
            "mean final score": (all_scores.mean(), all_scores.std(ddof=1) / max(1, len(all_scores)) ** 0.5),
            "mean turns": (df["turns"].mean(), df["turns"].std(ddof=1) / max(1, len(df)) ** 0.5),
            "seat 0 win rate": _rate(win_shares(df).query("seat == 0")["win"]),
            "shared wins": _rate(df["shared_win"].astype(float)),
            "cut off (truncated)": _rate(df["truncated"].astype(float))}
    table = pd.DataFrame(rows, index=["value", "std. error"]).T
    return table.fillna(0.0).round(3)


def _rate(values: pd.Series) -> tuple[float, float]:
    p = float(values.mean()) if len(values) else 0.0
    return p, (p * (1 - p) / max(1, len(values))) ** 0.5
