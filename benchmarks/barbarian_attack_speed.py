"""Barbarian Attack engine speed, measured beside catanatron in the same run (issue 7).

    python benchmarks/barbarian_attack_speed.py [games]

Prints games/s and plies/s (player decisions; chance outcomes not counted) for random 4-player games with our
`random` bot (kind first, then action) and with plain uniform play, the same for catanatron's RandomPlayer, their
ratio, microseconds per `apply` and per `legal_actions`, and bytes per state.
"""

from __future__ import annotations

import pathlib
import random
import statistics
import sys
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent))  # this checkout's rulebook

from rulebook import barbarian_attack as ba
from rulebook.core import CHANCE, RandomBot, sample_outcome


def play_ours(n: int, bot_factory, seed0: int = 0) -> dict:
    bot = bot_factory()
    plies = chance = truncated = 0
    start = time.perf_counter()
    for i in range(n):
        state = ba.new_game(players=4, seed=seed0 + i)
        rng = random.Random(seed0 + i)
        moves = 0
        while not state.is_terminal():
            if state.current_player == CHANCE:
                state = state.apply(sample_outcome(state.chance_outcomes(), rng))
                chance += 1
                continue
            if moves >= ba.MAX_PLIES:
                truncated += 1
                break
            state = state.apply(bot.choose(state, rng))
            moves += 1
        plies += moves
    elapsed = time.perf_counter() - start
    return {"games/s": n / elapsed, "plies/s": plies / elapsed, "plies/game": plies / n,
            "chance/game": chance / n, "truncated": truncated}


def play_catanatron(n: int) -> dict:
    from catanatron import Color, Game, RandomPlayer
    plies = 0
    start = time.perf_counter()
    for i in range(n):
        game = Game([RandomPlayer(c) for c in (Color.RED, Color.BLUE, Color.WHITE, Color.ORANGE)], seed=i)
        game.play()
        plies += len(game.state.actions)
    elapsed = time.perf_counter() - start
    return {"games/s": n / elapsed, "plies/s": plies / elapsed, "plies/game": plies / n}


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
    """Rounds of (catanatron, ours, uniform) so that a noisy shared machine hits all three alike; medians."""
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 10
    rounds = int(sys.argv[2]) if len(sys.argv) > 2 else 3
    results: dict[str, list[dict]] = {"cat": [], "ours": [], "uniform": []}
    for r in range(rounds):
        results["cat"].append(play_catanatron(n))
        results["ours"].append(play_ours(n, ba.BOTS["random"], seed0=100 * r))
        results["uniform"].append(play_ours(max(3, n // 3), RandomBot, seed0=500 + 100 * r))
    ratios = [o["plies/s"] / c["plies/s"] for o, c in zip(results["ours"], results["cat"])]
    uniform_ratios = [u["plies/s"] / c["plies/s"] for u, c in zip(results["uniform"], results["cat"])]

    def med(key: str, field: str) -> float:
        return statistics.median(x[field] for x in results[key])

    print(f"{rounds} rounds of {n} random 4-player games each (medians)")
    print(f"catanatron RandomPlayer:      {med('cat', 'games/s'):7.1f} games/s {med('cat', 'plies/s'):9.0f} plies/s "
          f"({med('cat', 'plies/game'):.0f} plies/game)")
    print(f"barbarian_attack random bot:  {med('ours', 'games/s'):7.1f} games/s {med('ours', 'plies/s'):9.0f} "
          f"plies/s ({med('ours', 'plies/game'):.0f} plies/game, {med('ours', 'chance/game'):.0f} chance "
          f"outcomes/game, {sum(x['truncated'] for x in results['ours'])} truncated)")
    print(f"barbarian_attack uniform:     {med('uniform', 'games/s'):7.1f} games/s "
          f"{med('uniform', 'plies/s'):9.0f} plies/s ({med('uniform', 'plies/game'):.0f} plies/game)")
    print(f"plies/s ratio vs catanatron (median of rounds): random bot {statistics.median(ratios):.2f}x "
          f"(rounds: {', '.join(f'{x:.2f}' for x in ratios)}), uniform {statistics.median(uniform_ratios):.2f}x")
    for key, value in micro().items():
        print(f"{key}: {value:.1f}")


if __name__ == "__main__":
    main()
