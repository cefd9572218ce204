"""The import graph of the project, read from the source with `ast` (imports inside functions count too).

    python tools/import_graph.py                 # the layers: which package imports which, and any cycle
    python tools/import_graph.py rulebook/troyes # the modules of one package and what each imports inside it

Used by tests/test_architecture.py and by docs/architecture.md (the picture of the layers is this tool's output).
"""

from __future__ import annotations

import ast
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LAYERS = ("rulebook.core", "rulebook (simulate, games, fuzz)", "rulebook.troyes", "rulebook.tournay",
          "rulebook.barbarian_attack", "widgets", "notebooks")


def module_names(package: Path, prefix: str | None = None) -> dict[str, Path]:
    """Dotted module name → file for every .py file under `package` (its __init__ is the package itself).

    Names are full dotted paths from the project root ("rulebook.troyes.state") unless `prefix` is given ("" gives
    names inside the package: "state", "phases.counter").
    """
    package = package.resolve()
    if prefix is None:
        inside = package.is_relative_to(ROOT)
        base = ".".join(package.relative_to(ROOT).parts) if inside else package.name
    else:
        base = prefix
    out = {}
    for path in sorted(package.rglob("*.py")):
        parts = list(path.relative_to(package).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts = parts[:-1]
        name = ".".join(([base] if base else []) + parts)
        out[name or "__init__"] = path
    return out


def _targets(name: str, path: Path, known: set[str]) -> set[str]:
    """The modules of `known` that the module `name` (at `path`) imports, at any depth of its code."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    is_package = path.name == "__init__.py"
    here = name.split(".") if is_package else name.split(".")[:-1]
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            candidates = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                anchor = here[: len(here) - (node.level - 1)] if node.level > 1 else here
                module = ".".join(anchor + ([node.module] if node.module else []))
            else:
                module = node.module or ""
            candidates = [module] + [f"{module}.{a.name}" for a in node.names]
        else:
            continue
        for target in candidates:
            while target and target not in known:
                target = target.rpartition(".")[0]
            if target and target != name:
                found.add(target)
    return found


def import_graph(package: Path) -> dict[str, set[str]]:
    """Module → the modules of the same package it imports. A package's __init__ re-exporting its own modules
    and a module importing its parent package's names are not edges of a cycle (they are how packages work)."""
    modules = module_names(package)
    known = set(modules)
    graph = {}
    for name, path in modules.items():
        edges = _targets(name, path, known)
        if path.name == "__init__.py":
            edges = {t for t in edges if not t.startswith(name + ".")}
        graph[name] = {t for t in edges if not name.startswith(t + ".")}
    return graph


def strongly_connected(graph: dict[str, set[str]]) -> list[list[str]]:
    """Tarjan's strongly connected components; a component of more than one module is an import cycle."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    out: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph.get(v, ())):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            out.append(sorted(component))

    sys.setrecursionlimit(max(sys.getrecursionlimit(), 10_000))
    for v in sorted(graph):
        if v not in index:
            visit(v)
    return out


def layer_of(module: str) -> str:
    """Which layer of LAYERS a dotted module name belongs to."""
    parts = module.split(".")
    if parts[0] == "widgets":
        return "widgets"
    if parts[0] == "notebooks":
        return "notebooks"
    if len(parts) > 1 and f"rulebook.{parts[1]}" in LAYERS:
        return f"rulebook.{parts[1]}"
    return "rulebook (simulate, games, fuzz)"


def layer_edges() -> dict[str, set[str]]:
    """Layer → the layers its code imports (notebooks read from their code cells)."""
    files = {**module_names(ROOT / "rulebook"), **module_names(ROOT / "widgets")}
    known = set(files)
    edges: dict[str, set[str]] = {layer: set() for layer in LAYERS}
    for name, path in files.items():
        for target in _targets(name, path, known):
            if layer_of(target) != layer_of(name):
                edges[layer_of(name)].add(layer_of(target))
    import json

    for notebook in sorted((ROOT / "notebooks").glob("*.ipynb")):
        cells = json.loads(notebook.read_text(encoding="utf-8"))["cells"]
        source = "\n".join("".join(c["source"]) for c in cells if c["cell_type"] == "code")
        lines = [line for line in source.splitlines() if not line.lstrip().startswith(("%", "!"))]
        tree = ast.parse("\n".join(lines))
        for node in ast.walk(tree):
            names = [a.name for a in node.names] if isinstance(node, ast.Import) else \
                [node.module] if isinstance(node, ast.ImportFrom) and node.module else []
            for module in names:
                if module.split(".")[0] in ("rulebook", "widgets"):
                    target = layer_of(module) if module != "rulebook" else "rulebook (simulate, games, fuzz)"
                    edges["notebooks"].add(target)
    return edges


def main(argv: list[str]) -> int:
    if argv:
        for arg in argv:
            graph = import_graph(Path(arg))
            for name in sorted(graph):
                print(f"{name} -> {', '.join(sorted(graph[name])) or '(nothing inside)'}")
            cycles = [c for c in strongly_connected(graph) if len(c) > 1]
            print(f"{arg}: {len(graph)} modules, {len(cycles)} cycle(s) {cycles if cycles else ''}")
        return 0
    edges = layer_edges()
    order = {layer: i for i, layer in enumerate(LAYERS)}
    back = 0
    for layer in LAYERS:
        for target in sorted(edges[layer], key=order.get):
            arrow = "->" if order[target] < order[layer] or target == "rulebook.core" else "-> (BACK)"
            back += arrow.endswith("(BACK)") and not (layer.startswith("rulebook (") and target.startswith("rulebook."))
            print(f"{layer:34} {arrow} {target}")
    return 1 if back else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
