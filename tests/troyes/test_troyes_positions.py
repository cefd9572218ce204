"""The public position builder: `position(...)` by the game's own names, checked field by field, and its inverse
`position_args(state)`, which rebuilds the same table (the same `to_json()` apart from the log)."""

from __future__ import annotations

import json

import pytest
from troyes_helpers import random_game

from rulebook.core import PositionError
from rulebook.troyes import FAQ, PHASES, SEATS, WALKTHROUGH, State, position, position_args
from rulebook.troyes.teaching.faq_fixtures import fixture_cards


def _table(state) -> dict:
    """A position's saved form without its log: what "the same table" means."""
    data = json.loads(state.to_json())
    del data["log"]
    return data


def _same_table(state) -> None:
    rebuilt = position(**position_args(state))
    assert _table(rebuilt) == _table(state)


@pytest.mark.parametrize("case", list(FAQ), ids=lambda case: case.id)
def test_faq_start_positions_rebuild_from_their_arguments(case):
    _same_table(case.run().start)


def test_every_walkthrough_position_rebuilds_from_its_arguments():
    for step in WALKTHROUGH:
        _same_table(step.before)
        _same_table(step.after)


@pytest.mark.parametrize(("players", "seed"), [(2, 1), (3, 4), (4, 2)])
def test_positions_of_seeded_games_rebuild_from_their_arguments(players, seed):
    for i, state in enumerate(random_game(players, seed=seed)):
        if i % 17 == 0 or state.is_terminal():
            _same_table(state)


def test_a_variant_game_rebuilds_with_its_options_and_cards():
    cards = fixture_cards("FX-Mixed", "FX-Dues")
    for i, state in enumerate(random_game(3, seed=3, start_player=2, income=12, cards=cards)):
        if i % 41 == 0:
            _same_table(state)


def test_the_arguments_read_like_the_table():
    state = WALKTHROUGH[17].after
    args = position_args(state)
    assert [args["citizens"][f"Palace-{k}"] for k in range(1, 7)] == "grey A A C A B".split()
    assert args["lying"] == {"lying-Palace": ["C"], "lying-Bishopric": ["C"]}
    assert args["start"] == "A" and args["phase"] == "actions"
    assert all(isinstance(card, str) and not card.startswith("ACT-") for card in args["activity_cards"])


def test_seats_places_and_cards_by_name_in_any_case():
    state = position(3, money={"a": 9}, influence=(4, 5, 6), dice={"b": "y4 w2", "neutral": "R1"},
                     activity_cards=("priest", "ACT-Y-I-1"), tradesmen={"Merchant": "A c"},
                     stored_cubes={"PRIEST": {"B": 2}}, events=("marauding", "war and normans attack"),
                     event_cubes={"War and Normans Attack": "C grey"}, cathedral={1: "- A - - - -", (2, 2): "b"},
                     citizens={"city hall": "grey A B C grey grey"}, lying={"CITY_HALL": "grey"}, passed=("c",))
    assert state.purse("A") == 9 and state.influence("C") == 6
    assert state.district("B") == ("W2", "Y4") and state.district("N") == ("R1",)
    assert state.tradesmen_on("Merchant") == ("A", "C") and state.stored_cubes("Priest")["B"] == 2
    assert state.event_row() == ("Marauding", "War and Normans Attack")
    assert state.event_cubes("EVT-R-7") == ("C", "grey")
    assert state.cathedral_at(1, 2) == "A" and state.cathedral_at(2, 2) == "B" and state.cathedral_at(3, 2) == ""
    assert state.citizens_on("City Hall") == ("grey", "A", "B", "C", "grey", "grey")
    assert state.lying_beside("City Hall") == ("grey",) and state.has_passed("C")
    assert state.to_move == "A" and state.phase_name == PHASES[5] == "actions"
    assert isinstance(state, State) and SEATS[:3] == ("A", "B", "C")


