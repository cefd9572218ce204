"""The public position builder: `position(...)` sets up the table of a rules question by the game's own names, and
`position_args(state)` gives the arguments that rebuild a state's table.

    >>> from rulebook import troyes
    >>> from rulebook.core import Action
    >>> from rulebook.troyes import die, group
    >>> s = troyes.position(money={"A": 7, "B": 0, "C": 0}, dice={"A": "Y4", "B": "Y5", "C": "Y6", "N": "Y3"})
    >>> s.purse("A"), s.district("N"), s.phase_name, s.to_move
    (7, ('Y3',), 'actions', 'A')
    >>> s.citizens_on("Palace")
    ('A', 'B', 'C', 'A', 'B', 'C')
    >>> farming = s.apply(Action("agriculture"))
    >>> ruling = farming.explain(group(die("A", "Y", 4), die("B", "Y", 5), die("C", "Y", 6)))
    >>> ruling.reason, ruling.rule_ids
    ('this costs 12 deniers (12 for dice (6 each in a group of 3)), you have 7', ('TRY-9.9', 'TRY-9.12'))
    >>> troyes.position(influence={"A": 21})
    Traceback (most recent call last):
    ...
    rulebook.core.actions.PositionError: influence: A has 21 (allowed: 0-20)
    >>> troyes.position_args(s)["dice"]
    {'district-A': ['Y4'], 'district-B': ['Y5'], 'district-C': ['Y6'], 'district-N': ['Y3']}

A position starts from a new game (seed 0, the given start player) and sets what the arguments name; citizens not
placed anywhere wait in their owner's general supply, so that every player still owns exactly twelve; the bank's
ledger is set so that the deniers on the table add up (TRY-9.13). Every argument is checked and a bad one raises
`rulebook.core.PositionError` naming it and the values allowed; then the conservation laws (`check_invariants`) and
the checks a saved position passes (`from_json`) must hold. Nothing is built on error.

Moves name dice with `troyes.die` and `troyes.group` (`group(die("A", "Y", 4), die("N", "Y", 3))`).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from typing import Any

from rulebook.core import JSONError, LogChain, LogEntry, OptionError, PositionError
from rulebook.core.fields import Field

from .board import BUILDING_TITLES, building_index, building_of, cathedral_named, spaces_named
from .cards import CardSet, load_cards
from .invariants import check_invariants
from .options import OPTIONS
from .phases.placement import snake_order
from .pieces import (
    COLOURS,
    DIE_TEXTS,
    EMPTY,
    GREY,
    OVER,
    PHASE_IDS,
    PHASES,
    SEATS,
    SETUP,
    by_seat,
    colour_named,
    dice_named,
    die_text,
    district_index,
    numbers_by_seat,
    owner_named,
    owner_text,
    seat_index,
    seats_named,
    who,
    words,
)
from .queries import activity_index, character_index, event_index
from .serialize import fields_from_json
from .setup import PLAYERS, new_game
from .state import TroyesState, replace
from .words import BUILDING_IDS, card_id, cathedral_id, district_id, event_id, slot_of_id, space_id

SPACE_ID = re.compile(r"^(Palace|Bishopric|CityHall)-([1-6])$")
EVENT_ID = re.compile(r"^event-([0-9]+)$")

NOTE = "A position set up for this example"
"""The first (and only) log line of a built position, unless `note` says otherwise."""
BIG = 10**6


def position(players: int = 3, *, phase: str = "actions", round: int = 1, start: Any = "A", to_move: Any = None,
             money: Any = None, district_money: Any = None, influence: Any = None, vp: Any = None,
             citizens: Mapping[str, Any] | None = None, lying: Mapping[str, Any] | None = None,
             personal_supply: Any = None, dice: Mapping[Any, Any] | None = None, dice_to_roll: Iterable = (),
             black_dice_to_roll: int = 0, black_pool: Iterable[int] = (), activity_cards: Iterable[str] = (),
             revealed: int = 3, tradesmen: Mapping[str, Any] | None = None,
             stored_cubes: Mapping[str, Any] | None = None, declared_cube: str | None = None,
             events: Iterable[str] | None = None, event_cubes: Mapping[str, Any] | None = None,
             red_deck: Iterable[str] | None = None, white_deck: Iterable[str] | None = None,
             yellow_deck: Iterable[str] | None = None, cathedral: Mapping[Any, Any] | None = None,
             characters: Mapping[Any, Iterable[str]] | None = None, passed: Iterable[Any] = (),
             trophies: Mapping[Any, Iterable[str]] | None = None, events_won: Any = None,
             event_cubes_placed: Any = None, black_dice_beaten: Any = None, spent_influence: bool = False,
             turns: int = 0, history: Iterable = (), pending: tuple = (), work: tuple = (),
             cards: Any = None, options: Mapping[str, Any] | None = None, note: str = NOTE) -> TroyesState:
    """A Troyes position built by name; every argument is optional.

    Seats are "A".."D" (any case, or 0-3); a per-seat argument is a mapping seat -> value (seats left out keep the
    default) or a sequence in seat order. Buildings are "Palace", "Bishopric", "City Hall"; districts are seats
    or "N" (neutral); cards are ids ("ACT-W-I-3") or printed names ("Priest"); dice are written "R2 W5 Y1".

    players:            2, 3 or 4
    phase:              "setup", "roll", "events", "black", "counter", "actions" (default) or "over"
    round, start:       the round (1..) and the start player; `to_move` the player to decide (default: start)
    money, district_money, influence, vp, personal_supply:   per seat (defaults 5 deniers, 4 influence, 0, 0, 0)
    citizens:           building -> its six spaces, e.g. {"Palace": "grey A A B C C"} ("-" = empty, setup only);
                        buildings left out get the players' citizens in turn on spaces 1.., grey ones on the rest
    lying:              building -> citizens evicted this round, e.g. {"Palace": "C"}
    dice:               district -> dice, e.g. {"A": "R2 Y4", "N": "W1"}
    dice_to_roll:       coloured dice waiting to be rolled, e.g. (("B", "white"),) (phase "roll", or a reroll)
    black_dice_to_roll, black_pool:   black dice still to roll (phase "black"), rolled black dice (phase "counter")
    activity_cards:     cards to put in play, each in the slot of its colour and level; `revealed` levels face up
    tradesmen:          card -> seats in space order, e.g. {"Merchant": "A B"}
    stored_cubes:       card -> per seat, e.g. {"Priest": {"A": 2}}; `declared_cube` a card whose cube is spent
    events:             the event row, oldest first (default: Marauding); `event_cubes` event -> seats, in order
                        ("grey" for a neutral cube)
    red_deck, white_deck, yellow_deck:   the decks, top first (default: what the seed left, minus the row)
    cathedral:          level -> its six columns, e.g. {1: "- A - grey A -"}, or (level, column) -> seat
    characters:         seat -> character cards; `trophies` seat -> event cards taken
    passed:             seats that have passed this round; `spent_influence`: the player to move spent influence
    events_won, event_cubes_placed, black_dice_beaten:   per seat, the counts characters score
    turns, history:     action turns played so far; per finished round (purses, influences), for outcome columns
    pending, work:      a decision in progress, in the engine's encoding (`state.pending`, `state.work`); rarely needed
    cards, options:     a card set (`load_cards`, `teaching.faq_fixtures.fixture_cards`) and rule options, as for
                        `new_game`
    note:               the position's one log line
    """
    n = _players(players)
    first = seat_index(start, n, "start")
    base = _new_game(n, first, _cards(cards), options)
    cfg = base.cfg
    phase_id = _phase(phase)
    if type(round) is not int or not 0 <= round <= cfg.rounds:
        raise PositionError("round", f"{round!r} is not a round of this game", f"0-{cfg.rounds}")
    if type(revealed) is not int or not 0 <= revealed <= 3:
        raise PositionError("revealed", f"{revealed!r} levels face up", "0-3")
    if type(black_dice_to_roll) is not int or not 0 <= black_dice_to_roll <= cfg.black_cap:
        raise PositionError("black_dice_to_roll", f"{black_dice_to_roll!r}", f"0-{cfg.black_cap}")
    build = _buildings(citizens, n, cfg, phase_id)
    lying_t = _lying(lying, n)
    slots = _activity(activity_cards, base.slots, cfg)
    trades = _on_cards(tradesmen, slots, cfg, "tradesmen", (),
                       lambda seats, field: _tradesmen(seats, n, cfg.trade_spaces, field))
    stored = _on_cards(stored_cubes, slots, cfg, "stored_cubes", (0,) * n,
                       lambda cubes, field: _cubes_by_seat(cubes, n, field))
    row = base.row if events is None else _events(events, cfg, "events")
    left = cfg.rounds - round
    personal = numbers_by_seat(personal_supply, n, 0, "personal_supply", 0, cfg.max_citizens)
    purses = numbers_by_seat(money, n, cfg.start_money, "money", 0, BIG)
    districts = numbers_by_seat(district_money, n, 0, "district_money", 0, BIG)
    fields = dict(
        round=round, phase=phase_id, start=first, seat=_to_move(to_move, first, n, phase_id, build, cfg),
        step=_placed(build, n) if phase_id == SETUP else n * cfg.setup_citizens,
        money=purses, dmoney=districts, bank=sum(purses) + sum(districts) - n * cfg.start_money,  # the bank paid
        infl=numbers_by_seat(influence, n, cfg.start_influence, "influence", 0, cfg.imax),    # out the rest
        vp=numbers_by_seat(vp, n, 0, "vp", 0, BIG), personal=personal,
        general=_general(build, lying_t, trades, personal, n, cfg.max_citizens), build=build, lying=lying_t,
        slots=slots, revealed=revealed, trades=trades, stored=stored,
        cube=-1 if declared_cube in (None, "") else _slot(declared_cube, slots, cfg, "declared_cube"),
        dist=_dice(dice, n), rolls=_rolls(dice_to_roll, n), black_rolls=black_dice_to_roll, pool=_pool(black_pool),
        row=row, row_cubes=_event_cubes(event_cubes, row, n, cfg),
        red_deck=tuple(c for c in base.red_deck if c not in row)[:left] if red_deck is None
        else _events(red_deck, cfg, "red_deck"),
        white_deck=tuple(c for c in base.white_deck if c not in row) if white_deck is None
        else _events(white_deck, cfg, "white_deck"),
        yellow_deck=tuple(c for c in base.yellow_deck if c not in row) if yellow_deck is None
        else _events(yellow_deck, cfg, "yellow_deck"),
        cath=cathedral_named(cathedral, n, cfg.levels), chars=_characters(characters, base.chars, n, cfg),
        passed=tuple(s in seats_named(passed, n, "passed") for s in range(n)),
        trophies=tuple(_events(t, cfg, f"trophies[{SEATS[s]!r}]") for s, t in by_seat(trophies, n, (), "trophies")
                       .items()),
        won=numbers_by_seat(events_won, n, 0, "events_won", 0, 100),
        placed=numbers_by_seat(event_cubes_placed, n, 0, "event_cubes_placed", 0, 1000),
        elim=numbers_by_seat(black_dice_beaten, n, 0, "black_dice_beaten", 0, 1000),
        spent=_flag(spent_influence, "spent_influence"), turns=_count(turns, "turns"),
        history=_history(history, n, cfg.rounds), pending=_encoded(pending, "pending"), work=_encoded(work, "work"),
        log_chain=LogChain(LogEntry(_note(note), ("TRY-3.1",)), None, 1))
    _check_phase(phase_id, fields)
    state = replace(base, **fields)
    _validate(state)
    return state


def _new_game(n: int, start: int, cards: CardSet | None, options: Mapping[str, Any] | None) -> TroyesState:
    """The new game a position starts from: seed 0, the start player fixed (unless the options say otherwise)."""
    opts = dict(options or {})
    if "cards" in opts:
        raise PositionError("options", "the card set is given as cards=..., not as an option")
    opts.setdefault("start_player", start)
    try:
        return new_game(n, seed=0, cards=cards, **opts)
    except (OptionError, ValueError, TypeError) as exc:
        raise PositionError("options", str(exc)) from None


def _validate(state: TroyesState) -> None:
    """The conservation laws, then the checks every saved position passes (cathedral, decks, pending, ...)."""
    problems = check_invariants(state)
    if problems:
        raise PositionError("position", "; ".join(problems))
    try:
        fields_from_json(state.to_json())
        state.legal_actions()
        state.chance_outcomes()
    except JSONError as exc:
        raise PositionError("position", str(exc).removeprefix("state: ")) from None
    except (IndexError, KeyError, ValueError, TypeError) as exc:
        raise PositionError("position", f"the engine cannot play from it ({type(exc).__name__}: {exc}); check "
                                        "phase, pending and work") from None


def _check_phase(phase: int, fields: dict) -> None:
    """What a phase needs in order to be played from: dice to roll, a black pool, a discard in progress."""
    name = PHASE_IDS[phase]
    if name == "roll" and not fields["rolls"]:
        raise PositionError("dice_to_roll", "phase 'roll' needs dice waiting to be rolled", "(district, colour) pairs")
    if name == "black" and not fields["black_rolls"]:
        raise PositionError("black_dice_to_roll", "phase 'black' needs black dice to roll", "1-6")
    if name == "counter" and not fields["pool"]:
        raise PositionError("black_pool", "phase 'counter' needs rolled black dice", "values 1-6")
    if name == "events" and (not fields["pending"] or fields["pending"][0] not in ("discard", "roll")):
        raise PositionError("pending", "phase 'events' stops only for a discard choice or an event's die",
                            "('discard' or 'roll', row position, op, player offset, black dice so far)")


# --- checking one argument ---------------------------------------------------------------------------------


def _players(players: Any) -> int:
    if type(players) is not int or players not in PLAYERS:
        raise PositionError("players", f"{players!r}", ", ".join(map(str, PLAYERS)))
    return players


def _cards(cards: Any) -> CardSet | None:
    if cards is None or isinstance(cards, CardSet):
        return cards
    try:
        return load_cards(cards)
    except (ValueError, OSError) as exc:
        raise PositionError("cards", str(exc), "a card set, a card file path, or its JSON") from None


def _phase(phase: Any) -> int:
    for i, name in enumerate(PHASE_IDS):
        if isinstance(phase, str) and phase.strip().lower() in (name, PHASES[i]):
            return i
    raise PositionError("phase", f"{phase!r}", ", ".join(PHASE_IDS))


def _note(note: Any) -> str:
    if not isinstance(note, str) or not note or len(note) > 300:
        raise PositionError("note", "expected a line of text", "1-300 characters")
    return note


def _flag(value: Any, field: str) -> bool:
    if type(value) is not bool:
        raise PositionError(field, f"{value!r}", "True or False")
    return value


def _count(value: Any, field: str) -> int:
    if type(value) is not int or not 0 <= value <= BIG:
        raise PositionError(field, f"{value!r}", "a whole number from 0")
    return value


def _buildings(citizens: Mapping[str, Any] | None, n: int, cfg, phase: int) -> tuple[int, ...]:
    """The 18 building spaces: the players' citizens in turn on spaces 1.., grey ones on the rest, unless named.

    A building named ("Palace": "grey A A B C C") gets its six spaces; a space named by its id ("Palace-3": "A",
    the position editor's form) gets one citizen, and then every space not named stays empty."""
    build = [i % n if i < n * cfg.setup_citizens else GREY for i in range(18)]
    if citizens is not None and not isinstance(citizens, Mapping):
        raise PositionError("citizens", f"{citizens!r}", "a mapping building -> six citizens, or space -> citizen")
    if any(isinstance(key, str) and SPACE_ID.match(key.strip()) for key in (citizens or {})):
        build = [EMPTY] * 18
    for name, text in (citizens or {}).items():
        match = SPACE_ID.match(name.strip()) if isinstance(name, str) else None
        if match:
            b, space = BUILDING_IDS.index(match.group(1)), int(match.group(2))
            field = f"citizens[{name!r}]"
            if not isinstance(text, str):
                raise PositionError(field, f"{text!r}", ", ".join(SEATS[:n]) + " or grey")
            build[b * 6 + space - 1] = owner_named(text, n, field, phase == SETUP)
            continue
        if isinstance(name, str) and building_of(name) < 0:
            raise PositionError("citizens", f"{name!r} is not a building or a building space",
                                "Palace, Bishopric, City Hall, or a space Palace-1 .. CityHall-6")
        b = building_index(name, "citizens")
        build[b * 6:b * 6 + 6] = spaces_named(text, n, f"citizens[{BUILDING_TITLES[b]!r}]", phase == SETUP)
    return tuple(build)


def _lying(lying: Mapping[str, Any] | None, n: int) -> tuple[tuple[int, ...], ...]:
    out: list[tuple[int, ...]] = [(), (), ()]
    for name, text in (lying or {}).items():
        key = name.strip().removeprefix("lying-") if isinstance(name, str) else name
        b = BUILDING_IDS.index(key) if key in BUILDING_IDS else building_index(name, "lying")
        field = f"lying[{BUILDING_TITLES[b]!r}]"
        out[b] = tuple(sorted(owner_named(t, n, field) for t in words(text, field)))
    return tuple(out)


def _placed(build: tuple[int, ...], n: int) -> int:
    return sum(1 for owner in build if 0 <= owner < n)


def _general(build: tuple, lying: tuple, trades: tuple, personal: tuple, n: int, most: int) -> tuple[int, ...]:
    """Every citizen not placed anywhere waits in the general supply (TRY-1.6, TRY-1.7)."""
    general = []
    for s in range(n):
        used = build.count(s) + sum(x.count(s) for x in lying) + sum(t.count(s) for t in trades) + personal[s]
        if used > most:
            raise PositionError("citizens", f"{SEATS[s]} would own {used} citizens (buildings, lying, tradesmen "
                                "and personal supply)", f"at most {most} (TRY-1.6)")
        general.append(most - used)
    return tuple(general)


def _activity(cards: Iterable[str], slots: tuple[int, ...], cfg) -> tuple[int, ...]:
    out = list(slots)
    filled: dict[int, str] = {}
    for card in (cards,) if isinstance(cards, str) else cards:
        index = activity_index(cfg, card, "activity_cards")
        found = cfg.activity[index]
        slot = found.colour * 3 + found.level - 1
        if slot in filled:
            raise PositionError("activity_cards", f"{card!r} and {filled[slot]!r} are both {COLOURS[found.colour]} "
                                f"level-{'I' * found.level} cards", "one card per colour and level (TRY-2.9)")
        filled[slot] = card
        out[slot] = index
    return tuple(out)


def _slot(card: Any, slots: tuple[int, ...], cfg, field: str) -> int:
    """The slot of an activity card in play, by id, printed name, or the picture's slot id ('card-Y-II')."""
    if isinstance(card, str) and slot_of_id(card.strip()) >= 0:
        return slot_of_id(card.strip())
    try:
        index = activity_index(cfg, card, field)
    except PositionError as error:
        raise PositionError(field, error.problem, "a slot card-R-I .. card-Y-III, or an activity card in play: "
                            + ", ".join(cfg.activity[c].name for c in slots)) from None
    if index not in slots:
        raise PositionError(field, f"{cfg.activity[index].name} is not in play",
                            ", ".join(cfg.activity[c].name for c in slots) + " (or add it to activity_cards)")
    return slots.index(index)


def _on_cards(values: Mapping[str, Any] | None, slots: tuple[int, ...], cfg, field: str, empty: Any,
              read) -> tuple:
    """Something per activity card in play (tradesmen, stored cubes), read by `read(value, field)`."""
    out = [empty] * 9
    for card, value in (values or {}).items():
        out[_slot(card, slots, cfg, field)] = read(value, f"{field}[{card!r}]")
    return tuple(out)


def _cubes_by_seat(cubes: Any, n: int, field: str) -> tuple[int, ...]:
    """Stored cubes per seat: a mapping seat -> count, counts in seat order, or one seat name per cube."""
    if isinstance(cubes, str) or (isinstance(cubes, (list, tuple)) and cubes and
                                  all(isinstance(c, str) for c in cubes)):
        owners = seats_named(cubes, n, field)
        return tuple(owners.count(s) for s in range(n))
    return numbers_by_seat(cubes, n, 0, field, 0, 100)


def _tradesmen(seats: Any, n: int, spaces: int, field: str) -> tuple[int, ...]:
    owners = seats_named(seats, n, field)
    if len(set(owners)) != len(owners) or len(owners) > spaces:
        raise PositionError(field, f"{len(owners)} tradesmen", f"at most {spaces}, one per player (TRY-11.5, "
                            "TRY-11.6)")
    return owners


def _events(cards: Any, cfg, field: str) -> tuple[int, ...]:
    out = tuple(event_index(cfg, card, field) for card in ((cards,) if isinstance(cards, str) else cards))
    if len(set(out)) != len(out):
        raise PositionError(field, "an event card is named twice", "each card once")
    return out


def _event_cubes(event_cubes: Mapping[str, Any] | None, row: tuple[int, ...], n: int, cfg) -> tuple:
    cubes = [()] * len(row)
    for event, seats in (event_cubes or {}).items():
        match = EVENT_ID.match(event.strip()) if isinstance(event, str) else None
        if match:
            pos = int(match.group(1)) - 1
            if pos >= len(row):
                raise PositionError("event_cubes", f"{event!r}: the row has {len(row)} events",
                                    ", ".join(f"event-{k + 1}" for k in range(len(row))) or "the row is empty")
            event = cfg.events[row[pos]].id
        index = event_index(cfg, event, "event_cubes")
        if index not in row:
            raise PositionError("event_cubes", f"{cfg.events[index].name} is not in the event row",
                                ", ".join(cfg.events[c].name for c in row) or "the row is empty")
        owners = _cube_owners(seats, n, f"event_cubes[{event!r}]")
        if len(owners) > cfg.events[index].spaces:
            raise PositionError(f"event_cubes[{event!r}]", f"{len(owners)} cubes",
                                f"at most {cfg.events[index].spaces} (its spaces)")
        cubes[row.index(index)] = owners
    return tuple(cubes)


def _cube_owners(seats: Any, n: int, field: str) -> tuple[int, ...]:
    """Cubes on an event written "A B grey" or ["A", "B", "grey"]: seats, or grey for a neutral cube (Support,
    TRY-20.57)."""
    words = seats.split() if isinstance(seats, str) else seats
    if isinstance(words, (list, tuple)) and any(isinstance(w, str) and w.lower() in ("grey", "gray") for w in words):
        return tuple(GREY if isinstance(w, str) and w.lower() in ("grey", "gray") else seat_index(w, n, field)
                     for w in words)
    return seats_named(seats, n, field)


def _dice(dice: Mapping[Any, Any] | None, n: int) -> tuple[tuple[int, ...], ...]:
    out: list[tuple[int, ...]] = [()] * 5
    if dice is not None and not isinstance(dice, Mapping):
        raise PositionError("dice", f"{dice!r}", "a mapping district -> dice, e.g. {'A': 'R2 Y4', 'N': 'W1'}")
    for key, text in (dice or {}).items():
        district = district_index(key, n, "dice")
        out[district] = dice_named(text, f"dice[{who(district)!r}]")
    return tuple(out)


def _rolls(dice_to_roll: Iterable, n: int) -> tuple[tuple[int, int], ...]:
    out = []
    for i, item in enumerate(dice_to_roll):
        field = f"dice_to_roll[{i}]"
        if isinstance(item, str) and len(item.split()) == 2:
            item = tuple(item.split())
        if not isinstance(item, (list, tuple)) or len(item) != 2:
            raise PositionError(field, f"{item!r}", "(district, colour), e.g. ('B', 'white') or 'B white'")
        out.append((district_index(item[0], n, field), colour_named(item[1], field)))
    return tuple(out)


def _pool(black_pool: Iterable[int]) -> tuple[int, ...]:
    values = tuple(black_pool)
    if not all(type(v) is int and 1 <= v <= 6 for v in values):
        raise PositionError("black_pool", f"{values!r}", "black die values 1-6")
    return tuple(sorted(values, reverse=True))


def _characters(characters: Mapping[Any, Iterable[str]] | None, dealt: tuple, n: int, cfg) -> tuple:
    if characters is None:
        return dealt
    out = dict(enumerate(dealt))
    for seat, cards in by_seat(characters, n, None, "characters").items():
        if cards is None:
            continue
        field = f"characters[{SEATS[seat]!r}]"
        names = (cards,) if isinstance(cards, str) else tuple(cards)
        if len(names) != cfg.chars_per_player:
            raise PositionError(field, f"{len(names)} characters", f"{cfg.chars_per_player} per player with {n} "
                                "players (TRY-2.14)")
        out[seat] = tuple(character_index(cfg, c, field) for c in names)
    every = [c for seat in range(n) for c in out[seat]]
    if len(set(every)) != len(every):
        raise PositionError("characters", "a character is dealt twice", "each character card at most once")
    return tuple(out[seat] for seat in range(n))


def _history(history: Iterable, n: int, rounds: int) -> tuple:
    out = []
    for i, item in enumerate(history):
        field = f"history[{i}]"
        if not isinstance(item, (list, tuple)) or len(item) != 2:
            raise PositionError(field, f"{item!r}", "(purses, influences) per finished round")
        out.append(tuple(numbers_by_seat(tuple(part), n, 0, field, 0, BIG) for part in item))
    if len(out) > rounds:
        raise PositionError("history", f"{len(out)} rounds", f"at most {rounds}")
    return tuple(out)


def _encoded(value: Any, field: str) -> tuple:
    def plain(v: Any, depth: int) -> Any:
        if isinstance(v, (list, tuple)) and depth < 5:
            return tuple(plain(x, depth + 1) for x in v)
        if isinstance(v, (int, str)) and not isinstance(v, bool):
            return v
        raise PositionError(field, f"{value!r}", "the engine's encoding: tuples of whole numbers and words")
    return plain(value, 0)


def _to_move(to_move: Any, start: int, n: int, phase: int, build: tuple, cfg) -> int:
    if phase == OVER:
        if to_move is not None:
            raise PositionError("to_move", "nobody moves once the game is over", "None")
        return -1
    if to_move is not None:
        return seat_index(to_move, n, "to_move")
    if phase == SETUP:  # the next seat in snake order (TRY-2.18)
        order = snake_order(n, start, cfg.setup_citizens)
        placed = _placed(build, n)
        return order[placed] if placed < len(order) else start
    return start


# --- the fields, for the position editor -----------------------------------------------------------------------

ADVANCED_ARGS = ("history", "pending", "work", "cards", "options", "note")
"""Keywords of `position` no editor field describes (engine encodings, a card set, options, the log line):
`position_args` gives them when a position needs them, and an editor passes them on unchanged."""


def position_fields(state: TroyesState | None = None) -> tuple[Field, ...]:
    """The fields of `position(...)` for the game of `state` (its seats, cards and options); for a 4-player game
    with the shipped cards when no state is given. Every value shape is what `position_args` gives."""
    base = state if state is not None else new_game(4, seed=0)
    cfg, n = base.cfg, base.n
    seats = SEATS[:n]
    activity = tuple(_name(cfg.activity, i) for i in range(len(cfg.activity)))
    events = tuple(_name(cfg.events, i) for i in range(len(cfg.events)))
    deck = lambda colour: tuple(_name(cfg.events, i) for i, e in enumerate(cfg.events) if e.colour == colour)
    characters = tuple(_name(cfg.characters, i) for i in range(len(cfg.characters)))
    cards = tuple(card_id(slot) for slot in range(9))
    dice = tuple(DIE_TEXTS[code] for code in range(24) if 1 <= code & 7 <= 6)
    districts = tuple(district_id(d) for d in (*range(n), 4))
    per_seat = lambda name, label, hi, text="": Field(name, label, "seat_numbers", "Players", text, 0, hi,
                                                       seats=seats)
    return (
        Field("players", "Players", "number", "Turn", "2, 3 or 4 players", 2, 4),
        Field("phase", "Phase", "choice", "Turn", "the phase of the round", choices=PHASE_IDS),
        Field("round", "Round", "number", "Turn", "0 during setup", 0, cfg.rounds),
        Field("start", "Start player", "choice", "Turn", choices=seats),
        Field("to_move", "To move", "choice", "Turn", "left out: the start player (setup: the snake order)",
              choices=seats),
        Field("passed", "Passed this round", "items", "Turn", choices=seats, max_items=n),
        Field("spent_influence", "Influence spent this turn", "flag", "Turn"),
        Field("turns", "Action turns played", "number", "Turn", "", 0, BIG),
        Field("citizens", "Citizens on the buildings", "place_values", "Board",
              "every space after setup; '-' is an empty space (setup only)",
              places=tuple(space_id(b, k) for b in range(3) for k in range(1, 7)), choices=(*seats, "grey", "-")),
        Field("lying", "Citizens lying beside a building", "place_items", "Board", "evicted this round",
              places=tuple(f"lying-{b}" for b in BUILDING_IDS), choices=(*seats, "grey")),
        Field("dice", "Dice in the districts", "place_items", "Board", "colour letter and value",
              places=districts, choices=dice, max_items=18),
        Field("dice_to_roll", "Coloured dice waiting to be rolled", "items", "Board",
              "phase roll, or a reroll", choices=tuple(f"{d[9:]} {c}" for d in districts for c in COLOURS),
              max_items=18),
        Field("black_dice_to_roll", "Black dice to roll", "number", "Board", "phase black", 0, cfg.black_cap),
        Field("black_pool", "Black dice rolled", "items", "Board", "phase counter", choices=(6, 5, 4, 3, 2, 1),
              max_items=cfg.black_cap),
        Field("cathedral", "Cubes in the cathedral", "place_values", "Board", "level, then column (die value)",
              places=tuple(cathedral_id(lv, c) for lv in range(1, cfg.levels + 1) for c in range(1, 7)),
              choices=(*seats, "grey")),
        per_seat("money", "Deniers in the purse", BIG),
        per_seat("district_money", "Deniers in the district (after passing)", BIG),
        per_seat("influence", "Influence", cfg.imax),
        per_seat("vp", "VP earned in play", BIG),
        per_seat("personal_supply", "Citizens in the personal supply", cfg.max_citizens),
        per_seat("events_won", "Events won", 100, "counted by characters"),
        per_seat("event_cubes_placed", "Cubes placed on events", 1000, "counted by characters"),
        per_seat("black_dice_beaten", "Black dice beaten", 1000, "counted by characters"),
        Field("characters", "Characters", "seat_items", "Players", "secret", choices=characters, seats=seats,
              max_items=cfg.chars_per_player),
        Field("trophies", "Event cards won", "seat_items", "Players", choices=events, seats=seats),
        Field("activity_cards", "Activity cards in play", "items", "Cards", "each in the slot of its colour and level",
              choices=activity, max_items=9),
        Field("revealed", "Activity levels face up", "number", "Cards", "", 0, 3),
        Field("tradesmen", "Tradesmen", "place_items", "Cards", "in space order", places=cards, choices=seats,
              max_items=cfg.trade_spaces),
        Field("stored_cubes", "Stored cubes", "place_items", "Cards", "one seat per cube", places=cards,
              choices=seats),
        Field("declared_cube", "Cube spent on this action", "choice", "Cards", "'' for none", choices=("", *cards)),
        Field("events", "Event row", "items", "Cards", "oldest first", choices=events, max_items=len(events)),
        Field("event_cubes", "Cubes on events", "place_items", "Cards", "in the order placed",
              places=tuple(event_id(k) for k in range(len(events))), choices=(*seats, "grey")),
        Field("red_deck", "Red event deck", "items", "Cards", "top first", choices=deck(0)),
        Field("white_deck", "White event deck", "items", "Cards", "top first", choices=deck(1)),
        Field("yellow_deck", "Yellow event deck", "items", "Cards", "top first", choices=deck(2)),
    )


# --- the inverse --------------------------------------------------------------------------------------------


def position_args(state: TroyesState) -> dict[str, Any]:
    """The arguments of `position` that rebuild `state`'s table: `position(**position_args(s))` has the same
    `to_json()` as `s` except for the log (which becomes the one line `note`). Arguments equal to what
    `position` would choose anyway are left out; seats, buildings and cards come by name.
    """
    cfg, n = state.cfg, state.n
    base = _new_game(n, state.start, cfg.cards if cfg.custom_cards else None, _options(state))
    args: dict[str, Any] = {"players": n, "phase": PHASE_IDS[state.phase], "round": state.round,
                            "start": SEATS[state.start]}
    if state.phase != OVER and state.seat != _to_move(None, state.start, n, state.phase, state.build, cfg):
        args["to_move"] = SEATS[state.seat]
    for name, values, default in (("money", state.money, cfg.start_money), ("district_money", state.dmoney, 0),
                                  ("influence", state.infl, cfg.start_influence), ("vp", state.vp, 0),
                                  ("personal_supply", state.personal, 0), ("events_won", state.won, 0),
                                  ("event_cubes_placed", state.placed, 0), ("black_dice_beaten", state.elim, 0)):
        if any(v != default for v in values):
            args[name] = {SEATS[s]: v for s, v in enumerate(values) if v != default}
    args["citizens"] = {space_id(b, k + 1): owner_text(o) for b in range(3)
                        for k, o in enumerate(state.build[b * 6:b * 6 + 6])}  # '-': empty (setup only)
    card = lambda family, index: _name(getattr(cfg, family), index)
    seats = lambda owners: [SEATS[p] for p in owners]
    optional = {
        "lying": {f"lying-{BUILDING_IDS[b]}": [owner_text(o) for o in x] for b, x in enumerate(state.lying) if x},
        "dice": {district_id(d): [die_text(c) for c in codes] for d, codes in enumerate(state.dist) if codes},
        "dice_to_roll": [f"{who(d)} {COLOURS[c]}" for d, c in state.rolls],
        "black_dice_to_roll": state.black_rolls, "black_pool": list(state.pool),
        "activity_cards": [card("activity", c) for c in state.slots] if state.slots != base.slots else [],
        "tradesmen": {card_id(k): seats(t) for k, t in enumerate(state.trades) if t},
        "stored_cubes": {card_id(k): [SEATS[p] for p, c in enumerate(x) for _ in range(c)]
                         for k, x in enumerate(state.stored) if any(x)},
        "declared_cube": card_id(state.cube) if state.cube >= 0 else None,
        "event_cubes": {event_id(k): [owner_text(o) for o in state.row_cubes[k]] for k in range(len(state.row))
                        if state.row_cubes[k]},
        "cathedral": {cathedral_id(level, column): owner_text(o) for level in range(1, cfg.levels + 1)
                      for column in range(1, 7) if (o := state.cath[(level - 1) * 6 + column - 1]) >= 0},
        "characters": {SEATS[s]: [card("characters", c) for c in cs] for s, cs in enumerate(state.chars)}
        if state.chars != base.chars else None,
        "passed": [SEATS[s] for s in range(n) if state.passed[s]],
        "trophies": {SEATS[s]: [card("events", c) for c in t] for s, t in enumerate(state.trophies) if t},
        "spent_influence": state.spent, "turns": state.turns, "history": state.history, "pending": state.pending,
        "work": state.work, "cards": cfg.cards if cfg.custom_cards else None, "options": _options(state),
    }
    args.update({name: value for name, value in optional.items() if value})
    if state.row != base.row:
        args["events"] = [card("events", c) for c in state.row]
    if state.revealed != 3:
        args["revealed"] = state.revealed
    left = cfg.rounds - state.round
    for name, deck, default in (
            ("red_deck", state.red_deck, tuple(c for c in base.red_deck if c not in state.row)[:left]),
            ("white_deck", state.white_deck, tuple(c for c in base.white_deck if c not in state.row)),
            ("yellow_deck", state.yellow_deck, tuple(c for c in base.yellow_deck if c not in state.row))):
        if deck != default:
            args[name] = [card("events", c) for c in deck]
    return args


def _name(cards: tuple, index: int) -> str:
    """A card's printed name when it names that card alone, else its id."""
    name = cards[index].name.lower()
    same = [c for c in cards if name in (c.id.lower(), c.name.lower(), c.name.lower().removeprefix("stand-in: "))]
    return cards[index].name if len(same) == 1 else cards[index].id


def _options(state: TroyesState) -> dict[str, Any]:
    """The options that differ from the spec's defaults (the start player only when it is not the fixed start)."""
    out = {}
    for name, value in state.cfg.opts.items():
        if (name == "start_player" and value != state.start) or (name not in ("cards", "start_player") \
                and value != OPTIONS[name].default):
            out[name] = value
    return out


POSITION_FIELDS = position_fields()
"""The fields of `position(...)` for a 4-player game with the shipped cards (`position_fields(state)` gives a
game's own: its seats, cards and options), grouped "Turn", "Board", "Players", "Cards"."""
