"""The widgets the three Tournay notebooks show, driven by their buttons as a reader would (the notebooks show the
widgets and say what they do; the clicks and their checks live here)."""

from __future__ import annotations

import html
import json
import re

from rulebook import tournay
from widgets import FAQViewer, OutcomeExplorer, RulesLookup, RulingChecker, WalkthroughStepper


def text(html_value: str) -> str:
    """A widget's HTML as plain text."""
    return " ".join(html.unescape(re.sub(r"<[^>]+>", " ", html_value)).split())


def test_learn_the_rules_stepper_reaches_the_first_step_that_plays_moves():
    """tournay_1: four clicks on Next bring the stepper to "Drawing two cards"."""
    stepper = WalkthroughStepper("tournay")
    for _ in range(4):
        stepper.next_button.click()
    assert stepper.index == 4 and "Drawing two cards" in stepper.heading.value
    assert "TOU-6.3" in stepper.rules.value and "<svg" in stepper.board_after.value
    assert "P1 uses one yellow citizen" in text(stepper.narration.value)


def test_faq_viewer_shows_the_ruling_and_clears_it_for_another_case():
    """tournay_2: Show ruling on TOU-FAQ-22 agrees with the FAQ; choosing another case clears the ruling."""
    viewer = FAQViewer("tournay", case="TOU-FAQ-22")
    viewer.show_button.click()
    assert "The engine agrees with the FAQ on every point." in viewer.ruling.value and viewer.result.ok
    viewer.picker.value = "TOU-FAQ-1"
    assert "TOU-FAQ-1" in text(viewer.question.value) and viewer.ruling.value == ""


def test_ruling_checker_refuses_earning_with_a_borrowed_citizen_then_plays_and_undoes():
    """tournay_2: on TOU-FAQ-26, earning with P2's red citizen is refused (TOU-10.2); earning with three yellow
    citizens gives 6 deniers; Undo takes it back."""
    checker = RulingChecker("tournay")
    checker.source.value = "FAQ case"
    checker.case.value = "TOU-FAQ-26"
    checker.load_button.click()
    assert "P1" in text(checker.turn.value)
    checker.advanced.selected_index = 0  # "Advanced: type a move as JSON"
    checker.typed.value = json.dumps({"kind": "earn", "args": ["red", 1]})
    checker.try_button.click()
    assert "Illegal" in checker.ruling.value and "TOU-10.2" in checker.ruling.value
    assert checker.state.deniers("P1") == 0 and not checker.history        # nothing was played
    moves = [label for label, _ in checker.legal.options]
    checker.legal.value = moves.index("P1 earns 6 deniers with 3 yellow citizens")   # the moves in words
    checker.apply_button.click()
    assert checker.state.deniers("P1") == 6 and len(checker.history) == 1   # 3 citizens × 2 deniers
    checker.undo_button.click()
    assert checker.state.deniers("P1") == 0 and not checker.history


def test_ruling_checker_starts_from_a_built_position():
    """tournay_2: the checker opens on any position, e.g. one built with tournay.position."""
    start = tournay.FAQ["TOU-FAQ-26"].script().start
    checker = RulingChecker("tournay", state=start)
    labels = [label for label, _ in checker.legal.options]
    assert checker.state is start and "P1 earns 6 deniers with 3 yellow citizens" in labels


def test_rules_lookup_finds_words_and_whole_sections():
    """tournay_2: "wall" finds the wall rules; "TOU-13" lists the end of the game and the FAQ case on it."""
    lookup = RulesLookup("tournay", "wall")
    assert lookup.matches and all("wall" in (r.title + r.text).lower() for r in lookup.matches)
    lookup.query.value = "TOU-13"
    assert [rule.id for rule in lookup.matches][:3] == ["TOU-13.1", "TOU-13.2", "TOU-13.3"]
    assert "TOU-FAQ-14" in lookup.results.value


def test_outcome_explorer_runs_six_games_with_a_heuristic_seat():
    """tournay_3: six games, heuristic bot in the first seat, Run: the five charts appear in the widget."""
    explorer = OutcomeExplorer("tournay", games=6, seed=1)
    explorer.bot_pickers[0].value = "heuristic"
    explorer.run_button.click()
    assert "Played 6 games" in explorer.status.value and len(explorer.results) == 6
    assert list(explorer.figures) == ["scores", "win_by_seat", "win_by_bot", "length", "tournay"]
    assert len(explorer.charts.outputs) == 5
