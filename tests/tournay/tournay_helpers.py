"""What the Tournay tests share: the public position builder with the FAQ's fixture events."""

from __future__ import annotations

from rulebook import tournay
from rulebook.tournay.positions import fixture_cards


def fx_position(players: int = 2, **description) -> tournay.State:
    """`tournay.position(...)` with the card set of the FAQ: the shipped cards with the spec's fixture events
    FX-LOSE, FX-DAMAGE and FX-GAIN in place of four events (as the worked examples of the spec use them)."""
    return tournay.position(players, cards=fixture_cards(), **description)
