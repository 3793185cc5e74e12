# Two entry points: `make site` builds the site, `make test` runs the whole test suite.
# Both create the virtual environment in .venv on first use.

PYTHON ?= python3
VENV   ?= .venv
BIN     = $(VENV)/bin

.PHONY: site serve test lint check status extract reference bench system-deps clean

NPM ?= npm

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

$(VENV)/.installed: pyproject.toml | $(BIN)/python
	$(BIN)/pip install --quiet -e '.[test]'
	@touch $@

# Pyodide, which the built site carries for the Play page, and axe-core, which the browser
# tests put into each page, at the versions package-lock.json pins
node_modules/.package-lock.json: package.json package-lock.json
	$(NPM) ci --no-audit --no-fund --loglevel=error

## site: build the multilingual site into site/ (strict: any warning fails the build)
# Built into a temporary folder and swapped in only on success: a failed build keeps the old site.
site: $(VENV)/.installed node_modules/.package-lock.json
	@tmp=$$(mktemp -d) && \
	if NO_MKDOCS_2_WARNING=1 $(BIN)/mkdocs build --strict --quiet -d "$$tmp/site"; then \
		rm -rf site.previous && { [ ! -d site ] || mv site site.previous; } && \
		mv "$$tmp/site" site && rm -rf site.previous "$$tmp" && echo "site built into site/"; \
	else rm -rf "$$tmp"; echo "site not built; site/ left as it was" >&2; exit 1; fi

## serve: live preview; edits to rules/*.yaml and locales/*.po rebuild the pages
## (ONLY=hu: English and that language only, for a translator's quick preview)
serve: $(VENV)/.installed node_modules/.package-lock.json
	GIN_RULES_ONLY=$(ONLY) NO_MKDOCS_2_WARNING=1 $(BIN)/mkdocs serve

## check: the rule data, its examples and the catalogs, a line per problem (exit 1 on errors)
check: $(VENV)/.installed
	$(BIN)/gin-rules check

## status: how far each language is translated
status: $(VENV)/.installed
	$(BIN)/gin-rules i18n status

## extract: messages.pot from rules/ and the templates, merged into every catalog
extract: $(VENV)/.installed
	$(BIN)/gin-rules i18n extract

## reference: rules/README.md, the reference of the variant file format
reference: $(VENV)/.installed
	$(BIN)/gin-rules reference > rules/README.md

system-deps:
	bash scripts/system-deps

# The tests' caches live in the user's cache folder, never in the checkout; compiled Python
# too, even where the environment turns bytecode off (it would be compiled on every run).
TEST_CACHE ?= $(or $(XDG_CACHE_HOME),$(HOME)/.cache)/gin-rules-tests

## test: lint, then every test (engine, rule data, catalogs, examples on every page, browser)
test: $(VENV)/.installed system-deps node_modules/.package-lock.json
	$(BIN)/ruff check --no-cache .
	MYPY_CACHE_DIR="$(TEST_CACHE)/mypy" $(BIN)/mypy
	env -u PYTHONDONTWRITEBYTECODE PYTHONPYCACHEPREFIX="$(TEST_CACHE)/pycache" \
		$(BIN)/python -m pytest -n auto

## lint: ruff (rules and format) and mypy --strict on generator/
lint: $(VENV)/.installed
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	MYPY_CACHE_DIR="$(TEST_CACHE)/mypy" $(BIN)/mypy

## bench: speed against the outside engines (installs the `bench` extra), and the build
bench: $(VENV)/.installed
	$(BIN)/pip install --quiet -e '.[test,bench]'
	$(BIN)/python benchmarks/bench_deadwood.py
	$(BIN)/python benchmarks/bench_hands.py --hands 2000 --repeat 2
	$(BIN)/python benchmarks/bench_build.py

clean:
	rm -rf $(VENV) site node_modules .pytest_cache .ruff_cache .hypothesis
