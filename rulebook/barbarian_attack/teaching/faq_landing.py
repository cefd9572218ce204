"""FAQ cases 1-10: landings, conquest, conquered buildings and liberation (CBA-9, CBA-10)."""

from __future__ import annotations

from rulebook.core import Scenario, faq_case

from ..pieces import A, actions
from ..positions import position, position_args
from ..refusals import item

SETTLE_COST = "brick lumber wool grain"


def on(s, *hexes: str) -> tuple[int, ...]:
    """The barbarians on several hexes, in the order given."""
    return tuple(s.barbarians(h) for h in hexes)


def rerolls(before, after) -> int:
    """Landing rolls rejected (7s and repeats) between two positions of the same game."""
    return sum("rolled again" in e.text for e in after.log_since(before))


@faq_case("CBA-FAQ-1", "The seed's landing example: 3, 9, 8",
          question="A landing rolls 3, 9 and 8; the 9 hex already has 2 barbarians and the 8 hex is conquered. What "
                   "happens?",
          ruling="The 3 adds a barbarian; the 9 adds the third barbarian, so that hex is conquered at once and "
                 "buildings touching only conquered hexes fall; the 8 adds nothing but still counts; the landing is "
                 "then over.",
          rules=("CBA-9.3", "CBA-9.4", "CBA-9.5", "CBA-10.1", "CBA-10.6", "CBA-10.9"), provenance="seed")
def seed_landing_example() -> Scenario:
    """White builds on I36; the landing rolls 3, 9, 8 with H3 at 2 barbarians and H1 conquered."""
    s = position(active="White", barbarians={"H3": 2, "H1": 3}, barbarian_supply=20,
                 settlements={"I11": "Red", "I12": "Blue"}, roads={"P46": "White"}, hands={"White": SETTLE_COST})
    sc = Scenario(s)
    sc.check("Red's I11 settlement is worth 1 VP before the landing", 1, s.victory_points("Red"))
    sc.check("Red may use the harbour on P18 before the landing", ("P18",), s.harbours_of("Red"))
    sc.do(A("settlement", 36), "White builds a settlement on I36")
    t = sc.do_all(actions("landing", 3, 9, 8))
    sc.check("H0 (3) after the landing", 1, t.barbarians("H0"))
    sc.check("H3 (9) after the landing", 3, t.barbarians("H3"))
    sc.check("H3 is conquered (token face down)", True, t.is_conquered("H3"))
    sc.check("H1 (8) stays at 3: nothing placed", 3, t.barbarians("H1"))
    sc.check("barbarian supply", 18, t.barb_supply)
    sc.check("Red's I11 settlement is conquered", True, t.building_conquered("I11"))
    sc.check("Red's VP after the landing (one less)", 0, t.victory_points("Red"))
    sc.check("Red's harbours after the landing (P18 unusable)", (), t.harbours_of("Red"))
    sc.check("Blue's I12 settlement is unaffected", False, t.building_conquered("I12"))
    sc.check("no fourth roll: White is back in phase 2", ("trade and build", "White"),
             (t.phase_name, t.player_to_move))
    return sc


@faq_case("CBA-FAQ-2", "Sevens and repeats are rolled again",
          question="What if a landing roll is a 7, or a total already accepted in this landing?",
          ruling="Roll again: only different totals other than 7 are accepted, and a total that placed nothing still "
                 "blocks a repeat.",
          rules=("CBA-9.3", "CBA-9.4"), provenance="seed")
def sevens_and_repeats() -> Scenario:
    """A: the landing rolls 7, 5, 5, 7, 11, 2. B: with H1 conquered it rolls 8, 8, 6, 4."""
    s = position(active="Red", roads={"P46": "Red"}, hands={"Red": SETTLE_COST})
    sc = Scenario(s)
    sc.do(A("settlement", 36))
    before = sc.state
    t = sc.do_all(actions("landing", 7, 5, 5, 7, 11, 2))
    sc.check("one barbarian each on H15 (5), H11 (11), H18 (2)", (1, 1, 1), on(t, "H15", "H11", "H18"))
    sc.check("rolls rejected (two 7s and a repeated 5)", 3, rerolls(before, t))
    sc.check("the landing is over", "trade and build", t.phase_name)
    s2 = position(active="Red", conquered=["H1"], roads={"P46": "Red"}, hands={"Red": SETTLE_COST})
    sc.at(s2)
    sc.do(A("settlement", 36))
    before = sc.state
    t = sc.do_all(actions("landing", 8, 8, 6, 4))
    sc.check("scenario B: 8 places nothing on conquered H1", 3, t.barbarians("H1"))
    sc.check("scenario B: the second 8 is rejected", 1, rerolls(before, t))
    sc.check("scenario B: H17 (6) and H12 (4) get one each", (1, 1), on(t, "H17", "H12"))
    return sc


