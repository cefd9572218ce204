"""Public docstring coverage per package: the share of public modules, classes, functions and methods with a docstring.

    python tools/docstring_coverage.py rulebook/troyes rulebook/tournay rulebook/barbarian_attack

"Public" means a name without a leading underscore, defined at module level or in a public class (dunder
methods other than ``__init__`` are left out). Prints one line per package and, with ``-v``, what lacks one.
"""

from __future__ import annotations

import ast
import sys
from pathlib import Path


def public_items(path: Path) -> list[tuple[str, bool]]:
    """(qualified name, has a docstring) for the module and every public definition in it."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    items = [(str(path), ast.get_docstring(tree) is not None)]

    def visit(body: list[ast.stmt], prefix: str) -> None:
        for node in body:
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                if node.name.startswith("_"):
                    continue
                items.append((f"{path}:{prefix}{node.name}", ast.get_docstring(node) is not None))
                if isinstance(node, ast.ClassDef):
                    visit(node.body, f"{prefix}{node.name}.")

    visit(tree.body, "")
    return items


def coverage(package: Path) -> tuple[int, int, list[str]]:
    """(documented, public, the names that lack a docstring) for every .py file under `package`."""
    found = [item for path in sorted(package.rglob("*.py")) for item in public_items(path)]
    missing = [name for name, ok in found if not ok]
    return len(found) - len(missing), len(found), missing


def main(argv: list[str]) -> int:
    verbose = "-v" in argv
    for arg in (a for a in argv if a != "-v"):
        documented, total, missing = coverage(Path(arg))
        print(f"{arg}: {documented}/{total} public items documented ({100 * documented / max(total, 1):.0f} %)")
        if verbose:
            for name in missing:
                print("   ", name)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
