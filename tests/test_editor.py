"""The position editor without a kernel: every control of every field kind, every refusal, the round trips.

Most tests drive the toy game (Pig with a pen of table dressing, tests/toy_game.py), whose POSITION_FIELDS hold one
field of every kind; the games' own fields are tested below as their presentation layers land.
"""

from __future__ import annotations

import html
import json
import re
import types

import pytest
import toy_game

from rulebook import get_game
from widgets import PositionEditor, RulingChecker


def text(value: str) -> str:
    """A widget's HTML as plain text."""
    return " ".join(html.unescape(re.sub(r"<[^>]+>", "", value)).split())


@pytest.fixture
def editor():
    return PositionEditor("toy")


def refused(editor, *words: str) -> bool:
    message = text(editor.status.value)
    return "rb-error" in editor.status.value and "unchanged" in message and all(w in message for w in words)


# --- every control -------------------------------------------------------------------------------------------------


def test_the_editor_builds_one_control_per_field_grouped_as_the_game_groups_them(editor):
    assert list(editor.tabs.titles) == ["Turn", "Players", "Pen"]
    assert [c.field.name for c in editor.tabs.children[0].children] == ["players", "to_move", "turn_total",
                                                                         "rolling", "turns"]
    assert not editor.tabs.children[2].children, "a group's controls are built when first shown"
    editor.tabs.selected_index = 2
    assert [c.field.name for c in editor.tabs.children[2].children] == ["flags", "mud", "piles", "charms", "fenced"]
    for field in toy_game.POSITION_FIELDS:
        heading = text(editor.controls[field.name].heading.value)
        assert heading.startswith(field.label) and field.help in heading, "labelled in the game's words"
    assert "<svg" in editor.board.svg and "rb-place" in editor.board.svg
    assert repr(editor).startswith("Position editor: Pig (toy game for the core tests): an interactive view; run")


def test_number_choice_and_flag_controls_edit_the_position(editor):
    editor.controls["turn_total"].box.value = "12"
    assert editor.state.turn_total == 12 and "Turn total: changed" in text(editor.status.value)
    editor.controls["players"].box.value = "3"
    assert editor.state.players == 3
    assert editor.controls["scores"].boxes["Green"].layout is not None
    assert [b.description for b in editor.controls["scores"].row.children] == ["Red", "Blue", "Green"]
    editor.controls["to_move"].box.value = "Green"
    assert editor.state.current_player == 2
    editor.controls["rolling"].box.value = True
    assert editor.state.rolling and editor.state.is_chance_node()
    editor.controls["turns"].box.value = "7"
    assert editor.state.turns == 7


def test_seat_numbers_one_box_per_seat_named_by_the_game(editor):
    editor.controls["scores"].boxes["Blue"].value = 15
    assert editor.state.scores() == (0, 15)
    assert "Blue" in editor.args["scores"]


def test_place_values_put_and_remove_from_the_list_and_by_clicking_the_board(editor):
    flags = editor.controls["flags"]
    assert [p for _, p in flags.place.options] == list(toy_game.SQUARES)
    assert "square S1 of the pen" in flags.place.label, "places are labelled in the game's words"
    flags.value_box.value = "Blue"
    assert editor.click_target.value == "flags", "touching a place field makes it the one the board edits"
    assert editor.board.clickable == list(toy_game.SQUARES)
    editor.board.click("S4")
    assert toy_game.position_args(editor.state)["flags"] == {"S4": "Blue"}
    assert flags.place.value == "S4", "the click picked the place in the list too"
    assert 'stroke="#d93025"' in editor.board.svg, "the place the edit changed is highlighted"
    flags.place.value = "S2"
    flags.value_box.value = "Red"
    flags.put_button.click()
    assert editor.args["flags"] == {"S4": "Blue", "S2": "Red"}
    assert "S2: Red" in text(flags.heading.value) and "S4: Blue" in text(flags.heading.value)
    flags.remove_button.click()
    assert editor.args["flags"] == {"S4": "Blue"}
    flags.remove_button.click()
    assert "nothing is on S2" in editor.status.value and editor.args["flags"] == {"S4": "Blue"}


