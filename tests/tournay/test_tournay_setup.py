"""Scope, components and setup (TOU-0, TOU-1, TOU-2), the rule registry and the options (TOU-0.5 .. TOU-0.8)."""

from __future__ import annotations

import pathlib
import re

import pytest
from tournay_helpers import fx_position

from rulebook import OptionError, tournay
from rulebook.core import CHANCE
from rulebook.tournay import action as act
from rulebook.tournay.options import PHYSICAL_DENIERS, PHYSICAL_TOKENS
from rulebook.tournay.render import render_svg

SPEC = next((p / "shared" / "rules" / "tournay.md" for p in pathlib.Path(__file__).resolve().parents
             if (p / "shared" / "rules" / "tournay.md").exists()), None)


def test_TOU_0_1_TOU_1_9_two_to_four_players():
    """TOU-0.1, TOU-1.9: 2, 3 or 4 players; anything else is refused naming the allowed counts."""
    assert tournay.PLAYERS == (2, 3, 4)
    for n in (2, 3, 4):
        assert tournay.new_game(players=n, seed=0).num_players == n
    with pytest.raises(OptionError, match="2, 3, 4"):
        tournay.new_game(players=5)


def test_TOU_2_1_TOU_2_7_TOU_2_8_TOU_1_8_setup_numbers():
    """TOU-2.1, TOU-2.7, TOU-2.8, TOU-1.8, TOU-0.9.5, TOU-0.9.9, TOU-0.9.10: stock 3 per colour, 6 deniers and
    2 citizens of each colour on each plaza, the rest of the money in the supply."""
    st = tournay.new_game(players=3, seed=5)
    assert st.stock == (3, 3, 3)
    for p in st.players:
        assert (p.money, p.avail, p.used, p.hand, p.walls) == (6, (2, 2, 2), (0, 0, 0), (), ())
        assert not any(p.stacks)
    assert st.supply_deniers == PHYSICAL_DENIERS - 18
    assert st.supply_tokens == PHYSICAL_TOKENS


def test_TOU_1_10_TOU_2_2_eleven_citizens_per_colour_rest_in_the_box():
    """TOU-1.10, TOU-2.2: at most 11 citizens of a colour; those not set out stay in the box."""
    st = tournay.new_game(players=4, seed=0)
    in_play = st.stock[0] + sum(p.owned()[0] for p in st.players)
    assert in_play == 11
    assert tournay.new_game(players=2, seed=0).stock[0] + 4 == 7  # 4 of 11 yellow stay in the box
    with pytest.raises(OptionError, match="11 citizens"):
        tournay.new_game(players=4, seed=0, stock_citizens_per_colour=5)


def test_TOU_1_11_TOU_1_12_TOU_1_13_TOU_1_14_TOU_1_15_supplies_unlimited_unless_limited():
    """TOU-1.11 .. TOU-1.15: 175 deniers and 20 tokens in the box; the engine counts them but only caps them when a
    limit is set."""
    assert PHYSICAL_DENIERS == 30 + 45 + 100 and PHYSICAL_TOKENS == 20
    poor = tournay.position(seats={"P1": {"money": 0, "standing": (2, 0, 0)}, "P2": {"money": 12}},
                            deniers_supply_limit=13)
    assert poor.supply_deniers == 1
    after = poor.apply(act("earn", "yellow", 2))
    assert after.deniers("P1") == 1 and after.supply_deniers == 0   # only 1 denier was left
    rich = tournay.position(seats={"P1": {"money": 0, "standing": (2, 0, 0)}})
    assert rich.apply(act("earn", "yellow", 2)).deniers("P1") == 4
    st = tournay.new_game(players=2, seed=0, token_supply_limit=0)
    assert st.supply_tokens == 0


