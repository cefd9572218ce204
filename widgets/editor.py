"""The position editor: set up the position of a question in the game's own words, then ask the ruling checker.

Start from a new game, a FAQ case, a walkthrough step or a position you have (the checker's), and change it with one
control per field of the game's position builder (`POSITION_FIELDS`, grouped as the game groups them), the board
beside them: a click on a place of the board picks it for the place field being edited ("put a Red knight on" →
click P46). Every edit is the game's own `position(**args)`: a refusal shows the game's message (the field and
what it allows) and the position stays as it was. The result opens in the ruling checker, or is copied as the
Python call that rebuilds it, or as JSON that loads back.
"""

from __future__ import annotations

import contextlib
import html
import inspect
import json
from collections.abc import Iterator
from types import ModuleType
from typing import Any

import ipywidgets as w

from rulebook.core import PositionError, i18n, jsonio

from .board import Board
from .common import View, game_module, title_of, ui_text
from .field_base import LEAVE_OUT, Context, FieldControl, as_items
from .field_controls import board_places, control_for
from .presenting import changed, picture, place_words, places_in, seat_names
from .start import FAQ, NEW, STEP, StartPicker

CHECKER_SOURCE = "The ruling checker's position"
NO_TARGET = "(nothing: show the place's name)"
GIVEN_SOURCE = "The position given"
MAX_JSON = 200_000
EDITOR_STYLE = """<style>
.rb-editor-main{gap:12px;align-items:flex-start}
.rb-editor-board{flex:3 1 0%;min-width:0}
.rb-editor-side > *{flex-shrink:0}
.rb-editor-side{flex:2 1 0%;min-width:420px;max-height:72vh;overflow-y:auto}
.rb-editor-side .rb-help{color:#57606a;font-size:.9em}
.rb-editor-side .rb-now{font-size:.92em;margin:1px 0 2px;color:#24292f}
.rb-editor-side .rb-field{border-bottom:1px solid #eaeef2}
.rb-editor-text textarea{font-family:monospace;font-size:12px}
.rb-editor-main .widget-html-content{line-height:1.4}
</style>"""
"""The board on the left, the fields on the right (scrolling on their own), as in the walkthrough stepper."""


