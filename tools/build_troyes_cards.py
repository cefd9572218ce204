"""Build the shipped deck `cards.json` from the sourced card facts plus our stand-in designs.

    python tools/build_troyes_cards.py /work/shared/rules/troyes-cards.yaml > rulebook/troyes/cards.json

The YAML holds only what public sources say (null = unknown). This script keeps every sourced fact, fills each
unknown part with a project design inside the spec's envelopes (TRY-20.13 - TRY-20.18), and lists the filled
fields in `stand_in_fields`. Printed numbers that are unknown (hiring fee, space VP, activation cost, Marauding's
numbers) stay null in the file: the engine fills them from the options `activity_defaults_by_level` and
`marauding` (TRY-11.21, TRY-7.17), so changing those options really changes the cards. Needs PyYAML (dev only).
"""

from __future__ import annotations

import json
import sys
from typing import Any

NUMBERS = ["hire_cost", "space_vp", "activation_cost"]
NOT_FOR = {"not_for_actions": []}

# Unknown parts of partial activity cards (TRY-20.13): timing where unstated, effect parts left null.
PARTIAL_DESIGN: dict[str, dict[str, Any]] = {
    "ACT-Y-I-1": {"timing": "immediate"},
    "ACT-Y-I-3": {"timing": "immediate"},
    "ACT-Y-II-1": {"timing": "deferred"},
    "ACT-Y-II-2": {"timing": "immediate"},
    "ACT-Y-II-3": {"timing": "deferred"},
    "ACT-Y-III-1": {"timing": "immediate"},
    "ACT-Y-III-2": {"timing": "immediate"},
    "ACT-Y-III-3": {"timing": "immediate"},
    "ACT-W-I-3": {"timing": "deferred"},
    "ACT-W-III-1": {"timing": "immediate", "effect": [{"op": "gain_vp", "amount": 1}],
                    "why": "Plain VP card: 1 VP per activation, the same rate as the sourced Sculptor."},
    "ACT-W-III-2": {"timing": "immediate",
                    "effect": [{"op": "conditional",
                                "condition": {"metric": "own_citizens_in", "building": "bishopric", "at_least": 2},
                                "then": {"op": "gain_vp", "amount": 2}}],
                    "why": "Condition designed: at least 2 own citizens standing in the Bishopric (a religious "
                           "procession); 2 VP, the envelope's maximum."},
    "ACT-W-III-3": {"timing": "immediate", "activation_cost": 7,
                    "effect": [{"op": "gain_per", "resource": "vp", "amount": 1, "metric": "cathedral_levels",
                                "cap": 2}],
                    "why": "1 VP per cathedral level holding an own cube, at most 2 per activation (envelope); "
                           "activation cost 7 because the source calls its quotient large."},
    "ACT-R-III-1": {"timing": "immediate",
                    "effect": [{"op": "conditional", "condition": {"metric": "own_dice", "colour": "red",
                                                                   "at_least": 1},
                                "then": {"op": "gain_vp", "amount": 2}}],
                    "why": "Condition designed: 2 VP if a red die is still in the player's own district (a knight "
                           "kept back for the joust)."},
    "ACT-R-III-2": {},
    "ACT-R-III-3": {"timing": "immediate",
                    "effect": [{"op": "convert", "pay": {"influence": 2}, "gain": {"vp": 2}}],
                    "why": "Resource and rate designed: 2 influence for 2 VP per activation."},
}

# Unknown activity slots: stand-ins inside TRY-20.15 (level numbers from the options, themes of TRY-20.8).
ACTIVITY_STANDINS: dict[str, dict[str, Any]] = {
    "ACT-R-I-1": {"name": "Stand-in: Archers' Drill", "timing": "immediate",
                  "effect": [{"op": "roll_black_die", "success_min": 3,
                              "on_success": {"op": "place_event_cube", "count": 1}}],
                  "notes": "Inspired by the unconfirmed candidate 'Archer' (TRY-20.12); not an official card."},
    "ACT-R-I-2": {"name": "Stand-in: Watch Captaincy", "timing": "immediate",
                  "effect": [{"op": "gain_influence", "amount": 1}],
                  "notes": "Military influence: 1 influence per activation."},
    "ACT-R-I-3": {"name": "Stand-in: Drill Yard", "timing": "deferred",
                  "modifier": {"op": "die_modifier", "colour": "red", "add": 1, "scope": "each_die"},
                  "notes": "Deferred red-die bonus: +1 to each red die of a group."},
    "ACT-R-II-1": {"name": "Stand-in: Cavalry Sortie", "timing": "immediate",
                   "effect": [{"op": "place_event_cube", "count": 1}],
                   "notes": "Inspired by the unconfirmed candidate 'Cavalry' (TRY-20.12); not an official card."},
    "ACT-R-II-2": {"name": "Stand-in: War Council", "timing": "immediate",
                   "effect": [{"op": "gain_per", "resource": "influence", "amount": 1, "metric": "own_citizens_in",
                               "building": "palace"}],
                   "notes": "1 influence per own citizen standing in the Palace."},
    "ACT-R-II-3": {"name": "Stand-in: Garrison", "timing": "mixed",
                   "effect": [{"op": "gain_influence", "amount": 1}],
                   "modifier": {"op": "die_modifier", "colour": "red", "add": 2, "scope": "each_die"},
                   "notes": "Mixed: per activation 1 influence now, or a cube worth +2 per red die later."},
    "ACT-W-II-2": {"name": "Stand-in: Chapter House", "timing": "immediate",
                   "effect": [{"op": "gain_citizen", "amount": 1}],
                   "notes": "Religious recruitment: 1 new citizen per activation."},
    "ACT-W-II-3": {"name": "Stand-in: Almonry", "timing": "deferred",
                   "modifier": {"op": "virtual_die", "colour": "yellow", "value": 6},
                   "notes": "Inspired by the unconfirmed candidate 'Augustinian' (TRY-20.12): a cube is an extra "
                            "yellow 6 that cannot be used alone; not an official card."},
}

