"""The small vocabularies Tournay's data is written in: colours, decks, card types, effect operations, units.

Effects are data, not code (TOU-16.10, TOU-17.10, TOU-17.11): a card file names operations from these tables,
`cards.py` checks them, and `effects.py` carries them out. Inside the engine an operation is a plain tuple,
``(name, arg1, arg2, ...)`` in the order of `OPS`, so that states stay small and serialise as JSON lists.
"""

from __future__ import annotations

from rulebook.core.jsonio import JSONError

COLOURS = ("yellow", "white", "red")
"""Colour index 0, 1, 2 (TOU-1.2): civilians, clergy, military."""
COLOUR_LETTER = "YWR"
ANY = -1
"""Colour argument meaning "of the player's choice" (`any` in data)."""

LEVELS = (1, 2, 3)
DECKS = tuple(f"{c}{lv}" for c in COLOUR_LETTER for lv in LEVELS)
"""Deck codes Y1..R3 (TOU-0.9.14); deck index = 3 * colour + level - 1."""

TYPES = ("building", "character", "prestige_building", "town_crier")
PLACEABLE = frozenset({"building", "character", "prestige_building"})

# Operation name -> parameter kinds, in tuple order. Kinds: "n" (whole number 0..20), "delta" (-5..5),
# "colour" (a colour), "colour_any" (a colour or any), "deck" (deck code), "ops" (nested list), or a tuple of
# the allowed strings.
OPS: dict[str, tuple[tuple[str, object], ...]] = {
    "GAIN_DENIERS": (("n", "n"),),
    "PAY_DENIERS": (("n", "n"),),
    "LOSE_DENIERS": (("n", "n"),),
    "TAKE_CITIZENS_FROM_STOCK": (("colour", "colour"), ("n", "n")),
    "STAND_UP_CITIZENS": (("colour", "colour_any"), ("n", "n")),
    "LAY_DOWN_CITIZENS": (("colour", "colour_any"), ("n", "n")),
    "LOSE_CITIZENS": (("colour", "colour_any"), ("n", "n")),
    "DAMAGE_BUILDINGS": (("colour", "colour_any"), ("n", "n")),
    "GREY_BUILDINGS": (("colour", "colour_any"), ("n", "n")),
    "DISCARD_CARDS": (("n", "n"),),
    "OPTIONAL": (("ops", "ops"),),
    "DRAW_CARD": (("deck", "deck"), ("method", ("normal",))),
    "COMBAT_EVENT": (("min_coins", "n"), ("extra_cost", ("none", "fight"))),
    "ADD_COINS": (("max_events", "n"), ("coins_each", "n")),
    "TRIGGER_EVENTS": (("which", ("chosen", "all")), ("negative_targets", ("all", "others")),
                       ("positive_targets", ("all", "others"))),
    "USE_OTHER_BUILDING": (("colour", "colour"), ("owner", ("other_player",))),
    "REMOVE_TOKEN": (("kind", ("damage", "grey")), ("where", ("own",))),
    "PLACE_TOKEN": (("kind", ("damage", "grey")), ("where", ("other_player",))),
    "MODIFY_COST": (("delta", "delta"),),
}
"""Every effect operation of TOU-16.10 and TOU-17.10 with its parameters."""

EVENT_OPS = frozenset({"LOSE_DENIERS", "GAIN_DENIERS", "LAY_DOWN_CITIZENS", "LOSE_CITIZENS", "DAMAGE_BUILDINGS",
                       "GREY_BUILDINGS", "DISCARD_CARDS", "STAND_UP_CITIZENS", "TAKE_CITIZENS_FROM_STOCK"})
"""Operations an event may apply per coin (TOU-16.10)."""
POSITIVE_OPS = frozenset({"GAIN_DENIERS", "STAND_UP_CITIZENS", "TAKE_CITIZENS_FROM_STOCK"})

