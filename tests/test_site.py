"""The static site (`make site`): built once into a temp folder, its links checked, then every page opened in
headless Chromium from a local http server.

No request may leave 127.0.0.1 and none may fail (a missing local asset counts); plotly charts draw from the local
plotly.js; the rules filter filters; the tour's pictures load; math is typeset by the local MathJax. Screenshots are
saved in a folder the test prints.
"""

from __future__ import annotations

import functools
import http.server
import re
import sys
import threading
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import unquote, urlparse

import pytest
from conftest import ROOT

sys.path.insert(0, str(ROOT / "tools"))

from sitebuild.build import MARKER, build_all, prepare
from sitebuild.text import CATALOGUES, text

GAMES = ("troyes", "tournay", "barbarian_attack")
NOTEBOOKS = sorted(p.stem for p in (ROOT / "notebooks").glob("*.ipynb"))
ZH_NOTEBOOKS = sorted(p.stem for p in (ROOT / "notebooks" / "zh-Hant").glob("*.ipynb"))


@pytest.fixture(scope="module")
def site(tmp_path_factory) -> Path:
    target = tmp_path_factory.mktemp("site") / "site"
    build_all(target)
    return target


def pages_of(site: Path) -> list[Path]:
    return sorted(site.rglob("*.html"))


class Links(HTMLParser):
    """Every href/src of a page, and every id it defines."""

    def __init__(self):
        super().__init__()
        self.targets: list[str] = []
        self.ids: set[str] = set()

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if "id" in attrs:
            self.ids.add(attrs["id"])
        self.targets += [attrs[name] for name in ("href", "src") if attrs.get(name)]


@functools.cache
def parsed(path: Path) -> Links:
    links = Links()
    links.feed(path.read_text(encoding="utf-8"))
    return links


def test_the_site_has_every_notebook_a_tour_and_a_rules_reference_per_game_and_an_index(site):
    assert (site / "index.html").is_file() and (site / MARKER).is_file()
    assert sorted(p.stem for p in (site / "notebooks").glob("*.html")) == NOTEBOOKS
    for game in GAMES:
        assert (site / game / "tour.html").is_file() and (site / game / "rules.html").is_file()
    assert (site / "assets" / "plotly.min.js").stat().st_size > 1_000_000
    index = (site / "index.html").read_text()
    for name in NOTEBOOKS:
        assert f"notebooks/{name}.html" in index


def test_every_local_link_and_anchor_resolves_and_nothing_points_off_the_machine(site):
    broken, external = [], []
    for page in pages_of(site):
        for target in parsed(page).targets:
            url = urlparse(target)
            if url.scheme in ("http", "https") or target.startswith("//"):
                external.append(f"{page.name}: {target}")
                continue
            if url.scheme in ("data", "blob", "javascript", "mailto"):
                continue
            path = (page.parent / unquote(url.path)).resolve() if url.path else page
            if not path.exists():
                broken.append(f"{page.relative_to(site)}: {target}")
            elif url.fragment and not {url.fragment, unquote(url.fragment)} & parsed(path).ids:
                broken.append(f"{page.relative_to(site)}: {target} (no such anchor)")
    assert not external, external[:5]
    assert not broken, broken[:10]


def test_the_tours_and_references_hold_the_engines_data(site):
    from rulebook import get_game

    for game in GAMES:
        module = get_game(game)
        tour = (site / game / "tour.html").read_text()
        assert tour.count("class='rb-step'") == len(module.WALKTHROUGH)
        rules = parsed(site / game / "rules.html")
        assert {rule.id for rule in module.RULES} | set(module.FAQ.ids) <= rules.ids
        rule_id = module.WALKTHROUGH[1].rule_ids[0]
        assert f"rules.html#{rule_id}" in tour
        step = module.WALKTHROUGH.steps_teaching(rule_id)[0] + 1
        assert f"tour.html#step-{step}" in (site / game / "rules.html").read_text()


def test_widget_outputs_become_notes_and_plotly_outputs_become_charts(site):
    faq = (site / "notebooks" / "troyes_2_faq_rulings.html").read_text()
    assert "application/vnd.jupyter.widget-view+json" not in faq
    assert "Interactive widget (FAQ viewer: Troyes, 19 cases)" in faq
    outcomes = (site / "notebooks" / "troyes_3_outcomes.html").read_text()
    assert "../assets/plotly.min.js" in outcomes and "Plotly.newPlot" in outcomes
    assert "plotly.min.js" not in faq, "plotly.js only where there are charts"
    assert "require.js" not in faq and "cdnjs" not in faq


