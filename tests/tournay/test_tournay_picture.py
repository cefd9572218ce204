"""The clickable picture (issues 14 and 15): stable place ids with hover names, highlight and labels, text no
smaller than 12 px, and the places of every move (`action_places`, `moves_at`, `changed_places`)."""

from __future__ import annotations

import random
import re
import xml.etree.ElementTree as ET

import pytest
from tournay_helpers import fx_position

from rulebook import tournay
from rulebook.core import sample_outcome
from rulebook.tournay import render
from rulebook.tournay.pieces import PLACE_PATTERN, parse_place
from rulebook.tournay.render import action_places, changed_places, moves_at, render_svg

SVG = "{http://www.w3.org/2000/svg}"


def places(svg: str) -> dict[str, ET.Element]:
    """The place groups of a picture by id (the SVG must be well-formed XML)."""
    root = ET.fromstring(svg)
    return {g.get("id"): g for g in root.iter(f"{SVG}g") if "rb-place" in (g.get("class") or "")}


def seeded_states(players: int, seed: int, plies: int = 1500):
    """Every position of a seeded game, heuristic and random moves mixed so that rarer steps occur too."""
    rng = random.Random(seed)
    st = tournay.new_game(players=players, seed=seed)
    bot = tournay.BOTS["heuristic"]()
    for ply in range(plies):
        yield st
        if st.is_terminal():
            return
        if st.is_chance_node():
            st = st.apply(sample_outcome(st.chance_outcomes(), rng))
        else:
            st = st.apply(bot.choose(st, rng) if ply % 3 else rng.choice(st.legal_actions()))


def test_every_place_is_a_titled_group_with_a_unique_valid_id():
    st = fx_position(seats={"P1": {"hand": ["R1-FORT", "EV-12"], "district": {(0, 1): ["R1-FORT", "R1-BALLISTA"]},
                                   "on_buildings": {}}, "P2": {"walls": ["EV-13"]}},
                     events=["FX-LOSE", None, "FX-GAIN"], coins=[2, 0, 1], criers=("Y1",))
    svg = render_svg(st)
    found = places(svg)
    ids = re.findall(r'<g id="([^"]+)"', svg)
    assert len(ids) == len(set(ids)) == len(found)
    for pid, g in found.items():
        assert re.match(PLACE_PATTERN, pid), pid
        assert g.get("data-place") == pid and f"rb-{parse_place(pid)[0]}" in g.get("class")
        title = g.find(f"{SVG}title")
        assert title is not None and title.text and "_" not in title.text
    expected = {"seat-P1", "seat-P2", "P1-r1c1", "P2-r3c3", "plaza-P1-yellow", "plaza-P2-red", "hand-P1-1",
                "hand-P1-2", "walls-P2", "deck-Y1", "deck-R3", "deck-events", "event-1", "event-2", "event-3",
                "stock-yellow", "supply"}
    assert expected <= set(found)
    assert "P1-r0c2" in found and "P1-r4c2" not in found   # the floating frame's open space above (TOU-4.5)
    assert found["P1-r0c2"].find(f"{SVG}title").text == "a new row above, column 2 of P1's district"
    assert found["P1-r1c2"].find(f"{SVG}title").text.startswith("row 1, column 2 of P1's district: Ballista on top "
                                                                "of Fort")


def test_the_picture_is_deterministic_and_its_text_is_at_least_12_px():
    for st in (tournay.new_game(players=4, seed=2), tournay.WALKTHROUGH[-1].after):
        svg = render_svg(st)
        assert svg == render_svg(st)
        sizes = [int(v) for v in re.findall(r'font-size="(\d+)"', svg)]
        assert sizes and min(sizes) >= 12
        assert re.search(r'width="640"', svg)


def test_highlight_rings_places_and_labels_write_their_ids():
    st = tournay.new_game(players=2, seed=1)
    plain = render_svg(st)
    marked = render_svg(st, highlight=("deck-Y2", "P1-r2c2"), labels=("P1-r2c2",))
    assert plain.count(render.HIGHLIGHT) < marked.count(render.HIGHLIGHT)
    group = marked.split('<g id="P1-r2c2"')[1].split("</g>")[0]
    assert render.HIGHLIGHT in group and ">P1-r2c2</text>" in group
    assert ">P1-r2c2</text>" not in plain


def test_hands_show_for_the_referee_or_one_seat():
    st = tournay.position(seats={"P1": {"hand": ["Fort"]}, "P2": {"hand": ["Arsenal"]}})
    assert {"hand-P1-1", "hand-P2-1"} <= set(places(render_svg(st)))
    mine = places(render_svg(st, hand_of="P2"))
    assert "hand-P2-1" in mine and "hand-P1-1" not in mine
    assert not any(p.startswith("hand-") for p in places(render_svg(st, hide_hands=True)))


def test_the_repr_rings_the_places_of_the_last_move():
    st = tournay.WALKTHROUGH[7].after            # P1 played Fort at (1, 2)
    assert "P1-r2c3" in render.last_move_places(st)
    assert render.HIGHLIGHT in st._repr_svg_().split('<g id="P1-r2c3"')[1].split("</g>")[0]


@pytest.mark.parametrize(("players", "seed"), [(2, 3), (3, 4), (4, 6)])
def test_every_move_starts_at_a_drawn_place_and_is_offered_there(players, seed):
    """For every legal action and chance outcome of seeded games: its places are on the picture, and the move is
    among `moves_at` its first place (so a click there offers it)."""
    kinds = set()
    for st in seeded_states(players, seed):
        if st.is_terminal():
            break
        drawn = set(places(render_svg(st)))
        options = [a for a, _ in st.chance_outcomes()] if st.is_chance_node() else st.legal_actions()
        for action in options:
            where = action_places(st, action)
            assert set(where) <= drawn, (action, where)
            if where and not st.is_chance_node():
                assert action in moves_at(st, where[0]), (action, where[0])
                kinds.add(action.kind)
    assert {"play", "place", "draw", "activate", "earn", "keep", "take_face_up"} <= kinds


def test_moves_at_offers_illegal_moves_too_so_they_can_be_explained():
    st = tournay.position(seats={"P1": {"district": {(1, 1): "Fort"}, "standing": (0, 0, 0)}},
                          phase="citizen action")
    offered = moves_at(st, "P1-r1c1")            # an empty space: activating it is refused with a reason
    assert [a.kind for a in offered] == ["activate"]
    ruling = st.explain(offered[0])
    assert not ruling.legal and "TOU-8.1" in ruling.rule_ids
    assert [a.kind for a in moves_at(st, "deck-R3")] == ["draw"] and not st.explain(moves_at(st, "deck-R3")[0]).legal
    assert moves_at(st, "plaza-P1-red") and moves_at(st, "nowhere") == () and moves_at(st, "plaza-P2-red") == ()


def test_changed_places_name_what_a_move_changed():
    st = tournay.WALKTHROUGH[6].after
    after = st.apply(tournay.action("play", "R1-FORT")).apply(tournay.action("place", 1, 2))
    changed = changed_places(st, after)
    assert "P1-r2c3" in changed and "seat-P1" in changed and "deck-Y1" not in changed
    assert changed_places(st, st) == ()
