"""The heuristic bots' hints in 繁體中文: every sentence `choose_with_reason` gives (the play table's "Hint", a bot's
reason under its move) goes through `hint_text` (issue 18).

Hints are made when asked, in the language in use then; the state keeps none of them (its log stays English and
the regression hashes cover it). Under ``language("zh-Hant")`` the bot plays the same move and says why in Chinese,
with no missing-translation marker and no English word left over; every hint template of every game is said along
the seeded games and a few positions built for the rarest ones (the templates no position can reach are named, with
why). In English every hint is the sentence it was before: the sweep is pinned by a hash computed on main before
the hints were wrapped, and two hints per game are written out in both languages.
"""

from __future__ import annotations

import hashlib
import importlib
import random
import re
import sys

import pytest
from conftest import ROOT

from rulebook import get_game
from rulebook.core import CHANCE, i18n, sample_outcome

sys.path.insert(0, str(ROOT / "tools"))
import i18n as catalogue_tool  # tools/i18n.py: what is extracted is what is looked up

LANG = "zh-Hant"
GAMES = ("troyes", "tournay", "barbarian_attack")
CJK = re.compile(r"[\u4e00-\u9fff]")
KEPT_WORDS = {"III"}
"""Latin words a Chinese hint may keep (a Tournay level, as its decks are printed); place ids (H3, I11, P46), deck
codes (Y2), seats (A-D) and VP are shorter than the three letters a leftover English word is looked for by."""

SWEEP = {
    "troyes": ((2, 1, 0.25), (3, 2, 0.25), (4, 3, 0.25), (4, 3, 0.1), (4, 5, 0.3)),
    "tournay": ((2, 1, 0.25), (3, 2, 0.25), (4, 3, 0.25), (2, 4, 0.1), (3, 5, 0.0), (3, 2, 0.6), (3, 1, 1.0)),
    "barbarian_attack": ((2, 1, 0.25), (3, 2, 0.25), (4, 3, 0.25), (3, 7, 0.3)),
}
"""Per game the seeded games the hints are asked along: (players, seed, how often a random move is played instead
of the bot's, so that the games wander into positions the bot alone never reaches)."""
OTHER_MOVES = 12
"""Troyes' and Barbarian Attack's `reason` also says why the bot would play any other legal move: so many of them
per position are asked too (their sentences are the same templates, met in more positions)."""
ENGLISH_SHA256 = {
    "troyes": "ffe612209734214d28cd9297175394715c4d789ae5750e3392d4767c2d5bcb7a",
    "tournay": "9a011673838d60e5644f30198f9c8970df53ee560624667e29023ed6f50a98f9",
    "barbarian_attack": "3ba44c2bc143e6c353d68a9931384e9cf87aae8a1878ebba5aa6bf81d7a74ac4",
}
"""sha256 of the English hints of `SWEEP` (one per line, in order), computed on main before `hint_text`."""
UNREACHED = {
    "troyes": set(),
    "tournay": {
        # every face-up card of the shipped decks is worth 4 or more to the bot (each building and character
        # prints 1 point or more; a town crier is never face up)
        "it draws two unknown cards: the face-up {card} is worth little to it",
        # a wall decision comes with 1 coin or more on the event, and a harmful one with as many as the bot's
        # danger mark (2, or 1 when it is low on citizens) is walled: one left unwalled strikes exactly once
        "it saves its walls for later: {card} is not worth one, it strikes only {count} times",
        # with three citizens or more standing free an earning is always among the moves
        "nothing better to do, so it gathers its citizens",
    },
    "barbarian_attack": set(),
}
"""Hint templates no position of the shipped game reaches (kept so that the English stays what it always was; their
translations are checked like every other message by tests/test_i18n.py)."""
KNOWN_HINTS = {
    "troyes": (
        "It spreads its citizens over the buildings: the City Hall has none of its citizens, and space 6 is the "
        "highest free there, so only a die of 6 or more can evict it.",
        "它把居民分散到各建築：市政廳還沒有它的居民，而第 6 格是那裡最高的空格，所以只有 6 點或以上的骰子才能逐出它。",
        "By the end of its turn it gains 3 VP, 6 influence and 3 cubes in the cathedral, for 6 deniers: the best of "
        "the 20 moves it weighed by its points estimate (+10.0 to its standing).",
        "到它的回合結束時，它獲得 3 分、6 影響力和大教堂中的 3 個方塊，代價是 6 錢："
        "在它以點數估計權衡的 20 步中，這一步最好（對它的局勢 +10.0）。"),
    "tournay": (
        "it plays Fort: it is the most valuable card it can place, worth 4 to the bot",
        "它打出堡壘：這是它能放置的最有價值的牌，對機器人值 4",
        "it fights Norman Raid: 2 coins on a harmful event would hit it, and the card becomes a wall",
        "它對付諾曼人襲擊：有害事件上的 2 枚錢幣會打擊它，而且這張牌會成為城牆"),
    "barbarian_attack": (
        "a founding settlement: I24 is the best spot it can take: 12 ways to roll its numbers, producing brick, grain, "
        "wool, and barbarians can never conquer it",
        "開局村莊：I24 是它能選的最佳位置：擲出其數字的方式共 12 種，生產：磚塊、小麥、羊毛，而且野蠻人永遠無法佔領它",
        "nothing it can afford brings a development card closer: it still lacks wool, grain, ore",
        "它買得起的東西都不能讓它更接近發展卡：它仍缺少羊毛、小麥、礦石"),
}
"""game: (English hint, its Chinese, another English hint, its Chinese), said at `_known_positions`."""
TROYES_LOOKAHEAD = 21
"""The decision of the seeded Troyes game (3 players, seed 2) whose hint `KNOWN_HINTS` writes out."""


