"""The printed documents' data: what each document accepts and refuses."""

from __future__ import annotations

import pytest

from cardnight_desk.io.pdf.data import EventHeader, Paper, PrintDataError, Seat, TableSeating
from cardnight_desk.io.pdf.results_data import Bracket, Match, StandingRow, Standings, place_words
from tests.io.pdf.night import DATE, MALAYALAM, NIGHT, bhukhar_standings, header, night_round


def test_paper_parses_setting_values():
    assert Paper.parse("A4") is Paper.A4
    assert Paper.parse(" letter ") is Paper.LETTER
    assert Paper.LETTER.size == pytest.approx((612, 792))
    with pytest.raises(PrintDataError, match="legal"):
        Paper.parse("legal")


def test_header_refuses_unknown_game():
    with pytest.raises(PrintDataError, match="chess"):
        EventHeader(NIGHT, DATE, "x", "chess")


def test_team_table_sides_are_its_teams_in_seat_order_ev3():
    table = night_round("bhukhar", tables=1).tables[0]
    assert table.sides() == ("Kochi Lions", "Thrissur Tigers")
    assert night_round("rummy", tables=1).tables[0].sides()[0] == MALAYALAM


def test_same_seat_twice_is_refused():
    with pytest.raises(PrintDataError, match="same seat"):
        TableSeating("1", "S1", (Seat(1, "A"), Seat(1, "B")))


def test_round_setting_falls_back_to_catalog_default():
    data = night_round("rummy", target=230)
    assert data.setting("target") == 230
    assert data.setting("max_deals") == 12


def test_shared_places_bh8():
    assert bhukhar_standings().shared_places() == {4}


def test_standings_rows_need_the_same_columns():
    with pytest.raises(PrintDataError, match="same tiebreak"):
        Standings(header("bhukhar"), (StandingRow(1, "A", (("Master", 2),)), StandingRow(2, "B", ())))


@pytest.mark.parametrize("matches", [3, 6, 64])
def test_bracket_first_round_must_be_power_of_two_up_to_64_entries(matches):
    with pytest.raises(PrintDataError):
        Bracket(header("28"), (tuple(Match(f"A{i}", f"B{i}") for i in range(matches)),))


def test_bracket_winner_must_have_played():
    with pytest.raises(PrintDataError, match="did not play"):
        Match("A", "B", winner="C")


def test_bye_has_no_opponent_and_goes_through():
    assert Match("A", bye=True).advancing() == "A"
    with pytest.raises(PrintDataError, match="bye"):
        Match("A", "B", bye=True)


@pytest.mark.parametrize(
    "place, words",
    [
        (1, "Winner"),
        (2, "Runner-up"),
        (3, "Third place"),
        (4, "4th place"),
        (11, "11th place"),
        (22, "22nd place"),
    ],
)
def test_place_words(place, words):
    assert place_words(place) == words


def test_every_document_names_its_data_class():
    from cardnight_desk.io.pdf import data, results_data
    from cardnight_desk.io.pdf.documents import DOCUMENTS

    kinds = {what: doc.data for what, doc in DOCUMENTS.items()}
    assert kinds["score-sheets"] is kinds["seating"] is data.RoundSeating
    assert kinds["standings"] is results_data.Standings
    assert kinds["bracket"] is results_data.Bracket
    assert kinds["results"] is results_data.FinalResults
    assert kinds["certificates"] is results_data.Certificates
