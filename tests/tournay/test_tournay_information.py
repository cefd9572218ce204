"""Information sets (issue 17): what a seat sees (`observation`) and a position redrawn from its view
(`State.resample_hidden`): the same observation, the same choices at its own decision, every conservation law,
a valid saved position, drawn from the RNG alone, and hidden things that really vary."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest

from rulebook import tournay
from rulebook.core import playout, sample_outcome
from rulebook.tournay.information import observation, resample_hidden


def decisions(players: int, seed: int, plies: int = 3000, every: int = 7):
    """Decision positions of a seeded game (heuristic and random moves mixed), every few plies."""
    rng = random.Random(seed)
    st = tournay.new_game(players=players, seed=seed)
    bot = tournay.BOTS["heuristic"]()
    for ply in range(plies):
        if st.is_terminal():
            return
        if st.current_player >= 0 and ply % every == 0:
            yield st
        if st.is_chance_node():
            st = st.apply(sample_outcome(st.chance_outcomes(), rng))
        else:
            st = st.apply(bot.choose(st, rng) if ply % 2 else rng.choice(st.legal_actions()))


@pytest.mark.parametrize(("players", "seed"), [(2, 1), (3, 2), (4, 3)])
def test_a_resampled_state_looks_the_same_to_the_seat_and_keeps_every_law(players, seed):
    changed = 0
    for k, st in enumerate(decisions(players, seed)):
        seat = st.current_player
        before = st.to_json()
        world = st.resample_hidden(seat, random.Random(k))
        assert st.to_json() == before                      # the state asked about is untouched
        assert world.observation(seat) == st.observation(seat)
        assert world.current_player == seat and world.legal_actions() == st.legal_actions()
        assert not tournay.check_invariants(world)
        text = world.to_json()
        assert tournay.from_json(text).to_json() == text   # a valid position
        changed += text != before
    assert changed > 10


def test_the_observation_is_json_and_hides_what_the_seat_cannot_see():
    st = tournay.position(seats={"P1": {"hand": ["Fort", "Siege"]}, "P2": {"hand": ["Mint", "Architect", "Fire"]}},
                          decks={"Y1": {"under": ["Market Stall"]}})
    mine = st.observation("P1")
    assert mine == observation(st, 0)
    assert json.loads(json.dumps(mine)) == mine
    assert mine["seats"]["P1"]["hand"] == ["EV-13", "R1-FORT"]
    other = mine["seats"]["P2"]
    assert "hand" not in other and other["hand_size"] == 3 and other["hand_events"] == ["EV-14"]
    assert other["hand_backs"] == {"Y1": 1, "Y3": 1}
    assert mine["decks"]["Y1"] == {"face_up": None, "shuffled": 8, "under": 1, "spent": None}
    assert "Mint" not in json.dumps(mine) and "Y3-MINT" not in json.dumps(mine)
    assert st.observation(1)["seats"]["P2"]["hand"] == ["EV-14", "Y1-ARCHITECT", "Y3-MINT"]


def test_hidden_hands_and_deck_parts_really_vary_and_events_in_hand_do_not():
    st = tournay.position(seats={"P1": {"hand": ["Fort"]}, "P2": {"hand": ["Mint", "Architect", "Fire"]}},
                          decks={"Y1": {"under": ["Market Stall"]}})
    hands, under = Counter(), Counter()
    for k in range(200):
        world = resample_hidden(st, "P1", random.Random(k))
        hand = world.hand("P2")
        assert "EV-14" in hand and len(hand) == 3 and world.hand("P1") == ["R1-FORT"]
        assert sorted(c[:2] for c in hand if not c.startswith("EV")) == ["Y1", "Y3"]   # the backs stay
        hands[tuple(hand)] += 1
        under[world.deck("Y1").known[0]] += 1
    assert len(hands) > 10 and len(under) > 3
    assert all(c != "Y1-CRIER" for c in under)              # a town crier is never put under a deck


def test_resampling_depends_only_on_the_rng():
    st = next(s for k, s in enumerate(decisions(3, 5)) if k == 20)
    for seat in range(3):
        a = st.resample_hidden(seat, random.Random(7)).to_json()
        assert a == st.resample_hidden(seat, random.Random(7)).to_json()
    assert st.resample_hidden(0, random.Random(1)).to_json() != st.resample_hidden(0, random.Random(2)).to_json()


def test_the_other_seats_secret_final_cards_are_redrawn_legally():
    st = tournay.position(3, seats={"P1": {"hand": ["Fort", "Arsenal"]}, "P2": {"hand": ["Ballista"]},
                                    "P3": {"hand": ["Mint", "Market Stall"], "money": 9}},
                          phase="final placement")
    st = st.apply(tournay.action("final_card", "R1-FORT")).apply(tournay.action("place", 1, 1))
    assert st.current_player == 1 and st.final_choices[0]
    seen = Counter()
    for k in range(60):
        world = st.resample_hidden(1, random.Random(k))
        assert world.observation(1) == st.observation(1) and world.legal_actions() == st.legal_actions()
        choice = world.final_choices[0]
        assert choice and (choice[0] < 0 or choice[0] in world.players[0].hand)
        seen[choice[:3]] += 1
        final, _ = playout(world, tournay.BOTS["random"](), random.Random(k), max_plies=200)
        assert final.is_terminal() and not tournay.check_invariants(final)
    assert len(seen) > 2
    assert st.resample_hidden(0, random.Random(0)).final_choices[0] == st.final_choices[0]   # its own stays


def test_a_resampled_world_plays_on_to_the_end():
    st = next(s for k, s in enumerate(decisions(4, 9)) if k == 30)
    world = st.resample_hidden(st.current_player, random.Random(3))
    final, _ = playout(world, tournay.BOTS["random"](), random.Random(3), max_plies=tournay.MAX_PLIES)
    assert final.is_terminal()
