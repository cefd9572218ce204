"""What is wrong with an action of the right kind at the right moment: one checker per action kind.

Each checker returns (reason, rule ids) for the first broken condition, or None when the action is legal.
"""

from __future__ import annotations

from typing import Any

from . import geometry as G
from . import model as M
from .board import RESOURCES

Problem = tuple[str, tuple[str, ...]] | None


def _cost_text(cost: tuple[int, ...]) -> str:
    return ", ".join(f"{n} {RESOURCES[r]}" for r, n in enumerate(cost) if n)


def _afford(s: Any, cost: tuple[int, ...], what: str, rules: tuple[str, ...]) -> Problem:
    hand = s.hands[s.seat]
    if all(h >= c for h, c in zip(hand, cost)):
        return None
    have = ", ".join(f"{hand[r]} {RESOURCES[r]}" for r, n in enumerate(cost) if n)
    return f"{what} costs {_cost_text(cost)}; you have {have}", rules


def _spot_problem(s: Any, i: int, founding: bool) -> Problem:
    owner = s.owner
    if owner[i] >= 0:
        return f"I{i} already holds a building", ("CBA-8.4",)
    near = [j for j in G.INTERSECTION_NEIGHBOURS[i] if owner[j] >= 0]
    if near:
        j = near[0]
        fallen = " (conquered buildings still count)" if M.building_conquered(s.cmask, j) else ""
        return (f"distance rule: neighbouring I{j} holds a building{fallen}",
                ("CBA-8.4", "CBA-8.11") if fallen else (("CBA-4.3", "CBA-8.4") if founding else ("CBA-8.4",)))
    hexes = [h for h in G.INTERSECTION_HEXES[i] if s.cmask & (1 << h)]
    if hexes:
        return f"I{i} is a corner of conquered {M.hex_label(hexes[0])}", ("CBA-8.5", "CBA-10.3")
    return None


def settlement(s: Any, a: Any) -> Problem:
    i = a.args[0]
    if s.phase == M.SETUP_SETTLEMENT:
        return _spot_problem(s, i, True)
    found = _afford(s, M.COST_SETTLEMENT, "a settlement", ("CBA-8.1",))
    if found:
        return found
    if not s.settlements_left[s.seat]:
        return "you have no settlement left in your supply", ("CBA-8.8", "CBA-3.8")
    found = _spot_problem(s, i, False)
    if found:
        return found
    if not any(s.road[q] == s.seat for q in G.INTERSECTION_PATHS[i]):
        return f"I{i} does not touch one of your roads", ("CBA-8.4",)
    return None


def city(s: Any, a: Any) -> Problem:
    i = a.args[0]
    if s.phase == M.SETUP_CITY:
        return _spot_problem(s, i, True)
    found = _afford(s, M.COST_CITY, "a city", ("CBA-8.1",))
    if found:
        return found
    if not s.cities_left[s.seat]:
        return "you have no city left in your supply", ("CBA-8.8", "CBA-3.8")
    if s.owner[i] != s.seat or s.level[i] != 1:
        return f"I{i} does not hold one of your settlements", ("CBA-8.6",)
    hexes = [h for h in G.INTERSECTION_HEXES[i] if s.cmask & (1 << h)]
    if hexes and not s.cfg.options["city_upgrade_next_to_conquered_hex"]:
        return f"I{i} touches conquered {M.hex_label(hexes[0])}: no city upgrade there", ("CBA-8.7", "CBA-10.4")
    return None


def road(s: Any, a: Any) -> Problem:
    q, p = a.args[0], s.seat
    if s.phase in (M.SETUP_ROAD, M.SETUP_CITY_ROAD):
        if s.road[q] >= 0:
            return f"P{q} already holds a road", ("CBA-8.2",)
        if q in G.INTERSECTION_PATHS[s.ctx[0]]:
            return None
        return f"the founding road must touch the building just placed on I{s.ctx[0]}", ("CBA-4.3", "CBA-4.4")
    found = _afford(s, M.COST_ROAD, "a road", ("CBA-8.1",))
    if found:
        return found
    if not s.roads_left[p]:
        return "you have no road left in your supply", ("CBA-8.8", "CBA-3.8")
    return road_spot_problem(s, p, q)


