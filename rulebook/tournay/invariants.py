"""Conservation laws every Tournay position obeys; used when loading JSON and by the property tests."""

from __future__ import annotations

from collections import Counter

from .pieces import DAMAGE, GREY, HOLDING

CITIZENS_PER_COLOUR = 11  # TOU-1.10


def card_locations(st) -> Counter:
    """How many times each physical card appears anywhere (each must appear exactly once)."""
    seen: Counter = Counter()
    for dk in (*st.decks, st.event_deck):
        seen.update(dk.unknown)
        seen.update(dk.bottom)
        seen.update(i for i in (dk.face_up, dk.spent) if i >= 0)
    seen.update(e for e in st.queue if e >= 0)
    for p in st.players:
        seen.update(p.hand)
        seen.update(p.walls)
        for stack in p.stacks:
            seen.update(stack)
    for task in st.tasks:
        pos = HOLDING.get(task[0])
        if pos is not None:
            held = task[pos]
            seen.update(held if isinstance(held, tuple) else (held,))
    return seen


def check_invariants(st) -> tuple[str, ...]:
    """Every broken conservation law of a position (cards, citizens, deniers, tokens), in words; empty if none."""
    problems = []
    cfg = st.cfg
    seen = card_locations(st)
    missing = [st.cfg.cards.cards[i].id for i in range(len(st.cfg.cards.cards)) if seen[i] != 1]
    if missing:
        problems.append(f"cards missing or duplicated: {', '.join(missing[:8])}")
    for colour in range(3):
        total = st.stock[colour] + sum(p.owned()[colour] for p in st.players)
        if total > CITIZENS_PER_COLOUR:
            problems.append(f"{total} citizens of colour {colour} in play; the game has {CITIZENS_PER_COLOUR}")
    on_board = sum(1 for p in st.players for code in p.occ if code in (GREY, DAMAGE))
    if on_board + st.supply_tokens != cfg.tokens_total:
        problems.append(f"tokens: {on_board} on buildings + {st.supply_tokens} in the supply != {cfg.tokens_total}")
    money = sum(p.money for p in st.players) + sum(st.coins) + st.supply_deniers
    if money != cfg.deniers_total:
        problems.append(f"deniers: players, events and supply hold {money}, not {cfg.deniers_total}")
    for s, p in enumerate(st.players):
        for idx, code in enumerate(p.occ):
            if code and (not p.stacks[idx] or cfg.cards.cards[p.stacks[idx][-1]].type != "building"):
                problems.append(f"seat {s}: a citizen or token sits on space {idx}, which holds no building")
            if 1 <= code <= 3 and cfg.cards.cards[p.stacks[idx][-1]].colour != code - 1:
                problems.append(f"seat {s}: a citizen on space {idx} does not match the building's colour")
    for slot, ev in enumerate(st.queue):
        cap = cfg.capacity if ev < 0 else (cfg.cards.cards[ev].coin_capacity or cfg.capacity)
        if (ev < 0 and st.coins[slot]) or (cap is not None and st.coins[slot] > cap):
            problems.append(f"queue slot {slot + 1} holds {st.coins[slot]} coins")
    return tuple(problems)
