"""The conservation laws and bounds every Troyes position keeps (used by tests and by fuzzing/soak runs)."""

from __future__ import annotations

from .pieces import EMPTY, GREY, SETUP


def check_invariants(s) -> tuple[str, ...]:
    """Problems with a position, in words; an empty tuple when every law holds."""
    cfg = s.cfg
    n = s.n
    problems = []
    for seat in range(n):
        owned = (s.general[seat] + s.personal[seat] + s.build.count(seat) + sum(x.count(seat) for x in s.lying)
                 + sum(t.count(seat) for t in s.trades))
        if owned != cfg.max_citizens:
            problems.append(f"seat {seat} has {owned} citizens, not {cfg.max_citizens} (TRY-1.6)")
        if min(s.money[seat], s.dmoney[seat], s.vp[seat], s.general[seat], s.personal[seat]) < 0:
            problems.append(f"seat {seat} has a negative count")
        if not 0 <= s.infl[seat] <= cfg.imax:
            problems.append(f"seat {seat} influence {s.infl[seat]} is off the track (TRY-10.1)")
    if sum(s.money) + sum(s.dmoney) != n * cfg.start_money + s.bank:
        problems.append("deniers appeared or vanished outside the bank's ledger (TRY-9.13)")
    if s.build.count(GREY) + sum(x.count(GREY) for x in s.lying) > cfg.neutral_citizens:
        problems.append("more than 8 grey citizens (TRY-1.6, TRY-20.61)")
    if s.cath.count(GREY) + sum(cubes.count(GREY) for cubes in s.row_cubes) > cfg.grey_cubes:
        problems.append("more grey cubes in play than the option grey_cubes allows (TRY-1.9, TRY-20.62)")
    if s.phase != SETUP and EMPTY in s.build:
        problems.append("a building space is empty after setup (TRY-2.22)")
    for colour in range(3):
        in_city = sum(1 for d in s.dist for c in d if c >> 3 == colour) + sum(1 for r in s.rolls if r[1] == colour)
        if in_city > 6:
            problems.append(f"{in_city} dice of colour {colour} (TRY-1.5)")
    if len(s.pool) + s.black_rolls > cfg.black_cap:
        problems.append("too many black dice (TRY-7.8)")
    for level in range(1, cfg.levels):
        for v in range(6):
            if s.cath[level * 6 + v] >= 0 and s.cath[(level - 1) * 6 + v] < 0:
                problems.append(f"cathedral level {level + 1} column {v + 1} floats (TRY-13.3)")
    for pos, card in enumerate(s.row):
        if len(s.row_cubes[pos]) >= cfg.events[card].spaces:
            problems.append(f"a full event stays unresolved at row position {pos} (TRY-14.8)")
    cards = s.row + s.red_deck + s.white_deck + s.yellow_deck + sum(s.trophies, ())
    if len(cards) != len(set(cards)):
        problems.append("an event card is in two places")
    return tuple(problems)
