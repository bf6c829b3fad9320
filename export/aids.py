# ruff: noqa: E501  (long sentences of player-aid text read better unbroken)
"""One-page player aids, in every language of the app; each game's manifest names its own.

Short reminders written for this project in its own words; pictures come from the same
card art. The texts are English here and translated through the app's catalogues
(context ``print_aid``), so the screen and the paper share one set of translations.
A game's manifest names its :class:`PlayerAid` (``aid="export.aids:VERSO_AID"``): its
title, its points and the legend drawn under them; a game that names none prints none.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from engines.catalogue import tr_noop, translate, translate_message
from engines.manifest import game_spec, import_path
from engines.recto_verso.pieces import piece_word
from export.art.building_card import PIECE_COLOURS, lettered_square
from export.art.common import INK
from export.art.dj05135 import PICTOGRAMS, pictogram
from export.art.fonts import wrap
from export.art.primitives import Drawing, Group, Item, Text
from export.art.revorso import KINDS, revorso_symbol
from export.art.verso import COLOURS, verso_symbol

__all__ = [
    "DJ05135_AID",
    "LEGENDS",
    "RECTO_VERSO_AID",
    "REVORSO_AID",
    "SYMBOL_NAMES",
    "VERSO_AID",
    "PlayerAid",
    "aid_of",
    "aid_texts",
    "legend",
    "player_aid",
    "symbol_name",
    "wrap",
]

#: Catalogue context of the printed aids ("print_aid" in the .ts files).
_CONTEXT = "print_aid"
_MARGIN = 18.0

#: ``legend(lang, top, page width)``: the pictures and their words drawn under an aid's points.
Legend = Callable[[str, float, float], list[Item]]


@dataclass(frozen=True)
class PlayerAid:
    """One game's aid, in English; :func:`aid_texts` gives it in a language."""

    title: str
    points: tuple[str, ...]
    legend: Legend | None = None


def aid_of(game: str) -> PlayerAid | None:
    """The aid ``game``'s manifest names, or None when it prints none."""
    path = game_spec(game).aid
    if not path:
        return None
    aid: PlayerAid = import_path(path)
    return aid


LEGENDS: dict[str, str] = {
    "skip": tr_noop(_CONTEXT, "next player skips"),
    "reverse": tr_noop(_CONTEXT, "reverse direction"),
    "flip_centre": tr_noop(_CONTEXT, "flip 3 centre cards"),
    "flip_hand": tr_noop(_CONTEXT, "flip 1 card in a hand"),
    "steal": tr_noop(_CONTEXT, "take a card from a hand"),
    "magnifier": tr_noop(_CONTEXT, "no action; a hand of magnifiers wins a point too"),
}

SYMBOL_NAMES: dict[str, str] = {
    "blue": tr_noop(_CONTEXT, "sea"),
    "green": tr_noop(_CONTEXT, "land"),
    "orange": tr_noop(_CONTEXT, "sky"),
    "juice": tr_noop(_CONTEXT, "juice"),
    "tuna": tr_noop(_CONTEXT, "tuna"),
    "cushion": tr_noop(_CONTEXT, "cushion"),
    "carrot": tr_noop(_CONTEXT, "carrot"),
    "honey": tr_noop(_CONTEXT, "honey (2)"),
    "plus3": tr_noop(_CONTEXT, "+3"),
    "steal2": tr_noop(_CONTEXT, "Steal 2"),
    "hibernate": tr_noop(_CONTEXT, "Hibernate"),
    "bear": tr_noop(_CONTEXT, "Bear"),
    "switch": tr_noop(_CONTEXT, "Switch"),
}


def aid_texts(aid: PlayerAid, lang: str) -> tuple[str, list[str]]:
    """The title and the points of ``aid`` in ``lang`` (English where untranslated)."""
    return translate(lang, _CONTEXT, aid.title), [translate(lang, _CONTEXT, point) for point in aid.points]


def legend(kind: str, lang: str) -> str:
    """What a DJ05135 pictogram does, in ``lang``: "next player skips"."""
    return translate(lang, _CONTEXT, LEGENDS[kind])


