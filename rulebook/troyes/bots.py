"""Bots: `random` (uniform over legal moves) and `heuristic`, a greedy player a game-design student can follow.

The heuristic bot's idea in one line: try each move at the start of a turn, finish the turn greedily after it (the
best next step each time), and keep the move whose turn leaves it best off compared with its opponents; inside a
turn it takes the step that leaves it best off right away. "Best off" is a points estimate (`worth`): VP it would score
now (its own characters included, cathedral penalties subtracted), plus small values for deniers, influence,
citizens and stored cubes. A few decisions use plain rules of thumb instead (setup, countering, discards).
"""

from __future__ import annotations

import heapq
import random

from rulebook.core import CHANCE, Action, RandomBot, check_seat_to_move
from rulebook.core.i18n import hint_text
from rulebook.core.search import SearchBot, lead_evaluator

from .board import BUILDINGS
from .pieces import ACTIONS, COUNTER, EVENTS, SEATS, SETUP
from .scoring import character_vp
from .words import DOMAIN, localized_title

# How many VP one unit of a resource is worth to the bot (tune these to change its style).
DENIER = 0.3
INFLUENCE = 0.3
STANDING_CITIZEN = 0.6
SPARE_CITIZEN = 0.5
STORED_CUBE = 0.8
MAX_GROUPS = 4  # groups examined when choosing the dice for an action (the most promising by total minus price)
GROUPS_AHEAD = 1  # groups examined for each action weighed at the start of a turn (its look ahead)


def worth(s, seat: int) -> float:
    """The bot's estimate of how well `seat` is doing, in VP (it only knows its own characters)."""
    return worths(s)[seat]


def worths(s) -> list[float]:
    """`worth` of every seat, worked out in one pass over the table (each seat's sum is added up in the order
    the formula lists it, so the floats are exactly those of a seat-by-seat reckoning)."""
    n = s.n
    fixed = _slow_parts(s)
    points = list(s.vp[:n])
    for cubes in s.row_cubes:
        for q in set(cubes):
            if q < n:
                points[q] += 1
    penalty = s.cfg.level_penalty
    build, personal, money, dmoney, infl = s.build, s.personal, s.money, s.dmoney, s.infl
    out = []
    for seat in range(n):
        trade_vp, missing, cubes_held = fixed[seat]
        total = points[seat] + trade_vp
        total -= penalty * missing
        total += DENIER * (money[seat] + dmoney[seat]) + INFLUENCE * infl[seat]
        total += STANDING_CITIZEN * build.count(seat) + SPARE_CITIZEN * personal[seat]
        total += STORED_CUBE * cubes_held
        out.append(total)
    return out


def _slow_parts(s) -> tuple[tuple[int, int, int], ...]:
    """Per seat: tradesman VP, cathedral levels without an own cube, stored cubes. These change seldom during a
    turn, so they are memoised on the config, keyed by the tradesmen, cards, cathedral and stored cubes."""
    last = _LAST_PARTS[0]  # the same four tuples as last time (most steps of a look ahead change none of them)
    if last is not None and last[0] is s.trades and last[1] is s.slots and last[2] is s.cath \
            and last[3] is s.stored and last[4] is s.cfg:
        return last[5]
    cache = s.cfg.worth_cache
    key = (s.trades, s.slots, s.cath, s.stored)
    hit = cache.get(key)
    if hit is not None:
        _LAST_PARTS[0] = (*key, s.cfg, hit)
        return hit
    cfg = s.cfg
    n = s.n
    trade_vp = [0] * n
    activity, slots = cfg.activity, s.slots
    for slot, seats in enumerate(s.trades):
        if seats:
            vps = activity[slots[slot]].space_vp
            seen = []
            for k, q in enumerate(seats):  # a seat's first space counts (as seats.index does)
                if q not in seen:
                    seen.append(q)
                    if q < n and k < len(vps):
                        trade_vp[q] += vps[k]
    cath = s.cath
    levels = [cath[lv * 6:lv * 6 + 6] for lv in range(cfg.levels)]
    cubes_held = [sum(column) for column in zip(*s.stored)]  # stored cubes per seat, over the 9 cards
    hit = tuple((trade_vp[seat], sum(1 for level in levels if seat not in level), cubes_held[seat])
                for seat in range(n))
    if len(cache) > 20_000:
        cache.clear()
    cache[key] = hit
    _LAST_PARTS[0] = (*key, s.cfg, hit)
    return hit


_LAST_PARTS: list = [None]
"""`_slow_parts`' last answer with the tuples it was for, compared by identity before the cache is hashed."""


