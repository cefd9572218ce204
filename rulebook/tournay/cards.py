"""Tournay's cards as checked data: 90 activity cards in 9 decks and 15 events (TOU-1.1, TOU-1.7, TOU-17.8).

`load_cards` reads a card file (the shipped `cards.json` or a user's corrected copy), checks every field against
the schema and the deck structure (TOU-17.14), and returns a `CardSet`: one `Card` per physical card, so that
two copies of City Hall are two indices. Errors name the card id and the field.
"""

from __future__ import annotations

import functools
import json
import pathlib
from dataclasses import dataclass, replace
from typing import Any

from rulebook.core import ActionSpace, jsonio

from .pieces import COLOURS, DECKS, EVENT_OPS, POSITIVE_OPS, TYPES, UNITS, action_space, ops_from_json

FORMAT = "tournay-cards/1"
SHIPPED = pathlib.Path(__file__).with_name("cards.json")
PROVENANCES = ("sourced", "partial", "stand-in")
DECK_SIZE = 10
EVENT_COUNT = 15


@dataclass(frozen=True)
class Cost:
    """What placing a card costs (TOU-4.18, TOU-17.9): deniers, other hand cards, own citizens per colour."""

    deniers: int = 0
    cards: int = 0
    citizens: tuple[int, int, int] = (0, 0, 0)

    def __str__(self) -> str:
        parts = [f"{self.deniers} denier{'s' * (self.deniers != 1)}"] if self.deniers else []
        parts += [f"{self.cards} card{'s' * (self.cards > 1)}"] if self.cards else []
        parts += [f"{n} {COLOURS[c]} citizen{'s' * (n > 1)}" for c, n in enumerate(self.citizens) if n]
        return " + ".join(parts) or "free"


@dataclass(frozen=True)
class Character:
    """A character's arrows and trigger (TOU-15.6): lines, what it reacts to, and its effect."""

    rows: bool
    columns: bool
    on: str                      # "place" or "activate"
    types: frozenset[str]
    colours: frozenset[int]
    effect: tuple


@dataclass(frozen=True)
class Scoring:
    """A prestige building's end-game rates per unit (TOU-14.3, TOU-17.11)."""

    left: int
    right: int
    unit: tuple                  # (kind, *args), e.g. ("VISIBLE_CARDS", (0,), ("building",))
    pairs_option: bool = False   # Tour d'Arras: may count pairs instead (TOU-17.20)


@dataclass(frozen=True)
class Card:
    """One card definition. Activity cards have a deck; events have a fight class and per-coin effects."""

    id: str
    name: str
    kind: str                    # "activity" or "event"
    colour: int
    level: int                   # 1..3 for activity cards, 0 for events
    type: str                    # a TYPES entry, or "event"
    copies: int
    provenance: str
    effect: str
    cost: Cost | None = None
    prestige: int | None = None
    activation: tuple = ()
    character: Character | None = None
    scoring: Scoring | None = None
    polarity: str = ""
    fight_class: str = ""
    coin_capacity: int | None = None
    per_coin: tuple = ()
    stand_in_fields: tuple[str, ...] = ()

    @property
    def deck(self) -> int:
        """Deck index (3 * colour + level - 1), or -1 for events."""
        return 3 * self.colour + self.level - 1 if self.kind == "activity" else -1

    @property
    def is_stand_in(self) -> bool:
        """Our design in whole or in part (TOU-17.13): drawn with a dashed border and marked "stand-in"."""
        return self.provenance == "stand-in" or bool(self.stand_in_fields)


class CardSet:
    """Every physical card of a game, by index, plus the file it came from (kept for saved states)."""

    def __init__(self, defs: tuple[Card, ...], data: dict):
        self.defs = defs
        self.data = data
        self.text = jsonio.dumps(data)
        cards: list[Card] = []
        for card in defs:
            cards.extend([card] * card.copies)
        self.cards = tuple(cards)
        self.by_id = {card.id: card for card in defs}
        self.indices = {card.id: tuple(i for i, c in enumerate(self.cards) if c is card) for card in defs}
        self.activity = tuple(i for i, c in enumerate(self.cards) if c.kind == "activity")
        self.events = tuple(i for i, c in enumerate(self.cards) if c.kind == "event")
        self.deck_cards = tuple(tuple(i for i in self.activity if self.cards[i].deck == d) for d in range(9))
        self.criers = tuple(i for i in self.activity if self.cards[i].type == "town_crier")

    def __len__(self) -> int:
        return len(self.cards)

    @functools.cached_property
    def action_space(self) -> ActionSpace:
        """Stable codes for every move and chance outcome with these cards (`pieces.action_space` of their ids)."""
        return action_space(tuple(card.id for card in self.defs))

    def __eq__(self, other: object) -> bool:
        return isinstance(other, CardSet) and other.text == self.text

    def __hash__(self) -> int:
        return hash(self.text)

    def first(self, card_id: str) -> int:
        """The lowest physical index of a card id (copies are interchangeable)."""
        try:
            return self.indices[card_id][0]
        except KeyError:
            raise KeyError(f"no card {card_id!r} in this card set") from None


