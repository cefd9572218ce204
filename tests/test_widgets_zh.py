"""The widgets in 繁體中文: built under `language("zh-Hant")` they show Chinese labels and the game's translated
texts, keep that language in their callbacks, and read exactly as before in English.

The labels are `ui_text("<context>", "<English>")` calls (widgets/common.py); tools/i18n.py finds them with `ast`
and tests/test_i18n.py checks every one has its translation. Here: what a reader of a built widget sees.
"""

from __future__ import annotations

import re
import sys

import ipywidgets as w
import pytest
from conftest import ROOT

from rulebook import get_game
from rulebook.core import i18n
from widgets import FAQViewer, OutcomeExplorer, PlayTable, RulesLookup, RulingChecker, WalkthroughStepper, charts

sys.path.insert(0, str(ROOT / "tools"))
import i18n as catalogue_tool  # tools/i18n.py

LANG = "zh-Hant"


pytestmark = pytest.mark.usefixtures("english_by_default")  # tests/conftest.py


def texts(widget, out=None) -> list[str]:
    """Every text a reader sees in a widget tree: values, labels, placeholders, tooltips, list entries, tab titles."""
    out = [] if out is None else out
    for name in ("value", "description", "placeholder", "tooltip"):
        value = getattr(widget, name, None)
        if isinstance(value, str):
            out.append(value)
    if isinstance(widget, w.Dropdown | w.Select | w.ToggleButtons | w.Combobox):
        out += [o[0] if isinstance(o, tuple) else str(o) for o in widget.options or ()]
    out += list(getattr(widget, "titles", ()) or ())
    for child in getattr(widget, "children", ()) or ():
        texts(child, out)
    return out


def no_marker(widget) -> None:
    shown = [t for t in texts(widget) if i18n.MARKER in t]
    assert not shown, f"untranslated: {shown[:3]}"


@pytest.mark.parametrize("game", ["tournay", "troyes", "barbarian_attack"])
def test_the_stepper_in_chinese_shows_the_translated_step_and_chinese_buttons(game):
    module = get_game(game)
    with i18n.language(LANG):
        stepper = WalkthroughStepper(game)
        first = i18n.localized_step(module, module.WALKTHROUGH[0])
    assert stepper.next_button.description == "下一步 ▶" and stepper.prev_button.description == "◀ 上一步"
    assert f"第 1 步，共 {len(module.WALKTHROUGH)} 步：" in stepper.heading.value
    assert first.narration[:30] in stepper.narration.value.replace("&quot;", '"').replace("&#x27;", "'")
    assert [label for label, _ in stepper.view_picker.options] == ["之後", "之前"]
    assert stepper.view_picker.value == "After"                      # the values stay the English keys
    no_marker(stepper)


def test_a_widget_keeps_its_language_after_the_notebook_switches_back():
    with i18n.language(LANG):
        stepper = WalkthroughStepper("tournay")
    assert i18n.get_language() == "en"
    stepper.next_button.click()                                      # a click after the with block
    assert "第 2 步" in stepper.heading.value and "Step" not in stepper.heading.value
    english = WalkthroughStepper("tournay")
    english.next_button.click()
    assert "Step 2 of" in english.heading.value


def test_the_faq_viewer_in_chinese_reveals_a_chinese_ruling():
    from rulebook import tournay

    with i18n.language(LANG):
        viewer = FAQViewer("tournay", case="TOU-FAQ-3")
        viewer.show_button.click()
        case = i18n.localized_case(tournay, tournay.FAQ["TOU-FAQ-3"])
    assert viewer.show_button.description == "顯示裁定" and viewer.picker.description == "問題"
    assert "<b>問：</b>" in viewer.question.value and case.title in viewer.question.value
    assert "<b>裁定：</b>" in viewer.ruling.value and "引擎在每一點上都與 FAQ 一致。" in viewer.ruling.value
    no_marker(viewer)


def test_the_rules_lookup_in_chinese_searches_the_chinese_words():
    with i18n.language(LANG):
        lookup = RulesLookup("tournay", query="城牆")
    assert lookup.query.description == "搜尋" and lookup.matches
    assert "條規則符合「城牆」" in lookup.status.value and "導覽中教到" in lookup.results.value
    no_marker(lookup)


