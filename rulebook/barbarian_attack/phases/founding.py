"""The founding rounds (CBA-4): a settlement and its road each, clockwise; then a city and its road each, back.

The founding city yields one card per producing hex it touches (CBA-4.5); founding placements bring no barbarians
(CBA-4.7). When the last road is placed the start player's first turn begins (CBA-4.8).
"""

from __future__ import annotations

from typing import Any

from rulebook.core import Action, Ruling
from rulebook.core.i18n import reason_text

from .. import board as G
from .. import pieces as P
from ..edits import note, place_road, place_settlement
from ..queries import founding_spots, refusal, setup_order, spot_problem
from ..refusals import DOMAIN


def legal_moves(s: Any) -> tuple[Action, ...]:
    """Free spots keeping the distance rule for a building; the paths at the building just placed for a road."""
    phase = s.phase
    if phase == P.SETUP_SETTLEMENT:
        return tuple(P.SETTLE[i] for i in founding_spots(s))
    if phase == P.SETUP_CITY:
        return tuple(P.CITY[i] for i in founding_spots(s))
    return tuple(P.ROAD[q] for q in G.INTERSECTION_PATHS[s.ctx[0]] if s.road[q] < 0)


def chance_outcomes(s: Any) -> tuple:
    """No chance in the founding rounds."""
    return ()


def apply_move(w: Any, action: Any) -> None:
    """Place the founding settlement, city or road; after the last road the first turn begins."""
    phase = w.phase
    if phase == P.SETUP_SETTLEMENT:
        place_settlement(w, w.seat, action.args[0], ("CBA-4.2", "CBA-4.3"))
        w.phase, w.ctx = P.SETUP_ROAD, (action.args[0],)
    elif phase == P.SETUP_CITY:
        _found_city(w, action.args[0])
    else:
        _found_road(w, action.args[0])


def _found_city(w: Any, i: int) -> None:
    p = w.seat
    place_settlement(w, p, i, ("CBA-4.4",), level=2)
    hand, bank = list(w.hands[p]), list(w.bank)
    for h in G.INTERSECTION_HEXES[i]:
        r = w.cfg.hex_resource[h]
        if r >= 0:
            hand[r] += 1
            bank[r] -= 1
            note(w, f"{P.seat_name(p)} takes 1 {P.RESOURCES[r]} from {G.hex_label(h)} for the founding city",
                 ("CBA-4.5",), p)
    w.hands = tuple(tuple(hand) if q == p else h for q, h in enumerate(w.hands))
    w.bank = tuple(bank)
    w.phase, w.ctx = P.SETUP_CITY_ROAD, (i,)


def _found_road(w: Any, q: int) -> None:
    round_two = w.phase == P.SETUP_CITY_ROAD
    place_road(w, w.seat, q, ("CBA-4.4",) if round_two else ("CBA-4.2", "CBA-4.3"))
    order = setup_order(w)
    w.setup_i += 1
    if w.setup_i == len(order):
        note(w, "the founding phase is over; founding placements bring no barbarians", ("CBA-4.7", "CBA-4.8"))
        w.turn = 0
        w.begin_turn(w.start_player)
        return
    w.seat = w.to_move = order[w.setup_i]
    w.phase = P.SETUP_SETTLEMENT if w.setup_i < w.cfg.players else P.SETUP_CITY
    w.ctx = ()


def why_not(s: Any, a: Any) -> Ruling | None:
    """A founding building on a taken spot, against the distance rule or by a conquered hex; a road away from the
    building just placed."""
    if a.kind in ("settlement", "city"):
        return refusal(spot_problem(s, a.args[0], True))
    q = a.args[0]
    if s.road[q] >= 0:
        return Ruling(False, reason_text(DOMAIN, "P{at} already holds a road", at=q), ("CBA-8.2",))
    if q in G.INTERSECTION_PATHS[s.ctx[0]]:
        return None
    return Ruling(False, reason_text(DOMAIN, "the founding road must touch the building just placed on I{at}",
                                     at=s.ctx[0]),
                  ("CBA-4.3", "CBA-4.4"))
