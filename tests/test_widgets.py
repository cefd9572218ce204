"""The widgets without a kernel: click the buttons, move the sliders, check what they show."""

from __future__ import annotations

import json

import pytest

from rulebook import CHANCE, get_game
from rulebook.core import changes
from widgets import (
    FAQViewer,
    OutcomeExplorer,
    RulesLookup,
    RulingChecker,
    VariantComparison,
    WalkthroughStepper,
    charts,
)
from widgets.explorer import default_games
from widgets.options import OptionsPicker


def test_walkthrough_stepper_moves_and_shows_narration_rules_boards_and_changes(game_name):
    module = get_game(game_name)
    stepper = WalkthroughStepper(game_name)
    assert stepper.index == 0 and stepper.prev_button.disabled
    first_heading = stepper.heading.value
    stepper.next_button.click()
    assert stepper.index == 1
    step = module.WALKTHROUGH[1]
    assert step.title in stepper.heading.value and stepper.heading.value != first_heading
    assert step.rule_ids[0] in stepper.rules.value and "<details>" in stepper.rules.value
    assert "<svg" in stepper.board_before.value or "<div" in stepper.board_before.value
    stepper.slider.value = len(module.WALKTHROUGH)  # the slider counts from 1
    assert stepper.next_button.disabled and stepper.index == len(module.WALKTHROUGH) - 1
    stepper.next_button.click()
    assert stepper.index == len(module.WALKTHROUGH) - 1, "Next at the last step stays there"
    stepper.prev_button.click()
    assert stepper.index == len(module.WALKTHROUGH) - 2
    assert repr(stepper).startswith("Walkthrough stepper") and "run the notebook" in repr(stepper)


def test_walkthrough_changes_are_highlighted_for_a_step_that_plays_moves(game_name):
    module = get_game(game_name)
    index = next(i for i, s in enumerate(module.WALKTHROUGH) if s.actions and s.before.to_json() != s.after.to_json())
    stepper = WalkthroughStepper(game_name, start=index)
    assert "<table class='rb-changes'>" in stepper.changes.value
    assert stepper.board_after.value


def test_faq_viewer_reveals_the_engines_ruling_next_to_the_expected_one(game_name):
    module = get_game(game_name)
    viewer = FAQViewer(game_name)
    assert module.FAQ[0].question[:20] in viewer.question.value.replace("&#x27;", "'").replace("&quot;", '"') \
        or module.FAQ[0].id in viewer.question.value
    assert viewer.ruling.value == ""
    viewer.show_button.click()
    assert viewer.result is not None and viewer.result.ok
    assert "agrees with the FAQ on every point" in viewer.ruling.value
    if len(module.FAQ) > 1:
        viewer.picker.value = module.FAQ[1].id
        assert viewer.ruling.value == "", "a new case starts with its ruling hidden"


def test_ruling_checker_applies_undoes_and_explains_illegal_moves(game_name):
    module = get_game(game_name)
    checker = RulingChecker(game_name)
    start = checker.state.to_json()
    checker.random_button.click()
    checker.random_button.click()
    assert len(checker.history) == 2
    checker.undo_button.click()
    checker.undo_button.click()
    assert checker.state.to_json() == start and checker.undo_button.disabled
    checker.undo_button.click()
    assert "nothing to undo" in checker.status.value
    # an action typed as JSON (the advanced fallback) that is not legal here: refused with rules, position unchanged
    checker.advanced.selected_index = 0
    checker.typed.value = json.dumps({"kind": "no-such-move", "args": []})
    checker.try_button.click()
    assert "Illegal" in checker.ruling.value and module.RULES.ids[0][:4] in checker.ruling.value
    assert checker.state.to_json() == start
    checker.typed.value = "{not json"
    checker.try_button.click()
    assert "not valid JSON" in checker.status.value and checker.state.to_json() == start


