"""The public position builder `ba.position(...)`, its inverse `ba.position_args(state)`, and the read-only queries
a state answers by place and seat names (CBA-0.3: positions of questions are built, not played)."""

from __future__ import annotations

import doctest
import random

import pytest

from rulebook import CHANCE, PositionError
from rulebook import barbarian_attack as ba
from rulebook.barbarian_attack import positions
from rulebook.barbarian_attack.pieces import A
from rulebook.barbarian_attack.setup import initial_state
from rulebook.core import sample_outcome


def rebuilt(s: ba.State) -> ba.State:
    return ba.position(**ba.position_args(s))


def seeded_positions(players: int, seed: int, every: int = 40) -> list[ba.State]:
    """Positions at the start of phase 2 from a seeded random game."""
    s, rng, out, plies = ba.new_game(players=players, seed=seed), random.Random(seed), [], 0
    bot = ba.BOTS["random"]()
    while not s.is_terminal():
        if s.current_player == CHANCE:
            s = s.apply(sample_outcome(s.chance_outcomes(), rng))
            continue
        if s.phase_name == "trade and build" and plies % every == 0:
            out.append(s)
        s = s.apply(bot.choose(s, rng))
        plies += 1
    return out


# --- position_args rebuilds the same table -----------------------------------------------------------------------


def test_every_faq_start_position_is_rebuilt_exactly():
    for case in ba.FAQ:
        start = case.script().start
        assert rebuilt(start).to_json() == start.to_json(), case.id


def test_every_walkthrough_step_is_rebuilt_with_the_same_table():
    for k, step in enumerate(ba.WALKTHROUGH):
        for s in (step.before, step.after):
            assert ba.table_facts(rebuilt(s)) == ba.table_facts(s), f"step {k + 1}: {step.title}"


@pytest.mark.parametrize(("players", "seed"), [(4, 0), (3, 1), (2, 2)])
def test_positions_of_seeded_games_are_rebuilt_with_the_same_table(players, seed):
    found = seeded_positions(players, seed)
    assert len(found) >= 3
    for s in found:
        again = rebuilt(s)
        assert ba.table_facts(again) == ba.table_facts(s)
        assert again.legal_actions() == s.legal_actions(), "the same table offers the same moves"


def test_a_position_in_the_middle_of_a_decision_is_refused_by_name():
    s = ba.position(active="Red", phase="production roll", hands={"Red": "8 ore"}).apply(A("roll", 7))
    assert s.phase_name == "discarding on a 7"
    with pytest.raises(PositionError, match="discarding on a 7"):
        ba.position_args(s)


def test_the_founding_position_is_a_new_game_of_the_same_layout():
    s = ba.position(players=3, active="Red", phase="founding", barbarians={"H7": 1, "H18": 1})
    assert s.to_json() == initial_state(s.cfg, 0).to_json()
    moves = [A("settlement", 53), A("road", 70), A("settlement", 0), A("road", 0), A("settlement", 26),
             A("road", 32), A("city", 14), A("road", 15), A("city", 43), A("road", 54), A("city", 12)]
    for move in moves:
        s = s.apply(move)
        again = rebuilt(s)
        assert ba.position_args(s)["phase"] == "founding"
        assert (again.phase_name, again.active, again.legal_actions()) == (s.phase_name, s.active, s.legal_actions())
        assert ba.table_facts(again) == ba.table_facts(s)
    assert s.phase_name == "founding: the city's road" and s.active == "Red"


def test_the_module_docstring_example_runs():
    assert doctest.testmod(positions, raise_on_error=False).failed == 0


# --- what the builder can set ------------------------------------------------------------------------------------


def test_every_moment_the_builder_offers():
    two = {"players": 2}
    cases = {"trade and build": {}, "production roll": {}, "event card": {"event_cards": True},
             "before the roll": two, "knight movement": {"knights": {"P40": "Red"}, "moved": ["P40"]},
             "barbarian landing": {}, "development card draw": {"top_card": "Black Knight"},
             "battles: casualty die": {"battle_hex": "H12", "knights": {"P54": "Red"}}, "game over": {}}
    for phase, extra in cases.items():
        s = ba.position(active="Red", phase=phase, **extra)
        assert s.phase_name == phase
        assert ba.check_invariants(s) == ()
    draw = ba.position(active="Red", phase="development card draw", top_card="Black Knight")
    assert [a.args[0] for a, _ in draw.chance_outcomes()] == ["free_knight"]
    assert ba.position(active="Red", phase="game over").winner_name == "Red"


