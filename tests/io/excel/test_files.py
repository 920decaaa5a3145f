"""Opening a workbook that is damaged or made to harm: its size is checked before anything is unpacked, so a
small file that unpacks to gigabytes is refused with a message naming it and costs no memory."""

from __future__ import annotations

import json
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest
from openpyxl import Workbook

from cardnight_desk.io.excel.files import open_workbook
from cardnight_desk.services.errors import Refusal

ROOT = Path(__file__).resolve().parents[3]
SHEET = "xl/worksheets/sheet1.xml"
MB = 1024 * 1024


def crafted(path: Path, parts: dict[str, object]) -> Path:
    """A real workbook made by openpyxl whose parts named in ``parts`` are replaced: by bytes, or by what a
    function writes to the part's stream (so a part of hundreds of megabytes is never held in memory)."""
    plain = path.with_suffix(".plain.xlsx")
    wb = Workbook()
    wb.active.append(["name", "competitions"])
    wb.save(plain)
    with zipfile.ZipFile(plain) as src, zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as out:
        names = [*src.namelist(), *(n for n in parts if n not in src.namelist())]
        for name in names:
            content = parts.get(name, src.read(name) if name in src.namelist() else b"")
            if callable(content):
                with out.open(name, "w") as stream:
                    content(stream)
            else:
                out.writestr(name, content)
    plain.unlink()
    return path


def repeated(text: bytes, megabytes: int, before: bytes = b"", after: bytes = b""):
    def write(stream) -> None:
        stream.write(before)
        chunk = text * (MB // len(text))
        for _ in range(megabytes):
            stream.write(chunk)
        stream.write(after)

    return write


SHEET_START = b'<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>'
SHEET_END = b"</sheetData></worksheet>"
HEADER_ROW = (
    b'<row r="1"><c r="A1" t="inlineStr"><is><t>name</t></is></c>'
    b'<c r="B1" t="inlineStr"><is><t>competitions</t></is></c></row>'
)


def bomb(path: Path, megabytes: int) -> Path:
    """A workbook of a few hundred kilobytes whose one name cell unpacks to ``megabytes`` of text."""
    cell_start = SHEET_START + HEADER_ROW + b'<row r="2"><c r="A2" t="inlineStr"><is><t>'
    cell_end = b"</t></is></c></row>" + SHEET_END
    return crafted(path, {SHEET: repeated(b"A", megabytes, cell_start, cell_end)})


OPEN_AND_MEASURE = r"""
import json, resource, sys
from cardnight_desk.io.excel.registration import read_registrations
from cardnight_desk.services.errors import Refusal
try:
    read_registrations(sys.argv[1])
    said = None
except Refusal as err:
    said = err.message
# this process's own high-water mark (VmHWM): ru_maxrss would carry over the forking test run's size
hwm = [line for line in open("/proc/self/status") if line.startswith("VmHWM:")]
peak = int(hwm[0].split()[1]) / 1024 if hwm else resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
print(json.dumps({"said": said, "peak_mb": peak}))
"""


def test_a_zip_bomb_is_refused_before_it_is_unpacked(tmp_path):
    path = bomb(tmp_path / "players.xlsx", 400)
    assert path.stat().st_size < 2 * MB
    done = subprocess.run(
        [sys.executable, "-c", OPEN_AND_MEASURE, str(path)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert done.returncode == 0, done.stderr
    found = json.loads(done.stdout)
    assert found["said"] is not None and str(path) in found["said"] and "unpack to 400 MB" in found["said"]
    assert found["peak_mb"] < 300, found


def test_a_part_packed_far_tighter_than_sheets_pack_is_refused(tmp_path):
    path = bomb(tmp_path / "tight.xlsx", 30)  # under the size limit, but packed about 1000 to 1
    with pytest.raises(Refusal, match=r"packed [\d,]+ to 1 in 'xl/worksheets/sheet1.xml'"):
        open_workbook(path)


@pytest.mark.parametrize(
    "make, words",
    [
        (lambda p: p.write_bytes(Path(crafted(p, {})).read_bytes()[:900]), "damaged"),  # cut short
        (lambda p: p.write_bytes(b"PK\x03\x04" + b"\0" * 200), "damaged"),  # a zip's first bytes only
        (lambda p: zipfile.ZipFile(p, "w").writestr("notes.txt", "hello"), "not an Excel workbook"),
        (lambda p: crafted(p, {SHEET: b"<worksheet><sheetData><row>"}), "damaged"),
    ],
    ids=["truncated", "zip-header-only", "zip-without-workbook", "broken-sheet-xml"],
)
def test_damaged_workbooks_are_one_message_naming_the_file(tmp_path, make, words):
    from cardnight_desk.io.excel.registration import read_registrations

    path = tmp_path / "players.xlsx"
    make(path)
    with pytest.raises(Refusal, match=words) as refused:
        read_registrations(path)
    assert str(path) in refused.value.message and "Traceback" not in refused.value.message
