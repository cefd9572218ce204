"""A new game (CBA-2, CBA-3): the board dealt from the seed, the pieces in their supplies, the start player.

`new_game(seed=...)` resolves all set-up randomness with `random.Random(seed)`: the terrain shuffled within each
zone, the harbour types (unless fixed by option), and the start player's 2d6 roll-off. Everything after that
(dice, cards, random draws) is an explicit chance node.
"""

from __future__ import annotations

import random
from typing import Any

from rulebook.core import check_players, resolve_options

from . import board as G
from . import pieces as P
from .board import BANK_START, BOARD, PIECES
from .cards import DEFAULT_CARDS
from .edits import note, place_settlement
from .options import OPTIONS, Config, settle_options
from .state import BAState, Draft

NAME = "barbarian_attack"
PLAYERS = (2, 3, 4)


def deal_terrain(rng: random.Random) -> tuple[str, ...]:
    """Fixed castle and desert; each zone's pool shuffled over its places (CBA-2.1 - CBA-2.4)."""
    terrain: list[str | None] = [h["fixed"] for h in BOARD["hexes"]]
    for zone in ("outer", "inner"):
        pool = [t for t, n in BOARD["terrain_pools"][zone].items() for _ in range(n)]
        rng.shuffle(pool)
        places = [h["id"] for h in BOARD["hexes"] if h["zone"] == zone and h["fixed"] is None]
        for h, t in zip(places, pool):
            terrain[h] = t
    return tuple(t for t in terrain if t is not None)


def deal_harbours(rng: random.Random, chosen: Any) -> tuple[str, ...]:
    """The harbour types in position order: shuffled from the pool (CBA-2.10), or as option harbour_types says."""
    if chosen != "shuffled":
        return tuple(chosen)
    pool = [t for t, n in BOARD["harbour_type_pool"].items() for _ in range(n)]
    rng.shuffle(pool)
    return tuple(pool)


def roll_for_start(rng: random.Random, players: int) -> tuple[int, list[dict[int, int]]]:
    """Each player rolls 2d6; the highest starts and ties roll again (CBA-4.1). The start player and every round
    of rolls ({player: total})."""
    rolling, rounds = list(range(players)), []
    while True:
        rolls = {p: rng.randint(1, 6) + rng.randint(1, 6) for p in rolling}
        rounds.append(rolls)
        top = max(rolls.values())
        rolling = [p for p in rolling if rolls[p] == top]
        if len(rolling) == 1:
            return rolling[0], rounds


def new_game(players: int = 4, seed: int | None = 0, **options: Any) -> BAState:
    """A fresh game at the start of the founding phase; options as in OPTIONS (unknown names are refused)."""
    check_players(NAME, players, PLAYERS)
    opts = settle_options(resolve_options(NAME, OPTIONS, options), players)
    rng = random.Random(seed)
    cards = opts.pop("cards") or DEFAULT_CARDS
    opts["cards"] = None
    cfg = Config.build(players, opts, deal_terrain(rng), deal_harbours(rng, opts["harbour_types"]), cards)
    start, rolls = roll_for_start(rng, players)
    return initial_state(cfg, start, rolls)


def initial_state(cfg: Config, start: int, start_rolls: list[dict[int, int]] | None = None) -> BAState:
    """The position before the first founding placement, with the start player `start`."""
    players, owners = cfg.players, cfg.owners
    total = cfg.options["barbarians_total"]
    fields: dict[str, Any] = dict(
        phase=P.SETUP_SETTLEMENT, to_move=start, ctx=(), queue=(), seat=start, turn=0, setup_i=0,
        hands=((0,) * 5,) * players, gold=(0,) * players, prisoners=(0,) * players,
        tokens=(BOARD["two_player"]["tokens_at_start"],) * players if cfg.two_player else (0,) * players,
        token_supply=(BOARD["two_player"]["token_supply"] - 2 * BOARD["two_player"]["tokens_at_start"]
                      if cfg.two_player else 0),
        bank=(BANK_START,) * 5, barb=G.START_BARBARIANS, barb_supply=total - sum(G.START_BARBARIANS),
        lost_prisoners=0, owner=(-1,) * G.INTERSECTIONS, level=(0,) * G.INTERSECTIONS, road=(-1,) * G.PATHS,
        knight=(-1,) * G.PATHS, knights_left=(PIECES["knights"],) * players,
        roads_left=(PIECES["roads"],) * owners, settlements_left=(PIECES["settlements"],) * owners,
        cities_left=(PIECES["cities"],) * owners, road_len=(0,) * owners, lr_holder=-1, hm_holder=-1,
        draw_pile=cfg.cards.dev_counts, discard_pile=(0, 0, 0, 0), card="", event_pile=cfg.cards.event_counts,
        gold_buys=0, token_used=False, moved=(), foreign_moving=False, first_knight=(False,) * players,
        foreign_entries=0, landings=0, knights_lost=0, ever_conquered=0, winner=-1, start_player=start,
        cfg=cfg, cmask=0, log_chain=None)
    work = Draft()
    work.__dict__.update(fields)
    note(work, "terrain: " + ", ".join(f"H{h} {t}" for h, t in enumerate(cfg.terrain)),
         ("CBA-2.1", "CBA-2.2", "CBA-2.3", "CBA-2.4", "CBA-2.7"))
    note(work, "harbours: " + ", ".join(f"P{G.HARBOUR_PATHS[k]} {t}" for k, t in enumerate(cfg.harbours)),
         ("CBA-2.10", "CBA-2.10a"))
    note(work, f"one barbarian on H18(2) and one on H7(12); {work.barb_supply} wait in the supply",
         ("CBA-2.12", "CBA-2.13"))
    if cfg.two_player:
        for n, i in zip(P.NEUTRALS, BOARD["two_player"]["neutral_start_settlements"]):
            place_settlement(work, n, i, ("CBA-15.2",))
    for rolls in start_rolls or ():
        note(work, "start roll-off: " + ", ".join(f"{P.seat_name(p)} rolls {r}" for p, r in rolls.items()),
             ("CBA-4.1",))
    note(work, f"{P.seat_name(start)} starts the founding phase", ("CBA-4.1", "CBA-4.2"), start)
    return work.freeze()
