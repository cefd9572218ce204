"""The round: phases 0-2 and 5 (spec sections 3-6 and 16)."""

from __future__ import annotations

from troyes_helpers import A, after_setup, finish, random_game

from rulebook.core import CHANCE
from rulebook.troyes import die, group, position
from rulebook.troyes.board import BUILDINGS
from rulebook.troyes.pieces import ACTIONS, NEUTRAL, OVER, PHASE_IDS, ROLL, ROLL_OUTCOMES
from rulebook.troyes.teaching.faq_fixtures import fixture_cards


def test_TRY_3_1_TRY_3_2_phases_run_in_order_every_round():
    seen = []
    for state in random_game(3, seed=11):
        name = PHASE_IDS[state.phase]
        if not seen or seen[-1] != name:
            seen.append(name)
    rounds = [p for p in seen if p == "roll"]
    assert len(rounds) == 5 and seen[0] == "setup" and seen[-1] == "over"
    order = {"setup": 0, "roll": 1, "events": 2, "black": 3, "counter": 4, "actions": 5}
    current = []
    for name in seen[1:-1]:
        if name == "roll":
            current = []
        assert not current or order[name] >= order[current[-1]], seen
        current.append(name)


def test_TRY_3_3_each_player_steps_go_in_seat_order_from_the_start_player():
    state = after_setup(4, seed=3, start_player=2)
    salary = [e.player for e in state.log if "in salaries" in e.text]
    assert salary == [2, 3, 0, 1]
    queued = [d for d, _ in state.rolls if d != NEUTRAL]
    assert queued == sorted(queued, key=lambda s: (s - 2) % 4)


def test_TRY_3_4_losses_never_go_below_zero():
    state = position(3, phase="counter", black_pool=(6,), vp={"A": 1}, dice={"A": "Y1"})
    state = state.apply(A("penalty"))
    assert state.vp[0] == 0


def test_TRY_4_1_TRY_4_2_TRY_4_3_one_level_revealed_per_round_and_face_down_cards_unusable():
    revealed = {}
    for state in random_game(3, seed=4):
        revealed[state.round] = state.revealed
    assert [revealed[r] for r in range(1, 6)] == [1, 2, 3, 3, 3]
    state = position(3, revealed=1, dice={"A": "Y6 Y5"}, personal_supply={"A": 1})
    level_two = state.cfg.activity[state.slots[7]].id  # yellow level II
    assert A("activate", (level_two,)) not in state.legal_actions()
    ruling = state.explain(A("activate", (level_two,)))
    assert "TRY-4.3" in ruling.rule_ids
    view = state.observation(1)
    assert view["activity"][7] == "face down" and view["activity"][6] != "face down"


def _round_end_table(**extra):
    """B uses the last die; the next round's phase 1 then runs."""
    base = {"to_move": "B", "money": {"A": 3, "B": 10, "C": 0}, "dice": {"B": "Y1"}}
    base.update(extra)
    return position(3, **base).apply(A("agriculture")).apply(group(die("B", "Y", 1)))


def test_TRY_5_1_TRY_5_2_TRY_5_5_income_then_salaries_from_the_purse():
    state = _round_end_table(citizens={"Palace": "A A B B C C", "Bishopric": "A B C grey grey grey",
                                       "City Hall": "A B C A B C"}, district_money={"A": 4})
    assert state.phase == ROLL
    # A: 3 + 4 district money collected at end of round, +10 income, -2*2 palace -1 bishopric, City Hall free.
    assert state.money[0] == 3 + 4 + 10 - 5
    assert state.dmoney == (0, 0, 0)


def test_TRY_5_3_TRY_5_4_flat_penalty_when_salaries_cannot_be_paid():
    state = _round_end_table(money={"A": 0, "B": 10, "C": 0}, vp={"A": 9},
                             citizens={"Palace": "A A A A A A", "Bishopric": "A A A A A A",
                                       "City Hall": "B B C C B C"})
    assert state.money[0] == 0 and state.vp[0] == 7  # owed 18, had 10: paid it all, lost exactly 2 VP


