"""Checked random playouts: the invariants every engine must hold after every ply.

Used by the property tests (a few hundred games per engine) and by `benchmarks/soak.py` (thousands). Each engine
may expose `check_invariants(state) -> tuple[str, ...]` with its own conservation laws (money, pieces, cards);
the generic checks here apply to every engine: chance outcomes form a distribution, `explain` agrees with
`legal_actions`, an action legal elsewhere but not here is refused with rules and changes nothing, and the JSON
round trip is exact.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from types import ModuleType
from typing import Any

from .core import CHANCE, Action, IllegalAction, sample_outcome

JUNK = (Action("no-such-move"), Action("pass", ("x", -1)), "pass", None, 7, ("a", "b"))


@dataclass
class FuzzReport:
    games: int = 0
    plies: int = 0
    illegal_tried: int = 0
    truncated: int = 0
    violations: list[str] = field(default_factory=list)

    def merge(self, other: FuzzReport) -> None:
        self.games += other.games
        self.plies += other.plies
        self.illegal_tried += other.illegal_tried
        self.truncated += other.truncated
        self.violations.extend(other.violations)


def checked_game(module: ModuleType, seed: int, players: int | None = None, *, choices: list[int] | None = None,
                 first_gap: int = 20, illegal_per_check: int = 3, max_plies: int | None = None,
                 options: dict[str, Any] | None = None) -> FuzzReport:
    """Play one random game, checking as it goes (`options` go to `new_game`, to check a variant).

    Moves come from `choices` (indices into the legal actions) while they last, then from the engine's own
    `random` bot with a seeded RNG. Engine invariants are checked after every ply. The costlier checks (explain
    agreement, illegal actions, JSON round trip, whose cost grows with the log) run at random plies with gaps
    that double each time (about log2 of the game length of them), so every phase of a game gets checked across
    many games while long games stay affordable.
    """
    players = players or module.DEFAULT_PLAYERS
    rng = random.Random(f"fuzz:{seed}")
    report = FuzzReport(games=1)
    check = getattr(module, "check_invariants", None)
    bot = module.BOTS["random"]()
    state = module.new_game(players=players, seed=seed, **(options or {}))
    limit = max_plies or module.MAX_PLIES
    seen_actions: list[Any] = []
    picks = iter(choices or ())
    next_deep, gap = 0, first_gap

    def fail(message: str) -> None:
        report.violations.append(f"{module.NAME} seed {seed} ply {report.plies}: {message}")

    while not state.is_terminal():
        if report.plies >= limit:
            report.truncated += 1
            break
        if state.current_player == CHANCE:
            outcomes = state.chance_outcomes()
            total = sum(p for _, p in outcomes)
            if not outcomes or abs(total - 1) > 1e-9 or any(p <= 0 for _, p in outcomes):
                fail(f"chance outcomes are not a distribution (sum {total})")
                return report
            action = sample_outcome(outcomes, rng)
        else:
            actions = state.legal_actions()
            if not actions:
                fail("a player to move has no legal action")
                return report
            index = next(picks, None)
            action = actions[index % len(actions)] if index is not None else bot.choose(state, rng)
            if report.plies >= next_deep:
                _deep_checks(module, state, actions, seen_actions, rng, illegal_per_check, report, fail)
                next_deep = report.plies + rng.randint(1, gap)
                gap *= 2
            seen_actions.extend(actions[:20])
            del seen_actions[:-400]
            report.plies += 1
        try:
            state = state.apply(action)
        except IllegalAction as exc:
            fail(f"a listed legal action was refused: {action} ({exc})")
            return report
        if check is not None:
            for problem in check(state):
                fail(problem)
            if len(report.violations) > 20:
                return report
    if state.is_terminal() and not state.winners():
        fail("a finished game has no winner")
    return report


def _deep_checks(module, state, actions, seen_actions, rng, how_many, report, fail) -> None:
    for action in actions[:: max(1, len(actions) // 10)]:
        ruling = state.explain(action)
        if not ruling.legal or not ruling.rule_ids:
            fail(f"explain refuses or cites nothing for legal {action}: {ruling}")
    snapshot = state.to_json()
    legal = set(actions)
    foreign = [a for a in seen_actions if a not in legal]
    tried = [*rng.sample(foreign, min(how_many, len(foreign))), rng.choice(JUNK)]
    for action in tried:
        report.illegal_tried += 1
        ruling = state.explain(action)
        if ruling.legal:
            fail(f"explain calls {action} legal but it is not in legal_actions")
        try:
            state.apply(action)
            fail(f"an illegal action was applied: {action}")
        except IllegalAction as exc:
            if not exc.rule_ids:
                fail(f"refusal of {action} cites no rule")
    if state.to_json() != snapshot:  # states are immutable: one comparison covers every attempt
        fail(f"refusing one of {[str(a) for a in tried]} changed the state")
    again = module.from_json(snapshot)
    if again.to_json() != snapshot or again.legal_actions() != actions:
        fail("JSON round trip is not exact")
