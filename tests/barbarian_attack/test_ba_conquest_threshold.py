"""The design-lab option conquest_threshold (2-5, default 3): conquest, liberation, battles, Treason, JSON, the
calculators and whole games with a threshold other than the scenario's 3 (CBA-9.5, CBA-9.9, CBA-10.1, CBA-10.10)."""

from __future__ import annotations

import hashlib
import json
import random
from fractions import Fraction

import pytest
from ba_helpers import (
    BLUE,
    RED,
    WHITE,
    assert_casualty_odds_match_simulation,
    assert_landing_odds_match_simulation,
    assert_landings_until_conquered_match_simulation,
)

from rulebook import JSONError, OptionError, play
from rulebook import barbarian_attack as ba
from rulebook.barbarian_attack import calculators as C
from rulebook.barbarian_attack import pieces as M
from rulebook.barbarian_attack import queries as Q
from rulebook.barbarian_attack.pieces import A
from rulebook.barbarian_attack.positions import position
from rulebook.fuzz import checked_game

SETTLE = "brick lumber wool grain"
H3, H0, H12, H15 = 3, 0, 12, 15          # H3 shows 9, H0 shows 3, H12 shows 4, H15 shows 5
H0_PATHS = ("P12", "P6", "P0", "P1", "P11", "P7")  # H0's six paths, none a castle path


def landing(threshold: int, barbarians: dict[str, int], **kw) -> ba.BAState:
    """Red builds a settlement on I36 and the landing begins (roll the totals with A('landing', n))."""
    s = position(active="Red", barbarians=barbarians, roads={"P46": "Red"}, hands={"Red": SETTLE},
                 conquest_threshold=threshold, **kw)
    return s.apply(A("settlement", 36))


def battles(s: ba.BAState) -> ba.BAState:
    return s.apply(A("finish_building")).apply(A("end_moves"))


def log_digest(state: ba.BAState) -> str:
    return hashlib.sha256(("\n".join(str(e) for e in state.log) + repr(state.scores())).encode()).hexdigest()


# --- the option ------------------------------------------------------------------------------------------------------

def test_default_is_three_and_a_seeded_game_is_the_same_with_or_without_naming_it():
    opt = ba.OPTIONS["conquest_threshold"]
    assert opt.default == 3 and "CBA-10.1" in opt.rule_ids and "design-lab" in opt.doc
    assert ba.new_game(seed=0).cfg.conquest_threshold == 3
    for players, seed in ((4, 3), (2, 11)):
        plain = play(ba.new_game(players=players, seed=seed), rng=seed, max_plies=ba.MAX_PLIES)
        named = play(ba.new_game(players=players, seed=seed, conquest_threshold=3), rng=seed, max_plies=ba.MAX_PLIES)
        assert plain.is_terminal() and log_digest(plain) == log_digest(named)
        assert plain.to_json() == named.to_json()


@pytest.mark.parametrize("bad", [1, 6, 0, 3.0, "3", True, None])
def test_bad_values_are_refused_naming_the_allowed_ones(bad):
    with pytest.raises(OptionError, match=r"conquest_threshold.*2, 3, 4, 5"):
        ba.new_game(seed=0, conquest_threshold=bad)


def test_rule_texts_say_three_is_the_scenarios_number_and_the_rest_a_variant():
    for rid in ba.OPTIONS["conquest_threshold"].rule_ids:
        assert "conquest_threshold" in ba.RULES[rid].text, rid
    assert "scenario" in ba.RULES["CBA-10.1"].text and "variant" in ba.RULES["CBA-10.1"].text


# --- conquest on the N-th barbarian ----------------------------------------------------------------------------------

