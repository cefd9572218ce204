"""Plain words: every move and every roll or card draw as a player would say it at the table, and every place of the
picture in words.

    >>> from rulebook import barbarian_attack as ba
    >>> s = ba.position(active="Red", roads={"P46": "Red"}, hands={"Red": "brick lumber wool grain"})
    >>> ba.describe(s, ba.A("road", 45))
    'Red builds a road on P45'
    >>> ba.place_name(s, "H12")
    'H12: hills, number 4, on the coast'
    >>> ba.labels_for("Red builds on I28; H12 falls and Blue’s I38 is laid down.")
    ('I28', 'H12', 'I38')

`describe(state, action)` reads the position the action is taken in (who moves, what the offer holds, which hex a
landing total names, the rate of a bank trade) and never shows an internal kind name or a Python repr: seats are
their colours ("Red"), the two-player game's neutral owners "Neutral 2" / "Neutral 3", places their printed ids
(H0-H18, I0-I53, P0-P71), cards their printed names in the game's edition. `KIND_WORDS` labels each action kind in
a few words for menus; `labels_for(text)` finds the printed ids a narration names, so that a picture can label them.
"""

from __future__ import annotations

import re
from typing import Any

from . import board as G
from . import pieces as P
from .board import BOARD
from .queries import building_conquered, gold_rate, hand_size, token_price, trade_rate, vp

KIND_WORDS: dict[str, str] = {
    "settlement": "build a settlement", "city": "build a city", "road": "build a road",
    "buy_card": "buy a development card", "bank_trade": "trade with the bank", "buy_resource": "buy a resource",
    "sell_for_gold": "sell for gold", "offer": "offer a trade", "give": "offer an item", "ask": "ask for an item",
    "propose": "propose the trade", "withdraw": "withdraw the offer", "accept": "accept the trade",
    "decline": "decline the trade", "finish_building": "end trading and building", "discard": "discard a card",
    "draw_from": "draw a card from a player", "no_draw": "draw no card", "place_knight": "place a knight",
    "foreign_knight": "place a foreign knight", "no_foreign_knight": "no foreign knight",
    "treason_source": "take a barbarian away", "treason_target": "set a barbarian down",
    "capture": "take a prisoner", "move": "move a knight", "move_far": "move a knight 4 or 5 steps",
    "end_moves": "end knight movement", "roll_dice": "roll the dice", "forced_trade": "forced trade",
    "drive_off": "drive off a barbarian", "give_back": "give a card back", "neutral_road": "place a neutral road",
    "neutral_settlement": "place a neutral settlement",
    "roll": "production roll", "landing": "landing roll", "card": "development card drawn",
    "steal": "card drawn from a hand", "rolloff": "roll-off", "castle_die": "castle die", "event": "event card",
    "take": "card taken in a forced trade",
}
"""Every action kind (decisions, then dice and cards) as a short plain label for menus and legends."""

ORIENTATION_WORDS = ("rising", "falling", "upright")
"""The three path directions of the castle die (CBA-1.8: slash, backslash, vertical) in plain words."""

_PLACE_ID = re.compile(r"(?<![A-Za-z0-9-])([HIP])(\d{1,2})(?![A-Za-z0-9])")
_COUNTS = {"H": G.HEXES, "I": G.INTERSECTIONS, "P": G.PATHS}


def labels_for(text: str) -> tuple[str, ...]:
    """The printed place ids (H0-H18, I0-I53, P0-P71) a narration names, in order of first mention.

    "Red builds on I28 next to P42" -> ("I28", "P42"); ids out of range ("P99") and words that only start like one
    ("H2O") are not places."""
    out: dict[str, None] = {}
    for letter, digits in _PLACE_ID.findall(text):
        if int(digits) < _COUNTS[letter] and str(int(digits)) == digits:
            out.setdefault(f"{letter}{digits}", None)
    return tuple(out)


# --- names --------------------------------------------------------------------------------------------------------


def seat_word(s: Any, seat: int) -> str:
    """A seat's colour ("Red"), a neutral owner of the two-player game ("Neutral 2"), or "Foreign" knights."""
    return P.faction_label(seat, s.cfg.players)


def _card(s: Any, kind: str) -> str:
    return BOARD["editions"][s.cfg.edition]["card_names"][kind]


def _items(counts: tuple[int, ...]) -> str:
    parts = [f"{n} {P.ITEMS[k]}" for k, n in enumerate(counts) if n]
    if not parts:
        return "nothing"
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]


def _hex_words(s: Any, h: int) -> str:
    terrain = s.cfg.terrain[h]
    if terrain == "castle":
        return "the castle"
    if G.HEX_NUMBER[h] is None:
        return terrain
    return f"{terrain}, number {G.HEX_NUMBER[h]}"