def advantage(s, seat: int) -> float:
    """`worth` of `seat` minus half the average worth of the others, plus its own characters' VP."""
    every = worths(s)
    others = every[:seat] + every[seat + 1:]  # in seat order, so the sum rounds as it always has
    own_characters = 0
    characters = s.cfg.characters
    for c in s.chars[seat]:
        own_characters += character_vp(s, characters[c], seat)
    return every[seat] + own_characters - 0.5 * sum(others) / len(others)


class HeuristicBot:
    """Greedy one-move lookahead on `advantage`, with rules of thumb for setup, counters and discards."""

    name = "heuristic"

    def choose(self, state, rng: random.Random) -> Action:
        """The move this bot plays in `state` (`rng` is unused: the bot is deterministic)."""
        check_seat_to_move(state, "heuristic")
        actions = state.legal_actions()
        if len(actions) == 1:
            return actions[0]
        me = state.current_player
        if state.phase == SETUP:
            return self.place_citizen(state, me, actions)
        if state.phase == COUNTER:
            return self.counter(actions)
        if state.phase == EVENTS:
            return actions[0]  # the dice sets come lowest first: give up the weakest
        if state.pending or state.work or state.cube >= 0:  # inside a turn: the step its look ahead would take
            options = self.promising(state, me, actions) if actions[0].kind == "group" else actions
            step = self._greedy_step(state, me, options)
            if step is not None:
                return step[0]
        return max(actions, key=lambda a: (self.score(state, me, a), -actions.index(a)))

    def choose_with_reason(self, state, rng: random.Random) -> tuple[Action, str]:
        """The move `choose` plays, and a sentence saying why, from the bot's own reckoning (for "Hint")."""
        action = self.choose(state, rng)
        return action, self.reason(state, action)

    def reason(self, state, action: Action) -> str:
        """Why this bot plays `action` in `state`, in a sentence (its rule of thumb, or what its lookahead saw)."""
        actions = state.legal_actions()
        me = state.current_player
        if len(actions) == 1:
            return hint_text(DOMAIN, "It is the only move.")
        if state.phase == SETUP:
            building = BUILDINGS.index(action.args[0])
            mine = state.build[building * 6:building * 6 + 6].count(me)
            if mine == 0:
                return hint_text(DOMAIN, "It spreads its citizens over the buildings: the {building} has none of its "
                                         "citizens, and space {space} is the highest free there, so only a die of "
                                         "{space} or more can evict it.",
                                 building=localized_title(building), space=action.args[1])
            return hint_text(DOMAIN, "It spreads its citizens over the buildings: the {building} has only {count} of "
                                     "its citizens, and space {space} is the highest free there, so only a die of "
                                     "{space} or more can evict it.",
                             building=localized_title(building), count=mine, space=action.args[1])
        if state.phase == COUNTER:
            if action.kind == "take":
                return hint_text(DOMAIN, "It takes on as many black dice as its dice can beat: each one beaten brings "
                                         "1 influence and avoids the penalty.")
            if action.kind == "use":
                return hint_text(DOMAIN, "It spends its strongest die first (a red die counts double against black "
                                         "dice).")
            if action.kind == "done":
                return hint_text(DOMAIN, "The chosen dice already beat the black dice.")
            if action.kind == "penalty":
                return hint_text(DOMAIN, "Its dice cannot beat the highest black die, so the penalty is the only way.")
        if state.phase == EVENTS:
            return hint_text(DOMAIN, "It gives up the weakest dice the event allows (the choices come lowest first).")
        if action.kind == "citizen":
            return hint_text(DOMAIN, "No citizen waits in its supply and it has influence to spare, so it buys one.")
        weighed = [a for a in actions if a.kind not in ("reroll", "flip")
                   and (a.kind != "citizen" or (state.personal[me] == 0 and state.infl[me] >= 8))]  # as `score`
        value, end = self._settled(state.apply(action), me, state.turns)
        gains, costs = _differences(state, end, me)
        text = (hint_text(DOMAIN, "By the end of its turn it gains {gains}", gains=_listing(gains)) if gains
                else hint_text(DOMAIN, "By the end of its turn it keeps what it has"))
        if costs:
            text = hint_text(DOMAIN, "{text}, for {costs}", text=text, costs=_listing(costs))
        hurt = _evictions(state, end, me)
        if hurt:
            text = hint_text(DOMAIN, "{text}, and evicts {evicted}", text=text, evicted=_listing(hurt))
        return hint_text(DOMAIN, "{text}: the best of the {count} moves it weighed by its points estimate "
                                 "({change} to its standing).",
                         text=text, count=len(weighed), change=f"{value - advantage(state, me):+.1f}")

    def _settled(self, state, me: int, turns: int):
        """`settle`, also returning the position its greedy line ends in (for the reason)."""
        return self._line(state, me, turns)

    # --- rules of thumb ---------------------------------------------------------------------------

    def place_citizen(self, state, me: int, actions) -> Action:
        """Spread over the buildings (fewest own citizens first; City Hall has no salary), highest space first:
        a citizen on space v can only be evicted by a die showing v or more."""
        def key(a: Action):
            building = ("palace", "bishopric", "city_hall").index(a.args[0])
            mine = state.build[building * 6:building * 6 + 6].count(me)
            return (-mine, building == 2, a.args[1])
        return max(actions, key=key)

    def counter(self, actions) -> Action:
        """Take on as many black dice as possible (1 influence each); then spend the strongest dice first."""
        takes = [a for a in actions if a.kind == "take"]
        if takes:
            return max(takes, key=lambda a: (len(a.args), -sum(a.args)))
        if any(a.kind == "done" for a in actions):
            return next(a for a in actions if a.kind == "done")
        uses = [a for a in actions if a.kind == "use"]
        if uses:
            return max(uses, key=lambda a: a.args[0][2] * (2 if a.args[0][1] == "R" else 1))
        return next((a for a in actions if a.kind == "penalty"), actions[0])

    # --- lookahead ----------------------------------------------------------------------------------

    def score(self, state, me: int, action: Action) -> float:
        """How good `action` is: play it (and the rest of this turn greedily) and measure the position."""
        if action.kind in ("reroll", "flip"):
            return -1e9  # this bot does not gamble with influence
        if action.kind == "citizen" and not (state.personal[me] == 0 and state.infl[me] >= 8):
            return -1e9  # buy a citizen only when none is waiting and influence is plentiful
        after = state.apply(action)
        return self.settle(after, me, state.turns, citizen=action.kind == "citizen")

    def settle(self, state, me: int, turns: int, declined: bool = False, citizen: bool = False) -> float:
        """Finish the turn greedily, then return `advantage` (chance stops the look): at each step of the turn (a
        group of dice, a card's question, a cube) take the choice that leaves the bot best off right after it.

        Only the move itself is weighed against every other move; the steps after it are played greedily, one at a
        time, which keeps a turn's look ahead to a few dozen positions instead of every combination of steps. Two
        shortcuts keep it cheaper still: after buying a citizen only the choices that can use one (hiring,
        recruiting, or a cube first) are tried, and after declining one conversion of a card the later ones are
        declined too."""
        return self._line(state, me, turns, declined, citizen)[0]

    def _line(self, state, me: int, turns: int, declined: bool = False, citizen: bool = False):
        """The greedy rest of the turn from `state`: (its `advantage` at the end, the position it ends in)."""
        value = None  # the last step's value is the value of the position it leads to: not worked out twice
        while state.phase == ACTIONS and state.turns == turns and state.current_player == me:
            options = state.legal_actions()
            if citizen and not state.pending and not state.work:
                options = [o for o in options if self.uses_citizen(state, me, o)] or options
            if options[0].kind == "group":
                options = self.promising(state, me, options, GROUPS_AHEAD)
            elif options[0].kind == "convert" and declined:
                options = options[1:]
            best = self._greedy_step(state, me, options)
            if best is None:
                break
            option, state, value = best
            declined = declined or option.kind == "decline"
            citizen = citizen and option.kind == "cube"
        if value is None:  # no step taken: the position it started from is where it ends
            value = self._value(state, me)
        return value, state

    def _greedy_step(self, state, me: int, options):
        """The choice among `options` that leaves `me` best off right after it, the position it leads to and that
        position's value (None when every option is an influence spend or a pass, which the look ahead never takes)."""
        best, best_value = None, None
        for option in options:
            if option.kind in ("reroll", "citizen", "flip", "pass"):
                continue
            after = state.apply(option)
            value = self._value(after, me)
            if best_value is None or value > best_value:
                best, best_value = (option, after, value), value
        return best

    @staticmethod
    def _value(state, me: int) -> float:
        """`advantage`, with a card's black die still to roll counted as a fair chance of success (+0.5)."""
        if state.current_player == CHANCE and state.phase == ACTIONS and state.work:
            return advantage(state, me) + 0.5
        return advantage(state, me)

    @staticmethod
    def uses_citizen(state, me: int, option: Action) -> bool:
        """Does this choice use a citizen from the personal supply (a recruit, hiring on a card, or a cube first)?"""
        if option.kind == "activate":
            cfg = state.cfg
            return me not in state.trades[state.slots.index(cfg.activity_index[option.args[0]])]
        return option.kind in ("recruit", "cube")

    @staticmethod
    def promising(state, me: int, groups, most: int = MAX_GROUPS) -> list[Action]:
        """Limit the groups looked at to `most`: highest total minus the price of bought dice."""
        if len(groups) <= most:
            return list(groups)
        price = state.cfg.price
        costs = []  # per group: the price of its bought dice minus its total, in one pass (the look ahead's hot path)
        for group in groups:
            dice = group.args
            total = bought = 0
            for r in dice:
                total += r[2]
                if r[0] != me:
                    bought += 1
            costs.append(bought * price[len(dice)] - total)
        if most == 1:
            return [groups[costs.index(min(costs))]]  # the first of the cheapest
        return [groups[i] for i in heapq.nsmallest(most, range(len(groups)), key=costs.__getitem__)]  # ties: in order