def symbol_name(kind: str, lang: str) -> str:
    """The printed name of a Verso colour or a Revorso symbol, in ``lang``."""
    return translate(lang, _CONTEXT, SYMBOL_NAMES[kind])


def player_aid(game: str, page: tuple[float, float], lang: str = "en") -> Drawing:
    """The aid page for ``game`` in ``lang`` (English when the language is unknown).

    ``KeyError`` for a game whose manifest names no aid (it prints none).
    """
    aid = aid_of(game)
    if aid is None:
        raise KeyError(f"{game} prints no player aid")
    title, points = aid_texts(aid, lang)
    page_w, _ = page
    width = page_w - 2 * _MARGIN - 8
    items: list[Item] = [Text(_MARGIN, _MARGIN + 8, title, size=8, fill=INK)]
    y = _MARGIN + 24
    size = 4.6
    for point in points:
        lines = wrap(point, width, "Vera", size)
        items.append(Text(_MARGIN, y, "•", size=size, fill=INK))
        for k, part in enumerate(lines):
            items.append(Text(_MARGIN + 6, y + k * size * 1.35, part, font="Vera", size=size, fill=INK))
        y += len(lines) * size * 1.35 + 4
    if aid.legend is not None:
        items += aid.legend(lang, y + 4, page_w)
    return Drawing(page[0], page[1], tuple(items), key=f"aid:{game}:{lang}:{page}")


