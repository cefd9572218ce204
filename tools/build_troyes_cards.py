"""Build the shipped deck `cards.json` from the card facts: the rulebook's appendix (newer, it wins) and the slot file.

    python tools/build_troyes_cards.py ../shared/rules/troyes-cards.yaml ../shared/rules/troyes-cards-appendix.md \
        > rulebook/troyes/cards.json

`troyes-cards-appendix.md` transcribes the English rulebook's card appendix: the name, colour and level, timing and
effect (in our words) of all 27 activity cards, the 15 events besides Marauding, and the 6 characters with every
threshold. This script reads its three tables (sections 1.2, 1.3, 1.4), keeps each row's words as the card's
`effect_text`, and pairs each row with the effect program written below in the engine's vocabulary
(card_effects.py): the appendix gives words, the engine needs ops, and a row whose name does not match the program
written for its slot stops the build. `troyes-cards.yaml` gives the slot ids, the French names and the older sources.

What no source prints stays null and is listed in `stand_in_fields`: hiring fee, tradesman-space VP and activation
cost (option `activity_defaults_by_level`, TRY-11.21), each event's fight numbers and rewards (`event_defaults`),
the companion each red card calls (`red_event_companions`), and the black dice of Marauding (`marauding`) and of
Conflict of Succession (`event_defaults`). The engine fills them from the options, so changing an option really
changes the cards. Where the appendix's wording leaves a point open, the program names the option that settles it
(`{"option": ...}`, card_effects.OPTION_SWITCHES). Needs PyYAML (dev only).
"""

from __future__ import annotations

import json
import re
import sys
from typing import Any

NUMBERS = ["hire_cost", "space_vp", "activation_cost"]
APPENDIX = "EN rulebook appendix"
"""The source key of the appendix (troyes-cards-appendix.md: the English rulebook's card appendix, transcribed)."""

gain = lambda what, amount: {"op": f"gain_{what}", "amount": amount}
per_citizen = lambda building: {"op": "gain_per", "resource": "money", "amount": 2, "metric": "own_citizens_in",
                                "building": building}
convert = lambda pay, get: {"op": "convert", "pay": pay, "gain": get}

