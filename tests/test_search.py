"""The generic search bot (rulebook.core.search) on Pig, and smoke runs on the real games through the contract.

Strength is shown by seeded matches with seats alternating; the win rates and their standard errors are printed
(`pytest -s` shows them) and each test asks for a lead of at least three standard errors.
"""

from __future__ import annotations

import math
import os
import random
import subprocess
import sys
from dataclasses import dataclass

import pytest
import toy_game as toy
from conftest import ROOT, TESTS, decision_after

from rulebook import get_game, play
from rulebook.core import GameState, RandomBot
from rulebook.core.search import SearchBot, leaders_share, win_shares

REAL_GAMES = ("troyes", "tournay", "barbarian_attack")


def pig_match(bot, other, games: int, target: int = 10) -> tuple[float, float]:
    """Win rate of `bot` against `other` over seeded Pig games, seats alternating; (rate, standard error)."""
    won = 0.0
    for g in range(games):
        seats = [bot, other] if g % 2 == 0 else [other, bot]
        final = play(toy.new_game(target=target), seats, random.Random(f"match:{g}"))
        winners = final.winners()
        won += (g % 2 in winners) / len(winners)
    rate = won / games
    return rate, math.sqrt(rate * (1 - rate) / games)


def test_search_beats_random_play_on_pig_clearly():
    rate, se = pig_match(SearchBot(iterations=100), RandomBot(), 160)
    print(f"\nsearch(100) vs random, Pig to 10, 160 games: {rate:.3f} ± {se:.3f}")
    assert rate - 0.5 > 3 * se


def test_more_iterations_beat_fewer_on_pig():
    rate, se = pig_match(SearchBot(iterations=100), SearchBot(iterations=4), 160)
    print(f"\nsearch(100) vs search(4), Pig to 10, 160 games: {rate:.3f} ± {se:.3f}")
    assert rate - 0.5 > 3 * se


def _midgame() -> toy.PigState:
    return toy.new_game().apply(toy.ROLL).apply(toy.FACES[3])  # seat 0 has 4 on the table: roll or hold


def test_the_same_seed_gives_the_same_move_and_the_same_statistics():
    bot = SearchBot(iterations=300)
    a, b = bot.search(_midgame(), random.Random(5)), bot.search(_midgame(), random.Random(5))
    assert (a.action, a.visits, a.values, a.nodes) == (b.action, b.visits, b.values, b.nodes)
    assert sum(a.visits) == a.iterations == 300
    assert a.action in _midgame().legal_actions()


SNIPPET = """
import random, sys
sys.path.insert(0, {tests!r})
import toy_game as toy
from rulebook.core.search import SearchBot
state = toy.new_game().apply(toy.ROLL).apply(toy.FACES[3])
r = SearchBot(iterations=300).search(state, random.Random(5))
print(r.action, list(r.visits), [round(v, 12) for v in r.values], r.nodes)
"""


def test_the_same_seed_gives_the_same_move_in_another_process():
    here = SearchBot(iterations=300).search(_midgame(), random.Random(5))
    expected = f"{here.action} {list(here.visits)} {[round(v, 12) for v in here.values]} {here.nodes}"
    env = dict(os.environ, PYTHONHASHSEED="12345")
    out = subprocess.run([sys.executable, "-c", SNIPPET.format(tests=str(TESTS))], cwd=ROOT, env=env,
                         capture_output=True, text=True, check=True).stdout.strip()
    assert out == expected


def test_the_game_rng_advances_the_same_whatever_the_budget():
    small, large = random.Random(3), random.Random(3)
    SearchBot(iterations=5).choose(_midgame(), small)
    SearchBot(iterations=200).choose(_midgame(), large)
    assert small.getstate() == large.getstate()


def test_a_time_budget_returns_a_legal_move():
    result = SearchBot(seconds=0.02).search(_midgame(), random.Random(1))
    assert result.iterations >= 1 and result.action in _midgame().legal_actions()


def test_both_budgets_stop_at_whichever_ends_first():
    result = SearchBot(iterations=7, seconds=60).search(_midgame(), random.Random(1))
    assert result.iterations == 7


def test_a_single_legal_action_is_returned_without_searching():
    state = toy.new_game()  # nothing on the table: only "roll"
    result = SearchBot(iterations=50).search(state, random.Random(0))
    assert result.action == toy.ROLL and result.iterations == 0


def test_search_sees_that_holding_wins_the_game():
    state = toy._replace(toy.new_game(target=10), scores_=(8, 9), turn_total=2)  # holding reaches 10 and wins at once
    assert SearchBot(iterations=200).choose(state, random.Random(0)) == toy.HOLD


