"""The game at a play table, without any widget: who sits where, whose turn it is, the bots, the dice, undo.

`TableGame` holds the table's settings (the learner's seats, a bot per other seat, the seed, the pause), the seeded
random generator that drives the bots and the table's dice, the start position and the history of moves, each with
who made it. It asks the engine for everything: the legal moves, the chance outcomes and their probabilities, and
`apply`, which refuses an illegal move. `widgets.play.PlayTable` draws it and paces it.
"""

from __future__ import annotations

import random
import time
from types import ModuleType
from typing import Any

from rulebook import CHANCE
from rulebook.core import sample_outcome

from .play_save import Entry, SavedTable
from .presenting import seat_names

TURNS = ("learner", "roll", "bot", "chance", "over")
"""Who acts: the learner, the learner's own dice, a bot, the table's dice, nobody (the game is over)."""


def resolve_seats(module: ModuleType, seats: Any, players: int) -> tuple[int, ...]:
    """The learner's seats from seat numbers or the game's seat names ("Red", "a"), checked against the table."""
    names = [name.lower() for name in seat_names(module, players)]
    english = [str(name).lower() for name in getattr(module, "SEATS", ())][:players]   # "Red" in any language
    wanted = [seats] if isinstance(seats, (int, str)) else list(seats)
    if not wanted:
        raise ValueError("the learner needs at least one seat")
    out = []
    for seat in wanted:
        if isinstance(seat, int) and not isinstance(seat, bool) and 0 <= seat < players:
            out.append(seat)
        elif isinstance(seat, str) and seat.lower() in names:
            out.append(names.index(seat.lower()))
        elif isinstance(seat, str) and seat.lower() in english:
            out.append(english.index(seat.lower()))
        else:
            raise ValueError(f"no seat {seat!r} at a table of {players}; choose from "
                             f"{', '.join(seat_names(module, players))} or 0-{players - 1}")
    if len(set(out)) != len(out):
        raise ValueError("a seat is taken twice")
    return tuple(out)


def resolve_bot_names(module: ModuleType, bots: Any, seats: tuple[int, ...], players: int) -> dict[int, str]:
    """A bot name for every seat the learner does not take: one name for all, a list in seat order, or a mapping."""
    others = [seat for seat in range(players) if seat not in seats]
    if isinstance(bots, str):
        names = dict.fromkeys(others, bots)
    elif isinstance(bots, dict):
        keyed = {resolve_seats(module, seat, players)[0]: name for seat, name in bots.items()}
        missing = [seat for seat in others if seat not in keyed]
        if missing:
            raise ValueError(f"no bot named for seat(s) {', '.join(map(str, missing))}")
        names = {seat: keyed[seat] for seat in others}
    else:
        listed = list(bots)
        if len(listed) != len(others):
            raise ValueError(f"{len(listed)} bot(s) named for {len(others)} bot seat(s)")
        names = dict(zip(others, listed))
    for name in names.values():
        if name not in module.BOTS:
            raise ValueError(f"no bot {name!r} in {module.TITLE}; choose one of {', '.join(module.BOTS)}")
    return names


def learner_decided_last(history: list[Entry], end: int | None = None) -> bool:
    """Whether the last decision in `history[:end]` (chance aside) was the learner's; before any decision, it counts
    as theirs: the dice that follow are the learner's to roll."""
    for index in range((len(history) if end is None else end) - 1, -1, -1):
        if history[index].actor != "chance":
            return history[index].actor == "learner"
    return True


