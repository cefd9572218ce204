"""The design lab's speed goal: a variant comparison of 2,000 heuristic games per arm, per game, on 2 workers.

    python benchmarks/variants.py                          # 2,000 games per arm, every engine (run by make bench)
    python benchmarks/variants.py --games 200 --engines troyes

For each engine: the standard rules and one changed rule (the design lab's examples), each played `--games` times
with heuristic bots in every seat by `simulate(workers=2)`, on the same seeds; then the same number of games of
random play, for the ratio. Prints the wall time of the comparison (goal: within 60 s for 2,000 games per arm on
this machine's 2 cores), the time per game, and the ratio of a heuristic game's time to a random one's. The machine
is shared, so wall times move with the load: read the ratio first.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from rulebook import available_games, simulate  # noqa: E402

VARIANTS = {
    "troyes": (3, {"die_price_by_group_size": {1: 1, 2: 2, 3: 3}}),
    "tournay": (2, {"hand_limit": 3}),
    "barbarian_attack": (4, {"conquest_threshold": 2}),
}
"""Per engine: the players and the changed rule (as in notebooks/design_lab.ipynb)."""


def timed(game: str, games: int, players: int, bots: str, options: dict, workers: int) -> float:
    """Wall seconds of `simulate` for `games` seeded games."""
    started = time.perf_counter()
    simulate(game, games, players=players, bots=bots, seed=0, options=options, workers=workers)
    return time.perf_counter() - started


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=2000, help="games per arm (default 2000)")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--engines", nargs="*", default=[g for g in VARIANTS if g in available_games()])
    args = parser.parse_args(argv)
    print(f"{'engine':<18}{'games/arm':>10}{'comparison s':>14}{'ms/game':>9}{'random ms/game':>16}{'ratio':>7}")
    for name in args.engines:
        players, variant = VARIANTS[name]
        simulate(name, 2, players=players)  # imports done before timing
        comparison = sum(timed(name, args.games, players, "heuristic", options, args.workers)
                         for options in ({}, variant))
        per_game = comparison / (2 * args.games)
        random_per_game = timed(name, args.games, players, "random", {}, args.workers) / args.games
        print(f"{name:<18}{args.games:>10,}{comparison:>14.1f}{per_game * 1000:>9.2f}{random_per_game * 1000:>16.2f}"
              f"{per_game / random_per_game:>7.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
