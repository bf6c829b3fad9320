"""Card units: the arithmetic the three card tables share to size themselves from their room.

Model: KPat's ``KCardScene::relayoutScene``. A table lays itself out in multiples of a
card's width and height (plus gaps in the same units), measures how many units its content
takes, and derives one scale from the room it has: the smaller of the width and height fits.
Cards therefore grow with the window, and the whole table, labels included, scales as one.

Labels drawn in a table take their size from the card unit so they grow with the cards, but
never drop below the interface's own text at the current UI scale: in presenter mode the
names, scores and figures on the table are at least as large as the text around it. The words
under a card that name what the card shows (DJ05135's "rabbit · steal") belong to the card:
they grow with it, never below the interface's text without presenter mode, so that presenter
mode, which gives the cards their room back, does not take it again for them.
"""

from __future__ import annotations

from PySide6.QtGui import QFontInfo, QGuiApplication
from PySide6.QtWidgets import QApplication

from app.theme import presenter_gain

__all__ = ["caption_units", "fit_scale", "interface_text_px", "label_units"]


def interface_text_px() -> float:
    """The pixel height of the interface's text now (grows with ``ui/scale`` and presenter mode)."""
    app = QApplication.instance()
    if not isinstance(app, QGuiApplication):
        return 15.0
    return float(QFontInfo(QGuiApplication.font()).pixelSize())


def fit_scale(content_w: float, content_h: float, room_w: float, room_h: float) -> float:
    """Pixels per unit so that ``content_w`` x ``content_h`` units fit ``room_w`` x ``room_h`` pixels."""
    if content_w <= 0 or content_h <= 0 or room_w <= 0 or room_h <= 0:
        return 1.0
    return min(room_w / content_w, room_h / content_h)


def label_units(card_share: float, pixels_per_unit: float, floor: float = 1.0) -> float:
    """A label's font size in scene units: ``card_share`` units (a share of the card, so it grows
    with the cards), but never less than the interface's text once painted at ``pixels_per_unit``.

    ``floor`` scales the interface size for secondary labels (0.85: a caption under a card).
    At most ``MOST_LABEL_SHARE`` times ``card_share``: in a room a few pixels high the labels
    would grow the table, the table shrink the scale and the labels grow again without end.
    """
    if pixels_per_unit <= 0:
        return card_share
    return min(max(card_share, floor * interface_text_px() / pixels_per_unit), MOST_LABEL_SHARE * card_share)


def caption_units(card_share: float, pixels_per_unit: float) -> float:
    """The words under a card, in scene units: ``card_share`` units, never less than the
    interface's text *without* presenter mode once painted (see the module docstring)."""
    return label_units(card_share, pixels_per_unit, 1 / presenter_gain())


#: How many times its share of the card a label may grow to reach the interface's text size.
MOST_LABEL_SHARE = 4.0
