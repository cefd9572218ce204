"""The notebooks as static HTML: nbconvert's HTMLExporter with the "lab" look, from the stored outputs (no kernel).

nbconvert does the rendering. What this module adds, as an nbconvert preprocessor and a small template
(tools/jupyter/nbconvert/templates/rulebook_site), is what an offline copy needs:
- plotly charts (stored as `application/vnd.plotly.v1+json`) become plotly divs drawn by the site's one local copy
  of plotly.js (assets/plotly.min.js, from the installed plotly package);
- widget outputs (stored without widget state, so they would render as empty boxes) become one short note;
- links to other notebooks (`x.ipynb`) point to their pages (`x.html`); in another language's site (site/zh-Hant/)
  a link to an English notebook (`../x.ipynb`, the folder above notebooks/zh-Hant/) points to the English site's
  page (`../../notebooks/x.html`), and in the English site a link into a language's folder (`zh-Hant/x.ipynb`)
  points to that language's page (`../zh-Hant/notebooks/x.html`);
- no CDN: no require.js, no mermaid loader, no widget manager, and MathJax from a local copy (assets/mathjax,
  from the jupyter-server-mathjax package), only on pages that hold math.
"""

from __future__ import annotations

import functools
import html
import logging
import os
import re
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

import nbformat
import plotly.io as pio
from nbconvert import HTMLExporter
from nbconvert.preprocessors import Preprocessor

from rulebook.core import i18n
from widgets.common import PLACEHOLDER

from .layout import nav_html
from .text import text

TEMPLATES = Path(__file__).resolve().parent.parent / "jupyter" / "nbconvert" / "templates"
WIDGET = "application/vnd.jupyter.widget-view+json"
PLOTLY = "application/vnd.plotly.v1+json"
MATHJAX_CONFIG = "TeX-AMS-MML_HTMLorMML-full,Safe"
NOTEBOOK_LINK = re.compile(r"\]\((?![a-z][a-z0-9+.-]*:)([^)\s#]+)\.ipynb(#[^)\s]*)?\)", re.I)
MATH = re.compile(r"\$[^$\n]+\$|\\\(|\\\[")


class StaticOutputs(Preprocessor):
    """Turn what needs a live kernel into what a static page can show (see the module's docstring)."""

    widget_note = "{name}"
    placeholder = "{title}"
    """The plain line a widget stores for a page that cannot draw it (widgets.common.PLACEHOLDER, in the page's
    language): the note names the widget by the title read back out of it."""
    parent_pages = "../"
    """Where the pages of the notebooks one folder up are, seen from a page (another language's site: the English
    site's notebooks)."""

    languages: tuple[str, ...] = ()
    """The languages with a site of their own beside this one (site/<code>/), whose notebook folders links enter."""

    def link(self, match: re.Match) -> str:
        """A markdown link to a notebook, pointed at its page."""
        name = match.group(1)
        folder, _, rest = name.partition("/")
        if name.startswith("../"):
            name = self.parent_pages + name[3:]
        elif folder in self.languages and rest:
            name = f"../{folder}/notebooks/{rest}"
        return f"]({name}.html{match.group(2) or ''})"

    def widget_title(self, plain: str | list) -> str:
        """A widget's title from its stored plain text (its placeholder line, or an older `<title>` repr)."""
        text = ("".join(plain) if isinstance(plain, list) else plain).strip().strip("<>")
        before, _, after = self.placeholder.partition("{title}")
        if after and text.startswith(before) and text.endswith(after):
            return text[len(before):len(text) - len(after)]
        return text

    def preprocess_cell(self, cell, resources, index):
        """Rewrite one cell's notebook links (markdown) or its widget and plotly outputs (code)."""
        if cell.cell_type == "markdown":
            cell.source = NOTEBOOK_LINK.sub(self.link, cell.source)
        for number, output in enumerate(cell.get("outputs", [])):
            data = output.get("data", {})
            if WIDGET in data:
                name = self.widget_title(data.get("text/plain", "widget"))
                note = html.escape(self.widget_note.format(name=name))
                output.data = {"text/html": f"<div class='rb-widget-note'>{note}</div>"}
            elif PLOTLY in data:
                div = pio.to_html(data[PLOTLY], include_plotlyjs=False, full_html=False, validate=False,
                                  div_id=f"plotly-{index}-{number}", config={"displaylogo": False})
                output.data = {"text/html": div}
                resources["rulebook"]["plotly"] = True
        return cell, resources


def title_of(notebook: nbformat.NotebookNode, fallback: str) -> str:
    """A notebook's title: its first markdown heading."""
    for cell in notebook.cells:
        if cell.cell_type == "markdown":
            match = re.search(r"^#{1,2}\s+(.+)$", cell.source, re.M)
            if match:
                return match.group(1).strip()
    return fallback


@functools.cache
def exporter(lang: str = "en") -> HTMLExporter:
    """nbconvert's HTML exporter with the site's template and preprocessor (one per process and language)."""
    static = StaticOutputs()
    static.widget_note = text("notebook", lang)["widget_note"]
    static.placeholder = i18n.translate(PLACEHOLDER, i18n.UI_DOMAIN, "widgets.common.placeholder", lang)
    if lang != "en":
        static.parent_pages = "../../notebooks/"     # site/<lang>/notebooks/ → site/notebooks/
    else:
        static.languages = tuple(code for code in i18n.available_languages() if code != "en")
    quiet = logging.getLogger("rulebook.site.nbconvert")
    quiet.setLevel(logging.ERROR)    # nbconvert gives outputs' <img> a generic alt text, and warns each time
    html_exporter = HTMLExporter(template_name="rulebook_site", extra_template_basedirs=[str(TEMPLATES)],
                                 mathjax_url=f"../assets/mathjax/MathJax.js?config={MATHJAX_CONFIG}", log=quiet)
    html_exporter.register_preprocessor(static, enabled=True)
    return html_exporter


def notebook_page(source: Path, target: Path, game: str | None, lang: str = "en") -> tuple[str, bool]:
    """Write one notebook as `target` (a page one folder below the site's root); return (title, has plotly)."""
    notebook = nbformat.read(source, as_version=4)
    notebook.metadata.pop("widgets", None)
    title = title_of(notebook, source.stem)
    has_math = any(c.cell_type == "markdown" and MATH.search(c.source) for c in notebook.cells)
    resources = {"metadata": {"name": title, "path": str(source.parent)},
                 "rulebook": {"up": "../", "nav": nav_html(1, game, lang), "math": has_math, "plotly": False}}
    body, resources = exporter(lang).from_notebook_node(notebook, resources=resources)
    target.write_text(body, encoding="utf-8")
    return title, resources["rulebook"]["plotly"]


def _page(job: tuple[Path, Path, str | None, str]) -> str:
    return notebook_page(*job)[0]


def notebook_pages(jobs: list[tuple[Path, Path, str | None, str]]) -> list[str]:
    """Write many notebooks (source, target, game, lang) on every core; return their titles in order."""
    workers = min(len(jobs), os.cpu_count() or 1, 4)
    if workers <= 1:
        return [_page(job) for job in jobs]
    with ProcessPoolExecutor(workers) as pool:
        return list(pool.map(_page, jobs))
