"""Build the Tournay position of a question, by the game's own names: `position(...)` and its inverse
`position_args(state)`.

    >>> from rulebook import tournay
    >>> st = tournay.position(
    ...     seats={"P1": {"money": 5, "hand": ["Fort"], "district": {(1, 1): "Arsenal"}},
    ...            "P2": {"money": 3, "walls": ["Siege"]}},
    ...     events=["Norman Raid", None, "Fair Day"], coins=[2, 0, 1])
    >>> st.phase_name, st.hand("P1"), st.stack("P1", (1, 1)), st.event_row()[0]
    ('playing a card', ['R1-FORT'], ['R1-ARSENAL'], ('EV-11', 2))
    >>> [str(a) for a in st.legal_actions()]
    ['play R1-FORT', 'no_card']
    >>> tournay.position(seats={"P3": {}})
    Traceback (most recent call last):
    ...
    rulebook.core.actions.PositionError: seats: no seat 'P3' in a 2-player game (allowed: P1, P2)

The same table written field by field, keyed by the picture's place ids, as the position editor writes it
(`POSITION_FIELDS` describes each field; `position_args(state)` answers in these shapes):

    >>> st = tournay.position(money={"P1": 5, "P2": 3}, hands={"P1": ["Fort"]}, district={"P1-r2c2": ["Arsenal"]},
    ...                       walls={"P2": ["Siege"]}, event_row={"event-1": "Norman Raid", "event-3": "Fair Day"},
    ...                       crier_coins={"event-1": 2, "event-3": 1})
    >>> st.stack("P1", (1, 1)), position_args(st)["district"], position_args(st)["event_row"]["event-1"]
    (['R1-ARSENAL'], {'P1-r2c2': ['Arsenal']}, 'Norman Raid')

Every card named anywhere is taken out of the box once, so nothing is duplicated; the cards nobody named stay
in their decks, shuffled (their order decided by chance when drawn, TOU-6.8) unless a deck's order is given.
Every field is checked first (`PositionError` names it and what is allowed), then the conservation laws
(`check_invariants`); nothing is built on error. The position then settles like any other: a step with nothing
to decide passes by itself (step A without a district card in hand, walls without an event in hand...).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from rulebook.core import Field, JSONError, LogChain, OptionError, PositionError, resolve_options

from . import queries
from .cards import CardSet, cards_from_data, shipped_cards
from .invariants import check_invariants
from .options import OPTIONS, make_config
from .pieces import (
    COLOURS,
    DAMAGE,
    DECKS,
    GREY,
    OCCUPANTS,
    PHASES,
    SEATS,
    Deck,
    Seat,
    TLogEntry,
    deck_id,
    event_id,
    parse_place,
    plaza_id,
    space_id,
)
from .serialize import Reader, check_pending, final_choice_json, task_json
from .state import Draft, TournayState

STARTS = {
    "turn": "start of turn",
    "step_a": "playing a card",
    "step_b": "citizen action",
    "end_walls": "end of turn",
    "hand_limit": "hand limit",
    "final_card": "final placement",
    "over": "game over",
}
"""Where a built position may begin (`phase=`): a step id → its plain name (either is accepted)."""
SEAT_KEYS = ("money", "standing", "lying", "hand", "walls", "district", "on_buildings")
"""What a seat's description may say."""
DECK_KEYS = ("face_up", "top", "under")
"""What a deck's description may say ("events", the event deck, has no face-up card)."""
END_TRIGGERS = ("district", "criers", "max_turns")
END_WORDS = {"district": "district", "criers": "criers", "max_turns": "turn limit"}
"""How the editor names each end trigger (``"turn limit"`` is the `max_turns` guard, TOU-13.12)."""


FLAT_FIELDS = ("money", "standing", "lying", "hands", "walls", "district", "on_buildings", "event_row",
               "crier_coins", "face_up", "deck_top", "deck_under")
"""The keywords of `position` in the editor's shapes (`POSITION_FIELDS`), beside the nested `seats` and `decks`."""
ADVANCED = ("pending", "final_choices")
"""Keywords `position_args` gives only for a position in the middle of a procedure or of the final placement:
as `to_json()` writes them; an editor passes them through unchanged (they have no `Field`)."""


