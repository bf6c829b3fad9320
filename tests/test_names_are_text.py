"""A name is text, wherever it is shown (docs/ARCHITECTURE.md, "Who is on the network").

A pupil types a name on a phone; the projector shows it. Qt reads a label's text as rich
text when it looks like markup: ``<table width=5000>`` once stretched the seats panel to
5,022 px, ``<br>`` faked a seat line, and ``<img src=…>`` made Qt open a file on the
teacher's disk. These tests give every seat a name made of markup, play each game to its
end, and look at every widget on the way: a label that shows a name shows it as plain
text (or as escaped rich text), no tooltip carries the markup, nothing grows wider than
the screen, and no file is opened (the kernel is asked: ``tests/file_watch.py``).
"""

from __future__ import annotations

import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import Qt as GuiQt
from PySide6.QtWidgets import QAbstractButton, QGraphicsTextItem, QGraphicsView, QLabel, QWidget

from engines.table.seats import Seat, TableSetup
from tests.file_watch import FileWatch, available

#: Widest a widget may ask to be, in pixels (a 1920-pixel projector).
WIDEST = 1920


@pytest.fixture
def probe() -> Iterator[tuple[Path, FileWatch]]:
    if not available():
        pytest.skip("needs Linux's inotify to see files opened")
    folder = Path(tempfile.mkdtemp(prefix="rv", dir="/tmp"))
    (folder / "p.png").write_bytes(b"\x89PNG\r\n\x1a\n")
    watch = FileWatch(folder)
    yield folder, watch
    watch.close()


def hostile_names(folder: Path) -> list[str]:
    """Four names of markup, each within the 32 characters a name may have."""
    names = [
        f"<img src={folder}/p.png>",
        "<table width=5000><tr><td>W",
        "<b>Bold</b><br>Fake seat",
        '<a href="x">Link</a>&amp;',
    ]
    assert all(len(name) <= 32 for name in names)
    return names


def _rich(label: QLabel) -> bool:
    text_format = label.textFormat()
    if text_format == Qt.TextFormat.AutoText:
        return GuiQt.mightBeRichText(label.text())
    return text_format == Qt.TextFormat.RichText


def _where(widget: QWidget) -> str:
    """A widget by its class and name, and its nearest named parents'."""
    chain, node = [], widget
    while node is not None and len(chain) < 4:
        chain.append(f"{type(node).__name__}{'#' + node.objectName() if node.objectName() else ''}")
        node = node.parentWidget()
    return " < ".join(chain)


def problems(root: QWidget, names: list[str]) -> list[str]:
    """Every widget under ``root`` that would read a name as markup, or grew too wide."""
    found = []
    for widget in [root, *root.findChildren(QWidget)]:
        where = _where(widget)
        if isinstance(widget, QLabel) and _rich(widget):
            for name in names:
                if name in widget.text():
                    found.append(f"{where} shows {name!r} as rich text: {widget.text()[:80]!r}")
        tip = widget.toolTip()
        if tip and GuiQt.mightBeRichText(tip):
            found += [f"{where} has {name!r} in a rich tooltip" for name in names if name in tip]
        wide = isinstance(widget, QLabel | QAbstractButton) and widget.isVisible()
        if wide and widget.sizeHint().width() > WIDEST:
            found.append(f"{where} asks for {widget.sizeHint().width()} px")
        if isinstance(widget, QGraphicsView) and widget.scene() is not None:
            for item in widget.scene().items():
                if isinstance(item, QGraphicsTextItem) and any(n in item.toHtml() for n in names):
                    found.append(f"{where} has a text item with a name as markup")
    return found


def _settle(qtbot: Any, window: QWidget) -> None:
    window.grab()  # paint everything once, as the projector would
    qtbot.wait(20)


CARD_GAMES = {
    "dj05135": {"turn_limit": 40},
    "verso": {},
    "revorso": {},
}


