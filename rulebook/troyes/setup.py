"""A new game: options checked, setup randomness drawn from `random.Random(seed)`, snake placement opened.

What the seed decides (TRY-18.3 lists them as chance; they are resolved here, once, in this fixed order): the start
player (unless fixed), the activity card of each colour and level (TRY-2.9), the red round deck (TRY-2.10,
TRY-2.11), the white and yellow deck orders (TRY-2.12) and the character deal (TRY-2.14). Every die rolled during
play stays an explicit chance node.
"""

from __future__ import annotations

import random

from rulebook.core import check_players, resolve_options

from .board import BUILDING_TITLES
from .options import OPTIONS, get_config
from .phases.placement import snake_order
from .pieces import EMPTY, GREY, RED, SEAT_NAMES, SETUP, WHITE, YELLOW
from .state import Draft, TroyesState, make_state

NAME = "troyes"
"""The game's name in the registry (`rulebook.get_game("troyes")`)."""
TITLE = "Troyes"
PLAYERS = (2, 3, 4)
DEFAULT_PLAYERS = 3
MAX_PLIES = 5_000
"""Decision cap for simulations; random 3-player games take about 200 decisions."""


_DEFAULT_CONFIGS: dict = {}


def new_game(players: int = DEFAULT_PLAYERS, seed: int | None = 0, **options) -> TroyesState:
    """A game ready for the first setup placement; `seed` fixes every setup draw."""
    check_players(NAME, players, PLAYERS)
    if options:
        opts = resolve_options(NAME, OPTIONS, options)
        cfg = get_config(players, opts)
    else:  # the default rules: resolved once per player count (simulations start thousands of games)
        cfg = _DEFAULT_CONFIGS.get(players)
        if cfg is None:
            cfg = _DEFAULT_CONFIGS[players] = get_config(players, resolve_options(NAME, OPTIONS, {}))
        opts = cfg.opts
    cfg.forget_positions()  # memoised menu facts of earlier games would only crowd the memory (and slow play)
    rng = random.Random(0 if seed is None else seed)
    n = players
    start = rng.randrange(n) if opts["start_player"] == "random" else opts["start_player"]
    slots = []
    for colour in range(3):
        for level in (1, 2, 3):
            choices = [i for i, card in enumerate(cfg.activity) if card.colour == colour and card.level == level]
            slots.append(rng.choice(choices))
    reds = [i for i, e in enumerate(cfg.events) if e.colour == RED and not e.permanent]
    mode = opts["marauding_mode"]
    row: tuple[int, ...] = ()
    if mode == "permanent_from_setup" and cfg.marauding >= 0:
        row = (cfg.marauding,)
    elif mode == "in_red_deck" and cfg.marauding >= 0:
        reds.append(cfg.marauding)
    red_deck = tuple(rng.sample(reds, cfg.rounds))
    white = [i for i, e in enumerate(cfg.events) if e.colour == WHITE]
    yellow = [i for i, e in enumerate(cfg.events) if e.colour == YELLOW]
    rng.shuffle(white)
    rng.shuffle(yellow)
    deal = list(range(len(cfg.characters)))
    rng.shuffle(deal)
    k = cfg.chars_per_player
    chars = tuple(tuple(deal[seat * k:(seat + 1) * k]) for seat in range(n))
    build = [EMPTY] * 18
    if n == 2:
        for b in range(3):
            for space in cfg.neutral_spaces:
                build[b * 6 + space - 1] = GREY
    order = snake_order(n, start, cfg.setup_citizens)
    zeros = (0,) * n
    state = make_state(
        cfg=cfg, n=n, round=0, phase=SETUP, start=start, seat=order[0], step=0,
        money=(cfg.start_money,) * n, dmoney=zeros, infl=(cfg.start_influence,) * n, vp=zeros,
        general=(cfg.max_citizens - cfg.setup_citizens,) * n, personal=(cfg.setup_citizens,) * n,
        passed=(False,) * n, chars=chars, build=tuple(build), lying=((), (), ()), slots=tuple(slots), revealed=0,
        trades=((),) * 9, stored=(zeros,) * 9, dist=((),) * 5, rolls=(), black_rolls=0, pool=(), row=row,
        row_cubes=((),) * len(row), red_deck=red_deck, white_deck=tuple(white), yellow_deck=tuple(yellow),
        cath=(EMPTY,) * (cfg.levels * 6), trophies=((),) * n, won=zeros, placed=zeros, elim=zeros, pending=(),
        work=(), cube=-1, spent=False, turns=0, bank=0, history=(), log_chain=None)
    draft: Draft = state._draft()
    draft.note(f"Setup for {n} players: {cfg.rounds} rounds, {cfg.start_money} deniers and {cfg.start_influence} "
               f"influence each; {cfg.setup_citizens} citizens each to place", ("TRY-2.1", "TRY-2.2", "TRY-2.3",
                                                                                 "TRY-2.4", "TRY-2.7", "TRY-2.8"))
    draft.note(f"Start player: {SEAT_NAMES[start]}", ("TRY-2.13",))
    draft.note("One activity card per colour and level lies face down; the rest leave unseen",
               ("TRY-2.9", "TRY-20.2", "TRY-4.3"))
    if row:
        draft.note(f"{cfg.events[row[0]].name} lies face up as the first event", ("TRY-2.11", "TRY-7.15"))
    draft.note(f"The red round deck has {cfg.rounds} cards; white and yellow decks shuffled",
               ("TRY-2.10", "TRY-2.12"))
    draft.note(f"Characters dealt: {k} each; the others leave unseen", ("TRY-2.14", "TRY-2.15"))
    if n == 2:
        spaces = " and ".join(map(str, cfg.neutral_spaces))
        draft.note(f"Grey citizens stand on spaces {spaces} of the {', '.join(BUILDING_TITLES)}",
                   ("TRY-2.16", "TRY-2.6"))
    draft.note("Players place their citizens in snake order", ("TRY-2.17", "TRY-2.18"))
    return draft.freeze()
