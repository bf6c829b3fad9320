"""The builder's page: the header, the tray column, the board, the facades and the status line.

Only widgets and their words: the view connects them to the session and the rounds.
Mnemonics (the underlined ``&`` letters) are chosen so none repeats Alt+S, Alt+G or Alt+H
of the window's menus (``tests/test_recto_verso_inputs.py`` checks all four languages).
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QButtonGroup,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from app.recto_verso.board import BoardWidget
from app.recto_verso.hand_bar import HandBar
from app.recto_verso.messages import translate
from app.recto_verso.panels import FacadePanel, LadderWidget, Scoreboard, StopwatchDisplay
from app.recto_verso.presenter import LastMoveBox
from app.recto_verso.tray import PieceTray
from app.split_row import SplitRow
from app.theme import px
from app.widgets import PageStack

__all__ = ["GamePage", "Pages"]


def _button(name: str) -> QPushButton:
    button = QPushButton()
    button.setObjectName(name)
    return button


def _side_column(layout: QVBoxLayout) -> QWidget:
    """A column beside the board as wide as its widest row wants and no wider: its width
    follows the words of the language and the size of the text (presenter mode), so no
    button in it is ever cut, and the board keeps the rest."""
    column = QWidget()
    # No margins of its own: the page's and the row's spacing part it from the board, and the
    # height they would take is the facades' on a projector.
    layout.setContentsMargins(0, 0, 0, 0)
    column.setLayout(layout)
    # No fixed minimum width either: one set at scale 1 would let presenter mode squeeze it.
    column.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Preferred)
    return column


class GamePage(QWidget):
    """Every widget of a game in progress."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # Narrower button padding than the app's: the builder has many buttons at 1024×640.
        self.setStyleSheet(f"QPushButton {{ padding: {px(4)}px {px(7)}px; }}")
        page = QVBoxLayout(self)
        page.setContentsMargins(px(8), px(6), px(8), px(4))
        page.setSpacing(px(6))
        page.addLayout(self._header())
        #: The row of the tray, the board and the facades; a party played on phones adds its shared screen.
        self.body = body = QHBoxLayout()
        body.setSpacing(px(8))
        body.addWidget(self._tray_column(), 0)
        body.addLayout(self._centre(), 1)
        body.addWidget(self._facade_column(), 0)
        page.addLayout(body, 1)
        self.status = QLabel()
        self.status.setObjectName("status")
        self.status.setWordWrap(True)
        self.status.setMinimumHeight(px(22))
        page.addWidget(self.status)

    def _header(self) -> QHBoxLayout:
        header = QHBoxLayout()
        self.title = QLabel()
        self.title.setObjectName("viewTitle")
        # A long title (the ladder's, in French at presenter size) takes a second line beside the
        # stopwatch rather than making the page wider than a projector's window.
        self.title.setWordWrap(True)
        self.subtitle = QLabel()
        self.subtitle.setObjectName("subtitle")
        self.subtitle.setWordWrap(True)
        titles = QVBoxLayout()
        titles.setSpacing(0)
        titles.addWidget(self.title)
        titles.addWidget(self.subtitle)
        header.addLayout(titles, 1)
        self.stopwatch = StopwatchDisplay()
        header.addWidget(self.stopwatch)
        self.recto_button = _button("recto")
        self.verso_button = _button("verso")
        for button in (self.recto_button, self.verso_button):
            button.setCheckable(True)
            button.setMinimumHeight(px(56))
            button.setStyleSheet(f"font-size: {px(20)}px; font-weight: bold;")
        self.check_button = _button("check")
        self.check_button.setMinimumHeight(px(44))
        for button in (self.recto_button, self.verso_button, self.check_button):
            header.addWidget(button)
        return header

    def _tray_column(self) -> QWidget:
        left = QVBoxLayout()
        self.tray_label = QLabel()
        self.tray_label.setObjectName("subtitle")
        self.tray_label.setWordWrap(True)
        self.tray = PieceTray()
        left.addWidget(self.tray_label)
        left.addWidget(self.tray, 1)
        self.hand_bar = HandBar(compact=False)
        left.addWidget(self.hand_bar)
        edit_row = QHBoxLayout()
        self.undo_button = _button("undo")
        self.redo_button = _button("redo")
        self.clear_button = _button("clear")
        for button in (self.undo_button, self.redo_button, self.clear_button):
            edit_row.addWidget(button)
        left.addLayout(edit_row)
        # In Italian at presenter size the two are wider than the tray: the second takes a line of its own.
        help_row = SplitRow(spacing=px(6))
        self.hint_button = _button("hint")
        self.solution_button = _button("solution")
        help_row.add_left(self.hint_button)
        help_row.add_right(self.solution_button)
        left.addLayout(help_row)
        return _side_column(left)

    def _centre(self) -> QVBoxLayout:
        centre = QVBoxLayout()
        self.board = BoardWidget()
        self.board.setObjectName("board")
        self.floating_bar = HandBar(compact=True, parent=self.board)
        self.floating_bar.hide()
        centre.addWidget(self.board, 1)
        # Wraps rather than widening the page when the labels are long (docs/ARCHITECTURE.md).
        camera_row = SplitRow(spacing=px(6))
        self.left_turn = _button("camera-left")
        self.right_turn = _button("camera-right")
        self.partner_button = _button("partner-window")
        self.menu_button = _button("new-game")
        self.save_button = _button("save")
        self.card_button = _button("make-card")
        camera_row.add_left(self.left_turn)
        camera_row.add_left(self.right_turn)
        for button in (self.card_button, self.partner_button, self.save_button, self.menu_button):
            camera_row.add_right(button)
        centre.addLayout(camera_row)
        return centre

    def _facade_column(self) -> QWidget:
        right = QVBoxLayout()
        toggles = QHBoxLayout()
        self.facade_buttons: dict[str, QPushButton] = {}
        self.facade_group = QButtonGroup(self)
        for mode in ("front", "back", "both"):
            button = _button(f"facades-{mode}")
            button.setCheckable(True)
            self.facade_group.addButton(button)
            self.facade_buttons[mode] = button
            toggles.addWidget(button)
        right.addLayout(toggles)
        self.facades = FacadePanel()
        self.facades.setObjectName("facades")
        right.addWidget(self.facades, 3)
        # Asks for the room of the box shown only: the party's scores no longer squeeze a puzzle's facades.
        self.side_stack = PageStack()
        self.scoreboard = Scoreboard()
        self.ladder = LadderWidget()
        self.card_info = QLabel()
        self.card_info.setWordWrap(True)
        self.card_info.setAlignment(Qt.AlignmentFlag.AlignTop)
        # The building help is long in presenter mode: it scrolls in its box, not the page.
        self.info_scroll = info_scroll = QScrollArea()
        info_scroll.setObjectName("card-info-scroll")
        info_scroll.setWidgetResizable(True)
        info_scroll.setFrameShape(QFrame.Shape.NoFrame)
        info_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        info_scroll.setWidget(self.card_info)
        for widget in (info_scroll, self.scoreboard, self.ladder):
            self.side_stack.addWidget(widget)
        self.side_stack.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
        self.last_move = LastMoveBox()  # presenter mode only: it shares the side box's room, not the facades'
        lower = QVBoxLayout()
        lower.addWidget(self.last_move, 1)
        lower.addWidget(self.side_stack, 2)
        right.addLayout(lower, 2)
        self._facade_layout = right
        return _side_column(right)

    def show_helpers(self, building: bool, puzzle: bool, hint: bool) -> None:
        """The puzzle's helpers: Hint (also in a guided round of any mode), the solution and
        the check, usable while the building may change."""
        for button, shown in (
            (self.hint_button, hint),
            (self.solution_button, puzzle),
            (self.check_button, puzzle),
        ):
            button.setVisible(shown)
            button.setEnabled(building)

    def set_presenter(self, on: bool) -> None:
        """Presenter mode on a projector: the tray's one-line buttons and a one-row hand bar keep
        the side column narrow and low, so the board stays the largest thing on the page."""
        self.tray.set_compact(on)
        self.hand_bar.set_one_row(on)
        self.facades.set_presenter(on)  # cells read from the back of the room
        # The facades are what the class compares with the board: the boxes under them (the last
        # move, the building help) scroll in less of the column's height.
        self._facade_layout.setStretch(1, 3)
        self._facade_layout.setStretch(2, 1 if on else 2)

    def retranslate(self) -> None:
        self.recto_button.setText(translate("RectoVersoView", "Recto!"))
        self.recto_button.setToolTip(
            translate("RectoVersoView", "The front partner says the building is done")
        )
        self.verso_button.setText(translate("RectoVersoView", "Verso!"))
        self.verso_button.setToolTip(
            translate("RectoVersoView", "The back partner says the building is done")
        )
        self.check_button.setText(translate("RectoVersoView", "✓ &Check"))
        self.tray_label.setText(translate("RectoVersoView", "Pieces (Tab picks the next)"))
        self.undo_button.setText(translate("RectoVersoView", "↶ Undo"))
        self.undo_button.setToolTip(translate("RectoVersoView", "Undo (Ctrl+Z)"))
        self.redo_button.setText(translate("RectoVersoView", "↷ Redo"))
        self.redo_button.setToolTip(translate("RectoVersoView", "Redo (Ctrl+Y)"))
        self.clear_button.setText(translate("RectoVersoView", "Clear"))
        self.clear_button.setToolTip(translate("RectoVersoView", "Take every piece off the board"))
        self.hint_button.setText(translate("RectoVersoView", "H&int"))
        self.solution_button.setText(translate("RectoVersoView", "Show a s&olution"))
        self.left_turn.setText(translate("RectoVersoView", "⟲ Q"))
        self.left_turn.setToolTip(translate("RectoVersoView", "Turn the view left (Q)"))
        self.right_turn.setText(translate("RectoVersoView", "E ⟳"))
        self.right_turn.setToolTip(translate("RectoVersoView", "Turn the view right (E)"))
        self.partner_button.setText(translate("RectoVersoView", "&Partner"))
        self.partner_button.setToolTip(
            translate("RectoVersoView", "A second window with only the back, for a second screen")
        )
        self.save_button.setText(translate("RectoVersoView", "Save…"))
        self.card_button.setText(translate("RectoVersoView", "Make a card…"))
        self.card_button.setToolTip(
            translate(
                "RectoVersoView", "Draw this building as a card of your own, count its solutions, save it"
            )
        )
        self.menu_button.setText(translate("RectoVersoView", "&New game"))
        for mode, word, tip in (
            (
                "front",
                translate("RectoVersoView", "Front"),
                translate("RectoVersoView", "Only the front facade (the front partner)"),
            ),
            (
                "back",
                translate("RectoVersoView", "Back"),
                translate("RectoVersoView", "Only the back facade (the back partner)"),
            ),
            (
                "both",
                translate("RectoVersoView", "Both"),
                translate("RectoVersoView", "Both facades (solo puzzle)"),
            ),
        ):
            self.facade_buttons[mode].setText(word)
            self.facade_buttons[mode].setToolTip(tip)
        self.board.setAccessibleName(translate("RectoVersoView", "Building board"))
        self.board.setToolTip(
            translate(
                "RectoVersoView",
                "Click or tap a piece in the tray, then the board. R / Shift+R or the wheel turn it, "
                "T tips it onto its side, F flips it upside down. Tab, arrows and Enter build with the "
                "keys; Delete takes a piece off; Q / E turn the view; F6 leaves the board.",
            )
        )
        self.hand_bar.retranslate()
        self.floating_bar.retranslate()
        self.tray.retranslate()


class Pages(PageStack):
    """The setup and game pages, each asking for its own least room: the setup page's widths
    never widen a game's page. They do not trade height for width: Qt's box layouts answer
    a minimum height for a width with the *preferred* one, which made the view's holder scroll
    the bottom row (Undo, New game, the start buttons) off a 720-pixel screen; their minimum
    sizes already leave room for every wrapped line."""

    def hasHeightForWidth(self) -> bool:
        return False
