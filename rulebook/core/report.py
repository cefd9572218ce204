"""Plain reports every notebook and view needs: what changed between two positions, a FAQ result, cited rules.

Text for notebooks and tests, small HTML fragments for widgets and static pages. No Jupyter imports: these are
strings, so the engines, the widgets and the notebooks share one version of each.
"""

from __future__ import annotations

import html
import json
from collections.abc import Callable, Iterable, Iterator, Mapping
from typing import Any

from .cases import FAQResult, plain_value
from .i18n import ui_text
from .rules import RuleBook

Change = tuple[str, Any, Any]
"""One changed entry: (what, before, after)."""


def changes(before: Any, after: Any, summary: Callable[[Any], Mapping[str, Any]] | None = None,
            skip: tuple[str, ...] = ("log",), limit: int = 60) -> list[Change]:
    """What changed between two positions.

    With a game's `summary` the entries are the numbers a player reads off the table ("A money", 5, 15), in the
    summary's reading order; without one, the changed leaves of the saved JSON ("players.1.money"), the log
    left out, at most `limit` of them.
    """
    if summary is not None:
        old, new = summary(before), summary(after)
        return [(key, old.get(key), new.get(key)) for key in dict.fromkeys([*old, *new])
                if old.get(key) != new.get(key)]
    out = []
    for item in _walk(_parsed(before), _parsed(after), ""):
        if item[0].split(".", 1)[0] in skip:
            continue
        out.append(item)
        if len(out) >= limit:
            break
    return out


def changes_text(rows: Iterable[Change], width: int = 0) -> str:
    """Changes one per line, ``what: before -> after`` (names padded to `width` when given)."""
    lines = [f"{key:{width}} {old} -> {new}" if width else f"{key}: {old} -> {new}" for key, old, new in rows]
    return "\n".join(lines) if lines else "nothing changed on the table"


def changes_html(rows: Iterable[Change]) -> str:
    """Changes as a small table; numbers going up are green, going down red."""
    cells = []
    for key, old, new in rows:
        colour = "#fff8e1"
        if isinstance(old, int) and isinstance(new, int) and not isinstance(old, bool):
            colour = "#e6f4ea" if new > old else "#fce8e6"
        cells.append(f"<tr style='background:{colour}'><td><code>{html.escape(str(key))}</code></td>"
                     f"<td>{_show(old)}</td><td>→</td><td><b>{_show(new)}</b></td></tr>")
    if not cells:
        nothing = ui_text("report.nothing_changed", "Nothing changed on the table.")
        return f"<div class='rb-changes'><i>{nothing}</i></div>"
    return "<table class='rb-changes'>" + "".join(cells) + "</table>"


def rules_html(rule_ids: Iterable[str], rules: RuleBook) -> str:
    """Each cited rule as one expandable line: ID and title, opened for our text of the rule and its tag."""
    items = []
    for rule_id in rule_ids:
        rule = rules.get(rule_id)
        if rule is None:
            items.append(f"<li><code>{html.escape(rule_id)}</code></li>")
            continue
        tag = f" <i>[{html.escape(rule.tag)}]</i>" if rule.tag else ""
        items.append(f"<li><details><summary><code>{rule.id}</code> {html.escape(rule.title)}</summary>"
                     f"<div class='rb-rule-text'>{html.escape(rule.text)}{tag}</div></details></li>")
    return "<ul class='rb-rules'>" + "".join(items) + "</ul>" if items else ""


def faq_checks_html(result: FAQResult) -> str:
    """The FAQ's expected answer next to the engine's, one row per check."""
    rows = []
    for check in result.checks:
        mark, colour = ("✔", "#e6f4ea") if check.ok else ("✘", "#fce8e6")
        rows.append(f"<tr style='background:{colour}'><td>{mark}</td><td>{html.escape(check.label)}</td>"
                    f"<td>{html.escape(plain_value(check.expected, check.domain))}</td>"
                    f"<td>{html.escape(plain_value(check.actual, check.domain))}</td>"
                    "</tr>")
    head = (f"<tr><th></th><th>{ui_text('report.check', 'Check')}</th>"
            f"<th>{ui_text('report.expected', 'Expected (FAQ)')}</th>"
            f"<th>{ui_text('report.engine', 'Engine')}</th></tr>")
    return f"<table class='rb-checks'>{head}{''.join(rows)}</table>"


