"""First open: every notebook opened in JupyterLab before anything runs, as a new reader meets it.

JupyterLab does not render the stored SVG or HTML of a notebook it does not trust, so each stored board carries a PNG
twin (tools/refresh_notebooks.py) that an untrusted view still shows. Served here with their stored outputs and
without trust, every board of every notebook must appear as a picture (the SVG, or its PNG), never as the text repr
behind it; plotly charts draw from their stored data. A screenshot of each notebook's first screen, at 1366×768, is
saved for review.
"""

from __future__ import annotations

import json
import shutil

import pytest
from browser_support import JupyterLab
from conftest import ROOT

pytestmark = pytest.mark.browser

NOTEBOOKS = sorted(p.name for p in (ROOT / "notebooks").glob("*.ipynb"))

PICTURES = """() => {
    window.rbSeen = window.rbSeen || 0;
    for (const el of document.querySelectorAll(
            '.jp-OutputArea .jp-RenderedSVG svg, .jp-OutputArea .jp-RenderedImage img')) {
        if (!el.dataset.rbSeen) { el.dataset.rbSeen = '1'; window.rbSeen += 1; }
    }
    return window.rbSeen;
}"""
"""Pictures shown so far, each counted once (JupyterLab may render cells only as they scroll into view)."""
TEXT_REPRS = r"""() => [...document.querySelectorAll('.jp-OutputArea-output .jp-RenderedText')]
    .map(e => e.textContent.trim()).filter(t => /^<(Troyes|Tournay|barbarian_attack|Barbarian)\b/.test(t))"""


def stored_pictures(name: str) -> int:
    """How many outputs of a notebook hold a board picture (SVG)."""
    cells = json.loads((ROOT / "notebooks" / name).read_text(encoding="utf-8"))["cells"]
    return sum("image/svg+xml" in output.get("data", {}) for cell in cells for output in cell.get("outputs", []))


@pytest.fixture(scope="module")
def lab(tmp_path_factory):
    root = tmp_path_factory.mktemp("first-open")
    for name in NOTEBOOKS:
        shutil.copy(ROOT / "notebooks" / name, root / name)   # with their stored outputs, and not trusted
    server = JupyterLab(root, tmp_path_factory.mktemp("jupyter-home"))
    server.start()
    yield server
    server.stop()


@pytest.fixture(scope="module")
def shots(tmp_path_factory):
    folder = tmp_path_factory.mktemp("first-screens")
    print(f"\nfirst-screen screenshots in {folder}")
    return folder


@pytest.mark.parametrize("name", NOTEBOOKS)
def test_every_board_shows_on_first_open_without_running(lab, browser, shots, name):
    expected = stored_pictures(name)
    context = browser.new_context(viewport={"width": 1366, "height": 768})
    page = context.new_page()
    try:
        page.goto(lab.notebook_url(name))
        page.wait_for_selector(".jp-NotebookPanel .jp-Cell", timeout=60_000)
        page.wait_for_timeout(1500)
        page.screenshot(path=str(shots / f"{name}.png"))
        # JupyterLab renders cells lazily as they scroll into view: walk down the notebook
        panel = page.locator(".jp-WindowedPanel-outer, .jp-Notebook").first
        seen = page.evaluate(PICTURES)
        for _ in range(400):
            if seen >= expected:
                break
            panel.evaluate("el => el.scrollBy(0, el.clientHeight * 0.9)")
            page.wait_for_timeout(120)
            seen = page.evaluate(PICTURES)
        reprs = page.evaluate(TEXT_REPRS)
        assert seen >= expected, f"{name}: {seen} of {expected} stored boards shown as pictures on first open"
        assert not reprs, f"{name}: boards shown as text instead of pictures: {reprs[:3]}"
        print(f"{name}: {expected} stored boards, all shown as pictures before any cell ran")
    finally:
        context.close()
