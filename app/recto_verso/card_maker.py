"""'Make a card': the building on the board drawn as a building card, rated, saved to My cards, printed.

The one entry point is :func:`open_card_maker`, called by the builder's "Make a card"
button. The rules of what makes a card, how it is counted and rated and what My cards
refuse live in :mod:`engines.recto_verso.my_cards` (docs/HOUSE-RULES.md, "A card of
your own"); this dialog only shows them. The card is drawn by the same art as the printed
cards (``export/art/building_card.py`` through ``app/art/qt_painter.py``); counting its
solutions runs on a thread pool, so the window never freezes; printing writes My cards
through the same export as the shipped deck.
"""

from __future__ import annotations

import os
import threading
from pathlib import Path

from PySide6.QtCore import (
    QEvent,
    QObject,
    QRectF,
    QRunnable,
    Qt,
    QThreadPool,
    QUrl,
    Signal,
)
from PySide6.QtGui import QCloseEvent, QDesktopServices, QGuiApplication, QPainter, QPaintEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from app.art.qt_painter import paint_drawing
from app.context import AppContext
from app.folders import folder_to_offer
from app.i18n import current_language, translate_message
from app.recto_verso.card_name_field import CardNameField
from app.settings import PRINT_FOLDER
from app.table.clock_service import PAUSE_REASON_PROPERTY
from app.theme import px
from engines.recto_verso.building import Building
from engines.recto_verso.cards import Card
from engines.recto_verso.game import RectoVersoGame
from engines.recto_verso.my_cards import (
    CardRefused,
    MyCards,
    RatedCard,
    card_name_problem,
    card_problems,
    load_my_cards,
    make_card,
    my_cards_path,
    next_card_name,
    rate_card,
    save_card,
    solutions_sentence,
    stars_text,
)
from export.art.building_card import building_card_side
from export.art.primitives import Drawing
from export.bundle import export_set, plan_files
from export.pdf.layout import PrintOptions

__all__ = ["CardMakerDialog", "open_card_maker"]

# The folder the Print & play view last wrote into, shared so both offer the same place.
FOLDER_KEY = PRINT_FOLDER.key


def _ask_folder(parent: QWidget, title: str, start: str) -> str:
    """The folder the user picks for the PDF ('' when cancelled)."""
    return QFileDialog.getExistingDirectory(parent, title, start)


def open_card_maker(parent: QWidget, context: AppContext, game: RectoVersoGame) -> None:
    """Make a card of the building on ``game``'s board (modal; shown without waiting when headless)."""
    dialog = CardMakerDialog(context, game.building(), parent)
    if context.headless:
        dialog.show()
        return
    dialog.exec()
    dialog.deleteLater()


class _CardFaces(QWidget):
    """Both sides of the card, side by side, drawn as the print draws them."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("cardFaces")
        self.card: Card | None = None
        self.setMinimumSize(px(300), px(210))
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def set_card(self, card: Card | None) -> None:
        self.card = card
        self.update()

    def drawings(self) -> list[Drawing]:
        if self.card is None:
            return []
        card = self.card
        language = current_language()
        return [
            building_card_side(card.id or "?", card.level, "front", card.front, language=language),
            building_card_side(card.id or "?", card.level, "back", card.back, language=language),
        ]

    def paintEvent(self, event: QPaintEvent) -> None:
        drawings = self.drawings()
        if not drawings:
            return
        painter = QPainter(self)
        gap = px(12)
        first = drawings[0]
        aspect = first.height / first.width
        width = min((self.width() - gap) / 2, self.height() / aspect)
        height = width * aspect
        left = (self.width() - 2 * width - gap) / 2
        top = (self.height() - height) / 2
        for index, drawing in enumerate(drawings):
            target = QRectF(left + index * (width + gap), top, width, height)
            paint_drawing(painter, drawing, target)
        painter.end()


class _RatingSignals(QObject):
    done = Signal(object)  # RatedCard
    crashed = Signal(object)  # an exception: a bug, raised again on the GUI thread


class _RatingTask(QRunnable):
    """Counts the card's solutions and rates it, off the GUI thread; stops when asked."""

    def __init__(self, card: Card, building: Building, stop: threading.Event) -> None:
        super().__init__()
        self.card = card
        self.building = building
        self.stop = stop
        self.signals = _RatingSignals()

    def run(self) -> None:
        try:
            rated = rate_card(self.card, self.building, stop=self.stop.is_set)
        except Exception as exc:
            self.signals.crashed.emit(exc)
        else:
            if not self.stop.is_set():
                self.signals.done.emit(rated)


