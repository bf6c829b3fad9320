"""The user's preferences, kept in QSettings, with one signal when any of them changes.

Every preference is declared once below with its type, default and range
(:class:`IntSetting`, :class:`FloatSetting`, :class:`BoolSetting`, :class:`ChoiceSetting`,
:class:`StrSetting`) and read only through :meth:`Settings.get`. The settings are kept
in the system's own format — a text file on Linux, the registry on Windows, a property
list on macOS — which anybody can edit (or a newer version of the app may have written),
so a number may come back as text and text as a number: a value
of the wrong type, out of range, ``"abc"`` where a number belongs or ``NaN`` is logged
once per key per run and replaced by the default, so a bad preference can never stop a
view from opening.
"""

from __future__ import annotations

import logging
import math
import re
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from PySide6.QtCore import QObject, QRect, QSettings, Signal

from engines.table.pacing import DEFAULT_SPEED, SPEED_KEY, SPEEDS

__all__ = [
    "ALL_SETTINGS",
    "BOT_SPEED",
    "COLOURBLIND_SYMBOLS",
    "DEFAULT_PRESENTER_SCALE",
    "LANGUAGE",
    "MAX_SCALE",
    "MIN_SCALE",
    "MOVE_SPEED",
    "PHONE_ADDRESS",
    "PRESENTER_MODE",
    "PRESENTER_SCALE",
    "PRINT_FOLDER",
    "RECTO_VERSO_PARTY_NAMES",
    "SCORING_GRID",
    "TEACH_STEP",
    "UI_SCALE",
    "WINDOW_MAXIMIZED",
    "BoolSetting",
    "ChoiceSetting",
    "FloatSetting",
    "IntSetting",
    "Setting",
    "Settings",
    "StrSetting",
    "forget_reported",
    "last_setup_setting",
]

log = logging.getLogger(__name__)

MIN_SCALE = 1.0
MAX_SCALE = 2.0
#: How much presenter mode enlarges the interface unless the teacher picks another size.
DEFAULT_PRESENTER_SCALE = 1.5
#: The longest text a preference holds (a folder path, a small JSON list of seats).
MAX_TEXT_SETTING = 65_536

T = TypeVar("T")
_INTEGER = re.compile(r"[+-]?\d{1,18}")
_TRUE = {"1", "true", "yes", "on"}
_FALSE = {"0", "false", "no", "off"}


class _Bad(ValueError):
    """A stored value this setting cannot use; the message says why, for the log."""


@dataclass(frozen=True)
class Setting(Generic[T]):
    """One preference: its key in the settings file and the value used when it is missing or bad."""

    key: str
    default: T

    def parse(self, raw: object) -> T:
        """The stored ``raw`` value as this setting's type; raises :class:`_Bad` when unusable."""
        raise NotImplementedError


@dataclass(frozen=True)
class IntSetting(Setting[int]):
    minimum: int = -(2**31)
    maximum: int = 2**31 - 1

    def parse(self, raw: object) -> int:
        if isinstance(raw, bool):  # True is not 1 here: a file never holds a count as a bool
            raise _Bad("a yes/no value where a whole number belongs")
        if isinstance(raw, int):
            value = raw
        elif isinstance(raw, str) and _INTEGER.fullmatch(raw.strip()):
            value = int(raw.strip())
        else:
            raise _Bad("not a whole number")
        if not self.minimum <= value <= self.maximum:
            raise _Bad(f"{value} is outside {self.minimum}..{self.maximum}")
        return value


@dataclass(frozen=True)
class FloatSetting(Setting[float]):
    minimum: float = -math.inf
    maximum: float = math.inf

    def parse(self, raw: object) -> float:
        if isinstance(raw, bool):
            raise _Bad("a yes/no value where a number belongs")
        if isinstance(raw, int | float):
            value = float(raw)
        elif isinstance(raw, str) and len(raw) <= 40:
            try:
                value = float(raw)
            except ValueError:
                raise _Bad("not a number") from None
        else:
            raise _Bad("not a number")
        if not math.isfinite(value) or not self.minimum <= value <= self.maximum:
            raise _Bad(f"{value} is outside {self.minimum}..{self.maximum}")
        return value


@dataclass(frozen=True)
class BoolSetting(Setting[bool]):
    def parse(self, raw: object) -> bool:
        if isinstance(raw, bool):
            return raw
        if isinstance(raw, int) and raw in (0, 1):
            return bool(raw)
        if isinstance(raw, str) and raw.strip().lower() in _TRUE | _FALSE:
            return raw.strip().lower() in _TRUE
        raise _Bad("not yes or no")


