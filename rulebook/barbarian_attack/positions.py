"""Build example positions directly (for FAQ cases, the walkthrough and tests): say what is on the board, get a
checked state.

    position(seat=RED, barb={3: 2, 1: 3}, supply=20, buildings={11: RED, 12: BLUE}, roads={46: WHITE},
             hands={WHITE: "brick lumber wool grain"})

Every position uses a fixed, readable terrain and harbour layout (`FAQ_TERRAIN`, `FAQ_HARBOURS`) unless told
otherwise; piece supplies, the bank, Longest Road and the barbarian supply are derived so that everything is
conserved, and the result goes through `from_json` so it is exactly as valid as a saved game.
"""

from __future__ import annotations

from typing import Any

from rulebook.core import CHANCE, LogChain, LogEntry

from . import geometry as G
from . import model as M
from .awards import _leader, longest_road
from .board import DEFAULT_CARDS, RESOURCES
from .options import OPTIONS, settle_options
from .serialize import from_json
from .setup import initial_state
from .state import BAState, make_state

RED, BLUE, WHITE, ORANGE = 0, 1, 2, 3
FAQ_TERRAIN = ("forest", "pasture", "desert", "hills", "forest", "hills", "fields", "pasture", "fields", "mountains",
               "pasture", "forest", "hills", "mountains", "fields", "mountains", "castle", "fields", "pasture")
"""H0 forest, H1 pasture, H3 hills, H6 fields, H7 pasture, H11 forest, H12 hills, H15 mountains, H17 fields,
H18 pasture; inner H4 forest, H5 hills, H8 fields, H9 mountains, H10 pasture, H13 mountains, H14 fields."""
FAQ_HARBOURS = ("generic", "wool", "generic", "ore", "generic", "lumber", "brick", "grain", "generic")
"""Harbour types in position order: P0 3:1, P3 wool, P17 3:1, P38 ore, P61 3:1, P69 lumber, P66 brick, P49 grain,
P18 3:1."""


def hand(spec: str | dict | tuple) -> tuple[int, ...]:
    """'brick lumber 2 ore' -> (1, 1, 0, 0, 2); also accepts a dict or a 5-tuple."""
    if isinstance(spec, tuple):
        return spec
    counts = [0] * 5
    if isinstance(spec, dict):
        for name, n in spec.items():
            counts[RESOURCES.index(name)] += n
        return tuple(counts)
    words, n = spec.split(), 1
    for word in words:
        if word.isdigit():
            n = int(word)
            continue
        counts[RESOURCES.index(word)] += n
        n = 1
    return tuple(counts)


def config(players: int = 3, terrain: tuple[str, ...] = FAQ_TERRAIN, harbours: tuple[str, ...] = FAQ_HARBOURS,
           **options: Any) -> M.Config:
    from rulebook.core import resolve_options
    opts = settle_options(resolve_options("barbarian_attack", OPTIONS, options), players)
    cards = opts.pop("cards") or DEFAULT_CARDS
    opts["cards"] = None
    return M.Config.build(players, opts, terrain, harbours, cards)


