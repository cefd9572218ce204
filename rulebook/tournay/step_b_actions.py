"""The choice made in step B (TOU-5.1): draw, activate, fight, earn or gather, with what each needs."""

from __future__ import annotations

from .engine import Work, bump, gain
from .model import DAMAGE, GREY, TAction
from .step_b import GATHER, can_source, fight_needs
from .vocab import COLOURS, DECKS

# Step-B actions are built once and reused: legal_actions runs on every decision.
DRAW = tuple(TAction("draw", (code,)) for code in DECKS)
EARN = tuple(tuple(TAction("earn", (COLOURS[c], k)) for k in range(1, 12)) for c in range(3))
ACTIVATE = {(r, c): TAction("activate", (r, c)) for r in range(3) for c in range(3)}
FIGHT = tuple(TAction("fight", (slot,)) for slot in range(5))


def legal_step_b(st, task) -> tuple:
    s = task[1]
    cfg = st.cfg
    cards = cfg.cards.cards
    seat = st.players[s]
    avail = seat.avail
    money = seat.money
    fee = cfg.fee
    # citizens of each colour this player can muster: own ones, plus borrowable ones the money covers
    others = [0, 0, 0]
    for j, p in enumerate(st.players):
        if j != s:
            pa = p.avail
            others[0] += pa[0]
            others[1] += pa[1]
            others[2] += pa[2]
    can_borrow = money // fee if fee else 99
    reach = [avail[c] + min(others[c], can_borrow) for c in range(3)]
    need = cfg.draw_need
    out = [DRAW[d] for d, deck in enumerate(st.decks)
           if reach[d // 3] >= need[d % 3] and (deck.face_up >= 0 or deck.unknown or deck.bottom)]
    grey_ok = not cfg.tokens_limited or st.supply_tokens > 0
    cols = cfg.cols
    occ = seat.occ
    for idx, stack in enumerate(seat.stacks):
        if stack and not occ[idx]:
            card = cards[stack[-1]]
            if card.type == "building" and (avail[card.colour] or (grey_ok and reach[card.colour])):
                out.append(ACTIVATE[divmod(idx, cols)])
    for slot, ev in enumerate(st.queue):
        if ev >= 0 and st.coins[slot] >= cfg.fight_min:
            n, extra = fight_needs(cfg, cards[ev], st.coins[slot])
            if can_source(st, s, cards[ev].colour, n, extra):
                out.append(FIGHT[slot])
    for colour in range(3):
        if avail[colour]:
            out.extend(EARN[colour][:avail[colour]])
    out.append(GATHER)
    return tuple(out)


def apply_step_b(w: Work, task, action) -> None:
    s = task[1]
    w.tasks.pop()
    kind, args = action
    cfg = w.cfg
    if kind == "draw":
        d = DECKS.index(args[0])
        w.tasks.append(("citizens", s, ("draw", d), d // 3, cfg.draw_need[d % 3], 0))
    elif kind == "activate":
        idx = args[0] * cfg.cols + args[1]
        card = w.cards[w.players[s].stacks[idx][-1]]
        w.tasks.append(("citizens", s, ("activate", idx), card.colour, 1, 0))
    elif kind == "fight":
        slot = args[0]
        ev = w.cards[w.queue[slot]]
        n, extra = fight_needs(cfg, ev, w.coins[slot])
        w.tasks.append(("citizens", s, ("fight", slot), ev.colour, n, extra))
    elif kind == "earn":
        colour, k = COLOURS.index(args[0]), args[1]
        p = w.players[s]
        w.players[s] = p._replace(avail=bump(p.avail, colour, -k), used=bump(p.used, colour, k))
        got = gain(w, s, k * cfg.earn)
        w.note(f"earns {got} deniers with {k} {args[0]} citizen(s)", ("TOU-10.1", "TOU-10.2", "TOU-5.9"), s)
    else:
        gather(w, s)


def gather(w: Work, s: int) -> None:
    """All own citizens stand up again; grey tokens leave, damage stays (TOU-11.1 .. TOU-11.4)."""
    p = w.players[s]
    on = p.on_buildings()
    avail = tuple(p.avail[c] + p.used[c] + on[c] for c in range(3))
    grey = 0
    occ = []
    for code in p.occ:
        if 1 <= code <= 3:
            code = 0
        elif code == GREY and w.cfg.gather_grey:
            code, grey = 0, grey + 1
        occ.append(code)
    w.supply_tokens += grey
    w.players[s] = p._replace(avail=avail, used=(0, 0, 0), occ=tuple(occ))
    kept = sum(1 for code in occ if code == DAMAGE)
    w.note(f"gathers: {sum(avail)} citizens stand on the plaza" + (f", {grey} grey token(s) return" if grey else "")
           + (f", {kept} damage token(s) stay" if kept else ""), ("TOU-11.1", "TOU-11.2", "TOU-11.3"), s)
