"""The shared core: actions, rulings, logs, the rule registry, options, strict JSON, scenarios and play."""

from __future__ import annotations

import random

import pytest
import toy_game

from rulebook import (
    CHANCE,
    Action,
    IllegalAction,
    JSONError,
    OptionError,
    Rule,
    RuleBook,
    Ruling,
    ScriptedChance,
    play,
    playout,
)
from rulebook.core import LogEntry, Option, action_from_json, jsonio, log_append, log_entries, log_from_json
from rulebook.core.options import check_players, int_between, int_map, resolve_options
from rulebook.core.play import RandomBot, match_outcome, resolve_bots, sample_outcome


def test_actions_read_well_and_round_trip_through_json():
    action = Action("agriculture", (("Y", 4), ("B", "Y", 5)))
    assert str(action) == "agriculture (Y, 4) (B, Y, 5)"
    assert str(Action("pass")) == "pass"
    data = jsonio.loads(jsonio.dumps(action.to_json()))
    assert action_from_json(data) == action
    assert hash(action_from_json(data)) == hash(action)


@pytest.mark.parametrize("bad", [[], {"kind": 1, "args": []}, {"kind": "x"}, {"kind": "x", "args": [1.5]},
                                 {"kind": "x", "args": [], "extra": 1}, {"kind": "x", "args": [{"a": 1}]}])
def test_malformed_action_json_is_refused(bad):
    with pytest.raises(ValueError, match="action"):
        action_from_json(bad)


def test_illegal_action_is_a_value_error_carrying_rules():
    err = IllegalAction("costs 12, you have 7", ("TRY-9.9",), Action("buy"))
    assert isinstance(err, ValueError)
    assert err.rule_ids == ("TRY-9.9",)
    assert "buy: costs 12, you have 7 [TRY-9.9]" == str(err)
    assert err.ruling == Ruling(False, "costs 12, you have 7", ("TRY-9.9",))
    assert str(Ruling(True, "fine", ("A-1",))) == "legal: fine [A-1]"


def test_log_chain_shares_history_and_appends_in_constant_steps():
    first = log_append(None, [LogEntry("a", ("X-1",), 0)])
    second = log_append(first, [LogEntry("b", ("X-2",)), LogEntry("c", ("X-3",), 1)])
    assert [e.text for e in log_entries(second)] == ["a", "b", "c"]
    assert [e.text for e in log_entries(first)] == ["a"], "older states keep their own log"
    assert second.length == 3
    assert str(log_entries(second)[2]) == "P1: c [X-3]"
    rebuilt = log_from_json([e.to_json() for e in log_entries(second)])
    assert log_entries(rebuilt) == log_entries(second)
    for bad in [{}, [["a", ["X"]]], [[1, [], None]], [["a", [1], None]], [["a", [], -1]]]:
        with pytest.raises(ValueError, match="log"):
            log_from_json(bad)


def _book() -> RuleBook:
    return RuleBook("demo", [
        Rule("DEM-9.12", "Buying dice", "Each foreign die costs twice the group size.", "seed"),
        Rule("DEM-9.2", "Influence", "Spend influence before the action.", "seed"),
        Rule("DEM-10.1", "Cap", "Influence is capped at 20.", "seed"),
        Rule("DEM-0.9.1", "Deniers", "The money of the game.", "seed"),
    ])


def test_rulebook_orders_ids_like_a_reader_and_finds_by_id_prefix_or_words():
    book = _book()
    assert book.ids == ("DEM-0.9.1", "DEM-9.2", "DEM-9.12", "DEM-10.1")
    assert book["DEM-9.12"].title == "Buying dice"
    assert [r.id for r in book.search("dem-9.12")] == ["DEM-9.12"]
    assert [r.id for r in book.search("DEM-9")] == ["DEM-9.2", "DEM-9.12"]
    assert [r.id for r in book.search("influence cap")] == ["DEM-10.1"]
    assert [r.id for r in book.search("INFLUENCE")] == ["DEM-9.2", "DEM-10.1"]
    assert book.search("   ") == ()
    assert book.sections() == ("DEM-0", "DEM-9", "DEM-10")
    assert book["DEM-0.9.1"].section == "DEM-0"
    with pytest.raises(KeyError, match="no rule 'DEM-1.1'"):
        book["DEM-1.1"]
    with pytest.raises(KeyError, match="unknown rule"):
        book.check_cited(["DEM-9.2", "DEM-7.7"])


@pytest.mark.parametrize("rules, message", [
    ([Rule("DEM-1.1", "a", "b"), Rule("DEM-1.1", "c", "d")], "twice"),
    ([Rule("dem 1", "a", "b")], "malformed"),
    ([Rule("DEM-1.1", "", "b")], "title"),
])
def test_rulebook_rejects_bad_registries(rules, message):
    with pytest.raises(ValueError, match=message):
        RuleBook("demo", rules)


