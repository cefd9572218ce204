"""The rules of a dice group (TRY-9.4 - TRY-9.17): which groups an action may use, what they cost, what they make.

`evaluate` is the reference: it checks one group for an action (colours, size, cube modifier, price, purse,
the action's own requirement) and explains any refusal. `legal_groups` lists every legal group for an action;
without a cube it runs a tight loop over dice types (tested to agree with `evaluate`), with a cube it asks
`evaluate`. The action phase offers these groups; its refusals quote `evaluate`. Whether any group exists at all
is answered faster by action_reach.py.
"""

from __future__ import annotations

from typing import NamedTuple

from rulebook.core import Action
from rulebook.core.i18n import reason_text

from .card_effects import ANY_COLOUR
from .pieces import COLOURS, RED, REFS, WHITE, YELLOW, die_colour, die_value, ref
from .queries import (
    DOMAIN,
    building_words,
    card_words,
    colour_types,
    colour_words,
    column_room,
    combos,
    die_types,
    evictable_from,
    fees,
    kind_words,
    required_colour,
    threshold,
)

NAMES = (*COLOURS, "any")
"""Colour words by index, "any" for ANY_COLOUR (Pilgrimage's dice, Confession's bonus)."""

_new = tuple.__new__  # Action(kind, args) without the named tuple's Python-level __new__: the same object


class Refusal(NamedTuple):
    """Why a group is refused, and the rules that say so."""

    reason: str
    rule_ids: tuple[str, ...]


class GroupInfo(NamedTuple):
    """A legal group: its dice, the size its price goes by, what it costs, who is paid, its total and the fees."""

    dice: tuple[tuple[int, int], ...]     # (district, die code) of the physical dice
    size: int                             # group size for the price (TRY-9.12)
    cost: int                             # deniers for bought dice
    payments: tuple[tuple[int, int], ...]  # (seller district, deniers)
    total: int                            # effective total S
    fees: int                             # hiring fee + surcharges (to the bank)


# --- the reference check ---------------------------------------------------------------------------------


def evaluate(s, p: int, kind: str, target: int, dice: tuple[tuple[int, int], ...], cube: int) -> GroupInfo | Refusal:
    """Check one group (physical dice as (district, code)) for an action; a GroupInfo or a Refusal."""
    cfg = s.cfg
    count = len(dice)
    if not 1 <= count <= 3:
        return Refusal(reason_text(DOMAIN, "a group has 1 to 3 dice, not {count}", count=count), ("TRY-9.4",))
    if kind == "recruit" and count != 1:
        return Refusal(reason_text(DOMAIN, "recruiting uses exactly one die"), ("TRY-15.1",))
    need = required_colour(s, kind, target)
    colours = [die_colour(code) for _, code in dice]
    values = [die_value(code) for _, code in dice]
    size, total, free = count, sum(values), set()
    mod = cfg.activity[s.slots[cube]].modifier if cube >= 0 else None
    if mod is None:
        wrong = [c for c in colours if c != need] if need != ANY_COLOUR else []
        if wrong:
            return Refusal(reason_text(DOMAIN, "{action} needs {colour} dice; this group has {colour2}",
                                       action=_action_text(s, kind, target), colour=colour_words(need),
                                       colour2=colour_words(wrong[0])), _colour_rules(kind))
    else:
        name = card_words(cfg.activity[s.slots[cube]].name)
        refusal, size, total, free = _modified(mod, name, need, colours, values, dice, p, count)
        if refusal:
            return refusal
        if kind == "recruit" and (size != 1 or (mod[0] == "convert_dice" and mod[4] != 1)):
            return Refusal(reason_text(DOMAIN, "recruiting uses exactly one die; with {name} the group would be more",
                                       name=name), ("TRY-15.1",))
    if size > 3:
        return Refusal(reason_text(DOMAIN, "the group would have {size} dice; at most 3", size=size),
                       ("TRY-9.4", "TRY-9.17"))
    info = group_info(s, p, kind, target, dice, size, total, free)
    cost, extra, price = info.cost, info.fees, cfg.price[size]
    if cost + extra > s.money[p]:
        parts = [reason_text(DOMAIN, "{cost} for dice ({price} each in a group of {size})", cost=cost, price=price,
                             size=size)] if cost else []
        parts += [reason_text(DOMAIN, "{extra} in fees", extra=extra)] if extra else []
        return Refusal(reason_text(DOMAIN, "this costs {cost} deniers ({parts}), you have {money}", cost=cost + extra,
                                   parts=' + '.join(parts), money=s.money[p]),
                       ("TRY-9.9", "TRY-9.12"))
    if kind == "cathedral":
        room = list(column_room(s))
        for v in sorted(values):
            if room[v - 1] == 0:
                return Refusal(reason_text(DOMAIN, "column {v} of the cathedral has no free level for this die", v=v),
                               ("TRY-13.5",
                                                                                                 "TRY-13.4"))
            room[v - 1] -= 1
    elif kind == "recruit":
        lowest = evictable_from(s, p, target)
        if total > 6:
            return Refusal(reason_text(DOMAIN, "the die would count {total}, and the {building} has spaces "
                                       "1-6 only", total=total, building=building_words(target)),
                           ("TRY-15.4", "TRY-1.4"))
        if total < lowest:
            return Refusal(reason_text(DOMAIN, "a {total} reaches spaces 1-{total}, where no citizen may be evicted",
                                       total=total),
                           ("TRY-15.14", "TRY-15.5", "TRY-15.7"))
    else:
        need_total = threshold(s, kind, target)
        if total < need_total:
            rule = "TRY-14.4" if kind == "fight" else "TRY-11.9"
            text = reason_text(DOMAIN, "total {total} is below {need}: not even one cube", total=total,
                               need=need_total) if kind == "fight" else \
                reason_text(DOMAIN, "total {total} is below {need}: not even one activation", total=total,
                            need=need_total)
            return Refusal(text, (rule, "TRY-14.3" if kind == "fight" else "TRY-11.11"))
    return info


