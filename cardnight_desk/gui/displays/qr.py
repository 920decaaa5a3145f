"""A QR code on the screen: the players' page address as an image a phone reads off the desk or the hall board.

The code is made by segno (already what the printed sheets' codes are made with), dark on white with its quiet
zone of four modules, each module a whole number of pixels so its edges stay sharp.
"""

from __future__ import annotations

import io

from PySide6.QtGui import QImage, QPixmap

QUIET_ZONE = 4  # modules of white around the code, as the QR standard asks


def qr_image(text: str, side: int) -> QImage:
    """The QR code of ``text`` as an image about ``side`` pixels square (each module a whole number of pixels,
    at least two)."""
    import segno

    code = segno.make_qr(text, error="m")
    modules = code.symbol_size(border=QUIET_ZONE)[0]
    buffer = io.BytesIO()
    code.save(buffer, kind="png", scale=max(2, round(side / modules)), border=QUIET_ZONE)
    return QImage.fromData(buffer.getvalue(), "PNG")


def qr_pixmap(text: str, side: int) -> QPixmap:
    return QPixmap.fromImage(qr_image(text, side))
