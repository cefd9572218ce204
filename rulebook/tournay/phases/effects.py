"""Card and event effects (TOU-15.6 .. TOU-15.10, TOU-16.10, TOU-17.10): the effect operations carried out one
at a time for one player, the choices they ask for, and the characters reacting to a placement or activation.

Pending steps: `ops` (run the first operation of a list and leave the rest as a new step underneath, so that an
operation may start a longer procedure, a draw or events with walls, or ask the player to choose before the
next one runs), `choose` (which building, which colour, accept or decline...), and `placed` / `activated` (the
characters in the row or column of a card react). Effects go as far as they can (TOU-7.12, TOU-8.9).
"""

from __future__ import annotations

from itertools import combinations

from rulebook.core import Ruling
from rulebook.core.i18n import reason_text

from .. import board, queries
from ..edits import add_to_hand, gain, pay, put_bottom, remove_from_hand, set_occ
from ..pieces import ACCEPT, ANY, COLOURS, DAMAGE, DECKS, DECLINE, GREY, TAction, bump
from ..refusals import DOMAIN, card_words

EVENT_RULES = ("TOU-16.10", "TOU-7.12")
CARD_RULES = ("TOU-17.10", "TOU-8.9")


def legal_moves(state) -> tuple[TAction, ...]:
    """The choices an effect asks for, depending on its operation."""
    return _legal_choose(state, state.tasks[-1])


def chance_outcomes(state) -> tuple:
    """Effects involve no chance of their own (a draw they start does, in `drawing`)."""
    return ()


def apply_move(draft, action: TAction) -> None:
    """Carry out the choice made inside an effect."""
    _apply_choose(draft, draft.tasks[-1], action)


def why_not(state, action: TAction) -> Ruling | None:
    """Why an event cannot be taken by a card (Fort's COMBAT_EVENT)."""
    if action.kind != "take_event" or state.tasks[-1][2][0] != "COMBAT_EVENT":
        return None
    args = action.args
    if not args or not isinstance(args[0], int) or not 0 <= args[0] < len(state.queue) or state.queue[args[0]] < 0:
        return Ruling(False, reason_text(DOMAIN, "there is no event in queue slot {slot}", slot=args),
                      ("TOU-9.7", "TOU-17.10"))
    coins = state.coins[args[0]]
    return Ruling(False, reason_text(DOMAIN, "{card} carries {coins} coin(s); only an event with a coin can be taken",
                                     card=card_words(state.card(state.queue[args[0]])), coins=coins),
                  ("TOU-9.1", "TOU-17.10"))


def advance(draft, task: tuple) -> bool:
    """Run the next operation of an effect, or the characters' reactions; a choice waits (True)."""
    kind = task[0]
    if kind == "ops":  # run the first operation; the rest waits underneath as a new step
        draft.tasks.pop()
        _, s, ops, draft.source = task
        if ops:
            if len(ops) > 1:
                draft.tasks.append(("ops", s, ops[1:], draft.source))
            EXEC[ops[0][0]](draft, s, ops[0])
        return False
    if kind == "choose":
        return True
    draft.tasks.pop()
    _triggers(draft, task)
    return False


def _rules(w) -> tuple[str, ...]:
    """Cite the event vocabulary for event effects, the card vocabulary for card effects."""
    return EVENT_RULES if w.source == "event" else CARD_RULES


def _again(w, s: int, op: tuple, done: int) -> None:
    """Queue the rest of a counted operation (n - done) so it is looked at afresh."""
    left = op[-1] - done
    if left > 0:
        w.tasks.append(("ops", s, ((*op[:-1], left),), w.source))


def _triggers(w, task: tuple) -> None:
    """Characters in the row or column react to a placement or an activation (TOU-15.6 .. TOU-15.10)."""
    kind, s, idx, card = task
    on = "place" if kind == "placed" else "activate"
    cfg, cards = w.cfg, w.cards
    placed = cards[card]
    r, c = divmod(idx, cfg.cols)
    fired = []
    for j, stack in enumerate(w.players[s].stacks):
        if not stack or j == idx:
            continue
        ch = cards[stack[-1]].character
        if (ch is None or ch.on != on or ch.effect[0][0] == "MODIFY_COST" or placed.type not in ch.types
                or placed.colour not in ch.colours or not board.in_lines(cfg, j, r, c, ch.rows, ch.columns)):
            continue
        fired.append((stack[-1], ch.effect))
    for _, effect in reversed(fired):
        w.tasks.append(("ops", s, effect, "card"))
    for char, _ in fired:
        w.note(f"{w.name(char)} reacts to {placed.name}", ("TOU-15.6", "TOU-15.7", "TOU-15.10"), s)


