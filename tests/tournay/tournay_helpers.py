"""What the Tournay tests share: the public position builder with the spec's test fixture events.

The spec's worked examples of the engine use three events that are not cards of the game: FX-LOSE, FX-DAMAGE and
FX-GAIN (two copies). They live here, in the tests, and nowhere in the package: the FAQ cases and everything a
reader sees play with the shipped deck. The fixtures also exercise a card set that is not the shipped one (an event
with two copies, ids the shipped deck does not know).
"""

from __future__ import annotations

import copy
import functools

from rulebook import tournay
from rulebook.tournay.cards import CardSet, cards_from_data, shipped_cards


@functools.cache
def fixture_cards() -> CardSet:
    """The shipped cards with four events swapped for the spec's test fixtures FX-LOSE, FX-DAMAGE, 2 x FX-GAIN."""
    data = copy.deepcopy(shipped_cards().data)
    data["events"] = [e for e in data["events"] if e["id"] not in ("EV-01", "EV-02", "EV-03", "EV-04")]
    fx = [("FX-LOSE", "yellow", "negative", "lose_money", {"op": "LOSE_DENIERS", "n": 2}, 1),
          ("FX-DAMAGE", "red", "negative", "other", {"op": "DAMAGE_BUILDINGS", "colour": "any", "n": 1}, 1),
          ("FX-GAIN", "white", "positive", "other", {"op": "GAIN_DENIERS", "n": 1}, 2)]
    for cid, colour, polarity, fight, op, copies in fx:
        data["events"].append({"id": cid, "name": f"Stand-in: {cid} (test fixture)", "type": "event",
                               "colour": colour, "copies": copies, "polarity": polarity, "fight_class": fight,
                               "coin_capacity": 3, "per_coin": [op], "provenance": "stand-in",
                               "effect": "A test fixture of the spec's engine examples."})
    return cards_from_data(data)


def fx_position(players: int = 2, **description) -> tournay.State:
    """`tournay.position(...)` with the test card set: the shipped cards with the spec's fixture events FX-LOSE,
    FX-DAMAGE and FX-GAIN in place of four events (as the spec's engine examples use them)."""
    return tournay.position(players, cards=fixture_cards(), **description)
