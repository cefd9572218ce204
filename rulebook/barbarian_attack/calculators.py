"""Exact odds, computed by enumeration with fractions rather than by sampling.

* `landing_hit_probabilities`: the chance that each coastal hex receives a barbarian in one landing, given which
  hexes are conquered and how many barbarians are left in the supply (CBA-9.3 - CBA-9.6).
* `landings_until_conquered`: the distribution of the number of landings until a hex falls (holds the state's
  conquest threshold, option conquest_threshold), with no knights and nothing else moving barbarians, and a supply
  that never runs short.
* `casualty_odds`: the chance that each knight on the board is lost in the coming battle phase (CBA-13).

Every answer from a state follows that state's options: which hexes are conquered (and so take nothing) comes from
its conquered mask, and the barbarians still needed from its conquest threshold.

The `simulate_*` functions play the same situations through the engine's own chance nodes, so tests can compare
each exact answer with a seeded simulation.
"""

from __future__ import annotations

import random
from fractions import Fraction
from math import comb
from typing import Any

from rulebook.core import CHANCE, sample_outcome

from . import board as G
from . import pieces as P
from .pieces import A
from .queries import conquered_hexes
from .state import make_state

WEIGHT = {t: 6 - abs(t - 7) for t in range(2, 13) if t != 7}
"""Ways to roll each accepted landing total (the 7 is always rolled again)."""


def _sequences(accepted: tuple[int, ...], prob: Fraction, out: list) -> None:
    """Every ordered triple of different totals with its probability (rejected rolls only renormalise)."""
    if len(accepted) == 3:
        out.append((accepted, prob))
        return
    left = {t: w for t, w in WEIGHT.items() if t not in accepted}
    total = sum(left.values())
    for t, w in left.items():
        _sequences((*accepted, t), prob * Fraction(w, total), out)


_TRIPLES: list[tuple[tuple[int, ...], Fraction]] = []
_sequences((), Fraction(1), _TRIPLES)


def landing_hit_probabilities(state: Any = None, *, conquered: tuple[int, ...] | None = None,
                              supply: int | None = None) -> dict[int, Fraction]:
    """P(coastal hex receives a barbarian in one landing), exactly; from a state, or from `conquered`/`supply`.

    A conquered target gets nothing but still uses its result; the landing stops once the supply is empty.
    `supply=None` means the supply never runs short.
    """
    if state is not None:
        conquered = conquered_hexes(state)
        supply = state.barb_supply
    down = set(conquered or ())
    hits = {h: Fraction(0) for h in G.COASTAL_HEXES}
    if supply == 0:
        return hits
    for triple, p in _TRIPLES:
        placed = 0
        for t in triple:
            h = G.NUMBER_TO_COASTAL[t]
            if h in down:
                continue
            hits[h] += p
            placed += 1
            if supply is not None and placed >= supply:
                break
    return hits


def landings_until_conquered(state: Any, hex_id: int, tail: float = 1e-9) -> dict[str, Any]:
    """Distribution of N, the number of landings until `hex_id` holds the state's conquest threshold of barbarians
    (3 in the scenario; no knights, Treason or Intrigue, and a supply that never runs short): each landing hits the
    hex independently with probability p, so N is negative binomial. Returns p, the barbarians still needed,
    P(N = n) for n = 0, 1, ... (until the remaining mass is below `tail`), and the exact mean."""
    if not G.IS_COASTAL[hex_id]:
        raise ValueError(f"H{hex_id} is not a coastal hex; only coastal hexes are ever conquered (CBA-9.7)")
    need = max(0, state.cfg.conquest_threshold - state.barb[hex_id])
    p = landing_hit_probabilities(conquered=(), supply=None)[hex_id]
    if need == 0:
        return {"p": p, "needed": 0, "pmf": [Fraction(1)], "mean": Fraction(0)}
    pmf: list[Fraction] = [Fraction(0)] * need
    mass, n = Fraction(0), need
    while 1 - mass > tail:
        q = comb(n - 1, need - 1) * p ** need * (1 - p) ** (n - need)
        pmf.append(q)
        mass += q
        n += 1
    return {"p": p, "needed": need, "pmf": pmf, "mean": need / p}


def casualty_odds(state: Any) -> dict[int, Fraction]:
    """P(each knight on the board is lost in the coming phase 4), by path (CBA-13.3 - CBA-13.17).

    Victories are fixed by the knights present (K > B); the castle die picks one orientation in three; a knight
    lost at one hex no longer counts at the next. Assumes nobody wins the game during these battles.
    """
    configs: dict[tuple[int, ...], Fraction] = {state.knight: Fraction(1)}
    lost = {p: Fraction(0) for p, f in enumerate(state.knight) if f >= 0}
    for h in G.BATTLE_ORDER:
        b = state.barb[h]
        if not b:
            continue
        nxt: dict[tuple[int, ...], Fraction] = {}
        for knights, prob in configs.items():
            k = sum(1 for p in G.HEX_PATHS[h] if knights[p] >= 0)
            if k <= b:
                nxt[knights] = nxt.get(knights, Fraction(0)) + prob
                continue
            for orientation in range(3):
                fallen = [p for p in G.HEX_PATHS[h] if G.PATH_ORIENTATION[p] == orientation
                          and 0 <= knights[p] != P.FOREIGN]
                after = tuple(-1 if p in fallen else f for p, f in enumerate(knights))
                share = prob / 3
                for p in fallen:
                    lost[p] += share
                nxt[after] = nxt.get(after, Fraction(0)) + share
        configs = nxt
    return lost


# --- the same situations played by the engine -------------------------------------------------------------------

def landing_state(state: Any) -> Any:
    """The position at the first roll of a landing, everything else unchanged (for simulation)."""
    fields = dict(state.__dict__)
    fields.update(phase=P.LANDING, ctx=((), 0), to_move=CHANCE, queue=())
    return make_state(fields)


def simulate_landing(state: Any, rng: random.Random) -> tuple[int, ...]:
    """Play one landing through the engine's chance nodes; return the barbarians after it."""
    s = landing_state(state)
    while s.phase == P.LANDING:
        s = s.apply(sample_outcome(s.chance_outcomes(), rng))
    return s.barb


def simulate_landings_until_conquered(state: Any, hex_id: int, rng: random.Random, supply: int = 10**6) -> int:
    """Count engine landings until `hex_id` is conquered, refilling the supply so it never runs short."""
    s, n = state, 0
    while not s.cmask & (1 << hex_id):
        fields = dict(landing_state(s).__dict__)
        fields["barb_supply"] = supply
        s = make_state(fields)
        while s.phase == P.LANDING:
            s = s.apply(sample_outcome(s.chance_outcomes(), rng))
        n += 1
    return n


def simulate_casualties(state: Any, rng: random.Random) -> tuple[int, ...]:
    """Play the battle phase of `state` (phase 3, about to end) through the engine; return the knights after."""
    s = state.apply(A("end_moves"))
    start_turn = state.turn
    while s.turn == start_turn and not s.is_terminal():
        if s.current_player != CHANCE:
            raise ValueError("the battle phase stopped for a player decision")
        s = s.apply(sample_outcome(s.chance_outcomes(), rng))
    return s.knight
