"""Decisions: who chooses, what may be chosen, and what each choice does.

Each decision kind has a `legal` function (the choices, in a fixed order), an `apply` function, and where it
may resolve itself (a single possible sourcing, nothing to play...) a `prepare` check that `engine.run` calls
before stopping. Step A (playing a card) and the end of turn live here; step B in `step_b.py`; card and event
effects in `effects.py`.
"""

from __future__ import annotations

from . import district, effects, step_b
from .engine import Work, add_to_hand, build_wall, events_in_hand, pay, put_bottom, release_space, remove_from_hand, run
from .model import TAction
from .vocab import COLOURS, PLACEABLE

NO_CARD = TAction("no_card", ())
DONE = TAction("done", ())
FINAL_PASS = TAction("final_pass", ())


# --- step A: playing a card (TOU-4) ---------------------------------------------------------------------

def positions(x, s: int, card: int) -> list[tuple[int, int]]:
    """Where seat s can place `card` now, paying its full cost (TOU-4.3 .. TOU-4.18)."""
    cfg = x.cfg
    cardset = cfg.cards
    cd = cardset.cards[card]
    if cd.type not in PLACEABLE:
        return []
    seat = x.players[s]
    cost = cd.cost
    if cost.cards > len(seat.hand) - 1:
        return []
    pool = seat.avail if not cfg.cost_any_state else tuple(a + u for a, u in zip(seat.avail, seat.used))
    if cost.citizens != (0, 0, 0) and any(pool[c] < cost.citizens[c] for c in range(3)):
        return []
    spots = district.placements(cfg, cardset, seat, cd)
    if not spots:
        return spots
    if not _has_modifiers(cardset, seat):
        return spots if seat.money >= cost.deniers else []
    return [(r, c) for r, c in spots
            if seat.money >= max(0, cost.deniers + district.cost_discount(cfg, cardset, seat, cd, r, c))]


def _has_modifiers(cardset, seat) -> bool:
    cards = cardset.cards
    for stack in seat.stacks:
        if stack:
            ch = cards[stack[-1]].character
            if ch is not None and ch.effect[0][0] == "MODIFY_COST":
                return True
    return False


def playable(x, s: int) -> list[str]:
    """Distinct card ids in hand that can be placed somewhere now."""
    cards = x.cfg.cards.cards
    out: list[str] = []
    for i in x.players[s].hand:
        cid = cards[i].id
        if cid not in out and positions(x, s, i):
            out.append(cid)
    return out


def _legal_step_a(st, task) -> tuple:
    return (*tuple(TAction("play", (cid,)) for cid in playable(st, task[1])), NO_CARD)


def _prepare_step_a(w: Work, task) -> bool:
    cards = w.cards
    if any(cards[i].type in PLACEABLE for i in w.players[task[1]].hand):
        return True
    w.tasks.pop()  # no district card in hand: step A passes by itself (TOU-4.1, TOU-4.2)
    return False


def _apply_step_a(w: Work, task, action) -> None:
    w.tasks.pop()
    if action.kind == "no_card":
        return
    s = task[1]
    card = _copy_in_hand(w, s, action.args[0])
    w.tasks.append(("place", s, card, 0))


def _copy_in_hand(x, s: int, card_id: str) -> int:
    cards = x.cfg.cards.cards
    return next(i for i in x.players[s].hand if cards[i].id == card_id)


def _legal_place(st, task) -> tuple:
    return tuple(TAction("place", rc) for rc in positions(st, task[1], task[2]))


def _apply_place(w: Work, task, action) -> None:
    _, s, card, final = task
    r, c = action.args
    w.tasks.pop()
    need = w.cards[card].cost.cards
    others = _other_cards(w, s, card, ())
    if need and len(others) > need and len({w.cards[i].id for i in others}) > 1:
        w.tasks.append(("cost_cards", s, card, r, c, (), final))
    else:
        _finish_place(w, s, card, r, c, tuple(others[:need]), final)


def _other_cards(x, s: int, card: int, chosen: tuple) -> list[int]:
    hand = list(x.players[s].hand)
    hand.remove(card)
    for i in chosen:
        hand.remove(i)
    return hand


def _legal_cost_cards(st, task) -> tuple:
    _, s, card, _r, _c, chosen, _final = task
    cards = st.cfg.cards.cards
    ids: list[str] = []
    for i in _other_cards(st, s, card, chosen):
        if cards[i].id not in ids:
            ids.append(cards[i].id)
    return tuple(TAction("pay_card", (cid,)) for cid in ids)


