"""Knight movement (CBA-12) and battles (CBA-13)."""

from __future__ import annotations

import pytest

from rulebook import IllegalAction
from rulebook.barbarian_attack import geometry as G
from rulebook.barbarian_attack import model as M
from rulebook.barbarian_attack.actions import A
from rulebook.barbarian_attack.positions import BLUE, RED, WHITE, position


def battles(s):
    s = s.apply(A("finish_building"))
    return s.apply(A("end_moves")) if s.phase == M.KNIGHTS else s


def test_CBA_12_1_12_2_one_knight_per_path_roads_do_not_matter():
    # Rules: CBA-12.1, CBA-12.2
    s = position(seat=RED, knights={60: RED, 52: BLUE}, roads={59: BLUE}, phase=M.KNIGHTS)
    assert s.explain(A("move", 60, 59)).legal, "a knight may stand on another player's road"
    assert not s.explain(A("move", 60, 52)).legal


def test_CBA_12_3_knights_leave_only_as_casualties_back_to_supply():
    s = position(seat=RED, barb={12: 1}, knights={54: RED, 41: RED})
    kinds = {a.kind for a in s.apply(A("finish_building")).legal_actions()}
    assert kinds <= {"move", "move_far", "end_moves"}, "no action removes a knight by choice"
    t = battles(s).apply(A("castle_die", 2))    # backslash: P54 and P41
    assert t.knights_left[RED] == 6 and t.knight.count(RED) == 0


def test_CBA_12_4_12_5_12_9_range_grain_and_once_per_turn():
    # Rules: CBA-12.4, CBA-12.5, CBA-12.9
    s = position(seat=RED, knights={63: RED, 56: RED}, hands={RED: "2 grain"}, phase=M.KNIGHTS)
    far = [a for a in s.legal_actions() if a.kind == "move_far" and a.args[0] == 63]
    assert far and all(4 <= G.PATH_DISTANCE[63][a.args[1]] <= 5 for a in far)
    t = s.apply(A("move", 63, 64))
    assert not any(a.args[0] == 64 for a in t.legal_actions() if a.kind in ("move", "move_far"))
    with pytest.raises(IllegalAction) as err:
        t.apply(A("move", 64, 69))
    assert "CBA-12.9" in err.value.rule_ids


def test_CBA_12_6_12_10_moves_pass_pieces_and_may_end_on_a_path_just_left():
    # Rules: CBA-12.6, CBA-12.10
    s = position(seat=RED, knights={60: RED, 61: RED}, phase=M.KNIGHTS)
    assert not s.explain(A("move", 60, 61)).legal
    t = s.apply(A("move", 61, 53))
    assert t.explain(A("move", 60, 61)).legal, "P61 was just vacated"


def test_CBA_12_7_12_7a_castle_knights_stay_until_phase_3_then_must_leave():
    # Rules: CBA-12.7, CBA-12.7a
    s = position(seat=RED, knights={56: RED, 65: RED}, hands={RED: "brick lumber"}, roads={46: RED})
    s = s.apply(A("road", 52))
    assert s.knight[56] == RED
    k = s.apply(A("finish_building"))
    assert not k.explain(A("end_moves")).legal and "CBA-12.7" in k.explain(A("end_moves")).rule_ids
    assert not k.explain(A("move", 65, 55)).legal and not k.explain(A("move", 56, 63)).legal


def test_CBA_12_8_option_forbids_crossing_castle_paths():
    s = position(seat=RED, knights={56: RED}, hands={RED: "grain"}, phase=M.KNIGHTS)
    assert s.explain(A("move", 56, 54)).legal
    strict = position(seat=RED, knights={56: RED}, hands={RED: "grain"}, phase=M.KNIGHTS,
                      knights_may_pass_over_castle_paths=False)
    assert not strict.explain(A("move", 56, 54)).legal
    assert G.PATH_DISTANCE_NO_CASTLE_CROSSING[56][54] == 5 and strict.explain(A("move_far", 56, 54)).legal


def _blockers(castle_path: int, steps: int) -> dict[int, int]:
    """Knights of Blue, White and Orange (up to 18) on every non-castle path within `steps` of a castle path."""
    paths = [p for p in range(72) if not G.IS_CASTLE_PATH[p] and G.PATH_DISTANCE[castle_path][p] <= steps]
    factions = [BLUE] * 6 + [WHITE] * 6 + [3] * 6 + [RED] * 5
    return dict(zip(paths, factions))


def test_CBA_12_11_stranded_castle_knight_stays_or_leaves_by_option():
    far = _blockers(66, 5)
    s = position(4, seat=RED, knights={66: RED, **far}, hands={RED: "grain"}, phase=M.KNIGHTS)
    assert not any(a.args[0] == 66 for a in s.legal_actions() if a.kind != "end_moves"), "nowhere to go"
    assert s.explain(A("end_moves")).legal
    assert s.apply(A("end_moves")).knight[66] == RED, "it stays"
    gone = position(4, seat=RED, knights={66: RED, **far}, phase=M.KNIGHTS,
                    stranded_castle_knight="removed_without_gold").apply(A("end_moves"))
    assert gone.knight[66] == -1 and gone.gold[RED] == 0
    near = _blockers(66, 3)
    pay = position(4, seat=RED, knights={66: RED, **near}, hands={RED: "grain"}, phase=M.KNIGHTS)
    assert not pay.explain(A("end_moves")).legal, "with a grain the stranded knight must pay to leave"
    assert {a.kind for a in pay.legal_actions() if a.args and a.args[0] == 66} == {"move_far"}


