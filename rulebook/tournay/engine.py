"""The turn machine: a mutable working copy of a state, the automatic steps, and the helpers every rule uses.

`apply` copies the state into a `Work`, carries out the chosen action, then `run` performs automatic steps
(start of turn, crier, events, end of turn...) until a decision or a chance draw is needed, and freezes the
result into a new state. Automatic steps live here; decisions live in `decisions.py`, effects in `effects.py`.
"""

from __future__ import annotations

from collections.abc import Callable

from rulebook.core import LogChain

from . import district
from .model import DAMAGE, GREY, Seat, TLogEntry
from .vocab import DECKS


class Work:
    """A state being changed: lists where the state has tuples; `freeze` makes the next state."""

    __slots__ = (
        "active",
        "cards",
        "cfg",
        "cls",
        "coins",
        "criers",
        "decks",
        "end_trigger",
        "end_trigger_seat",
        "event_deck",
        "final_choices",
        "final_round",
        "log_chain",
        "players",
        "queue",
        "source",
        "start_player",
        "stock",
        "supply_deniers",
        "supply_tokens",
        "tasks",
        "turn",
    )

    def __init__(self, st):
        self.cls = type(st)
        self.cfg = st.cfg
        self.cards = st.cfg.cards.cards
        self.players = list(st.players)
        self.decks = list(st.decks)
        self.event_deck = st.event_deck
        self.queue = list(st.queue)
        self.coins = list(st.coins)
        self.stock = list(st.stock)
        self.supply_deniers = st.supply_deniers
        self.supply_tokens = st.supply_tokens
        self.active = st.active
        self.start_player = st.start_player
        self.turn = st.turn
        self.criers = st.criers
        self.final_round = st.final_round
        self.end_trigger = st.end_trigger
        self.end_trigger_seat = st.end_trigger_seat
        self.final_choices = list(st.final_choices)
        self.tasks = list(st.tasks)
        self.log_chain = st.log_chain
        self.source = "card"  # whose vocabulary the effect being carried out comes from: "card" or "event"

    def freeze(self):
        return self.cls(self.cfg, tuple(self.players), tuple(self.decks), self.event_deck, tuple(self.queue),
                        tuple(self.coins), tuple(self.stock), self.supply_deniers, self.supply_tokens, self.active,
                        self.start_player, self.turn, self.criers, self.final_round, self.end_trigger,
                        self.end_trigger_seat, tuple(self.final_choices), tuple(self.tasks), self.log_chain)

    def note(self, text: str, rule_ids: tuple[str, ...], player: int | None = None) -> None:
        chain = self.log_chain
        self.log_chain = LogChain(TLogEntry(text, rule_ids, player), chain, chain.length + 1 if chain else 1)

    def name(self, card: int) -> str:
        return self.cards[card].name

    def seat_order(self, first: int) -> list[int]:
        n = len(self.players)
        return [(first + i) % n for i in range(n)]


# --- small helpers shared by the rules ---------------------------------------------------------------------

def bump(values: tuple, index: int, delta: int) -> tuple:
    """`values` with `values[index] += delta` (for citizen triples)."""
    out = list(values)
    out[index] += delta
    return tuple(out)


def gain(w: Work, s: int, n: int) -> int:
    """Take up to n deniers from the general supply (TOU-1.12)."""
    if w.cfg.deniers_limited:
        n = max(0, min(n, w.supply_deniers))
    p = w.players[s]
    w.players[s] = p._replace(money=p.money + n)
    w.supply_deniers -= n
    return n


def pay(w: Work, s: int, n: int, to: int = -1) -> int:
    """Pay up to n deniers to the supply or to seat `to` (TOU-7.12: as far as possible)."""
    p = w.players[s]
    n = min(n, p.money)
    w.players[s] = p._replace(money=p.money - n)
    if to < 0:
        w.supply_deniers += n
    else:
        q = w.players[to]
        w.players[to] = q._replace(money=q.money + n)
    return n