# --- money and citizens -----------------------------------------------------------------------------------

def _gain(w, s: int, op: tuple) -> None:
    got = gain(w, s, op[1])
    w.note(f"gains {got} denier(s)", _rules(w), s)


def _pay(w, s: int, op: tuple) -> None:
    paid = pay(w, s, op[1])
    w.note(f"{'pays' if op[0] == 'PAY_DENIERS' else 'loses'} {paid} denier(s)", _rules(w), s)


def _take_from_stock(w, s: int, op: tuple) -> None:
    _, colour, n = op
    k = min(n, w.stock[colour])
    w.stock[colour] -= k
    p = w.players[s]
    w.players[s] = p._replace(avail=bump(p.avail, colour, k))
    if k:
        w.note(f"takes {k} {COLOURS[colour]} citizen(s) from the stock, available at once", _rules(w), s)
    else:
        w.note(f"no {COLOURS[colour]} citizen is left in the stock", _rules(w), s)


def _move(w, s: int, colour: int, k: int, up: bool) -> None:
    p = w.players[s]
    if up:
        w.players[s] = p._replace(avail=bump(p.avail, colour, k), used=bump(p.used, colour, -k))
    else:
        w.players[s] = p._replace(avail=bump(p.avail, colour, -k), used=bump(p.used, colour, k))
    w.note(f"{'stands up' if up else 'lays down'} {k} {COLOURS[colour]} citizen(s)", _rules(w), s)


def _stand_or_lay(w, s: int, op: tuple) -> None:
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


def _lose_citizens(w, s: int, op: tuple) -> None:
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


def _lose(w, s: int, colour: int, n: int) -> int:
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

def _tokens(w, s: int, op: tuple) -> None:
    name, colour, n = op
    spots = queries.free_buildings(w, s, colour)
    if w.cfg.tokens_limited:
        n = min(n, w.supply_tokens)
    if len(spots) <= n:
        for idx in spots:
            _put_token(w, s, idx, DAMAGE if name == "DAMAGE_BUILDINGS" else GREY)
    elif n > 0:
        w.tasks.append(("choose", s, (*op[:2], n), w.source))


def _put_token(w, s: int, idx: int, code: int) -> None:
    set_occ(w, s, idx, code)
    w.supply_tokens -= 1
    card = w.players[s].stacks[idx][-1]
    w.note(f"a {'damage' if code == DAMAGE else 'grey'} token goes on {w.name(card)}", _rules(w), s)


def _remove_token(w, s: int, op: tuple) -> None:
    code = DAMAGE if op[1] == "damage" else GREY
    spots = queries.token_spaces(w, s, code)
    if len(spots) == 1:
        _lift_token(w, s, spots[0])
    elif spots:
        w.tasks.append(("choose", s, op, w.source))


def _lift_token(w, s: int, idx: int) -> None:
    set_occ(w, s, idx, 0)
    w.supply_tokens += 1
    w.note(f"removes a token from {w.name(w.players[s].stacks[idx][-1])}", CARD_RULES, s)


def _place_token(w, s: int, op: tuple) -> None:
    spots = queries.foreign_buildings(w, s, None, False)
    if w.cfg.tokens_limited and w.supply_tokens <= 0:
        return
    if len(spots) == 1:
        _put_token(w, spots[0][0], spots[0][1], DAMAGE if op[1] == "damage" else GREY)
    elif spots:
        w.tasks.append(("choose", s, op, w.source))


def _use_other(w, s: int, op: tuple) -> None:
    spots = queries.foreign_buildings(w, s, op[1], True)
    if len(spots) == 1:
        _borrow_effect(w, s, *spots[0])
    elif spots:
        w.tasks.append(("choose", s, op, w.source))
    else:
        w.note("no building of another player to use", CARD_RULES, s)


def _borrow_effect(w, s: int, j: int, idx: int) -> None:
    card = w.cards[w.players[j].stacks[idx][-1]]
    w.note(f"uses the effect of P{j + 1}'s {card.name}", CARD_RULES, s)
    w.tasks.append(("ops", s, card.activation, "card"))


# --- cards, events and choices ----------------------------------------------------------------------------

def _discard(w, s: int, op: tuple) -> None:
    hand = w.players[s].hand
    n = op[1]
    if len(hand) <= n or len({w.cards[i].id for i in hand}) == 1:
        for card in hand[:n]:
            _discard_one(w, s, card)
    else:
        w.tasks.append(("choose", s, op, w.source))


def _discard_one(w, s: int, card: int) -> None:
    remove_from_hand(w, s, card)
    put_bottom(w, card)
    w.note(f"discards {w.name(card)} to the bottom of its deck", _rules(w), s)