# The effect program of every activity slot: (name, timing, effect ops, modifier, recruit restrictions, extra).
ACTIVITY: dict[str, tuple[str, str, list, Any, list, dict]] = {
    "ACT-Y-I-1": ("Merchant", "immediate", [gain("money", 2)], None, [],
                  {"variants": {"flat_2": [gain("money", 2)], "per_city_hall_citizen": [per_citizen("city_hall")]}}),
    "ACT-Y-I-2": ("Artisan", "immediate", [convert({"influence": 1}, {"money": 6})], None, [], {}),
    "ACT-Y-I-3": ("Miller", "immediate",
                  [{"op": "choose_one", "options": [[per_citizen("palace")], [per_citizen("bishopric")]]}], None, [],
                  {}),
    "ACT-Y-II-1": ("Blacksmith", "deferred", [], {"op": "die_modifier", "colour": "red", "add": 5,
                                                  "scope": "group_total"}, ["palace"], {}),
    "ACT-Y-II-2": ("Innkeeper", "immediate", [convert({"money": 1}, {"influence": 1})], None, [], {}),
    "ACT-Y-II-3": ("Militiaman", "deferred", [], {"op": "treat_colour_as", "from": "yellow", "to": "red",
                                                  "max_dice": 3}, [], {}),
    "ACT-Y-III-1": ("Journeyman", "immediate", [convert({"money": 3}, {"vp": 2})], None, [], {}),
    "ACT-Y-III-2": ("Goldsmith", "immediate", [gain("vp", 1), gain("money", 2)], None, [], {}),
    "ACT-Y-III-3": ("Sculptor", "immediate", [gain("vp", 1)], None, [], {}),
    "ACT-W-I-1": ("Tithe", "deferred", [], {"op": "take_free_dice", "colour": "yellow", "per_district": 1}, [], {}),
    "ACT-W-I-2": ("Monk", "deferred", [], {"op": "convert_dice", "from_colour": "white", "from_count": 1,
                                           "to_colour": "yellow", "to_count": 3}, [], {}),
    "ACT-W-I-3": ("Priest", "deferred", [], {"op": "die_modifier", "colour": "yellow", "add": 3,
                                             "scope": "each_die"}, ["city_hall"], {}),
    "ACT-W-II-1": ("Apprenticeship", "deferred", [], {"op": "set_die_values", "value": 5, "any_colour": True},
                   ["bishopric", "city_hall", "cathedral"], {}),
    "ACT-W-II-2": ("Confession", "deferred", [], {"op": "die_modifier", "colour": "any", "add": 2, "scope": "each_die",
                                                  "mix_colours": {"option": "confession_mixes_colours"}},
                   ["bishopric", "city_hall", "cathedral"], {}),
    "ACT-W-II-3": ("Templar", "deferred", [], {"op": "convert_dice", "from_colour": "white", "from_count": 1,
                                               "to_colour": "red", "to_count": 2}, [], {}),
    "ACT-W-III-1": ("Pilgrimage", "immediate", [gain("vp", 2)], None, [], {"any_colour": True}),
    "ACT-W-III-2": ("Procession", "immediate",
                    [{"op": "reward_leaders", "resource": "vp", "amount": 2, "metric": "own_dice_count",
                      "at_least": 1, "activator_must_lead": False}], None, [], {}),
    "ACT-W-III-3": ("Glassblower", "immediate",
                    [{"op": "gain_per", "resource": "vp", "amount": 1, "metric": "cathedral_cubes", "per": 2}], None,
                    [], {}),
    "ACT-R-I-1": ("Archer", "immediate",
                  [{"op": "roll_black_die", "success_min": 3, "on_success": {"op": "place_event_cube", "count": 1}}],
                  None, [], {}),
    "ACT-R-I-2": ("Chivalry", "immediate",
                  [{"op": "place_event_cube", "per": {"metric": "own_dice", "colour": "red"},
                    "one_card": {"option": "chivalry_one_card"}, "influence": {"option": "chivalry_influence"}}],
                  None, [], {}),
    "ACT-R-I-3": ("Diplomat", "immediate", [{"op": "pay_for_event_cube", "pay": {"influence": 1}}], None, [], {}),
    "ACT-R-II-1": ("Hunting", "immediate", [gain("influence", 3)], None, [], {}),
    "ACT-R-II-2": ("Mercenary", "immediate", [gain("money", 3)], None, [], {}),
    "ACT-R-II-3": ("Tax Collector", "immediate",
                   [{"op": "collect_per_citizen", "building": "city_hall", "amount": 1,
                     "own_citizens": {"option": "tax_collector_own_citizens"}}], None, [], {}),
    "ACT-R-III-1": ("Joust", "immediate",
                    [{"op": "reward_leaders", "resource": "vp", "amount": 2, "metric": "own_dice_total",
                      "colour": "red", "at_least": 1, "activator_must_lead": {"option": "joust_activator_must_lead"}}],
                    None, [], {}),
    "ACT-R-III-2": ("Captain", "immediate",
                    [{"op": "gain_per", "resource": "vp", "amount": 1, "metric": "events_with_own_cube"}], None, [],
                    {}),
    "ACT-R-III-3": ("Troubadour", "immediate", [convert({"influence": 3}, {"vp": 2})], None, [], {}),
}

# Every event slot: (name, black dice or None when unknown, round effect ops).
EVENTS: dict[str, tuple[str, int | None, list]] = {
    "EVT-R-1": ("Marauding", None, []),
    "EVT-R-2": ("Brigands", 1, []), "EVT-R-3": ("Brigands", 1, []), "EVT-R-4": ("Brigands", 1, []),
    "EVT-R-5": ("Skirmishes", 1, []), "EVT-R-6": ("Skirmishes", 1, []),
    "EVT-R-7": ("War and Normans Attack", 2, []),
    "EVT-R-8": ("Conflict of Succession", None, [{"op": "neutral_citizen", "building": "palace"}]),
    "EVT-W-1": ("Theological Conflict", None, [{"op": "neutral_citizen", "building": "bishopric"}]),
    "EVT-W-2": ("Heresy", None, [{"op": "each_player_pay", "resource": "influence", "amount": 2}]),
    "EVT-W-3": ("Traveling Builders", None, [{"op": "cathedral_neutral_cube"}]),
    "EVT-W-4": ("Interrupted Work", None, [{"op": "cathedral_remove_cube"}]),
    "EVT-Y-1": ("Drought", None, [{"op": "each_player_pay_per", "resource": "money", "amount": 1,
                                   "metric": "own_citizens_in", "building": "city_hall"}]),
    "EVT-Y-2": ("Support", None, [{"op": "neutral_cubes_left", "count": 2}]),
    "EVT-Y-3": ("Civil War", None, [{"op": "each_player_pay", "resource": "money", "amount": 3}]),
    "EVT-Y-4": ("Wayfarers", None, [{"op": "neutral_citizen", "building": "city_hall"}]),
}

