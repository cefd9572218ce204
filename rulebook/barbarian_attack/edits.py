"""The changes several phases make to a `Draft`: the log, pieces placed, barbarians moved, payments, the awards, the
victory check, and the queue of interruptions.

A phase module edits the draft it is given (`apply_move(draft, action)`); what more than one phase does lives here
once, below the phases, so no phase imports another. Interruptions (a landing after a build, discards on a 7, the
second two-player roll...) wait in `w.queue` as small tuples; `resume` starts the next one by handing over to its
phase through the draft (`w.start_landing()`, which looks the phase up in `state.PHASE_TABLE`), and when none is
left the active player is back in phase 2 (CBA-5.3).
"""

from __future__ import annotations

from typing import Any

from rulebook.core import TERMINAL, LogChain, LogEntry

from . import board as G
from . import pieces as P
from .pieces import replaced
from .queries import (
    building_conquered,
    gold_in_bank,
    harbour_points,
    owner_name,
    vp,
)
from .scoring import leader, longest_road, roads_touching

_new_tuple = tuple.__new__

# --- the log -------------------------------------------------------------------------------------------------------


def note_entry(w: Any, entry: LogEntry) -> None:
    """Append a prebuilt log entry (for the texts that never change)."""
    chain = w.log_chain
    w.log_chain = _new_tuple(LogChain, (entry, chain, chain.length + 1 if chain else 1))


def note(w: Any, text: str, rule_ids: tuple[str, ...], player: int | None = None) -> None:
    """Append one log entry citing rules (the LogEntry and LogChain named tuples, built at C speed)."""
    chain = w.log_chain
    w.log_chain = _new_tuple(LogChain, (_new_tuple(LogEntry, (text, rule_ids, player)), chain,
                                        chain.length + 1 if chain else 1))


# --- barbarians, conquest and liberation (CBA-9, CBA-10) -----------------------------------------------------------


def set_barbarians(w: Any, h: int, count: int) -> None:
    """Change a hex's barbarians, keeping the conquered mask and the conquest history in step (CBA-10.1): the hex
    is conquered while it holds the game's conquest threshold (option conquest_threshold, 3 by default)."""
    barb = list(w.barb)
    barb[h] = count
    w.barb = tuple(barb)
    bit = 1 << h
    if count >= w.cfg.conquest_threshold:
        w.cmask |= bit
        w.ever_conquered |= bit
    else:
        w.cmask &= ~bit


def announce_conquest(w: Any, h: int, rules: tuple[str, ...]) -> None:
    """Log a hex's conquest and the buildings it lays down; the Harbormaster may move (CBA-10.2, CBA-10.6)."""
    note(w, f"{G.hex_label(h)} is conquered: its number turns face down", (*rules, "CBA-10.2"))
    for i in G.HEX_CORNERS[h]:
        if w.owner[i] >= 0 and building_conquered(w.cmask, i):
            kind = "city" if w.level[i] == 2 else "settlement"
            note(w, f"the {kind} on I{i} is conquered and laid down (0 VP, no harbour)", ("CBA-10.6", "CBA-10.9"))
    update_harbormaster(w)


def announce_liberation(w: Any, h: int, rules: tuple[str, ...]) -> None:
    """Log a hex's liberation and the buildings that stand up again (CBA-10.10)."""
    note(w, f"{G.hex_label(h)} is liberated: its number turns face up", (*rules, "CBA-10.10"))
    for i in G.HEX_CORNERS[h]:
        if (w.owner[i] >= 0 and building_conquered(w.cmask | (1 << h), i)
                and not building_conquered(w.cmask, i)):
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


# --- Longest Road and the Harbormaster card (CBA-8.10, CBA-17.2, CBA-17.3) -----------------------------------------


def update_longest_road(w: Any, owners: tuple[int, ...]) -> None:
    """Recompute the given owners' lengths and move the card if needed (CBA-8.10)."""
    lengths = list(w.road_len)
    for o in owners:
        lengths[o] = longest_road(w.road, w.owner, o)
    w.road_len = tuple(lengths)
    holder = leader(w.road_len, w.lr_holder, 5)
    if holder != w.lr_holder:
        if holder >= 0:
            note(w, f"{owner_name(w, holder)} takes Longest Road ({w.road_len[holder]} roads)",
                 ("CBA-8.10", "CBA-14.2"), holder if holder < w.cfg.players else None)
        else:
            note(w, "Longest Road is set aside: no single longest road of 5 or more", ("CBA-8.10",))
        w.lr_holder = holder


def update_harbormaster(w: Any) -> None:
    """Move the Harbormaster card after any change of buildings or conquest (CBA-17.2, CBA-17.3)."""
    if not w.cfg.options["harbormaster"]:
        return
    points = tuple(harbour_points(w, p) for p in range(w.cfg.players))
    holder = leader(points, w.hm_holder, 3)
    if holder != w.hm_holder:
        if holder >= 0:
            note(w, f"{P.seat_name(holder)} takes the Harbormaster card ({points[holder]} harbour points)",
                 ("CBA-17.2",), holder)
        else:
            note(w, "the Harbormaster card is set aside", ("CBA-17.2", "CBA-17.3"))
        w.hm_holder = holder


# --- pieces placed (CBA-4, CBA-8, CBA-15.4) -------------------------------------------------------------------------


def place_road(w: Any, who: int, q: int, rules: tuple[str, ...]) -> None:
    """Put a road of `who` (a player or a neutral) on path q."""
    w.road = replaced(w.road, {q: who})
    w.roads_left = tuple(n - 1 if k == who else n for k, n in enumerate(w.roads_left))
    note(w, f"{owner_name(w, who)} builds a road on P{q}", rules,
         who if who < w.cfg.players else None)
    update_longest_road(w, (who,))


