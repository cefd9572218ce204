"""Phase 3, events (TRY-7), and the cubes players put on event cards (TRY-14.5 - TRY-14.13).

`begin` adds the round's red card and its companion to the row, then every event acts from left to right: black
dice for the pool, payments (TRY-7.10), discards of dice, a grey citizen on a building (its die is a chance node,
`roll 1..6`, TRY-20.60), grey cubes on the events to the left (Support) or on the cathedral (Traveling Builders),
a cathedral cube taken away (Interrupted Work). A discard is a decision only when it leaves a real choice
(`discard <dice>`); `state.pending` remembers where the events stopped: ("discard" or "roll", row position, op,
player offset, black dice so far). When all have acted, the black pool is rolled (or, with no black dice, the
action phase starts).

Cubes land on event cards in three ways: fighting (an action), a card's `place_event_cube` effect, and Support's
grey cubes; all call `place_cubes` (through `draft.place_event_cubes`), which completes a full card and shares out
its rewards by the places of TRY-14.9 (or per cube, option `event_reward_rule`).
"""

from __future__ import annotations

from rulebook.core import Action, Ruling
from rulebook.core.i18n import reason_text

from ..board import BUILDING_TITLES
from ..edits import gain_influence, lose_vp, stand_citizen
from ..pieces import (
    ACTIONS,
    BLACK,
    COLOUR_OF_LETTER,
    COLOURS,
    EMPTY,
    EVENTS,
    GREY,
    LETTERS,
    ROLL_OUTCOMES,
    SEATS,
    die_code,
    die_text,
    owner_text,
    tuple_add,
    tuple_set,
)
from ..queries import DOMAIN, combos, grey_cubes_in_play, metric, neutral_citizens_on_board, refuse


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
    """Apply events from row position `pos`, op `op`, player offset `k`; stop at a player's discard choice or at
    an event's die."""
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
            kind = effect[0]
            if kind == "black_dice":
                black += effect[1]
                d.note(f"{event.name} brings {effect[1]} black die/dice", ("TRY-7.7", "TRY-7.9"))
            elif kind == "citizen":
                if neutral_citizens_on_board(d) >= cfg.neutral_citizens:
                    d.note(f"{event.name}: all {cfg.neutral_citizens} grey citizens are on the board; the event is "
                           "ignored", ("TRY-20.61", "TRY-20.60"))
                else:
                    d.pending = ("roll", pos, op, 0, black)
                    d.seat = d.start
                    return
            elif kind == "grey_left":
                pos -= grey_cubes_left(d, pos, effect[1])
            elif kind == "cath_grey":
                cathedral_grey_cube(d, event)
            elif kind == "cath_remove":
                cathedral_remove_cube(d, event)
            else:
                while k < d.n:
                    seat = (d.start + k) % d.n
                    if kind == "discard":
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


def place_grey_citizen(d, building: int, value: int, event) -> None:
    """An event's grey citizen arrives on space `value` of `building` (TRY-20.60): its occupant is expelled (option
    `event_citizen_eviction` = die_space), or the lowest citizen on spaces 1..value who is not grey is, the others
    sliding down as for a recruit (push, TRY-15.6). A protected colour cannot be expelled (TRY-15.7)."""
    base = building * 6
    protected = d.lying[building]
    name = BUILDING_TITLES[building]
    if d.cfg.push_greys:
        spaces = [e for e in range(1, value + 1) if d.build[base + e - 1] not in (GREY, *protected)]
        space = spaces[0] if spaces else 0
    else:
        space = value if d.build[base + value - 1] not in protected else 0
    if not space:
        d.note(f"{event.name}: the die shows {value}, but no citizen there may be expelled from the {name}; the "
               "event has no effect", ("TRY-20.60", "TRY-15.7", "TRY-15.8"))
        return
    evicted = stand_citizen(d, building, space, value, GREY)
    who = "a grey citizen" if evicted == GREY else f"{SEATS[evicted]}'s citizen"
    d.note(f"{event.name}: the die shows {value}; a grey citizen stands on space {value} of the {name} and "
           f"{who} (space {space}) lies beside it", ("TRY-20.60", "TRY-15.6", "TRY-15.7", "TRY-15.9", "TRY-15.12"))


