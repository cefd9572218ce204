"""An action turn (phase 4), split into small decisions so that no menu explodes (see the package docstring).

    top menu:  influence spends (reroll <die>, citizen, flip), cube <card>, an action with its target, pass
    flip:      flip_dice <1-3 own dice>
    group:     group <dice>            (every legal group for the chosen action and cube)
    evict:     evict <space>           (recruit only)
    effects:   see effects.py          (activity cards)

`pending` holds where the turn is: () top menu, ("flip",), ("group", kind, target), ("evict", building, value).
"""

from __future__ import annotations

from rulebook.core import Action

from .constants import (
    AGRICULTURE,
    BUILDING_TITLES,
    BUILDINGS,
    CATHEDRAL,
    CITIZEN,
    COLOUR_OF_LETTER,
    COLOURS,
    FLIP,
    GREY,
    LETTERS,
    NEUTRAL,
    PASS,
    SEAT_NAMES,
    WHITE,
    YELLOW,
    die_code,
    die_text,
)
from .effects import place_event_cubes, start_activation
from .flow import bank_pays, end_turn, gain_influence
from .groups import (
    KIND_NAME,
    GroupInfo,
    column_room,
    combos,
    die_types,
    evaluate,
    evictable_from,
    group_info,
    legal_groups,
    ref,
    refs_text,
)
from .reach import Pools, cube_reaches
from .state import Draft, tuple_add, tuple_set

KIND_ORDER = ("agriculture", "cathedral", "fight", "activate", "recruit")
RECRUIT_ACTIONS = tuple(Action("recruit", (name,)) for name in BUILDINGS)
REVEALED_SLOTS = tuple(tuple(slot for slot in range(9) if slot % 3 < revealed) for revealed in range(4))
"""The activity slots face up when `revealed` levels are (slot = colour * 3 + level - 1)."""
REROLL_ACTIONS = tuple({code: Action("reroll", ((seat, LETTERS[code >> 3], code & 7),))
                        for code in range(24) if 1 <= code & 7 <= 6} for seat in range(4))


# --- menus ------------------------------------------------------------------------------------------------


def influence_actions(s, p: int) -> list[Action]:
    """Influence spends open to `p` now (TRY-10.3 - TRY-10.5, TRY-10.8)."""
    cfg = s.cfg
    out = []
    own = s.dist[p]
    if own and s.infl[p] >= cfg.cost_reroll:
        seen = -1
        for code in own:
            if code != seen:
                out.append(REROLL_ACTIONS[p][code])
                seen = code
    if s.infl[p] >= cfg.cost_citizen and s.general[p] > 0:
        out.append(CITIZEN)
    if own and s.infl[p] >= cfg.cost_flip:
        out.append(FLIP)
    return out


def flip_choices(s, p: int) -> list[Action]:
    """Every multiset of 1..flip_max own dice (TRY-10.3, TRY-10.5)."""
    types = die_types(s, (0, 1, 2))
    types = [t for t in types if t[0] == p]
    return [Action("flip_dice", tuple(ref(types[i][0], types[i][1]) for i in combo))
            for combo in combos([t[2] for t in types], 1, s.cfg.flip_max)]



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
            out.append(("activate", slot, cfg.activate_actions[index], card.colour, extra + hire,
                        card.activation_cost))
    if "recruit" not in blocked and s.personal[p] > 0:
        extra = surcharge.get("recruit", 0)
        for b in range(3):
            if BUILDINGS[b] not in forbid:
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