def position(players: int = 3, seat: int = RED, *, barb: dict[int, int] | None = None, supply: int | None = None,
             buildings: dict[int, Any] | None = None, roads: dict[int, int] | None = None,
             knights: dict[int, int] | None = None, hands: dict[int, Any] | None = None,
             gold: dict[int, int] | None = None, prisoners: dict[int, int] | None = None,
             tokens: dict[int, int] | None = None, draw_pile: tuple[int, ...] | None = None,
             discard_pile: tuple[int, ...] | None = None, phase: int = M.MAIN, turn: int = 1,
             note: str = "example position", **options: Any) -> BAState:
    """A regular-turn position (phase 2 by default; ROLL, EVENT or KNIGHTS also work) built from a description.

    `buildings` maps an intersection to an owner (a settlement) or to (owner, 2) for a city; `knights` maps a path
    to a faction (4 = foreign); `hands` maps a seat to a hand spec (see `hand`). Cards not in `draw_pile` lie on
    the discard pile.
    """
    barb = dict(barb or {})
    prisoners = dict(prisoners or {})
    if supply is not None:
        total = sum(barb.values()) + supply + sum(prisoners.values())
        options.setdefault("barbarians_total", max(total, 2))
    cfg = config(players, **options)
    base = initial_state(cfg, seat)
    f = {k: v for k, v in base.__dict__.items()}
    n, owners = cfg.players, cfg.owners
    barb_t = tuple(barb.get(h, 0) for h in range(G.HEXES))
    owner, level = list(f["owner"]), list(f["level"])
    for i, spec in (buildings or {}).items():
        who, lv = spec if isinstance(spec, tuple) else (spec, 1)
        owner[i], level[i] = who, lv
    road = [-1] * G.PATHS
    for q, who in (roads or {}).items():
        road[q] = who
    knight = [-1] * G.PATHS
    for q, who in (knights or {}).items():
        knight[q] = who
    hands_t = tuple(hand((hands or {}).get(p, (0,) * 5)) for p in range(n))
    f.update(
        phase=phase, ctx=(1, 0) if phase in (M.ROLL, M.EVENT) else (), queue=(), seat=seat, turn=turn,
        setup_i=2 * n, to_move=CHANCE if phase in (M.ROLL, M.EVENT) else seat,
        hands=hands_t, bank=tuple(M.BANK_START - sum(h[r] for h in hands_t) for r in range(5)),
        gold=tuple((gold or {}).get(p, 0) for p in range(n)),
        prisoners=tuple(prisoners.get(p, 0) for p in range(n)),
        barb=barb_t, cmask=M.conquered_mask(barb_t, cfg.conquest_threshold),
        ever_conquered=M.conquered_mask(barb_t, cfg.conquest_threshold),
        owner=tuple(owner), level=tuple(level), road=tuple(road), knight=tuple(knight),
        knights_left=tuple(M.PIECES["knights"] - knight.count(p) for p in range(n)),
        roads_left=tuple(M.PIECES["roads"] - road.count(o) for o in range(owners)),
        settlements_left=tuple(M.PIECES["settlements"] - sum(1 for i in range(G.INTERSECTIONS)
                                                             if owner[i] == o and level[i] == 1)
                               for o in range(owners)),
        cities_left=tuple(M.PIECES["cities"] - sum(1 for i in range(G.INTERSECTIONS) if owner[i] == o and level[i] == 2)
                          for o in range(owners)),
        draw_pile=draw_pile if draw_pile is not None else cfg.cards.dev_counts,
        discard_pile=discard_pile if discard_pile is not None else tuple(
            c - d for c, d in zip(cfg.cards.dev_counts, draw_pile or cfg.cards.dev_counts)),
        first_knight=tuple(p in knight for p in range(n)), foreign_entries=knight.count(M.FOREIGN),
        log_chain=LogChain(LogEntry(note, ("CBA-0.3",)), None, 1))
    f["barb_supply"] = cfg.options["barbarians_total"] - sum(barb_t) - sum(f["prisoners"])
    if cfg.two_player:
        tok = tuple((tokens or {}).get(p, 5) for p in range(n))
        f["tokens"], f["token_supply"] = tok, 20 - sum(tok)
    f["road_len"] = tuple(longest_road(f["road"], f["owner"], o) for o in range(owners))
    f["lr_holder"] = _leader(f["road_len"], -1, 5)
    state = make_state(f)
    if cfg.options["harbormaster"]:
        f["hm_holder"] = _leader(tuple(M.harbour_points(state, p) for p in range(n)), -1, 3)
        state = make_state(f)
    return from_json(state.to_json())


def later_turn(state: BAState, seat: int, phase: int = M.MAIN) -> BAState:
    """The same board in a later turn of `seat`, at the start of phase 2 (or of `phase`)."""
    f = dict(state.__dict__)
    f.update(seat=seat, turn=state.turn + 1, phase=phase, ctx=(1, 0) if phase in (M.ROLL, M.EVENT) else (),
             queue=(), to_move=CHANCE if phase in (M.ROLL, M.EVENT) else seat, gold_buys=0, token_used=False,
             moved=(), foreign_moving=False, card="")
    return from_json(make_state(f).to_json())
