"""Design-lab statistics a teacher can defend, over the DataFrames `rulebook.simulate` returns.

    base = simulate("troyes", 2000, seed=1, bots="heuristic")
    variant = simulate("troyes", 2000, seed=1, bots="heuristic", options={"income": 12})
    paired_difference(base, variant, "score_0")      # same seeds in both arms: the variance of luck cancels
    paired_win_difference(base, variant, seat=0)
    seat_advantage(base); win_rate(base, bot="heuristic"); game_length(base)
    detectable_difference(2000, sd=...); games_needed(0.5, sd=...)

Conventions, stated once:

* **A win** counts 1 / (number of winners) for each winner of a shared win, 0 for everyone in a game cut off
  unfinished, so the win rates of the seats add up to the share of games that ended with a winner.
* **Paired**: two arms run with the same `seed` and `n` play game i from the same game seed (simulate derives it
  from (seed, i) only), so the per-game differences carry the whole comparison: mean difference, its standard
  error sd / √n, and a 95 % Student-t interval. Arms that are not paired this way are refused.
* **Win-rate intervals** are Wilson score intervals (good near 0 and 1 and for small n, unlike p ± 1.96·se).
* **Seats** and bots: with several bots at the table, a seat's rate mixes the seat's effect with its bot's. With
  `rotate_seats=True` simulate shifts the seating every game, so every block of `players` games puts every bot in
  every seat once; seat statistics then use whole blocks only. Mixed bots without rotation are refused.
* **Power** uses the normal approximation standard for planning: a difference δ is detected with power 1 - β at
  two-sided level α when δ = (z(1 - α/2) + z(1 - β)) · sd · √(2 / n) for two independent arms of n games, or
  δ = (z(1 - α/2) + z(1 - β)) · sd_d / √n for n paired games (sd_d: the standard deviation of the differences).
* **Lead changes** and the **first player** are not in simulate's rows: `replay_details` replays the games
  (exactly, from their seeds) and records who made the first decision and who led after every decision. The lead
  is judged by the game's `standing(state)` when its module has one (a per-game hook: values per seat, higher
  is better), else by `state.scores()`.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from statistics import NormalDist
from typing import Any

import pandas as pd

from .core import CHANCE, TERMINAL, playout
from .games import get_game
from .simulate import make_bot

Z95 = NormalDist().inv_cdf(0.975)
"""1.959964...: the two-sided 95 % normal quantile."""


# --- small exact building blocks ----------------------------------------------------------------------------

def t_quantile(p: float, df: int) -> float:
    """The p-quantile of Student's t with `df` degrees of freedom (p > 0.5), to floating-point accuracy.

    Whole `df` up to 200 invert the closed-form distribution function (Abramowitz & Stegun 26.7.3-4) by
    bisection; beyond that the Cornish-Fisher expansion (26.7.5) is exact to 1e-9.
    """
    if not 0.5 < p < 1:
        raise ValueError(f"p: expected a probability between 0.5 and 1, got {p!r}")
    if not (isinstance(df, int) and df >= 1):
        raise ValueError(f"df: expected a whole number of at least 1, got {df!r}")
    if df > 200:
        z = NormalDist().inv_cdf(p)
        g1 = (z**3 + z) / 4
        g2 = (5 * z**5 + 16 * z**3 + 3 * z) / 96
        g3 = (3 * z**7 + 19 * z**5 + 17 * z**3 - 15 * z) / 384
        g4 = (79 * z**9 + 776 * z**7 + 1482 * z**5 - 1920 * z**3 - 945 * z) / 92160
        return z + g1 / df + g2 / df**2 + g3 / df**3 + g4 / df**4
    target = 2 * p - 1  # P(|T| <= t)
    low, high = 0.0, 1.0
    while _t_central(high, df) < target:
        high *= 2
    for _ in range(200):
        mid = (low + high) / 2
        if _t_central(mid, df) < target:
            low = mid
        else:
            high = mid
        if high - low < 1e-13 * high:
            break
    return (low + high) / 2


def _t_central(t: float, df: int) -> float:
    """P(|T| <= t) for Student's t with whole `df` (closed form)."""
    theta = math.atan(t / math.sqrt(df))
    s, c = math.sin(theta), math.cos(theta)
    if df % 2 == 1:
        total, term = 0.0, c
        for k in range(1, (df - 1) // 2 + 1):
            if k > 1:
                term *= c * c * (2 * k - 2) / (2 * k - 1)
            total += term
        return (2 / math.pi) * (theta + s * total) if df > 1 else (2 / math.pi) * theta
    total, term = 1.0, 1.0
    for k in range(1, df // 2):
        term *= c * c * (2 * k - 1) / (2 * k)
        total += term
    return s * total


def wilson_interval(successes: float, n: int, confidence: float = 0.95) -> tuple[float, float]:
    """Wilson score interval for a proportion (`successes` may be fractional: shared wins count in parts)."""
    if n <= 0:
        raise ValueError(f"n: expected at least one game, got {n!r}")
    if not 0 <= successes <= n:
        raise ValueError(f"successes: expected 0 to {n}, got {successes!r}")
    z = NormalDist().inv_cdf(0.5 + confidence / 2)
    p = successes / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z / (1 + z * z / n) * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n))
    low = 0.0 if successes == 0 else max(0.0, centre - half)
    high = 1.0 if successes == n else min(1.0, centre + half)
    return low, high