def top_menu(s, p: int) -> list[Action]:
    """The start of a turn: influence, a cube, an action, or pass; after a cube, only actions it can shape."""
    if s.cube >= 0:
        return [t[2] for t in structural_targets(s, p, s.cube) if possible(s, p, t[0], t[1], s.cube, *t[3:])]
    out = influence_actions(s, p)
    cfg = s.cfg
    pools = Pools(s, p)
    stored = s.stored
    for slot in range(9):
        if stored[slot][p] and cube_usable(s, p, slot, pools):
            out.append(Action("cube", (cfg.activity[s.slots[slot]].id,)))
    money = s.money[p]
    actions = []
    frontiers, own, free = pools.shape_cache, pools.own, pools.free
    for _kind, target, action, colour, extra, need in structural_targets(s, p, -1):
        budget = money - extra
        if budget < 0:
            continue
        if need < 0:
            if need == -1:  # cathedral: a white die whose column has a free level (TRY-13.5)
                if pools.single_fits(WHITE, budget, column_room(s)):
                    actions.append(action)
            elif pools.single_reaches(target, budget, evictable_from(s, p, target)):  # recruit (TRY-15.14)
                actions.append(action)
            continue
        # The cheapest shapes come first and each makes more than the ones before: the first affordable shape
        # reaching the need (and at least one pip: a group has a die) is the answer; fights and cards share them.
        if free[colour] >= need and own[colour]:  # the player's own dice are enough, and cost nothing
            actions.append(action)
            continue
        if need < 1:
            need = 1
        for cost, total in frontiers[colour] or pools.shapes(colour):
            if cost > budget:
                break
            if total >= need:
                actions.append(action)
                break
    out += actions
    if cfg.pass_after_influence or not s.spent or not actions:
        out.append(PASS)
    return out


def cube_usable(s, p: int, slot: int, pools: Pools | None = None) -> bool:
    """A stored cube can be declared only if some action can then use it (TRY-11.15, TRY-11.20)."""
    modifier = s.cfg.activity[s.slots[slot]].modifier
    if modifier is None:
        return False
    pools = pools or Pools(s, p)
    money = s.money[p]
    not_for = s.cfg.activity[s.slots[slot]].not_for
    wanted = MODIFIER_COLOUR.get(modifier[0])  # cube_reaches refuses every other colour at once: skip the call
    want = -1 if wanted is None else modifier[wanted]
    return any(cube_reaches(s, p, pools, modifier, colour, money - extra, need)
               for kind, _, _, colour, extra, need in structural_targets(s, p, -1)
               if (want < 0 or colour == want) and KIND_NAME[kind] not in not_for)


MODIFIER_COLOUR = {"die_modifier": 1, "take_free_dice": 1, "virtual_die": 1, "treat_colour_as": 2, "convert_dice": 3}
"""Where a cube modifier names the only colour of action it can serve (see reach.cube_reaches)."""


def legal(s) -> tuple[Action, ...]:
    p = s.seat
    pending = s.pending
    if not pending:
        return tuple(top_menu(s, p))
    if pending[0] == "flip":
        return tuple(flip_choices(s, p))
    if pending[0] == "group":
        return tuple(legal_groups(s, p, pending[1], pending[2], s.cube))
    return tuple(Action("evict", (space,)) for space in eviction_spaces(s, p, pending[1], pending[2]))


def eviction_spaces(s, p: int, building: int, value: int) -> list[int]:
    """Spaces 1..value whose citizen `p` may evict (TRY-15.5, TRY-15.7, TRY-15.8)."""
    protected = s.lying[building]
    return [space for space in range(1, value + 1)
            if s.build[building * 6 + space - 1] not in (p, *protected)]


# --- applying -----------------------------------------------------------------------------------------------


