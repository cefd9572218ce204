"""The rule registry: every rule of a game's spec, by stable ID, with a title and our own text."""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path

from . import jsonio

_ID = re.compile(r"^[A-Z]{3}-[0-9A-Z]+(?:\.[0-9]+(?:[a-z][0-9]*)?)*[a-z]?$")


@dataclass(frozen=True)
class Rule:
    """One numbered rule. ``tag`` is its provenance in the spec: ``seed``, ``sourced`` or ``ruling``."""

    id: str
    title: str
    text: str
    tag: str = ""

    @property
    def section(self) -> str:
        """The spec section the rule belongs to: ``TRY-9.12`` → ``TRY-9``."""
        return self.id.split(".", 1)[0]

    def __str__(self) -> str:
        return f"{self.id} {self.title}: {self.text}"


def _id_key(rule_id: str) -> tuple:
    """Sort IDs the way a reader counts them: TRY-9.2 before TRY-9.12."""
    parts = re.split(r"[-.]", rule_id)
    return tuple((0, int(p), "") if p.isdigit() else (1, 0, p) if not p[:1].isdigit()
                 else (0, int(re.match(r"\d+", p).group()), p) for p in parts)


class RuleBook:
    """An ordered, searchable collection of rules for one game.

    >>> book = RuleBook("demo", [Rule("DEM-1.1", "Dice", "Roll two dice.")])
    >>> book["DEM-1.1"].title
    'Dice'
    >>> [r.id for r in book.search("dice")]
    ['DEM-1.1']
    """

    TAGS = ("seed", "sourced", "ruling")
    """The provenance tags a spec gives its rules."""

    @classmethod
    def load(cls, game: str, source: str | Path) -> RuleBook:
        """Read a game's rule texts from its data file (``rules.json``), checking every field.

        The file is ``{"game": <name>, "rules": [{"id", "tag", "title", "text"}, ...]}``; errors name the rule and
        the field, as for card files.
        """
        data = jsonio.load_source(source, "rules file")
        top = jsonio.obj(data, "rules file", ("game", "rules"))
        if top["game"] != game:
            raise jsonio.JSONError(f"rules file.game: expected {game!r}, got {top['game']!r}")
        rules = []
        for i, item in enumerate(jsonio.array(top["rules"], "rules", 1)):
            where = f"rules[{i}]"
            entry = jsonio.obj(item, where, ("id", "tag", "title", "text"))
            rule_id = jsonio.string(entry["id"], f"{where}.id", max_len=40)
            where = f"rule {rule_id}"
            rules.append(Rule(rule_id, jsonio.string(entry["title"], f"{where}.title"),
                              jsonio.string(entry["text"], f"{where}.text", max_len=4000),
                              jsonio.string(entry["tag"], f"{where}.tag", cls.TAGS)))
        return cls(game, rules)

    def to_data(self) -> dict:
        """The registry as the data that `load` reads (rules in reading order)."""
        return {"game": self.game, "rules": [{"id": r.id, "tag": r.tag, "title": r.title, "text": r.text}
                                             for r in self]}

    def __init__(self, game: str, rules: Iterable[Rule]):
        self.game = game
        ordered = sorted(rules, key=lambda r: _id_key(r.id))
        self._by_id: dict[str, Rule] = {}
        for rule in ordered:
            if not _ID.match(rule.id):
                raise ValueError(f"{game}: malformed rule ID {rule.id!r}")
            if rule.id in self._by_id:
                raise ValueError(f"{game}: rule {rule.id} is defined twice")
            if not rule.title.strip() or not rule.text.strip():
                raise ValueError(f"{game}: rule {rule.id} needs a title and a text")
            self._by_id[rule.id] = rule

    def __getitem__(self, rule_id: str) -> Rule:
        try:
            return self._by_id[rule_id]
        except KeyError:
            raise KeyError(f"{self.game} has no rule {rule_id!r}") from None

    def __contains__(self, rule_id: object) -> bool:
        return rule_id in self._by_id

    def __iter__(self) -> Iterator[Rule]:
        return iter(self._by_id.values())

    def __len__(self) -> int:
        return len(self._by_id)

    def __repr__(self) -> str:
        return f"RuleBook({self.game!r}, {len(self)} rules)"

    def get(self, rule_id: str) -> Rule | None:
        """The rule with this ID, or None."""
        return self._by_id.get(rule_id)

    @property
    def ids(self) -> tuple[str, ...]:
        """Every rule ID in reading order."""
        return tuple(self._by_id)

    def sections(self) -> tuple[str, ...]:
        """Section prefixes in reading order (``TRY-0``, ``TRY-1`` …)."""
        seen: dict[str, None] = {}
        for rule in self:
            seen.setdefault(rule.section, None)
        return tuple(seen)

    def in_section(self, section: str) -> tuple[Rule, ...]:
        """The rules of one section (``TRY-9``), in reading order."""
        return tuple(r for r in self if r.section == section)

    def search(self, query: str) -> tuple[Rule, ...]:
        """Rules matching a rule ID (or ID prefix such as ``TRY-9``), or containing every word of ``query``."""
        query = query.strip()
        if not query:
            return ()
        upper = query.upper()
        if upper in self._by_id:
            return (self._by_id[upper],)
        if _ID.match(upper) or re.match(r"^[A-Z]{3}-[0-9]", upper):
            return tuple(r for r in self if r.id == upper or r.id.startswith(upper + ".")
                         or r.section == upper)
        words = [w for w in re.findall(r"\w+", query.lower()) if w]
        return tuple(r for r in self
                     if all(w in f"{r.id} {r.title} {r.text}".lower() for w in words))

    def check_cited(self, rule_ids: Iterable[str], where: str = "") -> tuple[str, ...]:
        """Return ``rule_ids`` as a tuple after checking each exists: engines call this on every citation."""
        ids = tuple(rule_ids)
        for rule_id in ids:
            if rule_id not in self._by_id:
                raise KeyError(f"{where or self.game}: cites unknown rule {rule_id!r}")
        return ids
