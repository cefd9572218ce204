"""Phase 2, trade and build (CBA-5.2, CBA-7, CBA-8): where pieces may go, what may be bought, and doing it.

The spot finders (`road_spots`, `settlement_spots`, `city_spots`) are shared by the founding phase, the neutral
builds of the two-player game and the rulings in `explain`.
"""

from __future__ import annotations

from typing import Any

from rulebook.core import LogEntry

from . import actions as A
from . import geometry as G
from . import model as M
from .awards import roads_touching, update_harbormaster, update_longest_road
from .flow import check_win, resume
from .state import note, note_entry, register

_ADJ_PATHS = G.INTERSECTION_PATHS
_FINISH = tuple(LogEntry("ends trading and building", ("CBA-5.4",), p) for p in range(4))
_NEIGHBOURS = G.INTERSECTION_NEIGHBOURS


# --- where pieces may go -----------------------------------------------------------------------------------------

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
    return [i for i in M.positions_of(s.owner, who) if level[i] == 1
            and (allow or not G.INTERSECTION_HEXMASK[i] & cmask)]


def can_pay(hand: tuple[int, ...], cost: tuple[int, ...]) -> bool:
    return all(h >= c for h, c in zip(hand, cost))


def pay(w: Any, p: int, cost: tuple[int, ...]) -> None:
    w.hands = tuple(tuple(h - c for h, c in zip(hand, cost)) if q == p else hand for q, hand in enumerate(w.hands))
    w.bank = tuple(b + c for b, c in zip(w.bank, cost))


def gold_in_bank(s: Any) -> int | None:
    limit = s.cfg.options["gold_bank_limit"]
    return None if limit is None else limit - sum(s.gold)


def pay_gold(w: Any, p: int, amount: int) -> int:
    """The bank pays gold, never more than it holds under option gold_bank_limit (CBA-7.9); returns the paid."""
    left = gold_in_bank(w)
    if left is not None:
        amount = min(amount, left)
    if amount:
        w.gold = tuple(g + amount if q == p else g for q, g in enumerate(w.gold))
    return amount


def holdings(s: Any, p: int) -> tuple[int, ...]:
    """A player's tradeable items: the five resources, then gold."""
    return (*s.hands[p], s.gold[p])


# --- phase 2 moves ----------------------------------------------------------------------------------------------------

_BANK_TRADES = tuple(tuple(A.BANK_TRADE[r][t] for t in range(5) if t != r) for r in range(5))


def legal_main(s: Any) -> tuple:
    """Phase 2 moves in a fixed order: builds, card, bank trades, gold, offers, token actions, finish."""
    p = s.seat
    hand, bank = s.hands[p], s.bank
    out: list = []
    brick, lumber, wool, grain, ore = hand
    if brick and lumber:
        if s.roads_left[p]:
            out.extend([A.ROAD[q] for q in road_spots(s, p)])
        if wool and grain and s.settlements_left[p]:
            out.extend([A.SETTLE[i] for i in settlement_spots(s, p)])
    if grain >= 2 and ore >= 3 and s.cities_left[p]:
        out.extend([A.CITY[i] for i in city_spots(s, p)])
    if wool and grain and ore:
        out.append(A.BUY_CARD)
    gold = s.gold[p]
    if brick or lumber or wool or grain or ore:
        full_bank = all(bank)
        trade, to_gold = M.rates(s, p)
        for r in range(5):
            if hand[r] >= trade[r]:
                out.extend(_BANK_TRADES[r] if full_bank else [A.BANK_TRADE[r][t] for t in range(5)
                                                                if t != r and bank[t]])
        if gold >= 2 and s.gold_buys < 2:
            out.extend(A.BUY_RESOURCE if full_bank else [A.BUY_RESOURCE[t] for t in range(5) if bank[t]])
        if gold_in_bank(s) != 0:
            out.extend([A.SELL_FOR_GOLD[r] for r in range(5) if to_gold[r] is not None and hand[r] >= to_gold[r]])
        out.extend([A.OFFER[q] for q in range(s.cfg.players) if q != p and (any(s.hands[q]) or s.gold[q])])
    else:
        if gold >= 2 and s.gold_buys < 2:
            out.extend([A.BUY_RESOURCE[t] for t in range(5) if bank[t]])
        if gold:
            out.extend([A.OFFER[q] for q in range(s.cfg.players) if q != p and (any(s.hands[q]) or s.gold[q])])
    if s.cfg.two_player:
        from .twoplayer import token_actions
        out.extend(token_actions(s))
    out.append(A.FINISH)
    return tuple(out)


