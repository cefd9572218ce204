"""Troyes in plain words: every move and chance outcome as a player says it, and every place of the picture by name.

    describe(state, action)   "A uses yellow 4 and yellow 5 bought from B (4 deniers) for agriculture: total 9,
                              +4 deniers", "roll: yellow 5 for the neutral district", "B counters the black 5 with
                              yellow 3 and red 2"
    KIND_WORDS                action kind -> a short label ("counter black dice", "pass")
    place_name(state, place)  "space 3 of the Palace: a citizen of A", "cathedral level 2, column 5: free"

Seats are A-D, dice "yellow 4", buildings, cards and events by their printed names (read from the card data of the
game's Config, so the words follow whatever cards are in play). Internal encodings (kind names, tuples, card ids)
never appear. The place ids the picture uses (render.py) are built here too, so that words, picture, position
editor and play table name a place the same way:

    Palace, Bishopric, CityHall                    a building           Palace-1 .. CityHall-6    a building space
    lying-Palace                                   citizens lying beside a building this round
    district-A .. district-D, district-N           a district (N: the neutral one)
    die-A-Y4-1                                     a die: district, colour letter, value, 1.. among identical dice
    cathedral, cathedral-2-5                       the cathedral; its space at level 2, column (die value) 5
    card-R-I .. card-Y-III                         the activity card of a colour and level
    event-1 ..                                     the event cards in the row, oldest first
    black-pool, black-5-1                          the black pool; a black die: value, 1.. among equal ones
    deck-R, deck-W, deck-Y                         the event decks
    seat-A .. seat-D                               a player's panel
"""

from __future__ import annotations

import functools
import json
import re
from pathlib import Path
from typing import Any

from rulebook.core import CHANCE, PositionError, Ruling
from rulebook.core.i18n import MARKER, card_effect, is_source_language, move_text
from rulebook.core.i18n import card_name as translated_card_name

from .board import BUILDING_TITLES, BUILDINGS, LEVELS
from .dice_groups import GroupInfo, evaluate
from .pieces import (
    COLOUR_OF_LETTER,
    COLOURS,
    EMPTY,
    GREY,
    LETTERS,
    NEUTRAL,
    ROLL,
    SEATS,
    die_code,
    who,
)
from .queries import dice_of, is_ref, strength

# --- place ids -------------------------------------------------------------------------------------------------

BUILDING_IDS = ("Palace", "Bishopric", "CityHall")
"""The buildings as place ids (no spaces: ids are XML ids)."""

PLACE_PATTERN = re.compile(
    r"^(?:(?:Palace|Bishopric|CityHall)(?:-[1-6])?|lying-(?:Palace|Bishopric|CityHall)|district-[A-DN]"
    r"|die-[A-DN]-[RWY][1-6]-[1-9][0-9]?|cathedral(?:-[1-9]-[1-6])?|card-[RWY]-(?:I|II|III)|event-[1-9][0-9]?"
    r"|black-pool|black-[1-6]-[1-9]|deck-[RWY]|seat-[A-D])$")
"""A regex every place id of the picture matches (and nothing else)."""


def building_id(building: int) -> str:
    """The place id of a building: 'Palace', 'Bishopric', 'CityHall'."""
    return BUILDING_IDS[building]


def space_id(building: int, space: int) -> str:
    """The place id of space 1-6 of a building: 'Palace-3'."""
    return f"{BUILDING_IDS[building]}-{space}"


def lying_id(building: int) -> str:
    """The place id of the citizens lying beside a building: 'lying-Palace'."""
    return f"lying-{BUILDING_IDS[building]}"


def district_id(district: int) -> str:
    """The place id of a district: 'district-A' .. 'district-D', 'district-N' (neutral)."""
    return f"district-{who(district)}"


def die_id(district: int, code: int, k: int = 1) -> str:
    """The place id of the k-th (1..) die of this colour and value in a district: 'die-A-Y4-1'."""
    return f"die-{who(district)}-{LETTERS[code >> 3]}{code & 7}-{k}"


def cathedral_id(level: int, column: int) -> str:
    """The place id of a cathedral space, level 1.., column 1-6: 'cathedral-2-5'."""
    return f"cathedral-{level}-{column}"


def card_id(slot: int) -> str:
    """The place id of an activity slot (colour * 3 + level - 1): 'card-Y-II'."""
    return f"card-{LETTERS[slot // 3]}-{LEVELS[slot % 3]}"


def event_id(pos: int) -> str:
    """The place id of the event at row position `pos` (0..): 'event-1' is the oldest."""
    return f"event-{pos + 1}"


def black_id(value: int, k: int = 1) -> str:
    """The place id of the k-th (1..) black die showing `value`: 'black-5-1'."""
    return f"black-{value}-{k}"


def deck_id(colour: int) -> str:
    """The place id of an event deck: 'deck-R', 'deck-W', 'deck-Y'."""
    return f"deck-{LETTERS[colour]}"


def seat_id(seat: int) -> str:
    """The place id of a player's panel: 'seat-A'."""
    return f"seat-{SEATS[seat]}"


def ref_die_ids(refs: tuple) -> tuple[str, ...]:
    """Place ids of the dice a move names (identical dice get the indices 1, 2, ... in turn)."""
    seen: dict[tuple, int] = {}
    out = []
    for r in refs:
        key = (r[0], r[1], r[2])
        seen[key] = seen.get(key, 0) + 1
        out.append(f"die-{who(r[0])}-{r[1]}{r[2]}-{seen[key]}")
    return tuple(out)


# --- small words -------------------------------------------------------------------------------------------------

RESOURCE_WORDS = {"money": "deniers", "vp": "VP", "influence": "influence", "citizen": "citizens"}
"""How a card's resources read ("2 deniers", "1 VP")."""

METRIC_WORDS = {  # metric -> (one, many); "{b}" is a building, "{c}" a colour
    "money": ("denier", "deniers"),
    "influence": ("influence point", "influence points"),
    "own_citizens_in": ("own citizen in the {b}", "own citizens in the {b}"),
    "own_citizens_in_buildings": ("own citizen in the buildings", "own citizens in the buildings"),
    "tradesmen": ("tradesman", "tradesmen"),
    "cathedral_cubes": ("cube in the cathedral", "cubes in the cathedral"),
    "cathedral_levels": ("cathedral level with an own cube", "cathedral levels with an own cube"),
    "events_with_own_cube": ("event with an own cube", "events with an own cube"),
    "event_cubes_placed_total": ("cube placed on events", "cubes placed on events"),
    "events_won": ("event won", "events won"),
    "black_dice_eliminated": ("black die beaten", "black dice beaten"),
    "fight_score": ("cube on events or black die beaten", "cubes on events and black dice beaten"),
    "own_dice": ("own {c}die", "own {c}dice"),
    "event_cards_taken": ("event card taken", "event cards taken"),
    "own_dice_count": ("own die", "own dice"),
    "own_dice_total": ("pip on own {c}dice", "pips on own {c}dice"),
}
"""What a card or character counts, in words."""

