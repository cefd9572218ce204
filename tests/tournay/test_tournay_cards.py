"""Card data: the shipped file, its schema, stand-ins, and loading corrected files (TOU-1, TOU-16, TOU-17)."""

from __future__ import annotations

import copy
import json
import pathlib
import sys
from collections import Counter

import pytest

from rulebook import tournay
from rulebook.core import JSONError
from rulebook.tournay.cards import SHIPPED, cards_from_data, load_cards, shipped_cards
from rulebook.tournay.pieces import DECKS, EVENT_OPS

CARDS = shipped_cards()
SPEC_YAML = [p / "shared" / "rules" / "tournay-cards.yaml" for p in pathlib.Path(__file__).resolve().parents]


def by_deck(code: str):
    return [CARDS.cards[i] for i in CARDS.deck_cards[DECKS.index(code)]]


def test_TOU_1_1_TOU_17_1_nine_decks_of_ten_each_with_one_crier():
    """TOU-1.1, TOU-1.4, TOU-17.1, TOU-0.9.14: 9 decks Y1..R3 of 10 cards with exactly one town crier each."""
    assert DECKS == ("Y1", "Y2", "Y3", "W1", "W2", "W3", "R1", "R2", "R3")
    assert len(CARDS.activity) == 90
    for code in DECKS:
        deck = by_deck(code)
        assert len(deck) == 10
        assert sum(c.type == "town_crier" for c in deck) == 1
        assert {c.colour for c in deck} == {"YWR".index(code[0])}
    assert len(CARDS.criers) == 9


def test_TOU_1_2_TOU_1_3_colours_and_types():
    """TOU-1.2, TOU-1.3: three colours (yellow, white, red) and four activity types."""
    assert {c.type for c in CARDS.cards if c.kind == "activity"} == {"building", "character", "prestige_building",
                                                                      "town_crier"}
    assert tournay.cards.COLOURS == ("yellow", "white", "red")


def test_TOU_1_5_TOU_1_6_levels_hold_the_right_types():
    """TOU-1.5, TOU-1.6: level III decks hold only prestige buildings (and the crier); I/II none."""
    for code in DECKS:
        types = {c.type for c in by_deck(code)} - {"town_crier"}
        if code.endswith("3"):
            assert types == {"prestige_building"}
        else:
            assert types <= {"building", "character"} and "building" in types


def test_TOU_1_7_TOU_16_1_TOU_16_12_fifteen_labelled_stand_in_events():
    """TOU-1.7, TOU-16.1, TOU-16.12: 15 events, all stand-ins named 'Stand-in:' mapped onto EV-01..EV-15."""
    events = [CARDS.cards[i] for i in CARDS.events]
    assert len(events) == 15
    assert [e.id for e in events] == [f"EV-{n:02d}" for n in range(1, 16)]
    assert all(e.provenance == "stand-in" and e.name.startswith("Stand-in:") for e in events)


def test_TOU_16_13_stand_in_event_mix():
    """TOU-16.13, TOU-16.4, TOU-16.5: 5 per colour; 5 lose-money, 7 other harmful, 3 good; at most 2 per coin."""
    events = [CARDS.cards[i] for i in CARDS.events]
    assert Counter(e.colour for e in events) == {0: 5, 1: 5, 2: 5}
    assert sum(e.fight_class == "lose_money" for e in events) == 5
    assert sum(e.polarity == "positive" for e in events) == 3
    assert sum(e.polarity == "negative" and e.fight_class == "other" for e in events) == 7
    assert max(op[-1] for e in events for op in e.per_coin) <= 2


def test_TOU_16_8_TOU_16_9_TOU_16_10_event_fields_and_class_follow_the_effect():
    """TOU-16.8, TOU-16.9, TOU-16.10: per-coin effects use only event operations; the class follows LOSE_DENIERS."""
    for i in CARDS.events:
        e = CARDS.cards[i]
        assert e.per_coin and all(op[0] in EVENT_OPS for op in e.per_coin)
        assert (e.fight_class == "lose_money") == any(op[0] == "LOSE_DENIERS" for op in e.per_coin)
        assert not (e.polarity == "positive" and e.fight_class == "lose_money")
    bad = copy.deepcopy(CARDS.data)
    bad["events"][0]["fight_class"] = "other"  # EV-01 loses money
    with pytest.raises(JSONError, match=r"EV-01.*fight_class"):
        cards_from_data(bad)


