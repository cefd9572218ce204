"""District geometry (TOU-4.4 .. TOU-4.8, TOU-15.7): where a card may go, how the floating frame shifts, which
cards share a row or column, and the end condition on full districts (TOU-13.1, TOU-13.5).

A district is stored as a frame of `rows * cols` spaces, row-major. In the floating mode (TOU-4.5) a card may be
placed just outside the frame (row or column -1, or rows/cols) as long as all cards still fit in the frame
size; the frame then shifts so the new card is inside it.
"""

from __future__ import annotations

import functools

from .cards import Card, CardSet
from .config import Config
from .model import Seat


def placements(cfg: Config, cards: CardSet, seat: Seat, card: Card) -> tuple[tuple[int, int], ...]:
    """Positions (row, col) of the frame where `card` may be placed, before costs (TOU-4.5 .. TOU-4.15)."""
    if card.type == "prestige_building" and has_name(cards, seat, card.name, cfg.covered_blocks):
        return ()
    mask = 0
    for i, stack in enumerate(seat.stacks):
        if stack:
            mask |= 1 << i
    return frame_positions(mask, cfg.rows, cfg.cols, cfg.floating)


@functools.lru_cache(maxsize=4096)
def frame_positions(mask: int, rows: int, cols: int, floating: bool) -> tuple[tuple[int, int], ...]:
    """Spaces open to a new card given which spaces are filled (a bit per space); depends on nothing else."""
    filled = [(i // cols, i % cols) for i in range(rows * cols) if mask >> i & 1]
    if not filled:
        if floating:
            return ((rows // 2, cols // 2),)  # every first position is the same in a floating frame (TOU-4.7)
        return tuple((r, c) for r in range(rows) for c in range(cols))
    out = list(filled)  # stacking or replacing needs no adjacency (TOU-4.8)
    rmin = min(r for r, _ in filled)
    rmax = max(r for r, _ in filled)
    cmin = min(c for _, c in filled)
    cmax = max(c for _, c in filled)
    taken = set(filled)
    for r, c in filled:
        for nr, nc in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
            if (nr, nc) in taken:
                continue
            if floating:
                if max(rmax, nr) - min(rmin, nr) >= rows or max(cmax, nc) - min(cmin, nc) >= cols:
                    continue
            elif not (0 <= nr < rows and 0 <= nc < cols):
                continue
            taken.add((nr, nc))
            out.append((nr, nc))
    return tuple(sorted(out))


def has_name(cards: CardSet, seat: Seat, name: str, covered_too: bool) -> bool:
    """Whether a prestige building of this name is in the district (TOU-4.14, TOU-4.15)."""
    for stack in seat.stacks:
        if stack and (cards.cards[stack[-1]].name == name
                      or (covered_too and any(cards.cards[i].name == name for i in stack[:-1]))):
            return True
    return False


def adjacent_ok(cfg: Config, seat: Seat, r: int, c: int) -> bool:
    """Is (r, c) orthogonally next to a card of the district (TOU-4.6)?"""
    cols = cfg.cols
    for nr, nc in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
        if 0 <= nr < cfg.rows and 0 <= nc < cols and seat.stacks[nr * cols + nc]:
            return True
    return False


def shift(cfg: Config, stacks: tuple, occ: tuple, r: int, c: int) -> tuple[tuple, tuple, int]:
    """Shift the frame so that (r, c) lies inside it; return the new stacks, occupants and the space index."""
    rows, cols = cfg.rows, cfg.cols
    dr = 1 if r < 0 else -1 if r >= rows else 0
    dc = 1 if c < 0 else -1 if c >= cols else 0
    if dr or dc:
        new_stacks: list = [()] * (rows * cols)
        new_occ = [0] * (rows * cols)
        for i, stack in enumerate(stacks):
            if stack:
                j = (i // cols + dr) * cols + i % cols + dc
                new_stacks[j], new_occ[j] = stack, occ[i]
        stacks, occ = tuple(new_stacks), tuple(new_occ)
    return stacks, occ, (r + dr) * cols + c + dc


def in_lines(cfg: Config, idx: int, r: int, c: int, rows: bool, columns: bool) -> bool:
    """Is position (r, c) in the row or column (as selected) of space `idx`, but not on it (TOU-15.7)?"""
    ir, ic = divmod(idx, cfg.cols)
    if (ir, ic) == (r, c):
        return False
    return (rows and ir == r) or (columns and ic == c)


def cost_discount(cfg: Config, cards: CardSet, seat: Seat, card: Card, r: int, c: int) -> int:
    """Sum of MODIFY_COST deltas of visible characters whose lines hold (r, c) and whose filter fits `card`."""
    total = 0
    for idx, stack in enumerate(seat.stacks):
        if not stack:
            continue
        ch = cards.cards[stack[-1]].character
        if (ch is not None and ch.effect[0][0] == "MODIFY_COST" and card.type in ch.types
                and card.colour in ch.colours and in_lines(cfg, idx, r, c, ch.rows, ch.columns)):
            total += ch.effect[0][1]
    return total


def meets_condition1(cfg: Config, cards: CardSet, seat: Seat) -> bool:
    """A full district with enough visible prestige buildings (TOU-13.1, TOU-13.5)."""
    filled = [s for s in seat.stacks if s]
    if len(filled) < cfg.c1_spaces:
        return False
    return sum(cards.cards[s[-1]].type == "prestige_building" for s in filled) >= cfg.c1_prestige
