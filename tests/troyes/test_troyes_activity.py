"""Activity cards and agriculture (spec sections 11 and 12)."""

from __future__ import annotations

from troyes_helpers import A, dice

from rulebook.core import CHANCE
from rulebook.troyes import die, group, load_cards, position, shipped_cards
from rulebook.troyes.teaching.faq_fixtures import fixture_cards

MERCHANT, ARTISAN, PRIEST, JOURNEYMAN = "ACT-Y-I-1", "ACT-Y-I-2", "ACT-W-I-3", "ACT-Y-III-1"


def _slot(state, card_id):
    return state.slots.index(state.cfg.activity_index[card_id])


def test_TRY_11_1_TRY_11_2_TRY_11_4_TRY_11_8_hiring_needs_a_citizen_and_happens_inside_an_activation():
    nobody = position(3, activity_cards=(MERCHANT,), dice={"A": "Y6", "B": "R1"})
    assert A("activate", (MERCHANT,)) not in nobody.legal_actions()
    assert "TRY-11.1" in nobody.explain(A("activate", (MERCHANT,))).rule_ids
    state = position(3, activity_cards=(MERCHANT,), personal_supply={"A": 1}, money={"A": 5},
                     dice={"A": "Y6", "B": "R1"})
    bank = state.bank
    state = state.apply(A("activate", (MERCHANT,))).apply(group(die("A", "Y", 6)))
    assert state.tradesmen_on(MERCHANT) == ("A",) and state.citizens("A")["personal supply"] == 0
    assert state.money[0] == 5 - 3 + 2 * 2  # fee 3 to the bank, then 2 activations of 2 deniers
    assert state.bank - bank == -3 + 4


def test_TRY_11_3_TRY_11_5_TRY_11_6_TRY_11_7_spaces_fill_left_to_right_one_per_player():
    state = position(4, activity_cards=(MERCHANT,), tradesmen={MERCHANT: "B C D"}, personal_supply={"A": 1},
                     dice={"A": "Y3", "B": "R1"}, options={"tradesman_spaces": 3})
    assert A("activate", (MERCHANT,)) not in state.legal_actions()  # all 3 spaces taken
    assert "TRY-11.6" in state.explain(A("activate", (MERCHANT,))).rule_ids
    state = position(4, activity_cards=(MERCHANT,), tradesmen={MERCHANT: "B C"}, personal_supply={"A": 1},
                     dice={"A": "Y3", "B": "R1"})
    state = state.apply(A("activate", (MERCHANT,))).apply(group(die("A", "Y", 3)))
    slot = _slot(state, MERCHANT)
    assert state.tradesmen_on(MERCHANT) == ("B", "C", "A")
    state = state.apply(A("pass"))
    assert state.tradesmen_on(MERCHANT) == ("B", "C", "A"), "tradesmen stay (TRY-11.7)"
    again = position(4, activity_cards=(MERCHANT,), tradesmen={MERCHANT: "A"}, personal_supply={"A": 1},
                     dice={"A": "Y3", "B": "R1"})
    again = again.apply(A("activate", (MERCHANT,))).apply(group(die("A", "Y", 3)))
    assert again.tradesmen_on(MERCHANT) == ("A",) and again.citizens("A")["personal supply"] == 1, \
        "no second tradesman on one card (TRY-11.5)"
    assert state.cfg.activity[state.slots[slot]].space_vp == (1, 1, 0, 0)


def test_TRY_11_9_TRY_11_10_TRY_11_11_TRY_11_13_activations_by_colour_and_floor():
    state = position(3, activity_cards=(ARTISAN,), tradesmen={ARTISAN: "A"}, influence={"A": 9},
                     dice={"A": "Y5 Y3 R6", "B": "R1"})
    groups = state.apply(A("activate", (ARTISAN,))).legal_actions()
    assert all(all(r[1] == "Y" for r in a.args) for a in groups), "the Artisan takes yellow dice"
    assert group(die("A", "Y", 3), die("A", "Y", 5)) in groups
    state = state.apply(A("activate", (ARTISAN,))).apply(group(die("A", "Y", 3), die("A", "Y", 5)))
    state = state.apply(A("convert")).apply(A("convert"))  # floor(8 / 3) = 2 activations
    assert state.money[0] == 5 + 12 and state.infl[0] == 7


