"""Read-only questions about a Tournay position, shared by the phases, the refusals and the pictures, and
offered to readers as `State` methods (`state.hand("P1")`, `state.district("P2")`, `state.deck("Y1")` ...).

Nothing here changes a position. The functions for the engine take `x`, a state or the `Draft` being changed
(both have `cfg`, `players`, `queue`, `coins`, `stock`, `decks`...), a seat number and physical card indices, and
are written for speed: `legal_actions` calls them on every decision. The functions for readers, at the end,
accept seats by name ("P1", any case) or number and answer with card ids and plain words.
"""

from __future__ import annotations

from typing import NamedTuple

from rulebook.core import CHANCE, TERMINAL

from . import board
from .pieces import ANY, COLOURS, DAMAGE, DECKS, GREY, PLACEABLE, SEATS, TAction

# --- the district (TOU-4, TOU-13.1) ------------------------------------------------------------------------------


def has_name(cards, seat, name: str, covered_too: bool) -> bool:
    """Whether a prestige building of this name is in the district (TOU-4.14, TOU-4.15)."""
    for stack in seat.stacks:
        if stack and (cards.cards[stack[-1]].name == name
                      or (covered_too and any(cards.cards[i].name == name for i in stack[:-1]))):
            return True
    return False


def placements(cfg, cards, seat, card) -> tuple[tuple[int, int], ...]:
    """Positions (row, col) of the frame where `card` may be placed, before costs (TOU-4.5 .. TOU-4.15)."""
    if card.type == "prestige_building" and has_name(cards, seat, card.name, cfg.covered_blocks):
        return ()
    mask = 0
    for i, stack in enumerate(seat.stacks):
        if stack:
            mask |= 1 << i
    return board.frame_positions(mask, cfg.rows, cfg.cols, cfg.floating)


def cost_discount(cfg, cards, seat, card, r: int, c: int) -> int:
    """Sum of MODIFY_COST deltas of visible characters whose lines hold (r, c) and whose filter fits `card`."""
    total = 0
    for idx, stack in enumerate(seat.stacks):
        if not stack:
            continue
        ch = cards.cards[stack[-1]].character
        if (ch is not None and ch.effect[0][0] == "MODIFY_COST" and card.type in ch.types
                and card.colour in ch.colours and board.in_lines(cfg, idx, r, c, ch.rows, ch.columns)):
            total += ch.effect[0][1]
    return total


def has_cost_modifiers(cardset, seat) -> bool:
    """Does a visible character of the district change costs (MODIFY_COST, TOU-17.10)?"""
    cards = cardset.cards
    for stack in seat.stacks:
        if stack:
            ch = cards[stack[-1]].character
            if ch is not None and ch.effect[0][0] == "MODIFY_COST":
                return True
    return False


def meets_condition1(cfg, cards, seat) -> bool:
    """A full district with enough visible prestige buildings (TOU-13.1, TOU-13.5)."""
    filled = [s for s in seat.stacks if s]
    if len(filled) < cfg.c1_spaces:
        return False
    return sum(cards.cards[s[-1]].type == "prestige_building" for s in filled) >= cfg.c1_prestige


def affordable_spaces(x, s: int, card: int) -> list[tuple[int, int]]:
    """Where seat s can place `card` now, paying its full cost (TOU-4.3 .. TOU-4.18)."""
    cfg = x.cfg
    cardset = cfg.cards
    cd = cardset.cards[card]
    if cd.type not in PLACEABLE:
        return []
    seat = x.players[s]
    cost = cd.cost
    if cost.cards > len(seat.hand) - 1:
        return []
    pool = seat.avail if not cfg.cost_any_state else tuple(a + u for a, u in zip(seat.avail, seat.used))
    if cost.citizens != (0, 0, 0) and any(pool[c] < cost.citizens[c] for c in range(3)):
        return []
    spots = placements(cfg, cardset, seat, cd)
    if not spots:
        return spots
    if not has_cost_modifiers(cardset, seat):
        return spots if seat.money >= cost.deniers else []
    return [(r, c) for r, c in spots
            if seat.money >= max(0, cost.deniers + cost_discount(cfg, cardset, seat, cd, r, c))]


def playable(x, s: int) -> list[str]:
    """Distinct card ids in hand that can be placed somewhere now."""
    cards = x.cfg.cards.cards
    out: list[str] = []
    for i in x.players[s].hand:
        cid = cards[i].id
        if cid not in out and affordable_spaces(x, s, i):
            out.append(cid)
    return out


