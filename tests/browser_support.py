"""Real JupyterLab in headless Chromium: a server on copies of the notebooks, and page helpers.

Recipes measured on this machine kind are in the project's notebook-testing notes: serve copies with outputs
stripped (stored outputs would satisfy the checks before anything ran), wait for "<kernel> | Idle" in the status
bar before Run All (a Run All during kernel start-up is silently dropped), and record every request that leaves
127.0.0.1.
"""

from __future__ import annotations

import json
import os
import pathlib
import shutil
import signal
import socket
import statistics
import subprocess
import sys
import time
import urllib.request
from urllib.parse import urlparse

import nbformat

CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                 "--disable-background-networking", "--disable-component-update", "--no-first-run",
                 "--disable-sync", "--disable-quic"]

KERNEL_IDLE = """() => [...document.querySelectorAll('.jp-StatusBar-TextItem')]
    .some(e => /^(?!No Kernel).+ \\| Idle$/.test(e.textContent.trim()))"""

ALL_CELLS_RAN = """() => {
    const prompts = [...document.querySelectorAll('.jp-CodeCell .jp-InputPrompt')];
    return prompts.length > 0 && prompts.every(p => /\\[\\d+\\]/.test(p.textContent));
}"""


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def stripped_copy(source: pathlib.Path, target: pathlib.Path) -> None:
    """Copy a notebook without outputs, execution counts or widget state."""
    notebook = nbformat.read(source, as_version=4)
    notebook.metadata.pop("widgets", None)
    for cell in notebook.cells:
        if cell.cell_type == "code":
            cell.outputs = []
            cell.execution_count = None
    nbformat.write(notebook, target)


def isolated_env(home: pathlib.Path) -> dict[str, str]:
    """This process's environment with Jupyter's and IPython's folders inside `home` (no user settings leak in)."""
    env = dict(os.environ)
    for name in ("JUPYTER_CONFIG_DIR", "JUPYTER_DATA_DIR", "JUPYTER_RUNTIME_DIR", "IPYTHONDIR"):
        path = home / name.lower()
        path.mkdir(parents=True, exist_ok=True)
        env[name] = str(path)
    return env


class JupyterLab:
    """A JupyterLab server on a temporary folder, stopped with SIGTERM (which shuts its kernels down)."""

    def __init__(self, root: pathlib.Path, home: pathlib.Path):
        self.root, self.home = root, home
        self.port = free_port()
        self.token = "rulebook-test-token"
        self.process: subprocess.Popen | None = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self, timeout: float = 90) -> None:
        env = isolated_env(self.home)
        user_settings = self.home / "jupyter_config_dir" / "lab" / "user-settings" / "@jupyterlab"
        for plugin, values in {"docmanager-extension/plugin": {"autosave": False},
                               "apputils-extension/notification": {"fetchNews": "false",
                                                                   "checkForUpdates": False}}.items():
            path = user_settings / f"{plugin}.jupyterlab-settings"
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(json.dumps(values))
        env["JUPYTERLAB_SETTINGS_DIR"] = str(user_settings.parent)
        log = open(self.home / "jupyterlab.log", "w")
        self.process = subprocess.Popen(
            [sys.executable, "-m", "jupyterlab", "--no-browser", "--allow-root", "--ip=127.0.0.1",
             f"--port={self.port}", f"--IdentityProvider.token={self.token}", f"--ServerApp.root_dir={self.root}",
             "--LabApp.news_url=None", "--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate",
             "--LabApp.extension_manager=readonly"], env=env, stdout=log, stderr=subprocess.STDOUT)
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"JupyterLab exited: {(self.home / 'jupyterlab.log').read_text()[-2000:]}")
            try:
                with urllib.request.urlopen(f"{self.url}/lab?token={self.token}", timeout=2) as reply:
                    if reply.status == 200:
                        return
            except OSError:
                time.sleep(0.5)
        raise RuntimeError("JupyterLab did not answer on /lab in time")

    def stop(self) -> None:
        if self.process and self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(timeout=30)
            except subprocess.TimeoutExpired:
                self.process.kill()

    def notebook_url(self, name: str) -> str:
        """A fresh workspace per notebook, so that no earlier tab is restored in front of it."""
        workspace = pathlib.Path(name).stem.replace("_", "-")
        return f"{self.url}/lab/workspaces/{workspace}/tree/{name}?reset&token={self.token}"


