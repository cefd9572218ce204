"""The immutable game state, its writable copy `Draft`, and `PHASE_TABLE`, the one dispatch table of the engine.

A `State` keeps every field as an int, a string or a tuple in its `__dict__`, so `_apply` copies the whole
position with one C-level dict copy into a `Draft`, lets the phase module of the current phase edit that copy, and
freezes it into a new `State`. `PHASE_TABLE` maps each phase id to its module in `phases/`; `legal_actions`,
`chance_outcomes`, `_apply` and `_why_illegal` look the phase up there, and so does a `Draft` when one phase hands
over to another (`draft.start_battles()`), so no phase module imports another.

The read-only questions (`state.is_conquered("H3")`, `state.building_at("I11")`, `state.hand("Red")`...) take
places by their printed ids and seats by colour (or by number) and are answered by `queries.py`.
"""

from __future__ import annotations

from types import ModuleType
from typing import Any, NamedTuple

from rulebook.core import CHANCE, TERMINAL, Action, GameState, LogEntry, Ruling

from . import board as G
from . import pieces as P
from . import queries as Q
from .board import BOARD
from .cards import card_kind
from .information import observation as _observation
from .information import resample_hidden as _resample_hidden
from .phases import (
    battles,
    development_card,
    founding,
    knight_movement,
    landing,
    production,
    seven,
    trade_and_build,
    two_player,
)
from .refusals import CHANCE_RULES, not_allowed, refusal
from .render import last_move_places, render_svg
from .rules import RULES
from .scoring import scores, winners
from .serialize import read_state, state_to_json

PHASE_TABLE: dict[int, ModuleType] = {
    P.SETUP_SETTLEMENT: founding, P.SETUP_ROAD: founding, P.SETUP_CITY: founding, P.SETUP_CITY_ROAD: founding,
    P.ROLL: production, P.EVENT: production,
    P.DISCARD: seven, P.STEAL_CHOICE: seven, P.STEAL: seven,
    P.MAIN: trade_and_build, P.DRAFT: trade_and_build, P.RESPOND: trade_and_build,
    P.LANDING: landing,
    P.DRAW: development_card, P.PLACE_KNIGHT: development_card, P.FOREIGN_KNIGHT: development_card,
    P.TREASON_SOURCE: development_card, P.TREASON_TARGET: development_card, P.CAPTURE: development_card,
    P.KNIGHTS: knight_movement,
    P.ROLLOFF: battles, P.CASUALTY: battles,
    P.PRE_ROLL: two_player, P.NEUTRAL_BUILD: two_player, P.FORCED_TAKE: two_player, P.GIVE_BACK: two_player,
}
"""Phase id -> the module in `phases/` that lists, applies and refuses its moves (the game-over phase has none)."""

_new = object.__new__
_set = object.__setattr__
_OUTCOME_SETS = P.OUTCOME_SETS


class Draft:
    """A writable copy of a state used inside `_apply`; it becomes the next frozen `State` when done.

    Its methods are the hand-overs between phases: each looks the next phase up in `PHASE_TABLE` and runs that
    phase's automatic first steps on this draft."""

    def freeze(self) -> State:
        """This draft as a frozen `State` (the draft must not be edited afterwards)."""
        new = _new(State)
        _set(new, "__dict__", self.__dict__)
        return new

    def begin_turn(self, seat: int) -> None:
        """The turn of `seat` begins: a victory check, then the production roll (CBA-5.1)."""
        PHASE_TABLE[P.ROLL].begin_turn(self, seat)

    def start_roll(self, number: int, first: int) -> None:
        """Production roll `number` (a second one only with two players, CBA-15.3)."""
        PHASE_TABLE[P.ROLL].start_roll(self, number, first)

    def produce(self, total: int) -> None:
        """Production for a total, as an event card's number (CBA-16.1)."""
        PHASE_TABLE[P.ROLL].produce(self, total)

    def start_discards(self) -> bool:
        """The discards of a 7; False when nobody has to discard (CBA-6.7)."""
        return PHASE_TABLE[P.DISCARD].start_discards(self)

    def start_steal_choice(self, thief: int) -> bool:
        """`thief` chooses whom to draw a card from; False when nobody holds one (CBA-6.8)."""
        return PHASE_TABLE[P.STEAL_CHOICE].start_steal_choice(self, thief)

    def start_landing(self) -> bool:
        """A barbarian landing; False when the supply is empty (CBA-9.2)."""
        return PHASE_TABLE[P.LANDING].start_landing(self)

    def start_draw(self, free: bool) -> None:
        """A development card is drawn (bought, or `free` after an Intrigue with no barbarian, CBA-11.15a)."""
        PHASE_TABLE[P.DRAW].start_draw(self, free)

    def start_knight_phase(self) -> None:
        """Phase 3, knight movement, begins (CBA-5.4)."""
        PHASE_TABLE[P.KNIGHTS].start_knight_phase(self)

    def start_battles(self) -> None:
        """Phase 4, the battles, begins (CBA-5.5)."""
        PHASE_TABLE[P.ROLLOFF].start_battles(self)

    def start_neutral_build(self, kind: str) -> bool:
        """The free neutral piece of the two-player game; False when none can be placed (CBA-15.4)."""
        return PHASE_TABLE[P.NEUTRAL_BUILD].start_neutral_build(self, kind)

    def token_action(self, action: Action) -> None:
        """A two-player token action, paid and carried out (CBA-15.7)."""
        PHASE_TABLE[P.PRE_ROLL].token_action(self, action)


