"""Tournay engine speed beside catanatron's random 4-player games, measured in the same run.

    python benchmarks/tournay_speed.py [games]

Prints random-bot games/s and plies/s (player decisions; chance outcomes not counted) for 2 and 4 players,
the ratio to catanatron, µs per `apply` and per `legal_actions`, and bytes per state. Timings are noisy on a
shared machine: read the ratios.
"""

from __future__ import annotations

import random
import sys
import time

from rulebook import CHANCE, tournay
from rulebook.core import sample_outcome


def deep_size(obj, seen=None) -> int:
    """Rough in-memory size of a state's own objects (shared card data and log excluded)."""
    seen = set() if seen is None else seen
    if id(obj) in seen or obj is None or isinstance(obj, (bool, int, str, float)):
        return 0
    seen.add(id(obj))
    size = sys.getsizeof(obj)
    if isinstance(obj, (tuple, list)):
        size += sum(deep_size(x, seen) for x in obj)
    return size


def state_size(st) -> int:
    fields = (st.players, st.decks, st.event_deck, st.queue, st.coins, st.stock, st.final_choices, st.tasks)
    return sys.getsizeof(st) + sum(deep_size(f) for f in fields)


def tournay_games(players: int, games: int) -> dict:
    plies = 0
    started = time.perf_counter()
    for seed in range(games):
        st = tournay.new_game(players=players, seed=seed)
        rng = random.Random(seed)
        while not st.is_terminal():
            if st.current_player == CHANCE:
                st = st.apply(sample_outcome(st.chance_outcomes(), rng))
                continue
            actions = st.legal_actions()
            st = st.apply(actions[rng.randrange(len(actions))])
            plies += 1
    elapsed = time.perf_counter() - started
    return {"games_s": games / elapsed, "plies_s": plies / elapsed, "plies": plies / games}


def tournay_calls(players: int, games: int) -> dict:
    """µs per legal_actions (fresh state, cache empty) and per apply, plus sizes, over seeded random games."""
    legal_t = apply_t = 0.0
    calls = 0
    json_bytes = mem_bytes = samples = 0
    clock = time.perf_counter
    for seed in range(games):
        st = tournay.new_game(players=players, seed=seed)
        rng = random.Random(seed)
        while not st.is_terminal():
            if st.current_player == CHANCE:
                st = st.apply(sample_outcome(st.chance_outcomes(), rng))
                continue
            t0 = clock()
            actions = st.legal_actions()
            t1 = clock()
            nxt = st.apply(actions[rng.randrange(len(actions))])
            t2 = clock()
            legal_t += t1 - t0
            apply_t += t2 - t1
            calls += 1
            if calls % 50 == 0:
                json_bytes += len(st.to_json())
                mem_bytes += state_size(st)
                samples += 1
            st = nxt
    return {"legal_us": 1e6 * legal_t / calls, "apply_us": 1e6 * apply_t / calls,
            "json_bytes": json_bytes // samples, "mem_bytes": mem_bytes // samples}


def catanatron_games(games: int) -> dict | None:
    try:
        from catanatron import Color, Game, RandomPlayer
    except ImportError:
        return None
    plies = 0
    started = time.perf_counter()
    for i in range(games):
        game = Game([RandomPlayer(c) for c in (Color.RED, Color.BLUE, Color.WHITE, Color.ORANGE)], seed=i)
        game.play()
        plies += len(game.state.actions)
    elapsed = time.perf_counter() - started
    return {"games_s": games / elapsed, "plies_s": plies / elapsed}


def main(games: int = 100) -> None:
    cat = catanatron_games(max(10, games // 5))
    if cat:
        print(f"catanatron 4p random: {cat['games_s']:.1f} games/s, {cat['plies_s']:,.0f} plies/s")
    for players in (2, 4):
        res = tournay_games(players, games)
        ratio = f" = {res['plies_s'] / cat['plies_s']:.2f}x catanatron" if cat else ""
        print(f"tournay {players}p random: {res['games_s']:.1f} games/s, {res['plies_s']:,.0f} plies/s{ratio} "
              f"({res['plies']:.0f} plies/game)")
    calls = tournay_calls(2, max(10, games // 5))
    print(f"tournay 2p: {calls['legal_us']:.1f} µs per legal_actions, {calls['apply_us']:.1f} µs per apply, "
          f"{calls['json_bytes']:,} bytes of JSON per state (log included), ~{calls['mem_bytes']:,} bytes in "
          "memory per state (shared card data and log excluded)")


if __name__ == "__main__":
    main(*(int(a) for a in sys.argv[1:2]))
