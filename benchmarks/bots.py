"""How often each engine's heuristic bot beats random bots, over seeded games with the seats rotated.

    python benchmarks/bots.py                      # 1,000 games per engine on 2 processes
    python benchmarks/bots.py --games 200 --engines tournay

The heuristic bot sits in one seat, random bots in the others; `rotate_seats` moves it through every seat. A shared
win counts as a fraction. Prints the win rate with a 95% Wilson interval, the mean scores, and games cut off.
"""

from __future__ import annotations

import argparse
import math
import sys
import time

from rulebook import available_games, simulate
from widgets.charts import win_shares

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
    args = parser.parse_args(argv)
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
    return 0


if __name__ == "__main__":
    sys.exit(main())
