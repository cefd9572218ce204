"""`summary(state)`: the numbers on the table, as a player would read them off, for "what changed" panels; and
`outcome_columns(final)`, the numbers a simulation keeps of each finished game.

Only counting and naming is done here, no rule is applied: the keys are fixed for a given number of players
and come in a reading order (the table first, then each seat P1..Pn), so two summaries compare key by key.
"""

from __future__ import annotations

from rulebook.core import CHANCE, TERMINAL

from .pieces import COLOURS, DAMAGE, DECKS, GREY, PHASES
from .scoring import breakdown


def summary(state) -> dict[str, int | str]:
    """A flat, ordered mapping such as ``{"turn": 3, ..., "P1 deniers": 8, "P1 yellow standing": 2, ...}``."""
    cards = state.cfg.cards.cards
    who = state.current_player
    out: dict[str, int | str] = {
        "turn": state.turn + 1,
        "to act": "game over" if who == TERMINAL else "chance" if who == CHANCE else f"P{who + 1}",
        "step": PHASES[state.phase],
        "final round": "yes" if state.final_round else "no",
        "criers revealed": state.criers,
    }
    for slot, event in enumerate(state.queue):
        out[f"event slot {slot + 1}"] = cards[event].name if event >= 0 else "empty"
        out[f"coins on slot {slot + 1}"] = state.coins[slot]
    out["events left in the event deck"] = state.event_deck.drawable()
    for d, deck in enumerate(state.decks):
        out[f"{DECKS[d]} cards left"] = deck.drawable()
        out[f"{DECKS[d]} face-up card"] = cards[deck.face_up].name if deck.face_up >= 0 else "none"
    for c, colour in enumerate(COLOURS):
        out[f"{colour} citizens in the stock"] = state.stock[c]
    for s, seat in enumerate(state.players):
        p = f"P{s + 1}"
        out[f"{p} deniers"] = seat.money
        on = seat.on_buildings()
        for c, colour in enumerate(COLOURS):
            out[f"{p} {colour} standing"] = seat.avail[c]
            out[f"{p} {colour} lying down"] = seat.used[c]
            out[f"{p} {colour} on buildings"] = on[c]
        out[f"{p} cards in hand"] = len(seat.hand)
        out[f"{p} filled spaces"] = sum(1 for stack in seat.stacks if stack)
        out[f"{p} cards in district"] = sum(len(stack) for stack in seat.stacks)
        out[f"{p} prestige buildings showing"] = sum(
            1 for stack in seat.stacks if stack and cards[stack[-1]].type == "prestige_building")
        out[f"{p} grey tokens"] = seat.occ.count(GREY)
        out[f"{p} damage tokens"] = seat.occ.count(DAMAGE)
        out[f"{p} walls"] = len(seat.walls)
    return out


def outcome_columns(final) -> dict:
    """Per-game columns for simulations: turns, criers, how the end came, and each seat's score parts."""
    row = {"turns": final.turn, "criers_revealed": final.criers, "end_trigger": final.end_trigger or "none",
           "end_trigger_seat": final.end_trigger_seat}
    for s, part in enumerate(breakdown(final.cfg, final.players)):
        row[f"prestige_{s}"] = part["prestige"]
        row[f"printed_{s}"] = part["printed"]
        row[f"walls_{s}"] = part["walls"]
        row[f"deniers_{s}"] = final.players[s].money
    return row
