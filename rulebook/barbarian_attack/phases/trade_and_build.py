"""Phase 2, trade and build (CBA-5.2, CBA-7, CBA-8): building, buying a card, trading with the bank, gold, and a
trade with one other player, built item by item and answered by the partner (CBA-7.1, CBA-5.7).

Every settlement and city upgrade is followed by a victory check and a landing (CBA-8.9, CBA-14.8); buying a card
hands over to the development card phase, finishing to knight movement (phase 3), a token action to the two-player
steps, each through the draft.
"""

from __future__ import annotations

from typing import Any

from rulebook.core import Action, LogEntry, Ruling
from rulebook.core.i18n import reason_text

from .. import board as G
from .. import pieces as P
from ..board import COST_CARD, COST_CITY, COST_ROAD, COST_SETTLEMENT
from ..edits import (
    check_win,
    note,
    note_entry,
    pay,
    pay_gold,
    place_road,
    place_settlement,
    resume,
    update_harbormaster,
)
from ..pieces import DRAFT, MAIN, replaced
from ..queries import (
    building_conquered,
    city_spots,
    cost_problem,
    gold_in_bank,
    gold_rate,
    holdings,
    rates,
    refusal,
    road_spot_problem,
    road_spots,
    settlement_spots,
    spot_problem,
    token_action_problem,
    token_actions,
    trade_rate,
)
from ..refusals import DOMAIN, hex_words, item, seat_words

_FINISH = tuple(LogEntry("ends trading and building", ("CBA-5.4",), p) for p in range(4))
_BANK_TRADES = tuple(tuple(P.BANK_TRADE[r][t] for t in range(5) if t != r) for r in range(5))
_ANSWERS = (P.ACCEPT, P.DECLINE)


def legal_moves(s: Any) -> tuple[Action, ...]:
    """Phase 2 moves in a fixed order: builds, card, bank trades, gold, offers, token actions, finish; or the
    next item of an offer; or the partner's answer."""
    if s.phase != MAIN:
        return _draft_moves(s) if s.phase == DRAFT else _ANSWERS
    p = s.seat
    hand, bank = s.hands[p], s.bank
    out: list = []
    brick, lumber, wool, grain, ore = hand
    if brick and lumber:
        if s.roads_left[p]:
            out.extend([P.ROAD[q] for q in road_spots(s, p)])
        if wool and grain and s.settlements_left[p]:
            out.extend([P.SETTLE[i] for i in settlement_spots(s, p)])
    if grain >= 2 and ore >= 3 and s.cities_left[p]:
        out.extend([P.CITY[i] for i in city_spots(s, p)])
    if wool and grain and ore:
        out.append(P.BUY_CARD)
    gold = s.gold[p]
    if brick or lumber or wool or grain or ore:
        full_bank = all(bank)
        trade, to_gold = rates(s, p)
        for r in range(5):
            if hand[r] >= trade[r]:
                out.extend(_BANK_TRADES[r] if full_bank else [P.BANK_TRADE[r][t] for t in range(5)
                                                                if t != r and bank[t]])
        if gold >= 2 and s.gold_buys < 2:
            out.extend(P.BUY_RESOURCE if full_bank else [P.BUY_RESOURCE[t] for t in range(5) if bank[t]])
        if gold_in_bank(s) != 0:
            out.extend([P.SELL_FOR_GOLD[r] for r in range(5) if to_gold[r] is not None and hand[r] >= to_gold[r]])
        out.extend([P.OFFER[q] for q in range(s.cfg.players) if q != p and (any(s.hands[q]) or s.gold[q])])
    else:
        if gold >= 2 and s.gold_buys < 2:
            out.extend([P.BUY_RESOURCE[t] for t in range(5) if bank[t]])
        if gold:
            out.extend([P.OFFER[q] for q in range(s.cfg.players) if q != p and (any(s.hands[q]) or s.gold[q])])
    if s.cfg.two_player:
        out.extend(token_actions(s))
    out.append(P.FINISH)
    return tuple(out)


def chance_outcomes(s: Any) -> tuple:
    """No chance while trading and building (a purchase or a landing hands over to its own phase)."""
    return ()


