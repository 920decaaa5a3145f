"""The window's registry of per-game parts (gui/games): every part belongs to a game the desk runs, and every
game can be run from the window: its sheets typed in at the Scores desk, or a desk of its own."""

from __future__ import annotations

import pytest

from cardnight_desk.domain.games import GAMES
from cardnight_desk.gui.games import DESK_AREAS, SCORE_FORMS
from cardnight_desk.gui.sheet_forms.layout import LayoutForm


def test_every_part_belongs_to_a_game_the_desk_runs():
    assert set(SCORE_FORMS) | set(DESK_AREAS) <= set(GAMES)


@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_game_is_entered_at_the_scores_desk_or_at_its_own(game):
    found = GAMES[game]
    if found.drawn_in_rounds:
        sides = [f"Side {n}" for n in range(1, (found.exact_sides or 3) + 1)]
        assert game in SCORE_FORMS or LayoutForm.fits(game, found.with_defaults({}), sides)
    else:
        assert game in DESK_AREAS
