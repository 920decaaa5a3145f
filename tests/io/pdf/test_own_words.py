"""The desk's own words print in its own fonts: a question mark in a box (a placeholder) is only ever printed
for a character of a name typed by people that no shipped font has, never in the desk's own headings, labels
and rule reminders."""

from __future__ import annotations

import pytest

from cardnight_desk.cli import main
from cardnight_desk.domain.games import GAMES
from cardnight_desk.io.pdf import drawing
from cardnight_desk.io.pdf.documents import DOCUMENTS
from cardnight_desk.io.pdf.fonts import missing_chars, pieces
from cardnight_desk.services import events
from cardnight_desk.services.desk import Desk


@pytest.fixture
def boxed(monkeypatch) -> list[str]:
    """Every text drawn with a placeholder while the test prints (what ``draw_text`` lays out)."""
    found: list[str] = []

    def watched(text: str, bold: bool = False):
        drawn = pieces(text, bold)
        if any(p.placeholder for p in drawn):
            found.append(text)
        return drawn

    monkeypatch.setattr(drawing, "pieces", watched)
    return found


def test_every_document_of_the_demo_night_prints_without_a_placeholder(tmp_path, boxed, capsys):
    event = str(tmp_path / "demo.cardnight")
    assert main(["demo", event]) == 0
    desk = Desk.open(event)
    try:
        competitions = [c.name for c in events.event_info(desk).competitions]
    finally:
        desk.close()
    printed: set[str] = set()
    for what in DOCUMENTS:
        for competition in competitions:
            out = tmp_path / f"{what}-{len(printed)}.pdf"
            argv = ["print", event, what, "--out", str(out), "--competition", competition]
            if what == "certificates":
                argv.append("--early")
            if main(argv) == 0:
                printed.add(what)
    capsys.readouterr()
    assert printed == set(DOCUMENTS)  # every kind printed for some competition of the night
    assert boxed == []


@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_games_sheet_words_print_in_the_shipped_fonts(game):
    rules = GAMES[game]
    layout = rules.sheet_layout(rules.with_defaults({}), ("Kochi Lions", "Thrissur Tigers"))
    words = list(layout.reminders)
    for section in layout.sections:
        words += [
            getattr(section, "title", ""),
            getattr(section, "label", ""),
            getattr(section, "lead_title", ""),
        ]
        words += list(getattr(section, "options", ()))
        for column in (*getattr(section, "columns", ()), *getattr(section, "per_entrant", ())):
            words += [column.title, column.printed]
        words += [box.label for box in getattr(section, "boxes", ())]
    assert {word: missing_chars(word) for word in words if missing_chars(word)} == {}
