"""The FAQ cases and the walkthrough (TOU-FAQ-1 .. 30)."""

from __future__ import annotations

import pytest

from rulebook import tournay

EXPECTED_IDS = [f"TOU-FAQ-{n}" for n in range(1, 31)]


def test_all_thirty_faq_cases_exist_with_their_rules():
    assert list(tournay.FAQ.ids) == EXPECTED_IDS
    for case in tournay.FAQ:
        assert case.question and case.ruling and case.rule_ids and case.provenance in ("seed", "sourced")
        assert all(r in tournay.RULES for r in case.rule_ids)


@pytest.mark.parametrize("case_id", EXPECTED_IDS)
def test_faq_case_gives_the_spec_ruling(case_id):
    result = tournay.FAQ[case_id].run()
    assert result.checks, f"{case_id} records no check"
    assert result.ok, result.report()


def test_faq_cases_play_with_the_shipped_deck():
    """Issue 13: a FAQ position shows real or clearly named stand-in cards, never a test fixture (FX-...)."""
    shipped = tournay.shipped_cards()
    for case in tournay.FAQ:
        result = case.run()
        states = [result.start, *(s for step in result.steps for s in (step.before, step.after) if s is not None)]
        assert all(st.cfg.cards is shipped for st in states), case.id
        seen = " ".join([case.title, case.question, case.ruling, result.report()]
                        + [step.label for step in result.steps] + [str(step.action) for step in result.steps])
        assert "FX-" not in seen and "fixture" not in seen, case.id


def test_walkthrough_covers_every_section_in_teaching_order():
    steps = tournay.WALKTHROUGH.steps
    assert 20 <= len(steps) <= 45
    sections = tournay.RULES.sections()
    taught = {r.split(".")[0] for s in steps for r in s.rule_ids}
    assert set(sections) <= taught
    first_step = {sec: min(i for i, s in enumerate(steps) if any(r.split(".")[0] == sec for r in s.rule_ids))
                  for sec in ("TOU-2", "TOU-6", "TOU-13", "TOU-14")}
    assert first_step["TOU-2"] < first_step["TOU-6"] < first_step["TOU-13"] <= first_step["TOU-14"]
    assert steps[-3].after.is_terminal()


def test_walkthrough_states_render():
    for step in tournay.WALKTHROUGH.steps[::5]:
        svg = step.after._repr_svg_()
        assert svg.startswith("<svg") and svg.endswith("</svg>") and "stand-in" in svg


def test_worked_positions_survive_the_json_round_trip():
    """TOU-3.6: FAQ positions and walkthrough states reload exactly."""
    states = [step.after for step in tournay.WALKTHROUGH.steps[::3]]
    states += [tournay.FAQ[case_id].run().final for case_id in ("TOU-FAQ-10", "TOU-FAQ-22", "TOU-FAQ-28")]
    for st in states:
        text = st.to_json()
        again = tournay.from_json(text)
        assert again.to_json() == text and again.legal_actions() == st.legal_actions()
