"""A knockout's rounds as the printed bracket shows them: entrants by name, byes, winners so far."""

from __future__ import annotations

import pytest

from cardnight_desk.services import draws, scores
from cardnight_desk.services.bracket_view import knockout_rounds
from cardnight_desk.services.errors import NotFound
from tests.services.builders import bhukhar_event, competition_with_teams, match_28


def test_the_rounds_by_name_with_byes_and_the_winners_so_far(event_target):
    desk = bhukhar_event(event_target, ["X"])
    competition_with_teams(desk, "28 cup", "28", ["Kochi", "Thrissur", "Kannur"])
    (table,) = draws.draw_next_round(desk, "28 cup", seed=5).tables
    a, b = table.entrants
    scores.enter_sheet(desk, "28 cup", 1, table.table, match_28(a, b, b), confirm=True)
    first, final = knockout_rounds(desk, "28 cup")
    (bye,) = [m for m in first if m.bye]
    (played,) = [m for m in first if not m.bye]
    assert bye.bottom is None and bye.winner == bye.top
    assert (played.top, played.bottom, played.winner) == (a, b, b)
    assert {final[0].top, final[0].bottom} == {bye.top, b} and final[0].winner is None
    with pytest.raises(NotFound, match="'Bhukhar' has no knockout bracket drawn yet"):
        knockout_rounds(desk, "Bhukhar")
    desk.close()
