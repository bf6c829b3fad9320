"""Where every guide's bubble settles, step by step: the one placement rule, measured.

Every step of every guided game, in the four languages, at a 1366×768 and a 1920×1080 window,
with and without presenter mode: the bubble stays inside the table, and neither it nor its
arrow covers the step's target in its ring, the other things its sentence names, a result with
its buttons, the turn banner, a question the table asks or the clock it runs
(docs/ARCHITECTURE.md, "Guided first games"). One walk through a guide measures all four
layouts at each step (the window resized, presenter mode switched, the bubble placed again):
geometry only, no animation.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QPointF, QRectF, QSizeF, Qt
from PySide6.QtWidgets import QApplication, QWidget

from app.guide.overlay import arrow_ends, inside, ring_around
from app.theme import px
from engines.guide import load_guide
from tests.card_guides import PLAYERS, learner_may_act
from tests.test_guide_recto_verso import _play_expected as play_recto_verso

LANGUAGES = ("en", "fr", "it", "pt")
#: The window on a 1366×768 and on a 1920×1080 screen (each with and without presenter mode).
SIZES = ((1366, 768), (1920, 1080))
#: Every guided game: (game, mode).
GUIDES = (
    ("recto_verso", ""),
    ("recto_verso", "party"),
    ("recto_verso", "ladder"),
    ("verso", ""),
    ("verso", "solo"),
    ("revorso", ""),
    ("dj05135", ""),
)


@dataclass
class Measured:
    """A guide on its table, and how to play its steps through the widgets."""

    view: Any
    play: Callable[[], None]
    still: Callable[[], bool]

    @property
    def guide(self) -> Any:
        return self.view.guide


def _start(main_window: Any, qtbot: Any, game: str, mode: str, language: str) -> Measured:
    main_window.context.settings.language = language
    main_window.show_view(game)
    view = main_window.views[game]
    if game == "recto_verso":
        assert view.guided.start(mode)
        measured = Measured(view, lambda: play_recto_verso(qtbot, view, view.guide), lambda: True)
    else:
        view.play_guide(load_guide(game, language, mode))
        player = PLAYERS[game]

        def play() -> None:
            player.play(qtbot, view, view.guide.runner.expected(view.session.state))

        measured = Measured(view, play, lambda: not view.busy())
    assert view.guide is not None
    qtbot.waitUntil(lambda: view.guide.bubble.isVisible() and measured.still())
    return measured


def _layouts(main_window: Any, sizes: tuple[tuple[int, int], ...] = SIZES) -> Iterator[str]:
    """Each window size in turn, laid out; yields its name. The size the window has now comes
    first: one resize a step instead of two."""
    now = (main_window.width(), main_window.height())
    for width, height in sorted(sizes, key=lambda size: size != now):
        main_window.resize(width, height)
        for _ in range(3):  # the window, then the tables that lay out after it
            QApplication.processEvents()
        assert (main_window.width(), main_window.height()) == (width, height)
        yield f"{width}×{height}"


def _rect(widget: QWidget, host: QWidget) -> QRectF | None:
    if not widget.isVisible():
        return None
    return QRectF(widget.mapTo(host, widget.rect().topLeft()), widget.size())


def _result(view: Any) -> QRectF | None:
    """A result on screen with its buttons, read off the widgets (not the guide's targets)."""
    overlay = getattr(view, "overlay", None)
    if overlay is not None:  # the builder's round result
        shown = [
            r for r in (_rect(w, view) for w in (overlay.card, *overlay.button_widgets)) if r is not None
        ]
    else:
        panel = _rect(view.end_page.panel, view)
        shown = [panel] if panel is not None else []
    if not shown:
        return None
    whole = shown[0]
    for rect in shown[1:]:
        whole = whole.united(rect)
    return whole


def _check(measured: Measured, layout: str, where: str) -> None:
    """The bubble, placed now, inside the table and clear of what the step talks about."""
    view, guide = measured.view, measured.guide
    guide.place()
    bubble = QRectF(guide.bubble.geometry())
    window = view.window()
    shown = QRectF(QPointF(guide.host.mapFrom(window, QPoint(0, 0))), QSizeF(window.size()))
    shown = shown.intersected(QRectF(guide.host.rect()))  # the part of the table in the window
    label = f"{layout}, {where}"
    assert shown.contains(bubble), f"{label}: the bubble leaves the window {bubble} {shown}"
    step = None if guide.finished else guide.runner.step
    keep: dict[str, QRectF | None] = {}
    if step is not None:
        if step.point:
            target = view.guide_targets.locate(step.point)
            keep[f"target {step.point}"] = None if target is None else ring_around(target)
        for name in step.names:
            keep[f"named {name}"] = view.guide_targets.locate(name)
    keep["the result"] = _result(view)
    clocks = [getattr(getattr(view, "page", None), "stopwatch", None)]  # the builder's
    bar = getattr(view, "bar", None)
    clocks += [getattr(bar, "bear_countdown", None), getattr(bar, "switch_countdown", None)]  # Revorso's
    for k, clock in enumerate(c for c in clocks if c is not None):
        keep[f"the clock {k}"] = _rect(clock, guide.host)
    choice = getattr(getattr(view, "scene", None), "side_choice_rect", lambda: None)()
    keep["the question"] = None if choice is None else view.guide_targets.on_host.scene(view.table, choice)
    banner = getattr(getattr(view, "shell", None), "banner", None)  # a card table's turn banner
    keep["the turn banner"] = None if banner is None else _rect(banner, guide.host)
    for what, rect in keep.items():
        assert rect is None or not bubble.intersects(rect), f"{label}: the bubble covers {what}"
    highlight = guide.highlight
    if highlight.target is None or highlight.source is None:
        return
    ring = ring_around(highlight.target)
    ends = arrow_ends(QRectF(highlight.source), ring, highlight.obstacles)  # the arrow as drawn
    for what, rect in keep.items():  # a corner grazed by less than the arrow's own width is not crossed
        if ends is not None and rect is not None and not rect.intersects(ring):
            assert inside(*ends, rect) < px(7), f"{label}: the arrow crosses {what}"


def _measure(
    main_window: Any, measured: Measured, where: str, sizes: tuple[tuple[int, int], ...] = SIZES
) -> None:
    for layout in _layouts(main_window, sizes):
        _check(measured, layout, where)


def _steps(qtbot: Any, measured: Measured, until: int | None = None) -> Iterator[Any]:
    """Each step of the guide (the first ``until`` of them, when given) once its bubble shows and
    the table is still, played through the widgets when the caller is done with it; then the
    next bubble shown."""
    guide = measured.guide
    while guide.guiding and (until is None or guide.runner.index < until):
        qtbot.waitUntil(lambda: guide.bubble.isVisible() and measured.still())
        step = guide.runner.step
        yield step
        if step.expect is None:
            guide.next()
        else:
            measured.play()
        # The guide moves on once the move has landed (a piece's drop is animated).
        qtbot.waitUntil(lambda: guide.runner.step is not step)  # noqa: B023
    qtbot.waitUntil(lambda: guide.bubble.isVisible() and measured.still())


def _walk(main_window: Any, qtbot: Any, measured: Measured, *, measure: bool = True) -> int:
    """Every step measured (``measure``), then the first hint of free play; the number of steps."""
    guide = measured.guide
    steps = 0
    for step in _steps(qtbot, measured):
        if measure:
            _measure(main_window, measured, f"step {guide.runner.index + 1}: {step.say[:40]}")
        steps += 1
    if measure:
        _measure(main_window, measured, "free play's hint")
    return steps


@pytest.mark.slow
@pytest.mark.parametrize("presenter", [False, True], ids=["plain", "presenter"])
@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize(("game", "mode"), GUIDES, ids=[f"{g}.{m}" if m else g for g, m in GUIDES])
def test_every_step_leaves_its_target_its_words_and_the_result_in_sight(
    qtbot, main_window, game, mode, language, presenter
) -> None:  # type: ignore[no-untyped-def]
    main_window.context.settings.presenter_mode = presenter
    measured = _start(main_window, qtbot, game, mode, language)
    steps = _walk(main_window, qtbot, measured)
    assert steps == len(measured.guide.script.steps)
    measured.view.guided.stop()


def _to_the_end(qtbot: Any, measured: Measured, game: str) -> None:
    """Free play to the end of the guided game: the card game played out by a careful player,
    the builder's round ended by the partners' calls (wrong ones, the attempt lost)."""
    view = measured.view
    if game == "recto_verso":
        qtbot.mouseClick(view.page.recto_button, Qt.MouseButton.LeftButton)
        qtbot.mouseClick(view.page.verso_button, Qt.MouseButton.LeftButton)
        assert view.overlay.isVisible()
        return
    player = PLAYERS[game]
    for _ in range(2000):
        qtbot.waitUntil(lambda: learner_may_act(view), timeout=10_000)
        if view.session.over:
            break
        player.free_move(qtbot, view)
    qtbot.waitUntil(lambda: view.pages.currentWidget() is view.end_page)


@pytest.mark.slow
@pytest.mark.parametrize("presenter", [False, True], ids=["plain", "presenter"])
@pytest.mark.parametrize(
    ("game", "mode"),
    [
        ("recto_verso", "ladder"),
        ("recto_verso", "party"),
        ("verso", ""),
        ("verso", "solo"),
        ("revorso", ""),
        ("dj05135", ""),
    ],
    ids=["recto_verso.ladder", "recto_verso.party", "verso", "verso.solo", "revorso", "dj05135"],
)
def test_the_last_words_leave_the_result_and_its_buttons_in_sight(
    qtbot, main_window, game, mode, presenter
) -> None:  # type: ignore[no-untyped-def]
    """In French, the longest words: the closing bubble beside the result, never over it (in
    presenter mode, at 1920×1080: at 1366×768 the end page's result alone fills the window)."""
    main_window.context.settings.presenter_mode = presenter
    measured = _start(main_window, qtbot, game, mode, "fr")
    # Its steps in French are measured by the test above: here they are only played.
    _walk(main_window, qtbot, measured, measure=False)
    _to_the_end(qtbot, measured, game)
    guide = measured.guide
    qtbot.waitUntil(lambda: guide.finished and guide.bubble.isVisible())
    assert _result(measured.view) is not None
    _measure(main_window, measured, "the last words", SIZES[1:] if presenter else SIZES)


def test_the_bubble_is_as_high_as_its_words(qtbot) -> None:  # type: ignore[no-untyped-def]
    """A short step after a long one: no blank under the words; where room is short they scroll."""
    from app.guide.overlay import GuideBubble

    host = QWidget()
    qtbot.addWidget(host)
    host.resize(1200, 700)
    host.show()
    bubble = GuideBubble(host)
    bubble.show()
    long_words = "Seven stages to climb, each with less time than the one before. " * 4
    bubble.show_text("Step 1 of 10", long_words, "Next")
    tall = bubble.height()
    bubble.show_text("Step 2 of 10", "Take the green bar from the tray.", None)
    short = bubble.height()
    assert short < tall
    assert bubble.words.height() == bubble.text.heightForWidth(bubble.text.width())
    size = bubble.fit(bubble.width_wanted, 0)  # no room at all: the words keep a few lines, scrolling
    assert size.height() < tall and bubble.words.height() > 0
    bubble.show_text("Step 3 of 10", long_words, "Next")
    qtbot.wait(20)
    assert bubble.height() == tall and not bubble.words.verticalScrollBar().isVisible()


@pytest.mark.slow
@pytest.mark.parametrize("language", LANGUAGES)
def test_revorso_s_bubble_leaves_the_table_s_words_readable(qtbot, main_window, language) -> None:  # type: ignore[no-untyped-def]
    """A pile's count or "Your sequence: 1 card, the first drawn on the left" under a bubble is
    unread: where the usual bubble would cover them, a narrower one is taken (at 1366×768 the
    French step 4's did)."""
    measured = _start(main_window, qtbot, "revorso", "", language)
    guide = measured.guide
    for _step in _steps(qtbot, measured):
        for layout in _layouts(main_window):
            guide.place()
            bubble = QRectF(guide.bubble.geometry())
            target = guide.highlight.target
            for rect in guide.targets.words():
                if target is not None and ring_around(target).contains(rect):
                    continue
                covered = bubble.intersected(rect)
                assert covered.width() * covered.height() < 200, (
                    f"{layout}, step {guide.runner.index + 1}: the bubble covers the table's words {rect}"
                )


@pytest.mark.parametrize("language", LANGUAGES)
def test_verso_s_arrow_head_keeps_off_the_rows_symbols(qtbot, main_window, language) -> None:  # type: ignore[no-untyped-def]
    """An arrow's head (its barbs and outline, not only its line) never lies over a colour's
    symbol beside a row's name: in Portuguese at 1366×768 the head of the arrow to the blue row
    lay over the green row's symbol."""
    from app.guide.overlay import HEAD, head_reach
    from app.verso.cards import PictureItem

    measured = _start(main_window, qtbot, "verso", "", language)
    view, guide = measured.view, measured.guide
    reach = head_reach()
    for _step in _steps(qtbot, measured):
        for layout in _layouts(main_window):
            guide.place()
            highlight = guide.highlight
            if highlight.target is None or highlight.source is None:
                continue
            ring = ring_around(highlight.target)
            ends = arrow_ends(QRectF(highlight.source), ring, highlight.obstacles)
            if ends is None:
                continue
            on_host, (start, end) = view.guide_targets.on_host, ends
            where = f"{layout}, step {guide.runner.index + 1}"
            length = math.hypot(end.x() - start.x(), end.y() - start.y())
            share = min(px(HEAD) / length, 1.0)
            head = QPointF(end.x() + (start.x() - end.x()) * share, end.y() + (start.y() - end.y()) * share)
            for item in view.table.scene().items():
                rect = on_host.scene(view.table, item.sceneBoundingRect())
                if isinstance(item, PictureItem) and item.isVisible() and not rect.intersects(ring):
                    roomy = rect.adjusted(-reach, -reach, reach, reach)
                    grazed = inside(head, end, roomy)  # by less than the line's width: not over it
                    assert grazed < px(7), f"{where}: the arrow's head lies over {rect}"


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_narrow_bubble_shows_its_buttons_words_whole(qtbot, main_window, language) -> None:  # type: ignore[no-untyped-def]
    """The narrowest bubble the placement tries is still as wide as its buttons side by side:
    at 0.6 of its width, Portuguese's "Sair do guia" was cut to "air do gui"."""
    bubble = _start(main_window, qtbot, "verso", "", language).guide.bubble
    for width in (int(bubble.width_wanted * 0.6), 50):
        bubble.fit(width)
        QApplication.processEvents()
        for button in (bubble.leave_button, bubble.next_button):
            if button.isVisible():
                assert button.width() >= button.sizeHint().width(), f"{width}: {button.text()!r} is cut"


def test_verso_s_bank_note_stays_while_the_guide_tells_about_it(qtbot, main_window) -> None:  # type: ignore[no-untyped-def]
    """Steps 9 and 10 tell about a bank and the neighbour's card it turned: the note beside the
    piles and the turned card's mark stay while they do. They went after two seconds, before
    the learner had read step 10, and the bubble kept clear of the note that was gone."""
    measured = _start(main_window, qtbot, "verso", "", "en")
    view = measured.view
    view.table._note_timer.setInterval(30)  # the note's two seconds, shortened
    for _step in _steps(qtbot, measured, until=9):  # played to step 10
        pass
    qtbot.wait(200)
    assert view.table.bank_note() and view.table.turned
    assert view.guide_targets.locate("news") is not None
    view.guided.stop()
    qtbot.waitUntil(lambda: not view.table.bank_note() and not view.table.turned)
    assert view.guide_targets.locate("news") is None


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_builder_s_bubble_leaves_the_piece_in_hand_in_sight(qtbot, main_window, language) -> None:  # type: ignore[no-untyped-def]
    """Steps 3 and 4 tell about the piece in hand: the bubble stays off it as the guide leaves
    it, without being placed again by hand. It was placed as the step came, before the board
    drew the piece just taken, and covered it in a 1366×768 window."""
    main_window.resize(1366, 740)  # a maximised window on a 1366×768 screen
    measured = _start(main_window, qtbot, "recto_verso", "", language)
    guide, targets = measured.guide, measured.view.guide_targets
    for step in _steps(qtbot, measured, until=4):
        if "hand" in step.names:
            qtbot.wait(50)  # the events that follow a move
            hand = targets.locate("hand")
            assert hand is not None
            bubble = QRectF(guide.bubble.geometry())
            assert not bubble.intersects(hand), f"step {guide.runner.index + 1}: the bubble covers the piece"


def _cards(view: Any, game: str) -> list[QRectF]:
    """The cards a learner reads on a card table: Verso's every card shown, DJ05135's hands'."""
    on_host = view.guide_targets.on_host
    if game == "verso":
        items = [card for card in view.table.cards.values() if card.isVisible()]
    else:
        items = [s for s in view.scene.sprites.values() if s.isVisible() and s.zone in ("hand", "opponent")]
    shown = [on_host.scene(view.table, item.sceneBoundingRect()) for item in items]
    return [rect for rect in shown if rect is not None]


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize(("game", "mode"), [("verso", ""), ("verso", "solo"), ("dj05135", "")])
def test_a_bubble_takes_empty_places_before_cards(qtbot, main_window, game, mode, language) -> None:  # type: ignore[no-untyped-def]
    """In a maximised window on a 1366×768 screen, no card is more than a quarter hidden by a
    bubble while a row's empty places or the log's older lines are free: Verso's step 10 hid
    half the discard beside empty rows, Verso solo's step 8 the title of an empty row, and
    DJ05135's last step the lower half of three cards of the hand. Nor does it hide any words,
    the side panel's included (Verso's step 10 once hid the deal's number and cards left), at
    either height a maximised window takes (with or without the window manager's title)."""
    measured = _start(main_window, qtbot, game, mode, language)
    view, guide = measured.view, measured.guide
    for _step in _steps(qtbot, measured):
        for layout in _layouts(main_window, ((1366, 740), (1366, 746))):
            guide.place()
            bubble = QRectF(guide.bubble.geometry())
            where = f"{layout}, step {guide.runner.index + 1}"
            for card in _cards(view, game):
                hidden = bubble.intersected(card)
                quarter = card.width() * card.height() / 4
                assert hidden.width() * hidden.height() <= quarter, f"{where} hides {card}"
            target = guide.highlight.target
            for words in guide.targets.words():  # the table's, the side panel's, the log's newest
                if target is None or not ring_around(target).contains(words):
                    assert not bubble.intersects(words), f"{where} hides the words at {words}"


@pytest.mark.parametrize("language", LANGUAGES)
def test_an_empty_log_is_felt_to_a_bubble(qtbot, main_window, language) -> None:  # type: ignore[no-untyped-def]
    """DJ05135's first step, before any move: the log beside the table is empty, and the bubble
    takes it before the cards in the middle (it lay over four of them, the whole side panel
    counted as something to keep in sight)."""
    view = _start(main_window, qtbot, "dj05135", "", language).view
    guide, on_host = view.guide, view.guide_targets.on_host
    for layout in _layouts(main_window, ((1366, 740), (1920, 1050))):
        guide.place()
        bubble = QRectF(guide.bubble.geometry())
        for sprite in view.scene.sprites.values():
            card = on_host.scene(view.table, sprite.sceneBoundingRect())
            if sprite.isVisible() and sprite.zone == "centre" and card is not None:
                assert not bubble.intersects(card), f"{layout}: the bubble covers {card}"