pytestmark = pytest.mark.usefixtures("english_by_default")  # tests/conftest.py


def _bots(name: str):
    return importlib.import_module(f"rulebook.{name}.bots")


def _seeded(name: str, players: int, seed: int, wander: float, plies: int = 3000):
    """Every decision of a seeded game of the heuristic bot (chance sampled at its odds), where a random legal move
    is played instead of the bot's with probability `wander`."""
    game = get_game(name)
    rng = random.Random(seed)
    state = game.new_game(players=players, seed=seed)
    bot = game.BOTS["heuristic"]()
    for _ in range(plies):
        if state.is_terminal():
            return
        if state.current_player == CHANCE:
            state = state.apply(sample_outcome(state.chance_outcomes(), rng))
            continue
        yield state
        move = bot.choose(state, random.Random(0))
        if rng.random() < wander:
            actions = state.legal_actions()
            move = actions[rng.randrange(len(actions))]
        state = state.apply(move)


def _built(name: str) -> list:
    """Positions built for the hints the seeded games meet seldom or never."""
    if name == "troyes":
        from rulebook.core import Action
        from rulebook.troyes import position
        from rulebook.troyes.teaching.faq_fixtures import fixture_cards

        schism = position(3, phase="roll", round=4, red_deck=("EVT-R-6",), events=("FX-Schism", "EVT-Y-3"),
                          dice_to_roll=(("N", "red"),), white_deck=("EVT-W-4",), yellow_deck=("EVT-Y-4",),
                          cards=fixture_cards("FX-Schism"), money={"A": 0, "B": 5, "C": 5}, vp={"A": 3},
                          dice={"B": "W2 W5", "C": "W3"})
        return [schism.apply(Action("roll", (1,)))]  # B chooses which white die the event takes (TRY-7.10)
    if name == "tournay":
        from rulebook import tournay

        return [tournay.position(seats={"P1": {"money": 25, "hand": ["Fort", "Mint", "Arsenal", "Hospital"]}},
                                 phase="citizen action")]  # a full hand and a full purse: it gathers
    from rulebook import barbarian_attack as ba

    return [_built_out(ba)]


def _built_out(ba):
    """Red with five settlements and four cities on the board: its next goal is a development card."""
    from rulebook.barbarian_attack import board as G

    apart: list[int] = []
    for i in range(G.INTERSECTIONS):
        if all(i not in G.INTERSECTION_NEIGHBOURS[j] for j in apart):
            apart.append(i)
    return ba.position(settlements={f"I{i}": "Red" for i in apart[:5]},
                       cities={**{f"I{i}": "Red" for i in apart[5:9]}, f"I{apart[9]}": "Blue",
                               f"I{apart[10]}": "White"})


def _known_positions(name: str) -> list:
    """Where `KNOWN_HINTS` are said: two positions."""
    game = get_game(name)
    if name == "troyes":
        states = list(_seeded(name, 3, 2, 0.25))
        return [states[0], states[TROYES_LOOKAHEAD]]
    if name == "tournay":
        fight = game.position(seats={"P1": {"money": 6}}, phase="citizen action",
                              events=["Norman Raid", "Strike", "Fair Day"], coins=[2, 0, 0])
        return [game.position(seats={"P1": {"hand": ["Fort"], "money": 6}}), fight]
    return [next(iter(_seeded(name, 3, 2, 0.25))), _built_out(game)]


def _english_sweep(name: str) -> list[str]:
    bots, bot = _bots(name), get_game(name).BOTS["heuristic"]()
    hints = []
    for players, seed, wander in SWEEP[name]:
        for state in _seeded(name, players, seed, wander):
            hints.append(bot.choose_with_reason(state, random.Random(0))[1])
            hints += _other_reasons(name, bots, state)
    return hints


