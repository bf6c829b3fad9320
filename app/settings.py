"""The user's preferences, kept in QSettings, with one signal when any of them changes."""

from __future__ import annotations

from PySide6.QtCore import QObject, QRect, QSettings, Signal

__all__ = ["DEFAULT_PRESENTER_SCALE", "MAX_SCALE", "MIN_SCALE", "Settings"]

MIN_SCALE = 1.0
MAX_SCALE = 2.0
#: How much presenter mode enlarges the interface unless the teacher picks another size.
DEFAULT_PRESENTER_SCALE = 1.5


def _as_bool(value: object, default: bool) -> bool:
    if value is None:
        return default
    if isinstance(value, str):
        return value.lower() in {"1", "true", "yes", "on"}
    return bool(value)


class Settings(QObject):
    """Typed access to QSettings. Views listen to ``changed(key)`` to apply a new value at once."""

    changed = Signal(str)

    def __init__(
        self, store: QSettings | None = None, parent: QObject | None = None, language: str | None = None
    ) -> None:
        super().__init__(parent)
        self._store = store if store is not None else QSettings()
        #: ``rectoverso --lang``: the language of this run only, never written to the store.
        self._language_override = language

    # -- generic ---------------------------------------------------------------------

    def value(self, key: str, default: object = None) -> object:
        return self._store.value(key, default)

    def set_value(self, key: str, value: object) -> None:
        if self._store.value(key) == value:
            return
        self._store.setValue(key, value)
        self.changed.emit(key)

    def sync(self) -> None:
        self._store.sync()

    # -- named preferences -----------------------------------------------------------

    @property
    def language(self) -> str:
        value = self._language_override or str(self._store.value("ui/language", "en"))
        return value if value in {"en", "fr", "it", "pt"} else "en"

    @language.setter
    def language(self, value: str) -> None:
        changed = value != self.language
        self._language_override = None
        self._store.setValue("ui/language", value)
        if changed:
            self.changed.emit("ui/language")

    @property
    def ui_scale(self) -> float:
        try:
            value = float(self._store.value("ui/scale", MIN_SCALE))  # type: ignore[arg-type]
        except (TypeError, ValueError):
            value = MIN_SCALE
        return min(MAX_SCALE, max(MIN_SCALE, value))

    @ui_scale.setter
    def ui_scale(self, value: float) -> None:
        self.set_value("ui/scale", round(min(MAX_SCALE, max(MIN_SCALE, float(value))), 2))

    @property
    def presenter_mode(self) -> bool:
        return _as_bool(self._store.value("ui/presenter"), False)

    @presenter_mode.setter
    def presenter_mode(self, value: bool) -> None:
        self.set_value("ui/presenter", bool(value))

    @property
    def presenter_scale(self) -> float:
        """The size of the interface in presenter mode (1.5× unless changed)."""
        try:
            value = float(self._store.value("ui/presenter_scale", DEFAULT_PRESENTER_SCALE))  # type: ignore[arg-type]
        except (TypeError, ValueError):
            value = DEFAULT_PRESENTER_SCALE
        return min(MAX_SCALE, max(MIN_SCALE, value))

    @presenter_scale.setter
    def presenter_scale(self, value: float) -> None:
        before = self.effective_scale
        self.set_value("ui/presenter_scale", round(min(MAX_SCALE, max(MIN_SCALE, float(value))), 2))
        if self.effective_scale != before:
            self.changed.emit("ui/scale")  # views re-lay out on "ui/scale"

    @property
    def effective_scale(self) -> float:
        """The scale the UI uses: in presenter mode the larger of the two chosen sizes."""
        return max(self.ui_scale, self.presenter_scale) if self.presenter_mode else self.ui_scale

    @property
    def colourblind_symbols(self) -> bool:
        return _as_bool(self._store.value("ui/colourblind_symbols"), True)

    @colourblind_symbols.setter
    def colourblind_symbols(self, value: bool) -> None:
        self.set_value("ui/colourblind_symbols", bool(value))

    @property
    def window_rect(self) -> QRect | None:
        """Where the main window was last, in screen coordinates (its frame left out)."""
        value = self._store.value("window/rect")
        return value if isinstance(value, QRect) and value.isValid() else None

    @window_rect.setter
    def window_rect(self, value: QRect) -> None:
        self._store.setValue("window/rect", value)

    @property
    def window_maximized(self) -> bool:
        return _as_bool(self._store.value("window/maximized"), False)

    @window_maximized.setter
    def window_maximized(self, value: bool) -> None:
        self._store.setValue("window/maximized", bool(value))
