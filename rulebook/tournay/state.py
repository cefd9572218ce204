"""The Tournay position (`TournayState`, also exported as `State`), its writable copy `Draft`, and `PHASE_TABLE`,
the one table that sends each pending step to the phase module that carries it out.

A state is an immutable snapshot of the table plus a stack of pending steps (`tasks`, top last). Every field
holds an int, a string or a tuple, and no code assigns to a field after construction (only the caches `_legal`
and `_chance` are filled on first use). `apply` copies the state into a `Draft`, lets the phase module of the
top step carry out the action, then settles: automatic steps run (start of turn, crier, events, effects, end of
turn...) until a decision or a chance draw is needed, and the draft is frozen into the next state. So a state
always rests at a step that needs a decision (a seat's choice or a chance draw), or at the end of the game (no
step left). Nothing is hidden in the state itself: hands and the secret final cards are in `to_json` (TOU-3.6
says what a player may see; the engine is the referee).
"""

from __future__ import annotations

from typing import Any

from rulebook.core import CHANCE, TERMINAL, GameState, LogChain, Ruling

from . import information, queries, refusals, scoring
from .options import Config
from .phases import card_play, citizen_action, drawing, effects, end_of_turn, events, final_placement
from .pieces import CHANCE_STEPS, PHASES, SEATS, Deck, Seat, TAction, TLogEntry
from .render import last_move_places, render_svg
from .rules import RULES
from .serialize import state_to_json

PHASE_TABLE = {
    "turn": end_of_turn, "end_walls": end_of_turn, "hand_limit": end_of_turn, "end_turn": end_of_turn,
    "step_a": card_play, "place": card_play, "cost_cards": card_play, "final_resolve": card_play,
    "step_b": citizen_action, "citizens": citizen_action,
    "start_draw": drawing, "draw_method": drawing, "reveal": drawing, "keep": drawing,
    "crier": events, "events": events, "event": events, "event_walls": events, "event_apply": events,
    "reveal_event": events,
    "ops": effects, "choose": effects, "placed": effects, "activated": effects,
    "final_card": final_placement, "final_reveal": final_placement, "final_walls": final_placement,
    "score": final_placement,
}
"""Every kind of pending step (`state.phase`, named in words by `PHASES`) → the phase module that carries it out."""


