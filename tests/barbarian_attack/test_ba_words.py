"""Plain words: every move and chance outcome said as a player would say it, places in words, and the printed ids a
narration names (words.py)."""

from __future__ import annotations

import random

import pytest
from ba_helpers import LEAK

from rulebook import barbarian_attack as ba
from rulebook.barbarian_attack.pieces import ARG_SHAPES, A
from rulebook.core import sample_outcome


def seeded_plies(players: int, seed: int, **options):
    """Every position of a seeded game (random and heuristic bots taking turns), with the move played there."""
    rng = random.Random(seed)
    s = ba.new_game(players=players, seed=seed, **options)
    bots = (ba.BOTS["random"](), ba.BOTS["heuristic"]())
    n = 0
    while not s.is_terminal():
        n += 1
        a = sample_outcome(s.chance_outcomes(), rng) if s.current_player < 0 else bots[n % 2].choose(s, rng)
        yield s, a
        s = s.apply(a)


GAMES = ((4, 0, {}), (3, 1, {}), (2, 2, {}), (4, 3, {"event_cards": True}), (2, 5, {"edition": "2025"}))


@pytest.mark.parametrize(("players", "seed", "options"), GAMES)
def test_every_legal_move_and_chance_outcome_is_said_in_plain_words(players, seed, options):
    kinds = set()
    for s, _ in seeded_plies(players, seed, **options):
        choices = [a for a, _ in s.chance_outcomes()] if s.current_player < 0 else s.legal_actions()
        for a in choices:
            text = ba.describe(s, a)
            assert text and not LEAK.search(text), (a, text)
            assert a.kind not in text or "_" not in a.kind, (a, text)
            kinds.add(a.kind)
    assert kinds >= {"road", "settlement", "city", "landing", "finish_building"}


def test_every_kind_has_a_plain_label():
    chance = {"roll", "landing", "card", "steal", "rolloff", "castle_die", "event", "take"}
    assert set(ba.KIND_WORDS) == set(ARG_SHAPES) | chance
    assert all(not LEAK.search(words) for words in ba.KIND_WORDS.values())


def _mid_game():
    return ba.position(active="Red", barbarians={"H12": 2, "H3": 1}, settlements={"I29": "Red", "I38": "Blue"},
                       roads={"P42": "Red", "P46": "Blue"}, knights={"P55": "Red", "P49": "Blue"},
                       hands={"Red": "brick lumber wool grain 3 ore", "Blue": "2 grain wool"}, gold={"Red": 3})


def test_builds_trades_and_offers_read_like_table_talk():
    s = _mid_game()
    assert ba.describe(s, A("road", 41)) == "Red builds a road on P41"
    assert ba.describe(s, A("city", 29)) == "Red upgrades the settlement on I29 to a city"
    assert ba.describe(s, A("bank_trade", "ore", "grain")) == "Red trades 4 ore for 1 grain with the bank"
    assert ba.describe(s, A("buy_resource", "wool")) == "Red pays 2 gold for 1 wool"
    assert ba.describe(s, A("offer", 1)) == "Red starts a trade offer to Blue"
    draft = s.apply(A("offer", 1))
    assert ba.describe(draft, A("give", "ore")) == "Red puts 1 ore into the offer to Blue"
    assert ba.describe(draft, A("ask", "grain")) == "Red asks Blue for 1 grain"
    assert ba.describe(draft, A("withdraw")) == "Red withdraws the trade offer to Blue"
    draft = draft.apply(A("give", "ore")).apply(A("give", "ore")).apply(A("ask", "grain"))
    assert ba.describe(draft, A("propose")) == "Red offers Blue 2 ore for 1 grain"
    answer = draft.apply(A("propose"))
    assert ba.describe(answer, A("accept")) == "Blue accepts the trade: Red gives 2 ore and gets 1 grain"
    assert ba.describe(answer, A("decline")) == "Blue declines the trade: Red gives 2 ore and gets 1 grain"


