"""Properties of seeded random games: conservation laws, rulings agreeing with legal moves, games that end."""

from __future__ import annotations

import random

import pytest

from rulebook import CHANCE
from rulebook import barbarian_attack as ba
from rulebook.barbarian_attack import board as G
from rulebook.barbarian_attack import pieces as M
from rulebook.barbarian_attack import queries as Q
from rulebook.barbarian_attack.pieces import ARG_SHAPES
from rulebook.barbarian_attack.refusals import KIND_PHASES
from rulebook.barbarian_attack.state import PHASE_TABLE
from rulebook.core import RandomBot, sample_outcome


def states_of(seed: int, players: int = 4, bot=None, limit: int = 100_000, **options):
    s, rng = ba.new_game(players=players, seed=seed, **options), random.Random(seed)
    bot = bot or ba.BOTS["random"]()
    plies = 0
    while not s.is_terminal() and plies < limit:
        yield s
        if s.current_player == CHANCE:
            s = s.apply(sample_outcome(s.chance_outcomes(), rng))
        else:
            s = s.apply(bot.choose(s, rng))
            plies += 1
    yield s


def check_invariants(s) -> None:
    cfg = s.cfg
    # barbarians: board + supply + prisoners (+ foreign prisoners) = the edition total (CBA-3.2, CBA-13.7)
    assert sum(s.barb) + s.barb_supply + sum(s.prisoners) + s.lost_prisoners == cfg.options["barbarians_total"]
    assert max(s.barb) <= cfg.conquest_threshold and all(s.barb[h] == 0 for h in range(19) if not G.IS_COASTAL[h])
    # 6 knights per player, on the board or in supply; a path holds one knight by construction (CBA-3.1, 12.1)
    for p in range(cfg.players):
        assert s.knight.count(p) + s.knights_left[p] == 6
    # the bank and the hands hold 19 of each resource (CBA-3.8)
    for r in range(5):
        assert s.bank[r] + sum(h[r] for h in s.hands) == 19
    assert min(s.bank) >= 0 and all(min(h) >= 0 for h in s.hands) and min(s.gold) >= 0
    assert sum(s.draw_pile) + sum(s.discard_pile) + (s.card != "") == 26
    assert s.cmask == Q.conquered_mask(s.barb, cfg.conquest_threshold)


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_CBA_3_1_3_2_3_8_conservation_laws_hold_in_every_position_of_random_games(seed):
    # Rules: CBA-3.1, CBA-3.2, CBA-3.8
    last = None
    for s in states_of(seed):
        check_invariants(s)
        last = s
    assert last.is_terminal() and last.winners()
    assert last.vp(last.winners()[0]) >= 12


@pytest.mark.parametrize("options", [dict(players=2), dict(players=3, edition="2025"),
                                     dict(players=4, event_cards=True, harbormaster=True)])
def test_variants_conserve_and_finish(options):
    players = options.pop("players")
    for s in states_of(3, players=players, **options):
        check_invariants(s)
        if cfg_tokens := (s.cfg.two_player and s.tokens):
            assert sum(cfg_tokens) + s.token_supply == 20
    assert s.is_terminal()


def test_every_game_ends_or_is_cut_off_by_the_reported_cap():
    from rulebook import simulate
    df = simulate("barbarian_attack", 6, players=4, seed=1, max_plies=400)
    assert df.truncated.all() and (df.plies == 400).all() and (df.winner == -1).all()
    df = simulate("barbarian_attack", 4, players=4, seed=1)
    assert not df.truncated.any() and (df.winner >= 0).all()


def _candidates(state, rng):
    """Well-formed actions of every kind with random arguments, plus the legal ones."""
    values = {"P": range(72), "I": range(54), "H": range(19), "R": M.RESOURCES, "T": M.ITEMS, "S": range(4),
              "N": (2, 3)}
    out = list(state.legal_actions())
    for kind, shape in ARG_SHAPES.items():
        for _ in range(2):
            out.append(ba.A(kind, *[rng.choice(list(values[c])) for c in shape]))
    return out


@pytest.mark.parametrize("seed,players", [(4, 4), (5, 2)])
def test_rulings_find_a_problem_exactly_when_an_action_is_not_legal(seed, players):
    rng = random.Random(seed)
    checked = 0
    for k, s in enumerate(states_of(seed, players=players, bot=RandomBot(), limit=1500)):
        if s.current_player < 0 or k % 3:
            continue
        legal = set(s.legal_actions())
        for action in _candidates(s, rng):
            if s.phase not in KIND_PHASES[action.kind]:
                assert action not in legal
                continue
            problem = PHASE_TABLE[s.phase].why_not(s, action)
            assert (problem is None) == (action in legal), f"{action} at {s.phase_name}: {problem}"
            if problem is None:
                continue
            ruling = s._why_illegal(action)
            assert not ruling.legal and ruling.rule_ids and ruling.reason
            checked += 1
    assert checked > 200


@pytest.mark.parametrize("seed,players", [(6, 4), (7, 2)])
def test_legal_actions_list_each_kind_in_one_block_in_a_fixed_order(seed, players):
    """The random bot relies on it: choosing a kind, then an action of that kind, takes a slice."""
    for s in states_of(seed, players=players, limit=2500):
        actions = s.legal_actions()
        kinds = [a.kind for a in actions]
        blocks = [k for i, k in enumerate(kinds) if i == 0 or kinds[i - 1] != k]
        assert len(blocks) == len(set(blocks)), f"{s.phase_name}: {blocks}"
        assert len(set(actions)) == len(actions), "no duplicates"
        again = ba.from_json(s.to_json()) if s.turn % 50 == 1 and s.current_player >= 0 else s
        assert again.legal_actions() == actions
