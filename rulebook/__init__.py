"""rulebook: rules engines for Troyes, Tournay and Catan's Barbarian Attack, with one shared contract.

    from rulebook import troyes
    state = troyes.new_game(players=3, seed=7)
    state.legal_actions(); state.explain(action); state = state.apply(action)

No Jupyter imports here: the widgets live in the separate `widgets` package.
"""

from .core import (
    CHANCE,
    FAQ,
    TERMINAL,
    Action,
    Bot,
    Check,
    FAQCase,
    FAQResult,
    GameState,
    IllegalAction,
    JSONError,
    LogEntry,
    Option,
    OptionError,
    PositionError,
    RandomBot,
    Rule,
    RuleBook,
    Ruling,
    Scenario,
    ScriptedChance,
    Tour,
    Walkthrough,
    WalkthroughStep,
    play,
    playout,
)
from .games import GAMES, UnknownGame, available_games, get_game
from .simulate import game_seed, iter_simulate, simulate

__version__ = "0.1.0"

__all__ = [
    "CHANCE",
    "FAQ",
    "GAMES",
    "TERMINAL",
    "Action",
    "Bot",
    "Check",
    "FAQCase",
    "FAQResult",
    "GameState",
    "IllegalAction",
    "JSONError",
    "LogEntry",
    "Option",
    "OptionError",
    "PositionError",
    "RandomBot",
    "Rule",
    "RuleBook",
    "Ruling",
    "Scenario",
    "ScriptedChance",
    "Tour",
    "UnknownGame",
    "Walkthrough",
    "WalkthroughStep",
    "available_games",
    "game_seed",
    "get_game",
    "iter_simulate",
    "play",
    "playout",
    "simulate",
]


def __getattr__(name: str):
    """`rulebook.troyes` and friends load lazily, so importing the core stays fast."""
    if name in GAMES:
        return get_game(name)
    raise AttributeError(f"module 'rulebook' has no attribute {name!r}")
