"""Who the players' page lets in: so many connections from one address and in all, and only requests that
arrive whole in time.

A *connection* is one TCP connection from a phone (a browser keeps up to six open to a site). The *caps*: at
most :data:`PER_ADDRESS` connections from one client address and :func:`total_cap` in all, which keeps the
connections to half of the files the process may open (its open-file limit, raised at start to the most the
system allows it: :func:`raise_open_file_limit`), so a device holding a thousand connections neither makes the
hall's phones wait nor leaves the process without files. A connection over a cap is answered 503 at once and
closed.

The *deadlines*: a connection must bring a whole request (its line and headers) within
:data:`REQUEST_SECONDS` of opening, or of the first byte of its next request; one kept open between requests
is closed after :data:`IDLE_SECONDS`, and one whose answer has not moved in that time is let go (a device that
never reads its answers). A request line and then nothing (*slowloris*) holds a connection a few seconds, not
for ever. A request being answered has no deadline (``/live`` waits for the event to change).

Every refusal is told to the :class:`~cardnight_desk.web.tally.Tally`, which says it once a minute by kind.
"""

from __future__ import annotations

import asyncio
import sys
from collections.abc import Awaitable, Callable
from typing import Any

from aiohttp import web

from cardnight_desk.web.tally import Tally

# a phone's browser keeps six at most: a few browsers or tabs on one device, and room to spare
PER_ADDRESS = 24
MOST_CONNECTIONS = 1000  # a hall of 300 phones with three connections each, and room to spare
RESERVED_FILES = 128  # what the process opens besides the phones: its modules, the event's files, the log
REQUEST_SECONDS = 5.0
# an open page asks /live again 200 ms after each answer: its connection is never idle for long
IDLE_SECONDS = 10.0
UNLIMITED_FILES = 65536  # what is asked for where the system sets no limit (macOS refuses more than 10,240)

TOO_MANY_FROM_ONE = "refused a connection over the limit of {} from one address"
TOO_MANY = "refused a connection over the limit of {} in all"
TOO_SLOW = "closed a connection whose request did not arrive whole within {:g} seconds"
SILENT = "closed a connection that sent no request within {:g} seconds"
UNREAD = "closed a connection that took nothing of its answer within {:g} seconds"


def raise_open_file_limit() -> int | None:
    """Raise the process's limit of open files (the *soft* limit) to the most the system allows it (the *hard*
    one); the limit now in force, None where the system has none (Windows)."""
    try:
        import resource
    except ImportError:
        return None
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft == resource.RLIM_INFINITY:
        return None
    wanted = UNLIMITED_FILES if hard == resource.RLIM_INFINITY else hard
    for asked in (wanted, min(wanted, 10240)):
        if asked <= soft:
            break
        try:
            resource.setrlimit(resource.RLIMIT_NOFILE, (asked, hard))
            return asked
        except (ValueError, OSError):
            continue
    return soft


