"""A Tournay state as canonical JSON and back, with every field checked (design §3: strict readers).

Cards are written by id (copies are interchangeable), so the text reads like the table. Loading checks types,
ranges and the pending steps, and that nothing was invented or lost: every physical card in exactly one place,
11 citizens per colour at most, tokens and deniers adding up to their totals.
"""

from __future__ import annotations

from typing import Any

from rulebook.core import OptionError, jsonio, log_append, log_entries, log_from_json, resolve_options
from rulebook.core.jsonio import JSONError

from .cards import cards_from_data, shipped_cards
from .invariants import check_invariants
from .options import OPTIONS, make_config
from .pieces import AUTOMATIC_STEPS, COLOURS, DECKS, HOLDING, Deck, Seat, TLogEntry, op_from_json, op_to_json

VERSION = 1
TARGETS = ("all", "others")

# Pending-step kinds and the kinds of their fields (see pieces.PHASES and the phase modules for their meaning).
TASKS: dict[str, tuple[str, ...]] = {
    "turn": (), "end_turn": (), "final_reveal": (), "score": (),
    "step_a": ("seat",), "step_b": ("seat",), "end_walls": ("seat",), "hand_limit": ("seat",),
    "final_card": ("seat",), "final_walls": ("seat",), "final_resolve": ("seat",),
    "place": ("seat", "card", "flag"), "cost_cards": ("seat", "card", "pos", "pos", "cards", "flag"),
    "citizens": ("seat", "purpose", "colour", "count", "count"), "draw_method": ("seat", "deck"),
    "reveal": ("seat", "deck", "cards", "count"), "keep": ("seat", "deck", "cards"), "reveal_event": ("slot",),
    "crier": ("deck", "card"), "events": ("slots", "target", "target"), "event": ("slot", "target", "target"),
    "event_walls": ("slot", "seats", "count", "seats"), "event_apply": ("slot", "seats"),
    "ops": ("seat", "ops", "source"), "choose": ("seat", "op", "source"), "placed": ("seat", "space", "card"),
    "activated": ("seat", "space", "card"),
}


def _op_json(op: tuple) -> dict:
    if op[0] == "TRIGGER_SLOTS":
        return {"op": "TRIGGER_SLOTS", "slots": list(op[1]), "negative_targets": op[2], "positive_targets": op[3]}
    return op_to_json(op)


def task_json(task: tuple, cards) -> list:
    """One pending step as JSON: its kind, then its fields with cards by id, decks and colours by name."""
    out: list = [task[0]]
    for kind, value in zip(TASKS[task[0]], task[1:]):
        if kind == "card":
            value = cards[value].id
        elif kind == "cards":
            value = [cards[i].id for i in value]
        elif kind in ("slots", "seats"):
            value = list(value)
        elif kind == "purpose":
            value = [value[0], value[1]]
        elif kind == "ops":
            value = [_op_json(o) for o in value]
        elif kind == "op":
            value = _op_json(value)
        elif kind == "deck":
            value = DECKS[value]
        elif kind == "colour":
            value = COLOURS[value]
        out.append(value)
    return out


def final_choice_json(choice: tuple, cards) -> list | None:
    """A seat's secret final choice as JSON: None (not chosen yet), [] (a pass) or [card, row, col, cost cards]."""
    if not choice:
        return None
    if choice[0] < 0:
        return []
    return [cards[choice[0]].id, choice[1], choice[2], [cards[i].id for i in choice[3]]]


