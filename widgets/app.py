"""The app mode's pages (served by Voila from notebooks/app/): a landing page, and one page per game.

The landing page links every tool of every game; a game page shows those tools in tabs and opens the one the link
asked for (`troyes.ipynb?tool=faq`). Every string these pages show is in the catalogues below (one per page, in
English); another language reads them through the ``ui`` translation catalogue (`rulebook.core.i18n`), so the pages
speak the language in use: ``RULEBOOK_LANG=zh-Hant`` (what ``tools/app.py --lang zh-Hant`` and
``make app LANG_CODE=zh-Hant`` set for Voila's kernels), or `set_language` in a notebook. The game's own texts (its
title, and everything the tools show) come through the same catalogues.
Only the public API is used: the engines' TITLE, RULES, FAQ and WALKTHROUGH, and the widgets' classes.
"""

from __future__ import annotations

import html
import os
from collections.abc import Callable
from dataclasses import dataclass
from types import ModuleType
from typing import Any
from urllib.parse import parse_qs

import ipywidgets as w

from rulebook import get_game
from rulebook.core import i18n

from . import (  # the public views only
    FAQViewer,
    OutcomeExplorer,
    PlayTable,
    RulesLookup,
    RulingChecker,
    WalkthroughStepper,
)

GAMES = ("troyes", "tournay", "barbarian_attack")
"""The games the app offers, in the order the landing page lists them."""


@dataclass(frozen=True)
class Tool:
    """One entry of a game page: its key in links (`?tool=faq`) and the view that builds it (None: not yet)."""

    key: str
    build: Callable[[str], Any] | None


TOOLS = (
    Tool("tour", WalkthroughStepper),
    Tool("faq", FAQViewer),
    Tool("checker", RulingChecker),
    Tool("lookup", RulesLookup),
    Tool("outcomes", OutcomeExplorer),
    Tool("play", PlayTable),
)
"""Every tool of a game page, in tab order. An entry whose view is None is left out everywhere (never a dead link)."""

# ---- every string the pages show (English); another language translates them (`catalogue`, the ui catalogue) -----

LANDING_TEXT = {
    "title": "Learn three board games",
    "intro": "Pick a game, then a way in: a guided tour of the rules, answers to rules questions, a sandbox that "
             "checks any move, the rules themselves, thousands of simulated games, or a game of your own against "
             "computer players. Every answer comes from the same tested rules engine.",
    "facts": "{steps}-step tour · {cases} FAQ cases · {rules} rules",
    "footer": "Nothing here needs Python knowledge: every page is made of buttons and lists. The same tools, with "
              "their code, are in the project's notebooks.",
    "games": {
        "troyes": "Roll dice in three colours to put a medieval city to work: build the cathedral, fight the "
                  "events, and keep your hidden character's goal in mind.",
        "tournay": "Build a district of up to nine cards in the city of Tournay, put your workers to use, and weather "
                   "the events the town criers bring.",
        "barbarian_attack": "Settle the island of Catan and defend its coast with knights when the barbarians land.",
    },
}
"""Every string of the landing page."""

GAME_PAGE_TEXT = {
    "back": "← All games",
    "tools": {
        "tour": ("Guided tour", "Step through the rules one click at a time and watch the table change."),
        "faq": ("Rules questions", "Pick a question, look at the position, then reveal the engine's ruling."),
        "checker": ("Ruling checker", "Set up a position, play legal moves, or ask why a move is not allowed."),
        "lookup": ("Rules lookup", "Search the rules by a word or a rule number."),
        "outcomes": ("Outcome explorer", "Let computer players play many games and compare the results."),
        "play": ("Play a game", "Play a whole game against computer players: click the board, ask for a hint or "
                                "why a move is not allowed, undo, and save the game to finish later."),
    },
    "unknown_tool": "There is no tool called “{tool}”; showing the {first} instead.",
}
"""Every string of a game page (the widgets' own labels live with the widgets)."""

