"""Building a Tournay position directly, as FAQ cases, walkthroughs and tests describe them.

`table(...)` lays out seats, districts, decks and the event queue from card ids, takes every named card out of
the pool so that nothing is duplicated, and starts at the step asked for (`phase`). Decks named in `decks` get
a known order (the cards listed come first, the rest of that deck follows in a fixed order), so a case can say
"the top two cards of Red II are X and the crier" and the engine draws exactly those.
"""

from __future__ import annotations

from typing import Any

from rulebook.core import LogChain, Scenario, resolve_options

from ..pieces import TAction

from ..cards import CardSet
from ..options import OPTIONS, make_config
from ..pieces import COLOURS, DAMAGE, DECKS, GREY, Deck, Seat, TLogEntry
from ..positions import fixture_cards
from ..state import Draft, TournayState

OCCUPANT = {"grey": GREY, "damage": DAMAGE}


def table(players: int = 2, seats: list[dict] | None = None, *, queue: list[str | None] | None = None,
          coins: list[int] | None = None, decks: dict[str, dict] | None = None, stock: tuple | None = None,
          spent: tuple[str, ...] = (), active: int = 0, start: int = 0, turn: int = 0, phase: str = "step_a",
          fixtures: bool = True, final_round: bool = False, **options: Any) -> TournayState:
    """A position from a description; `phase` is step_a, step_b, end_of_turn, turn_start or final."""
    if fixtures and "cards" not in options:
        options["cards"] = fixture_cards()
    opts = resolve_options("tournay", OPTIONS, options)
    cfg = make_config(players, opts, set(options))
    cs = cfg.cards
    pool = {cid: list(idx) for cid, idx in cs.indices.items()}

    def take(cid: str) -> int:
        if cid not in pool:
            raise KeyError(f"no card {cid!r}")
        if not pool[cid]:
            raise ValueError(f"more copies of {cid} used than the game has")
        return pool[cid].pop(0)

    size = cfg.rows * cfg.cols
    built = []
    specs = list(seats or [])
    if len(specs) > players:
        raise ValueError(f"{len(specs)} seats described for a {players}-player game")
    for spec in specs + [{}] * (players - len(specs)):
        stacks: list = [()] * size
        occ = [0] * size
        for (r, c), space in spec.get("district", {}).items():
            ids, who = (space, None) if isinstance(space, list) else space
            idx = r * cfg.cols + c
            stacks[idx] = tuple(take(cid) for cid in ids)
            if who == "citizen":
                occ[idx] = cs.cards[stacks[idx][-1]].colour + 1
            elif who:
                occ[idx] = OCCUPANT[who]
        built.append(Seat(spec.get("money", cfg.start_deniers), tuple(spec.get("avail", (cfg.start_citizens,) * 3)),
                          tuple(spec.get("used", (0, 0, 0))), tuple(sorted(take(c) for c in spec.get("hand", ()))),
                          tuple(stacks), tuple(occ), tuple(take(c) for c in spec.get("walls", ()))))
    q = [-1 if cid is None else take(cid) for cid in (queue or [])]
    for i in pool_events(cs, pool)[:cfg.queue_size - len(q)]:
        pool[cs.cards[i].id].remove(i)
        q.append(i)
    deck_list = []
    for d, code in enumerate(DECKS):
        spec = (decks or {}).get(code, {})
        face_up = take(spec["face_up"]) if spec.get("face_up") else -1
        crier = next(i for i in cs.deck_cards[d] if cs.cards[i].type == "town_crier")
        spent_crier = -1
        if code in spent:
            spent_crier = take(cs.cards[crier].id)
        top = [take(cid) for cid in spec.get("top", ())]
        rest = [i for i in cs.deck_cards[d] if i in pool[cs.cards[i].id]]
        for i in rest:
            pool[cs.cards[i].id].remove(i)
        if "top" in spec or "face_up" in spec:
            deck_list.append(Deck(face_up, (), tuple(top + sorted(rest)), spent_crier))
        else:
            deck_list.append(Deck(face_up, tuple(sorted(rest)), (), spent_crier))
    events_left = tuple(sorted(pool_events(cs, pool)))
    for i in events_left:
        pool[cs.cards[i].id].remove(i)
    stock = tuple(stock or (cfg.stock,) * 3)
    coin_list = list(coins or [0] * cfg.queue_size)
    money = sum(p.money for p in built) + sum(coin_list)
    on_board = sum(1 for p in built for code in p.occ if code in (GREY, DAMAGE))
    entry = TLogEntry("position set up for a worked example", ("TOU-3.5",))
    st = TournayState(cfg, tuple(built), tuple(deck_list), Deck(-1, events_left, (), -1), tuple(q), tuple(coin_list),
                      stock, cfg.deniers_total - money, cfg.tokens_total - on_board, active, start, turn, len(spent),
                      final_round, "", -1, ((),) * players, _tasks(phase, active, players, start),
                      LogChain(entry, None, 1))
    w = Draft(st)
    w.settle()
    return w.freeze()


