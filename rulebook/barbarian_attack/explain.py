"""Why an action is refused, in plain words with the rules it breaks.

`why_illegal` first checks the action's shape, then whether it fits the moment (phase, whose decision), then the
specific condition of its kind (`problem`). `problem` returns None exactly for legal actions of the right phase;
a test checks that agreement with `legal_actions` over many random positions.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rulebook.core import CHANCE, Ruling

from . import geometry as G
from . import model as M
from .board import RESOURCES
from .problems import PROBLEMS

MALFORMED = ("CBA-0.1",)

# Argument shapes: P path, I intersection, H hex, R resource, T resource or gold, S seat, N neutral owner.
ARGS: dict[str, str] = {
    "settlement": "I", "city": "I", "road": "P", "buy_card": "", "bank_trade": "RR", "buy_resource": "R",
    "sell_for_gold": "R", "offer": "S", "give": "T", "ask": "T", "propose": "", "withdraw": "", "accept": "",
    "decline": "", "finish_building": "", "discard": "R", "draw_from": "S", "no_draw": "", "place_knight": "P",
    "foreign_knight": "P", "no_foreign_knight": "", "treason_source": "H", "treason_target": "H", "capture": "H",
    "move": "PP", "move_far": "PP", "end_moves": "", "roll_dice": "", "forced_trade": "", "drive_off": "HH",
    "give_back": "R", "neutral_road": "NP", "neutral_settlement": "NI",
}
CHANCE_KINDS = {"roll": ("CBA-6.1",), "landing": ("CBA-9.3",), "card": ("CBA-11.4",), "steal": ("CBA-6.8",),
                "rolloff": ("CBA-13.9",), "castle_die": ("CBA-13.11",), "event": ("CBA-16.1a",),
                "take": ("CBA-15.8",)}

_CHECK: dict[str, Callable[[Any], bool]] = {
    "P": lambda v: type(v) is int and 0 <= v < G.PATHS,
    "I": lambda v: type(v) is int and 0 <= v < G.INTERSECTIONS,
    "H": lambda v: type(v) is int and 0 <= v < G.HEXES,
    "R": lambda v: v in RESOURCES,
    "T": lambda v: v in M.ITEMS,
    "S": lambda v: type(v) is int and 0 <= v < 4,
    "N": lambda v: v in M.NEUTRALS,
}
_NAMES = {"P": "a path id 0-71", "I": "an intersection id 0-53", "H": "a hex id 0-18",
          "R": "a resource (brick, lumber, wool, grain, ore)", "T": "a resource or 'gold'", "S": "a seat number",
          "N": "a neutral owner (2 or 3)"}

# Which phases each kind belongs to.
PHASES: dict[str, tuple[int, ...]] = {
    "settlement": (M.SETUP_SETTLEMENT, M.MAIN), "city": (M.SETUP_CITY, M.MAIN),
    "road": (M.SETUP_ROAD, M.SETUP_CITY_ROAD, M.MAIN), "discard": (M.DISCARD,),
    "draw_from": (M.STEAL_CHOICE,), "no_draw": (M.STEAL_CHOICE,), "give": (M.DRAFT,), "ask": (M.DRAFT,),
    "propose": (M.DRAFT,), "withdraw": (M.DRAFT,), "accept": (M.RESPOND,), "decline": (M.RESPOND,),
    "place_knight": (M.PLACE_KNIGHT,), "foreign_knight": (M.FOREIGN_KNIGHT,), "no_foreign_knight": (M.FOREIGN_KNIGHT,),
    "treason_source": (M.TREASON_SOURCE,), "treason_target": (M.TREASON_TARGET,), "capture": (M.CAPTURE,),
    "move": (M.KNIGHTS,), "move_far": (M.KNIGHTS,), "end_moves": (M.KNIGHTS,), "roll_dice": (M.PRE_ROLL,),
    "forced_trade": (M.PRE_ROLL, M.MAIN), "drive_off": (M.PRE_ROLL, M.MAIN), "give_back": (M.GIVE_BACK,),
    "neutral_road": (M.NEUTRAL_BUILD,), "neutral_settlement": (M.NEUTRAL_BUILD,),
}
for _kind in ("buy_card", "bank_trade", "buy_resource", "sell_for_gold", "offer", "finish_building"):
    PHASES[_kind] = (M.MAIN,)

_MOMENT: dict[int, tuple[str, tuple[str, ...]]] = {
    M.SETUP_SETTLEMENT: ("the founding phase: player {seat} places a settlement", ("CBA-4.2",)),
    M.SETUP_ROAD: ("the founding phase: player {seat} places the road of the settlement just built", ("CBA-4.3",)),
    M.SETUP_CITY: ("the founding phase: player {seat} places a city", ("CBA-4.4",)),
    M.SETUP_CITY_ROAD: ("the founding phase: player {seat} places the road of the city just built", ("CBA-4.4",)),
    M.PRE_ROLL: ("player {seat} has not rolled yet", ("CBA-15.3", "CBA-15.7")),
    M.DISCARD: ("a 7 is being resolved: player {mover} discards first", ("CBA-6.7", "CBA-5.7")),
    M.STEAL_CHOICE: ("a 7 is being resolved: player {mover} chooses whom to draw from", ("CBA-6.8",)),
    M.MAIN: ("player {seat} is trading and building (phase 2)", ("CBA-5.2",)),
    M.DRAFT: ("player {seat} is putting a trade offer together", ("CBA-7.1",)),
    M.RESPOND: ("player {mover} must answer the trade offer first", ("CBA-7.1", "CBA-5.7")),
    M.PLACE_KNIGHT: ("a development card is being resolved: place the knight first", ("CBA-11.5", "CBA-11.10b")),
    M.FOREIGN_KNIGHT: ("a development card is being resolved: decide on the foreign knight first",
                       ("CBA-11.5", "CBA-15.10")),
    M.TREASON_SOURCE: ("Treason is being resolved: choose a source hex first", ("CBA-11.5", "CBA-11.13")),
    M.TREASON_TARGET: ("Treason is being resolved: choose a target hex first", ("CBA-11.5", "CBA-11.13")),
    M.CAPTURE: ("Intrigue is being resolved: choose the hex to take a prisoner from", ("CBA-11.5", "CBA-11.14")),
    M.NEUTRAL_BUILD: ("player {seat} must place the free neutral piece first", ("CBA-15.4",)),
    M.GIVE_BACK: ("the forced trade is being finished: give cards back first", ("CBA-15.8",)),
    M.KNIGHTS: ("phase 3 (knight movement) has begun: no more trading, building or buying this turn",
                ("CBA-5.4",)),
}


def _moment(s: Any) -> tuple[str, tuple[str, ...]]:
    if s.phase in (M.ROLLOFF, M.CASUALTY):
        return "the battles are under way (phase 4): nothing can be done until they end", ("CBA-13.3", "CBA-5.5")
    if s.phase == M.LANDING:
        return "a barbarian landing is being rolled", ("CBA-5.3", "CBA-9.3")
    if s.phase == M.DRAW:
        return "a development card is being drawn", ("CBA-11.5",)
    if s.phase in (M.ROLL, M.EVENT):
        return "the production roll comes first", ("CBA-5.1",)
    text, rules = _MOMENT.get(s.phase, ("this is not the moment for that", ("CBA-5.3",)))
    return text.format(seat=s.seat, mover=s.to_move), rules


def why_illegal(s: Any, action: Any) -> Ruling:
    kind, args = action.kind, action.args
    if kind in CHANCE_KINDS:
        if s.to_move == CHANCE:
            return Ruling(False, f"{action} is not a possible outcome here", CHANCE_KINDS[kind])
        return Ruling(False, f"'{kind}' is an outcome of dice or cards, not a move a player chooses",
                      CHANCE_KINDS[kind])
    shape = ARGS.get(kind)
    if shape is None:
        return Ruling(False, f"'{kind}' is not a move of Barbarian Attack", MALFORMED)
    if len(args) != len(shape) or not all(_CHECK[c](v) for c, v in zip(shape, args)):
        wanted = ", ".join(_NAMES[c] for c in shape) or "no arguments"
        return Ruling(False, f"{kind} takes {wanted}; got {args!r}", MALFORMED)
    if s.phase not in PHASES[kind]:
        text, rules = _moment(s)
        if kind in ("move", "move_far", "end_moves") and s.phase in (M.ROLLOFF, M.CASUALTY):
            text, rules = "the battles have begun: knights no longer move this turn", ("CBA-13.3", "CBA-5.4")
        return Ruling(False, text, rules)
    found = PROBLEMS[kind](s, action)
    if found:
        return Ruling(False, found[0], found[1])
    return Ruling(False, "not allowed in this position", ("CBA-5.2",))
