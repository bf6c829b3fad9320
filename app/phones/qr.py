"""The table's address as a QR code picture, drawn in memory (segno; nothing goes on the network)."""

from __future__ import annotations

import io

import segno
from PySide6.QtGui import QPixmap

__all__ = ["QR_BORDER", "qr_code", "qr_pixmap"]

#: Quiet modules around the code: phones' readers need a light margin to find it.
QR_BORDER = 2


def qr_code(url: str) -> segno.QRCode:
    """The code phones scan; medium error correction survives a projector's glare."""
    return segno.make(url, error="m", micro=False)


def qr_pixmap(code: segno.QRCode, side_px: int) -> QPixmap:
    """``code`` as a sharp picture at most ``side_px`` wide: whole pixels per module, no blur."""
    modules = code.symbol_size(scale=1, border=QR_BORDER)[0]
    scale = max(1, side_px // modules)
    buffer = io.BytesIO()
    code.save(buffer, kind="png", scale=scale, border=QR_BORDER, dark="#000000", light="#ffffff")
    pixmap = QPixmap()
    pixmap.loadFromData(buffer.getvalue(), "PNG")
    return pixmap
