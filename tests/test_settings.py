"""Every preference is read through one typed accessor; a bad stored value falls back to its default."""

from __future__ import annotations

import logging
import math
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings

from app import settings as settings_module
from app.settings import (
    ALL_SETTINGS,
    BOT_SPEED,
    COLOURBLIND_SYMBOLS,
    LANGUAGE,
    PRESENTER_SCALE,
    PRINT_FOLDER,
    UI_SCALE,
    BoolSetting,
    FloatSetting,
    IntSetting,
    Settings,
    StrSetting,
)

APP = Path(__file__).resolve().parent.parent / "app"


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    settings_module.forget_reported()
    return Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))


def _reopened(settings: Settings, tmp_path: Path) -> Settings:
    """The same settings file read afresh, as the next run reads it (INI values come back as text)."""
    settings.sync()
    return Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))


@pytest.mark.parametrize(
    ("setting", "raw"),
    [
        (IntSetting("x/int", 5, minimum=0, maximum=10), "abc"),
        (IntSetting("x/int", 5, minimum=0, maximum=10), 11),
        (IntSetting("x/int", 5, minimum=0, maximum=10), True),
        (IntSetting("x/int", 5, minimum=0, maximum=10), "9" * 5000),
        (IntSetting("x/int", 5, minimum=0, maximum=10), 2.5),
        (FloatSetting("x/float", 1.5, minimum=1.0, maximum=2.0), "nan"),
        (FloatSetting("x/float", 1.5, minimum=1.0, maximum=2.0), math.inf),
        (FloatSetting("x/float", 1.5, minimum=1.0, maximum=2.0), "3"),
        (FloatSetting("x/float", 1.5, minimum=1.0, maximum=2.0), ["1.2"]),
        (BoolSetting("x/bool", True), "maybe"),
        (BoolSetting("x/bool", True), 7),
        (StrSetting("x/str", "d", max_length=8), "123456789"),
        (StrSetting("x/str", "d", max_length=8), 42),
        (LANGUAGE, "klingon"),
        (BOT_SPEED, "warp"),
    ],
)
def test_bad_value_gives_the_default(settings: Settings, setting, raw) -> None:  # type: ignore[no-untyped-def]
    settings.set_value(setting.key, raw)
    assert settings.get(setting) == setting.default


@pytest.mark.parametrize(
    ("setting", "raw", "expected"),
    [
        (IntSetting("x/int", 5, minimum=0, maximum=10), 7, 7),
        (IntSetting("x/int", 5, minimum=0, maximum=10), " 8 ", 8),
        (FloatSetting("x/float", 1.5, minimum=1.0, maximum=2.0), 1.25, 1.25),
        (BoolSetting("x/bool", True), False, False),
        (BoolSetting("x/bool", False), "true", True),
        (StrSetting("x/str", "d", max_length=8), "abc", "abc"),
        (BOT_SPEED, "fast", "fast"),
    ],
)
def test_good_value_survives_a_restart(settings: Settings, tmp_path: Path, setting, raw, expected) -> None:  # type: ignore[no-untyped-def]
    settings.set_value(setting.key, raw)
    assert settings.get(setting) == expected
    assert _reopened(settings, tmp_path).get(setting) == expected


def test_missing_value_gives_the_default(settings: Settings) -> None:
    for setting in ALL_SETTINGS.values():
        assert settings.get(setting) == setting.default


def test_bad_value_is_logged_once_per_key(settings: Settings, caplog: pytest.LogCaptureFixture) -> None:
    settings.set_value(UI_SCALE.key, "abc")
    settings.set_value(PRESENTER_SCALE.key, "NaN")
    with caplog.at_level(logging.WARNING, logger="app.settings"):
        for _ in range(5):
            assert settings.ui_scale == UI_SCALE.default
            assert settings.presenter_scale == PRESENTER_SCALE.default
    warnings = [r.getMessage() for r in caplog.records]
    assert len(warnings) == 2
    assert any("ui/scale" in w for w in warnings) and any("ui/presenter_scale" in w for w in warnings)


def test_named_preferences_read_through_the_declarations(settings: Settings, tmp_path: Path) -> None:
    settings.set_value(COLOURBLIND_SYMBOLS.key, "sometimes")
    settings.set_value(PRINT_FOLDER.key, "x" * 5000)
    settings.set_value(LANGUAGE.key, 3)
    again = _reopened(settings, tmp_path)
    assert again.colourblind_symbols is True
    assert again.get(PRINT_FOLDER) == ""
    assert again.language == "en"
    again.ui_scale = 1.7
    assert _reopened(again, tmp_path).ui_scale == 1.7


def test_the_app_reads_settings_only_through_the_accessors() -> None:
    """No ``settings.value(`` nor a QSettings ``value(`` outside app/settings.py."""
    offenders = []
    for path in sorted(APP.rglob("*.py")):
        if path.name == "settings.py" and path.parent == APP:
            continue
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if "settings.value(" in line or "_store.value(" in line or "QSettings().value(" in line:
                offenders.append(f"{path.relative_to(APP.parent)}:{number}: {line.strip()}")
    assert offenders == []


def test_non_integer_bot_delay_does_not_stop_the_dj05135_view(main_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    """A settings file with ``dj05135/bot_delay_ms=abc`` (and a junk speed) once kept the view shut."""
    store = main_window.context.settings
    store.set_value("dj05135/bot_delay_ms", "abc")
    store.set_value(BOT_SPEED.key, "1e999")
    store.set_value("dj05135/last_setup", "[" * 60_000)
    assert main_window.show_view("dj05135")
    view = main_window.view("dj05135")
    qtbot.waitExposed(view)
    assert view.isVisible()
    assert store.get(BOT_SPEED) == BOT_SPEED.default
    view.show_setup()  # reads the remembered set-up: unreadable, so the default one
    assert view.pages.currentWidget() is view.setup_page
    assert view.setup_page.setup().seats == view.proposed_setup().seats
