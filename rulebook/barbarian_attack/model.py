"""Constants and read-only questions about a position: phases, pieces, conquest, harbours, victory points.

Every function here takes a position `s` (a frozen `BAState` or the `Work` copy that `_apply` edits) and only reads
it, so the same code serves legal-move generation, rulings, scoring and rendering.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from . import geometry as G
from .board import BOARD, RESOURCES, CardSet

# Phases: who is to move and what they decide. Chance phases are marked (C).
SETUP_SETTLEMENT, SETUP_ROAD, SETUP_CITY, SETUP_CITY_ROAD = 0, 1, 2, 3
PRE_ROLL, ROLL, EVENT = 4, 5, 6                      # ROLL and EVENT are chance nodes
DISCARD, STEAL_CHOICE, STEAL = 7, 8, 9               # STEAL (C)
MAIN, DRAFT, RESPOND = 10, 11, 12
LANDING, DRAW = 13, 14                               # (C)
PLACE_KNIGHT, FOREIGN_KNIGHT, TREASON_SOURCE, TREASON_TARGET, CAPTURE = 15, 16, 17, 18, 19
NEUTRAL_BUILD, FORCED_TAKE, GIVE_BACK = 20, 21, 22   # FORCED_TAKE (C)
KNIGHTS, ROLLOFF, CASUALTY, OVER = 23, 24, 25, 26    # ROLLOFF, CASUALTY (C)

PHASE_NAMES = ("setup_settlement", "setup_road", "setup_city", "setup_city_road", "pre_roll", "roll", "event",
               "discard", "steal_choice", "steal", "main", "draft", "respond", "landing", "draw", "place_knight",
               "foreign_knight", "treason_source", "treason_target", "capture", "neutral_build", "forced_take",
               "give_back", "knights", "rolloff", "casualty", "over")
CHANCE_PHASES = frozenset((ROLL, EVENT, STEAL, LANDING, DRAW, FORCED_TAKE, ROLLOFF, CASUALTY))

FOREIGN = 4
"""Knight faction of the two-player foreign knights (CBA-15.12); real players are 0-3, neutral owners 2-3."""
NEUTRALS = (2, 3)
ITEMS = (*RESOURCES, "gold")
RES_INDEX = {r: k for k, r in enumerate(RESOURCES)}
ITEM_INDEX = {r: k for k, r in enumerate(ITEMS)}
CARD_KINDS = ("knighthood", "free_knight", "treason", "capture")
COLOURS = ("red", "blue", "white", "orange")
PIECES = BOARD["pieces_per_player"]
BANK_START = BOARD["bank_resources_per_type"]


def _cost(name: str) -> tuple[int, ...]:
    return tuple(BOARD["costs"][name].get(r, 0) for r in RESOURCES)


COST_ROAD, COST_SETTLEMENT, COST_CITY, COST_CARD = (_cost(n) for n in ("road", "settlement", "city",
                                                                      "development_card"))
GRAIN = RES_INDEX["grain"]


@dataclass(frozen=True)
class Config:
    """What never changes during a game: players, settled options, terrain, harbours and cards."""

    players: int
    options: dict
    terrain: tuple[str, ...]
    harbours: tuple[str, ...]
    cards: CardSet
    hex_resource: tuple[int, ...]
    two_player: bool
    owners: int
    target: int
    edition: str
    conquest_threshold: int
    """Barbarians that conquer a coastal hex (option conquest_threshold; 3 in the scenario, CBA-10.1)."""

    @staticmethod
    def build(players: int, options: dict, terrain: tuple[str, ...], harbours: tuple[str, ...],
              cards: CardSet) -> Config:
        produce = BOARD["terrain_resources"]
        hex_resource = tuple(RESOURCES.index(produce[t]) if produce[t] else -1 for t in terrain)
        two = bool(options["two_player"])
        return Config(players, options, terrain, harbours, cards, hex_resource, two, 4 if two else players,
                      options["victory_target"], options["edition"], options["conquest_threshold"])


# --- conquest (CBA-10) ----------------------------------------------------------------------------------------

SCENARIO_CONQUEST_THRESHOLD = 3
"""Conquest at 3 barbarians: the scenario's fixed constant (CBA-10.1, CBA-18) and the option's default."""
CONQUEST_THRESHOLDS = (2, 3, 4, 5)
"""The values option conquest_threshold allows (3 is the scenario's; the others are a design-lab variant)."""
MAX_CONQUEST_THRESHOLD = max(CONQUEST_THRESHOLDS)
"""The most barbarians a hex can ever hold, whatever the option."""


def conquered_mask(barb: tuple[int, ...], threshold: int) -> int:
    """Bit h set when coastal hex h holds `threshold` barbarians (the state's `cfg.conquest_threshold`)."""
    mask = 0
    for h in G.COASTAL_HEXES:
        if barb[h] >= threshold:
            mask |= G.HEX_BIT[h]
    return mask


def hex_conquered(s: Any, h: int) -> bool:
    return bool(s.cmask & G.HEX_BIT[h])


def building_conquered(cmask: int, i: int) -> bool:
    """Every land hex touching intersection i is conquered (CBA-10.6); never next to desert or castle."""
    m = G.INTERSECTION_HEXMASK[i]
    return G.CONQUERABLE[i] and (m & cmask) == m


def path_by_conquered_hex(cmask: int, p: int) -> bool:
    return bool(G.PATH_HEXMASK[p] & cmask)


def corner_of_conquered_hex(cmask: int, i: int) -> bool:
    return bool(G.INTERSECTION_HEXMASK[i] & cmask)


# --- harbours (CBA-7.3 - CBA-7.5, CBA-2.11) -------------------------------------------------------------------

_HARBOUR_SPOTS = tuple((i, k) for k, ends in enumerate(G.HARBOUR_INTERSECTIONS) for i in ends)


def harbours_of(s: Any, p: int) -> tuple[int, ...]:
    """Harbour indexes player p may use: own unconquered building on either end (CBA-7.4, CBA-7.5)."""
    owner, cmask = s.owner, s.cmask
    found = {k for i, k in _HARBOUR_SPOTS if owner[i] == p and not building_conquered(cmask, i)}
    return tuple(sorted(found))


_RATES_MEMO: list = [None]


def rates(s: Any, p: int) -> tuple[tuple[int, ...], tuple[int | None, ...]]:
    """(bank trade rate, cards per gold or None) for each resource, from the harbours p can use.

    Remembers its last answer: positions in one turn share the same `owner` tuple object, and the memo keeps a
    reference to it, so an identity check is safe."""
    memo = _RATES_MEMO[0]
    if memo is not None and memo[0] is s.owner and memo[1] == s.cmask and memo[2] == p and memo[3] is s.cfg:
        return memo[4]
    answer = _rates(s, p)
    _RATES_MEMO[0] = (s.owner, s.cmask, p, s.cfg, answer)
    return answer


def _rates(s: Any, p: int) -> tuple[tuple[int, ...], tuple[int | None, ...]]:
    kinds = {s.cfg.harbours[k] for k in harbours_of(s, p)}
    gold = s.cfg.options["resource_to_gold"]
    generic = "generic" in kinds
    trade, to_gold = [], []
    for name in RESOURCES:
        trade.append(2 if name in kinds else 3 if generic else 4)
        options = [gold["bank"]]
        if generic:
            options.append(gold["generic_harbour_3_1"])
        if name in kinds:
            options.append(gold["specific_harbour_2_1"])
        allowed = [r for r in options if r is not None]
        to_gold.append(min(allowed) if allowed else None)
    return tuple(trade), tuple(to_gold)


def trade_rate(s: Any, p: int, res: int) -> int:
    """Best bank rate for giving resource `res`: 4, 3 with a generic harbour, 2 with its own 2:1 harbour."""
    return rates(s, p)[0][res]


def gold_rate(s: Any, p: int, res: int) -> int | None:
    """Cards of `res` needed for 1 gold (CBA-7.7), or None when selling for gold is not allowed."""
    return rates(s, p)[1][res]


# --- scoring (CBA-14) -------------------------------------------------------------------------------------------

def replaced(values: tuple, changes: dict[int, Any]) -> tuple:
    """A copy of a tuple with some positions changed (cheaper than rebuilding it item by item)."""
    out = list(values)
    for k, v in changes.items():
        out[k] = v
    return tuple(out)


def positions_of(values: tuple[int, ...], p: int) -> list[int]:
    """Indexes holding value p, ascending (found with C-level tuple.index): buildings of an owner, knights of a
    faction."""
    out, i = [], -1
    find = values.index
    try:
        while True:
            i = find(p, i + 1)
            out.append(i)
    except ValueError:
        return out


def building_points(s: Any, p: int) -> int:
    level, cmask = s.level, s.cmask
    if not cmask:
        return sum(level[i] for i in positions_of(s.owner, p))
    return sum(level[i] for i in positions_of(s.owner, p) if not building_conquered(cmask, i))


def harbour_points(s: Any, p: int) -> int:
    """Harbormaster points (CBA-17.2, CBA-17.3): 1 per settlement, 2 per city on a harbour, conquered ones 0."""
    owner, level, cmask = s.owner, s.level, s.cmask
    return sum(level[i] for ends in G.HARBOUR_INTERSECTIONS for i in ends
               if owner[i] == p and not building_conquered(cmask, i))


def vp(s: Any, p: int) -> int:
    """Victory points of a real player (CBA-14.1 - CBA-14.4, CBA-17.2)."""
    points = building_points(s, p) + s.prisoners[p] // 2
    if s.lr_holder == p:
        points += 2
    if s.hm_holder == p:
        points += 2
    return points


def all_vp(s: Any) -> tuple[int, ...]:
    return tuple(vp(s, p) for p in range(s.cfg.players))


def hand_size(s: Any, p: int) -> int:
    return sum(s.hands[p])


def barbarians_on_board(s: Any) -> int:
    return sum(s.barb)


def own_knights(s: Any, faction: int) -> tuple[int, ...]:
    return tuple(p for p, f in enumerate(s.knight) if f == faction)


def resource_name(k: int) -> str:
    return RESOURCES[k]


HEX_LABELS = tuple(f"H{h}({G.HEX_NUMBER[h]})" if G.HEX_NUMBER[h] is not None
                   else f"H{h}({'castle' if h == G.CASTLE else 'desert'})" for h in range(G.HEXES))


def hex_label(h: int) -> str:
    """'H12(4)': hex id and number (or castle/desert)."""
    return HEX_LABELS[h]
