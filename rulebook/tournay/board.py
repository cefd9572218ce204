"""District geometry (TOU-4.4 .. TOU-4.8, TOU-15.7): the frame of spaces, which spaces are open to a new card,
how the floating frame shifts, and which spaces share a row or a column.

Tournay has no common board: each player builds a district. A district is stored as a frame of `rows * cols`
spaces, row-major, and a space is named by its (row, column) in that frame, 0-based, as the actions name it.
In the floating mode (TOU-4.5) a card may be placed just outside the frame (row or column -1, or rows/cols) as
long as all cards still fit in the frame size; the frame then shifts so the new card is inside it.
Only geometry lives here; what the cards on the spaces allow is asked in `queries`.
"""

from __future__ import annotations

import functools


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


def adjacent_ok(cfg, stacks: tuple, r: int, c: int) -> bool:
    """Is (r, c) orthogonally next to a card of the district (TOU-4.6)? `cfg` gives the frame's rows and cols."""
    cols = cfg.cols
    for nr, nc in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
        if 0 <= nr < cfg.rows and 0 <= nc < cols and stacks[nr * cols + nc]:
            return True
    return False


def shift(cfg, stacks: tuple, occ: tuple, r: int, c: int) -> tuple[tuple, tuple, int]:
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


def in_lines(cfg, idx: int, r: int, c: int, rows: bool, columns: bool) -> bool:
    """Is position (r, c) in the row or column (as selected) of space `idx`, but not on it (TOU-15.7)?"""
    ir, ic = divmod(idx, cfg.cols)
    if (ir, ic) == (r, c):
        return False
    return (rows and ir == r) or (columns and ic == c)

