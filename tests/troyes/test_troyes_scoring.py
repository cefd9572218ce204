"""End of game, scoring and engine conventions (spec sections 17 and 18)."""

from __future__ import annotations

import pytest
from troyes_helpers import A, finish

from rulebook.core import CHANCE, IllegalAction
from rulebook.troyes.positions import fixture_cards, table
from rulebook.troyes.scoring import breakdown, character_vp

CARDS = fixture_cards("FX-Coins", "FX-Stones", "FX-Guilds", "FX-Voice")


def _final(**fields):
    base = {"cards": CARDS, "phase": "over", "seat": -1, "round": 4, "red_deck": (),
            "chars": {0: ("FX-Coins", "FX-Stones"), 1: ("FX-Guilds", "FX-Voice")}}
    base.update(fields)
    return table(2, **base)


def _character(state, name):
    return state.cfg.characters[[c.id for c in state.cfg.characters].index(name)]


@pytest.mark.parametrize("n", [2, 3, 4])
def test_TRY_17_1_TRY_17_2_scoring_after_the_last_round_with_nothing_pending(n):
    final = finish(n, seed=n + 20)
    assert final.round == {2: 4, 3: 5, 4: 6}[n]
    assert final.lying == ((), (), ()) and final.dmoney == (0,) * n and final.dist == ((),) * 5
    assert any("final score" in e.text for e in final.log)


def test_TRY_17_3_TRY_17_4_TRY_17_5_TRY_17_6_vp_and_participation_marauding_optional():
    state = _final(vp={0: 7, 1: 3}, row=("EVT-R-1", "EVT-R-6", "EVT-W-1"),
                   row_cubes={"EVT-R-1": (0, 1), "EVT-R-6": (0, 0), "EVT-W-1": (1,)})
    assert breakdown(state, 0)["participation_vp"] == 2 and breakdown(state, 1)["participation_vp"] == 2
    assert breakdown(state, 0)["vp_in_play"] == 7
    no_marauding = _final(vp={0: 7, 1: 3}, row=("EVT-R-1", "EVT-R-6"), row_cubes={"EVT-R-1": (0,), "EVT-R-6": (0,)},
                          options={"unresolved_includes_marauding": False})
    assert breakdown(no_marauding, 0)["participation_vp"] == 1


def test_TRY_17_7_tradesman_space_vp():
    state = _final(activity=("ACT-Y-III-2", "ACT-Y-I-2"), trades={"ACT-Y-III-2": (1, 0), "ACT-Y-I-2": (1, 1)[:1]})
    assert breakdown(state, 0)["tradesman_vp"] == 2  # space 2 of a level-III card
    assert breakdown(state, 1)["tradesman_vp"] == 3 + 1


def test_TRY_17_8_TRY_17_9_TRY_17_11_every_character_scores_every_player_highest_tier_only():
    state = _final(money={0: 19, 1: 10}, infl={0: 16, 1: 4})
    coins, voice = _character(state, "FX-Coins"), _character(state, "FX-Voice")
    assert [character_vp(state, coins, s) for s in (0, 1)] == [3, 3]
    assert [character_vp(state, voice, s) for s in (0, 1)] == [6, 0]  # 16 reaches 15: only the 6 counts
    assert breakdown(state, 1)["character_vp"] == 3 + 0 + 0 + 0, "B scores A's characters too"
    tiers = _final(money={0: 19}, options={"character_tier_vp": [2, 4, 8]})
    assert character_vp(tiers, _character(tiers, "FX-Coins"), 0) == 4


def test_TRY_17_10_TRY_13_10_cathedral_penalty_per_level_without_own_cube():
    state = _final(cath={(1, 1): 0, (2, 1): 0, (1, 2): 1})
    assert breakdown(state, 0)["cathedral_penalty"] == 2 and breakdown(state, 1)["cathedral_penalty"] == 4
    harsh = _final(options={"cathedral_level_penalty_vp": 3})
    assert breakdown(harsh, 0)["cathedral_penalty"] == 9


def test_TRY_17_12_TRY_17_16_money_influence_and_stored_cubes_score_nothing_by_themselves():
    plain = _final(chars={0: ("FX-Guilds", "FX-Stones"), 1: ("FX-Coins", "FX-Voice")})
    rich = _final(chars={0: ("FX-Guilds", "FX-Stones"), 1: ("FX-Coins", "FX-Voice")}, money={0: 3, 1: 3},
                  infl={0: 3, 1: 3}, personal={0: 4}, stored={"ACT-W-I-1": {0: 5}}, activity=("ACT-W-I-1",))
    assert plain.scores() == rich.scores()


def test_TRY_17_13_final_score_floor_is_an_option():
    state = _final(vp={0: 1}, money={1: 0})
    assert state.scores()[1] == 0
    free = _final(vp={0: 1}, money={1: 0}, options={"final_score_floor": None})
    assert free.scores()[1] == -6


def test_TRY_17_14_TRY_17_15_winner_and_tie_break():
    plain = {0: ("FX-Guilds", "FX-Stones"), 1: ("CHR-3", "CHR-5")}  # no money or influence condition
    assert _final(chars=plain, vp={0: 11, 1: 10}).winners() == (0,)
    state = _final(chars=plain, vp={0: 10, 1: 10}, infl={0: 4, 1: 4}, money={0: 3, 1: 4})
    assert state.scores()[0] == state.scores()[1]
    assert state.winners() == (1,)  # equal influence, B has more deniers
    assert _final(chars=plain, vp={0: 10, 1: 10}, infl={0: 5, 1: 4}, money={0: 3, 1: 4}).winners() == (0,)
    shared = _final(chars=plain, vp={0: 10, 1: 10}, infl={0: 4, 1: 4}, money={0: 4, 1: 4})
    assert shared.winners() == (0, 1)
    money_first = _final(chars=plain, vp={0: 10, 1: 10}, infl={0: 9, 1: 4}, money={0: 3, 1: 4},
                         options={"tie_break": ["money", "influence", "shared"]})
    assert money_first.winners() == (1,)


def test_TRY_18_1_TRY_18_2_observations_hide_vp_characters_and_decks():
    state = table(3, vp={0: 5, 1: 6, 2: 7}, revealed=1)
    view = state.observation(1)
    assert view["vp"] == [None, 6, None]
    assert view["characters"][0] == ["hidden"] and view["characters"][1] != ["hidden"]
    assert view["decks"] == [len(state.red_deck), len(state.white_deck), len(state.yellow_deck)]
    assert view["money"] == list(state.money) and view["districts"] == [""] * 5
    assert sum(1 for a in view["activity"] if a == "face down") == 6


def test_TRY_18_3_dice_are_chance_nodes_and_choices_are_decisions():
    state = table(3, infl={0: 4}, dist={0: "Y2", 1: "R1"})
    assert state.current_player == 0 and state.chance_outcomes() == ()
    rolled = state.apply(A("reroll", ((0, "Y", 2),)))
    assert rolled.current_player == CHANCE and rolled.legal_actions() == ()


def test_TRY_18_4_illegal_actions_change_nothing():
    state = table(3, dist={0: "Y2", 1: "R1"})
    before = state.to_json()
    for bad in (A("cathedral"), A("fight", ("EVT-R-5",)), A("evict", (3,)), A("no-such-move")):
        with pytest.raises(IllegalAction) as err:
            state.apply(bad)
        assert err.value.rule_ids
    assert state.to_json() == before
