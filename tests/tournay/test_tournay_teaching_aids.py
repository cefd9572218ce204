"""Teaching aids (issue 14 item 3): the heuristic bot's hint with its reason, and the score rule by rule."""

from __future__ import annotations

import random

import pytest

from rulebook import tournay
from rulebook.core import playout, sample_outcome
from rulebook.tournay.scoring import score_breakdown


@pytest.mark.parametrize(("players", "seed"), [(2, 0), (3, 4), (4, 3)])
def test_the_hint_is_the_bots_move_with_a_reason_in_plain_words(players, seed):
    """`choose_with_reason` picks exactly what `choose` picks (the pinned games stay the same), with a sentence."""
    bot = tournay.BOTS["heuristic"]()
    rng = random.Random(seed)
    st = tournay.new_game(players=players, seed=seed)
    reasons = set()
    while not st.is_terminal():
        if st.is_chance_node():
            st = st.apply(sample_outcome(st.chance_outcomes(), rng))
            continue
        move = bot.choose(st, random.Random(0))
        hinted, reason = bot.choose_with_reason(st, random.Random(0))
        assert hinted == move and reason and "_" not in reason and "(" not in reason
        reasons.add(reason.split(":")[0].split(",")[0])
        st = st.apply(move)
    assert len(reasons) > 10


def test_a_reason_names_what_decides():
    bot = tournay.BOTS["heuristic"]()
    st = tournay.position(seats={"P1": {"hand": ["Fort"], "money": 6}})
    assert bot.choose_with_reason(st, random.Random(0)) == (
        tournay.action("play", "R1-FORT"),
        "it plays Fort: it is the most valuable card it can place, worth 4 to the bot")
    fight = tournay.position(seats={"P1": {"money": 6}}, phase="citizen action",
                             events=["Norman Raid", "Strike", "Fair Day"], coins=[2, 0, 0])
    move, reason = bot.choose_with_reason(fight, random.Random(0))
    assert move == tournay.action("fight", 0) and reason.startswith("it fights Norman Raid: 2 coins")


@pytest.mark.parametrize(("players", "seed"), [(2, 1), (3, 4), (4, 3)])
def test_the_breakdown_adds_up_to_the_scores(players, seed):
    final, _ = playout(tournay.new_game(players=players, seed=seed), tournay.BOTS["heuristic"](),
                       random.Random(seed), max_plies=tournay.MAX_PLIES)
    rows = score_breakdown(final)
    for s, name in enumerate(tournay.SEATS[:players]):
        mine = [r for r in rows if r["seat"] == name]
        assert sum(r["points"] for r in mine) == final.scores()[s]
        assert all(r["rule_ids"] and all(rid in tournay.RULES for rid in r["rule_ids"]) for r in mine)
        assert all(isinstance(r["points"], int) and "_" not in r["part"] for r in mine)
    assert any("built by you" in r["part"] for r in rows) and any(r["part"].startswith("printed") for r in rows)


def test_the_breakdown_names_the_cap():
    st = tournay.position(seats={"P1": {"money": 60, "district": {(1, 1): "Mint"}}}, phase="game over")
    rows = score_breakdown(st)
    mint = next(r for r in rows if r["seat"] == "P1" and r["part"].startswith("Mint"))
    assert mint["points"] == 12 and "capped at 12" in mint["part"] and "TOU-14.5" in mint["rule_ids"]
