"""Serve the app (the notebooks in notebooks/app/) with Voila: code hidden, widgets live, nothing from the network.

    python tools/app.py [--port 8866] [--ip 127.0.0.1] [--root notebooks/app] [--lang zh-Hant]

Voila runs in this Python (the project's venv) with the project's template, tools/jupyter/voila/templates/rulebook
(Voila's "lab" template without its links to a CDN), and keeps one kernel per page started and run ahead of time
(the game pages wait there for the address's ?tool=…), so that a page opens in a second or two instead of several.
Once Voila answers, the landing page's address is printed. `--lang zh-Hant` (or RULEBOOK_LANG=zh-Hant in the
environment; `make app LANG_CODE=zh-Hant`) serves every page in 繁體中文: Voila's kernels inherit RULEBOOK_LANG, and
the pages and the tools follow it (rulebook.core.i18n). An unknown code stops before Voila starts, naming the
available ones.
Ctrl-C (or SIGTERM) stops Voila and the kernels it started. `make app` runs this; so does tests/test_app.py.
"""

from __future__ import annotations

import argparse
import os
import signal
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from rulebook.core import i18n  # noqa: E402

JUPYTER_DATA = ROOT / "tools" / "jupyter"
"""Where Voila finds the project's template (voila/templates/rulebook), added to JUPYTER_PATH."""
LANDING = "index.ipynb"


def voila_command(root: Path, port: int, ip: str = "127.0.0.1") -> list[str]:
    """The Voila command line that serves the folder `root` of app notebooks."""
    return [sys.executable, "-m", "voila", str(root), "--no-browser", f"--port={port}", f"--Voila.ip={ip}",
            "--Voila.port_retries=0", "--template=rulebook", "--VoilaConfiguration.show_tracebacks=False",
            "--preheat_kernel=True", "--pool_size=1"]


def voila_environment(base: dict[str, str] | None = None, lang: str | None = None) -> dict[str, str]:
    """The environment for Voila: the project's template directory first on JUPYTER_PATH, and RULEBOOK_LANG set to
    `lang` when one is given (the kernels that build the pages read it)."""
    env = dict(os.environ if base is None else base)
    env["JUPYTER_PATH"] = os.pathsep.join(p for p in (str(JUPYTER_DATA), env.get("JUPYTER_PATH", "")) if p)
    if lang:
        env[i18n.ENV_VAR] = i18n.normalize(lang)
    return env


def landing_url(port: int, ip: str = "127.0.0.1") -> str:
    """The address of the app's landing page."""
    host = "localhost" if ip in ("0.0.0.0", "") else ip
    return f"http://{host}:{port}/voila/render/{LANDING}"


def wait_until_answering(url: str, process: subprocess.Popen, timeout: float = 90) -> None:
    """Wait until `url` answers 200 (Voila's folder listing), or fail when Voila exits or the time runs out."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"Voila exited with status {process.returncode}")
        try:
            with urllib.request.urlopen(url, timeout=2) as reply:
                if reply.status == 200:
                    return
        except OSError:
            time.sleep(0.3)
    raise RuntimeError(f"Voila did not answer on {url} within {timeout:.0f} s")


def main(argv: list[str] | None = None) -> int:
    """Start Voila on the app notebooks, print the landing page's address once it answers, wait until stopped."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--port", type=int, default=8866)
    parser.add_argument("--ip", default="127.0.0.1", help="address to listen on (0.0.0.0 to serve a classroom)")
    parser.add_argument("--root", type=Path, default=ROOT / "notebooks" / "app", help="folder of app notebooks")
    parser.add_argument("--lang", default=None,
                        help=f"the pages' language: {', '.join(i18n.available_languages())} (default: "
                             f"{i18n.ENV_VAR}, else English)")
    args = parser.parse_args(argv)
    if not (args.root / LANDING).is_file():
        parser.error(f"{args.root / LANDING} not found: --root must be a folder of app notebooks")
    try:
        env = voila_environment(lang=args.lang or os.environ.get(i18n.ENV_VAR) or None)
    except ValueError as error:
        parser.error(str(error))
    process = subprocess.Popen(voila_command(args.root.resolve(), args.port, args.ip), env=env)
    signal.signal(signal.SIGTERM, lambda *_: process.terminate())
    try:
        host = "127.0.0.1" if args.ip in ("0.0.0.0", "") else args.ip
        wait_until_answering(f"http://{host}:{args.port}/", process)
        print(f"\n  The app is ready: {landing_url(args.port, args.ip)}\n  (Ctrl-C stops it)\n", flush=True)
        return process.wait()
    except KeyboardInterrupt:
        process.terminate()                     # Voila stops on SIGTERM and shuts its kernels down
        return process.wait()
    except RuntimeError as error:
        process.terminate()
        print(f"tools/app.py: {error}", file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main())