@pytest.mark.parametrize("game", sorted(CARD_GAMES))
def test_markup_names_are_shown_as_text_through_a_whole_game(game: str, main_window, qtbot, probe) -> None:  # type: ignore[no-untyped-def]
    folder, watch = probe
    names = hostile_names(folder)
    QSettings().setValue("table/bot_speed", "instant")
    view = main_window.view(game)
    assert main_window.show_view(game)
    seats = tuple(Seat.computer(name, "random") for name in names[: 4 if game != "verso" else 3])
    view.start_game(TableSetup(game, seats, 5, CARD_GAMES[game]))
    session = view.shell.session
    assert session is not None and list(session.setup.names) == [s.name for s in seats]
    seen: list[str] = []
    for _ in range(400):
        if session.over:
            break
        before = len(session.state.history)
        qtbot.waitUntil(lambda b=before: len(session.state.history) > b or session.over, timeout=10_000)
        if len(session.state.history) % 7 == 0:
            _settle(qtbot, main_window)
            seen += problems(main_window, names)
    assert session.over
    qtbot.wait(300)  # the end page
    _settle(qtbot, main_window)
    seen += problems(main_window, names)
    assert sorted(set(seen)) == [], "\n".join(sorted(set(seen)))
    assert watch.events() == [], "a name made Qt open a file"
    assert main_window.minimumSizeHint().width() <= WIDEST


def test_markup_names_in_a_recto_verso_party(main_window, qtbot, probe) -> None:  # type: ignore[no-untyped-def]
    folder, watch = probe
    names = hostile_names(folder)
    main_window.show_view("recto_verso")
    view = main_window.views["recto_verso"]
    setup = view.setup
    setup.count.setValue(4)
    for seat, name in enumerate(names):
        setup.name_edits[seat].setText(name)
    qtbot.mouseClick(setup.party_button, Qt.MouseButton.LeftButton)
    state = view.session.state
    assert state is not None and state.mode == "party"
    _settle(qtbot, main_window)
    seen = problems(main_window, names)
    view.rounds.reveal()
    _settle(qtbot, main_window)
    seen += problems(main_window, names)
    assert seen == [], "\n".join(seen)
    assert watch.events() == [], "a name made Qt open a file"


def test_names_typed_on_phones_on_the_shared_screen(main_window, qtbot, probe) -> None:  # type: ignore[no-untyped-def]
    from tableserver.address import LOOPBACK
    from tests.phone_clients import PhoneLoop, sit

    folder, watch = probe
    names = hostile_names(folder)
    view = main_window.view("dj05135")
    assert main_window.show_view("dj05135")
    seats = tuple(Seat.remote(f"Player {i + 1}") for i in range(4))
    view.start_game(TableSetup("dj05135", seats, 5, {"turn_limit": 40}), phone_host=LOOPBACK)
    host = view.shell.phones
    loop = PhoneLoop()
    try:
        phones = [sit(qtbot, loop, host.url, host.code, seat, name) for seat, name in enumerate(names)]
        qtbot.waitUntil(lambda: [p.name for p in host.places] == names, timeout=10_000)
        _settle(qtbot, main_window)
        seen = problems(main_window, names)
        assert seen == [], "\n".join(seen)
        shown = [row.label.accessibleName() for row in view.shell.shared_screen.rows]
        assert all(name in line for name, line in zip(names, shown, strict=True))
        assert view.shell.shared_screen.width() < 600
        assert watch.events() == [], "a name made Qt open a file"
        for phone in phones:
            phone.close()
    finally:
        host.stop()
        loop.close()


def test_the_watch_sees_qt_open_a_picture_named_in_rich_text(qtbot, probe) -> None:  # type: ignore[no-untyped-def]
    """The check above can fail: a rich label with the same name does open the file."""
    folder, watch = probe
    label = QLabel(hostile_names(folder)[0])
    qtbot.addWidget(label)
    label.show()
    label.grab()
    assert any(event.endswith("p.png") for event in watch.events())
