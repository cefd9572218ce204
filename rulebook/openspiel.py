"""Our games as OpenSpiel games: run by algorithms nobody here wrote (needs the `openspiel` extra).

    from rulebook.openspiel import load_game
    game = load_game("troyes", players=3, seed=7)          # a pyspiel.Game; options as keywords
    pyspiel.random_sim_test(game, num_sims=2, serialize=False, verbose=False)
    state = game.new_initial_state(); state.legal_actions(); state.apply_action(a); state.returns()

Each registered game becomes the pyspiel Python game `rulebook_<name>` with these facts:

* sequential moves, **explicit stochastic chance** (our chance nodes with their exact probabilities), terminal
  rewards only; perfect or **imperfect information** as the game's state class says (`PERFECT_INFORMATION`);
* **zero-sum returns**: each winner gets 1 / (number of winners), minus 1 / players for everyone, so a win is
  worth 1 - 1/n, a loss -1/n, and the returns always add up to 0 (a game cut off unfinished returns zeros);
* **actions** are coded by the game's declared `ACTION_SPACE` (rulebook.core.action_codec; a stable code per
  move), or, for a game that has not declared one yet, by the index among the legal actions
  (`LegalIndexCodec`, up to the game's `MAX_BRANCHING`; the same code means different moves in different
  positions: fine for tree search, not for learning a policy). The `legal_index` parameter forces the fallback;
* **strings**: the observation string is the seat's `state.observation(seat)` as canonical JSON, offered when the
  game implements it (a perfect-information game sees the whole position); the information state (the move
  history, perfect recall) only for a perfect-information game. We do not pretend: a game that cannot yet say
  what each seat sees offers no strings. OpenSpiel's MCTS ignores information sets, so on an imperfect-
  information game it searches the true state: it plays with open hands;
* **game length**: `max_moves` (chance outcomes included, default 3 × the game's `MAX_PLIES`) ends a game that
  has not finished by then, with zero returns.

Parameters (`load_game` keywords, or the dict of `pyspiel.load_game`): `players`, `seed` (the setup draw of
`new_game`: a game's initial cards are fixed by it), `max_moves`, `legal_index`, and every option of the game
whose default is a number, a string or a bool.

OpenSpiel's MCTS (`open_spiel.python.algorithms.mcts.MCTSBot`) plays our games as they are; `JudgementEvaluator`
is an evaluator for it that judges a leaf with our search bot's cut-off judgement instead of a random playout to
the end (a random Barbarian Attack game takes seconds), and can lean its prior towards one of our bots' move:

    game = load_game("troyes", players=2, seed=7)
    bot = mcts.MCTSBot(game, uct_c=2.0, max_simulations=100, child_selection_fn=mcts.SearchNode.puct_value,
                       evaluator=JudgementEvaluator(game, guide=game.module.BOTS["heuristic"]()))
"""

from __future__ import annotations

import json
import random
from typing import Any

import numpy as np
import pyspiel
from open_spiel.python.algorithms import mcts

from .core import CHANCE, TERMINAL, GameState
from .core.action_codec import ActionCodec, ActionSpace, LegalIndexCodec
from .core.search import leaders_share
from .games import get_game

PREFIX = "rulebook_"
"""OpenSpiel short names are this prefix and the game's registered name."""

DEFAULT_MAX_BRANCHING = 10_000
"""The legal-index code range for a game that declares neither `ACTION_SPACE` nor `MAX_BRANCHING`."""

_PLAIN = (bool, int, float, str)


def short_name(game: str) -> str:
    """The OpenSpiel name of one of our games: `rulebook_<name>`."""
    return PREFIX + game


def _plain_options(module: Any) -> dict[str, Any]:
    return {name: opt.default for name, opt in module.OPTIONS.items()
            if isinstance(opt.default, _PLAIN) and name not in ("players", "seed", "max_moves", "legal_index")}


