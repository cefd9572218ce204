"""The game log in 繁體中文 (issue 18): every line an engine writes reads in Chinese in the ruling checker's log.

The engines keep writing their log in English (the pinned games hash it, saved games hold it); tools/i18n.py reads
each line's template from the engine's f-strings, and `rulebook.core.log_translation` matches a stored line back to
its template to show it. Here: every line of seeded games (random and heuristic play, 2 to 4 players), of every
walkthrough step and of every FAQ case translates fully — its template and all its values — with no English word
and no missing-translation marker left; the splitting of a line into values, the fallback, English unchanged, and
the extractor's reading of a made-up engine module.
"""

from __future__ import annotations

import random
import re
import sys
import textwrap

import pytest
from conftest import ROOT

from rulebook import get_game, playout
from rulebook.core import i18n
from rulebook.core.log import LogEntry
from rulebook.core.log_translation import is_explained, log_entry_text, log_text, templates
from rulebook.simulate import make_bot

sys.path.insert(0, str(ROOT / "tools"))
import i18n as catalogue_tool  # tools/i18n.py: what is extracted is what is looked up

pytestmark = pytest.mark.usefixtures("english_by_default")

LANG = "zh-Hant"
GAMES = ("troyes", "tournay", "barbarian_attack")
LATIN = re.compile(r"[A-Za-z]{3,}")
"""An English word left in a Chinese line (labels such as H3, I11, Y1 or P2 are shorter or carry digits)."""
KEPT_WORDS = {"troyes": {"III"}, "tournay": set(), "barbarian_attack": set()}
"""Latin letters a Chinese line may keep: the Roman numeral of the Troyes activity cards' level III."""


def _lines(name: str) -> list[str]:
    """Every distinct log line of seeded games, the walkthrough and the FAQ cases of a game."""
    game = get_game(name)
    found: set[str] = set()

    def add(state) -> None:
        if state is not None:
            found.update(entry.text for entry in state.log)

    for players in (2, 3, 4):
        for seed in range(2):
            for bots in ("random", "heuristic"):
                final, _ = playout(game.new_game(players=players, seed=seed), make_bot(game, bots),
                                   random.Random(seed), max_plies=getattr(game, "MAX_PLIES", 100_000))
                add(final)
    for step in game.WALKTHROUGH:
        add(step.before)
        add(step.after)
    for case in game.FAQ:
        result = case.run()
        add(result.start)
        for step in result.steps:
            add(step.after)
    return sorted(found)


@pytest.fixture(scope="module", params=GAMES)
def game_lines(request):
    return request.param, _lines(request.param)


def test_every_log_line_of_play_lessons_and_faq_reads_in_chinese(game_lines):
    name, lines = game_lines
    assert len(lines) > 300, f"only {len(lines)} distinct {name} log lines were collected"
    untranslated = [line for line in lines if not is_explained(name, line, LANG)]
    assert not untranslated, f"{len(untranslated)} of {len(lines)} {name} lines do not translate:\n" + \
        "\n".join(untranslated[:20])
    leftovers = {}
    for line in lines:
        chinese = log_text(name, line, LANG)
        words = set(LATIN.findall(chinese)) - KEPT_WORDS[name]
        if words or i18n.MARKER.strip() in chinese:
            leftovers[line] = chinese
    assert not leftovers, f"{len(leftovers)} {name} lines keep English words:\n" + "\n".join(
        f"{english!r} -> {chinese!r}" for english, chinese in list(leftovers.items())[:20])


def test_every_log_template_is_used_or_is_a_piece_of_another(game_lines):
    """The catalogue's templates are the engine's: each one with a placeholder explains some collected line, or
    fills a placeholder of one, or is a line too rare for these games (listed by the extractor's source only)."""
    name, lines = game_lines
    matched = {t.english for t in templates(name) for line in lines if t.pattern.fullmatch(line)}
    assert len(matched) >= len(templates(name)) // 2, \
        f"only {len(matched)} of {len(templates(name))} {name} templates explain a collected line"