def load_cards(path_or_text: str | pathlib.Path | None = None) -> CardSet:
    """Load and check a card file: a path, JSON text, or None for the shipped set."""
    if path_or_text is None:
        return shipped_cards()
    return cards_from_data(jsonio.load_source(path_or_text, "card file"))


@functools.cache
def shipped_cards() -> CardSet:
    """The card set shipped with the engine (sourced, partial and stand-in cards)."""
    return cards_from_data(json.loads(SHIPPED.read_text(encoding="utf-8")))


def cards_from_data(data: Any) -> CardSet:
    """Check a parsed card file and build the `CardSet`."""
    root = jsonio.obj(data, "cards", ("format", "activity", "events"), ("meta",))
    if root["format"] != FORMAT:
        raise jsonio.JSONError(f"cards.format: expected {FORMAT!r}")
    activity = jsonio.array(root["activity"], "cards.activity", 1, 200)
    events = jsonio.array(root["events"], "cards.events", 1, 100)
    defs = [_activity(c, f"cards.activity[{i}]") for i, c in enumerate(activity)]
    defs += [_event(c, f"cards.events[{i}]") for i, c in enumerate(events)]
    seen: set[str] = set()
    for card in defs:
        if card.id in seen:
            raise jsonio.JSONError(f"card {card.id}: id: used twice")
        seen.add(card.id)
    for d, code in enumerate(DECKS):
        members = [c for c in defs if c.kind == "activity" and c.deck == d]
        size = sum(c.copies for c in members)
        criers = sum(c.copies for c in members if c.type == "town_crier")
        if size != DECK_SIZE or criers != 1:
            raise jsonio.JSONError(f"deck {code}: holds {size} cards with {criers} town crier(s); "
                                   f"every deck needs exactly {DECK_SIZE} cards and 1 crier (TOU-1.1, TOU-1.4)")
        if code[1] == "3" and any(c.type not in ("prestige_building", "town_crier") for c in members):
            raise jsonio.JSONError(f"deck {code}: level III decks hold only prestige buildings (TOU-1.6)")
        if code[1] != "3" and any(c.type == "prestige_building" for c in members):
            raise jsonio.JSONError(f"deck {code}: prestige buildings belong to level III (TOU-1.5)")
    count = sum(c.copies for c in defs if c.kind == "event")
    if count != EVENT_COUNT:
        raise jsonio.JSONError(f"cards.events: {count} event cards; the game has {EVENT_COUNT} (TOU-1.7)")
    return CardSet(tuple(defs), data)


_COMMON = ("id", "name", "colour", "copies", "provenance", "effect")
_OPTIONAL = ("notes", "sources", "stand_in_fields")


def _common(c: Any, path: str, required: tuple, optional: tuple) -> tuple[dict, str, str]:
    if isinstance(c, dict) and isinstance(c.get("id"), str):
        path = f"card {c['id']}"
    card = jsonio.obj(c, path, _COMMON + required, _OPTIONAL + optional)
    card_id = jsonio.string(card["id"], f"{path}: id", max_len=40)
    name = jsonio.string(card["name"], f"{path}: name", max_len=80)
    provenance = jsonio.string(card["provenance"], f"{path}: provenance", PROVENANCES)
    if provenance == "stand-in" and not name.startswith("Stand-in:"):
        raise jsonio.JSONError(f"{path}: name: a stand-in card's name must begin 'Stand-in:' (TOU-17.13)")
    if provenance == "partial" and not card.get("stand_in_fields"):
        raise jsonio.JSONError(f"{path}: stand_in_fields: a partial card must list its stand-in fields")
    jsonio.string(card["effect"], f"{path}: effect", max_len=600)
    for i, field in enumerate(jsonio.array(card.get("stand_in_fields", []), f"{path}: stand_in_fields", 0, 12)):
        jsonio.string(field, f"{path}: stand_in_fields[{i}]", max_len=30)
    for i, src in enumerate(jsonio.array(card.get("sources", []), f"{path}: sources", 0, 12)):
        jsonio.string(src, f"{path}: sources[{i}]", max_len=60)
    if "notes" in card:
        jsonio.string(card["notes"], f"{path}: notes", max_len=600)
    return card, path, card_id


