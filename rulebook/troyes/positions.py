"""Building positions directly (for FAQ cases, the walkthrough and tests), and the FAQ's fixture cards.

`table(...)` starts from a real new game and sets only what an example needs; citizens not placed anywhere go
to the general supply so that every player still owns exactly twelve. Fixture cards (`FX-...`) live only here:
`fixture_cards(...)` swaps them into a copy of the shipped deck, in a slot of the same colour and level.
"""

from __future__ import annotations

import copy
from collections.abc import Mapping
from typing import Any

from rulebook.core import Action, LogChain, LogEntry

from .cards import CardSet, load_cards, shipped_cards
from .constants import BUILDINGS, COLOUR_OF_LETTER, EMPTY, GREY, LEVEL_OF_NAME, NEUTRAL, PHASES, SEAT_NAMES, die_code
from .setup import new_game
from .state import TroyesState, replace

# --- fixture cards (spec section 19) ------------------------------------------------------------------------


def _fixture(base: dict, **fields: Any) -> dict:
    card = copy.deepcopy(base)
    card.update(fields)
    card.update(provenance="partial", stand_in_fields=["fixture"], sources=[],
                notes="Test fixture from the spec's FAQ section; never part of the shipped deck.")
    return card


def fixture_cards(*names: str) -> CardSet:
    """The shipped deck with the named FAQ fixtures swapped in (each into a slot of its colour and level)."""
    data = shipped_cards().to_data()
    by_id = {c["id"]: c for family in ("activity", "events", "characters") for c in data[family]}
    act = {"hire_cost": 3, "space_vp": [1, 1, 0, 0], "activation_cost": 3, "restrictions": {"not_for_actions": []},
           "effect": [], "modifier": None}
    fixtures = {
        "FX-Priest": ("ACT-W-II-2", _fixture(by_id["ACT-W-II-2"], id="FX-Priest", name="FX-Priest",
                                             **dict(act, modifier={"op": "die_modifier", "colour": "yellow",
                                                                   "add": 3, "scope": "each_die"}),
                                             timing="deferred")),
        "FX-Blacksmith": ("ACT-Y-II-1", _fixture(by_id["ACT-Y-II-1"], id="FX-Blacksmith", name="FX-Blacksmith",
                                                 **dict(act, modifier={"op": "die_modifier", "colour": "red",
                                                                       "add": 5, "scope": "group_total"}),
                                                 timing="deferred")),
        "FX-Chapel": ("ACT-W-III-1", _fixture(by_id["ACT-W-III-1"], id="FX-Chapel", name="FX-Chapel",
                                              **dict(act, activation_cost=5, effect=[{"op": "gain_vp", "amount": 1}]),
                                              timing="immediate")),
        "FX-Raid": ("EVT-R-2", _fixture(by_id["EVT-R-2"], id="FX-Raid", name="FX-Raid", black_dice=1,
                                        fight={"colour": "red", "divisor": 3, "spaces": 4}, round_effect=[])),
        "FX-Raid6": ("EVT-R-2", _fixture(by_id["EVT-R-2"], id="FX-Raid", name="FX-Raid", black_dice=1,
                                         fight={"colour": "red", "divisor": 3, "spaces": 6}, round_effect=[])),
        "FX-Tax": ("EVT-Y-1", _fixture(by_id["EVT-Y-1"], id="FX-Tax", name="FX-Tax", round_effect=[
            {"op": "each_player_pay", "resource": "money", "amount": 3}])),
        "FX-Schism": ("EVT-W-2", _fixture(by_id["EVT-W-2"], id="FX-Schism", name="FX-Schism", round_effect=[
            {"op": "each_player_discard_dice", "colour": "white", "count": 1}])),
        "FX-Coins": ("CHR-2", _fixture(by_id["CHR-2"], id="FX-Coins", name="FX-Coins", metric="money",
                                       thresholds=[5, 10, 20])),
        "FX-Stones": ("CHR-1", _fixture(by_id["CHR-1"], id="FX-Stones", name="FX-Stones", metric="cathedral_cubes",
                                        thresholds=[1, 3, 5])),
        "FX-Guilds": ("CHR-6", _fixture(by_id["CHR-6"], id="FX-Guilds", name="FX-Guilds", metric="tradesmen",
                                        thresholds=[1, 2, 3])),
        "FX-Voice": ("CHR-4", _fixture(by_id["CHR-4"], id="FX-Voice", name="FX-Voice", metric="influence",
                                       thresholds=[5, 10, 15])),
    }
    for name in names:
        slot_id, card = fixtures[name]
        for family in ("activity", "events", "characters"):
            data[family] = [card if c["id"] == slot_id else c for c in data[family]]
    return load_cards(data)


# --- positions ----------------------------------------------------------------------------------------------


def _owner(token: str) -> int:
    return {"grey": GREY, "-": EMPTY}.get(token, SEAT_NAMES.index(token) if token in SEAT_NAMES else -9)


def _default_buildings(n: int, each: int) -> list[int]:
    build = [EMPTY] * 18
    for i in range(n * each):
        build[i] = i % n
    return [GREY if owner == EMPTY else owner for owner in build]


