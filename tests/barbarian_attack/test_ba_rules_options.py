"""The rule registry, editions, options and the data files (CBA-0, CBA-18)."""

from __future__ import annotations

import json
import pathlib
import re

import pytest

from rulebook import OptionError
from rulebook import barbarian_attack as ba
from rulebook.barbarian_attack import board as G
from rulebook.barbarian_attack.board import BOARD
from rulebook.barbarian_attack.cards import DEFAULT_CARDS, card_kind
from rulebook.barbarian_attack.phases.battles import die_orientation
from rulebook.barbarian_attack.pieces import RESOURCES

SPEC = pathlib.Path("/work/shared/rules/catan-barbarian-attack.md")


def test_CBA_0_4_every_rule_has_a_tag_title_and_text():
    assert len(ba.RULES) == 227
    for rule in ba.RULES:
        assert rule.tag in ("seed", "sourced", "ruling"), rule.id
        assert rule.title and len(rule.text) > 10


@pytest.mark.skipif(not SPEC.exists(), reason="the specification is not on this machine")
def test_registry_holds_exactly_the_specification_rule_ids_and_tags():
    text = SPEC.read_text()
    found = re.findall(r"^\s*- \*\*(CBA-[0-9]+\.[0-9]+[a-z0-9]*)\*\*(.*)$", text, re.M)
    assert {rid for rid, _ in found} == set(ba.RULES.ids)
    for rid, rest in found:
        tag = re.findall(r"\[(seed|sourced|ruling)", rest)
        if tag:
            assert ba.RULES[rid].tag == tag[-1], rid


def test_CBA_0_1_scope_three_or_four_players_plus_the_three_addons():
    assert ba.PLAYERS == (2, 3, 4) and ba.DEFAULT_PLAYERS == 4
    with pytest.raises(OptionError, match="players"):
        ba.new_game(players=5)
    for name in ("two_player", "event_cards", "harbormaster"):
        assert name in ba.OPTIONS
    with pytest.raises(OptionError, match="two-player"):
        ba.new_game(players=3, two_player=True)
    with pytest.raises(OptionError, match="event_cards"):
        ba.new_game(players=2, event_cards=True)


def test_CBA_0_2_0_2a_editions_classic_by_default_and_2025():
    # Rules: CBA-0.2, CBA-0.2a
    classic, modern = ba.new_game(seed=1), ba.new_game(seed=1, edition="2025")
    assert classic.cfg.edition == "classic" and classic.cfg.options["barbarians_total"] == 30
    assert modern.cfg.options["barbarians_total"] == 36 and modern.barb_supply == 34
    assert [die_orientation("classic", f) for f in range(1, 7)] == [0, 1, 2, 0, 1, 2]
    assert [die_orientation("2025", f) for f in range(1, 7)] == [0, 1, 2, 2, 1, 0]
    assert BOARD["editions"]["2025"]["card_names"]["free_knight"] == "Swift Knight"
    assert modern.cfg.options["two_player_foreign_knight_entry"] == "once"
    assert ba.new_game(players=2, edition="2025").cfg.options["two_player_missed_prisoner_compensation"] == \
        "2_gold_1_token"


def test_CBA_0_2b_cards_are_known_by_function_under_every_printed_name():
    assert card_kind("Black Knight") == card_kind("Swift Knight") == "free_knight"
    assert card_kind("Intrigue") == card_kind("capture") == card_kind("CAPTURE") == "capture"
    with pytest.raises(ValueError, match="known names"):
        card_kind("Monopoly")
    assert "Swift Knight" in ba.new_game(seed=0, edition="2025")._repr_svg_()


def test_CBA_0_3_every_ruling_number_is_an_option_with_the_spec_default():
    defaults = {name: opt.default for name, opt in ba.OPTIONS.items()}
    expected = {"edition": "classic", "barbarians_total": None, "hand_limit": 7, "seven_order": "discard_then_steal",
                "resource_to_gold": {"bank": 4, "generic_harbour_3_1": 3, "specific_harbour_2_1": None},
                "gold_bank_limit": None, "city_upgrade_next_to_conquered_hex": False, "harbour_types": "shuffled",
                "knighthood_without_free_castle_path": "card_lost", "treason_shortfall": "do_as_much_as_possible",
                "knights_may_pass_over_castle_paths": True, "stranded_castle_knight": "stays", "rolloff_dice": 1,
                "victory_target": None, "victory_check_before_landing": True,
                "two_player_foreign_knight_entry": None, "two_player_missed_prisoner_compensation": None}
    for name, value in expected.items():
        assert defaults[name] == value, name
    settled = ba.new_game(seed=0).cfg.options
    assert (settled["barbarians_total"], settled["victory_target"]) == (30, 12)
    with pytest.raises(OptionError, match="no option"):
        ba.new_game(robber=True)
    with pytest.raises(OptionError, match="rolloff_dice"):
        ba.new_game(rolloff_dice=3)
    with pytest.raises(OptionError, match="harbour_types"):
        ba.new_game(harbour_types=["generic"] * 9)


def test_CBA_0_5_gold_is_not_a_resource_card():
    assert RESOURCES == ("brick", "lumber", "wool", "grain", "ore")
    s = ba.new_game(seed=0)
    assert len(s.hands[0]) == 5 and s.gold == (0, 0, 0, 0)


def test_CBA_0_6_the_shipped_data_agrees_with_the_rule_text():
    data = json.loads((pathlib.Path(ba.__file__).parent / "board.json").read_text())
    numbers = [h["number"] for h in data["hexes"]]
    assert numbers == [3, 8, None, 9, 4, 5, 10, 12, 6, 10, 8, 11, 4, 9, 3, 5, None, 6, 2]
    assert data["terrain_pools"]["outer"] == {"forest": 2, "hills": 2, "pasture": 3, "mountains": 1, "fields": 2}
    assert data["terrain_pools"]["inner"] == {"forest": 1, "hills": 1, "pasture": 1, "mountains": 2, "fields": 2}
    assert data["costs"]["city"] == {"grain": 2, "ore": 3}
    assert data["pieces_per_player"] == {"roads": 15, "settlements": 5, "cities": 4, "knights": 6}
    assert dict(zip(DEFAULT_CARDS.dev_ids, DEFAULT_CARDS.dev_counts)) == {
        "knighthood": 14, "free_knight": 4, "treason": 4, "capture": 4}
    assert data["battle_order"] == list(G.BATTLE_ORDER)
