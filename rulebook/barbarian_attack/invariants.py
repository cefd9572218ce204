"""The conservation laws of a Barbarian Attack position, and the phase details a position may be in.

`check_invariants(state)` is run after every ply by the fuzzer and the soak run, and by `position(...)`: the 19 of
each resource between bank and hands, every barbarian on the board, in the supply or a prisoner, 6 knights per
player, pieces and their supplies, the card deck, Longest Road matching the roads, the conquered-hex mask matching
the barbarians on the board and no hex above the conquest threshold (option conquest_threshold). `from_json`
applies the same laws (`check_conservation`) and refuses a `ctx` (what is being decided) or a `queue` (what waits)
the engine itself could never have produced (`check_ctx`, `check_queue`), naming the field path.
"""

from __future__ import annotations

from typing import Any

from rulebook.core import CHANCE, TERMINAL
from rulebook.core.jsonio import JSONError

from . import board as G
from . import pieces as P
from .board import BANK_START, BOARD, PIECES
from .queries import conquered_mask, hand_size, holdings, setup_order
from .scoring import longest_road

CARD_PHASES = (P.PLACE_KNIGHT, P.FOREIGN_KNIGHT, P.TREASON_SOURCE, P.TREASON_TARGET, P.CAPTURE)


def expected_mover(s: Any) -> int:
    """Who must be to move in this phase: a seat, CHANCE, or TERMINAL once the game is over."""
    if s.phase == P.OVER:
        return TERMINAL
    if s.phase in P.CHANCE_PHASES:
        return CHANCE
    if s.phase == P.DISCARD:
        return s.ctx[0][0]
    if s.phase == P.STEAL_CHOICE:
        return s.ctx[0]
    if s.phase == P.RESPOND:
        return s.ctx[0]
    return s.seat


def _need(ok: bool, message: str) -> None:
    if not ok:
        raise JSONError(f"state.ctx: {message}")


def _is_int(v: Any, lo: int, hi: int) -> bool:
    return type(v) is int and lo <= v <= hi


def _ints(v: Any, n: int | None, lo: int, hi: int) -> bool:
    return isinstance(v, tuple) and (n is None or len(v) == n) and all(_is_int(x, lo, hi) for x in v)