def test_CBA_12_12_12_13_13_4_knights_of_every_colour_count_at_each_hex_they_border():
    # Rules: CBA-12.12, CBA-12.13, CBA-13.4
    s = position(seat=WHITE, barb={7: 1, 12: 1}, knights={40: RED})
    t = battles(s)
    assert t.prisoners[RED] == 0, "one knight does not beat one barbarian"
    s = position(seat=WHITE, barb={7: 1, 12: 1}, knights={40: RED, 54: BLUE})
    t = battles(s)
    assert t.phase == M.ROLLOFF, "at H12 Red and Blue beat 1 in White's turn and roll off"


def test_CBA_13_1_13_5_battle_checks_every_turn_and_skip_empty_hexes():
    # Rules: CBA-13.1, CBA-13.5
    t = battles(position(seat=RED, knights={0: RED, 1: RED}))
    lines = [e.text for e in t.log if e.text.startswith("H")]
    assert len(lines) == 10 and all("no barbarians, no battle" in x for x in lines)


def test_CBA_13_3_13_17_casualties_leave_before_the_next_hex_survivors_fight_again():
    # Rules: CBA-13.3, CBA-13.17
    s = position(seat=RED, barb={12: 1, 7: 1}, knights={40: RED, 54: RED, 33: RED})
    t = battles(s).apply(A("castle_die", 2))  # at H12 backslash: P54 falls; P40 survives
    assert t.knight[40] == RED and t.phase == M.CASUALTY and t.prisoners[RED] == 2, "P40 won H7 too"


def test_CBA_13_6_13_7_13_10_prisoners_then_liberation_before_casualties_prisoners_are_kept():
    # Rules: CBA-13.6, CBA-13.7, CBA-13.10
    s = position(seat=RED, barb={12: 3}, knights={54: RED, 49: RED, 41: RED, 40: RED}, buildings={38: BLUE})
    t = battles(s)
    assert (t.prisoners[RED], t.barb[12], t.phase) == (3, 0, M.CASUALTY)
    assert not M.building_conquered(t.cmask, 38)
    texts = [e.text for e in t.log]
    assert texts.index(next(x for x in texts if "takes 3 prisoner" in x)) < texts.index(
        next(x for x in texts if "liberated" in x))
    assert t.barb_supply == s.barb_supply, "prisoners never return to the supply"
    assert "prisoner" not in " ".join(M.ITEMS), "prisoners cannot be traded"


def test_CBA_13_8_13_9_rolloff_dice_option_two_dice():
    # Rules: CBA-13.8, CBA-13.9
    s = position(seat=RED, barb={15: 1}, knights={61: RED, 60: BLUE}, rolloff_dice=2)
    t = battles(s)
    assert {a.args[0] for a, _ in t.chance_outcomes()} == set(range(2, 13))
    one = battles(position(seat=RED, barb={15: 1}, knights={61: RED, 60: BLUE}))
    assert {a.args[0] for a, _ in one.chance_outcomes()} == set(range(1, 7))


def test_CBA_13_11_13_12_13_13_13_14_13_15_13_16_casualty_die():
    # Rules: CBA-13.11, CBA-13.12, CBA-13.13, CBA-13.14, CBA-13.15, CBA-13.16
    s = position(seat=RED, barb={15: 1}, knights={61: RED, 47: RED})  # P61 slash, P47 backslash
    t = battles(s)
    assert t.phase == M.CASUALTY
    v = t.apply(A("castle_die", 3))     # vertical: nobody stands there, yet the die was rolled
    assert (v.knight.count(RED), v.gold[RED]) == (2, 0)
    assert any("castle die 3" in e.text or "casualty die 3" in e.text for e in v.log)
    sl = t.apply(A("castle_die", 4))    # classic 4 = slash
    assert (sl.knight[61], sl.gold[RED], sl.knights_lost) == (-1, 3, 1)
    modern = battles(position(seat=RED, barb={15: 1}, knights={61: RED, 47: RED}, edition="2025"))
    assert modern.apply(A("castle_die", 6)).knight[61] == -1, "2025: 1&6 slash"
    assert modern.apply(A("castle_die", 4)).knight[61] == RED, "2025: 3&4 vertical"


def test_CBA_13_18_a_knight_left_on_a_castle_path_fights_for_the_coast_it_borders():
    s = position(seat=RED, barb={12: 1}, knights={55: BLUE, 54: RED})   # Blue's knight stranded on P55
    t = battles(s)
    assert t.phase == M.ROLLOFF, "K = 2 (P55 counts for H12) beats 1 barbarian; Red and Blue roll off"
    assert battles(position(seat=RED, barb={12: 1}, knights={54: RED})).prisoners[RED] == 0
