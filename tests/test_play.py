"""The play table without a browser: every control clicked from Python, on the toy game (Pig) and on each game.

The toy game offers the whole presentation layer (tests/toy_game.py: a die and a pot to click, words, a
breakdown, a heuristic bot with reasons), so every control is checked here; the real games are checked with whatever
presentation layer they offer so far (a game without one plays from the grouped list, in plain `str(action)` words).
"""

from __future__ import annotations

import asyncio
import datetime
import html
import json
import random
import re
import subprocess
import sys
import types

import pytest
from conftest import ROOT, TESTS

from rulebook import get_game
from widgets import PlayTable
from widgets.play import NOTHING
from widgets.play_save import FORMAT, read_save
from widgets.presenter import Presenter

NOW = datetime.datetime.now(datetime.UTC)


def toy(**kwargs) -> PlayTable:
    kwargs.setdefault("seed", 1)
    kwargs.setdefault("pause", 0)
    return PlayTable("toy", **kwargs)


def shown(table: PlayTable) -> list[str]:
    """The descriptions of the move buttons offered at the clicked place."""
    return [b.description for b in table.menu_buttons if b.layout.display != "none"]


def test_the_learner_clicks_a_place_then_one_of_its_moves_and_the_bots_answer():
    table = toy(seats="Red", bots="heuristic")
    assert table.turn == "learner" and table.board.clickable == ["die"], "only places with a legal move respond"
    assert "Your move, Red" in table.turn_line.value and "<svg" in table.board.svg
    table.click("die")
    assert table.selected == "die" and table.board.selected == "die"
    assert shown(table) == ["Red rolls the die"] and "At the die: 1 move" in table.place_heading.value
    table.choose(0)
    assert table.turn == "roll" and not table.roll_button.disabled, "the learner's own dice wait for Roll"
    assert table.history[-1].actor == "learner" and "You (Red):" in table.happened.value
    table.roll_button.click()
    assert table.history[-1].actor in ("chance", "bot") and "<b>Chance, yours:</b>" in table.happened.value
    assert "probability 1/6 ≈ 16.7 %" in table.happened.value
    assert table.turn == "learner", "the bot answered (or the learner rolled on) until the learner's next decision"


def test_a_bot_move_is_said_with_its_reason_the_engines_ruling_and_expandable_rules():
    table = toy(seats="Blue", seed=3)  # Red is the heuristic bot and moves first
    assert table.history and table.history[0].actor == "bot"
    text = table.happened.value
    assert "Red (heuristic bot):</b> Red rolls the die" in text
    assert "✔ Allowed now by the rules on turn" in text and "Its reason:" in text
    assert "<details><summary><code>TOY-1.1</code>" in text, "rule IDs open to the rule's text"
    assert "<b>Chance:</b>" in text, "the bots' dice are rolled by the table, visibly"
    assert table.board.svg and any(p in table.board.svg for p in ('stroke="#d93025"',)), "the last move is lit"


def test_clicks_where_nothing_is_legal_and_double_clicks_change_nothing():
    table = toy()
    start = table.state.to_json()
    table.click("pot")
    assert "Nothing you can do at the pot (turn total)" in table.status.value and "Why not" in table.status.value
    table.click("score-Blue")
    assert "Nothing you can do at Blue's score" in table.status.value.replace("&#x27;", "'")
    table.click("die")
    table.click("die")
    assert "already chosen" in table.status.value and table.state.to_json() == start
    table._close_menu()
    table.board.clicked, table.board.click_count = "die", table.board.click_count + 2  # a double click, merged
    assert table.selected == "die" and "double click counts as one" in table.status.value
    assert shown(table) == ["Red rolls the die"] and table.state.to_json() == start
    table.choose(0)
    played = table.state.to_json()
    table.choose(0)  # the second click of a double click on the move button
    assert "earlier position" in table.status.value and table.state.to_json() == played
    table.choose(5)
    assert "earlier position" in table.status.value and table.state.to_json() == played


