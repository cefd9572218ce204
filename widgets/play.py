"""The play table: a whole game against bots, on a clickable board, with every move explained (issue 14).

    from widgets import PlayTable
    PlayTable("barbarian_attack", seats="Red", bots="heuristic", seed=7)

The learner takes one or more seats; bots (any name in the game's BOTS) take the others. On the learner's move the
places of the picture where a legal move starts respond to clicks: click one, then pick among the moves that start
there, each said in the game's words; every legal move is also in the grouped list beside the board (trades, passing:
moves without a place). Bot moves and the table's dice appear one at a time, `pause` seconds apart, each with the
sentence of what happened and the engine's reason it was allowed (rule IDs open to the rule's text). The learner's own
dice wait for "Roll". "Hint" asks the heuristic bot, "Why not …?" asks the engine about any place, "Undo" goes back
to the learner's last decision, and the end shows the score rule by rule. The table saves to a file and loads back.

Every verdict is the engine's (`legal_actions`, `explain`, `chance_outcomes`, `scores`); the game at the table is a
widget-free `TableGame` (widgets.play_game); the words, places and pictures are the game's presentation layer
(widgets.presenter), with plain fallbacks where a game has none yet.

With `pause` > 0 inside a running kernel (JupyterLab, Voila) the bots' moves are scheduled on the kernel's event loop,
so the page stays live between them and the board is disabled meanwhile. With `pause=0`, or where no event loop runs
(plain Python, tests), the bots move at once, before the call returns: notebooks checked by nbval use `pause=0`.
"""

from __future__ import annotations

import asyncio
import html
import random
import time
from types import ModuleType
from typing import Any

import ipywidgets as w

from rulebook import CHANCE

from .board import Board
from .common import View, game_module, title_of, ui_text, widget_placeholder
from .play_game import TableGame, learner_decided_last
from .play_panel import PLAY_STYLE, SettingsPanel
from .play_save import Entry, SavedTable, game_of_save, read_save, read_source, save_text
from .presenter import Presenter, breakdown_html, line_html, moment_words, ruling_html, why_not_html

NOTHING = "\u2205"
"""A place id no picture uses: `Board.clickable = [NOTHING]` makes no place respond (an empty list means all)."""
MENU_SIZE = 12
"""Moves offered as buttons at a clicked place; the grouped list holds the rest."""
SHOWN_LINES = 40
"""Lines of "What happened" kept on screen, newest first."""
AUTO = ("bot", "chance")
"""The turns the table plays by itself."""
WAIT = "Wait: the bots are moving."


def _wait() -> str:
    return ui_text("widgets.play.wait", WAIT)


