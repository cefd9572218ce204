"""The static site builder behind `make site` (entry point: tools/build_site.py; the parts: see build.py)."""