def chromium_path() -> str:
    path = shutil.which("chromium")
    if not path:
        raise RuntimeError("Debian's chromium is needed for the browser tests: `make test` installs it "
                           "(apt-get install chromium)")
    return path


def run_all(page, timeout_ms: int = 240_000) -> None:
    """Wait for the kernel, Run All Cells from the menu, and wait until every cell ran and the kernel is idle."""
    page.wait_for_selector(".jp-NotebookPanel", timeout=60_000)
    page.wait_for_function(KERNEL_IDLE, timeout=120_000)
    page.locator("#jp-MainMenu").get_by_text("Run", exact=True).click()
    page.locator("li[data-command='runmenu:run-all']").click()
    page.wait_for_function(ALL_CELLS_RAN, timeout=timeout_ms)
    page.wait_for_function(KERNEL_IDLE, timeout=timeout_ms)


def error_outputs(page) -> list[str]:
    return page.locator(".jp-OutputArea-output[data-mime-type='application/vnd.jupyter.stderr'], "
                        ".jp-OutputArea-output.jp-mod-error, .jp-RenderedText[data-mime-type*='error']"
                        ).all_inner_texts()


# --- the play table, driven like a learner drives it ------------------------------------------------------------

REPLY_MS = 60_000
"""How long a test waits for the kernel to answer a click or a cell: generous, so that a machine whose 2 cores are
busy with other work does not fail a test (the tests assert what is shown, never how fast)."""
PLAY_VIEWPORT = {"width": 1366, "height": 768}
"""A laptop's screen: the play table must fit it."""
PLAY_TIMES: dict[str, dict[str, list[float]]] = {}
"""What the page measured, per game: place click → selection drawn, move click → redrawn board (seconds)."""
SETTLED = """([table, old]) => {
    const turn = table.querySelector('.rb-turn'), board = table.querySelector('.rb-clickboard [data-version]');
    return !!turn && !!board && turn.dataset.version !== old && turn.dataset.version === board.dataset.version
        && /Your move|Your roll|Game over/.test(turn.textContent);
}"""
"""The table waits for the learner again: its turn line and its board show the same, new position."""
WATCH = """([table, what]) => {
    const board = table.querySelector('.rb-clickboard');
    const picture = () => { const svg = board.querySelector('svg');
                            return svg ? svg.innerHTML.replace(/ ?rb-(clickable|selected)/g, '') : ''; };
    const old = picture();
    const done = what === 'selected' ? () => !!board.querySelector('.rb-selected') : () => picture() !== old;
    const watch = window.__rbWatch = {click: null, seen: null};
    table.addEventListener('click', () => { if (watch.click === null) watch.click = performance.now(); },
                           {capture: true, once: true});
    const observer = new MutationObserver(() => {
        if (watch.click !== null && done()) { watch.seen = performance.now(); observer.disconnect(); }
    });
    observer.observe(board, {childList: true, subtree: true, attributes: true, attributeFilter: ['class']});
}"""
"""Times, in the page, from the next click in the table to the board showing a selection or a new picture."""


def play_notebook(game: str, seed: int) -> nbformat.NotebookNode:
    """One table, and a cell that prints what the kernel measured (run again at the end of the test)."""
    nb = nbformat.v4.new_notebook()
    nb.cells = [
        nbformat.v4.new_code_cell(f"from widgets import PlayTable\ntable = PlayTable({game!r}, seed={seed}, pause=0)\n"
                                  "table"),
        nbformat.v4.new_code_cell("import json\nprint('TIMINGS', len(table.history), json.dumps(table.timings))"),
    ]
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    return nb


