"""The Recto Verso stopwatch: Start, then Recto! and Verso! stop it; the grid gives the points."""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QFont, QKeySequence, QPainter, QPaintEvent, QPen, QResizeEvent, QShortcut
from PySide6.QtWidgets import (
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSizePolicy,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.assistant.scoring_grid import load_grid, parse_time, reset_grid, save_grid
from app.assistant.widgets import BigText, ToolFrame, fit_button_fonts
from app.fonts import SANS
from app.i18n import translate_message
from app.settings import Settings
from app.theme import ACCENTS, INK, MUTED, px
from engines.recto_verso.rules_data import DEFAULT_SCORING_GRID, points_for_time
from engines.table.clock import PausableClock, TimeSource, format_ms, monotonic_ms

__all__ = ["GridEditor", "GridStrip", "StopwatchPage", "StopwatchTool"]

Grid = tuple[tuple[int, int], ...]
TICK_MS = 50


class GridStrip(QWidget):
    """The time grid as a row of cells, the one that applies now outlined and marked ▲."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.grid: Grid = DEFAULT_SCORING_GRID
        self.current = 0
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)

    def set_state(self, grid: Grid, elapsed_ms: int) -> None:
        self.grid = grid
        self.current = next((i for i, (s, _p) in enumerate(grid) if elapsed_ms <= s * 1000), len(grid))
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(px(600), px(76))

    def minimumSizeHint(self) -> QSize:
        return QSize(px(300), px(60))

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        cells = [(f"≤ {format_ms(s * 1000)}", str(points)) for s, points in self.grid]
        cells.append((f"> {format_ms(self.grid[-1][0] * 1000)}", "0"))
        width = self.width() / len(cells)
        height = self.height()
        for index, (time_text, points) in enumerate(cells):
            r = QRectF(index * width + 2, 2, width - 4, height - 4)
            current = index == self.current
            p.setPen(QPen(INK if current else QColor("#c9bda6"), px(3) if current else 1))
            p.setBrush(QColor("#fff4dc") if current else QColor("#fffdf8"))
            p.drawRoundedRect(r, px(6), px(6))
            font = QFont(SANS)
            font.setPixelSize(max(9, min(px(15), round(height * 0.22), round(width * 0.16))))
            p.setFont(font)
            p.setPen(MUTED if not current else INK)
            top = QRectF(r.left(), r.top() + 2, r.width(), r.height() * 0.38)
            p.drawText(top, Qt.AlignmentFlag.AlignCenter, ("▲ " if current else "") + time_text)
            font.setBold(True)
            font.setPixelSize(max(10, min(round(height * 0.42), round(width * 0.3))))
            p.setFont(font)
            p.setPen(INK)
            bottom = QRectF(r.left(), r.top() + r.height() * 0.38, r.width(), r.height() * 0.6)
            p.drawText(bottom, Qt.AlignmentFlag.AlignCenter, points)
        p.end()


class StopwatchTool(QWidget):
    """Idle → running → stopped. Both calls, in either order, stop the clock."""

    stopped = Signal(int)

    def __init__(
        self, grid: Grid, clock: TimeSource, headless: bool = False, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.grid = grid
        self.clock = clock
        self.headless = headless
        #: The building time: read through ``self.clock`` (tests swap it), paused by the app's clock service.
        self.watch = PausableClock(lambda: self.clock())
        self.recto = False
        self.verso = False
        self.ticker = QTimer(self)
        self.ticker.setInterval(TICK_MS)
        self.ticker.timeout.connect(self.refresh)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(px(6))
        self.time_display = BigText("0:00.0")
        self.time_display.setObjectName("stopwatchTime")
        self.time_display.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        layout.addWidget(self.time_display, 5)
        self.status = BigText("", bold=False)
        self.status.setObjectName("stopwatchStatus")
        layout.addWidget(self.status, 1)
        self.points_display = BigText("")
        self.points_display.setObjectName("stopwatchPoints")
        layout.addWidget(self.points_display, 2)
        buttons = QHBoxLayout()
        buttons.setSpacing(px(12))
        self.start_button = QPushButton()
        self.start_button.setObjectName("stopwatchStart")
        self.start_button.clicked.connect(self.start_or_cancel)
        self.recto_button = QPushButton()
        self.recto_button.setObjectName("rectoButton")
        self.recto_button.clicked.connect(lambda: self.call("recto"))
        self.verso_button = QPushButton()
        self.verso_button.setObjectName("versoButton")
        self.verso_button.clicked.connect(lambda: self.call("verso"))
        for button in (self.start_button, self.recto_button, self.verso_button):
            button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
            buttons.addWidget(button)
        layout.addLayout(buttons, 2)
        self.strip = GridStrip()
        layout.addWidget(self.strip, 1)
        for key, slot in (
            (Qt.Key.Key_S, self.start_or_cancel),
            (Qt.Key.Key_R, lambda: self.call("recto")),
            (Qt.Key.Key_V, lambda: self.call("verso")),
        ):
            shortcut = QShortcut(QKeySequence(key), self)
            shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
            shortcut.activated.connect(slot)
        self.apply_fonts()
        self.retranslate()

    # -- state -----------------------------------------------------------------------

    @property
    def running(self) -> bool:
        return self.watch.running

    def elapsed_ms(self) -> int:
        return self.watch.elapsed_ms()

    def points(self) -> int:
        return points_for_time(self.elapsed_ms(), self.grid)

    def start_or_cancel(self) -> None:
        if self.running:
            self.reset()
        else:
            self.start()

    def start(self) -> None:
        self.watch.start()
        self.recto = self.verso = False
        if not self.headless:
            self.ticker.start()
        self.refresh()

    def reset(self) -> None:
        self.watch.reset()
        self.recto = self.verso = False
        self.ticker.stop()
        self.refresh()

    def call(self, side: str) -> None:
        """A partner calls "Recto!" or "Verso!" (again to take it back); both stop the clock."""
        if not self.running:
            return
        if side == "recto":
            self.recto = not self.recto
        else:
            self.verso = not self.verso
        if self.recto and self.verso:
            stopped_ms = self.watch.finish()
            self.ticker.stop()
            self.stopped.emit(stopped_ms)
        self.refresh()

    def set_grid(self, grid: Grid) -> None:
        self.grid = grid
        self.refresh()

    # -- display ---------------------------------------------------------------------

    def refresh(self) -> None:
        elapsed = self.elapsed_ms()
        self.time_display.setText(format_ms(elapsed, tenths=True))
        self.strip.set_state(self.grid, elapsed)
        points = self.points()
        over = elapsed > self.grid[-1][0] * 1000
        if not self.watch.started:
            self.status.setText(self.tr("Slide in a card, then press Start (S)"))
            self.points_display.setText("")
        elif self.running:
            if self.recto or self.verso:
                waiting = (
                    self.tr("Recto! called: waiting for Verso!")
                    if self.recto
                    else self.tr("Verso! called: waiting for Recto!")
                )
                self.status.setText(waiting)
            else:
                self.status.setText(self.tr("Building… call Recto! (R) and Verso! (V) when done"))
            if over:
                self.points_display.setText(self.tr("Over time: 0 points"))
            else:
                self.points_display.setText(self.tr("Worth now: %n point(s) each", "", points))
        else:
            self.status.setText(self.tr("Stopped. Check both facades of the building."))
            if not points:
                self.points_display.setText(self.tr("Too slow: 0 points"))
            else:
                self.points_display.setText(self.tr("If correct: %n point(s) each", "", points))
        self.time_display.set_colour(ACCENTS["vermillion"] if over else INK)
        self.points_display.set_colour(ACCENTS["green"].darker(130) if not self.running else INK)
        self.start_button.setText(self.tr("Cancel (S)") if self.running else self.tr("Start (S)"))
        self.recto_button.setText(("✔ " if self.recto else "") + self.tr("Recto! (R)"))
        self.verso_button.setText(("✔ " if self.verso else "") + self.tr("Verso! (V)"))
        self.recto_button.setEnabled(self.running)
        self.verso_button.setEnabled(self.running)
        self.apply_fonts()

    def retranslate(self) -> None:
        self.time_display.setAccessibleDescription(self.tr("Time on the stopwatch"))
        self.refresh()

    def apply_fonts(self) -> None:
        for button in [self.start_button, self.recto_button, self.verso_button]:
            button.setMinimumHeight(px(60))
        fit_button_fonts([self.start_button, self.recto_button, self.verso_button], 26)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.apply_fonts()


class GridEditor(QGroupBox):
    """Edit the time grid: rows of (up to m:ss, points); Save checks it, Restore default resets it."""

    grid_changed = Signal(object)

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        layout = QVBoxLayout(self)
        self.explain = QLabel()
        self.explain.setWordWrap(True)
        layout.addWidget(self.explain)
        self.table = QTableWidget(0, 2)
        self.table.setObjectName("gridTable")
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.verticalHeader().setVisible(False)
        layout.addWidget(self.table, 1)
        rows = QHBoxLayout()
        self.add_button = QPushButton()
        self.add_button.clicked.connect(self.add_row)
        self.remove_button = QPushButton()
        self.remove_button.clicked.connect(self.remove_row)
        rows.addWidget(self.add_button)
        rows.addWidget(self.remove_button)
        layout.addLayout(rows)
        actions = QVBoxLayout()  # one above the other: the grid's column is narrow beside the clock
        self.save_button = QPushButton()
        self.save_button.setObjectName("gridSave")
        self.save_button.clicked.connect(self.save)
        self.default_button = QPushButton()
        self.default_button.setObjectName("gridDefault")
        self.default_button.clicked.connect(self.restore_default)
        actions.addWidget(self.save_button)
        actions.addWidget(self.default_button)
        layout.addLayout(actions)
        self.message = QLabel()
        self.message.setObjectName("gridMessage")
        self.message.setWordWrap(True)
        layout.addWidget(self.message)
        self.show_grid(load_grid(settings))
        self.retranslate()

    def show_grid(self, grid: Grid) -> None:
        self.table.setRowCount(0)
        for seconds, points in grid:
            self._append(format_ms(seconds * 1000), str(points))

    def _append(self, time_text: str, points_text: str) -> None:
        row = self.table.rowCount()
        self.table.insertRow(row)
        for column, text in enumerate((time_text, points_text)):
            item = QTableWidgetItem(text)
            item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
            self.table.setItem(row, column, item)

    def add_row(self) -> None:
        last = self.table.item(self.table.rowCount() - 1, 0) if self.table.rowCount() else None
        try:
            seconds = parse_time(last.text()) + 30 if last is not None else 20
        except ValueError:
            seconds = 150
        self._append(format_ms(seconds * 1000), "0")
        self.table.setCurrentCell(self.table.rowCount() - 1, 0)

    def remove_row(self) -> None:
        row = self.table.currentRow()
        if row < 0:
            row = self.table.rowCount() - 1
        if row >= 0 and self.table.rowCount() > 1:
            self.table.removeRow(row)

    def edited_grid(self) -> Grid:
        """The table as a grid; ``ValueError`` naming the row when a cell is not a number."""
        grid = []
        for row in range(self.table.rowCount()):
            time_item, points_item = self.table.item(row, 0), self.table.item(row, 1)
            time_text = time_item.text() if time_item is not None else ""
            points_text = points_item.text().strip() if points_item is not None else ""
            try:
                seconds = parse_time(time_text)
            except ValueError:
                raise ValueError(
                    self.tr("row %1: the time must look like 1:30").replace("%1", str(row + 1))
                ) from None
            if not points_text.lstrip("-").isdigit():
                raise ValueError(
                    self.tr("row %1: the points must be a whole number").replace("%1", str(row + 1))
                )
            grid.append((seconds, int(points_text)))
        return tuple(grid)

    def save(self) -> bool:
        try:
            grid = save_grid(self.settings, self.edited_grid())
        except ValueError as exc:
            reason = translate_message(exc.args[0]) if exc.args else str(exc)
            self.message.setText("✖ " + self.tr("Not saved: %1").replace("%1", reason))
            self.message.setStyleSheet(f"color: {ACCENTS['vermillion'].darker(120).name()};")
            return False
        self.show_grid(grid)
        self.message.setText("✔ " + self.tr("Saved. The stopwatch uses this grid."))
        self.message.setStyleSheet("")
        self.grid_changed.emit(grid)
        return True

    def restore_default(self) -> None:
        grid = reset_grid(self.settings)
        self.show_grid(grid)
        self.message.setText("✔ " + self.tr("The default grid is back."))
        self.message.setStyleSheet("")
        self.grid_changed.emit(grid)

    def retranslate(self) -> None:
        self.setTitle(self.tr("Time grid"))
        self.explain.setText(
            self.tr("A correct building finished within a time scores its points; after the last time, 0.")
        )
        self.table.setHorizontalHeaderLabels([self.tr("Up to (m:ss)"), self.tr("Points")])
        self.add_button.setText(self.tr("Add a row"))
        self.remove_button.setText(self.tr("Remove a row"))
        self.save_button.setText(self.tr("Save the grid"))
        self.default_button.setText(self.tr("Restore default"))


class StopwatchPage(QWidget):
    def __init__(self, settings: Settings, headless: bool, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(px(16))
        self.tool = StopwatchTool(load_grid(settings), monotonic_ms, headless)
        self.frame = ToolFrame(self.tool)
        layout.addWidget(self.frame, 3)
        self.editor = GridEditor(settings)
        self.editor.grid_changed.connect(self.tool.set_grid)
        self.editor.setMaximumWidth(px(330))
        layout.addWidget(self.editor, 1)
        self.grid_button = QPushButton()
        self.grid_button.setObjectName("gridToggle")
        self.grid_button.setCheckable(True)
        self.grid_button.setChecked(True)
        self.grid_button.clicked.connect(self._grid_clicked)
        self.frame.header.insertWidget(1, self.grid_button)
        #: The user's own choice to show the editor; until then it shows when there is room.
        self.show_editor: bool | None = None
        self.retranslate()

    def _grid_clicked(self, on: bool) -> None:
        self.show_editor = on
        self._place_editor()

    def _place_editor(self) -> None:
        visible = self.show_editor if self.show_editor is not None else self.width() >= px(900)
        self.editor.setVisible(visible)
        self.grid_button.setChecked(visible)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._place_editor()

    def retranslate(self) -> None:
        self.frame.set_texts(self.tr("Recto Verso stopwatch"), "")
        self.grid_button.setText(self.tr("Time grid"))
        self.grid_button.setToolTip(self.tr("Show or hide the time grid editor"))
        self.tool.retranslate()
        self.editor.retranslate()

    def apply_fonts(self) -> None:
        self.tool.apply_fonts()
        self.editor.setMaximumWidth(px(330))
