"""Our engines run by a client nobody here wrote: OpenSpiel's own checks and its MCTS bot, through rulebook.openspiel.

Needs the `openspiel` extra (part of `test`); skipped where pyspiel is not installed.
"""

from __future__ import annotations

import math
import pickle

import pytest

pyspiel = pytest.importorskip("pyspiel")
np = pytest.importorskip("numpy")

import toy_game as toy  # noqa: E402
from open_spiel.python.algorithms import mcts  # noqa: E402
from open_spiel.python.algorithms.evaluate_bots import evaluate_bots  # noqa: E402

from rulebook.core import GameState, LegalIndexCodec, RandomBot  # noqa: E402
from rulebook.core.search import SearchBot  # noqa: E402
from rulebook.openspiel import RulebookBot, judged_mcts, load_game, short_name  # noqa: E402

pytestmark = pytest.mark.openspiel

REAL_GAMES = ("troyes", "tournay", "barbarian_attack")


def test_the_toy_game_is_registered_with_the_facts_openspiel_needs():
    game = load_game("toy")
    kind = game.get_type()
    assert kind.short_name == short_name("toy") == "rulebook_toy"
    assert kind.dynamics == pyspiel.GameType.Dynamics.SEQUENTIAL
    assert kind.chance_mode == pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC
    assert kind.information == pyspiel.GameType.Information.PERFECT_INFORMATION  # Pig hides nothing
    assert kind.utility == pyspiel.GameType.Utility.ZERO_SUM
    assert kind.reward_model == pyspiel.GameType.RewardModel.TERMINAL
    assert (kind.min_num_players, kind.max_num_players) == (2, 3)
    assert kind.provides_information_state_string and kind.provides_observation_string
    assert game.num_distinct_actions() == toy.ACTION_SPACE.size == 8  # the declared space: stable codes
    assert (game.min_utility(), game.max_utility(), game.utility_sum()) == (-0.5, 0.5, 0.0)


@pytest.mark.parametrize("params", [{}, {"players": 3, "target": 30}, {"legal_index": True}],
                         ids=["2 players", "3 players to 30", "legal-index codes"])
def test_openspiel_random_simulation_test_passes_on_the_toy_game(params):
    game = load_game("toy", **params)
    pyspiel.random_sim_test(game, num_sims=5, serialize=True, verbose=False)


def test_codes_are_the_declared_ones_and_the_game_pickles():
    game = load_game("toy")
    state = game.new_initial_state()
    assert state.legal_actions() == [toy.ACTION_SPACE.encode(toy.ROLL)] == [0]
    state.apply_action(0)
    assert state.is_chance_node() and [a for a, _ in state.chance_outcomes()] == list(range(2, 8))
    assert state.action_to_string(pyspiel.PlayerId.CHANCE, 5) == "die 4"
    again = pickle.loads(pickle.dumps(game))
    assert str(again) == str(game)
    clone = state.clone()
    assert clone.inner is state.inner and clone.history() == state.history()


def test_unknown_parameters_are_refused_by_name():
    with pytest.raises(Exception, match="unknown|target2"):
        load_game("toy", target2=5)


def _mcts(game, simulations: int, seed: int):
    evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=np.random.RandomState(seed))
    return mcts.MCTSBot(game, uct_c=1.4, max_simulations=simulations, evaluator=evaluator, solve=True,
                        random_state=np.random.RandomState(seed))


def _match(game, make_ours, games: int) -> tuple[float, float]:
    """OpenSpiel's MCTS against one of our bots, seats alternating: MCTS's win rate and its standard error."""
    won = 0.0
    for g in range(games):
        theirs, ours = _mcts(game, 40, g), RulebookBot(make_ours(), seed=g)
        seats = [theirs, ours] if g % 2 == 0 else [ours, theirs]
        returns = evaluate_bots(game.new_initial_state(), seats, np.random.RandomState(1000 + g))
        assert math.isclose(sum(returns), 0.0, abs_tol=1e-9)
        won += returns[g % 2] + 0.5  # 2 players: +0.5 a win, -0.5 a loss, 0 each for a shared win
    rate = won / games
    return rate, math.sqrt(rate * (1 - rate) / games)


def test_openspiel_mcts_beats_our_random_bot_through_the_adapter():
    game = load_game("toy", target=10)
    rate, se = _match(game, RandomBot, 80)
    print(f"\nOpenSpiel MCTS(40) vs our random bot, Pig to 10, 80 games: {rate:.3f} ± {se:.3f}")
    assert rate - 0.5 > 2 * se