class Learner:
    """A learner at one table on the page: reads the turn line, clicks places and moves, and times the answers."""

    def __init__(self, page, game: str, label: str):
        self.page = page
        self.table = page.locator(f".rb-play-{game}").first
        self.handle = self.table.element_handle()
        self.times = PLAY_TIMES.setdefault(label, {"place": [], "board": []})
        self.played = self.rolls = 0

    def turn(self) -> str:
        return self.table.locator(".rb-turn").first.inner_text()

    def status(self) -> str:
        return self.table.locator(".rb-message").first.inner_text() if self.table.locator(".rb-message").count() \
            else ""

    def happened(self) -> str:
        return self.table.locator(".rb-happened").first.inner_html()

    def version(self) -> str:
        return self.table.locator(".rb-turn").first.get_attribute("data-version") or ""

    def button(self, text: str):
        return self.table.locator("button.jupyter-button", has_text=text).first

    def wait_settled(self, before: str, timeout: float = 60_000) -> None:
        self.page.wait_for_function(SETTLED, arg=[self.handle, before], timeout=timeout)

    def clickable_places(self) -> list[str]:
        return self.table.locator(".rb-clickboard .rb-place.rb-clickable").evaluate_all(
            "nodes => nodes.map(n => n.getAttribute('data-place'))")

    def watched(self) -> float | None:
        watch = self.page.evaluate("() => window.__rbWatch")
        return (watch["seen"] - watch["click"]) / 1000 if watch["seen"] is not None else None

    def click_place(self, place: str) -> None:
        """Click a place with the mouse; if another place lies on top at its centre, click the element itself."""
        node = self.table.locator(f".rb-clickboard .rb-place[data-place='{place}']").first
        selected = "(t) => !!t.querySelector('.rb-clickboard .rb-selected')"
        self.page.evaluate(WATCH, [self.handle, "selected"])
        try:
            node.click(timeout=3_000)
            self.page.wait_for_function(selected, arg=self.handle, timeout=3_000)
        except Exception:
            self.page.evaluate(WATCH, [self.handle, "selected"])
            node.dispatch_event("click")
            self.page.wait_for_function(selected, arg=self.handle, timeout=10_000)
        self.page.wait_for_function("() => window.__rbWatch.seen !== null", timeout=10_000)
        self.times["place"].append(self.watched())

    def double_click_place(self) -> str:
        """Double-click the first place that responds: the first click picks it, the second says it is picked."""
        place = self.clickable_places()[0]
        node = self.table.locator(f".rb-clickboard .rb-place[data-place='{place}']").first
        try:
            node.dblclick(timeout=3_000)  # two clicks (and a dblclick event) with the mouse
        except Exception:
            node.dispatch_event("click")
            node.dispatch_event("click")
        message = self.table.locator(".rb-message", has_text="already chosen").first
        message.wait_for(timeout=20_000)
        assert self.table.locator(".rb-clickboard .rb-selected").count() == 1
        return message.inner_text()

    def play_first(self) -> None:
        """One learner move: the first place that responds and its first move, else the list's first move.

        The page itself times the answer: from the click event on the move to the first board whose picture differs
        (a move the picture does not show, such as choosing a die for a counter, is timed to the settled table).
        """
        before = self.version()
        places = self.clickable_places()
        if places:
            chosen = self.table.locator(".rb-clickboard .rb-selected").evaluate_all(
                "nodes => nodes.map(n => n.getAttribute('data-place'))")
            menu = self.table.locator(".rb-move-button >> visible=true")
            if not (chosen == [places[0]] and menu.count()):  # a hint may have opened this place's moves already
                self.click_place(places[0])
            control = menu.first
            control.wait_for(timeout=10_000)
        else:
            self.table.locator(".rb-move-list select").first.select_option(index=0)
            control = self.button("Play this move")
        self.page.evaluate(WATCH, [self.handle, "board"])
        control.click()
        self.wait_settled(before)
        board = self.watched()
        if board is None:  # the picture did not change: timed to the settled table
            board = self.page.evaluate("() => (performance.now() - window.__rbWatch.click) / 1000")
        self.times["board"].append(board)
        self.played += 1

    def roll(self) -> None:
        before = self.version()
        self.button("Roll").click()
        self.wait_settled(before)
        self.table.locator(".rb-happened", has_text="Chance, yours:").first.wait_for(timeout=20_000)
        self.rolls += 1

    def hint(self) -> str:
        self.button("Hint").click()
        explanation = self.table.locator(".rb-explain", has_text="Hint:").first
        explanation.wait_for(timeout=20_000)
        return explanation.inner_text()

    def why_not(self) -> str:
        """Ask "Why not …?" on a place where no move starts (or any place, if every one has a move)."""
        live = set(self.clickable_places())
        self.button("Why not").click()
        self.page.wait_for_function("(t) => { const all = [...t.querySelectorAll('.rb-place')];"
                                    " return all.length > 0 && all.every(n => n.classList.contains('rb-clickable')); }",
                                    arg=self.handle, timeout=10_000)
        every = self.table.locator(".rb-clickboard .rb-place").evaluate_all(
            "nodes => nodes.map(n => n.getAttribute('data-place'))")
        place = next((p for p in every if p not in live), every[0])
        self.table.locator(f".rb-clickboard .rb-place[data-place='{place}']").first.dispatch_event("click")
        explanation = self.table.locator(".rb-explain", has_text="Why not").first
        explanation.wait_for(timeout=20_000)
        return explanation.inner_text()

    def undo(self) -> None:
        before = self.version()
        self.button("Undo").click()
        self.table.locator(".rb-message", has_text="Took back").first.wait_for(timeout=20_000)
        self.wait_settled(before)


