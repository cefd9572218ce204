"""Re-execute notebooks in place so that their stored outputs are current (nbval compares against them).

Widget state is not stored (it holds random model ids and megabytes of FigureWidget data): `metadata.widgets` is
dropped before and after the run. nbclient still records widget state *during* the run, because its stand-in for
the Output widget looks that state up when a callback calls `out.clear_output()` (with `store_widget_state=False`
it fails there with a KeyError, e.g. when a notebook clicks the OutcomeExplorer's Run button).

Every SVG output also gets a PNG copy in the same output bundle: JupyterLab does not render the stored SVG or HTML of
a notebook it does not trust (a notebook opened before it was run), but it does show a PNG, so the boards are there
on first open. nbval does not compare PNGs (they depend on the fonts installed), only the text beside them. A picture
with Chinese text (the notebooks in notebooks/zh-Hant) is drawn with a CJK font, Noto Sans CJK TC (Debian's
fonts-noto-cjk), so its words show as glyphs and not as boxes; pictures without CJK text are drawn as before.

Usage: python tools/refresh_notebooks.py notebooks/*.ipynb
"""

from __future__ import annotations

import base64
import pathlib
import re
import sys
import time

import nbformat
from nbclient import NotebookClient


def merge_streams(outputs: list) -> list:
    """Join neighbouring stdout (or stderr) pieces: how a print is split depends on flush timing, not on the code."""
    merged: list = []
    for output in outputs:
        last = merged[-1] if merged else None
        if (output.output_type == "stream" and last is not None and last.output_type == "stream"
                and last.name == output.name):
            last.text += output.text
        else:
            merged.append(output)
    return merged


PNG_WIDTH = 760
"""Pixels across of the PNG copy of a board: about the width of a notebook's output area."""
CJK_FONT = "Noto Sans CJK TC"
"""The sans-serif family of a picture with Chinese text (resvg's own default font has no CJK glyphs of this style)."""
CJK_FONT_DIRS = ("/usr/share/fonts/opentype/noto", "/usr/share/fonts/truetype/noto")
"""Where Debian and Ubuntu put the Noto CJK fonts (also found through the system fonts; listed so they load first)."""
CJK_TEXT = re.compile(r"[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]")
"""A character of Chinese (CJK ideographs, CJK punctuation, full-width forms)."""


def font_options(svg: str) -> dict:
    """resvg's font options for a picture: a CJK sans-serif family when the picture has Chinese text."""
    if not CJK_TEXT.search(svg):
        return {}
    return {"sans_serif_family": CJK_FONT, "font_family": CJK_FONT,
            "font_dirs": [d for d in CJK_FONT_DIRS if pathlib.Path(d).is_dir()]}


def svg_to_png(svg: str) -> str:
    """A PNG (base64, as notebooks store images) of an SVG picture, at most PNG_WIDTH pixels wide."""
    import resvg_py

    png = resvg_py.svg_to_bytes(svg_string=svg, width=PNG_WIDTH, background="#ffffff", **font_options(svg))
    return base64.b64encode(bytes(png)).decode("ascii")


def add_png_fallbacks(notebook) -> int:
    """Give every SVG output a PNG twin in the same bundle; return how many were added."""
    added = 0
    for cell in notebook.cells:
        for output in cell.get("outputs", []):
            data = output.get("data", {})
            svg = data.get("image/svg+xml")
            if svg and "image/png" not in data:
                data["image/png"] = svg_to_png(svg if isinstance(svg, str) else "".join(svg))
                added += 1
    return added


def refresh(path: pathlib.Path) -> float:
    notebook = nbformat.read(path, as_version=4)
    notebook.metadata.pop("widgets", None)
    started = time.perf_counter()
    client = NotebookClient(notebook, timeout=600, kernel_name="python3", store_widget_state=True,
                            record_timing=False, resources={"metadata": {"path": str(path.parent)}})
    client.execute()
    notebook.metadata.pop("widgets", None)
    for cell in notebook.cells:          # no run timestamps: a refresh that changes no output changes no byte
        cell.metadata.pop("execution", None)
        if cell.cell_type == "code":
            cell.outputs = merge_streams(cell.outputs)
    add_png_fallbacks(notebook)
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
