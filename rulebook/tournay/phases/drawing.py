"""Drawing cards (TOU-6): take the face-up card or draw two, the cards revealed one by one, the card kept.

Pending steps: `start_draw` (a draw begins: by a citizen action or a card effect such as Arsenal, TOU-6.7),
`draw_method` (face-up card or two face down), `reveal` (a chance draw while the deck's order is unknown,
TOU-6.8), `keep` (which drawn card to keep). A town crier among the drawn cards hands over to `events` (`crier`).
"""

from __future__ import annotations

from rulebook.core import Ruling

from .. import queries
from ..edits import add_to_hand
from ..pieces import DECKS, DRAW_TWO, TAKE_FACE_UP, TAction


def legal_moves(state) -> tuple[TAction, ...]:
    """Face-up card or two face down; or each drawn card that may be kept (never a crier)."""
    task = state.tasks[-1]
    if task[0] == "draw_method":
        return (TAKE_FACE_UP, DRAW_TWO)
    cards = state.cfg.cards.cards
    ids: list[str] = []
    for c in task[3]:
        if cards[c].type != "town_crier" and cards[c].id not in ids:
            ids.append(cards[c].id)
    return tuple(TAction("keep", (cid,)) for cid in ids)


def chance_outcomes(state) -> tuple[tuple[TAction, float], ...]:
    """The next card of the deck: uniform over its cards whose order is still unknown (TOU-6.8)."""
    task = state.tasks[-1]
    if task[0] != "reveal":
        return ()
    return queries.draw_odds(state, "reveal", state.decks[task[2]].unknown)


def apply_move(draft, action: TAction) -> None:
    """Carry out the draw method, the card revealed by chance, or the card kept."""
    task = draft.tasks[-1]
    kind = task[0]
    if kind == "draw_method":
        _apply_draw_method(draft, task, action)
    elif kind == "reveal":
        _apply_reveal(draft, task, action)
    else:
        _apply_keep(draft, task, action)


def why_not(state, action: TAction) -> Ruling | None:
    """Nothing to add to the general refusal: the choices here are few and listed."""
    return None


def advance(draft, task: tuple) -> bool:
    """Start a draw; draw known cards by themselves; keep the only keepable card; else wait (True)."""
    kind = task[0]
    if kind == "start_draw":  # TOU-6.2 .. TOU-6.7; nothing happens if the deck is empty (TOU-6.9)
        draft.tasks.pop()
        _, s, deck = task
        d = draft.decks[deck]
        if d.drawable() == 0:
            draft.note(f"{DECKS[deck]} is empty: no card", ("TOU-6.9",), s)
        elif d.face_up >= 0:
            draft.tasks.append(("draw_method", s, deck))
        else:
            draft.tasks.append(("reveal", s, deck, (), 2))
        return False
    if kind == "reveal":
        return _prepare_reveal(draft, task)
    if kind == "keep":
        return _prepare_keep(draft, task)
    return True


def _apply_draw_method(w, task, action) -> None:
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


def _prepare_reveal(w, task) -> bool:
    """Draw known cards by themselves; stop for a chance node while the order is still unknown (TOU-6.8)."""
    _, s, deck, drawn, target = task
    while True:
        d = w.decks[deck]
        if len(drawn) >= target or not (d.unknown or d.bottom):
            w.tasks[-1] = ("keep", s, deck, drawn)
            return _prepare_keep(w, w.tasks[-1])
        if d.unknown and not queries.certain(w, d.unknown):
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


def _apply_reveal(w, task, action) -> None:
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


def _prepare_keep(w, task) -> bool:
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


def _apply_keep(w, task, action) -> None:
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