def check_ctx(s: Any) -> None:
    """Refuse a `ctx` that does not fit the phase."""
    ph, c, n = s.phase, s.ctx, s.cfg.players
    _need(isinstance(c, tuple), "expected a list")
    _need((s.card != "") == (ph in CARD_PHASES), "a card is in play exactly while it is being resolved")
    if ph in (P.SETUP_SETTLEMENT, P.SETUP_CITY, P.SETUP_ROAD, P.SETUP_CITY_ROAD):
        round_one = ph in (P.SETUP_SETTLEMENT, P.SETUP_ROAD)
        _need(s.turn == 0 and (s.setup_i < n) == round_one and s.setup_i < 2 * n,
              "founding placements belong to the founding rounds")
        _need(s.seat == setup_order(s)[s.setup_i], "it is not this player's founding placement")
        if ph in (P.SETUP_ROAD, P.SETUP_CITY_ROAD):
            _need(len(c) == 1 and _is_int(c[0], 0, G.INTERSECTIONS - 1) and s.owner[c[0]] == s.seat
                  and s.level[c[0]] == (2 if ph == P.SETUP_CITY_ROAD else 1),
                  "expected [the intersection just built on]")
        else:
            _need(c == (), "expected []")
        return
    _need(s.turn >= 1, "regular phases come after the founding phase")
    if ph in (P.MAIN, P.KNIGHTS, P.CAPTURE, P.OVER):
        _need(c == (), "expected []")
    elif ph == P.PRE_ROLL:
        _need(c == () and s.cfg.two_player, "the pre-roll decision exists only with two players")
    elif ph in (P.ROLL, P.EVENT):
        _need(len(c) == 2 and c[0] in (1, 2) and (c[1] == 0) == (c[0] == 1) and _is_int(c[1], 0, 12),
              "expected [roll number 1 or 2, first total or 0]")
        _need((ph == P.EVENT) == bool(s.cfg.options["event_cards"]), "event cards replace the roll only when on")
        _need(c[0] == 1 or s.cfg.two_player, "a second roll exists only with two players")
    elif ph == P.DISCARD:
        _need(len(c) >= 1 and all(isinstance(x, tuple) and len(x) == 2 and _is_int(x[0], 0, n - 1)
                                  and _is_int(x[1], 1, 50) and x[1] <= hand_size(s, x[0]) for x in c)
              and len({x[0] for x in c}) == len(c), "expected [[player, cards still to discard], ...]")
    elif ph == P.STEAL_CHOICE:
        _need(len(c) == 1 and _is_int(c[0], 0, n - 1), "expected [player drawing]")
    elif ph == P.STEAL:
        _need(len(c) == 2 and _is_int(c[0], 0, n - 1) and _is_int(c[1], 0, n - 1) and c[0] != c[1]
              and hand_size(s, c[1]) > 0, "expected [player drawing, player with cards]")
    elif ph in (P.DRAFT, P.RESPOND):
        _need(len(c) == 3 and _is_int(c[0], 0, n - 1) and c[0] != s.seat and _ints(c[1], 6, 0, 10**6)
              and _ints(c[2], 6, 0, 10**6), "expected [partner, 6 items given, 6 items asked]")
        mine, theirs = holdings(s, s.seat), holdings(s, c[0])
        _need(all(g <= m and a <= t and not (g and a) for g, a, m, t in zip(c[1], c[2], mine, theirs)),
              "an offer gives only what its maker holds and asks only what the partner holds, never like for like")
        _need(ph == P.DRAFT or (sum(c[1]) and sum(c[2])), "an offer on the table gives and asks something")
    elif ph == P.LANDING:
        _need(len(c) == 2 and _ints(c[0], None, 2, 12) and len(c[0]) <= 2 and 7 not in c[0]
              and len(set(c[0])) == len(c[0]) and _is_int(c[1], 0, 10**6) and s.barb_supply > 0,
              "expected [accepted totals (distinct, no 7), rolls rejected] with barbarians in the supply")
    elif ph == P.DRAW:
        _need(len(c) == 1 and isinstance(c[0], bool) and sum(s.draw_pile) > 0,
              "expected [free draw?] with cards in the draw pile")
    elif ph == P.PLACE_KNIGHT:
        _need(len(c) == 1 and c[0] in ("knighthood", "free_knight") and s.card == c[0]
              and s.knights_left[s.seat] > 0, "expected [the knight card being resolved]")
    elif ph == P.FOREIGN_KNIGHT:
        _need(len(c) == 1 and isinstance(c[0], bool) and s.cfg.two_player, "expected [only once?], two players")
    elif ph == P.TREASON_SOURCE:
        _need(len(c) == 1 and _ints(c[0], None, 0, 18) and len(c[0]) <= 1 and s.card == "treason"
              and all(G.IS_COASTAL[h] for h in c[0]), "expected [[source hexes chosen]]")
    elif ph == P.TREASON_TARGET:
        _need(len(c) == 3 and _ints(c[0], None, 0, 18) and len(c[0]) <= 2 and _is_int(c[1], 1, 2)
              and _ints(c[2], None, 0, 18) and len(c[2]) + c[1] <= 2 and c[1] <= s.barb_supply
              and s.card == "treason", "expected [sources, barbarians left to place, targets]")
    elif ph == P.NEUTRAL_BUILD:
        _need(len(c) == 1 and c[0] in ("road", "settlement") and s.cfg.two_player, "expected [road or settlement]")
    elif ph in (P.FORCED_TAKE, P.GIVE_BACK):
        who = 1 - s.seat if ph == P.FORCED_TAKE else s.seat
        _need(len(c) == 1 and _is_int(c[0], 1, 2) and s.cfg.two_player and hand_size(s, who) > 0,
              "expected [cards left to move] with cards to move")
    elif ph == P.CASUALTY:
        _need(len(c) == 1 and _is_int(c[0], 0, 9), "expected [battle order position]")
    elif ph == P.ROLLOFF:
        _check_rolloff(s, c)


def _check_rolloff(s: Any, c: tuple) -> None:
    factions = tuple(range(s.cfg.players)) + ((P.FOREIGN,) if s.cfg.two_player else ())
    ok = (len(c) == 8 and _is_int(c[0], 0, 9) and c[1] in ("leftover", "short")
          and _is_int(c[2], 1, s.cfg.conquest_threshold)  # the prize is some of a hex's barbarians
          and all(isinstance(c[k], tuple) and set(c[k]) <= set(factions) for k in (3, 4, 7))
          and set(c[4]) <= set(c[3]) and len(c[4]) >= 2 and _is_int(c[5], 1, len(c[4]) - 1)
          and _ints(c[6], None, 1, 12) and len(c[6]) < len(c[4]))
    _need(ok, "expected [battle position, mode, prize, factions, contenders, places, rolls so far, winners]")
    _need(c[4][len(c[6])] != P.FOREIGN, "the foreign faction never rolls (its result is 3)")


_QUEUE_KINDS = {"landing": 1, "discards": 1, "pre_roll": 1, "steal_choice": 2, "produce": 2, "roll2": 2,
                "neutral": 2}