def test_ruling_checker_loads_every_kind_of_start_and_refuses_bad_json(game_name):
    module = get_game(game_name)
    checker = RulingChecker(game_name)
    checker.source.value = "FAQ case"
    assert checker.case.options[0][0] == f"{module.FAQ[0].id}: {module.FAQ[0].title}", \
        "the case picker shows titles"
    checker.load_button.click()
    assert checker.state.to_json() == module.FAQ[0].script().start.to_json()
    checker.source.value = "Walkthrough step"
    checker.step.value = 1
    assert module.WALKTHROUGH[1].title in checker.step.label
    checker.load_button.click()
    assert checker.state.to_json() == module.WALKTHROUGH[1].before.to_json()
    checker.source.value = "Random game"
    checker.plies.value = 5
    checker.load_button.click()
    assert "Loaded" in checker.status.value
    loaded = checker.state.to_json()
    checker.source.value = "Pasted JSON"
    for bad in ['{"game": "something else"}', "[1, 2", "x" * 100]:
        checker.pasted.value = bad
        checker.load_button.click()
        assert "rb-error" in checker.status.value
        assert checker.state.to_json() == loaded, "a bad paste leaves the current position"
    checker.pasted.value = loaded
    checker.load_button.click()
    assert checker.state.to_json() == loaded and "Loaded" in checker.status.value


def test_ruling_checker_lists_chance_outcomes_with_probabilities_and_plays_the_one_chosen(game_name):
    module = get_game(game_name)
    checker = RulingChecker(game_name)
    for _ in range(module.MAX_PLIES):
        if checker.state.current_player == CHANCE or checker.state.is_terminal():
            break
        checker.random_button.click()
    if checker.state.current_player != CHANCE:
        return
    outcomes = checker.state.chance_outcomes()
    labels = [label for label, _ in checker.outcomes.options]
    assert len(labels) == len(outcomes) and all(" — " in label and "%" in label for label in labels)
    assert checker.chance_box.layout.display is None and checker.decision_box.layout.display == "none"
    last = len(outcomes) - 1
    checker.outcomes.value = last
    before = checker.state
    checker.choose_button.click()
    assert checker.history[-1] == (before, outcomes[last][0]), "the outcome chosen is the one played"
    checker.undo_button.click()
    checker.roll_button.click()
    assert checker.history and checker.history[-1][0] is before


def test_ruling_checker_asks_about_any_move_from_the_picker(game_name):
    """Every kind listed has candidates; each candidate is judged by the engine without changing the position."""
    checker = RulingChecker(game_name)
    start = checker.state.to_json()
    kinds = [kind for _, kind in checker.picker.kind.options]
    assert kinds, "the picker offers at least the legal moves' kinds"
    for kind in kinds[:6]:
        checker.picker.kind.value = kind
        assert checker.picker.move.options, f"kind {kind} lists its candidates"
        checker.try_button.click()
        assert ("Legal:" in checker.ruling.value or "Illegal:" in checker.ruling.value), checker.status.value
        assert "rb-rules" in checker.ruling.value
    assert checker.state.to_json() == start and not checker.history


def test_rules_lookup_finds_by_word_and_id_and_cross_links(game_name):
    module = get_game(game_name)
    lookup = RulesLookup(game_name)
    rule_id = module.WALKTHROUGH[0].rule_ids[0]
    lookup.query.value = rule_id
    assert [r.id for r in lookup.matches] == [rule_id]
    assert "Taught in the walkthrough: step 1" in lookup.results.value
    lookup.query.value = "zzzz-no-such-word"
    assert lookup.matches == () and "0 rule(s)" in lookup.status.value
    lookup.query.value = "x" * 500
    assert "too long" in lookup.status.value


def test_outcome_explorer_runs_charts_and_refuses_bad_input(game_name):
    module = get_game(game_name)
    explorer = OutcomeExplorer(game_name, games=6, seed=1)
    explorer.run_button.click()
    assert explorer.results is not None and len(explorer.results) == 6
    assert explorer.progress.value == 6 == explorer.progress.max
    assert {"scores", "win_by_seat", "win_by_bot", "length"} <= set(explorer.figures)
    assert "Played 6 games" in explorer.status.value
    shown = [o["data"] for o in explorer.charts.outputs]
    assert len(shown) == len(explorer.figures), "every chart is drawn inside the widget"
    assert all("application/vnd.plotly.v1+json" in data for data in shown)
    shown = explorer.results
    for games in (0, -3, 10**9):
        explorer.games.value = games
        explorer.run_button.click()
        assert "number of games" in explorer.status.value and explorer.results is shown
    explorer.games.value = 3
    explorer.options.add_button.click()
    assert "no option" in explorer.options.status.value
    explorer.options.name_box.value = "no_such_option"
    explorer.options.add_button.click()
    assert "no option" in explorer.options.status.value and "no_such_option" in explorer.options.status.value
    assert not explorer.options.rows
    assert explorer.results is shown
    if len(module.PLAYERS) > 1:
        explorer.players.value = module.PLAYERS[-1]
        assert len(explorer.bot_pickers) == module.PLAYERS[-1]


