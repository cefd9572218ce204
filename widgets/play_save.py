"""The play table's save file: the engine's JSON plus the table's settings and the moves that undo walks back over.

One JSON object, versioned, every field checked on load (a save is untrusted input, like any state JSON):

    format    "rulebook-play-table"          what the file is (a random JSON file is refused by this)
    version   1                              the layout below; a newer version is refused with a clear message
    game      "troyes"                       the engine's NAME (another game's save is refused, not half-loaded)
    players   3                              seats at the table
    seats     [0]                            the learner's seats (numbers; the game's seat names say who is who)
    bots      {"1": "heuristic", ...}        a bot name from the game's BOTS for every other seat
    seed      7                              the seed the game was dealt and the table's dice were seeded with
    pause     0.5                            seconds between the bots' moves
    rng       [3, [625 ints], null]          the state of the table's random generator (bots, rolls), to go on alike
    start     "<engine JSON>"                the position the table started from (`state.to_json()`)
    history   [["learner", action], ...]     every move since then, with who made it (learner, bot or chance) and,
                                             third, the bot's reason when it gave one
    state     "<engine JSON>"                the position now

Loading replays `history` from `start` through the engine (each move must be legal where it was made, by the seat the
file says made it) and checks that the replay arrives exactly at `state`: a file that was edited, truncated or written
for another game is refused with a message naming the field, and nothing is changed.
"""

from __future__ import annotations

import pathlib
from dataclasses import dataclass
from types import ModuleType
from typing import Any, NamedTuple

from rulebook import CHANCE, IllegalAction
from rulebook.core import action_from_json, jsonio

FORMAT = "rulebook-play-table"
VERSION = 1
MAX_SAVE_BYTES = 20_000_000
MAX_HISTORY = 200_000
ACTORS = ("learner", "bot", "chance")
"""Who made a move: the learner (a seat of theirs, or a roll they asked for), a bot, or chance rolled by the table."""


class Entry(NamedTuple):
    """One move of the table's history: the position before it, the move, who made it (one of ACTORS), and the
    bot's own reason for it when the bot gave one."""

    before: Any
    action: Any
    actor: str
    note: str = ""


class SaveError(ValueError):
    """A save file that cannot be loaded here: the message says which field and why."""


@dataclass
class SavedTable:
    """Everything a save holds, checked: the table's settings, its start, its history and its position now."""

    seats: tuple[int, ...]
    bots: dict[int, str]
    seed: int
    pause: float
    rng_state: tuple
    start: Any
    history: list[Entry]
    state: Any


def save_text(module: ModuleType, table: SavedTable) -> str:
    """The save file's text for a table (canonical JSON: the same table gives the same bytes)."""
    return jsonio.dumps({
        "format": FORMAT, "version": VERSION, "game": module.NAME, "players": table.start.num_players,
        "seats": list(table.seats), "bots": {str(seat): name for seat, name in sorted(table.bots.items())},
        "seed": table.seed, "pause": table.pause,
        "rng": [table.rng_state[0], list(table.rng_state[1]), table.rng_state[2]],
        "start": table.start.to_json(),
        "history": [[entry.actor, entry.action.to_json(), *([entry.note] if entry.note else [])]
                    for entry in table.history],
        "state": table.state.to_json(),
    })


def read_save(text: str | bytes, module: ModuleType) -> SavedTable:
    """Check a save file's text for `module`'s game and rebuild the table it holds; SaveError names what is wrong."""
    try:
        data = jsonio.loads(text, max_bytes=MAX_SAVE_BYTES)
    except jsonio.JSONError as exc:
        raise SaveError(f"not a saved game: {exc}") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError("not a saved play table (no \"format\": \"rulebook-play-table\" field)")
    try:
        return _read(data, module)
    except SaveError:
        raise
    except (ValueError, KeyError, TypeError, IndexError) as exc:
        raise SaveError(f"damaged save: {exc}") from None


def read_source(source: Any) -> str:
    """A save's text from a path, or from the text or bytes themselves; a missing, huge or binary file is refused."""
    if isinstance(source, (bytes, bytearray, memoryview)):
        if len(source) > MAX_SAVE_BYTES:
            raise SaveError(f"the file is larger than {MAX_SAVE_BYTES:,} bytes: not a saved game")
        try:
            return bytes(source).decode("utf-8")
        except UnicodeDecodeError:
            raise SaveError("not a saved game: the file is not text") from None
    if isinstance(source, str) and source.lstrip()[:1] in ("{", "["):
        return source
    if not isinstance(source, (str, pathlib.Path)) or not str(source).strip():
        raise SaveError("name a saved game's file")
    path = pathlib.Path(source)
    try:
        if path.stat().st_size > MAX_SAVE_BYTES:
            raise SaveError(f"{path} is larger than {MAX_SAVE_BYTES:,} bytes: not a saved game")
        return read_source(path.read_bytes())
    except OSError as exc:
        raise SaveError(f"cannot read {path}: {exc.strerror or exc}") from None


