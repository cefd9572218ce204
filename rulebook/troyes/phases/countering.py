"""Countering the black dice (phase 3, spec section 8), as small decisions.

    countering turn:  influence spends (reroll / citizen / flip), then `take <black dice>` if able, else `penalty`
    choosing dice:    `use <own die>` one at a time (in a fixed order, never a die that leaves the counter short)
                      and `done` once the chosen dice reach the requirement

`pending` is () on the countering turn, ("flip",) while flipping, ("use", blacks, chosen codes) while choosing.
From the start player, each player in turn faces the highest black die left; when the pool is empty the action
phase begins.
"""

from __future__ import annotations

from rulebook.core import Action, Ruling
from rulebook.core.i18n import reason_text

from ..edits import apply_influence, flip_choices, gain_influence, influence_actions, lose_vp, why_not_spend
from ..pieces import (
    ACTIONS,
    COLOUR_OF_LETTER,
    COUNTER,
    DONE,
    INFLUENCE,
    KINDS,
    PENALTY,
    USE_ACTIONS,
    die_code,
    die_text,
    tuple_add,
    tuple_set,
)
from ..queries import DOMAIN, able, covers, dice_of, refuse, strength, strengths


def begin(d) -> None:
    """The black pool is rolled: the start player faces it first (TRY-8.1)."""
    d.phase = COUNTER
    d.seat = d.start
    d.pending = ()
    d.spent = False


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


def legal_moves(s) -> tuple[Action, ...]:
    """Influence spends and the black dice to take on (or the penalty); then the dice to use, one at a time."""
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


def chance_outcomes(s) -> tuple:
    """Countering is all decisions (a reroll's die is rolled by the workforce phase's chance node)."""
    return ()


def apply_move(d, action: Action) -> None:
    """Spend influence, choose the black dice, add a die, finish the counter, or take the penalty."""
    p = d.seat
    kind = action.kind
    if kind in ("reroll", "citizen", "flip", "flip_dice"):  # INFLUENCE, as a constant (the hot path)
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


def counter_done(d) -> None:
    """After a player's counter or penalty: the next seat faces the pool, or the action phase starts."""
    d.pending = ()
    d.spent = False
    if d.pool:
        d.seat = (d.seat + 1) % d.n
    else:
        d.begin(ACTIONS)


def why_not(s, action: Action) -> Ruling:
    """Why a move is refused while countering: own dice only, the highest black die first, no voluntary penalty."""
    p = s.seat
    kind, args = action.kind, action.args
    if kind in INFLUENCE:
        return why_not_spend(s, p, action)
    if kind in KINDS or kind in ("group", "cube", "pass"):
        return refuse(reason_text(DOMAIN, "black dice are being countered: own dice only, no actions, no buying, no "
                                  "cubes"), "TRY-8.3",
                      "TRY-8.4", "TRY-3.1")
    if s.pending and s.pending[0] == "use":
        blacks, chosen = s.pending[1], s.pending[2]
        need = sum(blacks)
        if kind == "done":
            have = sum(strength(s, c) for c in chosen)
            return refuse(reason_text(DOMAIN, "the chosen dice are worth {have}; the black dice need {need}",
                                      have=have, need=need), "TRY-8.6", "TRY-8.8")
        if kind == "use":
            dice = dice_of(s, args)
            if isinstance(dice, Ruling):
                return dice
            if any(d != p for d, _ in dice):
                return refuse(reason_text(DOMAIN, "only dice in your own district can counter; buying is not allowed"),
                              "TRY-8.3")
            return refuse(reason_text(DOMAIN, "choose dice in order, and only dice that still let the counter succeed"),
                          "TRY-8.16",
                          "TRY-8.8")
        return refuse(reason_text(DOMAIN, "finish choosing the dice for this counter first"), "TRY-8.8")
    if kind == "penalty":
        return refuse(reason_text(DOMAIN, "you are able to counter the highest black die, so you must"),
                      "TRY-8.13", "TRY-8.14")
    if kind == "take":
        if not able(s, p):
            return refuse(reason_text(DOMAIN, "your dice cannot reach the highest black die ({pool}): take the "
                                      "penalty", pool=s.pool[0]),
                          "TRY-8.11", "TRY-8.14")
        if not args or not all(type(v) is int for v in args):
            return refuse(reason_text(DOMAIN, "take names the values of the black dice to counter"), "TRY-18.4")
        pool = list(s.pool)
        for v in args:
            if v not in pool:
                return refuse(reason_text(DOMAIN, "there is no black {v} left in the pool", v=v), "TRY-8.17")
            pool.remove(v)
        if max(args) != s.pool[0]:
            return refuse(reason_text(DOMAIN, "a counter must include the highest black die ({pool})", pool=s.pool[0]),
                          "TRY-8.1", "TRY-8.8")
        if not covers(s, [strength(s, c) for c in s.dist[p]], tuple(args)):
            return refuse(reason_text(DOMAIN, "all your dice together cannot beat {join}",
                                      join=' + '.join(map(str, args))), "TRY-8.8",
                          "TRY-8.5")
    return refuse(reason_text(DOMAIN, "{action} is not a choice while countering", action=action),
                  "TRY-8.1", "TRY-8.14")
