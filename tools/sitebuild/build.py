"""Assemble the static site: assets, the notebooks as HTML, each game's tour and rules reference, and the index.

    site/index.html                 links everything
    site/notebooks/<name>.html      every notebook of notebooks/ with its stored outputs (nbconvert); not the app's
                                    pages in notebooks/app, which hold only widgets (the tours and references below
                                    are their static counterparts)
    site/<game>/tour.html           the guided tour as static steps, pictures in site/<game>/boards/
    site/<game>/rules.html          the searchable rules reference with the FAQ cases
    site/assets/                    site.css, plotly.min.js, mathjax/ (local copies: no page uses the network)
    site/zh-Hant/                   the same site in 繁體中文: the notebooks of notebooks/zh-Hant, the tours and
                                    rules references in Chinese, its own index and assets; the two index pages
                                    link to each other (`build_all`; each further language with a notebooks folder
                                    gets its own such folder)

Nothing is executed: the notebooks' stored outputs are used as they are, and the tours and references come from the
engines' public data (TITLE, RULES, FAQ, WALKTHROUGH, and each state's `_repr_svg_`).
"""

from __future__ import annotations

import html
import shutil
import time
from pathlib import Path

import jupyter_server_mathjax
import plotly

from rulebook import available_games, get_game
from rulebook.core import i18n

from .layout import STYLE, page
from .localized import localized_game
from .notebooks import notebook_pages
from .reference import rules_page
from .text import LANGUAGE_NAMES, text
from .tours import tour_page

ROOT = Path(__file__).resolve().parent.parent.parent
GAMES = ("troyes", "tournay", "barbarian_attack")
"""The games the site covers, in the order the index lists them."""
MARKER = ".rulebook-site"
"""A file in every built site, so that a rebuild only ever clears a folder this builder made."""
MATHJAX_PARTS = ("MathJax.js", "LICENSE", "config", "extensions/Safe.js", "extensions/MathMenu.js",
                 "extensions/MathZoom.js", "extensions/MathEvents.js", "extensions/TeX", "extensions/HTML-CSS",
                 "jax/input", "jax/element", "jax/output/HTML-CSS", "fonts/HTML-CSS", "localization/en")
"""The parts of MathJax 2 the pages use (TeX input, HTML-CSS output with its web fonts): about 3 MB of its 12."""


def prepare(target: Path) -> None:
    """Empty `target` for a fresh build; refuse a non-empty folder that this builder did not make."""
    if target.exists():
        if any(target.iterdir()) and not (target / MARKER).exists():
            raise SystemExit(f"{target} is not empty and was not made by this builder: choose another folder")
        shutil.rmtree(target)
    target.mkdir(parents=True)
    (target / MARKER).write_text("Made by tools/build_site.py; rebuilt (deleted and written again) by it.\n")


def copy_assets(assets: Path) -> None:
    """The site's style sheet, plotly.js from the installed plotly package, and MathJax from jupyter-server-mathjax."""
    assets.mkdir()
    (assets / "site.css").write_text(STYLE, encoding="utf-8")
    shutil.copyfile(Path(plotly.__file__).parent / "package_data" / "plotly.min.js", assets / "plotly.min.js")
    mathjax = Path(jupyter_server_mathjax.__file__).parent / "static"
    for part in MATHJAX_PARTS:
        source, target = mathjax / part, assets / "mathjax" / part
        if source.is_dir():
            shutil.copytree(source, target)
        else:
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(source, target)


def game_of(name: str, games: tuple[str, ...]) -> str | None:
    """The game a notebook belongs to, from its name (`troyes_2_faq_rulings` → troyes)."""
    return next((g for g in sorted(games, key=len, reverse=True) if name.startswith(g + "_")), None)


