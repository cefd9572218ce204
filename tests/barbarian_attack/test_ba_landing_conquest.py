"""Landings, conquest, conquered buildings and liberation (CBA-9, CBA-10)."""

from __future__ import annotations

import pytest
from ba_helpers import BLUE, RED

from rulebook.barbarian_attack import board as G
from rulebook.barbarian_attack import pieces as M
from rulebook.barbarian_attack import queries as Q
from rulebook.barbarian_attack.pieces import A
from rulebook.barbarian_attack.positions import position

SETTLE = "brick lumber wool grain"


def landing(barbarians=None, supply=None, **kw):
    """Red builds a settlement on I36 and the landing begins (`position` arguments as keywords)."""
    s = position(active="Red", barbarians=barbarians, barbarian_supply=supply, roads={"P46": "Red"},
                 hands={"Red": SETTLE}, **kw)
    return s.apply(A("settlement", 36))


def test_CBA_9_2_9_6_an_empty_supply_means_no_landing_and_a_landing_stops_when_it_empties():
    # Rules: CBA-9.2, CBA-9.6
    assert landing({0: 3}, supply=0).phase == M.MAIN
    s = landing({0: 2}, supply=2)
    s = s.apply(A("landing", 4)).apply(A("landing", 5))
    assert (s.phase, s.barb_supply, s.barb[12], s.barb[15]) == (M.MAIN, 0, 1, 1)


def test_CBA_9_3_results_are_three_different_totals_sevens_and_repeats_rejected():
    s = landing()
    outcomes = {a.args[0]: p for a, p in s.chance_outcomes()}
    assert set(outcomes) == set(range(2, 13)) and outcomes[7] == pytest.approx(1 / 6)
    start = s
    for t in (9, 9, 7, 9, 4, 4, 2):
        s = s.apply(A("landing", t))
    assert s.phase == M.MAIN and sum("rolled again" in e.text for e in s.log_since(start)) == 4


def test_CBA_9_4_9_5_9_7_9_9_placing_conquering_and_only_coastal_hexes_up_to_three():
    # Rules: CBA-9.4, CBA-9.5, CBA-9.7, CBA-9.9
    s = landing({3: 2})
    s = s.apply(A("landing", 9))
    assert s.barbarians("H3") == 3 and s.is_conquered("H3"), "conquered the moment the third one lands"
    s = s.apply(A("landing", 10)).apply(A("landing", 3))
    assert max(s.barb) == 3 and all(s.barb[h] == 0 for h in (*G.INNER_HEXES, 2, 16))


def test_CBA_10_1_10_2_a_hex_with_three_is_conquered_idle_and_takes_no_more():
    # Rules: CBA-10.1, CBA-10.2, CBA-6.3
    # Rules: CBA-10.1, CBA-10.2
    s = position(active="Red", barbarians={"H17": 3}, settlements={"I49": "Blue", "I29": "Red"},
                 phase="production roll")
    assert s.conquered_hexes() == ("H17",)
    t = s.apply(A("roll", 6))
    assert Q.hand_size(t, BLUE) == 0, "H17 is idle"
    assert t.hand("Red")[t.produces("H8")] == 1, "H8, the inner 6, still produces"


def test_CBA_10_5_knights_ignore_conquest():
    s = position(active="Red", barbarians={"H18": 3}, knights={"P60": "Red"}, phase="knight movement")
    assert s.explain(A("move", 60, 65)).legal and s.explain(A("move", 60, 59)).legal


def test_CBA_10_6_10_7_10_9_buildings_fall_only_when_every_land_hex_is_conquered():
    # Rules: CBA-10.6, CBA-10.7, CBA-10.9
    s = position(active="Red", barbarians={"H3": 3, "H7": 3, "H12": 3},
                 settlements={"I16": "Red", "I22": "Red", "I43": "Blue"}, cities={"I33": "Blue"})
    assert s.building_conquered("I16"), "I16 touches only H3 and H7"
    assert not s.building_conquered("I22"), "I22 also touches inner H8"
    assert not s.building_conquered("I43"), "I43 touches the castle"
    assert s.building_conquered("I33")
    assert (s.vp(RED), s.vp(BLUE)) == (1, 1), "fallen buildings score 0"


def test_CBA_10_10_10_11_liberation_restores_at_once_in_any_turn():
    # Rules: CBA-10.10, CBA-10.11
    s = position(active="Blue", barbarians={"H12": 3}, settlements={"I38": "Red"}, hands={"Blue": "wool grain ore"},
                 draw_pile=(0, 0, 0, 4))
    assert s.vp(RED) == 0
    t = s.apply(A("buy_card")).apply(A("card", "capture")).apply(A("capture", 12))
    assert (t.barb[12], t.vp(RED)) == (2, 1), "Blue's Intrigue liberates H12 and Red's settlement stands up"
    assert any("stands up again" in e.text and "CBA-10.10" in e.rule_ids for e in t.log)
