"""The start of every round and its workforce dice: phases 0-2 (TRY-3.1, TRY-4, TRY-5, TRY-6), and rerolls landing.

`begin` runs the automatic part: reveal the next level of activity cards (rounds 1-3), income and salaries, then
one die to roll per standing citizen. Each die is a chance node (`roll 1..6`); when the last one has landed the
phase-2 rolls are logged per district and the events act. A die rerolled with influence (TRY-10.3) is a chance
node of the same kind in the middle of a turn or a counter, and lands here too.
"""

from __future__ import annotations

from bisect import bisect_right

from rulebook.core import Action

from ..board import LEVELS
from ..edits import bank_pays, lose_vp
from ..pieces import DIE_TEXTS, EVENTS, GREY, NEUTRAL, ROLL, ROLL_OUTCOMES, tuple_add


def begin(d) -> None:
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
    seats = [(d.start + k) % d.n for k in range(d.n)]
    for seat in seats:
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
    for seat in (*seats, GREY):
        district = NEUTRAL if seat == GREY else seat
        for b in range(3):
            queue += [(district, b)] * buildings[b].count(seat)
    d.rolls = tuple(queue)
    d.phase = ROLL
    d.note(f"Phase 2: {len(queue)} workforce dice to roll", ("TRY-6.1", "TRY-6.2", "TRY-6.3"))


def legal_moves(s) -> tuple[Action, ...]:
    """No player decides while dice are rolling."""
    return ()


def chance_outcomes(s) -> tuple[tuple[Action, float], ...]:
    """The next coloured die: `roll 1..6`, each 1/6 (TRY-6.4)."""
    return ROLL_OUTCOMES if s.rolls else ()


def apply_move(d, action: Action) -> None:
    """A coloured die lands (phase 2 or a reroll); phase 2 is logged once all its dice are down."""
    value = action[1][0]
    rolls = d.rolls
    district, colour = rolls[0]
    d.rolls = rolls = rolls[1:]
    code = colour * 8 + value
    dist = d.dist
    dice = dist[district]  # the die joins its district, which stays sorted
    at = bisect_right(dice, code)
    d.dist = dist = (*dist[:district], (*dice[:at], code, *dice[at:]), *dist[district + 1:])
    if d.phase != ROLL:
        d.note(f"reroll shows {DIE_TEXTS[code]}", ("TRY-10.3", "TRY-10.10"), None if district == NEUTRAL else district)
    elif not rolls:
        for seat in [(d.start + k) % d.n for k in range(d.n)]:
            d.note(f"rolls {' '.join([DIE_TEXTS[c] for c in dist[seat]]) or 'no dice'}",
                   ("TRY-6.1", "TRY-6.2", "TRY-6.4"), seat)
        d.note(f"The neutral district gets {' '.join([DIE_TEXTS[c] for c in dist[NEUTRAL]]) or 'no dice'}",
               ("TRY-6.2", "TRY-6.3"), d.start)
        d.begin(EVENTS)


def why_not(s, action: Action) -> None:
    """Nothing to add: while dice roll only their outcomes are moves (the refusals say so)."""
    return None