def state_to_json(st) -> str:
    """The whole position as canonical JSON text: options, cards (if not the shipped ones), table, steps, log."""
    cards = st.cfg.cards.cards
    ids = lambda seq: [cards[i].id for i in seq]
    seats = [{"money": p.money, "avail": list(p.avail), "used": list(p.used), "hand": ids(p.hand),
              "stacks": [ids(s) for s in p.stacks], "occupants": list(p.occ), "walls": ids(p.walls)}
             for p in st.players]
    decks = {DECKS[d]: _deck_json(dk, ids) for d, dk in enumerate(st.decks)}
    tasks = [task_json(t, cards) for t in st.tasks]
    finals = [final_choice_json(c, cards) for c in st.final_choices]
    return jsonio.dumps({
        "game": "tournay", "version": VERSION, "players": len(st.players), "options": dict(st.cfg.values),
        "cards": None if st.cfg.cards.data is shipped_cards().data else st.cfg.cards.data,
        "seats": seats, "decks": decks, "event_deck": {"unknown": ids(st.event_deck.unknown),
                                                       "bottom": ids(st.event_deck.bottom)},
        "queue": [None if e < 0 else cards[e].id for e in st.queue], "coins": list(st.coins),
        "stock": list(st.stock), "supply_deniers": st.supply_deniers, "supply_tokens": st.supply_tokens,
        "active": st.active, "start_player": st.start_player, "turn": st.turn, "criers": st.criers,
        "final_round": st.final_round, "end_trigger": st.end_trigger, "end_trigger_seat": st.end_trigger_seat,
        "final_choices": finals, "tasks": tasks, "log": [e.to_json() for e in log_entries(st.log_chain)],
    })


def _deck_json(dk: Deck, ids) -> dict:
    return {"face_up": None if dk.face_up < 0 else ids([dk.face_up])[0], "unknown": ids(dk.unknown),
            "bottom": ids(dk.bottom), "spent": None if dk.spent < 0 else ids([dk.spent])[0]}


KEYS = ("game", "version", "players", "options", "cards", "seats", "decks", "event_deck", "queue", "coins", "stock",
        "supply_deniers", "supply_tokens", "active", "start_player", "turn", "criers", "final_round",
        "end_trigger", "end_trigger_seat", "final_choices", "tasks", "log")


def state_from_json(text: str, state_cls):
    """Read `to_json()` text into a `state_cls` instance, checking every field, the conservation laws and the
    pending steps; a `JSONError` names the field path of the first problem."""
    data = jsonio.obj(jsonio.loads(text), "state", KEYS)
    jsonio.string(data["game"], "state.game", ("tournay",))
    jsonio.integer(data["version"], "state.version", VERSION, VERSION)
    n = jsonio.integer(data["players"], "state.players", 2, 4)
    options = dict(jsonio.obj(data["options"], "state.options", (), tuple(OPTIONS)))
    if data["cards"] is not None:
        options["cards"] = cards_from_data(data["cards"])
    try:
        opts = resolve_options("tournay", OPTIONS, options)
        cfg = make_config(n, opts, set(options) | {"stock_citizens_per_colour", "start_citizens_per_colour"})
    except OptionError as exc:
        raise JSONError(f"state.options: {exc}") from None
    reader = Reader(cfg)
    seats = tuple(reader.seat(p, f"state.seats[{i}]") for i, p in
                  enumerate(jsonio.array(data["seats"], "state.seats", n, n)))
    reader.seats = seats
    decks_obj = jsonio.obj(data["decks"], "state.decks", DECKS)
    decks = tuple(reader.deck(decks_obj[code], f"state.decks.{code}", d) for d, code in enumerate(DECKS))
    ed = jsonio.obj(data["event_deck"], "state.event_deck", ("unknown", "bottom"))
    event_deck = Deck(-1, tuple(sorted(reader.cards(ed["unknown"], "state.event_deck.unknown", "event"))),
                      tuple(reader.cards(ed["bottom"], "state.event_deck.bottom", "event")), -1)
    q = jsonio.array(data["queue"], "state.queue", cfg.queue_size, cfg.queue_size)
    queue = tuple(-1 if v is None else reader.card(v, f"state.queue[{i}]", "event") for i, v in enumerate(q))
    coins = tuple(jsonio.integer(v, f"state.coins[{i}]", 0, 100) for i, v in
                  enumerate(jsonio.array(data["coins"], "state.coins", cfg.queue_size, cfg.queue_size)))
    stock = tuple(jsonio.integer(v, f"state.stock[{i}]", 0, 11) for i, v in
                  enumerate(jsonio.array(data["stock"], "state.stock", 3, 3)))
    lo = -10**6 if not cfg.deniers_limited else 0
    supply = jsonio.integer(data["supply_deniers"], "state.supply_deniers", lo, 10**6)
    tokens = jsonio.integer(data["supply_tokens"], "state.supply_tokens", -1000 if not cfg.tokens_limited else 0,
                            10**4)
    finals = reader.final_choices(data["final_choices"], "state.final_choices")
    tasks = tuple(reader.task(t, f"state.tasks[{i}]", n) for i, t in
                  enumerate(jsonio.array(data["tasks"], "state.tasks", 0, 200)))
    st = state_cls(cfg, seats, decks, event_deck, queue, coins, stock, supply,
                   tokens, jsonio.integer(data["active"], "state.active", 0, n - 1),
                   jsonio.integer(data["start_player"], "state.start_player", 0, n - 1),
                   jsonio.integer(data["turn"], "state.turn", 0, 10**6), jsonio.integer(data["criers"], "state.criers",
                                                                                       0, 9),
                   jsonio.boolean(data["final_round"], "state.final_round"),
                   jsonio.string(data["end_trigger"], "state.end_trigger", ("", "district", "criers", "max_turns")),
                   jsonio.integer(data["end_trigger_seat"], "state.end_trigger_seat", -1, n - 1), finals, tasks,
                   _log(data["log"]))
    problems = check_invariants(st)
    if problems:
        raise JSONError("state: " + "; ".join(problems[:5]))
    check_pending(st)
    return st