class PlayTable(View):
    """A game against bots on a clickable board: hints, "why not", undo, a score breakdown, save and load."""

    def __init__(self, game: str | ModuleType, players: int | None = None, seats: Any = 0, bots: Any = "heuristic",
                 seed: int = 0, pause: float = 0.5, saved: SavedTable | None = None, **options: Any):
        super().__init__()
        self.module = game_module(game)
        self.pres = Presenter(self.module)
        self.title = ui_text("widgets.play.title", "Play table: {game}").format(game=title_of(self.module))
        self.options = options
        self.busy = False
        self._token = 0          # bumped by undo, load and a new game: a bot step scheduled for the old line stops
        self._menu_moves: list[Any] = []
        self._menu_version = -1  # the position the place's menu was made for: an older one refuses its clicks
        self._list_moves: list[Any] = []
        self._list_version = -1
        self._filling = False
        self._cache: tuple[int, tuple, dict] = (-1, (), {})
        self.lit: tuple[str, ...] = ()
        """The places lit on the board: those the last move started at, touched or changed (or the hint's)."""
        self._drawn: tuple = ()
        self._lines: list[str] = []
        self.selected = ""
        self.learner_seconds: list[float] = []
        self._build()
        self.game = (TableGame(self.module, saved) if saved is not None else
                     TableGame.new(self.module, players, seats, bots, seed, pause, **options))
        self._take_over()

    @classmethod
    def from_save(cls, source: Any, pause: float | None = None) -> PlayTable:
        """A table rebuilt from a save file (a path, or the file's text or bytes), of whichever game it holds."""
        text = read_source(source)
        module = game_module(game_of_save(text))
        saved = read_save(text, module)
        if pause is not None:
            saved.pause = float(pause)
        return cls(module, saved=saved)

    # --- the game at the table, as attributes --------------------------------------------------------------------

    @property
    def state(self) -> Any:
        """The position now."""
        return self.game.state

    @property
    def history(self) -> list[Entry]:
        """Every move since the start, with who made it."""
        return self.game.history

    @property
    def seats(self) -> tuple[int, ...]:
        """The learner's seats."""
        return self.game.seats

    @property
    def bot_names(self) -> dict[int, str]:
        """The bot in every other seat, by name."""
        return self.game.bot_names

    @property
    def seed(self) -> int:
        """The seed of the deal and of the table's generator."""
        return self.game.seed

    @property
    def pause(self) -> float:
        """Seconds between the bots' moves."""
        return self.game.pause

    @property
    def rng(self) -> random.Random:
        """The table's seeded generator (bots and dice)."""
        return self.game.rng

    @property
    def turn(self) -> str:
        """Who acts now: "learner", "roll" (the learner's dice), "bot", "chance" (the table's dice) or "over"."""
        return self.game.turn

    @property
    def timings(self) -> dict[str, list[float]]:
        """Seconds per bot move (its choice and the engine applying it) and per learner move until the table shows
        the answer (with pause 0, the bots' replies included): what benchmarks/play.py and the browser test report."""
        return {"bot": self.game.bot_seconds, "move": self.learner_seconds}

    @property
    def legal(self) -> tuple[Any, ...]:
        """The legal moves now (none at a chance node or at the end)."""
        return self._moves()[0]

    @property
    def places(self) -> dict[str, list[Any]]:
        """The legal moves by the place each starts at (what the board lets the learner click)."""
        return self._moves()[1]

    def _moves(self) -> tuple[tuple, dict]:
        version, legal, by_place = self._cache
        if version != self.game.version:
            legal = self.game.legal()
            by_place = self.pres.moves_by_place(self.state, legal)
            self._cache = (self.game.version, legal, by_place)
        return legal, by_place

    def moves_here(self, place: str) -> list[Any]:
        """The legal moves that start at `place`: the game's `moves_at` filtered by legality, in the engine's order."""
        starting = set(self.pres.moves_at(self.state, place)) | set(self.places.get(place, ()))
        return [move for move in self.legal if move in starting]

    # --- layout ---------------------------------------------------------------------------------------------

    def _build(self) -> None:
        self.heading = w.HTML()
        self.turn_line = w.HTML(layout=w.Layout(flex="1 1 360px"))
        self.roll_button = w.Button(description=ui_text("widgets.play.roll", "Roll"),
                                    tooltip=ui_text("widgets.play.roll_tip", "roll your dice (or draw your card)"))
        self.hint_button = w.Button(description=ui_text("widgets.play.hint", "Hint"),
                                    tooltip=ui_text("widgets.play.hint_tip",
                                                    "what the heuristic bot would play here, and why"))
        self.why_button = w.ToggleButton(description=ui_text("widgets.play.why_not", "Why not …?"),
                                         tooltip=ui_text("widgets.play.why_not_tip",
                                                         "then click any place: why no move (or which) starts there"))
        self.undo_button = w.Button(description=ui_text("widgets.common.undo", "Undo"),
                                    tooltip=ui_text("widgets.play.undo_tip", "back to your last decision"))
        for control in (self.roll_button, self.hint_button, self.why_button, self.undo_button):
            control.layout = w.Layout(width="auto")
        self.on_click(self.roll_button, self.roll)
        self.on_click(self.hint_button, self.hint)
        self.on_click(self.undo_button, self.undo)
        self.why_button.observe(lambda change: self.safely(self._asking, change["new"]), names="value")
        self.board = Board()
        self.board.on_place(lambda place: self.safely(self._on_place, place))
        self.board.observe(self._merged_clicks, names="click_count")  # after the board's own observer
        self.place_heading = w.HTML()
        self.menu_buttons = [w.Button(layout=w.Layout(width="100%", display="none")) for _ in range(MENU_SIZE)]
        for index, button in enumerate(self.menu_buttons):
            button.add_class("rb-move-button")
            button.on_click(lambda _b, i=index: self.safely(self._menu_click, i))
        self.kind_picker = w.Dropdown(description=ui_text("widgets.play.moves", "Moves"), layout=w.Layout(width="100%"))
        self.kind_picker.observe(lambda change: self.safely(self._fill_list), names="value")
        self.move_list = w.Select(rows=6, layout=w.Layout(width="100%"))
        self.move_list.add_class("rb-move-list")
        self.play_button = w.Button(description=ui_text("widgets.play.play_move", "Play this move"),
                                    button_style="primary", layout=w.Layout(width="auto"))
        self.on_click(self.play_button, self.play_listed)
        self.explanation = w.HTML()
        self.happened = w.HTML()
        self.final = w.HTML()
        self.settings = SettingsPanel(self.module, self.pres.seat)
        self.on_click(self.settings.new_button, self.new_game_from_controls)
        self.on_click(self.settings.save_button, self.save)
        self.on_click(self.settings.load_button, self.load)
        self.settings.upload.observe(lambda change: self.safely(self._uploaded, change["new"]), names="value")
        side = w.VBox([self.place_heading, *self.menu_buttons,
                       w.HTML(f"<b>{ui_text('widgets.play.all_moves', 'All legal moves')}</b>"), self.kind_picker,
                       self.move_list, self.play_button, self.explanation,
                       w.HTML(f"<b>{ui_text('widgets.play.happened', 'What happened')}</b>"),
                       self.happened], layout=w.Layout(flex="2 1 0%", min_width="300px"))
        side.add_class("rb-play-side")
        main = w.HBox([w.VBox([self.board], layout=w.Layout(flex="3 1 0%", min_width="0")), side],
                      layout=w.Layout(width="100%"))
        main.add_class("rb-play-main")
        toolbar = w.HBox([self.turn_line, self.roll_button, self.hint_button, self.why_button, self.undo_button],
                         layout=w.Layout(align_items="center", flex_flow="row wrap", width="100%"))
        toolbar.add_class("rb-play-toolbar")
        self.add_class("rb-play")
        self.add_class(f"rb-play-{self.module.NAME}")
        self.children = [w.HTML(PLAY_STYLE), self.heading, toolbar, self.status, main, self.final, self.settings]

    # --- the learner's controls ------------------------------------------------------------------------------

    def click(self, place: str) -> None:
        """Click a place on the board (what a click in the browser does)."""
        self.board.click(place)

    def _on_place(self, place: str) -> None:
        if self.busy:
            self.say(ui_text("widgets.play.wait_board", "Wait: the bots are moving. The board answers again on your "
                             "turn."), "error")
            return
        if self.why_button.value:
            self.why_not(place)
            return
        name = self.pres.place_name(self.state, place)
        if self.turn != "learner":
            raise ValueError(self._not_your_move())
        moves = self.moves_here(place)
        if not moves:
            raise ValueError(ui_text("widgets.play.nothing_at", "Nothing you can do at {place} now; “Why not …?” "
                                     "explains why.").format(place=name))
        if place == self.selected and self._menu_version == self.game.version:
            self.say(ui_text("widgets.play.chosen", "{place} is already chosen: pick one of its moves beside the "
                             "board.").format(place=name))
            return
        self._open_menu(place, moves)
        self.say("")

    def _merged_clicks(self, change: dict) -> None:
        """A fast double click reaches the kernel as one jump of two clicks (the page merges the updates): it was
        taken as one click; say so, as the second of two separate clicks would."""
        place = self.board.clicked
        if change["new"] - change["old"] > 1 and place == self.selected and self._menu_version == self.game.version:
            name = self.pres.place_name(self.state, place)
            with self.speaking():
                self.say(ui_text("widgets.play.double", "{place} is already chosen (a double click counts as one): "
                                 "pick one of its moves beside the board.").format(place=name))

    def _open_menu(self, place: str, moves: list[Any]) -> None:
        self.selected = self.board.selected = place
        self._menu_moves, self._menu_version = moves[:MENU_SIZE], self.game.version
        name = self.pres.place_name(self.state, place)
        more = ui_text("widgets.play.first_n", " (the first {n}; the list below has all)").format(n=MENU_SIZE) \
            if len(moves) > MENU_SIZE else ""
        heading = ui_text("widgets.play.at_one", "At {place}: 1 move") if len(moves) == 1 else \
            ui_text("widgets.play.at_many", "At {place}: {n} moves")
        self.place_heading.value = (f"<b>{heading.format(place=html.escape(name), n=len(moves))}"
                                    f"{html.escape(more)}</b>")
        for index, button in enumerate(self.menu_buttons):
            if index < len(self._menu_moves):
                words = self.pres.describe(self.state, self._menu_moves[index])
                button.description, button.tooltip = words, words
                button.layout.display = None
            else:
                button.layout.display = "none"

    def _close_menu(self) -> None:
        self.selected = self.board.selected = ""
        self._menu_moves, self._menu_version = [], -1
        self.place_heading.value = ""
        for button in self.menu_buttons:
            button.layout.display = "none"

    def choose(self, index: int) -> None:
        """Pick the `index`-th move offered at the clicked place (what clicking its button does)."""
        self.menu_buttons[index].click()

    def _menu_click(self, index: int) -> None:
        if self.busy:
            self.say(_wait(), "error")
            return
        if self._menu_version != self.game.version or index >= len(self._menu_moves):
            raise ValueError(ui_text("widgets.play.stale", "That choice belonged to an earlier position: nothing was "
                                     "played."))
        self.play(self._menu_moves[index])

    def _fill_list(self) -> None:
        """The moves of the kind picked, in words, for the list beside the board."""
        if self._filling:
            return
        kind = self.kind_picker.value
        self._list_moves = [move for move in self.legal if move.kind == kind] if self.turn == "learner" else []
        self._list_version = self.game.version
        self.move_list.options = [(self.pres.describe(self.state, m), i) for i, m in enumerate(self._list_moves)]
        self.move_list.value = None

    def play_listed(self) -> None:
        """Play the move picked in the grouped list (the "Play this move" button)."""
        if self.busy:
            self.say(_wait(), "error")
            return
        if self._list_version != self.game.version or self.move_list.value is None:
            raise ValueError(ui_text("widgets.play.pick_first", "Pick a move in the list first."))
        self.play(self._list_moves[self.move_list.value])

    def play(self, action: Any) -> None:
        """Play `action` for the learner (it must be legal now); then the bots and the table's dice answer."""
        self._refuse_if_busy()
        if self.turn != "learner":
            raise ValueError(self._not_your_move())
        move = next((m for m in self.legal if m == action), None)
        if move is None:
            ruling = self.state.explain(action)
            not_allowed = ui_text("widgets.play.not_allowed", "Not allowed:")
            self.explanation.value = ruling_html(ruling, self.module.RULES, not_allowed)
            raise ValueError(f"{not_allowed} {ruling.reason}")
        started = time.perf_counter()
        self.lit = ()
        self._record(self.game.apply(move, "learner"))
        self._after_learner()
        self.learner_seconds.append(time.perf_counter() - started)

    def roll(self) -> None:
        """Roll the learner's dice (or draw their card): every chance node in a row, from the seeded generator."""
        self._refuse_if_busy()
        if self.turn != "roll":
            raise ValueError(ui_text("widgets.play.no_roll", "Nothing of yours to roll now.") if self.turn != "over"
                             else ui_text("widgets.play.over", "The game is over."))
        self.lit = ()
        for entry in self.game.roll():
            self._record(entry)
        self._after_learner()

    def hint(self) -> None:
        """Show what the heuristic bot would play here and its reason; its place is picked on the board."""
        self._refuse_if_busy()
        if self.turn != "learner":
            raise ValueError(ui_text("widgets.play.hint_yours", "A hint is for your move. ") + self._not_your_move())
        answer = self.pres.hint(self.state, random.Random(self.seed * 7919 + len(self.history)))
        if answer is None:
            raise ValueError(ui_text("widgets.play.no_bot", "{game} has no heuristic bot to ask.").format(
                game=title_of(self.module)))
        action, reason = answer
        places = self.pres.places(self.state, action)
        self.lit = places
        if places and places[0] in self.places:
            self._open_menu(places[0], self.moves_here(places[0]))
        if action.kind in [kind for _, kind in self.kind_picker.options]:
            self.kind_picker.value = action.kind
            self.move_list.value = self._list_moves.index(action) if action in self._list_moves else None
        self.explanation.value = ("<div class='rb-explain'>" + ui_text(
            "widgets.play.hint_text", "<b>Hint:</b> the heuristic bot would play <i>{move}</i>.<br>Its reason: "
            "{reason}").format(move=html.escape(self.pres.describe(self.state, action)),
                               reason=html.escape(reason)) + "</div>")
        self._show_board()
        self.say("")

    def _asking(self, on: bool) -> None:
        self.board.clickable = [] if on else self._clickable()
        if on:
            self.say(ui_text("widgets.play.click_any", "Click any place on the board to ask why nothing (or what) "
                             "starts there."))

    def why_not(self, place: str) -> None:
        """Explain, with the engine's rulings and rule IDs, why no move (or which move) starts at `place` now."""
        self._refuse_if_busy()
        player = self.state.current_player
        who = ui_text("widgets.play.for", "for {seat}").format(seat=self.pres.seat(player)) if player >= 0 \
            else ui_text("widgets.play.for_nobody", "for nobody")
        self.explanation.value = ("<div class='rb-explain'>" + why_not_html(self.pres, self.state, place, who)
                                  + "</div>")
        self.why_button.value = False
        self.board.selected = place
        self.say("")

    def undo(self) -> None:
        """Take back the learner's last decision and everything after it (bot moves, dice); the dice are rolled
        afresh."""
        self._refuse_if_busy()
        entry, later = self.game.undo()
        del self._lines[len(self.history):]
        self._token += 1
        self.lit = self.pres.places(entry.before, entry.action)
        self._close_menu()
        self.explanation.value = ""
        self._show()
        after = (ui_text("widgets.play.after_one", " and the 1 move after it") if later == 1 else
                 ui_text("widgets.play.after_many", " and the {n} moves after it").format(n=later)) if later else ""
        self.say(ui_text("widgets.play.took_back", "Took back your move “{move}”{after}.").format(
            move=self.pres.describe(entry.before, entry.action), after=after), "ok")

    def _refuse_if_busy(self) -> None:
        if self.busy:
            raise ValueError(_wait())

    def _not_your_move(self) -> str:
        return {"roll": ui_text("widgets.play.roll_first", "Your roll first: press Roll."),
                "over": ui_text("widgets.play.over", "The game is over."),
                "bot": ui_text("widgets.play.not_yours", "It is not your move."),
                "chance": ui_text("widgets.play.rolling", "The table is rolling."),
                "learner": ui_text("widgets.play.yours", "It is your move.")}[self.turn]

    # --- the bots and the table's dice ------------------------------------------------------------------------

    def _record(self, entry: Entry) -> None:
        """A move just played: its line in "What happened", and its places lit on the board."""
        rolled_by_learner = entry.actor == "chance" and learner_decided_last(self.history, len(self.history) - 1)
        self._lines.append(line_html(self.pres, entry, self._who(entry.before.current_player), rolled_by_learner))
        self.lit = tuple(dict.fromkeys(self.lit + self.pres.places(entry.before, entry.action)
                                       + self.pres.changed(entry.before, self.state)))

    def _who(self, seat: int) -> str:
        if seat < 0:
            return ui_text("widgets.play.chance", "chance")
        name = self.pres.seat(seat)
        return ui_text("widgets.play.you", "you ({seat})").format(seat=name) if seat in self.seats else \
            ui_text("widgets.play.bot", "{seat} ({bot} bot)").format(seat=name, bot=self.bot_names[seat])

    def _after_learner(self) -> None:
        self._close_menu()
        self.explanation.value = ""
        self.say("")
        self._show()
        self._continue()

    def _continue(self, token: int | None = None, waited: bool = False) -> None:
        """Let the bots and the table's dice play until the learner is to act (or the game ends)."""
        if token is None:
            token = self._token
        elif token != self._token:
            return                   # undone, reloaded or restarted meanwhile
        try:
            while self.turn in AUTO:
                self.busy = True
                if self.pause > 0 and not waited:
                    self._show_waiting()
                    if self._later(self.pause, lambda: self._continue_in_language(token)):
                        return       # resumed by the event loop; without one nobody watches, so no pause
                waited = False
                self.lit = ()
                for entry in ([self.game.bot_move()] if self.turn == "bot" else self.game.roll()):
                    self._record(entry)
                if self.pause > 0:
                    self._show()
        except Exception as exc:     # a scheduled step must not fail silently: say it and give the table back
            self.busy = False
            self._show()
            self.say(ui_text("widgets.play.stopped", "The table stopped: {error}").format(error=exc), "error")
            raise
        self.busy = False
        self._show()

    def _continue_in_language(self, token: int) -> None:
        """`_continue` after a pause, in the table's language (the notebook may have switched meanwhile)."""
        with self.speaking():
            self._continue(token, waited=True)

    @staticmethod
    def _later(delay: float, step: Any) -> bool:
        """Schedule `step` on the kernel's event loop (so the page stays live); False when no loop runs."""
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            return False
        loop.call_later(delay, step)
        return True

    # --- showing the table --------------------------------------------------------------------------------------

    def _clickable(self) -> list[str]:
        if self.busy or self.turn != "learner":
            return [NOTHING]
        return sorted(self.places) or [NOTHING]

    def _show_board(self) -> None:
        """The picture (drawn again only when the position or the lit places changed), what responds, and whether
        the board listens: sent as one update, so the page never shows a new picture with old clickable places."""
        key = (self.game.version, self.lit)
        with self.board.hold_sync():
            if key != self._drawn:  # the version stamp lets a page (and the browser test) match board and turn line
                self.board.svg = (f"<div class='rb-picture' data-version='{self.game.version}'>"
                                  f"{self.pres.picture(self.state, self.lit)}</div>")
                self._drawn = key
            self.board.clickable = [] if self.why_button.value and not self.busy else self._clickable()
            self.board.disabled = self.busy or self.turn == "over"

    def _say_turn(self, css: str, text: str) -> None:
        self.turn_line.value = f"<div class='rb-turn {css}' data-version='{self.game.version}'>{text}</div>"

    def _show_waiting(self) -> None:
        player = self.state.current_player
        who = ui_text("widgets.play.table_rolling", "The table is rolling") if player == CHANCE else \
            ui_text("widgets.play.moving", "{who} is moving").format(who=_capital(self._who(player)))
        self._say_turn("rb-waiting", f"<b>{html.escape(who)}…</b>")
        self._show_controls()
        self.board.disabled = True

    def _show(self) -> None:
        """Redraw everything from the position: the board, whose turn, the moves, what happened, the end."""
        self._show_board()
        turn = self.turn
        if self.busy or turn in AUTO:
            self._show_waiting()
        elif turn == "learner":
            where = ui_text("widgets.play.click_or_pick", "click a place that lights up on the board, or pick a move "
                            "from the list.") if self.places else ui_text("widgets.play.pick", "Pick a move from the "
                                                                          "list.")
            your = ui_text("widgets.play.your_move", "Your move, {seat}").format(
                seat=html.escape(self.pres.seat(self.state.current_player)))
            self._say_turn("rb-yours", f"<b>{your}</b> — {where}")
        elif turn == "roll":
            moment = html.escape(moment_words(self.pres, self.state))
            self._say_turn("rb-yourroll", ui_text("widgets.play.your_roll", "<b>Your roll:</b> press Roll to roll the "
                                                  "dice or draw the card ({moment}).").format(moment=moment))
        elif turn == "over":
            winners = ", ".join(self.pres.seat(s) for s in self.state.winners()) or \
                ui_text("widgets.play.nobody", "nobody")
            self._say_turn("rb-over", ui_text("widgets.play.game_over",
                                              "<b>Game over.</b> Winner(s): {winners}.").format(
                winners=html.escape(winners)))
        self._show_controls()
        self._show_list()
        lines = self._lines[::-1][:SHOWN_LINES]
        nothing = f"<i>{ui_text('widgets.play.nothing_yet', 'Nothing yet.')}</i>"
        self.happened.value = "<div class='rb-happened'>" + ("".join(lines) or nothing) + "</div>"
        self.final.value = breakdown_html(self.pres, self.state) if turn == "over" else ""

    def _show_controls(self) -> None:
        turn = self.turn
        self.roll_button.disabled = self.busy or turn != "roll"
        self.hint_button.disabled = self.busy or turn != "learner"
        self.why_button.disabled = self.busy or turn == "over" or not self.pres.clickable
        self.undo_button.disabled = self.busy or not self.game.can_undo()
        self.play_button.disabled = self.busy or turn != "learner"
        self.settings.disable(self.busy)

    def _show_list(self) -> None:
        kinds: dict[str, int] = {}
        if self.turn == "learner" and not self.busy:
            for move in self.legal:
                kinds[move.kind] = kinds.get(move.kind, 0) + 1
        self._filling = True
        try:
            self.kind_picker.options = [(f"{self.pres.kind_word(k)} ({n})", k) for k, n in kinds.items()]
            self.kind_picker.value = next(iter(kinds), None)
        finally:
            self._filling = False
        self.kind_picker.disabled = self.move_list.disabled = not kinds
        self._fill_list()

    # --- the game as a whole: new game, save, load ------------------------------------------------------------

    def _take_over(self) -> None:
        """Show the game at the table from its start (a new game or a save); the bots move if it is their turn."""
        self._lines = []
        for index, entry in enumerate(self.history):
            rolled_by_learner = entry.actor == "chance" and learner_decided_last(self.history, index)
            self._lines.append(line_html(self.pres, entry, self._who(entry.before.current_player), rolled_by_learner))
        self._token += 1
        self.busy = False
        last = self.history[-1] if self.history else None
        self.lit = (self.pres.places(last.before, last.action) + self.pres.changed(last.before, self.state)
                           if last else ())
        self._close_menu()
        self.explanation.value = ""
        self.why_button.value = False
        names = ", ".join(f"{self.pres.seat(s)} ({n})" for s, n in self.bot_names.items()) or \
            ui_text("widgets.play.none", "none")
        mine = ", ".join(self.pres.seat(s) for s in self.seats)
        self.heading.value = (f"<div class='rb-play-heading'><b>{html.escape(title_of(self.module))}</b> · "
                              + ui_text("widgets.play.heading", "you play <b>{mine}</b>; bots: {bots} · seed {seed}")
                              .format(mine=html.escape(mine), bots=html.escape(names), seed=self.seed) + "</div>")
        self.settings.show(self.state.num_players, self.seats[0], next(iter(self.bot_names.values()), None),
                           self.seed, self.pause)
        self._show()
        self._continue()

    def new_game(self, players: int | None = None, seats: Any = 0, bots: Any = "heuristic",
                 seed: int | None = None, pause: float | None = None) -> None:
        """Start a new game at this table (same game and options); a bad setting changes nothing."""
        self._refuse_if_busy()
        seed = self.seed if seed is None else seed
        self.game = TableGame.new(self.module, players, seats, bots, seed, self.pause if pause is None else pause,
                                  **self.options)
        self._take_over()
        self.say(ui_text("widgets.play.new_game", "New game, seed {seed}.").format(seed=seed), "ok")

    def new_game_from_controls(self) -> None:
        """A new game as the settings panel says (players, the learner's seat, the bots, seed, pause)."""
        panel = self.settings
        self.new_game(panel.players.value, (panel.seat.value,), panel.bot.value, panel.seed.value, panel.pause.value)

    def save_text(self) -> str:
        """The save file's text (see widgets.play_save for the format)."""
        return save_text(self.module, self.game.snapshot())

    def save(self, path: str | None = None) -> str:
        """Save the table to a file (the panel's file name when no path is given); returns the path written."""
        if self.busy:
            raise ValueError(ui_text("widgets.play.wait_save", "Wait until the bots have moved, then save."))
        target = path or self.settings.path.value.strip()
        if not target:
            raise ValueError(ui_text("widgets.play.name_file", "Name a file to save to."))
        text = self.save_text()
        try:
            with open(target, "w", encoding="utf-8") as out:
                out.write(text)
        except OSError as exc:
            raise ValueError(ui_text("widgets.play.cannot_write", "cannot write {path}: {error}").format(
                path=target, error=exc.strerror)) from None
        self.settings.offer_download(target, text)
        self.say(ui_text("widgets.play.saved", "Saved {n} moves to {path}.").format(n=len(self.history), path=target),
                 "ok")
        return target

    def load(self, source: Any = None) -> None:
        """Load a save (a path — the panel's file by default — or its text or bytes); a bad file changes nothing."""
        if self.busy:
            raise ValueError(ui_text("widgets.play.wait_load", "Wait until the bots have moved, then load."))
        source = source if source is not None else self.settings.path.value.strip()
        saved = read_save(read_source(source), self.module)
        self.game = TableGame(self.module, saved)
        self._take_over()
        self.say(ui_text("widgets.play.loaded", "Loaded a game of {n} moves.").format(n=len(saved.history)), "ok")

    def _uploaded(self, files: Any) -> None:
        if not files:
            return
        try:
            self.load(bytes(files[0]["content"]))
        finally:
            self.settings.upload.value = ()

    def __repr__(self) -> str:
        with self.speaking():
            return widget_placeholder(ui_text("widgets.play.repr", "Play table: {game}, you play {seats}, {n} moves")
                                      .format(game=title_of(self.module), n=len(self.history),
                                              seats=", ".join(self.pres.seat(s) for s in self.seats)))


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]