def pool_events(cs: CardSet, pool: dict) -> list[int]:
    """Event cards not yet placed anywhere, in card order."""
    return [i for i in cs.events if i in pool[cs.cards[i].id]]


def _tasks(phase: str, s: int, players: int, start: int) -> tuple:
    turn = [("end_turn",), ("hand_limit", s), ("end_walls", s)]
    if phase == "step_a":
        return tuple([*turn, ("step_b", s), ("step_a", s)])
    if phase == "step_b":
        return tuple([*turn, ("step_b", s)])
    if phase == "end_of_turn":
        return tuple(turn)
    if phase == "turn_start":
        return (("turn",),)
    if phase == "final":
        order = [(start + i) % players for i in range(players)]
        return tuple([("score",)] + [("final_walls", p) for p in reversed(order)] + [("final_reveal",)]
                     + [("final_card", p) for p in reversed(order)])
    raise ValueError(f"unknown phase {phase!r}")


def seat_view(st, s: int) -> dict:
    """A compact description of one seat, for checks that read like the spec's notation."""
    p = st.players[s]
    cards = st.cfg.cards.cards
    return {"money": p.money, "avail": p.avail, "used": p.used, "hand": sorted(cards[i].id for i in p.hand),
            "walls": [cards[i].id for i in p.walls],
            "district": {divmod(i, st.cfg.cols): [cards[c].id for c in stack] for i, stack in enumerate(p.stacks)
                         if stack}}


def space(st, s: int, r: int, c: int) -> list[str]:
    """Card ids of a district space, bottom to top."""
    return [st.cfg.cards.cards[i].id for i in st.players[s].stacks[r * st.cfg.cols + c]]


def occupant(st, s: int, r: int, c: int) -> str:
    code = st.players[s].occ[r * st.cfg.cols + c]
    if code in (GREY, DAMAGE):
        return "grey" if code == GREY else "damage"
    return f"{COLOURS[code - 1]} citizen" if code else "none"




def act(kind: str, *args) -> TAction:
    """An action by kind and arguments, e.g. ``act("place", 1, 1)``."""
    return TAction(kind, tuple(args))


def activation_targets(st) -> list[str]:
    """Ids of the buildings the player to move could activate now (read from the legal step-B actions)."""
    seat = st.players[st.current_player]
    out = []
    for a in st.legal_actions():
        if a.kind == "activate":
            out.append(st.cfg.cards.cards[seat.stacks[a.args[0] * st.cfg.cols + a.args[1]][-1]].id)
    return out


def kinds(st, kind: str) -> list[tuple]:
    """Arguments of the legal actions of one kind."""
    return [a.args for a in st.legal_actions() if a.kind == kind]


def quiet_turns(sc: Scenario, until: int) -> None:
    """Other players play no card and gather, until seat `until` is to act in step A or B."""
    while True:
        st = sc.state
        if st.is_terminal():
            return
        if st.current_player == until and st.phase in ("step_a", "step_b"):
            return
        if st.phase == "step_a":
            sc.do(act("no_card"))
        elif st.phase == "step_b":
            sc.do(act("gather"))
        elif st.phase in ("end_walls", "final_walls"):
            sc.do(act("done"))
        else:
            sc.do(st.legal_actions()[0])


def points(st) -> list[dict]:
    """The scoring breakdown of every seat (TOU-14.14)."""
    from ..scoring import breakdown
    return breakdown(st.cfg, st.players)


