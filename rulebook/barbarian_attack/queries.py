"""Read-only questions about a position, shared by the phases, the refusals, scoring, the pictures and `State`.

Every function takes a position `s` (a frozen `State` or the `Draft` that `_apply` edits) and only reads it:
conquest (CBA-10), harbours and trade rates (CBA-7), victory points (CBA-14), Longest Road (CBA-8.10), where pieces
may go (CBA-4, CBA-8), the two-player tokens (CBA-15), and the reasons a spot or a token action is refused. The
`State` methods (`state.is_conquered("H3")`, `state.building_at("I11")`...) read a place or seat by name and ask
these functions.
"""

from __future__ import annotations

from typing import Any

from rulebook.core import Ruling
from rulebook.core.i18n import reason_text

from . import board as G
from . import pieces as P
from .pieces import RESOURCES, positions_of
from .refusals import DOMAIN, counts, hex_words, seat_words

Problem = tuple[str, tuple[str, ...]] | None
"""A refusal in words with the rules it breaks, or None when nothing is wrong."""


def refusal(found: Problem) -> Ruling | None:
    """A problem as the `Ruling` a phase's `why_not` returns (None stays None)."""
    return Ruling(False, found[0], found[1]) if found else None


# --- conquest (CBA-10) ---------------------------------------------------------------------------------------------


def conquered_mask(barb: tuple[int, ...], threshold: int) -> int:
    """Bit h set when coastal hex h holds `threshold` barbarians (the state's `cfg.conquest_threshold`)."""
    mask = 0
    for h in G.COASTAL_HEXES:
        if barb[h] >= threshold:
            mask |= G.HEX_BIT[h]
    return mask


def hex_conquered(s: Any, h: int) -> bool:
    """Hex h is conquered: its number lies face down (CBA-10.1, CBA-10.2)."""
    return bool(s.cmask & G.HEX_BIT[h])


def building_conquered(cmask: int, i: int) -> bool:
    """Every land hex touching intersection i is conquered (CBA-10.6); never next to desert or castle."""
    m = G.INTERSECTION_HEXMASK[i]
    return G.CONQUERABLE[i] and (m & cmask) == m


def conquered_hexes(s: Any) -> tuple[int, ...]:
    """The conquered coastal hexes, ascending."""
    return tuple(h for h in G.COASTAL_HEXES if s.cmask & G.HEX_BIT[h])


# --- harbours (CBA-7.3 - CBA-7.5, CBA-2.11) ------------------------------------------------------------------------

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


# --- victory points (CBA-14, CBA-17.2) -----------------------------------------------------------------------------


def building_points(s: Any, p: int) -> int:
    """1 per settlement and 2 per city of player p, conquered buildings 0 (CBA-14.1, CBA-10.9)."""
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
    """Victory points of every seat."""
    return tuple(vp(s, p) for p in range(s.cfg.players))


def hand_size(s: Any, p: int) -> int:
    """Resource cards in player p's hand (gold is not a card, CBA-7.8)."""
    return sum(s.hands[p])


def holdings(s: Any, p: int) -> tuple[int, ...]:
    """A player's tradeable items: the five resources, then gold."""
    return (*s.hands[p], s.gold[p])


def gold_in_bank(s: Any) -> int | None:
    """Gold the bank can still pay under option gold_bank_limit (CBA-7.9); None when unlimited."""
    limit = s.cfg.options["gold_bank_limit"]
    return None if limit is None else limit - sum(s.gold)


# --- names in the log ----------------------------------------------------------------------------------------------


def owner_name(s: Any, o: int) -> str:
    """How the log names an owner: its colour ('Blue'), or 'Neutral White' in the two-player game."""
    return P.seat_name(o) if o < s.cfg.players else f"Neutral {P.seat_name(o)}"


# --- where pieces may go (CBA-4, CBA-8) ----------------------------------------------------------------------------

_ADJ_PATHS = G.INTERSECTION_PATHS
_NEIGHBOURS = G.INTERSECTION_NEIGHBOURS


