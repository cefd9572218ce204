"""The black pool is rolled (TRY-7.8, TRY-7.13, TRY-8.18): one chance node per black die, all before anyone counters.

The events decide how many black dice there are (capped by `black_dice_cap`); once the last one has landed, the
pool is logged highest first and countering starts with the start player.
"""

from __future__ import annotations

from rulebook.core import Action

from ..pieces import BLACK, BLACK_OUTCOMES, COUNTER


def begin(d, rolled: int, wanted: int) -> None:
    """`rolled` black dice go into the pool (`wanted` before the cap)."""
    d.phase = BLACK
    d.black_rolls = rolled
    capped = f" (capped from {wanted})" if wanted > rolled else ""
    d.note(f"The black pool gets {rolled} dice{capped}", ("TRY-7.13", "TRY-7.8", "TRY-8.18"))


def legal_moves(s) -> tuple[Action, ...]:
    """No player decides while the black dice roll."""
    return ()


def chance_outcomes(s) -> tuple[tuple[Action, float], ...]:
    """The next black die: `black 1..6`, each 1/6 (TRY-8.18)."""
    return BLACK_OUTCOMES


def apply_move(d, action: Action) -> None:
    """A die of the black pool lands; when all have, countering starts with the start player (TRY-8.1)."""
    d.pool = tuple(sorted((*d.pool, action[1][0]), reverse=True))
    d.black_rolls -= 1
    if not d.black_rolls:
        d.note(f"The black pool shows {', '.join(map(str, d.pool))}", ("TRY-8.18", "TRY-7.13", "TRY-6.4"))
        d.begin(COUNTER)


def why_not(s, action: Action) -> None:
    """Nothing to add: while the black dice roll only their outcomes are moves."""
    return None
