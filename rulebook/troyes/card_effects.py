"""The card-effect vocabulary (spec section 20.5): what a card file may say a card does, compiled into small tuples.

Immediate activity effects become a `Program` (a table of ops and a table of op lists; list 0 is one activation's
effect), deferred modifiers (what a stored cube does to a dice group) and event round effects become tuples; the
metrics that cards and characters count are named here too. Every error names the field path within the card.

Where the rulebook's appendix leaves a card's wording open, the card file names the option that settles it, as
`{"option": "chivalry_one_card"}` in place of a value (`OPTION_SWITCHES` lists them); compiled with a game's
options the value is looked up, compiled without (when a file is checked) any allowed value stands in.
The engine interprets the compiled tuples where they act: `phases/activation.py` (activity effects),
`dice_groups.py` and `action_reach.py` (cube modifiers), `phases/events.py` (event effects), `queries.metric`.
A new card or effect starts here.
"""

from __future__ import annotations

from typing import Any

from rulebook.core import jsonio
from rulebook.core.jsonio import JSONError

from .board import BUILDING_OF_NAME
from .pieces import COLOUR_OF_NAME

RESOURCES = ("money", "vp", "influence")
ACTION_NAMES = ("activity", "agriculture", "cathedral", "fight", "recruit")
ANY_COLOUR = 3
"""The colour index of "any colour" (Confession's +2, Pilgrimage's dice): after red, white, yellow (0-2)."""
METRICS = {  # name -> parameter it needs (None, "building" or "colour")  (spec 20.5.4, project additions last)
    "money": None, "influence": None, "own_citizens_in": "building", "own_citizens_in_buildings": None,
    "tradesmen": None, "cathedral_cubes": None, "cathedral_levels": None, "events_with_own_cube": None,
    "event_cubes_placed_total": None, "events_won": None, "black_dice_eliminated": None, "fight_score": None,
    "own_dice": "colour", "event_cards_taken": None, "own_dice_count": None, "own_dice_total": "colour",
}
OPTION_SWITCHES = {  # options a card file may name for an open point of a card's wording -> their allowed values
    "chivalry_one_card": (True, False), "chivalry_influence": (True, False),
    "confession_mixes_colours": (False, True), "joust_activator_must_lead": (True, False),
    "tax_collector_own_citizens": ("nothing", "bank"),
}


class VocabularyError(JSONError):
    """An effect that is not in the vocabulary or has bad parameters."""


def parameter(value: Any, kind: str, path: str) -> int:
    """A metric's parameter read from card data: a building or a colour name, as its index."""
    if kind == "building":
        return BUILDING_OF_NAME[jsonio.string(value, path, tuple(BUILDING_OF_NAME))]
    return COLOUR_OF_NAME[jsonio.string(value, path, tuple(COLOUR_OF_NAME))]


def _metric(op: dict, path: str) -> tuple[str, int]:
    metric = jsonio.string(op.get("metric"), f"{path}.metric", tuple(METRICS))
    need = METRICS[metric]
    param = parameter(op.get(need), need, f"{path}.{need}") if need else -1
    return metric, param


def _switch(value: Any, path: str, allowed: tuple, options: dict | None) -> Any:
    """A value a card gives directly, or `{"option": name}`: the option's value in this game (TRY-20.20 ff.)."""
    if isinstance(value, dict):
        jsonio.obj(value, path, ("option",))
        name = jsonio.string(value["option"], f"{path}.option", tuple(OPTION_SWITCHES))
        if set(OPTION_SWITCHES[name]) != set(allowed):
            raise VocabularyError(f"{path}.option: {name} does not settle this value")
        return OPTION_SWITCHES[name][0] if options is None else options[name]
    if value not in allowed or type(value) is not type(allowed[0]):
        raise VocabularyError(f"{path}: expected one of {', '.join(map(repr, allowed))} or {{\"option\": name}}")
    return value


def _resources(value: Any, path: str) -> tuple:
    items = jsonio.obj(value, path, (), RESOURCES)
    if not items:
        raise VocabularyError(f"{path}: name at least one resource")
    return tuple((res, jsonio.integer(items[res], f"{path}.{res}", 1, 50)) for res in RESOURCES if res in items)


