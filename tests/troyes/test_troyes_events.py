"""Events and black dice (spec sections 7 and 8)."""

from __future__ import annotations

import pytest
from troyes_helpers import A, dice, random_game

from rulebook.core import CHANCE
from rulebook.troyes import die, group, position
from rulebook.troyes.pieces import ACTIONS, BLACK, BLACK_OUTCOMES, COUNTER, EVENTS
from rulebook.troyes.state import replace
from rulebook.troyes.teaching.faq_fixtures import fixture_cards


def _last_roll(row, red=("EVT-R-6",), **extra):
    """The last die of phase 2 is about to land; `row` is the event row, `red` the round deck (Skirmishes, EVT-R-6,
    calls white: the white deck is Interrupted Work alone unless a test says otherwise)."""
    base = {"phase": "roll", "round": 4, "red_deck": red, "events": row, "dice_to_roll": (("N", "red"),),
            "white_deck": ("EVT-W-4",), "yellow_deck": ("EVT-Y-4",)}
    base.update(extra)
    return position(3, **base)


def test_TRY_7_1_TRY_7_2_TRY_7_3_red_card_then_its_companion_on_the_right():
    state = _last_roll(("EVT-R-1",), red=("EVT-R-5",), yellow_deck=("EVT-Y-3", "EVT-Y-1"))  # Skirmishes: yellow
    top_yellow = state.yellow_deck[0]
    state = state.apply(A("roll", (2,)))
    cfg = state.cfg
    assert state.row == (cfg.event_index["EVT-R-1"], cfg.event_index["EVT-R-5"], top_yellow)
    assert state.yellow_deck[0] != top_yellow
    lengths = [len(s.row) for s in random_game(4, seed=2) if s.phase == ACTIONS]
    assert max(lengths) >= 7  # the row has no limit


def test_TRY_7_4_no_companion_when_its_deck_is_empty():
    state = _last_roll(("EVT-R-1",), red=("EVT-R-2",), white_deck=())
    state = state.apply(A("roll", (2,)))
    assert len(state.row) == 2
    assert any("TRY-7.4" in e.rule_ids for e in state.log)


def test_TRY_7_5_TRY_7_6_TRY_7_9_all_events_act_left_to_right_every_round():
    state = _last_roll(("EVT-R-1", "EVT-Y-3", "EVT-W-2"), money={"A": 9, "B": 9, "C": 9})  # Civil War, Heresy
    state = state.apply(A("roll", (1,)))
    texts = [e.text for e in state.log[-14:]]
    war = next(i for i, t in enumerate(texts) if "Civil War" in t)
    heresy = next(i for i, t in enumerate(texts) if "Heresy" in t)
    assert war < heresy, "the yellow card left of the white one acts first"
    assert state.money == (6, 6, 6) and state.infl == (2, 2, 2)


def test_TRY_7_7_TRY_7_13_TRY_7_16_black_dice_per_symbol_then_one_roll():
    state = _last_roll(("EVT-R-1", "EVT-R-3"), red=("EVT-R-7",))  # 1 + 1 + 2 (War and Normans Attack)
    state = state.apply(A("roll", (1,)))
    assert state.phase == BLACK and state.black_rolls == 4
    assert state.chance_outcomes() == BLACK_OUTCOMES
    for v in (6, 1, 4, 2):
        state = state.apply(A("black", (v,)))
    assert state.phase == COUNTER and state.pool == (6, 4, 2, 1)


def test_TRY_7_8_black_dice_cap():
    state = _last_roll(("EVT-R-1", "EVT-R-3", "EVT-R-5"), red=("EVT-R-7",), options={"black_dice_cap": 4})
    state = state.apply(A("roll", (1,)))
    assert state.black_rolls == 4
    assert any("capped from 5" in e.text for e in state.log)


def test_TRY_7_10_TRY_7_11_TRY_7_12_discard_choice_belongs_to_the_owner_and_penalties_stack():
    state = _last_roll(("FX-Schism", "EVT-Y-3"), cards=fixture_cards("FX-Schism"), money={"A": 0, "B": 5, "C": 5},
                       vp={"A": 3}, dice={"B": "W2 W5", "C": "W3"}, white_deck=("EVT-W-4",))
    state = state.apply(A("roll", (1,)))
    # FX-Schism (a test card: no printed event asks for a choice): A has no white die (-2 VP), then B chooses.
    assert state.phase == EVENTS and state.current_player == 1
    assert state.legal_actions() == (A("discard", (die("B", "W", 2),)), A("discard", (die("B", "W", 5),)))
    state = state.apply(A("discard", (die("B", "W", 5),)))
    assert dice(state, 1) == "W2" and dice(state, 2) == ""  # C's only white die went without asking
    assert state.vp[0] == 0  # -2 (schism), then Civil War could not be paid: nothing left to lose
    assert state.money == (0, 2, 2)


