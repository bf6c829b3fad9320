# One entry point for people and CI. Every target sets up .venv on first use and
# reinstalls only when pyproject.toml changes.
PYTHON ?= $(shell for p in python3.13 python3.12 python3.11 python3; do \
	command -v $$p >/dev/null 2>&1 && $$p -c 'import sys; sys.exit(sys.version_info < (3, 11))' && { echo $$p; break; }; done)
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: run test test-fast browser bench lint clean package package-check install-desktop screenshots translations i18n-update

$(STAMP): pyproject.toml
	@test -n "$(PYTHON)" || { echo "Python 3.11 or newer is needed (python3.11, python3.12 ...)." >&2; exit 1; }
	@test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[dev]'
	@touch $(STAMP)

# Translations: Qt Linguist sources (.ts, English is the source language) compiled to .qm.
# English is the source language; its catalogue holds only the plural forms of counts.
LANGS := fr it pt
TS_FILES := $(foreach l,en $(LANGS),resources/i18n/rectoverso_$(l).ts)
QM_FILES := $(TS_FILES:.ts=.qm)

resources/i18n/%.qm: resources/i18n/%.ts $(STAMP)
	$(BIN)/pyside6-lrelease -silent $< -qm $@

translations: $(QM_FILES)

# Refresh the .ts files from the source code (new strings come in marked unfinished).
i18n-update: $(STAMP)
	$(BIN)/python -m app.i18n_sources
	$(BIN)/pyside6-lupdate -no-obsolete -locations none $$(find app -name '*.py' | sort) $(foreach l,$(LANGS),-ts resources/i18n/rectoverso_$(l).ts)
	$(BIN)/pyside6-lupdate -pluralonly -no-obsolete -locations none $$(find app -name '*.py' | sort) -ts resources/i18n/rectoverso_en.ts

run: $(STAMP) translations
	$(BIN)/rectoverso

# The phone tests drive Debian's chromium (never a downloaded browser): install it when apt can.
browser:
	@if command -v chromium >/dev/null 2>&1; then :; \
	elif command -v apt-get >/dev/null 2>&1 && { [ "$$(id -u)" = 0 ] || sudo -n true 2>/dev/null; }; then \
		as_root=$$([ "$$(id -u)" = 0 ] || echo "sudo -n"); \
		echo "Installing Debian's chromium for the phone tests..."; \
		$$as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q chromium >/dev/null 2>&1 || \
		{ $$as_root apt-get update -q >/dev/null 2>&1; \
		  $$as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q chromium >/dev/null; } || \
		echo "chromium could not be installed: the browser tests will be skipped"; \
	else echo "chromium is not installed and apt cannot be used: the browser tests will be skipped"; fi

test: $(STAMP) translations browser
	$(BIN)/python -m pytest -n auto --dist loadgroup

# The edit loop: the same suite without the tests marked slow (whole games, every print
# format, the browser and the fuzzers), which `make test` still runs.
test-fast: $(STAMP) translations browser
	$(BIN)/python -m pytest -n auto --dist loadgroup -m "not slow"

bench: $(STAMP) translations
	$(BIN)/python -m tests.benchmarks

lint: $(STAMP)
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/mypy

# The README's pictures: the main views at 1600×1000, shrunk to keep the repository small.
README_SHOTS := home recto_verso-puzzle recto_verso-ladder verso revorso-memory dj05135 rules print
screenshots: $(STAMP) translations
	rm -rf build/screenshots && QT_QPA_PLATFORM=offscreen $(BIN)/rectoverso --screenshots build/screenshots
	mkdir -p docs/screenshots
	$(BIN)/python -c "import sys; from PIL import Image; [Image.open(f'build/screenshots/{n}.png').convert('RGB').resize((1000, 625), Image.LANCZOS).save(f'docs/screenshots/{n}.png', optimize=True) for n in sys.argv[1:]]" $(README_SHOTS)

# The desktop build: a clean virtual environment with pinned versions, then PyInstaller (onedir).
PKG_VENV := build/package-venv
package:
	@test -n "$(PYTHON)" || { echo "Python 3.11 or newer is needed." >&2; exit 1; }
	rm -rf $(PKG_VENV) build/pyinstaller dist/rectoverso-studio
	$(PYTHON) -m venv $(PKG_VENV)
	$(PKG_VENV)/bin/python -m pip install --quiet --upgrade pip
	$(PKG_VENV)/bin/python -m pip install --quiet -r packaging/requirements-package.txt
	$(PKG_VENV)/bin/python -m pip install --quiet --no-deps .
	$(PKG_VENV)/bin/python packaging/make_icons.py build/icons
	for ts in $(TS_FILES); do $(PKG_VENV)/bin/pyside6-lrelease -silent $$ts -qm $${ts%.ts}.qm; done
	$(PKG_VENV)/bin/pyinstaller --noconfirm --log-level WARN --distpath dist --workpath build/pyinstaller packaging/rectoverso.spec

package-check: package
	$(PKG_VENV)/bin/python packaging/check_frozen.py dist/rectoverso-studio/rectoverso-studio
	@if command -v desktop-file-validate >/dev/null; then desktop-file-validate packaging/linux/rectoverso-studio.desktop; fi
	@if command -v appstreamcli >/dev/null; then appstreamcli validate --no-net packaging/linux/rectoverso-studio.metainfo.xml; fi

# A menu launcher for the current user, pointing at the frozen build if there is one, else at .venv.
APPS_DIR ?= $(HOME)/.local/share/applications
ICONS_DIR ?= $(HOME)/.local/share/icons/hicolor
install-desktop: $(STAMP)
	$(BIN)/python packaging/make_icons.py build/icons
	@for size in 16 24 32 48 64 128 256 512; do \
		mkdir -p $(ICONS_DIR)/$${size}x$${size}/apps; \
		cp build/icons/rectoverso-studio-$$size.png $(ICONS_DIR)/$${size}x$${size}/apps/rectoverso-studio.png; \
	done
	mkdir -p $(ICONS_DIR)/scalable/apps $(APPS_DIR)
	cp resources/icons/rectoverso-studio.svg $(ICONS_DIR)/scalable/apps/rectoverso-studio.svg
	@if [ -x dist/rectoverso-studio/rectoverso-studio ]; then exe="$(CURDIR)/dist/rectoverso-studio/rectoverso-studio"; \
	else exe="$(CURDIR)/$(BIN)/rectoverso"; fi; \
	sed "s|^Exec=rectoverso|Exec=$$exe|" packaging/linux/rectoverso-studio.desktop > $(APPS_DIR)/rectoverso-studio.desktop; \
	echo "launcher installed in $(APPS_DIR) (runs $$exe)"

clean:
	rm -rf $(VENV) build dist *.egg-info .pytest_cache .ruff_cache
