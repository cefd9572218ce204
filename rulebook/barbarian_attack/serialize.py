"""Saving and loading a position as canonical JSON, with every field checked on the way in.

`state_to_json` writes the config (players, settled options, terrain, harbours, a corrected card file if any), the
dynamic fields in `FIELDS` order and the log. `read_state` refuses anything out of range or inconsistent (pieces or
cards not conserved, two knights of a path, barbarians off the coast, a phase whose details do not fit) and names
the field path and what was expected. It sits below `state`, so it is given the function that freezes the checked
fields into a state (`state.from_json` is that one line).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rulebook.core import CHANCE, TERMINAL, jsonio, log_from_json
from rulebook.core.jsonio import JSONError

from . import board as G
from . import pieces as P
from .board import BANK_START, BOARD, PIECES
from .cards import DEFAULT_CARDS, card_set_from_data
from .invariants import check_conservation, check_ctx, check_queue, expected_mover
from .options import OPTIONS, Config, settle_options
from .pieces import HARBOUR_TYPES, TERRAINS
from .queries import conquered_mask

FIELDS = ("phase", "to_move", "ctx", "queue", "seat", "turn", "setup_i", "hands", "gold", "prisoners", "tokens",
          "token_supply", "bank", "barb", "barb_supply", "lost_prisoners", "owner", "level", "road", "knight",
          "knights_left", "roads_left", "settlements_left", "cities_left", "road_len", "lr_holder", "hm_holder",
          "draw_pile", "discard_pile", "card", "event_pile", "gold_buys", "token_used", "moved", "foreign_moving",
          "first_knight", "foreign_entries", "landings", "knights_lost", "ever_conquered", "winner", "start_player")
"""The dynamic fields, in the order the JSON lists them; `cfg`, `cmask` and `log_chain` complete a state."""

VERSION = 1


def _lists(value: Any) -> Any:
    if isinstance(value, tuple):
        return [_lists(v) for v in value]
    return value


def _tuples(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_tuples(v) for v in value)
    return value


def state_to_json(s: Any) -> str:
    """The position as canonical JSON: game, version, config, state fields and log."""
    cfg = s.cfg
    options = {k: v for k, v in cfg.options.items() if k != "cards"}
    config = {"players": cfg.players, "options": options, "terrain": list(cfg.terrain),
              "harbours": list(cfg.harbours), "cards": None if cfg.cards is DEFAULT_CARDS else cfg.cards.raw}
    fields = {name: _lists(getattr(s, name)) for name in FIELDS}
    return jsonio.dumps({"game": "barbarian_attack", "version": VERSION, "config": config, "state": fields,
                         "log": [e.to_json() for e in s.log]})


# --- loading ---------------------------------------------------------------------------------------------------------

def _config(data: Any) -> Config:
    c = jsonio.obj(data, "config", ("players", "options", "terrain", "harbours", "cards"))
    players = jsonio.integer(c["players"], "config.players", 2, 4)
    later = ("conquest_threshold",)  # added after VERSION 1; a save without it plays the scenario's 3
    opts_in = jsonio.obj(c["options"], "config.options", tuple(k for k in OPTIONS if k not in ("cards", *later)),
                         later)
    opts: dict[str, Any] = {name: OPTIONS[name].default for name in later}
    for name, value in opts_in.items():
        try:
            opts[name] = OPTIONS[name].validate(value)
        except ValueError as exc:
            raise JSONError(f"config.options.{name}: {exc}") from None
    opts["cards"] = None
    try:
        settled = settle_options(opts, players)
    except ValueError as exc:
        raise JSONError(f"config.options: {exc}") from None
    if settled != opts:
        raise JSONError("config.options: derived options (None) must be stored with their settled values")
    terrain = tuple(jsonio.string(t, f"config.terrain[{h}]", TERRAINS)
                    for h, t in enumerate(jsonio.array(c["terrain"], "config.terrain", 19, 19)))
    for h, hx in enumerate(BOARD["hexes"]):
        if hx["fixed"] and terrain[h] != hx["fixed"]:
            raise JSONError(f"config.terrain[{h}]: hex {h} is always the {hx['fixed']} (CBA-2.2)")
    for zone in ("outer", "inner"):
        got = sorted(terrain[h["id"]] for h in BOARD["hexes"] if h["zone"] == zone and not h["fixed"])
        want = sorted(t for t, n in BOARD["terrain_pools"][zone].items() for _ in range(n))
        if got != want:
            raise JSONError(f"config.terrain: the {zone} zone must use exactly its pool (CBA-2.3, CBA-2.4)")
    harbours = tuple(jsonio.string(t, f"config.harbours[{k}]", HARBOUR_TYPES)
                     for k, t in enumerate(jsonio.array(c["harbours"], "config.harbours", 9, 9)))
    if any(harbours.count(t) != n for t, n in BOARD["harbour_type_pool"].items()):
        raise JSONError("config.harbours: must use each harbour type of the pool exactly once (CBA-2.10)")
    cards = DEFAULT_CARDS if c["cards"] is None else card_set_from_data(c["cards"])
    return Config.build(players, opts, terrain, harbours, cards)


def _ints(value: Any, path: str, n: int, lo: int, hi: int) -> tuple[int, ...]:
    return tuple(jsonio.integer(v, f"{path}[{k}]", lo, hi) for k, v in enumerate(jsonio.array(value, path, n, n)))


def _fields(d: dict, cfg: Any) -> dict[str, Any]:
    n, owners = cfg.players, cfg.owners
    f: dict[str, Any] = {}
    p = "state."
    f["phase"] = jsonio.integer(d["phase"], p + "phase", 0, P.OVER)
    f["to_move"] = jsonio.integer(d["to_move"], p + "to_move", TERMINAL, n - 1)
    f["seat"] = jsonio.integer(d["seat"], p + "seat", 0, n - 1)
    f["start_player"] = jsonio.integer(d["start_player"], p + "start_player", 0, n - 1)
    f["turn"] = jsonio.integer(d["turn"], p + "turn", 0, 10**7)
    f["setup_i"] = jsonio.integer(d["setup_i"], p + "setup_i", 0, 2 * n)
    f["hands"] = tuple(_ints(h, f"{p}hands[{k}]", 5, 0, BANK_START)
                       for k, h in enumerate(jsonio.array(d["hands"], p + "hands", n, n)))
    for name in ("gold", "prisoners", "tokens"):
        f[name] = _ints(d[name], p + name, n, 0, 10**6)
    f["token_supply"] = jsonio.integer(d["token_supply"], p + "token_supply", 0, 100)
    f["bank"] = _ints(d["bank"], p + "bank", 5, 0, BANK_START)
    f["barb"] = _ints(d["barb"], p + "barb", 19, 0, cfg.conquest_threshold)  # CBA-9.9: never above the threshold
    for h in range(19):
        if f["barb"][h] and not G.IS_COASTAL[h]:
            raise JSONError(f"state.barb[{h}]: barbarians stand only on coastal hexes (CBA-9.7)")
    for name in ("barb_supply", "lost_prisoners", "landings", "knights_lost"):
        f[name] = jsonio.integer(d[name], p + name, 0, 10**6)
    f["owner"] = _ints(d["owner"], p + "owner", G.INTERSECTIONS, -1, owners - 1)
    f["level"] = _ints(d["level"], p + "level", G.INTERSECTIONS, 0, 2)
    for i in range(G.INTERSECTIONS):
        if (f["owner"][i] < 0) != (f["level"][i] == 0):
            raise JSONError(f"state.level[{i}]: a building level needs an owner and an owner a level")
        if f["owner"][i] >= n and f["level"][i] == 2:
            raise JSONError(f"state.level[{i}]: neutral players never build cities (CBA-15.4)")
    f["road"] = _ints(d["road"], p + "road", G.PATHS, -1, owners - 1)
    foreign = P.FOREIGN if cfg.two_player else n - 1
    f["knight"] = _ints(d["knight"], p + "knight", G.PATHS, -1, foreign)
    for q, k in enumerate(f["knight"]):
        if n <= k < P.FOREIGN:
            raise JSONError(f"state.knight[{q}]: {k} is not a knight faction")
    f["knights_left"] = _ints(d["knights_left"], p + "knights_left", n, 0, PIECES["knights"])
    for name in ("roads_left", "settlements_left", "cities_left"):
        f[name] = _ints(d[name], p + name, owners, 0, PIECES[name[:-5]])
    f["road_len"] = _ints(d["road_len"], p + "road_len", owners, 0, PIECES["roads"])
    f["lr_holder"] = jsonio.integer(d["lr_holder"], p + "lr_holder", -1, owners - 1)
    f["hm_holder"] = jsonio.integer(d["hm_holder"], p + "hm_holder", -1, n - 1)
    f["draw_pile"] = _ints(d["draw_pile"], p + "draw_pile", 4, 0, 100)
    f["discard_pile"] = _ints(d["discard_pile"], p + "discard_pile", 4, 0, 100)
    f["card"] = jsonio.string(d["card"], p + "card", ("", *P.CARD_KINDS))
    f["event_pile"] = _ints(d["event_pile"], p + "event_pile", len(cfg.cards.event_ids), 0, 100)
    f["gold_buys"] = jsonio.integer(d["gold_buys"], p + "gold_buys", 0, 2)
    for name in ("token_used", "foreign_moving"):
        f[name] = jsonio.boolean(d[name], p + name)
    f["moved"] = _ints(d["moved"], p + "moved", len(jsonio.array(d["moved"], p + "moved", 0, 10)), 0, G.PATHS - 1)
    f["first_knight"] = tuple(jsonio.boolean(v, f"{p}first_knight[{k}]")
                              for k, v in enumerate(jsonio.array(d["first_knight"], p + "first_knight", n, n)))
    f["foreign_entries"] = jsonio.integer(d["foreign_entries"], p + "foreign_entries", 0, 2)
    f["ever_conquered"] = jsonio.integer(d["ever_conquered"], p + "ever_conquered", 0, (1 << 19) - 1)
    f["winner"] = jsonio.integer(d["winner"], p + "winner", -1, n - 1)
    f["ctx"] = _tuples(d["ctx"])
    f["queue"] = _tuples(jsonio.array(d["queue"], p + "queue", 0, 12))
    return f


def read_state(text: str | bytes, make_state: Callable[[dict], Any]) -> Any:
    """Rebuild a saved position with `make_state`, refusing anything malformed with the field path and what was
    expected."""
    data = jsonio.obj(jsonio.loads(text), "top level", ("game", "version", "config", "state", "log"))
    jsonio.string(data["game"], "game", ("barbarian_attack",))
    jsonio.integer(data["version"], "version", VERSION, VERSION)
    cfg = _config(data["config"])
    d = jsonio.obj(data["state"], "state", FIELDS)
    f = _fields(d, cfg)
    check_conservation(f, cfg)
    f["cmask"] = conquered_mask(f["barb"], cfg.conquest_threshold)
    f["cfg"] = cfg
    try:
        f["log_chain"] = log_from_json(data["log"])
    except ValueError as exc:
        raise JSONError(str(exc)) from None
    state = make_state(f)
    check_ctx(state)
    check_queue(state)
    if state.to_move != expected_mover(state):
        raise JSONError(f"state.to_move: {state.to_move} does not fit phase '{P.PHASES[state.phase]}'")
    if state.to_move >= 0 and not state.legal_actions():
        raise JSONError(f"state: phase '{P.PHASES[state.phase]}' has no legal move in this position")
    if state.to_move == CHANCE and not state.chance_outcomes():
        raise JSONError(f"state: chance phase '{P.PHASES[state.phase]}' has no outcome in this position")
    return state