@pytest.mark.parametrize("threshold", [2, 4, 5])
def test_a_hex_is_conquered_on_its_threshold_barbarian_and_not_before(threshold):
    # Rules: CBA-9.5, CBA-10.1, CBA-10.6
    # I16 touches only H3 and H7; H7 is conquered already, so Red's settlement falls with H3
    s = landing(threshold, {"H3": threshold - 2, "H7": threshold}, settlements={"I16": "Red"})
    assert s.conquered_hexes() == ("H7",) and s.vp(RED) == 2
    s = s.apply(A("landing", 9))
    assert s.barbarians(H3) == threshold - 1 and not s.is_conquered(H3), "one short: not conquered"
    s = s.apply(A("landing", 3)).apply(A("landing", 4))
    assert s.phase == M.MAIN and s.barbarians(H3) == threshold - 1
    fresh = landing(threshold, {"H3": threshold - 1, "H7": threshold}, settlements={"I16": "Red"})
    t = fresh.apply(A("landing", 9))
    assert t.barbarians(H3) == threshold and t.is_conquered(H3), "conquered on the N-th barbarian"
    assert t.building_conquered("I16") and t.vp(RED) == 1
    conquest = [e for e in t.log if "is conquered" in e.text and "H3(9)" in e.text]
    assert conquest and "CBA-9.5" in conquest[0].rule_ids
    full = landing(threshold, {"H3": threshold}).apply(A("landing", 9))
    assert full.barbarians(H3) == threshold, "a conquered hex receives no more barbarians"
    assert any("is conquered, nothing is placed" in e.text for e in full.log)


def test_with_threshold_4_three_barbarians_are_a_threat_not_a_conquest():
    s = position(active="Red", barbarians={"H17": 3}, settlements={"I49": "Blue"}, phase="production roll",
                 conquest_threshold=4)
    assert s.conquered_hexes() == () and s.vp(BLUE) == 1
    assert Q.hand_size(s.apply(A("roll", 6)), BLUE) == 1, "H17 still produces with 3 of 4"
    scenario = position(active="Red", barbarians={"H17": 3})
    assert scenario.conquered_hexes() == ("H17",), "the scenario's 3 would conquer it"


def test_with_threshold_2_a_landing_can_conquer_several_hexes_in_one_go():
    s = landing(2, {"H3": 1, "H0": 1, "H12": 1})
    for total in (9, 3, 4):
        s = s.apply(A("landing", total))
    assert s.conquered_hexes() == ("H0", "H3", "H12") and s.ever_conquered == s.cmask


# --- liberation: cards and battles ----------------------------------------------------------------------------------

@pytest.mark.parametrize("threshold", [2, 4])
def test_capture_liberates_below_the_threshold(threshold):
    # Rules: CBA-10.10, CBA-11.14
    s = position(active="Blue", barbarians={"H12": threshold}, settlements={"I38": "Red"},
                 hands={"Blue": "wool grain ore"}, draw_pile=(0, 0, 0, 4), conquest_threshold=threshold)
    assert s.vp(RED) == 0
    t = s.apply(A("buy_card")).apply(A("card", "capture")).apply(A("capture", H12))
    assert (t.barbarians(H12), t.conquered_hexes(), t.vp(RED)) == (threshold - 1, (), 1)
    assert any("liberated" in e.text for e in t.log)


@pytest.mark.parametrize("threshold", [2, 4])
def test_treason_conquers_a_target_reaching_the_threshold_and_liberates_a_source(threshold):
    # Rules: CBA-11.13b, CBA-11.13e, CBA-11.13f, CBA-10.10
    s = position(active="Red", barbarians={"H0": threshold, "H18": 1, "H3": threshold - 1},
                 hands={"Red": "wool grain ore"}, draw_pile=(0, 0, 4, 0), conquest_threshold=threshold)
    assert s.conquered_hexes() == ("H0",)
    t = s.apply(A("buy_card")).apply(A("card", "treason"))
    t = t.apply(A("treason_source", H0)).apply(A("treason_source", 18))
    assert t.conquered_hexes() == (), "H0 fell below the threshold and is free"
    assert not t.explain(A("treason_target", H0)).legal, "a source is not a target"
    t = t.apply(A("treason_target", H3))
    assert t.barbarians(H3) == threshold and t.conquered_hexes() == ("H3",)
    assert not t.explain(A("treason_target", H3)).legal
    assert t.explain(A("treason_target", H3)).rule_ids[0] == "CBA-11.13e"
    assert ba.check_invariants(t) == ()