@pytest.mark.parametrize(("arguments", "field", "allowed"), [
    ({"players": 5}, "players", "2, 3, 4"),
    ({"influence": {"A": 21}}, "influence", "0-20"),
    ({"money": {"A": -1}}, "money", "0-"),
    ({"money": {"E": 3}}, "money", "A, B, C"),
    ({"dice": {"A": "Y7"}}, "dice['A']", "R/W/Y"),
    ({"dice": {"Z": "Y1"}}, "dice", "N (neutral)"),
    ({"citizens": {"Attic": "A A A A A A"}}, "citizens", "Palace, Bishopric, City Hall"),
    ({"citizens": {"Palace": "A A A"}}, "citizens['Palace']", "six"),
    ({"citizens": {"Palace": "A A A A A X"}}, "citizens['Palace']", "grey"),
    ({"activity_cards": ("Pizzeria",)}, "activity_cards", "Merchant"),
    ({"activity_cards": ("Priest", "Monk")}, "activity_cards", "one card per colour and level"),
    ({"activity_cards": ("Merchant",), "tradesmen": {"Artisan": "A"}}, "tradesmen", "activity_cards"),
    ({"activity_cards": ("Merchant",), "tradesmen": {"Merchant": "A A"}}, "tradesmen['Merchant']", "one per player"),
    ({"event_cubes": {"Skirmishes": "A"}}, "event_cubes", "Marauding"),
    ({"event_cubes": {"Marauding": "A A A A"}}, "event_cubes['Marauding']", "at most 3"),
    ({"cathedral": {4: "A - - - - -"}}, "cathedral", "levels 1-3"),
    ({"cathedral": {2: "A - - - - -"}}, "position", "TRY-13.3"),
    ({"black_pool": (7,)}, "black_pool", "1-6"),
    ({"phase": "lunch"}, "phase", "actions"),
    ({"phase": "counter"}, "black_pool", "values 1-6"),
    ({"phase": "roll"}, "dice_to_roll", "(district, colour)"),
    ({"dice_to_roll": (("A", "blue"),), "phase": "roll"}, "dice_to_roll[0]", "red, white, yellow"),
    ({"personal_supply": {"A": 12}}, "citizens", "at most 12"),
    ({"characters": {"A": ("Urbain IV", "Henry I")}}, "characters['A']", "1 per player"),
    ({"characters": {"A": ("Urbain IV",), "B": ("CHR-1",)}}, "characters", "at most once"),
    ({"characters": {"A": ("The Pope",)}}, "characters['A']", "Urbain IV"),
    ({"round": 9}, "round", "0-5"),
    ({"options": {"income": "lots"}}, "options", ""),
    ({"cards": "{not json"}, "cards", "card set"),
    ({"dice": {"A": "R1 R2 R3 R4 R5 R6 R1"}}, "position", "TRY-1.5"),
])
def test_bad_arguments_are_refused_naming_the_field_and_the_allowed_values(arguments, field, allowed):
    with pytest.raises(PositionError) as refusal:
        position(**arguments)
    assert refusal.value.field == field, str(refusal.value)
    assert allowed in str(refusal.value)
    assert isinstance(refusal.value, ValueError)


def test_queries_refuse_names_that_do_not_exist():
    state = position(3)
    for ask in (lambda: state.purse("D"), lambda: state.district("X"), lambda: state.citizens_on("Tower"),
                lambda: state.tradesmen_on("Pizzeria"), lambda: state.cathedral_at(4, 1)):
        with pytest.raises(PositionError):
            ask()


def test_the_builder_s_documented_example_runs():
    import doctest

    import rulebook.troyes.positions as positions

    assert doctest.testmod(positions).failed == 0


def test_a_setup_position_follows_the_snake_order():
    empty = "- - - - - -"
    state = position(3, phase="setup", round=0, revealed=0, personal_supply=(4, 4, 4),
                     citizens={"Palace": "A B C - - -", "Bishopric": empty, "City Hall": empty})
    assert state.to_move == "C" and state.phase_name == "setup: placing citizens"  # A B C, then C again
    assert len(state.legal_actions()) == 15
    assert state.apply(state.legal_actions()[0]).to_move == "B"
    _same_table(state)