# Event stand-ins (TRY-20.16, TRY-20.17); companions: 4 white, 3 yellow (TRY-20.14).
EVENT_STANDINS: dict[str, dict[str, Any]] = {
    "EVT-R-2": {"name": "Stand-in: Border Raid", "black_dice": 2, "companion": "white", "spaces": 4},
    "EVT-R-3": {"name": "Stand-in: Siege", "black_dice": 2, "companion": "yellow", "spaces": 5,
                "round_effect": [{"op": "while_in_play_salary", "building": "palace", "delta": 1}]},
    "EVT-R-4": {"name": "Stand-in: Brigands", "black_dice": 1, "companion": "white", "spaces": 3,
                "round_effect": [{"op": "each_player_pay", "resource": "money", "amount": 1}]},
    "EVT-R-5": {"name": "Stand-in: Mercenary Band", "black_dice": 2, "companion": "yellow", "spaces": 4},
    "EVT-R-6": {"name": "Stand-in: Skirmish", "black_dice": 1, "companion": "white", "spaces": 3},
    "EVT-R-7": {"name": "Stand-in: Invasion", "black_dice": 2, "companion": "white", "spaces": 5},
    "EVT-R-8": {"name": "Stand-in: Uprising", "black_dice": 1, "companion": "yellow", "spaces": 4,
                "round_effect": [{"op": "while_in_play_forbid", "target": "city_hall"}]},
    "EVT-W-1": {"name": "Stand-in: Doubt", "divisor": 3, "spaces": 3,
                "round_effect": [{"op": "each_player_pay", "resource": "influence", "amount": 1}]},
    "EVT-W-2": {"name": "Stand-in: Schism", "divisor": 2, "spaces": 2,
                "round_effect": [{"op": "each_player_discard_dice", "colour": "white", "count": 1}]},
    "EVT-W-3": {"name": "Stand-in: Clergy Dues", "divisor": 3, "spaces": 3,
                "round_effect": [{"op": "while_in_play_salary", "building": "bishopric", "delta": 1}]},
    "EVT-W-4": {"name": "Stand-in: Interdict", "divisor": 2, "spaces": 4,
                "round_effect": [{"op": "while_in_play_surcharge", "action": "cathedral", "amount": 2}]},
    "EVT-Y-1": {"name": "Stand-in: Royal Tax", "divisor": 3, "spaces": 3,
                "round_effect": [{"op": "each_player_pay", "resource": "money", "amount": 3}]},
    "EVT-Y-2": {"name": "Stand-in: Wage Dispute", "divisor": 2, "spaces": 3,
                "round_effect": [{"op": "while_in_play_salary", "building": "city_hall", "delta": 1}]},
    "EVT-Y-3": {"name": "Stand-in: Poor Harvest", "divisor": 3, "spaces": 4,
                "round_effect": [{"op": "each_player_discard_dice", "colour": "yellow", "count": 1}]},
    "EVT-Y-4": {"name": "Stand-in: Guild Levy", "divisor": 2, "spaces": 2,
                "round_effect": [{"op": "each_player_pay_per", "resource": "money", "amount": 1,
                                  "metric": "own_citizens_in", "building": "city_hall"}]},
}

# Characters (TRY-20.18): conditions sourced, thresholds and unsourced names ours.
CHARACTER_DESIGN: dict[str, dict[str, Any]] = {
    "CHR-1": {"name": "The Pope", "metric": "cathedral_cubes", "thresholds": [2, 4, 6]},
    "CHR-2": {"name": "The Count of Champagne", "metric": "money", "thresholds": [10, 20, 30]},
    "CHR-3": {"name": "The King", "metric": "fight_score", "thresholds": [4, 8, 12]},
    "CHR-4": {"name": "Unnamed character (influence)", "metric": "influence", "thresholds": [8, 12, 16]},
    "CHR-5": {"name": "Unnamed character (citizens)", "metric": "own_citizens_in_buildings",
              "thresholds": {"2": [7, 8, 9], "3": [5, 6, 7], "4": [4, 5, 6]}},
    "CHR-6": {"name": "Unnamed character (tradesmen)", "metric": "tradesmen", "thresholds": [2, 4, 6]},
}