def _and(words: list[str]) -> str:
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


def harbour_words(kind: str) -> str:
    """A harbour type in words: "3:1 harbour" or "2:1 grain harbour"."""
    return "3:1 harbour" if kind == "generic" else f"2:1 {kind} harbour"


def place_name(s: Any, place: str) -> str:
    """A place of the picture in words, for hover text and lists.

        "H3: hills, number 9, on the coast, 2 barbarians"    "I29: Red settlement, corner of H8, H12 and H13"
        "P42: Red road, side of H8 and H12"    "seat-Red: Red, 4 VP, 7 cards, 4 gold"
        "deck: development cards, 20 in the draw pile, ..."
        "harbour-P49: 2:1 grain harbour on P49, for I36 and I37"
    """
    n = s.cfg.players
    if place.startswith("seat-"):
        p = P.seat_index(place[5:], n, "place")
        parts = [f"{vp(s, p)} VP", f"{hand_size(s, p)} cards", f"{s.gold[p]} gold", f"{s.prisoners[p]} prisoners",
                 f"{s.knights_left[p]} knights in supply"]
        if s.cfg.two_player:
            parts.append(f"{s.tokens[p]} trade tokens")
        return f"{P.SEATS[p]}: " + ", ".join(parts)
    if place == "deck":
        names = BOARD["editions"][s.cfg.edition]["card_names"]
        piles = ", ".join(f"{names[k]} {c}" for k, c in zip(P.CARD_KINDS, s.draw_pile))
        return (f"development cards: {sum(s.draw_pile)} in the draw pile, {sum(s.discard_pile)} on the discard "
                f"pile; to draw: {piles}")
    if place.startswith("harbour-"):
        q = G.path_id(place[8:], "place")
        if q not in G.HARBOUR_PATHS:
            raise ValueError(f"no harbour lies on {place[8:]}")
        a, b = G.PATH_ENDS[q]
        kind = s.cfg.harbours[G.HARBOUR_PATHS.index(q)]
        return f"{harbour_words(kind)} on P{q}, for buildings on I{a} and I{b}"
    letter = place[:1]
    if letter == "H":
        h = G.hex_id(place, "place")
        words = [_hex_words(s, h)]
        if G.IS_COASTAL[h]:
            words.append("on the coast")
        if s.cmask & G.HEX_BIT[h]:
            words.append("conquered")
        if s.barb[h]:
            words.append(f"{s.barb[h]} barbarian" + ("s" if s.barb[h] > 1 else ""))
        return f"H{h}: " + ", ".join(words)
    if letter == "I":
        i = G.intersection_id(place, "place")
        o = s.owner[i]
        words = []
        if o >= 0:
            kind = "city" if s.level[i] == 2 else "settlement"
            fallen = ", fallen" if building_conquered(s.cmask, i) else ""
            words.append(f"{P.owner_label(o, n)} {kind}{fallen}")
        else:
            words.append("empty")
        words.append("corner of " + _and([f"H{h}" for h in G.INTERSECTION_HEXES[i]]))
        k = G.INTERSECTION_HARBOUR[i]
        if k is not None:
            words.append(f"at the {harbour_words(s.cfg.harbours[k])}")
        return f"I{i}: " + ", ".join(words)
    if letter == "P":
        q = G.path_id(place, "place")
        words = []
        if s.road[q] >= 0:
            words.append(f"{P.owner_label(s.road[q], n)} road")
        if s.knight[q] >= 0:
            words.append(f"{P.faction_label(s.knight[q], n)} knight")
        if not words:
            words.append("empty")
        hexes = G.PATH_HEXES[q]
        where = ("castle path, " if G.IS_CASTLE_PATH[q] else "") + (
            f"sea side of H{hexes[0]}" if len(hexes) == 1 else f"side of H{hexes[0]} and H{hexes[1]}")
        words.append(where)
        if q in G.HARBOUR_PATHS:
            words.append(harbour_words(s.cfg.harbours[G.HARBOUR_PATHS.index(q)]))
        return f"P{q}: " + ", ".join(words)
    raise ValueError(f"{place!r} is not a place of the Barbarian Attack picture")


# --- moves ----------------------------------------------------------------------------------------------------------


def _actor(s: Any) -> int:
    """Who a move or an outcome belongs to: the seat to move, or the active player at a chance node."""
    return s.to_move if s.to_move >= 0 else s.seat


def _rate_place(s: Any, p: int, give: str) -> tuple[str, int]:
    rate = trade_rate(s, p, P.RES_INDEX[give])
    return {4: "with the bank", 3: "at a 3:1 harbour"}.get(rate, f"at the 2:1 {give} harbour"), rate