class TableGame:
    """One game at the table: its settings, the seeded generator, the start, the history and the position now."""

    def __init__(self, module: ModuleType, saved: SavedTable):
        self.module = module
        self.seats = saved.seats
        self.bot_names = dict(saved.bots)
        self.bots = {seat: module.BOTS[name]() for seat, name in self.bot_names.items()}
        self.seed = saved.seed
        self.pause = saved.pause
        self.rng = random.Random()
        self.rng.setstate(saved.rng_state)
        self.start = saved.start
        self.history: list[Entry] = list(saved.history)
        self.state = saved.state
        self.version = 0
        """Bumped by every change of position: what a view built for an older position checks against."""
        self.bot_seconds: list[float] = []
        """Seconds per bot move: its choice and the engine applying it."""

    @classmethod
    def new(cls, module: ModuleType, players: int | None = None, seats: Any = 0, bots: Any = "heuristic",
            seed: int = 0, pause: float = 0.5, **options: Any) -> TableGame:
        """A new game: the learner's seats and the bots checked first (a bad setting builds nothing)."""
        players = players or module.DEFAULT_PLAYERS
        chosen = resolve_seats(module, seats, players)
        names = resolve_bot_names(module, bots, chosen, players)
        start = module.new_game(players=players, seed=seed, **options)
        return cls(module, SavedTable(chosen, names, seed, float(pause), random.Random(seed).getstate(), start, [],
                                      start))

    def snapshot(self) -> SavedTable:
        """Everything a save holds, as it stands now."""
        return SavedTable(self.seats, dict(self.bot_names), self.seed, self.pause, self.rng.getstate(), self.start,
                          list(self.history), self.state)

    # --- whose turn -------------------------------------------------------------------------------------------

    @property
    def turn(self) -> str:
        """Who acts now (one of TURNS)."""
        state = self.state
        if state.is_terminal():
            return "over"
        player = state.current_player
        if player == CHANCE:
            return "roll" if self.learner_rolls() else "chance"
        return "learner" if player in self.seats else "bot"

    def learner_rolls(self) -> bool:
        """The dice after the learner's own decision are theirs to roll; after a bot's, the table rolls them."""
        return learner_decided_last(self.history)

    def legal(self) -> tuple[Any, ...]:
        """The legal moves now (none at a chance node or at the end)."""
        return tuple(self.state.legal_actions()) if self.state.current_player >= 0 else ()

    # --- moves ----------------------------------------------------------------------------------------------

    def apply(self, action: Any, actor: str, note: str = "") -> Entry:
        """Play one move (the engine refuses an illegal one and nothing changes) and record who made it."""
        entry = Entry(self.state, action, actor, note)
        self.state = self.state.apply(action)
        self.history.append(entry)
        self.version += 1
        return entry

    def bot_move(self) -> Entry:
        """The bot in the seat to move chooses (with its reason, when it gives one) and plays."""
        bot = self.bots[self.state.current_player]
        started = time.perf_counter()
        with_reason = getattr(bot, "choose_with_reason", None)
        if with_reason is not None:
            action, reason = with_reason(self.state, self.rng)
        else:
            action, reason = bot.choose(self.state, self.rng), ""
        entry = self.apply(action, "bot", reason)
        self.bot_seconds.append(time.perf_counter() - started)
        return entry

    def roll(self) -> list[Entry]:
        """Every chance node in a row, each outcome drawn with its probability from the table's seeded generator."""
        rolled = []
        while self.state.current_player == CHANCE:
            rolled.append(self.apply(sample_outcome(self.state.chance_outcomes(), self.rng), "chance"))
        return rolled

    def undo(self) -> tuple[Entry, int]:
        """Go back to before the learner's last decision; returns it and how many moves came after it.

        The generator is not wound back: the dice after an undo are rolled afresh.
        """
        index = next((i for i in range(len(self.history) - 1, -1, -1) if self.history[i].actor == "learner"), None)
        if index is None:
            raise ValueError("Nothing to undo: you have not moved yet.")
        entry = self.history[index]
        later = len(self.history) - index - 1
        self.state = entry.before
        del self.history[index:]
        self.version += 1
        return entry, later

    def can_undo(self) -> bool:
        """Whether the learner has a decision to take back."""
        return any(entry.actor == "learner" for entry in self.history)
