"""Phase 5, the end of a round (TRY-16), and the end of the game (TRY-16.7, TRY-17): automatic, no decisions.

District money goes to the purses, dice and evicted citizens return, the start player card passes left. If the
last red card came into play this round the game is over: the characters are revealed and the final scores
logged (`state.phase` becomes OVER, where nothing more can be played); otherwise the next round begins.
"""

from __future__ import annotations

from rulebook.core import Action

from ..pieces import GREY, OVER, ROLL, SEATS
from ..scoring import log_final_scores


def begin(d) -> None:
    """Collect district money, return dice and lying citizens, pass the start player; then a new round or the end."""
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
           + (f", {greys_gone} grey citizen(s) go back to the neutral supply" if greys_gone else ""),
           ("TRY-16.1", "TRY-16.2", "TRY-16.3", "TRY-16.4", "TRY-16.6", "TRY-9.22"))
    d.start = (d.start + 1) % n
    if not d.red_deck:
        d.phase = OVER
        d.seat = -1
        d.pending = ()
        d.note(f"The last red card came into play this round: the game ends after round {d.round}",
               ("TRY-16.7", "TRY-17.1", "TRY-3.2", "TRY-17.2"))
        log_final_scores(d)
        return
    d.note(f"The start player card passes to {SEATS[d.start]}", ("TRY-16.5",))
    d.begin(ROLL)


def legal_moves(s) -> tuple[Action, ...]:
    """Nothing is played at the end of a round, nor after the game."""
    return ()


def chance_outcomes(s) -> tuple:
    """The end of a round rolls nothing."""
    return ()


def apply_move(d, action: Action) -> None:
    """Never called: no move is legal here."""
    raise AssertionError(f"no move {action} at the end of a round or after the game")


def why_not(s, action: Action) -> None:
    """Nothing to add: the core already says the game is over."""
    return None
