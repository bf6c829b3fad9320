# One entry point for people and CI. Every target sets up .venv on first use and
# reinstalls only when pyproject.toml changes.
PYTHON ?= $(shell for p in python3.13 python3.12 python3.11 python3; do \
	command -v $$p >/dev/null 2>&1 && $$p -c 'import sys; sys.exit(sys.version_info < (3, 11))' && { echo $$p; break; }; done)
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: run test test-fast browser atspi bench lint clean package package-check deb deb-tools install-desktop \
	screenshots translations i18n-update

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

# The phone tests drive Debian's chromium (never a downloaded browser): install it when apt can;
# npm installs the axe-core they check the pages with.
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
	@# axe-core (package.json, pinned in package-lock.json) checks every phone page state; offline or
	@# without npm the accessibility tests are skipped, each saying why.
	@if [ -f node_modules/axe-core/axe.min.js ] && [ node_modules/.package-lock.json -nt package-lock.json ]; then :; \
	elif command -v npm >/dev/null 2>&1; then \
		npm ci --no-audit --no-fund --loglevel=error >/dev/null 2>&1 || \
		echo "npm could not install axe-core (offline?): the accessibility tests will be skipped"; \
	else echo "npm is not installed: the accessibility tests of the phone page will be skipped"; fi

# The screen-reader tests read the app over AT-SPI, as Orca does: Debian's at-spi2-core, D-Bus,
# Xvfb and the AT-SPI client for the system's python3 (python3-gi, gir1.2-atspi-2.0), installed
# like the browser above; where they cannot be, those tests are skipped, saying what is missing.
ATSPI_TOOLS := Xvfb:xvfb dbus-run-session:dbus-daemon /usr/libexec/at-spi-bus-launcher:at-spi2-core
atspi:
	@missing=""; for pair in $(ATSPI_TOOLS); do command -v $${pair%%:*} >/dev/null 2>&1 || missing="$$missing $${pair#*:}"; done; \
	/usr/bin/python3 -c "import gi; gi.require_version('Atspi', '2.0')" >/dev/null 2>&1 || missing="$$missing python3-gi gir1.2-atspi-2.0"; \
	if [ -z "$$missing" ]; then :; \
	elif command -v apt-get >/dev/null 2>&1 && { [ "$$(id -u)" = 0 ] || sudo -n true 2>/dev/null; }; then \
		as_root=$$([ "$$(id -u)" = 0 ] || echo "sudo -n"); \
		echo "Installing$$missing for the screen-reader tests..."; \
		$$as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends $$missing >/dev/null 2>&1 || \
		{ $$as_root apt-get update -q >/dev/null 2>&1; \
		  $$as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends $$missing >/dev/null; } || \
		echo "could not install$$missing: the screen-reader tests will be skipped"; \
	else echo "missing$$missing and apt cannot be used: the screen-reader tests will be skipped"; fi

# One worker more than the cores: the browser, server and screen-reader tests spend part of
# their time waiting on another process, and the extra worker uses it (14 min instead of 15.7
# on two cores).
WORKERS ?= $(shell echo $$(( $$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo 1) + 1 )))

# The tests start many Python processes (a worker per core, the app and its table server as
# subprocesses): each reads the project's compiled modules, and pytest its rewritten tests, from
# .venv/pycache instead of compiling them again, even where PYTHONDONTWRITEBYTECODE is set.
TEST_ENV := PYTHONDONTWRITEBYTECODE= PYTHONPYCACHEPREFIX=$(CURDIR)/$(VENV)/pycache

test: $(STAMP) translations browser atspi
	$(TEST_ENV) $(BIN)/python -m pytest -n $(WORKERS) --dist loadgroup

# The edit loop: the same suite without the tests marked slow (whole games, every print
# format, the browser and the fuzzers), which `make test` still runs.
test-fast: $(STAMP) translations browser
	$(TEST_ENV) $(BIN)/python -m pytest -n $(WORKERS) --dist loadgroup -m "not slow"

bench: $(STAMP) translations
	$(BIN)/python -m tests.benchmarks

# The release workflow is checked against GitHub's schema as check-jsonschema ships it (no network).
lint: $(STAMP)
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/mypy
	$(BIN)/check-jsonschema --builtin-schema vendor.github-workflows .github/workflows/*.yml

# The README's pictures: the main views at 1600×1000, shrunk to keep the repository small.
README_SHOTS := home recto_verso-puzzle recto_verso-ladder verso revorso-memory dj05135 rules print
screenshots: $(STAMP) translations
	rm -rf build/screenshots && QT_QPA_PLATFORM=offscreen $(BIN)/rectoverso --screenshots build/screenshots
	mkdir -p docs/screenshots
	$(BIN)/python -c "import sys; from PIL import Image; [Image.open(f'build/screenshots/{n}.png').convert('RGB').resize((1000, 625), Image.LANCZOS).save(f'docs/screenshots/{n}.png', optimize=True) for n in sys.argv[1:]]" $(README_SHOTS)

# The desktop build: a clean virtual environment with pinned versions, then PyInstaller (onedir),
# by the same script the release workflow runs on Windows and macOS.
PKG_VENV := build/package-venv
VERSION = $(shell sed -n 's/^version = "\(.*\)"/\1/p' pyproject.toml)
DEB_ARCH = $(shell dpkg --print-architecture 2>/dev/null)
package:
	@test -n "$(PYTHON)" || { echo "Python 3.11 or newer is needed." >&2; exit 1; }
	PYTHON=$(PYTHON) packaging/freeze.sh

# The Debian package's tools, installed with apt as root or with password-less sudo (as the
# browser above); where that cannot be done the checks that need one are skipped, saying so.
DEB_TOOLS := lintian:lintian desktop-file-validate:desktop-file-utils appstreamcli:appstream readelf:binutils
deb-tools:
	@missing=""; for pair in $(DEB_TOOLS); do command -v $${pair%%:*} >/dev/null 2>&1 || missing="$$missing $${pair#*:}"; done; \
	if [ -z "$$missing" ]; then :; \
	elif command -v apt-get >/dev/null 2>&1 && { [ "$$(id -u)" = 0 ] || sudo -n true 2>/dev/null; }; then \
		as_root=$$([ "$$(id -u)" = 0 ] || echo "sudo -n"); \
		echo "Installing$$missing for the Debian package..."; \
		$$as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends $$missing >/dev/null 2>&1 || \
		{ $$as_root apt-get update -q >/dev/null 2>&1; \
		  $$as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends $$missing >/dev/null; } || \
		echo "could not install$$missing: the checks that need them will be skipped"; \
	else echo "missing$$missing and apt cannot be used: the checks that need them will be skipped"; fi

# dist/rectoverso-studio_<version>_<arch>.deb from the onedir build (packaging/linux/build_deb.py).
deb: package deb-tools
	$(PKG_VENV)/bin/python packaging/linux/build_deb.py

# The frozen app's smoke test, then the .deb validated, unpacked with dpkg -x and started from there.
package-check: deb
	$(PKG_VENV)/bin/python packaging/check_frozen.py dist/rectoverso-studio/rectoverso-studio
	$(PKG_VENV)/bin/python packaging/linux/check_deb.py dist/rectoverso-studio_$(VERSION)_$(DEB_ARCH).deb

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
