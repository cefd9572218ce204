"""The picture people read and click (render.py): a stable id on every place, hover titles, labels and highlights on
request, a legend, text of at least 12 px at 640 px wide, harbour labels clear of the pieces, and the places a move
starts at (`action_places`, `moves_at`, `changed_places`, `last_move_places`)."""

from __future__ import annotations

import math
import random
import re
import xml.etree.ElementTree as ET

import pytest

from rulebook import barbarian_attack as ba
from rulebook.barbarian_attack import board as G
from rulebook.barbarian_attack import render as R
from rulebook.barbarian_attack.pieces import A
from rulebook.core import sample_outcome

SVG = "{http://www.w3.org/2000/svg}"


def places_of(svg: str) -> dict[str, ET.Element]:
    root = ET.fromstring(svg)
    return {g.get("id"): g for g in root.iter(f"{SVG}g") if "rb-place" in (g.get("class") or "")}


def sample_positions():
    """Positions from seeded games of 2, 3 and 4 players (every 7th ply), plus the walkthrough's."""
    out = [step.after for step in ba.WALKTHROUGH.steps]
    for players, seed in ((4, 0), (3, 1), (2, 2)):
        rng, s, n = random.Random(seed), ba.new_game(players=players, seed=seed), 0
        bots = (ba.BOTS["random"](), ba.BOTS["heuristic"]())
        while not s.is_terminal():
            n += 1
            if n % 7 == 0:
                out.append(s)
            s = s.apply(sample_outcome(s.chance_outcomes(), rng) if s.current_player < 0
                        else bots[n % 2].choose(s, rng))
        out.append(s)
    return out


POSITIONS = sample_positions()


def test_every_place_is_a_group_with_a_stable_unique_id_its_kind_and_a_hover_title():
    for s in POSITIONS[::9]:
        svg = R.render_svg(s)
        assert svg == R.render_svg(s), "deterministic"
        groups = places_of(svg)
        ids = re.findall(r'<g id="([^"]+)" class="rb-place', svg)
        assert len(ids) == len(set(ids)) == len(groups)
        assert set(groups) == set(R.all_places(s))
        for place, g in groups.items():
            assert re.fullmatch(ba.PLACE_PATTERN, place), place
            assert g.get("data-place") == place
            kind = g.get("class").split()[1]
            assert kind == {"H": "rb-hex", "I": "rb-intersection", "P": "rb-path", "h": "rb-harbour",
                            "s": "rb-seat", "d": "rb-deck"}[place[0]]
            assert g.find(f"{SVG}title").text == ba.place_name(s, place)
    s = ba.new_game(players=4, seed=0)
    assert {f"H{h}" for h in range(19)} | {f"I{i}" for i in range(54)} | {f"P{q}" for q in range(72)} \
        | {"deck", "seat-Red", "seat-Orange", "harbour-P49"} <= set(places_of(R.render_svg(s)))


def test_intersections_and_paths_are_labelled_only_when_asked_and_hexes_always():
    s = ba.WALKTHROUGH.steps[17].after
    plain = R.render_svg(s)
    assert ">H12</text>" in plain and ">I29</text>" not in plain and ">P42</text>" not in plain
    labelled = R.render_svg(s, labels=("I29", "P42", "H12", "seat-Red", "nowhere"))
    assert ">I29</text>" in labelled and ">P42</text>" in labelled
    ET.fromstring(labelled)


def test_labels_sit_clear_of_pieces_harbours_and_each_other():
    s = ba.WALKTHROUGH.steps[17].after
    names = ["I29", "P42", "P55", "P54", "I38", "P49", "P50", "I28", "P41"]
    svg = R.render_svg(s, labels=names)
    pills = re.findall(r'<rect x="([\d.]+)" y="([\d.]+)" width="([\d.]+)" height="16" rx="4" fill="#fff"', svg)
    boxes = [(float(x), float(y), float(x) + float(w), float(y) + 16) for x, y, w in pills]
    assert len(boxes) == len(names)
    for k, a in enumerate(boxes):
        for b in boxes[k + 1:]:
            assert R._overlap(a, b) == 0


def test_highlight_rings_the_places_named():
    s = ba.WALKTHROUGH.steps[9].after
    svg = R.render_svg(s, highlight=("H12", "I38", "P55", "seat-Blue", "deck", "harbour-P49"))
    groups = places_of(svg)
    for place in ("H12", "I38", "P55", "seat-Blue", "deck", "harbour-P49"):
        assert R.HIGHLIGHT in ET.tostring(groups[place], encoding="unicode"), place
    assert R.HIGHLIGHT not in ET.tostring(groups["H3"], encoding="unicode")


def test_text_is_at_least_12_px_at_640_px_wide_and_there_is_a_legend():
    for s in (POSITIONS[0], POSITIONS[-1], ba.position(active="Red", barbarians={"H3": 4}, conquest_threshold=4)):
        svg = R.render_svg(s, labels=("I29", "P42"))
        assert 'width="640"' in svg
        sizes = [float(v) for v in re.findall(r'font-size="([\d.]+)"', svg)]
        assert sizes and min(sizes) >= 12
        for words in ("forest", "hills", "pasture", "fields", "mountains", "desert", "castle", "settlement",
                      "city", "road", "knight", "barbarians", "conquered", "fallen", "last move"):
            assert f">{words}</text>" in svg, words
    two = R.render_svg(ba.new_game(players=2, seed=0))
    assert ">neutral</text>" in two and ">foreign</text>" in two


