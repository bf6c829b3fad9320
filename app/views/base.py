"""The base class of every main view: navigation signals, live retranslation, screenshot modes."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Signal
from PySide6.QtWidgets import QWidget

from app.context import AppContext
from app.i18n import words_changed

__all__ = ["BaseView"]


class BaseView(QWidget):
    """A page of the main window.

    Subclasses build their widgets in ``__init__``, put every visible string in
    ``retranslate_ui`` (called again when the language changes), and may react to
    ``on_settings_changed`` for scale and colour-blind symbols.
    """

    #: Ask the window to show another view by id (e.g. a tile on the home screen).
    navigate = Signal(str)
    #: The text after the app name in the window title changed.
    title_changed = Signal(str)
    # Ask the window to open a game's view on its guided first game (docs/ARCHITECTURE.md).
    learn = Signal(str)

    def __init__(self, context: AppContext) -> None:
        super().__init__()
        self.context = context
        context.settings.changed.connect(self.on_settings_changed)

    def retranslate_ui(self) -> None:
        """Set every user-visible string; called at start and on language change."""

    def on_settings_changed(self, key: str) -> None:
        """A preference changed (``ui/scale``, ``ui/colourblind_symbols``, ...)."""

    def on_shown(self) -> None:
        """The view became the current page."""

    def shortcuts(self) -> list[tuple[str, str]]:
        """(keys, what they do) for the F1 help overlay, translated; the window adds its own."""
        return []

    def set_mode(self, mode: str | None) -> None:
        """Show one of the spec's ``modes`` (used by ``--screenshots``)."""

    def resume_autosave(self) -> None:
        """Continue the game of this view's autosave (views whose spec names a ``game``)."""

    def start_guide(self) -> bool:
        """Start this view's guided first game; False for a view that has none."""
        return False

    def can_leave(self) -> bool:
        """False to keep the user here (e.g. after asking about an unfinished action)."""
        return True

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            words_changed()  # the words kept translated are written again, in the new catalogue's
            self.retranslate_ui()
        super().changeEvent(event)