def register_openspiel_game(game: str) -> str:
    """Register `game` (a name known to `rulebook.games`) with pyspiel, once; returns its OpenSpiel short name."""
    module = get_game(game)
    name = short_name(game)
    if name in pyspiel.registered_names():
        return name
    probe = module.new_game(players=module.DEFAULT_PLAYERS, seed=0)
    perfect = bool(getattr(probe, "PERFECT_INFORMATION", False))
    observable = perfect or type(probe).observation is not GameState.observation
    parameters = {"players": module.DEFAULT_PLAYERS, "seed": 0, "max_moves": 3 * getattr(module, "MAX_PLIES", 10_000),
                  "legal_index": False, **_plain_options(module)}
    game_type = pyspiel.GameType(
        short_name=name,
        long_name=f"rulebook {getattr(module, 'TITLE', game)}",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
        information=(pyspiel.GameType.Information.PERFECT_INFORMATION if perfect
                     else pyspiel.GameType.Information.IMPERFECT_INFORMATION),
        utility=pyspiel.GameType.Utility.ZERO_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=max(module.PLAYERS),
        min_num_players=min(module.PLAYERS),
        provides_information_state_string=perfect,
        provides_information_state_tensor=False,
        provides_observation_string=observable,
        provides_observation_tensor=False,
        parameter_specification=parameters,
    )

    class Game(RulebookGame):
        __doc__ = f"{getattr(module, 'TITLE', game)} as an OpenSpiel game."

        def __init__(self, params: dict | None = None):
            RulebookGame.__init__(self, game_type, module, parameters, params or {})

    Game.__name__ = Game.__qualname__ = f"RulebookGame_{game}"
    pyspiel.register_game(game_type, Game)
    return name


def load_game(game: str, players: int | None = None, **params: Any) -> pyspiel.Game:
    """The pyspiel game for one of our games, registering it if needed; keywords as in the module docstring."""
    name = register_openspiel_game(game)
    if players is not None:
        params["players"] = players
    return pyspiel.load_game(name, params)


def codec_for(module: Any, players: int, options: dict[str, Any], legal_index: bool = False) -> ActionCodec:
    """The game's declared action space (`ACTION_SPACE`, or a function of players and options), else legal index."""
    declared = getattr(module, "ACTION_SPACE", None)
    if declared is not None and not legal_index:
        space = declared(players, options) if callable(declared) else declared
        if not isinstance(space, ActionSpace):
            raise TypeError(f"{module.NAME}.ACTION_SPACE must be an ActionSpace, got {space!r}")
        return space
    return LegalIndexCodec(getattr(module, "MAX_BRANCHING", DEFAULT_MAX_BRANCHING))


class RulebookGame(pyspiel.Game):
    """The pyspiel Game around one of our engine modules (made per game by `register_openspiel_game`)."""

    def __init__(self, game_type: pyspiel.GameType, module: Any, defaults: dict[str, Any], params: dict):
        unknown = sorted(set(params) - set(defaults))
        if unknown:
            raise ValueError(f"{game_type.short_name}: unknown parameter(s) {', '.join(unknown)}; "
                             f"known: {', '.join(defaults)}")
        values = {**defaults, **params}
        self.values = values
        self.module = module
        self.players = int(values["players"])
        self.seed = int(values["seed"])
        self.max_moves = int(values["max_moves"])
        self.options = {k: v for k, v in values.items() if k not in ("players", "seed", "max_moves", "legal_index")}
        self.initial = module.new_game(players=self.players, seed=self.seed, **self.options)
        self.codec = codec_for(module, self.players, self.options, bool(values["legal_index"]))
        self.perfect = bool(getattr(self.initial, "PERFECT_INFORMATION", False))
        n = self.players
        info = pyspiel.GameInfo(num_distinct_actions=self.codec.size, max_chance_outcomes=self.codec.size,
                                num_players=n, min_utility=-1.0 / n, max_utility=1.0 - 1.0 / n, utility_sum=0.0,
                                max_game_length=self.max_moves)
        super().__init__(game_type, info, values)

    def __reduce__(self) -> tuple:
        """Pickled as its name and parameters (the per-game class is made at run time by `register_openspiel_game`)."""
        return (_reload, (self.module.NAME, dict(self.values)))

    def new_initial_state(self) -> RulebookState:
        """The position `new_game(players, seed, **options)` builds."""
        return RulebookState(self, self.initial)

    def make_py_observer(self, iig_obs_type: Any = None, params: Any = None) -> Any:
        """Strings only: the seat's `observation` and, for a perfect-information game, the move history."""
        if params:
            raise ValueError(f"observation parameters are not supported; got {params}")
        recall = bool(iig_obs_type is not None and iig_obs_type.perfect_recall)
        if recall and not self.perfect:
            raise ValueError(f"{self.module.NAME}: no information-state strings for an imperfect-information game "
                             f"(a perfect-recall history of each seat's view is not recorded)")
        if not self.perfect and type(self.initial).observation is GameState.observation:
            raise ValueError(f"{self.module.NAME}: no observations yet: the game does not implement "
                             f"observation(seat), so it cannot say what each seat sees")
        return _StringObserver(recall)


def _reload(game: str, params: dict[str, Any]) -> pyspiel.Game:
    return load_game(game, **params)


