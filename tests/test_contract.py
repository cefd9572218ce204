"""The engine contract (design §3), checked against every registered engine.

These tests pick up each game as its engine lands: they only use what the contract promises.
"""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys

import pytest
from conftest import ROOT, TESTS

from rulebook import CHANCE, TERMINAL, Action, IllegalAction, JSONError, OptionError, get_game, playout
from rulebook.core import GameState, sample_outcome

SEEDS = (0, 1, 2)


def random_positions(module, seed: int, every: int = 1, limit: int = 400):
    """Positions met along a seeded random game (every `every`-th decision, at most `limit`)."""
    state = module.new_game(players=module.DEFAULT_PLAYERS, seed=seed)
    rng = random.Random(seed)
    plies = 0
    while not state.is_terminal() and plies < module.MAX_PLIES:
        if state.current_player == CHANCE:
            state = state.apply(sample_outcome(state.chance_outcomes(), rng))
            continue
        if plies % every == 0:
            yield state
            if plies // every >= limit:
                return
        actions = state.legal_actions()
        state = state.apply(actions[rng.randrange(len(actions))])
        plies += 1
    yield state


def test_module_exposes_the_contract(game_name):
    module = get_game(game_name)
    assert module.NAME == game_name
    assert module.DEFAULT_PLAYERS in module.PLAYERS
    assert "random" in module.BOTS and len(module.BOTS) >= 2, "a random bot and at least one heuristic bot"
    for opt_name, opt in module.OPTIONS.items():
        assert opt.name == opt_name and opt.rule_ids, f"option {opt_name} must cite the rules it changes"
        for rule_id in opt.rule_ids:
            assert rule_id in module.RULES, f"option {opt_name} cites unknown rule {rule_id}"
    state = module.new_game(players=module.DEFAULT_PLAYERS, seed=0)
    assert isinstance(state, GameState)
    assert state.num_players == module.DEFAULT_PLAYERS


def test_bad_setup_is_refused_with_the_allowed_values(game_name):
    module = get_game(game_name)
    with pytest.raises(OptionError, match="players"):
        module.new_game(players=99, seed=0)
    with pytest.raises(OptionError, match="no option"):
        module.new_game(players=module.DEFAULT_PLAYERS, seed=0, no_such_option=1)


@pytest.mark.parametrize("seed", SEEDS)
def test_random_play_reaches_the_end_within_the_cap(game_name, seed):
    module = get_game(game_name)
    final, plies = playout(module.new_game(players=module.DEFAULT_PLAYERS, seed=seed), rng=seed,
                           max_plies=module.MAX_PLIES)
    assert final.is_terminal(), f"{game_name} seed {seed}: not over after {plies} decisions"
    assert final.current_player == TERMINAL
    assert final.legal_actions() == ()
    winners = final.winners()
    assert winners and all(0 <= w < final.num_players for w in winners)
    assert len(final.scores()) == final.num_players


@pytest.mark.parametrize("seed", SEEDS[:2])
def test_apply_returns_a_new_state_and_never_mutates(game_name, seed):
    module = get_game(game_name)
    for state in random_positions(module, seed, every=3, limit=60):
        if state.is_terminal():
            break
        before = state.to_json()
        legal = state.legal_actions()
        state.apply(legal[-1])
        assert state.to_json() == before
        assert state.legal_actions() == legal, "legal_actions must be stable"


@pytest.mark.parametrize("seed", SEEDS[:2])
def test_explain_agrees_with_legal_actions(game_name, seed):
    module = get_game(game_name)
    for state in random_positions(module, seed, every=5, limit=40):
        for action in state.legal_actions():
            ruling = state.explain(action)
            assert ruling.legal and ruling.rule_ids, f"{action}: {ruling}"
            for rule_id in ruling.rule_ids:
                assert rule_id in module.RULES


@pytest.mark.parametrize("seed", SEEDS[:2])
def test_illegal_actions_raise_with_rules_and_change_nothing(game_name, seed):
    module = get_game(game_name)
    positions = list(random_positions(module, seed, every=4, limit=40))
    elsewhere = sorted({a for p in positions for a in p.legal_actions()}, key=str)
    junk = [Action("no-such-move"), Action("pass", ("x", -1)), "pass", None, 3, ("a", "b"), Action("", ())]
    rng = random.Random(seed)
    tried = 0
    for state in positions:
        legal = set(state.legal_actions())
        candidates = [a for a in elsewhere if a not in legal]
        for action in rng.sample(candidates, min(8, len(candidates))) + junk:
            before = state.to_json()
            ruling = state.explain(action)
            assert not ruling.legal, f"{action} is not in legal_actions but explain says legal"
            with pytest.raises(IllegalAction) as err:
                state.apply(action)
            assert err.value.rule_ids, f"{action}: refusal cites no rule"
            assert all(r in module.RULES for r in err.value.rule_ids)
            assert state.to_json() == before
            tried += 1
    assert tried > 0


@pytest.mark.parametrize("seed", SEEDS[:2])
def test_json_round_trip_is_exact(game_name, seed):
    module = get_game(game_name)
    for state in random_positions(module, seed, every=7, limit=30):
        text = state.to_json()
        again = module.from_json(text)
        assert again.to_json() == text
        assert again.legal_actions() == state.legal_actions()
        assert again.current_player == state.current_player
        assert json.loads(text)  # plain JSON


