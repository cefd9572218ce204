"""The immutable game state and the phase dispatch that turns it into the engine contract.

A `BAState` keeps every field as an int, a string or a tuple in its `__dict__`, so `_apply` copies the whole
position with one C-level dict copy into a `Work` object, edits that copy, and freezes it into a new `BAState`.
Each phase registers four functions (legal moves, chance outcomes, apply, refusal) from its own module.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rulebook.core import CHANCE, TERMINAL, Action, GameState, LogChain, LogEntry, Ruling

from . import model as M
from .rules import RULES

FIELDS = ("phase", "to_move", "ctx", "queue", "seat", "turn", "setup_i", "hands", "gold", "prisoners", "tokens",
          "token_supply", "bank", "barb", "barb_supply", "lost_prisoners", "owner", "level", "road", "knight",
          "knights_left", "roads_left", "settlements_left", "cities_left", "road_len", "lr_holder", "hm_holder",
          "draw_pile", "discard_pile", "card", "event_pile", "gold_buys", "token_used", "moved", "foreign_moving",
          "first_knight", "foreign_entries", "landings", "knights_lost", "ever_conquered", "winner", "start_player")
"""The dynamic fields, in the order the JSON lists them; `cfg`, `cmask` and `log_chain` complete a state."""

Legal = Callable[[Any], tuple]
OUTCOME_SETS: dict[int, frozenset] = {}
"""Membership sets for the module-level constant outcome tuples (dice), keyed by the tuple's id; the tuples live
as long as the program, so the ids stay valid."""
PHASE_LEGAL: dict[int, Legal] = {}
PHASE_CHANCE: dict[int, Callable[[Any], tuple]] = {}
PHASE_APPLY: dict[int, Callable[[Any, Action], None]] = {}
PHASE_WHY: dict[int, Callable[[Any, Action], Ruling | None]] = {}


def register(phase: int, legal: Legal | None = None, apply: Callable | None = None, why: Callable | None = None,
             chance: Callable | None = None) -> None:
    """Called by each phase module at import: how that phase lists, applies and refuses actions."""
    if legal:
        PHASE_LEGAL[phase] = legal
    if apply:
        PHASE_APPLY[phase] = apply
    if why:
        PHASE_WHY[phase] = why
    if chance:
        PHASE_CHANCE[phase] = chance


class Work:
    """A writable copy of a state used inside `_apply`; it becomes the next frozen `BAState` when done."""

    def freeze(self) -> BAState:
        new = object.__new__(BAState)
        object.__setattr__(new, "__dict__", self.__dict__)
        return new


_new_tuple = tuple.__new__
_new = object.__new__
_set = object.__setattr__


def note_entry(w: Any, entry: LogEntry) -> None:
    """Append a prebuilt log entry (for the texts that never change)."""
    chain = w.log_chain
    w.log_chain = _new_tuple(LogChain, (entry, chain, chain.length + 1 if chain else 1))


def note(w: Any, text: str, rule_ids: tuple[str, ...], player: int | None = None) -> None:
    """Append one log entry citing rules (the LogEntry and LogChain named tuples, built at C speed)."""
    chain = w.log_chain
    w.log_chain = _new_tuple(LogChain, (_new_tuple(LogEntry, (text, rule_ids, player)), chain,
                                        chain.length + 1 if chain else 1))


def set_barbarians(w: Any, h: int, count: int) -> None:
    """Change a hex's barbarians, keeping the conquered mask and the conquest history in step (CBA-10.1): the hex
    is conquered while it holds the game's conquest threshold (option conquest_threshold, 3 by default)."""
    barb = list(w.barb)
    barb[h] = count
    w.barb = tuple(barb)
    bit = 1 << h
    if count >= w.cfg.conquest_threshold:
        w.cmask |= bit
        w.ever_conquered |= bit
    else:
        w.cmask &= ~bit


def _card_alias(action: Any) -> Action | None:
    """The card outcome meant by a printed card name, e.g. card('Black Knight') -> card('free_knight')."""
    if not (isinstance(action, tuple) and len(action) == 2 and action[0] == "card" and isinstance(action[1], tuple)
            and len(action[1]) == 1 and isinstance(action[1][0], str)):
        return None
    from .cards import card_kind
    try:
        kind = card_kind(action[1][0])
    except ValueError:
        return None
    return Action("card", (kind,)) if kind != action[1][0] else None


