"""Bots: uniform random play, and a short heuristic a game-design student can read and change.

The heuristic looks one decision ahead only, through a handful of priorities written as plain rules of thumb:
build prestige, fill the district, use buildings when free, fight events that threaten, keep citizens busy, and
push the end of the game once its district is full (prestige buildings on top, then the town criers), so that bot
games end by the rules rather than by the turn guard (TOU-13.12).
"""

from __future__ import annotations

import random
from collections.abc import Callable

from rulebook.core import RandomBot, check_seat_to_move
from rulebook.core.i18n import hint_text
from rulebook.core.search import SearchBot, lead_evaluator

from . import queries
from .pieces import DECKS, DONE, GATHER, NO_CARD, TAction
from .words import DOMAIN
from .words import localized_card_name as card_name
from .words import localized_space as space_words


def _card_value(card) -> int:
    """How much we like holding or placing a card: prestige buildings first, then printed points."""
    if card.kind == "event":
        return 2                           # a wall: 1 point and protection
    if card.type == "prestige_building":
        return 10
    return 3 + (card.prestige or 0)


ENOUGH_DENIERS = 20
"""Deniers from which the bot stops earning for nothing better to do (the dearest printed card costs 20)."""

Why = Callable[[], str]
"""A reason not yet put in words: called (by `choose_with_reason` only) it says why, in the language in use then."""

FIRST_CHOICE: dict[str, Why] = {
    "step_a": lambda: hint_text(DOMAIN, "it has no card it can place now, so it plays none"),
    "citizens": lambda: hint_text(DOMAIN, "it takes its own citizens first, which costs no borrowing fee"),
    "final_card": lambda: hint_text(DOMAIN, "it has no card it can place, so it plays no final card"),
    "choose": lambda: hint_text(DOMAIN, "no choice is better than another to it, so it takes the first one offered"),
    "final_walls": lambda: hint_text(DOMAIN, "every wall built now is a point"),
}
"""Why the bot takes the first choice at a step where no rule of thumb decides."""


def _no_rule() -> str:
    return hint_text(DOMAIN, "no rule of thumb applies here, so it takes the first choice offered")


