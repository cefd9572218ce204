"""Phase 4, battles (CBA-13): each coastal hex in the fixed order, prisoners, roll-offs, liberation, casualties.

Roll-offs and the casualty die are chance nodes; between them the checks run on their own, each seeing what the
earlier ones left (CBA-13.3). After the last hex the next player's turn begins.
"""

from __future__ import annotations

from operator import itemgetter
from typing import Any

from rulebook.core import CHANCE, Action, LogEntry, Ruling

from .. import board as G
from .. import pieces as P
from ..board import BOARD
from ..edits import announce_liberation, check_win, note, note_entry, pay_gold, pay_token, set_barbarians
from ..options import MAX_CONQUEST_THRESHOLD
from ..pieces import replaced
from ..queries import knights_at

ORIENTATION_NAMES = G.ORIENTATIONS
_NO_BATTLE = {h: LogEntry(f"{G.hex_label(h)}: no barbarians, no battle", ("CBA-13.2a", "CBA-13.5"))
              for h in G.COASTAL_HEXES}
_OUTNUMBERED = {(h, k, b): LogEntry(f"{G.hex_label(h)}: {k} knight(s) do not outnumber {b} barbarian(s), no battle",
                                    ("CBA-13.4",))
                for h in G.COASTAL_HEXES for b in range(1, MAX_CONQUEST_THRESHOLD + 1) for k in range(b + 1)}
_KNIGHTS_ON = {h: itemgetter(*G.HEX_PATHS[h]) for h in G.COASTAL_HEXES}
_START = LogEntry("battles: the coastal hexes are checked from H12(4) clockwise", ("CBA-5.5", "CBA-13.1", "CBA-13.2"))


def legal_moves(s: Any) -> tuple[Action, ...]:
    """Nobody decides in the battles: roll-offs and the casualty die are chance nodes."""
    return ()


def chance_outcomes(s: Any) -> tuple:
    """A roll-off die (1d6, or 2d6 with option rolloff_dice), or the castle die (CBA-13.9, CBA-13.11)."""
    if s.phase == P.CASUALTY:
        return P.CASTLE_OUT
    return P.ROLLOFF_2D6 if s.cfg.options["rolloff_dice"] == 2 else P.ROLLOFF_1D6


def apply_move(w: Any, action: Any) -> None:
    """A roll-off result, or the casualty die; the battles then run on to the next chance node or turn."""
    if w.phase == P.CASUALTY:
        _casualty(w, action)
    else:
        _rolloff(w, action)


def why_not(s: Any, action: Any) -> Ruling | None:
    """Nothing to add: the refusals of chance outcomes are the same in every chance phase."""
    return None


def die_orientation(edition: str, face: int) -> int:
    """Castle die face -> path orientation: the pair holding 1 is slash, 2 backslash, 3 vertical (CBA-13.11-13)."""
    for pair in BOARD["editions"][edition]["castle_die_pairs"]:
        if face in pair:
            return min(pair) - 1
    raise ValueError(f"no castle die face {face}")


def faction_name(f: int) -> str:
    """How the log names a faction: its colour ('Blue'), or 'the foreign knights'."""
    return "the foreign knights" if f == P.FOREIGN else P.seat_name(f)


def start_battles(w: Any) -> None:
    """Phase 4 begins: the coastal hexes are checked in the battle order (CBA-5.5, CBA-13.1, CBA-13.2)."""
    note_entry(w, _START)
    run_battles(w, 0)


def run_battles(w: Any, idx: int) -> None:
    """Check hexes from position `idx` of the battle order until a chance node, a win, or the end of the turn."""
    while idx < len(G.BATTLE_ORDER):
        h = G.BATTLE_ORDER[idx]
        b = w.barb[h]
        if not b:
            note_entry(w, _NO_BATTLE[h])
            idx += 1
            continue
        k = 6 - _KNIGHTS_ON[h](w.knight).count(-1)
        if k <= b:
            note_entry(w, _OUTNUMBERED[(h, k, b)])
            idx += 1
            continue
        note(w, f"{G.hex_label(h)}: {k} knight(s) beat {b} barbarian(s)", ("CBA-13.4", "CBA-13.7"))
        if _share_prisoners(w, idx, h, b, knights_at(w, h)):
            return
        _after_prisoners(w, idx)
        return
    w.begin_turn((w.seat + 1) % w.cfg.players)


