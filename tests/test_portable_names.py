"""Names Windows refuses, made portable wherever the app makes one (ARCHITECTURE.md, "Files on every system").

The oracle below is written from Microsoft's rules ("Naming Files, Paths, and
Namespaces"), independently of ``engines/file_names.py``: device names with any
extension, ``< > : " / \\ | ? *``, control characters, a trailing dot or space.
"""

from __future__ import annotations

import os
import unicodedata
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engines.file_names import (
    MAX_NAME_BYTES,
    WINDOWS_PATH_LIMIT,
    is_portable_name,
    long_path,
    name_problem,
    portable_name,
)

_DEVICES = {"CON", "PRN", "AUX", "NUL", "CONIN$", "CONOUT$"} | {
    f"{port}{n}" for port in ("COM", "LPT") for n in [*"0123456789", "¹", "²", "³"]
}


def windows_refuses(name: str) -> bool:
    """What Windows (or, for the length and encoding, any system) would refuse as a file name."""
    if name in ("", ".", ".."):
        return True
    if any(c in '<>:"/\\|?*' or ord(c) < 32 for c in name):
        return True
    if name.endswith((".", " ")):
        return True
    if name.split(".")[0].strip(" ").upper() in _DEVICES:
        return True
    try:
        return len(name.encode("utf-8")) > 255
    except UnicodeEncodeError:
        return True


@pytest.mark.parametrize(
    ("given_name", "made"),
    [
        ("CON", "CON_"),
        ("con", "con_"),
        ("aux.pdf", "aux_.pdf"),
        ("com1", "com1_"),
        ("COM¹.json", "COM¹_.json"),
        ("LPT9.tar.gz", "LPT9_.tar.gz"),
        ("nul .txt", "nul_.txt"),
        ("CONOUT$", "CONOUT$_"),
        ("notes.", "notes"),
        ("notes. . ", "notes"),
        (" padded ", "padded"),
        ("a:b.json", "a_b.json"),
        ('<>"|?*.pdf', "______.pdf"),
        ("back\\slash/slash", "back_slash_slash"),
        ("tab\there\x7f", "tab_here_"),
        ("...", "untitled"),
        ("", "untitled"),
        ("Ana: round 2.json", "Ana_ round 2.json"),
        ("recto_verso-cards-fronts.pdf", "recto_verso-cards-fronts.pdf"),
        ("CONSOLE.pdf", "CONSOLE.pdf"),  # only the exact device names are devices
        ("e\u0301te\u0301.pdf", "été.pdf"),  # composed, as Windows and Linux keep it
    ],
)
def test_names_windows_refuses_are_made_portable(given_name: str, made: str) -> None:
    assert portable_name(given_name) == made
    assert not windows_refuses(made)
    assert is_portable_name(made)


def test_a_long_name_keeps_its_extension_and_whole_characters() -> None:
    made = portable_name("é" * 300 + ".pdf")
    assert made.endswith("é.pdf")
    assert len(made.encode("utf-8")) <= MAX_NAME_BYTES
    # room for the temporary an atomic write puts beside it: ".NAME.xxxxxxxx.tmp"
    assert len(f".{made}.abcdefgh.tmp".encode()) <= 255


@given(st.text(max_size=400))
def test_any_text_becomes_a_name_every_system_accepts_and_stays_so(text: str) -> None:
    made = portable_name(text)
    assert not windows_refuses(made), made
    assert len(made.encode("utf-8")) <= MAX_NAME_BYTES
    assert portable_name(made) == made


@given(st.text(alphabet=st.characters(blacklist_categories=("Cs",)), max_size=60))
def test_a_name_with_no_problem_is_kept_as_it_is(text: str) -> None:
    if name_problem(text) is None:
        assert portable_name(text) == unicodedata.normalize("NFC", text)
    else:
        # stricter than Windows: no leading space, no DEL, room for an atomic write's temporary
        stricter = text.startswith(" ") or "\x7f" in text or len(text.encode("utf-8")) > MAX_NAME_BYTES
        assert windows_refuses(text) or stricter


@pytest.mark.parametrize(
    ("name", "words"),
    [
        ("aux", "Windows keeps the name aux for a device"),
        ("Cards: 2024", "Windows does not allow : in a name"),
        ("Cards.", "ends with a dot or a space"),
        ("a\x01b", "control character"),
        ("x" * 300, "longer than"),
        ("", "a name is needed"),
    ],
)
def test_each_problem_is_named_in_a_sentence(name: str, words: str) -> None:
    problem = name_problem(name)
    assert problem is not None and words in problem


def test_a_long_windows_path_takes_its_long_form() -> None:
    deep = "C:\\Users\\Ana\\Documents\\" + "Recto Verso Studio\\" * 14 + "recto_verso-cards.pdf"
    assert len(deep) > 260
    assert long_path(deep, windows=True) == "\\\\?\\" + deep
    share = "\\\\school\\share\\" + "cards\\" * 50 + "deck.pdf"
    assert long_path(share, windows=True) == "\\\\?\\UNC\\school\\share\\" + "cards\\" * 50 + "deck.pdf"
    short = "C:\\Users\\Ana\\Documents\\deck.pdf"
    assert long_path(short, windows=True) == short
    assert long_path("\\\\?\\" + deep, windows=True) == "\\\\?\\" + deep  # never twice
    assert len("C:\\" + "x" * (WINDOWS_PATH_LIMIT - 4)) < WINDOWS_PATH_LIMIT
    assert long_path(deep, windows=False) == deep  # other systems take long paths as they are


