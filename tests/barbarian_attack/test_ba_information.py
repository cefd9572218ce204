"""Information sets (issue 17): what a seat sees (`observation`), and the positions it cannot tell apart
(`State.resample_hidden`): the other players' cards redrawn, everything the seat sees and may do kept."""

from __future__ import annotations

import json
import random

import pytest

from rulebook import barbarian_attack as ba
from rulebook.barbarian_attack.pieces import A
from rulebook.core import sample_outcome


def decisions(players: int, seed: int, every: int = 3, limit: int = 60):
    """Every `every`-th decision of a seeded game between the random and the heuristic bot (at most `limit`)."""
    rng, s, n = random.Random(seed), ba.new_game(players=players, seed=seed), 0
    bots = (ba.BOTS["random"](), ba.BOTS["heuristic"]())
    while not s.is_terminal():
        if s.current_player < 0:
            s = s.apply(sample_outcome(s.chance_outcomes(), rng))
            continue
        n += 1
        if n % every == 0:
            if n // every > limit:
                return
            yield s
        s = s.apply(bots[n % 2].choose(s, rng))


@pytest.mark.parametrize(("players", "seed"), [(4, 0), (3, 1), (2, 2)])
def test_a_resampled_position_looks_the_same_to_the_seat_and_keeps_every_law(players, seed):
    changed = total = 0
    for k, s in enumerate(decisions(players, seed, every=7)):
        seat, before = s.current_player, s.to_json()
        world = s.resample_hidden(seat, random.Random(k))
        assert s.to_json() == before, "the state asked about is not changed"
        assert world.observation(seat) == s.observation(seat)
        assert world.current_player == seat and world.legal_actions() == s.legal_actions()
        assert ba.check_invariants(world) == ()
        text = world.to_json()
        assert ba.from_json(text).to_json() == text
        assert world.hands[seat] == s.hands[seat] and world.bank == s.bank
        assert [sum(h) for h in world.hands] == [sum(h) for h in s.hands]
        json.dumps(s.observation(seat))
        changed += world.hands != s.hands
        total += 1
    if players == 2:
        assert changed == 0, "with two players the other hand is fixed by the bank and one's own"
    else:
        assert changed > total // 2, f"hidden hands were redrawn in only {changed} of {total} positions"


def test_resampling_depends_only_on_the_rng_and_every_seat_may_ask():
    s = list(decisions(4, 3, every=25))[3]
    for seat in range(4):
        a = s.resample_hidden(seat, random.Random(7)).to_json()
        assert a == s.resample_hidden(seat, random.Random(7)).to_json()
    worlds = {s.resample_hidden(0, random.Random(k)).hands for k in range(20)}
    assert len(worlds) > 5


def test_the_observation_shows_ones_own_cards_and_only_the_sizes_of_the_others():
    s = ba.position(4, active="Red", hands={"Red": "2 ore", "Blue": "brick wool", "White": "grain"})
    seen = s.observation("Red")
    assert seen["hand"] == {"brick": 0, "lumber": 0, "wool": 0, "grain": 0, "ore": 2}
    assert seen["hand sizes"] == {"Red": 2, "Blue": 2, "White": 1, "Orange": 0}
    other = ba.position(4, active="Red", hands={"Red": "2 ore", "Blue": "grain wool", "White": "brick"})
    assert other.observation("Red") == seen and other.observation("Blue") != s.observation("Blue")
    assert ba.observation(s, 0) == seen


def test_an_offer_keeps_what_it_showed_the_seat():
    s = ba.position(4, active="Red", hands={"Red": "2 ore", "Blue": "brick 2 wool", "White": "3 grain",
                                            "Orange": "2 lumber"})
    draft = s.apply(A("offer", 1)).apply(A("give", "ore")).apply(A("ask", "wool"))
    for k in range(30):
        world = draft.resample_hidden(0, random.Random(k))
        assert world.legal_actions() == draft.legal_actions()
        blue = world.hand("Blue")
        assert blue["wool"] >= 2 and blue["brick"] >= 1 and sum(blue.values()) == 3
    answer = draft.apply(A("propose"))
    for k in range(30):
        world = answer.resample_hidden(1, random.Random(k))
        assert world.hand("Red")["ore"] >= 1
        assert world.apply(A("accept")).hand("Red")["wool"] == 1
