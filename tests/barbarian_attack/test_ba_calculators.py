"""Exact calculators against seeded simulations through the engine (tolerances from binomial standard errors)."""

from __future__ import annotations

import random
from fractions import Fraction

from ba_helpers import (
    assert_casualty_odds_match_simulation,
    assert_landing_odds_match_simulation,
    assert_landings_until_conquered_match_simulation,
)

from rulebook.barbarian_attack import calculators as C
from rulebook.barbarian_attack.positions import position


def test_CBA_9_3_9_4_landing_hit_odds_have_exact_closed_forms():
    # Rules: CBA-9.3, CBA-9.4
    p = C.landing_hit_probabilities(conquered=(), supply=None)
    assert sum(p.values()) == 3, "three barbarians per landing"
    assert p[17] == p[1] and p[18] == p[7] and p[0] == p[11], "symmetric totals are equally likely"
    assert p[17] > p[15] > p[6] > p[11] > p[18]
    one = C.landing_hit_probabilities(conquered=(1,), supply=1)
    assert one[17] == Fraction(5, 25) and one[1] == 0, "the first accepted result that can take it"
    assert C.landing_hit_probabilities(conquered=(), supply=0)[17] == 0


def test_landing_hit_odds_match_a_seeded_engine_simulation():
    rng = random.Random(2024)
    for s in (position(active="Red", barbarians={"H1": 3, "H3": 2}),
              position(active="Red", barbarians={"H1": 3, "H18": 1}, barbarian_supply=2)):
        assert_landing_odds_match_simulation(s, rng, 3000)


def test_landings_until_conquered_matches_simulation():
    s = position(active="Red", barbarians={"H15": 1, "H0": 2})
    dist = C.landings_until_conquered(s, 15)
    assert dist["needed"] == 2 and abs(sum(dist["pmf"]) - 1) < 1e-8
    assert dist["pmf"][0] == dist["pmf"][1] == 0 and dist["pmf"][2] == dist["p"] ** 2
    assert_landings_until_conquered_match_simulation(s, 15, random.Random(7), 1500, (2, 3, 5))
    assert C.landings_until_conquered(position(active="Red", barbarians={"H15": 3}), 15)["pmf"] == [1]


def test_casualty_odds_match_simulation_including_knights_at_two_hexes():
    s = position(active="Red", barbarians={"H12": 2, "H7": 1},
                 knights={"P40": "Red", "P49": "Red", "P54": "Red", "P33": "Blue"}, phase="knight movement")
    exact = C.casualty_odds(s)
    assert exact == {40: Fraction(5, 9), 49: Fraction(1, 3), 54: Fraction(1, 3), 33: Fraction(2, 9)}
    assert_casualty_odds_match_simulation(s, random.Random(11), 3000)


def test_CBA_13_14_15_15_casualty_odds_one_in_three_per_victory_and_none_for_foreign_knights():
    # Rules: CBA-13.14, CBA-15.15
    s = position(2, active="Red", barbarians={"H0": 1}, knights={"P0": "Red", "P1": "Foreign", "P65": "Blue"},
                 phase="knight movement")
    odds = C.casualty_odds(s)
    assert odds[0] == Fraction(1, 3) and odds[1] == 0 and odds[65] == 0
