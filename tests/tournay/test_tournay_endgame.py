"""End of turn (TOU-12, TOU-3.3 .. 3.5), end of game (TOU-13) and characters (TOU-15)."""

from __future__ import annotations

from tournay_helpers import fx_position

from rulebook import tournay
from rulebook.tournay import action as act
from rulebook.tournay.bots import quiet_moves

FULL = {(0, 0): ["Y3-MINT"], (0, 1): ["Y3-BELFRY"], (0, 2): ["R1-ARSENAL"], (1, 0): ["R1-BALLISTA"],
        (1, 1): ["R1-BARRACKS"], (1, 2): ["R1-FORT"], (2, 0): ["R1-FORT"], (2, 1): ["R1-KNIGHT"], (2, 2): ["R1-U01"]}
FULL2 = {(0, 0): ["Y3-MINT"], (0, 1): ["W3-CATHEDRAL"], (0, 2): ["W1-U02"], (1, 0): ["W1-U03"],
         (1, 1): ["W1-U04"], (1, 2): ["W1-U05"], (2, 0): ["W1-U06"], (2, 1): ["W1-U07"], (2, 2): ["W1-U08"]}


def test_TOU_3_3_TOU_3_5_TOU_12_6_end_of_turn_order_walls_then_discards():
    """TOU-3.3, TOU-3.5, TOU-12.6: after step B come optional walls (even under the limit), then discards."""
    st = fx_position(seats={"P1": {"hand": ["FX-GAIN", "R1-FORT"]}}, phase="citizen action").apply(act("gather"))
    assert st.phase == "end_walls" and st.legal_args("wall") == [("FX-GAIN",)] and act("done") in st.legal_actions()
    st = st.apply(act("wall", "FX-GAIN"))
    assert st.walls("P1") == ["FX-GAIN"] and st.current_player == 1


def test_TOU_12_1_TOU_12_2_end_of_turn_walls_score_but_do_not_protect():
    """TOU-12.1, TOU-12.2: a wall built at the end of the turn counts 1 point; nothing links it to later events."""
    st = fx_position(seats={"P1": {"hand": ["FX-LOSE"]}}, phase="end of turn").apply(act("wall", "FX-LOSE"))
    final = fx_position(seats={"P1": {"walls": ["FX-LOSE"]}}, phase="final placement")
    assert final.scores()[0] == 1 and len(st.walls("P1")) == 1


def test_TOU_12_3_TOU_12_4_hand_limit_with_events_under_the_event_deck():
    """TOU-12.3, TOU-12.4: over four cards the player discards; an event goes under the event deck."""
    st = fx_position(seats={"P1": {"hand": ["R1-FORT", "R1-ARSENAL", "Y1-U01", "W1-U02", "FX-LOSE"]}},
                     phase="end of turn")
    st = st.apply(act("done")).apply(act("discard", "FX-LOSE"))
    assert len(st.hand("P1")) == 4
    assert st.deck("events").known[-1] == "FX-LOSE"
    small = fx_position(seats={"P1": {"hand": ["R1-FORT", "R1-ARSENAL"]}}, phase="end of turn", hand_limit=1)
    assert small.phase == "hand_limit"


def test_TOU_12_5_only_the_active_player_checks_the_limit():
    """TOU-12.5: another player may hold more than four cards; the check waits for their own turn end."""
    st = fx_position(seats={"P2": {"hand": ["R1-FORT", "R1-ARSENAL", "Y1-U01", "W1-U02", "W1-U03", "W1-U04"]}})
    st = st.apply(act("gather"))
    assert st.current_player == 1 and len(st.hand("P2")) == 6 and st.phase == "step_a"


def test_TOU_12_6_walls_only_when_over_the_limit_option():
    """TOU-12.6 (end_turn_walls_only_if_over_limit=True): under the limit, no end-of-turn wall is offered."""
    st = fx_position(seats={"P1": {"hand": ["FX-GAIN"]}}, phase="end of turn", end_turn_walls_only_if_over_limit=True)
    assert st.current_player == 1


def test_TOU_13_1_TOU_13_5_condition_one_counts_visible_prestige_only():
    """TOU-13.1, TOU-13.5: nine filled spaces with two visible prestige buildings; covered ones do not count."""
    st = fx_position(seats={"P1": {"district": FULL}})
    assert st.meets_end_condition("P1")
    covered = dict(FULL)
    covered[(0, 1)] = ["Y3-BELFRY", "Y1-U02"]
    st = fx_position(seats={"P1": {"district": covered}})
    assert not st.meets_end_condition("P1")


