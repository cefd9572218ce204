"""The card file: counts, provenance, stand-in envelopes, sourced facts kept, loading and rejecting files
(spec section 20)."""

from __future__ import annotations

import copy
import json
import pathlib
import sys

import pytest
import yaml
from troyes_helpers import A

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[2] / "tools"))

from build_troyes_cards import build, render

from rulebook import JSONError
from rulebook.troyes import CardError, die, from_json, group, load_cards, new_game, position, shipped_cards
from rulebook.troyes.cards import SHIPPED

SPEC_CARDS = pathlib.Path("/work/shared/rules/troyes-cards.yaml")
DECK = shipped_cards()
DATA = json.loads(SHIPPED.read_text())


def _ops(card):
    """Every op name in a card's effect and modifier (nested ops included)."""
    found = []

    def walk(value):
        if isinstance(value, dict):
            if "op" in value:
                found.append(value["op"])
            for v in value.values():
                walk(v)
        elif isinstance(value, list):
            for v in value:
                walk(v)
    walk(card.get("effect"))
    walk(card.get("modifier"))
    walk(card.get("round_effect"))
    return found


@pytest.mark.skipif(not SPEC_CARDS.exists(), reason="the spec's card facts are not on this machine")
def test_shipped_deck_is_built_from_the_card_facts():
    assert SHIPPED.read_text() == render(build(SPEC_CARDS.read_text()))


def test_TRY_20_1_TRY_20_3_TRY_20_4_TRY_20_9_complete_deck_under_slot_ids():
    ids = [c["id"] for c in DECK.activity]
    assert len(ids) == 27 and len(set(ids)) == 27
    if SPEC_CARDS.exists():
        assert ids == [s["id"] for s in yaml.safe_load(SPEC_CARDS.read_text())["activity_cards"]]
    for colour in ("red", "white", "yellow"):
        for level in ("I", "II", "III"):
            assert sum(1 for c in DECK.activity if (c["colour"], c["level"]) == (colour, level)) == 3
    colours = [e["colour"] for e in DECK.events]
    assert (colours.count("red"), colours.count("white"), colours.count("yellow")) == (8, 4, 4)
    assert len(DECK.characters) == 6 and all(c["tier_vp"] == [1, 3, 6] for c in DECK.characters)


def test_TRY_20_5_TRY_20_6_TRY_20_18_character_conditions_titles_and_thresholds():
    by_id = {c["id"]: c for c in DECK.characters}
    assert {c["metric"] for c in DECK.characters} == {"cathedral_cubes", "money", "fight_score", "influence",
                                                     "own_citizens_in_buildings", "tradesmen"}
    assert (by_id["CHR-1"]["name"], by_id["CHR-2"]["name"], by_id["CHR-3"]["name"]) == (
        "The Pope", "The Count of Champagne", "The King")
    assert by_id["CHR-1"]["thresholds"] == [2, 4, 6] and by_id["CHR-2"]["thresholds"] == [10, 20, 30]
    assert by_id["CHR-3"]["thresholds"] == [4, 8, 12] and by_id["CHR-4"]["thresholds"] == [8, 12, 16]
    assert by_id["CHR-5"]["thresholds"] == {"2": [7, 8, 9], "3": [5, 6, 7], "4": [4, 5, 6]}
    assert by_id["CHR-6"]["thresholds"] == [2, 4, 6]
    assert new_game(4, seed=0).cfg.characters[4].thresholds == (4, 5, 6)


def test_TRY_20_7_level_three_cards_give_vp():
    for card in DECK.activity:
        if card["level"] == "III":
            assert "vp" in json.dumps(card["effect"]), card["id"]


def test_TRY_20_8_TRY_20_15_activity_stand_ins_fit_their_colour_and_envelope():
    themes = {"red": {"place_event_cube", "roll_black_die", "gain_influence", "die_modifier", "gain_per"},
              "white": {"gain_citizen", "virtual_die", "die_modifier", "gain_vp"}}
    stand_ins = [c for c in DECK.activity if c["provenance"] == "stand-in"]
    assert len(stand_ins) == 8
    for card in stand_ins:
        assert set(_ops(card)) <= themes[card["colour"]] | {"gain_per"}, card["id"]
        assert card["hire_cost"] is None and card["activation_cost"] is None and card["space_vp"] is None
        vp = [op for op in card["effect"] if op["op"] == "gain_vp"]
        assert all(op["amount"] <= 2 for op in vp)


def test_TRY_20_10_TRY_20_11_TRY_20_13_provenance_names_and_project_fields():
    for card in DECK.activity + DECK.events + DECK.characters:
        assert card["provenance"] in ("partial", "stand-in")  # no card is fully sourced
        assert card["name"].startswith("Stand-in:") == (card["provenance"] == "stand-in")
        if card["provenance"] == "partial":
            assert card["stand_in_fields"]


