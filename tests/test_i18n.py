"""Translations: engine sentences carry their templates, catalogues follow the source code."""

from __future__ import annotations

import copy
import pickle
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

from engines.text import t

ROOT = Path(__file__).resolve().parents[1]
LANGS = ("fr", "it", "pt")


def test_message_is_the_english_text_and_keeps_its_template() -> None:
    colour = t("green")
    message = t("{player} banks {colour} for {points} points", player="Ana", colour=colour, points=8)
    assert message == "Ana banks green for 8 points"
    assert message.template == "{player} banks {colour} for {points} points"
    assert message.params["colour"].template == "green"
    assert copy.deepcopy(message).params == message.params
    restored = pickle.loads(pickle.dumps(message))
    assert restored == message and restored.template == message.template


def test_translate_message_uses_the_catalogue_and_falls_back_to_english(qtbot) -> None:  # type: ignore[no-untyped-def]
    from app.i18n import translate_message

    assert translate_message("plain text") == "plain text"
    message = t("{player} draws {count} cards", player="Bo", count=2)
    assert translate_message(message) == "Bo draws 2 cards"  # no catalogue installed: English


def test_qts_own_buttons_speak_every_language(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Message boxes' standard buttons are Qt's words: Portuguese takes Qt's regional catalogue."""
    from PySide6.QtWidgets import QDialogButtonBox

    from app.i18n import install_language

    buttons = QDialogButtonBox.StandardButton
    try:
        for language in LANGS:
            install_language(language)
            box = QDialogButtonBox(buttons.Cancel | buttons.Close)
            qtbot.addWidget(box)
            words = {button.text() for button in box.buttons()}
            assert words.isdisjoint({"Cancel", "Close"}), (language, words)
    finally:
        install_language("en")


def test_engine_strings_file_is_current() -> None:
    from app.i18n_sources import TARGET, render

    assert TARGET.read_text(encoding="utf-8") == render(), "run: python -m app.i18n_sources"


def _messages(ts: Path) -> set[tuple[str, str]]:
    root = ET.parse(ts).getroot()
    return {
        (context.findtext("name") or "", message.findtext("source") or "")
        for context in root.iter("context")
        for message in context.iter("message")
    }


def _source_strings(tmp_path: Path) -> set[tuple[str, str]]:
    lupdate = Path(sys.executable).with_name("pyside6-lupdate")
    if not lupdate.exists():
        lupdate = Path(shutil.which("pyside6-lupdate") or "")
    sources = sorted(str(p) for p in (ROOT / "app").rglob("*.py"))
    fresh = tmp_path / "fresh.ts"
    subprocess.run(
        [str(lupdate), "-locations", "none", *sources, "-ts", str(fresh)], check=True, capture_output=True
    )
    return _messages(fresh)


def test_catalogues_hold_every_string_of_the_source_code(tmp_path: Path) -> None:
    wanted = {m for m in _source_strings(tmp_path) if m[0] != "engine"}
    for lang in LANGS:
        have = _messages(ROOT / "resources" / "i18n" / f"rectoverso_{lang}.ts")
        missing = wanted - have
        assert not missing, (
            f"{lang}: {len(missing)} strings missing, e.g. {sorted(missing)[:3]}; run make i18n-update"
        )


def test_catalogues_hold_every_engine_sentence(tmp_path: Path) -> None:
    wanted = {m for m in _source_strings(tmp_path) if m[0] == "engine"}
    for lang in LANGS:
        have = _messages(ROOT / "resources" / "i18n" / f"rectoverso_{lang}.ts")
        missing = wanted - have
        assert not missing, (
            f"{lang}: {len(missing)} strings missing, e.g. {sorted(missing)[:3]}; run make i18n-update"
        )


def test_catalogues_are_complete_and_keep_every_placeholder() -> None:
    """No unfinished entry, and each translation uses exactly the source's placeholders."""
    import re

    placeholders = re.compile(r"\{[a-z_0-9]+\}|%\d")
    for lang in LANGS:
        root = ET.parse(ROOT / "resources" / "i18n" / f"rectoverso_{lang}.ts").getroot()
        for context in root.iter("context"):
            for message in context.iter("message"):
                source = message.findtext("source") or ""
                translation = message.find("translation")
                assert translation is not None and translation.get("type") != "unfinished", (lang, source)
                if message.get("numerus") == "yes":
                    texts = [form.text or "" for form in translation.iter("numerusform")]
                    assert len(texts) == 2 and all("%n" in text for text in texts), (lang, source, texts)
                else:
                    texts = [translation.text or ""]
                for text in texts:
                    assert text.strip(), (lang, source)
                    assert set(placeholders.findall(text)) == set(placeholders.findall(source)), (
                        lang,
                        source,
                        text,
                    )


def test_english_catalogue_holds_the_plural_forms_of_every_count(tmp_path: Path) -> None:
    """English is the source language, but "%n move(s)" still needs "1 move" and "2 moves"."""
    french = ET.parse(ROOT / "resources" / "i18n" / "rectoverso_fr.ts").getroot()
    plural_sources = {
        (context.findtext("name") or "", message.findtext("source") or "")
        for context in french.iter("context")
        for message in context.iter("message")
        if message.get("numerus") == "yes"
    }
    english = ET.parse(ROOT / "resources" / "i18n" / "rectoverso_en.ts").getroot()
    forms = {
        (context.findtext("name") or "", message.findtext("source") or ""): [
            form.text or "" for form in message.iter("numerusform")
        ]
        for context in english.iter("context")
        for message in context.iter("message")
        if message.find("translation") is not None and message.find("translation").get("type") != "unfinished"
    }
    assert plural_sources == set(forms), "run make i18n-update and give each count its English forms"
    for key, (one, many) in forms.items():
        assert "%n" in one and "%n" in many, (key, one, many)
        assert "(s)" not in one + many, (key, one, many)


def test_plural_sentences_read_right_in_english(qapp) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import QCoreApplication

    from app.i18n import install_language
    from engines.catalogue import translate

    install_language("en")
    source = "Resume {game} — saved {when}, %n move(s) played"
    assert QCoreApplication.translate("ResumeDialog", source, "", 1).endswith("1 move played")
    assert QCoreApplication.translate("ResumeDialog", source, "", 3).endswith("3 moves played")
    assert translate("en", "ResumeDialog", source, 1).endswith("1 move played")


def test_every_literal_tr_call_reaches_the_catalogues() -> None:
    """A ``tr("…")`` that lupdate cannot read (inside an f-string, say) would stay English."""
    import ast

    have = {source for _, source in _messages(ROOT / "resources" / "i18n" / "rectoverso_fr.ts")}
    unseen = set()
    for path in sorted((ROOT / "app").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Attribute)
                and node.func.attr == "tr"
                and node.args
                and isinstance(node.args[0], ast.Constant)
                and isinstance(node.args[0].value, str)
                and node.args[0].value not in have
            ):
                unseen.add(f"{path.relative_to(ROOT)}: {node.args[0].value!r}")
    assert not unseen, sorted(unseen)


