"""A card table draws a new state by touching only what changed, and shows exactly what a whole
redraw would (docs/ARCHITECTURE.md, "The table shell" and "Playing without sight").

Each table plays seeded random moves for phone seats, as on a projector. What is kept from one
state to the next must equal what writing everything afresh gives (a change of the words makes
every table write everything again), and what is kept must be kept: a log line is translated
once, not at every move.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QCoreApplication, Qt

from app.access.item import AccessItem
from app.access.node import CARD, walk
from app.i18n import words_changed
from app.table.log_lines import LogLines
from engines.table.seats import Seat, TableSetup
from engines.table.session import TableSession
from tests.test_engine_text_views import MARK, MarkingTranslator

GAMES = ("verso", "revorso", "dj05135")


def open_table(window, game: str, seats: int = 3, seed: int = 5):  # type: ignore[no-untyped-def]
    """``game``'s view with a game of phone seats on it (no table server, no autosave)."""
    window.show_view(game)
    view = window.views[game]
    setup = TableSetup(game, tuple(Seat.remote(f"Phone {i + 1}") for i in range(seats)), seed)
    view.shell.open_session(TableSession(setup), keep=False)
    return view


def moves(view, count: int, seed: int = 3) -> Iterator[int]:  # type: ignore[no-untyped-def]
    """Play ``count`` random moves for the seat to act (fewer if the game ends), yielding after each."""
    rng = random.Random(seed)
    session = view.shell.session
    for number in range(count):
        if session.over:
            return
        seat = session.to_act()
        session.play(seat, rng.choice(session.legal_for(seat)))
        QCoreApplication.processEvents()
        yield number


def log_keepers(view, game: str) -> list[LogLines]:  # type: ignore[no-untyped-def]
    """The lines each table keeps translated."""
    if game == "verso":
        return [view.log_texts]
    if game == "revorso":
        return [view.game_log.lines]
    return list(view.log_texts.values())


def written(view, game: str) -> int:  # type: ignore[no-untyped-def]
    return sum(keeper.written for keeper in log_keepers(view, game))


@pytest.mark.parametrize("game", GAMES)
def test_a_log_line_is_translated_once(main_window, game: str) -> None:  # type: ignore[no-untyped-def]
    view = open_table(main_window, game)
    for _ in moves(view, 40):
        pass
    lines = view.shell.log.texts()
    assert len(lines) > 20
    if game == "revorso":
        # A card drawn is named while it shows, then its line is written again without it.
        assert written(view, game) < 2 * len(lines)
    else:
        assert written(view, game) == len(lines)


@pytest.mark.parametrize("game", GAMES)
def test_the_log_kept_is_the_log_written_afresh(main_window, game: str) -> None:  # type: ignore[no-untyped-def]
    view = open_table(main_window, game)
    for number in moves(view, 60):
        if number % 6 == 5:
            kept = view.shell.log.texts()
            words_changed()
            view.refresh()
            assert view.shell.log.texts() == kept, number


@pytest.mark.parametrize("game", GAMES)
def test_a_change_of_language_writes_every_line_again(main_window, game: str) -> None:  # type: ignore[no-untyped-def]
    view = open_table(main_window, game)
    for _ in moves(view, 12):
        pass
    assert not any(MARK in line for line in view.shell.log.texts())
    marking = MarkingTranslator()
    QCoreApplication.installTranslator(marking)
    try:
        QCoreApplication.processEvents()
        lines = view.shell.log.texts()
        assert lines and all(MARK in line for line in lines)
        for _ in moves(view, 6, seed=4):
            pass
        assert all(MARK in line for line in view.shell.log.texts())
    finally:
        QCoreApplication.removeTranslator(marking)
    QCoreApplication.processEvents()
    assert not any(MARK in line for line in view.shell.log.texts())


# -- the accessible model -------------------------------------------------------------------


class Marking(MarkingTranslator):
    """Marks the engine's sentences and the accessible model's own words."""

    def translate(self, context, source_text, disambiguation=None, n=-1):  # type: ignore[no-untyped-def, override]
        if context in ("engine", "TableAccess"):
            return f"{MARK}{source_text}"
        return None


