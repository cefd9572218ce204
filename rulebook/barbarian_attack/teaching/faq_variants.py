"""FAQ cases 35-41: the two-player variant and the Event Cards combination (CBA-15, CBA-16)."""

from __future__ import annotations

from rulebook.core import Scenario, faq_case

from ..pieces import A, actions
from ..positions import position
from .faq_battles import to_battles

KNIGHTHOODS = {"Knighthood": 14}


@faq_case("CBA-FAQ-35", "Two players: foreign knights",
          question="How do foreign knights enter and move?",
          ruling="Classic: each player's first knight may bring one onto a free castle path; the active player moves "
                 "them after their own knights; they never fall.",
          rules=("CBA-15.10", "CBA-15.11", "CBA-15.12", "CBA-15.15"), provenance="seed")
def foreign_knights() -> Scenario:
    """Two players: Red's first knight brings a foreign knight; then Blue's first knight, classic and 2025; then a
    battle where the casualty die selects the foreign knight's path orientation."""
    s = position(2, active="Red", hands={"Red": "wool grain ore"}, draw_pile=KNIGHTHOODS)
    sc = Scenario(s)
    sc.do(A("buy_card"))
    sc.do(A("card", "knighthood"))
    sc.do(A("place_knight", 63), "1. Red's first knight on P63")
    t = sc.do(A("foreign_knight", 56), "1. Red adds a foreign knight on P56")
    sc.check("1. a foreign knight stands on P56", "Foreign", t.knight_at("P56"))
    sc.do(A("finish_building"))
    sc.illegal(A("move", 56, 50), cites=("CBA-15.11",), label="2. moving the foreign knight before Red's own")
    sc.do(A("move", 63, 64), "2. Red moves its own knight off P63")
    t = sc.do(A("move", 56, 50), "2. then the foreign knight off P56")
    sc.check("2. the foreign knight stands on P50", "Foreign", t.knight_at("P50"))
    blue = position(2, active="Blue", knights={"P64": "Red", "P50": "Foreign"}, hands={"Blue": "wool grain ore"},
                    draw_pile=KNIGHTHOODS)
    sc.at(blue)
    sc.do(A("buy_card"))
    sc.do(A("card", "knighthood"))
    t = sc.do(A("place_knight", 67), "3. Blue's first knight enters")
    sc.check("3. classic: Blue may add a second foreign knight", "placing a foreign knight", t.phase_name)
    once = position(2, active="Blue", knights={"P64": "Red", "P50": "Foreign"}, hands={"Blue": "wool grain ore"},
                    draw_pile=KNIGHTHOODS, edition="2025")
    sc.at(once)
    sc.do(A("buy_card"))
    sc.do(A("card", "knighthood"))
    t = sc.do(A("place_knight", 67), "3. 2025: Blue's first knight enters")
    sc.check("3. 2025: no second foreign knight, play goes on", "trade and build", t.phase_name)
    fight = position(2, active="Red", barbarians={"H12": 1}, knights={"P50": "Foreign", "P54": "Red"})
    sc.at(fight)
    to_battles(sc)
    sc.do(A("rolloff", 5))
    t = sc.do(A("castle_die", 3), "a casualty die selecting vertical, the foreign knight's orientation")
    sc.check("the foreign knight on P50 is never removed", "Foreign", t.knight_at("P50"))
    return sc


@faq_case("CBA-FAQ-36", "Two players: a double landing",
          question="Does the free neutral settlement bring barbarians too?",
          ruling="Yes: two separate landings, the player's first.",
          rules=("CBA-15.16", "CBA-15.16a", "CBA-15.16b"), provenance="seed")
def double_landing() -> Scenario:
    """Two players: Red's settlement brings a free neutral settlement (two landings), or only a neutral road."""
    s = position(2, active="Red", roads={"P46": "Red", "P20": "Neutral White", "P27": "Neutral White"},
                 hands={"Red": "brick lumber wool grain"})
    sc = Scenario(s)
    sc.do(A("settlement", 36), "Red builds a settlement")
    sc.do(A("neutral_settlement", 2, 23), "Red places the free neutral settlement on I23")
    sc.do_all(actions("landing", 5, 9, 2))
    t = sc.do_all(actions("landing", 5, 6, 11))
    sc.check("6 barbarians are placed", sum(s.barbarians_on_board().values()) + 6,
             sum(t.barbarians_on_board().values()))
    sc.check("H15 gets 2", 2, t.barbarians("H15"))
    sc.check("two landings", 2, t.landings)
    road = position(2, active="Red", roads={"P46": "Red", "P20": "Neutral White"},
                    hands={"Red": "brick lumber wool grain"})
    sc.at(road)
    sc.do(A("settlement", 36))
    sc.do(A("neutral_road", 2, 27), "the neutral build had to be a road")
    t = sc.do_all(actions("landing", 5, 9, 2))
    sc.check("with a neutral road there is only one landing", (1, "trade and build"), (t.landings, t.phase_name))
    return sc


