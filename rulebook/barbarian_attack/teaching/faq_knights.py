"""FAQ cases 11-16 and 33: development cards, knight placement and knight movement (CBA-11, CBA-12)."""

from __future__ import annotations

from rulebook.core import Scenario, faq_case

from ..board import knight_steps
from ..pieces import A
from ..positions import position

CARD = "wool grain ore"
ONLY = {"knighthood": {"Knighthood": 14}, "free_knight": {"Black Knight": 4}}
"""Draw piles holding one kind of card only (the rest of the deck is discarded)."""


def destinations(s) -> tuple[str, ...]:
    """The paths the legal moves of `s` name (a knight's possible places)."""
    return tuple(f"P{a.args[0]}" for a in s.legal_actions())


@faq_case("CBA-FAQ-11", "Cards: at once, one at a time, any number, reshuffled",
          question="May a player buy two cards in a turn when one card is left in the draw pile?",
          ruling="Yes: each card is resolved before the next purchase, and an empty draw pile is refilled from the "
                 "discards.",
          rules=("CBA-11.3", "CBA-11.5", "CBA-11.7", "CBA-11.8"), provenance="seed")
def cards_at_once_and_reshuffled() -> Scenario:
    """Red buys twice with Treason the only card left in the draw pile."""
    s = position(active="Red", hands={"Red": "2 wool 2 grain 2 ore"}, top_card="Treason")
    sc = Scenario(s)
    sc.do(A("buy_card"))
    sc.do(A("card", "treason"), "the first purchase draws Treason")
    sc.illegal(A("buy_card"), cites=("CBA-11.5",), label="buying the second card while Treason is unresolved")
    sc.do(A("treason_target", 0))
    t = sc.do(A("treason_target", 1), "Treason is resolved")
    piles = t.development_piles()
    sc.check("Treason is on the discard pile: draw pile 0, discard pile 26", (0, 26),
             (sum(piles["draw"].values()), sum(piles["discard"].values())))
    t = sc.do(A("buy_card"), "the second purchase")
    piles = t.development_piles()
    sc.check("the 26 discards were shuffled into the draw pile", (26, 0),
             (sum(piles["draw"].values()), sum(piles["discard"].values())))
    t = sc.do(A("card", "knighthood"), "the top card is drawn and resolved")
    sc.check("a Knighthood is now being resolved", "placing a knight", t.phase_name)
    return sc


@faq_case("CBA-FAQ-12", "Knighthood goes on the castle, one knight per path",
          question="Where may Knighthood and Black Knight put a knight?",
          ruling="Knighthood on a free castle path; Black Knight on any free path.",
          rules=("CBA-11.9", "CBA-11.10", "CBA-11.10a", "CBA-12.1"), provenance="seed")
def knighthood_on_the_castle() -> Scenario:
    """Red draws Knighthood twice; then Blue draws a Black Knight."""
    s = position(active="Red", hands={"Red": "2 wool 2 grain 2 ore"}, draw_pile=ONLY["knighthood"])
    sc = Scenario(s)
    sc.do(A("buy_card"))
    sc.do(A("card", "knighthood"))
    sc.do(A("place_knight", 63), "the first knight goes on P63")
    sc.do(A("buy_card"))
    t = sc.do(A("card", "knighthood"))
    sc.check("the second knight may go on P55, P56, P62, P66 or P67",
             ("P55", "P56", "P62", "P66", "P67"), destinations(t))
    sc.illegal(A("place_knight", 63), cites=("CBA-12.1",), label="the second knight on P63")
    sc.do(A("place_knight", 55))
    blue = position(active="Blue", knights={"P63": "Red", "P55": "Red"}, hands={"Blue": CARD},
                    draw_pile=ONLY["free_knight"])
    sc.at(blue)
    sc.do(A("buy_card"))
    sc.do(A("card", "free_knight"), "Blue's Black Knight")
    sc.legal(A("place_knight", 65), "Blue's knight on P65")
    sc.illegal(A("place_knight", 63), cites=("CBA-12.1",), label="Blue's knight on occupied P63")
    sc.illegal(A("place_knight", 55), cites=("CBA-12.1",), label="Blue's knight on occupied P55")
    sc.check("every free path is allowed for the Black Knight", 72 - 2, len(sc.state.legal_actions()))
    return sc


@faq_case("CBA-FAQ-13", "A knight card with no knight left",
          question="All six of a player's knights are on the board and they buy Knighthood. Can they keep the card?",
          ruling="No: it does nothing, goes to the discard pile, and the price is gone.",
          rules=("CBA-11.11", "CBA-11.12"), provenance="sourced")
def knight_card_without_a_knight() -> Scenario:
    """All six of Red's knights stand on the board when Red draws Knighthood."""
    six = {"P0": "Red", "P2": "Red", "P4": "Red", "P6": "Red", "P9": "Red", "P10": "Red"}
    s = position(active="Red", knights=six, hands={"Red": CARD}, draw_pile=ONLY["knighthood"])
    sc = Scenario(s)
    sc.do(A("buy_card"))
    t = sc.do(A("card", "knighthood"), "Red draws Knighthood with all 6 knights on the board")
    sc.check("Red's hand is empty", 0, t.cards_in_hand("Red"))
    sc.check("nothing is placed: still 6 knights on the board", 6, len(t.knights_of("Red")))
    sc.check("Knighthood is on the discard pile", 1, t.development_piles()["discard"]["Knighthood"])
    sc.check("Red holds no card: the card is finished and play is back in phase 2", (None, "trade and build"),
             (t.card_in_play, t.phase_name))
    return sc


@faq_case("CBA-FAQ-14", "Range 3, or 5 for a grain",
          question="How far can knights move, and what does one grain buy?",
          ruling="Three steps each; one grain lets one knight go five; nothing goes further.",
          rules=("CBA-12.4", "CBA-12.5"), provenance="seed")