TIMING_WORDS = {"immediate": "immediate", "deferred": "stores cubes", "mixed": "immediate or a cube"}
"""An activity card's timing as the picture and the words say it."""


def amount(n: int, resource: str) -> str:
    """'2 deniers', '1 VP', '3 influence', '1 citizen'."""
    word = RESOURCE_WORDS.get(resource, resource)
    if resource == "citizen" and n == 1:
        word = "citizen"
    if resource == "money" and n == 1:
        word = "denier"
    return f"{n} {word}"


def metric_words(name: str, param: int, many: bool = True) -> str:
    """A metric in words: 'own citizens in the City Hall', 'tradesman'."""
    one, more = METRIC_WORDS.get(name, ("point", "points"))
    text = more if many else one
    building = BUILDING_TITLES[param] if 0 <= param < 3 else ""
    colour = f"{COLOURS[param]} " if 0 <= param < 3 else ""
    return text.format(b=building, c=colour)


def listing(items: list[str]) -> str:
    """'a', 'a and b', 'a, b and c'."""
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " and " + items[-1]


def die_words(colour: int | str, value: int) -> str:
    """A die as players say it: 'yellow 4'."""
    if isinstance(colour, str):
        colour = COLOUR_OF_LETTER[colour]
    return f"{COLOURS[colour]} {value}"


def district_words(district: int) -> str:
    """'the district of A', 'the neutral district'."""
    return "the neutral district" if district == NEUTRAL else f"the district of {SEATS[district]}"


def owner_words(owner: int) -> str:
    """A citizen by its owner: 'a citizen of A', 'a grey citizen', 'empty'."""
    if owner == GREY:
        return "a grey citizen"
    if owner == EMPTY:
        return "empty"
    return f"a citizen of {SEATS[owner]}"


def cube_owner(owner: int) -> str:
    """Whose cube: a seat name, or 'grey' for a neutral cube."""
    return "grey" if owner == GREY else SEATS[owner]


def space_influence(cfg, level: int, column: int) -> int:
    """The influence a cube on a cathedral space brings (per level, or per space when the rules say so)."""
    per_space = getattr(cfg, "cath_space_influence", None)
    if per_space:
        return per_space[(level - 1) * 6 + column - 1]
    return cfg.cath_influence[level - 1]


def card_name(card) -> str:
    """A card's printed name (stand-ins keep their 'Stand-in:' mark: they are not the real card)."""
    return card.name


def event_effect_words(event) -> str:
    """An event's round effect in a few words ("each player pays 2 deniers; no agriculture")."""
    out = []
    for op in event.phase_ops + event.while_ops:
        kind = op[0]
        if kind == "pay":
            out.append(f"each player pays {amount(op[2], op[1])}")
        elif kind == "pay_per":
            out.append(f"each player pays {amount(op[2], op[1])} per {metric_words(op[3], op[4], False)}")
        elif kind == "discard":
            what = "any" if op[1] < 0 else COLOURS[op[1]]
            out.append(f"each player discards {op[2]} {what} {'die' if op[2] == 1 else 'dice'}")
        elif kind == "surcharge":
            out.append(f"{_action_noun(op[1])} costs {amount(op[2], 'money')} more")
        elif kind == "forbid":
            out.append(f"no {_forbid_words(op[1])}")
        elif kind == "salary":
            out.append(f"{BUILDING_TITLES[op[1]]} salary {op[2]:+d}")
        elif kind == "black_dice":
            out.append(f"{op[1]} more black {'die' if op[1] == 1 else 'dice'}")
        elif kind == "citizen":
            out.append(f"a grey citizen to the {BUILDING_TITLES[op[1]]}, on the space a die shows")
        elif kind == "grey_left":
            out.append(f"a grey cube on the {op[1]} {'card' if op[1] == 1 else 'cards'} to its left")
        elif kind == "cath_grey":
            out.append("a grey cube in the cathedral")
        elif kind == "cath_remove":
            out.append("a cube leaves the cathedral")
        else:
            out.append("a round effect")
    return "; ".join(out)


def _action_noun(name: str) -> str:
    return {"activity": "activating a card", "agriculture": "agriculture", "cathedral": "the cathedral",
            "fight": "fighting", "recruit": "recruiting"}.get(name, "an action")


def _forbid_words(target: str) -> str:
    if target in BUILDINGS:
        return f"recruiting into the {BUILDING_TITLES[BUILDINGS.index(target)]}"
    if target in COLOURS:
        return f"{target} activity cards"
    return _action_noun(target)


def op_words(cfg, card: int, op_id: int) -> str:
    """One compiled op of an activity card in words ("gain 2 deniers per own citizen in the City Hall")."""
    try:
        op = cfg.activity[card].ops[op_id]
    except (IndexError, TypeError):
        return "its effect"
    kind = op[0]
    if kind == "gain":
        return f"gain {amount(op[2], op[1])}"
    if kind == "gain_per":
        cap = f", at most {op[5]}" if len(op) > 5 and op[5] else ""
        per = op[6] if len(op) > 6 and op[6] > 1 else 1
        unit = f"{per} {metric_words(op[3], op[4])}" if per > 1 else metric_words(op[3], op[4], False)
        return f"gain {amount(op[2], op[1])} per {unit}{cap}"
    if kind == "convert":
        return f"pay {listing([amount(n, r) for r, n in op[1]])} for {listing([amount(n, r) for r, n in op[2]])}"
    if kind == "choose_one":
        return f"choose one of {len(op[1])} effects"
    if kind == "conditional":
        return f"with at least {op[3]} {metric_words(op[1], op[2])}: {list_words(cfg, card, op[4])}"
    if kind == "flag":
        if len(op) > 2 and op[2]:
            return f"place a cube on events per {metric_words(op[2], op[3], False)}"
        return f"place {op[1]} {'cube' if op[1] == 1 else 'cubes'} on events"
    if kind == "prepay_flag":
        return f"pay {listing([amount(n, r) for r, n in op[1]])} for a cube on an event"
    if kind == "leaders":
        return f"the players with the most {metric_words(op[3], op[4])} gain {amount(op[2], op[1])}"
    if kind == "tax":
        return f"collect {amount(op[2], 'money')} per citizen of the others in the {BUILDING_TITLES[op[1]]}"
    if kind == "black":
        return f"roll a black die, on {op[1]} or more: {list_words(cfg, card, op[2])}"
    return "its effect"


