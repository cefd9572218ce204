"""What each seat can see (`observation`) and a position redrawn from one seat's view (`resample_hidden`), for
search bots that plan from a player's information, not the referee's (issue 17).

Tournay's table is public (TOU-3.6); hidden are hands, the order of face-down cards and the secret final cards.
In this engine a deck is kept as knowledge: the part whose order nobody knows (`unknown`, drawn by chance nodes),
the cards put under it in a known order (`bottom`), a face-up top and a spent crier. So, from seat s's view:

- **seen**: everything on the table (districts, occupants, plazas, money, walls, the event row and its coins,
  face-up cards, spent criers, the stock and the supply), its own hand and its own secret final card, how many
  cards each deck and the event deck hold in each part, and of every other hand its size, its events (they
  came from the face-up event row, fought or taken) and the back of each other card (its deck: colour and
  level are printed on the back), and whether each other seat has chosen its final card.
- **unseen**: the identity of every other player's activity cards in hand; the identity of the cards under each
  deck (discards and paid cards go face down, TOU-12.3, TOU-4.18; the engine keeps no record of who saw which
  card go under, so even a card that was public when it went under is treated as unseen: the seat forgets, it
  never learns what it could not see); the order of each deck's unknown part; the other seats' final choices.
  The log is the referee's record and not part of the observation.

`resample_hidden(state, s, rng)` redraws, deck by deck, the unseen cards among the unseen places (the unknown
part, the cards under the deck, the other hands' cards with that back) uniformly at random, town criers staying
in their deck's unknown part (they are never kept or put under); and it redraws each other seat's secret final
choice as a legal one from its new hand. Cards held by a pending step (a card being placed, cost cards chosen,
cards of a draw under way) stay where they are. Nothing else changes, so the observation of s, its legal
actions at its own decision and every conservation law are kept.
"""

from __future__ import annotations

import random
from typing import Any

from . import queries
from .cards import shipped_cards
from .pieces import COLOURS, DAMAGE, DECKS, GREY, SEATS, space_id
from .serialize import final_choice_json, task_json


def observation(state, seat: int | str) -> dict[str, Any]:
    """Everything `seat` (a number or "P1") can see now, as JSON-ready data; equal for two states exactly when
    they look the same to that seat."""
    s = queries.seat_index(state, seat)
    cards = state.cfg.cards.cards
    ids = lambda seq: [cards[i].id for i in seq]
    out: dict[str, Any] = {
        "seat": SEATS[s], "players": state.num_players, "options": dict(state.cfg.values),
        "cards": None if state.cfg.cards.data is shipped_cards().data else state.cfg.cards.text,
        "turn": state.turn + 1, "active": SEATS[state.active], "start_seat": SEATS[state.start_player],
        "to_act": queries.to_act(state), "criers": state.criers, "final_round": state.final_round,
        "end_trigger": state.end_trigger, "end_trigger_seat": state.end_trigger_seat,
        "event_row": [[cards[ev].id if ev >= 0 else None, state.coins[slot]] for slot, ev in enumerate(state.queue)],
        "event_deck": _deck_view(state.event_deck, ids),
        "decks": {DECKS[d]: _deck_view(deck, ids) for d, deck in enumerate(state.decks)},
        "stock": list(state.stock), "supply": [state.supply_deniers, state.supply_tokens],
        "pending": [_task_view(task, s, cards) for task in state.tasks],
    }
    seats = {}
    for j, p in enumerate(state.players):
        view: dict[str, Any] = {
            "money": p.money, "standing": list(p.avail), "lying": list(p.used), "walls": ids(p.walls),
            "district": {space_id(j, *divmod(idx, state.cfg.cols)): [ids(stack), _occupant(p.occ[idx])]
                         for idx, stack in enumerate(p.stacks) if stack},
        }
        if j == s:
            view["hand"] = sorted(ids(p.hand))
            view["final_choice"] = final_choice_json(state.final_choices[j], cards)
        else:
            view["hand_size"] = len(p.hand)
            view["hand_events"] = sorted(cards[i].id for i in p.hand if cards[i].kind == "event")
            backs: dict[str, int] = {}
            for i in p.hand:
                if cards[i].kind == "activity":
                    backs[DECKS[cards[i].deck]] = backs.get(DECKS[cards[i].deck], 0) + 1
            view["hand_backs"] = dict(sorted(backs.items()))
            view["final_card_chosen"] = bool(state.final_choices[j])
        seats[SEATS[j]] = view
    out["seats"] = seats
    return out


def _occupant(code: int) -> str:
    return {0: "none", GREY: "grey", DAMAGE: "damage"}.get(code) or f"{COLOURS[code - 1]} citizen"


def _deck_view(deck, ids) -> dict[str, Any]:
    """A deck as everyone sees it: the face-up card, how many cards are in the shuffled part and under it."""
    return {"face_up": ids([deck.face_up])[0] if deck.face_up >= 0 else None, "shuffled": len(deck.unknown),
            "under": len(deck.bottom), "spent": ids([deck.spent])[0] if deck.spent >= 0 else None}


