"""The Tournay position: an immutable snapshot of the table plus the stack of pending steps.

Every field holds an int, a string or a tuple, and no code assigns to a field after construction (only the
legal-action cache `_legal` is filled on first use), so a state never changes once built.

A turn (TOU-3.5) is a sequence of small steps kept on a stack of tasks (`tasks`, top last). Automatic steps
run inside `apply`; the state always rests at a task that needs a decision (a seat's choice or a chance draw)
or at the end of the game (no task left). `current_player`, `legal_actions` and `chance_outcomes` read the top
task. Nothing is hidden in the state itself: hands and the secret final cards are in `to_json` (TOU-3.6 says
what a player may see; the engine is the referee).
"""

from __future__ import annotations

from typing import Any

from rulebook.core import CHANCE, TERMINAL, GameState, LogChain, Ruling

from . import decisions, scoring, why
from .config import Config
from .model import Deck, Seat, TAction
from .rules import RULES

CHANCE_TASKS = frozenset({"reveal", "reveal_event"})


class TournayState(GameState):
    """One Tournay position. Build it with `new_game` or `from_json`; change it only with `apply`."""

    __slots__ = (
        "_chance",
        "_legal",
        "active",
        "cfg",
        "coins",
        "criers",
        "decks",
        "end_trigger",
        "end_trigger_seat",
        "event_deck",
        "final_choices",
        "final_round",
        "log_chain",
        "players",
        "queue",
        "start_player",
        "stock",
        "supply_deniers",
        "supply_tokens",
        "tasks",
        "turn",
    )

    GAME = "tournay"
    RULES = RULES
    MALFORMED_RULES = ("TOU-3.5",)
    ACTION_RULES = {
        "play": ("TOU-4.1", "TOU-4.3"), "no_card": ("TOU-4.1",), "place": ("TOU-4.5", "TOU-4.6"),
        "pay_card": ("TOU-4.18",), "draw": ("TOU-6.1",), "activate": ("TOU-8.1",), "fight": ("TOU-9.1",),
        "earn": ("TOU-10.1",), "gather": ("TOU-11.1",), "citizens": ("TOU-5.4",),
        "take_face_up": ("TOU-6.2",), "draw_two": ("TOU-6.3", "TOU-6.4"), "keep": ("TOU-6.3", "TOU-6.5"),
        "reveal": ("TOU-6.8",), "reveal_event": ("TOU-9.6",), "wall": ("TOU-7.6", "TOU-12.1", "TOU-13.9"),
        "no_wall": ("TOU-7.6",), "done": ("TOU-12.6",), "discard": ("TOU-12.3",),
        "final_card": ("TOU-13.7",), "final_pass": ("TOU-13.10",), "stand_up": ("TOU-16.10",),
        "lay_down": ("TOU-16.10",), "lose_citizen": ("TOU-16.10",), "token_on": ("TOU-16.10",),
        "accept": ("TOU-17.10",), "decline": ("TOU-17.10",), "take_event": ("TOU-17.10",),
        "choose_events": ("TOU-17.10",), "use_building": ("TOU-17.10",), "remove_token": ("TOU-17.10",),
        "place_token": ("TOU-17.10",), "discard_card": ("TOU-16.10",),
    }

    def __init__(self, cfg: Config, players: tuple[Seat, ...], decks: tuple[Deck, ...], event_deck: Deck,
                 queue: tuple[int, ...], coins: tuple[int, ...], stock: tuple[int, int, int], supply_deniers: int,
                 supply_tokens: int, active: int, start_player: int, turn: int, criers: int, final_round: bool,
                 end_trigger: str, end_trigger_seat: int, final_choices: tuple, tasks: tuple,
                 log_chain: LogChain | None):
        self.cfg = cfg
        self.players = players
        self.decks = decks
        self.event_deck = event_deck
        self.queue = queue
        self.coins = coins
        self.stock = stock
        self.supply_deniers = supply_deniers
        self.supply_tokens = supply_tokens
        self.active = active
        self.start_player = start_player
        self.turn = turn
        self.criers = criers
        self.final_round = final_round
        self.end_trigger = end_trigger
        self.end_trigger_seat = end_trigger_seat
        self.final_choices = final_choices
        self.tasks = tasks
        self.log_chain = log_chain
        self._legal: tuple | None = None
        self._chance: tuple | None = None

    # --- the contract ----------------------------------------------------------------------------------

    @property
    def cards(self):
        return self.cfg.cards

    @property
    def num_players(self) -> int:
        return len(self.players)

    @property
    def current_player(self) -> int:
        if not self.tasks:
            return TERMINAL
        task = self.tasks[-1]
        if task[0] in CHANCE_TASKS:
            return CHANCE
        return decisions.actor(self, task)

    def legal_actions(self) -> tuple[TAction, ...]:
        legal = self._legal
        if legal is None:
            legal = () if not self.tasks or self.tasks[-1][0] in CHANCE_TASKS else decisions.legal(self)
            self._legal = legal
        return legal

    def chance_outcomes(self) -> tuple[tuple[TAction, float], ...]:
        if not self.tasks or self.tasks[-1][0] not in CHANCE_TASKS:
            return ()
        return decisions.chance(self)

    def _is_legal(self, action: Any) -> bool:
        if self.tasks and self.tasks[-1][0] in CHANCE_TASKS:
            return any(action == outcome for outcome, _ in decisions.chance(self))
        return action in self.legal_actions()

    def _apply(self, action) -> TournayState:
        return decisions.apply(self, action)

    def _why_illegal(self, action) -> Ruling:
        return why.refusal(self, action)

    def _terminal_rules(self) -> tuple[str, ...]:
        return ("TOU-13.11",)

    def _chance_rules(self) -> tuple[str, ...]:
        return ("TOU-6.8",)

    def scores(self) -> tuple[int, ...]:
        """Prestige per seat (final once the game is over; before that, the score if it ended now)."""
        return scoring.totals(self)

    def winners(self) -> tuple[int, ...]:
        return scoring.winners(self) if not self.tasks else ()


    def to_json(self) -> str:
        from .serialize import state_to_json
        return state_to_json(self)

    def _repr_svg_(self) -> str:
        from .render import render_svg
        return render_svg(self)

    def _repr_html_(self) -> str:
        from .render import render_html
        return render_html(self)

    # --- readable helpers --------------------------------------------------------------------------------

    @property
    def phase(self) -> str:
        """The kind of the pending step, e.g. ``step_a``, ``step_b``, ``reveal`` (or ``over``)."""
        return self.tasks[-1][0] if self.tasks else "over"

    def card(self, index: int):
        return self.cfg.cards.cards[index]

    def __repr__(self) -> str:
        return (f"<Tournay {self.num_players}p turn {self.turn} P{self.active + 1} {self.phase} "
                f"criers {self.criers}>")
