"""Design-lab statistics (rulebook.stats): exact answers on synthetic tables, then small real simulate() runs."""

from __future__ import annotations

import math

import pandas as pd
import pytest

from rulebook import simulate
from rulebook.stats import (
    bot_win_rates,
    detectable_difference,
    first_player_advantage,
    game_length,
    games_needed,
    lead_changes,
    mean_estimate,
    paired_difference,
    paired_win_difference,
    power_statement,
    replay_details,
    seat_advantage,
    t_quantile,
    wilson_interval,
    win_rate,
    win_shares,
)


def table(winners, scores=None, bots=("a", "a"), plies=None, seeds=None, first=None) -> pd.DataFrame:
    """A results table shaped like simulate's, for two players."""
    n = len(winners)
    scores = scores or [(0, 0)] * n
    rows = []
    for i, w in enumerate(winners):
        seating = bots[i % len(bots)] if isinstance(bots[0], tuple) else bots
        rows.append({"game": i, "seed": 0, "game_seed": (seeds or range(100, 100 + n))[i], "players": 2,
                     "winners": w, "winner": int(w) if w and "," not in w else -1, "shared_win": "," in w,
                     "truncated": w == "", "plies": (plies or [10] * n)[i], "bot_0": seating[0], "bot_1": seating[1],
                     "score_0": scores[i][0], "score_1": scores[i][1], "turns": 1})
        if first is not None:
            rows[-1]["first_player"] = first[i]
    return pd.DataFrame(rows)


def test_t_quantiles_match_the_tables():
    for df, expected in [(1, 12.706204736), (2, 4.302652730), (9, 2.262157163), (30, 2.042272456),
                         (1000, 1.962339081)]:
        assert t_quantile(0.975, df) == pytest.approx(expected, abs=1e-8)
    with pytest.raises(ValueError, match="df"):
        t_quantile(0.975, 0)


def test_wilson_interval_of_8_wins_in_10():
    assert wilson_interval(8, 10) == pytest.approx((0.4901624715, 0.9433178485), abs=1e-9)
    low, high = wilson_interval(0, 10)
    assert low == 0 and high == pytest.approx(0.2775327998, abs=1e-9)
    with pytest.raises(ValueError, match="successes"):
        wilson_interval(11, 10)


def test_shared_wins_count_in_parts_and_unfinished_games_count_for_nobody():
    shares = win_shares(table(["0", "1", "0,1", ""]))
    assert shares[0].tolist() == [1, 0, 0.5, 0] and shares[1].tolist() == [0, 1, 0.5, 0]


def test_win_rate_of_a_bot_counts_every_seat_it_sat_in():
    results = table(["0", "1", "0", "0"], bots=(("x", "y"), ("y", "x")))  # x sits in seats 0, 1, 0, 1
    x = win_rate(results, bot="x")
    assert (x.value, x.n) == (0.75, 4)  # x won games 0, 1 and 2
    assert (x.low, x.high) == pytest.approx(wilson_interval(3, 4))
    assert win_rate(results, seat=0).value == 0.75  # seat 0 won games 0, 2 and 3
    rates = bot_win_rates(results).set_index("bot")
    assert rates.loc["y", "win_rate"] == 0.25 and rates.loc["y", "seats_played"] == 4
    with pytest.raises(ValueError, match="'z' did not play; the bots are x, y"):
        win_rate(results, bot="z")


def test_paired_difference_of_scores_exactly():
    base = table(["0"] * 4, scores=[(1, 0), (2, 0), (3, 0), (4, 0)])
    variant = table(["0"] * 4, scores=[(2, 0), (2, 0), (5, 0), (4, 0)])
    d = paired_difference(base, variant, "score_0")  # differences 1, 0, 2, 0
    assert d.value == 0.75 and d.n == 4
    assert d.sd == pytest.approx(math.sqrt(2.75 / 3))
    assert d.se == pytest.approx(math.sqrt(2.75 / 3) / 2)
    assert (d.low, d.high) == pytest.approx((0.75 - 3.1824463053 * d.se, 0.75 + 3.1824463053 * d.se))
    assert (d.base_mean, d.variant_mean) == (2.5, 3.25)
    assert "+0.75" in str(d)


def test_paired_win_difference_game_by_game():
    base = table(["0", "1", "0", "1"])
    variant = table(["0", "0", "0,1", "1"])
    d = paired_win_difference(base, variant, seat=0)  # seat 0: 1,0,1,0 then 1,1,.5,0
    assert d.value == pytest.approx(0.125) and d.n == 4
    assert paired_win_difference(base, variant, bot="a").value == 0  # both seats are bot a: 1 win a game


