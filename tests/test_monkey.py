"""Monkey tests: thousands of random clicks, drags and key presses on every view.

No exception may escape (pytest-qt fails the test on an exception inside a Qt handler),
Qt may log no warning, and any game the view holds is still a valid replay of its own
action log afterwards. Dialogs are answered at once (Cancel / No / no file) so the
monkey never waits on a modal window.
"""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QPoint, Qt, QtMsgType
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QApplication,
    QDialog,
    QFileDialog,
    QInputDialog,
    QLineEdit,
    QMessageBox,
    QPlainTextEdit,
    QTextEdit,
    QWidget,
)

from app.views.registry import load_views
from engines.base import GameState
from tests import run_share

#: Events a run sends to each view (tests/run_share.py: a new sequence each day).
EVENTS = run_share.count(1200, 6000)
#: Home is a launcher: nearly every click there opens another view (a game, a guided game),
#: which the monkey leaves again. 400 events still press each of its controls dozens of
#: times; more would spend minutes switching views that have monkeys of their own.
EVENTS_ON = {"home": run_share.count(400, 2000)}

_KEYS = [
    Qt.Key.Key_R, Qt.Key.Key_T, Qt.Key.Key_F, Qt.Key.Key_Q, Qt.Key.Key_E, Qt.Key.Key_Left, Qt.Key.Key_Right,
    Qt.Key.Key_Up, Qt.Key.Key_Down, Qt.Key.Key_Tab, Qt.Key.Key_Backtab, Qt.Key.Key_Return, Qt.Key.Key_Space,
    Qt.Key.Key_Delete, Qt.Key.Key_1, Qt.Key.Key_2, Qt.Key.Key_3, Qt.Key.Key_4, Qt.Key.Key_5, Qt.Key.Key_B,
    Qt.Key.Key_D, Qt.Key.Key_S, Qt.Key.Key_Escape, Qt.Key.Key_Z, Qt.Key.Key_Y, Qt.Key.Key_H, Qt.Key.Key_N,
]  # fmt: skip
_MODIFIERS = [Qt.KeyboardModifier.NoModifier] * 6 + [
    Qt.KeyboardModifier.ShiftModifier,
    Qt.KeyboardModifier.ControlModifier,
]
#: Messages of the offscreen platform itself, not of the app.
_BENIGN = ("propagateSizeHints", "QFont::setPointSizeF", "This plugin does not support")


@pytest.fixture
def no_waiting_dialogs(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(QDialog, "exec", lambda self: int(QDialog.DialogCode.Rejected))
    for name in ("question", "warning", "information", "critical"):
        monkeypatch.setattr(QMessageBox, name, staticmethod(lambda *a, **k: QMessageBox.StandardButton.No))
    monkeypatch.setattr(QMessageBox, "exec", lambda self: int(QMessageBox.StandardButton.No))
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: ("", "")))
    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(lambda *a, **k: ("", "")))
    monkeypatch.setattr(QFileDialog, "getExistingDirectory", staticmethod(lambda *a, **k: ""))
    monkeypatch.setattr(QInputDialog, "getText", staticmethod(lambda *a, **k: ("", False)))


def _targets(view: QWidget) -> list[QWidget]:
    widgets = [w for w in view.findChildren(QWidget) if w.isVisible() and w.isEnabled() and w.width() > 0]
    return widgets or [view]


_TEXT_FIELDS = (QLineEdit, QAbstractSpinBox, QTextEdit, QPlainTextEdit)


def _random_event(rng: random.Random, widget: QWidget) -> None:
    pos = QPoint(rng.randrange(max(1, widget.width())), rng.randrange(max(1, widget.height())))
    roll = rng.random()
    if roll < 0.45:
        QTest.mouseClick(widget, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pos)
    elif roll < 0.55:
        end = QPoint(rng.randrange(max(1, widget.width())), rng.randrange(max(1, widget.height())))
        QTest.mousePress(widget, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pos)
        QTest.mouseMove(widget, (pos + end) / 2)
        QTest.mouseMove(widget, end)
        QTest.mouseRelease(widget, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)
    elif roll < 0.6:
        QTest.mouseMove(widget, pos)
    elif roll < 0.63:
        # A text field's own context menu runs a nested loop nobody closes offscreen: those
        # fields get a left click instead (the app adds no menu of its own to them).
        text_field = isinstance(widget, _TEXT_FIELDS) or isinstance(widget.parentWidget(), _TEXT_FIELDS)
        button = Qt.MouseButton.LeftButton if text_field else Qt.MouseButton.RightButton
        QTest.mouseClick(widget, button, Qt.KeyboardModifier.NoModifier, pos)
    else:
        QTest.keyClick(widget, rng.choice(_KEYS), rng.choice(_MODIFIERS))


def _held_games(view: QWidget) -> list[GameState]:
    """Games held by the view's widgets or by the plain objects they keep (a session, a model)."""
    found: list[GameState] = []
    seen: set[int] = set()

    def visit(obj: object, depth: int) -> None:
        if id(obj) in seen or depth > 2:
            return
        seen.add(id(obj))
        for value in getattr(obj, "__dict__", {}).values():
            if isinstance(value, GameState):
                found.append(value)
            elif (
                not isinstance(value, QWidget) and hasattr(value, "__dict__") and not isinstance(value, type)
            ):
                visit(value, depth + 1)

    for obj in [view, *view.findChildren(QWidget)]:
        visit(obj, 0)
    return found


@pytest.mark.slow
@pytest.mark.paints  # random input finds errors in painting too
@pytest.mark.parametrize("view_id", [spec.id for spec in load_views()])
def test_random_input_never_breaks_a_view(view_id, main_window, qtbot, qtlog, no_waiting_dialogs) -> None:  # type: ignore[no-untyped-def]
    rng = run_share.rng(f"monkey-{view_id}")
    main_window.show_view(view_id)
    for index in range(EVENTS_ON.get(view_id, EVENTS)):
        if main_window.current_id != view_id:
            main_window.show_view(view_id)
        view = main_window.views[view_id]
        _random_event(rng, rng.choice(_targets(view)))
        if index % 25 == 0:
            QApplication.processEvents()
    QApplication.processEvents()
    warnings = [
        record.message
        for record in qtlog.records
        if record.type in (QtMsgType.QtWarningMsg, QtMsgType.QtCriticalMsg, QtMsgType.QtFatalMsg)
        and not any(text in record.message for text in _BENIGN)
    ]
    assert not warnings, warnings[:5]
    for state in _held_games(main_window.views[view_id]):
        replayed = type(state).replay(state.players, state.seed, state.options, state.history)
        assert replayed == state, f"{view_id}: the game no longer matches its own action log"
