"""Countering black dice (phase 3, spec section 8), as small decisions:

    countering turn:  influence spends (reroll / citizen / flip), then `take <black dice>` if able, else `penalty`
    choosing dice:    `use <own die>` one at a time (in a fixed order, never a die that leaves the counter short)
                      and `done` once the chosen dice reach the requirement

`pending` is () on the countering turn, ("flip",) while flipping, ("use", blacks, chosen codes) while choosing.
"""

from __future__ import annotations

from functools import lru_cache

from rulebook.core import Action

from .constants import COLOUR_OF_LETTER, DONE, LETTERS, PENALTY, RED, die_code, die_text
from .flow import counter_done, gain_influence, lose_vp
from .state import Draft, tuple_add, tuple_set
from .turn import apply_influence, flip_choices, influence_actions


def strength(s, code: int) -> int:
    """A die's counter value: red counts double (TRY-8.5)."""
    value = code & 7
    return value * s.cfg.red_mult if code >> 3 == RED else value


def covers(s, strengths: list[int], blacks: tuple[int, ...]) -> bool:
    """Do these own dice beat these black dice together (TRY-8.8: sum rule, or the partition alternative)?"""
    if not s.cfg.partition:
        return sum(strengths) >= sum(blacks)
    return _partition(tuple(sorted(strengths, reverse=True)), tuple(sorted(blacks, reverse=True)))


@lru_cache(maxsize=4096)
def _partition(dice: tuple[int, ...], blacks: tuple[int, ...]) -> bool:
    """Can `dice` be split into disjoint sets, each reaching one of `blacks`?"""
    if not blacks:
        return True
    if sum(dice) < sum(blacks):
        return False
    first, rest = blacks[0], blacks[1:]
    n = len(dice)
    for mask in range(1, 1 << n):
        chosen = [dice[i] for i in range(n) if mask >> i & 1]
        if sum(chosen) >= first:
            left = tuple(dice[i] for i in range(n) if not mask >> i & 1)
            if _partition(left, rest):
                return True
    return False


def strengths(s, p: int) -> list[int]:
    """Counter values of the dice in `p`'s district (red doubled, TRY-8.5)."""
    mult = s.cfg.red_mult
    return [(c & 7) * mult if c < 8 else c & 7 for c in s.dist[p]]


def able(s, p: int) -> bool:
    """All own dice together reach the highest black die (TRY-8.14)."""
    return sum(strengths(s, p)) >= s.pool[0]


def take_choices(s, p: int) -> list[Action]:
    """Sets of black dice that include the highest and that all own dice could beat (TRY-8.7, TRY-8.8)."""
    pool = s.pool
    worth = strengths(s, p)
    spare = sum(worth) - pool[0]  # what is left over after beating the highest (sum rule)
    by_sum = not s.cfg.partition
    if by_sum:  # then the answer depends on the pool and the spare strength only: memoised on the config
        cache = s.cfg.take_cache
        hit = cache.get((pool, spare))
        if hit is not None:
            return list(hit)
    rest = pool[1:]
    values = sorted(set(rest), reverse=True)
    counts = [rest.count(v) for v in values]
    out = []

    def extend(i: int, chosen: tuple[int, ...], extra: int) -> None:
        if by_sum and extra > spare:
            return  # taking more only needs more
        if i == len(values):
            blacks = (pool[0], *chosen)
            if by_sum or covers(s, worth, blacks):
                out.append(Action("take", blacks))
            return
        for k in range(counts[i] + 1):
            extend(i + 1, chosen + (values[i],) * k, extra + values[i] * k)

    extend(0, (), 0)
    out.sort(key=lambda a: (len(a.args), a.args))
    if by_sum and len(cache) < 20_000:
        cache[pool, spare] = tuple(out)
    return out


USE_ACTIONS = tuple(tuple(Action("use", ((p, LETTERS[code >> 3], code & 7),)) for code in range(24))
                    for p in range(4))
"""USE_ACTIONS[seat][code]: `use` of one of the seat's dice, built once."""


def use_choices(s, p: int, blacks: tuple[int, ...], chosen: tuple[int, ...]) -> list[Action]:
    """Next die to add, in code order, only if the counter can still be completed with the dice left."""
    left = list(s.dist[p])
    for code in chosen:
        left.remove(code)
    last = chosen[-1] if chosen else -1
    mult = s.cfg.red_mult
    worth = [(code & 7) * mult if code < 8 else code & 7 for code in left]  # red (codes 0-7) counts `mult` times
    have = [(code & 7) * mult if code < 8 else code & 7 for code in chosen]
    need = sum(blacks)
    by_sum = not s.cfg.partition
    reach = sum(have)
    suffix = [0] * (len(left) + 1)  # what the dice from position i on add up to
    for i in range(len(left) - 1, -1, -1):
        suffix[i] = suffix[i + 1] + worth[i]
    out = []
    seen = -1
    uses = USE_ACTIONS[p]
    for i, code in enumerate(left):
        if code < last or code == seen:
            continue
        seen = code
        if (reach + suffix[i] >= need) if by_sum else covers(s, have + worth[i:], blacks):
            out.append(uses[code])
    if chosen and ((reach >= need) if by_sum else covers(s, have, blacks)):
        out.append(DONE)
    return out


def legal(s) -> tuple[Action, ...]:
    p = s.seat
    pending = s.pending
    if not pending:
        out = influence_actions(s, p)
        if not able(s, p):
            out.append(PENALTY)
        elif len(s.pool) == 1:
            out.append(Action("take", s.pool))  # a single black die: the only choice of black dice
        else:
            out += take_choices(s, p)
        return tuple(out)
    if pending[0] == "flip":
        return tuple(flip_choices(s, p))
    return tuple(use_choices(s, p, pending[1], pending[2]))


def apply(d: Draft, action: Action) -> None:
    p = d.seat
    kind = action.kind
    if kind in ("reroll", "citizen", "flip", "flip_dice"):
        apply_influence(d, p, action)
    elif kind == "take":
        d.pending = ("use", action.args, ())
    elif kind == "use":
        r = action.args[0]
        d.pending = ("use", d.pending[1], d.pending[2] + (die_code(COLOUR_OF_LETTER[r[1]], r[2]),))
    elif kind == "done":
        _, blacks, chosen = d.pending
        own = list(d.dist[p])
        for code in chosen:
            own.remove(code)
        d.dist = tuple_set(d.dist, p, tuple(own))
        pool = list(d.pool)
        for value in blacks:
            pool.remove(value)
        d.pool = tuple(pool)
        gained = gain_influence(d, p, len(blacks))
        d.elim = tuple_add(d.elim, p, len(blacks))
        total = sum(strength(d, c) for c in chosen)
        d.note(f"counters black {', '.join(map(str, blacks))} with {', '.join(die_text(c) for c in chosen)} "
               f"(worth {total}): +{gained} influence", ("TRY-8.3", "TRY-8.5", "TRY-8.6", "TRY-8.7", "TRY-8.8",
                                                           "TRY-8.9", "TRY-8.10"), p)
        counter_done(d)
    else:  # penalty
        highest = d.pool[0]
        d.pool = d.pool[1:]
        lost = lose_vp(d, p, d.cfg.penalty)
        d.note(f"cannot counter black {highest}: it is discarded and {lost} VP lost; own dice stay",
               ("TRY-8.11", "TRY-8.12", "TRY-8.14", "TRY-3.4"), p)
        counter_done(d)
