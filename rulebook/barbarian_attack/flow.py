"""Turn flow: turn start, production and the 7, landings and conquest, interruptions, and the victory check.

Interruptions (a landing after a build, discards on a 7, the second two-player roll...) wait in `w.queue` as small
tuples; `resume` starts the next one, and when none is left the active player is back in phase 2 (CBA-5.3).
"""

from __future__ import annotations

from typing import Any

from rulebook.core import CHANCE, TERMINAL

from . import actions as A
from . import geometry as G
from . import model as M
from .awards import update_harbormaster
from .board import RESOURCES
from .state import note, register, set_barbarians

# --- victory (CBA-14.5 - CBA-14.10) -----------------------------------------------------------------------------

def check_win(w: Any, rules: tuple[str, ...] = ("CBA-14.6", "CBA-14.9")) -> bool:
    """End the game if the active player has reached the target; only the active player can win."""
    points = M.vp(w, w.seat)
    if points < w.cfg.target:
        return False
    w.phase, w.to_move, w.winner, w.ctx, w.queue = M.OVER, TERMINAL, w.seat, (), ()
    note(w, f"player {w.seat} reaches {points} VP (target {w.cfg.target}) and wins", ("CBA-14.5", *rules), w.seat)
    return True


# --- turn start and production (CBA-5.1, CBA-6) -------------------------------------------------------------------

def begin_turn(w: Any, seat: int) -> None:
    w.seat, w.turn = seat, w.turn + 1
    w.gold_buys, w.token_used, w.moved, w.foreign_moving, w.queue = 0, False, (), False, ()
    note(w, f"turn {w.turn}: player {seat} is active", ("CBA-5.1", "CBA-5.6"), seat)
    if check_win(w, ("CBA-14.9", "CBA-14.10")):
        return
    if w.cfg.two_player:
        w.phase, w.to_move, w.ctx = M.PRE_ROLL, seat, ()
    else:
        start_roll(w, 1, 0)


def start_roll(w: Any, number: int, first: int) -> None:
    w.phase = M.EVENT if w.cfg.options["event_cards"] else M.ROLL
    w.to_move, w.ctx = CHANCE, (number, first)


def seven_items(thief: int, order: str) -> list[tuple]:
    """The steps of a 7 in the order option seven_order gives (CBA-6.9)."""
    steps = [("discards",), ("steal_choice", thief)]
    return steps if order == "discard_then_steal" else steps[::-1]


def _apply_roll(w: Any, action: Any) -> None:
    total = action.args[0]
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
            note(w, f"{M.hex_label(h)} is conquered and produces nothing", ("CBA-6.3", "CBA-10.2"))
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
                note(w, f"the bank has {bank[r]} {RESOURCES[r]} for {need} owed: nobody receives {RESOURCES[r]}",
                     ("CBA-6.5",))
                continue
            takers = [(takers[0][0], bank[r])]
        for p, got in takers:
            if got:
                hands[p][r] += got
                bank[r] -= got
                note(w, f"player {p} receives {got} {RESOURCES[r]}", ("CBA-6.2",), p)
    w.hands = tuple(tuple(h) for h in hands)
    w.bank = tuple(bank)


# --- the 7: discards and the draw (CBA-6.6 - CBA-6.10) ---------------------------------------------------------------