def group_info(s, p: int, kind: str, target: int, dice: tuple, size: int, total: int, free=()) -> GroupInfo:
    """What a group costs and makes: each foreign die not taken free is paid for at the group-size price
    (TRY-9.12, TRY-9.13), plus the action's fees. `apply` uses it directly for a group known to be legal."""
    price = s.cfg.price[size]
    payments: dict[int, int] = {}
    for i, (district, _) in enumerate(dice):
        if district != p and i not in free:
            payments[district] = payments.get(district, 0) + price
    if not payments:
        return _new(GroupInfo, (dice, size, 0, (), total, fees(s, p, kind, target)))
    return _new(GroupInfo, (dice, size, sum(payments.values()), tuple(sorted(payments.items())), total,
                            fees(s, p, kind, target)))


def _modified(mod: tuple, name: str, need: int, colours: list, values: list, dice, p: int, count: int):
    """Apply a spent cube's modifier (spec 20.5.2): (refusal, size, total, free dice indices).

    `need` is the colour the action wants, or ANY_COLOUR (Pilgrimage): then any single-colour group may be
    modified, and a group of several colours only by a modifier that mixes colours (TRY-20.35)."""
    op = mod[0]
    same = lambda c: all(x == c for x in colours)
    fits = lambda c: need in (c, ANY_COLOUR)  # the action takes dice of colour c
    rules = ("TRY-9.5", "TRY-11.16", "TRY-11.10")
    if op == "die_modifier":
        colour, add, scope, mix = mod[1], mod[2], mod[3], mod[4]
        if colour == ANY_COLOUR:  # Confession: every die, whatever its colour
            if not mix and need != ANY_COLOUR and not same(need):
                return Refusal(reason_text(DOMAIN, "{name} adds to dice of any colour, but {colour} dice are needed "
                                           "here", name=name, colour=colour_words(need)),
                               rules), 0, 0, ()
        elif not fits(colour) or not same(colour):
            reason = reason_text(DOMAIN, "{name} adds to a group of {colour} dice used as {colour}", name=name,
                                 colour=colour_words(colour))
            return Refusal(reason, rules), 0, 0, ()
        total = sum(values) + (add * count if scope == "each_die" else add)
        return None, count, total, ()
    if op == "set_die_values":
        value, any_colour = mod[1], mod[2]
        if not any_colour and not same(need if need != ANY_COLOUR else colours[0]):
            return Refusal(reason_text(DOMAIN, "{name} needs {colour} dice of one colour here", name=name,
                                       colour=colour_words(need)), rules), 0, 0, ()
        return None, count, value * count, ()
    if op == "treat_colour_as":
        src, dst, most = mod[1], mod[2], mod[3]
        if not fits(dst) or not same(src) or count > most:
            return Refusal(reason_text(DOMAIN, "{name} lets 1-{most} {colour} dice count as {colour2}, for an "
                                       "action needing {colour2}", name=name, most=most, colour=colour_words(src),
                                       colour2=colour_words(dst)), rules), 0, 0, ()
        return None, count, sum(values), ()
    if op == "convert_dice":
        src, n_from, dst, n_to = mod[1], mod[2], mod[3], mod[4]
        if not fits(dst) or count != n_from or not same(src):
            return Refusal(reason_text(DOMAIN, "with {name} the group is exactly {n_from} {colour} die/dice "
                                       "(becoming {n_to} {colour2}); nothing may be added", name=name, n_from=n_from,
                                       colour=colour_words(src), n_to=n_to,
                                       colour2=colour_words(dst)), (*rules, "TRY-9.17")), 0, 0, ()
        return None, n_from, sum(values) * n_to // n_from, ()
    if op == "take_free_dice":
        colour, per = mod[1], mod[2]
        if not fits(colour) or not same(colour):
            return Refusal(reason_text(DOMAIN, "{name} takes {colour} dice for a {colour} group", name=name,
                                       colour=colour_words(colour)), rules), 0, 0, ()
        taken: dict[int, int] = {}
        for district, _ in dice:
            if district != p:
                taken[district] = taken.get(district, 0) + 1
        if any(k > per for k in taken.values()):
            return Refusal(reason_text(DOMAIN, "{name} takes at most {per} die from each other district, and no dice "
                                       "are bought alongside", name=name, per=per), (*rules, "TRY-9.17")), 0, 0, ()
        free = {i for i, (district, _) in enumerate(dice) if district != p}
        return None, count, sum(values), free
    colour, value = mod[1], mod[2]  # virtual_die
    if not fits(colour) or not same(colour):
        return Refusal(reason_text(DOMAIN, "{name}'s extra die is {colour}: it joins a {colour} group", name=name,
                                   colour=colour_words(colour)), rules), 0, 0, ()
    return None, count + 1, sum(values) + value, ()