class PositionEditor(View):
    """Edit a position field by field, the engine checking every edit; hand it to a ruling checker."""

    def __init__(self, game: str | ModuleType, state: Any = None, checker: Any = None, seed: int = 0):
        super().__init__()
        self.module = game_module(game)
        self.title = ui_text("widgets.editor.title", "Position editor: {game}").format(game=title_of(self.module))
        self.fields = i18n.localized_fields(self.module)  # labels, help and groups in the language in use
        self.by_name = {f.name: f for f in self.fields}
        self.checker = checker
        self.state: Any = None
        self.args: dict[str, Any] | None = None
        self.previous: Any = None
        self.quiet = False
        self._given = state
        extra = {CHECKER_SOURCE: self._checker_state} if checker is not None else {}
        if state is not None:
            extra[GIVEN_SOURCE] = lambda: self._given
        self.start = StartPicker(self.module, (NEW, FAQ, STEP), seed, extra)
        self.on_click(self.start.load_button, self.load_chosen)
        # the board and what a click on it edits
        self.board = Board()
        self.board.on_place(lambda place: self.safely(self.clicked, place))
        self.drawn: set[str] = set()  # the places the picture draws
        self.clickable: dict[str, list[str]] = {}  # field name -> the places of the picture a click edits it at
        self.click_target = w.Dropdown(options=[(ui_text("widgets.editor.no_target", NO_TARGET), "")],
                                       description=ui_text("widgets.editor.click_edits", "A click on the board edits"),
                                       style={"description_width": "initial"},
                                       layout=w.Layout(width="100%", max_width="460px"))
        self.click_target.observe(lambda change: self._show_clickable(), names="value")
        self.board_note = w.HTML()
        # the fields, grouped as the game groups them, each group's controls built when its tab is first shown
        self.groups: dict[str, list[Any]] = {}
        for field in self.fields:
            self.groups.setdefault(self.group_of(field), []).append(field)
        self.controls = Controls(self)
        self.tabs = w.Tab(children=[w.VBox() for _ in self.groups], titles=list(self.groups))
        self.tabs.observe(lambda change: self.safely(self.build_group, change["new"]), names="selected_index")
        # what to do with the position
        self.open_button = w.Button(description=ui_text("widgets.editor.open", "Open in the ruling checker"),
                                    button_style="success", layout=w.Layout(width="210px"))
        self.python_button = w.Button(description=ui_text("widgets.editor.copy_python", "Copy as Python"),
                                      layout=w.Layout(width="130px"))
        self.json_button = w.Button(description=ui_text("widgets.editor.copy_json", "Copy as JSON"),
                                    layout=w.Layout(width="120px"))
        self.load_json_button = w.Button(description=ui_text("widgets.editor.load_json", "Load JSON"),
                                         layout=w.Layout(width="110px"))
        self.text = w.Textarea(placeholder=ui_text("widgets.editor.text", "the position as Python or JSON appears "
                                                   "here; paste JSON and Load it"),
                               layout=w.Layout(width="100%", height="110px"))
        self.text.add_class("rb-editor-text")
        self.on_click(self.open_button, self.open_in_checker)
        self.on_click(self.python_button, self.copy_python)
        self.on_click(self.json_button, self.copy_json)
        self.on_click(self.load_json_button, self.load_json)
        self.checker_box = w.VBox()
        left = w.VBox([self.click_target, self.board_note, self.board])
        left.add_class("rb-editor-board")
        side = w.VBox([self.tabs] if self.fields else [w.HTML(
            f"<p>{html.escape(self.module.TITLE)} does not describe its position fields yet (POSITION_FIELDS): load "
            "a position here and open it in the ruling checker.</p>")])
        side.add_class("rb-editor-side")
        self.side = side
        main = w.HBox([left, side], layout=w.Layout(width="100%"))
        main.add_class("rb-editor-main")
        self.children = [w.HTML(EDITOR_STYLE), self.start, self.status, main,
                         w.HBox([self.open_button, self.python_button, self.json_button, self.load_json_button],
                                layout=w.Layout(flex_flow="row wrap")),
                         self.text, self.checker_box]
        self.load(state if state is not None else self.start.build(), "a new game" if state is None else "")
        if self.groups:
            self.build_group(0)

    def group_of(self, field: Any) -> str:
        """The heading of the tab a field is shown under (the game's group, in the language in use)."""
        return field.group or ui_text("widgets.editor.position_group", "Position")

    def seat_keys(self, players: int) -> list[str]:
        """The seats' names as the game's `position` takes them (its own English names, "Red", "A"): the keys of the
        per-seat fields; the controls show them through `choice_words`."""
        name = getattr(self.module, "seat_name", None)
        return [name(seat) for seat in range(players)] if name else seat_names(self.module, players)

    def choice_words(self, value: Any) -> str:
        """A value a field offers (a seat, a choice) in the game's words and the language in use."""
        return i18n.choice_words(self.module, value)

    def build_group(self, index: int | None) -> None:
        """Build the controls of the index-th group (once), showing the position's values."""
        if index is None or self.tabs.children[index].children:
            return
        fields = list(self.groups.values())[index]
        built = [control_for(field, self) for field in fields]
        for control in built:
            dict.__setitem__(self.controls, control.field.name, control)
        self.tabs.children[index].children = built
        self._show_controls(built)

    # --- the position -------------------------------------------------------------------------------------------

    def _checker_state(self) -> Any:
        return self.checker.state

    def load_chosen(self) -> None:
        """Start again from the position the "Start from" controls describe."""
        self.load(self.start.build(), self.start.described())

    def load(self, state: Any, where: str = "") -> None:
        """Show `state` for editing (a position the builder cannot rebuild is shown, but not editable)."""
        self.previous, self.state = None, state
        self.args = None
        problem = ""
        try:
            self.args = dict(self.module.position_args(state))
        except AttributeError:
            problem = ui_text("widgets.editor.no_builder", "{game} has no position builder yet (position_args)"
                              ).format(game=title_of(self.module))
        except (PositionError, ValueError) as exc:
            problem = ui_text("widgets.editor.not_editable", "this position cannot be edited: {problem}. It can "
                              "still be opened in the ruling checker").format(problem=exc)
        self._redraw()
        if problem:
            self.say(problem[0].upper() + problem[1:] + ".", "error")
        else:
            self.say(ui_text("widgets.editor.editing", "Editing {where}.").format(where=where) if where else "")

    def value_of(self, field: Any) -> Any:
        """A field's value in the position shown, in the shape of its kind (a copy: changing it changes nothing)."""
        args = self.args or {}
        if field.name in args:
            value = args[field.name]
        else:
            default = self._defaults().get(field.name, inspect.Parameter.empty)
            if default is None and field.kind in ("number", "choice"):
                return None  # the builder decides (the turn a phase implies, the sole leader's card...)
            value = field.empty() if default in (inspect.Parameter.empty, None) else default
        if field.kind in ("seat_items", "place_items"):
            return {k: as_items(v) for k, v in dict(value or {}).items()}
        if field.kind in ("seat_numbers", "place_values", "place_numbers"):
            return dict(value or {})
        if field.kind == "items":
            return as_items(value)
        return value

    def _defaults(self) -> dict[str, Any]:
        try:
            params = inspect.signature(self.module.position).parameters
        except (AttributeError, TypeError, ValueError):
            return {}
        return {name: p.default for name, p in params.items() if p.default is not inspect.Parameter.empty}

    def edit(self, name: str, value: Any) -> bool:
        """Set field `name` to `value` (LEAVE_OUT: the builder's default) through the game's `position`; on a refusal
        say why and keep the position."""
        if self.args is None:
            self._redraw()
            raise ValueError(ui_text("widgets.editor.start_elsewhere", "this position cannot be edited: start from a "
                                     "new game, a FAQ case or a walkthrough step"))
        args = {k: v for k, v in self.args.items() if k != name}
        if value is not LEAVE_OUT:
            args[name] = value
        try:
            state = self.module.position(**args)
            args = dict(self.module.position_args(state))
        except (PositionError, ValueError, TypeError, KeyError) as exc:
            self._redraw()
            self.say(self.refusal(exc, name), "error")
            return False
        self.previous, self.state, self.args = self.state, state, args
        self._redraw()
        label = self.by_name[name].label if name in self.by_name else name
        self.say(ui_text("widgets.editor.changed", "{label}: changed.").format(label=label), "ok")
        return True

    def refusal(self, exc: BaseException, name: str = "") -> str:
        """A refusal in words: the field's label, what was wrong, what is allowed, and that nothing changed."""
        if isinstance(exc, PositionError):
            key = exc.field.split("[")[0].split(".")[0]
            label = self.by_name[key].label if key in self.by_name else exc.field
            if exc.allowed:
                return ui_text("widgets.editor.refused_allowed", "Refused — {label}: {problem}. Allowed: {allowed}. "
                               "The position is unchanged.").format(label=label, problem=exc.problem,
                                                                    allowed=exc.allowed)
            return ui_text("widgets.editor.refused", "Refused — {label}: {problem}. The position is unchanged."
                           ).format(label=label, problem=exc.problem)
        if isinstance(exc, TypeError) and "unexpected keyword" in str(exc):
            bad = str(exc).rsplit(" ", 1)[-1]
            return ui_text("widgets.editor.not_a_field", "Refused — {name} is not a field of the {game} position. "
                           "Fields: {fields}. The position is unchanged.").format(
                name=bad, game=title_of(self.module), fields=", ".join(self.by_name) or "-")
        label = self.by_name[name].label if name in self.by_name else ui_text("widgets.editor.the_position",
                                                                              "the position")
        return ui_text("widgets.editor.refused", "Refused — {label}: {problem}. The position is unchanged."
                       ).format(label=label, problem=str(exc).strip(chr(39)))

    @contextlib.contextmanager
    def quietly(self) -> Iterator[None]:
        """Change controls without it counting as an edit."""
        before, self.quiet = self.quiet, True
        try:
            yield
        finally:
            self.quiet = before

    def put_back(self) -> None:
        """Show every control as the position has it (after a refusal, or input that is not a value)."""
        self._redraw()

    def _redraw(self) -> None:
        """The board (the last edit's places highlighted) and every control, from the position shown."""
        state = self.state
        svg = picture(self.module, state, changed(self.module, self.previous, state))
        self.board.svg = svg
        self.drawn = set(places_in(svg))
        self.clickable = {f.name: board_places(f, self.drawn) for f in self.fields if board_places(f, self.drawn)}
        with self.quietly():
            target = self.click_target.value
            self.click_target.options = [(ui_text("widgets.editor.no_target", NO_TARGET), ""),
                                         *((self.by_name[n].label, n) for n in self.clickable)]
            self.click_target.value = target if target in self.clickable else ""
        self._show_controls(list(self.controls.values()))
        for button in (self.python_button, self.json_button):
            button.disabled = self.args is None
        self._show_clickable()

    def _show_controls(self, controls: list[FieldControl]) -> None:
        state = self.state
        ctx = Context(self.seat_keys(state.num_players), lambda place: place_words(self.module, state, place),
                      self.drawn, self.choice_words)
        with self.quietly():
            for control in controls:
                control.show(self.value_of(control.field), ctx)
        for control in controls:
            _disable(control.body, self.args is None)

    # --- the board ----------------------------------------------------------------------------------------------

    def activate(self, control: FieldControl) -> None:
        """Make `control` the field a click on the board edits (when the board draws its places)."""
        name = control.field.name
        if name in self.clickable and self.click_target.value != name:
            self.click_target.value = name

    def _show_clickable(self) -> None:
        name = self.click_target.value
        if not name:
            self.board.clickable = []
            self.board_note.value = ("<span class='rb-help'>" + ui_text(
                "widgets.editor.choose_click", "Choose above what a click on the board edits (or use the lists "
                "beside it).") + "</span>")
            return
        control = self.controls[name]
        self.tabs.selected_index = list(self.groups).index(self.group_of(control.field))
        self.board.clickable = self.clickable[name]
        what = {"place_values": ui_text("widgets.editor.place_values", "A click on the board puts the value chosen "
                                        "in {label} on the place clicked."),
                "place_numbers": ui_text("widgets.editor.place_numbers", "A click on the board sets the number "
                                         "chosen in {label} on the place clicked."),
                "place_items": ui_text("widgets.editor.place_items", "A click on the board adds the item chosen in "
                                       "{label} on top at the place clicked."),
                "items": ui_text("widgets.editor.items", "A click on the board adds the place clicked to {label}, or "
                                 "takes it off.")}[control.kind]
        label = f"<b>{html.escape(control.field.label)}</b>"
        self.board_note.value = f"<span class='rb-help'>{what.format(label=label)}</span>"

    def clicked(self, place: str) -> None:
        """A click on the board: edits the place field chosen, or names the place."""
        name = self.click_target.value
        if not name:
            self.say(ui_text("widgets.editor.place_named", "{place}. Choose what a click edits above the board."
                             ).format(place=place_words(self.module, self.state, place)))
            return
        self.board.selected = place
        self.controls[name].click(place)

    # --- out and back in ------------------------------------------------------------------------------------------

    def minimal_args(self) -> dict[str, Any]:
        """The position's arguments without those the builder would give anyway (each drop checked by rebuilding)."""
        if self.args is None:
            raise ValueError("this position cannot be written as builder arguments")
        target, args = self.args, dict(self.args)
        for key in [k for k in self.args if k != "players"]:
            trial = {k: v for k, v in args.items() if k != key}
            try:
                same = dict(self.module.position_args(self.module.position(**trial))) == target
            except (PositionError, ValueError, TypeError, KeyError):
                same = False
            if same:
                args = trial
        return args

    def python_snippet(self) -> str:
        """Python that rebuilds the position: the import and one `position(...)` call."""
        name = self.module.__name__
        if name.startswith("rulebook."):
            short = name.split(".", 1)[1]
            head, call = f"from rulebook import {short}", f"{short}.position"
        else:
            head, call = f"import {name}", f"{name}.position"
        args = self.minimal_args()
        lines = [f"    {key}={py_literal(value)}," for key, value in args.items()]
        return f"{head}\n\nstate = {call}(\n" + "\n".join(lines) + "\n)\n"

    def position_json(self) -> str:
        """The position's arguments as compact JSON (what "Load JSON" reads back)."""
        return json.dumps(jsonable(self.minimal_args()), ensure_ascii=False, separators=(",", ":"))

    def copy_python(self) -> None:
        """Show the Python that rebuilds the position, ready to copy."""
        self.text.value = self.python_snippet()
        self.say(ui_text("widgets.editor.python_below", "The Python that rebuilds this position is in the box below: "
                         "select it and copy."), "ok")

    def copy_json(self) -> None:
        """Show the position as compact JSON, ready to copy."""
        self.text.value = self.position_json()
        self.say(ui_text("widgets.editor.json_below", "The position as JSON is in the box below: select it and "
                         "copy; Load JSON reads it back."), "ok")

    def load_json(self) -> None:
        """Build the position the JSON in the box describes (checked by the game's `position`)."""
        data = jsonio.loads(self.text.value.strip() or "null", max_bytes=MAX_JSON, max_depth=12)
        if not isinstance(data, dict):
            raise ValueError("the JSON must be an object of position fields, e.g. {\"players\": 2}")
        try:
            state = self.module.position(**data)
        except (PositionError, ValueError, TypeError, KeyError) as exc:
            self.say(self.refusal(exc), "error")
            return
        self.load(state, "the position loaded from JSON")

    def open_in_checker(self) -> None:
        """Hand the position to the ruling checker: the one given, or a new one shown below the editor."""
        if self.checker is None:
            from . import RulingChecker  # the package's public view: the checker module itself never imports this one

            self.checker = RulingChecker(self.module, state=self.state, editor=self)
            self.checker_box.children = [self.checker]
        else:
            self.checker.load_state(self.state, "the position editor")
        self.say(ui_text("widgets.editor.opened", "Opened in the ruling checker."), "ok")


