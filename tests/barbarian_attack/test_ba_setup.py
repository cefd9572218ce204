"""Board set-up, components and the founding phase (CBA-2, CBA-3, CBA-4)."""

from __future__ import annotations

from collections import Counter

from rulebook import barbarian_attack as ba
from rulebook.barbarian_attack import board as G
from rulebook.barbarian_attack import pieces as M
from rulebook.barbarian_attack import queries as Q
from rulebook.barbarian_attack.pieces import A
from rulebook.barbarian_attack.positions import FAQ_HARBOURS
from rulebook.barbarian_attack.queries import setup_order


def test_CBA_2_1_2_2_2_3_2_4_2_5_terrain_is_shuffled_within_each_zone():
    # Rules: CBA-2.1, CBA-2.2, CBA-2.3, CBA-2.4, CBA-2.5
    seen_outer = set()
    for seed in range(12):
        t = ba.new_game(seed=seed).cfg.terrain
        assert t[16] == "castle" and t[2] == "desert"
        assert Counter(t[h] for h in (0, 1, 3, 6, 7, 11, 12, 15, 17, 18)) == Counter(
            forest=2, hills=2, pasture=3, mountains=1, fields=2)
        assert Counter(t[h] for h in G.INNER_HEXES) == Counter(forest=1, hills=1, pasture=1, mountains=2, fields=2)
        assert t.count("forest") == 3, "one forest of the base set stays out"
        seen_outer.add(tuple(t[h] for h in G.COASTAL_HEXES))
    assert len(seen_outer) > 6, "different seeds deal different boards"
    assert ba.new_game(seed=5).cfg.terrain == ba.new_game(seed=5).cfg.terrain


def test_CBA_2_6_2_7_numbers_stay_fixed_and_terrain_decides_the_resource():
    # Rules: CBA-2.6, CBA-2.7
    from rulebook.barbarian_attack.positions import FAQ_TERRAIN, position
    expect = {"forest": "lumber", "hills": "brick", "pasture": "wool", "fields": "grain", "mountains": "ore"}
    got = set()
    for seed in (0, 1, 2, 3):
        terrain = ba.new_game(seed=seed).cfg.terrain
        s = position(active="Red", phase="production roll", settlements={"I29": "Red"}, terrain=terrain)
        assert s.cfg.terrain == terrain
        for h in range(19):
            r = s.cfg.hex_resource[h]
            assert (r < 0) == (terrain[h] in ("desert", "castle"))
            if r >= 0:
                assert M.RESOURCES[r] == expect[terrain[h]]
        after = s.apply(A("roll", 6))   # H8 carries the 6 whatever terrain was dealt there
        gained = [r for r, n in after.hand("Red").items() if n]
        assert gained == [expect[terrain[8]]]
        got.add(terrain[8])
    assert len(got) > 1, "different deals put different terrain under the fixed 6"
    assert FAQ_TERRAIN[8] == "fields" and position().produces("H8") == "grain"


def test_CBA_2_10_2_10a_harbour_types_shuffled_over_fixed_places_or_fixed_by_option():
    # Rules: CBA-2.10, CBA-2.10a
    deals = {ba.new_game(seed=s).cfg.harbours for s in range(10)}
    assert len(deals) > 3
    for d in deals:
        assert Counter(d) == Counter(generic=4, brick=1, lumber=1, wool=1, grain=1, ore=1)
    fixed = ba.new_game(seed=3, harbour_types=list(FAQ_HARBOURS))
    assert fixed.cfg.harbours == FAQ_HARBOURS
    from rulebook.barbarian_attack.positions import position
    for edition in ("classic", "2025"):
        s = position(active="Red", settlements={"I38": "Red"}, edition=edition)
        assert s.harbours_of("Red") == ("P49",), "the same nine places in both editions"


def test_CBA_2_12_2_13_3_2_3_3_start_barbarians_and_supply():
    # Rules: CBA-2.12, CBA-2.13, CBA-3.2, CBA-3.3
    s = ba.new_game(seed=0)
    assert (s.barb[18], s.barb[7], sum(s.barb), s.barb_supply) == (1, 1, 2, 28)
    assert ba.new_game(seed=0, edition="2025").barb_supply == 34
    assert ba.new_game(seed=0, barbarians_total=20).barb_supply == 18


