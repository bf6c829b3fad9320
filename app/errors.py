"""What happens when our own code fails: log the traceback, show a copyable report, keep running.

Model: novelWriter's ``error.py``. The excepthook never raises itself and never stacks
dialogs: while one report is open, further errors are only logged.
"""

from __future__ import annotations

import logging
import platform
import sys
import traceback
from types import TracebackType

from PySide6.QtCore import QCoreApplication, Qt, qVersion
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPlainTextEdit,
    QVBoxLayout,
    QWidget,
)

from app import __version__
from app.fonts import mono_font

__all__ = ["ErrorReportDialog", "ExceptionHandler", "build_report"]

log = logging.getLogger(__name__)


def build_report(exc_type: type[BaseException], exc: BaseException, tb: TracebackType | None) -> str:
    import PySide6

    lines = [
        f"Recto Verso Studio {__version__}",
        f"Python {platform.python_version()} on {platform.platform()}",
        f"PySide6 {PySide6.__version__}, Qt {qVersion()}",
        "",
        *traceback.format_exception(exc_type, exc, tb),
    ]
    return "\n".join(line.rstrip("\n") for line in lines)


class ErrorReportDialog(QDialog):
    """Says that something went wrong and offers the report to copy into a bug report."""

    def __init__(self, report: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Something went wrong"))
        self.setObjectName("errorReport")
        layout = QVBoxLayout(self)
        intro = QLabel(
            self.tr(
                "Recto Verso Studio hit an unexpected problem. Your games are saved and the app "
                "will try to carry on. Please copy the report below and send it with a few words "
                "about what you were doing."
            )
        )
        intro.setWordWrap(True)
        layout.addWidget(intro)
        self.text = QPlainTextEdit(report)
        self.text.setReadOnly(True)
        self.text.setFont(mono_font(9))
        self.text.setMinimumSize(640, 280)
        layout.addWidget(self.text)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        copy = buttons.addButton(self.tr("Copy report"), QDialogButtonBox.ButtonRole.ActionRole)
        copy.clicked.connect(self.copy_report)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def copy_report(self) -> None:
        QGuiApplication.clipboard().setText(self.text.toPlainText())


class ExceptionHandler:
    """``sys.excepthook`` replacement; ``interactive=False`` (smoke runs) only records."""

    def __init__(self, interactive: bool = True) -> None:
        self.interactive = interactive
        self.errors: list[str] = []
        self._showing = False

    def install(self) -> None:
        sys.excepthook = self

    def __call__(self, exc_type: type[BaseException], exc: BaseException, tb: TracebackType | None) -> None:
        if issubclass(exc_type, KeyboardInterrupt):
            QCoreApplication.quit()
            return
        try:
            report = build_report(exc_type, exc, tb)
        except Exception:  # never fail inside the hook
            report = "".join(traceback.format_exception(exc_type, exc, tb))
        log.error("Unexpected error\n%s", report)
        self.errors.append(report)
        if not self.interactive or self._showing or QApplication.instance() is None:
            return
        self._showing = True
        try:
            dialog = ErrorReportDialog(report, QApplication.activeWindow())
            dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            dialog.exec()
        finally:
            self._showing = False
