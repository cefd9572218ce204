"""Build `cards.json` from the spec's card facts (`tournay-cards.yaml`) plus our stand-ins (TOU-17.13 .. 17.19).

Run once by a maintainer: ``python tools/build_tournay_cards.py ../shared/rules/tournay-cards.yaml``. The
engine never imports this script (nor PyYAML); a test checks that the shipped file is what this builds.
Sourced facts (names, copies, costs, rates, units, effects) come from the YAML; every unknown slot and every
null field of a partial card is filled from the tables below and marked as a stand-in.
"""

from __future__ import annotations

import json
import pathlib
import re
import sys
from typing import Any

from rulebook.tournay.pieces import OPS, op_from_json, op_to_json

# --- a tiny reader for the YAML's effect notation, e.g. "OPTIONAL(PAY_DENIERS(3), TAKE_CITIZENS_FROM_STOCK(red, 1))"

_TOKEN = re.compile(r"\s*([A-Za-z_][A-Za-z_0-9]*|-?\d+|[()\[\],=])")


def _tokens(text: str) -> list[str]:
    pos, out = 0, []
    while pos < len(text):
        m = _TOKEN.match(text, pos)
        if not m:
            if text[pos:].strip() == "":
                break
            raise ValueError(f"cannot read {text!r} at {pos}")
        out.append(m.group(1))
        pos = m.end()
    return out


def _value(tokens: list[str]) -> Any:
    tok = tokens.pop(0)
    if tok == "[":
        items = []
        while tokens[0] != "]":
            items.append(_value(tokens))
            if tokens[0] == ",":
                tokens.pop(0)
        tokens.pop(0)
        return items
    if re.fullmatch(r"-?\d+", tok):
        return int(tok)
    if tokens and tokens[0] == "(":
        tokens.pop(0)
        args: list = []
        kwargs: dict = {}
        while tokens[0] != ")":
            if len(tokens) > 1 and tokens[1] == "=":
                key = tokens.pop(0)
                tokens.pop(0)
                kwargs[key] = _value(tokens)
            else:
                args.append(_value(tokens))
            if tokens[0] == ",":
                tokens.pop(0)
        tokens.pop(0)
        return ("call", tok, args, kwargs)
    return tok


def parse_call(text: str) -> tuple:
    """Read ``NAME(a, b, key=value)`` into ("call", NAME, args, kwargs)."""
    return _value(_tokens(text))


def op_json(text: str) -> dict:
    """One operation in the notation of the spec, as a card-file object (checked by `vocab`)."""
    return _op_obj(parse_call(text))


def _op_obj(call: tuple) -> dict:
    _, name, args, kwargs = call
    params = [p for p, _ in OPS[name]]
    out: dict = {"op": name}
    for param, value in zip(params, args):
        out[param] = value
    out.update(kwargs)
    if name == "OPTIONAL":
        out["ops"] = [_op_obj(a) for a in args]
    op_from_json(out, name)  # raises if malformed
    return op_to_json(op_from_json(out, name))


def unit_json(text: str) -> dict:
    call = parse_call(text)
    if isinstance(call, str):
        return {"kind": call}
    _, kind, args, kwargs = call
    out: dict = {"kind": kind}
    if kind in ("CITIZENS_OWNED",):
        out["colour"] = args[0]
    elif kind == "DENIERS_PER":
        out["k"] = args[0]
    out.update(kwargs)
    return out


def trigger_json(text: str) -> dict:
    _, on, _, kwargs = parse_call(text)
    out = {"on": on.removeprefix("on_"), "types": kwargs["types"]}
    if "colours" in kwargs:
        out["colours"] = kwargs["colours"]
    return out


# --- stand-ins -------------------------------------------------------------------------------------------------

