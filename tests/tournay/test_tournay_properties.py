"""Properties of seeded random games: conservation, hand limit, district size, termination, JSON round trips."""

from __future__ import annotations

import random

import pytest

from rulebook import CHANCE, tournay
from rulebook.core import sample_outcome
from rulebook.tournay.bots import HeuristicBot


def play(players: int, seed: int, check, bots=None):
    """Play a seeded game, calling `check(before, after)` after every move and chance outcome."""
    st = tournay.new_game(players=players, seed=seed)
    rng = random.Random(seed)
    plies = 0
    while not st.is_terminal():
        assert plies < tournay.MAX_PLIES, "game did not end"
        if st.current_player == CHANCE:
            nxt = st.apply(sample_outcome(st.chance_outcomes(), rng))
        else:
            bot = bots[st.current_player] if bots else None
            actions = st.legal_actions()
            nxt = st.apply(bot.choose(st, rng) if bot else actions[rng.randrange(len(actions))])
            plies += 1
        check(st, nxt)
        st = nxt
    return st


@pytest.mark.parametrize(("players", "seed"), [(2, 1), (3, 2), (4, 3)])
def test_cards_citizens_coins_and_tokens_are_conserved_and_limits_hold(players, seed):
    """TOU-1.1, TOU-1.10, TOU-1.14, TOU-12.3, TOU-4.4: after every step each card is in exactly one place, no colour
    has more than 11 citizens, deniers and tokens add up, a player ends each turn with at most 4 cards, and no
    district exceeds 3x3."""
    turns_checked = []

    def check(before, after):
        assert tournay.check_invariants(after) == ()
        if after.turn != before.turn:  # the seat before.active just ended its turn
            assert len(after.players[before.active].hand) <= after.cfg.hand_limit
            turns_checked.append(before.active)
        for p in after.players:
            assert len(p.stacks) == 9 and len(p.occ) == 9

    final = play(players, seed, check)
    assert final.is_terminal() and len(turns_checked) == final.turn


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_game_ends_with_a_winner_and_a_full_log(players):
    """TOU-13.3, TOU-13.11, TOU-13.12: random and heuristic games all end (at worst by the turn cap) and score."""
    for seed in range(4):
        bots = [HeuristicBot() if s == seed % players else None for s in range(players)]
        final = play(players, 100 + seed, lambda a, b: None, bots)
        assert final.is_terminal() and final.winners()
        assert final.end_trigger in ("district", "criers", "max_turns")
        assert all(entry.rule_ids for entry in final.log)


def test_json_round_trips_along_a_game():
    """TOU-3.6: the JSON holds the full state (hands, hidden order as unknown sets, pending steps, secret choices)
    and reloads to the same state."""
    seen = []

    def check(before, after):
        if len(seen) % 7 == 0:
            text = after.to_json()
            again = tournay.from_json(text)
            assert again.to_json() == text
            assert again.legal_actions() == after.legal_actions()
            assert again.chance_outcomes() == after.chance_outcomes()
        seen.append(1)

    play(3, 7, check)


def test_same_seed_same_game():
    """TOU-2.10: the seed fixes the setup; with the same move and chance choices the log is identical."""
    a = play(2, 42, lambda x, y: None)
    b = play(2, 42, lambda x, y: None)
    assert [str(e) for e in a.log] == [str(e) for e in b.log] and a.to_json() == b.to_json()


def test_heuristic_bot_beats_random_players_more_often_than_not():
    """The heuristic bot wins most 2-player games against a random bot (small sample; the benchmark runs 1,000)."""
    wins = 0
    for seed in range(10):
        seat = seed % 2
        bots = [HeuristicBot() if s == seat else None for s in range(2)]
        final = play(2, 500 + seed, lambda a, b: None, bots)
        wins += final.winners() == (seat,)
    assert wins >= 7


def test_simulate_reports_tournay_columns():
    """TOU-13.3, TOU-14.14: simulate() rows carry turns, criers, the end trigger and each seat's score parts."""
    from rulebook import simulate
    df = simulate("tournay", 4, players=3, bots=["heuristic", "random", "random"], seed=0, rotate_seats=True)
    for column in ("turns", "criers_revealed", "end_trigger", "end_trigger_seat", "prestige_2", "printed_0",
                   "walls_1", "deniers_2"):
        assert column in df.columns
    assert not df["truncated"].any()
    parts = df["prestige_0"] + df["printed_0"] + df["walls_0"]
    assert (parts == df["score_0"]).all()
