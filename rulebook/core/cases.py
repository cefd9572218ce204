"""Executable FAQ cases and walkthrough scripts.

A FAQ case is a little script: build a position, play the actions the question asks about, and compare the
engine's answer with the expected ruling. The same script drives the test (every check must pass) and the
FAQ notebook (which shows the position, the steps and each expected-versus-actual number).

A walkthrough is a list of steps, each with narration, the rules it teaches, and the states before and after.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from types import ModuleType
from typing import Any

from .actions import Action, IllegalAction, Ruling
from .i18n import CHECK_CONTEXT, STEP_CONTEXT, case_text, known_name, ui_text


def plain_value(value: Any, domain: str = "") -> str:
    """An expected or engine value as a reader reads it, in the language in use: yes or no, a list item by item
    ("none" when empty, an inner list in brackets), a number as it is, a text as the game's catalogue names it
    (`i18n.known_name`: a seat, a card, a phase) or as it is."""
    if isinstance(value, str):
        return (known_name(value, domain) if domain else None) or value
    if isinstance(value, bool):
        return ui_text("faq.yes", "yes") if value else ui_text("faq.no", "no")
    if value is None:
        return ui_text("faq.nothing", "nothing")
    if isinstance(value, dict):
        value = tuple(f"{plain_value(k, domain)}: {plain_value(v, domain)}" for k, v in value.items())
    if isinstance(value, set | frozenset):
        value = tuple(sorted(value, key=str))
    if isinstance(value, tuple | list):
        if not value:
            return ui_text("faq.none", "none")
        return ui_text("faq.and", ", ").join(f"({plain_value(v, domain)})" if isinstance(v, tuple | list)
                                             and len(v) > 1 else plain_value(v, domain) for v in value)
    return str(value)


@dataclass(frozen=True)
class Check:
    """One expected number or verdict next to what the engine produced."""

    label: str
    expected: Any
    actual: Any
    domain: str = ""
    """The game whose catalogue names a value in words (a seat, a phase), when the check was made by a case."""

    @property
    def ok(self) -> bool:
        """True when the engine's answer equals the FAQ's."""
        return self.expected == self.actual

    def __str__(self) -> str:
        """``"✔ Blue keeps 10 gold: FAQ 10, engine 10"``, in the language in use (the values in plain words)."""
        return ui_text("faq.check_line", "{mark} {label}: FAQ {expected}, engine {actual}").format(
            mark="✔" if self.ok else "✘", label=self.label, expected=plain_value(self.expected, self.domain),
            actual=plain_value(self.actual, self.domain))


@dataclass(frozen=True)
class ScenarioStep:
    """An action tried in a scenario: its label, the ruling, and the state after (None if refused). `named` says
    whether the script named the move (`label` is then in the language the case ran in); otherwise `label` is the
    action's own text and a view puts the move into the game's words (`report.faq_steps_html`)."""

    label: str
    action: Any
    ruling: Ruling
    before: Any
    after: Any
    named: bool = True

    def words(self, describe: Callable[[Any, Any], str] | None = None) -> str:
        """The move as a reader reads it: the script's name for it, else `describe(before, action)` (a game's
        `describe`, its own words for a move), else the action's text."""
        return self.label if self.named or describe is None else describe(self.before, self.action)


@dataclass(frozen=True)
class FAQResult:
    """What running a FAQ case gave: its start position, every move tried, and every check."""
    case: FAQCase
    start: Any
    steps: tuple[ScenarioStep, ...]
    checks: tuple[Check, ...]

    @property
    def ok(self) -> bool:
        """True when there is at least one check and the engine agrees on all of them."""
        return bool(self.checks) and all(c.ok for c in self.checks)

    @property
    def final(self) -> Any:
        """The position after the last move that was actually played (the start if none was)."""
        for step in reversed(self.steps):
            if step.after is not None:
                return step.after
        return self.start

    def failures(self) -> tuple[Check, ...]:
        """The checks where the engine disagrees with the FAQ."""
        return tuple(c for c in self.checks if not c.ok)

    def report(self) -> str:
        """The case and each check as plain text, one check per line."""
        lines = [f"{self.case.id}: {self.case.title}"]
        lines += [f"  {c}" for c in self.checks]
        return "\n".join(lines)


