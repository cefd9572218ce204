"""The Troyes position (`TroyesState`, also `State`), its writable copy `Draft`, and `PHASE_TABLE`, the one dispatch
table from a phase to the module that knows its rules.

A position is an immutable object of tuples and small ints, cheap to copy. `apply` checks legality against the
cached `legal_actions()`, then copies the state into a `Draft` (same slots, writable), lets the phase module change
the copy, and freezes it back. Nothing outside `apply` can assign to a state's fields.

Which phase module answers: the workforce phase while coloured dice wait to be rolled (a reroll too), the black
dice phase while black dice do, the activation while an activity card is being carried out, otherwise the phase
of play in `state.phase` (see `node`); the events phase also answers for an event's own die (`pending` "roll").
A phase hands over to another through its `Draft` (`draft.begin(PHASE)`, `draft.end_turn(seat)`,
`draft.place_event_cubes(...)`), which look the other phase up in this table.
"""

from __future__ import annotations

import random
from typing import Any

from rulebook.core import CHANCE, TERMINAL, Action, GameState, JSONError, LogChain, LogEntry, Ruling

from . import queries
from .information import observation, resample_hidden
from .phases import actions, activation, black_dice, countering, events, placement, round_end, workforce
from .pieces import (
    ACTIONS,
    ACTIVATION,
    BLACK,
    BLACK_ACTIONS,
    COUNTER,
    EVENTS,
    OVER,
    PHASES,
    ROLL,
    ROLL_ACTIONS,
    ROUND_END,
    SEATS,
    SETUP,
)
from .refusals import before_phase, not_now
from .render import last_move_places, render_svg
from .rules import RULES
from .scoring import breakdown, final_scores
from .scoring import winners as _winners
from .serialize import fields_from_json, state_to_json

FIELDS = (
    "cfg",         # Config shared by the whole game (options, cards)
    "n",           # number of players
    "round",       # 1.. (0 during setup)
    "phase",       # SETUP .. OVER
    "start",       # start player this round
    "seat",        # seat whose decision it is (setup, events, counter, actions)
    "step",        # setup: placements made so far
    "money", "dmoney", "infl", "vp",          # per seat: purse, district money, influence, VP earned in play
    "general", "personal",                    # per seat: citizens in general and personal supply
    "passed",                                 # per seat: passed this round
    "chars",                                  # per seat: character card indices
    "build",                                  # 18 owners: building * 6 + space - 1 (seat, GREY or EMPTY)
    "lying",                                  # per building: sorted owners of lying (evicted) citizens
    "slots",                                  # 9 activity card indices (colour * 3 + level - 1)
    "revealed",                               # activity levels face up (0..3)
    "trades",                                 # per slot: tradesmen seats in space order
    "stored",                                 # per slot: per seat stored cubes
    "dist",                                   # 5 districts (seats 0..3, neutral 4): sorted die codes
    "rolls",                                  # coloured dice waiting to be rolled: (district, colour) ...
    "black_rolls",                            # black dice waiting to be rolled
    "pool",                                   # rolled black dice, highest first
    "row", "row_cubes",                       # event row (card indices) and cubes on each (seats, oldest first)
    "red_deck", "white_deck", "yellow_deck",  # remaining event decks, top first
    "cath",                                   # cathedral: (level - 1) * 6 + value - 1 -> seat or EMPTY
    "trophies", "won", "placed", "elim",      # per seat: events taken, events won, event cubes placed, black dice
    "pending",                                # the sub-decision in progress (see phases/actions.py, countering.py)
    "work",                                   # activity-card effect work stack (phases/activation.py)
    "cube",                                   # activity slot whose cube was declared for this action, or -1
    "spent",                                  # influence spent on the current turn (TRY-10.9)
    "turns",                                  # action-phase turns taken (actions and passes)
    "bank",                                   # deniers paid out by the bank minus deniers paid to it
    "history",                                # per finished round: (money tuple, influence tuple)
    "log_chain",
)
_CACHE_SLOTS = ("_legal",)
_tuple_new = tuple.__new__

PHASE_TABLE = {
    SETUP: placement,
    ROLL: workforce,
    EVENTS: events,
    BLACK: black_dice,
    COUNTER: countering,
    ACTIONS: actions,
    OVER: round_end,
    ACTIVATION: activation,
    ROUND_END: round_end,
}
"""Phase id (pieces.PHASES) -> the module with its four phase functions: the one dispatch table."""


