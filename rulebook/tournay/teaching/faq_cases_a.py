"""FAQ cases 1-10 (the seed's notes on placing cards, activating, the hand limit and walls)."""

from __future__ import annotations

from rulebook.core import Scenario

from .faq_kit_tmp import act, activation_targets, occupant, points, quiet_turns, space, table


def faq1() -> Scenario:
    sc = Scenario(table(seats=[{"money": 6, "district": {(1, 1): ["R1-ARSENAL"]},
                                "hand": ["R1-FORT", "R1-BARRACKS"]}]))
    sc.do(act("play", "R1-FORT"))
    sc.do(act("place", 1, 1))
    sc.check("P1's deniers after Fort", 5, sc.state.players[0].money)
    sc.check("space (1,1) after turn 1, bottom to top", ["R1-ARSENAL", "R1-FORT"], space(sc.state, 0, 1, 1))
    sc.check("buildings P1 can activate (Arsenal is covered)", ["R1-FORT"], activation_targets(sc.state))
    sc.do(act("gather"))
    quiet_turns(sc, 0)
    sc.do(act("play", "R1-BARRACKS"))
    sc.do(act("place", 1, 1))
    sc.check("P1's deniers after Barracks", 4, sc.state.players[0].money)
    sc.check("space (1,1) after turn 2", ["R1-ARSENAL", "R1-FORT", "R1-BARRACKS"], space(sc.state, 0, 1, 1))
    sc.check("buildings P1 can activate", ["R1-BARRACKS"], activation_targets(sc.state))
    sc.check("printed points from the three stacked cards", 3, points(sc.state)[0]["printed"])
    return sc


def faq2() -> Scenario:
    sc = Scenario(table(seats=[{"district": {(1, 1): ["R1-ARSENAL", "R1-FORT"]}, "avail": (2, 2, 2),
                                "hand": ["Y3-CLOTH-HALL"]}]))
    sc.check("P1's printed points from (1,1) before", 2, points(sc.state)[0]["printed"])
    sc.do(act("play", "Y3-CLOTH-HALL"))
    sc.do(act("place", 1, 1))
    st = sc.state
    cards = st.cfg.cards.cards
    sc.check("P1's available citizens (yellow, white, red)", (1, 2, 2), st.players[0].avail)
    sc.check("yellow citizens in the stock", 4, st.stock[0])
    sc.check("bottom two cards of Red I (Arsenal lowest)", ["R1-FORT", "R1-ARSENAL"],
             [cards[i].id for i in st.decks[6].bottom[-2:]])
    sc.check("space (1,1)", ["Y3-CLOTH-HALL"], space(st, 0, 1, 1))
    sc.check("P1's printed points from (1,1) after", 0, points(st)[0]["printed"])
    return sc


def faq3() -> Scenario:
    start = table(seats=[{"money": 10, "avail": (2, 2, 1), "used": (0, 0, 0),
                          "district": {(0, 0): (["R1-FORT"], "grey"), (0, 1): (["R1-BARRACKS"], "citizen"),
                                       (0, 2): (["R1-BALLISTA"], "damage"), (1, 0): ["W1-U03"], (1, 1): ["W1-U09"]},
                          "hand": ["R1-ARSENAL", "R1-FORT", "R1-KNIGHT"]}, {"avail": (0, 0, 0)}])
    sc = Scenario(start)
    tokens = start.supply_tokens
    # Between the plays P1 activates a white building whose effect finds nothing to do (no used yellow or white
    # citizen), so money and the used citizens change only through the three plays.
    for card, col, building in (("R1-ARSENAL", 0, (1, 0)), ("R1-FORT", 1, (1, 1)), ("R1-KNIGHT", 2, None)):
        quiet_turns(sc, 0)
        sc.do(act("play", card))
        sc.do(act("place", 0, col))
        if building:
            sc.do(act("activate", *building))
    st = sc.state
    sc.check("tokens back in the supply (one grey, one damage)", tokens + 2, st.supply_tokens)
    sc.check("P1's used citizens (the red one from Barracks)", (0, 0, 1), st.players[0].used)
    sc.check("P1's available red citizens", 1, st.players[0].avail[2])
    sc.check("P1's deniers", 7, st.players[0].money)
    sc.check("what sits on Arsenal at (0,0)", "none", occupant(st, 0, 0, 0))
    sc.check("what sits on the new Fort at (0,1)", "none", occupant(st, 0, 0, 1))
    sc.check("red buildings P1 can activate", ["R1-ARSENAL", "R1-FORT"], activation_targets(st))
    return sc


