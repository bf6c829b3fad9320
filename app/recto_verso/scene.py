"""The board's picture of a session: the placed pieces, the held piece's ghost and the cursor."""

from __future__ import annotations

from dataclasses import replace

from app.recto_verso.iso import Block, Scene
from app.recto_verso.marks import mark
from app.recto_verso.messages import translate
from engines.recto_verso.builder import BuilderSession
from engines.recto_verso.pieces import piece

__all__ = ["building_scene", "without_hand"]


def building_scene(session: BuilderSession, hover_piece: str | None, letters: bool) -> Scene:
    """What the board paints; the ghost is tinted when the piece cannot go where it is."""
    state = session.state
    blocks: list[Block] = []
    if state is not None:
        for name, cells in state.placed.items():
            info = piece(name)
            highlight = name == hover_piece
            blocks.extend(Block(cell, info.colour, mark(name), name, highlight=highlight) for cell in cells)
        held = session.ghost()
        if held is not None:
            info = piece(held.piece)
            blocks.extend(
                Block(c, info.colour, mark(info.name), info.name, ghost=True, invalid=not held.allowed)
                for c in held.cells
            )
    return Scene(
        tuple(blocks),
        cursor=session.anchor if session.can_build() else None,
        show_letters=letters,
        front_label=translate("RectoVersoView", "FRONT · RECTO"),
        back_label=translate("RectoVersoView", "BACK · VERSO"),
    )


def without_hand(scene: Scene) -> Scene:
    """The building alone, without the held piece's ghost or the cursor (the partner's window)."""
    return replace(scene, blocks=tuple(b for b in scene.blocks if not b.ghost), cursor=None)
