"""Saving and loading states: canonical JSON holding the whole position (log included), strictly validated.

`state_to_json` writes a state (`State.to_json` calls it); `fields_from_json` reads one back into the state's
fields, which `state.from_json` (the public `troyes.from_json`) assembles into a state. Reading checks every field
(type, range, allowed values) and the consistency of the pieces: each player's twelve citizens are all somewhere,
no card is in two places, at most six dice of a colour, cathedral columns built from below, event cubes within
their spaces. Errors name the field path.
"""

from __future__ import annotations

from typing import Any

from rulebook.core import JSONError, jsonio, log_entries, log_from_json, resolve_options

from .options import OPTIONS, get_config, options_from_json
from .pieces import ACTIONS, COUNTER, EMPTY, EVENTS, GREY, LETTERS, NEUTRAL, OVER, PHASE_IDS, SETUP, die_code, die_text

FORMAT = "troyes-state"
KIND_NAMES = ("activate", "agriculture", "cathedral", "fight", "recruit")


def _dice(codes) -> str:
    return " ".join(die_text(c) for c in codes)


def state_to_json(s) -> str:
    """The whole position as canonical JSON (sorted keys, no spaces), log included."""
    cfg = s.cfg
    data = {
        "format": FORMAT, "players": s.n, "options": cfg.options_json, "round": s.round, "phase": PHASE_IDS[s.phase],
        "start": s.start, "seat": s.seat, "step": s.step,
        "money": list(s.money), "district_money": list(s.dmoney), "influence": list(s.infl), "vp": list(s.vp),
        "general": list(s.general), "personal": list(s.personal), "passed": list(s.passed),
        "characters": [[cfg.characters[c].id for c in cs] for cs in s.chars],
        "buildings": list(s.build), "lying": [list(x) for x in s.lying],
        "activity": [cfg.activity[c].id for c in s.slots], "revealed": s.revealed,
        "tradesmen": [list(t) for t in s.trades], "stored": [list(x) for x in s.stored],
        "districts": [_dice(d) for d in s.dist], "rolls": [list(r) for r in s.rolls], "black_rolls": s.black_rolls,
        "pool": list(s.pool), "row": [cfg.events[c].id for c in s.row], "row_cubes": [list(c) for c in s.row_cubes],
        "decks": [[cfg.events[c].id for c in deck] for deck in (s.red_deck, s.white_deck, s.yellow_deck)],
        "cathedral": list(s.cath), "trophies": [[cfg.events[c].id for c in t] for t in s.trophies],
        "events_won": list(s.won), "event_cubes_placed": list(s.placed), "black_eliminated": list(s.elim),
        "pending": _plain(s.pending), "work": _plain(s.work), "cube": s.cube, "spent": s.spent, "turns": s.turns,
        "bank": s.bank, "history": [[list(m), list(i)] for m, i in s.history],
        "log": [e.to_json() for e in log_entries(s.log_chain)],
    }
    return jsonio.dumps(data)


def _plain(value: Any) -> Any:
    return [_plain(v) for v in value] if isinstance(value, tuple) else value


KEYS = ("format", "players", "options", "round", "phase", "start", "seat", "step", "money", "district_money",
        "influence", "vp", "general", "personal", "passed", "characters", "buildings", "lying", "activity",
        "revealed", "tradesmen", "stored", "districts", "rolls", "black_rolls", "pool", "row", "row_cubes", "decks",
        "cathedral", "trophies", "events_won", "event_cubes_placed", "black_eliminated", "pending", "work", "cube",
        "spent", "turns", "bank", "history", "log")


class _Reader:
    """Field readers bound to one state's player count."""

    def __init__(self, data: dict, n: int):
        self.data = data
        self.n = n

    def int(self, key: str, lo: int, hi: int) -> int:
        """A whole number field within lo..hi."""
        return jsonio.integer(self.data[key], f"state.{key}", lo, hi)

    def seats(self, key: str, lo: int, hi: int) -> tuple[int, ...]:
        """A per-seat list of whole numbers within lo..hi."""
        items = jsonio.array(self.data[key], f"state.{key}", self.n, self.n)
        return tuple(jsonio.integer(v, f"state.{key}[{i}]", lo, hi) for i, v in enumerate(items))

    def flags(self, key: str) -> tuple[bool, ...]:
        """A per-seat list of true/false."""
        items = jsonio.array(self.data[key], f"state.{key}", self.n, self.n)
        return tuple(jsonio.boolean(v, f"state.{key}[{i}]") for i, v in enumerate(items))


