"""The first window fits the screen, its place is remembered and clamped, and on a small laptop
screen every view's main buttons are in reach without scrolling."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QPoint, QRect, QSize
from PySide6.QtWidgets import QAbstractButton, QAbstractScrollArea, QApplication, QWidget

from app.window_place import FIRST_FRACTION, first_place, restored_place

SCREENS = (QRect(0, 0, 1366, 768), QRect(0, 0, 1280, 720), QRect(0, 0, 1920, 1080), QRect(0, 0, 3840, 2160))


@pytest.mark.parametrize("available", SCREENS, ids=lambda r: f"{r.width()}x{r.height()}")
def test_the_first_window_takes_at_most_nine_tenths_of_the_screen_centred(available: QRect) -> None:
    place = first_place(available, QSize(800, 560))
    assert available.contains(place)
    assert place.width() <= available.width() * FIRST_FRACTION
    assert place.height() <= available.height() * FIRST_FRACTION
    assert abs(place.center().x() - available.center().x()) <= 1
    assert abs(place.center().y() - available.center().y()) <= 1


def test_a_screen_below_the_minimum_size_still_holds_the_whole_window() -> None:
    available = QRect(0, 24, 760, 500)
    assert available.contains(first_place(available, QSize(800, 560)))


def test_a_remembered_place_is_clamped_to_the_screen_of_today() -> None:
    laptop = QRect(0, 0, 1366, 738)
    # Closed on a larger monitor to the right, since unplugged.
    place = restored_place(QRect(2100, 300, 1700, 1000), laptop, QSize(800, 560))
    assert laptop.contains(place) and place.size() == laptop.size()
    # A place that fits is kept as it was.
    assert restored_place(QRect(40, 30, 900, 600), laptop) == QRect(40, 30, 900, 600)
    # Half off the left and top edges: moved in, size kept.
    assert restored_place(QRect(-300, -50, 900, 600), laptop) == QRect(0, 0, 900, 600)


def test_the_window_opens_on_screen_and_reopens_where_it_was_closed(main_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    from app.mainwindow import MainWindow

    settings = main_window.context.settings
    available = main_window.screen().availableGeometry()
    settings.window_rect = None  # type: ignore[assignment]
    main_window.place_on_screen()
    assert available.contains(main_window.geometry())
    kept = QRect(available.left(), available.top() + 40, 800, 560)  # the offscreen screen is 800 wide
    main_window.setGeometry(kept)
    main_window.close()
    assert settings.window_rect == kept
    again = MainWindow(main_window.context)
    qtbot.addWidget(again)
    assert again.geometry() == kept
    settings.window_rect = QRect(5000, 4000, 3000, 2000)
    third = MainWindow(main_window.context)
    qtbot.addWidget(third)
    assert available.contains(third.geometry())


#: The main actions of each view mode, by object name: they must show without scrolling.
PRIMARY_ACTIONS: dict[tuple[str, str | None], tuple[str, ...]] = {
    ("recto_verso", None): ("start-puzzle", "start-party", "start-ladder"),
    ("recto_verso", "puzzle"): ("hint", "solution", "undo", "new-game", "check"),
    ("recto_verso", "party"): ("undo", "new-game", "recto", "verso"),
    ("recto_verso", "ladder"): ("undo", "new-game", "recto", "verso"),
    ("verso", None): ("undoButton", "newButton"),
    ("verso", "solo"): ("undoButton", "newButton"),
    ("verso", "end"): ("primary",),
    ("revorso", None): ("undoButton", "newButton"),
    ("revorso", "memory"): tuple(f"symbol-{s}" for s in ("juice", "tuna", "cushion", "carrot", "honey")),
    ("revorso", "end"): ("primary",),
    ("dj05135", None): ("undoButton", "newButton"),
    ("dj05135", "end"): ("primary",),
    ("rules", "ladder"): ("ladderStart",),
    ("print", None): ("primary",),
}


def _viewport_of(widget: QWidget, window: QWidget) -> QWidget:
    """The viewport of the nearest scroll area around ``widget`` (a view's own, or its holder)."""
    parent = widget.parentWidget()
    while parent is not None and parent is not window:
        if isinstance(parent, QAbstractScrollArea):
            return parent.viewport()
        parent = parent.parentWidget()
    return window


def _settle() -> None:
    for _ in range(3):
        QApplication.processEvents()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    QApplication.processEvents()


@pytest.mark.slow
@pytest.mark.parametrize("screen", (QSize(1366, 768), QSize(1280, 720)), ids=("1366x768", "1280x720"))
def test_every_main_action_is_in_reach_on_a_small_screen(main_window, screen: QSize) -> None:  # type: ignore[no-untyped-def]
    window = main_window
    window.setMinimumSize(QSize(0, 0))
    window.resize(int(screen.width() * FIRST_FRACTION), int(screen.height() * FIRST_FRACTION))
    missing: list[str] = []
    for (view_id, mode), names in PRIMARY_ACTIONS.items():
        window.show_view(view_id)
        view = window.views[view_id]
        view.set_mode(mode)
        _settle()
        for name in names:
            buttons = [b for b in view.findChildren(QAbstractButton, name) if b.isVisibleTo(view)]
            where = f"{view_id}:{mode or 'opening'} {name!r} at {window.width()}×{window.height()}"
            if not buttons:
                missing.append(f"{where}: not shown")
            for button in buttons:
                viewport = _viewport_of(button, window)
                in_window = QRect(button.mapTo(window, QPoint(0, 0)), button.size())
                in_viewport = QRect(button.mapTo(viewport, QPoint(0, 0)), button.size())
                if not window.rect().contains(in_window) or not viewport.rect().contains(in_viewport):
                    missing.append(
                        f"{where}: at {in_viewport.getRect()}, view shows {viewport.rect().getRect()}"
                    )
    assert not missing, "\n".join(missing)
