"""The conservation laws of a Barbarian Attack position, checked after every ply by the fuzzer and the soak run.

They are the same checks `from_json` applies to a loaded position (the 19 of each resource between bank and
hands, every barbarian on the board, in the supply or a prisoner, 6 knights per player, pieces, the card deck,
one knight per path by construction), plus the conquered-hex mask matching the barbarians on the board and no hex
above the conquest threshold (option conquest_threshold).
"""

from __future__ import annotations

from typing import Any

from rulebook.core.jsonio import JSONError

from . import model as M
from .serialize import _conservation
from .validate import check_ctx


def check_invariants(state: Any) -> tuple[str, ...]:
    """Every broken conservation law of `state`, in words; empty when the position is sound."""
    problems = []
    try:
        _conservation(state.__dict__, state.cfg)
        check_ctx(state)
    except JSONError as exc:
        problems.append(str(exc))
    threshold = state.cfg.conquest_threshold
    if state.cmask != M.conquered_mask(state.barb, threshold):
        problems.append("cmask: the conquered hexes do not match the barbarians on the board (CBA-10.1)")
    if max(state.barb) > threshold:
        problems.append(f"barb: a hex holds more than the conquest threshold of {threshold} (CBA-9.9)")
    if len(state.knight) != len(set(range(len(state.knight)))):
        problems.append("knight: the path table lost its shape")
    return tuple(problems)