def test_TRY_7_14_salary_change_while_an_event_is_in_the_row():
    plain = _round_end_table(citizens={"Bishopric": "A B C grey grey grey"})
    dues = _round_end_table(citizens={"Bishopric": "A B C grey grey grey"}, events=("Marauding", "FX-Dues"),
                            cards=fixture_cards("FX-Dues"))  # a test card: no printed event changes salaries
    assert plain.money[0] - dues.money[0] == 1  # +1 per citizen in the Bishopric while in the row


def test_TRY_6_1_TRY_6_2_TRY_6_3_one_die_per_standing_citizen_into_its_district():
    state = after_setup(3, seed=8)
    assert len(state.rolls) == 18
    for district, owner in ((0, "A"), (1, "B"), (2, "C"), (NEUTRAL, "grey")):
        expected = sorted(b for b, place in enumerate(BUILDINGS) for who in state.citizens_on(place) if who == owner)
        assert sorted(c for d, c in state.rolls if d == district) == expected
    while state.rolls:
        state = state.apply(A("roll", (3,)))
    assert sum(len(d) for d in state.dist) == 18


def test_TRY_6_4_every_roll_is_a_fair_chance_node():
    state = after_setup(3, seed=1)
    assert state.current_player == CHANCE
    assert state.chance_outcomes() == ROLL_OUTCOMES
    assert [a.args[0] for a, _ in ROLL_OUTCOMES] == [1, 2, 3, 4, 5, 6]
    assert all(abs(p - 1 / 6) < 1e-12 for _, p in ROLL_OUTCOMES)


def test_TRY_16_1_TRY_16_2_TRY_16_3_TRY_16_4_TRY_16_6_end_of_round_clears_the_round():
    start = position(3, to_move="C", dice={"C": "Y2", "A": "R3"}, district_money={"A": 5, "B": 2}, passed=("A", "B"),
                     lying={"Palace": "A grey", "City Hall": "B"}, black_pool=(),
                     citizens={"Palace": "B B C C grey grey", "City Hall": "A A C C grey grey"})
    state = start.apply(A("pass"))  # everyone has passed: the round ends at once
    money, _ = state.history[-1]
    assert money == (start.money[0] + 5, start.money[1] + 2, start.money[2] + 2)
    assert state.lying == ((), (), ())
    assert state.personal[0] == start.personal[0] + 1 and state.personal[1] == start.personal[1] + 1
    assert state.general[0] == start.general[0]  # A's citizen came back to the personal supply
    assert state.passed == (False, False, False)
    assert state.dist == ((),) * 5 and state.pool == ()  # dice returned, black pool cleared
    def greys(s):
        return sum((*s.citizens_on(b), *s.lying_beside(b)).count("grey") for b in BUILDINGS)

    assert greys(state) == greys(start) - 1  # the lying grey left the game


def test_TRY_16_5_the_start_player_card_passes_left():
    starts = []
    for state in random_game(4, seed=6, start_player=3):
        if state.phase == ROLL and (not starts or starts[-1][0] != state.round):
            starts.append((state.round, state.start))
    assert [s for _, s in starts] == [3, 0, 1, 2, 3, 0]


def test_TRY_16_7_the_game_ends_after_the_round_of_the_last_red_card():
    final = finish(2, seed=9)
    assert final.phase == OVER and final.round == 4 and not final.red_deck
    assert len(final.history) == 4
    assert final.legal_actions() == ()


def test_action_phase_starts_from_the_start_player():
    state = position(3, phase="counter", start="C", to_move="C", black_pool=(1,), dice={"C": "Y1", "A": "R2"})
    state = state.apply(A("take", (1,))).apply(A("use", (die("C", "Y", 1),))).apply(A("done"))
    assert state.phase == ACTIONS and state.current_player == 2
