"""Monte Carlo tree search over the engine contract: a strong bot for any game, without game knowledge.

    from rulebook.core.search import SearchBot
    bot = SearchBot(iterations=400)                      # or seconds=0.5, or both (whichever ends first)
    action = bot.choose(state, random.Random(7))         # the same seed gives the same move, in any process
    report = bot.search(state, random.Random(7))         # the move with the visit counts and values behind it

How it searches (UCT, Kocsis & Szepesvári 2006, for any number of seats):

* **Decisions**: each node keeps, for every seat, the sum of the rewards that passed through it; the seat to move
  picks the child with the best mean reward *for that seat* plus `exploration * sqrt(ln N / n)`. Untried moves
  are tried first, in a random order drawn from the search's own RNG (or, with `guide=` a bot, the guide's move
  first, then the rest at random: heuristic-ordered expansion). Legal actions are read once per node. With
  `candidates=` a function (state, legal actions) -> the actions worth searching, a node expands only those (and
  the guide's move): a game with a hundred legal moves, most of them poor, spends a small budget on a few.
* **Chance** is explicit, as the engines model it: each pass through a chance node samples one outcome with its
  exact `chance_outcomes()` probability, and the outcome's child is kept. A node's mean therefore converges to
  the expectation over outcomes without ever listing them all; a rare outcome costs nothing until it comes up.
  (The alternative, expanding every outcome and weighting the backup by its probability, is exact for small
  dice but wasteful for a 60-card draw; sampling serves every game alike.)
* **Rewards** come from the end of the game: each winner gets 1 / (number of winners), the others 0. With
  `score_weight` w > 0 the reward is (1 - w) · win + w · (score - lowest) / (highest - lowest), so margins count
  too. A rollout cut off by `rollout_plies` is judged by `evaluate(state)` (values per seat in [0, 1]); the
  default shares the win among the current leaders by `scores()`.
* **Rollouts** play uniformly random moves (`rollout="random"`) or ask a bot (`rollout=HeuristicBot()`), which
  plays stronger and costs more per iteration.
* **Hidden information** (hands, deck orders, secret cards): the search must not see what the seat to move
  cannot. It samples `determinizations` worlds with `state.resample_hidden(seat, rng)`, grows one tree in each
  (iterations are dealt round-robin, so a time budget treats them evenly) and adds up the root visits of all the
  trees: ensemble determinized UCT ("perfect-information Monte Carlo"). A perfect-information game
  (`PERFECT_INFORMATION = True`) is searched in a single tree. `determinize=False` searches the true state:
  an "open hands" search that sees every hidden card, i.e. one that cheats; useful only as an upper bound.

A game offers it to `simulate` and the widgets by name, with a budget and a cheap rollout of its own:

    BOTS = {"random": RandomBot, "heuristic": HeuristicBot,
            "search": functools.partial(SearchBot, iterations=200, rollout=RandomBot(), rollout_plies=60)}

Budgets: `iterations` is deterministic for a given RNG; `seconds` stops on the clock (at least one iteration),
so its moves depend on the machine's speed. The bot draws one number from the RNG it is given and searches with
its own RNG seeded from it, so the game's RNG advances the same way whatever the budget.
"""

from __future__ import annotations

import math
import random
import time
from bisect import bisect_right
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from itertools import accumulate
from numbers import Real
from typing import Any

from .actions import CHANCE, TERMINAL, Action
from .state import GameState

DEFAULT_ITERATIONS = 400
"""The budget when neither `iterations` nor `seconds` is given."""

ROLLOUTS = ("random",)
"""Rollout policies known by name; any object with `choose(state, rng)` may be given instead."""

Evaluate = Callable[[Any], Sequence[float]]


def _is_whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _is_number(value: Any) -> bool:
    return isinstance(value, Real) and not isinstance(value, bool) and math.isfinite(value)


@dataclass(frozen=True)
class SearchResult:
    """What one search found: the chosen action and, per root action, its visits and the mover's mean reward."""

    action: Action
    actions: tuple[Action, ...]
    visits: tuple[int, ...]
    values: tuple[float, ...]
    """Mean reward (0..1) of the seat to move after each root action; NaN for an action never tried."""
    iterations: int
    determinizations: int
    nodes: int
    seconds: float
    """Wall time of the search (differs between runs; everything else is fixed by the seed and budget)."""

    def ranking(self) -> list[tuple[Action, int, float]]:
        """Root actions from most to least visited: (action, visits, mean reward)."""
        order = sorted(range(len(self.actions)), key=lambda i: (-self.visits[i], i))
        return [(self.actions[i], self.visits[i], self.values[i]) for i in order]


