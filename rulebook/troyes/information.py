"""What a seat sees, and what it does not (TRY-18.1, TRY-18.2): its observation, and the hidden part redrawn.

    observation(state, seat)           the table, the public log, deck sizes, its own VP and characters (JSON-ready)
    resample_hidden(state, seat, rng)  the same position as `seat` sees it, everything it cannot see redrawn

Hidden from `seat`: the other players' VP and characters, the order and content of the event decks, and the
face-down activity cards. `resample_hidden` (a determinization, for search bots) redraws, from `rng` only:

* the other players' characters, from every character `seat` does not hold (the undealt ones were never seen);
  once the game is over the characters have been revealed (the log names them) and stay;
* each event deck, drawn from the cards of its colour `seat` has not seen: the deck itself, plus the cards that
  never came out (the red deck is a sample of the red cards, TRY-2.10); a card seen in the row, as a trophy or
  named in the log entering the row is not redrawn into a deck; deck sizes stay;
* each face-down activity card, from the cards of its colour and level (TRY-2.9).

The other players' VP stay as they are: the log tells a careful player every VP gained and lost, so they are not
redrawn. Everything else (board, dice, money, influence, cubes, the log) is kept, so the result has the same
observation for `seat`, obeys every conservation law, and offers `seat` the same moves when it decides.
"""

from __future__ import annotations

import random
import re
from collections import Counter

from rulebook.core import jsonio

from .pieces import OVER, RED


def observation(s, seat: int) -> dict:
    """The public position plus `seat`'s private VP and characters (TRY-18.1, TRY-18.2), as JSON-ready data."""
    data = jsonio.loads(s.to_json())
    cfg = s.cfg
    data["vp"] = [v if i == seat else None for i, v in enumerate(s.vp)]
    data["characters"] = [[cfg.characters[c].id for c in cs] if i == seat else ["hidden"] * len(cs)
                          for i, cs in enumerate(s.chars)]
    data["decks"] = [len(deck) for deck in (s.red_deck, s.white_deck, s.yellow_deck)]
    data["activity"] = [cfg.activity[c].id if slot % 3 < s.revealed else "face down"
                        for slot, c in enumerate(s.slots)]
    data["log"] = [e for e in data["log"] if "final score" not in e[0] or s.phase == OVER]
    del data["bank"]
    return data


def seen_events(s) -> set[int]:
    """Event cards every player has seen leave the decks: in the row, taken as trophies, or named by the log entering
    the row and since discarded.

    Copies of one card (three Brigands, two Skirmishes) are interchangeable, so the log's entries are counted by name:
    a name that entered twice accounts for two copies, those in the row or in a trophy pile first, then copies that
    are in no deck (the discarded ones), never a copy still in a deck.
    """
    cfg = s.cfg
    seen = set(s.row)
    for cards in s.trophies:
        seen.update(cards)
    names: dict[str, list[int]] = {}
    for index, event in enumerate(cfg.events):
        names.setdefault(event.name, []).append(index)
    entering = re.compile(r"^(?:Event (.+) enters the row|Companion (.+) \((?:red|white|yellow)\) joins it)$")
    entered: Counter = Counter()
    for entry in s.log:
        match = entering.match(entry.text)
        if match:
            entered[match.group(1) or match.group(2)] += 1
    in_decks = set(s.red_deck) | set(s.white_deck) | set(s.yellow_deck)
    for name, count in entered.items():
        copies = names.get(name, [])
        left = count - sum(1 for i in copies if i in seen)
        gone = [i for i in copies if i not in seen and i not in in_decks]
        seen.update(gone[:max(0, left)])
    return seen


def _deck_pool(s, colour: int, deck: tuple[int, ...], seen: set[int]) -> list[int]:
    """The cards a deck of this colour may hold, as far as anyone knows: its own, and those never seen."""
    cfg = s.cfg
    in_decks = set(s.red_deck) | set(s.white_deck) | set(s.yellow_deck)
    family = [i for i, e in enumerate(cfg.events) if e.colour == colour]
    if colour == RED:  # the round deck holds the non-permanent reds (and Marauding only when it is shuffled in)
        with_marauding = cfg.opts.get("marauding_mode") == "in_red_deck"
        family = [i for i in family if not cfg.events[i].permanent or with_marauding]
    unseen = [i for i in family if i not in seen and i not in in_decks]
    return sorted(set(deck) | set(unseen))


def resample_hidden(s, seat: int, rng: random.Random):
    """A state equal to `s` in everything `seat` can see, with everything it cannot see redrawn from `rng`."""
    cfg = s.cfg
    draft = s._draft()
    if s.phase != OVER:
        k = cfg.chars_per_player
        pool = [c for c in range(len(cfg.characters)) if c not in s.chars[seat]]
        rng.shuffle(pool)
        chars = list(s.chars)
        dealt = 0
        for other in range(s.n):
            if other != seat:
                chars[other] = tuple(sorted(pool[dealt:dealt + k]))
                dealt += k
        draft.chars = tuple(chars)
    seen = seen_events(s)
    decks = []
    for colour, deck in enumerate((s.red_deck, s.white_deck, s.yellow_deck)):
        pool = _deck_pool(s, colour, deck, seen)
        decks.append(tuple(rng.sample(pool, len(deck))))
    draft.red_deck, draft.white_deck, draft.yellow_deck = decks
    slots = list(s.slots)
    for slot in range(9):
        if slot % 3 >= s.revealed:
            colour, level = divmod(slot, 3)
            choices = [i for i, card in enumerate(cfg.activity) if card.colour == colour and card.level == level + 1]
            slots[slot] = rng.choice(choices)
    draft.slots = tuple(slots)
    return draft.freeze()


__all__ = ["observation", "resample_hidden", "seen_events"]