def _card_alias(action: Any) -> Action | None:
    """The card outcome meant by a printed card name, e.g. card('Black Knight') -> card('free_knight')."""
    if not (isinstance(action, tuple) and len(action) == 2 and action[0] == "card" and isinstance(action[1], tuple)
            and len(action[1]) == 1 and isinstance(action[1][0], str)):
        return None
    try:
        kind = card_kind(action[1][0])
    except ValueError:
        return None
    return Action("card", (kind,)) if kind != action[1][0] else None


class Building(NamedTuple):
    """A building as a player sees it: its owner's name, "settlement" or "city", and whether it lies conquered."""

    owner: str
    kind: str
    conquered: bool


class BAState(GameState):
    """A Barbarian Attack position. Immutable: every change goes through `apply`."""

    __slots__ = ("__dict__", "_chance_cache", "_legal_cache")

    GAME = "barbarian_attack"
    RULES = RULES
    MALFORMED_RULES = ("CBA-0.1",)
    ACTION_RULES = P.ACTION_RULES

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError("a State is immutable; use apply() to get a new state")

    # --- the contract ---------------------------------------------------------------------------------------

    @property
    def current_player(self) -> int:
        """The seat to move, or CHANCE, or TERMINAL."""
        return self.to_move

    @property
    def num_players(self) -> int:
        """The players in this game (2-4)."""
        return self.cfg.players

    def legal_actions(self) -> tuple[Action, ...]:
        """The legal moves of the player to move, in a fixed order (empty at chance and terminal nodes)."""
        cached = getattr(self, "_legal_cache", None)
        if cached is None:
            if self.to_move < 0:
                cached = ()
            else:
                cached = PHASE_TABLE[self.phase].legal_moves(self)
            object.__setattr__(self, "_legal_cache", cached)
        return cached

    def chance_outcomes(self) -> tuple[tuple[Action, float], ...]:
        """At a chance node, every outcome with its exact probability."""
        if self.to_move != CHANCE:
            return ()
        cached = getattr(self, "_chance_cache", None)
        if cached is None:
            cached = PHASE_TABLE[self.phase].chance_outcomes(self)
            object.__setattr__(self, "_chance_cache", cached)
        return cached

    def _is_legal(self, action: Any) -> bool:
        if self.to_move == CHANCE:
            outcomes = self.chance_outcomes()
            known = _OUTCOME_SETS.get(id(outcomes))
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
        """Is `action` legal here, and why? Cites the rules either way (printed card names accepted)."""
        alias = _card_alias(action)
        return GameState.explain(self, alias if alias is not None and self._is_legal(alias) else action)

    def _apply(self, action: Action) -> BAState:
        w = _new(Draft)
        w.__dict__ = self.__dict__.copy()
        PHASE_TABLE[self.phase].apply_move(w, action)
        new = _new(BAState)
        _set(new, "__dict__", w.__dict__)
        return new

    def _why_illegal(self, action: Action) -> Ruling:
        ruling = refusal(self, action)
        if ruling is None:
            ruling = PHASE_TABLE[self.phase].why_not(self, action) or not_allowed()
        return ruling

    def _terminal_rules(self) -> tuple[str, ...]:
        return ("CBA-14.6",)

    def _chance_rules(self) -> tuple[str, ...]:
        return CHANCE_RULES.get(self.phase, ("CBA-5.3",))

    def is_terminal(self) -> bool:
        """The game is over (a player reached the target in their own turn, CBA-14.5)."""
        return self.to_move == TERMINAL

    def scores(self) -> tuple[int, ...]:
        """Victory points of each seat (CBA-14)."""
        return scores(self)

    def winners(self) -> tuple[int, ...]:
        """The winner's seat once the game is over, else empty."""
        return winners(self)

    def to_json(self) -> str:
        """The position as canonical JSON (config, every field, the log); `from_json` reads it back."""
        return state_to_json(self)

    def _repr_svg_(self) -> str:
        """The picture, with the places of the last move (as the log names them) ringed."""
        return render_svg(self, highlight=last_move_places(self))

    def resample_hidden(self, seat: int, rng: Any) -> BAState:
        """A state equal to this one in everything `seat` can see, with the other players' hands redrawn
        (`information.resample_hidden`)."""
        return _resample_hidden(self, seat, rng)

    def observation(self, seat: int) -> dict[str, Any]:
        """What `seat` sees now, as JSON-ready data (`information.observation`)."""
        return _observation(self, seat)

    def __repr__(self) -> str:
        return (f"<barbarian_attack turn {self.turn} {P.PHASES[self.phase]} seat {self.seat} "
                f"VP {Q.all_vp(self)}>")

    # --- reading the position (python-chess style; places by printed id, seats by colour or number) -----------

    @property
    def phase_name(self) -> str:
        """The current phase in plain words ("trade and build", "barbarian landing"...)."""
        return P.PHASES[self.phase]

    @property
    def active(self) -> str:
        """The colour of the player whose turn it is."""
        return P.SEATS[self.seat]

    @property
    def player_to_move(self) -> str | None:
        """The colour of the player who decides now (the active player, or one discarding or answering an offer);
        None while dice or cards decide, and once the game is over."""
        return P.SEATS[self.to_move] if self.to_move >= 0 else None

    @property
    def winner_name(self) -> str | None:
        """The winner's colour once the game is over, else None."""
        return P.SEATS[self.winner] if self.winner >= 0 else None

    def phase_details(self) -> dict[str, Any]:
        """The decision under way in plain words (Treason's sources and targets, the discards still due...)."""
        return Q.phase_details(self)

    def vp(self, player: int) -> int:
        """Victory points of seat number `player` (see `victory_points` to name the seat)."""
        return Q.vp(self, player)

    def victory_points(self, seat: int | str) -> int:
        """Victory points of a seat, by colour or number (CBA-14)."""
        return Q.vp(self, P.seat_index(seat, self.cfg.players))

    def is_conquered(self, hex: int | str) -> bool:
        """Whether a hex ("H3") is conquered: it holds the conquest threshold of barbarians (CBA-10.1)."""
        return Q.hex_conquered(self, G.hex_id(hex))

    def barbarians(self, hex: int | str) -> int:
        """Barbarians standing on a hex ("H3")."""
        return self.barb[G.hex_id(hex)]

    def barbarians_on_board(self) -> dict[str, int]:
        """Every hex holding barbarians, with their number: {"H3": 2, "H18": 1}."""
        return {f"H{h}": b for h, b in enumerate(self.barb) if b}

    def conquered_hexes(self) -> tuple[str, ...]:
        """The conquered coastal hexes by printed id, ascending: ("H3", "H12")."""
        return tuple(f"H{h}" for h in Q.conquered_hexes(self))

    def building_at(self, intersection: int | str) -> Building | None:
        """The building on an intersection ("I11"): owner, settlement or city, conquered or not; None if empty."""
        i = G.intersection_id(intersection)
        owner = self.owner[i]
        if owner < 0:
            return None
        return Building(P.owner_label(owner, self.cfg.players), "city" if self.level[i] == 2 else "settlement",
                        Q.building_conquered(self.cmask, i))

    def building_conquered(self, intersection: int | str) -> bool:
        """Whether the building on an intersection lies conquered: 0 VP, no harbour (CBA-10.6, CBA-10.9)."""
        i = G.intersection_id(intersection)
        return self.owner[i] >= 0 and Q.building_conquered(self.cmask, i)

    def road_at(self, path: int | str) -> str | None:
        """Who owns the road on a path ("P46"), or None."""
        owner = self.road[G.path_id(path)]
        return P.owner_label(owner, self.cfg.players) if owner >= 0 else None

    def knight_at(self, path: int | str) -> str | None:
        """Whose knight stands on a path ("P63"): a colour, "Foreign", or None."""
        faction = self.knight[G.path_id(path)]
        return P.faction_label(faction, self.cfg.players) if faction >= 0 else None

    def knights_of(self, seat: int | str) -> tuple[str, ...]:
        """The paths a seat's knights stand on ("P40", ...), or the foreign knights' with seat "Foreign"."""
        faction = P.faction_index(seat, self.cfg.players, "seat")
        return tuple(f"P{q}" for q in P.positions_of(self.knight, faction))

    def hand(self, seat: int | str) -> dict[str, int]:
        """A seat's resource cards by name: {"brick": 1, "lumber": 0, ...}."""
        return dict(zip(P.RESOURCES, self.hands[P.seat_index(seat, self.cfg.players)]))

    def cards_in_hand(self, seat: int | str) -> int:
        """How many resource cards a seat holds (gold is not a card, CBA-7.8)."""
        return Q.hand_size(self, P.seat_index(seat, self.cfg.players))

    def gold_of(self, seat: int | str) -> int:
        """A seat's gold."""
        return self.gold[P.seat_index(seat, self.cfg.players)]

    def tokens_of(self, seat: int | str) -> int:
        """A seat's trade tokens (the two-player game, CBA-15.6)."""
        return self.tokens[P.seat_index(seat, self.cfg.players)]

    def road_length(self, owner: int | str) -> int:
        """The longest road of a seat (or of a neutral in the two-player game), CBA-8.10."""
        return self.road_len[P.owner_index(owner, self.cfg.players)]

    def prisoners_of(self, seat: int | str) -> int:
        """A seat's prisoners (every two score 1 VP, CBA-14.3)."""
        return self.prisoners[P.seat_index(seat, self.cfg.players)]

    def harbours_of(self, seat: int | str) -> tuple[str, ...]:
        """The harbours a seat may use, by their path ("P18"): own unconquered building at either end (CBA-7.4)."""
        return tuple(f"P{G.HARBOUR_PATHS[k]}" for k in Q.harbours_of(self, P.seat_index(seat, self.cfg.players)))

    def trade_rate(self, seat: int | str, resource: str) -> int:
        """Cards of `resource` a seat gives the bank for one card: 4, 3 or 2 (CBA-7.3, CBA-7.4)."""
        return Q.trade_rate(self, P.seat_index(seat, self.cfg.players), P.RES_INDEX[resource])

    def terrain(self, hex: int | str) -> str:
        """The terrain of a hex: "forest", "hills", "pasture", "fields", "mountains", "desert" or "castle"."""
        return self.cfg.terrain[G.hex_id(hex)]

    def produces(self, hex: int | str) -> str | None:
        """The resource a hex produces ("grain"), or None for the desert and the castle."""
        r = self.cfg.hex_resource[G.hex_id(hex)]
        return P.RESOURCES[r] if r >= 0 else None

    def harbour_at(self, path: int | str) -> str | None:
        """The harbour on a sea-side path: "generic" (3:1) or the resource of a 2:1 harbour; None without one."""
        q = G.path_id(path)
        return self.cfg.harbours[G.HARBOUR_PATHS.index(q)] if q in G.HARBOUR_PATHS else None

    def development_piles(self) -> dict[str, dict[str, int]]:
        """The development cards in the draw pile and on the discard pile, by printed name in this edition."""
        names = BOARD["editions"][self.cfg.edition]["card_names"]
        return {"draw": {names[k]: n for k, n in zip(P.CARD_KINDS, self.draw_pile)},
                "discard": {names[k]: n for k, n in zip(P.CARD_KINDS, self.discard_pile)}}

    @property
    def card_in_play(self) -> str | None:
        """The printed name of the development card being resolved, or None."""
        return BOARD["editions"][self.cfg.edition]["card_names"][self.card] if self.card else None

    @property
    def victory_target(self) -> int:
        """The victory points that win: 12, or 13 with Harbormaster (option victory_target), CBA-14.5."""
        return self.cfg.target

    @property
    def longest_road_holder(self) -> str | None:
        """Who holds Longest Road (a colour or a neutral), or None."""
        return P.owner_label(self.lr_holder, self.cfg.players) if self.lr_holder >= 0 else None

    def log_since(self, earlier: BAState) -> tuple[LogEntry, ...]:
        """The log entries written since `earlier`, a position of the same game."""
        n = earlier.log_chain.length if earlier.log_chain else 0
        return self.log[n:]


State = BAState
"""The state class by its common name."""


def make_state(fields: dict) -> BAState:
    """Freeze a complete field dict (used by new_game, from_json and the position builder)."""
    w = Draft()
    w.__dict__.update(fields)
    return w.freeze()


def from_json(text: str | bytes) -> BAState:
    """Rebuild a saved position, refusing anything malformed with the field path and what was expected."""
    return read_state(text, make_state)