@pytest.mark.parametrize("threshold", [2, 4, 5])
def test_battles_need_more_knights_than_barbarians_and_liberate(threshold):
    # Rules: CBA-13.4, CBA-13.6, CBA-13.7, CBA-10.10
    even = position(active="Red", barbarians={"H0": threshold}, knights=dict.fromkeys(H0_PATHS[:threshold], "Red"),
                    conquest_threshold=threshold)
    t = battles(even)
    assert t.barbarians(H0) == threshold and t.is_conquered(H0), "K = B: no battle, still conquered"
    assert any(f"do not outnumber {threshold} barbarian" in e.text for e in t.log)
    win = position(active="Red", barbarians={"H0": threshold}, knights=dict.fromkeys(H0_PATHS[:threshold + 1], "Red"),
                   settlements={"I3": "Blue"}, conquest_threshold=threshold)           # I3 touches only H0
    assert win.vp(BLUE) == 0
    t = battles(win)
    assert (t.prisoners[RED], t.barbarians(H0), t.conquered_hexes(), t.phase) == (threshold, 0, (), M.CASUALTY)
    assert t.vp(BLUE) == 1 and any("liberated" in e.text for e in t.log)


def test_threshold_5_tied_leaders_roll_off_for_a_leftover_of_three_and_the_rolloff_saves_and_loads():
    # Rules: CBA-13.8, CBA-13.9
    s = position(active="Red", barbarians={"H0": 5},
                 knights=dict(zip(H0_PATHS, ("Red", "Red", "Red", "Blue", "Blue", "Blue"))), conquest_threshold=5)
    t = battles(s)
    assert t.phase == M.ROLLOFF and t.ctx[2] == 3, "6 knights beat 5: one each, a leftover of 3"
    again = ba.from_json(t.to_json())
    assert again.to_json() == t.to_json() and again.chance_outcomes() == t.chance_outcomes()
    t = t.apply(A("rolloff", 6)).apply(A("rolloff", 2))
    assert (t.prisoners[RED], t.prisoners[BLUE], t.gold[BLUE], t.barbarians(H0)) == (4, 1, 3, 0)


def test_threshold_2_fewer_prisoners_than_factions_roll_off_for_both():
    s = position(active="Red", barbarians={"H12": 2}, knights={"P54": "Red", "P41": "Blue", "P50": "White"},
                 conquest_threshold=2)
    t = battles(s)
    assert t.phase == M.ROLLOFF and t.ctx[1:3] == ("short", 2)
    t = t.apply(A("rolloff", 6)).apply(A("rolloff", 5)).apply(A("rolloff", 1))
    assert (t.prisoners[RED], t.prisoners[BLUE], t.prisoners[WHITE], t.gold[WHITE]) == (1, 1, 0, 3)


def test_two_player_token_action_conquers_at_the_threshold():
    # Rules: CBA-15.9a, CBA-10.1
    s = position(2, active="Red", barbarians={"H0": 1, "H3": 3}, conquest_threshold=4)
    drive = [a for a in s.legal_actions() if a.kind == "drive_off" and a.args[:2] == (H0, H3)]
    assert drive, "H3 with 3 of 4 is not conquered and can take a barbarian"
    t = s.apply(drive[0])
    assert t.barbarians(H3) == 4 and t.conquered_hexes() == ("H3",)


# --- JSON ------------------------------------------------------------------------------------------------------------

def test_json_round_trip_with_threshold_4_and_a_hex_holding_4():
    s = position(active="Red", barbarians={"H3": 4, "H0": 3}, conquest_threshold=4)
    assert s.conquered_hexes() == ("H3",)
    text = s.to_json()
    again = ba.from_json(text)
    assert again.to_json() == text and again.cfg.conquest_threshold == 4
    assert again.conquered_hexes() == s.conquered_hexes()
    assert json.loads(text)["config"]["options"]["conquest_threshold"] == 4


@pytest.mark.parametrize("threshold,bad,message", [
    (4, 5, r"state\.barb\[3\]: 5 is out of range 0\.\.4"),
    (3, 4, r"state\.barb\[3\]: 4 is out of range 0\.\.3"),
    (2, 3, r"state\.barb\[3\]: 3 is out of range 0\.\.2"),
])
def test_json_refuses_a_hex_above_the_state_threshold(threshold, bad, message):
    data = json.loads(position(active="Red", barbarians={"H3": 1}, barbarian_supply=20,
                               conquest_threshold=threshold).to_json())
    data["state"]["barb"][H3] = bad
    data["state"]["barb_supply"] -= bad - 1
    with pytest.raises(JSONError, match=message):
        ba.from_json(json.dumps(data))