def road_spot_problem(s: Any, who: int, q: int) -> Problem:
    if s.road[q] >= 0:
        return f"P{q} already holds a road", ("CBA-8.2",)
    hexes = [h for h in G.PATH_HEXES[q] if s.cmask & (1 << h)]
    if hexes:
        return f"P{q} is a path of conquered {M.hex_label(hexes[0])}", ("CBA-8.3", "CBA-8.3a", "CBA-10.3")
    from .main_phase import network_nodes
    if not set(G.PATH_ENDS[q]) & network_nodes(s, who):
        cut = [i for i in G.PATH_ENDS[q] if s.owner[i] not in (-1, who)
               and any(s.road[r] == who for r in G.INTERSECTION_PATHS[i])]
        if cut:
            return f"another player's building on I{cut[0]} cuts your road there", ("CBA-8.2",)
        return f"P{q} does not join your roads or buildings", ("CBA-8.2",)
    return None


def buy_card(s: Any, a: Any) -> Problem:
    return _afford(s, M.COST_CARD, "a development card", ("CBA-11.2", "CBA-8.1"))


def bank_trade(s: Any, a: Any) -> Problem:
    give, get = (M.RES_INDEX[x] for x in a.args)
    if give == get:
        return "a trade must give one resource for another", ("CBA-7.3",)
    rate = M.trade_rate(s, s.seat, give)
    if s.hands[s.seat][give] < rate:
        lost = [k for ends in G.HARBOUR_INTERSECTIONS for k in ends
                if s.owner[k] == s.seat and M.building_conquered(s.cmask, k)]
        extra = " (your conquered building opens no harbour)" if lost else ""
        return (f"trading {a.args[0]} needs {rate} cards at your best rate; you have {s.hands[s.seat][give]}{extra}",
                ("CBA-7.3", "CBA-7.4", "CBA-7.5") if lost else ("CBA-7.3", "CBA-7.4"))
    if not s.bank[get]:
        return f"the bank has no {a.args[1]} left", ("CBA-7.10",)
    return None


def buy_resource(s: Any, a: Any) -> Problem:
    if s.gold_buys >= 2:
        return "gold buys at most 2 resources per turn", ("CBA-7.6",)
    if s.gold[s.seat] < 2:
        return f"a resource costs 2 gold; you have {s.gold[s.seat]}", ("CBA-7.6",)
    if not s.bank[M.RES_INDEX[a.args[0]]]:
        return f"the bank has no {a.args[0]} left", ("CBA-7.10",)
    return None


def sell_for_gold(s: Any, a: Any) -> Problem:
    r = M.RES_INDEX[a.args[0]]
    rate = M.gold_rate(s, s.seat, r)
    if rate is None:
        return f"{a.args[0]} cannot be traded for gold here", ("CBA-7.7",)
    if s.hands[s.seat][r] < rate:
        return f"1 gold costs {rate} {a.args[0]}; you have {s.hands[s.seat][r]}", ("CBA-7.7",)
    from .main_phase import gold_in_bank
    if gold_in_bank(s) == 0:
        return "the bank has no gold left", ("CBA-7.9",)
    return None


def offer(s: Any, a: Any) -> Problem:
    q = a.args[0]
    if q == s.seat or q >= s.cfg.players:
        return "trade offers go to another player in the game", ("CBA-7.1",)
    if not (sum(s.hands[s.seat]) or s.gold[s.seat]):
        return "you have nothing to offer", ("CBA-7.1",)
    if not (sum(s.hands[q]) or s.gold[q]):
        return f"player {q} has nothing to trade", ("CBA-7.1",)
    return None


def _draft_item(s: Any, a: Any) -> Problem:
    partner, give, ask = s.ctx
    k = M.ITEM_INDEX[a.args[0]]
    from .main_phase import holdings
    if a.kind == "give":
        if ask[k]:
            return f"you already ask for {a.args[0]}: no like-for-like trades", ("CBA-7.1",)
        if give[k] >= holdings(s, s.seat)[k]:
            return f"you do not hold another {a.args[0]} to offer", ("CBA-7.1",)
        return None
    if give[k]:
        return f"you already give {a.args[0]}: no like-for-like trades", ("CBA-7.1",)
    held = holdings(s, partner)[k]
    if ask[k] >= held:
        return f"player {partner} holds only {held} {a.args[0]}", ("CBA-7.1",)
    return None


def propose(s: Any, a: Any) -> Problem:
    if sum(s.ctx[1]) and sum(s.ctx[2]):
        return None
    return "each side of a trade must give at least one item", ("CBA-7.1",)


