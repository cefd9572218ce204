"""Shared fixtures: the list of engines under test (every registered game plus the core's toy game)."""

from __future__ import annotations

import pathlib
import sys

import pytest

TESTS = pathlib.Path(__file__).resolve().parent
ROOT = TESTS.parent
sys.path.insert(0, str(TESTS))

from rulebook.games import available_games, register_game  # noqa: E402

register_game("toy", "toy_game")


def engine_names() -> tuple[str, ...]:
    """Every engine the contract tests run against: the real games as they land, plus the toy."""
    return available_games()


@pytest.fixture(params=engine_names())
def game_name(request) -> str:
    return request.param


@pytest.fixture(scope="module")
def browser():
    """Headless Chromium (the Debian package) driven by Playwright, one per test module of the browser tests."""
    from browser_support import CHROMIUM_ARGS, chromium_path
    from playwright.sync_api import sync_playwright

    with sync_playwright() as pw:
        chromium = pw.chromium.launch(executable_path=chromium_path(), args=CHROMIUM_ARGS)
        yield chromium
        chromium.close()


def decision_after(module, plies: int, seed: int = 0, bot: str = "random", players: int | None = None,
                   choices: int = 1):
    """A seeded position after `plies` decisions of the game's `bot` (chance sampled at its odds) where a seat must
    decide among at least `choices` legal moves."""
    import random

    from rulebook import CHANCE
    from rulebook.core import sample_outcome

    rng = random.Random(seed)
    state = module.new_game(players=players or module.DEFAULT_PLAYERS, seed=seed)
    player, done = module.BOTS[bot](), 0
    while done < plies or state.current_player == CHANCE or len(state.legal_actions()) < choices:
        if state.current_player == CHANCE:
            state = state.apply(sample_outcome(state.chance_outcomes(), rng))
        else:
            state = state.apply(player.choose(state, rng))
            done += 1
    return state


@pytest.fixture
def english_by_default(monkeypatch):
    """The test starts in English with no RULEBOOK_LANG, and leaves the language setting as it found it (the
    translation tests take it for every test with `pytestmark = pytest.mark.usefixtures("english_by_default")`)."""
    from rulebook.core import i18n

    monkeypatch.delenv(i18n.ENV_VAR, raising=False)
    i18n.set_language(None)
    yield
    i18n.set_language(None)