def watch(page) -> tuple[list[str], list[str]]:
    """Record, as they happen, every request a page sends off 127.0.0.1 (data: and blob: URLs aside) and every
    uncaught script error; returns the two lists, which fill while the page runs."""
    outside: list[str] = []
    page.on("request", lambda request: outside.append(request.url)
            if urlparse(request.url).hostname not in ("127.0.0.1", None) and
            not request.url.startswith(("data:", "blob:")) else None)
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    return outside, errors


def open_play_table(browser, lab, name: str, game: str, label: str):
    context = browser.new_context(viewport=PLAY_VIEWPORT)
    page = context.new_page()
    outside, errors = watch(page)
    page.goto(lab.notebook_url(name))
    run_all(page)
    learner = Learner(page, game, label)
    learner.table.wait_for(timeout=60_000)
    page.wait_for_function("(t) => !!t.querySelector('.rb-clickboard svg') || !!t.querySelector('.rb-clickboard')",
                           arg=learner.handle, timeout=30_000)
    return context, page, learner, outside, errors


def kernel_timings(page) -> dict:
    """Run the notebook's second cell again and read what the kernel measured."""
    cell = page.locator(".jp-CodeCell").nth(1)
    old = cell.locator(".jp-OutputArea-output").first.inner_text()
    cell.locator(".jp-InputArea-editor").click()
    page.keyboard.press("Shift+Enter")
    page.wait_for_function("([c, old]) => { const o = c.querySelector('.jp-OutputArea-output');"
                           " return o && o.textContent.includes('TIMINGS') && o.textContent !== old; }",
                           arg=[cell.element_handle(), old], timeout=30_000)
    page.wait_for_function(KERNEL_IDLE, timeout=30_000)
    text = cell.locator(".jp-OutputArea-output").first.inner_text()
    return json.loads(text.split(" ", 2)[2])


def play_report(game: str, kernel: dict) -> None:
    def ms(values: list[float]) -> str:
        if not values:
            return "none"
        return (f"median {statistics.median(values) * 1000:.0f} ms, max {max(values) * 1000:.0f} ms "
                f"({len(values)})")

    times = PLAY_TIMES[game]
    print(f"{game}: place click → selection drawn {ms(times['place'])}; move click → redrawn board "
          f"{ms(times['board'])}; heuristic bot move in the kernel {ms(kernel['bot'])}; learner move until the "
          f"table answered in the kernel {ms(kernel['move'])}")
