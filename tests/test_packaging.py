"""The project layout and its two set-up routes (pip and conda) agree."""

from __future__ import annotations

import re
import tomllib

from conftest import ROOT


def _requirement(spec: str) -> tuple[str, str]:
    name, version = re.match(r"^\s*([A-Za-z0-9_.\-\[\]]+)\s*(.*)$", spec).groups()
    return re.sub(r"\[.*\]", "", name).lower().replace("_", "-"), version.replace(" ", "")


def runtime_from_pyproject() -> dict[str, str]:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    return dict(_requirement(d) for d in project["dependencies"])


def runtime_from_environment() -> dict[str, str]:
    """The conda dependencies of environment.yml, except python and pip themselves."""
    deps, in_deps = {}, False
    for line in (ROOT / "environment.yml").read_text().splitlines():
        if line.startswith("dependencies:"):
            in_deps = True
            continue
        item = re.match(r"^  - ([^\s#].*)$", line)
        if in_deps and item and not item.group(1).startswith(("python", "pip")):
            name, version = _requirement(item.group(1))
            deps[name] = version.replace("=", "==", 1) if re.match(r"^=[^=]", version) else version
    return deps


def test_environment_yml_names_the_same_runtime_dependencies_as_pyproject():
    assert runtime_from_environment() == runtime_from_pyproject()


def test_runtime_pins_what_nbval_compares():
    runtime = runtime_from_pyproject()
    assert runtime["plotly"].startswith("==") and runtime["ipywidgets"].startswith("==")
    assert {"jupyterlab", "ipywidgets", "plotly", "pandas"} <= set(runtime)


def test_test_extras_cover_every_kind_of_test():
    extras = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["optional-dependencies"]
    names = {_requirement(d)[0] for d in extras["test"]}
    assert {"pytest", "nbval", "playwright", "hypothesis", "dask"} <= names
    assert {_requirement(d)[0] for d in extras["distributed"]} == {"dask"}


def test_layout_matches_the_design():
    for path in ["pyproject.toml", "environment.yml", "README.md", "Makefile", ".ci/run", "notebooks", "rulebook",
                 "widgets", "tests", "benchmarks"]:
        assert (ROOT / path).exists(), path
    assert "jupyter" not in (ROOT / "rulebook" / "__init__.py").read_text().split("No Jupyter")[0].lower()


def test_the_engine_package_never_imports_jupyter():
    offenders = [str(p.relative_to(ROOT)) for p in (ROOT / "rulebook").rglob("*.py")
                 if re.search(r"^\s*(import|from)\s+(ipywidgets|IPython|plotly|jupyter)", p.read_text(), re.M)]
    assert not offenders


def test_readme_commands_are_make_targets():
    readme = (ROOT / "README.md").read_text()
    makefile = (ROOT / "Makefile").read_text()
    for target in ("lab", "test", "app", "site"):
        assert f"make {target}" in readme
        assert re.search(rf"^{target}:", makefile, re.M)
    assert "make test" in (ROOT / ".ci" / "run").read_text()


def test_the_code_is_ruff_clean():
    import subprocess
    import sys

    done = subprocess.run([sys.executable, "-m", "ruff", "check", "rulebook", "widgets", "tests", "benchmarks",
                           "tools"], cwd=ROOT, capture_output=True, text=True)
    assert done.returncode == 0, done.stdout[-3000:]
