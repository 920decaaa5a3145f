"""A competition is not drawn past its end: a Swiss league that has all its planned rounds, or one the organiser
closed, is refused another round with one sentence, and nothing changes; redrawing a round it has stays
allowed."""

from __future__ import annotations

import pytest

from cardnight_desk.services import draws, progress, scores
from cardnight_desk.services.errors import Refusal
from cardnight_desk.services.history import list_changes
from tests.services.builders import bhukhar_event, bhukhar_sheet
from tests.services.test_draws import _round_as_stored

TEAMS = ["Lions", "Tigers", "Bears", "Wolves"]


def _play(desk, view):
    for table in view.tables:
        scores.enter_sheet(
            desk, "Bhukhar", view.number, table.table, bhukhar_sheet(*table.entrants), confirm=True
        )


def _refused_and_unchanged(desk, match: str) -> None:
    before, changes = _round_as_stored(desk, "Bhukhar"), len(list_changes(desk))
    with pytest.raises(Refusal, match=match) as err:
        draws.draw_next_round(desk, "Bhukhar", seed=9)
    assert "\n" not in err.value.message
    assert _round_as_stored(desk, "Bhukhar") == before and len(list_changes(desk)) == changes


def test_a_swiss_league_is_not_drawn_past_its_planned_rounds(event_target):
    desk = bhukhar_event(event_target, TEAMS, {"rounds": 2})
    _play(desk, draws.draw_next_round(desk, "Bhukhar", seed=1))
    second = draws.draw_next_round(desk, "Bhukhar", seed=2)
    # a third round is refused whether or not the second is played yet
    _refused_and_unchanged(
        desk,
        r"^Bhukhar has its 2 planned rounds; raise its rounds to draw another \(Settings… in the Event area, "
        r"or competition set … rounds=N\)$",
    )
    again = draws.redraw_round(desk, "Bhukhar", 2, seed=3)  # the last planned round may still be redrawn
    assert again.number == 2 and again.seed == 3 and again.to_json() != second.to_json()
    _play(desk, again)
    _refused_and_unchanged(desk, r"^Bhukhar has its 2 planned rounds; ")
    desk.close()


def test_one_planned_round_is_said_in_the_singular(tmp_path):
    desk = bhukhar_event(str(tmp_path / "e.cardnight"), TEAMS, {"rounds": 1})
    draws.draw_next_round(desk, "Bhukhar", seed=1)
    _refused_and_unchanged(desk, r"^Bhukhar has its 1 planned round; raise its rounds")
    desk.close()


def test_a_league_with_no_planned_rounds_draws_on(tmp_path):
    desk = bhukhar_event(str(tmp_path / "e.cardnight"), TEAMS)
    for number in (1, 2, 3):
        view = draws.draw_next_round(desk, "Bhukhar", seed=number)
        assert view.number == number
        _play(desk, view)
    desk.close()


def test_a_closed_competition_is_not_drawn_until_it_is_reopened(event_target):
    desk = bhukhar_event(event_target, TEAMS)
    _play(desk, draws.draw_next_round(desk, "Bhukhar", seed=1))
    progress.close_competition(desk, "Bhukhar", "time is up")
    _refused_and_unchanged(desk, r"^Bhukhar is closed; reopen it to draw$")
    progress.reopen_competition(desk, "Bhukhar")
    assert draws.draw_next_round(desk, "Bhukhar", seed=9).number == 2
    desk.close()


def test_a_closed_competition_with_no_round_is_not_drawn(tmp_path):
    desk = bhukhar_event(str(tmp_path / "e.cardnight"), TEAMS)
    progress.close_competition(desk, "Bhukhar")
    _refused_and_unchanged(desk, r"^Bhukhar is closed; reopen it to draw$")
    desk.close()
