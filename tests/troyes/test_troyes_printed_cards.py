"""Every printed card does what the rulebook's appendix says (TRY-20.20 - TRY-20.69): one test per card (27 activity
cards, 16 events - Brigands and Skirmishes once per copy - and 6 characters), each on a position built with
`troyes.position`, checking the exact effect. Unprinted numbers are the defaults: activation cost 3 / 4 / 5 and
hiring fee 3 / 4 / 5 for levels I / II / III (TRY-11.21); events fought at divisor 3 on 3 spaces for 4 and 1 VP
(TRY-20.69)."""

from __future__ import annotations

import pytest
from troyes_helpers import A, dice

from rulebook.core import CHANCE
from rulebook.troyes import die, group, position
from rulebook.troyes.pieces import ACTIONS, BLACK, EVENTS
from rulebook.troyes.queries import character_index
from rulebook.troyes.scoring import character_vp


def _card(name: str, **extra):
    """A position where A has a tradesman on the named card (in play, face up) and B keeps a die (so the round goes
    on after A's action)."""
    base = {"activity_cards": (name,), "tradesmen": {name: "A"}}
    base.update(extra)
    base.setdefault("dice", {"B": "W1"})
    return position(3, **base)


def _activate(state, card_id: str, *refs):
    return state.apply(A("activate", (card_id,))).apply(group(*refs))


def _cube(name: str, **extra):
    """A position where A has one cube stored on the named (delayed) card."""
    base = {"activity_cards": (name,), "stored_cubes": {name: {"A": 1}}}
    base.update(extra)
    base.setdefault("dice", {"B": "W1"})
    return position(3, **base)


def _events_act(row, players: int = 3, **extra):
    """The last workforce die of the last round lands (no red card left to draw): the events in `row` act."""
    base = {"phase": "roll", "round": {2: 4, 3: 5, 4: 6}[players], "red_deck": (), "events": row,
            "dice_to_roll": (("N", "red"),)}
    base.update(extra)
    return position(players, **base).apply(A("roll", (1,)))


# --- yellow activity cards ---------------------------------------------------------------------------------


def test_TRY_20_20_merchant_pays_two_deniers_per_activation():
    state = _card("Merchant", money={"A": 5}, dice={"A": "Y6", "B": "W1"}, citizens={"City Hall": "A A A B C grey"})
    state = _activate(state, "ACT-Y-I-1", die("A", "Y", 6))  # 6 // 3 = 2 activations
    assert state.purse("A") == 5 + 2 * 2, "a flat 2 deniers, whatever the City Hall citizens"


def test_TRY_20_21_artisan_turns_one_influence_into_six_deniers():
    state = _activate(_card("Artisan", dice={"A": "Y6", "B": "W1"}), "ACT-Y-I-2", die("A", "Y", 6))
    assert state.legal_actions() == (A("convert"), A("decline"))
    state = state.apply(A("convert")).apply(A("decline"))
    assert (state.purse("A"), state.influence("A")) == (5 + 6, 4 - 1)


def test_TRY_20_22_miller_pays_for_standing_citizens_in_palace_or_bishopric():
    state = _card("Miller", dice={"A": "Y6", "B": "W1"}, citizens={"Palace": "A A B C grey A",
                                                                 "Bishopric": "A B C B C grey"},
                  lying={"Palace": "A"})
    state = _activate(state, "ACT-Y-I-3", die("A", "Y", 6))
    assert state.legal_actions() == (A("option", (0,)), A("option", (1,)))
    state = state.apply(A("option", (0,))).apply(A("option", (1,)))  # a different pick each activation
    assert state.purse("A") == 5 + 2 * 3 + 2 * 1  # the lying citizen counts for nothing


