"""Languages: every text a reader sees has its translation, and the language setting behaves.

The catalogues are rulebook/locale/<locale>/LC_MESSAGES/<domain>.po (docs/architecture.md, "Languages");
tools/i18n.py writes them. `NOT_YET` lists what is still waiting for its translator: delete a line when its texts
are translated, and the completeness test holds them to the same standard as the rest (an entry that is already
complete fails, so the list cannot fall behind).
"""

from __future__ import annotations

import ast
import functools
import io
import json
import re
import sys
import tokenize

import pytest
from conftest import ROOT

from rulebook import get_game
from rulebook.core import RuleBook, i18n

sys.path.insert(0, str(ROOT / "tools"))
import i18n as catalogue_tool  # tools/i18n.py: extraction, merging, counts

LANG = "zh-Hant"
GAMES = ("troyes", "tournay", "barbarian_attack")
GAME_KINDS = ("title", "seats", "phases", "options", "rules", "faq", "walkthrough", "cards", "board", "moves", "hints",
              "log", "faq labels", "position fields", "position choices")
REASON_GAMES = ("tournay", "barbarian_attack", "troyes")
"""The games whose ruling reasons (`reason_text`, kind "reasons") are translated; the lead adds the others as they
land."""
UI_KINDS = ("app", "site", "widgets")
KINDS = {**{game: GAME_KINDS + (("reasons",) if game in REASON_GAMES else ()) for game in GAMES}, "ui": UI_KINDS}
"""What each domain holds, as tools/i18n.py labels its messages."""

NOT_YET = {
}
"""Texts not translated yet, by domain; the lead empties this as the translations land."""

STAND_IN = ("Stand-in:", "代用卡：")
"""A stand-in card keeps its mark in every language (design §4)."""

entries = functools.cache(catalogue_tool.entries)
"""Every message of a domain as tools/i18n.py extracts it (built once per test run)."""


pytestmark = pytest.mark.usefixtures("english_by_default")  # tests/conftest.py


def _messages(domain: str):
    """{(context, English): message} of the zh-Hant catalogue of a domain."""
    catalog = catalogue_tool._read(i18n.po_path(domain, LANG), "zh_Hant", domain)
    assert catalog is not None, f"no {LANG} catalogue for {domain}: run python tools/i18n.py --lang {LANG}"
    return {(m.context, m.id): m for m in catalog if m.id}


def _numbers(text: str) -> set[str]:
    return set(re.findall(r"\d+", text))


def _problems(entry, message) -> list[str]:
    """What is wrong with one translation (empty list: nothing)."""
    where = f"{entry.context!r} {entry.english[:50]!r}"
    if message is None:
        return [f"{where}: not in the catalogue (run python tools/i18n.py)"]
    if not message.string:
        return [f"{where}: not translated"]
    if message.fuzzy:
        return [f"{where}: fuzzy (the English changed since it was translated)"]
    problems = []
    if i18n.kept_tokens(entry.english) != i18n.kept_tokens(message.string):
        problems.append(f"{where}: keeps {i18n.kept_tokens(message.string)}, "
                        f"not {i18n.kept_tokens(entry.english)} (placeholders, rule and place ids)")
    if not _numbers(entry.english) <= _numbers(message.string):
        problems.append(f"{where}: numbers {sorted(_numbers(entry.english) - _numbers(message.string))} missing")
    if entry.english.startswith(STAND_IN[0]) and not message.string.startswith(STAND_IN[1]):
        problems.append(f"{where}: a stand-in's name must begin with {STAND_IN[1]}")
    if message.string.startswith(i18n.MARKER.strip()):
        problems.append(f"{where}: the translation carries the missing-translation marker")
    return problems


CASES = [pytest.param(domain, kind, id=f"{domain}-{kind}",
                      marks=[pytest.mark.xfail(strict=True, reason="not translated yet")]
                      if kind in NOT_YET.get(domain, ()) else [])
         for domain, kinds in KINDS.items() for kind in kinds]


@pytest.mark.parametrize(("domain", "kind"), CASES)
def test_every_text_has_a_zh_Hant_translation(domain, kind):
    """Non-empty, not fuzzy, with placeholders, rule IDs, place ids and numbers kept."""
    wanted = [entry for entry in entries(domain) if entry.kind == kind]
    assert wanted, f"{domain} has no {kind} texts to translate"
    messages = _messages(domain)
    problems = [p for entry in wanted for p in _problems(entry, messages.get((entry.context, entry.english)))]
    assert not problems, f"{len(problems)} of {len(wanted)} {domain} {kind} texts:\n" + "\n".join(problems[:25])


