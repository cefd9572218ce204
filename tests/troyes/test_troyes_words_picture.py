"""Plain words and a picture people can click: `describe` for every move and chance outcome, `place_name` for every
place, stable place ids in the SVG, and the places of moves (`action_places`, `moves_at`, `changed_places`)."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest
from troyes_helpers import A, random_game

from rulebook.core import CHANCE, PositionError
from rulebook.troyes import FAQ, KIND_WORDS, PLACE_PATTERN, WALKTHROUGH, describe, new_game, place_name, position
from rulebook.troyes.refusals import KNOWN
from rulebook.troyes.render import action_places, changed_places, moves_at, place_ids, render_svg
from rulebook.troyes.teaching.faq_fixtures import fixture_cards

INTERNAL = ("flip_dice", "city_hall", "Action", "None", "True", "False", "ACT-", "EVT-", "CHR-", "FX-")


def _leaks(state, text: str) -> list[str]:
    """What in `text` looks like an internal name or a Python repr (card names, which may hold anything, aside)."""
    cfg = state.cfg
    names = sorted({c.name for c in (*cfg.activity, *cfg.events, *cfg.characters)}, key=len, reverse=True)
    for name in names:
        text = text.replace(name, "")
    text = re.sub(r"\(\d+ deniers?\)", "", text)
    found = [ch for ch in "()[]{}'_\"" if ch in text]
    return found + [word for word in INTERNAL if word in text]


def _decisions(states):
    """(state, action) for every legal action and chance outcome of every state."""
    for state in states:
        if state.is_terminal():
            continue
        if state.current_player == CHANCE:
            options = [a for a, _ in state.chance_outcomes()]
        else:
            options = list(state.legal_actions())
        for action in options:
            yield state, action


def _game_states():
    yield from random_game(2, seed=1)
    yield from random_game(3, seed=4)
    yield from random_game(4, seed=2)
    yield from random_game(3, seed=5, cards=fixture_cards("FX-Mixed", "FX-Schism"))
    for step in WALKTHROUGH:
        yield step.before
    for case in FAQ:
        result = case.run()
        yield result.start
        for step in result.steps:
            yield step.before


def test_every_move_and_outcome_of_seeded_games_reads_in_plain_words():
    kinds = set()
    for state, action in _decisions(_game_states()):
        text = describe(state, action)
        kinds.add(action.kind)
        assert text and not _leaks(state, text), (action, text, _leaks(state, text))
        assert action.kind not in ("flip_dice",) or "flip" in text
    assert {"place", "roll", "black", "discard", "take", "use", "done", "penalty", "reroll", "citizen", "flip",
            "flip_dice", "cube", "agriculture", "cathedral", "fight", "activate", "recruit", "group", "evict", "pass",
            "flag"} <= kinds, sorted(kinds)


def test_kind_words_name_every_move_kind_plainly():
    assert set(KIND_WORDS) == set(KNOWN)
    for label in KIND_WORDS.values():
        assert label and "_" not in label


def test_describe_says_moves_as_players_do():
    state = position(3, money={"A": 9}, dice={"A": "Y4", "B": "Y5", "N": "Y3"})
    farming = state.apply(A("agriculture"))
    assert describe(state, A("agriculture")) == "A chooses agriculture"
    assert describe(farming, A("group", ((0, "Y", 4), (1, "Y", 5)))) == \
        "A uses yellow 4 from its district and yellow 5 bought from B (4 deniers) for agriculture: total 9, +4 deniers"
    assert describe(farming, A("group", ((0, "Y", 4),))) == "A uses yellow 4 for agriculture: total 4, +2 deniers"
    assert describe(state, A("reroll", ((0, "Y", 4),))) == "A spends 1 influence to reroll yellow 4"
    assert describe(state, A("pass")) == "A passes: 2 deniers into the district"
    assert describe(state, A("by", (1, ("pass", ())))) == "B asks to move now: B passes: 2 deniers into the district"
    counter = position(3, phase="counter", black_pool=(5,), dice={"A": "Y3 R2"})
    taking = counter.apply(A("take", (5,)))
    chosen = taking.apply(A("use", ((0, "R", 2),))).apply(A("use", ((0, "Y", 3),)))
    assert describe(counter, A("take", (5,))) == "A takes on the black 5"
    assert describe(taking, A("use", ((0, "R", 2),))) == "A adds red 2 to the counter, worth 4"
    assert describe(chosen, A("done")) == "A counters the black 5 with red 2 and yellow 3"
    assert describe(new_game(3, seed=0), A("place", ("city_hall", 4))).endswith(
        "places a citizen on space 4 of the City Hall")


def test_describe_survives_malformed_moves():
    state = new_game(3, seed=0)
    for bad in (A("place", ("attic", 9)), A("group", ((9, "Q", 0),)), A("take", ("x",)), A("by", ("me",)),
                A("flag", (None,)), A("juggle"), A("use", ()), A("evict", ("x",))):
        text = describe(state, bad)
        assert text and not _leaks(state, text), (bad, text)


def test_every_place_of_the_picture_has_a_plain_name():
    for state in (new_game(4, seed=1), *list(random_game(3, seed=4))[::40]):
        for pid in place_ids(state):
            name = place_name(state, pid)
            assert name and not _leaks(state, name), (pid, name)
    with pytest.raises(PositionError):
        place_name(new_game(3), "Attic-9")


def _svg_places(svg: str) -> list[str]:
    root = ET.fromstring(svg)
    out = []
    for g in root.iter("{http://www.w3.org/2000/svg}g"):
        if "rb-place" in g.get("class", "").split():
            assert g.get("id") == g.get("data-place")
            title = g.find("{http://www.w3.org/2000/svg}title")
            assert title is not None and title.text
            out.append(g.get("id"))
    return out


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_picture_has_one_titled_group_per_place_with_a_stable_id(players):
    for state in list(random_game(players, seed=players))[::25]:
        svg = render_svg(state)
        ids = _svg_places(svg)
        assert len(ids) == len(set(ids)), "ids are unique"
        assert ids == list(place_ids(state))
        assert all(PLACE_PATTERN.match(pid) for pid in ids)
        assert svg == render_svg(state)
        sizes = [int(v) for v in re.findall(r'font-size="(\d+)"', svg)]
        assert min(sizes) >= 18, "18 units: 12 px at 640 px wide"
        assert 'viewBox="0 0 960 ' in svg


def test_highlight_rings_places_and_labels_write_their_ids():
    state = position(3, dice={"A": "Y4"}, cathedral={1: "- - - - A -"})
    plain = render_svg(state)
    marked = render_svg(state, highlight=("die-A-Y4-1", "nowhere"), labels=("cathedral-1-5",))
    assert "rb-highlight" not in plain and marked.count('class="rb-highlight"') == 1
    assert ">cathedral-1-5</text>" in marked
    placed = new_game(3, seed=0)
    after = placed.apply(placed.legal_actions()[2])
    assert 'class="rb-highlight"' in after._repr_svg_()


def test_every_legal_move_s_places_are_in_the_picture_and_list_the_move():
    checked = 0
    for state, action in _decisions(list(random_game(3, seed=6))[::3] + list(random_game(4, seed=8))[::5]):
        places = action_places(state, action)
        ids = set(place_ids(state))
        assert set(places) <= ids, (action, places)
        if places:
            assert action in moves_at(state, places[0]), (action, places)
            checked += 1
    assert checked > 200


def test_moves_at_offers_illegal_moves_for_why_not():
    state = new_game(3, seed=0)
    state = state.apply(A("place", ("palace", 1)))
    options = moves_at(state, "Palace-1")
    assert options == (A("place", ("palace", 1)),)
    ruling = state.explain(options[0])
    assert not ruling.legal and "TRY-2.20" in ruling.rule_ids
    foreign = position(3, dice={"A": "Y4", "B": "Y5"})
    assert A("reroll", ((1, "Y", 5),)) in moves_at(foreign, "die-B-Y5-1")
    assert not foreign.explain(A("reroll", ((1, "Y", 5),))).legal
    assert moves_at(foreign, "not a place") == ()


def test_changed_places_name_what_a_move_changed():
    state = new_game(3, seed=0)
    after = state.apply(A("place", ("bishopric", 2)))
    assert "Bishopric-2" in changed_places(state, after)
    rolling = next(s for s in random_game(3, seed=0) if s.current_player == CHANCE and s.rolls)
    landed = rolling.apply(A("roll", (4,)))
    changed = changed_places(rolling, landed)
    district, colour = rolling.rolls[0]
    letter = "N" if district == 4 else "ABCD"[district]
    assert f"district-{letter}" in changed
    assert any(pid.startswith(f"die-{letter}-{'RWY'[colour]}4-") for pid in changed)
    assert changed_places(state, state) == ()