class TroyesState(GameState):
    """A Troyes position. Read fields freely (or ask the queries below, by name); change it only through `apply`."""

    __slots__ = FIELDS + _CACHE_SLOTS
    GAME = "troyes"
    RULES = RULES
    MALFORMED_RULES = ("TRY-18.4", "TRY-9.3")
    ACTION_RULES = {
        "place": ("TRY-2.17", "TRY-2.18", "TRY-2.19", "TRY-2.20"),
        "roll": ("TRY-6.1", "TRY-6.4", "TRY-10.10"),
        "black": ("TRY-8.18", "TRY-7.13"),
        "discard": ("TRY-7.9", "TRY-7.12"),
        "take": ("TRY-8.1", "TRY-8.7", "TRY-8.8", "TRY-8.14"),
        "use": ("TRY-8.3", "TRY-8.5", "TRY-8.16"),
        "done": ("TRY-8.6", "TRY-8.9", "TRY-8.10"),
        "penalty": ("TRY-8.11", "TRY-8.12", "TRY-8.14"),
        "reroll": ("TRY-10.3", "TRY-10.4", "TRY-10.5"),
        "citizen": ("TRY-10.3", "TRY-10.7", "TRY-10.8"),
        "flip": ("TRY-10.3", "TRY-10.6"),
        "flip_dice": ("TRY-10.3", "TRY-10.5", "TRY-10.6"),
        "cube": ("TRY-11.15", "TRY-11.16", "TRY-9.6"),
        "activate": ("TRY-11.1", "TRY-11.2", "TRY-11.8"),
        "agriculture": ("TRY-12.1",),
        "cathedral": ("TRY-13.1",),
        "fight": ("TRY-14.1",),
        "recruit": ("TRY-15.1", "TRY-15.2"),
        "group": ("TRY-9.4", "TRY-9.11", "TRY-9.12"),
        "evict": ("TRY-15.5", "TRY-15.6", "TRY-15.7"),
        "pass": ("TRY-9.18", "TRY-9.10"),
        "convert": ("TRY-11.19",),
        "decline": ("TRY-11.19",),
        "option": ("TRY-11.13",),
        "immediate": ("TRY-11.18",),
        "store": ("TRY-11.18", "TRY-11.14"),
        "flag": ("TRY-14.5", "TRY-14.6"),
    }

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError(f"a Troyes state is immutable; use apply() (tried to set {name})")

    # --- the contract -------------------------------------------------------------------------------

    @property
    def num_players(self) -> int:
        """The number of players."""
        return self.n

    @property
    def current_player(self) -> int:
        """The seat to move, `CHANCE` while dice roll, or `TERMINAL`."""
        if self.phase == OVER:
            return TERMINAL
        if self.rolls or self.black_rolls or (self.work and self.work[-1][0] == "roll"):
            return CHANCE
        if self.phase == EVENTS and self.pending and self.pending[0] == "roll":
            return CHANCE  # an event's own die (TRY-20.60)
        return self.seat

    @property
    def node(self) -> int:
        """The phase id whose module answers now (the key into `PHASE_TABLE`)."""
        return ROLL if self.rolls else BLACK if self.black_rolls else ACTIVATION if self.work else self.phase

    def legal_actions(self) -> tuple[Action, ...]:
        """The moves open now, in a fixed order (computed once per position)."""
        legal = self._legal
        if legal is None:
            legal = PHASE_TABLE[ROLL if self.rolls else BLACK if self.black_rolls else ACTIVATION if self.work
                                else self.phase].legal_moves(self)
            object.__setattr__(self, "_legal", legal)
        return legal

    def chance_outcomes(self) -> tuple[tuple[Action, float], ...]:
        """At a chance node: the die's six faces, each 1/6."""
        return PHASE_TABLE[ROLL if self.rolls else BLACK if self.black_rolls else ACTIVATION if self.work
                           else self.phase].chance_outcomes(self)

    def _is_legal(self, action: Any) -> bool:
        if self.rolls or (self.phase == EVENTS and self.pending and self.pending[0] == "roll"):
            options = ROLL_ACTIONS
        elif self.black_rolls or (self.work and self.work[-1][0] == "roll"):
            options = BLACK_ACTIONS
        else:
            options = self.legal_actions()
        for candidate in options:  # bots pass back the very objects they were offered
            if candidate is action:
                return True
        return action in options

    def apply(self, action: Any) -> TroyesState:
        """`GameState.apply` with the legality check inlined (the hot path of every playout)."""
        if self.rolls:
            for candidate in ROLL_ACTIONS:  # a coloured die lands: straight to the workforce phase's rule
                if candidate is action:
                    draft = _clone(self)
                    PHASE_TABLE[ROLL].apply_move(draft, action)
                    draft.__class__ = TroyesState
                    return draft
            options = ROLL_ACTIONS
            node = ROLL
        elif self.black_rolls:
            options = BLACK_ACTIONS
            node = BLACK
        elif self.work:
            options = BLACK_ACTIONS if self.work[-1][0] == "roll" else self.legal_actions()
            node = ACTIVATION
        else:
            options = self._legal
            if options is None:
                options = self.legal_actions()
            node = self.phase
            if not options and node == EVENTS and self.pending and self.pending[0] == "roll":
                options = ROLL_ACTIONS  # an event's own die (TRY-20.60)
        for candidate in options:  # bots pass back the very objects they were offered
            if candidate is action:
                break
        else:
            if action not in options:
                return GameState.apply(self, action)  # raises IllegalAction with the ruling
        draft = _clone(self)
        PHASE_TABLE[node].apply_move(draft, action)
        draft.__class__ = TroyesState
        return draft

    def _apply(self, action: Action) -> TroyesState:
        draft = _clone(self)
        PHASE_TABLE[self.node].apply_move(draft, action)
        draft.__class__ = TroyesState
        return draft

    def _why_illegal(self, action: Action) -> Ruling:
        return (before_phase(self, action) or PHASE_TABLE[self.node].why_not(self, action)
                or not_now(self, action))

    def _terminal_rules(self) -> tuple[str, ...]:
        return ("TRY-17.1", "TRY-16.7")

    def _chance_rules(self) -> tuple[str, ...]:
        return ("TRY-18.3", "TRY-6.4")

    def scores(self) -> tuple[int, ...]:
        """Final scores by seat (provisional before the game is over, TRY-17)."""
        return final_scores(self)

    def winners(self) -> tuple[int, ...]:
        """The winning seat(s) once the game is over (TRY-17.14, TRY-17.15); () before."""
        if self.phase != OVER:
            return ()
        return _winners(self)

    def to_json(self) -> str:
        """The whole position as canonical JSON, log included (`troyes.from_json` reads it back)."""
        return state_to_json(self)

    def _repr_svg_(self) -> str:
        return render_svg(self, highlight=last_move_places(self))

    def __repr__(self) -> str:
        return (f"<Troyes {self.n}p round {self.round} {PHASES[self.phase]}, to move: {self.current_player}, "
                f"log {self.log_chain.length if self.log_chain else 0} entries>")

    def observation(self, seat: int) -> dict:
        """What `seat` may see (TRY-18.1, TRY-18.2): other players' VP and characters and all decks are hidden."""
        return observation(self, seat)

    def resample_hidden(self, seat: int, rng: random.Random) -> TroyesState:
        """A state equal to this one in everything `seat` can see, with everything it cannot see (other players'
        characters, the order of the event decks, the face-down activity cards) redrawn from `rng`, consistently
        with what it has seen (information.py)."""
        return resample_hidden(self, seat, rng)

    def _draft(self) -> Draft:
        return _clone(self)

    # --- questions by the game's own names (queries.py) -------------------------------------------------

    @property
    def to_move(self) -> str:
        """Who decides now, by name: a seat ("A"), "chance" while dice roll, or "game over"."""
        who = self.current_player
        return SEATS[who] if who >= 0 else "chance" if who == CHANCE else "game over"

    @property
    def phase_name(self) -> str:
        """The phase of play in plain words ("actions", "countering the black dice", ...)."""
        return PHASES[self.phase]

    def purse(self, seat: int | str) -> int:
        """Deniers in a player's purse (not counting the district money of a passed player)."""
        return self.money[queries.seat_index(seat, self.n)]

    def district_money(self, seat: int | str) -> int:
        """Deniers lying in a player's district after passing, collected at the end of the round (TRY-9.22)."""
        return self.dmoney[queries.seat_index(seat, self.n)]

    def influence(self, seat: int | str) -> int:
        """A player's influence (0 to the top of the track, TRY-10.1)."""
        return self.infl[queries.seat_index(seat, self.n)]

    def victory_points(self, seat: int | str) -> int:
        """VP a player has earned in play so far (final scoring adds more, see `score_breakdown`)."""
        return self.vp[queries.seat_index(seat, self.n)]

    def has_passed(self, seat: int | str) -> bool:
        """Has the player passed this round (TRY-9.19)?"""
        return self.passed[queries.seat_index(seat, self.n)]

    def district(self, where: int | str) -> tuple[str, ...]:
        """The dice in a district ("A".. or "N" for the neutral one): ('R2', 'Y1')."""
        return queries.district(self, where)

    def citizens_on(self, building: str) -> tuple[str, ...]:
        """Who stands on spaces 1-6 of "Palace", "Bishopric" or "City Hall": a seat, 'grey', or '-'."""
        return queries.citizens_on(self, building)

    def lying_beside(self, building: str) -> tuple[str, ...]:
        """The citizens evicted from a building this round (TRY-15.9)."""
        return queries.lying_beside(self, building)

    def citizens(self, seat: int | str) -> dict[str, int]:
        """Where a player's citizens are: in buildings, lying, tradesmen, personal and general supply."""
        return queries.citizens(self, seat)

    def activity_cards(self, face_up_only: bool = True) -> tuple[str, ...]:
        """The activity cards in play by name (face up ones only, unless asked)."""
        return queries.activity_cards(self, face_up_only)

    def tradesmen_on(self, card: str) -> tuple[str, ...]:
        """The players with a tradesman on an activity card (id or name), in space order."""
        return queries.tradesmen_on(self, card)

    def stored_cubes(self, card: str) -> dict[str, int]:
        """Cubes stored on an activity card (id or name), per player."""
        return queries.stored_cubes(self, card)

    def event_row(self) -> tuple[str, ...]:
        """The event cards in the row by name, oldest first."""
        return queries.event_row(self)

    def event_cubes(self, event: str) -> tuple[str, ...]:
        """Whose cubes are on an event card in the row (id or name), in the order placed."""
        return queries.event_cubes(self, event)

    def cathedral_at(self, level: int, column: int) -> str:
        """Whose cube is on a cathedral space (level 1.., column 1-6), or '' if it is free."""
        return queries.cathedral_at(self, level, column)

    def cathedral_cubes(self, seat: int | str) -> int:
        """How many cubes a player has in the cathedral."""
        return self.cath.count(queries.seat_index(seat, self.n))

    def characters(self, seat: int | str) -> tuple[str, ...]:
        """A player's secret character cards by name (TRY-2.14)."""
        return queries.characters(self, seat)

    def score_breakdown(self, seat: int | str) -> dict[str, int]:
        """The parts of a player's final score: VP in play, participation, tradesmen, characters, cathedral penalty,
        total (TRY-17.3 - TRY-17.13)."""
        return breakdown(self, queries.seat_index(seat, self.n))


