"""The town crier and the events (TOU-7, TOU-9.6, TOU-9.7, TOU-16): coins on the events, then each event
strikes slot by slot, every targeted player deciding first whether to build a wall against it.

Pending steps: `crier` (a revealed crier goes under its deck and puts coins on the events), `events` and
`event` (the events to apply, and one of them: who it targets), `event_walls` (each targeted player holding an
event card may wall it off, TOU-7.6), `event_apply` (the event acts once per coin on each unwalled player, by
handing its effect over to `effects`), and `reveal_event` (a chance draw refilling an emptied slot).
"""

from __future__ import annotations

from rulebook.core import Ruling

from .. import queries
from ..edits import build_wall
from ..pieces import DECKS, NO_WALL, TAction


def legal_moves(state) -> tuple[TAction, ...]:
    """A wall from each distinct event card in hand, or no wall (the player deciding is `state.current_player`)."""
    task = state.tasks[-1]
    return queries.wall_choices(state, task[2][task[3]], NO_WALL)


def chance_outcomes(state) -> tuple[tuple[TAction, float], ...]:
    """The next event: uniform over the event cards whose order is still unknown (TOU-9.6)."""
    if state.tasks[-1][0] != "reveal_event":
        return ()
    return queries.draw_odds(state, "reveal_event", state.event_deck.unknown)


def apply_move(draft, action: TAction) -> None:
    """Carry out a wall decision, or put the event revealed by chance in its slot."""
    task = draft.tasks[-1]
    if task[0] == "event_walls":
        _apply_event_walls(draft, task, action)
    else:
        _apply_reveal_event(draft, task, action)


def why_not(state, action: TAction) -> Ruling | None:
    """Nothing to add to the general refusal: a wall needs an event card in hand, listed among the choices."""
    return None


def advance(draft, task: tuple) -> bool:
    """Carry out the crier and the events; skip players with nothing to wall; refill a slot when its event is
    certain. True while a player decides on a wall or chance draws an event."""
    kind = task[0]
    if kind == "event_walls":
        return _prepare_event_walls(draft, task)
    if kind == "reveal_event":
        return _prepare_reveal_event(draft, task)
    draft.tasks.pop()
    _AUTOMATIC[kind](draft, task)
    return False


# --- the crier and the events (TOU-7.2 .. TOU-7.8) --------------------------------------------------------------------

def _crier(w, task: tuple) -> None:
    """The town crier procedure (TOU-7.2 .. TOU-7.5)."""
    _, deck, crier = task
    w.decks[deck] = w.decks[deck]._replace(spent=crier)
    w.criers += 1
    cap = w.cfg.capacity
    for slot, ev in enumerate(w.queue):
        if ev >= 0:
            cap_here = w.cards[ev].coin_capacity or cap
            add = w.cfg.crier_coins if cap_here is None else max(0, min(w.cfg.crier_coins, cap_here - w.coins[slot]))
            if w.cfg.deniers_limited:
                add = max(0, min(add, w.supply_deniers))
            w.coins[slot] += add
            w.supply_deniers -= add
    w.note(f"a town crier from {DECKS[deck]} is revealed ({w.criers} so far); coins go on the events: "
           f"{list(w.coins)}", ("TOU-7.2", "TOU-7.3", "TOU-7.5"), w.active)
    slots = tuple(i for i, ev in enumerate(w.queue) if ev >= 0)
    w.tasks.append(("events", slots, "all", "all"))


def _events(w, task: tuple) -> None:
    _, slots, neg, pos = task
    w.tasks += [("event", slot, neg, pos) for slot in reversed(slots)]


def _event(w, task: tuple) -> None:
    """One event of the queue is about to apply: targets, then wall decisions (TOU-7.4, TOU-7.8)."""
    _, slot, neg, pos = task
    ev = w.queue[slot]
    if ev < 0 or w.coins[slot] == 0:
        return
    positive = w.cards[ev].polarity == "positive"
    who = pos if positive else neg
    targets = tuple(s for s in w.seat_order(w.active) if who == "all" or s != w.active)
    w.tasks.append(("event_walls", slot, targets, 0, ()))


def _event_apply(w, task: tuple) -> None:
    _, slot, seats = task
    ev, coins = w.queue[slot], w.coins[slot]
    if ev < 0 or not seats:
        return
    per_coin = w.cards[ev].per_coin
    w.note(f"{w.name(ev)} applies {coins} time(s) to " + ", ".join(f"P{s + 1}" for s in seats),
           ("TOU-7.4", "TOU-7.8", "TOU-16.3", "TOU-16.11"))
    # coin by coin, and for each coin every unwalled player in seat order (so a shared stock is shared fairly)
    order = [s for _ in range(coins) for s in seats]
    w.tasks += [("ops", s, per_coin, "event") for s in reversed(order)]


_AUTOMATIC = {"crier": _crier, "events": _events, "event": _event, "event_apply": _event_apply}


# --- walls against an applying event (TOU-7.6 .. TOU-7.9) ----------------------------------------------------------

def _prepare_event_walls(w, task) -> bool:
    _, slot, targets, idx, walled = task
    while idx < len(targets):
        if queries.events_in_hand(w, targets[idx]):
            w.tasks[-1] = ("event_walls", slot, targets, idx, walled)
            return True
        idx += 1
    w.tasks.pop()
    w.tasks.append(("event_apply", slot, tuple(t for t in targets if t not in walled)))
    return False


def _apply_event_walls(w, task, action) -> None:
    _, slot, targets, idx, walled = task
    s = targets[idx]
    if action.kind == "wall":
        card = queries.copy_in_hand(w, s, action.args[0])
        build_wall(w, s, card)
        walled += (s,)
        w.note(f"builds {w.name(card)} as a wall against {w.name(w.queue[slot])}", ("TOU-7.6", "TOU-7.7",
                                                                                     "TOU-7.9"), s)
    w.tasks[-1] = ("event_walls", slot, targets, idx + 1, walled)


# --- refilling the queue (TOU-9.6, TOU-9.7) ---------------------------------------------------------------------------

def _prepare_reveal_event(w, task) -> bool:
    ed = w.event_deck
    if ed.unknown and not queries.certain(w, ed.unknown):
        return True
    slot = task[1]
    w.tasks.pop()
    if ed.unknown:
        w.queue[slot] = ed.unknown[0]
        w.coins[slot] = 0
        w.event_deck = ed._replace(unknown=ed.unknown[1:])
        w.note(f"{w.name(ed.unknown[0])} is revealed in slot {slot + 1}", ("TOU-9.6", "TOU-9.7"))
    elif ed.bottom:
        w.queue[slot] = ed.bottom[0]
        w.event_deck = ed._replace(bottom=ed.bottom[1:])
        w.note(f"{w.name(ed.bottom[0])} is revealed in slot {slot + 1}", ("TOU-9.6", "TOU-9.7"))
    else:
        w.note(f"the event deck is empty: slot {slot + 1} stays empty", ("TOU-9.7",))
    return False


def _apply_reveal_event(w, task, action) -> None:
    slot = task[1]
    ed = w.event_deck
    card = next(i for i in ed.unknown if w.cards[i].id == action.args[0])
    unknown = list(ed.unknown)
    unknown.remove(card)
    w.event_deck = ed._replace(unknown=tuple(unknown))
    w.queue[slot] = card
    w.coins[slot] = 0
    w.tasks.pop()
    w.note(f"{w.name(card)} is revealed in slot {slot + 1}", ("TOU-9.6", "TOU-9.7"))