# slot id -> (name, type, effect notation list, character lines/trigger or None, plain summary)
STANDIN_SLOTS: dict[str, tuple] = {
    # Yellow: money and cards (TOU-17.18).
    "Y1-U01": ("Stand-in: Market Stall", "building", ["GAIN_DENIERS(3)"], None, "Gain 3 deniers."),
    "Y1-U02": ("Port", "building", ["USE_OTHER_BUILDING(yellow, other_player)"], None,
               "Use the effect of a visible yellow building in another player's district."),
    "Y1-U03": ("Stand-in: Counting House", "building", ["GAIN_DENIERS(3)"], None, "Gain 3 deniers."),
    "Y1-U04": ("Stand-in: Scribe's Shop", "building", ["DRAW_CARD(Y1)"], None,
               "Draw a Yellow I card by the normal procedure."),
    "Y1-U05": ("Stand-in: Tollgate", "building", ["GAIN_DENIERS(2)", "STAND_UP_CITIZENS(yellow, 1)"], None,
               "Gain 2 deniers and stand up one used yellow citizen."),
    "Y1-U06": ("Stand-in: Moneylender", "character", ["GAIN_DENIERS(1)"], (["row"], "on_activate(types=[building])"),
               "Each time you activate a building in its row, gain 1 denier."),
    "Y1-U07": ("Stand-in: Warehouse", "building", ["OPTIONAL(PAY_DENIERS(2), DRAW_CARD(Y2))"], None,
               "You may pay 2 deniers to draw a Yellow II card by the normal procedure."),
    "Y1-U08": ("Stand-in: Weigh House", "building", ["GAIN_DENIERS(3)"], None, "Gain 3 deniers."),
    "Y2-U01": ("Hospital", "building", ["GAIN_DENIERS(4)"], None, "Gain 4 deniers."),
    "Y2-U02": ("Stand-in: Master Builder", "character", ["MODIFY_COST(-1)"],
               (["row", "column"], "on_place(types=[building, prestige_building])"),
               "Buildings and prestige buildings placed in its row or column cost 1 denier less."),
    "Y2-U03": ("Stand-in: Merchant", "character", ["GAIN_DENIERS(2)"],
               (["column"], "on_activate(types=[building], colours=[yellow])"),
               "Each time you activate a yellow building in its column, gain 2 deniers."),
    "Y2-U04": ("Stand-in: Guild Hall", "building", ["GAIN_DENIERS(5)"], None, "Gain 5 deniers."),
    "Y2-U05": ("Stand-in: Bank", "building", ["GAIN_DENIERS(4)"], None, "Gain 4 deniers."),
    "Y2-U06": ("Stand-in: Printing House", "building", ["OPTIONAL(PAY_DENIERS(2), DRAW_CARD(Y3))"], None,
               "You may pay 2 deniers to draw a Yellow III card by the normal procedure."),
    "Y2-U07": ("Stand-in: Notary", "building", ["DRAW_CARD(W2)"], None,
               "Draw a White II card by the normal procedure."),
    "Y2-U08": ("Stand-in: Exchange", "building", ["GAIN_DENIERS(2)", "DRAW_CARD(Y1)"], None,
               "Gain 2 deniers, then draw a Yellow I card by the normal procedure."),
    "Y2-U09": ("Stand-in: Granary", "building", ["GAIN_DENIERS(3)", "STAND_UP_CITIZENS(any, 1)"], None,
               "Gain 3 deniers and stand up one used citizen of your choice."),
    # White: citizens (TOU-17.18).
    "W1-U01": ("Monastery", "building", ["OPTIONAL(PAY_DENIERS(2), TAKE_CITIZENS_FROM_STOCK(white, 1))"], None,
               "You may pay 2 deniers to take a white citizen from the stock."),
    "W1-U02": ("Stand-in: Chapel", "building", ["STAND_UP_CITIZENS(any, 2)"], None,
               "Stand up two used citizens of your choice."),
    "W1-U03": ("Stand-in: Almshouse", "building", ["STAND_UP_CITIZENS(yellow, 2)"], None,
               "Stand up two used yellow citizens."),
    "W1-U04": ("Stand-in: Cloister", "building", ["STAND_UP_CITIZENS(any, 1)", "GAIN_DENIERS(1)"], None,
               "Stand up one used citizen of your choice and gain 1 denier."),
    "W1-U05": ("Stand-in: Parish School", "building", ["OPTIONAL(PAY_DENIERS(3), TAKE_CITIZENS_FROM_STOCK(yellow, 1))"],
               None, "You may pay 3 deniers to take a yellow citizen from the stock."),
    "W1-U06": ("Stand-in: Hermitage", "building", ["STAND_UP_CITIZENS(red, 2)"], None,
               "Stand up two used red citizens."),
    "W1-U07": ("Stand-in: Sexton", "character", ["STAND_UP_CITIZENS(any, 1)"],
               (["row"], "on_activate(types=[building], colours=[white])"),
               "Each time you activate a white building in its row, stand up one used citizen."),
    "W1-U08": ("Stand-in: Deacon", "character", ["STAND_UP_CITIZENS(any, 1)"],
               (["column"], "on_place(types=[building])"),
               "Each time you place a building in its column, stand up one used citizen."),
    "W1-U09": ("Stand-in: Vestry", "building", ["STAND_UP_CITIZENS(white, 2)"], None,
               "Stand up two used white citizens."),
    "W2-U01": ("Stand-in: Abbey", "building", ["STAND_UP_CITIZENS(any, 3)"], None,
               "Stand up three used citizens of your choice."),
    "W2-U02": ("Stand-in: Seminary", "building", ["OPTIONAL(PAY_DENIERS(2), TAKE_CITIZENS_FROM_STOCK(white, 1))"],
               None, "You may pay 2 deniers to take a white citizen from the stock."),
    "W2-U03": ("Stand-in: Carters' Guild", "building",
               ["OPTIONAL(PAY_DENIERS(2), TAKE_CITIZENS_FROM_STOCK(yellow, 1))"],
               None, "You may pay 2 deniers to take a yellow citizen from the stock."),
    "W2-U04": ("Stand-in: Pilgrims' Inn", "building", ["STAND_UP_CITIZENS(any, 2)", "GAIN_DENIERS(1)"], None,
               "Stand up two used citizens of your choice and gain 1 denier."),
    "W2-U05": ("Stand-in: Infirmary", "building", ["REMOVE_TOKEN(damage, own)", "STAND_UP_CITIZENS(any, 1)"], None,
               "Remove a damage token from one of your buildings and stand up one used citizen."),
    "W2-U06": ("Stand-in: Prior", "character", ["STAND_UP_CITIZENS(any, 1)"],
               (["row", "column"], "on_activate(types=[building])"),
               "Each time you activate a building in its row or column, stand up one used citizen."),
    "W2-U07": ("Stand-in: Almoner", "character", ["GAIN_DENIERS(2)"],
               (["row", "column"], "on_activate(types=[building], colours=[white])"),
               "Each time you activate a white building in its row or column, gain 2 deniers."),
    "W2-U08": ("Stand-in: Chapter House", "building", ["STAND_UP_CITIZENS(any, 2)", "DRAW_CARD(W1)"], None,
               "Stand up two used citizens, then draw a White I card by the normal procedure."),
    "W2-U09": ("Stand-in: Beguinage", "building", ["OPTIONAL(PAY_DENIERS(1), TAKE_CITIZENS_FROM_STOCK(white, 1))"],
               None, "You may pay 1 denier to take a white citizen from the stock."),
    # Red: events and protection (TOU-17.16, TOU-17.18).
    "R1-U01": ("Stand-in: Guardhouse", "building", ["REMOVE_TOKEN(damage, own)", "GAIN_DENIERS(1)"], None,
               "Remove a damage token from one of your buildings and gain 1 denier."),
    "R1-U02": ("Stand-in: Sentry", "character", ["GAIN_DENIERS(1)"],
               (["row"], "on_activate(types=[building], colours=[red])"),
               "Each time you activate a red building in its row, gain 1 denier."),
    "R1-U03": ("Stand-in: Drill Yard", "building", ["STAND_UP_CITIZENS(red, 2)"], None,
               "Stand up two used red citizens."),
    "R2-U01": ("Stand-in: Siege Workshop", "building", ["ADD_COINS(1, 1)", "TRIGGER_EVENTS(chosen, others, all)"],
               None, "Add a coin to one queue event; it then applies at once: if negative to the other players, "
               "if positive to everyone."),
    "R2-U02": ("Stand-in: Citadel", "building", ["COMBAT_EVENT(1, none)", "GAIN_DENIERS(1)"], None,
               "Take a queue event with at least one coin into your hand, then gain 1 denier."),
    "R2-U03": ("Stand-in: Armoury", "building", ["DRAW_CARD(R3)"], None,
               "Draw a Red III card by the normal procedure."),
    "R2-U04": ("Stand-in: Raiders' Camp", "building", ["PLACE_TOKEN(damage, other_player)"], None,
               "Put a damage token on an unoccupied visible building of another player."),
    "R2-U05": ("Stand-in: Engineer", "character", ["GAIN_DENIERS(2)"],
               (["row", "column"], "on_activate(types=[building], colours=[red])"),
               "Each time you activate a red building in its row or column, gain 2 deniers."),
    "R2-U06": ("Stand-in: Captain", "character", ["STAND_UP_CITIZENS(red, 1)"],
               (["row", "column"], "on_place(types=[building, prestige_building])"),
               "Each time you place a building or prestige building in its row or column, stand up a red citizen."),
    "R2-U07": ("Stand-in: Muster Hall", "building", ["OPTIONAL(PAY_DENIERS(2), TAKE_CITIZENS_FROM_STOCK(red, 1))"],
               None, "You may pay 2 deniers to take a red citizen from the stock."),
    "R2-U08": ("Stand-in: Garrison", "building", ["COMBAT_EVENT(1, none)"], None,
               "Take a queue event with at least one coin into your hand."),
    "R2-U09": ("Stand-in: Sappers' Lodge", "building", ["REMOVE_TOKEN(damage, own)", "STAND_UP_CITIZENS(red, 1)"],
               None, "Remove a damage token from one of your buildings and stand up a used red citizen."),
}
"""The 47 unknown level I/II slots (TOU-17.13); Port, Hospital and Monastery reuse sourced names (TOU-17.7)."""

