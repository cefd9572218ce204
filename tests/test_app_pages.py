"""The app's pages without a browser: what the landing page links, what a game page opens, where the strings live."""

from __future__ import annotations

import subprocess
import sys

import pytest
from conftest import ROOT

from widgets import PlayTable, app
from widgets.app import CATALOGUES, GAMES, TOOLS, GamePage, LandingPage, available_tools, catalogue


def test_the_landing_page_links_every_tool_of_every_game():
    page = LandingPage()
    assert len(page.links()) == len(GAMES) * len(available_tools())
    for link in page.links():
        assert f"href='{link}'" in page.value
    for game in GAMES:
        assert f"id='{game}'" in page.value
    assert repr(page).startswith("<Landing page: troyes, tournay, barbarian_attack")


def test_the_play_table_is_linked_from_the_landing_page_and_has_a_tab_on_every_game_page():
    play = [tool for tool in TOOLS if tool.key == "play"]
    assert play and play[0].build is PlayTable
    assert [tool.key for tool in available_tools()][-1] == "play"
    landing = LandingPage()
    for game in GAMES:
        assert f"href='{game}.ipynb?tool=play'" in landing.value
    page = GamePage("tournay", tool="play")
    table = page.view("play")
    assert isinstance(table, PlayTable) and page.tabs.titles[page.tabs.selected_index] == "Play a game"
    assert table.turn in ("learner", "roll"), "the bots have moved (no event loop here: no pause) and wait for you"


def test_an_entry_without_a_view_is_left_out_everywhere(monkeypatch):
    monkeypatch.setattr(app, "TOOLS", (*TOOLS[:-1], app.Tool("play", None)))
    assert "play" not in [tool.key for tool in app.available_tools()]
    assert "tool=play" not in LandingPage().value
    assert "play" not in GamePage("tournay").views


@pytest.mark.parametrize("game", GAMES)
def test_a_game_page_has_one_tab_per_tool_and_opens_the_one_asked_for(game):
    page = GamePage(game, tool="lookup")
    keys = [tool.key for tool in available_tools()]
    assert list(page.views) == keys and len(page.tabs.children) == len(keys)
    assert page.tabs.selected_index == keys.index("lookup") and page.note.value == ""
    assert page.tabs.titles == tuple(catalogue("game")["tools"][key][0] for key in keys)
    assert "href='index.ipynb'" in page.header.value


def test_an_unknown_tool_opens_the_tour_and_says_so():
    page = GamePage("troyes", tool="juggling")
    assert page.tabs.selected_index == 0
    assert "juggling" in page.note.value and "guided tour" in page.note.value


def test_the_page_reads_the_tool_from_the_address_voila_serves(monkeypatch):
    monkeypatch.setenv("QUERY_STRING", "tool=faq&x=1")
    assert app.request_parameters() == {"tool": "faq", "x": "1"}
    assert GamePage.from_request("troyes").tabs.selected_index == 1
    monkeypatch.delenv("QUERY_STRING")
    assert GamePage.from_request("troyes").tabs.selected_index == 0


def test_an_unknown_language_names_the_available_ones():
    with pytest.raises(ValueError, match="unknown language 'xx'; available: en"):
        catalogue("landing", "xx")


def test_every_language_has_the_same_strings_a_line_per_game_and_per_tool():
    english = CATALOGUES["en"]
    for pages in CATALOGUES.values():
        assert pages.keys() == english.keys()
        assert {page: text.keys() for page, text in pages.items()} == {p: t.keys() for p, t in english.items()}
        assert set(pages["landing"]["games"]) == set(GAMES)
        assert {tool.key for tool in available_tools()} <= set(pages["game"]["tools"])


def test_the_app_server_refuses_a_folder_without_a_landing_page(tmp_path):
    done = subprocess.run([sys.executable, str(ROOT / "tools" / "app.py"), f"--root={tmp_path}"],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 2 and "index.ipynb not found" in done.stderr


def test_the_voila_template_drops_every_cdn_link():
    template = ROOT / "tools" / "jupyter" / "voila" / "templates" / "rulebook"
    assert (template / "conf.json").read_text().count('"lab"') == 1
    index = (template / "index.html.j2").read_text()
    assert "fontawesome-free@^5/css/all.min.css" in index and "html_head_js_mermaidjs" in index
    assert "https://" not in (template / "page.html").read_text()


def test_the_pages_speak_the_language_asked_for_and_english_is_unchanged():
    from rulebook.core import i18n

    zh = LandingPage(lang="zh-Hant")
    assert "<h1>學會三款桌上遊戲</h1>" in zh.value and "<h2>圖爾奈</h2>" in zh.value and "[EN]" not in zh.value
    assert "lang='zh-Hant'" in zh.value
    page = GamePage("tournay", tool="faq", lang="zh-Hant")
    assert page.tabs.titles[:2] == ("導覽", "規則問題") and "<h1>圖爾奈</h1>" in page.header.value
    assert page.view("tour").next_button.description == "下一步 ▶"         # the tools speak it too
    assert i18n.get_language() == "en"                                       # and the setting is as it was
    assert "<h1>Learn three board games</h1>" in LandingPage().value
    assert GamePage("tournay").view("tour").next_button.description == "Next ▶"


def test_RULEBOOK_LANG_picks_the_pages_language_as_tools_app_sets_it(monkeypatch):
    sys.path.insert(0, str(ROOT / "tools"))
    import app as app_tool  # tools/app.py

    env = app_tool.voila_environment({"PATH": "/bin"}, lang="zh_hant")
    assert env["RULEBOOK_LANG"] == "zh-Hant" and "JUPYTER_PATH" in env
    assert "RULEBOOK_LANG" not in app_tool.voila_environment({"PATH": "/bin"})
    with pytest.raises(ValueError, match="unknown language 'fr'; available: en, zh-Hant"):
        app_tool.voila_environment({}, lang="fr")
    monkeypatch.setenv("RULEBOOK_LANG", "zh-Hant")
    assert LandingPage().lang == "zh-Hant" and "學會三款桌上遊戲" in LandingPage().value
