"""Every game's declared `ACTION_SPACE`: each legal move and chance outcome has one stable code, and back.

Seeded games of every player count (and a few variants that open rarer moves) are walked with the game's own bots;
at each position every legal action, or every chance outcome, is encoded, the codes are checked distinct, and each
code decodes to an action equal to the original (and of the same class, so it prints the same way). Codes come
from the declaration alone, so they are the same in every process and position.
"""

from __future__ import annotations

import random

import pytest

from rulebook import CHANCE, get_game
from rulebook.core import ActionOutsideSpace, ActionSpace, sample_outcome

GAMES_WITH_SPACES = ("troyes", "tournay", "barbarian_attack")
"""The games whose `ACTION_SPACE` is declared (issue 17)."""

VARIANTS = {
    "troyes": lambda players: ({}, {"flip_max_dice": 3}),
    "tournay": lambda players: ({}, {"variant": "advanced", "district_grid_mode": "fixed", "queue_size": 5}),
    "barbarian_attack": lambda players: ({}, {"rolloff_dice": 2, "harbormaster": True,
                                              "event_cards": players > 2}),  # no event cards with 2 (CBA-15.3)
}
"""Options each game is also walked with (by player count), so that moves only a variant offers are coded too."""

RARE = {
    "troyes": {"discard": ((0, "R", 3), (0, "R", 3), (0, "Y", 1)), "immediate": (), "store": (), "penalty": ()},
    "tournay": {"remove_token": (1, 2)},
}
"""Kinds the seeded walks rarely meet (Troyes: an event's discard, a card asking when to take its effect, a black
die left uncountered; Tournay: taking a damage token off a building), each with a well-formed example that must
round-trip instead."""


def _walk(module, players: int, seed: int, options: dict, plies: int):
    """Positions of a seeded game: seat 0 plays the heuristic bot, the others random, for at most `plies` steps."""
    state = module.new_game(players=players, seed=seed, **options)
    rng = random.Random(seed)
    bots = [module.BOTS["heuristic"]()] + [module.BOTS["random"]()] * (players - 1)
    for _ in range(plies):
        if state.is_terminal():
            return
        yield state
        if state.current_player == CHANCE:
            state = state.apply(sample_outcome(state.chance_outcomes(), rng))
        else:
            state = state.apply(bots[state.current_player].choose(state, rng))


@pytest.mark.parametrize("game", GAMES_WITH_SPACES)
def test_every_legal_action_and_chance_outcome_round_trips_through_its_code(game):
    module = get_game(game)
    space = module.ACTION_SPACE
    assert isinstance(space, ActionSpace) and space.size > 0
    checked = set()
    for players in module.PLAYERS:
        for k, options in enumerate(VARIANTS[game](players)):
            for seed in range(2):
                for state in _walk(module, players, 100 * k + seed, options, 1500):
                    if state.current_player == CHANCE:
                        choices = [outcome for outcome, _ in state.chance_outcomes()]
                    else:
                        choices = list(state.legal_actions())
                    codes = [space.encode(a) for a in choices]
                    assert len(set(codes)) == len(codes), "two choices share a code"
                    for action, code in zip(choices, codes):
                        back = space.decode(code)
                        assert back == action and type(back) is type(action) and str(back) == str(action)
                        checked.add(action.kind)
    for kind, args in RARE.get(game, {}).items():
        example = space.action_class(kind, args)
        assert space.decode(space.encode(example)) == example
        checked.add(kind)
    assert checked == set(space.kinds), f"kinds never met, so never checked: {sorted(set(space.kinds) - checked)}"


@pytest.mark.parametrize("game", GAMES_WITH_SPACES)
def test_codes_are_refused_outside_the_space_with_the_reason(game):
    space = get_game(game).ACTION_SPACE
    with pytest.raises(ActionOutsideSpace, match="unknown kind 'fly'"):
        space.encode(("fly", ()))
    with pytest.raises(ActionOutsideSpace, match=f"expected a whole number from 0 to {space.size - 1}"):
        space.decode(space.size)


def test_a_corrected_card_file_brings_its_own_space():
    tournay = get_game("tournay")
    assert tournay.shipped_cards().action_space is tournay.ACTION_SPACE
    ba = get_game("barbarian_attack")
    assert ba.shipped_cards().action_space is ba.ACTION_SPACE
    troyes = get_game("troyes")
    assert troyes.shipped_cards().action_space is troyes.ACTION_SPACE