def _colour_rules(kind: str) -> tuple[str, ...]:
    return {"agriculture": ("TRY-12.1", "TRY-9.4"), "cathedral": ("TRY-13.1", "TRY-9.4"),
            "fight": ("TRY-14.1", "TRY-14.2"), "activate": ("TRY-11.10", "TRY-9.4"),
            "recruit": ("TRY-15.1", "TRY-1.3")}[kind]


def _action_text(s, kind: str, target: int) -> str:
    if kind == "fight":
        # fights and the rest: a colour, never "any"
        return reason_text(DOMAIN, "fighting {card}", card=card_words(s.cfg.events[s.row[target]].name))
    if kind == "activate":
        return card_words(s.cfg.activity[s.slots[target]].name)
    if kind == "recruit":
        return reason_text(DOMAIN, "recruiting into the {building}", building=building_words(target))
    return kind_words(kind)


# --- listing legal groups ---------------------------------------------------------------------------------


def legal_groups(s, p: int, kind: str, target: int, cube: int) -> tuple[Action, ...]:
    """Every legal `group` action for this action and declared cube, in a fixed order.

    Without a cube the groups depend only on the city's dice, the player, the colour, what the player can spend and
    the action's limit (its threshold, the lowest evictable space, or the cathedral's free levels): memoised on
    those, since a look ahead asks again for the same dice (several actions of one colour, and the move it plays)."""
    if cube >= 0:
        return tuple(_groups_with_cube(s, p, kind, target, cube))
    need = required_colour(s, kind, target)
    budget = s.money[p] - fees(s, p, kind, target)
    limit = (evictable_from(s, p, target) if kind == "recruit" else column_room(s) if kind == "cathedral"
             else threshold(s, kind, target))
    family = kind if kind in ("recruit", "cathedral") else "total"  # how the limit is read
    key = (s.dist, p, family, need, budget, limit)
    cache = s.cfg.group_cache
    groups = cache.get(key)
    if groups is None:
        groups = tuple(_groups(s, p, kind, need, budget, limit))
        if len(cache) > 20_000:
            cache.clear()
        cache[key] = groups
    return groups


