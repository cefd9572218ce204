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
their colours ("Red"), the two-player game's neutral owners "Neutral White" / "Neutral Orange", places their printed ids
(H0-H18, I0-I53, P0-P71), cards their printed names in the game's edition. `KIND_WORDS` labels each action kind in
a few words for menus; `labels_for(text)` finds the printed ids a narration names, so that a picture can label them.
"""

from __future__ import annotations

import re
from typing import Any

from ..core.i18n import MARKER, is_source_language, move_text
from ..core.i18n import card_name as translated_card_name
from ..core.i18n import seat_name as translated_seat_name
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

DOMAIN = "barbarian_attack"
"""The translation domain of the moves in words (`move_text`)."""

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
    """A seat's colour ("Red"), a neutral owner of the two-player game ("Neutral White"), or "Foreign" knights."""
    return P.faction_label(seat, s.cfg.players)


def _card(s: Any, kind: str) -> str:
    return BOARD["editions"][s.cfg.edition]["card_names"][kind]


def harbour_words(kind: str) -> str:
    """A harbour type in words: "3:1 harbour" or "2:1 grain harbour" (in the language in use)."""
    if kind == "generic":
        return move_text(DOMAIN, "3:1 harbour")
    return move_text(DOMAIN, "2:1 {resource} harbour", resource=_item(kind) if not is_source_language() else kind)


def _terrain(terrain: str) -> str:
    if is_source_language():
        return terrain
    return {"forest": move_text(DOMAIN, "forest"), "hills": move_text(DOMAIN, "hills"),
            "pasture": move_text(DOMAIN, "pasture"), "fields": move_text(DOMAIN, "fields"),
            "mountains": move_text(DOMAIN, "mountains"), "desert": move_text(DOMAIN, "desert")}.get(terrain, terrain)


def _hex_words(s: Any, h: int) -> str:
    terrain = s.cfg.terrain[h]
    if terrain == "castle":
        return move_text(DOMAIN, "the castle")
    if G.HEX_NUMBER[h] is None:
        return _terrain(terrain)
    return move_text(DOMAIN, "{terrain}, number {number}", terrain=_terrain(terrain), number=G.HEX_NUMBER[h])


def _owner(s: Any, owner: int) -> str:
    """`P.owner_label` in the language in use."""
    return P.owner_label(owner, s.cfg.players) if is_source_language() else _who(s, owner)


