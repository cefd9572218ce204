"""The cards: the card file's schema and validation (`load_cards`, `shipped_cards`, `CardSet`), and the cards as
the engine reads them (`Activity`, `Event`, `Character`, with the options' numbers filled in).

A card file holds 27 activity cards, 16 events and 6 characters (TRY-1.14, TRY-20.9), each with `provenance`
(`sourced` / `partial` / `stand-in`, TRY-20.10). Effects use the vocabulary of spec section 20.5 and the project's
additions for the rulebook's cards (card_effects.py, TRY-20.20 ff.). Printed numbers a card file leaves null come
from the options (level defaults TRY-11.21, Marauding TRY-7.17, the other events `event_defaults` and
`red_event_companions`, TRY-20.69). Every error names the card id and the field.
"""

from __future__ import annotations

import copy
import pathlib
import re
from dataclasses import dataclass
from typing import Any, NamedTuple

from rulebook.core import ActionSpace, OptionError, PositionError, jsonio
from rulebook.core.jsonio import JSONError

from .board import LEVEL_OF_NAME
from .card_effects import (
    METRICS,
    compile_activity_effect,
    compile_event_effect,
    compile_modifier,
    parameter,
)
from .pieces import COLOUR_OF_NAME, action_space

SHIPPED = pathlib.Path(__file__).with_name("cards.json")
PROVENANCES = ("sourced", "partial", "stand-in")
TIMINGS = ("immediate", "deferred", "mixed")
NOT_FOR = ("activity", "agriculture", "cathedral", "fight", "recruit", "counter", "palace", "bishopric", "city_hall")
"""What a cube's card may rule out: an action, countering, or recruiting into one building (Blacksmith: palace)."""
SLOT_ID = re.compile(r"^(ACT-([RWY])-(I|II|III)-[1-3]|EVT-([RWY])-[1-8]|CHR-[1-6])$")
FIXTURE_ID = re.compile(r"^FX-[A-Za-z0-9-]{1,40}$")
COUNTS = {"activity": 27, "events": 16, "characters": 6}


class CardError(JSONError):
    """A card file that does not follow the schema; the message names the card and the field."""


@dataclass(frozen=True)
class CardSet:
    """A validated card file: the raw data (kept for JSON and rendering) in file order."""

    activity: tuple[dict, ...]
    events: tuple[dict, ...]
    characters: tuple[dict, ...]
    text: str  # canonical JSON of the whole file, used for equality and saving

    def __hash__(self) -> int:
        return hash(self.text)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, CardSet) and other.text == self.text

    def index(self, family: str, card_id: str) -> int:
        """The position of a card in its family ("activity", "events", "characters")."""
        for i, card in enumerate(getattr(self, family)):
            if card["id"] == card_id:
                return i
        raise KeyError(f"no {family} card {card_id!r}")

    @property
    def action_space(self) -> ActionSpace:
        """Stable codes for every move and chance outcome with these cards (`pieces.action_space` of their ids)."""
        return action_space(tuple(c["id"] for c in self.activity), tuple(c["id"] for c in self.events))

    def to_data(self) -> dict:
        """The card file as plain data (what `load_cards` reads back): a fresh copy, safe to change."""
        return copy.deepcopy({"format": "troyes-cards", "version": 1, "activity": list(self.activity),
                              "events": list(self.events), "characters": list(self.characters)})


def load_cards(path_or_text: Any) -> CardSet:
    """Validate a card file (a path, JSON text, or an already-parsed dict) and return the card set."""
    if isinstance(path_or_text, CardSet):
        return path_or_text
    data = jsonio.load_source(path_or_text, "card file")
    return _validate(data)


_SHIPPED: CardSet | None = None


def shipped_cards() -> CardSet:
    """The deck that ships with the engine (loaded once)."""
    global _SHIPPED
    if _SHIPPED is None:
        _SHIPPED = load_cards(SHIPPED)
    return _SHIPPED


# --- validation -------------------------------------------------------------------------------------------