def position(players: int = 2, *, seats: Mapping[str, Mapping[str, Any]] | None = None,
             events: Sequence[str | None] | None = None, coins: Sequence[int] | None = None,
             decks: Mapping[str, Mapping[str, Any]] | None = None, criers: Sequence[str] = (),
             stock: Sequence[int] | Mapping[str, int] | None = None, active: str | int = "P1",
             start_seat: str | int = "P1", turn: int = 1, phase: str | None = None,
             final_round: bool = False, end_trigger: str | None = None, end_trigger_seat: str | int | None = None,
             pending: Sequence | None = None, final_choices: Sequence | None = None,
             money: Mapping | None = None, standing: Mapping | None = None, lying: Mapping | None = None,
             hands: Mapping | None = None, walls: Mapping | None = None, district: Mapping | None = None,
             on_buildings: Mapping | None = None, event_row: Mapping | None = None,
             crier_coins: Mapping | None = None, face_up: Mapping | None = None, deck_top: Mapping | None = None,
             deck_under: Mapping | None = None, **options: Any) -> TournayState:
    """A Tournay position from a description in the game's own words.

    - `players`: 2 to 4. `seats`: per seat name (``"P1"`` .. ``"P4"``, any case) what the player has, every
      key optional: ``money`` (deniers; default the starting 6), ``standing`` and ``lying`` (citizens on the
      plaza and lying beside it, per colour: ``(yellow, white, red)`` or ``{"red": 2}``; default two of each
      standing), ``hand`` and ``walls`` (cards), ``district`` (space ``(row, column)`` → a card, or a list of
      cards bottom to top for a stack) and ``on_buildings`` (space → ``"citizen"``, ``"grey"`` or ``"damage"``:
      an own citizen of the building's colour, or a token).
    - `events`: the event row, slot by slot (a card, or None for an empty slot; missing slots take the first
      events of the card file); `coins`: the crier coins on each slot.
    - `decks`: per deck (``"Y1"`` .. ``"R3"``, or ``"events"``): ``face_up`` (a card), ``top`` (cards on top in
      this order; the whole deck's order is then known, the rest following in card order), ``under`` (cards put
      under the deck, in order). `criers`: the decks whose town crier has been revealed (it lies spent under
      its deck). `stock`: the citizens left in the stock, per colour (also ``{"stock-red": 2}``).
    - `active`: whose turn it is; `start_seat`: the start player, whose turn begins each round (the option
      `start_player` only says who starts a new game); `turn` (counted from 1); `phase`: where the turn stands,
      one of `STARTS` ("playing a card", "citizen action", "end of turn", "hand limit", "start of turn" (the
      end-of-game check runs), "final placement", "game over"); `final_round`, `end_trigger` (``"district"``,
      ``"criers"``, ``"max_turns"`` or ``"none"``) and `end_trigger_seat` (a seat or ``"none"``).
    - `pending` and `final_choices` (advanced, for `position_args`): the pending steps and the secret final
      choices exactly as `to_json()` writes them, for a position in the middle of a procedure.
    - `**options`: any option of `OPTIONS` (``cards=`` a card set from `load_cards`).

    The same table can be written field by field, keyed by the picture's place ids (`POSITION_FIELDS` describes
    each; a thing may be given one way or the other, not both): `money` ``{"P1": 5}``; `standing` and `lying`
    ``{"plaza-P1-red": 2}`` (once given, plazas left out hold none); `hands` and `walls` ``{"P1": ["Fort"]}``;
    `district` ``{"P1-r2c2": ["Arsenal"]}`` (rows and columns from 1, a stack bottom to top); `on_buildings`
    ``{"P1-r2c2": "citizen"}``; `event_row` ``{"event-1": "Norman Raid"}`` (slots left out are empty);
    `crier_coins` ``{"event-1": 2}``; `face_up` ``{"deck-Y1": "Architect"}``; `deck_top` and `deck_under`
    ``{"deck-Y1": ["Mint"], "deck-events": ["Fire"]}``.

    Cards are named by id (``"R1-FORT"``) or by name (``"Fort"``, ``"Stand-in: Market Stall"`` or
    ``"Market Stall"``), in any case. Raises `PositionError` naming the first bad field; builds nothing then.
    """
    try:
        opts = resolve_options("tournay", OPTIONS, options)
        cfg = make_config(_players(players), opts, set(options))
    except OptionError as exc:
        raise PositionError("options", str(exc)) from None
    builder = _Builder(cfg)
    flat = {"money": money, "standing": standing, "lying": lying, "hands": hands, "walls": walls,
            "district": district, "on_buildings": on_buildings, "event_row": event_row, "crier_coins": crier_coins,
            "face_up": face_up, "deck_top": deck_top, "deck_under": deck_under}
    seats, decks, events, coins, stock = builder.unflatten({k: v for k, v in flat.items() if v is not None},
                                                           seats, decks, events, coins, stock)
    end_trigger = None if end_trigger == "none" else "max_turns" if end_trigger == "turn limit" else end_trigger
    end_trigger_seat = None if end_trigger_seat == "none" else end_trigger_seat
    return builder.build(seats, events, coins, decks, criers, stock, active, start_seat, turn, phase,
                         final_round, end_trigger, end_trigger_seat, pending, final_choices)


class PositionArgs(dict):
    """The keyword arguments of `position`, keyed as `POSITION_FIELDS` (plus `ADVANCED` keys and options when
    needed). For code written before the flat fields, reading ``args["seats"]``, ``args["decks"]``,
    ``args["events"]`` or ``args["coins"]`` answers the same table in the nested shapes; those are not keys of
    the mapping (``position(**args)`` never sees them twice)."""

    def __init__(self, values: dict[str, Any], state: TournayState):
        super().__init__(values)
        self._state = state

    def __missing__(self, key: str) -> Any:
        if key in ("seats", "decks", "events", "coins"):
            return nested_args(self._state)[key]
        raise KeyError(key)


def _labels(cardset: CardSet) -> dict[str, str]:
    """Each card id → how the editor names it: the printed name without "Stand-in: " when that names one card
    only, the id otherwise (the nine town criers)."""
    count: dict[str, int] = {}
    for card in cardset.defs:
        key = card.name.removeprefix("Stand-in: ").lower()
        count[key] = count.get(key, 0) + 1
    return {card.id: card.name.removeprefix("Stand-in: ") if count[card.name.removeprefix("Stand-in: ").lower()] == 1
            else card.id for card in cardset.defs}