def place_name(s: Any, place: str) -> str:
    """A place of the picture in words, for hover text and lists (in the language in use).

        "H3: hills, number 9, on the coast, 2 barbarians"    "I29: Red settlement, corner of H8, H12 and H13"
        "P42: Red road, side of H8 and H12"    "seat-Red: Red, 4 VP, 7 cards, 4 gold"
        "deck: development cards, 20 in the draw pile, ..."
        "harbour-P49: 2:1 grain harbour on P49, for I36 and I37"
    """
    n = s.cfg.players
    comma = move_text(DOMAIN, ", ")
    if place.startswith("seat-"):
        p = P.seat_index(place[5:], n, "place")
        parts = [move_text(DOMAIN, "{count} VP", count=vp(s, p)),
                 move_text(DOMAIN, "{count} cards", count=hand_size(s, p)),
                 move_text(DOMAIN, "{count} gold", count=s.gold[p]),
                 move_text(DOMAIN, "{count} prisoners", count=s.prisoners[p]),
                 move_text(DOMAIN, "{count} knights in supply", count=s.knights_left[p])]
        if s.cfg.two_player:
            parts.append(move_text(DOMAIN, "{count} trade tokens", count=s.tokens[p]))
        return move_text(DOMAIN, "{seat}: {parts}", seat=_who(s, p), parts=comma.join(parts))
    if place == "deck":
        names = BOARD["editions"][s.cfg.edition]["card_names"]
        piles = comma.join(move_text(DOMAIN, "{card} {count}", card=names[k] if is_source_language() else
                                     translated_card_name(DOMAIN, names[k]), count=c)
                           for k, c in zip(P.CARD_KINDS, s.draw_pile))
        return move_text(DOMAIN, "development cards: {draw} in the draw pile, {discard} on the discard pile; to "
                                 "draw: {piles}", draw=sum(s.draw_pile), discard=sum(s.discard_pile), piles=piles)
    if place.startswith("harbour-"):
        q = G.path_id(place[8:], "place")
        if q not in G.HARBOUR_PATHS:
            raise ValueError(f"no harbour lies on {place[8:]}")
        a, b = G.PATH_ENDS[q]
        kind = s.cfg.harbours[G.HARBOUR_PATHS.index(q)]
        return move_text(DOMAIN, "{harbour} on P{at}, for buildings on I{a} and I{b}", harbour=harbour_words(kind),
                         at=q, a=a, b=b)
    letter = place[:1]
    if letter == "H":
        h = G.hex_id(place, "place")
        words = [_hex_words(s, h)]
        if G.IS_COASTAL[h]:
            words.append(move_text(DOMAIN, "on the coast"))
        if s.cmask & G.HEX_BIT[h]:
            words.append(move_text(DOMAIN, "conquered"))
        if s.barb[h]:
            words.append(move_text(DOMAIN, "{count} barbarians", count=s.barb[h]) if s.barb[h] > 1 else
                         move_text(DOMAIN, "{count} barbarian", count=s.barb[h]))
        return move_text(DOMAIN, "H{at}: {words}", at=h, words=comma.join(words))
    if letter == "I":
        i = G.intersection_id(place, "place")
        o = s.owner[i]
        words = []
        if o >= 0:
            owner, fallen = _owner(s, o), building_conquered(s.cmask, i)
            if s.level[i] == 2:
                words.append(move_text(DOMAIN, "{owner} city, fallen", owner=owner) if fallen else
                             move_text(DOMAIN, "{owner} city", owner=owner))
            else:
                words.append(move_text(DOMAIN, "{owner} settlement, fallen", owner=owner) if fallen else
                             move_text(DOMAIN, "{owner} settlement", owner=owner))
        else:
            words.append(move_text(DOMAIN, "empty"))
        words.append(move_text(DOMAIN, "corner of {hexes}", hexes=_listed([f"H{h}" for h in G.INTERSECTION_HEXES[i]])))
        k = G.INTERSECTION_HARBOUR[i]
        if k is not None:
            words.append(move_text(DOMAIN, "at the {harbour}", harbour=harbour_words(s.cfg.harbours[k])))
        return move_text(DOMAIN, "I{at}: {words}", at=i, words=comma.join(words))
    if letter == "P":
        q = G.path_id(place, "place")
        words = []
        if s.road[q] >= 0:
            words.append(move_text(DOMAIN, "{owner} road", owner=_owner(s, s.road[q])))
        if s.knight[q] >= 0:
            words.append(move_text(DOMAIN, "{owner} knight", owner=_who(s, s.knight[q])))
        if not words:
            words.append(move_text(DOMAIN, "empty"))
        hexes = G.PATH_HEXES[q]
        if G.IS_CASTLE_PATH[q]:
            words.append(move_text(DOMAIN, "castle path, sea side of H{a}", a=hexes[0]) if len(hexes) == 1 else
                         move_text(DOMAIN, "castle path, side of H{a} and H{b}", a=hexes[0], b=hexes[1]))
        else:
            words.append(move_text(DOMAIN, "sea side of H{a}", a=hexes[0]) if len(hexes) == 1 else
                         move_text(DOMAIN, "side of H{a} and H{b}", a=hexes[0], b=hexes[1]))
        if q in G.HARBOUR_PATHS:
            words.append(harbour_words(s.cfg.harbours[G.HARBOUR_PATHS.index(q)]))
        return move_text(DOMAIN, "P{at}: {words}", at=q, words=comma.join(words))
    raise ValueError(f"{place!r} is not a place of the Barbarian Attack picture")


# --- moves ----------------------------------------------------------------------------------------------------------
# Every phrase is one `move_text` message with named placeholders (English: the words as they always were).


def _who(s: Any, faction: int) -> str:
    """`seat_word` in the language in use."""
    if is_source_language():
        return seat_word(s, faction)
    if faction == P.FOREIGN:
        return move_text(DOMAIN, "Foreign")
    if faction < s.cfg.players:
        return translated_seat_name(DOMAIN, P.SEATS[faction])
    return move_text(DOMAIN, "Neutral {colour}", colour=translated_seat_name(DOMAIN, P.SEATS[faction]))


