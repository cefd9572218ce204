"""Play many seeded games and collect one row per game.

Game i is fully determined by (seed, i): its own seed is derived from the pair, so results never depend on how
games are split across processes or machines. `workers=N` runs a local process pool; `executor=` takes any
`concurrent.futures.Executor`, such as a Dask cluster's `client.get_executor()`.
"""

from __future__ import annotations

import concurrent.futures as cf
import contextlib
import gc
import hashlib
import itertools
import multiprocessing
import random
from collections.abc import Callable, Iterator, Mapping, Sequence
from typing import Any

from .core.options import OptionError, check_players, resolve_options
from .core.play import RandomBot, playout
from .games import GAMES, get_game, register_game

MAX_GAMES = 10_000_000
MAX_CHUNK = 250     # games per task sent to a worker
FRAME_BATCH = 5_000  # rows turned into a DataFrame at a time


def game_seed(seed: int, index: int) -> int:
    """The seed of game `index` in a run seeded `seed` (stable across processes and Python versions)."""
    digest = hashlib.sha256(f"rulebook:{seed}:{index}".encode()).digest()
    return int.from_bytes(digest[:8], "big") >> 1


def _bot_names(module: Any, bots: Any, players: int) -> tuple[str, ...]:
    known = ("random", *[b for b in module.BOTS if b != "random"])
    if bots is None:
        names: Sequence[str] = ("random",) * players
    elif isinstance(bots, str):
        names = (bots,) * players
    elif isinstance(bots, Sequence):
        names = tuple(bots)
        if len(names) != players:
            raise ValueError(f"bots: {len(names)} names given for {players} seats")
    else:
        raise ValueError(f"bots: expected a bot name or one name per seat, got {bots!r}")
    for name in names:
        base, budget = _split_budget(name)
        if base not in known:
            raise ValueError(f"bots: unknown bot {name!r} for {module.NAME}; choose one of {', '.join(known)}"
                             f"{' (search:<iterations> for a search budget)' if 'search' in known else ''}")
        if budget is not None and base != "search":
            raise ValueError(f"bots: {name!r}: only the search bot takes a budget (search:<iterations>)")
    return tuple(names)


def _split_budget(name: Any) -> tuple[Any, int | None]:
    """'search:8' -> ('search', 8); a plain name -> (name, None); a bad budget is refused by value."""
    if not isinstance(name, str) or ":" not in name:
        return name, None
    base, _, budget = name.partition(":")
    if not (budget.isdigit() and int(budget) >= 1):
        raise ValueError(f"bots: {name!r}: the budget after ':' must be a whole number of iterations of at least 1, "
                         f"got {budget!r}")
    return base, int(budget)


def make_bot(module: Any, name: str) -> Any:
    """The bot a name stands for: a name of the game's `BOTS` (the core random bot for "random" if the game has
    none), or "search:<iterations>" for the game's search bot with that budget per move."""
    base, budget = _split_budget(name)
    if budget is not None:
        return module.BOTS[base](budget)
    return RandomBot() if name == "random" and "random" not in module.BOTS else module.BOTS[name]()


_make_bot = make_bot


@contextlib.contextmanager
def _older_objects_frozen() -> Iterator[None]:
    """Keep the garbage collector off the objects that exist before a batch of games.

    Playing allocates many short-lived tuples, so full collections run often, and each one walks the whole heap:
    in a notebook kernel that holds DataFrames and figures, that walk costs more than the games. Frozen objects
    are skipped until `unfreeze`. A process that froze objects itself is left as it is.
    """
    if gc.get_freeze_count():
        yield
        return
    gc.freeze()
    try:
        yield
    finally:
        gc.unfreeze()


def _pool_context() -> Any:
    """How worker processes start: from a fork server that has imported the engines once, where there is one.

    Each new pool then forks ready workers in milliseconds instead of starting fresh interpreters that import
    everything again (about 0.25 s per call). Unlike a plain fork, the fork server holds no thread of the caller
    (a notebook kernel has several), so it is safe. Elsewhere (Windows) workers are spawned.
    """
    if "forkserver" not in multiprocessing.get_all_start_methods():
        return multiprocessing.get_context("spawn")
    context = multiprocessing.get_context("forkserver")
    context.set_forkserver_preload(["rulebook.simulate", *(path for path in GAMES.values())])
    return context


def _run_chunk(spec: tuple) -> tuple[int, list[dict]]:
    """Play games [start, stop) of a run; module-level so that process pools and Dask can ship it."""
    game, module_path, players, bot_names, seed, options, start, stop, rotate, max_plies = spec
    if game not in GAMES:  # a worker process that has not seen a plug-in registration
        register_game(game, module_path)
    module = get_game(game)
    bots = {name: _make_bot(module, name) for name in set(bot_names)}
    rows = []
    with _older_objects_frozen():
        for index in range(start, stop):
            shift = index % players if rotate else 0
            seat_bots = [bot_names[(seat - shift) % players] for seat in range(players)]
            gseed = game_seed(seed, index)
            state = module.new_game(players=players, seed=gseed, **options)
            final, plies = playout(state, [bots[b] for b in seat_bots], random.Random(f"play:{gseed}"),
                                   max_plies=max_plies)
            rows.append(_row(module, final, index, seed, gseed, players, seat_bots, plies))
    return start, rows


def _row(module: Any, final: Any, index: int, seed: int, gseed: int, players: int,
         seat_bots: Sequence[str], plies: int) -> dict:
    terminal = final.is_terminal()
    winners = final.winners() if terminal else ()
    scores = final.scores()
    row: dict[str, Any] = {
        "game": index, "seed": seed, "game_seed": gseed, "players": players,
        "winners": ",".join(map(str, winners)),
        "winner": winners[0] if len(winners) == 1 else -1,
        "shared_win": len(winners) > 1, "truncated": not terminal, "plies": plies,
    }
    for seat in range(players):
        row[f"bot_{seat}"] = seat_bots[seat]
        row[f"score_{seat}"] = scores[seat]
    extra = module.outcome_columns(final)
    if "turns" not in extra:
        raise AssertionError(f"{module.NAME}.outcome_columns must report 'turns'")
    row.update(extra)
    return row


