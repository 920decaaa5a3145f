"""What 28 answers the desk: a knockout or a round robin by its format; each team's game points and a
finished match's winner from a result."""

from __future__ import annotations

import pytest

from cardnight_desk.domain.games.twenty_eight.game import GAME


@pytest.mark.parametrize(
    ("settings", "method"), [({}, "knockout"), ({"format": "round_robin"}, "round_robin")]
)
def test_the_format_setting_is_the_draw_method(settings, method):
    assert GAME.draw_method(GAME.with_defaults(settings), True) == method


def test_a_win_counts_only_in_a_finished_match():
    finished = {"totals": {"Kochi": 7, "Kannur": 3}, "status": "finished", "winner": "Kochi"}
    playing = finished | {"status": "in_progress"}
    assert GAME.entrant_figures(finished) == [("Kochi", 0, 0, 7, 1), ("Kannur", 0, 0, 3, 0)]
    assert GAME.entrant_figures(playing) == [("Kochi", 0, 0, 7, 0), ("Kannur", 0, 0, 3, 0)]
    assert GAME.entrant_figures({"totals": {"Kochi": 7}}) == []
