"""Fast answers to "can this action be taken at all?" for the menu of an action turn, without listing groups.

The action phase offers an action only when at least one legal group of dice exists for it, so that no choice
leads to a dead end. `structural_targets` lists what the cards, spaces and citizens allow (no dice looked at);
`Pools` works from each colour's best dice and the purchase prices (no cube); `cube_reaches` does the same with a
spent cube's modifier (spec 20.5.2); `possible` and `cube_usable` put them together. All must agree with the
reference rules in dice_groups.py: a property test compares them with the full list of legal groups.
"""

from __future__ import annotations

from rulebook.core import Action

from .board import BUILDINGS, REVEALED_SLOTS
from .card_effects import ANY_COLOUR
from .pieces import AGRICULTURE, CATHEDRAL, COLOURS, KIND_NAME, NEUTRAL, WHITE, YELLOW
from .queries import column_room, evictable_from

RECRUIT_ACTIONS = tuple(Action("recruit", (name,)) for name in BUILDINGS)
"""The three recruit moves, built once."""


class Pools:
    """For one player, what an affordable group of each colour can reach without a cube (the top-level menu).

    For a group of g dice of which b are bought, the best total uses the player's top g - b dice and the top b
    foreign dice; its price is b times the price for a group of g (TRY-9.12). Each colour's shapes are worked out
    once, when a query first needs them, and shared by the whole menu. Colour index 3 (ANY_COLOUR) pools every
    colour, for a card taking dice of any colours (Pilgrimage).
    """

    __slots__ = ("free", "memo", "other", "own", "price", "shape_cache", "table")

    def __init__(self, s, p: int):
        own: list[list[int]] = [[], [], [], []]
        other: list[list[int]] = [[], [], [], []]
        for district, codes in enumerate(s.dist):  # districts 0-3, then NEUTRAL
            values = own if district == p else other
            for code in codes:  # sorted: each colour's values come lowest first
                values[code >> 3].append(code & 7)
        own[3] = sorted(own[0] + own[1] + own[2])
        other[3] = other[0] + other[1] + other[2]
        self.own, self.other = own, other
        for values in other:
            if len(values) > 1:
                values.sort()
        # The best total of the player's own dice alone (free), or 0 when it has none of the colour.
        self.free = [sum(values[-3:]) for values in own]
        cfg = s.cfg
        self.price = cfg.price
        self.table = cfg.shape_table  # (own dice kept, dice bought, price) of every group of 1-3 dice
        self.memo = cfg.shape_cache
        self.shape_cache: list = [None, None, None, None]

    def shapes(self, colour: int) -> tuple[tuple[int, int], ...]:
        """(price, best total) of the group shapes of `colour` dice worth considering, cheapest first: a group of
        g dice of which b are bought, kept only when it makes more than every cheaper shape (so the totals rise).

        A pure function of the top sums of both sides, memoised on the config."""
        shapes = self.shape_cache[colour]
        if shapes is None:
            key = (_top_sums(self.own[colour]), _top_sums(self.other[colour]))
            shapes = self.memo.get(key)
            if shapes is None:
                mine, theirs = key
                n_mine, n_theirs = len(mine), len(theirs)
                every = sorted((cost, -(mine[kept] + theirs[bought])) for kept, bought, cost in self.table
                               if kept < n_mine and bought < n_theirs)
                frontier, top = [], -1
                for cost, minus in every:
                    if -minus > top:
                        top = -minus
                        frontier.append((cost, top))
                shapes = tuple(frontier)
                if len(self.memo) < 50_000:
                    self.memo[key] = shapes
            self.shape_cache[colour] = shapes
        return shapes

    def best(self, colour: int, budget: int) -> int:
        """Largest total of an affordable group of `colour` dice, or -1 if none is affordable."""
        best = -1
        for cost, total in self.shape_cache[colour] or self.shapes(colour):
            if cost > budget:
                break
            best = total
        return best

    def groups(self, colour: int, budget: int, most: int):
        """(size, best total) of every affordable group size of `colour` dice, up to `most` dice."""
        mine, theirs = _top_sums(self.own[colour]), _top_sums(self.other[colour])
        price = self.price
        for size in range(1, most + 1):
            best = -1
            for bought in range(size + 1):
                kept = size - bought
                if kept < len(mine) and bought < len(theirs) and bought * price[size] <= budget:
                    best = max(best, mine[kept] + theirs[bought])
            if best >= 0:
                yield size, best

    def reaches(self, colour: int, budget: int, need: int) -> bool:
        """Can an affordable group of `colour` dice reach a total of `need` (at least one die)?"""
        if budget < 0:
            return False
        if self.own[colour] and self.free[colour] >= need:
            return True  # free: the player's own best dice are enough
        for cost, total in self.shapes(colour):
            if cost <= budget and total >= need:
                return True
        return False

    def single_fits(self, colour: int, budget: int, room: list[int]) -> bool:
        """One affordable die of `colour` whose value's cathedral column has room (cathedral groups)."""
        if budget < 0:
            return False
        for v in self.own[colour]:
            if room[v - 1]:
                return True
        if self.price[1] <= budget:
            for v in self.other[colour]:
                if room[v - 1]:
                    return True
        return False

    def single_reaches(self, colour: int, budget: int, lowest: int) -> bool:
        """One affordable die of `colour` showing at least `lowest` (recruit groups)."""
        if budget < 0:
            return False
        own, other = self.own[colour], self.other[colour]  # both sorted lowest first
        return bool(own and own[-1] >= lowest) or bool(other and other[-1] >= lowest and self.price[1] <= budget)