def _dj05135_legend(lang: str, y: float, page_w: float) -> list[Item]:
    """Each DJ05135 pictogram beside what it does."""
    items: list[Item] = []
    for k, kind in enumerate(PICTOGRAMS):
        x = _MARGIN + 12 + (k % 3) * (page_w - 2 * _MARGIN) / 3
        yy = y + 14 + (k // 3) * 30
        items.append(Group((pictogram(kind, 8, caption=""),), translate=(x, yy)))
        for j, part in enumerate(wrap(legend(kind, lang), 36, "Vera", 3.4)):
            items.append(Text(x + 11, yy + j * 4.2, part, font="Vera", size=3.4, fill=INK))
    return items


def _revorso_legend(lang: str, y: float, page_w: float) -> list[Item]:
    """Each Revorso symbol over its name."""
    items: list[Item] = []
    for k, kind in enumerate(KINDS):
        x = _MARGIN + 12 + (k % 5) * (page_w - 2 * _MARGIN) / 5
        yy = y + 12 + (k // 5) * 30
        # at 9 mm the smallest "z" of Hibernate's picture still prints at 8 pt
        items.append(Group((revorso_symbol(kind, 9),), translate=(x, yy)))
        items.append(
            Text(x, yy + 15, symbol_name(kind, lang), font="Vera", size=3.4, anchor="middle", fill=INK)
        )
    return items


def _verso_legend(lang: str, y: float, page_w: float) -> list[Item]:
    """Each Verso colour's symbol over its name."""
    items: list[Item] = []
    for k, colour in enumerate(COLOURS):
        x = _MARGIN + 14 + k * 50
        items.append(Group((verso_symbol(colour, 9),), translate=(x, y + 12)))
        items.append(
            Text(x, y + 27, symbol_name(colour, lang), font="Vera", size=3.8, anchor="middle", fill=INK)
        )
    return items


def _recto_verso_legend(lang: str, y: float, page_w: float) -> list[Item]:
    """Each piece's colour with the letter the cards print on it and its name: the letters
    tell the colours apart on a card printed in black and white, or for a colour-blind eye."""
    items: list[Item] = []
    side = 8.0
    for k, (code, (name, _colour)) in enumerate(PIECE_COLOURS.items()):
        x = _MARGIN + 6 + (k % 4) * (page_w - 2 * _MARGIN) / 4
        yy = y + 6 + (k // 4) * 13
        items.append(lettered_square(x, yy, side, code, lang, 0.3))
        word = translate_message(lang, piece_word(name))
        items.append(Text(x + side + 3, yy + side * 0.68, word, font="Vera", size=3.8, fill=INK))
    return items


RECTO_VERSO_AID = PlayerAid(
    tr_noop(_CONTEXT, "Recto Verso — player aid"),
    (
        tr_noop(
            _CONTEXT,
            "Two partners sit face to face with a building card between them: one sees the front facade, the other the back.",
        ),
        tr_noop(
            _CONTEXT,
            "Together, rebuild the building on the 4×4 board with every piece of the level (easy: 10, hard: 11 with red).",
        ),
        tr_noop(_CONTEXT, "No cube may float: each cube above the floor needs a cube right under it."),
        tr_noop(
            _CONTEXT,
            "Call Recto! and Verso!, then turn the card: both facades must match square by square, empty squares too.",
        ),
        tr_noop(_CONTEXT, "Score by time with the time grid; any mistake scores 0."),
        tr_noop(
            _CONTEXT,
            "3–6 players: swap partners each round and flip a partner token; the game ends when all tokens are flipped.",
        ),
        tr_noop(_CONTEXT, "Co-op ladder for two: beat each of the 7 time limits in turn."),
    ),
    _recto_verso_legend,
)

VERSO_AID = PlayerAid(
    tr_noop(_CONTEXT, "Verso — player aid"),
    (
        tr_noop(
            _CONTEXT,
            "Each card has two faces: a colour (sea, land, sky), a value 1–6 or a joker, and 1 or 3 points.",
        ),
        tr_noop(
            _CONTEXT,
            "On your turn take the top card as shown or flipped. You must flip it if it is identical to a card you hold.",
        ),
        tr_noop(_CONTEXT, "Keep one row per colour. A card identical to one you hold is discarded."),
        tr_noop(
            _CONTEXT,
            "Bank a series of 2–6 cards of one colour that follow on (jokers fill gaps): score their points, discard the two highest.",
        ),
        tr_noop(_CONTEXT, "After you bank, each neighbour flips their highest card of that colour."),
        tr_noop(
            _CONTEXT,
            "Exactly three cards in each colour makes a square: 7 points at once, again only after it was broken.",
        ),
        tr_noop(_CONTEXT, "When the pile is empty, each player may bank one last series."),
    ),
    _verso_legend,
)

REVORSO_AID = PlayerAid(
    tr_noop(_CONTEXT, "Revorso — player aid"),
    (
        tr_noop(_CONTEXT, "Draw cards one by one into a face-down sequence; stop whenever you like."),
        tr_noop(
            _CONTEXT,
            "Then name the symbols from the last drawn to the first. All right: keep them. One wrong: lose them all.",
        ),
        tr_noop(
            _CONTEXT,
            "+3: draw three more. Steal 2: take two cards from a won pile. Hibernate: your drawing stops at once.",
        ),
        tr_noop(
            _CONTEXT,
            "Bear: during someone's memory test, name their next card to win it. Switch: swap the first and last cards of a sequence.",
        ),
        tr_noop(
            _CONTEXT,
            "Keep at most one action card. Each symbol scores 1, honey scores 2; ties go to the most honey.",
        ),
        tr_noop(_CONTEXT, "From 6 players on, two decks are shuffled together: print the cards twice."),
    ),
    _revorso_legend,
)

DJ05135_AID = PlayerAid(
    tr_noop(_CONTEXT, "DJ05135 — player aid"),
    (
        tr_noop(_CONTEXT, "Hold your cards so that you see one side and everyone else sees the other side."),
        tr_noop(
            _CONTEXT,
            "On your turn: play a card to the centre as it is, do its picture's action, then take a card from the centre.",
        ),
        tr_noop(_CONTEXT, "Cards keep the way they face when played and when taken."),
        tr_noop(
            _CONTEXT,
            "End of your turn: if all the animals you see in your hand are the same,"
            " or every card you see shows the magnifier, score 1 point.",
        ),
        tr_noop(_CONTEXT, "First to 3 points wins."),
    ),
    _dj05135_legend,
)
