"""Teaching aids: the heuristic bot says why it plays a move (the play table's hint), and the score breaks down rule
by rule into rows that add up to the score."""

from __future__ import annotations

import random

import pytest
from ba_helpers import LEAK

from rulebook import barbarian_attack as ba
from rulebook.core import sample_outcome


@pytest.mark.parametrize(("players", "seed"), [(4, 0), (2, 2), (3, 5)])
def test_the_hint_is_the_move_choose_makes_with_a_reason_and_the_same_use_of_the_rng(players, seed):
    bot = ba.BOTS["heuristic"]()
    rng, twin = random.Random(seed), random.Random(seed)
    s, kinds = ba.new_game(players=players, seed=seed), set()
    while not s.is_terminal():
        if s.current_player < 0:
            a = sample_outcome(s.chance_outcomes(), rng)
            assert sample_outcome(s.chance_outcomes(), twin) == a
        else:
            a = bot.choose(s, rng)
            hinted, why = bot.choose_with_reason(s, twin)
            assert hinted == a and why and not LEAK.search(why), (a, why)
            kinds.add(a.kind)
        s = s.apply(a)
    assert rng.random() == twin.random()
    assert {"settlement", "city", "road", "finish_building"} <= kinds


def test_reasons_come_from_the_bots_own_scores():
    bot = ba.BOTS["heuristic"]()
    s = ba.position(active="Red", knights={"P55": "Red"}, barbarians={"H12": 2}, phase="knight movement")
    move, why = bot.choose_with_reason(s, random.Random(0))
    assert move.kind == "move" and "castle path must leave" in why and "H12" in why
    founding = ba.new_game(players=3, seed=1)
    move, why = bot.choose_with_reason(founding, random.Random(0))
    assert why.startswith(f"a founding settlement: I{move.args[0]} is the best spot")


def _finals():
    out = [case.run().final for case in ba.FAQ]
    for players, seed in ((4, 0), (2, 1)):
        rng, s = random.Random(seed), ba.new_game(players=players, seed=seed)
        while not s.is_terminal():
            s = s.apply(sample_outcome(s.chance_outcomes(), rng) if s.current_player < 0
                        else ba.BOTS["heuristic"]().choose(s, rng))
        out.append(s)
    return out


def test_the_score_breakdown_adds_up_rule_by_rule():
    for s in _finals():
        rows = ba.score_breakdown(s)
        for seat, name in enumerate(ba.SEATS[:s.num_players]):
            mine = [r for r in rows if r["seat"] == name]
            assert mine and sum(r["points"] for r in mine) == s.scores()[seat]
        for r in rows:
            assert set(r) == {"seat", "part", "points", "rule_ids"} and r["rule_ids"]
            assert all(rule in ba.RULES for rule in r["rule_ids"]) and not LEAK.search(r["part"])


def test_fallen_buildings_show_with_no_points():
    s = ba.position(conquered=["H12"], settlements={"I29": "Red"}, cities={"I31": "Red", "I38": "Red"},
                    prisoners={"Red": 5}, roads=dict.fromkeys(("P71", "P70", "P69", "P68", "P67"), "Red"))
    red = {r["part"]: r["points"] for r in ba.score_breakdown(s) if r["seat"] == "Red"}
    assert red == {"1 settlement, 1 VP each": 1, "1 city, 2 VP each": 2,
                   "1 fallen building on conquered hexes, 0 VP": 0, "5 prisoners, 1 VP for every 2": 2,
                   "Longest Road": 2}
    assert [r["part"] for r in ba.score_breakdown(s) if r["seat"] == "Blue"] == ["no points yet"]