@pytest.mark.parametrize("game", [g for g in GAMES if not NOT_YET.get(g)])
def test_the_accessors_give_every_text_of_a_translated_game_in_zh_Hant(game):
    """What the views call: no accessor falls back to English for a game marked translated."""
    module = get_game(game)
    i18n.set_language(LANG)
    texts = [i18n.game_title(module)]
    texts += [i18n.seat_name(module, seat) for seat in range(len(module.SEATS))]
    texts += [i18n.phase_name(module, phase) for phase in module.PHASES]
    texts += [i18n.option_doc(module, name) for name, option in module.OPTIONS.items() if option.doc]
    texts += [f(module, rule) for rule in module.RULES for f in (i18n.rule_title, i18n.rule_text)]
    texts += [i18n.faq_text(module, case, part) for case in module.FAQ for part in i18n.FAQ_FIELDS]
    texts += [i18n.step_text(module, step, part) for step in module.WALKTHROUGH for part in i18n.STEP_FIELDS]
    assert all(texts) and not [t for t in texts if t.startswith(i18n.MARKER)]


def test_TOU_and_CBA_samples_read_in_the_seeds_terms():
    from rulebook import barbarian_attack, tournay

    i18n.set_language(LANG)
    assert i18n.rule_title(tournay, "TOU-4.9") == "堆疊"
    assert "城牆" in i18n.rule_text(tournay, "TOU-7.6")
    assert i18n.card_name(tournay, "Town Crier") == "城鎮傳令"
    assert i18n.card_name(tournay, "Stand-in: Market Stall") == "代用卡：市集攤位"
    assert [i18n.seat_name(barbarian_attack, s) for s in range(4)] == ["紅", "藍", "白", "橘"]
    assert i18n.card_name(barbarian_attack, "Treason") == "叛國"
    assert i18n.card_name(barbarian_attack, "Intrigue") == "密謀"
    assert "P55" in i18n.rule_text(barbarian_attack, "CBA-11.9")
    assert i18n.game_title(barbarian_attack) == "卡坦島 野蠻人擴充：野蠻人攻擊"
    assert i18n.game_title(get_game("troyes")) == "特魯瓦"


# ---- the language setting ------------------------------------------------------------------------------------------


def test_available_languages_are_english_and_traditional_chinese():
    assert i18n.available_languages() == ("en", "zh-Hant")
    assert i18n.get_language() == "en"


def test_an_unknown_language_code_names_the_available_ones():
    with pytest.raises(ValueError, match=r"unknown language 'fr'; available: en, zh-Hant"):
        i18n.set_language("fr")
    assert i18n.get_language() == "en"            # nothing changed
    assert i18n.set_language("zh_hant") == "zh-Hant"   # case and separator do not matter


def test_RULEBOOK_LANG_picks_the_language_and_a_bad_one_is_named(monkeypatch):
    from rulebook import tournay

    monkeypatch.setenv(i18n.ENV_VAR, "zh-Hant")
    assert i18n.get_language() == "zh-Hant"
    assert i18n.rule_title(tournay, "TOU-4.9") == "堆疊"
    i18n.set_language("en")                        # an explicit choice wins over the environment
    assert i18n.rule_title(tournay, "TOU-4.9") == "Stacking"
    i18n.set_language(None)
    monkeypatch.setenv(i18n.ENV_VAR, "klingon")
    with pytest.raises(ValueError, match=r"RULEBOOK_LANG.*available: en, zh-Hant"):
        i18n.get_language()
    monkeypatch.delenv(i18n.ENV_VAR)


def test_a_missing_translation_shows_the_english_with_the_marker():
    i18n.set_language(LANG)
    assert i18n.translate("A sentence nobody translated.", "tournay", "TOU-0.1 text") == \
        "[EN] A sentence nobody translated."
    assert i18n.translate("Fort", "tournay", "no such context") == "[EN] Fort"
    assert i18n.translate("", "tournay") == ""
    with pytest.raises(ValueError, match="unknown translation domain 'tournai'"):
        i18n.translate("Fort", "tournai", i18n.card_context("name"))


def test_switching_languages_back_and_forth():
    from rulebook import barbarian_attack as ba

    rule = ba.RULES["CBA-10.1"]
    seen = []
    for code in ("en", "zh-Hant", "en", "zh-Hant"):
        i18n.set_language(code)
        seen.append(i18n.rule_title(ba, rule))
    assert seen == ["Conquered hex", "被佔領的版塊", "Conquered hex", "被佔領的版塊"]
    with i18n.language("en"):
        assert i18n.seat_name(ba, 0) == "Red"
    assert i18n.seat_name(ba, 0) == "紅"           # the block put the language back
    assert i18n.translate("Red", "barbarian_attack", i18n.SEAT_CONTEXT, lang="en") == "Red"


