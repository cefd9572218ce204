"""The citizen action (step B, TOU-5 .. TOU-11): draw, activate a building, fight an event, earn or gather, and
whose citizens are used when they could come from several plazas (borrowing, TOU-5.4 .. TOU-5.8).

Pending steps: `step_b` (the action) and `citizens` (a count per seat, asked only when there is a choice). The
action then hands over: a draw to `drawing` (`start_draw`), an activation to the building's effect (`ops`) and
the characters watching it (`activated`), a fight to the refill of the event slot (`reveal_event`).
"""

from __future__ import annotations

from rulebook.core import Ruling
from rulebook.core.i18n import reason_text

from .. import queries
from ..edits import add_to_hand, gain, pay
from ..pieces import ACTIVATE, COLOURS, DAMAGE, DECKS, DRAW, EARN, FIGHT, GATHER, GREY, TAction, bump
from ..refusals import DOMAIN, card_words, colour_words


def legal_moves(state) -> tuple[TAction, ...]:
    """Step B: draws, activations, fights and earnings the player can afford, then gathering; or the ways to
    take the citizens of the chosen action."""
    task = state.tasks[-1]
    if task[0] == "step_b":
        return _legal_step_b(state, task)
    return tuple(TAction("citizens", (v,)) for v in queries.source_options(state, task))


def chance_outcomes(state) -> tuple:
    """Choosing the action involves no chance (the draw it starts does, in `drawing`)."""
    return ()


