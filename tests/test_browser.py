"""Every notebook in real JupyterLab, in headless Chromium driven by Playwright.

For each notebook, at a laptop's 1366×768: Run All from the menu, no error output, no request leaving 127.0.0.1, a
screenshot saved under the test's temp folder. In the walkthroughs, "Next" changes the narration and the board
picture and the board stays in view; in Barbarian Attack a step whose narration names an intersection shows its label
on the board. In the FAQ notebooks a ruling is revealed; in the outcome notebooks the plotly charts hold data and every
visible axis has a title (read from the figure's own layout).

The play table (issue 14), at a laptop's 1366×768: in each game a learner makes at least 15 moves by clicking a place
that responds on the board and then the first move offered there (the grouped list's first move where no place
responds), rolls their own dice, asks for a hint, asks "why not" on the board and undoes a move; then a whole Troyes
game is played by clicking to the final score breakdown. Timings are printed, never asserted.
"""

from __future__ import annotations

import time

import nbformat
import pytest
from browser_support import (
    JupyterLab,
    error_outputs,
    kernel_timings,
    open_play_table,
    play_notebook,
    play_report,
    run_all,
    stripped_copy,
    watch,
)
from conftest import ROOT

from rulebook import get_game
from widgets.presenter import Presenter

pytestmark = pytest.mark.browser

NOTEBOOKS = sorted(p.name for p in (ROOT / "notebooks").glob("*.ipynb"))
PLAY_GAMES = ("troyes", "tournay", "barbarian_attack")
LEARNER_MOVES = 15
CLICK_TIMES: dict[str, float] = {}


@pytest.fixture(scope="module")
def lab(tmp_path_factory):
    root = tmp_path_factory.mktemp("notebooks")
    for name in NOTEBOOKS:
        stripped_copy(ROOT / "notebooks" / name, root / name)
    for game in PLAY_GAMES:
        nbformat.write(play_notebook(game, 3), root / f"play_{game}.ipynb")
    nbformat.write(play_notebook("troyes", 5), root / "play_troyes_whole_game.ipynb")
    server = JupyterLab(root, tmp_path_factory.mktemp("jupyter-home"))
    server.start()
    yield server
    server.stop()


@pytest.fixture(scope="module")
def play_shots(tmp_path_factory):
    folder = tmp_path_factory.mktemp("play-screenshots")
    print(f"\nplay table screenshots in {folder}")
    return folder


def test_there_are_notebooks_to_check():
    assert "00_start_here.ipynb" in NOTEBOOKS


@pytest.mark.parametrize("name", NOTEBOOKS)
def test_notebook_runs_in_jupyterlab(lab, browser, name, tmp_path):
    context = browser.new_context(viewport={"width": 1366, "height": 768})
    page = context.new_page()
    outside, page_errors = watch(page)
    try:
        page.goto(lab.notebook_url(name))
        run_all(page)
        page.screenshot(path=str(tmp_path / f"{name}.png"), full_page=True)
        errors = error_outputs(page)
        assert not errors, f"{name}: error output(s): {errors[:3]}"
        if "learn_the_rules" in name:
            check_walkthrough_next(page, name)
        if name == "barbarian_attack_1_learn_the_rules.ipynb":
            check_narration_labels(page)
        if "faq_rulings" in name:
            check_faq_reveal(page)
        if "outcomes" in name or name == "design_lab.ipynb":
            check_plotly_data(page)
            check_plotly_axis_titles(page, name)
        page.screenshot(path=str(tmp_path / f"{name}-after.png"), full_page=True)
        assert not outside, f"{name}: requests left 127.0.0.1: {outside[:5]}"
        assert not [e for e in page_errors if "setData" not in e], page_errors
    except Exception:
        page.screenshot(path=str(tmp_path / f"{name}-failure.png"), full_page=True)
        print(f"{name}: failure screenshot in {tmp_path}")
        raise
    finally:
        context.close()


def _first_output_with(page, text: str):
    return page.locator(".jp-OutputArea-output").filter(has=page.locator("button.jupyter-button", has_text=text)).first


SMALLEST_TEXT = """(el) => Math.min(...[...el.querySelectorAll('svg text')]
    .filter(t => t.getBoundingClientRect().width > 0)
    .map(t => parseFloat(getComputedStyle(t).fontSize) * Math.hypot(t.getScreenCTM().a, t.getScreenCTM().b)))"""
"""The smallest text of a picture as drawn on the screen, in CSS pixels (its font size times the picture's scale)."""


