"""The start page of Recto Verso: level, the three ways to play, party names, resume and load."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRectF, Qt, Signal
from PySide6.QtGui import QFont, QPainter, QPaintEvent, QStandardItemModel
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from app.fonts import SANS, fitted_font
from app.guide.offer import GuideOffer
from app.i18n import translate_message
from app.recto_verso.iso import Camera, Scene, blocks_from_cells, render
from app.recto_verso.marks import mark
from app.recto_verso.panels import LadderWidget, paint_facade
from app.split_row import SplitRow
from app.theme import INK, px
from app.widgets import PageHeading, SavedGameButtons, page_column, spin_box
from engines.manifest import game_spec
from engines.recto_verso.cards import Card, shipped_card, shipped_cards
from engines.recto_verso.pieces import piece as piece_info
from engines.recto_verso.solver import solve

__all__ = ["DEFAULT_NAMES", "PLAYER_COLOURS", "RectoVersoStartPage"]

#: The data of a card of My cards in the list of cards (shipped cards have their id alone).
OWN = "mine:"

#: Okabe–Ito colours for the players; each also shows the player's initial.
PLAYER_COLOURS = ("#0072b2", "#d55e00", "#009e73", "#cc79a7", "#e69f00", "#56b4e9")
DEFAULT_NAMES = ("Ana", "Ben", "Chloé", "Dev", "Emma", "Farid")


class CardPreview(QWidget):
    """The chosen card's two facades, as the card shows them, so players see what they pick."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.card: Card | None = None
        self.labels = ("FRONT · recto", "BACK · verso")
        self.setMinimumHeight(px(120))
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def set_card(self, card: Card | None) -> None:
        self.card = card
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        if self.card is None:
            return
        p = QPainter(self)
        r = QRectF(self.rect()).adjusted(4, 4, -4, -4)
        caption = min(px(22), r.height() * 0.15)
        half = r.width() / 2
        font = QFont(SANS)
        font.setBold(True)
        font.setPixelSize(max(9, round(caption * 0.7)))
        font = fitted_font(font, self.labels, half - 12)
        for index, facade in enumerate(self.card.facades):
            area = QRectF(r.left() + index * half + 6, r.top(), half - 12, r.height())
            p.setFont(font)
            p.setPen(INK)
            p.drawText(
                QRectF(area.left(), area.top(), area.width(), caption),
                Qt.AlignmentFlag.AlignCenter,
                self.labels[index],
            )
            grid = QRectF(area.left(), area.top() + caption + 4, area.width(), area.height() - caption - 4)
            paint_facade(p, grid, facade, max(4, self.card.height))
        p.end()


