"""Why a move is refused when the phase's own `why_not` is not enough: malformed moves, chance outcomes offered at
the wrong moment, a particular seat asking to act, and the last word for anything a phase has nothing to say about.

Called only for actions that are not in `legal_actions()` (the core's `explain` handles legal ones). The state
asks `before_phase` first, then the phase module's `why_not` (state.PHASE_TABLE), then `not_now`.
A `by <seat> <action>` action asks whether a particular seat may act now (e.g. after passing, TRY-9.19).
"""

from __future__ import annotations

from rulebook.core import Action, Ruling
from rulebook.core.i18n import reason_text

from .pieces import ACTIONS, INFLUENCE, KINDS, SEATS
from .queries import DOMAIN, phase_words, refuse

KNOWN = INFLUENCE + KINDS + ("place", "discard", "take", "use", "done", "penalty", "cube", "group", "evict",
                             "pass", "convert", "decline", "option", "immediate", "store", "flag", "by", "roll",
                             "black")
"""Every move kind the engine knows."""


def before_phase(s, action: Action) -> Ruling | None:
    """A refusal that does not depend on the phase: a seat asking to act, an unknown move, a stray chance outcome."""
    kind, args = action.kind, action.args
    if kind == "by":
        return _by(s, args)
    if kind not in KNOWN:
        return refuse(reason_text(DOMAIN, "{kind} is not a Troyes move", kind=repr(kind)), "TRY-18.4", "TRY-9.3")
    if kind in ("roll", "black"):
        return refuse(reason_text(DOMAIN, "{action} is not an outcome of a chance event happening now", action=action),
                      "TRY-18.3", "TRY-6.4")
    return None


def not_now(s, action: Action) -> Ruling:
    """The last word: this move is not possible in this phase."""
    return refuse(reason_text(DOMAIN, "{action} is not possible in phase {phase}", action=action,
                              phase=phase_words(s.phase)), "TRY-3.1")


def _by(s, args: tuple) -> Ruling:
    if len(args) != 2 or type(args[0]) is not int or not 0 <= args[0] < s.n:
        return refuse(reason_text(DOMAIN, "write 'by' as (seat, (kind, args))"), "TRY-18.4")
    seat = args[0]
    if s.phase == ACTIONS and s.passed[seat]:
        return refuse(reason_text(DOMAIN, "{seat} has passed and takes no more actions this round",
                                  seat=SEATS[seat]), "TRY-9.19", "TRY-9.1")
    if s.current_player != seat:
        return refuse(reason_text(DOMAIN, "it is not {seat}'s turn", seat=SEATS[seat]), "TRY-9.1", "TRY-10.11")
    return refuse(reason_text(DOMAIN, "it is {seat}'s turn: offer the move itself", seat=SEATS[seat]), "TRY-18.4")
