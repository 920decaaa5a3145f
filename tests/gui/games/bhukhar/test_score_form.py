"""The Bhukhar form asks for the boxes the printed sheet has: the same fields, of the same kind, in the same
order as the game's sheet layout, and the same ways the game can end."""

from __future__ import annotations

from tests.gui.games.sheet_boxes import desk_form, form_fields, layout_fields


def test_the_form_asks_for_the_printed_sheets_boxes(qtbot):
    assert form_fields(desk_form(qtbot, "bhukhar")) == layout_fields("bhukhar")
