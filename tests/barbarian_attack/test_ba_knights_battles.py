"""Knight movement (CBA-12) and battles (CBA-13)."""

from __future__ import annotations

import pytest
from ba_helpers import RED

from rulebook import IllegalAction
from rulebook.barbarian_attack import board as G
from rulebook.barbarian_attack import pieces as M
from rulebook.barbarian_attack.pieces import A
from rulebook.barbarian_attack.positions import position


def battles(s):
    s = s.apply(A("finish_building"))
    return s.apply(A("end_moves")) if s.phase == M.KNIGHTS else s


def test_CBA_12_1_12_2_one_knight_per_path_roads_do_not_matter():
    # Rules: CBA-12.1, CBA-12.2
    s = position(active="Red", knights={"P60": "Red", "P52": "Blue"}, roads={"P59": "Blue"}, phase="knight movement")
    assert s.explain(A("move", 60, 59)).legal, "a knight may stand on another player's road"
    assert not s.explain(A("move", 60, 52)).legal


def test_CBA_12_3_knights_leave_only_as_casualties_back_to_supply():
    s = position(active="Red", barbarians={"H12": 1}, knights={"P54": "Red", "P41": "Red"})
    kinds = {a.kind for a in s.apply(A("finish_building")).legal_actions()}
    assert kinds <= {"move", "move_far", "end_moves"}, "no action removes a knight by choice"
    t = battles(s).apply(A("castle_die", 2))    # backslash: P54 and P41
    assert t.knights_left[RED] == 6 and t.knight.count(RED) == 0


def test_CBA_12_4_12_5_12_9_range_grain_and_once_per_turn():
    # Rules: CBA-12.4, CBA-12.5, CBA-12.9
    s = position(active="Red", knights={"P63": "Red", "P56": "Red"}, hands={"Red": "2 grain"}, phase="knight movement")
    far = [a for a in s.legal_actions() if a.kind == "move_far" and a.args[0] == 63]
    assert far and all(4 <= G.PATH_DISTANCE[63][a.args[1]] <= 5 for a in far)
    t = s.apply(A("move", 63, 64))
    assert not any(a.args[0] == 64 for a in t.legal_actions() if a.kind in ("move", "move_far"))
    with pytest.raises(IllegalAction) as err:
        t.apply(A("move", 64, 69))
    assert "CBA-12.9" in err.value.rule_ids


def test_CBA_12_6_12_10_moves_pass_pieces_and_may_end_on_a_path_just_left():
    # Rules: CBA-12.6, CBA-12.10
    s = position(active="Red", knights={"P60": "Red", "P61": "Red"}, phase="knight movement")
    assert not s.explain(A("move", 60, 61)).legal
    t = s.apply(A("move", 61, 53))
    assert t.explain(A("move", 60, 61)).legal, "P61 was just vacated"


def test_CBA_12_7_12_7a_castle_knights_stay_until_phase_3_then_must_leave():
    # Rules: CBA-12.7, CBA-12.7a
    s = position(active="Red", knights={"P56": "Red", "P65": "Red"}, hands={"Red": "brick lumber"},
                 roads={"P46": "Red"})
    s = s.apply(A("road", 52))
    assert s.knight_at("P56") == "Red"
    k = s.apply(A("finish_building"))
    assert not k.explain(A("end_moves")).legal and "CBA-12.7" in k.explain(A("end_moves")).rule_ids
    assert not k.explain(A("move", 65, 55)).legal and not k.explain(A("move", 56, 63)).legal


def test_CBA_12_8_option_forbids_crossing_castle_paths():
    s = position(active="Red", knights={"P56": "Red"}, hands={"Red": "grain"}, phase="knight movement")
    assert s.explain(A("move", 56, 54)).legal
    strict = position(active="Red", knights={"P56": "Red"}, hands={"Red": "grain"}, phase="knight movement",
                      knights_may_pass_over_castle_paths=False)
    assert not strict.explain(A("move", 56, 54)).legal
    assert G.PATH_DISTANCE_NO_CASTLE_CROSSING[56][54] == 5 and strict.explain(A("move_far", 56, 54)).legal


def _blockers(castle_path: int, steps: int) -> dict[int, int]:
    """Knights of Blue, White and Orange (up to 18) on every non-castle path within `steps` of a castle path."""
    paths = [p for p in range(72) if not G.IS_CASTLE_PATH[p] and G.PATH_DISTANCE[castle_path][p] <= steps]
    factions = ["Blue"] * 6 + ["White"] * 6 + ["Orange"] * 6 + ["Red"] * 5
    return dict(zip((f"P{p}" for p in paths), factions))


def test_CBA_12_11_stranded_castle_knight_stays_or_leaves_by_option():
    far = _blockers(66, 5)
    s = position(4, active="Red", knights={"P66": "Red", **far}, hands={"Red": "grain"}, phase="knight movement")
    assert not any(a.args[0] == 66 for a in s.legal_actions() if a.kind != "end_moves"), "nowhere to go"
    assert s.explain(A("end_moves")).legal
    assert s.apply(A("end_moves")).knight_at("P66") == "Red", "it stays"
    gone = position(4, active="Red", knights={"P66": "Red", **far}, phase="knight movement",
                    stranded_castle_knight="removed_without_gold").apply(A("end_moves"))
    assert gone.knight_at("P66") is None and gone.gold_of("Red") == 0
    near = _blockers(66, 3)
    pay = position(4, active="Red", knights={"P66": "Red", **near}, hands={"Red": "grain"}, phase="knight movement")
    assert not pay.explain(A("end_moves")).legal, "with a grain the stranded knight must pay to leave"
    assert {a.kind for a in pay.legal_actions() if a.args and a.args[0] == 66} == {"move_far"}


