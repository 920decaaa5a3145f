"""The drawing helpers every document shares: texts as the PDF shows them, wrapped lines and QR codes."""

from __future__ import annotations

import io

from cardnight_desk.io.pdf.drawing import draw_qr, draw_text, open_pdf, qr_modules
from cardnight_desk.io.pdf.fitting import wrap
from cardnight_desk.io.pdf.fonts import text_width
from tests.io.pdf.night import page_texts


def _document(lines: list[str]) -> bytes:
    out = io.BytesIO()
    with open_pdf(out, "a4", "lines") as pages:
        for i, line in enumerate(lines):
            draw_text(pages.canvas, 40, 700 - 20 * i, line, 12)
            draw_text(pages.canvas, 300, 700 - 20 * i, line, 9, max_width=20)  # squeezed sideways
        pages.end_page()
    return out.getvalue()


def _lines(pdf: bytes) -> list[str]:
    return [line.strip() for line in page_texts(pdf)[0].splitlines() if line.strip()]


def test_texts_drawn_again_in_another_document_read_as_written():
    # a font's characters are numbered in each document in the order they first appear: a text drawn again
    # in a second document, whose characters came in another order, still reads as written
    first = ["Łó Wójcik", "Zoë Ñúñez"]
    second = ["Ñúñez Zoë", "óŁ Wójcik", "Łó Wójcik", "Zoë Ñúñez"]
    assert "Łó Wójcik" in " ".join(_lines(_document(first)))
    read = " ".join(_lines(_document(second)))
    for line in second:
        assert line in read


def test_wrapped_lines_fit_and_are_the_callers_own():
    text = "Out when the total exceeds 150 (RU-7); after 12 deals the lowest total wins (RU-8)."
    lines = wrap(text, 8, 150)
    assert len(lines) > 1 and " ".join(lines) == text
    assert all(text_width(line, 8) <= 150 for line in lines)
    lines.append("changed by the caller")
    assert wrap(text, 8, 150) == lines[:-1]
    assert wrap("Supercalifragilistic", 8, 10) == ["Supercalifragilistic"]  # a long word keeps its line


def test_a_qr_code_is_drawn_module_for_module():
    # every dark run of a row is one rectangle of the code's path, the quiet zone left white
    modules = qr_modules("C1R1T7")
    runs = sum(1 for row in modules for i, m in enumerate(row) if m and (i == 0 or not row[i - 1]))
    out = io.BytesIO()
    with open_pdf(out, "a4", "qr") as pages:
        pages.canvas.setPageCompression(0)
        draw_qr(pages.canvas, "C1R1T7", 100, 100, 66)
        pages.end_page()
    content = out.getvalue().decode("latin-1")
    assert content.count(" re") == runs + 1  # and the white square under it
    assert len(modules) == 21 and all(len(row) == 21 for row in modules)
