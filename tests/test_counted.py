"""Counted sentences: declared once for lupdate, shown in the right form for each count."""

from __future__ import annotations

import ast
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from app.counted import Counted

ROOT = Path(__file__).resolve().parents[1]


def _declared() -> list[tuple[Path, str, str]]:
    """Every ``Counted.translate(context, source, ...)`` in the app, as lupdate reads it."""
    found = []
    for path in sorted((ROOT / "app").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Attribute)
                and node.func.attr == "translate"
                and isinstance(node.func.value, ast.Name)
                and node.func.value.id == "Counted"
            ):
                context, source = (arg.value for arg in node.args[:2] if isinstance(arg, ast.Constant))
                found.append((path, context, source))
    return found


def test_revorso_and_verso_declare_their_counted_sentences_with_the_one_helper() -> None:
    places = {path.relative_to(ROOT).as_posix() for path, _, _ in _declared()}
    assert {"app/revorso/announce.py", "app/verso/bank_note.py"} <= places
    for path in sorted((ROOT / "app").rglob("*.py")):
        assert "_FOR_LUPDATE" not in path.read_text(encoding="utf-8"), path


@pytest.mark.parametrize("lang", ["en", "fr", "it", "pt"])
def test_every_declared_sentence_is_a_plural_entry(lang: str) -> None:
    root = ET.parse(ROOT / "resources" / "i18n" / f"rectoverso_{lang}.ts").getroot()
    numerus = {
        (context.findtext("name"), message.findtext("source"))
        for context in root.iter("context")
        for message in context.iter("message")
        if message.get("numerus") == "yes"
    }
    declared = _declared()
    assert declared
    missing = [
        (str(path.name), context, source)
        for path, context, source in declared
        if (context, source) not in numerus
    ]
    assert not missing, missing


def test_a_counted_sentence_reads_right_for_one_and_for_many(qapp) -> None:  # type: ignore[no-untyped-def]
    from app.i18n import install_language
    from app.revorso.announce import YOU_DRAW_MORE
    from app.verso.bank_note import BANKED

    assert Counted("RevorsoTableView", "Your turn: draw %n more card(s).") == YOU_DRAW_MORE
    install_language("en")
    assert YOU_DRAW_MORE(1) == "Your turn: draw 1 more card."
    assert YOU_DRAW_MORE(3) == "Your turn: draw 3 more cards."
    install_language("fr")
    try:
        assert BANKED(1) == "%1 a encaissé 1 carte"
        assert BANKED(4) == "%1 a encaissé 4 cartes"
    finally:
        install_language("en")
