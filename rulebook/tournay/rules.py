"""`RULES`: every rule of the Tournay spec by ID, with a title, our own text and its tag (seed/sourced/ruling)."""

from __future__ import annotations

from rulebook.core import Rule, RuleBook

from .rules_text_a import RULES_A
from .rules_text_b import RULES_B

RULES = RuleBook("tournay", [Rule(rule_id, title, text, tag) for rule_id, tag, title, text in RULES_A + RULES_B])
