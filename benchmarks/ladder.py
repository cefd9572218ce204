"""The strength ladder of one game: random < heuristic < search(small) < search(large), seeded.

    python benchmarks/ladder.py toy                           # Pig, the core tests' toy game
    python benchmarks/ladder.py troyes --open-hands --games 100 --small 25 --large 200
    python benchmarks/ladder.py barbarian_attack --open-hands --players 2 --workers 2

Each rung plays the rung below: the challenger in one seat, the rung below in every other seat, seats rotated
game by game, and each deal is played once with the challenger in every seat (games i and i + 1 of a 2-player
ladder share their game seed), so the luck of a deal cancels as far as the dice let it: two bots that play alike
score about 0.5. Game seeds come from `simulate`'s `game_seed`, so a rerun gives the same numbers. Prints the
challenger's win rate (a shared win counts in parts) with its standard error, the fair share 1/players it must
clearly beat, the time per game and the challenger's time per move; then the search bot's iterations per second
on positions from seeded random games.

A game whose `BOTS` has "search" (all three real games: `bots.search_bot`, its own guide, rollouts and cut-off
judgement) is searched with those settings at the --small and --large iterations; `--generic` uses the settings
below instead (as does the toy game, which has none).

The generic search is guided by the heuristic bot (`--guide`): it tries the heuristic's move first at every new node and
keeps it unless another move earns more visits, so a small budget starts from the heuristic's advice.

`--open-hands` searches with `determinize=False`: the search sees hidden cards (it cheats). It is needed until the
game implements `resample_hidden`; a perfect-information game such as the toy needs no flag.
"""

from __future__ import annotations

import argparse
import concurrent.futures as cf
import itertools
import math
import random
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


from rulebook import CHANCE, game_seed, get_game, playout  # noqa: E402
from rulebook.core import RandomBot, SearchBot, sample_outcome  # noqa: E402
from rulebook.games import GAMES, register_game  # noqa: E402


def _register(game: str) -> None:
    if game == "toy" and "toy" not in GAMES:
        sys.path.insert(0, str(ROOT / "tests"))
        register_game("toy", "toy_game")


def make_bot(module: Any, spec: str, options: dict[str, Any]) -> Any:
    """A bot from its rung name: random, heuristic (the game's best non-random bot), search:<iterations>."""
    if spec == "random":
        return module.BOTS["random"]() if "random" in module.BOTS else RandomBot()
    if spec == "heuristic":
        names = [name for name in module.BOTS if name not in ("random", "search")]
        return module.BOTS[names[0]]()
    if spec.startswith("search:") and "search" in module.BOTS and not options.get("generic"):
        return module.BOTS["search"](int(spec.split(":")[1]))  # the game's own settings (bots.search_bot)
    if spec.startswith("search:"):
        rollout = make_bot(module, options["rollout"], options) if options["rollout"] != "uniform" else "random"
        guide = make_bot(module, options["guide"], options) if options["guide"] != "none" else None
        return SearchBot(int(spec.split(":")[1]), rollout=rollout, rollout_plies=options["rollout_plies"],
                         determinize=not options["open_hands"], exploration=options["exploration"], guide=guide)
    raise ValueError(f"unknown rung {spec!r}: random, heuristic or search:<iterations>")


class Timed:
    """A bot whose moves are counted and timed (the challenger's time per move)."""

    def __init__(self, bot: Any):
        self.bot, self.moves, self.seconds = bot, 0, 0.0

    def choose(self, state: Any, rng: random.Random) -> Any:
        """The wrapped bot's move, timed."""
        started = time.perf_counter()
        action = self.bot.choose(state, rng)
        self.seconds += time.perf_counter() - started
        self.moves += 1
        return action