class HeuristicBot:
    """Plays by simple priorities; every choice falls back to the first legal action. `choose_with_reason` says
    which priority decided, in a sentence a learner can read ("Hint")."""

    name = "heuristic"

    def choose(self, state, rng: random.Random) -> TAction:
        """The move the priorities below pick for the pending step (`_<phase>`), else the first legal one."""
        return self._pick(state)[0]

    def choose_with_reason(self, state, rng: random.Random) -> tuple[TAction, str]:
        """The same move as `choose`, and why the bot picks it, e.g. "it fights Plague: 2 coins on a harmful
        event would hit it, and the card becomes a wall" (in the language in use)."""
        action, why = self._pick(state)
        return action, why()

    def _pick(self, state) -> tuple[TAction, Why]:
        """The move and its reason, left unsaid (`choose` plays a move without putting a reason in words)."""
        check_seat_to_move(state, "heuristic")
        actions = state.legal_actions()
        pick = getattr(self, f"_{state.phase}", None)
        choice = pick(state, actions) if pick else None
        if choice is None:
            return actions[0], FIRST_CHOICE.get(state.phase, _no_rule)
        return choice

    # Step A: play the most valuable card we can afford; never waste a prestige building on nothing.
    def _step_a(self, st, actions):
        plays = [a for a in actions if a.kind == "play"]
        if not plays:
            return None
        best = max(plays, key=lambda a: _card_value(st.cfg.cards.by_id[a.args[0]]))
        card = st.cfg.cards.by_id[best.args[0]]
        if card.type == "prestige_building":
            return best, lambda: hint_text(DOMAIN, "it plays {card}: a prestige building scores for the rest of the "
                                                   "game", card=card_name(card))
        return best, lambda: hint_text(DOMAIN, "it plays {card}: it is the most valuable card it can place, worth "
                                               "{value} to the bot", card=card_name(card), value=_card_value(card))

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
        best = max(actions, key=score)
        value = score(best)

        def why() -> str:
            card, where = card_name(new), space_words(st, *best.args)
            if value == 5:
                return hint_text(DOMAIN, "it puts {card} on {where}: an empty space brings the district closer to "
                                         "full, the first end condition", card=card, where=where)
            if value == 1:
                return hint_text(DOMAIN, "it puts {card} on {where}: it stacks on a card of the same colour, which "
                                         "stays and keeps its points", card=card, where=where)
            return hint_text(DOMAIN, "it puts {card} on {where}: no empty space is open, and this card costs the "
                                     "fewest printed points to cover", card=card, where=where)
        return best, why

    # Step B, in order of preference.
    def _step_b(self, st, actions):
        s = st.current_player
        seat = st.players[s]
        by_kind: dict[str, list] = {}
        for a in actions:
            by_kind.setdefault(a.kind, []).append(a)
        cards = st.cfg.cards.cards
        # 1. Fight an event that has grown dangerous (2+ coins; 1 coin once it is down to 4 citizens or fewer,
        #    since a player without citizens can do nothing more): it also becomes a wall.
        danger = 1 if sum(seat.avail) + sum(seat.used) <= 4 else 2
        for a in by_kind.get("fight", []):
            ev = cards[st.queue[a.args[0]]]
            if st.coins[a.args[0]] >= danger and ev.polarity == "negative" and seat.avail[ev.colour] >= 1:
                return a, lambda ev=ev, coins=st.coins[a.args[0]]: hint_text(
                    DOMAIN, "it fights {card}: {coins} coins on a harmful event would hit it, and the card becomes a "
                            "wall", card=card_name(ev), coins=coins)
        # 2. Push the end (TOU-13.1 - TOU-13.3): a full district needs prestige buildings on top (they are in the
        #    level III decks), and once it meets the end condition, town criers, which come up as decks are drawn.
        push = _push_the_end(st, seat, by_kind)
        if push is not None:
            return push
        # 3. Short of money for the prestige building in hand? Earn with the biggest group.
        wants = [cards[i] for i in seat.hand if cards[i].type == "prestige_building"]
        if (wants and seat.money < min(w.cost.deniers for w in wants)) or seat.money < 2:
            earns = by_kind.get("earn", [])
            if earns:
                best = max(earns, key=lambda a: a.args[1])
                amount = best.args[1] * st.cfg.earn
                if wants and seat.money < min(w.cost.deniers for w in wants):
                    need = min(w.cost.deniers for w in wants)
                    return best, lambda: hint_text(DOMAIN, "it needs {deniers} deniers for the prestige building in "
                                                           "its hand, so it earns {amount} with its largest group",
                                                   deniers=need, amount=amount)
                return best, lambda: hint_text(DOMAIN, "it has less than 2 deniers, so it earns {amount} with its "
                                                       "largest group", amount=amount)
        # 4. Use a free building with our own citizen (after drawing, when the hand is empty: cards fill the district).
        draw_first = _draw(st, seat, by_kind) if not seat.hand else None
        if draw_first is not None:
            return draw_first
        for a in by_kind.get("activate", []):
            top = cards[seat.stacks[a.args[0] * st.cfg.cols + a.args[1]][-1]]
            if seat.avail[top.colour] >= 1:
                return a, lambda top=top: hint_text(DOMAIN, "it activates {card}: a building it can use with its own "
                                                            "citizen, for free", card=card_name(top))
        # 5. Draw: a prestige building when three citizens of a colour are free, else a level I/II card.
        draw = _draw(st, seat, by_kind)
        if draw is not None:
            return draw
        # 6. Nothing useful: gather when tired, else earn (unless its purse is already full enough).
        free = sum(seat.avail)
        if free <= 2:
            if free:
                return by_kind["gather"][0], lambda: hint_text(DOMAIN, "only {count} of its citizens stand free, so "
                                                                       "it gathers them all", count=free)
            return by_kind["gather"][0], lambda: hint_text(DOMAIN, "none of its citizens stand free, so it gathers "
                                                                   "them all")
        earns = by_kind.get("earn", [])
        if seat.money >= ENOUGH_DENIERS and by_kind.get("gather"):
            money = seat.money
            return by_kind["gather"][0], lambda: hint_text(DOMAIN, "it has {deniers} deniers, enough: it gathers its "
                                                                   "citizens to draw cards with them next",
                                                           deniers=money)
        if earns:
            best = max(earns, key=lambda a: a.args[1])
            amount = best.args[1] * st.cfg.earn
            return best, lambda: hint_text(DOMAIN, "nothing better to do: it earns {amount} deniers with its largest "
                                                   "group", amount=amount)
        return by_kind["gather"][0], lambda: hint_text(DOMAIN, "nothing better to do, so it gathers its citizens")

    def _keep(self, st, actions):
        best = max(actions, key=lambda a: _card_value(st.cfg.cards.by_id[a.args[0]]))
        card = st.cfg.cards.by_id[best.args[0]]
        return best, lambda: hint_text(DOMAIN, "it keeps {card}, the more valuable card to it", card=card_name(card))

    def _draw_method(self, st, actions):
        top = st.cfg.cards.cards[st.decks[st.tasks[-1][2]].face_up]
        if _card_value(top) >= 4:
            return actions[0], lambda: hint_text(DOMAIN, "it takes the face-up {card}, which is worth having",
                                                 card=card_name(top))
        return actions[1], lambda: hint_text(DOMAIN, "it draws two unknown cards: the face-up {card} is worth little "
                                                     "to it", card=card_name(top))

    # Walls: block harmful events with 2+ coins; save walls otherwise.
    def _event_walls(self, st, actions):
        slot = st.tasks[-1][1]
        ev = st.cfg.cards.cards[st.queue[slot]]
        seat = st.players[st.current_player]
        danger = 1 if sum(seat.avail) + sum(seat.used) <= 4 else 2  # as in fighting: few citizens left
        coins = st.coins[slot]
        if ev.polarity == "negative" and coins >= danger and actions[0].kind == "wall":
            return actions[0], lambda: hint_text(DOMAIN, "{card} would strike {count} times: a wall stops it",
                                                 card=card_name(ev), count=coins)

        def why() -> str:
            if ev.polarity != "negative":
                return hint_text(DOMAIN, "it saves its walls for later: {card} is not worth one, it does no harm",
                                 card=card_name(ev))
            if coins == 1:
                return hint_text(DOMAIN, "it saves its walls for later: {card} is not worth one, it strikes only "
                                         "{count} time", card=card_name(ev), count=coins)
            return hint_text(DOMAIN, "it saves its walls for later: {card} is not worth one, it strikes only {count} "
                                     "times", card=card_name(ev), count=coins)
        return actions[-1], why

    def _end_walls(self, st, actions):
        over = len(st.players[st.current_player].hand) > st.cfg.hand_limit
        if over and actions[0].kind == "wall":
            return actions[0], lambda: hint_text(DOMAIN, "its hand is over the limit: a wall keeps the card as a "
                                                         "point instead of a discard")
        return actions[-1], lambda: hint_text(DOMAIN, "it keeps its events in hand to wall off events later")

    def _final_walls(self, st, actions):
        return actions[0], FIRST_CHOICE["final_walls"]   # every wall is a point now

    def _hand_limit(self, st, actions):
        worst = min(actions, key=lambda a: _card_value(st.cfg.cards.by_id[a.args[0]]))
        card = st.cfg.cards.by_id[worst.args[0]]
        return worst, lambda: hint_text(DOMAIN, "{card} is the card it values least", card=card_name(card))

    def _final_card(self, st, actions):
        plays = [a for a in actions if a.kind == "final_card"]
        if not plays:
            return None
        best = max(plays, key=lambda a: _card_value(st.cfg.cards.by_id[a.args[0]]))
        card = st.cfg.cards.by_id[best.args[0]]
        return best, lambda: hint_text(DOMAIN, "{card} is its most valuable card to place last", card=card_name(card))

    def _choose(self, st, actions):
        op = st.tasks[-1][2]
        if op[0] == "ADD_COINS":           # Ballista: feed harmful events (they hit the others)
            harmful = [a for a in actions if all(st.cfg.cards.cards[st.queue[i]].polarity == "negative"
                                                 for i in a.args[0])]
            return max(harmful, key=lambda a: len(a.args[0])), lambda: hint_text(
                DOMAIN, "coins on harmful events hit the other players")
        if op[0] == "OPTIONAL":
            return actions[0], lambda: hint_text(DOMAIN, "recruiting and drawing are worth the price")   # accept
        return None