@faq_case("CBA-FAQ-3", "A conquered target gets nothing and is not re-rolled",
          question="The landing names a hex that already holds 3 barbarians: place elsewhere, or roll again?",
          ruling="Neither: nothing is placed and the result is one of the three.",
          rules=("CBA-9.4", "CBA-10.2"), provenance="seed")
def conquered_target() -> Scenario:
    """The landing rolls 8 (conquered H1), 4, 10."""
    s = position(active="Red", conquered=["H1"], barbarian_supply=10, roads={"P46": "Red"},
                 hands={"Red": SETTLE_COST})
    sc = Scenario(s)
    sc.do(A("settlement", 36))
    t = sc.do_all(actions("landing", 8, 4, 10))
    sc.check("H1 stays at 3", 3, t.barbarians("H1"))
    sc.check("H12 (4) +1 and H6 (10) +1", (1, 1), on(t, "H12", "H6"))
    sc.check("supply", 8, t.barb_supply)
    sc.check("three results, landing over", "trade and build", t.phase_name)
    return sc


@faq_case("CBA-FAQ-4", "Running out of barbarians",
          question="What happens when the barbarian supply is small or empty?",
          ruling="A landing needs one barbarian in the supply and stops the moment the supply is empty; with none, a "
                 "build brings nothing.",
          rules=("CBA-9.2", "CBA-9.6"), provenance="seed")
def running_out_of_barbarians() -> Scenario:
    """A: one barbarian left, a city upgrade. B: none left, a settlement. C: one left, the first roll hits H1."""
    s = position(active="Red", barbarians={"H18": 1}, barbarian_supply=1, settlements={"I29": "Red"},
                 hands={"Red": "2 grain 3 ore"})
    sc = Scenario(s)
    sc.do(A("city", 29), "Red upgrades I29")
    t = sc.do(A("landing", 12))
    sc.check("scenario A: H7 +1", 1, t.barbarians("H7"))
    sc.check("scenario A: supply empty", 0, t.barb_supply)
    sc.check("scenario A: the landing ends after one roll", "trade and build", t.phase_name)
    s2 = position(active="Blue", conquered=["H0"], barbarian_supply=0, roads={"P46": "Blue"},
                  hands={"Blue": SETTLE_COST})
    sc.at(s2)
    t = sc.do(A("settlement", 36), "Blue builds with an empty supply")
    sc.check("scenario B: no roll, straight back to phase 2", "trade and build", t.phase_name)
    sc.check("scenario B: no landing counted", 0, t.landings)
    sc.check("scenario B: board unchanged", s2.barbarians_on_board(), t.barbarians_on_board())
    s3 = position(active="Red", conquered=["H1"], barbarian_supply=1, roads={"P46": "Red"},
                  hands={"Red": SETTLE_COST})
    sc.at(s3)
    sc.do(A("settlement", 36))
    t = sc.do_all(actions("landing", 8, 3))
    sc.check("scenario C: 8 places nothing", 3, t.barbarians("H1"))
    sc.check("scenario C: the last barbarian lands on H0", (1, 0), (t.barbarians("H0"), t.barb_supply))
    sc.check("scenario C: the landing ends", "trade and build", t.phase_name)
    return sc


@faq_case("CBA-FAQ-5", "A conquered hex neither produces nor attracts barbarians",
          question="Does a conquered hex still produce, or receive more barbarians?",
          ruling="No to both, until it is liberated.",
          rules=("CBA-6.3", "CBA-9.4", "CBA-10.2"), provenance="seed")
def conquered_hex_produces_nothing() -> Scenario:
    """H17 (6) is conquered: a production 6, then a landing that rolls 6 first."""
    s = position(active="Red", conquered=["H17"], settlements={"I44": "Blue"}, cities={"I29": "Red"},
                 phase="production roll", hands={"Red": SETTLE_COST}, roads={"P46": "Red"})
    sc = Scenario(s)
    t = sc.do(A("roll", 6), "a production 6")
    kind = t.produces("H8")
    sc.check("Red receives 2 {kind} from H8 (inner 6)", 2, t.hand("Red")[kind] - s.hand("Red")[kind], kind=item(kind))
    sc.check("Blue receives nothing from conquered H17", 0, t.cards_in_hand("Blue"))
    sc.do(A("settlement", 36))
    t = sc.do_all(actions("landing", 6, 5, 9))
    sc.check("a later landing result of 6 places nothing on H17", 3, t.barbarians("H17"))
    return sc


