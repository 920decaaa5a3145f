"""What a command says when it cannot finish: one line on standard error and an exit status, never a traceback.

A *failure* is an exception a command lets out. :func:`explain` turns it into a sentence and an exit status
(``resources/docs/command-line.md``): 2 when the input is at fault and nothing changed (a damaged event file,
a number too large for the event, a path the desk cannot use, text that is not text, a database address that
cannot be used), 1 for anything else (a full disk, a database that does not answer:
:mod:`cardnight_desk.store.reasons`). A command stopped from the keyboard (Ctrl-C) ends with ``stopped`` and
130, the status shells give a program stopped that way.

The database libraries' exceptions are looked at only when the library is already loaded: a command that
never opened an event does not load SQLAlchemy to explain why it failed.
"""

from __future__ import annotations

import errno
import os
import sys

from cardnight_desk.cli.common import EXIT_ERROR, EXIT_REFUSED, PASSWORD_HINT, one_line

EXIT_STOPPED = 130  # 128 + SIGINT, as shells report a program stopped by Ctrl-C
STOPPED = "stopped"

# what SQLite says of a file that is not, or no longer, a whole database (its pages overwritten, its text no
# longer text, its tables' definitions garbled)
_DAMAGED_WORDS = (
    "malformed",
    "not a database",
    "file is encrypted",
    "corrupt",
    "could not decode",
    "no such column",
    "no such table",
    "has no column named",
)
# the path the person named cannot be used as it is: refused (2); other system errors are failures (1)
_PATH_ERRORS = {
    errno.EACCES,
    errno.EPERM,
    errno.EROFS,
    errno.ENOENT,
    errno.ENOTDIR,
    errno.EISDIR,
    errno.EEXIST,
    errno.ENAMETOOLONG,
    errno.ELOOP,
}
_FULL_ERRORS = {errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC), errno.EFBIG}


def _database_reason(err: BaseException) -> str | None:
    """What the database driver said, when ``err`` comes from one (SQLAlchemy's wrapper or sqlite3's own)."""
    if "sqlite3" in sys.modules:
        import sqlite3

        if isinstance(err, sqlite3.Error):
            return one_line(err)
    if "sqlalchemy" in sys.modules:
        from sqlalchemy.exc import DBAPIError

        if isinstance(err, DBAPIError):
            orig = err.orig if err.orig is not None else err
            return one_line(str(orig).strip().splitlines()[0] if str(orig).strip() else type(orig).__name__)
    return None


def damaged_reason(err: BaseException) -> str | None:
    """SQLite's words when ``err`` says a database file is damaged (truncated, overwritten), else None."""
    reason = _database_reason(err)
    if reason is not None and any(word in reason.lower() for word in _DAMAGED_WORDS):
        return reason
    return None


def _raised_reading_the_database(err: BaseException) -> bool:
    """Was ``err`` raised inside SQLAlchemy, turning a stored value into Python's (a date, a JSON document)?
    Such a value was written outside the desk, or its bytes were damaged."""
    tb = err.__traceback__
    while tb is not None:
        if f"{os.sep}sqlalchemy{os.sep}" in tb.tb_frame.f_code.co_filename:
            return True
        tb = tb.tb_next
    return False


def _store_error(err: BaseException) -> int | None:
    """The exit status for the store's own error (2 a refusal, 1 a failure that is not the event's: a full
    disk, a database server that does not answer), else None."""
    if "cardnight_desk.store.errors" not in sys.modules:
        return None
    from cardnight_desk.store.errors import StoreError, StoreUnavailable

    if not isinstance(err, StoreError):
        return None
    return EXIT_ERROR if isinstance(err, StoreUnavailable) else EXIT_REFUSED


def _asks_for_password(err: BaseException) -> bool:
    """Did a database server ask for a password the address does not give (or refuse the one given)?"""
    if "cardnight_desk.store.reasons" not in sys.modules:
        return False
    from cardnight_desk.store import reasons

    return reasons.server_trouble(err) == reasons.PASSWORD


