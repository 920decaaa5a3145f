"""Table cards and seating lists for a drawn round."""

from __future__ import annotations

from dataclasses import replace

import pytest

from cardnight_desk.io.pdf.data import (
    Paper,
    PrintDataError,
)
from cardnight_desk.io.pdf.seating import build_seating, build_table_cards, sort_key
from tests.io.pdf.night import (
    build,
    night_round,
    pdf_reader,
    size,
)

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
    from cardnight_desk.io.pdf import seating as pdf_seating

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


# --- the players' page on table cards and seating lists ---

ADDRESS = "http://192.168.1.20:8080/"


def _qr_codes(pdf: bytes) -> list[list[str]]:
    """The QR codes on each page of ``pdf``, read off the rendered page as a phone's camera would."""
    pdfium = pytest.importorskip("pypdfium2", reason="the test extra needs pypdfium2 to render pages")
    zxingcpp = pytest.importorskip("zxingcpp", reason="the test extra needs zxing-cpp to read QR codes")
    pages = []
    for page in pdfium.PdfDocument(pdf):
        image = page.render(scale=150 / 72).to_pil()
        pages.append(
            sorted(r.text for r in zxingcpp.read_barcodes(image) if r.format == zxingcpp.BarcodeFormat.QRCode)
        )
    return pages


def test_table_cards_carry_the_players_page_on_both_halves():
    data = replace(night_round("bhukhar", tables=3), players_page_url=ADDRESS)
    pages, pdf = build(build_table_cards, data)
    assert pages == 3
    assert _qr_codes(pdf) == [[ADDRESS, ADDRESS]] * 3  # one for each side of the tent
    for page, table in zip(pdf_reader(pdf).pages, data.tables, strict=True):
        text = page.extract_text()
        assert text.count(ADDRESS) == 2 and f"TABLE\n{table.table}" in text


def test_table_cards_without_an_address_have_no_qr_code():
    _, pdf = build(build_table_cards, night_round("bhukhar", tables=1))
    assert _qr_codes(pdf) == [[]]
    assert "http" not in pdf_reader(pdf).pages[0].extract_text()


def test_a_long_table_label_still_leaves_the_corner_to_the_players_page():
    data = night_round("rummy", tables=1)
    long_label = replace(data.tables[0], table="Hall B 1000")
    data = replace(data, tables=(long_label,), players_page_url=ADDRESS)
    _, pdf = build(build_table_cards, data)
    assert _qr_codes(pdf) == [[ADDRESS, ADDRESS]]


def test_every_seating_page_carries_the_players_page():
    data = replace(night_round("rummy", tables=30, per_table=6), players_page_url=ADDRESS)
    pages, pdf = build(build_seating, data)
    assert pages > 4
    assert _qr_codes(pdf) == [[ADDRESS]] * pages
    texts = [p.extract_text() for p in pdf_reader(pdf).pages]
    assert all(ADDRESS in text for text in texts)
    plain_pages, plain = build(build_seating, replace(data, players_page_url=None))
    with_code = "".join(texts)
    without = "".join(p.extract_text() for p in pdf_reader(plain).pages)
    everyone = [s.player for t in data.tables for s in t.seats if s.player.isascii()]
    for name in everyone:  # nobody is lost under the corner
        assert with_code.count(name) == without.count(name)


@pytest.mark.parametrize(
    "address, words",
    [
        ("192.168.1.20:8080", "not a web address"),
        ("ftp://192.168.1.20/", "not a web address"),
        ("http://", "not a web address"),
        ("http://192.168.1.20:99999/", "not a web address"),
        ("http://192.168.1.20:8080/ table", "a space"),
        ("http://hall.example/" + "x" * 200, "at most 200"),
    ],
)
def test_an_address_a_phone_cannot_open_is_refused(address, words):
    with pytest.raises(PrintDataError, match=words):
        replace(night_round("bhukhar", tables=1), players_page_url=address)
