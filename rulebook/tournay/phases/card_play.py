"""Playing a card (step A, TOU-4): choose a card from hand, a space of the district and, when there is a choice,
the hand cards paid as its cost; then pay, place, and let the cards below go (covered by the same colour,
discarded under their deck otherwise).

Pending steps: `step_a` (play a card or none), `place` (which space), `cost_cards` (which hand cards pay a cost
in cards), and `final_resolve` (a revealed secret final card is paid and placed the same way, TOU-13.8). A placed
card hands over to the characters of its row and column by the `placed` step (see `effects`).
"""

from __future__ import annotations

from rulebook.core import Ruling
from rulebook.core.i18n import reason_text

from .. import board, queries
from ..edits import pay, put_bottom, release_space, remove_from_hand
from ..pieces import NO_CARD, PLACEABLE, TAction
from ..refusals import DOMAIN, card_words, colour_words


def legal_moves(state) -> tuple[TAction, ...]:
    """Step A: each playable card once, then "no card"; a space for the chosen card; a hand card for a cost."""
    task = state.tasks[-1]
    kind = task[0]
    if kind == "step_a":
        return (*tuple(TAction("play", (cid,)) for cid in queries.playable(state, task[1])), NO_CARD)
    if kind == "place":
        return tuple(TAction("place", rc) for rc in queries.affordable_spaces(state, task[1], task[2]))
    _, s, card, _r, _c, chosen, _final = task
    ids = queries.distinct_ids(state.cfg.cards.cards, _other_cards(state, s, card, chosen))
    return tuple(TAction("pay_card", (cid,)) for cid in ids)


def chance_outcomes(state) -> tuple:
    """Playing a card involves no chance."""
    return ()


def apply_move(draft, action: TAction) -> None:
    """Carry out the card play, the chosen space or the chosen cost card."""
    task = draft.tasks[-1]
    kind = task[0]
    if kind == "step_a":
        draft.tasks.pop()
        if action.kind == "play":
            s = task[1]
            draft.tasks.append(("place", s, queries.copy_in_hand(draft, s, action.args[0]), 0))
    elif kind == "place":
        _apply_place(draft, task, action)
    else:
        _apply_cost_cards(draft, task, action)


def why_not(state, action: TAction) -> Ruling | None:
    """Why a card cannot be played, or cannot go on that space."""
    if action.kind == "play":
        return _refuse_play(state, state.current_player, action.args)
    if action.kind == "place":
        return _refuse_place(state, state.current_player, action.args)
    return None


def advance(draft, task: tuple) -> bool:
    """Step A passes by itself without a district card in hand; a revealed final card is placed; the other
    steps wait for a decision (True)."""
    kind = task[0]
    if kind == "step_a":
        if any(draft.cards[i].type in PLACEABLE for i in draft.players[task[1]].hand):
            return True
        draft.tasks.pop()  # no district card in hand: step A passes by itself (TOU-4.1, TOU-4.2)
        return False
    if kind == "final_resolve":
        draft.tasks.pop()
        _final_resolve(draft, task)
        return False
    return True


# --- the decisions -------------------------------------------------------------------------------------------

def _apply_place(w, task, action) -> None:
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
    """Seat s's hand without the card being played and the cost cards already chosen."""
    hand = list(x.players[s].hand)
    hand.remove(card)
    for i in chosen:
        hand.remove(i)
    return hand


def _apply_cost_cards(w, task, action) -> None:
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


def _finish_place(w, s: int, card: int, r: int, c: int, cost_cards: tuple, final: int) -> None:
    if final:
        w.final_choices[s] = (card, r, c, cost_cards)
        w.note("lays a final card face down", ("TOU-13.7",), s)
    else:
        place_card(w, s, card, r, c, cost_cards)


def _final_resolve(w, task: tuple) -> None:
    """A secret final card, revealed, is paid for and placed (TOU-13.8), or the seat passed (TOU-13.10)."""
    s = task[1]
    choice = w.final_choices[s]
    w.final_choices[s] = ()  # revealed: no secret choice is pending any more
    if not choice or choice[0] < 0:
        w.note("plays no final card", ("TOU-13.10",), s)
        return
    card, r, c, cost_cards = choice
    place_card(w, s, card, r, c, cost_cards, final=True)


