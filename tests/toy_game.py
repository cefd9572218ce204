"""A tiny complete engine (the dice game Pig) used to test the shared core and to show the engine contract.

Each turn a player rolls a die as often as they like, adding to a turn total; a 1 wipes the turn total and ends
the turn; holding banks it. The first to the target (default 20) wins.

It also carries a small presentation layer (docs/architecture.md, "What the views ask of a game"): seat names,
`describe`, `KIND_WORDS`, a board picture with clickable places, `moves_at`, and a position builder with
`POSITION_FIELDS` of every field kind. Pig itself has only numbers to set up, so the board has a "pen" of six
squares with table dressing (flags, mud, piles, charms, pockets) that no rule reads: it exists so that every
control of the position editor can be tested headlessly.
"""

from __future__ import annotations

import html
from dataclasses import dataclass

from rulebook.core import (
    CHANCE,
    FAQ,
    TERMINAL,
    Action,
    ActionSpace,
    FAQCase,
    Field,
    GameState,
    IntRange,
    LogChain,
    LogEntry,
    Option,
    PositionError,
    RandomBot,
    Rule,
    RuleBook,
    Ruling,
    Scenario,
    Tour,
    Walkthrough,
    check_players,
    jsonio,
    log_append,
    log_from_json,
    resolve_options,
)
from rulebook.core.options import int_between

NAME = "toy"
TITLE = "Pig (toy game for the core tests)"
PLAYERS = (2, 3)
DEFAULT_PLAYERS = 2
MAX_PLIES = 2_000

RULES = RuleBook("toy", [
    Rule("TOY-1.1", "Turn", "On your turn roll the die as often as you like, or hold.", "ruling"),
    Rule("TOY-1.2", "Rolling a one", "A 1 wipes the turn total and ends the turn.", "ruling"),
    Rule("TOY-1.3", "Holding", "Holding adds the turn total to your score and ends the turn.", "ruling"),
    Rule("TOY-2.1", "Winning", "The first player whose score reaches the target wins.", "ruling"),
    Rule("TOY-9.1", "Illegal input", "Anything that is not a move of this game is refused.", "ruling"),
])

OPTIONS = {
    "target": Option("target", 20, ("TOY-2.1",), "score needed to win", check=int_between(2, 1000)),
}

ROLL, HOLD = Action("roll"), Action("hold")
FACES = tuple(Action("die", (v,)) for v in range(1, 7))

ACTION_SPACE = ActionSpace({"roll": (), "hold": (), "die": (IntRange(1, 6),)})
"""Every move and die face of Pig with a stable code (roll 0, hold 1, die 1-6 as 2-7), for the OpenSpiel adapter."""