class TournayState(GameState):
    """One Tournay position. Build it with `new_game`, `position` or `from_json`; change it only with `apply`."""

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
        """The game's `CardSet` (card definitions by physical index)."""
        return self.cfg.cards

    @property
    def num_players(self) -> int:
        """How many seats the game has."""
        return len(self.players)

    @property
    def current_player(self) -> int:
        """The seat to decide now (not always the active player: walls against events), CHANCE or TERMINAL."""
        if not self.tasks:
            return TERMINAL
        task = self.tasks[-1]
        if task[0] in CHANCE_STEPS:
            return CHANCE
        return task[2][task[3]] if task[0] == "event_walls" else task[1]

    def legal_actions(self) -> tuple[TAction, ...]:
        """The legal moves of the seat to decide, in a fixed order (empty at chance and at the end)."""
        legal = self._legal
        if legal is None:
            tasks = self.tasks
            if not tasks or tasks[-1][0] in CHANCE_STEPS:
                legal = ()
            else:
                legal = PHASE_TABLE[tasks[-1][0]].legal_moves(self)
            self._legal = legal
        return legal

    def chance_outcomes(self) -> tuple[tuple[TAction, float], ...]:
        """At a chance draw: each possible card with its exact probability (TOU-6.8)."""
        if not self.tasks or self.tasks[-1][0] not in CHANCE_STEPS:
            return ()
        cached = self._chance
        if cached is None:
            cached = PHASE_TABLE[self.tasks[-1][0]].chance_outcomes(self)
            self._chance = cached
        return cached

    def _is_legal(self, action: Any) -> bool:
        if self.tasks and self.tasks[-1][0] in CHANCE_STEPS:
            return any(action == outcome for outcome, _ in self.chance_outcomes())
        return action in self.legal_actions()

    def _apply(self, action) -> TournayState:
        draft = Draft(self)
        PHASE_TABLE[self.tasks[-1][0]].apply_move(draft, action)
        draft.settle()
        return draft.freeze()

    def _why_illegal(self, action) -> Ruling:
        ruling = refusals.wrong_moment(self, action)
        if ruling is None:
            ruling = PHASE_TABLE[self.tasks[-1][0]].why_not(self, action) or refusals.not_a_choice(self, action)
        return ruling

    def _terminal_rules(self) -> tuple[str, ...]:
        return ("TOU-13.11",)

    def _chance_rules(self) -> tuple[str, ...]:
        return ("TOU-6.8",)

    def scores(self) -> tuple[int, ...]:
        """Prestige per seat (final once the game is over; before that, the score if it ended now)."""
        return scoring.totals(self)

    def winners(self) -> tuple[int, ...]:
        """The winning seats once the game is over (TOU-14.10, TOU-14.11); empty before."""
        return scoring.winners(self) if not self.tasks else ()

    def to_json(self) -> str:
        """The whole position as canonical JSON (`tournay.from_json` reads it back)."""
        return state_to_json(self)

    # --- what one seat sees (issue 17) ---------------------------------------------------------------------

    def observation(self, seat: int | str) -> dict:
        """Everything `seat` can see now, as JSON-ready data (see `information`): the table, its own hand and
        final card, the sizes, events and card backs of the other hands, the size of each deck's parts."""
        return information.observation(self, seat)

    def resample_hidden(self, seat: int | str, rng) -> TournayState:
        """A state equal to this one in everything `seat` can see, with everything it cannot see (other hands,
        deck orders, cards put under decks, the other seats' secret final cards) redrawn at random from `rng`,
        consistently with what it has seen; this state is not changed (see `information`)."""
        return information.resample_hidden(self, seat, rng)

    def _repr_svg_(self) -> str:
        return render_svg(self, highlight=last_move_places(self))

    # --- where the game is ------------------------------------------------------------------------------

    @property
    def phase(self) -> str:
        """The kind of the pending step, e.g. ``step_a``, ``step_b``, ``reveal`` (or ``over``); see `PHASES`."""
        return self.tasks[-1][0] if self.tasks else "over"

    @property
    def phase_name(self) -> str:
        """The pending step in plain words, e.g. "citizen action" or "walls against an event"."""
        return PHASES[self.tasks[-1][0] if self.tasks else "over"]

    def card(self, index: int):
        """The card definition of a physical card index."""
        return self.cfg.cards.cards[index]

    def __repr__(self) -> str:
        return (f"<Tournay {self.num_players}p turn {self.turn + 1} {SEATS[self.active]} {self.phase_name} "
                f"criers {self.criers}>")

    # --- questions about the table, by seat name ("P1") or number ------------------------------------------------

    def hand(self, seat: int | str) -> list[str]:
        """The card ids in a player's hand, in id order."""
        return queries.hand(self, seat)

    def walls(self, seat: int | str) -> list[str]:
        """The event cards a player has built as walls, in building order."""
        return queries.walls(self, seat)

    def district(self, seat: int | str) -> dict[tuple[int, int], list[str]]:
        """A player's district: each filled space (row, column) → its card ids, bottom to top."""
        return queries.district(self, seat)

    def stack(self, seat: int | str, space: tuple[int, int]) -> list[str]:
        """The card ids on one space (row, column) of a player's district, bottom to top."""
        return queries.stack(self, seat, space)

    def occupant(self, seat: int | str, space: tuple[int, int]) -> str:
        """What sits on a district space: "none", "grey", "damage", or e.g. "red citizen"."""
        return queries.occupant(self, seat, space)

    def plaza(self, seat: int | str) -> queries.Plaza:
        """A player's citizens per colour: `.standing`, `.lying`, `.on_buildings` (and `.owned`)."""
        return queries.plaza(self, seat)

    def deniers(self, seat: int | str) -> int:
        """A player's money."""
        return queries.deniers(self, seat)

    def event_row(self) -> tuple[tuple[str | None, int], ...]:
        """The event queue slot by slot: (event card id or None, coins on it)."""
        return queries.event_row(self)

    def deck(self, code: str) -> queries.DeckView:
        """A deck by its code (Y1 .. R3, or "events"): face-up card, shuffled and known cards, spent crier."""
        return queries.deck(self, code)

    @property
    def to_act(self) -> str:
        """Who decides now, by name: "P1" .. "P4", "chance" at a draw, "game over" at the end."""
        return queries.to_act(self)

    def legal_args(self, kind: str) -> list[tuple]:
        """The arguments of the legal actions of one kind, e.g. ``state.legal_args("keep")``."""
        return queries.legal_args(self, kind)

    def activatable(self) -> list[str]:
        """Ids of the buildings the player to move could activate now."""
        return queries.activatable(self)

    def prestige(self, seat: int | str) -> dict:
        """A player's score, part by part: points per prestige building name, printed points, walls, total."""
        return scoring.breakdown(self.cfg, self.players)[queries.seat_index(self, seat)]

    def meets_end_condition(self, seat: int | str) -> bool:
        """Does a player's district meet end condition 1: full, with two visible prestige buildings (TOU-13.1)?"""
        return queries.meets_condition1(self.cfg, self.cfg.cards, self.players[queries.seat_index(self, seat)])


