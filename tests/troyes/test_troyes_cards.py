"""The card file: the rulebook's deck, provenance, the appendix's facts kept, loading and rejecting files
(spec section 20; each printed card's own effect is tested in test_troyes_printed_cards.py)."""

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
from rulebook.troyes import OPTIONS, CardError, die, from_json, group, load_cards, new_game, position, shipped_cards
from rulebook.troyes.cards import SHIPPED

SPEC_CARDS = pathlib.Path("/work/shared/rules/troyes-cards.yaml")
APPENDIX = pathlib.Path("/work/shared/rules/troyes-cards-appendix.md")
DECK = shipped_cards()
DATA = json.loads(SHIPPED.read_text())
NAMES = {  # the appendix's reading: blocks of nine (yellow, white, red), groups of three (levels I, II, III)
    "ACT-Y-I-1": "Merchant", "ACT-Y-I-2": "Artisan", "ACT-Y-I-3": "Miller", "ACT-Y-II-1": "Blacksmith",
    "ACT-Y-II-2": "Innkeeper", "ACT-Y-II-3": "Militiaman", "ACT-Y-III-1": "Journeyman", "ACT-Y-III-2": "Goldsmith",
    "ACT-Y-III-3": "Sculptor", "ACT-W-I-1": "Tithe", "ACT-W-I-2": "Monk", "ACT-W-I-3": "Priest",
    "ACT-W-II-1": "Apprenticeship", "ACT-W-II-2": "Confession", "ACT-W-II-3": "Templar", "ACT-W-III-1": "Pilgrimage",
    "ACT-W-III-2": "Procession", "ACT-W-III-3": "Glassblower", "ACT-R-I-1": "Archer", "ACT-R-I-2": "Chivalry",
    "ACT-R-I-3": "Diplomat", "ACT-R-II-1": "Hunting", "ACT-R-II-2": "Mercenary", "ACT-R-II-3": "Tax Collector",
    "ACT-R-III-1": "Joust", "ACT-R-III-2": "Captain", "ACT-R-III-3": "Troubadour",
    "EVT-R-1": "Marauding", "EVT-R-2": "Brigands", "EVT-R-3": "Brigands", "EVT-R-4": "Brigands",
    "EVT-R-5": "Skirmishes", "EVT-R-6": "Skirmishes", "EVT-R-7": "War and Normans Attack",
    "EVT-R-8": "Conflict of Succession", "EVT-W-1": "Theological Conflict", "EVT-W-2": "Heresy",
    "EVT-W-3": "Traveling Builders", "EVT-W-4": "Interrupted Work", "EVT-Y-1": "Drought", "EVT-Y-2": "Support",
    "EVT-Y-3": "Civil War", "EVT-Y-4": "Wayfarers",
    "CHR-1": "Urbain IV", "CHR-2": "Thibaut II", "CHR-3": "Henry I", "CHR-4": "Hugues de Payns",
    "CHR-5": "Chrétien de Troyes", "CHR-6": "Le Florentin",
}
DELAYED = {"Blacksmith", "Militiaman", "Tithe", "Monk", "Priest", "Apprenticeship", "Confession", "Templar"}
needs_sources = pytest.mark.skipif(not (SPEC_CARDS.exists() and APPENDIX.exists()),
                                   reason="the spec's card facts are not on this machine")


@needs_sources
def test_shipped_deck_is_built_from_the_card_facts():
    assert SHIPPED.read_text() == render(build(SPEC_CARDS.read_text(), APPENDIX.read_text()))


@needs_sources
def test_the_build_refuses_an_appendix_row_that_does_not_match_its_program():
    changed = APPENDIX.read_text().replace("| ACT-Y-I-1 | Merchant (Marchand)", "| ACT-Y-I-1 | Banker")
    with pytest.raises(ValueError, match="ACT-Y-I-1.*Banker"):
        build(SPEC_CARDS.read_text(), changed)


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
    assert {c["id"]: c["name"] for c in DECK.activity + DECK.events + DECK.characters} == NAMES