def _bad_address(err: BaseException) -> str | None:
    """The driver's words when it refused the database address's options before connecting (a
    ``connect_timeout`` that is not a number), else None."""
    if "sqlalchemy" not in sys.modules:
        return None
    from sqlalchemy.exc import DBAPIError, OperationalError

    if isinstance(err, DBAPIError) and not isinstance(err, OperationalError) and err.statement is None:
        return _database_reason(err)
    return None


def _os_error(err: OSError) -> tuple[int, str]:
    where = f" '{err.filename}'" if err.filename else ""
    reason = err.strerror or one_line(err) or type(err).__name__
    if err.errno in _FULL_ERRORS:
        return EXIT_ERROR, f"the disk is full: nothing was written{' to' + where if where else ''} ({reason})"
    if err.errno in (errno.EACCES, errno.EPERM, errno.EROFS):
        if err.filename and not os.path.lexists(err.filename):  # a file it was making: its folder is at fault
            where = f" the folder '{os.path.dirname(os.path.abspath(err.filename))}'"
        return EXIT_REFUSED, (
            f"the desk cannot write to{where or ' that file or folder'} ({reason}): choose a folder it can "
            "write to; nothing was changed"
        )
    if err.errno in _PATH_ERRORS:
        return EXIT_REFUSED, f"cannot use{where or ' that file'}: {reason}; nothing was changed"
    return EXIT_ERROR, f"{reason}{where}"


def _database_error(reason: str) -> tuple[int, str]:
    lowered = reason.lower()
    if any(word in lowered for word in _DAMAGED_WORDS):
        return EXIT_REFUSED, (
            f"the event file is damaged and cannot be used ({reason}); nothing was changed: open a backup "
            "of it instead (cardnight-desk restore)"
        )
    if "full" in lowered:
        return EXIT_ERROR, f"the disk is full: nothing was saved ({reason})"
    if "readonly" in lowered.replace(" ", "") or "read-only" in lowered:
        return (
            EXIT_REFUSED,
            f"the desk cannot write to this event's file or folder ({reason}); nothing was saved",
        )
    if "locked" in lowered or "busy" in lowered:
        return EXIT_ERROR, f"the event is busy at another desk ({reason}); nothing was saved: try again"
    if "out of range" in lowered or "too large" in lowered:
        return EXIT_REFUSED, f"a number is too large for the event's database ({reason}); nothing was saved"
    return EXIT_ERROR, f"the event's database stopped the command ({reason}); nothing was saved"


def explain(err: BaseException) -> tuple[int, str]:
    """The exit status and the one-line sentence for a command that ended with ``err``."""
    if isinstance(err, KeyboardInterrupt):
        return EXIT_STOPPED, STOPPED
    status = _store_error(err)
    if status is not None:
        return status, one_line(err)
    address = _bad_address(err)
    if address is not None:
        return EXIT_REFUSED, f"the database address cannot be used ({address}); nothing was changed"
    if isinstance(err, ValueError) and "null byte" in str(err):
        return (
            EXIT_REFUSED,
            "a name or a file's name holds a NUL character, which is not text; nothing was changed",
        )
    if isinstance(err, RecursionError):
        return EXIT_REFUSED, "the input is nested too deeply to be read; nothing was changed"
    if isinstance(err, OverflowError):
        return EXIT_REFUSED, f"a number is too large for the event ({one_line(err)}); nothing was changed"
    if isinstance(err, UnicodeError):
        return EXIT_REFUSED, "names must be valid text (a character here is not a character of any script)"
    if isinstance(err, MemoryError):
        return EXIT_ERROR, "there is not enough memory for this command; nothing was changed"
    reason = _database_reason(err)
    if reason is not None and _asks_for_password(err):
        return (
            EXIT_REFUSED,
            f"the database server asks for a password ({reason}); nothing was changed{PASSWORD_HINT}",
        )
    if reason is not None:
        return _database_error(reason)
    if isinstance(err, ValueError | TypeError) and _raised_reading_the_database(err):
        return EXIT_REFUSED, (
            f"the event file holds a value the desk cannot read ({one_line(err)}): it is damaged; nothing was "
            "changed: open a backup of it instead (cardnight-desk restore)"
        )
    if isinstance(err, OSError):
        return _os_error(err)
    text = one_line(err)
    return EXIT_ERROR, f"unexpected error: {type(err).__name__}{': ' + text if text else ''}"
