"""Engine speed and size, printed as ratios against catanatron's random 4-player games measured in the same run.

    python benchmarks/engines.py                         # every engine, 3 runs, medians
    python benchmarks/engines.py --games 60 --runs 5 --engines troyes

Per engine and player count: games/s and plies/s (player decisions; chance outcomes are not counted) with the
engine's own `random` bot (what `simulate` uses) and with plain uniform play over the legal actions; µs per
`legal_actions` (first call on a fresh state) and per `apply` (legality check included); bytes per state as
canonical JSON (with and without the log) and in memory; the peak Python memory of `simulate(n=1000)`.

Games of every engine and of catanatron alternate one by one, each after an untimed `gc.collect()`, so that a noisy
shared machine slows all of them alike. Ratios are given for wall-clock and for CPU time; read ratios, not
absolute times. Each figure is the median over the runs.
"""

from __future__ import annotations

import argparse
import gc
import random
import statistics
import sys
import time
import tracemalloc
from typing import Any

from rulebook import CHANCE, available_games, get_game, simulate
from rulebook.core import RandomBot, sample_outcome

REAL_GAMES = ("troyes", "tournay", "barbarian_attack")
PLAYER_COUNTS = {"troyes": (3,), "tournay": (2, 4), "barbarian_attack": (4,)}


def deep_size(obj: Any, skip: tuple = ()) -> int:
    """Bytes held by an object graph, each shared object counted once (objects in `skip` not followed)."""
    seen: set[int] = {id(s) for s in skip}
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


class Timer:
    """Accumulates plies, wall and CPU seconds, and per-call costs for one configuration."""

    def __init__(self) -> None:
        self.games = self.plies = self.calls = self.truncated = 0
        self.wall = self.cpu = self.legal = self.apply = 0.0
        self.json_bytes: list[int] = []
        self.json_no_log: list[int] = []
        self.memory: list[int] = []

    def rate(self) -> dict:
        return {"games_s": self.games / self.wall, "plies_s": self.plies / self.wall,
                "plies_cpu_s": self.plies / self.cpu, "plies_game": self.plies / self.games}


def play_ours(module: Any, players: int, seed: int, bot: Any, timer: Timer) -> None:
    """One game timed as a whole (no per-call timers inside, so they cannot slow it)."""
    gc.collect()  # untimed
    state, rng = module.new_game(players=players, seed=seed), random.Random(seed)
    start, cpu = time.perf_counter(), time.process_time()
    plies = 0
    while not state.is_terminal():
        if state.current_player == CHANCE:
            state = state.apply(sample_outcome(state.chance_outcomes(), rng))
            continue
        if plies >= module.MAX_PLIES:
            timer.truncated += 1
            break
        state = state.apply(bot.choose(state, rng))
        plies += 1
    timer.wall += time.perf_counter() - start
    timer.cpu += time.process_time() - cpu
    timer.games += 1
    timer.plies += plies


def measure_calls(module: Any, players: int, seed: int, bot: Any, timer: Timer, sample: bool) -> None:
    """Per-call costs: `legal_actions` on a fresh state and `apply` (legality check included); state sizes."""
    state, rng = module.new_game(players=players, seed=seed), random.Random(seed)
    plies = 0
    while not state.is_terminal() and plies < module.MAX_PLIES:
        if state.current_player == CHANCE:
            state = state.apply(sample_outcome(state.chance_outcomes(), rng))
            continue
        t0 = time.perf_counter()
        state.legal_actions()
        t1 = time.perf_counter()
        action = bot.choose(state, rng)
        t2 = time.perf_counter()
        state = state.apply(action)
        t3 = time.perf_counter()
        timer.legal += t1 - t0
        timer.apply += t3 - t2
        timer.calls += 1
        plies += 1
        if sample and plies % 101 == 0 and len(timer.memory) < 60:
            timer.json_bytes.append(len(state.to_json().encode()))
            timer.memory.append(deep_size(state, skip=(getattr(state, "log_chain", None), getattr(state, "cfg", None))))


def play_catanatron(seed: int, timer: Timer) -> bool:
    try:
        from catanatron import Color, Game, RandomPlayer
    except ImportError:
        return False
    gc.collect()
    random.seed(seed)
    start, cpu = time.perf_counter(), time.process_time()
    game = Game([RandomPlayer(c) for c in (Color.RED, Color.BLUE, Color.WHITE, Color.ORANGE)], seed=seed)
    game.play()
    timer.wall += time.perf_counter() - start
    timer.cpu += time.process_time() - cpu
    timer.games += 1
    timer.plies += len(game.state.actions)
    return True


def peak_memory(name: str, players: int, games: int) -> float:
    """Peak traced Python memory (MiB) of one `simulate` call of `games` games (imports done beforehand)."""
    simulate(name, 1, players=players, seed=0)
    gc.collect()
    tracemalloc.start()
    simulate(name, games, players=players, seed=1)
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    return peak / 2**20


