"""The start of a turn and phase 1: the production roll (CBA-5.1, CBA-6.1 - CBA-6.5), or with the Event Cards
combination a card from the event deck instead (CBA-16).

The event deck is a tuple of counts per card id (cards.json). A draw is a chance node over the cards left; when only
`reshuffle_when_left` cards remain (the "New Year" card lies above them) the whole deck is shuffled again first.
Robber Attacks! plays as a 7, Robber Flees does nothing, Conflict lets the single strongest knight owner draw a
card; the other printed events are outside this specification and play as plain numbers (CBA-16.1a).
"""

from __future__ import annotations

from typing import Any

from rulebook.core import CHANCE, Action, Ruling

from .. import board as G
from .. import pieces as P
from ..edits import check_win, enter_main, note, resume, seven_items


def legal_moves(s: Any) -> tuple[Action, ...]:
    """Nobody decides during the roll: it is a chance node."""
    return ()


def chance_outcomes(s: Any) -> tuple:
    """The 2d6 totals, or the event cards left in the deck, with their exact probabilities."""
    if s.phase == P.ROLL:
        return P.ROLL_OUT
    pile = s.event_pile
    if sum(pile) <= s.cfg.cards.reshuffle_when_left:
        pile = s.cfg.cards.event_counts
    total = sum(pile)
    ids = s.cfg.cards.event_ids
    return tuple((_event_action(ids[k]), n / total) for k, n in enumerate(pile) if n)


def apply_move(w: Any, action: Any) -> None:
    """Resolve the production roll or the event card."""
    if w.phase == P.ROLL:
        _roll(w, action.args[0])
    else:
        _event(w, action.args[0])


def why_not(s: Any, action: Any) -> Ruling | None:
    """Nothing to add: the refusals of chance outcomes are the same in every chance phase."""
    return None


# --- the turn start (CBA-5.1, CBA-14.9, CBA-14.10) ------------------------------------------------------------------


def begin_turn(w: Any, seat: int) -> None:
    """Turn of `seat`: a victory check, then the roll (or, with two players, the pre-roll decision)."""
    w.seat, w.turn = seat, w.turn + 1
    w.gold_buys, w.token_used, w.moved, w.foreign_moving, w.queue = 0, False, (), False, ()
    note(w, f"{P.seat_name(seat)} begins turn {w.turn}", ("CBA-5.1", "CBA-5.6"), seat)
    if check_win(w, ("CBA-14.9", "CBA-14.10")):
        return
    if w.cfg.two_player:
        w.phase, w.to_move, w.ctx = P.PRE_ROLL, seat, ()
    else:
        start_roll(w, 1, 0)


def start_roll(w: Any, number: int, first: int) -> None:
    """The production roll `number` (1, or 2 in the two-player game, CBA-15.3) is a chance node."""
    w.phase = P.EVENT if w.cfg.options["event_cards"] else P.ROLL
    w.to_move, w.ctx = CHANCE, (number, first)


# --- the roll (CBA-6) -----------------------------------------------------------------------------------------------


def _roll(w: Any, total: int) -> None:
    number, first = w.ctx
    if number == 2 and total == first:
        note(w, f"second roll {total} equals the first: roll again", ("CBA-15.3",), w.seat)
        return
    note(w, f"rolls {total} for production", ("CBA-5.1", "CBA-6.1"), w.seat)
    after: list[tuple] = []
    if total == 7:
        note(w, "a 7: nothing is produced and there is no robber", ("CBA-6.6",), w.seat)
        after = seven_items(w.seat, w.cfg.options["seven_order"])
    else:
        produce(w, total)
    if number == 1 and w.cfg.two_player:
        after.append(("roll2", total))
    if not after and not w.queue:
        enter_main(w)  # production changes no victory points: straight to phase 2
        return
    w.queue = tuple(after) + w.queue
    resume(w)


