"""Write the static site: every notebook as HTML with its stored outputs, each game's guided tour as static steps and
its searchable rules reference, and an index page; the same in 繁體中文 under site/zh-Hant/ (from notebooks/zh-Hant),
the two index pages linked. No page makes a network request; the folder can be copied anywhere and opened as files.

Usage: python tools/build_site.py [TARGET]      (default: site/, which `make site` writes)
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

from sitebuild.build import ROOT, build_all


def main(argv: list[str]) -> int:
    """Build the site into the folder named on the command line (site/ by default) and say how long it took."""
    if len(argv) > 1 or (argv and argv[0].startswith("-")):
        print(__doc__)
        return 2
    target = Path(argv[0]) if argv else ROOT / "site"
    started = time.perf_counter()
    seconds = build_all(target.resolve())
    parts = ", ".join(f"{name} {value:.1f} s" for name, value in seconds.items())
    print(f"Wrote {target}/ in {time.perf_counter() - started:.1f} s ({parts}); open {target}/index.html")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
