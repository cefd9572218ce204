"""The FAQ's fixture cards (spec section 19): simple test cards the spec writes to make a question concrete.

They are not printed cards and never part of the shipped deck (their ids start `FX-`); `fixture_cards(...)` swaps
them into a copy of the shipped deck, each in a slot of its colour and level, for `position(cards=...)`.
"""

from __future__ import annotations

import copy
from typing import Any

from rulebook.core import PositionError

from ..cards import CardSet, load_cards, shipped_cards


def _fixture(base: dict, **fields: Any) -> dict:
    card = copy.deepcopy(base)
    card.update(fields)
    card.update(provenance="partial", stand_in_fields=["fixture"], sources=[],
                notes="Test fixture from the spec's FAQ section; never part of the shipped deck.")
    return card


def fixture_cards(*names: str) -> CardSet:
    """The shipped deck with the named FAQ fixtures swapped in (each into a slot of its colour and level).

    Fixtures: FX-Priest, FX-Blacksmith, FX-Chapel (activity), FX-Raid, FX-Raid6, FX-Tax, FX-Schism (events),
    FX-Coins, FX-Stones, FX-Guilds, FX-Voice (characters).
    """
    data = shipped_cards().to_data()
    by_id = {c["id"]: c for family in ("activity", "events", "characters") for c in data[family]}
    act = {"hire_cost": 3, "space_vp": [1, 1, 0, 0], "activation_cost": 3, "restrictions": {"not_for_actions": []},
           "effect": [], "modifier": None}
    fixtures = {
        "FX-Priest": ("ACT-W-II-2", _fixture(by_id["ACT-W-II-2"], id="FX-Priest", name="FX-Priest",
                                             **dict(act, modifier={"op": "die_modifier", "colour": "yellow",
                                                                   "add": 3, "scope": "each_die"}),
                                             timing="deferred")),
        "FX-Blacksmith": ("ACT-Y-II-1", _fixture(by_id["ACT-Y-II-1"], id="FX-Blacksmith", name="FX-Blacksmith",
                                                 **dict(act, modifier={"op": "die_modifier", "colour": "red",
                                                                       "add": 5, "scope": "group_total"}),
                                                 timing="deferred")),
        "FX-Chapel": ("ACT-W-III-1", _fixture(by_id["ACT-W-III-1"], id="FX-Chapel", name="FX-Chapel",
                                              **dict(act, activation_cost=5, effect=[{"op": "gain_vp", "amount": 1}]),
                                              timing="immediate")),
        "FX-Raid": ("EVT-R-2", _fixture(by_id["EVT-R-2"], id="FX-Raid", name="FX-Raid", black_dice=1,
                                        fight={"colour": "red", "divisor": 3, "spaces": 4}, round_effect=[])),
        "FX-Raid6": ("EVT-R-2", _fixture(by_id["EVT-R-2"], id="FX-Raid", name="FX-Raid", black_dice=1,
                                         fight={"colour": "red", "divisor": 3, "spaces": 6}, round_effect=[])),
        "FX-Tax": ("EVT-Y-1", _fixture(by_id["EVT-Y-1"], id="FX-Tax", name="FX-Tax", round_effect=[
            {"op": "each_player_pay", "resource": "money", "amount": 3}])),
        "FX-Schism": ("EVT-W-2", _fixture(by_id["EVT-W-2"], id="FX-Schism", name="FX-Schism", round_effect=[
            {"op": "each_player_discard_dice", "colour": "white", "count": 1}])),
        "FX-Coins": ("CHR-2", _fixture(by_id["CHR-2"], id="FX-Coins", name="FX-Coins", metric="money",
                                       thresholds=[5, 10, 20])),
        "FX-Stones": ("CHR-1", _fixture(by_id["CHR-1"], id="FX-Stones", name="FX-Stones", metric="cathedral_cubes",
                                        thresholds=[1, 3, 5])),
        "FX-Guilds": ("CHR-6", _fixture(by_id["CHR-6"], id="FX-Guilds", name="FX-Guilds", metric="tradesmen",
                                        thresholds=[1, 2, 3])),
        "FX-Voice": ("CHR-4", _fixture(by_id["CHR-4"], id="FX-Voice", name="FX-Voice", metric="influence",
                                       thresholds=[5, 10, 15])),
    }
    for name in names:
        if name not in fixtures:
            raise PositionError("cards", f"no fixture card {name!r}", ", ".join(fixtures))
        slot_id, card = fixtures[name]
        for family in ("activity", "events", "characters"):
            data[family] = [card if c["id"] == slot_id else c for c in data[family]]
    return load_cards(data)