class _StringObserver:
    """Strings for OpenSpiel: the seat's observation as canonical JSON, or (perfect recall) the move history."""

    def __init__(self, perfect_recall: bool):
        self.perfect_recall = perfect_recall
        self.tensor = np.zeros(0, np.float32)
        self.dict: dict[str, Any] = {}

    def set_from(self, state: Any, player: int) -> None:
        """No tensor to fill: the game provides strings only."""

    def string_from(self, state: Any, player: int) -> str:
        """The move history (perfect recall, perfect information) or what `player` sees now."""
        if self.perfect_recall:
            return " ".join(map(str, state.history()))
        return json.dumps(state.inner.observation(player), sort_keys=True, separators=(",", ":"))


class _Shared:
    """Holds values that clones share: OpenSpiel clones a Python state by deep-copying each attribute, and our
    positions are immutable, so copying them would only cost time (and a pyspiel Game does not deep-copy)."""

    __slots__ = ("value",)

    def __init__(self, value: Any):
        self.value = value

    def __deepcopy__(self, memo: dict) -> _Shared:
        return self


class RulebookState(pyspiel.State):
    """A pyspiel State holding one of our immutable states; `inner` is the rulebook state itself."""

    def __init__(self, game: RulebookGame, inner: Any):
        super().__init__(game)
        self._fixed = _Shared((game, game.codec, game.max_moves, game.players))
        self._inner = _Shared(inner)
        self.moves = 0

    @property
    def inner(self) -> Any:
        """The rulebook state (immutable) this pyspiel state stands for."""
        return self._inner.value

    @property
    def game(self) -> RulebookGame:
        """The RulebookGame this state belongs to (with `module`, `codec`, `options`)."""
        return self._fixed.value[0]

    @property
    def _codec(self) -> Any:
        return self._fixed.value[1]

    @property
    def _max_moves(self) -> int:
        return self._fixed.value[2]

    @property
    def _n(self) -> int:
        return self._fixed.value[3]

    def _truncated(self) -> bool:
        return self.moves >= self._max_moves and not self.inner.is_terminal()

    def current_player(self) -> int:
        """The seat to move, or pyspiel's CHANCE / TERMINAL ids."""
        player = self.inner.current_player
        if player == TERMINAL or self._truncated():
            return pyspiel.PlayerId.TERMINAL
        if player == CHANCE:
            return pyspiel.PlayerId.CHANCE
        return player

    def _legal_actions(self, player: int) -> list[int]:
        """Codes of the legal actions, ascending (as OpenSpiel requires)."""
        if player != self.current_player():
            return []
        if isinstance(self._codec, LegalIndexCodec):
            return list(range(len(self._codec.choices(self.inner))))
        return sorted(self._codec.encode(a) for a in self.inner.legal_actions())

    def chance_outcomes(self) -> list[tuple[int, float]]:
        """(code, probability) for each chance outcome, ascending by code."""
        outcomes = self.inner.chance_outcomes()
        if isinstance(self._codec, LegalIndexCodec):
            self._codec.choices(self.inner)  # checks the declared maximum branching
            return [(i, p) for i, (_, p) in enumerate(outcomes)]
        return sorted((self._codec.encode(a), p) for a, p in outcomes)

    def _apply_action(self, action: int) -> None:
        self._inner = _Shared(self.inner.apply(self._codec.decode(int(action), self.inner)))
        self.moves += 1

    def _action_to_string(self, player: int, action: int) -> str:
        return str(self._codec.decode(int(action), self.inner))

    def is_terminal(self) -> bool:
        """Over by the rules, or cut off at `max_moves`."""
        return self.inner.is_terminal() or self._truncated()

    def returns(self) -> list[float]:
        """Zero-sum: a winner's share minus 1 / players; zeros for a game that has not ended by the rules."""
        if not self.inner.is_terminal():
            return [0.0] * self._n
        winners = self.inner.winners()
        share = 1.0 / len(winners) if winners else 0.0
        base = 1.0 / self._n if winners else 0.0
        return [(share if seat in winners else 0.0) - base for seat in range(self._n)]

    def __str__(self) -> str:
        return f"{self.game.module.NAME} after {self.moves} moves, scores {tuple(self.inner.scores())}"


