"""The shape of the code: one layout for every game package, imports that point one way, no cycles.

Read with the source files' `ast`, never by importing them, so a cycle hidden inside a function counts as much as one
at module level. docs/architecture.md explains the layers and the role of each module named here.
"""

from __future__ import annotations

import ast
import importlib
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

from docstring_coverage import coverage  # noqa: E402
from import_graph import import_graph, module_names, strongly_connected  # noqa: E402

GAMES = ("troyes", "tournay", "barbarian_attack")
PACKAGES = ("rulebook/core", *(f"rulebook/{g}" for g in GAMES), "widgets")

ROLES = {
    "__init__", "pieces", "board", "options", "cards", "rules", "setup", "state", "refusals", "queries",
    "scoring", "summary", "invariants", "serialize", "render", "bots", "positions", "edits", "words", "information",
    "phases", "teaching", "teaching.walkthrough", "teaching.faq",
}
"""The modules every game package has, with the same role in each (docs/architecture.md, "Roles")."""

EXTRAS = {
    "troyes": {"action_reach", "card_effects", "dice_groups"},
    "tournay": set(),
    "barbarian_attack": {"calculators"},
}
"""Modules a game has for a role the others do not need (each named in docs/architecture.md)."""

PHASE_FUNCTIONS = ("legal_moves", "chance_outcomes", "apply_move", "why_not")
"""What every module in `phases/` exports, so that `state` dispatches to all of them alike."""

UI_MODULES = ("ipywidgets", "IPython", "plotly", "anywidget", "widgets", "voila", "jupyter", "notebook")
"""What the engines never import: the widgets sit on top of them, never below."""


def _package_modules(game: str) -> set[str]:
    names = module_names(ROOT / "rulebook" / game, prefix="")
    return {n for n in names if not n.startswith("phases.") and not n.startswith("teaching.faq_")}


@pytest.mark.parametrize("package", PACKAGES)
def test_no_import_cycle_inside_a_package(package):
    graph = import_graph(ROOT / package)
    cycles = [sorted(c) for c in strongly_connected(graph) if len(c) > 1]
    assert not cycles, f"{package} has import cycles: {cycles}"


@pytest.mark.parametrize("game", GAMES)
def test_every_game_package_has_the_same_modules_for_the_same_roles(game):
    modules = _package_modules(game)
    assert modules - ROLES == EXTRAS[game], f"modules outside the shared roles: {sorted(modules - ROLES)}"
    assert ROLES <= modules, f"{game} lacks {sorted(ROLES - modules)}"


@pytest.mark.parametrize("game", GAMES)
def test_every_phase_module_exports_the_four_phase_functions_and_is_in_the_dispatch_table(game):
    phase_dir = ROOT / "rulebook" / game / "phases"
    names = sorted(p.stem for p in phase_dir.glob("*.py") if p.stem != "__init__")
    assert names, f"{game} has no phase modules"
    state = importlib.import_module(f"rulebook.{game}.state")
    table_modules = {m.__name__.rsplit(".", 1)[-1] for m in state.PHASE_TABLE.values()}
    for name in names:
        module = importlib.import_module(f"rulebook.{game}.phases.{name}")
        missing = [f for f in PHASE_FUNCTIONS if not callable(getattr(module, f, None))]
        assert not missing, f"phases/{name}.py lacks {missing}"
    assert table_modules == set(names), f"phase modules not in state.PHASE_TABLE: {set(names) - table_modules}"


def _imports(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            found.append(node.module)
    return found


def test_imports_point_one_way_core_then_games_then_widgets():
    """core ← games ← widgets ← notebooks: no arrow back, and no game imports another."""
    for path in sorted((ROOT / "rulebook").rglob("*.py")):
        rel = path.relative_to(ROOT / "rulebook")
        top = rel.parts[0] if len(rel.parts) > 1 else "(top)"
        for name in _imports(path):
            root = name.split(".")[0]
            assert root not in UI_MODULES, f"rulebook/{rel} imports {name}: the engines never import a UI"
            if root != "rulebook":
                continue
            inner = name.split(".")[1] if "." in name else ""
            if top == "core":
                assert inner in ("", "core"), f"rulebook/{rel} imports {name}: the core imports no game"
                assert inner == "core", f"rulebook/{rel} imports the rulebook package itself"
            elif top in GAMES:
                assert inner in ("core", top), f"rulebook/{rel} imports {name}: a game imports only the core"


def test_no_registration_by_side_effect_imports():
    """A module is imported for what it defines; nothing registers itself when imported."""
    for path in sorted((ROOT / "rulebook").rglob("*.py")):
        if path.name == "__init__.py":
            continue
        text = path.read_text(encoding="utf-8")
        assert "noqa: F401" not in text, f"{path.relative_to(ROOT)} imports a module only for its side effects"
        tree = ast.parse(text)
        for node in ast.walk(tree):
            if isinstance(node, ast.FunctionDef) and node.name == "register":
                pytest.fail(f"{path.relative_to(ROOT)} defines register(): dispatch belongs in state.PHASE_TABLE")


@pytest.mark.parametrize("package", PACKAGES)
def test_public_docstring_coverage(package):
    documented, total, missing = coverage(ROOT / package)
    assert documented / total >= 0.9, f"{package}: {documented}/{total} documented; lacking: {missing[:20]}"