def _colour(value: Any, where: str) -> int:
    return COLOURS.index(jsonio.string(value, where, COLOURS))


def _activity(c: Any, path: str) -> Card:
    card, path, card_id = _common(c, path, ("level", "type", "cost", "prestige"),
                                  ("activation", "character", "scoring"))
    colour = _colour(card["colour"], f"{path}: colour")
    level = jsonio.integer(card["level"], f"{path}: level", 1, 3)
    ctype = jsonio.string(card["type"], f"{path}: type", TYPES)
    copies = jsonio.integer(card["copies"], f"{path}: copies", 1, 10)
    cost = None if ctype == "town_crier" else _cost(card["cost"], f"{path}: cost")
    if ctype == "town_crier" and card["cost"] is not None:
        raise jsonio.JSONError(f"{path}: cost: a town crier is never placed and has no cost (TOU-4.2)")
    prestige = None if card["prestige"] is None else jsonio.integer(card["prestige"], f"{path}: prestige", 0, 20)
    fields = {"activation": ctype == "building", "character": ctype == "character",
              "scoring": ctype == "prestige_building"}
    for field, wanted in fields.items():
        if (field in card) != wanted:
            need = "needs" if wanted else "must not have"
            raise jsonio.JSONError(f"{path}: {field}: a {ctype} {need} this field (TOU-17.8)")
    activation = ops_from_json(card["activation"], f"{path}: activation") if ctype == "building" else ()
    if any(op[0] == "MODIFY_COST" for op in activation):
        raise jsonio.JSONError(f"{path}: activation: MODIFY_COST is for characters only (TOU-17.10)")
    return Card(card_id, card["name"], "activity", colour, level, ctype, copies, card["provenance"],
                card["effect"], cost, prestige, activation,
                _character(card["character"], f"{path}: character") if ctype == "character" else None,
                _scoring(card["scoring"], f"{path}: scoring") if ctype == "prestige_building" else None,
                stand_in_fields=tuple(card.get("stand_in_fields", ())))


def _cost(value: Any, path: str) -> Cost:
    cost = jsonio.obj(value, path, (), ("deniers", "cards", "citizens"))
    citizens = [0, 0, 0]
    if "citizens" in cost:
        cit = jsonio.obj(cost["citizens"], f"{path}.citizens", (), COLOURS)
        for name, n in cit.items():
            citizens[COLOURS.index(name)] = jsonio.integer(n, f"{path}.citizens.{name}", 1, 6)
    return Cost(jsonio.integer(cost.get("deniers", 0), f"{path}.deniers", 0, 50),
                jsonio.integer(cost.get("cards", 0), f"{path}.cards", 0, 4), tuple(citizens))


def _character(value: Any, path: str) -> Character:
    ch = jsonio.obj(value, path, ("lines", "trigger", "effect"))
    lines = jsonio.array(ch["lines"], f"{path}.lines", 1, 2)
    for i, line in enumerate(lines):
        jsonio.string(line, f"{path}.lines[{i}]", ("row", "column"))
    trig = jsonio.obj(ch["trigger"], f"{path}.trigger", ("on", "types"), ("colours",))
    on = jsonio.string(trig["on"], f"{path}.trigger.on", ("place", "activate"))
    types = jsonio.array(trig["types"], f"{path}.trigger.types", 1, 3)
    for i, t in enumerate(types):
        jsonio.string(t, f"{path}.trigger.types[{i}]", ("building", "character", "prestige_building"))
    colours = [_colour(v, f"{path}.trigger.colours[{i}]")
               for i, v in enumerate(jsonio.array(trig.get("colours", list(COLOURS)), f"{path}.trigger.colours",
                                                  1, 3))]
    effect = ops_from_json(ch["effect"], f"{path}.effect")
    if not effect:
        raise jsonio.JSONError(f"{path}.effect: needs at least one operation")
    if any(op[0] == "MODIFY_COST" for op in effect) and (len(effect) != 1 or on != "place"):
        raise jsonio.JSONError(f"{path}.effect: MODIFY_COST stands alone on a place trigger (TOU-17.10)")
    if on == "activate" and set(types) != {"building"}:
        raise jsonio.JSONError(f"{path}.trigger.types: only buildings are activated (TOU-8.5, TOU-8.6)")
    return Character("row" in lines, "column" in lines, on, frozenset(types), frozenset(colours), effect)


