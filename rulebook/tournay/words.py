"""Tournay in plain words: every move and chance outcome as a player would say it (`describe`), short labels for
the kinds of moves (`KIND_WORDS`), the places of the picture (`place_name`) and card effects (`ops_words`).

    >>> from rulebook import tournay
    >>> from rulebook.tournay.words import describe
    >>> st = tournay.new_game(players=2, seed=3, start_player=0)
    >>> [describe(st, a) for a in st.legal_actions()][:2]
    ['P1 draws from deck Y1 with 1 yellow citizen', 'P1 draws from deck Y2 with 2 yellow citizens']

Seats are P1..P4, decks Y1..R3, district spaces "row 1, column 2" counted from 1 in the seat's frame (a new row
or column just outside the floating frame, TOU-4.5, is "a new row above" and the like), cards by their printed
name ("Stand-in: " dropped; the picture keeps the stand-in mark). Nothing here is a rule: the words are read off
the position the move is made in, so `describe(state, action)` takes the state *before* the move.
"""

from __future__ import annotations

import re

from ..core.i18n import MARKER, is_source_language, move_text
from ..core.i18n import card_name as translated_card_name
from .pieces import ANY, COLOURS, DAMAGE, DECKS, GREY, SEATS, parse_place

DOMAIN = "tournay"
"""The translation domain of the moves in words (`move_text`)."""

KIND_WORDS: dict[str, str] = {
    "play": "play a card",
    "no_card": "play no card",
    "place": "put the card on a space",
    "pay_card": "pay with a hand card",
    "draw": "draw from a deck",
    "activate": "activate a building",
    "fight": "fight an event",
    "earn": "earn deniers",
    "gather": "gather the citizens",
    "citizens": "choose whose citizens",
    "take_face_up": "take the face-up card",
    "draw_two": "draw two cards",
    "keep": "keep a drawn card",
    "reveal": "draw: the next card",
    "reveal_event": "reveal: the next event",
    "wall": "build a wall",
    "no_wall": "build no wall",
    "done": "build no more walls",
    "discard": "discard down to the hand limit",
    "final_card": "choose the final card",
    "final_pass": "play no final card",
    "stand_up": "stand up a citizen",
    "lay_down": "lay down a citizen",
    "lose_citizen": "return a citizen to the stock",
    "token_on": "put a token on a building",
    "accept": "accept the optional effect",
    "decline": "decline the optional effect",
    "take_event": "take an event into hand",
    "choose_events": "add coins to events",
    "use_building": "use another player's building",
    "remove_token": "remove a token",
    "place_token": "put a token on another player's building",
    "discard_card": "discard a card",
}
"""Every action kind (and chance outcome kind) → a short plain label, e.g. ``"wall"`` → "build a wall"."""

LEVEL_WORDS = {1: "I", 2: "II", 3: "III"}
TYPE_WORDS = {"building": "building", "character": "character", "prestige_building": "prestige building",
              "town_crier": "town crier", "event": "event"}


# --- names ------------------------------------------------------------------------------------------------------

def card_name(card) -> str:
    """A card's printed name, without the "Stand-in: " prefix of our own designs."""
    return card.name.removeprefix("Stand-in: ")


def _name(state, index: int) -> str:
    return card_name(state.cfg.cards.cards[index])


def _id_name(state, cid: str) -> str:
    card = state.cfg.cards.by_id.get(cid)
    return card_name(card) if card is not None else "an unknown card"


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def _join(items: list[str]) -> str:
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " and " + items[-1]


def space_words(state, r: int, c: int) -> str:
    """A district space in words, counted from 1: "row 1, column 2"; just outside the floating frame "a new row
    above, column 2", "a new column on the right, row 3" (TOU-4.5)."""
    rows, cols = state.cfg.rows, state.cfg.cols
    if r < 0:
        return f"a new row above, column {c + 1}"
    if r >= rows:
        return f"a new row below, column {c + 1}"
    if c < 0:
        return f"a new column on the left, row {r + 1}"
    if c >= cols:
        return f"a new column on the right, row {r + 1}"
    return f"row {r + 1}, column {c + 1}"


def deck_words(d: int) -> str:
    """A deck by its code and colour: "deck Y2, yellow level II"; -1 is the event deck."""
    if d < 0:
        return "the event deck"
    return f"deck {DECKS[d]}, {COLOURS[d // 3]} level {LEVEL_WORDS[d % 3 + 1]}"


def _under(card) -> str:
    return "under the event deck" if card.kind == "event" else f"under deck {DECKS[card.deck]}"


def _top(state, s: int, r: int, c: int):
    """The visible card of a space, or None."""
    cfg = state.cfg
    if not (0 <= r < cfg.rows and 0 <= c < cfg.cols):
        return None
    stack = state.players[s].stacks[r * cfg.cols + c]
    return state.cfg.cards.cards[stack[-1]] if stack else None


