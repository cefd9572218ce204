"""What a FAQ case checks and the moves it names read in the language in use, with the values in plain words.

A case's script labels its checks and moves in English (`Scenario.check("Blue keeps 10 gold", ...)`); tools/i18n.py
extracts the labels of every teaching/faq_*.py (contexts "faq check" and "faq step"), and the case looks them up
when it runs. Here: every label of every case of the three games runs in 繁體中文 with no missing translation and no
English word left; a value shows as "yes", "none" or a list item by item, never as a Python repr; the FAQ viewer names
the moves a script does not name in the game's own words; and the extractor refuses a label it could not look up.
"""

from __future__ import annotations

import re
import sys

import pytest
from conftest import ROOT

from rulebook import get_game
from rulebook.core import Scenario, i18n
from rulebook.core.cases import plain_value

sys.path.insert(0, str(ROOT / "tools"))
import i18n as catalogue_tool  # tools/i18n.py: what is extracted is what is looked up

pytestmark = pytest.mark.usefixtures("english_by_default")

LANG = "zh-Hant"
GAMES = ("troyes", "tournay", "barbarian_attack")
ENGLISH_WORD = re.compile(r"\b[a-z]{3,}\b")
"""A lower-case English word left in a Chinese label (seat names, board labels and card codes are kept as they are:
P1, H12, R1-ARSENAL, A:W1, floor(...) in a Troyes formula)."""
KEPT = {"floor"}


@pytest.mark.parametrize("game", GAMES)
def test_every_check_and_named_move_of_every_case_reads_in_chinese(game):
    module = get_game(game)
    with i18n.language(LANG):
        results = [case.run() for case in module.FAQ]
        lines = [str(check) for result in results for check in result.checks]
    labels = [check.label for result in results for check in result.checks]
    named = [step.label for result in results for step in result.steps if step.named]
    assert all(result.ok for result in results)
    assert len(labels) > 150 and len(named) > 20
    for text in labels + named:  # (a value a script compares as a move's own text, "draw_from player 1", stays so)
        assert i18n.MARKER.strip() not in text, text
        assert not set(ENGLISH_WORD.findall(text)) - KEPT, text
    assert all("：FAQ " in line and "，引擎 " in line for line in lines)


def test_checks_read_in_english_as_the_script_wrote_them():
    result = get_game("barbarian_attack").FAQ["CBA-FAQ-26"].run()
    labels = [check.label for check in result.checks]
    assert "Blue keeps 10 gold" in labels
    assert "✔ Blue keeps 10 gold: FAQ 10, engine 10" in [str(check) for check in result.checks]


def test_a_value_reads_in_plain_words_never_as_a_python_repr():
    assert [plain_value(v) for v in (True, False, None, (), 3, "P18")] == ["yes", "no", "nothing", "none", "3", "P18"]
    assert plain_value(("P18", "P19")) == "P18, P19"
    assert plain_value(((27, 21), 3)) == "(27, 21), 3"
    assert plain_value({"A": 2}) == "A: 2" and plain_value(frozenset({2, 1})) == "1, 2"
    with i18n.language(LANG):
        assert [plain_value(v) for v in (True, False, (), (1, 2))] == ["是", "否", "無", "1、2"]
        phase = i18n.translate("trade and build", "barbarian_attack", i18n.phase_context(10))
        assert plain_value(("trade and build", "White"), "barbarian_attack") == f"{phase}、白" and "trade" not in phase
        assert plain_value("P18", "barbarian_attack") == "P18"  # a label no catalogue names stays as it is


def test_a_refused_move_is_checked_in_words_a_reader_knows():
    with i18n.language(LANG):
        result = get_game("barbarian_attack").FAQ["CBA-FAQ-6"].run()
        text = "\n".join(str(check) for check in result.checks)
    assert "IllegalAction" not in text and "True" not in text and "False" not in text
    assert "：被拒絕：FAQ 否，引擎 否" in text and "：引用 CBA-8.3：FAQ 是" in text


def test_the_faq_viewer_names_a_move_the_script_leaves_unnamed_in_the_games_words():
    from widgets import FAQViewer

    viewer = FAQViewer("barbarian_attack")
    viewer.picker.value = "CBA-FAQ-5"
    viewer.show_button.click()
    result = get_game("barbarian_attack").FAQ["CBA-FAQ-5"].run()
    unnamed = [step for step in result.steps if not step.named]
    assert unnamed and str(unnamed[0].action) not in viewer.ruling.value
    assert unnamed[0].words(get_game("barbarian_attack").describe) in viewer.ruling.value.replace("&#x27;", "'")


def test_a_scripts_label_takes_its_fields_in_the_language_in_use():
    state = get_game("troyes").new_game(2, seed=0)
    with i18n.language(LANG):
        sc = Scenario(state)
        sc.check("{seat} gains 1 VP", 1, 1, seat="A")
    assert sc.result(get_game("troyes").FAQ[0]).checks[0].label == "A 獲得 1 分"


FAQ_MODULE = '''
def case():
    sc = Scenario(start)
    sc.do(A("roll", 6), "a production 6")
    sc.legal(A("road", 3), label="road on P3")
    sc.illegal(A("road", 65), ("CBA-8.3",), "road on P65")
    sc.check("Blue keeps {n} gold", 10, gold, n=10)
    sc.do(A("end"))
    return sc
'''


def test_the_extractor_reads_every_label_of_a_case_script(tmp_path):
    module = tmp_path / "faq_example.py"
    module.write_text(FAQ_MODULE, encoding="utf-8")
    found = {(context, text) for context, text, _ in catalogue_tool.case_labels(module)}
    assert found == {(i18n.STEP_CONTEXT, "a production 6"), (i18n.STEP_CONTEXT, "road on P3"),
                     (i18n.STEP_CONTEXT, "road on P65"), (i18n.CHECK_CONTEXT, "Blue keeps {n} gold")}


def test_the_extractor_refuses_a_label_it_could_not_look_up(tmp_path):
    module = tmp_path / "faq_example.py"
    module.write_text('sc.check(f"{seat} gains 1 VP", 1, vp)\n', encoding="utf-8")
    with pytest.raises(ValueError, match=r"faq_example.py:1: a FAQ case's label must be a string literal"):
        list(catalogue_tool.case_labels(module))
