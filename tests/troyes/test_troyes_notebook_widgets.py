"""The widget clicks the Troyes notebooks used to make and check in their cells: the walkthrough stepper, the FAQ
viewer, the ruling checker, the rules lookup and the outcome explorer, driven from code as a reader would."""

from __future__ import annotations

import html
import json
import re

from rulebook import troyes
from widgets import FAQViewer, OutcomeExplorer, RulesLookup, RulingChecker, WalkthroughStepper


def text_of(markup: str) -> str:
    """The visible text of a widget's HTML, tags removed."""
    text = re.sub(r"\s+", " ", html.unescape(re.sub(r"<[^>]+>", " ", markup))).strip()
    return re.sub(r" ([.,;:])", r"\1", text)


def test_two_clicks_on_next_bring_the_tour_to_the_snake_placement():
    stepper = WalkthroughStepper("troyes")
    stepper.next_button.click()
    stepper.next_button.click()
    assert stepper.index == 2 and stepper.step.title == "Snake placement"
    assert "Step 3 of 35: Snake placement" in stepper.heading.value
    assert "TRY-2.18" in stepper.rules.value and stepper.board_after.value  # the snake-order rule, and a picture


def test_the_faq_viewer_reveals_a_ruling_and_hides_it_for_the_next_case():
    viewer = FAQViewer("troyes")
    viewer.picker.value = "TRY-FAQ-13"
    viewer.show_button.click()
    assert "The engine agrees with the FAQ on every point." in viewer.ruling.value
    assert viewer.result.ok
    assert "1 VP at once" in text_of(viewer.ruling.value.split("<table")[0])
    viewer.picker.value = "TRY-FAQ-4"
    assert viewer.ruling.value == ""
    assert "After passing" in text_of(viewer.question.value)


def test_the_ruling_checker_applies_refuses_and_undoes():
    poor = troyes.position(3, money={"A": 7, "B": 0, "C": 0}, dice={"A": "Y4", "B": "Y5", "C": "Y6", "N": "Y3"})
    checker = RulingChecker("troyes", state=poor)
    labels = [label for label, _ in checker.legal.options]
    assert "A chooses agriculture" in labels and "A passes: 2 deniers into the district" in labels  # in words
    checker.legal.value = labels.index("A chooses agriculture")
    checker.apply_button.click()
    assert [str(a) for _, a in checker.history] == ["agriculture"]
    assert checker.state.pending[0] == "group"
    before = checker.state.to_json()
    checker.advanced.selected_index = 0  # "Advanced: type a move as JSON"
    checker.typed.value = json.dumps({"kind": "group", "args": [[0, "Y", 4], [1, "Y", 5], [2, "Y", 6]]})
    checker.try_button.click()
    ruling = checker.ruling.value
    assert "Illegal" in ruling and "TRY-9.9" in ruling and "TRY-9.12" in ruling
    assert checker.state.to_json() == before      # a refused move changes nothing (TRY-18.4)
    checker.undo_button.click()
    assert checker.history == [] and checker.state.to_json() == poor.to_json()


def test_the_rules_lookup_finds_a_rule_by_id_with_its_tour_step_and_faq_cases():
    lookup = RulesLookup("troyes", query="cathedral")
    assert lookup.matches and "rule" in text_of(lookup.status.value)
    lookup.query.value = "TRY-9.12"
    assert [r.id for r in lookup.matches] == ["TRY-9.12"]
    assert "TRY-FAQ-1" in lookup.results.value and "Taught in the walkthrough: step 15" in lookup.results.value


def test_the_outcome_explorer_refuses_bad_options_then_runs_four_games():
    explorer = OutcomeExplorer("troyes", games=4, seed=3)
    explorer.options.name_box.value = "incom"
    explorer.options.add_button.click()
    assert "did you mean income" in text_of(explorer.options.status.value)
    explorer.options.add("income")
    explorer.options.rows["income"].control.value = 10_000
    assert explorer.options.value == {"income": 100}, "the control keeps the option inside its bounds"
    explorer.options.rows["income"].control.value = 10
    explorer.run_button.click()
    assert len(explorer.results) == 4 and explorer.progress.value == explorer.progress.max == 4
    assert "Played 4 games" in explorer.status.value
    assert set(explorer.figures) == {"scores", "win_by_seat", "win_by_bot", "length", "troyes"}
    assert len(explorer.charts.outputs) == len(explorer.figures)   # every chart drawn inside the widget
