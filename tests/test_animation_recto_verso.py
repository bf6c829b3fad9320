"""Recto Verso pieces you can see move: after its motion the board is the board without motion.

A seeded run of puts, takes, clears, undos and redos ending with a shown solution is played
twice through the real view, motion off and on (fast); after every step the board's picture
(each cube's cell, height and fading, the order the cubes are painted in) and the engine's
building must be the same. A click or a key during a drop lands the pieces and is then
handled like any other.
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from PySide6.QtCore import QSettings, Qt

from app.recto_verso.board import BoardWidget
from app.recto_verso.iso import Block
from app.recto_verso.piece_motion import DROP_FLOORS, PieceMotion
from app.settings import Settings
from engines.recto_verso.builder import BuilderSession
from engines.recto_verso.handling import build_order
from engines.table.clock import ManualTime

#: Motion on, twenty times faster than at normal pace, so a run stays short.
FAST = 0.05
#: Twice as long as normal: a drop lasts long enough to be caught half way.
SLOW = 2.0


@pytest.fixture
def view(main_window, qtbot):  # type: ignore[no-untyped-def]
    main_window.resize(1366, 768)
    main_window.show_view("recto_verso")
    view = main_window.views["recto_verso"]
    view.clock = ManualTime(5_000)
    return view


def _steps(view) -> list[tuple[str, tuple[Any, ...]]]:  # type: ignore[no-untyped-def]
    solution = view.session.state.solution()
    assert solution is not None
    return build_order((p.piece, p.cells) for p in solution.placements)


def _picture(view) -> tuple[Any, ...]:  # type: ignore[no-untyped-def]
    """What the board shows and what the engine holds, in a form two runs can compare."""
    board = view.page.board
    board.last = None  # paint afresh: the order of the faces is the painting order
    geometry = board.geometry_now()
    faces = tuple((hit.block.piece, hit.block.cell, hit.face) for hit in geometry.faces)
    blocks = tuple(sorted((b.piece, b.cell, b.lift, b.opacity, b.ghost) for b in board.scene.blocks))
    state = view.session.state
    return blocks, faces, tuple(sorted(state.placed.items())), tuple(map(str, state.history))


def _play(qtbot, view, seed: int, tempo: float) -> tuple[list[tuple[Any, ...]], list[str]]:  # type: ignore[no-untyped-def]
    """A seeded builder's session through the view; the picture after each step, and what moved."""
    view.rounds.start_puzzle("easy", "E05", seed=7)
    view.motion.set_tempo(tempo)
    events: list[str] = []

    def started() -> None:
        events.append("start")

    def idle() -> None:
        events.append("idle")

    view.motion.started.connect(started)
    view.motion.idle.connect(idle)
    rng = random.Random(seed)
    steps = _steps(view)
    pictures = []
    for _ in range(18):
        session, state = view.session, view.session.state
        placed = [name for name, _cells in steps if name in state.placed]
        todo = [(name, cells) for name, cells in steps if name not in state.placed]
        choice = rng.choice(["put", "put", "put", "take", "undo", "redo", "clear"])
        if choice == "put" and len(todo) > 1:  # never the last piece: the round would end
            session.hold_as(*todo[0])
            view.act("place")
        elif choice == "take" and placed:
            top = state.placed[placed[-1]]
            session.move_to(top[0][:2])
            view.act("remove_here")
        elif choice == "clear":
            view.page.clear_button.click()
        else:
            view.act(choice if choice in ("undo", "redo") else "undo")
        qtbot.waitUntil(lambda: not view.motion.busy, timeout=10_000)
        pictures.append(_picture(view))
    view.show_solution()
    qtbot.waitUntil(lambda: not view.motion.busy, timeout=10_000)
    pictures.append(_picture(view))
    view.motion.set_tempo(0.0)
    view.motion.started.disconnect(started)
    view.motion.idle.disconnect(idle)
    return pictures, events


