"""A card night built here for every printing test, and reading the printed PDFs back.

The night's players write their names in Latin (with accents), Malayalam, Gujarati, Gurmukhi and Devanagari.
"""

from __future__ import annotations

import datetime as dt
import io

from cardnight_desk.io.pdf.data import EventHeader, RoundSeating, Seat, TableSeating
from cardnight_desk.io.pdf.results_data import (
    Bracket,
    Certificate,
    Certificates,
    CompetitionResult,
    FinalResults,
    Match,
    Placing,
    StandingRow,
    Standings,
)

NIGHT = "GAMA Cards Night 2025"
DATE = dt.date(2025, 3, 8)

MALAYALAM = "ശ്രീക്കുട്ടൻ കൃഷ്ണൻ"
GUJARATI = "ક્ષિતિજ પ્રજાપતિ"
GURMUKHI = "ਗੁਰਪ੍ਰੀਤ ਸਿੰਘ"
DEVANAGARI = "श्रीकृष्ण द्विवेदी"
INDIC = (MALAYALAM, GUJARATI, GURMUKHI, DEVANAGARI)
LATIN = (
    "Zoë Ñúñez",
    "Łukasz Wójcik",
    "Anu Thomas",
    "Bala Murugan",
    "Chris O'Neill",
    "Dev Patel",
    "Esha Rao",
    "Faiz Khan",
    "Gökhan Çelik",
    "Hélène Dubois",
    "Ivan Petrov",
    "Jyoti Sharma",
)
TEAMS = ("Kochi Lions", "Thrissur Tigers", "ગુજરાત Stars", "ਪੰਜਾਬ Kings")


def header(game: str, round_: int | None = 2, competition: str | None = None) -> EventHeader:
    return EventHeader(NIGHT, DATE, competition or f"{game.capitalize()} open", game, round_)


def player(i: int) -> str:
    pool = INDIC + LATIN
    name = pool[i % len(pool)]
    return name if i < len(pool) else f"{name} {i // len(pool) + 1}"


def night_round(
    game: str, tables: int = 4, per_table: int = 6, teams: bool | None = None, **settings
) -> RoundSeating:
    """A drawn round of ``game``: ``tables`` tables of ``per_table`` players; team games seat two teams in
    alternate seats (ruling EV-3)."""
    teams = game in ("bhukhar", "28") if teams is None else teams
    out = []
    for t in range(tables):
        seats = []
        for s in range(per_table):
            team = (
                TEAMS[(2 * t + s % 2) % len(TEAMS)] + (f" {t // 2 + 1}" if t >= 2 else "") if teams else None
            )
            seats.append(Seat(s + 1, player(t * per_table + s), team))
        out.append(TableSeating(str(t + 1), f"{game.upper()}-R2-T{t + 1:03d}", tuple(seats)))
    return RoundSeating(header(game), tuple(out), byes=("Zainab Ali",), settings=settings)


def bhukhar_standings(extra: int = 0) -> Standings:
    """Bhukhar league standings; two teams level on every tiebreak share 4th place (ruling BH-8)."""
    table = [
        (1, "Kochi Lions", 8, 10, 2400),
        (2, "Thrissur Tigers", 7, 9, 2300),
        (3, "ગુજરાત Stars", 6, 8, 2210),
        (4, "ਪੰਜਾਬ Kings", 5, 7, 2100),
        (4, "Delhi दिल्ली", 5, 7, 2100),
        (6, "Kannur Kites", 4, 6, 1950),
    ]
    table += [(7 + i, f"Team {i + 1}", 3, 2, 1000 - i) for i in range(extra)]
    rows = tuple(
        StandingRow(place, name, (("Master", m), ("Bonus", b), ("Score", sc)))
        for place, name, m, b, sc in table
    )
    return Standings(
        header("bhukhar", None, "Bhukhar league"),
        rows,
        "Master points, then Bonus points, then game score (ruling BH-8)",
    )


