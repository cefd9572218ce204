"""Plain words (issue 13 item 4): every move and chance outcome said as a player says it, never an internal kind
name or a Python repr; labels for every kind; places named in words."""

from __future__ import annotations

import doctest
import random
import re

import pytest

from rulebook import tournay
from rulebook.core import sample_outcome
from rulebook.tournay import words
from rulebook.tournay.pieces import PHASES
from rulebook.tournay.words import KIND_WORDS, card_name, describe, place_name

NAMES = sorted({card_name(c) for c in tournay.shipped_cards().defs}, key=len, reverse=True)
INTERNAL = sorted({*KIND_WORDS, *PHASES} - {"turn", "place", "play", "draw", "keep", "earn", "gather", "wall",
                                            "done", "discard", "reveal", "fight", "activate", "accept",
                                            "decline", "citizens", "events", "event", "score", "over", "crier",
                                            "choose", "placed", "activated", "ops"})


def leaks(text: str) -> list[str]:
    """What in a description is not plain words: internal kind names, reprs, card ids."""
    plain = text
    for name in NAMES:               # printed card names may hold an apostrophe (Sappers' Lodge)
        plain = plain.replace(name, "")
    found = [ch for ch in "([_'{" if ch in plain]
    found += [kind for kind in INTERNAL if re.search(rf"\b{kind}\b", plain)]
    found += re.findall(r"\b(?:[YWR][123]-[A-Z0-9-]+|EV-\d+)\b", text)
    return found


def test_the_module_example_runs():
    assert doctest.testmod(words, raise_on_error=False).failed == 0


def test_every_kind_has_a_label():
    kinds = set(tournay.State.ACTION_RULES) | {"reveal", "reveal_event"}
    assert kinds == set(KIND_WORDS)
    assert all(label and "_" not in label for label in KIND_WORDS.values())


@pytest.mark.parametrize(("players", "seed"), [(2, 1), (3, 2), (4, 3), (2, 5)])
def test_every_move_and_outcome_of_seeded_games_is_said_in_plain_words(players, seed):
    rng = random.Random(seed)
    st = tournay.new_game(players=players, seed=seed)
    bot = tournay.BOTS["heuristic"]()
    said = set()
    for ply in range(4000):
        if st.is_terminal():
            break
        options = [a for a, _ in st.chance_outcomes()] if st.is_chance_node() else st.legal_actions()
        for action in options:
            text = describe(st, action)
            assert not leaks(text), (action, text)
            assert text.startswith((*tournay.SEATS, "draw: ", "reveal: ")), text
            assert not text.endswith(KIND_WORDS[action.kind]) or action.kind == "no_card", text  # not the fallback
            said.add(action.kind)
        if st.is_chance_node():
            st = st.apply(sample_outcome(st.chance_outcomes(), rng))
        else:
            st = st.apply(bot.choose(st, rng) if ply % 3 else rng.choice(st.legal_actions()))
    assert st.is_terminal() and len(said) >= 18


def test_what_describe_says():
    st = tournay.position(seats={"P1": {"hand": ["Fort", "Plague"], "district": {(1, 1): "Arsenal"}},
                                 "P2": {"hand": ["Fire"]}},
                          events=["Norman Raid", "Strike", "Fair Day"], coins=[2, 1, 0])
    assert describe(st, tournay.action("play", "R1-FORT")) == "P1 plays Fort"
    assert describe(st, tournay.action("no_card")) == "P1 plays no card this turn"
    placing = st.apply(tournay.action("play", "R1-FORT"))
    assert describe(placing, tournay.action("place", 1, 1)) == "P1 puts Fort on row 2, column 2, on top of Arsenal"
    assert describe(placing, tournay.action("place", 0, 1)) == "P1 puts Fort on row 1, column 2"
    b = tournay.position(seats={"P1": {"district": {(0, 1): "Arsenal"}, "hand": ["Fort"]}}, phase="citizen action",
                         events=["Norman Raid", "Strike", "Fair Day"], coins=[2, 1, 0])
    assert describe(b, tournay.action("draw", "Y2")) == "P1 draws from deck Y2 with 2 yellow citizens"
    assert describe(b, tournay.action("activate", 0, 1)) == "P1 activates Arsenal on row 1, column 2"
    assert describe(b, tournay.action("fight", 0)) == "P1 fights Norman Raid in event slot 1, with 2 coins on it"
    assert describe(b, tournay.action("earn", "red", 2)) == "P1 earns 4 deniers with 2 red citizens"
    assert describe(b, tournay.action("gather")) == "P1 gathers: all their citizens stand up again"
    a = tournay.position(seats={"P1": {"district": {(0, 1): "Arsenal"}, "hand": ["Fort"]}})
    assert describe(a.apply(tournay.action("play", "R1-FORT")), tournay.action("place", -1, 1)) == \
        "P1 puts Fort on a new row above, column 2"