def test_the_pages_strings_live_in_one_catalogue_per_page_and_an_unknown_language_names_the_known_ones():
    english = CATALOGUES["en"]
    for pages in CATALOGUES.values():
        assert {page: words.keys() for page, words in pages.items()} == {p: w.keys() for p, w in english.items()}
    with pytest.raises(ValueError, match="unknown language 'xx'; available: en"):
        text("tour", "xx")


def test_the_zh_Hant_site_has_its_notebooks_tours_and_rules_in_chinese_and_the_indexes_link_each_other(site):
    from rulebook import tournay
    from rulebook.core import i18n

    zh = site / "zh-Hant"
    assert sorted(p.stem for p in (zh / "notebooks").glob("*.html")) == ZH_NOTEBOOKS
    assert {"00_start_here", "tournay_1_learn_the_rules", "troyes_1_learn_the_rules",
            "barbarian_attack_1_learn_the_rules"} <= set(ZH_NOTEBOOKS)
    assert "href='zh-Hant/index.html'" in (site / "index.html").read_text()
    index = (zh / "index.html").read_text()
    assert "<html lang='zh-Hant'>" in index and "href='../index.html'" in index and "<h2>圖爾奈</h2>" in index
    tour = (zh / "tournay" / "tour.html").read_text()
    with i18n.language("zh-Hant"):
        first = i18n.localized_step(tournay, tournay.WALKTHROUGH[0])
        rule = i18n.rule_title(tournay, "TOU-4.9")
    assert f"第 1 步，共 {len(tournay.WALKTHROUGH)} 步：{first.title}" in tour
    assert f"<b>{rule}</b>" in (zh / "tournay" / "rules.html").read_text()
    for page in pages_of(zh):
        assert i18n.MARKER not in page.read_text(encoding="utf-8"), f"{page.name} shows an untranslated text"
    stepper = (zh / "notebooks" / "tournay_1_learn_the_rules.html").read_text()
    assert "互動小工具（導覽步進器：圖爾奈，27 步）" in stepper


def test_a_rebuild_clears_only_a_folder_the_builder_made(tmp_path):
    made = tmp_path / "made"
    made.mkdir()
    (made / MARKER).write_text("")
    (made / "stale.html").write_text("old")
    prepare(made)
    assert not (made / "stale.html").exists() and (made / MARKER).exists()
    other = tmp_path / "precious"
    other.mkdir()
    (other / "notes.txt").write_text("keep me")
    with pytest.raises(SystemExit, match="not made by this builder"):
        prepare(other)
    assert (other / "notes.txt").read_text() == "keep me"


# ---- in a browser ----------------------------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def served(site):
    """The site on a local http server."""
    handler = functools.partial(Quiet, directory=str(site))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()
    server.server_close()


class Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


@pytest.fixture(scope="module")
def shots(tmp_path_factory):
    folder = tmp_path_factory.mktemp("site-screenshots")
    print(f"\nsite screenshots in {folder}")
    return folder


class Recorder:
    """Every request of a page: those that leave 127.0.0.1 are refused and recorded, failures are recorded."""

    def __init__(self, context):
        self.outside: list[str] = []
        self.failed: list[str] = []
        self.errors: list[str] = []
        context.route("**/*", self._route)
        context.on("requestfailed", lambda request: None if request.url.startswith(("about:", "data:"))
                   else self.failed.append(request.url))
        context.on("response", lambda response: self.failed.append(f"{response.status} {response.url}")
                   if response.status >= 400 else None)

    def _route(self, route):
        url = route.request.url
        if urlparse(url).hostname == "127.0.0.1" or url.startswith(("data:", "blob:")):
            route.continue_()
        else:
            self.outside.append(url)
            route.abort()

    def check(self) -> None:
        assert not self.outside, f"requests left 127.0.0.1: {self.outside[:5]}"
        assert not self.failed, f"requests failed: {self.failed[:5]}"
        assert not self.errors, f"page errors: {self.errors[:3]}"


def open_page(browser, url: str, height: int = 1400):
    context = browser.new_context(viewport={"width": 1280, "height": height})
    recorder = Recorder(context)
    page = context.new_page()
    page.on("pageerror", lambda exc: recorder.errors.append(str(exc)))
    page.goto(url, wait_until="networkidle")
    return context, page, recorder


def shot_name(relative: str) -> str:
    return re.sub(r"[^A-Za-z0-9_.-]+", "_", relative.removesuffix(".html")) + ".png"


