"""A fuzz of the command line (issue 17): random bytes as the event file, random JSON as a sheet and random
workbooks to import, thrown at every command. Whatever arrives, a command exits 0 (the input happened to be
good) or 2 (refused) with one line on standard error saying why — never a traceback, never "unexpected
error" — and a refused command leaves the event as it was.

Commands run in this process through ``cardnight_desk.cli.main`` (fast), and a handful as the real program.
``history --verify`` may also exit 3: a damaged file may read as a history altered behind the desk's back.
"""

from __future__ import annotations

import contextlib
import io
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from cardnight_desk.cli import main
from cardnight_desk.domain.games import GAMES
from tests.cli.conftest import content, sha256
from tests.cli.test_failures import EVENT_COMMANDS

FUZZ = settings(
    max_examples=20,
    deadline=None,
    database=None,  # nothing written beside the project
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
SQLITE_MAGIC = b"SQLite format 3\x00"
KINDS = sorted(kind.id for game in GAMES.values() for kind in game.sheet_kinds)


def run(argv: list[object]) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main([str(a) for a in argv])
    return code, out.getvalue(), err.getvalue()


def said_one_line(code: int, err: str, allowed: tuple[int, ...] = (0, 2)) -> None:
    assert code in allowed, err
    assert "Traceback" not in err and "unexpected error" not in err, err
    if code:
        assert err == "" or (err.count("\n") == 1 and err.startswith("cardnight-desk")), err


def fresh(path: Path, data: bytes) -> None:
    for extra in ("-wal", "-shm"):
        Path(f"{path}{extra}").unlink(missing_ok=True)
    path.write_bytes(data)


def command(argv: list[str], event: Path, folder: Path) -> list[str]:
    return [a.format(e=event, d=folder) for a in argv]


@pytest.fixture
def folder(night_file, tmp_path):
    """A folder with a good backup and a good sheet beside the fuzzed event, as the commands need."""
    from tests.services.builders import bhukhar_sheet

    shutil.copyfile(night_file, tmp_path / "backup.cardnight")
    (tmp_path / "sheet.json").write_text(json.dumps(bhukhar_sheet("Lions", "Tigers", 3)), encoding="utf-8")
    return tmp_path


event_bytes = st.one_of(
    st.binary(min_size=1, max_size=3000),
    st.binary(min_size=0, max_size=3000).map(lambda b: SQLITE_MAGIC + b),
)


@settings(FUZZ, max_examples=10)  # each example runs every command
@given(data=event_bytes)
def test_random_bytes_as_the_event_file_are_refused_by_every_command(data, folder, monkeypatch):
    monkeypatch.setenv("CARDNIGHT_NEW_JUDGE_PIN", "4321")
    event = folder / "fuzz.cardnight"
    for name, argv in EVENT_COMMANDS.items():
        fresh(event, data)
        code, _, err = run(command(argv, event, folder))
        if name == "restore over it" and code == 0:  # asked to replace what is there: it is kept beside
            kept = list(folder.glob("fuzz.cardnight.replaced-*"))
            assert kept, err
            for copy in kept:
                copy.unlink()
            continue
        said_one_line(code, err, allowed=(2,))
        assert sha256(event) == sha256_of(data), name
        assert not (folder / "copy.cardnight").exists() and not (folder / "out.pdf").exists()


def sha256_of(data: bytes) -> str:
    import hashlib

    return hashlib.sha256(data).hexdigest()


READING = ["standings", "history", "history --verify", "print", "export", "backup", "draw"]


@FUZZ
@given(
    cut=st.floats(min_value=0.0, max_value=1.0),
    noise=st.lists(st.tuples(st.floats(0.0, 1.0), st.integers(0, 255)), max_size=30),
    name=st.sampled_from([*READING, "register", "enter", "penalty", "competition add"]),
)
@example(cut=0.984375, noise=[], name="history")  # a change whose time the cut lost
def test_a_truncated_or_scribbled_event_file_ends_in_one_line(cut, noise, name, night_file, folder):
    good = night_file.read_bytes()
    data = bytearray(good[: max(512, int(len(good) * cut))])
    for where, value in noise:
        data[100 + int(where * (len(data) - 101))] = value  # past the header: the file still says SQLite
    event = folder / "fuzz.cardnight"
    fresh(event, bytes(data))
    for leftover in ("out.xlsx", "out.pdf", "copy.cardnight"):
        (folder / leftover).unlink(missing_ok=True)
    code, _, err = run(command(EVENT_COMMANDS[name], event, folder))
    said_one_line(code, err, allowed=(0, 2, 3) if name == "history --verify" else (0, 2))


json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(min_value=-(2**70), max_value=2**70)
    | st.floats(allow_nan=False)
    | st.text(max_size=12),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=20,
)


@st.composite
def sheets(draw):
    """Random JSON, or a blank sheet of a random kind with random values put in at random places."""
    if draw(st.booleans()):
        return draw(json_values)
    kind = draw(st.sampled_from(KINDS))
    from cardnight_desk.domain.games import find_sheet_kind

    sheet = find_sheet_kind(kind)[0].sheet_template(kind)
    for _ in range(draw(st.integers(0, 4))):
        target = sheet
        while isinstance(target, dict) and target and draw(st.booleans()):
            child = target[draw(st.sampled_from(sorted(target)))]
            if not isinstance(child, dict):
                break
            target = child
        if isinstance(target, dict):
            target[draw(st.sampled_from([*sorted(target), "extra"]))] = draw(json_values)
    return sheet