def play_games(job: tuple) -> tuple[list[float], float, int]:
    """The challenger's win share in games [start, stop), its seconds and moves (module-level for a process pool)."""
    game, players, challenger, defender, seed, start, stop, options = job
    _register(game)
    module = get_game(game)
    bots = {"c": Timed(make_bot(module, challenger, options)), "d": make_bot(module, defender, options)}
    shares = []
    for index in range(start, stop):
        seat = index % players
        seating = [bots["c"] if s == seat else bots["d"] for s in range(players)]
        gseed = game_seed(seed, index // players)  # each deal played once with the challenger in every seat
        final, _ = playout(module.new_game(players=players, seed=gseed), seating, random.Random(f"play:{gseed}"),
                           max_plies=getattr(module, "MAX_PLIES", 100_000))
        winners = final.winners() if final.is_terminal() else ()
        shares.append(1 / len(winners) if seat in winners else 0.0)
    return shares, bots["c"].seconds, bots["c"].moves


def match(game: str, players: int, challenger: str, defender: str, games: int, seed: int, workers: int,
          options: dict[str, Any], progress: bool = False) -> tuple[float, float, float, float]:
    """(win rate, standard error, seconds per game, challenger's seconds per move) against `defender`; with
    `progress`, the score so far goes to stderr after every deal (a long rung can be read before it ends)."""
    started = time.perf_counter()
    size = players if progress else max(1, math.ceil(games / (workers * 4)))
    jobs = [(game, players, challenger, defender, seed, s, min(games, s + size), options)
            for s in range(0, games, size)]
    shares: list[float] = []
    seconds, moves = 0.0, 0
    with cf.ProcessPoolExecutor(workers) if workers > 1 else _InProcess() as pool:
        for part, spent, made in _as_done(pool, jobs):
            shares += part
            seconds, moves = seconds + spent, moves + made
            if progress:
                rate, se = _rate(shares)
                print(f"    {challenger} vs {defender}: {len(shares)}/{games} games, {rate:.3f} ± {se:.3f} so far",
                      file=sys.stderr, flush=True)
    rate, se = _rate(shares)
    return rate, se, (time.perf_counter() - started) * workers / games, seconds / max(1, moves)


class _InProcess:
    """The pool's interface, played in this process (one worker)."""

    def __enter__(self) -> _InProcess:
        return self

    def __exit__(self, *exc: object) -> None:
        return None


def _as_done(pool: Any, jobs: list[tuple]) -> Any:
    """Each job's result as it is done: in order in this process, in finishing order in a process pool."""
    if isinstance(pool, _InProcess):
        return (play_games(job) for job in jobs)
    return (future.result() for future in cf.as_completed([pool.submit(play_games, job) for job in jobs]))


def _rate(shares: list[float]) -> tuple[float, float]:
    """The mean win share and its standard error (0 before there are two games)."""
    rate = sum(shares) / len(shares)
    if len(shares) < 2:
        return rate, 0.0
    return rate, math.sqrt(sum((x - rate) ** 2 for x in shares) / (len(shares) - 1) / len(shares))


def search_speed(game: str, players: int, iterations: int, options: dict[str, Any], positions: int = 8) -> float:
    """Search iterations per second, over positions met in seeded random games."""
    module = get_game(game)
    bot = make_bot(module, f"search:{iterations}", options)
    mover = make_bot(module, "random", options)
    done, spent = 0, 0.0
    for k in range(positions):
        rng = random.Random(k)
        state = module.new_game(players=players, seed=k)
        for _ in range(10 + 7 * k):
            while state.current_player == CHANCE:
                state = state.apply(sample_outcome(state.chance_outcomes(), rng))
            if state.is_terminal():
                break
            state = state.apply(mover.choose(state, rng))
        while state.current_player == CHANCE:
            state = state.apply(sample_outcome(state.chance_outcomes(), rng))
        if state.is_terminal() or len(state.legal_actions()) < 2:
            continue
        result = bot.search(state, random.Random(k))
        done += result.iterations
        spent += result.seconds
    return done / spent if spent else math.nan


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("game")
    parser.add_argument("--games", type=int, default=200, help="games per rung (default 200)")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--small", type=int, default=25, help="iterations of search(small)")
    parser.add_argument("--large", type=int, default=200, help="iterations of search(large)")
    parser.add_argument("--rollout", default="random", help="rollout bot: random (the game's), heuristic, uniform")
    parser.add_argument("--rollout-plies", type=int, default=200)
    parser.add_argument("--exploration", type=float, default=1.0)
    parser.add_argument("--guide", default="heuristic",
                        help="bot whose move the search tries first, kept unless outvisited: heuristic, random, none")
    parser.add_argument("--open-hands", action="store_true", help="search with determinize=False (cheats)")
    parser.add_argument("--generic", action="store_true",
                        help="the generic search settings below even for a game with its own BOTS['search']")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--progress", action="store_true",
                        help="print the score so far to stderr after every deal (for rungs that take hours)")
    parser.add_argument("--rungs", default="random,heuristic,small,large",
                        help="comma-separated rungs from the bottom (default: all four)")
    args = parser.parse_args(argv)
    _register(args.game)
    module = get_game(args.game)
    options = {"rollout": args.rollout, "rollout_plies": args.rollout_plies, "open_hands": args.open_hands,
               "exploration": args.exploration, "guide": args.guide,
               "generic": args.generic or args.open_hands or "search" not in module.BOTS}
    names = {"random": "random", "heuristic": "heuristic", "small": f"search:{args.small}",
             "large": f"search:{args.large}"}
    rungs = [names[r] for r in args.rungs.split(",")]
    how = (f"rollout {args.rollout} (cap {args.rollout_plies} plies), guide {args.guide}"
           f"{', open hands' if args.open_hands else ''}" if options["generic"]
           else f"the game's own search settings ({module.__name__}.bots.search_bot)")
    print(f"{module.NAME}: {args.players} players, {args.games} games per rung, seed {args.seed}, {how}")
    fair = 1 / args.players
    for below, above in itertools.pairwise(rungs):
        rate, se, per_game, per_move = match(args.game, args.players, above, below, args.games, args.seed,
                                             args.workers, options, args.progress)
        verdict = "clearly above" if rate - fair > 3 * se else "NOT clearly above"
        z = (rate - fair) / se if se else math.copysign(math.inf, rate - fair) if rate != fair else 0.0
        print(f"  {above:>12} vs {below:<12} wins {rate:.3f} ± {se:.3f} ({verdict} the fair {fair:.2f}; "
              f"z = {z:.1f}); {per_game * 1000:.0f} ms per game, {per_move * 1000:.1f} ms per {above} move", flush=True)
    speed = search_speed(args.game, args.players, args.small, options)
    print(f"  search speed: {speed:,.0f} iterations/s ({args.small}-iteration searches on 8 seeded positions)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
