"""Registration workbooks made to harm or simply wrong (``registration.py``, read row by row in
``registration_rows.py``): a million rows, cells of 100,000 characters, characters that are not text, values
of the wrong type. Each import is refused with a message naming the file, or the row and the column, and
nothing is stored."""

from __future__ import annotations

import datetime as dt
import time

import pytest
from openpyxl import Workbook

from cardnight_desk.io.excel.registration import import_workbook, read_registrations
from cardnight_desk.io.excel.registration_rows import MAX_ROWS
from cardnight_desk.services import registration as reg
from cardnight_desk.services.desk import Desk
from cardnight_desk.services.errors import Refusal
from cardnight_desk.services.events import add_competition
from tests.io.excel.test_files import HEADER_ROW, SHEET, SHEET_END, SHEET_START, crafted

TODAY = dt.date(2026, 10, 1)


@pytest.fixture
def desk(tmp_path):
    d = Desk.create(str(tmp_path / "night.cardnight"), "Night", dt.date(2026, 11, 8), who="desk")
    add_competition(d, "Bukharo", "bukharo")
    yield d
    d.close()


def refused_rows(desk, path) -> dict[str, list[str]]:
    with pytest.raises(Refusal) as refused:
        import_workbook(desk, path, today=TODAY)
    assert reg.list_players(desk) == []
    by_row: dict[str, list[str]] = {}
    for e in refused.value.errors:
        by_row.setdefault(e["path"], []).append(e["message"])
    return by_row


def test_a_sheet_of_a_million_rows_is_refused_without_reading_it_all(desk, tmp_path):
    def million_rows(stream) -> None:  # numbered rows pack about as tightly as a real sheet
        stream.write(SHEET_START + HEADER_ROW)
        for start in range(2, 1_000_002, 10_000):
            stream.write(
                b"".join(b'<row r="%d"><c><v>%d</v></c></row>' % (n, n) for n in range(start, start + 10_000))
            )
        stream.write(SHEET_END)

    path = crafted(tmp_path / "million.xlsx", {SHEET: million_rows})
    started = time.process_time()
    with pytest.raises(Refusal) as refused:
        import_workbook(desk, path, today=TODAY)
    assert time.process_time() - started < 30
    message = refused.value.message
    assert str(path) in message and f"more than {MAX_ROWS:,} rows" in message
    assert reg.list_players(desk) == []


def inline(ref: str, text: bytes) -> bytes:
    return b'<c r="%s" t="inlineStr"><is><t>%s</t></is></c>' % (ref.encode(), text)


def sheet(*rows: list[bytes]) -> bytes:
    """A first sheet with its dimension (as every spreadsheet writes it), the header and ``rows`` of cells."""
    body = b"".join(b'<row r="%d">%s</row>' % (n, b"".join(cells)) for n, cells in enumerate(rows, start=2))
    dimension = b'<dimension ref="A1:D%d"/>' % (len(rows) + 1)
    return SHEET_START.replace(b"<sheetData>", dimension + b"<sheetData>") + HEADER_ROW + body + SHEET_END


def test_cells_of_100000_characters_are_refused_by_row_and_column(desk, tmp_path):
    long = b"n" * 100_000
    path = crafted(
        tmp_path / "long.xlsx",
        {
            SHEET: sheet(
                [inline("A2", b"Asha"), inline("B2", b"Bukharo"), inline("C2", long)],
                [inline("A3", long), inline("B3", b"Bukharo")],
                [inline("A4", b"C" * 300), inline("B4", b"Bukharo")],  # under a cell's limit, over a name's
                [inline("A5", b"Dev"), inline("B5", b"Bukharo" + b";" * 5000)],
            ).replace(HEADER_ROW, HEADER_ROW.replace(b"</row>", inline("C1", b"notes") + b"</row>"))
        },
    )
    by_row = refused_rows(desk, path)
    assert by_row["row 2"] == ["'notes' holds 100,000 characters; a cell may hold at most 1,000"]
    assert "'name' holds 100,000 characters; a cell may hold at most 1,000" in by_row["row 3"]
    assert by_row["row 4"] == ["the name is longer than 200 characters"]
    assert any("'competitions' holds 5,007 characters" in m for m in by_row["row 5"])
    assert all(len(m) < 400 for messages in by_row.values() for m in messages)


@pytest.mark.parametrize(
    "cell",
    [b"Asha &#xD800; Patel", "Asha \ud800 Patel".encode("utf-8", "surrogatepass"), b"Asha &#x1; Patel"],
    ids=["surrogate-reference", "surrogate-bytes", "control-character"],
)
def test_characters_that_are_not_text_are_refused_naming_the_row(desk, tmp_path, cell):
    rows = [[inline("A2", b"Bala"), inline("B2", b"Bukharo")], [inline("A3", cell), inline("B3", b"Bukharo")]]
    path = crafted(tmp_path / "odd.xlsx", {SHEET: sheet(*rows)})
    with pytest.raises(Refusal) as refused:
        import_workbook(desk, path, today=TODAY)
    message = refused.value.message
    assert str(path) in message and "damaged" in message and "after row 2" in message
    assert reg.list_players(desk) == []
    # without a dimension (a sheet not written by a spreadsheet) it is found while the workbook is opened
    path = crafted(tmp_path / "odd2.xlsx", {SHEET: sheet(*rows).replace(b'<dimension ref="A1:D3"/>', b"")})
    with pytest.raises(Refusal, match="is damaged") as refused:
        import_workbook(desk, path, today=TODAY)
    assert str(path) in refused.value.message and reg.list_players(desk) == []


def test_values_of_the_wrong_type_are_refused_by_row_and_column(desk, tmp_path):
    wb = Workbook()
    wb.active.append(["number", "name", "born", "competitions", "eligible"])
    wb.active.append([1.5, "Asha", True, "Bukharo", "no"])
    wb.active.append([10**12, "Bala", dt.date(1980, 1, 1), 7, dt.date(2020, 1, 1)])
    wb.active.append([None, dt.time(12, 30), 35000, "Bukharo", 2])
    path = tmp_path / "types.xlsx"
    wb.save(path)
    by_row = refused_rows(desk, path)
    assert any("'number' must be a whole number, not '1.5'" in m for m in by_row["row 2"])
    assert any("bad date 'yes' in 'born'" in m for m in by_row["row 2"])
    assert any("'number' 1000000000000 is too large for a badge number" in m for m in by_row["row 3"])
    assert any("unknown competition '7'" in m for m in by_row["row 3"])
    assert any("'eligible' must be yes or no, not '2020-01-01'" in m for m in by_row["row 3"])
    assert any("bad date '35000' in 'born'" in m for m in by_row["row 4"])
    assert any("'eligible' must be yes or no, not '2'" in m for m in by_row["row 4"])


def test_a_sheet_wider_than_a_registration_is_refused_naming_its_width(tmp_path):
    wb = Workbook()
    wb.active.append(["name", "competitions"])
    wb.active.append(["Asha", "Bukharo"])
    wb.active.cell(row=2, column=16000, value="far away")
    path = tmp_path / "wide.xlsx"
    wb.save(path)
    with pytest.raises(Refusal) as refused:
        read_registrations(path)
    message = refused.value.message
    assert str(path) in message and "16,000 columns" in message and "delete the columns after BL" in message
