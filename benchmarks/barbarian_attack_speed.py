"""Barbarian Attack engine speed, measured beside catanatron in the same run (issue 7).

    python benchmarks/barbarian_attack_speed.py [games]

Prints games/s and plies/s (player decisions; chance outcomes not counted) for random 4-player games with our
`random` bot (kind first, then action) and with plain uniform play, the same for catanatron's RandomPlayer, their
ratio, microseconds per `apply` and per `legal_actions`, and bytes per state. The engines' games alternate one
by one, each after an untimed gc.collect(), so that a noisy shared machine and the other engine's garbage weigh
on both alike.
"""

from __future__ import annotations

import gc
import pathlib
import random
import sys
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent))  # this checkout's rulebook

from rulebook import barbarian_attack as ba
from rulebook.core import CHANCE, RandomBot, sample_outcome


def one_ours(seed: int, bot) -> tuple[int, int, bool, float, float]:
    """Play one seeded game; return (plies, chance outcomes, truncated, wall seconds, CPU seconds)."""
    gc.collect()  # untimed: start from a clean heap, as for catanatron
    start, cpu = time.perf_counter(), time.process_time()
    state, rng = ba.new_game(players=4, seed=seed), random.Random(seed)
    plies = chance = 0
    while not state.is_terminal():
        if state.current_player == CHANCE:
            state = state.apply(sample_outcome(state.chance_outcomes(), rng))
            chance += 1
            continue
        if plies >= ba.MAX_PLIES:
            return plies, chance, True, time.perf_counter() - start, time.process_time() - cpu
        state = state.apply(bot.choose(state, rng))
        plies += 1
    return plies, chance, False, time.perf_counter() - start, time.process_time() - cpu


def one_catanatron(seed: int) -> tuple[int, float, float]:
    from catanatron import Color, Game, RandomPlayer
    gc.collect()  # untimed: the previous game's garbage is not charged to this one
    start, cpu = time.perf_counter(), time.process_time()
    game = Game([RandomPlayer(c) for c in (Color.RED, Color.BLUE, Color.WHITE, Color.ORANGE)], seed=seed)
    game.play()
    return len(game.state.actions), time.perf_counter() - start, time.process_time() - cpu


def micro(n_games: int = 20) -> dict:
    """Per-call costs over the positions of a few random games (caches cleared by rebuilding each state)."""
    states = []
    bot = ba.BOTS["random"]()
    for i in range(n_games):
        s, rng = ba.new_game(players=4, seed=1000 + i), random.Random(i)
        while not s.is_terminal():
            if s.current_player == CHANCE:
                s = s.apply(sample_outcome(s.chance_outcomes(), rng))
            else:
                a = bot.choose(s, rng)
                states.append((s, a))
                s = s.apply(a)
    fresh = [(ba.BAState.__new__(ba.BAState), a, s) for s, a in states]
    for new, _, old in fresh:
        object.__setattr__(new, "__dict__", old.__dict__)
    start = time.perf_counter()
    for new, _, _ in fresh:
        new.legal_actions()
    legal_us = (time.perf_counter() - start) / len(fresh) * 1e6
    start = time.perf_counter()
    for new, a, _ in fresh:
        new.apply(a)
    apply_us = (time.perf_counter() - start) / len(fresh) * 1e6
    sample = [s for s, _ in states[:: max(1, len(states) // 200)]]
    json_bytes = sum(len(s.to_json()) for s in sample) / len(sample)
    no_log = sum(len(_without_log(s).to_json()) for s in sample) / len(sample)
    memory = sum(_shallow_size(s) for s in sample) / len(sample)
    return {"us/legal_actions": legal_us, "us/apply (legality check included)": apply_us,
            "json bytes/state (with log)": json_bytes, "json bytes/state (log excluded)": no_log,
            "in-memory bytes/state (own fields, log and config shared)": memory}


def _without_log(state):
    from rulebook.barbarian_attack.state import make_state
    fields = dict(state.__dict__)
    fields["log_chain"] = None
    return make_state(fields)


def _shallow_size(state) -> int:
    seen: set[int] = set()

    def size(v) -> int:
        if id(v) in seen:
            return 0
        seen.add(id(v))
        total = sys.getsizeof(v)
        if isinstance(v, tuple):
            total += sum(size(x) for x in v)
        return total

    d = {k: v for k, v in state.__dict__.items() if k not in ("cfg", "log_chain")}
    return sys.getsizeof(d) + sum(size(v) for v in d.values())


def main() -> None:
    """Games of each engine alternate one by one, so a noisy shared machine slows all of them alike; ratios are
    given for wall-clock time and for CPU time (the latter is less disturbed by other processes)."""
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 30
    random_bot, uniform_bot = ba.BOTS["random"](), RandomBot()
    totals = {k: [0, 0.0, 0.0, 0] for k in ("cat", "ours", "uniform")}   # plies, wall, cpu, games
    chance = truncated = 0

    def add(key: str, plies: int, wall: float, cpu: float) -> None:
        t = totals[key]
        t[0] += plies
        t[1] += wall
        t[2] += cpu
        t[3] += 1

    for i in range(n):
        add("cat", *one_catanatron(i))
        plies, ch, cut, wall, cpu = one_ours(i, random_bot)
        add("ours", plies, wall, cpu)
        chance += ch
        truncated += cut
        if i % 3 == 0:
            plies, _, cut, wall, cpu = one_ours(1000 + i, uniform_bot)
            add("uniform", plies, wall, cpu)
            truncated += cut

    def line(label: str, key: str, extra: str = "") -> None:
        plies, wall, cpu, games = totals[key]
        print(f"{label:30s} {games / wall:6.1f} games/s {plies / wall:9.0f} plies/s (CPU: {plies / cpu:9.0f}) "
              f"{plies / games:6.0f} plies/game{extra}")

    def ratio(key: str, col: int) -> float:
        return (totals[key][0] / totals[key][col]) / (totals["cat"][0] / totals["cat"][col])

    print(f"{n} random 4-player games per engine, interleaved one by one")
    line("catanatron RandomPlayer", "cat")
    line("barbarian_attack random bot", "ours", f", {chance / n:.0f} chance outcomes/game, {truncated} truncated")
    line("barbarian_attack uniform", "uniform")
    print(f"plies/s ratio vs catanatron: random bot {ratio('ours', 1):.2f}x wall, {ratio('ours', 2):.2f}x CPU; "
          f"uniform {ratio('uniform', 1):.2f}x wall, {ratio('uniform', 2):.2f}x CPU")
    for key, value in micro().items():
        print(f"{key}: {value:.1f}")


if __name__ == "__main__":
    main()
