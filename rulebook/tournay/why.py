"""Why an action is refused, in plain words, citing the rules (design §3: every refusal cites a rule).

`refusal` is called only for a well-formed action that is not among the legal actions. It first checks that the
action belongs to the step the game is waiting for, then names the specific problem.
"""

from __future__ import annotations

from rulebook.core import Ruling

from . import district
from .decisions import positions
from .model import DAMAGE, GREY
from .step_b import can_source, fight_needs
from .vocab import COLOURS, DECKS, PLACEABLE

PHASE_OF = {
    "play": "step_a", "no_card": "step_a", "place": "place", "pay_card": "cost_cards", "draw": "step_b",
    "activate": "step_b", "fight": "step_b", "earn": "step_b", "gather": "step_b", "citizens": "citizens",
    "take_face_up": "draw_method", "draw_two": "draw_method", "keep": "keep", "no_wall": "event_walls",
    "discard": "hand_limit", "final_card": "final_card", "final_pass": "final_card", "reveal": "reveal",
    "reveal_event": "reveal_event",
}
CHOOSE = {"stand_up", "lay_down", "lose_citizen", "token_on", "discard_card", "accept", "decline", "take_event",
          "choose_events", "use_building", "remove_token", "place_token"}
WAITING = {
    "step_a": ("a card play in step A (or none)", ("TOU-3.2", "TOU-4.1")),
    "place": ("a space for the card being played", ("TOU-4.5", "TOU-4.6")),
    "cost_cards": ("the hand cards paid as the cost", ("TOU-4.18",)),
    "step_b": ("the action of step B", ("TOU-3.2", "TOU-5.1")),
    "citizens": ("whose citizens are used", ("TOU-5.4",)),
    "draw_method": ("take the face-up card or draw two", ("TOU-6.2", "TOU-6.4")),
    "keep": ("which drawn card to keep", ("TOU-6.3", "TOU-6.5")),
    "event_walls": ("a wall decision against the applying event", ("TOU-7.6", "TOU-7.8")),
    "choose": ("a choice inside an effect", ("TOU-7.12",)),
    "end_walls": ("end-of-turn walls (or done)", ("TOU-12.1", "TOU-12.6")),
    "hand_limit": ("discards down to the hand limit", ("TOU-12.3",)),
    "final_card": ("the secret final card (or a pass)", ("TOU-13.7", "TOU-13.10")),
    "final_walls": ("walls built at the final placement (or done)", ("TOU-13.9",)),
    "reveal": ("a card to be drawn from a deck", ("TOU-6.8",)),
    "reveal_event": ("an event to be revealed", ("TOU-9.6",)),
}


def refusal(st, action) -> Ruling:
    kind, args = action
    phase = st.phase
    expected = PHASE_OF.get(kind)
    if kind == "wall":
        expected = phase if phase in ("event_walls", "end_walls", "final_walls") else "end_walls"
    elif kind == "done":
        expected = phase if phase in ("end_walls", "final_walls") else "end_walls"
    elif kind in CHOOSE:
        expected = "choose"
    if expected is None:
        return Ruling(False, f"{action} is not a Tournay move", ("TOU-3.5",))
    if phase == "hand_limit" and kind in ("done", "wall"):
        seat = st.players[st.tasks[-1][1]]
        return Ruling(False, f"you hold {len(seat.hand)} cards; the limit at the end of your turn is "
                             f"{st.cfg.hand_limit}: discard first", ("TOU-12.3", "TOU-12.6"))
    if kind == "wall" and expected != phase:
        return Ruling(False, "walls are built only against an applying event, at the end of your own turn, or at "
                             "the final placement", ("TOU-7.11",))
    if expected != phase:
        what, rules = WAITING.get(phase, ("the end of the game", ("TOU-13.11",)))
        return Ruling(False, f"not now: the game is waiting for {what}", rules)
    s = st.current_player
    handler = _SPECIFIC.get(kind)
    if handler is not None:
        ruling = handler(st, s, args)
        if ruling is not None:
            return ruling
    what, rules = WAITING[phase]
    return Ruling(False, f"{action} is not one of the possible choices for {what}", rules)