def apply(d: Draft, action: Action) -> None:
    p = d.seat
    kind = action.kind
    if kind in ("reroll", "citizen", "flip", "flip_dice"):
        apply_influence(d, p, action)
    elif kind == "cube":
        slot = d.cfg.activity_index[action.args[0]]
        slot = d.slots.index(slot)
        d.stored = tuple_set(d.stored, slot, tuple_add(d.stored[slot], p, -1))
        d.cube = slot
        d.note(f"spends a cube from {d.cfg.activity[d.slots[slot]].name} for this action",
               ("TRY-11.15", "TRY-11.16", "TRY-9.6"), p)
    elif kind == "pass":
        d.passed = tuple_set(d.passed, p, True)
        d.dmoney = tuple_add(d.dmoney, p, d.cfg.pass_first)
        d.bank += d.cfg.pass_first
        d.note(f"passes: {d.cfg.pass_first} deniers into the district", ("TRY-9.18", "TRY-9.19"), p)
        end_turn(d, p)
    elif kind == "group":
        _, action_kind, target = d.pending
        refs = action.args
        dice = []
        total = 0
        for r in refs:
            dice.append((r[0], COLOUR_OF_LETTER[r[1]] * 8 + r[2]))
            total += r[2]
        dice = tuple(dice)
        if d.cube >= 0:  # the modifier decides size, total and free dice
            info = evaluate(d, p, action_kind, target, dice, d.cube)
            assert isinstance(info, GroupInfo)
        else:
            info = group_info(d, p, action_kind, target, dice, len(dice), total)
        resolve(d, p, action_kind, target, info, action.args)
    elif kind == "evict":
        recruit(d, p, d.pending[1], d.pending[2], action.args[0])
    else:
        d.pending = ("group", kind, _target(d, action))


def _target(d: Draft, action: Action) -> int:
    if action.kind == "fight":
        return [d.cfg.events[c].id for c in d.row].index(action.args[0])
    if action.kind == "activate":
        return d.slots.index(d.cfg.activity_index[action.args[0]])
    if action.kind == "recruit":
        return BUILDINGS.index(action.args[0])
    return -1


def apply_influence(d: Draft, p: int, action: Action) -> None:
    cfg = d.cfg
    kind = action.kind
    if kind == "flip":
        d.pending = ("flip",)
        return
    d.spent = True
    if kind == "reroll":
        r = action.args[0]
        code = die_code(COLOUR_OF_LETTER[r[1]], r[2])
        d.infl = tuple_add(d.infl, p, -cfg.cost_reroll)
        _remove_dice(d, ((p, code),))
        d.rolls = ((p, code >> 3),)
        d.note(f"spends {cfg.cost_reroll} influence to reroll {die_text(code)}", ("TRY-10.3", "TRY-10.5"), p)
    elif kind == "citizen":
        d.infl = tuple_add(d.infl, p, -cfg.cost_citizen)
        d.general = tuple_add(d.general, p, -1)
        d.personal = tuple_add(d.personal, p, 1)
        d.note(f"spends {cfg.cost_citizen} influence on a new citizen", ("TRY-10.3", "TRY-10.7", "TRY-10.8"), p)
    else:
        codes = [die_code(COLOUR_OF_LETTER[r[1]], r[2]) for r in action.args]
        d.infl = tuple_add(d.infl, p, -cfg.cost_flip)
        _remove_dice(d, tuple((p, c) for c in codes))
        flipped = [(c & ~7) | (7 - (c & 7)) for c in codes]
        d.dist = tuple_set(d.dist, p, tuple(sorted(d.dist[p] + tuple(flipped))))
        d.pending = ()
        d.note(f"spends {cfg.cost_flip} influence to flip {', '.join(die_text(c) for c in codes)} to "
               f"{', '.join(die_text(c) for c in flipped)}", ("TRY-10.3", "TRY-10.6"), p)


def _remove_dice(d: Draft, dice: tuple[tuple[int, int], ...]) -> None:
    dist = list(d.dist)
    for district, code in dice:
        items = dist[district]
        at = items.index(code)
        dist[district] = items[:at] + items[at + 1:]
    d.dist = tuple(dist)


