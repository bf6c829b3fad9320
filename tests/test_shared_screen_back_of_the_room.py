"""The shared screen read from the back of a classroom: at a quarter of a 1920×1080 projector in
presenter mode (480×270), what the room must read — the address, the table code and whom the
table waits for — is still at least 8 pixels tall, in sight without scrolling, and not cut,
before and after everyone is seated (docs/ARCHITECTURE.md, "Playing on phones")."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QLabel

from engines.table.seats import Seat, TableSetup
from tableserver.address import LOOPBACK
from tests.phone_clients import sit

#: A quarter of the projector's size, and the smallest text the back row reads there.
QUARTER = 0.25
SMALLEST_PX = 8


@pytest.fixture
def view(main_window, qtbot):  # type: ignore[no-untyped-def]
    main_window.context.settings.presenter_mode = True
    main_window.resize(1920, 1080)
    view = main_window.view("dj05135")
    assert main_window.show_view("dj05135")
    seats = (Seat.remote("Ana"), Seat.remote("Bea"), Seat.computer("Robo", "random"))
    view.start_game(TableSetup("dj05135", seats, 6, {"first_player": 0}), LOOPBACK)
    yield view
    view.shell.phones.stop()


def _readable(label: QLabel) -> list[str]:
    problems = []
    name = label.objectName() or label.accessibleName()
    size = label.font().pixelSize()
    if size * QUARTER < SMALLEST_PX:
        problems.append(f"{name}: {size} px is {size * QUARTER:.1f} px at a quarter")
    if not label.isVisible() or label.visibleRegion().isEmpty():
        problems.append(f"{name}: not in sight")
    if label.sizeHint().width() > label.width() and not label.wordWrap():
        problems.append(f"{name}: cut ({label.sizeHint().width()} > {label.width()})")
    return problems


def test_the_room_reads_the_address_the_code_and_whom_the_table_waits_for(qtbot, view, phones) -> None:  # type: ignore[no-untyped-def]
    screen, host = view.shell.shared_screen, view.shell.phones
    qtbot.waitUntil(lambda: screen.isVisible(), timeout=10_000)
    assert not screen.compact
    problems = [*_readable(screen.address), *_readable(screen.code)]
    ana = sit(qtbot, phones, host.url, host.code, 0, "Ana")
    qtbot.waitUntil(lambda: screen.waiting.isVisible(), timeout=10_000)
    assert screen.waiting.accessibleName() == "Waiting for Ana"
    problems += _readable(screen.waiting)
    bea = sit(qtbot, phones, host.url, host.code, 1, "Bea")
    qtbot.waitUntil(lambda: screen.compact, timeout=10_000)  # everyone seated: the compact corner
    assert screen.qr_label.pixmap().width() < screen.side_px()
    problems += [*_readable(screen.address), *_readable(screen.code), *_readable(screen.waiting)]
    assert problems == [], "\n".join(problems)
    for phone in (ana, bea):
        phone.close()
