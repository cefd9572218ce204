"""Every configurable rule: the options of spec section 18.3 (`OPTIONS`, the spec's defaults, plus the card set),
and the resolved `Config` a game reads.

`new_game(**options)` checks them with `resolve_options`; `get_config` turns the resolved values into a `Config`:
the numbers and tables the engine reads, built once per (player count, options) and shared by every state of that
game, so states stay small. Null card numbers are filled from the options (TRY-11.21, TRY-7.17). Options that hold
maps keyed by player count or level use the same keys as the spec.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rulebook.core import Action, Option, OptionError, jsonio
from rulebook.core.options import int_between, int_map

from .cards import CardSet, activity_card, character_card, event_card, load_cards, shipped_cards


def _bool(value: Any) -> str | None:
    return None if type(value) is bool else "expected true or false"


def _keys_map(keys: tuple, lo: int, hi: int):
    return int_map(keys, lo, hi)


def _spaces(value: Any) -> str | None:
    if not (isinstance(value, (list, tuple)) and 1 <= len(value) <= 6 and len(set(value)) == len(value)
            and all(type(v) is int and 1 <= v <= 6 for v in value)):
        return "expected a list of distinct space numbers 1..6"
    return None


def _start_player(value: Any) -> str | None:
    if value == "random" or (type(value) is int and 0 <= value <= 3):
        return None
    return "expected 'random' or a seat number 0..3"


def _marauding(value: Any) -> str | None:
    if not isinstance(value, Mapping) or set(value) != {"black_dice", "divisor", "spaces"}:
        return "expected a mapping with keys black_dice, divisor, spaces"
    limits = {"black_dice": (0, 6), "divisor": (1, 30), "spaces": (1, 12)}
    for key, (lo, hi) in limits.items():
        if type(value[key]) is not int or not lo <= value[key] <= hi:
            return f"{key} must be a whole number from {lo} to {hi}"
    return None


def _activity_defaults(value: Any) -> str | None:
    if not isinstance(value, Mapping) or set(value) != {"I", "II", "III"}:
        return "expected a mapping with keys I, II, III"
    for level in ("I", "II", "III"):
        row = value[level]
        if not isinstance(row, Mapping) or set(row) != {"hire_cost", "space_vp", "activation_cost"}:
            return f"level {level}: expected hire_cost, space_vp and activation_cost"
        if type(row["hire_cost"]) is not int or not 0 <= row["hire_cost"] <= 30:
            return f"level {level}: hire_cost must be 0..30"
        if type(row["activation_cost"]) is not int or not 1 <= row["activation_cost"] <= 30:
            return f"level {level}: activation_cost must be 1..30"
        vps = row["space_vp"]
        if not (isinstance(vps, (list, tuple)) and 1 <= len(vps) <= 8
                and all(type(v) is int and 0 <= v <= 10 for v in vps)):
            return f"level {level}: space_vp must be a list of 1..8 whole numbers 0..10"
    return None


def _level_influence(value: Any) -> str | None:
    if not isinstance(value, Mapping) or not value or sorted(value) != list(range(1, len(value) + 1)):
        return "expected a mapping level -> influence for levels 1..n"
    if any(type(v) is not int or not 0 <= v <= 5 for v in value.values()):
        return "influence per level must be a whole number 0..5"
    return None


def _column_influence(value: Any) -> str | None:
    if not isinstance(value, Mapping) or sorted(value) != [1, 2, 3, 4, 5, 6]:
        return "expected a mapping column (die value 1-6) -> influence"
    if any(type(v) is not int or not 0 <= v <= 5 for v in value.values()):
        return "influence per column must be a whole number 0..5"
    return None


def _event_defaults(value: Any) -> str | None:
    keys = {"black_dice": (0, 6), "divisor": (1, 30), "spaces": (1, 12), "first_vp": (0, 20), "second_vp": (0, 20)}
    if not isinstance(value, Mapping) or set(value) != set(keys):
        return "expected a mapping with keys " + ", ".join(keys)
    for key, (lo, hi) in keys.items():
        if type(value[key]) is not int or not lo <= value[key] <= hi:
            return f"{key} must be a whole number from {lo} to {hi}"
    return None


def _companions(value: Any) -> str | None:
    if not isinstance(value, Mapping) or not all(isinstance(k, str) for k in value):
        return "expected a mapping red event id -> 'white' or 'yellow'"
    if any(v not in ("white", "yellow") for v in value.values()):
        return "each red event calls 'white' or 'yellow'"
    return None


def _tiers(value: Any) -> str | None:
    if not (isinstance(value, (list, tuple)) and len(value) == 3 and all(type(v) is int and 0 <= v <= 30
                                                                           for v in value)):
        return "expected three whole numbers (VP for tiers 1, 2, 3)"
    return None


def _floor(value: Any) -> str | None:
    if value is None or (type(value) is int and -100 <= value <= 0):
        return None
    return "expected null (no floor) or a whole number from -100 to 0"


def _tie_break(value: Any) -> str | None:
    if not (isinstance(value, (list, tuple)) and value and value[-1] == "shared"
            and len(set(value)) == len(value) and all(v in ("influence", "money") for v in value[:-1])):
        return "expected distinct 'influence' / 'money' keys in order, ending with 'shared'"
    return None


def _cards(value: Any) -> str | None:
    if value is None:
        return None
    if isinstance(value, CardSet):
        return None
    try:
        load_cards(value)
    except ValueError as exc:
        return str(exc)
    return None


PLAYER_KEYS = (2, 3, 4)

_SPECS: tuple[tuple[str, Any, tuple[str, ...], str, dict], ...] = (
    ("rounds_by_players", {2: 4, 3: 5, 4: 6}, ("TRY-2.1", "TRY-2.10", "TRY-17.1"),
     "rounds played (= red cards in the round deck) per player count", {"check": _keys_map(PLAYER_KEYS, 1, 8)}),
    ("start_money", 5, ("TRY-2.2",), "deniers each player starts with", {"check": int_between(0, 100)}),
    ("start_influence", 4, ("TRY-2.3",), "influence each player starts with", {"check": int_between(0, 20)}),
    ("setup_citizens_by_players", {2: 6, 3: 5, 4: 4}, ("TRY-2.4", "TRY-2.8"),
     "citizens each player places at setup", {"check": _keys_map(PLAYER_KEYS, 1, 9)}),
    ("characters_per_player", {2: 2, 3: 1, 4: 1}, ("TRY-2.5", "TRY-2.14"),
     "secret character cards dealt to each player", {"check": _keys_map(PLAYER_KEYS, 0, 3)}),
    ("neutral_citizens_by_players", {2: 6, 3: 3, 4: 2}, ("TRY-2.6", "TRY-2.16", "TRY-2.21"),
     "grey neutral citizens placed (must fill the spaces the players leave)", {"check": _keys_map(PLAYER_KEYS, 0, 18)}),
    ("two_player_neutral_spaces", [1, 6], ("TRY-2.16",), "spaces of each building that get a grey citizen "
     "before a 2-player setup", {"check": _spaces}),
    ("max_citizens_per_player", 12, ("TRY-1.7", "TRY-10.8"), "most citizens a player can own",
     {"check": int_between(1, 20)}),
    ("start_player", "random", ("TRY-2.13",), "'random' (drawn by the seed) or a fixed seat",
     {"check": _start_player}),
    ("marauding_mode", "permanent_from_setup", ("TRY-2.11", "TRY-7.15", "TRY-7.16"),
     "where Marauding comes from", {"choices": ("permanent_from_setup", "in_red_deck", "off")}),
    ("marauding", {"black_dice": 1, "divisor": 3, "spaces": 3}, ("TRY-7.17",),
     "Marauding's numbers (its printed ones are unknown)", {"check": _marauding}),
    ("income", 10, ("TRY-5.1",), "deniers every player gains in phase 1", {"check": int_between(0, 100)}),
    ("salary", {"palace": 2, "bishopric": 1, "city_hall": 0}, ("TRY-5.2",),
     "salary per own standing citizen, by building",
     {"check": _keys_map(("palace", "bishopric", "city_hall"), 0, 10)}),
    ("penalty_vp", 2, ("TRY-5.3", "TRY-7.10", "TRY-8.11"), "VP lost for a salary shortfall, an event not complied "
     "with, or a black die not countered", {"check": int_between(0, 20)}),
    ("black_dice_cap", 6, ("TRY-7.8",), "most black dice in one round's pool", {"check": int_between(0, 6)}),
    ("red_counter_multiplier", 2, ("TRY-8.5",), "what a red die's face is multiplied by when countering",
     {"check": int_between(1, 4)}),
    ("black_dice_multi_counter", "sum", ("TRY-8.8",), "how one counter covers several black dice",
     {"choices": ("sum", "partition")}),
    ("die_price_by_group_size", {1: 2, 2: 4, 3: 6}, ("TRY-9.12",), "price of each foreign die by group size",
     {"check": _keys_map((1, 2, 3), 0, 50)}),
    ("purchase_payment_to", "purse", ("TRY-9.14",), "where a seller's money goes", {"choices": ("purse", "district")}),
    ("pass_income_first", 2, ("TRY-9.18",), "deniers placed in the district on passing",
     {"check": int_between(0, 20)}),
    ("pass_income_per_turn", 1, ("TRY-9.20",), "deniers added each later time the turn reaches a passed player",
     {"check": int_between(0, 20)}),
    ("influence_max", 20, ("TRY-10.1", "TRY-10.2", "TRY-1.11"), "top of the influence track",
     {"check": int_between(1, 40)}),
    ("influence_cost", {"reroll": 1, "citizen": 2, "flip": 4}, ("TRY-10.3",), "influence price of each spend",
     {"check": _keys_map(("reroll", "citizen", "flip"), 1, 20)}),
    ("flip_max_dice", 3, ("TRY-10.3",), "most dice turned over by one flip", {"check": int_between(1, 3)}),
    ("allow_pass_after_influence", True, ("TRY-10.9",), "may a player pass on a turn they spent influence",
     {"check": _bool}),
    ("tradesman_spaces", 4, ("TRY-11.6",), "tradesman spaces on each activity card", {"check": int_between(1, 8)}),
    ("activity_defaults_by_level", {"I": {"hire_cost": 3, "space_vp": [1, 1, 0, 0], "activation_cost": 3},
                                    "II": {"hire_cost": 4, "space_vp": [2, 1, 0, 0], "activation_cost": 4},
                                    "III": {"hire_cost": 5, "space_vp": [3, 2, 0, 0], "activation_cost": 5}},
     ("TRY-11.21",), "numbers used for card fields the card file leaves null", {"check": _activity_defaults}),
    ("agriculture_divisor", 2, ("TRY-12.1",), "deniers = floor(yellow total / this)", {"check": int_between(1, 6)}),
    ("cathedral_levels", 3, ("TRY-1.12", "TRY-13.2"), "levels of the cathedral", {"check": int_between(1, 4)}),
    ("cathedral_columns", 6, ("TRY-1.13", "TRY-13.2"), "spaces per level (one per die value; fixed)",
     {"choices": (6,)}),
    ("cathedral_vp_per_cube", 1, ("TRY-13.6",), "VP for each cathedral cube", {"check": int_between(0, 5)}),
    ("cathedral_influence_rule", "column", ("TRY-13.8", "TRY-13.7"), "[ruling changed by the appendix] influence of "
     "a cathedral space by its column (the rulebook: 1 on spaces 1-3, 2 on 4-6) or by its level (spec 1.0)",
     {"choices": ("column", "level")}),
    ("cathedral_influence_by_column", {1: 1, 2: 1, 3: 1, 4: 2, 5: 2, 6: 2}, ("TRY-13.8",),
     "influence of a cathedral space by its column (cathedral_influence_rule = column)",
     {"check": _column_influence}),
    ("cathedral_influence_by_level", {1: 1, 2: 1, 3: 2}, ("TRY-13.8", "TRY-13.7"),
     "influence of a cathedral space by its level (cathedral_influence_rule = level)", {"check": _level_influence}),
    ("event_reward_rule", "places", ("TRY-14.9",), "[ruling changed by the appendix] how a completed event pays: "
     "'places' (the rulebook: most cubes the upper VP, second the lower; ties share) or 'per_cube' (spec 1.0: VP per "
     "cube plus a majority bonus)", {"choices": ("places", "per_cube")}),
    ("event_tie_winner", "first_to_place", ("TRY-14.10",), "[ruling changed by the appendix] who takes a completed "
     "event among players tied for most cubes: the first to place a cube (the rulebook) or the last (spec 1.0)",
     {"choices": ("first_to_place", "last_to_place")}),
    ("event_vp_per_cube", 1, ("TRY-14.9",), "VP per own cube when an event is completed (event_reward_rule = "
     "per_cube)", {"check": int_between(0, 10)}),
    ("event_majority_vp", 2, ("TRY-14.9",), "extra VP for the most cubes on a completed event (event_reward_rule = "
     "per_cube)", {"check": int_between(0, 20)}),
    ("event_defaults", {"black_dice": 0, "divisor": 3, "spaces": 3, "first_vp": 4, "second_vp": 1},
     ("TRY-20.69", "TRY-14.9"), "[ruling] numbers of the events (Marauding aside) that no source prints: fight "
     "divisor, banners (spaces), upper and lower VP, and black dice where unknown (Conflict of Succession)",
     {"check": _event_defaults}),
    ("red_event_companions", {"EVT-R-2": "white", "EVT-R-3": "yellow", "EVT-R-4": "white", "EVT-R-5": "yellow",
                              "EVT-R-6": "white", "EVT-R-7": "white", "EVT-R-8": "yellow"}, ("TRY-20.14", "TRY-20.69"),
     "[ruling] the companion deck each red event calls (not transcribed): 4 white and 3 yellow",
     {"check": _companions}),
    ("grey_cubes", 10, ("TRY-1.9", "TRY-20.62"), "[ruling] grey cubes events may place (the box's 10); further "
     "placements are ignored", {"check": int_between(0, 40)}),
    ("event_citizen_eviction", "die_space", ("TRY-20.60",), "[ruling] where an event's grey citizen goes: the space "
     "of the rolled die, expelling its occupant (die_space), or that space, expelling the lowest citizen on spaces "
     "1..die who is not grey and pushing the rest down like a recruit (push)", {"choices": ("die_space", "push")}),
    ("cube_on_recruit", "card_text", ("TRY-11.20", "TRY-15.11"), "[ruling changed by the appendix] may a cube shape "
     "a recruiting die: as each card's text allows (card_text: Apprenticeship and Confession may serve the Palace) or "
     "never (spec 1.0)", {"choices": ("card_text", "never")}),
    ("chivalry_one_card", True, ("TRY-20.39",), "[ruling] Chivalry's cubes all go on one event (the rulebook's one "
     "card per action) rather than on several", {"check": _bool}),
    ("chivalry_influence", True, ("TRY-20.39",), "[ruling] Chivalry's cubes gain the usual 1 influence each",
     {"check": _bool}),
    ("confession_mixes_colours", False, ("TRY-20.33",), "[ruling] Confession's group may mix colours for any action "
     "(false: only where the action takes any colours, as Pilgrimage)", {"check": _bool}),
    ("tax_collector_own_citizens", "nothing", ("TRY-20.43",), "[ruling] what the activator's own City Hall citizens "
     "bring Tax Collector: nothing ('each player' read as the others, or as paying yourself) or 1 denier each from "
     "the bank", {"choices": ("nothing", "bank")}),
    ("joust_activator_must_lead", True, ("TRY-20.44",), "[ruling] Joust pays only when the activator has (or shares) "
     "the highest red total; false: the leaders gain whoever they are", {"check": _bool}),
    ("unresolved_event_vp", 1, ("TRY-17.5",), "end VP per unresolved event holding an own cube",
     {"check": int_between(0, 10)}),
    ("unresolved_includes_marauding", True, ("TRY-17.6",), "does Marauding count as unresolved", {"check": _bool}),
    ("cathedral_level_penalty_vp", 2, ("TRY-17.10", "TRY-13.10"), "end VP lost per cathedral level without an own "
     "cube", {"check": int_between(0, 10)}),
    ("character_tier_vp", [1, 3, 6], ("TRY-17.9", "TRY-17.11"), "VP of a character's three tiers",
     {"check": _tiers}),
    ("final_score_floor", 0, ("TRY-17.13",), "lowest final score (null: no floor)", {"check": _floor}),
    ("merchant_effect", "flat_2", ("TRY-20.19", "TRY-20.20"), "reading of the Merchant card (the appendix: a flat "
     "2 deniers; per_city_hall_citizen is the earlier reading)", {"choices": ("flat_2", "per_city_hall_citizen")}),
    ("tie_break", ["influence", "money", "shared"], ("TRY-17.15",), "tie-break order for the winner",
     {"check": _tie_break}),
    ("cards", None, ("TRY-20.9", "TRY-20.10"), "a card set (load_cards(...), a path or JSON text); null = the "
     "shipped deck", {"check": _cards}),
)

OPTIONS: dict[str, Option] = {name: Option(name, default, rules, doc, **extra)
                              for name, default, rules, doc, extra in _SPECS}

INT_KEYED = ("rounds_by_players", "setup_citizens_by_players", "characters_per_player", "neutral_citizens_by_players",
             "die_price_by_group_size", "cathedral_influence_by_level", "cathedral_influence_by_column")


def options_to_json(opts: Mapping[str, Any]) -> dict:
    """Options as plain JSON (integer keys become strings; the card set becomes its data or null)."""
    out = {}
    for name, value in opts.items():
        if name == "cards":
            out[name] = None if value is None else value.to_data()
        elif name in INT_KEYED:
            out[name] = {str(k): v for k, v in sorted(value.items())}
        elif isinstance(value, tuple):
            out[name] = list(value)
        else:
            out[name] = value
    return out


def options_from_json(data: Mapping[str, Any]) -> dict:
    """The inverse of `options_to_json` (values are checked afterwards by `resolve_options`)."""
    out = dict(data)
    for name in INT_KEYED:
        if name in out and isinstance(out[name], dict):
            try:
                out[name] = {int(k): v for k, v in out[name].items()}
            except ValueError:
                raise jsonio.JSONError(f"state.options.{name}: keys must be whole numbers") from None
    return out


# --- the resolved rules of one game -------------------------------------------------------------------------


class Config:
    """Resolved options, derived numbers and runtime cards for one player count."""

    def __init__(self, players: int, opts: dict[str, Any]):
        self.players = players
        self.opts = opts
        cards = opts["cards"]
        self.cards: CardSet = shipped_cards() if cards is None else load_cards(cards)
        self.custom_cards = cards is not None
        o = opts
        self.rounds = o["rounds_by_players"][players]
        self.start_money = o["start_money"]
        self.start_influence = o["start_influence"]
        self.setup_citizens = o["setup_citizens_by_players"][players]
        self.chars_per_player = o["characters_per_player"][players]
        self.max_citizens = o["max_citizens_per_player"]
        self.income = o["income"]
        self.salary = (o["salary"]["palace"], o["salary"]["bishopric"], o["salary"]["city_hall"])
        self.penalty = o["penalty_vp"]
        self.black_cap = o["black_dice_cap"]
        self.red_mult = o["red_counter_multiplier"]
        self.partition = o["black_dice_multi_counter"] == "partition"
        self.price = (0, o["die_price_by_group_size"][1], o["die_price_by_group_size"][2],
                      o["die_price_by_group_size"][3])
        self.pay_to_district = o["purchase_payment_to"] == "district"
        self.shape_table = tuple((size - bought, bought, bought * self.price[size])
                                 for size in (1, 2, 3) for bought in range(size + 1))
        self.pass_first = o["pass_income_first"]
        self.pass_more = o["pass_income_per_turn"]
        self.imax = o["influence_max"]
        self.cost_reroll = o["influence_cost"]["reroll"]
        self.cost_citizen = o["influence_cost"]["citizen"]
        self.cost_flip = o["influence_cost"]["flip"]
        self.flip_max = o["flip_max_dice"]
        self.pass_after_influence = o["allow_pass_after_influence"]
        self.trade_spaces = o["tradesman_spaces"]
        self.agri_div = o["agriculture_divisor"]
        self.levels = o["cathedral_levels"]
        self.cath_vp = o["cathedral_vp_per_cube"]
        by_level = tuple(o["cathedral_influence_by_level"].get(lv, 0) for lv in range(1, self.levels + 1))
        by_column = tuple(o["cathedral_influence_by_column"][col] for col in range(1, 7))
        self.cath_by_column = o["cathedral_influence_rule"] == "column"
        self.cath_influence = by_level  # per level (the spec 1.0 rule)
        self.cath_space_influence = tuple(by_column[col] if self.cath_by_column else by_level[lv]
                                          for lv in range(self.levels) for col in range(6))
        """Influence of each cathedral space, (level - 1) * 6 + column - 1 (TRY-13.8)."""
        self.places_rule = o["event_reward_rule"] == "places"
        self.vp_per_cube = o["event_vp_per_cube"]
        self.majority_vp = o["event_majority_vp"]
        self.first_placer_wins = o["event_tie_winner"] == "first_to_place"
        self.grey_cubes = o["grey_cubes"]
        self.push_greys = o["event_citizen_eviction"] == "push"
        self.neutral_citizens = 8  # TRY-1.6
        self.unresolved_vp = o["unresolved_event_vp"]
        self.unresolved_marauding = o["unresolved_includes_marauding"]
        self.level_penalty = o["cathedral_level_penalty_vp"]
        self.tier_vp = tuple(o["character_tier_vp"])
        self.floor = o["final_score_floor"]
        self.tie_break = tuple(o["tie_break"])
        self.neutral_spaces = tuple(sorted(o["two_player_neutral_spaces"]))
        self._check(players, o)
        self.activity = tuple(activity_card(c, o) for c in self.cards.activity)
        self.events = tuple(event_card(c, o) for c in self.cards.events)
        self.characters = tuple(character_card(c, players) for c in self.cards.characters)
        self.activity_index = {c.id: i for i, c in enumerate(self.activity)}
        self.event_index = {e.id: i for i, e in enumerate(self.events)}
        self.marauding = next((i for i, e in enumerate(self.events) if e.permanent), -1)
        self.fight_actions = tuple(Action("fight", (e.id,)) for e in self.events)
        self.activate_actions = tuple(Action("activate", (c.id,)) for c in self.activity)
        self.row_cache: dict[tuple, tuple] = {}
        self.room_cache: dict[tuple, tuple] = {}
        self.target_cache: dict[tuple, tuple] = {}
        self.shape_cache: dict[tuple, tuple] = {}  # action_reach.Pools: dice top sums -> group shapes (not positions)
        self.take_cache: dict[tuple, tuple] = {}  # counter: (black pool, spare strength) -> take actions (sum rule)
        self.worth_cache: dict[tuple, tuple] = {}  # heuristic bot: per-seat parts of `worth` that change seldom
        self.group_cache: dict[tuple, tuple] = {}  # legal_groups without a cube: (dice, seat, limits) -> groups
        self.options_json = options_to_json(o)

    def _check(self, n: int, o: dict) -> None:
        greys = 3 * len(self.neutral_spaces) if n == 2 else 18 - n * self.setup_citizens
        if n == 2 and n * self.setup_citizens + greys != 18:
            raise OptionError(f"2 players place {n * self.setup_citizens} citizens and {greys} grey ones on "
                              "two_player_neutral_spaces; the 18 building spaces must be filled exactly (TRY-2.22)")
        if greys < 0:
            raise OptionError(f"{n} players x {self.setup_citizens} setup citizens do not fit in 18 spaces")
        if o["neutral_citizens_by_players"][n] != greys:
            raise OptionError(f"neutral_citizens_by_players[{n}] must be {greys} so that the 18 building spaces are "
                              "filled exactly (TRY-2.6, TRY-2.21, TRY-2.22)")
        if self.setup_citizens > self.max_citizens:
            raise OptionError("setup citizens exceed max_citizens_per_player")
        if n * self.chars_per_player > 6:
            raise OptionError(f"{n} players x {self.chars_per_player} characters exceed the 6 character cards")
        if set(o["cathedral_influence_by_level"]) != set(range(1, self.levels + 1)):
            raise OptionError(f"cathedral_influence_by_level must name levels 1..{self.levels}")
        available = 8 if o["marauding_mode"] == "in_red_deck" else 7
        if self.rounds > available:
            raise OptionError(f"rounds_by_players[{n}] = {self.rounds}, but only {available} red cards can form the "
                              f"round deck with marauding_mode={o['marauding_mode']!r} (TRY-2.10, TRY-2.11)")
        if o["start_player"] != "random" and o["start_player"] >= n:
            raise OptionError(f"start_player {o['start_player']} is not a seat of a {n}-player game")

    def forget_positions(self) -> None:
        """Drop the memoised facts about particular positions (cathedrals, menu targets)."""
        self.room_cache.clear()
        self.target_cache.clear()
        self.worth_cache.clear()
        self.group_cache.clear()

    def row_effects(self, row: tuple[int, ...]) -> tuple:
        """(surcharge by action, forbidden targets, salary deltas) of the events in `row` (TRY-7.14), memoised."""
        hit = self.row_cache.get(row)
        if hit is None:
            surcharge: dict[str, int] = {}
            forbid: set[str] = set()
            salary = [0, 0, 0]
            for index in row:
                for op in self.events[index].while_ops:
                    if op[0] == "surcharge":
                        surcharge[op[1]] = surcharge.get(op[1], 0) + op[2]
                    elif op[0] == "forbid":
                        forbid.add(op[1])
                    else:
                        salary[op[1]] += op[2]
            hit = (surcharge, frozenset(forbid), tuple(salary))
            if len(self.row_cache) < 4096:
                self.row_cache[row] = hit
        return hit


_CACHE: dict[tuple, Config] = {}


def get_config(players: int, opts: dict[str, Any]) -> Config:
    """The shared Config for these options (cached: simulations build thousands of games with the same rules)."""
    if opts["cards"] is not None and not isinstance(opts["cards"], CardSet):
        opts = dict(opts, cards=load_cards(opts["cards"]))
    key = (players, jsonio.dumps(options_to_json(opts)))
    config = _CACHE.get(key)
    if config is None:
        config = Config(players, opts)
        if len(_CACHE) > 64:
            _CACHE.clear()
        _CACHE[key] = config
    return config
