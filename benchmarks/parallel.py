"""Parallel and streaming simulation: speedup of 2 workers over 1, identical rows, and flat memory.

    python benchmarks/parallel.py                    # 2,000 games per engine; 100,000-game memory run
    python benchmarks/parallel.py --games 500 --stream-games 10000 --engines tournay --repeats 1

For each engine: the time of `simulate(n)` serially and with `workers=2` (medians of --repeats alternating runs,
since the machine is shared and noisy), their ratio (goal >= 1.7x on 2 cores), and a check that every parallel
table is identical to the serial one. Then the peak resident memory of a child process that runs
`simulate(n=100,000)` for one engine: rows become DataFrame columns as they arrive, so memory grows with the
table, not with the games played.
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import time

from rulebook import available_games, simulate

PLAYERS = {"troyes": 3, "tournay": 2, "barbarian_attack": 4}

_CHILD = """
import resource, sys, time
from rulebook import simulate
started = time.perf_counter()
df = simulate(sys.argv[1], int(sys.argv[2]), players=int(sys.argv[3]), seed=7, workers=2)
peak_mib = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
table_mib = df.memory_usage(deep=True).sum() / 2**20
print(f"{len(df)} {time.perf_counter() - started:.1f} {peak_mib:.0f} {table_mib:.1f}")
"""


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--stream-games", type=int, default=100_000)
    parser.add_argument("--stream-engine", default="troyes")
    parser.add_argument("--engines", nargs="*", default=[g for g in PLAYERS if g in available_games()])
    args = parser.parse_args(argv)
    print(f"{'engine':<18}{'games':>7}{'1 worker s':>12}{'2 workers s':>13}{'speedup':>9}  identical")
    for name in args.engines:
        players = PLAYERS[name]
        simulate(name, 2, players=players)  # imports done before timing
        ones, twos, identical = [], [], True
        for _ in range(args.repeats):
            started = time.perf_counter()
            serial = simulate(name, args.games, players=players, seed=3)
            ones.append(time.perf_counter() - started)
            started = time.perf_counter()
            parallel = simulate(name, args.games, players=players, seed=3, workers=2)
            twos.append(time.perf_counter() - started)
            identical = identical and serial.equals(parallel)
        one, two = statistics.median(ones), statistics.median(twos)
        print(f"{name:<18}{args.games:>7}{one:12.1f}{two:13.1f}{one / two:9.2f}  {identical}")
    if args.stream_games:
        name = args.stream_engine
        out = subprocess.run([sys.executable, "-c", _CHILD, name, str(args.stream_games), str(PLAYERS[name])],
                             capture_output=True, text=True, check=True).stdout.split()
        rows, seconds, peak, table = out
        print(f"\nsimulate({name!r}, n={int(rows):,}, workers=2): {float(seconds):.0f} s, peak RSS of the "
              f"calling process {peak} MiB, final table {table} MiB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
