"""FAQ cases 11-20 (scoring caps and duplicates, sourced clarifications, the red cards)."""

from __future__ import annotations

from rulebook.core import Scenario

from .. import queries as district
from .faq_kit_tmp import act, kinds, occupant, points, table


def faq11() -> Scenario:
    sc = Scenario(table(seats=[{"money": 30, "district": {(0, 0): ["Y3-MINT"]}}, {"money": 9}], phase="final"))
    sc.check("the game is over", True, sc.state.is_terminal())
    sc.check("P1's points from Mint (capped)", 12, points(sc.state)[0]["by_name"]["Mint"])
    sc.check("P2's points from Mint", 2, points(sc.state)[1]["by_name"]["Mint"])
    return sc


def faq12() -> Scenario:
    sc = Scenario(table(3, seats=[{"money": 30, "district": {(0, 0): ["Y3-MINT"]}},
                                  {"money": 10, "district": {(0, 0): ["Y3-MINT"]}}, {"money": 13}], phase="final"))
    sc.check("Mint points of P1, P2, P3", [12, 4, 3], [p["by_name"]["Mint"] for p in points(sc.state)])
    sc.check("Mint is scored once per player", 1, len(points(sc.state)[2]["by_name"]))
    return sc


def faq13() -> Scenario:
    sc = Scenario(table(seats=[{"district": {(0, 0): ["Y3-TOUR-DES-SIX"], (1, 0): ["R1-KNIGHT", "R1-FORT"]}}],
                        phase="final"))
    sc.check("P1's points from Tour des Six (the Knight is covered)", 0,
             points(sc.state)[0]["by_name"]["Tour des Six"])
    sc.check("P1's printed points (Knight 1 + Fort 1)", 2, points(sc.state)[0]["printed"])
    return sc


def _full_district(top_left: list[str]) -> dict:
    fill = ["R1-ARSENAL", "R1-BALLISTA", "R1-BARRACKS", "R1-FORT", "R1-FORT", "R1-KNIGHT", "R1-U01", "R1-U02"]
    spaces = [(r, c) for r in range(3) for c in range(3)][1:]
    return {(0, 0): top_left, **dict(zip(spaces, ([card] for card in fill)))}


def faq14() -> Scenario:
    st = table(seats=[{}, {"district": _full_district(["Y3-CLOTH-HALL", "Y3-MINT"])}])
    sc = Scenario(st)
    sc.check("P2's filled spaces", 9, sum(1 for s in st.players[1].stacks if s))
    sc.check("P2 meets condition 1", False, district.meets_condition1(st.cfg, st.cfg.cards, st.players[1]))
    return sc


def faq15() -> Scenario:
    sc = Scenario(table(spent=("Y1", "W1", "R1"), phase="turn_start"))
    sc.check("criers revealed", 3, sc.state.criers)
    sc.check("the end is triggered", False, sc.state.final_round)
    sc.check("P1's turn goes on", (0, "step_b"), (sc.state.current_player, sc.state.phase))
    full = _full_district(["Y3-MINT"])
    full[(0, 1)] = ["Y3-BELFRY"]
    sc.at(table(seats=[{"district": full}], spent=("Y1", "W1", "R1"), phase="turn_start"))
    sc.check("with P1 also meeting condition 1 the end is triggered", (True, "criers"),
             (sc.state.final_round, sc.state.end_trigger))
    return sc


def faq16() -> Scenario:
    start = table(seats=[{"money": 5, "avail": (2, 2, 2), "district": {(0, 0): ["R1-FORT"]}}, {"avail": (0, 0, 0)}],
                  queue=["FX-DAMAGE", "FX-LOSE", "FX-GAIN"], coins=[2, 0, 1])
    sc = Scenario(start)
    sc.do(act("activate", 0, 0))
    sc.check("events P1 may take (queue slots)", [(0,), (2,)], kinds(sc.state, "take_event"))
    sc.illegal(act("take_event", 1), cites=("TOU-9.1",), label="taking FX-LOSE, which has no coin")
    sc.do(act("take_event", 0))
    sc.do(act("reveal_event", "EV-05"))
    st = sc.state
    sc.check("deniers returned to the supply", start.supply_deniers + 2, st.supply_deniers)
    sc.check("P1's deniers", 5, st.players[0].money)
    sc.check("P1's hand", ["FX-DAMAGE"], [st.cfg.cards.cards[i].id for i in st.players[0].hand])
    sc.check("slot 1 now holds the next event, without coins", ("EV-05", 0),
             (st.cfg.cards.cards[st.queue[0]].id, st.coins[0]))
    sc.check("what sits on Fort", "red citizen", occupant(st, 0, 0, 0))
    return sc


