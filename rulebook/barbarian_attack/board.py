"""The scenario's data files (board.json, cards.json), checked against a schema in code when they are loaded.

`board.json` holds the fixed map (hex rows, numbers, zones, start barbarians, harbour positions and types, battle
order), the edition table, costs and piece counts. `cards.json` holds the development deck and the event deck;
`load_cards` checks a user's corrected copy and names the card id and field of any mistake.
"""

from __future__ import annotations

import pathlib
from dataclasses import dataclass
from typing import Any

from rulebook.core import jsonio
from rulebook.core.jsonio import JSONError

HERE = pathlib.Path(__file__).resolve().parent
RESOURCES = ("brick", "lumber", "wool", "grain", "ore")
TERRAINS = ("forest", "hills", "pasture", "fields", "mountains", "desert", "castle")
HARBOUR_TYPES = ("generic", *RESOURCES)
CARD_IDS = ("knighthood", "free_knight", "treason", "capture")
EVENTS = ("robber_attacks", "robber_flees", "conflict")
PROVENANCES = ("sourced", "partial", "stand-in")


def _check_board(data: Any) -> dict:
    """Validate board.json; raise JSONError naming the field."""
    d = jsonio.obj(data, "board", ("schema", "provenance_note", "hexes", "terrain_pools", "terrain_resources",
                                   "battle_order", "harbours", "harbour_type_pool", "editions",
                                   "castle_side_orientation", "costs", "pieces_per_player",
                                   "bank_resources_per_type", "two_player"))
    jsonio.string(d["schema"], "board.schema", ("barbarian_attack.board/1",))
    hexes = jsonio.array(d["hexes"], "board.hexes", 19, 19)
    for i, h in enumerate(hexes):
        where = f"board.hexes[{i}]"
        jsonio.obj(h, where, ("id", "row", "col", "zone", "number", "fixed", "start_barbarians"))
        if jsonio.integer(h["id"], f"{where}.id", 0, 18) != i:
            raise JSONError(f"{where}.id: hexes must be listed in id order")
        jsonio.integer(h["row"], f"{where}.row", 0, 4)
        jsonio.integer(h["col"], f"{where}.col", 0, 4)
        jsonio.string(h["zone"], f"{where}.zone", ("outer", "inner"))
        if h["number"] is not None:
            jsonio.integer(h["number"], f"{where}.number", 2, 12)
            if h["number"] == 7:
                raise JSONError(f"{where}.number: no hex carries a 7")
        if h["fixed"] is not None:
            jsonio.string(h["fixed"], f"{where}.fixed", ("desert", "castle"))
        if (h["fixed"] is None) == (h["number"] is None):
            raise JSONError(f"{where}: a hex has either a number or a fixed terrain (desert/castle)")
        jsonio.integer(h["start_barbarians"], f"{where}.start_barbarians", 0, 2)
    pools = jsonio.obj(d["terrain_pools"], "board.terrain_pools", ("outer", "inner"))
    for zone in ("outer", "inner"):
        pool = jsonio.obj(pools[zone], f"board.terrain_pools.{zone}", (), TERRAINS[:5])
        total = sum(jsonio.integer(v, f"board.terrain_pools.{zone}.{k}", 0, 19) for k, v in pool.items())
        slots = sum(1 for h in hexes if h["zone"] == zone and h["fixed"] is None)
        if total != slots:
            raise JSONError(f"board.terrain_pools.{zone}: {total} tiles for {slots} {zone} positions")
    order = jsonio.array(d["battle_order"], "board.battle_order", 10, 10)
    coastal = sorted(h["id"] for h in hexes if h["zone"] == "outer" and h["number"] is not None)
    if sorted(order) != coastal:
        raise JSONError("board.battle_order: must list each numbered outer hex once")
    harbours = jsonio.array(d["harbours"], "board.harbours", 9, 9)
    for i, h in enumerate(harbours):
        jsonio.obj(h, f"board.harbours[{i}]", ("index", "hex", "side"))
        jsonio.integer(h["hex"], f"board.harbours[{i}].hex", 0, 18)
        jsonio.integer(h["side"], f"board.harbours[{i}].side", 0, 5)
    pool = jsonio.obj(d["harbour_type_pool"], "board.harbour_type_pool", HARBOUR_TYPES)
    if sum(jsonio.integer(v, f"board.harbour_type_pool.{k}", 0, 9) for k, v in pool.items()) != 9:
        raise JSONError("board.harbour_type_pool: must hold 9 harbour types")
    editions = jsonio.obj(d["editions"], "board.editions", ("classic", "2025"))
    for name, ed in editions.items():
        where = f"board.editions.{name}"
        jsonio.obj(ed, where, ("barbarians_total", "castle_die_pairs", "card_names", "two_player"))
        jsonio.integer(ed["barbarians_total"], f"{where}.barbarians_total", 2, 60)
        pairs = jsonio.array(ed["castle_die_pairs"], f"{where}.castle_die_pairs", 3, 3)
        if sorted(v for pair in pairs for v in pair) != [1, 2, 3, 4, 5, 6]:
            raise JSONError(f"{where}.castle_die_pairs: must pair the faces 1-6")
        jsonio.obj(ed["card_names"], f"{where}.card_names", CARD_IDS)
    return d