def test_harbour_labels_are_outside_the_coast_clear_of_every_piece_spot():
    """The 2:1 grain harbour at H12 used to sit under the pieces on its corners: every label keeps clear now."""
    for kind in ("generic", "grain", "lumber"):
        for q in G.HARBOUR_PATHS:
            x, y, w, h, _ = R._harbour_box(q, kind)
            box = (x - w / 2, y - h / 2, x + w / 2, y + h / 2)
            spots = [R._pt(i) for i in range(G.INTERSECTIONS)] + [R._mid(p) for p in range(G.PATHS)]
            for px, py in spots:
                dx = max(box[0] - px, 0, px - box[2])
                dy = max(box[1] - py, 0, py - box[3])
                assert math.hypot(dx, dy) >= R.CLEARANCE, (q, kind, px, py)
            for other in G.HARBOUR_PATHS:
                if other != q:
                    ox, oy, ow, oh, _ = R._harbour_box(other, "lumber")
                    assert R._overlap(box, (ox - ow / 2, oy - oh / 2, ox + ow / 2, oy + oh / 2)) == 0
            assert 0 <= box[0] and box[2] <= R.SIDE_X and 22 <= box[1] and box[3] <= R.PANEL_TOP


def test_every_legal_move_starts_at_a_place_that_offers_it_and_touches_drawn_places():
    for s in POSITIONS:
        places = set(R.all_places(s))
        if s.current_player < 0:
            for a, _ in s.chance_outcomes():
                assert set(ba.action_places(s, a)) <= places, a
            assert ba.moves_at(s, "H12") == ()
            continue
        for a in s.legal_actions():
            where = ba.action_places(s, a)
            assert set(where) <= places, a
            if where:
                assert a in ba.moves_at(s, where[0]), (a, where, s.phase_name)


def test_moves_at_a_place_are_well_formed_legal_or_explained():
    for s in POSITIONS[::5]:
        if s.current_player < 0:
            continue
        for place in R.all_places(s):
            for move in ba.moves_at(s, place):
                ruling = s.explain(move)
                assert ruling.legal == (move in s.legal_actions())
                assert ruling.rule_ids
                assert ba.describe(s, move)
    assert ba.moves_at(POSITIONS[0], "Q7") == () and ba.moves_at(POSITIONS[0], 7) == ()


def test_moves_at_lists_what_starts_there():
    s = ba.position(active="Red", roads={"P46": "Red"}, settlements={"I29": "Red"}, knights={"P55": "Red"},
                    hands={"Red": "brick lumber wool grain 2 grain 3 ore 4 wool"}, gold={"Red": 2})
    assert ba.moves_at(s, "I36") == (A("settlement", 36), A("city", 36))
    assert ba.moves_at(s, "P45") == (A("road", 45),)
    assert ba.moves_at(s, "deck") == (A("buy_card"),)
    assert ba.moves_at(s, "seat-Blue") == (A("offer", 1),)
    assert A("bank_trade", "grain", "ore") in ba.moves_at(s, "harbour-P49")
    assert ba.action_places(s, A("bank_trade", "wool", "ore")) == ()
    knights = ba.position(active="Red", phase="knight movement", knights={"P55": "Red"})
    moves = ba.moves_at(knights, "P55")
    assert A("move", 55, 54) in moves and all(m.args[0] == 55 for m in moves)
    assert ba.action_places(knights, A("move", 55, 54)) == ("P55", "P54")


def test_changed_places_and_the_last_move_from_the_log():
    s = ba.position(active="Red", roads={"P46": "Red"}, hands={"Red": "brick lumber wool grain"})
    after = s.apply(A("settlement", 36))
    assert ba.changed_places(s, after) == ("I36", "seat-Red")
    assert ba.changed_places(s, s) == ()
    assert ba.last_move_places(after) == ("I36",)
    landed = after.apply(A("landing", 4))
    assert "H12" in ba.changed_places(after, landed) and ba.last_move_places(landed) == ("H12",)
    assert ba.last_move_places(ba.new_game(players=4, seed=0)) == ()
    assert R.HIGHLIGHT in ET.tostring(places_of(after._repr_svg_())["I36"], encoding="unicode")


@pytest.mark.parametrize("edition", ["classic", "2025"])
def test_the_deck_shows_the_piles_and_the_printed_card_names(edition):
    s = ba.position(active="Red", edition=edition, draw_pile={"Knighthood": 3, "Treason": 1})
    deck = places_of(R.render_svg(s))["deck"]
    title = deck.find(f"{SVG}title").text
    assert "4 in the draw pile" in title and ("Swift Knight 0" if edition == "2025" else "Black Knight 0") in title
