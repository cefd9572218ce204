"""The numbers on the table, as a flat, ordered mapping: what a player would read off the board and the panels.

Built by reading the state only (counting pieces, cards and barbarians); the walkthrough's "what changed" panel
compares two of these instead of the raw JSON.
"""

from __future__ import annotations

from typing import Any

from . import board as G
from . import pieces as P
from .pieces import RESOURCES
from .queries import building_conquered, vp


def player_name(state: Any, owner: int) -> str:
    """'Red', 'Blue', 'White', 'Orange' for the seats; the two-player game's neutral owners are
    'Neutral White' and 'Neutral Orange'."""
    return P.owner_label(owner, state.cfg.players)


def summary(state: Any) -> dict[str, int | str]:
    """Turn, phase and who acts; each player's points, cards, gold, prisoners and pieces; barbarians per coastal
    hex; supplies and piles. Keys read like a sentence: "Red VP", "barbarians on H12", "barbarian supply"."""
    s = state
    n = s.cfg.players
    out: dict[str, int | str] = {"turn": s.turn, "phase": P.PHASES[s.phase]}
    out["active player"] = player_name(s, s.seat)
    out["winner"] = ", ".join(player_name(s, p) for p in s.winners()) or "nobody yet"
    for p in range(n):
        name = player_name(s, p)
        out[f"{name} VP"] = vp(s, p)
        for k, resource in enumerate(RESOURCES):
            out[f"{name} {resource}"] = s.hands[p][k]
        out[f"{name} gold"] = s.gold[p]
        out[f"{name} prisoners"] = s.prisoners[p]
        if s.cfg.two_player:
            out[f"{name} trade tokens"] = s.tokens[p]
        out.update(_pieces(s, p, name))
        out[f"{name} knights on the board"] = s.knight.count(p)
        out[f"{name} knights in supply"] = s.knights_left[p]
        out[f"{name} longest road"] = s.road_len[p]
    for o in range(n, s.cfg.owners):
        out.update(_pieces(s, o, player_name(s, o)))
    if s.cfg.two_player:
        out["foreign knights on the board"] = s.knight.count(P.FOREIGN)
        out["trade tokens in supply"] = s.token_supply
    for h in G.COASTAL_HEXES:
        out[f"barbarians on H{h}"] = s.barb[h]
    out["conquered hexes"] = ", ".join(f"H{h}" for h in G.COASTAL_HEXES if s.cmask & (1 << h)) or "none"
    out["barbarian supply"] = s.barb_supply
    out["landings so far"] = s.landings
    out["knights lost so far"] = s.knights_lost
    out["Longest Road"] = player_name(s, s.lr_holder) if s.lr_holder >= 0 else "nobody"
    if s.cfg.options["harbormaster"]:
        out["Harbormaster"] = player_name(s, s.hm_holder) if s.hm_holder >= 0 else "nobody"
    out["development cards in the draw pile"] = sum(s.draw_pile)
    out["development cards discarded"] = sum(s.discard_pile)
    return out


def _pieces(s: Any, owner: int, name: str) -> dict[str, int]:
    """Roads, settlements and cities on the board, and how many of those buildings lie conquered."""
    mine = [i for i in range(G.INTERSECTIONS) if s.owner[i] == owner]
    return {f"{name} roads": s.road.count(owner),
            f"{name} settlements": sum(1 for i in mine if s.level[i] == 1),
            f"{name} cities": sum(1 for i in mine if s.level[i] == 2),
            f"{name} buildings conquered": sum(1 for i in mine if building_conquered(s.cmask, i))}


def outcome_columns(final: Any) -> dict[str, Any]:
    """Per-game columns for the outcome explorer: length, landings, barbarians, prisoners, conquest per hex."""
    cols: dict[str, Any] = {
        "turns": final.turn,
        "landings": final.landings,
        "barbarians_on_board": sum(final.barb),
        "barbarian_supply": final.barb_supply,
        "knights_lost": final.knights_lost,
        "longest_road_holder": final.lr_holder,
    }
    for seat in range(final.num_players):
        cols[f"prisoners_{seat}"] = final.prisoners[seat]
        cols[f"gold_{seat}"] = final.gold[seat]
    for h in G.COASTAL_HEXES:
        cols[f"conquered_h{h}"] = int(bool(final.cmask & (1 << h)))
        cols[f"ever_conquered_h{h}"] = int(bool(final.ever_conquered & (1 << h)))
    return cols
