"""Three bots: random play with a sensible filter, a heuristic player a game-design student can read, and the
search bot (`search_bot`), guided by the heuristic plus trade-token play (`SearchGuide`).

`random` (RandomKindBot) first picks an action *kind* uniformly (road, offer, move, finish_building ...), then one
action of that kind uniformly. Plain uniform play (the core RandomBot) also finishes games, but spends most of its
decisions assembling trade offers item by item; picking the kind first keeps random games short and varied.
"""

from __future__ import annotations

import random
from operator import attrgetter
from typing import Any

from rulebook.core import Action, check_seat_to_move
from rulebook.core.i18n import hint_text, seat_name
from rulebook.core.search import SearchBot, lead_evaluator

from . import board as G
from . import pieces as P
from .board import COST_CARD, COST_CITY, COST_SETTLEMENT
from .queries import all_vp, hand_size, knights_at, settlement_spots, trade_rate
from .refusals import DOMAIN, item

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


def knight_value(s: Any, path: int, faction: int, totals: dict[int, int] | None = None) -> float:
    """Value of standing on `path`: barbarians there that this knight helps defeat. `totals` (knights per hex,
    from `knight_totals`) saves recounting them when many paths are weighed in one position."""
    value = 0.0
    barb = s.barb
    for h in G.PATH_BATTLE_HEXES[path]:
        b = barb[h]
        if b:
            k = (totals[h] if totals is not None else sum(knights_at(s, h).values())) \
                + (0 if s.knight[path] == faction else 1)
            value += 10 * b if k > b else 2 * b
    return value


def knight_totals(s: Any) -> dict[int, int]:
    """Knights of every faction on the paths around each coastal hex that holds barbarians."""
    knight = s.knight
    return {h: sum(1 for p in G.HEX_PATHS[h] if knight[p] >= 0) for h in G.COASTAL_HEXES if s.barb[h]}


class HeuristicBot:
    """Priorities: cities, then settlements, then knights against barbarians; trade only with the bank."""

    name = "heuristic"

    def choose(self, state: Any, rng: random.Random) -> Action:
        """The first of the priorities above that applies here."""
        check_seat_to_move(state, "heuristic")
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
            totals = knight_totals(s)
            return best("place_knight", lambda a: knight_value(s, a.args[0], p, totals))
        if "move" in by_kind or "move_far" in by_kind:
            moves = by_kind.get("move", []) + [a for a in by_kind.get("move_far", []) if s.hands[p][P.GRAIN] > 1]
            totals = knight_totals(s)
            start: dict[int, float] = {}  # the knight's value where it stands, once per knight
            for a in moves:
                if a.args[0] not in start:
                    start[a.args[0]] = knight_value(s, a.args[0], p, totals)
            gain = {a: knight_value(s, a.args[1], p, totals) - start[a.args[0]] for a in moves}
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

    def choose_with_reason(self, state: Any, rng: random.Random) -> tuple[Action, str]:
        """The move `choose` makes (the same move, the same use of `rng`) and a sentence saying why, from the
        bot's own priorities and scores: "a city on I12 gains 1 VP and doubles what the corner produces"."""
        action = self.choose(state, rng)
        return action, reason(state, action)

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


# --- the heuristic bot's reasons, in words ----------------------------------------------------------------------


def _spot_words(s: Any, i: int) -> str:
    pips = sum(PIPS[G.HEX_NUMBER[h]] for h in G.INTERSECTION_HEXES[i]
               if s.cfg.hex_resource[h] >= 0 and not s.cmask & (1 << h))
    kinds = sorted({P.RESOURCES[s.cfg.hex_resource[h]] for h in G.INTERSECTION_HEXES[i]
                    if s.cfg.hex_resource[h] >= 0 and not s.cmask & (1 << h)})
    produce = hint_text(DOMAIN, ", ").join(item(k) for k in kinds) if kinds else hint_text(DOMAIN, "nothing")
    if not G.CONQUERABLE[i]:
        return hint_text(DOMAIN, "I{spot} is the best spot it can take: {pips} ways to roll its numbers, producing "
                                 "{produce}, and barbarians can never conquer it", spot=i, pips=pips, produce=produce)
    return hint_text(DOMAIN, "I{spot} is the best spot it can take: {pips} ways to roll its numbers, producing "
                             "{produce}", spot=i, pips=pips, produce=produce)


