"""The engines' ruling reasons in 繁體中文: every reason `explain` gives goes through `reason_text` (issue 18).

Reasons are made when `explain` is asked, in the language in use then; the state keeps none of them (its log stays
English: the regression hashes cover it). Under ``language("zh-Hant")`` a refusal is Chinese, never the
missing-translation marker, and cites the same rules; in English it is the very ruling it was before (a known
refusal per game, word for word, and the whole sweep compared against main when the reasons were wrapped).
"""

from __future__ import annotations

import re

import pytest

from rulebook import get_game
from rulebook.core import i18n

CJK = re.compile(r"[\u4e00-\u9fff]")
REASON_GAMES = ("tournay", "barbarian_attack", "troyes")
"""The games whose reasons are translated (as in tests/test_i18n.py)."""
KNOWN_REFUSAL = {
    "tournay": (0, ("activate", (9, 9)), "(9, 9) is not a space of your district", "(9, 9) 不是你地區裡的格"),
    "barbarian_attack": (5, ("bank_trade", ("brick", "ore")),
                         "trading brick needs 4 cards at your best rate; you have 1",
                         "以你最好的匯率交易磚塊需要 4 張；你有 1 張"),
    "troyes": (9, ("recruit", ("palace",)), "you have no citizen in your personal supply (2 influence buy one)",
               "你的個人供應區沒有居民（2 影響力可買一個）"),
}
"""game: (walkthrough step, move offered at its `before`, English reason, Chinese reason)."""


pytestmark = pytest.mark.usefixtures("english_by_default")  # tests/conftest.py


def _positions(game):
    states = [step.before for step in game.WALKTHROUGH] + [game.WALKTHROUGH[-1].after]
    for case in game.FAQ[:8]:
        states.append(case.run().start)
    return states


def _offers(states):
    """Every legal move of every position, offered at every position (most are refused somewhere)."""
    moves = list(dict.fromkeys(a for s in states for a in s.legal_actions()))
    return [(s, a) for s in states for a in moves]


def _words(reason: str, action, kinds: set[str]) -> str:
    """A reason without the code-form text it quotes (the move as `str(action)`, a move kind, a quoted or
    parenthesised code, a chance kind): the words left must be Chinese."""
    reason = reason.replace(str(action), "")
    code = (r"'[^']*'", r"\([^()]*\)", r"（[a-z_]+）", r"\b[a-z_]+ [A-Z0-9a-z][\w-]*(?= (不是|在這裡))",
            r"\b[a-z_]{3,}\b(?= 不是)", *(rf"\b{kind}\b" for kind in kinds))
    return re.sub("|".join(code), "", reason)


@pytest.mark.parametrize("name", REASON_GAMES)
def test_every_reason_along_the_teaching_positions_is_chinese_with_the_same_rules(name):
    game = get_game(name)
    offers = _offers(_positions(game))
    kinds = {action.kind for _, action in offers} | {"palace", "bishopric", "city_hall"}
    english = [s.explain(a) for s, a in offers]
    with i18n.language("zh-Hant"):
        chinese = [s.explain(a) for s, a in offers]
    assert any(not r.legal for r in english) and any(r.legal for r in english)
    for (_, action), en, zh in zip(offers, english, chinese):
        assert (zh.legal, zh.rule_ids) == (en.legal, en.rule_ids), action
        assert i18n.MARKER.strip() not in zh.reason, (action, zh.reason)
        assert CJK.search(zh.reason), (action, zh.reason)
        assert not re.search(r"\b[a-z]{4,}\b", _words(zh.reason, action, kinds)), (action, zh.reason)


@pytest.mark.parametrize("name", REASON_GAMES)
def test_a_known_refusal_in_both_languages_and_as_the_IllegalAction_message(name):
    game = get_game(name)
    step, (kind, args), english, chinese = KNOWN_REFUSAL[name]
    state = game.WALKTHROUGH[step].before
    action = type(state.legal_actions()[0])(kind, args)
    ruling = state.explain(action)
    assert not ruling.legal and ruling.reason == english
    with i18n.language("zh-Hant"):
        zh = state.explain(action)
        assert zh.reason == chinese and zh.rule_ids == ruling.rule_ids
        with pytest.raises(Exception) as raised:
            state.apply(action)
        assert chinese in str(raised.value) and all(rule in str(raised.value) for rule in ruling.rule_ids)
    assert state.explain(action) == ruling


@pytest.mark.parametrize("name", REASON_GAMES)
def test_the_log_stays_english_whatever_the_language(name):
    """Log entries are kept in the state (and hashed by the regression tests): the language never reaches them."""
    game = get_game(name)
    for step in game.WALKTHROUGH:
        state = step.before
        with i18n.language("zh-Hant"):
            for action in step.actions:
                state.explain(action)
                state = state.apply(action)
        assert state.log == step.after.log and state.to_json() == step.after.to_json()