def test_variant_comparison_runs_both_variants_on_the_same_seeds():
    comparison = VariantComparison("toy", {}, {"target": 40}, games=8, seed=2)
    comparison.run_button.click()
    a, b = comparison.results
    assert list(a["game_seed"]) == list(b["game_seed"])
    assert b["turns"].mean() > a["turns"].mean(), "a higher target makes games longer"
    assert "B − A" in comparison.table.value
    comparison.variant_b.rows["target"].control.value = 1
    assert comparison.variant_b.value == {"target": 2}, "the control keeps the option inside its bounds"
    comparison.variant_b.rows["target"].control = __import__("ipywidgets").Text(value='"lots"')
    comparison.run_button.click()
    assert "target" in comparison.status.value and comparison.results == (a, b), "a bad value keeps the old run"


def test_chart_numbers_match_the_rows():
    df = __import__("rulebook").simulate("toy", 40, bots=["random", "hold10"], seed=0)
    shares = charts.win_shares(df)
    by_seat = charts.win_rate_by_seat(df)
    expected = [round(v, 4) for v in shares.groupby("seat")["win"].mean().tolist()]
    assert list(by_seat.data[0].y) == expected
    assert abs(sum(shares["win"]) - (df["winners"] != "").sum()) < 1e-9
    table = charts.summary_table(df)
    assert table.loc["games played", "value"] == 40
    assert not any("seat 0" in label for label in table.index), "seats are counted as people count them"
    for name, figure in {"by seat": by_seat, **charts.standard_charts(df, "toy")}.items():
        layout = figure.to_dict()["layout"]
        axes = [v for k, v in layout.items() if k.startswith(("xaxis", "yaxis")) and v.get("visible", True)]
        assert axes and all(a.get("title", {}).get("text") for a in axes), f"{name}: every axis has a title"
    bar = by_seat.data[0]
    assert bar.error_y.array is not None and all(e >= 0 for e in bar.error_y.array), "win rates carry intervals"


def test_conquest_heatmap_places_every_hex_of_the_island():
    positions = {charts.hex_centre(h) for h in range(19)}
    assert len(positions) == 19
    with pytest.raises(ValueError):
        charts.hex_centre(19)


def test_state_diff_reads_as_paths():
    before = {"players": [{"money": 5}, {"money": 3}], "log": [1]}
    after = {"players": [{"money": 15}, {"money": 3}], "log": [1, 2]}
    assert changes(before, after) == [("players.0.money", 5, 15)]


def test_simulation_size_comes_from_the_environment(monkeypatch):
    monkeypatch.delenv("RULEBOOK_GAMES", raising=False)
    assert default_games(20) == 20
    monkeypatch.setenv("RULEBOOK_GAMES", "500")
    assert default_games(20) == 500
    for bad in ("lots", "-1", "0", "10000000"):
        monkeypatch.setenv("RULEBOOK_GAMES", bad)
        with pytest.raises(ValueError, match="RULEBOOK_GAMES"):
            default_games(20)


def test_options_are_picked_from_controls_with_defaults_bounds_and_did_you_mean():
    picker = OptionsPicker("toy")
    assert picker.value == {}
    picker.name_box.value = "target"  # picking a known name from the list adds its row at once
    row = picker.rows["target"]
    assert row.control.min == 2 and row.control.max == 1000 and row.control.value == 20, "bounds and default shown"
    assert "score needed to win" in row.children[1].value and "TOY-2.1" in row.children[1].value
    row.control.value = 30
    assert picker.value == {"target": 30}
    picker.name_box.value = "targte"
    picker.add_button.click()
    assert "did you mean target" in picker.status.value and set(picker.rows) == {"target"}
    row.remove_button.click()
    assert picker.value == {} and not picker.rows_box.children