def place_settlement(w: Any, who: int, i: int, rules: tuple[str, ...], level: int = 1) -> None:
    """Put a settlement (or a founding city) on intersection i."""
    w.owner = replaced(w.owner, {i: who})
    w.level = replaced(w.level, {i: level})
    if level == 1:
        w.settlements_left = tuple(n - 1 if k == who else n for k, n in enumerate(w.settlements_left))
    else:
        w.cities_left = tuple(n - 1 if k == who else n for k, n in enumerate(w.cities_left))
    name = "a city" if level == 2 else "a settlement"
    note(w, f"{owner_name(w, who)} builds {name} on I{i}", rules,
         who if who < w.cfg.players else None)
    if w.cfg.two_player and who < w.cfg.players:
        earn_tokens(w, who, i)
    split = tuple(o for o in roads_touching(w.road, i) if o != who)
    if split:
        update_longest_road(w, split)
    update_harbormaster(w)


# --- payments (CBA-7.9, CBA-15.6, CBA-15.19) ------------------------------------------------------------------------


def pay(w: Any, p: int, cost: tuple[int, ...]) -> None:
    """Player p pays `cost` (one count per resource; negative counts are received) to the bank."""
    w.hands = tuple(tuple(h - c for h, c in zip(hand, cost)) if q == p else hand for q, hand in enumerate(w.hands))
    w.bank = tuple(b + c for b, c in zip(w.bank, cost))


def pay_gold(w: Any, p: int, amount: int) -> int:
    """The bank pays gold, never more than it holds under option gold_bank_limit (CBA-7.9); returns the paid."""
    left = gold_in_bank(w)
    if left is not None:
        amount = min(amount, left)
    if amount:
        w.gold = tuple(g + amount if q == p else g for q, g in enumerate(w.gold))
    return amount


def pay_token(w: Any, p: int) -> int:
    """One token from the supply if any is left (CBA-15.19); returns the tokens paid."""
    if not w.token_supply:
        return 0
    w.token_supply -= 1
    w.tokens = tuple(n + 1 if j == p else n for j, n in enumerate(w.tokens))
    return 1


def earn_tokens(w: Any, p: int, i: int) -> None:
    """A new settlement earns 1 on the coast, 2 next to the desert, 3 for both (CBA-15.6)."""
    coast, desert = G.COASTAL_INTERSECTION[i], G.INTERSECTION_TOUCHES_DESERT[i]
    due = 3 if coast and desert else 2 if desert else 1 if coast else 0
    got = 0
    for _ in range(due):
        got += pay_token(w, p)
    if due:
        note(w, f"{P.seat_name(p)} earns {got} trade token(s) for I{i}", ("CBA-15.6", "CBA-15.19"), p)


def transfer(w: Any, giver: int, taker: int, r: int, n: int = 1) -> None:
    """Move n resource cards of kind r from one player to another."""
    hands = [list(h) for h in w.hands]
    hands[giver][r] -= n
    hands[taker][r] += n
    w.hands = tuple(tuple(h) for h in hands)


# --- victory and the flow of a turn (CBA-5.3, CBA-14.5 - CBA-14.10) -------------------------------------------------


def check_win(w: Any, rules: tuple[str, ...] = ("CBA-14.6", "CBA-14.9")) -> bool:
    """End the game if the active player has reached the target; only the active player can win."""
    points = vp(w, w.seat)
    if points < w.cfg.target:
        return False
    w.phase, w.to_move, w.winner, w.ctx, w.queue = P.OVER, TERMINAL, w.seat, (), ()
    note(w, f"{P.seat_name(w.seat)} reaches {points} VP (target {w.cfg.target}) and wins", ("CBA-14.5", *rules), w.seat)
    return True


def seven_items(thief: int, order: str) -> list[tuple]:
    """The steps of a 7 in the order option seven_order gives (CBA-6.9)."""
    steps = [("discards",), ("steal_choice", thief)]
    return steps if order == "discard_then_steal" else steps[::-1]


def enter_main(w: Any) -> None:
    """Back to phase 2, trade and build, of the active player (CBA-5.3)."""
    w.phase, w.ctx, w.to_move = P.MAIN, (), w.seat


def _landing_pending(w: Any) -> bool:
    return any(item[0] == "landing" for item in w.queue)


def resume(w: Any) -> None:
    """Start the next waiting interruption, or return to phase 2 (after a victory check)."""
    while w.queue:
        item, w.queue = w.queue[0], w.queue[1:]
        kind = item[0]
        if kind == "landing":
            if w.start_landing():
                return
        elif kind == "discards":
            if w.start_discards():
                return
        elif kind == "steal_choice":
            if w.start_steal_choice(item[1]):
                return
        elif kind == "produce":
            w.produce(item[1])
        elif kind == "roll2":
            w.start_roll(2, item[1])
            return
        elif kind == "pre_roll":
            w.phase, w.ctx, w.to_move = P.PRE_ROLL, (), w.seat
            return
        elif kind == "neutral":
            if w.start_neutral_build(item[1]):
                return
        else:  # pragma: no cover - queue items are written only by this package
            raise AssertionError(f"unknown interruption {item!r}")
        if not (w.cfg.options["victory_check_before_landing"] is False and _landing_pending(w)):
            if check_win(w):
                return
    if check_win(w):
        return
    enter_main(w)