def table(players: int = 3, *, cards: CardSet | None = None, phase: str = "actions", round: int = 1,
          start: int = 0, seat: int | None = None, money: Mapping[int, int] | None = None,
          infl: Mapping[int, int] | None = None, vp: Mapping[int, int] | None = None,
          dmoney: Mapping[int, int] | None = None, personal: Mapping[int, int] | None = None,
          dist: Mapping[Any, str] | None = None, buildings: Mapping[str, str] | None = None,
          lying: Mapping[str, str] | None = None, activity: tuple[str, ...] = (), revealed: int = 3,
          trades: Mapping[str, tuple] | None = None, stored: Mapping[str, Mapping[int, int]] | None = None,
          row: tuple[str, ...] | None = None, row_cubes: Mapping[str, tuple] | None = None,
          pool: tuple[int, ...] = (), cath: Mapping[tuple[int, int], int] | None = None,
          rolls: tuple = (), passed: tuple[int, ...] = (), chars: Mapping[int, tuple[str, ...]] | None = None,
          red_deck: tuple[str, ...] | None = None, options: Mapping[str, Any] | None = None,
          note: str = "A position set up for this example") -> TroyesState:
    """A position built directly: a new game (seed 0, start player `start`) with the given parts replaced."""
    base = new_game(players, seed=0, start_player=start, cards=cards, **(options or {}))
    cfg = base.cfg
    n = players
    build = _default_buildings(n, cfg.setup_citizens)
    for name, text in (buildings or {}).items():
        b = BUILDINGS.index(name)
        tokens = text.split()
        if len(tokens) != 6:
            raise ValueError(f"buildings[{name}]: give six owners (A-D, grey or -)")
        build[b * 6:b * 6 + 6] = [_owner(t) for t in tokens]
    lying_t = [(), (), ()]
    for name, text in (lying or {}).items():
        lying_t[BUILDINGS.index(name)] = tuple(sorted(_owner(t) for t in text.split()))
    slots = list(base.slots)
    for card_id in activity:
        index = cfg.activity_index[card_id]
        card = cfg.activity[index]
        slots[card.colour * 3 + card.level - 1] = index
    slot_of = {cfg.activity[c].id: i for i, c in enumerate(slots)}
    trades_t = [()] * 9
    for card_id, seats in (trades or {}).items():
        trades_t[slot_of[card_id]] = tuple(seats)
    stored_t = [(0,) * n] * 9
    for card_id, per_seat in (stored or {}).items():
        stored_t[slot_of[card_id]] = tuple(per_seat.get(s, 0) for s in range(n))
    row_ids = row if row is not None else tuple(cfg.events[c].id for c in base.row)
    row_t = tuple(cfg.event_index[e] for e in row_ids)
    cubes_t = tuple(tuple((row_cubes or {}).get(e, ())) for e in row_ids)
    left = cfg.rounds - round
    reds = tuple(cfg.event_index[e] for e in red_deck) if red_deck is not None else tuple(
        c for c in base.red_deck if c not in row_t)[:left]
    cath_t = [EMPTY] * (cfg.levels * 6)
    for (level, value), owner in (cath or {}).items():
        cath_t[(level - 1) * 6 + value - 1] = owner
    dist_t = [()] * 5
    for key, text in (dist or {}).items():
        district = NEUTRAL if key == "N" else key
        dist_t[district] = tuple(sorted(die_code(COLOUR_OF_LETTER[t[0]], int(t[1])) for t in text.split()))
    pers = tuple((personal or {}).get(s, 0) for s in range(n))
    general = []
    for s in range(n):
        used = build.count(s) + sum(x.count(s) for x in lying_t) + sum(t.count(s) for t in trades_t) + pers[s]
        if used > cfg.max_citizens:
            raise ValueError(f"seat {SEAT_NAMES[s]} would own {used} citizens")
        general.append(cfg.max_citizens - used)
    char_index = {c.id: i for i, c in enumerate(cfg.characters)}
    chars_t = base.chars if chars is None else tuple(tuple(char_index[c] for c in chars[s]) for s in range(n))
    whites = tuple(c for c in base.white_deck if c not in row_t)
    yellows = tuple(c for c in base.yellow_deck if c not in row_t)
    per_seat = lambda values, default: tuple((values or {}).get(s, default) for s in range(n))
    phase_index = PHASES.index(phase)
    purses, districts = per_seat(money, cfg.start_money), per_seat(dmoney, 0)
    return replace(
        base, round=round, phase=phase_index, seat=start if seat is None else seat, step=n * cfg.setup_citizens,
        money=purses, infl=per_seat(infl, cfg.start_influence), vp=per_seat(vp, 0),
        bank=sum(purses) + sum(districts) - n * cfg.start_money,  # the bank paid out whatever is extra
        dmoney=districts, personal=pers, general=tuple(general), build=tuple(build), lying=tuple(lying_t),
        slots=tuple(slots), revealed=revealed, trades=tuple(trades_t), stored=tuple(stored_t), dist=tuple(dist_t),
        row=row_t, row_cubes=cubes_t, red_deck=reds, white_deck=whites, yellow_deck=yellows, pool=tuple(pool),
        cath=tuple(cath_t), rolls=tuple(rolls), passed=tuple(s in passed for s in range(n)), chars=chars_t,
        log_chain=LogChain(LogEntry(note, ("TRY-3.1",)), None, 1))


def die(district: int | str, colour: str, value: int) -> tuple:
    """A die reference as actions use it: (district, colour letter, value); 'N' = the neutral district."""
    return (NEUTRAL if district == "N" else district, colour, value)


def group(*dice: tuple) -> Action:
    """A `group` action from die references (any order)."""
    return Action("group", tuple(sorted(dice, key=lambda r: (r[0], "RWY".index(r[1]), r[2]))))


def level_of(name: str) -> int:
    return LEVEL_OF_NAME[name]