def list_words(cfg, card: int, list_id: int) -> str:
    """A list of ops (one option, one activation) in words."""
    try:
        ops = cfg.activity[card].lists[list_id]
    except (IndexError, TypeError):
        return "its effect"
    return ", then ".join(op_words(cfg, card, op_id) for op_id in ops) or "nothing"


# --- the names of places -------------------------------------------------------------------------------------

_SPACE = re.compile(r"^(Palace|Bishopric|CityHall)-([1-6])$")
_DIE = re.compile(r"^die-([A-DN])-([RWY])([1-6])-([0-9]+)$")
_CATHEDRAL = re.compile(r"^cathedral-([0-9])-([1-6])$")
_CARD = re.compile(r"^card-([RWY])-(I|II|III)$")
_EVENT = re.compile(r"^event-([0-9]+)$")
_BLACK = re.compile(r"^black-([1-6])-([0-9])$")


def district_of_letter(letter: str) -> int:
    """The district index of 'A'..'D' or 'N'."""
    return NEUTRAL if letter == "N" else SEATS.index(letter)


def slot_of_id(place: str) -> int:
    """The activity slot of a card place id ('card-Y-II' -> 7), or -1."""
    match = _CARD.match(place)
    if not match:
        return -1
    return COLOUR_OF_LETTER[match.group(1)] * 3 + LEVELS.index(match.group(2))


