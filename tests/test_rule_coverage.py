"""Every rule in a game's registry is cited by at least one test of that game (design §6)."""

from __future__ import annotations

import json
import re

import pytest
from conftest import TESTS, engine_names

from rulebook import get_game
from rulebook.games import GAMES

REAL_GAMES = [name for name in engine_names() if name in ("troyes", "tournay", "barbarian_attack")]


def cited_in(text: str, rule_id: str) -> bool:
    """`TRY-9.12` is cited as TRY-9.12 or TRY_9_12 (in a test name), but not by TRY-9.120."""
    pattern = re.sub(r"[-.]", "[-_.]", re.escape(rule_id).replace("\\", "")) + r"(?![0-9a-z])"
    return re.search(pattern, text) is not None


def test_cited_in_matches_names_and_ids_exactly():
    assert cited_in("def test_TRY_9_12_price():", "TRY-9.12")
    assert cited_in("rests on TRY-9.12.", "TRY-9.12")
    assert not cited_in("TRY-9.120", "TRY-9.12")
    assert not cited_in("TRY-9.1", "TRY-9.12")


@pytest.mark.parametrize("game", REAL_GAMES)
def test_every_registry_rule_is_cited_by_a_test(game):
    module = get_game(game)
    folder = TESTS / game
    assert folder.is_dir(), f"tests for {game} live in tests/{game}/"
    text = "\n".join(p.read_text() for p in sorted(folder.rglob("*.py")))
    missing = [rule.id for rule in module.RULES if not cited_in(text, rule.id)]
    assert not missing, f"{len(missing)} {game} rules are cited by no test: {', '.join(missing[:40])}"


def test_registry_knows_the_three_games():
    assert {"troyes", "tournay", "barbarian_attack"} <= set(GAMES)


SPEC_IDS = json.loads((TESTS / "data" / "spec_rule_ids.json").read_text())
"""Every numbered rule ID of the three specs with its provenance tag (facts copied from ../shared/rules)."""
SPEC_FILES = {"troyes": "troyes.md", "tournay": "tournay.md", "barbarian_attack": "catan-barbarian-attack.md"}


ADDED = "(Added by the project: not in spec 1.0.)"
"""How a rule the project added to a spec's numbering says so in its text (Troyes: the printed cards, TRY-20.20 ff.)."""


@pytest.mark.parametrize("game", REAL_GAMES)
def test_registry_holds_exactly_the_spec_rule_ids_with_their_tags(game):
    rules = get_game(game).RULES
    registry = {rule.id: rule.tag for rule in rules if not rule.text.endswith(ADDED)}
    spec = set(SPEC_IDS[game])
    missing, extra = sorted(spec - set(registry)), sorted(set(registry) - spec)
    assert not missing and not extra, f"missing {missing[:10]}, extra {extra[:10]}"
    assert registry == SPEC_IDS[game]


@pytest.mark.parametrize("game", REAL_GAMES)
def test_rules_the_project_added_follow_the_spec_numbering_after_its_last_rule(game):
    rules = get_game(game).RULES
    added = [rule.id for rule in rules if rule.text.endswith(ADDED)]
    assert not set(added) & set(SPEC_IDS[game]), "a spec rule is marked as an addition"
    for rule_id in added:
        prefix, section, number = re.fullmatch(r"([A-Z]+)-(\d+)\.(\d+)", rule_id).groups()
        last = max(int(i.split(".")[1]) for i in SPEC_IDS[game] if re.fullmatch(rf"{prefix}-{section}\.\d+", i))
        assert int(number) > last, f"{rule_id} must follow the last spec rule of section {section}"


@pytest.mark.parametrize("game", REAL_GAMES)
def test_vendored_rule_ids_match_the_spec_where_it_is_available(game):
    spec = TESTS.parent.parent / "shared" / "rules" / SPEC_FILES[game]
    if not spec.exists():
        pytest.skip("the rules specs live beside the project on development machines only")
    ids = set(re.findall(r"\*\*((?:TRY|TOU|CBA)-\d+(?:\.\d+)*[a-z]?\d*)\*\*", spec.read_text()))
    assert ids == set(SPEC_IDS[game])