def test_place_numbers_set_from_the_list_and_by_clicking(editor):
    mud = editor.controls["mud"]
    mud.number.value = 2
    mud.place.value = "S1"
    mud.set_button.click()
    assert editor.args["mud"] == {"S1": 2}
    assert editor.click_target.value == "mud"
    mud.number.value = 3
    editor.board.click("S6")
    assert editor.args["mud"] == {"S1": 2, "S6": 3}


def test_place_items_add_on_top_take_off_and_clear(editor):
    piles = editor.controls["piles"]
    piles.item.value = "hay"
    editor.board.click("S3")
    piles.item.value = "apple"
    editor.board.click("S3")
    assert editor.args["piles"] == {"S3": ["hay", "apple"]}, "bottom to top"
    piles.pop_button.click()
    assert editor.args["piles"] == {"S3": ["hay"]}
    piles.add_button.click()
    piles.clear_button.click()
    assert "piles" not in editor.args
    piles.pop_button.click()
    assert "nothing is on S3" in editor.status.value


def test_seat_items_add_remove_and_clear_per_seat(editor):
    pockets = editor.controls["pockets"]
    assert list(pockets.seat.options) == [("Red", "Red"), ("Blue", "Blue")], "(words, the seat the game takes)"
    pockets.seat.value = "Blue"
    pockets.item.value = "marble"
    pockets.add_button.click()
    pockets.item.value = "penny"
    pockets.add_button.click()
    assert editor.args["pockets"] == {"Blue": ["marble", "penny"]}
    assert "Blue: marble, penny" in text(pockets.heading.value)
    pockets.item.value = "marble"
    pockets.remove_button.click()
    assert editor.args["pockets"] == {"Blue": ["penny"]}
    pockets.remove_button.click()
    assert "Blue has no marble" in editor.status.value
    pockets.clear_button.click()
    assert "pockets" not in editor.args


def test_items_put_at_a_position_or_the_end_remove_and_clear(editor):
    charms = editor.controls["charms"]
    for item in ("acorn", "clover", "horseshoe"):
        charms.item.value = item
        charms.put_button.click()       # "at the end" is the position picked after each edit
    assert editor.args["charms"] == ["acorn", "clover", "horseshoe"]
    assert "acorn, clover, horseshoe" in text(charms.heading.value)
    assert [label for label, _ in charms.slot.options] == ["1: acorn", "2: clover", "3: horseshoe", "at the end"]
    charms.slot.value = 1
    charms.item.value = "acorn"
    charms.put_button.click()
    assert editor.args["charms"] == ["acorn", "acorn", "horseshoe"], "put at a position replaces the item there"
    charms.slot.value = 0
    charms.remove_button.click()
    assert editor.args["charms"] == ["acorn", "horseshoe"]
    assert charms.slot.value == 0, "the position picked stays picked"
    charms.slot.value = -1              # at the end: the last one
    charms.remove_button.click()
    assert editor.args["charms"] == ["acorn"]
    charms.clear_button.click()
    assert "charms" not in editor.args
    charms.remove_button.click()
    assert "the list is empty" in editor.status.value


def test_items_that_are_places_are_added_and_taken_off_by_clicking_the_board(editor):
    assert "fenced" in dict((v, k) for k, v in editor.click_target.options)
    assert "charms" not in [v for _, v in editor.click_target.options], "charms are not places of the picture"
    editor.click_target.value = "fenced"
    assert editor.board.clickable == list(toy_game.SQUARES)
    editor.board.click("S2")
    editor.board.click("S5")
    assert editor.args["fenced"] == ["S2", "S5"]
    editor.board.click("S2")
    assert editor.args["fenced"] == ["S5"], "a second click takes the place off"
    assert "adds the place clicked to Fenced squares, or takes it off" in text(editor.board_note.value)


def test_a_number_box_left_empty_gives_the_games_default_and_text_is_refused(editor):
    editor.controls["turns"].box.value = "4"
    assert editor.args["turns"] == 4
    editor.controls["turns"].box.value = ""
    assert "turns" not in editor.args and editor.state.turns == 0
    assert editor.controls["turns"].box.value == "0", "the box shows the value the game chose"
    editor.controls["turns"].box.value = "lots"
    assert "not a whole number" in editor.status.value and editor.controls["turns"].box.value == "0"


