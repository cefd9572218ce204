"""The registry of games: name → engine module, imported on first use."""

from __future__ import annotations

import importlib
import importlib.util
from types import ModuleType

GAMES: dict[str, str] = {
    "troyes": "rulebook.troyes",
    "tournay": "rulebook.tournay",
    "barbarian_attack": "rulebook.barbarian_attack",
}
"""Every game the project knows, by the name `simulate` and the widgets use."""

REQUIRED = ("NAME", "TITLE", "PLAYERS", "DEFAULT_PLAYERS", "OPTIONS", "BOTS", "RULES", "FAQ", "WALKTHROUGH",
            "new_game", "from_json", "outcome_columns")
"""What every engine module exposes (design §3); checked when a game is loaded."""


class UnknownGame(ValueError):
    """A game name that is not registered (or whose engine is not installed yet)."""


def available_games() -> tuple[str, ...]:
    """The registered games whose engine is present, in registry order."""
    return tuple(name for name, mod in GAMES.items() if importlib.util.find_spec(mod) is not None)


def get_game(name: str) -> ModuleType:
    """The engine module for `name`, checked against the contract."""
    if not isinstance(name, str) or name not in GAMES:
        raise UnknownGame(f"unknown game {name!r}; choose one of {', '.join(available_games())}")
    if importlib.util.find_spec(GAMES[name]) is None:
        raise UnknownGame(f"the {name} engine is not installed; available: {', '.join(available_games())}")
    module = importlib.import_module(GAMES[name])
    missing = [attr for attr in REQUIRED if not hasattr(module, attr)]
    if missing:
        raise UnknownGame(f"{GAMES[name]} does not follow the engine contract: missing {', '.join(missing)}")
    return module


def register_game(name: str, module: str) -> None:
    """Add a game engine under `name` (used by tests for a toy game, and by plug-in engines)."""
    if not name.isidentifier():
        raise ValueError(f"game name {name!r} must be an identifier")
    GAMES[name] = module
