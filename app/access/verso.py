"""The accessible model of the Verso table, built from the table model it draws.

What a screen reader finds: each other player's three rows, the draw pile with its top
card (whose other side nobody sees), the discard pile, the solo opponent's card, the news
of the last bank, then the player's own rows, whose cards carry the action that chooses
them for a series or drops them from it. Cards are named as the table draws them: colour,
value (a joker is "joker", never a star) and points. The table's keyboard cursor is the
screen reader's focus.
"""

from __future__ import annotations

from collections.abc import Hashable

from PySide6.QtCore import QCoreApplication, QRectF

from app.access.layer import AccessLayer
from app.access.node import CARD, GROUP, LIST, TEXT, AccessNode
from app.access.words import CARDS, POINTS, joined, plays_now
from app.i18n import KeptWords, translate_message
from app.verso.model import TableModel
from app.verso.scores import front_value, seat_score_text
from app.verso.table import VersoCardTable
from engines.text import t
from engines.verso.cards import COLOURS, Face, colour_word

translate = QCoreApplication.translate

__all__ = ["VersoAccess", "face_words", "joker_word", "verso_nodes"]


def joker_word() -> str:
    return translate("TableAccess", "joker")


def face_words(face: Face) -> str:
    """A face as said aloud, without its points: "orange 6", "orange joker"."""
    value = joker_word() if face.is_joker else str(face.value)
    return translate_message(t("{colour} {value}", colour=colour_word(face.colour_name), value=value))


def _card_name(face: Face) -> str:
    """A card as a screen reader names it: "orange 6, 3 points"."""
    return joined([face_words(face), POINTS(face.points)])


def _choose_words(face: Face) -> str:
    return translate("TableAccess", "Choose %1 for a series").replace("%1", face_words(face))


def _drop_words(face: Face) -> str:
    return translate("TableAccess", "Take %1 out of the series").replace("%1", face_words(face))


def _card(
    model: TableModel, uid: int, words: KeptWords, action: str = "", selected: bool | None = None
) -> AccessNode:
    return AccessNode(uid, CARD, words(_card_name, model.face[uid]), "", action, selected)


def _row_name(colour: str) -> str:
    return translate("TableAccess", "%1 row").replace("%1", translate_message(colour_word(colour)))


def _row_title(colour: str, cards: int) -> str:
    return joined([_row_name(colour), CARDS(cards)])


def _seat_name(model: TableModel, seat: int, name: str) -> str:
    front = front_value(model.face[u] for c in range(3) for u in model.row(seat, c))
    playing = model.to_play == seat and model.phase != "over"
    return joined([name, plays_now() if playing else "", seat_score_text(model.points[seat], front, ", ")])


def _pile_name(cards: int) -> str:
    return joined([translate("TableAccess", "Draw pile"), CARDS(cards)])


def _pile_about() -> str:
    return translate("TableAccess", "Nobody sees the other side of the top card.")


def _discard_name(cards: int) -> str:
    return joined([translate("TableAccess", "Discard"), CARDS(cards)])


def verso_nodes(
    model: TableModel,
    names: list[str],
    viewer: int,
    selection: set[int],
    interactive: bool,
    news: str = "",
    words: KeptWords | None = None,
) -> tuple[AccessNode, ...]:
    """The table as ``viewer`` sees it from the bottom of the screen (everything in Verso is
    public but the other side of each card, which no node names). ``words`` keeps the words of
    the cards and rows from one move to the next."""
    words = words if words is not None else KeptWords()
    nodes: list[AccessNode] = []
    for offset in range(1, model.players):
        seat = (viewer + offset) % model.players
        rows = tuple(
            AccessNode(
                f"row:{seat}:{c}",
                LIST,
                words(_row_title, colour, len(model.row(seat, c))),
                children=tuple(_card(model, uid, words) for uid in model.row(seat, c)),
            )
            for c, colour in enumerate(COLOURS)
        )
        nodes.append(AccessNode(f"seat:{seat}", GROUP, _seat_name(model, seat, names[seat]), children=rows))
    top = next((uid for uid, place in model.place.items() if place == ("pile",)), None)
    pile = (_card(model, top, words),) if top is not None else ()
    nodes.append(AccessNode("pile", LIST, words(_pile_name, model.pile), words(_pile_about), children=pile))
    shown = tuple(_card(model, uid, words) for uid in reversed(model.discard[-3:]))
    nodes.append(AccessNode("discard", LIST, words(_discard_name, len(model.discard)), children=shown))
    if model.solo is not None:
        before = model.solo_before
        turned = words(face_words, model.face[model.solo])
        text = translate("TableAccess", "The opponent turned %1 over: it shows %2").replace("%2", turned)
        text = text.replace("%1", words(face_words, before)) if before is not None else turned
        nodes.append(AccessNode("solo", TEXT, text))
    if news:
        nodes.append(AccessNode("news", TEXT, news))
    mine = set(model.row(viewer, 0) + model.row(viewer, 1) + model.row(viewer, 2))
    own_rows = []
    for c, colour in enumerate(COLOURS):
        cards = []
        for uid in model.row(viewer, c):
            if not interactive or uid not in mine:
                action = ""
            else:
                action = words(_drop_words if uid in selection else _choose_words, model.face[uid])
            cards.append(_card(model, uid, words, action, uid in selection))
        own_rows.append(
            AccessNode(
                f"row:{viewer}:{c}", LIST, words(_row_title, colour, len(cards)), children=tuple(cards)
            )
        )
    name = translate("TableAccess", "%1 (you)").replace("%1", names[viewer]) if viewer < len(names) else ""
    nodes.append(
        AccessNode(f"seat:{viewer}", GROUP, _seat_name(model, viewer, name), children=tuple(own_rows))
    )
    return tuple(nodes)


class VersoAccess:
    """Keeps the table's accessible model in step with what it draws and where its cursor is."""

    def __init__(self, table: VersoCardTable) -> None:
        self.table = table
        self.layer = AccessLayer(table, self._choose, self._locate)
        #: The cards' and rows' words, asked of the catalogues once (the language's).
        self.words = KeptWords()
        table.changed.connect(self.refresh)
        table.idle.connect(self.layer.place)

    def refresh(self) -> None:
        table = self.table
        if table.model is None:
            self.layer.clear()
            return
        news = table.news_text()
        nodes = verso_nodes(
            table.model, table.names, table.viewer, set(table.selection), table.interactive, news, self.words
        )
        self.layer.show(nodes)
        self.layer.ring(table.cursor_uid if table.interactive else None)

    def _choose(self, key: Hashable) -> None:
        """A screen reader pressed one of the player's cards: it joins the series or leaves it."""
        if isinstance(key, int):
            self.table.toggle(key)

    def _locate(self, key: Hashable) -> QRectF | None:
        table = self.table
        item = table.cards.get(key) if isinstance(key, int) else None
        if item is not None:
            return item.mapRectToScene(item.frame())
        if not isinstance(key, str):
            return None
        if key.startswith("row:") and int(key.split(":")[1]) == table.viewer:
            return table.places.get(f"row:{COLOURS[int(key.split(':')[2])]}")
        return table.places.get({"solo": "opponent"}.get(key, key))
