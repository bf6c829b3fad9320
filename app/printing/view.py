"""The Print & play view: options on the left, the page preview on the right, the export bar below both.

The export runs in a worker thread (``app/printing/worker.py``); the window stays live, a
progress bar follows the files, Stop cancels between files, and every problem a user can
cause (a missing or read-only folder, a full disk) ends in a clear message with no
half-written file left behind.
"""

from __future__ import annotations

import atexit
import errno
import shutil
import tempfile
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEventLoop, Qt, QUrl
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import (
    QFileDialog,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from app.context import AppContext
from app.folders import default_export_folder
from app.i18n import translate_message
from app.printing.options import OptionsPanel
from app.printing.preview import PreviewPanel
from app.printing.worker import ExportJob
from app.settings import PRINT_FOLDER
from app.theme import px
from app.views.base import BaseView
from engines.safe_files import HeldOpenError
from export.bundle import ExportReport
from export.folders import FolderTrouble, prepare_output_folder

__all__ = ["PrintView"]

FOLDER_KEY = PRINT_FOLDER.key
_STATUS_STYLE = {
    "info": ("#5b6675", "#00000000", "ℹ"),
    "busy": ("#1d2733", "#00000000", "…"),
    "done": ("#005a36", "#e3f4ec", "✔"),
    "error": ("#8a2b00", "#fbe6da", "⚠"),
}


class _FittedColumn(QVBoxLayout):
    """The view's column, which never asks for more height than the window gives.

    The main window holds each view in a scroll area that, when a layout has a
    height-for-width (the word-wrapped subtitle and result do), grows the view to its
    *preferred* height: the Export bar then fell below the fold. Without it the view
    fills the window down to its minimum size, and only the options scroll.
    """

    def hasHeightForWidth(self) -> bool:
        return False


class PrintView(BaseView):
    """Choose what to print, see each page as it will print, export the PDFs off the GUI thread."""

    #: how a folder is opened (replaced in tests)
    open_url = staticmethod(QDesktopServices.openUrl)

    def __init__(self, context: AppContext) -> None:
        super().__init__(context)
        self.setObjectName("print")
        self.job: ExportJob | None = None
        self.last_report: ExportReport | None = None
        self.last_folder: Path | None = None
        self._status_kind = "info"
        self._status_text = ""
        self._language_touched = False

        outer = _FittedColumn(self)
        self.title = QLabel()
        self.title.setObjectName("viewTitle")
        self.subtitle = QLabel()
        self.subtitle.setObjectName("subtitle")
        self.subtitle.setWordWrap(True)
        outer.addWidget(self.title)
        outer.addWidget(self.subtitle)
        body = QHBoxLayout()
        outer.addLayout(body, 1)

        left = QVBoxLayout()
        self.options_panel = OptionsPanel(context.settings.language)
        self.options_panel.changed.connect(self._options_changed)
        self.options_panel.language.activated.connect(self._language_chosen)
        self.scroll_area = QScrollArea()
        self.scroll_area.setObjectName("printOptionsScroll")
        self.scroll_area.setWidget(self.options_panel)
        self.scroll_area.setWidgetResizable(True)
        self.scroll_area.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scroll_area.setStyleSheet(
            "QScrollArea, QScrollArea > QWidget > QWidget { background: transparent; }"
        )
        left.addWidget(self.scroll_area, 1)

        left_widget = QWidget()
        left_widget.setLayout(left)
        left_widget.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
        self.left_widget = left_widget
        body.addWidget(left_widget, 5)
        self.preview = PreviewPanel()
        body.addWidget(self.preview, 6)
        self.body = body
        self.outer = outer
        self.export_bar = self._build_export_bar()
        outer.addWidget(self.export_bar)

        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self._shutdown)
        self._apply_scale()
        self.retranslate_ui()
        self.preview.set_request(self.options_panel.request(), self.options_panel.sheet_note_text())

    def _build_export_bar(self) -> QFrame:
        """The folder, Export, Stop, Open folder, the progress and the result, always in view.

        It sits below both columns, outside every scrolling area, so neither a small
        screen nor a long option list pushes Export below the fold, and pressing it never
        scrolls the progress or the result away.
        """
        bar = QFrame()
        bar.setObjectName("printExportBar")
        column = QVBoxLayout(bar)
        column.setContentsMargins(0, 0, 0, 0)
        folder_row = QHBoxLayout()
        self.folder_label = QLabel()
        self.folder_edit = QLineEdit(self.context.settings.get(PRINT_FOLDER) or str(default_export_folder()))
        self.folder_edit.setObjectName("printFolder")
        self.folder_edit.textChanged.connect(self.folder_edit.setToolTip)
        self.folder_label.setBuddy(self.folder_edit)
        self.choose_button = QPushButton()
        self.choose_button.setObjectName("chooseFolder")
        self.choose_button.clicked.connect(self.choose_folder)
        folder_row.addWidget(self.folder_label)
        folder_row.addWidget(self.folder_edit, 1)
        folder_row.addWidget(self.choose_button)
        column.addLayout(folder_row)

        buttons = QHBoxLayout()
        self.export_button = QPushButton()
        self.export_button.setObjectName("primary")
        self.export_button.setAccessibleName("export")
        self.export_button.clicked.connect(self.start_export)
        self.stop_button = QPushButton()
        self.stop_button.setObjectName("stopExport")
        self.stop_button.clicked.connect(self.cancel_export)
        self.stop_button.setEnabled(False)
        self.open_button = QPushButton()
        self.open_button.setObjectName("openFolder")
        self.open_button.clicked.connect(self.open_folder)
        self.open_button.setEnabled(False)
        self.open_button.setVisible(False)
        self.progress = QProgressBar()
        self.progress.setObjectName("printProgress")
        self.progress.setRange(0, 1)
        self.progress.setValue(0)
        self.progress.setTextVisible(True)
        self.progress.setFormat("%p %")
        self.progress.setVisible(False)
        # Hidden until an export starts or ends, but keeping their room: the buttons
        # never jump under the pointer when the progress or "Open folder" appears.
        for appearing in (self.progress, self.open_button):
            policy = appearing.sizePolicy()
            policy.setRetainSizeWhenHidden(True)
            appearing.setSizePolicy(policy)
        buttons.addWidget(self.export_button, 2)
        buttons.addWidget(self.stop_button, 1)
        buttons.addWidget(self.progress, 3)
        buttons.addWidget(self.open_button, 1)
        column.addLayout(buttons)

        self.status = QLabel()
        self.status.setObjectName("printStatus")
        self.status.setWordWrap(True)
        self.status.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.status.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        column.addWidget(self.status)
        return bar

    # -- layout and texts ------------------------------------------------------------

    def _apply_scale(self) -> None:
        self.outer.setContentsMargins(px(28), px(18), px(28), px(18))
        self.outer.setSpacing(px(8))
        self.body.setSpacing(px(24))
        self.left_widget.setMinimumWidth(min(px(380), 560))

    def retranslate_ui(self) -> None:
        self.title.setText(self.tr("Print & play"))
        self.subtitle.setText(
            self.tr(
                "Every deck, building card, score sheet and player aid as PDF files to print at home, "
                "previewed page by page."
            )
        )
        self.folder_label.setText(self.tr("Save in &folder:"))
        self.choose_button.setText(self.tr("C&hoose…"))
        self.export_button.setText(self.tr("&Export"))
        self.stop_button.setText(self.tr("S&top"))
        self.stop_button.setToolTip(self.tr("Stop the export; files already finished stay whole"))
        self.open_button.setText(self.tr("&Open folder"))
        self.export_button.setToolTip(self.tr("Write the PDF files into the folder (Alt+E)"))
        self.options_panel.retranslate_ui()
        self.preview.retranslate_ui()
        if self._status_kind == "info" and self.job is None and self.last_report is None:
            self._set_status(
                "info", self.tr("Choose the options, check the pages on the right, then export.")
            )

    def on_settings_changed(self, key: str) -> None:
        if key in {"ui/scale", "ui/presenter"}:
            self._apply_scale()
            self._set_status(self._status_kind, self._status_text)
        elif key == "ui/language" and not self._language_touched:
            self.options_panel.set_language(self.context.settings.language)

    def _language_chosen(self, _index: int) -> None:
        self._language_touched = True

    def _options_changed(self) -> None:
        self.preview.set_request(self.options_panel.request(), self.options_panel.sheet_note_text())

    def _set_status(self, kind: str, text: str) -> None:
        self._status_kind, self._status_text = kind, text
        colour, background, symbol = _STATUS_STYLE[kind]
        self.status.setText(f"{symbol} {text}" if text else "")
        self.status.setProperty("kind", kind)
        self.status.setStyleSheet(
            f"QLabel#printStatus {{ color: {colour}; background: {background}; "
            f"border-radius: {px(6)}px; padding: {px(6)}px {px(8)}px; }}"
        )

    # -- folder ----------------------------------------------------------------------

    def folder(self) -> Path:
        """The folder typed or chosen; a relative one ("Cartes") is taken under the home folder,
        never under wherever the app happened to be started from."""
        folder = Path(self.folder_edit.text().strip()).expanduser()
        return folder if folder.is_absolute() else Path.home() / folder

    def choose_folder(self) -> None:
        chosen = QFileDialog.getExistingDirectory(
            self, self.tr("Folder for the PDF files"), str(self.folder())
        )
        if chosen:
            self.folder_edit.setText(chosen)

    def prepare_folder(self, folder: Path) -> str | None:
        """Create ``folder`` (parents included) if missing; why it cannot be used, in the user's language."""
        if not str(folder).strip() or str(folder) == ".":
            return self.tr("Choose a folder for the PDF files first.")
        problem = prepare_output_folder(folder)
        if problem is None:
            return None
        where = str(problem.path)
        if problem.trouble is FolderTrouble.NOT_A_FOLDER:
            if problem.path.is_file():
                return self.tr("%1 is a file, not a folder. Choose a folder for the PDF files.").replace(
                    "%1", where
                )
            return self.tr("%1 is in the way and is not a folder. Choose another folder.").replace(
                "%1", where
            )
        if problem.trouble is FolderTrouble.NOT_WRITABLE:
            return self.tr("The folder %1 cannot be written to. Choose a folder of your own.").replace(
                "%1", where
            )
        if problem.trouble is FolderTrouble.BAD_NAME:
            return (
                self.tr("The folder %1 cannot be created: %2. Choose another name.")
                .replace("%1", where)
                .replace("%2", translate_message(problem.detail))
            )
        return (
            self.tr("The folder %1 could not be created: %2. Choose another one.")
            .replace("%1", where)
            .replace("%2", problem.detail)
        )

    def open_folder(self) -> None:
        if self.last_folder is not None:
            self.open_url(QUrl.fromLocalFile(str(self.last_folder)))

    # -- export ----------------------------------------------------------------------

    def is_exporting(self) -> bool:
        return self.job is not None

    def start_export(self) -> None:
        if self.job is not None:
            return
        folder = self.folder()
        request = self.options_panel.request()
        problem = None if request.parts else self.tr("Tick at least one thing to print.")
        if problem is None:
            problem = self.prepare_folder(folder)
        if problem is not None:
            self._set_status("error", problem)
            return
        self.context.settings.set_value(FOLDER_KEY, str(folder))
        self.last_folder = folder
        self.last_report = None
        job = ExportJob(folder, request, self)
        job.progress.connect(self._progress)
        job.finished.connect(self._finished)
        job.cancelled.connect(self._cancelled)
        job.failed.connect(self._failed)
        job.crashed.connect(self._crashed)
        self.job = job
        self.export_button.setEnabled(False)
        self.stop_button.setEnabled(True)
        self.stop_button.setText(self.tr("S&top"))
        self.open_button.setEnabled(False)
        self.open_button.setVisible(False)
        self.progress.setRange(0, max(1, len(request.files())))
        self.progress.setValue(0)
        self.progress.setVisible(True)
        self._set_status("busy", self.tr("Starting…"))
        job.start()
        self.stop_button.setFocus(Qt.FocusReason.OtherFocusReason)

    def cancel_export(self) -> None:
        if self.job is not None:
            self.job.cancel()
            self.stop_button.setEnabled(False)
            self._set_status("busy", self.tr("Stopping after the file being written…"))

    def _progress(self, done: int, total: int, what: str) -> None:
        self.progress.setRange(0, max(1, total))
        self.progress.setValue(done)
        if what and self._status_kind == "busy" and self.stop_button.isEnabled():
            self._set_status("busy", self.tr("Writing %1…").replace("%1", what))

    def _end(self) -> None:
        self.job = None
        self.export_button.setEnabled(True)
        self.stop_button.setEnabled(False)
        self.export_button.setFocus(Qt.FocusReason.OtherFocusReason)

    def _finished(self, report: ExportReport) -> None:
        self._end()
        self.last_report = report
        self.progress.setValue(self.progress.maximum())
        lines = [
            self.tr("Done: %n file(s) (%1 MB) in %2.", "", len(report.written))
            .replace("%1", f"{report.total_bytes / 1_048_576:.1f}")
            .replace("%2", str(self.last_folder))
        ]
        note = self.options_panel.sheet_note_text() if report.notes else ""
        if note:
            lines.append(note)
        lines += report.skipped
        lines.append(self.tr("Print at 100 % (no “fit to page”); the calibration page checks it."))
        self._set_status("done", "\n".join(lines))
        self._offer_folder(report)

    def _cancelled(self, report: ExportReport) -> None:
        self._end()
        self.last_report = report
        self._set_status(
            "info",
            self.tr(
                "Export stopped. %n file(s) finished before; no file is half-written.",
                "",
                len(report.written),
            ),
        )
        self._offer_folder(report)

    def _offer_folder(self, report: ExportReport) -> None:
        """Show "Open folder" once files are written (and only then: an empty folder is no news)."""
        self.open_button.setEnabled(bool(report.written))
        self.open_button.setVisible(bool(report.written))

    def _failed(self, exc: OSError) -> None:
        self._end()
        folder = str(self.last_folder)
        if isinstance(exc, HeldOpenError):
            text = self.tr(
                "%1 is open in another program. Close it there and export again; "
                "no half-written file was left."
            ).replace("%1", Path(exc.filename or folder).name)
        elif exc.errno in (errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)):
            text = self.tr(
                "The disk is full. The export stopped and left no half-written file; "
                "free some space and export again."
            )
        elif exc.errno in (errno.EACCES, errno.EPERM, errno.EROFS):
            text = self.tr("The folder %1 cannot be written to. Choose a folder of your own.").replace(
                "%1", folder
            )
        elif exc.errno in (errno.ENOENT, errno.ENOTDIR):
            text = self.tr("The folder %1 is gone. Choose another one.").replace("%1", folder)
        else:
            text = (
                self.tr("Could not write into %1: %2. No half-written file was left.")
                .replace("%1", folder)
                .replace("%2", translate_message(exc.strerror or str(exc)))
            )
        self._set_status("error", text)

    def _crashed(self, exc: BaseException) -> None:
        self._end()
        self._set_status(
            "error", self.tr("The export failed because of an error in the app; it is in the log.")
        )
        raise exc

    def _shutdown(self) -> None:
        if self.job is not None:
            self.job.cancel()
            self.job.wait()

    # -- screenshots -----------------------------------------------------------------

    def shortcuts(self) -> list[tuple[str, str]]:
        return [
            (self.tr("Tab"), self.tr("Move between the options, the preview and the buttons")),
            (self.tr("Alt + underlined letter"), self.tr("Jump to that option")),
            (self.tr("← → / ↑ ↓ (preview)"), self.tr("Previous / next file")),
            (self.tr("Page Up / Page Down"), self.tr("Previous / next page of the preview")),
        ]

    def set_mode(self, mode: str | None) -> None:
        if mode == "done":
            folder = Path(tempfile.mkdtemp(prefix="print-and-play-"))
            atexit.register(shutil.rmtree, folder, True)
            self.folder_edit.setText(str(folder))
            self.options_panel.bleed.setValue(3.0)
            self.start_export()
            while self.job is not None:
                QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 50)
            self.preview.turn(1)