class BuildingPicture(QWidget):
    """A finished building from the shipped deck, drawn once with the isometric renderer."""

    def __init__(self, card_id: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.card_id = card_id
        self._scene: Scene | None = None
        self.setMinimumHeight(px(120))
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def _make_scene(self) -> Scene:
        building = solve(shipped_card(self.card_id)).building
        cells = {pl.piece: pl.cells for pl in building.placements} if building else {}
        colours = {name: piece_info(name).colour for name in cells}
        letters = {name: mark(name) for name in cells}
        return Scene(blocks_from_cells(cells, colours, letters), front_label="", back_label="")

    def paintEvent(self, event: QPaintEvent) -> None:
        if self._scene is None:
            self._scene = self._make_scene()
        p = QPainter(self)
        render(p, QRectF(self.rect()), self._scene, Camera(0))
        p.end()


class RectoVersoStartPage(QWidget):
    """Emits what to start; the view makes the game."""

    puzzle_requested = Signal(str, str)  # level, card id ("generated" for a new one)
    own_puzzle_requested = Signal(object)  # a Card of My cards
    party_requested = Signal(str, list)  # level, names
    ladder_requested = Signal(str, bool)  # level, "Check it for us" (docs/HOUSE-RULES.md)
    resume_requested = Signal()
    load_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        outer = page_column(self, "recto_verso-setup", (16, 10))
        self.heading = PageHeading()
        outer.addWidget(self.heading)
        #: The guided puzzle's one-time offer, under the heading (docs/ARCHITECTURE.md).
        self.guide_offer = GuideOffer()
        outer.addWidget(self.guide_offer)

        # Wraps rather than widening the page: in French at presenter size the level and the saved
        # game's buttons together are wider than a 1366×768 projector's window.
        level_row = SplitRow(spacing=px(6))
        self.level_label = QLabel()
        self.easy = QRadioButton()
        self.easy.setObjectName("level-easy")
        self.hard = QRadioButton()
        self.hard.setObjectName("level-hard")
        self.easy.setChecked(True)
        self.level_group = QButtonGroup(self)
        self.level_group.addButton(self.easy)
        self.level_group.addButton(self.hard)
        self.easy.toggled.connect(self._fill_cards)
        for widget in (self.level_label, self.easy, self.hard):
            level_row.add_left(widget)
        self.saved = SavedGameButtons(self.resume_requested, self.load_requested, ("resume", "load"))
        self.resume_button, self.load_button = self.saved.resume_button, self.saved.open_button
        level_row.add_right(self.saved)
        outer.addLayout(level_row)

        boxes = QHBoxLayout()
        boxes.setSpacing(px(12))
        # Puzzle
        self.puzzle_box = QGroupBox()
        pv = QVBoxLayout(self.puzzle_box)
        self.puzzle_text = QLabel()
        self.puzzle_text.setWordWrap(True)
        self.card_combo = QComboBox()
        self.card_combo.setObjectName("card-choice")
        self.puzzle_button = QPushButton()
        self.puzzle_button.setObjectName("start-puzzle")
        self.puzzle_button.clicked.connect(self._start_puzzle)
        #: The cards of My cards ("Make a card"), listed under their own heading.
        self.own_cards: dict[str, Card] = {}
        self.generate_button = QPushButton()
        self.generate_button.setObjectName("start-generated")
        self.generate_button.clicked.connect(lambda: self.puzzle_requested.emit(self.level(), "generated"))
        self.card_preview = CardPreview()
        self.card_combo.currentIndexChanged.connect(self._preview_card)
        pv.addWidget(self.puzzle_text)
        pv.addWidget(self.card_preview, 1)
        pv.addWidget(self.card_combo)
        pv.addWidget(self.generate_button)
        # Party
        self.party_box = QGroupBox()
        qv = QVBoxLayout(self.party_box)
        self.party_text = QLabel()
        self.party_text.setWordWrap(True)
        count_row = QHBoxLayout()
        self.count_label = QLabel()
        self.count = spin_box("party-players", 3, 6, 4)
        self.count.valueChanged.connect(self._show_names)
        count_row.addWidget(self.count_label)
        count_row.addWidget(self.count)
        count_row.addStretch(1)
        names = QGridLayout()
        names.setSpacing(px(3))
        self.name_edits: list[QLineEdit] = []
        self.name_chips: list[QLabel] = []
        for seat in range(6):
            chip = QLabel(str(seat + 1))
            chip.setAlignment(Qt.AlignmentFlag.AlignCenter)
            chip.setFixedWidth(px(26))
            chip.setStyleSheet(
                f"background: {PLAYER_COLOURS[seat]}; color: white; font-weight: bold; "
                f"border-radius: {px(4)}px;"
            )
            edit = QLineEdit(DEFAULT_NAMES[seat])
            edit.setObjectName(f"party-name-{seat}")
            edit.setMaxLength(20)
            names.addWidget(chip, seat // 2, (seat % 2) * 2)
            names.addWidget(edit, seat // 2, (seat % 2) * 2 + 1)
            self.name_edits.append(edit)
            self.name_chips.append(chip)
        self.party_button = QPushButton()
        self.party_button.setObjectName("start-party")
        self.party_button.clicked.connect(lambda: self.party_requested.emit(self.level(), self.names()))
        qv.addWidget(self.party_text)
        qv.addWidget(BuildingPicture("H07"), 1)
        qv.addLayout(count_row)
        qv.addLayout(names)
        # Ladder
        self.ladder_box = QGroupBox()
        lv = QVBoxLayout(self.ladder_box)
        self.ladder_text = QLabel()
        self.ladder_text.setWordWrap(True)
        self.ladder_button = QPushButton()
        self.ladder_button.setObjectName("start-ladder")
        self.ladder_picture = LadderWidget()
        # The house option for young children: the table ends an attempt when the building is right.
        self.ladder_check = QCheckBox()
        self.ladder_check.setObjectName("ladder-check")
        self.ladder_button.clicked.connect(
            lambda: self.ladder_requested.emit(self.level(), self.ladder_check.isChecked())
        )
        self.ladder_check_note = QLabel()
        self.ladder_check_note.setWordWrap(True)
        lv.addWidget(self.ladder_text)
        lv.addWidget(self.ladder_picture, 1)
        lv.addWidget(self.ladder_check)
        lv.addWidget(self.ladder_check_note)
        for box in (self.puzzle_box, self.party_box, self.ladder_box):
            boxes.addWidget(box, 1)
        holder = QFrame()
        holder.setLayout(boxes)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidget(holder)
        outer.addWidget(scroll, 1)
        # The start buttons sit in a bar below the boxes, outside the part that scrolls: on a
        # small screen the boxes scroll but a way to start is always in sight.
        starts = QHBoxLayout()
        starts.setSpacing(px(12))
        for button in (self.puzzle_button, self.party_button, self.ladder_button):
            starts.addWidget(button, 1)
        outer.addLayout(starts)
        self._fill_cards()
        self._show_names()

    def _chosen_card(self) -> Card | None:
        data = self.card_combo.currentData()
        if not data:
            return None
        own = str(data).removeprefix(OWN)
        return self.own_cards.get(own) if str(data).startswith(OWN) else shipped_card(str(data))

    def _preview_card(self) -> None:
        self.card_preview.set_card(self._chosen_card())

    def _start_puzzle(self) -> None:
        data = str(self.card_combo.currentData())
        card = self._chosen_card()
        if data.startswith(OWN) and card is not None:
            self.own_puzzle_requested.emit(card)
        else:
            self.puzzle_requested.emit(self.level(), data)

    def show_own_cards(self, cards: tuple[Card, ...]) -> None:
        """List ``cards`` (My cards, as they are on disk now) under their heading."""
        chosen = self.card_combo.currentData()
        self.own_cards = {card.id: card for card in cards}
        self._fill_cards()
        index = self.card_combo.findData(chosen)
        if index >= 0:
            self.card_combo.setCurrentIndex(index)

    def level(self) -> str:
        return "hard" if self.hard.isChecked() else "easy"

    def names(self) -> list[str]:
        result = []
        for seat in range(self.count.value()):
            text = self.name_edits[seat].text().strip() or DEFAULT_NAMES[seat]
            result.append(text)
        return result

    def _show_names(self) -> None:
        for seat in range(6):
            visible = seat < self.count.value()
            self.name_edits[seat].setVisible(visible)
            self.name_chips[seat].setVisible(visible)

    def _fill_cards(self) -> None:
        self.card_combo.clear()
        for card in shipped_cards():
            if card.level == self.level():
                self.card_combo.addItem(_card_item(card), card.id)
        own = [card for card in self.own_cards.values() if card.level == self.level()]
        if own:
            self.card_combo.insertSeparator(self.card_combo.count())
            self.card_combo.addItem(self.tr("My cards"))
            model = self.card_combo.model()
            assert isinstance(model, QStandardItemModel)
            heading = model.item(self.card_combo.count() - 1)
            heading.setEnabled(False)  # a heading: it cannot be chosen
            font = heading.font()
            font.setBold(True)
            heading.setFont(font)
            for card in own:
                self.card_combo.addItem(_card_item(card), OWN + card.id)

    def retranslate(self, can_resume: bool) -> None:
        self.heading.set_texts(
            self.tr("Recto Verso — the building game"),
            self.tr(
                "Rebuild the building on the card with the wooden pieces. One partner sees the front, "
                "the other the back. Choose how to play:"
            ),
        )
        self.level_label.setText(self.tr("Level:"))
        self.easy.setText(self.tr("&Easy (10 pieces)"))
        self.hard.setText(self.tr("&Hard (11 pieces, with the red one)"))
        self.saved.set_texts(self.tr("&Resume the saved game"), self.tr("&Load a game…"))
        self.resume_button.setEnabled(can_resume)
        self.puzzle_box.setTitle(self.tr("Puzzle — 1 player"))
        self.puzzle_text.setText(
            self.tr("Build a card alone with both facades in view. Hints and a solution when you are stuck.")
        )
        self.puzzle_button.setText(self.tr("Start the &puzzle"))
        self.generate_button.setText(self.tr("&New card (generated)"))
        self.party_box.setTitle(self.tr("Party game — 3 to 6 players"))
        self.party_text.setText(
            self.tr(
                "Partner tokens pair the builders; the faster a correct building, the more points to both."
            )
        )
        self.count_label.setText(self.tr("Players:"))
        self.count_label.setBuddy(self.count)
        for seat, edit in enumerate(self.name_edits):  # the same words as the card tables' seats
            edit.setAccessibleName(
                QCoreApplication.translate("SetupDialog", "Name of seat %1").replace("%1", str(seat + 1))
            )
        self.party_button.setText(self.tr("Start the p&arty"))
        self.ladder_box.setTitle(self.tr("Co-op ladder — 2 players"))
        self.ladder_text.setText(
            self.tr(
                "Climb 7 stages together, from 1:30 down to 0:15 per building. Clear them all to become "
                "the Kings of Construction."
            )
        )
        self.ladder_button.setText(self.tr("Start the &ladder"))
        check = game_spec("recto_verso").option("ladder_check")
        self.ladder_check.setText(translate_message(check.label))
        self.ladder_check_note.setText(translate_message(check.note or ""))
        self.ladder_picture.set_stage(0, self.tr("7 stages to climb"))
        self.card_preview.labels = (self.tr("FRONT · recto"), self.tr("BACK · verso"))
        self.card_preview.update()


def _card_item(card: Card) -> str:
    """A card in the list: its name and its stars."""
    return f"{card.id} {'★' * card.difficulty.stars if card.difficulty else ''}".strip()
