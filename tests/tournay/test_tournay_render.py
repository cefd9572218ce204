"""The SVG table (issue item 7): deterministic, self-contained, showing what a player reads at the table."""

from __future__ import annotations

from tournay_helpers import fx_position

from rulebook.tournay.render import render_svg


def test_render_shows_districts_tokens_stacks_and_stand_ins():
    """TOU-0.9.3, TOU-0.9.4, TOU-0.9.11, TOU-17.13: stacks, tokens, the queue's coins and stand-in marks show."""
    st = fx_position(seats={"P1": {"hand": ["R1-FORT"],
                                   "district": {(0, 0): ["R1-FORT", "R1-BALLISTA"], (0, 1): "W1-U02",
                                                (1, 1): "R1-BARRACKS", (1, 0): "Y3-MINT"},
                                   "on_buildings": {(0, 0): "damage", (0, 1): "grey", (1, 1): "citizen"}}},
                     events=["FX-LOSE", "FX-GAIN", None], coins=[2, 0, 0], criers=("Y1",))
    svg = render_svg(st)
    assert svg == render_svg(st) and svg.startswith("<svg") and "http://www.w3.org/2000/svg" in svg
    assert "href" not in svg and "<script" not in svg and "@import" not in svg
    for text in ("Ballista", "stack 2", "stand-in", "Chapel", "2/1 per 4 deniers", "cost 1 denier",
                 "Y1: 9 (crier out)", "slot 3: empty", "P1 (start player)", "Fort"):
        assert text in svg, text
    assert svg.count('fill="#d4af37"') == 2          # two coins on FX-LOSE
    assert 'stroke="#b00"' in svg and 'fill="#888"' in svg   # damage and grey tokens
    hidden = render_svg(st, hide_hands=True)
    assert "1 hidden card(s)" in hidden