def _item(name: str) -> str:
    """A resource (or gold) in the language in use."""
    return {"brick": move_text(DOMAIN, "brick"), "lumber": move_text(DOMAIN, "lumber"),
            "wool": move_text(DOMAIN, "wool"), "grain": move_text(DOMAIN, "grain"), "ore": move_text(DOMAIN, "ore"),
            "gold": move_text(DOMAIN, "gold")}.get(name, name)


def _card_word(s: Any, kind: str) -> str:
    """A development card's printed name in the game's edition, in the language in use."""
    name = _card(s, kind)
    return name if is_source_language() else translated_card_name(DOMAIN, name)


def _listed(words: list[str]) -> str:
    """"a", "a and b", "a, b and c" in the language in use."""
    if len(words) == 1:
        return words[0]
    return move_text(DOMAIN, "{items} and {last}", items=move_text(DOMAIN, ", ").join(words[:-1]), last=words[-1])


def _items_words(counts: tuple[int, ...]) -> str:
    parts = [move_text(DOMAIN, "{count} {item}", count=n, item=_item(P.ITEMS[k])) for k, n in enumerate(counts) if n]
    return _listed(parts) if parts else move_text(DOMAIN, "nothing")


def _actor(s: Any) -> int:
    """Who a move or an outcome belongs to: the seat to move, or the active player at a chance node."""
    return s.to_move if s.to_move >= 0 else s.seat


def _offer_parts(s: Any) -> tuple[int, tuple, tuple] | None:
    if s.phase in (P.DRAFT, P.RESPOND) and len(s.ctx) == 3:
        return s.ctx
    return None


def _steps(s: Any, a: int, b: int) -> int:
    table = G.PATH_DISTANCE if s.cfg.options["knights_may_pass_over_castle_paths"] else \
        G.PATH_DISTANCE_NO_CASTLE_CROSSING
    return table[a][b]


def _decision(s: Any, kind: str, args: tuple, who: str, p: int) -> str | None:
    founding = s.phase in P.FOUNDING_PHASES
    if kind == "settlement":
        return (move_text(DOMAIN, "{who} places a founding settlement on I{at}", who=who, at=args[0]) if founding
                else move_text(DOMAIN, "{who} builds a settlement on I{at}", who=who, at=args[0]))
    if kind == "city":
        return (move_text(DOMAIN, "{who} places a founding city on I{at}", who=who, at=args[0]) if founding
                else move_text(DOMAIN, "{who} upgrades the settlement on I{at} to a city", who=who, at=args[0]))
    if kind == "road":
        return (move_text(DOMAIN, "{who} places a road on P{at}", who=who, at=args[0]) if founding
                else move_text(DOMAIN, "{who} builds a road on P{at}", who=who, at=args[0]))
    if kind == "buy_card":
        return move_text(DOMAIN, "{who} buys a development card", who=who)
    if kind == "bank_trade":
        rate = trade_rate(s, p, P.RES_INDEX[args[0]])
        fields = {"who": who, "rate": rate, "give": _item(args[0]), "get": _item(args[1])}
        if rate == 4:
            return move_text(DOMAIN, "{who} trades {rate} {give} for 1 {get} with the bank", **fields)
        if rate == 3:
            return move_text(DOMAIN, "{who} trades {rate} {give} for 1 {get} at a 3:1 harbour", **fields)
        return move_text(DOMAIN, "{who} trades {rate} {give} for 1 {get} at the 2:1 {give} harbour", **fields)
    if kind == "buy_resource":
        return move_text(DOMAIN, "{who} pays 2 gold for 1 {resource}", who=who, resource=_item(args[0]))
    if kind == "sell_for_gold":
        rate = gold_rate(s, p, P.RES_INDEX[args[0]])
        return (move_text(DOMAIN, "{who} sells {rate} {resource} for 1 gold", who=who, rate=rate,
                          resource=_item(args[0])) if rate else
                move_text(DOMAIN, "{who} sells {resource} for gold", who=who, resource=_item(args[0])))
    if kind == "offer":
        return move_text(DOMAIN, "{who} starts a trade offer to {partner}", who=who, partner=_who(s, args[0]))
    offer = _offer_parts(s)
    partner = _who(s, offer[0]) if offer else move_text(DOMAIN, "the partner")
    if kind == "give":
        return move_text(DOMAIN, "{who} puts 1 {resource} into the offer to {partner}", who=who,
                         resource=_item(args[0]), partner=partner)
    if kind == "ask":
        return move_text(DOMAIN, "{who} asks {partner} for 1 {resource}", who=who, partner=partner,
                         resource=_item(args[0]))
    if kind == "propose":
        if offer:
            return move_text(DOMAIN, "{who} offers {partner} {gives} for {gets}", who=who, partner=partner,
                             gives=_items_words(offer[1]), gets=_items_words(offer[2]))
        return move_text(DOMAIN, "{who} proposes the trade", who=who)
    if kind == "withdraw":
        return move_text(DOMAIN, "{who} withdraws the trade offer to {partner}", who=who, partner=partner)
    if kind in ("accept", "decline"):
        offerer = _who(s, s.seat)
        if offer:
            fields = {"who": who, "offerer": offerer, "gives": _items_words(offer[1]), "gets": _items_words(offer[2])}
            return (move_text(DOMAIN, "{who} accepts the trade: {offerer} gives {gives} and gets {gets}", **fields)
                    if kind == "accept" else
                    move_text(DOMAIN, "{who} declines the trade: {offerer} gives {gives} and gets {gets}", **fields))
        return (move_text(DOMAIN, "{who} accepts the trade of {offerer}", who=who, offerer=offerer)
                if kind == "accept" else
                move_text(DOMAIN, "{who} declines the trade of {offerer}", who=who, offerer=offerer))
    if kind == "finish_building":
        return move_text(DOMAIN, "{who} ends trading and building", who=who)
    return None


