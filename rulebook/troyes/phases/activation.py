"""Carrying out an activity card (TRY-11): a small work stack, run until the card asks a question or is done.

Activating (an action of phase 4) hands over here with the card and the number of activations; when the stack
is empty the turn ends (back to phases/actions.py through the dispatch table). `state.work` (top last) holds what
the activation still has to do:

    ("act", slot, remaining)        activations not yet started
    ("op", card, op_id)             one compiled op of an activity card (card_effects.py)
    ("mixed", slot)                 a mixed card's choice: immediate effect or store a cube (TRY-11.18)
    ("flag", remaining, one card, influence)   cubes still to place on events of the player's choice: one at a
                                    time, or all on one card (Chivalry, option chivalry_one_card); with or without
                                    the usual 1 influence each (TRY-14.6)
    ("roll", card, list_id, least)  a die a card rolls (Archer; a chance node, TRY-18.3)

A card whose cubes wait for the end of the action (Diplomat pays all its influence first, Chivalry may put all its
cubes on one card) starts with a ("flag", 0, ...) at the bottom of the stack that its activations fill.
Decisions on it: convert / decline (TRY-11.19; Diplomat's influence too), option <i>, immediate / store,
flag <event>.
"""

from __future__ import annotations

from rulebook.core import Action, Ruling
from rulebook.core.i18n import reason_text

from ..board import BUILDING_TITLES
from ..cards import card_rule
from ..edits import bank_pays, gain_influence
from ..pieces import BLACK_OUTCOMES, CONVERT, DECLINE, GREY, IMMEDIATE, SEATS, STORE, refs_text, tuple_add, tuple_set
from ..queries import DOMAIN, flag_targets, metric, refuse


def begin(d, p: int, slot: int, info, refs: tuple) -> None:
    """Hire if needed, count activations, then run the card (TRY-11.2, TRY-11.3, TRY-11.8, TRY-11.11)."""
    cfg = d.cfg
    card = cfg.activity[d.slots[slot]]
    if p not in d.trades[slot]:
        space = len(d.trades[slot])
        d.trades = tuple_set(d.trades, slot, d.trades[slot] + (p,))
        d.personal = tuple_add(d.personal, p, -1)
        d.note(f"hires a tradesman on {card.name} for {card.hire_cost} deniers (space {space + 1})",
               ("TRY-11.2", "TRY-11.3", "TRY-11.4", "TRY-11.5", "TRY-11.8"), p)
    count = info.total // card.activation_cost
    d.note(f"activates {card.name} with {refs_text(refs)}: total {info.total} / {card.activation_cost} = "
           f"{count} activation(s)", ("TRY-11.1", "TRY-11.11", "TRY-11.9", "TRY-9.7", *card_rule(card.id)), p)
    d.work = (("act", slot, count),)
    if card.gathers is not None:  # the action's event cubes are placed once every activation is done
        d.work = (("flag", 0, *card.gathers), *d.work)
    run_work(d)


def _push_list(d, card: int, list_id: int) -> None:
    ops = d.cfg.activity[card].lists[list_id]
    d.work = d.work + tuple(("op", card, op_id) for op_id in reversed(ops))


def _affordable(s, p: int, pay: tuple) -> bool:
    have = {"money": s.money[p], "vp": s.vp[p], "influence": s.infl[p]}
    return all(have[res] >= n for res, n in pay)


