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

from app.games import game_subtitle, game_title
from engines.manifest import GameSpec, game_specs

if TYPE_CHECKING:
    from app.context import AppContext
    from app.views.base import BaseView

__all__ = ["ViewSpec", "load_views"]


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
        if self.game is not None:
            return game_title(self.game)
        return QCoreApplication.translate("views", self.title)

    def translated_subtitle(self) -> str:
        if self.game is not None:
            return game_subtitle(self.game)
        return QCoreApplication.translate("views", self.subtitle) if self.subtitle else ""


def _lazy(path: str) -> Callable[[AppContext], BaseView]:
    """A factory that imports ``module:Class`` only when the view is first opened (fast start-up)."""
    module, _, name = path.partition(":")

    def make(context: AppContext) -> BaseView:
        return getattr(importlib.import_module(module), name)(context)

    make.__qualname__ = f"open {path}"
    return make


def _game_view(spec: GameSpec) -> ViewSpec:
    """A game's view, read from its manifest: adding a game adds its tile, menu entry and screenshots."""
    from app.art import tile_art

    return ViewSpec(
        id=spec.id,
        title=str(spec.name),
        subtitle=str(spec.subtitle),
        factory=_lazy(spec.view) if spec.view else _plain(spec.id),
        order=spec.order,
        paint_tile_art=getattr(tile_art, spec.tile_art) if spec.tile_art else None,
        modes=spec.view_modes,
        game=spec.id,
    )


def _plain(game: str) -> Callable[[AppContext], BaseView]:
    """A game with no view of its own plays on the plain table (imported when first opened)."""

    def make(context: AppContext) -> BaseView:
        from app.table.plain_view import PlainTableView

        return PlainTableView(context, game)

    make.__qualname__ = f"open the plain table of {game}"
    return make


@functools.cache
def _views() -> tuple[ViewSpec, ...]:
    from app.art import tile_art

    return (
        ViewSpec(id="home", title="Home", factory=_lazy("app.views.home:HomeView"), order=0, tile=False),
        *(_game_view(spec) for spec in game_specs()),
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


# Titles of the views that are not games, listed so translation tools find them (the games'
# names and descriptions come from their manifests, through the engine catalogue).
_TITLES = [
    QCoreApplication.translate("views", "Home"),
    QCoreApplication.translate("views", "Print & play"),
    QCoreApplication.translate("views", "Every deck, building card, score sheet and player aid as PDF"),
    QCoreApplication.translate("views", "Rules & setup"),
    QCoreApplication.translate(
        "views", "Rules in four languages, setup checklists, timers and score keeping"
    ),
]
