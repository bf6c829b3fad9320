"""Every word drawn on a card speaks the reader's language; the marks are letters chosen per language.

The print and the screen draw the same :mod:`export.art` faces, so a face drawn in French
must carry no English-only word, and a piece's mark must come from its French name
(docs/HOUSE-RULES.md, "Colour marks").
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QLibraryInfo, QRectF, QSettings, QTranslator
from PySide6.QtGui import QImage, QKeySequence, QPainter
from PySide6.QtWidgets import QApplication

from engines.catalogue import translate_message
from engines.dj05135.cards import animal_mark, animal_word
from engines.recto_verso.cards import shipped_cards
from engines.recto_verso.pieces import letter_to_piece, piece_mark, piece_word, pieces
from export.art.building_card import building_card_side
from export.art.dj05135 import ANIMALS, PICTOGRAMS, dj_face
from export.art.primitives import Drawing, Group, Item, Text
from export.art.revorso import KINDS, revorso_back, revorso_face
from export.art.verso import COLOURS, verso_face

ROOT = Path(__file__).resolve().parents[1]
LANGS = ("fr", "it", "pt")
#: Words the same in every language: the games' names and the sides' Latin names.
EVERYWHERE = {"RECTO", "VERSO", "REVORSO"}


def _texts(item: Item | Drawing) -> Iterator[str]:
    if isinstance(item, Text):
        yield item.text
    elif isinstance(item, Group | Drawing):
        for child in item.items:
            yield from _texts(child)


def _words(drawings: list[Drawing]) -> set[str]:
    """The words (two letters or more) drawn on ``drawings``, upper-cased."""
    return {w.upper() for d in drawings for text in _texts(d) for w in re.findall(r"[^\W\d_]{2,}", text)}


def faces_by_kind(language: str) -> dict[str, list[Drawing]]:
    """Every face kind of the four games, drawn in ``language``."""
    rows = ["..Y.", "..Y.", "GGBY", "KWEN", "RPPO", "RVVO"]
    return {
        "verso": [verso_face(c, v, p, language=language) for c in COLOURS for v in (1, "*") for p in (1, 3)],
        "revorso": [revorso_face(kind, language=language) for kind in KINDS] + [revorso_back()],
        "dj05135": [dj_face(a, None, language=language) for a in ANIMALS]
        + [dj_face("cat", kind, language=language) for kind in PICTOGRAMS],
        "recto_verso": [
            building_card_side("E01", level, side, rows, language=language)
            for level in ("easy", "hard")
            for side in ("front", "back")
        ],
    }


ENGLISH = {kind: _words(drawings) - EVERYWHERE for kind, drawings in faces_by_kind("en").items()}


def test_the_english_faces_have_words_to_translate() -> None:
    assert {"EASY", "HARD", "FRONT", "BEHIND"} <= ENGLISH["recto_verso"]
    assert {"HONEY", "EFFECT", "ACTION"} <= ENGLISH["revorso"]
    assert "JOKER" in ENGLISH["verso"]
    assert {"SKIP", "MAGNIFIER"} <= ENGLISH["dj05135"]


#: English words a language spells the same, so they may stay (checked against the catalogue below).
SAME = {
    "fr": {"JOKER", "ACTION", "FRONT"},  # "seen from the front" → "vu de face": FRONT is not there
    "it": {"SWITCH"},  # the Italian rules (resources/rules/revorso.it.md) name that card "Switch"
    "pt": {"JOKER"},
}


def test_no_english_only_word_is_drawn() -> None:
    found = []
    for language in LANGS:
        for kind, drawings in faces_by_kind(language).items():
            left = (ENGLISH[kind] & _words(drawings)) - SAME[language]
            if left:
                found.append(f"English words on the {language} {kind} faces: {sorted(left)}")
    assert not found, "\n".join(found)


def test_the_words_allowed_to_stay_are_real_translations() -> None:
    assert "JOKER" in _words([verso_face("blue", "*", 1, language="fr")])
    assert "ACTION" in _words([revorso_face("bear", language="fr")])
    assert "JOLLY" in _words([verso_face("blue", "*", 1, language="it")])
    assert "FRONT" not in _words(faces_by_kind("fr")["recto_verso"])


def test_the_building_card_prints_level_and_side_in_french() -> None:
    words = set(_texts(building_card_side("E01", "easy", "front", ["KWEN"], language="fr")))
    assert {"FACILE", "vu de face"} <= words
    assert "EASY" not in words


# --- the marks ----------------------------------------------------------------------


@pytest.mark.parametrize("language", ("en", *LANGS))
def test_piece_marks_are_unique_letters_of_the_translated_colour(language: str) -> None:
    marks = {p.name: piece_mark(p.name, language) for p in pieces()}
    assert len(marks) == 11
    assert len(set(marks.values())) == 11, marks
    for name, mark in marks.items():
        colour = translate_message(language, piece_word(name)).upper()
        assert len(mark) == 1 and mark.isalpha() and mark.isupper(), (name, mark)
        assert mark in colour, f"{language}: {mark!r} is not a letter of {colour!r}"


@pytest.mark.parametrize("language", ("en", *LANGS))
def test_animal_marks_are_unique_letters_of_the_translated_animal(language: str) -> None:
    marks = {animal: animal_mark(animal, language) for animal in ANIMALS}
    assert len(set(marks.values())) == len(ANIMALS), marks
    for animal, mark in marks.items():
        name = translate_message(language, animal_word(animal)).upper()
        assert len(mark) == 1 and mark in name, f"{language}: {mark!r} is not a letter of {name!r}"


def test_french_marks_differ_from_the_data_codes() -> None:
    """The card files' letters are codes: a French black piece reads N, not K."""
    assert piece_mark("black", "fr") == "N" and letter_to_piece()["K"].name == "black"
    assert piece_mark("black", "en") == "K"
    assert animal_mark("dog", "fr") == "N"