def _cards_and_knights(s: Any, kind: str, args: tuple, who: str, p: int) -> str | None:
    if kind == "discard":
        left = s.ctx[0][1] - 1 if s.phase == P.DISCARD and s.ctx else 0
        if left > 0:
            return move_text(DOMAIN, "{who} discards 1 {resource}, {left} more to discard", who=who,
                             resource=_item(args[0]), left=left)
        return move_text(DOMAIN, "{who} discards 1 {resource}", who=who, resource=_item(args[0]))
    if kind == "draw_from":
        return move_text(DOMAIN, "{who} draws a random card from {victim}", who=who, victim=_who(s, args[0]))
    if kind == "no_draw":
        return move_text(DOMAIN, "{who} draws no card", who=who)
    if kind == "place_knight":
        return (move_text(DOMAIN, "{who} places a knight on castle path P{at}", who=who, at=args[0])
                if G.IS_CASTLE_PATH[args[0]] else
                move_text(DOMAIN, "{who} places a knight on P{at}", who=who, at=args[0]))
    if kind == "foreign_knight":
        return move_text(DOMAIN, "{who} brings a foreign knight onto castle path P{at}", who=who, at=args[0])
    if kind == "no_foreign_knight":
        return move_text(DOMAIN, "{who} brings no foreign knight", who=who)
    if kind == "treason_source":
        return move_text(DOMAIN, "{who} takes a barbarian off H{at} with {card}", who=who, at=args[0],
                         card=_card_word(s, "treason"))
    if kind == "treason_target":
        return move_text(DOMAIN, "{who} sets a barbarian down on H{at} with {card}", who=who, at=args[0],
                         card=_card_word(s, "treason"))
    if kind == "capture":
        return move_text(DOMAIN, "{who} takes a barbarian prisoner from H{at} with {card}", who=who, at=args[0],
                         card=_card_word(s, "capture"))
    if kind in ("move", "move_far"):
        a, b = args
        n = _steps(s, a, b)
        steps = move_text(DOMAIN, "{count} step", count=n) if n == 1 else move_text(DOMAIN, "{count} steps", count=n)
        fields = {"who": who, "start": a, "end": b, "steps": steps}
        foreign = s.knight[a] == P.FOREIGN
        if kind == "move_far":
            return (move_text(DOMAIN, "{who} pays 1 grain and moves a foreign knight on P{start} to P{end}, {steps}",
                              **fields) if foreign else
                    move_text(DOMAIN, "{who} pays 1 grain and moves the knight on P{start} to P{end}, {steps}",
                              **fields))
        return (move_text(DOMAIN, "{who} moves a foreign knight on P{start} to P{end}, {steps}", **fields) if foreign
                else move_text(DOMAIN, "{who} moves the knight on P{start} to P{end}, {steps}", **fields))
    if kind == "end_moves":
        return move_text(DOMAIN, "{who} ends knight movement", who=who)
    return None


