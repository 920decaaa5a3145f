"""Printing a real event from the command line: every document, read back from the PDF."""

from __future__ import annotations

import pypdf
import pytest

from cardnight_desk.cli import main
from cardnight_desk.services import draws, events, scores
from cardnight_desk.services.desk import Desk
from tests.services.builders import bhukhar_event, bhukhar_sheet, competition_with_teams, match_28


def _text(path) -> str:
    return "\n".join(page.extract_text() for page in pypdf.PdfReader(str(path)).pages)


@pytest.fixture
def night(tmp_path):
    target = str(tmp_path / "night.cardnight")
    desk = bhukhar_event(target, ["Lions", "Tigers", "Bears", "Wolves", "Eagles"])
    view = draws.draw_next_round(desk, "Bhukhar", seed=8)
    for t in view.tables:
        scores.enter_sheet(desk, "Bhukhar", 1, t.table, bhukhar_sheet(*t.entrants), confirm=True)
    competition_with_teams(desk, "28 cup", "28", ["Kochi", "Thrissur", "Kannur"])
    first = draws.draw_next_round(desk, "28 cup", seed=2)
    for t in first.tables:
        scores.enter_sheet(desk, "28 cup", 1, t.table, match_28(*t.entrants, t.entrants[0]), confirm=True)
    desk.close()
    return target, view


@pytest.mark.parametrize(
    "what, extra, pages, words",
    [
        ("score-sheets", ["--competition", "Bhukhar", "--round", "1"], 2, ["Lions 1", "Table 1"]),
        ("table-cards", ["--competition", "Bhukhar"], 2, ["Wolves 3"]),
        ("seating", ["--competition", "Bhukhar"], None, ["Eagles"]),
        ("standings", ["--competition", "Bhukhar"], 1, ["Lions", "Master"]),
        ("bracket", ["--competition", "28 cup"], 1, ["Kochi", "Thrissur", "Kannur"]),
        ("results", [], 1, ["Bhukhar", "28 cup"]),
        ("certificates", ["--competition", "Bhukhar", "--early"], None, ["Bhukhar", "provisional"]),
    ],
)
def test_every_document_prints_from_the_event(night, tmp_path, capsys, what, extra, pages, words):
    target, _ = night
    out = tmp_path / f"{what}.pdf"
    assert main(["print", target, what, "--out", str(out), *extra]) == 0, capsys.readouterr().err
    reader = pypdf.PdfReader(str(out))
    if pages is not None:
        assert len(reader.pages) == pages
    text = _text(out)
    for word in words:
        assert word in text


def test_print_refusals(night, tmp_path, capsys):
    target, _ = night
    assert main(["print", target, "standings", "--out", str(tmp_path / "x.pdf")]) == 2
    assert "--competition" in capsys.readouterr().err
    assert (
        main(["print", target, "bracket", "--competition", "Bhukhar", "--out", str(tmp_path / "x.pdf")]) == 2
    )
    assert "no knockout bracket" in capsys.readouterr().err
    assert (
        main(
            [
                "print",
                target,
                "seating",
                "--competition",
                "Bhukhar",
                "--round",
                "9",
                "--out",
                str(tmp_path / "x.pdf"),
            ]
        )
        == 2
    )
    assert not (tmp_path / "x.pdf").exists()


def test_letter_paper(night, tmp_path):
    target, _ = night
    out = tmp_path / "s.pdf"
    assert (
        main(
            ["print", target, "standings", "--competition", "Bhukhar", "--paper", "letter", "--out", str(out)]
        )
        == 0
    )
    box = pypdf.PdfReader(str(out)).pages[0].mediabox
    assert (round(float(box.width)), round(float(box.height))) == (612, 792)


def _files(folder) -> list[str]:
    """The files in the folder (the event's automatic backups keep a folder of their own)."""
    return sorted(p.name for p in folder.iterdir() if p.is_file())


def test_print_never_writes_over_the_event_or_another_kind_of_file(night, tmp_path, capsys):
    target, _ = night
    standings = ["standings", "--competition", "Bhukhar"]
    for force in ([], ["--force"]):
        assert main(["print", target, *standings, "--out", target, *force]) == 2
        assert "is an event file" in capsys.readouterr().err
    assert open(target, "rb").read(16) == b"SQLite format 3\x00"
    desk = Desk.open(target)
    assert [c.name for c in events.event_info(desk).competitions] == ["Bhukhar", "28 cup"]
    desk.close()
    notes = tmp_path / "notes.pdf"
    notes.write_text("the judges' notes, saved under a PDF name")
    for force in ([], ["--force"]):
        assert main(["print", target, *standings, "--out", str(notes), *force]) == 2
        assert "is not a PDF" in capsys.readouterr().err
    assert notes.read_text() == "the judges' notes, saved under a PDF name"
    assert _files(tmp_path) == ["night.cardnight", "notes.pdf"]


