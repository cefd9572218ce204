"""Phase 4, the action turns (TRY-9 - TRY-15), split into small decisions so that no menu explodes.

    top menu:  influence spends (reroll <die>, citizen, flip), cube <card>, an action with its target, pass
    flip:      flip_dice <1-3 own dice>
    group:     group <dice>            (every legal group for the chosen action and cube, dice_groups.py)
    evict:     evict <space>           (recruit only)
    card:      an activation hands over to phases/activation.py until the card is done

`pending` holds where the turn is: () top menu, ("flip",), ("group", kind, target), ("evict", building, value).
An action is offered only when at least one legal group exists for it (action_reach.py), so no choice leads to
a dead end. `end_turn` finds the next player, paying the ones who passed (TRY-9.20); when everyone has passed or
no coloured die is left, the round ends (round_end.py).
"""

from __future__ import annotations

from rulebook.core import Action, Ruling
from rulebook.core.i18n import reason_text

from ..action_reach import Pools, cube_usable, possible, structural_targets
from ..board import BUILDING_TITLES, BUILDINGS
from ..cards import card_rule
from ..dice_groups import GroupInfo, evaluate, group_info, legal_groups
from ..edits import (
    apply_influence,
    bank_pays,
    flip_choices,
    gain_influence,
    influence_actions,
    remove_dice,
    stand_citizen,
    why_not_spend,
)
from ..pieces import (
    ACTIONS,
    ACTIVATION,
    COLOUR_OF_LETTER,
    COLOURS,
    GREY,
    INFLUENCE,
    KINDS,
    NEUTRAL,
    PASS,
    ROUND_END,
    SEATS,
    WHITE,
    refs_text,
    tuple_add,
    tuple_set,
)
from ..queries import (
    DOMAIN,
    building_id_words,
    building_words,
    card_words,
    colour_words,
    column_room,
    dice_of,
    evictable_from,
    eviction_spaces,
    fees,
    kind_words,
    refuse,
)


def begin(d) -> None:
    """Phase 4 starts with the start player (TRY-9.1); with no coloured die in the city it ends at once."""
    d.phase = ACTIONS
    d.pending = ()
    d.cube = -1
    d.spent = False
    d.seat = d.start
    d.note("Phase 4: actions", ("TRY-9.1", "TRY-3.1"))
    if not any(d.dist):
        d.begin(ROUND_END)


def end_turn(d, seat: int) -> None:
    """The turn of `seat` is over: find the next player to act, paying passed players (TRY-9.20, TRY-9.24)."""
    cfg = d.cfg
    d.turns += 1
    d.pending = ()
    d.cube = -1
    d.spent = False
    n = d.n
    seat = (seat + 1) % n
    while True:
        if not any(d.dist) or all(d.passed):
            why = "no coloured die is left" if not any(d.dist) else "everyone has passed"
            d.note(f"The action phase ends: {why}", ("TRY-9.24",))
            d.begin(ROUND_END)
            return
        if not d.passed[seat]:
            d.seat = seat
            return
        d.dmoney = tuple_add(d.dmoney, seat, cfg.pass_more)
        d.bank += cfg.pass_more
        d.note(f"has passed: +{cfg.pass_more} denier in the district (now {d.dmoney[seat]})",
               ("TRY-9.20", "TRY-9.21", "TRY-9.19"), seat)
        seat = (seat + 1) % n


# --- menus ------------------------------------------------------------------------------------------------


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


def legal_moves(s) -> tuple[Action, ...]:
    """The top menu, the dice to flip, every legal group for the chosen action, or the spaces to evict from."""
    p = s.seat
    pending = s.pending
    if not pending:
        return tuple(top_menu(s, p))
    if pending[0] == "flip":
        return tuple(flip_choices(s, p))
    if pending[0] == "group":
        return legal_groups(s, p, pending[1], pending[2], s.cube)
    return tuple(Action("evict", (space,)) for space in eviction_spaces(s, p, pending[1], pending[2]))


def chance_outcomes(s) -> tuple:
    """A turn is all decisions (a reroll's die is rolled by the workforce phase's chance node)."""
    return ()


# --- applying -----------------------------------------------------------------------------------------------


def apply_move(d, action: Action) -> None:
    """Spend influence or a cube, pass, choose an action and its target, its dice, or whom to evict."""
    p = d.seat
    kind = action.kind
    if kind in ("reroll", "citizen", "flip", "flip_dice"):  # INFLUENCE, as a constant (the hot path)
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


