"""Two bots: random play with a sensible filter, and a heuristic player a game-design student can read.

`random` (RandomKindBot) first picks an action *kind* uniformly (road, offer, move, finish_building ...), then one
action of that kind uniformly. Plain uniform play (the core RandomBot) also finishes games, but spends most of its
decisions assembling trade offers item by item; picking the kind first keeps random games short and varied.
"""

from __future__ import annotations

import random
from operator import attrgetter
from typing import Any

from rulebook.core import Action

from . import board as G
from . import pieces as P
from .board import COST_CARD, COST_CITY, COST_SETTLEMENT
from .queries import hand_size, knights_at, settlement_spots

_KIND = attrgetter("kind")
PIPS = tuple(6 - abs(n - 7) if n else 0 for n in range(13))
"""Ways to roll each total with 2d6 (production weight of a number)."""


class RandomKindBot:
    """Uniform over action kinds, then uniform within the chosen kind."""

    name = "random"

    def choose(self, state: Any, rng: random.Random) -> Action:
        """A kind of move uniformly among those legal here, then a move of that kind uniformly."""
        actions = state.legal_actions()
        if len(actions) == 1:
            return actions[0]
        uniform = rng.random  # int(uniform() * n) picks 0..n-1; much cheaper than randrange
        kinds = list(map(_KIND, actions))
        distinct = list(dict.fromkeys(kinds))
        if len(distinct) == 1:
            return actions[int(uniform() * len(actions))]
        kind = distinct[int(uniform() * len(distinct))]
        # legal_actions lists each kind in one contiguous block (a tested property), so a block is a slice
        return actions[kinds.index(kind) + int(uniform() * kinds.count(kind))]

    def __repr__(self) -> str:
        return "RandomKindBot()"


# --- the heuristic player ------------------------------------------------------------------------------------------

def spot_value(s: Any, i: int) -> float:
    """How good intersection i is for a building: production pips, variety, safety from conquest."""
    value, kinds = 0.0, set()
    for h in G.INTERSECTION_HEXES[i]:
        r = s.cfg.hex_resource[h]
        if r >= 0 and not s.cmask & (1 << h):
            value += PIPS[G.HEX_NUMBER[h]] * (1.0 if G.IS_COASTAL[h] else 1.2) - s.barb[h]
            kinds.add(r)
    return value + 1.5 * len(kinds) + (2 if not G.CONQUERABLE[i] else 0)


def needs(s: Any, p: int) -> tuple[int, ...]:
    """Resources the next goal still lacks: a city if possible, else a settlement, else a card."""
    hand = s.hands[p]
    if s.cities_left[p] and any(s.owner[i] == p and s.level[i] == 1 for i in range(G.INTERSECTIONS)):
        goal = COST_CITY
    elif s.settlements_left[p]:
        goal = COST_SETTLEMENT
    else:
        goal = COST_CARD
    return tuple(max(0, c - h) for c, h in zip(goal, hand))


def knight_value(s: Any, path: int, faction: int) -> float:
    """Value of standing on `path`: barbarians there that this knight helps defeat."""
    value = 0.0
    for h in G.PATH_BATTLE_HEXES[path]:
        b = s.barb[h]
        if b:
            k = sum(knights_at(s, h).values()) + (0 if s.knight[path] == faction else 1)
            value += 10 * b if k > b else 2 * b
    return value


class HeuristicBot:
    """Priorities: cities, then settlements, then knights against barbarians; trade only with the bank."""

    name = "heuristic"

    def choose(self, state: Any, rng: random.Random) -> Action:
        """The first of the priorities above that applies here."""
        actions = state.legal_actions()
        by_kind: dict[str, list[Action]] = {}
        for a in actions:
            by_kind.setdefault(a.kind, []).append(a)
        p, s = state.to_move, state

        def best(kind: str, score) -> Action:
            return max(by_kind[kind], key=score)

        if "roll_dice" in by_kind:
            return by_kind["roll_dice"][0]
        # Founding: the most productive spots; roads point toward the best free neighbour.
        for kind in ("city", "settlement"):
            if kind in by_kind:
                return best(kind, lambda a: spot_value(s, a.args[0]))
        if "road" in by_kind and s.phase != P.MAIN:
            return best("road", lambda a: max(spot_value(s, i) for i in G.PATH_ENDS[a.args[0]]))
        # Knights: stand where they beat barbarians; castle knights must leave.
        if "place_knight" in by_kind:
            return best("place_knight", lambda a: knight_value(s, a.args[0], p))
        if "move" in by_kind or "move_far" in by_kind:
            moves = by_kind.get("move", []) + [a for a in by_kind.get("move_far", []) if s.hands[p][P.GRAIN] > 1]
            gain = {a: knight_value(s, a.args[1], p) - knight_value(s, a.args[0], p) for a in moves}
            good = [a for a in moves if gain[a] > 0 or G.IS_CASTLE_PATH[a.args[0]]]
            if good:
                return max(good, key=lambda a: gain[a])
        if "end_moves" in by_kind:
            return by_kind["end_moves"][0]
        # Cards: take barbarians from hexes that threaten us, send Treason targets toward our knights.
        if "capture" in by_kind:
            return best("capture", lambda a: s.barb[a.args[0]])
        if "treason_source" in by_kind:
            return best("treason_source", lambda a: s.barb[a.args[0]])
        if "treason_target" in by_kind:
            return best("treason_target", lambda a: sum(knights_at(s, a.args[0]).values()) - s.barb[a.args[0]])
        # The 7: discard what we hold most of; draw from the richest hand.
        if "discard" in by_kind:
            return best("discard", lambda a: s.hands[p][P.RES_INDEX[a.args[0]]])
        if "draw_from" in by_kind:
            return best("draw_from", lambda a: hand_size(s, a.args[0]))
        if "accept" in by_kind:
            partner_gives, we_give = s.ctx[1], s.ctx[2]
            return by_kind["accept" if sum(partner_gives) > sum(we_give) else "decline"][0]
        if s.phase == P.MAIN:
            return self._main(s, p, by_kind)
        return actions[rng.randrange(len(actions))] if "no_foreign_knight" not in by_kind else actions[0]

    def _main(self, s: Any, p: int, by_kind: dict[str, list[Action]]) -> Action:
        want = needs(s, p)
        threat = sum(s.barb) >= s.cfg.conquest_threshold  # a conquest's worth of barbarians on the board
        if "buy_card" in by_kind and s.knights_left[p] and (threat or s.hands[p][P.GRAIN] > 2):
            return by_kind["buy_card"][0]
        if "road" in by_kind and s.settlements_left[p] and not _settlement_spot_near(s, p):
            return max(by_kind["road"], key=lambda a: max(spot_value(s, i) for i in G.PATH_ENDS[a.args[0]]))
        for kind in ("bank_trade", "buy_resource"):
            useful = [a for a in by_kind.get(kind, []) if want[P.RES_INDEX[a.args[-1]]]
                      and (kind != "bank_trade" or not want[P.RES_INDEX[a.args[0]]])]
            if useful:
                return useful[0]
        if "buy_card" in by_kind and s.knights_left[p]:
            return by_kind["buy_card"][0]
        return by_kind["finish_building"][0]


def _settlement_spot_near(s: Any, p: int) -> bool:
    return bool(settlement_spots(s, p))


BOTS = {"random": RandomKindBot, "heuristic": HeuristicBot}
