"""Printed texts and shared words come from the translation catalogues, read without Qt."""

from __future__ import annotations

import ast
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest

from engines import catalogue as cat
from engines.catalogue import load_catalogue, translate, translate_message
from engines.dj05135 import cards as dj_cards
from engines.recto_verso.pieces import piece_word
from engines.text import t
from export.art.primitives import Drawing, Group, Item, Text

ROOT = Path(__file__).resolve().parents[1]
LANGS = ("fr", "it", "pt")
A4 = (210.0, 297.0)

_TS = """<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR" sourcelanguage="en">
<context>
    <name>print_sheet</name>
    <message>
        <source>Round</source>
        <translation>Manche</translation>
    </message>
    <message>
        <source>Stage</source>
        <translation type="unfinished">Étape</translation>
    </message>
    <message>
        <source>Done</source>
        <translation type="vanished">Réussi</translation>
    </message>
    <message>
        <source>Tries</source>
        <translation></translation>
    </message>
    <message numerus="yes">
        <source>%n cards</source>
        <translation>
            <numerusform>%n carte</numerusform>
            <numerusform>%n cartes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>other</name>
    <message>
        <source>Round</source>
        <translation>Tour</translation>
    </message>
</context>
</TS>
"""


def _texts(item: Item | Drawing) -> Iterator[str]:
    if isinstance(item, Text):
        yield item.text
    elif isinstance(item, Group | Drawing):
        for child in item.items:
            yield from _texts(child)


def _ts_entries(lang: str) -> dict[tuple[str, str], ET.Element]:
    root = ET.parse(ROOT / "resources" / "i18n" / f"rectoverso_{lang}.ts").getroot()
    return {
        (context.findtext("name") or "", message.findtext("source") or ""): message
        for context in root.iter("context")
        for message in context.iter("message")
    }


# --- the reader ---------------------------------------------------------------------


def test_reader_returns_finished_translations_by_context_and_english_otherwise(tmp_path: Path) -> None:
    path = tmp_path / "rectoverso_fr.ts"
    path.write_text(_TS, encoding="utf-8")
    french = load_catalogue(path, "fr")
    assert french.translate("print_sheet", "Round") == "Manche"
    assert french.translate("other", "Round") == "Tour"  # the context decides
    assert french.translate("print_sheet", "Stage") == "Stage"  # unfinished: English
    assert french.translate("print_sheet", "Done") == "Done"  # vanished: English
    assert french.translate("print_sheet", "Tries") == "Tries"  # empty: English
    assert french.translate("print_sheet", "Name") == "Name"  # missing: English
    assert french.translate("nowhere", "Round") == "Round"


def test_reader_chooses_the_plural_form_of_the_language(tmp_path: Path) -> None:
    path = tmp_path / "rectoverso_fr.ts"
    path.write_text(_TS, encoding="utf-8")
    french = load_catalogue(path, "fr")
    assert french.translate("print_sheet", "%n cards", 0) == "0 carte"  # French: 0 is singular
    assert french.translate("print_sheet", "%n cards", 1) == "1 carte"
    assert french.translate("print_sheet", "%n cards", 2) == "2 cartes"
    italian = load_catalogue(path, "it")
    assert italian.translate("print_sheet", "%n cards", 0) == "0 cartes"  # Italian: 0 is plural
    assert italian.translate("print_sheet", "%n cards", 1) == "1 carte"
    assert french.translate("print_sheet", "%n apples", 3) == "3 apples"  # missing: English, filled in


def test_reader_survives_a_broken_catalogue(tmp_path: Path) -> None:
    path = tmp_path / "rectoverso_fr.ts"
    path.write_text("<TS><context>", encoding="utf-8")
    assert load_catalogue(path, "fr").translate("print_sheet", "Round") == "Round"


def test_shipped_catalogues_serve_print_texts_and_english_is_the_source() -> None:
    entries = _ts_entries("fr")
    shipped = entries[("print_sheet", "Round")].findtext("translation")
    assert shipped == "Manche"
    assert translate("fr", "print_sheet", "Round") == shipped
    assert translate("it", "print_sheet", "Round") == "Turno"
    assert translate("en", "print_sheet", "Round") == "Round"
    assert translate("de", "print_sheet", "Round") == "Round"  # no catalogue: English


def test_engine_sentences_render_without_qt() -> None:
    message = t("{earlier}, {later}", earlier=dj_cards.animal_word("bear"), later=piece_word("red"))
    assert translate_message("en", message) == "bear, red"
    assert translate_message("fr", message) == "ours, rouge"
    assert translate_message("fr", "plain text") == "plain text"