def place_card(w, s: int, card: int, r: int, c: int, cost_cards: tuple, final: bool = False) -> None:
    """Pay the cost, put the card in the district, then let characters react (TOU-4.3 .. TOU-4.19)."""
    cfg = w.cfg
    cd = w.cards[card]
    seat = w.players[s]
    deniers = max(0, cd.cost.deniers + queries.cost_discount(cfg, cfg.cards, seat, cd, r, c))
    pay(w, s, deniers)
    remove_from_hand(w, s, card)
    for x in cost_cards:
        remove_from_hand(w, s, x)
        put_bottom(w, x)
    _pay_citizens(w, s, cd.cost.citizens)
    seat = w.players[s]
    stacks, occ, idx = board.shift(cfg, seat.stacks, seat.occ, r, c)
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


def _pay_citizens(w, s: int, need: tuple[int, int, int]) -> None:
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


# --- refusals --------------------------------------------------------------------------------------------------

def _refuse_play(st, s: int, args) -> Ruling:
    cards = st.cfg.cards
    cid = args[0] if args else None
    if cid not in cards.by_id or not any(cards.cards[i].id == cid for i in st.players[s].hand):
        return Ruling(False, reason_text(DOMAIN, "you hold no card {card}", card=repr(cid)), ("TOU-4.1",))
    card = cards.by_id[cid]
    if card.type not in PLACEABLE:
        return Ruling(False, reason_text(DOMAIN, "{card} cannot be placed in a district", card=card_words(card)),
                      ("TOU-4.2",))
    seat = st.players[s]
    if card.type == "prestige_building" and queries.has_name(cards, seat, card.name, st.cfg.covered_blocks):
        return Ruling(False, reason_text(DOMAIN, "your district already holds a {card}", card=card_words(card)),
                      ("TOU-4.14", "TOU-4.15"))
    cost = card.cost
    if cost.cards > len(seat.hand) - 1:
        return Ruling(False, reason_text(DOMAIN, "{card} costs {count} other card(s) from hand; you have {have}",
                                         card=card_words(card), count=cost.cards, have=len(seat.hand) - 1),
                      ("TOU-4.3", "TOU-4.18"))
    for c, n in enumerate(cost.citizens):
        if n and seat.avail[c] + (seat.used[c] if st.cfg.cost_any_state else 0) < n:
            return Ruling(False, reason_text(DOMAIN, "{card} costs {count} {colour} citizen(s); you have {have} "
                                                     "available", card=card_words(card), count=n,
                                             colour=colour_words(c), have=seat.avail[c]), ("TOU-4.3", "TOU-4.18"))
    if seat.money < cost.deniers:
        return Ruling(False, reason_text(DOMAIN, "{card} costs {price} deniers, you have {money}",
                                         card=card_words(card), price=cost.deniers, money=seat.money), ("TOU-4.3",))
    return Ruling(False, reason_text(DOMAIN, "{card} has no legal space in your district", card=card_words(card)),
                  ("TOU-4.4", "TOU-4.6"))


def _refuse_place(st, s: int, args) -> Ruling | None:
    _, _, card, _ = st.tasks[-1]
    if len(args) != 2 or not all(isinstance(v, int) for v in args):
        return None
    r, c = args
    cfg = st.cfg
    seat = st.players[s]
    inside = 0 <= r < cfg.rows and 0 <= c < cfg.cols
    if inside and seat.stacks[r * cfg.cols + c]:
        return None
    if not any(seat.stacks):
        return None
    if not board.adjacent_ok(cfg, seat.stacks, r, c):
        return Ruling(False, reason_text(DOMAIN, "({row},{col}) does not share an edge with a card of your district",
                                         row=r, col=c), ("TOU-4.6",))
    cd = st.card(card)
    if (r, c) not in queries.placements(cfg, cfg.cards, seat, cd):
        return Ruling(False, reason_text(DOMAIN, "({row},{col}) would make the district larger than {rows} x {cols}",
                                         row=r, col=c, rows=cfg.rows, cols=cfg.cols), ("TOU-4.4", "TOU-4.5"))
    price = max(0, cd.cost.deniers + queries.cost_discount(cfg, cfg.cards, seat, cd, r, c))
    return Ruling(False, reason_text(DOMAIN, "{card} costs {price} deniers there, you have {money}",
                                     card=card_words(cd), price=price, money=seat.money), ("TOU-4.3",))
