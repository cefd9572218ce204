"""OpenSpiel's MCTS bot against our bots, through rulebook.openspiel: win rates and time per move, seeded.

    python benchmarks/openspiel_match.py                                # the three real games, 10 games per pairing
    python benchmarks/openspiel_match.py troyes tournay --games 40 --simulations 200
    python benchmarks/openspiel_match.py troyes --prior uniform --opponents heuristic

For each game, OpenSpiel's `MCTSBot` (open_spiel.python.algorithms.mcts, unchanged) plays --games games against
our heuristic bot, then as many against our search bot (the game's own settings, `bots.search_bot`, at --search
iterations; default the game's own budget), in the other seat(s). Seats rotate: game i puts MCTS in seat
i mod players, and the games of one rotation share a deal (the game seed, from `simulate.game_seed`) and the
stream of dice and cards (until the moves differ), so the luck of a deal cancels as far as it can. The loop is
OpenSpiel's `evaluate_bots` with each side's moves timed. A rerun gives the same numbers.

MCTS's leaves are judged by `rulebook.openspiel.JudgementEvaluator` (our search bot's judgement of an unfinished
game, no playout: OpenSpiel's random playouts would cost seconds per leaf in Barbarian Attack). --prior heuristic
(the default) puts half of MCTS's prior on our heuristic's move and selects children by PUCT (c = 2); --prior
uniform keeps even priors and OpenSpiel's default UCT selection (c = 1.4). Uniform priors cannot end a Barbarian
Attack turn (MCTS drafts free trade offers without end), so such a game runs into --max-moves and is counted as
cut off; a cut-off game counts as a draw (1 / players to each side).

MCTS ignores information sets: it searches the true state, so it sees the cards we hide (it cheats). Our search bot
samples what its seat cannot see (`resample_hidden`).

Prints, per game and opponent: MCTS's win rate (a shared win counts in parts) with its standard error and the fair
share 1/players, the number of games and of games cut off, and each side's milliseconds per move.
"""

from __future__ import annotations

import argparse
import concurrent.futures as cf
import math
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # this checkout's engines, even where another one is installed

import numpy as np  # noqa: E402
import pyspiel  # noqa: E402
from open_spiel.python.algorithms import mcts  # noqa: E402
from open_spiel.python.algorithms.evaluate_bots import evaluate_bots  # noqa: E402

from rulebook import game_seed, get_game  # noqa: E402
from rulebook.openspiel import RulebookBot, judged_mcts, load_game  # noqa: E402

REAL_GAMES = ("troyes", "tournay", "barbarian_attack")


class Timed(pyspiel.Bot):
    """An OpenSpiel bot whose moves are counted and timed."""

    def __init__(self, bot: pyspiel.Bot):
        pyspiel.Bot.__init__(self)
        self.bot, self.moves, self.seconds = bot, 0, 0.0

    def step(self, state: Any) -> int:
        """The wrapped bot's move, timed."""
        started = time.perf_counter()
        action = self.bot.step(state)
        self.seconds += time.perf_counter() - started
        self.moves += 1
        return action

    def restart_at(self, state: Any) -> None:
        """Passed on."""
        self.bot.restart_at(state)

    def inform_action(self, state: Any, player_id: int, action: int) -> None:
        """Passed on."""
        self.bot.inform_action(state, player_id, action)


def their_mcts(game: Any, simulations: int, prior: str, seed: int) -> mcts.MCTSBot:
    """OpenSpiel's MCTSBot with our judgement at its leaves; --prior heuristic leans on our heuristic's move."""
    return judged_mcts(game, simulations, guided=prior == "heuristic", seed=seed)


def ours(game: Any, name: str, search: int | None) -> Any:
    """Our heuristic bot, or our search bot with the game's settings (at `search` iterations if given)."""
    if name == "search":
        return game.module.BOTS["search"](search) if search else game.module.BOTS["search"]()
    return game.module.BOTS[name]()