def test_english_lines_stay_as_the_engine_wrote_them(game_lines):
    name, lines = game_lines
    assert all(log_text(name, line) == line for line in lines[:200])
    assert all(log_text(name, line, "en") == line for line in lines[:200])


def test_a_line_splits_where_every_value_translates():
    """"turn {turn}{detail}": the turn number alone, then the piece " (final round)" in its own translation."""
    final, plain = log_text("tournay", "turn 7 (final round)", LANG), log_text("tournay", "turn 7", LANG)
    piece = i18n.translate(" (final round)", "tournay", i18n.LOG_CONTEXT, LANG)
    assert i18n.MARKER.strip() not in final + plain and "round" not in final
    assert "7" in plain and piece not in plain and final.endswith(piece) and final.startswith(plain)


HARD_LINES = {
    ("tournay", "turn 109"): "第 109 回合",
    ("tournay", "draws from Y3 with 3 yellow citizen(s) (1 own, 1 from P1, 1 from P2)"):
        "用 3 個黃色市民從牌堆 Y3 抽牌（自己 1 個、向 P1 借 1 個、向 P2 借 1 個）",
    ("tournay", "final scores: P1 20, P2 28, P3 25, P4 23"): "最終分數：P1 20 分、P2 28 分、P3 25 分、P4 23 分",
    ("troyes", "Brigands is complete: A +1 VP, D +1 VP, grey (neutral) cubes count for the places but earn nothing; "
               "the grey cubes have the most, so the card is discarded, which leaves the row"):
        "「盜匪」完成：A +1 分、D +1 分，灰色（中立）方塊參與排名但不得分；"
        "灰色方塊最多，因此這張卡被棄掉（離開事件列）",
    ("troyes", "The black pool shows 6, 5, 5, 3, 2, 2"): "黑骰池擲出 6、5、5、3、2、2",
    ("troyes", "builds the cathedral with A:W1 + A:W6: level 1 column 1 (+1 VP, +1 influence); level 1 column 6 "
               "(+1 VP, +2 influence)"):
        "用 A:W1 + A:W6 建造大教堂：第 1 層第 1 欄（+1 分，+1 影響力）；第 1 層第 6 欄（+1 分，+2 影響力）",
    ("barbarian_attack", "offers 1 lumber, 1 grain to Blue for 1 gold"): "向藍提議用 1 木材、1 小麥 換 1 金幣",
    ("barbarian_attack", "casualty die 2: backslash paths of H17(6), knights lost on P68, P58"):
        "傷亡骰 2：H17(6) 的反斜路徑，P68、P58 上的騎士陣亡",
    ("barbarian_attack", "tie at 3 between Red, the foreign knights: they roll again"):
        "紅、外來騎士 同為 3 點平手：重擲",
    ("barbarian_attack", "start roll-off: Red rolls 4, Blue rolls 2"):
        "起始比骰：紅擲出 4、藍擲出 2",
}
"""Lines that split more than one way, read as the engine wrote them (a wrong split reads "向藍 1提議用 木材、1 小麥
…"): which template, where each value ends, lists inside lists, a piece glued to a list."""


@pytest.mark.parametrize(("game", "line"), list(HARD_LINES), ids=[f"{g}-{i}" for i, (g, _) in enumerate(HARD_LINES)])
def test_lines_that_split_more_than_one_way_read_as_written(game, line):
    assert log_text(game, line, LANG) == HARD_LINES[(game, line)]


def test_card_and_seat_names_inside_a_line_are_translated():
    line = "keeps Architect; Port goes face up on Y1"
    chinese = log_text("tournay", line, LANG)
    for name in ("Architect", "Port"):
        assert i18n.translate(name, "tournay", i18n.card_context("name"), LANG) in chinese
    assert "Y1" in chinese and "keeps" not in chinese