def _ids(values: Any, path: str, index: dict[str, int], lo: int = 0, hi: int = 100) -> tuple[int, ...]:
    items = jsonio.array(values, path, lo, hi)
    out = []
    for i, v in enumerate(items):
        name = jsonio.string(v, f"{path}[{i}]", max_len=60)
        if name not in index:
            raise JSONError(f"{path}[{i}]: unknown card {name!r}")
        out.append(index[name])
    return tuple(out)


def _codes(text: Any, path: str) -> tuple[int, ...]:
    text = jsonio.string(text, path, max_len=200)
    out = []
    for i, token in enumerate(text.split()):
        if len(token) != 2 or token[0] not in LETTERS or token[1] not in "123456":
            raise JSONError(f"{path}: die {i + 1} {token!r} is not a colour letter R/W/Y and a value 1-6")
        out.append(die_code(LETTERS.index(token[0]), int(token[1])))
    if out != sorted(out):
        raise JSONError(f"{path}: dice must be listed in order")
    return tuple(out)


def _tuples(value: Any, path: str, depth: int = 0) -> Any:
    if isinstance(value, list):
        if depth > 4:
            raise JSONError(f"{path}: nested too deeply")
        return tuple(_tuples(v, f"{path}[{i}]", depth + 1) for i, v in enumerate(value))
    if value is None or isinstance(value, bool) or not isinstance(value, (int, str)):
        raise JSONError(f"{path}: expected whole numbers, strings or lists")
    return value


def _owner(value: Any, path: str, n: int, lowest: int) -> int:
    """A cube's owner: a seat, 4 (grey: Support, Traveling Builders, TRY-20.62) or -1 (a free space) if allowed."""
    owner = jsonio.integer(value, path, lowest, GREY)
    if n <= owner < GREY:
        raise JSONError(f"{path}: {owner} is not a seat of this {n}-player game, 4 (grey)"
                        + (" or -1 (free)" if lowest < 0 else ""))
    return owner


