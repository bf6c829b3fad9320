"""Where views register themselves, so the shell never changes when a view is added.

Each view has a :class:`ViewSpec` in ``_views`` below; its module is imported only when
the view is first opened, so start-up does not pay for every game. The home screen shows
one tile per spec with ``tile=True``, in ``order``.
"""

from __future__ import annotations

import functools
import importlib
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QRectF
from PySide6.QtGui import QPainter

if TYPE_CHECKING:
    from app.context import AppContext
    from app.views.base import BaseView

__all__ = ["ViewSpec", "load_views", "view_spec"]


@dataclass(frozen=True)
class ViewSpec:
    """How the shell knows a view: its id, texts, tile art and how to make it.

    ``title`` and ``subtitle`` are English source strings translated in the
    ``"views"`` context. ``modes`` are the variants that ``--screenshots`` captures
    (``recto_verso-party.png``); ``None`` is the view as it opens.
    """

    id: str
    title: str
    factory: Callable[[AppContext], BaseView]
    subtitle: str = ""
    order: int = 100
    tile: bool = True
    paint_tile_art: Callable[[QPainter, QRectF], None] | None = None
    modes: tuple[str | None, ...] = field(default=(None,))
    #: The engine game this view plays and autosaves (``None`` for views without a game);
    #: on start the app offers to resume that game's autosave through ``resume_autosave``.
    game: str | None = None

    def translated_title(self) -> str:
        return QCoreApplication.translate("views", self.title)

    def translated_subtitle(self) -> str:
        return QCoreApplication.translate("views", self.subtitle) if self.subtitle else ""


def _lazy(path: str) -> Callable[[AppContext], BaseView]:
    """A factory that imports ``module:Class`` only when the view is first opened (fast start-up)."""
    module, _, name = path.partition(":")

    def make(context: AppContext) -> BaseView:
        return getattr(importlib.import_module(module), name)(context)

    make.__qualname__ = f"open {path}"
    return make


@functools.cache
def _views() -> tuple[ViewSpec, ...]:
    from app.art import tile_art

    return (
        ViewSpec(id="home", title="Home", factory=_lazy("app.views.home:HomeView"), order=0, tile=False),
        ViewSpec(
            id="recto_verso",
            title="Recto Verso",
            subtitle="Rebuild the building from its front and back: puzzle, party, co-op ladder",
            factory=_lazy("app.recto_verso.view:RectoVersoView"),
            order=10,
            paint_tile_art=tile_art.paint_isometric_building,
            modes=(None, "puzzle", "party", "ladder"),
            game="recto_verso",
        ),
        ViewSpec(
            id="verso",
            title="Verso",
            subtitle="Draw or flip, bank series, build the square — 1 to 6 players or solo",
            factory=_lazy("app.verso.view:VersoTableView"),
            order=20,
            paint_tile_art=tile_art.paint_cards_flip,
            modes=(None, "solo", "end"),
            game="verso",
        ),
        ViewSpec(
            id="revorso",
            title="Revorso",
            subtitle="Draw, remember, recite backwards — push your luck",
            factory=_lazy("app.revorso.view:RevorsoTableView"),
            order=30,
            paint_tile_art=tile_art.paint_memory_row,
            modes=(None, "memory", "end"),
            game="revorso",
        ),
        ViewSpec(
            id="dj05135",
            title="DJ05135",
            subtitle="You see one side of your animals, the others see the other",
            factory=_lazy("app.dj05135.view:DJ05135TableView"),
            order=40,
            paint_tile_art=tile_art.paint_animal_cards,
            modes=(None, "cover", "end"),
            game="dj05135",
        ),
        ViewSpec(
            id="rules",
            title="Rules & setup",
            subtitle="Rules in four languages, setup checklists, timers and score keeping",
            factory=_lazy("app.assistant.view:AssistantView"),
            order=50,
            paint_tile_art=tile_art.paint_book,
            modes=(None, "setup", "stopwatch", "ladder", "partners", "scores"),
        ),
        ViewSpec(
            id="print",
            title="Print & play",
            subtitle="Every deck, building card, score sheet and player aid as PDF",
            factory=_lazy("app.printing.view:PrintView"),
            order=60,
            paint_tile_art=tile_art.paint_print_sheet,
            modes=(None, "done"),
        ),
    )


def load_views() -> list[ViewSpec]:
    """Every view of the app, in tile order. A new view adds its spec to ``_views``."""
    return sorted(_views(), key=lambda spec: spec.order)


def view_spec(view_id: str) -> ViewSpec:
    return next(spec for spec in _views() if spec.id == view_id)


# Titles of the views, listed so translation tools find them.
_TITLES = [
    QCoreApplication.translate("views", "Home"),
    QCoreApplication.translate("views", "Recto Verso"),
    QCoreApplication.translate(
        "views", "Rebuild the building from its front and back: puzzle, party, co-op ladder"
    ),
    QCoreApplication.translate("views", "Verso"),
    QCoreApplication.translate(
        "views", "Draw or flip, bank series, build the square — 1 to 6 players or solo"
    ),
    QCoreApplication.translate("views", "Print & play"),
    QCoreApplication.translate("views", "Every deck, building card, score sheet and player aid as PDF"),
    QCoreApplication.translate("views", "DJ05135"),
    QCoreApplication.translate("views", "You see one side of your animals, the others see the other"),
    QCoreApplication.translate("views", "Revorso"),
    QCoreApplication.translate("views", "Draw, remember, recite backwards — push your luck"),
    QCoreApplication.translate("views", "Rules & setup"),
    QCoreApplication.translate(
        "views", "Rules in four languages, setup checklists, timers and score keeping"
    ),
]
