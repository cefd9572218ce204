"""`RULES`: every rule of the Tournay spec by ID, with a title, our own text and its tag (seed, sourced or ruling).

The texts are data (`rules.json`, next to this file), read once when the package loads; translations and the
static site read the same file.
"""

from __future__ import annotations

from pathlib import Path

from rulebook.core import RuleBook

RULES_FILE = Path(__file__).with_name("rules.json")
RULES = RuleBook.load("tournay", RULES_FILE)
