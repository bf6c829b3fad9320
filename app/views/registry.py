"""Where views register themselves, so the shell never changes when a view is added.

A view module defines ``SPEC = ViewSpec(...)`` and is listed in ``VIEW_MODULES``; the home
screen shows one tile per spec with ``tile=True``, in ``order``.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QRectF
from PySide6.QtGui import QPainter

if TYPE_CHECKING:
    from app.context import AppContext
    from app.views.base import BaseView

__all__ = ["VIEW_MODULES", "ViewSpec", "load_views"]

#: Every view of the app, home first.
VIEW_MODULES: tuple[str, ...] = (
    "app.views.home",
    "app.recto_verso.view",
    "app.verso.view",
    "app.printing.view",
    "app.dj05135.view",
    "app.revorso.view",
    "app.assistant.view",
)


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


def load_views() -> list[ViewSpec]:
    specs = [importlib.import_module(name).SPEC for name in VIEW_MODULES]
    return sorted(specs, key=lambda spec: spec.order)


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