def _building(state, s: int, r: int, c: int) -> str:
    top = _top(state, s, r, c)
    where = space_words(state, r, c)
    return f"{card_name(top)} on {where}" if top is not None else f"the empty space {where}"


# --- card effects and prestige rules in words ----------------------------------------------------------------------

def _colour_words(colour: int) -> str:
    return "" if colour == ANY else f"{COLOURS[colour]} "


def op_words(op: tuple) -> str:
    """One effect operation in words, e.g. ``("PAY_DENIERS", 2)`` → "pay 2 deniers"."""
    name, *a = op
    if name in ("GAIN_DENIERS", "PAY_DENIERS", "LOSE_DENIERS"):
        verb = {"GAIN_DENIERS": "gain", "PAY_DENIERS": "pay", "LOSE_DENIERS": "lose"}[name]
        return f"{verb} {_plural(a[0], 'denier')}"
    if name == "TAKE_CITIZENS_FROM_STOCK":
        return f"take {_plural(a[1], COLOURS[a[0]] + ' citizen')} from the stock"
    if name in ("STAND_UP_CITIZENS", "LAY_DOWN_CITIZENS", "LOSE_CITIZENS"):
        verb = {"STAND_UP_CITIZENS": "stand up", "LAY_DOWN_CITIZENS": "lay down",
                "LOSE_CITIZENS": "return"}[name]
        what = _plural(a[1], _colour_words(a[0]) + "citizen")
        return f"{verb} {what}" + (" to the stock" if name == "LOSE_CITIZENS" else "")
    if name in ("DAMAGE_BUILDINGS", "GREY_BUILDINGS"):
        token = "damage" if name == "DAMAGE_BUILDINGS" else "grey"
        return f"put {_plural(a[1], token + ' token')} on {_colour_words(a[0])}buildings"
    if name == "DISCARD_CARDS":
        return f"discard {_plural(a[0], 'card')}"
    if name == "OPTIONAL":
        return "optionally " + ops_words(a[0])
    if name == "DRAW_CARD":
        return f"draw from deck {a[0]}"
    if name == "COMBAT_EVENT":
        return (f"take an event with at least {_plural(max(a[0], 1), 'coin')} into hand"
                + (", paying for it as in a fight" if a[1] == "fight" else ""))
    if name == "ADD_COINS":
        return f"add {_plural(a[1], 'coin')} to each of up to {_plural(a[0], 'event')}"
    if name in ("TRIGGER_EVENTS", "TRIGGER_SLOTS"):
        return "make the chosen events apply" if name == "TRIGGER_SLOTS" or a[0] == "chosen" else \
            "make every event apply"
    if name == "USE_OTHER_BUILDING":
        return f"use a {COLOURS[a[0]]} building of another player"
    if name == "REMOVE_TOKEN":
        return f"remove a {a[0]} token from your district"
    if name == "PLACE_TOKEN":
        return f"put a {a[0]} token on a building of another player"
    if name == "MODIFY_COST":
        return f"cards cost {abs(a[0])} {'less' if a[0] < 0 else 'more'}"
    return name.lower().replace("_", " ")


def ops_words(ops: tuple) -> str:
    """A list of operations in words, joined with "then"."""
    return ", then ".join(op_words(op) for op in ops) or "nothing"


def unit_words(unit: tuple) -> str:
    """One unit a prestige building counts (TOU-14.12, TOU-17.11), e.g. "visible yellow or white building"."""
    kind, *args = unit
    if kind == "VISIBLE_CARDS":
        colours = " or ".join(COLOURS[c] for c in args[0])
        types = " or ".join(TYPE_WORDS[t] for t in args[1])
        return f"visible {colours} {types}"
    if kind == "VISIBLE_SETS":
        return "set of one visible " + " or ".join(TYPE_WORDS[t] for t in args[0]) + " of each colour"
    if kind == "CITIZENS_OWNED":
        return f"{COLOURS[args[0]]} citizen owned"
    if kind == "CITIZEN_SETS":
        return "set of three citizens, one of each colour"
    if kind == "DENIERS_PER":
        return f"{args[0]} deniers"
    if kind == "WALLS_BUILT":
        return "wall built"
    return "game"


# --- places ------------------------------------------------------------------------------------------------------

