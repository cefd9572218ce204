"""Bots make legal, sensible choices; the board picture shows what the table shows."""

from __future__ import annotations

import random

from rulebook import barbarian_attack as ba
from rulebook import simulate
from rulebook.barbarian_attack.positions import position


def test_heuristic_bot_beats_random_bots():
    df = simulate("barbarian_attack", 24, players=4, bots=["heuristic", "random", "random", "random"], seed=3,
                  rotate_seats=True)
    wins = sum(df.loc[i, f"bot_{w}"] == "heuristic" for i, w in zip(df.index, df.winner) if w >= 0)
    assert not df.truncated.any()
    assert wins >= 12, f"the heuristic bot won only {wins} of 24 (a random seat wins 6 on average)"


def test_bots_only_choose_legal_actions():
    rng = random.Random(0)
    for name in ("heuristic", "random"):
        bot = ba.BOTS[name]()
        for step in ba.WALKTHROUGH.steps:
            s = step.after
            if s.current_player >= 0:
                assert bot.choose(s, rng) in s.legal_actions()


def test_outcome_columns_report_turns_landings_prisoners_and_conquest_per_hex():
    final = ba.FAQ["CBA-FAQ-1"].run().final
    cols = ba.outcome_columns(final)
    for key in ("turns", "landings", "barbarians_on_board", "knights_lost", "prisoners_0", "prisoners_2"):
        assert key in cols
    assert cols["conquered_h3"] == 1 and cols["ever_conquered_h3"] == 1 and cols["conquered_h0"] == 0
    assert len([k for k in cols if k.startswith("ever_conquered_h")]) == 10
    liberated = ba.FAQ["CBA-FAQ-10"].run().final
    assert ba.outcome_columns(liberated)["ever_conquered_h15"] == 1


def test_render_shows_conquest_knights_buildings_castle_numbers_and_the_panel():
    s = position(active="Red", barbarians={"H12": 3, "H7": 1}, settlements={"I38": "Blue"}, cities={"I29": "Red"},
                 roads={"P42": "Red"}, knights={"P55": "Red", "P60": "Blue"}, gold={"Red": 5}, prisoners={"Blue": 3})
    svg = s._repr_svg_()
    assert svg.startswith("<svg") and svg.endswith("</svg>") and "http://" not in svg.replace(
        'xmlns="http://www.w3.org/2000/svg"', "")
    assert "conquered" in svg and "fallen" in svg, "face-down number and the laid-down settlement"
    assert svg.count('fill="#d32f2f"') >= 3, "Red's city, road and knight"
    assert "gold 5" in svg and "prisoners 3" in svg and "VP 2" in svg
    assert ">4</text>" in svg and "2:1 grain" in svg, "castle side numbers and harbours"
    modern = position(active="Red", edition="2025")._repr_svg_()
    assert "Swift Knight" in modern and svg != modern
    assert s._repr_svg_() == svg


def test_the_search_weighs_a_few_sensible_moves_of_a_wide_position():
    from rulebook import CHANCE
    from rulebook.barbarian_attack.bots import candidates
    from rulebook.core import sample_outcome

    rng, heuristic = random.Random(0), ba.BOTS["heuristic"]()
    s, wide, offered = ba.new_game(players=2, seed=0), 0, 0
    while not s.is_terminal() and s.turn < 30:
        if s.current_player == CHANCE:
            s = s.apply(sample_outcome(s.chance_outcomes(), rng))
            continue
        legal = s.legal_actions()
        chosen = candidates(s, legal)
        assert chosen and set(chosen) <= set(legal) and len(set(chosen)) == len(chosen)
        if not s.phase_name.startswith("founding"):  # (founding: the 6 best spots by the heuristic's measure)
            assert {a for a in legal if a.kind in ("settlement", "city", "buy_card", "finish_building",
                                                   "end_moves")} <= set(chosen)  # every build, card, phase end
        if len(legal) > 20:
            wide += 1
            assert len(chosen) <= 12, (s.phase_name, len(legal), chosen)
        offers = [a for a in legal if a.kind in ("offer", "sell_for_gold")]
        if offers:  # left to the guide, which never makes one, in a wide position and in one of few choices alike
            offered += 1
            few = tuple(offers[:2]) + tuple(a for a in legal if a not in offers)[:4]
            assert not set(offers) & set(chosen) and not set(offers) & set(candidates(s, few))
        s = s.apply(heuristic.choose(s, rng))
    assert wide >= 10  # drive-offs and knight moves make many two-player positions wide
    assert offered >= 10  # (a search that weighed offers once made 124 of them in one turn)


def test_the_search_guide_spends_trade_tokens_legally_and_beats_the_heuristic():
    from rulebook import CHANCE, game_seed, playout
    from rulebook.barbarian_attack.bots import HeuristicBot, SearchGuide
    from rulebook.core import sample_outcome

    rng, guide, kinds = random.Random(1), SearchGuide(), set()
    s = ba.new_game(players=2, seed=1)
    while not s.is_terminal():
        if s.current_player == CHANCE:
            s = s.apply(sample_outcome(s.chance_outcomes(), rng))
            continue
        a = guide.choose(s, rng)
        assert a in s.legal_actions()
        kinds.add(a.kind)
        s = s.apply(a)
    assert {"forced_trade", "give_back"} <= kinds  # the tokens the heuristic leaves unspent
    wins = 0
    for game in range(40):  # each deal twice, the guide in each seat
        seat, seed = game % 2, game_seed(3, game // 2)
        bots = [guide if k == seat else HeuristicBot() for k in range(2)]
        final, _ = playout(ba.new_game(players=2, seed=seed), bots, random.Random(seed))
        wins += seat in final.winners()
    assert wins >= 24, f"the search guide won only {wins} of 40 against the heuristic"
