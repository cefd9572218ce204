"""The ruling checker: from any position, play legal moves, choose what chance brings, and ask about any move.

The board is on the left (the last move's places highlighted), the turn and what can be done on the right: the
legal moves in the game's words, or at a chance node every outcome with its exact probability ("Choose this
outcome" or "Roll at random"); and "Ask about any move": a kind, a place (from the list or a click on the board)
and one of the game's well-formed moves there, legal or not, judged by the engine with its reason and the rules it
cites. Typing a move as JSON is kept as an advanced fallback. "Is this legal?" judges the control touched last; a
typed move only while its (collapsed) section is open, so a forgotten text can never be judged instead.
"Edit this position" opens the position editor on the current position, and the editor hands it back.
"""

from __future__ import annotations

import html
import random
from types import ModuleType
from typing import Any

import ipywidgets as w

from rulebook import CHANCE
from rulebook.core import action_from_json, jsonio, sample_outcome
from rulebook.core.log_translation import seated_line

from .board import Board
from .common import View, game_module, rules_html, title_of, ui_text
from .editor import PositionEditor
from .move_picker import MovePicker
from .presenting import (
    changed,
    legal_reason,
    move_words,
    phase_words,
    picture,
    places_in,
    plain_reason,
    probability_text,
    seat_words,
)
from .start import FAQ, NEW, PASTED, RANDOM, STEP, StartPicker

SOURCES = (NEW, FAQ, STEP, RANDOM, PASTED)
LEGAL, CHANCE_LIST, PICKER, TYPED = "the legal move chosen", "the outcome chosen", "the move picked", "the typed move"
CHECKER_STYLE = """<style>
.rb-checker-main{gap:12px;align-items:flex-start}
.rb-checker-board{flex:3 1 0%;min-width:0}
.rb-checker-side > *{flex-shrink:0}
.rb-checker-side{flex:2 1 0%;min-width:380px;max-height:74vh;overflow-y:auto;padding-right:4px}
.rb-checker-side h4{margin:6px 0 2px;font-size:1em}
.rb-checker-side .rb-help{color:#57606a}
.rb-checker-side ul.rb-rules{padding-left:1.1em;margin:2px 0}
.rb-checker-side .rb-verdict-legal{color:#276221}
.rb-checker-side .rb-verdict-illegal{color:#a4262c}
.rb-checker-side select{font-size:13px}
.rb-checker-main .widget-html-content{line-height:1.4}
</style>"""
"""The board on the left, the words on the right (scrolling on their own): a ruling fits a 1366×768 screen."""