def test_TOU_13_2_condition_two_is_more_criers_than_players():
    """TOU-13.2: with P1 meeting condition 1, 2 criers do not trigger a 2-player game, 3 do; 4 players need 5."""
    assert not fx_position(seats={"P1": {"district": FULL}}, criers=("Y1", "W1"), phase="start of turn").final_round
    assert fx_position(seats={"P1": {"district": FULL}}, criers=("Y1", "W1", "R1"), phase="start of turn").final_round
    four = fx_position(4, seats={"P1": {"district": FULL}}, criers=("Y1", "W1", "R1", "Y2"), phase="start of turn")
    assert not four.final_round
    assert fx_position(4, seats={"P1": {"district": FULL}}, criers=("Y1", "W1", "R1", "Y2", "W2"),
                       phase="start of turn").final_round


def test_TOU_13_3_TOU_13_4_TOU_3_4_trigger_only_at_the_start_players_turn():
    """TOU-13.3, TOU-13.4, TOU-3.4: two players with condition 1 end the game, but only when the start player's
    turn begins; one player alone never does."""
    st = fx_position(seats={"P1": {"district": FULL}, "P2": {"district": FULL2}}, active="P2", start_seat="P1",
                     phase="start of turn")
    assert not st.final_round                    # P2's turn: no check
    st = st.apply(act("gather"))
    assert st.final_round and st.end_trigger == "district" and st.end_trigger_seat == 0
    alone = fx_position(seats={"P1": {"district": FULL}}, phase="start of turn")
    assert not alone.final_round


def test_TOU_13_6_TOU_13_7_TOU_13_10_final_round_then_secret_cards_in_seat_order():
    """TOU-13.6, TOU-13.7, TOU-13.10: after the trigger every player has one more turn, then each chooses a final
    card in secret (or passes) before any is revealed; reveals resolve from the start player."""
    st = fx_position(seats={"P1": {"district": FULL, "hand": ["W1-U09"]},
                            "P2": {"district": FULL2, "hand": ["Y1-U01"]}}, phase="start of turn",
                     final_card_optional=True)
    assert st.final_round
    st = st.apply(act("no_card")).apply(act("gather")).apply(act("no_card")).apply(act("gather"))
    assert (st.phase, st.current_player) == ("final_card", 0)
    st = st.apply(act("final_pass"))
    assert (st.phase, st.current_player) == ("final_card", 1)
    st = st.apply(act("final_card", "Y1-U01")).apply(act("place", 2, 2))
    assert st.is_terminal() and st.district("P2")[(2, 2)] == ["Y1-U01"]  # replaced W1-U08
    forced = fx_position(seats={"P1": {"district": FULL, "hand": ["W1-U09"]}, "P2": {"district": FULL2}},
                         phase="final placement")
    assert act("final_pass") not in forced.legal_actions()   # the seed: everyone plays a card if able
    assert "TOU-13.7" in forced.explain(act("final_pass")).rule_ids


def test_TOU_13_8_TOU_13_9_TOU_13_11_final_card_pays_walls_then_scoring():
    """TOU-13.8, TOU-13.9, TOU-13.11: the final card is paid and placed, every wall in hand may be built, then
    the game is scored and over."""
    st = fx_position(seats={"P1": {"money": 3, "hand": ["Y1-U01", "FX-LOSE", "FX-GAIN"]}}, phase="final placement")
    st = st.apply(act("final_card", "Y1-U01")).apply(act("place", 1, 1))
    assert st.phase == "final_walls" and st.deniers("P1") == 2
    assert tournay.from_json(st.to_json()).to_json() == st.to_json()   # the revealed choice is no longer pending
    st = st.apply(act("wall", "FX-LOSE")).apply(act("wall", "FX-GAIN"))
    assert st.is_terminal() and len(st.walls("P1")) == 2 and st.scores()[0] == 1 + 2


def test_TOU_13_12_turn_cap_forces_the_end():
    """TOU-13.12: with max_turns reached the next start-player check ends the game (end_trigger max_turns)."""
    st = tournay.new_game(players=2, seed=0, start_player=0, max_turns=2)
    for _ in range(2):
        st = st.apply(act("gather"))
    assert st.final_round and st.end_trigger == "max_turns" and st.end_trigger_seat == -1
    final = st.apply(act("gather")).apply(act("gather"))
    assert final.is_terminal() and tournay.outcome_columns(final)["end_trigger"] == "max_turns"


