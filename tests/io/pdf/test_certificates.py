"""Certificates for the placed entrants."""

from __future__ import annotations

from dataclasses import replace

import pytest

from cardnight_desk.io.pdf.certificates import build_certificates
from cardnight_desk.io.pdf.results_data import Certificates
from tests.io.pdf.night import (
    GURMUKHI,
    build,
    certificates,
    page_fonts,
    pdf_reader,
    printed,
    size,
)


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


GOLD = (158, 122, 36)  # the placed certificate's gold (certificates.GOLD), as rendered


def _gold_pixels(pdf: bytes) -> int:
    pdfium = pytest.importorskip("pypdfium2", reason="the test extra needs pypdfium2 to render pages")
    image = pdfium.PdfDocument(pdf)[0].render(scale=1).to_pil().convert("RGB")
    near = lambda p: all(abs(a - b) <= 24 for a, b in zip(p, GOLD, strict=True))  # noqa: E731
    return sum(count for count, colour in image.getcolors(1 << 20) if near(colour))


def test_a_certificate_printed_early_names_no_place_and_has_no_medal_colours():
    first = certificates().items[0]
    placed = Certificates((first,))
    early = Certificates((replace(first, status="standing after round 3 — provisional"),))
    _, final_pdf = build(build_certificates, placed)
    _, early_pdf = build(build_certificates, early)
    assert "Winner" in pdf_reader(final_pdf).pages[0].extract_text() and _gold_pixels(final_pdf) > 2000
    text = pdf_reader(early_pdf).pages[0].extract_text()
    assert "Standing after round 3 — provisional" in text and "Kochi Lions" in text
    assert "Winner" not in text and "place" not in text
    assert _gold_pixels(early_pdf) == 0