@pytest.mark.browser
def test_every_page_opens_offline_with_no_failed_request(site, served, browser, shots):
    for path in pages_of(site):
        relative = path.relative_to(site).as_posix()
        context, page, recorder = open_page(browser, f"{served}/{relative}")
        try:
            page.screenshot(path=str(shots / shot_name(relative)))
            recorder.check()
            if page.locator(".js-plotly-plot").count():
                check_plotly_drew(page)
            if page.locator(".rb-widget-note").count():
                assert not page.locator("script[type='application/vnd.jupyter.widget-view+json']").count()
        except AssertionError as error:
            raise AssertionError(f"{relative}: {error}") from None
        finally:
            context.close()


def check_plotly_drew(page) -> None:
    page.wait_for_function("() => [...document.querySelectorAll('.js-plotly-plot')].every(el => el._fullLayout)",
                           timeout=20_000)
    counts = page.evaluate("""() => [...document.querySelectorAll('.js-plotly-plot')]
        .map(el => (el.data || []).reduce((n, t) => n + ((t.x || t.values || t.z || []).length), 0))""")
    assert counts and all(c > 0 for c in counts), f"plotly charts without data: {counts}"
    assert page.locator(".js-plotly-plot .main-svg").count() >= len(counts)


@pytest.mark.browser
def test_the_outcome_pages_draw_interactive_plotly_charts(served, browser, shots):
    context, page, recorder = open_page(browser, f"{served}/notebooks/troyes_3_outcomes.html")
    try:
        check_plotly_drew(page)
        chart = page.locator(".js-plotly-plot").first
        chart.scroll_into_view_if_needed()
        chart.locator(".modebar-container").first.wait_for(state="attached")
        page.screenshot(path=str(shots / "troyes_3_outcomes-chart.png"))
        recorder.check()
    finally:
        context.close()


@pytest.mark.browser
def test_the_rules_filter_shows_only_the_matching_rules_and_cases(served, browser, shots):
    context, page, recorder = open_page(browser, f"{served}/troyes/rules.html")
    try:
        visible_rules = "() => [...document.querySelectorAll('.rb-rule')].filter(e => e.offsetParent).length"
        total = page.evaluate(visible_rules)
        assert total == page.locator(".rb-rule").count() > 100
        page.fill("#rb-filter", "TRY-9.12")
        shown = page.evaluate("() => [...document.querySelectorAll('.rb-rule, .rb-case')]"
                              ".filter(e => e.offsetParent).map(e => e.id)")
        assert "TRY-9.12" in shown and "TRY-FAQ-1" in shown and len(shown) < 10, shown
        assert page.locator("#rb-count").inner_text().startswith(f"1 of {total} rules")
        page.screenshot(path=str(shots / "troyes-rules-filtered.png"))
        page.fill("#rb-filter", "cathedral level")
        assert 0 < page.evaluate(visible_rules) < total
        page.fill("#rb-filter", "zzzz-no-such-word")
        assert page.evaluate(visible_rules) == 0 and page.locator("#rb-nothing").is_visible()
        page.fill("#rb-filter", "")
        assert page.evaluate(visible_rules) == total
        recorder.check()
    finally:
        context.close()


@pytest.mark.browser
def test_a_tour_step_shows_its_pictures_and_links_to_the_next_step(served, browser, shots):
    context, page, recorder = open_page(browser, f"{served}/barbarian_attack/tour.html#step-5")
    try:
        step = page.locator("#step-5")
        images = step.locator(".rb-boards img")
        assert images.count() >= 1
        page.wait_for_function("(el) => [...el.querySelectorAll('img')].every(i => i.complete && i.naturalWidth > 0)",
                               arg=step.element_handle(), timeout=10_000)
        page.screenshot(path=str(shots / "barbarian_attack-tour-step-5.png"))
        step.locator(".rb-stepnav a", has_text="Step 6").click()
        assert page.url.endswith("#step-6")
        recorder.check()
    finally:
        context.close()


@pytest.mark.browser
def test_math_is_typeset_by_the_local_mathjax(served, browser, shots):
    context, page, recorder = open_page(browser, f"{served}/notebooks/barbarian_attack_3_outcomes.html")
    try:
        page.locator(".MathJax").first.wait_for(timeout=20_000)
        page.locator(".MathJax").first.scroll_into_view_if_needed()
        page.screenshot(path=str(shots / "barbarian_attack_3_outcomes-math.png"))
        recorder.check()
    finally:
        context.close()
