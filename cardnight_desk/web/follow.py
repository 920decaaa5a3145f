"""Following the event: the players' page reads a new snapshot whenever the event changes.

One background thread (the *follower*) holds the page's own connection to the event (an event file or a
PostgreSQL event other desks are writing) and polls its change marker (the newest history id,
:func:`~cardnight_desk.services.changes.latest_change`) every :data:`POLL_SECONDS`. When it moves — a sheet
confirmed, a round drawn, a clock started — or when a running poker clock reaches the end of its period, the
follower reads again what the changes touched (:mod:`~cardnight_desk.web.changed`: the competitions changed,
or the whole event) into a new :class:`~cardnight_desk.web.snapshot.Snapshot` and swaps it in. The pages only
ever read the snapshot in memory: a hundred phones cost the event no query at all, and the page keeps
answering while the event is busy (it shows the last snapshot read).
"""

from __future__ import annotations

import logging
import sys
import threading
import time
from collections.abc import Callable
from typing import Any

from sqlalchemy import Engine, event

from cardnight_desk.services.changes import latest_change
from cardnight_desk.services.desk import Desk
from cardnight_desk.services.errors import Refusal
from cardnight_desk.store.engine import StoreError, open_store
from cardnight_desk.web.changed import Touched, touched
from cardnight_desk.web.snapshot import Snapshot, read_snapshot

POLL_SECONDS = 0.25
# While a snapshot is read and its pages written (pure Python, holding the interpreter's lock for a tenth of a
# second or more on a big league), the server's thread gets the lock back after this long instead of Python's
# 5 ms: its every read and write of a socket gives the lock up, and waiting 5 ms each time to have it back made
# the phones' answers slow while the event changed.
READING_SWITCH_SECONDS = 0.0005
log = logging.getLogger(__name__)


def read_only(engine: Engine) -> None:
    """Make every connection the page opens to the event refuse to write (SQLite's ``query_only``,
    PostgreSQL's read-only transactions): whatever a read path might try, the page cannot change the event."""

    def refuse_writes(dbapi_conn: Any, _record: Any) -> None:
        cursor = dbapi_conn.cursor()
        if engine.dialect.name == "sqlite":
            cursor.execute("PRAGMA query_only=ON")
        else:
            cursor.execute("SET SESSION CHARACTERISTICS AS TRANSACTION READ ONLY")
            dbapi_conn.commit()  # a session setting, kept once committed
        cursor.close()

    event.listen(engine, "connect", refuse_writes)
    engine.dispose()  # the connections opened before (checking the event's version) are not reused


class EventFollower:
    """Opens the event (raising :class:`~cardnight_desk.services.errors.Refusal` when it cannot), reads a first
    snapshot, then keeps it current from its own thread until :meth:`stop`."""

    def __init__(self, target: str, poll_seconds: float = POLL_SECONDS):
        self.poll_seconds = poll_seconds
        try:  # read only: an event saved by an older desk is not upgraded from here (that writes)
            store = open_store(target, upgrade=False)
        except StoreError as err:
            raise Refusal(str(err)) from None
        read_only(store.engine)
        self._desk = Desk(store, who="players' page")
        self._stopping = threading.Event()
        self._thread: threading.Thread | None = None
        self._listeners: list[Callable[[Snapshot], None]] = []
        self._preparers: list[Callable[[Snapshot], object]] = []
        try:
            self.snapshot: Snapshot = read_snapshot(self._desk, latest_change(self._desk))
        except Refusal:
            self._desk.close()
            raise
        except Exception as err:  # a database that does not answer, a damaged file: one sentence for the desk
            self._desk.close()
            reason = (str(err).strip().splitlines() or [type(err).__name__])[0]
            raise Refusal(f"the players' page cannot read the event ({reason})") from err

    def before_change(self, prepare: Callable[[Snapshot], object]) -> None:
        """Call ``prepare(snapshot)`` (from the follower's thread) with every new snapshot before it is served."""
        self._preparers.append(prepare)

    def on_change(self, listener: Callable[[Snapshot], None]) -> None:
        """Call ``listener(snapshot)`` (from the follower's thread) with every new snapshot."""
        self._listeners.append(listener)

    def start(self) -> None:
        self._thread = threading.Thread(target=self._run, name="players-page-follower", daemon=True)
        self._thread.start()

    def _run(self) -> None:
        while not self._stopping.wait(self.poll_seconds):
            try:
                self.refresh()
            except Exception as err:  # noqa: BLE001 - the event busy or unreachable: keep the last snapshot
                log.warning("the players' page could not read the event: %s", err)

    def refresh(self) -> bool:
        """Read a new snapshot if the event changed (or a clock's period ended); True when it did. Only what
        the changes touched is read again (:func:`~cardnight_desk.web.changed.touched`)."""
        version = latest_change(self._desk)
        current = self.snapshot
        due = current.refresh_at()
        if version == current.version and (due is None or time.time() < due):
            return False
        changed = touched(self._desk, current.version, version) if version > current.version else None
        if version == current.version:
            changed = Touched()  # a clock's period ended: the running clocks are read again
        switching = sys.getswitchinterval()
        sys.setswitchinterval(min(switching, READING_SWITCH_SECONDS))
        try:
            new = read_snapshot(self._desk, version, current, changed)
            for prepare in self._preparers:
                try:
                    prepare(new)
                except Exception as err:  # noqa: BLE001 - the pages are then written when asked for
                    log.warning("the players' page could not write its pages ahead: %s", err)
        finally:
            sys.setswitchinterval(switching)
        self.snapshot = new
        for listener in self._listeners:
            listener(self.snapshot)
        return True

    def stop(self) -> None:
        self._stopping.set()
        if self._thread is not None:
            self._thread.join()
            self._thread = None
        self._desk.close()
