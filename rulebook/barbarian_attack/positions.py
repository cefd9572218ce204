"""The public position builder: say what is on the table in the game's own words, get a checked `State`.

    >>> from rulebook import barbarian_attack as ba
    >>> s = ba.position(active="White", barbarians={"H3": 2, "H1": 3}, barbarian_supply=20,
    ...                 settlements={"I11": "Red", "I12": "Blue"}, roads={"P46": "White"},
    ...                 hands={"White": "brick lumber wool grain"})
    >>> s.is_conquered("H1"), s.building_at("I11"), s.phase_name
    (True, Building(owner='Red', kind='settlement', conquered=False), 'trade and build')
    >>> s.apply(ba.A("settlement", 36)).phase_name
    'barbarian landing'
    >>> ba.position(roads={"P99": "Red"})
    Traceback (most recent call last):
    ...
    rulebook.core.actions.PositionError: roads: 'P99' is not a place on the board (allowed: P0 to P71)

`position_args(state)` gives the keyword arguments that rebuild a state's table, so a position can be copied,
changed and rebuilt: `ba.position(**{**ba.position_args(s), "active": "Blue"})`.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from rulebook.core import CHANCE, TERMINAL, Field, JSONError, LogChain, LogEntry, PositionError

from . import board as G
from . import pieces as P
from .board import BANK_START, BATTLE_ORDER, BOARD, PIECES
from .cards import DEFAULT_CARDS, card_counts, event_counts
from .options import CONQUEST_THRESHOLDS, MAX_CONQUEST_THRESHOLD, OPTIONS, make_config, settle_options
from .queries import conquered_mask, harbour_points
from .scoring import leader, longest_road
from .setup import initial_state
from .state import BAState, from_json, make_state
from .summary import summary

FAQ_TERRAIN = ("forest", "pasture", "desert", "hills", "forest", "hills", "fields", "pasture", "fields", "mountains",
               "pasture", "forest", "hills", "mountains", "fields", "mountains", "castle", "fields", "pasture")
"""The fixed terrain of built positions: H0 forest, H1 pasture, H3 hills, H6 fields, H7 pasture, H11 forest, H12
hills, H15 mountains, H17 fields, H18 pasture; inner H4 forest, H5 hills, H8 fields, H9 mountains, H10 pasture,
H13 mountains, H14 fields."""
FAQ_HARBOURS = ("generic", "wool", "generic", "ore", "generic", "lumber", "brick", "grain", "generic")
"""Harbour types in position order: P0 3:1, P3 wool, P17 3:1, P38 ore, P61 3:1, P69 lumber, P66 brick, P49 grain,
P18 3:1."""
BUILDABLE = {"founding": None, P.PHASES[P.PRE_ROLL]: P.PRE_ROLL, P.PHASES[P.ROLL]: P.ROLL,
             P.PHASES[P.EVENT]: P.EVENT, P.PHASES[P.MAIN]: P.MAIN, P.PHASES[P.KNIGHTS]: P.KNIGHTS,
             P.PHASES[P.LANDING]: P.LANDING, P.PHASES[P.DRAW]: P.DRAW, P.PHASES[P.CASUALTY]: P.CASUALTY,
             P.PHASES[P.OVER]: P.OVER}
"""The moments a position can be built at: "founding" (which founding step follows from the pieces placed), the
start of a production roll, phase 2, knight movement, a landing or a card draw, the casualty die of a battle, or
the end of the game."""


_SEATS = P.SEATS
_OWNERS = (*P.SEATS, *(P.owner_label(n, 2) for n in P.NEUTRALS))
_HEX_IDS = tuple(f"H{h}" for h in range(P.HEXES))
_COAST_IDS = tuple(f"H{h}" for h in G.COASTAL_HEXES)
_INTERSECTION_IDS = tuple(f"I{i}" for i in range(P.INTERSECTIONS))
_PATH_IDS = tuple(f"P{q}" for q in range(P.PATHS))
_CARD_NAMES = tuple(dict.fromkeys(name for edition in BOARD["editions"].values()
                                  for name in edition["card_names"].values()))
_NUMBER_OPTIONS = {"barbarians_total": (2, 60), "hand_limit": (0, 95), "gold_bank_limit": (0, 100_000),
                   "victory_target": (3, 30)}
_NOT_FIELDS = ("note", "cards", "resource_to_gold", "harbour_types", "two_player")
"""Keywords of `position` that `POSITION_FIELDS` leaves out: the log's free-text note, a corrected card file and
the rate table for gold (values, not table facts: they stay as given), and two options other arguments already
fix (`harbours`, `players`)."""


def _option_field(name: str) -> Field:
    option = OPTIONS[name]
    words = f"{option.doc} ({', '.join(option.rule_ids)})"
    label = name.replace("_", " ")
    if name in _NUMBER_OPTIONS:
        lo, hi = _NUMBER_OPTIONS[name]
        return Field(name, label, "number", "Options", words + "; leave out for the default", lo=lo, hi=hi)
    if name == "conquest_threshold":
        return Field(name, label, "choice", "Options", words, choices=CONQUEST_THRESHOLDS)
    if option.choices in ((False, True), (True, False)):
        return Field(name, label, "flag", "Options", words)
    return Field(name, label, "choice", "Options", words, choices=option.choices)


POSITION_FIELDS: tuple[Field, ...] = (
    Field("players", "players", "number", "Turn", "2, 3 or 4 players (2: the two-player variant)", lo=2, hi=4),
    Field("active", "whose turn", "choice", "Turn", "the player whose turn it is", choices=_SEATS),
    Field("phase", "moment", "choice", "Turn", "the moment of the turn the position starts at; 'founding' takes "
          "its step from the pieces placed", choices=tuple(BUILDABLE)),
    Field("turn", "turn", "number", "Turn", "the turn number (0 in the founding, from 1 after)", lo=0, hi=9999),
    Field("moved", "knights moved", "items", "Turn", "knights that moved this turn (knight movement only)",
          choices=_PATH_IDS, max_items=24),
    Field("battle_hex", "battle hex", "choice", "Turn", "the hex just fought, for the casualty die",
          choices=(None, *_COAST_IDS)),
    Field("gold_purchases", "gold purchases", "number", "Turn", "resources bought with gold this turn (CBA-7.6)",
          lo=0, hi=2),
    Field("token_action_used", "token action used", "flag", "Turn",
          "a token action was taken this turn (two players, CBA-15.7)"),
    Field("landings", "landings so far", "number", "Turn", "the game's landings so far", lo=0, hi=9999),
    Field("knights_lost", "knights lost so far", "number", "Turn", "knights lost in battles so far", lo=0,
          hi=9999),
    Field("settlements", "settlements", "place_values", "Board", "intersection -> owner (Neutral White and "
          "Neutral Orange with two players)", choices=_OWNERS, places=_INTERSECTION_IDS),
    Field("cities", "cities", "place_values", "Board", "intersection -> owner", choices=_SEATS,
          places=_INTERSECTION_IDS),
    Field("roads", "roads", "place_values", "Board", "path -> owner (Neutral White and Neutral Orange "
          "with two players)", choices=_OWNERS, places=_PATH_IDS),
    Field("knights", "knights", "place_values", "Board", "path -> owner (Foreign with two players)",
          choices=(*_SEATS, P.FOREIGN_NAME), places=_PATH_IDS),
    Field("barbarians", "barbarians", "place_numbers", "Board", "coastal hex -> barbarians on it (a hex holding "
          "the conquest threshold, 3, is conquered)", lo=0, hi=MAX_CONQUEST_THRESHOLD, places=_COAST_IDS),
    Field("conquered", "conquered hexes", "items", "Board", "coastal hexes holding the conquest threshold",
          choices=_COAST_IDS, max_items=len(_COAST_IDS)),
    Field("barbarian_supply", "barbarian supply", "number", "Board", "barbarians beside the board; leave out for "
          "the edition's total less those on the board and the prisoners", lo=0, hi=60),
    Field("terrain", "terrain", "items", "Board", "the 19 terrain names in hex order H0-H18",
          choices=P.TERRAINS, max_items=19),
    Field("harbours", "harbours", "items", "Board", "the 9 harbour types in position order (P0, P3, P17, P38, "
          "P61, P69, P66, P49, P18)", choices=P.HARBOUR_TYPES, max_items=9),
    Field("hands", "resource cards", "seat_items", "Players", "each player's resource cards", choices=P.RESOURCES,
          seats=_SEATS, max_items=5 * BANK_START),
    Field("gold", "gold", "seat_numbers", "Players", "each player's gold", lo=0, hi=999, seats=_SEATS),
    Field("prisoners", "prisoners", "seat_numbers", "Players", "barbarians each player holds as prisoners "
          "(1 VP for every 2)", lo=0, hi=60, seats=_SEATS),
    Field("tokens", "trade tokens", "seat_numbers", "Players", "trade tokens (two players only; 5 each by "
          "default)", lo=0, hi=BOARD["two_player"]["token_supply"], seats=_SEATS),
    Field("longest_road_holder", "Longest Road", "choice", "Players", "who keeps Longest Road while tied (by "
          "default the sole leader with 5 or more roads)", choices=(None, *_OWNERS)),
    Field("harbormaster_holder", "Harbormaster", "choice", "Players", "who keeps the Harbormaster card while "
          "tied (option harbormaster)", choices=(None, *_SEATS)),
    Field("draw_pile", "development draw pile", "items", "Cards", "the development cards still to draw, one name "
          "per card; the rest of the deck is on the discard pile", choices=_CARD_NAMES,
          max_items=DEFAULT_CARDS.dev_total),
    Field("discard_pile", "development discard pile", "items", "Cards", "the development cards discarded, one "
          "name per card", choices=_CARD_NAMES, max_items=DEFAULT_CARDS.dev_total),
    Field("top_card", "next development card", "choice", "Cards", "the card the next purchase draws (instead of "
          "the piles)", choices=(None, *_CARD_NAMES)),
    Field("event_pile", "event cards left", "items", "Cards", "the event cards still to draw, one name per card "
          "(option event_cards)", choices=DEFAULT_CARDS.event_names, max_items=DEFAULT_CARDS.event_total),
    *(_option_field(name) for name in OPTIONS if name not in _NOT_FIELDS),
)
"""Every keyword of `position(...)` as a `rulebook.core.Field` (but those in `_NOT_FIELDS`), grouped Turn, Board,
Players, Cards and Options: seats by colour, places by printed id, cards by printed name. `position_args(state)`
returns values in exactly these shapes."""


def position(players: int = 3, *, active: int | str = "Red", phase: int | str = "trade and build",
             turn: int | None = None, settlements: Mapping | None = None, cities: Mapping | None = None,
             roads: Mapping | None = None, knights: Mapping | None = None, barbarians: Mapping | None = None,
             conquered: Iterable = (), barbarian_supply: int | None = None, hands: Mapping | None = None,
             gold: Mapping | None = None, prisoners: Mapping | None = None, tokens: Mapping | None = None,
             draw_pile: Mapping | tuple | None = None, discard_pile: Mapping | tuple | None = None,
             top_card: str | None = None, event_pile: Mapping | None = None,
             longest_road_holder: int | str | None = None, harbormaster_holder: int | str | None = None,
             moved: Iterable = (), battle_hex: int | str | None = None, gold_purchases: int = 0,
             token_action_used: bool = False, landings: int = 0, knights_lost: int = 0,
             terrain: Iterable[str] = FAQ_TERRAIN, harbours: Iterable[str] = FAQ_HARBOURS,
             note: str = "example position", **options: Any) -> BAState:
    """A position built from a description of the table, checked by the game's conservation laws.

    Seats by colour ("Red", any case) or number; places by their printed ids ("H3", "I11", "P46") or numbers.

    * `players` 2-4; `active`: whose turn it is; `phase` (plain words or id): "trade and build" (default),
      "production roll", "event card" (option event_cards), "before the roll" (two players), "knight movement",
      "barbarian landing" (its first roll), "development card draw", "battles: casualty die" (with `battle_hex`,
      the hex just fought), "game over" (`active` has won), or "founding" (the founding step and the start player
      follow from the pieces placed; a new game starts with one barbarian each on H7 and H18, CBA-2.12, so give
      them in `barbarians`); `turn` (default 1, 0 in the founding).
    * `settlements`, `cities`: intersection -> owner; `roads`: path -> owner (in the two-player game also
      "Neutral White" / "Neutral Orange", whose start settlements on I13 and I40 are always there, CBA-15.2);
      `knights`: path -> owner, or "Foreign" in the two-player game; `moved`: knights that moved this turn.
    * `barbarians`: hex -> count (coastal hexes only); `conquered`: hexes holding the conquest threshold (3 unless
      option conquest_threshold says otherwise); `barbarian_supply`: the supply, which sets option
      barbarians_total to fit (default: the edition's 30 or 36, less what stands on the board or is a prisoner).
    * `hands`: seat -> "2 brick ore" (or {"brick": 2, "ore": 1}, or five counts); the bank holds the rest of the
      19 of each resource. `gold`, `prisoners`, `tokens` (two players, default 5 each): seat -> count.
    * `draw_pile`, `discard_pile`: card (id or printed name: "Knighthood", "Black Knight", "Intrigue") -> count,
      the rest of the 26 cards on the other pile; `top_card`: the card the next purchase draws (the draw pile
      holds just that card, the others are discarded); `event_pile`: event card id or name -> count.
    * `longest_road_holder`, `harbormaster_holder`: who keeps a card while tied (by default a sole leader takes
      it); `gold_purchases` (0-2) and `token_action_used`: what the active player has done this turn (CBA-7.6,
      CBA-15.7); `landings`, `knights_lost`: the game's counters so far.
    * `terrain` (19 terrain names by hex), `harbours` (9 harbour types by position): a fixed readable layout
      unless given; `note`: the log's one line (in the founding the log is a new game's set-up notes).
    * any option of `OPTIONS` by keyword (edition="2025", harbormaster=True, ...).

    Every field is checked first (a `PositionError` names the field and what is allowed), then the whole position
    goes through the checks of `from_json` (pieces, cards, barbarians and resources conserved); nothing is built
    when a check fails.
    """
    if type(players) is not int or players not in (2, 3, 4):
        raise PositionError("players", f"{players!r} players", "2, 3 or 4")
    seat = P.seat_index(active, players, "active")
    phase_id = _phase(phase, players, options)
    if phase_id is None and turn not in (None, 0):
        raise PositionError("turn", f"turn {turn} in the founding", "0")
    first = 0 if phase_id is None else 1
    turn = first if turn is None else P.whole_number(turn, "turn", first)
    where = _buildings(players, settlements, cities)
    road = _pieces(roads, players, G.path_id, P.owner_index, "roads", P.PATHS)
    knight = _pieces(knights, players, G.path_id, P.faction_index, "knights", P.PATHS)
    threshold = options.get("conquest_threshold", OPTIONS["conquest_threshold"].default)
    barb = _barbarians(barbarians, conquered, threshold)
    by_seat = _by_seat(hands, players, "hands")
    hands_t = tuple(P.hand_counts(by_seat.get(p, (0,) * 5), f"hands[{P.SEATS[p]!r}]") for p in range(players))
    for r, name in enumerate(P.RESOURCES):
        if sum(h[r] for h in hands_t) > BANK_START:
            raise PositionError("hands", f"{sum(h[r] for h in hands_t)} {name} in hands", f"at most {BANK_START}")
    gold_t, prisoners_t = _per_seat(gold, players, "gold"), _per_seat(prisoners, players, "prisoners")
    if barbarian_supply is not None:
        total = sum(barb) + P.whole_number(barbarian_supply, "barbarian_supply") + sum(prisoners_t)
        if total < 2:
            raise PositionError("barbarian_supply", f"{total} barbarians in the game",
                                "at least 2 on the board, in the supply and as prisoners (option barbarians_total)")
        options.setdefault("barbarians_total", total)
    layout = _layout(terrain, 19, "terrain", P.TERRAINS), _layout(harbours, 9, "harbours", P.HARBOUR_TYPES)
    try:
        cfg = make_config(players, *layout, **options)
    except ValueError as exc:
        raise PositionError("options", str(exc), "the values OPTIONS gives for each option") from None
    draw, discard = _piles(cfg, draw_pile, discard_pile, top_card)
    fields = _fields(cfg, seat, phase_id, turn, where, road, knight, barb, hands_t, gold_t, prisoners_t, draw,
                     discard, note)
    _finish(fields, cfg, tokens, event_pile, longest_road_holder, harbormaster_holder, moved, battle_hex,
            landings, knights_lost)
    fields["gold_buys"] = P.whole_number(gold_purchases, "gold_purchases")
    if gold_purchases > 2:
        raise PositionError("gold_purchases", f"{gold_purchases}", "0, 1 or 2 (CBA-7.6)")
    if token_action_used not in (False, True) or (token_action_used and not cfg.two_player):
        raise PositionError("token_action_used", f"{token_action_used!r}", "True only in the two-player game")
    fields["token_used"] = bool(token_action_used)
    try:
        return from_json(make_state(fields).to_json())
    except JSONError as exc:
        text = str(exc)
        field = next((name for name in ("terrain", "harbours") if text.startswith(f"config.{name}")), "position")
        allowed = {"terrain": "each zone's own terrain tiles, the desert on H2 and the castle on H16 (CBA-2.2)",
                   "harbours": "4 generic harbours and one 2:1 harbour of each resource (CBA-2.10)"}.get(
            field, "a position that keeps the game's conservation laws")
        raise PositionError(field, text, allowed) from None


def position_args(state: BAState) -> dict[str, Any]:
    """The keyword arguments of `position` that rebuild `state`'s table (its log aside), in the shapes
    `POSITION_FIELDS` describes (hands and piles as lists of card names, places by printed id, seats by colour).

    "The same table" means the same `table_facts`: `summary(state)` (turn, phase, whose turn, every count a
    player reads) plus every piece on its place, the terrain and the harbours. Arguments at their default are left
    out. A state in the middle of a decision the builder cannot start from (a discard, a roll-off, Treason...)
    raises `PositionError` naming its phase.
    """
    s, n = state, state.cfg.players
    _check_buildable(s)
    out: dict[str, Any] = {"players": n, "active": P.SEATS[s.seat]}
    phase = "founding" if s.phase in P.FOUNDING_PHASES else P.PHASES[s.phase]
    if phase != P.PHASES[P.MAIN]:
        out["phase"] = phase
    if s.turn != (0 if phase == "founding" else 1):
        out["turn"] = s.turn
    starts = dict(zip(BOARD["two_player"]["neutral_start_settlements"], P.NEUTRALS)) if s.cfg.two_player else {}
    owner = P.owner_label
    settlements = {f"I{i}": owner(o, n) for i, o in enumerate(s.owner)
                   if o >= 0 and s.level[i] == 1 and starts.get(i) != o}
    cities = {f"I{i}": owner(o, n) for i, o in enumerate(s.owner) if o >= 0 and s.level[i] == 2}
    roads = {f"P{q}": owner(o, n) for q, o in enumerate(s.road) if o >= 0}
    knights = {f"P{q}": P.faction_label(f, n) for q, f in enumerate(s.knight) if f >= 0}
    barbarians = {f"H{h}": b for h, b in enumerate(s.barb) if b}
    for name, value in (("settlements", settlements), ("cities", cities), ("roads", roads), ("knights", knights),
                        ("barbarians", barbarians)):
        if value:
            out[name] = value
    if s.barb_supply != s.cfg.options["barbarians_total"] - sum(s.barb) - sum(s.prisoners):
        out["barbarian_supply"] = s.barb_supply
    hands = {P.SEATS[p]: [r for r, c in zip(P.RESOURCES, h) for _ in range(c)] for p, h in enumerate(s.hands)
             if any(h)}
    gold = {P.SEATS[p]: g for p, g in enumerate(s.gold) if g}
    prisoners = {P.SEATS[p]: c for p, c in enumerate(s.prisoners) if c}
    for name, value in (("hands", hands), ("gold", gold), ("prisoners", prisoners)):
        if value:
            out[name] = value
    if s.cfg.two_player and s.tokens != (BOARD["two_player"]["tokens_at_start"],) * n:
        out["tokens"] = {P.SEATS[p]: t for p, t in enumerate(s.tokens)}
    if s.draw_pile != s.cfg.cards.dev_counts:
        names = BOARD["editions"][s.cfg.edition]["card_names"]
        out["draw_pile"] = [names[k] for k, c in zip(P.CARD_KINDS, s.draw_pile) for _ in range(c)]
    if s.event_pile != s.cfg.cards.event_counts:
        out["event_pile"] = [name for name, c in zip(s.cfg.cards.event_names, s.event_pile) for _ in range(c)]
    if s.lr_holder != leader(s.road_len, -1, 5):
        out["longest_road_holder"] = owner(s.lr_holder, n)
    if s.cfg.options["harbormaster"] and s.hm_holder != leader(_harbour_points(s), -1, 3):
        out["harbormaster_holder"] = P.SEATS[s.hm_holder]
    if s.moved:
        out["moved"] = [f"P{q}" for q in s.moved]
    if s.phase == P.CASUALTY:
        out["battle_hex"] = f"H{BATTLE_ORDER[s.ctx[0]]}"
    for name, field in (("gold_purchases", "gold_buys"), ("token_action_used", "token_used"),
                        ("landings", "landings"), ("knights_lost", "knights_lost")):
        if getattr(s, field):
            out[name] = getattr(s, field)
    if s.cfg.terrain != FAQ_TERRAIN:
        out["terrain"] = list(s.cfg.terrain)
    if s.cfg.harbours != FAQ_HARBOURS:
        out["harbours"] = list(s.cfg.harbours)
    out.update(_options(s, "barbarian_supply" in out))
    return out


def table_facts(state: BAState) -> dict[str, Any]:
    """What a player reads off the table: `summary(state)`, every piece on its place, terrain and harbours.

    `position(**position_args(s))` has the same table facts as `s`."""
    s, n = state, state.cfg.players
    facts: dict[str, Any] = dict(summary(s))
    facts.update({f"I{i}": f"{P.owner_label(o, n)} {'city' if s.level[i] == 2 else 'settlement'}"
                  for i, o in enumerate(s.owner) if o >= 0})
    facts.update({f"P{q} road": P.owner_label(o, n) for q, o in enumerate(s.road) if o >= 0})
    facts.update({f"P{q} knight": P.faction_label(f, n) for q, f in enumerate(s.knight) if f >= 0})
    facts.update(terrain=s.cfg.terrain, harbours=s.cfg.harbours)
    return facts


# --- reading the arguments -----------------------------------------------------------------------------------------


def _phase(value: Any, players: int, options: dict) -> int | None:
    allowed = ", ".join(BUILDABLE)
    if type(value) is int and value in P.PHASES:
        value = "founding" if value in P.FOUNDING_PHASES else P.PHASES[value]
    if not isinstance(value, str) or value.strip().lower() not in {k.lower() for k in BUILDABLE}:
        raise PositionError("phase", f"{value!r} is not a moment a position can be built at", allowed)
    phase = next(v for k, v in BUILDABLE.items() if k.lower() == value.strip().lower())
    if phase == P.PRE_ROLL and players != 2:
        raise PositionError("phase", "the pre-roll decision exists only with two players (CBA-15.3)", allowed)
    if phase in (P.ROLL, P.EVENT) and (phase == P.EVENT) != bool(options.get("event_cards")):
        raise PositionError("phase", "with option event_cards an event card replaces the roll (CBA-16.1)",
                            "'event card' with event_cards=True, 'production roll' without")
    return phase


def _by_seat(mapping: Mapping | None, players: int, field: str) -> dict[int, Any]:
    out: dict[int, Any] = {}
    for key, value in (mapping or {}).items():
        seat = P.seat_index(key, players, field)
        if seat in out:
            raise PositionError(field, f"{P.SEATS[seat]} is given twice", "each seat once")
        out[seat] = value
    return out


def _per_seat(mapping: Mapping | None, players: int, field: str, default: int = 0) -> tuple[int, ...]:
    given = _by_seat(mapping, players, field)
    return tuple(P.whole_number(given.get(p, default), f"{field}[{P.SEATS[p]!r}]") for p in range(players))


def _pieces(mapping: Mapping | None, players: int, place, whose, field: str, size: int) -> list[int]:
    out = [-1] * size
    for key, value in (mapping or {}).items():
        at = place(key, field)
        if out[at] >= 0:
            raise PositionError(field, f"{key!r} is given twice", "one piece per place")
        out[at] = whose(value, players, f"{field}[{key!r}]")
    return out


def _buildings(players: int, settlements: Mapping | None, cities: Mapping | None) -> dict[int, tuple[int, int]]:
    where: dict[int, tuple[int, int]] = {}
    for field, level, mapping in (("settlements", 1, settlements), ("cities", 2, cities)):
        for key, value in (mapping or {}).items():
            i = G.intersection_id(key, field)
            if i in where:
                raise PositionError(field, f"I{i} already holds a building", "one building per intersection")
            o = P.owner_index(value, players, f"{field}[{key!r}]")
            if level == 2 and o >= players:
                raise PositionError(field, "neutral players never build cities (CBA-15.4)", "a seat")
            where[i] = (o, level)
    return where


def _barbarians(mapping: Mapping | None, conquered: Iterable, threshold: int) -> tuple[int, ...]:
    barb = [0] * P.HEXES
    for key, value in (mapping or {}).items():
        h = G.coastal_hex_id(key, "barbarians")
        if type(value) is not int or not 0 <= value <= threshold:
            raise PositionError(f"barbarians[{key!r}]", f"{value!r}",
                                f"0 to {threshold} (a hex is conquered at {threshold}, CBA-10.1)")
        barb[h] = value
    if isinstance(conquered, (str, int)):
        conquered = (conquered,)
    for key in conquered:
        h = G.coastal_hex_id(key, "conquered")
        if mapping and any(G.hex_id(k, "barbarians") == h for k in mapping) and barb[h] < threshold:
            raise PositionError("conquered", f"H{h} holds {barb[h]} barbarians in `barbarians`",
                                f"a conquered hex holds {threshold} (CBA-10.1)")
        barb[h] = threshold
    return tuple(barb)


def _layout(values: Iterable[str], size: int, field: str, names: tuple[str, ...]) -> tuple[str, ...]:
    out = tuple(values) if not isinstance(values, str) else (values,)
    if len(out) != size:
        raise PositionError(field, f"{len(out)} entries", f"{size} names in position order")
    wrong = [v for v in out if v not in names]
    if wrong:
        raise PositionError(field, f"{wrong[0]!r} is not one of them", ", ".join(names))
    return out


def _piles(cfg: Any, draw_pile: Any, discard_pile: Any, top_card: str | None) -> tuple[tuple, tuple]:
    deck = cfg.cards.dev_counts
    if top_card is not None:
        if draw_pile is not None or discard_pile is not None:
            raise PositionError("top_card", "top_card fixes both piles", "top_card or draw_pile/discard_pile")
        draw_pile = {top_card: 1}
    draw = card_counts(draw_pile, "draw_pile", cfg.cards) if draw_pile is not None else None
    if discard_pile is None:
        draw = deck if draw is None else draw
        discard = tuple(c - d for c, d in zip(deck, draw))
    else:
        discard = card_counts(discard_pile, "discard_pile", cfg.cards)
        draw = deck if draw is None else draw
    for k, (a, b, c) in enumerate(zip(draw, discard, deck)):
        if a > c or b > c or a + b != c:
            raise PositionError("draw_pile" if a > c or discard_pile is None else "discard_pile",
                                f"{a} in the draw pile and {max(b, 0)} on the discard pile of {P.CARD_KINDS[k]}",
                                f"the deck's {c}, every card on one of the two piles")
    return draw, discard


# --- building the fields -------------------------------------------------------------------------------------------


def _fields(cfg: Any, seat: int, phase: int | None, turn: int, where: dict, road: list, knight: list,
            barb: tuple, hands: tuple, gold: tuple, prisoners: tuple, draw: tuple, discard: tuple,
            note: str) -> dict[str, Any]:
    n, owners = cfg.players, cfg.owners
    for key, (field, limit) in {1: ("settlements", PIECES["settlements"]), 2: ("cities", PIECES["cities"])}.items():
        for o in range(owners):
            if sum(1 for who, level in where.values() if (who, level) == (o, key)) > limit:
                raise PositionError(field, f"{P.owner_label(o, n)} has more than {limit}", f"at most {limit} each")
    for field, table, limit in (("roads", road, PIECES["roads"]), ("knights", knight, PIECES["knights"])):
        for o in range(owners):
            if table.count(o) > limit:
                raise PositionError(field, f"{P.owner_label(o, n)} has {table.count(o)}", f"at most {limit} each")
    founding = _founding(seat, phase, where, road, n) if phase is None else None
    start = founding[2] if founding else seat
    base = initial_state(cfg, start)
    f = dict(base.__dict__)
    owner, level = list(f["owner"]), list(f["level"])
    for i, (who, lv) in where.items():
        if owner[i] >= 0 and owner[i] != who:
            raise PositionError("settlements", f"I{i} holds {P.owner_label(owner[i], n)}'s start settlement",
                                "another intersection (CBA-15.2)")
        owner[i], level[i] = who, lv
    phase_id = founding[0] if founding else phase
    to_move = {P.ROLL: CHANCE, P.EVENT: CHANCE, P.LANDING: CHANCE, P.DRAW: CHANCE, P.CASUALTY: CHANCE,
               P.OVER: TERMINAL}.get(phase_id, seat)
    ctx = founding[1] if founding else {P.ROLL: (1, 0), P.EVENT: (1, 0), P.LANDING: ((), 0),
                                        P.DRAW: (False,)}.get(phase_id, ())
    f.update(
        phase=phase_id, ctx=ctx, queue=(), seat=seat, turn=turn, setup_i=founding[3] if founding else 2 * n,
        to_move=to_move, hands=hands, bank=tuple(BANK_START - sum(h[r] for h in hands) for r in range(5)),
        gold=gold, prisoners=prisoners, barb=barb, cmask=conquered_mask(barb, cfg.conquest_threshold),
        ever_conquered=conquered_mask(barb, cfg.conquest_threshold),
        owner=tuple(owner), level=tuple(level), road=tuple(road), knight=tuple(knight),
        knights_left=tuple(PIECES["knights"] - knight.count(p) for p in range(n)),
        roads_left=tuple(PIECES["roads"] - road.count(o) for o in range(owners)),
        settlements_left=tuple(PIECES["settlements"] - sum(1 for i in range(P.INTERSECTIONS)
                                                           if owner[i] == o and level[i] == 1)
                               for o in range(owners)),
        cities_left=tuple(PIECES["cities"] - sum(1 for i in range(P.INTERSECTIONS) if owner[i] == o and level[i] == 2)
                          for o in range(owners)),
        draw_pile=draw, discard_pile=discard,
        first_knight=tuple(p in knight for p in range(n)), foreign_entries=knight.count(P.FOREIGN),
        winner=seat if phase_id == P.OVER else -1)
    if not founding:
        f["log_chain"] = LogChain(LogEntry(note, ("CBA-0.3",)), None, 1)
    f["barb_supply"] = cfg.options["barbarians_total"] - sum(barb) - sum(prisoners)
    if f["barb_supply"] < 0:
        raise PositionError("barbarians", f"{sum(barb) + sum(prisoners)} barbarians on the board and as prisoners",
                            f"at most the game's {cfg.options['barbarians_total']} (option barbarians_total)")
    return f


def _founding(seat: int, phase: int | None, where: dict, road: list, n: int) -> tuple:
    """(phase, ctx, start player, founding step) of a founding position, from the pieces the players placed."""
    built = sum(1 for who, _ in where.values() if who < n)
    placed = sum(1 for o in road if 0 <= o < n)
    if built not in (placed, placed + 1) or placed >= 2 * n:
        raise PositionError("phase", f"{built} buildings and {placed} roads of the players",
                            f"a founding step: each building followed by its road, {2 * n} of each in all")
    step = placed
    first_round = step < n
    start = (seat - step) % n if first_round else (seat - (n - 1 - (step - n))) % n
    if built == placed:
        return (P.SETUP_SETTLEMENT if first_round else P.SETUP_CITY), (), start, step
    level = 1 if first_round else 2
    mine = [i for i, (who, lv) in where.items() if who == seat and lv == level]
    if len(mine) != 1:
        raise PositionError("phase", f"{P.SEATS[seat]} has {len(mine)} buildings waiting for their road",
                            "exactly one: the building just placed")
    return (P.SETUP_ROAD if first_round else P.SETUP_CITY_ROAD), (mine[0],), start, step


def _finish(f: dict, cfg: Any, tokens: Mapping | None, event_pile: Mapping | None, lr: Any, hm: Any,
            moved: Iterable, battle_hex: Any, landings: int, knights_lost: int) -> None:
    n, owners = cfg.players, cfg.owners
    if cfg.two_player:
        tok = _per_seat(tokens, n, "tokens", BOARD["two_player"]["tokens_at_start"])
        if sum(tok) > BOARD["two_player"]["token_supply"]:
            raise PositionError("tokens", f"{sum(tok)} tokens", f"at most {BOARD['two_player']['token_supply']}")
        f["tokens"], f["token_supply"] = tok, BOARD["two_player"]["token_supply"] - sum(tok)
    elif tokens:
        raise PositionError("tokens", "trade tokens exist only in the two-player game (CBA-15.6)", "no tokens")
    if event_pile is not None:
        f["event_pile"] = event_counts(event_pile, "event_pile", cfg.cards)
    f["road_len"] = tuple(longest_road(f["road"], f["owner"], o) for o in range(owners))
    f["lr_holder"] = _holder(f["road_len"], lr, 5, lambda v: P.owner_index(v, n, "longest_road_holder"),
                             "longest_road_holder", "a sole or tied longest road of 5 or more (CBA-8.10)")
    if cfg.options["harbormaster"]:
        f["hm_holder"] = _holder(_harbour_points(make_state(f)), hm, 3,
                                 lambda v: P.seat_index(v, n, "harbormaster_holder"), "harbormaster_holder",
                                 "a sole or tied lead of 3 or more harbour points (CBA-17.2)")
    elif hm is not None:
        raise PositionError("harbormaster_holder", "the Harbormaster card is not in play", "option harbormaster")
    f["moved"] = tuple(G.path_id(q, "moved") for q in moved)
    if f["moved"] and f["phase"] not in (P.KNIGHTS, P.CASUALTY):
        raise PositionError("moved", "knights move in phase 3 only", "phase 'knight movement' or a battle")
    if f["phase"] == P.CASUALTY:
        if battle_hex is None:
            raise PositionError("battle_hex", "the casualty die needs the hex just fought", "a coastal hex")
        f["ctx"] = (BATTLE_ORDER.index(G.coastal_hex_id(battle_hex, "battle_hex")),)
    elif battle_hex is not None:
        raise PositionError("battle_hex", "a battle hex belongs to the casualty die", "phase 'battles: casualty die'")
    f["landings"] = P.whole_number(landings, "landings")
    f["knights_lost"] = P.whole_number(knights_lost, "knights_lost")


def _holder(values: tuple, given: Any, minimum: int, parse, field: str, allowed: str) -> int:
    if given is None:
        return leader(values, -1, minimum)
    who = parse(given)
    if leader(values, who, minimum) != who:
        raise PositionError(field, f"{given!r} does not lead", allowed)
    return who


def _harbour_points(s: Any) -> tuple[int, ...]:
    return tuple(harbour_points(s, p) for p in range(s.cfg.players))


# --- the inverse ---------------------------------------------------------------------------------------------------


def _check_buildable(s: BAState) -> None:
    ok = s.phase in P.FOUNDING_PHASES or s.phase in BUILDABLE.values()
    if s.queue or (s.phase in (P.ROLL, P.EVENT) and s.ctx != (1, 0)) or (s.phase == P.LANDING and s.ctx != ((), 0)) \
            or (s.phase == P.DRAW and s.ctx != (False,)) or s.card or s.foreign_moving:
        ok = False
    if not ok:
        raise PositionError("phase", f"a position in the middle of '{P.PHASES[s.phase]}' cannot be rebuilt",
                            ", ".join(BUILDABLE))


def _options(s: BAState, supply_given: bool) -> dict[str, Any]:
    opts = {k: v for k, v in s.cfg.options.items() if k != "cards"}
    drivers = ("edition", "harbormaster", "event_cards")
    raw = {name: option.default for name, option in OPTIONS.items()}
    raw.update({k: opts[k] for k in drivers})
    settled = settle_options(raw, s.cfg.players)
    out = {k: v for k, v in opts.items()
           if v != (OPTIONS[k].default if k in drivers else settled[k]) and k != "harbour_types"}
    if supply_given:
        out.pop("barbarians_total", None)
    if s.cfg.cards is not DEFAULT_CARDS:
        out["cards"] = s.cfg.cards
    return out