def network_nodes(s: Any, who: int) -> set[int]:
    """Intersections a road of `who` may start from: own buildings, and ends of own roads not cut by an
    opponent's building (CBA-8.2)."""
    owner, road = s.owner, s.road
    nodes = {i for i, o in enumerate(owner) if o == who}
    for p, o in enumerate(road):
        if o == who:
            for i in G.PATH_ENDS[p]:
                if owner[i] == -1 or owner[i] == who:
                    nodes.add(i)
    return nodes


_SPOT_MEMO: dict[str, tuple] = {}


def _memo(kind: str, s: Any, who: int, compute) -> list[int]:
    """Remember the last answer per kind: positions of one turn share their board tuples, and the memo keeps
    references to them, so identity checks are safe."""
    hit = _SPOT_MEMO.get(kind)
    if hit is not None and hit[0] is s.road and hit[1] is s.owner and hit[2] == s.cmask and hit[3] == who:
        return hit[4]
    answer = compute(s, who)
    _SPOT_MEMO[kind] = (s.road, s.owner, s.cmask, who, answer)
    return answer


def road_spots(s: Any, who: int) -> list[int]:
    """Free paths joined to `who`'s network, not bordering a conquered hex (CBA-8.2, CBA-8.3)."""
    return _memo("road", s, who, _road_spots)


def _road_spots(s: Any, who: int) -> list[int]:
    road, cmask = s.road, s.cmask
    spots = {p for i in network_nodes(s, who) for p in _ADJ_PATHS[i]
             if road[p] < 0 and not G.PATH_HEXMASK[p] & cmask}
    return sorted(spots)


def distance_ok(owner: tuple[int, ...], i: int) -> bool:
    """Free intersection with no building on a neighbouring one, conquered or not (CBA-8.4, CBA-8.11)."""
    return owner[i] == -1 and all(owner[j] == -1 for j in _NEIGHBOURS[i])


def settlement_spots(s: Any, who: int) -> list[int]:
    """Free, distance-keeping corners on `who`'s roads, not on a conquered hex (CBA-8.4, CBA-8.5)."""
    return _memo("settlement", s, who, _settlement_spots)


def _settlement_spots(s: Any, who: int) -> list[int]:
    road, owner, cmask = s.road, s.owner, s.cmask
    touched = {i for p, o in enumerate(road) if o == who for i in G.PATH_ENDS[p]}
    return sorted(i for i in touched
                  if distance_ok(owner, i) and not G.INTERSECTION_HEXMASK[i] & cmask)


def city_spots(s: Any, who: int) -> list[int]:
    """Own settlements that may become cities (CBA-8.6, CBA-8.7)."""
    allow = s.cfg.options["city_upgrade_next_to_conquered_hex"]
    level, cmask = s.level, s.cmask
    return [i for i in positions_of(s.owner, who) if level[i] == 1
            and (allow or not G.INTERSECTION_HEXMASK[i] & cmask)]


def founding_spots(s: Any) -> tuple[int, ...]:
    """Where a founding settlement or city may go: distance rule, no conquered hex (CBA-4.2, CBA-4.4)."""
    return tuple(i for i in range(G.INTERSECTIONS)
                 if distance_ok(s.owner, i) and not G.INTERSECTION_HEXMASK[i] & s.cmask)


def setup_order(s: Any) -> tuple[int, ...]:
    """The seats in founding order: clockwise from the start player, then back (CBA-4.2, CBA-4.4)."""
    n = s.cfg.players
    first = tuple((s.start_player + k) % n for k in range(n))
    return first + first[::-1]


def knights_at(s: Any, h: int) -> dict[int, int]:
    """Knights per faction on the hex's six paths (CBA-12.12, CBA-12.13)."""
    counts: dict[int, int] = {}
    for p in G.HEX_PATHS[h]:
        f = s.knight[p]
        if f >= 0:
            counts[f] = counts.get(f, 0) + 1
    return dict(sorted(counts.items()))


# --- the two-player tokens (CBA-15.7 - CBA-15.9a) -----------------------------------------------------------------


