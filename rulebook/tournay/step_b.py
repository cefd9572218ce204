"""Step B: the five citizen actions (TOU-5 .. TOU-11), borrowing, the draw procedure, fights, and the wall
decisions made while events apply (TOU-7.6 .. TOU-7.9).

A step-B action is chosen first ("draw Y2", "activate (0,1)", "fight slot 2", "earn", "gather"); when the
citizens for it could come from more than one plaza, a second decision says whose citizens are used.
"""

from __future__ import annotations

from .engine import Work, add_to_hand, build_wall, bump, events_in_hand, gain, pay, put_bottom
from .model import DAMAGE, GREY, TAction
from .vocab import COLOURS, DECKS

GATHER = TAction("gather", ())
TAKE_FACE_UP = TAction("take_face_up", ())
DRAW_TWO = TAction("draw_two", ())
NO_WALL = TAction("no_wall", ())


# --- borrowing citizens (TOU-5.4 .. TOU-5.8) ------------------------------------------------------------

def can_source(x, s: int, colour: int, n: int, extra: int = 0, grey_needed: bool = False) -> bool:
    """Can seat s muster n citizens of `colour` (own free, others' at the fee) and still pay `extra`?"""
    seat = x.players[s]
    money = seat.money - extra
    if money < 0:
        return False
    own = seat.avail[colour]
    if own >= n:
        return True
    if grey_needed and x.cfg.tokens_limited and x.supply_tokens <= 0:
        return False
    others = sum(p.avail[colour] for j, p in enumerate(x.players) if j != s)
    short = n - own
    return others >= short and money >= x.cfg.fee * short


def source_options(x, task: tuple) -> list[tuple[int, ...]]:
    """Every way to take the citizens: a count per seat, own citizens first (TOU-5.4, TOU-5.6)."""
    _, s, purpose, colour, n, extra = task
    players = x.players
    n_players = len(players)
    money = players[s].money - extra
    fee = x.cfg.fee
    own = players[s].avail[colour]
    borrow_ok = not (purpose[0] == "activate" and x.cfg.tokens_limited and x.supply_tokens <= 0)
    lenders = [(j, players[j].avail[colour]) for j in ((s + i) % n_players for i in range(1, n_players))
               if players[j].avail[colour] > 0] if borrow_ok else []
    out: list[tuple[int, ...]] = []
    for k in range(min(own, n), -1, -1):
        rest = n - k
        if fee * rest > money:
            break
        for split in _splits(rest, lenders):
            vec = [0] * n_players
            vec[s] = k
            for j, m in split:
                vec[j] = m
            out.append(tuple(vec))
    return out


def _splits(total: int, lenders: list[tuple[int, int]]):
    if total == 0:
        yield ()
        return
    if not lenders:
        return
    (j, have), rest = lenders[0], lenders[1:]
    for m in range(min(have, total), -1, -1):
        for tail in _splits(total - m, rest):
            yield (((j, m),) if m else ()) + tail


def _prepare_citizens(w: Work, task) -> bool:
    options = source_options(w, task)
    if len(options) > 1:
        return True
    w.tasks.pop()
    _use_citizens(w, task, options[0])
    return False


def _apply_citizens(w: Work, task, action) -> None:
    w.tasks.pop()
    _use_citizens(w, task, action.args[0])


def _use_citizens(w: Work, task, vec: tuple[int, ...]) -> None:
    """Pay the fees, lay the citizens down (or sit one on the building), then do the action (TOU-5.7 .. 5.10)."""
    _, s, purpose, colour, n, extra = task
    cfg = w.cfg
    borrowed = []
    for j, m in enumerate(vec):
        if j != s and m:
            pay(w, s, cfg.fee * m, j if cfg.fee_to_owner else -1)
            p = w.players[j]
            w.players[j] = p._replace(avail=bump(p.avail, colour, -m), used=bump(p.used, colour, m))
            borrowed.append(f"{m} from P{j + 1}")
    own = vec[s]
    p = w.players[s]
    kind = purpose[0]
    if kind == "activate":
        idx = purpose[1]
        occ = list(p.occ)
        if own:
            p = p._replace(avail=bump(p.avail, colour, -1))
            occ[idx] = colour + 1
        else:
            occ[idx] = GREY
            w.supply_tokens -= 1
        w.players[s] = p._replace(occ=tuple(occ))
    elif own:
        w.players[s] = p._replace(avail=bump(p.avail, colour, -own), used=bump(p.used, colour, own))
    who = ", ".join(([f"{own} own"] if own else []) + borrowed)
    rules = ("TOU-5.2", "TOU-5.4", "TOU-5.5", "TOU-5.7") if borrowed else ("TOU-5.2", "TOU-5.7")
    if kind == "activate":
        card = w.players[s].stacks[purpose[1]][-1]
        cd = w.cards[card]
        rules += ("TOU-5.8", "TOU-8.7") if borrowed else ("TOU-5.8",)
        w.note(f"activates {cd.name} with a {COLOURS[colour]} citizen ({who})", (*rules, "TOU-8.1"), s)
        w.tasks.append(("activated", s, purpose[1], card))
        w.tasks.append(("ops", s, cd.activation, "card"))
    elif kind == "draw":
        w.note(f"draws from {DECKS[purpose[1]]} with {n} {COLOURS[colour]} citizen(s) ({who})",
               (*rules, "TOU-6.1"), s)
        push_draw(w, s, purpose[1])
    else:
        _fight(w, s, purpose[1], extra, who, rules)