class Scenario:
    """Records a FAQ case as it is played: the start, each action tried, and each check.

    Labels are written in English in the case's script and read in the language in use when the case runs,
    through the game's catalogue (`i18n.CHECK_CONTEXT`, `i18n.STEP_CONTEXT`; tools/i18n.py extracts them, so a
    label is a string literal, its variable parts keyword fields: ``sc.check("{name} scores A", 2, n, name=name)``).
    """

    def __init__(self, start: Any):
        self.start = start
        self.state = start
        self.domain = getattr(start, "GAME", "") or ""
        self._steps: list[ScenarioStep] = []
        self._checks: list[Check] = []

    def _text(self, english: str, context: str, fields: dict[str, Any]) -> str:
        if self.domain:
            return case_text(self.domain, english, context, **fields)
        return english.format(**fields) if fields else english

    def _name(self, action: Any, label: str, fields: dict[str, Any] | None = None) -> str:
        return self._text(label, STEP_CONTEXT, fields or {}) if label else str(action)

    def at(self, state: Any) -> Scenario:
        """Continue from `state` (for example `self.start`, to try an alternative)."""
        self.state = state
        return self

    def do(self, action: Action, label: str = "", **fields: Any) -> Any:
        """Play a legal action; a refusal here is a bug in the case, so it raises. `label` names the move, in
        English with `fields` as named placeholders."""
        before = self.state
        ruling = before.explain(action)
        after = before.apply(action)
        self._steps.append(ScenarioStep(self._name(action, label, fields), action, ruling, before, after, bool(label)))
        self.state = after
        return after

    def do_all(self, actions: Sequence[Action]) -> Any:
        """Play several legal actions in order; returns the state after the last."""
        for action in actions:
            self.do(action)
        return self.state

    def check(self, label: str, expected: Any, actual: Any, **fields: Any) -> bool:
        """Record an expected value next to the engine's; returns whether they agree. `label` says what is checked,
        in English with `fields` as named placeholders."""
        return self._record(self._text(label, CHECK_CONTEXT, fields), expected, actual)

    def _record(self, label: str, expected: Any, actual: Any) -> bool:
        self._checks.append(Check(label, expected, actual, self.domain))
        return expected == actual

    def legal(self, action: Action, label: str = "") -> bool:
        """Check that `action` is legal here (without playing it)."""
        ruling = self.state.explain(action)
        name = self._name(action, label)
        self._steps.append(ScenarioStep(name, action, ruling, self.state, None, bool(label)))
        return self._record(ui_text("faq.is_legal", "{name} is legal").format(name=name), True, ruling.legal)

    def illegal(self, action: Any, cites: Sequence[str] = (), label: str = "") -> bool:
        """Check that `action` is refused, cites `cites`, and leaves the state exactly as it was."""
        before = self.state
        snapshot = before.to_json()
        ruling = before.explain(action)
        raised: IllegalAction | None = None
        try:
            before.apply(action)
        except IllegalAction as exc:
            raised = exc
        name = self._name(action, label)
        self._steps.append(ScenarioStep(name, action, ruling, before, None, bool(label)))
        ok = self._record(ui_text("faq.is_refused", "{name} is refused").format(name=name), False, ruling.legal)
        ok &= self._record(ui_text("faq.stopped", "{name} is stopped if played anyway").format(name=name), True,
                           raised is not None)
        for rule_id in cites:
            ok &= self._record(ui_text("faq.cites", "{name} cites {rule}").format(name=name, rule=rule_id), True,
                               rule_id in ruling.rule_ids)
        ok &= self._record(ui_text("faq.unchanged", "{name} leaves the position as it was").format(name=name), True,
                           snapshot == before.to_json())
        return ok

    def result(self, case: FAQCase) -> FAQResult:
        """Freeze what was recorded into the `FAQResult` of `case`."""
        return FAQResult(case, self.start, tuple(self._steps), tuple(self._checks))


@dataclass(frozen=True)
class FAQCase:
    """A FAQ question with its ruling and a script that checks the engine gives that ruling."""

    id: str
    title: str
    question: str
    ruling: str
    rule_ids: tuple[str, ...]
    script: Callable[[], Scenario] = field(repr=False, compare=False)
    provenance: str = ""

    def run(self) -> FAQResult:
        """Play the script and compare the engine's answers with the FAQ's."""
        return self.script().result(self)

    @property
    def number(self) -> int:
        """The case's number within its game (``TOU-FAQ-12`` → 12), for ordering."""
        found = re.search(r"(\d+)$", self.id)
        return int(found.group(1)) if found else 0


