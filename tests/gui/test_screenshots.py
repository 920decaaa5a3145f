"""The README's screenshots come from the real app: the script that takes them keeps working."""

from __future__ import annotations

from PySide6.QtGui import QImage

from cardnight_desk.gui.screenshots import SIZE, VIEWS, take


def test_screenshots_of_every_main_view(tmp_path):
    saved = take(tmp_path)
    assert [p.stem for p in saved] == [name for name, _, _ in VIEWS]
    for path in saved:
        image = QImage(str(path))
        assert (image.width(), image.height()) == SIZE
        assert len({image.pixel(x, y) for x in range(0, SIZE[0], 40) for y in range(0, SIZE[1], 40)}) > 3