@dataclass(frozen=True)
class Estimate:
    """A number with its standard error and 95 % interval, over `n` games."""

    value: float
    se: float
    low: float
    high: float
    n: int

    def __str__(self) -> str:
        return f"{self.value:.4g} ± {self.se:.2g} (95 % CI {self.low:.4g} to {self.high:.4g}; n = {self.n})"


@dataclass(frozen=True)
class Paired(Estimate):
    """A paired comparison: `value` is the mean of (variant - base) over the same games."""

    base_mean: float = math.nan
    variant_mean: float = math.nan
    sd: float = math.nan
    """Standard deviation of the per-game differences (what the power of a paired design rests on)."""

    def __str__(self) -> str:
        return (f"variant - base = {self.value:+.4g} ± {self.se:.2g} (95 % CI {self.low:+.4g} to {self.high:+.4g}; "
                f"{self.n} paired games; base {self.base_mean:.4g}, variant {self.variant_mean:.4g})")


def mean_estimate(values: Any) -> Estimate:
    """Mean, standard error and 95 % Student-t interval of a sample."""
    series = pd.Series(values, dtype=float).dropna()
    n = len(series)
    if n < 2:
        raise ValueError(f"need at least 2 values for a standard error, got {n}")
    mean, sd = float(series.mean()), float(series.std(ddof=1))
    se = sd / math.sqrt(n)
    half = t_quantile(0.975, n - 1) * se
    return Estimate(mean, se, mean - half, mean + half, n)


# --- wins -------------------------------------------------------------------------------------------------

def win_shares(results: pd.DataFrame) -> pd.DataFrame:
    """One column per seat: 1 for a sole winner, 1/k for each of k sharing, 0 otherwise (rows as in results)."""
    players = _players(results)
    parsed = results["winners"].map(_winner_set)
    return pd.DataFrame({seat: parsed.map(lambda w, s=seat: 1.0 / len(w) if s in w else 0.0)
                         for seat in range(players)}, index=results.index)


def _winner_set(text: Any) -> tuple[int, ...]:
    if text is None or (isinstance(text, float) and math.isnan(text)) or str(text) == "":
        return ()
    return tuple(int(part) for part in str(text).split(","))


def _players(results: pd.DataFrame) -> int:
    if results.empty:
        raise ValueError("results: no games")
    counts = results["players"].unique()
    if len(counts) != 1:
        raise ValueError(f"results: mixed player counts {sorted(counts)}; compare one table size at a time")
    return int(counts[0])


def _bot_columns(results: pd.DataFrame) -> list[str]:
    return [f"bot_{seat}" for seat in range(_players(results))]