def test_seats_places_and_cards_by_name_any_case_or_number():
    a = ba.position(active="blue", settlements={"i11": "RED"}, cities={29: 0}, knights={"p63": "White"},
                    barbarians={"h3": 2}, hands={"red": {"brick": 2}, 1: "ore"}, draw_pile={"intrigue": 4})
    assert (a.active, a.building_at("I11"), a.building_at("I29").kind, a.knight_at("P63")) == (
        "Blue", ("Red", "settlement", False), "city", "White")
    assert (a.barbarians("H3"), a.hand("Red")["brick"], a.hand(1)["ore"]) == (2, 2, 1)
    assert a.development_piles()["draw"] == {"Knighthood": 0, "Black Knight": 0, "Treason": 0, "Intrigue": 4}
    two = ba.position(2, roads={"P20": "Neutral White"}, knights={"P50": "foreign"}, tokens={"Red": 3})
    assert (two.road_at("P20"), two.knight_at("P50"), two.tokens_of("Red"), two.tokens_of("Blue")) == (
        "Neutral White", "Foreign", 3, 5)
    assert two.building_at("I13") == ("Neutral White", "settlement", False), "the neutral start settlements are there"


def test_conquered_hexes_and_holders():
    s = ba.position(conquered=["H3"], settlements={"I11": "Blue"})
    assert (s.barbarians("H3"), s.is_conquered("H3"), s.building_conquered("I11")) == (3, True, True)
    assert ba.position(conquered=["H3"], conquest_threshold=4).barbarians("H3") == 4
    roads = dict.fromkeys(("P71", "P70", "P69", "P68", "P67"), "Red") | dict.fromkeys(
        ("P39", "P40", "P41", "P42", "P43"), "Blue")
    tie = ba.position(roads=roads, longest_road_holder="Blue")
    assert tie.longest_road_holder == "Blue" and rebuilt(tie).longest_road_holder == "Blue"
    assert ba.position(roads=roads).longest_road_holder is None, "a tie and no holder named: nobody holds it"


BAD = [
    (dict(players=5), "players"),
    (dict(active="Purple"), "active"),
    (dict(players=3, active="Orange"), "active"),
    (dict(phase="discarding on a 7"), "phase"),
    (dict(phase="before the roll"), "phase"),
    (dict(phase="event card"), "phase"),
    (dict(settlements={"I54": "Red"}), "settlements"),
    (dict(settlements={"I11": "Red"}, cities={"I11": "Blue"}), "cities"),
    (dict(cities={"I11": "Neutral White"}), "cities"),
    (dict(roads={"P72": "Red"}), "roads"),
    (dict(roads={"P1": "Purple"}), "roads"),
    (dict(knights={"P1": "Foreign"}), "knights"),
    (dict(knights={f"P{p}": "Red" for p in range(7)}), "knights"),
    (dict(barbarians={"H9": 1}), "barbarians"),
    (dict(barbarians={"H99": 1}), "barbarians"),
    (dict(barbarians={"H3": 4}), "barbarians"),
    (dict(barbarians={"H3": 2}, conquered=["H3"]), "conquered"),
    (dict(conquered=["H16"]), "conquered"),
    (dict(hands={"Red": "2 bricks"}), "hands"),
    (dict(hands={"Red": "20 ore"}), "hands"),
    (dict(hands={"Red": "10 ore", "Blue": "10 ore"}), "hands"),
    (dict(gold={"Red": -1}), "gold"),
    (dict(prisoners={"Red": 31}), "barbarians"),
    (dict(tokens={"Red": 2}), "tokens"),
    (dict(players=2, tokens={"Red": 15, "Blue": 6}), "tokens"),
    (dict(draw_pile={"Monopoly": 1}), "draw_pile"),
    (dict(draw_pile={"Knighthood": 15}), "draw_pile"),
    (dict(discard_pile={"Treason": 5}), "discard_pile"),
    (dict(barbarian_supply=1), "barbarian_supply"),
    (dict(top_card="Treason", draw_pile={"Treason": 1}), "top_card"),
    (dict(event_pile={"Number 13": 1}, event_cards=True), "event_pile"),
    (dict(longest_road_holder="Red"), "longest_road_holder"),
    (dict(harbormaster_holder="Red"), "harbormaster_holder"),
    (dict(moved=["P40"]), "moved"),
    (dict(phase="battles: casualty die"), "battle_hex"),
    (dict(battle_hex="H12"), "battle_hex"),
    (dict(phase="founding", settlements={"I53": "Red", "I0": "Blue"}), "phase"),
    (dict(turn=0), "turn"),
    (dict(terrain=("forest",)), "terrain"),
    (dict(no_such_option=True), "options"),
]