def test_openspiel_mcts_plays_full_games_against_our_search_bot():
    game = load_game("toy", target=10)
    rate, se = _match(game, lambda: SearchBot(iterations=40), 20)
    print(f"\nOpenSpiel MCTS(40) vs our search(40), Pig to 10, 20 games: {rate:.3f} ± {se:.3f}")
    assert 0 <= rate <= 1


@pytest.mark.parametrize("game_name", REAL_GAMES)
def test_openspiel_random_simulation_test_passes_on_each_real_game_with_its_declared_codes(game_name):
    game = load_game(game_name)
    module = game.module
    assert game.codec is module.ACTION_SPACE  # the declared space: a move has the same code in every position
    assert game.num_distinct_actions() == module.ACTION_SPACE.size
    assert game.get_type().information == pyspiel.GameType.Information.IMPERFECT_INFORMATION
    says_what_seats_see = type(game.initial).observation is not GameState.observation
    assert game.get_type().provides_observation_string == says_what_seats_see
    assert not game.get_type().provides_information_state_string
    sims = 1 if game_name == "barbarian_attack" else 2  # a random Barbarian Attack game is long (about 8 s here)
    pyspiel.random_sim_test(game, num_sims=sims, serialize=False, verbose=False)


@pytest.mark.parametrize("game_name", REAL_GAMES)
def test_openspiel_random_simulation_test_passes_on_each_real_game_through_legal_index_codes(game_name):
    game = load_game(game_name, legal_index=True, seed=1)
    assert isinstance(game.codec, LegalIndexCodec)  # the fallback still works where a space is declared
    pyspiel.random_sim_test(game, num_sims=1, serialize=False, verbose=False)


@pytest.mark.parametrize("game_name", REAL_GAMES)
def test_our_bots_finish_a_real_game_through_the_adapter(game_name):
    game = load_game(game_name, seed=3)
    module = game.module
    bots = [RulebookBot(module.BOTS["random"](), seed=seat) for seat in range(game.num_players())]
    returns = evaluate_bots(game.new_initial_state(), bots, np.random.RandomState(3))
    assert math.isclose(sum(returns), 0.0, abs_tol=1e-9) and max(returns) > 0


def _seat(game, name: str, seed: int):
    """One seat of a mixed table: OpenSpiel's MCTS (plain or guided, 8 simulations) or one of our bots."""
    if name.startswith("mcts"):
        return judged_mcts(game, simulations=8, guided=name == "mcts guided", seed=seed)
    bot = game.module.BOTS["search"](10) if name == "search" else game.module.BOTS[name]()
    return RulebookBot(bot, seed=seed)


@pytest.mark.parametrize(("game_name", "seats"), [
    ("troyes", ["mcts plain", "heuristic"]), ("troyes", ["heuristic", "mcts guided", "search"]),
    ("tournay", ["heuristic", "mcts plain"]), ("tournay", ["search", "heuristic", "mcts guided"]),
    ("barbarian_attack", ["heuristic", "mcts guided"]), ("barbarian_attack", ["mcts guided", "search", "heuristic"]),
], ids=lambda v: v if isinstance(v, str) else " v ".join(v))
def test_openspiel_mcts_plays_a_full_real_game_against_our_bots(game_name, seats):
    # OpenSpiel's MCTS ignores information sets: it clones and searches the true state, so it plays with open hands
    # (it sees the cards we hide). That cheat does not matter here: the test is that a client nobody here wrote
    # (its search, its cloning, its loop) runs our engines through the adapter to an ending by the rules.
    # Plain MCTS cannot end a Barbarian Attack turn (see JudgementEvaluator), so that game is played guided only.
    players = len(seats)
    game = load_game(game_name, players=players, seed=5)
    bots = [_seat(game, name, seed=5 + seat) for seat, name in enumerate(seats)]
    mcts_seat = next(seat for seat, name in enumerate(seats) if name.startswith("mcts"))
    state = game.new_initial_state()
    returns = evaluate_bots(state, bots, np.random.RandomState(5))  # OpenSpiel's loop: chance from chance_outcomes

    final = state.inner
    assert final.is_terminal()  # ended by the rules, not cut off at max_moves (that would return zeros)
    winners = final.winners()
    assert winners and len(returns) == players and math.isclose(sum(returns), 0.0, abs_tol=1e-9)
    assert returns == pytest.approx([(1 / len(winners) if seat in winners else 0.0) - 1 / players
                                     for seat in range(players)])
    moves = state.full_history()
    assert sum(move.player == mcts_seat for move in moves) >= 10  # MCTS played its seat, not a token move or two
    replayed = game.initial
    for move in moves:  # the same codes through the engine alone reach the same position
        replayed = replayed.apply(game.codec.decode(move.action, replayed))
    assert replayed.to_json() == final.to_json()