@dataclass(frozen=True)
class PigState(GameState):
    players: int
    target: int
    scores_: tuple[int, ...]
    seat: int
    turn_total: int
    rolling: bool  # a chance node: the die is in the air
    turns: int
    log_chain: LogChain | None = None
    table: str = ""
    """The table dressing of the pen as canonical JSON text ("" when bare): no rule reads it."""

    GAME = "toy"
    PERFECT_INFORMATION = True  # dice and banked scores are public: resample_hidden returns the state
    RULES = RULES
    ACTION_RULES = {"roll": ("TOY-1.1",), "hold": ("TOY-1.3",), "die": ("TOY-1.1", "TOY-1.2")}
    MALFORMED_RULES = ("TOY-9.1",)

    @property
    def num_players(self) -> int:
        return self.players

    @property
    def current_player(self) -> int:
        if max(self.scores_) >= self.target:
            return TERMINAL
        return CHANCE if self.rolling else self.seat

    def legal_actions(self) -> tuple[Action, ...]:
        if self.current_player < 0:
            return ()
        return (ROLL, HOLD) if self.turn_total else (ROLL,)

    def chance_outcomes(self):
        return tuple((f, 1 / 6) for f in FACES) if self.current_player == CHANCE else ()

    def _why_illegal(self, action: Action) -> Ruling:
        if action == HOLD:
            return Ruling(False, "nothing to hold yet: roll first", ("TOY-1.3",))
        if action.kind == "die":
            return Ruling(False, "the die is not being rolled now", ("TOY-1.1",))
        return Ruling(False, f"{action} is not a move of Pig", ("TOY-9.1",))

    def _apply(self, action: Action) -> PigState:
        s = self
        if action == ROLL:
            return _replace(s, rolling=True)
        if action == HOLD:
            scores = list(s.scores_)
            scores[s.seat] += s.turn_total
            entry = LogEntry(f"holds and banks {s.turn_total} (score {scores[s.seat]})", ("TOY-1.3",), s.seat)
            return _replace(s, scores_=tuple(scores), turn_total=0, seat=(s.seat + 1) % s.players,
                            turns=s.turns + 1, log_chain=log_append(s.log_chain, [entry]))
        value = action.args[0]
        if value == 1:
            entry = LogEntry("rolls 1 and loses the turn total", ("TOY-1.2",), s.seat)
            return _replace(s, rolling=False, turn_total=0, seat=(s.seat + 1) % s.players, turns=s.turns + 1,
                            log_chain=log_append(s.log_chain, [entry]))
        entry = LogEntry(f"rolls {value}", ("TOY-1.1",), s.seat)
        return _replace(s, rolling=False, turn_total=s.turn_total + value,
                        log_chain=log_append(s.log_chain, [entry]))

    def scores(self) -> tuple[int, ...]:
        return self.scores_

    def winners(self) -> tuple[int, ...]:
        top = max(self.scores_)
        return tuple(i for i, v in enumerate(self.scores_) if v == top) if top >= self.target else ()


    @property
    def phase_name(self) -> str:
        """Where the turn stands, in plain words."""
        if self.current_player == TERMINAL:
            return "game over"
        return "the die is rolling" if self.rolling else "roll or hold"

    def to_json(self) -> str:
        data = {"game": "toy", "players": self.players, "target": self.target, "scores": list(self.scores_),
                "seat": self.seat, "turn_total": self.turn_total, "rolling": self.rolling, "turns": self.turns,
                "log": [e.to_json() for e in self.log]}
        if self.table:
            data["table"] = jsonio.loads(self.table)
        return jsonio.dumps(data)

    def _repr_svg_(self) -> str:
        return render_svg(self)


def _replace(state: PigState, **changes) -> PigState:
    fields = dict(state.__dict__)
    fields.update(changes)
    return PigState(**fields)


def new_game(players: int = DEFAULT_PLAYERS, seed: int | None = 0, **options) -> PigState:
    check_players(NAME, players, PLAYERS)
    opts = resolve_options(NAME, OPTIONS, options)
    return PigState(players, opts["target"], (0,) * players, 0, 0, False, 0)


def from_json(text: str) -> PigState:
    data = jsonio.obj(jsonio.loads(text), "state",
                      ("game", "players", "target", "scores", "seat", "turn_total", "rolling", "turns", "log"),
                      ("table",))
    jsonio.string(data["game"], "state.game", ("toy",))
    players = jsonio.integer(data["players"], "state.players", 2, 3)
    scores = jsonio.array(data["scores"], "state.scores", players, players)
    return PigState(players, jsonio.integer(data["target"], "state.target", 2, 1000),
                    tuple(jsonio.integer(v, f"state.scores[{i}]", 0, 10_000) for i, v in enumerate(scores)),
                    jsonio.integer(data["seat"], "state.seat", 0, players - 1),
                    jsonio.integer(data["turn_total"], "state.turn_total", 0, 10_000),
                    jsonio.boolean(data["rolling"], "state.rolling"),
                    jsonio.integer(data["turns"], "state.turns", 0, 10**6), log_from_json(data["log"]),
                    _table_from_json(data.get("table", {}), players))


def _table_from_json(data, players: int) -> str:
    try:
        return _dressing(players, **jsonio.obj(data, "state.table", (), DRESSING))
    except PositionError as exc:
        raise jsonio.JSONError(f"state.table.{exc}") from None


def outcome_columns(state: PigState) -> dict:
    return {"turns": state.turns}


class HoldAtTenBot:
    """Rolls until the turn total reaches 10, then holds."""

    name = "hold10"

    def choose(self, state, rng):
        return HOLD if state.turn_total >= 10 else ROLL


class HeuristicBot(HoldAtTenBot):
    """Holds at 10, or as soon as holding wins; says why (the play table's hint)."""

    name = "heuristic"

    def choose(self, state, rng):
        return self.choose_with_reason(state, rng)[0]

    def choose_with_reason(self, state, rng):
        if state.turn_total and state.scores_[state.seat] + state.turn_total >= state.target:
            return HOLD, "holding now reaches the target and wins"
        if state.turn_total >= 10:
            return HOLD, f"a turn total of {state.turn_total} is worth keeping: a 1 would wipe it"
        return ROLL, f"a turn total of {state.turn_total} is small: one more roll risks little"


