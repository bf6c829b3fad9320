"""The GUI-thread bridge of a phone table: calls run in order, on the GUI thread, not inside their caller."""

from __future__ import annotations

import threading

from app.phones.bridge import GuiThreadPost


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