def test_every_text_handed_to_a_translating_helper_reaches_the_catalogues() -> None:
    """``def _tr(text): return QCoreApplication.translate("Ctx", text)`` hides its callers' texts
    from lupdate: every literal text such a helper is called with must be in the catalogues."""
    import ast

    have = {source for _, source in _messages(ROOT / "resources" / "i18n" / "rectoverso_fr.ts")}
    trees = {
        path: ast.parse(path.read_text(encoding="utf-8")) for path in sorted((ROOT / "app").rglob("*.py"))
    }
    helpers: dict[str, int] = {}  # a function's name -> the position of the text it hands on
    for tree in trees.values():
        for func in ast.walk(tree):
            if not isinstance(func, ast.FunctionDef):
                continue
            params = [arg.arg for arg in func.args.args]
            for node in ast.walk(func):
                if (
                    isinstance(node, ast.Call)
                    and isinstance(node.func, ast.Attribute)
                    and node.func.attr == "translate"
                    and len(node.args) >= 2
                    and isinstance(node.args[1], ast.Name)
                    and node.args[1].id in params
                ):
                    helpers[func.name] = params.index(node.args[1].id)
    assert "translate_message" not in helpers  # engine texts are collected by app.i18n_sources
    unseen = set()
    for path, tree in trees.items():
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            name = getattr(node.func, "id", getattr(node.func, "attr", ""))
            if name in helpers and len(node.args) > helpers[name]:
                text = node.args[helpers[name]]
                if isinstance(text, ast.Constant) and isinstance(text.value, str) and text.value not in have:
                    unseen.add(f"{path.relative_to(ROOT)}: {text.value!r}")
    assert not unseen, sorted(unseen)


def test_no_player_facing_text_speaks_of_a_seed() -> None:
    """Players replay "this deal" by its number; "seed" is a word for programmers."""
    import re

    words = {"en": r"\bseeds?\b", "fr": r"\bgraines?\b", "it": r"\bsem[ei]\b", "pt": r"\bsementes?\b"}
    for lang in LANGS:
        root = ET.parse(ROOT / "resources" / "i18n" / f"rectoverso_{lang}.ts").getroot()
        for context in root.iter("context"):
            if context.findtext("name") == "engine":  # a save file's field names, in load errors
                continue
            for message in context.iter("message"):
                source = message.findtext("source") or ""
                translation = message.find("translation")
                text = "".join(translation.itertext()) if translation is not None else ""
                assert not re.search(words["en"], source, re.I), (lang, source)
                assert not re.search(words[lang], text, re.I), (lang, source, text)


def test_every_count_is_a_plural_entry(qapp) -> None:  # type: ignore[no-untyped-def]
    """A "%n" sentence kept as a plain entry is never found by Qt when a count is given: the
    screen would show English. Each must be a plural entry, and found in French."""
    from PySide6.QtCore import QCoreApplication

    from app.i18n import install_language

    for lang in LANGS:
        root = ET.parse(ROOT / "resources" / "i18n" / f"rectoverso_{lang}.ts").getroot()
        plain = [
            (context.findtext("name"), message.findtext("source"))
            for context in root.iter("context")
            for message in context.iter("message")
            if "%n" in (message.findtext("source") or "") and message.get("numerus") != "yes"
        ]
        assert not plain, f"{lang}: declare these with a literal count for lupdate: {plain}"
    install_language("fr")
    try:
        source = "Draw again, or stop and recite your %n card(s) from the last to the first."
        shown = QCoreApplication.translate("RevorsoTableView", source, None, 3)
        assert shown.startswith("Piochez encore") and "3 cartes" in shown, shown
    finally:
        install_language("en")