BOTS = {"random": RandomBot, "hold10": HoldAtTenBot, "heuristic": HeuristicBot}


def _faq_hold_first() -> Scenario:
    sc = Scenario(new_game())
    sc.illegal(HOLD, cites=("TOY-1.3",), label="hold before rolling")
    sc.do(ROLL)
    sc.do(FACES[3])
    sc.check("turn total after rolling a 4", 4, sc.state.turn_total)
    sc.do(HOLD)
    sc.check("P0 score", 4, sc.state.scores_[0])
    return sc


FAQ = FAQ([FAQCase("TOY-FAQ-1", "Holding first", "May I hold before rolling?",
                   "No: there is nothing to hold.", ("TOY-1.1", "TOY-1.3"), _faq_hold_first)])


def _tour():
    t = Tour(new_game())
    t.show("The race", "Two players race to 20 points.", ("TOY-2.1",))
    t.step("Roll", "Player 0 rolls a 5.", ("TOY-1.1",), ROLL, FACES[4])
    t.step("Hold", "and banks it.", ("TOY-1.3",), HOLD)
    return t.steps


WALKTHROUGH = Walkthrough(_tour)


# --- the presentation layer: words, the picture and its places, the position builder ------------------------------

SEATS = ("Red", "Blue", "Green")
"""The seat names: pictures, words and the builder name seats by colour."""
SQUARES = tuple(f"S{i}" for i in range(1, 7))
"""The six squares of the pen (table dressing)."""
PLACE_PATTERN = r"^(score-(Red|Blue|Green)|pot|die|S[1-6])$"
"""Every place id of the picture matches this."""
KIND_WORDS = {"roll": "roll the die", "hold": "hold (bank the turn total)", "die": "the die lands on"}
"""Each move kind as a short label."""
POCKET_ITEMS, PILE_ITEMS, CHARMS = ("penny", "button", "marble"), ("straw", "hay", "apple"), \
    ("clover", "horseshoe", "acorn")
DRESSING = ("pockets", "flags", "mud", "piles", "charms", "fenced")
"""The keywords of `position` that dress the table (no rule reads them)."""


def seat_name(seat: int) -> str:
    """How the game names a seat: Red, Blue, Green."""
    return SEATS[seat]


def describe(state: PigState, action) -> str:
    """A move or a die face in words, said in the position before it."""
    who = SEATS[state.seat]
    if action == ROLL:
        return f"{who} rolls the die"
    if action == HOLD:
        return f"{who} holds and banks {state.turn_total}"
    if isinstance(action, tuple) and action[0] == "die" and action[1]:
        return f"the die shows {action[1][0]}"
    return f"“{action[0] if isinstance(action, tuple) and action else action}”, which is not a move of Pig"


def place_name(state: PigState, place: str) -> str:
    """A place of the picture in words."""
    if place.startswith("score-"):
        return f"{place[6:]}'s score"
    return {"pot": "the pot (turn total)", "die": "the die"}.get(place, f"square {place} of the pen")


def moves_at(state: PigState, place: str) -> tuple:
    """Every well-formed move starting at a place, legal or not: the die rolls and lands; holding has no place (it
    is offered in the grouped list, as trades and passing are in the real games)."""
    return (ROLL, *FACES) if place == "die" else ()


def score_breakdown(state: PigState) -> list[dict]:
    """Each seat's points, all banked by holding."""
    return [{"seat": i, "part": "points banked", "points": v, "rule_ids": ("TOY-1.3",)}
            for i, v in enumerate(state.scores_)]


def action_places(state: PigState, action) -> tuple[str, ...]:
    """The places a move starts at and touches."""
    if action == HOLD:
        return ("pot", f"score-{SEATS[state.seat]}")
    return ("die", "pot") if action == ROLL or action in FACES else ()


def changed_places(before: PigState, after: PigState) -> tuple[str, ...]:
    """The places whose content differs between two positions."""
    out = [f"score-{SEATS[i]}" for i, (a, b) in enumerate(zip(before.scores_, after.scores_)) if a != b]
    if before.turn_total != after.turn_total:
        out.append("pot")
    if before.rolling != after.rolling:
        out.append("die")
    a, b = _table(before), _table(after)
    for square in SQUARES:
        if any(a.get(f, {}).get(square) != b.get(f, {}).get(square) for f in ("flags", "mud", "piles")) or \
                (square in a.get("fenced", [])) != (square in b.get("fenced", [])):
            out.append(square)
    return tuple(out)


