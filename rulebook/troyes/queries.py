"""Read-only questions about a Troyes position, shared by the phases, the refusals, scoring and the pictures.

Two kinds live here. The rules' own questions, on the engine's encodings (`metric` for cards and characters,
`column_room` of the cathedral, which citizens `evictable_from` a building, a die's counter `strength`, which
dice a group may hold...), used on the hot path. And the questions people ask, by the game's own names, offered as
`State` methods (`state.district("A")`, `state.citizens_on("Palace")`, `state.purse("B")`, ...): seats by name
("A", any case) or number, buildings by name, cards by id or printed name. A name that does not exist raises
`rulebook.core.PositionError` (a ValueError) naming the allowed values.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from functools import lru_cache
from typing import Any

from rulebook.core import PositionError, Ruling
from rulebook.core.i18n import card_name, is_source_language, phase_context, reason_text, translate

from .board import BUILDING_TITLES, BUILDINGS, building_index
from .card_effects import ANY_COLOUR
from .cards import card_named
from .pieces import (
    COLOUR_OF_LETTER,
    COLOURS,
    GREY,
    KIND_NAME,
    LETTERS,
    NEUTRAL,
    PHASES,
    RED,
    SEATS,
    WHITE,
    YELLOW,
    die_code,
    die_text,
    district_index,
    owner_text,
    seat_index,
    who,
)

# --- names to indices ------------------------------------------------------------------------------------


def activity_index(cfg, value: Any, field: str = "activity card") -> int:
    """An activity card (index into `cfg.activity`) by id ('ACT-W-I-3') or printed name ('Priest')."""
    return card_named(cfg.activity, value, field, "an activity card")


def event_index(cfg, value: Any, field: str = "event") -> int:
    """An event card (index into `cfg.events`) by id ('EVT-R-1') or printed name ('Marauding')."""
    return card_named(cfg.events, value, field, "an event card")


def character_index(cfg, value: Any, field: str = "character") -> int:
    """A character card (index into `cfg.characters`) by id ('CHR-1') or printed name."""
    return card_named(cfg.characters, value, field, "a character card")


def slot_in_play(s, card: Any, field: str = "activity card") -> int:
    """The slot (0-8) of an activity card in play, by id or name."""
    index = activity_index(s.cfg, card, field)
    if index not in s.slots:
        raise PositionError(field, f"{s.cfg.activity[index].name} is not in play in this game",
                            ", ".join(s.cfg.activity[c].name for c in s.slots))
    return s.slots.index(index)


def row_position(s, event: Any, field: str = "event") -> int:
    """The position of an event card in the row, by id or name."""
    index = event_index(s.cfg, event, field)
    if index not in s.row:
        raise PositionError(field, f"{s.cfg.events[index].name} is not in the event row",
                            ", ".join(s.cfg.events[c].name for c in s.row) or "the row is empty")
    return s.row.index(index)


# --- the questions people ask (State methods) -----------------------------------------------------------------


def district(s, where: Any) -> tuple[str, ...]:
    """The dice in a district ('A'.. or 'N'), lowest colour and value first: ('R2', 'Y1')."""
    return tuple(die_text(c) for c in s.dist[district_index(where, s.n)])


def citizens_on(s, building: Any) -> tuple[str, ...]:
    """Who stands on spaces 1-6 of a building: a seat name, 'grey', or '-' for an empty space (setup)."""
    b = building_index(building)
    return tuple(owner_text(o) for o in s.build[b * 6:b * 6 + 6])


def lying_beside(s, building: Any) -> tuple[str, ...]:
    """The citizens evicted from a building this round (they lie beside it and count for nothing, TRY-15.9)."""
    return tuple(owner_text(o) for o in s.lying[building_index(building)])


def citizens(s, seat: Any) -> dict[str, int]:
    """Where a player's twelve citizens are (TRY-1.6, TRY-1.7)."""
    p = seat_index(seat, s.n)
    return {"in buildings": s.build.count(p), "lying": sum(x.count(p) for x in s.lying),
            "tradesmen": sum(t.count(p) for t in s.trades), "personal supply": s.personal[p],
            "general supply": s.general[p]}


def activity_cards(s, face_up_only: bool = True) -> tuple[str, ...]:
    """The activity cards in play (face up ones only, unless asked), red I II III, white ..., yellow ..."""
    return tuple(s.cfg.activity[c].name for slot, c in enumerate(s.slots) if not face_up_only or slot % 3 < s.revealed)


def tradesmen_on(s, card: Any) -> tuple[str, ...]:
    """The players with a tradesman on an activity card, in space order (TRY-11.4)."""
    return tuple(SEATS[p] for p in s.trades[slot_in_play(s, card)])