@dataclass(frozen=True)
class ChoiceSetting(Setting[str]):
    choices: tuple[str, ...] = ()

    def parse(self, raw: object) -> str:
        if isinstance(raw, str) and raw in self.choices:
            return raw
        raise _Bad(f"not one of {', '.join(self.choices)}")


@dataclass(frozen=True)
class StrSetting(Setting[str]):
    max_length: int = MAX_TEXT_SETTING

    def parse(self, raw: object) -> str:
        if not isinstance(raw, str):
            raise _Bad("not text")
        if len(raw) > self.max_length:
            raise _Bad(f"{len(raw)} characters, at most {self.max_length}")
        try:
            raw.encode("utf-8")
        except UnicodeEncodeError:
            raise _Bad("text no file can hold (a lone surrogate)") from None
        return raw


LANGUAGE = ChoiceSetting("ui/language", "en", choices=("en", "fr", "it", "pt"))
UI_SCALE = FloatSetting("ui/scale", MIN_SCALE, minimum=MIN_SCALE, maximum=MAX_SCALE)
PRESENTER_MODE = BoolSetting("ui/presenter", False)
PRESENTER_SCALE = FloatSetting(
    "ui/presenter_scale", DEFAULT_PRESENTER_SCALE, minimum=MIN_SCALE, maximum=MAX_SCALE
)
COLOURBLIND_SYMBOLS = BoolSetting("ui/colourblind_symbols", True)
BOT_SPEED = ChoiceSetting(SPEED_KEY, DEFAULT_SPEED, choices=tuple(name for name, _ms in SPEEDS))
PRINT_FOLDER = StrSetting("print/folder", "", max_length=4096)
#: The address the teacher last offered a table to phones at ("" none yet).
PHONE_ADDRESS = StrSetting("phones/address", "", max_length=64)
#: The JSON texts below are checked again by their readers (a list of names, of seats...).
RECTO_VERSO_PARTY_NAMES = StrSetting("recto_verso/party_names", "[]")
SCORING_GRID = StrSetting("recto_verso/scoring_grid", "")
WINDOW_MAXIMIZED = BoolSetting("window/maximized", False)
#: Presenter mode's "teach" switch: each computer move waits for the teacher's Space.
TEACH_STEP = BoolSetting("ui/teach_step", False)
#: How fast the cards move on the tables: "off" shows each move's end at once, "slow" is for
#: teaching. Unset, it follows presenter mode (slow there, normal elsewhere).
MOVE_SPEED = ChoiceSetting("ui/move_speed", "normal", choices=("off", "normal", "slow"))
#: Also show the news as a notification, which screen readers without announcements speak
#: (Orca 45 and earlier; docs/ARCHITECTURE.md, "Playing without sight").
OLDER_SCREEN_READERS = BoolSetting("access/older_screen_readers", False)
#: The games whose guided first game was already offered on opening, comma-separated (offered once).
GUIDES_OFFERED = StrSetting("guide/offered", "", max_length=1024)

ALL_SETTINGS: dict[str, Setting[Any]] = {
    s.key: s
    for s in (
        LANGUAGE,
        UI_SCALE,
        PRESENTER_MODE,
        PRESENTER_SCALE,
        COLOURBLIND_SYMBOLS,
        OLDER_SCREEN_READERS,
        BOT_SPEED,
        PRINT_FOLDER,
        PHONE_ADDRESS,
        RECTO_VERSO_PARTY_NAMES,
        SCORING_GRID,
        WINDOW_MAXIMIZED,
        TEACH_STEP,
        MOVE_SPEED,
        GUIDES_OFFERED,
    )
}


def last_setup_setting(game: str) -> StrSetting:
    """The set-up of ``game``'s last new game (JSON, see :mod:`app.table.last_setup`)."""
    return StrSetting(f"{game}/last_setup", "")


#: Keys whose bad value was already logged in this run: a view reads its settings often.
_reported: set[str] = set()