# --- the draw procedure (TOU-6) -------------------------------------------------------------------------

def push_draw(w: Work, s: int, deck: int) -> None:
    """Start drawing one card from `deck` (TOU-6.2 .. TOU-6.7); nothing happens if it is empty (TOU-6.9)."""
    d = w.decks[deck]
    if d.drawable() == 0:
        w.note(f"{DECKS[deck]} is empty: no card", ("TOU-6.9",), s)
    elif d.face_up >= 0:
        w.tasks.append(("draw_method", s, deck))
    else:
        w.tasks.append(("reveal", s, deck, (), 2))


def _apply_draw_method(w: Work, task, action) -> None:
    _, s, deck = task
    w.tasks.pop()
    d = w.decks[deck]
    if action.kind == "take_face_up":
        w.decks[deck] = d._replace(face_up=-1)
        add_to_hand(w, s, d.face_up)
        w.note(f"takes the face-up {w.name(d.face_up)} from {DECKS[deck]}", ("TOU-6.2", "TOU-6.6"), s)
        return
    w.decks[deck] = d._replace(face_up=-1, bottom=(*d.bottom, d.face_up))
    w.note(f"turns {w.name(d.face_up)} face down under {DECKS[deck]} and draws two", ("TOU-6.4",), s)
    w.tasks.append(("reveal", s, deck, (), 2))


def _prepare_reveal(w: Work, task) -> bool:
    """Draw known cards by themselves; stop for a chance node while the order is still unknown (TOU-6.8)."""
    _, s, deck, drawn, target = task
    while True:
        d = w.decks[deck]
        if len(drawn) >= target or not (d.unknown or d.bottom):
            w.tasks[-1] = ("keep", s, deck, drawn)
            return _prepare_keep(w, w.tasks[-1])
        if d.unknown and not _certain(w, d.unknown):
            w.tasks[-1] = ("reveal", s, deck, drawn, target)
            return True
        if d.unknown:  # every unknown card is the same card: no chance involved
            card = d.unknown[0]
            w.decks[deck] = d._replace(unknown=d.unknown[1:])
        else:
            card = d.bottom[0]
            w.decks[deck] = d._replace(bottom=d.bottom[1:])
        drawn += (card,)
        if w.cards[card].type == "town_crier":
            target += 1


def _certain(w: Work, pile: tuple[int, ...]) -> bool:
    """True when all cards of an unknown pile are copies of one card, so the next draw is certain."""
    first = w.cards[pile[0]].id
    return all(w.cards[i].id == first for i in pile)


def _apply_reveal(w: Work, task, action) -> None:
    _, s, deck, drawn, target = task
    d = w.decks[deck]
    card_id = action.args[0]
    card = next(i for i in d.unknown if w.cards[i].id == card_id)
    unknown = list(d.unknown)
    unknown.remove(card)
    w.decks[deck] = d._replace(unknown=tuple(unknown))
    if w.cards[card].type == "town_crier":
        target += 1
    w.tasks[-1] = ("reveal", s, deck, (*drawn, card), target)


def _prepare_keep(w: Work, task) -> bool:
    _, s, deck, drawn = task
    cards = w.cards
    keepable = [c for c in drawn if cards[c].type != "town_crier"]
    if len(keepable) > 1:
        return True
    w.tasks.pop()
    crier = [c for c in drawn if cards[c].type == "town_crier"]
    if keepable:
        add_to_hand(w, s, keepable[0])
        w.note(f"keeps {w.name(keepable[0])}", ("TOU-6.6", "TOU-6.9"), s)
    if crier:
        w.note("a town crier was among the cards: one extra card was drawn", ("TOU-6.5",), s)
        w.tasks.append(("crier", deck, crier[0]))
    return False


def _legal_keep(st, task) -> tuple:
    cards = st.cfg.cards.cards
    ids: list[str] = []
    for c in task[3]:
        if cards[c].type != "town_crier" and cards[c].id not in ids:
            ids.append(cards[c].id)
    return tuple(TAction("keep", (cid,)) for cid in ids)


def _apply_keep(w: Work, task, action) -> None:
    _, s, deck, drawn = task
    cards = w.cards
    keepable = [c for c in drawn if cards[c].type != "town_crier"]
    kept = next(c for c in keepable if cards[c].id == action.args[0])
    keepable.remove(kept)
    other = keepable[0]
    add_to_hand(w, s, kept)
    w.decks[deck] = w.decks[deck]._replace(face_up=other)
    w.tasks.pop()
    crier = [c for c in drawn if cards[c].type == "town_crier"]
    rules = ("TOU-6.3", "TOU-6.5", "TOU-6.6") if crier else ("TOU-6.3", "TOU-6.6")
    w.note(f"keeps {w.name(kept)}; {w.name(other)} goes face up on {DECKS[deck]}", rules, s)
    if crier:
        w.tasks.append(("crier", deck, crier[0]))


