"""Exact calculators against the seeded simulations that check them: time and agreement.

    python benchmarks/calculators.py              # default sizes as in the outcomes notebook, x5
    python benchmarks/calculators.py --scale 1

For each Barbarian Attack calculator (landing odds per coastal hex, landings until a hex is conquered, casualty
odds per knight): the time of the exact answer, the time of a seeded simulation through the engine's chance nodes,
and the largest gap between them in standard errors. The exact answer is the result; the simulation only checks it.
"""

from __future__ import annotations

import argparse
import math
import random
import sys
import time
from collections import Counter

from rulebook.barbarian_attack import board as G
from rulebook.barbarian_attack import calculators, position


def timed(func, *args):
    started = time.perf_counter()
    result = func(*args)
    return result, time.perf_counter() - started


def worst_z(exact: dict, hits: Counter, runs: int) -> float:
    worst = 0.0
    for key, p in exact.items():
        p = float(p)
        if 0 < p < 1:
            worst = max(worst, abs(hits[key] / runs - p) / math.sqrt(p * (1 - p) / runs))
    return worst


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--scale", type=int, default=5, help="simulation sizes relative to the notebook's")
    args = parser.parse_args(argv)
    empty = position(active="Red")
    print(f"{'calculator':<34}{'exact ms':>10}{'simulated s':>13}{'runs':>9}{'worst |z|':>11}")

    exact, t_exact = timed(calculators.landing_hit_probabilities, empty)
    runs, rng, hits = 20_000 * args.scale, random.Random(3), Counter()
    started = time.perf_counter()
    for _ in range(runs):
        after = calculators.simulate_landing(empty, rng)
        for h in G.COASTAL_HEXES:
            hits[h] += after[h] > 0
    print(f"{'landing odds per coastal hex':<34}{1000 * t_exact:10.2f}{time.perf_counter() - started:13.1f}"
          f"{runs:9,}{worst_z(exact, hits, runs):11.2f}")

    until, t_exact = timed(calculators.landings_until_conquered, empty, 17)
    runs, rng = 2_000 * args.scale, random.Random(7)
    started = time.perf_counter()
    counts = [calculators.simulate_landings_until_conquered(empty, 17, rng) for _ in range(runs)]
    mean, p = sum(counts) / runs, float(until["p"])
    z = abs(mean - float(until["mean"])) / (math.sqrt(3 * (1 - p)) / p / math.sqrt(runs))
    print(f"{'landings until H17 is conquered':<34}{1000 * t_exact:10.2f}{time.perf_counter() - started:13.1f}"
          f"{runs:9,}{z:11.2f}")

    battle = position(active="Red", barbarians={"H12": 2, "H7": 1},
                      knights={"P40": "Red", "P49": "Red", "P54": "Red", "P33": "Blue"}, phase="knight movement")
    odds, t_exact = timed(calculators.casualty_odds, battle)
    runs, rng, lost = 6_000 * args.scale, random.Random(11), Counter()
    started = time.perf_counter()
    for _ in range(runs):
        after = calculators.simulate_casualties(battle, rng)
        for path in odds:
            lost[path] += after[path] < 0
    print(f"{'casualty odds per knight':<34}{1000 * t_exact:10.2f}{time.perf_counter() - started:13.1f}"
          f"{runs:9,}{worst_z(odds, lost, runs):11.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
