"""The town crier, walls and event effects (TOU-7, TOU-16)."""

from __future__ import annotations

from tournay_helpers import fx_position

from rulebook.tournay import action as act
from rulebook.tournay.state import Draft

CRIER_Y1 = {"Y1": {"top": ["Y1-U01", "Y1-CRIER", "Y1-U03"]}}


def crier(seats, events, coins, **kw):
    """P1 draws Yellow I and meets the crier; returns the state once P1 has kept Y1-U01."""
    st = fx_position(seats=seats, events=events, coins=coins, decks=CRIER_Y1, **kw)
    st = st.apply(act("draw", "Y1"))
    if st.phase == "citizens":
        st = st.apply(st.legal_actions()[0])
    return st.apply(act("keep", "Y1-U01"))


def test_TOU_7_1_TOU_7_2_crier_after_the_card_is_chosen_then_under_its_deck():
    """TOU-7.1, TOU-7.2: the crier acts after the card is kept, then lies rotated under its deck and counts."""
    st = crier({"P2": {"standing": (0, 0, 0)}}, ["FX-GAIN", None, None], [0, 0, 0])
    texts = [e.text for e in st.log]
    assert texts.index(next(t for t in texts if t.startswith("keeps"))) < texts.index(
        next(t for t in texts if "town crier from Y1" in t))
    assert st.criers == 1 and st.deck("Y1").spent_crier == "Y1-CRIER"


def test_TOU_7_3_TOU_7_5_one_coin_per_event_up_to_capacity():
    """TOU-7.3, TOU-7.5: each queue event gets one coin from the supply; a full event gets none but still acts."""
    st = fx_position(seats={"P2": {"standing": (0, 0, 0)}}, events=["FX-GAIN", "FX-DAMAGE", None], coins=[3, 0, 0],
                     decks=CRIER_Y1)
    supply = st.supply_deniers
    st = st.apply(act("draw", "Y1")).apply(act("keep", "Y1-U01"))
    assert st.coins == (3, 1, 0)
    assert st.deniers("P1") == 6 + 3 and st.deniers("P2") == 6 + 3
    assert st.supply_deniers == supply - 1 - 6
    roomy = fx_position(seats={"P2": {"standing": (0, 0, 0)}}, events=["EV-10", None, None], coins=[3, 0, 0],
                        decks=CRIER_Y1, event_coin_capacity=None, crier_coins_per_event=2)
    roomy = roomy.apply(act("draw", "Y1")).apply(act("keep", "Y1-U01"))
    assert roomy.coins[0] == 5


def test_TOU_7_4_TOU_16_3_TOU_16_11_every_event_hits_everyone_once_per_coin():
    """TOU-7.4, TOU-16.3, TOU-16.11: each event applies coin by coin to every player."""
    st = crier({"P1": {"money": 10}, "P2": {"money": 10, "standing": (0, 0, 0)}}, ["FX-LOSE", None, None], [2, 0, 0])
    assert [p.money for p in st.players] == [4, 4]
    lost = [e.text for e in st.log if e.player == 1 and "loses" in e.text]
    assert lost == ["loses 2 denier(s)"] * 3


def test_TOU_7_6_TOU_7_7_TOU_7_9_one_wall_cancels_one_event_for_its_builder():
    """TOU-7.6, TOU-7.7, TOU-7.9: a wall from hand cancels one chosen event for its builder, lies beside the
    district; any wall card stops any event, one per event."""
    st = fx_position(seats={"P1": {"money": 10, "hand": ["FX-GAIN", "EV-05"]},
                            "P2": {"money": 10, "standing": (0, 0, 0)}}, events=["FX-LOSE", None, None],
                     coins=[1, 0, 0], decks=CRIER_Y1)
    st = st.apply(act("draw", "Y1")).apply(act("keep", "Y1-U01"))
    assert st.legal_args("wall") == [("EV-05",), ("FX-GAIN",)]
    st = st.apply(act("wall", "FX-GAIN"))
    assert st.deniers("P1") == 10 and st.deniers("P2") == 6
    assert st.walls("P1") == ["FX-GAIN"] and "EV-05" in st.hand("P1")
    assert st.phase != "event_walls"  # no second wall against the same event


def test_TOU_7_8_slot_order_and_walls_decided_just_before_each_event():
    """TOU-7.8: events resolve slot by slot; wall decisions come before each, seat order from the active player."""
    st = fx_position(seats={"P1": {"money": 5, "hand": ["EV-05"]}, "P2": {"money": 5, "hand": ["EV-06"]}},
                     events=["FX-GAIN", "FX-LOSE", None], coins=[0, 0, 0], decks=CRIER_Y1, active="P2")
    st = st.apply(act("draw", "Y1")).apply(act("citizens", (0, 1)))
    st = st.apply(act("keep", "Y1-U01"))
    assert (st.current_player, st.tasks[-1][1]) == (1, 0)   # slot 1 first, active player P2 first
    st = st.apply(act("no_wall"))
    assert (st.current_player, st.tasks[-1][1]) == (0, 0)
    st = st.apply(act("no_wall"))
    assert [p.money for p in st.players] == [6, 6]          # FX-GAIN already paid before slot 2 is decided
    assert (st.current_player, st.tasks[-1][1]) == (1, 1)


def test_TOU_7_10_coins_stay_on_events_after_they_act():
    """TOU-7.10: after resolving, events keep their coins."""
    st = crier({"P2": {"standing": (0, 0, 0)}}, ["FX-GAIN", "FX-LOSE", None], [1, 2, 0])
    assert st.coins == (2, 3, 0)


