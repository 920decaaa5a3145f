"""Finding a round's tables: by round and label, by the printed sheet number, and the score desk's list."""

from __future__ import annotations

import pytest
from sqlalchemy import event, select

from cardnight_desk.services import scores, tables
from cardnight_desk.services.errors import NotFound, Refusal
from cardnight_desk.services.seats import seated
from cardnight_desk.services.sheet_status import SheetStatus
from cardnight_desk.store.models import Round
from tests.services.builders import add_round, bhukhar_sheet, two_tables


@pytest.fixture
def desk(event_target):
    d = two_tables(event_target)
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
    assert found == tables.round_tables(desk, "Bhukhar", 1)[1]  # seats and sheet status as the round's list
    with pytest.raises(NotFound, match="no table has the sheet number 'X1'"):
        tables.find_sheet_number(desk, "X1")


def test_a_sheet_number_typed_in_small_letters_finds_its_table(desk):
    number = tables.round_tables(desk, "Bhukhar", 1)[1].sheet_number
    assert number != number.lower()  # letters in it: C1R1T2
    assert tables.find_sheet_number(desk, number.lower()) == tables.round_tables(desk, "Bhukhar", 1)[1]


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


def test_a_sheet_being_entered_reads_its_table_and_seats_in_one_statement(desk):
    """The save reads the table, its stored sheet, whether a penalty was given there and who sits there at
    once; the seats asked for afterwards in the same unit of work are those, read again from nothing."""
    statements: list[str] = []

    def seen(_conn, _cursor, statement, *_args) -> None:
        statements.append(statement)

    with desk.store.session() as s:
        event.listen(desk.store.engine, "before_cursor_execute", seen)
        comp, rnd, table, row, final, penalised = tables.locate_entry(s, "Bhukhar", 1, "2")
        entrants, seats = seated(s, table)
        event.remove(desk.store.engine, "before_cursor_execute", seen)
        assert (comp.name, comp.game, rnd.number, table.label, row, final, penalised) == (
            "Bhukhar",
            "bhukhar",
            1,
            "2",
            None,
            False,
            False,
        )
    assert len(statements) == 1
    listed = tables.round_tables(desk, "Bhukhar", 1)[1]  # read by the seats' own query
    assert (entrants, seats) == (listed.entrants, listed.seats)
    assert entrants == ("Bears", "Wolves") and seats[0] == (1, "Bears 1", "Bears")


def test_a_stored_sheet_is_read_with_its_table_as_the_sessions_own(desk):
    """Once the table has a sheet, the save's competition, round, table and sheet are the session's: changing
    the sheet writes it (with its version), and nothing else is read to keep its figures."""
    scores.enter_sheet(desk, "Bhukhar", 1, "1", bhukhar_sheet("Lions", "Tigers"))
    with desk.store.session() as s:
        comp, rnd, table, row, final, _ = tables.locate_entry(s, "Bhukhar", 1, "1")
        assert row is not None and row.version == 1 and row.sheet["teams"]
        assert all(obj in s for obj in (comp, rnd, table, row)) and not final
        statements: list[str] = []

        def seen(_conn, _cursor, statement, *_args) -> None:
            statements.append(statement)

        event.listen(desk.store.engine, "before_cursor_execute", seen)
        row.status = SheetStatus.CONFIRMED
        s.flush()
        event.remove(desk.store.engine, "before_cursor_execute", seen)
    assert not any(text.lstrip().startswith("SELECT") for text in statements)
    assert scores.get_sheet(desk, "Bhukhar", 1, "1").version == 2


def test_a_rounds_final_table_follows_its_draw(desk):
    """Whether the round's table is the final one is kept beside the draw, whenever the draw is set."""
    with desk.store.session() as s:
        rnd = s.scalars(select(Round)).one()
        rnd.draw = {**rnd.draw, "draw": {"final": True, "tables": []}}
    with desk.store.session() as s:
        assert tables.locate_entry(s, "Bhukhar", 1, "1")[4] is True
        assert tables.locate_sheet(s, "Bhukhar", 1, "1")[4] is True
        rnd = s.scalars(select(Round)).one()
        rnd.draw = {**rnd.draw, "draw": {"tables": []}}
    with desk.store.session() as s:
        assert tables.locate_entry(s, "Bhukhar", 1, "1")[4] is False


def test_the_score_desks_list_reads_every_tables_seats_at_once_as_each_table_alone(desk):
    add_round(desk, 2, [("Lions", "Bears"), ("Tigers", "Wolves")])
    statements: list[str] = []

    def seen(_conn, _cursor, statement, *_args) -> None:
        statements.append(statement)

    event.listen(desk.store.engine, "before_cursor_execute", seen)
    listed = tables.round_tables(desk, "Bhukhar", 2)
    event.remove(desk.store.engine, "before_cursor_execute", seen)
    with desk.store.session() as s:
        rnd = s.scalars(select(Round).where(Round.number == 2)).one()
        alone = [seated(s, t) for t in rnd.tables]
    assert [(t.entrants, t.seats) for t in listed] == alone
    assert listed[0].entrants == ("Lions", "Bears") and len(listed[0].seats) == 6
    assert len(statements) == 5  # the competition, the round, its tables, their sheets, their seats