def apply_move(w: Any, action: Any) -> None:
    """Build, buy, trade or finish; add an item to the offer; or answer it."""
    if w.phase != MAIN:
        if w.phase == DRAFT:
            _draft(w, action)
        else:
            _respond(w, action)
        return
    kind, p = action.kind, w.seat
    if kind == "road":
        pay(w, p, COST_ROAD)
        place_road(w, p, action.args[0], ("CBA-8.1", "CBA-8.2"))
        if w.cfg.two_player:
            w.queue = (("neutral", "road"), *w.queue)
        resume(w)
    elif kind == "settlement":
        pay(w, p, COST_SETTLEMENT)
        place_settlement(w, p, action.args[0], ("CBA-8.1", "CBA-8.4"))
        _after_build(w, (("neutral", "settlement"),) if w.cfg.two_player else ())
    elif kind == "city":
        pay(w, p, COST_CITY)
        _upgrade_city(w, p, action.args[0])
        _after_build(w, ())
    elif kind == "buy_card":
        pay(w, p, COST_CARD)
        note(w, "buys a development card (wool, grain, ore)", ("CBA-11.2", "CBA-11.3"), p)
        w.start_draw(False)
    elif kind == "bank_trade":
        give, get = P.RES_INDEX[action.args[0]], P.RES_INDEX[action.args[1]]
        rate = trade_rate(w, p, give)
        cost = tuple(rate if r == give else (-1 if r == get else 0) for r in range(5))
        pay(w, p, cost)
        where = {4: "the bank", 3: "a 3:1 harbour", 2: f"the {action.args[0]} 2:1 harbour"}[rate]
        note(w, f"trades {rate} {action.args[0]} for 1 {action.args[1]} at {where}", ("CBA-7.3", "CBA-7.4"), p)
    elif kind == "buy_resource":
        r = P.RES_INDEX[action.args[0]]
        pay(w, p, tuple(-1 if k == r else 0 for k in range(5)))
        w.gold = tuple(g - 2 if q == p else g for q, g in enumerate(w.gold))
        w.gold_buys += 1
        note(w, f"pays 2 gold for 1 {action.args[0]} (purchase {w.gold_buys} of 2 this turn)", ("CBA-7.6",), p)
    elif kind == "sell_for_gold":
        r = P.RES_INDEX[action.args[0]]
        rate = gold_rate(w, p, r)
        pay(w, p, tuple(rate if k == r else 0 for k in range(5)))
        pay_gold(w, p, 1)
        note(w, f"trades {rate} {action.args[0]} for 1 gold", ("CBA-7.7",), p)
    elif kind == "offer":
        w.phase, w.ctx = P.DRAFT, (action.args[0], (0,) * 6, (0,) * 6)
    elif kind == "finish_building":
        note_entry(w, _FINISH[p])
        w.start_knight_phase()
    else:
        w.token_action(action)


def _after_build(w: Any, first: tuple) -> None:
    """A settlement or city was built in a regular turn: victory check, then its landing (CBA-8.9, CBA-14.8)."""
    if w.cfg.options["victory_check_before_landing"] and check_win(w, ("CBA-14.6", "CBA-14.8")):
        return
    w.queue = (*first, ("landing",), *w.queue)
    resume(w)


def _upgrade_city(w: Any, p: int, i: int) -> None:
    w.level = replaced(w.level, {i: 2})
    w.settlements_left = tuple(n + 1 if k == p else n for k, n in enumerate(w.settlements_left))
    w.cities_left = tuple(n - 1 if k == p else n for k, n in enumerate(w.cities_left))
    note(w, f"upgrades I{i} to a city (2 grain, 3 ore)", ("CBA-8.1", "CBA-8.6"), p)
    update_harbormaster(w)


# --- a trade with another player (CBA-7.1, CBA-7.2, CBA-5.7) ---------------------------------------------------------


def _draft_moves(s: Any) -> tuple:
    partner, give, ask = s.ctx
    mine, theirs = holdings(s, s.seat), holdings(s, partner)
    out = [P.GIVE[k] for k in range(6) if give[k] < mine[k] and not ask[k]]
    out += [P.ASK[k] for k in range(6) if ask[k] < theirs[k] and not give[k]]
    if sum(give) and sum(ask):
        out.append(P.PROPOSE)
    out.append(P.WITHDRAW)
    return tuple(out)


