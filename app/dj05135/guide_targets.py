"""Where a guided game's targets lie on DJ05135's table, and what its bubble should leave in sight.

The target ids a DJ05135 script may use (docs/ARCHITECTURE.md, "Guided first games"):
``hand:N`` and ``seat:N`` (a hand's panel; the learner's own is the bottom one), ``points:N``
(the point tokens beside a seat's name), ``card:TAG``
(one card; while the side of a steal is asked for, the option the step wants), ``centre`` and
``legend`` (the "Pictures" list beside the table). The bubble leaves the hands, the cards in
the middle, the turn banner and the panel where the side of a steal is chosen in sight, and
a hand's cards more than the rest of its panel.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QLabel, QWidget

from app.dj05135.table import SIDE_KEEP, SIDE_TURN, DJ05135CardTable, DJ05135Scene
from app.guide.targets import QUESTION, OnHost
from engines.base import Action
from engines.dj05135.actions import StealCard

__all__ = ["DJ05135GuideTargets"]


class DJ05135GuideTargets:
    """The guide's questions answered for one DJ05135 table, in ``host``'s coordinates.

    ``pending_steal`` is the steal whose side is being chosen, as (victim, tag); ``expected``
    the move the guide's step wants (None: any, or no guide).
    """

    def __init__(
        self,
        host: QWidget,
        scene: DJ05135Scene,
        table: DJ05135CardTable,
        legend: QWidget,
        banner: QLabel,
        pending_steal: Callable[[], tuple[int, int] | None],
        expected: Callable[[], Action | None],
    ) -> None:
        self.on_host = OnHost(host)
        self.scene, self.table, self.legend, self.banner = scene, table, legend, banner
        self.pending_steal, self.expected = pending_steal, expected

    def locate(self, target: str) -> QRectF | None:
        scene, on_host = self.scene, self.on_host
        kind, _, name = target.partition(":")
        if kind == "legend":
            return on_host.widget(self.legend)
        seen = scene.view
        if seen is None or not self.table.isVisible():
            return None
        if kind in ("hand", "seat") and name.isdigit():
            seat = int(name)
            if seat == seen.player:
                return on_host.scene(self.table, scene.hand_rect())
            if 0 <= seat < seen.players:
                return on_host.scene(self.table, scene.opponent_panel(seen, seat))
            return None
        if kind == "points" and name.isdigit():  # the point tokens beside a seat's name
            tokens = scene.tokens.get(int(name))
            if tokens is None or tokens.scene() is not scene or not tokens.isVisible():
                return None
            return on_host.scene(self.table, tokens.sceneBoundingRect())
        if kind == "centre":
            return on_host.scene(self.table, scene.centre_rect())
        if target == QUESTION:  # a steal's side to choose: the question and both options
            choice = scene.side_choice_rect()
            return None if choice is None else on_host.scene(self.table, choice)
        if kind == "card" and name.isdigit():
            key: object = int(name)
            steal = self.pending_steal()
            if steal is not None and steal[1] == key:
                key = self._side_wanted()
            sprite = scene.sprites.get(key)
            if sprite is None or not sprite.isVisible():
                return None
            if sprite.other_side is not None:  # a side to choose: the card and its other side
                return on_host.scene(self.table, sprite.sceneBoundingRect())
            # The card and its caption's words, not the room kept for a lower caption: a ring
            # that large ran over the next card's caption.
            shown = sprite.card_rect().united(sprite.caption_rect()) if sprite.caption else sprite.card_rect()
            return on_host.scene(self.table, sprite.mapRectToScene(shown))
        return None

    def words(self) -> list[QRectF]:
        return self.on_host.scene_words(self.table)

    def avoid(self) -> list[QRectF]:
        scene, on_host = self.scene, self.on_host
        shown: list[QRectF | None] = [on_host.widget(self.banner)]
        seen = scene.view
        if seen is not None and self.table.isVisible():
            shown.append(on_host.scene(self.table, scene.hand_rect()))
            panels = [scene.opponent_panel(seen, seat) for seat in scene.seat_order(seen)]
            shown += [on_host.scene(self.table, panel) for panel in panels]
            sprites = [s for s in scene.sprites.values() if s.isVisible()]
            cards = [s.sceneBoundingRect() for s in sprites if s.zone == "centre"]
            if cards:
                middle = cards[0]
                for rect in cards[1:]:
                    middle = middle.united(rect)
                shown.append(on_host.scene(self.table, middle))
            # and every card of the hands once more than its panel: a card under a bubble is a
            # card unread, where the panel's felt beside it (or the log's older lines) is not
            held = [s.sceneBoundingRect() for s in sprites if s.zone in ("hand", "opponent")]
            shown += [on_host.scene(self.table, rect) for rect in held]
            choice = scene.side_choice_rect()  # the question and both options, read together
            if choice is not None:
                shown.append(on_host.scene(self.table, choice))
        return [rect for rect in shown if rect is not None]

    def _side_wanted(self) -> object:
        """The option of the open side choice the step asks for (keep, unless it says turn)."""
        expected = self.expected()
        return SIDE_TURN if isinstance(expected, StealCard) and not expected.keep_seen_side else SIDE_KEEP