def test_TOU_7_11_walls_only_at_the_allowed_moments():
    """TOU-7.11: no wall in step A or B; walls at the end of one's own turn, against events, or at the end."""
    st = fx_position(seats={"P1": {"hand": ["FX-GAIN", "R1-FORT"]}})
    assert not st.legal_args("wall")
    st = st.apply(act("no_card"))
    assert not st.legal_args("wall") and "TOU-7.11" in st.explain(act("wall", "FX-GAIN")).rule_ids
    st = st.apply(act("gather"))
    assert st.phase == "end_walls" and st.legal_args("wall") == [("FX-GAIN",)]


def test_TOU_7_12_effects_go_as_far_as_they_can_and_the_victim_chooses():
    """TOU-7.12, TOU-16.10: a player with 1 denier loses 1; the damaged player picks which building is hit."""
    st = crier({"P1": {"money": 1, "district": {(0, 0): "R1-FORT", (0, 1): "R1-ARSENAL"}},
                "P2": {"money": 0, "standing": (0, 0, 0)}}, ["FX-LOSE", "FX-DAMAGE", None], [0, 0, 0])
    assert st.deniers("P1") == 0
    assert st.current_player == 0 and st.legal_args("token_on") == [(0, 0), (0, 1)]
    st = st.apply(act("token_on", 0, 1))
    assert (st.occupant("P1", (0, 0)), st.occupant("P1", (0, 1))) == ("none", "damage")


def test_TOU_16_10_citizen_and_card_operations():
    """TOU-16.10: lay down, lose and stand up citizens, grey tokens, discards and recruits, each per coin."""
    def run(op, seat=None, **kw):
        seat = seat or {"standing": (2, 1, 0), "lying": (1, 0, 2), "hand": ["R1-FORT", "R1-FORT"],
                        "district": {(0, 0): "W1-U02", (0, 1): "R1-BARRACKS"}, "on_buildings": {(0, 1): "citizen"}}
        st = fx_position(seats={"P1": seat}, **kw)
        draft = Draft(st)
        draft.tasks.append(("ops", 0, (op,), "event"))
        draft.settle()
        return draft.freeze()

    assert run(("LAY_DOWN_CITIZENS", 0, 1)).plaza("P1").standing == (1, 1, 0)
    assert run(("STAND_UP_CITIZENS", 2, 2)).plaza("P1").lying == (1, 0, 0)
    lose = run(("LOSE_CITIZENS", 2, 3))  # 2 used + 1 on Barracks
    assert lose.plaza("P1").owned[2] == 0 and lose.stock[2] == 6
    assert run(("GREY_BUILDINGS", -1, 1)).occupant("P1", (0, 0)) == "grey"
    assert len(run(("DISCARD_CARDS", 1)).hand("P1")) == 1
    assert run(("TAKE_CITIZENS_FROM_STOCK", 1, 5)).plaza("P1").standing == (2, 4, 0)
    chooser = run(("LAY_DOWN_CITIZENS", -1, 1))
    assert chooser.phase == "choose" and chooser.legal_args("lay_down") == [("yellow",), ("white",)]


def test_TOU_16_2_TOU_16_4_fight_colour_and_class_on_each_event():
    """TOU-16.2, TOU-16.4: events show a fight colour; the lose-money class needs two citizens of it."""
    st = fx_position(seats={"P1": {"standing": (1, 0, 2)}, "P2": {"standing": (0, 0, 0)}},
                     events=["EV-11", "EV-13", None], coins=[1, 1, 0])
    assert st.legal_args("fight") == [(0,), (1,)]   # both red; Norman Raid takes 2 red, Siege 1 red + 2 deniers
    one_red = fx_position(seats={"P1": {"standing": (1, 0, 1)}, "P2": {"standing": (0, 0, 0)}},
                          events=["EV-11", "EV-13", None], coins=[1, 1, 0])
    assert one_red.legal_args("fight") == [(1,)]


def test_TOU_16_5_TOU_16_6_TOU_16_7_cards_drive_events_and_coins_raise_stakes():
    """TOU-16.5, TOU-16.6, TOU-16.7: Ballista makes good events help everyone and bad ones hurt only others; each
    coin makes an event both stronger and dearer to fight."""
    st = fx_position(seats={"P1": {"money": 5, "district": {(0, 0): "R1-BALLISTA"}},
                            "P2": {"money": 5, "standing": (0, 0, 0)}}, events=["FX-GAIN", "FX-LOSE", "FX-DAMAGE"],
                     coins=[0, 0, 0])
    st = st.apply(act("activate", 0, 0)).apply(act("choose_events", (0, 1)))
    assert [p.money for p in st.players] == [6, 4]
    cheap = fx_position(seats={"P1": {"money": 9}, "P2": {"standing": (0, 0, 0)}}, events=["FX-DAMAGE", None, None],
                        coins=[1, 0, 0])
    dear = fx_position(seats={"P1": {"money": 9}, "P2": {"standing": (0, 0, 0)}}, events=["FX-DAMAGE", None, None],
                       coins=[3, 0, 0])
    assert cheap.apply(act("fight", 0)).deniers("P1") - dear.apply(act("fight", 0)).deniers("P1") == 2


def test_TOU_7_8_TOU_16_11_coin_by_coin_each_player_in_turn():
    """TOU-7.8, TOU-16.11: an event applies coin by coin, each coin to every unwalled player in seat order, so a
    recruiting event shares a small stock (Volunteers with 3 coins and 2 red citizens left: one each)."""
    st = crier({"P1": {"standing": (2, 2, 2)}, "P2": {"standing": (0, 0, 0)}}, ["EV-15", None, None], [2, 0, 0],
               stock=(3, 3, 2))
    assert st.stock[2] == 0
    assert [p.owned()[2] for p in st.players] == [3, 1]
    texts = [e.text for e in st.log if "takes" in e.text]
    assert texts[:2] == ["takes 1 red citizen(s) from the stock, available at once"] * 2
