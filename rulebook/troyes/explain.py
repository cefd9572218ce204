"""Why a well-formed action is refused: a plain reason naming the problem, and the rules it rests on.

Called only for actions that are not in `legal_actions()` (the core's `explain` handles legal ones). Each phase
and sub-decision gets its own reasons; anything else falls back to "not a move now", citing the phase's rules.
A `by <seat> <action>` action asks whether a particular seat may act now (e.g. after passing, TRY-9.19).
"""

from __future__ import annotations

from typing import Any

from rulebook.core import Action, Ruling

from .constants import (
    ACTIONS,
    BUILDINGS,
    COLOUR_OF_LETTER,
    COLOURS,
    COUNTER,
    EVENTS,
    LETTERS,
    NEUTRAL,
    PHASES,
    SEAT_NAMES,
    SETUP,
    die_code,
    who,
)
from .groups import GroupInfo, evaluate, evictable_from, fees
from .state import RULE_HOOKS

INFLUENCE = ("reroll", "citizen", "flip", "flip_dice")
KINDS = ("activate", "agriculture", "cathedral", "fight", "recruit")
KNOWN = INFLUENCE + KINDS + ("place", "discard", "take", "use", "done", "penalty", "cube", "group", "evict",
                             "pass", "convert", "decline", "option", "immediate", "store", "flag", "by", "roll",
                             "black")
PHASE_RULES = {SETUP: ("TRY-2.17", "TRY-2.18"), EVENTS: ("TRY-7.12", "TRY-7.9"), COUNTER: ("TRY-8.1", "TRY-8.14"),
               ACTIONS: ("TRY-9.1", "TRY-9.3")}


def refuse(reason: str, *rule_ids: str) -> Ruling:
    return Ruling(False, reason, tuple(rule_ids))


def is_ref(r: Any) -> bool:
    """(district 0-4, colour letter, value 1-6)."""
    return (isinstance(r, tuple) and len(r) == 3 and type(r[0]) is int and 0 <= r[0] <= 4 and r[1] in LETTERS
            and isinstance(r[1], str) and type(r[2]) is int and 1 <= r[2] <= 6)


def dice_of(s, refs: tuple) -> tuple[tuple[int, int], ...] | Ruling:
    """Physical dice for references, or a refusal if they are malformed or not there."""
    if not refs or not all(is_ref(r) for r in refs):
        return refuse("name dice as (district 0-3 or 4 for neutral, colour R/W/Y, value 1-6)", "TRY-18.4", "TRY-9.4")
    dice = tuple((r[0], die_code(COLOUR_OF_LETTER[r[1]], r[2])) for r in refs)
    for district, code in set(dice):
        if dice.count((district, code)) > s.dist[district].count(code):
            place = "the neutral district" if district == NEUTRAL else f"{who(district)}'s district"
            return refuse(f"there is no {'' if dice.count((district, code)) == 1 else 'second '}"
                          f"{LETTERS[code >> 3]}{code & 7} in {place}", "TRY-9.11", "TRY-18.4")
    return dice


def why_illegal(s, action: Action) -> Ruling:
    kind, args = action.kind, action.args
    if kind == "by":
        return _by(s, args)
    if kind not in KNOWN:
        return refuse(f"{kind!r} is not a Troyes move", "TRY-18.4", "TRY-9.3")
    if kind in ("roll", "black"):
        return refuse(f"{action} is not an outcome of a chance event happening now", "TRY-18.3", "TRY-6.4")
    phase = s.phase
    if phase == SETUP:
        return _setup(s, action)
    if phase == EVENTS:
        return refuse("while events act, the only choice is which dice this event takes; choose one of the offered "
                      "sets of own dice", "TRY-7.12", "TRY-7.9")
    if phase == COUNTER:
        return _counter(s, action)
    if phase == ACTIONS:
        return _actions(s, action)
    return refuse(f"{action} is not possible in phase {PHASES[phase]}", "TRY-3.1")


def _by(s, args: tuple) -> Ruling:
    if len(args) != 2 or type(args[0]) is not int or not 0 <= args[0] < s.n:
        return refuse("write 'by' as (seat, (kind, args))", "TRY-18.4")
    seat = args[0]
    if s.phase == ACTIONS and s.passed[seat]:
        return refuse(f"{SEAT_NAMES[seat]} has passed and takes no more actions this round", "TRY-9.19", "TRY-9.1")
    if s.current_player != seat:
        return refuse(f"it is not {SEAT_NAMES[seat]}'s turn", "TRY-9.1", "TRY-10.11")
    return refuse(f"it is {SEAT_NAMES[seat]}'s turn: offer the move itself", "TRY-18.4")