_COLOURS = {"Red": "#d32f2f", "Blue": "#1565c0", "Green": "#2e7d32"}


def render_svg(state: PigState, highlight=(), labels=()) -> str:
    """The Pig table: a score box per seat, the pot, the die and the pen; every place a `rb-place` group."""
    hi, table, parts = set(highlight), _table(state), []

    def place(pid: str, x: int, y: int, w: int, h: int, body: str, fill: str = "#fafafa") -> None:
        stroke = "#d93025" if pid in hi else "#555"
        parts.append(f'<g class="rb-place" data-place="{pid}"><title>{html.escape(place_name(state, pid))}</title>'
                     f'<rect x="{x}" y="{y}" width="{w}" height="{h}" fill="{fill}" stroke="{stroke}" '
                     f'stroke-width="{3 if pid in hi else 1}"/>{body}</g>')

    for i in range(state.players):
        seat = SEATS[i]
        width = min(120, 6 * state.scores_[i])
        place(f"score-{seat}", 10, 10 + 34 * i, 150, 28,
              f'<rect x="14" y="{14 + 34 * i}" width="{width}" height="20" fill="{_COLOURS[seat]}"/>'
              f'<text x="20" y="{29 + 34 * i}" font-size="12">{seat} {state.scores_[i]}</text>')
    place("pot", 180, 10, 70, 40, f'<text x="190" y="36" font-size="14">pot {state.turn_total}</text>')
    place("die", 180, 60, 40, 40, f'<text x="192" y="86" font-size="14">{"?" if state.rolling else "⚀"}</text>')
    for k, square in enumerate(SQUARES):
        x, y = 10 + 40 * k, 120
        flag = table.get("flags", {}).get(square)
        mud = table.get("mud", {}).get(square, 0)
        pile = table.get("piles", {}).get(square, [])
        body = (f'<circle cx="{x + 10}" cy="{y + 10}" r="6" fill="{_COLOURS[flag]}"/>' if flag else "") + \
               "".join(f'<rect x="{x + 24}" y="{y + 4 + 6 * m}" width="10" height="4" fill="#795548"/>'
                       for m in range(mud)) + \
               f'<text x="{x + 4}" y="{y + 32}" font-size="9">{square} {len(pile) or ""}</text>'
        fill = "#d7ccc8" if square in table.get("fenced", []) else "#fff8e1"
        place(square, x, y, 36, 36, body, fill)
    return ('<svg xmlns="http://www.w3.org/2000/svg" width="270" height="170" viewBox="0 0 270 170">'
            + "".join(parts) + "</svg>")


def _seat(value, players: int, field: str) -> int:
    names = SEATS[:players]
    if value not in names:
        raise PositionError(field, f"{value!r} is not a seat of a {players}-player game", ", ".join(names))
    return names.index(value)


def _whole(value, field: str, lo: int, hi: int) -> int:
    if type(value) is not int or not lo <= value <= hi:
        raise PositionError(field, f"{value!r}", f"a whole number from {lo} to {hi}")
    return value


def _items(value, field: str, choices: tuple, most: int) -> list:
    if isinstance(value, str) or not isinstance(value, (list, tuple)):
        raise PositionError(field, f"{value!r} is not a list", f"a list of {', '.join(choices)}")
    for item in value:
        if item not in choices:
            raise PositionError(field, f"{item!r} is not in the game", ", ".join(choices))
    if len(value) > most:
        raise PositionError(field, f"{len(value)} items", f"at most {most}")
    return list(value)


def _squares(mapping, field: str) -> dict:
    if not isinstance(mapping, dict):
        raise PositionError(field, f"{mapping!r} is not a mapping", "{square: value}")
    for key in mapping:
        if key not in SQUARES:
            raise PositionError(field, f"{key!r} is not a square of the pen", "S1 to S6")
    return mapping