def _faq37(prisoners: int = 0) -> object:
    red = {"I29": "Red", "I31": "Red", "I16": "Red"}
    blue = {"I10": "Blue", "I19": "Blue", "I33": "Blue", "I0": "Blue"}
    return position(2, active="Red", conquered=["H3"], cities={**red, **blue}, settlements={"I50": "Red"},
                    prisoners={"Red": prisoners})


@faq_case("CBA-FAQ-37", "Two players: driving barbarians off with tokens",
          question="What does the barbarian token action cost and do?",
          ruling="1 token while your points do not exceed your opponent's, else 2; it moves one barbarian to another "
                 "unconquered coastal hex.",
          rules=("CBA-15.7a", "CBA-15.7b", "CBA-15.9", "CBA-15.9a"), provenance="seed")
def driving_barbarians_off() -> Scenario:
    """Two players: Red (7 VP, then 9) pays tokens to drive a barbarian from conquered H3 to H0."""
    s = _faq37()
    sc = Scenario(s)
    sc.check("Red 7 VP, Blue 8 VP", (7, 8), (s.victory_points("Red"), s.victory_points("Blue")))
    t = sc.do(A("drive_off", 3, 0), "Red drives a barbarian from H3 to H0")
    sc.check("the action costs 1 token", 4, t.tokens_of("Red"))
    sc.check("H3 = 2 and is liberated; H0 + 1", (2, False, 1),
             (t.barbarians("H3"), t.is_conquered("H3"), t.barbarians("H0")))
    sc.illegal(A("drive_off", 0, 1), cites=("CBA-15.7",), label="a second token action in the same turn")
    ahead = _faq37(prisoners=4)
    sc.at(ahead)
    t = sc.do(A("drive_off", 3, 0), "the same action with Red at 9 VP against 8")
    sc.check("with 9 VP against 8 it costs 2 tokens", (9, 8, 2),
             (ahead.victory_points("Red"), ahead.victory_points("Blue"), 5 - t.tokens_of("Red")))
    return sc


def _faq38(**options) -> object:
    return position(2, active="Red", barbarians={"H0": 1}, knights={"P0": "Red", "P1": "Foreign"}, **options)


@faq_case("CBA-FAQ-38", "Two players: the foreign knights roll 3",
          question="How does a roll-off work with the foreign faction?",
          ruling="The foreign result is always 3; a player who ties it rolls again; foreign prisoners leave the game.",
          rules=("CBA-15.13", "CBA-15.13a", "CBA-15.14", "CBA-15.18"), provenance="seed")
def foreign_knights_roll_three() -> Scenario:
    """Two players: Red's knight and a foreign knight win at H0 and roll off for the one prisoner."""
    s = _faq38()
    sc = Scenario(s)
    to_battles(sc)
    t = sc.do(A("rolloff", 5), "Red rolls 5 against the foreign 3")
    sc.check("Red rolls 5: Red takes the prisoner", 1, t.prisoners_of("Red"))
    sc.at(s)
    to_battles(sc)
    t = sc.do(A("rolloff", 2), "Red rolls 2")
    sc.check("Red rolls 2: the prisoner leaves play, Red gets 3 gold (classic)", (0, 1, 3, 5),
             (t.prisoners_of("Red"), t.lost_prisoners, t.gold_of("Red"), t.tokens_of("Red")))
    sc.at(_faq38(edition="2025"))
    to_battles(sc)
    t = sc.do(A("rolloff", 2), "2025: Red rolls 2")
    sc.check("2025: Red gets 2 gold and 1 trade token", (2, 6), (t.gold_of("Red"), t.tokens_of("Red")))
    sc.at(s)
    to_battles(sc)
    t = sc.do(A("rolloff", 3), "Red rolls 3")
    sc.check("Red rolls 3: a tie with the foreign 3, Red rolls again", ("battles: roll-off", 0),
             (t.phase_name, t.prisoners_of("Red")))
    return sc


@faq_case("CBA-FAQ-39", "Two players: a lost knight pays 2 gold and a token",
          question="What does a player get for a knight lost in the two-player game?",
          ruling="2 gold and 1 trade token each, the token only while the supply has one.",
          rules=("CBA-15.17", "CBA-15.19"), provenance="seed")