def range_three_or_five() -> Scenario:
    """Red's knights on P63 (A) and P56 (B) move, with one grain in hand."""
    s = position(active="Red", knights={"P63": "Red", "P56": "Red"}, hands={"Red": "grain"}, phase="knight movement")
    sc = Scenario(s)
    sc.check("P63 -> P64 is 3 steps", 3, knight_steps("P63", "P64"))
    sc.legal(A("move", 63, 64), "A: P63 -> P64 without paying")
    sc.illegal(A("move", 63, 60), cites=("CBA-12.4",), label="A: P63 -> P60 (4 steps) without grain")
    sc.legal(A("move_far", 63, 60), "A: P63 -> P60 for 1 grain")
    sc.legal(A("move_far", 63, 61), "A: P63 -> P61 (5 steps) for 1 grain")
    sc.legal(A("move_far", 63, 65), "A: P63 -> P65 (5 steps) for 1 grain")
    sc.illegal(A("move_far", 63, 23), cites=("CBA-12.5",), label="A: P63 -> P23 (6 or more steps) even with grain")
    sc.do(A("move_far", 63, 60), "Red spends the grain on A")
    sc.legal(A("move", 56, 49), "B: P56 -> P49 (3 steps)")
    sc.illegal(A("move_far", 56, 33), cites=("CBA-12.5",), label="B: P56 -> P33 (5 steps) with the grain spent")
    return sc


@faq_case("CBA-FAQ-15", "Knights pass pieces but do not end on a knight",
          question="Can a knight move past other knights, roads and buildings?",
          ruling="Yes: only its end path must be free of knights.",
          rules=("CBA-12.6",), provenance="seed")
def knights_pass_pieces() -> Scenario:
    """Red's knight on P57 moves past Blue's knights on P51 and P58 and Blue's city on I35."""
    s = position(active="Red", knights={"P57": "Red", "P51": "Blue", "P58": "Blue"}, cities={"I35": "Blue"},
                 phase="knight movement")
    sc = Scenario(s)
    sc.check("P57 -> P44 is 2 steps (through P51 and past the city on I35)", 2, knight_steps("P57", "P44"))
    sc.legal(A("move", 57, 44), "Red P57 -> P44")
    sc.illegal(A("move", 57, 51), cites=("CBA-12.6",), label="ending on Blue's P51")
    sc.illegal(A("move", 57, 58), cites=("CBA-12.6",), label="ending on Blue's P58")
    return sc


@faq_case("CBA-FAQ-16", "Castle knights leave in phase 3",
          question="When must a knight placed on the castle leave, and may knights cross the castle?",
          ruling="It stays until phase 3 and must then end off the castle; crossing castle paths is allowed.",
          rules=("CBA-12.7", "CBA-12.7a", "CBA-12.8"), provenance="sourced")
def castle_knights_leave_in_phase_three() -> Scenario:
    """Knighthood puts Red's knight on castle path P56; Red builds and trades, then moves knights."""
    s = position(active="Red", hands={"Red": "wool grain ore brick lumber 4 ore"}, draw_pile=ONLY["knighthood"],
                 settlements={"I29": "Red"})
    sc = Scenario(s)
    sc.do(A("buy_card"))
    sc.do(A("card", "knighthood"))
    sc.do(A("place_knight", 56), "Knighthood onto P56")
    sc.do(A("road", 42), "Red builds a road")
    t = sc.do(A("bank_trade", "ore", "grain"), "and trades")
    sc.check("the knight is still on P56 during phase 2", "Red", t.knight_at("P56"))
    sc.do(A("finish_building"))
    sc.illegal(A("end_moves"), cites=("CBA-12.7",), label="leaving the knight on P56")
    sc.illegal(A("move", 56, 55), cites=("CBA-12.7",), label="ending on castle path P55")
    sc.illegal(A("move", 56, 63), cites=("CBA-12.7",), label="ending on castle path P63")
    sc.legal(A("move", 56, 50), "P56 -> P50 (1 step, at H12)")
    sc.check("P56 -> P54 crosses castle path P55: 2 steps", 2, knight_steps("P56", "P54"))
    sc.legal(A("move", 56, 54), "P56 -> P54 (2 steps via P55)")
    return sc


@faq_case("CBA-FAQ-33", "Black Knight: any free path",
          question="May a Black Knight go on a castle path, or next to a conquered hex?",
          ruling="Yes to both; on the castle it must leave in phase 3.",
          rules=("CBA-11.10", "CBA-11.10a", "CBA-12.7"), provenance="ruling")
def black_knight_any_free_path() -> Scenario:
    """Two Black Knights: one by conquered H18, one on castle path P62."""
    s = position(active="Red", conquered=["H18"], hands={"Red": "2 wool 2 grain 2 ore"},
                 draw_pile=ONLY["free_knight"])
    sc = Scenario(s)
    sc.do(A("buy_card"))
    sc.do(A("card", "free_knight"))
    sc.legal(A("place_knight", 65), "Black Knight onto P65, a sea side of conquered H18")
    sc.do(A("place_knight", 65))
    sc.do(A("buy_card"))
    sc.do(A("card", "free_knight"))
    sc.legal(A("place_knight", 62), "a second Black Knight onto castle path P62")
    sc.do(A("place_knight", 62))
    sc.do(A("finish_building"))
    sc.illegal(A("end_moves"), cites=("CBA-12.7",), label="ending phase 3 with the P62 knight still on the castle")
    sc.legal(A("move", 62, 54), "P62 -> P54 (1 step via I43)")
    sc.do(A("move", 62, 54))
    sc.legal(A("end_moves"), "ending phase 3 with the P65 knight still in place")
    return sc
