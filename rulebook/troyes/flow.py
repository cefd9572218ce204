"""The automatic parts of a round, run on a Draft until a player decision or a chance node is reached.

Setup end (grey citizens), phase 0 reveal, phase 1 income and salaries, phase 2 dice to roll, phase 3 events and
the black pool, the countering loop's seat order, the action phase's turn order (with pass income), phase 5 and
the end of the game. Player decisions live in setup_moves / turn / counter / effects.
"""

from __future__ import annotations

from bisect import bisect_right

from .constants import (
    ACTIONS,
    BLACK,
    BUILDING_TITLES,
    COLOURS,
    COUNTER,
    DIE_TEXTS,
    EMPTY,
    EVENTS,
    GREY,
    LEVELS,
    NEUTRAL,
    OVER,
    ROLL,
    SEAT_NAMES,
    die_code,
    die_colour,
)
from .state import Draft, tuple_add, tuple_set


def next_seat(d: Draft, seat: int) -> int:
    return (seat + 1) % d.n


def seats_from_start(d: Draft) -> list[int]:
    return [(d.start + k) % d.n for k in range(d.n)]


def gain_influence(d: Draft, seat: int, amount: int) -> int:
    """Add influence up to the cap (TRY-10.1, TRY-10.2); returns what was actually gained."""
    have = d.infl[seat]
    new = min(d.cfg.imax, have + amount)
    d.infl = tuple_set(d.infl, seat, new)
    return new - have


def lose_vp(d: Draft, seat: int, amount: int) -> int:
    """Lose VP but never below 0 (TRY-3.4); returns what was lost."""
    lost = min(amount, d.vp[seat])
    if lost:
        d.vp = tuple_add(d.vp, seat, -lost)
    return lost


def bank_pays(d: Draft, seat: int, amount: int) -> None:
    d.money = tuple_add(d.money, seat, amount)
    d.bank += amount


# --- setup end and round start ---------------------------------------------------------------------------


def finish_setup(d: Draft) -> None:
    """Grey citizens fill the spaces left after the players (3-4 players, TRY-2.21), then round 1 starts."""
    if d.n > 2:
        filled = []
        build = list(d.build)
        for i, owner in enumerate(build):
            if owner == EMPTY:
                build[i] = GREY
                filled.append(f"{BUILDING_TITLES[i // 6]} {i % 6 + 1}")
        d.build = tuple(build)
        if filled:
            d.note(f"Grey citizens fill the empty spaces: {', '.join(filled)}", ("TRY-2.21", "TRY-2.6", "TRY-2.22"))
    start_round(d)


def start_round(d: Draft) -> None:
    """Phases 0-2 of a new round: reveal, income and salaries, then queue the workforce dice (TRY-3.1)."""
    cfg = d.cfg
    d.round += 1
    if d.round <= 3 and d.revealed < d.round:
        d.revealed = d.round
        names = ", ".join(cfg.activity[d.slots[c * 3 + d.round - 1]].name for c in range(3))
        d.note(f"Round {d.round}: the level-{LEVELS[d.round - 1]} activity cards are revealed: {names}",
               ("TRY-4.1", "TRY-4.2", "TRY-3.1"))
    else:
        d.note(f"Round {d.round} begins", ("TRY-3.1",))
    delta = cfg.row_effects(d.row)[2]
    salary = tuple(max(0, cfg.salary[b] + delta[b]) for b in range(3))
    build = d.build
    buildings = (build[0:6], build[6:12], build[12:18])
    for seat in seats_from_start(d):
        bank_pays(d, seat, cfg.income)
        owed = sum([salary[b] * buildings[b].count(seat) for b in range(3)])
        paid = min(owed, d.money[seat])
        d.money = tuple_add(d.money, seat, -paid)
        d.bank -= paid
        text = f"gains {cfg.income} deniers and pays {paid} of {owed} in salaries"
        if paid < owed:
            lost = lose_vp(d, seat, cfg.penalty)
            d.note(f"{text}: short, loses {lost} VP", ("TRY-5.1", "TRY-5.2", "TRY-5.3", "TRY-5.4", "TRY-3.4"), seat)
        else:
            d.note(text, ("TRY-5.1", "TRY-5.2", "TRY-5.5"), seat)
    queue = []  # one die per standing citizen: seat by seat from the start player, then the grey ones
    for seat in (*seats_from_start(d), GREY):
        district = NEUTRAL if seat == GREY else seat
        for b in range(3):
            queue += [(district, b)] * buildings[b].count(seat)
    d.rolls = tuple(queue)
    d.phase = ROLL
    d.note(f"Phase 2: {len(queue)} workforce dice to roll", ("TRY-6.1", "TRY-6.2", "TRY-6.3"))