def _target(d, action: Action) -> int:
    """The target of an action as the engine keeps it: a row position, an activity slot, a building, or -1."""
    if action.kind == "fight":
        return [d.cfg.events[c].id for c in d.row].index(action.args[0])
    if action.kind == "activate":
        return d.slots.index(d.cfg.activity_index[action.args[0]])
    if action.kind == "recruit":
        return BUILDINGS.index(action.args[0])
    return -1


def resolve(d, p: int, kind: str, target: int, info: GroupInfo, refs: tuple) -> None:
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
        paid = ", ".join(f"{amount} to {'the bank' if s == NEUTRAL else SEATS[s]}" for s, amount in info.payments)
        if paid:
            d.note(f"buys dice for a group of {info.size}: pays {paid}", ("TRY-9.11", "TRY-9.12", "TRY-9.13",
                                                                          "TRY-9.14"), p)
    remove_dice(d, info.dice)
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
        d.place_event_cubes(p, target, earned)
        end_turn(d, p)
    elif kind == "recruit":  # the die's value, or what a cube makes of it (option cube_on_recruit, TRY-11.20)
        d.pending = ("evict", target, info.total)
        counts = f" (counting {info.total})" if info.total != refs[0][2] else ""
        d.note(f"recruits into the {BUILDING_TITLES[target]} with {refs_text(refs)}{counts}",
               ("TRY-15.1", "TRY-15.3", "TRY-15.4"), p)
    else:
        d.begin(ACTIVATION, p, target, info, refs)


def build_cathedral(d, p: int, info: GroupInfo, refs: tuple) -> None:
    """One cube per die at the lowest free level of its column: 1 VP plus the space's influence each."""
    cfg = d.cfg
    cath = list(d.cath)
    placed = []
    for value in sorted(code & 7 for _, code in info.dice):
        level = next(lv for lv in range(cfg.levels) if cath[lv * 6 + value - 1] < 0)
        cath[level * 6 + value - 1] = p
        d.vp = tuple_add(d.vp, p, cfg.cath_vp)
        gained = gain_influence(d, p, cfg.cath_space_influence[level * 6 + value - 1])
        placed.append(f"level {level + 1} column {value} (+{cfg.cath_vp} VP, +{gained} influence)")
    d.cath = tuple(cath)
    d.note(f"builds the cathedral with {refs_text(refs)}: {'; '.join(placed)}",
           ("TRY-13.1", "TRY-13.3", "TRY-13.4", "TRY-13.6", "TRY-13.8"), p)


def recruit(d, p: int, building: int, value: int, space: int) -> None:
    """Evict the citizen on `space`, push the ones up to `value` down, and stand the new one on `value`."""
    evicted = stand_citizen(d, building, space, value, p)
    d.personal = tuple_add(d.personal, p, -1)
    name = "a grey citizen" if evicted == GREY else f"{SEATS[evicted]}'s citizen"
    d.pending = ()
    d.note(f"evicts {name} from space {space} of the {BUILDING_TITLES[building]}; the new citizen stands on space "
           f"{value}", ("TRY-15.5", "TRY-15.6", "TRY-15.7", "TRY-15.9", "TRY-15.12", "TRY-15.13"), p)
    end_turn(d, p)


# --- refusals ---------------------------------------------------------------------------------------------