def _knight_words(s: Any, path: int, faction: int) -> str:
    hexes = [h for h in G.PATH_BATTLE_HEXES[path] if s.barb[h]]
    if not hexes:
        return hint_text(DOMAIN, "no barbarians stand next to P{path}", path=path)
    parts = []
    for h in hexes:
        knights = sum(knights_at(s, h).values()) + (0 if s.knight[path] == faction else 1)
        if knights > s.barb[h]:
            parts.append(hint_text(DOMAIN, "H{hex} with {barbarians} barbarians would face {knights} knights, enough "
                                           "to win the battle", hex=h, barbarians=s.barb[h], knights=knights))
        else:
            parts.append(hint_text(DOMAIN, "H{hex} with {barbarians} barbarians would face {knights} knights, not yet "
                                           "enough to win", hex=h, barbarians=s.barb[h], knights=knights))
    return hint_text(DOMAIN, "; ").join(parts)


def _main_reason(s: Any, p: int, a: Action) -> str:
    want = [item(P.RESOURCES[r]) for r, n in enumerate(needs(s, p)) if n]
    goal = hint_text(DOMAIN, "a city") if s.cities_left[p] and any(s.owner[i] == p and s.level[i] == 1
                                                                   for i in range(G.INTERSECTIONS)) else \
        hint_text(DOMAIN, "a settlement") if s.settlements_left[p] else hint_text(DOMAIN, "a development card")
    if a.kind == "buy_card":
        if sum(s.barb) >= s.cfg.conquest_threshold:
            return hint_text(DOMAIN, "{barbarians} barbarians threaten the coast and a card may bring a knight to "
                                     "fight them, with {knights} knights left in its supply",
                             barbarians=sum(s.barb), knights=s.knights_left[p])
        return hint_text(DOMAIN, "it can afford a card, and a card may bring a knight or take a prisoner")
    if a.kind == "road":
        best = max(G.PATH_ENDS[a.args[0]], key=lambda i: spot_value(s, i))
        return hint_text(DOMAIN, "it has no free corner for a settlement, and this road leads towards I{spot}",
                         spot=best)
    if a.kind in ("bank_trade", "buy_resource"):
        paid = (hint_text(DOMAIN, "{count} {item}", count=trade_rate(s, p, P.RES_INDEX[a.args[0]]),
                          item=item(a.args[0])) if a.kind == "bank_trade"
                else hint_text(DOMAIN, "{count} {item}", count=2, item=item("gold")))
        return hint_text(DOMAIN, "it pays {paid} for the {resource} it still lacks for {goal}", paid=paid,
                         resource=item(a.args[-1]), goal=goal)
    if want:
        return hint_text(DOMAIN, "nothing it can afford brings {goal} closer: it still lacks {resources}", goal=goal,
                         resources=hint_text(DOMAIN, ", ").join(want))
    return hint_text(DOMAIN, "nothing else it wants to do this turn")