@faq_case("CBA-FAQ-6", "No new roads or settlements around a conquered hex",
          question="Where exactly does conquest forbid building?",
          ruling="On all six paths and six corners of the conquered hex, shared ones included; city upgrades there too"
                 " by default; roads already built stay.",
          rules=("CBA-8.3", "CBA-8.3a", "CBA-8.5", "CBA-8.7", "CBA-8.12"), provenance="seed")
def no_building_by_a_conquered_hex() -> Scenario:
    """H18 is conquered; Red has a road on P60 and a settlement on I41 (H18, H15 and inner H14)."""
    s = position(active="Red", conquered=["H18"], settlements={"I41": "Red"}, roads={"P60": "Red"},
                 hands={"Red": "3 brick 3 lumber wool 3 grain 3 ore"})
    sc = Scenario(s)
    sc.illegal(A("road", 65), cites=("CBA-8.3",), label="road on P65 (a sea side of conquered H18)")
    sc.do(A("road", 61), "road on P61 (a sea side of H15, joining P60 at I46)")
    sc.legal(A("settlement", 42), "settlement on I42 (H15 only)")
    sc.illegal(A("city", 41), cites=("CBA-8.7",), label="city upgrade on I41 next to conquered H18")
    sc.check("P60 still counts: Red's road is P60 + P61", 2, sc.state.road_length("Red"))
    return sc


@faq_case("CBA-FAQ-7", "A conquered building: down, 0 VP, no harbour, until liberated",
          question="What does a conquered building lose, and does it get it back?",
          ruling="While every hex it touches is conquered it scores 0 and opens no harbour; liberating one of its "
                 "hexes restores everything.",
          rules=("CBA-7.5", "CBA-10.6", "CBA-10.9", "CBA-10.10", "CBA-13.7", "CBA-13.8"), provenance="seed")
def conquered_building() -> Scenario:
    """Red's I38 settlement touches only H12 and sits on the grain harbour; the landing conquers H12; later Red's
    four knights liberate it."""
    red = {"settlements": {"I38": "Red", "I45": "Red"}, "cities": {"I29": "Red", "I31": "Red"}}
    s = position(active="Blue", barbarians={"H12": 2}, **red, roads={"P3": "Blue"},
                 hands={"Blue": SETTLE_COST, "Red": "3 grain"})
    sc = Scenario(s)
    sc.check("Red starts with 6 VP", 6, s.victory_points("Red"))
    sc.check("the harbour on P49 is grain 2:1 and Red may use it", ("grain", True),
             (s.cfg.harbours[7], "P49" in s.harbours_of("Red")))
    sc.do(A("settlement", 5), "Blue builds on I5")
    t = sc.do_all(actions("landing", 4, 5, 6))
    sc.check("H12 is conquered", True, t.is_conquered("H12"))
    sc.check("Red has 5 VP after the landing", 5, t.victory_points("Red"))
    sc.check("Red's grain rate is back to 4:1", 4, t.trade_rate("Red", "grain"))
    sc.at(position(**{**position_args(t), "active": "Red", "turn": t.turn + 1}))
    sc.illegal(A("bank_trade", "grain", "ore"), cites=("CBA-7.5",), label="Red trades grain at the grain harbour")
    knights = {"P40": "Red", "P41": "Red", "P49": "Red", "P54": "Red"}
    fight = position(active="Red", conquered=["H12"], **red, knights=knights, hands={"Red": "3 grain"})
    sc.at(fight)
    sc.do(A("finish_building"))
    t = sc.do(A("end_moves"), "phase 4 begins")
    sc.check("Red takes 3 prisoners (sole faction)", 3, t.prisoners_of("Red"))
    sc.check("H12 is liberated", False, t.is_conquered("H12"))
    sc.check("the I38 settlement stands up", False, t.building_conquered("I38"))
    sc.check("Red has 6 VP + 1 VP for prisoners", 7, t.victory_points("Red"))
    sc.check("the grain harbour works again", 2, t.trade_rate("Red", "grain"))
    sc.check("then the casualty roll follows", "battles: casualty die", t.phase_name)
    return sc


