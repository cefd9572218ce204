"""Setting up a game (TOU-2): supply, decks, event queue, plazas and the start player.

The seeded random generator decides the setup: which three events start in the queue and who starts. Deck
shuffles are kept as knowledge rather than an order: each deck's cards start in its `unknown` part, and every
later draw from it is an explicit chance node, uniform over the cards still unknown (TOU-6.8). That is the
same distribution as shuffling at setup, but lets walkthroughs and FAQ cases script each draw.
"""

from __future__ import annotations

import random

from rulebook.core import LogChain, check_players, resolve_options

from .options import OPTIONS, make_config
from .pieces import Deck, Seat, TLogEntry
from .state import Draft, TournayState

NAME = "tournay"
"""The game's name in the registry (`rulebook.get_game`)."""
PLAYERS = (2, 3, 4)
"""The player counts the game supports (TOU-0.2)."""
DEFAULT_PLAYERS = 2


def new_game(players: int = DEFAULT_PLAYERS, seed: int | None = 0, **options) -> TournayState:
    """A new game with options as keywords (defaults = the spec's §CFG); `seed` fixes the setup draws."""
    check_players(NAME, players, PLAYERS)
    opts = resolve_options(NAME, OPTIONS, options)
    cfg = make_config(players, opts, set(options))
    rng = random.Random(seed)
    cards = cfg.cards
    decks = tuple(Deck(-1, tuple(sorted(cards.deck_cards[d])), (), -1) for d in range(9))
    pool = sorted(cards.events)
    queue = [pool.pop(rng.randrange(len(pool))) for _ in range(cfg.queue_size)]
    start = rng.randrange(players) if opts["start_player"] == "random" else opts["start_player"]
    size = cfg.rows * cfg.cols
    seat = Seat(cfg.start_deniers, (cfg.start_citizens,) * 3, (0, 0, 0), (), ((),) * size, (0,) * size, ())
    entry = TLogEntry(f"setup: {players} players, P{start + 1} starts; events "
                     + ", ".join(cards.cards[e].name for e in queue),
                     ("TOU-2.1", "TOU-2.3", "TOU-2.5", "TOU-2.7", "TOU-2.9", "TOU-2.10"))
    st = TournayState(cfg, (seat,) * players, decks, Deck(-1, tuple(sorted(pool)), (), -1), tuple(queue),
                      (0,) * cfg.queue_size, (cfg.stock,) * 3, cfg.deniers_total - players * cfg.start_deniers,
                      cfg.tokens_total, start, start, 0, 0, False, "", -1, ((),) * players, (("turn",),),
                      LogChain(entry, None, 1))
    draft = Draft(st)
    draft.settle()
    return draft.freeze()
