"""Score sheets: one page per table, pre-filled, the game's boxes, rule reminders and a scannable sheet number."""

from __future__ import annotations

import io

import pytest

from cardnight_desk.io.pdf.data import Paper, PrintDataError, RoundSeating, Seat, TableSeating
from cardnight_desk.io.pdf.fitting import READABLE
from cardnight_desk.io.pdf.score_sheets import build_score_sheets, reminders
from tests.io.pdf.night import (
    DEVANAGARI,
    GUJARATI,
    GURMUKHI,
    INDIC,
    MALAYALAM,
    NIGHT,
    actual_texts,
    header,
    night_round,
    page_fonts,
    page_texts,
    pdf_reader,
    printed,
    text_sizes,
)

GAMES = ("bhukhar", "bukharo", "rummy", "28", "poker", "baccarat")


def build(data, **kw) -> bytes:
    out = io.BytesIO()
    pages = build_score_sheets(data, out, **kw)
    assert pages == len(data.tables)
    return out.getvalue()


@pytest.mark.parametrize("game", GAMES)
def test_one_prefilled_page_per_table(game):
    data = night_round(game, tables=3)
    texts = page_texts(build(data))
    assert len(texts) == 3
    for table, text in zip(data.tables, texts, strict=True):
        assert f"Table {table.table}" in text
        assert table.sheet_number in text
        assert NIGHT in text and data.header.competition in text and "Round 2" in text
        for seat in table.seats:
            if seat.player.isascii() or seat.player[0] in "ZŁ":
                assert seat.player in text
            if seat.team and seat.team.isascii():
                assert seat.team in text


@pytest.mark.parametrize("game", GAMES)
def test_indic_names_print_in_their_own_embedded_fonts(game):
    data = night_round(game, tables=1)
    page = pdf_reader(build(data)).pages[0]
    fonts = page_fonts(page)
    for family in ("NotoSansMalayalam", "NotoSansGujarati", "NotoSansGurmukhi", "NotoSansDevanagari"):
        assert any(f.startswith(family + "-") for f in fonts), family
    on_page = printed(page)
    for name in INDIC:
        assert name in on_page


@pytest.mark.parametrize(
    "game, boxes",
    [
        (
            "bhukhar",
            [
                "Licence displayed",
                "Licence first",
                "Took the Bhukhar",
                "Closed the game",
                "Natodiu",
                "Sequences",
                "Sets of 8 to ace",
                "Sets of 2 to 7",
                "Cards on the table: Low",
                "Cards on the table: High",
                "Cards in hand: Low",
                "Cards in hand: High",
                "Game ended by",
                "Penalties",
            ],
        ),
        (
            "bukharo",
            [
                "Passport",
                "Sequences without a trump",
                "Sequences with a trump",
                "Seven-card groups: Sets",
                "Cards in other open groups: Low",
                "Cards in other open groups: High",
                "Cards in other open groups: Aces",
                "Cards in other open groups: Trumps",
                "Cards in hand: Low (3–7)",
                "Cards in hand: High",
                "Cards in hand: Aces",
                "Cards in hand: 2s",
                "First Bukharo",
                "Second Bukharo",
                "Game ended by",
            ],
        ),
        (
            "rummy",
            ["Deals (target 150)", "Deal Type Wild code total code total", "Winner / players level"],
        ),
        ("28", ["Deal", "Bidder / redeal", "Bid (t)", "Result (w / l)", "Cot", "Foul by", "Coin toss"]),
        ("poker", ["Entries", "Entry level", "Busts", "Hand no.", "Chips at the start of that hand"]),
        ("baccarat", ["Hand log", "P1", "B1", "P2", "B2", "P3", "B3", "Win", "on", "stake"]),
    ],
)
def test_each_game_has_its_own_boxes_in_the_form_order(game, boxes):
    text = page_texts(build(night_round(game, tables=1)))[0]
    positions = [text.find(label) for label in boxes]
    assert -1 not in positions, [b for b, p in zip(boxes, positions, strict=True) if p < 0]
    # the order of the desk's sheet form (and of the sheet's fields in score-sheets.md)
    assert positions == sorted(positions)


def test_rummy_sheet_has_a_row_per_deal_of_the_setting_ru8():
    text = page_texts(build(night_round("rummy", tables=1, max_deals=12)))[0]
    assert "\n12" in text and "\n13" not in text
    longer = page_texts(build(night_round("rummy", tables=1, max_deals=15, target=230)))[0]
    assert "\n15" in longer and "target 230" in longer and "exceeds 230" in longer


def test_28_sheet_has_18_deal_rows_te7():
    text = page_texts(build(night_round("28", tables=1)))[0]
    assert "\n18" in text and "\n19" not in text


@pytest.mark.parametrize(
    "game, rulings",
    [
        ("bhukhar", ["BH-1", "BH-2", "BH-5", "BH-4", "BH-6", "BH-10"]),
        ("bukharo", ["BK-1", "BK-2", "BK-4", "BK-5"]),
        ("rummy", ["RU-1", "RU-3", "RU-4", "RU-5", "RU-6", "RU-7", "RU-8"]),
        ("28", ["TE-2", "TE-3", "TE-4", "TE-5", "TE-7"]),
        ("poker", ["PK-1", "PK-2", "PK-4", "PK-5"]),
        ("baccarat", ["BAC-1", "BAC-2"]),
    ],
)
def test_rule_reminders_cite_the_rulings(game, rulings):
    text = page_texts(build(night_round(game, tables=1)))[0].replace("\n", " ")
    for ruling in rulings:
        assert f"{ruling}" in text


