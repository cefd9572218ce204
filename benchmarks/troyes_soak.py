"""Soak test for Troyes with the rulebook's cards: seeded games with random and heuristic bots, every ply checked.

    python benchmarks/troyes_soak.py                  # 1,000 games on 2 processes
    python benchmarks/troyes_soak.py --games 200 --workers 4

Each game draws its player count (2-4) and, seat by seat, a random or a heuristic bot from its seed. After every
ply the engine's conservation laws (`check_invariants`) must hold; every game must end (no player left without a
legal move, no game cut off at MAX_PLIES). Prints the games, plies, violations (goal: 0), games cut off, how often
the new card mechanics came up (an event's grey citizen, grey cubes, a cube shaping a recruit), and the time.
"""

from __future__ import annotations

import argparse
import concurrent.futures as cf
import multiprocessing
import random
import sys
import time
from collections import Counter

from rulebook.core import CHANCE, sample_outcome
from rulebook.troyes import BOTS, MAX_PLIES, check_invariants, new_game

SEEN = ("a grey citizen stands", "a grey cube", "counting")


def play(seed: int) -> tuple[int, list[str], int, Counter, str]:
    """One seeded game: (plies, violations, cut off, mechanics seen, bots)."""
    rng = random.Random(f"troyes-soak:{seed}")
    players = (2, 3, 4)[seed % 3]
    names = [rng.choice(("random", "heuristic")) for _ in range(players)]
    bots = [BOTS[name]() for name in names]
    state = new_game(players, seed=seed)
    plies, problems, seen = 0, [], Counter()
    while not state.is_terminal():
        if plies >= MAX_PLIES:
            return plies, problems, 1, seen, " ".join(names)
        if state.current_player == CHANCE:
            state = state.apply(sample_outcome(state.chance_outcomes(), rng))
        else:
            if not state.legal_actions():
                problems.append(f"seed {seed} ply {plies}: a player to move has no legal action")
                break
            state = state.apply(bots[state.current_player].choose(state, rng))
        plies += 1
        for problem in check_invariants(state):
            problems.append(f"seed {seed} ply {plies}: {problem}")
    for entry in state.log:
        for marker in SEEN:
            if marker in entry.text:
                seen[marker] += 1
    return plies, problems, 0, seen, " ".join(names)


def chunk(seeds: range) -> tuple[int, int, list[str], int, Counter, Counter]:
    games = plies = cut = 0
    problems: list[str] = []
    seen: Counter = Counter()
    mixes: Counter = Counter()
    for seed in seeds:
        n, found, cut_off, mechanics, names = play(seed)
        games += 1
        plies += n
        cut += cut_off
        problems += found
        seen.update(mechanics)
        kinds = set(names.split())
        mixes["mixed" if len(kinds) > 1 else f"all {kinds.pop()}"] += 1
    return games, plies, problems, cut, seen, mixes


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args(argv)
    started = time.perf_counter()
    step = max(1, args.games // (args.workers * 10))
    context = multiprocessing.get_context("spawn")
    games = plies = cut = 0
    problems: list[str] = []
    seen: Counter = Counter()
    mixes: Counter = Counter()
    with cf.ProcessPoolExecutor(args.workers, mp_context=context) as pool:
        futures = [pool.submit(chunk, range(s, min(args.games, s + step))) for s in range(0, args.games, step)]
        for future in futures:
            g, p, found, c, mechanics, mix = future.result()
            games, plies, cut = games + g, plies + p, cut + c
            problems += found
            seen.update(mechanics)
            mixes.update(mix)
    elapsed = time.perf_counter() - started
    print(f"troyes games {games:,}  plies {plies:,}  violations {len(problems)}  cut off {cut}  "
          f"{elapsed:.0f} s ({args.workers} workers)")
    print("  bots per game: " + ", ".join(f"{k} {v}" for k, v in sorted(mixes.items())))
    print("  log lines seen: " + ", ".join(f"{k!r} {v}" for k, v in sorted(seen.items())))
    for line in problems[:10]:
        print("   ", line)
    return 1 if problems or cut else 0


if __name__ == "__main__":
    sys.exit(main())
