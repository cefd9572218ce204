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
import subprocess
import sys
import time
import urllib.request

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
        env = dict(os.environ)
        for name in ("JUPYTER_CONFIG_DIR", "JUPYTER_DATA_DIR", "JUPYTER_RUNTIME_DIR", "IPYTHONDIR"):
            path = self.home / name.lower()
            path.mkdir(parents=True, exist_ok=True)
            env[name] = str(path)
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