def _other_reasons(name: str, bots, state) -> list[str]:
    """Why the bot would play each of the first `OTHER_MOVES` legal moves (Troyes and Barbarian Attack)."""
    if name == "troyes":
        return [bots.HeuristicBot().reason(state, a) for a in state.legal_actions()[:OTHER_MOVES]]
    if name == "barbarian_attack":
        return [bots.reason(state, a) for a in state.legal_actions()[:OTHER_MOVES]]
    return []


def _leftover_english(text: str) -> list[str]:
    return [word for word in re.findall(r"[A-Za-z]+", text) if len(word) >= 3 and word not in KEPT_WORDS]


def _templates(name: str) -> set[str]:
    return {entry.english for entry in catalogue_tool.entries(name) if entry.kind == "hints"}


@pytest.mark.parametrize("name", GAMES)
def test_english_hints_are_the_sentences_they_were(name):
    hints = _english_sweep(name)
    assert len(hints) > 500 and not any(i18n.MARKER in h or CJK.search(h) for h in hints)
    assert hashlib.sha256("\n".join(hints).encode()).hexdigest() == ENGLISH_SHA256[name]


@pytest.mark.parametrize("name", GAMES)
def test_a_known_hint_in_both_languages(name):
    english_a, chinese_a, english_b, chinese_b = KNOWN_HINTS[name]
    bot = get_game(name).BOTS["heuristic"]()
    for state, english, chinese in zip(_known_positions(name), (english_a, english_b), (chinese_a, chinese_b)):
        move, said = bot.choose_with_reason(state, random.Random(0))
        assert said == english
        with i18n.language(LANG):
            assert bot.choose_with_reason(state, random.Random(0)) == (move, chinese)
        assert bot.choose_with_reason(state, random.Random(0)) == (move, english)


@pytest.mark.parametrize("name", GAMES)
def test_every_hint_template_is_said_in_chinese_along_the_seeded_games(name, monkeypatch):
    """Same move, a Chinese sentence with no marker and no English word left; every template of the game met."""
    bots, bot = _bots(name), get_game(name).BOTS["heuristic"]()
    said: set[str] = set()
    wrapped = bots.hint_text

    def recording(domain, english, **fields):
        said.add(english)
        return wrapped(domain, english, **fields)

    monkeypatch.setattr(bots, "hint_text", recording)
    states = [s for players, seed, wander in SWEEP[name] for s in _seeded(name, players, seed, wander)]
    states += _built(name)
    moves = [bot.choose(s, random.Random(0)) for s in states]
    checked = 0
    with i18n.language(LANG):
        for state, move in zip(states, moves):
            hinted, reason = bot.choose_with_reason(state, random.Random(0))
            assert hinted == move
            for text in (reason, *_other_reasons(name, bots, state)):
                assert i18n.MARKER.strip() not in text and CJK.search(text), text
                assert not _leftover_english(text), (text, _leftover_english(text))
                checked += 1
        if name == "troyes":  # the plural counts, which one turn of the bot seldom reaches
            for what in ("vp", "money", "influence", "building", "supply", "tradesmen", "stored", "cathedral",
                         "events"):
                for n in (1, 2):
                    words = bots._count_words(what, n)
                    assert CJK.search(words) and str(n) in words and not _leftover_english(words), words
    templates = _templates(name)
    assert checked > 500 and UNREACHED[name] <= templates
    assert said <= templates, "every hint comes from an extracted template"
    assert templates - said == UNREACHED[name], sorted(templates - said - UNREACHED[name])


@pytest.mark.parametrize("name", GAMES)
def test_hints_keep_no_language_in_the_state(name):
    """A hint asked in Chinese leaves the position as it was: the same log and JSON as after an English one."""
    bot = get_game(name).BOTS["heuristic"]()
    for state in list(_seeded(name, 3, 2, 0.25))[:60]:
        before = state.to_json()
        with i18n.language(LANG):
            bot.choose_with_reason(state, random.Random(0))
        assert state.to_json() == before


def test_the_hint_extraction_reads_each_games_bots_module():
    """tools/i18n.py finds the `hint_text` calls of each game's bots.py, under the context "hint"."""
    for name in GAMES:
        hints = [e for e in catalogue_tool.entries(name) if e.kind == "hints"]
        assert len(hints) > 30 and {e.context for e in hints} == {i18n.HINT_CONTEXT}
        assert {e.source for e in hints} == {f"rulebook/{name}/bots.py"}
    assert i18n.hint_text("toy", "it rolls {n}", n=2) == "it rolls 2"
    with i18n.language(LANG):
        assert i18n.hint_text("toy", "it rolls {n}", n=2) == i18n.MARKER + "it rolls 2"