def test_TRY_7_14_surcharge_and_ban_act_while_the_card_is_in_the_row():
    cards = fixture_cards("FX-Levy", "FX-Curfew")  # no printed event acts while it lies in the row: test cards
    levy = position(3, cards=cards, events=("Marauding", "FX-Levy"), money={"A": 1}, dice={"A": "W3 Y1", "B": "R1"})
    assert A("cathedral") not in levy.legal_actions()  # costs 2 more, A has 1
    assert "TRY-9.9" in levy.explain(A("cathedral")).rule_ids
    rich = replace(levy, money=(5, 5, 5))
    after = rich.apply(A("cathedral")).apply(group(die("A", "W", 3)))
    assert after.money[0] == 3
    curfew = position(3, cards=cards, events=("Marauding", "FX-Curfew"), personal_supply={"A": 1},
                      dice={"A": "Y6", "B": "R1"})
    assert A("recruit", ("city_hall",)) not in curfew.legal_actions()
    assert "TRY-7.14" in curfew.explain(A("recruit", ("city_hall",))).rule_ids
    freed = position(3, cards=cards, events=("Marauding", "FX-Curfew"), event_cubes={"FX-Curfew": "A A"},
                     personal_supply={"A": 1}, dice={"A": "R6 Y6", "B": "R1"})
    freed = freed.apply(A("fight", ("FX-Curfew",))).apply(group(die("A", "R", 6)))  # 3rd cube completes it
    freed = freed.apply(A("pass")).apply(A("pass"))
    assert A("recruit", ("city_hall",)) in freed.legal_actions()


def test_TRY_7_15_TRY_7_17_marauding_is_permanent_with_its_option_numbers():
    state = position(3, options={"marauding": {"black_dice": 2, "divisor": 4, "spaces": 5}})
    marauding = state.cfg.events[state.cfg.marauding]
    assert (marauding.black_dice, marauding.divisor, marauding.spaces, marauding.fight_colour) == (2, 4, 5, 0)
    states = [s for s in random_game(3, seed=5) if s.phase == ACTIONS]
    assert all(s.row[0] == s.cfg.marauding for s in states), "Marauding never leaves the row"
    assert sum(1 for e in states[-1].log if e.text.startswith("Marauding brings")) == 5  # every round


def test_TRY_8_1_TRY_8_2_start_player_first_then_round_the_table_until_empty():
    state = position(3, phase="counter", start="B", to_move="B", black_pool=(5, 4, 3, 2),
                     dice={"A": "R6", "B": "Y6 Y5", "C": "W3"})
    faced = []
    while state.phase == COUNTER:
        faced.append((state.current_player, state.pool[0]))
        takes = [a for a in state.legal_actions() if a.kind == "take" and len(a.args) == 1]
        if takes:
            state = state.apply(takes[0])
            while state.pending:
                state = state.apply(state.legal_actions()[-1 if state.legal_actions()[-1].kind == "done" else 0])
        else:
            state = state.apply(A("penalty"))
    assert faced == [(1, 5), (2, 4), (0, 3), (1, 2)]


def test_TRY_8_3_TRY_8_4_own_dice_only_no_buying_no_cubes():
    state = position(3, phase="counter", black_pool=(4,), dice={"A": "Y5", "B": "R6"}, activity_cards=("Blacksmith",),
                     stored_cubes={"Blacksmith": {"A": 1}})
    state = state.apply(A("take", (4,)))
    assert A("use", (die("B", "R", 6),)) not in state.legal_actions()
    assert "TRY-8.3" in state.explain(A("use", (die("B", "R", 6),))).rule_ids
    start = position(3, phase="counter", black_pool=(4,), dice={"A": "Y5"}, activity_cards=("Blacksmith",),
                     stored_cubes={"Blacksmith": {"A": 1}})
    ruling = start.explain(A("cube", ("ACT-Y-II-1",)))
    assert not ruling.legal and "TRY-8.4" in ruling.rule_ids