def discard(s: Any, a: Any) -> Problem:
    if s.hands[s.ctx[0][0]][M.RES_INDEX[a.args[0]]]:
        return None
    return f"player {s.ctx[0][0]} holds no {a.args[0]}", ("CBA-6.7",)


def draw_from(s: Any, a: Any) -> Problem:
    v = a.args[0]
    if v == s.ctx[0] or v >= s.cfg.players:
        return "the draw is from another player", ("CBA-6.8",)
    if M.hand_size(s, v):
        return None
    return f"player {v} has no resource card (gold cannot be drawn)", ("CBA-6.8", "CBA-6.10")


def place_knight(s: Any, a: Any) -> Problem:
    q = a.args[0]
    if s.knight[q] >= 0:
        return f"P{q} already holds a knight", ("CBA-12.1",)
    if s.ctx[0] == "knighthood" and not G.IS_CASTLE_PATH[q]:
        return f"Knighthood places its knight on a free castle path, not P{q}", ("CBA-11.9",)
    return None


def foreign_knight(s: Any, a: Any) -> Problem:
    if a.kind == "no_foreign_knight":
        return ("with a single foreign knight (2025) it must be placed", ("CBA-15.10a",)) if s.ctx[0] else None
    q = a.args[0]
    if s.knight[q] >= 0:
        return f"P{q} already holds a knight", ("CBA-12.1",)
    if G.IS_CASTLE_PATH[q]:
        return None
    return f"a foreign knight starts on a free castle path, not P{q}", ("CBA-15.10",)


def treason_source(s: Any, a: Any) -> Problem:
    h = a.args[0]
    if not G.IS_COASTAL[h]:
        return f"{M.hex_label(h)} is not a coastal hex and never holds barbarians", ("CBA-9.7", "CBA-11.13b")
    if h in s.ctx[0]:
        return f"{M.hex_label(h)} is already a source: the two sources must differ", ("CBA-11.13b",)
    if s.barb[h]:
        return None
    return f"{M.hex_label(h)} holds no barbarian", ("CBA-11.13b",)


def treason_target(s: Any, a: Any) -> Problem:
    h = a.args[0]
    sources, _, targets = s.ctx
    if not G.IS_COASTAL[h]:
        return f"{M.hex_label(h)} is not a coastal hex: barbarians never go there", ("CBA-9.7", "CBA-11.13e")
    if h in sources:
        return f"{M.hex_label(h)} was a source: targets must be other hexes", ("CBA-11.13e",)
    if h in targets:
        return f"{M.hex_label(h)} is already a target: the two targets must differ", ("CBA-11.13e",)
    if not s.cmask & (1 << h):
        return None
    return f"{M.hex_label(h)} is conquered and takes no more barbarians", ("CBA-11.13e", "CBA-10.2")


def capture(s: Any, a: Any) -> Problem:
    h = a.args[0]
    if not G.IS_COASTAL[h]:
        return f"{M.hex_label(h)} never holds barbarians", ("CBA-9.7", "CBA-11.14")
    if s.barb[h]:
        return None
    return f"{M.hex_label(h)} holds no barbarian", ("CBA-11.14",)


def move(s: Any, a: Any) -> Problem:
    from .knights import controlled, must_leave_castle
    start, end = a.args
    own, foreign = controlled(s)
    f = s.knight[start]
    if f < 0:
        return f"no knight stands on P{start}", ("CBA-12.4",)
    if start in s.moved:
        return f"the knight on P{start} has already moved this turn", ("CBA-12.9",)
    if start not in own and start not in foreign:
        return f"the knight on P{start} is not yours to move", ("CBA-12.4", "CBA-15.11")
    if start in own and s.foreign_moving:
        return "your own knights move before the foreign knights", ("CBA-15.11",)
    if start in foreign and must_leave_castle(s, own_only=True):
        return "your own castle knights must move before the foreign knights", ("CBA-15.11", "CBA-12.7")
    if G.IS_CASTLE_PATH[end]:
        return f"a knight may not end its move on castle path P{end}", ("CBA-12.7",)
    if s.knight[end] >= 0:
        return f"P{end} already holds a knight: a move may pass knights but not end on one", ("CBA-12.1", "CBA-12.6")
    table = G.PATH_DISTANCE if s.cfg.options["knights_may_pass_over_castle_paths"] else \
        G.PATH_DISTANCE_NO_CASTLE_CROSSING
    steps = table[start][end]
    if a.kind == "move":
        if steps > 3:
            extra = " (1 grain buys range 5)" if steps <= 5 else ""
            return f"P{start} -> P{end} is {steps} steps; a knight moves at most 3{extra}", ("CBA-12.4", "CBA-12.5")
        return None
    if steps <= 3:
        return f"P{start} -> P{end} is {steps} steps: no grain is needed", ("CBA-12.4", "CBA-12.5")
    if steps > 5:
        return f"P{start} -> P{end} is {steps} steps; no knight ever moves more than 5", ("CBA-12.5",)
    if not s.hands[s.seat][M.GRAIN]:
        return "range 5 costs 1 grain and you have none", ("CBA-12.5",)
    return None