def stored_cubes(s, card: Any) -> dict[str, int]:
    """Cubes stored on an activity card, per player (TRY-11.14)."""
    return {SEATS[p]: count for p, count in enumerate(s.stored[slot_in_play(s, card)])}


def event_row(s) -> tuple[str, ...]:
    """The event cards in the row, oldest first."""
    return tuple(s.cfg.events[c].name for c in s.row)


def event_cubes(s, event: Any) -> tuple[str, ...]:
    """Whose cubes lie on an event card in the row, in the order they were placed (TRY-14.5); 'grey' for a
    neutral cube (Support, TRY-20.57)."""
    return tuple(owner_text(p) for p in s.row_cubes[row_position(s, event)])


def cathedral_at(s, level: int, column: int) -> str:
    """Whose cube is on a cathedral space (level 1.., column 1-6 = a die value): a seat, 'grey' (Traveling
    Builders, TRY-20.54), or '' when it is free."""
    if type(level) is not int or not 1 <= level <= s.cfg.levels:
        raise PositionError("level", f"{level!r} is not a cathedral level", f"1-{s.cfg.levels}")
    if type(column) is not int or not 1 <= column <= 6:
        raise PositionError("column", f"{column!r} is not a cathedral column", "1-6")
    owner = s.cath[(level - 1) * 6 + column - 1]
    return "" if owner < 0 else owner_text(owner)


def characters(s, seat: Any) -> tuple[str, ...]:
    """A player's secret character cards (TRY-2.14), by name."""
    return tuple(s.cfg.characters[c].name for c in s.chars[seat_index(seat, s.n)])


# --- the rules' own questions (hot path: encodings, no names) ----------------------------------------------


def metric(s, seat: int, name: str, param: int = -1) -> int:
    """The value of a metric for `seat` (spec 20.5.4; lying citizens never count, TRY-15.9)."""
    if name == "money":
        return s.money[seat]
    if name == "influence":
        return s.infl[seat]
    if name == "own_citizens_in":
        return s.build[param * 6:param * 6 + 6].count(seat)
    if name == "own_citizens_in_buildings":
        return s.build.count(seat)
    if name == "tradesmen":
        return sum(1 for t in s.trades if seat in t)
    if name == "cathedral_cubes":
        return s.cath.count(seat)
    if name == "cathedral_levels":
        return sum(1 for lv in range(s.cfg.levels) if seat in s.cath[lv * 6:lv * 6 + 6])
    if name == "events_with_own_cube":
        return sum(1 for cubes in s.row_cubes if seat in cubes)
    if name == "event_cubes_placed_total":
        return s.placed[seat]
    if name == "events_won":
        return s.won[seat]
    if name == "black_dice_eliminated":
        return s.elim[seat]
    if name == "fight_score":
        return s.placed[seat] + s.elim[seat]
    if name == "own_dice":
        return sum(1 for code in s.dist[seat] if code >> 3 == param)
    if name == "event_cards_taken":
        return len(s.trophies[seat])
    if name == "own_dice_count":
        return len(s.dist[seat])
    if name == "own_dice_total":
        return sum(code & 7 for code in s.dist[seat] if code >> 3 == param)
    raise ValueError(f"unknown metric {name!r}")


def neutral_citizens_on_board(s) -> int:
    """Grey citizens standing or lying at a building (TRY-1.6, TRY-20.61)."""
    return s.build.count(GREY) + sum(lying.count(GREY) for lying in s.lying)


def grey_cubes_in_play(s) -> int:
    """Grey cubes on event cards and in the cathedral (TRY-20.62)."""
    return s.cath.count(GREY) + sum(cubes.count(GREY) for cubes in s.row_cubes)


def required_colour(s, kind: str, target: int) -> int:
    """The colour an action's dice must have (TRY-12.1, TRY-13.1, TRY-14.2, TRY-11.10, TRY-15.1)."""
    if kind == "agriculture":
        return YELLOW
    if kind == "cathedral":
        return WHITE
    if kind == "fight":
        return s.cfg.events[s.row[target]].fight_colour
    if kind == "activate":
        card = s.cfg.activity[s.slots[target]]
        return ANY_COLOUR if card.any_colour else card.colour
    return target  # recruit: building index == colour index


def fees(s, p: int, kind: str, target: int) -> int:
    """Hiring fee (first use of a card, TRY-11.2) plus any event surcharge on this action (TRY-7.14)."""
    extra = s.cfg.row_effects(s.row)[0].get(KIND_NAME[kind], 0)
    if kind == "activate" and p not in s.trades[target]:
        extra += s.cfg.activity[s.slots[target]].hire_cost
    return extra