def test_TRY_8_5_TRY_8_6_red_counts_double_and_equal_is_enough():
    state = position(3, phase="counter", black_pool=(6,), dice={"A": "R3"})
    assert A("take", (6,)) in state.legal_actions()
    single = position(3, phase="counter", black_pool=(6,), dice={"A": "R3"}, options={"red_counter_multiplier": 1})
    assert single.legal_actions()[-1] == A("penalty")


def test_TRY_8_7_TRY_8_8_several_black_dice_by_their_sum():
    state = position(3, phase="counter", black_pool=(5, 3, 2), dice={"A": "Y6 W4"})
    takes = [a.args for a in state.legal_actions() if a.kind == "take"]
    assert takes == [(5,), (5, 2), (5, 3), (5, 3, 2)]
    assert "TRY-8.8" in state.explain(A("take", (3, 2))).rule_ids  # must include the highest
    partition = position(3, phase="counter", black_pool=(5, 3), dice={"A": "Y6 W2"},
                         options={"black_dice_multi_counter": "partition"})
    assert [a.args for a in partition.legal_actions() if a.kind == "take"] == [(5,)]  # 6|2 cannot cover 5 and 3
    by_sum = position(3, phase="counter", black_pool=(5, 3), dice={"A": "Y6 W2"})
    assert A("take", (5, 3)) in by_sum.legal_actions()


def test_TRY_8_9_TRY_8_10_influence_per_black_die_and_used_dice_leave():
    state = position(3, phase="counter", black_pool=(5, 3), influence={"A": 19}, dice={"A": "Y6 W4 R1"})
    state = state.apply(A("take", (5, 3))).apply(A("use", (die("A", "W", 4),))).apply(A("use", (die("A", "Y", 6),)))
    state = state.apply(A("done"))
    assert state.infl[0] == 20  # +2 capped at 20
    assert dice(state, 0) == "R1" and state.pool == () and state.elim[0] == 2


def test_TRY_8_11_TRY_8_12_TRY_8_13_TRY_8_14_penalty_only_when_unable():
    able = position(3, phase="counter", black_pool=(6,), dice={"A": "Y4 W2"})
    assert A("penalty") not in able.legal_actions()
    assert "TRY-8.13" in able.explain(A("penalty")).rule_ids
    unable = position(3, phase="counter", black_pool=(6,), vp={"A": 4}, influence={"A": 5}, dice={"A": "Y4 W1"})
    actions = unable.legal_actions()
    assert A("penalty") in actions and A("reroll", (die("A", "W", 1),)) in actions  # influence is optional
    after = unable.apply(A("penalty"))
    assert after.vp[0] == 2 and dice(after, 0) == "W1 Y4"


def test_TRY_8_15_influence_may_be_spent_before_countering():
    state = position(3, phase="counter", black_pool=(6,), influence={"A": 5}, dice={"A": "Y4 W1"})
    state = state.apply(A("reroll", (die("A", "W", 1),)))
    assert state.current_player == CHANCE
    state = state.apply(A("roll", (5,)))
    assert state.infl[0] == 4 and A("take", (6,)) in state.legal_actions()


def test_TRY_8_16_any_sufficient_dice_even_more_than_needed():
    state = position(3, phase="counter", black_pool=(2,), dice={"A": "Y1 Y6 W5"})
    state = state.apply(A("take", (2,))).apply(A("use", (die("A", "W", 5),)))
    actions = state.legal_actions()
    assert A("done") in actions and A("use", (die("A", "Y", 6),)) in actions
    state = state.apply(A("use", (die("A", "Y", 6),))).apply(A("done"))
    assert dice(state, 0) == "Y1"


def test_TRY_8_17_TRY_8_18_equal_black_dice_are_one_choice_and_never_rerolled():
    state = position(3, phase="counter", black_pool=(4, 4), dice={"A": "Y6 W3"})
    takes = [a for a in state.legal_actions() if a.kind == "take"]
    assert takes == [A("take", (4,)), A("take", (4, 4))]
    assert all(a.kind != "reroll" or a.args[0][1] in "RWY" for a in state.legal_actions())
    ruling = state.explain(A("reroll", ((0, "B", 4),)))
    assert not ruling.legal


@pytest.mark.parametrize("seed", [0, 1])
def test_counters_never_dead_end(seed):
    for state in random_game(4, seed=seed):
        if state.phase == COUNTER and state.current_player >= 0:
            assert state.legal_actions(), "a countering player always has a move"