def add_die(d: Draft, district: int, code: int) -> None:
    """Put a die in a district, keeping the district's dice in order."""
    dice = d.dist[district]
    at = bisect_right(dice, code)
    dist = d.dist
    d.dist = (*dist[:district], (*dice[:at], code, *dice[at:]), *dist[district + 1:])


def apply_roll(d: Draft, value: int) -> None:
    """A coloured die lands (phase 2 or a reroll); phase 2 is logged once all its dice are down."""
    rolls = d.rolls
    district, colour = rolls[0]
    d.rolls = rolls = rolls[1:]
    code = colour * 8 + value
    dist = d.dist
    dice = dist[district]  # the die joins its district, which stays sorted (add_die, inlined)
    at = bisect_right(dice, code)
    d.dist = dist = (*dist[:district], (*dice[:at], code, *dice[at:]), *dist[district + 1:])
    if d.phase != ROLL:
        d.note(f"reroll shows {DIE_TEXTS[code]}", ("TRY-10.3", "TRY-10.10"), None if district == NEUTRAL else district)
    elif not rolls:
        for seat in seats_from_start(d):
            d.note(f"rolls {' '.join([DIE_TEXTS[c] for c in dist[seat]]) or 'no dice'}",
                   ("TRY-6.1", "TRY-6.2", "TRY-6.4"), seat)
        d.note(f"The neutral district gets {' '.join([DIE_TEXTS[c] for c in dist[NEUTRAL]]) or 'no dice'}",
               ("TRY-6.2", "TRY-6.3"), d.start)
        begin_events(d)


# --- phase 3: events --------------------------------------------------------------------------------------


def begin_events(d: Draft) -> None:
    """Add this round's red card and its companion, then let every event act (TRY-7.2 - TRY-7.6)."""
    cfg = d.cfg
    d.phase = EVENTS
    if d.red_deck:
        card = d.red_deck[0]
        d.red_deck = d.red_deck[1:]
        _add_to_row(d, card)
        event = cfg.events[card]
        d.note(f"Event {event.name} enters the row", ("TRY-7.2", "TRY-7.1"))
        if event.companion >= 0:
            deck_name = ("red_deck", "white_deck", "yellow_deck")[event.companion]
            deck = getattr(d, deck_name)
            if deck:
                setattr(d, deck_name, deck[1:])
                _add_to_row(d, deck[0])
                d.note(f"Companion {cfg.events[deck[0]].name} ({COLOURS[event.companion]}) joins it",
                       ("TRY-7.2", "TRY-7.3"))
            else:
                d.note(f"The {COLOURS[event.companion]} deck is empty: no companion", ("TRY-7.4",))
    run_events(d, 0, 0, 0, 0)


def _add_to_row(d: Draft, card: int) -> None:
    d.row = (*d.row, card)
    d.row_cubes = (*d.row_cubes, ())


def run_events(d: Draft, pos: int, op: int, k: int, black: int) -> None:
    """Apply events from row position `pos`, op `op`, player offset `k`; stop at a player's discard choice."""
    event_discard_choices, pay_event, resolve_discard = (_effects.event_discard_choices, _effects.pay_event,
                                                         _effects.resolve_discard)
    cfg = d.cfg
    while pos < len(d.row):
        event = cfg.events[d.row[pos]]
        if op == 0:
            if event.black_dice:
                black += event.black_dice
                d.note(f"{event.name} brings {event.black_dice} black die/dice", ("TRY-7.7", "TRY-7.16", "TRY-7.6"))
            op = 1
        while op - 1 < len(event.phase_ops):
            effect = event.phase_ops[op - 1]
            if effect[0] == "black_dice":
                black += effect[1]
                d.note(f"{event.name} brings {effect[1]} black die/dice", ("TRY-7.7", "TRY-7.9"))
            else:
                while k < d.n:
                    seat = (d.start + k) % d.n
                    if effect[0] == "discard":
                        choices = event_discard_choices(d, seat, effect)
                        if len(choices) > 1:
                            d.pending = ("discard", pos, op, k, black)
                            d.seat = seat
                            return
                        resolve_discard(d, seat, event, effect, choices[0] if choices else ())
                    else:
                        pay_event(d, seat, event, effect)
                    k += 1
                k = 0
            op += 1
        pos += 1
        op = 0
    d.pending = ()
    rolled = min(black, cfg.black_cap)
    if rolled:
        d.phase = BLACK
        d.black_rolls = rolled
        capped = f" (capped from {black})" if black > rolled else ""
        d.note(f"The black pool gets {rolled} dice{capped}", ("TRY-7.13", "TRY-7.8", "TRY-8.18"))
    else:
        begin_actions(d)


