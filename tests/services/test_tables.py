"""Finding a round's tables: by round and label, by the printed sheet number, and the score desk's list."""

from __future__ import annotations

import pytest
from sqlalchemy import event

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


def test_a_table_its_sheet_and_whether_it_is_final_are_read_in_one_query(desk):
    scores.enter_sheet(desk, "Bhukhar", 1, "1", bhukhar_sheet("Lions", "Tigers"))
    statements: list[str] = []

    def seen(_conn, _cursor, statement, *_args) -> None:
        statements.append(statement)

    with desk.store.session() as s:
        event.listen(desk.store.engine, "before_cursor_execute", seen)
        comp, rnd, table, row, final = tables.locate_sheet(s, "Bhukhar", 1, "1")
        _, _, other, missing, _ = tables.locate_sheet(s, "Bhukhar", 1, "2")
        event.remove(desk.store.engine, "before_cursor_execute", seen)
        assert (comp.name, rnd.number, table.label, other.label) == ("Bhukhar", 1, "1", "2")
        assert row is not None and row.sheet["teams"] and missing is None and final is False
    assert len(statements) == 2
    with pytest.raises(NotFound, match=r"has no table 9 \(tables: 1, 2\)"):
        with desk.store.session() as s:
            tables.locate_sheet(s, "Bhukhar", 1, "9")
