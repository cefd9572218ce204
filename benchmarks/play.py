"""How fast the play table answers a learner, per game, in the kernel (the browser test adds the trip to the page).

    python benchmarks/play.py                       # 40 learner moves per game, seeds 0-2
    python benchmarks/play.py --moves 100 --games troyes

The learner's moves are chosen like the browser test's: the first place that responds on the board and its first
move (the grouped list's first move where no place responds); the learner's own dice are rolled. Measured per game:

- place click: a click on a place until its moves are offered (the menu beside the board);
- move → board: a click on a move until the board holds the new picture (the engine applies it, the game draws it);
- move → answered: until the table waits for the learner again (the bots' replies included, pause 0);
- bot move: one heuristic bot move, its choice and the engine applying it;
- picture: one `render_svg` of the position (what a bot move costs on screen when the bots pause between moves).

Targets (issue 14): a click to a redrawn board and a heuristic bot move under 0.3 s. Printed as numbers, and as
ratios to a baseline measured in the same run (the engine applying the same move and listing the legal moves after
it: its bare cost of answering), never asserted.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time

from rulebook import available_games, get_game
from widgets import PlayTable
from widgets.play import NOTHING

PLAYERS = {"troyes": 3, "tournay": 2, "barbarian_attack": 4}


def measure(game: str, seed: int, moves: int) -> dict[str, list[float]]:
    """Play `moves` learner moves at a fresh table and time each step."""
    table = PlayTable(game, players=PLAYERS.get(game), seed=seed, pause=0)
    times: dict[str, list[float]] = {"place click": [], "move → board": [], "move → answered": [],
                                     "picture": [], "baseline": []}
    drawn: list[float] = []
    table.board.observe(lambda _change: drawn.append(time.perf_counter()), names="svg")
    played = 0
    while played < moves and table.turn != "over":
        if table.turn == "roll":
            table.roll()
            continue
        state = table.state
        started = time.perf_counter()
        table.pres.picture(state, ())
        times["picture"].append(time.perf_counter() - started)
        if table.board.clickable != [NOTHING]:
            started = time.perf_counter()
            table.click(table.board.clickable[0])
            times["place click"].append(time.perf_counter() - started)
            move = table._menu_moves[0]
            drawn.clear()
            started = time.perf_counter()
            table.choose(0)
        else:
            table.move_list.value = 0
            move = table._list_moves[0]
            drawn.clear()
            started = time.perf_counter()
            table.play_button.click()
        answered = time.perf_counter()
        if drawn:
            times["move → board"].append(drawn[0] - started)
        times["move → answered"].append(answered - started)
        started = time.perf_counter()
        state.apply(move).legal_actions()
        times["baseline"].append(time.perf_counter() - started)
        played += 1
    times["bot move"] = table.timings["bot"]
    return times


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--moves", type=int, default=40, help="learner moves per game")
    parser.add_argument("--seeds", type=int, default=3)
    parser.add_argument("--games", nargs="*", default=[g for g in PLAYERS if g in available_games()])
    args = parser.parse_args(argv)
    for game in args.games:
        get_game(game)
        totals: dict[str, list[float]] = {}
        started = time.perf_counter()
        for seed in range(args.seeds):
            for key, values in measure(game, seed, args.moves).items():
                totals.setdefault(key, []).extend(values)
        baseline = statistics.median(totals.pop("baseline")) if totals.get("baseline") else float("nan")
        print(f"{game} ({args.seeds} tables × {args.moves} learner moves, {time.perf_counter() - started:.1f} s; "
              f"baseline apply + legal_actions {baseline * 1000:.2f} ms)")
        for key, values in totals.items():
            if not values:
                print(f"  {key:<16} not measured (no such step in this game yet)")
                continue
            values = sorted(values)
            median, p95 = statistics.median(values), values[int(0.95 * (len(values) - 1))]
            print(f"  {key:<16} median {median * 1000:7.2f} ms   p95 {p95 * 1000:7.2f} ms   max "
                  f"{values[-1] * 1000:7.2f} ms   median/baseline {median / baseline:7.1f}×   ({len(values)})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