def _scoring(value: Any, path: str) -> Scoring:
    sc = jsonio.obj(value, path, ("left", "right", "unit"), ("pairs_option",))
    unit = jsonio.obj(sc["unit"], f"{path}.unit", ("kind",), ("colours", "types", "colour", "k"))
    kind = jsonio.string(unit["kind"], f"{path}.unit.kind", tuple(UNITS))
    extra = sorted(set(unit) - {"kind"} - set(UNITS[kind]))
    missing = sorted(set(UNITS[kind]) - set(unit))
    if extra or missing:
        raise jsonio.JSONError(f"{path}.unit: {kind} takes {list(UNITS[kind]) or 'no arguments'}")
    args: list = [kind]
    if "colours" in unit:
        args.append(tuple(sorted(_colour(v, f"{path}.unit.colours[{i}]")
                                 for i, v in enumerate(jsonio.array(unit["colours"], f"{path}.unit.colours", 1, 3)))))
    if "types" in unit:
        ts = jsonio.array(unit["types"], f"{path}.unit.types", 1, 3)
        args.append(tuple(jsonio.string(t, f"{path}.unit.types[{i}]", ("building", "character", "prestige_building"))
                          for i, t in enumerate(ts)))
    if "colour" in unit:
        args.append(_colour(unit["colour"], f"{path}.unit.colour"))
    if "k" in unit:
        args.append(jsonio.integer(unit["k"], f"{path}.unit.k", 1, 20))
    return Scoring(jsonio.integer(sc["left"], f"{path}.left", 0, 20),
                   jsonio.integer(sc["right"], f"{path}.right", 0, 20), tuple(args),
                   jsonio.boolean(sc.get("pairs_option", False), f"{path}.pairs_option"))


def _event(c: Any, path: str) -> Card:
    card, path, card_id = _common(c, path, ("polarity", "fight_class", "coin_capacity", "per_coin"), ("type",))
    if "type" in card and card["type"] != "event":
        raise jsonio.JSONError(f"{path}: type: expected 'event'")
    colour = _colour(card["colour"], f"{path}: colour")
    polarity = jsonio.string(card["polarity"], f"{path}: polarity", ("negative", "positive"))
    fight = jsonio.string(card["fight_class"], f"{path}: fight_class", ("lose_money", "other"))
    cap = None if card["coin_capacity"] is None else jsonio.integer(card["coin_capacity"],
                                                                    f"{path}: coin_capacity", 1, 10)
    per_coin = ops_from_json(card["per_coin"], f"{path}: per_coin", EVENT_OPS)
    if not per_coin:
        raise jsonio.JSONError(f"{path}: per_coin: needs at least one operation (TOU-16.8)")
    expected = "lose_money" if any(op[0] == "LOSE_DENIERS" for op in per_coin) else "other"
    if fight != expected:
        raise jsonio.JSONError(f"{path}: fight_class: must be {expected!r} for these effects (TOU-16.9)")
    positive = all(op[0] in POSITIVE_OPS for op in per_coin)
    if (polarity == "positive") != positive:
        raise jsonio.JSONError(f"{path}: polarity: {polarity!r} does not match its per_coin effects (TOU-16.9)")
    return Card(card_id, card["name"], "event", colour, 0, "event", jsonio.integer(card["copies"],
                f"{path}: copies", 1, 15), card["provenance"], card["effect"], polarity=polarity,
                fight_class=fight, coin_capacity=cap, per_coin=per_coin,
                stand_in_fields=tuple(card.get("stand_in_fields", ())))


def with_standin_values(cards: CardSet, cost_by_level: dict, prestige_by_level: dict, event_profile: str) -> CardSet:
    """Apply the stand-in keys (TOU-17.18, TOU-16.13) to the cards whose fields are stand-ins."""
    if cost_by_level == {"I": 1, "II": 3} and prestige_by_level == {"I": 1, "II": 2} and event_profile == "spec":
        return cards
    roman = {1: "I", 2: "II"}
    defs = []
    for card in cards.defs:
        stand_in = card.provenance == "stand-in"
        if card.kind == "activity" and card.level in roman and card.type != "town_crier":
            if stand_in or "cost" in card.stand_in_fields:
                card = replace(card, cost=Cost(cost_by_level[roman[card.level]]))
            if stand_in or "prestige" in card.stand_in_fields:
                card = replace(card, prestige=prestige_by_level[roman[card.level]])
        if card.kind == "event" and stand_in and event_profile == "gentle":
            card = replace(card, per_coin=tuple((*op[:-1], min(op[-1], 1)) for op in card.per_coin))
        defs.append(card)
    out = CardSet(tuple(defs), cards.data)
    out.text = cards.text + f"|{sorted(cost_by_level.items())}|{sorted(prestige_by_level.items())}|{event_profile}"
    return out


ACTION_SPACE = shipped_cards().action_space
"""Every move and chance outcome of a game with the shipped cards, each with a stable code (the OpenSpiel adapter
codes actions with it); a corrected card file has its own, `load_cards(path).action_space`."""