def _apply_main(w: Any, action: Any) -> None:
    kind, p = action.kind, w.seat
    if kind == "road":
        pay(w, p, M.COST_ROAD)
        place_road(w, p, action.args[0], ("CBA-8.1", "CBA-8.2"))
        if w.cfg.two_player:
            w.queue = (("neutral", "road"), *w.queue)
        resume(w)
    elif kind == "settlement":
        pay(w, p, M.COST_SETTLEMENT)
        place_settlement(w, p, action.args[0], ("CBA-8.1", "CBA-8.4"))
        after_build(w, (("neutral", "settlement"),) if w.cfg.two_player else ())
    elif kind == "city":
        pay(w, p, M.COST_CITY)
        upgrade_city(w, p, action.args[0])
        after_build(w, ())
    elif kind == "buy_card":
        from .cards import start_draw
        pay(w, p, M.COST_CARD)
        note(w, "buys a development card (wool, grain, ore)", ("CBA-11.2", "CBA-11.3"), p)
        start_draw(w, free=False)
    elif kind == "bank_trade":
        give, get = M.RES_INDEX[action.args[0]], M.RES_INDEX[action.args[1]]
        rate = M.trade_rate(w, p, give)
        cost = tuple(rate if r == give else (-1 if r == get else 0) for r in range(5))
        pay(w, p, cost)
        where = {4: "the bank", 3: "a 3:1 harbour", 2: f"the {action.args[0]} 2:1 harbour"}[rate]
        note(w, f"trades {rate} {action.args[0]} for 1 {action.args[1]} at {where}", ("CBA-7.3", "CBA-7.4"), p)
    elif kind == "buy_resource":
        r = M.RES_INDEX[action.args[0]]
        pay(w, p, tuple(-1 if k == r else 0 for k in range(5)))
        w.gold = tuple(g - 2 if q == p else g for q, g in enumerate(w.gold))
        w.gold_buys += 1
        note(w, f"pays 2 gold for 1 {action.args[0]} (purchase {w.gold_buys} of 2 this turn)", ("CBA-7.6",), p)
    elif kind == "sell_for_gold":
        r = M.RES_INDEX[action.args[0]]
        rate = M.gold_rate(w, p, r)
        pay(w, p, tuple(rate if k == r else 0 for k in range(5)))
        pay_gold(w, p, 1)
        note(w, f"trades {rate} {action.args[0]} for 1 gold", ("CBA-7.7",), p)
    elif kind == "offer":
        w.phase, w.ctx = M.DRAFT, (action.args[0], (0,) * 6, (0,) * 6)
    elif kind == "finish_building":
        from .knights import start_knight_phase
        note_entry(w, _FINISH[p])
        start_knight_phase(w)
    else:
        from .twoplayer import apply_token_action
        apply_token_action(w, action)


def after_build(w: Any, first: tuple) -> None:
    """A settlement or city was built in a regular turn: victory check, then its landing (CBA-8.9, CBA-14.8)."""
    if w.cfg.options["victory_check_before_landing"] and check_win(w, ("CBA-14.6", "CBA-14.8")):
        return
    w.queue = (*first, ("landing",), *w.queue)
    resume(w)


def place_road(w: Any, who: int, q: int, rules: tuple[str, ...]) -> None:
    w.road = M.replaced(w.road, {q: who})
    w.roads_left = tuple(n - 1 if k == who else n for k, n in enumerate(w.roads_left))
    note(w, f"{'player' if who < w.cfg.players else 'neutral'} {who} builds a road on P{q}", rules,
         who if who < w.cfg.players else None)
    update_longest_road(w, (who,))