def add_to_hand(w: Work, s: int, card: int) -> None:
    p = w.players[s]
    w.players[s] = p._replace(hand=tuple(sorted((*p.hand, card))))


def remove_from_hand(w: Work, s: int, card: int) -> None:
    p = w.players[s]
    hand = list(p.hand)
    hand.remove(card)
    w.players[s] = p._replace(hand=tuple(hand))


def hand_copy(w: Work, s: int, card_id: str) -> int:
    """The first card in seat s's hand with this id."""
    for i in w.players[s].hand:
        if w.cards[i].id == card_id:
            return i
    raise KeyError(card_id)


def put_bottom(w: Work, card: int) -> None:
    """Face down under its own deck, above a spent crier (TOU-6.8, TOU-12.3, TOU-12.4)."""
    c = w.cards[card]
    if c.kind == "event":
        w.event_deck = w.event_deck._replace(bottom=(*w.event_deck.bottom, card))
    else:
        d = w.decks[c.deck]
        w.decks[c.deck] = d._replace(bottom=(*d.bottom, card))


def build_wall(w: Work, s: int, card: int) -> None:
    """Move an event card from hand to the wall pile (TOU-0.9.12, TOU-7.7)."""
    p = w.players[s]
    hand = list(p.hand)
    hand.remove(card)
    w.players[s] = p._replace(hand=tuple(hand), walls=(*p.walls, card))


def events_in_hand(w, s: int) -> list[int]:
    cards = w.cards if isinstance(w, Work) else w.cfg.cards.cards
    return [i for i in w.players[s].hand if cards[i].kind == "event"]


def release_space(w: Work, s: int, idx: int) -> None:
    """Clear the occupant of a space being covered or discarded (TOU-4.12, TOU-4.13)."""
    p = w.players[s]
    code = p.occ[idx]
    if not code:
        return
    if code in (GREY, DAMAGE):
        w.supply_tokens += 1
    else:
        p = p._replace(used=bump(p.used, code - 1, 1))
    occ = list(p.occ)
    occ[idx] = 0
    w.players[s] = p._replace(occ=tuple(occ))


def set_occ(w: Work, s: int, idx: int, code: int) -> None:
    p = w.players[s]
    occ = list(p.occ)
    occ[idx] = code
    w.players[s] = p._replace(occ=tuple(occ))


# --- automatic steps ----------------------------------------------------------------------------------

def _turn(w: Work, task: tuple) -> None:
    s = w.active
    if s == w.start_player and not w.final_round:
        check_end(w)
    w.tasks += [("end_turn",), ("hand_limit", s), ("end_walls", s), ("step_b", s), ("step_a", s)]
    w.note(f"turn {w.turn + 1}{' (final round)' if w.final_round else ''}", ("TOU-3.1", "TOU-3.2"), s)


def check_end(w: Work) -> None:
    """The end-of-game check at the start of the start player's turn (TOU-13.3, TOU-13.4, TOU-13.12)."""
    cfg = w.cfg
    cards = cfg.cards
    meets = [s for s in w.seat_order(w.start_player) if district.meets_condition1(cfg, cards, w.players[s])]
    criers = w.criers >= cfg.crier_threshold
    if len(meets) >= cfg.c1_alone:
        trigger, seat, why = "district", meets[0], ("TOU-13.1", "TOU-13.3")
    elif meets and criers:
        trigger, seat, why = "criers", meets[0], ("TOU-13.1", "TOU-13.2", "TOU-13.3")
    elif w.turn >= cfg.max_turns:
        trigger, seat, why = "max_turns", -1, ("TOU-13.12",)
    else:
        return
    w.final_round, w.end_trigger, w.end_trigger_seat = True, trigger, seat
    w.note(f"the end is triggered ({trigger}); everyone takes one more turn", (*why, "TOU-13.6"), seat
           if seat >= 0 else None)