def _single_letters(drawing: Drawing) -> list[str]:
    return [t for t in _texts(drawing) if len(t) == 1 and t.isalpha()]


def test_the_printed_deck_carries_the_french_marks() -> None:
    from export.decks import load_deck

    deck = load_deck("recto_verso", (63.0, 88.0), "fr")
    card = shipped_cards()[0]
    expected = sorted(
        piece_mark(letter_to_piece()[c].name, "fr") for row in card.front for c in row if c != "."
    )
    assert sorted(_single_letters(deck.cards[0].front)) == expected
    french = {piece_mark(p.name, "fr") for p in pieces()}
    for printed in deck.cards[:10]:
        assert set(_single_letters(printed.front)) | set(_single_letters(printed.back)) <= french
    dj = load_deck("dj05135", (63.0, 88.0), "fr").cards[0].front
    assert set(_single_letters(dj)) <= {animal_mark(a, "fr") for a in ANIMALS}


@pytest.fixture
def french(qapp: QApplication) -> Iterator[None]:
    from app.i18n import install_language

    try:
        assert install_language("fr")
        yield
    finally:
        install_language("en")


def test_screen_and_print_draw_the_same_marks(qtbot: Any, french: None) -> None:
    """The card maker's preview, the board, the tray and the facade panel ask the print's function."""
    from app.recto_verso.card_maker import _CardFaces
    from app.recto_verso.marks import code_mark, mark
    from app.recto_verso.tray import PieceButton
    from export.decks import load_deck

    card = shipped_cards()[0]
    faces = _CardFaces()
    qtbot.addWidget(faces)
    faces.set_card(card)
    screen = faces.drawings()
    printed = load_deck("recto_verso", (63.0, 88.0), "fr").cards[0]
    assert sorted(_single_letters(screen[0])) == sorted(_single_letters(printed.front))
    assert "FACILE" in set(_texts(screen[0])) or "DIFFICILE" in set(_texts(screen[0]))
    assert mark("black") == code_mark("K") == piece_mark("black", "fr") == "N"
    button = PieceButton("black")
    qtbot.addWidget(button)
    assert button.text().startswith("N · noire")


