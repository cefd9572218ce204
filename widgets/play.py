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

Every verdict is the engine's (`legal_actions`, `explain`, `chance_outcomes`, `scores`); the words, places and
pictures are the game's presentation layer (widgets.presenter), with plain fallbacks where a game has none yet.

With `pause` > 0 inside a running kernel (JupyterLab, Voila) the bots' moves are scheduled on the kernel's event loop,
so the page stays live between them and the board is disabled meanwhile. With `pause=0`, or where no event loop runs
(plain Python, tests), the bots move at once, before the call returns: notebooks checked by nbval use `pause=0`.
"""

from __future__ import annotations

import asyncio
import base64
import html
import random
import time
from types import ModuleType
from typing import Any

import ipywidgets as w

from rulebook import CHANCE
from rulebook.core import rules_html, sample_outcome

from .board import Board
from .common import View, game_module
from .play_save import Entry, SavedTable, game_of_save, read_save, read_source, save_text
from .presenter import Presenter, breakdown_html, moment_words, probability_words, ruling_html, why_not_html

NOTHING = "\u2205"
"""A place id no picture uses: `Board.clickable = [NOTHING]` makes no place respond (an empty list means all)."""
MENU_SIZE = 12
"""Moves offered as buttons at a clicked place; the grouped list holds the rest."""
SHOWN_LINES = 40
"""Lines of "What happened" kept on screen, newest first."""
AUTO = ("bot", "chance")
"""The turns the table plays by itself."""

PLAY_STYLE = """<style>
.rb-play{max-width:100%}
.rb-play .rb-play-main{gap:12px;align-items:flex-start}
.rb-play .rb-play-side{max-height:76vh;overflow-y:auto;padding-right:4px}
.rb-play .rb-play-side > *{flex-shrink:0}
.rb-play .widget-html-content{line-height:1.35}
.rb-play .rb-play-heading{color:#444}
.rb-play .rb-turn{font-size:1.05em;margin:2px 8px 2px 0;padding:3px 10px;border-radius:4px;background:#eaf2ff;
  border-left:4px solid #1f6feb}
.rb-play .rb-turn.rb-waiting{background:#f3f4f6;border-left-color:#9ca3af}
.rb-play .rb-turn.rb-yourroll{background:#fff6db;border-left-color:#d4a72c}
.rb-play .rb-turn.rb-over{background:#e6f4ea;border-left-color:#276221}
.rb-play .rb-play-toolbar .widget-html{height:auto}
.rb-play .rb-move-button.jupyter-button{white-space:normal;height:auto;min-height:28px;text-align:left;
  line-height:1.3;padding:3px 8px;margin:1px 0}
.rb-play .rb-happened{font-size:.9em;line-height:1.35}
.rb-play .rb-line{border-bottom:1px solid #e5e7eb;padding:3px 0}
.rb-play .rb-line .rb-why{color:#444}
.rb-play .rb-line-learner{background:#f3f8ff}
.rb-play ul.rb-rules{padding-left:1.1em;margin:1px 0}
.rb-play .rb-happened ul.rb-rules{padding-left:0;margin:0}
.rb-play .rb-happened ul.rb-rules li{display:inline-block;margin-right:.8em;list-style:none}
.rb-play .rb-explain{background:#fffbe6;border-left:3px solid #d4a72c;padding:2px 8px}
.rb-play table.rb-breakdown{border-collapse:collapse;margin:4px 0}
.rb-play table.rb-breakdown td,.rb-play table.rb-breakdown th{border:1px solid #d0d7de;padding:2px 8px;text-align:right}
.rb-play table.rb-breakdown th:first-child{text-align:left}
.rb-play .rb-cite{color:#57606a;font-size:.8em;font-weight:normal;margin-left:.5em}
.rb-play .rb-total{background:#f6f8fa}
.rb-play h4{margin:.3em 0}
</style>"""
"""The board left, the words right; long move sentences wrap inside their buttons; rule lists stay one line each."""


def resolve_seats(module: ModuleType, seats: Any, players: int) -> tuple[int, ...]:
    """The learner's seats from seat numbers or the game's seat names ("Red", "a"), checked against the table."""
    names = [str(getattr(module, "SEATS", ())[i]) if i < len(getattr(module, "SEATS", ())) else str(i)
             for i in range(players)]
    wanted = [seats] if isinstance(seats, (int, str)) else list(seats)
    if not wanted:
        raise ValueError("the learner needs at least one seat")
    out = []
    for seat in wanted:
        if isinstance(seat, int) and not isinstance(seat, bool) and 0 <= seat < players:
            out.append(seat)
        elif isinstance(seat, str) and seat.lower() in [n.lower() for n in names]:
            out.append([n.lower() for n in names].index(seat.lower()))
        else:
            raise ValueError(f"no seat {seat!r} at a table of {players}; choose from {', '.join(names)} "
                             f"or 0-{players - 1}")
    if len(set(out)) != len(out):
        raise ValueError("a seat is taken twice")
    return tuple(out)


def resolve_bot_names(module: ModuleType, bots: Any, seats: tuple[int, ...], players: int) -> dict[int, str]:
    """A bot name for every seat the learner does not take: one name for all, a list in seat order, or a mapping."""
    others = [seat for seat in range(players) if seat not in seats]
    if isinstance(bots, str):
        names = dict.fromkeys(others, bots)
    elif isinstance(bots, dict):
        keyed = {resolve_seats(module, seat, players)[0]: name for seat, name in bots.items()}
        missing = [seat for seat in others if seat not in keyed]
        if missing:
            raise ValueError(f"no bot named for seat(s) {', '.join(map(str, missing))}")
        names = {seat: keyed[seat] for seat in others}
    else:
        listed = list(bots)
        if len(listed) != len(others):
            raise ValueError(f"{len(listed)} bot(s) named for {len(others)} bot seat(s)")
        names = dict(zip(others, listed))
    for name in names.values():
        if name not in module.BOTS:
            raise ValueError(f"no bot {name!r} in {module.TITLE}; choose one of {', '.join(module.BOTS)}")
    return names


class PlayTable(View):
    """A game against bots on a clickable board: hints, "why not", undo, a score breakdown, save and load."""

    def __init__(self, game: str | ModuleType, players: int | None = None, seats: Any = 0, bots: Any = "heuristic",
                 seed: int = 0, pause: float = 0.5, saved: SavedTable | None = None, **options: Any):
        super().__init__()
        self.module = game_module(game)
        self.pres = Presenter(self.module)
        self.title = f"Play table: {self.module.TITLE}"
        self.options = options
        self.busy = False
        self._token = 0          # bumped by undo, load and a new game: a bot step scheduled for the old line stops
        self._version = 0        # bumped by every move: a menu built for an older position refuses its clicks
        self._cache: dict[str, Any] = {}
        self._menu_moves: list[Any] = []
        self._menu_version = -1
        self._list_moves: list[Any] = []
        self._list_version = -1
        self._filling = False
        self._highlight: tuple[str, ...] = ()
        self._drawn: tuple = ()
        self.selected = ""
        self.timings: dict[str, list[float]] = {"bot": [], "move": []}
        """Seconds per bot move (its choice and the engine applying it) and per learner move until the table shows
        the answer (with pause 0: the bots' replies included): what benchmarks/play.py and the browser test report."""
        self._build()
        if saved is None:
            players = players or self.module.DEFAULT_PLAYERS
            chosen = resolve_seats(self.module, seats, players)
            names = resolve_bot_names(self.module, bots, chosen, players)
            start = self.module.new_game(players=players, seed=seed, **options)
            saved = SavedTable(chosen, names, seed, float(pause), random.Random(seed).getstate(), start, [], start)
        self._set_table(saved)

    @classmethod
    def from_save(cls, source: Any, pause: float | None = None) -> PlayTable:
        """A table rebuilt from a save file (a path, or the file's text or bytes), of whichever game it holds."""
        text = read_source(source)
        module = game_module(game_of_save(text))
        saved = read_save(text, module)
        if pause is not None:
            saved.pause = float(pause)
        return cls(module, saved=saved)

    # --- layout ---------------------------------------------------------------------------------------------

    def _build(self) -> None:
        self.heading = w.HTML()
        self.turn_line = w.HTML()
        self.roll_button = w.Button(description="Roll", tooltip="roll your dice (or draw your card)")
        self.hint_button = w.Button(description="Hint",
                                    tooltip="what the heuristic bot would play here, and why")
        self.why_button = w.ToggleButton(description="Why not …?",
                                         tooltip="then click any place: why no move (or which) starts there")
        self.undo_button = w.Button(description="Undo", tooltip="back to your last decision")
        for button in (self.roll_button, self.hint_button, self.undo_button):
            button.layout = w.Layout(width="auto")
        self.why_button.layout = w.Layout(width="auto")
        self.on_click(self.roll_button, self.roll)
        self.on_click(self.hint_button, self.hint)
        self.on_click(self.undo_button, self.undo)
        self.why_button.observe(lambda change: self.safely(self._asking, change["new"]), names="value")
        self.board = Board()
        self.board.on_place(lambda place: self.safely(self._on_place, place))
        self.place_heading = w.HTML()
        self.menu_buttons = [w.Button(layout=w.Layout(width="100%", display="none")) for _ in range(MENU_SIZE)]
        for index, button in enumerate(self.menu_buttons):
            button.add_class("rb-move-button")
            button.on_click(lambda _b, i=index: self.safely(self._menu_click, i))
        self.kind_picker = w.Dropdown(description="Moves", layout=w.Layout(width="100%"))
        self.kind_picker.observe(lambda change: self.safely(self._fill_list), names="value")
        self.move_list = w.Select(rows=6, layout=w.Layout(width="100%"))
        self.move_list.add_class("rb-move-list")
        self.play_button = w.Button(description="Play this move", button_style="primary",
                                    layout=w.Layout(width="auto"))
        self.on_click(self.play_button, self.play_listed)
        self.explanation = w.HTML()
        self.happened = w.HTML()
        self.final = w.HTML()
        self.settings = self._settings_box()
        side = w.VBox([self.place_heading, *self.menu_buttons, w.HTML("<b>All legal moves</b>"), self.kind_picker,
                       self.move_list, self.play_button, self.explanation, w.HTML("<b>What happened</b>"),
                       self.happened], layout=w.Layout(flex="2 1 0%", min_width="300px"))
        side.add_class("rb-play-side")
        board_box = w.VBox([self.board], layout=w.Layout(flex="3 1 0%", min_width="0"))
        main = w.HBox([board_box, side], layout=w.Layout(width="100%"))
        main.add_class("rb-play-main")
        self.turn_line.layout = w.Layout(flex="1 1 360px")
        toolbar = w.HBox([self.turn_line, self.roll_button, self.hint_button, self.why_button, self.undo_button],
                         layout=w.Layout(align_items="center", flex_flow="row wrap", width="100%"))
        toolbar.add_class("rb-play-toolbar")
        self.add_class("rb-play")
        self.add_class(f"rb-play-{self.module.NAME}")
        self.children = [w.HTML(PLAY_STYLE), self.heading, toolbar, self.status, main, self.final, self.settings]

    def _settings_box(self) -> w.Accordion:
        module = self.module
        self.players_box = w.Dropdown(options=list(module.PLAYERS), description="Players",
                                      layout=w.Layout(width="160px"))
        self.seat_box = w.Dropdown(description="You play", layout=w.Layout(width="200px"))
        self.bot_box = w.Dropdown(options=list(module.BOTS), description="Bots", layout=w.Layout(width="220px"))
        self.seed_box = w.IntText(description="Seed", layout=w.Layout(width="160px"))
        self.pause_box = w.BoundedFloatText(min=0, max=5, step=0.1, description="Pause (s)",
                                            layout=w.Layout(width="170px"))
        self.new_button = w.Button(description="New game", button_style="success")
        self.players_box.observe(lambda change: self._seat_options(change["new"]), names="value")
        self.on_click(self.new_button, self.new_game_from_controls)
        self.path_box = w.Text(value=f"{module.NAME}-table.json", description="File",
                               layout=w.Layout(width="320px"))
        self.save_button = w.Button(description="Save")
        self.load_button = w.Button(description="Load")
        self.upload = w.FileUpload(accept=".json", multiple=False, description="Load from computer")
        self.download = w.HTML()
        self.on_click(self.save_button, self.save)
        self.on_click(self.load_button, self.load)
        self.upload.observe(lambda change: self.safely(self._uploaded, change["new"]), names="value")
        box = w.VBox([w.HBox([self.players_box, self.seat_box, self.bot_box, self.seed_box, self.pause_box,
                              self.new_button], layout=w.Layout(flex_flow="row wrap")),
                      w.HBox([self.path_box, self.save_button, self.load_button, self.upload, self.download],
                             layout=w.Layout(flex_flow="row wrap", align_items="center"))])
        accordion = w.Accordion(children=[box], titles=("New game · save · load",))
        accordion.selected_index = None
        return accordion

    def _seat_options(self, players: int) -> None:
        self.seat_box.options = [(self.pres.seat(s), s) for s in range(players)]

    # --- whose turn --------------------------------------------------------------------------------------------

    @property
    def turn(self) -> str:
        """Who acts now: "learner", "roll" (the learner's dice), "bot", "chance" (the table's dice) or "over"."""
        state = self.state
        if state.is_terminal():
            return "over"
        player = state.current_player
        if player == CHANCE:
            return "roll" if self._learner_rolls() else "chance"
        return "learner" if player in self.seats else "bot"

    def _learner_rolls(self) -> bool:
        """The dice after the learner's own decision are theirs to roll; after a bot's, the table rolls them."""
        for entry in reversed(self.history):
            if entry.actor != "chance":
                return entry.actor == "learner"
        return True

    def _who(self, seat: int) -> str:
        name = self.pres.seat(seat)
        return f"you ({name})" if seat in self.seats else f"{name} ({self.bot_names[seat]} bot)"

    @property
    def legal(self) -> tuple[Any, ...]:
        """The legal moves now (none at a chance node or at the end)."""
        if self._cache.get("version") != self._version:
            legal = tuple(self.state.legal_actions()) if self.state.current_player >= 0 else ()
            self._cache = {"version": self._version, "legal": legal,
                           "by_place": self.pres.moves_by_place(self.state, legal)}
        return self._cache["legal"]

    @property
    def places(self) -> dict[str, list[Any]]:
        """The legal moves by the place each starts at (what the board lets the learner click)."""
        _ = self.legal  # fills the cache
        return self._cache["by_place"]

    def moves_here(self, place: str) -> list[Any]:
        """The legal moves that start at `place`: the game's `moves_at` filtered by legality, in the engine's order."""
        starting = set(self.pres.moves_at(self.state, place)) | set(self.places.get(place, ()))
        return [move for move in self.legal if move in starting]

    # --- the learner's controls ------------------------------------------------------------------------------

    def click(self, place: str) -> None:
        """Click a place on the board (what a click in the browser does)."""
        self.board.click(place)

    def _on_place(self, place: str) -> None:
        if self.busy:
            self.say("Wait: the bots are moving. The board answers again on your turn.", "error")
            return
        if self.why_button.value:
            self.why_not(place)
            return
        name = self.pres.place_name(self.state, place)
        turn = self.turn
        if turn != "learner":
            raise ValueError(self._not_your_move(turn))
        moves = self.moves_here(place)
        if not moves:
            raise ValueError(f"Nothing you can do at {name} now; “Why not …?” explains why.")
        if place == self.selected and self._menu_version == self._version:
            self.say(f"{name} is already chosen: pick one of its moves beside the board.")
            return
        self._open_menu(place, moves)
        self.say("")

    def _open_menu(self, place: str, moves: list[Any]) -> None:
        self.selected = place
        self.board.selected = place
        self._menu_moves = moves[:MENU_SIZE]
        self._menu_version = self._version
        name = self.pres.place_name(self.state, place)
        more = f" (the first {MENU_SIZE}; the list below has all)" if len(moves) > MENU_SIZE else ""
        self.place_heading.value = (f"<b>At {html.escape(name)}: {len(moves)} move{'s' * (len(moves) != 1)}"
                                    f"{html.escape(more)}</b>")
        for index, button in enumerate(self.menu_buttons):
            if index < len(self._menu_moves):
                words = self.pres.describe(self.state, self._menu_moves[index])
                button.description, button.tooltip = words, words
                button.layout.display = None
            else:
                button.layout.display = "none"

    def _close_menu(self) -> None:
        self.selected = ""
        self.board.selected = ""
        self._menu_moves, self._menu_version = [], -1
        self.place_heading.value = ""
        for button in self.menu_buttons:
            button.layout.display = "none"

    def choose(self, index: int) -> None:
        """Pick the `index`-th move offered at the clicked place (what clicking its button does)."""
        self.menu_buttons[index].click()

    def _menu_click(self, index: int) -> None:
        if self.busy:
            self.say("Wait: the bots are moving.", "error")
            return
        if self._menu_version != self._version or index >= len(self._menu_moves):
            raise ValueError("That choice belonged to an earlier position: nothing was played.")
        self.play(self._menu_moves[index])

    def _fill_list(self) -> None:
        """The moves of the kind picked, in words, for the list beside the board."""
        if self._filling:
            return
        kind = self.kind_picker.value
        self._list_moves = [move for move in self.legal if move.kind == kind] if self.turn == "learner" else []
        self._list_version = self._version
        self.move_list.options = [(self.pres.describe(self.state, m), i) for i, m in enumerate(self._list_moves)]
        self.move_list.value = None

    def play_listed(self) -> None:
        """Play the move picked in the grouped list (the "Play this move" button)."""
        if self.busy:
            self.say("Wait: the bots are moving.", "error")
            return
        if self._list_version != self._version or self.move_list.value is None:
            raise ValueError("Pick a move in the list first.")
        self.play(self._list_moves[self.move_list.value])

    def play(self, action: Any) -> None:
        """Play `action` for the learner (it must be legal now); then the bots and the table's dice answer."""
        if self.busy:
            raise ValueError("Wait: the bots are moving.")
        turn = self.turn
        if turn != "learner":
            raise ValueError(self._not_your_move(turn))
        move = next((m for m in self.legal if m == action), None)
        if move is None:
            ruling = self.state.explain(action)
            self.explanation.value = ruling_html(ruling, self.module.RULES, "Not allowed:")
            raise ValueError(f"Not allowed: {ruling.reason}")
        started = time.perf_counter()
        self._highlight = ()
        self._apply(move, "learner")
        self._after_learner()
        self.timings["move"].append(time.perf_counter() - started)

    def roll(self) -> None:
        """Roll the learner's dice (or draw their card): every chance node in a row, from the seeded generator."""
        if self.busy:
            raise ValueError("Wait: the bots are moving.")
        if self.turn != "roll":
            raise ValueError("Nothing of yours to roll now." if self.turn != "over" else "The game is over.")
        self._highlight = ()
        while self.state.current_player == CHANCE:
            self._apply(sample_outcome(self.state.chance_outcomes(), self.rng), "chance")
        self._after_learner()

    def hint(self) -> None:
        """Show what the heuristic bot would play here and its reason; its place is picked on the board."""
        if self.busy:
            raise ValueError("Wait: the bots are moving.")
        if self.turn != "learner":
            raise ValueError("A hint is for your move. " + self._not_your_move(self.turn))
        answer = self.pres.hint(self.state, random.Random(self.seed * 7919 + len(self.history)))
        if answer is None:
            raise ValueError(f"{self.module.TITLE} has no heuristic bot to ask.")
        action, reason = answer
        words = self.pres.describe(self.state, action)
        places = self.pres.places(self.state, action)
        self._highlight = places
        if places and places[0] in self.places:
            self._open_menu(places[0], self.moves_here(places[0]))
        if action.kind in [kind for _, kind in self.kind_picker.options]:
            self.kind_picker.value = action.kind
            self.move_list.value = self._list_moves.index(action) if action in self._list_moves else None
        self.explanation.value = (f"<div class='rb-explain'><b>Hint:</b> the heuristic bot would play "
                                  f"<i>{html.escape(words)}</i>.<br>Its reason: {html.escape(reason)}</div>")
        self._show_board()
        self.say("")

    def _asking(self, on: bool) -> None:
        self.board.clickable = [] if on else self._clickable()
        if on:
            self.say("Click any place on the board to ask why nothing (or what) starts there.")

    def why_not(self, place: str) -> None:
        """Explain, with the engine's rulings and rule IDs, why no move (or which move) starts at `place` now."""
        if self.busy:
            raise ValueError("Wait: the bots are moving.")
        player = self.state.current_player
        who = f"for {self.pres.seat(player)}" if player >= 0 else "for nobody"
        self.explanation.value = ("<div class='rb-explain'>" + why_not_html(self.pres, self.state, place, who)
                                  + "</div>")
        self.why_button.value = False
        self.board.selected = place
        self.say("")

    def undo(self) -> None:
        """Take back the learner's last decision and everything after it (bot moves, dice); the dice are not re-used."""
        if self.busy:
            raise ValueError("Wait: the bots are moving.")
        index = next((i for i in range(len(self.history) - 1, -1, -1) if self.history[i].actor == "learner"), None)
        if index is None:
            raise ValueError("Nothing to undo: you have not moved yet.")
        entry = self.history[index]
        later = len(self.history) - index - 1
        words = self.pres.describe(entry.before, entry.action)
        self.state = entry.before
        del self.history[index:]
        del self._lines[index:]
        self._token += 1
        self._version += 1
        self._highlight = self.pres.places(entry.before, entry.action)
        self._close_menu()
        self.explanation.value = ""
        self._show()
        after = f" and the {later} move{'s' * (later != 1)} after it" if later else ""
        self.say(f"Took back your move “{words}”{after}.", "ok")

    def _not_your_move(self, turn: str) -> str:
        return {"roll": "Your roll first: press Roll.", "over": "The game is over.",
                "bot": "It is not your move.", "chance": "The table is rolling.",
                "learner": "It is your move."}[turn]

    # --- moves, the bots and the table's dice ------------------------------------------------------------------

    def _apply(self, action: Any, actor: str, note: str = "") -> None:
        before = self.state
        after = before.apply(action)
        rolled_by_learner = actor == "chance" and self._learner_rolls()
        self.history.append(Entry(before, action, actor, note))
        self._lines.append(self._line(before, action, actor, rolled_by_learner, note))
        self.state = after
        self._version += 1
        self._highlight = tuple(dict.fromkeys(self._highlight + self.pres.places(before, action)
                                              + self.pres.changed(before, after)))

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
                    if self._later(self.pause, lambda: self._continue(token, waited=True)):
                        return   # resumed by the event loop; without one nobody watches, so no pause
                waited = False
                self._auto_step()
                if token != self._token:
                    return
                if self.pause > 0:
                    self._show()
        except Exception as exc:     # a scheduled step must not fail silently: say it and give the table back
            self.busy = False
            self._show()
            self.say(f"The table stopped: {exc}", "error")
            raise
        self.busy = False
        self._show()

    def _later(self, delay: float, step: Any) -> bool:
        """Schedule `step` on the kernel's event loop (so the page stays live); False when no loop runs."""
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            return False
        loop.call_later(delay, step)
        return True

    def _auto_step(self) -> None:
        """One bot move, or every chance node in a row rolled by the table."""
        self._highlight = ()
        if self.turn == "bot":
            seat = self.state.current_player
            bot = self.bots[seat]
            started = time.perf_counter()
            with_reason = getattr(bot, "choose_with_reason", None)
            if with_reason is not None:
                action, reason = with_reason(self.state, self.rng)
            else:
                action, reason = bot.choose(self.state, self.rng), ""
            self._apply(action, "bot", reason)
            self.timings["bot"].append(time.perf_counter() - started)
            return
        while self.state.current_player == CHANCE:
            self._apply(sample_outcome(self.state.chance_outcomes(), self.rng), "chance")

    def _line(self, before: Any, action: Any, actor: str, rolled_by_learner: bool, note: str = "") -> str:
        """One line of "What happened": the move in words, who made it, and the engine's reason with its rules."""
        words = html.escape(self.pres.describe(before, action))
        ruling = before.explain(action)
        if actor == "chance":
            chances = dict(before.chance_outcomes())
            odds = probability_words(chances[action]) if action in chances else ""
            who = "Chance, yours" if rolled_by_learner else "Chance"
            return (f"<div class='rb-line rb-line-chance'><b>{who}:</b> {words} "
                    f"<span class='rb-cite'>probability {html.escape(odds)}</span>"
                    f"{rules_html(ruling.rule_ids, self.module.RULES)}</div>")
        seat = before.current_player
        who = html.escape(self._who(seat))
        reason = f"<div class='rb-why'>Its reason: {html.escape(note)}</div>" if note else ""
        css = "rb-line-learner" if actor == "learner" else "rb-line-bot"
        return (f"<div class='rb-line {css}'><b>{_capital(who)}:</b> {words}"
                f"<div class='rb-why'>✔ {html.escape(_capital(ruling.reason))}</div>{reason}"
                f"{rules_html(ruling.rule_ids, self.module.RULES)}</div>")

    # --- showing the table --------------------------------------------------------------------------------------

    def _clickable(self) -> list[str]:
        if self.busy or self.turn != "learner":
            return [NOTHING]
        return sorted(self.places) or [NOTHING]

    def _show_board(self) -> None:
        key = (self._version, self._highlight)
        if key != self._drawn:
            self.board.svg = self.pres.picture(self.state, self._highlight)
            self._drawn = key
        self.board.clickable = [] if self.why_button.value and not self.busy else self._clickable()
        self.board.disabled = self.busy or self.turn == "over"

    def _show_waiting(self) -> None:
        player = self.state.current_player
        who = "The table is rolling" if player == CHANCE else f"{self._who(player).capitalize()} is moving"
        self.turn_line.value = f"<div class='rb-turn rb-waiting'><b>{html.escape(who)}…</b></div>"
        self._show_controls()
        self.board.disabled = True

    def _show(self) -> None:
        """Redraw everything from the position: the board, whose turn, the moves, what happened, the end."""
        self._show_board()
        turn = self.turn
        seat = self.state.current_player
        if self.busy:
            self._show_waiting()
        elif turn == "learner":
            where = "click a place that lights up on the board, or p" if self.places else "P"
            self.turn_line.value = (f"<div class='rb-turn'><b>Your move, {html.escape(self.pres.seat(seat))}</b>"
                                    f" — {where}ick a move from the list.</div>")
        elif turn == "roll":
            moment = html.escape(moment_words(self.pres, self.state))
            self.turn_line.value = ("<div class='rb-turn rb-yourroll'><b>Your roll:</b> press Roll to roll the dice "
                                    f"or draw the card ({moment}).</div>")
        elif turn == "over":
            winners = ", ".join(self.pres.seat(s) for s in self.state.winners()) or "nobody"
            self.turn_line.value = (f"<div class='rb-turn rb-over'><b>Game over.</b> Winner(s): "
                                    f"{html.escape(winners)}.</div>")
        self._show_controls()
        self._show_list()
        lines = self._lines[::-1][:SHOWN_LINES]
        self.happened.value = "<div class='rb-happened'>" + "".join(lines) + (
            "" if lines else "<i>Nothing yet.</i>") + "</div>"
        self.final.value = breakdown_html(self.pres, self.state) if turn == "over" else ""

    def _show_controls(self) -> None:
        turn = self.turn
        self.roll_button.disabled = self.busy or turn != "roll"
        self.hint_button.disabled = self.busy or turn != "learner"
        self.why_button.disabled = self.busy or turn == "over" or not self.pres.clickable
        self.undo_button.disabled = self.busy or not any(e.actor == "learner" for e in self.history)
        self.play_button.disabled = self.busy or turn != "learner"
        for control in (self.new_button, self.save_button, self.load_button, self.upload):
            control.disabled = self.busy

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
        self.kind_picker.disabled = not kinds
        self.move_list.disabled = not kinds
        self._fill_list()

    # --- the game as a whole: new game, save, load ------------------------------------------------------------

    def _set_table(self, saved: SavedTable) -> None:
        """Take over a table (a new game or a loaded save) and let the bots move if it is their turn."""
        self.seats = saved.seats
        self.bot_names = dict(saved.bots)
        self.bots = {seat: self.module.BOTS[name]() for seat, name in self.bot_names.items()}
        self.seed = saved.seed
        self.pause = saved.pause
        self.rng = random.Random()
        self.rng.setstate(saved.rng_state)
        self.start = saved.start
        self.history = list(saved.history)
        self.state = saved.state
        self._lines = []
        last_actor = None
        for entry in self.history:
            self._lines.append(self._line(entry.before, entry.action, entry.actor,
                                          entry.actor == "chance" and last_actor in (None, "learner"), entry.note))
            if entry.actor != "chance":
                last_actor = entry.actor
        self._token += 1
        self._version += 1
        self.busy = False
        last = self.history[-1] if self.history else None
        self._highlight = (self.pres.places(last.before, last.action) + self.pres.changed(last.before, self.state)
                           if last else ())
        self._close_menu()
        self.explanation.value = ""
        self.why_button.value = False
        self._sync_settings()
        self._show()
        self._continue()

    def _sync_settings(self) -> None:
        names = ", ".join(f"{self.pres.seat(s)} ({n})" for s, n in self.bot_names.items()) or "none"
        mine = ", ".join(self.pres.seat(s) for s in self.seats)
        self.heading.value = (f"<div class='rb-play-heading'><b>{html.escape(self.module.TITLE)}</b> · you play "
                              f"<b>{html.escape(mine)}</b>; bots: {html.escape(names)} · seed {self.seed}</div>")
        players = self.state.num_players
        self.players_box.value = players
        self._seat_options(players)
        self.seat_box.value = self.seats[0]
        if self.bot_names:
            self.bot_box.value = next(iter(self.bot_names.values()))
        self.seed_box.value = self.seed
        self.pause_box.value = self.pause

    def new_game(self, players: int | None = None, seats: Any = 0, bots: Any = "heuristic",
                 seed: int | None = None, pause: float | None = None) -> None:
        """Start a new game at this table (same game and options); a bad setting changes nothing."""
        if self.busy:
            raise ValueError("Wait: the bots are moving.")
        players = players or self.module.DEFAULT_PLAYERS
        chosen = resolve_seats(self.module, seats, players)
        names = resolve_bot_names(self.module, bots, chosen, players)
        seed = self.seed if seed is None else seed
        start = self.module.new_game(players=players, seed=seed, **self.options)
        pause = self.pause if pause is None else float(pause)
        self._set_table(SavedTable(chosen, names, seed, pause, random.Random(seed).getstate(), start, [], start))
        self.say(f"New game, seed {seed}.", "ok")

    def new_game_from_controls(self) -> None:
        """A new game as the settings panel says (players, the learner's seat, the bots, seed, pause)."""
        self.new_game(self.players_box.value, (self.seat_box.value,), self.bot_box.value, self.seed_box.value,
                      self.pause_box.value)

    def snapshot(self) -> SavedTable:
        """Everything a save holds, as it stands now."""
        return SavedTable(self.seats, dict(self.bot_names), self.seed, self.pause, self.rng.getstate(), self.start,
                          list(self.history), self.state)

    def save_text(self) -> str:
        """The save file's text (see widgets.play_save for the format)."""
        return save_text(self.module, self.snapshot())

    def save(self, path: str | None = None) -> str:
        """Save the table to a file (the path box's when no path is given); returns the path written."""
        if self.busy:
            raise ValueError("Wait until the bots have moved, then save.")
        target = path or self.path_box.value.strip()
        if not target:
            raise ValueError("Name a file to save to.")
        text = self.save_text()
        try:
            with open(target, "w", encoding="utf-8") as out:
                out.write(text)
        except OSError as exc:
            raise ValueError(f"cannot write {target}: {exc.strerror}") from None
        data = base64.b64encode(text.encode()).decode()
        name = html.escape(target.replace("\\", "/").rsplit("/", 1)[-1])
        self.download.value = (f"<a download='{name}' href='data:application/json;base64,{data}'>"
                               f"Download {name}</a>")
        self.say(f"Saved {len(self.history)} moves to {target}.", "ok")
        return target

    def load(self, source: Any = None) -> None:
        """Load a save (a path — the path box's by default — or its text or bytes); a bad file changes nothing."""
        if self.busy:
            raise ValueError("Wait until the bots have moved, then load.")
        source = source if source is not None else self.path_box.value.strip()
        saved = read_save(read_source(source), self.module)
        self._set_table(saved)
        self.say(f"Loaded a game of {len(saved.history)} moves.", "ok")

    def _uploaded(self, files: Any) -> None:
        if not files:
            return
        content = files[0]["content"]
        try:
            self.load(bytes(content))
        finally:
            self.upload.value = ()

    def __repr__(self) -> str:
        return (f"<Play table: {self.module.TITLE}, you play {', '.join(self.pres.seat(s) for s in self.seats)}, "
                f"{len(self.history)} moves, {self.turn}>")



def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]