def _setup(s, action: Action) -> Ruling:
    if action.kind != "place":
        return refuse("during setup players only place their citizens", "TRY-2.17", "TRY-2.18")
    args = action.args
    if len(args) != 2 or args[0] not in BUILDINGS or type(args[1]) is not int or not 1 <= args[1] <= 6:
        return refuse("place names a building (palace, bishopric, city_hall) and a space 1-6", "TRY-2.19", "TRY-1.4")
    return refuse(f"space {args[1]} of the {args[0]} is already taken; setup never pushes anyone", "TRY-2.20",
                  "TRY-2.19")


def _influence(s, p: int, action: Action) -> Ruling:
    cfg = s.cfg
    kind, args = action.kind, action.args
    if kind in ("reroll", "flip_dice"):
        dice = dice_of(s, args)
        if isinstance(dice, Ruling):
            return dice
        foreign = [d for d, _ in dice if d != p]
        if foreign:
            where = "the neutral district" if foreign[0] == NEUTRAL else f"{who(foreign[0])}'s district"
            return refuse(f"influence rerolls and flips only dice in your own district; that die is in {where}",
                          "TRY-10.5", "TRY-10.3")
        if kind == "reroll" and len(dice) != 1:
            return refuse("a reroll changes one die", "TRY-10.3")
        if kind == "flip_dice" and len(dice) > cfg.flip_max:
            return refuse(f"a flip turns 1 to {cfg.flip_max} dice", "TRY-10.3")
    if s.pending and not (kind == "flip_dice" and s.pending[0] == "flip"):
        return refuse("influence is spent before choosing the action (or before countering), not in the middle of "
                      "one", "TRY-9.2", "TRY-10.4", "TRY-10.11")
    if kind == "flip_dice" and not s.pending:
        return refuse("choose 'flip' first (4 influence), then the dice", "TRY-10.3")
    cost = {"reroll": cfg.cost_reroll, "citizen": cfg.cost_citizen, "flip": cfg.cost_flip,
            "flip_dice": cfg.cost_flip}[kind]
    if s.infl[p] < cost:
        return refuse(f"this costs {cost} influence, you have {s.infl[p]}", "TRY-10.3", "TRY-10.2")
    if kind == "citizen":
        return refuse(f"you already own {cfg.max_citizens} citizens", "TRY-10.8", "TRY-1.7")
    if kind == "flip":
        return refuse("you have no dice in your district to flip", "TRY-10.5")
    return refuse(f"{action} is not possible now", "TRY-10.3", "TRY-10.4")


def _counter(s, action: Action) -> Ruling:
    from .counter import able, covers, strength

    p = s.seat
    kind, args = action.kind, action.args
    if kind in INFLUENCE:
        return _influence(s, p, action)
    if kind in KINDS or kind in ("group", "cube", "pass"):
        return refuse("black dice are being countered: own dice only, no actions, no buying, no cubes", "TRY-8.3",
                      "TRY-8.4", "TRY-3.1")
    if s.pending and s.pending[0] == "use":
        blacks, chosen = s.pending[1], s.pending[2]
        need = sum(blacks)
        if kind == "done":
            have = sum(strength(s, c) for c in chosen)
            return refuse(f"the chosen dice are worth {have}; the black dice need {need}", "TRY-8.6", "TRY-8.8")
        if kind == "use":
            dice = dice_of(s, args)
            if isinstance(dice, Ruling):
                return dice
            if any(d != p for d, _ in dice):
                return refuse("only dice in your own district can counter; buying is not allowed", "TRY-8.3")
            return refuse("choose dice in order, and only dice that still let the counter succeed", "TRY-8.16",
                          "TRY-8.8")
        return refuse("finish choosing the dice for this counter first", "TRY-8.8")
    if kind == "penalty":
        return refuse("you are able to counter the highest black die, so you must", "TRY-8.13", "TRY-8.14")
    if kind == "take":
        if not able(s, p):
            return refuse(f"your dice cannot reach the highest black die ({s.pool[0]}): take the penalty",
                          "TRY-8.11", "TRY-8.14")
        if not args or not all(type(v) is int for v in args):
            return refuse("take names the values of the black dice to counter", "TRY-18.4")
        pool = list(s.pool)
        for v in args:
            if v not in pool:
                return refuse(f"there is no black {v} left in the pool", "TRY-8.17")
            pool.remove(v)
        if max(args) != s.pool[0]:
            return refuse(f"a counter must include the highest black die ({s.pool[0]})", "TRY-8.1", "TRY-8.8")
        if not covers(s, [strength(s, c) for c in s.dist[p]], tuple(args)):
            return refuse(f"all your dice together cannot beat {' + '.join(map(str, args))}", "TRY-8.8",
                          "TRY-8.5")
    return refuse(f"{action} is not a choice while countering", "TRY-8.1", "TRY-8.14")


