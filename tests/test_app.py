"""The app (`make app`): Voila on copies of notebooks/app, in headless Chromium driven by Playwright.

Opens the landing page, follows a game's "Rules questions" link (the game page opens at that tab), reveals a
ruling, switches to the guided tour and clicks Next; then follows a "Play a game" link and plays a move at the
table; and the same app served in 繁體中文 (`tools/app.py --lang zh-Hant`, what `make app LANG_CODE=zh-Hant` runs)
shows Chinese pages, tabs, buttons and rulings. Every request that does not go to 127.0.0.1 is recorded and
aborted: the assertion is that there is none (the project's Voila template drops Voila's CDN links). Screenshots are
saved in a folder the test prints.
"""

from __future__ import annotations

import signal
import subprocess
import sys
import time
import urllib.request
from urllib.parse import urlparse

import pytest
from browser_support import free_port, isolated_env, stripped_copy
from conftest import ROOT

pytestmark = pytest.mark.browser

APP = ROOT / "notebooks" / "app"


class VoilaApp:
    """`python tools/app.py` (what `make app` runs) on a folder of app notebooks, stopped with SIGTERM."""

    def __init__(self, root, home, args: tuple[str, ...] = ()):
        self.root, self.home, self.args = root, home, args
        self.port = free_port()
        self.process: subprocess.Popen | None = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self, timeout: float = 90) -> None:
        env = isolated_env(self.home)
        self.log = self.home / "voila.log"
        self.process = subprocess.Popen([sys.executable, str(ROOT / "tools" / "app.py"), f"--port={self.port}",
                                         f"--root={self.root}", *self.args], env=env, stdout=self.log.open("w"),
                                        stderr=subprocess.STDOUT)
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"tools/app.py exited: {self.log.read_text()[-2000:]}")
            if "The app is ready" in self.log.read_text():
                with urllib.request.urlopen(f"{self.url}/", timeout=5) as reply:
                    assert reply.status == 200
                return
            time.sleep(0.3)
        raise RuntimeError("the app did not start in time")

    def stop(self) -> None:
        if self.process and self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(timeout=30)
            except subprocess.TimeoutExpired:
                self.process.kill()


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    root = tmp_path_factory.mktemp("app")
    for notebook in APP.glob("*.ipynb"):
        stripped_copy(notebook, root / notebook.name)
    server = VoilaApp(root, tmp_path_factory.mktemp("voila-home"))
    server.start()
    yield server
    server.stop()


def offline_context(browser, outside: list[str]):
    """A browser context in which every request that leaves 127.0.0.1 is recorded and refused."""
    context = browser.new_context(viewport={"width": 1280, "height": 1600})

    def route(request_route):
        url = request_route.request.url
        if urlparse(url).hostname in ("127.0.0.1", None) or url.startswith(("data:", "blob:")):
            request_route.continue_()
        else:
            outside.append(url)
            request_route.abort()

    context.route("**/*", route)
    return context


def visible(page, selector: str):
    return page.locator(f"{selector} >> visible=true")