@pytest.mark.skipif(not SPEC_CARDS.exists(), reason="the spec's card facts are not on this machine")
def test_TRY_20_13_partial_cards_keep_every_sourced_fact():
    facts = yaml.safe_load(SPEC_CARDS.read_text())
    shipped = {c["id"]: c for c in DECK.activity}
    for slot in facts["activity_cards"]:
        known = slot.get("known_facts") or {}
        card = shipped[slot["id"]]
        for field in ("hire_cost", "space_vp", "activation_cost", "timing"):
            if known.get(field) is not None:
                assert card[field] == known[field], (slot["id"], field)
        if known.get("modifier"):
            assert card["modifier"] == known["modifier"], slot["id"]
        if known.get("effect") and "effect" not in card["stand_in_fields"]:
            assert card["effect"] == known["effect"], slot["id"]
        if known.get("restrictions"):
            assert card["restrictions"] == known["restrictions"]
        if slot.get("name"):
            assert card["name"] == slot["name"]


def test_TRY_20_12_candidates_only_inspire_stand_ins_and_no_expansion_cards():
    names = {c["name"] for c in DECK.activity}
    for candidate in ("Archer", "Cavalry", "Augustinian", "Banker", "Banquet", "Catapulte", "Ermite", "Princesse"):
        assert candidate not in names
    inspired = [c for c in DECK.activity if "unconfirmed candidate" in c["notes"]]
    assert inspired and all(c["provenance"] == "stand-in" for c in inspired)


def test_TRY_20_14_TRY_20_16_red_event_stand_ins():
    reds = [e for e in DECK.events if e["colour"] == "red" and not e["permanent"]]
    assert [e["companion"] for e in reds].count("white") == 4 and [e["companion"] for e in reds].count("yellow") == 3
    assert all(e["black_dice"] in (1, 2) for e in reds) and sum(e["black_dice"] == 2 for e in reds) >= 3
    assert all(e["fight"]["colour"] == "red" and e["fight"]["divisor"] == 3 and 3 <= e["fight"]["spaces"] <= 5
               for e in reds)
    assert all(len(e["round_effect"]) <= 1 for e in reds)


def test_TRY_20_17_white_and_yellow_event_stand_ins():
    for event in DECK.events:
        if event["colour"] != "red":
            assert len(event["round_effect"]) == 1
            assert event["fight"]["colour"] == event["colour"] and event["fight"]["divisor"] in (2, 3)
            assert 2 <= event["fight"]["spaces"] <= 4 and event["reward"] is None


def test_TRY_20_19_merchant_reading_is_an_option():
    per = position(3, activity_cards=("Merchant",), tradesmen={"Merchant": "A"}, money={"A": 0},
                   dice={"A": "Y3", "B": "R1"}, citizens={"City Hall": "A A A B C grey"})
    flat = position(3, activity_cards=("Merchant",), tradesmen={"Merchant": "A"}, money={"A": 0},
                    dice={"A": "Y3", "B": "R1"}, citizens={"City Hall": "A A A B C grey"},
                    options={"merchant_effect": "flat_2"})
    act = (A("activate", ("ACT-Y-I-1",)), group(die("A", "Y", 3)))
    assert per.apply(act[0]).apply(act[1]).money[0] == 6 and flat.apply(act[0]).apply(act[1]).money[0] == 2


def _broken(mutate):
    data = copy.deepcopy(DATA)
    mutate(data)
    return json.dumps(data)


@pytest.mark.parametrize("mutate,card,field", [
    (lambda d: d["activity"][1].update(activation_cost="three"), "ACT-Y-I-2", "activation_cost"),
    (lambda d: d["activity"][0].update(colour="blue"), "ACT-Y-I-1", "colour"),
    (lambda d: d["activity"][13].update(name="Chapter House"), "ACT-W-II-2", "name"),
    (lambda d: d["events"][3]["fight"].update(spaces=0), "EVT-R-4", "fight.spaces"),
    (lambda d: d["events"][9].update(round_effect=[{"op": "each_player_explode"}]), "EVT-W-2", "round_effect[0].op"),
    (lambda d: d["characters"][0].update(thresholds=[6, 4, 2]), "CHR-1", "thresholds"),
    (lambda d: d["activity"][2]["effect"][0]["options"][0][0].update(metric="luck"), "ACT-Y-I-3", "metric"),
])
def test_a_bad_card_file_names_the_card_and_the_field(mutate, card, field):
    with pytest.raises(CardError) as err:
        load_cards(_broken(mutate))
    assert card in str(err.value) and field in str(err.value)


def test_a_bad_card_file_layout_is_refused():
    with pytest.raises(CardError, match="level-I"):
        load_cards(_broken(lambda d: d["activity"][0].update(level="II", id="FX-Moved")))
    with pytest.raises(ValueError):
        load_cards("{not json")
    with pytest.raises(JSONError, match="cannot read"):
        load_cards("/no/such/cards.json")


def test_a_corrected_card_file_plays_and_saves_with_the_game(tmp_path):
    data = copy.deepcopy(DATA)
    data["activity"][1].update(activation_cost=2, hire_cost=1, space_vp=[2, 2, 0, 0],
                               stand_in_fields=["space_vp"])  # "Artisan, as printed"
    path = tmp_path / "cards.json"
    path.write_text(json.dumps(data))
    cards = load_cards(path)
    state = new_game(3, seed=0, cards=cards)
    artisan = state.cfg.activity[state.cfg.activity_index["ACT-Y-I-2"]]
    assert (artisan.activation_cost, artisan.hire_cost) == (2, 1)
    assert from_json(state.to_json()).to_json() == state.to_json()
    assert new_game(3, seed=0, cards=str(path)).cfg.cards == cards