def _top_sums(values: list[int]) -> tuple[int, ...]:
    """0, then the sums of the 1, 2, 3 highest values (values are sorted lowest first)."""
    n = len(values)
    if n >= 3:
        a, b, c = values[-1], values[-2], values[-3]
        return (0, a, a + b, a + b + c)
    if n == 2:
        return (0, values[1], values[1] + values[0])
    return (0, values[0]) if n else (0,)


def cube_reaches(s, p: int, pools: Pools, modifier: tuple, colour: int, budget: int, need: int) -> bool:
    """Can a group shaped by this modifier, for an action wanting `colour` dice reaching `need`, be afforded?

    `need` >= 0 (agriculture, fights, activations), or -2 for recruiting into building `colour` (a cube never
    serves the cathedral, TRY-11.20). `colour` may be ANY_COLOUR (Pilgrimage): any single-colour group, or a mixed
    one where the modifier allows it.
    """
    if budget < 0:
        return False
    if need == -2:
        return _recruit_reaches(s, p, pools, modifier, colour, budget)
    op = modifier[0]
    price = pools.price
    anyc = colour == ANY_COLOUR
    if op == "die_modifier":
        c, add, scope, mix = modifier[1], modifier[2], modifier[3], modifier[4]
        if c == ANY_COLOUR:
            pool = ANY_COLOUR if mix or anyc else colour
        elif c == colour or anyc:
            pool = c
        else:
            return False
        return any(total + (add * size if scope == "each_die" else add) >= need
                   for size, total in pools.groups(pool, budget, 3))
    if op == "treat_colour_as":
        src, dst, most = modifier[1], modifier[2], modifier[3]
        return (dst == colour or anyc) and any(total >= need for _, total in pools.groups(src, budget, most))
    if op == "set_die_values":
        value, any_colour = modifier[1], modifier[2]
        if any_colour:
            return _count_reaches(pools, ANY_COLOUR, value, budget, need)
        return any(_count_reaches(pools, c, value, budget, need) for c in ((0, 1, 2) if anyc else (colour,)))
    if op == "convert_dice":
        src, count, dst, copies = modifier[1], modifier[2], modifier[3], modifier[4]
        return (dst == colour or anyc) and any(total * copies // count >= need
                                               for size, total in pools.groups(src, budget, count) if size == count)
    if op == "take_free_dice":
        c, per = modifier[1], modifier[2]
        if c != colour and not anyc:
            return False
        values = list(pools.own[c])
        for district in (0, 1, 2, 3, NEUTRAL):
            if district != p:
                mine = sorted((code & 7 for code in s.dist[district] if code >> 3 == c), reverse=True)
                values += mine[:per]
        values.sort(reverse=True)
        return bool(values) and sum(values[:3]) >= need
    c, value = modifier[1], modifier[2]  # virtual_die: an extra die that never travels alone
    if c != colour and not anyc:
        return False
    own, other = pools.own[c], pools.other[c]
    mine, theirs = _top_sums(own), _top_sums(other)
    return any(mine[size - bought] + theirs[bought] + value >= need for size in (1, 2) for bought in range(size + 1)
               if size - bought < len(mine) and bought < len(theirs) and bought * price[size + 1] <= budget)