def place_name(state, place: str) -> str:
    """A place of the picture in words, with what lies there now ("space 3 of the Palace: a citizen of A"), in the
    language in use."""
    if not isinstance(place, str) or not PLACE_PATTERN.match(place):
        raise PositionError("place", f"{place!r} is not a place of the Troyes picture",
                            "ids such as Palace-3, district-A, die-A-Y4-1, cathedral-2-5, card-Y-II, event-1, "
                            "black-pool, deck-R, seat-A")
    s = state
    cfg = s.cfg
    semicolon = move_text(DOMAIN, "; ")
    if place in BUILDING_IDS:
        b = BUILDING_IDS.index(place)
        pay = max(0, cfg.salary[b] + cfg.row_effects(s.row)[2][b])
        fields = {"building": _title(b), "colour": _colour(b), "count": pay}
        return (move_text(DOMAIN, "the {building}: recruit with {colour} dice; salary {count} denier per citizen",
                          **fields) if pay == 1 else
                move_text(DOMAIN, "the {building}: recruit with {colour} dice; salary {count} deniers per citizen",
                          **fields))
    match = _SPACE.match(place)
    if match:
        b, space = BUILDING_IDS.index(match.group(1)), int(match.group(2))
        return move_text(DOMAIN, "space {space} of the {building}: {owner}", space=space, building=_title(b),
                         owner=_owner_words(s.build[b * 6 + space - 1]))
    if place.startswith("lying-"):
        b = BUILDING_IDS.index(place[6:])
        lying = s.lying[b]
        if not lying:
            return move_text(DOMAIN, "beside the {building}: nobody lies evicted this round", building=_title(b))
        names = _listing([move_text(DOMAIN, "grey") if o == GREY else SEATS[o] for o in lying])
        return move_text(DOMAIN, "beside the {building}: evicted this round, lying: {names}", building=_title(b),
                         names=names)
    if place.startswith("district-"):
        district = district_of_letter(place[9:])
        dice = [_die(c >> 3, c & 7) for c in s.dist[district]]
        words = [move_text(DOMAIN, "{district}: {dice}", district=_district(district),
                           dice=_listing(dice) or move_text(DOMAIN, "no dice"))]
        if district != NEUTRAL and district < s.n and s.dmoney[district]:
            words.append(move_text(DOMAIN, "{amount} waiting after passing",
                                   amount=_amount(s.dmoney[district], "money")))
        return semicolon.join(words)
    match = _DIE.match(place)
    if match:
        district = district_of_letter(match.group(1))
        value, k = int(match.group(3)), int(match.group(4))
        code = die_code(COLOUR_OF_LETTER[match.group(2)], value)
        count = s.dist[district].count(code)
        fields = {"die": _die(match.group(2), value), "district": _district(district)}
        if k > count:
            return move_text(DOMAIN, "no {die} in {district} now", **fields)
        if count > 1:
            return move_text(DOMAIN, "{die} in {district}, die {k} of {count} alike", k=k, count=count, **fields)
        return move_text(DOMAIN, "{die} in {district}", **fields)
    if place == "cathedral":
        built = sum(1 for o in s.cath if o >= 0)
        return move_text(DOMAIN, "the cathedral: {built} of {total} spaces built; a white die builds in the column of "
                                 "its value", built=built, total=len(s.cath))
    match = _CATHEDRAL.match(place)
    if match:
        level, column = int(match.group(1)), int(match.group(2))
        if level > cfg.levels:
            return move_text(DOMAIN, "cathedral level {level}: this game has {levels} levels", level=level,
                             levels=cfg.levels)
        owner = s.cath[(level - 1) * 6 + column - 1]
        whose = (move_text(DOMAIN, "free") if owner < 0 else move_text(DOMAIN, "a grey cube") if owner == GREY else
                 move_text(DOMAIN, "a cube of {seat}", seat=SEATS[owner]))
        return move_text(DOMAIN, "cathedral level {level}, column {column}: {whose}; +{influence} influence",
                         level=level, column=column, whose=whose, influence=space_influence(cfg, level, column))
    slot = slot_of_id(place)
    if slot >= 0:
        head = move_text(DOMAIN, "{colour} activity card, level {level}", colour=_colour(slot // 3),
                         level=LEVELS[slot % 3])
        if slot % 3 >= s.revealed:
            return move_text(DOMAIN, "{head}: face down", head=head)
        card = cfg.activity[s.slots[slot]]
        timing = {"immediate": move_text(DOMAIN, "immediate"), "deferred": move_text(DOMAIN, "stores cubes"),
                  "mixed": move_text(DOMAIN, "immediate or a cube")}.get(card.timing, card.timing)
        words = [move_text(DOMAIN, "{head}: {card}; hire {amount}, an activation per {cost} of dice total, {timing}",
                           head=head, card=_cn(card), amount=_amount(card.hire_cost, "money"),
                           cost=card.activation_cost, timing=timing)]
        if s.trades[slot]:
            words.append(move_text(DOMAIN, "tradesmen of {seats}", seats=_listing([SEATS[p] for p in s.trades[slot]])))
        cubes = [move_text(DOMAIN, "{count} of {seat}", count=c, seat=SEATS[p])
                 for p, c in enumerate(s.stored[slot]) if c]
        if cubes:
            words.append(move_text(DOMAIN, "stored cubes: {cubes}", cubes=_listing(cubes)))
        return semicolon.join(words)
    match = _EVENT.match(place)
    if match:
        pos = int(match.group(1)) - 1
        if pos >= len(s.row):
            return move_text(DOMAIN, "event row position {position}: empty", position=pos + 1)
        event = cfg.events[s.row[pos]]
        cubes = s.row_cubes[pos]
        fields = {"position": pos + 1, "card": _cn(event), "colour": _colour(event.fight_colour),
                  "divisor": event.divisor, "taken": len(cubes), "spaces": event.spaces}
        if cubes:
            head = move_text(DOMAIN, "event {position} of the row: {card}; fight with {colour} dice, a cube per "
                                     "{divisor}; {taken} of {spaces} spaces taken by {owners}",
                             owners=_listing([move_text(DOMAIN, "grey") if o == GREY else SEATS[o] for o in cubes]),
                             **fields)
        else:
            head = move_text(DOMAIN, "event {position} of the row: {card}; fight with {colour} dice, a cube per "
                                     "{divisor}; {taken} of {spaces} spaces taken", **fields)
        effect = event_effect_text(event)
        return semicolon.join([head, effect]) if effect else head
    if place == "black-pool":
        words = [move_text(DOMAIN, "the black pool: {values}", values=_listing([str(v) for v in s.pool]))
                 if s.pool else move_text(DOMAIN, "the black pool: empty")]
        if s.black_rolls:
            words.append(move_text(DOMAIN, "{count} to roll", count=s.black_rolls))
        return semicolon.join(words)
    match = _BLACK.match(place)
    if match:
        value, k = int(match.group(1)), int(match.group(2))
        if k > s.pool.count(value):
            return move_text(DOMAIN, "no black {value} in the pool now", value=value)
        return move_text(DOMAIN, "a black die showing {value}", value=value)
    if place.startswith("deck-"):
        colour = COLOUR_OF_LETTER[place[5:]]
        deck = (s.red_deck, s.white_deck, s.yellow_deck)[colour]
        return (move_text(DOMAIN, "the {colour} event deck: {count} card, face down", colour=_colour(colour),
                          count=len(deck)) if len(deck) == 1 else
                move_text(DOMAIN, "the {colour} event deck: {count} cards, face down", colour=_colour(colour),
                          count=len(deck)))
    seat = SEATS.index(place[5:])
    if seat >= s.n:
        return move_text(DOMAIN, "player {seat}: not in this {count}-player game", seat=SEATS[seat], count=s.n)
    return move_text(DOMAIN, "player {seat}: {amount}, {influence} influence, {personal} citizens to place, "
                             "{general} in the general supply", seat=SEATS[seat],
                     amount=_amount(s.money[seat], "money"), influence=s.infl[seat], personal=s.personal[seat],
                     general=s.general[seat])


def _owner_words(owner: int) -> str:
    """`owner_words` in the language in use."""
    if owner == GREY:
        return move_text(DOMAIN, "a grey citizen")
    if owner == EMPTY:
        return move_text(DOMAIN, "empty")
    return move_text(DOMAIN, "a citizen of {seat}", seat=SEATS[owner])


def _district(district: int) -> str:
    """`district_words` in the language in use."""
    return (move_text(DOMAIN, "the neutral district") if district == NEUTRAL else
            move_text(DOMAIN, "the district of {seat}", seat=SEATS[district]))


@functools.cache
def _shipped_effects() -> dict[str, str]:
    """The effect in words of every shipped event card (cards.json ``effect_text``), by card id."""
    data = json.loads((Path(__file__).resolve().parent / "cards.json").read_text(encoding="utf-8"))
    return {card["id"]: card["effect_text"] for card in data.get("events", ()) if "effect_text" in card}


def event_effect_text(event) -> str:
    """An event's effect in the language in use: the engine's few words (`event_effect_words`) in English; in
    another language the card's own effect text as translated (a card of another card file, without one, shows the
    English after the marker)."""
    words = event_effect_words(event)
    if is_source_language() or not words:
        return words
    text = _shipped_effects().get(event.id)
    return card_effect(DOMAIN, text) if text else MARKER + words


# --- moves in words ------------------------------------------------------------------------------------------

KIND_WORDS = {
    "place": "place a citizen",
    "roll": "roll a die",
    "black": "roll a black die",
    "discard": "discard dice for an event",
    "take": "counter black dice",
    "use": "add a die to the counter",
    "done": "finish the counter",
    "penalty": "take the penalty",
    "reroll": "reroll a die with influence",
    "citizen": "buy a citizen with influence",
    "flip": "flip dice with influence",
    "flip_dice": "choose the dice to flip",
    "cube": "spend a stored cube",
    "activate": "activate an activity card",
    "agriculture": "agriculture",
    "cathedral": "build in the cathedral",
    "fight": "fight an event",
    "recruit": "recruit a citizen",
    "group": "choose the dice for the action",
    "evict": "evict a citizen",
    "pass": "pass",
    "convert": "make the conversion",
    "decline": "decline the conversion",
    "option": "choose one of the effects",
    "immediate": "use the effect now",
    "store": "store a cube for later",
    "flag": "place a cube on an event",
    "by": "ask about another player",
}
"""Action kind -> a short plain label (menus, the play table's groups of moves)."""


# --- moves in the language in use: one `move_text` message per phrase; in English the helpers are the words above
# and every phrase reads as it always did ---------------------------------------------------------------------------

DOMAIN = "troyes"
"""The translation domain of the moves in words (`move_text`)."""


def _cn(card) -> str:
    """`card_name` in the language in use."""
    return card_name(card) if is_source_language() else translated_card_name(DOMAIN, card.name)


def _colour(colour: int) -> str:
    return (move_text(DOMAIN, "red"), move_text(DOMAIN, "white"), move_text(DOMAIN, "yellow"))[colour]


def _title(building: int) -> str:
    """A building's printed title in the language in use."""
    if is_source_language():
        return BUILDING_TITLES[building]
    return (move_text(DOMAIN, "Palace"), move_text(DOMAIN, "Bishopric"), move_text(DOMAIN, "City Hall"))[building]


def _amount(n: int, resource: str) -> str:
    """`amount` in the language in use."""
    if is_source_language():
        return amount(n, resource)
    if resource == "money":
        return move_text(DOMAIN, "{count} deniers", count=n)
    if resource == "vp":
        return move_text(DOMAIN, "{count} VP", count=n)
    if resource == "influence":
        return move_text(DOMAIN, "{count} influence", count=n)
    if resource == "citizen":
        return move_text(DOMAIN, "{count} citizens", count=n)
    return MARKER + amount(n, resource)


def _metric(name: str, param: int, many: bool = True) -> str:
    """`metric_words` in the language in use."""
    if is_source_language():
        return metric_words(name, param, many)
    building = _title(param) if 0 <= param < 3 else ""
    colour = _colour(param) if 0 <= param < 3 else ""
    words = {
        "money": lambda: move_text(DOMAIN, "deniers"),
        "influence": lambda: move_text(DOMAIN, "influence points"),
        "own_citizens_in": lambda: move_text(DOMAIN, "own citizens in the {building}", building=building),
        "own_citizens_in_buildings": lambda: move_text(DOMAIN, "own citizens in the buildings"),
        "tradesmen": lambda: move_text(DOMAIN, "tradesmen"),
        "cathedral_cubes": lambda: move_text(DOMAIN, "cubes in the cathedral"),
        "cathedral_levels": lambda: move_text(DOMAIN, "cathedral levels with an own cube"),
        "events_with_own_cube": lambda: move_text(DOMAIN, "events with an own cube"),
        "event_cubes_placed_total": lambda: move_text(DOMAIN, "cubes placed on events"),
        "events_won": lambda: move_text(DOMAIN, "events won"),
        "black_dice_eliminated": lambda: move_text(DOMAIN, "black dice beaten"),
        "fight_score": lambda: move_text(DOMAIN, "cubes on events and black dice beaten"),
        "own_dice": lambda: move_text(DOMAIN, "own {colour} dice", colour=colour),
        "event_cards_taken": lambda: move_text(DOMAIN, "event cards taken"),
        "own_dice_count": lambda: move_text(DOMAIN, "own dice"),
        "own_dice_total": lambda: move_text(DOMAIN, "pips on own {colour} dice", colour=colour),
    }
    return words[name]() if name in words else move_text(DOMAIN, "points")


def _listing(items: list[str]) -> str:
    """`listing` in the language in use."""
    if is_source_language() or len(items) <= 1:
        return listing(items)
    return move_text(DOMAIN, "{items} and {last}", items=move_text(DOMAIN, ", ").join(items[:-1]), last=items[-1])


def localized_title(building: int) -> str:
    """A building's printed title (`BUILDING_TITLES`) in the language in use, for the bots' hints."""
    return _title(building)


def _die(colour: int | str, value: int) -> str:
    """`die_words` in the language in use: "yellow 4"."""
    if is_source_language():
        return die_words(colour, value)
    if isinstance(colour, str):
        colour = COLOUR_OF_LETTER[colour]
    return (move_text(DOMAIN, "red {value}", value=value), move_text(DOMAIN, "white {value}", value=value),
            move_text(DOMAIN, "yellow {value}", value=value))[colour]


def _op(cfg, card: int, op_id: int) -> str:
    """`op_words` in the language in use."""
    if is_source_language():
        return op_words(cfg, card, op_id)
    try:
        op = cfg.activity[card].ops[op_id]
    except (IndexError, TypeError):
        return move_text(DOMAIN, "its effect")
    kind = op[0]
    if kind == "gain":
        return move_text(DOMAIN, "gain {amount}", amount=_amount(op[2], op[1]))
    if kind == "gain_per":
        per = op[6] if len(op) > 6 and op[6] > 1 else 1
        unit = (move_text(DOMAIN, "{count} {metric}", count=per, metric=_metric(op[3], op[4])) if per > 1 else
                _metric(op[3], op[4], False))
        if len(op) > 5 and op[5]:
            return move_text(DOMAIN, "gain {amount} per {unit}, at most {most}", amount=_amount(op[2], op[1]),
                             unit=unit, most=op[5])
        return move_text(DOMAIN, "gain {amount} per {unit}", amount=_amount(op[2], op[1]), unit=unit)
    if kind == "convert":
        return move_text(DOMAIN, "pay {costs} for {gains}", costs=_listing([_amount(n, r) for r, n in op[1]]),
                         gains=_listing([_amount(n, r) for r, n in op[2]]))
    if kind == "choose_one":
        return move_text(DOMAIN, "choose one of {count} effects", count=len(op[1]))
    if kind == "conditional":
        return move_text(DOMAIN, "with at least {count} {metric}: {effects}", count=op[3],
                         metric=_metric(op[1], op[2]), effects=_list(cfg, card, op[4]))
    if kind == "flag":
        if len(op) > 2 and op[2]:
            return move_text(DOMAIN, "place a cube on events per {metric}", metric=_metric(op[2], op[3], False))
        return move_text(DOMAIN, "place {count} cubes on events", count=op[1])
    if kind == "prepay_flag":
        return move_text(DOMAIN, "pay {costs} for a cube on an event",
                         costs=_listing([_amount(n, r) for r, n in op[1]]))
    if kind == "leaders":
        return move_text(DOMAIN, "the players with the most {metric} gain {amount}", metric=_metric(op[3], op[4]),
                         amount=_amount(op[2], op[1]))
    if kind == "tax":
        return move_text(DOMAIN, "collect {amount} per citizen of the others in the {building}",
                         amount=_amount(op[2], "money"), building=_title(op[1]))
    if kind == "black":
        return move_text(DOMAIN, "roll a black die, on {value} or more: {effects}", value=op[1],
                         effects=_list(cfg, card, op[2]))
    return move_text(DOMAIN, "its effect")


def _list(cfg, card: int, list_id: int) -> str:
    """`list_words` in the language in use."""
    if is_source_language():
        return list_words(cfg, card, list_id)
    try:
        ops = cfg.activity[card].lists[list_id]
    except (IndexError, TypeError):
        return move_text(DOMAIN, "its effect")
    return move_text(DOMAIN, ", then ").join(_op(cfg, card, op_id) for op_id in ops) or move_text(DOMAIN, "nothing")


def describe(state, action: Any) -> str:
    """The move or chance outcome `action` in `state`, as a player says it (never internal names or reprs), in the
    language in use."""
    kind = action[0] if isinstance(action, tuple) and action and isinstance(action[0], str) else ""
    args = action[1] if isinstance(action, tuple) and len(action) > 1 and isinstance(action[1], tuple) else ()
    mover = _mover(state)
    try:
        text = _describe(state, kind, args, mover)
    except (IndexError, KeyError, ValueError, TypeError, AttributeError):
        text = ""
    if text:
        return text
    return _label(SEATS[mover], kind)


def _label(who: str, kind: str) -> str:
    """"A: <the kind's label>", for a move the position cannot say more about."""
    label = KIND_WORDS.get(kind)
    if label is None:
        return move_text(DOMAIN, "{who}: a move Troyes does not know", who=who)
    return f"{who}: {label}" if is_source_language() else f"{who}: {MARKER}{label}"


def _known_label(who: str, kind: str) -> str:
    """"A: <the kind's label>" for a kind `KIND_WORDS` names (a KeyError for any other)."""
    label = KIND_WORDS[kind]
    return f"{who}: {label}" if is_source_language() else f"{who}: {MARKER}{label}"


def _mover(state) -> int:
    p = state.current_player
    return p if p >= 0 else state.seat if 0 <= state.seat < state.n else 0


def _describe(s, kind: str, args: tuple, p: int) -> str:
    name = SEATS[p]
    cfg = s.cfg
    if kind == "roll":
        return _roll(s, args[0])
    if kind == "black":
        return _black(s, args[0])
    if kind == "by":
        seat, inner = args
        if type(seat) is not int or not 0 <= seat < s.n or not isinstance(inner, tuple) or len(inner) != 2:
            return ""
        inner_text = _describe(s, inner[0], tuple(inner[1]), seat) or _known_label(SEATS[seat], inner[0])
        return move_text(DOMAIN, "{who} asks to move now: {move}", who=SEATS[seat], move=inner_text)
    if kind == "place":
        return move_text(DOMAIN, "{who} places a citizen on space {space} of the {building}", who=name, space=args[1],
                         building=_title(BUILDINGS.index(args[0])))
    if kind == "discard":
        if s.pending and s.pending[0] == "discard":
            return move_text(DOMAIN, "{who} discards {dice} for {event}", who=name, dice=_dice_list(args),
                             event=_cn(cfg.events[s.row[s.pending[1]]]))
        return move_text(DOMAIN, "{who} discards {dice}", who=name, dice=_dice_list(args))
    if kind == "take":
        if not args or not all(type(v) is int for v in args):
            return ""
        return move_text(DOMAIN, "{who} takes on the black {values}", who=name, values=_listing([str(v) for v in args]))
    if kind == "use":
        r = args[0]
        if not is_ref(r):
            return ""
        worth = strength(s, die_code(COLOUR_OF_LETTER[r[1]], r[2]))
        return move_text(DOMAIN, "{who} adds {die} to the counter, worth {worth}", who=name, die=_die(r[1], r[2]),
                         worth=worth)
    if kind == "done":
        if not (s.pending and s.pending[0] == "use"):
            return move_text(DOMAIN, "{who} finishes the counter", who=name)
        blacks, chosen = s.pending[1], s.pending[2]
        return move_text(DOMAIN, "{who} counters the black {values} with {dice}", who=name,
                         values=_listing([str(v) for v in blacks]),
                         dice=_listing([_die(c >> 3, c & 7) for c in chosen]))
    if kind == "penalty":
        if s.pool:
            return move_text(DOMAIN, "{who} cannot counter the black {value} and takes the penalty of {penalty} VP",
                             who=name, value=s.pool[0], penalty=cfg.penalty)
        return move_text(DOMAIN, "{who} cannot counter and takes the penalty of {penalty} VP", who=name,
                         penalty=cfg.penalty)
    if kind == "reroll":
        r = args[0]
        return move_text(DOMAIN, "{who} spends {cost} influence to reroll {die}", who=name, cost=cfg.cost_reroll,
                         die=_die(r[1], r[2]))
    if kind == "citizen":
        return move_text(DOMAIN, "{who} spends {cost} influence on a new citizen", who=name, cost=cfg.cost_citizen)
    if kind == "flip":
        return move_text(DOMAIN, "{who} chooses to flip dice, for {cost} influence", who=name, cost=cfg.cost_flip)
    if kind == "flip_dice":
        if not args or not all(is_ref(r) for r in args):
            return ""
        turned = _listing([_die(r[1], 7 - r[2]) for r in args])
        return move_text(DOMAIN, "{who} flips {dice} to {turned}, for {cost} influence", who=name,
                         dice=_dice_list(args), turned=turned, cost=cfg.cost_flip)
    if kind == "cube":
        card = cfg.activity[cfg.activity_index[args[0]]]
        return move_text(DOMAIN, "{who} spends a cube stored on {card} for this action", who=name, card=_cn(card))
    if kind in ("agriculture", "cathedral", "fight", "activate", "recruit"):
        return _action(s, kind, args, p)
    if kind == "group":
        return _group(s, args, p)
    if kind == "evict":
        return _evict(s, args[0], p)
    if kind == "pass":
        return move_text(DOMAIN, "{who} passes: {amount} into the district", who=name,
                         amount=_amount(cfg.pass_first, "money"))
    if kind in ("convert", "decline", "option", "immediate", "store", "flag"):
        return _card_question(s, kind, args, p)
    return ""


def _roll(s, value: int) -> str:
    if not s.rolls:
        if s.pending and s.pending[0] == "roll" and s.pending[1] < len(s.row):  # an event's own die
            return move_text(DOMAIN, "roll for {event}: {value}", event=_cn(s.cfg.events[s.row[s.pending[1]]]),
                             value=value)
        return move_text(DOMAIN, "roll: {value}", value=value)
    district, colour = s.rolls[0]
    die = _die(colour, value)
    if s.phase == ROLL:
        return (move_text(DOMAIN, "roll: {die} for the neutral district", die=die) if district == NEUTRAL else
                move_text(DOMAIN, "roll: {die} for {seat}", die=die, seat=SEATS[district]))
    return (move_text(DOMAIN, "reroll: {die} for the neutral district", die=die) if district == NEUTRAL else
            move_text(DOMAIN, "reroll: {die} for {seat}", die=die, seat=SEATS[district]))


def _black(s, value: int) -> str:
    if s.black_rolls:
        more = s.black_rolls - 1
        return (move_text(DOMAIN, "black die: {value}, {more} more to roll", value=value, more=more) if more else
                move_text(DOMAIN, "black die: {value}", value=value))
    if s.work and s.work[-1][0] == "roll":
        _, card, _, least = s.work[-1]
        fields = {"card": _cn(s.cfg.activity[card]), "value": value, "least": least}
        if value >= least:
            return move_text(DOMAIN, "{card} rolls a black die: {value}, a success, it needs {least} or more",
                             **fields)
        return move_text(DOMAIN, "{card} rolls a black die: {value}, no effect, it needs {least} or more", **fields)
    return move_text(DOMAIN, "black die: {value}", value=value)


def _dice_list(refs: tuple) -> str:
    return _listing([_die(r[1], r[2]) for r in refs])


def _action(s, kind: str, args: tuple, p: int) -> str:
    name = SEATS[p]
    cfg = s.cfg
    cube = _cn(cfg.activity[s.slots[s.cube]]) if s.cube >= 0 else None
    if kind == "agriculture":
        return (move_text(DOMAIN, "{who} chooses agriculture with the cube of {cube}", who=name, cube=cube) if cube
                else move_text(DOMAIN, "{who} chooses agriculture", who=name))
    if kind == "cathedral":
        return (move_text(DOMAIN, "{who} chooses to build in the cathedral with the cube of {cube}", who=name,
                          cube=cube) if cube else
                move_text(DOMAIN, "{who} chooses to build in the cathedral", who=name))
    if kind == "fight":
        event = _cn(cfg.events[cfg.event_index[args[0]]])
        return (move_text(DOMAIN, "{who} fights {event} with the cube of {cube}", who=name, event=event, cube=cube)
                if cube else move_text(DOMAIN, "{who} fights {event}", who=name, event=event))
    if kind == "recruit":
        building = _title(BUILDINGS.index(args[0]))
        return (move_text(DOMAIN, "{who} recruits a citizen into the {building} with the cube of {cube}", who=name,
                          building=building, cube=cube) if cube else
                move_text(DOMAIN, "{who} recruits a citizen into the {building}", who=name, building=building))
    index = cfg.activity_index[args[0]]
    card = cfg.activity[index]
    fields = {"who": name, "card": _cn(card), "cube": cube}
    if index in s.slots and p not in s.trades[s.slots.index(index)]:
        fee = _amount(card.hire_cost, "money")
        return (move_text(DOMAIN, "{who} activates {card} with the cube of {cube}, hiring a tradesman for {fee}",
                          fee=fee, **fields) if cube else
                move_text(DOMAIN, "{who} activates {card}, hiring a tradesman for {fee}", fee=fee, **fields))
    return (move_text(DOMAIN, "{who} activates {card} with the cube of {cube}", **fields) if cube else
            move_text(DOMAIN, "{who} activates {card}", **fields))


def _result(s, kind: str, target: int, info: GroupInfo) -> str:
    cfg = s.cfg
    total = info.total
    if kind == "agriculture":
        return move_text(DOMAIN, "total {total}, +{amount}", total=total,
                         amount=_amount(total // cfg.agri_div, "money"))
    if kind == "cathedral":
        cubes = len(info.dice)
        return (move_text(DOMAIN, "{count} cube in the cathedral", count=cubes) if cubes == 1 else
                move_text(DOMAIN, "{count} cubes in the cathedral", count=cubes))
    if kind == "fight":
        cubes = total // cfg.events[s.row[target]].divisor
        return (move_text(DOMAIN, "total {total}, {count} cube", total=total, count=cubes) if cubes == 1 else
                move_text(DOMAIN, "total {total}, {count} cubes", total=total, count=cubes))
    if kind == "activate":
        times = total // cfg.activity[s.slots[target]].activation_cost
        return (move_text(DOMAIN, "total {total}, {count} activation", total=total, count=times) if times == 1 else
                move_text(DOMAIN, "total {total}, {count} activations", total=total, count=times))
    value = info.dice[0][1] & 7 if info.dice else total
    return move_text(DOMAIN, "it reaches spaces 1 to {value}", value=value)


def _group_sentence(s, kind: str, target: int, fields: dict, fees: str | None, result: str | None) -> str:
    """"A uses yellow 4 for agriculture[, paying 1 denier in fees][: total 4, +2 deniers]" as one phrase."""
    cfg = s.cfg
    if kind == "fight":
        fields = {**fields, "event": _cn(cfg.events[s.row[target]])}
    elif kind == "activate":
        fields = {**fields, "card": _cn(cfg.activity[s.slots[target]])}
    elif kind not in ("agriculture", "cathedral"):
        fields = {**fields, "building": _title(target)}
        kind = "recruit"
    if result is None:
        return {"agriculture": lambda: move_text(DOMAIN, "{who} uses {dice} for agriculture", **fields),
                "cathedral": lambda: move_text(DOMAIN, "{who} uses {dice} for the cathedral", **fields),
                "fight": lambda: move_text(DOMAIN, "{who} uses {dice} to fight {event}", **fields),
                "activate": lambda: move_text(DOMAIN, "{who} uses {dice} to activate {card}", **fields),
                "recruit": lambda: move_text(DOMAIN, "{who} uses {dice} to recruit into the {building}", **fields),
                }[kind]()
    fields = {**fields, "result": result}
    if fees is None:
        return {"agriculture": lambda: move_text(DOMAIN, "{who} uses {dice} for agriculture: {result}", **fields),
                "cathedral": lambda: move_text(DOMAIN, "{who} uses {dice} for the cathedral: {result}", **fields),
                "fight": lambda: move_text(DOMAIN, "{who} uses {dice} to fight {event}: {result}", **fields),
                "activate": lambda: move_text(DOMAIN, "{who} uses {dice} to activate {card}: {result}", **fields),
                "recruit": lambda: move_text(DOMAIN, "{who} uses {dice} to recruit into the {building}: {result}",
                                             **fields),
                }[kind]()
    fields = {**fields, "fees": fees}
    return {"agriculture": lambda: move_text(DOMAIN, "{who} uses {dice} for agriculture, paying {fees} in fees: "
                                                     "{result}", **fields),
            "cathedral": lambda: move_text(DOMAIN, "{who} uses {dice} for the cathedral, paying {fees} in fees: "
                                                   "{result}", **fields),
            "fight": lambda: move_text(DOMAIN, "{who} uses {dice} to fight {event}, paying {fees} in fees: {result}",
                                       **fields),
            "activate": lambda: move_text(DOMAIN, "{who} uses {dice} to activate {card}, paying {fees} in fees: "
                                                  "{result}", **fields),
            "recruit": lambda: move_text(DOMAIN, "{who} uses {dice} to recruit into the {building}, paying {fees} in "
                                                 "fees: {result}", **fields),
            }[kind]()


def _group(s, refs: tuple, p: int) -> str:
    name = SEATS[p]
    if not refs or not all(is_ref(r) for r in refs):
        return ""
    pending = s.pending
    info = None
    if pending and pending[0] == "group":
        dice = dice_of(s, refs)
        if not isinstance(dice, Ruling):
            verdict = evaluate(s, p, pending[1], pending[2], dice, s.cube)
            info = verdict if isinstance(verdict, GroupInfo) else None
    paid = dict(info.payments) if info else {}
    own = [_die(r[1], r[2]) for r in refs if r[0] == p]
    mixed = own and len(own) < len(refs)
    parts = [move_text(DOMAIN, "{dice} from its district", dice=_listing(own))] if mixed else list(own)
    for district in sorted({r[0] for r in refs if r[0] != p}):
        dice_text = _listing([_die(r[1], r[2]) for r in refs if r[0] == district])
        neutral = district == NEUTRAL
        seat = "" if neutral else SEATS[district]
        if info is None:
            parts.append(move_text(DOMAIN, "{dice} from the neutral district", dice=dice_text) if neutral else
                         move_text(DOMAIN, "{dice} from {seat}", dice=dice_text, seat=seat))
        elif district in paid:
            price = _amount(paid[district], "money")
            parts.append(move_text(DOMAIN, "{dice} bought from the neutral district ({price})", dice=dice_text,
                                   price=price) if neutral else
                         move_text(DOMAIN, "{dice} bought from {seat} ({price})", dice=dice_text, seat=seat,
                                   price=price))
        else:
            parts.append(move_text(DOMAIN, "{dice} taken free from the neutral district", dice=dice_text) if neutral
                         else move_text(DOMAIN, "{dice} taken free from {seat}", dice=dice_text, seat=seat))
    fields = {"who": name, "dice": _listing(parts)}
    if not (pending and pending[0] == "group"):
        return move_text(DOMAIN, "{who} uses {dice}", **fields)
    if info is None:
        return _group_sentence(s, pending[1], pending[2], fields, None, None)
    fees = _amount(info.fees, "money") if info.fees else None
    return _group_sentence(s, pending[1], pending[2], fields, fees, _result(s, pending[1], pending[2], info))


def _evict(s, space: int, p: int) -> str:
    name = SEATS[p]
    if not (s.pending and s.pending[0] == "evict") or type(space) is not int or not 1 <= space <= 6:
        return move_text(DOMAIN, "{who} evicts the citizen on space {space}", who=name, space=space) \
            if type(space) is int else ""
    building, value = s.pending[1], s.pending[2]
    owner = s.build[building * 6 + space - 1]
    evicted = (move_text(DOMAIN, "a grey citizen") if owner == GREY else
               move_text(DOMAIN, "the citizen of {seat}", seat=SEATS[owner]) if owner >= 0 else
               move_text(DOMAIN, "nobody"))
    return move_text(DOMAIN, "{who} evicts {evicted} from space {space} of the {building}; the new citizen stands on "
                             "space {value}", who=name, evicted=evicted, space=space, building=_title(building),
                     value=value)


def _activation_slot(s) -> int:
    """The activity slot whose card is being carried out (the last activation on the work stack), or -1."""
    for item in reversed(s.work):
        if item[0] in ("act", "mixed"):
            return item[1]
    return -1


def _card_question(s, kind: str, args: tuple, p: int) -> str:
    name = SEATS[p]
    cfg = s.cfg
    item = s.work[-1] if s.work else ()
    slot = _activation_slot(s)
    card_text = _cn(cfg.activity[s.slots[slot]]) if slot >= 0 else move_text(DOMAIN, "the card")
    if kind in ("convert", "decline"):
        if item and item[0] == "op":
            card = _cn(cfg.activity[item[1]])
            if kind == "decline":
                return move_text(DOMAIN, "{who} declines the conversion on {card}", who=name, card=card)
            return move_text(DOMAIN, "{who} converts on {card}: {effect}", who=name, card=card,
                             effect=_op(cfg, item[1], item[2]))
        if kind == "decline":
            return move_text(DOMAIN, "{who} declines the conversion on {card}", who=name, card=card_text)
        return move_text(DOMAIN, "{who} makes the conversion on {card}", who=name, card=card_text)
    if kind == "option":
        choice = args[0]
        if item and item[0] == "op" and type(choice) is int:
            op = cfg.activity[item[1]].ops[item[2]]
            if op[0] == "choose_one" and 0 <= choice < len(op[1]):
                return move_text(DOMAIN, "{who} chooses effect {number} of {card}: {effects}", who=name,
                                 number=choice + 1, card=_cn(cfg.activity[item[1]]),
                                 effects=_list(cfg, item[1], op[1][choice]))
        return move_text(DOMAIN, "{who} chooses effect {number} of {card}", who=name, number=choice + 1,
                         card=card_text) if type(choice) is int else ""
    if kind == "immediate":
        return move_text(DOMAIN, "{who} uses the effect of {card} now", who=name, card=card_text)
    if kind == "store":
        return move_text(DOMAIN, "{who} stores a cube on {card} for a later action", who=name, card=card_text)
    event = cfg.events[cfg.event_index[args[0]]]
    return move_text(DOMAIN, "{who} places a cube on {event}, an effect of {card}", who=name, event=_cn(event),
                     card=card_text)


def chance_words(state) -> str:
    """What the chance node of `state` is about ("a yellow die for A", "a black die"), or '', in the language in
    use."""
    if state.current_player != CHANCE:
        return ""
    if state.rolls:
        district, colour = state.rolls[0]
        if district == NEUTRAL:
            return move_text(DOMAIN, "a {colour} die for the neutral district", colour=_colour(colour))
        return move_text(DOMAIN, "a {colour} die for {seat}", colour=_colour(colour), seat=SEATS[district])
    if state.black_rolls:
        return move_text(DOMAIN, "a black die for the pool")
    slot = _activation_slot(state)
    return (move_text(DOMAIN, "a black die for {card}", card=_cn(state.cfg.activity[state.slots[slot]])) if slot >= 0
            else move_text(DOMAIN, "a black die"))


__all__ = ["KIND_WORDS", "PLACE_PATTERN", "chance_words", "describe", "place_name"]