def position_args(state: TournayState) -> PositionArgs:
    """The keyword arguments of `position` that rebuild `state`'s table (the log excepted), in the shapes of
    `POSITION_FIELDS`: every field's key is there (places and seats with nothing left out), cards by name.

    "The same table" means the same `to_json()` text apart from the log: the same options and cards, seats,
    decks (their known and shuffled parts), event row and coins, stock and supply, turn, and pending steps.
    `phase` is None when `pending` says where the turn stands (the middle of a procedure)."""
    cfg = state.cfg
    cards = cfg.cards.cards
    label = _labels(cfg.cards)
    names = lambda seq: [label[cards[i].id] for i in seq]
    n = state.num_players
    out: dict[str, Any] = {"players": n}
    out["district"] = {space_id(s, *divmod(idx, cfg.cols)): names(stack)
                       for s, p in enumerate(state.players) for idx, stack in enumerate(p.stacks) if stack}
    out["on_buildings"] = {space_id(s, *divmod(idx, cfg.cols)): "grey" if code == GREY else "damage"
                           if code == DAMAGE else "citizen"
                           for s, p in enumerate(state.players) for idx, code in enumerate(p.occ) if code}
    out["event_row"] = {event_id(slot): label[cards[ev].id] for slot, ev in enumerate(state.queue) if ev >= 0}
    out["crier_coins"] = {event_id(slot): c for slot, c in enumerate(state.coins) if c}
    out["stock"] = {f"stock-{COLOURS[c]}": state.stock[c] for c in range(3)}
    out["money"] = {SEATS[s]: p.money for s, p in enumerate(state.players)}
    out["standing"] = {plaza_id(s, c): p.avail[c] for s, p in enumerate(state.players) for c in range(3)
                       if p.avail[c]}
    out["lying"] = {plaza_id(s, c): p.used[c] for s, p in enumerate(state.players) for c in range(3) if p.used[c]}
    out["hands"] = {SEATS[s]: sorted(names(p.hand)) for s, p in enumerate(state.players) if p.hand}
    out["walls"] = {SEATS[s]: names(p.walls) for s, p in enumerate(state.players) if p.walls}
    face_up, top, under = {}, {}, {}
    for d, dk in [*enumerate(state.decks), (-1, state.event_deck)]:
        if dk.face_up >= 0:
            face_up[deck_id(d)] = label[cards[dk.face_up].id]
        if dk.bottom:
            (under if dk.unknown else top)[deck_id(d)] = names(dk.bottom)
    out["face_up"], out["deck_top"], out["deck_under"] = face_up, top, under
    out["criers"] = [code for code, d in zip(DECKS, state.decks) if d.spent >= 0]
    out["active"] = SEATS[state.active]
    out["start_seat"] = SEATS[state.start_player]
    out["turn"] = state.turn + 1
    start = _start_phase(state)
    out["phase"] = STARTS[start] if start is not None else None
    out["final_round"] = state.final_round
    out["end_trigger"] = END_WORDS[state.end_trigger] if state.end_trigger else "none"
    out["end_trigger_seat"] = SEATS[state.end_trigger_seat] if state.end_trigger_seat >= 0 else "none"
    if start is None:
        out["pending"] = [task_json(t, cards) for t in state.tasks]
    if any(state.final_choices):
        out["final_choices"] = [final_choice_json(c, cards) for c in state.final_choices]
    out.update(_option_args(state))
    return PositionArgs(out, state)


def nested_args(state: TournayState) -> dict[str, Any]:
    """`position_args` in the nested shape of the first builder: ``seats`` per seat name, ``decks`` per deck
    code, ``events`` and ``coins`` as lists, spaces as (row, column) from 0, cards by id."""
    cards = state.cfg.cards.cards
    out: dict[str, Any] = {"players": state.num_players}
    out["seats"] = {SEATS[s]: _seat_args(state, s) for s in range(state.num_players)}
    out["events"] = [cid for cid, _ in state.event_row()]
    out["coins"] = list(state.coins)
    deck_args = {}
    for code, d in [*zip(DECKS, state.decks), ("events", state.event_deck)]:
        spec: dict[str, Any] = {}
        if d.face_up >= 0:
            spec["face_up"] = cards[d.face_up].id
        if d.bottom:
            spec["under" if d.unknown else "top"] = [cards[i].id for i in d.bottom]
        if spec:
            deck_args[code] = spec
    out["decks"] = deck_args
    out["criers"] = [code for code, d in zip(DECKS, state.decks) if d.spent >= 0]
    out["stock"] = tuple(state.stock)
    out["active"] = SEATS[state.active]
    out["start_seat"] = SEATS[state.start_player]
    out["turn"] = state.turn + 1
    start = _start_phase(state)
    if start is not None:
        out["phase"] = STARTS[start]
    else:
        out["pending"] = [task_json(t, cards) for t in state.tasks]
    if any(state.final_choices):
        out["final_choices"] = [final_choice_json(c, cards) for c in state.final_choices]
    out["final_round"] = state.final_round
    if state.end_trigger:
        out["end_trigger"] = state.end_trigger
    if state.end_trigger_seat >= 0:
        out["end_trigger_seat"] = SEATS[state.end_trigger_seat]
    out.update(_option_args(state))
    return out


def _start_phase(state: TournayState) -> str | None:
    """The `STARTS` step whose pending steps are exactly the state's, or None (the middle of a procedure)."""
    return next((p for p in STARTS if p != "turn" and _tasks(p, state.active, state.num_players,
                                                            state.start_player) == state.tasks), None)


def _option_args(state: TournayState) -> dict[str, Any]:
    """The options that differ from their defaults, and the card set when it is not the shipped one."""
    out = {name: value for name, value in state.cfg.values if value != OPTIONS[name].default}
    if state.cfg.cards.data is not shipped_cards().data:
        out["cards"] = cards_from_data(state.cfg.cards.data)
    return out


def _seat_args(state: TournayState, s: int) -> dict[str, Any]:
    p = state.players[s]
    seat: dict[str, Any] = {"money": p.money, "standing": p.avail, "lying": p.used}
    if p.hand:
        seat["hand"] = state.hand(s)
    if p.walls:
        seat["walls"] = state.walls(s)
    district = {space: ids[0] if len(ids) == 1 else ids for space, ids in state.district(s).items()}
    if district:
        seat["district"] = district
    on = {space: state.occupant(s, space) for space in district if p.occ[queries.space_index(state, space)]}
    if on:
        seat["on_buildings"] = {space: "citizen" if what.endswith("citizen") else what for space, what in on.items()}
    return seat


def _players(players: Any) -> int:
    if type(players) is not int or not 2 <= players <= 4:
        raise PositionError("players", f"{players!r} is not a number of players", "2, 3, 4")
    return players


