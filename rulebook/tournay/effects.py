"""Carrying out effect operations (TOU-16.10, TOU-17.10) for one player, one operation at a time.

An `("ops", seat, ops)` task runs its first operation and leaves the rest as a new task underneath, so that an
operation may start a longer procedure (a draw, events with walls) or ask the player to choose (which
building, which colour) before the next one runs. Effects go as far as they can (TOU-7.12, TOU-8.9).
"""

from __future__ import annotations

from itertools import combinations

from . import engine
from .engine import Work, bump, gain, pay, put_bottom, remove_from_hand, set_occ
from .model import DAMAGE, GREY, TAction
from .step_b import push_draw, take_event
from .vocab import ANY, COLOURS, DECKS

ACCEPT, DECLINE = TAction("accept", ()), TAction("decline", ())
EVENT_RULES = ("TOU-16.10", "TOU-7.12")
CARD_RULES = ("TOU-17.10", "TOU-8.9")


def _rules(w: Work) -> tuple[str, ...]:
    """Cite the event vocabulary for event effects, the card vocabulary for card effects."""
    return EVENT_RULES if w.source == "event" else CARD_RULES


def _ops_task(w: Work, task: tuple) -> None:
    _, s, ops, w.source = task
    if not ops:
        return
    if len(ops) > 1:
        w.tasks.append(("ops", s, ops[1:], w.source))
    EXEC[ops[0][0]](w, s, ops[0])


engine.AUTO["ops"] = _ops_task


def _again(w: Work, s: int, op: tuple, done: int) -> None:
    """Queue the rest of a counted operation (n - done) so it is looked at afresh."""
    left = op[-1] - done
    if left > 0:
        w.tasks.append(("ops", s, ((*op[:-1], left),), w.source))


# --- money and citizens -----------------------------------------------------------------------------------

def _gain(w: Work, s: int, op: tuple) -> None:
    got = gain(w, s, op[1])
    w.note(f"gains {got} denier(s)", _rules(w), s)


def _pay(w: Work, s: int, op: tuple) -> None:
    paid = pay(w, s, op[1])
    w.note(f"{'pays' if op[0] == 'PAY_DENIERS' else 'loses'} {paid} denier(s)", _rules(w), s)


def _take_from_stock(w: Work, s: int, op: tuple) -> None:
    _, colour, n = op
    k = min(n, w.stock[colour])
    w.stock[colour] -= k
    p = w.players[s]
    w.players[s] = p._replace(avail=bump(p.avail, colour, k))
    if k:
        w.note(f"takes {k} {COLOURS[colour]} citizen(s) from the stock, available at once", _rules(w), s)
    else:
        w.note(f"no {COLOURS[colour]} citizen is left in the stock", _rules(w), s)


def _move(w: Work, s: int, colour: int, k: int, up: bool) -> None:
    p = w.players[s]
    if up:
        w.players[s] = p._replace(avail=bump(p.avail, colour, k), used=bump(p.used, colour, -k))
    else:
        w.players[s] = p._replace(avail=bump(p.avail, colour, -k), used=bump(p.used, colour, k))
    w.note(f"{'stands up' if up else 'lays down'} {k} {COLOURS[colour]} citizen(s)", _rules(w), s)


def _stand_or_lay(w: Work, s: int, op: tuple) -> None:
    name, colour, n = op
    up = name == "STAND_UP_CITIZENS"
    pool = w.players[s].used if up else w.players[s].avail
    if colour != ANY:
        if pool[colour]:
            _move(w, s, colour, min(n, pool[colour]), up)
        return
    have = [c for c in range(3) if pool[c]]
    if sum(pool) <= n or len(have) == 1:
        for c in have:
            _move(w, s, c, min(n, pool[c]), up)
            n -= min(n, pool[c])
    elif have:
        w.tasks.append(("choose", s, op, w.source))


def _lose_citizens(w: Work, s: int, op: tuple) -> None:
    _, colour, n = op
    owned = w.players[s].owned()
    if colour != ANY:
        _lose(w, s, colour, n)
        return
    have = [c for c in range(3) if owned[c]]
    if sum(owned) <= n or len(have) == 1:
        for c in have:
            n -= _lose(w, s, c, n)
    elif have:
        w.tasks.append(("choose", s, op, w.source))