class RulebookBot(pyspiel.Bot):
    """One of our bots (anything with `choose(state, rng)`) playing through the adapter, for OpenSpiel's loops."""

    def __init__(self, bot: Any, seed: int = 0):
        pyspiel.Bot.__init__(self)
        self.bot = bot
        self.rng = random.Random(seed)

    def step(self, state: RulebookState) -> int:
        """Our bot's move at `state`, as a code."""
        action = self.bot.choose(state.inner, self.rng)
        return state.game.codec.encode(action, state.inner)

    def restart_at(self, state: Any) -> None:
        """Nothing to reset: our bots keep no memory between moves."""

    def inform_action(self, state: Any, player_id: int, action: int) -> None:
        """Nothing to track."""


def cutoff_judgement(module: Any) -> Any:
    """How our search bot judges a game it stops playing out: the `evaluate` of the game's `BOTS["search"]` (each
    seat's chance of winning, from its lead by the game's own points estimate), else the leaders' share of
    `scores()`."""
    if "search" in getattr(module, "BOTS", {}):
        return module.BOTS["search"]().evaluate
    return leaders_share


class JudgementEvaluator(mcts.Evaluator):
    """An evaluator for OpenSpiel's `MCTSBot` that uses our judgement instead of a playout.

    `evaluate(state)` does not play the game out: it asks `cutoff_judgement` (our search bot's judgement of a game
    it cuts off) for each seat's chance of winning and turns those chances into zero-sum returns on the adapter's
    scale: a seat's share of the chances minus 1 / players. A finished game is never sent here (MCTS takes its
    `returns()`).

    `prior(state)` gives chance nodes their probabilities. At a decision it spreads the prior evenly over the legal
    moves, or, with a `guide` (one of our bots), puts `guide_weight` on the guide's move and spreads the rest. The
    prior only matters with `child_selection_fn=mcts.SearchNode.puct_value`; the default UCT selection ignores it.
    A guide is what lets MCTS finish a Barbarian Attack game: trade offers are built one item at a time and cost
    nothing, so with even priors and a judgement that no offer changes, MCTS can draft offers for thousands of
    moves without ending its turn.
    """

    def __init__(self, game: RulebookGame, guide: Any = None, guide_weight: float = 0.5, seed: int = 0):
        if not 0.0 <= guide_weight <= 1.0:
            raise ValueError(f"guide_weight: expected a number from 0 to 1, got {guide_weight!r}")
        self.judge = cutoff_judgement(game.module)
        self.guide = guide
        self.guide_weight = guide_weight
        self.rng = random.Random(seed)

    def evaluate(self, state: RulebookState) -> np.ndarray:
        """Zero-sum returns from our judgement of the unfinished game (each seat's share of the chances - 1/n)."""
        chances = np.array([float(v) for v in self.judge(state.inner)])
        total = chances.sum()
        if total <= 0:
            return np.zeros(len(chances))
        return chances / total - 1.0 / len(chances)

    def prior(self, state: RulebookState) -> list[tuple[int, float]]:
        """(code, probability): chance probabilities, or the legal moves evenly, leaning towards the guide's move."""
        if state.is_chance_node():
            return state.chance_outcomes()
        codes = state.legal_actions(state.current_player())
        if self.guide is None or len(codes) == 1:
            return [(code, 1.0 / len(codes)) for code in codes]
        favourite = state.game.codec.encode(self.guide.choose(state.inner, self.rng), state.inner)
        rest = (1.0 - self.guide_weight) / len(codes)
        return [(code, rest + (self.guide_weight if code == favourite else 0.0)) for code in codes]


def judged_mcts(game: RulebookGame, simulations: int, guided: bool = False, seed: int = 0) -> mcts.MCTSBot:
    """OpenSpiel's `MCTSBot`, unchanged, with our judgement at its leaves (`JudgementEvaluator`) instead of random
    playouts to the end, which would take seconds per leaf in Barbarian Attack. Plain: even priors and OpenSpiel's
    default UCT selection (c = 1.4). Guided: our heuristic's move gets half the prior and PUCT selection (c = 2.0)
    follows it, which Barbarian Attack needs (see `JudgementEvaluator` on unending trade offers)."""
    guide = game.module.BOTS["heuristic"]() if guided else None
    evaluator = JudgementEvaluator(game, guide=guide, seed=seed)
    selection = mcts.SearchNode.puct_value if guided else mcts.SearchNode.uct_value
    return mcts.MCTSBot(game, uct_c=2.0 if guided else 1.4, max_simulations=simulations, evaluator=evaluator,
                        solve=True, random_state=np.random.RandomState(seed), child_selection_fn=selection)


__all__ = ["PREFIX", "JudgementEvaluator", "RulebookBot", "RulebookGame", "RulebookState", "codec_for",
           "cutoff_judgement", "judged_mcts", "load_game", "register_openspiel_game", "short_name"]
