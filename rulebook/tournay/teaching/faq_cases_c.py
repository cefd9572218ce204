"""FAQ cases 21-30 (draws, the crier, fights, borrowing, earning, gathering, the end and scoring)."""

from __future__ import annotations

from rulebook.core import Scenario

from .. import scoring
from .faq_kit_tmp import act, kinds, occupant, points, quiet_turns, seat_view, table


def _ids(st, seq) -> list[str]:
    return [st.cfg.cards.cards[i].id for i in seq]


def faq21() -> Scenario:
    start = table(seats=[{"avail": (2, 2, 2)}, {"avail": (0, 0, 0)}],
                  decks={"Y1": {"face_up": "Y1-U01", "top": ["Y1-U03", "Y1-U05", "Y1-U07"]}})
    sc = Scenario(start)
    sc.do(act("draw", "Y1"))
    sc.do(act("take_face_up"), label="option A")
    d = sc.state.decks[0]
    sc.check("option A: P1's hand", ["Y1-U01"], seat_view(sc.state, 0)["hand"])
    sc.check("option A: Yellow I has no face-up card", -1, d.face_up)
    sc.check("option A: the next cards, all face down", ["Y1-U03", "Y1-U05", "Y1-U07"], _ids(sc.state, d.bottom[:3]))
    sc.at(start)
    sc.do(act("draw", "Y1"))
    sc.do(act("draw_two"), label="option B")
    sc.check("option B: the two cards P1 sees", [("Y1-U03",), ("Y1-U05",)], kinds(sc.state, "keep"))
    sc.do(act("keep", "Y1-U03"))
    d = sc.state.decks[0]
    sc.check("option B: P1's hand", ["Y1-U03"], seat_view(sc.state, 0)["hand"])
    sc.check("option B: face-up card on Yellow I", "Y1-U05", sc.state.cfg.cards.cards[d.face_up].id)
    sc.check("option B: next face-down card", "Y1-U07", sc.state.cfg.cards.cards[d.bottom[0]].id)
    sc.check("option B: the old face-up card is at the bottom", "Y1-U01", sc.state.cfg.cards.cards[d.bottom[-1]].id)
    return sc


def faq22() -> Scenario:
    sc = Scenario(table(seats=[{"money": 9, "avail": (2, 2, 2), "hand": ["FX-GAIN"],
                                "district": {(0, 0): ["R1-BARRACKS"]}},
                               {"money": 4, "avail": (2, 2, 2)}],
                        queue=["FX-LOSE", "FX-DAMAGE", "FX-GAIN"], coins=[1, 0, 2],
                        decks={"Y2": {"top": ["Y2-U04", "Y2-CRIER", "Y2-U05"]}}))
    sc.check("step A passes by itself (an event card cannot be placed)", "step_b", sc.state.phase)
    sc.do(act("draw", "Y2"))
    sc.do(act("citizens", (2, 0)), label="P1 uses two own yellow citizens")
    sc.do(act("keep", "Y2-U04"))
    sc.check("criers revealed", 1, sc.state.criers)
    sc.check("coins on the three events", (2, 1, 3), sc.state.coins)
    sc.do(act("wall", "FX-GAIN"), label="P1 walls FX-LOSE")
    st = sc.state
    sc.check("P2's deniers (loses 4, then gains 3)", 3, st.players[1].money)
    sc.check("Barracks is damaged", "damage", occupant(st, 0, 0, 0))
    sc.check("P1's deniers (9 + 3)", 12, st.players[0].money)
    sc.check("P1's walls built", 1, len(st.players[0].walls))
    sc.check("P1's hand", ["Y2-U04"], seat_view(st, 0)["hand"])
    sc.check("face-up card on Yellow II", "Y2-U05", st.cfg.cards.cards[st.decks[1].face_up].id)
    lost = [e.text for e in st.log if e.player == 1 and "loses" in e.text]
    sc.check("P2 lost 4 deniers to FX-LOSE", ["loses 2 denier(s)", "loses 2 denier(s)"], lost)
    return sc


def _faq23_start():
    return table(seats=[{"money": 8, "avail": (2, 2, 2)}, {"avail": (0, 0, 0)}],
                 queue=["FX-LOSE", "FX-DAMAGE", "FX-GAIN"], coins=[2, 2, 0])


