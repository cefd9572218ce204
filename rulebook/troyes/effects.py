"""Card effects: activity activations (a small work stack), event cubes and completion, event round effects,
and the metrics that cards and characters count.

The work stack (`state.work`, top last) holds what an activation still has to do:
    ("act", slot, remaining)        activations not yet started
    ("op", card, op_id)             one compiled op of an activity card
    ("mixed", slot)                 a mixed card's choice: immediate effect or store a cube (TRY-11.18)
    ("flag", remaining)             cubes still to place on events of the player's choice
    ("roll", card, list_id, least)  a black die a card rolls (a chance node)
Decisions on it: convert / decline (TRY-11.19), option <i>, immediate / store, flag <event>.
"""

from __future__ import annotations

from rulebook.core import Action

from .constants import (
    COLOUR_OF_LETTER,
    COLOURS,
    CONVERT,
    DECLINE,
    IMMEDIATE,
    LETTERS,
    SEAT_NAMES,
    STORE,
    die_code,
    die_text,
)
from .flow import bank_pays, end_turn, gain_influence, lose_vp, run_events
from .groups import combos, refs_text
from .state import Draft, tuple_add, tuple_set

# --- metrics (spec 20.5.4) ----------------------------------------------------------------------------------


def metric(s, seat: int, name: str, param: int = -1) -> int:
    """The value of a metric for `seat` (lying citizens never count, TRY-15.9)."""
    if name == "money":
        return s.money[seat]
    if name == "influence":
        return s.infl[seat]
    if name == "own_citizens_in":
        return s.build[param * 6:param * 6 + 6].count(seat)
    if name == "own_citizens_in_buildings":
        return s.build.count(seat)
    if name == "tradesmen":
        return sum(1 for t in s.trades if seat in t)
    if name == "cathedral_cubes":
        return s.cath.count(seat)
    if name == "cathedral_levels":
        return sum(1 for lv in range(s.cfg.levels) if seat in s.cath[lv * 6:lv * 6 + 6])
    if name == "events_with_own_cube":
        return sum(1 for cubes in s.row_cubes if seat in cubes)
    if name == "event_cubes_placed_total":
        return s.placed[seat]
    if name == "events_won":
        return s.won[seat]
    if name == "black_dice_eliminated":
        return s.elim[seat]
    if name == "fight_score":
        return s.placed[seat] + s.elim[seat]
    if name == "own_dice":
        return sum(1 for code in s.dist[seat] if code >> 3 == param)
    raise ValueError(f"unknown metric {name!r}")


# --- event cubes ----------------------------------------------------------------------------------------------


def place_event_cubes(d: Draft, p: int, pos: int, count: int) -> int:
    """Put up to `count` cubes of `p` on the event at row position `pos` (TRY-14.5, TRY-14.6); maybe complete it."""
    cfg = d.cfg
    event = cfg.events[d.row[pos]]
    cubes = d.row_cubes[pos]
    placed = min(count, event.spaces - len(cubes))
    if placed <= 0:
        return 0
    cubes = cubes + (p,) * placed
    d.row_cubes = tuple_set(d.row_cubes, pos, cubes)
    gained = gain_influence(d, p, placed)
    d.placed = tuple_add(d.placed, p, placed)
    lost = f", {count - placed} lost for lack of space" if count > placed else ""
    d.note(f"places {placed} cube(s) on {event.name} (+{gained} influence){lost}",
           ("TRY-14.5", "TRY-14.6", "TRY-10.1"), p)
    if len(cubes) == event.spaces:
        complete_event(d, pos)
    return placed


def complete_event(d: Draft, pos: int) -> None:
    """Share the rewards of a full event by contribution (TRY-14.8 - TRY-14.13)."""
    cfg = d.cfg
    card = d.row[pos]
    event = cfg.events[card]
    cubes = d.row_cubes[pos]
    counts = [cubes.count(seat) for seat in range(d.n)]
    for seat in range(d.n):
        if counts[seat]:
            d.vp = tuple_add(d.vp, seat, event.vp_per_cube * counts[seat])
    top = max(counts)
    tied = [seat for seat in range(d.n) if counts[seat] == top]
    winner = max(tied, key=lambda seat: max(i for i, c in enumerate(cubes) if c == seat))
    d.vp = tuple_add(d.vp, winner, event.majority_vp)
    d.won = tuple_add(d.won, winner, 1)
    shares = ", ".join(f"{SEAT_NAMES[s]} +{event.vp_per_cube * counts[s]} VP" for s in range(d.n) if counts[s])
    rules = ("TRY-14.8", "TRY-14.9", "TRY-14.10")
    if event.permanent:
        d.row_cubes = tuple_set(d.row_cubes, pos, ())
        d.note(f"{event.name} is complete: {shares}; {SEAT_NAMES[winner]} has the majority (+{event.majority_vp} VP) "
               "and a Marauding victory; the card stays, emptied", (*rules, "TRY-14.12", "TRY-14.13", "TRY-7.15"))
        return
    d.row = d.row[:pos] + d.row[pos + 1:]
    d.row_cubes = d.row_cubes[:pos] + d.row_cubes[pos + 1:]
    if event.takes_card:
        d.trophies = tuple_set(d.trophies, winner, d.trophies[winner] + (card,))
    d.note(f"{event.name} is complete: {shares}; {SEAT_NAMES[winner]} has the majority (+{event.majority_vp} VP) and "
           "takes the card, which leaves the row", (*rules, "TRY-14.11"))