# --- printed pages ------------------------------------------------------------------


def test_french_score_sheet_prints_the_catalogue_words() -> None:
    from export.sheets import recto_verso_sheet, score_sheets

    printed = set(_texts(recto_verso_sheet(A4, "fr")))
    assert translate("fr", "print_sheet", "Recto Verso — score sheet") == "Recto Verso — feuille de score"
    assert "Recto Verso — feuille de score" in printed
    assert "Manche" in printed and "Round" not in printed
    ladder = set(_texts(score_sheets("recto_verso", A4, "fr")[1]))
    assert translate("fr", "print_sheet", "Time limit") in ladder
    assert "Time limit" not in ladder


def test_french_player_aid_prints_the_catalogue_words() -> None:
    from export.aids import aid_of, player_aid

    aid = aid_of("dj05135")
    assert aid is not None
    title, points = aid.title, aid.points
    printed = " ".join(_texts(player_aid("dj05135", A4, "fr")))
    assert translate("fr", "print_aid", title) == "DJ05135 — aide de jeu"
    assert "DJ05135 — aide de jeu" in printed
    assert translate("fr", "print_aid", points[-1]) == "Le premier à 3 points gagne."
    assert "Le premier à 3 points gagne." in printed
    assert "le suivant passe" in printed  # a pictogram legend
    assert points[-1] not in printed


def test_building_cards_and_calibration_print_in_the_language() -> None:
    from export.decks import load_deck
    from export.pdf.calibration import calibration_pages
    from export.pdf.layout import PrintOptions

    deck = load_deck("recto_verso", (63.0, 88.0), "pt")
    card = deck.cards[0]
    words = set(_texts(card.front)) | set(_texts(card.back))
    assert {"frente", "trás"} <= words
    front, back = calibration_pages(PrintOptions(), "it")
    assert "Calibrazione" in set(_texts(front))
    assert "retro del foglio di calibrazione" in set(_texts(back))


# --- one system, found by the extractor -----------------------------------------------


