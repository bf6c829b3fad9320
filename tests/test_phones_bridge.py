"""The GUI-thread bridge of a phone table: calls run in order, on the GUI thread, not inside their caller."""

from __future__ import annotations

import threading
import time

from app.phones.bridge import GuiThreadPost, after_phone_calls


def test_calls_from_another_thread_run_in_order_on_the_gui_thread(qtbot) -> None:  # type: ignore[no-untyped-def]
    post = GuiThreadPost()
    ran: list[tuple[int, threading.Thread]] = []
    sender = threading.Thread(
        target=lambda: [
            post.post(lambda i=i: ran.append((i, threading.current_thread()))) for i in range(200)
        ]
    )
    sender.start()
    sender.join()
    qtbot.waitUntil(lambda: len(ran) == 200, timeout=5_000)
    assert [i for i, _ in ran] == list(range(200))
    assert all(thread is threading.main_thread() for _, thread in ran)


def test_a_call_never_runs_inside_the_call_that_posted_it(qtbot) -> None:  # type: ignore[no-untyped-def]
    post = GuiThreadPost()
    order: list[str] = []

    def outer() -> None:
        post.post(lambda: order.append("inner"))
        order.append("outer done")

    post.post(outer)
    qtbot.waitUntil(lambda: len(order) == 2, timeout=5_000)
    assert order == ["outer done", "inner"]


def test_screen_work_waits_for_the_phones_calls_and_keeps_only_the_newest(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """A served table's redraw runs once no phone's call waits, the newest request replacing
    an older one: the phones of every table are answered before any table is drawn."""
    post = GuiThreadPost()
    screen = after_phone_calls()
    # However slow the machine, the six moves come within the longest wait.
    monkeypatch.setattr(screen, "longest_wait_ms", 60_000)
    order: list[str] = []
    key = object()

    def move(i: int) -> None:  # each answer brings the next phone's move, as at a fast table
        order.append(f"move {i}")
        if i < 5:
            post.post(lambda: move(i + 1))

    post.post(lambda: move(0))
    screen.request(key, lambda: order.append("old picture"))
    screen.request(key, lambda: order.append("picture"))
    qtbot.waitUntil(lambda: "picture" in order, timeout=5_000)
    assert order == [f"move {i}" for i in range(6)] + ["picture"]


def test_screen_work_can_be_done_at_once_or_dropped(qtbot) -> None:  # type: ignore[no-untyped-def]
    screen = after_phone_calls()
    done: list[str] = []
    first, second = object(), object()
    screen.request(first, lambda: done.append("first"))
    screen.request(second, lambda: done.append("second"))
    screen.flush(first)  # an undo must follow the move's picture
    screen.discard(second)  # another game is on that table now
    assert done == ["first"]
    qtbot.wait(20)
    assert done == ["first"]


def test_screen_work_waits_for_the_phones_calls_only_so_long(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Phones that always have a call waiting (a busy classroom) never keep the shared screen
    from showing the game: the picture comes once it waited the longest wait, while they still
    play, however often the table moved on and asked for a newer picture meanwhile."""
    post = GuiThreadPost()
    screen = after_phone_calls()
    key = object()
    moves: list[int] = []
    drawn: list[float] = []
    playing = True

    def move() -> None:  # each answer brings the next phone's move, without end
        moves.append(len(moves))
        if not drawn:  # the table moved on: the newest picture replaces the one asked before
            screen.request(key, lambda: drawn.append(time.monotonic()))
        if playing:
            post.post(move)

    asked = time.monotonic()
    post.post(move)
    try:
        qtbot.waitUntil(lambda: bool(drawn), timeout=5_000)
        assert drawn[0] - asked >= screen.longest_wait_ms / 1000 - 0.001
        played = len(moves)
        qtbot.waitUntil(lambda: len(moves) > played, timeout=5_000)  # the phones play on
    finally:
        playing = False
    qtbot.wait(20)
    assert len(drawn) == 1
