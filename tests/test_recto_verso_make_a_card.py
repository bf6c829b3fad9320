""" "Make a card", as a new user meets it: an empty name field that proposes the next free name,
the name's limit shown before it is reached, the preview keeping the name a card was saved
under, the card listed under "My cards" on the puzzle's list, and a folder dialog that opens
on a folder that exists (docs/HOUSE-RULES.md, "A card of your own")."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox, QFileDialog

from app.context import AppContext
from app.recto_verso.card_maker import CardMakerDialog
from engines.recto_verso.my_cards import CARD_NAME_MAX, load_my_cards, my_cards_path, save_card
from tests import test_recto_verso_card_maker as maker
from tests.recto_verso_samples import easy_building
from tests.test_recto_verso_card_maker import open_maker, rated

context = maker.context  # the dialog's fixture: private settings and data


def test_the_name_field_proposes_the_next_free_name_and_typing_replaces_it(
    qtbot: Any, context: AppContext
) -> None:
    dialog = rated(qtbot, open_maker(qtbot, context, easy_building()))
    assert dialog.name_edit.text() == "" and dialog.name_edit.placeholderText() == "M01"
    qtbot.keyClicks(dialog.name_edit, "TOWER")
    assert dialog.name_edit.text() == "TOWER" and dialog.card_name() == "TOWER"
    assert dialog.faces.drawings()[0].key.startswith("rv:TOWER:")
    dialog.name_edit.clear()
    assert dialog.card_name() == "M01" and dialog.faces.drawings()[0].key.startswith("rv:M01:")
    qtbot.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)
    assert [card.id for card in load_my_cards(my_cards_path(context.data_dir)).cards] == ["M01"]


def test_the_limit_of_a_name_shows_before_it_is_reached(qtbot: Any, context: AppContext) -> None:
    dialog = rated(qtbot, open_maker(qtbot, context, easy_building()))
    counter = dialog.name_field.counter
    assert counter.isVisible() and counter.text() == f"0 / {CARD_NAME_MAX}"
    qtbot.keyClicks(dialog.name_edit, "ABC")
    assert counter.text() == f"3 / {CARD_NAME_MAX}"
    qtbot.keyClicks(dialog.name_edit, "DEFGHIJKL")  # past the limit: the field stops at it
    assert dialog.name_edit.text() == "ABCDEFGH" and counter.text() == f"{CARD_NAME_MAX} / {CARD_NAME_MAX}"
    assert dialog.status_text() == "" and dialog.save_button.isEnabled()  # nothing to refuse
    assert str(CARD_NAME_MAX) in dialog.name_edit.toolTip()


def test_after_saving_the_preview_keeps_the_name_it_was_saved_under(qtbot: Any, context: AppContext) -> None:
    dialog = rated(qtbot, open_maker(qtbot, context, easy_building()))
    qtbot.keyClicks(dialog.name_edit, "TOWER")
    qtbot.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)
    assert dialog.status_text() == "Saved to My cards as TOWER."
    assert dialog.faces.drawings()[0].key.startswith("rv:TOWER:")
    assert dialog.name_edit.text() == "TOWER" and not dialog.save_button.isEnabled()


def test_a_saved_card_is_on_the_puzzle_list_under_my_cards(main_window: Any, qtbot: Any) -> None:
    data_dir = main_window.context.data_dir
    maker = rated(qtbot, open_maker(qtbot, main_window.context, easy_building()))
    qtbot.keyClicks(maker.name_edit, "TOWER")
    qtbot.mouseClick(maker.save_button, Qt.MouseButton.LeftButton)
    maker.close()
    assert [c.id for c in load_my_cards(my_cards_path(data_dir)).cards] == ["TOWER"]
    assert main_window.show_view("recto_verso")
    view = main_window.view("recto_verso")
    view.show_setup()
    combo = view.setup.card_combo
    texts = [combo.itemText(i) for i in range(combo.count())]
    assert "My cards" in texts and texts.index("My cards") < next(
        i for i, t in enumerate(texts) if t.startswith("TOWER")
    )
    heading = combo.model().item(texts.index("My cards"))  # type: ignore[attr-defined]
    assert not heading.isEnabled()
    combo.setCurrentIndex(next(i for i, t in enumerate(texts) if t.startswith("TOWER")))
    assert view.setup.card_preview.card is not None and view.setup.card_preview.card.id == "TOWER"
    qtbot.mouseClick(view.setup.puzzle_button, Qt.MouseButton.LeftButton)
    state = view.session.state
    assert state is not None and state.mode == "puzzle" and state.card.id == "TOWER"


def test_a_hard_card_of_my_own_is_listed_with_the_hard_cards_only(main_window: Any) -> None:
    from engines.recto_verso.cards import shipped_cards

    hard = next(card for card in shipped_cards() if card.level == "hard")
    from engines.recto_verso.cards import Card

    save_card(my_cards_path(main_window.context.data_dir), Card("MINE", "hard", hard.front, hard.back))
    assert main_window.show_view("recto_verso")
    view = main_window.view("recto_verso")
    view.show_setup()
    combo = view.setup.card_combo
    assert not any(combo.itemText(i).startswith("MINE") for i in range(combo.count()))
    view.setup.hard.setChecked(True)
    assert any(combo.itemText(i).startswith("MINE") for i in range(combo.count()))


def _choose_enabled(start: str) -> bool:
    """Whether Qt's own folder dialog, opened on ``start``, lets Choose be pressed at once."""
    dialog = QFileDialog(None, "Folder", start)
    dialog.setFileMode(QFileDialog.FileMode.Directory)
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog)
    dialog.setOption(QFileDialog.Option.ShowDirsOnly)
    dialog.show()
    try:
        box = dialog.findChild(QDialogButtonBox)
        assert box is not None
        button = box.button(QDialogButtonBox.StandardButton.Open)
        return bool(button is not None and button.isEnabled())
    finally:
        dialog.close()


def test_the_folder_dialog_opens_on_a_folder_that_exists(
    qtbot: Any,
    context: AppContext,
    tmp_path: Path,
    monkeypatch: Any,
) -> None:
    import app.folders

    documents = tmp_path / "home" / "Documents"  # as on a system with no Documents folder
    monkeypatch.setattr(app.folders, "documents_dir", lambda: documents)
    context.settings.set_value("print/folder", str(tmp_path / "gone"))  # a folder since removed
    dialog = rated(qtbot, open_maker(qtbot, context, easy_building()))
    qtbot.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)  # something to print
    offered: list[str] = []
    monkeypatch.setattr(
        CardMakerDialog, "choose_folder", staticmethod(lambda _p, _t, start: offered.append(start) or "")
    )
    qtbot.mouseClick(dialog.print_button, Qt.MouseButton.LeftButton)
    assert offered and Path(offered[0]).is_dir(), offered
    assert _choose_enabled(offered[0])
    assert not _choose_enabled(str(tmp_path / "gone")), "the check cannot tell a folder that is not there"