def check_walkthrough_next(page, name: str) -> None:
    """Clicking Next shows new narration, and within a few steps a new board, whose top is still on a screen that
    shows the stepper's top; the time to the new picture is recorded."""
    from playwright.sync_api import expect

    stepper = _first_output_with(page, "Next")
    stepper.scroll_into_view_if_needed()
    heading = stepper.locator("h3").first
    board = stepper.locator(".rb-boards").first
    next_button = stepper.locator("button.jupyter-button", has_text="Next").first
    first_board = board.inner_html()
    clicks = 0
    while clicks < 6:
        clicks += 1
        before_heading = heading.inner_text()
        started = time.perf_counter()
        next_button.click()
        expect(heading).not_to_have_text(before_heading, timeout=10_000)   # the HTML widget swaps its h3 element
        if board.inner_html() != first_board:
            CLICK_TIMES[name] = time.perf_counter() - started
            break
    else:
        raise AssertionError(f"{name}: six clicks on Next never changed the board")
    # Where the page is scrolled depends on when JupyterLab finishes sizing the cells around this one, so the board
    # is measured from the top of its own stepper: a reader who sees the stepper's top sees the board too.
    box, top = board.bounding_box(), stepper.bounding_box()
    viewport = page.viewport_size
    smallest = board.evaluate(SMALLEST_TEXT)
    assert smallest >= 11.5, f"{name}: board text drawn at {smallest:.1f} px (at least 12 px wanted)"
    assert box and top, f"{name}: the stepper or its board is not laid out after Next"
    below = box["y"] - top["y"]
    assert 0 <= below < viewport["height"] - 150, f"{name}: the board is {below:.0f} px under the stepper's top"
    assert next_button.bounding_box()["y"] >= 0, f"{name}: Next scrolled out of view"
    print(f"{name}: Next → new picture in {CLICK_TIMES[name] * 1000:.0f} ms (after {clicks} click(s)), board top "
          f"{below:.0f} px under the stepper's (screen {viewport['height']} px), smallest board text {smallest:.1f} px")


def check_narration_labels(page) -> None:
    """A Barbarian Attack step whose narration names an intersection writes that id on the board."""
    from playwright.sync_api import expect

    from rulebook import barbarian_attack

    def corners_and_paths(text: str) -> list[str]:      # hexes are always labelled; intersections and paths not
        return [place for place in barbarian_attack.labels_for(text) if place[0] in "IP"]

    step = next(i for i, s in enumerate(barbarian_attack.WALKTHROUGH) if corners_and_paths(s.narration))
    named = corners_and_paths(barbarian_attack.WALKTHROUGH[step].narration)
    stepper = _first_output_with(page, "Next")
    heading = stepper.locator("h3").first
    while not heading.inner_text().startswith(f"Step {step + 1} of"):
        old = heading.inner_text()
        number = int(old.split()[1])
        button = "Next" if number < step + 1 else "Previous"
        stepper.locator("button.jupyter-button", has_text=button).first.click()
        expect(heading).not_to_have_text(old, timeout=10_000)
    board = stepper.locator(".rb-boards").first
    deadline = time.monotonic() + 10            # the heading may be drawn a moment before the board
    while True:
        texts = [t.strip() for t in board.locator("svg text").all_text_contents()]   # SVG text has no innerText
        if named[0] in texts or time.monotonic() > deadline:
            break
        page.wait_for_timeout(200)
    assert named[0] in texts, f"step {step + 1} names {named} but the board writes none of them"
    print(f"step {step + 1} names {', '.join(named)}: labelled on the board")


def check_plotly_axis_titles(page, name: str) -> None:
    """Every visible axis of every plotly chart has a title (read from the figure's layout in the page)."""
    missing = page.evaluate(r"""() => [...document.querySelectorAll('.js-plotly-plot')].flatMap((el, i) =>
        Object.entries(el._fullLayout || {}).filter(([key, axis]) => /^[xy]axis\d*$/.test(key) && axis
            && axis.visible !== false && !(axis.title && axis.title.text))
        .map(([key]) => `${(el.layout.title && el.layout.title.text) || 'chart ' + i}: ${key}`))""")
    assert not missing, f"{name}: axes without a title: {missing[:6]}"


def check_faq_reveal(page) -> None:
    viewer = _first_output_with(page, "Show ruling")
    viewer.scroll_into_view_if_needed()
    viewer.locator("button.jupyter-button", has_text="Show ruling").first.click()
    viewer.get_by_text("agrees with the FAQ on every point").first.wait_for(timeout=20_000)