# --- fights and the event queue (TOU-9) ------------------------------------------------------------------

def fight_needs(cfg, ev_card, coins: int) -> tuple[int, int]:
    """Citizens and deniers needed to fight an event (TOU-9.2, TOU-9.3)."""
    if ev_card.fight_class == "lose_money":
        return cfg.fight_lose, 0
    return cfg.fight_other, coins + cfg.fight_extra


def _fight(w: Work, s: int, slot: int, extra: int, who: str, rules: tuple) -> None:
    ev, coins = w.queue[slot], w.coins[slot]
    pay(w, s, extra)
    w.supply_deniers += coins
    w.coins[slot] = 0
    w.queue[slot] = -1
    add_to_hand(w, s, ev)
    w.note(f"fights {w.name(ev)} ({who}; pays {extra}); its {coins} coin(s) return to the supply",
           (*rules, "TOU-9.1", "TOU-9.4", "TOU-9.5"), s)
    w.tasks.append(("reveal_event", slot))


def take_event(w: Work, s: int, slot: int) -> None:
    """A card effect takes a queue event into hand (Fort, TOU-17.10 COMBAT_EVENT)."""
    ev, coins = w.queue[slot], w.coins[slot]
    w.supply_deniers += coins
    w.coins[slot] = 0
    w.queue[slot] = -1
    add_to_hand(w, s, ev)
    w.note(f"takes {w.name(ev)} into hand; its {coins} coin(s) return to the supply", ("TOU-9.5", "TOU-17.10"), s)
    w.tasks.append(("reveal_event", slot))


def _prepare_reveal_event(w: Work, task) -> bool:
    ed = w.event_deck
    if ed.unknown and not _certain(w, ed.unknown):
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


def _apply_reveal_event(w: Work, task, action) -> None:
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


def chance(st, task) -> tuple:
    """Uniform over the face-down cards whose order is still unknown, grouped by card id (TOU-6.8)."""
    pile = st.decks[task[2]].unknown if task[0] == "reveal" else st.event_deck.unknown
    kind = task[0]
    cards = st.cfg.cards.cards
    counts: dict[str, int] = {}
    for i in pile:
        cid = cards[i].id
        counts[cid] = counts.get(cid, 0) + 1
    total = len(pile)
    return tuple((TAction(kind, (cid,)), n / total) for cid, n in counts.items())


# --- walls against an applying event (TOU-7.6 .. TOU-7.9) --------------------------------------------------

def _prepare_event_walls(w: Work, task) -> bool:
    _, slot, targets, idx, walled = task
    while idx < len(targets):
        if events_in_hand(w, targets[idx]):
            w.tasks[-1] = ("event_walls", slot, targets, idx, walled)
            return True
        idx += 1
    w.tasks.pop()
    w.tasks.append(("event_apply", slot, tuple(t for t in targets if t not in walled)))
    return False


def _legal_event_walls(st, task) -> tuple:
    s = task[2][task[3]]
    cards = st.cfg.cards.cards
    ids: list[str] = []
    for i in st.players[s].hand:
        if cards[i].kind == "event" and cards[i].id not in ids:
            ids.append(cards[i].id)
    return (*tuple(TAction("wall", (cid,)) for cid in ids), NO_WALL)


def _apply_event_walls(w: Work, task, action) -> None:
    _, slot, targets, idx, walled = task
    s = targets[idx]
    if action.kind == "wall":
        card = next(i for i in w.players[s].hand if w.cards[i].id == action.args[0])
        build_wall(w, s, card)
        walled += (s,)
        w.note(f"builds {w.name(card)} as a wall against {w.name(w.queue[slot])}", ("TOU-7.6", "TOU-7.7",
                                                                                     "TOU-7.9"), s)
    w.tasks[-1] = ("event_walls", slot, targets, idx + 1, walled)


from . import step_b_actions  # noqa: E402  (step B's main choice; it uses the helpers above)

LEGAL = {
    "step_b": step_b_actions.legal_step_b, "citizens": lambda st, t: tuple(
        TAction("citizens", (v,)) for v in source_options(st, t)),
    "draw_method": lambda st, t: (TAKE_FACE_UP, DRAW_TWO), "keep": _legal_keep,
    "event_walls": _legal_event_walls,
}
APPLY = {
    "step_b": step_b_actions.apply_step_b, "citizens": _apply_citizens, "draw_method": _apply_draw_method,
    "reveal": _apply_reveal, "keep": _apply_keep, "reveal_event": _apply_reveal_event,
    "event_walls": _apply_event_walls,
}
PREPARE = {
    "citizens": _prepare_citizens, "reveal": _prepare_reveal, "keep": _prepare_keep,
    "reveal_event": _prepare_reveal_event, "event_walls": _prepare_event_walls,
}

__all__ = [
    "DAMAGE",
    "can_source",
    "fight_needs",
    "gain",
    "push_draw",
    "put_bottom",
    "source_options",
    "take_event",
]