sheet_text = st.one_of(
    st.tuples(sheets(), st.booleans()).map(lambda t: json.dumps(t[0], ensure_ascii=t[1])),
    st.binary(max_size=200).map(lambda b: b.decode("latin-1")),
    st.text(max_size=200),
    st.just('{"game": "bhukhar", "teams": {"Li\\ud800ns": {}}}'),  # half a character, written as JSON does
)


@FUZZ
@given(text=sheet_text)
def test_score_answers_any_sheet_with_a_result_or_the_error_shape(text, tmp_path):
    path = tmp_path / "sheet.json"
    path.write_text(text, encoding="utf-8")
    code, out, err = run(["score", path])
    said_one_line(code, err)
    assert err == "" and json.loads(out)["valid"] is (code == 0)


@FUZZ
@given(text=sheet_text, judge=st.booleans())
def test_enter_and_edit_refuse_any_bad_sheet_and_change_nothing(text, judge, night, tmp_path):
    path = tmp_path / "sheet.json"
    path.write_text(text, encoding="utf-8")
    before, bytes_before = content(night), sha256(night)
    where = ["--competition", "Bhukhar", "--round", "1", "--table", "1", path]
    extra = ["--judge", "Ravi", "--why", "fuzz", "--pin", "1234"] if judge else []
    code, out, err = run(["edit" if judge else "enter", night, *where, *extra])
    said_one_line(code, err)
    assert json.loads(out)["valid"] is (code == 0)
    if code == 2:
        assert content(night) == before
        if json.loads(out)["errors"][0]["path"] == "(sheet)":  # not even read: the event was not opened
            assert sha256(night) == bytes_before


HEADERS = ["name", "born", "competitions", "team", "eligible", "phone", "email", "NAME", "", "notes"]
cells = st.one_of(
    st.none(),
    st.text(st.characters(blacklist_categories=("Cc", "Cs")), max_size=15),  # what a spreadsheet cell holds
    st.integers(-(10**6), 10**6),
    st.floats(allow_nan=False, allow_infinity=False),
    st.booleans(),
    st.dates(),
    st.sampled_from(["Bhukhar", "Bhukhar;Rummy", "2000-01-01", "yes", "no", "=1+1", "Lions"]),
)


@st.composite
def workbooks(draw) -> bytes:
    """Random bytes, a zip that is not a workbook, or a real workbook of random headers and rows."""
    choice = draw(st.integers(0, 3))
    if choice == 0:
        return draw(st.binary(max_size=500))
    if choice == 1:
        return b"PK\x03\x04" + draw(st.binary(max_size=500))
    from openpyxl import Workbook

    book = Workbook()
    sheet = book.active
    sheet.append(draw(st.lists(st.sampled_from(HEADERS), min_size=0, max_size=7)))
    for row in draw(st.lists(st.lists(cells, max_size=7), max_size=6)):
        sheet.append(row)
    buffer = io.BytesIO()
    book.save(buffer)
    return buffer.getvalue()


@settings(FUZZ, max_examples=8)
@given(book=workbooks(), check=st.booleans())
def test_import_refuses_any_bad_workbook_with_its_rows_and_changes_nothing(book, check, night, tmp_path):
    path = tmp_path / "players.xlsx"
    path.write_bytes(book)
    before = content(night)
    code, _, err = run(["import", night, path, *(["--check"] if check else [])])
    assert code in (0, 2) and "Traceback" not in err and "unexpected error" not in err, err
    if code == 2:
        first, *rows = err.splitlines()
        assert first.startswith("cardnight-desk: ") and all(r.startswith("  ") for r in rows), err
        assert content(night) == before
    if check:
        assert content(night) == before


def program(*argv: object, data: bytes | None = None) -> subprocess.CompletedProcess[bytes]:
    args = [a if isinstance(a, bytes) else os.fsencode(str(a)) for a in argv]
    return subprocess.run(
        [sys.executable.encode(), b"-m", b"cardnight_desk", *args],
        input=data,
        capture_output=True,
        timeout=120,
    )


def test_the_real_program_says_one_line_for_bad_input(night, tmp_path):
    rubbish = tmp_path / "rubbish.cardnight"
    rubbish.write_bytes(SQLITE_MAGIC + os.urandom(3000))
    deep = tmp_path / "deep.json"
    deep.write_text('{"game": "bhukhar", "teams": ' + "[" * 100_000 + "]" * 100_000 + "}", encoding="utf-8")
    before = sha256(night)
    runs = {
        "a random file as the event": program("standings", rubbish, "--competition", "Bhukhar"),
        "a name that is not UTF-8": program(
            "register",
            night,
            "--competition",
            "Bhukhar",
            "--player",
            b"R\xed\xa0\x80vi",
            "--born",
            "2000-01-01",
        ),
        "a round beyond 64 bits": program(
            "enter", night, "--competition", "Bhukhar", "--round", 2**64, "--table", 1, deep
        ),
        "a sheet nested too deeply, from standard input": program(
            "enter",
            night,
            "--competition",
            "Bhukhar",
            "--round",
            1,
            "--table",
            1,
            "-",
            data=deep.read_bytes(),
        ),
    }
    for name, done in runs.items():
        err = done.stderr.decode("utf-8", "replace")
        assert done.returncode == 2, (name, err)
        assert "Traceback" not in err and "unexpected error" not in err, (name, err)
        assert err.count("\n") <= 1, (name, err)
    assert "nested too deeply" in runs["a sheet nested too deeply, from standard input"].stdout.decode()
    assert sha256(night) == before
