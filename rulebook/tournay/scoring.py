"""Final scoring (TOU-14): prestige buildings for every player, printed points, walls, and the tie-break."""

from __future__ import annotations

from .cards import Scoring
from .options import Config
from .pieces import SEATS, Seat
from .words import unit_words


def units(cfg: Config, seat: Seat, scoring: Scoring) -> int:
    """How many units of a prestige condition this player has (TOU-14.3, TOU-14.12, TOU-17.11)."""
    kind = scoring.unit[0]
    cards = cfg.cards.cards
    if kind in ("VISIBLE_CARDS", "VISIBLE_SETS"):
        tops = [cards[s[-1]] for s in seat.stacks if s]
        if kind == "VISIBLE_CARDS":
            colours, types = scoring.unit[1], scoring.unit[2]
            if scoring.pairs_option and cfg.darras_pairs:
                return min(sum(1 for c in tops if c.colour == col and c.type in types) for col in colours)
            return sum(1 for c in tops if c.colour in colours and c.type in types)
        types = scoring.unit[1]
        return min(sum(1 for c in tops if c.colour == col and c.type in types) for col in range(3))
    if kind == "CITIZENS_OWNED":
        return seat.owned()[scoring.unit[1]]
    if kind == "CITIZEN_SETS":
        return min(seat.owned())
    if kind == "DENIERS_PER":
        return seat.money // scoring.unit[1]
    if kind == "WALLS_BUILT":
        return len(seat.walls)
    return 1  # FLAT


def visible_prestige(cfg: Config, players) -> dict[str, Scoring]:
    """Each distinct prestige-building name visible anywhere, in name order (TOU-14.2, TOU-14.6)."""
    cards = cfg.cards.cards
    found: dict[str, Scoring] = {}
    for seat in players:
        for stack in seat.stacks:
            if stack and cards[stack[-1]].type == "prestige_building":
                card = cards[stack[-1]]
                found.setdefault(card.name, card.scoring)
    return dict(sorted(found.items()))


def breakdown(cfg: Config, players) -> list[dict]:
    """Per seat: points by prestige name, printed points, wall points and the total (TOU-14.14)."""
    cards = cfg.cards.cards
    names = visible_prestige(cfg, players)
    out = []
    for seat in players:
        mine = {cards[s[-1]].name for s in seat.stacks if s}
        by_name = {}
        for name, sc in names.items():
            rate = sc.left if name in mine else sc.right
            by_name[name] = min(cfg.cap, rate * units(cfg, seat, sc))
        printed = sum(cards[i].prestige if cards[i].prestige is not None else cfg.unknown_printed
                      for stack in seat.stacks for i in stack)
        walls = len(seat.walls) * cfg.wall_points
        prestige = sum(by_name.values())
        out.append({"by_name": by_name, "prestige": prestige, "printed": printed, "walls": walls,
                    "total": prestige + printed + walls})
    return out


def score_breakdown(state) -> list[dict]:
    """The score rule by rule, for a teaching table: one row per seat and part, ``{"seat": "P1", "part": plain
    words, "points": int, "rule_ids": (...)}``: each visible prestige building's points for that seat, the printed
    points of the district, the walls. A seat's rows add up to its entry of `scores()` (TOU-14.14)."""
    cfg = state.cfg
    cards = cfg.cards.cards
    names = visible_prestige(cfg, state.players)
    rows = []
    for s, (seat, part) in enumerate(zip(state.players, breakdown(cfg, state.players))):
        who = SEATS[s]
        mine = {cards[st[-1]].name for st in seat.stacks if st}
        for name, sc in names.items():
            own = name in mine
            rate = sc.left if own else sc.right
            shown = name.removeprefix("Stand-in: ")
            built = "built by " + ("you" if own else "another player")
            if sc.unit[0] == "FLAT":
                words = f"{shown}, {built}: {rate} points"
            else:
                counted = units(cfg, seat, sc)
                words = f"{shown}, {built}: {rate} per {unit_words(sc.unit)}, {counted} counted"
            points = part["by_name"][name]
            rules = ("TOU-14.2", "TOU-14.3", *(("TOU-14.4",) if own else ()), "TOU-14.14")
            if points == cfg.cap and rate * (units(cfg, seat, sc) if sc.unit[0] != "FLAT" else 1) > cfg.cap:
                words += f", capped at {cfg.cap}"
                rules = (*rules, "TOU-14.5")
            rows.append({"seat": who, "part": words, "points": points, "rule_ids": rules})
        rows.append({"seat": who, "part": "printed points of every card in the district, covered ones too",
                     "points": part["printed"], "rule_ids": ("TOU-14.7", "TOU-4.16")})
        rows.append({"seat": who, "part": f"{len(seat.walls)} wall{'s' * (len(seat.walls) != 1)} built, "
                                          f"{cfg.wall_points} point each",
                     "points": part["walls"], "rule_ids": ("TOU-14.8", "TOU-7.7")})
    return rows


def seat_totals(cfg: Config, players) -> tuple[int, ...]:
    """Each seat's total prestige (TOU-14.14)."""
    return tuple(row["total"] for row in breakdown(cfg, players))


def totals(state) -> tuple[int, ...]:
    """Each seat's total prestige in a position (the score if the game ended now)."""
    return seat_totals(state.cfg, state.players)


def winners(state) -> tuple[int, ...]:
    """Most prestige; ties go to the most deniers, then are shared (TOU-14.10, TOU-14.11)."""
    scores = totals(state)
    best = max(scores)
    tied = [s for s, v in enumerate(scores) if v == best]
    if len(tied) > 1 and state.cfg.tiebreak_deniers:
        richest = max(state.players[s].money for s in tied)
        tied = [s for s in tied if state.players[s].money == richest]
    return tuple(tied)
