"""Small constructors for the plain Qt widgets every view builds, so a view states only its own values.

The style sheet (app/theme.py) and the tests find widgets by object name; the texts are
set later by each view's ``retranslate_ui``.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QSize, Qt
from PySide6.QtGui import QMouseEvent, QResizeEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QScrollArea,
    QSpinBox,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from app.buttons import Slot, push_button
from app.theme import px

__all__ = [
    "PageHeading",
    "PageStack",
    "SavedGameButtons",
    "WrappedLabel",
    "WrappingCheck",
    "centred_row",
    "column_scroll",
    "fill_with",
    "page_column",
    "spin_box",
    "stacked",
    "text_label",
    "warning_box",
]


def text_label(object_name: str = "", *, wrap: bool = False, centred: bool = False) -> QLabel:
    """An empty label: ``object_name`` ("viewTitle", "subtitle"... in the style sheet),
    wrapping its words and centred on request."""
    label = QLabel()
    # Plain text: a label may come to show a name a phone sent, and Qt would read markup in it.
    label.setTextFormat(Qt.TextFormat.PlainText)
    if object_name:
        label.setObjectName(object_name)
    label.setWordWrap(wrap)
    if centred:
        label.setAlignment(Qt.AlignmentFlag.AlignCenter)
    return label


def warning_box(parent: QWidget, title: str, text: str) -> None:
    """A warning the user closes, its text shown as plain text: it may quote a file name or a
    player's name, and Qt would read markup in either."""
    box = QMessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok, parent)
    box.setTextFormat(Qt.TextFormat.PlainText)
    box.exec()


class WrappedLabel(QLabel):
    """A word-wrapped label that asks for the height its lines need at its width.

    Some layouts (a form row inside a scroll area) size a wrapped label from its one-line
    hint and cut its last lines; this one raises its minimum height to fit whenever its
    width or text changes.
    """

    def __init__(self, object_name: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTextFormat(Qt.TextFormat.PlainText)
        if object_name:
            self.setObjectName(object_name)
        self.setWordWrap(True)

    def setText(self, text: str) -> None:
        super().setText(text)
        self._fit_height()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_height()

    def _fit_height(self) -> None:
        wanted = self.heightForWidth(self.width()) if self.width() > 0 else -1
        if wanted > 0 and wanted != self.minimumHeight():
            self.setMinimumHeight(wanted)


def column_scroll(object_name: str, content: QWidget) -> QScrollArea:
    """A frameless area that scrolls ``content`` up and down only, at the area's own width:
    a column whose words wrap, taller than its room."""
    area = QScrollArea()
    area.setObjectName(object_name)
    area.setWidgetResizable(True)
    area.setFrameShape(QFrame.Shape.NoFrame)
    area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    area.setWidget(content)
    return area


class _WordlessBox(QCheckBox):
    """A check box without words of its own: a click anywhere on it counts, not only on its mark."""

    def hitButton(self, pos: QPoint) -> bool:
        return self.rect().contains(pos)


class _ClickToToggle(QLabel):
    def __init__(self, check: QCheckBox) -> None:
        super().__init__()
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setWordWrap(True)
        self._check = check

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self.rect().contains(event.position().toPoint()):
            self._check.click()
        super().mouseReleaseEvent(event)


class WrappingCheck(QWidget):
    """A check box whose words wrap onto more lines in a narrow column, where a
    :class:`QCheckBox` would demand the width of its whole sentence. ``check`` is the real box
    (keys, focus, ``toggled``, the name a screen reader says); a click on the words toggles it."""

    def __init__(self, object_name: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.check: QCheckBox = _WordlessBox()
        if object_name:
            self.check.setObjectName(object_name)
        self.words = _ClickToToggle(self.check)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(px(4))
        row.addWidget(self.check, 0, Qt.AlignmentFlag.AlignTop)
        row.addWidget(self.words, 1)

    def setText(self, text: str) -> None:
        self.words.setText(text)
        self.check.setAccessibleName(text)

    def setToolTip(self, text: str) -> None:
        self.words.setToolTip(text)
        self.check.setToolTip(text)


def page_column(page: QWidget, object_name: str = "", margins: tuple[int, int] | None = None) -> QVBoxLayout:
    """The column ``page`` lays its widgets in; ``page`` is named ``object_name`` and the column
    keeps ``margins`` (left and right, top and bottom) pixels at the interface scale."""
    if object_name:
        page.setObjectName(object_name)
    layout = QVBoxLayout(page)
    if margins is not None:
        side, top = (px(value) for value in margins)
        layout.setContentsMargins(side, top, side, top)
    return layout


class PageHeading(QWidget):
    """A page's title and the word-wrapped sentence under it that says what the page is for."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = text_label("viewTitle")
        self.intro = text_label("subtitle", wrap=True)
        layout = page_column(self, margins=(0, 0))
        layout.addWidget(self.title)
        layout.addWidget(self.intro)

    def set_texts(self, title: str, intro: str) -> None:
        self.title.setText(title)
        self.intro.setText(intro)


class SavedGameButtons(QWidget):
    """A first page's two ways back into a game: resume the one saved on the way, open a file.

    ``ids`` are the buttons' object names (the tests and the style sheet find them by it).
    """

    def __init__(
        self,
        resume: Slot,
        open_file: Slot,
        ids: tuple[str, str] = ("", ""),
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.resume_button = push_button(ids[0], resume)
        self.open_button = push_button(ids[1], open_file)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.resume_button)
        row.addWidget(self.open_button)

    def set_texts(self, resume: str, open_file: str) -> None:
        self.resume_button.setText(resume)
        self.open_button.setText(open_file)


def centred_row(*widgets: QWidget, stretch: int = 0) -> QHBoxLayout:
    """``widgets`` side by side in the middle of a row (each given ``stretch``)."""
    row = QHBoxLayout()
    row.addStretch(1)
    for widget in widgets:
        row.addWidget(widget, stretch)
    row.addStretch(1)
    return row


def spin_box(object_name: str, low: int, high: int, value: int | None = None) -> QSpinBox:
    """A whole number from ``low`` to ``high`` (a count of players, a seed), ``value`` at first."""
    box = QSpinBox()
    box.setObjectName(object_name)
    box.setRange(low, high)
    if value is not None:
        box.setValue(value)
    return box


class PageStack(QStackedWidget):
    """A stack of pages whose least size is that of the page shown, not of the largest one.

    Qt's stacked layout answers with the largest of all its pages, so a hidden new-game
    page full of wrapped sentences made a card table scroll its buttons below a laptop's
    screen. (The view holder asks the shown page for its least height for a width too.)
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.currentChanged.connect(lambda _index: self.updateGeometry())

    def minimumSizeHint(self) -> QSize:
        page = self.currentWidget()
        if page is None:
            return super().minimumSizeHint()
        return page.minimumSizeHint().expandedTo(page.minimumSize())


def stacked(*pages: QWidget) -> QStackedWidget:
    """``pages`` one above the other, the first one shown; the stack asks for the shown page's room."""
    stack = PageStack()
    for page in pages:
        stack.addWidget(page)
    return stack


def fill_with(owner: QWidget, child: QWidget) -> None:
    """Give ``child`` the whole of ``owner``, edge to edge (a view and its stack of pages)."""
    layout = QVBoxLayout(owner)
    layout.setContentsMargins(0, 0, 0, 0)
    layout.addWidget(child)
