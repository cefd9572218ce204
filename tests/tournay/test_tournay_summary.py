"""`summary(state)`: the numbers on the table, flat, ordered and read only from the state."""

from __future__ import annotations

from tournay_helpers import fx_position

from rulebook import tournay


def changed(before, after) -> dict:
    a, b = tournay.summary(before), tournay.summary(after)
    assert list(a) == list(b), "the keys depend only on the number of players"
    return {k: (a[k], b[k]) for k in a if a[k] != b[k]}


def test_summary_is_flat_ordered_and_readable():
    state = tournay.new_game(players=3, seed=7, start_player=0)
    s = tournay.summary(state)
    assert all(isinstance(v, (int, str)) and not isinstance(v, bool) for v in s.values())
    assert list(s)[:5] == ["turn", "to act", "step", "final round", "criers revealed"]
    assert s["turn"] == 1 and s["to act"] == "P1" and s["criers revealed"] == 0
    assert [s[f"P{p} deniers"] for p in (1, 2, 3)] == [6, 6, 6]
    assert s["P3 red standing"] == 2 and s["yellow citizens in the stock"] == 3
    assert s["Y1 cards left"] == 10 and s["R3 face-up card"] == "none"
    assert list(s).index("P1 deniers") < list(s).index("P2 deniers") < list(s).index("P3 walls")
    assert tournay.summary(state) == s


def test_summary_shows_what_a_draw_changes():
    """The walkthrough's first draw (TOU-6.3): one yellow citizen lies down, a card enters the hand."""
    step = tournay.WALKTHROUGH[4]
    diff = changed(step.before, step.after)
    assert diff["P1 yellow standing"] == (2, 1) and diff["P1 yellow lying down"] == (0, 1)
    assert diff["P1 cards in hand"] == (0, 1) and diff["Y1 face-up card"] == ("none", "Architect")
    assert "P2 deniers" not in diff


def test_summary_counts_tokens_stacks_walls_and_the_queue():
    st = fx_position(seats={"P1": {"money": 9, "hand": ["R1-FORT"],
                                   "district": {(0, 0): ["R1-FORT", "R1-BALLISTA"], (0, 1): "W1-U02",
                                                (1, 1): "R1-BARRACKS", (1, 0): "Y3-MINT"},
                                   "on_buildings": {(0, 0): "damage", (0, 1): "grey", (1, 1): "citizen"}}},
                     events=["FX-LOSE", "FX-GAIN", None], coins=[2, 0, 0], criers=("Y1",))
    s = tournay.summary(st)
    assert s["P1 deniers"] == 9 and s["P1 cards in hand"] == 1
    assert s["P1 filled spaces"] == 4 and s["P1 cards in district"] == 5
    assert s["P1 prestige buildings showing"] == 1
    assert (s["P1 grey tokens"], s["P1 damage tokens"], s["P1 red on buildings"]) == (1, 1, 1)
    assert s["coins on slot 1"] == 2 and s["event slot 3"] == "empty"
    assert s["Y1 cards left"] == 9 and s["P2 walls"] == 0


def test_summary_at_the_end_of_the_tour():
    final = tournay.WALKTHROUGH[-1].after
    s = tournay.summary(final)
    assert s["to act"] == "game over" and s["step"] == "game over" and s["final round"] == "yes"
    assert s["P1 filled spaces"] == 9
