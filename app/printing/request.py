"""What the user asked to print, as one value the worker and the preview both read."""

from __future__ import annotations

from dataclasses import dataclass, field

from export.bundle import PARTS, PlannedFile, plan_files
from export.decks import GAMES
from export.pdf.layout import PrintOptions

__all__ = ["PrintRequest"]


@dataclass(frozen=True)
class PrintRequest:
    games: tuple[str, ...] = GAMES
    parts: tuple[str, ...] = PARTS
    options: PrintOptions = field(default_factory=PrintOptions)
    lang: str = "en"
    #: also write a PNG of every distinct card face at this resolution
    png_dpi: float | None = None

    def files(self) -> list[PlannedFile]:
        return plan_files(self.games, self.options, self.lang, self.parts)
