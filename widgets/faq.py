"""The FAQ case viewer: pick a case, read the question, see the position, reveal the engine's ruling."""

from __future__ import annotations

import html
from types import ModuleType

import ipywidgets as w

from .common import View, board_html, game_module, rules_html


def checks_html(result) -> str:
    """Expected answer next to the engine's, one row per check."""
    rows = []
    for check in result.checks:
        mark, colour = ("✔", "#e6f4ea") if check.ok else ("✘", "#fce8e6")
        rows.append(f"<tr style='background:{colour}'><td>{mark}</td><td>{html.escape(check.label)}</td>"
                    f"<td>{html.escape(repr(check.expected))}</td><td>{html.escape(repr(check.actual))}</td></tr>")
    head = "<tr><th></th><th>Check</th><th>Expected (FAQ)</th><th>Engine</th></tr>"
    return f"<table class='rb-checks'>{head}{''.join(rows)}</table>"


def steps_html(result) -> str:
    items = []
    for step in result.steps:
        verdict = "legal" if step.ruling.legal else "refused"
        items.append(f"<li><code>{html.escape(step.label)}</code>: {verdict} — {html.escape(step.ruling.reason)} "
                     f"<small>[{', '.join(step.ruling.rule_ids)}]</small></li>")
    return "<ol class='rb-steps'>" + "".join(items) + "</ol>"


class FAQViewer(View):
    """Browse a game's FAQ cases; "Show ruling" runs the case on the engine and compares with the FAQ."""

    def __init__(self, game: str | ModuleType, case: str | None = None):
        super().__init__()
        self.module = game_module(game)
        self.faq = self.module.FAQ
        self.title = f"FAQ viewer: {self.module.TITLE}, {len(self.faq)} cases"
        self.picker = w.Dropdown(options=[(f"{c.id}: {c.title}", c.id) for c in self.faq],
                                 value=case or self.faq[0].id, description="Case", layout=w.Layout(width="95%"))
        self.question = w.HTML()
        self.position = w.HTML()
        self.show_button = w.Button(description="Show ruling", button_style="info")
        self.ruling = w.HTML()
        self.result = None
        self.picker.observe(lambda change: self.safely(self._pick, change["new"]), names="value")
        self.on_click(self.show_button, self.reveal)
        self.children = [self.picker, self.question, self.position, self.show_button, self.ruling, self.status]
        self._pick(self.picker.value)

    @property
    def case(self):
        return self.faq[self.picker.value]

    def _pick(self, case_id: str) -> None:
        case = self.faq[case_id]
        self.result = None
        tag = f" <i>[{html.escape(case.provenance)}]</i>" if case.provenance else ""
        self.question.value = f"<h3>{case.id}: {html.escape(case.title)}</h3><p><b>Q:</b> " \
                              f"{html.escape(case.question)}{tag}</p>"
        self.position.value = board_html(case.script().start, "The position")
        self.ruling.value = ""

    def reveal(self) -> None:
        """Run the case on the engine and show its verdict and numbers beside the FAQ's expected answer."""
        case = self.case
        self.result = case.run()
        verdict = "The engine agrees with the FAQ on every point." if self.result.ok else \
            f"The engine disagrees on {len(self.result.failures())} point(s)."
        self.ruling.value = (f"<p><b>Ruling:</b> {html.escape(case.ruling)}</p><p>{verdict}</p>"
                             + checks_html(self.result) + "<b>What was tried</b>" + steps_html(self.result)
                             + "<b>Rules it rests on</b>" + rules_html(case.rule_ids, self.module.RULES)
                             + board_html(self.result.final, "After the last legal action"))
