"""Test cards for the parts of the effect vocabulary no printed card uses (spec section 20.5).

The FAQ cases all use the rulebook's own cards now. A few rules of the spec describe effects that none of the 27
activity cards or 16 events has: a mixed card (immediate or stored, TRY-11.18), events acting while they lie in
the row (a surcharge, a ban, a salary change, TRY-7.14) and an event asking each player to discard a die (the
owner's choice, TRY-7.12). These test cards make those rules checkable. They are not printed cards and never part
of the shipped deck: their ids start `FX-`, their names say "test card", and `fixture_cards(...)` swaps them into a
copy of the shipped deck, each in a slot of its colour and level, for `position(cards=...)`.
"""

from __future__ import annotations

import copy
from typing import Any

from rulebook.core import PositionError

from ..cards import CardSet, load_cards, shipped_cards


def _fixture(base: dict, **fields: Any) -> dict:
    card = copy.deepcopy(base)
    card.pop("effect_text", None)
    card.pop("name_fr", None)
    card.update(fields)
    card.update(provenance="partial", stand_in_fields=sorted({*base["stand_in_fields"], "fixture"}), sources=[],
                notes="A test card for a part of the effect vocabulary no printed card uses; never part of the "
                      "shipped deck.")
    return card


def fixture_cards(*names: str) -> CardSet:
    """The shipped deck with the named test cards swapped in (each into a slot of its colour and level).

    FX-Mixed (red II activity: per activation +1 influence now, or a cube worth +2 per red die later),
    FX-Levy (white event: the cathedral costs 2 deniers more while it lies in the row), FX-Curfew (red event: no
    recruiting into the City Hall while it lies in the row), FX-Dues (yellow event: Bishopric salaries +1 while it
    lies in the row), FX-Schism (white event: each player discards a white die).
    """
    data = shipped_cards().to_data()
    by_id = {c["id"]: c for family in ("activity", "events", "characters") for c in data[family]}
    event = {"fight": {"colour": None, "divisor": None, "spaces": None}, "reward": None}
    fixtures = {
        "FX-Mixed": ("ACT-R-II-3", _fixture(
            by_id["ACT-R-II-3"], id="FX-Mixed", name="FX-Mixed (test card)", timing="mixed",
            effect=[{"op": "gain_influence", "amount": 1}],
            modifier={"op": "die_modifier", "colour": "red", "add": 2, "scope": "each_die"})),
        "FX-Levy": ("EVT-W-1", _fixture(by_id["EVT-W-1"], id="FX-Levy", name="FX-Levy (test card)", **event,
                                        round_effect=[{"op": "while_in_play_surcharge", "action": "cathedral",
                                                       "amount": 2}])),
        "FX-Curfew": ("EVT-R-8", _fixture(by_id["EVT-R-8"], id="FX-Curfew", name="FX-Curfew (test card)", **event,
                                          black_dice=1, companion="yellow",
                                          round_effect=[{"op": "while_in_play_forbid", "target": "city_hall"}])),
        "FX-Dues": ("EVT-Y-1", _fixture(by_id["EVT-Y-1"], id="FX-Dues", name="FX-Dues (test card)", **event,
                                        round_effect=[{"op": "while_in_play_salary", "building": "bishopric",
                                                       "delta": 1}])),
        "FX-Schism": ("EVT-W-2", _fixture(by_id["EVT-W-2"], id="FX-Schism", name="FX-Schism (test card)", **event,
                                          round_effect=[{"op": "each_player_discard_dice", "colour": "white",
                                                         "count": 1}])),
    }
    for name in names:
        if name not in fixtures:
            raise PositionError("cards", f"no fixture card {name!r}", ", ".join(fixtures))
        slot_id, card = fixtures[name]
        for family in ("activity", "events", "characters"):
            data[family] = [card if c["id"] == slot_id else c for c in data[family]]
    return load_cards(data)