def total_cap(open_file_limit: int | None) -> int:
    """The connections allowed in all: half of the files left once the process's own are set aside, at most
    :data:`MOST_CONNECTIONS`."""
    if open_file_limit is None:
        return MOST_CONNECTIONS
    return max(4, min(MOST_CONNECTIONS, (open_file_limit - RESERVED_FILES) // 2))


def _answer(status: str, sentence: str) -> bytes:
    body = (sentence + "\n").encode("utf-8")
    return (
        f"HTTP/1.1 {status}\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: {len(body)}\r\n"
        "Retry-After: 5\r\nConnection: close\r\n\r\n"
    ).encode("ascii") + body


BUSY = _answer("503 Service Unavailable", "The players' page is busy: try again in a few seconds.")
LATE = _answer("408 Request Timeout", "The request did not arrive in time.")


class Door:
    """The caps and deadlines of one server (see the module). :meth:`protocol` wraps aiohttp's connections;
    :meth:`middleware` tells a connection when its request is being answered."""

    def __init__(
        self,
        tally: Tally,
        *,
        per_address: int = PER_ADDRESS,
        total: int = MOST_CONNECTIONS,
        request_seconds: float = REQUEST_SECONDS,
        idle_seconds: float = IDLE_SECONDS,
    ):
        self.tally, self.per_address, self.total = tally, per_address, total
        self.request_seconds, self.idle_seconds = request_seconds, idle_seconds
        self.by_address: dict[str, int] = {}
        self.inside: dict[Any, Doorway] = {}  # by transport: the connections let in and still open

    def protocol(self, make: Callable[[], asyncio.Protocol]) -> Callable[[], asyncio.Protocol]:
        """The protocol factory for the listening socket: each connection goes through a :class:`Doorway`,
        and aiohttp's protocol (``make()``) is made only for those let in."""
        return lambda: Doorway(self, make)

    def let_in(self, way: Doorway) -> bool:
        address = way.address
        if self.by_address.get(address, 0) >= self.per_address:
            self.tally.refuse(TOO_MANY_FROM_ONE.format(self.per_address), f"from {address}")
            return False
        if len(self.inside) >= self.total:
            self.tally.refuse(TOO_MANY.format(self.total), f"from {address}")
            return False
        self.by_address[address] = self.by_address.get(address, 0) + 1
        self.inside[way.transport] = way
        return True

    def left(self, way: Doorway) -> None:
        if self.inside.pop(way.transport, None) is None:
            return
        count = self.by_address[way.address] - 1
        if count:
            self.by_address[way.address] = count
        else:
            del self.by_address[way.address]

    def middleware(self) -> Any:
        @web.middleware
        async def answering(
            request: web.Request, handler: Callable[[web.Request], Awaitable[web.StreamResponse]]
        ) -> web.StreamResponse:
            way = self.inside.get(request.transport)
            if way is not None:
                way.answering()
            try:
                return await handler(request)
            finally:
                if way is not None:
                    way.answered()

        return answering


class Doorway(asyncio.Protocol):
    """One connection at the :class:`Door`: refused at once over a cap, else handed to aiohttp's protocol
    (``inner``) with the deadline of the request it waits for."""

    def __init__(self, door: Door, make: Callable[[], asyncio.Protocol]):
        self.door, self.make = door, make
        self.inner: asyncio.Protocol | None = None
        self.transport: Any = None
        self.address = ""
        self.busy = False  # a request is being answered
        self.begun = False  # bytes of the request waited for have come
        self.kept = False  # kept open after an answer, no byte of the next request come yet
        self.answers = 0  # the requests answered on it
        self.unsent = sys.maxsize  # the bytes of its answers not sent yet, when last looked at
        self.moved_at = 0.0  # when they last moved (the loop's time)
        self.idle_until = 0.0  # when a connection kept for the next request is closed
        self.timer: asyncio.TimerHandle | None = None

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        self.transport = transport
        peer = transport.get_extra_info("peername")
        self.address = str(peer[0]) if isinstance(peer, tuple | list) and peer else str(peer or "")
        if not self.door.let_in(self):
            assert isinstance(transport, asyncio.WriteTransport)
            transport.write(BUSY)
            transport.close()
            return
        self.inner = self.make()
        self.inner.connection_made(transport)
        self._wait(self.door.request_seconds)

    def _wait(self, seconds: float) -> None:
        if self.timer is not None:
            self.timer.cancel()
        self.timer = asyncio.get_running_loop().call_later(seconds, self._late)

    def _late(self) -> None:
        """The connection's deadline, or a look at its answer on its way (every second while one is)."""
        self.timer = None
        transport = self.transport
        if self.busy or transport is None or transport.is_closing():
            return
        now = asyncio.get_running_loop().time()
        unsent = transport.get_write_buffer_size()
        if unsent:  # an answer on its way: let go once it has not moved for the idle time
            if unsent < self.unsent:
                self.unsent, self.moved_at = unsent, now
            if now - self.moved_at < self.door.idle_seconds:
                self._wait(1.0)
                return
            self.door.tally.refuse(UNREAD.format(self.door.idle_seconds), f"from {self.address}")
            transport.abort()  # what it did not take is dropped with it
            return
        if self.kept and now < self.idle_until:  # its answer sent, and not idle for long yet
            self._wait(self.idle_until - now)
            return
        if self.begun:  # a request that did not come whole in time
            self.door.tally.refuse(TOO_SLOW.format(self.door.request_seconds), f"from {self.address}")
            transport.write(LATE)
        elif not self.answers:  # opened, and nothing sent (a connection kept between requests is just closed)
            self.door.tally.refuse(SILENT.format(self.door.request_seconds), f"from {self.address}")
        transport.close()

    def answering(self) -> None:
        self.busy, self.begun, self.kept = True, False, False
        if self.timer is not None:
            self.timer.cancel()
            self.timer = None

    def answered(self) -> None:
        """Its request answered (the answer goes out now): it is *kept* for the next, for the idle time."""
        self.busy = False
        self.answers += 1
        if self.transport is not None and not self.transport.is_closing():
            now = asyncio.get_running_loop().time()
            self.kept, self.idle_until = True, now + self.door.idle_seconds
            self.unsent, self.moved_at = sys.maxsize, now
            self._wait(min(1.0, self.door.idle_seconds))

    def data_received(self, data: bytes) -> None:
        if self.inner is None:
            return
        if not self.busy:
            self.begun = True
            if self.kept:  # the first bytes of the next request: it has a few seconds from now
                self.kept = False
                self._wait(self.door.request_seconds)
        self.inner.data_received(data)

    def eof_received(self) -> bool | None:
        return self.inner.eof_received() if self.inner is not None else None

    def pause_writing(self) -> None:
        if self.inner is not None:
            self.inner.pause_writing()

    def resume_writing(self) -> None:
        if self.inner is not None:
            self.inner.resume_writing()

    def connection_lost(self, exc: Exception | None) -> None:
        if self.timer is not None:
            self.timer.cancel()
            self.timer = None
        if self.inner is not None:
            self.door.left(self)
            inner, self.inner = self.inner, None
            inner.connection_lost(exc)
        self.transport = None


class GuardedSite(web.BaseSite):
    """aiohttp's TCP site with every connection going through a :class:`Door`."""

    def __init__(self, runner: web.BaseRunner, host: str, port: int, door: Door, *, backlog: int) -> None:
        super().__init__(runner, backlog=backlog)
        self.host, self.port, self.door = host, port, door

    @property
    def name(self) -> str:
        return f"http://{self.host}:{self.port}"

    async def start(self) -> None:
        await super().start()
        server = self._runner.server
        assert server is not None
        listening = await asyncio.get_running_loop().create_server(
            self.door.protocol(server),
            self.host,
            self.port,
            backlog=self._backlog,
            reuse_address=True,
        )
        self._server = listening
        if listening.sockets:
            self.port = int(listening.sockets[0].getsockname()[1])
