"""Collect the translatable texts outside the app for Qt Linguist.

Qt's lupdate reads only the app's sources, so it cannot see two kinds of texts:

- engine sentences, built with ``engines.text.t("template", ...)`` (context ``engine``);
- printed texts, marked with ``engines.catalogue.tr_noop(context, "text")`` in
  ``export/`` (and wherever else outside the app), looked up at print time by the
  Qt-free catalogue reader; a third argument is a comment for the translators, written
  as lupdate's ``#:`` line above the entry.

This script finds every literal one and writes them into ``app/i18n_engine_strings.py``
as ``QT_TRANSLATE_NOOP(context, ...)`` entries, which lupdate reads; without them
``lupdate -no-obsolete`` would drop their translations. ``make i18n-update`` runs it; a
test checks that the generated file is current.
"""

from __future__ import annotations

import ast
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TARGET = ROOT / "app" / "i18n_engine_strings.py"

_HEADER = '''"""Engine sentences and printed texts for lupdate (made by ``python -m app.i18n_sources``)."""

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


#: Folders outside the app whose ``tr_noop`` marks are collected.
_MARKED_FOLDERS = ("engines", "export", "tableserver")
_MARKER = "tr_noop"


def _module_constants(tree: ast.Module) -> dict[str, str]:
    """Module-level ``NAME = "literal"`` assignments, to resolve a context given by name."""
    constants: dict[str, str] = {}
    for node in tree.body:
        if isinstance(node, ast.Assign) and isinstance(node.value, ast.Constant):
            value = node.value.value
            if isinstance(value, str):
                for target in node.targets:
                    if isinstance(target, ast.Name):
                        constants[target.id] = value
    return constants


def _is_marker(func: ast.expr) -> bool:
    return (isinstance(func, ast.Name) and func.id == _MARKER) or (
        isinstance(func, ast.Attribute) and func.attr == _MARKER
    )


def marked_texts() -> list[tuple[str, str]]:
    """Every ``tr_noop(context, "text")`` outside the app, as (context, text), in a stable order.

    The context may be a literal or a module-level constant; anything else cannot be
    extracted, so it is an error rather than a text silently left out of the catalogues.
    """
    return list(_marks())


def translator_comments() -> dict[tuple[str, str], str]:
    """The comment given to translators with a mark (``tr_noop``'s third argument), by (context, text)."""
    return {key: comment for key, comment in _marks().items() if comment}


def _marks() -> dict[tuple[str, str], str]:
    found: dict[tuple[str, str], str] = {}
    for folder in _MARKED_FOLDERS:
        for path in sorted((ROOT / folder).rglob("*.py")):
            tree = ast.parse(path.read_text(encoding="utf-8"))
            constants = _module_constants(tree)
            for node in ast.walk(tree):
                if not (isinstance(node, ast.Call) and _is_marker(node.func)):
                    continue
                args = node.args
                shaped = len(args) in (2, 3)
                context: str | None = None
                if shaped and isinstance(args[0], ast.Constant) and isinstance(args[0].value, str):
                    context = args[0].value
                elif shaped and isinstance(args[0], ast.Name):
                    context = constants.get(args[0].id)
                text = args[1] if shaped else None
                comment = args[2] if len(args) == 3 else ast.Constant("")
                if (
                    context is None
                    or not (isinstance(text, ast.Constant) and isinstance(text.value, str))
                    or not (isinstance(comment, ast.Constant) and isinstance(comment.value, str))
                ):
                    where = f"{path.relative_to(ROOT)}:{node.lineno}"
                    raise ValueError(f"{where}: {_MARKER} needs a literal context (or constant) and text")
                found.setdefault((context, text.value), comment.value)
    return found


def render() -> str:
    lines = [_HEADER]
    for template in engine_templates():
        lines.append(f"    QT_TRANSLATE_NOOP({'engine'!r}, {template!r}),\n")
    lines.append("]\n\nPRINT_STRINGS = [\n")
    comments = translator_comments()
    for context, text in marked_texts():
        if (context, text) in comments:
            lines.append(f"    #: {comments[context, text]}\n")
        lines.append(f"    QT_TRANSLATE_NOOP({context!r}, {text!r}),\n")
    lines.append("]\n")
    return "".join(lines)


def main() -> int:
    text = render()
    if not TARGET.exists() or TARGET.read_text(encoding="utf-8") != text:
        TARGET.write_text(text, encoding="utf-8")
        counts = f"{len(engine_templates())} engine sentences, {len(marked_texts())} printed texts"
        print(f"wrote {TARGET.relative_to(ROOT)} ({counts})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