def assert_mirrored(layer) -> None:  # type: ignore[no-untyped-def]
    """Every widget of the layer shows its node, under its parent's widget, in the nodes' order."""

    def check(parent, nodes) -> None:  # type: ignore[no-untyped-def]
        items = [
            c for c in parent.children() if isinstance(c, AccessItem) and layer.items.get(c.node.key) is c
        ]
        assert [item.node.key for item in items] == [node.key for node in nodes]
        for item, node in zip(items, nodes, strict=True):
            assert item.node == node
            check(item, node.children)

    check(layer.root, layer.nodes)
    assert set(layer.items) == {node.key for node in walk(layer.nodes)}


@pytest.mark.parametrize("game", GAMES)
def test_the_accessible_model_kept_is_the_model_built_afresh(main_window, game: str) -> None:  # type: ignore[no-untyped-def]
    view = open_table(main_window, game)
    layer = view.access.layer
    for number in moves(view, 40):
        assert_mirrored(layer)
        if number % 8 == 7:
            kept = layer.nodes
            words_changed()
            view.refresh()
            assert layer.nodes == kept, number


@pytest.mark.parametrize("game", GAMES)
def test_a_move_touches_only_the_nodes_it_changed(main_window, monkeypatch, game: str) -> None:  # type: ignore[no-untyped-def]
    view = open_table(main_window, game, seats=4)
    for _ in moves(view, 10):
        pass
    touched: list[object] = []
    real = AccessItem.set_node

    def counted(item, node) -> None:  # type: ignore[no-untyped-def]
        touched.append(node.key)
        real(item, node)

    monkeypatch.setattr(AccessItem, "set_node", counted)
    total = 0
    for _ in moves(view, 20, seed=8):
        total += sum(1 for _node in walk(view.access.layer.nodes))
    assert total > 150
    # A move changes a hand or two, a pile, a seat's name: far from every node of the table.
    assert len(touched) < total / 2, (len(touched), total)


@pytest.mark.parametrize("game", GAMES)
def test_a_change_of_language_renames_every_node(main_window, game: str) -> None:  # type: ignore[no-untyped-def]
    view = open_table(main_window, game)
    for _ in moves(view, 10):
        pass
    cards = [node for node in walk(view.access.layer.nodes) if node.role == CARD]
    assert cards and not any(MARK in node.name for node in cards)
    marking = Marking()
    QCoreApplication.installTranslator(marking)
    try:
        QCoreApplication.processEvents()
        layer = view.access.layer
        cards = [node for node in walk(layer.nodes) if node.role == CARD]
        named = [node for node in cards if "face down" not in node.name.replace(MARK, "")]
        assert named and all(MARK in node.name for node in named), [n.name for n in cards]
        assert all(MARK in item.node.name for item in layer.items.values() if item.node.role == CARD)
        assert_mirrored(layer)
        if game == "dj05135":  # the scene's tooltips name the cards in the new words too
            tips = [text for key, text in view.scene.texts.items() if key.startswith("tip:")]
            assert tips and all(MARK in tip for tip in tips)
    finally:
        QCoreApplication.removeTranslator(marking)
    QCoreApplication.processEvents()
    assert not any(MARK in node.name for node in walk(view.access.layer.nodes))


# -- the tables' scenes ---------------------------------------------------------------------


def decor_seen(decor) -> list[tuple[object, ...]]:  # type: ignore[no-untyped-def]
    """What the decor shows: each piece's kind, words, place, stacking and tooltip."""
    seen = []
    for item in decor.items():
        text = item.text() if hasattr(item, "text") else getattr(item, "toPlainText", lambda: "")()
        rect = tuple(round(x, 3) for x in item.sceneBoundingRect().getRect())
        seen.append((type(item).__name__, text, rect, item.zValue(), item.toolTip()))
    return sorted(seen, key=repr)


def scene_parts(view, game: str):  # type: ignore[no-untyped-def]
    """The decor of ``game``'s table, its cards by key, and the cards' class."""
    if game == "verso":
        from app.verso.cards import VersoCardItem

        return view.table.decor, view.table.cards, VersoCardItem
    from app.dj05135.sprites import CardSprite

    return view.scene.decor, view.scene.sprites, CardSprite


@pytest.mark.parametrize("game", ["verso", "dj05135"])
def test_a_move_makes_only_the_labels_it_changed(main_window, game: str) -> None:  # type: ignore[no-untyped-def]
    view = open_table(main_window, game, seats=4)
    decor = scene_parts(view, game)[0]
    for _ in moves(view, 5):
        pass
    made = pieces = 0
    mark = decor.made
    for number in moves(view, 30, seed=9):
        made += decor.made - mark  # the pieces the move made
        pieces += len(decor.items())
        if number % 6 == 5:
            kept = decor_seen(decor)
            decor.clear()
            view.refresh()
            assert decor_seen(decor) == kept, number
        mark = decor.made
    assert made < pieces / 2, (made, pieces)