def test_arms_that_are_not_paired_are_refused():
    with pytest.raises(ValueError, match="not paired: run both with the same seed= and n="):
        paired_difference(table(["0", "1"]), table(["0", "1"], seeds=[7, 8]), "plies")


def test_seat_advantage_with_one_bot_and_with_rotated_bots():
    same = seat_advantage(table(["0", "0", "0", "1"])).set_index("seat")
    assert same.loc[0, "win_rate"] == 0.75 and same.loc[0, "excess"] == 0.25
    assert same.loc[0, "low"] == pytest.approx(wilson_interval(3, 4)[0])
    rotated = table(["0", "1", "0", "0", "1"], bots=(("x", "y"), ("y", "x")))
    assert seat_advantage(rotated).loc[0, "games"] == 4  # whole blocks of rotation only
    with pytest.raises(ValueError, match="confounded"):
        seat_advantage(table(["0", "1"], bots=("x", "y")))


def test_first_player_advantage_by_turn_order_position():
    details = table(["0", "1", "1", "0"], first=[0, 1, 0, 1])  # the first player won games 0 and 1
    by_position = first_player_advantage(details).set_index("position")
    assert by_position.loc[0, "win_rate"] == 0.5 and by_position.loc[1, "wins"] == 2
    with pytest.raises(ValueError, match="replay_details"):
        first_player_advantage(table(["0"]))


def test_game_length_summary():
    summary = game_length(table(["0"] * 4, plies=[10, 20, 30, 40]))
    assert (summary["mean"], summary["median"], summary["n"]) == (25, 25, 4)
    assert summary["sd"] == pytest.approx(12.909944487) and summary["se"] == pytest.approx(6.454972244)


def test_power_of_an_experiment():
    assert detectable_difference(100, 10) == pytest.approx(3.962039812, abs=1e-8)  # 2.8016 · 10 · √(2/100)
    assert detectable_difference(100, 10, paired=True) == pytest.approx(2.801585218, abs=1e-8)
    assert games_needed(4, 10) == 99 and games_needed(4, 10, paired=True) == 50
    assert games_needed(detectable_difference(500, 3), 3) == 500
    assert power_statement(2000, 0.5, "win-rate points") == (
        "with 2,000 games per arm you can detect a difference of 0.0443 win-rate points (80% power, 5% two-sided)")
    with pytest.raises(ValueError, match="difference"):
        games_needed(0, 1)


def test_mean_estimate_needs_two_values():
    with pytest.raises(ValueError, match="at least 2"):
        mean_estimate([3])


# --- small real runs --------------------------------------------------------------------------------------

def test_on_real_runs_the_better_bot_wins_more_and_a_longer_target_makes_longer_games():
    mixed = simulate("toy", 40, bots=["hold10", "random"], seed=5, rotate_seats=True)
    rates = bot_win_rates(mixed).set_index("bot")
    assert rates.loc["hold10", "low"] > 0.5  # Wilson interval clear of a coin toss
    assert seat_advantage(mixed)["games"].tolist() == [40, 40]
    short = simulate("toy", 30, bots="hold10", seed=2)
    long = simulate("toy", 30, bots="hold10", seed=2, options={"target": 40})
    d = paired_difference(short, long, "plies")
    assert d.low > 0, str(d)


def test_replays_give_the_first_player_and_lead_changes_and_check_the_options():
    results = simulate("toy", 12, bots=["hold10", "random"], seed=1, rotate_seats=True)
    details = replay_details("toy", results)
    assert details["first_player"].tolist() == [0] * 12  # Pig: seat 0 always starts
    assert (details["lead_changes"] >= 0).all()
    finished = results["winner"] >= 0
    assert (details["final_leader"][finished] == results["winner"][finished]).all()
    assert lead_changes(details).n == 12
    joined = results.merge(details, on="game")
    assert first_player_advantage(joined)["games"].tolist() == [12, 12]
    with pytest.raises(ValueError, match="give the options"):
        replay_details("toy", results, options={"target": 30})


def test_replay_details_on_troyes_where_the_start_player_is_drawn():
    results = simulate("troyes", 3, seed=4)
    details = replay_details("troyes", results)
    assert details["first_player"].between(0, 2).all() and (details["lead_changes"] >= 0).all()
