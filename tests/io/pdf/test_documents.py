"""Every printed document: fonts, atomic writing, refusals, names no font has, and the documents by their
command-line names."""

from __future__ import annotations

import io

import pytest

from cardnight_desk.io.pdf.bracket import build_bracket
from cardnight_desk.io.pdf.certificates import build_certificates
from cardnight_desk.io.pdf.data import PrintDataError, RoundSeating, Seat, TableSeating
from cardnight_desk.io.pdf.results import build_results, build_standings
from cardnight_desk.io.pdf.results_data import Bracket, Certificate, Certificates, FinalResults, Match
from cardnight_desk.io.pdf.seating import build_seating, build_table_cards
from tests.io.pdf.night import (
    DATE,
    NIGHT,
    actual_texts,
    bhukhar_standings,
    build,
    certificates,
    header,
    knockout,
    night_round,
    page_fonts,
    pdf_reader,
    player,
    printed,
    results,
    size,
)

# --- every document ---

DOCUMENTS = [
    (build_table_cards, lambda: night_round("rummy", tables=2)),
    (build_seating, lambda: night_round("rummy", tables=2)),
    (build_bracket, lambda: knockout(8)),
    (build_standings, bhukhar_standings),
    (build_results, results),
    (build_certificates, certificates),
]


@pytest.mark.parametrize("fn, make", DOCUMENTS)
def test_every_document_embeds_its_fonts(fn, make):
    _, pdf = build(fn, make())
    for page in pdf_reader(pdf).pages:
        fonts = page_fonts(page)  # asserts each one is embedded
        assert fonts and all(f.startswith("NotoSans") for f in fonts)


@pytest.mark.parametrize("fn, make", DOCUMENTS)
def test_every_document_writes_atomically_to_a_path(fn, make, tmp_path):
    out = tmp_path / "print.pdf"
    pages = fn(make(), out)
    assert pages == len(pdf_reader(str(out)).pages)
    assert [p.name for p in tmp_path.iterdir()] == ["print.pdf"]


def test_every_document_prints_a_name_no_font_has_with_placeholders(tmp_path):
    tamil = "தமிழ்செல்வி 😀"
    data = night_round("rummy", tables=1)
    (table,) = data.tables
    seats = (Seat(1, tamil), *table.seats[1:])
    seating = RoundSeating(
        data.header, (TableSeating(table.table, table.sheet_number, seats),), byes=(tamil,)
    )
    cases = [
        (build_table_cards, seating),
        (build_seating, seating),
        (build_bracket, Bracket(header("28"), ((Match(tamil, "Bo"),),))),
        (build_results, FinalResults(tamil, DATE, ())),
        (build_certificates, Certificates((Certificate(tamil, 1, "Rummy", NIGHT, DATE),))),
    ]
    for fn, named in cases:
        out = tmp_path / f"{fn.__name__}.pdf"
        assert fn(named, out) >= 1
        found = "".join(t for page in pdf_reader(str(out)).pages for t in actual_texts(page))
        # each box carries the characters it stands for: copying the PDF gives the name as typed
        assert "தமிழ்செல்வி" in found and "😀" in found


URDU = "عائشہ صدیقی"


def test_urdu_names_print_shaped_in_naskh(tmp_path):
    data = night_round("rummy", tables=1)
    seating = RoundSeating(data.header, data.tables, byes=(URDU, f"Asha / {URDU}"))
    out = tmp_path / "seating.pdf"
    assert build_seating(seating, out) == 2  # by table, then by name
    for page in pdf_reader(str(out)).pages:
        assert "NotoNaskhArabic-Regular" in page_fonts(page)
        assert URDU in printed(page)
    certificate = Certificates((Certificate(URDU, 1, "Rummy", NIGHT, DATE),))
    _, pdf = build(build_certificates, certificate)
    (page,) = pdf_reader(pdf).pages
    assert "NotoNaskhArabic-Bold" in page_fonts(page) and URDU in printed(page)


def test_empty_inputs_are_refused_with_a_reason():
    empty = RoundSeating(header("rummy"), ())
    with pytest.raises(PrintDataError, match="no tables"):
        build_table_cards(empty, io.BytesIO())
    with pytest.raises(PrintDataError, match="nobody"):
        build_certificates(Certificates(()), io.BytesIO())


def test_player_names_in_the_sample_night_are_distinct():
    assert len({player(i) for i in range(200)}) == 200


# --- the documents by their command-line names ---


@pytest.mark.parametrize(
    "what, make",
    [
        ("score-sheets", lambda: night_round("bukharo", tables=2)),
        ("table-cards", lambda: night_round("bukharo", tables=2)),
        ("seating", lambda: night_round("bukharo", tables=2)),
        ("bracket", lambda: knockout(4)),
        ("standings", bhukhar_standings),
        ("results", results),
        ("certificates", certificates),
    ],
)
def test_every_print_command_document_builds(what, make):
    from cardnight_desk.io.pdf.documents import build as build_document

    out = io.BytesIO()
    pages = build_document(what, make(), out, paper="letter")
    reader = pdf_reader(out.getvalue())
    assert pages == len(reader.pages) >= 1
    assert {size(p) for p in reader.pages} <= {(612, 792), (792, 612)}


def test_print_document_names_match_the_command_line():
    from cardnight_desk.io.pdf.documents import DOCUMENTS

    assert list(DOCUMENTS) == [
        "score-sheets",
        "table-cards",
        "seating",
        "bracket",
        "standings",
        "results",
        "certificates",
    ]


def test_wrong_document_or_data_is_refused():
    from cardnight_desk.io.pdf.documents import build as build_document

    with pytest.raises(PrintDataError, match="not a printed document"):
        build_document("menus", results(), io.BytesIO())
    with pytest.raises(PrintDataError, match="RoundSeating"):
        build_document("score-sheets", results(), io.BytesIO())


def test_names_with_placeholders_are_listed_before_printing():
    from cardnight_desk.io.pdf.documents import names_warning, unprintable_names

    data = night_round("rummy", tables=1)
    assert unprintable_names(data) == () and names_warning(data) == ""
    named = RoundSeating(data.header, data.tables, byes=("王伟", "Zoë", URDU))
    assert unprintable_names(named) == ("王伟",)
    assert names_warning(named).startswith("1 name has characters no font shipped with the desk has")
