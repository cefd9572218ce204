"""Every configurable rule: each key of the spec (§CFG) as an `Option` with the spec's default, and the resolved
`Config` a game reads.

The engine reads rules numbers only from a `Config`, never from literals, so that a variant is a keyword argument
of `new_game` (TOU-0.7). `variant="advanced"` changes the citizen counts unless they are given explicitly.
`final_card_optional` defaults to False: the seed has every player play a final card, so a voluntary pass (the
spec's TOU-13.10 ruling) is available as an option; all other keys carry the spec's §CFG defaults.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rulebook.core import Option, OptionError
from rulebook.core.options import int_between, int_map

from .cards import CardSet, shipped_cards, with_standin_values


def _int_or_null(lo: int, hi: int):
    check = int_between(lo, hi)
    return lambda v: None if v is None else check(v)


def _start_player(value: Any) -> str | None:
    if value == "random" or (type(value) is int and 0 <= value <= 3):
        return None
    return "expected 'random' or a seat number 0..3"


def _cards(value: Any) -> str | None:
    if value is None or isinstance(value, CardSet):
        return None
    return "expected None (the shipped cards) or a CardSet from load_cards(...)"


def _tiebreak(value: Any) -> str | None:
    if value in (["deniers", "shared"], ["shared"], ("deniers", "shared"), ("shared",)):
        return None
    return "expected ['deniers', 'shared'] or ['shared']"


_O = Option
OPTIONS: dict[str, Option] = {o.name: o for o in [
    _O("variant", "intro", ("TOU-0.3", "TOU-0.4", "TOU-2.11"), "intro game, or advanced (fewer starting citizens)",
       choices=("intro", "advanced")),
    _O("stock_citizens_per_colour", 3, ("TOU-2.1", "TOU-2.11"), "citizens of each colour in the stock at setup "
       "(advanced variant: 5 unless given)", check=int_between(0, 11)),
    _O("start_citizens_per_colour", 2, ("TOU-2.7", "TOU-2.11"), "citizens of each colour on each plaza at setup "
       "(advanced variant: 1 unless given)", check=int_between(0, 2)),
    _O("start_deniers", 6, ("TOU-2.7",), "deniers each player starts with", check=int_between(0, 100)),
    _O("queue_size", 3, ("TOU-2.5", "TOU-2.6"), "face-up events in the queue", check=int_between(1, 5)),
    _O("start_player", "random", ("TOU-2.9", "TOU-2.10"), "'random' (seeded) or a seat number", check=_start_player),
    _O("deniers_supply_limit", None, ("TOU-1.11", "TOU-1.12"), "null = unlimited; else the deniers in the whole game",
       check=_int_or_null(0, 10_000)),
    _O("token_supply_limit", None, ("TOU-1.14", "TOU-1.15"), "null = unlimited; else damage/grey tokens in the game",
       check=_int_or_null(0, 1000)),
    _O("district_rows", 3, ("TOU-4.4",), "rows of a district", check=int_between(1, 3)),
    _O("district_cols", 3, ("TOU-4.4",), "columns of a district", check=int_between(1, 3)),
    _O("district_grid_mode", "floating", ("TOU-4.5", "TOU-4.7"), "floating frame, or a fixed 3x3 frame",
       choices=("floating", "fixed")),
    _O("replace_discards", "whole_stack", ("TOU-4.11",), "what a different-colour card discards",
       choices=("whole_stack", "top_only")),
    _O("duplicate_prestige_check", "visible_and_covered", ("TOU-4.15",), "which own copies block a second one",
       choices=("visible_and_covered", "visible_only")),
    _O("cost_citizen_destination", "stock", ("TOU-4.18",), "where citizens paid as a cost go",
       choices=("stock", "box")),
    _O("cost_citizen_state", "available", ("TOU-4.18",), "which citizens may pay a cost",
       choices=("available", "any_not_on_building")),
    _O("borrow_fee", 2, ("TOU-5.4",), "deniers per borrowed citizen", check=int_between(0, 20)),
    _O("borrow_fee_recipient", "owner", ("TOU-5.5",), "who receives the borrowing fee", choices=("owner", "supply")),
    _O("draw_citizens_by_level", {"I": 1, "II": 2, "III": 3}, ("TOU-6.1",), "citizens needed to draw per level",
       check=int_map(("I", "II", "III"), 1, 6)),
    _O("event_coin_capacity", 3, ("TOU-7.5",), "coin circles per event (null = unlimited)",
       check=_int_or_null(1, 20)),
    _O("crier_coins_per_event", 1, ("TOU-7.3",), "coins a crier puts on each event", check=int_between(0, 5)),
    _O("fight_min_coins", 1, ("TOU-9.1",), "coins an event needs before it can be fought", check=int_between(0, 10)),
    _O("fight_lose_money_citizens", 2, ("TOU-9.2",), "citizens to fight a lose-money event", check=int_between(1, 6)),
    _O("fight_other_citizens", 1, ("TOU-9.3",), "citizens to fight any other event", check=int_between(1, 6)),
    _O("fight_other_extra_deniers", 1, ("TOU-9.3",), "deniers paid on top of the coins to fight other events",
       check=int_between(0, 20)),
    _O("earn_per_citizen", 2, ("TOU-10.1",), "deniers earned per citizen", check=int_between(0, 20)),
    _O("gather_clears_grey_tokens", True, ("TOU-11.2",), "gathering returns your grey tokens",
       choices=(True, False)),
    _O("hand_limit", 4, ("TOU-12.3",), "cards you may hold at the end of your turn", check=int_between(0, 20)),
    _O("end_turn_walls_only_if_over_limit", False, ("TOU-12.6",), "allow end-of-turn walls only when over the limit",
       choices=(False, True)),
    _O("condition1_spaces", 9, ("TOU-13.1",), "filled spaces for end condition 1", check=int_between(1, 9)),
    _O("condition1_min_prestige", 2, ("TOU-13.1",), "visible prestige buildings for end condition 1",
       check=int_between(0, 9)),
    _O("condition1_players_alone", 2, ("TOU-13.3",), "players meeting condition 1 that end the game alone",
       check=int_between(1, 4)),
    _O("crier_threshold_offset", 1, ("TOU-13.2",), "condition 2 needs players + offset criers revealed",
       check=int_between(0, 9)),
    _O("max_turns", 400, ("TOU-13.12",), "simulation guard: turns after which the end is forced",
       check=int_between(1, 100_000)),
    _O("final_card_optional", False, ("TOU-13.7", "TOU-13.10"), "a player who can place a final card may still pass "
       "(the spec's ruling); default False follows the seed: every player plays a final card if able",
       choices=(False, True)),
    _O("prestige_cap_per_building", 12, ("TOU-14.5",), "most points one prestige building gives a player",
       check=int_between(0, 100)),
    _O("wall_prestige", 1, ("TOU-14.8", "TOU-7.7"), "prestige per wall built", check=int_between(0, 10)),
    _O("tiebreak", ["deniers", "shared"], ("TOU-14.11",), "how ties on prestige are broken", check=_tiebreak),
    _O("unknown_printed_prestige", 0, ("TOU-17.12",), "printed points used where they are unknown",
       check=int_between(0, 10)),
    _O("standin_cost_by_level", {"I": 1, "II": 3}, ("TOU-17.18",), "stand-in cost in deniers per level",
       check=int_map(("I", "II"), 0, 20)),
    _O("standin_prestige_by_level", {"I": 1, "II": 2}, ("TOU-17.18",), "stand-in printed points per level",
       check=int_map(("I", "II"), 0, 10)),
    _O("tour_darras_unit", "each", ("TOU-17.20",), "Tour d'Arras counts each white/yellow building, or pairs",
       choices=("each", "pairs")),
    _O("standin_event_profile", "spec", ("TOU-16.13",), "stand-in events as specified, or 'gentle' (1 per coin)",
       choices=("spec", "gentle")),
    _O("cards", None, ("TOU-17.8", "TOU-17.13"), "a corrected card set from load_cards(...); None = shipped",
       check=_cards),
]}

PHYSICAL_DENIERS = 30 + 9 * 5 + 10 * 10  # TOU-1.11: the box's coins, used as the count when unlimited
PHYSICAL_TOKENS = 20                     # TOU-1.14


@dataclass(frozen=True)
class Config:
    """Resolved options plus the numbers derived from them; shared by every state of one game."""

    values: tuple[tuple[str, Any], ...]       # the resolved options as given (for JSON), sorted by name
    cards: CardSet
    players: int
    rows: int
    cols: int
    floating: bool
    whole_stack: bool
    covered_blocks: bool
    cost_to_stock: bool
    cost_any_state: bool
    fee: int
    fee_to_owner: bool
    draw_need: tuple[int, int, int]
    capacity: int | None
    crier_coins: int
    fight_min: int
    fight_lose: int
    fight_other: int
    fight_extra: int
    earn: int
    gather_grey: bool
    hand_limit: int
    walls_only_over: bool
    c1_spaces: int
    c1_prestige: int
    c1_alone: int
    crier_threshold: int
    max_turns: int
    final_optional: bool
    cap: int
    wall_points: int
    tiebreak_deniers: bool
    unknown_printed: int
    darras_pairs: bool
    deniers_limited: bool
    deniers_total: int
    tokens_limited: bool
    tokens_total: int
    stock: int
    start_citizens: int
    start_deniers: int
    queue_size: int

    def option(self, name: str) -> Any:
        """The resolved value of one option, by its name in `OPTIONS`."""
        return dict(self.values)[name]


def make_config(players: int, opts: dict[str, Any], given: set[str]) -> Config:
    """Build the `Config` from resolved options; `given` names the options the caller set explicitly."""
    advanced = opts["variant"] == "advanced"
    stock = opts["stock_citizens_per_colour"] if "stock_citizens_per_colour" in given or not advanced else 5
    start = opts["start_citizens_per_colour"] if "start_citizens_per_colour" in given or not advanced else 1
    if stock + players * start > 11:
        raise OptionError(f"{stock} stock citizens plus {players} x {start} per plaza exceeds the 11 citizens of "
                          "each colour (TOU-1.10)")
    if isinstance(opts["start_player"], int) and opts["start_player"] >= players:
        raise OptionError(f"option start_player={opts['start_player']} is not a seat of a {players}-player game")
    base = opts["cards"] if opts["cards"] is not None else shipped_cards()
    cards = with_standin_values(base, opts["standin_cost_by_level"], opts["standin_prestige_by_level"],
                                opts["standin_event_profile"])
    need = opts["draw_citizens_by_level"]
    dlimit, tlimit = opts["deniers_supply_limit"], opts["token_supply_limit"]
    if dlimit is not None and dlimit < players * opts["start_deniers"]:
        raise OptionError(f"option deniers_supply_limit={dlimit} cannot pay the starting deniers")
    values = tuple(sorted((k, v) for k, v in opts.items() if k != "cards"))
    return Config(values, cards, players, opts["district_rows"], opts["district_cols"],
                  opts["district_grid_mode"] == "floating", opts["replace_discards"] == "whole_stack",
                  opts["duplicate_prestige_check"] == "visible_and_covered",
                  opts["cost_citizen_destination"] == "stock",
                  opts["cost_citizen_state"] == "any_not_on_building", opts["borrow_fee"],
                  opts["borrow_fee_recipient"] == "owner", (need["I"], need["II"], need["III"]),
                  opts["event_coin_capacity"], opts["crier_coins_per_event"], opts["fight_min_coins"],
                  opts["fight_lose_money_citizens"], opts["fight_other_citizens"], opts["fight_other_extra_deniers"],
                  opts["earn_per_citizen"], opts["gather_clears_grey_tokens"], opts["hand_limit"],
                  opts["end_turn_walls_only_if_over_limit"], opts["condition1_spaces"],
                  opts["condition1_min_prestige"], opts["condition1_players_alone"],
                  players + opts["crier_threshold_offset"], opts["max_turns"], opts["final_card_optional"],
                  opts["prestige_cap_per_building"], opts["wall_prestige"], "deniers" in opts["tiebreak"],
                  opts["unknown_printed_prestige"], opts["tour_darras_unit"] == "pairs",
                  dlimit is not None, PHYSICAL_DENIERS if dlimit is None else dlimit,
                  tlimit is not None, PHYSICAL_TOKENS if tlimit is None else tlimit,
                  stock, start, opts["start_deniers"], opts["queue_size"])