def game_of_save(text: str) -> str:
    """The game a save file is of (its "game" field), checked only that far: `read_save` checks the rest."""
    try:
        data = jsonio.loads(text, max_bytes=MAX_SAVE_BYTES)
    except jsonio.JSONError as exc:
        raise SaveError(f"not a saved game: {exc}") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT or not isinstance(data.get("game"), str):
        raise SaveError("not a saved play table (no \"format\": \"rulebook-play-table\" field)")
    return data["game"]


def _read(data: dict, module: ModuleType) -> SavedTable:
    fields = ("format", "version", "game", "players", "seats", "bots", "seed", "pause", "rng", "start", "history",
              "state")
    jsonio.obj(data, "save", fields)
    version = jsonio.integer(data["version"], "save.version", 1, 10**6)
    if version > VERSION:
        raise SaveError(f"this save is version {version}, written by a newer rulebook; this one reads version "
                        f"{VERSION}")
    game = jsonio.string(data["game"], "save.game")
    if game != module.NAME:
        raise SaveError(f"this is a saved game of {game!r}, not of {module.TITLE}")
    start = _engine_state(module, data["start"], "save.start")
    players = jsonio.integer(data["players"], "save.players", 1, 100)
    if players != start.num_players:
        raise SaveError(f"save.players: {players}, but the start position has {start.num_players} seats")
    seats = tuple(jsonio.integer(s, f"save.seats[{i}]", 0, players - 1)
                  for i, s in enumerate(jsonio.array(data["seats"], "save.seats", 1, players)))
    if len(set(seats)) != len(seats):
        raise SaveError("save.seats: a seat is named twice")
    others = [seat for seat in range(players) if seat not in seats]
    bots_field = jsonio.obj(data["bots"], "save.bots", [str(seat) for seat in others])
    bots = {seat: jsonio.string(bots_field[str(seat)], f"save.bots.{seat}", tuple(module.BOTS)) for seat in others}
    seed = jsonio.integer(data["seed"], "save.seed", -(2**63), 2**63)
    pause = data["pause"]
    if isinstance(pause, bool) or not isinstance(pause, (int, float)) or not 0 <= pause <= 10:
        raise SaveError("save.pause: expected a number of seconds from 0 to 10")
    rng_state = _rng_state(data["rng"])
    state = _engine_state(module, data["state"], "save.state")
    history, reached = _replay(start, jsonio.array(data["history"], "save.history", 0, MAX_HISTORY), seats)
    if reached.to_json() != state.to_json():
        raise SaveError("save.history does not lead from save.start to save.state: the file was changed")
    return SavedTable(seats, bots, seed, float(pause), rng_state, start, history, reached)


def _engine_state(module: ModuleType, text: Any, path: str) -> Any:
    if not isinstance(text, str):
        raise SaveError(f"{path}: expected the engine's JSON text")
    try:
        return module.from_json(text)
    except ValueError as exc:
        raise SaveError(f"{path}: {exc}") from None


def _rng_state(value: Any) -> tuple:
    """A `random.Random.getstate()` of the default generator: version 3, 625 words, no gauss value."""
    items = jsonio.array(value, "save.rng", 3, 3)
    if items[0] != 3 or items[2] is not None:
        raise SaveError("save.rng: expected [3, [625 numbers], null]")
    words = jsonio.array(items[1], "save.rng[1]", 625, 625)
    if any(isinstance(x, bool) or not isinstance(x, int) or not 0 <= x < 2**32 for x in words):
        raise SaveError("save.rng[1]: expected 625 whole numbers from 0 to 2**32 - 1")
    if words[-1] > 624:
        raise SaveError("save.rng[1]: the last number (the position) must be at most 624")
    return (3, tuple(words), None)


def _replay(start: Any, items: list, seats: tuple[int, ...]) -> tuple[list[Entry], Any]:
    """Play the saved moves from the start, each by the actor the file names; the engine's own action objects."""
    history, state = [], start
    for i, item in enumerate(items):
        path = f"save.history[{i}]"
        if not isinstance(item, list) or len(item) not in (2, 3):
            raise SaveError(f"{path}: expected [who, move] or [who, move, reason]")
        actor = jsonio.string(item[0], f"{path}[0]", ACTORS)
        note = jsonio.string(item[2], f"{path}[2]", max_len=2000) if len(item) == 3 else ""
        wanted = action_from_json(item[1], path=f"{path}[1]")
        player = state.current_player
        if player == CHANCE:
            expected, choices = "chance", [outcome for outcome, _ in state.chance_outcomes()]
        else:
            expected, choices = ("learner" if player in seats else "bot"), list(state.legal_actions())
        if actor != expected:
            raise SaveError(f"{path}: made by {actor!r}, but at that moment the move was the {expected}'s")
        action = next((choice for choice in choices if choice == wanted), None)
        if action is None:
            raise SaveError(f"{path}: {wanted} was not a legal move there")
        try:
            after = state.apply(action)
        except IllegalAction as exc:
            raise SaveError(f"{path}: {exc}") from None
        history.append(Entry(state, action, actor, note))
        state = after
    return history, state
