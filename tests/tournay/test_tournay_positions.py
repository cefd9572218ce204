"""The public position builder: `tournay.position(...)` builds a table by the game's own names, refuses a bad
field with a `PositionError` naming it, and `tournay.position_args(state)` gives the arguments that rebuild a
state's table (the same `to_json()` text apart from the log)."""

from __future__ import annotations

import doctest
import json
import random
from collections import Counter

import pytest
from tournay_helpers import fixture_cards, fx_position

from rulebook import tournay
from rulebook.core import PositionError, sample_outcome
from rulebook.tournay import action as act
from rulebook.tournay import positions


def table(state) -> dict:
    """A state's saved JSON without its log: what "the same table" means."""
    data = json.loads(state.to_json())
    del data["log"]
    return data


def rebuilt(state):
    return tournay.position(**tournay.position_args(state))


def seeded_positions(players: int, seed: int, every: int = 20) -> list:
    """Positions of a seeded game between random bots: every few plies, and the first few at each kind of step."""
    rng = random.Random(seed)
    st = tournay.new_game(players=players, seed=seed)
    out, seen = [], Counter()
    for ply in range(5000):
        seen[st.phase] += 1
        if st.is_terminal():
            out.append(st)
            break
        if ply % every == 0 or seen[st.phase] <= 3:
            out.append(st)
        if st.is_chance_node():
            st = st.apply(sample_outcome(st.chance_outcomes(), rng))
        else:
            st = st.apply(rng.choice(st.legal_actions()))
    return out


def test_the_module_example_runs():
    """The example in positions.py's docstring is run as written."""
    assert doctest.testmod(positions, raise_on_error=False).failed == 0


@pytest.mark.parametrize("case", list(tournay.FAQ), ids=lambda c: c.id)
def test_position_args_rebuild_every_faq_position(case):
    result = case.run()
    for state in (result.start, result.final):
        assert table(rebuilt(state)) == table(state)


def test_position_args_rebuild_every_walkthrough_step():
    for step in tournay.WALKTHROUGH:
        for state in (step.before, step.after):
            assert table(rebuilt(state)) == table(state), step.title


@pytest.mark.parametrize(("players", "seed"), [(2, 1), (3, 5), (4, 9)])
def test_position_args_rebuild_positions_of_seeded_games(players, seed):
    states = seeded_positions(players, seed)
    phases = {st.phase for st in states}
    assert {"step_a", "step_b", "place", "citizens", "reveal", "keep", "choose", "hand_limit", "final_card",
            "over"} <= phases   # positions in the middle of a procedure are among them
    for st in states:
        assert table(rebuilt(st)) == table(st), st.phase


def test_position_args_are_readable():
    st = tournay.WALKTHROUGH[7].after
    args = tournay.position_args(st)
    assert args["seats"]["P1"]["district"] == {(1, 1): "Y1-U01", (1, 2): "R1-FORT"}
    assert args["phase"] == "citizen action" and args["active"] == "P1" and args["events"][0] == "EV-11"
    assert "pending" not in args and "cards" not in args


def test_seats_cards_decks_and_phases_by_their_names_in_any_case():
    st = tournay.position(seats={"p1": {"hand": ["fort", "Market Stall", "Stand-in: Guild Hall"],
                                        "district": {(1, 1): "Arsenal"}}},
                          decks={"y1": {"top": ["Architect"]}}, criers=["w1"], active="p1", phase="Citizen action")
    assert st.hand("P1") == sorted(["R1-FORT", "Y1-U01", "Y2-U04"]) and st.stack("P1", (1, 1)) == ["R1-ARSENAL"]
    assert st.deck("Y1").known[0] == "Y1-ARCHITECT" and st.deck("W1").spent_crier == "W1-CRIER"
    assert st.phase == "step_b" and st.phase_name == "citizen action" and st.criers == 1


def test_every_start_phase():
    hand = {"P1": {"hand": ["R1-FORT", "EV-12", "Y1-U01", "Y1-U02", "W1-U02"]}}
    assert tournay.position(seats=hand).phase == "step_a"
    assert tournay.position(seats=hand, phase="citizen action").phase == "step_b"
    assert tournay.position(seats=hand, phase="end of turn").phase == "end_walls"
    assert tournay.position(seats=hand, phase="hand limit").phase == "hand_limit"
    assert tournay.position(seats=hand, phase="start of turn").phase == "step_a"
    assert tournay.position(seats=hand, phase="final placement").phase == "final_card"
    assert tournay.position(phase="game over").is_terminal()


def test_on_buildings_and_the_shuffled_rest():
    st = tournay.position(seats={"P2": {"district": {(0, 0): "Fort", (0, 1): ["Arsenal", "Barracks"]},
                                       "on_buildings": {(0, 0): "citizen", (0, 1): "grey token"}}})
    assert (st.occupant("P2", (0, 0)), st.occupant("P2", (0, 1))) == ("red citizen", "grey")
    assert st.plaza("P2").on_buildings == (0, 0, 1) and st.plaza("P2").owned == (2, 2, 3)
    assert st.deck("R1").known == [] and len(st.deck("R1").shuffled) == 10 - 3   # the rest of Red I, shuffled
    assert st.is_chance_node() is False and not tournay.check_invariants(st)


