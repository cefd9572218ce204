"""The board pictures in 繁體中文: every word a game's render.py draws goes through `board_text` (issue 18).

Under ``language("zh-Hant")`` a picture shows Chinese and never the missing-translation marker; in English it is
the very picture it was before the words were translated (the hashes below were taken from main before the change:
a deliberate change of the English picture updates them).
"""

from __future__ import annotations

import hashlib
import importlib
import re

import pytest

from rulebook import get_game
from rulebook.core import i18n

ENGLISH_WALKTHROUGH_SHA256 = {
    "barbarian_attack": "e70092e7d933b6a122cb18bf2fde0ec6a78100e0a7f32d2a59d94d1338222815",
    "tournay": "d01b4d98fad37eb9c335a576b329c4881b3f1c0cebec9982aacc49b0ed1b7b04",
    "troyes": "1f4c09e3b38152a86b0276d1c6361021921e82397b7feee3b21d7b71d248e60d",
}
"""sha256 of the English pictures of every walkthrough step's `before`, joined, per game."""
GAMES = tuple(ENGLISH_WALKTHROUGH_SHA256)
HOVER_TEXT_GAMES = ("barbarian_attack", "tournay", "troyes")
"""The games whose places' hover texts (`place_name`, the pictures' <title>s) are translated too."""
CJK = re.compile(r"[\u4e00-\u9fff]")


def _positions(game):
    states = [step.before for step in game.WALKTHROUGH] + [game.WALKTHROUGH[-1].after]
    for case in game.FAQ[:6]:
        states.append(case.run().start)
    return states


pytestmark = pytest.mark.usefixtures("english_by_default")  # tests/conftest.py


@pytest.mark.parametrize("name", GAMES)
def test_the_board_in_zh_Hant_is_chinese_with_no_English_left(name):
    game = get_game(name)
    render = importlib.import_module(f"rulebook.{name}.render")
    with i18n.language("zh-Hant"):
        for state in _positions(game):
            svg = render.render_svg(state)
            texts = re.findall(r"<text[^>]*>([^<]*)</text>", svg)
            assert CJK.search("".join(texts)), "no Chinese on the picture"
            assert i18n.MARKER.strip() not in svg
            english = [t for t in texts if re.search(r"[a-z]{3,}", t)]
            assert not english, f"English words left on the picture: {english[:5]}"
            if name in HOVER_TEXT_GAMES:
                titles = re.findall(r"<title>([^<]*)</title>", svg)
                english = [t for t in titles if re.search(r"[a-z]{3,}", t)]
                assert titles and not english, f"English words left in the hover texts: {english[:5]}"


@pytest.mark.parametrize("name", GAMES)
def test_the_english_board_is_unchanged(name):
    game = get_game(name)
    render = importlib.import_module(f"rulebook.{name}.render")
    svg = "".join(render.render_svg(step.before) for step in game.WALKTHROUGH)
    assert not CJK.search(svg)
    assert hashlib.sha256(svg.encode()).hexdigest() == ENGLISH_WALKTHROUGH_SHA256[name]


def test_board_text_fills_named_placeholders_in_either_language():
    assert i18n.board_text("barbarian_attack", "VP {count}", count=3) == "VP 3"
    assert i18n.board_text("barbarian_attack", "{seat}  - to move", seat="Red") == "Red  - to move"
    with i18n.language("zh-Hant"):
        assert i18n.board_text("barbarian_attack", "VP {count}", count=3) == "勝利點數 3"
        assert i18n.board_text("barbarian_attack", "no such text") == i18n.MARKER + "no such text"


def test_the_extraction_reads_board_text_calls_and_refuses_a_computed_one(tmp_path):
    import sys

    from conftest import ROOT

    sys.path.insert(0, str(ROOT / "tools"))
    import i18n as catalogue_tool

    found = {e for _, e, _ in catalogue_tool.board_text_calls(ROOT / "rulebook" / "barbarian_attack" / "render.py")}
    assert {"castle", "Turn {turn}: {phase}, {seat} to move"} <= found
    module = tmp_path / "render.py"
    module.write_text("from rulebook.core.i18n import board_text\nD = 'g'\nboard_text(D, 'turn {n}', n=1)\n")
    assert [c[:2] for c in catalogue_tool.board_text_calls(module)] == [("D", "turn {n}")]
    module.write_text("from rulebook.core.i18n import board_text\nw = 'x'\nboard_text('g', w.upper())\n")
    with pytest.raises(ValueError, match=r"render.py:3: board_text needs a domain, the English"):
        list(catalogue_tool.board_text_calls(module))
    module.write_text("from rulebook.core.i18n import board_text\nboard_text('g', 'a {n}', 'b')\n")
    with pytest.raises(ValueError, match=r"render.py:2: board_text needs"):
        list(catalogue_tool.board_text_calls(module))


# ---- the moves in words (`describe`, words.py) ------------------------------------------------------------------

ENGLISH_MOVES_SHA256 = {
    "barbarian_attack": (618, "2540fc86578c81804aa15dbde13062e415dacbe51736d785c199e967e30d4ba8"),
    "tournay": (251, "0d71a3fa15b5ea85123ac7b600955bd543a80f384e0628d6ac3a80297cf7c495"),
    "troyes": (315, "33f0be25aad3dcae93c9d1de341c1050f3ba616daf0a7f8cabde08640fe6c279"),
}
"""(count, sha256) of `describe` of every move and outcome at each walkthrough step's `before`, joined by newlines,
in English, taken from main before the moves were translated; per game."""


def _walkthrough_moves(game):
    for step in game.WALKTHROUGH:
        state = step.before
        if state.is_terminal():
            continue
        moves = [o for o, _ in state.chance_outcomes()] if state.is_chance_node() else list(state.legal_actions())
        yield from ((state, move) for move in moves)


@pytest.mark.parametrize("name", tuple(ENGLISH_MOVES_SHA256))
def test_the_moves_in_words_are_unchanged_in_english(name):
    game = get_game(name)
    words = importlib.import_module(f"rulebook.{name}.words")
    texts = [words.describe(state, move) for state, move in _walkthrough_moves(game)]
    assert (len(texts), hashlib.sha256("\n".join(texts).encode()).hexdigest()) == ENGLISH_MOVES_SHA256[name]


@pytest.mark.parametrize("name", tuple(ENGLISH_MOVES_SHA256))
def test_the_moves_in_words_are_chinese_in_zh_Hant(name):
    game = get_game(name)
    words = importlib.import_module(f"rulebook.{name}.words")
    with i18n.language("zh-Hant"):
        texts = [words.describe(state, move) for state, move in _walkthrough_moves(game)]
    assert texts and all(CJK.search(text) for text in texts)
    assert not [t for t in texts if i18n.MARKER.strip() in t or re.search(r"[a-z]{3,}", t)]
