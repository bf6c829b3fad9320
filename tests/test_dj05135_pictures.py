"""DJ05135 pictures on screen: the round pictures are big enough on the table at full HD,
and the "Pictures" legend shows each picture itself beside its words."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication

from app.dj05135.words import card_word
from engines.dj05135.cards import PICTOGRAMS
from export.art.dj05135 import dj_face
from export.art.primitives import Ellipse, Group

#: The smallest a round picture may be painted on the table at 1920×1080, in pixels.
MIN_PICTURE_PX = 14


def badge_rect(animal: str, kind: str) -> tuple[float, float, QRectF]:
    """(card width, card height, the badge's rectangle) in the card drawing's units."""
    drawing = dj_face(animal, kind)
    for outer in drawing.items:
        if isinstance(outer, Group) and outer.items and isinstance(outer.items[0], Group):
            inner = outer.items[0]
            if inner.role == f"pictogram:{kind}":
                circle = inner.items[0]
                assert isinstance(circle, Ellipse)
                x, y = outer.translate
                return (
                    drawing.width,
                    drawing.height,
                    QRectF(x - circle.rx, y - circle.ry, 2 * circle.rx, 2 * circle.ry),
                )
    raise AssertionError(f"no {kind} badge on the {animal} card")


def settle() -> None:
    for _ in range(4):
        QApplication.processEvents()


def test_every_round_picture_on_the_table_is_at_least_14_px_at_full_hd(main_window) -> None:  # type: ignore[no-untyped-def]
    main_window.resize(1920, 1080)
    settle()
    assert main_window.show_view("dj05135")
    view = main_window.view("dj05135")
    view.set_mode(None)
    settle()
    measured = []
    for sprite in view.scene.sprites.values():
        face = sprite.face
        if not sprite.isVisible() or face is None or face.pictogram is None:
            continue
        width, height, badge = badge_rect(face.animal, face.pictogram)
        card = sprite.card_rect()
        scale_x, scale_y = card.width() / width, card.height() / height
        in_card = QRectF(
            card.left() + badge.left() * scale_x,
            card.top() + badge.top() * scale_y,
            badge.width() * scale_x,
            badge.height() * scale_y,
        )
        painted = view.table.mapFromScene(sprite.mapToScene(in_card)).boundingRect()
        measured.append((sprite.zone, painted.height()))
    zones = {zone for zone, _ in measured}
    assert {"opponent", "centre", "hand"} <= zones, zones
    smallest = min(h for _, h in measured)
    assert smallest >= MIN_PICTURE_PX, measured


def test_the_legend_shows_each_picture_beside_its_words(main_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    assert main_window.show_view("dj05135")
    view = main_window.view("dj05135")
    view.set_mode(None)
    settle()
    legend = view.legend
    assert not legend.pictures[PICTOGRAMS[0]].isVisible()
    qtbot.mouseClick(legend.toggle, Qt.MouseButton.LeftButton)
    settle()
    images: list[QImage] = []
    for kind in PICTOGRAMS:
        picture, words = legend.pictures[kind], legend.words[kind]
        assert picture.isVisible() and words.isVisible()
        pixmap = picture.pixmap()
        assert not pixmap.isNull() and pixmap.deviceIndependentSize().height() >= 24
        assert card_word(kind) in words.text()
        # The picture stands on the words' line, to their left.
        assert picture.geometry().right() < words.geometry().left()
        assert abs(picture.geometry().top() - words.geometry().top()) < words.height()
        images.append(pixmap.toImage())
    # Six different pictures, each with dark ink on a white badge.
    assert len({bytes(image.constBits()) for image in images}) == len(PICTOGRAMS)
    for image in images:
        centre = image.pixelColor(image.width() // 2, image.height() // 2)
        dark = sum(
            1
            for x in range(image.width())
            for y in range(image.height())
            if image.pixelColor(x, y).alpha() > 200 and image.pixelColor(x, y).lightness() < 80
        )
        assert dark > 10, "the pictogram's ink is painted"
        assert centre.alpha() > 0
    qtbot.mouseClick(legend.toggle, Qt.MouseButton.LeftButton)
    assert not legend.pictures[PICTOGRAMS[0]].isVisible()