def _validate(data: Any) -> CardSet:
    top = jsonio.obj(data, "cards", ("format", "version", "activity", "events", "characters"), ("note",))
    jsonio.string(top["format"], "cards.format", ("troyes-cards",))
    jsonio.integer(top["version"], "cards.version", 1, 1)
    families = {}
    seen: set[str] = set()
    for family, check in (("activity", _activity), ("events", _event), ("characters", _character)):
        items = jsonio.array(top[family], f"cards.{family}", COUNTS[family], COUNTS[family])
        out = []
        for i, card in enumerate(items):
            if not isinstance(card, dict) or not isinstance(card.get("id"), str):
                raise CardError(f"cards.{family}[{i}]: expected a card object with a string id")
            cid = card["id"]
            if cid in seen:
                raise CardError(f"card {cid}: id is used twice")
            seen.add(cid)
            try:
                check(card)
            except JSONError as exc:
                raise CardError(f"card {cid}: {exc}") from None
            out.append(card)
        families[family] = tuple(out)
    _check_layout(families)
    canonical = jsonio.dumps({"activity": list(families["activity"]), "events": list(families["events"]),
                              "characters": list(families["characters"])})
    return CardSet(families["activity"], families["events"], families["characters"], canonical)


def _common(card: dict, required: tuple, optional: tuple) -> None:
    jsonio.obj(card, "card", (*required, "id", "kind", "name", "provenance", "stand_in_fields", "notes", "sources"),
               (*optional, "name_fr", "title_hint", "effect_text"))
    cid = card["id"]
    if not (SLOT_ID.match(cid) or FIXTURE_ID.match(cid)):
        raise CardError("field id: expected a slot id such as ACT-Y-I-2, EVT-R-3, CHR-1, or a fixture id FX-...")
    name = jsonio.string(card["name"], "field name", max_len=80)
    provenance = jsonio.string(card["provenance"], "field provenance", PROVENANCES)
    if (provenance == "stand-in") != name.startswith("Stand-in:"):
        raise CardError("field name: a stand-in card's name must begin 'Stand-in:' and only a stand-in's may "
                        "(TRY-20.11)")
    fields = jsonio.array(card["stand_in_fields"], "field stand_in_fields", 0, 20)
    for i, f in enumerate(fields):
        jsonio.string(f, f"field stand_in_fields[{i}]", max_len=40)
    if provenance == "partial" and not fields:
        raise CardError("field stand_in_fields: a partial card must list the fields the project supplied "
                        "(TRY-20.13)")
    if provenance == "sourced" and fields:
        raise CardError("field stand_in_fields: a sourced card has no project fields")
    jsonio.string(card["notes"], "field notes", max_len=2000)
    for i, s in enumerate(jsonio.array(card["sources"], "field sources", 0, 20)):
        jsonio.string(s, f"field sources[{i}]", max_len=80)
    for extra in ("name_fr", "title_hint"):
        if extra in card:
            jsonio.string(card[extra], f"field {extra}", max_len=80)
    if "effect_text" in card:
        jsonio.string(card["effect_text"], "field effect_text", max_len=600)


def _nullable_number(card: dict, field: str, lo: int, hi: int) -> None:
    value = card[field]
    if value is None:
        if field not in card["stand_in_fields"] and card["provenance"] != "stand-in":
            raise CardError(f"field {field}: null (use the level default) is only allowed when the field is "
                            "listed in stand_in_fields")
        return
    jsonio.integer(value, f"field {field}", lo, hi)


def _activity(card: dict) -> None:
    _common(card, ("colour", "level", "hire_cost", "space_vp", "activation_cost", "timing", "effect", "modifier",
                   "restrictions"), ("variants", "any_colour"))
    if card["kind"] != "activity":
        raise CardError("field kind: expected 'activity'")
    colour = jsonio.string(card["colour"], "field colour", ("red", "white", "yellow"))
    level = jsonio.string(card["level"], "field level", ("I", "II", "III"))
    match = SLOT_ID.match(card["id"])
    if match and (not match.group(2) or match.group(2) != colour[0].upper() or match.group(3) != level):
        raise CardError(f"field id: {card['id']} does not name an activity slot of colour {colour}, level {level}")
    _nullable_number(card, "hire_cost", 0, 30)
    _nullable_number(card, "activation_cost", 1, 30)
    if card["space_vp"] is None:
        _nullable_number(card, "space_vp", 0, 0)
    else:
        for i, v in enumerate(jsonio.array(card["space_vp"], "field space_vp", 1, 8)):
            jsonio.integer(v, f"field space_vp[{i}]", 0, 10)
    timing = jsonio.string(card["timing"], "field timing", TIMINGS)
    effect = jsonio.array(card["effect"], "field effect", 0, 8)
    compile_activity_effect(effect)
    if card["modifier"] is not None:
        compile_modifier(card["modifier"], "field modifier")
    if timing in ("immediate", "mixed") and not effect:
        raise CardError(f"field effect: an {timing} card needs at least one effect op")
    if timing in ("deferred", "mixed") and card["modifier"] is None:
        raise CardError(f"field modifier: a {timing} card needs the modifier its cubes apply (spec 20.5.2)")
    if timing == "deferred" and effect:
        raise CardError("field effect: a deferred card stores cubes instead of an immediate effect")
    restrictions = jsonio.obj(card["restrictions"], "field restrictions", ("not_for_actions",))
    for i, name in enumerate(jsonio.array(restrictions["not_for_actions"], "field restrictions.not_for_actions",
                                          0, 6)):
        jsonio.string(name, f"field restrictions.not_for_actions[{i}]", NOT_FOR)
    if "variants" in card:
        variants = jsonio.obj(card["variants"], "field variants", (), ("per_city_hall_citizen", "flat_2"))
        for key, ops in variants.items():
            compile_activity_effect(jsonio.array(ops, f"field variants.{key}", 1, 8), f"field variants.{key}")
    if "any_colour" in card and jsonio.boolean(card["any_colour"], "field any_colour") and timing == "deferred":
        raise CardError("field any_colour: only a card activated by its own dice takes dice of any colour")


