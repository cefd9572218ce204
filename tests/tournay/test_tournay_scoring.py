"""Final scoring (TOU-14)."""

from __future__ import annotations

from tournay_helpers import fx_position

from rulebook import tournay
from rulebook.tournay import scoring


def final(*seats, n: int = 2, **kw):
    """The game over, scored, with these seats (P1, P2 ...) and nothing left to play."""
    return fx_position(n, seats=dict(zip(tournay.SEATS, seats)), phase="final placement", **kw)


def test_TOU_14_1_TOU_14_11_scores_and_winners_at_the_end():
    """TOU-14.1, TOU-14.10, TOU-14.11: the most prestige wins; a tie goes to deniers, then is shared
    (tiebreak=['shared'] shares at once)."""
    st = final({"money": 3, "district": {(0, 0): ["R1-FORT"]}}, {"money": 5, "district": {(0, 0): ["R1-ARSENAL"]}})
    assert st.is_terminal() and st.scores() == (1, 1) and st.winners() == (1,)
    even = final({"money": 5, "district": {(0, 0): ["R1-FORT"]}}, {"money": 5, "district": {(0, 0): ["R1-ARSENAL"]}})
    assert even.winners() == (0, 1)
    shared = final({"money": 3, "district": {(0, 0): ["R1-FORT"]}}, {"money": 5, "district": {(0, 0): ["R1-ARSENAL"]}},
                   tiebreak=["shared"])
    assert shared.winners() == (0, 1)


def test_TOU_14_2_TOU_14_3_TOU_14_4_every_player_scores_each_visible_prestige_building():
    """TOU-14.2, TOU-14.3, TOU-14.4: the builder scores the left rate, others the right rate, each on own units;
    a covered copy does not make a builder."""
    st = final({"district": {(0, 0): ["W3-SAINT-JACQUES"], (0, 1): ["W1-U02"], (0, 2): ["W1-U03"]}},
               {"district": {(0, 0): ["W1-U04"], (1, 0): ["W3-SAINT-JACQUES", "W1-U05"]}})
    p1, p2 = st.prestige("P1"), st.prestige("P2")
    assert p1["by_name"]["Saint-Jacques"] == 2 * 2 and p2["by_name"]["Saint-Jacques"] == 1 * 2


def test_TOU_14_5_cap_per_building_is_an_option():
    """TOU-14.5: at most 12 from one prestige building (prestige_cap_per_building changes it)."""
    st = final({"money": 40, "district": {(0, 0): ["Y3-MINT"]}})
    assert st.prestige("P1")["by_name"]["Mint"] == 12
    assert final({"money": 40, "district": {(0, 0): ["Y3-MINT"]}}, prestige_cap_per_building=30).prestige("P1")[
        "by_name"]["Mint"] == 20


def test_TOU_14_6_a_name_scores_once_per_player():
    """TOU-14.6: two visible copies of a name in different districts still score once per player."""
    st = final({"money": 8, "district": {(0, 0): ["Y3-MINT"]}}, {"money": 8, "district": {(0, 0): ["Y3-MINT"]}})
    assert [p["by_name"] for p in (st.prestige("P1"), st.prestige("P2"))] == [{"Mint": 4}, {"Mint": 4}]


def test_TOU_14_7_TOU_14_8_printed_points_including_covered_and_walls():
    """TOU-14.7, TOU-14.8: printed points of every district card (covered too) plus wall_prestige per wall."""
    st = final({"walls": ["FX-LOSE"], "district": {(0, 0): ["R1-FORT", "R1-BARRACKS"], (0, 1): ["Y2-U04"]}})
    assert (st.prestige("P1")["printed"], st.prestige("P1")["walls"]) == (1 + 1 + 2, 1)
    assert final({"walls": ["FX-LOSE"]}, wall_prestige=3).prestige("P1")["walls"] == 3


def test_TOU_14_9_money_citizens_and_hand_score_nothing_by_themselves():
    """TOU-14.9: deniers, citizens and cards in hand add no prestige without a prestige building."""
    st = final({"money": 50, "standing": (2, 2, 2), "hand": ["FX-LOSE"]})
    assert st.scores() == (0, 0)


