"""The Troyes rule registry: all 233 rule IDs of the spec with a title, our own text and the spec's tag."""

from __future__ import annotations

from rulebook.core import Rule, RuleBook

from .rules_a import RULES_A
from .rules_b import RULES_B

RULES = RuleBook("troyes", [Rule(rule_id, title, text, tag) for rule_id, tag, title, text in RULES_A + RULES_B])