class RulingChecker(View):
    """A rules sandbox with undo: pick a start position, apply moves or chance outcomes, ask about any move."""

    def __init__(self, game: str | ModuleType, state: Any = None, seed: int = 0, editor: Any = None):
        super().__init__()
        self.module = game_module(game)
        self.title = ui_text("widgets.checker.title", "Ruling checker: {game}").format(game=title_of(self.module))
        self.rng = random.Random(seed)
        self.history: list[tuple[Any, Any]] = []  # (state before, action applied)
        self.editor = editor
        self.touched = PICKER
        self.quiet = False
        self.start = StartPicker(self.module, SOURCES, seed)
        start = self.start  # its controls, by the names notebooks use: checker.case.value = "TOU-FAQ-26"
        self.source, self.players, self.seed, self.case, self.step, self.plies, self.pasted, self.load_button = (
            start.source, start.players, start.seed, start.case, start.step, start.plies, start.pasted,
            start.load_button)
        self.on_click(self.load_button, self.load)
        # the board and the turn
        self.board = Board()
        self.board.on_place(lambda place: self.safely(self.clicked, place))
        self.turn = w.HTML()
        # a decision: the legal moves
        self.legal = w.Select(options=[], rows=8, layout=w.Layout(width="100%"))
        self.apply_button = w.Button(description=ui_text("widgets.checker.apply", "Apply"), button_style="success",
                                     layout=w.Layout(width="90px"))
        self.random_button = w.Button(description=ui_text("widgets.checker.random_move", "Random move"),
                                      layout=w.Layout(width="120px"))
        self.legal_words = w.HTML()
        self.decision_box = w.VBox([w.HTML(f"<h4>{ui_text('widgets.checker.legal_moves', 'Legal moves')}</h4>"),
                                    self.legal, self.legal_words,
                                    w.HBox([self.apply_button, self.random_button])])
        # a chance node: every outcome with its probability
        self.outcomes = w.Select(options=[], rows=8, layout=w.Layout(width="100%"))
        self.choose_button = w.Button(description=ui_text("widgets.checker.choose_outcome", "Choose this outcome"),
                                      button_style="success",
                                      layout=w.Layout(width="170px"))
        self.roll_button = w.Button(description=ui_text("widgets.checker.roll", "Roll at random"),
                                    layout=w.Layout(width="130px"))
        self.outcome_words = w.HTML()
        self.chance_box = w.VBox([w.HTML(f"<h4>{ui_text('widgets.checker.chance', 'Chance: choose the outcome')}</h4>"),
                                  self.outcomes, self.outcome_words,
                                  w.HBox([self.choose_button, self.roll_button])])
        # any move, legal or not
        self.picker = MovePicker(self.module, on_touch=self._picker_touched)
        self.ask_note = w.HTML()
        self.try_button = w.Button(description=ui_text("widgets.checker.is_legal", "Is this legal?"),
                                   button_style="info", layout=w.Layout(width="130px"))
        self.ruling = w.HTML()
        # advanced: a move typed as JSON; the log and the moves played
        self.typed = w.Text(placeholder='{"kind": "...", "args": [...]}', layout=w.Layout(width="100%"))
        self.log_view = w.HTML()
        self.history_view = w.HTML()
        self.advanced = w.Accordion(children=[
            w.VBox([w.HTML(ui_text("widgets.checker.typed_help",
                                   "A move typed as the engine writes it (<code>Action.to_json()</code>); "
                                   "“Is this legal?” judges it once you have typed it.")), self.typed]),
            w.VBox([self.history_view, self.log_view])],
            titles=[ui_text("widgets.checker.advanced", "Advanced: type a move as JSON"),
                    ui_text("widgets.checker.log_title", "Moves played and the game log")], selected_index=None)
        self.undo_button = w.Button(description=ui_text("widgets.common.undo", "Undo"), layout=w.Layout(width="80px"))
        self.edit_button = w.Button(description=ui_text("widgets.checker.edit", "Edit this position"),
                                    layout=w.Layout(width="150px"),
                                    tooltip=ui_text("widgets.checker.edit_tip",
                                                    "open the position in the position editor"))
        for button, func in ((self.apply_button, self.apply_selected), (self.random_button, self.apply_random),
                             (self.choose_button, self.choose_outcome), (self.roll_button, self.apply_random),
                             (self.try_button, self.try_action), (self.undo_button, self.undo),
                             (self.edit_button, self.edit_position)):
            self.on_click(button, func)
        self.legal.observe(lambda change: self._touch(LEGAL), names="value")
        self.outcomes.observe(lambda change: self._touch(CHANCE_LIST), names="value")
        for box, words in ((self.legal, self.legal_words), (self.outcomes, self.outcome_words)):
            box.observe(lambda change, box=box, words=words: self._spell_out(box, words), names="value")
        self.typed.observe(lambda change: self._touch(TYPED), names="value")
        self.advanced.observe(lambda change: self._touch(TYPED) if change["new"] == 0 and self.typed.value.strip()
                              else None, names="selected_index")
        side = w.VBox([self.turn, w.HBox([self.undo_button, self.edit_button]), self.decision_box, self.chance_box,
                       w.HTML(f"<h4>{ui_text('widgets.checker.ask', 'Ask about any move')}</h4>"), self.ask_note,
                       self.picker, self.try_button, self.ruling,
                       self.advanced])
        side.add_class("rb-checker-side")
        left = w.VBox([self.board])
        left.add_class("rb-checker-board")
        self.main = w.HBox([left, side], layout=w.Layout(width="100%"))
        self.main.add_class("rb-checker-main")
        self.body = w.VBox([self.start, self.status, self.main])
        self.editor_box = w.VBox()
        self.children = [w.HTML(CHECKER_STYLE), self.body, self.editor_box]
        self.state = state if state is not None else self.start.build()
        self._refresh()

    # --- choosing the position ---------------------------------------------------------------------------------

    def load(self) -> None:
        """Load the position chosen in the "Start from" controls (the current one stays on any error)."""
        self.load_state(self.start.build(), self.start.described())

    def load_state(self, state: Any, where: str = "") -> None:
        """Check from `state` on: the history starts again (the editor hands its positions over this way)."""
        self.state = state
        self.history.clear()
        self.ruling.value = ""
        self.show_checker()
        self.say(ui_text("widgets.checker.loaded", "Loaded: {where}.").format(where=where) if where else "", "ok")
        self._refresh()

    def edit_position(self) -> None:
        """Open the current position in the position editor; its "Open in the ruling checker" comes back here."""
        if self.editor is None:
            self.editor = PositionEditor(self.module, state=self.state, checker=self)
            self.editor_box.children = [self.editor]
            self._editing(True)
        elif self.editor in self.editor_box.children:
            self.editor.load(self.state, "the ruling checker's position")
            self._editing(True)
        else:
            self.editor.load(self.state, "the ruling checker's position")
            self.say(ui_text("widgets.checker.opened", "Opened in the position editor above."), "ok")

    def _editing(self, on: bool) -> None:
        self.body.layout.display = "none" if on else None
        self.editor_box.layout.display = None if on else "none"

    def show_checker(self) -> None:
        """Show the checker (back from the editor shown in its place)."""
        if self.editor is not None and self.editor in self.editor_box.children:
            self._editing(False)

    # --- moves -----------------------------------------------------------------------------------------------------

    def _picker_touched(self) -> None:
        self._touch(PICKER)
        self._show_picked()

    @staticmethod
    def _spell_out(box: w.Select, words: w.HTML) -> None:
        """The chosen entry in full under its list (a list cuts long entries at its edge)."""
        label = next((text for text, value in box.options if value == box.value), "")
        words.value = f"<span class='rb-help'>{html.escape(label)}</span>" if label else ""

    def _touch(self, what: str) -> None:
        if not self.quiet:
            self.touched = what

    def _moves(self) -> list[Any]:
        return list(self.state.legal_actions())

    def _outcomes(self) -> list[tuple[Any, Any]]:
        return list(self.state.chance_outcomes()) if self.state.current_player == CHANCE else []

    def apply_selected(self) -> None:
        """Play the legal move selected in the list."""
        moves = self._moves()
        if self.legal.value is None or not moves:
            raise ValueError(ui_text("widgets.checker.pick_legal", "pick a legal move first") if moves
                             else self._no_moves())
        self._apply(moves[self.legal.value])

    def choose_outcome(self) -> None:
        """Make chance bring the outcome selected in the list."""
        outcomes = self._outcomes()
        if not outcomes or self.outcomes.value is None:
            raise ValueError(ui_text("widgets.checker.no_chance", "no chance to resolve here") if not outcomes
                             else ui_text("widgets.checker.pick_outcome", "pick an outcome first"))
        self._apply(outcomes[self.outcomes.value][0])

    def _no_moves(self) -> str:
        if self.state.is_terminal():
            return ui_text("widgets.checker.over", "the game is over")
        return ui_text("widgets.checker.chance_next", "chance moves next: choose an outcome or roll at random")

    def apply_random(self) -> None:
        """Play a random legal move (or a random outcome at a chance node)."""
        if self.state.is_terminal():
            raise ValueError(ui_text("widgets.checker.over", "the game is over"))
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
        words = move_words(self.module, before, action)
        self.say("")
        self._refresh()  # the new position first, then the words about the move (a page sees them in this order)
        self.ruling.value = (f"<p><b>{ui_text('widgets.checker.played', 'Played:')}</b> {html.escape(words)}. "
                             f"{html.escape(legal_reason(self.module, before, action, ruling))}</p>"
                             + rules_html(ruling.rule_ids, self.module.RULES))

    def _judged(self) -> Any:
        """The move "Is this legal?" judges: from the control touched last (a typed move only while it is shown)."""
        if self.touched == TYPED and self.advanced.selected_index == 0:
            if not self.typed.value.strip():
                raise ValueError(ui_text("widgets.checker.type_first",
                                         "type a move as JSON first, or pick one under “Ask about any move”"))
            return self._typed_action()
        if self.touched == LEGAL and self.legal.value is not None and self._moves():
            return self._moves()[self.legal.value]
        if self.touched == CHANCE_LIST and self.outcomes.value is not None and self._outcomes():
            return self._outcomes()[self.outcomes.value][0]
        if self.state.current_player == CHANCE or self.state.is_terminal():
            raise ValueError(self._no_moves() + ui_text("widgets.checker.ask_later",
                                                         "; ask about a move once a player is to move"))
        if self.picker.value is None:
            raise ValueError(ui_text("widgets.checker.pick_move", "pick a kind of move and a move first"))
        return self.picker.value

    def try_action(self) -> None:
        """Explain the move touched last here, without playing it; the position never changes."""
        action = self._judged()
        ruling = self.state.explain(action)
        words = move_words(self.module, self.state, action)
        if ruling.legal:
            verdict, why = "Legal", legal_reason(self.module, self.state, action, ruling)
            shown = ui_text("widgets.checker.legal", "Legal")
        else:
            verdict, why = "Illegal", plain_reason(self.module, self.state, action, ruling.reason)
            shown = ui_text("widgets.checker.illegal", "Illegal")
        self.ruling.value = (f"<p class='rb-verdict rb-verdict-{verdict.lower()}'><b>{shown}:</b> "
                             f"{html.escape(words)}.</p><p>{html.escape(why)}</p>"
                             + rules_html(ruling.rule_ids, self.module.RULES))
        self.say("")

    def _typed_action(self) -> Any:
        typed = action_from_json(jsonio.loads(self.typed.value, max_bytes=10_000, max_depth=8))
        known = [*self._moves(), *(a for a, _ in self._outcomes()), *self.picker.candidates()]
        return next((a for a in known if a == typed), typed)  # the engine's own action objects print best

    def undo(self) -> None:
        """Go back one move."""
        if not self.history:
            raise ValueError(ui_text("widgets.checker.nothing_to_undo", "nothing to undo"))
        self.state, action = self.history.pop()
        self.ruling.value = "<p>" + ui_text("widgets.checker.took_back", "Took back: {move}.").format(
            move=html.escape(move_words(self.module, self.state, action))) + "</p>"
        self.say("")
        self._refresh()

    def clicked(self, place: str) -> None:
        """A click on the board picks the place under "Ask about any move"."""
        if not self._moves():
            raise ValueError(self._no_moves())
        problem = self.picker.pick_place(place)
        self.say(problem)
        self._show_picked()

    def _show_picked(self) -> None:
        self.board.selected = self.picker.place.value or ""

    def _log_line(self, entry: Any) -> str:
        """A log entry in the language in use, with its seat by the game's name and its rule IDs small."""
        player = getattr(entry, "player", None)
        who = seat_words(self.module, player) if player is not None else None
        cited = f" <small>[{html.escape(', '.join(entry.rule_ids))}]</small>" if entry.rule_ids else ""
        return f"{html.escape(seated_line(self.module, entry, who))}{cited}"

    # --- display ---------------------------------------------------------------------------------------------------

    def turn_words(self) -> str:
        """Whose turn it is and where the game stands, in the game's words."""
        state = self.state
        phase = phase_words(state, self.module)
        if state.is_terminal():
            scores = ", ".join(f"{seat_words(self.module, s)} {v}" for s, v in enumerate(state.scores()))
            winners = ui_text("widgets.common.and", " and ").join(seat_words(self.module, s) for s in state.winners())
            return ui_text("widgets.checker.game_over", "Game over. Scores: {scores}.").format(scores=scores) + (
                ui_text("widgets.checker.won_by", " Won by {winners}.").format(winners=winners) if winners else "")
        if state.current_player == CHANCE:
            return ui_text("widgets.checker.chance_phase", "Chance: {phase}.").format(phase=phase) if phase else \
                ui_text("widgets.checker.chance_resolve", "Chance to resolve (dice or a card draw).")
        who = seat_words(self.module, state.current_player)
        return ui_text("widgets.checker.to_move", "{who} to move").format(who=who) + (f" · {phase}" if phase else "") \
            + ui_text("widgets.checker.legal_count", " · {n} legal move(s)").format(n=len(self._moves()))

    def _refresh(self) -> None:
        state = self.state
        before = self.history[-1][0] if self.history else None
        svg = picture(self.module, state, changed(self.module, before, state))
        self.board.svg = svg
        self.turn.value = f"<b>{html.escape(self.turn_words())}</b>"
        self.quiet = True
        try:
            moves = self._moves()
            self.legal.options = [(move_words(self.module, state, a), i) for i, a in enumerate(moves)]
            self.legal.value = 0 if moves else None
            outcomes = self._outcomes()
            self.outcomes.options = [(f"{move_words(self.module, state, a)} — {probability_text(p)}", i)
                                     for i, (a, p) in enumerate(outcomes)]
            self.outcomes.value = 0 if outcomes else None
            deciding = bool(moves)
            if deciding:
                self.picker.refresh(state, places_in(svg))
        finally:
            self.quiet = False
        self.picker.layout.display = None if deciding else "none"
        waiting = html.escape(self._no_moves())
        self.ask_note.value = "" if deciding else (
            f"<span class='rb-help'>{waiting[0].upper() + waiting[1:]}"
            f"{ui_text('widgets.checker.ask_later', '; ask about a move once a player is to move')}.</span>")
        self._spell_out(self.legal, self.legal_words)
        self._spell_out(self.outcomes, self.outcome_words)
        self.decision_box.layout.display = None if moves else "none"
        self.chance_box.layout.display = None if outcomes else "none"
        self.board.clickable = list(self.picker.by_place) if deciding else []
        self._show_picked()
        self.undo_button.disabled = not self.history
        entries = state.log[-12:]
        self.log_view.value = f"<b>{ui_text('widgets.checker.log', 'Game log (latest)')}</b><ol>" + "".join(
            f"<li>{self._log_line(e)}</li>" for e in entries) + "</ol>"
        played = "".join(f"<li>{html.escape(move_words(self.module, s, a))}</li>" for s, a in self.history[-20:])
        here = ui_text("widgets.checker.moves_here", "Moves played here")
        self.history_view.value = f"<b>{here}</b><ol>{played}</ol>" if played else \
            f"<b>{here}</b>{ui_text('widgets.checker.none_yet', ': none yet.')}"
