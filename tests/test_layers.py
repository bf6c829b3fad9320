"""The layers of docs/ARCHITECTURE.md: engines and export never reach up to Qt or the app."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

FORBIDDEN = {
    "engines": ("PySide6", "shiboken6", "app", "export", "reportlab", "PIL"),
    "export": ("PySide6", "shiboken6", "app"),
    "resources": ("PySide6", "app", "export", "engines"),
    "tableserver": ("PySide6", "shiboken6", "app"),
}


def _imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module.split(".")[0])
    return names


def test_lower_layers_do_not_import_upper_ones() -> None:
    problems = []
    for package, forbidden in FORBIDDEN.items():
        for path in sorted((ROOT / package).rglob("*.py")):
            bad = _imports(path) & set(forbidden)
            if bad:
                problems.append(f"{path.relative_to(ROOT)} imports {sorted(bad)}")
    assert not problems, "\n".join(problems)


def test_engines_and_export_load_without_qt() -> None:
    """Import every module below engines/, export/ and tableserver/ in a fresh interpreter: no Qt."""
    code = (
        "import importlib, pkgutil, sys\n"
        "import engines, export, tableserver\n"
        "for pkg in (engines, export, tableserver):\n"
        "    for info in pkgutil.walk_packages(pkg.__path__, pkg.__name__ + '.'):\n"
        "        if not info.name.endswith('__main__'):\n"
        "            importlib.import_module(info.name)\n"
        "bad = sorted(m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6', 'app'))\n"
        "assert not bad, bad\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120
    )
    assert result.returncode == 0, result.stderr