def _share_prisoners(w: Any, idx: int, h: int, b: int, counts: dict[int, int]) -> bool:
    """Hand out prisoners by CBA-13.8; return True when a roll-off must be rolled first."""
    factions = tuple(counts)
    if len(factions) == 1:
        _award(w, factions[0], b)
        return False
    if b >= len(factions):
        leftover = b - len(factions)
        most = max(counts.values())
        leaders = tuple(f for f in factions if counts[f] == most)
        if leftover and len(leaders) > 1:
            # Every prisoner stays on the hex until the roll-off settles, so none is ever counted twice.
            note(w, "a tie for most knights: each faction will take 1 prisoner, and a roll-off decides the "
                 "leftover", ("CBA-13.8", "CBA-13.9"))
            return _roll(w, (idx, "leftover", leftover, factions, leaders, 1, (), ()))
        for f in factions:
            _award(w, f, 1)
        if leftover:
            _award(w, leaders[0], leftover)
            note(w, f"{faction_name(leaders[0])} has the most knights and takes the leftover", ("CBA-13.8",))
        return False
    note(w, f"{b} prisoner(s) for {len(factions)} factions: roll-off", ("CBA-13.8", "CBA-13.9"))
    return _roll(w, (idx, "short", b, factions, factions, b, (), ()))


def _award(w: Any, f: int, n: int) -> None:
    if f == P.FOREIGN:
        w.lost_prisoners += n
        note(w, f"the foreign knights win {n} prisoner(s); they leave the game", ("CBA-15.14",))
        return
    w.prisoners = tuple(v + n if j == f else v for j, v in enumerate(w.prisoners))
    note(w, f"{P.seat_name(f)} takes {n} prisoner(s) ({w.prisoners[f]} now)", ("CBA-13.7", "CBA-13.8"), f)


def _compensate_missed(w: Any, f: int) -> None:
    """A faction left out of the prisoners (CBA-13.8, CBA-15.14, CBA-15.18)."""
    if f == P.FOREIGN:
        return
    if w.cfg.two_player and w.cfg.options["two_player_missed_prisoner_compensation"] == "2_gold_1_token":
        paid = pay_gold(w, f, 2)
        got = pay_token(w, f)
        note(w, f"{P.seat_name(f)} gets no prisoner: {paid} gold and {got} trade token", ("CBA-15.18a", "CBA-15.19"), f)
        return
    paid = pay_gold(w, f, 3)
    note(w, f"{P.seat_name(f)} gets no prisoner: {paid} gold", ("CBA-13.8", "CBA-7.11", "CBA-15.18"), f)


# --- roll-offs (CBA-13.9, CBA-15.13) ----------------------------------------------------------------------------------

def _roll(w: Any, ctx: tuple) -> bool:
    """Roll for the next contender; the foreign faction always scores 3. Returns True when a die is needed."""
    while True:
        idx, mode, prize, factions, contenders, slots, rolls, winners = ctx
        if len(rolls) < len(contenders):
            if contenders[len(rolls)] == P.FOREIGN:
                note(w, "the foreign knights' roll counts as 3", ("CBA-15.13",))
                ctx = (idx, mode, prize, factions, contenders, slots, (*rolls, 3), winners)
                continue
            w.phase, w.ctx, w.to_move = P.ROLLOFF, ctx, CHANCE
            return True
        top = sorted(rolls, reverse=True)
        cut = top[slots - 1]
        above = tuple(f for f, r in zip(contenders, rolls) if r > cut)
        tied = tuple(f for f, r in zip(contenders, rolls) if r == cut)
        if len(above) + len(tied) <= slots:
            _settle_rolloff(w, idx, mode, prize, factions, contenders, winners + above + tied)
            return False
        note(w, f"tie at {cut} between {', '.join(faction_name(f) for f in tied)}: they roll again",
             ("CBA-13.9", "CBA-15.13a"))
        ctx = (idx, mode, prize, factions, tied, slots - len(above), (), winners + above)


