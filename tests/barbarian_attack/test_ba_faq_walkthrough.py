"""Every FAQ case of the specification runs and agrees with its ruling; the walkthrough teaches every section."""

from __future__ import annotations

import pytest

from rulebook import barbarian_attack as ba


def test_all_41_faq_cases_are_present_in_order_with_known_rules():
    assert ba.FAQ.ids == tuple(f"CBA-FAQ-{n}" for n in range(1, 42))
    for case in ba.FAQ:
        assert case.question and case.ruling and case.rule_ids
        assert case.provenance in ("seed", "sourced", "ruling")
        assert all(r in ba.RULES for r in case.rule_ids), case.id


@pytest.mark.parametrize("case_id", ba.FAQ.ids)
def test_faq_case_gives_the_specified_ruling(case_id):
    result = ba.FAQ[case_id].run()
    assert len(result.checks) >= 2, "every case checks several numbers or verdicts"
    assert result.ok, result.report()


def test_CBA_9_3_9_4_9_5_faq_1_is_the_seeds_3_9_8_example():
    # Rules: CBA-9.3, CBA-9.4, CBA-9.5
    case = ba.FAQ["CBA-FAQ-1"]
    labels = [c.label for c in case.run().checks]
    assert any("H3 is conquered" in x for x in labels) and any("no fourth roll" in x for x in labels)


def test_walkthrough_teaches_every_section_in_order():
    steps = ba.WALKTHROUGH.steps
    assert 20 <= len(steps) <= 45
    sections = {rule_id.split(".")[0] for rule_id in ba.WALKTHROUGH.rule_ids()}
    assert sections == set(ba.RULES.sections())
    def first(rule_id: str) -> int:
        return min(ba.WALKTHROUGH.steps_teaching(rule_id))

    lesson_order = ["CBA-2.3", "CBA-4.2", "CBA-6.2", "CBA-8.9", "CBA-9.3", "CBA-10.6", "CBA-11.9", "CBA-7.6",
                    "CBA-12.4", "CBA-13.8", "CBA-13.14", "CBA-14.5", "CBA-15.2", "CBA-16.2", "CBA-17.1"]
    assert [first(r) for r in lesson_order] == sorted(first(r) for r in lesson_order)
    assert steps[-1].after.cfg.options["harbormaster"]