def _groups(s, p: int, kind: str, need: int, budget: int, limit) -> list[Action]:
    """`legal_groups` without a cube, worked out: `limit` is the lowest evictable space for a recruit, the free
    levels of the cathedral's columns for the cathedral, the threshold of the total otherwise."""
    types = colour_types(s, need) if need != ANY_COLOUR else die_types(s, (RED, WHITE, YELLOW))
    if not types:
        return []
    price = s.cfg.price
    out = []
    if kind == "recruit":
        for district, code, _ in types:
            if code & 7 >= limit and (district == p or price[1] <= budget) and budget >= 0:
                out.append(_new(Action, ("group", (REFS[district][code],))))
        return out
    if kind == "cathedral":
        return _cathedral_groups(types, p, budget, price, limit)
    least = limit
    refs = [REFS[d][c] for d, c, _ in types]
    values = [c & 7 for _, c, _ in types]
    foreign = [d != p for d, _, _ in types]
    counts = [t[2] for t in types]
    n = len(types)
    p1, p2, p3 = price[1], price[2], price[3]
    append = out.append
    # Multisets i <= j <= k of die types, each used at most its count; totals and purchases added up as we go.
    for i in range(n):
        vi, fi, ri = values[i], foreign[i], refs[i]
        if fi * p1 <= budget and vi >= least:
            append(_new(Action, ("group", (ri,))))
        for j in range(i, n):
            if j == i and counts[i] < 2:
                continue
            vij, fij, rj = vi + values[j], fi + foreign[j], refs[j]
            if fij * p2 <= budget and vij >= least:
                append(_new(Action, ("group", (ri, rj))))
            for k in range(j, n):
                if counts[k] < 1 + (k == j) + (k == i):
                    continue
                if (fij + foreign[k]) * p3 <= budget and vij + values[k] >= least:
                    append(_new(Action, ("group", (ri, rj, refs[k]))))
    return out


def _cathedral_groups(types: list, p: int, budget: int, price: tuple, room: tuple) -> list[Action]:
    """White groups whose dice all find a free level in their columns (TRY-13.4, TRY-13.5).

    The multisets of `combos(counts, 1, 3)`, in its order, written out as loops: a die type whose column is full
    (or too full for it twice) ends every group that would contain it."""
    out = []
    append = out.append
    n = len(types)
    p1, p2, p3 = price[1], price[2], price[3]
    refs = [REFS[d][c] for d, c, _ in types]
    values = [c & 7 for _, c, _ in types]
    foreign = [d != p for d, _, _ in types]
    counts = [t[2] for t in types]
    for i in range(n):
        vi, fi, ri = values[i], foreign[i], refs[i]
        if not room[vi - 1]:
            continue
        if fi * p1 <= budget:
            append(_new(Action, ("group", (ri,))))
        for j in range(i, n):
            if j == i and counts[i] < 2:
                continue
            vj = values[j]
            if room[vj - 1] < 1 + (vj == vi):
                continue
            fij, rj = fi + foreign[j], refs[j]
            if fij * p2 <= budget:
                append(_new(Action, ("group", (ri, rj))))
            for k in range(j, n):
                if counts[k] < 1 + (k == j) + (k == i):
                    continue
                vk = values[k]
                if (fij + foreign[k]) * p3 <= budget and room[vk - 1] >= 1 + (vk == vi) + (vk == vj):
                    append(_new(Action, ("group", (ri, rj, refs[k]))))
    return out


def _groups_with_cube(s, p: int, kind: str, target: int, cube: int, first_only: bool = False) -> list[Action]:
    mod = s.cfg.activity[s.slots[cube]].modifier
    need = required_colour(s, kind, target)
    if mod[0] == "set_die_values":
        colours = (RED, WHITE, YELLOW) if mod[2] or need == ANY_COLOUR else (need,)
    elif mod[1] == ANY_COLOUR:  # a bonus to dice of any colour (Confession)
        colours = (RED, WHITE, YELLOW) if mod[4] or need == ANY_COLOUR else (need,)
    else:
        colours = (mod[1],)  # the colour the modifier works on (spec 20.5.2)
    types = die_types(s, colours)
    out = []
    for combo in combos([t[2] for t in types], 1, 3):
        dice = tuple((types[i][0], types[i][1]) for i in combo)
        if isinstance(evaluate(s, p, kind, target, dice, cube), GroupInfo):
            out.append(Action("group", tuple(ref(d, c) for d, c in dice)))
            if first_only:
                break
    return out


def any_group_with_cube(s, p: int, kind: str, target: int, cube: int) -> bool:
    """Is there at least one legal group for this action with the declared cube?"""
    return bool(_groups_with_cube(s, p, kind, target, cube, first_only=True))
