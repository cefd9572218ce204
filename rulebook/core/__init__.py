"""The shared core of every engine: actions, rulings, logs, rules, options, JSON, FAQ cases, play, search, codes."""

from .action_codec import (
    ActionOutsideSpace,
    ActionSpace,
    Choice,
    IntRange,
    LegalIndexCodec,
    MultisetOf,
    OneOf,
    SequenceOf,
    SubsetOf,
    TupleOf,
)
from .actions import CHANCE, TERMINAL, Action, IllegalAction, PositionError, Ruling, action_from_json
from .cases import (
    FAQ,
    Check,
    FAQCase,
    FAQResult,
    Scenario,
    ScenarioStep,
    Tour,
    Walkthrough,
    WalkthroughStep,
    faq_case,
)
from .fields import Field
from .jsonio import JSONError
from .log import LogChain, LogEntry, log_append, log_entries, log_from_json
from .options import Option, OptionError, check_players, resolve_options
from .play import Bot, RandomBot, ScriptedChance, match_outcome, play, playout, resolve_bots, sample_outcome
from .report import changes, changes_html, changes_text, faq_result_html, faq_result_text, rules_html
from .rules import Rule, RuleBook
from .search import SearchBot, SearchResult
from .state import GameState

__all__ = [
    "CHANCE",
    "FAQ",
    "TERMINAL",
    "Action",
    "ActionOutsideSpace",
    "ActionSpace",
    "Bot",
    "Check",
    "Choice",
    "FAQCase",
    "FAQResult",
    "Field",
    "GameState",
    "IllegalAction",
    "IntRange",
    "JSONError",
    "LegalIndexCodec",
    "LogChain",
    "LogEntry",
    "MultisetOf",
    "OneOf",
    "Option",
    "OptionError",
    "PositionError",
    "RandomBot",
    "Rule",
    "RuleBook",
    "Ruling",
    "Scenario",
    "ScenarioStep",
    "ScriptedChance",
    "SearchBot",
    "SearchResult",
    "SequenceOf",
    "SubsetOf",
    "Tour",
    "TupleOf",
    "Walkthrough",
    "WalkthroughStep",
    "action_from_json",
    "changes",
    "changes_html",
    "changes_text",
    "check_players",
    "faq_case",
    "faq_result_html",
    "faq_result_text",
    "log_append",
    "log_entries",
    "log_from_json",
    "match_outcome",
    "play",
    "playout",
    "resolve_bots",
    "resolve_options",
    "rules_html",
    "sample_outcome",
]