def _actions(s, action: Action) -> Ruling:
    p = s.seat
    kind, args = action.kind, action.args
    if s.work:
        return _effects(s, action)
    if kind in INFLUENCE:
        if s.cube >= 0:
            return refuse("a cube has been declared: the action has begun, influence comes before it", "TRY-9.2",
                          "TRY-10.4")
        return _influence(s, p, action)
    pending = s.pending
    if kind == "group":
        if not pending or pending[0] != "group":
            return refuse("choose the action (and its target) before the dice", "TRY-9.3", "TRY-9.4")
        dice = dice_of(s, args)
        if isinstance(dice, Ruling):
            return dice
        verdict = evaluate(s, p, pending[1], pending[2], dice, s.cube)
        if isinstance(verdict, GroupInfo):
            return refuse("dice must be listed in the engine's order: district, colour, value", "TRY-18.4")
        return Ruling(False, verdict.reason, verdict.rule_ids)
    if kind == "evict":
        if not pending or pending[0] != "evict":
            return refuse("eviction comes only after a recruit die is chosen", "TRY-15.5")
        building, value = pending[1], pending[2]
        if len(args) != 1 or type(args[0]) is not int or not 1 <= args[0] <= 6:
            return refuse("evict names a space 1-6", "TRY-1.4")
        space = args[0]
        owner = s.build[building * 6 + space - 1]
        if space > value:
            return refuse(f"a {value} reaches only spaces 1-{value}", "TRY-15.5", "TRY-15.4")
        if owner == p:
            return refuse("you cannot evict your own citizen", "TRY-15.5")
        return refuse("a citizen of that colour already lies at this building this round: that colour is protected",
                      "TRY-15.7", "TRY-15.8")
    if pending:
        step = {"flip": "choose the dice to flip", "group": "choose the dice for the action",
                "evict": "choose whom to evict"}[pending[0]]
        if kind == "pass":
            return refuse(f"the action has begun: {step}", "TRY-9.1", "TRY-9.9")
        return refuse(f"first {step}", "TRY-9.3", "TRY-18.3")
    if kind == "pass":
        if s.cube >= 0:
            return refuse("a cube has been declared for an action: take the action", "TRY-11.16", "TRY-9.1")
        return refuse("you spent influence this turn and the options forbid passing after that", "TRY-10.9")
    if kind == "cube":
        return _cube(s, p, args)
    if kind in KINDS:
        return _kind(s, p, action)
    return refuse(f"{action} is not a choice at the start of a turn", "TRY-9.1", "TRY-9.3")


def _cube(s, p: int, args: tuple) -> Ruling:
    cfg = s.cfg
    if s.cube >= 0:
        return refuse("only one activity-card cube may be spent on an action", "TRY-9.6", "TRY-11.15")
    if len(args) != 1 or args[0] not in cfg.activity_index or cfg.activity_index[args[0]] not in s.slots:
        return refuse("cube names an activity card in play", "TRY-11.15")
    slot = s.slots.index(cfg.activity_index[args[0]])
    card = cfg.activity[s.slots[slot]]
    if not s.stored[slot][p]:
        return refuse(f"you have no cube stored on {card.name}", "TRY-11.15", "TRY-11.14")
    if card.modifier is None:
        return refuse(f"{card.name} has no effect to apply with a cube", "TRY-11.14")
    return refuse(f"no action you could take now can use the {card.name} cube", "TRY-11.16", "TRY-11.20")