State = TournayState
"""The state class under the name every game uses."""


class Draft:
    """A state being changed by `apply`: lists where the state has tuples, the small moves of pieces every phase
    uses (pay, gain, put a card under its deck...), and `settle`, which runs automatic steps through
    `PHASE_TABLE`; `freeze` makes the next state."""

    __slots__ = (*(name for name in TournayState.__slots__ if not name.startswith("_")), "cards", "cls", "source")

    def __init__(self, st: TournayState):
        self.cls = type(st)
        self.cfg = st.cfg
        self.cards = st.cfg.cards.cards
        self.players = list(st.players)
        self.decks = list(st.decks)
        self.event_deck = st.event_deck
        self.queue = list(st.queue)
        self.coins = list(st.coins)
        self.stock = list(st.stock)
        self.supply_deniers = st.supply_deniers
        self.supply_tokens = st.supply_tokens
        self.active = st.active
        self.start_player = st.start_player
        self.turn = st.turn
        self.criers = st.criers
        self.final_round = st.final_round
        self.end_trigger = st.end_trigger
        self.end_trigger_seat = st.end_trigger_seat
        self.final_choices = list(st.final_choices)
        self.tasks = list(st.tasks)
        self.log_chain = st.log_chain
        self.source = "card"  # whose vocabulary the effect being carried out comes from: "card" or "event"

    def freeze(self) -> TournayState:
        """The new immutable state."""
        return self.cls(self.cfg, tuple(self.players), tuple(self.decks), self.event_deck, tuple(self.queue),
                        tuple(self.coins), tuple(self.stock), self.supply_deniers, self.supply_tokens, self.active,
                        self.start_player, self.turn, self.criers, self.final_round, self.end_trigger,
                        self.end_trigger_seat, tuple(self.final_choices), tuple(self.tasks), self.log_chain)

    def settle(self) -> None:
        """Carry out automatic steps until a decision, a chance draw or the end of the game is reached."""
        tasks = self.tasks
        table = PHASE_TABLE
        while tasks:
            task = tasks[-1]
            if table[task[0]].advance(self, task):
                return

    def note(self, text: str, rule_ids: tuple[str, ...], player: int | None = None) -> None:
        """Add a log entry citing `rule_ids`."""
        chain = self.log_chain
        self.log_chain = LogChain(TLogEntry(text, rule_ids, player), chain, chain.length + 1 if chain else 1)

    def name(self, card: int) -> str:
        """A card's name, for log entries."""
        return self.cards[card].name

    def seat_order(self, first: int) -> list[int]:
        """Every seat once, starting with `first`."""
        n = len(self.players)
        return [(first + i) % n for i in range(n)]
