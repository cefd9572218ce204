"""Rules lookup: search a game's rules by word or ID, with where each rule is taught and which FAQ cases use it."""

from __future__ import annotations

import html
from types import ModuleType

import ipywidgets as w

from .common import View, game_module, rules_of, step_of, title_of, ui_text

MAX_SHOWN = 40


class RulesLookup(View):
    """Type words or a rule ID (``TRY-9.12``, or ``TRY-9`` for a whole section)."""

    def __init__(self, game: str | ModuleType, query: str = ""):
        super().__init__()
        self.module = game_module(game)
        self.title = ui_text("widgets.lookup.title", "Rules lookup: {game}, {rules} rules").format(
            game=title_of(self.module), rules=len(self.module.RULES))
        self.rules = rules_of(self.module)
        self.query = w.Text(value=query, placeholder=ui_text("widgets.lookup.placeholder",
                                                             "a word, or a rule ID such as {example}").format(
                                example=self.module.RULES.ids[len(self.module.RULES) // 2]),
                            description=ui_text("widgets.lookup.search", "Search"), continuous_update=False,
                            layout=w.Layout(width="60%"))
        self.results = w.HTML()
        self.matches: tuple = ()
        self.query.observe(lambda change: self.safely(self.search, change["new"]), names="value")
        self.children = [self.query, self.status, self.results]
        self.search(query)

    def search(self, query: str) -> None:
        """Show the rules matching the query box (an ID, an ID prefix or words)."""
        if len(query) > 200:
            raise ValueError(ui_text("widgets.lookup.too_long", "that search is too long (200 characters at most)"))
        self.matches = self.rules.search(query) if query.strip() else ()
        if not query.strip():
            self.results.value = f"<i>{ui_text('widgets.lookup.empty', 'Type a word or a rule ID.')}</i>"
            self.say("")
            return
        self.say(ui_text("widgets.lookup.count", "{n} rule(s) match “{query}”.").format(n=len(self.matches),
                                                                                       query=query) +
                 (ui_text("widgets.lookup.first", " Showing the first {n}.").format(n=MAX_SHOWN)
                  if len(self.matches) > MAX_SHOWN else ""),
                 "info" if self.matches else "error")
        self.results.value = "".join(self._rule_html(rule) for rule in self.matches[:MAX_SHOWN])

    def _rule_html(self, rule) -> str:
        walkthrough = self.module.WALKTHROUGH
        steps = walkthrough.steps_teaching(rule.id)
        taught = ", ".join(ui_text("widgets.lookup.step", "step {n} ({title})").format(
            n=i + 1, title=html.escape(step_of(self.module, walkthrough[i]).title)) for i in steps) or "—"
        cases = ", ".join(c.id for c in self.module.FAQ.citing(rule.id)) or "—"
        tag = f" <i>[{html.escape(rule.tag)}]</i>" if rule.tag else ""
        return (f"<div class='rb-rule'><p><code>{rule.id}</code> <b>{html.escape(rule.title)}</b>{tag}<br>"
                f"{html.escape(rule.text)}</p><p><small>"
                + ui_text("widgets.lookup.taught", "Taught in the walkthrough: {taught}. FAQ cases: {cases}.").format(
                    taught=taught, cases=cases) + "</small></p></div>")
