"""The page preview: the sheets the PDFs will contain, page by page, drawn with QPainter.

PySide6-Essentials has no QtPdf, so instead of rendering the PDF the preview walks the same
page model the PDF writer walks (``export.bundle.planned_pages``): card slots with their
bleed and turn, crop marks, the fold line, whole-page score sheets and aids.
"""

from __future__ import annotations

from collections import OrderedDict
from dataclasses import replace

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QKeyEvent,
    QKeySequence,
    QPainter,
    QPaintEvent,
    QPen,
    QPixmap,
    QShortcut,
)
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from app.art.qt_painter import card_pixmap, paint_drawing
from app.fonts import SANS
from app.games import game_title
from app.printing.request import PrintRequest
from app.theme import ACCENTS, MUTED, PAPER_DARK, px
from export.art.primitives import Drawing
from export.bundle import PlannedFile, planned_pages
from export.decks import Deck, DeckUnavailable, load_deck
from export.pdf.imposition import FOLD_LABEL, DeckPage
from export.pdf.layout import FOLD_LABEL_ROOM, FOLD_LABEL_SIZE, PRINT_EDGE

__all__ = ["PageCanvas", "PreviewModel", "PreviewPanel"]

Page = DeckPage | Drawing


class PreviewModel:
    """The files of a request and, on demand, the pages of one file (decks loaded once per size)."""

    def __init__(self) -> None:
        self.request = PrintRequest()
        self.files: list[PlannedFile] = []
        self._pages: dict[int, list[Page] | str] = {}
        self._decks: dict[tuple[str, str, str], Deck | str] = {}

    def set_request(self, request: PrintRequest) -> None:
        self.request = request
        self.files = request.files()
        self._pages.clear()

    def pages(self, index: int) -> list[Page] | str:
        """The pages of file ``index``, or why its cards cannot be shown."""
        if index not in self._pages:
            planned = self.files[index]
            deck: Deck | str | None = None
            if planned.part == "cards":
                assert planned.game is not None
                deck = self._deck(planned.game)
                if isinstance(deck, str):
                    self._pages[index] = deck
                    return deck
            self._pages[index] = list(
                planned_pages(planned, self.request.options, self.request.lang, deck)  # type: ignore[arg-type]
            )
        return self._pages[index]

    def _deck(self, game: str) -> Deck | str:
        key = (game, self.request.options.card, self.request.lang)
        if key not in self._decks:
            try:
                self._decks[key] = load_deck(game, self.request.options.card_size, self.request.lang)
            except DeckUnavailable as exc:
                self._decks[key] = str(exc)
        return self._decks[key]


_PAGE_CACHE = 12