def test_CBA_12_12_12_13_13_4_knights_of_every_colour_count_at_each_hex_they_border():
    # Rules: CBA-12.12, CBA-12.13, CBA-13.4
    s = position(active="White", barbarians={"H7": 1, "H12": 1}, knights={"P40": "Red"})
    t = battles(s)
    assert t.prisoners[RED] == 0, "one knight does not beat one barbarian"
    s = position(active="White", barbarians={"H7": 1, "H12": 1}, knights={"P40": "Red", "P54": "Blue"})
    t = battles(s)
    assert t.phase == M.ROLLOFF, "at H12 Red and Blue beat 1 in White's turn and roll off"


def test_CBA_13_1_13_5_battle_checks_every_turn_and_skip_empty_hexes():
    # Rules: CBA-13.1, CBA-13.5
    t = battles(position(active="Red", knights={"P0": "Red", "P1": "Red"}))
    lines = [e.text for e in t.log if e.text.startswith("H")]
    assert len(lines) == 10 and all("no barbarians, no battle" in x for x in lines)


def test_CBA_13_3_13_17_casualties_leave_before_the_next_hex_survivors_fight_again():
    # Rules: CBA-13.3, CBA-13.17
    s = position(active="Red", barbarians={"H12": 1, "H7": 1}, knights={"P40": "Red", "P54": "Red", "P33": "Red"})
    t = battles(s).apply(A("castle_die", 2))  # at H12 backslash: P54 falls; P40 survives
    assert t.knight_at("P40") == "Red" and t.phase == M.CASUALTY and t.prisoners[RED] == 2, "P40 won H7 too"


def test_CBA_13_6_13_7_13_10_prisoners_then_liberation_before_casualties_prisoners_are_kept():
    # Rules: CBA-13.6, CBA-13.7, CBA-13.10
    s = position(active="Red", barbarians={"H12": 3}, knights={"P54": "Red", "P49": "Red", "P41": "Red", "P40": "Red"},
                 settlements={"I38": "Blue"})
    t = battles(s)
    assert (t.prisoners[RED], t.barb[12], t.phase) == (3, 0, M.CASUALTY)
    assert not t.building_conquered("I38")
    texts = [e.text for e in t.log]
    assert texts.index(next(x for x in texts if "takes 3 prisoner" in x)) < texts.index(
        next(x for x in texts if "liberated" in x))
    assert t.barb_supply == s.barb_supply, "prisoners never return to the supply"
    assert "prisoner" not in " ".join(M.ITEMS), "prisoners cannot be traded"


def test_CBA_13_8_13_9_rolloff_dice_option_two_dice():
    # Rules: CBA-13.8, CBA-13.9
    s = position(active="Red", barbarians={"H15": 1}, knights={"P61": "Red", "P60": "Blue"}, rolloff_dice=2)
    t = battles(s)
    assert {a.args[0] for a, _ in t.chance_outcomes()} == set(range(2, 13))
    one = battles(position(active="Red", barbarians={"H15": 1}, knights={"P61": "Red", "P60": "Blue"}))
    assert {a.args[0] for a, _ in one.chance_outcomes()} == set(range(1, 7))


def test_CBA_13_11_13_12_13_13_13_14_13_15_13_16_casualty_die():
    # Rules: CBA-13.11, CBA-13.12, CBA-13.13, CBA-13.14, CBA-13.15, CBA-13.16
    s = position(active="Red", barbarians={"H15": 1}, knights={"P61": "Red", "P47": "Red"})  # P61 slash, P47 backslash
    t = battles(s)
    assert t.phase == M.CASUALTY
    v = t.apply(A("castle_die", 3))     # vertical: nobody stands there, yet the die was rolled
    assert (v.knight.count(RED), v.gold[RED]) == (2, 0)
    assert any("castle die 3" in e.text or "casualty die 3" in e.text for e in v.log)
    sl = t.apply(A("castle_die", 4))    # classic 4 = slash
    assert (sl.knight_at("P61"), sl.gold_of("Red"), sl.knights_lost) == (None, 3, 1)
    modern = battles(position(active="Red", barbarians={"H15": 1}, knights={"P61": "Red", "P47": "Red"},
                              edition="2025"))
    assert modern.apply(A("castle_die", 6)).knight_at("P61") is None, "2025: 1&6 slash"
    assert modern.apply(A("castle_die", 4)).knight_at("P61") == "Red", "2025: 3&4 vertical"


def test_CBA_13_18_a_knight_left_on_a_castle_path_fights_for_the_coast_it_borders():
    # Blue's knight stranded on P55
    s = position(active="Red", barbarians={"H12": 1}, knights={"P55": "Blue", "P54": "Red"})
    t = battles(s)
    assert t.phase == M.ROLLOFF, "K = 2 (P55 counts for H12) beats 1 barbarian; Red and Blue roll off"
    assert battles(position(active="Red", barbarians={"H12": 1}, knights={"P54": "Red"})).prisoners[RED] == 0
