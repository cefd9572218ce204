"""rulebook.simulate: seeded, order-independent, parallel and distributed runs give identical rows."""

from __future__ import annotations

import concurrent.futures as cf
import os

import pandas as pd
import pytest
from conftest import TESTS

from rulebook import OptionError, UnknownGame, game_seed, iter_simulate, simulate


def test_rows_have_the_documented_columns():
    df = simulate("toy", 12, bots=["random", "hold10"], seed=3)
    assert list(df["game"]) == list(range(12))
    for column in ["seed", "game_seed", "players", "winners", "winner", "shared_win", "truncated", "plies",
                   "bot_0", "bot_1", "score_0", "score_1", "turns"]:
        assert column in df.columns
    assert (df["seed"] == 3).all() and (df["players"] == 2).all()
    assert set(df["bot_1"]) == {"hold10"}
    assert not df["truncated"].any()
    won = df[df["winner"] >= 0]
    assert all(row[f"score_{row['winner']}"] >= 20 for _, row in won.iterrows())


def test_game_i_depends_only_on_seed_and_index():
    whole = simulate("toy", 30, seed=9)
    tail = simulate("toy", 30, seed=9, chunk_size=7)
    pd.testing.assert_frame_equal(whole, tail)
    assert game_seed(9, 5) == whole.loc[5, "game_seed"]
    assert game_seed(9, 5) != game_seed(10, 5)
    other = simulate("toy", 30, seed=10)
    assert not whole["game_seed"].equals(other["game_seed"])


def test_process_pool_gives_the_same_rows_as_serial():
    serial = simulate("toy", 40, seed=1, bots="hold10")
    parallel = simulate("toy", 40, seed=1, bots="hold10", workers=2)
    pd.testing.assert_frame_equal(serial, parallel)


def test_any_executor_works_and_progress_reaches_the_total():
    seen = []
    with cf.ThreadPoolExecutor(3) as pool:
        threaded = simulate("toy", 25, seed=4, executor=pool, progress=lambda d, t: seen.append((d, t)))
    pd.testing.assert_frame_equal(threaded, simulate("toy", 25, seed=4))
    assert seen[-1] == (25, 25)
    assert [d for d, _ in seen] == sorted(d for d, _ in seen)


def test_rotating_seats_gives_every_bot_every_seat():
    df = simulate("toy", 10, bots=["hold10", "random"], rotate_seats=True)
    assert list(df["bot_0"][:4]) == ["hold10", "random", "hold10", "random"]


def test_iter_simulate_streams_rows_in_game_order():
    rows = iter_simulate("toy", 5, seed=2)
    first = next(rows)
    assert first["game"] == 0
    assert [r["game"] for r in rows] == [1, 2, 3, 4]


@pytest.mark.parametrize("kwargs, error, message", [
    ({"game": "chess"}, UnknownGame, "unknown game 'chess'; choose one of"),
    ({"n": 0}, ValueError, "n: expected a whole number of games from 1"),
    ({"n": 2.5}, ValueError, "whole number of games"),
    ({"players": 7}, OptionError, "played by 2, 3 players, not 7"),
    ({"options": {"colour": "red"}}, OptionError, "no option 'colour'"),
    ({"options": {"target": -1}}, OptionError, "target"),
    ({"bots": "genius"}, ValueError, "unknown bot 'genius'.*choose one of random, hold10"),
    ({"bots": ["random"]}, ValueError, "1 names given for 2 seats"),
    ({"workers": 0}, ValueError, "workers"),
    ({"seed": "x"}, ValueError, "seed"),
    ({"max_plies": 0}, ValueError, "max_plies"),
])
def test_bad_arguments_name_the_value_and_the_choices(kwargs, error, message):
    args = {"game": "toy", "n": 3, **kwargs}
    with pytest.raises(error, match=message):
        simulate(**args)


def test_truncated_games_are_reported_not_hidden():
    df = simulate("toy", 4, options={"target": 1000}, max_plies=30)
    assert df["truncated"].all()
    assert (df["winner"] == -1).all() and (df["winners"] == "").all()


def test_a_local_dask_cluster_gives_the_same_rows(monkeypatch):
    distributed = pytest.importorskip("distributed")
    monkeypatch.setenv("PYTHONPATH", os.pathsep.join([str(TESTS), os.environ.get("PYTHONPATH", "")]))
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None) \
            as cluster, distributed.Client(cluster) as client:
        remote = simulate("toy", 30, seed=5, executor=client.get_executor())
    pd.testing.assert_frame_equal(remote, simulate("toy", 30, seed=5))


def test_rows_are_batched_into_frames_without_changing_the_table(monkeypatch):
    import sys

    sim = sys.modules["rulebook.simulate"]  # the module (the package's `simulate` name is the function)

    whole = simulate("toy", 23, seed=6)
    monkeypatch.setattr(sim, "FRAME_BATCH", 5)
    pd.testing.assert_frame_equal(simulate("toy", 23, seed=6), whole)
    monkeypatch.setattr(sim, "MAX_CHUNK", 2)
    pd.testing.assert_frame_equal(simulate("toy", 23, seed=6, workers=2), whole)


def test_garbage_collector_freeze_is_undone_and_a_callers_freeze_kept():
    import gc

    gc.collect()
    assert gc.get_freeze_count() == 0
    first = simulate("toy", 20, seed=5)
    assert gc.get_freeze_count() == 0  # simulate froze older objects only while it played
    holder = [object() for _ in range(50)]
    gc.freeze()
    frozen = gc.get_freeze_count()
    try:
        again = simulate("toy", 20, seed=5)
        assert gc.get_freeze_count() == frozen  # a caller's own freeze is left as it was
    finally:
        gc.unfreeze()
    assert first.equals(again) and len(holder) == 50