def test_a_click_with_no_field_chosen_names_the_place(editor):
    editor.click_target.value = ""
    editor.board.click("pot")
    assert "the pot (turn total)" in text(editor.status.value)
    assert editor.args == {"players": 2, "to_move": "Red"}


# --- refusals: the field named, the allowed values, the position and the control as they were --------------------


def _set(widget, value):
    return lambda: setattr(widget, "value", value)


def _clicks(button, n):
    return lambda: [button.click() for _ in range(n)]


REFUSALS = {
    "a turn total out of range": (lambda e: None, lambda e: _set(e.controls["turn_total"].box, "150"),
                                  ("Turn total", "0 to 99")),
    "a score below zero": (lambda e: None, lambda e: _set(e.controls["scores"].boxes["Red"], -1),
                           ("Scores", "0 to 999")),
    "five players": (lambda e: None, lambda e: _set(e.controls["players"].box, "5"), ("Players", "2 or 3")),
    "a square that does not exist": (lambda e: _set(e.click_target, "flags")(),
                                     lambda e: lambda: e.board.click("S9"), ("Flags", "S1 to S6")),
    "a fourth item on a pile": (lambda e: _clicks(e.controls["piles"].add_button, 3)(),
                                lambda e: e.controls["piles"].add_button.click, ("Piles", "at most 3")),
    "a fifth charm": (lambda e: _clicks(e.controls["charms"].put_button, 4)(),
                      lambda e: e.controls["charms"].put_button.click, ("Charms", "at most 4")),
    "a square fenced twice": (lambda e: e.board.click("S1") if _set(e.click_target, "fenced")() is None else None,
                              lambda e: lambda: e.controls["fenced"].put_button.click() if
                              _set(e.controls["fenced"].item, "S1")() is None else None,
                              ("Fenced squares", "each square once")),
    "mud too deep": (lambda e: _set(e.controls["mud"].number, 4)(), lambda e: e.controls["mud"].set_button.click,
                     ("Mud", "0 to 3")),
}


@pytest.mark.parametrize("case", REFUSALS)
def test_impossible_edits_are_refused_naming_the_field_and_leave_the_position(editor, case):
    prepare, act, words = REFUSALS[case]
    prepare(editor)
    state, args = editor.state, dict(editor.args)
    act(editor)()
    assert refused(editor, *words), editor.status.value
    assert editor.state is state and editor.args == args, "the position stays as it was"
    assert editor.controls["turn_total"].number == state.turn_total, "number boxes are put back"
    assert editor.controls["players"].number == state.players
    assert [b.value for b in editor.controls["scores"].row.children] == list(state.scores())


def test_a_seat_that_is_not_in_the_game_is_refused(editor):
    editor.controls["players"].box.value = "3"
    editor.controls["to_move"].box.value = "Green"
    editor.controls["players"].box.value = "2"
    assert refused(editor, "Player to move", "Red, Blue")
    assert editor.state.players == 3 and editor.controls["players"].number == 3, "the control is put back"


# --- out and back in ---------------------------------------------------------------------------------------------


def _dressed(editor):
    editor.controls["players"].box.value = "3"
    editor.controls["scores"].boxes["Green"].value = 9
    editor.controls["flags"].value_box.value = "Green"
    editor.board.click("S2")
    editor.controls["piles"].item.value = "apple"
    editor.board.click("S5")
    editor.controls["charms"].put_button.click()
    editor.controls["pockets"].add_button.click()
    return editor.state


def test_copy_as_python_gives_only_the_non_default_arguments_and_really_rebuilds(editor):
    state = _dressed(editor)
    editor.python_button.click()
    snippet = editor.text.value
    assert snippet.startswith("import toy_game\n") and "state = toy_game.position(" in snippet
    assert "to_move" not in snippet and "turn_total" not in snippet, "defaults are left out"
    assert 'flags={"S2": "Green"}' in snippet
    space: dict = {}
    exec(snippet, space)
    assert space["state"].to_json() == state.to_json()