def _two_player(s: Any, kind: str, args: tuple, who: str, p: int) -> str | None:
    other = _who(s, 1 - p) if s.cfg.players == 2 else move_text(DOMAIN, "the opponent")
    if kind == "roll_dice":
        return move_text(DOMAIN, "{who} rolls for production", who=who)
    if kind in ("forced_trade", "drive_off"):
        if s.cfg.two_player:
            n = token_price(s, p)
            price = (move_text(DOMAIN, "{count} trade token", count=n) if n == 1 else
                     move_text(DOMAIN, "{count} trade tokens", count=n))
        else:
            price = move_text(DOMAIN, "trade tokens")
        if kind == "forced_trade":
            return move_text(DOMAIN, "{who} pays {price} for a forced trade with {other}", who=who, price=price,
                             other=other)
        return move_text(DOMAIN, "{who} pays {price} to drive a barbarian from H{start} to H{end}", who=who,
                         price=price, start=args[0], end=args[1])
    if kind == "give_back":
        return move_text(DOMAIN, "{who} gives 1 {resource} back to {other}", who=who, resource=_item(args[0]),
                         other=other)
    if kind == "neutral_road":
        return move_text(DOMAIN, "{who} places a road of {owner} on P{at}", who=who, owner=_who(s, args[0]),
                         at=args[1])
    if kind == "neutral_settlement":
        return move_text(DOMAIN, "{who} places a settlement of {owner} on I{at}", who=who, owner=_who(s, args[0]),
                         at=args[1])
    return None


