"""Does every visible text fit its widget? The checks behind ``tests/test_text_fit.py``.

A text is clipped when it is elided (shown ending with "…" while the whole text does not)
or when it needs more room than its widget gives it: wider than a one-line label's or a
button's contents (less its icon and the style's padding), or, for a word-wrapped or rich
label, taller once wrapped than the label is. Text drawn on a card table's scene with
``app/table/scene_text.py`` must lie inside the item it is drawn on.

Widgets that paint their own words (the tray's piece buttons, say) are measured by what they
really paint: :func:`painted_problems` repaints them with ``QPainter.drawText`` watched, so
an elided or too-wide painted text is caught whatever the widget believes it drew. Card art
(``app/art/qt_painter.py``) is watched the same way by :class:`ArtWatch`: a text of a
drawing must lie inside the drawing it is part of, its card.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from types import ModuleType
from typing import Any

from PySide6.QtCore import QRect, QRectF, Qt
from PySide6.QtGui import QFontMetrics, QFontMetricsF, QPainter, QTransform
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractScrollArea,
    QCheckBox,
    QComboBox,
    QGraphicsSimpleTextItem,
    QGraphicsView,
    QLabel,
    QPushButton,
    QRadioButton,
    QStyle,
    QStyleOptionButton,
    QStyleOptionComboBox,
    QTabBar,
    QToolButton,
    QWidget,
)

__all__ = ["ELLIPSIS", "ArtWatch", "clipped_texts", "painted_problems"]

ELLIPSIS = "…"

#: Texts that may be shown elided, each with the reason; the whole text is always in a tooltip.
#: Keys are (object name or class name, whole text prefix) so an entry never excuses another text.
ALLOWED_ELISIONS: dict[tuple[str, str], str] = {}

#: Slack in pixels for rounding between font metrics and layout.
SLACK = 1
#: A painted text may overrun its box by this much: the box clips it, but a glyph's advance
#: ends in blank bearing, so a few pixels over cut nothing that shows.
PAINT_SLACK = 3
#: A push button's text may run this far into its padding: the style draws it centred and
#: unclipped, and a focused button's thicker border takes that much from its contents.
PADDING_SLACK = 6


def _plain(text: str) -> str:
    """A widget text as shown: mnemonic ampersands removed, doubled ones kept once."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def _widest_line(metrics: QFontMetrics, text: str) -> int:
    return max((metrics.horizontalAdvance(line) for line in text.split("\n")), default=0)


def _shown(widget: QWidget, top: QWidget) -> bool:
    return widget.isVisibleTo(top) and widget.width() > 0 and widget.height() > 0


def _might_be_rich(text: str) -> bool:
    """Qt's guess for AutoText: a tag before the first line break."""
    first = text.split("\n", 1)[0]
    return "<" in first and ">" in first[first.index("<") :]


def _is_rich(label: QLabel) -> bool:
    fmt = label.textFormat()
    return fmt == Qt.TextFormat.RichText or (fmt == Qt.TextFormat.AutoText and _might_be_rich(label.text()))


def _name(widget: QWidget) -> str:
    return (
        f"{type(widget).__name__} {widget.objectName()!r}" if widget.objectName() else type(widget).__name__
    )


def _elided(shown: str, whole: str) -> bool:
    """``shown`` is ``whole`` cut short with "…" (a text ending in "…" of its own is not)."""
    shown, whole = _plain(shown).rstrip(), _plain(whole).rstrip()
    if not shown.endswith(ELLIPSIS) or shown == whole:
        return False
    return whole.startswith(shown[:-1].rstrip()) and not whole.endswith(ELLIPSIS)