def test_TOU_14_12_unit_definitions():
    """TOU-14.12: buildings exclude prestige buildings; sets are the smallest colour count; citizens owned count
    every state; deniers per 4 round down; walls built count."""
    st = final({"money": 11, "standing": (1, 2, 0), "lying": (1, 0, 1), "walls": ["FX-LOSE", "FX-GAIN"],
                "district": {(0, 0): ["Y3-BELFRY"], (0, 1): ["Y1-U01"], (0, 2): ["W1-U02"], (1, 0): ["R1-FORT"],
                             (1, 1): ["W3-SAINT-NICOLAS"], (1, 2): ["R3-TOUR-HENRY-VIII"], (2, 0): ["Y3-MINT"],
                             (2, 1): ["R1-ARSENAL"]}, "on_buildings": {(2, 1): "citizen"}})
    got = st.prestige("P1")["by_name"]
    assert got["Belfry"] == 4 * 1          # one full yellow/white/red set of buildings or characters
    assert got["Saint-Nicolas"] == 3 * 2   # citizens owned: Y2, W2, R2 (one red on Arsenal)
    assert got["Tour Henry VIII"] == 2 * 2
    assert got["Mint"] == 2 * 2


def test_TOU_14_13_la_madeleine_counts_itself():
    """TOU-14.13: La Madeleine counts the visible prestige buildings, itself included."""
    st = final({"district": {(0, 0): ["W3-LA-MADELEINE"], (0, 1): ["Y3-MINT"]}})
    assert st.prestige("P1")["by_name"]["La Madeleine"] == 2 * 2


def test_TOU_14_14_formula_and_flat_cards():
    """TOU-14.14: rate x units capped; Cathedral is flat: 8 for its builder, 0 for the others."""
    st = final({"district": {(0, 0): ["W3-CATHEDRAL"]}}, {"district": {(0, 0): ["R1-FORT"]}})
    assert [p["by_name"]["Cathedral"] for p in (st.prestige("P1"), st.prestige("P2"))] == [8, 0]
    assert scoring.seat_totals(st.cfg, st.players) == st.scores() == (8, 1)


def test_TOU_17_20_tour_darras_counts_each_or_pairs_by_option():
    """TOU-17.20: Tour d'Arras counts each white or yellow building; tour_darras_unit=pairs counts pairs."""
    seat = {"district": {(0, 0): ["R3-TOUR-DARRAS"], (0, 1): ["Y1-U01"], (0, 2): ["Y1-U03"], (1, 0): ["W1-U02"]}}
    assert final(seat).prestige("P1")["by_name"]["Tour d'Arras"] == 2 * 3
    assert final(seat, tour_darras_unit="pairs").prestige("P1")["by_name"]["Tour d'Arras"] == 2 * 1


def test_TOU_17_12_unknown_printed_points_option():
    """TOU-17.12: unknown printed points count 0, or unknown_printed_prestige."""
    seat = {"district": {(0, 0): ["Y3-MINT"]}}
    assert final(seat).prestige("P1")["printed"] == 0
    assert final(seat, unknown_printed_prestige=2).prestige("P1")["printed"] == 2


def test_outcome_columns_report_the_breakdown():
    """TOU-14.14: simulation columns carry the score parts, the end trigger and the turn count."""
    st = final({"walls": ["FX-LOSE"], "district": {(0, 0): ["Y3-MINT"], (0, 1): ["R1-FORT"]}, "money": 8})
    cols = tournay.outcome_columns(st)
    assert cols["prestige_0"] == 4 and cols["printed_0"] == 1 and cols["walls_0"] == 1 and cols["deniers_0"] == 8
    assert cols["turns"] == 0 and cols["end_trigger"] == "none" and cols["end_trigger_seat"] == -1
    assert cols["prestige_0"] + cols["printed_0"] + cols["walls_0"] == st.scores()[0]
