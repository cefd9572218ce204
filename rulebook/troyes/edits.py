"""What a player holds and how it changes in every phase: deniers from the bank, influence, VP, dice leaving a district.

Several phases change the same things, so the changes live here once: the bank paying out (TRY-9.13, the ledger
`state.bank` keeps), influence gained up to the top of the track (TRY-10.1, TRY-10.2), VP lost but never below 0
(TRY-3.4), and the influence spends (reroll, citizen, flip, TRY-10.3 - TRY-10.8), which are open both when
countering black dice and on an action turn: their menu, the move itself and why one is refused. Functions that
change a position take the writable `Draft` the phase was given.
"""

from __future__ import annotations

from rulebook.core import Action, Ruling
from rulebook.core.i18n import reason_text

from .pieces import (
    CITIZEN,
    COLOUR_OF_LETTER,
    FLIP,
    REROLL_ACTIONS,
    die_code,
    die_text,
    ref,
    tuple_add,
    tuple_set,
)
from .queries import DOMAIN, combos, dice_of, die_types, district_words, refuse

# --- purse, influence, VP ------------------------------------------------------------------------------------


def bank_pays(d, seat: int, amount: int) -> None:
    """The bank pays `seat` deniers into the purse (the bank's ledger follows, TRY-9.13)."""
    d.money = tuple_add(d.money, seat, amount)
    d.bank += amount


def gain_influence(d, seat: int, amount: int) -> int:
    """Add influence up to the cap (TRY-10.1, TRY-10.2); returns what was actually gained."""
    have = d.infl[seat]
    new = min(d.cfg.imax, have + amount)
    d.infl = tuple_set(d.infl, seat, new)
    return new - have


def lose_vp(d, seat: int, amount: int) -> int:
    """Lose VP but never below 0 (TRY-3.4); returns what was lost."""
    lost = min(amount, d.vp[seat])
    if lost:
        d.vp = tuple_add(d.vp, seat, -lost)
    return lost


def stand_citizen(d, building: int, space: int, value: int, citizen: int) -> int:
    """Evict the citizen on `space` of `building`, slide the ones above it down to `value`, stand `citizen` on space
    `value` and lay the evicted one beside the building (TRY-15.5, TRY-15.6): a recruit, or an event's grey citizen
    (TRY-20.60). Returns the evicted citizen."""
    base = building * 6
    build = list(d.build)
    evicted = build[base + space - 1]
    for s in range(space, value):
        build[base + s - 1] = build[base + s]
    build[base + value - 1] = citizen
    d.build = tuple(build)
    d.lying = tuple_set(d.lying, building, tuple(sorted(d.lying[building] + (evicted,))))
    return evicted


def remove_dice(d, dice: tuple[tuple[int, int], ...]) -> None:
    """Take dice (district, code) out of their districts (spent on an action, or picked up to reroll or flip)."""
    dist = list(d.dist)
    for district, code in dice:
        items = dist[district]
        at = items.index(code)
        dist[district] = items[:at] + items[at + 1:]
    d.dist = tuple(dist)


# --- influence spends (TRY-10.3 - TRY-10.8): countering and action turns ---------------------------------------


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


def apply_influence(d, p: int, action: Action) -> None:
    """Spend influence: reroll an own die (a chance node follows), bring a citizen, or flip 1-3 own dice."""
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
        remove_dice(d, ((p, code),))
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
        remove_dice(d, tuple((p, c) for c in codes))
        flipped = [(c & ~7) | (7 - (c & 7)) for c in codes]
        d.dist = tuple_set(d.dist, p, tuple(sorted(d.dist[p] + tuple(flipped))))
        d.pending = ()
        d.note(f"spends {cfg.cost_flip} influence to flip {', '.join(die_text(c) for c in codes)} to "
               f"{', '.join(die_text(c) for c in flipped)}", ("TRY-10.3", "TRY-10.6"), p)


def why_not_spend(s, p: int, action: Action) -> Ruling:
    """Why an influence spend (reroll, citizen, flip, flip_dice) is refused now."""
    cfg = s.cfg
    kind, args = action.kind, action.args
    if kind in ("reroll", "flip_dice"):
        dice = dice_of(s, args)
        if isinstance(dice, Ruling):
            return dice
        foreign = [d for d, _ in dice if d != p]
        if foreign:
            where = district_words(foreign[0])
            return refuse(reason_text(DOMAIN, "influence rerolls and flips only dice in your own district; that die "
                                      "is in {where}", where=where),
                          "TRY-10.5", "TRY-10.3")
        if kind == "reroll" and len(dice) != 1:
            return refuse(reason_text(DOMAIN, "a reroll changes one die"), "TRY-10.3")
        if kind == "flip_dice" and len(dice) > cfg.flip_max:
            return refuse(reason_text(DOMAIN, "a flip turns 1 to {flip_max} dice", flip_max=cfg.flip_max), "TRY-10.3")
    if s.pending and not (kind == "flip_dice" and s.pending[0] == "flip"):
        return refuse(reason_text(DOMAIN, "influence is spent before choosing the action (or before countering), not "
                                  "in the middle of one"), "TRY-9.2", "TRY-10.4", "TRY-10.11")
    if kind == "flip_dice" and not s.pending:
        return refuse(reason_text(DOMAIN, "choose 'flip' first (4 influence), then the dice"), "TRY-10.3")
    cost = {"reroll": cfg.cost_reroll, "citizen": cfg.cost_citizen, "flip": cfg.cost_flip,
            "flip_dice": cfg.cost_flip}[kind]
    if s.infl[p] < cost:
        return refuse(reason_text(DOMAIN, "this costs {cost} influence, you have {infl}", cost=cost, infl=s.infl[p]),
                      "TRY-10.3", "TRY-10.2")
    if kind == "citizen":
        return refuse(reason_text(DOMAIN, "you already own {max_citizens} citizens", max_citizens=cfg.max_citizens),
                      "TRY-10.8", "TRY-1.7")
    if kind == "flip":
        return refuse(reason_text(DOMAIN, "you have no dice in your district to flip"), "TRY-10.5")
    return refuse(reason_text(DOMAIN, "{action} is not possible now", action=action), "TRY-10.3", "TRY-10.4")
