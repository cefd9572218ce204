"""Every notebook in real JupyterLab, in headless Chromium driven by Playwright.

For each notebook: Run All from the menu, no error output, no request leaving 127.0.0.1, a screenshot saved under
the test's temp folder. In the walkthroughs, "Next" changes the narration and the board picture; in the FAQ
notebooks a ruling is revealed; in the outcome notebooks the plotly charts hold data.
"""

from __future__ import annotations

import time
from urllib.parse import urlparse

import pytest
from browser_support import CHROMIUM_ARGS, JupyterLab, chromium_path, error_outputs, run_all, stripped_copy
from conftest import ROOT

pytestmark = pytest.mark.browser

NOTEBOOKS = sorted(p.name for p in (ROOT / "notebooks").glob("*.ipynb"))
CLICK_TIMES: dict[str, float] = {}


@pytest.fixture(scope="module")
def lab(tmp_path_factory):
    root = tmp_path_factory.mktemp("notebooks")
    for name in NOTEBOOKS:
        stripped_copy(ROOT / "notebooks" / name, root / name)
    server = JupyterLab(root, tmp_path_factory.mktemp("jupyter-home"))
    server.start()
    yield server
    server.stop()


@pytest.fixture(scope="module")
def browser():
    from playwright.sync_api import sync_playwright

    with sync_playwright() as pw:
        chromium = pw.chromium.launch(executable_path=chromium_path(), args=CHROMIUM_ARGS)
        yield chromium
        chromium.close()


def test_there_are_notebooks_to_check():
    assert "00_start_here.ipynb" in NOTEBOOKS


@pytest.mark.parametrize("name", NOTEBOOKS)
def test_notebook_runs_in_jupyterlab(lab, browser, name, tmp_path):
    context = browser.new_context(viewport={"width": 1400, "height": 1000})
    page = context.new_page()
    outside: list[str] = []
    page.on("request", lambda request: outside.append(request.url)
            if urlparse(request.url).hostname not in ("127.0.0.1", None) and
            not request.url.startswith(("data:", "blob:")) else None)
    page_errors: list[str] = []
    page.on("pageerror", lambda exc: page_errors.append(str(exc)))
    try:
        page.goto(lab.notebook_url(name))
        run_all(page)
        page.screenshot(path=str(tmp_path / f"{name}.png"), full_page=True)
        errors = error_outputs(page)
        assert not errors, f"{name}: error output(s): {errors[:3]}"
        if "learn_the_rules" in name:
            check_walkthrough_next(page, name)
        if "faq_rulings" in name:
            check_faq_reveal(page)
        if "outcomes" in name or name == "design_lab.ipynb":
            check_plotly_data(page)
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


def check_walkthrough_next(page, name: str) -> None:
    """Clicking Next shows new narration and a new board; the time to the new picture is recorded."""
    stepper = _first_output_with(page, "Next")
    stepper.scroll_into_view_if_needed()
    heading = stepper.locator("h3").first
    before_heading = heading.inner_text()
    board = stepper.locator(".rb-boards").first
    before_board = board.inner_html()
    started = time.perf_counter()
    stepper.locator("button.jupyter-button", has_text="Next").first.click()
    page.wait_for_function("([el, old]) => el.textContent !== old", arg=[heading.element_handle(), before_heading],
                           timeout=10_000)
    page.wait_for_function("([el, old]) => el.innerHTML !== old", arg=[board.element_handle(), before_board],
                           timeout=10_000)
    CLICK_TIMES[name] = time.perf_counter() - started
    assert heading.inner_text() != before_heading
    print(f"{name}: Next → new picture in {CLICK_TIMES[name] * 1000:.0f} ms")


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
