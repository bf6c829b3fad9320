"""Every class of the rules and the print has a name of its own, so a name read in a traceback,
a log line or a search points at one class (docs/ARCHITECTURE.md, "Layers")."""

from __future__ import annotations

import ast
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
FOLDERS = ("engines", "export")
#: Names two games still share because tableserver/ imports both by these names: Verso's
#: and Revorso's ``Draw`` and ``Pass`` actions, Verso's and DJ05135's card ``Face``.
SHARED_BY_TABLESERVER = {"Draw", "Face", "Pass"}


def _classes(folders: tuple[str, ...]) -> dict[str, list[str]]:
    found: dict[str, list[str]] = defaultdict(list)
    for folder in folders:
        for path in sorted((ROOT / folder).rglob("*.py")):
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if isinstance(node, ast.ClassDef):
                    found[node.name].append(str(path.relative_to(ROOT)))
    return found


def test_no_two_classes_of_engines_and_export_share_a_name() -> None:
    shared = {name: files for name, files in _classes(FOLDERS).items() if len(files) > 1}
    assert set(shared) == SHARED_BY_TABLESERVER, "\n".join(
        f"{name}: {', '.join(files)}" for name, files in sorted(shared.items())
    )