def test_TRY_20_23_blacksmith_adds_five_to_a_red_group_but_not_for_the_palace():
    stored = _activate(_card("Blacksmith", dice={"A": "Y4", "B": "W1"}), "ACT-Y-II-1", die("A", "Y", 4))
    assert stored.stored_cubes("Blacksmith")["A"] == 1 and stored.victory_points("A") == 0  # delayed: a cube
    state = _cube("Blacksmith", events=("Marauding", "Brigands"), personal_supply={"A": 1},
                  dice={"A": "R1 R1", "B": "W1"}).apply(A("cube", ("ACT-Y-II-1",)))
    ruling = state.explain(A("recruit", ("palace",)))
    assert not ruling.legal and "TRY-20.23" in ruling.rule_ids
    state = state.apply(A("fight", ("EVT-R-2",))).apply(group(die("A", "R", 1), die("A", "R", 1)))
    assert state.event_cubes("Brigands") == ("A", "A")  # (1 + 1 + 5) // 3, once per group


def test_TRY_20_24_innkeeper_buys_influence_with_deniers():
    state = _activate(_card("Innkeeper", dice={"A": "Y4 Y4", "B": "W1"}), "ACT-Y-II-2", die("A", "Y", 4),
                      die("A", "Y", 4))
    state = state.apply(A("convert")).apply(A("convert"))
    assert (state.purse("A"), state.influence("A")) == (5 - 2, 4 + 2)


def test_TRY_20_25_militiaman_lets_yellow_dice_act_as_red():
    state = _cube("Militiaman", events=("Marauding", "Brigands"), dice={"A": "Y5 Y4 R1", "B": "W1"})
    state = state.apply(A("cube", ("ACT-Y-II-3",))).apply(A("fight", ("EVT-R-2",)))
    assert not state.explain(group(die("A", "R", 1), die("A", "Y", 5))).legal, "only yellow dice"
    state = state.apply(group(die("A", "Y", 4), die("A", "Y", 5)))
    assert state.placed[0] == 3 and state.trophies[0] and state.victory_points("A") == 4 + 1  # 9 // 3 fill it
    palace = _cube("Militiaman", personal_supply={"A": 1}, citizens={"Palace": "B C B C grey B"},
                   dice={"A": "Y5", "B": "W1"}).apply(A("cube", ("ACT-Y-II-3",)))
    palace = palace.apply(A("recruit", ("palace",))).apply(group(die("A", "Y", 5))).apply(A("evict", (5,)))
    assert palace.citizens_on("Palace")[4] == "A"  # a yellow 5 recruits as a red 5 (option cube_on_recruit)


def test_TRY_20_26_journeyman_turns_three_deniers_into_two_vp():
    state = _activate(_card("Journeyman", dice={"A": "Y5", "B": "W1"}), "ACT-Y-III-1", die("A", "Y", 5))
    state = state.apply(A("convert"))
    assert (state.purse("A"), state.victory_points("A")) == (5 - 3, 2)


def test_TRY_20_27_goldsmith_gives_one_vp_and_two_deniers():
    state = _activate(_card("Goldsmith", dice={"A": "Y5 Y6", "B": "W1"}), "ACT-Y-III-2", die("A", "Y", 5),
                      die("A", "Y", 6))
    assert (state.purse("A"), state.victory_points("A")) == (5 + 4, 2)  # 11 // 5 = 2 activations


def test_TRY_20_28_sculptor_gives_one_vp():
    state = _activate(_card("Sculptor", dice={"A": "Y5", "B": "W1"}), "ACT-Y-III-3", die("A", "Y", 5))
    assert (state.purse("A"), state.victory_points("A")) == (5, 1)


# --- white activity cards ----------------------------------------------------------------------------------


def test_TRY_20_29_tithe_takes_a_free_yellow_die_from_each_other_district():
    stored = _activate(_card("Tithe", dice={"A": "W3", "B": "W1"}), "ACT-W-I-1", die("A", "W", 3))
    assert stored.stored_cubes("Tithe")["A"] == 1
    state = _cube("Tithe", money={"A": 0, "B": 0, "C": 0}, dice={"A": "Y1", "B": "Y6 Y2", "C": "Y3", "N": "Y5"})
    state = state.apply(A("cube", ("ACT-W-I-1",))).apply(A("agriculture"))
    assert not state.explain(group(die("A", "Y", 1), die("B", "Y", 2), die("B", "Y", 6))).legal, "one per district"
    state = state.apply(group(die("A", "Y", 1), die("B", "Y", 6), die("N", "Y", 5)))
    assert state.money == (6, 0, 0)  # (1 + 6 + 5) // 2, nobody paid