@pytest.mark.parametrize("seed", [2, 9])
def test_the_board_after_its_motion_is_the_board_without_it(qtbot, view, seed) -> None:  # type: ignore[no-untyped-def]
    still, still_events = _play(qtbot, view, seed, 0.0)
    moving, moving_events = _play(qtbot, view, seed, FAST)
    assert still_events == [], "motion off moved pieces"
    assert moving_events.count("start") >= 3, "nothing moved: the test proves nothing"
    assert len(moving) == len(still)
    for index, (after_motion, without) in enumerate(zip(moving, still, strict=True)):
        assert after_motion == without, f"the board differs after step {index}"
    blocks = moving[-1][0]
    assert blocks and all(lift == 0.0 and opacity == 1.0 for _p, _c, lift, opacity, _g in blocks)


def test_a_shown_solution_drops_its_pieces_one_after_another(qtbot, view) -> None:  # type: ignore[no-untyped-def]
    view.rounds.start_puzzle("easy", "E05", seed=7)
    view.motion.set_tempo(SLOW)
    view.show_solution()
    placed = set(view.session.state.placed)
    assert view.motion.busy and len(placed) >= 3
    qtbot.wait(120)
    shown = view.page.board.scene.blocks
    moving = {b.piece for b in shown if b.lift > 0}
    assert len(moving) == 1, "one piece drops at a time"
    assert 0 < next(b.lift for b in shown if b.lift > 0) <= DROP_FLOORS
    assert len({b.piece for b in shown}) < len(placed), "the pieces still to drop are not on the board yet"
    seen_moving = set(moving)
    while view.motion.busy:
        qtbot.wait(40)
        seen_moving |= {b.piece for b in view.page.board.scene.blocks if b.lift > 0}
    assert len(seen_moving) >= len(placed) - 1, "the pieces did not drop one by one"
    assert {b.piece for b in view.page.board.scene.blocks} == placed


def test_a_piece_taken_off_lifts_and_fades_away(qtbot, view) -> None:  # type: ignore[no-untyped-def]
    view.rounds.start_puzzle("easy", "E05", seed=7)
    name, cells = _steps(view)[0]
    view.session.hold_as(name, cells)
    view.act("place")
    view.motion.set_tempo(SLOW)
    view.session.move_to(cells[0][:2])
    view.act("remove_here")
    assert name not in view.session.state.placed

    def leaving() -> list[object]:
        return [b for b in view.page.board.scene.blocks if b.piece == name]

    assert leaving(), "the piece went at once"
    # Watched frame by frame rather than at a fixed time: on a busy machine the first frame
    # may come late, and the check must not depend on when it comes.
    qtbot.waitUntil(lambda: any(b.lift > 0 for b in leaving()), timeout=5_000)
    assert all(b.lift > 0 and b.opacity < 1 for b in leaving())
    qtbot.waitUntil(lambda: not view.motion.busy, timeout=5_000)
    assert not [b for b in view.page.board.scene.blocks if b.piece == name]


@pytest.mark.parametrize("how", ["key", "click", "button"])
def test_an_input_during_a_drop_lands_the_piece_and_is_handled(qtbot, view, how) -> None:  # type: ignore[no-untyped-def]
    view.rounds.start_puzzle("easy", "E05", seed=7)
    steps = _steps(view)
    view.motion.set_tempo(SLOW)
    name, cells = steps[0]
    view.session.hold_as(name, cells)
    view.act("place")
    assert view.motion.busy
    board = view.page.board
    assert any(b.lift > 0 for b in board.scene.blocks), "the piece is not on its way down"
    if how == "key":
        view.session.move_to((1, 1))
        qtbot.keyClick(board, Qt.Key.Key_Right)
        assert view.session.anchor != (1, 1), "the key was lost"
    elif how == "click":
        other = steps[1][0]
        qtbot.mouseClick(view.page.tray.buttons[other], Qt.MouseButton.LeftButton)
        assert view.session.held == other, "the click was lost"
    else:
        qtbot.mouseClick(view.page.undo_button, Qt.MouseButton.LeftButton)
        assert name not in view.session.state.placed, "the click on Undo was lost"
        assert view.motion.busy, "the undone piece lifts off"
        qtbot.keyClick(board, Qt.Key.Key_Left)
    assert not view.motion.busy, "the input did not land the moving piece"
    assert all(b.lift == 0 and b.opacity == 1 for b in board.scene.blocks)
    assert board.scene == view.scene()