def resolve(d: Draft, p: int, kind: str, target: int, info: GroupInfo, refs: tuple) -> None:
    """Pay for the group, return its dice to the supply and carry out the action (TRY-9.7, TRY-9.13)."""
    cfg = d.cfg
    if info.cost or info.fees:
        d.money = tuple_add(d.money, p, -(info.cost + info.fees))
        d.bank -= info.fees
        for seller, amount in info.payments:
            if seller == NEUTRAL:
                d.bank -= amount
            elif cfg.pay_to_district:
                d.dmoney = tuple_add(d.dmoney, seller, amount)
            else:
                d.money = tuple_add(d.money, seller, amount)
        paid = ", ".join(f"{amount} to {'the bank' if s == NEUTRAL else SEAT_NAMES[s]}" for s, amount in info.payments)
        if paid:
            d.note(f"buys dice for a group of {info.size}: pays {paid}", ("TRY-9.11", "TRY-9.12", "TRY-9.13",
                                                                          "TRY-9.14"), p)
    _remove_dice(d, info.dice)
    d.pending = ()
    if kind == "agriculture":
        gain = info.total // cfg.agri_div
        bank_pays(d, p, gain)
        d.note(f"agriculture with {refs_text(refs)}: total {info.total}, +{gain} deniers",
               ("TRY-12.1", "TRY-12.2", "TRY-12.3", "TRY-9.7"), p)
        end_turn(d, p)
    elif kind == "cathedral":
        build_cathedral(d, p, info, refs)
        end_turn(d, p)
    elif kind == "fight":
        earned = info.total // cfg.events[d.row[target]].divisor
        d.note(f"fights {cfg.events[d.row[target]].name} with {refs_text(refs)}: total {info.total}, "
               f"{earned} cube(s) earned", ("TRY-14.1", "TRY-14.3", "TRY-14.4"), p)
        place_event_cubes(d, p, target, earned)
        end_turn(d, p)
    elif kind == "recruit":
        d.pending = ("evict", target, refs[0][2])
        d.note(f"recruits into the {BUILDING_TITLES[target]} with {refs_text(refs)}", ("TRY-15.1", "TRY-15.3",
                                                                                        "TRY-15.4"), p)
    else:
        start_activation(d, p, target, info, refs)


def build_cathedral(d: Draft, p: int, info: GroupInfo, refs: tuple) -> None:
    """One cube per die at the lowest free level of its column: 1 VP plus the space's influence each."""
    cfg = d.cfg
    cath = list(d.cath)
    placed = []
    for value in sorted(code & 7 for _, code in info.dice):
        level = next(lv for lv in range(cfg.levels) if cath[lv * 6 + value - 1] < 0)
        cath[lv_index(level, value)] = p
        d.vp = tuple_add(d.vp, p, cfg.cath_vp)
        gained = gain_influence(d, p, cfg.cath_influence[level])
        placed.append(f"level {level + 1} column {value} (+{cfg.cath_vp} VP, +{gained} influence)")
    d.cath = tuple(cath)
    d.note(f"builds the cathedral with {refs_text(refs)}: {'; '.join(placed)}",
           ("TRY-13.1", "TRY-13.3", "TRY-13.4", "TRY-13.6", "TRY-13.8"), p)


def lv_index(level: int, value: int) -> int:
    return level * 6 + value - 1


def recruit(d: Draft, p: int, building: int, value: int, space: int) -> None:
    """Evict the citizen on `space`, push the ones up to `value` down, and stand the new one on `value`."""
    base = building * 6
    build = list(d.build)
    evicted = build[base + space - 1]
    for s in range(space, value):
        build[base + s - 1] = build[base + s]
    build[base + value - 1] = p
    d.build = tuple(build)
    d.lying = tuple_set(d.lying, building, tuple(sorted(d.lying[building] + (evicted,))))
    d.personal = tuple_add(d.personal, p, -1)
    name = "a grey citizen" if evicted == GREY else f"{SEAT_NAMES[evicted]}'s citizen"
    d.pending = ()
    d.note(f"evicts {name} from space {space} of the {BUILDING_TITLES[building]}; the new citizen stands on space "
           f"{value}", ("TRY-15.5", "TRY-15.6", "TRY-15.7", "TRY-15.9", "TRY-15.12", "TRY-15.13"), p)
    end_turn(d, p)
