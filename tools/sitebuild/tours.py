"""A game's guided tour as one static page: a list of steps, then each step with its narration, the rules it shows
(linked to the rules reference), the moves it plays and the engine's pictures of the table before and after.

Built from the engine's public data only (WALKTHROUGH, RULES, TITLE and each state's `_repr_svg_`). The pictures are
written once each as SVG files beside the page (a step's "after" is often the next step's "before").
"""

from __future__ import annotations

import hashlib
import html
import re
from pathlib import Path
from types import ModuleType
from typing import Any

from .layout import page, tag_html
from .localized import localized_game
from .text import text


def board_file(state: Any, boards: Path) -> tuple[str, int]:
    """Write the engine's SVG picture of `state` under `boards/` (named by its content); return its name and width."""
    svg = state._repr_svg_()
    name = hashlib.sha256(svg.encode("utf-8")).hexdigest()[:16] + ".svg"
    path = boards / name
    if not path.exists():
        path.write_text(svg, encoding="utf-8")
    width = re.search(r"<svg[^>]*\swidth=\"([\d.]+)", svg)
    return f"{boards.name}/{name}", round(float(width.group(1))) if width else 800


def _figure(src: str, width: int, caption: str, alt: str) -> str:
    """One picture at most its own size, linked to the SVG file (to see it alone, or larger)."""
    return (f"<figure><figcaption>{html.escape(caption)}</figcaption><a href='{src}'>"
            f"<img src='{src}' alt='{html.escape(alt)}' loading='lazy' style='max-width:{width}px'></a></figure>")


def _boards_html(pictures: list[tuple[tuple[str, int], str, str]]) -> str:
    """Before and after side by side when each still shows at 3/4 of its size or more, else one above the other."""
    narrowest = min(round(width * 0.75) for (_src, width), _caption, _alt in pictures)
    figures = "".join(_figure(src, width, caption, alt) for (src, width), caption, alt in pictures)
    return f"<div class='rb-boards' style='--rb-board-min:{narrowest}px'>{figures}</div>"


def _rule_item(rule_id: str, module: ModuleType, words: dict[str, str]) -> str:
    rule = module.RULES.get(rule_id)
    if rule is None:
        return f"<li><code>{html.escape(rule_id)}</code> {html.escape(words['missing_rule'])}</li>"
    return (f"<li><a href='rules.html#{html.escape(rule.id)}'><code>{html.escape(rule.id)}</code></a> "
            f"{html.escape(rule.title)} {tag_html(rule.tag)}</li>")


def step_html(module: ModuleType, index: int, boards: Path, words: dict[str, str]) -> str:
    """One step: heading, narration, moves, rules, pictures, and links to the steps around it."""
    steps = module.WALKTHROUGH.steps
    step, n, total = steps[index], index + 1, len(steps)
    parts = [f"<section class='rb-step' id='step-{n}'>",
             f"<h2>{html.escape(words['step'].format(n=n, total=total, title=step.title))}</h2>",
             f"<p>{html.escape(step.narration)}</p>"]
    if step.actions:
        moves = "".join(f"<li><code>{html.escape(str(action))}</code></li>" for action in step.actions)
        parts.append(f"<p><b>{html.escape(words['moves'])}</b></p><ul>{moves}</ul>")
    rules = "".join(_rule_item(rule_id, module, words) for rule_id in step.rule_ids)
    parts.append(f"<p><b>{html.escape(words['rules'])}</b></p><ul class='rb-rules-list'>{rules}</ul>")
    if step.actions:
        figures = [(step.before, words["before"]), (step.after, words["after"])]
    else:
        figures = [(step.before, words["table"])]
    parts.append(_boards_html([(board_file(state, boards), caption,
                                words["board_alt"].format(caption=caption, n=n, title=step.title))
                               for state, caption in figures]))
    previous = following = "<span></span>"
    if index > 0:
        label = words["previous"].format(n=n - 1, title=steps[index - 1].title)
        previous = f"<a href='#step-{n - 1}'>{html.escape(label)}</a>"
    if n < total:
        label = words["next"].format(n=n + 1, title=steps[index + 1].title)
        following = f"<a href='#step-{n + 1}'>{html.escape(label)}</a>"
    parts.append(f"<nav class='rb-stepnav'>{previous}<a href='#steps'>{html.escape(words['top'])}</a>{following}"
                 "</nav></section>")
    return "\n".join(parts)


def tour_page(game: str, module: ModuleType, folder: Path, lang: str = "en") -> Path:
    """Write `folder/tour.html` (and its pictures under `folder/boards/`); return the page's path."""
    words = text("tour", lang)
    module = localized_game(module, lang)
    boards = folder / "boards"
    boards.mkdir(parents=True, exist_ok=True)
    steps = module.WALKTHROUGH.steps
    title = words["title"].format(game=module.TITLE)
    contents = "".join(f"<li><a href='#step-{i}'>{html.escape(step.title)}</a></li>"
                       for i, step in enumerate(steps, 1))
    body = (f"<h1>{html.escape(title)}</h1>\n"
            f"<p class='rb-intro'>{html.escape(words['intro'].format(steps=len(steps)))}</p>\n"
            f"<h2 id='steps'>{html.escape(words['contents'])}</h2>\n<ol class='rb-toc'>{contents}</ol>\n"
            + "\n".join(step_html(module, i, boards, words) for i in range(len(steps))))
    path = folder / "tour.html"
    path.write_text(page(title, body, depth=1, game=game, lang=lang), encoding="utf-8")
    return path