def test_TRY_20_5_TRY_20_6_TRY_20_18_character_conditions_names_and_printed_thresholds():
    by_id = {c["id"]: c for c in DECK.characters}
    assert [by_id[f"CHR-{k}"]["metric"] for k in range(1, 7)] == [
        "cathedral_cubes", "money", "event_cards_taken", "influence", "own_citizens_in_buildings", "tradesmen"]
    assert by_id["CHR-1"]["thresholds"] == by_id["CHR-5"]["thresholds"] == {"2": [4, 6, 8], "3": [3, 5, 7],
                                                                              "4": [3, 5, 7]}
    assert by_id["CHR-2"]["thresholds"] == [6, 12, 18] and by_id["CHR-3"]["thresholds"] == [1, 3, 5]
    assert by_id["CHR-4"]["thresholds"] == [5, 10, 15] and by_id["CHR-6"]["thresholds"] == [2, 4, 6]
    assert new_game(2, seed=0).cfg.characters[0].thresholds == (4, 6, 8)
    assert new_game(4, seed=0).cfg.characters[4].thresholds == (3, 5, 7)
    assert by_id["CHR-1"]["title_hint"] == "the Pope" and by_id["CHR-2"]["title_hint"] == "Count of Champagne"


def test_TRY_20_7_level_three_cards_give_vp():
    for card in DECK.activity:
        if card["level"] == "III":
            assert "vp" in json.dumps(card["effect"]), card["id"]


def test_TRY_20_8_TRY_11_12_colours_levels_and_timing_as_the_appendix_reads_them():
    for card in DECK.activity:
        assert card["name"] == NAMES[card["id"]]
        assert card["timing"] == ("deferred" if card["name"] in DELAYED else "immediate"), card["name"]
        assert (card["modifier"] is not None) == (card["timing"] == "deferred")
    assert {c.timing for c in new_game(3, seed=0).cfg.activity} == {"immediate", "deferred"}  # no mixed card


def test_TRY_20_10_TRY_20_11_TRY_20_13_provenance_and_the_numbers_no_source_prints():
    assert not any(c["provenance"] == "stand-in" or c["name"].startswith("Stand-in")
                   for c in DECK.activity + DECK.events + DECK.characters)
    for card in DECK.activity:
        assert card["provenance"] == "partial" and card["stand_in_fields"] == ["hire_cost", "space_vp",
                                                                             "activation_cost"]
        assert all(card[k] is None for k in card["stand_in_fields"])
    for event in DECK.events:
        assert event["provenance"] == "partial" and {"fight", "reward"} <= set(event["stand_in_fields"])
        assert event["fight"] == {"colour": None, "divisor": None, "spaces": None} and event["reward"] is None
    assert all(c["provenance"] == "sourced" and c["stand_in_fields"] == [] for c in DECK.characters)


@needs_sources
def test_TRY_20_13_partial_cards_keep_every_fact_of_the_appendix():
    text = APPENDIX.read_text()
    for card in DECK.activity + DECK.events:
        assert card["effect_text"] and card["effect_text"] in " ".join(text.replace("**", "").split()), card["id"]
        assert "EN rulebook appendix" in card["sources"]
    for card in DECK.characters:
        assert card["condition"] in text


def test_TRY_20_12_candidates_settled_and_no_bonus_or_expansion_card():
    names = {c["name"] for c in DECK.activity}
    assert {"Archer", "Chivalry", "Hunting", "Confession"} <= names
    for outside in ("Banquet", "Baker", "Prior", "Resistance", "Augustinian", "Banker", "Catapulte", "Ermite"):
        assert outside not in names and outside not in {e["name"] for e in DECK.events}