def _draft(w: Any, action: Any) -> None:
    partner, give, ask = w.ctx
    if action.kind == "give":
        k = P.ITEM_INDEX[action.args[0]]
        w.ctx = (partner, tuple(n + (j == k) for j, n in enumerate(give)), ask)
    elif action.kind == "ask":
        k = P.ITEM_INDEX[action.args[0]]
        w.ctx = (partner, give, tuple(n + (j == k) for j, n in enumerate(ask)))
    elif action.kind == "propose":
        note(w, f"offers {bundle_text(give)} to {P.seat_name(partner)} for {bundle_text(ask)}", ("CBA-7.1", "CBA-7.2"),
             w.seat)
        w.phase, w.to_move = P.RESPOND, partner
    else:
        w.phase, w.ctx = P.MAIN, ()


def _respond(w: Any, action: Any) -> None:
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
        note(w, f"{P.seat_name(partner)} accepts the trade", ("CBA-7.1", "CBA-5.7"), partner)
    else:
        note(w, f"{P.seat_name(partner)} declines the trade", ("CBA-7.1", "CBA-5.7"), partner)
    w.phase, w.ctx, w.to_move = P.MAIN, (), w.seat


def bundle_text(counts: tuple[int, ...]) -> str:
    """'2 wool, 1 gold': the items of one side of an offer."""
    return ", ".join(f"{n} {P.ITEMS[k]}" for k, n in enumerate(counts) if n) or "nothing"


# --- refusals -------------------------------------------------------------------------------------------------------


def why_not(s: Any, a: Any) -> Ruling | None:
    """The first broken condition of a build, a purchase, a trade or an offer; None when it is legal."""
    check = _CHECKS.get(a.kind)
    return refusal(check(s, a)) if check else None


def _settlement(s: Any, a: Any) -> Any:
    i = a.args[0]
    found = cost_problem(s, COST_SETTLEMENT, reason_text(DOMAIN, "a settlement"), ("CBA-8.1",))
    if found:
        return found
    if not s.settlements_left[s.seat]:
        return reason_text(DOMAIN, "you have no settlement left in your supply"), ("CBA-8.8", "CBA-3.8")
    found = spot_problem(s, i, False)
    if found:
        return found
    if not any(s.road[q] == s.seat for q in G.INTERSECTION_PATHS[i]):
        return reason_text(DOMAIN, "I{at} does not touch one of your roads", at=i), ("CBA-8.4",)
    return None


def _city(s: Any, a: Any) -> Any:
    i = a.args[0]
    found = cost_problem(s, COST_CITY, reason_text(DOMAIN, "a city"), ("CBA-8.1",))
    if found:
        return found
    if not s.cities_left[s.seat]:
        return reason_text(DOMAIN, "you have no city left in your supply"), ("CBA-8.8", "CBA-3.8")
    if s.owner[i] != s.seat or s.level[i] != 1:
        return reason_text(DOMAIN, "I{at} does not hold one of your settlements", at=i), ("CBA-8.6",)
    hexes = [h for h in G.INTERSECTION_HEXES[i] if s.cmask & (1 << h)]
    if hexes and not s.cfg.options["city_upgrade_next_to_conquered_hex"]:
        return (reason_text(DOMAIN, "I{at} touches conquered {hex}: no city upgrade there", at=i,
                            hex=hex_words(hexes[0])), ("CBA-8.7", "CBA-10.4"))
    return None


def _road(s: Any, a: Any) -> Any:
    found = cost_problem(s, COST_ROAD, reason_text(DOMAIN, "a road"), ("CBA-8.1",))
    if found:
        return found
    if not s.roads_left[s.seat]:
        return reason_text(DOMAIN, "you have no road left in your supply"), ("CBA-8.8", "CBA-3.8")
    return road_spot_problem(s, s.seat, a.args[0])


def _bank_trade(s: Any, a: Any) -> Any:
    give, get = (P.RES_INDEX[x] for x in a.args)
    if give == get:
        return reason_text(DOMAIN, "a trade must give one resource for another"), ("CBA-7.3",)
    rate = trade_rate(s, s.seat, give)
    if s.hands[s.seat][give] < rate:
        lost = [k for ends in G.HARBOUR_INTERSECTIONS for k in ends
                if s.owner[k] == s.seat and building_conquered(s.cmask, k)]
        fields = {"item": item(a.args[0]), "rate": rate, "have": s.hands[s.seat][give]}
        text = reason_text(DOMAIN, "trading {item} needs {rate} cards at your best rate; you have {have} (your "
                                   "conquered building opens no harbour)", **fields) if lost else \
            reason_text(DOMAIN, "trading {item} needs {rate} cards at your best rate; you have {have}", **fields)
        return text, ("CBA-7.3", "CBA-7.4", "CBA-7.5") if lost else ("CBA-7.3", "CBA-7.4")
    if not s.bank[get]:
        return reason_text(DOMAIN, "the bank has no {item} left", item=item(a.args[1])), ("CBA-7.10",)
    return None


