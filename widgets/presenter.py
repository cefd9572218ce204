"""A game's presentation layer as the play table uses it, with plain fallbacks while a game does not offer it yet.

docs/architecture.md ("What the views ask of a game") lists what a game exports for the views: `describe`,
`KIND_WORDS`, `place_name`, `render_svg(state, highlight=...)` with `rb-place` elements, `action_places`,
`changed_places`, `moves_at`, `score_breakdown` and the heuristic bot's `choose_with_reason`. A game that lacks one
still plays: moves read as `str(action)`, the picture is the state's own `_repr_svg_`, and no place is clickable.
Every verdict shown (legal, illegal, why, which rules) is the engine's own `Ruling`; nothing here decides a rule.
"""

from __future__ import annotations

import html
import random
from types import ModuleType
from typing import Any

from rulebook.core import CHANCE, TERMINAL

from . import presenting
from .common import phase_text, rules_html, rules_of, ui_text


class Presenter:
    """Words, places and pictures of one game for the play table, falling back to plain text where a game is silent."""

    def __init__(self, module: ModuleType):
        self.module = module
        self._render = getattr(module, "render_svg", None)
        self._action_places = getattr(module, "action_places", None)
        self._moves_at = getattr(module, "moves_at", None)
        self._breakdown = getattr(module, "score_breakdown", None)

    @property
    def clickable(self) -> bool:
        """Whether the game's picture has places to click (its render, action places and moves_at are all there)."""
        return bool(self._render and self._action_places and self._moves_at)

    # --- words (the fallbacks live in presenting.py, shared with the editor and the checker) -------------------

    def seat(self, seat: int) -> str:
        """A seat as the game names it ("Red", "A", "P1")."""
        return presenting.seat_words(self.module, seat)

    def describe(self, state: Any, action: Any) -> str:
        """A move or chance outcome in the game's words (`str(action)` until the game offers `describe`)."""
        return presenting.move_words(self.module, state, action)

    def kind_word(self, kind: str) -> str:
        """A move kind as a short label (the game's KIND_WORDS, else the kind itself)."""
        return presenting.kind_words(self.module, kind)

    def place_name(self, state: Any, place: str) -> str:
        """A place of the picture in words."""
        return presenting.place_name(self.module, state, place)

    # --- places and the picture ----------------------------------------------------------------------------

    def picture(self, state: Any, highlight: tuple[str, ...] = (), labels: tuple[str, ...] = ()) -> str:
        """The position as SVG (the game's render with highlighted and labelled places, else its plain picture)."""
        return presenting.picture(self.module, state, highlight, labels)

    def labels_for(self, text: str) -> tuple[str, ...]:
        """The places a text names by their printed ids ("I29", "P42"), to write on the picture beside it."""
        return presenting.labels_for(self.module, text)

    def places(self, state: Any, action: Any) -> tuple[str, ...]:
        """The places a move starts at (first) and touches; none without the game's `action_places`."""
        if self._action_places is None:
            return ()
        return tuple(self._action_places(state, action))

    def changed(self, before: Any, after: Any) -> tuple[str, ...]:
        """The places whose content changed from `before` to `after` (the last move, highlighted)."""
        return presenting.changed(self.module, before, after)

    def moves_at(self, state: Any, place: str) -> tuple[Any, ...]:
        """Every well-formed move starting at `place`, legal or not."""
        return presenting.moves_at(self.module, state, place)

    def moves_by_place(self, state: Any, moves: tuple[Any, ...]) -> dict[str, list[Any]]:
        """The legal `moves` by the place each starts at (moves without a place are left out), in the engine's order."""
        by_place: dict[str, list[Any]] = {}
        if not self.clickable:
            return by_place
        for move in moves:
            places = self.places(state, move)
            if places:
                by_place.setdefault(places[0], []).append(move)
        return by_place

    # --- the end of the game ---------------------------------------------------------------------------

    def breakdown(self, state: Any) -> list[dict]:
        """Rows {seat, part, points, rule_ids} adding up to the scores, each seat as its number (a game may name it);
        one "score" row per seat while a game has no `score_breakdown`."""
        if self._breakdown is None:
            return [{"seat": seat, "part": "score", "points": points, "rule_ids": ()}
                    for seat, points in enumerate(state.scores())]
        names = {self.seat(seat).lower(): seat for seat in range(state.num_players)}
        rows = []
        for row in self._breakdown(state):
            seat = row["seat"]
            rows.append({**row, "seat": names[seat.lower()] if isinstance(seat, str) else seat,
                         "rule_ids": tuple(row.get("rule_ids", ()))})
        return rows

    def hint(self, state: Any, rng: random.Random) -> tuple[Any, str] | None:
        """What the heuristic bot would play here and why, or None when the game has no heuristic bot."""
        factory = self.module.BOTS.get("heuristic")
        if factory is None:
            return None
        bot = factory()
        with_reason = getattr(bot, "choose_with_reason", None)
        if with_reason is not None:
            action, reason = with_reason(state, rng)
            return action, reason
        return bot.choose(state, rng), ui_text("widgets.play.no_reason", "(this game's heuristic bot does not say why "
                                                                         "yet)")


