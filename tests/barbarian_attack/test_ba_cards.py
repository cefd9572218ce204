"""The development deck and its four cards (CBA-11), and card files (load_cards)."""

from __future__ import annotations

import copy
import json
import pathlib

import pytest
from ba_helpers import RED

from rulebook import IllegalAction, JSONError
from rulebook import barbarian_attack as ba
from rulebook.barbarian_attack import board as G
from rulebook.barbarian_attack import pieces as M
from rulebook.barbarian_attack.pieces import A
from rulebook.barbarian_attack.positions import position

CARD = "wool grain ore"
CARDS_FILE = pathlib.Path(ba.__file__).parent / "cards.json"


def bought(kind: str, **kw):
    """Red buys a card with only `kind` in the draw pile and draws it (`position` arguments as keywords)."""
    counts = {"knighthood": (14, 0, 0, 0), "free_knight": (0, 4, 0, 0), "treason": (0, 0, 4, 0),
              "capture": (0, 0, 0, 4)}[kind]
    s = position(active="Red", hands={"Red": kw.pop("hand", CARD)}, draw_pile=counts, **kw)
    return s.apply(A("buy_card")).apply(A("card", kind))


def test_CBA_11_1_11_4_the_deck_and_draw_probabilities():
    # Rules: CBA-11.1, CBA-11.4
    s = position(active="Red", hands={"Red": CARD}).apply(A("buy_card"))
    odds = {a.args[0]: p for a, p in s.chance_outcomes()}
    assert odds == pytest.approx({"knighthood": 14 / 26, "free_knight": 4 / 26, "treason": 4 / 26, "capture": 4 / 26})
    partial = position(active="Red", hands={"Red": CARD}, draw_pile=(1, 1, 0, 2)).apply(A("buy_card"))
    assert {a.args[0]: p for a, p in partial.chance_outcomes()} == pytest.approx(
        {"knighthood": 0.25, "free_knight": 0.25, "capture": 0.5})


def test_CBA_11_2_11_3_price_and_only_the_active_player_in_phase_2():
    # Rules: CBA-11.2, CBA-11.3
    s = position(active="Red", hands={"Red": "wool grain"})
    assert not s.explain(A("buy_card")).legal and "CBA-11.2" in s.explain(A("buy_card")).rule_ids
    s = position(active="Red", phase="knight movement", hands={"Red": CARD}, knights={"P65": "Red"})
    assert "CBA-5.4" in s.explain(A("buy_card")).rule_ids
    s = position(active="Red", hands={"Red": "3 wool 3 grain 3 ore"}, draw_pile=(14, 0, 0, 0))
    for _ in range(3):
        s = s.apply(A("buy_card")).apply(A("card", "knighthood"))
        s = s.apply(s.legal_actions()[0])
    assert s.knight.count(RED) == 3, "any number of cards per turn"


def test_CBA_11_5_11_6_11_7_resolved_at_once_never_kept_then_discarded():
    # Rules: CBA-11.5, CBA-11.6, CBA-11.7
    s = bought("free_knight")
    assert s.phase == M.PLACE_KNIGHT and s.card == "free_knight"
    with pytest.raises(IllegalAction) as err:
        s.apply(A("buy_card"))
    assert "CBA-11.5" in err.value.rule_ids
    t = s.apply(A("place_knight", 0))
    assert (t.card, t.discard_pile[1], t.phase) == ("", 1, M.MAIN)
    assert "hand_cards" not in t.to_json() and all(len(h) == 5 for h in t.hands)


def test_CBA_11_8_an_empty_draw_pile_is_refilled_from_the_discards():
    s = position(active="Red", hands={"Red": CARD}, draw_pile=(0, 0, 0, 0))
    t = s.apply(A("buy_card"))
    assert (sum(t.draw_pile), sum(t.discard_pile)) == (26, 0)
    assert any("CBA-11.8" in e.rule_ids for e in t.log)


def test_CBA_11_9_11_10_11_10a_11_10b_where_knights_go_and_placing_is_compulsory():
    # Rules: CBA-11.9, CBA-11.10, CBA-11.10a, CBA-11.10b
    s = bought("knighthood")
    assert {a.args[0] for a in s.legal_actions()} == set(G.CASTLE_PATHS)
    assert "CBA-11.9" in s.explain(A("place_knight", 0)).rule_ids
    assert all(a.kind == "place_knight" for a in s.legal_actions()), "no way to skip the placement"
    b = bought("free_knight", conquered=["H18"])
    assert len(b.legal_actions()) == 72 and b.explain(A("place_knight", 65)).legal