def fields_from_json(text: str) -> dict[str, Any]:
    """The state's fields from text saved by `to_json`, refusing anything malformed or inconsistent (the error names
    the field path, e.g. `state.districts[1]`)."""
    data = jsonio.obj(jsonio.loads(text), "state", KEYS)
    jsonio.string(data["format"], "state.format", (FORMAT,))
    n = jsonio.integer(data["players"], "state.players", 2, 4)
    options = options_from_json(jsonio.obj(data["options"], "state.options", (), tuple(OPTIONS)))
    try:
        opts = resolve_options("troyes", OPTIONS, options)
        cfg = get_config(n, opts)
    except ValueError as exc:
        raise JSONError(f"state.options: {exc}") from None
    r = _Reader(data, n)
    phase_name = jsonio.string(data["phase"], "state.phase", PHASE_IDS)
    phase = PHASE_IDS.index(phase_name)
    f: dict[str, Any] = {"cfg": cfg, "n": n, "phase": phase}
    f["round"] = r.int("round", 0, cfg.rounds)
    f["start"] = r.int("start", 0, n - 1)
    f["seat"] = r.int("seat", -1, n - 1)
    f["step"] = r.int("step", 0, n * cfg.setup_citizens)
    big = 10**6
    f["money"], f["dmoney"] = r.seats("money", 0, big), r.seats("district_money", 0, big)
    f["infl"], f["vp"] = r.seats("influence", 0, cfg.imax), r.seats("vp", 0, big)
    f["general"], f["personal"] = r.seats("general", 0, cfg.max_citizens), r.seats("personal", 0, cfg.max_citizens)
    f["passed"] = r.flags("passed")
    char_index = {c.id: i for i, c in enumerate(cfg.characters)}
    chars = jsonio.array(data["characters"], "state.characters", n, n)
    f["chars"] = tuple(_ids(c, f"state.characters[{i}]", char_index, cfg.chars_per_player, cfg.chars_per_player)
                       for i, c in enumerate(chars))
    owners = (EMPTY, GREY, *range(n))
    build = jsonio.array(data["buildings"], "state.buildings", 18, 18)
    f["build"] = tuple(jsonio.integer(v, f"state.buildings[{i}]", -1, 4) for i, v in enumerate(build))
    for i, v in enumerate(f["build"]):
        if v not in owners:
            raise JSONError(f"state.buildings[{i}]: {v} is not a seat, 4 (grey) or -1 (empty)")
    lying = jsonio.array(data["lying"], "state.lying", 3, 3)
    f["lying"] = tuple(tuple(sorted(jsonio.integer(v, f"state.lying[{b}][{i}]", 0, 4)
                                    for i, v in enumerate(jsonio.array(x, f"state.lying[{b}]", 0, 18))))
                       for b, x in enumerate(lying))
    f["slots"] = _ids(data["activity"], "state.activity", cfg.activity_index, 9, 9)
    f["revealed"] = r.int("revealed", 0, 3)
    trades = jsonio.array(data["tradesmen"], "state.tradesmen", 9, 9)
    f["trades"] = tuple(tuple(jsonio.integer(v, f"state.tradesmen[{k}][{i}]", 0, n - 1)
                              for i, v in enumerate(jsonio.array(t, f"state.tradesmen[{k}]", 0, cfg.trade_spaces)))
                        for k, t in enumerate(trades))
    stored = jsonio.array(data["stored"], "state.stored", 9, 9)
    f["stored"] = tuple(tuple(jsonio.integer(v, f"state.stored[{k}][{i}]", 0, 100)
                              for i, v in enumerate(jsonio.array(x, f"state.stored[{k}]", n, n)))
                        for k, x in enumerate(stored))
    districts = jsonio.array(data["districts"], "state.districts", 5, 5)
    f["dist"] = tuple(_codes(d, f"state.districts[{i}]") for i, d in enumerate(districts))
    rolls = jsonio.array(data["rolls"], "state.rolls", 0, 18)
    f["rolls"] = tuple(tuple(jsonio.integer(v, f"state.rolls[{i}][{j}]", 0, 4)
                             for j, v in enumerate(jsonio.array(x, f"state.rolls[{i}]", 2, 2)))
                       for i, x in enumerate(rolls))
    f["black_rolls"] = r.int("black_rolls", 0, 6)
    pool = jsonio.array(data["pool"], "state.pool", 0, 6)
    f["pool"] = tuple(jsonio.integer(v, f"state.pool[{i}]", 1, 6) for i, v in enumerate(pool))
    f["row"] = _ids(data["row"], "state.row", cfg.event_index, 0, 16)
    cubes = jsonio.array(data["row_cubes"], "state.row_cubes", len(f["row"]), len(f["row"]))
    f["row_cubes"] = tuple(tuple(_owner(v, f"state.row_cubes[{k}][{i}]", n, 0)
                                 for i, v in enumerate(jsonio.array(c, f"state.row_cubes[{k}]", 0, 12)))
                           for k, c in enumerate(cubes))
    decks = jsonio.array(data["decks"], "state.decks", 3, 3)
    f["red_deck"], f["white_deck"], f["yellow_deck"] = (_ids(d, f"state.decks[{i}]", cfg.event_index, 0, 8)
                                                         for i, d in enumerate(decks))
    cath = jsonio.array(data["cathedral"], "state.cathedral", cfg.levels * 6, cfg.levels * 6)
    f["cath"] = tuple(_owner(v, f"state.cathedral[{i}]", n, -1) for i, v in enumerate(cath))
    trophies = jsonio.array(data["trophies"], "state.trophies", n, n)
    f["trophies"] = tuple(_ids(t, f"state.trophies[{i}]", cfg.event_index, 0, 16) for i, t in enumerate(trophies))
    f["won"], f["placed"], f["elim"] = (r.seats("events_won", 0, big), r.seats("event_cubes_placed", 0, big),
                                        r.seats("black_eliminated", 0, big))
    f["pending"] = _tuples(jsonio.array(data["pending"], "state.pending", 0, 5), "state.pending")
    f["work"] = _tuples(jsonio.array(data["work"], "state.work", 0, 40), "state.work")
    f["cube"] = r.int("cube", -1, 8)
    f["spent"] = jsonio.boolean(data["spent"], "state.spent")
    f["turns"] = r.int("turns", 0, big)
    f["bank"] = jsonio.integer(data["bank"], "state.bank", -big, big)
    history = jsonio.array(data["history"], "state.history", 0, cfg.rounds)
    f["history"] = tuple(
        tuple(tuple(jsonio.integer(v, f"state.history[{i}][{j}][{k}]", 0, big)
                    for k, v in enumerate(jsonio.array(part, f"state.history[{i}][{j}]", n, n)))
              for j, part in enumerate(jsonio.array(h, f"state.history[{i}]", 2, 2)))
        for i, h in enumerate(history))
    f["log_chain"] = log_from_json(data["log"])
    _check_consistency(f, cfg)
    return f