def test_a_line_no_template_explains_shows_the_english_with_the_marker():
    assert log_text("troyes", "a line no engine writes", LANG) == i18n.MARKER + "a line no engine writes"
    assert not is_explained("troyes", "a line no engine writes", LANG)


def test_a_game_without_a_catalogue_gets_the_english_with_the_marker():
    assert log_text("toy", "anything", LANG) == i18n.MARKER + "anything"


def test_an_unknown_language_is_named():
    with pytest.raises(ValueError, match="xx"):
        log_text("troyes", "Round 2 begins", "xx")


def test_an_entry_reads_with_its_seat_and_its_rules():
    ba = get_game("barbarian_attack")
    entry = LogEntry("rolls 8 for production", ("CBA-6.1",), 0)
    assert log_entry_text(ba, entry) == "Red: rolls 8 for production [CBA-6.1]"
    chinese = log_entry_text(ba, entry, LANG)
    with i18n.language(LANG):
        assert chinese.startswith(i18n.seat_name(ba, 0)) and chinese.endswith("[CBA-6.1]")
    assert "8" in chinese and "rolls" not in chinese


def test_a_line_that_names_its_own_seat_first_is_not_set_off_by_it_again():
    ba, troyes = get_game("barbarian_attack"), get_game("troyes")
    entry = LogEntry("Red receives 2 grain", ("CBA-6.2",), 0)
    assert log_entry_text(ba, entry) == "Red receives 2 grain [CBA-6.2]"
    assert log_entry_text(ba, entry, LANG) == "紅得到 2 小麥 [CBA-6.2]"
    assert log_entry_text(ba, LogEntry("Red receives 2 grain", (), 1)) == "Blue: Red receives 2 grain"
    letter = LogEntry("A card is drawn", (), 0)  # Troyes' seat "A" is a letter: the line's "A" is not the seat
    assert log_entry_text(troyes, letter) == "A: A card is drawn"


def test_the_ruling_checker_shows_its_log_in_chinese():
    from widgets.sandbox import RulingChecker

    with i18n.language(LANG):
        checker = RulingChecker("tournay", seed=3)
        for _ in range(12):
            moves = checker._moves()
            if not moves:
                break
            checker._apply(moves[0])
        shown = checker.log_view.value
    assert "<li>" in shown and i18n.MARKER.strip() not in shown
    assert not {"turn", "keeps", "draws", "gathers"} & set(re.findall(r"[a-z]+", shown)), shown


ENGINE = textwrap.dedent('''
    COLOURS = ("red", "white")

    def act(w, s, card, colour, extra):
        w.note(f"keeps {w.name(card)} with a {COLOURS[colour]} citizen{' (final round)' if w.final else ''}", (), s)
        how = "on an empty space" if extra else "replacing " + ", ".join(w.name(x) for x in extra)
        w.note(f"plays at {w.where} {how}" + (f", {extra} grey token(s) return" if extra else ""), (), s)
        who = []
        who.append(f"{extra} from P{s + 1}")
        w.note(f"activates it ({', '.join(who)})", (), s)
        text = f"gains {extra} deniers"
        w.note(f"{text}: short", (), s)
        if extra:
            raise ValueError(f"not a log line {extra}")

    def position(note="example position"):
        return LogEntry(note, ())
''')


def test_the_extractor_reads_templates_and_their_pieces_from_engine_code(tmp_path):
    module = tmp_path / "engine.py"
    module.write_text(ENGINE, encoding="utf-8")
    found = {text for text, _ in catalogue_tool.log_messages(module)}
    assert {"keeps {card} with a {colour} citizen{detail}", " (final round)",
            "plays at {where} {how}, {extra} grey token(s) return", "plays at {where} {how}",
            "on an empty space", "replacing {list}", "activates it ({who})", "{extra} from P{s}",
            "{text}: short", "gains {extra} deniers", "example position"} <= found
    assert not any("not a log line" in text for text in found)