def _dressing(players: int, pockets=None, flags=None, mud=None, piles=None, charms=(), fenced=()) -> str:
    """The table dressing checked and written as canonical JSON text ("" when bare)."""
    out = {}
    if pockets:
        out["pockets"] = {SEATS[_seat(k, players, "pockets")]: _items(v, f"pockets[{k!r}]", POCKET_ITEMS, 3)
                          for k, v in pockets.items() if v}
    if flags:
        out["flags"] = {k: SEATS[_seat(v, players, f"flags[{k!r}]")] for k, v in _squares(flags, "flags").items()}
    if mud:
        out["mud"] = {k: _whole(v, f"mud[{k!r}]", 0, 3) for k, v in _squares(mud, "mud").items() if v}
    if piles:
        out["piles"] = {k: _items(v, f"piles[{k!r}]", PILE_ITEMS, 3) for k, v in _squares(piles, "piles").items()
                        if v}
    if charms:
        out["charms"] = _items(charms, "charms", CHARMS, 4)
    if fenced:
        out["fenced"] = _items(fenced, "fenced", SQUARES, 6)
        if len(set(fenced)) != len(fenced):
            raise PositionError("fenced", "a square is fenced twice", "each square once")
    out = {k: v for k, v in out.items() if v}
    return jsonio.dumps(out) if out else ""


def _table(state: PigState) -> dict:
    return jsonio.loads(state.table) if state.table else {}


def position(players: int = 2, *, to_move: str = "Red", scores=None, turn_total: int = 0, rolling: bool = False,
             turns: int = 0, pockets=None, flags=None, mud=None, piles=None, charms=(), fenced=(),
             **options) -> PigState:
    """A Pig position by name; a `PositionError` names the first bad field and what it allows."""
    if type(players) is not int or players not in PLAYERS:
        raise PositionError("players", f"{players!r} players", "2 or 3")
    try:
        opts = resolve_options(NAME, OPTIONS, options)
    except ValueError as exc:
        raise PositionError("options", str(exc)) from None
    seat = _seat(to_move, players, "to_move")
    given = {SEATS[_seat(k, players, "scores")]: v for k, v in (scores or {}).items()}
    score = tuple(_whole(given.get(SEATS[i], 0), f"scores[{SEATS[i]!r}]", 0, 999) for i in range(players))
    if rolling not in (True, False):
        raise PositionError("rolling", f"{rolling!r}", "True or False")
    table = _dressing(players, pockets, flags, mud, piles, charms, fenced)
    return PigState(players, opts["target"], score, seat, _whole(turn_total, "turn_total", 0, 99), bool(rolling),
                    _whole(turns, "turns", 0, 10_000), None, table)


def position_args(state: PigState) -> dict:
    """The arguments of `position` that rebuild `state`'s table (its log aside); defaults left out."""
    out = {"players": state.players, "to_move": SEATS[state.seat]}
    scores = {SEATS[i]: v for i, v in enumerate(state.scores_) if v}
    for name, value, default in (("scores", scores, {}), ("turn_total", state.turn_total, 0),
                                 ("rolling", state.rolling, False), ("turns", state.turns, 0)):
        if value != default:
            out[name] = value
    out.update(_table(state))
    if state.target != OPTIONS["target"].default:
        out["target"] = state.target
    return out


POSITION_FIELDS = (
    Field("players", "Players", "number", "Turn", "how many play", lo=2, hi=3),
    Field("to_move", "Player to move", "choice", "Turn", "whose turn it is", choices=SEATS),
    Field("turn_total", "Turn total", "number", "Turn", "points rolled this turn, not yet banked", lo=0, hi=99),
    Field("rolling", "Die in the air", "flag", "Turn", "the die is being rolled (a chance node)"),
    Field("turns", "Turns played", "number", "Turn", "turns finished so far", lo=0, hi=10_000),
    Field("scores", "Scores", "seat_numbers", "Players", "each player's banked points", lo=0, hi=999, seats=SEATS),
    Field("pockets", "Pockets", "seat_items", "Players", "what each player carries (no rule reads it)",
          choices=POCKET_ITEMS, seats=SEATS, max_items=3),
    Field("flags", "Flags", "place_values", "Pen", "a player's flag on a square", choices=SEATS, places=SQUARES),
    Field("mud", "Mud", "place_numbers", "Pen", "mud on a square", lo=0, hi=3, places=SQUARES),
    Field("piles", "Piles", "place_items", "Pen", "a pile on a square, bottom to top", choices=PILE_ITEMS,
          places=SQUARES, max_items=3),
    Field("charms", "Charms", "items", "Pen", "the charms in the pot, in order", choices=CHARMS, max_items=4),
    Field("fenced", "Fenced squares", "items", "Pen", "the squares with a fence, in the order fenced",
          choices=SQUARES, max_items=6),
)
"""The builder's arguments as fields: one of every kind, for the position editor."""