def faq23() -> Scenario:
    start = _faq23_start()
    sc = Scenario(start)
    sc.do(act("fight", 0))
    sc.do(act("reveal_event", "EV-05"))
    st = sc.state
    sc.check("fighting FX-LOSE: P1's used citizens and deniers", ((2, 0, 0), 8), (st.players[0].used,
                                                                                  st.players[0].money))
    sc.check("fighting FX-LOSE: supply gain", 2, st.supply_deniers - start.supply_deniers)
    sc.check("fighting FX-LOSE: P1's hand and the refilled slot", (["FX-LOSE"], "EV-05", 0),
             (seat_view(st, 0)["hand"], st.cfg.cards.cards[st.queue[0]].id, st.coins[0]))
    sc.at(start)
    sc.do(act("fight", 1))
    sc.do(act("reveal_event", "EV-06"))
    st = sc.state
    sc.check("fighting FX-DAMAGE: P1's used citizens and deniers", ((0, 0, 1), 5), (st.players[0].used,
                                                                                    st.players[0].money))
    sc.check("fighting FX-DAMAGE: supply gain (3 paid + 2 coins)", 5, st.supply_deniers - start.supply_deniers)
    sc.check("fighting FX-DAMAGE: P1's hand and the refilled slot", (["FX-DAMAGE"], "EV-06", 0),
             (seat_view(st, 0)["hand"], st.cfg.cards.cards[st.queue[1]].id, st.coins[1]))
    sc.at(start)
    sc.illegal(act("fight", 2), cites=("TOU-9.1",), label="fighting FX-GAIN with no coin")
    return sc


def faq24() -> Scenario:
    sc = Scenario(table(seats=[{"money": 6, "avail": (2, 2, 0), "district": {(0, 0): ["R1-FORT"]}},
                               {"money": 3, "avail": (2, 2, 2)}], queue=["FX-GAIN", None, None], coins=[1, 0, 0]))
    sc.do(act("activate", 0, 0))
    sc.do(act("reveal_event", "EV-05"))
    st = sc.state
    sc.check("P1's and P2's deniers", (4, 5), (st.players[0].money, st.players[1].money))
    sc.check("P2's available and used red citizens", (1, 1), (st.players[1].avail[2], st.players[1].used[2]))
    sc.check("what sits on Fort", "grey", occupant(st, 0, 0, 0))
    sc.check("Fort's effect resolved for P1: P1's hand", ["FX-GAIN"], seat_view(st, 0)["hand"])
    return sc


def faq25() -> Scenario:
    sc = Scenario(table(3, seats=[{"money": 10, "avail": (0, 1, 0)}, {"money": 6, "avail": (0, 1, 0)},
                                  {"money": 6, "avail": (0, 2, 0)}],
                        decks={"W3": {"top": ["W3-SAINT-JACQUES", "W3-CATHEDRAL"]}}))
    sc.do(act("draw", "W3"))
    sc.do(act("citizens", (1, 1, 1)))
    sc.do(act("keep", "W3-SAINT-JACQUES"))
    st = sc.state
    sc.check("deniers of P1, P2, P3", (6, 8, 8), tuple(p.money for p in st.players))
    sc.check("used white citizens of P1, P2, P3", (1, 1, 1), tuple(p.used[1] for p in st.players))
    sc.check("P1's hand", ["W3-SAINT-JACQUES"], seat_view(st, 0)["hand"])
    return sc


def faq26() -> Scenario:
    sc = Scenario(table(seats=[{"money": 0, "avail": (3, 1, 0)}, {"avail": (2, 2, 2)}]))
    sc.check("legal earn actions", [("yellow", 1), ("yellow", 2), ("yellow", 3), ("white", 1)],
             kinds(sc.state, "earn"))
    sc.illegal(act("earn", "red", 1), cites=("TOU-10.2",), label="earning with P2's red citizen")
    sc.do(act("earn", "yellow", 3))
    sc.check("P1's deniers and used citizens", (6, (3, 0, 0)), (sc.state.players[0].money,
                                                               sc.state.players[0].used))
    return sc


def faq27() -> Scenario:
    sc = Scenario(table(seats=[{"avail": (1, 0, 0), "used": (1, 2, 0), "district": {
        (0, 0): (["R1-BARRACKS"], "citizen"), (0, 1): (["R1-BALLISTA"], "citizen"), (0, 2): (["R1-ARSENAL"], "grey"),
        (1, 0): (["R1-FORT"], "damage")}}, {"avail": (2, 1, 2), "used": (0, 1, 0)}]))
    sc.do(act("gather"))
    st = sc.state
    p = st.players[0]
    sc.check("P1's available, used and seated citizens", (6, 0, 0), (sum(p.avail), sum(p.used),
                                                                     sum(p.on_buildings())))
    sc.check("what sits on Arsenal", "none", occupant(st, 0, 0, 2))
    sc.check("what sits on Fort", "damage", occupant(st, 0, 1, 0))
    sc.check("P2's used citizens", (0, 1, 0), st.players[1].used)
    return sc


