#!/usr/bin/env bash
# The fast tests on the runner's own system: everything not marked slow, on every core.
set -euo pipefail
python -m pip install --quiet --upgrade pip
python -m pip install --quiet -e '.[dev]'
for ts in resources/i18n/*.ts; do pyside6-lrelease -silent "$ts" -qm "${ts%.ts}.qm"; done
python -m pytest -m "not slow" -n auto