def faq4() -> Scenario:
    sc = Scenario(table(seats=[{"money": 20, "district": {(0, 0): ["Y3-MINT"]}, "hand": ["Y3-MINT"]},
                               {"money": 8}]))
    sc.illegal(act("play", "Y3-MINT"), cites=("TOU-4.14",), label="P1 builds a second Mint")
    sc.check("legal card plays for P1", [], [a for a in sc.state.legal_actions() if a.kind == "play"])
    sc.at(table(seats=[{"money": 20, "district": {(0, 0): ["Y3-MINT", "Y3-TOUR-DES-SIX"]}, "hand": ["Y3-MINT"]},
                       {"money": 8}]))
    sc.illegal(act("play", "Y3-MINT"), cites=("TOU-4.14", "TOU-4.15"), label="P1 builds Mint over a covered Mint")
    sc.at(table(seats=[{"money": 20, "district": {(0, 0): ["Y3-MINT"]}}, {"money": 8, "hand": ["Y3-MINT"]}],
                active=1))
    sc.do(act("play", "Y3-MINT"))
    sc.do(act("place", 1, 1))
    sc.check("P2's deniers after building Mint", 3, sc.state.players[1].money)
    return sc


def faq5() -> Scenario:
    sc = Scenario(table(seats=[{"avail": (2, 2, 1), "district": {(0, 1): (["R1-BARRACKS"], "citizen")}}]))
    sc.illegal(act("activate", 0, 1), cites=("TOU-8.4",), label="activating the occupied Barracks")
    sc.do(act("gather"))
    sc.check("P1's available citizens after gathering", (2, 2, 2), sc.state.players[0].avail)
    sc.check("what sits on Barracks", "none", occupant(sc.state, 0, 0, 1))
    quiet_turns(sc, 0)
    sc.legal(act("activate", 0, 1), label="activating Barracks on the next turn")
    return sc


def faq6() -> Scenario:
    sc = Scenario(table(seats=[{"avail": (0, 0, 2), "district": {
        (0, 0): (["R1-FORT"], "damage"), (0, 1): (["R1-ARSENAL"], "grey"), (0, 2): ["R1-BALLISTA"]}}]))
    sc.check("buildings P1 can activate", ["R1-BALLISTA"], activation_targets(sc.state))
    sc.illegal(act("activate", 0, 0), cites=("TOU-8.3",), label="activating the damaged Fort")
    sc.do(act("gather"))
    quiet_turns(sc, 0)
    sc.check("buildings P1 can activate after gathering", ["R1-ARSENAL", "R1-BALLISTA"],
             activation_targets(sc.state))
    sc.check("what sits on Fort", "damage", occupant(sc.state, 0, 0, 0))
    sc.at(table(seats=[{"avail": (0, 0, 2), "hand": ["R1-BARRACKS"], "district": {(0, 0): (["R1-FORT"], "damage")}}]))
    sc.do(act("play", "R1-BARRACKS"))
    sc.do(act("place", 0, 0))
    sc.check("a card played onto (0,0) clears the damage", "none", occupant(sc.state, 0, 0, 0))
    return sc


def faq7() -> Scenario:
    sc = Scenario(table(seats=[{"avail": (2, 2, 2), "district": {(1, 0): ["R1-KNIGHT"]}}]))
    sc.check("activate actions open to P1", [], activation_targets(sc.state))
    sc.illegal(act("activate", 1, 0), cites=("TOU-8.5",), label="placing a citizen on the Knight")
    return sc