def why_not(s, action: Action) -> Ruling:
    """Why a move is refused on an action turn: the order of its steps, the cube, the action and its dice."""
    p = s.seat
    kind, args = action.kind, action.args
    if kind in INFLUENCE:
        if s.cube >= 0:
            return refuse(reason_text(DOMAIN, "a cube has been declared: the action has begun, influence comes "
                                      "before it"), "TRY-9.2",
                          "TRY-10.4")
        return why_not_spend(s, p, action)
    pending = s.pending
    if kind == "group":
        if not pending or pending[0] != "group":
            return refuse(reason_text(DOMAIN, "choose the action (and its target) before the dice"),
                          "TRY-9.3", "TRY-9.4")
        dice = dice_of(s, args)
        if isinstance(dice, Ruling):
            return dice
        verdict = evaluate(s, p, pending[1], pending[2], dice, s.cube)
        if isinstance(verdict, GroupInfo):
            return refuse(reason_text(DOMAIN, "dice must be listed in the engine's order: district, colour, value"),
                          "TRY-18.4")
        return Ruling(False, verdict.reason, verdict.rule_ids)
    if kind == "evict":
        if not pending or pending[0] != "evict":
            return refuse(reason_text(DOMAIN, "eviction comes only after a recruit die is chosen"), "TRY-15.5")
        building, value = pending[1], pending[2]
        if len(args) != 1 or type(args[0]) is not int or not 1 <= args[0] <= 6:
            return refuse(reason_text(DOMAIN, "evict names a space 1-6"), "TRY-1.4")
        space = args[0]
        owner = s.build[building * 6 + space - 1]
        if space > value:
            return refuse(reason_text(DOMAIN, "a {value} reaches only spaces 1-{value}", value=value),
                          "TRY-15.5", "TRY-15.4")
        if owner == p:
            return refuse(reason_text(DOMAIN, "you cannot evict your own citizen"), "TRY-15.5")
        return refuse(reason_text(DOMAIN, "a citizen of that colour already lies at this building this round: that "
                                  "colour is protected"),
                      "TRY-15.7", "TRY-15.8")
    if pending:
        step = {"flip": lambda: reason_text(DOMAIN, "choose the dice to flip"),
                "group": lambda: reason_text(DOMAIN, "choose the dice for the action"),
                "evict": lambda: reason_text(DOMAIN, "choose whom to evict")}[pending[0]]()
        if kind == "pass":
            return refuse(reason_text(DOMAIN, "the action has begun: {step}", step=step), "TRY-9.1", "TRY-9.9")
        return refuse(reason_text(DOMAIN, "first {step}", step=step), "TRY-9.3", "TRY-18.3")
    if kind == "pass":
        if s.cube >= 0:
            return refuse(reason_text(DOMAIN, "a cube has been declared for an action: take the action"),
                          "TRY-11.16", "TRY-9.1")
        return refuse(reason_text(DOMAIN, "you spent influence this turn and the options forbid passing after that"),
                      "TRY-10.9")
    if kind == "cube":
        return _cube(s, p, args)
    if kind in KINDS:
        return _kind(s, p, action)
    return refuse(reason_text(DOMAIN, "{action} is not a choice at the start of a turn", action=action),
                  "TRY-9.1", "TRY-9.3")


def _cube(s, p: int, args: tuple) -> Ruling:
    cfg = s.cfg
    if s.cube >= 0:
        return refuse(reason_text(DOMAIN, "only one activity-card cube may be spent on an action"),
                      "TRY-9.6", "TRY-11.15")
    if len(args) != 1 or args[0] not in cfg.activity_index or cfg.activity_index[args[0]] not in s.slots:
        return refuse(reason_text(DOMAIN, "cube names an activity card in play"), "TRY-11.15")
    slot = s.slots.index(cfg.activity_index[args[0]])
    card = cfg.activity[s.slots[slot]]
    if not s.stored[slot][p]:
        return refuse(reason_text(DOMAIN, "you have no cube stored on {name}", name=card_words(card.name)),
                      "TRY-11.15", "TRY-11.14")
    if card.modifier is None:
        return refuse(reason_text(DOMAIN, "{name} has no effect to apply with a cube", name=card_words(card.name)),
                      "TRY-11.14")
    return refuse(reason_text(DOMAIN, "no action you could take now can use the {name} cube",
                              name=card_words(card.name)), "TRY-11.16", "TRY-11.20")