def check_queue(s: Any) -> None:
    """Refuse waiting interruptions the engine never creates."""
    for k, item in enumerate(s.queue):
        where = f"state.queue[{k}]"
        if not (isinstance(item, tuple) and item and item[0] in _QUEUE_KINDS and len(item) == _QUEUE_KINDS[item[0]]):
            raise JSONError(f"{where}: expected one of {sorted(_QUEUE_KINDS)} with its argument")
        kind, arg = item[0], item[1] if len(item) > 1 else None
        if kind == "steal_choice" and not _is_int(arg, 0, s.cfg.players - 1):
            raise JSONError(f"{where}: expected a player")
        if kind == "produce" and not (_is_int(arg, 2, 12) and arg != 7):
            raise JSONError(f"{where}: expected a total from 2 to 12 other than 7")
        if kind == "roll2" and not _is_int(arg, 2, 12):
            raise JSONError(f"{where}: expected the first roll's total, 2 to 12")
        if kind == "neutral" and arg not in ("road", "settlement"):
            raise JSONError(f"{where}: expected 'road' or 'settlement'")


def check_conservation(f: dict, cfg: Any) -> None:
    """Raise JSONError naming the field when the fields `f` break a conservation law (pieces, cards, barbarians)."""
    n, owners = cfg.players, cfg.owners
    for r in range(5):
        if sum(h[r] for h in f["hands"]) + f["bank"][r] != BANK_START:
            raise JSONError(f"state.bank[{r}]: hands and bank must hold {BANK_START} {P.ITEMS[r]} together")
    in_play = sum(f["barb"]) + f["barb_supply"] + sum(f["prisoners"]) + f["lost_prisoners"]
    if in_play != cfg.options["barbarians_total"]:
        raise JSONError(f"state.barb_supply: board, supply and prisoners hold {in_play} barbarians, "
                        f"expected {cfg.options['barbarians_total']}")
    for k in range(n):
        on_board = f["knight"].count(k)
        if on_board + f["knights_left"][k] != PIECES["knights"]:
            raise JSONError(f"state.knights_left[{k}]: {on_board} on the board + supply must be 6 (CBA-3.1)")
    for o in range(owners):
        sett = sum(1 for i in range(G.INTERSECTIONS) if f["owner"][i] == o and f["level"][i] == 1)
        city = sum(1 for i in range(G.INTERSECTIONS) if f["owner"][i] == o and f["level"][i] == 2)
        for name, count in (("settlements", sett), ("cities", city), ("roads", f["road"].count(o))):
            if count + f[name + "_left"][o] != PIECES[name]:
                raise JSONError(f"state.{name}_left[{o}]: pieces on the board plus supply must be {PIECES[name]}")
        if longest_road(f["road"], f["owner"], o) != f["road_len"][o]:
            raise JSONError(f"state.road_len[{o}]: does not match the roads on the board")
    cards = sum(f["draw_pile"]) + sum(f["discard_pile"]) + (f["card"] != "")
    if cards != cfg.cards.dev_total or any(a + b > c for a, b, c in zip(f["draw_pile"], f["discard_pile"],
                                                                            cfg.cards.dev_counts)):
        raise JSONError(f"state.draw_pile: the piles and the card in play must make the {cfg.cards.dev_total}-card "
                        "deck")
    if any(a > b for a, b in zip(f["event_pile"], cfg.cards.event_counts)):
        raise JSONError("state.event_pile: more event cards than the deck holds")
    for q in f["moved"]:
        if f["knight"][q] < 0:
            raise JSONError(f"state.moved: no knight stands on P{q}")
    if cfg.two_player and f["token_supply"] + sum(f["tokens"]) != BOARD["two_player"]["token_supply"]:
        raise JSONError("state.token_supply: tokens in supply and with players must make 20 (CBA-15.6)")
    if (f["winner"] >= 0) != (f["phase"] == P.OVER):
        raise JSONError("state.winner: a winner exactly when the game is over")


def check_invariants(state: Any) -> tuple[str, ...]:
    """Every broken conservation law of `state`, in words; empty when the position is sound."""
    problems = []
    try:
        check_conservation(state.__dict__, state.cfg)
        check_ctx(state)
    except JSONError as exc:
        problems.append(str(exc))
    threshold = state.cfg.conquest_threshold
    if state.cmask != conquered_mask(state.barb, threshold):
        problems.append("cmask: the conquered hexes do not match the barbarians on the board (CBA-10.1)")
    if max(state.barb) > threshold:
        problems.append(f"barb: a hex holds more than the conquest threshold of {threshold} (CBA-9.9)")
    if len(state.knight) != len(set(range(len(state.knight)))):
        problems.append("knight: the path table lost its shape")
    return tuple(problems)