def _event(card: dict) -> None:
    _common(card, ("colour", "permanent", "black_dice", "companion", "round_effect", "fight", "reward"), ())
    if card["kind"] != "event":
        raise CardError("field kind: expected 'event'")
    colour = jsonio.string(card["colour"], "field colour", ("red", "white", "yellow"))
    match = SLOT_ID.match(card["id"])
    if match and match.group(4) != colour[0].upper():
        raise CardError(f"field id: {card['id']} is not an event slot of colour {colour}")
    permanent = jsonio.boolean(card["permanent"], "field permanent")
    if permanent and colour != "red":
        raise CardError("field permanent: only the red Marauding card is permanent (TRY-7.15)")
    if colour == "red":
        _nullable_number(card, "black_dice", 0, 6)
        if permanent:
            if card["companion"] is not None:
                raise CardError("field companion: the permanent event names no companion")
        elif card["companion"] is not None or "companion" not in card["stand_in_fields"]:
            jsonio.string(card["companion"], "field companion", ("white", "yellow"))
    else:
        if card["black_dice"] is not None:
            raise CardError("field black_dice: only red (military) events add black dice (TRY-7.7)")
        if card["companion"] is not None:
            raise CardError("field companion: only red events name a companion colour (TRY-7.2)")
    compile_event_effect(jsonio.array(card["round_effect"], "field round_effect", 0, 6))
    fight = jsonio.obj(card["fight"], "field fight", ("colour", "divisor", "spaces"))
    unknown = "fight" in card["stand_in_fields"] or card["provenance"] == "stand-in"
    if fight["colour"] is not None or not unknown:
        jsonio.string(fight["colour"], "field fight.colour", ("red", "white", "yellow"))
    for key, lo, hi in (("divisor", 1, 30), ("spaces", 1, 12)):
        if fight[key] is None:
            if not unknown:
                raise CardError(f"field fight.{key}: null (a number from the options) is only allowed when fight "
                                "is listed in stand_in_fields")
        else:
            jsonio.integer(fight[key], f"field fight.{key}", lo, hi)
    if card["reward"] is not None:
        reward = jsonio.obj(card["reward"], "field reward", ("first_vp", "second_vp"))
        jsonio.integer(reward["first_vp"], "field reward.first_vp", 0, 20)
        jsonio.integer(reward["second_vp"], "field reward.second_vp", 0, 20)


def _character(card: dict) -> None:
    _common(card, ("condition", "metric", "thresholds", "tier_vp"), ("param",))
    if card["kind"] != "character":
        raise CardError("field kind: expected 'character'")
    jsonio.string(card["condition"], "field condition", max_len=200)
    metric = jsonio.string(card["metric"], "field metric", tuple(METRICS))
    if METRICS[metric]:
        parameter(card.get("param"), METRICS[metric], "field param")
    thresholds = card["thresholds"]
    if isinstance(thresholds, dict):
        jsonio.obj(thresholds, "field thresholds", ("2", "3", "4"))
        for key in ("2", "3", "4"):
            _tiers(thresholds[key], f"field thresholds.{key}")
    else:
        _tiers(thresholds, "field thresholds")
    for i, v in enumerate(jsonio.array(card["tier_vp"], "field tier_vp", 3, 3)):
        jsonio.integer(v, f"field tier_vp[{i}]", 0, 30)