def produce(w: Any, total: int) -> None:
    """Every unconquered hex with this number pays its buildings, subject to the bank (CBA-6.2 - CBA-6.5)."""
    players, owner, level, cmask = w.cfg.players, w.owner, w.level, w.cmask
    owed: dict[tuple[int, int], int] = {}
    for h in G.NUMBER_HEXES[total]:
        res = w.cfg.hex_resource[h]
        if res < 0:
            continue
        if cmask & (1 << h):
            note(w, f"{G.hex_label(h)} is conquered and produces nothing", ("CBA-6.3", "CBA-10.2"))
            continue
        for i in G.HEX_CORNERS[h]:
            o = owner[i]
            if 0 <= o < players:
                owed[(res, o)] = owed.get((res, o), 0) + level[i]
    if not owed:
        return
    hands = [list(hand) for hand in w.hands]
    bank = list(w.bank)
    for r in range(5):
        takers = [(p, n) for (res, p), n in sorted(owed.items()) if res == r]
        if not takers:
            continue
        need = sum(n for _, n in takers)
        if need > bank[r]:
            if len(takers) > 1:
                note(w, f"the bank has {bank[r]} {P.RESOURCES[r]} for {need} owed: nobody receives "
                     f"{P.RESOURCES[r]}", ("CBA-6.5",))
                continue
            takers = [(takers[0][0], bank[r])]
        for p, got in takers:
            if got:
                hands[p][r] += got
                bank[r] -= got
                note(w, f"{P.seat_name(p)} receives {got} {P.RESOURCES[r]}", ("CBA-6.2",), p)
    w.hands = tuple(tuple(h) for h in hands)
    w.bank = tuple(bank)


# --- the event cards (CBA-16) ---------------------------------------------------------------------------------------

_EVENT_ACTIONS: dict[str, Any] = {}


def _event_action(card_id: str) -> Any:
    action = _EVENT_ACTIONS.get(card_id)
    if action is None:
        action = _EVENT_ACTIONS[card_id] = P.A("event", card_id)
    return action


def conflict_leader(s: Any) -> int:
    """The one player with strictly most own knights on the board, or -1 (CBA-16.4, CBA-16.4a)."""
    counts = [0] * s.cfg.players
    for f in s.knight:
        if 0 <= f < s.cfg.players:
            counts[f] += 1
    top = max(counts)
    leaders = [p for p, c in enumerate(counts) if c == top]
    return leaders[0] if top and len(leaders) == 1 else -1


def _event(w: Any, card_id: str) -> None:
    cards = w.cfg.cards
    if sum(w.event_pile) <= cards.reshuffle_when_left:
        note(w, "New Year: the event deck is shuffled again", ("CBA-16.1a",))
        w.event_pile = cards.event_counts
    k = cards.event_ids.index(card_id)
    w.event_pile = tuple(n - 1 if j == k else n for j, n in enumerate(w.event_pile))
    total, event = cards.event_totals[k], cards.event_kinds[k]
    note(w, f"reveals the event card {cards.event_names[k]} ({total})", ("CBA-16.1", "CBA-16.1a"), w.seat)
    after: list[tuple] = []
    if event == "robber_attacks":
        note(w, "Robber Attacks!: resolved as a rolled 7", ("CBA-16.2", "CBA-6.6"), w.seat)
        after = seven_items(w.seat, w.cfg.options["seven_order"])
    elif event == "robber_flees":
        note(w, "Robber Flees: no effect in this scenario", ("CBA-16.3",), w.seat)
    elif event == "conflict":
        leader = conflict_leader(w)
        if leader < 0:
            note(w, "Conflict: no single player has the most knights; nothing happens", ("CBA-16.4", "CBA-16.4a"))
        else:
            note(w, f"Conflict: {P.seat_name(leader)} has the most knights and may draw a card", ("CBA-16.4",), leader)
            after.append(("steal_choice", leader))
    if total != 7:
        after.append(("produce", total))
    w.queue = tuple(after) + w.queue
    resume(w)