def _lose(w: Work, s: int, colour: int, n: int) -> int:
    """Return citizens of one colour to the stock: available first, then used, then on buildings."""
    p = w.players[s]
    a = min(n, p.avail[colour])
    u = min(n - a, p.used[colour])
    occ = list(p.occ)
    b = 0
    for idx, code in enumerate(occ):
        if a + u + b < n and code == colour + 1:
            occ[idx] = 0
            b += 1
    w.players[s] = p._replace(avail=bump(p.avail, colour, -a), used=bump(p.used, colour, -u), occ=tuple(occ))
    w.stock[colour] += a + u + b
    if a + u + b:
        w.note(f"returns {a + u + b} {COLOURS[colour]} citizen(s) to the stock", _rules(w), s)
    return a + u + b


# --- buildings and tokens ---------------------------------------------------------------------------------

def _free_buildings(x, s: int, colour: int) -> list[int]:
    cards = x.cfg.cards.cards
    seat = x.players[s]
    return [i for i, st in enumerate(seat.stacks) if st and not seat.occ[i] and cards[st[-1]].type == "building"
            and (colour == ANY or cards[st[-1]].colour == colour)]


def _tokens(w: Work, s: int, op: tuple) -> None:
    name, colour, n = op
    spots = _free_buildings(w, s, colour)
    if w.cfg.tokens_limited:
        n = min(n, w.supply_tokens)
    if len(spots) <= n:
        for idx in spots:
            _put_token(w, s, idx, DAMAGE if name == "DAMAGE_BUILDINGS" else GREY)
    elif n > 0:
        w.tasks.append(("choose", s, (*op[:2], n), w.source))


def _put_token(w: Work, s: int, idx: int, code: int) -> None:
    set_occ(w, s, idx, code)
    w.supply_tokens -= 1
    card = w.players[s].stacks[idx][-1]
    w.note(f"a {'damage' if code == DAMAGE else 'grey'} token goes on {w.name(card)}", _rules(w), s)


def _token_spaces(x, s: int, code: int) -> list[int]:
    return [i for i, c in enumerate(x.players[s].occ) if c == code]


def _remove_token(w: Work, s: int, op: tuple) -> None:
    code = DAMAGE if op[1] == "damage" else GREY
    spots = _token_spaces(w, s, code)
    if len(spots) == 1:
        _lift_token(w, s, spots[0])
    elif spots:
        w.tasks.append(("choose", s, op, w.source))


def _lift_token(w: Work, s: int, idx: int) -> None:
    set_occ(w, s, idx, 0)
    w.supply_tokens += 1
    w.note(f"removes a token from {w.name(w.players[s].stacks[idx][-1])}", CARD_RULES, s)


def _foreign(x, s: int, colour: int | None, exclude_port: bool) -> list[tuple[int, int]]:
    """Visible buildings of other players (unoccupied ones only when colour is None, for tokens)."""
    cards = x.cfg.cards.cards
    n = len(x.players)
    out = []
    for j in ((s + i) % n for i in range(1, n)):
        seat = x.players[j]
        for idx, st in enumerate(seat.stacks):
            if not st or cards[st[-1]].type != "building":
                continue
            card = cards[st[-1]]
            if colour is None:
                if not seat.occ[idx]:
                    out.append((j, idx))
            elif card.colour == colour and not (exclude_port and any(o[0] == "USE_OTHER_BUILDING"
                                                                     for o in card.activation)):
                out.append((j, idx))
    return out


def _place_token(w: Work, s: int, op: tuple) -> None:
    spots = _foreign(w, s, None, False)
    if w.cfg.tokens_limited and w.supply_tokens <= 0:
        return
    if len(spots) == 1:
        _put_token(w, spots[0][0], spots[0][1], DAMAGE if op[1] == "damage" else GREY)
    elif spots:
        w.tasks.append(("choose", s, op, w.source))


def _use_other(w: Work, s: int, op: tuple) -> None:
    spots = _foreign(w, s, op[1], True)
    if len(spots) == 1:
        _borrow_effect(w, s, *spots[0])
    elif spots:
        w.tasks.append(("choose", s, op, w.source))
    else:
        w.note("no building of another player to use", CARD_RULES, s)


def _borrow_effect(w: Work, s: int, j: int, idx: int) -> None:
    card = w.cards[w.players[j].stacks[idx][-1]]
    w.note(f"uses the effect of P{j + 1}'s {card.name}", CARD_RULES, s)
    w.tasks.append(("ops", s, card.activation, "card"))


# --- cards, events and choices ----------------------------------------------------------------------------

