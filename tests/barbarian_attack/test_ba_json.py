"""Saving and loading positions: exact round trips and clear refusals of bad input."""

from __future__ import annotations

import json

import pytest
from ba_helpers import BLUE

from rulebook import JSONError
from rulebook import barbarian_attack as ba
from rulebook.barbarian_attack import pieces as M
from rulebook.barbarian_attack.positions import position


def test_round_trip_is_exact_for_variants_and_mid_phase_positions():
    states = [ba.new_game(players=2, seed=1), ba.new_game(players=3, seed=2, edition="2025", harbormaster=True),
              ba.new_game(players=4, seed=3, event_cards=True, hand_limit=9)]
    for step in ba.WALKTHROUGH.steps[::3]:
        states.append(step.after)
    for case in (ba.FAQ["CBA-FAQ-21"], ba.FAQ["CBA-FAQ-36"]):
        states += [st.after for st in case.run().steps if st.after is not None]
    for s in states:
        text = s.to_json()
        again = ba.from_json(text)
        assert again.to_json() == text and again.legal_actions() == s.legal_actions()
        assert again.chance_outcomes() == s.chance_outcomes()


def _broken(mutate) -> str:
    data = json.loads(position(active="Red", barbarians={"H3": 2}, knights={"P5": "Red"},
                               hands={"Red": "ore"}).to_json())
    mutate(data)
    return json.dumps(data)


@pytest.mark.parametrize("mutate,message", [
    (lambda d: d["state"]["barb"].__setitem__(4, 1), r"state\.barb\[4\].*coastal"),
    (lambda d: d["state"]["barb"].__setitem__(3, 5), r"state\.barb\[3\]: 5 is out of range"),
    (lambda d: d["state"]["hands"][0].__setitem__(4, 2), r"state\.bank\[4\]"),
    (lambda d: d["state"].__setitem__("barb_supply", 3), r"state\.barb_supply.*barbarians"),
    (lambda d: d["state"]["knight"].__setitem__(6, 0), r"state\.knights_left\[0\]"),
    (lambda d: d["state"]["owner"].__setitem__(8, 1), r"state\.level\[8\]"),
    (lambda d: d["state"].__setitem__("phase", 99), r"state\.phase: 99 is out of range"),
    (lambda d: d["state"].__setitem__("ctx", [1, 2]), r"state\.ctx"),
    (lambda d: d["state"].__setitem__("to_move", -1), r"state\.to_move"),
    (lambda d: d["state"].__setitem__("queue", [["teleport"]]), r"state\.queue\[0\]"),
    (lambda d: d["state"]["road"].__setitem__(0, 7), r"state\.road\[0\]"),
    (lambda d: d["state"].__setitem__("draw_pile", [14, 4, 4, 5]), r"state\.draw_pile"),
    (lambda d: d["config"]["terrain"].__setitem__(16, "forest"), r"config\.terrain\[16\]"),
    (lambda d: d["config"]["harbours"].__setitem__(0, "wool"), r"config\.harbours"),
    (lambda d: d["config"]["options"].__setitem__("edition", "1995"), r"config\.options\.edition"),
    (lambda d: d["config"].__setitem__("players", 7), r"config\.players"),
    (lambda d: d["state"].pop("gold"), r"state: missing field\(s\) gold"),
    (lambda d: d["state"].__setitem__("extra", 1), r"state: unknown field\(s\) extra"),
    (lambda d: d.__setitem__("game", "troyes"), r"game: 'troyes'"),
    (lambda d: d["log"].append(["x", "not a list", 0]), r"log\[\d+\]\[1\]"),
])
def test_malformed_positions_are_refused_naming_the_field(mutate, message):
    with pytest.raises((JSONError, ValueError), match=message):
        ba.from_json(_broken(mutate))


def test_json_is_canonical_and_plain():
    s = position(active="Blue", barbarians={"H7": 1})
    text = s.to_json()
    assert json.loads(text)["state"]["seat"] == BLUE and text == ba.from_json(text).to_json()
    assert '"cards":null' in text.replace(" ", "")
    assert M.PHASES[json.loads(text)["state"]["phase"]] == "trade and build"