def apply_move(draft, action: TAction) -> None:
    """Carry out the chosen action (its citizens are asked for next, by `citizens`), or use the chosen citizens."""
    task = draft.tasks.pop()
    if task[0] != "step_b":
        _use_citizens(draft, task, action.args[0])
        return
    s = task[1]
    kind, args = action
    cfg = draft.cfg
    if kind == "draw":
        d = DECKS.index(args[0])
        draft.tasks.append(("citizens", s, ("draw", d), d // 3, cfg.draw_need[d % 3], 0))
    elif kind == "activate":
        idx = args[0] * cfg.cols + args[1]
        card = draft.cards[draft.players[s].stacks[idx][-1]]
        draft.tasks.append(("citizens", s, ("activate", idx), card.colour, 1, 0))
    elif kind == "fight":
        slot = args[0]
        ev = draft.cards[draft.queue[slot]]
        n, extra = queries.fight_needs(cfg, ev, draft.coins[slot])
        draft.tasks.append(("citizens", s, ("fight", slot), ev.colour, n, extra))
    elif kind == "earn":
        colour, k = COLOURS.index(args[0]), args[1]
        p = draft.players[s]
        draft.players[s] = p._replace(avail=bump(p.avail, colour, -k), used=bump(p.used, colour, k))
        got = gain(draft, s, k * cfg.earn)
        draft.note(f"earns {got} deniers with {k} {args[0]} citizen(s)", ("TOU-10.1", "TOU-10.2", "TOU-5.9"), s)
    else:
        _gather(draft, s)


def why_not(state, action: TAction) -> Ruling | None:
    """Why a draw, an activation, a fight or an earning is out of reach."""
    refuse = _REFUSALS.get(action.kind)
    return refuse(state, state.current_player, action.args) if refuse is not None else None


def advance(draft, task: tuple) -> bool:
    """The citizens are taken by themselves when only one way exists; the action always waits (True)."""
    if task[0] == "citizens":
        options = queries.source_options(draft, task)
        if len(options) > 1:
            return True
        draft.tasks.pop()
        _use_citizens(draft, task, options[0])
        return False
    return True


# --- the action (TOU-5.1) ------------------------------------------------------------------------------------------

def _legal_step_b(st, task) -> tuple:
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
            n, extra = queries.fight_needs(cfg, cards[ev], st.coins[slot])
            if queries.can_source(st, s, cards[ev].colour, n, extra):
                out.append(FIGHT[slot])
    for colour in range(3):
        if avail[colour]:
            out.extend(EARN[colour][:avail[colour]])
    out.append(GATHER)
    return tuple(out)


def _gather(w, s: int) -> None:
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


# --- the citizens used (TOU-5.4 .. TOU-5.10) -------------------------------------------------------------------------

def _use_citizens(w, task, vec: tuple[int, ...]) -> None:
    """Pay the fees, lay the citizens down (or sit one on the building), then do the action (TOU-5.7 .. 5.10)."""
    _, s, purpose, colour, n, extra = task
    cfg = w.cfg
    borrowed = []
    for j, m in enumerate(vec):
        if j != s and m:
            pay(w, s, cfg.fee * m, j if cfg.fee_to_owner else -1)
            p = w.players[j]
            w.players[j] = p._replace(avail=bump(p.avail, colour, -m), used=bump(p.used, colour, m))
            borrowed.append(f"{m} from P{j + 1}")
    own = vec[s]
    p = w.players[s]
    kind = purpose[0]
    if kind == "activate":
        idx = purpose[1]
        occ = list(p.occ)
        if own:
            p = p._replace(avail=bump(p.avail, colour, -1))
            occ[idx] = colour + 1
        else:
            occ[idx] = GREY
            w.supply_tokens -= 1
        w.players[s] = p._replace(occ=tuple(occ))
    elif own:
        w.players[s] = p._replace(avail=bump(p.avail, colour, -own), used=bump(p.used, colour, own))
    who = ", ".join(([f"{own} own"] if own else []) + borrowed)
    rules = ("TOU-5.2", "TOU-5.4", "TOU-5.5", "TOU-5.7") if borrowed else ("TOU-5.2", "TOU-5.7")
    if kind == "activate":
        card = w.players[s].stacks[purpose[1]][-1]
        cd = w.cards[card]
        rules += ("TOU-5.8", "TOU-8.7") if borrowed else ("TOU-5.8",)
        w.note(f"activates {cd.name} with a {COLOURS[colour]} citizen ({who})", (*rules, "TOU-8.1"), s)
        w.tasks.append(("activated", s, purpose[1], card))
        w.tasks.append(("ops", s, cd.activation, "card"))
    elif kind == "draw":
        w.note(f"draws from {DECKS[purpose[1]]} with {n} {COLOURS[colour]} citizen(s) ({who})",
               (*rules, "TOU-6.1"), s)
        w.tasks.append(("start_draw", s, purpose[1]))
    else:
        _fight(w, s, purpose[1], extra, who, rules)


def _fight(w, s: int, slot: int, extra: int, who: str, rules: tuple) -> None:
    """The event goes to hand as a future wall, its coins to the supply, and its slot is refilled (TOU-9.4 .. 9.6)."""
    ev, coins = w.queue[slot], w.coins[slot]
    pay(w, s, extra)
    w.supply_deniers += coins
    w.coins[slot] = 0
    w.queue[slot] = -1
    add_to_hand(w, s, ev)
    w.note(f"fights {w.name(ev)} ({who}; pays {extra}); its {coins} coin(s) return to the supply",
           (*rules, "TOU-9.1", "TOU-9.4", "TOU-9.5"), s)
    w.tasks.append(("reveal_event", slot))


# --- refusals ---------------------------------------------------------------------------------------------------

def _short(st, s: int, colour: int, n: int, extra: int, what: str, rules: tuple) -> Ruling:
    seat = st.players[s]
    others = sum(p.avail[colour] for j, p in enumerate(st.players) if j != s)
    fields = {"what": what, "count": n, "colour": colour_words(colour), "extra": extra, "have": seat.avail[colour],
              "others": others, "fee": st.cfg.fee, "money": seat.money}
    reason = reason_text(DOMAIN, "{what} needs {count} {colour} citizen(s) and {extra} deniers: you have {have} "
                                 "available, others {others} to borrow at {fee} each, and {money} deniers", **fields) \
        if extra else reason_text(DOMAIN, "{what} needs {count} {colour} citizen(s): you have {have} available, "
                                          "others {others} to borrow at {fee} each, and {money} deniers", **fields)
    return Ruling(False, reason, (*rules, "TOU-5.2", "TOU-5.4", "TOU-5.6"))


def _refuse_draw(st, s: int, args) -> Ruling | None:
    if not args or args[0] not in DECKS:
        return Ruling(False, reason_text(DOMAIN, "there is no deck {deck}; decks are {decks}",
                                         deck=repr(args[0] if args else ''), decks=", ".join(DECKS)), ("TOU-0.9.14",))
    d = DECKS.index(args[0])
    if st.decks[d].drawable() == 0:
        return Ruling(False, reason_text(DOMAIN, "deck {deck} has no card left", deck=args[0]), ("TOU-6.9",))
    return _short(st, s, d // 3, st.cfg.draw_need[d % 3], 0, reason_text(DOMAIN, "drawing from {deck}", deck=args[0]),
                  ("TOU-6.1",))


def _refuse_activate(st, s: int, args) -> Ruling | None:
    cfg = st.cfg
    if len(args) != 2 or not all(isinstance(v, int) for v in args) or not (0 <= args[0] < cfg.rows
                                                                           and 0 <= args[1] < cfg.cols):
        return Ruling(False, reason_text(DOMAIN, "{space} is not a space of your district", space=args), ("TOU-8.1",))
    idx = args[0] * cfg.cols + args[1]
    seat = st.players[s]
    if not seat.stacks[idx]:
        return Ruling(False, reason_text(DOMAIN, "there is no card at {space}", space=args), ("TOU-8.1",))
    card = st.card(seat.stacks[idx][-1])
    if card.type == "character":
        return Ruling(False, reason_text(DOMAIN, "{card} is a character: citizens never go on characters",
                                         card=card_words(card)), ("TOU-8.5", "TOU-15.2"))
    if card.type == "prestige_building":
        return Ruling(False, reason_text(DOMAIN, "{card} is a prestige building and cannot be activated",
                                         card=card_words(card)), ("TOU-8.6",))
    code = seat.occ[idx]
    if code:
        what = reason_text(DOMAIN, "a damage token") if code == DAMAGE else reason_text(DOMAIN, "a grey token") \
            if code == GREY else reason_text(DOMAIN, "a citizen")
        return Ruling(False, reason_text(DOMAIN, "{card} is occupied: it carries {what}", card=card_words(card),
                                         what=what), ("TOU-8.3", "TOU-8.4"))
    if not queries.can_source(st, s, card.colour, 1, 0, True):
        return _short(st, s, card.colour, 1, 0, reason_text(DOMAIN, "activating {card} (a {colour} building)",
                                                            card=card_words(card), colour=colour_words(card.colour)),
                      ("TOU-8.1",))
    return None


def _refuse_fight(st, s: int, args) -> Ruling | None:
    if not args or not isinstance(args[0], int) or not 0 <= args[0] < len(st.queue):
        return Ruling(False, reason_text(DOMAIN, "there is no queue slot {slot}", slot=args), ("TOU-9.1",))
    slot = args[0]
    ev = st.queue[slot]
    if ev < 0:
        return Ruling(False, reason_text(DOMAIN, "queue slot {slot} is empty", slot=slot + 1), ("TOU-9.7",))
    card = st.card(ev)
    coins = st.coins[slot]
    if coins < st.cfg.fight_min:
        return Ruling(False, reason_text(DOMAIN, "{card} carries {coins} coin(s); only an event with at least "
                                                 "{least} coin can be fought", card=card_words(card), coins=coins,
                                         least=st.cfg.fight_min), ("TOU-9.1",))
    n, extra = queries.fight_needs(st.cfg, card, coins)
    return _short(st, s, card.colour, n, extra, reason_text(DOMAIN, "fighting {card}", card=card_words(card)),
                  ("TOU-9.2",) if card.fight_class == "lose_money" else ("TOU-9.3",))


def _refuse_earn(st, s: int, args) -> Ruling | None:
    if len(args) != 2 or args[0] not in COLOURS or not isinstance(args[1], int):
        return None
    have = st.players[s].avail[COLOURS.index(args[0])]
    return Ruling(False, reason_text(DOMAIN, "earning with {count} {colour} citizen(s): you have {have} of your own "
                                             "available (borrowed citizens cannot earn)", count=args[1],
                                     colour=colour_words(COLOURS.index(args[0])), have=have),
                  ("TOU-10.1", "TOU-10.2", "TOU-5.9"))


_REFUSALS = {"draw": _refuse_draw, "activate": _refuse_activate, "fight": _refuse_fight, "earn": _refuse_earn}
