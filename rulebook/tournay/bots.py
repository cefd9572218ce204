"""Bots: uniform random play, and a short heuristic a game-design student can read and change.

The heuristic looks one decision ahead only, through a handful of priorities written as plain rules of thumb:
build prestige, fill the district, use buildings when free, fight events that threaten, keep citizens busy.
"""

from __future__ import annotations

import random

from rulebook.core import RandomBot

from . import queries
from .pieces import DONE, GATHER, NO_CARD, TAction


def _card_value(card) -> int:
    """How much we like holding or placing a card: prestige buildings first, then printed points."""
    if card.kind == "event":
        return 2                           # a wall: 1 point and protection
    if card.type == "prestige_building":
        return 10
    return 3 + (card.prestige or 0)


class HeuristicBot:
    """Plays by simple priorities; every choice falls back to the first legal action."""

    name = "heuristic"

    def choose(self, state, rng: random.Random) -> TAction:
        """The move the priorities below pick for the pending step (`_<phase>`), else the first legal one."""
        actions = state.legal_actions()
        phase = state.phase
        pick = getattr(self, f"_{phase}", None)
        choice = pick(state, actions) if pick else None
        return choice if choice is not None else actions[0]

    # Step A: play the most valuable card we can afford; never waste a prestige building on nothing.
    def _step_a(self, st, actions):
        plays = [a for a in actions if a.kind == "play"]
        if not plays:
            return None
        return max(plays, key=lambda a: _card_value(st.cfg.cards.by_id[a.args[0]]))

    # Where to put it: an empty space grows the district; never bury a prestige building.
    def _place(self, st, actions):
        seat = st.players[st.current_player]
        cards, cols = st.cfg.cards.cards, st.cfg.cols
        new = cards[st.tasks[-1][2]]

        def score(a):
            r, c = a.args
            if not (0 <= r < st.cfg.rows and 0 <= c < cols) or not seat.stacks[r * cols + c]:
                return 5                   # an empty space: one step closer to a full district
            top = cards[seat.stacks[r * cols + c][-1]]
            if top.type == "prestige_building":
                return -20
            keep = 1 if top.colour == new.colour else -(top.prestige or 0)
            return keep
        return max(actions, key=score)

    # Step B, in order of preference.
    def _step_b(self, st, actions):
        s = st.current_player
        seat = st.players[s]
        by_kind: dict[str, list] = {}
        for a in actions:
            by_kind.setdefault(a.kind, []).append(a)
        cards = st.cfg.cards.cards
        # 1. Fight an event that has grown dangerous (2+ coins): it also becomes a wall.
        for a in by_kind.get("fight", []):
            ev = cards[st.queue[a.args[0]]]
            if st.coins[a.args[0]] >= 2 and ev.polarity == "negative" and seat.avail[ev.colour] >= 1:
                return a
        # 2. Use a free building with our own citizen.
        for a in by_kind.get("activate", []):
            top = cards[seat.stacks[a.args[0] * st.cfg.cols + a.args[1]][-1]]
            if seat.avail[top.colour] >= 1:
                return a
        # 3. Short of money for the prestige building in hand? Earn with the biggest group.
        wants = [cards[i] for i in seat.hand if cards[i].type == "prestige_building"]
        if (wants and seat.money < min(w.cost.deniers for w in wants)) or seat.money < 2:
            earns = by_kind.get("earn", [])
            if earns:
                return max(earns, key=lambda a: a.args[1])
        # 4. Draw: a prestige building when three citizens of a colour are free, else a level I/II card.
        hand_room = len(seat.hand) < st.cfg.hand_limit
        draws = [a for a in by_kind.get("draw", []) if hand_room]
        own = [a for a in draws if seat.avail["YWR".index(a.args[0][0])] >= int(a.args[0][1])]
        if own:
            return max(own, key=lambda a: int(a.args[0][1]))
        # 5. Nothing useful: gather when tired, else earn.
        if sum(seat.avail) <= 2:
            return by_kind["gather"][0]
        earns = by_kind.get("earn", [])
        return max(earns, key=lambda a: a.args[1]) if earns else by_kind["gather"][0]

    def _keep(self, st, actions):
        return max(actions, key=lambda a: _card_value(st.cfg.cards.by_id[a.args[0]]))

    def _draw_method(self, st, actions):
        top = st.cfg.cards.cards[st.decks[st.tasks[-1][2]].face_up]
        return actions[0] if _card_value(top) >= 4 else actions[1]

    # Walls: block harmful events with 2+ coins; save walls otherwise.
    def _event_walls(self, st, actions):
        slot = st.tasks[-1][1]
        ev = st.cfg.cards.cards[st.queue[slot]]
        if ev.polarity == "negative" and st.coins[slot] >= 2 and actions[0].kind == "wall":
            return actions[0]
        return actions[-1]

    def _end_walls(self, st, actions):
        over = len(st.players[st.current_player].hand) > st.cfg.hand_limit
        return actions[0] if over and actions[0].kind == "wall" else actions[-1]

    def _final_walls(self, st, actions):
        return actions[0]                  # every wall is a point now

    def _hand_limit(self, st, actions):
        return min(actions, key=lambda a: _card_value(st.cfg.cards.by_id[a.args[0]]))

    def _final_card(self, st, actions):
        plays = [a for a in actions if a.kind == "final_card"]
        return max(plays, key=lambda a: _card_value(st.cfg.cards.by_id[a.args[0]])) if plays else None

    def _choose(self, st, actions):
        op = st.tasks[-1][2]
        if op[0] == "ADD_COINS":           # Ballista: feed harmful events (they hit the others)
            harmful = [a for a in actions if all(st.cfg.cards.cards[st.queue[i]].polarity == "negative"
                                                 for i in a.args[0])]
            return max(harmful, key=lambda a: len(a.args[0]))
        if op[0] == "OPTIONAL":
            return actions[0]              # accept: recruiting and drawing are worth it
        return None


BOTS = {"random": RandomBot, "heuristic": HeuristicBot}
"""The bots simulations and the outcome explorer offer, by name."""


def quiet_move(state) -> TAction:
    """What a player who does as little as possible plays: no card, gather, no wall, else the first choice."""
    phase = state.phase
    if phase == "step_a":
        return NO_CARD
    if phase == "step_b":
        return GATHER
    if phase in ("end_walls", "final_walls"):
        return DONE
    return state.legal_actions()[0]


def quiet_moves(state, until: int | str) -> list[TAction]:
    """The moves of quiet players (`quiet_move`) until seat `until` is to act in step A or B, or the game ends:
    "the others play no card and gather" in worked examples."""
    seat = queries.seat_index(state, until)
    moves: list[TAction] = []
    while not state.is_terminal() and not (state.current_player == seat and state.phase in ("step_a", "step_b")):
        move = quiet_move(state)
        moves.append(move)
        state = state.apply(move)
    return moves
