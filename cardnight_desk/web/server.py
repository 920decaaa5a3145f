"""The players' page server: the pages a phone in the hall opens, served from a thread of their own.

:class:`PlayersPageServer` is what ``cardnight-desk serve`` runs (and the desk's Displays area, through that
command in a process of its own: :mod:`cardnight_desk.web.process`). It follows the event through its own
read-only use of the store (:class:`~cardnight_desk.web.follow.EventFollower`), writes only the sheets the tables'
phones enter (through a use of the event of its own, :class:`~cardnight_desk.web.entry.EntryDesk`), and serves the pages with aiohttp
on an asyncio loop in its own thread. Every connection goes through the :class:`~cardnight_desk.web.door.Door`
(so many from one address and in all, a request whole within a few seconds), every request must name one of the
page's own addresses (:mod:`~cardnight_desk.web.hosts`), and what is turned away is said once a minute by kind
(:class:`~cardnight_desk.web.tally.Tally`). aiohttp is imported only here, when a server is made: it costs the
desk's start-up nothing.
"""

from __future__ import annotations

import asyncio
import errno
import socket
import threading
from typing import TYPE_CHECKING, Any

from cardnight_desk.services.errors import Refusal
from cardnight_desk.web.tally import SAY_EVERY, Tally

if TYPE_CHECKING:  # aiohttp is loaded when a server starts, not when this module is
    from cardnight_desk.web.app import PlayersPage
    from cardnight_desk.web.follow import EventFollower

BACKLOG = 256  # connections waiting to be accepted: a hall of phones opening the page at once