def place_settlement(w: Any, who: int, i: int, rules: tuple[str, ...], level: int = 1) -> None:
    """Put a settlement (or a founding city) on intersection i."""
    w.owner = M.replaced(w.owner, {i: who})
    w.level = M.replaced(w.level, {i: level})
    if level == 1:
        w.settlements_left = tuple(n - 1 if k == who else n for k, n in enumerate(w.settlements_left))
    else:
        w.cities_left = tuple(n - 1 if k == who else n for k, n in enumerate(w.cities_left))
    name = "a city" if level == 2 else "a settlement"
    note(w, f"{'player' if who < w.cfg.players else 'neutral'} {who} builds {name} on I{i}", rules,
         who if who < w.cfg.players else None)
    if w.cfg.two_player and who < w.cfg.players:
        from .twoplayer import earn_tokens
        earn_tokens(w, who, i)
    split = tuple(o for o in roads_touching(w.road, i) if o != who)
    if split:
        update_longest_road(w, split)
    update_harbormaster(w)


def upgrade_city(w: Any, p: int, i: int) -> None:
    w.level = M.replaced(w.level, {i: 2})
    w.settlements_left = tuple(n + 1 if k == p else n for k, n in enumerate(w.settlements_left))
    w.cities_left = tuple(n - 1 if k == p else n for k, n in enumerate(w.cities_left))
    note(w, f"upgrades I{i} to a city (2 grain, 3 ore)", ("CBA-8.1", "CBA-8.6"), p)
    update_harbormaster(w)


# --- domestic trade (CBA-7.1, CBA-7.2, CBA-5.7) -----------------------------------------------------------------------

def _legal_draft(s: Any) -> tuple:
    partner, give, ask = s.ctx
    mine, theirs = holdings(s, s.seat), holdings(s, partner)
    out = [A.GIVE[k] for k in range(6) if give[k] < mine[k] and not ask[k]]
    out += [A.ASK[k] for k in range(6) if ask[k] < theirs[k] and not give[k]]
    if sum(give) and sum(ask):
        out.append(A.PROPOSE)
    out.append(A.WITHDRAW)
    return tuple(out)


def _apply_draft(w: Any, action: Any) -> None:
    partner, give, ask = w.ctx
    if action.kind == "give":
        k = M.ITEM_INDEX[action.args[0]]
        w.ctx = (partner, tuple(n + (j == k) for j, n in enumerate(give)), ask)
    elif action.kind == "ask":
        k = M.ITEM_INDEX[action.args[0]]
        w.ctx = (partner, give, tuple(n + (j == k) for j, n in enumerate(ask)))
    elif action.kind == "propose":
        note(w, f"offers player {partner} {bundle_text(give)} for {bundle_text(ask)}", ("CBA-7.1", "CBA-7.2"),
             w.seat)
        w.phase, w.to_move = M.RESPOND, partner
    else:
        w.phase, w.ctx = M.MAIN, ()


def _apply_respond(w: Any, action: Any) -> None:
    partner, give, ask = w.ctx
    if action.kind == "accept":
        p = w.seat
        hands = [list(h) for h in w.hands]
        gold = list(w.gold)
        for k in range(5):
            hands[p][k] += ask[k] - give[k]
            hands[partner][k] += give[k] - ask[k]
        gold[p] += ask[5] - give[5]
        gold[partner] += give[5] - ask[5]
        w.hands, w.gold = tuple(tuple(h) for h in hands), tuple(gold)
        note(w, f"player {partner} accepts the trade", ("CBA-7.1", "CBA-5.7"), partner)
    else:
        note(w, f"player {partner} declines the trade", ("CBA-7.1", "CBA-5.7"), partner)
    w.phase, w.ctx, w.to_move = M.MAIN, (), w.seat


def bundle_text(counts: tuple[int, ...]) -> str:
    return ", ".join(f"{n} {M.ITEMS[k]}" for k, n in enumerate(counts) if n) or "nothing"


register(M.MAIN, legal=legal_main, apply=_apply_main)
register(M.DRAFT, legal=_legal_draft, apply=_apply_draft)
register(M.RESPOND, legal=lambda s: (A.ACCEPT, A.DECLINE), apply=_apply_respond)

