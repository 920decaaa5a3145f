"""The Bhukhar form asks for the boxes the printed sheet has: the same fields, of the same kind, in the same
order as the game's sheet layout, and the same ways the game can end."""

from __future__ import annotations

from cardnight_desk.gui.games.bhukhar.score_form import BhukharForm
from tests.gui.games.sheet_boxes import form_fields, layout_fields


def test_the_form_asks_for_the_printed_sheets_boxes():
    assert form_fields(BhukharForm) == layout_fields("bhukhar")