def test_CBA_3_1_3_4_3_8_3_9_pieces_bank_gold_and_prisoners_at_the_start():
    # Rules: CBA-3.1, CBA-3.4, CBA-3.8, CBA-3.9
    s = ba.new_game(players=3, seed=0)
    assert s.knights_left == (6, 6, 6) and s.roads_left == (15, 15, 15)
    assert s.settlements_left == (5, 5, 5) and s.cities_left == (4, 4, 4)
    assert s.bank == (19,) * 5 and s.gold == (0, 0, 0) and s.prisoners == (0, 0, 0)
    assert all(type(g) is int for g in s.gold)


def test_CBA_3_5_3_6_3_7_8_13_own_deck_no_robber_longest_road_but_no_largest_army():
    # Rules: CBA-3.5, CBA-3.6, CBA-3.7, CBA-8.13
    s = ba.new_game(seed=0)
    assert sum(s.draw_pile) == 26 and s.cfg.cards.dev_ids == M.CARD_KINDS
    text = s.to_json()
    assert "robber" not in text and "army" not in text.lower()
    assert s.lr_holder == -1
    kinds = {a.kind for a in ba.WALKTHROUGH.steps[5].before.legal_actions()}
    assert not kinds & {"move_robber", "play_knight"}


def test_CBA_4_1_start_player_by_2d6_roll_off():
    starts = Counter(ba.new_game(seed=s).start_player for s in range(40))
    assert set(starts) == {0, 1, 2, 3}
    log = ba.new_game(seed=7).log
    assert any("start roll-off" in e.text and "CBA-4.1" in e.rule_ids for e in log)
    assert ba.new_game(seed=7).start_player == ba.new_game(seed=7).start_player


def test_CBA_4_2_4_4_4_8_founding_order_then_the_start_player_begins():
    # Rules: CBA-4.2, CBA-4.4, CBA-4.8
    s = ba.new_game(players=4, seed=2)
    order = setup_order(s)
    first = s.start_player
    assert order == tuple((first + k) % 4 for k in range(4)) + tuple((first + k) % 4 for k in range(4))[::-1]
    movers = []
    while s.phase in (M.SETUP_SETTLEMENT, M.SETUP_ROAD, M.SETUP_CITY, M.SETUP_CITY_ROAD):
        movers.append((s.phase, s.to_move))
        s = s.apply(s.legal_actions()[0])
    assert [m for ph, m in movers if ph in (M.SETUP_SETTLEMENT, M.SETUP_CITY)] == list(order)
    assert s.phase == M.ROLL and s.seat == first and s.turn == 1


def test_CBA_4_3_founding_placements_are_free_keep_distance_and_the_road_touches():
    s = ba.new_game(players=3, seed=0)
    s = s.apply(A("settlement", 12))
    assert s.hands[s.seat] == (0,) * 5
    assert {a.args[0] for a in s.legal_actions()} == set(G.INTERSECTION_PATHS[12])
    refusal = s.explain(A("road", 0))
    assert not refusal.legal and "CBA-4.3" in refusal.rule_ids
    s = s.apply(A("road", 11))
    refusal = s.explain(A("settlement", 8))
    assert not refusal.legal and "CBA-8.4" in refusal.rule_ids and "distance" in refusal.reason


def test_CBA_4_5_4_6_4_7_founding_city_yields_once_settlement_never_no_landing():
    # Rules: CBA-4.5, CBA-4.6, CBA-4.7
    s = ba.new_game(players=3, seed=4)
    while s.phase != M.ROLL:
        s = s.apply(s.legal_actions()[-1])
    for p in range(3):
        cities = [i for i in range(54) if s.building_at(i) == (ba.SEATS[p], "city", False)]
        producing = sum(1 for h in G.INTERSECTION_HEXES[cities[0]] if s.cfg.hex_resource[h] >= 0)
        assert Q.hand_size(s, p) == producing
    assert s.landings == 0 and sum(s.barb) == 2
