"""The Troyes position: an immutable object of tuples and small ints, cheap to copy.

`apply` (from the core) checks legality against the cached `legal_actions()`, then `_apply` copies the state into
a `Draft` (same slots, writable), lets the rules modules change the copy, and freezes it back. Nothing outside
`_apply` can assign to a state's fields.
"""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

from rulebook.core import CHANCE, TERMINAL, Action, GameState, LogChain, LogEntry, Ruling

from .constants import BLACK_ACTIONS, BLACK_OUTCOMES, OVER, PHASES, ROLL_ACTIONS, ROLL_OUTCOMES
from .rules import RULES

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
    "pending",                                # the sub-decision in progress (see turn.py / counter.py)
    "work",                                   # activity-card effect work stack (effects.py)
    "cube",                                   # activity slot whose cube was declared for this action, or -1
    "spent",                                  # influence spent on the current turn (TRY-10.9)
    "turns",                                  # action-phase turns taken (actions and passes)
    "bank",                                   # deniers paid out by the bank minus deniers paid to it
    "history",                                # per finished round: (money tuple, influence tuple)
    "log_chain",
)
_CACHE_SLOTS = ("_legal",)
_tuple_new = tuple.__new__
RULE_HOOKS = SimpleNamespace(legal=None, apply=None, why=None, roll=None)
"""The rules modules plug in here when the package loads (moves.py, explain.py): no import per call."""


class TroyesState(GameState):
    """A Troyes position. Read fields freely; change it only through `apply`."""

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
        return self.n

    @property
    def current_player(self) -> int:
        if self.phase == OVER:
            return TERMINAL
        if self.rolls or self.black_rolls or (self.work and self.work[-1][0] == "roll"):
            return CHANCE
        return self.seat

    def legal_actions(self) -> tuple[Action, ...]:
        legal = self._legal
        if legal is None:
            legal = RULE_HOOKS.legal(self)
            object.__setattr__(self, "_legal", legal)
        return legal

    def chance_outcomes(self) -> tuple[tuple[Action, float], ...]:
        if self.phase == OVER:
            return ()
        if self.rolls:
            return ROLL_OUTCOMES
        if self.black_rolls or (self.work and self.work[-1][0] == "roll"):
            return BLACK_OUTCOMES
        return ()

    def _is_legal(self, action: Any) -> bool:
        if self.rolls:
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
        """`GameState.apply` with the legality check of `_is_legal` inlined (the hot path of every playout)."""
        if self.rolls:
            for candidate in ROLL_ACTIONS:  # a coloured die lands: straight to the roll rule
                if candidate is action:
                    draft = _clone(self)
                    RULE_HOOKS.roll(draft, action[1][0])
                    draft.__class__ = TroyesState
                    return draft
            options = ROLL_ACTIONS
        elif self.black_rolls or (self.work and self.work[-1][0] == "roll"):
            options = BLACK_ACTIONS
        else:
            options = self._legal
            if options is None:
                options = self.legal_actions()
        for candidate in options:  # bots pass back the very objects they were offered
            if candidate is action:
                break
        else:
            if action not in options:
                return GameState.apply(self, action)  # raises IllegalAction with the ruling
        draft = _clone(self)
        RULE_HOOKS.apply(draft, action)
        draft.__class__ = TroyesState
        return draft

    def _apply(self, action: Action) -> TroyesState:
        draft = _clone(self)
        RULE_HOOKS.apply(draft, action)
        draft.__class__ = TroyesState
        return draft

    def _why_illegal(self, action: Action) -> Ruling:
        return RULE_HOOKS.why(self, action)

    def _terminal_rules(self) -> tuple[str, ...]:
        return ("TRY-17.1", "TRY-16.7")

    def _chance_rules(self) -> tuple[str, ...]:
        return ("TRY-18.3", "TRY-6.4")

    def scores(self) -> tuple[int, ...]:
        from .scoring import final_scores

        return final_scores(self)

    def winners(self) -> tuple[int, ...]:
        if self.phase != OVER:
            return ()
        from .scoring import winners

        return winners(self)


    def to_json(self) -> str:
        from .serialize import state_to_json

        return state_to_json(self)

    def _repr_svg_(self) -> str:
        from .render import render_svg

        return render_svg(self)

    def __repr__(self) -> str:
        return (f"<Troyes {self.n}p round {self.round} {PHASES[self.phase]}, to move: {self.current_player}, "
                f"log {self.log_chain.length if self.log_chain else 0} entries>")

    # --- helpers for the rules modules --------------------------------------------------------------

    def _draft(self) -> Draft:
        return _clone(self)

    def observation(self, seat: int) -> dict:
        """What `seat` may see (TRY-18.1, TRY-18.2): other players' VP and characters and all decks are hidden."""
        from .serialize import observation

        return observation(self, seat)


class Draft(TroyesState):
    """A writable copy used only inside `_apply`; `freeze()` turns it back into a TroyesState."""

    __slots__ = ()
    __setattr__ = object.__setattr__

    def freeze(self) -> TroyesState:
        self.__class__ = TroyesState
        return self  # type: ignore[return-value]

    def note(self, text: str, rule_ids: tuple[str, ...], player: int | None = None) -> None:
        """Append a log entry citing `rule_ids`."""
        chain = self.log_chain  # the named tuples are built with tuple.__new__: same objects, no Python __new__
        self.log_chain = _tuple_new(LogChain, (_tuple_new(LogEntry, (text, rule_ids, player)), chain,
                                               1 if chain is None else chain[2] + 1))


def _make_clone():
    lines = ["def clone(s):", "    d = new(Draft)"]
    lines += [f"    d.{name} = s.{name}" for name in FIELDS]
    lines += ["    d._legal = None", "    return d"]
    namespace = {"new": object.__new__, "Draft": Draft}
    exec("\n".join(lines), namespace)
    return namespace["clone"]


_clone = _make_clone()


def make_state(**fields: Any) -> TroyesState:
    """Build a state from every field (used by setup, JSON loading and FAQ positions)."""
    missing = [f for f in FIELDS if f not in fields]
    if missing:
        raise TypeError(f"missing state fields: {', '.join(missing)}")
    draft = object.__new__(Draft)
    for name in FIELDS:
        setattr(draft, name, fields[name])
    draft._legal = None
    return draft.freeze()


def replace(state: TroyesState, **changes: Any) -> TroyesState:
    """A copy of `state` with some fields changed (positions for FAQ cases and the walkthrough)."""
    draft = state._draft()
    for name, value in changes.items():
        if name not in FIELDS:
            raise TypeError(f"no state field {name!r}")
        setattr(draft, name, value)
    return draft.freeze()


def tuple_set(values: tuple, index: int, value: Any) -> tuple:
    """`values` with one item replaced (0 <= index < len(values))."""
    items = list(values)
    items[index] = value
    return tuple(items)


def tuple_add(values: tuple, index: int, delta: int) -> tuple:
    """`values` with `delta` added to one item (0 <= index < len(values))."""
    items = list(values)
    items[index] += delta
    return tuple(items)
