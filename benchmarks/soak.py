"""Soak test: thousands of checked random games per engine; prints violations (goal: 0) and games per second.

    python benchmarks/soak.py                   # 10,000 games per engine on 2 processes
    python benchmarks/soak.py --games 500 --engines tournay

Every ply is checked against the engine's own conservation laws (`check_invariants`), and every 25th ply
against the generic contract checks of `rulebook.fuzz` (explain agrees with legal_actions, illegal actions are
refused with rules and change nothing, exact JSON round trip).
"""

from __future__ import annotations

import argparse
import concurrent.futures as cf
import multiprocessing
import sys
import time

from rulebook import available_games, get_game
from rulebook.fuzz import FuzzReport, checked_game

REAL_GAMES = ("troyes", "tournay", "barbarian_attack")


def soak_chunk(name: str, start: int, stop: int) -> FuzzReport:
    module = get_game(name)
    report = FuzzReport()
    for seed in range(start, stop):
        players = module.PLAYERS[seed % len(module.PLAYERS)]
        report.merge(checked_game(module, seed, players))
    return report


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--engines", nargs="*", default=[g for g in REAL_GAMES if g in available_games()])
    args = parser.parse_args(argv)
    failed = False
    context = multiprocessing.get_context("spawn")
    with cf.ProcessPoolExecutor(args.workers, mp_context=context) as pool:
        for name in args.engines:
            started = time.perf_counter()
            step = max(1, args.games // (args.workers * 20))
            futures = [pool.submit(soak_chunk, name, s, min(args.games, s + step)) for s in range(0, args.games, step)]
            total = FuzzReport()
            for future in futures:
                total.merge(future.result())
            elapsed = time.perf_counter() - started
            print(f"{name:<18} games {total.games:>7,}  plies {total.plies:>11,}  illegal tried "
                  f"{total.illegal_tried:>8,}  cut off {total.truncated:>4}  violations {len(total.violations):>4}  "
                  f"{total.games / elapsed:8.1f} games/s ({args.workers} workers)")
            for line in total.violations[:10]:
                print("   ", line)
            failed |= bool(total.violations)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
