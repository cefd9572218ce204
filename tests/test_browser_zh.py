"""A notebook in 繁體中文 in real JupyterLab, in headless Chromium driven by Playwright.

notebooks/zh-Hant/tournay_1_learn_the_rules.ipynb, at a laptop's 1366×768: Run All from the menu, no error output,
no request leaving 127.0.0.1; the walkthrough stepper shows its Chinese buttons, heading and narration (the first
step's translated title and narration, no "[EN] " marker), and its Next button ("下一步 ▶") moves to step 2 with that
step's Chinese narration; then a FAQ question of the Chinese FAQ notebook is revealed with the Chinese ruling.
Screenshots are saved under the test's temp folder (fonts-noto-cjk draws the Chinese as glyphs, not boxes).
"""

from __future__ import annotations

import html

import pytest
from browser_support import REPLY_MS, JupyterLab, error_outputs, run_all, stripped_copy, watch
from conftest import ROOT

from rulebook import get_game
from rulebook.core import i18n

pytestmark = pytest.mark.browser

FOLDER = ROOT / "notebooks" / "zh-Hant"
LEARN = "tournay_1_learn_the_rules.ipynb"
FAQ = "tournay_2_faq_rulings.ipynb"


@pytest.fixture(scope="module")
def lab(tmp_path_factory):
    root = tmp_path_factory.mktemp("notebooks-zh")
    for name in (LEARN, FAQ):
        stripped_copy(FOLDER / name, root / name)
    server = JupyterLab(root, tmp_path_factory.mktemp("jupyter-home"))
    server.start()
    yield server
    server.stop()


def _open(browser, lab, name: str):
    context = browser.new_context(viewport={"width": 1366, "height": 768}, locale="zh-TW")
    page = context.new_page()
    outside, _errors = watch(page)
    page.goto(lab.notebook_url(name))
    run_all(page)
    return context, page, outside


def _stepper(page):
    return page.locator(".jp-OutputArea-output").filter(
        has=page.locator("button.jupyter-button", has_text="下一步 ▶")).first


def test_the_chinese_learn_notebook_runs_and_its_stepper_speaks_chinese(lab, browser, tmp_path):
    tournay = get_game("tournay")
    with i18n.language("zh-Hant"):
        first, second = (i18n.localized_step(tournay, step) for step in tournay.WALKTHROUGH.steps[:2])
    context, page, outside = _open(browser, lab, LEARN)
    try:
        errors = error_outputs(page)
        assert not errors, f"error output(s): {errors[:3]}"
        stepper = _stepper(page)
        stepper.scroll_into_view_if_needed()
        heading = stepper.locator("h3").first
        heading.wait_for(timeout=REPLY_MS)
        page.wait_for_function("el => el.textContent.startsWith('第 1 步')", arg=heading.element_handle(),
                               timeout=REPLY_MS)
        assert heading.inner_text() == f"第 1 步，共 {len(tournay.WALKTHROUGH)} 步：{first.title}"
        text = stepper.inner_text()
        assert first.narration[:20] in text and "[EN]" not in text
        for label in ("◀ 上一步", "步驟", "局面", "有什麼變化", "展示的規則", "桌面上沒有任何變化。"):
            assert label in text, f"the stepper shows no {label!r}"
        page.screenshot(path=str(tmp_path / "zh-stepper-step1.png"))
        stepper.locator("button.jupyter-button", has_text="下一步 ▶").first.click()
        page.wait_for_function("el => el.textContent.startsWith('第 2 步')", arg=heading.element_handle(),
                               timeout=REPLY_MS)
        assert heading.inner_text() == f"第 2 步，共 {len(tournay.WALKTHROUGH)} 步：{second.title}"
        assert second.narration[:20] in stepper.inner_text()
        page.screenshot(path=str(tmp_path / "zh-stepper-step2.png"))
        page.screenshot(path=str(tmp_path / "zh-learn-full.png"), full_page=True)
        assert not outside, f"requests left 127.0.0.1: {outside[:5]}"
    except Exception:
        page.screenshot(path=str(tmp_path / "zh-learn-failure.png"), full_page=True)
        raise
    finally:
        print(f"\nscreenshots in {tmp_path}")
        context.close()


def test_the_chinese_faq_viewer_reveals_a_chinese_ruling(lab, browser, tmp_path):
    tournay = get_game("tournay")
    with i18n.language("zh-Hant"):
        ruling = i18n.faq_text(tournay, "TOU-FAQ-22", "ruling")
    context, page, outside = _open(browser, lab, FAQ)
    try:
        assert not error_outputs(page)
        viewer = page.locator(".jp-OutputArea-output").filter(
            has=page.locator("button.jupyter-button", has_text="顯示裁定")).first
        viewer.scroll_into_view_if_needed()
        viewer.locator("button.jupyter-button", has_text="顯示裁定").first.click()
        viewer.get_by_text("引擎在每一點上都與 FAQ 一致。").first.wait_for(timeout=20_000)
        assert html.unescape(ruling[:20]) in viewer.inner_text()
        viewer.screenshot(path=str(tmp_path / "zh-faq-viewer.png"))
        assert not outside, f"requests left 127.0.0.1: {outside[:5]}"
    finally:
        print(f"\nscreenshots in {tmp_path}")
        context.close()