def _differences(before, after, me: int) -> tuple[list[str], list[str]]:
    """What `me` gains and gives up between two positions, in words (VP, deniers, influence, citizens, cubes), in
    the language in use."""
    def count(s) -> dict[str, int]:
        return {"vp": s.vp[me], "money": s.money[me] + s.dmoney[me], "influence": s.infl[me],
                "building": s.build.count(me), "supply": s.personal[me],
                "tradesmen": sum(1 for t in s.trades if me in t),
                "stored": sum(per_seat[me] for per_seat in s.stored), "cathedral": s.cath.count(me),
                "events": s.placed[me]}
    old, new = count(before), count(after)
    gains, costs = [], []
    for what, was in old.items():
        delta = new[what] - was
        if delta:
            (gains if delta > 0 else costs).append(_count_words(what, abs(delta)))
    return gains, costs


def _listing(items: list[str]) -> str:
    """`words.listing` of a hint in the language in use: "a", "a and b", "a, b and c"."""
    if len(items) <= 1:
        return "".join(items)
    return hint_text(DOMAIN, "{items} and {last}", items=hint_text(DOMAIN, ", ").join(items[:-1]), last=items[-1])


def _count_words(what: str, n: int) -> str:
    """`n` of one of `_differences`' counts in words: "1 VP", "2 deniers", "1 citizen in a building"."""
    one = n == 1
    if what == "vp":
        return hint_text(DOMAIN, "{count} VP", count=n)
    if what == "money":
        return hint_text(DOMAIN, "{count} denier", count=n) if one else hint_text(DOMAIN, "{count} deniers", count=n)
    if what == "influence":
        return hint_text(DOMAIN, "{count} influence", count=n)
    if what == "building":
        return (hint_text(DOMAIN, "{count} citizen in a building", count=n) if one else
                hint_text(DOMAIN, "{count} citizens in buildings", count=n))
    if what == "supply":
        return (hint_text(DOMAIN, "{count} citizen in its supply", count=n) if one else
                hint_text(DOMAIN, "{count} citizens in its supply", count=n))
    if what == "tradesmen":
        return (hint_text(DOMAIN, "{count} tradesman", count=n) if one else
                hint_text(DOMAIN, "{count} tradesmen", count=n))
    if what == "stored":
        return (hint_text(DOMAIN, "{count} stored cube", count=n) if one else
                hint_text(DOMAIN, "{count} stored cubes", count=n))
    if what == "cathedral":
        return (hint_text(DOMAIN, "{count} cube in the cathedral", count=n) if one else
                hint_text(DOMAIN, "{count} cubes in the cathedral", count=n))
    return (hint_text(DOMAIN, "{count} cube placed on events", count=n) if one else
            hint_text(DOMAIN, "{count} cubes placed on events", count=n))