@pytest.mark.parametrize("game_name", ["troyes", "tournay", "barbarian_attack"])
def test_every_option_of_every_game_has_a_control_holding_its_default(game_name):
    module = get_game(game_name)
    picker = OptionsPicker(module)
    for name in module.OPTIONS:
        picker.add(name)
    assert picker.value == {name: option.default for name, option in module.OPTIONS.items()}


def test_summary_hook_gives_the_changes_in_table_words():
    from rulebook.core import changes

    def summary(state):
        return {"P1 money": state["money"], "round": state["round"]}

    assert changes({"money": 5, "round": 1}, {"money": 15, "round": 1}, summary) == [("P1 money", 5, 15)]


def test_the_clickable_board_reports_every_click_and_ignores_clicks_while_disabled():
    from widgets import Board

    board = Board('<svg><g class="rb-place" data-place="H3"><title>H3</title></g></svg>')
    seen = []
    board.on_place(seen.append)
    board.click("H3")
    board.click("H3")
    assert seen == ["H3", "H3"] and board.click_count == 2, "two clicks on one place are two events"
    board.disabled = True
    board.click("I11")
    assert seen == ["H3", "H3"], "a disabled board (a bot is moving) ignores clicks"
    assert "rb-place" in board._esm and "data-place" in board._esm


# --- the ruling checker in the game's words (the toy game's presentation layer) -------------------------------------


def _plain(value: str) -> str:
    import html
    import re

    return " ".join(html.unescape(re.sub(r"<[^>]+>", " ", value)).split())


def test_ruling_checker_speaks_the_games_words_seats_phase_and_moves():
    checker = RulingChecker("toy")
    assert _plain(checker.turn.value) == "Red to move · roll or hold · 1 legal move(s)"
    assert [label for label, _ in checker.legal.options] == ["Red rolls the die"]
    checker.apply_button.click()
    assert _plain(checker.turn.value) == "Chance: the die is rolling."
    assert "Played: Red rolls the die." in _plain(checker.ruling.value)
    assert 'stroke="#d93025"' in checker.board.svg, "the places of the last move are highlighted"
    assert "Red rolls the die" in _plain(checker.history_view.value)


def test_chance_outcomes_are_listed_in_words_with_exact_fractions_and_one_is_chosen():
    checker = RulingChecker("toy")
    checker.apply_button.click()
    assert [label for label, _ in checker.outcomes.options][:2] == ["the die shows 1 — 1/6 ≈ 16.7 %",
                                                                     "the die shows 2 — 1/6 ≈ 16.7 %"]
    checker.outcomes.value = 4
    checker.choose_button.click()
    assert checker.state.turn_total == 5 and "Played: the die shows 5." in _plain(checker.ruling.value)
    checker.choose_button.click()
    assert "no chance to resolve here" in checker.status.value and checker.state.turn_total == 5


def test_probabilities_read_as_fractions_where_they_are_rational():
    from fractions import Fraction

    from widgets.presenting import probability_text

    assert probability_text(1 / 6) == "1/6 ≈ 16.7 %"
    assert probability_text(Fraction(5, 36)) == "5/36 ≈ 13.9 %"
    assert probability_text(1.0) == "1 (certain)"
    assert probability_text(0.123456789) == "0.1235 ≈ 12.3 %"


def test_any_move_kind_then_place_on_the_board_then_move_and_the_rules_cited():
    checker = RulingChecker("toy")
    picker = checker.picker
    assert [label for label, _ in picker.kind.options] == ["roll the die", "hold (bank the turn total)",
                                                           "the die lands on"]
    assert checker.board.clickable == ["die"], "the board offers the places where moves start"
    checker.board.click("die")
    assert picker.place.value == "die" and picker.kind.value == "roll"
    picker.kind.value = "die"
    assert [label for label, _ in picker.move.options][:2] == ["the die shows 1", "the die shows 2"]
    picker.move.value = picker.move.options[2][1]
    checker.try_button.click()
    ruling = _plain(checker.ruling.value)
    assert ruling.startswith("Illegal: the die shows 3.") and "TOY-1.1" in ruling and "<details>" in \
        checker.ruling.value, "the rules cited open on a click"
    picker.kind.value = "hold"
    assert picker.place.layout.display == "none", "a kind no place starts has no place to pick"
    assert [label for label, _ in picker.move.options] == ["Red holds and banks 0"]
    checker.try_button.click()
    assert _plain(checker.ruling.value).startswith("Illegal: Red holds and banks 0. Nothing to hold yet")
    checker.board.click("pot")
    assert "No move starts at the pot" in _plain(checker.status.value)