def lost_knight_pays_gold_and_a_token() -> Scenario:
    """Two players: the casualty die removes Red's knight at H12, with tokens left in the supply or none."""
    s = position(2, active="Red", barbarians={"H12": 1}, knights={"P54": "Red", "P49": "Red"},
                 tokens={"Red": 9, "Blue": 8})
    sc = Scenario(s)
    to_battles(sc)
    t = sc.do(A("castle_die", 2), "the casualty die removes Red's P54 knight")
    sc.check("Red gets 2 gold and 1 token; the token supply drops to 2", (None, 2, 10, 2),
             (t.knight_at("P54"), t.gold_of("Red"), t.tokens_of("Red"), t.token_supply))
    empty = position(2, active="Red", barbarians={"H12": 1}, knights={"P54": "Red", "P49": "Red"},
                     tokens={"Red": 10, "Blue": 10})
    sc.at(empty)
    to_battles(sc)
    t = sc.do(A("castle_die", 2), "the same loss with an empty token supply")
    sc.check("empty supply: 2 gold only", (2, 10, 0), (t.gold_of("Red"), t.tokens_of("Red"), t.token_supply))
    return sc


@faq_case("CBA-FAQ-40", "Two players: forced trade with few cards",
          question="What if the opponent holds 1 or no resource card?",
          ruling="With 1, take it and still give back 2; with none the action is not allowed.",
          rules=("CBA-15.8", "CBA-15.8a"), provenance="sourced")
def forced_trade_with_few_cards() -> Scenario:
    """Two players: Red's forced trade against Blue's single ore, then against an empty hand."""
    s = position(2, active="Red", hands={"Blue": "ore", "Red": "brick lumber wool grain"})
    sc = Scenario(s)
    sc.do(A("forced_trade"))
    t = sc.do(A("take", "ore"), "Red takes Blue's only card")
    sc.check("Red must still give back 2 cards", ("forced trade: giving cards back", 2),
             (t.phase_name, t.phase_details()["to give back"]))
    sc.do(A("give_back", "brick"))
    t = sc.do(A("give_back", "lumber"))
    sc.check("Red has 3 cards, Blue 2", (3, 2), (t.cards_in_hand("Red"), t.cards_in_hand("Blue")))
    broke = position(2, active="Red", hands={"Red": "brick lumber wool grain"})
    sc.at(broke)
    sc.illegal(A("forced_trade"), cites=("CBA-15.8a",), label="a forced trade against an empty hand")
    sc.check("no token is paid", 5, sc.state.tokens_of("Red"))
    return sc


@faq_case("CBA-FAQ-41", "Event Cards: Robber Attacks, Robber Flees, Conflict",
          question="How do the robber events work without a robber?",
          ruling="Robber Attacks! is a 7; Robber Flees does nothing; Conflict lets the single player with most knights"
                 " draw a card.",
          rules=("CBA-16.2", "CBA-16.3", "CBA-16.4", "CBA-16.4a"), provenance="seed")
def robber_events() -> Scenario:
    """Event Cards: Robber Attacks! with Red and Blue over 7 cards; Robber Flees; Conflict tied, then won by Red."""
    hands = {"Red": "2 brick 2 lumber 2 wool 2 grain", "Blue": "2 brick 2 lumber 2 wool 2 grain ore",
             "White": "2 brick 2 lumber 2 wool grain"}
    s = position(active="Red", phase="event card", hands=hands, event_cards=True)
    sc = Scenario(s)
    sc.do(A("event", "7-robber-attacks"), "A: Robber Attacks! is revealed")
    sc.do_all(actions("discard", "brick", "lumber", "wool", "grain"))
    t = sc.do_all(actions("discard", "brick", "lumber", "wool", "grain"))
    sc.check("A: as on a rolled 7: Red and Blue discard 4, White none", (4, 5, 7),
             (t.cards_in_hand("Red"), t.cards_in_hand("Blue"), t.cards_in_hand("White")))
    sc.check("A: then Red may draw from a player of Red's choice", "choosing whom to draw from", t.phase_name)
    sc.at(s)
    t = sc.do(A("event", "4-robber-flees"), "B: Robber Flees")
    sc.check("B: no change", (s.hands, s.barbarians_on_board(), "trade and build"),
             (t.hands, t.barbarians_on_board(), t.phase_name))
    tied = {"P55": "Red", "P49": "Red", "P50": "Red", "P58": "Blue", "P59": "Blue", "P64": "Blue", "P33": "White"}
    s3 = position(active="Red", phase="event card", knights=tied, hands=hands, event_cards=True)
    sc.at(s3)
    t = sc.do(A("event", "3-conflict"), "C: Conflict with Red 3, Blue 3, White 1 knights")
    sc.check("C: a tie for most knights: nothing happens", ("trade and build", s3.hands), (t.phase_name, t.hands))
    ahead = position(active="Red", phase="event card", knights={**tied, "P40": "Red"}, hands=hands, event_cards=True)
    sc.at(ahead)
    t = sc.do(A("event", "3-conflict"), "C: Conflict with Red 4, Blue 3, White 1 knights")
    sc.check("C: Red chooses a player to draw a random card from", ("choosing whom to draw from", "Red"),
             (t.phase_name, t.player_to_move))
    sc.do(A("draw_from", 1))
    t = sc.do(A("steal", "ore"))
    sc.check("C: Red draws 1 card", 9, t.cards_in_hand("Red"))
    return sc