class PageCanvas(QWidget):
    """One page of paper scaled to the widget, with a shadow; focusable, arrows turn pages."""

    turn = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("pageCanvas")
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(160, 160)
        self.content: Page | str | None = None
        self.page_size: tuple[float, float] = (210.0, 297.0)
        self._page_pixmaps: OrderedDict[tuple[object, int, int, float], QPixmap] = OrderedDict()

    def sizeHint(self) -> QSize:
        return QSize(px(520), px(700))

    def set_content(self, content: Page | str | None, page_size: tuple[float, float]) -> None:
        self.content = content
        self.page_size = page_size
        self.update()

    def page_rect(self) -> QRectF:
        margin = px(14)
        area = QRectF(self.rect()).adjusted(margin, margin, -margin, -margin - px(4))
        page_w, page_h = self.page_size
        scale = min(area.width() / page_w, area.height() / page_h)
        w, h = page_w * scale, page_h * scale
        return QRectF(area.center().x() - w / 2, area.center().y() - h / 2, w, h)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        steps = {Qt.Key.Key_Left: -1, Qt.Key.Key_Right: 1, Qt.Key.Key_Up: -1, Qt.Key.Key_Down: 1}
        if event.key() in steps:
            self.turn.emit(steps[Qt.Key(event.key())])
            return
        super().keyPressEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.fillRect(self.rect(), PAPER_DARK)
        if self.hasFocus():
            p.setPen(QPen(ACCENTS["blue"], px(3)))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRect(QRectF(self.rect()).adjusted(1.5, 1.5, -1.5, -1.5))
        page = self.page_rect()
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 45))
        p.drawRect(page.translated(px(3), px(4)))
        p.setBrush(QColor("#ffffff"))
        p.drawRect(page)
        content = self.content
        if isinstance(content, DeckPage):
            self._paint_deck_page(p, page, content)
        elif isinstance(content, Drawing):
            self._paint_whole_page(p, page, content)
        elif isinstance(content, str):
            font = QFont(SANS)
            font.setPixelSize(max(12, round(page.width() / 30)))
            p.setFont(font)
            p.setPen(MUTED)
            flags = Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap
            p.drawText(page.adjusted(page.width() * 0.1, 0, -page.width() * 0.1, 0), flags, content)
        p.end()

    def _paint_whole_page(self, p: QPainter, page: QRectF, drawing: Drawing) -> None:
        dpr = self.devicePixelRatioF()
        key = (drawing.cache_key, round(page.width()), round(page.height()), dpr)
        pixmap = self._page_pixmaps.get(key)
        if pixmap is None:
            pixmap = QPixmap(max(1, round(page.width() * dpr)), max(1, round(page.height() * dpr)))
            pixmap.fill(QColor("#ffffff"))
            painter = QPainter(pixmap)
            try:
                paint_drawing(painter, drawing, QRectF(0, 0, pixmap.width(), pixmap.height()))
            finally:
                painter.end()
            pixmap.setDevicePixelRatio(dpr)
            self._page_pixmaps[key] = pixmap
            if len(self._page_pixmaps) > _PAGE_CACHE:
                self._page_pixmaps.popitem(last=False)
        p.drawPixmap(page, pixmap, QRectF(0, 0, pixmap.width(), pixmap.height()))

    def _paint_deck_page(self, p: QPainter, page: QRectF, content: DeckPage) -> None:
        scale = page.width() / content.page[0]
        dpr = self.devicePixelRatioF()

        def rect(x: float, y: float, w: float, h: float) -> QRectF:
            return QRectF(page.left() + x * scale, page.top() + y * scale, w * scale, h * scale)

        for placement in content.placements:
            slot, art = placement.slot, placement.art
            if art.background is not None and slot.bleed > 0:
                b = slot.bleed
                p.fillRect(
                    rect(slot.x - b, slot.y - b, slot.w + 2 * b, slot.h + 2 * b), QColor(art.background)
                )
            if content.outlines and art.key:
                art = replace(art, key=f"{art.key}|ink-saver")  # the ink saver keeps the key
            target = rect(slot.x, slot.y, slot.w, slot.h)
            art_w, art_h = slot.art_size
            pixmap = card_pixmap(art, max(1, round(art_w * scale)), dpr)
            p.save()
            # the art upright around the box's centre, then turned clockwise as the slot says
            p.translate(target.center())
            p.rotate(slot.rotate)
            upright = QRectF(-art_w * scale / 2, -art_h * scale / 2, art_w * scale, art_h * scale)
            p.drawPixmap(upright, pixmap, QRectF(0, 0, pixmap.width(), pixmap.height()))
            p.restore()
            if content.outlines:
                p.setPen(QPen(QColor("#9a9a9a"), max(1.0, 0.15 * scale)))
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.drawRect(target)
        if content.crop_marks:
            p.setPen(QPen(QColor("#000000"), max(1.0, 0.2 * scale)))
            for x1, y1, x2, y2 in content.marks:
                p.drawLine(
                    QPointF(page.left() + x1 * scale, page.top() + y1 * scale),
                    QPointF(page.left() + x2 * scale, page.top() + y2 * scale),
                )
        if content.fold_x is not None:
            pen = QPen(QColor("#6b6b6b"), max(1.0, 0.25 * scale))
            pen.setStyle(Qt.PenStyle.DashLine)
            p.setPen(pen)
            x = page.left() + content.fold_x * scale
            bottom = content.page[1] - PRINT_EDGE - FOLD_LABEL_ROOM
            p.drawLine(QPointF(x, page.top() + PRINT_EDGE * scale), QPointF(x, page.top() + bottom * scale))
            font = QFont(SANS)
            font.setPixelSize(max(6, round(FOLD_LABEL_SIZE * scale)))
            p.setFont(font)
            p.setPen(QColor("#6b6b6b"))
            label = QRectF(
                x - 60 * scale, page.bottom() - (PRINT_EDGE + FOLD_LABEL_ROOM) * scale, 120 * scale, 5 * scale
            )
            p.drawText(label, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom, FOLD_LABEL)