def _label_problem(label: QLabel) -> str | None:
    text = label.text()
    if not text or (label.pixmap() is not None and not label.pixmap().isNull()):
        return None
    room = label.contentsRect()
    indent = max(label.indent(), 0) + label.margin()
    width, height = room.width() - 2 * label.margin(), room.height() - 2 * label.margin()
    if label.wordWrap():
        # Qt's own answer: how high the label must be at its width to show every line.
        need_h = label.heightForWidth(label.width())
        if need_h > label.height() + SLACK:
            return f"needs {need_h}px high once wrapped, has {label.height()}px"
        return None
    if _is_rich(label):
        hint = label.sizeHint()
        if hint.width() > label.width() + SLACK:
            return f"needs {hint.width()}px, has {label.width()}px"
        if hint.height() > label.height() + SLACK:
            return f"needs {hint.height()}px high, has {label.height()}px"
        return None
    need = _widest_line(label.fontMetrics(), _plain(text)) + (indent if label.indent() > 0 else 0)
    if need > width + SLACK:
        return f"needs {need}px, has {width}px"
    lines = text.count("\n") + 1
    need_h = lines * label.fontMetrics().lineSpacing() - label.fontMetrics().leading()
    if lines > 1 and need_h > height + SLACK + 1:
        return f"needs {need_h}px high, has {height}px"
    return None


def _icon_room(button: QAbstractButton) -> int:
    if button.icon().isNull():
        return 0
    return button.iconSize().width() + 4


def _button_problem(button: QAbstractButton) -> str | None:
    painted = getattr(button, "painted_text", None)
    if callable(painted):
        shown, whole = painted()
        if shown != whole:
            return f"painted as {shown!r}"
        return None
    text = _plain(button.text())
    if not text:
        return None
    metrics = button.fontMetrics()
    need = _widest_line(metrics, text) + _icon_room(button)
    style = button.style()
    if isinstance(button, QPushButton):
        option = QStyleOptionButton()
        option.initFrom(button)
        option.text, option.icon, option.iconSize = button.text(), button.icon(), button.iconSize()
        if button.menu() is not None:
            option.features |= QStyleOptionButton.ButtonFeature.HasMenu
            need += style.pixelMetric(QStyle.PixelMetric.PM_MenuButtonIndicator, option, button)
        room = style.subElementRect(QStyle.SubElement.SE_PushButtonContents, option, button).width()
        room += PADDING_SLACK
    elif isinstance(button, QCheckBox | QRadioButton):
        option = QStyleOptionButton()
        option.initFrom(button)
        option.text = button.text()
        element = (
            QStyle.SubElement.SE_CheckBoxContents
            if isinstance(button, QCheckBox)
            else QStyle.SubElement.SE_RadioButtonContents
        )
        room = style.subElementRect(element, option, button).width()
    elif isinstance(button, QToolButton):
        if button.toolButtonStyle() == Qt.ToolButtonStyle.ToolButtonIconOnly:
            return None
        hint = button.sizeHint().width()
        if button.width() + SLACK < hint:
            return f"needs {hint}px, has {button.width()}px"
        return None
    else:
        room = button.contentsRect().width()
    if need > room + SLACK:
        return f"needs {need}px, has {room}px"
    return None


def _combo_problem(combo: QComboBox) -> str | None:
    text = combo.currentText()
    if not text or combo.isEditable():
        return None
    option = QStyleOptionComboBox()
    combo.initStyleOption(option)
    field = combo.style().subControlRect(
        QStyle.ComplexControl.CC_ComboBox, option, QStyle.SubControl.SC_ComboBoxEditField, combo
    )
    icon = 0 if combo.itemIcon(combo.currentIndex()).isNull() else combo.iconSize().width() + 4
    need = combo.fontMetrics().horizontalAdvance(text) + icon
    if need > field.width() + SLACK:
        return f"needs {need}px, has {field.width()}px"
    return None


def _tab_problems(bar: QTabBar) -> list[tuple[str, str]]:
    found = []
    space = bar.style().pixelMetric(QStyle.PixelMetric.PM_TabBarTabHSpace, None, bar)
    visible = bar.rect()
    for i in range(bar.count()):
        if not bar.isTabVisible(i):
            continue
        text = _plain(bar.tabText(i))
        rect = bar.tabRect(i)
        icon = 0 if bar.tabIcon(i).isNull() else bar.iconSize().width() + 4
        need = bar.fontMetrics().horizontalAdvance(text) + icon + space // 2
        if need > rect.width() + SLACK:
            found.append((text, f"tab needs {need}px, has {rect.width()}px"))
        elif not visible.contains(rect):
            found.append((text, "tab scrolled out of its bar"))
    return found


def _allowed(widget: QWidget, whole: str) -> bool:
    names = {widget.objectName(), type(widget).__name__}
    return any(name in names and whole.startswith(prefix) for name, prefix in ALLOWED_ELISIONS)


