"""Colours and the application style sheet, scaled for presenter mode.

The palette is Okabe–Ito based (colour-blind safe); the UI never relies on colour
alone. ``apply_theme`` can be called again at any time: a new scale applies at once.
Presenter mode enlarges what the room reads; the window's own menu bar and tool bar, the
teacher's, keep the size the teacher chose without it, on one slim row each, so the height
they would take goes to the cards (docs/ARCHITECTURE.md, "The table shell").
"""

from __future__ import annotations

from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import QApplication

from app.fonts import SANS

__all__ = ["ACCENTS", "INK", "PAPER", "apply_theme", "high_contrast", "presenting", "px"]

PAPER = QColor("#f6f1e7")
PAPER_DARK = QColor("#e9e0cf")
INK = QColor("#1d2733")
MUTED = QColor("#5b6675")
ACCENTS = {
    "orange": QColor("#e69f00"),
    "sky": QColor("#56b4e9"),
    "green": QColor("#009e73"),
    "yellow": QColor("#f0e442"),
    "blue": QColor("#0072b2"),
    "vermillion": QColor("#d55e00"),
    "purple": QColor("#cc79a7"),
}

_BASE_POINTS = 11.0
_scale = 1.0
_own_scale = 1.0
_high_contrast = False

#: Object names of the game logs, enlarged further in presenter mode (read from the back row).
LOG_NAMES = ("gameLog", "log", "revorsoLog", "explainText")


def px(value: float) -> int:
    """A length in pixels at the current UI scale."""
    return round(value * _scale)


def current_scale() -> float:
    return _scale


def presenter_gain() -> float:
    """How many times presenter mode enlarges the interface now (1 without it): words that
    belong to a card grow with the card instead (:mod:`app.table.card_units`)."""
    return _scale / _own_scale


def high_contrast() -> bool:
    """True in presenter mode: widgets painting their own colours should use black on white."""
    return _high_contrast


def presenting() -> bool:
    """True in presenter mode (the theme is applied with it): drawings read from the back of a
    room enlarge what matters (DJ05135's pictograms)."""
    return _high_contrast


def _window_bars(own: float) -> str:
    """The menu bar and the main tool bar at the teacher's own scale ``own``, the tool bar as
    slim as the menu bar: they are the teacher's, and every pixel of their height is one the
    cards would not get. Their words are never smaller than without presenter mode."""
    return f"""
        QMenuBar, QToolBar#mainToolbar QToolButton {{ font-size: {_BASE_POINTS * own:g}pt; }}
        QToolBar#mainToolbar {{ padding: 0px; spacing: {round(4 * own)}px; }}
        QToolBar#mainToolbar QToolButton {{ padding: {round(own)}px {round(10 * own)}px; }}
        """


def _presenter_rules(ink: str, own: float) -> str:
    """Larger logs, thicker focus rings and the presenter banner, only while presenting; the
    window's own bars as the teacher has them."""
    logs = ", ".join(f"#{name}" for name in LOG_NAMES)
    return (
        _window_bars(own)
        + f"""
        {logs} {{ font-size: {px(17)}px; }}
        QPushButton {{ border-color: {ink}; }}
        QPushButton:focus, QComboBox:focus, QCheckBox:focus, QLineEdit:focus, QSpinBox:focus,
        QDoubleSpinBox:focus, QListWidget:focus, QTextBrowser:focus {{
            border: {px(4)}px solid {ACCENTS["vermillion"].name()};
        }}
        QLabel#subtitle {{ color: {ink}; }}
        """
    )


def apply_theme(
    app: QApplication, scale: float = 1.0, high_contrast: bool = False, own_scale: float | None = None
) -> None:
    """Style ``app`` at ``scale``; ``high_contrast`` is presenter mode, whose ``scale`` enlarges the
    teacher's own ``own_scale`` (the scale without presenter mode; ``scale`` when not given)."""
    global _scale, _high_contrast, _own_scale
    own = scale if own_scale is None else own_scale
    _scale = scale
    _own_scale = min(own, scale)
    _high_contrast = high_contrast
    font = QFont(SANS)
    font.setPointSizeF(_BASE_POINTS * scale)
    app.setFont(font)
    ink = "#000000" if high_contrast else INK.name()
    paper = "#ffffff" if high_contrast else PAPER.name()
    border = "#000000" if high_contrast else "#b9ad97"
    # Qt restyles the open widgets five to ten times more slowly going from one style sheet
    # straight to another (over a second for a card table, at each switch of presenter mode or
    # scale) than going from none: the old sheet is taken off first.
    if app.styleSheet():
        app.setStyleSheet("")
    app.setStyleSheet(
        f"""
        QMainWindow, QDialog {{ background: {paper}; }}
        QScrollArea[viewHolder="true"],
        QScrollArea[viewHolder="true"] > QWidget > QWidget {{ background: {paper}; }}
        QWidget {{ color: {ink}; }}
        QLabel#viewTitle {{ font-size: {px(26)}px; font-weight: bold; }}
        QLabel#subtitle {{ color: {MUTED.name() if not high_contrast else ink}; }}
        QPushButton {{
            background: #fffdf8; border: {px(2)}px solid {border}; border-radius: {px(8)}px;
            padding: {px(7)}px {px(16)}px; min-height: {px(24)}px;
        }}
        QPushButton:hover {{ background: #fff4dc; }}
        QPushButton:pressed {{ background: {PAPER_DARK.name()}; }}
        QPushButton:focus {{ border: {px(3)}px solid {ACCENTS["blue"].name()}; }}
        QPushButton:disabled {{ color: #8d8d8d; border-color: #d0c8b8; }}
        QPushButton#primary {{ background: {ACCENTS["blue"].name()}; color: white; font-weight: bold; }}
        QPushButton#primary:focus {{ border: {px(3)}px solid {ink}; }}
        QToolBar {{ background: {PAPER_DARK.name()}; border: none; spacing: {px(6)}px; padding: {px(4)}px; }}
        QToolButton {{ padding: {px(5)}px {px(10)}px; border-radius: {px(6)}px; }}
        QToolButton:hover {{ background: #fff4dc; }}
        QStatusBar {{ background: {PAPER_DARK.name()}; }}
        QGroupBox {{ font-weight: bold; border: 1px solid {border}; border-radius: {px(6)}px;
                     margin-top: {px(14)}px; padding-top: {px(10)}px; }}
        QGroupBox::title {{ subcontrol-origin: margin; left: {px(10)}px; padding: 0 {px(4)}px; }}
        QToolButton:checked {{ background: {ACCENTS["blue"].name()}; color: white; font-weight: bold; }}
        QToolButton:focus {{ border: {px(2)}px solid {ACCENTS["blue"].name()}; }}
        QLabel#presenterBanner {{
            background: #9e3a00; color: white;
            font-weight: bold; padding: {px(4)}px {px(10)}px; border-radius: {px(6)}px;
        }}
        """
        + (_presenter_rules(ink, own) if high_contrast else "")
    )
