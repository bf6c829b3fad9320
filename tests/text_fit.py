"""Does every visible text fit its widget? The checks behind ``tests/test_text_fit.py``.

A text is clipped when it is elided (shown ending with "…" while the whole text does not)
or when it needs more room than its widget gives it: wider than a one-line label's or a
button's contents (less its icon and the style's padding), or, for a word-wrapped or rich
label, taller once wrapped than the label is. Text drawn on a card table's scene with
``app/table/scene_text.py`` must lie inside the item it is drawn on.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import (
    QAbstractButton,
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

__all__ = ["ELLIPSIS", "clipped_texts"]

ELLIPSIS = "…"

#: Texts that may be shown elided, each with the reason; the whole text is always in a tooltip.
#: Keys are (object name or class name, whole text prefix) so an entry never excuses another text.
ALLOWED_ELISIONS: dict[tuple[str, str], str] = {}

#: Slack in pixels for rounding between font metrics and layout.
SLACK = 1
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