# --- hands and walls ----------------------------------------------------------------------------------------------

def copy_in_hand(x, s: int, card_id: str) -> int:
    """The first card in seat s's hand with this id (copies are interchangeable)."""
    cards = x.cfg.cards.cards
    return next(i for i in x.players[s].hand if cards[i].id == card_id)


def distinct_ids(cards, indices) -> list[str]:
    """The card ids of `indices`, each once, in their order."""
    ids: list[str] = []
    for i in indices:
        cid = cards[i].id
        if cid not in ids:
            ids.append(cid)
    return ids


def events_in_hand(x, s: int) -> list[int]:
    """The event cards seat s holds, which may be built as walls (TOU-7.6, TOU-12.1)."""
    cards = x.cfg.cards.cards
    return [i for i in x.players[s].hand if cards[i].kind == "event"]


def wall_choices(x, s: int, extra: TAction) -> tuple[TAction, ...]:
    """One `wall` action per distinct event card in hand, then `extra` (done, or no wall)."""
    cards = x.cfg.cards.cards
    ids: list[str] = []
    for i in x.players[s].hand:
        if cards[i].kind == "event" and cards[i].id not in ids:
            ids.append(cards[i].id)
    return (*tuple(TAction("wall", (cid,)) for cid in ids), extra)


# --- citizens (TOU-5) and fights (TOU-9) ----------------------------------------------------------------------------

def can_source(x, s: int, colour: int, n: int, extra: int = 0, grey_needed: bool = False) -> bool:
    """Can seat s muster n citizens of `colour` (own free, others' at the fee) and still pay `extra`?"""
    seat = x.players[s]
    money = seat.money - extra
    if money < 0:
        return False
    own = seat.avail[colour]
    if own >= n:
        return True
    if grey_needed and x.cfg.tokens_limited and x.supply_tokens <= 0:
        return False
    others = sum(p.avail[colour] for j, p in enumerate(x.players) if j != s)
    short = n - own
    return others >= short and money >= x.cfg.fee * short


def source_options(x, task: tuple) -> list[tuple[int, ...]]:
    """Every way to take the citizens of a `citizens` step: a count per seat, own citizens first (TOU-5.4, 5.6)."""
    _, s, purpose, colour, n, extra = task
    players = x.players
    n_players = len(players)
    money = players[s].money - extra
    fee = x.cfg.fee
    own = players[s].avail[colour]
    borrow_ok = not (purpose[0] == "activate" and x.cfg.tokens_limited and x.supply_tokens <= 0)
    lenders = [(j, players[j].avail[colour]) for j in ((s + i) % n_players for i in range(1, n_players))
               if players[j].avail[colour] > 0] if borrow_ok else []
    out: list[tuple[int, ...]] = []
    for k in range(min(own, n), -1, -1):
        rest = n - k
        if fee * rest > money:
            break
        for split in _splits(rest, lenders):
            vec = [0] * n_players
            vec[s] = k
            for j, m in split:
                vec[j] = m
            out.append(tuple(vec))
    return out


def _splits(total: int, lenders: list[tuple[int, int]]):
    if total == 0:
        yield ()
        return
    if not lenders:
        return
    (j, have), rest = lenders[0], lenders[1:]
    for m in range(min(have, total), -1, -1):
        for tail in _splits(total - m, rest):
            yield (((j, m),) if m else ()) + tail


def fight_needs(cfg, ev_card, coins: int) -> tuple[int, int]:
    """Citizens and deniers needed to fight an event (TOU-9.2, TOU-9.3)."""
    if ev_card.fight_class == "lose_money":
        return cfg.fight_lose, 0
    return cfg.fight_other, coins + cfg.fight_extra


# --- draws (TOU-6.8) ---------------------------------------------------------------------------------------------

def certain(x, pile: tuple[int, ...]) -> bool:
    """True when all cards of an unknown pile are copies of one card, so the next draw is certain."""
    cards = x.cfg.cards.cards
    first = cards[pile[0]].id
    return all(cards[i].id == first for i in pile)


def draw_odds(x, kind: str, pile: tuple[int, ...]) -> tuple[tuple[TAction, float], ...]:
    """Uniform over the face-down cards whose order is still unknown, grouped by card id (TOU-6.8)."""
    cards = x.cfg.cards.cards
    counts: dict[str, int] = {}
    for i in pile:
        cid = cards[i].id
        counts[cid] = counts.get(cid, 0) + 1
    total = len(pile)
    return tuple((TAction(kind, (cid,)), n / total) for cid, n in counts.items())


