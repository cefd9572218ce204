"""Scope, components and setup (spec sections 0-2)."""

from __future__ import annotations

import pytest
from troyes_helpers import A, after_setup

from rulebook import OptionError
from rulebook.troyes import OPTIONS, PLAYERS, RULES, SEATS, new_game
from rulebook.troyes.phases.placement import snake_order
from rulebook.troyes.pieces import EMPTY, GREY, SETUP


def test_TRY_0_1_TRY_0_2_TRY_0_3_scope_is_the_base_game_for_two_to_four():
    assert PLAYERS == (2, 3, 4)
    for n in PLAYERS:
        assert new_game(n, seed=1).num_players == n
    with pytest.raises(OptionError):
        new_game(1, seed=0)  # no solo mode (TRY-0.2, TRY-0.3)
    assert "base game" in RULES["TRY-0.1"].text
    assert "Le Roy" in RULES["TRY-0.2"].text and "Ladies of Troyes" in RULES["TRY-0.2"].text


def test_TRY_1_1_TRY_1_2_TRY_1_3_TRY_1_4_board_buildings_colours_and_space_numbers():
    state = new_game(3, seed=0)
    assert len(state.build) == 3 * 6  # three buildings of six spaces (TRY-1.2)
    assert len(state.dist) == 5  # four player districts and a neutral one (TRY-1.1)
    assert len(state.slots) == 9  # nine activity spaces
    # Palace rolls red, Bishopric white, City Hall yellow (TRY-1.3): the dice queued for a citizen match.
    rolled = after_setup(3, seed=0)
    for district, colour in rolled.rolls:
        owners = [i // 6 for i, o in enumerate(rolled.build) if o == (district if district < 4 else GREY)]
        assert colour in owners
    # Space numbers 1..6 address the spaces; placing names a building and a space (TRY-1.4, TRY-2.19).
    assert {a.args[1] for a in state.legal_actions()} == {1, 2, 3, 4, 5, 6}


def test_TRY_1_5_TRY_1_6_TRY_1_7_dice_and_citizen_counts():
    state = after_setup(4, seed=2)
    assert sum(1 for _ in state.rolls) == 18  # six of each colour per round (TRY-1.5, TRY-6.3)
    for colour in range(3):
        assert sum(1 for _, c in state.rolls if c == colour) == 6
    for seat in range(4):
        owned = state.personal[seat] + state.build.count(seat)
        assert owned + state.general[seat] == 12  # twelve per colour (TRY-1.6, TRY-1.7)
    assert state.build.count(GREY) <= 8


def test_TRY_1_8_TRY_1_9_TRY_1_10_cubes_and_bank_are_unlimited_grey_cubes_unused():
    assert "never runs out" in RULES["TRY-1.8"].text
    assert "grey cubes" in RULES["TRY-1.9"].text
    state = new_game(3, seed=0)
    # Players' cube stocks are not counted anywhere: only cubes on cards and the cathedral exist in the state.
    assert not hasattr(state, "cubes_left") and not hasattr(state, "bank_coins")
    assert state.bank == 0  # the bank is a ledger, not a stock (TRY-1.10)


def test_TRY_1_11_TRY_1_12_TRY_1_13_TRY_1_14_track_cathedral_and_card_counts():
    state = new_game(3, seed=0)
    cfg = state.cfg
    assert cfg.imax == 20 and cfg.levels == 3 and len(state.cath) == 3 * 6
    assert (len(cfg.activity), len(cfg.events), len(cfg.characters)) == (27, 16, 6)


def test_TRY_2_1_TRY_2_10_rounds_and_red_deck_by_player_count():
    for n, rounds in ((2, 4), (3, 5), (4, 6)):
        state = new_game(n, seed=3)
        assert len(state.red_deck) == rounds == state.cfg.rounds


@pytest.mark.parametrize("n", [2, 3, 4])
def test_TRY_2_2_TRY_2_3_TRY_2_4_TRY_2_5_TRY_2_7_TRY_2_8_starting_resources(n):
    state = new_game(n, seed=5)
    each = {2: 6, 3: 5, 4: 4}[n]
    assert state.money == (5,) * n and state.infl == (4,) * n and state.vp == (0,) * n
    assert state.personal == (each,) * n and state.general == (12 - each,) * n
    assert all(len(chars) == (2 if n == 2 else 1) for chars in state.chars)


def test_TRY_2_6_TRY_2_16_two_player_greys_on_spaces_1_and_6_before_anyone():
    state = new_game(2, seed=0)
    for b in range(3):
        assert state.build[b * 6] == GREY and state.build[b * 6 + 5] == GREY
    assert state.build.count(GREY) == 6 and state.phase == SETUP
    assert A("place", ("palace", 1)) not in state.legal_actions()


def test_TRY_2_9_TRY_20_2_one_card_per_colour_and_level_drawn_blind():
    state = new_game(3, seed=9)
    cfg = state.cfg
    for slot, card in enumerate(state.slots):
        assert (cfg.activity[card].colour, cfg.activity[card].level) == (slot // 3, slot % 3 + 1)
    assert state.revealed == 0
    draws = {new_game(3, seed=s).slots for s in range(20)}
    assert len(draws) > 5, "different seeds draw different cards"


def test_TRY_2_11_marauding_starts_in_the_row_and_the_red_deck_holds_others():
    state = new_game(3, seed=1)
    marauding = state.cfg.marauding
    assert state.row == (marauding,) and marauding not in state.red_deck
    in_deck = [new_game(3, seed=s, marauding_mode="in_red_deck") for s in range(30)]
    assert all(s.row == () for s in in_deck)
    assert any(marauding in s.red_deck for s in in_deck)
    off = new_game(3, seed=1, marauding_mode="off")
    assert off.row == () and marauding not in off.red_deck


def test_TRY_2_12_white_and_yellow_decks_are_shuffled_in_full():
    state = new_game(3, seed=2)
    assert len(state.white_deck) == 4 and len(state.yellow_deck) == 4
    orders = {new_game(3, seed=s).white_deck for s in range(20)}
    assert len(orders) > 3


def test_TRY_2_13_start_player_is_drawn_or_fixed():
    starts = {new_game(3, seed=s).start for s in range(30)}
    assert starts == {0, 1, 2}
    assert new_game(3, seed=7, start_player=2).start == 2
    with pytest.raises(OptionError):
        new_game(2, seed=0, start_player=3)


def test_TRY_2_14_TRY_2_15_characters_dealt_secretly_rest_unseen():
    state = new_game(2, seed=4)
    dealt = [c for cs in state.chars for c in cs]
    assert len(dealt) == 4 and len(set(dealt)) == 4
    view = state.observation(0)
    assert view["characters"][1] == ["hidden", "hidden"]
    assert all(c != "hidden" for c in view["characters"][0])


def test_TRY_2_17_TRY_2_18_snake_order_example_of_the_spec():
    assert "".join(SEATS[s] for s in snake_order(3, 0, 5)) == "ABCCBAABCCBAABC"
    state = new_game(3, seed=0, start_player=1)
    order = []
    while state.phase == SETUP:
        order.append(state.current_player)
        state = state.apply(state.legal_actions()[0])
    assert order == list(snake_order(3, 1, 5))


def test_TRY_2_19_TRY_2_20_setup_names_a_space_and_never_pushes():
    state = new_game(3, seed=0, start_player=0)
    state = state.apply(A("place", ("bishopric", 4)))
    assert state.build[6 + 3] == 0
    assert A("place", ("bishopric", 4)) not in state.legal_actions()
    ruling = state.explain(A("place", ("bishopric", 4)))
    assert not ruling.legal and "TRY-2.20" in ruling.rule_ids


@pytest.mark.parametrize("n", [3, 4])
def test_TRY_2_21_TRY_2_22_greys_fill_and_buildings_are_full(n):
    state = after_setup(n, seed=n)
    assert EMPTY not in state.build
    assert state.build.count(GREY) == 18 - n * state.cfg.setup_citizens
    assert state.personal == (0,) * n


def test_options_cover_the_configuration_table_with_its_defaults():
    expected = {"rounds_by_players": {2: 4, 3: 5, 4: 6}, "start_money": 5, "start_influence": 4,
                "setup_citizens_by_players": {2: 6, 3: 5, 4: 4}, "characters_per_player": {2: 2, 3: 1, 4: 1},
                "neutral_citizens_by_players": {2: 6, 3: 3, 4: 2}, "two_player_neutral_spaces": [1, 6],
                "max_citizens_per_player": 12, "start_player": "random", "marauding_mode": "permanent_from_setup",
                "marauding": {"black_dice": 1, "divisor": 3, "spaces": 3}, "income": 10,
                "salary": {"palace": 2, "bishopric": 1, "city_hall": 0}, "penalty_vp": 2, "black_dice_cap": 6,
                "red_counter_multiplier": 2, "black_dice_multi_counter": "sum",
                "die_price_by_group_size": {1: 2, 2: 4, 3: 6}, "purchase_payment_to": "purse",
                "pass_income_first": 2, "pass_income_per_turn": 1, "influence_max": 20,
                "influence_cost": {"reroll": 1, "citizen": 2, "flip": 4}, "flip_max_dice": 3,
                "allow_pass_after_influence": True, "tradesman_spaces": 4, "agriculture_divisor": 2,
                "cathedral_levels": 3, "cathedral_columns": 6, "cathedral_vp_per_cube": 1,
                "cathedral_influence_by_level": {1: 1, 2: 1, 3: 2}, "event_vp_per_cube": 1, "event_majority_vp": 2,
                "unresolved_event_vp": 1, "unresolved_includes_marauding": True, "cathedral_level_penalty_vp": 2,
                "character_tier_vp": [1, 3, 6], "final_score_floor": 0, "merchant_effect": "flat_2",
                "tie_break": ["influence", "money", "shared"],
                # the rulebook's appendix (changed rulings) and its open points (TRY-20.20 ff.)
                "cathedral_influence_rule": "column", "cathedral_influence_by_column": {1: 1, 2: 1, 3: 1, 4: 2, 5: 2,
                                                                                        6: 2},
                "event_reward_rule": "places", "event_tie_winner": "first_to_place", "cube_on_recruit": "card_text",
                "event_defaults": {"black_dice": 0, "divisor": 3, "spaces": 3, "first_vp": 4, "second_vp": 1},
                "grey_cubes": 10, "event_citizen_eviction": "die_space", "chivalry_one_card": True,
                "chivalry_influence": True, "confession_mixes_colours": False, "tax_collector_own_citizens": "nothing",
                "joust_activator_must_lead": True}
    for name, value in expected.items():
        assert OPTIONS[name].default == value, name
    assert OPTIONS["activity_defaults_by_level"].default["II"] == {"hire_cost": 4, "space_vp": [2, 1, 0, 0],
                                                                   "activation_cost": 4}


@pytest.mark.parametrize("bad", [{"start_money": -1}, {"salary": {"palace": 2}}, {"marauding_mode": "sometimes"},
                                 {"tie_break": ["money"]}, {"rounds_by_players": {2: 4, 3: 9, 4: 6}},
                                 {"neutral_citizens_by_players": {2: 6, 3: 4, 4: 2}}, {"cathedral_columns": 5},
                                 {"cards": "{\"format\": 1}"}])
def test_bad_options_are_refused_with_the_option_named(bad):
    name = next(iter(bad))
    with pytest.raises(OptionError, match=name.split("_")[0]):
        new_game(3, seed=0, **bad)


SPEC = __import__("pathlib").Path("/work/shared/rules/troyes.md")


@pytest.mark.skipif(not SPEC.exists(), reason="the spec is not on this machine")
def test_registry_holds_every_spec_rule_with_its_tag():
    import re

    tags = dict(re.findall(r"\*\*(TRY-\d+\.\d+)\*\*(?: \|[^|]*\|[^|]*\|[^|]*\|[^|]*\|)? ?\[(seed|sourced|ruling)",
                           SPEC.read_text()))
    added = {r.id for r in RULES if r.text.endswith("(Added by the project: not in spec 1.0.)")}
    assert len(tags) == 233 and set(tags) == set(RULES.ids) - added
    assert added == {f"TRY-20.{k}" for k in range(20, 70)}
    assert all(RULES[rule_id].tag == tag for rule_id, tag in tags.items())
    assert all(RULES[rule_id].text != "" and RULES[rule_id].title for rule_id in tags)