class Program:
    """The compiled immediate effect of one activity card: a table of ops and a table of op lists."""

    def __init__(self, options: dict | None = None) -> None:
        self.ops: list[tuple] = []
        self.lists: list[tuple[int, ...]] = []
        self.options = options

    def add_list(self, ops: list, path: str) -> int:
        """Compile a list of ops; returns the list's index (list 0 is the card's own effect)."""
        index = len(self.lists)
        self.lists.append(())  # reserve the index first: the card's own effect is list 0
        self.lists[index] = tuple(self.add_op(op, f"{path}[{i}]") for i, op in enumerate(ops))
        return index

    def add_op(self, op: Any, path: str) -> int:
        """Compile one op (and any op lists it holds); returns the op's index."""
        if not isinstance(op, dict):
            raise VocabularyError(f"{path}: expected an effect object with an 'op'")
        name = jsonio.string(op.get("op"), f"{path}.op", IMMEDIATE_OPS)
        keys = IMMEDIATE_OPS[name]
        jsonio.obj(op, path, ("op", *keys[0]), keys[1])
        if name in ("gain_money", "gain_vp", "gain_influence", "gain_citizen"):
            compiled: tuple = ("gain", name[5:], jsonio.integer(op["amount"], f"{path}.amount", 1, 20))
        elif name == "gain_per":
            res = jsonio.string(op["resource"], f"{path}.resource", RESOURCES)
            metric, param = _metric(op, path)
            cap = jsonio.integer(op["cap"], f"{path}.cap", 1, 50) if "cap" in op else 0
            per = jsonio.integer(op["per"], f"{path}.per", 1, 20) if "per" in op else 1
            compiled = ("gain_per", res, jsonio.integer(op["amount"], f"{path}.amount", 1, 20), metric, param, cap,
                        per)
        elif name == "convert":
            compiled = ("convert", _resources(op["pay"], f"{path}.pay"), _resources(op["gain"], f"{path}.gain"))
        elif name == "choose_one":
            options = jsonio.array(op["options"], f"{path}.options", 2, 4)
            ids = tuple(self.add_list(jsonio.array(o, f"{path}.options[{i}]", 1, 4), f"{path}.options[{i}]")
                        for i, o in enumerate(options))
            compiled = ("choose_one", ids)
        elif name == "conditional":
            cond = jsonio.obj(op["condition"], f"{path}.condition", ("metric", "at_least"), ("building", "colour"))
            metric, param = _metric(cond, f"{path}.condition")
            at_least = jsonio.integer(cond["at_least"], f"{path}.condition.at_least", 0, 100)
            compiled = ("conditional", metric, param, at_least, self.add_list([op["then"]], f"{path}.then"))
        elif name == "place_event_cube":
            compiled = self._event_cubes(op, path)
        elif name == "pay_for_event_cube":
            compiled = ("prepay_flag", _resources(op["pay"], f"{path}.pay"))
        elif name == "reward_leaders":
            metric, param = _metric(op, path)
            compiled = ("leaders", jsonio.string(op["resource"], f"{path}.resource", RESOURCES),
                        jsonio.integer(op["amount"], f"{path}.amount", 1, 20), metric, param,
                        jsonio.integer(op["at_least"], f"{path}.at_least", 0, 100),
                        _switch(op["activator_must_lead"], f"{path}.activator_must_lead", (True, False),
                                self.options))
        elif name == "collect_per_citizen":
            building = BUILDING_OF_NAME[jsonio.string(op["building"], f"{path}.building", tuple(BUILDING_OF_NAME))]
            compiled = ("tax", building, jsonio.integer(op["amount"], f"{path}.amount", 1, 10),
                        _switch(op["own_citizens"], f"{path}.own_citizens", ("nothing", "bank"), self.options))
        else:  # roll_black_die
            compiled = ("black", jsonio.integer(op["success_min"], f"{path}.success_min", 1, 6),
                        self.add_list([op["on_success"]], f"{path}.on_success"))
        self.ops.append(compiled)
        return len(self.ops) - 1


    def _event_cubes(self, op: dict, path: str) -> tuple:
        """place_event_cube: ("flag", count, metric, param, one card, influence per cube).

        `count` cubes, or (with `per`) one per unit of a metric such as the own red dice (Chivalry); `one_card`
        puts all of an action's cubes on one event; `influence` says whether each cube gains the usual 1
        influence (TRY-14.6)."""
        if ("count" in op) == ("per" in op):
            raise VocabularyError(f"{path}: give either count or per")
        count, metric, param = 0, "", -1
        if "count" in op:
            count = jsonio.integer(op["count"], f"{path}.count", 1, 6)
        else:
            per = jsonio.obj(op["per"], f"{path}.per", ("metric",), ("building", "colour"))
            metric, param = _metric(per, f"{path}.per")
        one_card = _switch(op.get("one_card", False), f"{path}.one_card", (True, False), self.options)
        influence = _switch(op.get("influence", True), f"{path}.influence", (True, False), self.options)
        return ("flag", count, metric, param, int(one_card), int(influence))


