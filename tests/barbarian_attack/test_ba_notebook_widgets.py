"""The widget clicks the Barbarian Attack notebooks describe, done here (the notebooks show the widgets and say in a
sentence what the buttons do): the walkthrough stepper, the FAQ viewer, the ruling checker, the rules lookup and
the outcome explorer, as parts 1-3 set them up."""

from __future__ import annotations

from rulebook import barbarian_attack as ba
from widgets import FAQViewer, OutcomeExplorer, RulesLookup, RulingChecker, WalkthroughStepper


def test_part_1_the_stepper_moves_to_step_2_with_its_rules():
    stepper = WalkthroughStepper("barbarian_attack")
    stepper.next_button.click()
    assert stepper.index == 1 and "Step 2 of 29: Pieces and the first barbarians" in stepper.heading.value
    assert "CBA-3.2" in stepper.rules.value and not stepper.prev_button.disabled
    assert stepper.step.title == "Pieces and the first barbarians"


def test_part_2_the_faq_viewer_shows_the_ruling_on_demand():
    viewer = FAQViewer("barbarian_attack", case="CBA-FAQ-1")
    viewer.show_button.click()
    assert "The engine agrees with the FAQ on every point." in viewer.ruling.value
    assert viewer.result.ok and viewer.case.id == "CBA-FAQ-1"
    viewer.picker.value = "CBA-FAQ-3"
    assert viewer.ruling.value == ""
    assert "CBA-FAQ-3" in viewer.question.value


def test_part_2_the_ruling_checker_plays_refuses_and_undoes():
    start6 = ba.FAQ["CBA-FAQ-6"].script().start
    checker = RulingChecker("barbarian_attack", state=start6)
    labels = [label for label, _ in checker.legal.options]
    checker.legal.value = labels.index("Red builds a road on P61")   # the moves in words
    checker.apply_button.click()
    assert checker.state.road_at("P61") == "Red" and len(checker.history) == 1
    before = checker.state.to_json()
    checker.advanced.selected_index = 0  # "Advanced: type a move as JSON"
    checker.typed.value = '{"kind": "road", "args": [65]}'
    checker.try_button.click()
    assert "Illegal" in checker.ruling.value and "CBA-8.3" in checker.ruling.value
    assert checker.state.to_json() == before
    checker.undo_button.click()
    assert checker.state.to_json() == start6.to_json() and not checker.history


def test_part_2_the_rules_lookup_finds_a_rule_by_id():
    lookup = RulesLookup("barbarian_attack", query="conquered building")
    assert lookup.matches
    lookup.query.value = "CBA-9.3"
    assert [r.id for r in lookup.matches] == ["CBA-9.3"]


def test_part_3_the_outcome_explorer_runs_a_tiny_batch():
    explorer = OutcomeExplorer("barbarian_attack", games=4, seed=3)
    explorer.bot_pickers[0].value = "heuristic"
    explorer.run_button.click()
    assert "Played 4 games (seed 3)." in explorer.status.value
    assert set(explorer.figures) == {"scores", "win_by_seat", "win_by_bot", "length", "barbarian_attack"}
    assert len(explorer.results) == 4