def test_the_home_tiles_draw_their_cards_in_french(french: None, monkeypatch: pytest.MonkeyPatch) -> None:
    from app.art import tile_art

    drawn: list[Drawing] = []
    monkeypatch.setattr(tile_art, "_real_cards", lambda p, area, drawings, *rest: drawn.extend(drawings))
    image = QImage(300, 200, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    for paint in (tile_art.paint_memory_row, tile_art.paint_animal_cards, tile_art.paint_cards_flip):
        paint(painter, QRectF(0, 0, 300, 200))
    painter.end()
    words = _words(drawn)
    assert "MIEL" in words and "HONEY" not in words
    assert "REVERSE" not in words


def test_the_revorso_and_dj05135_tables_draw_french_faces(french: None) -> None:
    from app.dj05135.sprites import face_drawing as dj_drawing
    from app.revorso.cards import face_drawing as revorso_drawing
    from app.verso.art import face_drawing as verso_drawing

    assert "EFFET" in _words([revorso_drawing("plus3", "fr")])
    assert _single_letters(dj_drawing("dog", None)) == ["N", "N"]
    joker = next(f for f in _verso_faces() if f.is_joker)
    assert "JOKER" in _words([verso_drawing(joker)])


def _verso_faces() -> list[Any]:
    from engines.verso.cards import load_deck

    return [face for card in load_deck() for face in card.faces]


# --- key names and agreeing values --------------------------------------------------

#: An English key name in the texts, and the key Qt names natively.
KEY_NAMES = {"Delete": "Del", "Esc": "Esc", "Shift": "Shift", "Backspace": "Backspace"}


def _native(language: str) -> dict[str, str]:
    """Each key of :data:`KEY_NAMES` as Qt's own translation for ``language`` names it (itself if none)."""
    app = QApplication.instance()
    assert app is not None
    translator = QTranslator()
    found = translator.load(
        f"qtbase_{language}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    )
    if found:
        app.installTranslator(translator)
    try:
        return {
            english: QKeySequence(key).toString(QKeySequence.SequenceFormat.NativeText)
            for english, key in KEY_NAMES.items()
        }
    finally:
        if found:
            app.removeTranslator(translator)


@pytest.mark.parametrize("language", LANGS)
def test_key_names_are_the_languages_own(qapp: QApplication, language: str) -> None:
    """An English key name Qt itself translates (Delete → Suppr, Canc) never stays in a translation."""
    import xml.etree.ElementTree as ET

    native = _native(language)
    translated_keys = [english for english, key in KEY_NAMES.items() if native[english] != key]
    root = ET.parse(ROOT / "resources" / "i18n" / f"rectoverso_{language}.ts").getroot()
    texts = ["".join(t.itertext()) for t in root.iter("translation")]
    for english in translated_keys:
        left = [t for t in texts if re.search(rf"\b{english}\b", t)]
        assert not left, f"{language} says {english!r} where keyboards print {native[english]!r}: {left[:3]}"
    if language == "fr":
        assert translated_keys and "Delete" in translated_keys


def test_the_recto_verso_key_list_says_suppr_in_french(french: None) -> None:
    from app.recto_verso.keys import key_help

    keys = [keys for keys, _ in key_help()]
    assert "Suppr" in keys and "Delete" not in keys
    assert "Tab / Maj+Tab" in keys


@pytest.mark.parametrize(("language", "expected"), [("fr", "Normale"), ("it", "Normale"), ("pt", "Normal")])
def test_the_speed_value_agrees_with_its_label(
    qtbot: Any, tmp_path: Path, language: str, expected: str
) -> None:
    from app.i18n import install_language
    from app.settings import Settings
    from app.table.speed_box import SpeedBox

    settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    try:
        assert install_language(language)
        box = SpeedBox(settings)
        qtbot.addWidget(box)
        assert box.label.text() != "Computer speed:"
        assert box.combo.currentText() == expected
    finally:
        install_language("en")