@pytest.mark.parametrize("game", ["verso", "dj05135"])
def test_a_move_redraws_only_the_cards_it_changed(main_window, monkeypatch, game: str) -> None:  # type: ignore[no-untyped-def]
    view = open_table(main_window, game, seats=4)
    for _ in moves(view, 5):
        pass
    _decor, cards, card_class = scene_parts(view, game)
    redrawn: set[object] = set()
    real = card_class.update

    def counted(card, *args) -> None:  # type: ignore[no-untyped-def]
        redrawn.add(id(card))
        real(card, *args)

    monkeypatch.setattr(card_class, "update", counted)
    shown = again = 0
    for _ in moves(view, 20, seed=9):
        shown += sum(1 for card in cards.values() if card.isVisible())
        again += len(redrawn)
        redrawn.clear()
    # A move plays, takes or turns a card or two (and marks them), and the cards of the hand or
    # row it changed close up: not every card on the table.
    assert again < shown / 2, (again, shown)


# -- the seat strips ------------------------------------------------------------------------


def strips_seen(strips) -> list[tuple[object, ...]]:  # type: ignore[no-untyped-def]
    return [
        (
            label.text(),
            label.font().bold(),
            label.font().pixelSize(),
            label.isVisibleTo(strips),
            label.accessibleName(),
        )
        for row in strips.rows
        for label in row
    ]


@pytest.mark.parametrize("game", GAMES)
def test_the_seat_strips_change_only_the_labels_a_move_changed(main_window, monkeypatch, game: str) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QLabel

    from app.table.seat_strips import SeatLine, SeatStrips

    view = open_table(main_window, game, seats=4)
    shell = view.shell
    labels = {id(label) for row in shell.seats.rows for label in row}
    written: list[str] = []
    real = QLabel.setText

    def counted(label, text) -> None:  # type: ignore[no-untyped-def]
        if id(label) in labels:
            written.append(text)
        real(label, text)

    monkeypatch.setattr(QLabel, "setText", counted)
    changed = 0
    before = strips_seen(shell.seats)
    for _ in moves(view, 20, seed=2):
        session = shell.session
        fresh = SeatStrips(game)
        to_act = session.to_act()
        fresh.show_seats(
            [SeatLine(seat, shell.score_text(i), i == to_act) for i, seat in enumerate(session.setup.seats)]
        )
        now = strips_seen(shell.seats)
        assert now == strips_seen(fresh)
        changed += sum(1 for was, is_ in zip(before, now, strict=True) if was[:3] != is_[:3])
        before = now
    # Only the labels whose words or type changed were written: a move moves the pointer and
    # changes a score, it leaves the other seats' labels alone.
    assert len(written) == changed, (len(written), changed)


def test_a_verso_table_keeps_its_scale_while_its_room_stays(main_window) -> None:  # type: ignore[no-untyped-def]
    """One room, one scale: a move at the same size neither fits the table again nor paints
    every card anew (a scale still settling moved the scene by a hair at every move)."""
    main_window.resize(960, 600)  # a small room: the labels keep the interface's size, the cards shrink
    view = open_table(main_window, "verso", seats=4)
    table = view.table
    for _ in moves(view, 5):
        pass
    size = main_window.size()
    main_window.resize(size.width(), size.height() - 37)  # the room shrinks and comes back
    QCoreApplication.processEvents()
    main_window.resize(size)
    QCoreApplication.processEvents()
    before = None
    for _ in moves(view, 15, seed=6):
        scale = table.transform()
        now = (table.viewport().size().toTuple(), scale.m11(), scale.m22(), table.sceneRect().getRect())
        if before is not None and now[0] == before[0]:
            assert now[1:] == before[1:]
        before = now


# -- the log's lines ------------------------------------------------------------------------


