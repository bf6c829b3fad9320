"""Where a guided game's targets lie on Verso's table, and what its bubble should leave in sight.

The targets a Verso script points at: ``pile``, ``discard``, ``opponent`` (a solo game's
card of the deck, with what it did written beside it), ``row:<colour>`` (the learner's
rows), ``seat:N`` and the action bar's ``button:take``, ``button:flip``, ``button:bank`` and
``button:pass``. Every place on the
felt is read off what the table recorded when it laid itself out (``places``, in scene
coordinates), mapped into the view's (docs/ARCHITECTURE.md, "Guided first games").
"""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QLabel, QWidget

from app.guide.targets import OnHost
from app.verso.action_bar import VersoActionBar
from app.verso.cards import PictureItem
from app.verso.table import VersoCardTable

__all__ = ["VersoGuideTargets"]


class VersoGuideTargets:
    """The guide's questions answered for one Verso table, in ``host``'s coordinates."""

    def __init__(self, host: QWidget, table: VersoCardTable, bar: VersoActionBar, banner: QLabel) -> None:
        self.on_host = OnHost(host)
        self.table, self.bar, self.banner = table, bar, banner

    def _buttons(self) -> dict[str, QWidget]:
        bar = self.bar
        buttons = (bar.take_button, bar.flip_button, bar.bank_button, bar.pass_button)
        return dict(zip(("take", "flip", "bank", "pass"), buttons, strict=True))

    def locate(self, target: str) -> QRectF | None:
        kind, _, name = target.partition(":")
        if kind == "button":
            return self.on_host.widget(self._buttons().get(name))
        table = self.table
        place = table.places.get(target)
        if place is None and kind == "seat" and name == str(table.viewer):
            place = table.places.get("row:green")
        return None if place is None else self.on_host.scene(table, place)

    def words(self) -> list[QRectF]:
        """The table's words with the colours' symbols beside the rows' names (an arrow to one
        row ends clear of the next row's symbol), and the bar's line on choosing a series
        beside its buttons: an arrow to Flip ends above the button rather than over that line's
        first word."""
        words = self.on_host.scene_words(self.table, (PictureItem,))
        return words + self.on_host.widgets([self.bar.series_label])

    def avoid(self) -> list[QRectF]:
        """The seats, the rows' cards, each pile with its labels (apart: an arrow to one pile keeps
        off the other), every card once more, the news beside the piles, the turn banner, the bar's
        buttons and its line on choosing a series."""
        places = dict(self.table.places)
        if "pile" in places and "discard" in places:  # each pile with its labels beside it
            pile, discard = places["pile"], places["discard"]
            labels = discard.left() - pile.right() - 1  # the draw pile's, up to the discard
            places["pile"] = pile.adjusted(0, 0, labels, 0)
            places["discard"] = discard.adjusted(0, 0, labels, 0)
        # A row is its cards and its title (among the words), not the room it keeps for cards
        # to come: a bubble over a row's empty places hides nothing, where one over the
        # discard hid the card the step was about.
        rows = [rect for name, rect in places.items() if name.startswith("row:")]
        rects = [rect for name, rect in places.items() if not name.startswith("row:")]
        # and every card once more than the strip, pile or row it lies in: a card under a
        # bubble is a card unread, where the felt beside it is not
        cards = [card.sceneBoundingRect() for card in self.table.cards.values() if card.isVisible()]
        rects += cards + [card for card in cards if any(row.intersects(card) for row in rows)]
        shown = [self.on_host.scene(self.table, rect) for rect in rects]
        return [rect for rect in shown if rect is not None] + self.on_host.widgets(
            [*self._buttons().values(), self.bar.series_label, self.banner]
        )