def _discard(w: Work, s: int, op: tuple) -> None:
    hand = w.players[s].hand
    n = op[1]
    if len(hand) <= n or len({w.cards[i].id for i in hand}) == 1:
        for card in hand[:n]:
            _discard_one(w, s, card)
    else:
        w.tasks.append(("choose", s, op, w.source))


def _discard_one(w: Work, s: int, card: int) -> None:
    remove_from_hand(w, s, card)
    put_bottom(w, card)
    w.note(f"discards {w.name(card)} to the bottom of its deck", _rules(w), s)


def _optional(w: Work, s: int, op: tuple) -> None:
    if optional_possible(w, s, op[1]):
        w.tasks.append(("choose", s, op, w.source))
    else:
        w.note("cannot take up the optional effect", ("TOU-17.10", "TOU-8.9"), s)


def optional_possible(x, s: int, ops: tuple) -> bool:
    """An OPTIONAL group needs every payment and every gain to be possible in full (TOU-17.10)."""
    pay_total = sum(o[1] for o in ops if o[0] == "PAY_DENIERS")
    gain_total = sum(o[1] for o in ops if o[0] == "GAIN_DENIERS")
    if pay_total > x.players[s].money:
        return False
    if x.cfg.deniers_limited and gain_total > x.supply_deniers:
        return False
    return all(x.stock[o[1]] >= o[2] for o in ops if o[0] == "TAKE_CITIZENS_FROM_STOCK")


def _combat(w: Work, s: int, op: tuple) -> None:
    slots = combat_slots(w, s, op)
    if len(slots) == 1:
        _take(w, s, op, slots[0])
    elif slots:
        w.tasks.append(("choose", s, op, w.source))
    else:
        w.note("no event with enough coins to take", CARD_RULES, s)


def combat_slots(x, s: int, op: tuple) -> list[int]:
    _, min_coins, extra = op
    out = []
    for slot, ev in enumerate(x.queue):
        coins = x.coins[slot]
        if ev >= 0 and coins >= max(min_coins, 1) and (extra == "none"
                                                        or x.players[s].money >= coins + x.cfg.fight_extra):
            out.append(slot)
    return out


def _take(w: Work, s: int, op: tuple, slot: int) -> None:
    if op[2] == "fight":
        pay(w, s, w.coins[slot] + w.cfg.fight_extra)
    take_event(w, s, slot)


def _add_coins(w: Work, s: int, op: tuple) -> None:
    if any(ev >= 0 for ev in w.queue) and op[1] > 0:
        w.tasks.append(("choose", s, op, w.source))
    else:
        _bind_chosen(w, ())


def _bind_chosen(w: Work, slots: tuple) -> None:
    """Point a following TRIGGER_EVENTS(chosen, ...) at the events just chosen (Ballista, TOU-17.10)."""
    if w.tasks and w.tasks[-1][0] == "ops":
        _, s, rest, source = w.tasks[-1]
        if rest[0][0] == "TRIGGER_EVENTS" and rest[0][1] == "chosen":
            w.tasks[-1] = ("ops", s, (("TRIGGER_SLOTS", slots, rest[0][2], rest[0][3]), *rest[1:]), source)


def _trigger(w: Work, s: int, op: tuple) -> None:
    if op[0] == "TRIGGER_SLOTS":
        slots = op[1]
    elif op[1] == "all":
        slots = tuple(i for i, ev in enumerate(w.queue) if ev >= 0)
    else:
        slots = ()
    if slots:
        w.note("events apply now: " + ", ".join(w.name(w.queue[i]) for i in slots), ("TOU-16.6", "TOU-7.8"), s)
        w.tasks.append(("events", slots, op[2], op[3]))


EXEC = {
    "GAIN_DENIERS": _gain, "PAY_DENIERS": _pay, "LOSE_DENIERS": _pay, "TAKE_CITIZENS_FROM_STOCK": _take_from_stock,
    "STAND_UP_CITIZENS": _stand_or_lay, "LAY_DOWN_CITIZENS": _stand_or_lay, "LOSE_CITIZENS": _lose_citizens,
    "DAMAGE_BUILDINGS": _tokens, "GREY_BUILDINGS": _tokens, "DISCARD_CARDS": _discard, "OPTIONAL": _optional,
    "DRAW_CARD": lambda w, s, op: push_draw(w, s, DECKS.index(op[1])), "COMBAT_EVENT": _combat,
    "ADD_COINS": _add_coins, "TRIGGER_EVENTS": _trigger, "TRIGGER_SLOTS": _trigger,
    "USE_OTHER_BUILDING": _use_other, "REMOVE_TOKEN": _remove_token, "PLACE_TOKEN": _place_token,
    "MODIFY_COST": lambda w, s, op: None,
}


