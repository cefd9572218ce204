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