def apply_black(d: Draft, value: int) -> None:
    """A die of the black pool lands; when all have, countering starts with the start player (TRY-8.1)."""
    d.pool = tuple(sorted((*d.pool, value), reverse=True))
    d.black_rolls -= 1
    if not d.black_rolls:
        d.note(f"The black pool shows {', '.join(map(str, d.pool))}", ("TRY-8.18", "TRY-7.13", "TRY-6.4"))
        d.phase = COUNTER
        d.seat = d.start
        d.pending = ()
        d.spent = False


def counter_done(d: Draft) -> None:
    """After a player's counter or penalty: the next seat faces the pool, or the action phase starts."""
    d.pending = ()
    d.spent = False
    if d.pool:
        d.seat = next_seat(d, d.seat)
    else:
        begin_actions(d)


# --- phase 4: turns ---------------------------------------------------------------------------------------


def begin_actions(d: Draft) -> None:
    d.phase = ACTIONS
    d.pending = ()
    d.cube = -1
    d.spent = False
    d.seat = d.start
    d.note("Phase 4: actions", ("TRY-9.1", "TRY-3.1"))
    if not any(d.dist):
        end_round(d)


def end_turn(d: Draft, seat: int) -> None:
    """The turn of `seat` is over: find the next player to act, paying passed players (TRY-9.20, TRY-9.24)."""
    cfg = d.cfg
    d.turns += 1
    d.pending = ()
    d.cube = -1
    d.spent = False
    n = d.n
    seat = (seat + 1) % n
    while True:
        if not any(d.dist) or all(d.passed):
            why = "no coloured die is left" if not any(d.dist) else "everyone has passed"
            d.note(f"The action phase ends: {why}", ("TRY-9.24",))
            end_round(d)
            return
        if not d.passed[seat]:
            d.seat = seat
            return
        d.dmoney = tuple_add(d.dmoney, seat, cfg.pass_more)
        d.bank += cfg.pass_more
        d.note(f"has passed: +{cfg.pass_more} denier in the district (now {d.dmoney[seat]})",
               ("TRY-9.20", "TRY-9.21", "TRY-9.19"), seat)
        seat = (seat + 1) % n


# --- phase 5 and the end ----------------------------------------------------------------------------------


def end_round(d: Draft) -> None:
    n = d.n
    d.money = tuple(d.money[s] + d.dmoney[s] for s in range(n))
    d.dmoney = (0,) * n
    personal = list(d.personal)
    for lying in d.lying:
        for owner in lying:
            if owner != GREY:
                personal[owner] += 1
    d.personal = tuple(personal)
    greys_gone = sum(lying.count(GREY) for lying in d.lying)
    d.dist = ((),) * 5
    d.lying = ((), (), ())
    d.pool = ()
    d.passed = (False,) * n
    d.history = (*d.history, (d.money, d.infl))
    d.note(f"End of round {d.round}: district money collected, dice and evicted citizens return"
           + (f", {greys_gone} grey citizen(s) leave" if greys_gone else ""),
           ("TRY-16.1", "TRY-16.2", "TRY-16.3", "TRY-16.4", "TRY-16.6", "TRY-9.22"))
    d.start = next_seat(d, d.start)
    if not d.red_deck:
        d.phase = OVER
        d.seat = -1
        d.pending = ()
        from .scoring import log_final_scores

        d.note(f"The last red card came into play this round: the game ends after round {d.round}",
               ("TRY-16.7", "TRY-17.1", "TRY-3.2", "TRY-17.2"))
        log_final_scores(d)
        return
    d.note(f"The start player card passes to {SEAT_NAMES[d.start]}", ("TRY-16.5",))
    start_round(d)


def coloured_code(colour: int, value: int) -> int:
    return die_code(colour, value)


__all__ = [
    "apply_black",
    "apply_roll",
    "begin_actions",
    "begin_events",
    "counter_done",
    "die_colour",
    "end_turn",
    "finish_setup",
    "gain_influence",
    "lose_vp",
    "run_events",
    "start_round",
]

from . import effects as _effects  # noqa: E402  (effects imports this module: bound once both exist)