def test_an_existing_pdf_is_replaced_only_with_force(night, tmp_path, capsys):
    target, _ = night
    out = tmp_path / "standings.pdf"
    standings = ["print", target, "standings", "--competition", "Bhukhar", "--out", str(out)]
    assert main(standings) == 0
    first = out.read_bytes()
    out.write_bytes(first.replace(b"%PDF-", b"%PDF-", 1) + b"% kept\n")
    assert main(standings) == 2
    err = capsys.readouterr().err
    assert "already exists" in err and "--force" in err
    assert out.read_bytes().endswith(b"% kept\n")
    failing = ["print", target, "seating", "--competition", "Bhukhar", "--round", "9", "--out", str(out)]
    assert main([*failing, "--force"]) == 2  # a failed print leaves the previous PDF as it was
    assert out.read_bytes().endswith(b"% kept\n")
    assert main([*standings, "--force"]) == 0
    assert out.read_bytes() == first
    assert _files(tmp_path) == ["night.cardnight", "standings.pdf"]


def test_results_and_certificates_are_provisional_until_the_competition_is_finished(night, tmp_path, capsys):
    target, _ = night
    out = tmp_path / "out.pdf"
    printed = ["print", target, "--out", str(out), "--force"]
    assert main([*printed, "standings", "--competition", "Bhukhar"]) == 0
    assert "Standings — provisional" in _text(out) and "after round 1 — provisional" in _text(out)
    assert main([*printed, "results"]) == 0
    text = _text(out)
    assert "Results so far — provisional" in text and "Final results" not in text
    assert "Winner" not in text and "1st place" in text
    out.unlink()
    assert main([*printed, "certificates", "--competition", "Bhukhar"]) == 2  # not before the end...
    err = capsys.readouterr().err
    assert "Bhukhar (after round 1 — provisional) is not finished" in err and "--early" in err
    assert not out.exists()
    assert main([*printed, "certificates", "--competition", "Bhukhar", "--early"]) == 0  # ...unless asked
    assert "Winner" not in _text(out) and "place" not in _text(out)
    assert "Standing after round 1 — provisional" in _text(out)
    for name in ("Bhukhar", "28 cup"):
        assert main(["competition", "close", target, "--name", name]) == 0
    assert main([*printed, "certificates", "--competition", "Bhukhar"]) == 0
    assert "Winner" in _text(out) and "provisional" not in _text(out)
    assert main([*printed, "results"]) == 0
    assert "Final results" in _text(out) and "Winner" in _text(out) and "provisional" not in _text(out)
    assert main([*printed, "standings", "--competition", "Bhukhar"]) == 0
    assert "provisional" not in _text(out)


def test_urdu_names_print_and_a_name_no_font_has_is_a_warning(tmp_path, capsys):
    target = str(tmp_path / "urdu.cardnight")
    desk = bhukhar_event(target, ["لاہور شیر", "Lions 😀", "Kochi / کوچی", "Tigers"])
    draws.draw_next_round(desk, "Bhukhar", seed=8)
    desk.close()
    out = tmp_path / "seating.pdf"
    assert main(["print", target, "seating", "--competition", "Bhukhar", "--out", str(out)]) == 0
    captured = capsys.readouterr()
    assert "Printed seating lists" in captured.out
    warning = captured.err.strip()
    # the team and its three players
    assert warning.startswith("warning: 4 names have characters no font shipped with the desk has")
    assert "\n" not in warning and "'Lions 😀'" in warning and "U+1F600 GRINNING FACE" in warning
    assert "لاہور" not in warning
    page = pypdf.PdfReader(str(out)).pages[0]
    fonts = {str(f.get_object()["/BaseFont"]).split("+", 1)[-1] for f in page["/Resources"]["/Font"].values()}
    assert "NotoNaskhArabic-Regular" in fonts
    assert "Lions" in page.extract_text()


PLAYERS_PAGE = "http://192.168.1.20:8080/"


