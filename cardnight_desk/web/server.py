"""The players' page server: the pages a phone in the hall opens, served from a thread of their own.

:class:`PlayersPageServer` is what the desk's Displays menu and ``cardnight-desk serve`` start. It follows the
event through its own read-only use of the store (:class:`~cardnight_desk.web.follow.EventFollower`) and serves
the pages with aiohttp on an asyncio loop in its own thread, so it keeps answering while the desk's window is
busy (printing, a long import). aiohttp is imported only here, when a server is made: it costs the desk's
start-up nothing.
"""

from __future__ import annotations

import asyncio
import errno
import socket
import threading
from typing import TYPE_CHECKING, Any

from cardnight_desk.services.errors import Refusal

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

    def __init__(self, target: str, host: str = "0.0.0.0", port: int = 8080) -> None:
        self.target, self.host, self.port = target, host, port
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
        from cardnight_desk.web.follow import EventFollower

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

        loop = self._loop
        assert loop is not None
        asyncio.set_event_loop(loop)
        page = self._page = PlayersPage(lambda: follower.snapshot)
        follower.before_change(page.cache.prepare)
        follower.on_change(lambda _snapshot: self._on_loop(page.wake))
        runner = web.AppRunner(
            page.app(),
            access_log=None,
            handle_signals=False,
            shutdown_timeout=1.0,
        )
        try:
            loop.run_until_complete(runner.setup())
            site = web.TCPSite(runner, self.host, self.port, backlog=BACKLOG, reuse_address=True)
            loop.run_until_complete(site.start())
            server = site._server
            sockets = getattr(server, "sockets", None) or ()
            if sockets:
                self.port = int(sockets[0].getsockname()[1])
        except BaseException as err:  # noqa: BLE001 - said once, as a refusal, by start()
            self._failure = err
            loop.run_until_complete(runner.cleanup())
            loop.close()
            self._ready.set()
            return
        self._runner = runner
        self._ready.set()
        try:
            loop.run_forever()
        finally:
            loop.run_until_complete(runner.cleanup())
            loop.run_until_complete(loop.shutdown_asyncgens())
            loop.close()
            self._runner = None

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