@pytest.mark.parametrize(("kwargs", "field"), BAD)
def test_a_bad_field_is_refused_by_name_and_nothing_is_built(kwargs, field):
    with pytest.raises(PositionError) as caught:
        ba.position(**kwargs)
    assert caught.value.field.startswith(field), str(caught.value)
    assert isinstance(caught.value, ValueError)


def test_the_conservation_laws_run_after_the_fields():
    with pytest.raises(PositionError, match="draw pile"):
        ba.position(phase="development card draw", draw_pile=(0, 0, 0, 0))
    with pytest.raises(PositionError, match="supply"):
        ba.position(phase="barbarian landing", barbarians={"H3": 2}, barbarian_supply=0)


# --- the queries -------------------------------------------------------------------------------------------------


def test_queries_read_places_and_seats_by_name():
    s = ba.position(active="White", barbarians={"H3": 2, "H1": 3}, barbarian_supply=20,
                    settlements={"I11": "Red", "I12": "Blue"}, cities={"I29": "White"}, roads={"P46": "White"},
                    knights={"P40": "Red"}, hands={"White": "brick lumber wool grain"}, gold={"Red": 2},
                    prisoners={"Blue": 3})
    assert s.is_conquered("H1") and not s.is_conquered("H3") and s.conquered_hexes() == ("H1",)
    assert s.barbarians_on_board() == {"H1": 3, "H3": 2} and s.barbarians(3) == 2
    assert s.building_at("I29") == ba.Building("White", "city", False) and s.building_at("I30") is None
    assert (s.road_at("P46"), s.road_at("P47"), s.knight_at("P40"), s.knights_of("Red")) == ("White", None, "Red",
                                                                                             ("P40",))
    assert s.hand("White") == {"brick": 1, "lumber": 1, "wool": 1, "grain": 1, "ore": 0}
    assert (s.cards_in_hand("White"), s.gold_of("Red"), s.prisoners_of("Blue")) == (4, 2, 3)
    assert (s.victory_points("Red"), s.victory_points("White"), s.victory_points("Blue")) == (1, 2, 2)
    assert s.harbours_of("Red") == ("P18",) and s.harbour_at("P18") == "generic" and s.harbour_at("P1") is None
    assert (s.trade_rate("Red", "ore"), s.trade_rate("White", "ore")) == (3, 4)
    assert (s.produces("H8"), s.produces("H2")) == ("grain", None)
    assert (s.active, s.player_to_move, s.phase_name, s.winner_name) == ("White", "White", "trade and build", None)
    assert s.victory_target == 12 and s.card_in_play is None and s.phase_details() == {}
    with pytest.raises(PositionError, match="I54"):
        s.building_at("I54")
    with pytest.raises(PositionError, match="Purple"):
        s.hand("Purple")


def test_phase_details_say_what_is_being_decided():
    s = ba.position(active="Red", barbarians={"H7": 1}, hands={"Red": "wool grain ore"}, top_card="Treason")
    t = s.apply(A("buy_card")).apply(A("card", "treason"))
    assert t.phase_name == "Treason: placing barbarians" and t.card_in_play == "Treason"
    assert t.phase_details() == {"sources": ("H7",), "to place": 2, "targets": ()}
    landing = ba.position(active="Red", roads={"P46": "Red"}, hands={"Red": "brick lumber wool grain"})
    landing = landing.apply(A("settlement", 36)).apply(A("landing", 4))
    assert landing.phase_details() == {"accepted": (4,), "rejected": 0}


def test_score_breakdown_adds_up():
    from rulebook.barbarian_attack.scoring import score_breakdown
    s = ba.position(conquered=["H12"], settlements={"I29": "Red"}, cities={"I31": "Red", "I38": "Red"},
                    prisoners={"Red": 5}, roads=dict.fromkeys(("P71", "P70", "P69", "P68", "P67"), "Red"))
    parts = score_breakdown(s, 0)
    assert sum(parts.values()) == s.victory_points("Red") == 7
    assert parts["prisoners, 1 per 2 (CBA-14.3)"] == 2 and parts["Longest Road (CBA-14.2)"] == 2