def test_TRY_11_12_TRY_11_14_TRY_11_17_deferred_cards_store_cubes_that_keep():
    state = position(3, activity_cards=(PRIEST,), tradesmen={PRIEST: "A"}, dice={"A": "W6 W4", "B": "R1"})
    state = state.apply(A("activate", (PRIEST,))).apply(group(die("A", "W", 4), die("A", "W", 6)))
    assert state.stored_cubes(PRIEST)["A"] == 3
    state = state.apply(A("pass")).apply(A("pass")).apply(A("pass"))  # the round ends
    assert state.round == 2 and state.stored_cubes(PRIEST)["A"] == 3
    assert {c.timing for c in state.cfg.activity} == {"immediate", "deferred"}  # the printed cards
    assert fixture_cards("FX-Mixed").activity[23]["timing"] == "mixed"  # the vocabulary keeps mixed


def test_TRY_11_15_TRY_11_16_a_cube_is_spent_before_paying_and_not_in_the_action_that_stores_it():
    state = position(3, activity_cards=(PRIEST,), tradesmen={PRIEST: "A"}, dice={"A": "W6 Y1", "B": "R1"})
    assert all(a.kind != "cube" for a in state.legal_actions())
    state = state.apply(A("activate", (PRIEST,))).apply(group(die("A", "W", 6)))
    assert state.current_player == 1, "storing ends the action; the cube serves a later one"
    cubed = position(3, activity_cards=(PRIEST,), stored_cubes={PRIEST: {"A": 1}}, money={"A": 4, "B": 0},
                     dice={"A": "Y1", "B": "Y2", "C": "R1"})
    cubed = cubed.apply(A("cube", (PRIEST,)))
    assert cubed.stored_cubes(PRIEST)["A"] == 0, "spent when declared"
    cubed = cubed.apply(A("agriculture")).apply(group(die("A", "Y", 1), die("B", "Y", 2)))
    assert cubed.money[:2] == (4 - 4 + (1 + 3 + 2 + 3) // 2, 4)  # both yellow dice +3, B's die bought


def test_TRY_11_18_mixed_card_choice_per_activation():
    state = position(3, cards=fixture_cards("FX-Mixed"), activity_cards=("FX-Mixed",), tradesmen={"FX-Mixed": "A"},
                     dice={"A": "R6 R2", "B": "W1"})  # no printed card is mixed: a test card
    state = state.apply(A("activate", ("FX-Mixed",))).apply(group(die("A", "R", 2), die("A", "R", 6)))
    assert state.legal_actions() == (A("immediate"), A("store"))
    state = state.apply(A("store")).apply(A("immediate"))
    assert state.stored_cubes("FX-Mixed")["A"] == 1 and state.influence("A") == 5


def test_TRY_11_19_conversions_are_optional_and_paid_when_made():
    state = position(3, activity_cards=(JOURNEYMAN,), tradesmen={JOURNEYMAN: "A"}, money={"A": 4},
                     dice={"A": "Y6 Y5", "B": "R1"})
    state = state.apply(A("activate", (JOURNEYMAN,))).apply(group(die("A", "Y", 5), die("A", "Y", 6)))
    assert state.legal_actions() == (A("convert"), A("decline"))  # 2 activations, 3 deniers for 2 VP each
    state = state.apply(A("convert"))
    assert state.money[0] == 1 and state.vp[0] == 2
    assert state.current_player == 1, "the second conversion cannot be paid and is skipped"


def test_TRY_11_20_TRY_13_9_no_cube_for_recruit_cathedral_or_counter():
    state = position(3, activity_cards=("Apprenticeship",), stored_cubes={"Apprenticeship": {"A": 1}},
                     personal_supply={"A": 1}, dice={"A": "W6 Y6", "B": "R1"})
    state = state.apply(A("cube", ("ACT-W-II-1",)))
    for kind in (A("cathedral"), A("recruit", ("city_hall",))):
        ruling = state.explain(kind)
        assert not ruling.legal and "TRY-11.20" in ruling.rule_ids
    assert "TRY-13.9" in state.explain(A("cathedral")).rule_ids


def test_TRY_11_21_level_defaults_fill_unknown_numbers_and_card_data_wins():
    custom = {"I": {"hire_cost": 1, "space_vp": [4, 0], "activation_cost": 2},
              "II": {"hire_cost": 4, "space_vp": [2, 1, 0, 0], "activation_cost": 4},
              "III": {"hire_cost": 5, "space_vp": [3, 2, 0, 0], "activation_cost": 5}}
    state = position(3, options={"activity_defaults_by_level": custom})
    cfg = state.cfg
    merchant = cfg.activity[cfg.activity_index[MERCHANT]]
    assert (merchant.hire_cost, merchant.space_vp, merchant.activation_cost) == (1, (4, 0), 2)
    data = shipped_cards().to_data()
    data["activity"][17].update(activation_cost=7, stand_in_fields=["hire_cost", "space_vp"])  # "as printed"
    printed = position(3, cards=load_cards(data), options={"activity_defaults_by_level": custom}).cfg
    glassblower = printed.activity[printed.activity_index["ACT-W-III-3"]]
    assert (glassblower.activation_cost, glassblower.hire_cost) == (7, 5), "a number in the card file wins"


def test_TRY_12_1_TRY_12_3_agriculture_pays_half_the_yellow_total_even_zero():
    state = position(3, money={"A": 0}, dice={"A": "Y1 Y6 Y4", "B": "R1"})
    one = state.apply(A("agriculture")).apply(group(die("A", "Y", 1)))
    assert one.money[0] == 0 and dice(one, 0) == "Y4 Y6"
    three = state.apply(A("agriculture")).apply(group(die("A", "Y", 1), die("A", "Y", 4), die("A", "Y", 6)))
    assert three.money[0] == 5
    halved = position(3, money={"A": 0}, dice={"A": "Y6 Y4", "B": "R1"}, options={"agriculture_divisor": 3})
    assert halved.apply(A("agriculture")).apply(group(die("A", "Y", 4), die("A", "Y", 6))).money[0] == 3


def test_TRY_12_2_cubes_shape_agriculture():
    state = position(3, activity_cards=("Monk",), stored_cubes={"Monk": {"A": 1}}, money={"A": 0},
                     dice={"A": "W5", "B": "R1"})
    state = state.apply(A("cube", ("ACT-W-I-2",))).apply(A("agriculture")).apply(group(die("A", "W", 5)))
    assert state.money[0] == 7  # Monk: one white 5 becomes three yellow 5s


def test_TRY_18_3_a_card_die_is_a_chance_node():
    state = position(3, activity_cards=("Archer",), tradesmen={"Archer": "A"}, events=("Marauding", "Skirmishes"),
                     dice={"A": "R3", "B": "W1"})
    state = state.apply(A("activate", ("ACT-R-I-1",))).apply(group(die("A", "R", 3)))
    assert state.current_player == CHANCE
    miss = state.apply(A("black", (2,)))
    assert miss.current_player == 1 and miss.placed[0] == 0
    hit = state.apply(A("black", (3,)))
    assert hit.legal_actions() == (A("flag", ("EVT-R-1",)), A("flag", ("EVT-R-5",)))
    hit = hit.apply(A("flag", ("EVT-R-5",)))
    assert hit.event_cubes("Skirmishes") == ("A",) and hit.influence("A") == 5