def _tasks(phase: str, s: int, players: int, start: int) -> tuple:
    """The pending steps of a position that begins at `phase` (a `STARTS` id) with seat s active."""
    turn = [("end_turn",), ("hand_limit", s), ("end_walls", s)]
    if phase == "step_a":
        return tuple([*turn, ("step_b", s), ("step_a", s)])
    if phase == "step_b":
        return tuple([*turn, ("step_b", s)])
    if phase == "end_walls":
        return tuple(turn)
    if phase == "hand_limit":
        return tuple(turn[:2])
    if phase == "turn":
        return (("turn",),)
    if phase == "final_card":
        order = [(start + i) % players for i in range(players)]
        return tuple([("score",)] + [("final_walls", p) for p in reversed(order)] + [("final_reveal",)]
                     + [("final_card", p) for p in reversed(order)])
    return ()


_SHAPES = {
    "money": "{seat: deniers}, e.g. {'P1': 5}", "standing": "{plaza: count}, e.g. {'plaza-P1-red': 2}",
    "lying": "{plaza: count}, e.g. {'plaza-P1-red': 1}", "hands": "{seat: [cards]}, e.g. {'P1': ['Fort']}",
    "walls": "{seat: [events]}, e.g. {'P2': ['Siege']}",
    "district": "{space: [cards bottom to top]}, e.g. {'P1-r2c2': ['Arsenal']}",
    "on_buildings": "{space: citizen, grey or damage}, e.g. {'P1-r2c2': 'citizen'}",
    "event_row": "{slot: event}, e.g. {'event-1': 'Norman Raid'}", "crier_coins": "{slot: coins}, e.g. {'event-1': 2}",
    "face_up": "{deck: card}, e.g. {'deck-Y1': 'Architect'}", "deck_top": "{deck: [cards on top, in order]}",
    "deck_under": "{deck: [cards put under it, in order]}",
}


def _fields() -> tuple[Field, ...]:
    cs = shipped_cards()
    label = _labels(cs)
    placeable = tuple(label[c.id] for c in cs.defs if c.type in ("building", "character", "prestige_building"))
    holdable = tuple(label[c.id] for c in cs.defs if c.type != "town_crier")
    events = tuple(label[c.id] for c in cs.defs if c.kind == "event")
    every = tuple(label[c.id] for c in cs.defs)
    spaces = tuple(space_id(s, r, c) for s in range(4) for r in range(3) for c in range(3))
    plazas = tuple(plaza_id(s, c) for s in range(4) for c in range(3))
    slots = tuple(event_id(i) for i in range(3))
    decks = tuple(deck_id(d) for d in range(9))
    seats = SEATS
    return (
        Field("players", "Players", "number", "Turn", "how many play (seats P1 .. P4)", lo=2, hi=4),
        Field("district", "District cards", "place_items", "Board", "each space's cards, bottom to top (a stack "
              "holds one colour)", choices=placeable, places=spaces),
        Field("on_buildings", "On buildings", "place_values", "Board", "an own citizen or a token on a building",
              choices=("citizen", "grey", "damage"), places=spaces),
        Field("event_row", "Event row", "place_values", "Board", "the event in each slot (left out: empty)",
              choices=events, places=slots),
        Field("crier_coins", "Coins on events", "place_numbers", "Board", "crier coins on each event", lo=0,
              hi=20, places=slots),
        Field("stock", "Stock", "place_numbers", "Board", "citizens waiting in the stock, per colour", lo=0,
              hi=11, places=("stock-yellow", "stock-white", "stock-red")),
        Field("money", "Deniers", "seat_numbers", "Players", "each player's money", lo=0, hi=999, seats=seats),
        Field("standing", "Standing citizens", "place_numbers", "Players", "citizens standing on each plaza, "
              "ready to use", lo=0, hi=11, places=plazas),
        Field("lying", "Lying citizens", "place_numbers", "Players", "used citizens lying beside each plaza",
              lo=0, hi=11, places=plazas),
        Field("hands", "Hands", "seat_items", "Cards", "the cards in each hand (no town crier)", choices=holdable,
              seats=seats),
        Field("walls", "Walls", "seat_items", "Cards", "the events each player has built as walls",
              choices=events, seats=seats),
        Field("face_up", "Face-up cards", "place_values", "Cards", "the face-up card on top of a deck",
              choices=holdable, places=decks),
        Field("deck_top", "Deck order", "place_items", "Cards", "a deck's cards in order from the top (the "
              "whole order is then known)", choices=every, places=(*decks, "deck-events")),
        Field("deck_under", "Cards under a deck", "place_items", "Cards", "cards put face down under a deck, "
              "in order", choices=holdable, places=(*decks, "deck-events")),
        Field("criers", "Criers out", "items", "Cards", "the decks whose town crier has been revealed",
              choices=DECKS, max_items=9),
        Field("active", "Player to act", "choice", "Turn", "whose turn it is", choices=seats),
        Field("start_seat", "Start player", "choice", "Turn", "whose turn begins each round", choices=seats),
        Field("turn", "Turn", "number", "Turn", "the turn number, from 1", lo=1, hi=400),
        Field("phase", "Step", "choice", "Turn", "where the turn stands", choices=tuple(STARTS.values())),
        Field("final_round", "Final round", "flag", "Turn", "the end has been triggered"),
        Field("end_trigger", "End triggered by", "choice", "Turn", "what triggered the end",
              choices=("none", *END_WORDS.values())),
        Field("end_trigger_seat", "End triggered by seat", "choice", "Turn", "whose district triggered the end",
              choices=("none", *seats)),
    )


POSITION_FIELDS = _fields()
"""Every keyword of `position` an editor offers, in the shapes of `rulebook.core.fields` (places by the picture's
ids, cards by name, choices from the shipped cards); `position_args(state)` answers with exactly these keys (and
`ADVANCED` keys or options when needed). Seats P3 and P4 and their places are refused in smaller games."""