def _buy_resource(s: Any, a: Any) -> Any:
    if s.gold_buys >= 2:
        return reason_text(DOMAIN, "gold buys at most 2 resources per turn"), ("CBA-7.6",)
    if s.gold[s.seat] < 2:
        return reason_text(DOMAIN, "a resource costs 2 gold; you have {have}", have=s.gold[s.seat]), ("CBA-7.6",)
    if not s.bank[P.RES_INDEX[a.args[0]]]:
        return reason_text(DOMAIN, "the bank has no {item} left", item=item(a.args[0])), ("CBA-7.10",)
    return None


def _sell_for_gold(s: Any, a: Any) -> Any:
    r = P.RES_INDEX[a.args[0]]
    rate = gold_rate(s, s.seat, r)
    if rate is None:
        return reason_text(DOMAIN, "{item} cannot be traded for gold here", item=item(a.args[0])), ("CBA-7.7",)
    if s.hands[s.seat][r] < rate:
        return (reason_text(DOMAIN, "1 gold costs {rate} {item}; you have {have}", rate=rate, item=item(a.args[0]),
                            have=s.hands[s.seat][r]), ("CBA-7.7",))
    if gold_in_bank(s) == 0:
        return reason_text(DOMAIN, "the bank has no gold left"), ("CBA-7.9",)
    return None


def _offer(s: Any, a: Any) -> Any:
    q = a.args[0]
    if q == s.seat or q >= s.cfg.players:
        return reason_text(DOMAIN, "trade offers go to another player in the game"), ("CBA-7.1",)
    if not (sum(s.hands[s.seat]) or s.gold[s.seat]):
        return reason_text(DOMAIN, "you have nothing to offer"), ("CBA-7.1",)
    if not (sum(s.hands[q]) or s.gold[q]):
        return reason_text(DOMAIN, "{seat} has nothing to trade", seat=seat_words(q)), ("CBA-7.1",)
    return None


def _draft_item(s: Any, a: Any) -> Any:
    partner, give, ask = s.ctx
    k = P.ITEM_INDEX[a.args[0]]
    if a.kind == "give":
        if ask[k]:
            return (reason_text(DOMAIN, "you already ask for {item}: no like-for-like trades", item=item(a.args[0])),
                    ("CBA-7.1",))
        if give[k] >= holdings(s, s.seat)[k]:
            return reason_text(DOMAIN, "you do not hold another {item} to offer", item=item(a.args[0])), ("CBA-7.1",)
        return None
    if give[k]:
        return (reason_text(DOMAIN, "you already give {item}: no like-for-like trades", item=item(a.args[0])),
                ("CBA-7.1",))
    held = holdings(s, partner)[k]
    if ask[k] >= held:
        return (reason_text(DOMAIN, "{seat} holds only {count} {item}", seat=seat_words(partner), count=held,
                            item=item(a.args[0])), ("CBA-7.1",))
    return None


def _propose(s: Any, a: Any) -> Any:
    if sum(s.ctx[1]) and sum(s.ctx[2]):
        return None
    return reason_text(DOMAIN, "each side of a trade must give at least one item"), ("CBA-7.1",)


_CHECKS = {
    "settlement": _settlement, "city": _city, "road": _road,
    "buy_card": lambda s, a: cost_problem(s, COST_CARD, reason_text(DOMAIN, "a development card"),
                                          ("CBA-11.2", "CBA-8.1")),
    "bank_trade": _bank_trade, "buy_resource": _buy_resource, "sell_for_gold": _sell_for_gold, "offer": _offer,
    "give": _draft_item, "ask": _draft_item, "propose": _propose,
    "forced_trade": token_action_problem, "drive_off": token_action_problem,
}
"""The checks of the kinds that can be refused here; withdraw, accept, decline and finish_building never are."""
