"""FAQ cases about the cathedral and the final scoring: characters score everyone, and what a cathedral cube gives."""

from __future__ import annotations

from rulebook.core import Scenario, faq_case
from rulebook.core.i18n import card_name, seat_name

from ..pieces import CATHEDRAL, die, group
from ..positions import position
from ..queries import DOMAIN, character_index
from ..scoring import character_vp


@faq_case("TRY-FAQ-5", "Characters and the cathedral",
          question="Do characters score only their holder, and what if a player never builds the cathedral?",
          ruling="Every character in play scores every player separately (four characters with two players). Each "
          "cathedral level without an own cube costs 2 VP, so no cubes at all cost 6.",
          rules=("TRY-17.3", "TRY-17.4", "TRY-17.5", "TRY-17.6", "TRY-17.7", "TRY-17.8", "TRY-17.9", "TRY-17.10",
                 "TRY-17.11", "TRY-17.12", "TRY-17.13", "TRY-20.63", "TRY-20.64", "TRY-20.66", "TRY-20.68"),
          provenance="seed")
def characters_and_cathedral() -> Scenario:
    """A finished 2-player game: the four characters dealt (A: Thibaut II, Urbain IV; B: Le Florentin, Hugues de
    Payns) each score both players."""
    final = position(2, phase="over", round=4, vp={"A": 20, "B": 18}, money={"A": 12, "B": 25},
                     influence={"A": 4, "B": 11},
                     characters={"A": ("Thibaut II", "Urbain IV"), "B": ("Le Florentin", "Hugues de Payns")},
                     cathedral={1: "- A - - A A", 2: "- A - - - -"}, activity_cards=("Innkeeper", "Artisan"),
                     tradesmen={"Innkeeper": "A", "Artisan": "A"}, events=("Marauding", "Brigands"),
                     event_cubes={"Brigands": "A"}, red_deck=())
    sc = Scenario(final)
    cfg = final.cfg
    for name, a, b in (("Thibaut II", 3, 6), ("Urbain IV", 1, 0), ("Le Florentin", 1, 0), ("Hugues de Payns", 0, 3)):
        character = cfg.characters[character_index(cfg, name)]
        sc.check("{name} scores A", a, character_vp(final, character, 0), name=card_name(DOMAIN, name))
        sc.check("{name} scores B", b, character_vp(final, character, 1), name=card_name(DOMAIN, name))
    a, b = final.score_breakdown("A"), final.score_breakdown("B")
    sc.check("A's characters: 3 + 1 + 1 + 0", 5, a["character_vp"])
    sc.check("A's cathedral penalty (no cube on level 3)", 2, a["cathedral_penalty"])
    sc.check("A's participation (1 unresolved event)", 1, a["participation_vp"])
    sc.check("A's tradesmen (2 + 1)", 3, a["tradesman_vp"])
    sc.check("B's cathedral penalty (no cubes at all)", 6, b["cathedral_penalty"])
    sc.check("final scores A, B", (27, 21), final.scores())
    sc.check("the winner is A", (0,), final.winners())
    return sc


@faq_case("TRY-FAQ-13", "A cathedral cube", question="What does a cathedral cube give?",
          ruling="1 VP at once plus the influence printed on its space: 1 in columns 1-3, 2 in columns 4-6, on any "
          "level (the rulebook's appendix).",
          rules=("TRY-13.3", "TRY-13.4", "TRY-13.5", "TRY-13.6", "TRY-13.7", "TRY-13.8"), provenance="sourced")
def cathedral_cube_rewards() -> Scenario:
    """A, B and C each build with a white 4: levels 1, 2, 3 of column 4 (2 influence each); then the column is full
    for D, who builds with a white 2 instead (1 influence)."""
    sc = Scenario(position(4, dice={"A": "W4", "B": "W4", "C": "W4", "D": "W4 W2"}))
    for seat, level, influence in (("A", 1, 2), ("B", 2, 2), ("C", 3, 2)):
        sc.do(CATHEDRAL)
        who = seat_name(DOMAIN, seat)
        sc.do(group(die(seat, "W", 4)), "{seat} builds with white 4", seat=who)
        sc.check("{seat}'s cube on level {level}, column 4", seat, sc.state.cathedral_at(level, 4), seat=who,
                 level=level)
        sc.check("{seat} gains 1 VP", 1, sc.state.victory_points(seat), seat=who)
        sc.check("{seat} gains {influence} influence", 4 + influence, sc.state.influence(seat), seat=who,
                 influence=influence)
    sc.do(CATHEDRAL, "D builds")
    sc.illegal(group(die("D", "W", 4)), ("TRY-13.5",), "D builds with white 4 (column 4 is full)")
    sc.do(group(die("D", "W", 2)), "D builds with white 2 instead")
    sc.check("D's cube on level 1, column 2", "D", sc.state.cathedral_at(1, 2))
    sc.check("D gains 1 influence (column 2)", 5, sc.state.influence("D"))
    return sc