# -- where names are made ------------------------------------------------------------------


@pytest.fixture
def odd_games() -> Iterator[None]:
    """Three games plugged in under names Windows refuses, each printing a deck, a sheet and an aid."""
    from dataclasses import replace

    from engines.manifest import register_spec, unregister_spec
    from tests import plugin_game

    prints = {
        "decks": ("verso/deck.json",),
        "sheets": ("export.sheets:verso_sheet",),
        "aid": "export.aids:VERSO_AID",
    }
    odd = ("CON", "a:b", "aux")
    for game in odd:
        register_spec(replace(plugin_game.SPEC, id=game, **prints))  # type: ignore[arg-type]
    yield
    for game in odd:
        unregister_spec(game)


def test_export_names_are_portable_whatever_the_game_is_called(
    monkeypatch: pytest.MonkeyPatch, odd_games: None
) -> None:
    from export import bundle
    from export.pdf.layout import PrintOptions

    monkeypatch.setattr(bundle, "game_name", lambda game, lang="en": game)
    names = [planned.name for planned in bundle.plan_files(("CON", "a:b"), PrintOptions(duplex="none"), "pt")]
    assert names == [
        "CON-cards-fronts.pdf",
        "CON-cards-backs.pdf",
        "CON-score-sheets.pdf",
        "CON-player-aid-pt.pdf",
        "a_b-cards-fronts.pdf",
        "a_b-cards-backs.pdf",
        "a_b-score-sheets.pdf",
        "a_b-player-aid-pt.pdf",
        "calibration.pdf",
    ]
    device = [planned.name for planned in bundle.plan_files(("aux",), PrintOptions(duplex="long"), "en")]
    assert device[0] == "aux-cards.pdf" and all(not windows_refuses(name) for name in device)


def test_autosaves_of_a_game_with_an_odd_id_get_a_portable_name(tmp_path: Path) -> None:
    from engines.table.store import SaveStore

    store = SaveStore(tmp_path)
    assert store.autosave_path("a:b").name == "autosave-a_b.json"
    store.autosave("con?", {"game": "con?", "version": 2})
    assert [p.name for p in (tmp_path / "saves").iterdir()] == ["autosave-con_.json"]


def test_a_new_folder_windows_refuses_is_refused_and_nothing_is_made(tmp_path: Path) -> None:
    from export.folders import FolderTrouble, prepare_output_folder

    for name, reason in (
        ("Cards: 2024", "Windows does not allow :"),
        ("aux", "for a device"),
        ("Cards.", "ends with a dot"),
    ):
        problem = prepare_output_folder(tmp_path / name / "pdf")
        assert problem is not None and problem.trouble is FolderTrouble.BAD_NAME
        assert problem.path == tmp_path / name
        assert reason in problem.english() and "choose another name" in problem.english()
    assert list(tmp_path.iterdir()) == []


@pytest.mark.skipif(os.name == "nt", reason="Windows cannot hold such a folder at all")
def test_an_existing_folder_is_the_users_own_and_is_used_as_it_is(tmp_path: Path) -> None:
    from export.folders import prepare_output_folder

    theirs = tmp_path / "Cards: 2024"
    theirs.mkdir()
    assert prepare_output_folder(theirs) is None
    assert prepare_output_folder(theirs / "verso") is None
    assert (theirs / "verso").is_dir()


def test_the_save_dialog_gives_a_portable_name_in_the_chosen_folder(
    qapp, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QFileDialog, QWidget

    from app.table.files import ask_save_path
    from engines.table.store import SaveStore

    offered: list[str] = []

    def dialog(_parent, _title, start, _filter):  # type: ignore[no-untyped-def]
        offered.append(start)
        return str(tmp_path / "Ana: round 2.json"), ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(dialog))
    store = SaveStore(tmp_path / "data")
    assert ask_save_path(QWidget(), store, "verso") == tmp_path / "Ana_ round 2.json"
    assert offered == [str(store.folder / "verso.json")]
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *_a: (str(tmp_path / "CON"), "")))
    assert ask_save_path(QWidget(), store, "verso") == tmp_path / "CON_"


def test_the_print_view_names_a_folder_windows_refuses(main_window, qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import Qt

    assert main_window.show_view("print")
    view = main_window.views["print"]
    view.folder_edit.setText(str(tmp_path / "Cartes: CM2"))
    qtbot.mouseClick(view.export_button, Qt.MouseButton.LeftButton)
    assert not view.is_exporting() and view.status.property("kind") == "error"
    text = view.status.text()
    assert f"The folder {tmp_path / 'Cartes: CM2'} cannot be created" in text
    assert "Windows does not allow : in a name" in text and "Choose another name" in text
    assert list(tmp_path.iterdir()) == []