def test_a_legal_move_is_explained_by_its_reason_not_repeated():
    checker = RulingChecker("toy")
    checker.picker.kind.value = "roll"
    checker.try_button.click()
    ruling = _plain(checker.ruling.value)
    assert ruling.startswith("Legal: Red rolls the die.") and "allowed now by the rules on turn" in ruling.lower()
    assert ruling.count("rolls the die") == 1


def test_the_control_touched_last_is_the_one_judged():
    """The old defect: a stale typed move won over the move chosen afterwards."""
    checker = RulingChecker("toy")
    checker.advanced.selected_index = 0          # "Advanced: type a move as JSON" opened
    checker.typed.value = json.dumps({"kind": "hold", "args": []})
    checker.try_button.click()
    assert "holds" in _plain(checker.ruling.value)
    checker.picker.kind.value = "die"
    checker.picker.kind.value = "roll"           # touched after the text box: this one is judged
    checker.try_button.click()
    assert _plain(checker.ruling.value).startswith("Legal: Red rolls the die.")
    checker.typed.value = json.dumps({"kind": "die", "args": [6]})  # and now the text box again
    checker.try_button.click()
    assert _plain(checker.ruling.value).startswith("Illegal: the die shows 6.")
    checker.legal.value = 0                      # a legal move picked in the list
    checker.legal.value = None
    checker.legal.value = 0
    checker.try_button.click()
    assert _plain(checker.ruling.value).startswith("Legal: Red rolls the die.")
    checker.typed.value = ""
    checker.try_button.click()
    assert "type a move as JSON first" in checker.status.value
    checker.typed.value = json.dumps({"kind": "hold", "args": []})
    checker.advanced.selected_index = None       # a typed move out of sight is never judged
    checker.try_button.click()
    assert _plain(checker.ruling.value).startswith("Legal: Red rolls the die.")
    checker.advanced.selected_index = 0          # opening it again shows the text, and makes it the one judged
    checker.try_button.click()
    assert "holds" in _plain(checker.ruling.value)


def test_no_python_reprs_where_a_reader_looks():
    checker = RulingChecker("toy")
    for _ in range(6):
        checker.random_button.click()
    shown = " ".join(_plain(v) for v in (checker.turn.value, checker.ruling.value, checker.history_view.value))
    labels = [label for label, _ in [*checker.legal.options, *checker.outcomes.options, *checker.picker.move.options,
                                     *checker.picker.kind.options]]
    for text in [shown, *labels]:
        assert "Action(" not in text and "args=" not in text and "(0," not in text, text


def test_at_a_chance_node_the_any_move_picker_waits_for_chance():
    checker = RulingChecker("toy")
    checker.apply_button.click()                  # Red rolls: the die is in the air
    assert checker.picker.layout.display == "none" and checker.board.clickable == []
    assert "Chance moves next" in _plain(checker.ask_note.value)
    checker.picker.kind.value = "hold"            # touched, but hidden: asking waits for chance
    checker.try_button.click()
    assert "chance moves next" in checker.status.value
    checker.board.click("die")
    assert "chance moves next" in checker.status.value
    checker.outcomes.value = 1                    # the outcome list can be asked about, though
    checker.try_button.click()
    assert _plain(checker.ruling.value).startswith("Legal: the die shows 2.")
    checker.choose_button.click()
    assert checker.picker.layout.display is None and checker.ask_note.value == ""


def test_the_log_names_seats_as_the_game_does():
    checker = RulingChecker("toy")
    checker.apply_button.click()
    checker.outcomes.value = 3
    checker.choose_button.click()
    assert "Red: rolls 4" in _plain(checker.log_view.value) and "P0" not in checker.log_view.value


def test_the_move_chosen_in_a_list_is_spelled_out_in_full_under_it():
    checker = RulingChecker("toy")
    assert _plain(checker.legal_words.value) == "Red rolls the die"
    checker.apply_button.click()
    checker.outcomes.value = 2
    assert _plain(checker.outcome_words.value) == "the die shows 3 — 1/6 ≈ 16.7 %"