BAD = [
    (dict(players=5), "players", "2, 3, 4"),
    (dict(seats={"P3": {}}), "seats", "P1, P2"),
    (dict(seats=[{}]), "seats", "P1, P2"),
    (dict(seats={"P1": {"cash": 3}}), "seats['P1']", "money"),
    (dict(seats={"P1": {"money": -1}}), "seats['P1'].money", ">= 0"),
    (dict(seats={"P1": {"standing": (1, 2)}}), "seats['P1'].standing", "yellow, white, red"),
    (dict(seats={"P1": {"lying": {"blue": 1}}}), "seats['P1'].lying", "yellow, white, red"),
    (dict(seats={"P1": {"standing": (12, 0, 0)}}), "seats['P1'].standing[0]", "0..11"),
    (dict(seats={"P1": {"hand": ["Excalibur"]}}), "seats['P1'].hand[0]", "card id"),
    (dict(seats={"P1": {"hand": "R1-FORT"}}), "seats['P1'].hand", ""),
    (dict(seats={"P1": {"hand": ["Y1-CRIER"]}}), "seats['P1'].hand[0]", "any other card"),
    (dict(seats={"P1": {"walls": ["R1-FORT"]}}), "seats['P1'].walls[0]", "event"),
    (dict(seats={"P1": {"district": {(3, 0): "R1-FORT"}}}), "seats['P1'].district[(3, 0)]", "rows 0..2"),
    (dict(seats={"P1": {"district": {(0, 0): "EV-05"}}}), "seats['P1'].district[(0, 0)][0]", "buildings"),
    (dict(seats={"P1": {"district": {(0, 0): ["R1-FORT", "Y1-U01"]}}}), "seats['P1'].district[(0, 0)]",
     "one colour"),
    (dict(seats={"P1": {"district": {(0, 0): "R1-KNIGHT"}, "on_buildings": {(0, 0): "citizen"}}}),
     "seats['P1'].on_buildings[(0, 0)]", "building"),
    (dict(seats={"P1": {"district": {(0, 0): "R1-FORT"}, "on_buildings": {(0, 0): "dragon"}}}),
     "seats['P1'].on_buildings[(0, 0)]", "citizen, grey, damage"),
    (dict(seats={"P1": {"hand": ["R1-FORT", "R1-FORT", "R1-FORT"]}}), "seats['P1'].hand[2]", ""),
    (dict(events=["EV-05", "EV-06", "EV-07", "EV-08"]), "events", ""),
    (dict(events=["R1-FORT"]), "events[0]", "event"),
    (dict(coins=[-1]), "coins[0]", "0..100"),
    (dict(decks={"Z9": {}}), "decks", "Y1"),
    (dict(decks={"Y1": {"bottom": []}}), "decks['Y1']", "face_up, top, under"),
    (dict(decks={"events": {"face_up": "EV-05"}}), "decks['events']", "top, under"),
    (dict(decks={"Y1": {"top": ["R1-FORT"]}}), "decks['Y1'].top", "cards of Y1"),
    (dict(criers=["Y1", "Y1"]), "criers[1]", "Y1"),
    (dict(stock=(12, 0, 0)), "stock[0]", "0..11"),
    (dict(active="P9"), "active", "P1, P2"),
    (dict(start_seat=7), "start_seat", "P1, P2"),
    (dict(turn=0), "turn", "1, 2, 3"),
    (dict(phase="lunch"), "phase", "playing a card"),
    (dict(end_trigger="boredom"), "end_trigger", "district, criers, max_turns"),
    (dict(hand_limit=99), "options", ""),
    (dict(pending=[["teleport"]]), "pending", ""),
    (dict(pending=[["step_a", 0]], phase="citizen action"), "phase", ""),
    (dict(stock=(11, 11, 11)), "position", ""),
    (dict(seats={"P1": {"district": {(0, 0): "R1-FORT"}, "on_buildings": {(0, 0): "damage"}}},
          token_supply_limit=0), "seats", ""),
]


@pytest.mark.parametrize(("description", "field", "allowed"), BAD, ids=[f"{b[1]}-{i}" for i, b in enumerate(BAD)])
def test_a_bad_field_is_refused_by_name(description, field, allowed):
    with pytest.raises(PositionError) as caught:
        tournay.position(**description)
    assert caught.value.field == field
    assert allowed in str(caught.value)


def test_the_conservation_laws_are_checked_last():
    """Every field is fine, but more citizens than the box holds: the laws name the problem (TOU-1.10)."""
    with pytest.raises(PositionError, match="citizens of colour 0 in play"):
        tournay.position(seats={"P1": {"standing": (11, 0, 0)}})


def test_a_position_built_with_fixtures_plays_like_the_faq():
    st = fx_position(seats={"P1": {"hand": ["FX-GAIN"]}}, events=["FX-LOSE", None, None], coins=[1, 0, 0])
    assert st.cfg.cards is not tournay.shipped_cards() and st.phase == "step_b"   # an event cannot be played
    assert tournay.position_args(st)["cards"] == fixture_cards()
    fought = st.apply(act("fight", 0)).apply(act("citizens", (2, 0)))
    assert fought.hand("P1") == ["FX-GAIN", "FX-LOSE"] and fought.phase_name == "revealing a new event"
