"""The development deck and the event deck (cards.json): the file's schema, `load_cards`, and card names.

`cards.json` holds the development deck (four kinds, CBA-11.1) and the event deck of the Event Cards combination
(CBA-16). `load_cards` checks a user's corrected copy and names the card id and field of any mistake;
`shipped_cards()` is the checked file that comes with the game. A card may be named by its id or by any printed
name in any edition ("Black Knight", "Capture"), CBA-0.2b.
"""

from __future__ import annotations

import pathlib
from dataclasses import dataclass
from typing import Any

from rulebook.core import ActionSpace, PositionError, jsonio
from rulebook.core.jsonio import JSONError

from .board import BOARD
from .pieces import CARD_KINDS, EVENTS, PROVENANCES, action_space, whole_number

HERE = pathlib.Path(__file__).resolve().parent


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
        """Cards in the development deck."""
        return sum(self.dev_counts)

    @property
    def event_total(self) -> int:
        """Cards in the event deck."""
        return sum(self.event_counts)

    @property
    def action_space(self) -> ActionSpace:
        """Stable codes for every move and chance outcome with these cards (`pieces.action_space`)."""
        return action_space(self.event_ids)


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
        cid = jsonio.string(card["id"], f"{where}.id", CARD_KINDS)
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
    return CardSet(CARD_KINDS, tuple(seen[c][0] for c in CARD_KINDS), tuple(seen[c][1] for c in CARD_KINDS),
                   tuple(ids), tuple(totals), tuple(kinds), tuple(counts), tuple(provs), tuple(names), left,
                   data)


def load_cards(path_or_text: str | pathlib.Path) -> CardSet:
    """Load and check a card file (a path or JSON text); a bad file raises JSONError naming card and field."""
    return _check_cards(jsonio.load_source(path_or_text, "card file"))


def card_set_from_data(data: Any) -> CardSet:
    """Rebuild a card set from its parsed JSON (as stored inside a saved state)."""
    return _check_cards(data)


DEFAULT_CARDS = load_cards(HERE / "cards.json")

ACTION_SPACE = DEFAULT_CARDS.action_space
"""Every move and chance outcome of a game with the shipped cards, each with a stable code (the OpenSpiel adapter
codes actions with it); a corrected card file has its own, `load_cards(path).action_space`."""


def shipped_cards() -> CardSet:
    """The card file that comes with the game (cards.json), checked."""
    return DEFAULT_CARDS


def card_name(s: Any, kind: str) -> str:
    """The printed name of a card kind in the edition of game `s` (CBA-0.2b)."""
    return BOARD["editions"][s.cfg.edition]["card_names"][kind]


def card_kind(name: str, cards: CardSet | None = None) -> str:
    """The card kind (knighthood, free_knight, treason, capture) for an id or any printed name (CBA-0.2b)."""
    raw = (cards or DEFAULT_CARDS).raw["development_deck"]
    wanted = name.strip().lower()
    for card in raw:
        if wanted == card["id"] or wanted in (alias.lower() for alias in card["aliases"]):
            return card["id"]
    known = ", ".join(a for card in raw for a in card["aliases"])
    raise ValueError(f"no development card is called {name!r}; known names: {known}")


def _named_counts(value: Any) -> Any:
    """A list of card names (one entry per card) as {name: count}; anything else unchanged."""
    if isinstance(value, (list, tuple)) and all(isinstance(v, str) for v in value):
        return {name: sum(1 for v in value if v == name) for name in dict.fromkeys(value)}
    return value


def card_counts(value: Any, field: str, cards: CardSet | None = None) -> tuple[int, ...]:
    """Development cards per kind from {card id or printed name: count}, a list of card names (one per card) or
    four counts, for a pile of a position."""
    value = _named_counts(value)
    if isinstance(value, (tuple, list)):
        if len(value) != 4 or any(type(c) is not int or c < 0 for c in value):
            raise PositionError(field, f"{value!r}", "four counts: Knighthood, Black Knight, Treason, Intrigue")
        return tuple(value)
    if not isinstance(value, dict):
        raise PositionError(field, f"{value!r}", "card names with counts, a list of card names or four counts")
    counts = [0, 0, 0, 0]
    for name, count in value.items():
        try:
            kind = card_kind(name, cards)
        except ValueError:
            known = ", ".join(a for card in (cards or DEFAULT_CARDS).raw["development_deck"] for a in card["aliases"])
            raise PositionError(field, f"no development card is called {name!r}", known) from None
        counts[CARD_KINDS.index(kind)] += whole_number(count, f"{field}[{name!r}]")
    return tuple(counts)


def event_counts(value: Any, field: str, cards: CardSet) -> tuple[int, ...]:
    """Event cards per card from {event card id or name: count} or a list of names (one per card), none more than
    the deck holds."""
    value = _named_counts(value)
    if not isinstance(value, dict):
        raise PositionError(field, f"{value!r}", "event card names with counts, or a list of event card names")
    counts = [0] * len(cards.event_ids)
    names = {**{c.lower(): k for k, c in enumerate(cards.event_ids)},
             **{c.lower(): k for k, c in enumerate(cards.event_names)}}
    for name, count in value.items():
        k = names.get(str(name).lower())
        if k is None:
            raise PositionError(field, f"{name!r} is not an event card", ", ".join(cards.event_ids))
        counts[k] = whole_number(count, f"{field}[{name!r}]")
        if counts[k] > cards.event_counts[k]:
            raise PositionError(f"{field}[{name!r}]", f"{count}", f"at most {cards.event_counts[k]}")
    return tuple(counts)