def test_json_refuses_a_bad_threshold_and_reads_a_save_from_before_the_option_as_three():
    data = json.loads(position(active="Red", barbarians={"H3": 3}).to_json())
    data["config"]["options"]["conquest_threshold"] = 7
    with pytest.raises(JSONError, match=r"config\.options\.conquest_threshold.*2, 3, 4, 5"):
        ba.from_json(json.dumps(data))
    del data["config"]["options"]["conquest_threshold"]
    old = ba.from_json(json.dumps(data))
    assert old.cfg.conquest_threshold == 3 and old.conquered_hexes() == ("H3",)


# --- calculators against seeded simulations --------------------------------------------------------------------------

@pytest.mark.parametrize("threshold", [2, 4])
def test_landing_odds_follow_the_threshold_and_match_the_engine(threshold):
    s = position(active="Red", barbarians={"H1": min(3, threshold), "H3": 1}, barbarian_supply=12,
                 conquest_threshold=threshold)
    exact = assert_landing_odds_match_simulation(s, random.Random(threshold), 1200)
    assert (exact[1] == 0) == (threshold == 2), "H1 holds 2 of 2 (conquered) or 3 of 4 (not)"


@pytest.mark.parametrize("threshold,start", [(2, 0), (4, 1)])
def test_landings_until_conquered_uses_the_state_threshold_and_matches_simulation(threshold, start):
    s = position(active="Red", barbarians={"H15": start}, conquest_threshold=threshold)
    dist = C.landings_until_conquered(s, H15)
    need = threshold - start
    assert dist["needed"] == need and abs(sum(dist["pmf"]) - 1) < 1e-8
    assert dist["pmf"][need] == dist["p"] ** need and dist["mean"] == need / dist["p"]
    assert_landings_until_conquered_match_simulation(s, H15, random.Random(100 + threshold), 600,
                                                     (need, need + 1, need + 3))
    done = position(active="Red", barbarians={"H15": threshold}, conquest_threshold=threshold)
    assert C.landings_until_conquered(done, H15)["pmf"] == [1]


@pytest.mark.parametrize("threshold", [2, 4])
def test_casualty_odds_with_the_threshold_match_simulation(threshold):
    # H12 holds the threshold and is beaten by one knight more; H7 (1 barbarian) is fought by P40 and P33
    knights = dict.fromkeys(("P54", "P49", "P41", "P50", "P40")[:threshold + 1], "Red") | {"P33": "Blue"}
    s = position(active="Red", barbarians={"H12": threshold, "H7": 1}, knights=knights, phase="knight movement",
                 conquest_threshold=threshold)
    exact = C.casualty_odds(s)
    assert exact[54] == Fraction(1, 3), "H12 is won, and its casualty roll takes P54 one time in three"
    assert_casualty_odds_match_simulation(s, random.Random(threshold), 1200)


# --- whole games -----------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("threshold", [2, 4])
def test_checked_random_games_with_the_threshold_finish_without_violations(threshold):
    for players, seed in ((4, 1), (4, 2), (3, 3), (2, 4)):
        report = checked_game(ba, seed, players, options={"conquest_threshold": threshold})
        assert report.violations == [] and report.truncated == 0, (players, seed, report.violations[:3])


@pytest.mark.parametrize("threshold", [2, 4])
def test_heuristic_games_with_the_threshold_finish(threshold):
    for seed in (5, 6):
        state = ba.new_game(players=4, seed=seed, conquest_threshold=threshold)
        final = play(state, ba.BOTS["heuristic"](), rng=seed, max_plies=ba.MAX_PLIES)
        assert final.is_terminal() and final.winners() and ba.check_invariants(final) == ()
        assert max(final.barb) <= threshold


def test_render_shows_counts_against_a_variant_threshold():
    svg = position(active="Red", barbarians={"H3": 4, "H0": 1}, conquest_threshold=4)._repr_svg_()
    assert ">4/4</text>" in svg and ">1/4</text>" in svg and "conquest at 4 barbarians" in svg
    plain = position(active="Red", barbarians={"H3": 3})._repr_svg_()
    assert ">3</text>" in plain and "design-lab" not in plain
