"""Why an action is refused before its phase has a say: an outcome of dice or cards offered as a move, a move that
is not of this game or is malformed, or a move at the wrong moment.

`State._why_illegal` asks `refusal` first; when it has nothing to say, the phase's own `why_not` names the broken
condition (and `NOT_ALLOWED` is the last resort). A test checks over many random positions that a phase's
`why_not` finds a problem exactly for the actions its `legal_moves` leaves out.

Every reason is a whole phrase with named placeholders, made through `reason_text(DOMAIN, …)` in the language in use
when `explain` is asked (tools/i18n.py extracts those calls, here and in the phases and queries); `item`, `hex_words`
and `counts` give the resources and hexes a reason names, in English exactly the words the engine always wrote.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rulebook.core import CHANCE, Ruling
from rulebook.core.i18n import is_source_language, reason_text, seat_name

from . import board as G
from . import pieces as P
from .pieces import ARG_SHAPES

DOMAIN = "barbarian_attack"
"""The catalogue of the reasons (`reason_text`)."""


def item(name: str) -> str:
    """A resource (or gold) by its English name, in the language in use."""
    if is_source_language():
        return name
    return {"brick": reason_text(DOMAIN, "brick"), "lumber": reason_text(DOMAIN, "lumber"),
            "wool": reason_text(DOMAIN, "wool"), "grain": reason_text(DOMAIN, "grain"),
            "ore": reason_text(DOMAIN, "ore"), "gold": reason_text(DOMAIN, "gold")}.get(name, name)


def hex_words(h: int) -> str:
    """A hex as `board.hex_label` writes it ("H12(4)", "H7(castle)"), in the language in use."""
    if is_source_language() or G.HEX_NUMBER[h] is not None:
        return G.hex_label(h)
    if h == G.CASTLE:
        return reason_text(DOMAIN, "H{hex}(castle)", hex=h)
    return reason_text(DOMAIN, "H{hex}(desert)", hex=h)


def seat_words(seat: int) -> str:
    """A seat by its colour ("Red"), in the language in use."""
    return seat_name(DOMAIN, P.SEATS[seat]) if 0 <= seat < len(P.SEATS) else str(seat)


def neutral_words(owner: int) -> str:
    """A neutral owner of the two-player game by the colour of its pieces ("Neutral White"), in the language in
    use."""
    return reason_text(DOMAIN, "Neutral {colour}", colour=seat_words(owner))


def counts(pairs: list[tuple[int, str]]) -> str:
    """"2 brick, 1 lumber": counts of resources, in the language in use."""
    return reason_text(DOMAIN, ", ").join(reason_text(DOMAIN, "{count} {item}", count=n, item=item(name))
                                          for n, name in pairs)


MALFORMED = ("CBA-0.1",)
NOT_ALLOWED = Ruling(False, "not allowed in this position", ("CBA-5.2",))
"""The refusal when neither the moment nor the phase names anything more specific (in English; `not_allowed` gives
it in the language in use)."""


def not_allowed() -> Ruling:
    """`NOT_ALLOWED` in the language in use."""
    return NOT_ALLOWED._replace(reason=reason_text(DOMAIN, "not allowed in this position"))


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
_NAMES = {"P": lambda: reason_text(DOMAIN, "a path id 0-71"),
          "I": lambda: reason_text(DOMAIN, "an intersection id 0-53"),
          "H": lambda: reason_text(DOMAIN, "a hex id 0-18"),
          "R": lambda: reason_text(DOMAIN, "a resource (brick, lumber, wool, grain, ore)"),
          "T": lambda: reason_text(DOMAIN, "a resource or 'gold'"), "S": lambda: reason_text(DOMAIN, "a seat number"),
          "N": lambda: reason_text(DOMAIN, "a neutral owner (2 or 3)")}

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

_MOMENT: dict[int, tuple[Callable[[], str], tuple[str, ...]]] = {
    P.SETUP_SETTLEMENT: (lambda: reason_text(DOMAIN, "the founding phase: {seat} places a settlement"),
                         ("CBA-4.2",)),
    P.SETUP_ROAD: (lambda: reason_text(DOMAIN, "the founding phase: {seat} places the road of the settlement "
                                             "just built"),
                   ("CBA-4.3",)),
    P.SETUP_CITY: (lambda: reason_text(DOMAIN, "the founding phase: {seat} places a city"), ("CBA-4.4",)),
    P.SETUP_CITY_ROAD: (lambda: reason_text(DOMAIN, "the founding phase: {seat} places the road of the city "
                                                  "just built"),
                        ("CBA-4.4",)),
    P.PRE_ROLL: (lambda: reason_text(DOMAIN, "{seat} has not rolled yet"), ("CBA-15.3", "CBA-15.7")),
    P.DISCARD: (lambda: reason_text(DOMAIN, "a 7 is being resolved: {mover} discards first"),
                ("CBA-6.7", "CBA-5.7")),
    P.STEAL_CHOICE: (lambda: reason_text(DOMAIN, "a 7 is being resolved: {mover} chooses whom to draw from"),
                     ("CBA-6.8",)),
    P.MAIN: (lambda: reason_text(DOMAIN, "{seat} is trading and building (phase 2)"), ("CBA-5.2",)),
    P.DRAFT: (lambda: reason_text(DOMAIN, "{seat} is putting a trade offer together"), ("CBA-7.1",)),
    P.RESPOND: (lambda: reason_text(DOMAIN, "{mover} must answer the trade offer first"),
                ("CBA-7.1", "CBA-5.7")),
    P.PLACE_KNIGHT: (lambda: reason_text(DOMAIN, "a development card is being resolved: place the knight first"),
                     ("CBA-11.5", "CBA-11.10b")),
    P.FOREIGN_KNIGHT: (lambda: reason_text(DOMAIN, "a development card is being resolved: decide on the foreign "
                                                 "knight first"),
                       ("CBA-11.5", "CBA-15.10")),
    P.TREASON_SOURCE: (lambda: reason_text(DOMAIN, "Treason is being resolved: choose a source hex first"),
                       ("CBA-11.5", "CBA-11.13")),
    P.TREASON_TARGET: (lambda: reason_text(DOMAIN, "Treason is being resolved: choose a target hex first"),
                       ("CBA-11.5", "CBA-11.13")),
    P.CAPTURE: (lambda: reason_text(DOMAIN, "Intrigue is being resolved: choose the hex to take a prisoner from"),
                ("CBA-11.5", "CBA-11.14")),
    P.NEUTRAL_BUILD: (lambda: reason_text(DOMAIN, "{seat} must place the free neutral piece first"),
                      ("CBA-15.4",)),
    P.GIVE_BACK: (lambda: reason_text(DOMAIN, "the forced trade is being finished: give cards back first"),
                  ("CBA-15.8",)),
    P.KNIGHTS: (lambda: reason_text(DOMAIN, "phase 3 (knight movement) has begun: no more trading, building or buying "
                                          "this turn"),
                ("CBA-5.4",)),
}


def _moment(s: Any) -> tuple[str, tuple[str, ...]]:
    if s.phase in (P.ROLLOFF, P.CASUALTY):
        return (reason_text(DOMAIN, "the battles are under way (phase 4): nothing can be done until they end"),
                ("CBA-13.3", "CBA-5.5"))
    if s.phase == P.LANDING:
        return reason_text(DOMAIN, "a barbarian landing is being rolled"), ("CBA-5.3", "CBA-9.3")
    if s.phase == P.DRAW:
        return reason_text(DOMAIN, "a development card is being drawn"), ("CBA-11.5",)
    if s.phase in (P.ROLL, P.EVENT):
        return reason_text(DOMAIN, "the production roll comes first"), ("CBA-5.1",)
    text, rules = _MOMENT.get(s.phase, (lambda: reason_text(DOMAIN, "this is not the moment for that"), ("CBA-5.3",)))
    return text().format(seat=seat_words(s.seat), mover=seat_words(s.to_move)), rules


def refusal(s: Any, action: Any) -> Ruling | None:
    """The refusal of an outcome offered as a move, an unknown or malformed move, or a move at the wrong moment;
    None when the action is a well-formed decision of the current phase (its `why_not` decides then)."""
    kind, args = action.kind, action.args
    if kind in CHANCE_KINDS:
        if s.to_move == CHANCE:
            return Ruling(False, reason_text(DOMAIN, "{action} is not a possible outcome here", action=action),
                          CHANCE_KINDS[kind])
        return Ruling(False, reason_text(DOMAIN, "'{kind}' is an outcome of dice or cards, not a move a player "
                                                 "chooses", kind=kind), CHANCE_KINDS[kind])
    shape = ARG_SHAPES.get(kind)
    if shape is None:
        return Ruling(False, reason_text(DOMAIN, "'{kind}' is not a move of Barbarian Attack", kind=kind), MALFORMED)
    if len(args) != len(shape) or not all(_CHECK[c](v) for c, v in zip(shape, args)):
        wanted = reason_text(DOMAIN, ", ").join(_NAMES[c]() for c in shape) or reason_text(DOMAIN, "no arguments")
        return Ruling(False, reason_text(DOMAIN, "{kind} takes {wanted}; got {args}", kind=kind, wanted=wanted,
                                         args=repr(args)), MALFORMED)
    if s.phase not in KIND_PHASES[kind]:
        text, rules = _moment(s)
        if kind in ("move", "move_far", "end_moves") and s.phase in (P.ROLLOFF, P.CASUALTY):
            text, rules = (reason_text(DOMAIN, "the battles have begun: knights no longer move this turn"),
                           ("CBA-13.3", "CBA-5.4"))
        return Ruling(False, text, rules)
    return None