def _outcome(s: Any, kind: str, args: tuple) -> str | None:
    who = _who(s, s.seat)
    if kind == "roll":
        total = args[0]
        second = s.phase == P.ROLL and s.ctx[0] == 2
        if second and total == s.ctx[1]:
            return move_text(DOMAIN, "{who} rolls {total} again, the same as the first roll: rolled once more",
                             who=who, total=total)
        if second:
            return (move_text(DOMAIN, "{who} rolls {total} in the second production roll: nothing is produced",
                              who=who, total=total) if total == 7 else
                    move_text(DOMAIN, "{who} rolls {total} in the second production roll", who=who, total=total))
        return (move_text(DOMAIN, "{who} rolls {total} for production: nothing is produced", who=who, total=total)
                if total == 7 else move_text(DOMAIN, "{who} rolls {total} for production", who=who, total=total))
    if kind == "event":
        cards = s.cfg.cards
        if args[0] not in cards.event_ids:
            return move_text(DOMAIN, "{who} reveals an event card", who=who)
        k = cards.event_ids.index(args[0])
        total, name = cards.event_totals[k], cards.event_names[k]
        fields = {"who": who, "total": total,
                  "card": name if is_source_language() else translated_card_name(DOMAIN, name)}
        effect = cards.event_kinds[k] or ""
        if effect == "robber_attacks":
            return move_text(DOMAIN, "{who} reveals the event card {card}: played as a 7", **fields)
        if effect == "robber_flees":
            return move_text(DOMAIN, "{who} reveals the event card {card}: no effect here, {total} produces", **fields)
        if effect == "conflict":
            return move_text(DOMAIN, "{who} reveals the event card {card}: the one player with most knights may draw "
                                     "a card, {total} produces", **fields)
        return move_text(DOMAIN, "{who} reveals the event card {card}: {total} produces", **fields)
    if kind == "landing":
        total = args[0]
        accepted = s.ctx[0] if s.phase == P.LANDING and s.ctx else ()
        if total == 7:
            return move_text(DOMAIN, "landing roll 7: rolled again")
        if total in accepted:
            return move_text(DOMAIN, "landing roll {total}: a repeat, rolled again", total=total)
        h = G.NUMBER_TO_COASTAL[total]
        if s.cmask & G.HEX_BIT[h]:
            return move_text(DOMAIN, "landing roll {total}: H{hex} is already conquered, nothing lands", total=total,
                             hex=h)
        if s.barb[h] + 1 == s.cfg.conquest_threshold:
            return move_text(DOMAIN, "landing roll {total}: a barbarian lands on H{hex}, which is conquered",
                             total=total, hex=h)
        return move_text(DOMAIN, "landing roll {total}: a barbarian lands on H{hex}", total=total, hex=h)
    if kind == "card":
        if args[0] not in P.CARD_KINDS:
            return move_text(DOMAIN, "{who} draws a development card", who=who)
        return move_text(DOMAIN, "{who} draws the development card {card}", who=who, card=_card_word(s, args[0]))
    if kind in ("steal", "take"):
        if kind == "steal" and s.phase == P.STEAL:
            thief, victim = s.ctx
        else:
            thief, victim = s.seat, 1 - s.seat
        fields = {"thief": _who(s, thief), "victim": _who(s, victim), "item": _item(args[0])}
        if kind == "steal":
            return move_text(DOMAIN, "{thief} draws {item} from {victim}", **fields)
        return move_text(DOMAIN, "{thief} takes {item} from {victim} in the forced trade", **fields)
    if kind == "rolloff":
        if s.phase == P.ROLLOFF:
            idx, _, _, _, contenders, _, rolls, _ = s.ctx
            return move_text(DOMAIN, "roll-off at H{hex}: {who} rolls {value}", hex=G.BATTLE_ORDER[idx],
                             who=_who(s, contenders[len(rolls)]), value=args[0])
        return move_text(DOMAIN, "roll-off: {value}", value=args[0])
    if kind == "castle_die":
        face = args[0]
        o = next(min(pair) - 1 for pair in BOARD["editions"][s.cfg.edition]["castle_die_pairs"] if face in pair)
        direction = (move_text(DOMAIN, "rising"), move_text(DOMAIN, "falling"), move_text(DOMAIN, "upright"))[o]
        if s.phase != P.CASUALTY:
            return move_text(DOMAIN, "castle die {face}: the {direction} paths", face=face, direction=direction)
        h = G.BATTLE_ORDER[s.ctx[0]]
        fallen = [q for q in G.HEX_PATHS[h] if G.PATH_ORIENTATION[q] == o and 0 <= s.knight[q] != P.FOREIGN]
        if not fallen:
            return move_text(DOMAIN, "castle die {face}: the {direction} paths of H{hex}, nobody falls", face=face,
                             direction=direction, hex=h)
        return move_text(DOMAIN, "castle die {face}: the {direction} paths of H{hex}, knights fall on {paths}",
                         face=face, direction=direction, hex=h, paths=_listed([f"P{q}" for q in fallen]))
    return None


def describe(s: Any, action: Any) -> str:
    """The move or chance outcome `action`, taken in position `s`, as a player says it (in the language in use).

    "Red builds a road on P46", "Blue offers Red 1 brick for 1 grain", "landing roll 4: a barbarian lands on H12,
    which is conquered", "castle die 3: the upright paths of H12, knights fall on P55". Works for every legal move
    and every chance outcome, and for any well-formed move of the game in any position (for "why not" lists)."""
    kind, args = action[0], tuple(action[1])
    p = _actor(s)
    who = _who(s, p)
    for words in (_decision, _cards_and_knights, _two_player):
        text = words(s, kind, args, who, p)
        if text is not None:
            return text
    text = _outcome(s, kind, args)
    if text is not None:
        return text
    if kind not in KIND_WORDS:
        return move_text(DOMAIN, "{who}: a move this game does not know", who=who)
    label = KIND_WORDS[kind]
    return f"{who}: {label}" if is_source_language() else f"{who}: {MARKER}{label}"
