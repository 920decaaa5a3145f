"""What the Event area's tests share."""

from __future__ import annotations

import pytest


@pytest.fixture
def laid_out_widths(monkeypatch) -> list[float]:
    """The widths the settings cells' texts are laid out at from now on (``wrapped_cells.text_layout``), in
    order, each layout still made."""
    from cardnight_desk.gui.event import wrapped_cells

    widths: list[float] = []
    real = wrapped_cells.text_layout

    def counted(text, font, width, colour=None):
        widths.append(width)
        return real(text, font, width, colour)

    monkeypatch.setattr(wrapped_cells, "text_layout", counted)
    return widths