def test_TRY_20_30_monk_turns_one_white_die_into_three_yellow_dice():
    state = _cube("Monk", money={"A": 5, "B": 0}, dice={"A": "Y2", "B": "W4", "C": "R1"})
    state = state.apply(A("cube", ("ACT-W-I-2",))).apply(A("agriculture"))
    assert not state.explain(group(die("A", "Y", 2), die("B", "W", 4))).legal, "no yellow die may join"
    state = state.apply(group(die("B", "W", 4)))
    assert state.money[:2] == (5 - 2 + 12 // 2, 2)  # bought as a group of 1: 2 deniers


def test_TRY_20_31_priest_adds_three_to_each_yellow_die_but_not_for_the_city_hall():
    state = _cube("Priest", money={"A": 0}, personal_supply={"A": 1}, dice={"A": "Y2 Y3", "B": "W1"})
    state = state.apply(A("cube", ("ACT-W-I-3",)))
    ruling = state.explain(A("recruit", ("city_hall",)))
    assert not ruling.legal and "TRY-20.31" in ruling.rule_ids
    state = state.apply(A("agriculture")).apply(group(die("A", "Y", 2), die("A", "Y", 3)))
    assert state.purse("A") == (5 + 6) // 2


def test_TRY_20_32_apprenticeship_makes_every_die_a_five_and_may_serve_the_palace():
    state = _cube("Apprenticeship", money={"A": 0}, personal_supply={"A": 1}, dice={"A": "R1 W1 Y1", "B": "W1"},
                  citizens={"Palace": "B C B C B C"})
    state = state.apply(A("cube", ("ACT-W-II-1",)))
    for refused in (A("cathedral"), A("recruit", ("bishopric",)), A("recruit", ("city_hall",))):
        assert not state.explain(refused).legal and "TRY-20.32" in state.explain(refused).rule_ids
    farmed = state.apply(A("agriculture")).apply(group(die("A", "R", 1), die("A", "W", 1), die("A", "Y", 1)))
    assert farmed.purse("A") == 15 // 2  # colours mixed, each die a 5
    palace = state.apply(A("recruit", ("palace",))).apply(group(die("A", "R", 1)))
    assert palace.legal_actions()[-1] == A("evict", (5,))  # the red 1 counts 5: spaces 1-5
    never = _cube("Apprenticeship", personal_supply={"A": 1}, dice={"A": "R1", "B": "W1"},
                  options={"cube_on_recruit": "never"}).apply(A("cube", ("ACT-W-II-1",)))
    assert "TRY-11.20" in never.explain(A("recruit", ("palace",))).rule_ids


def test_TRY_20_33_confession_adds_two_to_every_die_of_any_colour():
    state = _cube("Confession", money={"A": 0}, events=("Marauding",), personal_supply={"A": 1},
                  dice={"A": "R1 R2 Y1", "B": "W1"}, citizens={"Palace": "B C B C B C"})
    state = state.apply(A("cube", ("ACT-W-II-2",)))
    assert not state.explain(A("cathedral")).legal and not state.explain(A("recruit", ("city_hall",))).legal
    fought = state.apply(A("fight", ("EVT-R-1",))).apply(group(die("A", "R", 1), die("A", "R", 2)))
    assert fought.event_cubes("Marauding") == ("A", "A")  # (3 + 4) // 3
    farming = state.apply(A("agriculture"))
    assert not farming.explain(group(die("A", "R", 1), die("A", "Y", 1))).legal, "colours do not mix by default"
    assert farming.apply(group(die("A", "Y", 1))).purse("A") == 3 // 2
    palace = state.apply(A("recruit", ("palace",))).apply(group(die("A", "R", 2)))
    assert palace.legal_actions()[-1] == A("evict", (4,))  # the red 2 counts 4
    mixing = _cube("Confession", money={"A": 0}, dice={"A": "R1 Y1", "B": "W1"},
                   options={"confession_mixes_colours": True}).apply(A("cube", ("ACT-W-II-2",)))
    mixing = mixing.apply(A("agriculture")).apply(group(die("A", "R", 1), die("A", "Y", 1)))
    assert mixing.purse("A") == 6 // 2


def test_TRY_20_34_templar_turns_one_white_die_into_two_red_dice():
    state = _cube("Templar", money={"A": 5, "B": 0}, events=("Marauding", "Brigands"),
                  dice={"A": "R1", "B": "W5", "C": "Y1"})
    state = state.apply(A("cube", ("ACT-W-II-3",))).apply(A("fight", ("EVT-R-2",)))
    assert not state.explain(group(die("A", "R", 1), die("B", "W", 5))).legal, "no red die may join"
    state = state.apply(group(die("B", "W", 5)))
    assert state.placed[0] == 3 and state.trophies[0] and state.money[:2] == (3, 2)  # 10 // 3 = 3 fill it


def test_TRY_20_35_pilgrimage_takes_any_colours_and_only_some_cubes_mix_them():
    state = _card("Pilgrimage", dice={"A": "R2 W2 Y1 Y2", "B": "W1"})
    mixed = _activate(state, "ACT-W-III-1", die("A", "R", 2), die("A", "W", 2), die("A", "Y", 1))
    assert mixed.victory_points("A") == 2  # 5 // 5
    priest = _card("Pilgrimage", dice={"A": "R2 Y1 Y2", "B": "W1"}, stored_cubes={"Priest": {"A": 1}},
                   activity_cards=("Pilgrimage", "Priest")).apply(A("cube", ("ACT-W-I-3",)))
    priest = priest.apply(A("activate", ("ACT-W-III-1",)))
    assert not priest.explain(group(die("A", "R", 2), die("A", "Y", 2))).legal, "Priest cannot take two colours"
    assert priest.apply(group(die("A", "Y", 1), die("A", "Y", 2))).victory_points("A") == 2  # 4 + 5 = 9


def test_TRY_20_36_procession_rewards_whoever_has_the_most_dice_left():
    state = _card("Procession", dice={"A": "W5 W6 Y1", "B": "R1 R2 R3", "C": "W1 W2 W3"})
    state = _activate(state, "ACT-W-III-2", die("A", "W", 5), die("A", "W", 6))  # 2 activations
    assert [state.victory_points(p) for p in "ABC"] == [0, 4, 4]  # B and C tie with 3 dice; A has 1 left
    alone = _card("Procession", dice={"A": "W5 Y1"}, passed=("B", "C"))
    alone = _activate(alone, "ACT-W-III-2", die("A", "W", 5))
    assert alone.victory_points("A") == 2, "the activator, with the most dice (1), gains"


def test_TRY_20_37_glassblower_pays_one_vp_per_two_own_cathedral_cubes():
    state = _card("Glassblower", dice={"A": "W5", "B": "W1"}, cathedral={1: "A A A B A -", 2: "A - - - - -"})
    assert _activate(state, "ACT-W-III-3", die("A", "W", 5)).victory_points("A") == 5 // 2


# --- red activity cards ------------------------------------------------------------------------------------


def test_TRY_20_38_archer_rolls_an_unmodifiable_die_for_each_cube():
    state = _card("Archer", events=("Marauding", "Brigands"), dice={"A": "R3 R3", "B": "W1"})
    state = _activate(state, "ACT-R-I-1", die("A", "R", 3), die("A", "R", 3))  # 2 activations, 2 rolls
    assert state.current_player == CHANCE and state.legal_actions() == ()
    state = state.apply(A("black", (3,)))
    assert state.legal_actions() == (A("flag", ("EVT-R-1",)), A("flag", ("EVT-R-2",)))
    state = state.apply(A("flag", ("EVT-R-2",))).apply(A("black", (6,))).apply(A("flag", ("EVT-R-1",)))
    assert state.event_cubes("Brigands") == ("A",) and state.event_cubes("Marauding") == ("A",)
    assert state.influence("A") == 4 + 2
    miss = _activate(_card("Archer", dice={"A": "R3", "B": "W1"}), "ACT-R-I-1", die("A", "R", 3))
    assert miss.apply(A("black", (2,))).placed[0] == 0  # 2 is below 3


def test_TRY_20_39_chivalry_places_a_cube_per_red_die_left():
    start = _card("Chivalry", events=("Marauding", "Brigands"), dice={"A": "R3 R4 R5", "B": "W1"})
    state = _activate(start, "ACT-R-I-2", die("A", "R", 3))  # R4, R5 stay: 2 cubes
    assert state.legal_actions() == (A("flag", ("EVT-R-1",)), A("flag", ("EVT-R-2",)))
    state = state.apply(A("flag", ("EVT-R-2",)))
    assert state.event_cubes("Brigands") == ("A", "A") and state.influence("A") == 6  # all on one card
    spread = position(**_spread_args(start, {"chivalry_one_card": False, "chivalry_influence": False}))
    spread = _activate(spread, "ACT-R-I-2", die("A", "R", 3)).apply(A("flag", ("EVT-R-2",)))
    spread = spread.apply(A("flag", ("EVT-R-1",)))
    assert spread.event_cubes("Brigands") == ("A",) and spread.event_cubes("Marauding") == ("A",)
    assert spread.influence("A") == 4, "no influence with chivalry_influence off"


def _spread_args(state, options):
    from rulebook.troyes import position_args

    args = position_args(state)
    args["options"] = options
    return args


def test_TRY_20_40_diplomat_pays_all_its_influence_before_placing():
    state = _card("Diplomat", influence={"A": 1}, events=("Marauding", "Brigands"), dice={"A": "R6", "B": "W1"})
    state = _activate(state, "ACT-R-I-3", die("A", "R", 6))  # 2 activations, 1 influence
    state = state.apply(A("convert"))
    assert state.influence("A") == 0 and state.work[0] == ("flag", 1, 0, 1)
    state = state.apply(A("flag", ("EVT-R-2",)))  # the second could not be paid: the cube's influence came later
    assert state.event_cubes("Brigands") == ("A",) and state.influence("A") == 1 and state.current_player == 1
    rich = _activate(_card("Diplomat", events=("Marauding", "Brigands"), dice={"A": "R6", "B": "W1"}),
                     "ACT-R-I-3", die("A", "R", 6))
    rich = rich.apply(A("convert")).apply(A("convert")).apply(A("flag", ("EVT-R-2",))).apply(A("flag", ("EVT-R-1",)))
    assert rich.influence("A") == 4 - 2 + 2 and rich.placed[0] == 2


def test_TRY_20_41_hunting_gives_three_influence():
    state = _activate(_card("Hunting", influence={"A": 18}, dice={"A": "R4", "B": "W1"}), "ACT-R-II-1",
                      die("A", "R", 4))
    assert state.influence("A") == 20  # capped (TRY-10.1)


def test_TRY_20_42_mercenary_gives_three_deniers():
    assert _activate(_card("Mercenary", dice={"A": "R4 R4", "B": "W1"}), "ACT-R-II-2", die("A", "R", 4),
                     die("A", "R", 4)).purse("A") == 5 + 6


def test_TRY_20_43_tax_collector_takes_from_the_others_and_the_bank_pays_for_grey_citizens():
    state = _card("Tax Collector", money={"A": 0, "B": 1, "C": 5}, dice={"A": "R4", "B": "W1"},
                  citizens={"City Hall": "B B C grey grey A"})
    bank = state.bank
    state = _activate(state, "ACT-R-II-3", die("A", "R", 4))
    assert state.money == (1 + 1 + 2, 0, 4)  # B owes 2, pays its 1 (no VP lost); C pays 1; the greys bring 2
    assert state.bank - bank == 2 and state.victory_points("B") == 0
    own = _card("Tax Collector", money={"A": 0, "B": 1, "C": 5}, dice={"A": "R4", "B": "W1"},
                citizens={"City Hall": "B B C grey grey A"}, options={"tax_collector_own_citizens": "bank"})
    assert _activate(own, "ACT-R-II-3", die("A", "R", 4)).purse("A") == 5


def test_TRY_20_44_joust_pays_the_highest_red_total_ties_included():
    def joust(a, b, **options):
        state = _card("Joust", dice={"A": "R5 " + a, "B": b, "C": "R3"}, options=options)
        return _activate(state, "ACT-R-III-1", die("A", "R", 5))
    assert [joust("R6 R4", "R6").victory_points(p) for p in "ABC"] == [2, 0, 0]
    assert [joust("R6 R4", "R6 R4").victory_points(p) for p in "ABC"] == [2, 2, 0]  # tied for the highest
    assert [joust("R6 R4", "R6 R6").victory_points(p) for p in "ABC"] == [0, 0, 0]  # A does not lead
    assert [joust("R6 R4", "R6 R6", joust_activator_must_lead=False).victory_points(p) for p in "ABC"] == [0, 2, 0]


def test_TRY_20_45_captain_counts_events_holding_an_own_cube():
    state = _card("Captain", events=("Marauding", "Brigands", "Heresy"), dice={"A": "R5", "B": "W1"},
                  event_cubes={"Marauding": "A B", "Brigands": "B", "Heresy": "A"})
    assert _activate(state, "ACT-R-III-2", die("A", "R", 5)).victory_points("A") == 2


def test_TRY_20_46_troubadour_turns_three_influence_into_two_vp():
    state = _activate(_card("Troubadour", dice={"A": "R5", "B": "W1"}), "ACT-R-III-3", die("A", "R", 5))
    state = state.apply(A("convert"))
    assert (state.influence("A"), state.victory_points("A")) == (1, 2)


# --- events ------------------------------------------------------------------------------------------------


def test_TRY_20_47_marauding_stays_acts_first_and_counts_for_captain():
    state = _events_act(("Marauding",))
    assert state.phase == BLACK and state.black_rolls == 1 and state.event_row() == ("Marauding",)
    done = position(3, events=("Marauding",), event_cubes={"Marauding": "B B"}, dice={"A": "R6", "B": "W1"})
    done = done.apply(A("fight", ("EVT-R-1",))).apply(group(die("A", "R", 6)))
    assert done.event_row() == ("Marauding",) and done.event_cubes("Marauding") == () and done.trophies[1] == ()
    assert done.victory_points("B") == 4 and done.victory_points("A") == 1 and done.won[1] == 1


@pytest.mark.parametrize("card", ["EVT-R-2", "EVT-R-3", "EVT-R-4"])
def test_TRY_20_48_each_brigands_adds_a_black_die(card):
    state = _events_act(("Marauding", card))
    assert state.black_rolls == 2 and state.cfg.events[state.cfg.event_index[card]].name == "Brigands"


@pytest.mark.parametrize("card", ["EVT-R-5", "EVT-R-6"])
def test_TRY_20_49_each_skirmishes_adds_a_black_die(card):
    state = _events_act(("Marauding", card))
    assert state.black_rolls == 2 and state.cfg.events[state.cfg.event_index[card]].name == "Skirmishes"


def test_TRY_20_50_war_and_normans_attack_adds_two_black_dice():
    assert _events_act(("Marauding", "War and Normans Attack")).black_rolls == 3


def test_TRY_20_51_conflict_of_succession_puts_a_grey_citizen_in_the_palace():
    state = _events_act(("Conflict of Succession",), citizens={"Palace": "A B C A B C"})
    assert state.phase == EVENTS and state.current_player == CHANCE and state.legal_actions() == ()
    assert [a for a, _ in state.chance_outcomes()] == [A("roll", (v,)) for v in range(1, 7)]
    state = state.apply(A("roll", (3,)))
    assert state.citizens_on("Palace") == ("A", "B", "grey", "A", "B", "C") and state.lying_beside("Palace") == ("C",)
    assert state.phase == ACTIONS  # no black die by default (event_defaults)


def test_TRY_20_52_theological_conflict_puts_a_grey_citizen_in_the_bishopric():
    state = _events_act(("Theological Conflict",), citizens={"Bishopric": "A B C A B C"}).apply(A("roll", (1,)))
    assert state.citizens_on("Bishopric")[0] == "grey" and state.lying_beside("Bishopric") == ("A",)


def test_TRY_20_53_heresy_costs_two_influence_or_two_vp():
    state = _events_act(("Heresy",), influence={"A": 5, "B": 1, "C": 2}, vp={"B": 3})
    assert [state.influence(p) for p in "ABC"] == [3, 0, 0] and state.victory_points("B") == 1


def test_TRY_20_54_traveling_builders_builds_a_grey_cube_low_and_left():
    state = _events_act(("Traveling Builders",), cathedral={1: "A B - C - -"})
    assert state.cathedral_at(1, 3) == "grey"
    full = _events_act(("Traveling Builders",), cathedral={1: "A B A C B C", 2: "- - - - - A"})
    assert full.cathedral_at(2, 1) == "grey"


def test_TRY_20_55_interrupted_work_removes_the_highest_cube():
    state = _events_act(("Interrupted Work",), cathedral={1: "A B C A B C", 2: "A - C - - -"}, vp={"C": 4})
    assert state.cathedral_at(2, 3) == "" and state.cathedral_at(2, 1) == "A" and state.victory_points("C") == 4


def test_TRY_20_56_drought_charges_for_city_hall_citizens():
    state = _events_act(("Drought",), money={"A": 5, "B": 1, "C": 5}, vp={"B": 2},
                        citizens={"City Hall": "A A B B C grey"})
    assert [state.purse(p) for p in "ABC"] == [3, 0, 4] and state.victory_points("B") == 0


def test_TRY_20_57_support_puts_grey_cubes_on_the_two_cards_to_its_left():
    state = _events_act(("Marauding", "Brigands", "Heresy", "Support"), event_cubes={"Brigands": "A"})
    assert state.event_cubes("Heresy") == ("grey",) and state.event_cubes("Brigands") == ("A", "grey")
    assert state.event_cubes("Marauding") == () and state.influence("A") == 4 - 2  # Heresy, no influence for grey
    short = _events_act(("Marauding", "Support"))
    assert short.event_cubes("Marauding") == ("grey",)
    won = _events_act(("Marauding", "Brigands", "Support"), event_cubes={"Brigands": "A grey"})
    assert won.event_row() == ("Marauding", "Support") and won.trophies == ((), (), ())  # grey has the most
    assert won.victory_points("A") == 1  # second: the lower VP


def test_TRY_20_58_civil_war_costs_three_deniers_or_two_vp():
    state = _events_act(("Civil War",), money={"A": 5, "B": 2, "C": 3}, vp={"B": 5})
    assert [state.purse(p) for p in "ABC"] == [2, 0, 0] and state.victory_points("B") == 3


def test_TRY_20_59_wayfarers_put_a_grey_citizen_in_the_city_hall():
    state = _events_act(("Wayfarers",), citizens={"City Hall": "A B C A B C"}).apply(A("roll", (6,)))
    assert state.citizens_on("City Hall")[5] == "grey" and state.lying_beside("City Hall") == ("C",)


def test_TRY_20_60_a_grey_citizen_may_push_as_an_option_and_respects_protection():
    state = _events_act(("Wayfarers",), citizens={"City Hall": "grey B C A B C"},
                        options={"event_citizen_eviction": "push"}).apply(A("roll", (4,)))
    assert state.citizens_on("City Hall") == ("grey", "C", "A", "grey", "B", "C")  # B on space 2 expelled
    assert state.lying_beside("City Hall") == ("B",)
    end = position(3, round=4, events=("Marauding", "Wayfarers"), citizens={"City Hall": "grey B C A B C"},
                   red_deck=("EVT-R-5",), dice={"A": "Y2"}, yellow_deck=("EVT-Y-1",))
    end = end.apply(A("agriculture")).apply(group(die("A", "Y", 2)))  # the round ends, a new one begins
    while end.rolls:
        end = end.apply(A("roll", (1,)))
    assert end.current_player == CHANCE and end.pending[0] == "roll"  # Wayfarers rolls again next round


def test_TRY_20_61_with_all_eight_grey_citizens_on_the_board_the_event_is_ignored():
    full = _events_act(("Conflict of Succession",), players=2,
                       citizens={"Palace": "grey A A B B grey", "Bishopric": "grey A A B B grey",
                                 "City Hall": "grey A B A B grey"}, lying={"Palace": "grey grey"})
    assert full.phase == ACTIONS and full.citizens_on("Palace")[0] == "grey"
    assert any("TRY-20.61" in e.rule_ids for e in full.log)


def test_TRY_20_62_grey_cubes_are_limited_and_earn_nothing():
    state = _events_act(("Marauding", "Brigands", "Support"), options={"grey_cubes": 1})
    assert state.event_cubes("Brigands") == ("grey",) and state.event_cubes("Marauding") == ()
    assert any("no grey cube is left" in e.text for e in state.log)


def test_TRY_20_69_unprinted_event_numbers_come_from_the_options():
    numbers = {"black_dice": 1, "divisor": 2, "spaces": 5, "first_vp": 6, "second_vp": 2}
    state = position(3, events=("Marauding", "Conflict of Succession"), options={"event_defaults": numbers})
    conflict = state.cfg.events[state.cfg.event_index["EVT-R-8"]]
    assert (conflict.black_dice, conflict.divisor, conflict.spaces, conflict.first_vp, conflict.second_vp,
            conflict.fight_colour) == (1, 2, 5, 6, 2, 0)
    brigands = state.cfg.events[state.cfg.event_index["EVT-R-2"]]
    assert brigands.black_dice == 1 and brigands.divisor == 2, "printed black dice stay; the rest follow"


# --- characters ----------------------------------------------------------------------------------------------


def _character_vp(name: str, players: int = 3, seat: int = 0, **fields):
    state = position(players, phase="over", round={2: 4, 3: 5, 4: 6}[players], red_deck=(), **fields)
    return character_vp(state, state.cfg.characters[character_index(state.cfg, name)], seat)


def test_TRY_20_63_urbain_iv_counts_own_cathedral_cubes():
    assert [_character_vp("Urbain IV", cathedral={1: row}) for row in ("A A - - - -", "A A A - - -", "A A A A A -",
                                                                       "A A A A A A")] == [0, 1, 3, 3]
    assert _character_vp("Urbain IV", cathedral={1: "A A A A A A", 2: "A - - - - -"}) == 6
    assert _character_vp("Urbain IV", players=2, cathedral={1: "A A A - - -"}) == 0  # 2 players: 4 / 6 / 8


def test_TRY_20_64_thibaut_ii_counts_deniers():
    assert [_character_vp("Thibaut II", money={"A": m}) for m in (5, 6, 11, 12, 17, 18)] == [0, 1, 1, 3, 3, 6]


def test_TRY_20_65_henry_i_counts_event_cards_won():
    assert _character_vp("Henry I", trophies={"A": ("Brigands",)}) == 1
    assert _character_vp("Henry I", trophies={"A": ("EVT-R-2", "EVT-R-3", "EVT-R-4")}) == 3
    assert _character_vp("Henry I", events_won={"A": 4}, event_cubes_placed={"A": 20}) == 0, \
        "Marauding victories and cubes take no card"


def test_TRY_20_66_hugues_de_payns_counts_influence():
    assert [_character_vp("Hugues de Payns", influence={"A": i}) for i in (4, 5, 10, 15)] == [0, 1, 3, 6]


def test_TRY_20_67_chretien_de_troyes_counts_own_citizens_in_the_buildings():
    def score(palace, players=3):
        other = "B C B C grey grey" if players == 3 else "B B B grey grey grey"
        return _character_vp("Chrétien de Troyes", players=players, citizens={
            "Palace": palace, "Bishopric": other, "City Hall": other})
    assert [score(p) for p in ("A A B C grey grey", "A A A B C grey", "A A A A A B")] == [0, 1, 3]
    assert score("A A A B B grey", players=2) == 0 and score("A A A A B grey", players=2) == 1  # 4 / 6 / 8


def test_TRY_20_68_le_florentin_counts_tradesmen():
    cards = ("Merchant", "Monk", "Archer", "Blacksmith")
    def score(k):
        return _character_vp("Le Florentin", activity_cards=cards, tradesmen={c: "A" for c in cards[:k]})
    assert [score(k) for k in (1, 2, 4)] == [0, 1, 3]


def test_the_cards_leave_dice_alone_unless_they_say_so():
    state = _activate(_card("Merchant", dice={"A": "Y3 R1", "B": "W1"}), "ACT-Y-I-1", die("A", "Y", 3))
    assert dice(state, 0) == "R1"