CATALOGUES = {"en": {"landing": LANDING_TEXT, "game": GAME_PAGE_TEXT}}
"""The pages' strings in English, the source; every other language translates them (`catalogue`)."""

PAGE_STYLE = """<style>
.rb-app{max-width:1100px;margin:0 auto;font-size:15px;line-height:1.5}
.rb-app h1{font-size:1.9em;margin:.2em 0 .4em}
.rb-app .rb-intro{font-size:1.05em;max-width:60em}
.rb-games{display:grid;grid-template-columns:repeat(auto-fit,minmax(300px,1fr));gap:16px;margin:1em 0}
.rb-game{border:1px solid #d0d7de;border-radius:8px;padding:12px 16px;background:#fafbfc}
.rb-game h2{font-size:1.3em;margin:.2em 0}
.rb-game .rb-facts{color:#57606a;font-size:.9em}
.rb-app .rb-game ul{list-style:none;padding-left:0;margin:.6em 0 0}
.rb-game li{margin:.45em 0}
.rb-game li a{font-weight:600}
.rb-game li span{display:block;color:#57606a;font-size:.9em}
.rb-app .rb-footer{color:#57606a;font-size:.9em;margin-top:1.5em}
.rb-app a{color:#0550ae;text-decoration:none}
.rb-app a:hover{text-decoration:underline}
.rb-app.rb-page-header{margin:0 0 10px;max-width:none}
.rb-back{font-size:.95em}
.widget-html-content table.dataframe{border-collapse:collapse;border:none;margin:6px 0}
.widget-html-content table.dataframe th,.widget-html-content table.dataframe td{border:1px solid #d0d7de;
  padding:2px 10px;text-align:right}
</style>"""
"""The landing page's and the game pages' own look (no external stylesheet), and plainer tables in the widgets."""


def catalogue(page: str, lang: str | None = None) -> dict:
    """The strings of `page` ("landing" or "game") in language `lang` (None: the language in use); an unknown code
    names the available ones. English is the catalogue itself; another language is it translated, same shape."""
    code = i18n.normalize(lang) if lang is not None else i18n.get_language()
    english = CATALOGUES[i18n.SOURCE_LANGUAGE][page]
    if code == i18n.SOURCE_LANGUAGE:
        return english
    return i18n.translate_tree(english, i18n.UI_DOMAIN, f"app.{page}", code)


def available_tools() -> tuple[Tool, ...]:
    """The tools that have a view (the reserved play entry appears once it has one)."""
    return tuple(tool for tool in TOOLS if tool.build is not None)


def tool_link(game: str, tool: str) -> str:
    """The relative address of a game page opened at one tool (Voila serves the app notebooks side by side)."""
    return f"{game}.ipynb?tool={tool}"


def request_parameters() -> dict[str, str]:
    """The query parameters of the page being served (Voila passes them as QUERY_STRING; empty elsewhere).

    In a kernel Voila started ahead of time (`--preheat_kernel`), the page is built before anyone asks for it:
    there this waits for the request, so that everything before it (imports, the views) is already done.
    """
    if os.environ.get("VOILA_PREHEAT", "False") != "False":
        from voila.utils import wait_for_request  # only ever in the app

        wait_for_request()
    query = parse_qs(os.environ.get("QUERY_STRING", ""))
    return {key: values[-1] for key, values in query.items() if values}