def _settle_rolloff(w: Any, idx: int, mode: str, prize: int, factions: tuple, contenders: tuple,
                    winners: tuple) -> None:
    if mode == "leftover":
        winner = winners[0]
        for f in factions:
            _award(w, f, 1)
        _award(w, winner, prize)
        for f in factions:
            if f != winner and f in contenders_all(w, idx, factions):
                _compensate_missed(w, f)
        return
    for f in factions:
        if f in winners:
            _award(w, f, 1)
        else:
            _compensate_missed(w, f)


def contenders_all(w: Any, idx: int, factions: tuple) -> tuple:
    """The factions tied for most knights at the battle hex (the leftover roll-off's players)."""
    counts = knights_at(w, G.BATTLE_ORDER[idx])
    most = max(counts.values())
    return tuple(f for f in factions if counts.get(f) == most)


def _rolloff(w: Any, action: Any) -> None:
    idx, mode, prize, factions, contenders, slots, rolls, winners = w.ctx
    f = contenders[len(rolls)]
    note(w, f"roll-off: {P.seat_name(f)} rolls {action.args[0]}", ("CBA-13.9",), f)
    if _roll(w, (idx, mode, prize, factions, contenders, slots, (*rolls, action.args[0]), winners)):
        return
    _after_prisoners(w, idx)


# --- liberation, victory check, casualties (CBA-13.6, CBA-13.11 - CBA-13.17) -----------------------------------------

def _after_prisoners(w: Any, idx: int) -> None:
    h = G.BATTLE_ORDER[idx]
    was_conquered = w.barb[h] >= w.cfg.conquest_threshold
    set_barbarians(w, h, 0)
    if was_conquered:
        announce_liberation(w, h, ("CBA-13.6",))
    if check_win(w, ("CBA-13.6a", "CBA-14.7")):
        return
    w.phase, w.ctx, w.to_move = P.CASUALTY, (idx,), CHANCE


def _casualty(w: Any, action: Any) -> None:
    idx = w.ctx[0]
    h, face = G.BATTLE_ORDER[idx], action.args[0]
    o = die_orientation(w.cfg.edition, face)
    fallen = [p for p in G.HEX_PATHS[h] if G.PATH_ORIENTATION[p] == o and 0 <= w.knight[p] != P.FOREIGN]
    note(w, f"casualty die {face}: {ORIENTATION_NAMES[o]} paths of {G.hex_label(h)}"
         + (f", knights lost on {', '.join(f'P{p}' for p in fallen)}" if fallen else ", nobody falls"),
         ("CBA-13.11", "CBA-13.12" if w.cfg.edition == "classic" else "CBA-13.13", "CBA-13.14", "CBA-13.16"))
    for p in fallen:
        owner = w.knight[p]
        w.knight = replaced(w.knight, {p: -1})
        w.knights_left = tuple(n + 1 if j == owner else n for j, n in enumerate(w.knights_left))
        w.knights_lost += 1
        if w.cfg.two_player:
            paid, got = pay_gold(w, owner, 2), pay_token(w, owner)
            note(w, f"{P.seat_name(owner)} gets {paid} gold and {got} trade token for the knight", ("CBA-15.17",),
                 owner)
        else:
            paid = pay_gold(w, owner, 3)
            note(w, f"{P.seat_name(owner)} gets {paid} gold for the knight", ("CBA-13.15", "CBA-7.11"), owner)
    if fallen:  # a fallen knight that moved this turn is no longer a knight on that path
        w.moved = tuple(q for q in w.moved if q not in fallen)
    run_battles(w, idx + 1)