UNITS: dict[str, tuple[str, ...]] = {
    "VISIBLE_CARDS": ("colours", "types"),
    "VISIBLE_SETS": ("types",),
    "CITIZENS_OWNED": ("colour",),
    "CITIZEN_SETS": (),
    "DENIERS_PER": ("k",),
    "WALLS_BUILT": (),
    "FLAT": (),
}
"""Prestige scoring units (TOU-17.11)."""


def op_to_json(op: tuple) -> dict:
    """An operation tuple as the card file writes it: ``{"op": name, param: value, ...}``."""
    name, *values = op
    out: dict = {"op": name}
    for (param, kind), value in zip(OPS[name], values):
        if kind == "ops":
            out[param] = [op_to_json(o) for o in value]
        elif kind in ("colour", "colour_any"):
            out[param] = "any" if value == ANY else COLOURS[value]
        else:
            out[param] = value
    return out


def op_from_json(data: object, path: str) -> tuple:
    """Check one operation from a card file and return its tuple form; errors name `path`."""
    if not isinstance(data, dict) or not isinstance(data.get("op"), str):
        raise JSONError(f"{path}: expected an operation object with an 'op' name")
    name = data["op"]
    if name not in OPS:
        raise JSONError(f"{path}.op: unknown operation {name!r}; known: {', '.join(OPS)}")
    params = OPS[name]
    extra = sorted(set(data) - {"op"} - {p for p, _ in params})
    if extra:
        raise JSONError(f"{path}: unknown field(s) {', '.join(extra)} for {name}")
    values: list = [name]
    for param, kind in params:
        where = f"{path}.{param}"
        if param not in data:
            if param == "method":
                values.append("normal")
                continue
            raise JSONError(f"{where}: missing")
        value = data[param]
        if kind == "n":
            if type(value) is not int or not 0 <= value <= 20:
                raise JSONError(f"{where}: expected a whole number 0..20")
        elif kind == "delta":
            if type(value) is not int or not -5 <= value <= 5:
                raise JSONError(f"{where}: expected a whole number -5..5")
        elif kind in ("colour", "colour_any"):
            allowed = COLOURS + (("any",) if kind == "colour_any" else ())
            if value not in allowed:
                raise JSONError(f"{where}: expected one of {', '.join(allowed)}")
            value = ANY if value == "any" else COLOURS.index(value)
        elif kind == "deck":
            if value not in DECKS:
                raise JSONError(f"{where}: expected a deck code {', '.join(DECKS)}")
        elif kind == "ops":
            if not isinstance(value, list) or not value:
                raise JSONError(f"{where}: expected a non-empty list of operations")
            value = tuple(op_from_json(o, f"{where}[{i}]") for i, o in enumerate(value))
        elif value not in kind:  # a tuple of allowed strings
            raise JSONError(f"{where}: expected one of {', '.join(kind)}")
        values.append(value)
    return tuple(values)


def ops_from_json(data: object, path: str, allowed: frozenset | None = None) -> tuple:
    """A list of operations; `allowed` restricts their names (events use `EVENT_OPS`)."""
    if not isinstance(data, list):
        raise JSONError(f"{path}: expected a list of operations")
    ops = tuple(op_from_json(o, f"{path}[{i}]") for i, o in enumerate(data))
    if allowed is not None:
        for i, op in enumerate(ops):
            if op[0] not in allowed:
                raise JSONError(f"{path}[{i}].op: {op[0]} is not allowed here; allowed: {', '.join(sorted(allowed))}")
    return ops


def op_text(op: tuple) -> str:
    """A compact readable form, e.g. ``DAMAGE_BUILDINGS(any, 1)``."""
    name, *values = op
    shown = []
    for (_, kind), value in zip(OPS[name], values):
        if kind == "ops":
            shown.append(", ".join(op_text(o) for o in value))
        elif kind in ("colour", "colour_any"):
            shown.append("any" if value == ANY else COLOURS[value])
        else:
            shown.append(str(value))
    return f"{name}({', '.join(shown)})"