def _check_consistency(f: dict, cfg) -> None:
    n, phase = f["n"], f["phase"]
    for seat in range(n):
        standing = f["build"].count(seat)
        lying = sum(x.count(seat) for x in f["lying"])
        trades = sum(t.count(seat) for t in f["trades"])
        total = f["general"][seat] + f["personal"][seat] + standing + lying + trades
        if total != cfg.max_citizens:
            raise JSONError(f"state: seat {seat} has {total} citizens in supply, buildings, lying and on cards; "
                            f"expected {cfg.max_citizens} (TRY-1.6, TRY-1.7)")
    greys = f["build"].count(GREY) + sum(x.count(GREY) for x in f["lying"])
    if greys > 8:
        raise JSONError(f"state: {greys} grey citizens; there are only 8 (TRY-1.6)")
    if phase != SETUP and EMPTY in f["build"]:
        raise JSONError("state.buildings: every space is occupied after setup (TRY-2.22)")
    for lying in f["lying"]:
        if any(owner != GREY and owner >= n for owner in lying):
            raise JSONError("state.lying: owner is not a seat or grey")
    for district in range(n, 4):
        if f["dist"][district]:
            raise JSONError(f"state.districts[{district}]: no player sits there")
    for colour in range(3):
        count = sum(1 for d in f["dist"] for c in d if c >> 3 == colour)
        count += sum(1 for r in f["rolls"] if r[1] == colour)
        if count > 6:
            raise JSONError(f"state: {count} {('red', 'white', 'yellow')[colour]} dice; there are 6 (TRY-1.5)")
    for district, colour in f["rolls"]:
        if colour > 2 or (district != NEUTRAL and district >= n):
            raise JSONError("state.rolls: expected [district, colour 0-2]")
    if len(f["pool"]) + f["black_rolls"] > cfg.black_cap or list(f["pool"]) != sorted(f["pool"], reverse=True):
        raise JSONError("state.pool: black dice highest first, within black_dice_cap (TRY-7.8)")
    slot_cards = f["slots"]
    for slot, card in enumerate(slot_cards):
        a = cfg.activity[card]
        if a.colour * 3 + a.level - 1 != slot:
            raise JSONError(f"state.activity[{slot}]: {a.id} does not belong in this colour and level slot")
    for slot, seats in enumerate(f["trades"]):
        if len(set(seats)) != len(seats):
            raise JSONError(f"state.tradesmen[{slot}]: one tradesman per player per card (TRY-11.5)")
    placed = f["row"] + f["red_deck"] + f["white_deck"] + f["yellow_deck"] + sum(f["trophies"], ())
    if len(set(placed)) != len(placed):
        raise JSONError("state: an event card appears in two places")
    for name, colour in (("red_deck", 0), ("white_deck", 1), ("yellow_deck", 2)):
        if any(cfg.events[c].colour != colour for c in f[name]):
            raise JSONError(f"state.decks: the {name.split('_')[0]} deck holds a card of another colour")
    for pos, cubes in enumerate(f["row_cubes"]):
        if len(cubes) > cfg.events[f["row"][pos]].spaces:
            raise JSONError(f"state.row_cubes[{pos}]: more cubes than spaces (TRY-14.5)")
    for level in range(1, cfg.levels):
        for v in range(6):
            if f["cath"][level * 6 + v] >= 0 and f["cath"][(level - 1) * 6 + v] < 0:
                raise JSONError(f"state.cathedral: level {level + 1} column {v + 1} is built over an empty space "
                                "(TRY-13.3)")
    chars = sum(f["chars"], ())
    if len(set(chars)) != len(chars):
        raise JSONError("state.characters: a character is dealt twice")
    if phase == OVER and (f["pending"] or f["work"] or f["rolls"]):
        raise JSONError("state: a finished game has nothing pending")
    pending = f["pending"]
    allowed = {SETUP: ((),), EVENTS: ("discard", "roll"), COUNTER: ((), "flip", "use"),
               ACTIONS: ((), "flip", "group", "evict")}.get(phase, ((),))
    head = pending[0] if pending else ()
    if head not in allowed:
        raise JSONError(f"state.pending: {list(pending)!r} is not a sub-decision of phase {PHASE_IDS[phase]}")
    if head == "group" and (len(pending) != 3 or pending[1] not in KIND_NAMES):
        raise JSONError("state.pending: expected ['group', action kind, target]")
    if head in ("discard", "roll"):
        ok = len(pending) == 5 and all(type(v) is int for v in pending[1:]) and 0 <= pending[1] < len(f["row"])
        ops = cfg.events[f["row"][pending[1]]].phase_ops if ok else ()
        if not ok or not 1 <= pending[2] <= len(ops) or ops[pending[2] - 1][0] != {"roll": "citizen"}.get(head, head):
            raise JSONError(f"state.pending: {list(pending)!r} does not point at an event waiting for "
                            f"{'its die' if head == 'roll' else 'a discard'} (row position, op, player, black dice)")
    for i, item in enumerate(f["work"]):
        if not item or item[0] not in ("act", "op", "mixed", "flag", "roll"):
            raise JSONError(f"state.work[{i}]: unknown work item")
    if f["work"] and phase != ACTIONS:
        raise JSONError("state.work: card effects run only in the action phase")