def test_malformed_json_is_refused_clearly(game_name):
    module = get_game(game_name)
    for bad in ["", "{", "[]", '{"game": "nope"}', "NaN", '{"a": 1, "a": 2}', "[" * 5000 + "]" * 5000]:
        with pytest.raises((JSONError, ValueError)):
            module.from_json(bad)


@pytest.mark.parametrize("seed", SEEDS[:2])
def test_chance_outcomes_are_positive_and_sum_to_one(game_name, seed):
    module = get_game(game_name)
    state = module.new_game(players=module.DEFAULT_PLAYERS, seed=seed)
    rng = random.Random(seed)
    seen = 0
    for _ in range(module.MAX_PLIES * 4):
        if state.is_terminal():
            break
        if state.current_player == CHANCE:
            outcomes = state.chance_outcomes()
            assert outcomes and state.legal_actions() == ()
            assert all(p > 0 for _, p in outcomes)
            assert abs(sum(p for _, p in outcomes) - 1) < 1e-9
            assert len({a for a, _ in outcomes}) == len(outcomes)
            seen += 1
            state = state.apply(sample_outcome(outcomes, rng))
        else:
            assert state.chance_outcomes() == ()
            actions = state.legal_actions()
            state = state.apply(actions[rng.randrange(len(actions))])
    assert seen > 0, "a game with dice or cards has chance nodes"


def test_rulings_and_log_cite_known_rules(game_name):
    module = get_game(game_name)
    final, _ = playout(module.new_game(players=module.DEFAULT_PLAYERS, seed=5), rng=5, max_plies=module.MAX_PLIES)
    assert final.log, "a finished game has a log"
    for entry in final.log:
        assert entry.rule_ids, f"log entry without rules: {entry}"
        for rule_id in entry.rule_ids:
            assert rule_id in module.RULES, f"log cites unknown rule {rule_id}"


_DETERMINISM_SCRIPT = """
import hashlib, sys
sys.path.insert(0, {tests!r})
from rulebook.games import register_game
register_game("toy", "toy_game")
from rulebook import get_game, playout
module = get_game({game!r})
final, plies = playout(module.new_game(players=module.DEFAULT_PLAYERS, seed=11), rng=11, max_plies=module.MAX_PLIES)
text = "\\n".join(str(e) for e in final.log) + repr(final.scores()) + final.to_json()
print(hashlib.sha256(text.encode()).hexdigest(), plies)
"""


def test_same_seed_same_log_across_processes_and_hash_seeds(game_name):
    script = _DETERMINISM_SCRIPT.format(tests=str(TESTS), game=game_name)
    outputs = set()
    for hash_seed in ("0", "1", "4242"):
        env = dict(os.environ, PYTHONHASHSEED=hash_seed)
        done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, env=env,
                              cwd=ROOT, timeout=300)
        assert done.returncode == 0, done.stderr
        outputs.add(done.stdout.strip())
    assert len(outputs) == 1, outputs


def test_faq_cases_all_pass(game_name):
    module = get_game(game_name)
    assert len(module.FAQ) > 0
    for case in module.FAQ:
        result = case.run()
        assert result.ok, result.report()
        for rule_id in case.rule_ids:
            assert rule_id in module.RULES, f"{case.id} cites unknown rule {rule_id}"


def test_walkthrough_steps_are_consistent(game_name):
    module = get_game(game_name)
    steps = module.WALKTHROUGH.steps
    assert steps
    for i, step in enumerate(steps):
        assert step.title and step.narration and step.rule_ids, f"step {i} lacks text or rules"
        for rule_id in step.rule_ids:
            assert rule_id in module.RULES, f"step {i} cites unknown rule {rule_id}"
        state = step.before
        for action in step.actions:
            state = state.apply(action)
        assert state.to_json() == step.after.to_json(), f"step {i}: replaying its actions differs"


def test_render_is_deterministic(game_name):
    module = get_game(game_name)
    state = module.new_game(players=module.DEFAULT_PLAYERS, seed=3)
    svg = state._repr_svg_() if hasattr(state, "_repr_svg_") else state._repr_html_()
    again = module.new_game(players=module.DEFAULT_PLAYERS, seed=3)
    assert svg and svg == (again._repr_svg_() if hasattr(again, "_repr_svg_") else again._repr_html_())


def test_optional_display_hooks_are_well_formed(game_name):
    """`summary` (the numbers on the table) and `seat_name` feed the widgets' "what changed" and turn lines."""
    module = get_game(game_name)
    state = module.new_game(players=max(module.PLAYERS), seed=2)
    if hasattr(module, "seat_name"):
        names = [module.seat_name(seat) for seat in range(max(module.PLAYERS))]
        assert all(names) and len(set(names)) == len(names)
    if hasattr(module, "summary"):
        table = module.summary(state)
        assert table and all(isinstance(k, str) and isinstance(v, (int, str)) for k, v in table.items())
        assert module.summary(module.from_json(state.to_json())) == table
