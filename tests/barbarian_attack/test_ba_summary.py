"""The summary hook: the numbers on the table, read off a position, in a flat and stable order."""

from __future__ import annotations

from ba_helpers import RED

from rulebook import barbarian_attack as ba
from rulebook.barbarian_attack import board as G
from rulebook.barbarian_attack.positions import position


def test_summary_is_flat_ordered_and_made_of_ints_and_strings():
    s = ba.new_game(players=4, seed=7)
    table = ba.summary(s)
    assert list(table)[:4] == ["turn", "phase", "active player", "winner"]
    assert all(isinstance(v, (int, str)) and not isinstance(v, bool) for v in table.values())
    assert list(table) == list(ba.summary(ba.new_game(players=4, seed=8))), "same keys, same order in every game"
    assert [k for k in table if k.endswith(" VP")] == ["Red VP", "Blue VP", "White VP", "Orange VP"]
    assert [table[f"barbarians on H{h}"] for h in G.COASTAL_HEXES] == [s.barb[h] for h in G.COASTAL_HEXES]
    assert table["barbarian supply"] == 28 and table["conquered hexes"] == "none"


def test_summary_counts_pieces_cards_and_conquest_like_the_board_picture():
    s = position(active="Blue", barbarians={"H3": 3, "H12": 1}, settlements={"I11": "Red"}, cities={"I29": "Red"},
                 roads={"P46": "Red"}, knights={"P40": "Blue"}, hands={"Red": "2 brick ore"}, gold={"White": 3},
                 prisoners={"Blue": 2})
    table = ba.summary(s)
    assert table["active player"] == "Blue" and table["phase"] == "trade and build"
    assert (table["Red settlements"], table["Red cities"], table["Red roads"]) == (1, 1, 1)
    assert table["Red buildings conquered"] == 1, "I11 touches only conquered H3"
    assert table["Red VP"] == s.vp(RED) == 2
    assert (table["Red brick"], table["Red ore"], table["Red wool"]) == (2, 1, 0)
    assert table["White gold"] == 3 and table["Blue prisoners"] == 2 and table["Blue knights on the board"] == 1
    assert table["conquered hexes"] == "H3" and table["barbarians on H12"] == 1


def test_summary_of_a_walkthrough_step_shows_what_the_landing_changed():
    step = next(st for st in ba.WALKTHROUGH if st.title == "The landing")
    before, after = ba.summary(step.before), ba.summary(step.after)
    changed = {k: (before[k], after[k]) for k in before if before[k] != after[k]}
    assert changed["barbarians on H12"] == (2, 3) and changed["conquered hexes"] == ("none", "H12")
    assert changed["barbarian supply"] == (before["barbarian supply"], before["barbarian supply"] - 3)


def test_summary_of_the_two_player_game_names_the_neutrals_and_tokens():
    s = position(2, active="Red", roads={"P46": "Red", "P20": "Neutral White"})
    table = ba.summary(s)
    assert "Neutral White roads" in table and table["Neutral White roads"] == 1
    assert table["Red trade tokens"] == 5 and "trade tokens in supply" in table
    assert "White VP" not in table