def ruling_html(ruling: Any, rules: Any, verdict: str = "") -> str:
    """An engine ruling: its reason in words, then each cited rule, expandable to our text of it."""
    head = f"<b>{html.escape(verdict)}</b> " if verdict else ""
    return f"<div class='rb-why'>{head}{html.escape(ruling.reason)}</div>" + rules_html(ruling.rule_ids, rules)


def breakdown_html(pres: Presenter, state: Any) -> str:
    """The final scores rule by rule, one row per part and one column per seat, then the winners and the rules.

    When every seat has the same parts in the same order (a rule each), row i is part i: named by what the seats'
    wordings share ("character The King"), each cell giving the points and the seat's own rest of the wording
    ("19 cubes on events"). Otherwise the rows are the scoring rules, each cell the seat's points under that rule
    with the parts they came from ("1 settlement, 1 VP each; 1 city, 2 VP each").
    """
    rows = pres.breakdown(state)
    seats = list(range(state.num_players))
    by_seat = {seat: [r for r in rows if r["seat"] == seat] for seat in seats}
    keys = {tuple(r["rule_ids"][:1] for r in by_seat[seat]) for seat in seats}
    lines: list[tuple[str, tuple[str, ...], list[tuple[int, str]]]] = []   # label, rules, (points, detail) per seat
    if len(keys) == 1:
        for i, first in enumerate(by_seat[seats[0]]):
            parts = [by_seat[s][i]["part"] for s in seats]
            label = _shared_words(parts) or _rule_title(pres, first["rule_ids"])
            cells = [(by_seat[s][i]["points"], _rest(part, label)) for s, part in zip(seats, parts)]
            lines.append((label, tuple(first["rule_ids"]), cells))
    else:
        firsts = list(dict.fromkeys(r["rule_ids"][:1] for r in rows))
        for first in firsts:
            mine = {s: [r for r in by_seat[s] if r["rule_ids"][:1] == first] for s in seats}
            ids = tuple(dict.fromkeys(rule for s in seats for r in mine[s] for rule in r["rule_ids"]))
            cells = [(sum(r["points"] for r in mine[s]), "; ".join(r["part"] for r in mine[s])) for s in seats]
            lines.append((_rule_title(pres, first), ids, cells))
    head = "".join(f"<th>{html.escape(pres.seat(s))}</th>" for s in seats)
    body = []
    for label, ids, cells in lines:
        tds = "".join(f"<td><b>{points}</b>" + (f"<div class='rb-cell-part'>{html.escape(detail)}</div>"
                                                 if detail else "") + "</td>" for points, detail in cells)
        body.append(f"<tr><th>{html.escape(label)}<span class='rb-cite'>{html.escape(', '.join(ids))}</span></th>"
                    f"{tds}</tr>")
    totals = "".join(f"<td><b>{v}</b></td>" for v in state.scores())
    body.append(f"<tr class='rb-total'><th>{ui_text('widgets.play.total', 'Total')}</th>{totals}</tr>")
    cited = tuple(dict.fromkeys(rule for r in rows for rule in r["rule_ids"]))
    winners = [pres.seat(w) for w in state.winners()]
    said = ((ui_text("widgets.play.winner", "Winner: ") if len(winners) == 1 else
             ui_text("widgets.play.winners", "Winners (tied): ")) + ", ".join(winners) if winners
            else ui_text("widgets.play.no_winner", "No winner"))
    return (f"<div class='rb-final'><h4>{html.escape(said)}</h4><table class='rb-breakdown'><tr>"
            f"<th>{ui_text('widgets.play.points_for', 'Points for')}</th>{head}</tr>{''.join(body)}</table>"
            + (f"<div><b>{ui_text('widgets.play.scoring_rules', 'The scoring rules')}</b>"
               f"{rules_html(cited, pres.module.RULES)}</div>" if cited else "")
            + "</div>")


def _shared_words(parts: list[str]) -> str:
    """What the seats' wordings of one part share, up to a comma or colon ("character The King"), else nothing."""
    if len(set(parts)) == 1:
        return parts[0]
    prefix = parts[0]
    for part in parts[1:]:
        while not part.startswith(prefix):
            prefix = prefix[:-1]
    cut = max(prefix.rfind(":"), prefix.rfind(","))
    shared = prefix[:cut].strip(" ,:") if cut > 0 else ""
    return shared if len(shared) >= 4 else ""