class LandingPage(w.HTML):
    """The app's front page: per game its title, a line about it, its size, and a link to each tool.

    An HTML widget rather than an HTML output: Voila rewrites the relative links of rendered outputs into file
    downloads, while a widget's links stay plain links to the game pages.
    """

    def __init__(self, lang: str | None = None):
        self.lang = i18n.normalize(lang) if lang is not None else i18n.get_language()
        self.text = catalogue("landing", self.lang)
        self.tools_text = catalogue("game", self.lang)["tools"]
        super().__init__(value=self.page_html())

    def links(self) -> list[str]:
        """Every link on the page, in order."""
        return [tool_link(game, tool.key) for game in GAMES for tool in available_tools()]

    def _game_html(self, game: str) -> str:
        module: ModuleType = get_game(game)
        facts = self.text["facts"].format(steps=len(module.WALKTHROUGH), cases=len(module.FAQ),
                                          rules=len(module.RULES))
        items = "".join(f"<li><a href='{tool_link(game, tool.key)}'>{html.escape(self.tools_text[tool.key][0])}"
                        f"</a><span>{html.escape(self.tools_text[tool.key][1])}</span></li>"
                        for tool in available_tools())
        with i18n.language(self.lang):
            title = i18n.game_title(module)
        return (f"<section class='rb-game' id='{game}'><h2>{html.escape(title)}</h2>"
                f"<p>{html.escape(self.text['games'][game])}</p><div class='rb-facts'>{html.escape(facts)}</div>"
                f"<ul>{items}</ul></section>")

    def page_html(self) -> str:
        """The whole page as HTML."""
        games = "".join(self._game_html(game) for game in GAMES)
        return (f"{PAGE_STYLE}<div class='rb-app' lang='{self.lang}'><h1>{html.escape(self.text['title'])}</h1>"
                f"<p class='rb-intro'>{html.escape(self.text['intro'])}</p><div class='rb-games'>{games}</div>"
                f"<p class='rb-footer'>{html.escape(self.text['footer'])}</p></div>")

    def __repr__(self) -> str:
        return f"<Landing page: {', '.join(GAMES)}; tools: {', '.join(t.key for t in available_tools())}>"


class GamePage(w.VBox):
    """One game's page: a header with a link back to the landing page, then one tab per tool."""

    def __init__(self, game: str, tool: str = "", lang: str | None = None):
        super().__init__()
        self.lang = lang = i18n.normalize(lang) if lang is not None else i18n.get_language()
        self.module = get_game(game)
        self.game = game
        self.text = catalogue("game", lang)
        self.tools = available_tools()
        with i18n.language(lang):                       # the tools speak the page's language
            self.views = {t.key: t.build(game) for t in self.tools}
            self.title = i18n.game_title(self.module)
        panes = [w.VBox([w.HTML(f"<p>{html.escape(self.text['tools'][t.key][1])}</p>"), self.views[t.key]])
                 for t in self.tools]
        self.tabs = w.Tab(children=panes, titles=[self.text["tools"][t.key][0] for t in self.tools])
        self.header = w.HTML(f"{PAGE_STYLE}<div class='rb-app rb-page-header' lang='{lang}'>"
                             f"<a class='rb-back' href='index.ipynb'>{html.escape(self.text['back'])}</a>"
                             f"<h1>{html.escape(self.title)}</h1>"
                             f"<p class='rb-intro'>{html.escape(catalogue('landing', lang)['games'][game])}</p>"
                             "</div>")
        self.note = w.HTML()
        self.children = [self.header, self.note, self.tabs]
        self.show_tool(tool)

    @classmethod
    def from_request(cls, game: str) -> GamePage:
        """The page as the served address asks for it (`?tool=faq`); the tour when nothing is asked."""
        page = cls(game)                                      # built first: a preheated kernel has it ready
        page.show_tool(request_parameters().get("tool", ""))  # the language: RULEBOOK_LANG, set by tools/app.py
        return page

    def show_tool(self, tool: str) -> None:
        """Show the tab of `tool` (a key such as "faq"); an unknown key shows the first tab and says so."""
        keys = [t.key for t in self.tools]
        if tool and tool not in keys:
            first = self.text["tools"][keys[0]][0].lower()
            self.note.value = f"<p>{html.escape(self.text['unknown_tool'].format(tool=tool[:40], first=first))}</p>"
        self.tabs.selected_index = keys.index(tool) if tool in keys else 0

    def view(self, tool: str) -> Any:
        """The widget of one tool, e.g. `page.view("tour").next_button.click()`."""
        return self.views[tool]

    def __repr__(self) -> str:
        return f"<{self.title}: {', '.join(self.text['tools'][t.key][0].lower() for t in self.tools)}>"