def win_rate(results: pd.DataFrame, bot: str | None = None, seat: int | None = None) -> Estimate:
    """Share of games won by `bot` (over every seat it sat in) or by `seat`; Wilson 95 % interval."""
    shares = win_shares(results)
    if (bot is None) == (seat is None):
        raise ValueError("win_rate: give exactly one of bot= or seat=")
    if seat is not None:
        if seat not in shares.columns:
            raise ValueError(f"seat: expected 0 to {len(shares.columns) - 1}, got {seat!r}")
        wins, n = float(shares[seat].sum()), len(shares)
    else:
        bots = results[_bot_columns(results)]
        known = sorted(set(bots.to_numpy().ravel()))
        if bot not in known:
            raise ValueError(f"bot: {bot!r} did not play; the bots are {', '.join(known)}")
        mask = (bots == bot).to_numpy()
        wins, n = float((shares.to_numpy() * mask).sum()), int(mask.sum())
    p = wins / n
    low, high = wilson_interval(wins, n)
    return Estimate(p, math.sqrt(p * (1 - p) / n), low, high, n)


def bot_win_rates(results: pd.DataFrame) -> pd.DataFrame:
    """Per bot: seats played, wins (shared wins in parts), win rate, its standard error and Wilson interval."""
    bots = sorted(set(results[_bot_columns(results)].to_numpy().ravel()))
    rows = []
    for bot in bots:
        e = win_rate(results, bot=bot)
        rows.append({"bot": bot, "seats_played": e.n, "wins": e.value * e.n, "win_rate": e.value, "se": e.se,
                     "low": e.low, "high": e.high})
    return pd.DataFrame(rows)


