"""Bots and the simulation columns."""

from __future__ import annotations

import random

from troyes_helpers import finish

from rulebook.core import RandomBot, playout
from rulebook.troyes import BOTS, MAX_PLIES, HeuristicBot, new_game, outcome_columns
from rulebook.troyes.bots import worth


def test_bots_are_random_a_readable_heuristic_and_search():
    assert set(BOTS) == {"random", "heuristic", "search"}
    assert isinstance(BOTS["random"](), RandomBot) and isinstance(BOTS["heuristic"](), HeuristicBot)
    assert HeuristicBot.__doc__ and HeuristicBot.score.__doc__ and worth.__doc__


def test_heuristic_bot_finishes_games_deterministically_and_beats_random_bots():
    wins = 0
    for seed in range(3):
        seats = [HeuristicBot() if s == seed else RandomBot() for s in range(3)]
        final, _ = playout(new_game(3, seed=seed), seats, random.Random(seed), max_plies=MAX_PLIES)
        assert final.is_terminal()
        if seed == 0:
            again, _ = playout(new_game(3, seed=seed), seats, random.Random(seed), max_plies=MAX_PLIES)
            assert final.to_json() == again.to_json()
        wins += seed in final.winners()
    assert wins >= 2, "the heuristic bot should beat two random bots almost always"


def test_outcome_columns_give_turns_rounds_and_a_per_round_history():
    final = finish(3, seed=4)
    row = outcome_columns(final)
    assert row["turns"] == final.turns > 0 and row["rounds"] == 5
    for r in range(1, 6):
        for seat in range(3):
            assert row[f"money_r{r}_{seat}"] >= 0 and 0 <= row[f"influence_r{r}_{seat}"] <= 20
    assert row["money_r5_1"] == final.money[1] and row["influence_r5_2"] == final.infl[2]
    for seat in range(3):
        parts = (row[f"vp_{seat}"] + row[f"participation_vp_{seat}"] + row[f"tradesman_vp_{seat}"]
                 + row[f"character_vp_{seat}"] - row[f"cathedral_penalty_{seat}"])
        assert max(0, parts) == final.scores()[seat]
    assert all(isinstance(v, (int, float)) for v in row.values())