def grey_cubes_left(d, pos: int, count: int) -> int:
    """Support: a grey cube on each of the `count` nearest cards to the left (TRY-20.57); returns how many cards
    left the row on the way (a grey cube may complete a card, TRY-14.8)."""
    event = d.cfg.events[d.row[pos]]
    gone = 0
    for step in range(1, count + 1):
        target = pos - step  # the cards left of `event`, nearest first (removing one never moves those left of it)
        if target < 0:
            break
        if grey_cubes_in_play(d) >= d.cfg.grey_cubes:
            d.note(f"{event.name}: no grey cube is left", ("TRY-20.62",))
            break
        name = d.cfg.events[d.row[target]].name
        length = len(d.row)
        d.note(f"{event.name}: a grey cube goes on {name}", ("TRY-20.57", "TRY-20.62"))
        place_cubes(d, GREY, target, 1)
        gone += length - len(d.row)
    return gone


def cathedral_grey_cube(d, event) -> None:
    """Traveling Builders: a grey cube on the free cathedral space of lowest value on the lowest level
    (TRY-20.54)."""
    if grey_cubes_in_play(d) >= d.cfg.grey_cubes:
        d.note(f"{event.name}: no grey cube is left", ("TRY-20.62",))
        return
    for index, owner in enumerate(d.cath):
        if owner == EMPTY:
            d.cath = tuple_set(d.cath, index, GREY)
            d.note(f"{event.name}: a grey cube is built on level {index // 6 + 1}, column {index % 6 + 1} of the "
                   "cathedral", ("TRY-20.54", "TRY-20.62", "TRY-13.3"))
            return
    d.note(f"{event.name}: the cathedral is complete; nothing to build", ("TRY-20.54",))


def cathedral_remove_cube(d, event) -> None:
    """Interrupted Work: the cube on the occupied space of highest value on the highest level is removed
    (TRY-20.55); its VP and influence stay with whoever earned them."""
    for index in range(len(d.cath) - 1, -1, -1):
        owner = d.cath[index]
        if owner != EMPTY:
            d.cath = tuple_set(d.cath, index, EMPTY)
            d.note(f"{event.name}: {owner_text(owner)}'s cube on level {index // 6 + 1}, column {index % 6 + 1} of "
                   "the cathedral is removed", ("TRY-20.55", "TRY-13.3"))
            return
    d.note(f"{event.name}: the cathedral is empty; nothing to remove", ("TRY-20.55",))


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
    """The sets of own dice the player may give up to the event waiting for a discard (TRY-7.12); nothing while
    an event's die rolls."""
    kind, pos, op, _, _ = s.pending
    if kind == "roll":
        return ()
    effect = s.cfg.events[s.row[pos]].phase_ops[op - 1]
    return tuple(Action("discard", tuple((s.seat, LETTERS[c >> 3], c & 7) for c in choice))
                 for choice in event_discard_choices(s, s.seat, effect))


def chance_outcomes(s) -> tuple:
    """An event's own die (a grey citizen's space): `roll 1..6`, each 1/6 (TRY-20.60, TRY-18.3). The black dice of
    the events are rolled afterwards (black_dice.py)."""
    return ROLL_OUTCOMES if s.pending and s.pending[0] == "roll" else ()


def apply_move(d, action: Action) -> None:
    """An event's die lands (its grey citizen arrives), or the player discards the chosen dice; the events go on."""
    kind, pos, op, k, black = d.pending
    event = d.cfg.events[d.row[pos]]
    if kind == "roll":
        place_grey_citizen(d, event.phase_ops[op - 1][1], action.args[0], event)
        run_events(d, pos, op + 1, 0, black)
        return
    codes = tuple(die_code(COLOUR_OF_LETTER[r[1]], r[2]) for r in action.args)
    resolve_discard(d, d.seat, event, event.phase_ops[op - 1], codes)
    run_events(d, pos, op, k + 1, black)


def why_not(s, action: Action) -> Ruling:
    """While events act, the only choice is which dice the event takes."""
    if s.pending and s.pending[0] == "roll":
        return refuse(reason_text(DOMAIN, "an event's die is rolling: only its outcome (roll 1-6) comes next"),
                      "TRY-20.60", "TRY-18.3")
    return refuse(reason_text(DOMAIN, "while events act, the only choice is which dice this event takes; choose one "
                              "of the offered sets of own dice"), "TRY-7.12", "TRY-7.9")


# --- cubes on event cards (TRY-14.5 - TRY-14.13) ------------------------------------------------------------