def test_TOU_17_2_TOU_17_3_prestige_buildings_as_sourced():
    """TOU-17.2, TOU-17.3: all 27 level III cards by name and copies, with the sourced costs and rates."""
    prestige = Counter(c.name for c in CARDS.cards if c.type == "prestige_building")
    assert sum(prestige.values()) == 27
    assert prestige["Belfry"] == 1 and prestige["Mint"] == 2 and prestige["Cathedral"] == 1
    assert prestige["Pont des Trous"] == 1 and prestige["Tour Henry VIII"] == 2
    mint = CARDS.by_id["Y3-MINT"]
    assert (mint.cost.deniers, mint.scoring.left, mint.scoring.right, mint.scoring.unit) == (5, 2, 1,
                                                                                           ("DENIERS_PER", 4))
    cathedral = CARDS.by_id["W3-CATHEDRAL"]
    assert (cathedral.cost.deniers, cathedral.scoring.left, cathedral.scoring.right) == (20, 8, 0)
    assert CARDS.by_id["Y3-CITY-HALL"].cost.cards == 1
    assert CARDS.by_id["W3-SAINT-JACQUES"].cost.citizens == (0, 1, 0)


def test_TOU_17_4_TOU_17_5_red_one_and_architect_facts():
    """TOU-17.4, TOU-17.5: the known Red I cards cost 1 and show 1 point; the Architect is a yellow I character."""
    for cid in ("R1-ARSENAL", "R1-BALLISTA", "R1-BARRACKS", "R1-FORT", "R1-KNIGHT"):
        card = CARDS.by_id[cid]
        assert (card.cost.deniers, card.prestige, card.provenance in ("sourced", "partial")) == (1, 1, True)
    assert CARDS.by_id["R1-FORT"].copies == 2
    architect = CARDS.by_id["Y1-ARCHITECT"]
    assert (architect.colour, architect.level, architect.type) == (0, 1, "character")


def test_TOU_17_6_TOU_17_13_TOU_17_14_every_unknown_slot_is_a_labelled_stand_in():
    """TOU-17.6, TOU-17.13, TOU-17.14: 47 unknown level I/II slots become stand-ins or placed known cards."""
    level12 = [c for c in CARDS.defs if c.kind == "activity" and c.level < 3 and c.type != "town_crier"]
    assert sum(c.copies for c in level12) == 54
    unknown_slots = [c for c in level12 if "-U" in c.id]
    assert len(unknown_slots) == 47
    for card in unknown_slots:
        assert card.provenance in ("stand-in", "partial")
        if card.provenance == "stand-in":
            assert card.name.startswith("Stand-in:")
        else:
            assert {"colour", "level"} <= set(card.stand_in_fields)
    assert sum(c.provenance == "sourced" for c in level12) == 4  # Arsenal, Ballista, Barracks, Fort (x2)


def test_TOU_17_7_known_unplaced_cards_keep_their_sourced_effects():
    """TOU-17.7: Hospital gains 4 and Port uses another player's yellow building; their decks are stand-ins."""
    names = {c.name: c for c in CARDS.defs}
    assert names["Hospital"].activation == (("GAIN_DENIERS", 4),)
    assert names["Port"].activation == (("USE_OTHER_BUILDING", 0, "other_player"),)
    assert "level" in names["Port"].stand_in_fields


def test_TOU_17_8_TOU_17_9_TOU_17_10_cards_carry_one_structured_rule_field():
    """TOU-17.8, TOU-17.9, TOU-17.10: buildings have activations, characters triggers, prestige a scoring rule."""
    for card in CARDS.defs:
        if card.kind != "activity":
            continue
        assert (card.type == "building") == bool(card.activation)
        assert (card.type == "character") == (card.character is not None)
        assert (card.type == "prestige_building") == (card.scoring is not None)
        assert (card.type == "town_crier") == (card.cost is None)
    assert CARDS.by_id["R1-BALLISTA"].activation[0] == ("ADD_COINS", 2, 1)
    assert CARDS.by_id["R1-BARRACKS"].activation[0][0] == "OPTIONAL"


def test_TOU_17_11_TOU_17_12_scoring_units_and_unknown_printed_points():
    """TOU-17.11, TOU-17.12: every prestige unit is from the vocabulary; printed points of level III are unknown."""
    units = {c.scoring.unit[0] for c in CARDS.defs if c.scoring}
    assert units <= {"VISIBLE_CARDS", "VISIBLE_SETS", "CITIZENS_OWNED", "CITIZEN_SETS", "DENIERS_PER", "WALLS_BUILT",
                     "FLAT"}
    assert all(c.prestige is None for c in CARDS.defs if c.type == "prestige_building")