def _report_once(setting: Setting[Any], raw: object, why: str) -> None:
    if setting.key in _reported:
        return
    _reported.add(setting.key)
    log.warning(
        "setting %s: ignoring the stored value %.60r (%s); using %r", setting.key, raw, why, setting.default
    )


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

    def get(self, setting: Setting[T]) -> T:
        """The stored value of ``setting``, or its default when missing or unusable (logged once)."""
        try:
            raw = self._store.value(setting.key)
        except (RuntimeError, ValueError, TypeError) as exc:  # a value Qt cannot turn into Python
            _report_once(setting, None, str(exc))
            return setting.default
        if raw is None:
            return setting.default
        try:
            return setting.parse(raw)
        except _Bad as exc:
            _report_once(setting, raw, str(exc))
            return setting.default

    def value(self, key: str, default: object = None) -> object:
        """The value of a declared setting by its key (typed and checked); ``default`` if not declared."""
        setting = ALL_SETTINGS.get(key)
        if setting is None:
            return default
        return self.get(setting)

    def put(self, setting: Setting[T], value: T) -> None:
        self.set_value(setting.key, value)

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
        override = self._language_override
        if override is not None and override in LANGUAGE.choices:
            return override
        return self.get(LANGUAGE)

    @language.setter
    def language(self, value: str) -> None:
        changed = value != self.language
        self._language_override = None
        self._store.setValue(LANGUAGE.key, value)
        if changed:
            self.changed.emit(LANGUAGE.key)

    @property
    def ui_scale(self) -> float:
        return self.get(UI_SCALE)

    @ui_scale.setter
    def ui_scale(self, value: float) -> None:
        self.set_value(UI_SCALE.key, round(min(MAX_SCALE, max(MIN_SCALE, float(value))), 2))

    @property
    def presenter_mode(self) -> bool:
        return self.get(PRESENTER_MODE)

    @presenter_mode.setter
    def presenter_mode(self, value: bool) -> None:
        self.set_value(PRESENTER_MODE.key, bool(value))

    @property
    def presenter_scale(self) -> float:
        """The size of the interface in presenter mode (1.5× unless changed)."""
        return self.get(PRESENTER_SCALE)

    @presenter_scale.setter
    def presenter_scale(self, value: float) -> None:
        before = self.effective_scale
        self.set_value(PRESENTER_SCALE.key, round(min(MAX_SCALE, max(MIN_SCALE, float(value))), 2))
        if self.effective_scale != before:
            self.changed.emit(UI_SCALE.key)  # views re-lay out on "ui/scale"

    @property
    def effective_scale(self) -> float:
        """The scale the UI uses: in presenter mode the larger of the two chosen sizes."""
        return max(self.ui_scale, self.presenter_scale) if self.presenter_mode else self.ui_scale

    @property
    def teach_step(self) -> bool:
        """The teacher's switch: hold every computer move until Space (it acts in presenter mode only)."""
        return self.get(TEACH_STEP)

    @teach_step.setter
    def teach_step(self, value: bool) -> None:
        self.set_value(TEACH_STEP.key, bool(value))

    @property
    def colourblind_symbols(self) -> bool:
        return self.get(COLOURBLIND_SYMBOLS)

    @colourblind_symbols.setter
    def colourblind_symbols(self, value: bool) -> None:
        self.set_value(COLOURBLIND_SYMBOLS.key, bool(value))

    @property
    def older_screen_readers(self) -> bool:
        """Speak the news for screen readers that do not speak announcements (Orca 45 and earlier)."""
        return self.get(OLDER_SCREEN_READERS)

    @older_screen_readers.setter
    def older_screen_readers(self, value: bool) -> None:
        self.set_value(OLDER_SCREEN_READERS.key, bool(value))

    @property
    def move_speed(self) -> str:
        """The pace of the tables' animations: off, normal or slow (slow in presenter mode unless chosen)."""
        if not self._store.contains(MOVE_SPEED.key):
            return "slow" if self.presenter_mode else MOVE_SPEED.default
        return self.get(MOVE_SPEED)

    @move_speed.setter
    def move_speed(self, value: str) -> None:
        if value not in MOVE_SPEED.choices:
            raise ValueError(f"unknown speed of moves {value!r}")
        self.set_value(MOVE_SPEED.key, value)

    @property
    def window_rect(self) -> QRect | None:
        """Where the main window was last, in screen coordinates (its frame left out)."""
        try:
            value = self._store.value("window/rect")
        except (RuntimeError, ValueError, TypeError):  # a value Qt cannot turn into Python
            return None
        return value if isinstance(value, QRect) and value.isValid() else None

    @window_rect.setter
    def window_rect(self, value: QRect) -> None:
        self._store.setValue("window/rect", value)

    @property
    def window_maximized(self) -> bool:
        return self.get(WINDOW_MAXIMIZED)

    @window_maximized.setter
    def window_maximized(self, value: bool) -> None:
        self.set_value(WINDOW_MAXIMIZED.key, bool(value))


def forget_reported() -> None:
    """Let every bad value be logged again (a test that checks the log starts clean)."""
    _reported.clear()