def _kind(s, p: int, action: Action) -> Ruling:
    cfg = s.cfg
    kind, args = action.kind, action.args
    cube_card = cfg.activity[s.slots[s.cube]] if s.cube >= 0 else None
    if cube_card and kind == "cathedral":
        return refuse(reason_text(DOMAIN, "no cube may be spent on the cathedral; {name}'s cube was declared",
                                  name=card_words(cube_card.name)), "TRY-11.20",
                      "TRY-13.9", *card_rule(cube_card.id))
    if cube_card and kind == "recruit":
        if "recruit" in cube_card.not_for:
            return refuse(reason_text(DOMAIN, "no cube may be spent on recruiting (option cube_on_recruit); {name}'s "
                                      "cube was declared", name=card_words(cube_card.name)), "TRY-11.20", "TRY-15.11")
        if args and args[0] in cube_card.not_for:
            return refuse(reason_text(DOMAIN, "{name}'s cube may not serve a recruit into the {building} (its "
                                      "card says so)", name=card_words(cube_card.name),
                                      building=building_words(BUILDINGS.index(args[0]))), *card_rule(cube_card.id),
                          "TRY-11.20", "TRY-15.11")
    forbid = cfg.row_effects(s.row)[1]
    name = {"activate": "activity"}.get(kind, kind)
    if name in forbid:
        return refuse(reason_text(DOMAIN, "an event in the row forbids {action} while it is there",
                                  action=kind_words(name)), "TRY-7.14", "TRY-7.9")
    if cube_card and name in cube_card.not_for:
        return refuse(reason_text(DOMAIN, "{name}'s cube cannot be used for {action}", name=card_words(cube_card.name),
                                  action=kind_words(name)), "TRY-11.20", "TRY-9.5",
                      *card_rule(cube_card.id))
    targets = {t[2]: (t[0], t[1]) for t in structural_targets(s, p, s.cube)}
    if kind == "fight" and (len(args) != 1 or args[0] not in [cfg.events[c].id for c in s.row]):
        return refuse(reason_text(DOMAIN, "you can only fight an event card in the row"), "TRY-14.1", "TRY-7.1")
    if kind == "activate":
        if len(args) != 1 or args[0] not in cfg.activity_index or cfg.activity_index[args[0]] not in s.slots:
            return refuse(reason_text(DOMAIN, "that activity card is not in play"), "TRY-2.9", "TRY-20.2")
        slot = s.slots.index(cfg.activity_index[args[0]])
        card = cfg.activity[s.slots[slot]]
        if slot % 3 >= s.revealed:
            return refuse(reason_text(DOMAIN, "that card is still face down"), "TRY-4.3", "TRY-4.1")
        if COLOURS[card.colour] in forbid:
            return refuse(reason_text(DOMAIN, "an event forbids {colour} activity cards",
                                      colour=colour_words(card.colour)), "TRY-7.14")
        if p not in s.trades[slot]:
            if s.personal[p] < 1:
                return refuse(reason_text(DOMAIN, "you have no tradesman on {name} and no citizen in your personal "
                                          "supply to hire", name=card_words(card.name)),
                              "TRY-11.1", "TRY-11.2", "TRY-11.3")
            if len(s.trades[slot]) >= cfg.trade_spaces:
                return refuse(reason_text(DOMAIN, "{name} has no free tradesman space", name=card_words(card.name)),
                              "TRY-11.6", "TRY-11.5")
    if kind == "recruit":
        if len(args) != 1 or args[0] not in BUILDINGS:
            return refuse(reason_text(DOMAIN, "recruit names a building: palace, bishopric or city_hall"), "TRY-1.3")
        if args[0] in forbid:
            return refuse(reason_text(DOMAIN, "an event forbids recruiting into the {building}",
                                      building=building_id_words(args[0])), "TRY-7.14")
        if s.personal[p] < 1:
            return refuse(reason_text(DOMAIN, "you have no citizen in your personal supply (2 influence buy one)"),
                          "TRY-15.2",
                          "TRY-10.7")
        building = BUILDINGS.index(args[0])
        if evictable_from(s, p, building) == 7:
            return refuse(reason_text(DOMAIN, "no citizen there may be evicted by you this round"),
                          "TRY-15.14", "TRY-15.7")
    if kind in ("agriculture", "cathedral") and args:
        return refuse(reason_text(DOMAIN, "{kind} takes no target", kind=kind), "TRY-18.4")
    if action in targets:
        k, target = targets[action]
        money = s.money[p]
        extra = fees(s, p, k, target)
        if extra > money:
            return refuse(reason_text(DOMAIN, "the fees alone cost {extra} deniers, you have {money}", extra=extra,
                                      money=money), "TRY-9.9", "TRY-11.2")
        what = {"agriculture": lambda: reason_text(DOMAIN, "yellow dice"),
                "cathedral": lambda: reason_text(DOMAIN, "white dice with a free column"),
                "fight": lambda: reason_text(DOMAIN, "dice of its colour reaching its divisor"),
                "activate": lambda: reason_text(DOMAIN, "dice reaching its activation cost"),
                "recruit": lambda: reason_text(DOMAIN, "a die of the building's colour reaching a citizen you may "
                                                       "evict")}[k]()
        rules = {"agriculture": ("TRY-12.1", "TRY-9.9"), "cathedral": ("TRY-13.5", "TRY-9.9"),
                 "fight": ("TRY-14.4", "TRY-9.9"), "activate": ("TRY-11.9", "TRY-9.9"),
                 "recruit": ("TRY-15.14", "TRY-9.9")}[k]
        return refuse(reason_text(DOMAIN, "no affordable group of {what} exists for you now", what=what), *rules)
    return refuse(reason_text(DOMAIN, "{action} is not possible now", action=action), "TRY-9.3")
