"""Where a guided game's targets lie on Verso's table, and what its bubble should leave in sight.

The guide's overlay never looks inside a table (docs/ARCHITECTURE.md, "Guided first games"):
it asks the view for a target's rectangle (``pile``, ``discard``, ``opponent``, ``row:blue``,
``seat:1``, ``button:take``...) and for the things not to cover. Both answers are read off
the places the table recorded when it laid itself out, mapped to the view's coordinates.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPoint, QRectF

if TYPE_CHECKING:
    from app.verso.view import VersoTableView

__all__ = ["guide_avoid", "locate"]

BUTTONS = ("take", "flip", "bank", "pass")


def locate(view: VersoTableView, target: str) -> QRectF | None:
    """Where ``target`` lies, in ``view``'s coordinates (None: not on screen)."""
    kind, _, name = target.partition(":")
    if kind == "button":
        bar = view.bar
        buttons = {
            "take": bar.take_button,
            "flip": bar.flip_button,
            "bank": bar.bank_button,
            "pass": bar.pass_button,
        }
        button = buttons.get(name)
        if button is None or not button.isVisible():
            return None
        return QRectF(button.mapTo(view, QPoint(0, 0)), button.size())
    table = view.table
    place = table.places.get(target)
    if place is None and kind == "seat" and name == str(table.viewer):
        place = table.places.get("row:green")
    return None if place is None else on_view(view, place)


def guide_avoid(view: VersoTableView) -> list[QRectF]:
    """What the bubble should leave in sight: the seats, the rows, the piles with their
    labels, the turn banner and the buttons of the bar."""
    places = dict(view.table.places)
    if "pile" in places and "discard" in places:  # the labels beside both piles
        piles = places.pop("pile").united(places.pop("discard"))
        places["piles"] = piles.adjusted(0, 0, piles.width() * 0.4, 0)
    if "opponent" in places:  # a solo game's opponent card, with what it did written beside it
        card = places["opponent"]
        places["opponent"] = card.adjusted(0, 0, card.width() * 2.5, 0)
    shown = [on_view(view, rect) for rect in places.values()]
    shown += [locate(view, f"button:{name}") for name in BUTTONS]
    banner = view.shell.banner
    if banner.isVisible():
        shown.append(QRectF(banner.mapTo(view, QPoint(0, 0)), banner.size()))
    return [rect for rect in shown if rect is not None]


def on_view(view: VersoTableView, place: QRectF) -> QRectF | None:
    """A scene rectangle of the table in ``view``'s coordinates (None: the table is hidden)."""
    table = view.table
    if not table.isVisible():
        return None
    shown = table.mapFromScene(place).boundingRect()
    return QRectF(table.viewport().mapTo(view, shown.topLeft()), shown.size())
