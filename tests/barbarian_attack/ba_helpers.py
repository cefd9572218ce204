"""Helpers shared by the Barbarian Attack tests: comparing the exact calculators with seeded simulations."""

from __future__ import annotations

import math
import random
import re
from typing import Any

from rulebook.barbarian_attack import board as G
from rulebook.barbarian_attack import calculators as C


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


def assert_landings_until_conquered_match_simulation(s: Any, hex_id: int, rng: random.Random, n: int,
                                                     ks: tuple[int, ...]) -> dict:
    """Simulate `n` runs of landings until `hex_id` falls; check the mean and the exact pmf at each k in `ks`."""
    dist = C.landings_until_conquered(s, hex_id)
    counts = [C.simulate_landings_until_conquered(s, hex_id, rng) for _ in range(n)]
    var = float(dist["needed"] * (1 - dist["p"]) / dist["p"] ** 2)  # a sum of `needed` geometric waits
    assert abs(sum(counts) / n - float(dist["mean"])) <= 4.5 * math.sqrt(var / n)
    for k in ks:
        assert within(float(dist["pmf"][k]), sum(c == k for c in counts), n), (k, float(dist["pmf"][k]))
    return dist


def assert_casualty_odds_match_simulation(s: Any, rng: random.Random, n: int) -> dict:
    """Resolve the battles `n` times from position `s`; check each knight's loss rate against the exact odds."""
    exact = C.casualty_odds(s)
    lost = dict.fromkeys(exact, 0)
    for _ in range(n):
        after = C.simulate_casualties(s, rng)
        for p in exact:
            lost[p] += after[p] < 0
    for p, q in exact.items():
        assert within(float(q), lost[p], n), (p, float(q), lost[p] / n)
    return exact

RED, BLUE, WHITE, ORANGE = range(4)
"""Seat numbers, for reading the state's tuples indexed by seat (the builder and the queries take the names)."""


LEAK = re.compile(r"[()\[\]'_]|\bplayer \d|\bneutral \d|None|BAAction|\bseat \d")
"""What plain words must not show: brackets, quotes and underscores of internal names or Python reprs, seat numbers."""