def opponent(s: Any, p: int) -> int:
    """The other player of the two-player game."""
    return 1 - p


def token_price(s: Any, p: int) -> int:
    """1 token while your VP do not exceed your opponent's, else 2 (CBA-15.7a, CBA-15.7b)."""
    return 1 if vp(s, p) <= vp(s, opponent(s, p)) else 2


def token_actions(s: Any) -> tuple:
    """The token actions open to the active player now (CBA-15.7 - CBA-15.9a)."""
    p = s.seat
    if s.token_used or s.tokens[p] < token_price(s, p):
        return ()
    out: list = []
    if hand_size(s, opponent(s, p)):
        out.append(P.FORCED_TRADE)
    for a in G.COASTAL_HEXES:
        if s.barb[a]:
            out.extend(P.DRIVE_OFF[a][b] for b in G.COASTAL_HEXES if b != a and not s.cmask & (1 << b))
    return tuple(out)


# --- reasons shared by the refusals of several phases --------------------------------------------------------------


def cost_problem(s: Any, cost: tuple[int, ...], what: str, rules: tuple[str, ...]) -> Problem:
    """The active player cannot pay `cost` for `what` (CBA-8.1)."""
    hand = s.hands[s.seat]
    if all(h >= c for h, c in zip(hand, cost)):
        return None
    have = counts([(hand[r], RESOURCES[r]) for r, n in enumerate(cost) if n])
    need = counts([(n, RESOURCES[r]) for r, n in enumerate(cost) if n])
    return reason_text(DOMAIN, "{what} costs {need}; you have {have}", what=what, need=need, have=have), rules


def spot_problem(s: Any, i: int, founding: bool) -> Problem:
    """Why a building may not go on intersection i: taken, the distance rule, or a conquered hex."""
    owner = s.owner
    if owner[i] >= 0:
        return reason_text(DOMAIN, "I{at} already holds a building", at=i), ("CBA-8.4",)
    near = [j for j in G.INTERSECTION_NEIGHBOURS[i] if owner[j] >= 0]
    if near:
        j = near[0]
        fallen = building_conquered(s.cmask, j)
        text = reason_text(DOMAIN, "distance rule: neighbouring I{at} holds a building (conquered buildings still "
                                   "count)", at=j) if fallen else \
            reason_text(DOMAIN, "distance rule: neighbouring I{at} holds a building", at=j)
        return (text,
                ("CBA-8.4", "CBA-8.11") if fallen else (("CBA-4.3", "CBA-8.4") if founding else ("CBA-8.4",)))
    hexes = [h for h in G.INTERSECTION_HEXES[i] if s.cmask & (1 << h)]
    if hexes:
        return (reason_text(DOMAIN, "I{at} is a corner of conquered {hex}", at=i, hex=hex_words(hexes[0])),
                ("CBA-8.5", "CBA-10.3"))
    return None


def road_spot_problem(s: Any, who: int, q: int) -> Problem:
    """Why `who` may not build a road on path q: taken, by a conquered hex, or not joined to the network."""
    if s.road[q] >= 0:
        return reason_text(DOMAIN, "P{at} already holds a road", at=q), ("CBA-8.2",)
    hexes = [h for h in G.PATH_HEXES[q] if s.cmask & (1 << h)]
    if hexes:
        return (reason_text(DOMAIN, "P{at} is a path of conquered {hex}", at=q, hex=hex_words(hexes[0])),
                ("CBA-8.3", "CBA-8.3a", "CBA-10.3"))
    if not set(G.PATH_ENDS[q]) & network_nodes(s, who):
        cut = [i for i in G.PATH_ENDS[q] if s.owner[i] not in (-1, who)
               and any(s.road[r] == who for r in G.INTERSECTION_PATHS[i])]
        if cut:
            return reason_text(DOMAIN, "another player's building on I{at} cuts your road there", at=cut[0]), \
                ("CBA-8.2",)
        return reason_text(DOMAIN, "P{at} does not join your roads or buildings", at=q), ("CBA-8.2",)
    return None