def test_TOU_17_15_TOU_17_16_TOU_17_17_TOU_17_18_stand_ins_follow_the_themes_and_pattern():
    """TOU-17.15..18: stand-ins cost 1/3 deniers and show 1/2 points; red ones act on events; 2-3 characters a deck."""
    red_event_ops = {"COMBAT_EVENT", "ADD_COINS", "TRIGGER_EVENTS", "REMOVE_TOKEN", "PLACE_TOKEN"}
    for code in ("Y1", "Y2", "W1", "W2", "R1", "R2"):
        deck = by_deck(code)
        assert 2 <= sum(c.type == "character" for c in deck) <= 3
        for card in deck:
            if card.provenance == "stand-in":
                level = int(code[1])
                assert (card.cost.deniers, card.prestige) == ({1: 1, 2: 3}[level], {1: 1, 2: 2}[level])
    red_ops = {op[0] for c in by_deck("R2") for op in c.activation}
    assert red_ops & red_event_ops
    white_ops = {op[0] for c in by_deck("W1") + by_deck("W2") for op in c.activation}
    assert "STAND_UP_CITIZENS" in white_ops
    yellow_ops = {op[0] for c in by_deck("Y1") + by_deck("Y2") for op in c.activation}
    assert {"GAIN_DENIERS", "DRAW_CARD"} <= yellow_ops


def test_TOU_17_19_TOU_17_20_red_prestige_stand_in_fields():
    """TOU-17.19, TOU-17.20: red prestige stand-in costs and rates; Tour d'Arras counts each white/yellow building."""
    vigne = CARDS.by_id["R3-PORTE-DE-LA-VIGNE"]
    assert (vigne.cost.deniers, vigne.cost.cards, vigne.scoring.left, vigne.scoring.right) == (2, 1, 2, 1)
    assert CARDS.by_id["R3-TOUR-SAINT-GEORGES"].cost.citizens == (0, 0, 1)
    arras = CARDS.by_id["R3-TOUR-DARRAS"]
    assert arras.scoring.unit == ("VISIBLE_CARDS", (0, 1), ("building",)) and arras.scoring.pairs_option
    assert "scoring.left" in CARDS.by_id["R3-TOUR-HENRY-VIII"].stand_in_fields


def test_TOU_1_16_TOU_0_2_TOU_0_3_TOU_2_13_only_basic_cards_ship():
    """TOU-1.16, TOU-0.2, TOU-0.3, TOU-2.13: no expansion card (Catapult) in the set; the advanced game uses it too."""
    assert "Catapult" not in {c.name for c in CARDS.defs}
    advanced = tournay.new_game(players=2, seed=0, variant="advanced")
    assert advanced.cfg.cards.text.startswith(CARDS.text)


def test_shipped_file_is_what_the_builder_makes_from_the_spec():
    """TOU-17.13: cards.json is the builder's output from tournay-cards.yaml plus the stand-in tables."""
    yaml = pytest.importorskip("yaml")
    spec = next((p for p in SPEC_YAML if p.exists()), None)
    if spec is None:
        pytest.skip("the spec's tournay-cards.yaml is not beside this checkout")
    sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[2] / "tools"))
    from build_tournay_cards import build
    assert build(yaml.safe_load(spec.read_text(encoding="utf-8"))) == json.loads(SHIPPED.read_text(encoding="utf-8"))


def test_load_cards_accepts_a_corrected_file_and_the_state_round_trips(tmp_path):
    """TOU-17.8: a user's corrected file loads, plays, and a state using it survives to_json/from_json."""
    data = copy.deepcopy(CARDS.data)
    data["activity"][1]["cost"] = {"deniers": 2}  # Y1-ARCHITECT, say the printed cost is 2
    path = tmp_path / "cards.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    cards = load_cards(path)
    assert cards.by_id["Y1-ARCHITECT"].cost.deniers == 2
    st = tournay.new_game(players=2, seed=1, cards=cards)
    assert tournay.from_json(st.to_json()).to_json() == st.to_json()
    assert tournay.from_json(st.to_json()).cfg.cards.by_id["Y1-ARCHITECT"].cost.deniers == 2


@pytest.mark.parametrize(("change", "message"), [
    (lambda d: d["activity"][2].update(cost={"deniers": -1}), "Y1-U01: cost.deniers"),
    (lambda d: d["activity"][2].update(name="Market Stall"), "Y1-U01: name"),
    (lambda d: d["activity"][2]["activation"][0].update(op="STEAL"), "Y1-U01: activation.*unknown operation"),
    (lambda d: d["activity"][2].update(colour="blue"), "Y1-U01: colour"),
    (lambda d: d["activity"].pop(2), "deck Y1: holds 9 cards"),
    (lambda d: d["events"][3].update(polarity="negative"), "EV-04: polarity"),
    (lambda d: d["activity"][2].pop("activation"), "Y1-U01: activation"),
    (lambda d: d.update(format="v0"), "cards.format"),
])
def test_bad_card_files_are_rejected_naming_card_and_field(change, message):
    """TOU-17.8, TOU-17.14: an invalid card file is refused with the card id and the field in the message."""
    data = copy.deepcopy(CARDS.data)
    change(data)
    with pytest.raises(JSONError, match=message):
        cards_from_data(data)
    with pytest.raises(JSONError):
        load_cards(json.dumps(data))
