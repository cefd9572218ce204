"""Every game's `BOTS["search"]`: the generic search bot with the game's own settings (`bots.search_bot`).

The ladder (random < heuristic < search(small) < search(large), with standard errors) is `benchmarks/ladder.py`,
run by `make bench`; here only what is quick: the bot is offered by name, its bad settings are refused by value, it
refuses to move where no seat moves, it is deterministic for a seed, it beats the random bot in a few seeded
Tournay games, and the play table seats it.
"""

from __future__ import annotations

import random

import pytest
from conftest import decision_after

from rulebook import CHANCE, game_seed, get_game, playout
from rulebook.core.search import SearchBot, lead_evaluator

GAMES = ("troyes", "tournay", "barbarian_attack")


@pytest.mark.parametrize("game", GAMES)
def test_every_game_offers_its_search_bot_by_name_with_a_budget_per_move(game):
    module = get_game(game)
    bot = module.BOTS["search"]()
    assert isinstance(bot, SearchBot) and bot.name == "search"
    assert bot.iterations == module.bots.SEARCH_ITERATIONS and bot.seconds is None  # deterministic for a seed
    assert bot.guide is not None and callable(bot.evaluate)
    assert module.BOTS["search"](5).iterations == 5 and module.BOTS["search"](seconds=0.2).seconds == 0.2


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize(("budget", "message"), [
    ({"iterations": 0}, "iterations: expected a whole number of at least 1.*got 0"),
    ({"iterations": -3}, "iterations: .*got -3"),
    ({"iterations": "40"}, "iterations: .*got '40'"),
    ({"iterations": 2.5}, "iterations: .*got 2.5"),
    ({"iterations": None, "seconds": 0}, "seconds: expected a positive number.*got 0"),
    ({"iterations": None, "seconds": -1.0}, "seconds: .*got -1.0"),
    ({"iterations": None, "seconds": "fast"}, "seconds: .*got 'fast'"),
])
def test_a_bad_budget_is_refused_naming_the_value(game, budget, message):
    with pytest.raises(ValueError, match=message):
        get_game(game).BOTS["search"](**budget)


@pytest.mark.parametrize("game", GAMES)
def test_the_search_bot_moves_only_where_a_seat_moves(game):
    module = get_game(game)
    bot = module.BOTS["search"](4)
    state = decision_after(module, 3, bot="heuristic", players=2, choices=2)
    chance = state
    rng = random.Random(0)
    while chance.current_player != CHANCE:
        chance = chance.apply(module.BOTS["heuristic"]().choose(chance, rng))
    with pytest.raises(ValueError, match="a chance node.*current_player="):
        bot.choose(chance, random.Random(0))
    final, _ = playout(module.new_game(players=2, seed=1), module.BOTS["random"](), random.Random(1),
                       max_plies=module.MAX_PLIES)
    with pytest.raises(ValueError, match="a finished game"):
        bot.choose(final, random.Random(0))
    heuristic = module.BOTS["heuristic"]()
    with pytest.raises(ValueError, match=r"the heuristic bot moves only for a seat to move \(current_player 0 to 1\); "
                                         r"this is a chance node .*current_player=-1"):
        heuristic.choose(chance, random.Random(0))
    with pytest.raises(ValueError, match="the heuristic bot moves only .* a finished game, current_player=-2"):
        heuristic.choose_with_reason(final, random.Random(0))


@pytest.mark.parametrize("game", GAMES)
def test_the_search_bot_plays_a_legal_move_the_same_for_the_same_seed(game):
    module = get_game(game)
    state = decision_after(module, 6, bot="heuristic", players=2, choices=2)
    first = module.BOTS["search"](12).search(state, random.Random(5))
    assert first.action in state.legal_actions() and first.iterations == 12
    assert module.BOTS["search"](12).search(state, random.Random(5)).visits == first.visits


def test_search_beats_the_random_bot_in_seeded_tournay_games():
    module = get_game("tournay")
    won = 0.0
    for index in range(3):
        seat = index % 2
        bots = [module.BOTS["search"](6) if s == seat else module.BOTS["random"]() for s in range(2)]
        gseed = game_seed(0, index)
        final, _ = playout(module.new_game(players=2, seed=gseed), bots, random.Random(gseed),
                           max_plies=module.MAX_PLIES)
        won += 1 / len(final.winners()) if seat in final.winners() else 0.0
    assert won == 3, f"search(6) won {won} of 3 seeded games against random"


def test_lead_evaluator_turns_a_lead_into_a_chance_and_refuses_a_bad_scale():
    class Scores:
        def __init__(self, *scores):
            self._scores = scores

        def scores(self):
            return self._scores

    values = lead_evaluator(2.0)(Scores(10, 8, 4))
    assert values[0] == pytest.approx(0.7311, abs=1e-4) and values[1] == pytest.approx(0.2689, abs=1e-4)
    assert lead_evaluator(1.0)(Scores(5, 5)) == (0.5, 0.5)
    for scale in (0, -1, "3", float("nan")):
        with pytest.raises(ValueError, match=f"scale: expected a positive number of points, got {scale!r}"):
            lead_evaluator(scale)


@pytest.mark.parametrize("game", GAMES)
def test_the_play_table_seats_the_search_bot(game):
    from widgets.play_game import TableGame

    module = get_game(game)
    table = TableGame.new(module, players=2, seats=0, bots="search", seed=3)
    assert table.bot_names == {1: "search"} and isinstance(table.bots[1], SearchBot)
    with pytest.raises(ValueError, match="no bot 'genius'.*random, heuristic, search"):
        TableGame.new(module, players=2, seats=0, bots="genius")


def test_simulate_and_replays_take_a_search_budget_by_name():
    from rulebook import simulate
    from rulebook.stats import replay_details

    df = simulate("tournay", 2, players=2, bots=["search:3", "heuristic"], seed=4, rotate_seats=True)
    assert set(df["bot_0"]) == {"search:3", "heuristic"}
    assert len(replay_details("tournay", df)) == 2  # the replays meet the recorded scores: the same bots
    for bad, message in [("search:0", "whole number of iterations of at least 1, got '0'"),
                         ("search:x", "got 'x'"), ("heuristic:5", "only the search bot takes a budget"),
                         ("genius", "unknown bot 'genius'.*random, heuristic, search")]:
        with pytest.raises(ValueError, match=message):
            simulate("tournay", 1, players=2, bots=bad)
