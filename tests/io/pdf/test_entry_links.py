"""The sides' entry links (table entry) on the table cards and score sheets: one QR code per side, read off the
rendered page as a phone's camera would, labelled with the side's name; without the players' page address,
each side's path and a line saying the page must be running."""

from __future__ import annotations

import secrets
from dataclasses import replace

import pytest

from cardnight_desk.io.pdf.data import EntryLink, RoundSeating
from cardnight_desk.io.pdf.score_sheets import build_score_sheets
from cardnight_desk.io.pdf.seating import build_table_cards
from tests.io.pdf.night import build, night_round, page_texts

ADDRESS = "http://192.168.1.20:8080/"
RUNNING = "the players' page must be running"


def with_links(data: RoundSeating, address: str | None = ADDRESS) -> RoundSeating:
    """The round with a private link made for each side of each table, as the desk makes them."""
    tables = tuple(
        replace(t, entry=tuple(EntryLink(side, f"/entry/{secrets.token_urlsafe(24)}") for side in t.sides()))
        for t in data.tables
    )
    return replace(data, tables=tables, players_page_url=address)


def urls(table) -> list[str]:
    return [ADDRESS.rstrip("/") + link.path for link in table.entry]


def qr_codes(pdf: bytes, scale: float = 200 / 72) -> list[list[str]]:
    """The QR codes on each page, read off the rendered page."""
    pdfium = pytest.importorskip("pypdfium2", reason="the test extra needs pypdfium2 to render pages")
    zxingcpp = pytest.importorskip("zxingcpp", reason="the test extra needs zxing-cpp to read QR codes")
    pages = []
    for page in pdfium.PdfDocument(pdf):
        image = page.render(scale=scale).to_pil()
        found = zxingcpp.read_barcodes(image, formats=zxingcpp.BarcodeFormat.QRCode)
        pages.append(sorted(r.text for r in found))
    return pages


@pytest.mark.parametrize(
    "game, per_table", [("bhukhar", 6), ("28", 4), ("rummy", 6), ("rummy", 9), ("bukharo", 4)]
)
def test_score_sheets_carry_a_code_per_side(game, per_table):
    data = with_links(night_round(game, tables=2, per_table=per_table))
    _, pdf = build(build_score_sheets, data)
    codes = qr_codes(pdf)
    for page, texts, table in zip(codes, page_texts(pdf), data.tables, strict=True):
        assert page == sorted([table.sheet_number, *urls(table)])
        assert len(table.entry) == len(table.sides()) >= 2
        for side in table.sides():
            if side.isascii():
                assert side in texts
        assert "each side scans its own code" in texts and RUNNING not in texts


def test_table_cards_carry_a_code_per_side_on_both_halves():
    data = with_links(night_round("bhukhar", tables=3))
    _, pdf = build(build_table_cards, data)
    for page, table in zip(qr_codes(pdf), data.tables, strict=True):
        assert page == sorted([ADDRESS, ADDRESS, *urls(table), *urls(table)])  # the page's, and each side's


def test_a_rummy_table_card_of_nine_has_nine_codes_a_half():
    data = with_links(night_round("rummy", tables=1, per_table=9))
    _, pdf = build(build_table_cards, data)
    assert qr_codes(pdf) == [sorted([ADDRESS] * 2 + urls(data.tables[0]) * 2)]


@pytest.mark.parametrize("builder, own", [(build_score_sheets, 1), (build_table_cards, 2)])
def test_without_table_entry_no_side_has_a_code(builder, own):
    data = replace(night_round("bhukhar", tables=1), players_page_url=ADDRESS)
    _, pdf = build(builder, data)
    codes = qr_codes(pdf)[0]
    assert len(codes) == own and not any("/entry/" in code for code in codes)
    assert "/entry/" not in page_texts(pdf)[0] and "scans its own code" not in page_texts(pdf)[0]


@pytest.mark.parametrize("builder", [build_score_sheets, build_table_cards])
def test_without_the_page_address_each_side_has_its_path_and_is_told_the_page_must_run(builder):
    data = with_links(night_round("bhukhar", tables=1), address=None)
    _, pdf = build(builder, data)
    assert not any("/entry/" in code for code in qr_codes(pdf)[0])
    text = page_texts(pdf)[0].replace("\n", "")
    assert RUNNING in text
    for link in data.tables[0].entry:
        assert link.path in text  # printed whole, over as many lines as it takes
