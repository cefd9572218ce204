"""Playing games out: bots choose moves, chance nodes are sampled from a seeded RNG or taken from a script."""

from __future__ import annotations

import random
from collections.abc import Iterable, Iterator, Mapping, Sequence
from typing import Any, Protocol, runtime_checkable

from .actions import CHANCE, TERMINAL, Action


@runtime_checkable
class Bot(Protocol):
    """Anything that picks a legal action for the player to move, using only the RNG it is given."""

    name: str

    def choose(self, state: Any, rng: random.Random) -> Action:
        """One of `state.legal_actions()`, chosen with `rng` (the only source of randomness a bot may use)."""
        ...


def check_seat_to_move(state: Any, bot: str) -> None:
    """Refuse, naming where the game stands, to choose a move where no seat is to move: a bot plays for the seat
    to move (`current_player` 0..players-1), never at a chance node (`chance_outcomes()` settles it) or after the
    end."""
    player = state.current_player
    if player == CHANCE or player == TERMINAL:
        where = "a chance node (resolve it with chance_outcomes())" if player == CHANCE else "a finished game"
        raise ValueError(f"the {bot} bot moves only for a seat to move (current_player 0 to "
                         f"{state.num_players - 1}); this is {where}, current_player={player}")


class RandomBot:
    """Picks uniformly among the legal actions."""

    name = "random"

    def choose(self, state: Any, rng: random.Random) -> Action:
        """A legal action chosen uniformly at random."""
        actions = state.legal_actions()
        return actions[rng.randrange(len(actions))]

    def __repr__(self) -> str:
        return "RandomBot()"


def sample_outcome(outcomes: Sequence[tuple[Action, float]], rng: random.Random) -> Action:
    """Draw one chance outcome with its probability, deterministically for a given RNG state."""
    r = rng.random()
    acc = 0.0
    for outcome, p in outcomes:
        acc += p
        if r < acc:
            return outcome
    return outcomes[-1][0]


class ScriptedChance:
    """Resolves chance nodes from a fixed list, such as "the dice show 3, 9, 8".

    Each item is either an outcome `Action` or a plain value that matches exactly one outcome (by its first
    argument, or by its text). When the script runs out, `fallback` (an RNG) takes over, or an error is raised.
    """

    def __init__(self, outcomes: Iterable[Any], fallback: random.Random | None = None):
        self._items: Iterator[Any] = iter(outcomes)
        self.fallback = fallback

    def resolve(self, state: Any) -> Action:
        """The next scripted outcome here (sampled from the fallback generator once the script runs out)."""
        outcomes = state.chance_outcomes()
        try:
            wanted = next(self._items)
        except StopIteration:
            if self.fallback is None:
                raise ValueError("the chance script ran out of outcomes") from None
            return sample_outcome(outcomes, self.fallback)
        return match_outcome(outcomes, wanted)


def match_outcome(outcomes: Sequence[tuple[Action, float]], wanted: Any) -> Action:
    """Find the chance outcome meant by `wanted` (an Action, its first argument, or its text)."""
    for outcome, _ in outcomes:
        if outcome == wanted:
            return outcome
    hits = [o for o, _ in outcomes if (o.args and o.args[0] == wanted) or str(o) == str(wanted)]
    if len(hits) != 1:
        shown = ", ".join(str(o) for o, _ in outcomes[:12])
        raise ValueError(f"scripted outcome {wanted!r} does not name exactly one of: {shown}")
    return hits[0]


def resolve_bots(bots: Any, players: int) -> list[Bot]:
    """One bot per seat from a bot, a sequence (one per seat) or a mapping seat -> bot."""
    if isinstance(bots, Mapping):
        missing = [s for s in range(players) if s not in bots]
        if missing:
            raise ValueError(f"no bot for seat(s) {missing}")
        return [bots[s] for s in range(players)]
    if isinstance(bots, Sequence) and not isinstance(bots, str):
        if len(bots) != players:
            raise ValueError(f"{len(bots)} bots given for {players} seats")
        return list(bots)
    return [bots] * players


def play(state: Any, bots: Any = None, rng: random.Random | int | None = None, *,
         chance: Iterable[Any] | ScriptedChance | None = None, max_plies: int = 100_000,
         trace: list | None = None) -> Any:
    """Play from `state` until the game ends (or `max_plies` decisions), returning the final state.

    `bots` picks moves (default: every seat a `RandomBot`); chance nodes come from `chance` (a script) and then
    from `rng`, a `random.Random` or a seed. `trace`, if given, receives every action applied, in order.
    """
    return playout(state, bots, rng, chance=chance, max_plies=max_plies, trace=trace)[0]


def playout(state: Any, bots: Any = None, rng: random.Random | int | None = None, *,
            chance: Iterable[Any] | ScriptedChance | None = None, max_plies: int = 100_000,
            trace: list | None = None) -> tuple[Any, int]:
    """Like `play`, but also return the number of player decisions (plies) made."""
    if not isinstance(rng, random.Random):
        rng = random.Random(rng)
    seats = resolve_bots(bots if bots is not None else RandomBot(), state.num_players)
    script = chance if isinstance(chance, ScriptedChance) or chance is None else ScriptedChance(chance, rng)
    plies = 0
    while True:
        player = state.current_player
        if player == TERMINAL:
            return state, plies
        if player == CHANCE:
            action = script.resolve(state) if script is not None else sample_outcome(state.chance_outcomes(), rng)
        else:
            if plies >= max_plies:
                return state, plies
            action = seats[player].choose(state, rng)
            plies += 1
        if trace is not None:
            trace.append(action)
        state = state.apply(action)
