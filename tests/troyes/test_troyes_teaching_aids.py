"""Teaching aids: the heuristic bot says why it plays a move (`choose_with_reason`, the play table's "Hint"), and
`score_breakdown` gives the final scores part by part with the rules behind each part."""

from __future__ import annotations

import random

import pytest
from troyes_helpers import finish

from rulebook.core import CHANCE, sample_outcome
from rulebook.troyes import BOTS, RULES, new_game, position, score_breakdown


def _heuristic_game(players: int, seed: int, plies: int = 600):
    state = new_game(players, seed=seed)
    rng = random.Random(seed)
    bot = BOTS["heuristic"]()
    for _ in range(plies):
        if state.is_terminal():
            return
        if state.current_player == CHANCE:
            state = state.apply(sample_outcome(state.chance_outcomes(), rng))
            continue
        yield state, bot
        state = state.apply(bot.choose(state, rng))


@pytest.mark.parametrize(("players", "seed"), [(2, 3), (3, 1), (4, 5)])
def test_the_hint_is_the_move_the_bot_plays_with_a_plain_reason(players, seed):
    seen = set()
    for state, bot in _heuristic_game(players, seed):
        action, reason = bot.choose_with_reason(state, random.Random(0))
        assert action == bot.choose(state, random.Random(0))
        assert reason.endswith(".") and reason[0].isupper()
        assert not any(word in reason for word in ("_", "Action(", "None", "[", "{")), reason
        seen.add(reason.split(" ")[0])
    assert {"It", "By"} <= seen


def test_a_lookahead_reason_names_what_the_move_brings():
    for state, bot in _heuristic_game(3, 2):
        action, reason = bot.choose_with_reason(state, random.Random(0))
        if action.kind == "group" and state.pending[1] == "cathedral":
            assert "cube in the cathedral" in reason or "cubes in the cathedral" in reason
            assert "VP" in reason
            return
    pytest.fail("no cathedral group in the game")


@pytest.mark.parametrize(("players", "seed"), [(2, 1), (3, 4), (4, 2), (0, 0)])
def test_the_breakdown_adds_up_to_the_scores_with_rule_ids(players, seed):
    final = finish(players, seed) if players else position(3, phase="over", vp={"B": 1}, cathedral={1: "A - - - - -"})
    rows = score_breakdown(final)
    if not players:  # never below 0 (TRY-17.13): B's 1 VP + 3 for Chrétien de Troyes - 6 for empty levels is 0
        b_rows = [r for r in rows if r["seat"] == "B"]
        floor = [r for r in b_rows if r["part"] == "a final score is never below 0"]
        assert len(floor) == 1 and floor[0]["rule_ids"] == ("TRY-17.13",)
        assert floor[0]["points"] == -sum(r["points"] for r in b_rows if r is not floor[0]) > 0
        assert final.scores()[1] == 0
    for seat, score in enumerate(final.scores()):
        mine = [r for r in rows if r["seat"] == "ABCD"[seat]]
        assert sum(r["points"] for r in mine) == score
        assert mine[0]["part"] == "VP earned in play"
    for row in rows:
        assert set(row) == {"seat", "part", "points", "rule_ids"} and type(row["points"]) is int
        assert row["rule_ids"] and all(rule in RULES for rule in row["rule_ids"])
        assert "_" not in row["part"]