def _end_turn(w: Work, task: tuple) -> None:
    w.turn += 1
    w.active = nxt = (w.active + 1) % len(w.players)
    if w.final_round and nxt == w.start_player:
        order = w.seat_order(w.start_player)
        w.tasks.append(("score",))
        w.tasks += [("final_walls", s) for s in reversed(order)]
        w.tasks.append(("final_reveal",))
        w.tasks += [("final_card", s) for s in reversed(order)]
        w.note("final placement: each player secretly picks one card", ("TOU-13.7",))
    else:
        w.tasks.append(("turn",))


def _final_reveal(w: Work, task: tuple) -> None:
    w.note("the secret final cards are revealed", ("TOU-13.7", "TOU-13.8"))
    w.tasks += [("final_resolve", s) for s in reversed(w.seat_order(w.start_player))]


def _final_resolve(w: Work, task: tuple) -> None:
    from .decisions import do_place
    s = task[1]
    choice = w.final_choices[s]
    w.final_choices[s] = ()  # revealed: no secret choice is pending any more
    if not choice or choice[0] < 0:
        w.note("plays no final card", ("TOU-13.10",), s)
        return
    card, r, c, cost_cards = choice
    do_place(w, s, card, r, c, cost_cards, final=True)


def _score(w: Work, task: tuple) -> None:
    from .scoring import seat_totals
    totals = seat_totals(w.cfg, w.players)
    w.note("final scores: " + ", ".join(f"P{s + 1} {v}" for s, v in enumerate(totals)), ("TOU-13.11", "TOU-14.10"))


def _triggers(w: Work, task: tuple) -> None:
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
                or placed.colour not in ch.colours or not district.in_lines(cfg, j, r, c, ch.rows, ch.columns)):
            continue
        fired.append((stack[-1], ch.effect))
    for _, effect in reversed(fired):
        w.tasks.append(("ops", s, effect, "card"))
    for char, _ in fired:
        w.note(f"{w.name(char)} reacts to {placed.name}", ("TOU-15.6", "TOU-15.7", "TOU-15.10"), s)


def _crier(w: Work, task: tuple) -> None:
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


def _events(w: Work, task: tuple) -> None:
    _, slots, neg, pos = task
    w.tasks += [("event", slot, neg, pos) for slot in reversed(slots)]


def _event(w: Work, task: tuple) -> None:
    """One event of the queue is about to apply: targets, then wall decisions (TOU-7.4, TOU-7.8)."""
    _, slot, neg, pos = task
    ev = w.queue[slot]
    if ev < 0 or w.coins[slot] == 0:
        return
    positive = w.cards[ev].polarity == "positive"
    who = pos if positive else neg
    targets = tuple(s for s in w.seat_order(w.active) if who == "all" or s != w.active)
    w.tasks.append(("event_walls", slot, targets, 0, ()))


def _event_apply(w: Work, task: tuple) -> None:
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


AUTO: dict[str, Callable[[Work, tuple], None]] = {
    "turn": _turn, "end_turn": _end_turn, "final_reveal": _final_reveal, "final_resolve": _final_resolve,
    "score": _score, "placed": _triggers, "activated": _triggers, "crier": _crier, "events": _events,
    "event": _event, "event_apply": _event_apply,
}


def run(w: Work, prepare: dict[str, Callable[[Work, tuple], bool]]) -> None:
    """Carry out automatic steps until a decision, a chance draw or the end of the game is reached."""
    tasks = w.tasks
    auto = AUTO
    while tasks:
        kind = tasks[-1][0]
        handler = auto.get(kind)
        if handler is not None:
            handler(w, tasks.pop())
            continue
        check = prepare.get(kind)
        if check is None or check(w, tasks[-1]):
            return


__all__ = ["Seat", "Work", "build_wall", "bump", "gain", "pay", "put_bottom", "run"]