def _activity(slot: dict) -> dict:
    facts = slot.get("known_facts") or {}
    card: dict[str, Any] = {"id": slot["id"], "kind": "activity", "colour": slot["colour"], "level": slot["level"]}
    if slot["provenance"] == "unknown":
        design = ACTIVITY_STANDINS[slot["id"]]
        card.update(name=design["name"], provenance="stand-in", stand_in_fields=[], timing=design["timing"],
                    effect=design.get("effect", []), modifier=design.get("modifier"),
                    restrictions={"not_for_actions": []}, notes=design["notes"] + " " + slot["notes"],
                    sources=[])
        card.update({k: None for k in NUMBERS})
        return _ordered(card)
    design = PARTIAL_DESIGN.get(slot["id"], {})
    filled = [k for k in NUMBERS if facts.get(k) is None and k not in design]
    card.update({k: facts.get(k) for k in NUMBERS})
    name = slot.get("name") or slot.get("name_fr")
    card["name"] = name
    if slot.get("name_fr"):
        card["name_fr"] = slot["name_fr"]
    timing = facts.get("timing")
    if timing is None:
        timing = design.get("timing") or ("deferred" if facts.get("modifier") else "immediate")
        filled.append("timing")
    card["timing"] = timing
    effect = facts.get("effect") or []
    if "effect" in design:
        effect = design["effect"]
        filled.append("effect")
    if "activation_cost" in design:
        card["activation_cost"] = design["activation_cost"]
        filled.append("activation_cost")
    card["effect"] = effect
    card["modifier"] = facts.get("modifier")
    card["restrictions"] = facts.get("restrictions") or {"not_for_actions": []}
    if facts.get("effect_candidates"):
        candidates = facts["effect_candidates"]
        card["effect"] = candidates[0]
        card["variants"] = {"per_city_hall_citizen": candidates[0], "flat_2": candidates[1]}
    card.update(provenance="partial", stand_in_fields=sorted(set(filled)))
    notes = slot.get("notes", "")
    if design.get("why"):
        notes += " Project design: " + design["why"]
    card.update(notes=notes.strip(), sources=list(slot.get("sources", [])))
    return _ordered(card)


def _event(slot: dict) -> dict:
    colour = slot["id"].split("-")[1]
    colour = {"R": "red", "W": "white", "Y": "yellow"}[colour]
    card: dict[str, Any] = {"id": slot["id"], "kind": "event", "colour": colour}
    if slot["provenance"] == "partial":  # Marauding: numbers from the `marauding` option (TRY-7.17)
        card.update(name=slot["name"], provenance="partial", permanent=True, black_dice=None, companion=None,
                    round_effect=[], fight={"colour": "red", "divisor": None, "spaces": None}, reward=None,
                    stand_in_fields=["black_dice", "fight", "reward"], notes=" ".join(slot["notes"].split()),
                    sources=list(slot["sources"]))
        return _ordered(card)
    design = EVENT_STANDINS[slot["id"]]
    card.update(name=design["name"], provenance="stand-in", stand_in_fields=[], permanent=False,
                black_dice=design.get("black_dice") if colour == "red" else None,
                companion=design.get("companion"), round_effect=design.get("round_effect", []),
                fight={"colour": colour, "divisor": design.get("divisor", 3), "spaces": design["spaces"]},
                reward=None, notes=slot["notes"], sources=[])
    return _ordered(card)


def _character(slot: dict) -> dict:
    design = CHARACTER_DESIGN[slot["id"]]
    filled = ["thresholds"] + (["name"] if design["name"].startswith("Unnamed") else [])
    card = {"id": slot["id"], "kind": "character", "name": design["name"], "provenance": "partial",
            "stand_in_fields": filled, "condition": slot["known_facts"]["condition"], "metric": design["metric"],
            "thresholds": design["thresholds"], "tier_vp": slot["known_facts"]["tier_vp"],
            "notes": slot["notes"], "sources": list(slot["sources"])}
    if slot.get("title_hint"):
        card["title_hint"] = slot["title_hint"]
    return _ordered(card)


def _ordered(card: dict) -> dict:
    return dict(sorted(card.items()))


def build(yaml_text: str) -> dict:
    """The shipped deck as a JSON-ready dict."""
    import yaml

    data = yaml.safe_load(yaml_text)
    return {"format": "troyes-cards", "version": 1,
            "note": "Built from troyes-cards.yaml by rulebook/troyes/build_cards.py; null numbers come from the "
                    "options activity_defaults_by_level (TRY-11.21) and marauding (TRY-7.17).",
            "activity": [_activity(s) for s in data["activity_cards"]],
            "events": [_event(s) for s in data["event_cards"]],
            "characters": [_character(s) for s in data["character_cards"]]}


def render(deck: dict) -> str:
    """The file text: indented, sorted keys, one trailing newline."""
    return json.dumps(deck, indent=1, sort_keys=True, ensure_ascii=False) + "\n"


if __name__ == "__main__":  # pragma: no cover - developer tool
    with open(sys.argv[1], encoding="utf-8") as fh:
        sys.stdout.write(render(build(fh.read())))