def reason(s: Any, a: Action) -> str:
    """Why the heuristic bot plays `a` in `s`, from its own priorities and scores, as one sentence (in the language
    in use)."""
    p, kind = s.to_move, a.kind
    if kind == "roll_dice":
        return hint_text(DOMAIN, "it always rolls first and keeps its trade tokens")
    if kind == "city":
        if s.phase in P.FOUNDING_PHASES:
            return hint_text(DOMAIN, "a founding city: {spot}", spot=_spot_words(s, a.args[0]))
        return hint_text(DOMAIN, "a city on I{spot} gains 1 VP and doubles what the corner produces; cities come "
                                 "first", spot=a.args[0])
    if kind == "settlement":
        if s.phase in P.FOUNDING_PHASES:
            return hint_text(DOMAIN, "a founding settlement: {spot}", spot=_spot_words(s, a.args[0]))
        return hint_text(DOMAIN, "a settlement gains 1 VP: {spot}", spot=_spot_words(s, a.args[0]))
    if kind == "road" and s.phase != P.MAIN:
        best = max(G.PATH_ENDS[a.args[0]], key=lambda i: spot_value(s, i))
        return hint_text(DOMAIN, "the road points towards I{spot}, the most productive corner it can reach", spot=best)
    if kind == "place_knight":
        return hint_text(DOMAIN, "a knight on P{path}: {battles}", path=a.args[0],
                         battles=_knight_words(s, a.args[0], p))
    if kind in ("move", "move_far"):
        start, end = a.args
        if G.IS_CASTLE_PATH[start]:
            return hint_text(DOMAIN, "a knight on a castle path must leave it; on P{path}: {battles}", path=end,
                             battles=_knight_words(s, end, p))
        return hint_text(DOMAIN, "the knight helps more on P{path}: {battles}", path=end,
                         battles=_knight_words(s, end, p))
    if kind == "end_moves":
        return hint_text(DOMAIN, "no move brings a knight closer to barbarians it can beat")
    if kind in ("capture", "treason_source"):
        return hint_text(DOMAIN, "H{hex} holds the most barbarians: {count}", hex=a.args[0], count=s.barb[a.args[0]])
    if kind == "treason_target":
        h = a.args[0]
        return hint_text(DOMAIN, "H{hex} has the most knights for its barbarians: {knights} knights against "
                                 "{barbarians}", hex=h, knights=sum(knights_at(s, h).values()), barbarians=s.barb[h])
    if kind == "discard":
        return hint_text(DOMAIN, "it holds more {resource} than anything else: {count} cards",
                         resource=item(a.args[0]), count=s.hands[p][P.RES_INDEX[a.args[0]]])
    if kind == "draw_from":
        return hint_text(DOMAIN, "{seat} holds the most cards: {count}", seat=seat_name(DOMAIN, P.SEATS[a.args[0]]),
                         count=hand_size(s, a.args[0]))
    if kind in ("accept", "decline") and len(s.ctx) == 3:
        gets, gives = sum(s.ctx[1]), sum(s.ctx[2])
        if kind == "accept":
            return hint_text(DOMAIN, "it gets {gets} items for {gives}", gets=gets, gives=gives)
        return hint_text(DOMAIN, "it would get {gets} items for {gives}: it accepts only when it gets more than it "
                                 "gives", gets=gets, gives=gives)
    if s.phase == P.MAIN:
        return _main_reason(s, p, a)
    if kind == "no_foreign_knight":
        return hint_text(DOMAIN, "it never brings foreign knights")
    return hint_text(DOMAIN, "none of its priorities applies here, so it picks a legal move at random")


SEARCH_ITERATIONS = 40
"""The search bot's budget per move (see `benchmarks/ladder.py` for its strength and time per move)."""

def worths(s: Any) -> list[float]:
    """Each seat's standing in victory points, with what is on its way added in small change: VP; the pips of
    the unconquered hexes around its settlements (1 each) and cities (2 each) / 18, less a share of those on
    hexes the barbarians threaten (0.1 of them with 1 barbarian, 0.35 with 2: one landing from conquest); 0.4
    for an unpaired prisoner (half a VP); 0.05 per card in hand and 0.025 per gold (2 gold buy a card); 0.15 per
    knight on the board (prisoners to come) and 0.1 per trade token (the two-player drive-off and forced trade)."""
    n = s.num_players
    points = list(all_vp(s))
    production = [0.0] * n
    resource, cmask, owner, level, barb = s.cfg.hex_resource, s.cmask, s.owner, s.level, s.barb
    for i in range(G.INTERSECTIONS):
        seat = owner[i]
        if 0 <= seat < n:
            for h in G.INTERSECTION_HEXES[i]:
                if resource[h] >= 0 and not cmask & (1 << h):
                    production[seat] += level[i] * PIPS[G.HEX_NUMBER[h]] * _THREAT[barb[h]]
    knights = [0] * (n + 1)
    for faction in s.knight:
        if 0 <= faction < n:
            knights[faction] += 1
    tokens = s.tokens
    return [points[p] + production[p] / 18 + 0.4 * (s.prisoners[p] & 1) + 0.05 * sum(s.hands[p])
            + 0.025 * s.gold[p] + 0.15 * knights[p] + 0.1 * tokens[p] for p in range(n)]


_THREAT = (1.0, 0.9, 0.65, 0.0)
"""The share of a hex's production counted with 0, 1, 2 (or 3: conquered) barbarians on it."""


evaluate = lead_evaluator(2.0, worths)
"""How the search judges a rollout it cuts off: each seat's lead by `worths` (victory points, production under
threat, prisoners, knights, cards, gold, tokens), 2 points of lead worth about 3 chances in 4."""


def hex_stake(s: Any, h: int, seat: int) -> float:
    """What `seat` loses while hex h lies conquered: the pips its settlements (1 each) and cities (2 each) on the
    hex's corners draw from it, plus 3 per building point the conquest would knock over (every land hex of the
    corner conquered then)."""
    if s.cfg.hex_resource[h] < 0:
        return 0.0
    stake = 0.0
    owner, level, cmask = s.owner, s.level, s.cmask | (1 << h)
    for i in G.HEX_CORNERS[h]:
        if owner[i] == seat:
            stake += level[i] * PIPS[G.HEX_NUMBER[h]]
            if G.CONQUERABLE[i] and all(cmask & (1 << k) for k in G.INTERSECTION_HEXES[i]):
                stake += 3 * level[i]
    return stake


