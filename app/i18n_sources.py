"""Collect the engines' translatable templates for Qt Linguist.

Engines build sentences with ``engines.text.t("template", ...)``, which Qt's lupdate
cannot see (engines do not import Qt). This script finds every literal template passed
to ``t`` under ``engines/`` and writes them into ``app/i18n_engine_strings.py`` as
``QT_TRANSLATE_NOOP("engine", ...)`` entries, which lupdate reads. ``make i18n-update``
runs it; a test checks that the generated file is current.
"""

from __future__ import annotations

import ast
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TARGET = ROOT / "app" / "i18n_engine_strings.py"

_HEADER = '''"""Engine sentences for the translation catalogues (made by ``python -m app.i18n_sources``)."""

from PySide6.QtCore import QT_TRANSLATE_NOOP

ENGINE_STRINGS = [
'''


def engine_templates() -> list[str]:
    """Every literal first argument of a call to ``t(...)`` in the engines, in a stable order."""
    found: dict[str, None] = {}
    for path in sorted((ROOT / "engines").rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Name)
                and node.func.id == "t"
                and node.args
                and isinstance(node.args[0], ast.Constant)
                and isinstance(node.args[0].value, str)
            ):
                found[node.args[0].value] = None
    return list(found)


def render() -> str:
    lines = [_HEADER]
    for template in engine_templates():
        lines.append(f"    QT_TRANSLATE_NOOP({'engine'!r}, {template!r}),\n")
    lines.append("]\n")
    return "".join(lines)


def main() -> int:
    text = render()
    if not TARGET.exists() or TARGET.read_text(encoding="utf-8") != text:
        TARGET.write_text(text, encoding="utf-8")
        print(f"wrote {TARGET.relative_to(ROOT)} ({len(engine_templates())} engine sentences)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