def threshold(s, kind: str, target: int) -> int:
    """The smallest total that makes the action do something it must do (TRY-11.9, TRY-14.4)."""
    if kind == "fight":
        return s.cfg.events[s.row[target]].divisor
    if kind == "activate":
        return s.cfg.activity[s.slots[target]].activation_cost
    return 0


def evictable_from(s, p: int, building: int) -> int:
    """Lowest space (1..6) holding a citizen `p` may evict from `building`, or 7 if none (TRY-15.5, TRY-15.7)."""
    protected = s.lying[building]
    base = building * 6
    for space in range(6):
        owner = s.build[base + space]
        if owner != p and owner not in protected:
            return space + 1
    return 7


def eviction_spaces(s, p: int, building: int, value: int) -> list[int]:
    """Spaces 1..value whose citizen `p` may evict (TRY-15.5, TRY-15.7, TRY-15.8)."""
    protected = s.lying[building]
    return [space for space in range(1, value + 1)
            if s.build[building * 6 + space - 1] not in (p, *protected)]


def column_room(s) -> tuple[int, ...]:
    """Free levels left in each cathedral column 1..6 (TRY-13.3, TRY-13.4); memoised per cathedral."""
    cache = s.cfg.room_cache
    room = cache.get(s.cath)
    if room is None:
        free = [0, 0, 0, 0, 0, 0]
        for i, owner in enumerate(s.cath):
            if owner < 0:
                free[i % 6] += 1
        room = tuple(free)
        if len(cache) < 20_000:
            cache[s.cath] = room
    return room


def flag_targets(s) -> list[int]:
    """Row positions of events with a free space (where a card's event cube may go, TRY-14.5)."""
    return [pos for pos, card in enumerate(s.row) if len(s.row_cubes[pos]) < s.cfg.events[card].spaces]


def die_types(s, colours: tuple[int, ...]) -> list[tuple[int, int, int]]:
    """(district, code, count) for every kind of die of these colours in the city, in a fixed order."""
    out = []
    for district, codes in enumerate(s.dist):  # districts 0-3, then NEUTRAL
        last, run = -1, 0
        for code in codes:
            if (code >> 3) not in colours:
                continue
            if code == last:
                run += 1
            else:
                if run:
                    out.append((district, last, run))
                last, run = code, 1
        if run:
            out.append((district, last, run))
    return out


def colour_types(s, colour: int) -> list[tuple[int, int, int]]:
    """`die_types(s, (colour,))`: a district's dice are sorted, so one colour's dice are a run found by bisection."""
    out = []
    low, high = colour * 8, colour * 8 + 8
    for district, codes in enumerate(s.dist):
        if not codes:
            continue
        at = bisect_left(codes, low) if codes[0] < low else 0
        end = bisect_left(codes, high, at) if codes[-1] >= high else len(codes)
        while at < end:
            code = codes[at]
            nxt = bisect_right(codes, code, at, end)
            out.append((district, code, nxt - at))
            at = nxt
    return out


def combos(counts: list[int], smallest: int, largest: int) -> list[tuple[int, ...]]:
    """Multisets of type indices of size smallest..largest, each type used at most its count, in order."""
    out = []
    n = len(counts)
    for i in range(n):
        if smallest <= 1:
            out.append((i,))
        if largest < 2:
            continue
        for j in range(i, n):
            if j == i and counts[i] < 2:
                continue
            if smallest <= 2:
                out.append((i, j))
            if largest < 3:
                continue
            for k in range(j, n):
                used_k = 1 + (k == j) + (k == i)
                if counts[k] < used_k:
                    continue
                out.append((i, j, k))
    return out


# --- countering (TRY-8) ---------------------------------------------------------------------------------------


def strength(s, code: int) -> int:
    """A die's counter value: red counts double (TRY-8.5)."""
    value = code & 7
    return value * s.cfg.red_mult if code >> 3 == RED else value


def strengths(s, p: int) -> list[int]:
    """Counter values of the dice in `p`'s district (red doubled, TRY-8.5)."""
    mult = s.cfg.red_mult
    return [(c & 7) * mult if c < 8 else c & 7 for c in s.dist[p]]


def covers(s, worth: list[int], blacks: tuple[int, ...]) -> bool:
    """Do these own dice beat these black dice together (TRY-8.8: sum rule, or the partition alternative)?"""
    if not s.cfg.partition:
        return sum(worth) >= sum(blacks)
    return _partition(tuple(sorted(worth, reverse=True)), tuple(sorted(blacks, reverse=True)))