def faq_case(case_id: str, title: str, *, question: str, ruling: str, rules: Sequence[str],
             provenance: str = "") -> Callable[[Callable[[], Scenario]], FAQCase]:
    """Write a FAQ case's question, ruling, rules and provenance just above its script.

        @faq_case("TRY-FAQ-6", "Salary shortfall", question="...", ruling="...", rules=("TRY-5.6",),
                  provenance="sourced")
        def salary_shortfall() -> Scenario: ...

    The decorated name is the `FAQCase` itself; a game's FAQ is `FAQ.collect(*topic_modules)`.
    """
    if not rules:
        raise ValueError(f"{case_id}: a FAQ case must cite at least one rule")

    def make(script: Callable[[], Scenario]) -> FAQCase:
        return FAQCase(case_id, title, question, ruling, tuple(rules), script, provenance)

    return make


class FAQ(Sequence[FAQCase]):
    """The FAQ cases of one game, addressable by index or by ID."""

    @classmethod
    def collect(cls, *modules: ModuleType) -> FAQ:
        """Every `FAQCase` defined in `modules` (the topic files of a game's FAQ), ordered by case number."""
        cases = [value for module in modules for value in vars(module).values() if isinstance(value, FAQCase)]
        return cls(sorted(cases, key=lambda case: case.number))

    def __init__(self, cases: Sequence[FAQCase]):
        self._cases = tuple(cases)
        self._by_id = {c.id: c for c in self._cases}
        if len(self._by_id) != len(self._cases):
            raise ValueError("duplicate FAQ case IDs")

    def __getitem__(self, key):  # type: ignore[override]
        if isinstance(key, str):
            try:
                return self._by_id[key]
            except KeyError:
                raise KeyError(f"no FAQ case {key!r}; known: {', '.join(self._by_id)}") from None
        return self._cases[key]

    def __len__(self) -> int:
        return len(self._cases)

    @property
    def ids(self) -> tuple[str, ...]:
        """Every case ID, in order."""
        return tuple(self._by_id)

    def citing(self, rule_id: str) -> tuple[FAQCase, ...]:
        """The cases that rest on `rule_id`."""
        return tuple(c for c in self._cases if rule_id in c.rule_ids)


# Walkthroughs ---------------------------------------------------------------------------------------


@dataclass(frozen=True)
class WalkthroughStep:
    """One step of a guided tour: what to read, which rules it shows, and the board before and after."""

    title: str
    narration: str
    rule_ids: tuple[str, ...]
    before: Any
    after: Any
    actions: tuple[Action, ...] = ()


class Tour:
    """Builds a walkthrough step by step from a starting state."""

    def __init__(self, start: Any):
        self.state = start
        self.steps: list[WalkthroughStep] = []

    def show(self, title: str, narration: str, rule_ids: Sequence[str]) -> None:
        """A step that only explains the current position."""
        self.steps.append(WalkthroughStep(title, narration, tuple(rule_ids), self.state, self.state))

    def step(self, title: str, narration: str, rule_ids: Sequence[str], *actions: Action) -> Any:
        """A step that plays `actions` (moves or scripted chance outcomes) in order."""
        before = self.state
        for action in actions:
            self.state = self.state.apply(action)
        self.steps.append(WalkthroughStep(title, narration, tuple(rule_ids), before, self.state, tuple(actions)))
        return self.state

    def advance(self, *actions: Action) -> Any:
        """Play actions between steps without a step of their own (the next step starts after them)."""
        for action in actions:
            self.state = self.state.apply(action)
        return self.state


class Walkthrough(Sequence[WalkthroughStep]):
    """A game's guided tour, built on first use so that importing an engine stays fast."""

    def __init__(self, build: Callable[[], Sequence[WalkthroughStep]]):
        self._build = build
        self._steps: tuple[WalkthroughStep, ...] | None = None

    @property
    def steps(self) -> tuple[WalkthroughStep, ...]:
        """The tour's steps, built on first use."""
        if self._steps is None:
            self._steps = tuple(self._build())
        return self._steps

    def __getitem__(self, index):  # type: ignore[override]
        return self.steps[index]

    def __len__(self) -> int:
        return len(self.steps)

    def __iter__(self) -> Iterator[WalkthroughStep]:
        return iter(self.steps)

    def rule_ids(self) -> set[str]:
        """Every rule ID some step teaches."""
        return {rule_id for step in self.steps for rule_id in step.rule_ids}

    def steps_teaching(self, rule_id: str) -> tuple[int, ...]:
        """The indices (from 0) of the steps that teach `rule_id`."""
        return tuple(i for i, step in enumerate(self.steps) if rule_id in step.rule_ids)