class _Decision:
    __slots__ = ("actions", "children", "player", "preferred", "state", "totals", "untried", "visits")

    def __init__(self, state: Any, player: int, actions: tuple[Action, ...], rng: random.Random, seats: int,
                 guide: Any = None, candidates: Callable[[Any, tuple[Action, ...]], Any] | None = None):
        if not actions:
            raise ValueError(f"{_game_name(state)}: seat {player} is to move but has no legal action")
        self.state = state
        self.player = player
        self.actions = actions
        untried = list(range(len(actions)))
        if candidates is not None and len(actions) > 1:  # only the moves worth searching (never none of them)
            keep = set(candidates(state, actions))
            untried = [i for i in untried if actions[i] in keep] or untried
        rng.shuffle(untried)
        self.preferred = -1
        if guide is not None and len(actions) > 1:  # the guide's move is tried first (popped from the end)
            self.preferred = actions.index(guide.choose(state, rng))
            if self.preferred in untried:
                untried.remove(self.preferred)
            untried.append(self.preferred)
        self.untried = untried
        self.children: list[tuple[int, Any]] = []
        self.visits = 0
        self.totals = [0.0] * seats


class _Chance:
    __slots__ = ("children", "cumulative", "outcomes", "state", "totals", "visits")

    def __init__(self, state: Any, seats: int):
        outcomes = state.chance_outcomes()
        if not outcomes:
            raise ValueError(f"{_game_name(state)}: a chance node has no outcomes")
        self.state = state
        self.outcomes = outcomes
        self.cumulative = list(accumulate(p for _, p in outcomes))
        self.children: dict[int, Any] = {}
        self.visits = 0
        self.totals = [0.0] * seats


class _Leaf:
    __slots__ = ("reward", "totals", "visits")

    def __init__(self, reward: tuple[float, ...], seats: int):
        self.reward = reward
        self.visits = 0
        self.totals = [0.0] * seats


def _game_name(state: Any) -> str:
    return getattr(state, "GAME", "") or type(state).__name__


def win_shares(state: Any) -> tuple[float, ...]:
    """1 / (number of winners) for each winner, 0 for everyone else (all 0 if nobody won)."""
    winners = state.winners()
    share = 1.0 / len(winners) if winners else 0.0
    return tuple(share if seat in winners else 0.0 for seat in range(state.num_players))


def leaders_share(state: Any) -> tuple[float, ...]:
    """The default judgement of an unfinished game: the seats with the highest `scores()` share the win."""
    scores = state.scores()
    top = max(scores)
    leaders = [seat for seat, score in enumerate(scores) if score == top]
    return tuple(1.0 / len(leaders) if seat in leaders else 0.0 for seat in range(len(scores)))


def lead_evaluator(scale: float, points: Callable[[Any], Sequence[float]] | None = None) -> Evaluate:
    """An `evaluate` for cut-off rollouts: each seat's value is 1 / (1 + exp(-(its points - the best other
    seat's points) / scale)), so a lead of `scale` points is worth about 0.73 and a tie 0.5. `points(state)` gives a
    number per seat (default `state.scores()`; a game may pass a richer estimate, such as its heuristic's)."""
    if not (_is_number(scale) and scale > 0):
        raise ValueError(f"scale: expected a positive number of points, got {scale!r}")
    measure = points or (lambda state: state.scores())

    def evaluate(state: Any) -> tuple[float, ...]:
        values = list(measure(state))
        out = []
        for seat, mine in enumerate(values):
            best_other = max(v for other, v in enumerate(values) if other != seat)
            out.append(1.0 / (1.0 + math.exp(max(-60.0, min(60.0, (best_other - mine) / scale)))))
        return tuple(out)

    return evaluate


def _relative_scores(state: Any) -> tuple[float, ...]:
    scores = state.scores()
    low, high = min(scores), max(scores)
    if high == low:
        return (0.5,) * len(scores)
    return tuple((s - low) / (high - low) for s in scores)