def _chunks(n: int, parts: int) -> list[tuple[int, int]]:
    size = max(1, -(-n // parts))
    return [(s, min(n, s + size)) for s in range(0, n, size)]


def iter_simulate(game: str, n: int, players: int | None = None, bots: Any = None, seed: int = 0,
                  options: Mapping[str, Any] | None = None, executor: cf.Executor | None = None,
                  workers: int | None = None, progress: Callable[[int, int], None] | None = None,
                  rotate_seats: bool = False, max_plies: int | None = None,
                  chunk_size: int | None = None) -> Iterator[dict]:
    """Yield result rows in game order without holding them all (see `simulate` for the arguments)."""
    module = get_game(game)
    players = module.DEFAULT_PLAYERS if players is None else players
    check_players(game, players, module.PLAYERS)
    if type(n) is not int or not 1 <= n <= MAX_GAMES:
        raise ValueError(f"n: expected a whole number of games from 1 to {MAX_GAMES:,}, got {n!r}")
    if type(seed) is not int:
        raise ValueError(f"seed: expected a whole number, got {seed!r}")
    options = dict(options or {})
    resolve_options(game, module.OPTIONS, options)  # fail fast, before any process starts
    names = _bot_names(module, bots, players)
    limit = max_plies if max_plies is not None else getattr(module, "MAX_PLIES", 100_000)
    if type(limit) is not int or limit < 1:
        raise ValueError(f"max_plies: expected a positive whole number, got {max_plies!r}")
    if executor is not None and workers is not None:
        raise ValueError("give either executor= or workers=, not both")
    if workers is not None and (type(workers) is not int or not 1 <= workers <= 256):
        raise ValueError(f"workers: expected a whole number from 1 to 256, got {workers!r}")
    if chunk_size is not None and (type(chunk_size) is not int or chunk_size < 1):
        raise ValueError(f"chunk_size: expected a positive whole number, got {chunk_size!r}")

    def spec(start: int, stop: int) -> tuple:
        return (game, GAMES[game], players, names, seed, options, start, stop, rotate_seats, limit)

    done = 0
    if executor is None and (workers is None or workers == 1):
        for start, stop in _chunks(n, -(-n // chunk_size) if chunk_size else min(n, 100)):
            _, rows = _run_chunk(spec(start, stop))
            yield from rows
            done += len(rows)
            if progress:
                progress(done, n)
        return

    own_pool = executor is None
    if own_pool:
        executor = cf.ProcessPoolExecutor(workers, mp_context=_pool_context())
    parallel = workers or 4
    size = chunk_size or max(1, min(MAX_CHUNK, -(-n // (parallel * 4))))
    bounds = iter(_chunks(n, -(-n // size)))
    window = parallel * 3  # chunks in flight: enough to keep every worker busy, few enough to keep memory flat
    try:
        running: dict[int, cf.Future] = {}
        finished: dict[int, list[dict]] = {}
        next_start = 0
        for a, b in itertools.islice(bounds, window):
            running[a] = executor.submit(_run_chunk, spec(a, b))
        while running:
            completed, _ = cf.wait(running.values(), return_when=cf.FIRST_COMPLETED)
            for future in completed:
                start, rows = future.result()
                del running[start]
                finished[start] = rows
                done += len(rows)
                if progress:
                    progress(done, n)
                following = next(bounds, None)
                if following:
                    running[following[0]] = executor.submit(_run_chunk, spec(*following))
            while next_start in finished:
                rows = finished.pop(next_start)
                yield from rows
                next_start += len(rows)
    finally:
        if own_pool:
            executor.shutdown(cancel_futures=True)


def simulate(game: str, n: int, players: int | None = None, bots: Any = None, seed: int = 0,
             options: Mapping[str, Any] | None = None, executor: cf.Executor | None = None,
             workers: int | None = None, progress: Callable[[int, int], None] | None = None,
             rotate_seats: bool = False, max_plies: int | None = None, chunk_size: int | None = None):
    """Play `n` seeded games of `game` and return a pandas DataFrame, one row per game.

    Columns: game (index), seed, game_seed, players, winners ("0" or "0,2" for a shared win), winner (-1 when
    shared or cut off), shared_win, truncated (hit `max_plies`), plies (player decisions), bot_<seat>,
    score_<seat>, turns, plus the engine's own columns. `bots` is a bot name or one per seat ("search:8": the
    search bot with 8 iterations per move); with
    `rotate_seats` game i shifts the seating by i so every bot plays every seat. The frame's `attrs` record the
    game's name and whether seats rotated, so charts can name seats as the game does and say how they were dealt.
    """
    import pandas as pd

    frames, batch = [], []
    for row in iter_simulate(game, n, players, bots, seed, options, executor, workers, progress, rotate_seats,
                             max_plies, chunk_size):
        batch.append(row)
        if len(batch) == FRAME_BATCH:  # rows become compact columns as they arrive, so memory stays flat
            frames.append(pd.DataFrame.from_records(batch))
            batch = []
    if batch or not frames:
        frames.append(pd.DataFrame.from_records(batch))
    df = frames[0] if len(frames) == 1 else pd.concat(frames, ignore_index=True)
    df.attrs.update(game_name=game, rotate_seats=bool(rotate_seats))
    return df


__all__ = ["OptionError", "game_seed", "iter_simulate", "simulate"]
