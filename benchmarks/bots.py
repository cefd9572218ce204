"""How often each engine's heuristic bot beats random bots, over seeded games with the seats rotated.

    python benchmarks/bots.py                      # 1,000 games per engine on 2 processes
    python benchmarks/bots.py --games 200 --engines tournay

The heuristic bot sits in one seat, random bots in the others; `rotate_seats` moves it through every seat. A shared
win counts as a fraction. Prints the win rate with a 95% Wilson interval, the mean scores, and games cut off.

Then the speed of heuristic play (issue 17): CPU milliseconds per seeded game with heuristic bots in every seat and
with random bots in every seat (the best of --repeats runs of --speed-games games, in this process), and their
ratio (goal: at most 6 for Troyes). Then how Tournay's heuristic games end: out of --guard-games seeded 2-player
games between heuristic bots, how many the turn guard (TOU-13.12) stops instead of a rule (goal: at most 1 %).
"""

from __future__ import annotations

import argparse
import math
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # this checkout's engines, even where another one is installed

from rulebook import available_games, game_seed, get_game, playout, simulate  # noqa: E402
from widgets.charts import win_shares  # noqa: E402

PLAYERS = {"troyes": 3, "tournay": 2, "barbarian_attack": 4}


def wilson(p: float, n: int, z: float = 1.96) -> tuple[float, float]:
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return centre - half, centre + half


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--engines", nargs="*", default=[g for g in PLAYERS if g in available_games()])
    parser.add_argument("--speed-games", type=int, default=40, help="games per timing run (default 40)")
    parser.add_argument("--repeats", type=int, default=3, help="timing runs, the best is kept (default 3)")
    parser.add_argument("--guard-games", type=int, default=1000, help="Tournay games for the turn-guard rate")
    args = parser.parse_args(argv)
    _win_rates(args)
    print()
    for name in args.engines:
        _speed(name, args.speed_games, args.repeats)
    if "tournay" in args.engines and args.guard_games:
        print()
        _turn_guard(args.guard_games, args.workers)
    return 0


def _cpu_ms_per_game(name: str, bot: str, games: int) -> float:
    """CPU milliseconds per seeded game with `bot` in every seat (this process only)."""
    module = get_game(name)
    players = PLAYERS[name]
    started = time.process_time()
    for index in range(games):
        gseed = game_seed(0, index)
        playout(module.new_game(players=players, seed=gseed), [module.BOTS[bot]() for _ in range(players)],
                random.Random(f"play:{gseed}"), max_plies=module.MAX_PLIES)
    return (time.process_time() - started) * 1000 / games


def _speed(name: str, games: int, repeats: int) -> None:
    """Heuristic and random CPU time per game (best of `repeats`, alternating) and their ratio."""
    best = {"random": math.inf, "heuristic": math.inf}
    for _ in range(repeats):
        for bot in best:
            best[bot] = min(best[bot], _cpu_ms_per_game(name, bot, games))
    ratio = best["heuristic"] / best["random"]
    goal = " (goal: at most 6)" if name == "troyes" else ""
    print(f"{name:<18} {PLAYERS[name]}p  heuristic game {best['heuristic']:.1f} ms, random game "
          f"{best['random']:.1f} ms (CPU, best of {repeats} x {games} games): ratio {ratio:.1f}{goal}")


def _turn_guard(games: int, workers: int) -> None:
    """How many seeded 2-player Tournay games between heuristic bots end by the turn guard."""
    df = simulate("tournay", games, players=2, bots="heuristic", seed=0, workers=workers)
    guard = int((df["end_trigger"] == "max_turns").sum())
    ends = ", ".join(f"{k} {v}" for k, v in df["end_trigger"].value_counts().items())
    print(f"tournay            2p  heuristic games ended by the turn guard: {guard} of {len(df)} "
          f"({guard / len(df):.1%}; goal: at most 1 %); all endings: {ends}")


def _win_rates(args: argparse.Namespace) -> None:
    """The heuristic bot's win rate against random bots, per engine."""
    for name in args.engines:
        players = PLAYERS[name]
        started = time.perf_counter()
        df = simulate(name, args.games, players=players, bots=["heuristic"] + ["random"] * (players - 1), seed=0,
                      rotate_seats=True, workers=args.workers)
        shares = win_shares(df)
        heuristic = shares[shares["bot"] == "heuristic"]["win"]
        rate = float(heuristic.mean())
        low, high = wilson(rate, len(heuristic))
        scores = {bot: [] for bot in ("heuristic", "random")}
        for seat in range(players):
            for bot, score in zip(df[f"bot_{seat}"], df[f"score_{seat}"]):
                scores[bot].append(score)
        means = {bot: sum(v) / len(v) for bot, v in scores.items()}
        print(f"{name:<18} {players}p  heuristic wins {rate:.3f} (95% {low:.3f}-{high:.3f}) of {len(df)} games; "
              f"mean score heuristic {means['heuristic']:.1f}, random {means['random']:.1f}; "
              f"cut off {int(df['truncated'].sum())}; {time.perf_counter() - started:.0f} s")


if __name__ == "__main__":
    sys.exit(main())