class SearchBot:
    """Monte Carlo tree search for any game that follows the engine contract (see the module docstring).

    Keyword arguments: `iterations` / `seconds` (the budget per move; both: whichever ends first), `exploration`
    (UCT constant, rewards are in [0, 1]), `rollout` ("random" or a bot), `rollout_plies` (decisions per rollout
    before `evaluate` judges the position), `determinize` (False: open-hands search, which cheats), and
    `determinizations` (worlds sampled per move for a game with hidden information), `score_weight` (0: only
    winning counts; up to 1: the score margin counts too), `guide` (a bot whose move is tried first at every new
    node and kept unless another move earns more visits: a small budget starts from its advice, not at random),
    `guide_bias` (progressive bias: the guide's move scores `guide_bias / visits` more in selection, so the
    search leaves the guide's advice only on clear evidence; 0: no bias), `candidates` (a function (state, legal
    actions) -> the actions worth searching at a node; the others are never expanded, the guide's move always is;
    None or an empty answer: every legal action).
    """

    def __init__(self, iterations: int | None = None, *, seconds: float | None = None, exploration: float = 1.0,
                 rollout: str | Any = "random", rollout_plies: int = 200, determinize: bool = True,
                 determinizations: int = 8, score_weight: float = 0.0, evaluate: Evaluate | None = None,
                 guide: Any = None, guide_bias: float = 0.0,
                 candidates: Callable[[Any, tuple[Action, ...]], Any] | None = None, name: str = "search"):
        if iterations is None and seconds is None:
            iterations = DEFAULT_ITERATIONS
        if iterations is not None and not (_is_whole(iterations) and iterations >= 1):
            raise ValueError(f"iterations: expected a whole number of at least 1 (or None with seconds=...), "
                             f"got {iterations!r}")
        if seconds is not None and not (_is_number(seconds) and seconds > 0):
            raise ValueError(f"seconds: expected a positive number of seconds per move (or None with "
                             f"iterations=...), got {seconds!r}")
        if not (_is_number(exploration) and exploration >= 0):
            raise ValueError(f"exploration: expected a number of at least 0 (1.0 is usual), got {exploration!r}")
        if isinstance(rollout, str):
            if rollout not in ROLLOUTS:
                raise ValueError(f"rollout: unknown rollout {rollout!r}; choose one of {', '.join(ROLLOUTS)} "
                                 f"or give a bot (an object with choose(state, rng))")
        elif not callable(getattr(rollout, "choose", None)):
            raise ValueError(f"rollout: expected one of {', '.join(ROLLOUTS)} or a bot with choose(state, rng), "
                             f"got {rollout!r}")
        if not (_is_whole(rollout_plies) and rollout_plies >= 0):
            raise ValueError(f"rollout_plies: expected a whole number of at least 0, got {rollout_plies!r}")
        if not isinstance(determinize, bool):
            raise ValueError(f"determinize: expected True or False, got {determinize!r}")
        if not (_is_whole(determinizations) and determinizations >= 1):
            raise ValueError(f"determinizations: expected a whole number of at least 1, got {determinizations!r}")
        if not (_is_number(score_weight) and 0 <= score_weight <= 1):
            raise ValueError(f"score_weight: expected a number from 0 to 1, got {score_weight!r}")
        if guide is not None and not callable(getattr(guide, "choose", None)):
            raise ValueError(f"guide: expected a bot with choose(state, rng) or None, got {guide!r}")
        if not (_is_number(guide_bias) and guide_bias >= 0):
            raise ValueError(f"guide_bias: expected a number of at least 0 (0: none), got {guide_bias!r}")
        if candidates is not None and not callable(candidates):
            raise ValueError(f"candidates: expected a function (state, legal actions) -> the actions worth "
                             f"searching, or None, got {candidates!r}")
        if evaluate is not None and not callable(evaluate):
            raise ValueError(f"evaluate: expected a function state -> values per seat, got {evaluate!r}")
        if not isinstance(name, str) or not name:
            raise ValueError(f"name: expected a non-empty string, got {name!r}")
        self.iterations = iterations
        self.seconds = float(seconds) if seconds is not None else None
        self.exploration = float(exploration)
        self.rollout = rollout
        self.rollout_plies = rollout_plies
        self.determinize = determinize
        self.determinizations = determinizations
        self.score_weight = float(score_weight)
        self.evaluate = evaluate or leaders_share
        self.guide = guide
        self.guide_bias = float(guide_bias)
        self.candidates = candidates
        self.name = name

    def __repr__(self) -> str:
        budget = [f"iterations={self.iterations}"] if self.iterations is not None else []
        budget += [f"seconds={self.seconds}"] if self.seconds is not None else []
        rollout = self.rollout if isinstance(self.rollout, str) else getattr(self.rollout, "name", "bot")
        extra = "" if self.determinize else ", determinize=False"
        return f"SearchBot({', '.join(budget)}, rollout={rollout!r}{extra})"

    # --- the Bot protocol -----------------------------------------------------------------------------------

    def choose(self, state: Any, rng: random.Random) -> Action:
        """The move the search recommends for the seat to move (deterministic for `rng` with an iteration budget)."""
        return self.search(state, rng).action

    def search(self, state: Any, rng: random.Random) -> SearchResult:
        """Search from `state` for the seat to move and report what was found; `state` is not changed."""
        if not isinstance(rng, random.Random):
            raise ValueError(f"rng: expected a random.Random, got {rng!r}")
        seat = state.current_player
        if seat == CHANCE or seat == TERMINAL or state.is_terminal():
            where = "a chance node" if seat == CHANCE else "a finished game"
            raise ValueError(f"{_game_name(state)}: the search bot moves only for a seat to move; this is {where} "
                             f"(current_player={seat}); resolve chance with chance_outcomes() first")
        actions = state.legal_actions()
        if not actions:
            raise ValueError(f"{_game_name(state)}: seat {seat} is to move but has no legal action")
        worlds = self._world_count(state)
        search_rng = random.Random(rng.getrandbits(64))
        started = time.perf_counter()
        if len(actions) == 1:
            return SearchResult(actions[0], actions, (0,), (math.nan,), 0, 0, 0, time.perf_counter() - started)
        seats = state.num_players
        roots: list[_Decision | None] = [None] * worlds
        nodes = iterations = 0
        limit = self.iterations
        deadline = started + self.seconds if self.seconds is not None else math.inf
        while True:
            world = iterations % worlds
            root = roots[world]
            if root is None:
                root = roots[world] = self._root(state, seat, actions, search_rng, seats, worlds)
                nodes += 1
            nodes += self._iterate(root, search_rng, seats)
            iterations += 1
            if (limit is not None and iterations >= limit) or time.perf_counter() >= deadline:
                break
        visits = [0] * len(actions)
        totals = [0.0] * len(actions)
        for root in roots:
            if root is None:
                continue
            for index, child in root.children:
                visits[index] += child.visits
                totals[index] += child.totals[seat]
        values = tuple(totals[i] / visits[i] if visits[i] else math.nan for i in range(len(actions)))
        votes = [0] * len(actions)  # how many worlds' guides advised each move
        for root in roots:
            if root is not None and root.preferred >= 0:
                votes[root.preferred] += 1
        best = max(range(len(actions)),  # most visited; on a tie the guide's advice, then the better mean
                   key=lambda i: (visits[i], votes[i], values[i] if visits[i] else -1.0, -i))
        grown = sum(root is not None for root in roots)
        return SearchResult(actions[best], actions, tuple(visits), values, iterations, grown, nodes,
                            time.perf_counter() - started)

    # --- the tree ---------------------------------------------------------------------------------------------

    def _world_count(self, state: Any) -> int:
        """How many determinized trees to grow: one when nothing is hidden or when searching open-handed."""
        if not self.determinize or getattr(state, "PERFECT_INFORMATION", False):
            return 1
        method = getattr(type(state), "resample_hidden", None)
        if not callable(method):
            raise NotImplementedError(self._no_resample(state, "has no resample_hidden(seat, rng)"))
        if method is GameState.resample_hidden:  # the contract's default: says the game has not implemented it
            raise NotImplementedError(self._no_resample(state, "does not implement resample_hidden yet"))
        return self.determinizations

    def _no_resample(self, state: Any, problem: str) -> str:
        return (f"{_game_name(state)} {problem}: the search bot cannot hide the cards the seat to move must not "
                f"see. Implement resample_hidden in the game, or build SearchBot(determinize=False) for an "
                f"open-hands search (it sees every hidden card: it cheats)")

    def _root(self, state: Any, seat: int, actions: tuple[Action, ...], rng: random.Random, seats: int,
              worlds: int) -> _Decision:
        if worlds == 1 and (not self.determinize or getattr(state, "PERFECT_INFORMATION", False)):
            return _Decision(state, seat, actions, rng, seats, self.guide, self.candidates)
        try:
            world = state.resample_hidden(seat, rng)
        except NotImplementedError as error:
            raise NotImplementedError(self._no_resample(state, "does not implement resample_hidden yet")) from error
        if world.current_player != seat or world.legal_actions() != actions:
            raise ValueError(f"{_game_name(state)}: resample_hidden({seat}) changed what seat {seat} can see "
                             f"(the seat to move or its legal actions differ): it must redraw only hidden things")
        return _Decision(world, seat, actions, rng, seats, self.guide, self.candidates)

    def _node(self, state: Any, rng: random.Random, seats: int) -> Any:
        player = state.current_player
        if player == TERMINAL:
            return _Leaf(self._final_reward(state), seats)
        if player == CHANCE:
            return _Chance(state, seats)
        return _Decision(state, player, state.legal_actions(), rng, seats, self.guide, self.candidates)

    def _iterate(self, root: _Decision, rng: random.Random, seats: int) -> int:
        """One selection - expansion - rollout - backup pass; returns the number of nodes it added."""
        node: Any = root
        path = [root]
        added = 0
        c = self.exploration
        bias = self.guide_bias
        while True:
            if isinstance(node, _Decision):
                if node.untried:
                    index = node.untried.pop()
                    child = self._node(_advance(node.state, node.actions[index]), rng, seats)
                    node.children.append((index, child))
                    path.append(child)
                    added += 1
                    if isinstance(child, _Chance):
                        node = child
                        continue
                    reward = child.reward if isinstance(child, _Leaf) else self._rollout(child.state, rng)
                    break
                player = node.player
                log_n = math.log(node.visits)
                best, best_score = None, -math.inf
                preferred = node.preferred if bias else -2
                for index, child in node.children:
                    n = child.visits
                    score = child.totals[player] / n + c * math.sqrt(log_n / n)
                    if index == preferred:  # progressive bias: the guide's advice, fading as visits come in
                        score += bias / n
                    if score > best_score:
                        best, best_score = child, score
                node = best
                path.append(node)
            elif isinstance(node, _Chance):
                cumulative = node.cumulative
                index = min(bisect_right(cumulative, rng.random() * cumulative[-1]), len(cumulative) - 1)
                child = node.children.get(index)
                if child is None:
                    child = self._node(_advance(node.state, node.outcomes[index][0]), rng, seats)
                    node.children[index] = child
                    added += 1
                    path.append(child)
                    if isinstance(child, _Decision):
                        reward = self._rollout(child.state, rng)
                        break
                else:
                    path.append(child)
                node = child
            else:
                reward = node.reward
                break
        for visited in path:
            visited.visits += 1
            totals = visited.totals
            for i in range(seats):
                totals[i] += reward[i]
        return added

    def _rollout(self, state: Any, rng: random.Random) -> tuple[float, ...]:
        """Play on from `state` with the rollout policy; the reward per seat at the end (or at the ply cap)."""
        bot = None if isinstance(self.rollout, str) else self.rollout
        plies = 0
        while True:
            player = state.current_player
            if player == TERMINAL:
                return self._final_reward(state)
            if player == CHANCE:
                outcomes = state.chance_outcomes()
                state = _advance(state, _sample(outcomes, rng))
                continue
            if plies >= self.rollout_plies:
                return self._cutoff_reward(state)
            plies += 1
            if bot is None:
                actions = state.legal_actions()
                state = _advance(state, actions[int(rng.random() * len(actions))])
            else:
                state = state.apply(bot.choose(state, rng))

    def _final_reward(self, state: Any) -> tuple[float, ...]:
        shares = win_shares(state)
        if not self.score_weight:
            return shares
        w = self.score_weight
        return tuple((1 - w) * a + w * b for a, b in zip(shares, _relative_scores(state)))

    def _cutoff_reward(self, state: Any) -> tuple[float, ...]:
        values = tuple(float(v) for v in self.evaluate(state))
        if len(values) != state.num_players:
            raise ValueError(f"evaluate returned {len(values)} values for {state.num_players} seats")
        if not self.score_weight:
            return values
        w = self.score_weight
        return tuple((1 - w) * a + w * b for a, b in zip(values, _relative_scores(state)))


def _advance(state: Any, action: Action) -> Any:
    """The public `apply`: engines check legality fast for the very objects their legal lists hold."""
    return state.apply(action)


def _sample(outcomes: Sequence[tuple[Action, float]], rng: random.Random) -> Action:
    r = rng.random()
    acc = 0.0
    for outcome, p in outcomes:
        acc += p
        if r < acc:
            return outcome
    return outcomes[-1][0]


__all__ = ["DEFAULT_ITERATIONS", "ROLLOUTS", "SearchBot", "SearchResult", "lead_evaluator", "leaders_share",
           "win_shares"]