def test_the_pace_follows_the_speed_of_moves_and_presenter_mode(qtbot, tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from app.context import AppContext

    monkeypatch.delenv("RECTOVERSO_REDUCED_MOTION", raising=False)
    settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    board = BoardWidget()
    qtbot.addWidget(board)
    motion = PieceMotion(board, BuilderSession(), board, AppContext(settings, tmp_path, headless=False))
    assert motion.tempo == 1.0
    settings.presenter_mode = True
    assert motion.tempo == 2.0, "presenter mode is slow unless a speed was chosen"
    settings.move_speed = "off"
    assert motion.tempo == 0.0
    monkeypatch.setenv("RECTOVERSO_REDUCED_MOTION", "1")
    settings.move_speed = "normal"
    assert motion.tempo == 0.0, "the system's wish for less motion wins"
    headless = PieceMotion(board, BuilderSession(), board, AppContext(settings, tmp_path, headless=True))
    assert headless.tempo == 0.0


def test_a_moving_cube_is_painted_raised_and_never_picked(qtbot) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QImage, QPainter

    from app.recto_verso.iso import Scene, render

    def faces(lift: float) -> list[Any]:
        image = QImage(400, 400, QImage.Format.Format_ARGB32_Premultiplied)
        painter = QPainter(image)
        scene = Scene(
            (Block((0, 0, 0), "#ff0000", "R", "red"), Block((2, 2, 0), "#00ff00", "G", "green", lift=lift))
        )
        result = render(painter, QRectF(0, 0, 400, 400), scene)
        painter.end()
        return [hit.block.piece for hit in result.faces]

    assert set(faces(0.0)) == {"red", "green"}
    assert set(faces(1.0)) == {"red"}


# -- the last move, explained, in presenter mode ------------------------------------------


def _shown_text(label) -> str:  # type: ignore[no-untyped-def]
    from PySide6.QtGui import QTextDocument

    document = QTextDocument()
    document.setHtml(label.text())
    return document.toPlainText()


@pytest.mark.parametrize("language", ["en", "fr"])
def test_presenter_mode_explains_the_last_move_beside_the_board(qtbot, view, language) -> None:  # type: ignore[no-untyped-def]
    settings = view.context.settings
    view.rounds.start_puzzle("easy", "E05", seed=7)
    box = view.page.last_move
    assert not box.isVisible(), "the explanation shows only in presenter mode"
    try:
        settings.language = language
        settings.presenter_mode = True
        qtbot.waitUntil(box.isVisible)
        no_move = {"en": "No move yet.", "fr": "Aucun coup pour l'instant."}[language]
        assert no_move in _shown_text(box.text)
        name, cells = _steps(view)[0]
        view.session.hold_as(name, cells)
        view.act("place")
        text = _shown_text(box.text)
        rule = {"en": "Rule:", "fr": "Règle"}[language]
        assert rule in text and no_move not in text
        placed = {"en": "puts", "fr": "pose"}[language]
        assert placed in text, text
        view.act("undo")
        assert _shown_text(box.text) != text, "the box did not follow the undo"
        qtbot.wait(50)
        with_box = view.page.board.size()
        box.hide()  # the same page in presenter mode without the box: the board is no bigger
        qtbot.wait(50)
        without = view.page.board.size()
        assert with_box.width() >= without.width() and with_box.height() >= without.height(), (
            "the explanation took the board's room"
        )
    finally:
        settings.presenter_mode = False
        settings.language = "en"
    assert not box.isVisible()
