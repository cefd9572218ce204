"""The rule registry: every rule ID of the specification with our own title and text and its provenance tag."""

from __future__ import annotations

from rulebook.core import Rule, RuleBook

from .rules_play import RULES_PART_2
from .rules_setup import RULES_PART_1

RULES = RuleBook("barbarian_attack", [Rule(rid, title, text, tag)
                                      for rid, tag, title, text in RULES_PART_1 + RULES_PART_2])