def flag_targets(s) -> list[int]:
    """Row positions of events with a free space."""
    return [pos for pos, card in enumerate(s.row) if len(s.row_cubes[pos]) < s.cfg.events[card].spaces]


# --- activations ------------------------------------------------------------------------------------------------


def start_activation(d: Draft, p: int, slot: int, info, refs: tuple) -> None:
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
           f"{count} activation(s)", ("TRY-11.1", "TRY-11.11", "TRY-11.9", "TRY-9.7"), p)
    d.work = (("act", slot, count),)
    run_work(d)


def _push_list(d: Draft, card: int, list_id: int) -> None:
    ops = d.cfg.activity[card].lists[list_id]
    d.work = d.work + tuple(("op", card, op_id) for op_id in reversed(ops))


def _affordable(s, p: int, pay: tuple) -> bool:
    have = {"money": s.money[p], "vp": s.vp[p], "influence": s.infl[p]}
    return all(have[res] >= n for res, n in pay)


def run_work(d: Draft) -> None:
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
            op = cfg.activity[item[1]].ops[item[2]]
            kind = op[0]
            if kind in ("convert", "choose_one") and (kind == "choose_one" or _affordable(d, p, op[1])):
                return
            d.work = d.work[:-1]
            if kind == "gain":
                _gain(d, p, op[1], op[2], cfg.activity[item[1]].name)
            elif kind == "gain_per":
                amount = op[2] * metric(d, p, op[3], op[4])
                if op[5]:
                    amount = min(amount, op[5])
                _gain(d, p, op[1], amount, cfg.activity[item[1]].name)
            elif kind == "conditional":
                value = metric(d, p, op[1], op[2])
                if value >= op[3]:
                    _push_list(d, item[1], op[4])
                else:
                    d.note(f"{cfg.activity[item[1]].name}: condition not met ({op[1]} {value} < {op[3]})",
                           ("TRY-11.13",), p)
            elif kind == "flag":
                d.work = (*d.work, ("flag", op[1]))
            elif kind == "black":
                d.work = (*d.work, ("roll", item[1], op[2], op[1]))
                return
            else:  # an unaffordable conversion is skipped
                d.note(f"{cfg.activity[item[1]].name}: cannot pay for the conversion", ("TRY-11.19", "TRY-9.9"), p)
        elif tag == "mixed" or tag == "roll":
            return
        elif tag == "flag":
            if item[1] > 0 and flag_targets(d):
                return
            d.work = d.work[:-1]
    end_turn(d, p)


def _gain(d: Draft, p: int, resource: str, amount: int, source: str) -> None:
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
    d.note(f"{source}: {text}", ("TRY-11.13",), p)


def legal(s) -> tuple[Action, ...]:
    item = s.work[-1]
    tag = item[0]
    if tag == "op":
        op = s.cfg.activity[item[1]].ops[item[2]]
        if op[0] == "convert":
            return (CONVERT, DECLINE)
        return tuple(Action("option", (i,)) for i in range(len(op[1])))
    if tag == "mixed":
        return (IMMEDIATE, STORE)
    return tuple(Action("flag", (s.cfg.events[s.row[pos]].id,)) for pos in flag_targets(s))


