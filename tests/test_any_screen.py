"""Every view and screenshot mode fits from 1024×640 to 3840×2160, at UI scale 1.0 and 2.0:
every visible control inside its view, no two overlapping, no label or button text cut."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QApplication

from tests.geometry import problems

SCALES = (1.0, 2.0)
SIZES = ((1024, 640), (3840, 2160))


def _settle() -> None:
    for _ in range(3):
        QApplication.processEvents()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    QApplication.processEvents()


@pytest.mark.slow
def test_every_view_fits_every_screen(main_window) -> None:  # type: ignore[no-untyped-def]
    window = main_window
    settings = window.context.settings
    found: list[str] = []
    try:
        # A change of scale restyles every view built so far (seconds each time): once per scale.
        for scale in SCALES:
            settings.ui_scale = scale
            for view_id, spec in window.specs.items():
                for mode in spec.modes:
                    window.show_view(view_id)
                    window.views[view_id].set_mode(mode)
                    for width, height in SIZES:
                        window.resize(width, height)
                        _settle()
                        view = window.views[view_id]
                        name = f"{width}×{height} @{scale} {view_id}:{mode}"
                        assert window.width() == width and window.height() == height, name
                        holder = window.holders[view_id]
                        # The view fills the window, or scrolls when its minimum size is larger.
                        assert view.width() >= holder.viewport().width() - 1, name
                        found += problems(view, name)
    finally:
        settings.ui_scale = 1.0
    assert not found, "\n".join(found[:40])


def test_a_small_window_scrolls_instead_of_squeezing(main_window) -> None:  # type: ignore[no-untyped-def]
    window = main_window
    window.context.settings.ui_scale = 2.0
    window.resize(1024, 640)
    window.show_view("recto_verso")
    window.views["recto_verso"].set_mode("puzzle")
    _settle()
    view = window.views["recto_verso"]
    assert view.width() >= view.minimumSizeHint().width() - 1
    assert view.height() >= view.minimumSizeHint().height() - 1
    window.context.settings.ui_scale = 1.0
