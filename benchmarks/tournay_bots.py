"""Win rate of Tournay's heuristic bot against random players (seeded, seats rotated).

    python benchmarks/tournay_bots.py [games] [players]
"""

from __future__ import annotations

import sys
import time

from rulebook import simulate


def main(games: int = 1000, players: int = 2) -> None:
    started = time.perf_counter()
    bots = ["heuristic"] + ["random"] * (players - 1)
    df = simulate("tournay", games, players=players, bots=bots, seed=0, rotate_seats=True, workers=2)
    wins = sum(((df[f"bot_{s}"] == "heuristic") & (df["winner"] == s)).sum() for s in range(players))
    shared = sum(((df[f"bot_{s}"] == "heuristic") & df["winners"].str.split(",").apply(lambda w, s=s: str(s) in w)
                  & df["shared_win"]).sum() for s in range(players))
    print(f"{games} seeded {players}-player games, heuristic vs random, seats rotated "
          f"({time.perf_counter() - started:.1f} s)")
    print(f"heuristic outright wins: {wins} ({wins / games:.1%}); shared wins: {shared}; "
          f"truncated games: {int(df['truncated'].sum())}")
    print("end triggers:", dict(df["end_trigger"].value_counts()))
    print(f"mean turns {df['turns'].mean():.1f}, mean plies {df['plies'].mean():.1f}, "
          f"mean criers {df['criers_revealed'].mean():.2f}")


if __name__ == "__main__":
    main(*(int(a) for a in sys.argv[1:3]))