def _apply_cost_cards(w: Work, task, action) -> None:
    _, s, card, r, c, chosen, final = task
    pick = next(i for i in _other_cards(w, s, card, chosen) if w.cards[i].id == action.args[0])
    chosen = (*chosen, pick)
    w.tasks.pop()
    need = w.cards[card].cost.cards
    rest = _other_cards(w, s, card, chosen)
    if len(chosen) < need and len(rest) > need - len(chosen) and len({w.cards[i].id for i in rest}) > 1:
        w.tasks.append(("cost_cards", s, card, r, c, chosen, final))
    else:
        _finish_place(w, s, card, r, c, chosen + tuple(rest[:need - len(chosen)]), final)


def _finish_place(w: Work, s: int, card: int, r: int, c: int, cost_cards: tuple, final: int) -> None:
    if final:
        w.final_choices[s] = (card, r, c, cost_cards)
        w.note("lays a final card face down", ("TOU-13.7",), s)
    else:
        do_place(w, s, card, r, c, cost_cards)


def do_place(w: Work, s: int, card: int, r: int, c: int, cost_cards: tuple, final: bool = False) -> None:
    """Pay the cost, put the card in the district, then let characters react (TOU-4.3 .. TOU-4.19)."""
    cfg = w.cfg
    cd = w.cards[card]
    seat = w.players[s]
    deniers = max(0, cd.cost.deniers + district.cost_discount(cfg, cfg.cards, seat, cd, r, c))
    pay(w, s, deniers)
    remove_from_hand(w, s, card)
    for x in cost_cards:
        remove_from_hand(w, s, x)
        put_bottom(w, x)
    _pay_citizens(w, s, cd.cost.citizens)
    seat = w.players[s]
    stacks, occ, idx = district.shift(cfg, seat.stacks, seat.occ, r, c)
    w.players[s] = seat._replace(stacks=stacks, occ=occ)
    old = stacks[idx]
    rules: tuple[str, ...] = ("TOU-4.1", "TOU-4.3")
    if old:
        release_space(w, s, idx)
        if w.cards[old[-1]].colour == cd.colour:
            new, how, rules = (*old, card), f"on top of {w.name(old[-1])}", (*rules, "TOU-4.9", "TOU-4.12")
        else:
            gone = old if cfg.whole_stack else old[-1:]
            for x in reversed(gone):
                put_bottom(w, x)
            new = (*old[:len(old) - len(gone)], card)
            how = "replacing " + ", ".join(w.name(x) for x in reversed(gone))
            rules += ("TOU-4.10", "TOU-4.11", "TOU-4.12")
    else:
        new, how = (card,), "on an empty space"
        rules += ("TOU-4.6",) if sum(1 for x in stacks if x) > 0 else ("TOU-4.7",)
    seat = w.players[s]
    stacks = list(seat.stacks)
    stacks[idx] = new
    w.players[s] = seat._replace(stacks=tuple(stacks))
    where = divmod(idx, cfg.cols)
    cost = f"{deniers} deniers" + (f" + {len(cost_cards)} card(s)" if cost_cards else "")
    w.note(f"plays {cd.name} at {where} {how}, paying {cost}", rules + (("TOU-13.8",) if final else ()), s)
    w.tasks.append(("placed", s, idx, card))


def _pay_citizens(w: Work, s: int, need: tuple[int, int, int]) -> None:
    """Citizens paid as a cost leave the player for the stock or the box (TOU-4.18)."""
    if need == (0, 0, 0):
        return
    seat = w.players[s]
    avail, used = list(seat.avail), list(seat.used)
    for colour, n in enumerate(need):
        if w.cfg.cost_any_state:
            from_used = min(n, used[colour])
            used[colour] -= from_used
            n -= from_used
        avail[colour] -= n
        if w.cfg.cost_to_stock:
            w.stock[colour] += need[colour]
    w.players[s] = seat._replace(avail=tuple(avail), used=tuple(used))


# --- end of turn (TOU-12) and the final placement (TOU-13.7 .. TOU-13.9) ---------------------------------

def _wall_choices(x, s: int, extra: TAction) -> tuple:
    cards = x.cfg.cards.cards
    ids: list[str] = []
    for i in x.players[s].hand:
        if cards[i].kind == "event" and cards[i].id not in ids:
            ids.append(cards[i].id)
    return (*tuple(TAction("wall", (cid,)) for cid in ids), extra)


def _prepare_end_walls(w: Work, task) -> bool:
    s = task[1]
    if events_in_hand(w, s) and (not w.cfg.walls_only_over or len(w.players[s].hand) > w.cfg.hand_limit):
        return True
    w.tasks.pop()
    return False