State = TroyesState
"""The Troyes state class under the name every game uses."""


class Draft(TroyesState):
    """A writable copy used only inside `apply`; `freeze()` turns it back into a TroyesState.

    The phase modules change it, and hand over to another phase through it (looked up in `PHASE_TABLE`).
    """

    __slots__ = ()
    __setattr__ = object.__setattr__

    def freeze(self) -> TroyesState:
        """The finished position (the same object, made immutable)."""
        self.__class__ = TroyesState
        return self  # type: ignore[return-value]

    def note(self, text: str, rule_ids: tuple[str, ...], player: int | None = None) -> None:
        """Append a log entry citing `rule_ids`."""
        chain = self.log_chain  # the named tuples are built with tuple.__new__: same objects, no Python __new__
        self.log_chain = _tuple_new(LogChain, (_tuple_new(LogEntry, (text, rule_ids, player)), chain,
                                               1 if chain is None else chain[2] + 1))

    def begin(self, phase: int, *details: Any) -> None:
        """Enter another phase: run its automatic steps (`begin` of its module in `PHASE_TABLE`)."""
        PHASE_TABLE[phase].begin(self, *details)

    def end_turn(self, seat: int) -> None:
        """The turn of `seat` is over (an activity card is done): the action phase finds the next player."""
        PHASE_TABLE[ACTIONS].end_turn(self, seat)

    def place_event_cubes(self, seat: int, pos: int, count: int, influence: bool = True) -> int:
        """Put cubes of `seat` on the event at row position `pos` (a fight, or a card's effect); returns how many."""
        return PHASE_TABLE[EVENTS].place_cubes(self, seat, pos, count, influence)


