"""Which desks hold an event open, so that nothing replaces it under them (a restore from a backup).

Domain words:

- a *holder* is one open desk: who works at it, the computer (*host*) and process it runs in, when it opened the
  event and when it was last *seen* (a desk with its window open says so every few seconds);
- a holder is *live* while its process still runs (on this computer, where that can be asked) or, for a desk
  on another computer, while it has been seen within :data:`LIVE_SECONDS`. A desk that crashed leaves a holder
  that is no longer live and holds nothing.

An event file also remembers which file a desk opened: if the file at that path is replaced while the desk is
open, the desk's next save is refused instead of going into the replaced copy (:func:`same_file`).
"""

from __future__ import annotations

import datetime as dt
import os
import socket
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
        return f"'{self.who}' on {self.host} (process {self.pid}, open since {self.opened_at:%H:%M} UTC)"


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


def live_holders(conn: Connection, *, except_id: int | None = None) -> list[HolderInfo]:
    """The desks holding the event now (a crashed desk's left-over row is not one)."""
    host, now = this_host(), utcnow()
    out = []
    for row in conn.execute(select(Holder).order_by(Holder.id)).mappings():
        info = HolderInfo(**{k: row[k] for k in ("id", "who", "host", "pid", "opened_at", "seen_at")})
        if info.id == except_id:
            continue
        if info.host == host:
            live = _pid_alive(info.pid) and info.pid != os.getpid()
        else:
            live = (now - info.seen_at).total_seconds() <= LIVE_SECONDS
        if live:
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