def _play(st, s: int, args) -> Ruling | None:
    cards = st.cfg.cards
    cid = args[0] if args else None
    if cid not in cards.by_id or not any(cards.cards[i].id == cid for i in st.players[s].hand):
        return Ruling(False, f"you hold no card {cid!r}", ("TOU-4.1",))
    card = cards.by_id[cid]
    if card.type not in PLACEABLE:
        return Ruling(False, f"{card.name} cannot be placed in a district", ("TOU-4.2",))
    seat = st.players[s]
    if card.type == "prestige_building" and district.has_name(cards, seat, card.name, st.cfg.covered_blocks):
        return Ruling(False, f"your district already holds a {card.name}", ("TOU-4.14", "TOU-4.15"))
    cost = card.cost
    if cost.cards > len(seat.hand) - 1:
        return Ruling(False, f"{card.name} costs {cost.cards} other card(s) from hand; you have "
                             f"{len(seat.hand) - 1}", ("TOU-4.3", "TOU-4.18"))
    for c, n in enumerate(cost.citizens):
        if n and seat.avail[c] + (seat.used[c] if st.cfg.cost_any_state else 0) < n:
            return Ruling(False, f"{card.name} costs {n} {COLOURS[c]} citizen(s); you have {seat.avail[c]} "
                                 "available", ("TOU-4.3", "TOU-4.18"))
    if seat.money < cost.deniers:
        return Ruling(False, f"{card.name} costs {cost.deniers} deniers, you have {seat.money}", ("TOU-4.3",))
    return Ruling(False, f"{card.name} has no legal space in your district", ("TOU-4.4", "TOU-4.6"))


def _place(st, s: int, args) -> Ruling | None:
    _, _, card, _ = st.tasks[-1]
    if len(args) != 2 or not all(isinstance(v, int) for v in args):
        return None
    r, c = args
    cfg = st.cfg
    seat = st.players[s]
    inside = 0 <= r < cfg.rows and 0 <= c < cfg.cols
    if inside and seat.stacks[r * cfg.cols + c]:
        return None
    if not any(seat.stacks):
        return None
    if not district.adjacent_ok(cfg, seat, r, c):
        return Ruling(False, f"({r},{c}) does not share an edge with a card of your district", ("TOU-4.6",))
    if (r, c) not in district.placements(cfg, cfg.cards, seat, st.card(card)):
        return Ruling(False, f"({r},{c}) would make the district larger than {cfg.rows} x {cfg.cols}",
                      ("TOU-4.4", "TOU-4.5"))
    cd = st.card(card)
    price = max(0, cd.cost.deniers + district.cost_discount(cfg, cfg.cards, seat, cd, r, c))
    return Ruling(False, f"{cd.name} costs {price} deniers there, you have {seat.money}", ("TOU-4.3",))


def _short(st, s: int, colour: int, n: int, extra: int, what: str, rules: tuple) -> Ruling:
    seat = st.players[s]
    others = sum(p.avail[colour] for j, p in enumerate(st.players) if j != s)
    reason = (f"{what} needs {n} {COLOURS[colour]} citizen(s)" + (f" and {extra} deniers" if extra else "")
              + f": you have {seat.avail[colour]} available, others {others} to borrow at {st.cfg.fee} each, "
              f"and {seat.money} deniers")
    return Ruling(False, reason, (*rules, "TOU-5.2", "TOU-5.4", "TOU-5.6"))


