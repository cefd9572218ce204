"""Helpers shared by the Barbarian Attack tests: comparing the exact calculators with seeded simulations."""

from __future__ import annotations

import math
import random
from typing import Any

from rulebook.barbarian_attack import calculators as C
from rulebook.barbarian_attack import geometry as G


def within(p: float, hits: int, n: int, z: float = 4.5) -> bool:
    """Whether `hits` successes in `n` trials agree with probability `p` (a z-bound with a floor on the variance)."""
    return abs(hits / n - p) <= z * math.sqrt(max(p * (1 - p), 1e-4) / n) + 1e-9


def assert_landing_odds_match_simulation(s: Any, rng: random.Random, n: int) -> dict:
    """Land `n` times from position `s` with the engine and check each coastal hex against the exact odds."""
    exact = C.landing_hit_probabilities(s)
    hits = dict.fromkeys(G.COASTAL_HEXES, 0)
    for _ in range(n):
        after = C.simulate_landing(s, rng)
        for h in G.COASTAL_HEXES:
            hits[h] += after[h] > s.barb[h]
    for h in G.COASTAL_HEXES:
        assert within(float(exact[h]), hits[h], n), (h, float(exact[h]), hits[h] / n)
    return exact
