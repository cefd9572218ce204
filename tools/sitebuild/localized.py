"""A game as a page of the site reads it, in one language: its title, rules, walkthrough steps and FAQ cases with
their words translated (`rulebook.core.i18n`), everything else (IDs, tags, positions, scripts) the engine's own.

The tours and the rules reference take this view instead of the game's module, so the same page code writes the
English site and the 繁體中文 one. In English every text is the data's own.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from types import ModuleType
from typing import Any

from rulebook.core import i18n


@dataclass(frozen=True)
class Tour:
    """A walkthrough's steps in one language, with the lookups the pages use."""

    source: Any
    steps: tuple

    def __getitem__(self, index: int) -> Any:
        return self.steps[index]

    def __len__(self) -> int:
        return len(self.steps)

    def steps_teaching(self, rule_id: str) -> list[int]:
        """The indexes of the steps that show a rule (the walkthrough's own answer)."""
        return self.source.steps_teaching(rule_id)


@dataclass(frozen=True)
class Cases:
    """A game's FAQ cases in one language, with the lookup the pages use."""

    cases: tuple

    def __iter__(self) -> Iterator[Any]:
        return iter(self.cases)

    def __len__(self) -> int:
        return len(self.cases)

    def citing(self, rule_id: str) -> list[Any]:
        """The cases that rest on a rule, in the FAQ's order."""
        return [case for case in self.cases if rule_id in case.rule_ids]


@dataclass(frozen=True)
class Game:
    """What the site's pages read of a game: TITLE, RULES, WALKTHROUGH, FAQ, in one language."""

    NAME: str
    TITLE: str
    RULES: Any
    WALKTHROUGH: Tour
    FAQ: Cases


def localized_game(module: ModuleType, lang: str) -> Game:
    """The game's texts in `lang` (an unknown code raises the ValueError that lists the available ones)."""
    with i18n.language(lang):
        return Game(NAME=module.NAME, TITLE=i18n.game_title(module), RULES=i18n.localized_rules(module.RULES),
                    WALKTHROUGH=Tour(module.WALKTHROUGH, tuple(i18n.localized_step(module, step)
                                                               for step in module.WALKTHROUGH.steps)),
                    FAQ=Cases(tuple(i18n.localized_case(module, case) for case in module.FAQ)))