def place_cubes(d, p: int, pos: int, count: int, influence: bool = True) -> int:
    """Put up to `count` cubes of `p` (a seat, or GREY) on the event at row position `pos` (TRY-14.5, TRY-14.6);
    each gives its player 1 influence unless the card placing it says otherwise; a full card is completed."""
    cfg = d.cfg
    event = cfg.events[d.row[pos]]
    cubes = d.row_cubes[pos]
    placed = min(count, event.spaces - len(cubes))
    if placed <= 0:
        return 0
    cubes = cubes + (p,) * placed
    d.row_cubes = tuple_set(d.row_cubes, pos, cubes)
    if p != GREY:
        gained = gain_influence(d, p, placed) if influence else 0
        d.placed = tuple_add(d.placed, p, placed)
        lost = f", {count - placed} lost for lack of space" if count > placed else ""
        d.note(f"places {placed} cube(s) on {event.name} (+{gained} influence){lost}",
               ("TRY-14.5", "TRY-14.6", "TRY-10.1"), p)
    if len(cubes) == event.spaces:
        complete_event(d, pos)
    return placed


def shares(d, event, cubes: tuple) -> tuple[dict[int, int], int]:
    """VP each contributor earns from a completed event, and who takes it (a seat, or GREY: nobody).

    Places (TRY-14.9): the most cubes earn the upper VP, the second most the lower; players tied for the most share
    both (rounded down) and nobody is second; players tied for second share the lower; a lone contributor takes
    both. Grey cubes (Support) compete like a player but their VP go to nobody. Per cube (option): 1 VP per cube
    and the majority bonus. The card goes to the most cubes; a tie to the first (option: the last) to place
    (TRY-14.10)."""
    cfg = d.cfg
    owners = list(dict.fromkeys(cubes))  # contributors in the order of their first cube
    counts = {o: cubes.count(o) for o in owners}
    top = max(counts.values())
    tied = [o for o in owners if counts[o] == top]
    if cfg.first_placer_wins:
        winner = tied[0]
    else:
        winner = max(tied, key=lambda o: max(i for i, c in enumerate(cubes) if c == o))
    vp = {o: 0 for o in owners}
    if not cfg.places_rule:
        for o in owners:
            vp[o] = cfg.vp_per_cube * counts[o]
        vp[winner] += cfg.majority_vp
    elif len(owners) == 1:
        vp[winner] = event.first_vp + event.second_vp
    elif len(tied) > 1:
        for o in tied:
            vp[o] = (event.first_vp + event.second_vp) // len(tied)
    else:
        vp[winner] = event.first_vp
        second = max(counts[o] for o in owners if o != winner)
        runners = [o for o in owners if counts[o] == second]
        for o in runners:
            vp[o] = event.second_vp // len(runners)
    return vp, winner


def complete_event(d, pos: int) -> None:
    """Share the rewards of a full event by contribution (TRY-14.8 - TRY-14.13)."""
    cfg = d.cfg
    card = d.row[pos]
    event = cfg.events[card]
    vp, winner = shares(d, event, d.row_cubes[pos])
    for seat, points in vp.items():
        if seat != GREY and points:
            d.vp = tuple_add(d.vp, seat, points)
    text = ", ".join(f"{owner_text(o)} +{points} VP" for o, points in vp.items() if o != GREY)
    if GREY in vp:
        text += (", grey (neutral) cubes count for the places but earn nothing" if text else
                 "only grey (neutral) cubes")
    rules = ("TRY-14.8", "TRY-14.9", "TRY-14.10", "TRY-20.62")
    if winner != GREY:
        d.won = tuple_add(d.won, winner, 1)
    if event.permanent:
        d.row_cubes = tuple_set(d.row_cubes, pos, ())
        taker = (f"{SEATS[winner]} has the most cubes and a Marauding victory" if winner != GREY else
                 "the grey cubes have the most, so nobody has the victory")
        d.note(f"{event.name} is complete: {text}; {taker}; the card stays, emptied",
               (*rules, "TRY-14.12", "TRY-14.13", "TRY-7.15"))
        return
    d.row = d.row[:pos] + d.row[pos + 1:]
    d.row_cubes = d.row_cubes[:pos] + d.row_cubes[pos + 1:]
    if winner != GREY and event.takes_card:
        d.trophies = tuple_set(d.trophies, winner, d.trophies[winner] + (card,))
        taker = f"{SEATS[winner]} has the most cubes and takes the card"
    else:
        taker = "the grey cubes have the most, so the card is discarded"
    d.note(f"{event.name} is complete: {text}; {taker}, which leaves the row", (*rules, "TRY-14.11"))