def test_TOU_2_3_TOU_2_4_decks_start_face_down_and_unordered():
    """TOU-2.3, TOU-2.4: every deck starts face down; its order is decided draw by draw (a chance node)."""
    st = tournay.new_game(players=2, seed=0)
    assert all(d.face_up == -1 and len(d.unknown) == 10 and not d.bottom for d in st.decks)
    st = st.apply(act("draw", "Y1"))
    while st.current_player != CHANCE:
        st = st.apply(st.legal_actions()[0])
    outcomes = st.chance_outcomes()
    assert len(outcomes) == 10 and all(abs(p - 0.1) < 1e-12 for _, p in outcomes)


def test_TOU_2_5_TOU_2_6_three_events_without_coins_from_the_seed():
    """TOU-2.5, TOU-2.6: three events face up, slots 1-3, no coins; the seed fixes which, the rest is a deck."""
    a, b = tournay.new_game(players=2, seed=11), tournay.new_game(players=2, seed=11)
    assert a.queue == b.queue and len(a.queue) == 3 and a.coins == (0, 0, 0)
    assert len(a.event_deck.unknown) == 12
    queues = {tournay.new_game(players=2, seed=s).queue for s in range(20)}
    assert len(queues) > 10


def test_TOU_2_9_TOU_2_10_start_player_random_or_named():
    """TOU-2.9, TOU-2.10: the seeded generator picks the start player unless one is named; it never changes."""
    starts = {tournay.new_game(players=4, seed=s).start_player for s in range(40)}
    assert starts == {0, 1, 2, 3}
    st = tournay.new_game(players=3, seed=2, start_player=2)
    assert (st.start_player, st.current_player) == (2, 2)
    with pytest.raises(OptionError):
        tournay.new_game(players=2, start_player=3)


def test_TOU_2_11_TOU_0_4_advanced_setup():
    """TOU-2.11, TOU-0.4: advanced game: 5 per colour in the stock, 1 per colour on each plaza."""
    st = tournay.new_game(players=4, seed=0, variant="advanced")
    assert st.stock == (5, 5, 5)
    assert all(p.avail == (1, 1, 1) and p.money == 6 for p in st.players)
    assert tournay.new_game(players=2, seed=0, variant="advanced", stock_citizens_per_colour=4).stock == (4, 4, 4)


def test_TOU_2_12_TOU_3_1_turns_go_clockwise_by_seat_number():
    """TOU-2.12, TOU-3.1: after a seat's turn the next seat number plays, wrapping around."""
    st = tournay.new_game(players=3, seed=0, start_player=2)
    order = []
    for _ in range(4):
        order.append(st.current_player)
        st = st.apply(act("gather"))
    assert order == [2, 0, 1, 2]


def test_TOU_3_6_hidden_hands_in_a_players_view():
    """TOU-3.6: hands are hidden from others (the renderer's player view shows only their sizes)."""
    st = tournay.position(seats={"P1": {"hand": ["R1-FORT"]}})
    assert "Fort" in render_svg(st) and "1 hidden card" in render_svg(st, hide_hands=True)
    assert "Fort" not in render_svg(st, hide_hands=True).split("hand:")[1].split("</svg>")[0].split("P2")[0] \
        .replace("hidden", "")


def test_TOU_0_5_TOU_0_6_registry_holds_every_spec_rule_with_its_tag():
    """TOU-0.5, TOU-0.6, TOU-0.8: every rule ID of the spec is in RULES once, tagged as in the spec."""
    assert len(tournay.RULES) == 210
    assert all(r.tag in ("seed", "sourced", "ruling") for r in tournay.RULES)
    if SPEC is None:
        pytest.skip("the spec is not beside this checkout")
    spec = dict(re.findall(r"^- \*\*(TOU-[0-9.]+)\*\* \[(seed|sourced|ruling)", SPEC.read_text(), re.M))
    assert set(spec) == set(tournay.RULES.ids)
    assert {r.id: r.tag for r in tournay.RULES} == spec