def start_discards(w: Any) -> bool:
    players, limit = w.cfg.players, w.cfg.options["hand_limit"]
    order = [(w.seat + k) % players for k in range(players)]
    todo = tuple((p, M.hand_size(w, p) // 2) for p in order if M.hand_size(w, p) > limit)
    if not todo:
        note(w, f"nobody holds more than {limit} resource cards", ("CBA-6.7", "CBA-6.10"))
        return False
    w.phase, w.ctx, w.to_move = M.DISCARD, todo, todo[0][0]
    return True


def _apply_discard(w: Any, action: Any) -> None:
    p, left = w.ctx[0]
    r = M.RES_INDEX[action.args[0]]
    _move_card(w, p, r, -1)
    note(w, f"player {p} discards 1 {action.args[0]}", ("CBA-6.7", "CBA-6.7a"), p)
    w.ctx = (((p, left - 1),) if left > 1 else ()) + w.ctx[1:]
    if w.ctx:
        w.to_move = w.ctx[0][0]
    else:
        resume(w)


def _move_card(w: Any, p: int, r: int, delta: int) -> None:
    """Give (+) or take (-) one resource between player p and the bank."""
    hand = list(w.hands[p])
    hand[r] += delta
    hands = list(w.hands)
    hands[p] = tuple(hand)
    w.hands = tuple(hands)
    bank = list(w.bank)
    bank[r] -= delta
    w.bank = tuple(bank)


def transfer(w: Any, giver: int, taker: int, r: int, n: int = 1) -> None:
    """Move n resource cards of kind r from one player to another."""
    hands = [list(h) for h in w.hands]
    hands[giver][r] -= n
    hands[taker][r] += n
    w.hands = tuple(tuple(h) for h in hands)


def victims(w: Any, thief: int) -> tuple[int, ...]:
    return tuple(v for v in range(w.cfg.players) if v != thief and M.hand_size(w, v) > 0)


def start_steal_choice(w: Any, thief: int) -> bool:
    if not victims(w, thief):
        note(w, "no other player holds a resource card: nothing to draw", ("CBA-6.8",), thief)
        return False
    w.phase, w.ctx, w.to_move = M.STEAL_CHOICE, (thief,), thief
    return True


def _legal_steal_choice(s: Any) -> tuple:
    return (*tuple(A.DRAW_FROM[v] for v in victims(s, s.ctx[0])), A.NO_DRAW)


def _apply_steal_choice(w: Any, action: Any) -> None:
    thief = w.ctx[0]
    if action.kind == "no_draw":
        note(w, "chooses not to draw a card", ("CBA-6.8",), thief)
        resume(w)
        return
    w.phase, w.ctx, w.to_move = M.STEAL, (thief, action.args[0]), CHANCE


def _chance_steal(s: Any) -> tuple:
    hand = s.hands[s.ctx[1]]
    total = sum(hand)
    return tuple((A.STEAL[r], n / total) for r, n in enumerate(hand) if n)


def _apply_steal(w: Any, action: Any) -> None:
    thief, victim = w.ctx
    r = M.RES_INDEX[action.args[0]]
    transfer(w, victim, thief, r)
    note(w, f"player {thief} draws a random card from player {victim}: {action.args[0]}", ("CBA-6.8", "CBA-6.10"),
         thief)
    resume(w)


# --- landings and conquest (CBA-9, CBA-10) ---------------------------------------------------------------------------

def start_landing(w: Any) -> bool:
    if w.barb_supply == 0:
        note(w, "the barbarian supply is empty: no landing", ("CBA-9.2",))
        return False
    w.landings += 1
    w.phase, w.ctx, w.to_move = M.LANDING, ((), 0), CHANCE
    note(w, "barbarians land: three different totals, 7s and repeats rolled again", ("CBA-9.1", "CBA-9.3"))
    return True


def _apply_landing(w: Any, action: Any) -> None:
    total = action.args[0]
    accepted, rejected = w.ctx
    if total == 7 or total in accepted:
        why = "a 7" if total == 7 else "a repeat"
        note(w, f"landing roll {total} is {why}: rolled again", ("CBA-9.3",))
        w.ctx = (accepted, rejected + 1)
        return
    accepted += (total,)
    h = G.NUMBER_TO_COASTAL[total]
    if w.cmask & (1 << h):
        note(w, f"landing roll {total}: {M.hex_label(h)} is conquered, nothing is placed", ("CBA-9.4", "CBA-10.2"))
    else:
        w.barb_supply -= 1
        set_barbarians(w, h, w.barb[h] + 1)
        note(w, f"landing roll {total}: a barbarian lands on {M.hex_label(h)} (now {w.barb[h]})",
             ("CBA-9.4", "CBA-9.7"))
        if w.barb[h] == w.cfg.conquest_threshold:
            announce_conquest(w, h, ("CBA-9.5", "CBA-10.1"))
    if len(accepted) == 3 or w.barb_supply == 0:
        if len(accepted) < 3:
            note(w, "the barbarian supply is empty: the landing ends", ("CBA-9.6",))
        resume(w)
    else:
        w.ctx = (accepted, rejected)


def announce_conquest(w: Any, h: int, rules: tuple[str, ...]) -> None:
    note(w, f"{M.hex_label(h)} is conquered: its number turns face down", (*rules, "CBA-10.2"))
    for i in G.HEX_CORNERS[h]:
        if w.owner[i] >= 0 and M.building_conquered(w.cmask, i):
            kind = "city" if w.level[i] == 2 else "settlement"
            note(w, f"the {kind} on I{i} is conquered and laid down (0 VP, no harbour)", ("CBA-10.6", "CBA-10.9"))
    update_harbormaster(w)


def announce_liberation(w: Any, h: int, rules: tuple[str, ...]) -> None:
    note(w, f"{M.hex_label(h)} is liberated: its number turns face up", (*rules, "CBA-10.10"))
    for i in G.HEX_CORNERS[h]:
        if (w.owner[i] >= 0 and M.building_conquered(w.cmask | (1 << h), i)
                and not M.building_conquered(w.cmask, i)):
            note(w, f"the building on I{i} stands up again", ("CBA-10.10",))
    update_harbormaster(w)


def move_barbarian(w: Any, h: int, delta: int, rules: tuple[str, ...]) -> None:
    """Add or remove one barbarian on a hex, announcing conquest or liberation (CBA-10.1, CBA-10.10) when it
    crosses the conquest threshold."""
    before, threshold = w.barb[h], w.cfg.conquest_threshold
    set_barbarians(w, h, before + delta)
    if before < threshold <= before + delta:
        announce_conquest(w, h, rules)
    elif before >= threshold > before + delta:
        announce_liberation(w, h, rules)


# --- interruptions (CBA-5.3) ----------------------------------------------------------------------------------------

def enter_main(w: Any) -> None:
    w.phase, w.ctx, w.to_move = M.MAIN, (), w.seat


def _landing_pending(w: Any) -> bool:
    return any(item[0] == "landing" for item in w.queue)


def resume(w: Any) -> None:
    """Start the next waiting interruption, or return to phase 2 (after a victory check)."""
    from .twoplayer import start_neutral_build
    while w.queue:
        item, w.queue = w.queue[0], w.queue[1:]
        kind = item[0]
        if kind == "landing":
            if start_landing(w):
                return
        elif kind == "discards":
            if start_discards(w):
                return
        elif kind == "steal_choice":
            if start_steal_choice(w, item[1]):
                return
        elif kind == "produce":
            produce(w, item[1])
        elif kind == "roll2":
            start_roll(w, 2, item[1])
            return
        elif kind == "pre_roll":
            w.phase, w.ctx, w.to_move = M.PRE_ROLL, (), w.seat
            return
        elif kind == "neutral":
            if start_neutral_build(w, item[1]):
                return
        else:  # pragma: no cover - queue items are written only by this package
            raise AssertionError(f"unknown interruption {item!r}")
        if not (w.cfg.options["victory_check_before_landing"] is False and _landing_pending(w)):
            if check_win(w):
                return
    if check_win(w):
        return
    enter_main(w)


register(M.ROLL, chance=lambda s: A.ROLL_OUT, apply=_apply_roll)
register(M.DISCARD, legal=lambda s: tuple(A.DISCARD[r] for r in range(5) if s.hands[s.ctx[0][0]][r]),
         apply=_apply_discard)
register(M.STEAL_CHOICE, legal=_legal_steal_choice, apply=_apply_steal_choice)
register(M.STEAL, chance=_chance_steal, apply=_apply_steal)
register(M.LANDING, chance=lambda s: A.LANDING_OUT, apply=_apply_landing)
