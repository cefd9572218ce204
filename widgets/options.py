"""Rule options picked from controls, not typed as JSON: a name box with "did you mean", then one row per option.

Each row shows the option's control (a list of its allowed values, a tick box, a number box with its bounds, one
number box per key of a table of numbers), its default, what it changes and the rules it rests on. Options whose
values have no simple shape (a deck of cards, a nested table) take their value as JSON in their own row, prefilled
with the default, so that only that value is typed.
"""

from __future__ import annotations

import html
import json
from types import ModuleType
from typing import Any

import ipywidgets as w

from rulebook.core import OptionError
from rulebook.core.options import IntBetween, IntMap, closest_names

from .common import View, game_module, option_text, title_of, ui_text


def _jsonable(value: Any) -> Any:
    if isinstance(value, dict):
        return {str(k): _jsonable(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_jsonable(v) for v in value]
    return value


def _from_json_keys(value: Any) -> Any:
    """JSON object keys are strings; options keyed by numbers (player counts, group sizes) need ints back."""
    if isinstance(value, dict):
        return {int(k) if isinstance(k, str) and k.lstrip("-").isdigit() else k: _from_json_keys(v)
                for k, v in value.items()}
    if isinstance(value, list):
        return [_from_json_keys(v) for v in value]
    return value


def shown(value: Any) -> str:
    """An option value as a reader sees it (JSON, booleans as true/false)."""
    return json.dumps(_jsonable(value), ensure_ascii=False)


class OptionRow(w.HBox):
    """One option: its control, its default, what it does and the rules it changes, and a remove button."""

    def __init__(self, option: Any, on_remove: Any, module: Any = None):
        self.option = option
        self.control = self._control(option)
        self.remove_button = w.Button(description=ui_text("widgets.options.remove", "remove"),
                                      layout=w.Layout(width="80px"),
                                      tooltip=ui_text("widgets.options.remove_tip", "back to the default for {name}")
                                      .format(name=option.name))
        self.remove_button.on_click(lambda _b: on_remove(option.name))
        doc = option_text(module, option) if module is not None else option.doc
        about = (f"<b>{html.escape(option.name)}</b> — {html.escape(doc)}; "
                 + ui_text("widgets.options.default", "default {value}").format(
                     value=f"<code>{html.escape(shown(option.default))}</code>")
                 + f" <small>[{', '.join(option.rule_ids)}]</small>")
        super().__init__([self.control, w.HTML(about, layout=w.Layout(flex="1 1 auto")), self.remove_button],
                         layout=w.Layout(align_items="center"))

    @staticmethod
    def _control(option: Any) -> w.Widget:
        default, check = option.default, option.check
        if option.choices is not None:
            return w.Dropdown(options=[(shown(c), c) for c in option.choices], value=default,
                              layout=w.Layout(width="220px"))
        if type(default) is bool:
            return w.Checkbox(value=default, indent=False, layout=w.Layout(width="60px"))
        if isinstance(check, IntBetween) and type(default) is int:
            return w.BoundedIntText(value=default, min=check.lo, max=check.hi, layout=w.Layout(width="120px"))
        if isinstance(check, IntMap) and isinstance(default, dict):
            boxes = [w.BoundedIntText(value=default[k], min=check.lo, max=check.hi, description=str(k),
                                      layout=w.Layout(width="130px"), style={"description_width": "40px"})
                     for k in check.keys]
            box = w.HBox(boxes)
            box.keys = check.keys
            return box
        return w.Text(value=shown(default), layout=w.Layout(width="260px"))

    @property
    def value(self) -> Any:
        """The value the control holds, in the option's own types."""
        control = self.control
        if isinstance(control, w.HBox):
            return {k: box.value for k, box in zip(control.keys, control.children)}
        if isinstance(control, w.Text):
            from rulebook.core import jsonio

            return _from_json_keys(jsonio.loads(control.value or "null", max_bytes=20_000, max_depth=6))
        return control.value

    @value.setter
    def value(self, new: Any) -> None:
        control = self.control
        if isinstance(control, w.HBox):
            for key, box in zip(control.keys, control.children):
                box.value = new[key]
        elif isinstance(control, w.Text):
            control.value = shown(new)
        else:
            control.value = new


class OptionsPicker(View):
    """Choose a game's options from controls: type or pick a name, set its value; `.value` is what differs."""

    def __init__(self, game: str | ModuleType, options: dict[str, Any] | None = None, label: str | None = None):
        super().__init__()
        self.module = game_module(game)
        label = label or ui_text("widgets.options.label", "Options")
        self.title = f"{label}: {title_of(self.module)}"
        names = sorted(self.module.OPTIONS)
        self.name_box = w.Combobox(options=names, placeholder=ui_text("widgets.options.placeholder",
                                                                      "option name, e.g. {name}").format(name=names[0]),
                                   description=label, ensure_option=False, layout=w.Layout(width="420px"))
        self.add_button = w.Button(description=ui_text("widgets.options.add", "Add option"),
                                   layout=w.Layout(width="120px"))
        self.rows_box = w.VBox()
        self.rows: dict[str, OptionRow] = {}
        self.on_click(self.add_button, lambda: self.add(self.name_box.value))
        self.name_box.observe(lambda change: self.safely(self._picked, change["new"]), names="value")
        self.children = [w.HBox([self.name_box, self.add_button]), self.rows_box, self.status]
        for name, value in (options or {}).items():
            self.add(name, value)

    def _picked(self, name: str) -> None:
        if name in self.module.OPTIONS and name not in self.rows:
            self.add(name)

    def add(self, name: str, value: Any = None) -> None:
        """Show the row of option `name` (with `value`, or its default); an unknown name gets the closest ones."""
        name = (name or "").strip()
        if name not in self.module.OPTIONS:
            close = closest_names(name, self.module.OPTIONS)
            hint = ui_text("widgets.options.did_you_mean", "; did you mean {names}?").format(
                names=ui_text("widgets.options.or", " or ").join(close)) if close else ""
            raise OptionError(ui_text("widgets.options.unknown", "{game} has no option “{name}”{hint}").format(
                game=self.module.NAME, name=name, hint=hint))
        if name not in self.rows:
            self.rows[name] = OptionRow(self.module.OPTIONS[name], self.remove, self.module)
            self.rows_box.children = tuple(self.rows.values())
        if value is not None:
            self.rows[name].value = value
        self.name_box.value = ""
        self.say("")

    def remove(self, name: str) -> None:
        """Take option `name` back to its default."""
        self.rows.pop(name, None)
        self.rows_box.children = tuple(self.rows.values())

    @property
    def value(self) -> dict[str, Any]:
        """The options set away from their defaults, each checked; OptionError names a bad one and what it allows."""
        chosen = {}
        for name, row in self.rows.items():
            try:
                value = row.value
            except ValueError as exc:
                raise OptionError(f"option {name}: {exc}") from None
            chosen[name] = self.module.OPTIONS[name].validate(value)
        return chosen