def test_copy_as_python_names_the_rulebook_package_for_a_real_game():
    module = get_game("barbarian_attack")
    if not hasattr(module, "POSITION_FIELDS"):
        pytest.skip("Barbarian Attack's presentation layer has not landed")
    editor = PositionEditor(module)
    editor.python_button.click()
    assert editor.text.value.startswith("from rulebook import barbarian_attack\n")
    space: dict = {}
    exec(editor.text.value, space)
    assert module.position_args(space["state"]) == module.position_args(editor.state)


def test_copy_as_json_and_load_json_round_trip(editor):
    state = _dressed(editor)
    editor.json_button.click()
    text_json = editor.text.value
    assert "\n" not in text_json and json.loads(text_json)["players"] == 3
    editor.start.source.value = "New game"
    editor.start.load_button.click()
    assert editor.state.to_json() != state.to_json()
    editor.text.value = text_json
    editor.load_json_button.click()
    assert editor.state.to_json() == state.to_json() and "loaded from JSON" in editor.status.value


@pytest.mark.parametrize("bad, words", [
    ("{not json", ("not valid JSON",)),
    ("[1, 2]", ("must be an object",)),
    ('{"players": 2, "to_move": "Green"}', ("Player to move", "Red, Blue")),
    ('{"charms": ["gold"]}', ("Charms", "clover, horseshoe, acorn")),
    ('{"colour": "pink"}', ("no option",)),
])
def test_load_json_refuses_bad_text_and_keeps_the_position(editor, bad, words):
    state = _dressed(editor)
    editor.text.value = bad
    editor.load_json_button.click()
    assert "rb-error" in editor.status.value and all(w in text(editor.status.value) for w in words)
    assert editor.state is state


def test_start_from_a_new_game_a_faq_case_a_walkthrough_step_or_a_given_state():
    given = toy_game.position(3, scores={"Blue": 4})
    editor = PositionEditor("toy", state=given)
    assert editor.state is given and editor.args["scores"] == {"Blue": 4}
    assert "The position given" in editor.start.source.options
    editor.start.source.value = "FAQ case"
    assert editor.start.case.label == "TOY-FAQ-1: Holding first"
    editor.start.load_button.click()
    assert editor.state.to_json() == toy_game.FAQ[0].script().start.to_json()
    editor.start.source.value = "Walkthrough step"
    editor.start.step.value = 2
    editor.start.load_button.click()
    assert editor.state.to_json() == toy_game.WALKTHROUGH[2].before.to_json()
    editor.start.source.value = "New game"
    editor.start.players.value = 3
    editor.start.load_button.click()
    assert editor.state.players == 3
    editor.start.source.value = "The position given"
    editor.start.load_button.click()
    assert editor.state is given


# --- with the ruling checker ---------------------------------------------------------------------------------------


def test_open_in_the_ruling_checker_shows_one_below_and_hands_over_each_time(editor):
    _dressed(editor)
    editor.open_button.click()
    checker = editor.checker
    assert isinstance(checker, RulingChecker) and editor.checker_box.children == (checker,)
    assert checker.state is editor.state and checker.editor is editor
    editor.controls["turn_total"].box.value = "5"
    editor.open_button.click()
    assert checker.state is editor.state and checker.state.turn_total == 5 and not checker.history
    # and back: the checker's position, after a move, opens in this editor above it
    checker.random_button.click()
    checker.edit_button.click()
    assert editor.state is checker.state and "editor above" in checker.status.value


def test_the_checker_opens_its_position_in_an_editor_and_takes_it_back():
    checker = RulingChecker("toy")
    checker.random_button.click()
    checker.edit_button.click()
    editor = checker.editor
    assert checker.editor_box.children == (editor,) and checker.body.layout.display == "none"
    assert editor.state is checker.state and CHECKER_SOURCE in editor.start.source.options
    editor.controls["scores"].boxes["Blue"].value = 17
    editor.open_button.click()
    assert checker.body.layout.display is None and checker.editor_box.layout.display == "none"
    assert checker.state.scores() == (0, 17) and not checker.history
    checker.edit_button.click()
    assert checker.body.layout.display == "none" and editor.state is checker.state
    editor.start.source.value = CHECKER_SOURCE
    editor.start.load_button.click()
    assert editor.state is checker.state


