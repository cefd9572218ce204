"""Every option of the specification's table (CBA-18) plus the edition and add-on switches, and the `Config` a game
reads.

Options whose default depends on another option (the edition, Harbormaster, the player count) default to None,
which `settle_options` turns into the derived value; the saved state keeps the settled values. A `Config` is what
never changes during a game: players, settled options, terrain, harbours and cards.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rulebook.core import Option, OptionError, resolve_options

from .board import BOARD
from .cards import DEFAULT_CARDS, CardSet
from .pieces import HARBOUR_TYPES, RESOURCES

SCENARIO_CONQUEST_THRESHOLD = 3
"""Conquest at 3 barbarians: the scenario's fixed constant (CBA-10.1, CBA-18) and the option's default."""
CONQUEST_THRESHOLDS = (2, 3, 4, 5)
"""The values option conquest_threshold allows (3 is the scenario's; the others are a design-lab variant)."""
MAX_CONQUEST_THRESHOLD = max(CONQUEST_THRESHOLDS)
"""The most barbarians a hex can ever hold, whatever the option."""


def _int_or_none(lo: int, hi: int):
    def check(value: Any) -> str | None:
        if value is not None and (type(value) is not int or not lo <= value <= hi):
            return f"expected None or a whole number from {lo} to {hi}"
        return None
    return check


def _check_rates(value: Any) -> str | None:
    keys = ("bank", "generic_harbour_3_1", "specific_harbour_2_1")
    if not isinstance(value, dict) or set(value) != set(keys):
        return f"expected a mapping with keys {list(keys)}, each a rate (whole number 1-10) or None"
    for key in keys:
        rate = value[key]
        if rate is not None and (type(rate) is not int or not 1 <= rate <= 10):
            return f"rate for {key!r} must be None (not allowed) or a whole number from 1 to 10"
    return None


def _check_harbours(value: Any) -> str | None:
    if value == "shuffled":
        return None
    pool = BOARD["harbour_type_pool"]
    if (not isinstance(value, (list, tuple)) or len(value) != 9 or any(v not in HARBOUR_TYPES for v in value)
            or any(list(value).count(t) != n for t, n in pool.items())):
        return ("expected 'shuffled' or a list of 9 harbour types in position order using exactly "
                "4 x 'generic' and one of each of " + ", ".join(RESOURCES))
    return None


def _check_threshold(value: Any) -> str | None:
    if type(value) is not int or value not in CONQUEST_THRESHOLDS:
        return (f"allowed values are {', '.join(map(str, CONQUEST_THRESHOLDS))} "
                f"(whole numbers; {SCENARIO_CONQUEST_THRESHOLD} is the scenario's)")
    return None


def _check_cards(value: Any) -> str | None:
    if value is not None and not isinstance(value, CardSet):
        return "expected None (the shipped cards) or a card set from barbarian_attack.load_cards(...)"
    return None


OPTIONS: dict[str, Option] = {o.name: o for o in (
    Option("edition", "classic", ("CBA-0.2", "CBA-0.2a"), "classic (the seed's) or the 2025 print",
           choices=("classic", "2025")),
    Option("two_player", None, ("CBA-15.1",), "the two-player variant; None = on exactly when players == 2",
           choices=(None, True, False)),
    Option("event_cards", False, ("CBA-16.1",), "draw Event Cards instead of rolling for production",
           choices=(False, True)),
    Option("harbormaster", False, ("CBA-17.1", "CBA-17.2"), "add the Harbormaster card (target 13)",
           choices=(False, True)),
    Option("barbarians_total", None, ("CBA-3.2", "CBA-3.3"), "barbarians in the game; None = 30 classic, 36 in 2025",
           check=_int_or_none(2, 60)),
    Option("hand_limit", 7, ("CBA-6.7a",), "cards a player may hold on a 7 without discarding",
           check=_int_or_none(0, 95)),
    Option("seven_order", "discard_then_steal", ("CBA-6.9",), "order of discards and the draw on a 7",
           choices=("discard_then_steal", "steal_then_discard")),
    Option("resource_to_gold", {"bank": 4, "generic_harbour_3_1": 3, "specific_harbour_2_1": None}, ("CBA-7.7",),
           "cards paid for 1 gold at the bank / a generic harbour / a 2:1 harbour (None = not allowed)",
           check=_check_rates),
    Option("gold_bank_limit", None, ("CBA-7.9",), "total gold in the game; None = unlimited",
           check=_int_or_none(0, 100_000)),
    Option("city_upgrade_next_to_conquered_hex", False, ("CBA-8.7", "CBA-10.4"),
           "allow city upgrades on corners of conquered hexes", choices=(False, True)),
    Option("harbour_types", "shuffled", ("CBA-2.10",), "'shuffled' or 9 harbour types in position order",
           check=_check_harbours),
    Option("knighthood_without_free_castle_path", "card_lost", ("CBA-11.12",),
           "what Knighthood does when all castle paths are taken", choices=("card_lost",)),
    Option("treason_shortfall", "do_as_much_as_possible", ("CBA-11.13g",),
           "what Treason does when barbarians or targets run short", choices=("do_as_much_as_possible",)),
    Option("knights_may_pass_over_castle_paths", True, ("CBA-12.8",), "knights may cross castle paths in transit",
           choices=(True, False)),
    Option("stranded_castle_knight", "stays", ("CBA-12.11",), "a castle knight with nowhere to go stays or is removed",
           choices=("stays", "removed_without_gold")),
    Option("rolloff_dice", 1, ("CBA-13.9",), "dice per faction in a roll-off", choices=(1, 2)),
    Option("victory_target", None, ("CBA-14.5", "CBA-17.1"), "VP to win; None = 12, or 13 with Harbormaster",
           check=_int_or_none(3, 30)),
    Option("victory_check_before_landing", True, ("CBA-14.8",), "a winning build ends the game before its landing",
           choices=(True, False)),
    Option("two_player_foreign_knight_entry", None, ("CBA-15.10", "CBA-15.10a"),
           "per_player (classic) or once (2025); None = from the edition", choices=(None, "per_player", "once")),
    Option("two_player_missed_prisoner_compensation", None, ("CBA-15.18", "CBA-15.18a"),
           "'3_gold' (classic) or '2_gold_1_token' (2025); None = from the edition",
           choices=(None, "3_gold", "2_gold_1_token")),
    Option("conquest_threshold", SCENARIO_CONQUEST_THRESHOLD,
           ("CBA-10.1", "CBA-9.5", "CBA-9.9", "CBA-10.10", "CBA-11.13f"),
           "barbarians that conquer a coastal hex (2-5). 3 is the scenario's value and the only one the "
           "specification plays; 2, 4 and 5 are a design-lab variant of ours, not a published rule. A hex is "
           "conquered on its N-th barbarian, takes no more, holds at most N, and is liberated below N",
           check=_check_threshold),
    Option("cards", None, ("CBA-11.1", "CBA-16.1a"), "a corrected card file from load_cards(); None = shipped",
           check=_check_cards),
)}


def settle_options(opts: dict[str, Any], players: int) -> dict[str, Any]:
    """Replace derived defaults (None) by their values and refuse contradictory combinations."""
    out = dict(opts)
    edition = BOARD["editions"][out["edition"]]
    if out["two_player"] is None:
        out["two_player"] = players == 2
    if out["two_player"] != (players == 2):
        raise OptionError("the two-player variant (option two_player) is played by exactly 2 players, and "
                          f"Barbarian Attack without it by 3 or 4; got players={players}, "
                          f"two_player={out['two_player']}")
    if out["two_player"] and out["event_cards"]:
        raise OptionError("option event_cards cannot be combined with the two-player variant: the specification "
                          "does not say how the two production rolls of CBA-15.3 would draw event cards")
    if out["barbarians_total"] is None:
        out["barbarians_total"] = edition["barbarians_total"]
    if out["victory_target"] is None:
        out["victory_target"] = 13 if out["harbormaster"] else 12
    if out["two_player_foreign_knight_entry"] is None:
        out["two_player_foreign_knight_entry"] = edition["two_player"]["foreign_knight_entry"]
    if out["two_player_missed_prisoner_compensation"] is None:
        out["two_player_missed_prisoner_compensation"] = (
            "3_gold" if edition["two_player"]["missed_prisoner_tokens"] == 0 else "2_gold_1_token")
    if out["harbour_types"] != "shuffled":
        out["harbour_types"] = list(out["harbour_types"])
    return out


@dataclass(frozen=True)
class Config:
    """What never changes during a game: players, settled options, terrain, harbours and cards."""

    players: int
    options: dict
    terrain: tuple[str, ...]
    harbours: tuple[str, ...]
    cards: CardSet
    hex_resource: tuple[int, ...]
    two_player: bool
    owners: int
    target: int
    edition: str
    conquest_threshold: int
    """Barbarians that conquer a coastal hex (option conquest_threshold; 3 in the scenario, CBA-10.1)."""

    @staticmethod
    def build(players: int, options: dict, terrain: tuple[str, ...], harbours: tuple[str, ...],
              cards: CardSet) -> Config:
        """The configuration of a game from its settled options, its terrain and harbour types, and its cards."""
        produce = BOARD["terrain_resources"]
        hex_resource = tuple(RESOURCES.index(produce[t]) if produce[t] else -1 for t in terrain)
        two = bool(options["two_player"])
        return Config(players, options, terrain, harbours, cards, hex_resource, two, 4 if two else players,
                      options["victory_target"], options["edition"], options["conquest_threshold"])


def make_config(players: int, terrain: tuple[str, ...], harbours: tuple[str, ...], **options: Any) -> Config:
    """A `Config` for a given terrain and harbour layout, options by keyword (unknown names are refused)."""
    opts = settle_options(resolve_options("barbarian_attack", OPTIONS, options), players)
    cards = opts.pop("cards") or DEFAULT_CARDS
    opts["cards"] = None
    return Config.build(players, opts, terrain, harbours, cards)