def _optional(w, s: int, op: tuple) -> None:
    if queries.optional_possible(w, s, op[1]):
        w.tasks.append(("choose", s, op, w.source))
    else:
        w.note("cannot take up the optional effect", ("TOU-17.10", "TOU-8.9"), s)


def _combat(w, s: int, op: tuple) -> None:
    slots = queries.combat_slots(w, s, op)
    if len(slots) == 1:
        _take(w, s, op, slots[0])
    elif slots:
        w.tasks.append(("choose", s, op, w.source))
    else:
        w.note("no event with enough coins to take", CARD_RULES, s)


def _take(w, s: int, op: tuple, slot: int) -> None:
    if op[2] == "fight":
        pay(w, s, w.coins[slot] + w.cfg.fight_extra)
    _take_event(w, s, slot)


def _take_event(w, s: int, slot: int) -> None:
    """A card effect takes a queue event into hand (Fort, TOU-17.10 COMBAT_EVENT); the slot is refilled."""
    ev, coins = w.queue[slot], w.coins[slot]
    w.supply_deniers += coins
    w.coins[slot] = 0
    w.queue[slot] = -1
    add_to_hand(w, s, ev)
    w.note(f"takes {w.name(ev)} into hand; its {coins} coin(s) return to the supply", ("TOU-9.5", "TOU-17.10"), s)
    w.tasks.append(("reveal_event", slot))


def _add_coins(w, s: int, op: tuple) -> None:
    if any(ev >= 0 for ev in w.queue) and op[1] > 0:
        w.tasks.append(("choose", s, op, w.source))
    else:
        _bind_chosen(w, ())


def _bind_chosen(w, slots: tuple) -> None:
    """Point a following TRIGGER_EVENTS(chosen, ...) at the events just chosen (Ballista, TOU-17.10)."""
    if w.tasks and w.tasks[-1][0] == "ops":
        _, s, rest, source = w.tasks[-1]
        if rest[0][0] == "TRIGGER_EVENTS" and rest[0][1] == "chosen":
            w.tasks[-1] = ("ops", s, (("TRIGGER_SLOTS", slots, rest[0][2], rest[0][3]), *rest[1:]), source)


def _trigger(w, s: int, op: tuple) -> None:
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
    "DRAW_CARD": lambda w, s, op: w.tasks.append(("start_draw", s, DECKS.index(op[1]))), "COMBAT_EVENT": _combat,
    "ADD_COINS": _add_coins, "TRIGGER_EVENTS": _trigger, "TRIGGER_SLOTS": _trigger,
    "USE_OTHER_BUILDING": _use_other, "REMOVE_TOKEN": _remove_token, "PLACE_TOKEN": _place_token,
    "MODIFY_COST": lambda w, s, op: None,
}
"""How each operation of the vocabulary is carried out (TOU-16.10, TOU-17.10)."""


# --- the "choose" decision ---------------------------------------------------------------------------------

def _legal_choose(st, task) -> tuple:
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
        return tuple(TAction("token_on", divmod(i, cols)) for i in queries.free_buildings(st, s, op[1]))
    if name == "DISCARD_CARDS":
        return tuple(TAction("discard_card", (cid,)) for cid in queries.distinct_ids(st.cfg.cards.cards, seat.hand))
    if name == "OPTIONAL":
        return (ACCEPT, DECLINE)
    if name == "COMBAT_EVENT":
        return tuple(TAction("take_event", (slot,)) for slot in queries.combat_slots(st, s, op))
    if name == "ADD_COINS":
        slots = [i for i, ev in enumerate(st.queue) if ev >= 0]
        subsets = [c for k in range(min(op[1], len(slots)) + 1) for c in combinations(slots, k)]
        return tuple(TAction("choose_events", (sub,)) for sub in subsets)
    if name == "USE_OTHER_BUILDING":
        return tuple(TAction("use_building", (j, *divmod(i, cols)))
                     for j, i in queries.foreign_buildings(st, s, op[1], True))
    if name == "REMOVE_TOKEN":
        code = DAMAGE if op[1] == "damage" else GREY
        return tuple(TAction("remove_token", divmod(i, cols)) for i in queries.token_spaces(st, s, code))
    if name == "PLACE_TOKEN":
        return tuple(TAction("place_token", (j, *divmod(i, cols)))
                     for j, i in queries.foreign_buildings(st, s, None, False))
    raise AssertionError(f"no choice for {name}")


def _apply_choose(w, task, action) -> None:
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
        _discard_one(w, s, queries.copy_in_hand(w, s, args[0]))
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
