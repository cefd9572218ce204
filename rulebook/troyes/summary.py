"""The numbers on the table, read off a position: what a player would say changed after a move; and the numbers of
a finished game, one row per game, for the outcome explorer.

`summary(state)` is a flat, ordered mapping with readable keys ("A money", "B influence", "black pool"), built only
from the state's fields (no rules logic), so the walkthrough stepper can show "A money: 10 -> 19" instead of a
JSON diff. `outcome_columns(final)` gives the columns `rulebook.simulate` adds for Troyes.
"""

from __future__ import annotations

from .pieces import NEUTRAL, OVER, PHASES, SEAT_NAMES, die_text
from .scoring import breakdown


def _dice(codes: tuple[int, ...]) -> str:
    return " ".join(die_text(c) for c in codes) or "-"


def _mover(state) -> str:
    who = state.current_player
    return {-1: "chance", -2: "game over"}.get(who, SEAT_NAMES[who] if 0 <= who < state.n else "-")


def summary(state) -> dict[str, int | str]:
    """Round, phase, and per seat: purse, district money, influence, VP, citizens, dice, cubes; then the shared
    parts of the table (neutral dice, black pool, event row, decks). Final scores are added once the game is over."""
    cfg = state.cfg
    out: dict[str, int | str] = {
        "round": state.round,
        "phase": PHASES[state.phase],
        "to move": _mover(state),
        "start player": SEAT_NAMES[state.start],
    }
    for seat in range(state.n):
        p = SEAT_NAMES[seat]
        out[f"{p} money"] = state.money[seat]
        out[f"{p} district money"] = state.dmoney[seat]
        out[f"{p} influence"] = state.infl[seat]
        out[f"{p} VP"] = state.vp[seat]
        out[f"{p} passed"] = "yes" if state.passed[seat] else "no"
        out[f"{p} dice"] = _dice(state.dist[seat])
        out[f"{p} citizens in buildings"] = state.build.count(seat)
        out[f"{p} citizens lying"] = sum(lying.count(seat) for lying in state.lying)
        out[f"{p} citizens to place"] = state.personal[seat]
        out[f"{p} citizens in general supply"] = state.general[seat]
        out[f"{p} tradesmen"] = sum(seats.count(seat) for seats in state.trades)
        out[f"{p} stored cubes"] = sum(per_seat[seat] for per_seat in state.stored)
        out[f"{p} cathedral cubes"] = state.cath.count(seat)
        out[f"{p} cubes on events"] = sum(cubes.count(seat) for cubes in state.row_cubes)
        out[f"{p} events won"] = state.won[seat]
        out[f"{p} black dice beaten"] = state.elim[seat]
    out["neutral dice"] = _dice(state.dist[NEUTRAL])
    out["black pool"] = " ".join(str(v) for v in state.pool) or "-"
    out["dice to roll"] = len(state.rolls) + state.black_rolls
    out["event row"] = ", ".join(cfg.events[card].name for card in state.row) or "-"
    out["red cards left"] = len(state.red_deck)
    out["activity levels face up"] = state.revealed
    if state.phase == OVER:
        for seat, score in enumerate(state.scores()):
            out[f"{SEAT_NAMES[seat]} final score"] = score
        out["winner(s)"] = " and ".join(SEAT_NAMES[w] for w in state.winners())
    return out


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
