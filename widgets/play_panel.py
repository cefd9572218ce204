"""The play table's look (its style sheet) and its settings panel: a new game, and saving and loading one.

The panel only gathers what the learner picks; `PlayTable` checks and applies it (a bad setting, a bad file: a
message, and the game stays as it was).
"""

from __future__ import annotations

import base64
import html
from collections.abc import Callable
from types import ModuleType

import ipywidgets as w

from rulebook.core.i18n import ui_text

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
.rb-play .rb-breakdowns{display:flex;flex-wrap:wrap;gap:12px;align-items:flex-start}
.rb-play .rb-cell-part{font-size:.8em;color:#57606a;text-align:left;max-width:16em}
.rb-play table.rb-breakdown td,.rb-play table.rb-breakdown th{border:1px solid #d0d7de;padding:2px 8px;text-align:right}
.rb-play table.rb-breakdown th:first-child{text-align:left}
.rb-play .rb-cite{color:#57606a;font-size:.8em;font-weight:normal;margin-left:.5em}
.rb-play .rb-total{background:#f6f8fa}
.rb-play h4{margin:.3em 0}
</style>"""
"""The board left, the words right; the turn as a coloured banner; long move sentences wrap inside their buttons;
rule lists stay one line each until opened."""


class SettingsPanel(w.Accordion):
    """A folded panel: players, the learner's seat, the bots, seed and pause for a new game; a file to save to or
    load from, a file from the learner's own computer, and a download link to the last save."""

    def __init__(self, module: ModuleType, seat_name: Callable[[int], str]):
        self.seat_name = seat_name
        self.players = w.Dropdown(options=list(module.PLAYERS),
                                  description=ui_text("widgets.common.players", "Players"),
                                  layout=w.Layout(width="160px"))
        self.seat = w.Dropdown(description=ui_text("widgets.play.you_play", "You play"), layout=w.Layout(width="200px"))
        self.bot = w.Dropdown(options=list(module.BOTS), description=ui_text("widgets.play.bots", "Bots"),
                              layout=w.Layout(width="220px"))
        self.seed = w.IntText(description=ui_text("widgets.common.seed", "Seed"), layout=w.Layout(width="160px"))
        self.pause = w.BoundedFloatText(min=0, max=5, step=0.1, description=ui_text("widgets.play.pause", "Pause (s)"),
                                        layout=w.Layout(width="170px"))
        self.new_button = w.Button(description=ui_text("widgets.play.new", "New game"), button_style="success")
        self.path = w.Text(value=f"{module.NAME}-table.json", description=ui_text("widgets.play.file", "File"),
                           layout=w.Layout(width="320px"))
        self.save_button = w.Button(description=ui_text("widgets.play.save", "Save"))
        self.load_button = w.Button(description=ui_text("widgets.play.load", "Load"))
        self.upload = w.FileUpload(accept=".json", multiple=False,
                                   description=ui_text("widgets.play.upload", "Load from computer"))
        self.download = w.HTML()
        self.players.observe(lambda change: self.show_seats(change["new"]), names="value")
        box = w.VBox([w.HBox([self.players, self.seat, self.bot, self.seed, self.pause, self.new_button],
                             layout=w.Layout(flex_flow="row wrap")),
                      w.HBox([self.path, self.save_button, self.load_button, self.upload, self.download],
                             layout=w.Layout(flex_flow="row wrap", align_items="center"))])
        super().__init__(children=[box], titles=(ui_text("widgets.play.panel", "New game · save · load"),))
        self.selected_index = None

    def show_seats(self, players: int) -> None:
        """Offer the seats of a table of `players`."""
        self.seat.options = [(self.seat_name(s), s) for s in range(players)]

    def show(self, players: int, seat: int, bot: str | None, seed: int, pause: float) -> None:
        """Show the settings of the game at the table."""
        self.players.value = players
        self.show_seats(players)
        self.seat.value = seat
        if bot is not None:
            self.bot.value = bot
        self.seed.value = seed
        self.pause.value = pause

    def offer_download(self, name: str, text: str) -> None:
        """A link that hands the learner's browser the save file."""
        data = base64.b64encode(text.encode()).decode()
        name = html.escape(name.replace("\\", "/").rsplit("/", 1)[-1])
        label = ui_text("widgets.play.download", "Download {name}").format(name=name)
        self.download.value = f"<a download='{name}' href='data:application/json;base64,{data}'>{label}</a>"

    def disable(self, busy: bool) -> None:
        """No new game, save or load while the bots are moving."""
        for control in (self.new_button, self.save_button, self.load_button, self.upload):
            control.disabled = busy
