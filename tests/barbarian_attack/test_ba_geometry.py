"""The board's ids and tables against the specification (CBA-1, CBA-2.8 - CBA-2.11, CBA-10.8, CBA-13.2a)."""

from __future__ import annotations

from rulebook.barbarian_attack import board as G

# CBA-2.8, copied from the specification: corners k0..k5 and paths s0..s5 of each hex.
SPEC_TABLE = """
0 | 8 12 7 3 0 4 | 12 11 6 0 1 7
1 | 9 13 8 4 1 5 | 14 13 7 2 3 8
2 | 10 14 9 5 2 6 | 16 15 8 4 5 9
3 | 17 22 16 11 7 12 | 25 24 18 10 11 19
4 | 18 23 17 12 8 13 | 27 26 19 12 13 20
5 | 19 24 18 13 9 14 | 29 28 20 14 15 21
6 | 20 25 19 14 10 15 | 31 30 21 16 17 22
7 | 28 33 27 21 16 22 | 40 39 33 23 24 34
8 | 29 34 28 22 17 23 | 42 41 34 25 26 35
9 | 30 35 29 23 18 24 | 44 43 35 27 28 36
10 | 31 36 30 24 19 25 | 46 45 36 29 30 37
11 | 32 37 31 25 20 26 | 48 47 37 31 32 38
12 | 39 43 38 33 28 34 | 55 54 49 40 41 50
13 | 40 44 39 34 29 35 | 57 56 50 42 43 51
14 | 41 45 40 35 30 36 | 59 58 51 44 45 52
15 | 42 46 41 36 31 37 | 61 60 52 46 47 53
16 | 48 51 47 43 39 44 | 67 66 62 55 56 63
17 | 49 52 48 44 40 45 | 69 68 63 57 58 64
18 | 50 53 49 45 41 46 | 71 70 64 59 60 65
"""
SPEC_AXIAL = {0: (0, -2), 1: (1, -2), 2: (2, -2), 3: (-1, -1), 4: (0, -1), 5: (1, -1), 6: (2, -1), 7: (-2, 0),
              8: (-1, 0), 9: (0, 0), 10: (1, 0), 11: (2, 0), 12: (-2, 1), 13: (-1, 1), 14: (0, 1), 15: (1, 1),
              16: (-2, 2), 17: (-1, 2), 18: (0, 2)}


def _table():
    for line in SPEC_TABLE.strip().splitlines():
        h, corners, paths = (part.split() for part in line.split("|"))
        yield int(h[0]), tuple(map(int, corners)), tuple(map(int, paths))


def test_CBA_1_1_1_2_1_3_rows_ids_and_axial_coordinates():
    # Rules: CBA-1.1, CBA-1.2, CBA-1.3
    rows = [sum(1 for r, _ in G.HEX_ROWCOL if r == k) for k in range(5)]
    assert rows == [3, 4, 5, 4, 3]
    assert G.HEX_ROWCOL[:4] == ((0, 0), (0, 1), (0, 2), (1, 0))
    assert dict(enumerate(G.HEX_AXIAL)) == SPEC_AXIAL


def test_CBA_1_4_1_5_sides_face_neighbours_and_corners_are_ordered():
    # Rules: CBA-1.4, CBA-1.5
    assert G.HEX_NEIGHBOURS[0] == (4, 3, None, None, None, 1)
    assert G.HEX_NEIGHBOURS[9] == (14, 13, 8, 4, 5, 10)
    for h in range(G.HEXES):
        for s in range(6):
            a, b = G.HEX_CORNERS[h][s], G.HEX_CORNERS[h][(s + 1) % 6]
            assert set(G.PATH_ENDS[G.HEX_PATHS[h][s]]) == {a, b}, "side s joins corners s and s+1"
    # corner 4 is the top: smallest Y of the six
    assert all(G.INTERSECTION_XY[c[4]][1] == min(G.INTERSECTION_XY[i][1] for i in c) for c in G.HEX_CORNERS)


def test_CBA_1_6_1_7_2_8_ids_match_the_specification_table():
    # Rules: CBA-1.6, CBA-1.7, CBA-2.8
    assert G.INTERSECTIONS == 54 and G.PATHS == 72
    for h, corners, paths in _table():
        assert G.HEX_CORNERS[h] == corners, f"H{h} corners"
        assert G.HEX_PATHS[h] == paths, f"H{h} paths"
    assert sorted(G.INTERSECTION_XY, key=lambda p: (p[1], p[0])) == list(G.INTERSECTION_XY)
    coastal = [i for i in range(54) if G.COASTAL_INTERSECTION[i]]
    assert len(coastal) == 30 and all(len(G.INTERSECTION_HEXES[i]) < 3 for i in coastal)