def _count_reaches(pools: Pools, colour: int, value: int, budget: int, need: int) -> bool:
    """Every die counting `value`: is there an affordable group of `colour` dice big enough to reach `need`?"""
    own, other, price = len(pools.own[colour]), len(pools.other[colour]), pools.price
    return any(value * size >= need for size in (1, 2, 3) for bought in range(size + 1)
               if size - bought <= own and bought <= other and bought * price[size] <= budget)


def _recruit_reaches(s, p: int, pools: Pools, modifier: tuple, building: int, budget: int) -> bool:
    """One die, shaped by the cube, landing on a space 1-6 from which a citizen may be evicted (TRY-15.14,
    TRY-20.32, option cube_on_recruit)."""
    lowest = evictable_from(s, p, building)
    if lowest > 6:
        return False
    op = modifier[0]
    affordable = pools.price[1] <= budget

    def dice(colour: int, free_foreign: bool = False) -> list[int]:
        return pools.own[colour] + (pools.other[colour] if affordable or free_foreign else [])

    if op == "die_modifier":
        c, add, mix = modifier[1], modifier[2], modifier[4]
        pool = (ANY_COLOUR if mix else building) if c == ANY_COLOUR else c if c == building else -1
        return pool >= 0 and any(lowest <= v + add <= 6 for v in dice(pool))
    if op == "set_die_values":
        value, any_colour = modifier[1], modifier[2]
        return lowest <= value <= 6 and bool(dice(ANY_COLOUR if any_colour else building))
    if op == "treat_colour_as":
        return modifier[2] == building and any(lowest <= v <= 6 for v in dice(modifier[1]))
    if op == "convert_dice":
        return (modifier[2] == 1 and modifier[4] == 1 and modifier[3] == building
                and any(lowest <= v for v in dice(modifier[1])))
    if op == "take_free_dice":
        return modifier[1] == building and any(lowest <= v for v in dice(building, free_foreign=True))
    return False  # virtual_die: two dice


