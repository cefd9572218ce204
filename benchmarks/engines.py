"""Engine speed and size, printed as ratios against catanatron's random 4-player games measured in the same run.

    python benchmarks/engines.py                    # every engine, 3 runs each, median reported
    python benchmarks/engines.py --games 100 --runs 5 --engines troyes

For each engine: random-bot games/s and plies/s (player decisions; chance outcomes are not counted), µs per
`apply` and per `legal_actions`, bytes per state (canonical JSON and in memory), and the peak Python memory of
`simulate(n=1000)`. The machine is shared and noisy: read the ratios, not the absolute times.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
import tracemalloc
from typing import Any

from rulebook import CHANCE, available_games, get_game, simulate
from rulebook.core import sample_outcome

REAL_GAMES = ("troyes", "tournay", "barbarian_attack")


def deep_size(obj: Any) -> int:
    """Bytes held by an object graph (each shared object counted once)."""
    seen: set[int] = set()
    stack, total = [obj], 0
    while stack:
        item = stack.pop()
        if id(item) in seen or item is None or isinstance(item, (bool, type)):
            continue
        seen.add(id(item))
        total += sys.getsizeof(item)
        if isinstance(item, dict):
            stack.extend(item.keys())
            stack.extend(item.values())
        elif isinstance(item, (list, tuple, set, frozenset)):
            stack.extend(item)
        elif hasattr(item, "__dict__"):
            stack.append(vars(item))
        elif hasattr(item, "__slots__"):
            stack.extend(getattr(item, s) for s in item.__slots__ if hasattr(item, s))
    return total


def time_engine(name: str, players: int, games: int, seed: int) -> dict:
    """Random games with per-call timing of `legal_actions` and `apply` (decisions only)."""
    module = get_game(name)
    plies = applies = legals = 0
    apply_time = legal_time = 0.0
    sizes: list[int] = []
    memory: list[int] = []
    started = time.perf_counter()
    for g in range(games):
        rng = random.Random(seed * 100_003 + g)
        state = module.new_game(players=players, seed=seed * 100_003 + g)
        while not state.is_terminal() and plies < 10**9:
            if state.current_player == CHANCE:
                state = state.apply(sample_outcome(state.chance_outcomes(), rng))
                continue
            t0 = time.perf_counter()
            actions = state.legal_actions()
            t1 = time.perf_counter()
            state = state.apply(actions[rng.randrange(len(actions))])
            t2 = time.perf_counter()
            legal_time += t1 - t0
            apply_time += t2 - t1
            legals += 1
            applies += 1
            plies += 1
            if plies % 97 == 0 and len(sizes) < 200:
                sizes.append(len(state.to_json().encode()))
                memory.append(deep_size(state))
    elapsed = time.perf_counter() - started
    return {"games_s": games / elapsed, "plies_s": plies / elapsed, "plies_game": plies / games,
            "us_apply": 1e6 * apply_time / max(1, applies), "us_legal": 1e6 * legal_time / max(1, legals),
            "json_bytes": statistics.mean(sizes) if sizes else 0, "mem_bytes": statistics.mean(memory) if memory else 0}


def time_plain_games(name: str, players: int, games: int, seed: int) -> dict:
    """Games/s and plies/s without per-call timers (what `simulate` achieves in one process)."""
    started = time.perf_counter()
    df = simulate(name, games, players=players, seed=seed)
    elapsed = time.perf_counter() - started
    return {"games_s": games / elapsed, "plies_s": df["plies"].sum() / elapsed,
            "truncated": int(df["truncated"].sum())}


def time_catanatron(games: int, seed: int) -> dict | None:
    try:
        from catanatron import Color, Game, RandomPlayer
    except ImportError:
        return None
    colours = (Color.RED, Color.BLUE, Color.WHITE, Color.ORANGE)
    plies = 0
    started = time.perf_counter()
    for g in range(games):
        random.seed(seed * 100_003 + g)
        game = Game([RandomPlayer(c) for c in colours], seed=seed * 100_003 + g)
        game.play()
        plies += len(game.state.actions)
    elapsed = time.perf_counter() - started
    return {"games_s": games / elapsed, "plies_s": plies / elapsed, "plies_game": plies / games}


def peak_memory(name: str, players: int, games: int) -> float:
    """Peak traced Python memory (MiB) of one `simulate` call of `games` games."""
    tracemalloc.start()
    simulate(name, games, players=players, seed=1)
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    return peak / 2**20


def median_of(runs: list[dict]) -> dict:
    return {k: statistics.median(r[k] for r in runs) for k in runs[0]}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=40, help="games per timed run (default 40)")
    parser.add_argument("--runs", type=int, default=3, help="runs per measurement; the median is reported")
    parser.add_argument("--engines", nargs="*", default=[g for g in REAL_GAMES if g in available_games()])
    parser.add_argument("--memory-games", type=int, default=1000, help="games for the peak-memory run (0 = skip)")
    args = parser.parse_args(argv)

    print(f"catanatron baseline: random 4-player games, {args.runs} runs x {args.games} games")
    baseline_runs = []
    configs = [(name, p) for name in args.engines for p in sorted({get_game(name).DEFAULT_PLAYERS,
                                                                   *getattr(get_game(name), "BENCH_PLAYERS", ())})]
    results: dict[tuple, list[dict]] = {c: [] for c in configs}
    plain: dict[tuple, list[dict]] = {c: [] for c in configs}
    for run in range(args.runs):  # interleave engines and baseline so that noise hits all alike
        base = time_catanatron(args.games, run)
        if base:
            baseline_runs.append(base)
        for name, players in configs:
            results[(name, players)].append(time_engine(name, players, args.games, run))
            plain[(name, players)].append(time_plain_games(name, players, args.games, run))
    base = median_of(baseline_runs) if baseline_runs else None
    if base:
        print(f"  catanatron: {base['games_s']:8.1f} games/s {base['plies_s']:10.0f} plies/s "
              f"({base['plies_game']:.0f} plies/game)")
    else:
        print("  catanatron is not installed (pip install -e '.[bench]'): no ratios")
    print()
    header = (f"{'engine':<22}{'games/s':>9}{'plies/s':>10}{'× catan':>9}{'plies/game':>11}{'µs apply':>10}"
              f"{'µs legal':>10}{'JSON B':>9}{'mem B':>9}{'cut off':>8}")
    print(header)
    print("-" * len(header))
    for (name, players), runs in results.items():
        timed, untimed = median_of(runs), median_of(plain[(name, players)])
        ratio = f"{untimed['plies_s'] / base['plies_s']:.2f}" if base else "—"
        print(f"{name + f' ({players}p)':<22}{untimed['games_s']:9.1f}{untimed['plies_s']:10.0f}{ratio:>9}"
              f"{timed['plies_game']:11.0f}{timed['us_apply']:10.1f}{timed['us_legal']:10.1f}"
              f"{timed['json_bytes']:9.0f}{timed['mem_bytes']:9.0f}{untimed['truncated']:8.0f}")
    if args.memory_games:
        print()
        for name, players in configs:
            print(f"peak traced memory of simulate({name!r}, n={args.memory_games}, players={players}): "
                  f"{peak_memory(name, players, args.memory_games):.1f} MiB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