IMMEDIATE_OPS = {  # op -> (required keys, optional keys)
    "gain_money": (("amount",), ()), "gain_vp": (("amount",), ()), "gain_influence": (("amount",), ()),
    "gain_citizen": (("amount",), ()),
    "gain_per": (("resource", "amount", "metric"), ("building", "colour", "cap", "per")),
    "convert": (("pay", "gain"), ()), "choose_one": (("options",), ()),
    "conditional": (("condition", "then"), ()),
    "place_event_cube": ((), ("count", "per", "one_card", "influence")),
    "pay_for_event_cube": (("pay",), ()),
    "reward_leaders": (("resource", "amount", "metric", "at_least", "activator_must_lead"), ("building", "colour")),
    "collect_per_citizen": (("building", "amount", "own_citizens"), ()),
    "roll_black_die": (("success_min", "on_success"), ()),
}


def compile_activity_effect(ops: list, path: str = "field effect", options: dict | None = None) -> Program:
    """Compile an activity card's immediate effect; list 0 is the per-activation effect. With a game's `options`,
    the open points a card names (`{"option": ...}`) take their values."""
    program = Program(options)
    program.add_list(ops, path)
    return program


def compile_modifier(op: Any, path: str = "field modifier", options: dict | None = None) -> tuple:
    """A deferred modifier (spec 20.5.2) as a tuple the group rules understand."""
    if not isinstance(op, dict):
        raise VocabularyError(f"{path}: expected a modifier object with an 'op'")
    name = jsonio.string(op.get("op"), f"{path}.op", ("die_modifier", "set_die_values", "treat_colour_as",
                                                       "convert_dice", "take_free_dice", "virtual_die"))
    colour = lambda key: COLOUR_OF_NAME[jsonio.string(op[key], f"{path}.{key}", tuple(COLOUR_OF_NAME))]
    if name == "die_modifier":  # colour "any": every die of the group, whatever its colour (Confession)
        jsonio.obj(op, path, ("op", "colour", "add", "scope"), ("mix_colours",))
        which = jsonio.string(op["colour"], f"{path}.colour", (*COLOUR_OF_NAME, "any"))
        mix = _switch(op.get("mix_colours", False), f"{path}.mix_colours", (False, True), options)
        if mix and which != "any":
            raise VocabularyError(f"{path}.mix_colours: only a modifier for dice of any colour may mix colours")
        return (name, ANY_COLOUR if which == "any" else COLOUR_OF_NAME[which],
                jsonio.integer(op["add"], f"{path}.add", 1, 12),
                jsonio.string(op["scope"], f"{path}.scope", ("each_die", "group_total")), mix)
    if name == "set_die_values":
        jsonio.obj(op, path, ("op", "value", "any_colour"))
        return (name, jsonio.integer(op["value"], f"{path}.value", 1, 12),
                jsonio.boolean(op["any_colour"], f"{path}.any_colour"))
    if name == "treat_colour_as":
        jsonio.obj(op, path, ("op", "from", "to", "max_dice"))
        return (name, colour("from"), colour("to"), jsonio.integer(op["max_dice"], f"{path}.max_dice", 1, 3))
    if name == "convert_dice":
        jsonio.obj(op, path, ("op", "from_colour", "from_count", "to_colour", "to_count"))
        return (name, colour("from_colour"), jsonio.integer(op["from_count"], f"{path}.from_count", 1, 3),
                colour("to_colour"), jsonio.integer(op["to_count"], f"{path}.to_count", 1, 6))
    if name == "take_free_dice":
        jsonio.obj(op, path, ("op", "colour", "per_district"))
        return (name, colour("colour"), jsonio.integer(op["per_district"], f"{path}.per_district", 1, 3))
    jsonio.obj(op, path, ("op", "colour", "value"))
    return (name, colour("colour"), jsonio.integer(op["value"], f"{path}.value", 1, 6))


