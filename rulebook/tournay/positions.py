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

Every card named anywhere is taken out of the box once, so nothing is duplicated; the cards nobody named stay
in their decks, shuffled (their order decided by chance when drawn, TOU-6.8) unless a deck's order is given.
Every field is checked first (`PositionError` names it and what is allowed), then the conservation laws
(`check_invariants`); nothing is built on error. The position then settles like any other: a step with nothing
to decide passes by itself (step A without a district card in hand, walls without an event in hand...).
"""

from __future__ import annotations

import copy
import functools
from collections.abc import Mapping, Sequence
from typing import Any

from rulebook.core import JSONError, LogChain, OptionError, PositionError, resolve_options

from . import queries
from .cards import CardSet, cards_from_data, shipped_cards
from .invariants import check_invariants
from .options import OPTIONS, make_config
from .pieces import COLOURS, DAMAGE, DECKS, GREY, OCCUPANTS, PHASES, SEATS, Deck, Seat, TLogEntry
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


@functools.cache
def fixture_cards() -> CardSet:
    """The shipped cards with four events swapped for the spec's test fixtures FX-LOSE, FX-DAMAGE, 2 x FX-GAIN.

    Only the FAQ cases use them (a later change replaces them with real or named stand-in cards)."""
    data = copy.deepcopy(shipped_cards().data)
    data["events"] = [e for e in data["events"] if e["id"] not in ("EV-01", "EV-02", "EV-03", "EV-04")]
    fx = [("FX-LOSE", "yellow", "negative", "lose_money", {"op": "LOSE_DENIERS", "n": 2}, 1),
          ("FX-DAMAGE", "red", "negative", "other", {"op": "DAMAGE_BUILDINGS", "colour": "any", "n": 1}, 1),
          ("FX-GAIN", "white", "positive", "other", {"op": "GAIN_DENIERS", "n": 1}, 2)]
    for cid, colour, polarity, fight, op, copies in fx:
        data["events"].append({"id": cid, "name": f"Stand-in: {cid} (test fixture)", "type": "event",
                               "colour": colour, "copies": copies, "polarity": polarity, "fight_class": fight,
                               "coin_capacity": 3, "per_coin": [op], "provenance": "stand-in",
                               "effect": "A test fixture of the spec's FAQ section."})
    return cards_from_data(data)


def position(players: int = 2, *, seats: Mapping[str, Mapping[str, Any]] | None = None,
             events: Sequence[str | None] | None = None, coins: Sequence[int] | None = None,
             decks: Mapping[str, Mapping[str, Any]] | None = None, criers: Sequence[str] = (),
             stock: Sequence[int] | Mapping[str, int] | None = None, active: str | int = "P1",
             start_seat: str | int = "P1", turn: int = 1, phase: str | None = None,
             final_round: bool = False, end_trigger: str | None = None, end_trigger_seat: str | int | None = None,
             pending: Sequence | None = None, final_choices: Sequence | None = None,
             **options: Any) -> TournayState:
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
      its deck). `stock`: the citizens left in the stock, per colour.
    - `active`: whose turn it is; `start_seat`: the start player, whose turn begins each round (the option
      `start_player` only says who starts a new game); `turn` (counted from 1); `phase`: where the turn stands,
      one of `STARTS` ("playing a card", "citizen action", "end of turn", "hand limit", "start of turn" (the
      end-of-game check runs), "final placement", "game over"); `final_round`, `end_trigger` (``"district"``,
      ``"criers"`` or ``"max_turns"``) and `end_trigger_seat`.
    - `pending` and `final_choices` (advanced, for `position_args`): the pending steps and the secret final
      choices exactly as `to_json()` writes them, for a position in the middle of a procedure.
    - `**options`: any option of `OPTIONS` (``cards=`` a card set from `load_cards`).

    Cards are named by id (``"R1-FORT"``) or by name (``"Fort"``, ``"Stand-in: Market Stall"`` or
    ``"Market Stall"``), in any case. Raises `PositionError` naming the first bad field; builds nothing then.
    """
    try:
        opts = resolve_options("tournay", OPTIONS, options)
        cfg = make_config(_players(players), opts, set(options))
    except OptionError as exc:
        raise PositionError("options", str(exc)) from None
    return _Builder(cfg).build(seats, events, coins, decks, criers, stock, active, start_seat, turn, phase,
                               final_round, end_trigger, end_trigger_seat, pending, final_choices)


def position_args(state: TournayState) -> dict[str, Any]:
    """The keyword arguments of `position` that rebuild `state`'s table (the log excepted).

    "The same table" means the same `to_json()` text apart from the log: the same options and cards, seats,
    decks (their known and shuffled parts), event row and coins, stock and supply, turn, and pending steps.
    Cards are given by id, seats by name, spaces as (row, column).
    """
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
    start = next((p for p in STARTS if p != "turn" and _tasks(p, state.active, state.num_players,
                                                             state.start_player) == state.tasks), None)
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
    for name, value in state.cfg.values:
        if value != OPTIONS[name].default:
            out[name] = value
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


