"""Where the guided game's targets lie on the Revorso table, and what its bubble should leave in sight.

The guide's overlay never looks inside a table (docs/ARCHITECTURE.md, "Guided first games"):
it asks :class:`RevorsoGuideTargets`, in the view's coordinates, read off the scene's own
layout and the action bar's buttons. The target ids a Revorso script may use:

- ``deck``, ``discard``, ``sequence``: the deck, the discard pile, the active player's row;
- ``seat:N``: seat N's mat (name, won pile and figures, action card); ``held:N``: its action card;
- ``button:draw``, ``button:stop``, ``button:switch``, ``button:switch_pass``, ``button:bear_pass``:
  the action bar's buttons; ``symbol:<symbol>``: one of the five answer buttons (``symbol:honey``).
"""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QLabel, QWidget

from app.guide.targets import CLOCK, OnHost
from app.revorso.action_bar import RevorsoActionBar
from app.revorso.cards import CARD_H, CARD_W
from app.revorso.scene import SMALL, RevorsoCardTable, RevorsoScene

__all__ = ["RevorsoGuideTargets"]


class RevorsoGuideTargets:
    """The guide's questions answered for one Revorso table, in ``host``'s coordinates."""

    def __init__(
        self,
        host: QWidget,
        scene: RevorsoScene,
        table: RevorsoCardTable,
        bar: RevorsoActionBar,
        banner: QLabel,
    ) -> None:
        self.on_host = OnHost(host)
        self.scene, self.table, self.bar, self.banner = scene, table, bar, banner

    def locate(self, target: str) -> QRectF | None:
        """Where ``target`` lies; None when it is not on screen now."""
        kind, _, name = target.partition(":")
        if kind == "button":
            return self.on_host.widget(self._buttons().get(name))
        if kind == "symbol":
            return self.on_host.widget(next((b for b in self.bar.symbol_buttons if b.symbol == name), None))
        if target == CLOCK:  # a Bear's or a Switch's countdown, while one runs
            bar = self.bar
            return next(iter(self.on_host.widgets([bar.bear_countdown, bar.switch_countdown])), None)
        place = self._places().get(target)
        return None if place is None else self.on_host.scene(self.table, place)

    def words(self) -> list[QRectF]:
        return self.on_host.scene_words(self.table)

    def avoid(self) -> list[QRectF]:
        """The mats, the deck and discard with their captions, the sequence, the bar's visible
        buttons and countdowns and the turn banner: the bubble settles on the felt between them."""
        shown = [self.on_host.scene(self.table, place) for place in self._places().values()]
        bar = self.bar
        widgets = (*self._buttons().values(), *bar.symbol_buttons, bar.bear_countdown, bar.switch_countdown)
        return [rect for rect in shown if rect is not None] + self.on_host.widgets([*widgets, self.banner])

    def _buttons(self) -> dict[str, QWidget]:
        bar = self.bar
        return {
            "draw": bar.draw_button,
            "stop": bar.stop_button,
            "switch": bar.switch_button,
            "switch_pass": bar.switch_pass,
            "bear_pass": bar.bear_pass,
        }

    def _places(self) -> dict[str, QRectF]:
        """The scene rectangles of the table's things, by target id (captions included)."""
        scene = self.scene
        if not scene.mats:
            return {}
        caption = scene.pile_caption() * 1.3
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
        scene = self.scene
        row = scene.sequence_title.sceneBoundingRect()
        for item in (*scene.items_by_handle.values(), *scene.numbers, scene.next_label):
            if item.isVisible():
                row = row.united(item.sceneBoundingRect())
        return row