@pytest.mark.parametrize("view", [RulingChecker, PlayTable, OutcomeExplorer])
def test_the_other_views_in_chinese_carry_no_missing_translation_marker(view):
    with i18n.language(LANG):
        built = view("barbarian_attack", pause=0) if view is PlayTable else view("barbarian_attack")
    no_marker(built)
    assert any("種子" == t for t in texts(built)) or view is RulingChecker


def test_a_play_table_in_chinese_takes_the_seat_by_its_english_or_its_chinese_name():
    with i18n.language(LANG):
        by_english = PlayTable("barbarian_attack", players=3, seats="Red", pause=0)
        by_chinese = PlayTable("barbarian_attack", players=3, seats="藍", pause=0)
    assert by_english.seats == (0,) and by_chinese.seats == (1,)
    assert "你執 <b>紅</b>" in by_english.heading.value and by_english.hint_button.description == "提示"


@pytest.mark.parametrize(("game", "seat"), [("troyes", "B"), ("tournay", "P2"), ("barbarian_attack", "Blue")])
def test_the_hint_and_the_bots_reasons_at_a_play_table_in_chinese(game, seat):
    """The bots' reasons under their moves and the hint asked after the notebook switched back are Chinese."""
    with i18n.language(LANG):
        table = PlayTable(game, players=3, seats=seat, pause=0, seed=3)
    assert table.turn == "learner" and "它的理由：" in table.happened.value    # the bot in the first seat moved
    table.hint_button.click()
    hint = table.explanation.value
    assert "<b>提示：</b>啟發式機器人會走" in hint and "它的理由：" in hint
    reason = re.sub(r"<[^>]+>", "", hint.split("它的理由：")[1])
    words = [word for word in re.findall(r"[A-Za-z]+", reason) if len(word) >= 3]
    assert re.search(r"[\u4e00-\u9fff]", reason) and not words and i18n.MARKER not in table.happened.value + hint


def test_the_checker_in_chinese_names_seats_and_phases_in_chinese():
    with i18n.language(LANG):
        checker = RulingChecker("barbarian_attack")
    assert checker.turn.value.startswith("<b>輪到 白 · 開局：") and checker.apply_button.description == "套用"
    assert checker.try_button.description == "這一步合法嗎？"


def test_chart_titles_and_axis_titles_follow_the_language():
    from rulebook import simulate

    df = simulate("tournay", 3, players=2, seed=0)
    with i18n.language(LANG):
        zh = charts.standard_charts(df, "tournay")
    en = charts.standard_charts(df, "tournay")
    assert zh["scores"].layout.title.text == "各座位的最終分數"
    assert zh["scores"].layout.xaxis.title.text == "最終分數（分）"
    assert zh["tournay"].layout.title.text == "《圖爾奈》的遊戲如何結束"
    assert en["scores"].layout.title.text == "Final scores by seat"
    assert en["win_by_seat"].layout.yaxis.title.text == "share of games won (95 % interval)"



def test_the_summary_table_and_the_variant_comparison_head_their_columns_in_the_language():
    from rulebook import simulate
    from widgets import VariantComparison

    df = simulate("tournay", 3, players=2, seed=0)
    with i18n.language(LANG):
        zh = charts.summary_table(df)
        lab = VariantComparison("tournay", {}, {"hand_limit": 5}, games=2, seed=1)
    assert list(zh.columns) == ["數值", "不確定度"] and "已進行的局數" in zh.index
    assert list(charts.summary_table(df).columns) == ["value", "uncertainty"]
    lab.run_button.click()
    assert "<th>A 的不確定度</th>" in lab.table.value and "<th>B − A</th>" in lab.table.value
    assert "uncertainty" not in lab.table.value and i18n.MARKER not in lab.table.value

def test_english_is_unchanged():
    stepper = WalkthroughStepper("tournay")
    assert stepper.next_button.description == "Next ▶" and stepper.view_picker.options == ("After", "Before")
    assert stepper.heading.value.startswith("<h3>Step 1 of 27: ")
    viewer = FAQViewer("tournay")
    assert viewer.show_button.description == "Show ruling"
    assert not [t for t in texts(stepper) + texts(viewer) if i18n.MARKER in t]