def _tiers(value: Any, path: str) -> None:
    items = [jsonio.integer(v, f"{path}[{i}]", 0, 1000) for i, v in enumerate(jsonio.array(value, path, 3, 3))]
    if not items[0] < items[1] < items[2]:
        raise CardError(f"{path}: thresholds must rise strictly, t1 < t2 < t3 (TRY-20.18)")


def _check_layout(families: dict) -> None:
    per_slot: dict[tuple[str, str], int] = {}
    for card in families["activity"]:
        key = (card["colour"], card["level"])
        per_slot[key] = per_slot.get(key, 0) + 1
    for colour in ("red", "white", "yellow"):
        for level in ("I", "II", "III"):
            if per_slot.get((colour, level), 0) != 3:
                raise CardError(f"cards.activity: expected 3 {colour} level-{level} cards (TRY-20.1), "
                                f"got {per_slot.get((colour, level), 0)}")
    colours = [c["colour"] for c in families["events"]]
    if (colours.count("red"), colours.count("white"), colours.count("yellow")) != (8, 4, 4):
        raise CardError("cards.events: expected 8 red, 4 white and 4 yellow events (TRY-20.3)")
    if sum(1 for c in families["events"] if c["permanent"]) > 1:
        raise CardError("cards.events: at most one permanent (Marauding) event")


# --- the cards as the engine reads them ---------------------------------------------------------------------


class Activity(NamedTuple):
    """An activity card with its numbers resolved (level defaults filled in, TRY-11.21) and its effect compiled."""

    id: str
    name: str
    colour: int
    level: int
    provenance: str
    hire_cost: int
    space_vp: tuple[int, ...]
    activation_cost: int
    timing: str
    ops: tuple[tuple, ...]          # compiled immediate ops
    lists: tuple[tuple[int, ...], ...]  # op lists; list 0 = one activation's effect
    modifier: tuple | None          # compiled deferred modifier
    not_for: frozenset              # actions (and buildings to recruit into) the modifier may not serve (TRY-11.20)
    any_colour: bool                # activated with dice of any colours (Pilgrimage, TRY-20.35)
    gathers: tuple | None           # (one card, influence) when the action's event cubes are placed at its end


class Event(NamedTuple):
    """An event card with its round effect split into what acts in phase 3 and what acts while it lies in the row."""

    id: str
    name: str
    colour: int
    provenance: str
    permanent: bool
    black_dice: int
    companion: int                  # colour index, or -1
    phase_ops: tuple[tuple, ...]    # ops acting in phase 3
    while_ops: tuple[tuple, ...]    # ops acting while in the row (TRY-7.14)
    fight_colour: int
    divisor: int
    spaces: int
    first_vp: int                   # VP for the most cubes (TRY-14.9)
    second_vp: int                  # VP for the second most cubes
    takes_card: bool


class Character(NamedTuple):
    """A character card: the metric it counts and its three thresholds for this player count."""

    id: str
    name: str
    provenance: str
    metric: str
    param: int
    thresholds: tuple[int, int, int]


CARD_RULES = {
    **{slot: f"TRY-20.{20 + i}" for i, slot in enumerate(
        f"ACT-{c}-{lv}-{k}" for c in "YWR" for lv in ("I", "II", "III") for k in (1, 2, 3))},
    "EVT-R-1": "TRY-20.47", "EVT-R-2": "TRY-20.48", "EVT-R-3": "TRY-20.48", "EVT-R-4": "TRY-20.48",
    "EVT-R-5": "TRY-20.49", "EVT-R-6": "TRY-20.49", "EVT-R-7": "TRY-20.50", "EVT-R-8": "TRY-20.51",
    "EVT-W-1": "TRY-20.52", "EVT-W-2": "TRY-20.53", "EVT-W-3": "TRY-20.54", "EVT-W-4": "TRY-20.55",
    "EVT-Y-1": "TRY-20.56", "EVT-Y-2": "TRY-20.57", "EVT-Y-3": "TRY-20.58", "EVT-Y-4": "TRY-20.59",
    **{f"CHR-{k}": f"TRY-20.{62 + k}" for k in range(1, 7)},
}
"""The rule of each printed card, by slot id (TRY-20.20 - TRY-20.68, the project's additions to spec section 20)."""


def card_rule(card_id: str) -> tuple[str, ...]:
    """The rule a card's own text is (as a tuple to splice into a citation); () for a fixture card."""
    rule = CARD_RULES.get(card_id)
    return (rule,) if rule else ()


ALWAYS_EXCLUDED = frozenset({"cathedral", "counter"})  # TRY-11.20, TRY-8.4
PHASE_OPS = ("black_dice", "pay", "pay_per", "discard", "citizen", "grey_left", "cath_grey", "cath_remove")