def test_walls_draws_and_reveals_in_words():
    st = tournay.position(seats={"P1": {"hand": ["Fire"]}}, phase="end of turn")
    assert describe(st, tournay.action("wall", "EV-14")) == "P1 builds Fire as a wall to shed a card from hand"
    assert describe(st, tournay.action("done")) == "P1 builds no more walls"
    walk = tournay.WALKTHROUGH[4]                 # P1 draws two from Y1, keeps the Market Stall
    st = walk.before
    said = []
    for action in walk.actions:
        said.append(describe(st, action))
        st = st.apply(action)
    assert said == ["P1 draws from deck Y1 with 1 yellow citizen", "P1 uses 1 own yellow citizen",
                    "draw: the next card of deck Y1 is Market Stall",
                    "draw: the next card of deck Y1 is Architect",
                    "P1 keeps Market Stall and puts Architect face up on deck Y1"]


def test_an_event_strikes_and_a_player_walls_it_off():
    """Every event wall decision in a seeded game is said against the event that strikes."""
    rng = random.Random(8)
    st = tournay.new_game(players=3, seed=8)
    seen = []
    while not st.is_terminal() and len(seen) < 4:
        if st.phase == "event_walls":
            event = card_name(st.card(st.queue[st.tasks[-1][1]]))
            for action in st.legal_actions():
                text = describe(st, action)
                seen.append(text)
                assert text.endswith(f"against {event}")
        st = st.apply(sample_outcome(st.chance_outcomes(), rng) if st.is_chance_node()
                      else rng.choice(st.legal_actions()))
    assert any(" builds no wall against " in t for t in seen)


def test_describe_never_raises():
    st = tournay.new_game(players=2, seed=0, start_player=0)
    assert describe(st, tournay.action("keep", "R1-FORT")) == "P1: keep a drawn card"
    assert describe(st, tournay.action("teleport")) == "P1: an unknown move"
    assert describe(st, ("x", 1)) == "P1: an unknown move"


def test_place_names():
    st = tournay.position(seats={"P2": {"district": {(0, 1): ["Fort", "Ballista"]}, "on_buildings":
                                        {(0, 1): "damage"}, "hand": ["Mint"], "lying": (1, 0, 0)}},
                          criers=["Y1"], decks={"W1": {"face_up": "Almshouse"}})
    assert place_name(st, "P2-r1c2") == ("row 1, column 2 of P2's district: Ballista on top of Fort; a damage "
                                         "token on it")
    assert place_name(st, "P2-r3c3") == "row 3, column 3 of P2's district: empty"
    assert place_name(st, "P2-r0c2") == "a new row above, column 2 of P2's district"
    assert place_name(st, "plaza-P2-yellow") == "P2's plaza, yellow citizens: 2 standing, 1 lying"
    assert place_name(st, "hand-P2-1") == "card 1 of P2's hand: Mint, yellow level III prestige building"
    assert place_name(st, "deck-Y1") == "deck Y1, yellow level I: 9 cards left, its town crier is out"
    assert place_name(st, "deck-W1").startswith("deck W1, white level I: 10 cards left, face-up Almshouse")
    assert place_name(st, "event-1").startswith("event slot 1: ")
    assert place_name(st, "seat-P1") == "P1: 6 deniers, 0 cards in hand, 0 walls"
    assert place_name(st, "stock-red") == "the stock: 3 red citizens"
    assert place_name(st, "supply") == "the general supply: unlimited deniers, unlimited tokens"
    assert place_name(st, "seat-P3") == "seat-P3: there is no seat P3 in a 2-player game"
    assert place_name(st, "H3") == "H3 is not a place of Tournay"