# --- what effects may act on (TOU-17.10) ---------------------------------------------------------------------------

def free_buildings(x, s: int, colour: int) -> list[int]:
    """Spaces of seat s with an unoccupied visible building of `colour` (or any colour)."""
    cards = x.cfg.cards.cards
    seat = x.players[s]
    return [i for i, st in enumerate(seat.stacks) if st and not seat.occ[i] and cards[st[-1]].type == "building"
            and (colour == ANY or cards[st[-1]].colour == colour)]


def token_spaces(x, s: int, code: int) -> list[int]:
    """Spaces of seat s holding a token of this kind (GREY or DAMAGE)."""
    return [i for i, c in enumerate(x.players[s].occ) if c == code]


def foreign_buildings(x, s: int, colour: int | None, exclude_port: bool) -> list[tuple[int, int]]:
    """Visible buildings of other players (unoccupied ones only when colour is None, for tokens)."""
    cards = x.cfg.cards.cards
    n = len(x.players)
    out = []
    for j in ((s + i) % n for i in range(1, n)):
        seat = x.players[j]
        for idx, st in enumerate(seat.stacks):
            if not st or cards[st[-1]].type != "building":
                continue
            card = cards[st[-1]]
            if colour is None:
                if not seat.occ[idx]:
                    out.append((j, idx))
            elif card.colour == colour and not (exclude_port and any(o[0] == "USE_OTHER_BUILDING"
                                                                     for o in card.activation)):
                out.append((j, idx))
    return out


def optional_possible(x, s: int, ops: tuple) -> bool:
    """An OPTIONAL group needs every payment and every gain to be possible in full (TOU-17.10)."""
    pay_total = sum(o[1] for o in ops if o[0] == "PAY_DENIERS")
    gain_total = sum(o[1] for o in ops if o[0] == "GAIN_DENIERS")
    if pay_total > x.players[s].money:
        return False
    if x.cfg.deniers_limited and gain_total > x.supply_deniers:
        return False
    return all(x.stock[o[1]] >= o[2] for o in ops if o[0] == "TAKE_CITIZENS_FROM_STOCK")


def combat_slots(x, s: int, op: tuple) -> list[int]:
    """Queue slots whose event a COMBAT_EVENT effect may take (enough coins, and the price if it fights)."""
    _, min_coins, extra = op
    out = []
    for slot, ev in enumerate(x.queue):
        coins = x.coins[slot]
        if ev >= 0 and coins >= max(min_coins, 1) and (extra == "none"
                                                        or x.players[s].money >= coins + x.cfg.fight_extra):
            out.append(slot)
    return out


# --- questions a reader asks, by name ---------------------------------------------------------------------------------

class Plaza(NamedTuple):
    """A player's citizens per colour (yellow, white, red): standing on the plaza, lying beside it, on buildings."""

    standing: tuple[int, int, int]
    lying: tuple[int, int, int]
    on_buildings: tuple[int, int, int]

    @property
    def owned(self) -> tuple[int, int, int]:
        """All the player's citizens, whatever they are doing (TOU-0.9.13)."""
        return tuple(a + b + c for a, b, c in zip(self.standing, self.lying, self.on_buildings))  # type: ignore


class DeckView(NamedTuple):
    """A deck as the table shows it, by card id: the face-up card, the shuffled cards (order unknown, drawn
    first), the cards of known order below them (top first), and the town crier lying spent underneath."""

    face_up: str | None
    shuffled: list[str]
    known: list[str]
    spent_crier: str | None

    @property
    def drawable(self) -> int:
        """How many cards can still be drawn (TOU-6.9)."""
        return len(self.shuffled) + len(self.known) + (self.face_up is not None)


def seat_index(x, seat: int | str) -> int:
    """A seat given by name ("P2", any case) or by number (0-based) → its number; ValueError names the seats."""
    n = len(x.players)
    if isinstance(seat, str):
        name = seat.strip().upper()
        if name in SEATS[:n]:
            return SEATS.index(name)
    elif isinstance(seat, int) and not isinstance(seat, bool) and 0 <= seat < n:
        return seat
    raise ValueError(f"no seat {seat!r} in a {n}-player game; seats are {', '.join(SEATS[:n])} (or 0..{n - 1})")


