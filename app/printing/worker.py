"""The export off the GUI thread: a QObject moved to a QThread, reporting through signals.

Cancelling sets an event the export checks between pages (and between PNGs); each file is
built in memory and written atomically, so a cancelled or failed export never leaves half
a file behind.
"""

from __future__ import annotations

import threading
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, QThread, Signal, Slot

from app.printing.request import PrintRequest
from export.bundle import ExportCancelled, export_set

__all__ = ["ExportJob"]

#: Exports still running, each kept alive (its thread and its worker) until it ends, even
#: when the page that started it is gone: Qt ends the whole app when a running thread or
#: the object working in it is destroyed.
_LIVE: dict[QThread, QObject] = {}


def _forget(thread: QThread) -> None:
    thread.wait()  # it ended its loop already; let it leave its run too
    _LIVE.pop(thread, None)


class _Worker(QObject):
    progress = Signal(int, int, str)
    finished = Signal(object)  # export.bundle.ExportReport
    cancelled = Signal(object)  # ExportReport of the files finished before
    failed = Signal(object)  # OSError: the folder, the disk
    crashed = Signal(object)  # any other exception: a bug, re-raised on the GUI thread

    def __init__(self, folder: Path, request: PrintRequest, stop: threading.Event) -> None:
        super().__init__()
        self.folder = folder
        self.request = request
        self.stop = stop

    @Slot()
    def run(self) -> None:
        request = self.request
        try:
            report = export_set(
                self.folder,
                request.games,
                request.options,
                request.lang,
                png_dpi=request.png_dpi,
                progress=self.progress.emit,
                parts=request.parts,
                cancelled=self.stop.is_set,
            )
        except ExportCancelled as exc:
            self.cancelled.emit(exc.report)
        except OSError as exc:
            self.failed.emit(exc)
        except Exception as exc:
            self.crashed.emit(exc)
        else:
            self.finished.emit(report)
        finally:
            # Back to the GUI thread to be deleted there: a Python object destroyed in the
            # export's thread waits for the interpreter lock while Qt holds a lock of its
            # signals, and a GUI thread emitting any signal under that lock then waits for
            # it for ever (a deadlock seen in the test suite).
            app = QCoreApplication.instance()
            if app is not None:
                self.moveToThread(app.thread())


class ExportJob(QObject):
    """One export in its own thread; exactly one of ``finished``, ``cancelled``, ``failed`` follows."""

    progress = Signal(int, int, str)
    finished = Signal(object)
    cancelled = Signal(object)
    failed = Signal(object)
    crashed = Signal(object)

    def __init__(self, folder: Path, request: PrintRequest, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._stop = threading.Event()
        self._thread = QThread()
        self._thread.setObjectName("print-export")
        self._worker = _Worker(folder, request, self._stop)
        self._worker.moveToThread(self._thread)
        self._thread.started.connect(self._worker.run)
        self._worker.progress.connect(self.progress)
        for signal, target in (
            (self._worker.finished, self.finished),
            (self._worker.cancelled, self.cancelled),
            (self._worker.failed, self.failed),
            (self._worker.crashed, self.crashed),
        ):
            signal.connect(self._thread.quit)
            signal.connect(target)
        self._thread.finished.connect(self._worker.deleteLater)  # on the GUI thread: see _Worker.run
        if parent is not None:  # the page goes (its window closed): the export stops soon after
            stop = self._stop
            parent.destroyed.connect(lambda *_args: stop.set())

    def start(self) -> None:
        thread, worker = self._thread, self._worker
        _LIVE[thread] = worker
        # Forgotten once the worker is deleted, on the GUI thread, after the thread ended.
        worker.destroyed.connect(lambda *_args: _forget(thread))
        thread.start()

    def cancel(self) -> None:
        self._stop.set()

    def is_running(self) -> bool:
        return self._thread.isRunning()

    def wait(self, ms: int = 30_000) -> bool:
        """Block until the thread ends (only when the app quits)."""
        return self._thread.wait(ms)
