"""What the desk may write over: nothing but a file of the kind it writes, never an event file, and always in
one step, so a failed write leaves the previous file as it was and no half file beside it."""

from __future__ import annotations

import os
import sqlite3
import stat
from pathlib import Path

import pytest
from openpyxl import Workbook

from cardnight_desk.io.files import (
    PDF,
    WORKBOOK,
    OutputExists,
    atomic_output,
    check_output,
    current_umask,
    existing_output_problem,
    file_kind,
)
from cardnight_desk.services.errors import Refusal


def event_file(path: Path) -> Path:
    with sqlite3.connect(path) as db:
        db.execute("create table t (x)")
    return path


def workbook(path: Path) -> Path:
    Workbook().save(path)
    return path


@pytest.fixture
def files(tmp_path) -> dict[str, Path]:
    (tmp_path / "folder.pdf").mkdir()
    (tmp_path / "notes.pdf").write_text("my notes, not a PDF")
    (tmp_path / "old.pdf").write_bytes(b"%PDF-1.4\n% an old printout\n")
    (tmp_path / "zip.xlsx").write_bytes(b"PK\x03\x04 not a workbook")
    return {
        "event": event_file(tmp_path / "night.cardnight"),
        "event.pdf": event_file(tmp_path / "event.pdf"),
        "folder": tmp_path / "folder.pdf",
        "notes": tmp_path / "notes.pdf",
        "pdf": tmp_path / "old.pdf",
        "workbook": workbook(tmp_path / "book.xlsx"),
        "zip": tmp_path / "zip.xlsx",
        "missing": tmp_path / "new.pdf",
    }


def test_what_stands_at_a_path(files):
    kinds = {name: file_kind(path) for name, path in files.items()}
    assert kinds == {
        "event": "event",
        "event.pdf": "event",
        "folder": "folder",
        "notes": "other",
        "pdf": "pdf",
        "workbook": "xlsx",
        "zip": "other",
        "missing": None,
    }


def test_a_file_of_another_kind_is_never_written_over(files):
    assert existing_output_problem(files["missing"], PDF) is None
    assert existing_output_problem(files["pdf"], PDF) is None  # replaced once confirmed
    assert existing_output_problem(files["workbook"], WORKBOOK) is None
    assert "is an event file" in existing_output_problem(files["event"], PDF)
    assert "is an event file" in existing_output_problem(files["event.pdf"], PDF)
    assert "is an event file" in existing_output_problem(files["event"], WORKBOOK)
    assert "is a folder" in existing_output_problem(files["folder"], PDF)
    assert "is not a PDF" in existing_output_problem(files["notes"], PDF)
    assert "is not a PDF" in existing_output_problem(files["workbook"], PDF)
    assert "is not an Excel workbook" in existing_output_problem(files["pdf"], WORKBOOK)
    assert "is not an Excel workbook" in existing_output_problem(files["zip"], WORKBOOK)
    assert "does not exist" in existing_output_problem(files["missing"].parent / "no" / "x.pdf", PDF)
    for name in ("event", "event.pdf", "notes", "workbook"):
        with pytest.raises(Refusal) as refused:
            check_output(files[name], PDF, replace=True)
        assert not isinstance(refused.value, OutputExists)
    with pytest.raises(OutputExists, match="already exists"):
        check_output(files["pdf"], PDF, replace=False)
    assert check_output(files["missing"], PDF, replace=False) == files["missing"]


def test_a_failed_write_leaves_the_previous_file_and_no_half_file(files):
    before = files["pdf"].read_bytes()
    with pytest.raises(RuntimeError), atomic_output(files["pdf"], PDF) as tmp:
        tmp.write_bytes(b"%PDF-1.7 half a")
        raise RuntimeError("the printer data ran out")
    assert files["pdf"].read_bytes() == before
    assert sorted(p.name for p in files["pdf"].parent.iterdir() if p.name.startswith(".")) == []


def test_the_target_is_checked_again_before_it_is_replaced(files, tmp_path):
    target = tmp_path / "late.pdf"
    with pytest.raises(Refusal, match="is an event file"), atomic_output(target, PDF) as tmp:
        tmp.write_bytes(b"%PDF-1.7 new")
        event_file(target)  # an event saved under that name while the document was drawn
    assert file_kind(target) == "event"
    with pytest.raises(OutputExists), atomic_output(tmp_path / "raced.pdf", PDF, replace=False) as tmp:
        tmp.write_bytes(b"%PDF-1.7 new")
        (tmp_path / "raced.pdf").write_bytes(b"%PDF-1.7 someone else's")
    assert (tmp_path / "raced.pdf").read_bytes() == b"%PDF-1.7 someone else's"
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]


def test_a_confirmed_replacement_takes_the_place_in_one_step(files):
    with atomic_output(files["pdf"], PDF, replace=True) as tmp:
        tmp.write_bytes(b"%PDF-1.7 new printout")
    assert files["pdf"].read_bytes() == b"%PDF-1.7 new printout"
    with atomic_output(files["missing"], PDF, replace=False) as tmp:
        tmp.write_bytes(b"%PDF-1.7 first printout")
    assert files["missing"].read_bytes() == b"%PDF-1.7 first printout"


@pytest.fixture
def umask():
    """Sets the process's umask for a test, and puts the previous one back."""
    previous = os.umask(0o022)
    yield os.umask
    os.umask(previous)


@pytest.mark.parametrize("mask, mode", [(0o022, 0o644), (0o002, 0o664), (0o077, 0o600)])
def test_a_new_file_gets_the_users_usual_permissions(tmp_path, umask, mask, mode):
    umask(mask)
    assert current_umask() == mask
    for name, kind, body in (("a.pdf", PDF, b"%PDF-1.7 printout"), ("b.xlsx", WORKBOOK, None)):
        out = tmp_path / name
        with atomic_output(out, kind, replace=False) as tmp:
            if body:
                tmp.write_bytes(body)
            else:
                Workbook().save(tmp)
        assert stat.S_IMODE(out.stat().st_mode) == mode, name


def test_a_replaced_file_keeps_its_permissions(files, umask):
    umask(0o077)
    files["pdf"].chmod(0o640)
    with atomic_output(files["pdf"], PDF, replace=True) as tmp:
        tmp.write_bytes(b"%PDF-1.7 new printout")
    assert stat.S_IMODE(files["pdf"].stat().st_mode) == 0o640


def test_a_printed_pdf_is_readable_like_any_other_file(tmp_path, umask):
    from cardnight_desk.io.printing import print_document
    from tests.io.pdf.night import night_round

    umask(0o022)
    out = tmp_path / "sheets.pdf"
    assert print_document(night_round("rummy", tables=1), "score-sheets", out) == 1
    assert stat.S_IMODE(out.stat().st_mode) == 0o644
