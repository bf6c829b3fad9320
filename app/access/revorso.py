"""The accessible model of the Revorso table, built from the view the scene shows.

What a screen reader finds: each seat's mat (who, what they won, the action card they
hold), the deck, the discard pile's top card, and the sequence being drawn, card by card:
face down, or named while the view shows it (just drawn, or named right in the memory
test). Nothing is ever named that the view does not show: memory is the game, so a card
face down is "face down" for everyone, the screen reader's user included. The table takes
no keyboard focus (the buttons under it do), so the model is read, never acted on.
"""

from __future__ import annotations

from collections.abc import Hashable

from PySide6.QtCore import QCoreApplication, QRectF

from app.access.layer import AccessLayer
from app.access.node import CARD, LIST, TEXT, AccessNode
from app.access.words import joined, plays_now
from app.revorso.cards import RevorsoCardItem
from app.revorso.scene import RevorsoCardTable, RevorsoScene, Texts
from engines.revorso import RevorsoView
from engines.revorso import log as L
from engines.revorso.cards import card_name

translate = QCoreApplication.translate

__all__ = ["RevorsoAccess", "revorso_nodes"]


def _card(kind: str) -> str:
    return card_name(kind, RevorsoCardItem.language)


def revorso_nodes(
    view: RevorsoView, names: list[str], roles: list[str], row: list[int], texts: Texts, you: int | None
) -> tuple[AccessNode, ...]:
    """The table as every seat sees it (Revorso hides nothing from one seat that it shows another).

    ``row`` is the sequence's handles in draw order (the scene's), ``roles`` what each seat is.
    """
    nodes: list[AccessNode] = []
    asking = view.offer_seats[0] if view.phase in ("switch", "bear") and view.offer_seats else None
    over = view.phase == "over"
    for seat in range(view.players):
        state = (
            translate("TableAccess", "asked now")
            if seat == asking
            else plays_now()
            if seat == view.active and not over
            else ""
        )
        pile = texts.pile(len(view.won[seat]), view.scores[seat], view.honey[seat]).replace("\n", ", ")
        held = view.held[seat]
        holds = translate("TableAccess", "holds %1").replace("%1", _card(held)) if held else texts.no_action
        name = translate("TableAccess", "%1 (you)").replace("%1", names[seat]) if seat == you else names[seat]
        role = roles[seat] if seat < len(roles) else ""
        nodes.append(AccessNode(f"seat:{seat}", TEXT, joined([name, role, state, pile, holds])))
    nodes.append(AccessNode("deck", TEXT, texts.deck(view.deck_size)))
    top = view.discard[-1] if view.discard else None
    discard = texts.discard(len(view.discard))
    nodes.append(
        AccessNode(
            "discard",
            TEXT,
            joined([discard, translate("TableAccess", "top: %1").replace("%1", _card(top))])
            if top
            else discard,
        )
    )
    revealed = dict(zip(reversed(row[len(view.face_down) :]), view.revealed, strict=False))
    shown = {e.handle: e.card for e in view.just_shown if e.kind in L.MASKABLE and e.card}
    testing = view.phase in ("answer", "bear") and view.face_down
    next_up = view.face_down[-1] if testing else None
    cards = []
    for index, handle in enumerate(row, start=1):
        number = translate("TableAccess", "card %1").replace("%1", str(index))
        if handle in revealed:
            words = [number, _card(revealed[handle]), translate("TableAccess", "named right")]
        elif handle in shown:
            words = [number, _card(shown[handle]), translate("TableAccess", "shown now")]
        else:
            words = [number, translate("TableAccess", "face down")]
        if handle == next_up:
            words.append(translate("TableAccess", "next to name"))
        cards.append(AccessNode(handle, CARD, joined(words)))
    active = names[view.active] if view.active < len(names) and view.active != you else ""
    title = texts.sequence(active, len(row)) if row else texts.empty_sequence(active)
    nodes.append(AccessNode("sequence", LIST, title, children=tuple(cards)))
    return tuple(nodes)


class RevorsoAccess:
    """Keeps the table's accessible model in step with the view its scene shows."""

    def __init__(self, scene: RevorsoScene, table: RevorsoCardTable) -> None:
        self.scene = scene
        self.layer = AccessLayer(table, lambda _key: None, self._locate)
        scene.changed.connect(self.refresh)
        scene.timeline.idle.connect(self.layer.place)

    def refresh(self) -> None:
        scene = self.scene
        view = scene.shown_view
        if view is None:
            self.layer.clear()
            return
        names, roles = scene.seat_words
        self.layer.show(revorso_nodes(view, list(names), list(roles), scene.sequence, scene.texts, scene.you))

    def _locate(self, key: Hashable) -> QRectF | None:
        scene = self.scene
        if isinstance(key, int):
            item = scene.items_by_handle.get(key)
            return item.sceneBoundingRect() if item is not None else None
        if isinstance(key, str) and key.startswith("seat:"):
            seat = int(key[5:])
            return scene.mats[seat].frame.sceneBoundingRect() if seat < len(scene.mats) else None
        if key == "deck":
            return scene.deck_cards[0].sceneBoundingRect()
        if key == "discard":
            return scene.discard_slot.sceneBoundingRect()
        return None
