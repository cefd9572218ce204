"""The FAQ case viewer: pick a case, read the question, see the position, reveal the engine's ruling."""

from __future__ import annotations

import html
from types import ModuleType

import ipywidgets as w

from rulebook.core import faq_result_html

from .common import View, board_html, case_of, game_module, rules_of, title_of, ui_text
from .presenting import move_words


class FAQViewer(View):
    """Browse a game's FAQ cases; "Show ruling" runs the case on the engine and compares with the FAQ."""

    def __init__(self, game: str | ModuleType, case: str | None = None):
        super().__init__()
        self.module = game_module(game)
        self.faq = self.module.FAQ
        self.title = ui_text("widgets.faq.title", "FAQ viewer: {game}, {cases} cases").format(
            game=title_of(self.module), cases=len(self.faq))
        self.picker = w.Dropdown(options=[(f"{c.id}: {case_of(self.module, c).title}", c.id) for c in self.faq],
                                 value=case or self.faq[0].id, description=ui_text("widgets.faq.case", "Case"),
                                 layout=w.Layout(width="95%"))
        self.question = w.HTML()
        self.position = w.HTML()
        self.show_button = w.Button(description=ui_text("widgets.faq.show_ruling", "Show ruling"), button_style="info")
        self.ruling = w.HTML()
        self.result = None
        self.picker.observe(lambda change: self.safely(self._pick, change["new"]), names="value")
        self.on_click(self.show_button, self.reveal)
        self.children = [self.picker, self.question, self.position, self.show_button, self.ruling, self.status]
        self._pick(self.picker.value)

    @property
    def case(self):
        """The FAQ case picked."""
        return self.faq[self.picker.value]

    def _pick(self, case_id: str) -> None:
        case = case_of(self.module, self.faq[case_id])
        self.result = None
        tag = f" <i>[{html.escape(case.provenance)}]</i>" if case.provenance else ""
        self.question.value = f"<h3>{case.id}: {html.escape(case.title)}</h3><p><b>" \
                              f"{ui_text('widgets.faq.q', 'Q:')}</b> {html.escape(case.question)}{tag}</p>"
        self.position.value = board_html(case.script().start, ui_text("widgets.common.the_position", "The position"))
        self.ruling.value = ""

    def reveal(self) -> None:
        """Run the case on the engine and show its verdict and numbers beside the FAQ's expected answer."""
        case = case_of(self.module, self.case)
        self.result = case.run()
        self.ruling.value = (faq_result_html(self.result, rules_of(self.module),
                                             lambda state, action: move_words(self.module, state, action))
                             + board_html(self.result.final,
                                          ui_text("widgets.faq.after_last", "After the last legal action")))
