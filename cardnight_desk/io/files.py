"""The files the desk writes, and what it may write over.

An *output kind* is what a written file is: a printed document (``pdf``: the file begins ``%PDF-``) or a
workbook (``xlsx``: a zip holding ``[Content_Types].xml`` and ``xl/workbook.xml``). The desk writes a file
where there is none, or over a file of the same kind when that is confirmed (``replace``; the command line's
``--force``); never over an *event file* (an SQLite database, or one of the journal files SQLite keeps beside
it), never over any other file, and never in a folder's place, confirmed or not. Whether a file is an event is
asked of SQLite, never read here: a descriptor of an open event closed outside SQLite would drop the locks the
desk holds on it (``store/journal.py``).

Writing goes to a temporary file in the same folder, which is then renamed over the target in one step
(:func:`os.replace`): a failed print or export leaves no half file and the previous file as it was. The file
gets the permissions any program of the user's would give it (read and write for everyone the user's *umask*
lets, usually 0644), or keeps those of the file it replaces; never the temporary file's own (0600).
"""

from __future__ import annotations

import os
import tempfile
import zipfile
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from pathlib import Path

from cardnight_desk.services.errors import Refusal
from cardnight_desk.store.journal import is_journal_name, is_sqlite_file

PDF, WORKBOOK = "pdf", "xlsx"
KIND_WORDS = {PDF: "a PDF", WORKBOOK: "an Excel workbook"}
EVENT, FOLDER, OTHER = "event", "folder", "other"  # what else may stand at a path
PDF_HEADER = b"%PDF-"
WORKBOOK_PARTS = frozenset({"[Content_Types].xml", "xl/workbook.xml"})


class OutputExists(Refusal):
    """A file of the same kind is at the path, and replacing it was not confirmed."""

    def __init__(self, path: Path):
        super().__init__(f"'{path}' already exists; it is replaced only when that is confirmed")
        self.path = path


def _is_workbook(path: Path) -> bool:
    try:
        with zipfile.ZipFile(path) as zf:
            return WORKBOOK_PARTS <= set(zf.namelist())
    except (zipfile.BadZipFile, OSError, ValueError):
        return False


def file_kind(path: str | os.PathLike[str]) -> str | None:
    """What is at ``path``: ``pdf``, ``xlsx``, ``event``, ``folder`` or ``other``; None when nothing is.
    A file that cannot be read is ``other``."""
    path = Path(path)
    if not os.path.lexists(path):
        return None
    if path.is_dir():
        return FOLDER
    if is_journal_name(path):
        return EVENT
    try:
        if is_sqlite_file(path):
            return EVENT
        with open(path, "rb") as fh:
            head = fh.read(len(PDF_HEADER))
    except OSError:
        return OTHER
    if head.startswith(PDF_HEADER):
        return PDF
    if head.startswith(b"PK") and _is_workbook(path):
        return WORKBOOK
    return OTHER


def existing_output_problem(path: str | os.PathLike[str], kind: str) -> str | None:
    """Why the desk must not write a ``kind`` file (``pdf`` or ``xlsx``) at ``path``, in one sentence; None
    when it may: nothing is there, or a file of the same kind is (which it replaces once that is confirmed).
    For a window to call before it writes, and before it asks whether to replace a file."""
    words = KIND_WORDS[kind]
    found = file_kind(path)
    if found is None or found == kind:
        if not Path(path).parent.is_dir():
            return f"the folder '{Path(path).parent}' does not exist"
        return None
    if found == EVENT:
        return f"'{path}' is an event file: {words} is never written over an event; choose another name"
    if found == FOLDER:
        return f"'{path}' is a folder: choose a file name for {words}"
    return f"'{path}' is not {words}: the desk writes {words} only over another; choose another name"


def check_output(path: str | os.PathLike[str], kind: str, *, replace: bool) -> Path:
    """``path`` when a ``kind`` file may be written there: a :class:`Refusal` saying why not, or
    :class:`OutputExists` when a file of that kind is there and ``replace`` is false."""
    path = Path(path)
    problem = existing_output_problem(path, kind)
    if problem:
        raise Refusal(problem)
    if not replace and os.path.lexists(path):
        raise OutputExists(path)
    return path


def current_umask() -> int:
    """The process's umask, read without changing it where the system tells it (Linux), as printing runs in
    a worker thread while the window may write its own files."""
    try:
        with open("/proc/self/status", encoding="ascii") as fh:
            for line in fh:
                if line.startswith("Umask:"):
                    return int(line.split()[1], 8)
    except (OSError, ValueError, IndexError):
        pass
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


def new_file_mode(target: Path) -> int:
    """The permissions a written file gets: those of the file it replaces, else 0666 less the umask."""
    try:
        return target.stat().st_mode & 0o7777
    except OSError:
        return 0o666 & ~current_umask()


@contextmanager
def atomic_output(path: str | os.PathLike[str], kind: str, *, replace: bool = True) -> Iterator[Path]:
    """A temporary file beside ``path`` to write the ``kind`` file in; once the block ends without an error
    it takes ``path``'s place in one step (checked again just before), and otherwise it is removed."""
    target = check_output(path, kind, replace=replace)
    fd, name = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    os.close(fd)
    tmp = Path(name)
    try:
        yield tmp
        with suppress(FileNotFoundError):
            os.chmod(tmp, new_file_mode(target))
        _move_into_place(tmp, target, kind, replace)
    finally:
        with suppress(FileNotFoundError):
            tmp.unlink()


def _move_into_place(tmp: Path, target: Path, kind: str, replace: bool) -> None:
    check_output(target, kind, replace=replace)  # something may have been put there while writing
    if replace:
        os.replace(tmp, target)
        return
    try:
        os.link(tmp, target)  # fails, instead of replacing, if a file appeared since the check
    except FileExistsError:
        raise OutputExists(target) from None
    except OSError:  # a file system without hard links
        os.replace(tmp, target)