def test_TOU_0_7_every_configuration_key_is_an_option_with_the_spec_default():
    """TOU-0.7: the §CFG keys are options whose defaults are the spec's numbers."""
    defaults = {name: opt.default for name, opt in tournay.OPTIONS.items()}
    expected = {"stock_citizens_per_colour": 3, "start_citizens_per_colour": 2, "start_deniers": 6, "queue_size": 3,
                "start_player": "random", "deniers_supply_limit": None, "token_supply_limit": None,
                "district_rows": 3, "district_cols": 3, "district_grid_mode": "floating",
                "replace_discards": "whole_stack", "duplicate_prestige_check": "visible_and_covered",
                "cost_citizen_destination": "stock", "cost_citizen_state": "available", "borrow_fee": 2,
                "borrow_fee_recipient": "owner", "draw_citizens_by_level": {"I": 1, "II": 2, "III": 3},
                "event_coin_capacity": 3, "crier_coins_per_event": 1, "fight_min_coins": 1,
                "fight_lose_money_citizens": 2, "fight_other_citizens": 1, "fight_other_extra_deniers": 1,
                "earn_per_citizen": 2, "gather_clears_grey_tokens": True, "hand_limit": 4,
                "end_turn_walls_only_if_over_limit": False, "condition1_spaces": 9, "condition1_min_prestige": 2,
                "condition1_players_alone": 2, "crier_threshold_offset": 1, "max_turns": 400,
                "prestige_cap_per_building": 12, "wall_prestige": 1, "tiebreak": ["deniers", "shared"],
                "unknown_printed_prestige": 0, "standin_cost_by_level": {"I": 1, "II": 3},
                "standin_prestige_by_level": {"I": 1, "II": 2}, "tour_darras_unit": "each",
                "standin_event_profile": "spec", "variant": "intro", "final_card_optional": False}
    for name, value in expected.items():
        assert defaults[name] == value, name
    with pytest.raises(OptionError, match="known options"):
        tournay.new_game(players=2, no_such=1)
    with pytest.raises(OptionError, match="hand_limit"):
        tournay.new_game(players=2, hand_limit=-1)


def test_standin_options_change_the_stand_in_cards_only():
    """TOU-17.18, TOU-16.13: stand-in keys reprice stand-ins and soften stand-in events, not sourced cards."""
    st = tournay.new_game(players=2, seed=0, standin_cost_by_level={"I": 2, "II": 4},
                          standin_event_profile="gentle")
    cards = st.cfg.cards
    assert cards.by_id["Y1-U01"].cost.deniers == 2 and cards.by_id["R1-FORT"].cost.deniers == 1
    assert cards.by_id["EV-02"].per_coin == (("LOSE_DENIERS", 1),)
    assert tournay.from_json(st.to_json()).cfg.cards.by_id["Y1-U01"].cost.deniers == 2


def test_TOU_0_9_1_TOU_0_9_11_TOU_0_9_12_TOU_0_9_13_terms():
    """TOU-0.9.1, TOU-0.9.11, TOU-0.9.12, TOU-0.9.13: deniers sit with players, on events or in the supply; the
    queue holds face-up events with coins; a fought event becomes a wall in hand and then on the wall pile; owned
    citizens are available, used and seated ones, never the stock's."""
    st = fx_position(seats={"P1": {"money": 9, "standing": (1, 0, 2), "lying": (1, 1, 0),
                                   "district": {(0, 0): "R1-FORT"}, "on_buildings": {(0, 0): "citizen"}},
                            "P2": {"standing": (0, 0, 0)}}, events=["FX-DAMAGE", "FX-LOSE", None], coins=[2, 1, 0])
    total = sum(p.money for p in st.players) + sum(st.coins) + st.supply_deniers
    assert total == st.cfg.deniers_total
    assert [st.cards.by_id[cid].kind for cid, _ in st.event_row() if cid] == ["event", "event"] and st.coins[0] == 2
    assert st.plaza("P1").owned == (2, 1, 3) and sum(st.stock) == 9
    st = st.apply(act("fight", 0)).apply(act("reveal_event", "EV-05"))
    assert "FX-DAMAGE" in st.hand("P1")
    st = st.apply(act("wall", "FX-DAMAGE"))
    assert st.walls("P1") == ["FX-DAMAGE"]
