"""One row of simulation results per finished game (`outcome_columns`), for the outcome explorer."""

from __future__ import annotations

from .scoring import breakdown


def outcome_columns(final) -> dict:
    """turns, rounds, per-round money and influence by seat, the score breakdown and a few game statistics."""
    row: dict = {"turns": final.turns, "rounds": len(final.history), "start_player_last": final.start}
    for r, (money, influence) in enumerate(final.history, start=1):
        for seat in range(final.n):
            row[f"money_r{r}_{seat}"] = money[seat]
            row[f"influence_r{r}_{seat}"] = influence[seat]
    for seat in range(final.n):
        parts = breakdown(final, seat)
        row[f"vp_{seat}"] = parts["vp_in_play"]
        row[f"participation_vp_{seat}"] = parts["participation_vp"]
        row[f"tradesman_vp_{seat}"] = parts["tradesman_vp"]
        row[f"character_vp_{seat}"] = parts["character_vp"]
        row[f"cathedral_penalty_{seat}"] = parts["cathedral_penalty"]
        row[f"events_won_{seat}"] = final.won[seat]
        row[f"black_eliminated_{seat}"] = final.elim[seat]
        row[f"cathedral_cubes_{seat}"] = final.cath.count(seat)
    return row