def test_CBA_1_8_every_hex_has_two_opposite_paths_of_each_orientation():
    for h in range(G.HEXES):
        classes = [G.PATH_ORIENTATION[p] for p in G.HEX_PATHS[h]]
        assert classes == [0, 1, 2, 0, 1, 2]
    assert (G.PATH_ORIENTATION[59], G.PATH_ORIENTATION[64], G.PATH_ORIENTATION[61]) == (0, 2, 0)


def test_CBA_1_9_1_10_sea_side_paths_are_ordinary_paths_and_carry_harbours():
    # Rules: CBA-1.9, CBA-1.10
    assert len(G.SEA_SIDE_PATHS) == 30
    assert set(G.HARBOUR_PATHS) <= set(G.SEA_SIDE_PATHS)
    from rulebook.barbarian_attack.pieces import A
    from rulebook.barbarian_attack.positions import position
    s = position(active="Red", hands={"Red": "wool grain ore"}, draw_pile=(0, 4, 0, 0))
    s = s.apply(A("buy_card")).apply(A("card", "free_knight"))
    assert s.explain(A("place_knight", 65)).legal, "a knight may stand on a sea-side path"
    s = s.apply(A("place_knight", 65))
    assert 65 in G.HEX_PATHS[18] and 18 in G.PATH_BATTLE_HEXES[65]


def test_CBA_1_11_one_step_means_sharing_an_intersection():
    assert G.PATH_ADJACENT[0] == (1, 6) and G.PATH_ADJACENT[7] == (1, 2, 12, 13)
    assert G.INTERSECTION_NEIGHBOURS[4] == (0, 1, 8)
    assert all(set(G.PATH_ENDS[p]) & set(G.PATH_ENDS[q]) for p in range(72) for q in G.PATH_ADJACENT[p])
    assert G.INTERSECTION_HEXES[12] == (0, 3, 4)


def test_CBA_1_12_CBA_0_5_zones_coastal_and_inner_hexes():
    outer = [h for h in range(19) if G.HEX_ZONE[h] == "outer"]
    assert outer == [0, 1, 2, 3, 6, 7, 11, 12, 15, 16, 17, 18]
    assert G.COASTAL_HEXES == (0, 1, 3, 6, 7, 11, 12, 15, 17, 18)
    assert G.INNER_HEXES == (4, 5, 8, 9, 10, 13, 14)
    assert (G.CASTLE, G.DESERT) == (16, 2)


def test_CBA_2_9_every_total_but_seven_names_one_coastal_hex():
    assert G.NUMBER_TO_COASTAL == {2: 18, 3: 0, 4: 12, 5: 15, 6: 17, 8: 1, 9: 3, 10: 6, 11: 11, 12: 7}
    inner = sorted(G.HEX_NUMBER[h] for h in G.INNER_HEXES)
    assert inner == [3, 4, 5, 6, 8, 9, 10], "inner hexes carry 3-10 without 7; one 11 token is unused"


def test_CBA_2_10_2_11_harbour_places_and_the_intersections_they_serve():
    # Rules: CBA-2.10, CBA-2.11
    assert G.HARBOUR_PATHS == (0, 3, 17, 38, 61, 69, 66, 49, 18)
    assert G.HARBOUR_INTERSECTIONS == ((0, 3), (1, 5), (10, 15), (26, 32), (42, 46), (49, 52), (47, 51), (33, 38),
                                       (11, 16))


def test_CBA_10_8_exactly_22_intersections_can_hold_a_conquered_building():
    assert [i for i in range(54) if G.CONQUERABLE[i]] == [0, 1, 3, 4, 7, 11, 15, 16, 20, 21, 26, 27, 32, 33, 37,
                                                         38, 42, 46, 49, 50, 52, 53]


def test_CBA_13_2_13_2a_battle_order_starts_at_the_4_and_runs_clockwise():
    # Rules: CBA-13.2, CBA-13.2a
    assert G.BATTLE_ORDER == (12, 7, 3, 0, 1, 6, 11, 15, 18, 17)
    assert [G.HEX_NUMBER[h] for h in G.BATTLE_ORDER] == [4, 12, 9, 3, 8, 10, 11, 5, 2, 6]


def test_CBA_11_9_CBA_13_18_castle_paths_and_the_coast_they_border():
    assert G.CASTLE_PATHS == (67, 66, 62, 55, 56, 63)
    assert {p: G.PATH_BATTLE_HEXES[p] for p in G.CASTLE_PATHS} == {67: (), 66: (), 62: (), 55: (12,), 56: (),
                                                                   63: (17,)}


def test_CBA_12_4_step_distances_used_by_the_spec_examples():
    d = G.PATH_DISTANCE
    assert (d[63][64], d[63][60], d[63][61], d[63][65], d[56][49], d[56][33]) == (3, 4, 5, 5, 3, 5)
    assert d[63][23] >= 6 and d[57][44] == 2 and d[56][54] == 2