def drive_off_gains(s: Any, p: int, drives: Any) -> dict[Action, float]:
    """How much each drive-off of `drives` (one barbarian from hex `a` to hex `b`) helps seat p against its
    opponent: a hex freed or relieved that p draws from, a hex pushed toward conquest that the opponent draws from.
    Each hex's stakes are weighed once (a two-player position offers up to a hundred drive-offs)."""
    foe = 1 - p if s.cfg.players == 2 else -1
    barb = s.barb
    net: dict[int, float] = {}  # per hex: the opponent's stake less ours

    def hurt(h: int, barbarians: int) -> float:
        if not barbarians:
            return 0.0
        if h not in net:
            net[h] = hex_stake(s, h, foe) - hex_stake(s, h, p)
        return _NEAR[min(3, barbarians)] * net[h]

    gains = {}
    for a in drives:
        source, target = a.args
        b_src, b_tgt = barb[source], barb[target]
        gains[a] = (hurt(source, b_src) - hurt(source, b_src - 1)) + (hurt(target, b_tgt + 1) - hurt(target, b_tgt))
    return gains


_NEAR = (0.0, 0.2, 0.5, 1.0)
"""How close a hex with 1, 2, 3 (or more) barbarians is to (or in) conquest, for `drive_off_gains`."""


def _top(actions: list[Action], score, k: int, floor: float | None = None) -> list[Action]:
    ranked = sorted(actions, key=score, reverse=True)  # stable: ties keep the legal order
    if floor is not None:
        ranked = [a for a in ranked if score(a) > floor]
    return ranked[:k]


def candidates(s: Any, actions: tuple[Action, ...]) -> list[Action]:
    """The moves the search weighs in a position (it never expands the others; the heuristic's move is always
    among them): every build and card, ending the phase, the bank trades toward what the next goal lacks, the
    best-placed roads, the knight moves and placements that bring knights where barbarians can be beaten, the
    two-player drive-offs that hurt the opponent more than us; in phases with few choices, all of them. Starting
    an item-by-item trade offer and selling for gold are left to the heuristic, which never does either, in every
    phase: a search that weighed an offer the other seat declines finds it worth as much as before and could offer
    again and again within one turn (a seeded game of search:120 against search:40 made 124 offers in turn 19)."""
    if len(actions) <= 6:
        return [a for a in actions if a.kind not in _LEFT_TO_GUIDE] or list(actions)
    by_kind: dict[str, list[Action]] = {}
    for a in actions:
        by_kind.setdefault(a.kind, []).append(a)
    p = s.to_move
    out: list[Action] = []
    for kind in ("settlement", "city"):
        if kind in by_kind:
            out += by_kind[kind] if s.phase == P.MAIN else _top(by_kind[kind], lambda a: spot_value(s, a.args[0]), 6)
    for kind in ("buy_card", "finish_building", "end_moves", "roll_dice", "forced_trade", "no_draw"):
        out += by_kind.get(kind, [])
    if "road" in by_kind:
        out += _top(by_kind["road"], lambda a: max(spot_value(s, i) for i in G.PATH_ENDS[a.args[0]]),
                    2 if s.phase == P.MAIN else 3)
    if "bank_trade" in by_kind or "buy_resource" in by_kind:
        want = needs(s, p)
        useful = [a for kind in ("bank_trade", "buy_resource") for a in by_kind.get(kind, [])
                  if want[P.RES_INDEX[a.args[-1]]] and (a.kind != "bank_trade" or not want[P.RES_INDEX[a.args[0]]])]
        out += useful[:3]
    if "drive_off" in by_kind:
        gains = drive_off_gains(s, p, by_kind["drive_off"])
        out += _top(by_kind["drive_off"], gains.__getitem__, 3, floor=0.0)
    if "place_knight" in by_kind:
        totals = knight_totals(s)
        out += _top(by_kind["place_knight"], lambda a: knight_value(s, a.args[0], p, totals), 4)
    if "move" in by_kind or "move_far" in by_kind:
        totals = knight_totals(s)
        moves = by_kind.get("move", []) + by_kind.get("move_far", [])
        start: dict[int, float] = {}
        for a in moves:
            if a.args[0] not in start:
                start[a.args[0]] = knight_value(s, a.args[0], p, totals)
        out += _top(moves, lambda a: knight_value(s, a.args[1], p, totals) - start[a.args[0]]
                    - (1 if a.kind == "move_far" else 0) + (50 if G.IS_CASTLE_PATH[a.args[0]] else 0), 4)
    for kind, rest in by_kind.items():  # a phase with choices of one other kind: the choices themselves
        if kind not in _SEARCHED_KINDS:
            out += rest
    return out or list(actions)