def test_the_app_opens_a_game_from_the_landing_page_steps_the_tour_and_reveals_a_ruling(app, browser,
                                                                                         tmp_path_factory):
    shots = tmp_path_factory.mktemp("app-screenshots")
    print(f"\napp screenshots in {shots}")
    outside: list[str] = []
    context = offline_context(browser, outside)
    page = context.new_page()
    page_errors: list[str] = []
    page.on("pageerror", lambda exc: page_errors.append(str(exc)))
    try:
        started = time.perf_counter()
        page.goto(f"{app.url}/voila/render/index.ipynb")
        page.locator(".rb-game").first.wait_for(timeout=90_000)
        print(f"landing page shown {time.perf_counter() - started:.1f} s after the request")
        assert page.locator(".rb-game").count() == 3
        assert not visible(page, ".jp-InputArea").count(), "code is visible in the app"
        assert page.locator("a[href*='tool=play']").count() == 3, "every game links its play table"
        page.screenshot(path=str(shots / "1-landing.png"), full_page=True)

        started = time.perf_counter()
        page.locator("#troyes a", has_text="Rules questions").click()
        page.wait_for_url("**/troyes.ipynb?tool=faq", wait_until="commit")
        show = visible(page, "button.jupyter-button:has-text('Show ruling')")
        show.wait_for(timeout=90_000)
        print(f"game page shown {time.perf_counter() - started:.1f} s after the click")
        current_tab = page.locator(".lm-TabBar-tab.lm-mod-current").inner_text()
        assert current_tab.strip() == "Rules questions", current_tab
        assert not visible(page, ".jp-InputArea").count(), "code is visible in the app"
        page.screenshot(path=str(shots / "2-faq.png"), full_page=True)
        show.click()
        visible(page, "text=agrees with the FAQ on every point").first.wait_for(timeout=20_000)
        page.screenshot(path=str(shots / "3-faq-ruling.png"), full_page=True)

        page.locator(".lm-TabBar-tab", has_text="Guided tour").click()
        heading = visible(page, "h3:has-text('Step 1 of')").first
        heading.wait_for(timeout=10_000)
        visible(page, "button.jupyter-button:has-text('Next')").first.click()
        visible(page, "h3:has-text('Step 2 of')").first.wait_for(timeout=10_000)
        page.screenshot(path=str(shots / "4-tour-step-2.png"), full_page=True)

        started = time.perf_counter()
        page.goto(f"{app.url}/voila/render/index.ipynb")
        page.locator("#barbarian_attack a", has_text="Play a game").click()
        page.wait_for_url("**/barbarian_attack.ipynb?tool=play", wait_until="commit")
        turn = visible(page, ".rb-play .rb-turn:has-text('Your move')").first
        turn.wait_for(timeout=90_000)  # the bots before the learner move with a pause between moves
        print(f"play table ready {time.perf_counter() - started:.1f} s after the click")
        assert visible(page, ".rb-play .rb-clickboard svg").count() == 1, "the board is drawn in the app"
        happened = visible(page, ".rb-play .rb-happened").first.inner_html()
        visible(page, ".rb-play .rb-move-list select").first.select_option(index=0)
        visible(page, "button.jupyter-button:has-text('Play this move')").first.click()
        page.wait_for_function("(old) => [...document.querySelectorAll('.rb-play .rb-happened')]"
                               ".some(e => e.innerHTML !== old && e.textContent.includes('You (Red)'))",
                               arg=happened, timeout=30_000)
        page.screenshot(path=str(shots / "5-play-table.png"), full_page=False)

        assert not outside, f"requests left 127.0.0.1: {outside[:5]}"
        assert not [e for e in page_errors if "setData" not in e], page_errors
    except Exception:
        page.screenshot(path=str(shots / "failure.png"), full_page=True)
        raise
    finally:
        context.close()


@pytest.fixture(scope="module")
def app_zh(tmp_path_factory):
    root = tmp_path_factory.mktemp("app-zh")
    for notebook in APP.glob("*.ipynb"):
        stripped_copy(notebook, root / notebook.name)
    server = VoilaApp(root, tmp_path_factory.mktemp("voila-home-zh"), ("--lang", "zh-Hant"))
    server.start()
    yield server
    server.stop()


def test_the_app_in_chinese_opens_a_game_reveals_a_ruling_and_steps_the_tour(app_zh, browser, tmp_path_factory):
    shots = tmp_path_factory.mktemp("app-zh-screenshots")
    print(f"\napp (zh-Hant) screenshots in {shots}")
    outside: list[str] = []
    context = offline_context(browser, outside)
    page = context.new_page()
    try:
        page.goto(f"{app_zh.url}/voila/render/index.ipynb")
        page.locator(".rb-game").first.wait_for(timeout=90_000)
        assert page.locator("h1", has_text="學會三款桌上遊戲").count() == 1
        assert "[EN]" not in page.locator(".rb-app").first.inner_text()
        page.screenshot(path=str(shots / "1-landing.png"), full_page=True)
        page.locator("#tournay a", has_text="規則問題").click()
        page.wait_for_url("**/tournay.ipynb?tool=faq", wait_until="commit")
        show = visible(page, "button.jupyter-button:has-text('顯示裁定')")
        show.wait_for(timeout=90_000)
        assert page.locator(".lm-TabBar-tab.lm-mod-current").inner_text().strip() == "規則問題"
        show.click()
        visible(page, "text=引擎在每一點上都與 FAQ 一致。").first.wait_for(timeout=20_000)
        page.screenshot(path=str(shots / "2-faq-ruling.png"), full_page=True)
        page.locator(".lm-TabBar-tab", has_text="導覽").click()
        visible(page, "h3:has-text('第 1 步')").first.wait_for(timeout=10_000)
        visible(page, "button.jupyter-button:has-text('下一步')").first.click()
        visible(page, "h3:has-text('第 2 步')").first.wait_for(timeout=10_000)
        page.screenshot(path=str(shots / "3-tour-step-2.png"), full_page=False)
        assert not outside, f"requests left 127.0.0.1: {outside[:5]}"
    except Exception:
        page.screenshot(path=str(shots / "failure.png"), full_page=True)
        raise
    finally:
        context.close()