UNPLACED_SOURCES = {"Port": ["hiew"], "Hospital": ["katz2019"], "Monastery": ["BGA JP wiki", "gusandco"]}

PARTIAL_FILL: dict[str, dict] = {
    "Y1-ARCHITECT": {"cost": {"deniers": 1}, "prestige": 1},
    "R1-KNIGHT": {"character": {"lines": ["row", "column"],
                                "trigger": {"on": "place", "types": ["prestige_building"]},
                                "effect": [{"op": "GAIN_DENIERS", "n": 2}]}},
    "R3-PORTE-DE-LA-VIGNE": {"cost": {"deniers": 2, "cards": 1}, "left": 2, "right": 1},
    "R3-TOUR-SAINT-GEORGES": {"cost": {"citizens": {"red": 1}}, "left": 2, "right": 1},
    "R3-TOUR-DARRAS": {"cost": {"deniers": 5},
                       "unit": {"kind": "VISIBLE_CARDS", "colours": ["white", "yellow"], "types": ["building"]}},
    "R3-TOUR-HENRY-VIII": {"cost": {"deniers": 5}, "left": 2, "right": 1},
}
"""Stand-in values for the null fields of partial cards (TOU-17.12, TOU-17.18, TOU-17.19, TOU-17.20)."""

# (slot, colour, name, per-coin notation, summary): 5 per colour; 5 lose-money, 7 other negative, 3 positive.
STANDIN_EVENTS = (
    ("EV-01", "yellow", "Stand-in: Poor Harvest", "LOSE_DENIERS(1)", "Each player loses 1 denier per coin."),
    ("EV-02", "yellow", "Stand-in: Tax Collector", "LOSE_DENIERS(2)", "Each player loses 2 deniers per coin."),
    ("EV-03", "yellow", "Stand-in: Lost Ledgers", "DISCARD_CARDS(1)", "Each player discards 1 card per coin."),
    ("EV-04", "yellow", "Stand-in: Fair Day", "GAIN_DENIERS(1)", "Each player gains 1 denier per coin."),
    ("EV-05", "yellow", "Stand-in: Strike", "LAY_DOWN_CITIZENS(yellow, 1)",
     "Each player lays down 1 available yellow citizen per coin."),
    ("EV-06", "white", "Stand-in: Pardon Sellers", "LOSE_DENIERS(1)", "Each player loses 1 denier per coin."),
    ("EV-07", "white", "Stand-in: Fever", "LAY_DOWN_CITIZENS(any, 1)",
     "Each player lays down 1 available citizen of their choice per coin."),
    ("EV-08", "white", "Stand-in: Plague", "LOSE_CITIZENS(any, 1)",
     "Each player returns 1 citizen of their choice to the stock per coin."),
    ("EV-09", "white", "Stand-in: Pilgrim Crowds", "GREY_BUILDINGS(any, 1)",
     "Each player puts a grey token on 1 unoccupied building per coin."),
    ("EV-10", "white", "Stand-in: Holy Day", "STAND_UP_CITIZENS(any, 1)",
     "Each player stands up 1 used citizen per coin."),
    ("EV-11", "red", "Stand-in: Norman Raid", "LOSE_DENIERS(2)", "Each player loses 2 deniers per coin."),
    ("EV-12", "red", "Stand-in: Ransom", "LOSE_DENIERS(1)", "Each player loses 1 denier per coin."),
    ("EV-13", "red", "Stand-in: Siege", "DAMAGE_BUILDINGS(any, 1)",
     "Each player puts a damage token on 1 unoccupied building per coin."),
    ("EV-14", "red", "Stand-in: Fire", "DAMAGE_BUILDINGS(any, 1)",
     "Each player puts a damage token on 1 unoccupied building per coin."),
    ("EV-15", "red", "Stand-in: Volunteers", "TAKE_CITIZENS_FROM_STOCK(red, 1)",
     "Each player takes 1 red citizen from the stock per coin, while the stock lasts."),
)
"""The 15 stand-in events of TOU-16.12 and TOU-16.13."""