def _draw(st, s: int, args) -> Ruling | None:
    if not args or args[0] not in DECKS:
        return Ruling(False, f"there is no deck {args[0] if args else ''!r}; decks are {', '.join(DECKS)}",
                      ("TOU-0.9.14",))
    d = DECKS.index(args[0])
    if st.decks[d].drawable() == 0:
        return Ruling(False, f"deck {args[0]} has no card left", ("TOU-6.9",))
    return _short(st, s, d // 3, st.cfg.draw_need[d % 3], 0, f"drawing from {args[0]}", ("TOU-6.1",))


def _activate(st, s: int, args) -> Ruling | None:
    cfg = st.cfg
    if len(args) != 2 or not all(isinstance(v, int) for v in args) or not (0 <= args[0] < cfg.rows
                                                                           and 0 <= args[1] < cfg.cols):
        return Ruling(False, f"{args} is not a space of your district", ("TOU-8.1",))
    idx = args[0] * cfg.cols + args[1]
    seat = st.players[s]
    if not seat.stacks[idx]:
        return Ruling(False, f"there is no card at {args}", ("TOU-8.1",))
    card = st.card(seat.stacks[idx][-1])
    if card.type == "character":
        return Ruling(False, f"{card.name} is a character: citizens never go on characters", ("TOU-8.5", "TOU-15.2"))
    if card.type == "prestige_building":
        return Ruling(False, f"{card.name} is a prestige building and cannot be activated", ("TOU-8.6",))
    code = seat.occ[idx]
    if code:
        what = "a damage token" if code == DAMAGE else "a grey token" if code == GREY else "a citizen"
        return Ruling(False, f"{card.name} is occupied: it carries {what}", ("TOU-8.3", "TOU-8.4"))
    if not can_source(st, s, card.colour, 1, 0, True):
        return _short(st, s, card.colour, 1, 0, f"activating {card.name} (a {COLOURS[card.colour]} building)",
                      ("TOU-8.1",))
    return None


def _fight(st, s: int, args) -> Ruling | None:
    if not args or not isinstance(args[0], int) or not 0 <= args[0] < len(st.queue):
        return Ruling(False, f"there is no queue slot {args}", ("TOU-9.1",))
    slot = args[0]
    ev = st.queue[slot]
    if ev < 0:
        return Ruling(False, f"queue slot {slot + 1} is empty", ("TOU-9.7",))
    card = st.card(ev)
    coins = st.coins[slot]
    if coins < st.cfg.fight_min:
        return Ruling(False, f"{card.name} carries {coins} coin(s); only an event with at least "
                             f"{st.cfg.fight_min} coin can be fought", ("TOU-9.1",))
    n, extra = fight_needs(st.cfg, card, coins)
    return _short(st, s, card.colour, n, extra, f"fighting {card.name}",
                  ("TOU-9.2",) if card.fight_class == "lose_money" else ("TOU-9.3",))


def _earn(st, s: int, args) -> Ruling | None:
    if len(args) != 2 or args[0] not in COLOURS or not isinstance(args[1], int):
        return None
    have = st.players[s].avail[COLOURS.index(args[0])]
    return Ruling(False, f"earning with {args[1]} {args[0]} citizen(s): you have {have} of your own available "
                         "(borrowed citizens cannot earn)", ("TOU-10.1", "TOU-10.2", "TOU-5.9"))


def _take_event(st, s: int, args) -> Ruling | None:
    if st.tasks[-1][2][0] != "COMBAT_EVENT":
        return None
    if not args or not isinstance(args[0], int) or not 0 <= args[0] < len(st.queue) or st.queue[args[0]] < 0:
        return Ruling(False, f"there is no event in queue slot {args}", ("TOU-9.7", "TOU-17.10"))
    coins = st.coins[args[0]]
    return Ruling(False, f"{st.card(st.queue[args[0]]).name} carries {coins} coin(s); only an event with a coin "
                         "can be taken", ("TOU-9.1", "TOU-17.10"))


def _final_pass(st, s: int, args) -> Ruling | None:
    return Ruling(False, "every player plays a final card when one can be placed (pass only if none can)",
                  ("TOU-13.7", "TOU-13.10"))


_SPECIFIC = {"play": _play, "place": _place, "draw": _draw, "activate": _activate, "fight": _fight, "earn": _earn,
             "final_pass": _final_pass, "take_event": _take_event}

__all__ = ["positions", "refusal"]
