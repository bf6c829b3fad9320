"""Where the guided game's targets lie on the Revorso table, and what its bubble should leave in sight.

The guide's overlay never looks inside a table (docs/ARCHITECTURE.md, "Guided first games"):
it asks the view ``locate(target)`` and ``guide_avoid()``, in the view's coordinates. This
module answers for Revorso, from the scene's own layout and the action bar's buttons, so the
view keeps only one line for each question. The target ids a Revorso script may use:

- ``deck``, ``discard``, ``sequence``: the deck, the discard pile, the active player's row;
- ``seat:N``: seat N's mat (name, won pile and figures, action card); ``held:N``: its action card;
- ``button:draw``, ``button:stop``, ``button:switch``, ``button:switch_pass``, ``button:bear_pass``:
  the action bar's buttons; ``symbol:<symbol>``: one of the five answer buttons (``symbol:honey``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPoint, QRectF
from PySide6.QtWidgets import QWidget

from app.revorso.cards import CARD_H, CARD_W
from app.revorso.scene import SMALL

if TYPE_CHECKING:
    from app.revorso.view import RevorsoTableView

__all__ = ["RevorsoGuideHost"]


class RevorsoGuideHost:
    """Answers the guide's two questions for one Revorso table view."""

    def __init__(self, view: RevorsoTableView) -> None:
        self.view = view

    # -- the guide's questions ---------------------------------------------------------

    def locate(self, target: str) -> QRectF | None:
        """Where ``target`` lies in the view's coordinates; None when it is not on screen now."""
        kind, _, name = target.partition(":")
        if kind == "button":
            return self._widget(self._buttons().get(name))
        if kind == "symbol":
            bar = self.view.bar
            return self._widget(next((b for b in bar.symbol_buttons if b.symbol == name), None))
        place = self._places().get(target)
        return None if place is None else self._on_view(place)

    def guide_avoid(self) -> list[QRectF]:
        """The mats, the deck and discard with their captions, the sequence, the bar's visible
        buttons and countdowns, the turn banner and the side panel (scores, log, deal): the
        bubble settles on the felt between them."""
        shown = [self._on_view(place) for place in self._places().values()]
        view, bar = self.view, self.view.bar
        widgets = (*self._buttons().values(), *bar.symbol_buttons, bar.bear_countdown, bar.switch_countdown)
        shown += [self._widget(widget) for widget in (*widgets, view.shell.banner, view.shell.side)]
        return [rect for rect in shown if rect is not None]

    # -- the table's places --------------------------------------------------------------

    def _buttons(self) -> dict[str, QWidget]:
        bar = self.view.bar
        return {
            "draw": bar.draw_button,
            "stop": bar.stop_button,
            "switch": bar.switch_button,
            "switch_pass": bar.switch_pass,
            "bear_pass": bar.bear_pass,
        }

    def _places(self) -> dict[str, QRectF]:
        """The scene rectangles of the table's things, by target id (captions included)."""
        scene = self.view.scene
        if not scene.mats:
            return {}
        caption = scene.small_text() * 1.3
        card_h = CARD_H * SMALL
        places = {
            "deck": QRectF(scene.deck_pos().x(), scene.deck_pos().y(), CARD_W * SMALL, card_h + caption + 4),
            "discard": QRectF(
                scene.discard_pos().x(), scene.discard_pos().y(), CARD_W * SMALL, card_h + caption + 4
            ),
            "sequence": self._sequence(),
        }
        for seat, mat in enumerate(scene.mats):
            places[f"seat:{seat}"] = mat.frame.sceneBoundingRect()
            slot = mat.held if mat.held.isVisible() else mat.no_held
            places[f"held:{seat}"] = slot.sceneBoundingRect()
        return places

    def _sequence(self) -> QRectF:
        """The row's title and the cards in it with their numbers (not the empty slots after them)."""
        scene = self.view.scene
        row = scene.sequence_title.sceneBoundingRect()
        for item in (*scene.items_by_handle.values(), *scene.numbers, scene.next_label):
            if item.isVisible():
                row = row.united(item.sceneBoundingRect())
        return row

    def _on_view(self, place: QRectF) -> QRectF | None:
        """A scene rectangle of the table in the view's coordinates (None: the table is hidden)."""
        table = self.view.table
        if not table.isVisible():
            return None
        shown = table.mapFromScene(place).boundingRect()
        return QRectF(table.viewport().mapTo(self.view, shown.topLeft()), shown.size())

    def _widget(self, widget: QWidget | None) -> QRectF | None:
        if widget is None or not widget.isVisible():
            return None
        return QRectF(widget.mapTo(self.view, QPoint(0, 0)), widget.size())