@pytest.mark.parametrize("code", ["en", "zh-Hant"])
def test_no_label_is_ever_empty(code):
    """Every text of every domain, translated or not, in both languages: something to read."""
    with i18n.language(code):
        for domain in catalogue_tool.DOMAINS:
            for entry in entries(domain):
                shown = i18n.translate(entry.english, domain, entry.context)
                assert shown.strip(), f"{domain} {entry.context!r} shows nothing in {code}"


def test_localized_objects_keep_their_ids_and_scripts():
    from rulebook import tournay

    i18n.set_language(LANG)
    book = i18n.localized_rules(tournay.RULES)
    assert isinstance(book, RuleBook) and book.ids == tournay.RULES.ids
    assert [r.id for r in book.search("城牆")][:1] == ["TOU-0.9.12"]
    case = i18n.localized_case(tournay, tournay.FAQ["TOU-FAQ-3"])
    assert case.rule_ids == tournay.FAQ["TOU-FAQ-3"].rule_ids and case.run().ok
    step = i18n.localized_step(tournay, tournay.WALKTHROUGH[0])
    assert step.after is tournay.WALKTHROUGH[0].after and step.title == "《圖爾奈》是什麼"


def test_accessors_say_what_they_need():
    from rulebook import tournay

    with pytest.raises(TypeError, match="pass the game's module"):
        i18n.rule_title("tournay", "TOU-4.9")
    with pytest.raises(ValueError, match="no field 'answer'"):
        i18n.faq_text(tournay, "TOU-FAQ-1", "answer")
    assert i18n.rule_title("tournay", tournay.RULES["TOU-4.9"]) == "Stacking"   # a Rule needs only the name


def test_translate_tree_keeps_the_shape_and_the_placeholders():
    tree = {"facts": "{steps}-step tour · {cases} FAQ cases · {rules} rules", "tools": {"tour": ("Guided tour", "x")}}
    i18n.set_language(LANG)
    done = i18n.translate_tree(tree, "ui", "app.landing")
    assert done["facts"].format(steps=27, cases=30, rules=210) == "27 步導覽 · 30 個 FAQ 問題 · 210 條規則"
    assert done["tools"] == {"tour": ("[EN] Guided tour", "[EN] x")}   # other contexts: not these messages
    assert dict(i18n.tree_messages(tree, "p")) == {"p.facts": tree["facts"], "p.tools.tour.0": "Guided tour",
                                                   "p.tools.tour.1": "x"}


def test_the_core_i18n_module_needs_only_the_standard_library_and_babel():
    tree = ast.parse((ROOT / "rulebook" / "core" / "i18n.py").read_text(encoding="utf-8"))
    imported = {a.name.split(".")[0] for node in ast.walk(tree) if isinstance(node, ast.Import) for a in node.names}
    imported |= {node.module.split(".")[0] for node in ast.walk(tree)
                 if isinstance(node, ast.ImportFrom) and node.level == 0 and node.module}
    assert imported - {"babel", "__future__"} <= set(sys.stdlib_module_names)


# ---- the tool: merging keeps translations, marks changed English fuzzy, adds new strings empty -----------------------


def _catalog(messages, locale=None):
    catalog = catalogue_tool._new_catalog("demo", locale)
    for context, english, translated in messages:
        catalog.add(english, translated, context=context)
    return catalog


def test_merging_keeps_translations_marks_changed_english_fuzzy_and_adds_new_strings_untranslated():
    old = _catalog([("DEM-1 title", "Dice", "骰子"), ("DEM-2 text", "Roll two dice.", "擲兩顆骰子。"),
                    (i18n.card_context("name"), "Old Fort", "舊堡壘"), ("DEM-9 title", "Gone", "消失")], "zh_Hant")
    fresh = _catalog([("DEM-1 title", "Dice", None), ("DEM-2 text", "Roll three dice.", None),
                      (i18n.card_context("name"), "Old Forts", None), ("DEM-3 title", "New", None)])
    merged = {(m.context, m.id): m for m in catalogue_tool.merge(old, fresh, "zh_Hant", "demo") if m.id}
    kept = merged[("DEM-1 title", "Dice")]
    assert kept.string == "骰子" and not kept.fuzzy
    changed = merged[("DEM-2 text", "Roll three dice.")]
    assert changed.string == "擲兩顆骰子。" and changed.fuzzy and changed.previous_id == ["Roll two dice."]
    renamed = merged[(i18n.card_context("name"), "Old Forts")]
    assert renamed.fuzzy and renamed.string == "舊堡壘"
    assert merged[("DEM-3 title", "New")].string == "" and ("DEM-9 title", "Gone") not in merged
    assert catalogue_tool.counts_of(merged.values()) == catalogue_tool.Counts(translated=1, missing=1, fuzzy=2)


