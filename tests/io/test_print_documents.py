"""Table cards, seating lists, the bracket, standings, final results and certificates."""

from __future__ import annotations

import io

import pytest

from cardnight_desk.io.pdf_bracket import build_bracket, filled_rounds, round_name
from cardnight_desk.io.pdf_certificates import build_certificates
from cardnight_desk.io.pdf_fonts import UnprintableNames
from cardnight_desk.io.pdf_results import build_results, build_standings
from cardnight_desk.io.pdf_seating import build_seating, build_table_cards, sort_key
from cardnight_desk.io.print_data import (
    Bracket,
    Certificate,
    Certificates,
    FinalResults,
    Match,
    Paper,
    PrintDataError,
    RoundSeating,
)
from tests.io.test_print_data import (
    DATE,
    DEVANAGARI,
    GUJARATI,
    GURMUKHI,
    INDIC,
    MALAYALAM,
    NIGHT,
    bhukhar_standings,
    certificates,
    header,
    knockout,
    night_round,
    page_fonts,
    pdf_reader,
    player,
    printed,
    results,
)


def build(fn, data, **kw) -> tuple[int, bytes]:
    out = io.BytesIO()
    pages = fn(data, out, **kw)
    return pages, out.getvalue()


def size(page) -> tuple[int, int]:
    return round(float(page.mediabox.width)), round(float(page.mediabox.height))


# --- table cards ---


def test_table_cards_one_folding_page_per_table():
    data = night_round("rummy", tables=5)
    pages, pdf = build(build_table_cards, data)
    reader = pdf_reader(pdf)
    assert pages == len(reader.pages) == 5
    for page, table in zip(reader.pages, data.tables, strict=True):
        text = page.extract_text()
        assert text.count("TABLE") == 2  # both halves of the tent
        assert f"TABLE\n{table.table}" in text
        for seat in table.seats:
            if seat.player.isascii():
                assert text.count(seat.player) == 2


def test_table_card_number_is_large():
    from cardnight_desk.io import pdf_seating

    calls = []
    original = pdf_seating.draw_text

    def spy(c, x, y, text, size, **kw):
        calls.append((text, size))
        return original(c, x, y, text, size, **kw)

    pdf_seating.draw_text = spy
    try:
        build(build_table_cards, night_round("bhukhar", tables=1))
    finally:
        pdf_seating.draw_text = original
    assert max(size for text, size in calls if text == "1") >= 100


# --- seating lists ---


def test_seating_by_table_then_alphabetical_with_byes():
    data = night_round("bhukhar", tables=3)
    pages, pdf = build(build_seating, data)
    texts = [p.extract_text() for p in pdf_reader(pdf).pages]
    assert pages == len(texts) == 2
    by_table, alphabetical = texts
    assert "Seating — by table" in by_table and "Seating — alphabetical" in alphabetical
    assert "Byes this round: Zainab Ali" in by_table and "Zainab Ali" in alphabetical
    latin = sorted((s.player for t in data.tables for s in t.seats if s.player.isascii()), key=sort_key)
    assert [alphabetical.index(name) for name in latin] == sorted(alphabetical.index(name) for name in latin)


def test_seating_list_runs_over_pages_and_keeps_everyone():
    data = night_round("rummy", tables=30, per_table=6)
    pages, pdf = build(build_seating, data, paper=Paper.LETTER)
    reader = pdf_reader(pdf)
    assert pages == len(reader.pages) > 4
    everything = "".join(p.extract_text() for p in reader.pages)
    names = [s.player for t in data.tables for s in t.seats if s.player.isascii()]
    for name in names:
        assert everything.count(name + "\n") + everything.count(name + " ") >= 2, name
    assert all(size(p) == (612, 792) for p in reader.pages)


def test_alphabetical_order_ignores_accents_and_case_and_counts_numbers():
    names = ["zoë", "Émile", "anu 10", "Anu 2", "Eli", "Ölaf", "Oscar"]
    assert sorted(names, key=sort_key) == ["Anu 2", "anu 10", "Eli", "Émile", "Ölaf", "Oscar", "zoë"]


# --- bracket ---


@pytest.mark.parametrize("entries", [2, 4, 8, 16, 32, 64])
def test_bracket_fits_one_page(entries):
    pages, pdf = build(build_bracket, knockout(entries))
    reader = pdf_reader(pdf)
    assert pages == len(reader.pages) == 1
    width, height = size(reader.pages[0])
    assert (width > height) == (entries <= 16)


def test_bracket_of_64_shows_every_entrant_byes_and_results():
    bracket = knockout(64)
    page = pdf_reader(build(build_bracket, bracket)[1]).pages[0]
    text = page.extract_text()
    assert text.count("bye") == 2
    assert "3 - 1" in text and "4 - 1" in text
    for m in bracket.rounds[0]:
        for name in (m.top, m.bottom):
            if name and name.isascii():
                assert name in text
    on_page = printed(page)
    for name in INDIC:
        assert name in on_page
    assert "Round 1" in text and "Quarter-finals" in text and "Final" in text and "Winner" in text


def test_bracket_later_rounds_come_from_winners_and_byes():
    first = (Match("Ann", bye=True), Match("Bo", "Cy", winner="Cy", result="2-0"))
    rounds = filled_rounds(Bracket(header("28"), (first,)))
    assert rounds[1][0].top == "Ann" and rounds[1][0].bottom == "Cy"