def token_action_problem(s: Any, a: Any) -> Problem:
    """Why a forced trade or a drive-off is refused (CBA-15.7 - CBA-15.9a)."""
    p = s.seat
    if not s.cfg.two_player:
        return reason_text(DOMAIN, "token actions exist only in the two-player game"), ("CBA-15.7",)
    if s.token_used:
        return reason_text(DOMAIN, "only one token action per turn"), ("CBA-15.7",)
    price = token_price(s, p)
    if s.tokens[p] < price:
        return (reason_text(DOMAIN, "the action costs {price} token(s); you have {have}", price=price,
                            have=s.tokens[p]), ("CBA-15.7a", "CBA-15.7b"))
    if a.kind == "forced_trade":
        if hand_size(s, opponent(s, p)):
            return None
        return reason_text(DOMAIN, "{seat} holds no resource card", seat=seat_words(opponent(s, p))), ("CBA-15.8a",)
    src, dst = a.args
    if not (G.IS_COASTAL[src] and s.barb[src]):
        return reason_text(DOMAIN, "{hex} holds no barbarian to drive off", hex=hex_words(src)), ("CBA-15.9a",)
    if src == dst or not G.IS_COASTAL[dst]:
        return reason_text(DOMAIN, "the barbarian must go to another coastal hex"), ("CBA-15.9a", "CBA-9.7")
    if not s.cmask & (1 << dst):
        return None
    return (reason_text(DOMAIN, "{hex} is conquered and takes no more barbarians", hex=hex_words(dst)),
            ("CBA-15.9a", "CBA-10.2"))


# --- what is being decided, in words ---------------------------------------------------------------------------------


def phase_details(s: Any) -> dict[str, Any]:
    """The details of the decision under way (the state's `ctx`) in plain words, e.g. for Treason
    {"sources": ("H7",), "to place": 2, "targets": ()}; empty when the phase has none."""
    ph, c, n = s.phase, s.ctx, s.cfg.players

    def name(seat: int) -> str:
        return P.faction_label(seat, n)

    if ph in (P.SETUP_ROAD, P.SETUP_CITY_ROAD):
        return {"road for": f"I{c[0]}"}
    if ph in (P.ROLL, P.EVENT):
        return {"roll": c[0], "first total": c[1]} if c[0] == 2 else {"roll": 1}
    if ph == P.DISCARD:
        return {"to discard": {name(p): k for p, k in c}}
    if ph in (P.STEAL_CHOICE, P.STEAL):
        return {"drawing": name(c[0])} | ({"from": name(c[1])} if ph == P.STEAL else {})
    if ph in (P.DRAFT, P.RESPOND):
        def items(counts: tuple) -> dict:
            return {P.ITEMS[k]: v for k, v in enumerate(counts) if v}
        return {"partner": name(c[0]), "gives": items(c[1]), "asks": items(c[2])}
    if ph == P.LANDING:
        return {"accepted": c[0], "rejected": c[1]}
    if ph == P.DRAW:
        return {"free": c[0]}
    if ph == P.PLACE_KNIGHT:
        return {"card": c[0]}
    if ph == P.FOREIGN_KNIGHT:
        return {"must place": c[0]}
    if ph in (P.TREASON_SOURCE, P.TREASON_TARGET):
        out: dict[str, Any] = {"sources": tuple(f"H{h}" for h in c[0])}
        return out if ph == P.TREASON_SOURCE else out | {"to place": c[1], "targets": tuple(f"H{h}" for h in c[2])}
    if ph == P.NEUTRAL_BUILD:
        return {"piece": c[0]}
    if ph == P.FORCED_TAKE:
        return {"to take": c[0]}
    if ph == P.GIVE_BACK:
        return {"to give back": c[0]}
    if ph == P.ROLLOFF:
        return {"battle": f"H{G.BATTLE_ORDER[c[0]]}", "rolling": tuple(name(f) for f in c[4]), "rolls": c[6]}
    if ph == P.CASUALTY:
        return {"battle": f"H{G.BATTLE_ORDER[c[0]]}"}
    return {}