def check_pending(st) -> None:
    """The pending steps must be ones the engine could have left: a decision or a draw on top, owned by the
    active player where a step belongs to the turn, and offering at least one choice."""
    if not st.tasks:
        return
    for i, task in enumerate(st.tasks):
        if task[0] in ("step_a", "step_b", "end_walls", "hand_limit") and task[1] != st.active:
            raise JSONError(f"state.tasks[{i}]: a {task[0]} step of seat {task[1]} while seat {st.active} is active")
    if st.tasks[-1][0] in AUTOMATIC_STEPS:
        raise JSONError(f"state.tasks[{len(st.tasks) - 1}]: the last pending step must be a decision or a draw")
    try:
        choices = st.chance_outcomes() if st.current_player < 0 else st.legal_actions()
    except (ValueError, KeyError, IndexError, TypeError, StopIteration) as exc:
        raise JSONError(f"state.tasks: the pending step does not fit the position ({exc!r})") from None
    if not choices:
        raise JSONError("state.tasks: the pending step offers no choice")


def _log(data: Any):
    """The saved log, with Tournay's entries (seats shown as P1..Pn)."""
    try:
        entries = log_entries(log_from_json(data, "state.log"))
    except ValueError as exc:
        raise JSONError(str(exc)) from None
    return log_append(None, [TLogEntry(*e) for e in entries])


