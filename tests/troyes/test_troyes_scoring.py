"""End of game, scoring and engine conventions (spec sections 17 and 18)."""

from __future__ import annotations

import pytest
from troyes_helpers import A, finish

from rulebook.core import CHANCE, IllegalAction
from rulebook.troyes import position
from rulebook.troyes.queries import character_index
from rulebook.troyes.scoring import breakdown, character_vp


def _final(**fields):
    base = {"phase": "over", "round": 4, "red_deck": (),
            "characters": {"A": ("Thibaut II", "Urbain IV"), "B": ("Le Florentin", "Hugues de Payns")}}
    base.update(fields)
    return position(2, **base)


def _character(state, name):
    return state.cfg.characters[character_index(state.cfg, name)]


@pytest.mark.parametrize("n", [2, 3, 4])
def test_TRY_17_1_TRY_17_2_scoring_after_the_last_round_with_nothing_pending(n):
    final = finish(n, seed=n + 20)
    assert final.round == {2: 4, 3: 5, 4: 6}[n]
    assert final.lying == ((), (), ()) and final.dmoney == (0,) * n and final.dist == ((),) * 5
    assert any("final score" in e.text for e in final.log)


def test_TRY_17_3_TRY_17_4_TRY_17_5_TRY_17_6_vp_and_participation_marauding_optional():
    state = _final(vp={"A": 7, "B": 3}, events=("Marauding", "Skirmishes", "Heresy"),
                   event_cubes={"Marauding": "A B", "Skirmishes": "A A", "Heresy": "B grey"})
    assert breakdown(state, 0)["participation_vp"] == 2 and breakdown(state, 1)["participation_vp"] == 2
    assert breakdown(state, 0)["vp_in_play"] == 7
    no_marauding = _final(vp={"A": 7, "B": 3}, events=("Marauding", "Skirmishes"),
                          event_cubes={"Marauding": "A", "Skirmishes": "A"},
                          options={"unresolved_includes_marauding": False})
    assert breakdown(no_marauding, 0)["participation_vp"] == 1


def test_TRY_17_7_tradesman_space_vp():
    state = _final(activity_cards=("Goldsmith", "Artisan"), tradesmen={"Goldsmith": "B A", "Artisan": "B"})
    assert breakdown(state, 0)["tradesman_vp"] == 2  # space 2 of a level-III card
    assert breakdown(state, 1)["tradesman_vp"] == 3 + 1


def test_TRY_17_8_TRY_17_9_TRY_17_11_every_character_scores_every_player_highest_tier_only():
    state = _final(money={"A": 19, "B": 10}, influence={"A": 16, "B": 4})
    thibaut, hugues = _character(state, "Thibaut II"), _character(state, "Hugues de Payns")
    assert [character_vp(state, thibaut, s) for s in (0, 1)] == [6, 1]  # 19 reaches 18; 10 reaches 6
    assert [character_vp(state, hugues, s) for s in (0, 1)] == [6, 0]  # 16 reaches 15: only the 6 counts
    assert breakdown(state, 1)["character_vp"] == 1 + 0 + 0 + 0, "B scores A's characters too"
    tiers = _final(money={"A": 13}, options={"character_tier_vp": [2, 4, 8]})
    assert character_vp(tiers, _character(tiers, "Thibaut II"), 0) == 4


def test_TRY_17_10_TRY_13_10_cathedral_penalty_per_level_without_own_cube():
    state = _final(cathedral={1: "A B - - - -", 2: "A - - - - -"})
    assert breakdown(state, 0)["cathedral_penalty"] == 2 and breakdown(state, 1)["cathedral_penalty"] == 4
    harsh = _final(options={"cathedral_level_penalty_vp": 3})
    assert breakdown(harsh, 0)["cathedral_penalty"] == 9


def test_TRY_17_12_TRY_17_16_money_influence_and_stored_cubes_score_nothing_by_themselves():
    plain = _final(characters={"A": ("Le Florentin", "Urbain IV"), "B": ("Thibaut II", "Hugues de Payns")})
    rich = _final(characters={"A": ("Le Florentin", "Urbain IV"), "B": ("Thibaut II", "Hugues de Payns")},
                  money={"A": 3, "B": 3}, influence={"A": 3, "B": 3}, personal_supply={"A": 4},
                  stored_cubes={"Tithe": {"A": 5}}, activity_cards=("Tithe",))
    assert plain.scores() == rich.scores()


def test_TRY_17_13_final_score_floor_is_an_option():
    state = _final(vp={"A": 1}, money={"B": 0})
    assert state.scores()[1] == 0
    free = _final(vp={"A": 1}, money={"B": 0}, options={"final_score_floor": None})
    assert free.scores()[1] == -6


def test_TRY_17_14_TRY_17_15_winner_and_tie_break():
    plain = {"A": ("Le Florentin", "Urbain IV"), "B": ("Henry I", "CHR-5")}  # no money or influence condition
    assert _final(characters=plain, vp={"A": 11, "B": 10}).winners() == (0,)
    state = _final(characters=plain, vp={"A": 10, "B": 10}, influence={"A": 4, "B": 4}, money={"A": 3, "B": 4})
    assert state.scores()[0] == state.scores()[1]
    assert state.winners() == (1,)  # equal influence, B has more deniers
    ahead = _final(characters=plain, vp={"A": 10, "B": 10}, influence={"A": 5, "B": 4}, money={"A": 3, "B": 4})
    assert ahead.winners() == (0,)
    shared = _final(characters=plain, vp={"A": 10, "B": 10}, influence={"A": 4, "B": 4}, money={"A": 4, "B": 4})
    assert shared.winners() == (0, 1)
    money_first = _final(characters=plain, vp={"A": 10, "B": 10}, influence={"A": 9, "B": 4}, money={"A": 3, "B": 4},
                         options={"tie_break": ["money", "influence", "shared"]})
    assert money_first.winners() == (1,)


def test_TRY_18_1_TRY_18_2_observations_hide_vp_characters_and_decks():
    state = position(3, vp={"A": 5, "B": 6, "C": 7}, revealed=1)
    view = state.observation(1)
    assert view["vp"] == [None, 6, None]
    assert view["characters"][0] == ["hidden"] and view["characters"][1] != ["hidden"]
    assert view["decks"] == [len(state.red_deck), len(state.white_deck), len(state.yellow_deck)]
    assert view["money"] == list(state.money) and view["districts"] == [""] * 5
    assert sum(1 for a in view["activity"] if a == "face down") == 6


def test_TRY_18_3_dice_are_chance_nodes_and_choices_are_decisions():
    state = position(3, influence={"A": 4}, dice={"A": "Y2", "B": "R1"})
    assert state.current_player == 0 and state.chance_outcomes() == ()
    rolled = state.apply(A("reroll", ((0, "Y", 2),)))
    assert rolled.current_player == CHANCE and rolled.legal_actions() == ()


def test_TRY_18_4_illegal_actions_change_nothing():
    state = position(3, dice={"A": "Y2", "B": "R1"})
    before = state.to_json()
    for bad in (A("cathedral"), A("fight", ("EVT-R-5",)), A("evict", (3,)), A("no-such-move")):
        with pytest.raises(IllegalAction) as err:
            state.apply(bad)
        assert err.value.rule_ids
    assert state.to_json() == before