def play_one(job: tuple) -> tuple[float, bool, float, int, float, int]:
    """Game `index` of one pairing: MCTS's win share, whether it was cut off, and each side's seconds and moves
    (module-level for a process pool)."""
    game_name, players, opponent, index, seed, simulations, prior, search, max_moves = job
    deal = game_seed(seed, index // players) % 2**31  # pyspiel's integer parameters are 32-bit
    params = {"max_moves": max_moves} if max_moves else {}
    game = load_game(game_name, players=players, seed=deal, **params)
    seat = index % players
    theirs = Timed(their_mcts(game, simulations, prior, seed=deal))
    mine = [Timed(RulebookBot(ours(game, opponent, search), seed=deal + s)) for s in range(players)]
    bots = [theirs if s == seat else mine[s] for s in range(players)]
    state = game.new_initial_state()
    evaluate_bots(state, bots, np.random.RandomState(deal))
    final = state.inner
    cut_off = not final.is_terminal()
    winners = () if cut_off else final.winners()
    share = 1 / players if cut_off else (1 / len(winners) if seat in winners else 0.0)
    their_seconds = sum(b.seconds for s, b in enumerate(mine) if s != seat)
    their_moves = sum(b.moves for s, b in enumerate(mine) if s != seat)
    return share, cut_off, theirs.seconds, theirs.moves, their_seconds, their_moves


def match(game_name: str, opponent: str, args: argparse.Namespace) -> dict[str, float]:
    """Every game of one pairing; MCTS's win rate, its standard error, games cut off and time per move per side."""
    jobs = [(game_name, args.players, opponent, i, args.seed, args.simulations, args.prior, args.search,
             args.max_moves) for i in range(args.games)]
    if args.workers > 1:
        with cf.ProcessPoolExecutor(args.workers) as pool:
            results = list(pool.map(play_one, jobs))
    else:
        results = [play_one(job) for job in jobs]
    shares = [r[0] for r in results]
    n = len(shares)
    rate = sum(shares) / n
    se = math.sqrt(sum((x - rate) ** 2 for x in shares) / (n - 1) / n) if n > 1 else math.nan
    return {"rate": rate, "se": se, "games": n, "cut_off": sum(r[1] for r in results),
            "mcts_ms": 1000 * sum(r[2] for r in results) / max(1, sum(r[3] for r in results)),
            "their_ms": 1000 * sum(r[4] for r in results) / max(1, sum(r[5] for r in results)),
            "mcts_moves": sum(r[3] for r in results) / n}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("games_to_play", nargs="*", metavar="game", default=list(REAL_GAMES),
                        help="troyes, tournay, barbarian_attack (default: all three)")
    parser.add_argument("--games", type=int, default=10, help="games per pairing (default 10)")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--simulations", type=int, default=100, help="MCTS simulations per move (default 100)")
    parser.add_argument("--prior", choices=("heuristic", "uniform"), default="heuristic",
                        help="MCTS's prior: half on our heuristic's move with PUCT, or even with UCT")
    parser.add_argument("--search", type=int, default=None,
                        help="our search bot's iterations per move (default: the game's own budget)")
    parser.add_argument("--opponents", default="heuristic,search", help="comma-separated: heuristic, search")
    parser.add_argument("--max-moves", type=int, default=3000,
                        help="moves (chance outcomes included) after which a game is cut off (default 3000)")
    parser.add_argument("--workers", type=int, default=1)
    args = parser.parse_args(argv)
    print(f"OpenSpiel MCTS ({args.simulations} simulations, {args.prior} prior, leaves judged by our judgement) "
          f"against our bots: {args.players} players, {args.games} games per pairing, seed {args.seed}")
    fair = 1 / args.players
    for game_name in args.games_to_play:
        for opponent in args.opponents.split(","):
            started = time.perf_counter()
            r = match(game_name, opponent, args)
            seconds = time.perf_counter() - started
            label = opponent
            if opponent == "search":
                label = f"search({args.search or get_game(game_name).BOTS['search']().iterations})"
            print(f"  {game_name:>16} vs {label:<16} MCTS wins {r['rate']:.3f} ± {r['se']:.3f} (fair {fair:.2f}) "
                  f"over {r['games']} games, {r['cut_off']} cut off; {r['mcts_ms']:.2f} ms per MCTS move "
                  f"({r['mcts_moves']:.0f} a game), {r['their_ms']:.2f} ms per {opponent} move; "
                  f"{seconds:.0f} s in all")
    return 0


if __name__ == "__main__":
    sys.exit(main())