def place_name(state, place: str) -> str:
    """A place of the picture in words, with what it holds now: "row 1, column 2 of P2's district: Mint",
    "P1's plaza, yellow citizens: 2 standing, 1 lying", "deck Y1, yellow level I: 8 cards, face-up Architect",
    "event slot 2: Plague, 2 coins" (in the language in use). An id that is not a place of this game is named as
    such."""
    parts = parse_place(place)
    if parts is None:
        return move_text(DOMAIN, "{place} is not a place of Tournay", place=place)
    kind, s, a, b = parts
    n = state.num_players
    if s is not None and s >= n:
        return move_text(DOMAIN, "{place}: there is no seat {seat} in a {count}-player game", place=place,
                         seat=SEATS[s], count=n)
    cards = state.cfg.cards.cards
    comma = move_text(DOMAIN, ", ")
    if kind == "seat":
        p = state.players[s]
        hand, walls = len(p.hand), len(p.walls)
        return move_text(DOMAIN, "{seat}: {deniers}, {cards} in hand, {walls}", seat=SEATS[s],
                         deniers=_deniers_np(p.money),
                         cards=move_text(DOMAIN, "{count} card", count=hand) if hand == 1 else
                         move_text(DOMAIN, "{count} cards", count=hand),
                         walls=move_text(DOMAIN, "{count} wall", count=walls) if walls == 1 else
                         move_text(DOMAIN, "{count} walls", count=walls))
    if kind == "space":
        where = move_text(DOMAIN, "{space} of {seat}'s district", space=_space(state, a, b), seat=SEATS[s])
        cfg = state.cfg
        if not (0 <= a < cfg.rows and 0 <= b < cfg.cols):
            return where
        idx = a * cfg.cols + b
        stack = state.players[s].stacks[idx]
        if not stack:
            return move_text(DOMAIN, "{where}: empty", where=where)
        if len(stack) > 1:
            text = move_text(DOMAIN, "{where}: {card} on top of {cards}", where=where, card=_cn(cards[stack[-1]]),
                             cards=comma.join(_cn(cards[i]) for i in reversed(stack[:-1])))
        else:
            text = move_text(DOMAIN, "{where}: {card}", where=where, card=_cn(cards[stack[-1]]))
        occ = state.players[s].occ[idx]
        if occ:
            occupant = (move_text(DOMAIN, "a damage token") if occ == DAMAGE else
                        move_text(DOMAIN, "a grey token") if occ == GREY else
                        move_text(DOMAIN, "a {colour} citizen", colour=_colour(occ - 1)))
            text = move_text(DOMAIN, "{text}; {occupant} on it", text=text, occupant=occupant)
        return text
    if kind == "plaza":
        p = state.players[s]
        on = p.on_buildings()[a]
        fields = {"seat": SEATS[s], "colour": _colour(a), "standing": p.avail[a], "lying": p.used[a]}
        if on:
            return move_text(DOMAIN, "{seat}'s plaza, {colour} citizens: {standing} standing, {lying} lying, {on} on "
                                     "buildings", on=on, **fields)
        return move_text(DOMAIN, "{seat}'s plaza, {colour} citizens: {standing} standing, {lying} lying", **fields)
    if kind == "hand":
        hand = state.players[s].hand
        if a >= len(hand):
            return move_text(DOMAIN, "card {number} of {seat}'s hand: no such card", number=a + 1, seat=SEATS[s])
        card = cards[hand[a]]
        return move_text(DOMAIN, "card {number} of {seat}'s hand: {card}, {kind}", number=a + 1, seat=SEATS[s],
                         card=_cn(card), kind=_kind(card))
    if kind == "walls":
        walls = [_cn(cards[i]) for i in state.players[s].walls]
        return move_text(DOMAIN, "{seat}'s walls: {walls}", seat=SEATS[s],
                         walls=comma.join(walls) if walls else move_text(DOMAIN, "none"))
    if kind == "deck":
        d = state.event_deck if a < 0 else state.decks[a]
        left = d.drawable()
        deck = (move_text(DOMAIN, "the event deck") if a < 0 else
                move_text(DOMAIN, "deck {deck}, {colour} level {level}", deck=DECKS[a], colour=_colour(a // 3),
                          level=LEVEL_WORDS[a % 3 + 1]))
        words = [move_text(DOMAIN, "{deck}: {count} card left", deck=deck, count=left) if left == 1 else
                 move_text(DOMAIN, "{deck}: {count} cards left", deck=deck, count=left)]
        if d.face_up >= 0:
            words.append(move_text(DOMAIN, "face-up {card}", card=_cn(cards[d.face_up])))
        if d.bottom:
            words.append(move_text(DOMAIN, "{count} of them put under it", count=len(d.bottom)))
        if d.spent >= 0:
            words.append(move_text(DOMAIN, "its town crier is out"))
        return comma.join(words)
    if kind == "event":
        if a >= len(state.queue):
            return move_text(DOMAIN, "event slot {slot}: no such slot", slot=a + 1)
        ev = state.queue[a]
        if ev < 0:
            return move_text(DOMAIN, "event slot {slot}: empty", slot=a + 1)
        card = cards[ev]
        return move_text(DOMAIN, "event slot {slot}: {card}, {kind}, {coins}", slot=a + 1, card=_cn(card),
                         kind=_kind(card), coins=_coins_np(state.coins[a]))
    if kind == "drawn":
        drawn = _drawn(state)
        if a >= len(drawn):
            return move_text(DOMAIN, "drawn card {number}: none", number=a + 1)
        return move_text(DOMAIN, "drawn card {number}: {card}", number=a + 1, card=_cn(cards[drawn[a]]))
    if kind == "stock":
        return move_text(DOMAIN, "the stock: {citizens}", citizens=_citizens_np(state.stock[a], a))
    cfg = state.cfg
    deniers = (move_text(DOMAIN, "unlimited deniers") if not cfg.deniers_limited else
               _deniers_np(state.supply_deniers))
    tokens = (move_text(DOMAIN, "unlimited tokens") if not cfg.tokens_limited else
              move_text(DOMAIN, "{count} token", count=state.supply_tokens) if state.supply_tokens == 1 else
              move_text(DOMAIN, "{count} tokens", count=state.supply_tokens))
    return move_text(DOMAIN, "the general supply: {deniers}, {tokens}", deniers=deniers, tokens=tokens)


def _kind(card) -> str:
    """`_card_kind` in the language in use: "positive red event", "yellow level II building"."""
    if is_source_language():
        return _card_kind(card)
    if card.kind == "event":
        polarity = {"negative": move_text(DOMAIN, "negative"), "positive": move_text(DOMAIN, "positive")}
        return move_text(DOMAIN, "{polarity} {colour} event", polarity=polarity.get(card.polarity, card.polarity),
                         colour=_colour(card.colour))
    types = {"building": move_text(DOMAIN, "building"), "character": move_text(DOMAIN, "character"),
             "prestige_building": move_text(DOMAIN, "prestige building"),
             "town_crier": move_text(DOMAIN, "town crier"), "event": move_text(DOMAIN, "event")}
    return move_text(DOMAIN, "{colour} level {level} {type}", colour=_colour(card.colour),
                     level=LEVEL_WORDS[card.level], type=types.get(card.type, card.type))


def _card_kind(card) -> str:
    if card.kind == "event":
        return f"{card.polarity} {COLOURS[card.colour]} event"
    return f"{COLOURS[card.colour]} level {LEVEL_WORDS[card.level]} {TYPE_WORDS[card.type]}"


def _drawn(state) -> tuple:
    """The cards drawn and not yet kept, while a draw is under way (the `reveal` and `keep` steps)."""
    if state.tasks and state.tasks[-1][0] in ("reveal", "keep"):
        return state.tasks[-1][3]
    return ()


# --- moves in the language in use (one `move_text` message per phrase; English: the words as they always were) ------

def _cn(card) -> str:
    """`card_name` in the language in use (a stand-in without its mark)."""
    if is_source_language():
        return card_name(card)
    name = translated_card_name(DOMAIN, card.name)
    return re.split(r"[:：]\s*", name, maxsplit=1)[-1] if card.name.startswith("Stand-in: ") else name


def localized_card_name(card) -> str:
    """`card_name` in the language in use (a stand-in without its mark), for the bot's hints."""
    return _cn(card)


def localized_space(state, r: int, c: int) -> str:
    """`space_words` in the language in use ("row 1, column 2"), for the bot's hints."""
    return _space(state, r, c)


def _nm(state, index: int) -> str:
    return _cn(state.cfg.cards.cards[index])


def _id_nm(state, cid: str) -> str:
    card = state.cfg.cards.by_id.get(cid)
    return _cn(card) if card is not None else move_text(DOMAIN, "an unknown card")


def _colour(colour: int) -> str:
    return (move_text(DOMAIN, "yellow"), move_text(DOMAIN, "white"), move_text(DOMAIN, "red"))[colour]


def _citizens_np(n: int, colour: int, any_colour: bool = False) -> str:
    """"1 yellow citizen"; with `any_colour`, ANY says no colour: "2 citizens"."""
    if any_colour and colour == ANY:
        return (move_text(DOMAIN, "{count} citizen", count=n) if n == 1 else
                move_text(DOMAIN, "{count} citizens", count=n))
    return (move_text(DOMAIN, "{count} {colour} citizen", count=n, colour=_colour(colour)) if n == 1 else
            move_text(DOMAIN, "{count} {colour} citizens", count=n, colour=_colour(colour)))


def _deniers_np(n: int) -> str:
    return move_text(DOMAIN, "{count} denier", count=n) if n == 1 else move_text(DOMAIN, "{count} deniers", count=n)


def _coins_np(n: int) -> str:
    return move_text(DOMAIN, "{count} coin", count=n) if n == 1 else move_text(DOMAIN, "{count} coins", count=n)


def _listed(items: list[str]) -> str:
    if len(items) <= 1:
        return "".join(items)
    return move_text(DOMAIN, "{items} and {last}", items=move_text(DOMAIN, ", ").join(items[:-1]), last=items[-1])


def _space(state, r: int, c: int) -> str:
    """`space_words` in the language in use."""
    rows, cols = state.cfg.rows, state.cfg.cols
    if r < 0:
        return move_text(DOMAIN, "a new row above, column {column}", column=c + 1)
    if r >= rows:
        return move_text(DOMAIN, "a new row below, column {column}", column=c + 1)
    if c < 0:
        return move_text(DOMAIN, "a new column on the left, row {row}", row=r + 1)
    if c >= cols:
        return move_text(DOMAIN, "a new column on the right, row {row}", row=r + 1)
    return move_text(DOMAIN, "row {row}, column {column}", row=r + 1, column=c + 1)


def _bldg(state, s: int, r: int, c: int) -> str:
    top = _top(state, s, r, c)
    where = _space(state, r, c)
    return (move_text(DOMAIN, "{card} on {where}", card=_cn(top), where=where) if top is not None else
            move_text(DOMAIN, "the empty space {where}", where=where))


def _op(op: tuple) -> str:
    """`op_words` in the language in use."""
    name, *a = op
    if name in ("GAIN_DENIERS", "PAY_DENIERS", "LOSE_DENIERS"):
        n = a[0]
        if name == "GAIN_DENIERS":
            return move_text(DOMAIN, "gain {count} denier", count=n) if n == 1 else \
                move_text(DOMAIN, "gain {count} deniers", count=n)
        if name == "PAY_DENIERS":
            return move_text(DOMAIN, "pay {count} denier", count=n) if n == 1 else \
                move_text(DOMAIN, "pay {count} deniers", count=n)
        return move_text(DOMAIN, "lose {count} denier", count=n) if n == 1 else \
            move_text(DOMAIN, "lose {count} deniers", count=n)
    if name == "TAKE_CITIZENS_FROM_STOCK":
        return move_text(DOMAIN, "take {citizens} from the stock", citizens=_citizens_np(a[1], a[0]))
    if name in ("STAND_UP_CITIZENS", "LAY_DOWN_CITIZENS", "LOSE_CITIZENS"):
        what = _citizens_np(a[1], a[0], any_colour=True)
        return {"STAND_UP_CITIZENS": move_text(DOMAIN, "stand up {citizens}", citizens=what),
                "LAY_DOWN_CITIZENS": move_text(DOMAIN, "lay down {citizens}", citizens=what),
                "LOSE_CITIZENS": move_text(DOMAIN, "return {citizens} to the stock", citizens=what)}[name]
    if name in ("DAMAGE_BUILDINGS", "GREY_BUILDINGS"):
        n = a[1]
        if name == "DAMAGE_BUILDINGS":
            tokens = move_text(DOMAIN, "{count} damage token", count=n) if n == 1 else \
                move_text(DOMAIN, "{count} damage tokens", count=n)
        else:
            tokens = move_text(DOMAIN, "{count} grey token", count=n) if n == 1 else \
                move_text(DOMAIN, "{count} grey tokens", count=n)
        if a[0] == ANY:
            return move_text(DOMAIN, "put {tokens} on buildings", tokens=tokens)
        return move_text(DOMAIN, "put {tokens} on {colour} buildings", tokens=tokens, colour=_colour(a[0]))
    if name == "DISCARD_CARDS":
        return move_text(DOMAIN, "discard {count} card", count=a[0]) if a[0] == 1 else \
            move_text(DOMAIN, "discard {count} cards", count=a[0])
    if name == "OPTIONAL":
        return move_text(DOMAIN, "optionally {effects}", effects=_ops(a[0]))
    if name == "DRAW_CARD":
        return move_text(DOMAIN, "draw from deck {deck}", deck=a[0])
    if name == "COMBAT_EVENT":
        coins = _coins_np(max(a[0], 1))
        if a[1] == "fight":
            return move_text(DOMAIN, "take an event with at least {coins} into hand, paying for it as in a fight",
                             coins=coins)
        return move_text(DOMAIN, "take an event with at least {coins} into hand", coins=coins)
    if name == "ADD_COINS":
        events = move_text(DOMAIN, "{count} event", count=a[0]) if a[0] == 1 else \
            move_text(DOMAIN, "{count} events", count=a[0])
        return move_text(DOMAIN, "add {coins} to each of up to {events}", coins=_coins_np(a[1]), events=events)
    if name in ("TRIGGER_EVENTS", "TRIGGER_SLOTS"):
        return move_text(DOMAIN, "make the chosen events apply") if name == "TRIGGER_SLOTS" or a[0] == "chosen" \
            else move_text(DOMAIN, "make every event apply")
    if name == "USE_OTHER_BUILDING":
        return move_text(DOMAIN, "use a {colour} building of another player", colour=_colour(a[0]))
    if name == "REMOVE_TOKEN" and a[0] in ("damage", "grey"):
        return move_text(DOMAIN, "remove a damage token from your district") if a[0] == "damage" else \
            move_text(DOMAIN, "remove a grey token from your district")
    if name == "PLACE_TOKEN" and a[0] in ("damage", "grey"):
        return move_text(DOMAIN, "put a damage token on a building of another player") if a[0] == "damage" else \
            move_text(DOMAIN, "put a grey token on a building of another player")
    if name == "MODIFY_COST":
        return move_text(DOMAIN, "cards cost {count} less", count=abs(a[0])) if a[0] < 0 else \
            move_text(DOMAIN, "cards cost {count} more", count=abs(a[0]))
    words = op_words(op)
    return words if is_source_language() else MARKER + words


def _ops(ops: tuple) -> str:
    """`ops_words` in the language in use."""
    return move_text(DOMAIN, ", then ").join(_op(op) for op in ops) or move_text(DOMAIN, "nothing")


def describe(state, action) -> str:
    """`action` (a move or a chance outcome offered in `state`) as a player says it, e.g. "P1 plays Mint",
    "P2 builds no wall against Plague", "P2 keeps Architect and puts Hospital face up on deck Y1",
    "reveal: the next event is Fire, in slot 2" (in the language in use). Never raises: a move this position does
    not offer is still named by its kind."""
    who = SEATS[state.current_player] if state.current_player >= 0 else move_text(DOMAIN, "chance")
    kind = getattr(action, "kind", None)
    args = getattr(action, "args", ())
    say = _SAY.get(kind)
    if say is not None:
        try:
            return say(state, who, args)
        except (IndexError, KeyError, ValueError, TypeError, AttributeError, StopIteration):
            pass
    if kind not in KIND_WORDS:
        return move_text(DOMAIN, "{who}: an unknown move", who=who)
    return f"{who}: {KIND_WORDS[kind]}" if is_source_language() else f"{who}: {MARKER}{KIND_WORDS[kind]}"


def _play(st, who, a):
    return move_text(DOMAIN, "{who} plays {card}", who=who, card=_id_nm(st, a[0]))


def _place(st, who, a):
    _, s, card, final = st.tasks[-1]
    r, c = a
    where = _space(st, r, c)
    if final:
        return move_text(DOMAIN, "{who} lays the final card {card} face down on {where}", who=who,
                         card=_nm(st, card), where=where)
    top = _top(st, s, r, c)
    if top is None:
        return move_text(DOMAIN, "{who} puts {card} on {where}", who=who, card=_nm(st, card), where=where)
    if top.colour == st.cfg.cards.cards[card].colour:
        return move_text(DOMAIN, "{who} puts {card} on {where}, on top of {top}", who=who, card=_nm(st, card),
                         where=where, top=_cn(top))
    return move_text(DOMAIN, "{who} puts {card} on {where}, replacing {top}", who=who, card=_nm(st, card),
                     where=where, top=_cn(top))


def _pay_card(st, who, a):
    card = st.cfg.cards.by_id[a[0]]
    if card.kind == "event":
        return move_text(DOMAIN, "{who} pays the cost with {card}, which goes under the event deck", who=who,
                         card=_cn(card))
    return move_text(DOMAIN, "{who} pays the cost with {card}, which goes under deck {deck}", who=who,
                     card=_cn(card), deck=DECKS[card.deck])


def _draw(st, who, a):
    d = DECKS.index(a[0])
    n = st.cfg.draw_need[d % 3]
    return move_text(DOMAIN, "{who} draws from deck {deck} with {citizens}", who=who, deck=a[0],
                     citizens=_citizens_np(n, d // 3))


def _activate(st, who, a):
    s = st.current_player
    return move_text(DOMAIN, "{who} activates {building}", who=who, building=_bldg(st, s, a[0], a[1]))


def _fight(st, who, a):
    slot = a[0]
    return move_text(DOMAIN, "{who} fights {card} in event slot {slot}, with {coins} on it", who=who,
                     card=_nm(st, st.queue[slot]), slot=slot + 1, coins=_coins_np(st.coins[slot]))


def _earn(st, who, a):
    colour, k = a
    return move_text(DOMAIN, "{who} earns {amount} deniers with {citizens}", who=who, amount=k * st.cfg.earn,
                     citizens=_citizens_np(k, COLOURS.index(colour)))


def _gather(st, who, a):
    return move_text(DOMAIN, "{who} gathers: all their citizens stand up again", who=who)


def _citizens(st, who, a):
    _, s, _purpose, colour, n, _extra = st.tasks[-1]
    vec = a[0]
    parts = [move_text(DOMAIN, "{count} own", count=vec[s])] if vec[s] else []
    fee = 0
    for j, m in enumerate(vec):
        if j != s and m:
            parts.append(move_text(DOMAIN, "{count} from {seat}", count=m, seat=SEATS[j]))
            fee += m * st.cfg.fee
    if len(parts) == 1 and vec[s]:
        own = (move_text(DOMAIN, "{count} own {colour} citizen", count=n, colour=_colour(colour)) if n == 1 else
               move_text(DOMAIN, "{count} own {colour} citizens", count=n, colour=_colour(colour)))
        return move_text(DOMAIN, "{who} uses {citizens}", who=who, citizens=own)
    fields = {"who": who, "citizens": _citizens_np(n, colour), "parts": _listed(parts)}
    if fee:
        return move_text(DOMAIN, "{who} uses {citizens}: {parts}, paying {deniers}", deniers=_deniers_np(fee),
                         **fields)
    return move_text(DOMAIN, "{who} uses {citizens}: {parts}", **fields)


def _take_face_up(st, who, a):
    d = st.tasks[-1][2]
    return move_text(DOMAIN, "{who} takes the face-up {card} from deck {deck}", who=who,
                     card=_nm(st, st.decks[d].face_up), deck=DECKS[d])


def _draw_two(st, who, a):
    d = st.tasks[-1][2]
    return move_text(DOMAIN, "{who} turns {card} face down under deck {deck} and draws two", who=who,
                     card=_nm(st, st.decks[d].face_up), deck=DECKS[d])


def _keep(st, who, a):
    _, _, d, drawn = st.tasks[-1]
    cards = st.cfg.cards.cards
    keepable = [i for i in drawn if cards[i].type != "town_crier"]
    kept = next(i for i in keepable if cards[i].id == a[0])
    keepable.remove(kept)
    if keepable:
        return move_text(DOMAIN, "{who} keeps {card} and puts {other} face up on deck {deck}", who=who,
                         card=_nm(st, kept), other=_nm(st, keepable[0]), deck=DECKS[d])
    return move_text(DOMAIN, "{who} keeps {card}", who=who, card=_nm(st, kept))


def _reveal(st, who, a):
    d = st.tasks[-1][2]
    return move_text(DOMAIN, "draw: the next card of deck {deck} is {card}", deck=DECKS[d], card=_id_nm(st, a[0]))


def _reveal_event(st, who, a):
    slot = st.tasks[-1][1]
    return move_text(DOMAIN, "reveal: the next event is {card}, in slot {slot}", card=_id_nm(st, a[0]),
                     slot=slot + 1)


def _event_against(st) -> str:
    task = st.tasks[-1]
    return _nm(st, st.queue[task[1]]) if task[0] == "event_walls" else ""


def _wall(st, who, a):
    name = _id_nm(st, a[0])
    phase = st.tasks[-1][0]
    if phase == "event_walls":
        return move_text(DOMAIN, "{who} builds {card} as a wall against {event}", who=who, card=name,
                         event=_event_against(st))
    if phase == "final_walls":
        n = st.cfg.wall_points
        return (move_text(DOMAIN, "{who} builds {card} as a wall, worth {count} point", who=who, card=name, count=n)
                if n == 1 else
                move_text(DOMAIN, "{who} builds {card} as a wall, worth {count} points", who=who, card=name, count=n))
    return move_text(DOMAIN, "{who} builds {card} as a wall to shed a card from hand", who=who, card=name)


def _no_wall(st, who, a):
    return move_text(DOMAIN, "{who} builds no wall against {event}", who=who, event=_event_against(st))


def _done(st, who, a):
    return move_text(DOMAIN, "{who} builds no more walls", who=who)


def _discard(st, who, a):
    card = st.cfg.cards.by_id[a[0]]
    if card.kind == "event":
        return move_text(DOMAIN, "{who} discards {card} under the event deck, down to the hand limit of {limit}",
                         who=who, card=_cn(card), limit=st.cfg.hand_limit)
    return move_text(DOMAIN, "{who} discards {card} under deck {deck}, down to the hand limit of {limit}", who=who,
                     card=_cn(card), deck=DECKS[card.deck], limit=st.cfg.hand_limit)


def _final_card(st, who, a):
    return move_text(DOMAIN, "{who} secretly chooses {card} as the final card", who=who, card=_id_nm(st, a[0]))


def _final_pass(st, who, a):
    return move_text(DOMAIN, "{who} plays no final card", who=who)


def _stand_up(st, who, a):
    return move_text(DOMAIN, "{who} stands up a {colour} citizen", who=who, colour=_colour(COLOURS.index(a[0])))


def _lay_down(st, who, a):
    return move_text(DOMAIN, "{who} lays down a {colour} citizen", who=who, colour=_colour(COLOURS.index(a[0])))


def _lose_citizen(st, who, a):
    return move_text(DOMAIN, "{who} returns a {colour} citizen to the stock", who=who,
                     colour=_colour(COLOURS.index(a[0])))


def _token_on(st, who, a):
    op = st.tasks[-1][2]
    building = _bldg(st, st.current_player, a[0], a[1])
    if op[0] == "DAMAGE_BUILDINGS":
        return move_text(DOMAIN, "{who} puts a damage token on {building}", who=who, building=building)
    return move_text(DOMAIN, "{who} puts a grey token on {building}", who=who, building=building)


def _accept(st, who, a):
    return move_text(DOMAIN, "{who} accepts the offer: {effects}", who=who, effects=_ops(st.tasks[-1][2][1]))


def _decline(st, who, a):
    return move_text(DOMAIN, "{who} declines the offer: {effects}", who=who, effects=_ops(st.tasks[-1][2][1]))


def _take_event(st, who, a):
    slot = a[0]
    op = st.tasks[-1][2]
    fields = {"who": who, "card": _nm(st, st.queue[slot]), "slot": slot + 1}
    if op[2] == "fight":
        return move_text(DOMAIN, "{who} takes {card} from event slot {slot} into hand, paying {deniers}",
                         deniers=_deniers_np(st.coins[slot] + st.cfg.fight_extra), **fields)
    return move_text(DOMAIN, "{who} takes {card} from event slot {slot} into hand", **fields)


def _choose_events(st, who, a):
    names = [move_text(DOMAIN, "{card} in slot {slot}", card=_nm(st, st.queue[slot]), slot=slot + 1)
             for slot in a[0]]
    if not names:
        return move_text(DOMAIN, "{who} adds coins to no event", who=who)
    return move_text(DOMAIN, "{who} adds coins to {events}", who=who, events=_listed(names))


def _use_building(st, who, a):
    j, r, c = a
    return move_text(DOMAIN, "{who} uses the effect of {building} in the district of {seat}", who=who,
                     building=_bldg(st, j, r, c), seat=SEATS[j])


def _remove_token(st, who, a):
    op = st.tasks[-1][2]
    building = _bldg(st, st.current_player, a[0], a[1])
    if op[1] == "damage":
        return move_text(DOMAIN, "{who} removes the damage token from {building}", who=who, building=building)
    if op[1] == "grey":
        return move_text(DOMAIN, "{who} removes the grey token from {building}", who=who, building=building)
    raise ValueError(op[1])


def _place_token(st, who, a):
    j, r, c = a
    op = st.tasks[-1][2]
    fields = {"who": who, "building": _bldg(st, j, r, c), "seat": SEATS[j]}
    if op[1] == "damage":
        return move_text(DOMAIN, "{who} puts a damage token on {building} in the district of {seat}", **fields)
    if op[1] == "grey":
        return move_text(DOMAIN, "{who} puts a grey token on {building} in the district of {seat}", **fields)
    raise ValueError(op[1])


def _discard_card(st, who, a):
    card = st.cfg.cards.by_id[a[0]]
    if card.kind == "event":
        return move_text(DOMAIN, "{who} discards {card} under the event deck", who=who, card=_cn(card))
    return move_text(DOMAIN, "{who} discards {card} under deck {deck}", who=who, card=_cn(card),
                     deck=DECKS[card.deck])


_SAY = {
    "play": _play, "no_card": lambda st, who, a: move_text(DOMAIN, "{who} plays no card this turn", who=who),
    "place": _place, "pay_card": _pay_card, "draw": _draw, "activate": _activate, "fight": _fight, "earn": _earn,
    "gather": _gather, "citizens": _citizens, "take_face_up": _take_face_up, "draw_two": _draw_two,
    "keep": _keep, "reveal": _reveal, "reveal_event": _reveal_event, "wall": _wall, "no_wall": _no_wall,
    "done": _done, "discard": _discard, "final_card": _final_card, "final_pass": _final_pass,
    "stand_up": _stand_up, "lay_down": _lay_down, "lose_citizen": _lose_citizen,
    "token_on": _token_on, "accept": _accept, "decline": _decline, "take_event": _take_event,
    "choose_events": _choose_events, "use_building": _use_building, "remove_token": _remove_token,
    "place_token": _place_token, "discard_card": _discard_card,
}
"""How each kind of move is said; `KIND_WORDS` has a label for every key."""