EVENT_OPS = {
    "black_dice": (("count",), ()), "each_player_pay": (("resource", "amount"), ()),
    "neutral_citizen": (("building",), ()), "neutral_cubes_left": (("count",), ()),
    "cathedral_neutral_cube": ((), ()), "cathedral_remove_cube": ((), ()),
    "each_player_pay_per": (("resource", "amount", "metric"), ("building", "colour")),
    "each_player_discard_dice": (("colour", "count"), ()),
    "while_in_play_surcharge": (("action", "amount"), ()), "while_in_play_forbid": (("target",), ()),
    "while_in_play_salary": (("building", "delta"), ()),
}
FORBID_TARGETS = (*ACTION_NAMES, "palace", "bishopric", "city_hall", "red", "white", "yellow")


def compile_event_effect(ops: list, path: str = "field round_effect") -> tuple[tuple, ...]:
    """An event's round effect (spec 20.5.3) as a tuple of op tuples."""
    out = []
    for i, op in enumerate(ops):
        where = f"{path}[{i}]"
        if not isinstance(op, dict):
            raise VocabularyError(f"{where}: expected an effect object with an 'op'")
        name = jsonio.string(op.get("op"), f"{where}.op", tuple(EVENT_OPS))
        jsonio.obj(op, where, ("op", *EVENT_OPS[name][0]), EVENT_OPS[name][1])
        if name == "black_dice":
            out.append(("black_dice", jsonio.integer(op["count"], f"{where}.count", 1, 6)))
        elif name == "neutral_citizen":  # roll a die, a grey citizen to that space (TRY-20.60)
            out.append(("citizen", BUILDING_OF_NAME[jsonio.string(op["building"], f"{where}.building",
                                                                  tuple(BUILDING_OF_NAME))]))
        elif name == "neutral_cubes_left":  # a grey cube on each of the nearest cards to the left (Support)
            out.append(("grey_left", jsonio.integer(op["count"], f"{where}.count", 1, 4)))
        elif name == "cathedral_neutral_cube":  # Traveling Builders
            out.append(("cath_grey",))
        elif name == "cathedral_remove_cube":  # Interrupted Work
            out.append(("cath_remove",))
        elif name == "each_player_pay":
            out.append(("pay", jsonio.string(op["resource"], f"{where}.resource", RESOURCES),
                        jsonio.integer(op["amount"], f"{where}.amount", 1, 20)))
        elif name == "each_player_pay_per":
            metric, param = _metric(op, where)
            out.append(("pay_per", jsonio.string(op["resource"], f"{where}.resource", RESOURCES),
                        jsonio.integer(op["amount"], f"{where}.amount", 1, 20), metric, param))
        elif name == "each_player_discard_dice":
            colour = jsonio.string(op["colour"], f"{where}.colour", ("red", "white", "yellow", "any"))
            out.append(("discard", COLOUR_OF_NAME.get(colour, -1), jsonio.integer(op["count"], f"{where}.count",
                                                                                 1, 3)))
        elif name == "while_in_play_surcharge":
            out.append(("surcharge", jsonio.string(op["action"], f"{where}.action", ACTION_NAMES),
                        jsonio.integer(op["amount"], f"{where}.amount", 1, 10)))
        elif name == "while_in_play_forbid":
            out.append(("forbid", jsonio.string(op["target"], f"{where}.target", FORBID_TARGETS)))
        else:
            out.append(("salary", BUILDING_OF_NAME[jsonio.string(op["building"], f"{where}.building",
                                                                 tuple(BUILDING_OF_NAME))],
                        jsonio.integer(op["delta"], f"{where}.delta", -3, 5)))
    return tuple(out)