def _make_clone():
    lines = ["def clone(s):", "    d = new(Draft)"]
    lines += [f"    d.{name} = s.{name}" for name in FIELDS]
    lines += ["    d._legal = None", "    return d"]
    namespace = {"new": object.__new__, "Draft": Draft}
    exec("\n".join(lines), namespace)
    return namespace["clone"]


_clone = _make_clone()


def make_state(**fields: Any) -> TroyesState:
    """Build a state from every field (used by setup, JSON loading and the position builder)."""
    missing = [f for f in FIELDS if f not in fields]
    if missing:
        raise TypeError(f"missing state fields: {', '.join(missing)}")
    draft = object.__new__(Draft)
    for name in FIELDS:
        setattr(draft, name, fields[name])
    draft._legal = None
    return draft.freeze()


def replace(state: TroyesState, **changes: Any) -> TroyesState:
    """A copy of `state` with some fields changed (the position builder's last step, and tests)."""
    draft = state._draft()
    for name, value in changes.items():
        if name not in FIELDS:
            raise TypeError(f"no state field {name!r}")
        setattr(draft, name, value)
    return draft.freeze()


def from_json(text: str) -> TroyesState:
    """Load a state saved by `to_json`, refusing anything malformed or inconsistent (errors name the field)."""
    state = make_state(**fields_from_json(text))
    try:
        state.legal_actions()
        state.chance_outcomes()
    except (IndexError, KeyError, ValueError, TypeError) as exc:
        raise JSONError(f"state: the position is inconsistent ({type(exc).__name__}: {exc})") from None
    return state
