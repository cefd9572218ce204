"""Small helpers the FAQ cases and the walkthrough share: actions by name, readable views, passing turns."""

from __future__ import annotations

from rulebook.core import Scenario

from .model import TAction
from .positions import occupant, seat_view, space, table
from .scoring import breakdown


def act(kind: str, *args) -> TAction:
    """An action by kind and arguments, e.g. ``act("place", 1, 1)``."""
    return TAction(kind, tuple(args))


def activation_targets(st) -> list[str]:
    """Ids of the buildings the player to move could activate now (read from the legal step-B actions)."""
    seat = st.players[st.current_player]
    out = []
    for a in st.legal_actions():
        if a.kind == "activate":
            out.append(st.cfg.cards.cards[seat.stacks[a.args[0] * st.cfg.cols + a.args[1]][-1]].id)
    return out


def kinds(st, kind: str) -> list[tuple]:
    """Arguments of the legal actions of one kind."""
    return [a.args for a in st.legal_actions() if a.kind == kind]


def quiet_turns(sc: Scenario, until: int) -> None:
    """Other players play no card and gather, until seat `until` is to act in step A or B."""
    while True:
        st = sc.state
        if st.is_terminal():
            return
        if st.current_player == until and st.phase in ("step_a", "step_b"):
            return
        if st.phase == "step_a":
            sc.do(act("no_card"))
        elif st.phase == "step_b":
            sc.do(act("gather"))
        elif st.phase in ("end_walls", "final_walls"):
            sc.do(act("done"))
        else:
            sc.do(st.legal_actions()[0])


def points(st) -> list[dict]:
    """The scoring breakdown of every seat (TOU-14.14)."""
    return breakdown(st.cfg, st.players)


__all__ = ["act", "activation_targets", "kinds", "occupant", "points", "quiet_turns", "seat_view", "space", "table"]
