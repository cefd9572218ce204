"""Why an action is refused before its phase has a say: an outcome of dice or cards offered as a move, a move that
is not of this game or is malformed, or a move at the wrong moment.

`State._why_illegal` asks `refusal` first; when it has nothing to say, the phase's own `why_not` names the broken
condition (and `NOT_ALLOWED` is the last resort). A test checks over many random positions that a phase's
`why_not` finds a problem exactly for the actions its `legal_moves` leaves out.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rulebook.core import CHANCE, Ruling

from . import board as G
from . import pieces as P
from .pieces import ARG_SHAPES

MALFORMED = ("CBA-0.1",)
NOT_ALLOWED = Ruling(False, "not allowed in this position", ("CBA-5.2",))
"""The refusal when neither the moment nor the phase names anything more specific."""
CHANCE_KINDS = {"roll": ("CBA-6.1",), "landing": ("CBA-9.3",), "card": ("CBA-11.4",), "steal": ("CBA-6.8",),
                "rolloff": ("CBA-13.9",), "castle_die": ("CBA-13.11",), "event": ("CBA-16.1a",),
                "take": ("CBA-15.8",)}
"""Outcomes of dice and cards, never chosen by a player, with the rule that rolls or draws them."""
CHANCE_RULES = {P.ROLL: ("CBA-6.1",), P.LANDING: ("CBA-9.3",), P.DRAW: ("CBA-11.4", "CBA-11.5"),
                P.STEAL: ("CBA-6.8",), P.ROLLOFF: ("CBA-13.9", "CBA-13.3"), P.CASUALTY: ("CBA-13.11", "CBA-13.3"),
                P.EVENT: ("CBA-16.1a",), P.FORCED_TAKE: ("CBA-15.8",)}
"""The rules that roll or draw at each chance phase, cited when a move is offered before chance resolves."""

_CHECK: dict[str, Callable[[Any], bool]] = {
    "P": lambda v: type(v) is int and 0 <= v < G.PATHS,
    "I": lambda v: type(v) is int and 0 <= v < G.INTERSECTIONS,
    "H": lambda v: type(v) is int and 0 <= v < G.HEXES,
    "R": lambda v: v in P.RESOURCES,
    "T": lambda v: v in P.ITEMS,
    "S": lambda v: type(v) is int and 0 <= v < 4,
    "N": lambda v: v in P.NEUTRALS,
}
_NAMES = {"P": "a path id 0-71", "I": "an intersection id 0-53", "H": "a hex id 0-18",
          "R": "a resource (brick, lumber, wool, grain, ore)", "T": "a resource or 'gold'", "S": "a seat number",
          "N": "a neutral owner (2 or 3)"}

KIND_PHASES: dict[str, tuple[int, ...]] = {
    "settlement": (P.SETUP_SETTLEMENT, P.MAIN), "city": (P.SETUP_CITY, P.MAIN),
    "road": (P.SETUP_ROAD, P.SETUP_CITY_ROAD, P.MAIN), "discard": (P.DISCARD,),
    "draw_from": (P.STEAL_CHOICE,), "no_draw": (P.STEAL_CHOICE,), "give": (P.DRAFT,), "ask": (P.DRAFT,),
    "propose": (P.DRAFT,), "withdraw": (P.DRAFT,), "accept": (P.RESPOND,), "decline": (P.RESPOND,),
    "place_knight": (P.PLACE_KNIGHT,), "foreign_knight": (P.FOREIGN_KNIGHT,), "no_foreign_knight": (P.FOREIGN_KNIGHT,),
    "treason_source": (P.TREASON_SOURCE,), "treason_target": (P.TREASON_TARGET,), "capture": (P.CAPTURE,),
    "move": (P.KNIGHTS,), "move_far": (P.KNIGHTS,), "end_moves": (P.KNIGHTS,), "roll_dice": (P.PRE_ROLL,),
    "forced_trade": (P.PRE_ROLL, P.MAIN), "drive_off": (P.PRE_ROLL, P.MAIN), "give_back": (P.GIVE_BACK,),
    "neutral_road": (P.NEUTRAL_BUILD,), "neutral_settlement": (P.NEUTRAL_BUILD,),
    **{kind: (P.MAIN,) for kind in ("buy_card", "bank_trade", "buy_resource", "sell_for_gold", "offer",
                                    "finish_building")},
}
"""The phases in which each kind of decision can be taken."""

_MOMENT: dict[int, tuple[str, tuple[str, ...]]] = {
    P.SETUP_SETTLEMENT: ("the founding phase: player {seat} places a settlement", ("CBA-4.2",)),
    P.SETUP_ROAD: ("the founding phase: player {seat} places the road of the settlement just built", ("CBA-4.3",)),
    P.SETUP_CITY: ("the founding phase: player {seat} places a city", ("CBA-4.4",)),
    P.SETUP_CITY_ROAD: ("the founding phase: player {seat} places the road of the city just built", ("CBA-4.4",)),
    P.PRE_ROLL: ("player {seat} has not rolled yet", ("CBA-15.3", "CBA-15.7")),
    P.DISCARD: ("a 7 is being resolved: player {mover} discards first", ("CBA-6.7", "CBA-5.7")),
    P.STEAL_CHOICE: ("a 7 is being resolved: player {mover} chooses whom to draw from", ("CBA-6.8",)),
    P.MAIN: ("player {seat} is trading and building (phase 2)", ("CBA-5.2",)),
    P.DRAFT: ("player {seat} is putting a trade offer together", ("CBA-7.1",)),
    P.RESPOND: ("player {mover} must answer the trade offer first", ("CBA-7.1", "CBA-5.7")),
    P.PLACE_KNIGHT: ("a development card is being resolved: place the knight first", ("CBA-11.5", "CBA-11.10b")),
    P.FOREIGN_KNIGHT: ("a development card is being resolved: decide on the foreign knight first",
                       ("CBA-11.5", "CBA-15.10")),
    P.TREASON_SOURCE: ("Treason is being resolved: choose a source hex first", ("CBA-11.5", "CBA-11.13")),
    P.TREASON_TARGET: ("Treason is being resolved: choose a target hex first", ("CBA-11.5", "CBA-11.13")),
    P.CAPTURE: ("Intrigue is being resolved: choose the hex to take a prisoner from", ("CBA-11.5", "CBA-11.14")),
    P.NEUTRAL_BUILD: ("player {seat} must place the free neutral piece first", ("CBA-15.4",)),
    P.GIVE_BACK: ("the forced trade is being finished: give cards back first", ("CBA-15.8",)),
    P.KNIGHTS: ("phase 3 (knight movement) has begun: no more trading, building or buying this turn",
                ("CBA-5.4",)),
}


def _moment(s: Any) -> tuple[str, tuple[str, ...]]:
    if s.phase in (P.ROLLOFF, P.CASUALTY):
        return "the battles are under way (phase 4): nothing can be done until they end", ("CBA-13.3", "CBA-5.5")
    if s.phase == P.LANDING:
        return "a barbarian landing is being rolled", ("CBA-5.3", "CBA-9.3")
    if s.phase == P.DRAW:
        return "a development card is being drawn", ("CBA-11.5",)
    if s.phase in (P.ROLL, P.EVENT):
        return "the production roll comes first", ("CBA-5.1",)
    text, rules = _MOMENT.get(s.phase, ("this is not the moment for that", ("CBA-5.3",)))
    return text.format(seat=s.seat, mover=s.to_move), rules


def refusal(s: Any, action: Any) -> Ruling | None:
    """The refusal of an outcome offered as a move, an unknown or malformed move, or a move at the wrong moment;
    None when the action is a well-formed decision of the current phase (its `why_not` decides then)."""
    kind, args = action.kind, action.args
    if kind in CHANCE_KINDS:
        if s.to_move == CHANCE:
            return Ruling(False, f"{action} is not a possible outcome here", CHANCE_KINDS[kind])
        return Ruling(False, f"'{kind}' is an outcome of dice or cards, not a move a player chooses",
                      CHANCE_KINDS[kind])
    shape = ARG_SHAPES.get(kind)
    if shape is None:
        return Ruling(False, f"'{kind}' is not a move of Barbarian Attack", MALFORMED)
    if len(args) != len(shape) or not all(_CHECK[c](v) for c, v in zip(shape, args)):
        wanted = ", ".join(_NAMES[c] for c in shape) or "no arguments"
        return Ruling(False, f"{kind} takes {wanted}; got {args!r}", MALFORMED)
    if s.phase not in KIND_PHASES[kind]:
        text, rules = _moment(s)
        if kind in ("move", "move_far", "end_moves") and s.phase in (P.ROLLOFF, P.CASUALTY):
            text, rules = "the battles have begun: knights no longer move this turn", ("CBA-13.3", "CBA-5.4")
        return Ruling(False, text, rules)
    return None