def test_TOU_15_1_TOU_15_2_TOU_15_3_architect_pays_for_buildings_in_its_lines():
    """TOU-15.1, TOU-15.2, TOU-15.3: the Architect pays 1 per building placed in its row or column, not elsewhere."""
    base = {"money": 5, "hand": ["R1-FORT"], "district": {(1, 1): ["Y1-ARCHITECT"], (1, 0): ["R1-ARSENAL"],
                                                            (0, 0): ["R1-BALLISTA"]}}
    line = fx_position(seats={"P1": base}).apply(act("play", "R1-FORT")).apply(act("place", 0, 1))
    assert line.deniers("P1") == 5
    off = fx_position(seats={"P1": base}).apply(act("play", "R1-FORT")).apply(act("place", 2, 0))
    assert off.deniers("P1") == 4


def test_TOU_15_4_knight_reacts_to_prestige_buildings():
    """TOU-15.4: the Knight reacts to its owner's prestige buildings (stand-in reward: 2 deniers)."""
    st = fx_position(seats={"P1": {"money": 5, "hand": ["Y3-MINT", "R1-FORT"], "district": {(0, 0): "R1-KNIGHT"}}})
    assert st.apply(act("play", "Y3-MINT")).apply(act("place", 0, 1)).deniers("P1") == 2
    assert st.apply(act("play", "R1-FORT")).apply(act("place", 0, 1)).deniers("P1") == 4


def test_TOU_15_5_TOU_15_6_activation_triggered_characters():
    """TOU-15.5, TOU-15.6: a character may react to activations (the stand-in Sentry: red buildings in its row)."""
    st = fx_position(seats={"P1": {"money": 0, "standing": (0, 0, 2), "district": {(0, 0): "R1-U02", (0, 1): "R1-U03"}},
                            "P2": {"standing": (0, 0, 0)}})
    assert st.apply(act("activate", 0, 1)).deniers("P1") == 1


def test_TOU_15_7_TOU_15_9_lines_and_owner_only():
    """TOU-15.7, TOU-15.9: a stack in its row counts; another player's placements never trigger it."""
    mine = {"money": 5, "hand": ["R1-FORT"], "district": {(0, 0): ["Y1-ARCHITECT"], (0, 2): ["R1-ARSENAL"]}}
    assert fx_position(seats={"P1": mine}).apply(act("play", "R1-FORT")).apply(act("place", 0, 2)).deniers("P1") == 5
    theirs = fx_position(seats={"P1": {"money": 5, "district": {(0, 0): "Y1-ARCHITECT"}},
                                "P2": {"money": 5, "hand": ["R1-FORT"], "district": {(0, 0): "R1-ARSENAL"}}},
                         active="P2")
    theirs = theirs.apply(act("play", "R1-FORT")).apply(act("place", 0, 1))
    assert [p.money for p in theirs.players] == [5, 4]


def test_TOU_15_8_no_retroactive_effect_and_placing_the_character_triggers_nothing():
    """TOU-15.8: placing the Architect beside existing buildings pays nothing."""
    st = fx_position(seats={"P1": {"money": 5, "hand": ["Y1-ARCHITECT"], "district": {(0, 0): "R1-FORT"}}})
    assert st.apply(act("play", "Y1-ARCHITECT")).apply(act("place", 0, 1)).deniers("P1") == 4


def test_TOU_15_10_several_characters_in_reading_order():
    """TOU-15.10: two characters reacting to one placement each act once, in reading order."""
    st = fx_position(seats={"P1": {"money": 5, "hand": ["R1-FORT"],
                                   "district": {(0, 0): "Y1-ARCHITECT", (1, 1): "R2-U06", (1, 0): "R1-ARSENAL"}}})
    st = st.apply(act("play", "R1-FORT")).apply(act("place", 0, 1))
    reacts = [e.text for e in st.log if "reacts" in e.text]
    assert reacts == ["Architect reacts to Fort", "Stand-in: Captain reacts to Fort"]


def test_TOU_15_11_characters_pay_out_for_the_final_card():
    """TOU-15.11: the Architect pays for the final card too."""
    st = fx_position(seats={"P1": {"money": 1, "hand": ["R1-FORT"], "district": {(0, 0): "Y1-ARCHITECT"}}},
                     phase="final placement")
    assert st.apply(act("final_card", "R1-FORT")).apply(act("place", 0, 1)).deniers("P1") == 1


def test_quiet_turns_helper_reaches_the_seat():
    """TOU-3.1: the helper used by FAQ cases passes turns in seat order."""
    from rulebook.core import Scenario
    sc = Scenario(fx_position(3))
    sc.do_all(quiet_moves(sc.state, "P3"))
    assert sc.state.current_player == 2
