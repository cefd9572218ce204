"""Phase 3, events (TRY-7), and the cubes players put on event cards (TRY-14.5 - TRY-14.13).

`begin` adds the round's red card and its companion to the row, then every event acts from left to right: black
dice for the pool, payments (TRY-7.10), discards of dice. A discard is a decision only when it leaves a real
choice (`discard <dice>`); then `state.pending` remembers where the events stopped: ("discard", row position, op,
player offset, black dice so far). When all have acted, the black pool is rolled (or, with no black dice, the
action phase starts).

Cubes land on event cards in two ways: fighting (an action) and a card's `place_event_cube` effect; both call
`place_cubes` (through `draft.place_event_cubes`), which completes a full card and shares out its rewards.
"""

from __future__ import annotations

from rulebook.core import Action, Ruling

from ..edits import gain_influence, lose_vp
from ..pieces import (
    ACTIONS,
    BLACK,
    COLOUR_OF_LETTER,
    COLOURS,
    EVENTS,
    LETTERS,
    SEATS,
    die_code,
    die_text,
    tuple_add,
    tuple_set,
)
from ..queries import combos, metric, refuse


def begin(d) -> None:
    """Add this round's red card and its companion, then let every event act (TRY-7.2 - TRY-7.6)."""
    cfg = d.cfg
    d.phase = EVENTS
    if d.red_deck:
        card = d.red_deck[0]
        d.red_deck = d.red_deck[1:]
        _add_to_row(d, card)
        event = cfg.events[card]
        d.note(f"Event {event.name} enters the row", ("TRY-7.2", "TRY-7.1"))
        if event.companion >= 0:
            deck_name = ("red_deck", "white_deck", "yellow_deck")[event.companion]
            deck = getattr(d, deck_name)
            if deck:
                setattr(d, deck_name, deck[1:])
                _add_to_row(d, deck[0])
                d.note(f"Companion {cfg.events[deck[0]].name} ({COLOURS[event.companion]}) joins it",
                       ("TRY-7.2", "TRY-7.3"))
            else:
                d.note(f"The {COLOURS[event.companion]} deck is empty: no companion", ("TRY-7.4",))
    run_events(d, 0, 0, 0, 0)


def _add_to_row(d, card: int) -> None:
    d.row = (*d.row, card)
    d.row_cubes = (*d.row_cubes, ())


def run_events(d, pos: int, op: int, k: int, black: int) -> None:
    """Apply events from row position `pos`, op `op`, player offset `k`; stop at a player's discard choice."""
    cfg = d.cfg
    while pos < len(d.row):
        event = cfg.events[d.row[pos]]
        if op == 0:
            if event.black_dice:
                black += event.black_dice
                d.note(f"{event.name} brings {event.black_dice} black die/dice", ("TRY-7.7", "TRY-7.16", "TRY-7.6"))
            op = 1
        while op - 1 < len(event.phase_ops):
            effect = event.phase_ops[op - 1]
            if effect[0] == "black_dice":
                black += effect[1]
                d.note(f"{event.name} brings {effect[1]} black die/dice", ("TRY-7.7", "TRY-7.9"))
            else:
                while k < d.n:
                    seat = (d.start + k) % d.n
                    if effect[0] == "discard":
                        choices = event_discard_choices(d, seat, effect)
                        if len(choices) > 1:
                            d.pending = ("discard", pos, op, k, black)
                            d.seat = seat
                            return
                        resolve_discard(d, seat, event, effect, choices[0] if choices else ())
                    else:
                        pay_event(d, seat, event, effect)
                    k += 1
                k = 0
            op += 1
        pos += 1
        op = 0
    d.pending = ()
    rolled = min(black, cfg.black_cap)
    if rolled:
        d.begin(BLACK, rolled, black)
    else:
        d.begin(ACTIONS)


def pay_event(d, seat: int, event, effect: tuple) -> None:
    """each_player_pay / each_player_pay_per: pay what you can; a shortfall costs 2 VP (TRY-7.10, TRY-7.11)."""
    resource = effect[1]
    owed = effect[2] if effect[0] == "pay" else effect[2] * metric(d, seat, effect[3], effect[4])
    if resource == "money":
        paid = min(owed, d.money[seat])
        d.money = tuple_add(d.money, seat, -paid)
        d.bank -= paid
    elif resource == "influence":
        paid = min(owed, d.infl[seat])
        d.infl = tuple_add(d.infl, seat, -paid)
    else:
        paid = lose_vp(d, seat, owed)
    if paid < owed:
        lost = lose_vp(d, seat, d.cfg.penalty)
        d.note(f"{event.name}: pays {paid} of {owed} {resource} and loses {lost} VP",
               ("TRY-7.9", "TRY-7.10", "TRY-7.11", "TRY-3.4"), seat)
    elif owed:
        d.note(f"{event.name}: pays {paid} {resource}", ("TRY-7.9", "TRY-7.12"), seat)


def event_discard_choices(s, seat: int, effect: tuple) -> list[tuple[int, ...]]:
    """The distinct sets of own dice `seat` may discard for this effect (one choice = nothing to decide)."""
    colour, count = effect[1], effect[2]
    own = [code for code in s.dist[seat] if colour < 0 or code >> 3 == colour]
    if len(own) <= count:
        return [tuple(own)]
    types = sorted(set(own))
    counts = [own.count(t) for t in types]
    return [tuple(types[i] for i in combo) for combo in combos(counts, count, count)]