def test_finished_bracket_prints_the_champion_and_third_place():
    bracket = Bracket(
        header("28"),
        (
            (Match("Ann", "Bo", winner="Ann", result="5-2"), Match("Cy", "Dee", winner="Dee", result="3-4")),
            (Match(winner="Dee", result="1-6", top="Ann", bottom="Dee"),),
        ),
        third_place=Match("Bo", "Cy", winner="Cy", result="0-2"),
    )
    text = pdf_reader(build(build_bracket, bracket)[1]).pages[0].extract_text()
    assert text.count("Dee") == 3  # semi-final, final, winner
    assert "Third place" in text and "Cy" in text and "1-6" in text


def test_round_names():
    assert [round_name(i, 6) for i in range(6)] == [
        "Round 1",
        "Round 2",
        "Round 3",
        "Quarter-finals",
        "Semi-finals",
        "Final",
    ]


# --- standings ---


def test_standings_every_tiebreak_column_and_shared_places_bh8():
    pages, pdf = build(build_standings, bhukhar_standings())
    text = pdf_reader(pdf).pages[0].extract_text()
    assert pages == 1
    for column in ("Place", "Name", "Master", "Bonus", "Score"):
        assert column in text
    assert "BH-8" in text
    assert "Kochi Lions 8 10 2400" in text
    assert text.count("4=") == 2 and "\n6 " in text
    on_page = printed(pdf_reader(pdf).pages[0])
    assert "ગુજરાત" in on_page and "ਪੰਜਾਬ" in on_page and "दिल्ली" in on_page


def test_long_standings_repeat_the_header_on_every_page():
    standings = bhukhar_standings(extra=100)
    pages, pdf = build(build_standings, standings, paper="letter")
    texts = [p.extract_text() for p in pdf_reader(pdf).pages]
    assert pages == len(texts) >= 3
    assert all("Master" in t and "Bonus" in t for t in texts)
    assert "Team 100 3 2 901" in texts[-1]


# --- final results and certificates ---


def test_final_results_name_winners_and_runners_up_per_competition():
    pages, pdf = build(build_results, results())
    page = pdf_reader(pdf).pages[0]
    text = page.extract_text()
    assert pages == 1
    for words in (
        "Final results",
        NIGHT,
        "Bhukhar league",
        "Rummy final",
        "Winner",
        "Runner-up",
        "Third place",
        "Kochi Lions",
        "Anu Thomas",
        "8 Master, 10 Bonus, 2400",
        "Zoë Ñúñez",
        "total 140",
    ):
        assert words in text
    on_page = printed(page)
    for name in (MALAYALAM, GUJARATI, GURMUKHI, DEVANAGARI):
        assert name in on_page


def test_results_run_over_pages_when_many_competitions():
    many = FinalResults(NIGHT, DATE, results().competitions * 12)
    pages, pdf = build(build_results, many)
    assert pages == len(pdf_reader(pdf).pages) > 1


def test_certificates_one_landscape_page_each():
    certs = certificates()
    pages, pdf = build(build_certificates, certs, paper="letter")
    reader = pdf_reader(pdf)
    assert pages == len(reader.pages) == len(certs.items) == 5
    first = reader.pages[0].extract_text()
    assert "Certificate" in first and "Kochi Lions" in first and "Winner" in first
    assert "Bhukhar league" in first and "8 March 2025" in first and "Organiser" in first
    assert size(reader.pages[0]) == (792, 612)
    assert "Runner-up" in reader.pages[1].extract_text()
    assert GURMUKHI in printed(reader.pages[2])
    assert "NotoSansGurmukhi-Bold" in page_fonts(reader.pages[2])


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


def test_every_document_refuses_unprintable_names_before_printing(tmp_path):
    tamil = "தமிழ்செல்வி"
    data = night_round("rummy", tables=1)
    seating = RoundSeating(data.header, data.tables, byes=(tamil,))
    cases = [
        (build_table_cards, seating),
        (build_seating, seating),
        (build_bracket, Bracket(header("28"), ((Match(tamil, "Bo"),),))),
        (build_results, FinalResults(tamil, DATE, ())),
        (build_certificates, Certificates((Certificate(tamil, 1, "Rummy", NIGHT, DATE),))),
    ]
    for fn, bad in cases:
        with pytest.raises(UnprintableNames, match=tamil):
            fn(bad, tmp_path / "x.pdf")
    assert list(tmp_path.iterdir()) == []


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
    from cardnight_desk.io.pdf_documents import build as build_document

    out = io.BytesIO()
    pages = build_document(what, make(), out, paper="letter")
    reader = pdf_reader(out.getvalue())
    assert pages == len(reader.pages) >= 1
    assert {size(p) for p in reader.pages} <= {(612, 792), (792, 612)}


def test_print_document_names_match_the_command_line():
    from cardnight_desk.io.pdf_documents import DOCUMENTS

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
    from cardnight_desk.io.pdf_documents import build as build_document

    with pytest.raises(PrintDataError, match="not a printed document"):
        build_document("menus", results(), io.BytesIO())
    with pytest.raises(PrintDataError, match="RoundSeating"):
        build_document("score-sheets", results(), io.BytesIO())


def test_unprintable_names_listed_before_printing():
    from cardnight_desk.io.pdf_documents import unprintable_names

    data = night_round("rummy", tables=1)
    assert unprintable_names(data) == ()
    assert unprintable_names(RoundSeating(data.header, data.tables, byes=("王伟", "Zoë"))) == ("王伟",)