def _balanced(results: pd.DataFrame) -> pd.DataFrame:
    """The games whose seat statistics are not confounded with the bots (see the module docstring)."""
    columns = _bot_columns(results)
    seating = results[columns].astype(str).agg("|".join, axis=1)
    if len(set(results[columns].to_numpy().ravel())) == 1:
        return results
    if seating.nunique() == 1:
        raise ValueError("seat and bot are confounded: each bot always sat in the same seat; "
                         "run simulate(..., rotate_seats=True) to compare seats with several bots")
    players = len(columns)
    whole = (len(results) // players) * players
    if whole == 0:
        raise ValueError(f"need at least {players} rotated games (one per seat) for seat statistics")
    return results.sort_values("game").iloc[:whole]


def seat_advantage(results: pd.DataFrame) -> pd.DataFrame:
    """Per seat: games, wins, win rate with Wilson interval, and its excess over the average seat."""
    balanced = _balanced(results)
    shares = win_shares(balanced)
    n = len(balanced)
    mean_rate = float(shares.to_numpy().sum()) / (n * len(shares.columns))
    rows = []
    for seat in shares.columns:
        wins = float(shares[seat].sum())
        low, high = wilson_interval(wins, n)
        rate = wins / n
        rows.append({"seat": seat, "games": n, "wins": wins, "win_rate": rate,
                     "se": math.sqrt(rate * (1 - rate) / n), "low": low, "high": high,
                     "excess": rate - mean_rate})
    return pd.DataFrame(rows)


def first_player_advantage(details: pd.DataFrame) -> pd.DataFrame:
    """Win rate by position in the turn order (0 = the seat that made the first decision), Wilson intervals.

    `details` are `replay_details(...)` rows joined to the results (they carry `first_player`).
    """
    if "first_player" not in details.columns:
        raise ValueError("details: no first_player column; build it with replay_details(game, results)")
    balanced = _balanced(details)
    shares = win_shares(balanced).to_numpy()
    players = shares.shape[1]
    first = balanced["first_player"].to_numpy()
    n = len(balanced)
    rows = []
    for position in range(players):
        wins = float(sum(shares[i, (first[i] + position) % players] for i in range(n)))
        low, high = wilson_interval(wins, n)
        rate = wins / n
        rows.append({"position": position, "games": n, "wins": wins, "win_rate": rate,
                     "se": math.sqrt(rate * (1 - rate) / n), "low": low, "high": high})
    return pd.DataFrame(rows)


# --- paired comparisons -------------------------------------------------------------------------------------

Metric = str | Callable[[pd.DataFrame], Any]


def _pair(base: pd.DataFrame, variant: pd.DataFrame) -> tuple[pd.DataFrame, pd.DataFrame]:
    a, b = base.set_index("game").sort_index(), variant.set_index("game").sort_index()
    if not a.index.equals(b.index) or not (a["game_seed"] == b["game_seed"]).all():
        raise ValueError("base and variant are not paired: run both with the same seed= and n= so that game i "
                         "starts from the same game seed in both arms")
    return a, b


def _metric(frame: pd.DataFrame, metric: Metric) -> pd.Series:
    if callable(metric):
        return pd.Series(metric(frame), index=frame.index, dtype=float)
    if metric not in frame.columns:
        raise ValueError(f"metric: no column {metric!r}; columns include {', '.join(map(str, frame.columns[:15]))}")
    return frame[metric].astype(float)


def paired_difference(base: pd.DataFrame, variant: pd.DataFrame, metric: Metric) -> Paired:
    """Mean of (variant - base) of `metric` (a column, or a function of the rows) over the same games."""
    a, b = _pair(base, variant)
    diffs = _metric(b, metric) - _metric(a, metric)
    e = mean_estimate(diffs)
    return Paired(e.value, e.se, e.low, e.high, e.n, float(_metric(a, metric).mean()),
                  float(_metric(b, metric).mean()), float(diffs.std(ddof=1)))


def paired_win_difference(base: pd.DataFrame, variant: pd.DataFrame, *, seat: int | None = None,
                          bot: str | None = None) -> Paired:
    """Difference in win rate of `seat` (or of `bot`, wherever it sat) between the arms, game by game."""
    if (bot is None) == (seat is None):
        raise ValueError("paired_win_difference: give exactly one of bot= or seat=")

    def wins(frame: pd.DataFrame) -> pd.Series:
        shares = win_shares(frame.reset_index())
        shares.index = frame.index
        if seat is not None:
            return shares[seat]
        mask = (frame[_bot_columns(frame.reset_index())] == bot).to_numpy()
        return pd.Series((shares.to_numpy() * mask).sum(axis=1), index=frame.index)

    return paired_difference(base, variant, wins)


# --- length and lead ---------------------------------------------------------------------------------------

def game_length(results: pd.DataFrame, column: str = "plies") -> dict[str, Any]:
    """Mean (with standard error and interval), median, spread and share cut off, of `plies` or `turns`."""
    values = _metric(results, column)
    e = mean_estimate(values)
    return {"column": column, "mean": e.value, "se": e.se, "low": e.low, "high": e.high, "n": e.n,
            "sd": float(values.std(ddof=1)), "median": float(values.median()),
            "p10": float(values.quantile(0.1)), "p90": float(values.quantile(0.9)),
            "truncated_share": float(results["truncated"].mean()) if "truncated" in results else 0.0}


def _bot(module: Any, name: str) -> Any:
    return make_bot(module, name)


def replay_details(game: str, results: pd.DataFrame, options: Mapping[str, Any] | None = None,
                   max_plies: int | None = None) -> pd.DataFrame:
    """Replay the games of `results` exactly (from their game seeds) and record, per game: the first player,
    how many times the lead changed, and the leader at the end.

    The lead after a decision belongs to the seat with the strictly highest standing (`module.standing(state)`
    if the game defines it, else `scores()`); a tie keeps the previous leader; a change is a new sole leader
    different from the last one. Give the `options` (and `max_plies`) the results were simulated with: replays
    are checked against the recorded scores.
    """
    module = get_game(game)
    standing = getattr(module, "standing", None) or (lambda state: state.scores())
    limit = max_plies if max_plies is not None else getattr(module, "MAX_PLIES", 100_000)
    bots: dict[str, Any] = {}
    rows = []
    for row in results.itertuples(index=False):
        rowd = row._asdict()
        players, gseed = int(rowd["players"]), int(rowd["game_seed"])
        names = [rowd[f"bot_{seat}"] for seat in range(players)]
        for name in names:
            if name not in bots:
                bots[name] = _bot(module, name)
        trace = _LeadTrace(standing)
        seats = [_Recording(bots[name], trace) for name in names]
        state = module.new_game(players=players, seed=gseed, **dict(options or {}))
        final, _ = playout(state, seats, random.Random(f"play:{gseed}"), max_plies=limit)
        trace.observe(final)
        scores = tuple(final.scores())
        recorded = tuple(rowd[f"score_{seat}"] for seat in range(players))
        if scores != recorded:
            raise ValueError(f"game {rowd['game']}: the replay ends with scores {scores}, the results say "
                             f"{recorded}: give the options and max_plies the results were simulated with")
        rows.append({"game": rowd["game"], "first_player": trace.first, "lead_changes": trace.changes,
                     "final_leader": trace.leader})
    return pd.DataFrame(rows)


class _LeadTrace:
    def __init__(self, standing: Callable[[Any], Any]):
        self.standing = standing
        self.first: int = -1
        self.leader: int = -1
        self.changes = 0

    def observe(self, state: Any) -> None:
        values = list(self.standing(state))
        top = max(values)
        if values.count(top) != 1:
            return
        leader = values.index(top)
        if self.leader >= 0 and leader != self.leader:
            self.changes += 1
        self.leader = leader


class _Recording:
    """Wraps a bot: notes the position before each of its decisions, then lets the bot choose as usual."""

    def __init__(self, bot: Any, trace: _LeadTrace):
        self.bot, self.trace, self.name = bot, trace, getattr(bot, "name", "bot")

    def choose(self, state: Any, rng: random.Random) -> Any:
        player = state.current_player
        if self.trace.first < 0 and player not in (CHANCE, TERMINAL):
            self.trace.first = player
        self.trace.observe(state)
        return self.bot.choose(state, rng)


def lead_changes(details: pd.DataFrame) -> Estimate:
    """Mean number of lead changes per game (from `replay_details`), with its standard error and interval."""
    if "lead_changes" not in details.columns:
        raise ValueError("details: no lead_changes column; build it with replay_details(game, results)")
    return mean_estimate(details["lead_changes"])


# --- power ----------------------------------------------------------------------------------------------------

def _z_sum(alpha: float, power: float) -> float:
    if not 0 < alpha < 1 or not 0 < power < 1:
        raise ValueError(f"alpha and power: expected probabilities between 0 and 1, got {alpha!r}, {power!r}")
    return NormalDist().inv_cdf(1 - alpha / 2) + NormalDist().inv_cdf(power)


def detectable_difference(n: int, sd: float, *, paired: bool = False, alpha: float = 0.05,
                          power: float = 0.8) -> float:
    """The smallest true difference that `n` games per arm detect with `power` at two-sided level `alpha`.

    `sd` is the standard deviation of one game's metric (unpaired arms) or of the per-game differences (paired);
    for a win rate near p use sd = √(p(1 - p)).
    """
    if not (isinstance(n, int) and n >= 2):
        raise ValueError(f"n: expected a whole number of games of at least 2, got {n!r}")
    if not sd >= 0:
        raise ValueError(f"sd: expected a standard deviation of at least 0, got {sd!r}")
    factor = 1.0 if paired else 2.0
    return _z_sum(alpha, power) * sd * math.sqrt(factor / n)


def games_needed(difference: float, sd: float, *, paired: bool = False, alpha: float = 0.05,
                 power: float = 0.8) -> int:
    """Games per arm needed to detect a true `difference` with `power` at two-sided level `alpha`."""
    if not difference > 0:
        raise ValueError(f"difference: expected a positive difference to detect, got {difference!r}")
    if not sd >= 0:
        raise ValueError(f"sd: expected a standard deviation of at least 0, got {sd!r}")
    factor = 1.0 if paired else 2.0
    return max(2, math.ceil(factor * (_z_sum(alpha, power) * sd / difference) ** 2))


def power_statement(n: int, sd: float, unit: str = "points", *, paired: bool = False, alpha: float = 0.05,
                    power: float = 0.8) -> str:
    """The sentence for the notebook: "with N games per arm you can detect a difference of X points ..."."""
    x = detectable_difference(n, sd, paired=paired, alpha=alpha, power=power)
    design = "paired games" if paired else "games per arm"
    return (f"with {n:,} {design} you can detect a difference of {x:.3g} {unit} "
            f"({power:.0%} power, {alpha:.0%} two-sided)")


__all__ = [
    "Z95",
    "Estimate",
    "Paired",
    "bot_win_rates",
    "detectable_difference",
    "first_player_advantage",
    "game_length",
    "games_needed",
    "lead_changes",
    "mean_estimate",
    "paired_difference",
    "paired_win_difference",
    "power_statement",
    "replay_details",
    "seat_advantage",
    "t_quantile",
    "wilson_interval",
    "win_rate",
    "win_shares",
]