def test_a_bot_can_play_the_rollouts_and_a_ply_cap_hands_over_to_evaluate():
    bot = SearchBot(iterations=60, rollout=toy.HoldAtTenBot(), rollout_plies=3)
    assert bot.choose(_midgame(), random.Random(0)) in _midgame().legal_actions()
    calls = []

    def evaluate(state):
        calls.append(state)
        return (0.5, 0.5)

    capped = SearchBot(iterations=20, rollout_plies=0, evaluate=evaluate).search(_midgame(), random.Random(0))
    assert calls and capped.iterations == 20


def test_rewards_split_shared_wins_and_judge_unfinished_games_by_the_leaders():
    state = toy._replace(toy.new_game(players=3), scores_=(20, 20, 3))
    assert win_shares(state) == (0.5, 0.5, 0.0)
    assert leaders_share(toy._replace(toy.new_game(players=3), scores_=(4, 7, 7))) == (0.0, 0.5, 0.5)
    margin = SearchBot(iterations=1, score_weight=0.5)._final_reward(toy._replace(state, scores_=(20, 10, 0)))
    assert margin == (1.0, 0.25, 0.0)


# --- bad input: a clear error naming the value and what is allowed, nothing changed --------------------------

@pytest.mark.parametrize(("kwargs", "named"), [
    ({"iterations": 0}, "iterations: expected a whole number of at least 1"),
    ({"iterations": -5}, "-5"),
    ({"iterations": 2.5}, "2.5"),
    ({"iterations": "100"}, "'100'"),
    ({"iterations": True}, "True"),
    ({"seconds": 0}, "seconds: expected a positive number"),
    ({"seconds": -1.0}, "-1.0"),
    ({"seconds": "1"}, "'1'"),
    ({"seconds": False}, "False"),
    ({"seconds": math.nan}, "nan"),
    ({"seconds": math.inf}, "inf"),
    ({"rollout": "greedy"}, "unknown rollout 'greedy'; choose one of random"),
    ({"rollout": 42}, "got 42"),
    ({"exploration": -1}, "exploration"),
    ({"rollout_plies": -1}, "rollout_plies"),
    ({"determinize": "yes"}, "determinize: expected True or False"),
    ({"determinizations": 0}, "determinizations"),
    ({"score_weight": 1.5}, "score_weight: expected a number from 0 to 1"),
])
def test_bad_settings_are_refused_naming_the_value(kwargs, named):
    with pytest.raises(ValueError, match="expected|choose one of") as error:
        SearchBot(**kwargs)
    assert named in str(error.value)


def _chance_node() -> toy.PigState:
    return toy.new_game().apply(toy.ROLL)


def _finished() -> toy.PigState:
    return toy._replace(toy.new_game(), scores_=(20, 3))


@pytest.mark.parametrize(("make", "where"), [(_chance_node, "a chance node"), (_finished, "a finished game")])
def test_asking_for_a_move_at_a_chance_node_or_a_finished_game_is_refused_and_changes_nothing(make, where):
    state, rng = make(), random.Random(9)
    before_json, before_rng = state.to_json(), rng.getstate()
    with pytest.raises(ValueError, match=where):
        SearchBot(iterations=10).choose(state, rng)
    assert state.to_json() == before_json and rng.getstate() == before_rng


# --- hidden information ------------------------------------------------------------------------------------

@dataclass(frozen=True)
class SecretPig(toy.PigState):
    """Pig pretending to hide something, to exercise determinization."""

    PERFECT_INFORMATION = False


@dataclass(frozen=True)
class CountedPig(toy.PigState):
    """Hides something and resamples it (to nothing new), counting the calls."""

    PERFECT_INFORMATION = False
    calls = []

    def resample_hidden(self, seat, rng):
        CountedPig.calls.append(seat)
        return self


@dataclass(frozen=True)
class LeakyPig(toy.PigState):
    """A broken resample_hidden that changes what the seat to move can do."""

    PERFECT_INFORMATION = False

    def resample_hidden(self, seat, rng):
        return toy._replace(self, turn_total=0)


def _as(cls, state):
    return cls(**state.__dict__)


def test_the_contract_default_returns_self_only_for_perfect_information_games():
    state = _midgame()
    assert state.resample_hidden(0, random.Random(0)) is state
    with pytest.raises(NotImplementedError, match="toy has hidden information but does not implement"):
        _as(SecretPig, state).resample_hidden(0, random.Random(0))
    with pytest.raises(NotImplementedError):
        GameState().resample_hidden(0, random.Random(0))


def test_search_refuses_a_hidden_information_game_without_resample_unless_told_to_look():
    secret, rng = _as(SecretPig, _midgame()), random.Random(0)
    before = rng.getstate()
    with pytest.raises(NotImplementedError, match=r"toy does not implement resample_hidden.*determinize=False"):
        SearchBot(iterations=10).choose(secret, rng)
    assert rng.getstate() == before
    assert SearchBot(iterations=10, determinize=False).choose(secret, random.Random(0)) in secret.legal_actions()