def _scene_problems(view: QGraphicsView) -> list[tuple[str, str]]:
    """Scene text outside the item it is drawn on (or, on the bare table, outside the scene)."""
    scene = view.scene()
    if scene is None:
        return []
    found = []
    # On the bare table, what the view shows of the scene (a fitted table shows all of it).
    shown = view.mapToScene(view.viewport().rect()).boundingRect().intersected(scene.sceneRect())
    for item in scene.items():
        if not isinstance(item, QGraphicsSimpleTextItem) or not item.isVisible() or not item.text():
            continue
        text = item.text()
        box = item.sceneBoundingRect()
        parent = item.parentItem()
        holder = parent.sceneBoundingRect() if parent is not None else shown
        if _elided(text, getattr(item, "whole_text", text)):
            found.append((text, "scene text elided"))
        elif not holder.adjusted(-1, -1, 1, 1).contains(box):
            found.append((text, f"scene text {box.getRect()} outside {holder.getRect()}"))
    return found


def _paints_itself(widget: QWidget) -> bool:
    """The widget's class (not Qt's) defines ``paintEvent``: its words are its own drawing."""
    for cls in type(widget).__mro__:
        if cls.__module__.startswith(("PySide6", "shiboken6")):
            return False
        if "paintEvent" in vars(cls):
            return True
    return False


def _drawn_text(args: tuple[Any, ...]) -> tuple[str, QRectF | None, int] | None:
    """The text, the box it is drawn in (None when drawn at a point) and the flags of a
    ``drawText`` call."""
    if len(args) == 6:  # x, y, w, h, flags, text
        return str(args[5]), QRectF(*args[:4]), int(args[4])
    if len(args) >= 3 and isinstance(args[0], QRect | QRectF) and isinstance(args[2], str):
        return args[2], QRectF(args[0]), int(args[1])
    if len(args) >= 2 and isinstance(args[0], QRect | QRectF) and isinstance(args[1], str):
        option = args[2] if len(args) >= 3 else None
        wraps = option is not None and option.wrapMode() != option.WrapMode.NoWrap
        return args[1], QRectF(args[0]), int(Qt.TextFlag.TextWordWrap.value) if wraps else 0
    if len(args) >= 2 and isinstance(args[-1], str):
        return args[-1], None, 0
    return None


def painted_problems(widget: QWidget) -> list[tuple[str, str]]:
    """(text, problem) for each text ``widget`` paints elided, wider than the box it is drawn
    in: the widget is painted again with every ``drawText`` recorded."""
    drawn: list[tuple[str, QRectF | None, int, QFontMetricsF]] = []
    original = QPainter.drawText

    def watched(painter: QPainter, *args: Any) -> Any:
        found = _drawn_text(args)
        if found is not None:
            drawn.append((*found, QFontMetricsF(painter.font())))
        return original(painter, *args)

    QPainter.drawText = watched  # type: ignore[method-assign]
    try:
        widget.grab()
    finally:
        QPainter.drawText = original  # type: ignore[method-assign]
    text_of = getattr(widget, "text", None)
    own = text_of() if callable(text_of) else ""
    whole = " ".join((widget.toolTip(), widget.accessibleName(), own if isinstance(own, str) else ""))
    problems = []
    for text, box, flags, metrics in drawn:
        if not text.strip():
            continue
        if text.rstrip().endswith(ELLIPSIS) and text.rstrip() not in whole:
            problems.append((text, "painted elided"))
            continue
        if box is None or flags & Qt.TextFlag.TextDontClip.value:
            continue  # drawn whole, wherever it ends
        # Qt's own layout of the text in its box, wrapped when the flags say so.
        need = metrics.boundingRect(box, flags, text)
        if need.width() > box.width() + PAINT_SLACK or need.height() > box.height() + PAINT_SLACK:
            problems.append(
                (
                    text,
                    f"painted {need.width():.0f}×{need.height():.0f}px"
                    f" in a {box.width():.0f}×{box.height():.0f}px box",
                )
            )
    return problems