# --- the "choose" decision ---------------------------------------------------------------------------------

def legal_choose(st, task) -> tuple:
    _, s, op, _source = task
    name = op[0]
    seat = st.players[s]
    cols = st.cfg.cols
    if name in ("STAND_UP_CITIZENS", "LAY_DOWN_CITIZENS"):
        pool = seat.used if name == "STAND_UP_CITIZENS" else seat.avail
        kind = "stand_up" if name == "STAND_UP_CITIZENS" else "lay_down"
        return tuple(TAction(kind, (COLOURS[c],)) for c in range(3) if pool[c])
    if name == "LOSE_CITIZENS":
        owned = seat.owned()
        return tuple(TAction("lose_citizen", (COLOURS[c],)) for c in range(3) if owned[c])
    if name in ("DAMAGE_BUILDINGS", "GREY_BUILDINGS"):
        return tuple(TAction("token_on", divmod(i, cols)) for i in _free_buildings(st, s, op[1]))
    if name == "DISCARD_CARDS":
        ids: list[str] = []
        for i in seat.hand:
            if st.cfg.cards.cards[i].id not in ids:
                ids.append(st.cfg.cards.cards[i].id)
        return tuple(TAction("discard_card", (cid,)) for cid in ids)
    if name == "OPTIONAL":
        return (ACCEPT, DECLINE)
    if name == "COMBAT_EVENT":
        return tuple(TAction("take_event", (slot,)) for slot in combat_slots(st, s, op))
    if name == "ADD_COINS":
        slots = [i for i, ev in enumerate(st.queue) if ev >= 0]
        subsets = [c for k in range(min(op[1], len(slots)) + 1) for c in combinations(slots, k)]
        return tuple(TAction("choose_events", (sub,)) for sub in subsets)
    if name == "USE_OTHER_BUILDING":
        return tuple(TAction("use_building", (j, *divmod(i, cols))) for j, i in _foreign(st, s, op[1], True))
    if name == "REMOVE_TOKEN":
        code = DAMAGE if op[1] == "damage" else GREY
        return tuple(TAction("remove_token", divmod(i, cols)) for i in _token_spaces(st, s, code))
    if name == "PLACE_TOKEN":
        return tuple(TAction("place_token", (j, *divmod(i, cols))) for j, i in _foreign(st, s, None, False))
    raise AssertionError(f"no choice for {name}")


def apply_choose(w: Work, task, action) -> None:
    _, s, op, w.source = task
    w.tasks.pop()
    kind, args = action
    cols = w.cfg.cols
    if kind in ("stand_up", "lay_down"):
        _move(w, s, COLOURS.index(args[0]), 1, kind == "stand_up")
        _again(w, s, op, 1)
    elif kind == "lose_citizen":
        _lose(w, s, COLOURS.index(args[0]), 1)
        _again(w, s, op, 1)
    elif kind == "token_on":
        _put_token(w, s, args[0] * cols + args[1], DAMAGE if op[0] == "DAMAGE_BUILDINGS" else GREY)
        _again(w, s, op, 1)
    elif kind == "discard_card":
        _discard_one(w, s, next(i for i in w.players[s].hand if w.cards[i].id == args[0]))
        _again(w, s, op, 1)
    elif kind == "accept":
        w.tasks.append(("ops", s, op[1], w.source))
    elif kind == "decline":
        w.note("declines the optional effect", ("TOU-8.9",), s)
    elif kind == "take_event":
        _take(w, s, op, args[0])
    elif kind == "choose_events":
        for slot in args[0]:
            cap = w.cards[w.queue[slot]].coin_capacity or w.cfg.capacity
            add = op[2] if cap is None else max(0, min(op[2], cap - w.coins[slot]))
            w.coins[slot] += add
            w.supply_deniers -= add
        w.note(f"adds coins to slot(s) {[i + 1 for i in args[0]]}: coins now {list(w.coins)}", ("TOU-17.10",), s)
        _bind_chosen(w, args[0])
    elif kind == "use_building":
        _borrow_effect(w, s, args[0], args[1] * cols + args[2])
    elif kind == "remove_token":
        _lift_token(w, s, args[0] * cols + args[1])
    elif kind == "place_token":
        _put_token(w, args[0], args[1] * cols + args[2], DAMAGE if op[1] == "damage" else GREY)


LEGAL = {"choose": legal_choose}
APPLY = {"choose": apply_choose}
