"""Heuristic bot against three random bots: win rate over seeded 4-player games (seats rotated).

    python benchmarks/barbarian_attack_winrate.py [games]
"""

from __future__ import annotations

import math
import pathlib
import sys
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent))  # this checkout's rulebook

from rulebook import simulate


def main() -> None:
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
    start = time.perf_counter()
    df = simulate("barbarian_attack", n, players=4, bots=["heuristic", "random", "random", "random"], seed=0,
                  rotate_seats=True, workers=2)
    elapsed = time.perf_counter() - start
    decided = df[df.winner >= 0]
    wins = sum(decided.loc[i, f"bot_{w}"] == "heuristic" for i, w in zip(decided.index, decided.winner))
    rate = wins / n
    se = math.sqrt(rate * (1 - rate) / n)
    print(f"{n} games in {elapsed:.1f} s; truncated {int(df.truncated.sum())}; heuristic wins {wins} "
          f"= {rate:.1%} (+/- {1.96 * se:.1%}, 95%); a random seat would win 25%")
    print(f"mean turns {df.turns.mean():.1f}, landings {df.landings.mean():.1f}, knights lost "
          f"{df.knights_lost.mean():.1f}, barbarians on board at the end {df.barbarians_on_board.mean():.1f}")
    hexes = [c for c in df.columns if c.startswith("ever_conquered_h")]
    print("share of games in which each coastal hex was ever conquered: "
          + ", ".join(f"{c.removeprefix('ever_conquered_')} {df[c].mean():.2f}" for c in hexes))


if __name__ == "__main__":
    main()