def _kind(s, p: int, action: Action) -> Ruling:
    from .turn import structural_targets

    cfg = s.cfg
    kind, args = action.kind, action.args
    cube_card = cfg.activity[s.slots[s.cube]] if s.cube >= 0 else None
    if cube_card and kind in ("recruit", "cathedral"):
        rules = ("TRY-11.20", "TRY-15.11") if kind == "recruit" else ("TRY-11.20", "TRY-13.9")
        return refuse(f"no cube may be spent on {'recruiting' if kind == 'recruit' else 'the cathedral'}; "
                      f"{cube_card.name}'s cube was declared", *rules)
    forbid = cfg.row_effects(s.row)[1]
    name = {"activate": "activity"}.get(kind, kind)
    if name in forbid:
        return refuse(f"an event in the row forbids {name} while it is there", "TRY-7.14", "TRY-7.9")
    if cube_card and name in cube_card.not_for:
        return refuse(f"{cube_card.name}'s cube cannot be used for {name}", "TRY-11.20", "TRY-9.5")
    targets = {t[2]: (t[0], t[1]) for t in structural_targets(s, p, s.cube)}
    if kind == "fight" and (len(args) != 1 or args[0] not in [cfg.events[c].id for c in s.row]):
        return refuse("you can only fight an event card in the row", "TRY-14.1", "TRY-7.1")
    if kind == "activate":
        if len(args) != 1 or args[0] not in cfg.activity_index or cfg.activity_index[args[0]] not in s.slots:
            return refuse("that activity card is not in play", "TRY-2.9", "TRY-20.2")
        slot = s.slots.index(cfg.activity_index[args[0]])
        card = cfg.activity[s.slots[slot]]
        if slot % 3 >= s.revealed:
            return refuse("that card is still face down", "TRY-4.3", "TRY-4.1")
        if COLOURS[card.colour] in forbid:
            return refuse(f"an event forbids {COLOURS[card.colour]} activity cards", "TRY-7.14")
        if p not in s.trades[slot]:
            if s.personal[p] < 1:
                return refuse(f"you have no tradesman on {card.name} and no citizen in your personal supply to hire",
                              "TRY-11.1", "TRY-11.2", "TRY-11.3")
            if len(s.trades[slot]) >= cfg.trade_spaces:
                return refuse(f"{card.name} has no free tradesman space", "TRY-11.6", "TRY-11.5")
    if kind == "recruit":
        if len(args) != 1 or args[0] not in BUILDINGS:
            return refuse("recruit names a building: palace, bishopric or city_hall", "TRY-1.3")
        if args[0] in forbid:
            return refuse(f"an event forbids recruiting into the {args[0]}", "TRY-7.14")
        if s.personal[p] < 1:
            return refuse("you have no citizen in your personal supply (2 influence buy one)", "TRY-15.2",
                          "TRY-10.7")
        building = BUILDINGS.index(args[0])
        if evictable_from(s, p, building) == 7:
            return refuse("no citizen there may be evicted by you this round", "TRY-15.14", "TRY-15.7")
    if kind in ("agriculture", "cathedral") and args:
        return refuse(f"{kind} takes no target", "TRY-18.4")
    if action in targets:
        k, target = targets[action]
        money = s.money[p]
        extra = fees(s, p, k, target)
        if extra > money:
            return refuse(f"the fees alone cost {extra} deniers, you have {money}", "TRY-9.9", "TRY-11.2")
        what = {"agriculture": "yellow dice", "cathedral": "white dice with a free column",
                "fight": "dice of its colour reaching its divisor", "activate": "dice reaching its activation cost",
                "recruit": "a die of the building's colour reaching a citizen you may evict"}[k]
        rules = {"agriculture": ("TRY-12.1", "TRY-9.9"), "cathedral": ("TRY-13.5", "TRY-9.9"),
                 "fight": ("TRY-14.4", "TRY-9.9"), "activate": ("TRY-11.9", "TRY-9.9"),
                 "recruit": ("TRY-15.14", "TRY-9.9")}[k]
        return refuse(f"no affordable group of {what} exists for you now", *rules)
    return refuse(f"{action} is not possible now", "TRY-9.3")


def _effects(s, action: Action) -> Ruling:
    item = s.work[-1]
    kind = action.kind
    if item[0] == "flag" and kind == "flag":
        return refuse("place the cube on an event in the row that has a free space", "TRY-14.5", "TRY-14.1")
    if item[0] == "op" and s.cfg.activity[item[1]].ops[item[2]][0] == "choose_one" and kind == "option":
        return refuse("choose one of the card's numbered options", "TRY-11.13")
    return refuse("the activity card's effect is being carried out: answer its question first", "TRY-11.13",
                  "TRY-11.18", "TRY-11.19")


RULE_HOOKS.why = why_illegal

__all__ = ["why_illegal"]
