"""Certificates for the placed entrants."""

from __future__ import annotations

from cardnight_desk.io.pdf.certificates import build_certificates
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
