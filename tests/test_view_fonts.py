"""A view's widgets have the fonts it gave them from the first time it shows, not only after a
change of scale or presenter mode (the log, the side panel's titles, the scores table)."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication, QWidget

from app.views.registry import load_views


def test_every_widget_has_its_font_from_the_start(main_window) -> None:  # type: ignore[no-untyped-def]
    for spec in load_views():
        main_window.show_view(spec.id)
    QApplication.processEvents()
    first = [
        (view_id, w, w.font().toString())
        for view_id, v in main_window.views.items()
        for w in v.findChildren(QWidget)
    ]
    settings = main_window.context.settings
    settings.presenter_mode = True
    settings.presenter_mode = False
    QApplication.processEvents()
    changed = sorted(
        {
            f"{view_id}: {type(w).__name__} {w.objectName()!r} {font} -> {w.font().toString()}"
            for view_id, w, font in first
            if w.font().toString() != font
        }
    )
    assert not changed, "\n".join(changed[:20])