BOARD = _check_board(jsonio.loads((HERE / "board.json").read_text()))


@dataclass(frozen=True)
class CardSet:
    """A checked card file: the development deck (counts by card id) and the event deck."""

    dev_ids: tuple[str, ...]
    dev_counts: tuple[int, ...]
    dev_provenance: tuple[str, ...]
    event_ids: tuple[str, ...]
    event_totals: tuple[int, ...]
    event_kinds: tuple[str | None, ...]
    event_counts: tuple[int, ...]
    event_provenance: tuple[str, ...]
    event_names: tuple[str, ...]
    reshuffle_when_left: int
    raw: dict

    @property
    def dev_total(self) -> int:
        return sum(self.dev_counts)

    @property
    def event_total(self) -> int:
        return sum(self.event_counts)


def _card_where(kind: str, i: int, card: Any) -> str:
    cid = card.get("id") if isinstance(card, dict) else None
    return f"cards.{kind}[{i}]" + (f" (card {cid!r})" if isinstance(cid, str) else "")


def _check_cards(data: Any) -> CardSet:
    d = jsonio.obj(data, "cards", ("schema", "development_deck", "event_deck"), ("provenance_note",))
    jsonio.string(d["schema"], "cards.schema", ("barbarian_attack.cards/1",))
    dev = jsonio.array(d["development_deck"], "cards.development_deck", 4, 4)
    seen: dict[str, tuple[int, str]] = {}
    for i, card in enumerate(dev):
        where = _card_where("development_deck", i, card)
        jsonio.obj(card, where, ("id", "count", "aliases", "provenance", "effect", "name"))
        cid = jsonio.string(card["id"], f"{where}.id", CARD_IDS)
        if cid in seen:
            raise JSONError(f"{where}.id: card {cid!r} is listed twice")
        count = jsonio.integer(card["count"], f"{where}.count", 0, 100)
        prov = jsonio.string(card["provenance"], f"{where}.provenance", PROVENANCES)
        name = jsonio.string(card["name"], f"{where}.name")
        if prov == "stand-in" and not name.startswith("Stand-in:"):
            raise JSONError(f"{where}.name: a stand-in card's name must begin with 'Stand-in:'")
        for k, alias in enumerate(jsonio.array(card["aliases"], f"{where}.aliases", 1, 10)):
            jsonio.string(alias, f"{where}.aliases[{k}]")
        jsonio.string(card["effect"], f"{where}.effect", max_len=400)
        seen[cid] = (count, prov)
    if sum(c for c, _ in seen.values()) < 1:
        raise JSONError("cards.development_deck: the deck needs at least one card")
    ev = jsonio.obj(d["event_deck"], "cards.event_deck", ("reshuffle_when_left", "cards"))
    left = jsonio.integer(ev["reshuffle_when_left"], "cards.event_deck.reshuffle_when_left", 0, 100)
    ev_cards = jsonio.array(ev["cards"], "cards.event_deck.cards", 1, 100)
    ids, totals, kinds, counts, provs, names = [], [], [], [], [], []
    for i, card in enumerate(ev_cards):
        where = _card_where("event_deck.cards", i, card)
        jsonio.obj(card, where, ("id", "total", "event", "count", "provenance", "name"))
        cid = jsonio.string(card["id"], f"{where}.id", max_len=40)
        if cid in ids:
            raise JSONError(f"{where}.id: card {cid!r} is listed twice")
        total = jsonio.integer(card["total"], f"{where}.total", 2, 12)
        event = card["event"]
        if event is not None:
            jsonio.string(event, f"{where}.event", EVENTS)
        if (event == "robber_attacks") != (total == 7):
            raise JSONError(f"{where}.event: exactly the 7 cards are Robber Attacks! (CBA-16.2)")
        prov = jsonio.string(card["provenance"], f"{where}.provenance", PROVENANCES)
        name = jsonio.string(card["name"], f"{where}.name")
        if prov == "stand-in" and not name.startswith("Stand-in:"):
            raise JSONError(f"{where}.name: a stand-in card's name must begin with 'Stand-in:'")
        ids.append(cid)
        totals.append(total)
        kinds.append(event)
        counts.append(jsonio.integer(card["count"], f"{where}.count", 0, 100))
        provs.append(prov)
        names.append(name)
    if sum(counts) <= left:
        raise JSONError(f"cards.event_deck: {sum(counts)} cards cannot leave {left} unused at each reshuffle")
    return CardSet(CARD_IDS, tuple(seen[c][0] for c in CARD_IDS), tuple(seen[c][1] for c in CARD_IDS),
                   tuple(ids), tuple(totals), tuple(kinds), tuple(counts), tuple(provs), tuple(names), left,
                   data)


def load_cards(path_or_text: str | pathlib.Path) -> CardSet:
    """Load and check a card file (a path or JSON text); a bad file raises JSONError naming card and field."""
    return _check_cards(jsonio.load_source(path_or_text, "card file"))


def card_set_from_data(data: Any) -> CardSet:
    """Rebuild a card set from its parsed JSON (as stored inside a saved state)."""
    return _check_cards(data)


DEFAULT_CARDS = load_cards(HERE / "cards.json")
