"""The speed of moves: a typed preference, slow in presenter mode, off for tests and reduced motion."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings

from app.dialogs.settings_dialog import SettingsDialog
from app.settings import MOVE_SPEED, Settings
from app.table.motion import REDUCED_MOTION_ENV, follow_move_speed, moment, motion_tempo


@pytest.fixture
def settings(tmp_path) -> Settings:  # type: ignore[no-untyped-def]
    return Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))


def test_the_speed_of_moves_is_normal_and_slow_in_presenter_mode_unless_chosen(settings: Settings) -> None:
    assert settings.move_speed == "normal"
    settings.presenter_mode = True
    assert settings.move_speed == "slow"
    settings.move_speed = "normal"
    assert settings.move_speed == "normal"
    settings.move_speed = "off"
    settings.presenter_mode = False
    assert settings.move_speed == "off"
    with pytest.raises(ValueError):
        settings.move_speed = "fast"


def test_a_bad_stored_speed_gives_the_default(settings: Settings) -> None:
    settings.set_value(MOVE_SPEED.key, "warp")
    assert settings.move_speed == "normal"


def test_the_pace_is_off_headless_and_when_the_system_asks_for_less_motion(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.delenv(REDUCED_MOTION_ENV, raising=False)
    assert motion_tempo("normal") == 1.0
    assert motion_tempo("slow") == 2.0
    assert motion_tempo("off") == 0.0
    assert motion_tempo("normal", headless=True) == 0.0
    monkeypatch.setenv(REDUCED_MOTION_ENV, "1")
    assert motion_tempo("slow") == 0.0


def test_each_move_lasts_150_to_400_ms_at_normal_pace() -> None:
    assert moment(80, 1.0) == 150
    assert moment(260, 1.0) == 260
    assert moment(900, 1.0) == 400
    assert moment(260, 2.0) == 520


def test_the_settings_dialog_chooses_the_speed_of_moves(qtbot, settings: Settings) -> None:  # type: ignore[no-untyped-def]
    settings.presenter_mode = True
    dialog = SettingsDialog(settings)
    qtbot.addWidget(dialog)
    assert dialog.move_speed.currentData() == "slow"
    dialog.accept()
    settings.presenter_mode = False
    assert settings.move_speed == "normal", "an untouched choice keeps following presenter mode"
    dialog = SettingsDialog(settings)
    qtbot.addWidget(dialog)
    dialog.move_speed.setCurrentIndex(MOVE_SPEED.choices.index("off"))
    dialog.accept()
    assert settings.move_speed == "off"


def test_a_table_follows_the_speed_of_moves_as_it_changes(settings: Settings, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.delenv(REDUCED_MOTION_ENV, raising=False)
    tempos: list[float] = []
    follow_move_speed(settings, False, tempos.append)
    settings.move_speed = "slow"
    settings.move_speed = "off"
    settings.presenter_mode = True  # a chosen speed stays; the table is told again all the same
    assert tempos == [1.0, 2.0, 0.0, 0.0]