class _Builder:
    """Checks each field of a description and takes its cards out of the box, one physical copy each."""

    def __init__(self, cfg):
        self.cfg = cfg
        self.cs = cfg.cards
        self.reader = Reader(cfg)           # its `free` pool: card id → physical copies not yet used
        self.n = cfg.players
        self.where: dict = {}               # a part of the description → the field its error names (flat fields)
        self.names: dict[str, list[str]] = {}
        for card in self.cs.defs:
            for key in {card.id.lower(), card.name.lower(), card.name.removeprefix("Stand-in: ").lower()}:
                self.names.setdefault(key, []).append(card.id)

    # --- names ------------------------------------------------------------------------------------------------

    def seat(self, value: Any, field: str) -> int:
        allowed = ", ".join(SEATS[:self.n])
        if isinstance(value, str) and value.strip().upper() in SEATS[:self.n]:
            return SEATS.index(value.strip().upper())
        if type(value) is int and 0 <= value < self.n:
            return value
        raise PositionError(field, f"no seat {value!r} in a {self.n}-player game", allowed)

    def card_id(self, value: Any, field: str) -> str:
        found = self.names.get(value.strip().lower(), []) if isinstance(value, str) else []
        if len(found) == 1:
            return found[0]
        if found:
            raise PositionError(field, f"{value!r} names several cards", ", ".join(found))
        raise PositionError(field, f"no card {value!r} in this card set",
                            "a card id such as R1-FORT or a card name such as Fort")

    def take(self, value: Any, field: str, kinds: tuple[str, ...] = ()) -> int:
        """The next unused copy of a card; `kinds` restricts its type ("event", "placeable", "activity")."""
        cid = self.card_id(value, field)
        card = self.cs.by_id[cid]
        if "event" in kinds and card.kind != "event":
            raise PositionError(field, f"{cid} is not an event", "event cards (EV-..)")
        if "placeable" in kinds and card.type not in ("building", "character", "prestige_building"):
            raise PositionError(field, f"{cid} cannot lie in a district (a {card.type.replace('_', ' ')})",
                                "buildings, characters and prestige buildings")
        if "not_crier" in kinds and card.type == "town_crier":
            raise PositionError(field, f"{cid} is a town crier, which is never kept (TOU-6.5)", "any other card")
        free = self.reader.free[cid]
        if not free:
            raise PositionError(field, f"more copies of {cid} than the {card.copies} in the game")
        return free.pop(0)

    def cards(self, value: Any, field: str, kinds: tuple[str, ...] = ()) -> list[int]:
        if isinstance(value, str) or not isinstance(value, Sequence):
            raise PositionError(field, f"expected a list of cards, got {value!r}")
        return [self.take(v, f"{field}[{i}]", kinds) for i, v in enumerate(value)]

    @staticmethod
    def count(value: Any, field: str, hi: int = 11) -> int:
        if type(value) is not int or not 0 <= value <= hi:
            raise PositionError(field, f"{value!r} is not a count", f"a whole number 0..{hi}")
        return value

    def per_colour(self, value: Any, field: str) -> tuple[int, int, int]:
        if isinstance(value, Mapping):
            bad = [k for k in value if k not in COLOURS]
            if bad:
                raise PositionError(field, f"no colour {bad[0]!r}", ", ".join(COLOURS))
            return tuple(self.count(value.get(c, 0), f"{field}[{c!r}]") for c in COLOURS)  # type: ignore
        if isinstance(value, Sequence) and not isinstance(value, str) and len(value) == 3:
            return tuple(self.count(v, f"{field}[{i}]") for i, v in enumerate(value))  # type: ignore
        raise PositionError(field, f"{value!r} is not a count per colour",
                            "(yellow, white, red) or a mapping such as {'red': 2}")

    def space(self, value: Any, field: str) -> int:
        rows, cols = self.cfg.rows, self.cfg.cols
        if (isinstance(value, tuple) and len(value) == 2 and all(type(v) is int for v in value)
                and 0 <= value[0] < rows and 0 <= value[1] < cols):
            return value[0] * cols + value[1]
        raise PositionError(field, f"no district space {value!r}",
                            f"(row, column) with rows 0..{rows - 1} and columns 0..{cols - 1}")

    @staticmethod
    def mapping(value: Any, field: str, keys: tuple[str, ...]) -> Mapping:
        if value is None:
            return {}
        if not isinstance(value, Mapping):
            raise PositionError(field, f"expected a mapping, got {value!r}", ", ".join(keys))
        bad = [k for k in value if k not in keys]
        if bad:
            raise PositionError(field, f"unknown key {bad[0]!r}", ", ".join(keys))
        return value

    # --- the flat fields of the editor ---------------------------------------------------------------------------

    def unflatten(self, flat: dict, seats: Any, decks: Any, events: Any, coins: Any, stock: Any) -> tuple:
        """Fold the flat fields (`FLAT_FIELDS`) into the nested description, refusing anything given both ways
        and remembering in `where` which field each part came from, so that errors name the field given."""
        if isinstance(stock, Mapping) and any(isinstance(k, str) and k.startswith("stock-") for k in stock):
            stock = self.stock_ids(stock)
        if not flat:
            return seats, decks, events, coins, stock
        for field, value in flat.items():
            if not isinstance(value, Mapping):
                raise PositionError(field, f"expected a mapping, got {value!r}", _SHAPES[field])
        if (seats is not None and not isinstance(seats, Mapping)) or (decks is not None
                                                                    and not isinstance(decks, Mapping)):
            return seats, decks, events, coins, stock     # `build` names the bad one
        seat_specs = {self.seat(k, "seats"): dict(v) if isinstance(v, Mapping) else v
                      for k, v in (seats or {}).items()}
        deck_specs = {self.deck_code(k): dict(v) if isinstance(v, Mapping) else v for k, v in (decks or {}).items()}
        nested = {(owner, key) for specs in (seat_specs, deck_specs) for owner, spec in specs.items()
                  if isinstance(spec, Mapping) for key in spec}

        def put(specs: dict, owner, key: str, value: Any, field: str, where: str, part: object = None) -> None:
            if (owner, key) in nested:
                who = owner if isinstance(owner, str) else SEATS[owner]
                raise PositionError(field, f"the {key.replace('_', ' ')} of {who} is given twice, in {field} and "
                                           "in the nested description (seats or decks)")
            spec = specs.setdefault(owner, {})
            if part is None:
                spec[key] = value
            else:
                spec.setdefault(key, {})[part] = value
            self.where[(owner, key if part is None else (key, part))] = where

        for key, value in flat.get("money", {}).items():
            put(seat_specs, self.seat(key, "money"), "money", value, "money", f"money[{key!r}]")
        for field, key_name in (("hands", "hand"), ("walls", "walls")):
            for key, value in flat.get(field, {}).items():
                put(seat_specs, self.seat(key, field), key_name, value, field, f"{field}[{key!r}]")
        for field in ("standing", "lying"):
            if field in flat:
                counts = [[0, 0, 0] for _ in range(self.n)]
                for key, value in flat[field].items():
                    parts = parse_place(key)
                    if parts is None or parts[0] != "plaza" or parts[1] >= self.n:
                        raise PositionError(field, f"no plaza {key!r}", f"plaza-P1-yellow .. plaza-P{self.n}-red")
                    counts[parts[1]][parts[2]] = self.count(value, f"{field}[{key!r}]")
                for s in range(self.n):
                    put(seat_specs, s, field, tuple(counts[s]), field, field)
        for field in ("district", "on_buildings"):
            for key, value in flat.get(field, {}).items():
                s, space = self.flat_space(key, field)
                put(seat_specs, s, field, value, field, f"{field}[{key!r}]", space)
        if "event_row" in flat:
            if events is not None:
                raise PositionError("event_row", "the event row is given twice, as events and as event_row")
            events = [None] * self.cfg.queue_size
            for key, value in flat["event_row"].items():
                slot = self.slot(key, "event_row")
                events[slot] = value
                self.where[("events", slot)] = f"event_row[{key!r}]"
        if "crier_coins" in flat:
            if coins is not None:
                raise PositionError("crier_coins", "the coins are given twice, as coins and as crier_coins")
            coins = [0] * self.cfg.queue_size
            for key, value in flat["crier_coins"].items():
                slot = self.slot(key, "crier_coins")
                coins[slot] = value
                self.where[("coins", slot)] = f"crier_coins[{key!r}]"
        for field, key_name in (("face_up", "face_up"), ("deck_top", "top"), ("deck_under", "under")):
            for key, value in flat.get(field, {}).items():
                parts = parse_place(key)
                if parts is None or parts[0] != "deck" or (field == "face_up" and parts[2] < 0):
                    allowed = "deck-Y1 .. deck-R3" + ("" if field == "face_up" else ", deck-events")
                    raise PositionError(field, f"no deck {key!r}" + (" with a face-up card" if parts else ""),
                                        allowed)
                code = "events" if parts[2] < 0 else DECKS[parts[2]]
                put(deck_specs, code, key_name, value, field, f"{field}[{key!r}]")
        return ({SEATS[s]: v for s, v in seat_specs.items()}, deck_specs or decks, events, coins, stock)

    def deck_code(self, value: Any) -> Any:
        """A nested deck key as the builder reads it ("Y1".., "events"), any case; anything else unchanged."""
        name = value.strip().upper() if isinstance(value, str) else value
        return "events" if name == "EVENTS" else name

    def flat_space(self, key: Any, field: str) -> tuple[int, tuple[int, int]]:
        """A district space id of a flat field → (seat, (row, column) from 0); PositionError otherwise."""
        parts = parse_place(key)
        rows, cols = self.cfg.rows, self.cfg.cols
        if (parts is None or parts[0] != "space" or parts[1] >= self.n or not 0 <= parts[2] < rows
                or not 0 <= parts[3] < cols):
            raise PositionError(field, f"no district space {key!r}",
                                f"P1-r1c1 .. P{self.n}-r{rows}c{cols} (rows and columns from 1)")
        return parts[1], (parts[2], parts[3])

    def slot(self, key: Any, field: str) -> int:
        """An event slot id → its 0-based slot; PositionError otherwise."""
        parts = parse_place(key)
        size = self.cfg.queue_size
        if parts is None or parts[0] != "event" or parts[2] >= size:
            raise PositionError(field, f"no event slot {key!r}", f"event-1 .. event-{size}")
        return parts[2]

    def stock_ids(self, stock: Mapping) -> dict[str, int]:
        """The stock keyed by place id (``{"stock-red": 2}``) → keyed by colour."""
        out = {}
        for key, value in stock.items():
            parts = parse_place(key)
            if parts is None or parts[0] != "stock":
                raise PositionError("stock", f"no stock {key!r}", "stock-yellow, stock-white, stock-red")
            out[COLOURS[parts[2]]] = self.count(value, f"stock[{key!r}]")
        return out

    # --- the table -------------------------------------------------------------------------------------------

    def seat_holdings(self, field: str, spec: Mapping, s: int = -1) -> Seat:
        cfg, cards = self.cfg, self.cs.cards
        name = lambda key, default: self.where.get((s, key), default)
        spec = self.mapping(spec, field, SEAT_KEYS)
        size = cfg.rows * cfg.cols
        stacks: list = [()] * size
        occ = [0] * size
        district = spec.get("district", {})
        if not isinstance(district, Mapping):
            raise PositionError(f"{field}.district", f"expected a mapping of spaces to cards, got {district!r}",
                                "{(row, column): card or [cards bottom to top]}")
        for space, value in district.items():
            where = name(("district", space), f"{field}.district[{space!r}]")
            idx = self.space(space, where)
            stack = self.cards([value] if isinstance(value, str) else value, where, ("placeable",))
            if not stack:
                raise PositionError(where, "an empty stack", "a card or a list of cards")
            if cfg.whole_stack and len({cards[i].colour for i in stack}) > 1:
                raise PositionError(where, "a stack mixes colours; a card of another colour replaces the stack "
                                           "(TOU-4.10, TOU-4.11)", "cards of one colour")
            stacks[idx] = tuple(stack)
        on = spec.get("on_buildings", {})
        if not isinstance(on, Mapping):
            raise PositionError(f"{field}.on_buildings", f"expected a mapping of spaces, got {on!r}",
                                ", ".join(OCCUPANTS))
        for space, what in on.items():
            where = name(("on_buildings", space), f"{field}.on_buildings[{space!r}]")
            idx = self.space(space, where)
            code = OCCUPANTS.get(what.strip().lower().removesuffix(" token") if isinstance(what, str) else what)
            if code is None:
                raise PositionError(where, f"{what!r} cannot sit on a building", ", ".join(OCCUPANTS))
            if not stacks[idx] or cards[stacks[idx][-1]].type != "building":
                raise PositionError(where, "no building on this space (citizens and tokens go on buildings only, "
                                           "TOU-8.5, TOU-8.6)", "a space whose top card is a building")
            occ[idx] = cards[stacks[idx][-1]].colour + 1 if code < 0 else code
        money = spec.get("money", cfg.start_deniers)
        if type(money) is not int or money < 0:
            raise PositionError(name("money", f"{field}.money"), f"{money!r} is not an amount of deniers",
                                "a whole number >= 0")
        standing = self.per_colour(spec.get("standing", (cfg.start_citizens,) * 3), f"{field}.standing")
        lying = self.per_colour(spec.get("lying", (0, 0, 0)), f"{field}.lying")
        hand = tuple(sorted(self.cards(spec.get("hand", ()), name("hand", f"{field}.hand"), ("not_crier",))))
        walls = tuple(self.cards(spec.get("walls", ()), name("walls", f"{field}.walls"), ("event",)))
        return Seat(money, standing, lying, hand, tuple(stacks), tuple(occ), walls)

    def build(self, seats, events, coins, decks, criers, stock, active, start_seat, turn, phase, final_round,
              end_trigger, end_trigger_seat, pending, final_choices) -> TournayState:
        cfg, cs, n = self.cfg, self.cs, self.n
        free = self.reader.free
        if seats is not None and not isinstance(seats, Mapping):
            raise PositionError("seats", f"expected a mapping of seat names to holdings, got {seats!r}",
                                ", ".join(SEATS[:n]))
        specs = {self.seat(name, "seats"): spec for name, spec in (seats or {}).items()}
        built = [self.seat_holdings(f"seats[{SEATS[s]!r}]", specs.get(s, {}), s) for s in range(n)]
        self.reader.seats = tuple(built)
        row = list(events or [])
        if len(row) > cfg.queue_size:
            raise PositionError("events", f"{len(row)} slots; the event row has {cfg.queue_size}")
        queue = [-1 if v is None else self.take(v, self.where.get(("events", i), f"events[{i}]"), ("event",))
                 for i, v in enumerate(row)]
        deck_specs = self.deck_specs(decks)
        spent = self.criers(criers)
        held_steps = self.pending(pending) if pending is not None else None
        ev_spec = deck_specs.get("events", {})
        ev_top = self.cards(ev_spec.get("top", ()), self.where.get(("events", "top"), "decks['events'].top"),
                            ("event",))
        ev_under = self.cards(ev_spec.get("under", ()), self.where.get(("events", "under"),
                                                                       "decks['events'].under"), ("event",))
        for i in [i for i in cs.events if i in free[cs.cards[i].id]][:cfg.queue_size - len(queue)]:
            free[cs.cards[i].id].remove(i)
            queue.append(i)
        self.deck_members(deck_specs)
        deck_list = [self.deck(d, code, deck_specs.get(code, {}), code in spent) for d, code in enumerate(DECKS)]
        rest = [i for i in cs.events if i in free[cs.cards[i].id]]
        for i in rest:
            free[cs.cards[i].id].remove(i)
        if "top" in ev_spec:
            event_deck = Deck(-1, (), tuple(ev_top + sorted(rest) + ev_under), -1)
        else:
            event_deck = Deck(-1, tuple(sorted(rest)), tuple(ev_under), -1)
        coin_list = [self.count(v, self.where.get(("coins", i), f"coins[{i}]"), 100) for i, v in enumerate(coins or ())]
        if len(coin_list) > cfg.queue_size:
            raise PositionError("coins", f"{len(coin_list)} slots; the event row has {cfg.queue_size}")
        coin_list += [0] * (cfg.queue_size - len(coin_list))
        stock_t = self.per_colour(stock if stock is not None else (cfg.stock,) * 3, "stock")
        money = sum(p.money for p in built) + sum(coin_list)
        on_board = sum(1 for p in built for code in p.occ if code in (GREY, DAMAGE))
        supply, tokens = cfg.deniers_total - money, cfg.tokens_total - on_board
        if cfg.deniers_limited and supply < 0:
            raise PositionError("seats", f"the players and events hold {money} deniers; the game has "
                                         f"{cfg.deniers_total} (option deniers_supply_limit)")
        if cfg.tokens_limited and tokens < 0:
            raise PositionError("seats", f"{on_board} tokens on buildings; the game has {cfg.tokens_total}")
        s_active = self.seat(active, "active")
        s_start = self.seat(start_seat, "start_seat")
        if type(turn) is not int or turn < 1:
            raise PositionError("turn", f"{turn!r} is not a turn number", "1, 2, 3 ...")
        if held_steps is not None:
            if phase is not None:
                raise PositionError("phase", "give either phase or pending, not both")
            tasks = held_steps
        else:
            tasks = _tasks(self.phase("playing a card" if phase is None else phase), s_active, n, s_start)
        finals = self.final_choices(final_choices)
        if type(final_round) is not bool:
            raise PositionError("final_round", f"{final_round!r} is not True or False", "True, False")
        if end_trigger is not None and end_trigger not in END_TRIGGERS:
            raise PositionError("end_trigger", f"no end trigger {end_trigger!r}", ", ".join(END_TRIGGERS))
        trigger_seat = -1 if end_trigger_seat is None else self.seat(end_trigger_seat, "end_trigger_seat")
        entry = TLogEntry("position set up for a worked example", ("TOU-3.5",))
        st = TournayState(cfg, tuple(built), tuple(deck_list), event_deck, tuple(queue), tuple(coin_list),
                          stock_t, supply, tokens, s_active, s_start, turn - 1, len(spent), final_round,
                          end_trigger or "", trigger_seat, finals, tasks, LogChain(entry, None, 1))
        problems = check_invariants(st)
        if problems:
            raise PositionError("position", "; ".join(problems))
        draft = Draft(st)
        draft.settle()
        st = draft.freeze()
        try:
            check_pending(st)
        except JSONError as exc:
            raise PositionError("pending" if pending is not None else "phase", str(exc)) from None
        return st

    def deck_specs(self, decks: Any) -> dict[str, Mapping]:
        out: dict[str, Mapping] = {}
        allowed = (*DECKS, "events")
        if decks is not None and not isinstance(decks, Mapping):
            raise PositionError("decks", f"expected a mapping of decks, got {decks!r}", ", ".join(allowed))
        for code, spec in (decks or {}).items():
            name = code.strip().upper() if isinstance(code, str) else code
            name = "events" if name == "EVENTS" else name
            if name not in allowed:
                raise PositionError("decks", f"no deck {code!r}", ", ".join(allowed))
            keys = DECK_KEYS[1:] if name == "events" else DECK_KEYS
            out[name] = self.mapping(spec, f"decks[{name!r}]", keys)
        return out

    def criers(self, criers: Any) -> list[str]:
        if isinstance(criers, str) or not isinstance(criers, Sequence):
            raise PositionError("criers", f"expected a list of decks, got {criers!r}", ", ".join(DECKS))
        out = []
        for i, code in enumerate(criers):
            name = code.strip().upper() if isinstance(code, str) else code
            if name not in DECKS or name in out:
                raise PositionError(f"criers[{i}]", f"{code!r} is not a deck whose crier is out (each deck has "
                                                    "one crier)", ", ".join(DECKS))
            out.append(name)
        return out

    def deck_members(self, specs: Mapping[str, Mapping]) -> None:
        """Every card named in a deck belongs to it (checked before any deck takes its shuffled rest)."""
        for code, spec in specs.items():
            if code == "events":
                continue
            for key in ("face_up", "top", "under"):
                where = self.where.get((code, key), f"decks[{code!r}].{key}")
                values = spec.get(key)
                if key == "face_up":
                    values = [values] if values else []
                if isinstance(values, str) or not isinstance(values, Sequence):
                    continue                               # `cards` refuses it with its own message
                for i, value in enumerate(values):
                    card = self.cs.by_id[self.card_id(value, where if key == "face_up" else f"{where}[{i}]")]
                    if card.deck != DECKS.index(code):
                        raise PositionError(where, f"{card.id} belongs to another deck", f"cards of {code}")

    def deck(self, d: int, code: str, spec: Mapping, crier_out: bool) -> Deck:
        cs, free = self.cs, self.reader.free
        field = f"decks[{code!r}]"
        name = lambda key: self.where.get((code, key), f"{field}.{key}")
        face_up = self.take(spec["face_up"], name("face_up"), ("not_crier",)) if spec.get("face_up") else -1
        spent = -1
        if crier_out:
            crier = next(i for i in cs.deck_cards[d] if cs.cards[i].type == "town_crier")
            spent = self.take(cs.cards[crier].id, f"criers ({code})")
        top = self.cards(spec.get("top", ()), name("top"))
        under = self.cards(spec.get("under", ()), name("under"))
        for where, cards in (("face_up", [face_up] if face_up >= 0 else []), ("top", top), ("under", under)):
            for i in cards:
                if cs.cards[i].deck != d:
                    raise PositionError(name(where), f"{cs.cards[i].id} belongs to another deck",
                                        f"cards of {code}")
        rest = [i for i in cs.deck_cards[d] if i in free[cs.cards[i].id]]
        for i in rest:
            free[cs.cards[i].id].remove(i)
        if "top" in spec:
            return Deck(face_up, (), tuple(top + sorted(rest) + under), spent)
        return Deck(face_up, tuple(sorted(rest)), tuple(under), spent)

    def phase(self, phase: Any) -> str:
        if isinstance(phase, str):
            key = phase.strip().lower()
            for pid, words in STARTS.items():
                if key in (pid, words, PHASES[pid]):
                    return pid
        raise PositionError("phase", f"a position cannot begin at {phase!r}", ", ".join(STARTS.values()))

    def pending(self, pending: Any) -> tuple:
        try:
            steps = [self.reader.task(t, f"pending[{i}]", self.n) for i, t in enumerate(pending)]
        except (JSONError, TypeError) as exc:
            raise PositionError("pending", str(exc), "steps as to_json() writes them") from None
        return tuple(steps)

    def final_choices(self, value: Any) -> tuple:
        if value is None:
            return ((),) * self.n
        try:
            return self.reader.final_choices(list(value), "final_choices")
        except (JSONError, TypeError) as exc:
            raise PositionError("final_choices", str(exc), "choices as to_json() writes them") from None