def _apply_walls(w: Work, task, action) -> None:
    s = task[1]
    if action.kind == "done":
        w.tasks.pop()
        return
    card = _copy_in_hand(w, s, action.args[0])
    build_wall(w, s, card)
    final = task[0] == "final_walls"
    w.note(f"builds {w.name(card)} as a wall" + ("" if final else " (no protection now)"),
           ("TOU-13.9",) if final else ("TOU-12.1", "TOU-12.2"), s)


def _prepare_hand_limit(w: Work, task) -> bool:
    if len(w.players[task[1]].hand) > w.cfg.hand_limit:
        return True
    w.tasks.pop()
    return False


def _legal_hand_limit(st, task) -> tuple:
    cards = st.cfg.cards.cards
    ids: list[str] = []
    for i in st.players[task[1]].hand:
        if cards[i].id not in ids:
            ids.append(cards[i].id)
    return tuple(TAction("discard", (cid,)) for cid in ids)


def _apply_hand_limit(w: Work, task, action) -> None:
    s = task[1]
    card = _copy_in_hand(w, s, action.args[0])
    remove_from_hand(w, s, card)
    put_bottom(w, card)
    w.note(f"discards {w.name(card)} to the bottom of its deck (hand limit)", ("TOU-12.3", "TOU-12.4"), s)


def _legal_final_card(st, task) -> tuple:
    s = task[1]
    cards = playable(st, s)
    tail = (FINAL_PASS,) if st.cfg.final_optional or not cards else ()
    return tuple(TAction("final_card", (cid,)) for cid in cards) + tail


def _prepare_final_card(w: Work, task) -> bool:
    s = task[1]
    if any(w.cards[i].type in PLACEABLE for i in w.players[s].hand):
        return True
    w.tasks.pop()  # no district card in hand: nothing to choose
    w.final_choices[s] = (-1,)
    return False


def _apply_final_card(w: Work, task, action) -> None:
    """Record a seat's secret final choice (TOU-13.7). The simultaneous choice is modelled as hidden choices made
    one seat after another: nothing is placed or paid until every seat has chosen, then all are revealed."""
    s = task[1]
    w.tasks.pop()
    if action.kind == "final_pass":
        w.final_choices[s] = (-1,)
        w.note("passes at the final placement (in secret)", ("TOU-13.10",), s)
        return
    w.tasks.append(("place", s, _copy_in_hand(w, s, action.args[0]), 1))


def _prepare_final_walls(w: Work, task) -> bool:
    if events_in_hand(w, task[1]):
        return True
    w.tasks.pop()
    return False


# --- dispatch ---------------------------------------------------------------------------------------------

LEGAL = {
    "step_a": _legal_step_a, "place": _legal_place, "cost_cards": _legal_cost_cards,
    "end_walls": lambda st, t: _wall_choices(st, t[1], DONE), "hand_limit": _legal_hand_limit,
    "final_card": _legal_final_card, "final_walls": lambda st, t: _wall_choices(st, t[1], DONE),
    **step_b.LEGAL, **effects.LEGAL,
}
APPLY = {
    "step_a": _apply_step_a, "place": _apply_place, "cost_cards": _apply_cost_cards, "end_walls": _apply_walls,
    "hand_limit": _apply_hand_limit, "final_card": _apply_final_card, "final_walls": _apply_walls,
    **step_b.APPLY, **effects.APPLY,
}
PREPARE = {
    "step_a": _prepare_step_a, "end_walls": _prepare_end_walls, "hand_limit": _prepare_hand_limit,
    "final_card": _prepare_final_card, "final_walls": _prepare_final_walls, **step_b.PREPARE,
}


def actor(st, task: tuple) -> int:
    if task[0] == "event_walls":
        return task[2][task[3]]
    return task[1]


def legal(st) -> tuple:
    task = st.tasks[-1]
    return LEGAL[task[0]](st, task)


def chance(st) -> tuple:
    cached = st._chance
    if cached is None:
        cached = step_b.chance(st, st.tasks[-1])
        st._chance = cached
    return cached


def apply(st, action):
    w = Work(st)
    APPLY[w.tasks[-1][0]](w, w.tasks[-1], action)
    run(w, PREPARE)
    return w.freeze()


def settle(w: Work) -> None:
    """Run automatic steps from a freshly built position (used by `new_game` and position helpers)."""
    run(w, PREPARE)


__all__ = [
    "COLOURS",
    "actor",
    "add_to_hand",
    "apply",
    "chance",
    "do_place",
    "legal",
    "playable",
    "positions",
    "settle",
]