def _faq28_start(spent: tuple[str, ...]):
    p2 = {"district": {(0, 0): ["Y3-MINT"], (0, 1): ["Y3-BELFRY"], (0, 2): ["R1-ARSENAL"], (1, 0): ["R1-BALLISTA"],
                       (1, 1): ["R1-BARRACKS"], (1, 2): ["R1-FORT"], (2, 0): ["R1-FORT"], (2, 1): ["R1-KNIGHT"]},
          "hand": ["R1-U01"]}
    return table(3, seats=[{"hand": ["Y1-U01"]}, p2, {"hand": ["W1-U02"]}], active=1, spent=spent)


def faq28() -> Scenario:
    sc = Scenario(_faq28_start(("Y1", "W1", "R1", "Y2")))
    sc.do(act("play", "R1-U01"))
    sc.do(act("place", 2, 2))
    sc.do(act("gather"))
    sc.check("no trigger during P2's turn", False, sc.state.final_round)
    sc.do(act("no_card"))
    sc.do(act("gather"))
    sc.check("P1's turn begins and the end is triggered", (True, "criers", 1),
             (sc.state.final_round, sc.state.end_trigger, sc.state.end_trigger_seat))
    for seat in (0, 1, 2):
        sc.check(f"P{seat + 1} takes one more turn", seat, sc.state.current_player)
        quiet_turns(sc, seat)
        if sc.state.phase == "step_a":
            sc.do(act("no_card"))
        sc.do(act("gather"))
    sc.check("then the secret final card: P1 chooses first", (0, "final_card"),
             (sc.state.current_player, sc.state.phase))
    sc.do(act("final_card", "Y1-U01"))
    sc.do(act("place", 1, 1))
    sc.check("P1's card lies face down, not yet in the district", (["Y1-U01"], {}),
             (seat_view(sc.state, 0)["hand"], seat_view(sc.state, 0)["district"]))
    sc.check("P2 (full district, empty hand) passes; P3 chooses", (2, "final_card"),
             (sc.state.current_player, sc.state.phase))
    sc.do(act("final_card", "W1-U02"))
    sc.do(act("place", 1, 1))
    st = sc.state
    sc.check("after the reveal the cards are placed and paid", ({(1, 1): ["Y1-U01"]}, {(1, 1): ["W1-U02"]}, 5, 5),
             (seat_view(st, 0)["district"], seat_view(st, 2)["district"], st.players[0].money, st.players[2].money))
    sc.check("scoring ends the game", True, st.is_terminal())
    sc.at(_faq28_start(("Y1", "W1")))
    sc.do(act("play", "R1-U01"))
    sc.do(act("place", 2, 2))
    sc.do(act("gather"))
    sc.do(act("no_card"))
    sc.do(act("gather"))
    sc.check("variant with 2 criers: P2 alone meets condition 1, no trigger", (False, 0),
             (sc.state.final_round, sc.state.current_player))
    return sc


def faq29() -> Scenario:
    sc = Scenario(table(seats=[{"money": 1, "hand": ["R1-BARRACKS"], "district": {(0, 0): ["Y1-ARCHITECT"]}}],
                        phase="final"))
    sc.do(act("final_card", "R1-BARRACKS"))
    sc.do(act("place", 0, 1))
    st = sc.state
    sc.check("P1's deniers at scoring (paid 1, Architect gave 1)", 1, st.players[0].money)
    sc.check("Barracks sits at (0,1)", {(0, 0): ["Y1-ARCHITECT"], (0, 1): ["R1-BARRACKS"]},
             seat_view(st, 0)["district"])
    sc.check("the game is over", True, st.is_terminal())
    return sc


def faq30() -> Scenario:
    sc = Scenario(table(seats=[
        {"money": 9, "walls": ["FX-LOSE", "FX-DAMAGE"], "district": {
            (0, 0): ["Y3-MINT"], (0, 1): ["Y3-TOUR-DES-SIX"], (1, 0): ["R1-KNIGHT"], (1, 1): ["R1-ARSENAL"],
            (1, 2): ["R1-BARRACKS", "R1-FORT"]}},
        {"money": 4, "district": {(0, 0): ["Y3-MINT"], (0, 1): ["R1-BALLISTA"], (0, 2): ["R1-FORT"]}}],
        phase="final"))
    st = sc.state
    p1, p2 = points(st)
    sc.check("P1: Mint, Tour des Six, printed, walls, total", (4, 2, 4, 2, 12),
             (p1["by_name"]["Mint"], p1["by_name"]["Tour des Six"], p1["printed"], p1["walls"], p1["total"]))
    sc.check("P2: Mint, Tour des Six, printed, walls, total", (2, 0, 2, 0, 4),
             (p2["by_name"]["Mint"], p2["by_name"]["Tour des Six"], p2["printed"], p2["walls"], p2["total"]))
    sc.check("final scores", (12, 4), st.scores())
    sc.check("winner", (0,), scoring.winners(st))
    return sc
