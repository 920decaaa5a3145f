"""What is printed, read from the event: standings and results in the desk's words."""

from __future__ import annotations

import pytest

from cardnight_desk.domain.games import GAMES
from cardnight_desk.io.printing import document_data, final_results, standings_data
from cardnight_desk.services import draws, scores
from tests.services.builders import bhukhar_event, bhukhar_sheet, competition_with_teams, match_28


@pytest.fixture
def night(tmp_path):
    desk = bhukhar_event(str(tmp_path / "night.cardnight"), ["Lions", "Tigers", "Bears", "Wolves"])
    view = draws.draw_next_round(desk, "Bhukhar", seed=8)
    for t in view.tables:
        scores.enter_sheet(desk, "Bhukhar", 1, t.table, bhukhar_sheet(*t.entrants), confirm=True)
    competition_with_teams(desk, "28 cup", "28", ["Kochi", "Thrissur", "Kannur", "Kollam"])
    first = draws.draw_next_round(desk, "28 cup", seed=2)
    for t in first.tables:
        scores.enter_sheet(desk, "28 cup", 1, t.table, match_28(*t.entrants, t.entrants[0]), confirm=True)
    yield desk
    desk.close()


def test_standings_are_headed_in_the_games_words(night):
    assert standings_data(night, "Bhukhar").column_headers == ("Master points", "Bonus points", "Game score")
    assert set(standings_data(night, "28 cup").column_headers) <= {
        "Round reached",
        "Matches won",
        "Game points",
    }
    assert document_data(night, "standings", "Bhukhar").column_headers[0] == "Master points"


def test_results_say_what_decided_a_place_in_words(night):
    details = [p.detail for c in final_results(night).competitions for p in c.placings]
    assert details and all(
        any(words in d for words in ("Master points", "Matches won", "Round reached")) for d in details
    )
    # each part ("Master points 3") begins with a word, never a code ("master 3")
    assert all(part[0].isupper() for d in details for part in d.split(", "))


def test_every_game_with_standings_names_its_columns():
    """Each game's standings columns have their words (the codes are those its standings tables use)."""
    named = {game.id: set(game.column_titles) for game in GAMES.values()}
    assert named["bhukhar"] == {"master", "bonus", "score"}
    assert named["bukharo"] == {"score"}
    assert named["28"] == {"reached", "won", "points"}
    assert named["rummy"] == {"round", "position", "total", "out_after_deal"}
    assert all(
        title[0].isupper() and "_" not in title for g in GAMES.values() for title in g.column_titles.values()
    )


def test_standings_and_results_carry_the_historys_head_as_it_is_when_they_are_read(night):
    """The printed standings and results witness the history: the number and hash of its newest change, read
    with them (the footer of every page prints it)."""
    from cardnight_desk.services import history

    seq, digest = history.head(night)
    assert seq == len(history.list_changes(night)) and history.list_changes(night, limit=1)[0].hash == digest
    assert standings_data(night, "Bhukhar").head == (seq, digest)
    assert final_results(night).head == (seq, digest)