def knockout(entries: int = 8, played_rounds: int = 1) -> Bracket:
    """A knockout of ``entries`` with two byes in round 1 and ``played_rounds`` rounds decided."""
    names = [player(i) for i in range(entries)]
    first = []
    for m in range(entries // 2):
        top, bottom = names[2 * m], names[2 * m + 1]
        if m in (0, entries // 2 - 1) and entries >= 8:
            first.append(Match(top, bye=True))
        elif played_rounds >= 1:
            first.append(Match(top, bottom, winner=bottom if m % 2 else top, result=f"{3 + m % 2} - 1"))
        else:
            first.append(Match(top, bottom))
    rounds = [tuple(first)]
    return Bracket(header("28", None, "28 knockout"), tuple(rounds))


def results() -> FinalResults:
    return FinalResults(
        NIGHT,
        DATE,
        (
            CompetitionResult(
                "Bhukhar league",
                "bhukhar",
                (
                    Placing(
                        1,
                        "Kochi Lions",
                        (MALAYALAM, "Anu Thomas", "Bala Murugan"),
                        "8 Master, 10 Bonus, 2400",
                    ),
                    Placing(2, "ગુજરાત Stars", (GUJARATI, "Dev Patel", "Esha Rao"), "7 Master, 9 Bonus, 2300"),
                ),
            ),
            CompetitionResult(
                "Rummy final",
                "rummy",
                (
                    Placing(1, GURMUKHI, detail="total 35"),
                    Placing(2, DEVANAGARI, detail="total 120"),
                    Placing(3, "Zoë Ñúñez", detail="total 140"),
                ),
            ),
        ),
    )


def certificates() -> Certificates:
    items = []
    for comp in results().competitions:
        for p in comp.placings:
            items.append(Certificate(p.name, p.place, comp.competition, NIGHT, DATE, p.members))
    return Certificates(tuple(items))


# --- reading the printed PDFs back ---


def pdf_reader(source):
    from pypdf import PdfReader

    return PdfReader(io.BytesIO(source) if isinstance(source, bytes) else source)


def page_texts(source) -> list[str]:
    """Each page's text as a PDF text extractor reads it (Latin names and numbers read back exactly)."""
    return [page.extract_text() for page in pdf_reader(source).pages]


def page_fonts(page) -> set[str]:
    """The embedded fonts a page uses, by name without the subset prefix (``NotoSansMalayalam-Regular``)."""
    names = set()
    for ref in page["/Resources"]["/Font"].values():
        font = ref.get_object()
        descriptor = font.get("/FontDescriptor")
        assert descriptor is not None and "/FontFile2" in descriptor.get_object(), (
            f"{font['/BaseFont']} not embedded"
        )
        names.add(str(font["/BaseFont"]).split("+", 1)[-1])
    return names


def actual_texts(page) -> list[str]:
    """The original text of every shaped run on a page (its ``/ActualText`` marked content)."""
    from pypdf.generic import ContentStream

    found = []
    content = ContentStream(page.get_contents(), page.pdf)
    for operands, operator in content.operations:
        if operator == b"BDC" and len(operands) == 2 and hasattr(operands[1], "get"):
            text = operands[1].get("/ActualText")
            if text is not None:
                found.append(str(text))
    return found


def printed(page) -> str:
    """Everything a reader finds on the page: the extracted text and the original text of shaped runs (a run
    that shaping leaves unchanged is plain text already)."""
    return page.extract_text() + "\n" + "\n".join(actual_texts(page))


# --- building a document in memory ---


def build(fn, data, **kw) -> tuple[int, bytes]:
    out = io.BytesIO()
    pages = fn(data, out, **kw)
    return pages, out.getvalue()


def size(page) -> tuple[int, int]:
    return round(float(page.mediabox.width)), round(float(page.mediabox.height))


# --- what a reader sees: the rendered page, and where a text is on it ---

SCALE = 2.0  # pixels per point of a rendered page


def rendered(pdf: bytes, page: int = 0, scale: float = SCALE):
    """The page as a reader sees it: rendered by PDFium, an RGB image of ``scale`` pixels per point."""
    import pypdfium2

    doc = pypdfium2.PdfDocument(pdf)
    try:
        return doc[page].render(scale=scale).to_pil().convert("RGB")
    finally:
        doc.close()


def text_boxes(pdf: bytes, text: str, page: int = 0, scale: float = SCALE) -> list[tuple[int, int, int, int]]:
    """Where each occurrence of ``text`` is drawn on the page (found through the text layer): its box as
    (left, top, right, bottom) in the pixels of :func:`rendered`."""
    import pypdfium2

    doc = pypdfium2.PdfDocument(pdf)
    try:
        p = doc[page]
        height = p.get_height()
        found = []
        searcher = p.get_textpage().search(text, match_case=True)
        while (hit := searcher.get_next()) is not None:
            start, count = hit
            boxes = [p.get_textpage().get_charbox(i) for i in range(start, start + count)]
            left, bottom = min(b[0] for b in boxes), min(b[1] for b in boxes)
            right, top = max(b[2] for b in boxes), max(b[3] for b in boxes)
            found.append(
                (
                    int(left * scale),
                    int((height - top) * scale),
                    int(right * scale),
                    int((height - bottom) * scale),
                )
            )
        return found
    finally:
        doc.close()


def darkest(image, box: tuple[int, int, int, int]) -> int:
    """The darkest grey level (0 black, 255 white) inside ``box`` of a rendered page."""
    return image.convert("L").crop(box).getextrema()[0]


def text_sizes(pdf: bytes, page: int = 0) -> list[tuple[float, str]]:
    """Every text drawn on the page with the size (points) it is drawn at, as PDFium reads the page."""
    import pypdfium2
    import pypdfium2.raw as pdfium_c

    doc = pypdfium2.PdfDocument(pdf)
    try:
        p = doc[page]
        textpage = p.get_textpage()
        return [
            (round(obj.get_font_size(), 2), obj.extract())
            for obj in p.get_objects(filter=[pdfium_c.FPDF_PAGEOBJ_TEXT], textpage=textpage)
        ]
    finally:
        doc.close()