# Every character slot: (name, metric, the appendix's words for the condition).
CHARACTERS: dict[str, tuple[str, str]] = {
    "CHR-1": ("Urbain IV", "cathedral_cubes"), "CHR-2": ("Thibaut II", "money"),
    "CHR-3": ("Henry I", "event_cards_taken"), "CHR-4": ("Hugues de Payns", "influence"),
    "CHR-5": ("Chrétien de Troyes", "own_citizens_in_buildings"), "CHR-6": ("Le Florentin", "tradesmen"),
}


# --- reading the appendix's tables ---------------------------------------------------------------------------


def _cells(line: str) -> list[str]:
    return [c.strip() for c in line.strip().strip("|").split("|")]


def _plain(text: str) -> str:
    """Markdown emphasis removed, spaces normalised."""
    return " ".join(text.replace("**", "").split())


def _english(name_cell: str) -> str:
    """The English name of an appendix name cell such as '**Militiaman** (Milice)'."""
    return _plain(re.sub(r"\(.*?\)", "", name_cell))


def _section(text: str, title: str) -> list[str]:
    start = text.index(title)
    end = text.find("\n### ", start + len(title))
    return [line for line in text[start:end if end > 0 else None].splitlines() if line.startswith("| ")]


def _rows(text: str, title: str, prefix: str) -> list[list[str]]:
    return [_cells(line) for line in _section(text, title) if _cells(line)[0].startswith(prefix)]


def read_appendix(text: str) -> dict[str, dict[str, Any]]:
    """Slot id -> the appendix's facts for it: name, words, timing, change note; thresholds for characters."""
    out: dict[str, dict[str, Any]] = {}
    for slot, name, effect, timing, change in _rows(text, "### 1.2 Activity cards", "ACT-"):
        out[slot] = {"name": _english(name), "effect_text": _plain(effect), "timing": _plain(timing),
                     "change": _plain(change)}
    for slot, name, copies, effect, basis in _rows(text, "### 1.3 Event cards", "EVT-"):
        match = re.fullmatch(r"(EVT-[RWY])-(\d)(?:\.\.(\d))?", slot.split()[0])
        first, last = int(match.group(2)), int(match.group(3) or match.group(2))
        if last - first + 1 != int(copies):
            raise ValueError(f"appendix: {slot} lists {copies} copies")
        for k in range(first, last + 1):
            out[f"{match.group(1)}-{k}"] = {"name": _plain(name), "effect_text": _plain(effect),
                                            "basis": _plain(basis)}
    for row in _rows(text, "### 1.4 Character cards", "CHR-"):
        slot, name, condition, one, three, six, two_player = row
        tiers = [int(re.match(r"\d+", cell).group()) for cell in (one, three, six)]
        two = tiers if two_player.strip() == "same" else [int(x) for x in re.findall(r"(\d+)(?:-\d+|\+)", two_player)]
        out[slot.split()[0]] = {"name": _plain(name), "condition": _plain(condition), "thresholds": tiers,
                                "two_player": two}
    return out


# --- the cards -----------------------------------------------------------------------------------------------


def _activity(slot: dict, facts: dict) -> dict:
    name, timing, effect, modifier, not_for, extra = ACTIVITY[slot["id"]]
    if facts["name"] != name:
        raise ValueError(f"{slot['id']}: the appendix names {facts['name']!r}, the program here is for {name!r}")
    if facts["timing"].startswith("delayed") != (timing == "deferred"):
        raise ValueError(f"{slot['id']}: the appendix's timing {facts['timing']!r} disagrees with {timing!r}")
    card: dict[str, Any] = {
        "id": slot["id"], "kind": "activity", "colour": slot["colour"], "level": slot["level"], "name": name,
        "provenance": "partial", "stand_in_fields": list(NUMBERS), "timing": timing, "effect": effect,
        "modifier": modifier, "restrictions": {"not_for_actions": not_for}, "effect_text": facts["effect_text"],
        **{k: None for k in NUMBERS}, **extra}
    if slot.get("name_fr"):
        card["name_fr"] = slot["name_fr"]
    notes = (f"Appendix: {facts['change']}. Colour and level read from the appendix's order (colour high, level "
             "medium-high confidence); timing inferred from the wording (the hourglass is not transcribed). Hiring "
             "fee, space VP and activation cost are not printed in any source: level defaults (TRY-11.21).")
    card.update(notes=notes, sources=[APPENDIX, *[s for s in slot.get("sources", []) if s != APPENDIX]])
    return dict(sorted(card.items()))