def structural_targets(s, p: int, cube: int) -> tuple[tuple, ...]:
    """(kind, target, menu action, colour, fees, need) for every action the cards, spaces and citizens allow.

    No dice are checked here. `fees` are the hiring fee and event surcharges (TRY-11.2, TRY-7.14); `need` is the
    total the group must reach (TRY-11.9, TRY-14.4), or -1 (cathedral: a die with a free column) or -2 (recruit:
    a die reaching a citizen who may be evicted). Memoised on the config: the answer depends only on the key.
    """
    cfg = s.cfg
    key = (p, cube, s.row, s.trades, s.slots, s.revealed, s.personal[p] > 0)
    cached = cfg.target_cache.get(key)
    if cached is not None:
        return cached
    surcharge, forbid, _ = cfg.row_effects(s.row)
    not_for = cfg.activity[s.slots[cube]].not_for if cube >= 0 else ()
    blocked = forbid | frozenset(not_for) if not_for else forbid  # action names ruled out either way
    out = []
    if "agriculture" not in blocked:
        out.append(("agriculture", -1, AGRICULTURE, YELLOW, surcharge.get("agriculture", 0), 0))
    if "cathedral" not in blocked:
        out.append(("cathedral", -1, CATHEDRAL, WHITE, surcharge.get("cathedral", 0), -1))
    if "fight" not in blocked:
        extra = surcharge.get("fight", 0)
        events, actions = cfg.events, cfg.fight_actions
        for pos, card in enumerate(s.row):
            event = events[card]
            out.append(("fight", pos, actions[card], event.fight_colour, extra, event.divisor))
    if "activity" not in blocked:
        extra = surcharge.get("activity", 0)
        any_colour = ANY_COLOUR
        has_citizen = s.personal[p] > 0
        activity, trades, slots = cfg.activity, s.trades, s.slots
        for slot in REVEALED_SLOTS[s.revealed]:
            index = slots[slot]
            card = activity[index]
            if forbid and COLOURS[card.colour] in forbid:
                continue
            hire = 0
            traders = trades[slot]
            if p not in traders:
                if not has_citizen or len(traders) >= cfg.trade_spaces:
                    continue
                hire = card.hire_cost
            out.append(("activate", slot, cfg.activate_actions[index], any_colour if card.any_colour else
                        card.colour, extra + hire, card.activation_cost))
    if "recruit" not in blocked and s.personal[p] > 0:
        extra = surcharge.get("recruit", 0)
        for b in range(3):
            if BUILDINGS[b] not in blocked:  # an event's ban, or the cube's card (Blacksmith: not the Palace)
                out.append(("recruit", b, RECRUIT_ACTIONS[b], b, extra, -2))
    if len(cfg.target_cache) > 50_000:
        cfg.target_cache.clear()
    cfg.target_cache[key] = out = tuple(out)
    return out


def possible(s, p: int, kind: str, target: int, cube: int, colour: int, extra: int, need: int,
             pools: Pools | None = None) -> bool:
    """Does at least one legal group exist for this action (without listing them)?"""
    pools = pools or Pools(s, p)
    budget = s.money[p] - extra
    if cube >= 0:
        return cube_reaches(s, p, pools, s.cfg.activity[s.slots[cube]].modifier, colour, budget, need)
    if need >= 0:
        return pools.reaches(colour, budget, need)
    if need == -1:  # cathedral: a white die whose column has a free level (TRY-13.5)
        return pools.single_fits(WHITE, budget, column_room(s))
    return pools.single_reaches(target, budget, evictable_from(s, p, target))  # recruit (TRY-15.14)


def cube_usable(s, p: int, slot: int, pools: Pools | None = None) -> bool:
    """A stored cube can be declared only if some action can then use it (TRY-11.15, TRY-11.20)."""
    modifier = s.cfg.activity[s.slots[slot]].modifier
    if modifier is None:
        return False
    pools = pools or Pools(s, p)
    money = s.money[p]
    not_for = s.cfg.activity[s.slots[slot]].not_for
    wanted = MODIFIER_COLOUR.get(modifier[0])  # cube_reaches refuses every other colour at once: skip the call
    want = -1 if wanted is None or modifier[wanted] == ANY_COLOUR else modifier[wanted]
    return any(cube_reaches(s, p, pools, modifier, colour, money - extra, need)
               for kind, target, _, colour, extra, need in structural_targets(s, p, -1)
               if (want < 0 or colour == want or colour == ANY_COLOUR or need == -2)
               and KIND_NAME[kind] not in not_for and (kind != "recruit" or BUILDINGS[target] not in not_for))


MODIFIER_COLOUR = {"die_modifier": 1, "take_free_dice": 1, "virtual_die": 1, "treat_colour_as": 2, "convert_dice": 3}
"""Where a cube modifier names the only colour of action it can serve (see reach.cube_reaches)."""