def test_TRY_20_14_TRY_20_69_red_events_call_companions_from_the_options():
    state = new_game(4, seed=0)
    reds = [e for e in state.cfg.events if e.colour == 0 and not e.permanent]
    assert [e.companion for e in reds].count(1) == 4 and [e.companion for e in reds].count(2) == 3
    assert all(e["companion"] is None and "companion" in e["stand_in_fields"] for e in DECK.events
               if e["colour"] == "red" and not e["permanent"])
    swapped = dict(OPTIONS["red_event_companions"].default, **{"EVT-R-2": "yellow"})
    other = new_game(4, seed=0, red_event_companions=swapped).cfg
    assert other.events[other.event_index["EVT-R-2"]].companion == 2
    with pytest.raises(ValueError, match="no companion colour for EVT-R-3"):
        new_game(3, seed=0, red_event_companions={"EVT-R-2": "white"})


def test_TRY_20_11_TRY_20_15_TRY_20_16_TRY_20_17_stand_ins_only_in_a_corrected_file():
    data = copy.deepcopy(DATA)
    data["activity"][19].update(name="Stand-in: Drill Yard", provenance="stand-in", stand_in_fields=[])
    cards = load_cards(json.dumps(data))
    state = new_game(3, seed=0, cards=cards)
    assert state.cfg.activity[19].provenance == "stand-in"
    data["activity"][19].update(name="Drill Yard")
    with pytest.raises(CardError, match="ACT-R-I-2.*Stand-in"):
        load_cards(json.dumps(data))


def test_TRY_20_19_TRY_20_20_merchant_reading_is_an_option():
    flat = position(3, activity_cards=("Merchant",), tradesmen={"Merchant": "A"}, money={"A": 0},
                    dice={"A": "Y3", "B": "R1"}, citizens={"City Hall": "A A A B C grey"})
    per = position(3, activity_cards=("Merchant",), tradesmen={"Merchant": "A"}, money={"A": 0},
                   dice={"A": "Y3", "B": "R1"}, citizens={"City Hall": "A A A B C grey"},
                   options={"merchant_effect": "per_city_hall_citizen"})
    act = (A("activate", ("ACT-Y-I-1",)), group(die("A", "Y", 3)))
    assert flat.apply(act[0]).apply(act[1]).money[0] == 2 and per.apply(act[0]).apply(act[1]).money[0] == 6


def _broken(mutate):
    data = copy.deepcopy(DATA)
    mutate(data)
    return json.dumps(data)


@pytest.mark.parametrize("mutate,card,field", [
    (lambda d: d["activity"][1].update(activation_cost="three"), "ACT-Y-I-2", "activation_cost"),
    (lambda d: d["activity"][0].update(colour="blue"), "ACT-Y-I-1", "colour"),
    (lambda d: d["activity"][13].update(name="Stand-in: Chapter House"), "ACT-W-II-2", "name"),
    (lambda d: d["activity"][20]["effect"][0].update(op="teleport"), "ACT-R-I-3", "effect[0].op"),
    (lambda d: d["events"][12].update(round_effect=[{"op": "plague"}]), "EVT-Y-1", "round_effect[0].op"),
    (lambda d: d["activity"][4].update(level="IV"), "ACT-Y-II-2", "level"),
    (lambda d: d["characters"][1].update(thresholds=[6, 12]), "CHR-2", "thresholds"),
    (lambda d: d["characters"][0]["thresholds"].pop("2"), "CHR-1", "thresholds"),
    (lambda d: d["characters"][2].pop("thresholds"), "CHR-3", "thresholds"),
    (lambda d: d["activity"][23]["effect"][0]["own_citizens"].update(option="luck"), "ACT-R-II-3",
     "own_citizens.option"),
    (lambda d: d["events"][3]["fight"].update(spaces=0), "EVT-R-4", "fight.spaces"),
    (lambda d: d["events"][3].update(stand_in_fields=["companion", "reward"]), "EVT-R-4", "fight"),
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