def _evictions(before, after, me: int) -> list[str]:
    """The other players' citizens `me` evicts between two positions."""
    out = []
    for b in range(3):
        gone = len(after.lying[b]) - len(before.lying[b])
        if gone > 0:
            new = list(after.lying[b])
            for owner in before.lying[b]:
                new.remove(owner)
            out += [hint_text(DOMAIN, "a grey citizen from the {building}", building=localized_title(b)) if o == 4
                    else hint_text(DOMAIN, "a citizen of {seat} from the {building}", seat=SEATS[o],
                                   building=localized_title(b))
                    for o in new if o != me]
    return out


SEARCH_ITERATIONS = 60
"""The search bot's budget per move (see `benchmarks/ladder.py` for its strength and time per move)."""

evaluate = lead_evaluator(3.0, worths)
"""How the search judges a rollout it cuts off: each seat's lead by the heuristic's points estimate (`worths`: VP
plus small values for deniers, influence, citizens and cubes), 3 points of lead worth about 3 chances in 4."""


def search_bot(iterations: int = SEARCH_ITERATIONS, **options) -> SearchBot:
    """The search bot (Monte Carlo tree search, `rulebook.core.search`) with Troyes' settings: the heuristic's move
    tried first, heuristic rollouts of 20 decisions, then `evaluate`. Other `SearchBot` keywords pass through
    (`seconds=0.5` for a budget by time)."""
    settings = {"guide": HeuristicBot(), "rollout": HeuristicBot(), "rollout_plies": 20, "evaluate": evaluate,
                **options}
    return SearchBot(iterations, **settings)


BOTS = {"random": RandomBot, "heuristic": HeuristicBot, "search": search_bot}