def test_search_samples_one_world_per_determinization_and_adds_their_visits():
    CountedPig.calls.clear()
    result = SearchBot(iterations=40, determinizations=4).search(_as(CountedPig, _midgame()), random.Random(0))
    assert CountedPig.calls == [0, 0, 0, 0]
    assert result.determinizations == 4 and sum(result.visits) == 40


def test_a_resample_that_changes_the_movers_options_is_reported():
    with pytest.raises(ValueError, match="changed what seat 0 can see"):
        SearchBot(iterations=10).choose(_as(LeakyPig, _midgame()), random.Random(0))


# --- the real games, through their public contract only ---------------------------------------------------

@pytest.mark.parametrize("game", REAL_GAMES)
def test_open_hands_search_plays_a_legal_move_in_each_real_game(game):
    module = get_game(game)
    state = decision_after(module, 12)
    bot = SearchBot(iterations=12, determinize=False, rollout=module.BOTS["random"](), rollout_plies=60)
    first = bot.search(state, random.Random(4))
    assert first.action in state.legal_actions() and first.iterations == 12
    assert bot.search(state, random.Random(4)).visits == first.visits


@pytest.mark.parametrize("game", REAL_GAMES)
def test_determinized_search_on_a_real_game_needs_its_resample_hidden(game):
    state = decision_after(get_game(game), 3)
    if getattr(state, "PERFECT_INFORMATION", False) or type(state).resample_hidden is not GameState.resample_hidden:
        pytest.skip(f"{game} implements resample_hidden now")
    with pytest.raises(NotImplementedError, match=f"{game} does not implement resample_hidden"):
        SearchBot(iterations=5).choose(state, random.Random(0))


def test_a_game_offers_the_search_bot_to_simulate_by_name(monkeypatch):
    from functools import partial

    from rulebook import simulate

    monkeypatch.setitem(toy.BOTS, "search", partial(SearchBot, iterations=30))
    first = simulate("toy", 6, bots=["search", "random"], seed=2, rotate_seats=True, options={"target": 10})
    again = simulate("toy", 6, bots=["search", "random"], seed=2, rotate_seats=True, options={"target": 10})
    assert first.equals(again) and set(first["bot_0"]) == {"search", "random"}


class AlwaysHold:
    """A guide that always advises holding (when it can)."""

    name = "always-hold"

    def choose(self, state, rng):
        return toy.HOLD if toy.HOLD in state.legal_actions() else toy.ROLL


def test_a_guides_move_is_tried_first_and_kept_unless_another_earns_more_visits():
    guided = SearchBot(iterations=2, guide=AlwaysHold()).search(_midgame(), random.Random(0))
    assert guided.visits == (1, 1) and guided.action == toy.HOLD  # one visit each: the guide's advice stands
    overruled = SearchBot(iterations=300, guide=AlwaysHold()).search(_midgame(), random.Random(0))
    assert overruled.action == toy.ROLL  # holding 4 at the start is poor: the search learns so and overrides
    with pytest.raises(ValueError, match="guide: expected a bot"):
        SearchBot(guide="heuristic")


def test_candidates_limit_the_moves_searched_but_never_drop_the_guides_move():
    def only_roll(state, actions):
        return [a for a in actions if a == toy.ROLL]

    pruned = SearchBot(iterations=40, candidates=only_roll).search(_midgame(), random.Random(0))
    assert pruned.action == toy.ROLL and pruned.visits[pruned.actions.index(toy.HOLD)] == 0
    guided = SearchBot(iterations=40, candidates=only_roll, guide=AlwaysHold()).search(_midgame(), random.Random(0))
    assert all(guided.visits)  # the guide's hold is searched too, though the candidates leave it out
    nothing = SearchBot(iterations=40, candidates=lambda state, actions: []).search(_midgame(), random.Random(0))
    assert all(nothing.visits)  # no candidates at all: every move is searched
    plain = SearchBot(iterations=40).search(_midgame(), random.Random(0))
    every = SearchBot(iterations=40, candidates=lambda state, actions: actions).search(_midgame(), random.Random(0))
    assert every.visits == plain.visits  # keeping every move searches exactly as without candidates
    with pytest.raises(ValueError, match="candidates: expected a function"):
        SearchBot(candidates=["roll"])


def test_a_guide_bias_keeps_the_guides_move_until_the_evidence_against_it_is_clear():
    stubborn = SearchBot(iterations=300, guide=AlwaysHold(), guide_bias=100.0).search(_midgame(), random.Random(0))
    assert stubborn.action == toy.HOLD  # a bias far above any reward difference: the guide's advice stands
    # (without a bias, 300 iterations overrule the guide: test_a_guides_move_is_tried_first_and_kept_unless...)
    for bad in (-1, "1", math.nan):
        with pytest.raises(ValueError, match="guide_bias: expected a number of at least 0"):
            SearchBot(guide_bias=bad)