def faq_steps_html(result: FAQResult, describe: Callable[[Any, Any], str] | None = None) -> str:
    """Each move the case tried, with the engine's verdict, reason and rules; a move the script did not name is
    put into words by `describe(state, action)` (the game's own words) when given."""
    items = []
    for step in result.steps:
        verdict = ui_text("report.legal", "legal") if step.ruling.legal else ui_text("report.refused", "refused")
        items.append(f"<li><b>{html.escape(step.words(describe))}</b>: {verdict} — {html.escape(step.ruling.reason)} "
                     f"<small>[{', '.join(step.ruling.rule_ids)}]</small></li>")
    return "<ol class='rb-steps'>" + "".join(items) + "</ol>"


def faq_result_verdict(result: FAQResult) -> str:
    """One sentence: does the engine agree with the FAQ?"""
    if result.ok:
        return ui_text("report.agrees", "The engine agrees with the FAQ on every point.")
    return ui_text("report.disagrees", "The engine disagrees on {n} point(s).").format(n=len(result.failures()))


def faq_result_html(result: FAQResult, rules: RuleBook, describe: Callable[[Any, Any], str] | None = None) -> str:
    """A FAQ result as one HTML fragment: ruling, verdict, checks, moves tried (those the script did not name in
    the game's words, by `describe(state, action)`) and the rules it rests on."""
    case = result.case
    return (f"<p><b>{ui_text('report.ruling', 'Ruling:')}</b> {html.escape(case.ruling)}</p>"
            f"<p>{faq_result_verdict(result)}</p>"
            + faq_checks_html(result) + f"<b>{ui_text('report.tried', 'What was tried')}</b>"
            + faq_steps_html(result, describe)
            + f"<b>{ui_text('report.rests_on', 'Rules it rests on')}</b>" + rules_html(case.rule_ids, rules))


def faq_result_text(result: FAQResult, rules: RuleBook | None = None) -> str:
    """A FAQ result as text: the case, its question and ruling, the rules (with tags), then every check."""
    case = result.case
    cited = ", ".join(f"{r} [{rules[r].tag}]" if rules is not None and r in rules else r for r in case.rule_ids)
    lines = [f"{case.id} [{case.provenance}] {case.title}" if case.provenance else f"{case.id} {case.title}",
             f"  {ui_text('report.question', 'Q:')} {case.question}",
             f"  {ui_text('report.ruling', 'Ruling:')} {case.ruling}", f"  {ui_text('report.rules', 'Rules:')} {cited}"]
    lines += [f"  {c}" for c in result.checks]
    return "\n".join(lines)


def _parsed(value: Any) -> Any:
    if hasattr(value, "to_json"):
        value = value.to_json()
    return json.loads(value) if isinstance(value, str) else value


def _walk(old: Any, new: Any, path: str) -> Iterator[Change]:
    if isinstance(old, dict) and isinstance(new, dict):
        for key in sorted(set(old) | set(new), key=str):
            yield from _walk(old.get(key), new.get(key), f"{path}.{key}" if path else str(key))
    elif isinstance(old, list) and isinstance(new, list) and len(old) == len(new):
        for i, (a, b) in enumerate(zip(old, new)):
            yield from _walk(a, b, f"{path}.{i}")
    elif old != new:
        yield path, old, new


def _show(value: Any) -> str:
    text = "—" if value is None else json.dumps(value, ensure_ascii=False)
    return html.escape(text if len(text) <= 80 else text[:77] + "…")