def lan_address() -> str:
    """This machine's IPv4 address on the hall's network (the one it would reach other machines from); the
    loopback address when it is on no network."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(("10.255.255.255", 1))  # no packet is sent: this only picks the outgoing interface
            address = str(probe.getsockname()[0])
        except OSError:
            return "127.0.0.1"
    return address if address and not address.startswith("0.") else "127.0.0.1"


class PlayersPageServer:
    """The players' page for the event at ``target`` (an event file or a database URL), on ``host:port``
    (``port=0``: any free port)."""

    def __init__(
        self,
        target: str,
        host: str = "0.0.0.0",
        port: int = 8080,
        *,
        per_address: int | None = None,
        total: int | None = None,
    ) -> None:
        """``per_address``, ``total``: the caps on connections (:mod:`~cardnight_desk.web.door`'s by default,
        the total from the open-file limit)."""
        self.target, self.host, self.port = target, host, port
        self.per_address, self.total = per_address, total
        self.tally = Tally()
        self.door: Any = None  # the Door while serving
        self._follower: EventFollower | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._runner: Any = None  # aiohttp's AppRunner while serving
        self._page: PlayersPage | None = None
        self._failure: BaseException | None = None
        self._ready = threading.Event()

    # --- starting and stopping ---------------------------------------------------------------------------------
    def start(self) -> None:
        """Open the event and start serving; returns once the port listens. Raises :class:`Refusal` (one
        sentence) when the event cannot be opened or the port cannot be used."""
        if self.running:
            return
        from cardnight_desk.web import door
        from cardnight_desk.web.follow import EventFollower

        limit = door.raise_open_file_limit()
        self.door = door.Door(
            self.tally,
            per_address=self.per_address or door.PER_ADDRESS,
            total=self.total or door.total_cap(limit),
        )
        follower = EventFollower(self.target)
        self._failure = None
        self._ready.clear()
        self._loop = asyncio.new_event_loop()
        self._thread = threading.Thread(
            target=self._serve, args=(follower,), name="players-page", daemon=True
        )
        self._thread.start()
        self._ready.wait()
        if self._failure is not None:
            self._thread.join()
            self._thread = None
            self._loop = None
            follower.stop()
            raise Refusal(self._refusal(self._failure)) from None
        self._follower = follower
        follower.start()

    def _refusal(self, err: BaseException) -> str:
        if isinstance(err, OSError) and err.errno == errno.EADDRINUSE:
            return f"port {self.port} is already in use on this machine: choose another port"
        if isinstance(err, OSError) and err.errno in (errno.EACCES, errno.EPERM):
            return (
                f"this machine does not allow the players' page on port {self.port}: choose a port above 1024"
            )
        if isinstance(err, OSError) and err.errno == errno.EADDRNOTAVAIL or isinstance(err, socket.gaierror):
            return f"'{self.host}' is not an address of this machine: leave the host out to serve on every network"
        return f"the players' page could not start on {self.host}:{self.port} ({err})"

    def _serve(self, follower) -> None:  # type: ignore[no-untyped-def]
        from aiohttp import web

        from cardnight_desk.web.app import PlayersPage
        from cardnight_desk.web.door import GuardedSite
        from cardnight_desk.web.entry import EntryDesk
        from cardnight_desk.web.tally import QuietLogger

        loop = self._loop
        assert loop is not None
        asyncio.set_event_loop(loop)
        loop.set_exception_handler(self.tally.loop_problem)  # a line a minute, not a traceback a connection
        door = self.door
        entries = EntryDesk(self.target)  # the event is opened for writing only when a phone brings a link
        page = self._page = PlayersPage(
            lambda: follower.snapshot,
            tally=self.tally,
            listening_on=self.host,
            outer=(door.middleware(),),
            entries=entries,
        )
        follower.before_change(page.cache.prepare)
        follower.on_change(lambda _snapshot: self._on_loop(page.wake))
        runner = web.AppRunner(
            page.app(),
            access_log=None,
            handle_signals=False,
            shutdown_timeout=1.0,
            keepalive_timeout=door.idle_seconds,  # the door's own deadlines come first; aiohttp's agrees
            logger=QuietLogger(self.tally),
        )
        try:
            loop.run_until_complete(runner.setup())
            site = GuardedSite(runner, self.host, self.port, door, backlog=BACKLOG)
            loop.run_until_complete(site.start())
            self.port = site.port
        except BaseException as err:  # noqa: BLE001 - said once, as a refusal, by start()
            self._failure = err
            loop.run_until_complete(runner.cleanup())
            loop.close()
            entries.close()
            self._ready.set()
            return
        self._runner = runner
        self._ready.set()
        self._say_counted()
        try:
            loop.run_forever()
        finally:
            loop.run_until_complete(runner.cleanup())
            loop.run_until_complete(loop.shutdown_asyncgens())
            loop.close()
            entries.close()
            self._runner = None

    def _say_counted(self) -> None:
        """Say the refusals counted (for each kind, once its minute has passed), looking every few seconds."""
        self.tally.say_counted()
        if self._loop is not None:
            self._loop.call_later(SAY_EVERY / 12, self._say_counted)

    def _on_loop(self, call) -> None:  # type: ignore[no-untyped-def]
        """Run ``call`` on the server's loop (from another thread); nothing once it has stopped."""
        loop = self._loop
        if loop is not None:
            try:
                loop.call_soon_threadsafe(call)
            except RuntimeError:  # the loop closed meanwhile
                pass

    def stop(self) -> None:
        """Stop serving, wait for the server's threads and close its connections to the event."""
        loop, thread = self._loop, self._thread
        if loop is not None and thread is not None and thread.is_alive():
            if self._page is not None:
                loop.call_soon_threadsafe(self._page.wake)  # the pages waiting on /live are answered first
            loop.call_soon_threadsafe(loop.stop)
            thread.join()
        self._loop = self._thread = None
        self.tally.say_counted()
        if self._follower is not None:
            self._follower.stop()
            self._follower = None

    # --- what the desk shows -----------------------------------------------------------------------------------
    @property
    def url(self) -> str:
        """The address a phone in the hall types: ``http://<this machine's LAN IPv4>:<port>/``."""
        host = self.host
        if host in ("", "0.0.0.0", "::"):
            host = lan_address()
        elif ":" in host:
            host = f"[{host}]"
        return f"http://{host}:{self.port}/"

    @property
    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive() and self._runner is not None
