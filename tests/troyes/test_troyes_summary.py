"""The summary hook: the numbers on the table, read off a position, in a fixed order with readable keys."""

from __future__ import annotations

from troyes_helpers import finish

from rulebook.core import changes
from rulebook.troyes import WALKTHROUGH, new_game, position, seat_name, summary


def test_summary_is_flat_ordered_and_readable():
    state = new_game(3, seed=4, start_player=0)
    numbers = summary(state)
    assert list(numbers)[:4] == ["round", "phase", "to move", "start player"]
    assert all(isinstance(v, (int, str)) and not isinstance(v, bool) for v in numbers.values())
    assert numbers["A money"] == 5 and numbers["B influence"] == 4 and numbers["C VP"] == 0
    assert numbers["A citizens to place"] == 5 and numbers["event row"] == "Marauding"
    assert list(summary(new_game(3, seed=9))) == list(numbers), "same keys in the same order for every position"
    assert "D money" not in numbers and "D money" in summary(new_game(4, seed=1))


def test_summary_reads_dice_cubes_and_citizens_from_the_state():
    state = position(3, dice={"A": "Y2 R5", "N": "Y6"}, events=("Marauding", "Skirmishes"),
                     event_cubes={"Skirmishes": "B B"}, cathedral={1: "- A - - - -"}, tradesmen={"Merchant": "C"},
                     activity_cards=("Merchant",), black_pool=(5, 3), lying={"Palace": "A"},
                     citizens={"Palace": "A B B C C grey"})
    numbers = summary(state)
    assert numbers["A dice"] == "R5 Y2" and numbers["B dice"] == "-" and numbers["neutral dice"] == "Y6"
    assert numbers["B cubes on events"] == 2 and numbers["A cathedral cubes"] == 1 and numbers["C tradesmen"] == 1
    assert numbers["A citizens lying"] == 1 and numbers["black pool"] == "5 3"
    assert numbers["event row"] == "Marauding, Skirmishes"


def test_summary_changes_name_what_a_step_changed():
    merchant = next(s for s in WALKTHROUGH if s.title == "Hiring and activating an activity card")
    changed = {key: (old, new) for key, old, new in changes(merchant.before, merchant.after, summary)}
    assert changed["A money"] == (10, 13)  # 3 to hire, +6 from three activations (TRY-11.3, TRY-20.20)
    assert changed["A tradesmen"] == (0, 1)
    assert "B money" not in changed
    assert changes(merchant.before, merchant.before, summary) == []


def test_summary_adds_final_scores_when_the_game_is_over():
    final = finish(3, seed=2)
    numbers = summary(final)
    assert numbers["phase"] == "game over" and numbers["to move"] == "game over"
    assert [numbers[f"{p} final score"] for p in "ABC"] == list(final.scores())
    assert numbers["winner(s)"] == " and ".join(seat_name(w) for w in final.winners())