def _qr_codes(path) -> list[list[str]]:
    pdfium = pytest.importorskip("pypdfium2", reason="the test extra needs pypdfium2 to render pages")
    zxingcpp = pytest.importorskip("zxingcpp", reason="the test extra needs zxing-cpp to read QR codes")
    return [
        [r.text for r in zxingcpp.read_barcodes(page.render(scale=150 / 72).to_pil())]
        for page in pdfium.PdfDocument(str(path))
    ]


@pytest.mark.parametrize("what, per_page", [("table-cards", 2), ("seating", 1)])
def test_table_cards_and_seating_carry_the_players_page(night, tmp_path, capsys, what, per_page):
    target, _ = night
    out = tmp_path / f"{what}.pdf"
    command = ["print", target, what, "--competition", "Bhukhar", "--out", str(out)]
    assert main([*command, "--players-page", PLAYERS_PAGE]) == 0, capsys.readouterr().err
    codes = _qr_codes(out)
    assert codes and all(page == [PLAYERS_PAGE] * per_page for page in codes)
    assert PLAYERS_PAGE in _text(out)
    assert main([*command, "--force"]) == 0  # without the option: no address, no code
    assert all(page == [] for page in _qr_codes(out)) and "http" not in _text(out)


@pytest.mark.parametrize(
    "what, address, words",
    [
        ("standings", PLAYERS_PAGE, "printed only on table-cards and seating, not on standings"),
        ("score-sheets", PLAYERS_PAGE, "printed only on table-cards and seating, not on score-sheets"),
        (
            "table-cards",
            "192.168.1.20:8080",
            "'192.168.1.20:8080' is not a web address for the players' page",
        ),
        ("seating", "http://192.168.1.20:8080/ hall", "has a space or a control character"),
    ],
)
def test_a_players_page_the_document_cannot_carry_is_refused_in_one_line(
    night, tmp_path, capsys, what, address, words
):
    target, _ = night
    out = tmp_path / "x.pdf"
    command = ["print", target, what, "--competition", "Bhukhar", "--out", str(out)]
    assert main([*command, "--players-page", address]) == 2
    err = capsys.readouterr().err
    assert words in err and len(err.strip().splitlines()) == 1 and "Traceback" not in err
    assert not out.exists()


def test_printing_score_sheets_loads_no_other_documents_services(night, tmp_path):
    # a round's score sheets read the round: the command loads neither the standings, the bracket, the
    # registration, the other documents' modules, nor the tools to upgrade an event (Alembic)
    import subprocess
    import sys

    target, _ = night
    out = tmp_path / "sheets.pdf"
    argv = ["print", target, "score-sheets", "--competition", "Bhukhar", "--round", "1", "--out", str(out)]
    unused = (
        "cardnight_desk.services.standings",
        "cardnight_desk.services.bracket_view",
        "cardnight_desk.services.registration",
        "cardnight_desk.services.standings_source",
        "cardnight_desk.services.brackets",
        "cardnight_desk.io.pdf.results_data",
        "cardnight_desk.io.pdf.seating",
        "cardnight_desk.io.pdf.bracket",
        "cardnight_desk.io.pdf.results",
        "cardnight_desk.io.pdf.certificates",
        "alembic",
    )
    code = (
        "import sys\n"
        "from cardnight_desk.cli import main\n"
        f"status = main({argv!r})\n"
        f"print(status, sorted(m for m in sys.modules if m in {unused!r}))\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines()[-1] == "0 []"
    assert "Lions 1" in _text(out)


def test_a_competition_not_finished_is_printed_as_provisional_and_names_nobody_still_in_first(night, capsys):
    target, _ = night
    out = night[0].replace("night.cardnight", "results.pdf")
    assert main(["print", target, "results", "--out", out]) == 0
    assert capsys.readouterr().out.startswith(f"Printed provisional results to {out} (1 page")
    text = _text(out)
    cup = text[text.index("28 cup") :]
    # the knockout's first round is played: its winner and the team with a bye are still in, its loser is out
    assert cup.count("Still in") == 2 and "3rd place" in cup and "1st place" not in cup
    assert (
        main(["print", target, "certificates", "--competition", "28 cup", "--early", "--out", out, "--force"])
        == 0
    )
    assert capsys.readouterr().out.startswith(f"Printed provisional certificates to {out} (3 pages")
    assert main(["competition", "close", target, "--name", "28 cup"]) == 0
    assert main(["competition", "close", target, "--name", "Bhukhar"]) == 0
    capsys.readouterr()
    assert main(["print", target, "results", "--out", out, "--force"]) == 0
    assert capsys.readouterr().out.startswith(f"Printed final results to {out} (1 page")
