"""Closing the window while an export runs stops the export cleanly: no crash, no thread left."""


def test_the_page_going_mid_export_neither_crashes_nor_leaves_a_thread(main_window, qtbot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    import gc

    from PySide6.QtCore import QCoreApplication, QEvent

    from app.printing import worker

    main_window.show_view("print")
    view = main_window.views["print"]
    view.folder_edit.setText(str(tmp_path / "out"))
    view.start_export()
    assert view.job is not None and view.job.is_running()
    thread = view.job._thread
    main_window.show_view("home")
    main_window.views.pop("print")
    view.deleteLater()  # the page goes while its export runs, as when the window closes
    del view
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    gc.collect()
    assert thread in worker._LIVE
    qtbot.waitUntil(lambda: not worker._LIVE, timeout=30_000)
    gc.collect()


def test_the_export_worker_is_deleted_on_the_gui_thread(main_window, qtbot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """Deleted in the export's own thread, the worker could deadlock the app (its Python side
    waits for the interpreter lock while Qt holds a signal lock the GUI thread needs)."""
    from PySide6.QtCore import QThread

    from app.printing import worker

    main_window.show_view("print")
    view = main_window.views["print"]
    view.folder_edit.setText(str(tmp_path / "out"))
    view.start_export()
    job = view.job
    assert job is not None
    deleted_on: list[bool] = []
    gui = QThread.currentThread()
    job._worker.destroyed.connect(lambda *_args: deleted_on.append(QThread.currentThread() is gui))
    qtbot.waitUntil(lambda: bool(deleted_on), timeout=60_000)
    assert deleted_on == [True]
    qtbot.waitUntil(lambda: not worker._LIVE, timeout=10_000)