def _event(slot: dict, facts: dict) -> dict:
    name, black, effect = EVENTS[slot["id"]]
    if facts["name"] != name:
        raise ValueError(f"{slot['id']}: the appendix names {facts['name']!r}, the program here is for {name!r}")
    colour = {"R": "red", "W": "white", "Y": "yellow"}[slot["id"].split("-")[1]]
    permanent = name == "Marauding"
    unknown = ["fight", "reward"]
    if colour == "red" and black is None:
        unknown.append("black_dice")
    if colour == "red" and not permanent:
        unknown.append("companion")
    card: dict[str, Any] = {
        "id": slot["id"], "kind": "event", "colour": colour, "name": name, "provenance": "partial",
        "stand_in_fields": sorted(unknown), "permanent": permanent, "black_dice": black if colour == "red" else None,
        "companion": None, "round_effect": effect, "fight": {"colour": None, "divisor": None, "spaces": None},
        "reward": None, "effect_text": facts["effect_text"],
        "notes": (f"Appendix: colour {facts['basis']}. Not printed in any source: the fight colour (taken as the "
                  "card's own, TRY-14.2), divisor, banners and VP rewards (option event_defaults)"
                  + (", the companion it calls (option red_event_companions)" if "companion" in unknown else "")
                  + (", its black dice" if "black_dice" in unknown else "") + "."),
        "sources": [APPENDIX, *[s for s in slot.get("sources", []) if s != APPENDIX]]}
    return dict(sorted(card.items()))


def _character(slot: dict, facts: dict) -> dict:
    name, metric = CHARACTERS[slot["id"]]
    if facts["name"] != name:
        raise ValueError(f"{slot['id']}: the appendix names {facts['name']!r}, the program here is for {name!r}")
    tiers, two = facts["thresholds"], facts["two_player"]
    thresholds: Any = tiers if two == tiers else {"2": two, "3": tiers, "4": tiers}
    card = {"id": slot["id"], "kind": "character", "name": name, "provenance": "sourced", "stand_in_fields": [],
            "condition": facts["condition"], "metric": metric, "thresholds": thresholds, "tier_vp": [1, 3, 6],
            "notes": "Appendix: name, condition and every threshold (2-player ones included) as printed.",
            "sources": [APPENDIX, *[s for s in slot.get("sources", []) if s != APPENDIX]]}
    if slot.get("title_hint"):
        card["title_hint"] = slot["title_hint"]
    return dict(sorted(card.items()))


def build(yaml_text: str, appendix_text: str) -> dict:
    """The shipped deck as a JSON-ready dict."""
    import yaml

    data = yaml.safe_load(yaml_text)
    facts = read_appendix(appendix_text)
    return {"format": "troyes-cards", "version": 1,
            "note": "Built by tools/build_troyes_cards.py from troyes-cards.yaml and troyes-cards-appendix.md (the "
                    "rulebook's card appendix). Null numbers come from the options activity_defaults_by_level "
                    "(TRY-11.21), marauding (TRY-7.17), event_defaults and red_event_companions (TRY-20.69).",
            "activity": [_activity(s, facts[s["id"]]) for s in data["activity_cards"]],
            "events": [_event(s, facts[s["id"]]) for s in data["event_cards"]],
            "characters": [_character(s, facts[s["id"]]) for s in data["character_cards"]]}


def render(deck: dict) -> str:
    """The file text: indented, sorted keys, one trailing newline."""
    return json.dumps(deck, indent=1, sort_keys=True, ensure_ascii=False) + "\n"


if __name__ == "__main__":  # pragma: no cover - developer tool
    with open(sys.argv[1], encoding="utf-8") as yaml_file, open(sys.argv[2], encoding="utf-8") as appendix_file:
        sys.stdout.write(render(build(yaml_file.read(), appendix_file.read())))
