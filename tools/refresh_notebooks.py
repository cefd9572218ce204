"""Re-execute notebooks in place so that their stored outputs are current (nbval compares against them).

Widget state is not stored (it holds random model ids and megabytes of FigureWidget data); `metadata.widgets` is
dropped before and after. The client still tracks widget state while it runs: with `store_widget_state=False`,
nbclient raises KeyError when an Output widget clears itself (as the outcome explorer does on every run).
Usage: python tools/refresh_notebooks.py notebooks/*.ipynb
"""

from __future__ import annotations

import pathlib
import sys
import time

import nbformat
from nbclient import NotebookClient


def refresh(path: pathlib.Path) -> float:
    notebook = nbformat.read(path, as_version=4)
    notebook.metadata.pop("widgets", None)
    for cell in notebook.cells:
        cell.metadata.pop("execution", None)  # timestamps would change on every refresh
    started = time.perf_counter()
    client = NotebookClient(notebook, timeout=600, kernel_name="python3", store_widget_state=True, record_timing=False,
                            resources={"metadata": {"path": str(path.parent)}})
    client.execute()
    notebook.metadata.pop("widgets", None)
    nbformat.write(notebook, path)
    return time.perf_counter() - started


def main(paths: list[str]) -> int:
    if not paths:
        print(__doc__)
        return 2
    for name in paths:
        seconds = refresh(pathlib.Path(name))
        print(f"{name}: executed in {seconds:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