def test_clicks_and_buttons_while_a_bot_is_moving_are_refused_and_the_bots_move_one_at_a_time():
    moments = []

    async def scenario():
        table = PlayTable("toy", seats="Blue", seed=3, pause=0.01)  # the bot Red begins, a move every 10 ms
        assert table.busy and table.board.disabled and table.hint_button.disabled
        assert "is moving" in table.turn_line.value or "rolling" in table.turn_line.value
        before = len(table.history)
        table.board.clicked, table.board.click_count = "die", table.board.click_count + 1  # a click in flight
        assert "Wait" in table.status.value
        table.hint_button.click()
        assert "Wait" in table.status.value and len(table.history) == before
        table.undo_button.click()
        table.settings.save_button.click()
        assert "Wait" in table.status.value
        for _ in range(2000):
            moments.append(len(table.history))
            if not table.busy:
                break
            await asyncio.sleep(0.002)
        return table

    table = asyncio.run(scenario())
    assert not table.busy and table.turn == "learner" and not table.board.disabled
    assert len(set(moments)) > 2, "the history grew step by step, not at once"


def test_hint_shows_the_heuristic_bots_move_and_reason_and_picks_its_place():
    table = toy()
    table.hint_button.click()
    assert "the heuristic bot would play <i>Red rolls the die</i>" in table.explanation.value
    assert "Its reason: a turn total of 0 is small" in table.explanation.value
    assert table.selected == "die" and shown(table) == ["Red rolls the die"]
    assert 'stroke="#d93025"' in table.board.svg, "the hinted place is lit on the board"
    table.choose(0)
    table.roll()
    if table.turn == "learner":
        table.hint()
        assert table.kind_picker.value in ("roll", "hold") and table.move_list.value is not None


def test_why_not_explains_every_candidate_with_rule_ids_or_says_what_the_place_is():
    table = toy()
    table.why_button.value = True
    assert table.board.clickable == [], "asking, every place responds"
    table.click("pot")
    text = table.explanation.value
    assert "Why not … at the pot (turn total)" in text and "No move starts at the pot" in text
    assert "TOY-1.1" in text and table.why_button.value is False, "one question per press"
    assert table.board.clickable == ["die"]
    table.why_not("score-Blue")
    text = table.explanation.value.replace("&#x27;", "'")
    assert "No move starts at Blue's score" in text and "roll the die" in text and "TOY-1.1" in text
    table.why_not("die")
    assert "Legal now:" in table.explanation.value


def test_undo_goes_back_to_the_learners_last_decision_taking_bot_moves_and_dice_with_it():
    table = toy()
    table.undo_button.click()
    assert "Nothing to undo" in table.status.value
    start = table.state.to_json()
    table.play(table.legal[0])
    table.roll()
    while table.turn != "learner" or table.state.turn_total == 0:
        if table.turn == "roll":
            table.roll()
        elif table.turn == "learner":
            table.play(table.legal[0])
    mark, moves = table.state.to_json(), len(table.history)
    table.play(next(m for m in table.legal if m.kind == "hold"))
    assert len(table.history) > moves + 1, "the bot played after the hold"
    table.undo_button.click()
    assert table.state.to_json() == mark and len(table.history) == moves
    assert "Took back your move “Red holds" in table.status.value and "after it" in table.status.value
    while any(e.actor == "learner" for e in table.history):
        table.undo()
    assert table.state.to_json() == start and table.undo_button.disabled


def test_the_grouped_list_holds_every_legal_move_in_words():
    table = toy()
    assert table.kind_picker.options == (("roll the die (1)", "roll"),)
    assert table.move_list.options == (("Red rolls the die", 0),) and table.move_list.value is None
    table.play_button.click()
    assert "Pick a move in the list first" in table.status.value and not table.history
    table.move_list.value = 0
    table.play_button.click()
    assert table.history[-1].action.kind == "roll" and table.kind_picker.disabled, "no list at the learner's roll"
    table.roll()
    while table.turn == "learner" and table.state.turn_total == 0:
        table.play(table.legal[0])
        table.roll()
    if table.turn == "learner":
        kinds = [value for _, value in table.kind_picker.options]
        assert kinds == ["roll", "hold"]
        table.kind_picker.value = "hold"
        assert table.move_list.options[0][0].startswith("Red holds and banks")


def play_to_the_end(table: PlayTable, limit: int = 500) -> int:
    """Play the learner's moves by clicking: the first place that responds, its first move; roll when asked."""
    moves = 0
    while table.turn != "over" and moves < limit:
        if table.turn == "roll":
            table.roll_button.click()
        elif table.board.clickable != [NOTHING]:
            table.click(table.board.clickable[0])
            table.choose(0)
        else:
            table.move_list.value = 0
            table.play_button.click()
        moves += 1
    return moves