def test_cards_knights_landings_and_battles_name_places_and_printed_cards():
    s = _mid_game()
    assert ba.describe(s, A("landing", 4)) == "landing roll 4: a barbarian lands on H12, which is conquered"
    assert ba.describe(s, A("landing", 7)) == "landing roll 7: rolled again"
    assert ba.describe(s, A("card", "free_knight")) == "Red draws the development card Black Knight"
    two = ba.position(active="Red", edition="2025")
    assert ba.describe(two, A("card", "free_knight")) == "Red draws the development card Swift Knight"
    assert ba.describe(s, A("capture", 12)) == "Red takes a barbarian prisoner from H12 with Intrigue"
    assert ba.describe(s, A("treason_source", 3)) == "Red takes a barbarian off H3 with Treason"
    assert ba.describe(s, A("treason_target", 7)) == "Red sets a barbarian down on H7 with Treason"
    assert ba.describe(s, A("place_knight", 55)) == "Red places a knight on castle path P55"
    knights = ba.position(active="Red", phase="knight movement", knights={"P55": "Red"}, hands={"Red": "grain"})
    assert ba.describe(knights, A("move", 55, 54)) == "Red moves the knight on P55 to P54, 1 step"
    assert ba.describe(knights, A("end_moves")) == "Red ends knight movement"
    fight = ba.position(active="Red", phase="battles: casualty die", battle_hex="H12", knights={"P55": "Red"})
    text = ba.describe(fight, A("castle_die", 4))
    assert text.startswith("castle die 4: the ") and "of H12" in text


def test_a_seven_names_the_discarding_and_drawing_players_by_colour():
    s = ba.position(active="Red", hands={"Red": "4 brick 4 ore", "Blue": "grain"})
    s = s.apply(A("finish_building"))
    while s.phase_name != "production roll":
        s = s.apply(s.legal_actions()[0] if s.current_player >= 0 else s.chance_outcomes()[0][0])
    seven = s.apply(A("roll", 7))
    assert ba.describe(s, A("roll", 7)).endswith("rolls 7 for production: nothing is produced")
    if seven.phase_name == "discarding on a 7":
        assert ba.describe(seven, seven.legal_actions()[0]).startswith(f"{seven.player_to_move} discards 1 ")
    text = " ".join(ba.describe(seven, a) for a in seven.legal_actions())
    assert "player" not in text


def test_two_player_tokens_and_neutral_pieces():
    s = ba.position(2, active="Red", phase="before the roll", barbarians={"H3": 1}, hands={"Blue": "ore"})
    assert ba.describe(s, A("roll_dice")) == "Red rolls for production"
    assert ba.describe(s, A("forced_trade")) == "Red pays 1 trade token for a forced trade with Blue"
    assert ba.describe(s, A("drive_off", 3, 0)) == "Red pays 1 trade token to drive a barbarian from H3 to H0"
    assert ba.describe(s, A("neutral_road", 2, 20)) == "Red places a road of Neutral White on P20"
    taken = s.apply(A("forced_trade"))
    assert ba.describe(taken, A("take", "ore")) == "Red takes ore from Blue in the forced trade"


def test_event_cards_say_what_they_do():
    s = ba.position(active="Red", phase="event card", event_cards=True)
    words = {a.args[0]: ba.describe(s, a) for a, _ in s.chance_outcomes()}
    assert words["7-robber-attacks"] == "Red reveals the event card Robber Attacks!: played as a 7"
    assert words["5"] == "Red reveals the event card Number 5: 5 produces"
    assert "most knights" in words["3-conflict"]


def test_places_in_words():
    s = _mid_game()
    assert ba.place_name(s, "H12") == "H12: hills, number 4, on the coast, 2 barbarians"
    assert ba.place_name(s, "H16") == "H16: the castle"
    assert ba.place_name(s, "I29").startswith("I29: Red settlement, corner of ")
    assert ba.place_name(s, "P42").startswith("P42: Red road, side of ")
    assert "castle path" in ba.place_name(s, "P55") and "Red knight" in ba.place_name(s, "P55")
    assert ba.place_name(s, "harbour-P49") == "2:1 grain harbour on P49, for buildings on I33 and I38"
    assert ba.place_name(s, "seat-Red").startswith("Red: 1 VP, 7 cards, 3 gold")
    assert ba.place_name(s, "deck").startswith("development cards: 26 in the draw pile")
    for bad in ("H19", "Q3", "seat-Purple", "harbour-P1"):
        with pytest.raises(ValueError):
            ba.place_name(s, bad)


def test_labels_for_finds_the_printed_ids_a_narration_names():
    text = ("Red builds on I28 (next to P42); H12's third barbarian lands, CBA-8.4 applies, P99 and H2O are "
            "not places, I28 again.")
    assert ba.labels_for(text) == ("I28", "P42", "H12")
    for step in ba.WALKTHROUGH.steps:
        for place in ba.labels_for(step.narration):
            assert place in ba.render_svg(step.after)
