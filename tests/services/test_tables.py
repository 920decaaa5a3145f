"""Finding a round's tables: by round and label, by the printed sheet number, and the score desk's list."""

from __future__ import annotations

import pytest

from cardnight_desk.services import scores, tables
from cardnight_desk.services.errors import NotFound, Refusal
from cardnight_desk.services.sheet_status import SheetStatus
from tests.services.builders import add_round, bhukhar_event, bhukhar_sheet


@pytest.fixture
def desk(event_target):
    d = bhukhar_event(event_target, ["Lions", "Tigers", "Bears", "Wolves"])
    add_round(d, 1, [("Lions", "Tigers"), ("Bears", "Wolves")])
    yield d
    d.close()


def test_an_unknown_table_or_round_is_refused(desk):
    with pytest.raises(Refusal, match="has no table 9"):
        scores.enter_sheet(desk, "Bhukhar", 1, "9", bhukhar_sheet("Lions", "Tigers"))
    with pytest.raises(Refusal, match="no round 4"):
        scores.enter_sheet(desk, "Bhukhar", 4, "1", bhukhar_sheet("Lions", "Tigers"))
    with pytest.raises(NotFound, match=r"has no table 9 \(tables: 1, 2\)"):
        scores.get_sheet(desk, "Bhukhar", 1, "9")


def test_round_tables_list_entrants_seats_and_where_each_sheet_stands(desk):
    scores.enter_sheet(desk, "Bhukhar", 1, "2", bhukhar_sheet("Bears", "Wolves"))
    first, second = tables.round_tables(desk, "Bhukhar", 1)
    assert (first.table, first.entrants, first.game) == ("1", ("Lions", "Tigers"), "bhukhar")
    assert first.seats[:2] == ((1, "Lions 1", "Lions"), (2, "Tigers 1", "Tigers"))
    assert (first.status, second.status) == (SheetStatus.MISSING, SheetStatus.DRAFT)
    assert second.status == "draft"  # the same words as the stored status
    assert tables.round_numbers(desk, "Bhukhar") == [1]


def test_a_printed_sheet_number_finds_its_table(desk):
    number = tables.round_tables(desk, "Bhukhar", 1)[1].sheet_number
    found = tables.find_sheet_number(desk, f"  {number} ")
    assert (found.round, found.table, found.entrants) == (1, "2", ("Bears", "Wolves"))
    with pytest.raises(NotFound, match="no table has the sheet number 'X1'"):
        tables.find_sheet_number(desk, "X1")