def test_options_resolve_defaults_and_reject_unknown_names_and_bad_values():
    options = {"price": Option("price", {1: 2, 2: 4}, ("DEM-9.12",), "die price", check=int_map((1, 2), 0, 9)),
               "mode": Option("mode", "sum", ("DEM-9.2",), "counter mode", choices=("sum", "partition")),
               "cap": Option("cap", 20, ("DEM-10.1",), "influence cap", check=int_between(1, 99))}
    resolved = resolve_options("demo", options, {"cap": 12})
    assert resolved == {"price": {1: 2, 2: 4}, "mode": "sum", "cap": 12}
    resolved["price"][1] = 99
    assert options["price"].default == {1: 2, 2: 4}, "defaults are copied, never shared"
    with pytest.raises(OptionError, match="no option 'colour'.*known options: cap, mode, price"):
        resolve_options("demo", options, {"colour": 1})
    with pytest.raises(OptionError, match="choose one of 'sum', 'partition'"):
        resolve_options("demo", options, {"mode": "max"})
    with pytest.raises(OptionError, match="from 1 to 99"):
        resolve_options("demo", options, {"cap": 0})
    with pytest.raises(OptionError, match="from 1 to 99"):
        resolve_options("demo", options, {"cap": True})
    with pytest.raises(OptionError, match="keys"):
        resolve_options("demo", options, {"price": {1: 2}})
    with pytest.raises(OptionError, match="2, 3, 4 players, not 5"):
        check_players("demo", 5, (2, 3, 4))


@pytest.mark.parametrize("text, message", [
    ("{", "not valid JSON"),
    ("NaN", "NaN is not allowed"),
    ('{"a": Infinity}', "Infinity is not allowed"),
    ('{"a": 1, "a": 2}', "duplicate key 'a'"),
    ("[" * 100 + "]" * 100, "nests deeper"),
    ("[" * 100_000, "nests deeper"),
    (" " * 6_000_000, "limit"),
    (12, "expected JSON text"),
])
def test_strict_json_refuses_hostile_input(text, message):
    with pytest.raises(JSONError, match=message):
        jsonio.loads(text)


def test_strict_json_field_readers_name_the_path():
    data = jsonio.loads('{"players": [{"money": -5}], "game": "troyes"}')
    with pytest.raises(JSONError, match=r"players\[0\]\.money: -5 is out of range 0\.\.100"):
        jsonio.integer(data["players"][0]["money"], "players[0].money", 0, 100)
    with pytest.raises(JSONError, match="state: missing field"):
        jsonio.obj(data, "state", ("players", "game", "round"))
    with pytest.raises(JSONError, match="unknown field"):
        jsonio.obj(data, "state", ("players",))
    with pytest.raises(JSONError, match="expected a whole number, got a boolean"):
        jsonio.integer(True, "x")
    with pytest.raises(JSONError, match="not one of"):
        jsonio.string("chess", "game", ("troyes", "tournay"))
    with pytest.raises(JSONError, match="expected 1..2 items"):
        jsonio.array([], "list", 1, 2)
    assert jsonio.dumps({"b": 1, "a": [1, 2]}) == '{"a":[1,2],"b":1}'


def test_chance_sampling_is_exact_and_deterministic():
    outcomes = ((Action("die", (1,)), 0.25), (Action("die", (2,)), 0.75))
    draws = [sample_outcome(outcomes, random.Random(s)) for s in range(2000)]
    assert draws == [sample_outcome(outcomes, random.Random(s)) for s in range(2000)]
    share = draws.count(Action("die", (2,))) / len(draws)
    assert 0.72 < share < 0.78
    assert match_outcome(outcomes, 2) == Action("die", (2,))
    assert match_outcome(outcomes, "die 1") == Action("die", (1,))
    with pytest.raises(ValueError, match="does not name exactly one"):
        match_outcome(outcomes, 7)


def test_scripted_chance_drives_the_dice_then_falls_back_or_stops():
    state = toy_game.new_game()
    trace: list = []
    hold = {0: toy_game.HoldAtTenBot(), 1: toy_game.HoldAtTenBot()}
    final = play(state, hold, chance=[6, 6, 1], rng=1, trace=trace)
    assert trace[:6] == [toy_game.ROLL, toy_game.FACES[5], toy_game.ROLL, toy_game.FACES[5], toy_game.HOLD,
                         toy_game.ROLL], "P0 rolls 6, 6 and holds 12; P1 then rolls a scripted 1"
    assert trace[6] == toy_game.FACES[0]
    assert final.is_terminal()
    with pytest.raises(ValueError, match="ran out"):
        play(state, hold, chance=ScriptedChance([6]))


def test_play_caps_decisions_and_resolve_bots_checks_seats():
    state = toy_game.new_game(target=1000)
    final, plies = playout(state, rng=0, max_plies=50)
    assert plies == 50 and not final.is_terminal()
    assert len(resolve_bots(RandomBot(), 3)) == 3
    with pytest.raises(ValueError, match="2 bots given for 3 seats"):
        resolve_bots([RandomBot(), RandomBot()], 3)
    with pytest.raises(ValueError, match=r"no bot for seat\(s\) \[1\]"):
        resolve_bots({0: RandomBot()}, 2)


def test_state_base_refuses_non_actions_and_moves_at_chance_nodes():
    state = toy_game.new_game().apply(toy_game.ROLL)
    assert state.current_player == CHANCE and state.is_chance_node()
    ruling = state.explain(toy_game.HOLD)
    assert not ruling.legal and "chance must resolve first" in ruling.reason
    for junk in ["hold", None, ("hold",), (1, ())]:
        ruling = state.explain(junk)
        assert not ruling.legal and ruling.rule_ids == ("TOY-9.1",)
        with pytest.raises(IllegalAction):
            state.apply(junk)
    finished = toy_game.from_json(toy_game.new_game().to_json().replace('"scores":[0,0]', '"scores":[25,0]'))
    assert finished.is_terminal()
    assert "game is over" in finished.explain(toy_game.ROLL).reason
