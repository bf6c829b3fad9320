"""Every character the app shows is drawn from the fonts it ships, never from the system's (``app/fonts.py``).

Two proofs: each character of the interface (the catalogues, the strings in the code, the
rules and the guided games) is in one of the bundled files; and Qt, laying that text out
in the app's fonts, takes every glyph from a bundled family, with the system's own fonts
still installed and offering theirs.
"""

from __future__ import annotations

import ast
import unicodedata
import xml.etree.ElementTree as ET
from functools import cache
from pathlib import Path

import pytest
from PySide6.QtGui import QFont, QFontDatabase, QRawFont, QTextLayout

from app.fonts import FONT_FILES, MONO, SANS, SYMBOLS, mono_font, register_fonts, sans_font
from resources import resource_path

ROOT = Path(__file__).resolve().parents[1]
BUNDLED_FAMILIES = {SANS, MONO, SYMBOLS}


def _shown(character: str) -> bool:
    """A character that is drawn: not a line break, a tab or a control character."""
    return unicodedata.category(character) not in ("Cc", "Zl", "Zp") and character not in "\n\t"


@cache
def interface_characters() -> dict[str, str]:
    """Every character the app may draw, with one place it comes from."""
    found: dict[str, str] = {}

    def add(text: str, where: str) -> None:
        for character in text:
            if _shown(character):
                found.setdefault(character, where)

    for catalogue in sorted((ROOT / "resources" / "i18n").glob("*.ts")):
        for element in ET.parse(catalogue).iter():
            if element.tag in ("source", "translation", "numerusform") and element.text:
                add(element.text, catalogue.name)
    for package in ("app", "engines"):
        for source in sorted((ROOT / package).rglob("*.py")):
            for node in ast.walk(ast.parse(source.read_text(encoding="utf-8"))):
                if isinstance(node, ast.Constant) and isinstance(node.value, str):
                    add(node.value, str(source.relative_to(ROOT)))
    for pattern in ("rules/*.md", "guides/*.json"):
        for text_file in sorted((ROOT / "resources").glob(pattern)):
            add(text_file.read_text(encoding="utf-8"), str(text_file.relative_to(ROOT)))
    return found


def test_every_character_the_app_shows_is_in_a_bundled_font(qapp) -> None:  # type: ignore[no-untyped-def]
    fonts = [QRawFont(str(resource_path("fonts", name)), 12) for name in FONT_FILES]
    assert all(font.isValid() for font in fonts)
    missing = [
        f"U+{ord(c):04X} {unicodedata.name(c, '?')} ({where})"
        for c, where in sorted(interface_characters().items())
        if not any(font.supportsCharacter(ord(c)) for font in fonts)
    ]
    assert not missing, "no bundled font draws:\n" + "\n".join(missing)


def _families_drawing(font: QFont, text: str) -> dict[str, set[str]]:
    """Which font family Qt takes each character of ``text`` from, laid out in ``font``."""
    layout = QTextLayout(text, font)
    layout.beginLayout()
    layout.createLine()
    layout.endLayout()
    drawn: dict[str, set[str]] = {}
    for run in layout.glyphRuns():
        family = run.rawFont().familyName()
        assert 0 not in run.glyphIndexes(), f"{family} has no glyph for part of {text!r}"
        drawn.setdefault(family, set())
    return drawn


@pytest.mark.parametrize(
    "make_font",
    [
        lambda: QFont(SANS),
        lambda: sans_font(20, bold=True),
        lambda: mono_font(9),
    ],
    ids=["sans", "sans-bold", "mono"],
)
def test_qt_draws_the_whole_interface_from_the_bundled_fonts(qapp, make_font) -> None:  # type: ignore[no-untyped-def]
    register_fonts()
    characters = "".join(sorted(interface_characters()))
    families = _families_drawing(make_font(), characters)
    assert set(families) <= BUNDLED_FAMILIES, f"taken from the system: {set(families) - BUNDLED_FAMILIES}"


def test_the_app_font_and_its_fallback_are_the_bundled_ones(main_window) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtGui import QFontInfo
    from PySide6.QtWidgets import QApplication

    assert QFontInfo(QApplication.font()).family() == SANS
    assert QFontInfo(mono_font(9)).family() == MONO
    substitutes = [name.casefold() for name in QFont.substitutes(SANS) + QFont.substitutes(MONO)]
    assert substitutes == [SYMBOLS.casefold()] * 2
    assert {SANS, MONO, SYMBOLS} <= set(QFontDatabase.families())