@faq_case("CBA-FAQ-8", "Desert and castle protect buildings",
          question="A building's only producing hex is conquered, but it also touches the castle or the desert. Is it "
                   "conquered?",
          ruling="No: it keeps its points and harbour, though it gets nothing from the conquered hex.",
          rules=("CBA-10.7", "CBA-10.8"), provenance="seed")
def desert_and_castle_protect() -> Scenario:
    """A: Red's I43 touches conquered H12 and the castle. B: Blue's I10 city touches conquered H6 and the desert."""
    s = position(active="Red", conquered=["H12"], settlements={"I43": "Red"}, phase="production roll")
    sc = Scenario(s)
    sc.check("scenario A: Red's I43 settlement stays upright", False, s.building_conquered("I43"))
    sc.check("scenario A: it is worth 1 VP", 1, s.victory_points("Red"))
    t = sc.do(A("roll", 4))
    sc.check("scenario A: a roll of 4 gives it nothing", 0, t.cards_in_hand("Red"))
    s2 = position(active="Red", conquered=["H6"], cities={"I10": "Blue"})
    sc.at(s2)
    sc.check("scenario B: Blue's I10 city keeps 2 VP", 2, s2.victory_points("Blue"))
    sc.check("scenario B: Blue can still use harbour 2 (P17)", True, "P17" in s2.harbours_of("Blue"))
    return sc


@faq_case("CBA-FAQ-9", "One conquered hex out of two is not enough",
          question="Is a settlement conquered when only some of its hexes are?",
          ruling="No: every land hex it touches must be conquered.",
          rules=("CBA-10.6",), provenance="ruling")
def one_conquered_hex_of_two() -> Scenario:
    """Red's I16 touches conquered H3 and free H7; two landings bring H7 to 3."""
    s = position(active="Red", barbarians={"H3": 3, "H7": 1}, settlements={"I16": "Red"},
                 roads={"P46": "Red", "P61": "Red"}, phase="production roll",
                 hands={"Red": "2 brick 2 lumber 2 wool 2 grain"})
    sc = Scenario(s)
    sc.check("I16 is not conquered (H7 is free)", False, s.building_conquered("I16"))
    t = sc.do(A("roll", 12))
    kind = t.produces("H7")
    sc.check("a production 12 gives Red 1 {kind} from H7", 1, t.hand("Red")[kind] - s.hand("Red")[kind],
             kind=item(kind))
    sc.do(A("settlement", 36))
    sc.do_all(actions("landing", 12, 5, 6))
    before = sc.state.victory_points("Red")
    sc.do(A("settlement", 42))
    t = sc.do_all(actions("landing", 12, 5, 6))
    sc.check("H7 reaches 3", 3, t.barbarians("H7"))
    sc.check("the I16 settlement becomes conquered", True, t.building_conquered("I16"))
    sc.check("Red's VP: +1 for the new settlement, -1 for I16", before, t.victory_points("Red"))
    return sc


@faq_case("CBA-FAQ-10", "Liberated hexes can be attacked again",
          question="After liberation, can barbarians land on the hex again?",
          ruling="Yes.",
          rules=("CBA-10.10", "CBA-9.4"), provenance="seed")
def liberated_hexes_are_attacked_again() -> Scenario:
    """Red's four knights liberate H15; in Blue's next turn a landing rolls 5, 3, 9."""
    knights = {"P61": "Red", "P60": "Red", "P52": "Red", "P46": "Red"}
    s = position(active="Red", conquered=["H15"], knights=knights, roads={"P3": "Blue"}, hands={"Blue": SETTLE_COST})
    sc = Scenario(s)
    sc.do(A("finish_building"))
    t = sc.do(A("end_moves"))
    sc.check("H15 goes to 0", 0, t.barbarians("H15"))
    sc.check("its token turns face up", False, t.is_conquered("H15"))
    sc.do(A("castle_die", 2))
    sc.do(A("roll", 12), "Blue's production roll")
    sc.do(A("settlement", 5), "Blue builds a settlement")
    t = sc.do_all(actions("landing", 5, 3, 9))
    sc.check("the landing hits H15 (5), H0 (3), H3 (9)", (1, 1, 1), on(t, "H15", "H0", "H3"))
    sc.check("Red kept the 3 barbarians of H15 as prisoners", 3, t.prisoners_of("Red"))
    return sc