def resolve_discard(d, seat: int, event, effect: tuple, codes: tuple[int, ...]) -> None:
    """Discard these dice for an event; too few of them costs the penalty VP (TRY-7.10, TRY-7.11)."""
    dist = list(d.dist[seat])
    for code in codes:
        dist.remove(code)
    d.dist = tuple_set(d.dist, seat, tuple(dist))
    what = "any" if effect[1] < 0 else COLOURS[effect[1]]
    shown = ", ".join(die_text(c) for c in codes) or "nothing"
    if len(codes) < effect[2]:
        lost = lose_vp(d, seat, d.cfg.penalty)
        d.note(f"{event.name}: must discard {effect[2]} {what} dice, discards {shown} and loses {lost} VP",
               ("TRY-7.9", "TRY-7.10", "TRY-7.11", "TRY-3.4"), seat)
    else:
        d.note(f"{event.name}: discards {shown}", ("TRY-7.9", "TRY-7.12"), seat)


# --- the four phase functions -------------------------------------------------------------------------------


def legal_moves(s) -> tuple[Action, ...]:
    """The sets of own dice the player may give up to the event waiting for a discard (TRY-7.12)."""
    _, pos, op, _, _ = s.pending
    effect = s.cfg.events[s.row[pos]].phase_ops[op - 1]
    return tuple(Action("discard", tuple((s.seat, LETTERS[c >> 3], c & 7) for c in choice))
                 for choice in event_discard_choices(s, s.seat, effect))


def chance_outcomes(s) -> tuple:
    """Events roll nothing themselves; their black dice are rolled afterwards (black_dice.py)."""
    return ()


def apply_move(d, action: Action) -> None:
    """Discard the chosen dice, then let the events go on."""
    _, pos, op, k, black = d.pending
    event = d.cfg.events[d.row[pos]]
    codes = tuple(die_code(COLOUR_OF_LETTER[r[1]], r[2]) for r in action.args)
    resolve_discard(d, d.seat, event, event.phase_ops[op - 1], codes)
    run_events(d, pos, op, k + 1, black)


def why_not(s, action: Action) -> Ruling:
    """While events act, the only choice is which dice the event takes."""
    return refuse("while events act, the only choice is which dice this event takes; choose one of the offered "
                  "sets of own dice", "TRY-7.12", "TRY-7.9")


# --- cubes on event cards (TRY-14.5 - TRY-14.13) ------------------------------------------------------------


def place_cubes(d, p: int, pos: int, count: int) -> int:
    """Put up to `count` cubes of `p` on the event at row position `pos` (TRY-14.5, TRY-14.6); maybe complete it."""
    cfg = d.cfg
    event = cfg.events[d.row[pos]]
    cubes = d.row_cubes[pos]
    placed = min(count, event.spaces - len(cubes))
    if placed <= 0:
        return 0
    cubes = cubes + (p,) * placed
    d.row_cubes = tuple_set(d.row_cubes, pos, cubes)
    gained = gain_influence(d, p, placed)
    d.placed = tuple_add(d.placed, p, placed)
    lost = f", {count - placed} lost for lack of space" if count > placed else ""
    d.note(f"places {placed} cube(s) on {event.name} (+{gained} influence){lost}",
           ("TRY-14.5", "TRY-14.6", "TRY-10.1"), p)
    if len(cubes) == event.spaces:
        complete_event(d, pos)
    return placed


def complete_event(d, pos: int) -> None:
    """Share the rewards of a full event by contribution (TRY-14.8 - TRY-14.13)."""
    cfg = d.cfg
    card = d.row[pos]
    event = cfg.events[card]
    cubes = d.row_cubes[pos]
    counts = [cubes.count(seat) for seat in range(d.n)]
    for seat in range(d.n):
        if counts[seat]:
            d.vp = tuple_add(d.vp, seat, event.vp_per_cube * counts[seat])
    top = max(counts)
    tied = [seat for seat in range(d.n) if counts[seat] == top]
    winner = max(tied, key=lambda seat: max(i for i, c in enumerate(cubes) if c == seat))
    d.vp = tuple_add(d.vp, winner, event.majority_vp)
    d.won = tuple_add(d.won, winner, 1)
    shares = ", ".join(f"{SEATS[s]} +{event.vp_per_cube * counts[s]} VP" for s in range(d.n) if counts[s])
    rules = ("TRY-14.8", "TRY-14.9", "TRY-14.10")
    if event.permanent:
        d.row_cubes = tuple_set(d.row_cubes, pos, ())
        d.note(f"{event.name} is complete: {shares}; {SEATS[winner]} has the majority (+{event.majority_vp} VP) "
               "and a Marauding victory; the card stays, emptied", (*rules, "TRY-14.12", "TRY-14.13", "TRY-7.15"))
        return
    d.row = d.row[:pos] + d.row[pos + 1:]
    d.row_cubes = d.row_cubes[:pos] + d.row_cubes[pos + 1:]
    if event.takes_card:
        d.trophies = tuple_set(d.trophies, winner, d.trophies[winner] + (card,))
    d.note(f"{event.name} is complete: {shares}; {SEATS[winner]} has the majority (+{event.majority_vp} VP) and "
           "takes the card, which leaves the row", (*rules, "TRY-14.11"))
