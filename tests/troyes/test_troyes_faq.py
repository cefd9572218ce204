"""Every FAQ case of the spec runs and gives the spec's ruling; the walkthrough teaches every section."""

from __future__ import annotations

import pytest

from rulebook.troyes import FAQ, RULES, WALKTHROUGH


def test_the_faq_holds_the_nineteen_cases_of_the_spec():
    assert FAQ.ids == tuple(f"TRY-FAQ-{i}" for i in range(1, 20))
    assert {case.provenance for case in FAQ} == {"seed", "sourced"}
    assert [case.provenance for case in FAQ[:5]] == ["seed"] * 5


@pytest.mark.parametrize("case_id", [f"TRY-FAQ-{i}" for i in range(1, 20)])
def test_faq_case_gives_the_spec_ruling(case_id):
    case = FAQ[case_id]
    result = case.run()
    assert result.ok, result.report()
    assert len(result.checks) >= 2
    assert all(rule in RULES for rule in case.rule_ids)
    for check in result.checks:
        assert check.label and str(check).startswith("✔")


def test_walkthrough_touches_every_section_in_teaching_order():
    ids = WALKTHROUGH.rule_ids()
    sections = RULES.sections()
    assert all(any(rule.startswith(section + ".") for rule in ids) for section in sections)
    assert 20 <= len(WALKTHROUGH) <= 45
    first_seen = []
    for step in WALKTHROUGH:
        for rule in step.rule_ids:
            section = rule.split(".")[0]
            if section not in first_seen:
                first_seen.append(section)
    assert first_seen.index("TRY-2") < first_seen.index("TRY-6") < first_seen.index("TRY-8") \
        < first_seen.index("TRY-9") < first_seen.index("TRY-17")


def test_walkthrough_steps_have_pictures_and_readable_text():
    for step in WALKTHROUGH:
        assert len(step.narration) > 60 and step.title
        assert step.after._repr_svg_().startswith("<svg")
