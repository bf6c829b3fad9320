"""The GUI-thread bridge of a phone table: calls run in order, on the GUI thread, not inside their caller."""

from __future__ import annotations

import threading

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


def test_screen_work_waits_for_the_phones_calls_and_keeps_only_the_newest(qtbot) -> None:  # type: ignore[no-untyped-def]
    """A served table's redraw runs once no phone's call waits, the newest request replacing
    an older one: the phones of every table are answered before any table is drawn."""
    post = GuiThreadPost()
    screen = after_phone_calls()
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