def test_an_unknown_language_code_lists_the_available_ones():
    with pytest.raises(ValueError, match=r"unknown language 'fr'; available: en, zh-Hant"):
        with i18n.language("fr"):
            WalkthroughStepper("tournay")


def test_the_extraction_reads_ui_text_calls_and_refuses_a_computed_one(tmp_path):
    found = {(c, e) for c, e, _ in catalogue_tool.ui_text_calls(ROOT / "widgets" / "walkthrough.py")}
    assert ("widgets.stepper.next", "Next ▶") in found
    module = tmp_path / "labels.py"
    module.write_text("from rulebook.core.i18n import ui_text\nWAIT = 'Wait.'\nui_text('a.wait', WAIT)\n")
    assert [c[:2] for c in catalogue_tool.ui_text_calls(module)] == [("a.wait", "Wait.")]   # a module constant
    module.write_text("from rulebook.core.i18n import ui_text\nlabel = 'x'\nui_text('a.b', label.upper())\n")
    with pytest.raises(ValueError, match=r"labels.py:3: ui_text needs two string literals"):
        list(catalogue_tool.ui_text_calls(module))


def test_one_context_names_one_english_label():
    seen: dict[str, str] = {}
    for entry in catalogue_tool.widget_entries():
        assert seen.setdefault(entry.context, entry.english) == entry.english, f"{entry.context} has two texts"
    assert len(seen) > 300


def test_a_png_twin_of_a_picture_with_chinese_text_is_drawn_with_a_cjk_font():
    import base64

    import refresh_notebooks  # tools/refresh_notebooks.py

    chinese = ('<svg xmlns="http://www.w3.org/2000/svg" width="200" height="40"><text x="4" y="28" '
               'font-family="sans-serif" font-size="20">堡壘 城鎮傳令</text></svg>')
    assert refresh_notebooks.font_options(chinese)["sans_serif_family"] == refresh_notebooks.CJK_FONT
    assert refresh_notebooks.font_options(chinese.replace("堡壘 城鎮傳令", "Fort")) == {}   # English: as before
    png = base64.b64decode(refresh_notebooks.svg_to_png(chinese))
    assert png.startswith(b"\x89PNG") and len(png) > 1000


@pytest.mark.parametrize("game", ["tournay", "troyes", "barbarian_attack"])
def test_the_position_editor_in_chinese_shows_its_fields_tabs_and_choices_in_chinese(game):
    from widgets import PositionEditor

    with i18n.language(LANG):
        editor = PositionEditor(game)
        for index in range(len(editor.groups)):
            editor.build_group(index)
    no_marker(editor)
    assert all(re.search(r"[\u4e00-\u9fff]", title) for title in editor.tabs.titles), editor.tabs.titles
    labels = [f.label for f in editor.fields]
    assert all(re.search(r"[\u4e00-\u9fff]", label) for label in labels), labels
    assert [f.name for f in editor.fields] == [f.name for f in get_game(game).POSITION_FIELDS], "names unchanged"


def test_the_position_editor_in_chinese_edits_a_seat_by_its_english_key_and_shows_its_chinese_name():
    from widgets import PositionEditor

    with i18n.language(LANG):
        editor = PositionEditor("barbarian_attack")
    gold = editor.controls["gold"]
    assert [box.description for box in gold.boxes.values()][:2] == ["紅", "藍"]
    gold.boxes["Red"].value = 3                       # the box of seat Red, shown as 紅
    assert editor.args["gold"]["Red"] == 3 and "已更改" in editor.status.value
    owners = editor.controls["settlements"].value_box.options
    assert ("中立白", "Neutral White") in owners and ("紅", "Red") in owners
    editor.controls["settlements"].remove_button.click()   # nothing on the place picked: refused in Chinese
    assert "上沒有東西" in editor.status.value and "nothing" not in editor.status.value


def test_the_position_editor_shows_a_choice_in_chinese_and_builds_it_by_its_english_value():
    from widgets import PositionEditor

    with i18n.language(LANG):
        editor = PositionEditor("troyes")
    phase = editor.controls["phase"]
    assert ("應對黑骰", "counter") in phase.box.options
    assert ("counter", "counter") in PositionEditor("troyes").controls["phase"].box.options, "English unchanged"