def end_moves(s: Any, a: Any) -> Problem:
    from .knights import must_leave_castle
    stuck = must_leave_castle(s)
    if not stuck:
        return None
    return f"the knight on castle path P{stuck[0]} must move off the castle", ("CBA-12.7",)


def token_action(s: Any, a: Any) -> Problem:
    from .twoplayer import opponent, token_price
    p = s.seat
    if not s.cfg.two_player:
        return "token actions exist only in the two-player game", ("CBA-15.7",)
    if s.token_used:
        return "only one token action per turn", ("CBA-15.7",)
    price = token_price(s, p)
    if s.tokens[p] < price:
        return f"the action costs {price} token(s); you have {s.tokens[p]}", ("CBA-15.7a", "CBA-15.7b")
    if a.kind == "forced_trade":
        if M.hand_size(s, opponent(s, p)):
            return None
        return f"player {opponent(s, p)} holds no resource card", ("CBA-15.8a",)
    src, dst = a.args
    if not (G.IS_COASTAL[src] and s.barb[src]):
        return f"{M.hex_label(src)} holds no barbarian to drive off", ("CBA-15.9a",)
    if src == dst or not G.IS_COASTAL[dst]:
        return "the barbarian must go to another coastal hex", ("CBA-15.9a", "CBA-9.7")
    if not s.cmask & (1 << dst):
        return None
    return f"{M.hex_label(dst)} is conquered and takes no more barbarians", ("CBA-15.9a", "CBA-10.2")


def give_back(s: Any, a: Any) -> Problem:
    if s.hands[s.seat][M.RES_INDEX[a.args[0]]]:
        return None
    return f"you hold no {a.args[0]}", ("CBA-15.8",)


def neutral(s: Any, a: Any) -> Problem:
    n, where = a.args
    if a.kind == "neutral_settlement":
        if s.ctx[0] == "road":
            return "a road you built gives the neutral a road, not a settlement", ("CBA-15.4",)
        if not s.settlements_left[n]:
            return f"neutral {n} has no settlement left", ("CBA-8.8",)
        found = _spot_problem(s, where, False)
        if found:
            return found
        if any(s.road[q] == n for q in G.INTERSECTION_PATHS[where]):
            return None
        return f"I{where} does not touch neutral {n}'s roads", ("CBA-15.4",)
    if s.ctx[0] == "settlement":
        from .twoplayer import neutral_options
        if neutral_options(s, "settlement")[0].kind == "neutral_settlement":
            return "a settlement you built gives a neutral a settlement while one can be placed", ("CBA-15.4",)
    if not s.roads_left[n]:
        return f"neutral {n} has no road left", ("CBA-8.8",)
    return road_spot_problem(s, n, where)


def _always(text: str, rules: tuple[str, ...]):
    return lambda s, a: (text, rules)


PROBLEMS = {
    "settlement": settlement, "city": city, "road": road, "buy_card": buy_card, "bank_trade": bank_trade,
    "buy_resource": buy_resource, "sell_for_gold": sell_for_gold, "offer": offer, "give": _draft_item,
    "ask": _draft_item, "propose": propose, "withdraw": lambda s, a: None, "accept": lambda s, a: None,
    "decline": lambda s, a: None, "finish_building": lambda s, a: None, "discard": discard,
    "draw_from": draw_from, "no_draw": lambda s, a: None, "place_knight": place_knight,
    "foreign_knight": foreign_knight, "no_foreign_knight": foreign_knight, "treason_source": treason_source,
    "treason_target": treason_target, "capture": capture, "move": move, "move_far": move, "end_moves": end_moves,
    "roll_dice": lambda s, a: None, "forced_trade": token_action, "drive_off": token_action,
    "give_back": give_back, "neutral_road": neutral, "neutral_settlement": neutral,
}