def _disable(widget: w.Widget, disabled: bool) -> None:
    """Disable (or enable) every control inside `widget`."""
    if isinstance(widget, w.Box):
        for child in widget.children:
            _disable(child, disabled)
    elif hasattr(widget, "disabled"):
        widget.disabled = disabled


class Controls(dict):
    """The editor's controls by field name, each group built on first use (a game may have fifty fields)."""

    def __init__(self, editor: PositionEditor):
        super().__init__()
        self.editor = editor

    def __missing__(self, name: str) -> FieldControl:
        field = self.editor.by_name[name]  # an unknown name raises KeyError, as a dict does
        with self.editor.speaking():  # built on first use, in the language the editor was built in
            self.editor.build_group(list(self.editor.groups).index(self.editor.group_of(field)))
        return dict.__getitem__(self, name)


def jsonable(value: Any) -> Any:
    """A position argument as JSON data: tuples become lists; anything else JSON cannot hold is refused."""
    if isinstance(value, dict):
        return {str(k): jsonable(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [jsonable(v) for v in value]
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    raise ValueError(f"{type(value).__name__} values (a custom card file?) cannot be written as JSON; "
                     "copy the position as Python instead")


def py_literal(value: Any) -> str:
    """A position argument as Python source: dicts, lists, strings, numbers, True/False/None."""
    if isinstance(value, dict):
        return "{" + ", ".join(f"{py_literal(k)}: {py_literal(v)}" for k, v in value.items()) + "}"
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(py_literal(v) for v in value) + "]"
    if isinstance(value, str):
        return json.dumps(value, ensure_ascii=False)
    if value is None or isinstance(value, (bool, int, float)):
        return repr(value)
    raise ValueError(f"{type(value).__name__} values (a custom card file?) cannot be written as Python here; "
                     "pass them to position(...) yourself")
