"""The base every engine's state builds on: one way to apply, explain and reject actions.

Engines supply the rules (`legal_actions`, `chance_outcomes`, `_apply`, `_why_illegal`); this class turns them
into the contract of design §3: `apply` checks legality first and returns a new state, an illegal action
raises `IllegalAction` citing rules and changes nothing, and `explain` always agrees with `legal_actions`.
"""

from __future__ import annotations

import json
import random
from typing import Any, ClassVar

from .actions import CHANCE, TERMINAL, Action, IllegalAction, Ruling
from .i18n import domains, is_source_language, reason_text, rule_title
from .log import LogEntry, log_entries
from .rules import RuleBook


class GameState:
    """Abstract game position. Subclasses are immutable: every change goes through `apply`."""

    __slots__ = ()

    GAME: ClassVar[str] = ""
    RULES: ClassVar[RuleBook]
    ACTION_RULES: ClassVar[dict[str, tuple[str, ...]]] = {}
    """Rule IDs that make each action kind legal, used when explaining a legal action."""
    MALFORMED_RULES: ClassVar[tuple[str, ...]] = ()
    """Rule IDs cited when something that is not an action of this game is offered."""
    PERFECT_INFORMATION: ClassVar[bool] = False
    """True for a game where every seat sees everything (no hands, no face-down decks, no secret cards): such a
    game opts out of `resample_hidden`, which then returns the state itself."""

    # --- what each engine implements --------------------------------------------------------------

    @property
    def current_player(self) -> int:
        """The seat to move, or `CHANCE`, or `TERMINAL`."""
        raise NotImplementedError

    @property
    def num_players(self) -> int:
        """How many seats the game has."""
        raise NotImplementedError

    def legal_actions(self) -> tuple[Action, ...]:
        """Legal moves of the player to move, in a fixed order; empty at chance and terminal nodes."""
        raise NotImplementedError

    def chance_outcomes(self) -> tuple[tuple[Action, float], ...]:
        """At a chance node: every outcome with its probability (positive, summing to 1)."""
        return ()

    def _apply(self, action: Action) -> GameState:
        """Return the successor state; `action` is already known to be legal."""
        raise NotImplementedError

    def _why_illegal(self, action: Action) -> Ruling:
        """Why a well-formed action that is not legal here is refused (must cite at least one rule)."""
        raise NotImplementedError

    def resample_hidden(self, seat: int, rng: random.Random) -> GameState:
        """A state equal to this one in everything `seat` can see, with everything it cannot see redrawn.

        Hands, deck orders and secret cards that `seat` has not seen are redrawn at random from `rng`,
        consistently with what it has seen (cards played, counts, its own hand): a *determinization* of the seat's
        information set, which search bots sample before planning. The result is a legal position of the game
        (every conservation law holds), the seat's legal actions are unchanged, and `self` is not modified.
        A game with no hidden information (`PERFECT_INFORMATION = True`) returns `self`; every other game must
        override this, since returning the true state would let a bot see the cards it should not.
        """
        if self.PERFECT_INFORMATION:
            return self
        raise NotImplementedError(
            f"{self.GAME or type(self).__name__} has hidden information but does not implement "
            f"resample_hidden(seat, rng) yet")

    def observation(self, seat: int) -> Any:
        """Everything `seat` can see now, as plain JSON-ready data (its hand, the table, counts, the public log).

        Two states with the same observation for a seat are the same to that seat; `resample_hidden(seat, rng)`
        keeps it unchanged (the contract tests check this). A perfect-information game sees the whole position;
        every other game must override this.
        """
        if self.PERFECT_INFORMATION:
            return json.loads(self.to_json())
        raise NotImplementedError(
            f"{self.GAME or type(self).__name__} has hidden information but does not implement observation(seat) yet")

    def is_terminal(self) -> bool:
        """Is the game over?"""
        return self.current_player == TERMINAL

    def scores(self) -> tuple[int, ...]:
        """Each seat's score (final once the game is over)."""
        raise NotImplementedError

    def winners(self) -> tuple[int, ...]:
        """The winning seat(s) of a finished game (more than one for a shared win); empty before the end."""
        raise NotImplementedError

    @property
    def log(self) -> tuple[LogEntry, ...]:
        """What happened so far, oldest first; engines keep it as a shared `LogChain` in `self.log_chain`."""
        return log_entries(self.log_chain)

    def to_json(self) -> str:
        """The whole position as JSON text (the game's `from_json` reads it back exactly)."""
        raise NotImplementedError

    # --- shared behaviour ---------------------------------------------------------------------------

    def is_chance_node(self) -> bool:
        """Is nature to move (a die roll, a card draw)?"""
        return self.current_player == CHANCE

    def _is_legal(self, action: Any) -> bool:
        if self.current_player == CHANCE:
            return any(action == outcome for outcome, _ in self.chance_outcomes())
        return action in self.legal_actions()

    def explain(self, action: Any) -> Ruling:
        """Is `action` legal here, and why? Cites the rules either way."""
        if not (isinstance(action, tuple) and len(action) == 2 and isinstance(action[0], str)
                and isinstance(action[1], tuple)):
            return Ruling(False, reason_text(self._reason_domain(), "{action} is not an action of {game}",
                                             action=repr(action), game=self.GAME), self.MALFORMED_RULES)
        if self._is_legal(action):
            return self._why_legal(action)
        if self.is_terminal():
            return Ruling(False, reason_text(self._reason_domain(), "the game is over; no more moves"),
                          self._terminal_rules())
        if self.current_player == CHANCE and not any(action.kind == o.kind for o, _ in self.chance_outcomes()):
            return Ruling(False, reason_text(self._reason_domain(), "chance must resolve first ({kind})",
                                             kind=self.chance_outcomes()[0][0].kind),
                          self._chance_rules())
        ruling = self._why_illegal(action)
        if ruling.legal or not ruling.rule_ids:
            raise AssertionError(f"{self.GAME}: _why_illegal gave no cited refusal for {action}")
        return ruling

    def apply(self, action: Any) -> GameState:
        """Return the state after `action`; raise `IllegalAction` (state untouched) if it is not legal."""
        if not self._is_legal(action):
            ruling = self.explain(action)
            raise IllegalAction(ruling.reason, ruling.rule_ids, action)
        return self._apply(action)

    def _why_legal(self, action: Action) -> Ruling:
        rule_ids = self.ACTION_RULES.get(action.kind, self.MALFORMED_RULES)
        domain = self._reason_domain()
        if is_source_language() or domain not in domains():
            titles = [self.RULES[r].title.lower() for r in rule_ids if r in self.RULES]
        else:
            titles = [rule_title(domain, self.RULES[r]) for r in rule_ids if r in self.RULES]
        reason = reason_text(domain, "allowed now by the rules on {titles}", titles=_joined(titles, domain)) \
            if titles else reason_text(domain, "allowed now")
        return Ruling(True, reason, rule_ids)

    def _reason_domain(self) -> str:
        """The catalogue of this game's reasons: its name (a toy game a test registers has none: `reason_text`
        gives its English with the marker then)."""
        return self.GAME

    def _terminal_rules(self) -> tuple[str, ...]:
        return self.MALFORMED_RULES

    def _chance_rules(self) -> tuple[str, ...]:
        return self.MALFORMED_RULES


def _joined(items: list[str], domain: str = "") -> str:
    """ "a", "a and b", "a, b and c" """
    items = list(dict.fromkeys(items))
    if len(items) == 1:
        return items[0]
    if is_source_language():
        return ", ".join(items[:-1]) + " and " + items[-1]
    return reason_text(domain, "{items} and {last}", items=reason_text(domain, ", ").join(items[:-1]),
                       last=items[-1])