@lru_cache(maxsize=4096)
def _partition(dice: tuple[int, ...], blacks: tuple[int, ...]) -> bool:
    """Can `dice` be split into disjoint sets, each reaching one of `blacks`?"""
    if not blacks:
        return True
    if sum(dice) < sum(blacks):
        return False
    first, rest = blacks[0], blacks[1:]
    n = len(dice)
    for mask in range(1, 1 << n):
        chosen = [dice[i] for i in range(n) if mask >> i & 1]
        if sum(chosen) >= first:
            left = tuple(dice[i] for i in range(n) if not mask >> i & 1)
            if _partition(left, rest):
                return True
    return False


def able(s, p: int) -> bool:
    """All own dice together reach the highest black die (TRY-8.14)."""
    return sum(strengths(s, p)) >= s.pool[0]


# --- refusals shared by several phases --------------------------------------------------------------------------


def refuse(reason: str, *rule_ids: str) -> Ruling:
    """A refusal citing `rule_ids` (`reason` already in the language in use: a `reason_text(DOMAIN, …)`)."""
    return Ruling(False, reason, tuple(rule_ids))


# --- the words a reason names, in the language in use (issue 18) --------------------------------------------------

DOMAIN = "troyes"
"""The catalogue of the reasons: every reason is a whole phrase, `reason_text(DOMAIN, "<English>", **fields)`, made
when `explain` is asked (tools/i18n.py extracts the calls); in English the functions below give the very words the
engine always wrote."""


def colour_words(colour: int) -> str:
    """A die colour (0-2), or 3 for "any" (ANY_COLOUR), in the language in use."""
    if is_source_language():
        return (*COLOURS, "any")[colour]
    return (reason_text(DOMAIN, "red"), reason_text(DOMAIN, "white"), reason_text(DOMAIN, "yellow"),
            reason_text(DOMAIN, "any"))[colour]


def building_words(building: int) -> str:
    """A building as printed ("City Hall"), by index, in the language in use."""
    if is_source_language():
        return BUILDING_TITLES[building]
    return (reason_text(DOMAIN, "Palace"), reason_text(DOMAIN, "Bishopric"),
            reason_text(DOMAIN, "City Hall"))[building]


def building_id_words(name: str) -> str:
    """A building as a move names it ("city_hall"): itself in English, its printed name in another language."""
    return name if is_source_language() else building_words(BUILDINGS.index(name))


def card_words(name: str) -> str:
    """A card's printed name in the language in use."""
    return name if is_source_language() else card_name(DOMAIN, name)


def phase_words(phase: int) -> str:
    """A phase in plain words (`PHASES`) in the language in use."""
    return PHASES[phase] if is_source_language() else translate(PHASES[phase], DOMAIN, phase_context(phase))


def kind_words(kind: str) -> str:
    """An action kind as a word ("agriculture", "activity"): itself in English, in words in another language."""
    if is_source_language():
        return kind
    return {"activate": reason_text(DOMAIN, "activate"), "activity": reason_text(DOMAIN, "activity"),
            "agriculture": reason_text(DOMAIN, "agriculture"), "cathedral": reason_text(DOMAIN, "cathedral"),
            "fight": reason_text(DOMAIN, "fight"), "recruit": reason_text(DOMAIN, "recruit")}.get(kind, kind)


def district_words(district: int) -> str:
    """"the neutral district" or "B's district", in the language in use."""
    if district == NEUTRAL:
        return reason_text(DOMAIN, "the neutral district")
    return reason_text(DOMAIN, "{seat}'s district", seat=who(district))


def is_ref(r: Any) -> bool:
    """Is `r` a die reference: (district 0-4, colour letter, value 1-6)?"""
    return (isinstance(r, tuple) and len(r) == 3 and type(r[0]) is int and 0 <= r[0] <= 4 and r[1] in LETTERS
            and isinstance(r[1], str) and type(r[2]) is int and 1 <= r[2] <= 6)


def dice_of(s, refs: tuple) -> tuple[tuple[int, int], ...] | Ruling:
    """Physical dice (district, code) for die references, or a refusal if they are malformed or not there."""
    if not refs or not all(is_ref(r) for r in refs):
        return refuse(reason_text(DOMAIN, "name dice as (district 0-3 or 4 for neutral, colour R/W/Y, value 1-6)"),
                      "TRY-18.4", "TRY-9.4")
    dice = tuple((r[0], die_code(COLOUR_OF_LETTER[r[1]], r[2])) for r in refs)
    for district_, code in set(dice):
        if dice.count((district_, code)) > s.dist[district_].count(code):
            fields = {"die": f"{LETTERS[code >> 3]}{code & 7}", "place": district_words(district_)}
            text = reason_text(DOMAIN, "there is no {die} in {place}", **fields) \
                if dice.count((district_, code)) == 1 else reason_text(DOMAIN, "there is no second {die} in {place}",
                                                                       **fields)
            return refuse(text, "TRY-9.11", "TRY-18.4")
    return dice