def test_a_whole_game_ends_with_the_score_rule_by_rule_and_the_winner():
    table = toy(bots="hold10")
    play_to_the_end(table)
    assert table.turn == "over" and "Game over" in table.turn_line.value
    final = table.final.value
    assert "Winner: " in final and "points banked" in final and "TOY-1.3" in final and "<table" in final
    assert str(max(table.state.scores())) in final
    assert table.board.disabled and table.hint_button.disabled and table.roll_button.disabled
    assert not table.undo_button.disabled, "the last decision can still be taken back"
    table.hint_button.click()
    assert "game is over" in table.status.value


def test_seats_and_bots_by_name_or_number_and_bad_ones_refused():
    table = toy(players=3, seats=["green", 0], bots={"Blue": "random"})
    assert table.seats == (2, 0) and table.bot_names == {1: "random"}
    hot_seat = toy(seats=(0, 1))
    assert hot_seat.bot_names == {} and hot_seat.turn == "learner"
    for kwargs, message in [({"seats": "Purple"}, "no seat 'Purple'"), ({"seats": 5}, "no seat 5"),
                            ({"seats": ()}, "at least one seat"), ({"seats": (0, "Red")}, "taken twice"),
                            ({"bots": "genius"}, "no bot 'genius'.*random, hold10, heuristic"),
                            ({"bots": ["random", "random"]}, "2 bot"), ({"bots": {"Red": "random"}}, "seat")]:
        with pytest.raises(ValueError, match=message):
            toy(**kwargs)


def test_a_new_game_from_the_settings_panel_and_bad_settings_changing_nothing():
    table = toy()
    table.play(table.legal[0])
    table.settings.seed.value = 9
    table.settings.players.value = 3
    assert [label for label, _ in table.settings.seat.options] == ["Red", "Blue", "Green"]
    table.settings.seat.value = 2
    table.settings.bot.value = "random"
    table.settings.new_button.click()
    assert table.state.num_players == 3 and table.seats == (2,) and table.seed == 9
    assert table.bot_names == {0: "random", 1: "random"} and "New game, seed 9" in table.status.value
    assert table.turn == "learner" and "you play <b>Green</b>" in table.heading.value


def test_save_and_load_round_trip_with_history_for_undo(tmp_path):
    table = toy(seed=4)
    for _ in range(6):
        if table.turn == "roll":
            table.roll()
        else:
            table.play(table.legal[-1])
    path = tmp_path / "pig.json"
    table.settings.path.value = str(path)
    table.settings.save_button.click()
    assert "Saved" in table.status.value and "download" in table.settings.download.value
    data = json.loads(path.read_text())
    assert data["format"] == FORMAT and data["version"] == 1 and data["game"] == "toy"
    assert data["seats"] == [0] and data["bots"] == {"1": "heuristic"} and len(data["history"]) == len(table.history)
    other = toy(seed=99)
    other.settings.path.value = str(path)
    other.settings.load_button.click()
    assert "Loaded a game of" in other.status.value
    assert other.state.to_json() == table.state.to_json() and len(other.history) == len(table.history)
    assert other.seed == 4 and other.rng.getstate() == table.rng.getstate()
    assert other.happened.value == table.happened.value, "what happened reads the same, bots' reasons included"
    other.undo()
    table.undo()
    assert other.state.to_json() == table.state.to_json(), "undo works alike after loading"
    again = PlayTable.from_save(str(path), pause=0)
    assert again.state.to_json() == read_save(path.read_text(), get_game("toy")).state.to_json()


def test_a_save_loads_in_a_fresh_process_and_plays_on_exactly_alike(tmp_path):
    table = toy(seed=6)
    table.play(table.legal[0])
    table.roll()
    path = tmp_path / "pig.json"
    table.save(str(path))
    if table.turn == "roll":
        table.roll()
    table.play(table.legal[0])
    if table.turn == "roll":
        table.roll()
    expected = table.state.to_json()
    script = (
        f"import sys; sys.path.insert(0, {str(TESTS)!r}); import conftest\n"
        "from widgets import PlayTable\n"
        f"t = PlayTable.from_save({str(path)!r}, pause=0)\n"
        "t.roll() if t.turn == 'roll' else None\n"
        "t.play(t.legal[0])\n"
        "t.roll() if t.turn == 'roll' else None\n"
        "print(t.state.to_json())\n"
    )
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120, cwd=ROOT)
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.strip() == expected, "same moves, same dice: the generator's state was saved too"


def _tampered(text: str, **changes) -> str:
    data = json.loads(text)
    data.update(changes)
    return json.dumps(data)


