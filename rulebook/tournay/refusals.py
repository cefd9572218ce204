"""Why a move is refused when the phase's own `why_not` is not enough: something that is not a Tournay move, a
move at the wrong moment (the game waits for another kind of decision), and a move that is simply not among
the listed choices. Every refusal cites a rule (design §3).

`state` asks `wrong_moment` first; if the move belongs to the pending step, the phase module's `why_not` names
the specific problem, and `not_a_choice` answers when it has nothing to say.
"""

from __future__ import annotations

from rulebook.core import Ruling
from rulebook.core.i18n import card_name, is_source_language, reason_text

from .pieces import COLOURS, TAction

DOMAIN = "tournay"

PHASE_OF = {
    "play": "step_a", "no_card": "step_a", "place": "place", "pay_card": "cost_cards", "draw": "step_b",
    "activate": "step_b", "fight": "step_b", "earn": "step_b", "gather": "step_b", "citizens": "citizens",
    "take_face_up": "draw_method", "draw_two": "draw_method", "keep": "keep", "no_wall": "event_walls",
    "discard": "hand_limit", "final_card": "final_card", "final_pass": "final_card", "reveal": "reveal",
    "reveal_event": "reveal_event",
}
"""The pending step each action kind answers (walls, `done` and the choices inside effects are sorted below)."""
CHOOSE = {"stand_up", "lay_down", "lose_citizen", "token_on", "discard_card", "accept", "decline", "take_event",
          "choose_events", "use_building", "remove_token", "place_token"}
"""Action kinds that answer a choice inside an effect."""
WAITING = {
    "step_a": (lambda: reason_text(DOMAIN, "a card play in step A (or none)"), ("TOU-3.2", "TOU-4.1")),
    "place": (lambda: reason_text(DOMAIN, "a space for the card being played"), ("TOU-4.5", "TOU-4.6")),
    "cost_cards": (lambda: reason_text(DOMAIN, "the hand cards paid as the cost"), ("TOU-4.18",)),
    "step_b": (lambda: reason_text(DOMAIN, "the action of step B"), ("TOU-3.2", "TOU-5.1")),
    "citizens": (lambda: reason_text(DOMAIN, "whose citizens are used"), ("TOU-5.4",)),
    "draw_method": (lambda: reason_text(DOMAIN, "take the face-up card or draw two"), ("TOU-6.2", "TOU-6.4")),
    "keep": (lambda: reason_text(DOMAIN, "which drawn card to keep"), ("TOU-6.3", "TOU-6.5")),
    "event_walls": (lambda: reason_text(DOMAIN, "a wall decision against the applying event"), ("TOU-7.6", "TOU-7.8")),
    "choose": (lambda: reason_text(DOMAIN, "a choice inside an effect"), ("TOU-7.12",)),
    "end_walls": (lambda: reason_text(DOMAIN, "end-of-turn walls (or done)"), ("TOU-12.1", "TOU-12.6")),
    "hand_limit": (lambda: reason_text(DOMAIN, "discards down to the hand limit"), ("TOU-12.3",)),
    "final_card": (lambda: reason_text(DOMAIN, "the secret final card (or a pass)"), ("TOU-13.7", "TOU-13.10")),
    "final_walls": (lambda: reason_text(DOMAIN, "walls built at the final placement (or done)"), ("TOU-13.9",)),
    "reveal": (lambda: reason_text(DOMAIN, "a card to be drawn from a deck"), ("TOU-6.8",)),
    "reveal_event": (lambda: reason_text(DOMAIN, "an event to be revealed"), ("TOU-9.6",)),
}
"""What the game waits for at each step where it can wait, in words (made in the language in use when asked),
with the rules that say so."""


def wrong_moment(st, action: TAction) -> Ruling | None:
    """The refusal of a move that is not a Tournay move or does not answer the pending step; None if it does."""
    kind = action[0]
    phase = st.phase
    expected = PHASE_OF.get(kind)
    if kind == "wall":
        expected = phase if phase in ("event_walls", "end_walls", "final_walls") else "end_walls"
    elif kind == "done":
        expected = phase if phase in ("end_walls", "final_walls") else "end_walls"
    elif kind in CHOOSE:
        expected = "choose"
    if expected is None:
        return Ruling(False, reason_text(DOMAIN, "{action} is not a Tournay move", action=action), ("TOU-3.5",))
    if phase == "hand_limit" and kind in ("done", "wall"):
        seat = st.players[st.tasks[-1][1]]
        return Ruling(False, reason_text(DOMAIN, "you hold {count} cards; the limit at the end of your turn is "
                                                 "{limit}: discard first", count=len(seat.hand),
                                         limit=st.cfg.hand_limit), ("TOU-12.3", "TOU-12.6"))
    if kind == "wall" and expected != phase:
        return Ruling(False, reason_text(DOMAIN, "walls are built only against an applying event, at the end of "
                                                 "your own turn, or at the final placement"), ("TOU-7.11",))
    if expected != phase:
        what, rules = WAITING.get(phase, (lambda: reason_text(DOMAIN, "the end of the game"), ("TOU-13.11",)))
        return Ruling(False, reason_text(DOMAIN, "not now: the game is waiting for {what}", what=what()), rules)
    return None


def not_a_choice(st, action: TAction) -> Ruling:
    """The refusal of a move of the right kind that is not among the choices of the pending step."""
    what, rules = WAITING[st.phase]
    return Ruling(False, reason_text(DOMAIN, "{action} is not one of the possible choices for {what}", action=action,
                                     what=what()), rules)


def card_words(card) -> str:
    """A card's name in a reason, in the language in use (a stand-in keeps its mark)."""
    return card.name if is_source_language() else card_name(DOMAIN, card.name)


def colour_words(colour: int) -> str:
    """A colour (0, 1, 2) in a reason, in the language in use: "yellow"."""
    if is_source_language():
        return COLOURS[colour]
    return (reason_text(DOMAIN, "yellow"), reason_text(DOMAIN, "white"), reason_text(DOMAIN, "red"))[colour]