def index_page(games: tuple[str, ...], notebooks: dict[str, tuple[str, str | None]], lang: str = "en",
               languages: tuple[tuple[str, str], ...] = ()) -> str:
    """The front page: the other languages, where to start, then per game its tour, rules reference and notebooks,
    then the rest. `languages`: (name, address) of the same site in each other language."""
    words = text("index", lang)

    def notebook_links(names: list[str]) -> str:
        return "".join(f"<li><a href='notebooks/{n}.html'>{html.escape(notebooks[n][0])}</a></li>" for n in names)

    starters = [n for n in notebooks if n.startswith("00_")]
    others = [n for n, (_, game) in notebooks.items() if game is None and n not in starters]
    cards = []
    for game in games:
        module = localized_game(get_game(game), lang)
        about_tour = words["tour_about"].format(steps=len(module.WALKTHROUGH))
        about_rules = words["rules_about"].format(rules=len(module.RULES), cases=len(module.FAQ))
        own = [n for n, (_, g) in notebooks.items() if g == game]
        cards.append(f"<section class='rb-card' id='{game}'><h2>{html.escape(module.TITLE)}</h2><ul>"
                     f"<li><a href='{game}/tour.html'>{html.escape(words['tour_link'])}</a> "
                     f"<span class='rb-about'>{html.escape(about_tour)}</span></li>"
                     f"<li><a href='{game}/rules.html'>{html.escape(words['rules_link'])}</a> "
                     f"<span class='rb-about'>{html.escape(about_rules)}</span></li></ul>"
                     f"<p><b>{html.escape(words['notebooks'])}</b></p><ul>{notebook_links(own)}</ul></section>")
    switch = " · ".join(f"<a href='{href}' lang='{code}' hreflang='{code}'>{html.escape(name)}</a>"
                        for code, (name, href) in languages)
    body = ((f"<p class='rb-languages'>{switch}</p>\n" if switch else "")
            + f"<h1>{html.escape(words['title'])}</h1>\n<p class='rb-intro'>{html.escape(words['intro'])}</p>\n"
            + (f"<h2>{html.escape(words['start'])}</h2><ul>{notebook_links(starters)}</ul>\n" if starters else "")
            + f"<div class='rb-games'>{''.join(cards)}</div>\n"
            + (f"<h2>{html.escape(words['more'])}</h2><ul>{notebook_links(others)}</ul>\n" if others else ""))
    return page(words["title"], body, depth=0, lang=lang)


def build(target: Path, notebooks_dir: Path = ROOT / "notebooks", lang: str = "en",
          languages: tuple[tuple[str, tuple[str, str]], ...] = ()) -> dict[str, float]:
    """Write the whole site in one language into `target`; return the seconds each part took. `languages`: for each
    other language, (code, (its name, the address of its index page)), linked from the index page."""
    seconds: dict[str, float] = {}
    started = time.perf_counter()
    prepare(target)
    copy_assets(target / "assets")
    seconds["assets"] = time.perf_counter() - started

    started = time.perf_counter()
    games = tuple(g for g in GAMES if g in available_games())
    (target / "notebooks").mkdir()
    sources = sorted(notebooks_dir.glob("*.ipynb"))
    jobs = [(s, target / "notebooks" / f"{s.stem}.html", game_of(s.stem, games), lang) for s in sources]
    titles = notebook_pages(jobs)
    notebooks = {source.stem: (title, job[2]) for source, title, job in zip(sources, titles, jobs)}
    seconds["notebooks"] = time.perf_counter() - started

    started = time.perf_counter()
    for game in games:
        module = get_game(game)
        tour_page(game, module, target / game, lang)
        rules_page(game, module, target / game, lang)
    seconds["tours and rules"] = time.perf_counter() - started

    (target / "index.html").write_text(index_page(games, notebooks, lang, languages), encoding="utf-8")
    return seconds


def translated_languages(notebooks_dir: Path = ROOT / "notebooks") -> tuple[str, ...]:
    """The languages besides English that have catalogues and a folder of notebooks (notebooks/zh-Hant)."""
    return tuple(code for code in i18n.available_languages()
                 if code != i18n.SOURCE_LANGUAGE and (notebooks_dir / code).is_dir())


def build_all(target: Path, notebooks_dir: Path = ROOT / "notebooks") -> dict[str, float]:
    """The English site in `target`, and each translated language's site in `target/<code>/` (its notebooks from
    `notebooks_dir/<code>/`); every index page links to the others. Returns the seconds each part took."""
    codes = translated_languages(notebooks_dir)
    name = lambda code: LANGUAGE_NAMES.get(code, code)
    seconds = build(target, notebooks_dir, i18n.SOURCE_LANGUAGE,
                    tuple((code, (name(code), f"{code}/index.html")) for code in codes))
    for code in codes:
        links = ((i18n.SOURCE_LANGUAGE, (name(i18n.SOURCE_LANGUAGE), "../index.html")),
                 *((other, (name(other), f"../{other}/index.html")) for other in codes if other != code))
        part = build(target / code, notebooks_dir / code, code, links)
        seconds[code] = sum(part.values())
    return seconds
