"""Which desks hold an event open, so that nothing replaces it under them (a restore from a backup).

Domain words:

- a *holder* is one open desk: who works at it, the computer (*host*) and process it runs in, when it opened the
  event and when it was last *seen* (a desk with its window open says so every few seconds);
- a holder is *live* while it has been seen within :data:`LIVE_SECONDS` (a few missed marks: an open desk marks
  every :data:`~cardnight_desk.store.event_store.SEEN_EVERY` seconds) and, on this computer, while its process still
  runs. A desk that crashed, a row whose process number now belongs to another program (after a restart), a
  forged row, or one marked seen in the future beyond any clock's difference, holds nothing.
- an organiser who knows a desk is closed (its computer is off) can say so to a restore, naming the holder
  (``closed``): it is then not counted.

An event file also remembers which file a desk opened: if the file at that path is replaced while the desk is
open, the desk's next save is refused instead of going into the replaced copy (:func:`same_file`).
"""

from __future__ import annotations

import datetime as dt
import os
import socket
from collections.abc import Collection
from dataclasses import dataclass
from pathlib import Path

from sqlalchemy import delete, insert, select, update
from sqlalchemy.engine import Connection

from cardnight_desk.store.models import Holder, utcnow

LIVE_SECONDS = 90


@dataclass(frozen=True)
class HolderInfo:
    id: int
    who: str
    host: str
    pid: int
    opened_at: dt.datetime
    seen_at: dt.datetime

    def sentence(self) -> str:
        return (
            f"desk {self.id}, '{self.who}' on {self.host} (process {self.pid}, open since "
            f"{self.opened_at:%H:%M} UTC, last seen {self.seen_at:%H:%M:%S} UTC)"
        )


def _pid_alive(pid: int) -> bool:
    if pid <= 0:
        return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (PermissionError, OSError):
        return True  # someone else's process: it exists
    return True


def this_host() -> str:
    return socket.gethostname() or "this computer"


def register(conn: Connection, who: str) -> int:
    now = utcnow()
    row = conn.execute(
        insert(Holder)
        .values(who=who[:100], host=this_host()[:100], pid=os.getpid(), opened_at=now, seen_at=now)
        .returning(Holder.id)
    )
    return int(row.scalar_one())


def seen(conn: Connection, holder_id: int) -> None:
    conn.execute(update(Holder).where(Holder.id == holder_id).values(seen_at=utcnow()))


def release(conn: Connection, holder_id: int) -> None:
    conn.execute(delete(Holder).where(Holder.id == holder_id))


def is_live(info: HolderInfo, now: dt.datetime, host: str) -> bool:
    """Has the holder been seen lately (and, on this computer, does its process still run)?"""
    age = (now - info.seen_at).total_seconds()
    if not -LIVE_SECONDS <= age <= LIVE_SECONDS:  # missed its marks, or marked in a future no clock is in
        return False
    if info.host == host:
        return _pid_alive(info.pid) and info.pid != os.getpid()
    return True


def live_holders(
    conn: Connection, *, except_id: int | None = None, closed: Collection[int] = ()
) -> list[HolderInfo]:
    """The desks holding the event now (a crashed desk's left-over row is not one, nor one said ``closed``)."""
    host, now = this_host(), utcnow()
    out = []
    for row in conn.execute(select(Holder).order_by(Holder.id)).mappings():
        info = HolderInfo(**{k: row[k] for k in ("id", "who", "host", "pid", "opened_at", "seen_at")})
        if info.id == except_id or info.id in closed:
            continue
        if is_live(info, now, host):
            out.append(info)
    return out


def file_id(path: Path) -> tuple[int, int]:
    st = os.stat(path)
    return st.st_dev, st.st_ino


def same_file(path: Path, opened: tuple[int, int]) -> bool:
    """Is the file at ``path`` still the one the desk opened?"""
    try:
        return file_id(path) == opened
    except OSError:
        return False