def test_the_log_lays_out_its_lines_as_the_list_measures_them(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Each line is measured once (its size kept in it), and the log shows every line where a
    list measuring every line itself would: as lines come, as the log narrows, in a new font."""
    from PySide6.QtGui import QFont
    from PySide6.QtWidgets import QStyledItemDelegate

    from app.table.seat_strips import GameLog

    class Counting(QStyledItemDelegate):
        measured = 0

        def sizeHint(self, option, index):  # type: ignore[no-untyped-def]
            if index.data(Qt.ItemDataRole.SizeHintRole) is None:
                Counting.measured += 1
            return super().sizeHint(option, index)

    kept, fresh = GameLog(), GameLog()
    fresh.sizes.measure = lambda items: None  # type: ignore[method-assign]  # the list measures them all
    counting = Counting(kept)
    kept.setItemDelegate(counting)
    for log in (kept, fresh):
        qtbot.addWidget(log)
        log.resize(260, 300)
        log.show()
    words = "Ana takes the orange 6 and banks a series of three"
    lines = [(f"{n}. {' '.join([words] * (1 + n % 3))}.", n % 4 == 0) for n in range(60)]

    def same() -> None:
        qtbot.wait(150)  # a narrower list lays its lines out again a tenth of a second later
        assert [kept.visualItemRect(kept.item(i)) for i in range(kept.count())] == [
            fresh.visualItemRect(fresh.item(i)) for i in range(fresh.count())
        ]
        assert kept.verticalScrollBar().maximum() == fresh.verticalScrollBar().maximum()

    for count in range(1, 61, 6):
        for log in (kept, fresh):
            log.set_lines(lines[:count])
        same()
    assert Counting.measured <= len(lines) + 10  # each once (and again when a scroll bar came)
    for log in (kept, fresh):
        log.resize(200, 300)
    same()
    font = QFont(kept.font())
    font.setPixelSize(19)
    for log in (kept, fresh):
        log.setFont(font)
    same()


def _picture(image):  # type: ignore[no-untyped-def]
    """``image`` (a QImage) as Pillow's, in one format for comparing."""
    from PIL import Image
    from PySide6.QtGui import QImage

    image = image.convertToFormat(QImage.Format.Format_RGB32)
    size = (image.width(), image.height())
    return Image.frombuffer("RGBA", size, bytes(image.constBits()), "raw", "BGRA", 0, 1).convert("RGB")


def drawn_afresh(table):  # type: ignore[no-untyped-def]
    """``table``'s scene as a view of its own draws it, the same size: nothing kept from before."""
    from PySide6.QtCore import Qt as Q
    from PySide6.QtWidgets import QFrame, QGraphicsView

    other = QGraphicsView(table.scene())
    other.setRenderHints(table.renderHints())
    other.setFrameShape(QFrame.Shape.NoFrame)
    other.setHorizontalScrollBarPolicy(Q.ScrollBarPolicy.ScrollBarAlwaysOff)
    other.setVerticalScrollBarPolicy(Q.ScrollBarPolicy.ScrollBarAlwaysOff)
    other.setBackgroundBrush(table.backgroundBrush())
    other.setAttribute(Q.WidgetAttribute.WA_DontShowOnScreen)
    other.resize(table.viewport().size())
    other.show()  # its viewport takes its size
    other.fitInView(table.sceneRect(), Q.AspectRatioMode.KeepAspectRatio)
    image = other.viewport().grab().toImage()
    other.close()
    other.setScene(None)
    other.deleteLater()
    return image


@pytest.mark.paints  # what the screen shows after the moves, painted as they came
@pytest.mark.parametrize("game", ["verso", "dj05135"])
def test_the_table_on_screen_is_the_table_drawn_afresh(main_window, game: str) -> None:  # type: ignore[no-untyped-def]
    """What a move's partial repaints leave on screen (cards copied from their kept pictures, moved
    cards drawn again) is the table a whole new drawing shows, to a rounding of the colours."""
    from PIL import ImageChops
    from PySide6.QtWidgets import QGraphicsView

    main_window.resize(960, 600)
    view = open_table(main_window, game, seats=5 if game == "verso" else 4, seed=1000)
    table = view.shell.findChild(QGraphicsView)
    viewport = table.viewport()
    for number in moves(view, 70, seed=7):
        for _ in range(3):  # a taller banner squeezes the table: it is fitted, then painted
            QCoreApplication.processEvents()
        screen = main_window.windowHandle().screen().grabWindow(main_window.winId()).toImage()
        corner = viewport.mapTo(main_window, viewport.rect().topLeft())
        shown = _picture(screen.copy(corner.x(), corner.y(), viewport.width(), viewport.height()))
        fresh = _picture(drawn_afresh(table))
        worst = max(
            high
            for _low, high in ImageChops.difference(shown.convert("RGB"), fresh.convert("RGB")).getextrema()
        )
        assert worst <= 3, (number, worst)
