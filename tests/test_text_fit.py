"""No text is cut: every view and dialog, in the four languages, at scale 1 and in presenter
mode, on a 1366×768 and a 1920×1080 screen (the checks are in ``tests/text_fit.py``).

Each view is built once and then switched through its modes, the languages and the scales
(the app retranslates and restyles live), which keeps the whole sweep well under a minute.
"""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QRectF
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QDialog,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
    QGraphicsView,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from tests.text_fit import ArtWatch, clipped_texts

LANGUAGES = ("en", "fr", "it", "pt")
SCALES = (("scale 1", False), ("presenter", True))
SMALL, LARGE = (1366, 768), (1920, 1080)

#: View modes whose layout changes with the window's width beyond growing: they are also
#: checked on the large screen. Every other layout only gains room there, so the small
#: screen finds whatever the large one would.
WIDE_LAYOUTS = {
    # The time grid editor shows beside the stopwatch only from 900 px wide.
    ("rules", "stopwatch"),
}


def _settle() -> None:
    # Several rounds: a view's new minimum size reaches its scroll area one event later.
    for _ in range(6):
        QApplication.processEvents()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    QApplication.processEvents()


def _configurations(settings):  # type: ignore[no-untyped-def]
    """Every (language, scale) applied in turn, yielding a name for the failure messages."""
    for scale_name, presenter in SCALES:
        settings.presenter_mode = presenter
        for language in LANGUAGES:
            settings.language = language
            _settle()
            yield f"{language}, {scale_name}"


def _drop_view(window, view_id: str) -> None:  # type: ignore[no-untyped-def]
    """Delete a checked view: every language or scale switch retranslates and restyles each
    built view, so the sweep keeps only the one it checks."""
    window.show_view("home")
    holder = window.holders.pop(view_id)
    window.views.pop(view_id)
    window.stack.removeWidget(holder)
    holder.deleteLater()
    _settle()


def _cut_texts(window, art: ArtWatch, where: str) -> list[str]:  # type: ignore[no-untyped-def]
    """The window's cut texts and the card-art texts painted outside their card since the last look."""
    found = clipped_texts(window, where)
    return found + [f"{where}: card art {text!r}: {why}" for text, why in art.take()]


def _scale_order(first: int) -> list[tuple[str, bool]]:
    return [SCALES[first], SCALES[1 - first]]


@pytest.mark.slow
def test_no_view_cuts_a_text(main_window) -> None:  # type: ignore[no-untyped-def]
    """Every view mode in every language at both scales. To stay fast, each view is built
    once and deleted once checked; its modes run forward at one scale and backward at the
    other, so the last mode (often a slow "end" screen that plays a whole game) is set up
    once; the scale changes once per view and the languages go back and forth."""
    window = main_window
    settings = window.context.settings
    found: list[str] = []
    languages = list(LANGUAGES)
    art = ArtWatch()
    try:
        with art:
            for index, (view_id, spec) in enumerate(window.specs.items()):
                modes = list(spec.modes)
                shown: object = ()  # no mode set yet
                for scale_name, presenter in _scale_order(index % 2):
                    settings.presenter_mode = presenter
                    for mode in modes:
                        window.show_view(view_id)
                        if mode != shown:
                            window.views[view_id].set_mode(mode)
                            shown = mode
                        sizes = (SMALL, LARGE) if (view_id, mode) in WIDE_LAYOUTS else (SMALL,)
                        for language in languages:
                            settings.language = language
                            for width, height in sizes:
                                window.resize(width, height)
                                _settle()
                                place = f"{language}, {scale_name}, {width}×{height}"
                                found += _cut_texts(window, art, f"{view_id}:{mode or 'opening'} ({place})")
                        languages.reverse()
                    modes.reverse()
                if view_id != "home":
                    _drop_view(window, view_id)
    finally:
        settings.presenter_mode = False
        settings.language = "en"
    assert not found, f"{len(found)} cut texts:\n" + "\n".join(dict.fromkeys(found))


def _dialogs(window) -> list[tuple[str, QDialog]]:  # type: ignore[no-untyped-def]
    """The dialogs a player meets, built in the current language and scale."""
    from app.dialogs.about_dialog import AboutDialog
    from app.dialogs.settings_dialog import SettingsDialog
    from app.resume import Interrupted, ResumeDialog

    interrupted = [
        Interrupted(window.specs[game], Path("autosave.json"), 24, datetime(2024, 5, 1, 16, 30))
        for game in ("recto_verso", "verso", "revorso", "dj05135")
    ]
    window.show_view("recto_verso")
    return [
        ("settings", SettingsDialog(window.context.settings, window)),
        ("shortcuts", window.shortcut_dialog()),
        ("about", AboutDialog(window)),
        ("resume", ResumeDialog(interrupted, window)),
    ]


def test_no_dialog_cuts_a_text(main_window) -> None:  # type: ignore[no-untyped-def]
    window = main_window
    settings = window.context.settings
    found: list[str] = []
    try:
        for config in _configurations(settings):
            for name, dialog in _dialogs(window):
                dialog.show()
                _settle()
                found += clipped_texts(dialog, f"{name} dialog ({config})")
                dialog.close()
                dialog.deleteLater()
    finally:
        settings.presenter_mode = False
        settings.language = "en"
    assert not found, f"{len(found)} cut texts:\n" + "\n".join(dict.fromkeys(found))


# -- the checks themselves find what they must ------------------------------------------


def test_the_checks_find_cut_labels_buttons_and_scene_text(qtbot) -> None:  # type: ignore[no-untyped-def]
    page = QWidget()
    qtbot.addWidget(page)
    layout = QVBoxLayout(page)
    short = QLabel("A label much longer than its room")
    short.setFixedWidth(40)
    wrapped = QLabel("A wrapped label with many words that cannot fit in two short lines at all")
    wrapped.setWordWrap(True)
    wrapped.setFixedSize(80, 30)
    elided = QLabel("Blan…")
    elided.setToolTip("Blanc")
    button = QPushButton("Undo")
    button.setFixedWidth(30)
    check = QCheckBox("Score with the side the others see")
    check.setFixedWidth(60)
    fitting = QLabel("Fits")
    scene = QGraphicsScene(QRectF(0, 0, 100, 100), page)
    view = QGraphicsView(scene)
    frame = scene.addRect(QRectF(0, 0, 30, 10))
    QGraphicsSimpleTextItem("A scene text wider than its frame", frame)
    for widget in (short, wrapped, elided, button, check, fitting, view):
        layout.addWidget(widget)
    page.show()
    qtbot.waitExposed(page)
    found = "\n".join(clipped_texts(page, "sample"))
    for text in ("A label much", "A wrapped label", "Blan…", "Undo", "Score with", "A scene text"):
        assert text in found, (text, found)
    assert "Fits" not in found
