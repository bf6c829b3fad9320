"""Every kind of card face the art modules draw, for tests that walk them all."""

from __future__ import annotations

from export.art.building_card import building_card_side
from export.art.dj05135 import ANIMALS, PICTOGRAMS, dj_face
from export.art.primitives import Drawing
from export.art.revorso import KINDS, revorso_back, revorso_face
from export.art.verso import COLOURS, verso_face


def all_faces() -> dict[str, Drawing]:
    faces: dict[str, Drawing] = {}
    for colour in COLOURS:
        for value in (1, 2, 3, 4, 5, 6, "*"):
            for points in (1, 3):
                faces[f"verso {colour} {value} {points}"] = verso_face(colour, value, points)
    for kind in KINDS:
        faces[f"revorso {kind}"] = revorso_face(kind)
    faces["revorso back"] = revorso_back()
    for animal in ANIMALS:
        for picto in (None, *PICTOGRAMS):
            faces[f"dj {animal} {picto}"] = dj_face(animal, picto)
    faces["rv easy front"] = building_card_side("E01", "easy", "front", ["..Y.", "..Y.", "GGBY", "KWEN"])
    faces["rv hard back"] = building_card_side("H01", "hard", "back", ["R...", "RPPO", "RVVO"])
    return faces
