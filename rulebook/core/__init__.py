"""The shared core of every engine: actions, rulings, logs, rules, options, JSON, FAQ cases, play."""

from .actions import CHANCE, TERMINAL, Action, IllegalAction, Ruling, action_from_json
from .cases import (FAQ, Check, FAQCase, FAQResult, Scenario, ScenarioStep, Tour, Walkthrough,
                    WalkthroughStep)
from .jsonio import JSONError
from .log import LogChain, LogEntry, log_append, log_entries, log_from_json
from .options import Option, OptionError, check_players, resolve_options
from .play import Bot, RandomBot, ScriptedChance, match_outcome, play, playout, resolve_bots, sample_outcome
from .rules import Rule, RuleBook
from .state import GameState

__all__ = [
    "CHANCE", "TERMINAL", "Action", "IllegalAction", "Ruling", "action_from_json",
    "FAQ", "Check", "FAQCase", "FAQResult", "Scenario", "ScenarioStep", "Tour", "Walkthrough", "WalkthroughStep",
    "JSONError", "LogChain", "LogEntry", "log_append", "log_entries", "log_from_json",
    "Option", "OptionError", "check_players", "resolve_options",
    "Bot", "RandomBot", "ScriptedChance", "match_outcome", "play", "playout", "resolve_bots", "sample_outcome",
    "Rule", "RuleBook", "GameState",
]