def _four_language_dicts(root: Path, folder: str) -> list[str]:
    """Dict literals keyed by "fr" (a translation table) in ``folder``, as "path:line"."""
    found = []
    for path in sorted((root / folder).rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        allowed: set[int] = set()
        for node in ast.walk(tree):
            # Each language's name in its own language is no translation.
            if isinstance(node, ast.Assign | ast.AnnAssign) and isinstance(node.value, ast.Dict):
                targets = node.targets if isinstance(node, ast.Assign) else [node.target]
                if any(isinstance(n, ast.Name) and n.id == "LANGUAGE_NAMES" for n in targets):
                    allowed.add(id(node.value))
        for node in ast.walk(tree):
            if isinstance(node, ast.Dict) and id(node) not in allowed:
                keys = {k.value for k in node.keys if isinstance(k, ast.Constant)}
                if "fr" in keys:
                    found.append(f"{path.relative_to(root).as_posix()}:{node.lineno}")
    return found


@pytest.mark.parametrize("folder", ["export", "app"])
def test_no_four_language_dictionary_is_left(folder: str) -> None:
    assert not _four_language_dicts(ROOT, folder), "translate through the catalogues (engines.catalogue)"


def test_the_dictionary_check_sees_one(tmp_path: Path) -> None:
    (tmp_path / "export").mkdir()
    (tmp_path / "export" / "words.py").write_text('WORDS = {"en": "Round", "fr": "Manche"}\n')
    (tmp_path / "export" / "names.py").write_text('LANGUAGE_NAMES = {"en": "English", "fr": "Français"}\n')
    assert _four_language_dicts(tmp_path, "export") == ["export/words.py:1"]


def _printed_sources() -> set[tuple[str, str]]:
    """Every English text the print layer looks up, by context, read from the modules."""
    from export import aids, sheets
    from export.art import building_card, revorso, verso
    from export.pdf import calibration

    every_aid = [aid for aid in vars(aids).values() if isinstance(aid, aids.PlayerAid)]
    texts = {("print_aid", aid.title) for aid in every_aid}
    texts |= {("print_aid", point) for aid in every_aid for point in aid.points}
    texts |= {("print_aid", text) for text in (*aids.LEGENDS.values(), *aids.SYMBOL_NAMES.values())}
    texts |= {("print_sheet", text) for text in sheets.WORDS.values()}
    card_words = [*building_card._LEVEL_WORDS.values(), verso._JOKER_WORD]
    card_words += [word for words in building_card._SIDE_WORDS.values() for word in words]
    card_words += [word for word in revorso._BANDS.values() if word]
    texts |= {("print_card", text) for text in card_words}
    texts |= {("print_calibration", text) for text in calibration.TEXTS}
    return texts


def test_extraction_lists_every_printed_text_for_lupdate() -> None:
    """``lupdate -no-obsolete`` keeps only what it finds: the generated module must list them."""
    from app.i18n_sources import TARGET, marked_texts

    printed = _printed_sources()
    assert len(printed) > 70
    assert printed <= set(marked_texts())
    generated = TARGET.read_text(encoding="utf-8")
    for context, text in printed:
        assert f"QT_TRANSLATE_NOOP({context!r}, {text!r})" in generated


def test_every_printed_text_is_translated_in_every_catalogue() -> None:
    for lang in LANGS:
        entries = _ts_entries(lang)
        for key in _printed_sources():
            translation = entries[key].find("translation")
            assert translation is not None and translation.get("type") is None, (lang, key)
            assert translate(lang, *key), (lang, key)


def test_extraction_refuses_a_mark_it_cannot_read(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import app.i18n_sources as sources

    (tmp_path / "export").mkdir()
    (tmp_path / "engines").mkdir()
    (tmp_path / "export" / "bad.py").write_text(
        'CONTEXT = "print_x"\ntr_noop(CONTEXT, "ok")\ntr_noop(CONTEXT, name)\n'
    )
    monkeypatch.setattr(sources, "ROOT", tmp_path)
    with pytest.raises(ValueError, match=r"bad\.py:3"):
        sources.marked_texts()
    (tmp_path / "export" / "bad.py").write_text('CONTEXT = "print_x"\ntr_noop(CONTEXT, "ok")\n')
    assert sources.marked_texts() == [("print_x", "ok")]


def test_piece_colours_animals_and_pictograms_have_one_catalogue_context() -> None:
    words = [piece_word(name) for name in ("black", "white", "grey", "brown", "green", "pink", "violet")]
    words += [piece_word(name) for name in ("orange", "yellow", "blue", "red")]
    words += [dj_cards.animal_word(a) for a in dj_cards.ANIMALS]
    words += [dj_cards.pictogram_word(p) for p in dj_cards.PICTOGRAMS]
    for lang in LANGS:
        contexts: dict[str, set[str]] = {}
        for context, source in _ts_entries(lang):
            contexts.setdefault(source, set()).add(context)
        for word in words:
            assert contexts.get(word.template) == {"engine"}, (
                lang,
                word.template,
                contexts.get(word.template),
            )


def test_printed_pictogram_captions_are_the_engine_words() -> None:
    from export.art.dj05135 import CAPTIONS

    assert CAPTIONS["flip_centre"] == "flip 3"
    assert {p: dj_cards.pictogram_word(p) for p in dj_cards.PICTOGRAMS} == CAPTIONS


def test_the_app_names_animals_and_pieces_as_the_catalogue_does(qtbot) -> None:  # type: ignore[no-untyped-def]
    from app.dj05135.words import animal_word, pictogram_word
    from app.i18n import install_language
    from app.recto_verso.tray import colour_name

    try:
        assert install_language("fr")
        assert animal_word("rabbit") == translate_message("fr", dj_cards.animal_word("rabbit")) == "lapin"
        assert pictogram_word("flip_hand") == "retourne 1"
        assert colour_name("red") == translate_message("fr", piece_word("red")) == "rouge"
    finally:
        install_language("en")
    assert animal_word("rabbit") == "rabbit"


def test_catalogues_are_read_once() -> None:
    cat.catalogue.cache_clear()
    first = cat.catalogue("fr")
    assert cat.catalogue("fr") is first


@pytest.mark.parametrize("lang", ["en", "fr", "it", "pt"])
def test_the_recto_verso_aid_tells_what_each_letter_on_the_cards_means(lang: str) -> None:
    """The building cards print a letter on every coloured square (for a black-and-white print
    or a colour-blind eye): the aid shows each letter on its colour beside the colour's name,
    in the language the cards are printed in."""
    from engines.catalogue import translate_message
    from engines.recto_verso.pieces import piece_mark, piece_word, pieces
    from export.aids import player_aid

    aid = player_aid("recto_verso", A4, lang)
    groups = {
        item.role: item for item in aid.items if isinstance(item, Group) and item.role.startswith("colour:")
    }
    printed = set(_texts(aid))
    for each in pieces():
        assert list(_texts(groups[f"colour:{each.name}"])) == [piece_mark(each.name, lang)]
        assert translate_message(lang, piece_word(each.name)) in printed
