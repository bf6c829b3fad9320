"""The two-player co-op ladder: 7 countdowns from 1:30 to 0:15, a ladder drawing, an alarm."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QKeySequence,
    QPainter,
    QPaintEvent,
    QPen,
    QPolygonF,
    QResizeEvent,
    QShortcut,
)
from PySide6.QtWidgets import QApplication, QHBoxLayout, QPushButton, QSizePolicy, QVBoxLayout, QWidget

from app.assistant.widgets import BigText, ToolFrame, fit_button_fonts
from app.fonts import SANS
from app.theme import ACCENTS, INK, MUTED, px
from engines.recto_verso.rules_data import LADDER_STAGES, ladder_stage_cleared
from engines.table.clock import PausableClock, TimeSource, format_ms, monotonic_ms

__all__ = ["LadderDrawing", "LadderPage", "LadderTool"]

TICK_MS = 100
FLASH_MS = 250
FLASH_STEPS = 12


class LadderDrawing(QWidget):
    """Two rails and 7 rungs, stage 1 at the bottom: cleared rungs ticked, the token on the current one."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.stage = 0
        self.won = False
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)

    def set_progress(self, stage: int, won: bool) -> None:
        self.stage, self.won = stage, won
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(px(260), px(420))

    def minimumSizeHint(self) -> QSize:
        return QSize(px(170), px(220))

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        count = len(LADDER_STAGES)
        crown_h = self.height() * 0.12
        top, bottom = crown_h + px(8), self.height() - px(10)
        step = (bottom - top) / count
        rail_w = max(3.0, self.width() * 0.03)
        left, right = self.width() * 0.08, self.width() * 0.45
        p.setPen(QPen(QColor("#8a6a45"), rail_w, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        p.drawLine(QPointF(left, top), QPointF(left, bottom))
        p.drawLine(QPointF(right, top), QPointF(right, bottom))
        label_font = QFont(SANS)
        label_font.setBold(True)
        room = self.width() - right - rail_w * 2 - px(10)
        size = max(9, min(px(22), round(step * 0.42)))
        label_font.setPixelSize(size)
        widest = QFontMetricsF(label_font).horizontalAdvance("▶ 7  0:45")
        if widest > room > 0:
            label_font.setPixelSize(max(8, int(size * room / widest)))
        for index, seconds in enumerate(LADDER_STAGES):
            y = bottom - (index + 0.5) * step
            cleared = index < self.stage or self.won
            current = index == self.stage and not self.won
            colour = ACCENTS["green"] if cleared else (INK if current else QColor("#b9ad97"))
            p.setPen(
                QPen(
                    colour, rail_w * (1.6 if current else 1.2), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap
                )
            )
            p.drawLine(QPointF(left, y), QPointF(right, y))
            mark = "✔ " if cleared else ("▶ " if current else "")
            label_font.setBold(current)
            p.setFont(label_font)
            p.setPen(INK if cleared or current else MUTED)
            gap = rail_w * 2 + px(8)
            text_rect = QRectF(right + gap, y - step / 2, self.width() - right - gap, step)
            p.drawText(
                text_rect,
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                f"{mark}{index + 1}  {format_ms(seconds * 1000)}",
            )
            if current:  # the climbing token
                radius = min(step * 0.32, (right - left) * 0.22)
                p.setPen(QPen(INK, 2))
                p.setBrush(ACCENTS["blue"])
                p.drawEllipse(QPointF((left + right) / 2, y - radius * 0.2), radius, radius)
        # The crown waits at the top; it is gold once the ladder is climbed.
        cx, cw = (left + right) / 2, (right - left) * 0.9
        base, peak = crown_h, px(6)
        crown = QPolygonF(
            [
                QPointF(cx - cw / 2, base),
                QPointF(cx - cw / 2, peak + crown_h * 0.3),
                QPointF(cx - cw / 4, base - crown_h * 0.35),
                QPointF(cx, peak),
                QPointF(cx + cw / 4, base - crown_h * 0.35),
                QPointF(cx + cw / 2, peak + crown_h * 0.3),
                QPointF(cx + cw / 2, base),
            ]
        )
        p.setPen(QPen(INK if self.won else QColor("#b9ad97"), 2))
        p.setBrush(ACCENTS["yellow"] if self.won else QColor("#f1e8d6"))
        p.drawPolygon(crown)
        p.end()


class LadderTool(QWidget):
    """Phases: ready → running → (cleared → ready | failed → ready | time up) … → won."""

    alarm = Signal()

    def __init__(self, clock: TimeSource, headless: bool = False, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.clock = clock
        self.headless = headless
        self.stage = 0
        self.phase = "ready"
        self.attempt = 1
        #: The attempt's time: read through ``self.clock`` (tests swap it), paused by the app's clock service.
        self.watch = PausableClock(lambda: self.clock())
        self.message_key = "start"
        self.flash_on = False
        self.flash_left = 0
        self.alarms = 0
        self.ticker = QTimer(self)
        self.ticker.setInterval(TICK_MS)
        self.ticker.timeout.connect(self.refresh)
        self.flasher = QTimer(self)
        self.flasher.setInterval(FLASH_MS)
        self.flasher.timeout.connect(self.flash_step)

        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(px(16))
        self.drawing = LadderDrawing()
        layout.addWidget(self.drawing, 2)
        right = QVBoxLayout()
        self.stage_label = BigText("", bold=False)
        self.stage_label.setObjectName("ladderStage")
        right.addWidget(self.stage_label, 1)
        self.countdown = BigText("")
        self.countdown.setObjectName("ladderCountdown")
        right.addWidget(self.countdown, 5)
        self.message = BigText("", bold=False)
        self.message.setObjectName("ladderMessage")
        right.addWidget(self.message, 1)
        buttons = QHBoxLayout()
        buttons.setSpacing(px(12))
        self.start_button = QPushButton()
        self.start_button.setObjectName("ladderStart")
        self.start_button.clicked.connect(self.start_or_restart)
        self.success_button = QPushButton()
        self.success_button.setObjectName("ladderSuccess")
        self.success_button.clicked.connect(self.success)
        self.failure_button = QPushButton()
        self.failure_button.setObjectName("ladderFailure")
        self.failure_button.clicked.connect(self.failure)
        for button in (self.start_button, self.success_button, self.failure_button):
            button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
            buttons.addWidget(button)
        right.addLayout(buttons, 1)
        layout.addLayout(right, 5)
        for key, slot in (
            (Qt.Key.Key_S, self.start_or_restart),
            (Qt.Key.Key_B, self.success),
            (Qt.Key.Key_F, self.failure),
        ):
            shortcut = QShortcut(QKeySequence(key), self)
            shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
            shortcut.activated.connect(slot)
        self.apply_fonts()
        self.refresh()

    # -- state -----------------------------------------------------------------------

    def limit_ms(self) -> int:
        return LADDER_STAGES[min(self.stage, len(LADDER_STAGES) - 1)] * 1000

    def elapsed_ms(self) -> int:
        return self.watch.elapsed_ms() if self.phase == "running" else 0

    def remaining_ms(self) -> int:
        if self.phase == "running":
            return max(0, self.limit_ms() - self.elapsed_ms())
        return 0 if self.phase == "timeout" else self.limit_ms()

    def start_or_restart(self) -> None:
        if self.phase == "won":
            self.restart()
        elif self.phase != "running":
            self.start()

    def start(self) -> None:
        if self.phase in ("running", "won"):
            return
        self._stop_alarm()
        self.phase = "running"
        self.watch.start(self.limit_ms())
        self.message_key = "building"
        if not self.headless:
            self.ticker.start()
        self.refresh()

    def success(self) -> None:
        """The partners' building is correct: up one stage if it was in time."""
        if self.phase != "running":
            return
        if not ladder_stage_cleared(self.stage, self.elapsed_ms(), correct=True):
            self.time_up()
            return
        self.ticker.stop()
        self.stage += 1
        self.attempt = 1
        if self.stage == len(LADDER_STAGES):
            self.phase = "won"
            self.message_key = "won"
        else:
            self.phase = "ready"
            self.message_key = "cleared"
        self.refresh()

    def failure(self) -> None:
        """A mistake: the same stage again with a new card."""
        if self.phase != "running":
            return
        self.ticker.stop()
        self.phase = "ready"
        self.attempt += 1
        self.message_key = "failed"
        self.refresh()

    def time_up(self) -> None:
        self.ticker.stop()
        self.phase = "timeout"
        self.attempt += 1
        self.message_key = "timeout"
        self.alarms += 1
        QApplication.beep()
        self.alarm.emit()
        self.flash_left = FLASH_STEPS
        self.flash_on = True
        if not self.headless:
            self.flasher.start()
        self.refresh()

    def flash_step(self) -> None:
        self.flash_left -= 1
        self.flash_on = self.flash_left > 0 and not self.flash_on
        if self.flash_left <= 0:
            self.flasher.stop()
            self.flash_on = True  # stay red until the next attempt
        self._paint_flash()

    def _stop_alarm(self) -> None:
        self.flasher.stop()
        self.flash_left = 0
        self.flash_on = False

    def restart(self) -> None:
        self._stop_alarm()
        self.ticker.stop()
        self.stage, self.phase, self.attempt, self.message_key = 0, "ready", 1, "start"
        self.refresh()

    # -- display ---------------------------------------------------------------------

    def refresh(self) -> None:
        if self.phase == "running" and self.elapsed_ms() >= self.limit_ms():
            self.time_up()
            return
        total = len(LADDER_STAGES)
        self.drawing.set_progress(self.stage, self.phase == "won")
        if self.phase == "won":
            self.stage_label.setText(self.tr("All %1 stages climbed").replace("%1", str(total)))
            self.countdown.setText(self.tr("Kings of Construction"))
            self.countdown.set_colour(ACCENTS["orange"].darker(140))
        else:
            self.stage_label.setText(
                self.tr("Stage %1 of %2 — attempt %3")
                .replace("%1", str(self.stage + 1))
                .replace("%2", str(total))
                .replace("%3", str(self.attempt))
            )
            self.countdown.setText(format_ms(self.remaining_ms() + (999 if self.phase == "running" else 0)))
            self.countdown.set_colour(INK)
        messages = {
            "start": self.tr("Slide in a card, then press Start (S)"),
            "building": self.tr("Build! Correct in time: Built it (B); a mistake: Failed (F)"),
            "cleared": self.tr("Stage cleared! Next card, then Start (S)"),
            "failed": self.tr("Same stage again with a new card: Start (S)"),
            "timeout": self.tr("Time is up! Same stage again with a new card: Start (S)"),
            "won": self.tr("You climbed the whole ladder: you are the Kings of Construction!"),
        }
        self.message.setText(messages[self.message_key])
        running = self.phase == "running"
        self.start_button.setText(self.tr("Climb again (S)") if self.phase == "won" else self.tr("Start (S)"))
        self.start_button.setEnabled(not running)
        self.success_button.setText(self.tr("✔ Built it (B)"))
        self.failure_button.setText(self.tr("✖ Failed (F)"))
        self.success_button.setEnabled(running)
        self.failure_button.setEnabled(running)
        self.apply_fonts()
        self._paint_flash()

    def _paint_flash(self) -> None:
        if self.phase == "timeout" and self.flash_on:
            self.countdown.set_background(ACCENTS["vermillion"])
            self.countdown.set_colour(QColor("white"))
        elif self.phase == "won":
            self.countdown.set_background(QColor("#fff1b8"))
        else:
            self.countdown.set_background(None)
            self.countdown.set_colour(ACCENTS["vermillion"] if self.phase == "timeout" else INK)

    def retranslate(self) -> None:
        self.refresh()

    def apply_fonts(self) -> None:
        for button in [self.start_button, self.success_button, self.failure_button]:
            button.setMinimumHeight(px(60))
        fit_button_fonts([self.start_button, self.success_button, self.failure_button], 24)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.apply_fonts()


class LadderPage(QWidget):
    def __init__(self, headless: bool, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.tool = LadderTool(monotonic_ms, headless)
        self.frame = ToolFrame(self.tool)
        layout.addWidget(self.frame)
        self.retranslate()

    def retranslate(self) -> None:
        self.frame.set_texts(
            self.tr("Co-op ladder (2 players)"),
            self.tr("%1 stages, each with less time: %2.")
            .replace("%1", str(len(LADDER_STAGES)))
            .replace("%2", ", ".join(format_ms(s * 1000) for s in LADDER_STAGES)),
        )
        self.tool.retranslate()

    def apply_fonts(self) -> None:
        self.tool.apply_fonts()
