"""The resolved rules of one game: options plus the card set, turned into the tables the engine reads.

A `Config` is built once per (player count, options) and shared by every state of that game, so states stay
small. Null card numbers are filled here from the options (TRY-11.21, TRY-7.17); Merchant's reading comes from
`merchant_effect` (TRY-20.19).
"""

from __future__ import annotations

from typing import Any, NamedTuple

from rulebook.core import Action, OptionError, jsonio

from .cards import CardSet, load_cards, shipped_cards
from .constants import COLOUR_OF_NAME, LEVEL_OF_NAME
from .options import options_to_json
from .vocabulary import METRICS, _param, compile_activity_effect, compile_event_effect, compile_modifier


class Activity(NamedTuple):
    id: str
    name: str
    colour: int
    level: int
    provenance: str
    hire_cost: int
    space_vp: tuple[int, ...]
    activation_cost: int
    timing: str
    ops: tuple[tuple, ...]          # compiled immediate ops
    lists: tuple[tuple[int, ...], ...]  # op lists; list 0 = one activation's effect
    modifier: tuple | None          # compiled deferred modifier
    not_for: frozenset              # actions the modifier may not be used for (TRY-11.20 added)


class Event(NamedTuple):
    id: str
    name: str
    colour: int
    provenance: str
    permanent: bool
    black_dice: int
    companion: int                  # colour index, or -1
    phase_ops: tuple[tuple, ...]    # ops acting in phase 3
    while_ops: tuple[tuple, ...]    # ops acting while in the row (TRY-7.14)
    fight_colour: int
    divisor: int
    spaces: int
    vp_per_cube: int
    majority_vp: int
    takes_card: bool


class Character(NamedTuple):
    id: str
    name: str
    provenance: str
    metric: str
    param: int
    thresholds: tuple[int, int, int]


ALWAYS_EXCLUDED = frozenset({"recruit", "cathedral", "counter"})  # TRY-11.20


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
        self.cath_influence = tuple(o["cathedral_influence_by_level"][lv] for lv in range(1, self.levels + 1))
        self.unresolved_vp = o["unresolved_event_vp"]
        self.unresolved_marauding = o["unresolved_includes_marauding"]
        self.level_penalty = o["cathedral_level_penalty_vp"]
        self.tier_vp = tuple(o["character_tier_vp"])
        self.floor = o["final_score_floor"]
        self.tie_break = tuple(o["tie_break"])
        self.neutral_spaces = tuple(sorted(o["two_player_neutral_spaces"]))
        self._check(players, o)
        self.activity = tuple(self._activity(c, o) for c in self.cards.activity)
        self.events = tuple(self._event(c, o) for c in self.cards.events)
        self.characters = tuple(self._character(c, players) for c in self.cards.characters)
        self.activity_index = {c.id: i for i, c in enumerate(self.activity)}
        self.event_index = {e.id: i for i, e in enumerate(self.events)}
        self.marauding = next((i for i, e in enumerate(self.events) if e.permanent), -1)
        self.fight_actions = tuple(Action("fight", (e.id,)) for e in self.events)
        self.activate_actions = tuple(Action("activate", (c.id,)) for c in self.activity)
        self.row_cache: dict[tuple, tuple] = {}
        self.room_cache: dict[tuple, tuple] = {}
        self.target_cache: dict[tuple, tuple] = {}
        self.shape_cache: dict[tuple, tuple] = {}  # reach.Pools: dice top sums -> group shapes (not positions)
        self.take_cache: dict[tuple, tuple] = {}  # counter: (black pool, spare strength) -> take actions (sum rule)
        self.worth_cache: dict[tuple, tuple] = {}  # heuristic bot: per-seat parts of `worth` that change seldom
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

    def _activity(self, card: dict, o: dict) -> Activity:
        defaults = o["activity_defaults_by_level"][card["level"]]
        pick = lambda key: card[key] if card[key] is not None else defaults[key]
        ops_data = card["effect"]
        if "variants" in card and o["merchant_effect"] in card["variants"]:
            ops_data = card["variants"][o["merchant_effect"]]
        program = compile_activity_effect(ops_data) if ops_data else None
        modifier = compile_modifier(card["modifier"]) if card["modifier"] is not None else None
        not_for = ALWAYS_EXCLUDED | frozenset(card["restrictions"]["not_for_actions"])
        return Activity(card["id"], card["name"], COLOUR_OF_NAME[card["colour"]], LEVEL_OF_NAME[card["level"]],
                        card["provenance"], pick("hire_cost"), tuple(pick("space_vp")), pick("activation_cost"),
                        card["timing"], tuple(program.ops) if program else (),
                        tuple(program.lists) if program else ((),), modifier, not_for)

    def _event(self, card: dict, o: dict) -> Event:
        ops = compile_event_effect(card["round_effect"])
        marauding = o["marauding"]
        fight = card["fight"]
        reward = card["reward"] or {"vp_per_cube": o["event_vp_per_cube"], "majority_vp": o["event_majority_vp"],
                                    "majority_takes_card": True}
        black = card["black_dice"] if card["black_dice"] is not None else (
            marauding["black_dice"] if card["permanent"] else 0)
        return Event(card["id"], card["name"], COLOUR_OF_NAME[card["colour"]], card["provenance"], card["permanent"],
                     black, COLOUR_OF_NAME.get(card["companion"], -1),
                     tuple(op for op in ops if op[0] in ("black_dice", "pay", "pay_per", "discard")),
                     tuple(op for op in ops if op[0] in ("surcharge", "forbid", "salary")),
                     COLOUR_OF_NAME[fight["colour"]],
                     fight["divisor"] if fight["divisor"] is not None else marauding["divisor"],
                     fight["spaces"] if fight["spaces"] is not None else marauding["spaces"],
                     reward["vp_per_cube"], reward["majority_vp"],
                     reward["majority_takes_card"] and not card["permanent"])

    def _character(self, card: dict, players: int) -> Character:
        need = METRICS[card["metric"]]
        param = _param(card["param"], need, "param") if need else -1
        thresholds = card["thresholds"]
        if isinstance(thresholds, dict):
            thresholds = thresholds[str(players)]
        return Character(card["id"], card["name"], card["provenance"], card["metric"], param, tuple(thresholds))

    def forget_positions(self) -> None:
        """Drop the memoised facts about particular positions (cathedrals, menu targets)."""
        self.room_cache.clear()
        self.target_cache.clear()
        self.worth_cache.clear()

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
