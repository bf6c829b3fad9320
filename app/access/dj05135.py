"""The accessible model of the DJ05135 table, built from the view the scene draws.

What a screen reader finds: a list per hand (an opponent's hand shows the side that faces
you, your own hand the side you see), the centre's list of face-up cards, the order of
play, and while you steal, the choice of the side that will face you. Every name and
description comes from the scene's view and its words (:func:`app.dj05135.words.table_texts`,
or the room's, :func:`app.dj05135.room.room_texts`), so the model says no more than the
table shows: never the other side of a card, even the one the teacher's "show all hands"
draws for the class. A card the player may choose now carries the action that says what
choosing it does ("Take cat"), and the table's focus ring is the screen reader's focus.
"""

from __future__ import annotations

from collections.abc import Collection, Hashable, Mapping, Sequence

from PySide6.QtCore import QCoreApplication, QRectF

from app.access.layer import AccessLayer
from app.access.node import CARD, LIST, TEXT, AccessNode
from app.access.words import CARDS, and_then, joined, plays_now, with_detail
from app.dj05135.room import ROOM
from app.dj05135.table import SIDE_KEEP, SIDE_TURN, DJ05135CardTable, DJ05135Scene
from app.dj05135.words import card_word
from app.i18n import KeptWords
from engines.dj05135.cards import Face
from engines.dj05135.game import DJ05135View, SeenCard, Stage

translate = QCoreApplication.translate

__all__ = ["DJ05135Access", "dj05135_nodes", "spoken_face"]


def spoken_face(face: Face | None) -> str:
    """A side as a screen reader says it: "owl", or "owl (steal)" with its round picture."""
    if face is None:
        return translate("TableAccess", "the side you never saw")
    return with_detail(card_word(face.animal), card_word(face.pictogram) if face.pictogram else "")


def _action_words(stage: str, face: Face | None, holder: str, name: str) -> str:
    """What choosing a card does at ``stage``, with the card named ("Take cat"); ``holder`` says
    whose hand it is in ("you", "other" with its holder's ``name``, or "" for the centre)."""
    if stage == Stage.PLAY:
        text = translate("TableAccess", "Play %1")
    elif stage in (Stage.TAKE, Stage.VICTIM_TAKE):
        text = translate("TableAccess", "Take %1")
    elif stage == Stage.FLIP_CENTRE:
        text = translate("TableAccess", "Turn over %1")
    elif stage == Stage.STEAL and holder:
        text = translate("TableAccess", "Steal %1 from %2").replace("%2", name)
    elif holder == "you":
        text = translate("TableAccess", "Turn round %1 in your hand")
    elif holder:
        text = translate("TableAccess", "Turn round %1 in %2's hand").replace("%2", name)
    else:
        text = translate("TableAccess", "Choose %1")
    return text.replace("%1", spoken_face(face))


def _action(
    view: DJ05135View, card: SeenCard, holder: int | None, names: Sequence[str], words: KeptWords
) -> str:
    """What choosing ``card`` does at this step, with the card named ("Take cat")."""
    # Only the seat whose own table is shown has choices, so "your hand" is ``view.player``'s.
    if holder is None:
        relation, name = "", ""
    else:
        relation, name = ("you" if holder == view.player else "other"), names[holder]
    return words(_action_words, view.stage, card.face, relation, name)


def _yours_about() -> str:
    return translate("TableAccess", "The others see its other side.")


def _theirs_about(name: str) -> str:
    return translate("TableAccess", "%1 sees its other side.").replace("%1", name)


def _card(
    view: DJ05135View,
    card: SeenCard,
    holder: int | None,
    reader: int,
    texts: Mapping[str, str],
    names: Sequence[str],
    choices: Collection[object],
    words: KeptWords,
) -> AccessNode:
    marks = []
    if card.tag == view.played:
        marks.append(texts.get("mark:played", ""))
    if card.tag in view.flipped:
        marks.append(texts.get("mark:flipped", ""))
    action = _action(view, card, holder, names, words) if card.tag in choices else ""
    name = joined([words(spoken_face, card.face), *marks])
    if holder is None:
        about = ""  # the centre's list says its cards are face up
    elif holder == reader:
        about = words(_yours_about)
    else:
        about = words(_theirs_about, names[holder])
    return AccessNode(card.tag, CARD, name, about, action)


def _hand_name(view: DJ05135View, seat: int, texts: Mapping[str, str]) -> str:
    acting = view.to_act == seat and view.stage != Stage.OVER
    return joined(
        [
            texts.get(f"name:{seat}", ""),
            texts.get(f"points:{seat}", ""),
            CARDS(len(view.hands[seat])),
            plays_now() if acting else "",
        ]
    )