def _offer_parts(s: Any) -> tuple[int, tuple, tuple] | None:
    if s.phase in (P.DRAFT, P.RESPOND) and len(s.ctx) == 3:
        return s.ctx
    return None


def _steps(s: Any, a: int, b: int) -> int:
    table = G.PATH_DISTANCE if s.cfg.options["knights_may_pass_over_castle_paths"] else \
        G.PATH_DISTANCE_NO_CASTLE_CROSSING
    return table[a][b]


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" + ("" if n == 1 else "s")


def _decision(s: Any, kind: str, args: tuple, who: str, p: int) -> str | None:
    founding = s.phase in P.FOUNDING_PHASES
    if kind == "settlement":
        return f"{who} places a founding settlement on I{args[0]}" if founding else \
            f"{who} builds a settlement on I{args[0]}"
    if kind == "city":
        return f"{who} places a founding city on I{args[0]}" if founding else \
            f"{who} upgrades the settlement on I{args[0]} to a city"
    if kind == "road":
        return f"{who} places a road on P{args[0]}" if founding else f"{who} builds a road on P{args[0]}"
    if kind == "buy_card":
        return f"{who} buys a development card"
    if kind == "bank_trade":
        where, rate = _rate_place(s, p, args[0])
        return f"{who} trades {rate} {args[0]} for 1 {args[1]} {where}"
    if kind == "buy_resource":
        return f"{who} pays 2 gold for 1 {args[0]}"
    if kind == "sell_for_gold":
        rate = gold_rate(s, p, P.RES_INDEX[args[0]])
        return f"{who} sells {rate} {args[0]} for 1 gold" if rate else f"{who} sells {args[0]} for gold"
    if kind == "offer":
        return f"{who} starts a trade offer to {seat_word(s, args[0])}"
    offer = _offer_parts(s)
    partner = seat_word(s, offer[0]) if offer else "the partner"
    if kind == "give":
        return f"{who} puts 1 {args[0]} into the offer to {partner}"
    if kind == "ask":
        return f"{who} asks {partner} for 1 {args[0]}"
    if kind == "propose":
        if offer:
            return f"{who} offers {partner} {_items(offer[1])} for {_items(offer[2])}"
        return f"{who} proposes the trade"
    if kind == "withdraw":
        return f"{who} withdraws the trade offer to {partner}"
    if kind in ("accept", "decline"):
        offerer = seat_word(s, s.seat)
        if offer:
            return (f"{who} {kind}s the trade: {offerer} gives {_items(offer[1])} and gets "
                    f"{_items(offer[2])}")
        return f"{who} {kind}s the trade of {offerer}"
    if kind == "finish_building":
        return f"{who} ends trading and building"
    return None


def _cards_and_knights(s: Any, kind: str, args: tuple, who: str, p: int) -> str | None:
    if kind == "discard":
        left = s.ctx[0][1] - 1 if s.phase == P.DISCARD and s.ctx else 0
        more = f", {left} more to discard" if left > 0 else ""
        return f"{who} discards 1 {args[0]}{more}"
    if kind == "draw_from":
        return f"{who} draws a random card from {seat_word(s, args[0])}"
    if kind == "no_draw":
        return f"{who} draws no card"
    if kind == "place_knight":
        where = "castle path " if G.IS_CASTLE_PATH[args[0]] else ""
        return f"{who} places a knight on {where}P{args[0]}"
    if kind == "foreign_knight":
        return f"{who} brings a foreign knight onto castle path P{args[0]}"
    if kind == "no_foreign_knight":
        return f"{who} brings no foreign knight"
    if kind == "treason_source":
        return f"{who} takes a barbarian off H{args[0]} with {_card(s, 'treason')}"
    if kind == "treason_target":
        return f"{who} sets a barbarian down on H{args[0]} with {_card(s, 'treason')}"
    if kind == "capture":
        return f"{who} takes a barbarian prisoner from H{args[0]} with {_card(s, 'capture')}"
    if kind in ("move", "move_far"):
        a, b = args
        knight = "a foreign knight" if s.knight[a] == P.FOREIGN else "the knight"
        steps = _plural(_steps(s, a, b), "step")
        pay = "pays 1 grain and " if kind == "move_far" else ""
        return f"{who} {pay}moves {knight} on P{a} to P{b}, {steps}"
    if kind == "end_moves":
        return f"{who} ends knight movement"
    return None