def test_bh6_reminder_follows_the_penalty_mode_setting():
    award = reminders(night_round("bhukhar", tables=1))
    deduct = reminders(night_round("bhukhar", tables=1, penalty_mode="deduct_offender"))
    assert any("go to the claiming team" in line for line in award)
    assert any("taken from the penalised team" in line for line in deduct)


def test_bac2_reminder_follows_the_variant():
    assert any("Dragon 7" in line for line in reminders(night_round("baccarat", tables=1, variant="ez")))
    assert any("less 5%" in line for line in reminders(night_round("baccarat", tables=1)))


def test_qr_code_decodes_to_the_sheet_number():
    pdfium = pytest.importorskip("pypdfium2", reason="the test extra needs pypdfium2 to render pages")
    zxingcpp = pytest.importorskip("zxingcpp", reason="the test extra needs zxing-cpp to read QR codes")
    data = night_round("rummy", tables=6)
    document = pdfium.PdfDocument(build(data))
    for page, table in zip(document, data.tables, strict=True):
        image = page.render(scale=150 / 72).to_pil()
        codes = [r.text for r in zxingcpp.read_barcodes(image) if r.format == zxingcpp.BarcodeFormat.QRCode]
        assert codes == [table.sheet_number]


@pytest.mark.parametrize("paper, size", [(Paper.A4, (595, 842)), ("letter", (612, 792))])
def test_paper_setting(paper, size):
    page = pdf_reader(build(night_round("bhukhar", tables=1), paper=paper)).pages[0]
    assert (round(float(page.mediabox.width)), round(float(page.mediabox.height))) == size


def test_progress_reports_every_table():
    seen = []
    build(night_round("poker", tables=5), progress=lambda done, total: seen.append((done, total)))
    assert seen == [(n, 5) for n in range(1, 6)]


def test_a_name_no_font_has_is_printed_with_placeholders(tmp_path):
    data = night_round("rummy", tables=2)
    tables = list(data.tables)
    seats = list(tables[1].seats)
    seats[2] = Seat(3, "தமிழ்செல்வி")
    seats[3] = Seat(4, "عائشہ صدیقی")
    tables[1] = TableSeating("2", "S2", tuple(seats))
    named = RoundSeating(data.header, tuple(tables))
    out = tmp_path / "sheets.pdf"
    assert build_score_sheets(named, out) == 2
    page = pdf_reader(str(out)).pages[1]
    assert "தமிழ்செல்வி" in "".join(actual_texts(page))
    assert "عائشہ صدیقی" in printed(page) and "NotoNaskhArabic-Regular" in page_fonts(page)


def test_a_team_game_table_needs_two_teams():
    seats = tuple(Seat(i + 1, f"P{i}", ("A", "B", "C")[i % 3]) for i in range(6))
    data = RoundSeating(header("bhukhar"), (TableSeating("1", "S1", seats),))
    with pytest.raises(PrintDataError, match="two teams"):
        build_score_sheets(data, io.BytesIO())


def test_written_atomically_to_a_path(tmp_path):
    out = tmp_path / "round2.pdf"
    out.write_bytes(b"%PDF-1.4 the previous print")
    assert build_score_sheets(night_round("28", tables=2), out) == 2
    assert out.read_bytes().startswith(b"%PDF")
    assert [p.name for p in tmp_path.iterdir()] == ["round2.pdf"]


def test_a_failed_print_leaves_the_previous_file_and_no_temporary(tmp_path):
    out = tmp_path / "round2.pdf"
    out.write_bytes(b"%PDF-1.4 the previous print")

    def cancel(done, total):
        if done == 2:
            raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        build_score_sheets(night_round("28", tables=4), out, progress=cancel)
    assert out.read_bytes() == b"%PDF-1.4 the previous print"
    assert [p.name for p in tmp_path.iterdir()] == ["round2.pdf"]


def test_mixed_script_names_and_teams_all_reach_the_page():
    seats = (
        Seat(1, f"Anu {MALAYALAM}", f"{GUJARATI} Stars"),
        Seat(2, DEVANAGARI, "Kochi"),
        Seat(3, GURMUKHI, f"{GUJARATI} Stars"),
        Seat(4, "Zoë", "Kochi"),
    )
    data = RoundSeating(header("28"), (TableSeating("9", "X-9", seats),))
    page = pdf_reader(build(data)).pages[0]
    assert "Anu" in page.extract_text() and "Zoë" in page.extract_text()
    on_page = printed(page)
    assert MALAYALAM in on_page and GUJARATI in on_page and DEVANAGARI in on_page and GURMUKHI in on_page


def test_long_malayalam_team_names_head_their_columns_at_a_readable_size():
    # the 28 sheet heads a column of each team's points and one of its running total with the team's name
    teams = ("തിരുവനന്തപുരം കൊമ്പന്മാർ", "കണ്ണൂർ കരുത്തർ")
    seats = tuple(Seat(s, f"Player {s}", teams[(s - 1) % 2]) for s in range(1, 7))
    data = RoundSeating(header("28"), (TableSeating("1", "X-1", seats),))
    pdf = build(data)
    sizes = text_sizes(pdf)
    assert min(size for size, _ in sizes) >= READABLE, sorted(sizes)[:5]
    # the team's points and its total stay told apart, and each team's name is there to read
    text = page_texts(pdf)[0]
    assert text.count("pts") == 2 and text.count("total") == 2
    assert all(team in printed(pdf_reader(pdf).pages[0]) for team in ("കണ്ണൂർ", "കരുത്തർ"))
