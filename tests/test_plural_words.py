"""No sentence says "1 cards": a number put before a counted word is a Qt plural (``%n`` with
``tr(text, "", n)``), whose forms each language's catalogue holds (docs/HOUSE-RULES.md keeps
the words; the English catalogue holds only these plural forms)."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
CATALOGUES = ROOT / "resources" / "i18n"

#: A placeholder standing before a counted word: "%1 cards", "%2 points".
COUNTED = re.compile(r"%\d+\s+(?:\w+\s+)?(cards|points|tokens|files|mistakes|honey cards)\b")

#: Sentences whose number is never 1, with the reason.
NEVER_ONE = {
    # The partner tokens of a game of at least three players: two or more.
    "All %1 tokens are turned: the game is over",
}


def sources() -> list[str]:
    tree = ET.parse(CATALOGUES / "rectoverso_fr.ts")
    return [message.findtext("source") or "" for message in tree.getroot().iter("message")]


def test_the_catalogue_lists_the_sentences() -> None:
    assert len(sources()) > 500


def test_no_sentence_puts_a_bare_number_before_a_counted_word() -> None:
    bare = sorted({s for s in sources() if COUNTED.search(s) and s not in NEVER_ONE})
    assert not bare, "use %n and tr(text, '', n) for these:\n" + "\n".join(bare)


@pytest.mark.parametrize("language", ["en", "fr", "it", "pt"])
def test_every_counted_sentence_has_its_plural_forms(language: str) -> None:
    tree = ET.parse(CATALOGUES / f"rectoverso_{language}.ts")
    counted = [m for m in tree.getroot().iter("message") if m.get("numerus") == "yes"]
    assert counted, "no plural in the catalogue"
    for message in counted:
        translation = message.find("translation")
        assert translation is not None and translation.get("type") != "unfinished", message.findtext("source")
        forms = [form.text or "" for form in translation.iter("numerusform")]
        assert len(forms) == 2 and all(forms), (language, message.findtext("source"), forms)


def test_one_card_reads_one_card(qapp) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import QCoreApplication

    from app.i18n import install_language

    try:
        for language, one, two in (
            ("en", "1 card left", "2 cards left"),
            ("fr", "1 carte restante", "2 cartes restantes"),
        ):
            install_language(language)
            assert QCoreApplication.translate("VersoCardTable", "%n card(s) left", "", 1) == one
            assert QCoreApplication.translate("VersoCardTable", "%n card(s) left", "", 2) == two
    finally:
        install_language("en")