CHECKER_SOURCE = "The ruling checker's position"


def test_a_checker_given_to_the_editor_receives_its_positions():
    checker = RulingChecker("toy")
    editor = PositionEditor("toy", checker=checker)
    editor.controls["turn_total"].box.value = "8"
    editor.open_button.click()
    assert checker.state.turn_total == 8 and editor.checker_box.children == ()


# --- a game without a presentation layer -------------------------------------------------------------------------


def bare_toy() -> types.ModuleType:
    """The toy engine without any of the presentation functions (how a game looks before its layer lands)."""
    bare = types.ModuleType("bare_toy")
    hidden = {"POSITION_FIELDS", "position", "position_args", "describe", "KIND_WORDS", "place_name", "render_svg",
              "moves_at", "changed_places", "action_places", "seat_name"}
    for name, value in vars(toy_game).items():
        if not name.startswith("__") and name not in hidden:
            setattr(bare, name, value)
    return bare


def test_without_position_fields_the_editor_still_shows_and_hands_over_the_position():
    editor = PositionEditor(bare_toy())
    assert not editor.controls and "does not describe its position fields" in text(editor.side.children[0].value)
    assert "no position builder" in editor.status.value
    assert editor.python_button.disabled and editor.json_button.disabled
    editor.open_button.click()
    assert editor.checker.state is editor.state


def test_without_a_presentation_layer_the_checker_shows_moves_as_text_and_still_judges():
    checker = RulingChecker(bare_toy())
    assert [label for label, _ in checker.legal.options] == ["roll"]
    assert "player 1 to move" in text(checker.turn.value)
    assert checker.board.clickable == [] and "rb-place" in checker.board.svg  # the picture, but nothing to click
    checker.picker.kind.value = "hold"
    checker.try_button.click()
    assert "Illegal:" in checker.ruling.value and "TOY-1.3" in checker.ruling.value


# --- the games' own fields, once their presentation layers have landed ----------------------------------------------


def game_with_fields(name: str):
    module = get_game(name)
    if not hasattr(module, "POSITION_FIELDS") or not hasattr(module, "render_svg"):
        pytest.skip(f"{name}: the presentation layer (POSITION_FIELDS, render_svg) has not landed in this branch")
    return module


def put(editor, field: str, value, place: str) -> str:
    """Choose what a click edits, the value to put, and click the place; the status line as text."""
    editor.click_target.value = field
    control = editor.controls[field]
    if hasattr(control, "value_box"):
        control.value_box.value = value
    elif hasattr(control, "number"):
        control.number.value = value
    else:
        control.item.value = value
    editor.board.click(place)
    return text(editor.status.value)


def assert_refused(editor, words, do) -> None:
    state, args = editor.state, dict(editor.args)
    do()
    assert refused(editor, *words), text(editor.status.value)
    assert editor.state is state and editor.args == args, "a refused edit leaves the position as it was"