def apply_decision(d: Draft, action: Action) -> None:
    cfg = d.cfg
    p = d.seat
    item = d.work[-1]
    d.work = d.work[:-1]
    kind = action.kind
    if kind == "convert":
        op = cfg.activity[item[1]].ops[item[2]]
        name = cfg.activity[item[1]].name
        for res, n in op[1]:
            if res == "money":
                d.money = tuple_add(d.money, p, -n)
                d.bank -= n
            elif res == "vp":
                d.vp = tuple_add(d.vp, p, -n)
            else:
                d.infl = tuple_add(d.infl, p, -n)
        d.note(f"{name}: pays {', '.join(f'{n} {res}' for res, n in op[1])}", ("TRY-11.19",), p)
        for res, n in op[2]:
            _gain(d, p, res, n, name)
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
    else:  # flag
        pos = [cfg.events[c].id for c in d.row].index(action.args[0])
        d.work = (*d.work, ("flag", item[1] - 1))
        place_event_cubes(d, p, pos, 1)
    run_work(d)


def apply_card_roll(d: Draft, value: int) -> None:
    """A black die rolled by a card (TRY-18.3): on success its follow-up effect is queued."""
    _, card, list_id, least = d.work[-1]
    d.work = d.work[:-1]
    name = d.cfg.activity[card].name
    success = value >= least
    d.note(f"{name}: black die shows {value} ({'success' if success else 'no effect'}; needs {least}+)",
           ("TRY-18.3", "TRY-11.13"), d.seat)
    if success:
        _push_list(d, card, list_id)
    run_work(d)


# --- event round effects (phase 3) -------------------------------------------------------------------------------


def pay_event(d: Draft, seat: int, event, effect: tuple) -> None:
    """each_player_pay / each_player_pay_per: pay what you can; a shortfall costs 2 VP (TRY-7.10, TRY-7.11)."""
    resource = effect[1]
    owed = effect[2] if effect[0] == "pay" else effect[2] * metric(d, seat, effect[3], effect[4])
    if resource == "money":
        paid = min(owed, d.money[seat])
        d.money = tuple_add(d.money, seat, -paid)
        d.bank -= paid
    elif resource == "influence":
        paid = min(owed, d.infl[seat])
        d.infl = tuple_add(d.infl, seat, -paid)
    else:
        paid = lose_vp(d, seat, owed)
    if paid < owed:
        lost = lose_vp(d, seat, d.cfg.penalty)
        d.note(f"{event.name}: pays {paid} of {owed} {resource} and loses {lost} VP",
               ("TRY-7.9", "TRY-7.10", "TRY-7.11", "TRY-3.4"), seat)
    elif owed:
        d.note(f"{event.name}: pays {paid} {resource}", ("TRY-7.9", "TRY-7.12"), seat)


def event_discard_choices(s, seat: int, effect: tuple) -> list[tuple[int, ...]]:
    """The distinct sets of own dice `seat` may discard for this effect (one choice = nothing to decide)."""
    colour, count = effect[1], effect[2]
    own = [code for code in s.dist[seat] if colour < 0 or code >> 3 == colour]
    if len(own) <= count:
        return [tuple(own)]
    types = sorted(set(own))
    counts = [own.count(t) for t in types]
    return [tuple(types[i] for i in combo) for combo in combos(counts, count, count)]


def resolve_discard(d: Draft, seat: int, event, effect: tuple, codes: tuple[int, ...]) -> None:
    dist = list(d.dist[seat])
    for code in codes:
        dist.remove(code)
    d.dist = tuple_set(d.dist, seat, tuple(dist))
    what = "any" if effect[1] < 0 else COLOURS[effect[1]]
    shown = ", ".join(die_text(c) for c in codes) or "nothing"
    if len(codes) < effect[2]:
        lost = lose_vp(d, seat, d.cfg.penalty)
        d.note(f"{event.name}: must discard {effect[2]} {what} dice, discards {shown} and loses {lost} VP",
               ("TRY-7.9", "TRY-7.10", "TRY-7.11", "TRY-3.4"), seat)
    else:
        d.note(f"{event.name}: discards {shown}", ("TRY-7.9", "TRY-7.12"), seat)


def discard_actions(s) -> tuple[Action, ...]:
    _, pos, op, _, _ = s.pending
    effect = s.cfg.events[s.row[pos]].phase_ops[op - 1]
    return tuple(Action("discard", tuple((s.seat, LETTERS[c >> 3], c & 7) for c in choice))
                 for choice in event_discard_choices(s, s.seat, effect))


def apply_discard(d: Draft, action: Action) -> None:
    _, pos, op, k, black = d.pending
    event = d.cfg.events[d.row[pos]]
    codes = tuple(die_code(COLOUR_OF_LETTER[r[1]], r[2]) for r in action.args)
    resolve_discard(d, d.seat, event, event.phase_ops[op - 1], codes)
    run_events(d, pos, op, k + 1, black)