def _draw(st, seat, by_kind: dict) -> tuple[TAction, Why] | None:
    """A draw from the highest level deck its own free citizens reach, when its hand has room (else None)."""
    if len(seat.hand) >= st.cfg.hand_limit:
        return None
    own = [a for a in by_kind.get("draw", []) if seat.avail["YWR".index(a.args[0][0])] >= int(a.args[0][1])]
    if not own:
        return None
    best = max(own, key=lambda a: int(a.args[0][1]))
    return best, lambda: hint_text(DOMAIN, "it draws from deck {deck}: the highest level its own free citizens "
                                           "reach, and its hand has room", deck=best.args[0])


def _push_the_end(st, seat, by_kind: dict) -> tuple[TAction, Why] | None:
    """A move that brings the end of the game closer, with the reason, or None. With a full district and too few
    prestige buildings showing: a draw from a level III deck (where they are), or gathering the citizens that
    draw needs. Once the district meets the end condition: a draw from any deck its own free citizens reach (each
    deck hides a town crier), even with a full hand."""
    draws = by_kind.get("draw", [])
    cfg = st.cfg
    cards = cfg.cards.cards
    filled = [stack for stack in seat.stacks if stack]
    if len(filled) < cfg.c1_spaces:
        return None
    own = [a for a in draws if seat.avail["YWR".index(a.args[0][0])] >= int(a.args[0][1])]
    showing = sum(cards[stack[-1]].type == "prestige_building" for stack in filled)
    if showing < cfg.c1_prestige:
        level3 = [a for a in own if a.args[0][1] == "3"] or [a for a in draws if a.args[0][1] == "3"]
        if any(cards[c].type == "prestige_building" for c in seat.hand):
            return None
        if level3:
            return level3[0], lambda: hint_text(DOMAIN, "its district is full but shows {showing} of the {needed} "
                                                        "prestige buildings the end needs: it draws from deck {deck}, "
                                                        "where they are",
                                                showing=showing, needed=cfg.c1_prestige, deck=level3[0].args[0])
        # (a draw with other players' citizens costs a fee; its own free citizens are tried first)
        if by_kind.get("gather") and max(seat.avail) < 3 <= max(a + u for a, u in zip(seat.avail, seat.used)):
            return by_kind["gather"][0], lambda: hint_text(DOMAIN, "its district is full but shows {showing} of the "
                                                                   "{needed} prestige buildings the end needs: it "
                                                                   "gathers its citizens, to draw from a level III "
                                                                   "deck next", showing=showing, needed=cfg.c1_prestige)
        return None
    hiding = [a for a in own if st.decks[DECKS.index(a.args[0])].spent < 0]  # its crier still in the deck
    if hiding and st.criers < cfg.crier_threshold:
        best = max(hiding, key=lambda a: int(a.args[0][1]))
        criers = st.criers
        return best, lambda: hint_text(DOMAIN, "its district meets the end condition and the end waits for town "
                                               "criers, {criers} of {needed} so far: it draws from deck {deck} to "
                                               "bring one up", criers=criers, needed=cfg.crier_threshold,
                                       deck=best.args[0])
    return None


SEARCH_ITERATIONS = 40
"""The search bot's budget per move: about 0.1 s on a laptop core (see `benchmarks/ladder.py` for its strength)."""

evaluate = lead_evaluator(3.0)
"""How the search judges a rollout it cuts off: each seat's lead in prestige points (`scores()`), 3 points of lead
worth about 3 chances in 4."""


def search_bot(iterations: int = SEARCH_ITERATIONS, **options) -> SearchBot:
    """The search bot (Monte Carlo tree search, `rulebook.core.search`) with Tournay's settings: the heuristic's
    move tried first, heuristic rollouts of 30 decisions, then `evaluate`. Other `SearchBot` keywords pass through
    (`seconds=0.5` for a budget by time)."""
    settings = {"guide": HeuristicBot(), "rollout": HeuristicBot(), "rollout_plies": 30, "evaluate": evaluate,
                **options}
    return SearchBot(iterations, **settings)


BOTS = {"random": RandomBot, "heuristic": HeuristicBot, "search": search_bot}
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
