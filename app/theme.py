"""Colours and the application style sheet, scaled for presenter mode.

The palette is Okabe–Ito based (colour-blind safe); the UI never relies on colour
alone. ``apply_theme`` can be called again at any time: a new scale applies at once.
"""

from __future__ import annotations

from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import QApplication

from app.fonts import SANS

__all__ = ["ACCENTS", "INK", "PAPER", "apply_theme", "px"]

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


def px(value: float) -> int:
    """A length in pixels at the current UI scale."""
    return round(value * _scale)


def current_scale() -> float:
    return _scale


def apply_theme(app: QApplication, scale: float = 1.0, high_contrast: bool = False) -> None:
    global _scale
    _scale = scale
    font = QFont(SANS)
    font.setPointSizeF(_BASE_POINTS * scale)
    app.setFont(font)
    ink = "#000000" if high_contrast else INK.name()
    paper = "#ffffff" if high_contrast else PAPER.name()
    border = "#000000" if high_contrast else "#b9ad97"
    app.setStyleSheet(
        f"""
        QMainWindow, QDialog {{ background: {paper}; }}
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
        """
    )