def check_plotly_data(page) -> None:
    plots = page.locator(".js-plotly-plot")
    plots.first.wait_for(timeout=30_000)
    counts = page.evaluate("""() => [...document.querySelectorAll('.js-plotly-plot')]
        .map(el => (el.data || []).reduce((n, trace) => n + ((trace.x || trace.values || []).length), 0))""")
    assert counts and all(c > 0 for c in counts), f"plotly charts without data: {counts}"


# --- the play table: a learner plays by clicking (issue 14) ---------------------------------------------------

@pytest.mark.parametrize("game", PLAY_GAMES)
def test_a_learner_plays_15_moves_by_clicking_with_a_roll_a_hint_a_why_not_and_an_undo(lab, browser, play_shots, game):
    context, page, learner, outside, errors = open_play_table(browser, lab, f"play_{game}.ipynb", game, game)
    done: dict[str, str] = {}
    try:
        learner.table.scroll_into_view_if_needed()
        page.screenshot(path=str(play_shots / f"{game}-1-start.png"))
        while (learner.played < LEARNER_MOVES or not learner.rolls) and learner.played < 80:
            turn = learner.turn()
            if "Game over" in turn:
                break
            if "Your roll" in turn:
                learner.roll()
                if learner.rolls == 1:
                    page.screenshot(path=str(play_shots / f"{game}-3-rolled.png"))
                continue
            if learner.played == 2 and "hint" not in done:
                done["hint"] = learner.hint()
                page.screenshot(path=str(play_shots / f"{game}-2-hint.png"))
            if learner.played == 4 and "why" not in done and learner.button("Why not").is_enabled():
                done["why"] = learner.why_not()
                page.screenshot(path=str(play_shots / f"{game}-4-why-not.png"))
            if learner.played >= 8 and "double" not in done and learner.clickable_places():
                done["double"] = learner.double_click_place()
            learner.play_first()
            if learner.played == 6 and "undo" not in done:
                learner.undo()
                done["undo"] = learner.status()
        page.screenshot(path=str(play_shots / f"{game}-5-after-{learner.played}-moves.png"))
        assert learner.played >= LEARNER_MOVES, f"only {learner.played} learner moves"
        assert learner.rolls, "the learner never rolled their own dice"
        assert "heuristic bot would play" in done["hint"] and "Its reason" in done["hint"]
        assert "Took back your move" in done["undo"]
        assert "already chosen" in done.get("double", "already chosen"), "a double click picks a place once"
        if Presenter(get_game(game)).clickable:
            assert "Why not" in done.get("why", ""), "a game with a clickable board answers “why not”"
        assert not error_outputs(page) and not outside, (error_outputs(page), outside)
        assert not errors, errors
        print(f"{game}: {learner.played} learner moves, {learner.rolls} rolls; done: {', '.join(sorted(done))}")
        play_report(game, kernel_timings(page))
    except Exception:
        page.screenshot(path=str(play_shots / f"{game}-failure.png"), full_page=True)
        raise
    finally:
        context.close()


def test_a_whole_troyes_game_played_by_clicking_to_the_final_scores(lab, browser, play_shots):
    if not Presenter(get_game("troyes")).clickable:
        pytest.skip("Troyes' presentation layer (render_svg with rb-place elements, action_places, moves_at, "
                    "describe, score_breakdown) has not landed on main yet: nothing on its board can be clicked")
    context, page, learner, outside, errors = open_play_table(browser, lab, "play_troyes_whole_game.ipynb", "troyes",
                                                         "troyes, whole game")
    started = time.perf_counter()
    try:
        while "Game over" not in learner.turn() and learner.played < 400:
            if "Your roll" in learner.turn():
                learner.roll()
            else:
                learner.play_first()
        final = learner.table.locator(".rb-final").first
        final.wait_for(timeout=30_000)
        final.scroll_into_view_if_needed()
        page.screenshot(path=str(play_shots / "troyes-whole-game-final.png"))
        text = final.inner_text()
        assert "Winner" in text and "Total" in text, text
        print(f"whole Troyes game: {learner.played} learner moves, {learner.rolls} rolls, "
              f"{time.perf_counter() - started:.0f} s")
        assert not error_outputs(page) and not outside and not errors
        play_report("troyes, whole game", kernel_timings(page))
    except Exception:
        page.screenshot(path=str(play_shots / "troyes-whole-game-failure.png"), full_page=True)
        raise
    finally:
        context.close()
