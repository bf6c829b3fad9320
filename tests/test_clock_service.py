"""Every timer of the app stops while the player cannot play, through the real window and events.

Each timer is started on a fake time source, then hidden four ways: a modal
``QMessageBox.exec()`` opened from a timer, the F1 overlay opened by the real key, the
Home screen, and a minimised window. While hidden, time passes and the displayed time
does not move; once back, it goes on from where it stopped.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pytest
from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtGui import QWindowStateChangeEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from app.table.clock_service import ClockService
from engines.recto_verso.handling import build_order
from engines.revorso import RevorsoState
from engines.table.clock import ManualTime, PausableClock
from engines.table.seats import Seat, TableSetup
from engines.table.session import TableSession
from tests.revorso_helpers import give_action, stack


@dataclass
class Timer:
    """One timer of the app as the player sees it: how to move time on and what it shows."""

    view_id: str
    advance: Callable[[int], None]
    shown: Callable[[], str]
    #: The displayed time after ``ms`` more running time than at ``before`` (to check a resume).
    later: Callable[[str, int], str]


def _recto_verso(window) -> Timer:  # type: ignore[no-untyped-def]
    window.show_view("recto_verso")
    view = window.views["recto_verso"]
    clock = ManualTime(5_000)
    view.clock = clock
    view.rounds.start_party("easy", ["Ana", "Ben", "Chloé"], seed=4)
    view.rounds.reveal()
    clock.advance(12_300)

    def shown() -> str:
        view.rounds.timer.timeout.emit()
        return str(view.page.stopwatch.text)

    assert shown() == "0:12.3"
    return Timer("recto_verso", clock.advance, shown, lambda before, ms: _plus(before, ms))


def _stopwatch(window) -> Timer:  # type: ignore[no-untyped-def]
    window.show_view("rules")
    view = window.views["rules"]
    view.show_page("stopwatch")
    tool = view.stopwatch.tool
    clock = ManualTime(1_000)
    tool.clock = clock
    tool.start()
    clock.advance(21_400)

    def shown() -> str:
        tool.refresh()
        return str(tool.time_display.text())

    assert shown() == "0:21.4"
    return Timer("rules", clock.advance, shown, lambda before, ms: _plus(before, ms))


def _ladder(window) -> Timer:  # type: ignore[no-untyped-def]
    window.show_view("rules")
    view = window.views["rules"]
    view.show_page("ladder")
    tool = view.ladder.tool
    clock = ManualTime()
    tool.clock = clock
    tool.start()
    clock.advance(20_000)

    def shown() -> str:
        tool.refresh()
        return str(tool.countdown.text())

    assert shown() == "1:10"
    return Timer("rules", clock.advance, shown, lambda before, ms: _plus(before, -ms, tenths=False))


def _revorso(window) -> Timer:  # type: ignore[no-untyped-def]
    window.show_view("revorso")
    view = window.views["revorso"]
    clock = ManualTime(1_000_000)
    countdown = view.offers.countdown
    countdown.clock = clock
    setup = TableSetup("revorso", (Seat("Ada"), Seat("Bob")), 3)
    state = RevorsoState(2, 3)
    give_action(state, 1, "switch")
    stack(state, ["juice", "tuna"])
    view.shell.open_session(TableSession(setup, state))
    for key in (Qt.Key.Key_D, Qt.Key.Key_D, Qt.Key.Key_S):
        QTest.keyClick(view.focusWidget() or view, key)
    state = view.session.state
    assert state.phase == "switch" and countdown.running

    def advance(ms: int) -> None:
        clock.advance(ms)

    def shown() -> str:
        countdown.poll()
        assert state.phase == "switch", "the offer ran out"
        return f"{view.bar.switch_countdown.value() / 10:.1f}"

    advance(2_000)
    assert shown() == "6.0"  # of 8 s
    return Timer("revorso", advance, shown, lambda before, ms: f"{float(before) - ms / 1000:.1f}")


def _plus(text: str, ms: int, tenths: bool = True) -> str:
    """``m:ss.t`` (or ``m:ss``) moved on by ``ms``."""
    minutes, rest = text.split(":")
    total = round((int(minutes) * 60 + float(rest)) * 1000) + ms
    seconds, part = divmod(total, 1000)
    out = f"{seconds // 60}:{seconds % 60:02d}"
    return f"{out}.{part // 100}" if tenths else out


TIMERS = {"recto_verso": _recto_verso, "stopwatch": _stopwatch, "ladder": _ladder, "revorso": _revorso}


def _while_modal_dialog(window, qtbot, timer: Timer) -> str:  # type: ignore[no-untyped-def]
    """Open a QMessageBox with exec() from a timer; look at the clock from inside its event loop."""
    seen: dict[str, object] = {}
    box = QMessageBox(QMessageBox.Icon.Information, "Pause", "The clocks wait.", parent=window)

    def inside() -> None:
        seen["modal"] = QApplication.activeModalWidget() is box
        seen["before"] = timer.shown()
        timer.advance(30_000)
        seen["during"] = timer.shown()
        box.done(0)

    def open_box() -> None:
        QTimer.singleShot(20, inside)
        box.exec()
        seen["closed"] = True

    QTimer.singleShot(0, open_box)
    qtbot.waitUntil(lambda: "closed" in seen, timeout=5_000)
    assert seen["modal"], "the box was modal when the clock was read"
    assert seen["during"] == seen["before"]
    return str(seen["before"])


def _while_overlay(window, qtbot, timer: Timer) -> str:  # type: ignore[no-untyped-def]
    before = timer.shown()
    QTest.keyClick(window.focusWidget() or window, Qt.Key.Key_F1)
    overlay = window.shortcuts_overlay
    assert overlay is not None and overlay.isVisible()
    timer.advance(30_000)
    assert timer.shown() == before
    QTest.keyClick(overlay, Qt.Key.Key_F1)  # F1 again closes it
    assert not overlay.isVisible()
    return before


def _while_home(window, qtbot, timer: Timer) -> str:  # type: ignore[no-untyped-def]
    before = timer.shown()
    assert window.show_view("home")
    timer.advance(30_000)
    assert timer.shown() == before
    assert window.show_view(timer.view_id)
    return before


def _set_minimised(window: QWidget, on: bool) -> None:
    old = window.windowState()
    new = old | Qt.WindowState.WindowMinimized if on else old & ~Qt.WindowState.WindowMinimized
    window.setWindowState(new)
    # The offscreen platform has no window manager to confirm: send the event it would.
    QApplication.sendEvent(window, QWindowStateChangeEvent(old))


def _while_minimised(window, qtbot, timer: Timer) -> str:  # type: ignore[no-untyped-def]
    before = timer.shown()
    _set_minimised(window, True)
    assert window.isMinimized()
    timer.advance(30_000)
    assert timer.shown() == before
    _set_minimised(window, False)
    assert not window.isMinimized()
    return before


PAUSES = {
    "dialog": _while_modal_dialog,
    "overlay": _while_overlay,
    "home": _while_home,
    "minimised": _while_minimised,
}


@pytest.mark.parametrize("pause", list(PAUSES))
@pytest.mark.parametrize("timer_name", list(TIMERS))
def test_a_timer_stops_while_hidden_and_goes_on_where_it_stopped(
    main_window, qtbot, timer_name: str, pause: str
) -> None:  # type: ignore[no-untyped-def]
    timer = TIMERS[timer_name](main_window)
    before = PAUSES[pause](main_window, qtbot, timer)
    assert timer.shown() == before, "nothing ran while the player was away"
    timer.advance(1_000)
    assert timer.shown() == timer.later(before, 1_000), "it goes on from where it stopped"


def test_two_reasons_at_once_both_must_go(main_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    timer = _stopwatch(main_window)
    before = timer.shown()
    _set_minimised(main_window, True)
    main_window.show_view("home")
    _set_minimised(main_window, False)
    timer.advance(5_000)
    assert timer.shown() == before
    main_window.show_view("rules")
    timer.advance(5_000)
    assert timer.shown() == _plus(before, 5_000)


def test_the_result_reports_the_time_the_stopwatch_shows(main_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    main_window.show_view("recto_verso")
    view = main_window.views["recto_verso"]
    clock = ManualTime(5_000)
    view.clock = clock
    view.rounds.start_party("easy", ["Ana", "Ben", "Chloé"], seed=4)
    view.rounds.reveal()
    clock.advance(42_700)
    view.rounds.call("front")
    clock.advance(123)  # the second call comes a little later: that is when the clock stops
    view.rounds.call("back")
    assert view.session.phase in ("result", "over")
    clock.advance(60_000)
    view.rounds.timer.timeout.emit()
    assert view.page.stopwatch.text == "0:42.8"
    assert "0:42.8" in view.overlay.text.text()


def test_a_solved_puzzle_reports_the_time_the_stopwatch_shows(main_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    main_window.show_view("recto_verso")
    view = main_window.views["recto_verso"]
    clock = ManualTime(5_000)
    view.clock = clock
    view.rounds.start_puzzle("easy", "E05", seed=7)
    solution = view.session.state.solution()
    clock.advance(265_900)
    for name, cells in build_order((p.piece, p.cells) for p in solution.placements):
        view.session.hold_as(name, cells)
        view.act("place")  # the last piece ends the round by itself
    assert view.session.phase in ("result", "over")
    clock.advance(10_000)
    view.rounds.timer.timeout.emit()
    assert view.page.stopwatch.text == "4:25.9"
    assert "Built in 4:25.9" in view.overlay.text.text()


def test_a_dialog_opened_by_a_static_function_pauses_too(main_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    timer = _stopwatch(main_window)
    seen: dict[str, str] = {}

    def inside() -> None:
        box = QApplication.activeModalWidget()
        assert box is not None
        seen["before"] = timer.shown()
        timer.advance(9_000)
        seen["during"] = timer.shown()
        box.close()

    QTimer.singleShot(0, lambda: (QTimer.singleShot(20, inside), QMessageBox.warning(main_window, "t", "x")))
    qtbot.waitUntil(lambda: "during" in seen and QApplication.activeModalWidget() is None, timeout=5_000)
    assert seen["during"] == seen["before"]
    timer.advance(1_000)
    assert timer.shown() == _plus(seen["before"], 1_000)


def test_a_clock_in_a_window_of_its_own_is_not_hidden_by_the_current_view(qtbot) -> None:  # type: ignore[no-untyped-def]
    service = ClockService()
    window = QWidget()
    view, other_view = QWidget(window), QWidget(window)
    on_view, on_other_view, alone = QWidget(view), QWidget(other_view), QWidget()
    clock = PausableClock(lambda: 0)
    changes: list[bool] = []
    service.register(clock, on_other_view, lambda: changes.append(clock.paused))
    service.set_current_view(view)
    assert service.reasons_for(on_view) == set()
    assert service.reasons_for(view) == set()
    assert service.reasons_for(on_other_view) == {"hidden"}
    assert service.reasons_for(alone) == set(), "a window of its own (a full-screen tool) stays on"
    assert changes == [True] and clock.reasons == {"hidden"}
    service.set_current_view(other_view)
    assert changes == [True, False] and not clock.paused
    window.deleteLater()
    alone.deleteLater()


def test_a_deleted_owner_is_forgotten(qtbot) -> None:  # type: ignore[no-untyped-def]
    service = ClockService()
    owner = QWidget()
    clock = PausableClock(lambda: 0)
    service.register(clock, owner)
    owner.deleteLater()
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    service.update()
    assert service._entries == []