class PreviewPanel(QWidget):
    """A file chooser, the page, and previous/next buttons that run through every file's pages."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("printPreview")
        self.model = PreviewModel()
        self.sheet_note = ""
        self.file_index = 0
        self.page_index = 0
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(px(8))
        top = QHBoxLayout()
        self.file_label = QLabel()
        self.file_combo = QComboBox()
        self.file_combo.setObjectName("previewFile")
        self.file_combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.file_combo.setMinimumContentsLength(16)
        self.file_label.setBuddy(self.file_combo)
        self.file_combo.activated.connect(self._choose_file)
        top.addWidget(self.file_label)
        top.addWidget(self.file_combo, 1)
        layout.addLayout(top)
        self.canvas = PageCanvas()
        self.canvas.turn.connect(self.turn)
        layout.addWidget(self.canvas, 1)
        self.caption = QLabel()
        self.caption.setObjectName("subtitle")
        self.caption.setWordWrap(True)
        self.caption.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(self.caption)
        bottom = QHBoxLayout()
        self.previous_button = QPushButton()
        self.previous_button.setObjectName("previousPage")
        self.previous_button.clicked.connect(lambda: self.turn(-1))
        self.page_label = QLabel()
        self.page_label.setObjectName("pageLabel")
        self.page_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.page_label.setWordWrap(True)
        self.next_button = QPushButton()
        self.next_button.setObjectName("nextPage")
        self.next_button.clicked.connect(lambda: self.turn(1))
        bottom.addWidget(self.previous_button)
        bottom.addWidget(self.page_label, 1)
        bottom.addWidget(self.next_button)
        layout.addLayout(bottom)
        for key, step in (
            (QKeySequence.StandardKey.MoveToPreviousPage, -1),
            (QKeySequence.StandardKey.MoveToNextPage, 1),
        ):
            shortcut = QShortcut(QKeySequence(key), self)
            shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
            shortcut.activated.connect(lambda step=step: self.turn(step))
        self.retranslate_ui()

    # -- model -----------------------------------------------------------------------

    def set_request(self, request: PrintRequest, sheet_note: str = "") -> None:
        """Show the files of ``request``, staying on the same file (and page) when it is still there.

        ``sheet_note`` (fewer cards on each sheet, or sideways, and why) is repeated under every
        sheet of cards, where the user sees the layout it explains.
        """
        current = self.model.files[self.file_index].name if self.model.files else None
        self.model.set_request(request)
        self.sheet_note = sheet_note
        names = [f.name for f in self.model.files]
        if current in names:
            self.file_index = names.index(current)
        else:
            self.file_index, self.page_index = 0, 0
        self._fill_files()
        self._show()

    def page_count(self) -> int:
        if not self.model.files:
            return 0
        pages = self.model.pages(self.file_index)
        return 1 if isinstance(pages, str) else len(pages)

    def current_page(self) -> Page | str | None:
        if not self.model.files:
            return None
        pages = self.model.pages(self.file_index)
        return pages if isinstance(pages, str) else pages[self.page_index]

    def turn(self, step: int) -> None:
        """Next or previous page, running on into the next or previous file."""
        if not self.model.files:
            return
        page = self.page_index + step
        if 0 <= page < self.page_count():
            self.page_index = page
        elif step > 0 and self.file_index + 1 < len(self.model.files):
            self.file_index, self.page_index = self.file_index + 1, 0
        elif step < 0 and self.file_index > 0:
            self.file_index -= 1
            self.page_index = self.page_count() - 1
        else:
            return
        self._show()

    def _choose_file(self, index: int) -> None:
        if 0 <= index < len(self.model.files):
            self.file_index, self.page_index = index, 0
            self._show()

    def _fill_files(self) -> None:
        self.file_combo.blockSignals(True)
        self.file_combo.clear()
        for planned in self.model.files:
            self.file_combo.addItem(self._file_title(planned))
        self.file_combo.setCurrentIndex(self.file_index)
        self.file_combo.blockSignals(False)

    def _file_title(self, planned: PlannedFile) -> str:
        game = game_title(planned.game) if planned.game else ""
        what = {
            "cards": self.tr("cards"),
            "sheets": self.tr("score sheets"),
            "aids": self.tr("player aid"),
            "calibration": self.tr("Calibration page"),
        }[planned.part]
        if planned.part == "cards" and planned.sides != "both":
            what = self.tr("card fronts") if planned.sides == "fronts" else self.tr("card backs")
        label = f"{game} · {what}" if game else what
        return f"{label}  —  {planned.name}"

    # -- display ---------------------------------------------------------------------

    def _show(self) -> None:
        count = self.page_count()
        self.page_index = max(0, min(self.page_index, count - 1))
        content = self.current_page()
        size = self.model.request.options.page_size
        if isinstance(content, DeckPage):
            size = content.page
        elif isinstance(content, Drawing):
            size = (content.width, content.height)
        self.canvas.set_content(content, size)
        self.file_combo.setCurrentIndex(self.file_index)
        at_start = self.file_index == 0 and self.page_index == 0
        at_end = not self.model.files or (
            self.file_index == len(self.model.files) - 1 and self.page_index >= count - 1
        )
        self.previous_button.setEnabled(not at_start)
        self.next_button.setEnabled(not at_end)
        self._update_texts()

    def _update_texts(self) -> None:
        if not self.model.files:
            self.page_label.setText(self.tr("Nothing to print: tick at least one thing to print."))
            self.caption.setText("")
            self.canvas.set_content(self.tr("Nothing to print"), (210, 297))
            return
        planned = self.model.files[self.file_index]
        self.page_label.setText(
            self.tr("Page %1 of %2 · file %3 of %4")
            .replace("%1", str(self.page_index + 1))
            .replace("%2", str(self.page_count()))
            .replace("%3", str(self.file_index + 1))
            .replace("%4", str(len(self.model.files)))
        )
        self.caption.setText(self._caption(planned, self.current_page()))

    def _caption(self, planned: PlannedFile, content: Page | str | None) -> str:
        options = self.model.request.options
        if isinstance(content, str):
            return self.tr("These cards cannot be shown; the export will skip them.")
        if not isinstance(content, DeckPage):
            if planned.part == "calibration":
                if self.page_index == 0:
                    return self.tr(
                        "Check the 100 mm ruler, then print this sheet two-sided to test the backs."
                    )
                return self.tr(
                    "Back of the calibration sheet: the scales fall behind the crosses of the front."
                )
            return self.tr("Printed as it is shown, one-sided.")
        marks = self.tr(" Cut along the crop marks in the margins.") if content.crop_marks else ""
        if self.sheet_note:
            marks += " " + self.sheet_note
        if content.side == "fold":
            return (
                self.tr(
                    "Sheet %1: fronts on the left, backs on the right. Cut, fold on the dashed line and glue."
                ).replace("%1", str(content.sheet))
                + marks
            )
        if content.side == "fronts":
            return self.tr("Sheet %1, fronts.").replace("%1", str(content.sheet)) + marks
        if planned.sides == "backs":
            return self.tr(
                "Sheet %1, backs: feed the printed fronts back in and print these on the reverse."
            ).replace("%1", str(content.sheet))
        edge = self.tr("long edge") if options.duplex == "long" else self.tr("short edge")
        return (
            self.tr(
                "Sheet %1, backs: printed on the reverse (flip on the %2), each back right behind its front."
            )
            .replace("%1", str(content.sheet))
            .replace("%2", edge)
        )

    def retranslate_ui(self) -> None:
        self.file_label.setText(self.tr("&File:"))
        self.previous_button.setText(self.tr("◀ Pre&vious"))
        self.previous_button.setToolTip(self.tr("Previous page (Page Up)"))
        self.next_button.setText(self.tr("&Next ▶"))
        self.next_button.setToolTip(self.tr("Next page (Page Down)"))
        self.canvas.setAccessibleName(self.tr("Page preview"))
        if self.model.files:
            self._fill_files()
            self._update_texts()