def activity_card(card: dict, o: dict) -> Activity:
    """An activity card from the card file, with null numbers taken from the options (TRY-11.21), the Merchant
    reading chosen by `merchant_effect` (TRY-20.19) and the card's open points settled by their options."""
    defaults = o["activity_defaults_by_level"][card["level"]]
    pick = lambda key: card[key] if card[key] is not None else defaults[key]
    ops_data = card["effect"]
    if "variants" in card and o["merchant_effect"] in card["variants"]:
        ops_data = card["variants"][o["merchant_effect"]]
    program = compile_activity_effect(ops_data, options=o) if ops_data else None
    modifier = compile_modifier(card["modifier"], options=o) if card["modifier"] is not None else None
    not_for = ALWAYS_EXCLUDED | frozenset(card["restrictions"]["not_for_actions"])
    if o["cube_on_recruit"] == "never":
        not_for |= {"recruit"}
    ops = tuple(program.ops) if program else ()
    gathers = None
    for op in ops:
        if op[0] == "prepay_flag":
            gathers = (0, 1)
        elif op[0] == "flag" and op[4]:
            gathers = (1, op[5])
    return Activity(card["id"], card["name"], COLOUR_OF_NAME[card["colour"]], LEVEL_OF_NAME[card["level"]],
                    card["provenance"], pick("hire_cost"), tuple(pick("space_vp")), pick("activation_cost"),
                    card["timing"], ops, tuple(program.lists) if program else ((),), modifier, not_for,
                    bool(card.get("any_colour", False)), gathers)


def event_card(card: dict, o: dict) -> Event:
    """An event card from the card file; unknown printed numbers come from the options: Marauding's from
    `marauding` (TRY-7.17), the others' from `event_defaults` and `red_event_companions` (TRY-20.69)."""
    ops = compile_event_effect(card["round_effect"])
    marauding = o["marauding"]
    defaults = o["event_defaults"]
    permanent = card["permanent"]
    fight = card["fight"]
    number = lambda key: fight[key] if fight[key] is not None else (marauding if permanent else defaults)[key]
    reward = card["reward"] or {"first_vp": defaults["first_vp"], "second_vp": defaults["second_vp"]}
    black = card["black_dice"]
    if black is None:
        black = marauding["black_dice"] if permanent else defaults["black_dice"] if card["colour"] == "red" else 0
    companion = card["companion"]
    if companion is None and card["colour"] == "red" and not permanent:
        companion = o["red_event_companions"].get(card["id"])
        if companion is None:
            raise OptionError(f"red_event_companions names no companion colour for {card['id']} ({card['name']})")
    colour = fight["colour"] if fight["colour"] is not None else card["colour"]
    return Event(card["id"], card["name"], COLOUR_OF_NAME[card["colour"]], card["provenance"], permanent,
                 black, COLOUR_OF_NAME.get(companion, -1),
                 tuple(op for op in ops if op[0] in PHASE_OPS),
                 tuple(op for op in ops if op[0] in ("surcharge", "forbid", "salary")),
                 COLOUR_OF_NAME[colour], number("divisor"), number("spaces"), reward["first_vp"],
                 reward["second_vp"], not permanent)


def character_card(card: dict, players: int) -> Character:
    """A character card, with the thresholds for this player count."""
    need = METRICS[card["metric"]]
    param = parameter(card["param"], need, "param") if need else -1
    thresholds = card["thresholds"]
    if isinstance(thresholds, dict):
        thresholds = thresholds[str(players)]
    return Character(card["id"], card["name"], card["provenance"], card["metric"], param, tuple(thresholds))


def card_named(cards: tuple, value: Any, field: str, what: str) -> int:
    """The index of a card (Activity, Event or Character) by id or printed name (any case; "Stand-in: " optional)."""
    if isinstance(value, str):
        wanted = value.strip().lower()
        for i, card in enumerate(cards):
            if wanted in (card.id.lower(), card.name.lower(), card.name.lower().removeprefix("stand-in: ")):
                return i
    names = ", ".join(card.name for card in cards[:40])
    raise PositionError(field, f"{value!r} is not {what} of this game", f"an id or one of: {names}")


ACTION_SPACE = shipped_cards().action_space
"""Every move and chance outcome of a game with the shipped cards, each with a stable code (the OpenSpiel adapter
codes actions with it); a corrected card file has its own, `load_cards(path).action_space`."""