def run_work(d) -> None:
    """Carry out automatic steps of the work stack; stop at a decision or a chance node, or end the turn."""
    cfg = d.cfg
    p = d.seat
    while d.work:
        item = d.work[-1]
        tag = item[0]
        if tag == "act":
            slot, remaining = item[1], item[2]
            card_index = d.slots[slot]
            card = cfg.activity[card_index]
            if remaining == 0:
                d.work = d.work[:-1]
            elif card.timing == "deferred":
                d.work = d.work[:-1]
                d.stored = tuple_set(d.stored, slot, tuple_add(d.stored[slot], p, remaining))
                d.note(f"stores {remaining} cube(s) on {card.name}", ("TRY-11.14", "TRY-11.17"), p)
            else:
                d.work = (*d.work[:-1], ("act", slot, remaining - 1))
                if card.timing == "mixed":
                    d.work = (*d.work, ("mixed", slot))
                    return
                _push_list(d, card_index, 0)
        elif tag == "op":
            card = cfg.activity[item[1]]
            op = card.ops[item[2]]
            kind = op[0]
            if kind == "choose_one" or (kind in ("convert", "prepay_flag") and _affordable(d, p, op[1])):
                return
            d.work = d.work[:-1]
            if kind == "gain":
                _gain(d, p, op[1], op[2], card)
            elif kind == "gain_per":
                amount = op[2] * (metric(d, p, op[3], op[4]) // op[6])
                if op[5]:
                    amount = min(amount, op[5])
                _gain(d, p, op[1], amount, card)
            elif kind == "conditional":
                value = metric(d, p, op[1], op[2])
                if value >= op[3]:
                    _push_list(d, item[1], op[4])
                else:
                    d.note(f"{card.name}: condition not met ({op[1]} {value} < {op[3]})", ("TRY-11.13",), p)
            elif kind == "flag":
                count = op[1] or metric(d, p, op[2], op[3])
                if op[4]:  # all on one card, once every activation is done (the bottom of the stack)
                    d.work = (("flag", d.work[0][1] + count, *d.work[0][2:]), *d.work[1:])
                elif count:
                    d.work = (*d.work, ("flag", count, 0, op[5]))
                if op[2]:
                    d.note(f"{card.name}: {count} cube(s) to place ({op[2].replace('_', ' ')})", card_rule(card.id)
                           or ("TRY-11.13",), p)
            elif kind == "black":
                d.work = (*d.work, ("roll", item[1], op[2], op[1]))
                return
            elif kind == "leaders":
                _reward_leaders(d, p, op, card)
            elif kind == "tax":
                _collect(d, p, op, card)
            else:  # an unaffordable conversion is skipped
                d.note(f"{card.name}: cannot pay for the conversion", ("TRY-11.19", "TRY-9.9"), p)
        elif tag == "mixed" or tag == "roll":
            return
        elif tag == "flag":
            if item[1] > 0 and flag_targets(d):
                return
            d.work = d.work[:-1]
    d.end_turn(p)


def _reward_leaders(d, p: int, op: tuple, card) -> None:
    """Procession and Joust: every player with the highest value of a metric (at least `least`) gains; Joust may
    need the activator among them (option joust_activator_must_lead, TRY-20.36, TRY-20.44)."""
    _, resource, amount, name, param, least, must_lead = op
    values = [metric(d, seat, name, param) for seat in range(d.n)]
    top = max(values)
    leaders = [seat for seat in range(d.n) if values[seat] == top] if top >= least else []
    if must_lead and p not in leaders:
        leaders = []
    shown = ", ".join(f"{SEATS[seat]} {v}" for seat, v in enumerate(values))
    if not leaders:
        d.note(f"{card.name}: nobody gains ({shown})", ("TRY-11.13", *card_rule(card.id)), p)
    for seat in leaders:
        if resource == "vp":
            d.vp = tuple_add(d.vp, seat, amount)
        elif resource == "money":
            bank_pays(d, seat, amount)
        else:
            gain_influence(d, seat, amount)
        d.note(f"{card.name}: +{amount} {resource} ({shown}: the most)", ("TRY-11.13", *card_rule(card.id)), seat)


def _collect(d, p: int, op: tuple, card) -> None:
    """Tax Collector: every other player pays `amount` per own citizen standing in the building (what they can);
    the bank pays the same per grey citizen there (and per own one, option tax_collector_own_citizens)."""
    _, building, amount, own = op
    spaces = d.build[building * 6:building * 6 + 6]
    rules = ("TRY-11.13", *card_rule(card.id))
    for k in range(1, d.n):
        seat = (p + k) % d.n
        owed = amount * spaces.count(seat)
        paid = min(owed, d.money[seat])
        if paid:
            d.money = tuple_add(tuple_add(d.money, seat, -paid), p, paid)
        if owed:
            d.note(f"{card.name}: pays {paid} of {owed} deniers to {SEATS[p]}", rules, seat)
    bank = amount * (spaces.count(GREY) + (spaces.count(p) if own == "bank" else 0))
    if bank:
        bank_pays(d, p, bank)
        d.note(f"{card.name}: +{bank} deniers from the bank for the citizens of the {BUILDING_TITLES[building]} who "
               "belong to no other player", rules, p)


def _gain(d, p: int, resource: str, amount: int, card) -> None:
    if resource == "money":
        bank_pays(d, p, amount)
        text = f"+{amount} deniers"
    elif resource == "vp":
        d.vp = tuple_add(d.vp, p, amount)
        text = f"+{amount} VP"
    elif resource == "influence":
        text = f"+{gain_influence(d, p, amount)} influence"
    else:
        moved = min(amount, d.general[p])
        d.general = tuple_add(d.general, p, -moved)
        d.personal = tuple_add(d.personal, p, moved)
        text = f"+{moved} citizen(s) to the personal supply"
    d.note(f"{card.name}: {text}", ("TRY-11.13", *card_rule(card.id)), p)


# --- the four phase functions -------------------------------------------------------------------------------


def legal_moves(s) -> tuple[Action, ...]:
    """The card's question: convert or decline, one of its options, immediate or store, or an event for a cube."""
    item = s.work[-1]
    tag = item[0]
    if tag == "roll":
        return ()  # a card's black die is rolling: a chance node
    if tag == "op":
        op = s.cfg.activity[item[1]].ops[item[2]]
        if op[0] in ("convert", "prepay_flag"):
            return (CONVERT, DECLINE)
        return tuple(Action("option", (i,)) for i in range(len(op[1])))
    if tag == "mixed":
        return (IMMEDIATE, STORE)
    return tuple(Action("flag", (s.cfg.events[s.row[pos]].id,)) for pos in flag_targets(s))


def chance_outcomes(s) -> tuple[tuple[Action, float], ...]:
    """A card's black die: `black 1..6`, each 1/6 (TRY-18.3); no chance otherwise."""
    return BLACK_OUTCOMES if s.work[-1][0] == "roll" else ()


def apply_move(d, action: Action) -> None:
    """A card's black die lands, or the player answers the card's question."""
    if action.kind == "black":
        apply_card_roll(d, action.args[0])
    else:
        apply_decision(d, action)


def apply_decision(d, action: Action) -> None:
    """Answer the card's question, then carry on with its effect."""
    cfg = d.cfg
    p = d.seat
    item = d.work[-1]
    d.work = d.work[:-1]
    kind = action.kind
    if kind == "convert":
        card = cfg.activity[item[1]]
        op = card.ops[item[2]]
        for res, n in op[1]:
            if res == "money":
                d.money = tuple_add(d.money, p, -n)
                d.bank -= n
            elif res == "vp":
                d.vp = tuple_add(d.vp, p, -n)
            else:
                d.infl = tuple_add(d.infl, p, -n)
        d.note(f"{card.name}: pays {', '.join(f'{n} {res}' for res, n in op[1])}", ("TRY-11.19",), p)
        if op[0] == "prepay_flag":  # Diplomat: the cube waits until all the influence is paid (TRY-20.40)
            d.work = (("flag", d.work[0][1] + 1, *d.work[0][2:]), *d.work[1:])
        else:
            for res, n in op[2]:
                _gain(d, p, res, n, card)
    elif kind == "decline":
        d.note(f"{cfg.activity[item[1]].name}: declines the conversion", ("TRY-11.19",), p)
    elif kind == "option":
        op = cfg.activity[item[1]].ops[item[2]]
        _push_list(d, item[1], op[1][action.args[0]])
    elif kind == "immediate":
        _push_list(d, d.slots[item[1]], 0)
    elif kind == "store":
        slot = item[1]
        d.stored = tuple_set(d.stored, slot, tuple_add(d.stored[slot], p, 1))
        d.note(f"stores a cube on {cfg.activity[d.slots[slot]].name}", ("TRY-11.18", "TRY-11.14"), p)
    else:  # flag: one cube, or (one card) all the cubes that fit
        pos = [cfg.events[c].id for c in d.row].index(action.args[0])
        _, remaining, one_card, influence = item
        placed = d.place_event_cubes(p, pos, remaining if one_card else 1, bool(influence))
        if not one_card:
            d.work = (*d.work, ("flag", remaining - placed, one_card, influence))
    run_work(d)


def apply_card_roll(d, value: int) -> None:
    """A black die rolled by a card (TRY-18.3): on success its follow-up effect is queued."""
    _, card, list_id, least = d.work[-1]
    d.work = d.work[:-1]
    found = d.cfg.activity[card]
    success = value >= least
    d.note(f"{found.name}: the die shows {value} ({'success' if success else 'no effect'}; needs {least}+)",
           ("TRY-18.3", "TRY-11.13", *card_rule(found.id)), d.seat)
    if success:
        _push_list(d, card, list_id)
    run_work(d)


def why_not(s, action: Action) -> Ruling:
    """While a card's effect is carried out, only its own question can be answered."""
    item = s.work[-1]
    kind = action.kind
    if item[0] == "flag" and kind == "flag":
        return refuse(reason_text(DOMAIN, "place the cube on an event in the row that has a free space"),
                      "TRY-14.5", "TRY-14.1")
    if item[0] == "op" and s.cfg.activity[item[1]].ops[item[2]][0] == "choose_one" and kind == "option":
        return refuse(reason_text(DOMAIN, "choose one of the card's numbered options"), "TRY-11.13")
    return refuse(reason_text(DOMAIN, "the activity card's effect is being carried out: answer its question first"),
                  "TRY-11.13",
                  "TRY-11.18", "TRY-11.19")