class CardMakerDialog(QDialog):
    """The card of one building: its rating, its name, Save to My cards and Print…"""

    # How a folder is chosen and opened (replaced in tests).
    choose_folder = staticmethod(_ask_folder)
    open_url = staticmethod(QDesktopServices.openUrl)

    def __init__(self, context: AppContext, building: Building, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("cardMaker")
        self.setProperty(PAUSE_REASON_PROPERTY, "dialog")
        self.context = context
        self.building = building
        self.path = my_cards_path(context.data_dir)
        self.mine: MyCards = load_my_cards(self.path)
        self.problems = card_problems(building)
        self.card: Card | None = (
            None if self.problems else make_card(building, next_card_name(self.mine.cards))
        )
        self.rated: RatedCard | None = None
        self.printed_folder: Path | None = None
        #: The name the card on screen was saved under (it stays on the preview and in the field).
        self.saved_as: str | None = None
        self._status = ("info", "")
        self._stop = threading.Event()
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._task: _RatingTask | None = None

        layout = QVBoxLayout(self)
        self.heading = QLabel()
        self.heading.setObjectName("viewTitle")
        layout.addWidget(self.heading)
        body = QHBoxLayout()
        layout.addLayout(body, 1)
        self.faces = _CardFaces()
        self.faces.set_card(self.card)
        self.refusal = QLabel()
        self.refusal.setObjectName("cardRefusal")
        self.refusal.setWordWrap(True)
        self.refusal.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        body.addWidget(self.faces if self.card is not None else self.refusal, 3)

        side = QVBoxLayout()
        body.addLayout(side, 2)
        form = QFormLayout()
        self.name_label = QLabel()
        self.name_field = CardNameField()
        self.name_field.offer(self.card.id if self.card else "")
        self.name_field.changed.connect(self._name_edited)
        self.name_edit = self.name_field.edit
        self.name_label.setBuddy(self.name_edit)
        form.addRow(self.name_label, self.name_field)
        self.paper_label = QLabel()
        self.paper = QComboBox()
        self.paper.setObjectName("cardPaper")
        self.paper.addItem("A4 (210 × 297 mm)", "a4")
        self.paper.addItem("Letter (8.5 × 11 in)", "letter")
        self.paper_label.setBuddy(self.paper)
        form.addRow(self.paper_label, self.paper)
        side.addLayout(form)
        self.difficulty = QLabel()
        self.difficulty.setObjectName("cardDifficulty")
        self.solutions = QLabel()
        self.solutions.setObjectName("cardSolutions")
        self.solutions.setWordWrap(True)
        self.progress = QProgressBar()
        self.progress.setObjectName("cardCounting")
        self.progress.setRange(0, 0)
        self.progress.setTextVisible(False)
        self.status = QLabel()
        self.status.setObjectName("cardStatus")
        self.status.setWordWrap(True)
        self.status.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.set_size = QLabel()
        self.set_size.setObjectName("cardSetSize")
        self.set_size.setWordWrap(True)
        for widget in (self.difficulty, self.solutions, self.progress, self.status):
            side.addWidget(widget)
        side.addStretch(1)
        side.addWidget(self.set_size)

        buttons = QHBoxLayout()
        self.save_button = QPushButton()
        self.save_button.setObjectName("saveCard")
        self.save_button.clicked.connect(self.save)
        self.print_button = QPushButton()
        self.print_button.setObjectName("printCards")
        self.print_button.clicked.connect(self.print_cards)
        self.open_button = QPushButton()
        self.open_button.setObjectName("openFolder")
        self.open_button.clicked.connect(self.open_folder)
        self.open_button.setVisible(False)
        self.close_button = QPushButton()
        self.close_button.setObjectName("closeCardMaker")
        self.close_button.clicked.connect(self.accept)
        buttons.addWidget(self.save_button)
        buttons.addWidget(self.print_button)
        buttons.addWidget(self.open_button)
        buttons.addStretch(1)
        buttons.addWidget(self.close_button)
        layout.addLayout(buttons)
        self.resize(px(760), px(440))

        self.retranslate()
        if not self.mine.ok:
            self._set_status("error", translate_message(self.mine.error))
        if self.card is not None:
            self._start_rating(self.card)
        self._update_buttons()

    # -- rating ---------------------------------------------------------------------------

    def _start_rating(self, card: Card) -> None:
        task = _RatingTask(card, self.building, self._stop)
        task.setAutoDelete(False)
        task.signals.done.connect(self._rated)
        task.signals.crashed.connect(self._crashed)
        self._task = task
        self._pool.start(task)

    def _rated(self, rated: RatedCard) -> None:
        self.rated = rated
        self._show_rating()
        self._update_buttons()

    def _crashed(self, exc: BaseException) -> None:
        raise exc

    def _show_rating(self) -> None:
        if self.card is None:
            self.difficulty.setText("")
            self.solutions.setText("")
            self.progress.setVisible(False)
            return
        if self.rated is None:
            self.difficulty.setText(self.tr("Counting the buildings that match this card…"))
            self.solutions.setText("")
            self.progress.setVisible(self.card is not None)
            return
        self.progress.setVisible(False)
        stars = self.rated.difficulty.stars
        self.difficulty.setText(
            self.tr("Difficulty: %1 (%2 of 5)")
            .replace("%1", stars_text(self.rated.difficulty))
            .replace("%2", str(stars))
        )
        self.solutions.setText(_capital(translate_message(solutions_sentence(self.rated.solutions))) + ".")

    # -- the card's name and saving -----------------------------------------------------------

    def card_name(self) -> str:
        """The name typed, else the next free name the empty field proposes."""
        return self.name_field.name()

    def _show_name(self) -> None:
        """The card as it will print, with the name in its corners."""
        if self.card is not None:
            self.faces.set_card(Card(self.card_name(), self.card.level, self.card.front, self.card.back))

    def _name_edited(self) -> None:
        if self.card is None:
            return
        self._show_name()
        if self.saved_as is not None and self.card_name() == self.saved_as:
            self._update_buttons()  # the card just saved: "Saved to My cards as …" stays
            return
        problem = card_name_problem(self.card_name(), self.mine.cards) if self.mine.ok else None
        if not self.mine.ok:
            self._set_status("error", translate_message(self.mine.error))
        elif problem is not None:
            self._set_status("error", _capital(translate_message(problem)) + ".")
        else:
            self._set_status("info", "")
        self._update_buttons()

    def save(self) -> None:
        """Add the card to My cards; a refusal (the same card, a name taken, a bad file) is said."""
        if self.rated is None:
            return
        card = Card(self.card_name(), self.rated.card.level, self.rated.card.front, self.rated.card.back,
                    self.rated.card.difficulty)  # fmt: skip
        try:
            self.mine = save_card(self.path, card)
        except CardRefused as refused:
            lines = [_capital(translate_message(reason)) for reason in refused.reasons]
            self._set_status("error", self.tr("Not saved: %1").replace("%1", "\n".join(lines)))
        except OSError as exc:
            self._set_status(
                "error",
                self.tr("My cards could not be written (%1). Nothing was lost; try again when the disk "
                        "has room.").replace("%1", translate_message(exc.strerror or str(exc))),
            )  # fmt: skip
        else:
            self.saved_as = card.id
            self._set_status("done", self.tr("Saved to My cards as %1.").replace("%1", card.id))
            self.name_field.show_saved(card.id)  # the preview keeps the name it was saved under
        self._update_buttons()

    # -- printing ----------------------------------------------------------------------------

    def _default_folder(self) -> str:
        """A folder that exists, so the dialog's Choose works at once (see :func:`folder_to_offer`)."""
        return str(folder_to_offer(self.context.settings.get(PRINT_FOLDER)))

    def print_cards(self) -> None:
        """Write My cards as a PDF, through the same export as the shipped cards, into a chosen folder."""
        if self.context.headless and self.choose_folder is _ask_folder:
            return  # no file dialog in a headless run (smoke, screenshots, tests that click at random)
        chosen = self.choose_folder(self, self.tr("Folder for the PDF of My cards"), self._default_folder())
        if not chosen:
            return
        folder = Path(chosen)
        if not folder.is_dir() or not os.access(folder, os.W_OK | os.X_OK):
            self._set_status(
                "error",
                self.tr("The folder %1 cannot be written to. Choose a folder of your own.").replace(
                    "%1", str(folder)
                ),
            )
            return
        options = PrintOptions(paper=str(self.paper.currentData() or "a4"))
        QGuiApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            report = export_set(
                folder,
                ("recto_verso",),
                options,
                self.context.settings.language,
                deck_paths={"recto_verso": self.path},
                parts=("cards",),
            )
        except OSError as exc:
            self._set_status(
                "error",
                self.tr("The PDF could not be written (%1).").replace(
                    "%1", translate_message(exc.strerror or str(exc))
                ),
            )
            return
        finally:
            QGuiApplication.restoreOverrideCursor()
        if report.skipped or not report.written:
            self._set_status("error", self.tr("Nothing was printed: My cards cannot be read."))
            return
        self.context.settings.set_value(FOLDER_KEY, str(folder))
        self.printed_folder = folder
        names = ", ".join(path.name for path in report.written)
        self._set_status(
            "done",
            self.tr(
                "%n card(s) written to %1 in %2. Print at 100 % (no “fit to page”).", "", len(self.mine.cards)
            )
            .replace("%1", names)
            .replace("%2", str(folder)),
        )
        self.open_button.setVisible(True)
        self.open_button.setFocus(Qt.FocusReason.OtherFocusReason)

    def planned_file(self) -> str:
        """The name of the PDF Print… writes (as the export plans it)."""
        options = PrintOptions(paper=str(self.paper.currentData() or "a4"))
        return plan_files(("recto_verso",), options, parts=("cards",))[0].name

    def open_folder(self) -> None:
        if self.printed_folder is not None:
            self.open_url(QUrl.fromLocalFile(str(self.printed_folder)))

    # -- the rest ----------------------------------------------------------------------------

    def _update_buttons(self) -> None:
        name_ok = self.mine.ok and card_name_problem(self.card_name(), self.mine.cards) is None
        saved = self.saved_as is not None and self.card_name() == self.saved_as
        self.save_button.setEnabled(self.rated is not None and name_ok and not saved)
        self.print_button.setEnabled(self.mine.ok and bool(self.mine.cards))
        self.name_edit.setEnabled(self.card is not None)
        count = len(self.mine.cards)
        if not self.mine.ok:
            self.set_size.setText("")
        elif count == 0:
            self.set_size.setText(self.tr("My cards: no card yet."))
        else:
            self.set_size.setText(self.tr("My cards: %n card(s).", "", count))

    def _set_status(self, kind: str, text: str) -> None:
        self._status = (kind, text)
        self.status.setText(text)
        self.status.setProperty("kind", kind)
        colour = {"error": "#8a2b00", "done": "#005a36"}.get(kind, "#5b6675")
        self.status.setStyleSheet(f"QLabel#cardStatus {{ color: {colour}; }}")

    def status_text(self) -> str:
        return self._status[1]

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Make a card"))
        self.heading.setText(self.tr("A card of your own"))
        self.name_label.setText(self.tr("&Name:"))
        self.name_field.retranslate()
        self.paper_label.setText(self.tr("&Paper:"))
        self.save_button.setText(self.tr("&Save to My cards"))
        self.print_button.setText(self.tr("Print &My cards…"))
        self.open_button.setText(self.tr("&Open the folder"))
        self.close_button.setText(self.tr("&Close"))
        if self.problems:
            lines = "".join(f"\n• {_capital(translate_message(problem))}." for problem in self.problems)
            self.refusal.setText(self.tr("This building cannot be a card yet:") + lines)
        self._show_rating()
        self._update_buttons()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _finish_counting(self) -> None:
        """Stop a count still running and wait for it (a stop is seen within a thousand nodes)."""
        self._stop.set()
        self._pool.waitForDone(5000)

    def done(self, result: int) -> None:
        self._finish_counting()
        super().done(result)

    def closeEvent(self, event: QCloseEvent) -> None:
        self._finish_counting()
        super().closeEvent(event)


def _capital(text: str) -> str:
    """A reason from the engine starts a sentence here."""
    return text[:1].upper() + text[1:]
