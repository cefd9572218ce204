"""Troyes engine speed and size, beside catanatron measured in the same run (issue 7).

    python benchmarks/troyes_speed.py [games]

Prints random 3-player games/s and plies/s (player decisions; chance outcomes not counted), catanatron's random
4-player games/s and plies/s, the ratio, microseconds per apply and per legal_actions, and bytes per state.
Both engines are timed with the process's CPU clock in alternating cycles of about a second, so that other
programs sharing the machine slow both sides alike.
"""

from __future__ import annotations

import random
import statistics
import sys
import time

from rulebook.core import CHANCE, playout, sample_outcome
from rulebook.troyes import new_game

clock = time.process_time


def troyes_batch(seeds: range) -> tuple[float, int]:
    start = clock()
    plies = 0
    for seed in seeds:
        _, n = playout(new_game(3, seed=seed), rng=seed, max_plies=5000)
        plies += n
    return clock() - start, plies


def catanatron_batch(seeds: range) -> tuple[float, int] | None:
    try:
        from catanatron import Color, Game, RandomPlayer
    except ImportError:
        return None
    start = clock()
    plies = 0
    for seed in seeds:
        game = Game([RandomPlayer(c) for c in (Color.RED, Color.BLUE, Color.WHITE, Color.ORANGE)], seed=seed)
        game.play()
        plies += len(game.state.actions)
    return clock() - start, plies


def rates(games: int, cycles: int = 6) -> tuple[tuple[float, float, float], tuple[float, float, float] | None,
                                                 list[float]]:
    """(games/s, plies/s, plies/game) for Troyes and catanatron, plus the plies/s ratio of each cycle.

    The engines alternate in cycles of about a second each, so that both meet the same load on a shared machine
    while each still runs long enough to warm up.
    """
    t_time = t_plies = c_time = c_plies = 0.0
    t_games = c_games = 0
    ratios = []
    per_cycle = max(1, games // cycles)
    cat_per_cycle = max(2, per_cycle // 6)
    for cycle in range(cycles):
        elapsed, plies = troyes_batch(range(cycle * per_cycle, (cycle + 1) * per_cycle))
        t_time, t_plies, t_games = t_time + elapsed, t_plies + plies, t_games + per_cycle
        cat = catanatron_batch(range(cycle * cat_per_cycle, (cycle + 1) * cat_per_cycle))
        if cat:
            c_time, c_plies, c_games = c_time + cat[0], c_plies + cat[1], c_games + cat_per_cycle
            ratios.append((plies / elapsed) / (cat[1] / cat[0]))
    troyes = (t_games / t_time, t_plies / t_time, t_plies / t_games)
    catan = (c_games / c_time, c_plies / c_time, c_plies / c_games) if c_games else None
    return troyes, catan, ratios


def per_call_costs(games: int = 20) -> dict[str, float]:
    """Microseconds per apply (legality check included) and per fresh legal_actions, over random games."""
    pairs = []
    for seed in range(games):
        state = new_game(3, seed=seed)
        rng = random.Random(seed)
        while not state.is_terminal():
            if state.current_player == CHANCE:
                action = sample_outcome(state.chance_outcomes(), rng)
            else:
                actions = state.legal_actions()
                action = actions[rng.randrange(len(actions))]
            pairs.append((state, action))
            state = state.apply(action)
    decisions = [s for s, _ in pairs if s.current_player >= 0]
    fresh = [s._draft().freeze() for s in decisions]
    start = clock()
    for s in fresh:
        s.legal_actions()
    legal_us = (clock() - start) / len(fresh) * 1e6
    start = clock()
    for s, a in pairs:
        s.apply(a)
    apply_us = (clock() - start) / len(pairs) * 1e6
    sizes = [len(s.to_json()) for s, _ in pairs[::50]]
    return {"apply_us": apply_us, "legal_us": legal_us, "json_bytes_mean": sum(sizes) / len(sizes),
            "json_bytes_max": max(sizes), "memory_bytes": memory(pairs[len(pairs) // 2][0])}


def memory(state) -> int:
    """Bytes a state adds beyond what it shares (config and older log links are shared): its slots and tuples."""
    seen: set[int] = set()

    def size(value) -> int:
        if id(value) in seen or (isinstance(value, (int, bool, str)) and sys.getsizeof(value) <= 28):
            return 0
        seen.add(id(value))
        total = sys.getsizeof(value)
        if isinstance(value, tuple):
            total += sum(size(v) for v in value)
        return total

    total = sys.getsizeof(state)
    for name in type(state).__slots__:
        if name not in ("cfg", "log_chain", "_legal"):
            total += size(getattr(state, name))
    return total


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 200
    (t_games, t_plies, t_per), cat, ratios = rates(games)
    print(f"troyes     random 3p: {t_games:8.1f} games/s {t_plies:10.0f} plies/s ({t_per:.0f} plies/game)")
    if cat:
        c_games, c_plies, c_per = cat
        print(f"catanatron random 4p: {c_games:8.1f} games/s {c_plies:10.0f} plies/s ({c_per:.0f} plies/game)")
        print(f"ratio (plies/s): {t_plies / c_plies:.2f}x overall, per cycle "
              f"{' '.join(f'{r:.2f}' for r in ratios)} (median {statistics.median(ratios):.2f}x; goal >= 1.5x)")
    costs = per_call_costs()
    print(f"apply: {costs['apply_us']:.1f} us   legal_actions (uncached): {costs['legal_us']:.1f} us")
    print(f"state JSON: {costs['json_bytes_mean']:.0f} bytes mean, {costs['json_bytes_max']} max (log included); "
          f"in memory about {costs['memory_bytes']} bytes per state beyond shared parts")


if __name__ == "__main__":
    main()