def _task_view(task: tuple, s: int, cards) -> list:
    """A pending step as `seat` s sees it: another seat's secret final card and cost cards, and the cards of
    another seat's draw under way, show only their backs (crier cards are shown: they are revealed)."""
    out = task_json(task, cards)
    kind = task[0]
    if kind in ("reveal", "keep") and task[1] != s:
        out[3] = [cards[i].id if cards[i].type == "town_crier" else f"back of {DECKS[cards[i].deck]}"
                  for i in task[3]]
    elif kind == "place" and task[1] != s and task[3]:
        out[2] = "a final card"
    elif kind == "cost_cards" and task[1] != s:
        out[5] = ["a hand card"] * len(task[5])
        if task[6]:
            out[2] = "a final card"
    return out


def resample_hidden(state, seat: int | str, rng: random.Random):
    """A state equal to `state` in everything `seat` can see, with everything it cannot see redrawn at random
    from `rng`, consistently with what it has seen (see the module docstring). `state` is not changed."""
    s = queries.seat_index(state, seat)
    cards = state.cfg.cards.cards
    held = _held(state)
    decks = list(state.decks)
    hands = [list(p.hand) for p in state.players]
    # the unseen places of each deck, in a fixed order: its shuffled part, the cards under it, other hands
    pools: dict[int, list[int]] = {d: [] for d in range(len(decks))}
    shuffled_size, criers = {}, {}
    for d, deck in enumerate(decks):
        criers[d] = tuple(i for i in deck.unknown if cards[i].type == "town_crier")
        rest = [i for i in deck.unknown if cards[i].type != "town_crier"]
        shuffled_size[d] = len(rest)
        pools[d] += rest + list(deck.bottom)
    hidden_slots: list[tuple[int, int]] = []          # (seat, position in its hand) of unseen hand cards
    for j, hand in enumerate(hands):
        if j == s:
            continue
        for k, i in enumerate(hand):
            if cards[i].kind == "activity" and i not in held:
                pools[cards[i].deck].append(i)
                hidden_slots.append((j, k))
    dealt = {}
    for d in sorted(pools):
        pool = sorted(pools[d])
        rng.shuffle(pool)
        dealt[d] = pool
    for d, deck in enumerate(decks):
        pool = dealt[d]
        unknown = tuple(sorted((*pool[:shuffled_size[d]], *criers[d])))
        bottom = tuple(pool[shuffled_size[d]:shuffled_size[d] + len(deck.bottom)])
        dealt[d] = pool[shuffled_size[d] + len(deck.bottom):]
        decks[d] = deck._replace(unknown=unknown, bottom=bottom)
    for j, k in hidden_slots:
        d = cards[hands[j][k]].deck
        hands[j][k] = dealt[d].pop(0)
    ed = state.event_deck
    events = sorted((*ed.unknown, *ed.bottom))
    rng.shuffle(events)
    event_deck = ed._replace(unknown=tuple(sorted(events[:len(ed.unknown)])), bottom=tuple(events[len(ed.unknown):]))
    players = tuple(p._replace(hand=tuple(sorted(hands[j]))) for j, p in enumerate(state.players))
    world = _copy(state, players=players, decks=tuple(decks), event_deck=event_deck)
    finals = tuple(choice if j == s or not choice else _final_choice(world, j, rng)
                   for j, choice in enumerate(state.final_choices))
    return _copy(world, final_choices=finals)


def _held(state) -> set[int]:
    """Hand cards a pending step refers to (a card being placed, cost cards already chosen): they stay put."""
    out: set[int] = set()
    for task in state.tasks:
        if task[0] == "place":
            out.add(task[2])
        elif task[0] == "cost_cards":
            out.add(task[2])
            out.update(task[5])
    return out


def _final_choice(world, j: int, rng: random.Random) -> tuple:
    """A secret final choice seat j could have made from its (redrawn) hand: a placeable card on a space it can
    pay for and, for a cost in cards, other hand cards; a pass when nothing can be placed (TOU-13.7, TOU-13.10)."""
    playable = queries.playable(world, j)
    options = playable + (["pass"] if world.cfg.final_optional or not playable else [])
    pick = options[rng.randrange(len(options))]
    if pick == "pass":
        return (-1,)
    card = queries.copy_in_hand(world, j, pick)
    spaces = queries.affordable_spaces(world, j, card)
    r, c = spaces[rng.randrange(len(spaces))]
    others = list(world.players[j].hand)
    others.remove(card)
    need = world.cfg.cards.cards[card].cost.cards
    return (card, r, c, tuple(rng.sample(others, need)))


def _copy(state, **changes):
    """`state` with some fields replaced (the state class has no `_replace`; its constructor takes every field)."""
    fields = ("cfg", "players", "decks", "event_deck", "queue", "coins", "stock", "supply_deniers", "supply_tokens",
              "active", "start_player", "turn", "criers", "final_round", "end_trigger", "end_trigger_seat",
              "final_choices", "tasks", "log_chain")
    return type(state)(*(changes.get(name, getattr(state, name)) for name in fields))