_LEFT_TO_GUIDE = frozenset({"offer", "sell_for_gold"})
"""Kinds the search never expands; the guide's move is tried even so (it never is one of these)."""
_SEARCHED_KINDS = frozenset({"settlement", "city", "buy_card", "finish_building", "end_moves", "roll_dice",
                             "forced_trade", "no_draw", "road", "bank_trade", "buy_resource", "drive_off",
                             "place_knight", "move", "move_far", "offer", "sell_for_gold"})


class SearchGuide(HeuristicBot):
    """The search's guide and rollout policy: the heuristic, plus what it leaves undone in the two-player game.
    Once per turn, after the roll, it spends a trade token (CBA-15.7) on the best drive-off when that hurts the
    opponent clearly more than us, else on a forced trade while the opponent holds cards; it gives back the cards
    its next goal needs least, and places neutral pieces where the opponent would have built."""

    name = "search guide"

    def choose(self, state: Any, rng: random.Random) -> Action:
        """A token action, a give-back or a neutral piece as above; otherwise the heuristic's move."""
        s = state
        if s.cfg.players == 2 and s.current_player >= 0:
            actions = s.legal_actions()
            kind = actions[0].kind if actions else ""
            if s.phase == P.MAIN and not s.token_used:
                token = self._token(s, s.to_move, actions)
                if token is not None:
                    return token
            elif kind == "give_back":
                want = needs(s, s.to_move)
                hand = s.hands[s.to_move]
                return max(actions, key=lambda a: (-want[P.RES_INDEX[a.args[0]]], hand[P.RES_INDEX[a.args[0]]]))
            elif kind in ("neutral_settlement", "neutral_road"):
                return max(actions, key=lambda a: _neutral_block(s, s.to_move, a))
        return super().choose(state, rng)

    def _token(self, s: Any, p: int, actions: tuple[Action, ...]) -> Action | None:
        drives = [a for a in actions if a.kind == "drive_off"]
        if drives:
            gains = drive_off_gains(s, p, drives)
            best = max(drives, key=gains.__getitem__)
            if gains[best] >= DRIVE_OFF_MIN:
                return best
        if P.FORCED_TRADE in actions and hand_size(s, 1 - p) >= FORCED_TRADE_MIN:
            return P.FORCED_TRADE
        return None


DRIVE_OFF_MIN = 8.0
"""The least gain (`drive_off_gains`: about pips of production moved toward conquest) the guide spends a token on."""

FORCED_TRADE_MIN = 3
"""The fewest cards the opponent must hold for the guide to spend a token on a forced trade."""


def _neutral_block(s: Any, p: int, a: Action) -> float:
    """How much a neutral piece gets in the opponent's way: a settlement on a corner the opponent could build on
    (by its value to them), a road ending at one."""
    foe = 1 - p
    spots = set(settlement_spots(s, foe))
    if a.kind == "neutral_settlement":
        i = a.args[1]
        return spot_value(s, i) + (10 if i in spots else 0)
    return max((spot_value(s, i) + (10 if i in spots else 0)) for i in G.PATH_ENDS[a.args[1]])


def search_bot(iterations: int = SEARCH_ITERATIONS, **options) -> SearchBot:
    """The search bot (Monte Carlo tree search, `rulebook.core.search`) with Barbarian Attack's settings: only the
    `candidates` are searched (a two-player position offers up to a hundred drive-offs and knight moves), the
    `SearchGuide`'s move (the heuristic's, plus trade-token use with two players) tried first and favoured by a
    fading bias (0.3 / visits), rollouts of 16 decisions by the same guide, then `evaluate`; 2 redrawn worlds per
    move (what is hidden, the development cards, matters less than a deeper tree). Other `SearchBot` keywords
    pass through (`seconds=0.5` for a budget by time)."""
    settings = {"guide": SearchGuide(), "guide_bias": 0.3, "rollout": SearchGuide(), "rollout_plies": 16,
                "evaluate": evaluate, "determinizations": 2, "candidates": candidates, **options}
    return SearchBot(iterations, **settings)


BOTS = {"random": RandomKindBot, "heuristic": HeuristicBot, "search": search_bot}
