"""The scenario's actions: readable names, and tables of prebuilt actions so move generation allocates nothing.

Kinds (arguments are plain ints and strings):
  founding/phase 2  settlement I, city I, road P, buy_card, bank_trade give get, buy_resource r, sell_for_gold r,
                    offer seat, give item, ask item, propose, withdraw, accept, decline, finish_building
  the 7             discard r, draw_from seat, no_draw
  cards             place_knight P, foreign_knight P, no_foreign_knight, treason_source H, treason_target H, capture H
  knights           move P P, move_far P P (pays 1 grain), end_moves
  two players       roll_dice, forced_trade, drive_off H H, give_back r, neutral_road n P, neutral_settlement n I
  chance            roll total, landing total, card kind, steal r, rolloff value, castle_die face, event id, take r
"""

from __future__ import annotations

from rulebook.core import Action

from . import geometry as G
from .board import RESOURCES
from .model import ITEMS


def _fmt_arg(kind: str, index: int, value: object) -> str:
    if kind in ("road", "place_knight", "foreign_knight", "move", "move_far") or (
            kind == "neutral_road" and index == 1):
        return f"P{value}"
    if kind in ("settlement", "city") or (kind == "neutral_settlement" and index == 1):
        return f"I{value}"
    if kind in ("treason_source", "treason_target", "capture", "drive_off"):
        return f"H{value}"
    if kind in ("offer", "draw_from"):
        return f"player {value}"
    if kind in ("neutral_road", "neutral_settlement") and index == 0:
        return f"neutral {value}"
    return str(value)


class BAAction(Action):
    """An `Action` that prints like the table talk: "road P12", "move P63 -> P64"."""

    __slots__ = ()

    def __str__(self) -> str:
        if not self.args:
            return self.kind
        parts = [_fmt_arg(self.kind, i, a) for i, a in enumerate(self.args)]
        if self.kind in ("move", "move_far", "drive_off"):
            return f"{self.kind} {parts[0]} -> {parts[1]}"
        return f"{self.kind} " + " ".join(parts)


def A(kind: str, *args: object) -> BAAction:
    """Shorthand: A('road', 12) is the action 'road P12'."""
    return BAAction(kind, tuple(args))


ROAD = tuple(A("road", p) for p in range(G.PATHS))
SETTLE = tuple(A("settlement", i) for i in range(G.INTERSECTIONS))
CITY = tuple(A("city", i) for i in range(G.INTERSECTIONS))
PLACE = tuple(A("place_knight", p) for p in range(G.PATHS))
FOREIGN = tuple(A("foreign_knight", p) for p in range(G.PATHS))
MOVE = tuple(tuple(A("move", a, b) for b in range(G.PATHS)) for a in range(G.PATHS))
MOVE_FAR = tuple(tuple(A("move_far", a, b) for b in range(G.PATHS)) for a in range(G.PATHS))
TREASON_SOURCE = tuple(A("treason_source", h) for h in range(G.HEXES))
TREASON_TARGET = tuple(A("treason_target", h) for h in range(G.HEXES))
CAPTURE = tuple(A("capture", h) for h in range(G.HEXES))
DISCARD = tuple(A("discard", r) for r in RESOURCES)
GIVE_BACK = tuple(A("give_back", r) for r in RESOURCES)
BUY_RESOURCE = tuple(A("buy_resource", r) for r in RESOURCES)
SELL_FOR_GOLD = tuple(A("sell_for_gold", r) for r in RESOURCES)
BANK_TRADE = tuple(tuple(A("bank_trade", g, t) for t in RESOURCES) for g in RESOURCES)
GIVE = tuple(A("give", item) for item in ITEMS)
ASK = tuple(A("ask", item) for item in ITEMS)
OFFER = tuple(A("offer", p) for p in range(4))
DRAW_FROM = tuple(A("draw_from", p) for p in range(4))
NEUTRAL_ROAD = {n: tuple(A("neutral_road", n, p) for p in range(G.PATHS)) for n in (2, 3)}
NEUTRAL_SETTLE = {n: tuple(A("neutral_settlement", n, i) for i in range(G.INTERSECTIONS)) for n in (2, 3)}
DRIVE_OFF = tuple(tuple(A("drive_off", a, b) for b in range(G.HEXES)) for a in range(G.HEXES))

BUY_CARD, FINISH, PROPOSE, WITHDRAW = A("buy_card"), A("finish_building"), A("propose"), A("withdraw")
ACCEPT, DECLINE, NO_DRAW, END_MOVES = A("accept"), A("decline"), A("no_draw"), A("end_moves")
NO_FOREIGN, ROLL_DICE, FORCED_TRADE = A("no_foreign_knight"), A("roll_dice"), A("forced_trade")

# Chance outcomes -----------------------------------------------------------------------------------------------

TWO_DICE = tuple((t, (6 - abs(t - 7)) / 36) for t in range(2, 13))
"""Totals of 2d6 with their exact probabilities."""
ROLL_OUT = tuple((A("roll", t), p) for t, p in TWO_DICE)
LANDING_OUT = tuple((A("landing", t), p) for t, p in TWO_DICE)
ROLL_ACTION = {t: A("roll", t) for t in range(2, 13)}
LANDING_ACTION = {t: A("landing", t) for t in range(2, 13)}
CASTLE_OUT = tuple((A("castle_die", f), 1 / 6) for f in range(1, 7))
ROLLOFF_1D6 = tuple((A("rolloff", f), 1 / 6) for f in range(1, 7))
ROLLOFF_2D6 = tuple((A("rolloff", t), p) for t, p in TWO_DICE)
STEAL = tuple(A("steal", r) for r in RESOURCES)
TAKE = tuple(A("take", r) for r in RESOURCES)
CARD = {k: A("card", k) for k in ("knighthood", "free_knight", "treason", "capture")}


def _register_outcome_sets() -> None:
    from .state import OUTCOME_SETS
    for outcomes in (ROLL_OUT, LANDING_OUT, CASTLE_OUT, ROLLOFF_1D6, ROLLOFF_2D6):
        OUTCOME_SETS[id(outcomes)] = frozenset(a for a, _ in outcomes)


_register_outcome_sets()