def test_barbarian_attack_position_built_by_clicking_with_its_refusals():
    ba = game_with_fields("barbarian_attack")
    editor = PositionEditor(ba)
    editor.controls["phase"].box.value = "trade and build"
    assert "changed" in put(editor, "settlements", "Red", "I11")
    assert "changed" in put(editor, "roads", "Red", "P18")
    assert "changed" in put(editor, "knights", "Blue", "P10")
    assert "changed" in put(editor, "barbarians", 2, "H3")
    editor.controls["gold"].boxes["Red"].value = 3
    hands = editor.controls["hands"]
    hands.seat.value, hands.item.value = "Red", "brick"
    hands.add_button.click()
    state = editor.state
    assert state.building_at("I11").owner == "Red" and state.road_at("P18") == "Red"
    assert state.hand("Red")["brick"] == 1 and editor.args["gold"] == {"Red": 3}
    assert "H3" in text(editor.controls["barbarians"].heading.value)
    # the impossible edits of the issue, each refused with the field and what it allows
    assert_refused(editor, ("knights", "P0 to P71"), lambda: put(editor, "knights", "Red", "P72"))
    assert_refused(editor, ("barbarians", "H0 to H18"), lambda: put(editor, "barbarians", 1, "H19"))
    assert_refused(editor, ("barbarians",), lambda: put(editor, "barbarians", 1, "H9"))        # an inland hex
    assert_refused(editor, ("barbarians", "0 to 3"), lambda: put(editor, "barbarians", 4, "H3"))
    assert_refused(editor, ("gold", "from 0"), lambda: setattr(editor.controls["gold"].boxes["Red"], "value", -1))
    assert editor.controls["gold"].boxes["Red"].value == 3, "the box is put back"
    editor.text.value = json.dumps({**json.loads(editor.position_json()), "draw_pile": ["Monopoly"]})
    assert_refused(editor, ("draw pile", "Monopoly"), editor.load_json_button.click)
    # out and back in
    editor.python_button.click()
    assert editor.text.value.startswith("from rulebook import barbarian_attack\n")
    space: dict = {}
    exec(editor.text.value, space)
    assert ba.position_args(space["state"]) == ba.position_args(state)
    editor.json_button.click()
    editor.start.load_button.click()
    editor.load_json_button.click()
    assert ba.position_args(editor.state) == ba.position_args(state)


def test_tournay_position_built_by_clicking_with_its_refusals():
    tournay = game_with_fields("tournay")
    editor = PositionEditor(tournay)
    assert "changed" in put(editor, "district", "Mint", "P1-r2c2")
    assert "changed" in put(editor, "district", "Market Stall", "P1-r1c1")
    assert "changed" in put(editor, "district", "Port", "P1-r1c1")
    hands = editor.controls["hands"]
    hands.seat.value, hands.item.value = "P2", "Fort"
    hands.add_button.click()
    editor.controls["money"].boxes["P1"].value = 9
    state = editor.state
    assert editor.args["district"]["P1-r1c1"] == ["Market Stall", "Port"] and state.deniers("P1") == 9
    assert_refused(editor, ("District cards", "colour"), lambda: put(editor, "district", "Fort", "P1-r1c1"))
    assert_refused(editor, ("District cards", "P1-r1c1"), lambda: put(editor, "district", "Mint", "P1-r9c9"))
    assert_refused(editor, ("Deniers",), lambda: setattr(editor.controls["money"].boxes["P1"], "value", -1))
    editor.text.value = json.dumps({**json.loads(editor.position_json()), "hands": {"P1": ["Dragon"]}})
    assert_refused(editor, ("Hands", "Dragon"), editor.load_json_button.click)
    editor.python_button.click()
    space: dict = {}
    exec(editor.text.value, space)
    assert dict(tournay.position_args(space["state"])) == dict(tournay.position_args(state))


def test_troyes_position_built_by_clicking_with_its_refusals():
    troyes = game_with_fields("troyes")
    editor = PositionEditor(troyes)
    assert "changed" in put(editor, "dice", "Y4", "district-A")
    assert "changed" in put(editor, "citizens", "A", "Palace-1")
    editor.controls["influence"].boxes["B"].value = 20
    state = editor.state
    assert editor.args["dice"] == {"district-A": ["Y4"]} and editor.args["citizens"]["Palace-1"] == "A"
    assert editor.args["influence"]["B"] == 20
    assert_refused(editor, ("Influence", "0-20"), lambda: setattr(editor.controls["influence"].boxes["A"], "value", 21))
    assert editor.controls["influence"].boxes["A"].value == 0, "the box is put back"
    assert_refused(editor, ("Deniers in the purse",), lambda: setattr(editor.controls["money"].boxes["A"], "value", -1))
    editor.text.value = json.dumps({**json.loads(editor.position_json()), "dice": {"district-A": ["Q9"]}})
    assert_refused(editor, ("Dice in the districts", "Q9"), editor.load_json_button.click)
    editor.python_button.click()
    space: dict = {}
    exec(editor.text.value, space)
    assert troyes.position_args(space["state"]) == troyes.position_args(state)
