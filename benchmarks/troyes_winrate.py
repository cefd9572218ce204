"""How often the heuristic bot beats two random bots in seeded 3-player Troyes games.

    python benchmarks/troyes_winrate.py [games] [workers]

Seats rotate (rotate_seats=True) so the heuristic bot plays every seat equally often; a shared win counts as a
fraction. Prints the win rate with a 95% interval, mean scores and the time taken.
"""

from __future__ import annotations

import math
import sys
import time

from rulebook import simulate


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
    workers = int(sys.argv[2]) if len(sys.argv) > 2 else 2
    start = time.time()
    df = simulate("troyes", games, players=3, bots=["heuristic", "random", "random"], seed=0, rotate_seats=True,
                  workers=workers)
    elapsed = time.time() - start
    wins = 0.0
    heuristic_scores, random_scores = [], []
    for _, row in df.iterrows():
        seat = next(s for s in range(3) if row[f"bot_{s}"] == "heuristic")
        winners = [int(w) for w in row["winners"].split(",")] if row["winners"] else []
        if seat in winners:
            wins += 1 / len(winners)
        heuristic_scores.append(row[f"score_{seat}"])
        random_scores += [row[f"score_{s}"] for s in range(3) if s != seat]
    rate = wins / games
    half = 1.96 * math.sqrt(rate * (1 - rate) / games)
    print(f"{games} seeded 3-player games (heuristic vs two random bots, seats rotated) in {elapsed:.0f} s")
    print(f"heuristic win rate: {rate:.3f} (95% interval {rate - half:.3f}-{rate + half:.3f}; one in three by "
          "chance)")
    print(f"mean final score: heuristic {sum(heuristic_scores) / games:.1f}, "
          f"random {sum(random_scores) / len(random_scores):.1f}; truncated games: {int(df['truncated'].sum())}")


if __name__ == "__main__":
    main()