_ROMAN = {"I": 1, "II": 2, "III": 3}
STANDIN_COST = {1: 1, 2: 3}
STANDIN_PRESTIGE = {1: 1, 2: 2}


def build(yaml_data: dict) -> dict:
    """The card file as a dict, from the parsed YAML."""
    activity = []
    for code, deck in yaml_data["decks"].items():
        for slot in deck["cards"]:
            activity.append(_activity(code, slot))
    events = [_event(slot) for slot in STANDIN_EVENTS]
    meta = {"game": "Tournay", "built_from": "tournay-cards.yaml (spec) + stand-ins (TOU-16.12, TOU-17.13)",
            "note": "Stand-in cards are our own designs; names beginning 'Stand-in:' are not printed cards."}
    return {"format": "tournay-cards/1", "meta": meta, "activity": activity, "events": events}


def _activity(code: str, slot: dict) -> dict:
    level = _ROMAN[slot["level"]]
    if slot["provenance"] == "unknown":
        name, ctype, effect, char, summary = STANDIN_SLOTS[slot["id"]]
        out = {"id": slot["id"], "name": name, "colour": slot["colour"], "level": level, "type": ctype,
               "copies": 1, "cost": {"deniers": STANDIN_COST[level]}, "prestige": STANDIN_PRESTIGE[level],
               "provenance": "stand-in", "effect": summary}
        if name in UNPLACED_SOURCES:
            out.update(provenance="partial", sources=UNPLACED_SOURCES[name],
                       stand_in_fields=["colour", "level", "cost", "prestige"] + (["effect"] if name == "Monastery"
                                                                                  else []))
            out["notes"] = ("Known card placed in this slot; its deck, cost and points are stand-ins (TOU-17.7, "
                            "TOU-17.18)." + (" Its exact effect is unknown; ours is a stand-in." if name ==
                                             "Monastery" else ""))
        if ctype == "building":
            out["activation"] = [op_json(e) for e in effect]
        else:
            out["character"] = {"lines": char[0], "trigger": trigger_json(char[1]),
                                "effect": [op_json(e) for e in effect]}
        return out
    out = {"id": slot["id"], "name": slot["name"], "colour": slot["colour"], "level": level, "type": slot["type"],
           "copies": slot["copies"], "cost": slot["cost"], "prestige": slot["prestige"],
           "provenance": slot["provenance"], "effect": slot["effect"], "sources": slot.get("sources", [])}
    fill = PARTIAL_FILL.get(slot["id"], {})
    stand_in = []
    if slot["type"] == "building":
        out["activation"] = [op_json(e) for e in slot["activation"]]
    elif slot["type"] == "character":
        ch = slot["character"]
        if "character" in fill:
            out["character"] = fill["character"]
            stand_in += ["character.lines", "character.effect"]
        else:
            out["character"] = {"lines": ch["lines"], "trigger": trigger_json(ch["trigger"]),
                                "effect": [op_json(e) for e in ch["effect"]]}
    elif slot["type"] == "prestige_building":
        sc = slot["scoring"]
        unit = unit_json(sc["unit"]) if sc["unit"] else fill["unit"]
        out["scoring"] = {"left": sc["left"] if sc["left"] is not None else fill["left"],
                          "right": sc["right"] if sc["right"] is not None else fill["right"], "unit": unit}
        if slot["id"] == "R3-TOUR-DARRAS":
            out["scoring"]["pairs_option"] = True
            stand_in.append("scoring.unit")
        stand_in += [f"scoring.{k}" for k in ("left", "right") if sc[k] is None]
    if out["cost"] is None and "cost" in fill:
        out["cost"] = fill["cost"]
        stand_in.append("cost")
    if out["prestige"] is None and "prestige" in fill:
        out["prestige"] = fill["prestige"]
        stand_in.append("prestige")
    if slot["provenance"] == "partial":
        out["stand_in_fields"] = stand_in
    if slot.get("notes"):
        out["notes"] = slot["notes"]
    return out


def _event(row: tuple) -> dict:
    slot, colour, name, per_coin, summary = row
    op = op_json(per_coin)
    positive = op["op"] in ("GAIN_DENIERS", "STAND_UP_CITIZENS", "TAKE_CITIZENS_FROM_STOCK")
    return {"id": slot, "name": name, "type": "event", "colour": colour, "copies": 1,
            "polarity": "positive" if positive else "negative",
            "fight_class": "lose_money" if op["op"] == "LOSE_DENIERS" else "other", "coin_capacity": None,
            "per_coin": [op], "provenance": "stand-in", "effect": summary}


def main(argv: list[str]) -> None:
    import yaml  # a maintainer's tool; the engine itself does not need PyYAML

    src = pathlib.Path(argv[0] if argv else "../shared/rules/tournay-cards.yaml")
    data = build(yaml.safe_load(src.read_text(encoding="utf-8")))
    out = pathlib.Path(__file__).resolve().parent.parent / "rulebook" / "tournay" / "cards.json"
    out.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"wrote {out}")


if __name__ == "__main__":
    main(sys.argv[1:])