def faq8() -> Scenario:
    sc = Scenario(table(seats=[{"hand": ["R1-ARSENAL", "Y3-MINT", "W3-SAINT-JACQUES", "R1-FORT", "FX-LOSE"]}],
                        phase="end_of_turn", spent=("Y3",)))
    sc.do(act("done"), label="P1 builds no wall")
    sc.illegal(act("done"), cites=("TOU-12.3",), label="ending the turn with 5 cards")
    sc.do(act("discard", "Y3-MINT"))
    st = sc.state
    sc.check("P1's hand size", 4, len(st.players[0].hand))
    sc.check("the bottom drawable card of Yellow III", "Y3-MINT", st.cfg.cards.cards[st.decks[2].bottom[-1]].id)
    sc.check("Yellow III's spent crier stays underneath", "Y3-CRIER", st.cfg.cards.cards[st.decks[2].spent].id)
    return sc


def _faq9_start():
    return table(seats=[{"hand": ["R1-ARSENAL", "R1-FORT", "R1-BALLISTA", "FX-LOSE", "FX-GAIN"],
                         "district": {(0, 0): ["R1-BARRACKS"]}}, {"avail": (2, 2, 2)}],
                 phase="end_of_turn", queue=["FX-DAMAGE", None, None], coins=[1, 0, 0],
                 decks={"Y1": {"top": ["Y1-U01", "Y1-CRIER", "Y1-U03"]}})


def faq9() -> Scenario:
    sc = Scenario(_faq9_start())
    st = sc.state
    sc.check("cards over the limit (walls in hand count)", 1, len(st.players[0].hand) - st.cfg.hand_limit)
    sc.do(act("done"), label="no wall")
    sc.check("P1 must now discard", "hand_limit", sc.state.phase)
    sc.do(act("discard", "R1-ARSENAL"))
    sc.check("P1's hand after one discard", 4, len(sc.state.players[0].hand))
    sc.check("the turn passed to P2", 1, sc.state.current_player)
    sc.at(_faq9_start())
    sc.do(act("wall", "FX-LOSE"), label="P1 sheds a card by building a wall")
    sc.do(act("done"))
    sc.check("P1's hand after the wall", 4, len(sc.state.players[0].hand))
    sc.check("no discard needed: the turn passed to P2", 1, sc.state.current_player)
    return sc


def faq10() -> Scenario:
    sc = Scenario(_faq9_start())
    sc.do(act("wall", "FX-LOSE"))
    sc.do(act("done"))
    sc.check("P1's hand", 4, len(sc.state.players[0].hand))
    sc.check("P1's walls built", ["FX-LOSE"], [sc.state.cfg.cards.cards[i].id for i in sc.state.players[0].walls])
    sc.do(act("draw", "Y1"))
    sc.do(act("citizens", (0, 1)))
    sc.do(act("keep", "Y1-U01"))
    sc.check("coins on FX-DAMAGE after the crier", 2, sc.state.coins[0])
    sc.check("P1 decides on a wall against FX-DAMAGE", (0, [("FX-GAIN",)]),
             (sc.state.current_player, [a.args for a in sc.state.legal_actions() if a.kind == "wall"]))
    decide = sc.state
    sc.do(act("no_wall"), label="P1 relies on the wall built earlier")
    sc.check("the earlier wall did not protect: Barracks is damaged", "damage", occupant(sc.state, 0, 0, 0))
    sc.check("P1's wall points", 1, points(sc.state)[0]["walls"])
    sc.at(decide)
    sc.do(act("wall", "FX-GAIN"), label="P1 builds FX-GAIN against FX-DAMAGE")
    sc.check("Barracks is protected", "none", occupant(sc.state, 0, 0, 0))
    sc.check("P1's wall points", 2, points(sc.state)[0]["walls"])
    return sc
