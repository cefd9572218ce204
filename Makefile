# Two commands do everything on a fresh machine (see README):
#   make lab    create the environment if missing, then open JupyterLab on notebooks/
#   make test   create the environment if missing, then run every test (unit, property, contract,
#               widgets, notebooks with nbval, and the browser tests in headless Chromium)
# Two ways to reach people who do not read Python:
#   make app    serve the app with Voila (notebooks/app: code hidden, widgets live); prints the landing page's URL
#   make site   write site/: every notebook as static HTML, the guided tours and the rules references (offline)

PYTHON ?= python3
VENV   ?= .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed
NBVAL  := --nbval --nbval-current-env --nbval-sanitize-with tests/nbval_sanitize.cfg -p no:randomly

.PHONY: lab app site test unit notebooks-test browser-deps notebooks bench soak lint clean

$(STAMP): pyproject.toml
	@$(PYTHON) -c 'import sys; assert sys.version_info >= (3, 11), "Python 3.11+ is needed"'
	@test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet --editable '.[test]'
	@touch $(STAMP)

# The shipped notebooks are ours: trust them, so JupyterLab shows their stored boards and tables on first open.
lab: $(STAMP)
	$(BIN)/jupyter trust notebooks/*.ipynb notebooks/app/*.ipynb notebooks/zh-Hant/*.ipynb
	cd notebooks && ../$(BIN)/jupyter lab 00_start_here.ipynb $$( [ "$$(id -u)" = 0 ] && echo --allow-root )

# The app: Voila on notebooks/app with the project's template (no CDN); APP_ARGS="--port 9000 --ip 0.0.0.0" to share.
# LANG_CODE=zh-Hant serves it in Traditional Chinese (it sets RULEBOOK_LANG for Voila's kernels).
app: $(STAMP)
	$(BIN)/python tools/app.py $(if $(LANG_CODE),--lang $(LANG_CODE)) $(APP_ARGS)

# The static site: stored outputs only (nothing is re-executed); open site/index.html or copy the folder anywhere.
site: $(STAMP)
	$(BIN)/python tools/build_site.py site

test: $(STAMP) browser-deps unit notebooks-test

unit: $(STAMP)
	$(BIN)/python -m pytest tests --durations=12

notebooks-test: $(STAMP)
	$(BIN)/python -m pytest $(NBVAL) notebooks

# Debian's chromium drives the browser tests (Playwright's own browser download does not work offline).
browser-deps:
	@command -v chromium >/dev/null 2>&1 || { \
	  echo "Installing Debian's chromium for the browser tests"; \
	  SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
	  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq chromium >/dev/null; }
	@dpkg -s fonts-noto-cjk >/dev/null 2>&1 || { \
	  echo "Installing Debian's fonts-noto-cjk (Chinese text in screenshots and pictures)"; \
	  SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
	  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq fonts-noto-cjk >/dev/null; }

# Re-execute every notebook and store its outputs (what nbval compares against); notebooks-test collects the same
# folders (notebooks/, notebooks/app/, notebooks/zh-Hant/: pytest walks the tree).
notebooks: $(STAMP)
	$(BIN)/python tools/refresh_notebooks.py notebooks/*.ipynb notebooks/app/*.ipynb notebooks/zh-Hant/*.ipynb

bench: $(STAMP)
	$(BIN)/python -m pip install --quiet --editable '.[test,bench]'
	$(BIN)/python benchmarks/engines.py
	$(BIN)/python benchmarks/bots.py
	$(BIN)/python benchmarks/parallel.py
	$(BIN)/python benchmarks/calculators.py
	$(BIN)/python benchmarks/ladder.py toy --games 400
	$(BIN)/python benchmarks/variants.py
	$(BIN)/python benchmarks/ladder.py tournay --games 200 --small 40 --large 160 --progress
	$(BIN)/python benchmarks/ladder.py troyes --games 100 --small 60 --large 120 --progress
	$(BIN)/python benchmarks/ladder.py barbarian_attack --games 160 --small 40 --large 400 --progress
	$(BIN)/python benchmarks/openspiel_match.py --games 10

soak: $(STAMP)
	$(BIN)/python benchmarks/soak.py
	$(BIN)/python benchmarks/troyes_soak.py

# The translation catalogues (rulebook/locale): extract every text, merge into each language, count what is left.
.PHONY: translations
translations: $(STAMP)
	$(BIN)/python tools/i18n.py

lint: $(STAMP)
	$(BIN)/python -m ruff check rulebook widgets tests benchmarks tools

clean:
	rm -rf $(VENV) build site *.egg-info
