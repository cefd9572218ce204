"""Every card operation of the effect vocabulary (TOU-17.10), run on real positions."""

from __future__ import annotations

from tournay_helpers import fx_position

from rulebook.tournay import action as act
from rulebook.tournay.state import Draft


def run_ops(st, *ops, seat=0):
    """Queue `ops` for `seat` on top of the position's pending steps and run until a decision."""
    draft = Draft(st)
    draft.tasks.append(("ops", seat, ops, "card"))
    draft.settle()
    return draft.freeze()


def test_TOU_17_10_money_and_optional_groups():
    """TOU-17.10: GAIN/PAY deniers; OPTIONAL can be declined, and is skipped when it cannot be paid in full."""
    st = fx_position(seats={"P1": {"money": 3}})
    assert run_ops(st, ("GAIN_DENIERS", 2), ("PAY_DENIERS", 4)).deniers("P1") == 1
    opt = run_ops(st, ("OPTIONAL", (("PAY_DENIERS", 3), ("GAIN_DENIERS", 5))))
    assert opt.legal_actions() == (act("accept"), act("decline"))
    assert opt.apply(act("accept")).deniers("P1") == 5
    assert opt.apply(act("decline")).deniers("P1") == 3
    skipped = run_ops(st, ("OPTIONAL", (("PAY_DENIERS", 4),)))
    assert skipped.phase == st.phase and skipped.deniers("P1") == 3


def test_TOU_17_10_draw_card_and_combat_event():
    """TOU-17.10: DRAW_CARD uses the normal draw; COMBAT_EVENT with extra_cost=fight pays coins + 1."""
    st = fx_position(seats={"P1": {"money": 5}}, events=["FX-DAMAGE", "FX-LOSE", None], coins=[2, 0, 0],
                     decks={"W1": {"top": ["W1-U02", "W1-U03"]}})
    drawn = run_ops(st, ("DRAW_CARD", "W1", "normal"))
    assert drawn.legal_args("keep") == [("W1-U02",), ("W1-U03",)]
    fought = run_ops(st, ("COMBAT_EVENT", 1, "fight"))
    assert fought.deniers("P1") == 2 and "FX-DAMAGE" in fought.hand("P1")
    poor = run_ops(fx_position(seats={"P1": {"money": 2}}, events=["FX-DAMAGE", None, None], coins=[2, 0, 0]),
                   ("COMBAT_EVENT", 1, "fight"))
    assert poor.hand("P1") == []


def test_TOU_17_10_add_coins_and_trigger_events():
    """TOU-17.10: ADD_COINS respects capacity; TRIGGER_EVENTS(all) sets off every queue event."""
    st = fx_position(seats={"P1": {"money": 5}, "P2": {"money": 5}}, events=["FX-GAIN", "FX-LOSE", None],
                     coins=[3, 1, 0])
    added = run_ops(st, ("ADD_COINS", 2, 1), ("TRIGGER_EVENTS", "chosen", "others", "all"))
    added = added.apply(act("choose_events", (0, 1)))
    assert added.coins[:2] == (3, 2)
    assert [p.money for p in added.players] == [8, 8 - 4]
    everyone = run_ops(st, ("TRIGGER_EVENTS", "all", "all", "all"))
    assert [p.money for p in everyone.players] == [5 + 3 - 2, 5 + 3 - 2]


def test_TOU_17_10_use_another_players_building():
    """TOU-17.10: USE_OTHER_BUILDING (Port) runs a visible building of another player without occupying it."""
    st = fx_position(seats={"P1": {"money": 0, "district": {(0, 0): "Y1-U02"}},
                            "P2": {"district": {(0, 0): "Y2-U04", (0, 1): "Y1-U01", (1, 0): "R1-FORT"}}})
    chosen = run_ops(st, ("USE_OTHER_BUILDING", 0, "other_player"))
    assert chosen.legal_args("use_building") == [(1, 0, 0), (1, 0, 1)]
    done = chosen.apply(act("use_building", 1, 0, 0))
    assert done.deniers("P1") == 5 and done.occupant("P2", (0, 0)) == "none"


def test_TOU_17_10_tokens_on_and_off():
    """TOU-17.10: REMOVE_TOKEN clears one of your tokens; PLACE_TOKEN damages another player's free building."""
    st = fx_position(seats={"P1": {"district": {(0, 0): "R1-FORT", (0, 1): "R1-ARSENAL"},
                                   "on_buildings": {(0, 0): "damage", (0, 1): "damage"}},
                            "P2": {"district": {(0, 0): "W1-U02", (0, 1): "W1-U03"}, "on_buildings": {(0, 1): "grey"}}})
    tokens = st.supply_tokens
    removed = run_ops(st, ("REMOVE_TOKEN", "damage", "own"))
    assert removed.legal_args("remove_token") == [(0, 0), (0, 1)]
    removed = removed.apply(act("remove_token", 0, 1))
    assert removed.occupant("P1", (0, 1)) == "none" and removed.supply_tokens == tokens + 1
    placed = run_ops(st, ("PLACE_TOKEN", "damage", "other_player"))
    assert placed.occupant("P2", (0, 0)) == "damage" and placed.supply_tokens == tokens - 1


def test_TOU_17_10_modify_cost_discounts_placements_in_its_lines():
    """TOU-17.10: MODIFY_COST (the stand-in Master Builder) lowers the price of matching cards in its lines."""
    st = fx_position(seats={"P1": {"money": 4, "hand": ["Y3-MINT"], "district": {(1, 1): "Y2-U02"}}})
    st = st.apply(act("play", "Y3-MINT"))
    assert (1, 0) in st.legal_args("place") and (0, 0) not in st.legal_args("place")
    assert st.apply(act("place", 1, 0)).deniers("P1") == 0
