"""Final scoring (spec section 17): VP in play, participation, tradesmen, characters, cathedral penalties."""

from __future__ import annotations

from .pieces import SEATS
from .queries import metric
from .words import metric_words


def character_vp(s, character, seat: int) -> int:
    """The highest tier `seat` reaches on one character (TRY-17.9, TRY-17.11)."""
    value = metric(s, seat, character.metric, character.param)
    t1, t2, t3 = character.thresholds
    tiers = s.cfg.tier_vp
    return tiers[2] if value >= t3 else tiers[1] if value >= t2 else tiers[0] if value >= t1 else 0


def characters_in_play(s) -> list[int]:
    """Every dealt character, in seat order (TRY-17.8, TRY-2.15)."""
    return [c for seat_chars in s.chars for c in seat_chars]


def breakdown(s, seat: int) -> dict[str, int]:
    """The parts of a player's final score (TRY-17.3 - TRY-17.13)."""
    cfg = s.cfg
    participation = sum(
        cfg.unresolved_vp for pos, card in enumerate(s.row)
        if seat in s.row_cubes[pos] and (cfg.unresolved_marauding or not cfg.events[card].permanent))
    tradesmen = 0
    for slot, seats in enumerate(s.trades):
        if seat in seats:
            space = seats.index(seat)
            vps = cfg.activity[s.slots[slot]].space_vp
            tradesmen += vps[space] if space < len(vps) else 0
    characters = sum(character_vp(s, cfg.characters[c], seat) for c in characters_in_play(s))
    empty_levels = sum(1 for lv in range(cfg.levels) if seat not in s.cath[lv * 6:lv * 6 + 6])
    penalty = empty_levels * cfg.level_penalty
    total = s.vp[seat] + participation + tradesmen + characters - penalty
    if cfg.floor is not None:
        total = max(cfg.floor, total)
    return {"vp_in_play": s.vp[seat], "participation_vp": participation, "tradesman_vp": tradesmen,
            "character_vp": characters, "cathedral_penalty": penalty, "total": total}


def score_breakdown(s) -> list[dict]:
    """The final scores part by part, for every seat: rows {"seat", "part", "points", "rule_ids"} in plain words,
    whose points add up to `scores()` seat by seat (TRY-17.3 - TRY-17.13). Before the end they are provisional."""
    cfg = s.cfg
    rows = []
    for seat in range(s.n):
        name = SEATS[seat]
        parts = breakdown(s, seat)

        def row(part: str, points: int, *rule_ids: str, name: str = name) -> None:
            rows.append({"seat": name, "part": part, "points": points, "rule_ids": rule_ids})

        row("VP earned in play", parts["vp_in_play"], "TRY-17.3")
        events = sum(1 for pos, card in enumerate(s.row) if seat in s.row_cubes[pos]
                     and (cfg.unresolved_marauding or not cfg.events[card].permanent))
        row(f"participation: own cubes on {events} unresolved {'event' if events == 1 else 'events'}",
            parts["participation_vp"], "TRY-17.4", "TRY-17.5", "TRY-17.6")
        cards = sum(1 for seats in s.trades if seat in seats)
        row(f"tradesmen on {cards} activity {'card' if cards == 1 else 'cards'}", parts["tradesman_vp"], "TRY-17.7")
        for c in characters_in_play(s):
            character = cfg.characters[c]
            value = metric(s, seat, character.metric, character.param)
            row(f"character {character.name}: {value} {metric_words(character.metric, character.param, value != 1)}",
                character_vp(s, character, seat), "TRY-17.8",
                "TRY-17.9", "TRY-17.11")
        empty = parts["cathedral_penalty"] // cfg.level_penalty if cfg.level_penalty else 0
        row(f"cathedral: {empty} {'level' if empty == 1 else 'levels'} without an own cube",
            -parts["cathedral_penalty"], "TRY-17.10")
        raw = (parts["vp_in_play"] + parts["participation_vp"] + parts["tradesman_vp"] + parts["character_vp"]
               - parts["cathedral_penalty"])
        if parts["total"] != raw:
            row(f"a final score is never below {cfg.floor}", parts["total"] - raw, "TRY-17.13")
    return rows


def final_scores(s) -> tuple[int, ...]:
    """Final scores by seat (provisional if the game is not over)."""
    return tuple(breakdown(s, seat)["total"] for seat in range(s.n))


def winners(s) -> tuple[int, ...]:
    """Highest score; ties broken by the `tie_break` keys, then shared (TRY-17.14, TRY-17.15)."""
    scores = final_scores(s)
    top = max(scores)
    tied = [seat for seat in range(s.n) if scores[seat] == top]
    for key in s.cfg.tie_break:
        if len(tied) == 1 or key == "shared":
            break
        values = {seat: (s.infl if key == "influence" else s.money)[seat] for seat in tied}
        best = max(values.values())
        tied = [seat for seat in tied if values[seat] == best]
    return tuple(tied)


def log_final_scores(d) -> None:
    """Reveal the characters and log every final score and the winner(s) (on the game's last Draft)."""
    cfg = d.cfg
    names = ", ".join(cfg.characters[c].name for c in characters_in_play(d))
    d.note(f"Characters revealed: {names}", ("TRY-17.8", "TRY-17.9"))
    for seat in range(d.n):
        b = breakdown(d, seat)
        d.note(f"final score {b['total']} = {b['vp_in_play']} in play + {b['participation_vp']} participation + "
               f"{b['tradesman_vp']} tradesmen + {b['character_vp']} characters - {b['cathedral_penalty']} cathedral",
               ("TRY-17.3", "TRY-17.4", "TRY-17.5", "TRY-17.7", "TRY-17.8", "TRY-17.10", "TRY-17.13"), seat)
    won = winners(d)
    who = " and ".join(SEATS[s] for s in won)
    d.note(f"{who} {'win' if len(won) > 1 else 'wins'}", ("TRY-17.14", "TRY-17.15"))