class Reader:
    """Reads card ids back to physical cards, handing out each physical copy once (`free`: id → copies left)."""

    def __init__(self, cfg):
        self.cfg = cfg
        self.cardset = cfg.cards
        self.free = {cid: list(idx) for cid, idx in self.cardset.indices.items()}
        self.seats: tuple[Seat, ...] = ()

    def card(self, value: Any, where: str, kind: str | None = None) -> int:
        """The next free copy of a card id; `kind` ("event", "activity") restricts what is allowed."""
        cid = jsonio.string(value, where, max_len=40)
        if cid not in self.free:
            raise JSONError(f"{where}: unknown card id {cid!r}")
        card = self.cardset.by_id[cid]
        if kind == "event" and card.kind != "event":
            raise JSONError(f"{where}: {cid} is not an event")
        if kind == "activity" and card.kind != "activity":
            raise JSONError(f"{where}: {cid} is not an activity card")
        if not self.free[cid]:
            raise JSONError(f"{where}: more copies of {cid} than the {card.copies} in the game")
        return self.free[cid].pop(0)

    def cards(self, values: Any, where: str, kind: str | None = None) -> list[int]:
        """A list of card ids, each read by `card`."""
        return [self.card(v, f"{where}[{i}]", kind) for i, v in enumerate(jsonio.array(values, where, 0, 120))]

    def ref(self, value: Any, where: str) -> str:
        """A card id naming a card held elsewhere (a hand or a district); `resolve` finds the copy."""
        cid = jsonio.string(value, where, max_len=40)
        if cid not in self.cardset.indices:
            raise JSONError(f"{where}: unknown card id {cid!r}")
        return cid

    def in_hand(self, seat: Seat, cids: list[str], where: str) -> list[int]:
        """Distinct copies in `seat`'s hand for the ids `cids` (a pending play or a secret final card)."""
        hand = list(seat.hand)
        out = []
        for cid in cids:
            pick = next((i for i in hand if self.cardset.cards[i].id == cid), None)
            if pick is None:
                raise JSONError(f"{where}: {cid} is not in that player's hand")
            hand.remove(pick)
            out.append(pick)
        return out

    def seat(self, value: Any, where: str) -> Seat:
        """One player's holdings."""
        p = jsonio.obj(value, where, ("money", "avail", "used", "hand", "stacks", "occupants", "walls"))
        size = self.cfg.rows * self.cfg.cols
        trip = lambda v, w: tuple(jsonio.integer(x, f"{w}[{i}]", 0, 11)
                                  for i, x in enumerate(jsonio.array(v, w, 3, 3)))
        stacks = tuple(tuple(self.cards(s, f"{where}.stacks[{i}]", "activity")) for i, s in
                       enumerate(jsonio.array(p["stacks"], f"{where}.stacks", size, size)))
        occ = tuple(jsonio.integer(v, f"{where}.occupants[{i}]", 0, 5) for i, v in
                    enumerate(jsonio.array(p["occupants"], f"{where}.occupants", size, size)))
        return Seat(jsonio.integer(p["money"], f"{where}.money", 0, 10**6), trip(p["avail"], f"{where}.avail"),
                    trip(p["used"], f"{where}.used"), tuple(sorted(self.cards(p["hand"], f"{where}.hand"))),
                    stacks, occ, tuple(self.cards(p["walls"], f"{where}.walls", "event")))

    def deck(self, value: Any, where: str, d: int) -> Deck:
        """Deck number `d`; every card must belong to it."""
        dk = jsonio.obj(value, where, ("face_up", "unknown", "bottom", "spent"))
        one = lambda v, w: -1 if v is None else self.card(v, w, "activity")
        deck = Deck(one(dk["face_up"], f"{where}.face_up"),
                    tuple(sorted(self.cards(dk["unknown"], f"{where}.unknown", "activity"))),
                    tuple(self.cards(dk["bottom"], f"{where}.bottom", "activity")), one(dk["spent"], f"{where}.spent"))
        for i in (deck.face_up, deck.spent, *deck.unknown, *deck.bottom):
            if i >= 0 and self.cardset.cards[i].deck != d:
                raise JSONError(f"{where}: {self.cardset.cards[i].id} belongs to deck "
                                f"{DECKS[self.cardset.cards[i].deck]}")
        return deck

    def final_choices(self, value: Any, where: str) -> tuple:
        """Every seat's secret final choice; the cards must be in that seat's hand (`seats` read first)."""
        n = len(self.seats)
        finals = []
        for i, c in enumerate(jsonio.array(value, where, n, n)):
            here = f"{where}[{i}]"
            if c is None:
                finals.append(())
            elif c == []:
                finals.append((-1,))
            else:
                c = jsonio.array(c, here, 4, 4)
                extra = [self.ref(x, f"{here}[3]") for x in jsonio.array(c[3], f"{here}[3]", 0, 4)]
                picked = self.in_hand(self.seats[i], [self.ref(c[0], f"{here}[0]"), *extra], here)
                finals.append((picked[0], jsonio.integer(c[1], f"{here}[1]", -1, 3),
                               jsonio.integer(c[2], f"{here}[2]", -1, 3), tuple(picked[1:])))
        return tuple(finals)

    def task(self, value: Any, where: str, n: int) -> tuple:
        """One pending step; cards it holds (drawn, a crier) are taken from the free copies."""
        t = jsonio.array(value, where, 1, 8)
        kind = jsonio.string(t[0], f"{where}[0]", tuple(TASKS))
        kinds = TASKS[kind]
        if len(t) != len(kinds) + 1:
            raise JSONError(f"{where}: a {kind!r} step has {len(kinds)} field(s)")
        out: list = [kind]
        for i, (k, v) in enumerate(zip(kinds, t[1:]), start=1):
            out.append(self._field(k, v, f"{where}[{i}]", n, kind, i))
        if kind in ("place", "cost_cards"):
            chosen = list(out[5]) if kind == "cost_cards" else []
            copies = self.in_hand(self.seats[out[1]], [out[2], *chosen], where)
            out[2] = copies[0]
            if kind == "cost_cards":
                out[5] = tuple(copies[1:])
        elif kind in ("placed", "activated"):
            stack = self.seats[out[1]].stacks[out[2]]
            if not stack or self.cardset.cards[stack[-1]].id != out[3]:
                raise JSONError(f"{where}: {out[3]} is not the top card of that space")
            out[3] = stack[-1]
        return tuple(out)

    def _field(self, k: str, v: Any, where: str, n: int, kind: str, pos: int) -> Any:
        if k == "seat":
            return jsonio.integer(v, where, 0, n - 1)
        if k in ("card", "cards"):
            holding = HOLDING.get(kind) == pos
            if k == "card":
                return self.card(v, where) if holding else self.ref(v, where)
            return tuple(self.cards(v, where) if holding else [self.ref(x, f"{where}[{i}]")
                                                             for i, x in enumerate(jsonio.array(v, where, 0, 4))])
        if k == "flag":
            return jsonio.integer(v, where, 0, 1)
        if k == "pos":
            return jsonio.integer(v, where, -1, 3)
        if k == "count":
            return jsonio.integer(v, where, 0, 50)
        if k == "colour":
            return COLOURS.index(jsonio.string(v, where, COLOURS))
        if k == "deck":
            return DECKS.index(jsonio.string(v, where, DECKS))
        if k == "slot":
            return jsonio.integer(v, where, 0, self.cfg.queue_size - 1)
        if k == "space":
            return jsonio.integer(v, where, 0, self.cfg.rows * self.cfg.cols - 1)
        if k == "source":
            return jsonio.string(v, where, ("card", "event"))
        if k == "target":
            return jsonio.string(v, where, TARGETS)
        if k in ("slots", "seats"):
            hi = self.cfg.queue_size - 1 if k == "slots" else n - 1
            return tuple(jsonio.integer(x, f"{where}[{i}]", 0, hi) for i, x in enumerate(jsonio.array(v, where, 0, 5)))
        if k == "purpose":
            p = jsonio.array(v, where, 2, 2)
            pk = jsonio.string(p[0], f"{where}[0]", ("draw", "activate", "fight"))
            hi = {"draw": 8, "activate": self.cfg.rows * self.cfg.cols - 1, "fight": self.cfg.queue_size - 1}[pk]
            return (pk, jsonio.integer(p[1], f"{where}[1]", 0, hi))
        if k == "ops":
            return tuple(self._op(o, f"{where}[{i}]") for i, o in enumerate(jsonio.array(v, where, 0, 100)))
        return self._op(v, where)

    def _op(self, v: Any, where: str) -> tuple:
        if isinstance(v, dict) and v.get("op") == "TRIGGER_SLOTS":
            o = jsonio.obj(v, where, ("op", "slots", "negative_targets", "positive_targets"))
            slots = tuple(jsonio.integer(x, f"{where}.slots[{i}]", 0, self.cfg.queue_size - 1)
                          for i, x in enumerate(jsonio.array(o["slots"], f"{where}.slots", 0, 5)))
            return ("TRIGGER_SLOTS", slots, jsonio.string(o["negative_targets"], f"{where}.negative_targets", TARGETS),
                    jsonio.string(o["positive_targets"], f"{where}.positive_targets", TARGETS))
        try:
            return op_from_json(v, where)
        except ValueError as exc:
            raise JSONError(str(exc)) from None