def _rest(part: str, label: str) -> str:
    """A seat's wording of a part after the words every seat shares."""
    if part == label:
        return ""
    return part[len(label):].strip(" ,:") if label and part.startswith(label) else part


def _rule_title(pres: Presenter, rule_ids: Any) -> str:
    rule = pres.module.RULES.get(rule_ids[0]) if rule_ids else None
    return rules_of(pres.module)[rule.id].title if rule is not None else \
        ui_text("widgets.play.other_points", "other points")


def why_not_html(pres: Presenter, state: Any, place: str, who: str) -> str:
    """Why no move (or which move) starts at `place` now, from the engine's rulings of the moves that could start there.

    Without any such move, the place is named and the moment explained: the phase, who acts, and the kinds of move
    that are legal now, citing the rules of those moves.
    """
    name = pres.place_name(state, place)
    rules = pres.module.RULES
    candidates = pres.moves_at(state, place)
    out = ["<div class='rb-whynot-head'><b>" + ui_text("widgets.play.why_not_at", "Why not … at {place}?").format(
        place=html.escape(name)) + "</b></div>"]
    if candidates:
        items = []
        for move in candidates[:12]:
            ruling = state.explain(move)
            verdict = ui_text("widgets.play.legal_now", "Legal now:") if ruling.legal else \
                ui_text("widgets.play.not_allowed", "Not allowed:")
            items.append(f"<li><i>{html.escape(pres.describe(state, move))}</i> — "
                         f"{ruling_html(ruling, rules, verdict)}</li>")
        more = "<li>" + ui_text("widgets.play.more_kind", "… and {n} more of the same kind").format(
            n=len(candidates) - 12) + "</li>" if len(candidates) > 12 else ""
        out.append(f"<ul class='rb-candidates'>{''.join(items)}{more}</ul>")
        return "".join(out)
    moment = moment_words(pres, state)
    legal = state.legal_actions()
    kinds: dict[str, Any] = {}
    for move in legal:
        kinds.setdefault(move.kind, move)
    now = ", ".join(pres.kind_word(k) for k in kinds) or ui_text("widgets.play.none", "none")
    cited = tuple(dict.fromkeys(r for move in kinds.values() for r in state.explain(move).rule_ids))
    out.append("<div>" + ui_text("widgets.play.no_move_at", "No move starts at {place} in this position. It is "
                                 "{moment}; the moves allowed now ({who}) are: {now}.").format(
        place=html.escape(name), moment=html.escape(moment), who=html.escape(who), now=html.escape(now)) + "</div>")
    out.append(rules_html(cited, rules))
    return "".join(out)


def moment_words(pres: Presenter, state: Any) -> str:
    """The moment of the game in words: the phase (from the game's PHASES) and who acts."""
    phase = phase_text(pres.module, state) or None
    if phase is None and hasattr(state, "phase"):
        phase = getattr(pres.module, "PHASES", {}).get(state.phase)
    player = state.current_player
    actor = (ui_text("widgets.play.moment_over", "the game is over") if player == TERMINAL
             else ui_text("widgets.play.moment_chance", "chance to resolve") if player == CHANCE
             else ui_text("widgets.play.moment_act", "{seat} to act").format(seat=pres.seat(player)))
    return f"{phase}, {actor}" if phase else actor


def line_html(pres: Presenter, entry: Any, who: str, rolled_by_learner: bool) -> str:
    """One line of the table's "What happened": the move in the game's words, who made it, the engine's reason it was
    allowed (and the bot's own reason, when it gave one), the cited rules expandable; a chance outcome with its
    probability."""
    before, action = entry.before, entry.action
    words = html.escape(pres.describe(before, action))
    ruling = before.explain(action)
    rules = rules_html(ruling.rule_ids, pres.module.RULES)
    if entry.actor == "chance":
        odds = dict(before.chance_outcomes()).get(action)
        chance = html.escape(presenting.probability_text(odds)) if odds else ""
        said = ("<span class='rb-cite'>" + ui_text("widgets.play.probability", "probability {p}").format(
            p=chance) + "</span>") if odds else ""
        label = ui_text("widgets.play.chance_yours", "Chance, yours") if rolled_by_learner else \
            ui_text("widgets.play.chance_line", "Chance")
        return f"<div class='rb-line rb-line-chance'><b>{label}:</b> {words} {said}{rules}</div>"
    note = ("<div class='rb-why'>" + ui_text("widgets.play.its_reason", "Its reason: {reason}").format(
        reason=html.escape(entry.note)) + "</div>") if entry.note else ""
    css = "rb-line-learner" if entry.actor == "learner" else "rb-line-bot"
    return (f"<div class='rb-line {css}'><b>{html.escape(_capital(who))}:</b> {words}"
            f"<div class='rb-why'>✔ {html.escape(_capital(ruling.reason))}</div>{note}{rules}</div>")


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]