class _Builder:
    """Checks each field of a description and takes its cards out of the box, one physical copy each."""

    def __init__(self, cfg):
        self.cfg = cfg
        self.cs = cfg.cards
        self.reader = Reader(cfg)           # its `free` pool: card id → physical copies not yet used
        self.n = cfg.players
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

    # --- the table -------------------------------------------------------------------------------------------

    def seat_holdings(self, field: str, spec: Mapping) -> Seat:
        cfg, cards = self.cfg, self.cs.cards
        spec = self.mapping(spec, field, SEAT_KEYS)
        size = cfg.rows * cfg.cols
        stacks: list = [()] * size
        occ = [0] * size
        district = spec.get("district", {})
        if not isinstance(district, Mapping):
            raise PositionError(f"{field}.district", f"expected a mapping of spaces to cards, got {district!r}",
                                "{(row, column): card or [cards bottom to top]}")
        for space, value in district.items():
            where = f"{field}.district[{space!r}]"
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
            where = f"{field}.on_buildings[{space!r}]"
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
            raise PositionError(f"{field}.money", f"{money!r} is not an amount of deniers", "a whole number >= 0")
        standing = self.per_colour(spec.get("standing", (cfg.start_citizens,) * 3), f"{field}.standing")
        lying = self.per_colour(spec.get("lying", (0, 0, 0)), f"{field}.lying")
        hand = tuple(sorted(self.cards(spec.get("hand", ()), f"{field}.hand", ("not_crier",))))
        walls = tuple(self.cards(spec.get("walls", ()), f"{field}.walls", ("event",)))
        return Seat(money, standing, lying, hand, tuple(stacks), tuple(occ), walls)

    def build(self, seats, events, coins, decks, criers, stock, active, start_seat, turn, phase, final_round,
              end_trigger, end_trigger_seat, pending, final_choices) -> TournayState:
        cfg, cs, n = self.cfg, self.cs, self.n
        free = self.reader.free
        if seats is not None and not isinstance(seats, Mapping):
            raise PositionError("seats", f"expected a mapping of seat names to holdings, got {seats!r}",
                                ", ".join(SEATS[:n]))
        specs = {self.seat(name, "seats"): spec for name, spec in (seats or {}).items()}
        built = [self.seat_holdings(f"seats[{SEATS[s]!r}]", specs.get(s, {})) for s in range(n)]
        self.reader.seats = tuple(built)
        row = list(events or [])
        if len(row) > cfg.queue_size:
            raise PositionError("events", f"{len(row)} slots; the event row has {cfg.queue_size}")
        queue = [-1 if v is None else self.take(v, f"events[{i}]", ("event",)) for i, v in enumerate(row)]
        deck_specs = self.deck_specs(decks)
        spent = self.criers(criers)
        held_steps = self.pending(pending) if pending is not None else None
        ev_spec = deck_specs.get("events", {})
        ev_top = self.cards(ev_spec.get("top", ()), "decks['events'].top", ("event",))
        ev_under = self.cards(ev_spec.get("under", ()), "decks['events'].under", ("event",))
        for i in [i for i in cs.events if i in free[cs.cards[i].id]][:cfg.queue_size - len(queue)]:
            free[cs.cards[i].id].remove(i)
            queue.append(i)
        deck_list = [self.deck(d, code, deck_specs.get(code, {}), code in spent) for d, code in enumerate(DECKS)]
        rest = [i for i in cs.events if i in free[cs.cards[i].id]]
        for i in rest:
            free[cs.cards[i].id].remove(i)
        if "top" in ev_spec:
            event_deck = Deck(-1, (), tuple(ev_top + sorted(rest) + ev_under), -1)
        else:
            event_deck = Deck(-1, tuple(sorted(rest)), tuple(ev_under), -1)
        coin_list = [self.count(v, f"coins[{i}]", 100) for i, v in enumerate(coins or ())]
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

    def deck(self, d: int, code: str, spec: Mapping, crier_out: bool) -> Deck:
        cs, free = self.cs, self.reader.free
        field = f"decks[{code!r}]"
        face_up = self.take(spec["face_up"], f"{field}.face_up", ("not_crier",)) if spec.get("face_up") else -1
        spent = -1
        if crier_out:
            crier = next(i for i in cs.deck_cards[d] if cs.cards[i].type == "town_crier")
            spent = self.take(cs.cards[crier].id, f"criers ({code})")
        top = self.cards(spec.get("top", ()), f"{field}.top")
        under = self.cards(spec.get("under", ()), f"{field}.under")
        for where, cards in (("face_up", [face_up] if face_up >= 0 else []), ("top", top), ("under", under)):
            for i in cards:
                if cs.cards[i].deck != d:
                    raise PositionError(f"{field}.{where}", f"{cs.cards[i].id} belongs to another deck",
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