def _two_player(s: Any, kind: str, args: tuple, who: str, p: int) -> str | None:
    other = seat_word(s, 1 - p) if s.cfg.players == 2 else "the opponent"
    if kind == "roll_dice":
        return f"{who} rolls for production"
    if kind in ("forced_trade", "drive_off"):
        price = _plural(token_price(s, p), "trade token") if s.cfg.two_player else "trade tokens"
        if kind == "forced_trade":
            return f"{who} pays {price} for a forced trade with {other}"
        return f"{who} pays {price} to drive a barbarian from H{args[0]} to H{args[1]}"
    if kind == "give_back":
        return f"{who} gives 1 {args[0]} back to {other}"
    if kind == "neutral_road":
        return f"{who} places a road of {seat_word(s, args[0])} on P{args[1]}"
    if kind == "neutral_settlement":
        return f"{who} places a settlement of {seat_word(s, args[0])} on I{args[1]}"
    return None


def _outcome(s: Any, kind: str, args: tuple) -> str | None:
    who = seat_word(s, s.seat)
    if kind == "roll":
        total = args[0]
        second = s.phase == P.ROLL and s.ctx[0] == 2
        if second and total == s.ctx[1]:
            return f"{who} rolls {total} again, the same as the first roll: rolled once more"
        what = "in the second production roll" if second else "for production"
        return f"{who} rolls {total} {what}" + (": nothing is produced" if total == 7 else "")
    if kind == "event":
        cards = s.cfg.cards
        if args[0] not in cards.event_ids:
            return f"{who} reveals an event card"
        k = cards.event_ids.index(args[0])
        total, name = cards.event_totals[k], cards.event_names[k]
        effect = {"robber_attacks": "played as a 7", "robber_flees": f"no effect here, {total} produces",
                  "conflict": f"the one player with most knights may draw a card, {total} produces"}
        return f"{who} reveals the event card {name}: " + effect.get(cards.event_kinds[k] or "", f"{total} produces")
    if kind == "landing":
        total = args[0]
        accepted = s.ctx[0] if s.phase == P.LANDING and s.ctx else ()
        if total == 7:
            return "landing roll 7: rolled again"
        if total in accepted:
            return f"landing roll {total}: a repeat, rolled again"
        h = G.NUMBER_TO_COASTAL[total]
        if s.cmask & G.HEX_BIT[h]:
            return f"landing roll {total}: H{h} is already conquered, nothing lands"
        falls = ", which is conquered" if s.barb[h] + 1 == s.cfg.conquest_threshold else ""
        return f"landing roll {total}: a barbarian lands on H{h}{falls}"
    if kind == "card":
        if args[0] not in P.CARD_KINDS:
            return f"{who} draws a development card"
        return f"{who} draws the development card {_card(s, args[0])}"
    if kind in ("steal", "take"):
        if kind == "steal" and s.phase == P.STEAL:
            thief, victim = s.ctx
        else:
            thief, victim = s.seat, 1 - s.seat
        verb, how = ("draws", "") if kind == "steal" else ("takes", " in the forced trade")
        return f"{seat_word(s, thief)} {verb} {args[0]} from {seat_word(s, victim)}{how}"
    if kind == "rolloff":
        if s.phase == P.ROLLOFF:
            idx, _, _, _, contenders, _, rolls, _ = s.ctx
            return f"roll-off at H{G.BATTLE_ORDER[idx]}: {seat_word(s, contenders[len(rolls)])} rolls {args[0]}"
        return f"roll-off: {args[0]}"
    if kind == "castle_die":
        face = args[0]
        o = next(min(pair) - 1 for pair in BOARD["editions"][s.cfg.edition]["castle_die_pairs"] if face in pair)
        if s.phase != P.CASUALTY:
            return f"castle die {face}: the {ORIENTATION_WORDS[o]} paths"
        h = G.BATTLE_ORDER[s.ctx[0]]
        fallen = [q for q in G.HEX_PATHS[h] if G.PATH_ORIENTATION[q] == o and 0 <= s.knight[q] != P.FOREIGN]
        lost = ("nobody falls" if not fallen else
                "knights fall on " + _and([f"P{q}" for q in fallen]))
        return f"castle die {face}: the {ORIENTATION_WORDS[o]} paths of H{h}, {lost}"
    return None


def describe(s: Any, action: Any) -> str:
    """The move or chance outcome `action`, taken in position `s`, as a player says it.

    "Red builds a road on P46", "Blue offers Red 1 brick for 1 grain", "landing roll 4: a barbarian lands on H12,
    which is conquered", "castle die 3: the upright paths of H12, knights fall on P55". Works for every legal move
    and every chance outcome, and for any well-formed move of the game in any position (for "why not" lists)."""
    kind, args = action[0], tuple(action[1])
    p = _actor(s)
    who = seat_word(s, p)
    for words in (_decision, _cards_and_knights, _two_player):
        text = words(s, kind, args, who, p)
        if text is not None:
            return text
    text = _outcome(s, kind, args)
    if text is not None:
        return text
    return f"{who}: {KIND_WORDS.get(kind, 'a move this game does not know')}"
