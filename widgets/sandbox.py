"""The ruling checker: from any position, list the legal moves, play one, or try an illegal one and see why."""

from __future__ import annotations

import html
import random
from types import ModuleType
from typing import Any

import ipywidgets as w

from rulebook import CHANCE, play
from rulebook.core import action_from_json, jsonio, sample_outcome

from .common import View, board_html, game_module, rules_html, seat_name

SOURCES = ("New game", "FAQ case", "Walkthrough step", "Random game", "Pasted JSON")
MAX_RANDOM_PLIES = 5_000
MAX_ELSEWHERE = 300


class RulingChecker(View):
    """A rules sandbox with undo: pick a start position, apply legal moves, and ask about illegal ones."""

    def __init__(self, game: str | ModuleType, state: Any = None, seed: int = 0):
        super().__init__()
        self.module = game_module(game)
        self.title = f"Ruling checker: {self.module.TITLE}"
        self.rng = random.Random(seed)
        self.history: list[tuple[Any, Any]] = []  # (state before, action applied)
        self._tour_moves: list[Any] | None = None
        # where to start
        self.source = w.Dropdown(options=SOURCES, value="New game", description="Start from")
        self.seed = w.IntText(value=seed, description="Seed")
        self.players = w.Dropdown(options=list(self.module.PLAYERS), value=self.module.DEFAULT_PLAYERS,
                                  description="Players")
        self.case = w.Dropdown(options=list(self.module.FAQ.ids), description="FAQ case")
        self.step = w.BoundedIntText(value=1, min=1, max=max(1, len(self.module.WALKTHROUGH)), description="Step")
        self.plies = w.BoundedIntText(value=20, min=0, max=MAX_RANDOM_PLIES, description="Random moves")
        self.pasted = w.Textarea(placeholder="paste a state's to_json() text here", layout=w.Layout(width="95%"))
        self.load_button = w.Button(description="Load position")
        # the position and what can be done
        self.board = w.HTML()
        self.turn = w.HTML()
        self.legal = w.Select(options=[], rows=8, description="Legal", layout=w.Layout(width="95%"))
        self.apply_button = w.Button(description="Apply", button_style="success")
        self.random_button = w.Button(description="Random legal move / roll")
        self.elsewhere = w.Dropdown(options=[], description="Other move", layout=w.Layout(width="95%"))
        self.typed = w.Text(placeholder='or type an action as JSON: {"kind": "...", "args": [...]}',
                            layout=w.Layout(width="95%"))
        self.try_button = w.Button(description="Is this legal?")
        self.undo_button = w.Button(description="Undo")
        self.ruling = w.HTML()
        self.log_view = w.HTML()
        self.history_view = w.HTML()
        self.on_click(self.load_button, self.load)
        self.on_click(self.apply_button, self.apply_selected)
        self.on_click(self.random_button, self.apply_random)
        self.on_click(self.try_button, self.try_action)
        self.on_click(self.undo_button, self.undo)
        start = w.VBox([w.HBox([self.source, self.players, self.seed]),
                        w.HBox([self.case, self.step, self.plies]), self.pasted, self.load_button])
        self.children = [start, self.status, self.turn, self.board, self.legal,
                         w.HBox([self.apply_button, self.random_button, self.undo_button]),
                         self.elsewhere, self.typed, self.try_button, self.ruling,
                         w.HBox([self.log_view, self.history_view])]
        self.state = state if state is not None else self.module.new_game(players=self.players.value, seed=seed)
        self._refresh()

    # --- choosing the position ---------------------------------------------------------------------

    def load(self) -> None:
        """Load the position chosen in the "Start from" controls (the current one stays on any error)."""
        source = self.source.value
        if source == "New game":
            state = self.module.new_game(players=self.players.value, seed=self.seed.value)
        elif source == "FAQ case":
            state = self.module.FAQ[self.case.value].script().start
        elif source == "Walkthrough step":
            state = self.module.WALKTHROUGH[self.step.value - 1].before
        elif source == "Random game":
            base = self.module.new_game(players=self.players.value, seed=self.seed.value)
            state = play(base, rng=self.seed.value, max_plies=self.plies.value)
        else:
            state = self.module.from_json(self.pasted.value)
        self.state = state
        self.history.clear()
        self.ruling.value = ""
        self.say(f"Loaded: {source.lower()}.", "ok")
        self._refresh()

    # --- moves ---------------------------------------------------------------------------------------

    def _moves(self) -> list[Any]:
        if self.state.current_player == CHANCE:
            return [a for a, _ in self.state.chance_outcomes()]
        return list(self.state.legal_actions())

    def apply_selected(self) -> None:
        """Play the legal move selected in the list."""
        if self.legal.value is None:
            raise ValueError("pick a legal move first" if self._moves() else "no move is possible: the game is over")
        self._apply(self._moves()[self.legal.value])

    def apply_random(self) -> None:
        """Play a random legal move (or a random outcome at a chance node)."""
        if self.state.is_terminal():
            raise ValueError("the game is over")
        if self.state.current_player == CHANCE:
            self._apply(sample_outcome(self.state.chance_outcomes(), self.rng))
        else:
            moves = self.state.legal_actions()
            self._apply(moves[self.rng.randrange(len(moves))])

    def _apply(self, action: Any) -> None:
        before = self.state
        self.state = before.apply(action)
        self.history.append((before, action))
        ruling = before.explain(action)
        self.ruling.value = f"<p>Applied <code>{html.escape(str(action))}</code>.</p>" + \
            rules_html(ruling.rule_ids, self.module.RULES)
        self.say("")
        self._refresh()

    def try_action(self) -> None:
        """Explain the typed or chosen action here without playing it; the position never changes."""
        action = self._typed_action() if self.typed.value.strip() else self.elsewhere.value
        if action is None:
            raise ValueError("choose another move or type one as JSON")
        ruling = self.state.explain(action)
        verdict = "Legal" if ruling.legal else "Illegal"
        self.ruling.value = (f"<p><b>{verdict}:</b> <code>{html.escape(str(action))}</code> — "
                             f"{html.escape(ruling.reason)}</p>" + rules_html(ruling.rule_ids, self.module.RULES))
        self.say("")

    def _typed_action(self) -> Any:
        typed = action_from_json(jsonio.loads(self.typed.value, max_bytes=10_000, max_depth=8))
        known = [*self._moves(), *self._elsewhere(set())]  # the engine's own action objects print best
        return next((a for a in known if a == typed), typed)

    def undo(self) -> None:
        """Go back one move; the ruling shown is the one for the position returned to."""
        if not self.history:
            raise ValueError("nothing to undo")
        self.state, action = self.history.pop()
        self.ruling.value = f"<p>Took back <code>{html.escape(str(action))}</code>.</p>"
        self.say("")
        self._refresh()

    # --- display -------------------------------------------------------------------------------------

    def _refresh(self) -> None:
        state = self.state
        moves = self._moves()
        if state.is_terminal():
            who = f"Game over. Scores {list(state.scores())}, winner(s) {list(state.winners())}."
        elif state.current_player == CHANCE:
            who = "Chance to resolve (dice or a card draw): pick an outcome or roll."
        else:
            who = f"{seat_name(self.module, state.current_player)} to move: {len(moves)} legal move(s)."
        self.turn.value = f"<b>{html.escape(who)}</b>"
        if state.current_player == CHANCE:
            probs = dict(state.chance_outcomes())
            labels = [f"{a}  (p = {probs[a]:.4f})" for a in moves]
        else:
            labels = [str(a) for a in moves]
        self.legal.options = [(label, i) for i, label in enumerate(labels)]
        self.legal.value = 0 if moves else None
        self.board.value = board_html(state)
        self.elsewhere.options = [(str(a), a) for a in self._elsewhere(set(moves))]
        entries = state.log[-12:]
        self.log_view.value = "<b>Log (latest)</b><ol>" + "".join(
            f"<li>{html.escape(str(e))}</li>" for e in entries) + "</ol>"
        self.history_view.value = "<b>History</b><ol>" + "".join(
            f"<li><code>{html.escape(str(a))}</code></li>" for _, a in self.history[-20:]) + "</ol>"
        self.undo_button.disabled = not self.history

    def _elsewhere(self, here: set) -> list[Any]:
        """Moves that are legal in other known positions but not here: good questions for a rules lawyer."""
        if self._tour_moves is None:
            self._tour_moves = [a for step in self.module.WALKTHROUGH.steps[:40] for a in step.before.legal_actions()]
        seen: dict[str, Any] = {}
        for action in [a for s, _ in self.history for a in s.legal_actions()] + self._tour_moves:
            if action not in here:
                seen.setdefault(str(action), action)
        return [seen[k] for k in sorted(seen)][:MAX_ELSEWHERE]
