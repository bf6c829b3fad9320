"""Buttons the app paints itself (tiles, tray pieces, symbol answers) share keyboard behaviour.

It also holds :func:`push_button`, the one way the views make a named, connected push button.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRectF, Qt, SignalInstance
from PySide6.QtGui import QColor, QKeyEvent, QPainter, QPen
from PySide6.QtWidgets import QAbstractButton, QPushButton, QSizePolicy, QWidget

from app.theme import ACCENTS

__all__ = [
    "BUTTON_HELD",
    "BUTTON_LINE",
    "BUTTON_PAPER",
    "PaintedButton",
    "Slot",
    "key_label",
    "mnemonic",
    "push_button",
]

#: What a click may call: a function, or a signal to emit.
Slot = Callable[[], object] | SignalInstance

#: A painted button's paper, its paper while held or pressed, and its outline.
BUTTON_PAPER = QColor("#fffdf8")
BUTTON_HELD = QColor("#fff4dc")
BUTTON_LINE = QColor("#b9ad97")


class PaintedButton(QAbstractButton):
    """A focusable custom-painted button that Enter and Return press, as Space already does.

    It takes the focus from Tab and clicks, shows a pointing hand, and widens with its row.
    """

    def __init__(self, object_name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(object_name)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)

    def begin_paint(self, inset: float) -> tuple[QPainter, QRectF]:
        """An antialiased painter on the button, and the button's rectangle less ``inset`` all round."""
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        return p, QRectF(self.rect()).adjusted(inset, inset, -inset, -inset)

    @staticmethod
    def paint_frame(
        p: QPainter,
        rect: QRectF,
        fill: QColor,
        radius: float,
        widths: tuple[float, float],
        ringed: bool,
        line: QColor = BUTTON_LINE,
    ) -> None:
        """The button's card: ``fill`` paper and a ``line`` outline ``widths[0]`` wide, or, when
        ``ringed`` (the focus, a held piece), the blue ring ``widths[1]`` wide, never colour alone."""
        p.setBrush(fill)
        p.setPen(QPen(ACCENTS["blue"] if ringed else line, widths[1] if ringed else widths[0]))
        p.drawRoundedRect(rect, radius, radius)

    def painted_text(self) -> tuple[str, str]:
        """The label as painted and the whole label: they differ only when the paint cut it.

        Tests read it to find a cut label, which a painted button cannot show otherwise.
        """
        return self.text(), self.text()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.click()
            return
        super().keyPressEvent(event)


def push_button(object_name: str = "", clicked: Slot | None = None) -> QPushButton:
    """A push button with an object name (for the style sheet and the tests), calling ``clicked``.

    Its text is set by the view's ``retranslate_ui``.
    """
    button = QPushButton()
    if object_name:
        button.setObjectName(object_name)
    if clicked is not None:
        button.clicked.connect(clicked)
    return button


def mnemonic(text: str) -> str:
    """The letter after a single "&" in a label, upper case ("" when the label has none).

    Translators mark a button's key letter with "&" in its label, so every language gets a
    letter of its own words ("&Draw a card" D, "&Piocher une carte" P).
    """
    plain = text.replace("&&", "")
    at = plain.find("&")
    return plain[at + 1].upper() if 0 <= at < len(plain) - 1 else ""


def key_label(text: str) -> tuple[str, str]:
    """A "&"-marked label as shown with its key after it ("Draw a card  (D)"), and the key.

    The "&" itself is dropped, so the letter is a plain key of the table and never an
    Alt+letter that could meet a menu's.
    """
    letter = mnemonic(text)
    shown = text.replace("&&", "\0").replace("&", "").replace("\0", "&")
    return (f"{shown}  ({letter})" if letter else shown), letter