def _order(view: DJ05135View, reader: int, names: Sequence[str]) -> str:
    order = [view.turn_player]
    while len(order) < view.players:
        order.append((order[-1] + view.direction) % view.players)
    who = [translate("TableAccess", "you") if seat == reader else names[seat] for seat in order]
    way = (
        translate("TableAccess", "clockwise")
        if view.direction > 0
        else translate("TableAccess", "anticlockwise")
    )
    return translate("TableAccess", "Turn order, %1: %2").replace("%1", way).replace("%2", and_then(who))


def dj05135_nodes(
    view: DJ05135View,
    texts: Mapping[str, str],
    names: Sequence[str],
    choices: Collection[object],
    side_choice: tuple[Face | None, tuple[str, str, str]] | None = None,
    words: KeptWords | None = None,
) -> tuple[AccessNode, ...]:
    """The table as ``view.player`` sees it (or the room, when ``texts`` are the room's).

    ``choices`` are the keys the player may choose now; ``side_choice`` the side seen of a
    card being stolen and the three sentences of the choice of its side. ``words`` keeps the
    cards' words from one move to the next.
    """
    words = words if words is not None else KeptWords()
    nodes: list[AccessNode] = []
    me = view.player
    reader = -1 if ROOM in texts else me  # the room's picture speaks to nobody as "you"
    others = [(view.player + i) % view.players for i in range(1, view.players)]
    for seat in others:
        cards = tuple(_card(view, c, seat, reader, texts, names, choices, words) for c in view.hands[seat])
        nodes.append(AccessNode(f"seat:{seat}", LIST, _hand_name(view, seat, texts), "", children=cards))
    centre = tuple(_card(view, c, None, reader, texts, names, choices, words) for c in view.centre)
    nodes.append(AccessNode("centre", LIST, texts.get("centre", ""), children=centre))
    cards = tuple(_card(view, c, me, reader, texts, names, choices, words) for c in view.hands[me])
    hint = texts.get("hand_hint", "")
    nodes.append(AccessNode(f"seat:{me}", LIST, _hand_name(view, me, texts), hint, children=cards))
    nodes.append(AccessNode("order", TEXT, _order(view, reader, names)))
    if side_choice is not None:
        seen, (title, keep, turn) = side_choice
        keep_name = joined([keep, spoken_face(seen)])
        options = (
            AccessNode(SIDE_KEEP, CARD, keep_name, action=keep_name if SIDE_KEEP in choices else ""),
            AccessNode(SIDE_TURN, CARD, turn, action=turn if SIDE_TURN in choices else ""),
        )
        nodes.append(AccessNode("side", LIST, title, children=options))
    return tuple(nodes)


class DJ05135Access:
    """Keeps the table's accessible model in step with its scene: every redraw, choice and
    move of the focus ring."""

    def __init__(self, scene: DJ05135Scene, table: DJ05135CardTable) -> None:
        self.scene = scene
        self.layer = AccessLayer(table, self._choose, self._locate)
        #: The cards' words, asked of the catalogues once (the language's).
        self.words = KeptWords()
        scene.changed.connect(self.refresh)
        scene.settled.connect(self.layer.place)

    def refresh(self) -> None:
        scene = self.scene
        view = scene.view
        if view is None:  # covered: nothing of any hand may be read
            self.layer.clear()
            return
        side = (scene.side_seen, scene.side_texts) if SIDE_KEEP in scene.sprites else None
        self.layer.show(dj05135_nodes(view, scene.texts, scene.names, set(scene.choices), side, self.words))
        self.layer.ring(scene.focus_key)

    def _choose(self, key: Hashable) -> None:
        """A screen reader pressed a card: the ring goes there and the card is chosen, as by Enter."""
        scene = self.scene
        if key in scene.choices:
            scene.set_choices(scene.choices, key)
            scene.activate_focus()

    def _locate(self, key: Hashable) -> QRectF | None:
        scene, view = self.scene, self.scene.view
        sprite = scene.sprites.get(key)
        if sprite is not None:
            return sprite.sceneBoundingRect() if sprite.isVisible() else None
        if view is None or not isinstance(key, str):
            return None
        if key == "centre":
            return scene.centre_rect()
        if key.startswith("seat:"):
            seat = int(key[5:])
            return scene.hand_rect() if seat == view.player else scene.opponent_panel(view, seat)
        return None