def faq17() -> Scenario:
    sc = Scenario(table(seats=[{"money": 10, "district": {(0, 0): ["R1-BALLISTA"]}}, {"money": 10}],
                        queue=["FX-LOSE", "FX-GAIN", "FX-DAMAGE"], coins=[1, 0, 0]))
    sc.do(act("activate", 0, 0))
    sc.do(act("citizens", (1, 0)), label="with P1's own red citizen")
    sc.check("Ballista may pick up to two events", 7, len(sc.state.legal_actions()))
    sc.do(act("choose_events", (0, 1)))
    st = sc.state
    sc.check("coins on FX-LOSE, FX-GAIN, FX-DAMAGE", (2, 1, 0), st.coins)
    sc.check("P2's deniers (loses 4, gains 1)", 7, st.players[1].money)
    sc.check("P1's deniers (gains 1 only)", 11, st.players[0].money)
    return sc


def faq18() -> Scenario:
    sc = Scenario(table(seats=[{"district": {(0, 0): ["R1-ARSENAL"]}}], queue=["FX-GAIN", None, None],
                        decks={"R2": {"top": ["R2-U01", "R2-CRIER", "R2-U02"]}}))
    before = sc.state.criers
    sc.do(act("activate", 0, 0))
    sc.do(act("citizens", (1, 0)), label="with P1's own red citizen")
    sc.check("cards P1 may keep (X or the extra card Z)", [("R2-U01",), ("R2-U02",)], kinds(sc.state, "keep"))
    sc.do(act("keep", "R2-U01"))
    st = sc.state
    cards = st.cfg.cards.cards
    sc.check("P1's hand", ["R2-U01"], [cards[i].id for i in st.players[0].hand])
    sc.check("face-up card on Red II", "R2-U02", cards[st.decks[7].face_up].id)
    sc.check("spent crier under Red II", "R2-CRIER", cards[st.decks[7].spent].id)
    sc.check("criers revealed", before + 1, st.criers)
    sc.check("coins on FX-GAIN after the crier", 1, st.coins[0])
    return sc


def faq19() -> Scenario:
    sc = Scenario(table(seats=[{"money": 5, "avail": (2, 2, 2), "district": {(0, 0): ["R1-BARRACKS"]}}],
                        stock=(3, 3, 3)))
    sc.do(act("activate", 0, 0))
    sc.do(act("citizens", (1, 0)), label="with P1's own red citizen")
    sc.do(act("accept"))
    st = sc.state
    sc.check("P1's deniers", 2, st.players[0].money)
    sc.check("red citizens in the stock", 2, st.stock[2])
    sc.check("P1's red citizens owned", 3, st.players[0].owned()[2])
    sc.check("P1's available red citizens", 2, st.players[0].avail[2])
    sc.check("what sits on Barracks", "red citizen", occupant(st, 0, 0, 0))
    sc.at(table(seats=[{"money": 5, "avail": (2, 2, 2), "district": {(0, 0): ["R1-BARRACKS"]}}], stock=(3, 3, 0)))
    sc.do(act("activate", 0, 0))
    sc.do(act("citizens", (1, 0)))
    sc.check("with an empty red stock there is nothing to accept: P1's deniers", 5, sc.state.players[0].money)
    sc.check("and the turn moved on to P2's action", (1, "step_b"), (sc.state.current_player, sc.state.phase))
    return sc


def faq20() -> Scenario:
    sc = Scenario(table(seats=[{"district": {(0, 0): ["Y3-TOUR-DES-SIX"], (0, 1): ["R1-KNIGHT"]}},
                               {"district": {(0, 0): ["Y1-ARCHITECT"]}}], phase="final"))
    sc.check("P1's points from Tour des Six", 2, points(sc.state)[0]["by_name"]["Tour des Six"])
    sc.check("P2's points from Tour des Six (counting P2's Architect)", 1,
             points(sc.state)[1]["by_name"]["Tour des Six"])
    return sc