class BAState(GameState):
    """A Barbarian Attack position. Immutable: every change goes through `apply`."""

    __slots__ = ("__dict__", "_chance_cache", "_legal_cache")

    GAME = "barbarian_attack"
    RULES = RULES
    MALFORMED_RULES = ("CBA-0.1",)
    ACTION_RULES = {
        "settlement": ("CBA-4.3", "CBA-8.4"), "city": ("CBA-4.4", "CBA-8.6"), "road": ("CBA-4.3", "CBA-8.2"),
        "buy_card": ("CBA-11.2", "CBA-11.3"), "bank_trade": ("CBA-7.3",), "buy_resource": ("CBA-7.6",),
        "sell_for_gold": ("CBA-7.7",), "offer": ("CBA-7.1",), "give": ("CBA-7.1", "CBA-7.2"),
        "ask": ("CBA-7.1", "CBA-7.2"), "propose": ("CBA-7.1",), "withdraw": ("CBA-7.1",),
        "accept": ("CBA-7.1", "CBA-5.7"), "decline": ("CBA-7.1", "CBA-5.7"), "finish_building": ("CBA-5.4",),
        "discard": ("CBA-6.7",), "draw_from": ("CBA-6.8",), "no_draw": ("CBA-6.8",),
        "place_knight": ("CBA-11.9", "CBA-11.10"), "foreign_knight": ("CBA-15.10",),
        "no_foreign_knight": ("CBA-15.10",), "treason_source": ("CBA-11.13b",),
        "treason_target": ("CBA-11.13e",), "capture": ("CBA-11.14",), "move": ("CBA-12.4",),
        "move_far": ("CBA-12.4", "CBA-12.5"), "end_moves": ("CBA-12.9", "CBA-5.5"), "roll_dice": ("CBA-15.3",),
        "forced_trade": ("CBA-15.8",), "drive_off": ("CBA-15.9", "CBA-15.9a"), "give_back": ("CBA-15.8",),
        "neutral_road": ("CBA-15.4",), "neutral_settlement": ("CBA-15.4",),
        "roll": ("CBA-6.1",), "landing": ("CBA-9.3",), "card": ("CBA-11.4",), "steal": ("CBA-6.8",),
        "rolloff": ("CBA-13.9",), "castle_die": ("CBA-13.11",), "event": ("CBA-16.1a",),
        "take": ("CBA-15.8",),
    }

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError("a BAState is immutable; use apply() to get a new state")

    # --- the contract ---------------------------------------------------------------------------------------

    @property
    def current_player(self) -> int:
        return self.to_move

    @property
    def num_players(self) -> int:
        return self.cfg.players

    def legal_actions(self) -> tuple[Action, ...]:
        cached = getattr(self, "_legal_cache", None)
        if cached is None:
            if self.to_move < 0:
                cached = ()
            else:
                cached = PHASE_LEGAL[self.phase](self)
            object.__setattr__(self, "_legal_cache", cached)
        return cached

    def chance_outcomes(self) -> tuple[tuple[Action, float], ...]:
        if self.to_move != CHANCE:
            return ()
        cached = getattr(self, "_chance_cache", None)
        if cached is None:
            cached = PHASE_CHANCE[self.phase](self)
            object.__setattr__(self, "_chance_cache", cached)
        return cached

    def _is_legal(self, action: Any) -> bool:
        if self.to_move == CHANCE:
            outcomes = self.chance_outcomes()
            known = OUTCOME_SETS.get(id(outcomes))
            if known is not None:
                return action in known
            return any(action == outcome for outcome, _ in outcomes)
        return action in self.legal_actions()

    def apply(self, action: Any) -> BAState:
        """As GameState.apply (legal actions only, a new state, IllegalAction otherwise), one call shorter.
        A card drawn may be named by any printed name ("Black Knight", "Capture"), CBA-0.2b."""
        if self._is_legal(action):
            return self._apply(action)
        alias = _card_alias(action)
        if alias is not None and self._is_legal(alias):
            return self._apply(alias)
        return GameState.apply(self, action)

    def explain(self, action: Any) -> Ruling:
        alias = _card_alias(action)
        return GameState.explain(self, alias if alias is not None and self._is_legal(alias) else action)

    def _apply(self, action: Action) -> BAState:
        w = _new(Work)
        w.__dict__ = self.__dict__.copy()
        PHASE_APPLY[self.phase](w, action)
        new = _new(BAState)
        _set(new, "__dict__", w.__dict__)
        return new

    def _why_illegal(self, action: Action) -> Ruling:
        from .explain import why_illegal
        return why_illegal(self, action)

    def _terminal_rules(self) -> tuple[str, ...]:
        return ("CBA-14.6",)

    def _chance_rules(self) -> tuple[str, ...]:
        return {ROLL: ("CBA-6.1",), LANDING: ("CBA-9.3",), DRAW: ("CBA-11.4", "CBA-11.5"), STEAL: ("CBA-6.8",),
                ROLLOFF: ("CBA-13.9", "CBA-13.3"), CASUALTY: ("CBA-13.11", "CBA-13.3"), EVENT: ("CBA-16.1a",),
                FORCED_TAKE: ("CBA-15.8",)}.get(self.phase, ("CBA-5.3",))

    def is_terminal(self) -> bool:
        return self.to_move == TERMINAL

    def scores(self) -> tuple[int, ...]:
        """Victory points of each seat (CBA-14)."""
        return M.all_vp(self)

    def winners(self) -> tuple[int, ...]:
        return (self.winner,) if self.winner >= 0 else ()


    def to_json(self) -> str:
        from .serialize import state_to_json
        return state_to_json(self)

    def _repr_svg_(self) -> str:
        from .render import render_svg
        return render_svg(self)

    def __repr__(self) -> str:
        return (f"<barbarian_attack turn {self.turn} {M.PHASE_NAMES[self.phase]} seat {self.seat} "
                f"VP {M.all_vp(self)}>")

    # --- convenient reading -----------------------------------------------------------------------------------

    @property
    def phase_name(self) -> str:
        return M.PHASE_NAMES[self.phase]

    def vp(self, player: int) -> int:
        return M.vp(self, player)

    def conquered_hexes(self) -> tuple[int, ...]:
        from . import geometry as G
        return tuple(h for h in G.COASTAL_HEXES if self.cmask & (1 << h))


ROLL, LANDING, DRAW, STEAL = M.ROLL, M.LANDING, M.DRAW, M.STEAL
ROLLOFF, CASUALTY, EVENT, FORCED_TAKE = M.ROLLOFF, M.CASUALTY, M.EVENT, M.FORCED_TAKE


def make_state(fields: dict) -> BAState:
    """Freeze a complete field dict (used by new_game and from_json)."""
    w = Work()
    w.__dict__.update(fields)
    return w.freeze()