def test_loading_a_bad_save_says_so_and_leaves_the_game_as_it_was(tmp_path):
    table = toy(seed=2)
    table.play(table.legal[0])
    table.roll()
    good = table.save_text()
    troyes_save = PlayTable("troyes", seed=1, pause=0).save_text()
    history = json.loads(good)["history"]
    bad = {
        "random.bin": bytes(random.Random(0).randrange(256) for _ in range(500)),
        "truncated.json": good[: len(good) // 2],
        "empty.json": "",
        "list.json": "[1, 2, 3]",
        "other.json": json.dumps({"hello": "world"}),
        "troyes.json": troyes_save,
        "newer.json": _tampered(good, version=2),
        "cheat.json": _tampered(good, history=[["learner", {"kind": "hold", "args": []}]]),
        "reordered.json": _tampered(good, history=history[::-1]),
        "wrongbot.json": _tampered(good, bots={"1": "genius"}),
        "badrng.json": _tampered(good, rng=[3, [1, 2, 3], None]),
        "state.json": _tampered(good, state=json.loads(good)["start"]),
    }
    expected = {
        "random.bin": "not", "truncated.json": "not a saved game", "empty.json": "not a saved game",
        "list.json": "not a saved play table", "other.json": "not a saved play table",
        "troyes.json": "saved game of 'troyes'", "newer.json": "version 2",
        "cheat.json": "not a legal move", "reordered.json": "save.history", "wrongbot.json": "save.bots.1",
        "badrng.json": "save.rng", "state.json": "does not lead",
    }
    before, moves = table.state.to_json(), len(table.history)
    for name, content in bad.items():
        path = tmp_path / name
        path.write_bytes(content if isinstance(content, bytes) else content.encode())
        table.settings.path.value = str(path)
        table.settings.load_button.click()
        assert "rb-error" in table.status.value, name
        assert expected[name] in table.status.value.replace("&#x27;", "'"), (name, table.status.value)
        assert table.state.to_json() == before and len(table.history) == moves, name
    table.settings.path.value = str(tmp_path / "missing.json")
    table.settings.load_button.click()
    assert "cannot read" in table.status.value and table.state.to_json() == before
    with pytest.raises(ValueError, match="saved game of 'toy'"):
        PlayTable("troyes", pause=0).load(good)


def test_a_game_uploaded_from_the_learners_computer_loads():
    table = toy(seed=5)
    table.play(table.legal[0])
    text = table.save_text()
    other = toy(seed=8)
    other.settings.upload.value = ({"name": "pig.json", "type": "application/json", "size": len(text),
                           "content": memoryview(text.encode()), "last_modified": NOW},)
    assert other.state.to_json() == table.state.to_json() and other.settings.upload.value == ()
    other.settings.upload.value = ({"name": "x.json", "type": "", "size": 3, "content": memoryview(b"{x"),
                            "last_modified": NOW},)
    assert "not a saved game" in other.status.value and other.state.to_json() == table.state.to_json()


def test_a_game_without_a_presentation_layer_still_plays_from_the_list():
    toy_module = get_game("toy")
    bare = types.ModuleType("bare_pig")
    for name in ("NAME", "TITLE", "PLAYERS", "DEFAULT_PLAYERS", "OPTIONS", "RULES", "FAQ", "WALKTHROUGH",
                 "new_game", "from_json", "outcome_columns"):
        setattr(bare, name, getattr(toy_module, name))
    bare.BOTS = {"random": toy_module.BOTS["random"], "hold10": toy_module.BOTS["hold10"]}
    table = PlayTable(bare, bots="hold10", seed=1, pause=0)
    assert table.board.clickable == [NOTHING] and table.why_button.disabled
    assert "pick a move from the list" in table.turn_line.value.lower()
    assert table.move_list.options == (("roll", 0),), "moves read as the engine prints them"
    table.hint_button.click()
    assert "no heuristic bot" in table.status.value
    moves = play_to_the_end(table)
    assert table.turn == "over" and "Winner" in table.final.value and "score" in table.final.value and moves


@pytest.mark.parametrize("game", ["troyes", "tournay", "barbarian_attack"])
def test_each_game_plays_learner_moves_with_rolls_hints_undo_and_a_save(game, tmp_path):
    module = get_game(game)
    table = PlayTable(game, seed=3, pause=0)
    assert table.turn in ("learner", "roll") and table.bot_names
    decisions = rolls = 0
    while decisions < 12 and table.turn != "over":
        if table.turn == "roll":
            table.roll_button.click()
            rolls += 1
            continue
        if decisions == 3:
            table.hint_button.click()
            assert "Hint:" in table.explanation.value or "no heuristic bot" in table.status.value
        if table.board.clickable != [NOTHING]:
            table.click(table.board.clickable[0])
            table.choose(0)
        else:
            table.move_list.value = 0
            table.play_button.click()
        assert "rb-error" not in table.status.value, table.status.value
        decisions += 1
    assert decisions == 12 and table.history
    assert any(e.actor == "chance" for e in table.history), "dice were rolled on the way"
    mark = table.state.to_json()
    path = tmp_path / f"{game}.json"
    table.save(str(path))
    table.undo()
    assert table.state.to_json() != mark
    table.load(str(path))
    assert table.state.to_json() == mark
    assert html.escape(module.TITLE) in table.heading.value and "rb-line" in table.happened.value


def test_the_last_move_is_lit_and_a_hint_lights_its_own_places():
    table = toy()
    table.play(table.legal[0])
    assert table.lit == ("die", "pot") and table.pres.picture(table.state, ("die", "pot")) in table.board.svg
    table.roll()
    table.hint()
    assert table.lit and table.pres.picture(table.state, table.lit) in table.board.svg


@pytest.mark.parametrize("game", ["troyes", "tournay", "barbarian_attack"])
def test_each_games_board_offers_its_moves_in_words_answers_why_not_and_lights_the_last_move(game):
    module = get_game(game)
    if not Presenter(module).clickable:
        pytest.skip(f"{game}'s presentation layer (render_svg with rb-place elements, action_places, moves_at) "
                    "has not landed on main yet")
    table = PlayTable(game, seed=3, pause=0)
    while table.turn == "roll":
        table.roll()
    every = re.findall(r'data-place="([^"]+)"', table.board.svg)
    assert table.board.clickable != [NOTHING] and set(table.board.clickable) <= set(every)
    assert all(re.fullmatch(module.PLACE_PATTERN, place) for place in every), "places follow the game's pattern"
    place = table.board.clickable[0]
    table.click(place)
    moves = table.moves_here(place)
    assert shown(table) == [module.describe(table.state, m) for m in moves[:len(shown(table))]]
    assert table.move_list.options and all(label != str(m) for (label, _), m in zip(table.move_list.options,
                                                                                      table._list_moves))
    quiet = next(p for p in every if p not in table.places)
    table.why_not(quiet)
    prefix = next(iter(module.RULES)).id.split("-")[0]
    assert "Why not … at" in table.explanation.value and f"<code>{prefix}-" in table.explanation.value
    refused = next((p for p in every if any(not table.state.explain(m).legal
                                            for m in table.pres.moves_at(table.state, p)[:12])), None)
    if refused is not None:
        table.why_not(refused)
        assert "Not allowed:" in table.explanation.value and f"<code>{prefix}-" in table.explanation.value
    table.click(place)
    table.choose(0)
    assert table.lit, "the last move is lit on the board"
    table.hint()
    assert "Its reason:" in table.explanation.value and "does not say why" not in table.explanation.value


def test_a_whole_troyes_game_played_by_clicking_ends_with_the_score_rule_by_rule():
    module = get_game("troyes")
    if not Presenter(module).clickable:
        pytest.skip("Troyes' presentation layer has not landed on main yet: nothing on its board can be clicked")
    table = PlayTable("troyes", seed=5, pause=0)
    moves = play_to_the_end(table, limit=2000)
    assert table.turn == "over", f"not over after {moves} learner moves"
    rows = table.pres.breakdown(table.state)
    for seat, score in enumerate(table.state.scores()):
        assert sum(r["points"] for r in rows if r["seat"] == seat) == score, "the breakdown adds up to the score"
    final = table.final.value
    assert "Winner" in final and "Total" in final and "TRY-" in final


def test_the_game_at_the_table_needs_no_widget_and_undo_takes_back_a_whole_reply():
    from widgets.play_game import TableGame, learner_decided_last

    game = TableGame.new(get_game("toy"), seats="Red", bots="hold10", seed=2)
    assert game.turn == "learner" and learner_decided_last(game.history)
    game.apply(game.legal()[0], "learner")
    assert game.turn == "roll", "the dice after the learner's decision are the learner's"
    rolled = game.roll()
    assert rolled and all(e.actor == "chance" for e in rolled)
    while game.turn in ("bot", "chance"):
        game.bot_move() if game.turn == "bot" else game.roll()
    entry, later = game.undo()
    assert entry.actor == "learner" and later >= 1 and game.state is entry.before and not game.history
    with pytest.raises(ValueError, match="Nothing to undo"):
        game.undo()