def test_CBA_11_11_11_12_no_knight_in_supply_or_a_full_castle_makes_the_card_void():
    # Rules: CBA-11.11, CBA-11.12
    six = {f"P{p}": "Red" for p in (0, 2, 4, 6, 9, 10)}
    assert bought("free_knight", knights=six).phase == M.MAIN
    full = {f"P{p}": "Blue" for p in G.CASTLE_PATHS}
    t = bought("knighthood", knights=full)
    assert (t.phase, t.discard_pile[0], t.knight.count(RED)) == (M.MAIN, 1, 0)
    assert any("CBA-11.12" in e.rule_ids for e in t.log)
    assert bought("free_knight", knights=full).phase == M.PLACE_KNIGHT, "Black Knight still finds a path"


def test_CBA_11_13_treason_a_to_g():
    # Rules: CBA-11.13, CBA-11.13a, CBA-11.13b, CBA-11.13c, CBA-11.13c1, CBA-11.13d, CBA-11.13e, CBA-11.13f, CBA-11.13g
    t = bought("treason", barbarians={"H1": 3, "H3": 1})
    assert t.gold[RED] == 2 and t.phase == M.TREASON_SOURCE  # a, b
    assert {a.args[0] for a in t.legal_actions()} == {1, 3}
    t = t.apply(A("treason_source", 1))
    assert t.barbarians("H1") == 2 and not t.is_conquered("H1")  # d: liberated at once
    t = t.apply(A("treason_source", 3))
    assert {a.args[0] for a in t.legal_actions()} == {0, 6, 7, 11, 12, 15, 17, 18}  # e
    t = t.apply(A("treason_target", 6)).apply(A("treason_target", 7))
    assert (t.barb[6], t.barb[7], t.phase) == (1, 1, M.MAIN)
    conquer = bought("treason", barbarians={"H1": 1, "H3": 1, "H6": 2}).apply(A("treason_source", 1)).apply(
        A("treason_source", 3)).apply(A("treason_target", 6))
    assert conquer.is_conquered("H6")  # f
    # c, c1, g: one source hex, an empty supply, and targets running out
    short = bought("treason", barbarians={"H0": 1}, barbarian_supply=0, prisoners={"Blue": 1})
    assert short.phase == M.TREASON_TARGET and short.ctx[1] == 1, "the supply could not add a second barbarian"
    blocked = [f"H{h}" for h in G.COASTAL_HEXES if h not in (0, 1)]
    g = bought("treason", conquered=blocked, barbarians={"H1": 1}, barbarian_supply=4)
    g = g.apply(A("treason_source", 1)).apply(A("treason_source", 3))
    assert g.phase == M.TREASON_TARGET and {a.args[0] for a in g.legal_actions()} == {0}
    g = g.apply(A("treason_target", 0))
    assert g.phase == M.MAIN and g.gold[RED] == 2, "the barbarian with no target goes back; the gold stays"
    assert any("CBA-11.13g" in e.rule_ids for e in g.log)


def test_CBA_11_14_11_15_11_15a_11_16_intrigue():
    # Rules: CBA-11.14, CBA-11.15, CBA-11.15a, CBA-11.16
    t = bought("capture", barbarians={"H6": 3, "H0": 1})
    assert {a.args[0] for a in t.legal_actions()} == {0, 6}
    t = t.apply(A("capture", 6))
    assert (t.prisoners[RED], t.barb[6], t.discard_pile[3]) == (1, 2, 1)
    empty = bought("capture")
    assert (empty.phase, empty.discard_pile[3], empty.hands[RED]) == (M.DRAW, 1, (0,) * 5)


def test_load_cards_checks_a_corrected_file_and_new_game_uses_it():
    data = json.loads(CARDS_FILE.read_text())
    custom = copy.deepcopy(data)
    custom["development_deck"][0]["count"] = 10
    cards = ba.load_cards(json.dumps(custom))
    s = ba.new_game(seed=0, cards=cards)
    assert sum(s.draw_pile) == 22
    assert ba.from_json(s.to_json()).to_json() == s.to_json()
    bad = copy.deepcopy(data)
    bad["development_deck"][2]["count"] = -1
    with pytest.raises(JSONError, match=r"card 'treason'.*count"):
        ba.load_cards(json.dumps(bad))
    bad = copy.deepcopy(data)
    bad["event_deck"]["cards"][0]["provenance"] = "stand-in"
    with pytest.raises(JSONError, match="Stand-in"):
        ba.load_cards(json.dumps(bad))
    with pytest.raises(JSONError):
        ba.load_cards('{"schema": "nope"}')
    assert ba.load_cards(CARDS_FILE).dev_total == 26


def test_CBA_0_2b_a_drawn_card_may_be_named_by_any_printed_name():
    from rulebook.core import Action
    s = position(active="Red", hands={"Red": CARD}, draw_pile=(0, 4, 0, 0)).apply(A("buy_card"))
    assert s.explain(Action("card", ("Black Knight",))).legal
    assert s.apply(Action("card", ("Swift Knight",))).card == "free_knight"
    assert not s.explain(Action("card", ("Capture",))).legal, "no Intrigue left in the draw pile"
