"""A tiny complete engine (the dice game Pig) used to test the shared core and to show the engine contract.

Each turn a player rolls a die as often as they like, adding to a turn total; a 1 wipes the turn total and ends
the turn; holding banks it. The first to the target (default 20) wins.
"""

from __future__ import annotations

from dataclasses import dataclass

from rulebook.core import (
    CHANCE,
    FAQ,
    TERMINAL,
    Action,
    ActionSpace,
    FAQCase,
    GameState,
    IntRange,
    LogChain,
    LogEntry,
    Option,
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


    def to_json(self) -> str:
        return jsonio.dumps({"game": "toy", "players": self.players, "target": self.target,
                             "scores": list(self.scores_), "seat": self.seat, "turn_total": self.turn_total,
                             "rolling": self.rolling, "turns": self.turns,
                             "log": [e.to_json() for e in self.log]})

    def _repr_svg_(self) -> str:
        bars = "".join(f'<rect x="10" y="{10 + 20 * i}" width="{4 * v}" height="14"/>'
                       for i, v in enumerate(self.scores_))
        return f'<svg xmlns="http://www.w3.org/2000/svg" width="200" height="80">{bars}</svg>'


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
                      ("game", "players", "target", "scores", "seat", "turn_total", "rolling", "turns", "log"))
    jsonio.string(data["game"], "state.game", ("toy",))
    players = jsonio.integer(data["players"], "state.players", 2, 3)
    scores = jsonio.array(data["scores"], "state.scores", players, players)
    return PigState(players, jsonio.integer(data["target"], "state.target", 2, 1000),
                    tuple(jsonio.integer(v, f"state.scores[{i}]", 0, 10_000) for i, v in enumerate(scores)),
                    jsonio.integer(data["seat"], "state.seat", 0, players - 1),
                    jsonio.integer(data["turn_total"], "state.turn_total", 0, 10_000),
                    jsonio.boolean(data["rolling"], "state.rolling"),
                    jsonio.integer(data["turns"], "state.turns", 0, 10**6), log_from_json(data["log"]))


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


# --- what the views ask of a game (docs/architecture.md): words, places, the picture, the breakdown -----------------

SEATS = ("P0", "P1", "P2")
KIND_WORDS = {"roll": "Roll the die", "hold": "Hold", "die": "The die lands"}
PLACE_PATTERN = r"die|hold|P[0-2]"


def seat_name(seat: int) -> str:
    return SEATS[seat]


def describe(state: PigState, action: Action) -> str:
    who = SEATS[state.seat]
    if action == ROLL:
        return f"{who} rolls the die"
    if action == HOLD:
        return f"{who} holds and banks {state.turn_total}"
    if action.kind == "die" and action.args and action.args[0] == 1:
        return f"the die shows 1: {who} loses the turn total of {state.turn_total}"
    if action.kind == "die" and action.args:
        return f"the die shows {action.args[0]}"
    return str(action)


def place_name(state: PigState, place: str) -> str:
    if place == "die":
        return "the die"
    if place == "hold":
        return f"the hold button (turn total {state.turn_total})"
    if place in SEATS[:state.players]:
        return f"{place}'s score ({state.scores_[SEATS.index(place)]} of {state.target})"
    raise ValueError(f"no place {place!r} in Pig")


def action_places(state: PigState, action: Action) -> tuple[str, ...]:
    if action == ROLL or action.kind == "die":
        return ("die",)
    if action == HOLD:
        return ("hold", SEATS[state.seat])
    return ()


def changed_places(before: PigState, after: PigState) -> tuple[str, ...]:
    places = ["die"] if (before.turn_total, before.rolling) != (after.turn_total, after.rolling) else []
    places += [SEATS[i] for i in range(before.players) if before.scores_[i] != after.scores_[i]]
    return tuple(places)


def moves_at(state: PigState, place: str) -> tuple[Action, ...]:
    return {"die": (ROLL,), "hold": (HOLD,)}.get(place, ())


def score_breakdown(state: PigState) -> list[dict]:
    return [{"seat": i, "part": "points banked", "points": v, "rule_ids": ("TOY-1.3",)}
            for i, v in enumerate(state.scores_)]


def render_svg(state: PigState, highlight=(), labels=()) -> str:
    def box(place, x, y, w, h, text, fill):
        edge = ' stroke="#1f6feb" stroke-width="4"' if place in highlight else ' stroke="#333"'
        return (f'<g class="rb-place" data-place="{place}"><title>{place_name(state, place)}</title>'
                f'<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="6" fill="{fill}"{edge}/>'
                f'<text x="{x + w / 2}" y="{y + h / 2 + 5}" text-anchor="middle" font-size="14">{text}</text></g>')
    parts = [box("die", 10, 10, 70, 50, "die" if not state.rolling else "rolling", "#fff"),
             box("hold", 90, 10, 120, 50, f"hold {state.turn_total}", "#eef")]
    for i, score in enumerate(state.scores_):
        parts.append(box(SEATS[i], 10, 70 + 34 * i, 200, 28, f"{SEATS[i]}: {score}",
                         "#ffd" if i == state.seat else "#eee"))
    height = 80 + 34 * state.players
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="220" height="{height}" viewBox="0 0 220 {height}">'
            + "".join(parts) + "</svg>")


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