def test_the_catalogue_files_are_what_the_tool_writes_for_the_translated_domains():
    """A Tournay or Barbarian Attack text changed without running tools/i18n.py shows up here (and above)."""
    planned = catalogue_tool.planned_files()
    for domain in (d for d in catalogue_tool.DOMAINS if not NOT_YET.get(d)):
        for path in (i18n.LOCALE_DIR / f"{domain}.pot", i18n.po_path(domain, LANG)):
            assert path.read_bytes() == planned[path], f"{path.relative_to(ROOT)} is out of date: python tools/i18n.py"


# ---- the notebooks in 繁體中文: a copy of every notebook that checks the same facts ----------------------------

NOTEBOOKS = ROOT / "notebooks"
ZH_NOTEBOOKS = NOTEBOOKS / LANG
ENGLISH_NOTEBOOKS = sorted(p.name for p in NOTEBOOKS.glob("*.ipynb"))
"""The notebooks of notebooks/ (not the app's pages in notebooks/app, which are served in either language)."""
CJK = re.compile(r"[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]")
SKIPPED_TOKENS = (tokenize.COMMENT, tokenize.NL, tokenize.NEWLINE, tokenize.INDENT, tokenize.DEDENT,
                  tokenize.ENDMARKER)


def _cells(path):
    return json.loads(path.read_text(encoding="utf-8"))["cells"]


def _asserts(source: str) -> list[list[tuple[int, str]]]:
    """Every assert statement of a code cell as its tokens (type, text): comments and line breaks left out."""
    statements, current = [], []
    for token in tokenize.generate_tokens(io.StringIO(source).readline):
        if token.type == tokenize.NEWLINE:
            if current and current[0] == (tokenize.NAME, "assert"):
                statements.append(current)
            current = []
        elif token.type not in SKIPPED_TOKENS:
            current.append((token.type, token.string))
    return statements


def _same_check(english: list, chinese: list) -> bool:
    """The same assert, token by token; a string may differ only by being translated (it holds Chinese)."""
    return len(english) == len(chinese) and all(
        e == z or (e[0] == z[0] == tokenize.STRING and CJK.search(z[1])) for e, z in zip(english, chinese))


def test_every_notebook_has_a_zh_Hant_copy_and_every_copy_an_english_original():
    assert ENGLISH_NOTEBOOKS and sorted(p.name for p in ZH_NOTEBOOKS.glob("*.ipynb")) == ENGLISH_NOTEBOOKS


@pytest.mark.parametrize("name", ENGLISH_NOTEBOOKS)
def test_the_zh_Hant_copy_sets_the_language_links_the_original_and_checks_the_same_facts(name):
    """Its first code cell sets the language; its title cell links the English notebook; past that, the same code
    cells in the same order (comments, printed sentences and labels translated), with the same asserts: the Chinese
    notebook checks what the English one checks."""
    english, chinese = _cells(NOTEBOOKS / name), _cells(ZH_NOTEBOOKS / name)
    assert CJK.search("".join(chinese[0]["source"])) and f"](../{name})" in "".join(chinese[0]["source"])
    code = [cell for cell in chinese if cell["cell_type"] == "code"]
    assert code[0]["id"] == "zh-hant-language" and 'set_language("zh-Hant")' in "".join(code[0]["source"])
    english_code = ["".join(cell["source"]) for cell in english if cell["cell_type"] == "code"]
    chinese_code = ["".join(cell["source"]) for cell in code[1:]]
    assert len(chinese_code) == len(english_code), f"{name}: {len(chinese_code)} code cells, not {len(english_code)}"
    for n, (en, zh) in enumerate(zip(english_code, chinese_code), 1):
        en_checks, zh_checks = _asserts(en), _asserts(zh)
        assert len(zh_checks) == len(en_checks), f"{name}, cell {n}: {len(zh_checks)} asserts, not {len(en_checks)}"
        for e, z in zip(en_checks, zh_checks):
            assert _same_check(e, z), f"{name}, code cell {n}: {' '.join(t for _, t in z)!r} is not the English assert"