def one_run(configs: list[tuple[str, int]], games: int, run: int) -> tuple[dict | None, dict]:
    """One interleaved run: a catanatron game, then one game of every configuration and bot, repeated."""
    base, timers = Timer(), {(c, kind): Timer() for c in configs for kind in ("bot", "uniform")}
    bots = {name: get_game(name).BOTS["random"]() for name, _ in configs}
    uniform = RandomBot()
    have_catanatron = True
    for g in range(games):
        seed = run * 100_003 + g
        if have_catanatron:
            have_catanatron = play_catanatron(seed, base)
        for name, players in configs:
            module = get_game(name)
            play_ours(module, players, seed, bots[name], timers[((name, players), "bot")])
            if g % 2 == 0:
                play_ours(module, players, seed, uniform, timers[((name, players), "uniform")])
            if g < 5:
                measure_calls(module, players, seed, bots[name], timers[((name, players), "bot")], sample=run == 0)
    return (base.rate() if base.games else None), timers


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=30, help="games per configuration per run (default 30)")
    parser.add_argument("--runs", type=int, default=3, help="runs; medians are reported (default 3)")
    parser.add_argument("--engines", nargs="*", default=[g for g in REAL_GAMES if g in available_games()])
    parser.add_argument("--memory-games", type=int, default=1000, help="games for the peak-memory run (0 = skip)")
    args = parser.parse_args(argv)
    configs = [(name, p) for name in args.engines for p in PLAYER_COUNTS.get(name, (get_game(name).DEFAULT_PLAYERS,))]

    bases, runs = [], []
    for run in range(args.runs):
        base, timers = one_run(configs, args.games, run)
        if base:
            bases.append(base)
        runs.append(timers)
        print(f"run {run + 1}/{args.runs} done", file=sys.stderr)

    def med(values: list[float]) -> float:
        return statistics.median(values)

    print(f"{args.runs} runs x {args.games} games per configuration, interleaved one by one; medians")
    if bases:
        cat = {k: med([b[k] for b in bases]) for k in bases[0]}
        print(f"catanatron RandomPlayer, 4 players: {cat['games_s']:.1f} games/s, {cat['plies_s']:,.0f} plies/s "
              f"(CPU {cat['plies_cpu_s']:,.0f}), {cat['plies_game']:.0f} plies/game")
    else:
        print("catanatron is not installed (pip install -e '.[bench]'): no ratios")
    print()
    head = (f"{'engine':<22}{'bot':<9}{'games/s':>9}{'plies/s':>10}{'x catan':>9}{'x (CPU)':>9}"
            f"{'plies/game':>11}{'us legal':>10}{'us apply':>10}{'cut off':>8}")
    print(head)
    print("-" * len(head))
    for name, players in configs:
        for kind in ("bot", "uniform"):
            rates = [r[((name, players), kind)].rate() for r in runs]
            rate = {k: med([x[k] for x in rates]) for k in rates[0]}
            pairs = [(r[((name, players), kind)].rate(), b) for r, b in zip(runs, bases)]
            ratio = [ours["plies_s"] / b["plies_s"] for ours, b in pairs]
            ratio_cpu = [ours["plies_cpu_s"] / b["plies_cpu_s"] for ours, b in pairs]
            timers = [r[((name, players), kind)] for r in runs]
            calls = [t for t in timers if t.calls]
            legal = f"{med([1e6 * t.legal / t.calls for t in calls]):.1f}" if calls else "-"
            apply = f"{med([1e6 * t.apply / t.calls for t in calls]):.1f}" if calls else "-"
            cut = sum(t.truncated for t in timers)
            shown_ratio = f"{med(ratio):.2f}" if ratio else "-"
            shown_cpu = f"{med(ratio_cpu):.2f}" if ratio_cpu else "-"
            label = "random" if kind == "bot" else "uniform"
            print(f"{name + f' ({players}p)':<22}{label:<9}{rate['games_s']:9.1f}{rate['plies_s']:10,.0f}"
                  f"{shown_ratio:>9}{shown_cpu:>9}{rate['plies_game']:11.0f}{legal:>10}{apply:>10}{cut:8d}")
    print()
    print(f"{'engine':<22}{'JSON bytes/state':>18}{'in-memory bytes/state (own fields)':>38}")
    for name, players in configs:
        t = runs[0][((name, players), "bot")]
        print(f"{name + f' ({players}p)':<22}{statistics.mean(t.json_bytes):18,.0f}{statistics.mean(t.memory):38,.0f}")
    if args.memory_games:
        print()
        for name, players in configs:
            print(f"peak traced memory of simulate({name!r}, n={args.memory_games}, players={players}): "
                  f"{peak_memory(name, players, args.memory_games):.1f} MiB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