class ArtWatch:
    """Records card-art texts painted outside their drawing while it is entered (a context manager).

    Every module that imported ``paint_drawing`` is given the watched one; the pixmap cache is
    emptied so that every card is painted again under watch.
    """

    def __init__(self) -> None:
        self.problems: list[tuple[str, str]] = []
        self._card: list[tuple[QRectF, QTransform]] = []
        self._patched: list[tuple[ModuleType, str, Callable[..., Any]]] = []

    def __enter__(self) -> ArtWatch:
        from app.art import qt_painter
        from export.art.fonts import text_width

        original_drawing, original_text = qt_painter.paint_drawing, qt_painter._paint_text

        def paint_drawing(painter: QPainter, drawing: Any, target: QRectF) -> None:
            card = QRectF(0, 0, drawing.width, drawing.height)
            base = QTransform(painter.worldTransform())
            base.translate(target.left(), target.top())
            base.scale(target.width() / drawing.width, target.height() / drawing.height)
            self._card.append((card, base))
            try:
                original_drawing(painter, drawing, target)
            finally:
                self._card.pop()

        def paint_text(painter: QPainter, item: Any) -> None:
            if self._card and item.text.strip():
                card, base = self._card[-1]
                width = text_width(item.text, item.font, item.size)
                left = item.x - {"start": 0.0, "middle": width / 2, "end": width}[item.anchor]
                box = QRectF(left, item.y - 0.7 * item.size, width, 0.7 * item.size)
                # The text's box in the card's own units, through every group around it.
                inverse, _ok = base.inverted()
                in_card = (painter.worldTransform() * inverse).mapRect(box)
                if not card.adjusted(-0.5, -0.5, 0.5, 0.5).contains(in_card):
                    self.problems.append(
                        (item.text, f"card text {_rounded(in_card)} outside its card {_rounded(card)}")
                    )
            original_text(painter, item)

        for module in list(sys.modules.values()):
            if getattr(module, "paint_drawing", None) is original_drawing:
                self._patched.append((module, "paint_drawing", original_drawing))
                module.paint_drawing = paint_drawing  # type: ignore[attr-defined]
        self._patched.append((qt_painter, "_paint_text", original_text))
        qt_painter._paint_text = paint_text
        qt_painter.clear_pixmap_cache()
        return self

    def __exit__(self, *_exc: object) -> None:
        for module, name, original in reversed(self._patched):
            setattr(module, name, original)
        self._patched.clear()

    def take(self) -> list[tuple[str, str]]:
        """The problems recorded since the last call."""
        found, self.problems = self.problems, []
        return found


def _rounded(rect: QRectF) -> tuple[float, ...]:
    return tuple(round(value, 1) for value in rect.getRect())


def clipped_texts(top: QWidget, where: str) -> list[str]:
    """A line per clipped text under ``top``, naming ``where``, the widget and the text."""
    found: list[str] = []
    widgets = [top, *top.findChildren(QWidget)]
    for widget in widgets:
        if not _shown(widget, top):
            continue
        if isinstance(widget.parentWidget(), QComboBox | QTabBar):
            continue
        problems: list[tuple[str, str]] = []
        if _paints_itself(widget) and not isinstance(widget, QAbstractScrollArea):
            problems += painted_problems(widget)
        if isinstance(widget, QLabel):
            whole = widget.toolTip() or widget.text()
            if _elided(widget.text(), whole) and not _allowed(widget, whole):
                problems.append((widget.text(), "elided"))
            elif (problem := _label_problem(widget)) is not None:
                problems.append((_plain(widget.text()), problem))
        elif isinstance(widget, QAbstractButton):
            whole = widget.toolTip() or widget.text()
            if _elided(widget.text(), whole) and not _allowed(widget, whole):
                problems.append((widget.text(), "elided"))
            elif (problem := _button_problem(widget)) is not None:
                painted = getattr(widget, "painted_text", None)
                shown = painted()[1] if callable(painted) else widget.text()
                problems.append((_plain(shown), problem))
        elif isinstance(widget, QComboBox):
            if (problem := _combo_problem(widget)) is not None:
                problems.append((widget.currentText(), problem))
        elif isinstance(widget, QTabBar):
            problems += _tab_problems(widget)
        elif isinstance(widget, QGraphicsView):
            problems += _scene_problems(widget)
        for text, problem in problems:
            found.append(f"{where}: {_name(widget)} {text[:80]!r}: {problem}")
    return found