def space_index(x, space: tuple[int, int]) -> int:
    """A district space given as (row, column), 0-based → its index in the frame; ValueError otherwise."""
    rows, cols = x.cfg.rows, x.cfg.cols
    if (isinstance(space, tuple) and len(space) == 2 and all(type(v) is int for v in space)
            and 0 <= space[0] < rows and 0 <= space[1] < cols):
        return space[0] * cols + space[1]
    raise ValueError(f"no district space {space!r}; spaces are (row, column) with rows 0..{rows - 1} and "
                     f"columns 0..{cols - 1}")


def ids(x, indices) -> list[str]:
    """Card ids of physical card indices, in the same order."""
    cards = x.cfg.cards.cards
    return [cards[i].id for i in indices]


def hand(x, seat: int | str) -> list[str]:
    """The card ids in a player's hand, in id order."""
    return sorted(ids(x, x.players[seat_index(x, seat)].hand))


def walls(x, seat: int | str) -> list[str]:
    """The event cards a player has built as walls, in building order (TOU-7.7)."""
    return ids(x, x.players[seat_index(x, seat)].walls)


def stack(x, seat: int | str, space: tuple[int, int]) -> list[str]:
    """The card ids on one district space, bottom to top (empty if the space is free)."""
    return ids(x, x.players[seat_index(x, seat)].stacks[space_index(x, space)])


def district(x, seat: int | str) -> dict[tuple[int, int], list[str]]:
    """A player's district: every filled space (row, column) → its card ids, bottom to top."""
    p = x.players[seat_index(x, seat)]
    return {divmod(i, x.cfg.cols): ids(x, stack) for i, stack in enumerate(p.stacks) if stack}


def occupant(x, seat: int | str, space: tuple[int, int]) -> str:
    """What sits on a district space: "none", "grey", "damage", or e.g. "red citizen" (TOU-8.3)."""
    code = x.players[seat_index(x, seat)].occ[space_index(x, space)]
    if code in (GREY, DAMAGE):
        return "grey" if code == GREY else "damage"
    return f"{COLOURS[code - 1]} citizen" if code else "none"


def plaza(x, seat: int | str) -> Plaza:
    """A player's citizens: standing, lying down, and sitting on buildings, each per colour."""
    p = x.players[seat_index(x, seat)]
    return Plaza(p.avail, p.used, p.on_buildings())


def deniers(x, seat: int | str) -> int:
    """A player's money."""
    return x.players[seat_index(x, seat)].money


def event_row(x) -> tuple[tuple[str | None, int], ...]:
    """The event queue, slot by slot: the event's card id (None for an empty slot) and the coins on it."""
    cards = x.cfg.cards.cards
    return tuple((cards[ev].id if ev >= 0 else None, x.coins[slot]) for slot, ev in enumerate(x.queue))


def deck(x, code: str) -> DeckView:
    """One of the nine decks by its code (Y1 .. R3, any case), or the event deck ("events")."""
    name = code.strip().upper() if isinstance(code, str) else code
    if name == "EVENTS":
        d = x.event_deck
    elif name in DECKS:
        d = x.decks[DECKS.index(name)]
    else:
        raise ValueError(f"no deck {code!r}; decks are {', '.join(DECKS)} and 'events'")
    cards = x.cfg.cards.cards
    return DeckView(cards[d.face_up].id if d.face_up >= 0 else None, ids(x, d.unknown), ids(x, d.bottom),
                    cards[d.spent].id if d.spent >= 0 else None)


def to_act(x) -> str:
    """Who decides now, by name: "P1" .. "P4", "chance" at a draw, "game over" at the end."""
    who = x.current_player
    return "game over" if who == TERMINAL else "chance" if who == CHANCE else SEATS[who]


def legal_args(x, kind: str) -> list[tuple]:
    """The arguments of the legal actions of one kind, e.g. ``legal_args(state, "keep")``."""
    return [a.args for a in x.legal_actions() if a.kind == kind]


def activatable(x) -> list[str]:
    """Ids of the buildings the player to move could activate now (read from the legal actions)."""
    seat = x.players[x.current_player]
    cols = x.cfg.cols
    return [x.cfg.cards.cards[seat.stacks[a.args[0] * cols + a.args[1]][-1]].id
            for a in x.legal_actions() if a.kind == "activate"]
