"""Hostile input: saved states and card files that are wrong in every way we can think of.

Each is either refused with a clear error (a `ValueError` naming the field) or, if the engine accepts it, the
result is a sound position: it round-trips exactly and holds the engine's conservation laws. Nothing is loaded
with pickle or eval, and nothing half-loaded survives.
"""

from __future__ import annotations

import copy
import json
import random
from importlib.resources import files

import pytest
from conftest import ROOT

from rulebook import JSONError, get_game, play

REAL = ("troyes", "tournay", "barbarian_attack")
WRONG_VALUES = (None, True, -1, -(10**12), 10**12, 1.5, "x", "", [], {}, [[[[[]]]]], {"a": {"b": {"c": 1}}})


def leaves(value, path=()):
    """Every (path, value) in a JSON tree, containers included."""
    yield path, value
    if isinstance(value, dict):
        for key, item in value.items():
            yield from leaves(item, (*path, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from leaves(item, (*path, index))


def replaced(tree, path, new):
    tree = copy.deepcopy(tree)
    node = tree
    for key in path[:-1]:
        node = node[key]
    node[path[-1]] = new
    return tree


def removed(tree, path):
    tree = copy.deepcopy(tree)
    node = tree
    for key in path[:-1]:
        node = node[key]
    if isinstance(node, dict):
        del node[path[-1]]
    else:
        node.pop(path[-1])
    return tree


def accepted_is_sound(module, text: str) -> None:
    """A hostile text was accepted: then it must be a position the engine could have reached."""
    state = module.from_json(text)
    assert module.from_json(state.to_json()).to_json() == state.to_json()
    check = getattr(module, "check_invariants", None)
    if check is not None:
        assert not check(state), check(state)
    state.legal_actions()


def mutations(data, rng: random.Random, count: int):
    """Random single-field mutations of a saved state: wrong types, out-of-range numbers, removed fields."""
    paths = [p for p, _ in leaves(data) if p and p[0] != "log"]
    for _ in range(count):
        path = rng.choice(paths)
        if rng.random() < 0.15:
            yield f"remove {path}", removed(data, path)
        else:
            yield f"{path} = wrong", replaced(data, path, rng.choice(WRONG_VALUES))


@pytest.mark.parametrize("game", REAL)
def test_mutated_saved_states_are_refused_or_sound(game):
    module = get_game(game)
    states = [module.new_game(players=module.DEFAULT_PLAYERS, seed=4),
              play(module.new_game(players=module.DEFAULT_PLAYERS, seed=5), rng=5, max_plies=60)]
    refused = 0
    rng = random.Random(game)
    for state in states:
        data = json.loads(state.to_json())
        for label, mutant in mutations(data, rng, 150):
            text = json.dumps(mutant)
            try:
                module.from_json(text)
            except ValueError as exc:  # JSONError is a ValueError
                assert str(exc), label
                refused += 1
                continue
            accepted_is_sound(module, text)
    assert refused > 200, f"only {refused} of 300 hostile states were refused"


@pytest.mark.parametrize("game", REAL)
def test_structural_junk_is_refused_with_a_message(game):
    module = get_game(game)
    good = json.loads(module.new_game(players=module.DEFAULT_PLAYERS, seed=1).to_json())
    junk = [
        "",  # empty
        "[" * 100_000,  # deeply nested
        json.dumps({"game": game}),  # nearly everything missing
        json.dumps([good]),  # right content, wrong container
        json.dumps({**good, "extra_field": 1}) if isinstance(good, dict) else "{}",
        json.dumps(good).replace("}", ', "__class__": "os.system"}', 1),
        " " * 6_000_000 + json.dumps(good),  # many megabytes
        json.dumps(good)[:-10],  # truncated
        b"\xff\xfe garbage",
    ]
    for text in junk:
        with pytest.raises((JSONError, ValueError)) as err:
            module.from_json(text)
        assert str(err.value)


@pytest.mark.parametrize("game", REAL)
def test_card_files_with_wrong_fields_are_refused_naming_the_problem(game):
    module = get_game(game)
    shipped = (files(f"rulebook.{game}") / "cards.json").read_text()
    module.load_cards(shipped)  # the shipped file itself is valid
    data = json.loads(shipped)
    rng = random.Random(f"cards:{game}")
    paths = [p for p, v in leaves(data) if p and not isinstance(v, (dict, list))]
    refused = 0
    for _ in range(120):
        path = rng.choice(paths)
        mutant = replaced(data, path, rng.choice(WRONG_VALUES))
        try:
            module.load_cards(json.dumps(mutant))
        except ValueError as exc:
            assert str(exc)
            refused += 1
    assert refused > 40, f"only {refused} of 120 corrupted card files were refused"
    for text in ("", "{", "[]", "[" * 50_000, json.dumps({"x": 1})):
        with pytest.raises(ValueError):
            module.load_cards(text)


def test_no_loader_uses_pickle_or_eval():
    sources = "\n".join(p.read_text() for p in (ROOT / "rulebook").rglob("*.py"))
    sources += "\n".join(p.read_text() for p in (ROOT / "widgets").rglob("*.py"))
    for forbidden in ("import pickle", "pickle.load", "eval(", "yaml.load(", "marshal"):
        assert forbidden not in sources, forbidden
