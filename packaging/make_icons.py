"""Render the app icon (``resources/icons/rectoverso-studio.svg``) to PNG, ICO and ICNS-ready sizes.

Run by ``make package`` and ``make install-desktop``; the PNGs are build output and are not
committed. Usage: ``python packaging/make_icons.py OUT_DIR``.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

SIZES = (16, 24, 32, 48, 64, 128, 256, 512, 1024)  # 1024: the 512 px @2x of a macOS icon


def main(out: Path) -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QRectF, Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    from resources import resource_path

    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    renderer = QSvgRenderer(str(resource_path("icons", "rectoverso-studio.svg")))
    if not renderer.isValid():
        print("make_icons: the SVG icon could not be read", file=sys.stderr)
        return 1
    out.mkdir(parents=True, exist_ok=True)
    images = []
    for size in SIZES:
        image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        renderer.render(painter, QRectF(0, 0, size, size))
        painter.end()
        image.save(str(out / f"rectoverso-studio-{size}.png"))
        images.append(image)
    # A Windows icon with the usual sizes, through Pillow.
    from PIL import Image

    png_256 = Image.open(out / "rectoverso-studio-256.png")
    png_256.save(out / "rectoverso-studio.ico", sizes=[(s, s) for s in (16, 24, 32, 48, 64, 128, 256)])
    del app
    print(f"icons written to {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1] if len(sys.argv) > 1 else "build/icons")))
